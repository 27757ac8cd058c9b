//! Fence and timeline-semaphore state fed to the client through its feedback page
//! ([`shm_ring::feedback`]), so that the ICD answers `vkGetFenceStatus`, `vkWaitForFences`,
//! `vkGetSemaphoreCounterValue` and `vkWaitSemaphores` without a message.
//!
//! - The client asks for its page once ([`vk_wire::relay::FEEDBACK`]); the renderer makes it
//!   and sends its descriptor.
//! - After each submission carrying a fence the ICD sends [`vk_wire::relay::WATCH`] (no
//!   reply) with the fence's slot and the submission's serial; for each timeline semaphore
//!   it creates, one with its slot and initial value. The renderer then finds the signals of
//!   registered semaphores in the submissions it runs (and `vkSignalSemaphore`).
//! - A submission's object is checked once on the submitting stream's thread (without
//!   capture): what the driver already completed is published from there, without waking a
//!   watcher (`Watcher::watch`).
//! - One watcher thread per device, kind and queue (`Watcher`) holds what is pending: it
//!   checks each pending object's state on the driver, publishes what completed (the fence's
//!   serial, the semaphore's counter value), and waits on the driver for the rest. The
//!   session numbers its submissions (`Feedback::submitted`); on one queue they complete in
//!   that order, so a watcher of one queue waits only for the first target still pending, in
//!   100 ms slices. A fence whose watch follows no submission the session saw goes to the
//!   device's watcher of no known queue, which waits for any of its objects in slices of
//!   [`crate::session::WAIT_SLICE`] so that objects added meanwhile are picked up; there a
//!   wait for any of several objects that polls instead of sleeping (lavapipe's) turns the
//!   watcher to waiting for the object submitted first, one at a time. A submission
//!   only adds an entry under the watcher's lock, which the watcher never holds across a
//!   driver wait.
//! - A publication that changes nothing (a semaphore checked at its submission, still at the
//!   value published before) wakes no reader.
//! - `vkResetFences`, `vkDestroyFence`, `vkDestroySemaphore` and the device's destruction first
//!   take the object out of its watcher (`Watcher::forget`), waiting for a driver wait that
//!   names it to end (at once in valid usage: the object is signalled by then), so the
//!   watcher never touches an object the driver is resetting or destroying.
//! - When a `vkQueueWaitIdle` or `vkDeviceWaitIdle` of the client returns, every pending
//!   object of its watchers is checked and published before the reply goes
//!   (`Feedback::settle`): the client may read a fence's status right after such a wait,
//!   and it must find the fence signalled then, not when the watcher's next slice ends.
//! - Watchers start from one spawner thread per process (`start_spawner`), so they run at
//!   the renderer's priority, not at the lowered one of the stream thread that submitted.
//! - With capture on, a watcher tells the capture what it is about to publish, before it
//!   publishes it (`Hook`): the capture then knows that the submissions a fence ends are
//!   complete while the client cannot know it yet (see [`crate::trace::writes`]).
//! - A driver wait that reports `VK_ERROR_DEVICE_LOST`, and a failed asynchronous command,
//!   set the page's `FLAG_LOST`; a device whose fence or semaphore functions are missing, or
//!   a watcher thread that cannot start, set `FLAG_NO_FENCES` / `FLAG_NO_TIMELINES`, and the
//!   ICD asks the renderer from then on (logged once).

use std::collections::HashMap;
use std::os::fd::{AsRawFd, OwnedFd};
use std::sync::Arc;

use ash::vk;
use shm_ring::feedback::{FLAG_LOST, FLAG_NO_FENCES, FLAG_NO_TIMELINES, Page};

pub(crate) mod events;
pub(crate) mod poll;
#[cfg(test)]
mod tests;
mod watcher;
use watcher::{Counts, Entry, Watcher};
pub(crate) use watcher::{start_spawner, wake_deferred};

