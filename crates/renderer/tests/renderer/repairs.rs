//! The repairs, proved on lavapipe with `--emulate-missing`: lavapipe has every capability
//! the repairs cover, so native is the reference, and the renderer treats the capabilities
//! as missing (the device is created without them and the repairs run).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

/// Every repair that exists.
pub const ALL: &str = "clip-distance,cull-distance,scaled-vertex,bc";

/// Every DXVK shader fix (`--shader-fixes`).
pub const FIXES: &str = "point-size,widen-inputs,image-bound-check";

/// A renderer with `flags`, its log at info level in `dir/renderer.log`; every module it
/// rewrites goes through `spirv-val` first (`VKRELAY_SPIRV_VAL`), which logs each verdict.
pub fn logged(dir: &Path, flags: &[&str], envs: &[(&str, &str)]) -> Renderer {
    let mut all = vec![("VKRELAY_LOG", "info"), ("VKRELAY_SPIRV_VAL", "spirv-val")];
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
        "vulkaninfo failed: {}\nrenderer:\n{}",
        String::from_utf8_lossy(&out.stderr),
        log(dir)
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
    for f in [
        "shaderClipDistance",
        "shaderCullDistance",
        "textureCompressionBC",
    ] {
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
    // Without repairs the extensions are shown as natively (a renderer of its own, in a
    // directory of its own: the socket file of the one killed stays behind).
    drop(renderer);
    let dir = TempDir::new("repairs-vulkaninfo-plain");
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

/// Waits up to 30 s for the renderer's log in `dir` to contain `what`; the log.
pub fn wait_for_log(dir: &Path, what: &str) -> String {
    let start = std::time::Instant::now();
    loop {
        let l = log(dir);
        if l.contains(what) || start.elapsed() > Duration::from_secs(30) {
            return l;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Lines of the Khronos validation layer's reports in a log.
fn validation_errors(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains("Validation Error") || l.contains("VUID-"))
        .collect()
}

/// The validation layer's message ids in a log (`VUID-…` or `UNASSIGNED-…`).
pub fn vuids(log: &str) -> std::collections::BTreeSet<String> {
    validation_errors(log)
        .iter()
        .flat_map(|l| l.split([' ', '[', ']']))
        .filter(|w| w.starts_with("VUID-") || w.starts_with("UNASSIGNED-"))
        .map(str::to_owned)
        .collect()
}

/// Renders the example's `mode` through a renderer without repairs and the validation layer
/// in the renderer's process: the layer's message ids, which the repairs must not add to.
pub fn unrepaired_vuids(dir: &Path, mode: &str) -> std::collections::BTreeSet<String> {
    let dir = dir.join(format!("plain-{mode}"));
    std::fs::create_dir_all(&dir).unwrap();
    let renderer = logged(
        &dir,
        &[],
        &[("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")],
    );
    let mut cmd = Command::new(crate::clients::offscreen_binary());
    cmd.args(["--mode", mode, "--out"])
        .arg(dir.join("plain.png"));
    let out = run_app(cmd, &dir, &renderer.socket, Duration::from_secs(180));
    assert!(out.status.success());
    drop(renderer);
    vuids(&log(&dir))
}

/// Renders the example's `mode` natively, then through a renderer with every repair
/// emulated and the validation layer in the renderer's process; the two PNGs' pixels, and
/// the renderer's log.
fn example_mode(dir: &Path, mode: &str, flags: &[&str]) -> (Vec<u8>, Vec<u8>, String) {
    // A directory per run: a killed renderer's socket file stays behind.
    let dir = &dir.join(format!("{mode}{}", flags.join("")));
    std::fs::create_dir_all(dir).unwrap();
    let native_png = dir.join(format!("native-{mode}.png"));
    let relay_png = dir.join(format!("relay-{mode}.png"));
    let native = Command::new(crate::clients::offscreen_binary())
        .args(["--mode", mode, "--out"])
        .arg(&native_png)
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", dir)
        .output()
        .unwrap();
    assert!(
        native.status.success(),
        "{}",
        String::from_utf8_lossy(&native.stderr)
    );
    let mut all = vec!["--emulate-missing", ALL, "--stats"];
    all.extend_from_slice(flags);
    let renderer = logged(
        dir,
        &all,
        &[("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")],
    );
    let mut cmd = Command::new(crate::clients::offscreen_binary());
    cmd.args(["--mode", mode, "--out"]).arg(&relay_png);
    let relayed = run_app(cmd, dir, &renderer.socket, Duration::from_secs(180));
    assert!(
        relayed.status.success(),
        "{}",
        String::from_utf8_lossy(&relayed.stderr)
    );
    // The renderer prints the client's stats when it notices the client left.
    let start = std::time::Instant::now();
    while !log(dir).contains("client stats") && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(renderer);
    (pixels(&native_png), pixels(&relay_png), log(dir))
}

/// The RGBA pixels of a PNG.
pub fn pixels(path: &Path) -> Vec<u8> {
    let decoder = png::Decoder::new(std::fs::File::open(path).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    buf
}

/// The example's `*SCALED` attributes through the repair (the formats become `UINT`/`SINT`,
/// two packed ones fetched as `R32_UINT` and unpacked, since lavapipe lacks their
/// replacements): the image equals native byte for byte, the validation layer in the renderer
/// reports nothing, and the stats count the repair.
#[test]
fn scaled_vertex_formats_through_the_repair_equal_native() {
    let dir = TempDir::new("repairs-scaled");
    let (native, relayed, log) = example_mode(&dir.0, "scaled", &[]);
    assert!(native == relayed, "the repaired image differs from native");
    let added: Vec<String> = vuids(&log)
        .difference(&unrepaired_vuids(&dir.0, "scaled"))
        .cloned()
        .collect();
    assert!(
        added.is_empty(),
        "validation in the renderer: {added:?}\n{log}"
    );
    assert!(log.contains("device created with repairs"), "{log}");
    assert!(log.contains("1 pipeline repaired"), "{log}");
    assert!(
        log.contains("scaled-vertex (26 formats, 2 unpacked"),
        "{log}"
    );
}

/// OpenGL frames through zink with every repair on equal zink's frames natively: a glmark2
/// trace (recorded on llvmpipe with apitrace), replayed with glretrace, every 400th frame
/// compared. zink creates its device with the features the repairs emulate, and the log
/// shows the driver was not asked for them.
#[test]
fn zink_frames_with_repairs_equal_native() {
    let dir = TempDir::new("repairs-zink");
    let x = crate::clients::Xvfb::start();
    let trace = dir.0.join("glmark2.trace");
    let rec = Command::new("apitrace")
        .args(["trace", "-o"])
        .arg(&trace)
        .args([
            "glmark2",
            "--size",
            "160x120",
            "-b",
            "build:duration=0.7",
            "-b",
            "texture:duration=0.7",
            "-b",
            "shading:shading=phong:duration=0.7",
        ])
        .env("DISPLAY", &x.display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("GALLIUM_DRIVER", "llvmpipe")
        .current_dir(&dir.0)
        .output()
        .expect("apitrace must be installed (cargo xtask test installs it)");
    assert!(
        rec.status.success(),
        "apitrace: {}",
        String::from_utf8_lossy(&rec.stderr)
    );
    let replay = |out: &str, socket: Option<&Path>| {
        let shots = dir.0.join(out);
        std::fs::create_dir_all(&shots).unwrap();
        let mut cmd = Command::new("glretrace");
        cmd.args(["--snapshot-interval=400", "-s"])
            .arg(format!("{}/", shots.display()))
            .arg(&trace)
            .env("DISPLAY", &x.display)
            .env("LIBGL_ALWAYS_SOFTWARE", "1")
            .env("GALLIUM_DRIVER", "zink");
        let out = match socket {
            Some(s) => run_app(cmd, &dir.0, s, Duration::from_secs(300)),
            None => cmd
                .env("VK_DRIVER_FILES", LVP_MANIFEST)
                .env("XDG_RUNTIME_DIR", &dir.0)
                .output()
                .unwrap(),
        };
        assert!(
            out.status.success(),
            "glretrace: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut files: Vec<_> = std::fs::read_dir(&shots)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        files
    };
    let native = replay("native", None);
    assert!(native.len() >= 4, "{} snapshots", native.len());
    let renderer = logged(
        &dir.0,
        &["--emulate-missing", ALL, "--shader-fixes", FIXES],
        &[],
    );
    let relayed = replay("relay", Some(&renderer.socket));
    drop(renderer);
    assert_eq!(native.len(), relayed.len());
    for (n, r) in native.iter().zip(&relayed) {
        assert_eq!(n.file_name(), r.file_name());
        assert!(
            pixels(n) == pixels(r),
            "{}: the frame through the repairs differs from native",
            n.display()
        );
    }
    let log = log(&dir.0);
    for f in ["shaderClipDistance", "shaderCullDistance"] {
        assert!(
            log.contains(&format!("{f} is not asked of the driver")),
            "{f}:\n{log}"
        );
    }
}

/// `vkd3d-triangle` (Direct3D 12 on Vulkan) with every repair on shows the same pixels as
/// natively.
#[test]
fn vkd3d_triangle_with_repairs_matches_native() {
    use crate::vkd3d::{Demo, Screen, errors};
    let dir = TempDir::new("repairs-vkd3d");
    let x = crate::clients::Xvfb::start();
    let screen = Screen::open(&x.display);
    let mut native = Demo::start("vkd3d-triangle", &x.display, &screen, &dir.0, None, &[]);
    std::thread::sleep(Duration::from_millis(500));
    let want = screen.grab();
    assert!(errors(&native.stderr()).is_empty());
    drop(native);
    let renderer = logged(&dir.0, &["--emulate-missing", ALL], &[]);
    let mut relayed = Demo::start(
        "vkd3d-triangle",
        &x.display,
        &screen,
        &dir.0,
        Some(&renderer.socket),
        &[],
    );
    std::thread::sleep(Duration::from_millis(500));
    let got = screen.grab();
    let log = relayed.stderr();
    assert!(errors(&log).is_empty(), "{log}");
    let differ = crate::vkd3d::differing_pixels(&want, &got);
    assert_eq!(differ, 0, "{differ} pixels differ from native");
    drop(renderer);
    assert!(self::log(&dir.0).contains("device created with repairs"));
}

/// Placed memory (`--emulate-missing placed-memory`, or a driver without
/// `VK_EXT_map_memory_placed`) is measured and logged at device creation; the ICD places the
/// client's maps itself, so the example's picture (mapped vertex, index and uniform
/// buffers) is the native one.
#[test]
fn placed_memory_is_measured_and_logged() {
    let dir = TempDir::new("repairs-placed");
    let (native, relayed, log) =
        example_mode(&dir.0, "scene", &["--emulate-missing", "placed-memory"]);
    assert!(native == relayed, "the picture differs from native");
    assert!(
        log.contains("placed-memory (the ICD places the client's maps itself; "),
        "{log}"
    );
}

/// Pixels (RGBA) that differ between two images of `width` columns, as `(x, y)`.
fn differing(a: &[u8], b: &[u8], width: usize) -> Vec<(usize, usize)> {
    assert_eq!(a.len(), b.len());
    a.chunks_exact(4)
        .zip(b.chunks_exact(4))
        .enumerate()
        .filter(|(_, (p, q))| p != q)
        .map(|(i, _)| (i % width, i / width))
        .collect()
}

/// Whether pixel `(x, y)` of `img` has a neighbour (8-connected) of another colour in
/// `img`: it lies on an edge of what was drawn.
fn on_an_edge(img: &[u8], width: usize, (x, y): (usize, usize)) -> bool {
    let height = img.len() / 4 / width;
    let at = |x: usize, y: usize| &img[(y * width + x) * 4..][..4];
    let me = at(x, y);
    (y.saturating_sub(1)..=(y + 1).min(height - 1))
        .flat_map(|j| (x.saturating_sub(1)..=(x + 1).min(width - 1)).map(move |i| (i, j)))
        .any(|(i, j)| at(i, j) != me)
}

/// The example's clip and cull distances through the emulation (the device has neither
/// feature; the vertex shader writes the distances to varyings and the fragment shader
/// discards): the image equals native except, at most, for pixels on an edge whose centre
/// lies on a clip plane (measured on lavapipe: none differ). The validation layer in the
/// renderer reports nothing the repairs add, and the stats count the patched modules. With
/// `--clip-distance strip`, as some other translation layers do, clipped geometry is drawn:
/// the same comparison fails, so it would catch a repair that only strips.
#[test]
fn clip_and_cull_distances_through_the_emulation_equal_native() {
    let dir = TempDir::new("repairs-clip");
    for mode in ["clip", "cull"] {
        let (native, relayed, log) = example_mode(&dir.0, mode, &[]);
        let diff = differing(&native, &relayed, 256);
        assert!(
            diff.iter().all(|&p| on_an_edge(&native, 256, p)) && diff.len() <= 64,
            "{mode}: {} pixels differ from native, first {:?}",
            diff.len(),
            &diff[..diff.len().min(8)]
        );
        let added: Vec<String> = vuids(&log)
            .difference(&unrepaired_vuids(&dir.0, mode))
            .cloned()
            .collect();
        assert!(added.is_empty(), "{mode}: validation: {added:?}\n{log}");
        assert!(log.contains("2 shader modules patched"), "{mode}: {log}");
        assert_eq!(
            log.matches("spirv-val accepted a rewritten module").count(),
            2,
            "{mode}: {log}"
        );
        assert!(!log.contains("spirv-val rejected"), "{mode}: {log}");
        assert!(log.contains("1 pipeline repaired"), "{mode}: {log}");
        assert!(!log.contains("not repaired"), "{mode}: {log}");
        let (native, stripped, _) = example_mode(&dir.0, mode, &["--clip-distance", "strip"]);
        assert!(
            differing(&native, &stripped, 256).len() > 1000,
            "{mode}: stripping the distances should draw what they remove"
        );
    }
}
