//! Polling by a stream thread in the idle class: after a message whose submission left timeline
//! semaphores pending in their watcher, the stream thread that ran it checks them on the
//! driver itself while its ring is empty, for at most `wait_poll_us`, and publishes what
//! completes.
//!
//! Why: the watcher thread blocks in the driver's wait, and the end of a frame reaches the
//! application only after two wake-ups, the driver's of the watcher and the watcher's of the
//! application's waiting thread; waking a thread whose CPU went idle takes tens of
//! microseconds on the virtual machines measured, a tenth of a glmark2 `texture` frame. A
//! thread that is already running and checking sees the end at once, and only the application
//! is woken. A stream thread in the idle class runs only on a CPU that no other thread wants,
//! so its poll takes no time from the application or the driver (the same reasoning as
//! [`crate::config::Config::wait_poll`] for host waits). The watcher keeps waiting as before:
//! whoever sees the end first publishes it, and the other's publication changes nothing.
//!
//! A poller calls the driver with no lock held, so that a stream thread in the idle class,
//! descheduled in the middle of a check, never holds up the watcher or another stream. What
//! keeps the semaphores and the device alive meanwhile: the watcher counts the pollers inside
//! a driver call (`polling`) and bumps a generation (`generation`) before a semaphore is destroyed
//! and before the watcher stops; a poller checks the generation after counting itself in and
//! drops its copies if it moved, and the destroy (or the stop) waits until no poller is inside
//! (the two sides' `SeqCst` accesses form a store-buffering pair: one of them sees the other).
//! Only a destroy or a device's end can wait for a descheduled poller, not a frame.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::Ordering::SeqCst;
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use shm_ring::feedback::Page;

use super::watcher::{Counts, Entry, Shared};

/// One watcher's timeline semaphores, as a stream thread's submissions left them pending.
pub(super) struct Poller {
    shared: Arc<Shared>,
    device: vk::Device,
    value: vk::PFN_vkGetSemaphoreCounterValue,
    page: Arc<Page>,
    /// The watcher's generation when the first entry was noted.
    generation: u64,
    /// Driver handle, what completes it.
    entries: Vec<(u64, Entry)>,
}

thread_local! {
    /// What this (stream) thread polls after its message.
    static POLL: RefCell<Vec<Poller>> = const { RefCell::new(Vec::new()) };
}

/// Notes that the calling thread's submission left timeline semaphore `raw` pending in the
/// watcher `shared` (called by the watcher's `watch`, under its state's lock, so that `generation`
/// is the generation the entry was pending under).
pub(super) fn note(
    shared: &Arc<Shared>,
    device: vk::Device,
    value: vk::PFN_vkGetSemaphoreCounterValue,
    page: &Arc<Page>,
    raw: u64,
    e: Entry,
) {
    let generation = shared.generation.load(SeqCst);
    POLL.with(|p| {
        let mut p = p.borrow_mut();
        let i = match p.iter().position(|q| Arc::ptr_eq(&q.shared, shared)) {
            Some(i) if p[i].generation == generation => i,
            Some(i) => {
                // Copies from an older generation may name a semaphore destroyed since.
                p[i].generation = generation;
                p[i].entries.clear();
                i
            }
            None => {
                p.push(Poller {
                    shared: Arc::clone(shared),
                    device,
                    value,
                    page: Arc::clone(page),
                    generation,
                    entries: Vec::new(),
                });
                p.len() - 1
            }
        };
        let entries = &mut p[i].entries;
        match entries.iter_mut().find(|(r, _)| *r == raw) {
            Some((_, old)) => {
                *old = Entry {
                    value: old.value.max(e.value),
                    ..e
                }
            }
            None => entries.push((raw, e)),
        }
    });
}

impl Poller {
    /// Checks each semaphore once on the driver and publishes what it reached; whether any is
    /// still pending (`false` also when the copies are stale or the device is lost: the
    /// watcher answers those).
    fn poll(&mut self) -> bool {
        let shared = &*self.shared;
        shared.polling.fetch_add(1, SeqCst);
        if shared.generation.load(SeqCst) != self.generation {
            shared.polling.fetch_sub(1, SeqCst);
            return false;
        }
        let (device, value, page) = (self.device, self.value, &self.page);
        let mut lost = false;
        self.entries.retain(|&(raw, e)| {
            let mut v = 0;
            // SAFETY: the semaphore and its device are live: neither is destroyed while a
            // poller of the current generation is inside (see the module documentation);
            // `v` is a valid out-pointer.
            let r = unsafe { value(device, vk::Semaphore::from_raw(raw), &mut v) };
            if r != vk::Result::SUCCESS {
                lost = true;
                return false;
            }
            if page.publish_quiet(e.slot, e.tag, v) {
                page.wake_readers();
                if v >= e.value {
                    Counts::add(&shared.counts.polled);
                }
            }
            v < e.value
        });
        shared.polling.fetch_sub(1, SeqCst);
        !lost && !self.entries.is_empty()
    }
}

/// Whether the calling thread has semaphores to poll ([`poll_after_message`]).
pub(crate) fn pending() -> bool {
    POLL.with(|p| !p.borrow().is_empty())
}

/// Drops what the calling thread would poll (a thread that does not poll).
pub(crate) fn clear() {
    POLL.with(|p| p.borrow_mut().clear());
}

