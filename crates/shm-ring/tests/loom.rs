//! Loom model check of the ring's wait/wake protocol: every interleaving with at most
//! `LOOM_MAX_PREEMPTIONS` preemptions ([`DEFAULT_PREEMPTIONS`] when unset), and every
//! reordering loom's memory model allows, of a writer and a reader that publish, announce,
//! re-check, sleep, wake, close and die.
//!
//! ```text
//! RUSTFLAGS="--cfg loom" CARGO_TARGET_DIR=target/loom \
//!     cargo test -p shm-ring --test loom --release
//! ```
//!
//! The code checked is the crate's own: `src/wait/protocol.rs` (the waker's `notify`, the
//! unconditional `wake_all` of close and fatal, the waiter's `sleep_until`) is compiled here
//! as a module, next to a [`sync`] of loom's atomics and a modelled futex ([`kernel`]). What
//! is modelled around it, mirroring `src/ring.rs`:
//!
//! - the conditions (`ready`): the reader's `Reader::check` (status, then head) and the
//!   writer's `wait_free` closure (status, then tail), on a ring of one or more slots;
//! - the first `ready()` of `Wait::until`; its spin phase only repeats that check, and is
//!   left out;
//! - close (`release`: `status.fetch_or(CLOSED, SeqCst)`, then `wake_all`) and fatal (the
//!   same with `FATAL`);
//! - peer death: a peer stops at a chosen point (the writer before publishing, between its
//!   counter store and its status load, or after a commit; the reader after a read), the
//!   kernel then hangs up the socket that `PeerWatch::peer_gone` polls and every futex
//!   slice ends (the only timeouts modelled: a slice that ends while the peer lives is a
//!   spurious return, which the loop tolerates and `tests/shm-ring/model.rs` explores).
//!
//! A lost wake-up leaves a thread blocked in the modelled `FUTEX_WAIT` with nobody left to
//! wake it, which loom reports as a deadlock. Three broken protocols, each a copy of the real
//! one with one change, must be caught that way (`mutant_*`), so the check is shown to bite.
//!
//! Loom treats `SeqCst` loads and stores as `AcqRel` (its README; tokio-rs/loom#180), so on
//! its own it would let the waker's counter store pass its status load, which the native
//! build's single `SeqCst` order forbids. `sync::store_load_order` is therefore a `SeqCst`
//! fence here (a no-op natively); `mutant_unordered_waker` is the protocol without it.
//!
//! The feedback page's protocol (`src/feedback/protocol.rs`) is checked in [`feedback`],
//! against the same `sync` and modelled futex.

#![cfg(loom)]

use std::sync::atomic::AtomicUsize as StdAtomicUsize;
use std::time::Duration;

use loom::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering, fence};
use loom::thread;
use shm_ring::layout::{
    STATUS_FATAL, STATUS_READER_CLOSED, STATUS_READER_WAITING, STATUS_WRITER_CLOSED,
    STATUS_WRITER_WAITING,
};

#[path = "../src/wait/protocol.rs"]
mod protocol;

#[path = "../src/feedback/protocol.rs"]
mod feedback_protocol;

#[path = "loom/feedback.rs"]
mod feedback;

/// What `protocol` is written against, for loom.
mod sync {
    pub use loom::sync::atomic::{AtomicU32, AtomicU64, Ordering, fence};

    pub fn futex_wait(word: &AtomicU32, expected: u32, _slice: std::time::Duration) {
        crate::kernel::futex_wait(word, expected);
    }

    pub fn futex_wake(word: &AtomicU32) {
        crate::kernel::futex_wake(word);
    }

    /// Stands for the order of the native build's `SeqCst` store and load, which loom
    /// does not model (see the crate documentation above).
    pub fn store_load_order() {
        fence(Ordering::SeqCst);
    }
}

/// The kernel's futex, as `futex(2)` specifies it: `FUTEX_WAIT` compares the word with the
/// expected value under the futex's hash-bucket lock and sleeps only if they are equal;
/// `FUTEX_WAKE` (under the same lock) wakes the sleepers queued at that moment, not later
/// ones. A sleep ends only by a wake, or, once the peer is dead, by its slice ending.
mod kernel {
    use loom::sync::atomic::{AtomicU32, Ordering};
    use loom::sync::{Condvar, Mutex};

    struct Kernel {
        state: Mutex<State>,
        cv: Condvar,
    }

