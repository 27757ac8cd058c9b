//! Rescuing stream threads that a lowered priority starves.
//!
//! A stream thread that replays recordings lowers its priority ([`crate::config::Config::
//! stream_priority`]): on an otherwise idle machine that lets the driver's threads and the
//! application's have the cores. When other threads keep every CPU busy, though, a thread in
//! the idle class or at nice 19 hardly runs at all, and the application, which waits for it,
//! stalls with it: glmark2 `texture` through vkrelay on a 2-core VM with two busy-looping
//! processes ran at 12–27 fps at the low priorities, against ~600 at nice 0 (native: ~1500).
//!
//! An unprivileged thread cannot raise its priority back, so a starved stream moves to a new
//! thread: [`Watch`] notices the starvation from the thread's scheduler statistics, and
//! [`respawn`] hands the stream's state to a thread started by the spawner, which itself runs
//! at the renderer's priority (it is started by [`start_spawner`], from the thread that
//! starts the server). From then on ([`starved`]) no stream of this renderer lowers its
//! priority again: the load that starved one is likely to starve the others.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Work for the spawner: run on a new thread.
type Job = Box<dyn FnOnce() + Send + 'static>;

static SPAWNER: OnceLock<Mutex<Sender<Job>>> = OnceLock::new();
static STARVED: AtomicBool = AtomicBool::new(false);

/// Whether a stream thread of this renderer was starved at its lowered priority: no stream
/// lowers its priority any more.
pub fn starved() -> bool {
    STARVED.load(Ordering::Relaxed)
}

/// Starts the spawner thread (once per process; later calls do nothing). Call it from a
/// thread at the priority that rescued streams should get, before any stream lowers its
/// own: threads inherit their creator's priority.
pub fn start_spawner() -> std::io::Result<()> {
    if SPAWNER.get().is_some() {
        return Ok(());
    }
    let (tx, rx) = channel::<Job>();
    std::thread::Builder::new()
        .name("vkrelay-spawn".into())
        .spawn(move || {
            for job in rx {
                if let Err(e) = std::thread::Builder::new()
                    .name("vkrelay-stream".into())
                    .spawn(job)
                {
                    tracing::error!("cannot start a thread for a starved stream: {e}");
                }
            }
        })?;
    let _ = SPAWNER.set(Mutex::new(tx));
    Ok(())
}

/// Marks the renderer starved and runs `job` on a new thread at the spawner's priority;
/// gives `job` back when there is no spawner (then the caller goes on as it was).
pub fn respawn(job: Job) -> Result<(), Job> {
    STARVED.store(true, Ordering::Relaxed);
    spawn(job)
}

/// Runs `job` on a new thread at the spawner's priority; gives it back without a spawner.
fn spawn(job: Job) -> Result<(), Job> {
    let Some(tx) = SPAWNER.get() else {
        return Err(job);
    };
    let tx = tx.lock().unwrap_or_else(|e| e.into_inner());
    tx.send(job).map_err(|e| e.0)
}

/// Runs `f` on a thread at the renderer's priority (started by the spawner) and returns its
/// result, for work that starts threads of its own which must not inherit a stream's
/// lowered priority (a swapchain's present thread, which the application waits for at every
/// acquire). Without a spawner, or when the thread cannot start, `f` runs here.
pub fn at_renderer_priority<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> R {
    let slot = std::sync::Arc::new(Mutex::new(Some(f)));
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    let theirs = std::sync::Arc::clone(&slot);
    let job: Job = Box::new(move || {
        let f = theirs.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(f) = f {
            let _ = tx.send(std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)));
        }
    });
    if spawn(job).is_ok()
        && let Ok(outcome) = rx.recv()
    {
        return outcome.unwrap_or_else(|p| std::panic::resume_unwind(p));
    }
    // No answer: the job never ran (no spawner, or no thread), so `f` is still in the slot.
    let f = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
    match f {
        Some(f) => f(),
        None => unreachable!("a job that ran sends its outcome"),
    }
}

/// The slice (µs) [`short_slice`] asks for; 0: none (see [`crate::config::Config::thread_slice`]).
static SLICE_US: AtomicU64 = AtomicU64::new(0);

/// Sets the slice [`short_slice`] asks for (from the config, before clients come).
pub fn set_thread_slice(slice: Duration) {
    SLICE_US.store(slice.as_micros() as u64, Ordering::Relaxed);
}

/// Asks the scheduler for the configured time slice for the calling thread
/// ([`crate::config::Config::thread_slice`]); nothing where none is configured.
pub fn short_slice() {
    let us = SLICE_US.load(Ordering::Relaxed);
    if us > 0 {
        set_slice(us * 1000);
    }
}

/// Gives the calling thread the kernel's default slice again (a thread that lowers its
/// priority below the application's threads should not also preempt them).
pub fn default_slice() {
    if SLICE_US.load(Ordering::Relaxed) > 0 {
        set_slice(0);
    }
}

