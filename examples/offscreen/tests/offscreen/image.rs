//! The rendered image, pixel by pixel, against the model in `support`.

use crate::support::{
    CLEAR, Cover, DRAWS, check_against_model, cover, decode, light, run_ok, summary,
};

/// Inverts red, green and blue (what the compute pass does in the bottom-right quadrant).
fn inv(c: [u8; 4]) -> [u8; 4] {
    [255 - c[0], 255 - c[1], 255 - c[2], c[3]]
}

#[test]
fn default_run_matches_the_model_everywhere() {
    let (output, png) = run_ok("default", &[]);
    let img = decode(&png);
    assert_eq!((img.width, img.height), (256, 256));
    let ambiguous = check_against_model(&img, 1);
    // At 256x256 every quad edge and checker edge falls between pixel centres.
    assert_eq!(ambiguous, 0);
    let (frames, seconds, fps) = summary(&output.stdout);
    assert_eq!(frames, 1);
    assert!(seconds > 0.0 && fps > 0.0, "seconds={seconds} fps={fps}");
}

#[test]
fn spot_pixels_of_the_default_image() {
    let (_, png) = run_ok("spots", &[]);
    let img = decode(&png);
    // Background, untouched by the compute pass (top-left) and inverted by it (bottom-right).
    assert_eq!(img.at(0, 0), CLEAR);
    assert_eq!(img.at(255, 0), CLEAR);
    assert_eq!(img.at(0, 255), CLEAR);
    assert_eq!(img.at(255, 255), inv(CLEAR));
    // Draw 0 covers pixels 32..224 in x and y with 48-pixel checker cells; cell
    // (column, row) is light when column + row is even.
    assert_eq!(img.at(40, 40), light(0)); // cell (0, 0)
    assert_eq!(img.at(90, 40), DRAWS[0].dark); // cell (1, 0)
    assert_eq!(img.at(40, 100), DRAWS[0].dark); // cell (0, 1)
    assert_eq!(img.at(40, 200), DRAWS[0].dark); // cell (0, 3), left of the inverted quadrant
    assert_eq!(cover(40, 40, 256, 256), Some(Cover::Light(0)));
    assert_eq!(cover(90, 40, 256, 256), Some(Cover::Dark(0)));
    // Draw 1, drawn last, covers x 140.8..217.6 and y 12.8..89.6 with 19.2-pixel cells.
    assert_eq!(img.at(145, 15), light(0)); // cell (0, 0)
    assert_eq!(img.at(165, 15), DRAWS[1].dark); // cell (1, 0)
    assert_eq!(cover(165, 15, 256, 256), Some(Cover::Dark(1)));
    // Draw 0 inside the inverted quadrant: cell (2,2) is light, cell (3,2) dark.
    assert_eq!(img.at(150, 150), inv(light(0)));
    assert_eq!(img.at(200, 150), inv(DRAWS[0].dark));
    // Alpha is opaque everywhere.
    assert!(img.pixels.chunks_exact(4).all(|p| p[3] == 255));
}

#[test]
fn two_runs_write_identical_bytes() {
    let (_, a) = run_ok("same_a", &["--frames", "2"]);
    let (_, b) = run_ok("same_b", &["--frames", "2"]);
    assert!(a == b, "two runs of --frames 2 wrote different PNG bytes");
}

#[test]
fn three_frames_differ_from_one_only_in_the_light_cells() {
    let (_, one) = run_ok("frames1", &["--frames", "1"]);
    let (out3, three) = run_ok("frames3", &["--frames", "3"]);
    assert_eq!(summary(&out3.stdout).0, 3);
    let (one, three) = (decode(&one), decode(&three));
    check_against_model(&three, 3);
    let mut light_pixels = 0;
    for y in 0..256 {
        for x in 0..256 {
            let (a, b) = (one.at(x, y), three.at(x, y));
            match cover(x, y, 256, 256) {
                Some(Cover::Light(_)) => {
                    light_pixels += 1;
                    let flip = |c| if x >= 128 && y >= 128 { inv(c) } else { c };
                    assert_eq!((a, b), (flip(light(0)), flip(light(2))), "pixel ({x},{y})");
                }
                _ => assert_eq!(a, b, "pixel ({x},{y}) must not depend on the frame count"),
            }
        }
    }
    assert!(light_pixels > 10_000, "only {light_pixels} light pixels");
}

#[test]
fn odd_size_matches_the_model() {
    // Not a multiple of the compute workgroup (8) and not square: exercises the shader's
    // bounds check and the quadrant split at w/2, h/2 = 100, 60.
    let (_, png) = run_ok("odd", &["--size", "201x121", "--frames", "4"]);
    let img = decode(&png);
    assert_eq!((img.width, img.height), (201, 121));
    let ambiguous = check_against_model(&img, 4);
    assert!(ambiguous < 201 * 121 / 50, "{ambiguous} ambiguous pixels");
    assert_eq!(img.at(200, 120), inv(CLEAR));
    assert_eq!(img.at(99, 120), CLEAR);
    assert_eq!(img.at(200, 59), CLEAR);
}

#[test]
fn mode_scene_is_the_default_byte_for_byte() {
    let (_, default) = run_ok("mode_default", &["--frames", "2"]);
    let (_, scene) = run_ok("mode_scene", &["--mode", "scene", "--frames", "2"]);
    assert!(default == scene, "--mode scene differs from the default");
}
