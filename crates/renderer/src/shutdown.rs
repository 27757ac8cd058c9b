//! Stopping `serve` on `SIGTERM`, `SIGINT` or `SIGHUP` with nothing lost: the live captures
//! write what they hold and their last chunk before the process ends, where the signal's
//! default action would cut each trace by up to a batch (about 16 ms of frames, the
//! client's teardown included). A supervisor first passes the signal to its workers (which
//! hold the captures) and waits for them.
//!
//! [`block`] runs on the main thread before any other thread starts, so that every thread
//! inherits the mask and the signals reach only [`on_signal`]'s thread; that thread then
//! ends the process with the signal's own default action (the exit status says which).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use nix::sys::signal::{self, SigHandler, SigSet, SigmaskHow, Signal};

/// The signals `serve` stops on.
const STOPS: [Signal; 3] = [Signal::SIGTERM, Signal::SIGINT, Signal::SIGHUP];

/// Set once a stop signal was taken.
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Whether the process is stopping on a signal (workers that end then are not failures).
pub fn stopping() -> bool {
    STOPPING.load(Ordering::Acquire)
}

/// How long a supervisor waits for its workers to end after passing them the signal.
pub const WORKERS_BOUND: Duration = Duration::from_secs(5);

fn set() -> SigSet {
    let mut s = SigSet::empty();
    for sig in STOPS {
        s.add(sig);
    }
    s
}

/// Blocks the stop signals in this thread and every thread it starts from now on. Call it on
/// the main thread before any other thread starts.
pub fn block() {
    if let Err(e) = signal::pthread_sigmask(SigmaskHow::SIG_BLOCK, Some(&set()), None) {
        tracing::warn!("cannot block the stop signals: {e}; a signal ends the renderer at once");
    }
}

/// Starts the thread that takes the stop signals: it runs `before` with the signal, then ends
/// the process with that signal's default action.
pub fn on_signal(before: impl FnOnce(Signal) + Send + 'static) {
    let started = std::thread::Builder::new()
        .name("vkrelay-signals".into())
        .spawn(move || {
            let sig = match set().wait() {
                Ok(s) => s,
                Err(e) => {
                    tracing::warn!("waiting for the stop signals failed: {e}");
                    return;
                }
            };
            STOPPING.store(true, Ordering::Release);
            tracing::info!("{sig}: finishing the captures, then stopping");
            before(sig);
            end_with(sig);
        });
    if let Err(e) = started {
        tracing::warn!("cannot start the signal thread: {e}");
        let _ = signal::pthread_sigmask(SigmaskHow::SIG_UNBLOCK, Some(&set()), None);
    }
}

/// Ends the process with `sig`'s default action.
fn end_with(sig: Signal) -> ! {
    // SAFETY: restoring a signal's default action; no handler of ours is replaced.
    let _ = unsafe { signal::signal(sig, SigHandler::SigDfl) };
    let mut one = SigSet::empty();
    one.add(sig);
    let _ = signal::pthread_sigmask(SigmaskHow::SIG_UNBLOCK, Some(&one), None);
    let _ = signal::raise(sig);
    std::process::exit(128 + sig as i32);
}

/// Passes `sig` to each of `pids` and waits, at most [`WORKERS_BOUND`], for them to end.
pub fn stop_processes(pids: &[u32], sig: Signal) {
    let alive = |p: u32| signal::kill(nix::unistd::Pid::from_raw(p as i32), None).is_ok();
    for &p in pids {
        let _ = signal::kill(nix::unistd::Pid::from_raw(p as i32), sig);
    }
    let start = Instant::now();
    while pids.iter().any(|&p| alive(p) && !zombie(p)) {
        if start.elapsed() > WORKERS_BOUND {
            tracing::warn!("workers still run {WORKERS_BOUND:?} after {sig}; stopping anyway");
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Whether process `pid` ended and waits to be reaped.
fn zombie(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().next().map(|st| st == "Z"))
        })
        .unwrap_or(true)
}
