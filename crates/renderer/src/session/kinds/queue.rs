//! Queues: their families, submissions. On a client with the BC repair the uploads of the submitted command
//! buffers are decoded first ([`crate::repair::bc`]); once a submission succeeded, the
//! timeline signals it carries are handed to the feedback page's watchers
//! ([`crate::feedback`]).

use ash::vk::{self, Handle};
use vk_wire::args;

use super::super::Session;

impl Session {
    /// `vkQueueSubmit` on a client with the BC repair: the uploads its command buffers
    /// recorded decoded, or the submission refused.
    ///
    /// # Safety
    /// `x` holds decoded arguments (valid arrays and chains), handles translated.
    pub(crate) unsafe fn repair_submit(
        &mut self,
        x: &mut args::QueueSubmit,
    ) -> crate::repair::Held {
        // SAFETY: caller.
        unsafe { self.repairs.before_submit(x, &mut self.stats.repairs) }
    }

    /// As [`Session::repair_submit`], for `vkQueueSubmit2`.
    ///
    /// # Safety
    /// As for [`Session::repair_submit`].
    pub(crate) unsafe fn repair_submit2(
        &mut self,
        x: &mut args::QueueSubmit2,
    ) -> crate::repair::Held {
        // SAFETY: caller.
        unsafe { self.repairs.before_submit2(x, &mut self.stats.repairs) }
    }

    /// Hands a registered timeline semaphore's signal by batch `since` on `queue` (see
    /// [`crate::feedback::Feedback::submitted`]) to its watcher.
    fn timeline_signaled(&mut self, sem: vk::Semaphore, value: u64, queue: vk::Queue, since: u64) {
        let raw = sem.as_raw();
        if !self.feedback.is_timeline(raw) {
            return;
        }
        let Some(device) = self.feedback.timeline_device(raw) else {
            return;
        };
        if let Some(fns) = self.timeline_fns(device) {
            self.feedback
                .signaled_on_queue(raw, value, fns, queue.as_raw(), since);
        }
    }

    /// A `vkQueueSubmit` that succeeded: its place in the session's submissions, the timeline
    /// signals it carries.
    ///
    /// # Safety
    /// `x` holds decoded arguments (valid arrays and chains).
    pub(crate) unsafe fn submitted(&mut self, x: &mut args::QueueSubmit) {
        // SAFETY: caller: `submit_count` submit infos.
        let submits = unsafe { infos(x.p_submits, x.submit_count) };
        let batches = submits
            .iter()
            .map(|s| (s.p_next, s.signal_semaphore_count, s.p_signal_semaphores));
        // SAFETY: caller: valid chains and arrays.
        unsafe { self.batches_submitted(x.queue, x.fence, x.submit_count, batches) };
    }

    /// A `vkQueueBindSparse` that succeeded: its place in the session's submissions, the
    /// timeline signals it carries.
    ///
    /// # Safety
    /// As for [`Session::submitted`].
    pub(crate) unsafe fn bound_sparse(&mut self, x: &mut args::QueueBindSparse) {
        // SAFETY: caller: `bind_info_count` bind infos.
        let binds = unsafe { infos(x.p_bind_info, x.bind_info_count) };
        let batches = binds
            .iter()
            .map(|s| (s.p_next, s.signal_semaphore_count, s.p_signal_semaphores));
        // SAFETY: caller: valid chains and arrays.
        unsafe { self.batches_submitted(x.queue, x.fence, x.bind_info_count, batches) };
    }

    /// Numbers a submission of `count` batches on `queue` carrying `fence` in the session's
    /// submissions, then hands the timeline signals of each batch (its chain, its signal
    /// semaphores' count and array) to the watchers.
    ///
    /// # Safety
    /// Each batch's chain is valid and its array has the count of handles.
    unsafe fn batches_submitted(
        &mut self,
        queue: vk::Queue,
        fence: vk::Fence,
        count: u32,
        batches: impl Iterator<Item = (*const std::ffi::c_void, u32, *const vk::Semaphore)>,
    ) {
        let first = self
            .feedback
            .submitted(queue.as_raw(), count as usize, fence.as_raw());
        if !self.feedback.has_timelines() {
            return;
        }
        for (i, (next, n, sems)) in batches.enumerate() {
            // SAFETY: caller.
            unsafe { self.timeline_signals(next, n, sems, queue, first + i as u64) };
        }
    }

