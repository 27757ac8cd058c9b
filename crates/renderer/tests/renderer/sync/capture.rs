//! The sync client under capture: a screenshot of a frame whose work waits for a later host
//! signal, the replay of that trace, and a renderer stopped by `SIGTERM` while a captured
//! client idles.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{check, client};
use crate::relay::{Renderer, TempDir, run_app, through_vkrelay};

/// Under capture with a screenshot of frame 0, whose submission waits for a timeline value
/// the host signals next on the same stream: the screenshot's copy gives up after its bound
/// (5 s) with a warning, the signal runs, and the client ends; nothing hangs. The picture
/// itself is left out.
#[test]
fn a_screenshot_of_a_frame_held_back_by_a_later_signal_gives_up() {
    let dir = TempDir::new("sync-picture");
    let trace = dir.0.join("held.trace");
    let log = dir.0.join("renderer.log");
    let renderer = Renderer::start_env(
        &dir.0,
        &[
            "--capture",
            trace.to_str().unwrap(),
            "--capture-screenshots",
            "0",
        ],
        &[("VKRELAY_LOG", "info")],
        Some(&log),
    );
    let start = Instant::now();
    let out = run_app(
        client("picture"),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    check(&out, &["picture held back"]);
    assert!(start.elapsed() < Duration::from_secs(60));
    // Stopped, not killed: the capture of the client's last requests (the host signal among
    // them) is finished even where the renderer has not seen the client leave yet.
    renderer.stop();
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("a screenshot's copy did not end within 5s"),
        "{text}"
    );
    assert!(!dir.0.join("held.trace.frame-0.png").exists());

    // The trace replays. Its host signal runs without waiting for the work it releases
    // first, so a plain replay holds nothing back.
    let out = replay_within(&trace, &[]);
    assert!(out.contains("replayed frames 0-"), "{out}");
    assert!(!out.contains("held back"), "{out}");
    // A screenshot of frame 0 is taken once frame 1 begins, before the signal: its wait
    // gives up after its bound, the picture is left out, and replay goes on to the signal.
    let shots = dir.0.join("shots");
    std::fs::create_dir_all(&shots).unwrap();
    let s = shots.to_str().unwrap();
    let out = replay_within(&trace, &["--screenshot", "0", "--out", s]);
    assert!(out.contains("frame 0's work is held back"), "{out}");
    assert!(
        out.contains("held back by a later request (a host signal) past a wait's bound: 1 times"),
        "{out}"
    );
    assert!(!shots.join("frame-0.png").exists());
    // Replay stopped after frame 0 never runs the signal: the work still waits at the end,
    // and the teardown, which would wait for it forever, is left out.
    let out = replay_within(&trace, &["--frames", "0-0"]);
    assert!(
        out.contains("still waits at the end of the replay"),
        "{out}"
    );
    // Looping such a replay would leave a device running per pass: it stops after the
    // first, with an error.
    let (ok, out) = replay_result(&trace, &["--frames", "0-0", "--loop", "3"]);
    assert!(!ok, "{out}");
    assert_eq!(out.matches("replayed frames 0-").count(), 1, "{out}");
    assert!(out.contains("pass 1 left submitted work waiting"), "{out}");
    assert!(out.contains("--loop stops here"), "{out}");
}

/// `vkrelay-renderer replay FILE ARGS` on lavapipe, which must succeed within a minute (it
/// is killed past that); its stdout and stderr.
fn replay_within(trace: &std::path::Path, args: &[&str]) -> String {
    let (ok, text) = replay_result(trace, args);
    assert!(ok, "replay {args:?}: {text}");
    text
}

/// `vkrelay-renderer replay FILE ARGS` on lavapipe, which must end within a minute (it is
/// killed past that): whether it succeeded, and its stdout and stderr.
fn replay_result(trace: &std::path::Path, args: &[&str]) -> (bool, String) {
    let mut child = crate::replay::replay_command(trace, &[], args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("replay {args:?} hung");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// `serve --capture` stopped by `SIGTERM` while its client idles in frame 0 (its requests
/// still held by the capture, not written): the capture is finished before the renderer
/// ends, by the worker that serves the client (`--isolation process`, the signal passed on
/// by the supervisor) or by the renderer itself (`none`). The trace holds the client's
/// requests, and the renderer ends by the signal.
#[test]
fn a_renderer_stopped_by_sigterm_finishes_its_captures() {
    for isolation in ["process", "none"] {
        let dir = TempDir::new("sync-sigterm");
        let trace = dir.0.join("idle.trace");
        let renderer = Renderer::start_with(
            &dir.0,
            &[
                "--capture",
                trace.to_str().unwrap(),
                "--isolation",
                isolation,
            ],
        );
        let mut app = client("idle");
        let mut app = through_vkrelay(&mut app, &dir.0, &renderer.socket)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(app.stdout.take().unwrap()).lines();
        assert!(
            lines.any(|l| l.is_ok_and(|l| l.contains("PASSED idle"))),
            "{isolation}: the client did not get ready"
        );
        let status = renderer.stop();
        let _ = app.kill();
        let _ = app.wait();
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(status.signal(), Some(15), "{isolation}: {status}");
        let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
            .args(["trace", "dump"])
            .arg(&trace)
            .output()
            .unwrap();
        let dump = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{isolation}: {dump}");
        for made in ["vkCreateDevice", "vkCreateFence", "vkCreateSemaphore"] {
            assert!(
                dump.contains(made),
                "{isolation}: {made} is not in the trace:\n{dump}"
            );
        }
    }
}
