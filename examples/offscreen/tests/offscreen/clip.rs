//! `--mode clip`: two user clip planes, checked against the rasteriser model.

use crate::raster::{and, check, composite, inside, kept_by_plane};
use crate::support::{CLEAR, Rgba, decode, run_ok};

// The same numbers as src/modes/clip.rs, written out again on purpose.

/// Clip planes `a * x + b * y + c >= 0` (NDC).
const PLANES: [[f64; 3]; 2] = [[-1.0, -0.5, 0.45], [0.7, -1.0, 0.55]];

/// Triangles in draw order: corners (NDC) and flat colour.
const TRIANGLES: [([[f64; 2]; 3], [u8; 4]); 3] = [
    ([[-0.9, -0.9], [0.9, -0.9], [0.9, 0.9]], [220, 60, 40, 255]),
    ([[0.9, 0.9], [-0.9, 0.9], [-0.9, -0.9]], [40, 90, 210, 255]),
    ([[0.6, 0.5], [0.95, 0.3], [0.95, 0.95]], [250, 220, 30, 255]),
];

/// Whether triangle `t` covers pixel `(x, y)` after clipping.
fn covers(t: usize, x: u32, y: u32, w: u32, h: u32) -> Option<bool> {
    let kept = and(
        kept_by_plane(PLANES[0], x, y, w, h),
        kept_by_plane(PLANES[1], x, y, w, h),
    );
    and(inside(TRIANGLES[t].0, x, y, w, h), kept)
}

/// The expected colour of `(x, y)`, or `None` where ambiguous.
fn model(x: u32, y: u32, w: u32, h: u32) -> Option<[u8; 4]> {
    composite(
        (0..TRIANGLES.len()).map(|t| (covers(t, x, y, w, h), TRIANGLES[t].1)),
        CLEAR,
    )
}

fn render(name: &str, args: &[&str]) -> Rgba {
    let mut all = vec!["--mode", "clip"];
    all.extend_from_slice(args);
    decode(&run_ok(name, &all).1)
}

#[test]
fn clip_matches_the_model() {
    for (name, size) in [("clip", "256x256"), ("clip_odd", "203x117")] {
        let img = render(name, &["--size", size]);
        let (w, h) = (img.width, img.height);
        let ambiguous = check(&img, |x, y| model(x, y, w, h));
        // Only pixel centres within 0.05 px of an edge are left out (a few per edge row).
        assert!(
            ambiguous < (w * h) as usize / 100,
            "{size}: {ambiguous} ambiguous pixels"
        );
    }
}

#[test]
fn each_plane_clears_its_side_of_the_quad() {
    let img = render("clip_sides", &[]);
    let (w, h) = (img.width, img.height);
    for (p, plane) in PLANES.iter().enumerate() {
        let mut cut = 0;
        for y in 0..h {
            for x in 0..w {
                let in_quad = inside(TRIANGLES[0].0, x, y, w, h) == Some(true)
                    || inside(TRIANGLES[1].0, x, y, w, h) == Some(true);
                if in_quad && kept_by_plane(*plane, x, y, w, h) == Some(false) {
                    cut += 1;
                    assert_eq!(img.at(x, y), CLEAR, "({x},{y}) is behind plane {p}");
                }
            }
        }
        // Each plane removes a sizeable diagonal piece (checked, so the test cannot pass
        // vacuously on a changed scene).
        assert!(cut > 3000, "plane {p} clips only {cut} pixels of the quad");
    }
}

#[test]
fn the_wholly_clipped_triangle_is_absent_and_both_halves_remain() {
    let img = render("clip_colours", &[]);
    let count = |c: [u8; 4]| img.pixels.chunks_exact(4).filter(|p| *p == c).count();
    assert_eq!(
        count(TRIANGLES[2].1),
        0,
        "the wholly clipped triangle shows"
    );
    assert!(count(TRIANGLES[0].1) > 5000 && count(TRIANGLES[1].1) > 5000);
    // Nothing else than the clear colour and the two halves.
    assert_eq!(
        count(CLEAR) + count(TRIANGLES[0].1) + count(TRIANGLES[1].1),
        (img.width * img.height) as usize
    );
}
