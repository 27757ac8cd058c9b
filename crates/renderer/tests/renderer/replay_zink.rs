//! Capture and replay of zink (OpenGL on Vulkan) running glmark2's `texture` scene through
//! vkrelay: the trace replays whole, every reply as recorded. zink shows its frames itself
//! (the software window system), so its frames end at submissions; their screenshots are the
//! image each frame rendered last (`crates/renderer/src/trace/pictures.rs`), taken live
//! (`--capture-screenshots`) and in replay (`--screenshot`): equal byte for byte.

use std::process::Command;
use std::time::Duration;

use crate::clients::{Xvfb, zink};
use crate::relay::{Renderer, TempDir, run_app};
use crate::replay::{info, replay, wait_whole};
use crate::replay_present::replays_to_the_live_screenshots;

/// The frames screenshot (the cube turns between them).
const SHOTS: [u64; 2] = [10, 40];

#[test]
fn zink_glmark2_traces_replay_whole_to_the_live_screenshots() {
    let dir = TempDir::new("replay-zink");
    let file = dir.0.join("zink.trace");
    let list = format!("{},{}", SHOTS[0], SHOTS[1]);
    let renderer = Renderer::start_with(
        &dir.0,
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
    let mut cmd: Command = zink("glmark2", &x);
    cmd.args(["--size", "320x240", "-b", "texture:duration=1"]);
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(300));
    assert!(
        out.status.success(),
        "glmark2: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    wait_whole(&file);
    let (_, frames) = info(&file);
    // A second of `texture`: many frames, a submission each.
    assert!(frames > 50, "{frames} frames");
    let r = replay(&file, &[], &[]);
    let stdout = String::from_utf8_lossy(&r.stdout);
    assert!(
        r.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&r.stderr)
    );
    assert!(
        stdout.contains(&format!("replayed frames 0-{}:", frames - 1)),
        "{stdout}"
    );
    assert!(stdout.contains(" 0 replies differ"), "{stdout}");
    replays_to_the_live_screenshots(&file, SHOTS);
}
