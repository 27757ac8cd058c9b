//! Several fences and timeline semaphores pending for a long time at once: the renderer's
//! watcher threads must sleep through it. lavapipe has no wait on any of several objects
//! (Mesa's common code polls them in a loop for such a wait), so a watcher that asked the
//! driver for one would spin a CPU for as long as its objects stay pending.

use std::time::{Duration, Instant};

use ash::vk;

use super::{Gpu, check, client, passed};
use crate::relay::{Renderer, TempDir, run_app};

/// How long the client keeps its submissions parked behind a host signal.
const PARK: Duration = Duration::from_millis(1500);

/// The client half (`VKRELAY_SYNC_MODE=parked`): two submissions that wait for a value the
/// host signals only after [`PARK`], each signalling a timeline semaphore of its own and a
/// fence of its own, so that each watcher holds two pending objects meanwhile.
pub(super) fn parked(g: &Gpu) {
    use vk::Result as R;
    let host = g.timeline(0);
    let (t1, t2) = (g.timeline(0), g.timeline(0));
    let (f1, f2) = (g.fence(false), g.fence(false));
    g.submit(Some((host, 1)), Some((t1, 1)), f1);
    g.submit(Some((host, 1)), Some((t2, 1)), f2);
    passed("parked");
    std::thread::sleep(PARK);
    assert_eq!(g.status(f1), R::NOT_READY);
    assert_eq!(g.value(t2), 0);
    g.signal(host, 1);
    assert_eq!(g.wait(&[f1, f2], true, u64::MAX), R::SUCCESS);
    assert_eq!(
        g.wait_values(&[t1, t2], &[1, 1], false, u64::MAX),
        R::SUCCESS
    );
    // SAFETY: live objects whose submissions completed.
    unsafe {
        for s in [host, t1, t2] {
            g.device.destroy_semaphore(s, None);
        }
        for f in [f1, f2] {
            g.device.destroy_fence(f, None);
        }
    }
    passed("released");
}

/// CPU seconds (user and system) of each thread of process `pid` whose name starts with
/// `vkrelay-fen` or `vkrelay-tim` (the watchers), by thread id.
fn watcher_cpu(pid: u32) -> Vec<(String, f64)> {
    // SAFETY: sysconf has no preconditions.
    let tick = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for t in tasks.flatten() {
        let comm = std::fs::read_to_string(t.path().join("comm")).unwrap_or_default();
        let comm = comm.trim();
        if !(comm.starts_with("vkrelay-fen") || comm.starts_with("vkrelay-tim")) {
            continue;
        }
        let Ok(stat) = std::fs::read_to_string(t.path().join("stat")) else {
            continue;
        };
        // Fields after the name's closing parenthesis: state is the 3rd field of the line,
        // utime and stime the 14th and 15th.
        let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
            continue;
        };
        let f: Vec<&str> = rest.split_whitespace().collect();
        let ticks: f64 = f[11].parse::<f64>().unwrap() + f[12].parse::<f64>().unwrap();
        let id = t.file_name().to_string_lossy().into_owned();
        out.push((format!("{comm} {id}"), ticks / tick));
    }
    out
}

/// While two fences and two timeline semaphores stay pending for [`PARK`], the watcher
/// threads together use at most a tenth of that in CPU time, and everything completes once
/// the host signals.
#[test]
fn watchers_sleep_while_several_objects_stay_pending() {
    let dir = TempDir::new("sync-parked");
    // The client's session in the renderer's own process, where its threads can be read.
    let renderer = Renderer::start_with(&dir.0, &["--isolation", "none"]);
    let pid = renderer.child.id();
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    // Samples the watchers' CPU time until the client ends (their threads end with its
    // device, so the last sample before that counts).
    let sampler = {
        let done = std::sync::Arc::clone(&done);
        std::thread::spawn(move || {
            let mut most = std::collections::HashMap::<String, f64>::new();
            let start = Instant::now();
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                for (k, v) in watcher_cpu(pid) {
                    let e = most.entry(k).or_default();
                    *e = e.max(v);
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            (most, start.elapsed())
        })
    };
    let out = run_app(
        client("parked"),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let (most, _) = sampler.join().unwrap();
    check(&out, &["parked", "released"]);
    drop(renderer);
    let total: f64 = most.values().sum();
    eprintln!("watcher CPU over a {PARK:?} park: {most:?}");
    assert!(
        most.keys().any(|k| k.starts_with("vkrelay-fen"))
            && most.keys().any(|k| k.starts_with("vkrelay-tim")),
        "both watchers should have run: {most:?}"
    );
    assert!(
        total < PARK.as_secs_f64() / 10.0,
        "the watchers used {total:.3} CPU seconds while their objects were pending for \
         {PARK:?}: {most:?}"
    );
}
