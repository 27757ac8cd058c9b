//! Host-visible memory the client maps: every allocation of a `HOST_VISIBLE` memory type is
//! made shareable through `placed-mem` (opaque fd, dma-buf, dma-heap, host-pointer import of
//! a memfd: the first path the driver supports and that really shares its pages), and its fd
//! goes to the client on request ([`vk_wire::relay::MAP_MEMORY`]), which maps the same pages.
//! Nothing is copied and coherent memory stays coherent.
//!
//! With `max_memory` set, each device of the client may hold at most that many bytes in each
//! memory heap (the size the heap is reported at): an allocation past it fails with
//! `VK_ERROR_OUT_OF_DEVICE_MEMORY` before the driver is asked.
//!
//! To have those paths, `vkCreateDevice` is given the external-memory extensions the
//! physical device supports (the application never sees them: [`crate::expose`] hides
//! them), and `vkCreateInstance` asks for at least Vulkan 1.1 when the driver has it.

use std::collections::HashMap;
use std::ffi::{CStr, c_char};
use std::os::fd::{AsRawFd, RawFd};
use std::sync::Arc;

use ash::vk::{self, Handle};
use placed_mem::{Allocator, Request, SharedMemory};
use vk_wire::args;

pub mod probe;

type Pfn = unsafe extern "system" fn();

/// Device extensions the renderer adds (when supported) so that `placed-mem` has its paths.
const ADDED_DEVICE_EXTENSIONS: &[&CStr] = &[
    ash::khr::external_memory::NAME,
    ash::khr::external_memory_fd::NAME,
    ash::ext::external_memory_dma_buf::NAME,
    ash::ext::external_memory_host::NAME,
    ash::khr::dedicated_allocation::NAME,
    ash::khr::get_memory_requirements2::NAME,
];

struct DeviceCtx {
    /// Shared with the swapchains the renderer presents on the device, which are dropped
    /// before it (`Session::clear_device`).
    allocator: Arc<Allocator>,
    memory_types: Vec<vk::MemoryType>,
    /// Bytes allocated per heap (counted only with a limit).
    heap_used: Vec<u64>,
    /// The host-visible types no path shares ([`probe`]): the application was told they are
    /// not host-visible, so their allocations go to the driver as they are.
    hidden: u32,
}

/// A host-visible allocation as the client maps it.
#[derive(Debug, Clone, Copy)]
pub struct Shared {
    /// The descriptor to send.
    pub fd: RawFd,
    /// Where the allocation starts in it.
    pub offset: u64,
    /// The mappable length.
    pub size: u64,
}

/// Shareable memory of one client.
#[derive(Default)]
pub struct Memory {
    devices: HashMap<u64, DeviceCtx>,
    /// memory → (device, allocation)
    shared: HashMap<u64, (u64, SharedMemory)>,
    /// Bytes a device may hold per heap (`max_memory`).
    heap_limit: Option<u64>,
    /// memory → (device, heap, size), for every allocation while there is a limit.
    counted: HashMap<u64, (u64, usize, u64)>,
    /// The `placed-mem` paths tried, first to last (`memory_paths`; empty: the default).
    paths: Vec<placed_mem::Path>,
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("devices", &self.devices.len())
            .field("shared", &self.shared.len())
            .finish()
    }
}

fn raw_result(r: vk::Result) -> u64 {
    r.as_raw() as i64 as u64
}

impl Memory {
    /// No device of this client may hold more than `limit` bytes in one heap.
    pub fn with_heap_limit(limit: Option<u64>) -> Memory {
        Memory {
            heap_limit: limit,
            ..Memory::default()
        }
    }

    /// The devices' allocators try `paths`, first to last ([`crate::config::Config::memory_paths`]).
    pub fn with_paths(self, paths: Vec<placed_mem::Path>) -> Memory {
        Memory { paths, ..self }
    }

