//! vkrelay's bundled example: a standalone Vulkan program that renders offscreen and writes
//! a PNG.
//!
//! It is an ordinary Vulkan application: it loads the system loader (`libvulkan.so.1`)
//! through ash and contains no vkrelay code, so running it with `VK_DRIVER_FILES` pointing
//! at the vkrelay ICD manifest exercises the proxy exactly as any unmodified program would,
//! and its PNG can be compared byte for byte with the one rendered natively.
//!
//! What it uses, all core Vulkan 1.0 (the instance asks for 1.1): a vertex + index buffer
//! in mapped host-visible memory, a checkerboard texture uploaded from a staging buffer, a
//! per-frame uniform buffer, push constants in both pipelines, a classic render pass and
//! framebuffer, descriptor sets written with `vkUpdateDescriptorSets`, a compute pass that
//! post-processes the read-back pixels, fences, and a full teardown. `--validate` adds the
//! Khronos validation layer and a `VK_EXT_debug_utils` messenger; any warning or error it
//! reports makes the exit status non-zero.
//!
//! `--mode` picks the picture. The default, `scene`, is the one above. The others each need
//! one optional capability that a translation layer may have to emulate, enable it (and
//! only it) at device creation, and fail with a message naming it when the device lacks
//! it: `clip` (feature `shaderClipDistance`, two `gl_ClipDistance` planes), `cull`
//! (`shaderCullDistance`, two `gl_CullDistance`s), `scaled` (no feature; `*_USCALED` and
//! `*_SSCALED` vertex formats, each checked for `VERTEX_BUFFER_BIT`) and `bc`
//! (`textureCompressionBC`; every BC1..BC7 format, each checked for `SAMPLED_IMAGE` and
//! `TRANSFER_DST`). They draw the same picture every frame, without the compute pass.
//! `dds` (`--dds FILE`, `textureCompressionBC`) shows a DDS file's BC1..BC7 texture, every
//! mip level and layer texel for texel, in a picture whose size follows the file; a file of
//! any other kind fails with a message naming what it is.
//!
//! It is not a benchmark harness or a renderer: the pictures are fixed and small so that
//! the tests can compute them independently.

mod frame;
mod gpu;
mod modes;
mod pipelines;
mod resources;
mod scene;

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Parser;

use crate::modes::Mode;
use crate::modes::dds::{self, Dds};

/// Largest accepted width or height (keeps the readback buffer within every driver's
/// minimum `maxStorageBufferRange` of 2^27 bytes, and within `maxImageDimension2D`).
const MAX_SIDE: u32 = 4096;

/// Render a fixed scene offscreen with Vulkan and write it as a PNG.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// What to draw: the default scene, or a picture that needs one optional feature
    /// (`clip`: shaderClipDistance, `cull`: shaderCullDistance, `scaled`: *SCALED vertex
    /// formats, `bc`: textureCompressionBC), or a DDS file's BCn texture (`dds`).
    #[arg(long, value_enum, default_value_t = Mode::Scene)]
    mode: Mode,
    /// The DDS file `--mode dds` shows (BC1..BC7, mip levels, arrays, cube maps); the
    /// picture's size follows the file, so `--size` is not taken with it.
    #[arg(
        long,
        value_name = "FILE",
        required_if_eq("mode", "dds"),
        conflicts_with = "size"
    )]
    dds: Option<PathBuf>,
    /// Where to write the PNG (RGBA8) of the last frame.
    #[arg(long, default_value = "offscreen.png")]
    out: PathBuf,
    /// Image size as WIDTHxHEIGHT (each 1..=4096).
    #[arg(long, default_value = "256x256", value_parser = parse_size)]
    size: (u32, u32),
    /// Number of frames to render; in the default scene frame i uses a uniform colour
    /// derived from i only, the other modes draw the same picture every frame.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    frames: u32,
    /// Enable VK_LAYER_KHRONOS_validation; any warning or error fails the run.
    #[arg(long)]
    validate: bool,
    /// Index of the physical device to use, in vkEnumeratePhysicalDevices order.
    #[arg(long, default_value_t = 0)]
    device_index: usize,
    /// Compare the picture with this PNG (e.g. a native run's) and print one line:
    /// `compare: identical`, or the largest difference of a channel and how many pixels
    /// differ.
    #[arg(long, value_name = "FILE")]
    compare: Option<PathBuf>,
    /// Testing aid: break one valid-usage rule on purpose (see the tests of `--validate`).
    #[arg(long, hide = true)]
    provoke_validation_error: bool,
}

