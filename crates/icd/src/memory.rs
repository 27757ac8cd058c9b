//! Mapping host-visible memory: the renderer allocates it shareable and sends its descriptor
//! ([`vk_wire::relay::MAP_MEMORY`]); the ICD maps the same pages, so writes on either side
//! are seen by the other without a copy.
//!
//! The first `vkMapMemory` of an allocation fetches the descriptor and maps the whole
//! allocation once; `vkUnmapMemory` keeps that mapping (mapping again costs nothing) and
//! `vkFreeMemory` removes it. Flushes and invalidations of non-coherent memory go to the
//! driver as ordinary commands.

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
    if let Some(m) = maps().as_mut().and_then(|m| m.remove(&memory)) {
        if let Err(e) = m.unmap() {
            tracing::warn!("munmap of freed memory failed: {e}");
        }
    }
}

fn map(device: vk::Device, memory: vk::DeviceMemory) -> Result<(*mut u8, u64), vk::Result> {
    let id = memory.as_raw();
    if let Some(m) = maps().as_ref().and_then(|m| m.get(&id)) {
        return Ok((m.as_ptr(), m.len() as u64));
    }
    let dev = ClientIds
        .id(vk::ObjectType::DEVICE, device.as_raw())
        .map_err(|_| vk::Result::ERROR_MEMORY_MAP_FAILED)?;
    let (words, fd) = crate::call::private_call(vk_wire::relay::MAP_MEMORY, &[dev, id], true)
        .map_err(|e| e.result())?;
    let r = vk::Result::from_raw(words.first().copied().unwrap_or(u64::MAX) as u32 as i32);
    if r != vk::Result::SUCCESS {
        return Err(r);
    }
    let (Some(&size), Some(&offset), Some(fd)) = (words.get(1), words.get(2), fd) else {
        return Err(vk::Result::ERROR_MEMORY_MAP_FAILED);
    };
    let size = usize::try_from(size).map_err(|_| vk::Result::ERROR_MEMORY_MAP_FAILED)?;
    let m = placed_mem::map_fd(std::os::fd::AsFd::as_fd(&fd), offset, size).map_err(|e| {
        tracing::error!("cannot map the renderer's memory: {e}");
        vk::Result::ERROR_MEMORY_MAP_FAILED
    })?;
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

/// `vkUnmapMemory`: the mapping stays until `vkFreeMemory` (the application may not use the
/// pointer meanwhile, so keeping it is invisible to it).
#[allow(non_snake_case)]
pub extern "system" fn vkUnmapMemory(_device: vk::Device, _memory: vk::DeviceMemory) {}