    /// `vkCreateDevice` with the external-memory extensions added, and `extra` (those of them
    /// the device has: what the renderer's own users of the device need, never shown to the
    /// client), then an allocator for it. The result, and those of `extra` enabled on the new
    /// device.
    ///
    /// # Safety
    /// `a` holds decoded `vkCreateDevice` arguments with driver handles; `pfn` is the driver's
    /// `vkCreateDevice`; `instance` owns `a.physical_device`.
    pub unsafe fn create_device(
        &mut self,
        entry: &ash::Entry,
        instance: vk::Instance,
        pfn: Pfn,
        a: &args::CreateDevice,
        extra: &[&'static CStr],
    ) -> (u64, Vec<&'static CStr>) {
        // SAFETY: `instance` is a live instance of the driver loaded by `entry`.
        let inst = unsafe { ash::Instance::load(entry.static_fn(), instance) };
        let pd = a.physical_device;
        // SAFETY: the decoder made `p_create_info` point to a valid structure in its arena.
        let mut info = unsafe { *a.p_create_info };
        let mut names: Vec<*const c_char> = Vec::new();
        if info.enabled_extension_count > 0 && !info.pp_enabled_extension_names.is_null() {
            // SAFETY: the decoder checked the array against its count.
            names.extend_from_slice(unsafe {
                std::slice::from_raw_parts(
                    info.pp_enabled_extension_names,
                    info.enabled_extension_count as usize,
                )
            });
        }
        let enabled = |names: &[*const c_char], want: &CStr| {
            names.iter().any(|&n| {
                // SAFETY: each name is a NUL-terminated string in the arena or a static one.
                let name = unsafe { CStr::from_ptr(n) };
                name == want
            })
        };
        // SAFETY: `pd` is a physical device of `inst`.
        let supported =
            unsafe { inst.enumerate_device_extension_properties(pd) }.unwrap_or_default();
        // SAFETY: as above.
        let api = unsafe { inst.get_physical_device_properties(pd) }.api_version;
        for want in ADDED_DEVICE_EXTENSIONS.iter().chain(extra) {
            let has = supported
                .iter()
                .any(|p| p.extension_name_as_c_str() == Ok(*want));
            // VK_KHR_external_memory_fd and friends need Vulkan 1.1 (or their instance
            // dependencies, which the application did not ask for).
            if has && api >= vk::API_VERSION_1_1 && !enabled(&names, want) {
                names.push(want.as_ptr());
            }
        }
        info.enabled_extension_count = names.len() as u32;
        info.pp_enabled_extension_names = names.as_ptr();
        // SAFETY: `pfn` is the driver's vkCreateDevice; `info` is the application's structure
        // with a longer extension list whose strings outlive the call.
        let r = unsafe {
            let f = std::mem::transmute::<Pfn, vk::PFN_vkCreateDevice>(pfn);
            f(pd, &info, std::ptr::null(), a.p_device)
        };
        if r != vk::Result::SUCCESS {
            return (raw_result(r), Vec::new());
        }
        let extra_enabled: Vec<&'static CStr> = extra
            .iter()
            .copied()
            .filter(|e| enabled(&names, e))
            .collect();
        // SAFETY: the driver wrote the new device.
        let device = unsafe { *a.p_device };
        // SAFETY: `device` was just created on `inst`.
        let dev = unsafe { ash::Device::load(inst.fp_v1_0(), device) };
        let on: Vec<&CStr> = placed_mem::EXTENSIONS
            .iter()
            .copied()
            .filter(|e| enabled(&names, e))
            .collect();
        let mut config = placed_mem::Config::default();
        if !self.paths.is_empty() {
            config.order.clone_from(&self.paths);
        }
        // SAFETY: as above; `on` lists extensions enabled on `dev`.
        let allocator = unsafe { Allocator::new(&inst, pd, &dev, &on, config) };
        // SAFETY: as above.
        let props = unsafe { inst.get_physical_device_memory_properties(pd) };
        tracing::debug!(
            ?allocator,
            "device created with shareable host-visible memory"
        );
        // SAFETY: `pd` is a physical device of the live `inst`.
        let hidden = unsafe { probe::unshareable(&inst, pd, &self.paths) };
        self.devices.insert(
            device.as_raw(),
            DeviceCtx {
                hidden,
                allocator: Arc::new(allocator),
                memory_types: props.memory_types_as_slice().to_vec(),
                heap_used: vec![0; props.memory_heaps_as_slice().len()],
            },
        );
        (0, extra_enabled)
    }

    /// `vkAllocateMemory`: host-visible types are allocated shareable; others (and
    /// host-visible ones no path can share) go to the driver as they are.
    ///
    /// # Safety
    /// `a` holds decoded `vkAllocateMemory` arguments with driver handles; `pfn` is the
    /// driver's `vkAllocateMemory`.
    pub unsafe fn allocate(&mut self, pfn: Pfn, a: &args::AllocateMemory) -> u64 {
        let device = a.device.as_raw();
        // SAFETY: the decoder made `p_allocate_info` point to a valid structure.
        let info = unsafe { &*a.p_allocate_info };
        let plain = || {
            // SAFETY: the driver's function with the decoded arguments.
            unsafe {
                let f = std::mem::transmute::<Pfn, vk::PFN_vkAllocateMemory>(pfn);
                raw_result(f(a.device, a.p_allocate_info, std::ptr::null(), a.p_memory))
            }
        };
        let Some(ctx) = self.devices.get_mut(&device) else {
            return plain();
        };
        let Some(ty) = ctx
            .memory_types
            .get(info.memory_type_index as usize)
            .copied()
        else {
            return raw_result(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY);
        };
        let heap = ty.heap_index as usize;
        if let Some(limit) = self.heap_limit {
            let used = ctx.heap_used.get(heap).copied().unwrap_or(0);
            if used
                .checked_add(info.allocation_size)
                .is_none_or(|total| total > limit)
            {
                tracing::debug!(
                    heap,
                    used,
                    asked = info.allocation_size,
                    limit,
                    "allocation refused: over max_memory"
                );
                return raw_result(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY);
            }
        }
        let hidden = ctx.hidden & (1 << info.memory_type_index.min(31)) != 0;
        let r = if hidden
            || !ty
                .property_flags
                .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
        {
            plain()
        } else {
            // SAFETY: the chain was decoded into valid structures.
            let req = unsafe { Request::from_allocate_info(info) };
            match ctx.allocator.allocate(&req) {
                Ok(mem) => {
                    // SAFETY: the output slot of the decoded arguments.
                    unsafe { a.p_memory.write(mem.memory()) };
                    self.shared.insert(mem.memory().as_raw(), (device, mem));
                    0
                }
                Err(placed_mem::AllocError::Vk(r)) => raw_result(r),
                Err(e) => {
                    tracing::warn!(
                        "no way to share host-visible memory on this driver ({e}); the client \
                         cannot map this allocation"
                    );
                    plain()
                }
            }
        };
        if r == 0 && self.heap_limit.is_some() {
            if let Some(used) = ctx.heap_used.get_mut(heap) {
                *used += info.allocation_size;
            }
            // SAFETY: the driver (or the allocator) wrote the new memory.
            let memory = unsafe { *a.p_memory }.as_raw();
            self.counted
                .insert(memory, (device, heap, info.allocation_size));
        }
        r
    }

    /// `vkFreeMemory` of a shareable allocation; `false` if `memory` is not one (the driver
    /// frees it as usual).
    ///
    /// # Safety
    /// The client no longer uses `memory` (Vulkan rule for `vkFreeMemory`).
    pub unsafe fn free(&mut self, memory: u64) -> bool {
        if let Some((device, heap, size)) = self.counted.remove(&memory) {
            if let Some(used) = self
                .devices
                .get_mut(&device)
                .and_then(|c| c.heap_used.get_mut(heap))
            {
                *used = used.saturating_sub(size);
            }
        }
        let Some((device, mem)) = self.shared.remove(&memory) else {
            return false;
        };
        match self.devices.get(&device) {
            // SAFETY: caller.
            Some(ctx) => unsafe { ctx.allocator.free(mem) },
            None => tracing::error!("shared memory outlived its device"),
        }
        true
    }

    /// Frees what is left on `device` before it is destroyed.
    ///
    /// # Safety
    /// The device is idle and about to be destroyed.
    pub unsafe fn destroy_device(&mut self, device: u64) {
        let mine: Vec<u64> = self
            .shared
            .iter()
            .filter(|(_, (d, _))| *d == device)
            .map(|(&m, _)| m)
            .collect();
        for m in mine {
            // SAFETY: caller.
            unsafe { self.free(m) };
        }
        self.counted.retain(|_, (d, _, _)| *d != device);
        self.devices.remove(&device);
    }

    /// The allocator of `device` (raw handle), for memory another process maps besides the
    /// client's own: the swapchain images the renderer shows through MIT-SHM
    /// ([`crate::present`]).
    pub fn allocator(&self, device: u64) -> Option<Arc<Allocator>> {
        self.devices.get(&device).map(|c| Arc::clone(&c.allocator))
    }

    /// The memory types of `device` (raw handle).
    pub fn memory_types(&self, device: u64) -> Option<Vec<vk::MemoryType>> {
        self.devices.get(&device).map(|c| c.memory_types.clone())
    }

    /// The pages of `memory` as the client maps them.
    pub fn share(&self, memory: u64) -> Result<Shared, vk::Result> {
        let (_, mem) = self
            .shared
            .get(&memory)
            .ok_or(vk::Result::ERROR_MEMORY_MAP_FAILED)?;
        let fd = mem.fd().ok_or(vk::Result::ERROR_MEMORY_MAP_FAILED)?;
        Ok(Shared {
            fd: fd.as_raw_fd(),
            offset: mem.fd_offset(),
            size: mem.size(),
        })
    }
}