    #[derive(Default)]
    struct State {
        /// Wakes so far, per futex word (keyed by its address).
        wakes: Vec<(usize, u32)>,
        /// The peer died: every slice ends (liveness is polled after each).
        slices_end: bool,
    }

    impl State {
        fn wakes(&self, key: usize) -> u32 {
            self.wakes.iter().find(|w| w.0 == key).map_or(0, |w| w.1)
        }
    }

    loom::lazy_static! {
        static ref KERNEL: Kernel = Kernel {
            state: Mutex::new(State::default()),
            cv: Condvar::new(),
        };
    }

    fn key(word: &AtomicU32) -> usize {
        word as *const AtomicU32 as usize
    }

    pub fn futex_wait(word: &AtomicU32, expected: u32) {
        let k = &*KERNEL;
        let mut s = k.state.lock().unwrap();
        if s.slices_end || word.load(Ordering::SeqCst) != expected {
            return;
        }
        let seen = s.wakes(key(word));
        while s.wakes(key(word)) == seen && !s.slices_end {
            s = k.cv.wait(s).unwrap();
        }
    }

    pub fn futex_wake(word: &AtomicU32) {
        let k = &*KERNEL;
        let mut s = k.state.lock().unwrap();
        let key = key(word);
        match s.wakes.iter_mut().find(|w| w.0 == key) {
            Some(w) => w.1 += 1,
            None => s.wakes.push((key, 1)),
        }
        k.cv.notify_all();
    }

    /// What the kernel does when a process dies: its socket hangs up (the caller sets the
    /// flag `PeerWatch` polls first), and from then on every futex slice ends.
    pub fn peer_died() {
        let k = &*KERNEL;
        k.state.lock().unwrap().slices_end = true;
        k.cv.notify_all();
    }
}

/// How a wait ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Ready,
    Closed,
    Fatal,
    Dead,
}

/// The protocol under test: the real one, or a mutant.
trait Protocol: 'static {
    fn notify(counter: &AtomicU64, value: u64, status: &AtomicU32, word: &AtomicU32, bit: u32);

    fn sleep_until<T>(
        status: &AtomicU32,
        word: &AtomicU32,
        bit: u32,
        ready: impl FnMut() -> Option<T>,
        before_sleep: impl FnMut() -> Result<Duration, T>,
    ) -> T;
}

/// `src/wait/protocol.rs` as it is.
struct Real;

impl Protocol for Real {
    fn notify(counter: &AtomicU64, value: u64, status: &AtomicU32, word: &AtomicU32, bit: u32) {
        protocol::notify(counter, value, status, word, bit);
    }

    fn sleep_until<T>(
        status: &AtomicU32,
        word: &AtomicU32,
        bit: u32,
        ready: impl FnMut() -> Option<T>,
        before_sleep: impl FnMut() -> Result<Duration, T>,
    ) -> T {
        protocol::sleep_until(status, word, bit, ready, before_sleep)
    }
}

/// Mutant: the sleeper checks the condition, then announces, then sleeps without checking
/// again (a publish between the check and the announcement goes unseen by both sides).
struct NoRecheck;

impl Protocol for NoRecheck {
    fn notify(counter: &AtomicU64, value: u64, status: &AtomicU32, word: &AtomicU32, bit: u32) {
        protocol::notify(counter, value, status, word, bit);
    }

    fn sleep_until<T>(
        status: &AtomicU32,
        word: &AtomicU32,
        bit: u32,
        mut ready: impl FnMut() -> Option<T>,
        mut before_sleep: impl FnMut() -> Result<Duration, T>,
    ) -> T {
        loop {
            let seq = word.load(Ordering::Acquire);
            if let Some(r) = ready() {
                return r;
            }
            status.fetch_or(bit, Ordering::SeqCst);
            fence(Ordering::SeqCst);
            match before_sleep() {
                Ok(slice) => sync::futex_wait(word, seq, slice),
                Err(r) => {
                    status.fetch_and(!bit, Ordering::SeqCst);
                    return r;
                }
            }
        }
    }
}

/// Mutant: the waker reads the waiting bit (Relaxed) before it publishes its counter.
struct ChecksFirst;

