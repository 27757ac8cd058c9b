//! `--mode scaled`: positions and colours from `*SCALED` vertex formats. The formats hand
//! the shader the raw integers as floats and the shader only adds them, so the tolerance is
//! zero: colours must be equal to the model's, and every pixel centre further than
//! [`crate::raster::EDGE_EPS_PX`] from an edge must be on the model's side of it.

use crate::raster::{check, composite, inside};
use crate::support::{CLEAR, Rgba, decode, run_ok};

// The same values as src/modes/scaled.rs, written out again on purpose:
// (R16G16_SSCALED, R8G8B8A8_USCALED, A2B10G10R10_USCALED_PACK32 as R G B A,
//  A2B10G10R10_SSCALED_PACK32 as R G B A).
type V = ([i16; 2], [u8; 4], [u16; 4], [i16; 4]);
const VERTICES: [V; 12] = [
    (
        [-7000, -6500],
        [200, 100, 30, 180],
        [900, 300, 600, 2],
        [-400, 250, -150, -2],
    ),
    (
        [-500, -7200],
        [1, 2, 3, 4],
        [20, 800, 5, 1],
        [100, -300, 7, 1],
    ),
    (
        [-6000, -800],
        [9, 8, 7, 6],
        [512, 512, 0, 3],
        [-512, 511, 0, 0],
    ),
    (
        [7100, -6900],
        [10, 250, 100, 255],
        [100, 1000, 400, 3],
        [300, -500, 211, 1],
    ),
    (
        [6800, -300],
        [0, 0, 0, 0],
        [1023, 0, 1023, 0],
        [-1, -1, -1, -1],
    ),
    (
        [900, -5000],
        [255, 255, 255, 255],
        [700, 300, 100, 2],
        [200, 150, -3, -2],
    ),
    (
        [-6900, 7000],
        [128, 64, 200, 90],
        [512, 700, 550, 1],
        [-512, 511, -100, 0],
    ),
    (
        [-1200, 1500],
        [50, 60, 70, 80],
        [300, 200, 100, 0],
        [-250, -300, 42, 1],
    ),
    (
        [-300, 6900],
        [90, 80, 70, 60],
        [0, 1023, 9, 1],
        [511, -512, 0, -1],
    ),
    (
        [800, 1000],
        [77, 33, 55, 230],
        [1023, 0, 700, 0],
        [0, -1, 123, -1],
    ),
    ([7200, 2000], [3, 1, 4, 1], [5, 9, 2, 2], [-5, 3, -5, 1]),
    (
        [3000, 7150],
        [2, 7, 1, 8],
        [256, 768, 128, 2],
        [-300, 200, -1, -2],
    ),
];

/// Vertex `v`'s position in NDC: `(pos + unsigned.xy - 512 + signed.xy) / 8192`.
fn position((pos, _, u, s): V) -> [f64; 2] {
    [0, 1].map(|k| (f64::from(pos[k]) + f64::from(u[k]) - 512.0 + f64::from(s[k])) / 8192.0)
}

/// The flat colour a triangle whose provoking vertex is `v` gets.
fn colour((_, c, u, s): V) -> [u8; 4] {
    let sum = [
        i32::from(c[0]) + i32::from(s[2]),
        i32::from(c[1]) + i32::from(u[2]) - 512,
        i32::from(c[2]) + 32 * i32::from(u[3]) + 16 * i32::from(s[3]),
        i32::from(c[3]),
    ];
    sum.map(|k| u8::try_from(k).expect("the scene keeps every channel in 0..=255"))
}

fn triangle(t: usize) -> ([[f64; 2]; 3], [u8; 4]) {
    let v = &VERTICES[3 * t..3 * t + 3];
    ([v[0], v[1], v[2]].map(position), colour(v[0]))
}

fn render(name: &str, args: &[&str]) -> Rgba {
    let mut all = vec!["--mode", "scaled"];
    all.extend_from_slice(args);
    decode(&run_ok(name, &all).1)
}

#[test]
fn scaled_matches_the_model() {
    for (name, size) in [("scaled", "256x256"), ("scaled_odd", "250x190")] {
        let img = render(name, &["--size", size]);
        let (w, h) = (img.width, img.height);
        let ambiguous = check(&img, |x, y| {
            composite(
                (0..4).map(|t| {
                    let (corners, c) = triangle(t);
                    (inside(corners, x, y, w, h), c)
                }),
                CLEAR,
            )
        });
        assert!(ambiguous < 300, "{size}: {ambiguous} ambiguous pixels");
    }
}

#[test]
fn every_triangle_shows_its_exact_colour_over_its_model_area() {
    let img = render("scaled_area", &[]);
    let (w, h) = (img.width, img.height);
    for t in 0..4 {
        let (corners, c) = triangle(t);
        let interior = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .filter(|&(x, y)| inside(corners, x, y, w, h) == Some(true))
            .count();
        let shown = img.pixels.chunks_exact(4).filter(|p| *p == c).count();
        assert!(
            interior > 2000,
            "triangle {t} covers only {interior} pixels"
        );
        // `shown` also counts the few edge pixels the model leaves to the driver.
        assert!(
            shown >= interior && shown <= interior + 2 * (w + h) as usize,
            "triangle {t} colour {c:?}: {shown} pixels, model interior {interior}"
        );
    }
}

#[test]
fn signed_and_unsigned_fields_all_move_or_colour_something() {
    // The scene uses negative values in every signed field and non-zero values in every
    // unsigned one, so a decoder that zero-extends or drops a field cannot pass the tests
    // above.
    for k in 0..4 {
        assert!(VERTICES.iter().any(|v| v.3[k] < 0), "signed field {k}");
        assert!(VERTICES.iter().any(|v| v.2[k] != 0), "unsigned field {k}");
        assert!(VERTICES.iter().any(|v| v.1[k] != 0), "8-bit field {k}");
    }
    assert!(VERTICES.iter().any(|v| v.0[0] < -256 && v.0[1] < -256));
}
