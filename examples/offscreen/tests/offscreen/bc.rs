//! `--mode bc`: every BCn format, level and layer, against the `bcn-decode` crate.
//!
//! The blocks are rebuilt here the way src/modes/bc_data.rs builds them (written out again
//! on purpose), decoded on the CPU, passed through `bc.frag`'s mapping in f64 and rounded
//! to 8 bits. Drivers may round BC1-BC5 interpolation and sRGB conversion differently from
//! the reference, so each channel may differ by up to [`tolerance`] steps.

use bcn_decode::{Format, Output};

use crate::support::{CLEAR, Rgba, decode, run_ok};

/// Largest accepted difference per 8-bit channel for texture `t`. BC6H and BC7 decoding is
/// bit-exact by specification, so only the float-to-UNORM (and sRGB) rounding of one step
/// remains. BC1-BC5 interpolation may round one step differently (the crate's README); sRGB
/// conversion magnifies that step by its slope (at most 3.3 for 8-bit input).
/// Observed on lavapipe: 1 for UNORM/SNORM, 3 for BC1-BC3 sRGB, 0 for BC6H and BC7.
fn tolerance(t: usize) -> u8 {
    match TEXTURES[t] {
        (Format::Bc6hUfloat | Format::Bc6hSfloat | Format::Bc7, _, _) => 1,
        (_, _, Kind::Srgb) => 4,
        _ => 2,
    }
}

const BASE: (u32, u32) = (24, 16);
const LEVELS: u32 = 3;
const LAYERS: u32 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Unorm,
    Srgb,
    SnormR,
    SnormRg,
    Ufloat,
    Sfloat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Blocks {
    Texpresso(texpresso::Format),
    Bc6h,
    Bc7,
}

/// The textures in picture order: decoder format, how blocks are made, shader mapping.
const TEXTURES: [(Format, Blocks, Kind); 16] = {
    use Blocks::*;
    use Kind::*;
    use texpresso::Format as T;
    [
        (Format::Bc1Rgb, Texpresso(T::Bc1), Unorm),
        (Format::Bc1Rgb, Texpresso(T::Bc1), Srgb),
        (Format::Bc1Rgba, Texpresso(T::Bc1), Unorm),
        (Format::Bc1Rgba, Texpresso(T::Bc1), Srgb),
        (Format::Bc2, Texpresso(T::Bc2), Unorm),
        (Format::Bc2, Texpresso(T::Bc2), Srgb),
        (Format::Bc3, Texpresso(T::Bc3), Unorm),
        (Format::Bc3, Texpresso(T::Bc3), Srgb),
        (Format::Bc4Unorm, Texpresso(T::Bc4), Unorm),
        (Format::Bc4Snorm, Texpresso(T::Bc4), SnormR),
        (Format::Bc5Unorm, Texpresso(T::Bc5), Unorm),
        (Format::Bc5Snorm, Texpresso(T::Bc5), SnormRg),
        (Format::Bc6hUfloat, Bc6h, Ufloat),
        (Format::Bc6hSfloat, Bc6h, Sfloat),
        (Format::Bc7, Bc7, Unorm),
        (Format::Bc7, Bc7, Srgb),
    ]
};

fn extent(level: u32) -> (u32, u32) {
    ((BASE.0 >> level).max(1), (BASE.1 >> level).max(1))
}

/// Top-left pixel of a tile: 64-pixel cells, levels at x 2, 28, 42, layers 18 apart.
fn tile_origin(texture: usize, layer: u32, level: u32) -> (u32, u32) {
    let (col, row) = (texture as u32 % 4, texture as u32 / 4);
    (
        col * 64 + [2, 28, 42][level as usize],
        row * 64 + 2 + layer * 18,
    )
}

