//! `vkGetDeviceQueue` and `vkGetDeviceQueue2` return the same handle every time they are asked
//! for the same queue: the first call creates the queue's object (and tells the renderer its
//! id); later calls answer from this cache without a message. A queue is keyed by device,
//! family, index and creation flags (`vkGetDeviceQueue` asks for flags 0), so both commands
//! give one handle for a queue created without flags.

use std::collections::HashMap;
use std::sync::Mutex;

use ash::vk::{self, Handle};
use vk_wire::{IdMap, args, id};

use crate::handles::ClientIds;

/// (device id, queue family, queue index, `VkDeviceQueueCreateFlags`).
type Key = (u64, u32, u32, u32);

static QUEUES: Mutex<Option<HashMap<Key, u64>>> = Mutex::new(None);

/// # Safety
/// `a` is the argument structure of the command `cid`, valid as Vulkan requires.
unsafe fn key(cid: u32, a: *const u8) -> Option<(Key, *mut vk::Queue)> {
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: its pointers
    // are valid.
    let (device, family, index, flags, out) = unsafe {
        match cid {
            id::GET_DEVICE_QUEUE => {
                let q = a.cast::<args::GetDeviceQueue>().read();
                (q.device, q.queue_family_index, q.queue_index, 0, q.p_queue)
            }
            id::GET_DEVICE_QUEUE2 => {
                let q = a.cast::<args::GetDeviceQueue2>().read();
                let info = q.p_queue_info.as_ref()?;
                (
                    q.device,
                    info.queue_family_index,
                    info.queue_index,
                    info.flags.as_raw(),
                    q.p_queue,
                )
            }
            _ => return None,
        }
    };
    let dev = ClientIds.id(vk::ObjectType::DEVICE, device.as_raw()).ok()?;
    Some(((dev, family, index, flags), out))
}

/// The cached queue for this `vkGetDeviceQueue` or `vkGetDeviceQueue2`, written to the
/// application's output.
///
/// # Safety
/// As [`key`].
pub unsafe fn cached(cid: u32, a: *const u8) -> Option<u64> {
    // SAFETY: caller.
    let (k, out) = unsafe { key(cid, a) }?;
    let g = QUEUES.lock().unwrap_or_else(|e| e.into_inner());
    let h = *g.as_ref()?.get(&k)?;
    if !out.is_null() {
        // SAFETY: caller: `pQueue` is writable.
        unsafe { out.write(vk::Queue::from_raw(h)) };
    }
    Some(0)
}

/// Records the queue a successful `vkGetDeviceQueue` or `vkGetDeviceQueue2` returned.
///
/// # Safety
/// As [`key`].
pub unsafe fn remember(cid: u32, a: *const u8) {
    // SAFETY: caller.
    let Some((k, out)) = (unsafe { key(cid, a) }) else {
        return;
    };
    if out.is_null() {
        return;
    }
    // SAFETY: caller: `pQueue` was written by the call.
    let h = unsafe { out.read() }.as_raw();
    QUEUES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_or_insert_with(HashMap::new)
        .insert(k, h);
}

/// The queue family of `queue` (from the cache's key).
pub fn family_of(queue: vk::Queue) -> Option<u32> {
    let g = QUEUES.lock().unwrap_or_else(|e| e.into_inner());
    g.as_ref()?
        .iter()
        .find(|(_, h)| **h == queue.as_raw())
        .map(|(k, _)| k.1)
}
