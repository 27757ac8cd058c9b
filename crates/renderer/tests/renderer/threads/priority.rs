//! Stream priorities (`--stream-class`, `--stream-nice`): a stream thread that replays
//! recorded command buffers lowers its own priority, while the driver's threads keep the
//! renderer's.

use std::process::Stdio;
use std::time::{Duration, Instant};

use super::gpu::{Gpu, render_pass_frames};
use super::processes::{helper, start_renderer};
use crate::relay::{TempDir, on_lavapipe};

#[test]
#[ignore = "helper process of replaying_streams_lower_their_priority_and_the_drivers_threads_keep_theirs"]
fn priority_client() {
    let Some(g) = Gpu::new() else { return };
    render_pass_frames(&g, 3);
    println!("PRIORITY CLIENT READY");
    // Keeps its device (and so the renderer's threads for it) until the test has looked.
    let go = std::path::PathBuf::from(std::env::var_os("PRIORITY_GO").unwrap());
    let start = Instant::now();
    while !go.exists() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(20));
    }
    println!("PRIORITY CLIENT OK");
}

/// The name, nice value and scheduling policy (`SCHED_*`) of every thread of process `pid`.
fn thread_priorities(pid: u32) -> Vec<(String, i64, i32)> {
    // The nice value is the 19th field of the line, the policy the 41st.
    crate::relay::thread_stats(pid)
        .into_iter()
        .map(|(name, f)| (name, f[16].parse().unwrap(), f[38].parse().unwrap()))
        .collect()
}

/// The nice value the renderer started at (its main thread's, inherited from the test: the
/// tests may run under `nice`), which the driver's threads and unlowered streams keep.
fn base_nice(threads: &[(String, i64, i32)]) -> i64 {
    threads
        .iter()
        .find(|t| t.0 == "vkrelay-rendere")
        .map(|t| t.1)
        .unwrap_or_else(|| panic!("no main thread among {threads:?}"))
}

/// Runs `priority_client` against a renderer started with `args`, and returns the renderer's
/// threads (name, nice, policy) while the client still holds its device, and whether the
/// renderer rescued a starved stream meanwhile (on a loaded machine: the rescued stream runs
/// at the renderer's priority again and no stream lowers its own after it, see
/// `vkrelay_renderer::starve`).
fn priorities_while_a_client_renders(args: &[&str]) -> (Vec<(String, i64, i32)>, bool) {
    let dir = TempDir::new("threads-priority");
    // One process, so the client's threads are the renderer's own.
    let args: Vec<&str> = args
        .iter()
        .copied()
        .chain(["--isolation", "none"])
        .collect();
    let (renderer, log) = start_renderer(&dir.0, &args);
    let socket = dir.0.join("vkrelay.sock");
    let go = dir.0.join("go");
    let mut cmd = helper("threads::priority::priority_client", &socket, &dir.0);
    let mut child = cmd
        .env("PRIORITY_GO", &go)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    let ready = lines.any(|l| l.is_ok_and(|l| l.contains("PRIORITY CLIENT READY")));
    let threads = thread_priorities(renderer.0.id());
    std::fs::write(&go, b"").unwrap();
    let done = lines.any(|l| l.is_ok_and(|l| l.contains("PRIORITY CLIENT OK")));
    let _ = child.wait();
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(ready && done, "the client failed; renderer:\n{log}");
    (threads, log.contains("lowered priority is starved"))
}

/// Whether the stream threads show `lowered` (nice, policy) for the stream that replays, or,
/// where the renderer rescued a starved stream, every stream is at `lowered` or back at the
/// renderer's own priority.
fn streams_lowered(threads: &[(String, i64, i32)], rescued: bool, lowered: (i64, i32)) -> bool {
    let base = (base_nice(threads), libc::SCHED_OTHER);
    let mut streams = threads
        .iter()
        .filter(|t| t.0 == "vkrelay-stream")
        .map(|t| (t.1, t.2));
    if rescued {
        streams.all(|t| t == lowered || t == base)
    } else {
        streams.any(|t| t == lowered)
    }
}

/// With `--stream-class nice`, a stream thread that replays recorded command buffers runs at
/// `stream_nice` (19 by default), while the driver's threads, started when the device was
/// created, keep the renderer's priority; `--stream-nice 0` leaves every thread where it was.
#[test]
fn replaying_streams_lower_their_priority_and_the_drivers_threads_keep_theirs() {
    let (threads, rescued) = priorities_while_a_client_renders(&["--stream-class", "nice"]);
    assert!(
        streams_lowered(&threads, rescued, (19, libc::SCHED_OTHER)),
        "rescued: {rescued}, {threads:?}"
    );
    let base = base_nice(&threads);
    let rasterizers: Vec<i64> = threads
        .iter()
        .filter(|(n, ..)| n.starts_with("llvmpipe-"))
        .map(|t| t.1)
        .collect();
    // Another driver (`VKRELAY_TEST_NATIVE_DRIVER_FILES`) names its threads otherwise.
    if on_lavapipe() {
        assert!(
            !rasterizers.is_empty(),
            "lavapipe started no llvmpipe threads: {threads:?}"
        );
    }
    assert!(rasterizers.iter().all(|&n| n == base), "{threads:?}");

    // (Mesa's shader-cache thread lowers its own priority: only ours and the rasterizers.)
    let (threads, _) =
        priorities_while_a_client_renders(&["--stream-class", "nice", "--stream-nice", "0"]);
    assert!(
        threads
            .iter()
            .filter(|(n, ..)| n == "vkrelay-stream" || n.starts_with("llvmpipe-"))
            .all(|t| t.1 == base_nice(&threads)),
        "{threads:?}"
    );
}

/// With `--stream-class idle` a replaying stream thread moves to the idle scheduling class
/// (`SCHED_IDLE`) while the driver's threads stay in the normal one at the renderer's nice value; by default
/// (`auto`) it does so on a machine of up to `SMALL_MACHINE_CPUS` CPUs and takes nice 19 on
/// a larger one.
#[test]
fn replaying_streams_take_the_idle_class_on_small_machines() {
    let of = |threads: &[(String, i64, i32)], name: &str| -> Vec<(i64, i32)> {
        threads
            .iter()
            .filter(|t| t.0.starts_with(name))
            .map(|t| (t.1, t.2))
            .collect()
    };
    let (threads, rescued) = priorities_while_a_client_renders(&["--stream-class", "idle"]);
    let base = base_nice(&threads);
    assert!(
        streams_lowered(&threads, rescued, (base, libc::SCHED_IDLE)),
        "rescued: {rescued}, {threads:?}"
    );
    let rasterizers = of(&threads, "llvmpipe-");
    assert!(
        (!rasterizers.is_empty() || !on_lavapipe())
            && rasterizers.iter().all(|&t| t == (base, libc::SCHED_OTHER)),
        "{threads:?}"
    );

    let (threads, rescued) = priorities_while_a_client_renders(&[]);
    let cpus = std::thread::available_parallelism().unwrap().get();
    let expected = if cpus <= vkrelay_renderer::config::SMALL_MACHINE_CPUS {
        (base_nice(&threads), libc::SCHED_IDLE)
    } else {
        (19, libc::SCHED_OTHER)
    };
    assert!(
        streams_lowered(&threads, rescued, expected),
        "{cpus} CPUs, rescued: {rescued}, {threads:?}"
    );
}
