//! Fences, semaphores and events: what the client's feedback page ([`crate::feedback`]) and
//! its event slots ([`crate::feedback::events`]) need of their commands. Resets and destroys
//! take the object out of its watcher before the driver sees them; host signals of
//! registered timeline semaphores are handed to the watcher once they succeeded
//! (submissions' signals: [`super::queue`]); timeline semaphores are remembered as such when
//! made, since only they may be registered; a destroyed event leaves its slot.

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
    /// As for [`handlers::call`](crate::generated::handlers::call).
    pub(crate) unsafe fn reset_fences(
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
        unsafe { super::dispatch_typed(cmd, x, pfn) }
    }

    /// `vkDestroyFence`: the fence leaves its watcher first.
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call).
    pub(crate) unsafe fn destroy_fence(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::DestroyFence,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        self.feedback
            .forget_fence(x.device.as_raw(), x.fence.as_raw());
        // SAFETY: caller.
        unsafe { super::dispatch_typed(cmd, x, pfn) }
    }

    /// `vkDestroySemaphore`: the semaphore leaves its watcher first.
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call).
    pub(crate) unsafe fn destroy_semaphore(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::DestroySemaphore,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        self.feedback
            .forget_semaphore(x.device.as_raw(), x.semaphore.as_raw());
        // SAFETY: caller.
        unsafe { super::dispatch_typed(cmd, x, pfn) }
    }

    /// A `vkCreateSemaphore` that succeeded: a timeline semaphore is remembered as one, so
    /// that a `WATCH` may name it (see `session::watch`).
    ///
    /// # Safety
    /// `x` holds decoded arguments (a valid create info and chain), the new handle written.
    pub(crate) unsafe fn keep_semaphore(&mut self, x: &mut args::CreateSemaphore) {
        if x.p_create_info.is_null() || x.p_semaphore.is_null() {
            return;
        }
        // SAFETY: caller.
        let mut next = unsafe { (*x.p_create_info).p_next };
        while !next.is_null() {
            // SAFETY: caller: every structure of the decoded chain starts as a
            // `VkBaseInStructure`.
            let base = unsafe { &*next.cast::<vk::BaseInStructure>() };
            if base.s_type == vk::StructureType::SEMAPHORE_TYPE_CREATE_INFO {
                // SAFETY: the type says what it is.
                let t = unsafe { &*next.cast::<vk::SemaphoreTypeCreateInfo>() };
                if t.semaphore_type == vk::SemaphoreType::TIMELINE {
                    // SAFETY: caller: the driver wrote the new handle.
                    let sem = unsafe { x.p_semaphore.read() };
                    self.feedback.timeline_made(sem.as_raw(), x.device.as_raw());
                }
                return;
            }
            next = base.p_next.cast();
        }
    }

    /// A `vkSignalSemaphore` that succeeded: the value is published before the reply.
    ///
    /// # Safety
    /// `x` holds decoded arguments (a valid signal info).
    pub(crate) unsafe fn host_signaled(&mut self, x: &mut args::SignalSemaphore) {
        if x.p_signal_info.is_null() {
            return;
        }
        // SAFETY: caller.
        let info = unsafe { &*x.p_signal_info };
        self.feedback
            .signaled_on_host(info.semaphore.as_raw(), info.value);
    }

    /// After `vkDestroyEvent`: the event leaves its slot.
    pub(crate) fn after_destroy_event(&mut self, x: &mut args::DestroyEvent) {
        self.event_slots.forget(x.event.as_raw());
    }
}