fn source_texel(texture: usize, layer: u32, level: u32, x: u32, y: u32) -> [u8; 4] {
    let (w, h) = extent(level);
    // Red runs the other way in layer 1, green starts higher per level.
    let ramp = x * 255 / (w - 1).max(1);
    let r = if layer == 0 { ramp } else { 255 - ramp };
    let g = (y * 255 / (h - 1).max(1) + level * 60) % 256;
    let checker = ((x / 2 + y / 2) % 2) * 96;
    let b = (texture as u32 * 13 + layer * 120 + level * 50 + checker) % 256;
    let a = ((x + 2 * y) * 23 + level * 40 + layer * 100) % 256;
    [r as u8, g as u8, b as u8, a as u8]
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// BC6H mode fields (value, width in bits) in the order the example cycles through them.
const BC6H_MODES: [(u8, u8); 14] = [
    (0b00, 2),
    (0b01, 2),
    (0b00010, 5),
    (0b00110, 5),
    (0b01010, 5),
    (0b01110, 5),
    (0b10010, 5),
    (0b10110, 5),
    (0b11010, 5),
    (0b11110, 5),
    (0b00011, 5),
    (0b00111, 5),
    (0b01011, 5),
    (0b01111, 5),
];

/// The tightly packed blocks of one subresource.
fn blocks(texture: usize, layer: u32, level: u32) -> Vec<u8> {
    let (w, h) = extent(level);
    match TEXTURES[texture].1 {
        Blocks::Texpresso(format) => {
            let rgba: Vec<u8> = (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .flat_map(|(x, y)| source_texel(texture, layer, level, x, y))
                .collect();
            let (w, h) = (w as usize, h as usize);
            let mut out = vec![0; format.compressed_size(w, h)];
            let params = texpresso::Params {
                algorithm: texpresso::Algorithm::RangeFit,
                ..Default::default()
            };
            format.compress(&rgba, w, h, params, &mut out);
            out
        }
        kind => {
            let n = (w.div_ceil(4) * h.div_ceil(4)) as usize;
            let mut state =
                0x5eed_bc67 ^ ((texture as u64) << 32 | u64::from(layer) << 8 | u64::from(level));
            let mut out = Vec::with_capacity(n * 16);
            for i in 0..n {
                let mut block = [0u8; 16];
                block[..8].copy_from_slice(&splitmix(&mut state).to_le_bytes());
                block[8..].copy_from_slice(&splitmix(&mut state).to_le_bytes());
                if kind == Blocks::Bc7 {
                    let mode = (i + layer as usize * 3 + level as usize) % 8;
                    block[0] = ((u16::from(block[0]) << (mode + 1)) as u8) | (1 << mode);
                } else {
                    let (bits, width) = BC6H_MODES[(i + layer as usize * 5 + level as usize) % 14];
                    let mask = (1u8 << width) - 1;
                    block[0] = (block[0] & !mask) | bits;
                }
                out.extend_from_slice(&block);
            }
            out
        }
    }
}

fn srgb_to_linear(c: f64) -> f64 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// The decoded subresource mapped as `bc.frag` maps it, as f64 RGBA in [0, 1].
fn expected_texels(texture: usize, layer: u32, level: u32) -> Vec<[f64; 4]> {
    let (format, _, kind) = TEXTURES[texture];
    let (w, h) = extent(level);
    let src = blocks(texture, layer, level);
    let output = if matches!(kind, Kind::Ufloat | Kind::Sfloat) {
        Output::Rgba32f
    } else {
        Output::Rgba8
    };
    let bpp = output.bytes_per_pixel();
    let mut dst = vec![0; (w * h) as usize * bpp];
    bcn_decode::decode_image(format, output, &src, w, h, &mut dst, w as usize * bpp)
        .expect("decode");
    dst.chunks_exact(bpp)
        .map(|p| {
            let unorm = |i: usize| f64::from(p[i]) / 255.0;
            let snorm = |i: usize| (f64::from(p[i] as i8) / 127.0).max(-1.0) * 0.5 + 0.5;
            let float =
                |i: usize| f64::from(f32::from_ne_bytes(p[4 * i..4 * i + 4].try_into().unwrap()));
            match kind {
                Kind::Unorm => [unorm(0), unorm(1), unorm(2), unorm(3)],
                Kind::Srgb => [
                    srgb_to_linear(unorm(0)),
                    srgb_to_linear(unorm(1)),
                    srgb_to_linear(unorm(2)),
                    unorm(3),
                ],
                Kind::SnormR => [snorm(0), 0.0, 0.0, 1.0],
                Kind::SnormRg => [snorm(0), snorm(1), 0.0, 1.0],
                Kind::Ufloat => {
                    let m = |i: usize| float(i) / (1.0 + float(i));
                    [m(0), m(1), m(2), 1.0]
                }
                Kind::Sfloat => {
                    let m = |i: usize| float(i) / (1.0 + float(i).abs()) * 0.5 + 0.5;
                    [m(0), m(1), m(2), 1.0]
                }
            }
        })
        .collect()
}

fn to_u8(v: f64) -> u8 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u8
}

fn render(name: &str) -> Rgba {
    decode(&run_ok(name, &["--mode", "bc"]).1)
}

#[test]
fn bc_matches_the_decoder_everywhere() {
    let img = render("bc");
    let mut covered = vec![false; (img.width * img.height) as usize];
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for t in 0..TEXTURES.len() {
        let mut worst = 0u8;
        for layer in 0..LAYERS {
            for level in 0..LEVELS {
                let (ox, oy) = tile_origin(t, layer, level);
                let (w, h) = extent(level);
                let want = expected_texels(t, layer, level);
                for y in 0..h {
                    for x in 0..w {
                        let (px, py) = (ox + x, oy + y);
                        covered[(py * img.width + px) as usize] = true;
                        let got = img.at(px, py);
                        let model = want[(y * w + x) as usize].map(to_u8);
                        let diff = (0..4).map(|c| got[c].abs_diff(model[c])).max().unwrap();
                        worst = worst.max(diff);
                        if diff > tolerance(t) && failures.len() < 10 {
                            failures.push(format!(
                                "texture {t} layer {layer} level {level} texel ({x},{y}): \
                                 got {got:?}, want {model:?}"
                            ));
                        }
                    }
                }
            }
        }
        report.push(format!("{t}:{worst}"));
    }
    eprintln!("largest difference per texture: {}", report.join(" "));
    assert!(failures.is_empty(), "{failures:#?}");
    for y in 0..img.height {
        for x in 0..img.width {
            if !covered[(y * img.width + x) as usize] {
                assert_eq!(img.at(x, y), CLEAR, "({x},{y}) is outside every tile");
            }
        }
    }
}

#[test]
fn every_layer_and_level_has_its_own_picture() {
    // So that fetching the wrong layer or level cannot match the model by accident.
    for t in 0..TEXTURES.len() {
        for level in 0..LEVELS {
            let a = expected_texels(t, 0, level);
            let b = expected_texels(t, 1, level);
            let differ = a
                .iter()
                .zip(&b)
                .filter(|(p, q)| (0..4).any(|c| to_u8(p[c]).abs_diff(to_u8(q[c])) > 8))
                .count();
            assert!(
                differ * 2 > a.len(),
                "texture {t} level {level}: layers alike"
            );
        }
    }
}
