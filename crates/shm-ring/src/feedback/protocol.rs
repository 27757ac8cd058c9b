//! The decisions of the feedback page's protocol ([`super`] states it): how a slot changes
//! hands and is read, and how a publication wakes a sleeping reader.
//!
//! Written against `super::sync`, never against `std` directly: in this crate that module
//! is `std`'s atomics and the kernel's futex; `tests/loom_feedback.rs` compiles this same
//! file as a module of its own next to a `sync` of loom's atomics and a modelled futex, so
//! the model check runs this code, not a copy. Keep it free of anything else of the crate's.

use std::time::Duration;

use super::sync::{
    AtomicU32, AtomicU64, Ordering, fence, futex_wait, futex_wake, store_load_order,
};

/// Writer: publishes `v` for `tag` in the slot made of `value` and `slot_tag` (the larger of
/// `v` and the value there if the slot already belongs to `tag`). Writes to one slot must not
/// race (the writer serialises them).
///
/// A slot that changes hands is untagged first: a reader of the old tag that reads the new
/// owner's value then sees, when it looks at the tag again ([`read`]), that it changed.
///
/// Whether a reader can see anything new: the slot changed hands or its value rose. A
/// publication that changes nothing needs no wake.
pub(crate) fn publish(value: &AtomicU64, slot_tag: &AtomicU64, tag: u64, v: u64) -> bool {
    if slot_tag.load(Ordering::Relaxed) == tag {
        value.fetch_max(v, Ordering::Release) < v
    } else {
        slot_tag.store(0, Ordering::Relaxed);
        // Release: the untagging above happens before any read of this value.
        value.store(v, Ordering::Release);
        slot_tag.store(tag, Ordering::Release);
        true
    }
}

/// Reader: the slot's value if it belongs to `tag` (never 0) from before the value was read
/// until after: a value published for another owner is never taken for `tag`'s.
pub(crate) fn read(value: &AtomicU64, slot_tag: &AtomicU64, tag: u64) -> Option<u64> {
    // Acquire: pairs with `publish`'s Release store of the tag, after the value's.
    if slot_tag.load(Ordering::Acquire) != tag {
        return None;
    }
    // Acquire: a value of a new owner brings its untagging with it.
    let v = value.load(Ordering::Acquire);
    (slot_tag.load(Ordering::Relaxed) == tag).then_some(v)
}

/// Writer, after a publication: bumps `wake` and wakes the readers if any announced itself
/// in `waiters`.
///
/// The bump and the load of `waiters` are both `SeqCst`: if the load misses a reader's
/// announcement, that reader's fence comes after the bump, and its check sees the
/// publication (or its sleep, on the value of `wake` it loaded before, returns at once).
pub(crate) fn wake(wake: &AtomicU32, waiters: &AtomicU32) {
    wake.fetch_add(1, Ordering::SeqCst);
    store_load_order();
    if waiters.load(Ordering::SeqCst) > 0 {
        futex_wake(wake);
    }
}

/// Reader: loads `wake`, announces itself in `waiters`, checks `ready`, and sleeps on `wake`
/// with the value it loaded, until `ready` gives a result.
///
/// When `ready` says not ready, `before_sleep` decides how long the next futex sleep may
/// last (`Ok(slice)`), or ends the wait (`Err(result)`: the writer is gone, the deadline
/// passed). The announcement is withdrawn whenever a round ends.
pub(crate) fn wait_until<T>(
    wake: &AtomicU32,
    waiters: &AtomicU32,
    mut ready: impl FnMut() -> Option<T>,
    mut before_sleep: impl FnMut() -> Result<Duration, T>,
) -> T {
    loop {
        // Before the check: a publication after this load changes the word, and then
        // FUTEX_WAIT returns at once.
        let seq = wake.load(Ordering::Acquire);
        waiters.fetch_add(1, Ordering::SeqCst);
        fence(Ordering::SeqCst);
        let r = match ready() {
            Some(r) => Err(r),
            None => before_sleep(),
        };
        if let Ok(slice) = r {
            futex_wait(wake, seq, slice);
        }
        waiters.fetch_sub(1, Ordering::SeqCst);
        if let Err(r) = r {
            return r;
        }
    }
}
