//! Real DDS files through the BC repair (`--emulate-missing bc`) on lavapipe, which has BCn
//! natively: native is the reference. The files are Pillow 13.0.0's test images (its PyPI
//! source distribution's `Tests/images/`, MIT-CMU), which `cargo xtask test-data` downloads
//! (pinned, SHA-256 checked) into `target/test-data/pillow-dds` and `cargo xtask test` names
//! in `VKRELAY_TEST_DDS_DIR`. The example's `--mode dds` uploads every level and layer and
//! shows each texel for texel; through vkrelay the picture matches native: BC6H and BC7 bit
//! for bit (BC7 sRGB within the one step of lavapipe's own sRGB paths), BC1-BC5 within the
//! rounding that `bc.rs`'s `tolerance()` explains.
//!
//! Without the files the tests skip with a message, except in CI (`CI=true`), where they fail.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use crate::clients::offscreen_binary;
use crate::relay::{LVP_MANIFEST, TempDir, run_app};
use crate::repairs::{log, logged, pixels, wait_for_log};

/// One DDS file and what its header says (read independently of the example's reader): the
/// Vulkan format it names, level 0's size, its mip levels and layers.
struct Case {
    file: &'static str,
    format: &'static str,
    size: (u32, u32),
    levels: u32,
    layers: u32,
}

const fn case(file: &'static str, format: &'static str, size: (u32, u32), levels: u32) -> Case {
    Case {
        file,
        format,
        size,
        levels,
        layers: 1,
    }
}

/// Every BCn file of Pillow's test images that names how to sample it (the typeless ones do
/// not), with each FourCC and DX10 form.
const CASES: [Case; 16] = [
    case(
        "dxt1-rgb-4bbp-noalpha_MipMaps-1.dds",
        "BC1_RGBA_UNORM_BLOCK",
        (256, 256),
        1,
    ),
    case("bc1.dds", "BC1_RGBA_UNORM_BLOCK", (256, 256), 1),
    case(
        "dxt3-argb-8bbp-explicitalpha_MipMaps-1.dds",
        "BC2_UNORM_BLOCK",
        (256, 256),
        1,
    ),
    case(
        "dxt5-argb-8bbp-interpolatedalpha_MipMaps-1.dds",
        "BC3_UNORM_BLOCK",
        (256, 256),
        1,
    ),
    case(
        "dxt5-colorblock-alpha-issue-4142.dds",
        "BC3_UNORM_BLOCK",
        (4, 4),
        1,
    ),
    case("ati1.dds", "BC4_UNORM_BLOCK", (64, 64), 7),
    case("bc4u.dds", "BC4_UNORM_BLOCK", (64, 64), 7),
    case("bc4_unorm.dds", "BC4_UNORM_BLOCK", (64, 64), 7),
    case("ati2.dds", "BC5_UNORM_BLOCK", (256, 256), 9),
    case("bc5_unorm.dds", "BC5_UNORM_BLOCK", (256, 256), 9),
    case("bc5s.dds", "BC5_SNORM_BLOCK", (256, 256), 9),
    case("bc5_snorm.dds", "BC5_SNORM_BLOCK", (256, 256), 9),
    case("bc6h.dds", "BC6H_UFLOAT_BLOCK", (128, 128), 8),
    case("bc6h_sf.dds", "BC6H_SFLOAT_BLOCK", (128, 128), 8),
    case(
        "bc7-argb-8bpp_MipMaps-1.dds",
        "BC7_UNORM_BLOCK",
        (256, 256),
        1,
    ),
    case(
        "DXGI_FORMAT_BC7_UNORM_SRGB.dds",
        "BC7_SRGB_BLOCK",
        (16, 16),
        5,
    ),
];

/// Bytes per texel of the format the repair decodes `format` into (`repair/bc/mod.rs`,
/// *Formats*): RGBA8 for BC1-BC3 and BC7, R8 for BC4, RG8 for BC5, RGBA16F for BC6H.
fn replacement_bytes(format: &str) -> u64 {
    match &format[..3] {
        "BC4" => 1,
        "BC5" => 2,
        "BC6" => 8,
        _ => 4,
    }
}

impl Case {
    /// Bytes the repair decodes for every texel of every level and layer.
    fn decoded_bytes(&self) -> u64 {
        let texels: u64 = (0..self.levels)
            .map(|m| u64::from((self.size.0 >> m).max(1)) * u64::from((self.size.1 >> m).max(1)))
            .sum();
        texels * u64::from(self.layers) * replacement_bytes(self.format)
    }
}

