//! The repairs, proved on lavapipe with `--emulate-missing`: lavapipe has every capability
//! the repairs cover, so native is the reference, and the renderer treats the capabilities
//! as missing (the device is created without them and the repairs run).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

/// Every repair that exists.
pub const ALL: &str = "clip-distance,cull-distance,scaled-vertex";

/// A renderer with `flags`, its log at info level in `dir/renderer.log`.
pub fn logged(dir: &Path, flags: &[&str], envs: &[(&str, &str)]) -> Renderer {
    let mut all = vec![("VKRELAY_LOG", "info")];
    all.extend_from_slice(envs);
    Renderer::start_env(dir, flags, &all, Some(&dir.join("renderer.log")))
}

pub fn log(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("renderer.log")).unwrap_or_default()
}

/// `vulkaninfo --json` (it writes `VP_VULKANINFO_*.json` into its working directory), run
/// natively or through the renderer at `socket`; the device's capabilities.
fn vulkaninfo(dir: &Path, socket: Option<&Path>) -> serde_json::Value {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        if e.file_name().to_string_lossy().starts_with("VP_VULKANINFO") {
            std::fs::remove_file(e.path()).unwrap();
        }
    }
    let mut cmd = Command::new("vulkaninfo");
    cmd.arg("--json").env_remove("DISPLAY");
    let out = match socket {
        Some(s) => run_app(cmd, dir, s, Duration::from_secs(60)),
        None => {
            cmd.env("VK_DRIVER_FILES", LVP_MANIFEST)
                .env("XDG_RUNTIME_DIR", dir)
                .current_dir(dir);
            cmd.output().unwrap()
        }
    };
    assert!(
        out.status.success(),
        "vulkaninfo failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with("VP_VULKANINFO"))
        .expect("vulkaninfo --json wrote no file");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file.path()).unwrap()).unwrap();
    v["capabilities"]["device"].clone()
}

fn feature(device: &serde_json::Value, name: &str) -> bool {
    device["features"]["VkPhysicalDeviceFeatures"][name]
        .as_bool()
        .unwrap_or_else(|| panic!("vulkaninfo reports no {name}"))
}

fn vertex_buffer(device: &serde_json::Value, format: &str) -> bool {
    device["formats"][format]["VkFormatProperties"]["bufferFeatures"]
        .as_array()
        .is_some_and(|a| a.iter().any(|f| f == "VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT"))
}

fn extension(device: &serde_json::Value, name: &str) -> bool {
    device["extensions"].get(name).is_some()
}

/// With every repair emulated, the application is still told what the repairs make true:
/// the features and the `*SCALED` vertex formats. Extensions that would bypass the shader
/// repairs are hidden, and a feature named by `--report-features` that lavapipe lacks
/// (`depthBounds`) is reported present.
#[test]
fn vulkaninfo_reports_what_the_repairs_make_true() {
    let dir = TempDir::new("repairs-vulkaninfo");
    let native = vulkaninfo(&dir.0, None);
    let renderer = logged(
        &dir.0,
        &["--emulate-missing", ALL, "--report-features", "depthBounds"],
        &[],
    );
    let relayed = vulkaninfo(&dir.0, Some(&renderer.socket));
    for f in ["shaderClipDistance", "shaderCullDistance"] {
        assert!(feature(&native, f) && feature(&relayed, f), "{f}");
    }
    assert!(!feature(&native, "depthBounds"));
    assert!(feature(&relayed, "depthBounds"), "--report-features");
    // Every other feature is answered as natively.
    let (n, r) = (
        &native["features"]["VkPhysicalDeviceFeatures"],
        &relayed["features"]["VkPhysicalDeviceFeatures"],
    );
    for (name, v) in n.as_object().unwrap() {
        if name != "depthBounds" {
            assert_eq!(r[name], *v, "{name}");
        }
    }
    for format in [
        "VK_FORMAT_R8G8B8A8_USCALED",
        "VK_FORMAT_R16G16_SSCALED",
        "VK_FORMAT_A2B10G10R10_USCALED_PACK32",
        "VK_FORMAT_A2R10G10B10_SSCALED_PACK32",
    ] {
        assert!(vertex_buffer(&relayed, format), "{format}");
    }
    for e in [
        "VK_EXT_graphics_pipeline_library",
        "VK_EXT_vertex_input_dynamic_state",
    ] {
        if extension(&native, e) {
            assert!(!extension(&relayed, e), "{e} is shown while repairs are on");
        }
    }
    assert!(extension(&relayed, "VK_KHR_swapchain") == extension(&native, "VK_KHR_swapchain"));
    // Without repairs the extensions are shown as natively.
    drop(renderer);
    let plain = Renderer::start(&dir.0);
    let relayed = vulkaninfo(&dir.0, Some(&plain.socket));
    for e in [
        "VK_EXT_graphics_pipeline_library",
        "VK_EXT_vertex_input_dynamic_state",
    ] {
        assert_eq!(extension(&relayed, e), extension(&native, e), "{e}");
    }
    assert!(!feature(&relayed, "depthBounds"));
}

/// `--emulate-missing bc` is refused with a clear error while BCn decoding is not built.
#[test]
fn emulating_bc_is_refused_clearly() {
    let dir = TempDir::new("repairs-bc");
    let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["serve", "--emulate-missing", "bc", "--socket"])
        .arg(dir.0.join("s.sock"))
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not implemented yet") && err.contains("bc"),
        "{err}"
    );
}
