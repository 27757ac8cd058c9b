//! Several fences and timeline semaphores pending for a long time at once: the renderer's
//! watcher threads must not spend more CPU on several than on one. lavapipe (like NVIDIA's
//! driver) polls a wait for any of several objects (Mesa's common code loops over them for
//! the whole wait), so a watcher that asked the driver for one would spin a CPU for as long
//! as its objects stay pending.

use std::time::Duration;

use ash::vk;

use super::{Gpu, check, client, passed};
use crate::relay::{Renderer, TempDir, run_app, thread_files, thread_stats};

/// How long the client keeps its submissions parked behind a host signal, in each phase.
const PARK: Duration = Duration::from_millis(1500);

/// The client half (`VKRELAY_SYNC_MODE=parked`, the renderer's process id in
/// `VKRELAY_TEST_RENDERER_PID`). First one submission, then two, wait for a value the host
/// signals only after [`PARK`], each signalling a timeline semaphore and a fence of its own,
/// so that each watcher holds one pending object, then two. The watchers' CPU time over the
/// second park may exceed that over the first by at most a quarter of it plus a twentieth of
/// the park: NVIDIA's driver spends CPU on a wait for one object too (about a third of a CPU
/// per watcher in 1 ms waits), and two such measurements differ by up to a tenth.
pub(super) fn parked(g: &Gpu) {
    let pid: u32 = std::env::var("VKRELAY_TEST_RENDERER_PID")
        .unwrap()
        .parse()
        .unwrap();
    let (one, wakes_one) = park(g, pid, 1);
    let (two, wakes_two) = park(g, pid, 2);
    eprintln!(
        "watchers over a {PARK:?} park: one object each {one:.3} CPU seconds, {wakes_one} \
         wake-ups; two each {two:.3} CPU seconds, {wakes_two} wake-ups"
    );
    assert!(
        two <= one * 1.25 + PARK.as_secs_f64() / 20.0,
        "the watchers used {two:.3} CPU seconds with two objects each pending, {one:.3} with one"
    );
    // Everything pending was submitted to one queue: each watcher waits for the first
    // submission's object alone, in 100 ms slices, not in 1 ms ones (about 1400 wake-ups
    // each).
    for w in [wakes_one, wakes_two] {
        assert!(
            w <= MAX_WAKES,
            "the watchers woke {w} times over the park, more than {MAX_WAKES}"
        );
    }
    passed("parked");
}

/// The most wake-ups both watchers may take over a [`PARK`] with only objects of one queue
/// pending: a fifth of what 1 ms slices take (2760 on lavapipe). Their own 100 ms slices take
/// 30 (28 measured on lavapipe); NVIDIA's driver wakes inside a long wait every 10 ms (300
/// measured on an H100).
const MAX_WAKES: u64 = 550;

/// Parks `n` submissions (each signalling a timeline semaphore and a fence) behind a host
/// signal for [`PARK`], then releases them and waits for them; the CPU seconds the watchers
/// of renderer process `pid` used over the park, and the times they blocked.
fn park(g: &Gpu, pid: u32, n: usize) -> (f64, u64) {
    use vk::Result as R;
    let host = g.timeline(0);
    let sems: Vec<vk::Semaphore> = (0..n).map(|_| g.timeline(0)).collect();
    let fences: Vec<vk::Fence> = (0..n).map(|_| g.fence(false)).collect();
    for (&s, &f) in sems.iter().zip(&fences) {
        g.submit(Some((host, 1)), Some((s, 1)), f);
    }
    // The watchers take the objects and start waiting.
    std::thread::sleep(Duration::from_millis(100));
    let (before, woke) = (watcher_cpu(pid), watcher_wakes(pid));
    std::thread::sleep(PARK);
    let used = watcher_cpu(pid) - before;
    let wakes = watcher_wakes(pid) - woke;
    assert_eq!(g.status(fences[0]), R::NOT_READY);
    assert_eq!(g.value(sems[n - 1]), 0);
    g.signal(host, 1);
    assert_eq!(g.wait(&fences, true, u64::MAX), R::SUCCESS);
    let ones = vec![1; n];
    assert_eq!(g.wait_values(&sems, &ones, false, u64::MAX), R::SUCCESS);
    // SAFETY: live objects whose submissions completed.
    unsafe {
        for s in sems.into_iter().chain([host]) {
            g.device.destroy_semaphore(s, None);
        }
        for f in fences {
            g.device.destroy_fence(f, None);
        }
    }
    (used, wakes)
}

/// Whether `name` is a watcher thread's (`vkrelay-fences`, `vkrelay-timeline`).
fn watcher(name: &str) -> bool {
    name.starts_with("vkrelay-fen") || name.starts_with("vkrelay-tim")
}

/// The times the watcher threads of process `pid` blocked (voluntary context switches).
fn watcher_wakes(pid: u32) -> u64 {
    thread_files(pid, "status")
        .into_iter()
        .filter(|(name, _)| watcher(name))
        .filter_map(|(_, status)| {
            let n = status
                .lines()
                .find_map(|l| l.strip_prefix("voluntary_ctxt_switches:"))?;
            Some(n.trim().parse::<u64>().unwrap())
        })
        .sum()
}

/// CPU seconds (user and system) the threads of process `pid` named like its watchers
/// (`vkrelay-fences`, `vkrelay-timeline`) have used.
fn watcher_cpu(pid: u32) -> f64 {
    // SAFETY: sysconf has no preconditions.
    let tick = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    thread_stats(pid)
        .into_iter()
        .filter(|(name, _)| watcher(name))
        // utime and stime are the 14th and 15th fields of the line.
        .map(|(_, f)| (f[11].parse::<f64>().unwrap() + f[12].parse::<f64>().unwrap()) / tick)
        .sum()
}

/// Two fences and two timeline semaphores pending for [`PARK`] cost the watcher threads no
/// more CPU than one of each (the client measures and asserts it), and everything completes
/// once the host signals.
#[test]
fn watchers_spend_no_more_on_several_pending_objects_than_on_one() {
    let dir = TempDir::new("sync-parked");
    // The client's session in the renderer's own process, where its threads can be read.
    let renderer = Renderer::start_with(&dir.0, &["--isolation", "none"]);
    let mut cmd = client("parked");
    cmd.env("VKRELAY_TEST_RENDERER_PID", renderer.child.id().to_string());
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    eprintln!("{}", String::from_utf8_lossy(&out.stderr));
    check(&out, &["parked"]);
}