impl Protocol for ChecksFirst {
    fn notify(counter: &AtomicU64, value: u64, status: &AtomicU32, word: &AtomicU32, bit: u32) {
        let waiting = status.load(Ordering::Relaxed) & bit != 0;
        counter.store(value, Ordering::SeqCst);
        if waiting {
            status.fetch_and(!bit, Ordering::SeqCst);
            word.fetch_add(1, Ordering::Release);
            sync::futex_wake(word);
        }
    }

    fn sleep_until<T>(
        status: &AtomicU32,
        word: &AtomicU32,
        bit: u32,
        ready: impl FnMut() -> Option<T>,
        before_sleep: impl FnMut() -> Result<Duration, T>,
    ) -> T {
        protocol::sleep_until(status, word, bit, ready, before_sleep)
    }
}

/// Mutant: the waker's counter store and status load are not ordered (a Release store and
/// an Acquire or Relaxed load; also what loom makes of the native `SeqCst` pair).
struct Unordered;

impl Protocol for Unordered {
    fn notify(counter: &AtomicU64, value: u64, status: &AtomicU32, word: &AtomicU32, bit: u32) {
        counter.store(value, Ordering::Release);
        if status.load(Ordering::Acquire) & bit != 0 {
            status.fetch_and(!bit, Ordering::SeqCst);
            word.fetch_add(1, Ordering::Release);
            sync::futex_wake(word);
        }
    }

    fn sleep_until<T>(
        status: &AtomicU32,
        word: &AtomicU32,
        bit: u32,
        ready: impl FnMut() -> Option<T>,
        before_sleep: impl FnMut() -> Result<Duration, T>,
    ) -> T {
        protocol::sleep_until(status, word, bit, ready, before_sleep)
    }
}

/// The shared part of a ring (`layout::Header`'s counters, status and futex words), plus
/// what the kernel knows: whether the peer's socket hung up.
#[derive(Default)]
struct Ring {
    head: AtomicU64,
    tail: AtomicU64,
    status: AtomicU32,
    data_futex: AtomicU32,
    space_futex: AtomicU32,
    /// What `PeerWatch::peer_gone` polls.
    hung_up: AtomicBool,
}

/// Any value: slices end only when the model says so.
const SLICE: Duration = Duration::from_millis(100);

impl Ring {
    /// `Wait::until` past its spin phase: the first check, then the protocol.
    fn wait<P: Protocol>(
        &self,
        word: &AtomicU32,
        bit: u32,
        mut ready: impl FnMut() -> Option<Outcome>,
    ) -> Outcome {
        if let Some(r) = ready() {
            return r;
        }
        P::sleep_until(&self.status, word, bit, ready, || {
            if self.hung_up.load(Ordering::SeqCst) {
                Err(Outcome::Dead)
            } else {
                Ok(SLICE)
            }
        })
    }

    /// The reader waits for one unread slot (`Reader::wait_deadline` and `Reader::check`).
    fn wait_data<P: Protocol>(&self, tail: u64) -> Outcome {
        self.wait::<P>(&self.data_futex, STATUS_READER_WAITING, || {
            let status = self.status.load(Ordering::Acquire);
            if status & STATUS_FATAL != 0 {
                return Some(Outcome::Fatal);
            }
            if self.head.load(Ordering::Acquire) > tail {
                return Some(Outcome::Ready);
            }
            (status & STATUS_WRITER_CLOSED != 0).then_some(Outcome::Closed)
        })
    }

    /// The writer waits for one free slot of `cap` (`Writer::wait_free`), refreshing its
    /// copy of the reader's counter.
    fn wait_space<P: Protocol>(&self, head: u64, cap: u64, tail_cache: &mut u64) -> Outcome {
        self.wait::<P>(&self.space_futex, STATUS_WRITER_WAITING, || {
            let status = self.status.load(Ordering::Acquire);
            if status & STATUS_FATAL != 0 {
                return Some(Outcome::Fatal);
            }
            if status & STATUS_READER_CLOSED != 0 {
                return Some(Outcome::Closed);
            }
            *tail_cache = self.tail.load(Ordering::Acquire);
            (cap - (head - *tail_cache) >= 1).then_some(Outcome::Ready)
        })
    }

    /// `Writer::commit` of one slot.
    fn commit<P: Protocol>(&self, head: u64) {
        P::notify(
            &self.head,
            head,
            &self.status,
            &self.data_futex,
            STATUS_READER_WAITING,
        );
    }

    /// `Reader::consume` of one slot.
    fn consume<P: Protocol>(&self, tail: u64) {
        P::notify(
            &self.tail,
            tail,
            &self.status,
            &self.space_futex,
            STATUS_WRITER_WAITING,
        );
    }

