//! The feedback page's protocol (`src/feedback/protocol.rs`, compiled here against loom's
//! atomics and the modelled futex of the parent module): a writer that publishes slot values
//! and wakes, a reader that waits for a value, and a slot that changes hands while a reader
//! of its old owner reads it. Every interleaving within the preemption bound must end (no
//! lost wake-up: loom reports a reader asleep for ever as a deadlock) with the right value.
//! Three broken variants must be caught, so the check is shown to bite.

use std::time::Duration;

use loom::sync::atomic::{AtomicU32, AtomicU64, Ordering, fence};
use loom::thread;

use crate::{feedback_protocol as protocol, model, sync};

/// The words of a page that the protocol touches: the header's `wake` and `waiters`, and
/// one slot.
#[derive(Default)]
struct Page {
    wake: AtomicU32,
    waiters: AtomicU32,
    value: AtomicU64,
    tag: AtomicU64,
}

/// The sleep a reader asks for (the modelled futex ends it only by a wake).
const SLICE: Duration = Duration::from_millis(100);

/// The protocol under test: the real one, or a mutant.
trait Protocol: 'static {
    /// `Page::publish`: the slot's value, then the wake if the slot changed.
    fn publish(p: &Page, tag: u64, v: u64);
    /// `Page::read`.
    fn read(p: &Page, tag: u64) -> Option<u64>;
    /// `Page::wait` with no deadline and a writer that lives.
    fn wait<T>(p: &Page, ready: impl FnMut() -> Option<T>) -> T;
}

/// `src/feedback/protocol.rs` as it is.
struct Real;

impl Protocol for Real {
    fn publish(p: &Page, tag: u64, v: u64) {
        if protocol::publish(&p.value, &p.tag, tag, v) {
            protocol::wake(&p.wake, &p.waiters);
        }
    }

    fn read(p: &Page, tag: u64) -> Option<u64> {
        protocol::read(&p.value, &p.tag, tag)
    }

    fn wait<T>(p: &Page, ready: impl FnMut() -> Option<T>) -> T {
        protocol::wait_until(&p.wake, &p.waiters, ready, || Ok(SLICE))
    }
}

/// Mutant: the writer's bump of `wake` and its load of `waiters` are not ordered (a Release
/// bump and an Acquire load).
struct Unordered;

impl Protocol for Unordered {
    fn publish(p: &Page, tag: u64, v: u64) {
        protocol::publish(&p.value, &p.tag, tag, v);
        p.wake.fetch_add(1, Ordering::Release);
        if p.waiters.load(Ordering::Acquire) > 0 {
            sync::futex_wake(&p.wake);
        }
    }

    fn read(p: &Page, tag: u64) -> Option<u64> {
        Real::read(p, tag)
    }

    fn wait<T>(p: &Page, ready: impl FnMut() -> Option<T>) -> T {
        Real::wait(p, ready)
    }
}

/// Mutant: the reader loads `wake` only after its check (a publication between the check
/// and the load goes unseen, and the sleep does not return).
struct LoadsLate;

impl Protocol for LoadsLate {
    fn publish(p: &Page, tag: u64, v: u64) {
        Real::publish(p, tag, v);
    }

    fn read(p: &Page, tag: u64) -> Option<u64> {
        Real::read(p, tag)
    }

    fn wait<T>(p: &Page, mut ready: impl FnMut() -> Option<T>) -> T {
        loop {
            p.waiters.fetch_add(1, Ordering::SeqCst);
            fence(Ordering::SeqCst);
            if let Some(r) = ready() {
                p.waiters.fetch_sub(1, Ordering::SeqCst);
                return r;
            }
            let seq = p.wake.load(Ordering::Acquire);
            sync::futex_wait(&p.wake, seq, SLICE);
            p.waiters.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// Mutant: a slot changes hands in place (value, then tag, no untagging), and a read looks
/// at the tag once, before the value.
struct InPlace;

impl Protocol for InPlace {
    fn publish(p: &Page, tag: u64, v: u64) {
        if p.tag.load(Ordering::Relaxed) == tag {
            p.value.fetch_max(v, Ordering::Release);
        } else {
            p.value.store(v, Ordering::Release);
            p.tag.store(tag, Ordering::Release);
        }
        protocol::wake(&p.wake, &p.waiters);
    }

    fn read(p: &Page, tag: u64) -> Option<u64> {
        if p.tag.load(Ordering::Acquire) != tag {
            return None;
        }
        Some(p.value.load(Ordering::Acquire))
    }

    fn wait<T>(p: &Page, ready: impl FnMut() -> Option<T>) -> T {
        Real::wait(p, ready)
    }
}

/// A writer publishes 1 then 2 for tag 7; a reader waits for 2 or more: it gets 2.
fn publications_wake_the_reader<P: Protocol>() {
    model("feedback: publications wake the reader", || {
        // Leaked: see `writer_and_reader`.
        let page: &'static Page = Box::leak(Box::default());
        let reader = thread::spawn(move || P::wait(page, || P::read(page, 7).filter(|&v| v >= 2)));
        P::publish(page, 7, 1);
        P::publish(page, 7, 2);
        assert_eq!(reader.join().unwrap(), 2);
    });
}

/// The slot holds 3 for tag 1; the writer gives it to tag 2 with 100 while a reader reads
/// it for tag 1, then for tag 2: tag 1 reads 3 or nothing, tag 2 reads 100 or nothing.
fn a_slot_changes_hands<P: Protocol>() {
    model("feedback: a slot changes hands", || {
        let page: &'static Page = Box::leak(Box::default());
        P::publish(page, 1, 3);
        let reader = thread::spawn(move || (P::read(page, 1), P::read(page, 2)));
        P::publish(page, 2, 100);
        let (old, new) = reader.join().unwrap();
        assert!(
            matches!(old, None | Some(3)),
            "the old owner read another owner's value: {old:?}"
        );
        assert!(matches!(new, None | Some(100)), "{new:?}");
        assert_eq!(P::read(page, 2), Some(100));
        assert_eq!(P::read(page, 1), None);
    });
}

#[test]
fn feedback_publications_wake_the_reader() {
    publications_wake_the_reader::<Real>();
}

#[test]
fn feedback_a_slot_that_changes_hands_keeps_its_owners_apart() {
    a_slot_changes_hands::<Real>();
}

#[test]
#[should_panic(expected = "deadlock")]
fn feedback_mutant_unordered_writer_is_caught() {
    publications_wake_the_reader::<Unordered>();
}

#[test]
#[should_panic(expected = "deadlock")]
fn feedback_mutant_reader_that_loads_late_is_caught() {
    publications_wake_the_reader::<LoadsLate>();
}

#[test]
#[should_panic(expected = "another owner's value")]
fn feedback_mutant_slot_handed_over_in_place_is_caught() {
    a_slot_changes_hands::<InPlace>();
}
