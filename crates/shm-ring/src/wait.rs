//! Waiting: a bounded spin, then a cross-process futex, with a liveness check per slice.
//!
//! # Protocol
//!
//! Checked twice: `tests/shm-ring/model.rs` explores every interleaving of a hand-written
//! step machine of it (with spurious futex timeouts), and `tests/loom.rs` runs the code
//! itself (`wait/protocol.rs`, compiled against loom's atomics and a modelled futex) under loom.
//!
//! Waiter (reader waiting for data; the writer waiting for space is symmetric):
//! 1. `seq = futex_word.load(Acquire)`
//! 2. `status.fetch_or(MY_WAITING, SeqCst)`, then `fence(SeqCst)`
//! 3. re-check the condition (load the peer's counter and status); if it holds, clear
//!    `MY_WAITING` and return
//! 4. `FUTEX_WAIT(futex_word, seq, slice)`; then poll the peer's liveness; go to 1.
//!
//! Waker (publishing its counter; closing and marking fatal set their bit and wake
//! unconditionally):
//! 1. `counter.store(new, SeqCst)`, then `status.load(SeqCst)`; if `PEER_WAITING` is clear,
//!    done
//! 2. `status.fetch_and(!PEER_WAITING)`, `futex_word.fetch_add(1, Release)`, `FUTEX_WAKE`.
//!
//! The waker's SeqCst store and load and the waiter's SeqCst read-modify-write and fence
//! form a store-buffering (Dekker) pair: either the waiter's re-check sees the new counter,
//! or the waker sees the waiting bit. If the waker bumps the sequence
//! after the waiter read it, `FUTEX_WAIT` returns at once because the word changed. So no
//! wake-up is lost, and a waker that finds no waiting bit makes no system call.
//!
//! The futex is a *shared* futex (no `FUTEX_PRIVATE_FLAG`): the kernel keys it by the
//! physical page, so it works between processes that map the same file.

use std::sync::atomic::{AtomicU32, AtomicU64};
use std::time::{Duration, Instant};

use crate::error::{Error, Result};
use crate::layout::Header;
use crate::liveness::PeerWatch;

/// How a blocked end waits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaitConfig {
    /// How long to spin (busy-poll, then yield) before sleeping on the futex, after a short
    /// fixed busy phase that reads no clock. Zero sleeps at once.
    pub spin: Duration,
    /// Longest single futex sleep; after each slice the peer's liveness is polled, so this
    /// bounds how late a dead peer is noticed.
    pub liveness_slice: Duration,
}

impl Default for WaitConfig {
    /// 50 µs of spinning, then sleeps of at most 100 ms between liveness polls.
    fn default() -> Self {
        WaitConfig {
            spin: Duration::from_micros(50),
            liveness_slice: Duration::from_millis(100),
        }
    }
}

pub(crate) fn futex_wait(word: &AtomicU32, expected: u32, timeout: Duration) {
    let ts = libc::timespec {
        tv_sec: timeout.as_secs().min(i32::MAX as u64) as libc::time_t,
        tv_nsec: timeout.subsec_nanos() as _,
    };
    // SAFETY: `word` is a valid, aligned 32-bit word for the duration of the call; FUTEX_WAIT
    // only reads it. Shared (not private) futex: the word lives in a MAP_SHARED mapping.
    // Errors (EAGAIN when the value changed, ETIMEDOUT, EINTR) all mean "re-check".
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAIT,
            expected,
            &ts as *const libc::timespec,
            std::ptr::null::<u32>(),
            0u32,
        );
    }
}

pub(crate) fn futex_wake(word: &AtomicU32) {
    // SAFETY: `word` is a valid, aligned 32-bit word; FUTEX_WAKE does not access memory.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAKE,
            i32::MAX,
            std::ptr::null::<libc::timespec>(),
            std::ptr::null::<u32>(),
            0u32,
        );
    }
}

/// What [`protocol`] is written against: `std`'s atomics and the kernel's futex
/// (`tests/loom.rs` gives it loom's atomics and a modelled futex instead).
mod sync {
    pub(super) use std::sync::atomic::{AtomicU32, AtomicU64, Ordering, fence};

    pub(super) use super::futex_wake;

