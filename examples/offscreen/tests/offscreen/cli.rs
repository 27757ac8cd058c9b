//! Command-line errors are clear and fail the run without writing anything.

use crate::support::{offscreen, out_path};

/// Runs with `args` and returns (success, stderr), asserting no PNG was written.
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
fn bad_sizes_are_rejected() {
    assert!(run_err("size_zero", &["--size", "0x16"]).contains("outside 1..=4096"));
    assert!(run_err("size_big", &["--size", "16x5000"]).contains("outside 1..=4096"));
    assert!(run_err("size_form", &["--size", "16"]).contains("WIDTHxHEIGHT"));
}

#[test]
fn zero_frames_are_rejected() {
    let err = run_err("frames_zero", &["--frames", "0"]);
    assert!(err.contains("--frames"), "{err}");
}

#[test]
fn a_missing_device_is_a_clear_error() {
    let err = run_err("no_device", &["--device-index", "7"]);
    assert!(
        err.contains("--device-index 7 is out of range: 1 physical device(s)"),
        "{err}"
    );
}

#[test]
fn an_unwritable_output_is_a_clear_error() {
    let out = offscreen()
        .args(["--out", "/nonexistent-dir/x.png"])
        .output()
        .expect("spawn offscreen");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot create /nonexistent-dir/x.png"),
        "{err}"
    );
}

#[test]
fn an_unknown_mode_is_rejected_with_the_list() {
    let err = run_err("mode_bad", &["--mode", "wireframe"]);
    assert!(err.contains("invalid value 'wireframe'"), "{err}");
    assert!(err.contains("scene, clip, cull, scaled, bc"), "{err}");
}
