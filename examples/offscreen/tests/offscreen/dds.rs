//! `--mode dds`: DDS files written here (DX10 and FourCC headers, mip levels down to 1 x 1,
//! sides that are not multiples of 4, arrays and a cube map) against the `bcn-decode` crate.
//! The picture's layout is written out again here on purpose: a row per layer, levels left
//! to right, 2 pixels between tiles and around them. Real files (Pillow's) are compared with
//! native sampling in the renderer's tests.

use bcn_decode::{Format, Output};

use crate::support::{CLEAR, Rgba, decode, offscreen, out_path, run_ok};

/// How `bc.frag` maps a texel, by the file's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Unorm,
    SnormR,
    Sfloat,
}

/// A file to write: its header's format, shape and blocks' decoder.
struct File {
    name: &'static str,
    /// `Some(DXGI_FORMAT)` for a DX10 header, else the FourCC.
    dxgi: Option<u32>,
    fourcc: &'static [u8; 4],
    format: Format,
    kind: Kind,
    size: (u32, u32),
    levels: u32,
    /// Array elements (cube maps: cubes).
    elements: u32,
    cube: bool,
}

const FILES: [File; 4] = [
    File {
        name: "bc7-cube",
        dxgi: Some(98),
        fourcc: b"DX10",
        format: Format::Bc7,
        kind: Kind::Unorm,
        size: (8, 8),
        levels: 4,
        elements: 1,
        cube: true,
    },
    File {
        name: "bc1-array",
        dxgi: Some(71),
        fourcc: b"DX10",
        format: Format::Bc1Rgba,
        kind: Kind::Unorm,
        size: (12, 20),
        levels: 5,
        elements: 3,
        cube: false,
    },
    File {
        name: "bc6h-sf",
        dxgi: Some(96),
        fourcc: b"DX10",
        format: Format::Bc6hSfloat,
        kind: Kind::Sfloat,
        size: (10, 6),
        levels: 4,
        elements: 1,
        cube: false,
    },
    File {
        name: "bc4s",
        dxgi: None,
        fourcc: b"BC4S",
        format: Format::Bc4Snorm,
        kind: Kind::SnormR,
        size: (16, 16),
        levels: 5,
        elements: 1,
        cube: false,
    },
];

/// Largest accepted difference per 8-bit channel, as in `bc.rs`: BC6H and BC7 decode
/// exactly (one step of float rounding remains), BC1-BC5 interpolation may round one step
/// differently.
fn tolerance(file: &File) -> u8 {
    match file.format {
        Format::Bc6hSfloat | Format::Bc7 => 1,
        _ => 2,
    }
}

impl File {
    fn layers(&self) -> u32 {
        self.elements * if self.cube { 6 } else { 1 }
    }

    fn extent(&self, level: u32) -> (u32, u32) {
        ((self.size.0 >> level).max(1), (self.size.1 >> level).max(1))
    }

    fn block_bytes(&self) -> usize {
        match self.format {
            Format::Bc1Rgba | Format::Bc4Snorm => 8,
            _ => 16,
        }
    }

