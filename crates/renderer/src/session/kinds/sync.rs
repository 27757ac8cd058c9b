//! Fences and semaphores: what the client's feedback page ([`crate::feedback`]) needs of
//! their commands. Resets and destroys take the object out of its watcher before the driver
//! sees them; submissions and host signals of registered timeline semaphores are handed to
//! the watcher once they succeeded.

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::super::{Pfn, Session, SessionError};
use crate::feedback::Fns;

impl Session {
    /// The driver's function `cid` on the device owning `handle`, as `F`.
    fn sync_pfn<F>(&mut self, cid: u32, handle: u64) -> Option<F> {
        const { assert!(size_of::<F>() == size_of::<Pfn>()) };
        let cmd = vk_wire::command(cid)?;
        let f = self.gate.device_pfn(cmd, handle).ok()?;
        // SAFETY: `f` is the driver's function for `cid`, whose signature `F` is (the callers
        // name the matching `PFN_*` type); both are plain function pointers (asserted above).
        Some(unsafe { std::mem::transmute_copy::<Pfn, F>(&f) })
    }

    /// The fence functions of the device owning `handle`.
    pub(in crate::session) fn fence_fns(&mut self, handle: u64) -> Option<Fns> {
        Some(Fns::Fences {
            status: self.sync_pfn(id::GET_FENCE_STATUS, handle)?,
            wait: self.sync_pfn(id::WAIT_FOR_FENCES, handle)?,
        })
    }

    /// The timeline semaphore functions of the device owning `handle`.
    pub(in crate::session) fn timeline_fns(&mut self, handle: u64) -> Option<Fns> {
        Some(Fns::Timelines {
            value: self.sync_pfn(id::GET_SEMAPHORE_COUNTER_VALUE, handle)?,
            wait: self.sync_pfn(id::WAIT_SEMAPHORES, handle)?,
        })
    }

    /// `vkResetFences`: the fences leave their watcher first.
    ///
    /// # Safety
    /// As for [`Session::call`].
    pub(super) unsafe fn reset_fences(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::ResetFences,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        if !x.p_fences.is_null() {
            // SAFETY: the decoder made `p_fences` an array of `fence_count` handles.
            let fences = unsafe { std::slice::from_raw_parts(x.p_fences, x.fence_count as usize) };
            for f in fences {
                self.feedback.forget_fence(x.device.as_raw(), f.as_raw());
            }
        }
        // SAFETY: caller.
        unsafe { super::dispatch(cmd, (x as *mut args::ResetFences).cast(), pfn) }
    }

    /// `vkDestroyFence`: the fence leaves its watcher first.
    ///
    /// # Safety
    /// As for [`Session::call`].
    pub(super) unsafe fn destroy_fence(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::DestroyFence,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        self.feedback
            .forget_fence(x.device.as_raw(), x.fence.as_raw());
        // SAFETY: caller.
        unsafe { super::dispatch(cmd, (x as *mut args::DestroyFence).cast(), pfn) }
    }

    /// `vkDestroySemaphore`: the semaphore leaves its watcher first.
    ///
    /// # Safety
    /// As for [`Session::call`].
    pub(super) unsafe fn destroy_semaphore(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::DestroySemaphore,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        self.feedback
            .forget_semaphore(x.device.as_raw(), x.semaphore.as_raw());
        // SAFETY: caller.
        unsafe { super::dispatch(cmd, (x as *mut args::DestroySemaphore).cast(), pfn) }
    }

    /// Hands a registered timeline semaphore's signal to its watcher.
    fn timeline_signaled(&mut self, sem: vk::Semaphore, value: u64) {
        let raw = sem.as_raw();
        if !self.feedback.is_timeline(raw) {
            return;
        }
        let Some(device) = self.feedback.timeline_device(raw) else {
            return;
        };
        if let Some(fns) = self.timeline_fns(device) {
            self.feedback.signaled_on_queue(raw, value, fns);
        }
    }

    /// A `vkQueueSubmit` that succeeded: the timeline signals it carries.
    ///
    /// # Safety
    /// `x` holds decoded arguments (valid arrays and chains).
    pub(super) unsafe fn submitted(&mut self, x: &args::QueueSubmit) {
        if !self.feedback.has_timelines() || x.p_submits.is_null() {
            return;
        }
        // SAFETY: caller: `submit_count` submit infos.
        let submits = unsafe { std::slice::from_raw_parts(x.p_submits, x.submit_count as usize) };
        for s in submits {
            // SAFETY: caller: a valid chain and arrays.
            unsafe {
                self.timeline_signals(s.p_next, s.signal_semaphore_count, s.p_signal_semaphores)
            };
        }
    }

    /// A `vkQueueBindSparse` that succeeded: the timeline signals it carries.
    ///
    /// # Safety
    /// As for [`Session::submitted`].
    pub(super) unsafe fn bound_sparse(&mut self, x: &args::QueueBindSparse) {
        if !self.feedback.has_timelines() || x.p_bind_info.is_null() {
            return;
        }
        // SAFETY: caller.
        let infos =
            unsafe { std::slice::from_raw_parts(x.p_bind_info, x.bind_info_count as usize) };
        for s in infos {
            // SAFETY: caller.
            unsafe {
                self.timeline_signals(s.p_next, s.signal_semaphore_count, s.p_signal_semaphores)
            };
        }
    }

    /// The signals of one submit (or bind) info: its semaphores and the values of its
    /// `VkTimelineSemaphoreSubmitInfo`.
    ///
    /// # Safety
    /// `next` is a valid chain; `sems` has `count` handles.
    unsafe fn timeline_signals(
        &mut self,
        next: *const std::ffi::c_void,
        count: u32,
        sems: *const vk::Semaphore,
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
            self.timeline_signaled(s, v);
        }
    }

    /// A `vkQueueSubmit2` that succeeded: its timeline signals.
    ///
    /// # Safety
    /// As for [`Session::submitted`].
    pub(super) unsafe fn submitted2(&mut self, x: &args::QueueSubmit2) {
        if !self.feedback.has_timelines() || x.p_submits.is_null() {
            return;
        }
        // SAFETY: caller.
        let submits = unsafe { std::slice::from_raw_parts(x.p_submits, x.submit_count as usize) };
        for s in submits {
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
                self.timeline_signaled(i.semaphore, i.value);
            }
        }
    }

    /// A `vkSignalSemaphore` that succeeded: the value is published before the reply.
    ///
    /// # Safety
    /// As for [`Session::submitted`].
    pub(super) unsafe fn host_signaled(&mut self, x: &args::SignalSemaphore) {
        if x.p_signal_info.is_null() {
            return;
        }
        // SAFETY: caller.
        let info = unsafe { &*x.p_signal_info };
        self.feedback
            .signaled_on_host(info.semaphore.as_raw(), info.value);
    }
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
