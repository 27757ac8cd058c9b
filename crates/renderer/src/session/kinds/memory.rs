//! Device memory: allocations the renderer shares with the client ([`crate::memory`]), and
//! whether each is host-visible, kept for the BC repair ([`crate::repair::bc`]).

use ash::vk::Handle;
use vk_wire::args;
use vk_wire::desc::CommandDesc;

use super::super::{Pfn, Session, SessionError};

impl Session {
    /// `vkAllocateMemory`: host-visible memory is made shareable with the client. Under
    /// capture or replay, memory for device addresses is allocated for capture/replay
    /// ([`crate::trace::addresses`]); under replay, the memory type is translated to the
    /// replay's device first ([`crate::trace::replay::types`]).
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call): `x` is the decoded command, `pfn` the driver's function.
    pub(crate) unsafe fn allocate_memory(
        &mut self,
        x: &mut args::AllocateMemory,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        if let Some(d) = &mut self.addresses {
            // SAFETY: caller: the decoder's structures, in its writable arena.
            unsafe { d.before_allocate(x) };
        }
        let Some(t) = &mut self.memory_types else {
            // SAFETY: caller.
            return Ok(unsafe { self.memory.allocate(pfn, x) });
        };
        // SAFETY: caller: the decoder's structure, in its writable arena.
        let info = unsafe { &mut *x.p_allocate_info.cast_mut() };
        t.allocate(info);
        // SAFETY: caller.
        let r = unsafe { self.memory.allocate(pfn, x) };
        if r == 0
            && let Some(t) = &mut self.memory_types
        {
            // SAFETY: the output slot, written by the driver; the decoder's structure.
            unsafe { t.allocated((*x.p_memory).as_raw(), &*x.p_allocate_info) };
        }
        Ok(r)
    }

    /// Under replay: memory `memory` (the trace's id) mapped through the driver in this
    /// process, for memory the session could not share: its driver handle, the pointer and
    /// the allocation's size.
    ///
    /// # Safety
    /// The memory is not mapped yet (the session maps only what it shares, and replay maps
    /// each allocation once).
    pub(crate) unsafe fn map_for_replay(
        &mut self,
        memory: u64,
    ) -> Result<(u64, *mut u8, u64), ash::vk::Result> {
        use vk_wire::HandleTable;
        let bad = ash::vk::Result::ERROR_MEMORY_MAP_FAILED;
        let raw = self
            .objects
            .handle(ash::vk::ObjectType::DEVICE_MEMORY, memory)
            .map_err(|_| bad)?;
        let size = self
            .memory_types
            .as_ref()
            .and_then(|t| t.mappable.get(&raw).copied())
            .ok_or(bad)?;
        let device = self.objects.parent(memory).ok_or(bad)?;
        if self.instance.is_null() {
            return Err(bad);
        }
        // SAFETY: the client's live instance of the driver and one of its devices.
        let d = unsafe {
            let inst = ash::Instance::load(self.driver.entry().static_fn(), self.instance);
            ash::Device::load(inst.fp_v1_0(), ash::vk::Device::from_raw(device))
        };
        // SAFETY: caller: memory of `d`, not mapped; host-visible (`mappable` holds only
        // such allocations).
        let p = unsafe {
            d.map_memory(
                ash::vk::DeviceMemory::from_raw(raw),
                0,
                ash::vk::WHOLE_SIZE,
                ash::vk::MemoryMapFlags::empty(),
            )
        }?;
        Ok((raw, p.cast(), size))
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
    /// host-visible; under capture, the opaque address of memory for device addresses is
    /// written ([`crate::trace::addresses`]).
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated; the driver wrote the memory.
    pub(crate) unsafe fn keep_memory(&mut self, x: &mut args::AllocateMemory) {
        if let Some(d) = &mut self.addresses {
            // SAFETY: caller.
            unsafe { d.memory_allocated(x, self.trace.as_ref()) };
        }
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
