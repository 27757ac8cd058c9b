//! `--mode cull`: cull distances discard triangles whole or keep them whole.

use crate::raster::{barycentric, check, composite, inside};
use crate::support::{CLEAR, Rgba, decode, run_ok};

// The same numbers as src/modes/cull.rs, written out again on purpose.

/// Per triangle: the cull distances `[d0, d1]` of its vertices, and its colour.
const TRIANGLES: [([[f64; 2]; 3], [u8; 4]); 6] = [
    ([[1.0, 1.0], [0.5, 2.0], [1.5, 0.3]], [230, 80, 60, 255]),
    ([[-1.0, 1.0], [-0.2, 1.0], [-2.0, 1.0]], [60, 200, 90, 255]),
    ([[1.0, -0.5], [2.0, -1.0], [0.5, -0.1]], [70, 90, 240, 255]),
    ([[-1.0, 1.0], [-0.5, 1.0], [1.0, 1.0]], [240, 210, 40, 255]),
    ([[-1.0, 0.5], [0.5, -1.0], [0.5, 0.5]], [200, 60, 220, 255]),
    (
        [[-0.5, -1.0], [-0.01, 1.0], [-1.0, 1.0]],
        [250, 250, 250, 255],
    ),
];

/// Corners of triangle `i` (NDC): a slanted triangle in cell (i % 3, i / 3) of a 3 x 2 grid.
fn corners(i: usize) -> [[f64; 2]; 3] {
    let cx = -0.6 + 0.6 * (i % 3) as f64;
    let cy = -0.45 + 0.9 * (i / 3) as f64;
    [
        [cx - 0.28, cy - 0.3],
        [cx + 0.28, cy - 0.2],
        [cx - 0.05, cy + 0.3],
    ]
}

/// The rule: culled when some distance is negative at all three vertices.
fn culled(i: usize) -> bool {
    (0..2).any(|d| TRIANGLES[i].0.iter().all(|v| v[d] < 0.0))
}

fn render(name: &str) -> Rgba {
    decode(&run_ok(name, &["--mode", "cull"]).1)
}

#[test]
fn the_rule_culls_three_and_keeps_three() {
    let culled: Vec<usize> = (0..6).filter(|&i| culled(i)).collect();
    assert_eq!(culled, [1, 2, 5]);
}

#[test]
fn cull_matches_the_model() {
    let img = render("cull");
    let (w, h) = (img.width, img.height);
    let ambiguous = check(&img, |x, y| {
        let layers = (0..6)
            .filter(|&i| !culled(i))
            .map(|i| (inside(corners(i), x, y, w, h), TRIANGLES[i].1));
        composite(layers, CLEAR)
    });
    assert!(ambiguous < 200, "{ambiguous} ambiguous pixels");
}

#[test]
fn culled_triangles_are_absent() {
    let img = render("cull_absent");
    let (w, h) = (img.width, img.height);
    for i in (0..6).filter(|&i| culled(i)) {
        let mut interior = 0;
        for y in 0..h {
            for x in 0..w {
                if inside(corners(i), x, y, w, h) == Some(true) {
                    interior += 1;
                    assert_eq!(img.at(x, y), CLEAR, "culled triangle {i} drew ({x},{y})");
                }
            }
        }
        assert!(interior > 1000, "triangle {i} has only {interior} pixels");
    }
    let colour_shows = |c: [u8; 4]| img.pixels.chunks_exact(4).any(|p| p == c);
    assert!(
        (0..6)
            .filter(|&i| culled(i))
            .all(|i| !colour_shows(TRIANGLES[i].1))
    );
}

#[test]
fn partly_negative_triangles_are_whole() {
    let img = render("cull_whole");
    let (w, h) = (img.width, img.height);
    for i in [3, 4] {
        // Pixels where an interpolated cull distance is negative: a per-fragment discard
        // would drop them, real culling draws them.
        let mut negative = 0;
        for y in 0..h {
            for x in 0..w {
                if inside(corners(i), x, y, w, h) != Some(true) {
                    continue;
                }
                let l = barycentric(corners(i), x, y, w, h);
                let d = |k: usize| (0..3).map(|v| l[v] * TRIANGLES[i].0[v][k]).sum::<f64>();
                if d(0) < -0.05 || d(1) < -0.05 {
                    negative += 1;
                }
                assert_eq!(img.at(x, y), TRIANGLES[i].1, "triangle {i} lost ({x},{y})");
            }
        }
        assert!(
            negative > 300,
            "triangle {i}: only {negative} negative pixels"
        );
    }
}
