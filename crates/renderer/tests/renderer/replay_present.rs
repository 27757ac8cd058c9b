//! Capture and replay of a real client whose swapchain the renderer presents: `vkcube`
//! (Khronos loader, lavapipe, Xvfb) with `VKRELAY_PRESENT=renderer`. The live renderer
//! writes the presented image of chosen frames (`--capture-screenshots`); replay, with no
//! window, renders the trace again and writes the same frames' presented images
//! (`--screenshot`): they are equal byte for byte.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::clients::Xvfb;
use crate::relay::{Renderer, TempDir, run_app};
use crate::replay::{info, replay, rgba};

/// vkcube's frame count, and the frames screenshot (the cube turns between them).
const FRAMES: &str = "200";
const SHOTS: [u64; 2] = [10, 150];

/// Captures `vkcube --c FRAMES` presented by the renderer, with live screenshots of
/// [`SHOTS`]; returns the trace once whole.
fn capture_vkcube(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("vkcube.trace");
    let shots = format!("{},{}", SHOTS[0], SHOTS[1]);
    let renderer = Renderer::start_with(
        dir,
        &[
            "--isolation",
            "none",
            "--capture",
            file.to_str().unwrap(),
            "--capture-screenshots",
            &shots,
        ],
    );
    let x = Xvfb::start();
    let mut cmd = Command::new("vkcube");
    cmd.args(["--c", FRAMES])
        .env("DISPLAY", &x.display)
        .env("VKRELAY_PRESENT", "renderer");
    let out = run_app(cmd, dir, &renderer.socket, Duration::from_secs(300));
    assert!(
        out.status.success(),
        "vkcube: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let start = Instant::now();
    while !info(&file).0 {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the trace was not finished"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    file
}

/// The frames of a presenting client are its presentations: 200 presentations make frames
/// 0–200 (the last one the teardown). The replay's screenshots of frames 10 and 150 equal
/// the live run's, byte for byte, and differ from each other (the cube turns), so they come
/// from the replay's own rendering.
#[test]
fn vkcube_presented_by_the_renderer_replays_to_the_live_screenshots() {
    let dir = TempDir::new("replay-vkcube");
    let file = capture_vkcube(&dir.0);
    let (_, frames) = info(&file);
    assert_eq!(frames, 201, "one frame per presentation, and the teardown");
    let live: Vec<_> = SHOTS
        .iter()
        .map(|n| {
            let mut p = file.as_os_str().to_owned();
            p.push(format!(".frame-{n}.png"));
            std::path::PathBuf::from(p)
        })
        .collect();
    for p in &live {
        assert!(p.exists(), "the live run wrote no {}", p.display());
    }
    let out = dir.0.join("shots");
    let list = format!("{},{}", SHOTS[0], SHOTS[1]);
    let r = replay(
        &file,
        &[],
        &["--screenshot", &list, "--out", out.to_str().unwrap()],
    );
    let stdout = String::from_utf8_lossy(&r.stdout);
    assert!(
        r.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&r.stderr)
    );
    assert!(stdout.contains("replayed frames 0-200:"), "{stdout}");
    assert!(stdout.contains(" 0 replies differ"), "{stdout}");
    let mut pictures = Vec::new();
    for (n, live) in SHOTS.iter().zip(&live) {
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
        "frames {SHOTS:?} are the same picture"
    );
}