/// Largest accepted difference per 8-bit channel against native for `format`, for the
/// reasons `bc.rs`'s `tolerance()` gives: BC6H and BC7 decode bit-exactly by specification;
/// lavapipe's sRGB-to-linear conversion differs by 1 step between its BCn path and its
/// `R8G8B8A8_SRGB` path; BC1-BC5 interpolation may round one step differently in lavapipe
/// and in bcn-decode, each within 2 steps of the exact value (4 through an sRGB view).
fn tolerance(format: &str) -> u8 {
    match format {
        "BC7_UNORM_BLOCK" | "BC6H_UFLOAT_BLOCK" | "BC6H_SFLOAT_BLOCK" => 0,
        "BC7_SRGB_BLOCK" => 1,
        f if f.contains("SRGB") => 4,
        _ => 2,
    }
}

/// Whether this is a CI run (`CI=true`, as CI services set it).
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// The directory of the downloaded DDS files: `VKRELAY_TEST_DDS_DIR`, else where
/// `cargo xtask test-data` puts them in this test binary's target directory. `None` (after
/// saying why) when they are not there and this is not CI; in CI a missing file fails.
fn dds_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("VKRELAY_TEST_DDS_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            // target/<profile>/deps/renderer-<hash>
            let exe = std::env::current_exe().unwrap();
            let target = exe.ancestors().nth(3).unwrap();
            target.join("test-data").join("pillow-dds")
        });
    let missing: Vec<&str> = CASES
        .iter()
        .map(|c| c.file)
        .filter(|f| !dir.join(f).is_file())
        .collect();
    if missing.is_empty() {
        return Some(dir);
    }
    let why = format!(
        "the DDS test data is not in {} ({} of {} files missing, e.g. {}); \
         `cargo xtask test-data` downloads it (in CI, CI=true, this fails)",
        dir.display(),
        missing.len(),
        CASES.len(),
        missing[0]
    );
    assert!(!in_ci(), "{why}");
    eprintln!("skipped: {why}");
    None
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `offscreen --mode dds --dds <file> --out <out>`.
fn offscreen(file: &Path, out: &Path) -> Command {
    let mut cmd = Command::new(offscreen_binary());
    cmd.args(["--mode", "dds", "--dds"])
        .arg(file)
        .arg("--out")
        .arg(out);
    cmd
}

/// The example on lavapipe without vkrelay.
fn native(file: &Path, out: &Path, dir: &Path) -> Output {
    offscreen(file, out)
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", dir)
        .output()
        .unwrap()
}

/// What one file's comparison found.
struct Compared {
    /// The largest difference of any channel of any pixel.
    worst: u8,
    /// Pixels with any channel different.
    differing: usize,
    pixels: usize,
}