/// The driver's functions a watcher of `kind` calls, for one device.
#[derive(Clone, Copy)]
pub(crate) enum Fns {
    /// Fences.
    Fences {
        /// `vkGetFenceStatus`.
        status: vk::PFN_vkGetFenceStatus,
        /// `vkWaitForFences`.
        wait: vk::PFN_vkWaitForFences,
    },
    /// Timeline semaphores.
    Timelines {
        /// `vkGetSemaphoreCounterValue`.
        value: vk::PFN_vkGetSemaphoreCounterValue,
        /// `vkWaitSemaphores`.
        wait: vk::PFN_vkWaitSemaphores,
    },
}

/// What a watcher is about to publish, told to its [`Hook`] first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Signal {
    /// The fence with this driver handle is signalled.
    Fence(u64),
    /// A timeline semaphore reached a value.
    Timeline,
}

/// Called by a watcher before it publishes what completed (capture's device writes), on the
/// watcher's thread with its state locked: it must not call back into the feedback.
pub(crate) type Hook = Arc<dyn Fn(Signal) + Send + Sync>;

/// A device's watchers, by kind and by the driver queue whose submissions signal their
/// objects (0: not known), each started at its first object.
#[derive(Debug, Default)]
struct DeviceWatchers {
    fences: HashMap<u64, Watcher>,
    timelines: HashMap<u64, Watcher>,
}

impl DeviceWatchers {
    fn of(&mut self, fns: Fns) -> &mut HashMap<u64, Watcher> {
        match fns {
            Fns::Fences { .. } => &mut self.fences,
            Fns::Timelines { .. } => &mut self.timelines,
        }
    }

    fn all(&self) -> impl Iterator<Item = &Watcher> {
        self.fences.values().chain(self.timelines.values())
    }
}

/// A client's feedback: its page and its devices' watchers.
#[derive(Default)]
pub struct Feedback {
    page: Option<Arc<Page>>,
    /// The page's file, kept to send again if asked twice.
    fd: Option<OwnedFd>,
    devices: HashMap<u64, DeviceWatchers>,
    /// Registered timeline semaphores: driver handle → (driver device, slot, tag).
    timelines: HashMap<u64, (u64, u32, u64)>,
    /// Every timeline semaphore the client made: driver handle → driver device. Only these
    /// may be registered (a `WATCH` naming a binary semaphore drops the client).
    made: HashMap<u64, u64>,
    /// Told of each publication first (capture), given to watchers as they start.
    hook: Option<Hook>,
    /// How the watched objects were completed, over the session's life.
    counts: Arc<Counts>,
    /// Submissions the session made so far (numbering each watched object's submission).
    submissions: u64,
    /// Fences submitted and not yet watched: driver handle → (driver queue, submission).
    submitted_fences: HashMap<u64, (u64, u64)>,
}

impl std::fmt::Debug for Feedback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Feedback")
            .field("page", &self.page.is_some())
            .field("devices", &self.devices)
            .field("timelines", &self.timelines.len())
            .field("hook", &self.hook.is_some())
            .finish()
    }
}

impl Feedback {
    /// How the watched fences and timeline semaphores were completed so far.
    pub(crate) fn stats(&self) -> crate::stats::FeedbackStats {
        use std::sync::atomic::Ordering::Relaxed;
        crate::stats::FeedbackStats {
            at_submission: self.counts.at_submission.load(Relaxed),
            by_watcher: self.counts.by_watcher.load(Relaxed),
            polled: self.counts.polled.load(Relaxed),
        }
    }

    /// The page's descriptor to send to the client (made at the first call), or the error.
    pub(crate) fn page_fd(&mut self) -> Result<std::os::fd::RawFd, shm_ring::Error> {
        if self.page.is_none() {
            let (page, fd) = Page::create()?;
            self.page = Some(Arc::new(page));
            self.fd = Some(fd);
        }
        // `fd` is set with `page`, above.
        Ok(self.fd.as_ref().map_or(-1, |f| f.as_raw_fd()))
    }