    /// The signals of one submit (or bind) info, batch `since` on `queue`: its semaphores and
    /// the values of its `VkTimelineSemaphoreSubmitInfo`.
    ///
    /// # Safety
    /// `next` is a valid chain; `sems` has `count` handles.
    unsafe fn timeline_signals(
        &mut self,
        next: *const std::ffi::c_void,
        count: u32,
        sems: *const vk::Semaphore,
        queue: vk::Queue,
        since: u64,
    ) {
        if sems.is_null() || count == 0 {
            return;
        }
        // SAFETY: caller.
        let Some(t) = (unsafe { find_timeline_info(next) }) else {
            return;
        };
        if t.p_signal_semaphore_values.is_null() {
            return;
        }
        let n = count.min(t.signal_semaphore_value_count) as usize;
        for i in 0..n {
            // SAFETY: caller: `count` handles; the decoder made the value array of
            // `signal_semaphore_value_count` elements.
            let (s, v) = unsafe {
                (
                    sems.add(i).read(),
                    t.p_signal_semaphore_values.add(i).read(),
                )
            };
            self.timeline_signaled(s, v, queue, since);
        }
    }

    /// A `vkQueueSubmit2` that succeeded: its place in the session's submissions, its timeline
    /// signals.
    ///
    /// # Safety
    /// As for [`Session::submitted`].
    pub(crate) unsafe fn submitted2(&mut self, x: &mut args::QueueSubmit2) {
        let (count, queue) = (x.submit_count as usize, x.queue);
        let first = self
            .feedback
            .submitted(queue.as_raw(), count, x.fence.as_raw());
        if !self.feedback.has_timelines() || x.p_submits.is_null() {
            return;
        }
        // SAFETY: caller.
        let submits = unsafe { std::slice::from_raw_parts(x.p_submits, count) };
        for (b, s) in submits.iter().enumerate() {
            if s.p_signal_semaphore_infos.is_null() {
                continue;
            }
            // SAFETY: caller.
            let infos = unsafe {
                std::slice::from_raw_parts(
                    s.p_signal_semaphore_infos,
                    s.signal_semaphore_info_count as usize,
                )
            };
            for i in infos {
                self.timeline_signaled(i.semaphore, i.value, queue, first + b as u64);
            }
        }
    }
}

/// The `count` elements at `p` (none when `p` is null).
///
/// # Safety
/// `p` is null or points to `count` elements that outlive the returned slice.
unsafe fn infos<'a, T>(p: *const T, count: u32) -> &'a [T] {
    if p.is_null() {
        return &[];
    }
    // SAFETY: caller.
    unsafe { std::slice::from_raw_parts(p, count as usize) }
}

/// The `VkTimelineSemaphoreSubmitInfo` in chain `next`.
///
/// # Safety
/// `next` is null or a valid chain of Vulkan structures.
unsafe fn find_timeline_info(
    mut next: *const std::ffi::c_void,
) -> Option<&'static vk::TimelineSemaphoreSubmitInfo<'static>> {
    while !next.is_null() {
        // SAFETY: caller: every structure of a chain starts as a `VkBaseInStructure`.
        let base = unsafe { &*next.cast::<vk::BaseInStructure>() };
        if base.s_type == vk::StructureType::TIMELINE_SEMAPHORE_SUBMIT_INFO {
            // SAFETY: the type says what it is.
            return Some(unsafe { &*next.cast::<vk::TimelineSemaphoreSubmitInfo>() });
        }
        next = base.p_next.cast();
    }
    None
}

/// The queue family of the queue `vkGetDeviceQueue` or `vkGetDeviceQueue2` (`id`) got.
///
/// # Safety
/// `a` holds the decoded arguments of the command `id`.
pub(crate) unsafe fn queue_family(id: u32, a: *const u8) -> Option<u32> {
    use vk_wire::{args, id as ids};
    match id {
        ids::GET_DEVICE_QUEUE => {
            // SAFETY: caller.
            Some(unsafe { &*a.cast::<args::GetDeviceQueue>() }.queue_family_index)
        }
        ids::GET_DEVICE_QUEUE2 => {
            // SAFETY: caller; the decoder made the info.
            let x = unsafe { &*a.cast::<args::GetDeviceQueue2>() };
            // SAFETY: as above: null or the decoded struct.
            unsafe { x.p_queue_info.as_ref() }.map(|i| i.queue_family_index)
        }
        _ => None,
    }
}