/// Renders `file` natively and through a renderer with BCn emulated, in a directory of its
/// own under `root`; checks the example read it as `want` says, the pictures agree within
/// `tolerance(want.format)`, and the renderer emulated the image, decoded one upload per
/// layer and level and every texel of them, and logged no error.
fn compare(root: &Path, file: &Path, want: &Case) -> Compared {
    let Case {
        format,
        size: (w, h),
        levels,
        layers,
        ..
    } = *want;
    let name = file.file_name().unwrap().to_string_lossy().into_owned();
    let dir = root.join(&name);
    std::fs::create_dir_all(&dir).unwrap();
    let native_png = dir.join("native.png");
    let out = native(file, &native_png, &dir);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{name} natively: {stderr}");
    let read = format!("({format}), ");
    let shape = format!(", {w}x{h}, {levels} level(s), {layers} layer(s)");
    assert!(
        stderr.contains(&read) && stderr.contains(&shape),
        "{name}: expected {format}{shape}: {stderr}"
    );

    let mut worst = 0;
    let mut differing = 0;
    let mut a = Vec::new();
    // Decoded on the CPU at submission, then on the GPU in the command buffer.
    for decode in ["cpu", "gpu"] {
        let dir = dir.join(decode);
        std::fs::create_dir_all(&dir).unwrap();
        let relay_png = dir.join("relay.png");
        let renderer = logged(
            &dir,
            &["--emulate-missing", "bc", "--stats", "--bc-decode", decode],
            &[],
        );
        let relayed = run_app(
            offscreen(file, &relay_png),
            &dir,
            &renderer.socket,
            Duration::from_secs(120),
        );
        assert!(
            relayed.status.success(),
            "{name} through vkrelay ({decode}): {}\n{}",
            text(&relayed.stderr),
            log(&dir)
        );
        a = pixels(&native_png);
        let b = pixels(&relay_png);
        assert_eq!(a.len(), b.len(), "{name}: picture sizes differ");
        let limit = tolerance(format);
        for (i, (pa, pb)) in a.chunks_exact(4).zip(b.chunks_exact(4)).enumerate() {
            let d = pa
                .iter()
                .zip(pb)
                .map(|(x, y)| x.abs_diff(*y))
                .max()
                .unwrap();
            assert!(
                d <= limit,
                "{name} ({format}, {decode}): pixel {i}: native {pa:?}, vkrelay {pb:?} \
                 (tolerance {limit})"
            );
            worst = worst.max(d);
            differing += usize::from(d > 0 && decode == "cpu");
        }
        // The picture holds the texture, not only the background.
        let distinct: std::collections::HashSet<&[u8]> = a.chunks_exact(4).collect();
        assert!(distinct.len() > 1, "{name}: the picture is one colour");

        let regions = levels * layers;
        let uploads = if decode == "gpu" {
            format!("bc: 1 image emulated, 0 uploads decoded (0 bytes), {regions} on the GPU")
        } else {
            format!(
                "bc: 1 image emulated, {} decoded ({} bytes)",
                if regions == 1 {
                    "1 upload".to_owned()
                } else {
                    format!("{regions} uploads")
                },
                want.decoded_bytes()
            )
        };
        let l = wait_for_log(&dir, "bc: ");
        assert!(
            l.contains("bc (16 formats; emulate_missing)"),
            "{name}: {l}"
        );
        assert!(l.contains(&uploads), "{name}: expected '{uploads}': {l}");
        assert!(l.contains(", 0 commands refused"), "{name}: {l}");
        assert!(!l.contains("ERROR"), "{name}: {l}");
        drop(renderer);
    }
    Compared {
        worst,
        differing,
        pixels: a.len() / 4,
    }
}

/// Pillow's BC1..BC7 files (FourCC and DX10 headers, 1 to 9 mip levels, 4 x 4 to
/// 256 x 256) through vkrelay with BCn emulated, against lavapipe's own BCn.
#[test]
fn pillow_dds_files_through_vkrelay_match_native() {
    let Some(data) = dds_dir() else {
        return;
    };
    let root = TempDir::new("dds-pillow");
    let mut report = String::new();
    for c in &CASES {
        let r = compare(&root.0, &data.join(c.file), c);
        report.push_str(&format!(
            "\n  {:<48} {:<22} largest difference {} (tolerance {}), {} of {} picture pixels differ",
            c.file,
            c.format,
            r.worst,
            tolerance(c.format),
            r.differing,
            r.pixels
        ));
    }
    eprintln!("DDS files, vkrelay against native:{report}");
}

/// A DDS file of `fourcc` (or a DX10 header `dx10`: format, dimension, misc flag, array
/// size) for `width` x `height`, `levels`, `caps2`, then `blocks`.
fn dds_file(
    (width, height, levels): (u32, u32, u32),
    fourcc: &[u8; 4],
    caps2: u32,
    dx10: Option<[u32; 4]>,
    blocks: &[u8],
) -> Vec<u8> {
    let mut h = [0u32; 31];
    h[0] = 124; // dwSize
    h[1] = 0x000a_1007; // caps, height, width, pixel format, mip count, linear size
    h[2] = height;
    h[3] = width;
    h[6] = levels;
    h[18] = 32; // ddspf.dwSize
    h[19] = 0x4; // DDPF_FOURCC
    h[20] = u32::from_le_bytes(*fourcc);
    h[26] = 0x1000 | 0x40_0000 | 0x8; // DDSCAPS_TEXTURE | MIPMAP | COMPLEX
    h[27] = caps2;
    let mut b = b"DDS ".to_vec();
    b.extend(h.iter().flat_map(|v| v.to_le_bytes()));
    if let Some([format, dimension, misc, array]) = dx10 {
        for v in [format, dimension, misc, array, 0] {
            b.extend_from_slice(&v.to_le_bytes());
        }
    }
    b.extend_from_slice(blocks);
    b
}