    /// Sets `flag` on the page (if there is one), logging `why` the first time.
    fn refuse(&self, flag: u32, why: &str) {
        if let Some(p) = &self.page
            && p.flags() & flag == 0
        {
            tracing::info!("{why}: the client's waits on these go to the renderer");
            p.set_flag(flag);
        }
    }

    /// A `vkQueueWaitIdle` or `vkDeviceWaitIdle` of the client returned: every watcher checks
    /// its pending objects now, so the page says what the wait made true before the reply
    /// goes. (A fence's watcher otherwise publishes its signal when its current driver wait
    /// slice ends, which can be after the client, told the queue is idle, reads the fence.)
    pub(crate) fn settle(&self) {
        for watcher in self.devices.values().flat_map(DeviceWatchers::all) {
            watcher.settle();
        }
    }

    /// Sets the hook that hears of each publication before it is made, for watchers started
    /// from now on (set when the session is made, before any).
    pub(crate) fn set_hook(&mut self, hook: Hook) {
        self.hook = Some(hook);
    }

    /// A command the client did not wait for failed: its waits answer device loss.
    pub(crate) fn lost(&self) {
        if let Some(p) = &self.page {
            p.set_flag(FLAG_LOST);
        }
    }

    /// The watcher of `device` for `fns`' kind and the objects `queue` signals (a driver
    /// queue, 0: not known), started if needed (`None`: no page, or the thread cannot start,
    /// then refused on the page).
    fn watcher(&mut self, device: u64, fns: Fns, queue: u64) -> Option<&Watcher> {
        let page = Arc::clone(self.page.as_ref()?);
        let map = self.devices.entry(device).or_default().of(fns);
        let failed = match map.entry(queue) {
            std::collections::hash_map::Entry::Vacant(v) => {
                let ordered = queue != 0;
                let counts = Arc::clone(&self.counts);
                match Watcher::start(device, fns, page, self.hook.clone(), counts, ordered) {
                    Ok(n) => {
                        v.insert(n);
                        None
                    }
                    Err(e) => Some(e),
                }
            }
            std::collections::hash_map::Entry::Occupied(_) => None,
        };
        if let Some(e) = failed {
            let flag = match fns {
                Fns::Fences { .. } => FLAG_NO_FENCES,
                Fns::Timelines { .. } => FLAG_NO_TIMELINES,
            };
            self.refuse(flag, &format!("cannot start a watcher thread ({e})"));
            return None;
        }
        // Set just above.
        self.devices.get_mut(&device)?.of(fns).get(&queue)
    }

    /// The session made a submission of `batches` batches on driver queue `queue` carrying
    /// fence `fence` (a driver handle, 0 for none): the number of its first batch in the
    /// session's submissions (the others follow), which the timeline signals of each batch
    /// take; the fence's watch takes the last.
    pub(crate) fn submitted(&mut self, queue: u64, batches: usize, fence: u64) -> u64 {
        let first = self.submissions + 1;
        self.submissions += batches.max(1) as u64;
        if fence != 0 && self.page.is_some() {
            self.submitted_fences
                .insert(fence, (queue, self.submissions));
        }
        first
    }

    /// A submission on `device` carrying fence `fence` (driver handles; the client's id
    /// `tag`) has serial `serial`: published in `slot` once the driver signals it. `fns`:
    /// the device's fence functions, `None` if it lacks them.
    pub(crate) fn watch_fence(
        &mut self,
        device: u64,
        fns: Option<Fns>,
        fence: u64,
        tag: u64,
        slot: u32,
        serial: u64,
    ) {
        // The submission the session saw; a watch that follows none (a failed submission)
        // goes to the watcher of no known queue.
        let (queue, since) = match self.submitted_fences.remove(&fence) {
            Some(s) => s,
            None => {
                self.submissions += 1;
                (0, self.submissions)
            }
        };
        let Some(fns) = fns else {
            self.refuse(
                FLAG_NO_FENCES,
                "the device has no vkGetFenceStatus/vkWaitForFences",
            );
            return;
        };
        let e = Entry {
            slot,
            tag,
            value: serial,
        };
        if let Some(w) = self.watcher(device, fns, queue) {
            w.watch(fence, e, since);
        }
    }

