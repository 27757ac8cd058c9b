//! The decisions of the wait/wake protocol ([`super`] states it): which shared word is
//! touched, in which order and with which ordering, and when to sleep.
//!
//! Written against `super::sync`, never against `std` directly: in this crate that module
//! is `std`'s atomics and the kernel's futex; `tests/loom.rs` compiles this same file as a
//! module of its own next to a `sync` of loom's atomics and a modelled futex, so the model
//! check runs this code, not a copy. Keep it free of anything else of the crate's.

use std::time::Duration;

use super::sync::{
    AtomicU32, AtomicU64, Ordering, fence, futex_wait, futex_wake, store_load_order,
};

/// Waker side: publishes `counter = value`, then wakes the peer if (and only if) its
/// `peer_waiting_bit` is set in `status`.
///
/// The store and the load of `status` are both `SeqCst`: in the single total order of
/// `SeqCst` operations the load comes after the store, so if it misses the waiting bit,
/// the waiter's fence comes after our store and its re-check sees the counter.
#[inline]
pub(crate) fn notify(
    counter: &AtomicU64,
    value: u64,
    status: &AtomicU32,
    word: &AtomicU32,
    peer_waiting_bit: u32,
) {
    counter.store(value, Ordering::SeqCst);
    store_load_order();
    if status.load(Ordering::SeqCst) & peer_waiting_bit != 0 {
        notify_slow(status, word, peer_waiting_bit);
    }
}

#[cold]
fn notify_slow(status: &AtomicU32, word: &AtomicU32, peer_waiting_bit: u32) {
    status.fetch_and(!peer_waiting_bit, Ordering::SeqCst);
    word.fetch_add(1, Ordering::Release);
    futex_wake(word);
}

/// Wakes every sleeper on both words, whatever the waiting bits say (after closing or
/// marking fatal, whose status bit the caller set first).
pub(crate) fn wake_all(words: [&AtomicU32; 2]) {
    for w in words {
        w.fetch_add(1, Ordering::Release);
    }
    for w in words {
        futex_wake(w);
    }
}

/// Waiter side, past the spin phase: announces `my_waiting_bit`, re-checks, sleeps on
/// `word`, and repeats until `ready` gives a result.
///
/// `ready` is the condition (`Some(result)` ends the wait); it runs after the
/// announcement. When it says not ready, `before_sleep` decides how long the next futex
/// sleep may last (`Ok(slice)`), or ends the wait (`Err(result)`: the peer is gone, the
/// deadline passed). The waiting bit is cleared whenever the wait ends.
pub(crate) fn sleep_until<T>(
    status: &AtomicU32,
    word: &AtomicU32,
    my_waiting_bit: u32,
    mut ready: impl FnMut() -> Option<T>,
    mut before_sleep: impl FnMut() -> Result<Duration, T>,
) -> T {
    loop {
        // Before the announcement: a wake after this load changes the word, and then
        // FUTEX_WAIT returns at once.
        let seq = word.load(Ordering::Acquire);
        status.fetch_or(my_waiting_bit, Ordering::SeqCst);
        fence(Ordering::SeqCst);
        let slice = match ready() {
            Some(r) => Err(r),
            None => before_sleep(),
        };
        match slice {
            Ok(slice) => futex_wait(word, seq, slice),
            Err(r) => {
                status.fetch_and(!my_waiting_bit, Ordering::SeqCst);
                return r;
            }
        }
    }
}
