//! Mapping host-visible memory: the renderer allocates it shareable and sends its descriptor
//! ([`vk_wire::relay::MAP_MEMORY`]); the ICD maps the same pages, so writes on either side
//! are seen by the other without a copy.
//!
//! The first `vkMapMemory` of an allocation fetches the descriptor and maps the whole
//! allocation once; `vkUnmapMemory` keeps that mapping (mapping again costs nothing) and
//! `vkFreeMemory` removes it. Flushes and invalidations of non-coherent memory go to the
//! driver as ordinary commands. Under capture, the application's writes into these mappings
//! are tracked ([`crate::written`]).

use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::Mutex;

use ash::vk::{self, Handle};
use placed_mem::Mapping;
use vk_wire::IdMap;

use crate::handles::ClientIds;

/// memory id → the client's mapping of the whole allocation.
static MAPS: Mutex<Option<HashMap<u64, Mapping>>> = Mutex::new(None);

fn maps() -> std::sync::MutexGuard<'static, Option<HashMap<u64, Mapping>>> {
    MAPS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Unmaps `memory` (it is being freed).
pub fn forget(memory: u64) {
    crate::written::freed(memory);
    unmap_placed(memory, false);
    if let Some(m) = maps().as_mut().and_then(|m| m.remove(&memory)) {
        if let Err(e) = m.unmap() {
            tracing::warn!("munmap of freed memory failed: {e}");
        }
    }
}

/// The renderer's answer to `MAP_MEMORY`.
struct Fetched {
    size: u64,
    /// Where the allocation starts in `fd`.
    offset: u64,
    fd: std::os::fd::OwnedFd,
    /// Whether the application's writes are to be reported ([`crate::written`]).
    report: bool,
}

/// Asks the renderer for the descriptor of `memory`'s pages.
fn fetch(device: vk::Device, memory: vk::DeviceMemory) -> Result<Fetched, vk::Result> {
    let dev = ClientIds
        .id(vk::ObjectType::DEVICE, device.as_raw())
        .map_err(|_| vk::Result::ERROR_MEMORY_MAP_FAILED)?;
    let (words, fd) =
        crate::call::private_call(vk_wire::relay::MAP_MEMORY, &[dev, memory.as_raw()], true)
            .map_err(|e| e.result())?;
    let r = vk::Result::from_raw(words.first().copied().unwrap_or(u64::MAX) as u32 as i32);
    if r != vk::Result::SUCCESS {
        return Err(r);
    }
    let (Some(&size), Some(&offset), Some(fd)) = (words.get(1), words.get(2), fd) else {
        return Err(vk::Result::ERROR_MEMORY_MAP_FAILED);
    };
    let report = words
        .get(3)
        .is_some_and(|f| f & vk_wire::relay::MAP_REPORT_WRITES != 0);
    Ok(Fetched {
        size,
        offset,
        fd,
        report,
    })
}

/// The pages of host-visible `memory` as a file descriptor, and the memory's offset in it (for
/// the X server's MIT-SHM, see `wsi`).
pub fn export(device: vk::Device, memory: vk::DeviceMemory) -> Option<(std::os::fd::OwnedFd, u64)> {
    fetch(device, memory).ok().map(|f| (f.fd, f.offset))
}

fn map(device: vk::Device, memory: vk::DeviceMemory) -> Result<(*mut u8, u64), vk::Result> {
    let id = memory.as_raw();
    if let Some(m) = maps().as_ref().and_then(|m| m.get(&id)) {
        return Ok((m.as_ptr(), m.len() as u64));
    }
    let f = fetch(device, memory)?;
    let size = usize::try_from(f.size).map_err(|_| vk::Result::ERROR_MEMORY_MAP_FAILED)?;
    let m = placed_mem::map_fd(std::os::fd::AsFd::as_fd(&f.fd), f.offset, size).map_err(|e| {
        tracing::error!("cannot map the renderer's memory: {e}");
        vk::Result::ERROR_MEMORY_MAP_FAILED
    })?;
    if f.report {
        crate::written::track(id, m.as_ptr(), m.len(), 0);
    }
    let out = (m.as_ptr(), m.len() as u64);
    maps().get_or_insert_with(HashMap::new).insert(id, m);
    Ok(out)
}