/// The blocks of a DDS file after its header.
fn blocks_of(bytes: &[u8]) -> &[u8] {
    let start = if &bytes[84..88] == b"DX10" { 148 } else { 128 };
    &bytes[start..]
}

/// An array and a cube map assembled from Pillow's real BC5 blocks (its files hold neither):
/// a DX10 `BC5_UNORM` array of two layers (`ati2.dds`'s blocks, then `bc5s.dds`'s read as
/// unsigned: every BC5 bit pattern is a valid block of either kind) and a legacy `ATI2` cube
/// map whose six faces are `ati2.dds`'s blocks rotated by a different number of blocks each,
/// all with 9 mip levels; through vkrelay each matches native.
#[test]
fn arrays_and_cube_maps_of_real_blocks_match_native() {
    let Some(data) = dds_dir() else {
        return;
    };
    let root = TempDir::new("dds-layers");
    let ati2 = std::fs::read(data.join("ati2.dds")).unwrap();
    let bc5s = std::fs::read(data.join("bc5s.dds")).unwrap();
    // 256 x 256, 9 levels of 16-byte blocks.
    let layer = 16 * (4096 + 1024 + 256 + 64 + 16 + 4 + 1 + 1 + 1);
    let (a, s) = (&blocks_of(&ati2)[..layer], &blocks_of(&bc5s)[..layer]);
    let array = dds_file(
        (256, 256, 9),
        b"DX10",
        0,
        Some([83, 3, 0, 2]),
        &[a, s].concat(),
    );
    let mut faces = Vec::with_capacity(6 * layer);
    for face in 0..6 {
        let mut f = a.to_vec();
        f.rotate_left(face * 16 * 1000);
        faces.extend_from_slice(&f);
    }
    let cube = dds_file((256, 256, 9), b"ATI2", 0x200 | 0xfc00, None, &faces);
    let files = root.0.join("files");
    std::fs::create_dir_all(&files).unwrap();
    let mut report = String::new();
    for (name, bytes, layers) in [("array.dds", array, 2), ("cube.dds", cube, 6)] {
        let path = files.join(name);
        std::fs::write(&path, bytes).unwrap();
        let want = Case {
            file: name,
            format: "BC5_UNORM_BLOCK",
            size: (256, 256),
            levels: 9,
            layers,
        };
        let r = compare(&root.0, &path, &want);
        report.push_str(&format!(
            "\n  {name}: largest difference {}, {} of {} picture pixels differ",
            r.worst, r.differing, r.pixels
        ));
    }
    eprintln!("assembled DDS files, vkrelay against native:{report}");
}

/// The example refuses Pillow's files of other kinds with a message naming what they are,
/// before it creates a device.
#[test]
fn files_of_other_kinds_are_refused_by_name() {
    let Some(data) = dds_dir() else {
        return;
    };
    let dir = TempDir::new("dds-refused");
    for (file, why) in [
        (
            "bc1_typeless.dds",
            "DXGI_FORMAT_BC1_TYPELESS (70) is typeless",
        ),
        (
            "bc5_typeless.dds",
            "DXGI_FORMAT_BC5_TYPELESS (82) is typeless",
        ),
        (
            "unimplemented_dxgi_format.dds",
            "DXGI_FORMAT 93 is not a BCn format",
        ),
        ("uncompressed_rgb.dds", "a pixel format without a FourCC"),
        ("palette.dds", "a pixel format without a FourCC"),
        ("unimplemented_pixel_format.dds", "FourCC [00, 00, 00, 00]"),
        (
            "DXGI_FORMAT_R8G8B8A8_UNORM_SRGB.dds",
            "DXGI_FORMAT 29 is not a BCn format",
        ),
    ] {
        let path = data.join(file);
        if !path.is_file() {
            assert!(!in_ci(), "{} is missing", path.display());
            eprintln!("skipped {file}: not in {}", data.display());
            continue;
        }
        let out = native(&path, &dir.0.join("refused.png"), &dir.0);
        let stderr = text(&out.stderr);
        assert!(!out.status.success(), "{file} was read: {stderr}");
        assert!(stderr.contains(why), "{file}: expected '{why}': {stderr}");
        assert!(!stderr.contains("rendering"), "{file}: {stderr}");
        assert!(!dir.0.join("refused.png").exists());
    }
}
