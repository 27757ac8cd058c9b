//! The bookkeeping of a swapchain's images, shared by the application's threads and the
//! present thread under one lock: which image is free, acquired or queued, the presentations
//! waiting for the present thread, the highest present id shown (`VK_KHR_present_id`,
//! `VK_KHR_present_wait`) and the serials of present fences (`VK_EXT_swapchain_maintenance1`);
//! and the two waits on it, [`acquire`]'s and the present thread's ([`serve`]), apart from the
//! Vulkan objects and the window, so that the unit tests below run them on threads.
//!
//! Rules:
//! - Presentations are shown in the order they were queued; each leaves its image free again
//!   once the X server has read it.
//! - A present id counts as shown when its presentation was shown without error; the shown id
//!   only grows (the application's ids increase per swapchain; a smaller one changes nothing).
//! - A presentation with a present fence gets the next serial (1, 2, …: strictly increasing
//!   in queue order); the present thread signals a timeline semaphore to that serial once it
//!   is done with the image, whether showing it worked or not, so no fence is left pending.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ash::vk;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    Free,
    Acquired,
    /// Submitted for presentation; the present thread has it.
    Queued,
}

/// One queued presentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The image.
    pub(crate) index: usize,
    /// Its present id (`VkPresentIdKHR`), 0 for none.
    pub(crate) id: u64,
    /// Its present fence's serial, 0 for none.
    pub(crate) serial: u64,
}

#[derive(Debug)]
pub(crate) struct State {
    pub(crate) slots: Vec<Slot>,
    pub(crate) queue: VecDeque<Entry>,
    pub(crate) stop: bool,
    /// The window's size no longer matches.
    pub(crate) suboptimal: bool,
    /// An error that ends the swapchain (device lost, window gone).
    pub(crate) lost: Option<vk::Result>,
    /// The highest present id shown; 0 before the first.
    pub(crate) shown_id: u64,
    /// The last present fence serial handed out; 0 before the first.
    pub(crate) serial: u64,
    /// Tests: acquires blocked in [`acquire`] now (each notifies `changed` as it starts to
    /// wait), so a test knows the wait began without sleeping.
    #[cfg(test)]
    pub(crate) waiting: usize,
}

impl State {
    pub(crate) fn new(images: usize) -> State {
        State {
            slots: vec![Slot::Free; images],
            queue: VecDeque::new(),
            stop: false,
            suboptimal: false,
            lost: None,
            shown_id: 0,
            serial: 0,
            #[cfg(test)]
            waiting: 0,
        }
    }

    /// One attempt of `vkAcquireNextImageKHR`: the lowest free image, now acquired; `None`
    /// when all are taken and the caller may wait; `NOT_READY` when it may not (`timeout_ns`
    /// 0); the swapchain's error once it ended, whatever is free.
    pub(crate) fn take_free(&mut self, timeout_ns: u64) -> Result<Option<usize>, vk::Result> {
        if let Some(e) = self.lost {
            return Err(e);
        }
        if let Some(i) = self.slots.iter().position(|s| *s == Slot::Free) {
            self.slots[i] = Slot::Acquired;
            return Ok(Some(i));
        }
        if timeout_ns == 0 {
            return Err(vk::Result::NOT_READY);
        }
        Ok(None)
    }

    /// Queues acquired image `index` for the present thread with present id `id` (0: none);
    /// `fenced`: it has a present fence, which gets the next serial.
    pub(crate) fn enqueue(&mut self, index: usize, id: u64, fenced: bool) -> Entry {
        let serial = if fenced {
            self.serial += 1;
            self.serial
        } else {
            0
        };
        let e = Entry { index, id, serial };
        self.slots[index] = Slot::Queued;
        self.queue.push_back(e);
        e
    }

    /// Records what showing `e` gave (`Ok(false)`: the window's size no longer matches) and
    /// frees its image.
    pub(crate) fn shown(&mut self, e: &Entry, result: Result<bool, vk::Result>) {
        self.slots[e.index] = Slot::Free;
        match result {
            Ok(fits) => {
                self.suboptimal |= !fits;
                self.shown_id = self.shown_id.max(e.id);
            }
            Err(err) => {
                self.lost.get_or_insert(err);
            }
        }
    }