/// `vkMapMemory`.
///
/// # Safety
/// Vulkan's rules for `vkMapMemory`: `pp_data` is writable.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkMapMemory(
    device: vk::Device,
    memory: vk::DeviceMemory,
    offset: vk::DeviceSize,
    size: vk::DeviceSize,
    _flags: vk::MemoryMapFlags,
    pp_data: *mut *mut c_void,
) -> vk::Result {
    if pp_data.is_null() {
        return vk::Result::ERROR_MEMORY_MAP_FAILED;
    }
    match map(device, memory) {
        Ok((base, len)) => {
            let end = if size == vk::WHOLE_SIZE {
                Some(len)
            } else {
                offset.checked_add(size)
            };
            if offset >= len || end.is_none_or(|e| e > len) {
                return vk::Result::ERROR_MEMORY_MAP_FAILED;
            }
            // SAFETY: `offset < len`, inside the mapping; `pp_data` is the application's.
            unsafe { pp_data.write(base.add(offset as usize).cast()) };
            vk::Result::SUCCESS
        }
        Err(r) => {
            // SAFETY: as above.
            unsafe { pp_data.write(std::ptr::null_mut()) };
            r
        }
    }
}

/// `vkUnmapMemory`: a placed mapping goes; the ICD's own mapping stays until `vkFreeMemory`
/// (the application may not use the pointer meanwhile, so keeping it is invisible to it).
#[allow(non_snake_case)]
pub extern "system" fn vkUnmapMemory(_device: vk::Device, memory: vk::DeviceMemory) {
    unmap_placed(memory.as_raw(), false);
}

// ---- VK_KHR_map_memory2 and VK_EXT_map_memory_placed ------------------------------------
//
// Both are implemented here, in the ICD, whatever the real driver offers: the pages already
// come to this process as an fd, so mapping them at the application's address is a local
// `mmap` (`placed_mem::map_fd_replacing`). This is what 32-bit games under wow64 need: DXVK
// maps memory below 4 GiB through `VkMemoryMapPlacedInfoEXT`.

/// memory id → the mapping at the address the application placed it.
static PLACED: Mutex<Option<HashMap<u64, Mapping>>> = Mutex::new(None);

fn placed() -> std::sync::MutexGuard<'static, Option<HashMap<u64, Mapping>>> {
    PLACED.lock().unwrap_or_else(|e| e.into_inner())
}

/// Ends the placed mapping of `memory`, if any; `reserve` leaves `PROT_NONE` space behind.
fn unmap_placed(memory: u64, reserve: bool) {
    let Some(m) = placed().as_mut().and_then(|p| p.remove(&memory)) else {
        return;
    };
    crate::written::unmapping(memory, m.as_ptr());
    let r = if reserve {
        m.unmap_reserve()
    } else {
        m.unmap()
    };
    if let Err(e) = r {
        tracing::warn!("ending a placed mapping failed: {e}");
    }
}