    /// A futex sleep, recorded on the timeline.
    pub(super) fn futex_wait(word: &AtomicU32, expected: u32, timeout: std::time::Duration) {
        crate::timeline::record(crate::timeline::Event::Sleep);
        super::futex_wait(word, expected, timeout);
        crate::timeline::record(crate::timeline::Event::Woken);
    }

    /// Orders the waker's `SeqCst` counter store before its `SeqCst` status load. Nothing
    /// to do here: both are in the single total order of `SeqCst` operations, which keeps
    /// them in program order (one `XCHG` and a plain load on x86, `STLR` + `LDAR` on
    /// AArch64). Loom treats `SeqCst` accesses as `AcqRel` only, so under loom this is a
    /// `SeqCst` fence standing for that order.
    #[inline(always)]
    pub(super) fn store_load_order() {}
}

mod protocol;

/// Waker side: publishes our counter (`counter = value`), then wakes the peer if (and only
/// if) it announced that it waits.
///
/// The store and the load of `status` are both `SeqCst`, which orders the load after the
/// store (store→load) in the same total order as the waiter's `SeqCst` read-modify-write
/// and fence: if our load misses the waiting bit, the waiter's re-check after its fence sees
/// our counter. This costs one `XCHG` on x86 (cheaper than a plain store followed by
/// `MFENCE`) and `STLR` + `LDAR` on AArch64 (no `DMB` at all). `status` is only written when
/// somebody starts or stops waiting, so while both sides spin the load hits a line that
/// stays shared in both caches.
#[inline]
pub(crate) fn notify(
    counter: &AtomicU64,
    value: u64,
    status: &AtomicU32,
    word: &AtomicU32,
    peer_waiting_bit: u32,
) {
    protocol::notify(counter, value, status, word, peer_waiting_bit);
}

/// Wakes everybody on both words (used when closing or marking fatal).
pub(crate) fn wake_all(h: &Header) {
    protocol::wake_all([&h.data_futex, &h.space_futex]);
}

/// A gap this long between two looks at the clock during a spin means the thread lost its
/// core (a `sched_yield` that handed it to another runnable thread, or a preemption), which
/// happens only when every core has other work: the polls themselves take well under a
/// microsecond each, and a same-core peer given the core by a yield hands it back sooner.
pub const CORE_LOST: Duration = Duration::from_micros(200);

/// After a spin lost its core, this thread's waits sleep at once for this long at first; each
/// later spin that loses its core again doubles it, up to [`MAX_SPIN_PAUSE`], and one that
/// keeps its core starts over.
///
/// On a machine whose cores other threads keep busy, a spinning waiter is worse than one
/// that sleeps: when the awaited message comes while another thread holds the waiter's core
/// (the spin yielded it, or it was preempted), the writer sees no waiting bit and makes no
/// wake-up, so the waiter runs only when the scheduler comes back to it, a time slice
/// (milliseconds) later. A sleeping waiter is woken by the writer's `FUTEX_WAKE`, and the
/// scheduler lets a freshly woken thread preempt. glmark2 `texture` through vkrelay on a
/// 2-core machine beside two busy-looping processes ran at 3–22 % of native with the spin
/// and 28–151 % without (see `docs/performance.md`). The pause is by time, not by waits: a
/// stream can wait tens of times a frame, and every spin that loses its core costs a slice.
pub const SPIN_PAUSE: Duration = Duration::from_millis(50);

/// The longest [`SPIN_PAUSE`] grows to under lasting load.
pub const MAX_SPIN_PAUSE: Duration = Duration::from_millis(1600);

thread_local! {
    /// (Until when this thread's waits skip their spin, the current pause.)
    static SPIN_PAUSED: std::cell::Cell<(Option<Instant>, Duration)> =
        const { std::cell::Cell::new((None, Duration::ZERO)) };
}

/// Whether this thread's waits skip their spin now (a recent spin lost its core).
pub fn spin_paused() -> bool {
    SPIN_PAUSED.with(|p| p.get().0.is_some_and(|until| Instant::now() < until))
}

