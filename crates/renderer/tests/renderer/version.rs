//! `api_version` on lavapipe playing a Vulkan 1.1 driver (`driver_api_version = "1.1"`): the
//! renderer creates the driver's instance at 1.1, looks 1.2/1.3 core commands up by their
//! extension aliases only and does not hand the driver the 1.2/1.3 core structures, so what
//! applications see of 1.2 and 1.3 comes from the extensions.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use crate::clients::offscreen_binary;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

const RAISED: &str = "api_version = \"1.3\"\ndriver_api_version = \"1.1\"\n";

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A renderer with the configuration `toml`, its log in `dir/renderer.log`.
fn renderer(dir: &Path, toml: &str) -> Renderer {
    let cfg = dir.join("renderer.toml");
    std::fs::write(&cfg, toml).unwrap();
    let log = dir.join("renderer.log");
    Renderer::start_logged(dir, &["--config", cfg.to_str().unwrap()], Some(&log))
}

fn vulkaninfo(dir: &Path, renderer: &Renderer) -> String {
    let mut cmd = Command::new("vulkaninfo");
    cmd.env_remove("VK_INSTANCE_LAYERS");
    let out = run_app(cmd, dir, &renderer.socket, Duration::from_secs(120));
    assert!(out.status.success(), "vulkaninfo: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("llvmpipe"), "{stdout}");
    stdout
}

/// `name = value` lines of vulkaninfo's text output whose name is `name`.
fn values<'a>(stdout: &'a str, name: &str) -> Vec<&'a str> {
    stdout
        .lines()
        .filter_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == name).then(|| v.trim())
        })
        .collect()
}

/// The version the raised lavapipe reaches: 1.3, or 1.2 where this lavapipe lacks
/// `VK_EXT_tooling_info` (Mesa before 23 reports 1.3 without advertising it), which the
/// renderer logs; nothing else may stop it.
fn reached(dir: &Path) -> &'static str {
    let log = std::fs::read_to_string(dir.join("renderer.log")).unwrap_or_default();
    match log
        .lines()
        .find(|l| l.contains("api_version: the device is told"))
    {
        None => "1.3.",
        Some(l) => {
            assert!(l.ends_with("lacks VK_EXT_tooling_info"), "{l}");
            "1.2."
        }
    }
}

/// `vulkaninfo` (a client no one here wrote) is told 1.3 (see [`reached`]) and the 1.2/1.3
/// core features, answered from the extensions of a driver treated as 1.1.
#[test]
fn a_1_1_driver_is_raised_to_1_3() {
    let dir = TempDir::new("version-info");
    let r = renderer(&dir.0, RAISED);
    let stdout = vulkaninfo(&dir.0, &r);
    let api = values(&stdout, "apiVersion");
    let want = reached(&dir.0);
    assert!(!api.is_empty(), "{stdout}");
    assert!(api.iter().all(|v| v.starts_with(want)), "{api:?}");
    let mut features = vec!["timelineSemaphore", "bufferDeviceAddress", "hostQueryReset"];
    if want == "1.3." {
        features.extend(["dynamicRendering", "synchronization2", "maintenance4"]);
        assert!(
            stdout.contains("VkPhysicalDeviceVulkan13Features"),
            "{stdout}"
        );
    }
    for f in features {
        let v = values(&stdout, f);
        assert!(
            !v.is_empty() && v.iter().all(|v| *v == "true"),
            "{f}: {v:?}"
        );
    }
    assert!(
        stdout.contains("VkPhysicalDeviceVulkan12Properties"),
        "{stdout}"
    );
    // The driver's name comes from VK_KHR_driver_properties into Vulkan12Properties.
    assert!(
        values(&stdout, "driverID")
            .iter()
            .any(|v| v.contains("MESA_LLVMPIPE")),
        "{stdout}"
    );
}

/// The same driver without `api_version` reads 1.1: the knob alone does what a 1.1 driver
/// would.
#[test]
fn the_emulated_driver_reads_1_1_without_api_version() {
    let dir = TempDir::new("version-1-1");
    let r = renderer(&dir.0, "driver_api_version = \"1.1\"\n");
    let stdout = vulkaninfo(&dir.0, &r);
    let api = values(&stdout, "apiVersion");
    assert!(!api.is_empty(), "{stdout}");
    assert!(api.iter().all(|v| v.starts_with("1.1.")), "{api:?}");
    assert!(
        !stdout.contains("VkPhysicalDeviceVulkan13Features"),
        "{stdout}"
    );
}

/// The bundled example renders through the raised device as on lavapipe itself.
#[test]
fn the_example_renders_as_native_on_a_raised_1_1_driver() {
    let dir = TempDir::new("version-offscreen");
    let native = Command::new(offscreen_binary())
        .arg("--out")
        .arg(dir.0.join("native.png"))
        .args(["--frames", "2"])
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .output()
        .unwrap();
    assert!(native.status.success(), "{}", text(&native.stderr));
    let r = renderer(&dir.0, RAISED);
    let mut cmd = Command::new(offscreen_binary());
    cmd.arg("--out")
        .arg(dir.0.join("relay.png"))
        .args(["--frames", "2"]);
    let out = run_app(cmd, &dir.0, &r.socket, Duration::from_secs(120));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let a = std::fs::read(dir.0.join("native.png")).unwrap();
    let b = std::fs::read(dir.0.join("relay.png")).unwrap();
    assert!(
        a.len() > 1000 && a == b,
        "the image differs from the native one"
    );
}

fn client(dir: &Path, socket: &Path) -> Output {
    Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "version::version_client",
            "--ignored",
            "--nocapture",
        ])
        .env("VKRELAY_TEST_VERSION", "1")
        .env("VKRELAY_TEST_ICD", crate::relay::icd_library())
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// A client that asks for 1.3 and (where the device reaches it) uses the 1.2/1.3 core commands by their core names
/// (`vkCmdBeginRendering`, `vkCmdPipelineBarrier2`, `vkCmdCopyImageToBuffer2`,
/// `vkQueueSubmit2`, `vkWaitSemaphores`) and core feature structures renders on the raised
/// 1.1 driver, whose device the renderer made with the promoted extensions.
#[test]
fn core_1_3_commands_work_on_a_raised_1_1_driver() {
    let dir = TempDir::new("version-client");
    let r = renderer(&dir.0, RAISED);
    let out = client(&dir.0, &r.socket);
    let log = std::fs::read_to_string(dir.0.join("renderer.log")).unwrap_or_default();
    // At 1.2 (see `reached`) the client uses the 1.2 timeline-semaphore commands only.
    let done = if reached(&dir.0) == "1.3." {
        "RENDERED 255 0 0 255"
    } else {
        "TIMELINE 5"
    };
    assert!(
        out.status.success() && text(&out.stdout).contains(done),
        "client:\n{}\n{}\nrenderer:\n{log}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // A feature no extension backs is refused as a driver would.
    assert!(text(&out.stdout).contains("REFUSED ERROR_FEATURE_NOT_PRESENT"));
}

/// The application half of [`core_1_3_commands_work_on_a_raised_1_1_driver`].
#[test]
#[ignore = "helper process of core_1_3_commands_work_on_a_raised_1_1_driver"]
fn version_client() {
    if std::env::var_os("VKRELAY_TEST_VERSION").is_none() {
        return;
    }
    let icd = PathBuf::from(std::env::var_os("VKRELAY_TEST_ICD").unwrap());
    // SAFETY: a test client with valid Vulkan usage.
    unsafe { client::run(icd) };
}

#[path = "version_client.rs"]
mod client;