    /// One check of `vkWaitForPresentKHR`: whether present id `id` has been shown; the
    /// swapchain's error once it ended before that.
    pub(crate) fn present_done(&self, id: u64) -> Result<bool, vk::Result> {
        if self.shown_id >= id {
            return Ok(true);
        }
        match self.lost {
            Some(e) => Err(e),
            None => Ok(false),
        }
    }

    /// `vkReleaseSwapchainImagesEXT`: frees the acquired images `indices`; nothing changes
    /// when one of them is not acquired (a valid-usage violation the caller reports).
    pub(crate) fn release(&mut self, indices: &[u32]) -> Result<(), u32> {
        if let Some(&bad) = indices
            .iter()
            .find(|&&i| self.slots.get(i as usize) != Some(&Slot::Acquired))
        {
            return Err(bad);
        }
        for &i in indices {
            self.slots[i as usize] = Slot::Free;
        }
        Ok(())
    }
}

/// Locks the state, through a poisoned lock (the state stays consistent: every change is one
/// assignment or push).
pub(crate) fn lock(state: &Mutex<State>) -> MutexGuard<'_, State> {
    state.lock().unwrap_or_else(|e| e.into_inner())
}

/// `vkWaitForPresentKHR` on a swapchain's `state` (signalled on `changed`): waits until a
/// presentation with an id of at least `id` was shown, for up to `timeout_ns`; `TIMEOUT`
/// when it was not, the swapchain's error when it ended first.
pub(crate) fn wait_for_present(
    state: &Mutex<State>,
    changed: &std::sync::Condvar,
    id: u64,
    timeout_ns: u64,
) -> Result<(), ash::vk::Result> {
    let start = std::time::Instant::now();
    let limit = std::time::Duration::from_nanos(timeout_ns);
    let mut st = lock(state);
    loop {
        if st.present_done(id)? {
            return Ok(());
        }
        let left = limit.saturating_sub(start.elapsed());
        if left.is_zero() {
            return Err(ash::vk::Result::TIMEOUT);
        }
        st = match changed.wait_timeout(st, left) {
            Ok((g, _)) => g,
            Err(e) => e.into_inner().0,
        };
    }
}

/// `vkReleaseSwapchainImagesEXT` on a swapchain's `state`: the acquired images `indices` are
/// free again (waiters on `changed` are told).
pub(crate) fn release(
    state: &Mutex<State>,
    changed: &std::sync::Condvar,
    indices: &[u32],
) -> Result<(), ash::vk::Result> {
    let r = lock(state).release(indices);
    match r {
        Ok(()) => {
            changed.notify_all();
            Ok(())
        }
        Err(bad) => {
            tracing::error!("vkReleaseSwapchainImagesEXT: image {bad} is not acquired");
            Err(ash::vk::Result::ERROR_UNKNOWN)
        }
    }
}

/// The wait of `vkAcquireNextImageKHR`: an image (now acquired) and whether the swapchain is
/// suboptimal. Blocks on `changed` (notified by presentations shown and images released) for
/// up to `timeout_ns` (`u64::MAX`: for ever); `NOT_READY` (timeout 0) or `TIMEOUT` when no
/// image became free in time; the swapchain's error once it ended.
pub(crate) fn acquire(
    state: &Mutex<State>,
    changed: &Condvar,
    timeout_ns: u64,
) -> Result<(usize, bool), vk::Result> {
    let start = Instant::now();
    let limit = Duration::from_nanos(timeout_ns);
    let mut st = lock(state);
    loop {
        if let Some(i) = st.take_free(timeout_ns)? {
            return Ok((i, st.suboptimal));
        }
        let left = limit.saturating_sub(start.elapsed());
        if left.is_zero() {
            return Err(vk::Result::TIMEOUT);
        }
        #[cfg(test)]
        {
            st.waiting += 1;
            changed.notify_all();
        }
        st = if timeout_ns == u64::MAX {
            changed.wait(st).unwrap_or_else(|e| e.into_inner())
        } else {
            match changed.wait_timeout(st, left) {
                Ok((g, _)) => g,
                Err(e) => e.into_inner().0,
            }
        };
        #[cfg(test)]
        {
            st.waiting -= 1;
        }
    }
}