    fn level_bytes(&self, level: u32) -> usize {
        let (w, h) = self.extent(level);
        (w.div_ceil(4) * h.div_ceil(4)) as usize * self.block_bytes()
    }
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The blocks of `layer`'s `level`: fixed-seed bits, BC7 and BC6H with a valid mode field
/// (BC7 modes 0-7 in turn; BC6H mode 0b00011, an 11-bit one-region mode, or 0b00 in turn).
fn blocks(file: &File, layer: u32, level: u32) -> Vec<u8> {
    let mut state = 0xdd5_0000 ^ (u64::from(layer) << 8 | u64::from(level));
    let bytes = file.block_bytes();
    let n = file.level_bytes(level) / bytes;
    let mut out = Vec::with_capacity(n * bytes);
    for i in 0..n {
        let mut block = [0u8; 16];
        block[..8].copy_from_slice(&splitmix(&mut state).to_le_bytes());
        block[8..].copy_from_slice(&splitmix(&mut state).to_le_bytes());
        match file.format {
            Format::Bc7 => {
                let mode = (i + layer as usize) % 8;
                block[0] = ((u16::from(block[0]) << (mode + 1)) as u8) | (1 << mode);
            }
            Format::Bc6hSfloat if i % 2 == 0 => block[0] = (block[0] & !0x1f) | 0b00011,
            Format::Bc6hSfloat => block[0] &= !0b11,
            _ => {}
        }
        out.extend_from_slice(&block[..bytes]);
    }
    out
}

/// The DDS file's bytes.
fn dds_bytes(file: &File) -> Vec<u8> {
    let mut h = [0u32; 31];
    h[0] = 124;
    h[1] = 0x000a_1007;
    h[2] = file.size.1;
    h[3] = file.size.0;
    h[6] = file.levels;
    h[18] = 32;
    h[19] = 0x4; // DDPF_FOURCC
    h[20] = u32::from_le_bytes(*file.fourcc);
    h[26] = 0x0040_1008;
    if file.cube && file.dxgi.is_none() {
        h[27] = 0xfe00;
    }
    let mut b = b"DDS ".to_vec();
    b.extend(h.iter().flat_map(|v| v.to_le_bytes()));
    if let Some(dxgi) = file.dxgi {
        let misc = if file.cube { 0x4 } else { 0 };
        for v in [dxgi, 3, misc, file.elements, 0] {
            b.extend_from_slice(&v.to_le_bytes());
        }
    }
    for layer in 0..file.layers() {
        for level in 0..file.levels {
            b.extend(blocks(file, layer, level));
        }
    }
    b
}

/// `layer`'s `level` decoded and mapped as `bc.frag` maps it, RGBA8.
fn expected(file: &File, layer: u32, level: u32) -> Vec<[u8; 4]> {
    let (w, h) = file.extent(level);
    let output = match file.kind {
        Kind::Sfloat => Output::Rgba32f,
        _ => Output::Rgba8,
    };
    let bpp = output.bytes_per_pixel();
    let mut dst = vec![0; (w * h) as usize * bpp];
    let src = blocks(file, layer, level);
    bcn_decode::decode_image(file.format, output, &src, w, h, &mut dst, w as usize * bpp)
        .expect("decode");
    let to_u8 = |v: f64| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    dst.chunks_exact(bpp)
        .map(|p| {
            let unorm = |i: usize| f64::from(p[i]) / 255.0;
            let snorm = |i: usize| (f64::from(p[i] as i8) / 127.0).max(-1.0) * 0.5 + 0.5;
            let float =
                |i: usize| f64::from(f32::from_ne_bytes(p[4 * i..4 * i + 4].try_into().unwrap()));
            let c = match file.kind {
                Kind::Unorm => [unorm(0), unorm(1), unorm(2), unorm(3)],
                Kind::SnormR => [snorm(0), 0.0, 0.0, 1.0],
                Kind::Sfloat => {
                    let m = |i: usize| float(i) / (1.0 + float(i).abs()) * 0.5 + 0.5;
                    [m(0), m(1), m(2), 1.0]
                }
            };
            c.map(to_u8)
        })
        .collect()
}

/// The top-left pixel of `layer`'s `level`.
fn tile_origin(file: &File, layer: u32, level: u32) -> (u32, u32) {
    let x = 2 + (0..level).map(|m| file.extent(m).0 + 2).sum::<u32>();
    (x, 2 + layer * (file.size.1 + 2))
}

fn render(file: &File) -> Rgba {
    let path = out_path(&format!("dds-{}", file.name)).with_extension("dds");
    std::fs::write(&path, dds_bytes(file)).unwrap();
    let (out, png) = run_ok(
        &format!("dds-{}", file.name),
        &["--mode", "dds", "--dds", path.to_str().unwrap()],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let shape = format!(
        "{} level(s), {} layer(s){}",
        file.levels,
        file.layers(),
        if file.cube { ", cube faces" } else { "" }
    );
    assert!(stderr.contains(&shape), "{}: {stderr}", file.name);
    decode(&png)
}

#[test]
fn dds_files_match_the_decoder_everywhere() {
    let mut report = Vec::new();
    for file in &FILES {
        let img = render(file);
        let (pw, _) = tile_origin(file, 0, file.levels);
        assert_eq!(
            (img.width, img.height),
            (pw, 2 + file.layers() * (file.size.1 + 2)),
            "{}",
            file.name
        );
        let mut covered = vec![false; (img.width * img.height) as usize];
        let mut worst = 0;
        for layer in 0..file.layers() {
            for level in 0..file.levels {
                let (ox, oy) = tile_origin(file, layer, level);
                let (w, h) = file.extent(level);
                let want = expected(file, layer, level);
                for y in 0..h {
                    for x in 0..w {
                        let (px, py) = (ox + x, oy + y);
                        covered[(py * img.width + px) as usize] = true;
                        let got = img.at(px, py);
                        let model = want[(y * w + x) as usize];
                        let diff = (0..4).map(|c| got[c].abs_diff(model[c])).max().unwrap();
                        worst = worst.max(diff);
                        assert!(
                            diff <= tolerance(file),
                            "{} layer {layer} level {level} texel ({x},{y}): got {got:?}, \
                             want {model:?}",
                            file.name
                        );
                    }
                }
            }
        }
        for y in 0..img.height {
            for x in 0..img.width {
                if !covered[(y * img.width + x) as usize] {
                    assert_eq!(img.at(x, y), CLEAR, "{}: ({x},{y})", file.name);
                }
            }
        }
        report.push(format!("{}:{worst}", file.name));
    }
    eprintln!("largest difference per file: {}", report.join(" "));
}

#[test]
fn layers_and_levels_have_their_own_blocks() {
    // So that fetching the wrong layer or level cannot match the model by accident.
    for file in &FILES {
        for level in 0..file.levels {
            let first = blocks(file, 0, level);
            for layer in 1..file.layers() {
                assert_ne!(blocks(file, layer, level), first, "{}", file.name);
            }
        }
    }
}

/// Runs with `args` and returns stderr, asserting failure and that no PNG was written.
fn run_err(name: &str, args: &[&str]) -> String {
    let path = out_path(name);
    let out = offscreen()
        .args(args)
        .arg("--out")
        .arg(&path)
        .output()
        .expect("spawn offscreen");
    assert!(!out.status.success(), "{args:?} succeeded");
    assert!(!path.exists(), "{args:?} wrote {}", path.display());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn dds_arguments_and_bad_files_are_clear_errors() {
    let err = run_err("dds_no_file", &["--mode", "dds"]);
    assert!(err.contains("--dds <FILE>"), "{err}");
    let err = run_err(
        "dds_size",
        &["--mode", "dds", "--dds", "x.dds", "--size", "8x8"],
    );
    assert!(err.contains("cannot be used with"), "{err}");
    let err = run_err("dds_other_mode", &["--mode", "bc", "--dds", "x.dds"]);
    assert!(
        err.contains("--dds is for --mode dds, not --mode bc"),
        "{err}"
    );
    let err = run_err(
        "dds_missing",
        &["--mode", "dds", "--dds", "/nonexistent.dds"],
    );
    assert!(err.contains("cannot read /nonexistent.dds"), "{err}");
    let mut short = dds_bytes(&FILES[1]);
    short.truncate(short.len() - 1);
    let path = out_path("dds_short").with_extension("dds");
    std::fs::write(&path, short).unwrap();
    let err = run_err(
        "dds_short",
        &["--mode", "dds", "--dds", path.to_str().unwrap()],
    );
    assert!(
        err.contains("BC1_UNORM 12 x 20, 5 level(s), 3 layer(s) needs"),
        "{err}"
    );
}
