//! Capture and replay of real clients whose swapchains the renderer presents: `vkcube` and
//! vkd3d's `vkd3d-gears` (Direct3D 12 on Vulkan), through the Khronos loader on lavapipe in
//! Xvfb, with `VKRELAY_PRESENT=renderer`. The live renderer writes the presented image of
//! chosen frames (`--capture-screenshots`); replay, with no window, renders the trace again
//! and writes the same frames' presented images (`--screenshot`): they are equal byte for
//! byte.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::clients::Xvfb;
use crate::relay::{Renderer, TempDir, run_app};
use crate::replay::{info, replay, rgba, wait_whole};

/// vkcube's frame count, and the frames screenshot (the cube turns between them).
const FRAMES: &str = "200";
const SHOTS: [u64; 2] = [10, 150];

/// Captures the client `app` (given the X display) presented by the renderer, with live
/// screenshots of `shots`; returns the trace once whole.
fn capture(dir: &Path, shots: [u64; 2], app: impl FnOnce(&str) -> Command) -> PathBuf {
    capture_presented_by(dir, shots, "renderer", app)
}

/// [`capture`] with `VKRELAY_PRESENT=present` for the client.
fn capture_presented_by(
    dir: &Path,
    shots: [u64; 2],
    present: &str,
    app: impl FnOnce(&str) -> Command,
) -> PathBuf {
    let file = dir.join("app.trace");
    let list = format!("{},{}", shots[0], shots[1]);
    let renderer = Renderer::start_with(
        dir,
        &[
            "--isolation",
            "none",
            "--capture",
            file.to_str().unwrap(),
            "--capture-screenshots",
            &list,
        ],
    );
    let x = Xvfb::start();
    let mut cmd = app(&x.display);
    cmd.env("DISPLAY", &x.display)
        .env("VKRELAY_PRESENT", present);
    let out = run_app(cmd, dir, &renderer.socket, Duration::from_secs(300));
    // `timeout`'s status for a client it stopped.
    assert!(
        out.status.success() || out.status.code() == Some(124),
        "{:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    wait_whole(&file);
    file
}

/// Replays frames 0 to the later of `shots` of `file` with screenshots of `shots`: each
/// equals the live run's byte for byte, they differ from each other (so they come from the
/// replay's own rendering) and neither is one colour. Returns replay's output.
pub(crate) fn replays_to_the_live_screenshots(file: &Path, shots: [u64; 2]) -> String {
    replays_to_the_live_screenshots_with(file, shots, &[])
}

/// [`replays_to_the_live_screenshots`] with renderer `flags` for the replay.
fn replays_to_the_live_screenshots_with(file: &Path, shots: [u64; 2], flags: &[&str]) -> String {
    let live: Vec<PathBuf> = shots
        .iter()
        .map(|n| {
            let mut p = file.as_os_str().to_owned();
            p.push(format!(".frame-{n}.png"));
            PathBuf::from(p)
        })
        .collect();
    for p in &live {
        assert!(p.exists(), "the live run wrote no {}", p.display());
    }
    let out = file.with_extension(format!("shots{}", flags.len()));
    let list = format!("{},{}", shots[0], shots[1]);
    let range = format!("0-{}", shots[1]);
    let r = replay(
        file,
        flags,
        &[
            "--frames",
            &range,
            "--screenshot",
            &list,
            "--out",
            out.to_str().unwrap(),
        ],
    );
    let stdout = String::from_utf8_lossy(&r.stdout).into_owned();
    assert!(
        r.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&r.stderr)
    );
    // Under other flags the answers to mapping requests may differ (memory not shared).
    assert!(
        !flags.is_empty() || stdout.contains(" 0 replies differ"),
        "{stdout}"
    );
    let mut pictures = Vec::new();
    for (n, live) in shots.iter().zip(&live) {
        let replayed = out.join(format!("frame-{n}.png"));
        let (a, b) = (rgba(live), rgba(&replayed));
        assert!(
            a.chunks_exact(4).any(|p| p != &a[..4]),
            "frame {n} is one colour"
        );
        let differing = a
            .chunks_exact(4)
            .zip(b.chunks_exact(4))
            .filter(|(x, y)| x != y)
            .count();
        assert_eq!(
            (a.len(), differing),
            (b.len(), 0),
            "frame {n}: pixels differ"
        );
        assert_eq!(
            std::fs::read(live).unwrap(),
            std::fs::read(&replayed).unwrap(),
            "frame {n}: the PNG files differ"
        );
        pictures.push(a);
    }
    assert_ne!(
        pictures[0], pictures[1],
        "frames {shots:?} are the same picture"
    );
    stdout
}

/// Where the ICD presents (its default path), frames end at submissions and their
/// screenshots are the image each frame rendered last (`trace/pictures.rs`): vkcube's
/// swapchain image, made with `TRANSFER_SRC` for that. Replay's equal the live ones byte for
/// byte.
#[test]
fn vkcube_presented_by_the_icd_replays_to_the_live_pictures() {
    let dir = TempDir::new("replay-vkcube-icd");
    let file = capture_presented_by(&dir.0, SHOTS, "icd", |_| {
        let mut c = Command::new("vkcube");
        c.args(["--c", FRAMES]);
        c
    });
    replays_to_the_live_screenshots(&file, SHOTS);
}

/// The frames of a presenting client are its presentations: 200 presentations make frames
/// 0–200 (the last one the teardown). The replay's screenshots of frames 10 and 150 equal
/// the live run's, byte for byte, and differ from each other (the cube turns), so they come
/// from the replay's own rendering.
#[test]
fn vkcube_presented_by_the_renderer_replays_to_the_live_screenshots() {
    let dir = TempDir::new("replay-vkcube");
    let file = capture(&dir.0, SHOTS, |_| {
        let mut c = Command::new("vkcube");
        c.args(["--c", FRAMES]);
        c
    });
    let (_, frames) = info(&file);
    assert_eq!(frames, 201, "one frame per presentation, and the teardown");
    let out = replays_to_the_live_screenshots(&file, SHOTS);
    assert!(out.contains("replayed frames 0-150:"), "{out}");
    // Where the renderer cannot share host-visible memory (a driver no `placed-mem` path
    // serves; here every path but ion, which this machine lacks, is left out), replay maps
    // the memory through the driver itself: the same pictures.
    let config = dir.0.join("no-sharing.toml");
    std::fs::write(&config, "memory_paths = [\"ion\"]\n").unwrap();
    let out =
        replays_to_the_live_screenshots_with(&file, SHOTS, &["--config", config.to_str().unwrap()]);
    assert!(out.contains("replayed frames 0-150:"), "{out}");
}

/// `vkd3d-gears` (Direct3D 12 through vkd3d, two streams), stopped after a few seconds: its
/// trace replays to the live screenshots of frames 5 and 40 (the gears turn).
#[test]
fn vkd3d_gears_presented_by_the_renderer_replays_to_the_live_screenshots() {
    let dir = TempDir::new("replay-vkd3d-gears");
    let file = capture(&dir.0, [5, 40], |_| {
        let mut c = Command::new("timeout");
        c.args(["4", "vkd3d-gears"]);
        c
    });
    let (_, frames) = info(&file);
    assert!(frames > 41, "{frames} frames");
    replays_to_the_live_screenshots(&file, [5, 40]);
}
