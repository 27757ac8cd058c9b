//! The memory of the swapchain images the renderer shows: allocated through the device's
//! `placed-mem` allocator (the one that shares host-visible memory with the client), so that
//! each allocation comes with a descriptor of its pages, which the X server maps (MIT-SHM
//! `AttachFd`) and shows with `ShmPutImage`: the renderer copies nothing per frame.
//!
//! When no `placed-mem` path can share the memory, the allocation is made plainly and has no
//! descriptor: `wsi-ahb` then shows that image with `PutImage`.

use std::collections::HashMap;
use std::os::fd::AsFd;
use std::sync::{Arc, Mutex};

use ash::vk::{self, Handle};
use placed_mem::{AllocError, Allocator, Request, SharedMemory};
use wsi_ahb::{Allocation, ShownMemory};

/// One swapchain's allocator of shown memory.
pub(crate) struct Exported {
    allocator: Arc<Allocator>,
    device: ash::Device,
    /// Live allocations by memory handle: shared ones, or `None` for plain ones.
    live: Mutex<HashMap<u64, Option<SharedMemory>>>,
}

impl Exported {
    /// Allocates with `allocator`, which was made for `device`.
    pub(crate) fn new(allocator: Arc<Allocator>, device: ash::Device) -> Self {
        Self {
            allocator,
            device,
            live: Mutex::new(HashMap::new()),
        }
    }

    fn live(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Option<SharedMemory>>> {
        self.live.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl ShownMemory for Exported {
    unsafe fn allocate(&self, size: u64, type_index: u32) -> Result<Allocation, vk::Result> {
        match self.allocator.allocate(&Request::new(size, type_index)) {
            Ok(mem) => {
                let memory = mem.memory();
                let fd = mem
                    .fd()
                    .and_then(|fd| fd.as_fd().try_clone_to_owned().ok())
                    .map(|fd| (fd, mem.fd_offset()));
                tracing::debug!(
                    ?memory,
                    path = ?mem.path(),
                    shared = fd.is_some(),
                    "a swapchain image's memory"
                );
                self.live().insert(memory.as_raw(), Some(mem));
                Ok(Allocation { memory, fd })
            }
            Err(AllocError::Vk(r)) => Err(r),
            Err(e) => {
                tracing::warn!(
                    "a swapchain image's memory cannot be shared with the X server ({e}): \
                     it is shown with PutImage"
                );
                let info = vk::MemoryAllocateInfo::default()
                    .allocation_size(size)
                    .memory_type_index(type_index);
                // SAFETY: `device` is live (the swapchain is dropped before it); the caller
                // passes one of its memory types.
                let memory = unsafe { self.device.allocate_memory(&info, None)? };
                self.live().insert(memory.as_raw(), None);
                Ok(Allocation { memory, fd: None })
            }
        }
    }

    unsafe fn free(&self, memory: vk::DeviceMemory) {
        match self.live().remove(&memory.as_raw()) {
            // SAFETY: caller: ours and idle.
            Some(Some(mem)) => unsafe { self.allocator.free(mem) },
            // SAFETY: as above.
            Some(None) => unsafe { self.device.free_memory(memory, None) },
            None => tracing::error!(?memory, "freeing swapchain memory that is not ours"),
        }
    }
}
