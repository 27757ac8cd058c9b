//! Device memory: allocations the renderer shares with the client ([`crate::memory`]).

use ash::vk::Handle;
use vk_wire::args;
use vk_wire::desc::CommandDesc;

use super::super::{Pfn, Session, SessionError};

impl Session {
    /// `vkAllocateMemory`: host-visible memory is made shareable with the client.
    ///
    /// # Safety
    /// As for [`Session::call`]: `x` is the decoded command, `pfn` the driver's function.
    pub(super) unsafe fn allocate_memory(&mut self, x: &mut args::AllocateMemory, pfn: Pfn) -> u64 {
        // SAFETY: caller.
        unsafe { self.memory.allocate(pfn, x) }
    }

    /// `vkFreeMemory`: memory the renderer shares is freed by it; other memory by the driver.
    ///
    /// # Safety
    /// As above; the client no longer uses the memory it frees.
    pub(super) unsafe fn free_memory(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::FreeMemory,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        // SAFETY: caller.
        if unsafe { self.memory.free(x.memory.as_raw()) } {
            return Ok(0);
        }
        // SAFETY: caller.
        unsafe {
            crate::generated::dispatch::dispatch(cmd.id, (x as *mut args::FreeMemory).cast(), pfn)
        }
        .ok_or(SessionError::Missing(cmd.name))
    }
}