    /// `release` on drop, and `mark_fatal`: the sticky bit, then wake both words.
    fn raise(&self, bit: u32) {
        self.status.fetch_or(bit, Ordering::SeqCst);
        protocol::wake_all([&self.data_futex, &self.space_futex]);
    }

    /// The peer process dies: the kernel hangs up its socket, and slices end.
    fn die(&self) {
        self.hung_up.store(true, Ordering::SeqCst);
        kernel::peer_died();
    }
}

/// What a writer does: `items` commits into a ring of `cap` slots (waiting for space when
/// full), then `end`.
#[derive(Clone, Copy)]
struct Writer {
    items: u64,
    cap: u64,
    end: WriterEnd,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum WriterEnd {
    /// Returns with the ring open.
    Nothing,
    /// Closes its end.
    Close,
    /// Marks the ring fatal.
    Fatal,
    /// Publishes the last counter with the first store of `notify` only, then dies (killed
    /// between its store and its status load).
    DieMidCommit,
    /// Dies after its last full commit.
    Die,
}

impl Writer {
    fn run<P: Protocol>(self, ring: &Ring) -> Outcome {
        let (mut head, mut tail_cache) = (0, 0);
        for i in 0..self.items {
            if head - tail_cache == self.cap {
                // Full as far as we know: the second direction of the protocol.
                match ring.wait_space::<P>(head, self.cap, &mut tail_cache) {
                    Outcome::Ready => {}
                    other => return other,
                }
            }
            head += 1;
            if i + 1 == self.items && self.end == WriterEnd::DieMidCommit {
                ring.head.store(head, Ordering::SeqCst);
                ring.die();
                return Outcome::Dead;
            }
            ring.commit::<P>(head);
        }
        match self.end {
            WriterEnd::Nothing => {}
            WriterEnd::Close => ring.raise(STATUS_WRITER_CLOSED),
            WriterEnd::Fatal => ring.raise(STATUS_FATAL),
            WriterEnd::DieMidCommit | WriterEnd::Die => ring.die(),
        }
        Outcome::Ready
    }
}

/// What the reader does once it has read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ReaderEnd {
    /// Returns with the ring open.
    Nothing,
    /// Closes its end.
    Close,
    /// Dies.
    Die,
}

/// Reads until `items` slots were consumed or a wait ends otherwise; then `end`. Returns
/// the slots consumed and how the last wait ended.
fn read<P: Protocol>(ring: &Ring, items: u64, end: ReaderEnd) -> (u64, Outcome) {
    let mut tail = 0;
    let mut last = Outcome::Ready;
    while tail < items {
        last = ring.wait_data::<P>(tail);
        if last != Outcome::Ready {
            break;
        }
        tail += 1;
        ring.consume::<P>(tail);
    }
    match end {
        ReaderEnd::Nothing => {}
        ReaderEnd::Close => ring.raise(STATUS_READER_CLOSED),
        ReaderEnd::Die => ring.die(),
    }
    (tail, last)
}

/// Preemption bound when `LOOM_MAX_PREEMPTIONS` is not set: the whole file then runs in
/// about half a minute on two cores; unbounded, the two-direction cases take many minutes.
const DEFAULT_PREEMPTIONS: usize = 5;

/// Runs `f` in every execution loom finds; prints how many there were.
fn model(name: &str, f: impl Fn() + Send + Sync + 'static) {
    let runs = std::sync::Arc::new(StdAtomicUsize::new(0));
    let counted = runs.clone();
    let started = std::time::Instant::now();
    let mut builder = loom::model::Builder::new();
    if std::env::var_os("LOOM_MAX_PREEMPTIONS").is_none() {
        builder.preemption_bound = Some(DEFAULT_PREEMPTIONS);
    }
    builder.check(move || {
        counted.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        f();
    });
    println!(
        "{name}: {} executions in {:.2?}",
        runs.load(std::sync::atomic::Ordering::Relaxed),
        started.elapsed()
    );
}

