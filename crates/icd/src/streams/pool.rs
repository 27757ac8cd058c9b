//! The choice of a stream and the wait for one, apart from what a stream is: the unit tests
//! run them over plain locks held by application threads.
//!
//! A call takes an idle stream, else opens a further one (up to the cap), else waits until a
//! holder releases one. The wait cannot miss a release: a waiter counts itself in `waiting`
//! and looks once more for an idle stream under `freed_lock` before it sleeps; a releaser
//! unlocks its stream before it reads `waiting`, and takes `freed_lock` to notify. A SeqCst
//! fence on each side, between its write and its read, makes at least one of the two see the
//! other's write: either the waiter's last look finds the stream unlocked, or the releaser
//! sees the waiter and wakes it (once it sleeps: it holds `freed_lock` until then).

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering, fence};
use std::sync::{Condvar, Mutex, RwLock, RwLockReadGuard};
use std::time::Duration;

/// What choosing a stream needs of one (the unit tests choose among plain locks).
pub(super) trait Pickable: Sync + 'static {
    /// What holding it gives.
    type Guard;
    /// Holds the stream if it is free now; `patient`: it is the one any thread took last,
    /// worth a brief wait (see `hold_unless_awaiting`).
    fn hold(&'static self, patient: bool) -> Option<Self::Guard>;
}

/// A stream taken: its index, the stream and what holding it gives.
pub(super) type Taken<S> = (usize, &'static S, <S as Pickable>::Guard);

/// The streams of a pool and the choice among them, apart from what a stream is.
pub(super) struct Streams<S: 'static> {
    /// Never removed (they live as long as the process). Index 0 is the first.
    list: RwLock<Vec<&'static S>>,
    /// Held by the one thread opening a further stream.
    opening: Mutex<()>,
    /// No further stream can be opened (the renderer refused or the cap is reached).
    pub(super) full: AtomicBool,
    /// The most streams ([`super::MAX_STREAMS`]).
    cap: usize,
    /// Calls waiting in [`Streams::acquire`] for a stream (a release only notifies when
    /// there are some). Raised under `freed_lock`.
    waiting: AtomicUsize,
    freed_lock: Mutex<()>,
    /// Notified (under `freed_lock`) when a stream is released while calls wait.
    freed: Condvar,
    /// Waits begun in [`Streams::acquire`], each notified on `began` (the tests reach a
    /// blocked caller's state by it).
    #[cfg(test)]
    pub(super) waits: AtomicUsize,
    #[cfg(test)]
    pub(super) began: Condvar,
}

/// The stream any thread took last, and the one this thread used last: what
/// [`Streams::pick_idle`] tries first and second, and records.
pub(super) struct Cursors {
    pub(super) recent: &'static AtomicUsize,
    pub(super) last: &'static std::thread::LocalKey<Cell<usize>>,
}

impl Cursors {
    fn took(&self, i: usize) {
        self.last.set(i);
        self.recent.store(i, Ordering::Relaxed);
    }
}

impl<S: Pickable> Streams<S> {
    pub(super) fn new(first: &'static S, cap: usize) -> Self {
        Streams {
            list: RwLock::new(vec![first]),
            opening: Mutex::new(()),
            full: AtomicBool::new(false),
            cap,
            waiting: AtomicUsize::new(0),
            freed_lock: Mutex::new(()),
            freed: Condvar::new(),
            #[cfg(test)]
            waits: AtomicUsize::new(0),
            #[cfg(test)]
            began: Condvar::new(),
        }
    }

    pub(super) fn list(&self) -> RwLockReadGuard<'_, Vec<&'static S>> {
        self.list.read().unwrap_or_else(|e| e.into_inner())
    }