/// [`acquire`], then signals the application's `semaphore` and `fence` (either may be null)
/// with an empty submission on `queue` of `device`: the image's earlier presentation is
/// complete by then, so that signal is immediate. A failed submission frees the image again.
///
/// # Safety
/// `queue`, `semaphore` and `fence` belong to `device`.
pub(crate) unsafe fn acquire_signalled(
    state: &Mutex<State>,
    changed: &Condvar,
    timeout_ns: u64,
    device: &ash::Device,
    queue: vk::Queue,
    semaphore: vk::Semaphore,
    fence: vk::Fence,
) -> Result<(u32, bool), vk::Result> {
    let (index, suboptimal) = acquire(state, changed, timeout_ns)?;
    if semaphore != vk::Semaphore::null() || fence != vk::Fence::null() {
        let sems = [semaphore];
        let submit = if semaphore == vk::Semaphore::null() {
            vk::SubmitInfo::default()
        } else {
            vk::SubmitInfo::default().signal_semaphores(&sems)
        };
        // SAFETY: caller.
        if let Err(e) = unsafe { device.queue_submit(queue, &[submit], fence) } {
            lock(state).slots[index] = Slot::Free;
            return Err(e);
        }
    }
    Ok((index as u32, suboptimal))
}

/// The present thread's loop: takes the queued presentations in queue order, shows each with
/// `show` (the lock not held; `Ok(false)`: the window's size no longer matches), frees its
/// image and notifies `changed`, then calls `done` (which signals its present fence). Returns
/// once `stop` is set and the queue is empty: presentations queued before the swapchain's
/// destruction are still shown and their fences signalled; acquired images stay acquired.
pub(crate) fn serve(
    state: &Mutex<State>,
    changed: &Condvar,
    mut show: impl FnMut(usize) -> Result<bool, vk::Result>,
    mut done: impl FnMut(&Entry),
) {
    loop {
        let e = {
            let mut st = lock(state);
            loop {
                if let Some(e) = st.queue.pop_front() {
                    break e;
                }
                if st.stop {
                    return;
                }
                st = changed.wait(st).unwrap_or_else(|e| e.into_inner());
            }
        };
        let result = show(e.index);
        // The image is free (and its present id shown) before its present fence signals, so
        // an application that waited for the fence can acquire it again.
        lock(state).shown(&e, result);
        changed.notify_all();
        done(&e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_are_acquired_lowest_free_first_and_reused_when_freed() {
        let mut st = State::new(3);
        assert_eq!(st.take_free(u64::MAX), Ok(Some(0)));
        assert_eq!(st.take_free(u64::MAX), Ok(Some(1)));
        st.slots[0] = Slot::Free;
        assert_eq!(st.take_free(u64::MAX), Ok(Some(0)));
        assert_eq!(st.take_free(u64::MAX), Ok(Some(2)));
        assert_eq!(st.slots, [Slot::Acquired; 3]);
    }

    #[test]
    fn with_all_images_taken_a_zero_timeout_is_not_ready_and_others_wait() {
        let mut st = State::new(2);
        st.slots = vec![Slot::Acquired, Slot::Queued];
        assert_eq!(st.take_free(0), Err(vk::Result::NOT_READY));
        assert_eq!(st.take_free(1), Ok(None));
        assert_eq!(st.take_free(u64::MAX), Ok(None));
        assert_eq!(st.slots, [Slot::Acquired, Slot::Queued]);
    }

    #[test]
    fn an_ended_swapchain_fails_even_with_images_free() {
        let mut st = State::new(2);
        st.lost = Some(vk::Result::ERROR_OUT_OF_DATE_KHR);
        assert_eq!(st.take_free(0), Err(vk::Result::ERROR_OUT_OF_DATE_KHR));
        assert_eq!(
            st.take_free(u64::MAX),
            Err(vk::Result::ERROR_OUT_OF_DATE_KHR)
        );
        assert_eq!(st.slots, [Slot::Free; 2]);
    }

    #[test]
    fn fence_serials_increase_in_queue_order_and_skip_unfenced_presents() {
        let mut st = State::new(3);
        for _ in 0..3 {
            st.take_free(0).unwrap();
        }
        let a = st.enqueue(0, 5, true);
        let b = st.enqueue(1, 0, false);
        let c = st.enqueue(2, 6, true);
        assert_eq!((a.serial, b.serial, c.serial), (1, 0, 2));
        assert_eq!(st.queue.iter().copied().collect::<Vec<_>>(), [a, b, c]);
        assert_eq!(st.slots, [Slot::Queued; 3]);
    }

    #[test]
    fn a_present_id_is_done_once_shown_and_ids_only_grow() {
        let mut st = State::new(2);
        st.take_free(0).unwrap();
        st.take_free(0).unwrap();
        let a = st.enqueue(0, 7, false);
        let b = st.enqueue(1, 3, false);
        assert_eq!(st.present_done(7), Ok(false));
        // Id 0 (no id) is always done.
        assert_eq!(st.present_done(0), Ok(true));
        st.shown(&a, Ok(true));
        assert_eq!(st.present_done(7), Ok(true));
        assert_eq!(st.present_done(6), Ok(true));
        assert_eq!(st.present_done(8), Ok(false));
        st.shown(&b, Ok(false));
        assert_eq!(st.shown_id, 7);
        assert!(st.suboptimal);
        assert_eq!(st.slots, [Slot::Free; 2]);
    }

    #[test]
    fn a_failed_presentation_ends_waits_for_ids_not_yet_shown() {
        let mut st = State::new(2);
        st.take_free(0).unwrap();
        st.take_free(0).unwrap();
        let a = st.enqueue(0, 1, true);
        let b = st.enqueue(1, 2, true);
        st.shown(&a, Ok(true));
        st.shown(&b, Err(vk::Result::ERROR_SURFACE_LOST_KHR));
        assert_eq!(st.present_done(1), Ok(true));
        assert_eq!(st.present_done(2), Err(vk::Result::ERROR_SURFACE_LOST_KHR));
        // The failed image is free again all the same (its fence is signalled too).
        assert_eq!(st.slots, [Slot::Free; 2]);
    }

    #[test]
    fn release_frees_acquired_images_and_refuses_others_whole() {
        let mut st = State::new(3);
        st.take_free(0).unwrap();
        st.take_free(0).unwrap();
        st.enqueue(1, 0, false);
        // Image 1 is queued, image 2 free, image 9 does not exist: nothing changes.
        assert_eq!(st.release(&[0, 1]), Err(1));
        assert_eq!(st.release(&[2]), Err(2));
        assert_eq!(st.release(&[9]), Err(9));
        assert_eq!(st.slots, [Slot::Acquired, Slot::Queued, Slot::Free]);
        assert_eq!(st.release(&[0]), Ok(()));
        assert_eq!(st.slots, [Slot::Free, Slot::Queued, Slot::Free]);
        assert_eq!(st.take_free(0), Ok(Some(0)));
    }

    /// How long a test waits for a state before it calls the code hung. Only a bound on a
    /// hang: no outcome depends on it.
    const HANG: Duration = Duration::from_secs(20);

    /// A swapchain's state with `slots`, and its condition variable.
    fn shared(slots: &[Slot]) -> std::sync::Arc<(Mutex<State>, Condvar)> {
        let mut st = State::new(slots.len());
        st.slots = slots.to_vec();
        std::sync::Arc::new((Mutex::new(st), Condvar::new()))
    }

    /// Waits until `n` acquires are blocked in [`acquire`]'s wait (each notifies as it
    /// starts); the lock is held from there until the caller drops the guard.
    fn until_waiting(sh: &(Mutex<State>, Condvar), n: usize) -> MutexGuard<'_, State> {
        let (g, t) =
            sh.1.wait_timeout_while(lock(&sh.0), HANG, |st| st.waiting < n)
                .unwrap();
        assert!(!t.timed_out(), "the acquire never began to wait");
        g
    }

    /// Runs `f` on a thread and gives its answer, failing if it hangs.
    fn on_thread<T: Send + 'static>(
        f: impl FnOnce() -> T + Send + 'static,
    ) -> std::sync::mpsc::Receiver<T> {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(f());
        });
        rx
    }

    #[test]
    fn a_blocking_acquire_waits_until_an_image_is_released() {
        let sh = shared(&[Slot::Acquired, Slot::Queued]);
        let s2 = sh.clone();
        let got = on_thread(move || acquire(&s2.0, &s2.1, u64::MAX));
        let mut st = until_waiting(&sh, 1);
        // A wake-up with nothing free does not end the wait (no timeout; the result below is
        // the image released after it).
        drop(st);
        sh.1.notify_all();
        st = until_waiting(&sh, 1);
        assert_eq!(st.release(&[0]), Ok(()));
        drop(st);
        sh.1.notify_all();
        assert_eq!(got.recv_timeout(HANG), Ok(Ok((0, false))));
        assert_eq!(lock(&sh.0).slots, [Slot::Acquired, Slot::Queued]);
    }

    #[test]
    fn a_blocking_acquire_is_woken_by_the_present_thread_showing_an_image() {
        let sh = shared(&[Slot::Acquired, Slot::Acquired]);
        lock(&sh.0).enqueue(1, 4, false);
        let (go, gate) = std::sync::mpsc::channel::<()>();
        let s2 = sh.clone();
        let presenter = std::thread::spawn(move || {
            serve(
                &s2.0,
                &s2.1,
                |_| {
                    gate.recv().unwrap();
                    Ok(true)
                },
                |_| {},
            )
        });
        let s3 = sh.clone();
        let got = on_thread(move || acquire(&s3.0, &s3.1, u64::MAX));
        let st = until_waiting(&sh, 1);
        // The present thread has image 1 (it is still queued for it, being shown).
        assert_eq!(st.slots, [Slot::Acquired, Slot::Queued]);
        drop(st);
        go.send(()).unwrap();
        assert_eq!(got.recv_timeout(HANG), Ok(Ok((1, false))));
        assert_eq!(lock(&sh.0).shown_id, 4);
        lock(&sh.0).stop = true;
        sh.1.notify_all();
        presenter.join().unwrap();
    }

    #[test]
    fn a_timed_acquire_is_not_ready_at_zero_and_times_out_when_nothing_frees() {
        let sh = shared(&[Slot::Acquired, Slot::Queued]);
        assert_eq!(acquire(&sh.0, &sh.1, 0), Err(vk::Result::NOT_READY));
        // 1 ms with no present thread and no release: nothing can free an image.
        assert_eq!(acquire(&sh.0, &sh.1, 1_000_000), Err(vk::Result::TIMEOUT));
        assert_eq!(lock(&sh.0).slots, [Slot::Acquired, Slot::Queued]);
        // With an image free, even timeout 0 gets it.
        lock(&sh.0).slots[1] = Slot::Free;
        assert_eq!(acquire(&sh.0, &sh.1, 0), Ok((1, false)));
    }

    #[test]
    fn a_timed_acquire_gets_an_image_released_within_its_timeout() {
        let sh = shared(&[Slot::Acquired]);
        let s2 = sh.clone();
        // An hour: only the release can end this wait in the test's time.
        let got = on_thread(move || acquire(&s2.0, &s2.1, 3_600_000_000_000));
        let mut st = until_waiting(&sh, 1);
        st.suboptimal = true;
        assert_eq!(st.release(&[0]), Ok(()));
        drop(st);
        sh.1.notify_all();
        assert_eq!(got.recv_timeout(HANG), Ok(Ok((0, true))));
    }

    #[test]
    fn an_acquire_blocked_when_the_swapchain_fails_gets_its_error() {
        let sh = shared(&[Slot::Acquired, Slot::Acquired]);
        let e = lock(&sh.0).enqueue(0, 0, false);
        let s2 = sh.clone();
        let got = on_thread(move || acquire(&s2.0, &s2.1, u64::MAX));
        let mut st = until_waiting(&sh, 1);
        // What the present thread records when showing fails (window gone).
        st.shown(&e, Err(vk::Result::ERROR_SURFACE_LOST_KHR));
        drop(st);
        sh.1.notify_all();
        assert_eq!(
            got.recv_timeout(HANG),
            Ok(Err(vk::Result::ERROR_SURFACE_LOST_KHR))
        );
    }

    #[test]
    fn the_present_thread_shows_in_queue_order_and_signals_each_after_freeing_it() {
        let sh = shared(&[Slot::Acquired; 3]);
        {
            let mut st = lock(&sh.0);
            st.enqueue(2, 1, true);
            st.enqueue(0, 2, false);
            st.enqueue(1, 3, true);
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let s2 = sh.clone();
        let tx2 = tx.clone();
        let presenter = std::thread::spawn(move || {
            let s3 = s2.clone();
            serve(
                &s2.0,
                &s2.1,
                |i| {
                    tx.send(("show", i, 0)).unwrap();
                    Ok(true)
                },
                |e| {
                    // The image is already free when its fence would be signalled.
                    assert_eq!(lock(&s3.0).slots[e.index], Slot::Free);
                    tx2.send(("done", e.index, e.serial)).unwrap();
                },
            )
        });
        let seen: Vec<_> = (0..6).map(|_| rx.recv_timeout(HANG).unwrap()).collect();
        assert_eq!(
            seen,
            [
                ("show", 2, 0),
                ("done", 2, 1),
                ("show", 0, 0),
                ("done", 0, 0),
                ("show", 1, 0),
                ("done", 1, 2),
            ]
        );
        assert_eq!(lock(&sh.0).shown_id, 3);
        lock(&sh.0).stop = true;
        sh.1.notify_all();
        presenter.join().unwrap();
    }

    #[test]
    fn at_destruction_queued_presentations_are_still_shown_and_acquired_images_left() {
        // What `Swapchain::drop` finds: image 0 acquired by the application, 1 and 2 queued;
        // it sets `stop` and the present thread drains the queue before it ends.
        let sh = shared(&[Slot::Acquired; 3]);
        {
            let mut st = lock(&sh.0);
            st.enqueue(1, 0, true);
            st.enqueue(2, 0, true);
            st.stop = true;
        }
        let mut shown = Vec::new();
        let mut signalled = Vec::new();
        let s2 = sh.clone();
        let ended = on_thread(move || {
            serve(
                &s2.0,
                &s2.1,
                |i| {
                    shown.push(i);
                    // Showing the first fails: the second is still taken (and its fence
                    // signalled), so no fence is left pending.
                    if i == 1 {
                        Err(vk::Result::ERROR_SURFACE_LOST_KHR)
                    } else {
                        Ok(true)
                    }
                },
                |e| signalled.push(e.serial),
            );
            (shown, signalled)
        });
        assert_eq!(ended.recv_timeout(HANG), Ok((vec![1, 2], vec![1, 2])));
        let st = lock(&sh.0);
        assert_eq!(st.slots, [Slot::Acquired, Slot::Free, Slot::Free]);
        assert!(st.queue.is_empty());
        assert_eq!(st.lost, Some(vk::Result::ERROR_SURFACE_LOST_KHR));
    }

    #[test]
    fn an_idle_present_thread_ends_when_stopped() {
        let sh = shared(&[Slot::Free]);
        let s2 = sh.clone();
        let ended = on_thread(move || {
            let mut calls = 0;
            serve(&s2.0, &s2.1, |_| Ok(true), |_| calls += 1);
            calls
        });
        lock(&sh.0).stop = true;
        sh.1.notify_all();
        assert_eq!(ended.recv_timeout(HANG), Ok(0));
    }
}