/// Polls the semaphores this thread's submissions left pending, publishing what completes,
/// until none is pending, `limit` has passed since the call, or `has_message` says the
/// stream's next message is there (then they stay noted, to poll again after it). Yields the
/// CPU between checks. Call it only on a thread in the idle class (see the module
/// documentation).
pub(crate) fn poll_after_message(limit: Duration, mut has_message: impl FnMut() -> bool) {
    POLL.with(|p| {
        let mut pollers = p.borrow_mut();
        if limit.is_zero() {
            pollers.clear();
            return;
        }
        let start = Instant::now();
        while !pollers.is_empty() {
            if has_message() {
                return;
            }
            pollers.retain_mut(Poller::poll);
            if start.elapsed() >= limit {
                pollers.clear();
                return;
            }
            std::thread::yield_now();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize};
    use std::sync::mpsc;

    /// The fake driver's semaphores: handle `i` is at `VALUES[i]`; each test uses its own.
    static VALUES: [AtomicU64; 8] = [const { AtomicU64::new(0) }; 8];
    /// Driver calls made on each semaphore.
    static CALLS: [AtomicUsize; 8] = [const { AtomicUsize::new(0) }; 8];
    /// While set, a call on semaphore 7 blocks (and `IN_CALL` says it is inside).
    static HOLD: AtomicBool = AtomicBool::new(false);
    static IN_CALL: AtomicBool = AtomicBool::new(false);

    unsafe extern "system" fn value(_: vk::Device, sem: vk::Semaphore, v: *mut u64) -> vk::Result {
        let i = sem.as_raw() as usize;
        CALLS[i].fetch_add(1, SeqCst);
        if i == 7 {
            IN_CALL.store(true, SeqCst);
            while HOLD.load(SeqCst) {
                std::thread::yield_now();
            }
        }
        // SAFETY: the poller passes a valid out-pointer.
        unsafe { v.write(VALUES[i].load(SeqCst)) };
        vk::Result::SUCCESS
    }

    fn page() -> Arc<Page> {
        Arc::new(Page::create().unwrap().0)
    }

    fn entry(slot: u32, value: u64) -> Entry {
        Entry {
            slot,
            tag: 100 + u64::from(slot),
            value,
        }
    }

    #[test]
    fn a_poll_publishes_the_value_reached_and_ends_when_nothing_is_pending() {
        let (shared, page) = (Shared::for_test(), page());
        VALUES[1].store(4, SeqCst);
        note(&shared, vk::Device::null(), value, &page, 1, entry(1, 5));
        assert!(pending());
        // Below the target: published (a reader of 4 may go on), still pending until the
        // limit; nothing counted as completed.
        poll_after_message(Duration::from_millis(5), || false);
        assert_eq!(page.read(1, 101), Some(4));
        assert_eq!(shared.counts.polled.load(SeqCst), 0);
        assert!(
            !pending(),
            "the limit passed: the watcher answers from here"
        );
        note(&shared, vk::Device::null(), value, &page, 1, entry(1, 5));
        VALUES[1].store(5, SeqCst);
        poll_after_message(Duration::from_secs(60), || false);
        assert_eq!(page.read(1, 101), Some(5));
        assert_eq!(shared.counts.polled.load(SeqCst), 1);
        assert!(!pending());
    }

    #[test]
    fn a_message_waiting_stops_the_poll_and_keeps_what_is_pending() {
        let (shared, page) = (Shared::for_test(), page());
        note(&shared, vk::Device::null(), value, &page, 2, entry(2, 1));
        poll_after_message(Duration::from_secs(60), || true);
        assert_eq!(CALLS[2].load(SeqCst), 0, "polled with a message waiting");
        assert!(pending());
        VALUES[2].store(1, SeqCst);
        poll_after_message(Duration::from_secs(60), || false);
        assert_eq!(page.read(2, 102), Some(1));
        assert!(!pending());
    }

    #[test]
    fn a_value_published_by_the_watcher_first_is_not_counted_again() {
        let (shared, page) = (Shared::for_test(), page());
        VALUES[3].store(9, SeqCst);
        page.publish(3, 103, 9);
        note(&shared, vk::Device::null(), value, &page, 3, entry(3, 9));
        poll_after_message(Duration::from_secs(60), || false);
        assert_eq!(shared.counts.polled.load(SeqCst), 0);
        assert!(!pending());
    }

    #[test]
    fn copies_from_before_a_destroy_are_dropped_unpolled() {
        let (shared, page) = (Shared::for_test(), page());
        note(&shared, vk::Device::null(), value, &page, 4, entry(4, 1));
        // The semaphore leaves the pending set and is about to be destroyed.
        shared.fence_pollers();
        poll_after_message(Duration::from_secs(60), || false);
        assert_eq!(CALLS[4].load(SeqCst), 0, "a destroyed semaphore was polled");
        assert!(!pending());
    }

    #[test]
    fn a_destroy_waits_for_a_poller_inside_a_driver_call() {
        let (shared, page) = (Shared::for_test(), page());
        HOLD.store(true, SeqCst);
        let (s, p) = (Arc::clone(&shared), Arc::clone(&page));
        let poller = std::thread::spawn(move || {
            note(&s, vk::Device::null(), value, &p, 7, entry(7, 1));
            poll_after_message(Duration::from_secs(60), || false);
        });
        while !IN_CALL.load(SeqCst) {
            std::thread::yield_now();
        }
        let (tx, rx) = mpsc::channel();
        let s = Arc::clone(&shared);
        let destroy = std::thread::spawn(move || {
            s.fence_pollers();
            tx.send(()).unwrap();
        });
        assert!(
            rx.recv_timeout(Duration::from_millis(200)).is_err(),
            "the destroy went ahead while the driver call was in progress"
        );
        HOLD.store(false, SeqCst);
        rx.recv_timeout(Duration::from_secs(10)).unwrap();
        destroy.join().unwrap();
        poller.join().unwrap();
        // After the destroy the poller let the semaphore go: one call, no other.
        assert_eq!(CALLS[7].load(SeqCst), 1);
    }
}