/// The `pPlacedAddress` of a `VkMemoryMapPlacedInfoEXT` in `chain`, if there is one.
///
/// # Safety
/// `chain` is null or a valid input `pNext` chain.
unsafe fn placed_address(chain: *const c_void) -> Option<*mut c_void> {
    // SAFETY: caller.
    let p = unsafe { crate::chain::find(chain, vk::StructureType::MEMORY_MAP_PLACED_INFO_EXT) }?;
    // SAFETY: the sType says what the member is.
    Some(unsafe { &*p.cast::<vk::MemoryMapPlacedInfoEXT<'static>>() }.p_placed_address)
}

fn map_placed(
    device: vk::Device,
    memory: vk::DeviceMemory,
    offset: vk::DeviceSize,
    size: vk::DeviceSize,
    addr: usize,
) -> Result<(), vk::Result> {
    let id = memory.as_raw();
    if placed().as_ref().is_some_and(|p| p.contains_key(&id)) {
        // Valid usage: the memory is not mapped already.
        return Err(vk::Result::ERROR_MEMORY_MAP_FAILED);
    }
    let Fetched {
        size: total,
        offset: fd_offset,
        fd,
        report,
    } = fetch(device, memory)?;
    let len = if size == vk::WHOLE_SIZE {
        total.checked_sub(offset)
    } else {
        offset
            .checked_add(size)
            .filter(|&e| e <= total)
            .map(|_| size)
    };
    let (Some(len), Some(at)) = (
        len.filter(|&l| l > 0).and_then(|l| usize::try_from(l).ok()),
        fd_offset.checked_add(offset),
    ) else {
        return Err(vk::Result::ERROR_MEMORY_MAP_FAILED);
    };
    // SAFETY: VK_EXT_map_memory_placed makes the range at `addr` the application's to give:
    // it must be reserved by it and hold nothing else (VUID-VkMemoryMapPlacedInfoEXT-pPlacedAddress).
    let m = unsafe { placed_mem::map_fd_replacing(std::os::fd::AsFd::as_fd(&fd), at, len, addr) }
        .map_err(|e| {
        tracing::error!("cannot map memory at the placed address {addr:#x}: {e}");
        vk::Result::ERROR_MEMORY_MAP_FAILED
    })?;
    if report {
        crate::written::track(id, m.as_ptr(), m.len(), offset);
    }
    placed().get_or_insert_with(HashMap::new).insert(id, m);
    Ok(())
}

/// `vkMapMemory2KHR`, with `VK_MEMORY_MAP_PLACED_BIT_EXT`.
///
/// # Safety
/// Vulkan's rules for `vkMapMemory2KHR`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkMapMemory2KHR(
    device: vk::Device,
    info: *const vk::MemoryMapInfoKHR<'static>,
    pp_data: *mut *mut c_void,
) -> vk::Result {
    if info.is_null() || pp_data.is_null() {
        return vk::Result::ERROR_MEMORY_MAP_FAILED;
    }
    // SAFETY: caller.
    let info = unsafe { &*info };
    if !info.flags.contains(vk::MemoryMapFlags::PLACED_EXT) {
        // SAFETY: caller.
        return unsafe {
            vkMapMemory(
                device,
                info.memory,
                info.offset,
                info.size,
                vk::MemoryMapFlags::empty(),
                pp_data,
            )
        };
    }
    // SAFETY: caller: `pNext` is a valid chain.
    let addr = unsafe { placed_address(info.p_next) }.unwrap_or(std::ptr::null_mut());
    let r = if addr.is_null() {
        vk::Result::ERROR_MEMORY_MAP_FAILED
    } else {
        match map_placed(device, info.memory, info.offset, info.size, addr as usize) {
            Ok(()) => vk::Result::SUCCESS,
            Err(r) => r,
        }
    };
    let out = if r == vk::Result::SUCCESS {
        addr
    } else {
        std::ptr::null_mut()
    };
    // SAFETY: caller: `pp_data` is writable.
    unsafe { pp_data.write(out) };
    r
}

/// `vkUnmapMemory2KHR`, with `VK_MEMORY_UNMAP_RESERVE_BIT_EXT`.
///
/// # Safety
/// Vulkan's rules for `vkUnmapMemory2KHR`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkUnmapMemory2KHR(
    _device: vk::Device,
    info: *const vk::MemoryUnmapInfoKHR<'static>,
) -> vk::Result {
    if info.is_null() {
        return vk::Result::SUCCESS;
    }
    // SAFETY: caller.
    let info = unsafe { &*info };
    let reserve = info.flags.contains(vk::MemoryUnmapFlagsKHR::RESERVE_EXT);
    unmap_placed(info.memory.as_raw(), reserve);
    vk::Result::SUCCESS
}