/// Parses `WIDTHxHEIGHT`.
fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WIDTHxHEIGHT, got {s:?}"))?;
    let side = |v: &str| -> Result<u32, String> {
        let n: u32 = v.trim().parse().map_err(|e| format!("{v:?}: {e}"))?;
        if n == 0 || n > MAX_SIDE {
            return Err(format!("{n} is outside 1..={MAX_SIDE}"));
        }
        Ok(n)
    };
    Ok((side(w)?, side(h)?))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = run(&args);
    let problems = gpu::reported_problems();
    match result {
        Ok(()) if problems == 0 => ExitCode::SUCCESS,
        Ok(()) => {
            eprintln!("offscreen: the validation layer reported {problems} warning(s)/error(s)");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("offscreen: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Reads the DDS file at `path` and checks that its picture fits [`MAX_SIDE`].
fn read_dds(path: &Path) -> Result<Dds> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let dds = Dds::parse(&bytes).with_context(|| format!("{}", path.display()))?;
    let (w, h) = dds::picture_size(&dds);
    if w > MAX_SIDE || h > MAX_SIDE {
        bail!(
            "{}: its picture would be {w}x{h}, past {MAX_SIDE}",
            path.display()
        );
    }
    eprintln!(
        "offscreen: {}: {} ({:?}), {}x{}, {} level(s), {} layer(s){}",
        path.display(),
        dds.format.name,
        dds.format.vk,
        dds.width,
        dds.height,
        dds.levels,
        dds.layers,
        if dds.cube { ", cube faces" } else { "" }
    );
    Ok(dds)
}

/// Renders, tears Vulkan down, writes the PNG, prints the summary line.
fn run(args: &Args) -> Result<()> {
    let dds = match (&args.dds, args.mode) {
        (Some(path), Mode::Dds) => Some(read_dds(path)?),
        (Some(_), mode) => bail!("--dds is for --mode dds, not --mode {}", mode_name(mode)),
        (None, _) => None,
    };
    let (width, height) = dds.as_ref().map_or(args.size, dds::picture_size);
    let mut gpu = gpu::Gpu::new(args.validate, args.device_index, args.mode.features())?;
    eprintln!(
        "offscreen: rendering {} frame(s) of --mode {} at {width}x{height} on {}",
        args.frames,
        mode_name(args.mode),
        gpu.device_name
    );
    if args.provoke_validation_error {
        gpu.provoke_validation_error()?;
    }
    let rendered = args
        .mode
        .render(&mut gpu, (width, height), args.frames, dds.as_ref())
        .with_context(|| format!("--mode {}", mode_name(args.mode)))?;
    // Teardown (vkDeviceWaitIdle, then every object, the device and the instance).
    drop(gpu);
    if rendered.pixels.len() != (width as usize) * (height as usize) * 4 {
        bail!(
            "read back {} bytes for {width}x{height}",
            rendered.pixels.len()
        );
    }
    write_png(&args.out, width, height, &rendered.pixels)?;
    if let Some(reference) = &args.compare {
        println!("{}", compare(reference, width, height, &rendered.pixels)?);
    }
    let fps = f64::from(args.frames) / rendered.seconds.max(f64::MIN_POSITIVE);
    println!(
        "frames={} seconds={:.6} fps={:.3}",
        args.frames, rendered.seconds, fps
    );
    Ok(())
}

/// The name `--mode` takes for `mode`.
fn mode_name(mode: Mode) -> String {
    use clap::ValueEnum;
    mode.to_possible_value()
        .map(|v| v.get_name().to_owned())
        .unwrap_or_default()
}

/// Compares RGBA8 `pixels` with the PNG at `reference`: `compare: identical`, or `compare:
/// max channel difference D, P of N pixels differ`.
fn compare(reference: &Path, width: u32, height: u32, pixels: &[u8]) -> Result<String> {
    let file =
        File::open(reference).with_context(|| format!("cannot open {}", reference.display()))?;
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder
        .read_info()
        .with_context(|| format!("{} is no PNG", reference.display()))?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader
        .next_frame(&mut buf)
        .with_context(|| format!("cannot decode {}", reference.display()))?;
    if (info.width, info.height) != (width, height)
        || info.color_type != png::ColorType::Rgba
        || info.bit_depth != png::BitDepth::Eight
    {
        bail!(
            "{} is {}x{} {:?} {:?}, not {width}x{height} RGBA8",
            reference.display(),
            info.width,
            info.height,
            info.color_type,
            info.bit_depth
        );
    }
    let theirs = &buf[..info.buffer_size()];
    let (mut worst, mut differ) = (0u8, 0usize);
    for (a, b) in pixels.chunks_exact(4).zip(theirs.chunks_exact(4)) {
        let d = a
            .iter()
            .zip(b)
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0);
        worst = worst.max(d);
        differ += usize::from(d > 0);
    }
    Ok(if differ == 0 {
        "compare: identical".to_owned()
    } else {
        format!(
            "compare: max channel difference {worst}, {differ} of {} pixels differ",
            pixels.len() / 4
        )
    })
}

/// Writes RGBA8 `pixels` as a PNG (default compression and filter, so the bytes depend only
/// on the pixels).
fn write_png(path: &Path, width: u32, height: u32, pixels: &[u8]) -> Result<()> {
    let file = File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let mut encoder = png::Encoder::new(BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .with_context(|| format!("cannot write the PNG header to {}", path.display()))?;
    writer
        .write_image_data(pixels)
        .with_context(|| format!("cannot write the PNG data to {}", path.display()))?;
    writer
        .finish()
        .with_context(|| format!("cannot finish {}", path.display()))?;
    Ok(())
}
