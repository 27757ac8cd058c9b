//! A rasteriser model for the feature modes: which pixel centres a triangle covers, which
//! side of a clip plane they are on, each with a margin inside which the answer is left to
//! the driver (`None`), and the comparison of a whole picture with such a model.

use crate::support::Rgba;

/// Closer than this (in pixels) to a triangle edge or a clip plane, a pixel centre is
/// ambiguous: fixed-point snapping and tie rules there are the driver's choice.
pub const EDGE_EPS_PX: f64 = 0.05;

/// Pixel `(x, y)`'s centre in NDC for a `w` x `h` target (Vulkan: y grows downwards).
pub fn ndc(x: u32, y: u32, w: u32, h: u32) -> [f64; 2] {
    [
        (f64::from(x) + 0.5) / f64::from(w) * 2.0 - 1.0,
        (f64::from(y) + 0.5) / f64::from(h) * 2.0 - 1.0,
    ]
}

/// An NDC point in pixel coordinates.
fn to_px(p: [f64; 2], w: u32, h: u32) -> [f64; 2] {
    [
        (p[0] + 1.0) / 2.0 * f64::from(w),
        (p[1] + 1.0) / 2.0 * f64::from(h),
    ]
}

/// Whether the centre of pixel `(x, y)` is inside triangle `tri` (corners in NDC, either
/// winding); `None` within [`EDGE_EPS_PX`] of an edge.
pub fn inside(tri: [[f64; 2]; 3], x: u32, y: u32, w: u32, h: u32) -> Option<bool> {
    let [a, b, c] = tri.map(|p| to_px(p, w, h));
    let p = [f64::from(x) + 0.5, f64::from(y) + 0.5];
    let cross = |o: [f64; 2], e: [f64; 2], q: [f64; 2]| {
        (e[0] - o[0]) * (q[1] - o[1]) - (e[1] - o[1]) * (q[0] - o[0])
    };
    let area = cross(a, b, c);
    assert!(area.abs() > 1.0, "degenerate triangle {tri:?}");
    let mut ambiguous = false;
    for (o, e) in [(a, b), (b, c), (c, a)] {
        let len = ((e[0] - o[0]).powi(2) + (e[1] - o[1]).powi(2)).sqrt();
        // Signed distance towards the inside.
        let d = cross(o, e, p) * area.signum() / len;
        if d < -EDGE_EPS_PX {
            return Some(false);
        }
        ambiguous |= d <= EDGE_EPS_PX;
    }
    (!ambiguous).then_some(true)
}

/// Barycentric weights of pixel `(x, y)`'s centre in `tri` (NDC corners).
pub fn barycentric(tri: [[f64; 2]; 3], x: u32, y: u32, w: u32, h: u32) -> [f64; 3] {
    let [a, b, c] = tri;
    let p = ndc(x, y, w, h);
    let det = (b[1] - c[1]) * (a[0] - c[0]) + (c[0] - b[0]) * (a[1] - c[1]);
    let l0 = ((b[1] - c[1]) * (p[0] - c[0]) + (c[0] - b[0]) * (p[1] - c[1])) / det;
    let l1 = ((c[1] - a[1]) * (p[0] - c[0]) + (a[0] - c[0]) * (p[1] - c[1])) / det;
    [l0, l1, 1.0 - l0 - l1]
}

/// Whether the centre of pixel `(x, y)` keeps `a * x + b * y + c >= 0` (NDC); `None`
/// within [`EDGE_EPS_PX`] of the plane's line.
pub fn kept_by_plane([a, b, c]: [f64; 3], x: u32, y: u32, w: u32, h: u32) -> Option<bool> {
    let [nx, ny] = ndc(x, y, w, h);
    // The gradient of the distance per pixel, to turn it into pixels.
    let per_px = ((a * 2.0 / f64::from(w)).powi(2) + (b * 2.0 / f64::from(h)).powi(2)).sqrt();
    let d = (a * nx + b * ny + c) / per_px;
    if d.abs() <= EDGE_EPS_PX {
        None
    } else {
        Some(d > 0.0)
    }
}

/// Three-valued AND: false wins over unknown.
pub fn and(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    match (a, b) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    }
}

/// The colour of pixel `(x, y)` when `layers` (in draw order: coverage, colour) are drawn
/// over `background`; `None` if any layer's coverage is ambiguous there.
pub fn composite(
    layers: impl IntoIterator<Item = (Option<bool>, [u8; 4])>,
    background: [u8; 4],
) -> Option<[u8; 4]> {
    let mut colour = background;
    for (covered, c) in layers {
        match covered {
            None => return None,
            Some(true) => colour = c,
            Some(false) => {}
        }
    }
    Some(colour)
}

/// Compares every pixel of `img` for which `model` has an answer; returns how many it had
/// none for. Panics with the first mismatches.
pub fn check(img: &Rgba, model: impl Fn(u32, u32) -> Option<[u8; 4]>) -> usize {
    let mut ambiguous = 0;
    let mut mismatches = Vec::new();
    for y in 0..img.height {
        for x in 0..img.width {
            match model(x, y) {
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
        img.width * img.height,
        &mismatches[..mismatches.len().min(10)]
    );
    ambiguous
}