    /// Holds an idle stream: the one any thread took last, else the one this thread used
    /// last, else any idle one (recorded in `c`). The number of streams when all are busy.
    pub(super) fn pick_idle(&self, c: &Cursors) -> Result<Taken<S>, usize> {
        let list = self.list();
        let recent = c.recent.load(Ordering::Relaxed);
        let last = c.last.get();
        let order = [recent, last]
            .into_iter()
            .chain((0..list.len()).filter(|&i| i != last && i != recent));
        for i in order {
            let Some(&s) = list.get(i) else { continue };
            if let Some(g) = s.hold(i == recent) {
                c.took(i);
                return Ok((i, s, g));
            }
        }
        Err(list.len())
    }

    /// Opens a further stream with `open` (given the number open) and holds it, unless the
    /// cap is reached, another thread is opening one, or an earlier attempt failed; `None`
    /// then. A failed `open` (or the cap) marks the pool full: later calls wait for a stream.
    pub(super) fn open(
        &self,
        c: &Cursors,
        open: impl FnOnce(usize) -> Option<&'static S>,
    ) -> Option<Taken<S>> {
        if self.full.load(Ordering::Acquire) {
            return None;
        }
        let _opening = self.opening.try_lock().ok()?;
        let n = self.list().len();
        if n >= self.cap {
            self.full.store(true, Ordering::Release);
            return None;
        }
        let Some(s) = open(n) else {
            self.full.store(true, Ordering::Release);
            return None;
        };
        let g = s.hold(false)?;
        let mut list = self.list.write().unwrap_or_else(|e| e.into_inner());
        list.push(s);
        let i = list.len() - 1;
        c.took(i);
        Some((i, s, g))
    }

    /// Holds a stream: an idle one ([`Streams::pick_idle`]), else a new one
    /// ([`Streams::open`] with `open`), else the first one released while this call waits.
    /// `recheck`: how long a wait lasts before it looks again without a notification (a
    /// safety margin: no release is missed, see the module's documentation). `None` once
    /// `gone` says so (checked before each open and wait).
    pub(super) fn acquire(
        &self,
        c: &Cursors,
        recheck: Duration,
        mut open: impl FnMut(usize) -> Option<&'static S>,
        gone: impl Fn() -> bool,
    ) -> Option<Taken<S>> {
        loop {
            if let Ok(got) = self.pick_idle(c) {
                return Some(got);
            }
            if gone() {
                return None;
            }
            if let Some(got) = self.open(c, &mut open) {
                return Some(got);
            }
            let g = self.freed_lock.lock().unwrap_or_else(|e| e.into_inner());
            self.waiting.fetch_add(1, Ordering::Relaxed);
            // Between the count (write) and the last look (read); pairs with `released`'s.
            fence(Ordering::SeqCst);
            if let Ok(got) = self.pick_idle(c) {
                self.waiting.fetch_sub(1, Ordering::Relaxed);
                return Some(got);
            }
            #[cfg(test)]
            {
                self.waits.fetch_add(1, Ordering::Relaxed);
                self.began.notify_all();
            }
            let waited = self.freed.wait_timeout(g, recheck);
            self.waiting.fetch_sub(1, Ordering::Relaxed);
            drop(waited);
        }
    }

    /// A stream was released (its guard already dropped): wakes a call waiting for one.
    pub(super) fn released(&self) {
        // Between the unlock (write) and the count (read); pairs with `acquire`'s.
        fence(Ordering::SeqCst);
        if self.waiting.load(Ordering::Relaxed) > 0 {
            // Taken so that the waiter counted is asleep (it holds the lock until then).
            let _g = self.freed_lock.lock().unwrap_or_else(|e| e.into_inner());
            self.freed.notify_one();
        }
    }

    /// Blocks until `n` waits have begun in [`Streams::acquire`] (each waiter is asleep
    /// then, or has woken and looks again); fails after `limit`.
    #[cfg(test)]
    pub(super) fn until_waits(&self, n: usize, limit: Duration) {
        let g = self.freed_lock.lock().unwrap();
        let (_g, t) = self
            .began
            .wait_timeout_while(g, limit, |_| self.waits.load(Ordering::Relaxed) < n)
            .unwrap();
        assert!(!t.timed_out(), "no caller began to wait");
    }
}

#[cfg(test)]
mod tests;