/// A writer and a reader of `reader_items` slots; `check` judges the reader's result and
/// the writer's.
fn writer_and_reader<P: Protocol>(
    name: &str,
    w: Writer,
    reader_items: u64,
    reader_end: ReaderEnd,
    check: fn((u64, Outcome), Outcome),
) {
    model(name, move || {
        // Leaked, not reference-counted: when loom stops an execution that deadlocked, an
        // unwinding drop of a loom object would panic again and abort the test binary.
        let ring: &'static Ring = Box::leak(Box::default());
        let reader = thread::spawn(move || read::<P>(ring, reader_items, reader_end));
        let wrote = w.run::<P>(ring);
        check(reader.join().unwrap(), wrote);
    });
}

// --- The real protocol: no execution may hang or lose data. ---

#[test]
fn data_wakes_the_reader() {
    let w = Writer {
        items: 2,
        cap: 2,
        end: WriterEnd::Nothing,
    };
    writer_and_reader::<Real>("data wakes the reader", w, 2, ReaderEnd::Nothing, |r, _| {
        assert_eq!(r, (2, Outcome::Ready));
    });
}

#[test]
fn space_wakes_the_writer() {
    // One slot, two messages: each side sleeps on the other in turn.
    let w = Writer {
        items: 2,
        cap: 1,
        end: WriterEnd::Nothing,
    };
    writer_and_reader::<Real>(
        "space wakes the writer",
        w,
        2,
        ReaderEnd::Nothing,
        |r, wrote| {
            assert_eq!(r, (2, Outcome::Ready));
            assert_eq!(wrote, Outcome::Ready);
        },
    );
}

#[test]
fn close_wakes_the_reader_after_the_data() {
    let w = Writer {
        items: 1,
        cap: 1,
        end: WriterEnd::Close,
    };
    writer_and_reader::<Real>("writer close", w, 2, ReaderEnd::Nothing, |r, _| {
        assert_eq!(r, (1, Outcome::Closed));
    });
}

#[test]
fn fatal_wakes_the_reader() {
    let w = Writer {
        items: 0,
        cap: 1,
        end: WriterEnd::Fatal,
    };
    writer_and_reader::<Real>("writer marks fatal", w, 1, ReaderEnd::Nothing, |r, _| {
        assert_eq!(r, (0, Outcome::Fatal));
    });
}

#[test]
fn reader_close_wakes_a_writer_on_a_full_ring() {
    // The reader takes one message and closes; the writer, with a second message for a
    // full ring, must learn of the close.
    let w = Writer {
        items: 3,
        cap: 1,
        end: WriterEnd::Nothing,
    };
    writer_and_reader::<Real>("reader close", w, 1, ReaderEnd::Close, |r, wrote| {
        assert_eq!(r, (1, Outcome::Ready));
        assert_eq!(wrote, Outcome::Closed);
    });
}

#[test]
fn a_dead_writer_is_noticed() {
    for (end, items) in [
        (WriterEnd::Die, 0),
        (WriterEnd::DieMidCommit, 1),
        (WriterEnd::Die, 1),
    ] {
        let w = Writer { items, cap: 1, end };
        writer_and_reader::<Real>("writer dies", w, 2, ReaderEnd::Nothing, |r, _| {
            // Whatever it published may or may not be read before the hang-up is seen; the
            // reader never hangs and ends with `PeerDead`.
            assert_eq!(r.1, Outcome::Dead, "{r:?}");
        });
    }
}

#[test]
fn a_dead_reader_is_noticed_by_a_writer_on_a_full_ring() {
    let w = Writer {
        items: 3,
        cap: 1,
        end: WriterEnd::Nothing,
    };
    writer_and_reader::<Real>("reader dies", w, 1, ReaderEnd::Die, |r, wrote| {
        assert_eq!(r, (1, Outcome::Ready));
        assert_eq!(wrote, Outcome::Dead);
    });
}

// --- Broken protocols: loom must find the lost wake-up (a thread asleep for ever). ---

fn one_message<P: Protocol>() {
    let w = Writer {
        items: 1,
        cap: 1,
        end: WriterEnd::Nothing,
    };
    writer_and_reader::<P>("mutant", w, 1, ReaderEnd::Nothing, |_, _| {});
}

#[test]
#[should_panic(expected = "deadlock")]
fn mutant_without_recheck_is_caught() {
    one_message::<NoRecheck>();
}

#[test]
#[should_panic(expected = "deadlock")]
fn mutant_waker_that_checks_first_is_caught() {
    one_message::<ChecksFirst>();
}

#[test]
#[should_panic(expected = "deadlock")]
fn mutant_unordered_waker_is_caught() {
    one_message::<Unordered>();
}