/// Notes that a spin of this thread lost its core at `now`.
fn core_lost(now: Instant) {
    SPIN_PAUSED.with(|p| {
        let (_, pause) = p.get();
        let pause = (pause * 2).clamp(SPIN_PAUSE, MAX_SPIN_PAUSE);
        p.set((Some(now + pause), pause));
    });
}

/// Busy polls made before the spin phase first reads the clock (about 0.5–3 µs, depending on
/// the processor's `pause` latency). They count towards no budget: the spin budget starts after.
const FIRST_BUSY_POLLS: u32 = 256;

/// What a blocked end waits on.
pub(crate) struct Wait<'a> {
    pub header: &'a Header,
    pub word: &'a AtomicU32,
    pub my_waiting_bit: u32,
    /// The `status` bit that tells the peer this end's spin is paused
    /// ([`crate::layout::STATUS_READER_CONTENDED`]), or 0.
    pub my_contended_bit: u32,
    pub config: &'a WaitConfig,
    pub watch: &'a PeerWatch,
}

impl Wait<'_> {
    /// Shows the peer whether this end's spin is paused (`my_contended_bit`); a read-modify-
    /// write only when the bit changes.
    fn contended(&self, on: bool) {
        use std::sync::atomic::Ordering;
        let bit = self.my_contended_bit;
        if bit == 0 || (self.header.status.load(Ordering::Relaxed) & bit != 0) == on {
            return;
        }
        if on {
            self.header.status.fetch_or(bit, Ordering::Relaxed);
        } else {
            self.header.status.fetch_and(!bit, Ordering::Relaxed);
        }
    }

    /// Blocks until `ready` returns `Ok(true)` (→ `Ok(true)`), returns an error, or
    /// `deadline` passes (→ `Ok(false)`).
    pub(crate) fn until(
        &self,
        deadline: Option<Instant>,
        mut ready: impl FnMut() -> Result<bool>,
    ) -> Result<bool> {
        if ready()? {
            return Ok(true);
        }
        let spins = !self.config.spin.is_zero();
        if spins && spin_paused() {
            self.contended(true);
        } else if spins {
            // First a fixed number of busy polls with no clock read at all: a peer running on
            // its own core answers within them, and on some virtual machines reading the clock
            // is a system call that costs more than the whole round trip.
            for _ in 0..FIRST_BUSY_POLLS {
                std::hint::spin_loop();
                if ready()? {
                    return Ok(true);
                }
            }
            // Then busy-poll for at most 2 µs more, then poll once per `sched_yield`: on an
            // idle core the yield returns at once, on an oversubscribed machine (or when the
            // peer shares our core) it hands the core over instead of burning the rest of our
            // time slice.
            let start = Instant::now();
            let busy = self.config.spin.min(Duration::from_micros(2));
            let mut yielding = false;
            let mut last = start;
            loop {
                let polls = if yielding { 4 } else { 16 };
                for _ in 0..polls {
                    if yielding {
                        std::thread::yield_now();
                    } else {
                        std::hint::spin_loop();
                    }
                    if ready()? {
                        return Ok(true);
                    }
                }
                // Look at the clock every few polls only; it costs more than a poll.
                let now = Instant::now();
                if now.duration_since(last) >= CORE_LOST {
                    // Lost the core: sleep now, and for a while (see `SPIN_PAUSE`).
                    core_lost(now);
                    self.contended(true);
                    break;
                }
                last = now;
                let spent = now.duration_since(start);
                if spent >= self.config.spin || deadline.is_some_and(|d| now >= d) {
                    // A whole spin on our own core: the load, if any, went away.
                    SPIN_PAUSED.with(|p| p.set((None, Duration::ZERO)));
                    self.contended(false);
                    break;
                }
                yielding = spent >= busy;
            }
        }
        protocol::sleep_until(
            &self.header.status,
            self.word,
            self.my_waiting_bit,
            || match ready() {
                Ok(false) => None,
                r => Some(r),
            },
            || {
                if self.watch.peer_gone() {
                    return Err(Err(Error::PeerDead));
                }
                let slice = self.config.liveness_slice.max(Duration::from_millis(1));
                let Some(d) = deadline else {
                    return Ok(slice);
                };
                let now = Instant::now();
                if now >= d {
                    return Err(Ok(false));
                }
                Ok(slice.min(d - now))
            },
        )
    }
}