/// `sched_setattr` of the calling normal-class thread with `runtime` ns as its slice (0: the
/// default), keeping its nice value. Failures (an older kernel's range check) are logged at
/// debug level: the slice is a hint.
fn set_slice(runtime: u64) {
    /// Linux's `SCHED_NORMAL` (`SCHED_OTHER`; the libc crate names it differently for Android).
    const SCHED_NORMAL: libc::c_int = 0;
    /// `struct sched_attr` (`SCHED_ATTR_SIZE_VER0`), which the libc crate lacks.
    #[repr(C)]
    struct SchedAttr {
        size: u32,
        policy: u32,
        flags: u64,
        nice: i32,
        priority: u32,
        runtime: u64,
        deadline: u64,
        period: u64,
    }
    // SAFETY: sched_getscheduler, gettid and getpriority have no preconditions.
    let (policy, nice) = unsafe {
        (
            libc::sched_getscheduler(0),
            libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t),
        )
    };
    if policy != SCHED_NORMAL {
        return;
    }
    let attr = SchedAttr {
        size: std::mem::size_of::<SchedAttr>() as u32,
        policy: SCHED_NORMAL as u32,
        flags: 0,
        nice,
        priority: 0,
        runtime,
        deadline: 0,
        period: 0,
    };
    // SAFETY: `attr` is a valid sched_attr of the size it names, alive across the call; pid 0
    // is the calling thread.
    let r = unsafe { libc::syscall(libc::SYS_sched_setattr, 0, &attr as *const SchedAttr, 0) };
    if r != 0 {
        tracing::debug!(
            "cannot set the thread's time slice: {}",
            std::io::Error::last_os_error()
        );
    }
}

/// How long one look at the scheduler statistics covers, at least.
pub const WINDOW: Duration = Duration::from_millis(100);

/// Starved: over a [`WINDOW`], the thread waited runnable for at least a quarter of the time
/// and, on average, at least this long each time before it ran. Measured on a 2-core VM with
/// glmark2 `texture` through vkrelay: 41 µs (idle class) and 95 µs (nice 19) per wait without
/// other load, 21 ms (nice 19) and ~0.5 s (idle class) with two busy-looping processes.
pub const STARVED_WAIT: Duration = Duration::from_millis(2);

/// Watches the calling thread's scheduler statistics (`/proc/thread-self/schedstat`: time
/// run, time waited runnable, times run).
#[derive(Debug)]
pub struct Watch {
    since: Instant,
    last: Option<(u64, u64)>,
}

impl Default for Watch {
    fn default() -> Self {
        Watch::new()
    }
}

impl Watch {
    /// Starts watching the calling thread.
    pub fn new() -> Watch {
        Watch {
            since: Instant::now(),
            last: schedstat(),
        }
    }

    /// Whether the calling thread was starved over the window that ended now (checked once a
    /// [`WINDOW`] has passed; `false` in between, and where the statistics cannot be read).
    pub fn starved(&mut self) -> bool {
        let wall = self.since.elapsed();
        if wall < WINDOW {
            return false;
        }
        self.decide(wall, schedstat())
    }

    /// The decision at the end of a window of `wall`, given the statistics read `now`.
    fn decide(&mut self, wall: Duration, now: Option<(u64, u64)>) -> bool {
        let before = std::mem::replace(&mut self.last, now);
        self.since = Instant::now();
        let (Some((w0, n0)), Some((w1, n1))) = (before, now) else {
            return false;
        };
        is_starved(wall, w1.saturating_sub(w0), n1.saturating_sub(n0))
    }
}

/// The rule of [`STARVED_WAIT`]: `waited` ns runnable over `wall`, in `slices` runs.
fn is_starved(wall: Duration, waited: u64, slices: u64) -> bool {
    let waited = Duration::from_nanos(waited);
    waited * 4 >= wall && waited >= STARVED_WAIT * slices.max(1) as u32
}

