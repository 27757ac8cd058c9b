//! The bookkeeping of a swapchain's images, shared by the application's threads and the
//! present thread under one lock: which image is free, acquired or queued, the presentations
//! waiting for the present thread, the highest present id shown (`VK_KHR_present_id`,
//! `VK_KHR_present_wait`) and the serials of present fences (`VK_EXT_swapchain_maintenance1`).
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
}
