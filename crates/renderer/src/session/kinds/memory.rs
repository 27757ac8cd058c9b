//! Device memory: allocations the renderer shares with the client ([`crate::memory`]), and
//! whether each is host-visible, kept for the BC repair ([`crate::repair::bc`]).

use ash::vk::Handle;
use vk_wire::args;
use vk_wire::desc::CommandDesc;

use super::super::{Pfn, Session, SessionError};

impl Session {
    /// `vkAllocateMemory`: host-visible memory is made shareable with the client. Under
    /// replay, the memory type is translated to the replay's device first
    /// ([`crate::trace::replay::types`]).
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call): `x` is the decoded command, `pfn` the driver's function.
    pub(crate) unsafe fn allocate_memory(
        &mut self,
        x: &mut args::AllocateMemory,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        if let Some(t) = &mut self.memory_types {
            // SAFETY: caller: the decoder's structure, in its writable arena.
            t.allocate(unsafe { &mut *x.p_allocate_info.cast_mut() });
        }
        // SAFETY: caller.
        Ok(unsafe { self.memory.allocate(pfn, x) })
    }

    /// `vkFreeMemory`: memory the renderer shares is freed by it; other memory by the driver.
    ///
    /// # Safety
    /// As above; the client no longer uses the memory it frees.
    pub(crate) unsafe fn free_memory(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::FreeMemory,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        if let Some(t) = &mut self.trace {
            t.freed(x.memory.as_raw());
        }
        if let Some(f) = &mut self.freed_memory {
            f.push(x.memory.as_raw());
        }
        // SAFETY: caller.
        if unsafe { self.memory.free(x.memory.as_raw()) } {
            return Ok(0);
        }
        // SAFETY: caller.
        unsafe { super::dispatch_typed(cmd, x, pfn) }
    }

    /// Once `vkAllocateMemory` succeeded: the BC repair keeps whether the memory is
    /// host-visible.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the memory.
    pub(crate) unsafe fn keep_memory(&mut self, x: &mut args::AllocateMemory) {
        if let Some(bc) = self.repairs.bc(x.device) {
            // SAFETY: caller.
            unsafe { bc.memory_allocated(x) };
        }
    }

    /// After `vkFreeMemory`: the BC repair forgets the memory.
    pub(crate) fn after_free_memory(&mut self, x: &mut args::FreeMemory) {
        if let Some(bc) = self.repairs.bc(x.device) {
            bc.memory_freed(x);
        }
    }
}