/// (Time waited runnable in ns, times run) of the calling thread.
fn schedstat() -> Option<(u64, u64)> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let mut f = text.split_ascii_whitespace().map(|w| w.parse::<u64>().ok());
    let _run = f.next()??;
    Some((f.next()??, f.next()??))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The calling thread's nice value.
    fn nice() -> i32 {
        // SAFETY: getpriority and gettid have no preconditions.
        unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
    }

    /// A thread that lowered its priority (as a stream does) and asks for work at the
    /// renderer's priority gets threads started there at the priority the spawner was started
    /// with; threads it starts itself inherit its lowered one.
    #[test]
    fn threads_started_at_the_renderers_priority_do_not_inherit_a_lowered_one() {
        let base = nice();
        if base >= 19 {
            eprintln!("skipped: the test already runs at nice {base}");
            return;
        }
        start_spawner().unwrap();
        let got = std::thread::spawn(|| {
            // SAFETY: lowers only this thread (raising a nice value needs no privilege).
            unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19) };
            let lowered = nice();
            let inside = at_renderer_priority(|| std::thread::spawn(nice).join().unwrap());
            let own = std::thread::spawn(nice).join().unwrap();
            (lowered, inside, own)
        })
        .join()
        .unwrap();
        assert_eq!(got, (19, base, 19));
        assert!(
            !starved(),
            "asking for the renderer's priority is no starvation"
        );
        assert_eq!(at_renderer_priority(|| 6 * 7), 42);
    }

    /// The calling thread's slice (`sched_getattr`'s runtime, ns).
    fn slice() -> u64 {
        let mut attr = [0u64; 7];
        // SAFETY: a 56-byte buffer (`SCHED_ATTR_SIZE_VER1`) for the calling thread's attributes.
        let r = unsafe { libc::syscall(libc::SYS_sched_getattr, 0, attr.as_mut_ptr(), 56, 0) };
        assert_eq!(r, 0, "{}", std::io::Error::last_os_error());
        attr[3] // size, policy (u32s), flags, nice and priority (u32s), runtime
    }

    /// Custom slices are Linux 6.12's (`uname -r` major.minor).
    fn kernel_has_custom_slices() -> bool {
        let r = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
        let mut v = r.split(['.', '-']).map(|x| x.parse::<u32>().unwrap_or(0));
        (v.next().unwrap_or(0), v.next().unwrap_or(0)) >= (6, 12)
    }

    #[test]
    fn threads_get_the_configured_slice_and_give_it_back() {
        if !kernel_has_custom_slices() {
            eprintln!("skipped: the kernel predates custom slices (Linux 6.12)");
            return;
        }
        set_thread_slice(Duration::from_micros(100));
        let (got, back) = std::thread::spawn(|| {
            short_slice();
            let got = slice();
            default_slice();
            (got, slice())
        })
        .join()
        .unwrap();
        assert_eq!(got, 100_000);
        assert_ne!(back, 100_000, "the default slice again");
        set_thread_slice(Duration::ZERO);
        let untouched = std::thread::spawn(|| {
            let before = slice();
            short_slice();
            (before, slice())
        })
        .join()
        .unwrap();
        assert_eq!(untouched.0, untouched.1, "no slice configured: left alone");
    }

    #[test]
    fn the_rule_separates_the_measured_cases() {
        let s = Duration::from_secs(1);
        // Without load: idle class, nice 19 (a second of glmark2 `texture` on 2 cores).
        assert!(!is_starved(s, 248_000_000, 6062));
        assert!(!is_starved(s, 652_000_000, 6840));
        // Nice 0 with two busy processes: waits, but runs often.
        assert!(!is_starved(s, 993_000_000, 2327));
        // Nice 19 and the idle class with two busy processes.
        assert!(is_starved(s, 1_077_000_000, 51));
        assert!(is_starved(s, 968_000_000, 2));
        // Waited long but rarely: not starved.
        assert!(!is_starved(s, 100_000_000, 1));
    }

    #[test]
    fn this_threads_statistics_read() {
        let (_, slices) = schedstat().expect("/proc/thread-self/schedstat");
        let mut w = Watch::new();
        assert!(!w.starved(), "checked before a window passed");
        let start = Instant::now();
        while start.elapsed() < WINDOW {
            std::hint::spin_loop();
        }
        // Whether this thread waited depends on the machine's load; what it decided is the
        // rule applied to its own statistics, which were read (the window restarted).
        let before = w.last.unwrap();
        let decided = w.starved();
        let after = w.last.expect("statistics read at the window's end");
        assert!(after.1 >= before.1 && after.1 >= slices);
        let waited = after.0 - before.0;
        if !decided {
            assert!(!is_starved(WINDOW * 4, waited, after.1 - before.1));
        }
        assert!(w.since.elapsed() < WINDOW, "the window did not restart");
    }

    #[test]
    fn a_window_is_judged_on_what_changed_in_it() {
        let mut w = Watch {
            since: Instant::now(),
            last: Some((1_000_000_000, 500)),
        };
        let window = Duration::from_millis(100);
        // 60 ms waited runnable in 3 runs: starved.
        assert!(w.decide(window, Some((1_060_000_000, 503))));
        // The next window starts from that reading: 1 ms in 40 runs is not.
        assert!(!w.decide(window, Some((1_061_000_000, 543))));
        // Unreadable statistics decide nothing, and the next window starts over.
        assert!(!w.decide(window, None));
        assert!(!w.decide(window, Some((9_000_000_000, 600))));
        assert!(w.decide(window, Some((9_100_000_000, 601))));
    }
}
