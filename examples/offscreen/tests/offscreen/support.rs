//! Running the example and an independent model of the image it must produce.

use std::path::PathBuf;
use std::process::{Command, Output};

/// The lavapipe ICD manifest; the tests select it alone.
pub const LAVAPIPE: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";

/// A fresh output path for test `name` (unique per test, so tests run in any order and in
/// parallel).
pub fn out_path(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("offscreen-tests");
    std::fs::create_dir_all(&dir).expect("create the test output directory");
    let path = dir.join(format!("{name}.png"));
    let _ = std::fs::remove_file(&path);
    path
}

/// The example's command on lavapipe, with the loader's layer variables cleared so that
/// only what the arguments ask for is enabled.
pub fn offscreen() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_offscreen"));
    cmd.env("VK_DRIVER_FILES", LAVAPIPE)
        .env_remove("VK_ICD_FILENAMES")
        .env_remove("VK_INSTANCE_LAYERS")
        .env_remove("VK_LOADER_LAYERS_ENABLE")
        .env_remove("VK_LOADER_LAYERS_DISABLE")
        .env_remove("VK_LAYER_ENABLES");
    cmd
}

/// Runs the example with `args` and `--out <path for name>`, asserts success, and returns
/// the process output and the PNG's bytes.
pub fn run_ok(name: &str, args: &[&str]) -> (Output, Vec<u8>) {
    let path = out_path(name);
    let output = offscreen()
        .args(args)
        .arg("--out")
        .arg(&path)
        .output()
        .expect("spawn the offscreen binary");
    assert!(
        output.status.success(),
        "offscreen {args:?} failed ({}):\nstdout: {}\nstderr: {}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let png = std::fs::read(&path).expect("the PNG was written");
    (output, png)
}

/// A decoded RGBA8 image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rgba {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl Rgba {
    /// The pixel at (x, y).
    pub fn at(&self, x: u32, y: u32) -> [u8; 4] {
        let i = ((y * self.width + x) * 4) as usize;
        self.pixels[i..i + 4].try_into().expect("4 bytes")
    }
}

/// Decodes a PNG and checks it is 8-bit RGBA.
pub fn decode(png_bytes: &[u8]) -> Rgba {
    let decoder = png::Decoder::new(png_bytes);
    let mut reader = decoder.read_info().expect("PNG header");
    let mut pixels = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut pixels).expect("PNG data");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    pixels.truncate(info.buffer_size());
    Rgba {
        width: info.width,
        height: info.height,
        pixels,
    }
}

// ---- The model: the same numbers as src/scene.rs, written out again on purpose. ----

/// Background clear colour.
pub const CLEAR: [u8; 4] = [30, 40, 50, 255];
/// Texture side and checker cell side, in texels.
const TEXTURE: f64 = 64.0;
const CELL: f64 = 16.0;

/// One draw: offset and scale of the unit quad in NDC, and its dark-cell colour.
pub struct Draw {
    pub offset: [f64; 2],
    pub scale: [f64; 2],
    pub dark: [u8; 4],
}

pub const DRAWS: [Draw; 2] = [
    Draw {
        offset: [-0.75, -0.75],
        scale: [1.5, 1.5],
        dark: [20, 120, 40, 255],
    },
    Draw {
        offset: [0.1, -0.9],
        scale: [0.6, 0.6],
        dark: [200, 60, 10, 255],
    },
];

/// The light-cell colour of frame `i`.
pub fn light(i: u32) -> [u8; 4] {
    let c = |base: u32, step: u32| ((base + step * i) % 256) as u8;
    [c(200, 17), c(180, 53), c(90, 101), 255]
}

/// What covers a pixel before the compute pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cover {
    /// No draw: the clear colour.
    Background,
    /// Draw `n`'s light (white texel) cell.
    Light(usize),
    /// Draw `n`'s dark (black texel) cell.
    Dark(usize),
}

/// Closer than this (in pixels) to a quad edge, or (in texels) to a checker cell edge, a
/// pixel centre is called ambiguous and not checked: rounding there is the driver's choice.
const EDGE_EPS_PX: f64 = 0.01;
const CELL_EPS_TEXELS: f64 = 0.01;