    /// Registers timeline semaphore `sem` of `device` (the client's id `tag`), created with
    /// `initial`, in `slot`; `fns`: the device's semaphore functions, `None` if it lacks them.
    pub(crate) fn register_timeline(
        &mut self,
        device: u64,
        fns: Option<Fns>,
        sem: u64,
        tag: u64,
        slot: u32,
        initial: u64,
    ) {
        let Some(page) = self.page.clone() else {
            return;
        };
        if fns.is_none() {
            self.refuse(
                FLAG_NO_TIMELINES,
                "the device has no vkGetSemaphoreCounterValue/vkWaitSemaphores",
            );
            return;
        }
        page.publish(slot, tag, initial);
        self.timelines.insert(sem, (device, slot, tag));
    }

    /// `sem` (a driver handle) of `device` was made as a timeline semaphore.
    pub(crate) fn timeline_made(&mut self, sem: u64, device: u64) {
        self.made.insert(sem, device);
    }

    /// Whether `sem` (a driver handle) was made as a timeline semaphore.
    pub(crate) fn made_timeline(&self, sem: u64) -> bool {
        self.made.contains_key(&sem)
    }

    /// Whether `sem` (a driver handle) is a registered timeline semaphore.
    pub(crate) fn is_timeline(&self, sem: u64) -> bool {
        self.timelines.contains_key(&sem)
    }

    /// Whether any timeline semaphore is registered (submissions are looked at only then).
    pub(crate) fn has_timelines(&self) -> bool {
        !self.timelines.is_empty()
    }

    /// The device of registered timeline semaphore `sem`.
    pub(crate) fn timeline_device(&self, sem: u64) -> Option<u64> {
        self.timelines.get(&sem).map(|t| t.0)
    }

    /// Submission `since` ([`Feedback::submitted`]) the renderer ran on driver queue `queue`
    /// signals registered timeline semaphore `sem` to `value`.
    pub(crate) fn signaled_on_queue(
        &mut self,
        sem: u64,
        value: u64,
        fns: Fns,
        queue: u64,
        since: u64,
    ) {
        let Some(&(device, slot, tag)) = self.timelines.get(&sem) else {
            return;
        };
        if let Some(w) = self.watcher(device, fns, queue) {
            w.watch(sem, Entry { slot, tag, value }, since);
        }
    }

    /// The host signalled registered timeline semaphore `sem` to `value` (it succeeded).
    pub(crate) fn signaled_on_host(&self, sem: u64, value: u64) {
        if let (Some(&(_, slot, tag)), Some(page)) = (self.timelines.get(&sem), &self.page) {
            page.publish(slot, tag, value);
        }
    }

    /// Before a reset or destroy of fence `fence` of `device`: no watcher touches it after.
    pub(crate) fn forget_fence(&mut self, device: u64, fence: u64) {
        self.submitted_fences.remove(&fence);
        if let Some(d) = self.devices.get(&device) {
            for w in d.fences.values() {
                w.forget(fence);
            }
        }
    }

    /// Before the destroy of semaphore `sem` of `device`.
    pub(crate) fn forget_semaphore(&mut self, device: u64, sem: u64) {
        self.made.remove(&sem);
        if self.timelines.remove(&sem).is_some()
            && let Some(d) = self.devices.get(&device)
        {
            for w in d.timelines.values() {
                w.forget(sem);
            }
        }
    }

    /// Before `device` is destroyed: its watchers stop.
    pub(crate) fn device_gone(&mut self, device: u64) {
        self.devices.remove(&device);
        self.timelines.retain(|_, (d, _, _)| *d != device);
        self.made.retain(|_, d| *d != device);
    }

    /// Before the client's objects are torn down: every watcher stops.
    pub(crate) fn stop(&mut self) {
        self.devices.clear();
        self.submitted_fences.clear();
        self.timelines.clear();
        self.made.clear();
    }
}
