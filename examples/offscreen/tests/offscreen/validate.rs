//! `--validate`: clean on lavapipe, and a run that breaks a rule fails.

use std::path::Path;

use crate::support::{decode, offscreen, out_path, run_ok};

/// The validation layer's manifest, installed by Debian's `vulkan-validationlayers`.
const LAYER_MANIFEST: &str = "/usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json";

/// Whether the layer is installed. Under CI (the `CI` variable set) a missing layer fails
/// the test; elsewhere the test is skipped with a printed reason.
fn layer_installed() -> bool {
    if Path::new(LAYER_MANIFEST).exists() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "{LAYER_MANIFEST} is missing under CI: install vulkan-validationlayers"
    );
    eprintln!("skipped: {LAYER_MANIFEST} is missing (install vulkan-validationlayers)");
    false
}

#[test]
fn validation_is_clean_and_the_image_unchanged() {
    if !layer_installed() {
        return;
    }
    let (plain, plain_png) = run_ok("plain_for_validate", &["--frames", "2"]);
    assert!(plain.status.success());
    let (out, png) = run_ok("validate", &["--validate", "--frames", "2"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("validation"),
        "the validation layer reported something:\n{stderr}"
    );
    assert_eq!(decode(&png), decode(&plain_png));
}

#[test]
fn validation_with_synchronization_checks_is_clean() {
    if !layer_installed() {
        return;
    }
    let path = out_path("validate_sync");
    let out = offscreen()
        .args(["--validate", "--frames", "2", "--out"])
        .arg(&path)
        .env(
            "VK_LAYER_ENABLES",
            "VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT",
        )
        .output()
        .expect("spawn offscreen");
    assert!(
        out.status.success(),
        "synchronization validation failed the run:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_validation_error_fails_the_run() {
    if !layer_installed() {
        return;
    }
    let path = out_path("provoked");
    let out = offscreen()
        .args(["--validate", "--provoke-validation-error", "--out"])
        .arg(&path)
        .output()
        .expect("spawn offscreen");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a provoked error passed:\n{stderr}");
    assert!(
        stderr.contains("VUID-VkSamplerCreateInfo-anisotropyEnable-01070"),
        "the messenger did not print the provoked error:\n{stderr}"
    );
    assert!(
        stderr.contains("reported 1 warning(s)/error(s)"),
        "{stderr}"
    );
}

#[test]
fn every_feature_mode_validates_clean_with_synchronization_checks() {
    if !layer_installed() {
        return;
    }
    for mode in ["clip", "cull", "scaled", "bc"] {
        let (_, plain_png) = run_ok(&format!("plain_{mode}"), &["--mode", mode]);
        let path = out_path(&format!("validate_{mode}"));
        let out = offscreen()
            .args(["--mode", mode, "--validate", "--frames", "2", "--out"])
            .arg(&path)
            .env(
                "VK_LAYER_ENABLES",
                "VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT",
            )
            .output()
            .expect("spawn offscreen");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && !stderr.contains("validation"),
            "--mode {mode} --validate:\n{stderr}"
        );
        let png = std::fs::read(&path).expect("the PNG was written");
        assert_eq!(decode(&png), decode(&plain_png), "--mode {mode}");
    }
}