/// What covers pixel (x, y) of a `w` x `h` image, or `None` when it is ambiguous.
pub fn cover(x: u32, y: u32, w: u32, h: u32) -> Option<Cover> {
    let (w, h) = (f64::from(w), f64::from(h));
    let px = f64::from(x) + 0.5;
    let py = f64::from(y) + 0.5;
    let mut result = Cover::Background;
    for (n, d) in DRAWS.iter().enumerate() {
        // Quad edges in pixel coordinates (NDC -1..1 maps to 0..size, y down).
        let x0 = (d.offset[0] + 1.0) / 2.0 * w;
        let x1 = (d.offset[0] + d.scale[0] + 1.0) / 2.0 * w;
        let y0 = (d.offset[1] + 1.0) / 2.0 * h;
        let y1 = (d.offset[1] + d.scale[1] + 1.0) / 2.0 * h;
        let near = |a: f64, b: f64| (a - b).abs() < EDGE_EPS_PX;
        if near(px, x0) || near(px, x1) || near(py, y0) || near(py, y1) {
            return None;
        }
        if px < x0 || px > x1 || py < y0 || py > y1 {
            continue;
        }
        let tu = (px - x0) / (x1 - x0) * TEXTURE;
        let tv = (py - y0) / (y1 - y0) * TEXTURE;
        let near_cell = |t: f64| {
            let r = t / CELL;
            (r - r.round()).abs() * CELL < CELL_EPS_TEXELS
        };
        if near_cell(tu) || near_cell(tv) {
            return None;
        }
        let white = ((tu / CELL).floor() as i64 + (tv / CELL).floor() as i64) % 2 == 0;
        result = if white {
            Cover::Light(n)
        } else {
            Cover::Dark(n)
        };
    }
    Some(result)
}

/// The colour of a pixel of cover `c` in the last frame `last`, before the compute pass.
pub fn shade(c: Cover, last: u32) -> [u8; 4] {
    match c {
        Cover::Background => CLEAR,
        Cover::Light(_) => light(last),
        Cover::Dark(n) => DRAWS[n].dark,
    }
}

/// The compute pass: red, green and blue inverted in the bottom-right quadrant.
pub fn post(x: u32, y: u32, w: u32, h: u32, c: [u8; 4]) -> [u8; 4] {
    if x >= w / 2 && y >= h / 2 {
        [255 - c[0], 255 - c[1], 255 - c[2], c[3]]
    } else {
        c
    }
}

/// The expected final colour of (x, y) after `frames` frames, or `None` where ambiguous.
pub fn expected(x: u32, y: u32, w: u32, h: u32, frames: u32) -> Option<[u8; 4]> {
    cover(x, y, w, h).map(|c| post(x, y, w, h, shade(c, frames - 1)))
}

/// Compares every unambiguous pixel of `img` with the model; returns how many pixels were
/// ambiguous (not compared). Panics with the first few mismatches.
pub fn check_against_model(img: &Rgba, frames: u32) -> usize {
    let (w, h) = (img.width, img.height);
    let mut ambiguous = 0;
    let mut mismatches = Vec::new();
    for y in 0..h {
        for x in 0..w {
            match expected(x, y, w, h, frames) {
                None => ambiguous += 1,
                Some(want) => {
                    let got = img.at(x, y);
                    if got != want {
                        mismatches.push(format!("({x},{y}): got {got:?}, want {want:?}"));
                    }
                }
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} of {} pixels differ from the model, first: {:#?}",
        mismatches.len(),
        w * h,
        &mismatches[..mismatches.len().min(10)]
    );
    ambiguous
}

/// Parses the summary line `frames=N seconds=S fps=F` from stdout.
pub fn summary(stdout: &[u8]) -> (u32, f64, f64) {
    let text = String::from_utf8_lossy(stdout);
    let line = text
        .lines()
        .find(|l| l.starts_with("frames="))
        .unwrap_or_else(|| panic!("no summary line in stdout: {text:?}"));
    let mut frames = None;
    let mut seconds = None;
    let mut fps = None;
    for field in line.split_whitespace() {
        let (k, v) = field.split_once('=').expect("key=value");
        match k {
            "frames" => frames = Some(v.parse().expect("frames is an integer")),
            "seconds" => seconds = Some(v.parse().expect("seconds is a number")),
            "fps" => fps = Some(v.parse().expect("fps is a number")),
            other => panic!("unexpected field {other} in {line:?}"),
        }
    }
    (
        frames.expect("frames="),
        seconds.expect("seconds="),
        fps.expect("fps="),
    )
}
