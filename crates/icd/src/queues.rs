//! `vkGetDeviceQueue` returns the same handle every time it is asked for the same queue: the
//! first call creates the queue's object (and tells the renderer its id); later calls answer
//! from this cache without a message.
//!
//! `vkGetDeviceQueue2` is not cached yet: each call makes a new handle for the same queue.

use std::collections::HashMap;
use std::sync::Mutex;

use ash::vk::{self, Handle};
use vk_wire::{CommandArgs, IdMap, args, id};

use crate::handles::ClientIds;

type Key = (u64, u32, u32);

static QUEUES: Mutex<Option<HashMap<Key, u64>>> = Mutex::new(None);

/// # Safety
/// `a` is valid as Vulkan requires.
unsafe fn key<A: CommandArgs>(a: &A) -> Option<(Key, *mut vk::Queue)> {
    if A::ID != id::GET_DEVICE_QUEUE {
        return None;
    }
    // SAFETY: the id says `a` is `args::GetDeviceQueue`.
    let q = unsafe { (a as *const A).cast::<args::GetDeviceQueue>().read() };
    let dev = ClientIds
        .id(vk::ObjectType::DEVICE, q.device.as_raw())
        .ok()?;
    Some(((dev, q.queue_family_index, q.queue_index), q.p_queue))
}

/// The cached queue for this `vkGetDeviceQueue`, written to the application's output.
///
/// # Safety
/// As [`key`].
pub unsafe fn cached<A: CommandArgs>(a: &A) -> Option<u64> {
    // SAFETY: caller.
    let (k, out) = unsafe { key(a) }?;
    let g = QUEUES.lock().unwrap_or_else(|e| e.into_inner());
    let h = *g.as_ref()?.get(&k)?;
    if !out.is_null() {
        // SAFETY: caller: `pQueue` is writable.
        unsafe { out.write(vk::Queue::from_raw(h)) };
    }
    Some(0)
}

/// Records the queue a successful `vkGetDeviceQueue` returned.
///
/// # Safety
/// As [`key`].
pub unsafe fn remember<A: CommandArgs>(a: &A) {
    // SAFETY: caller.
    let Some((k, out)) = (unsafe { key(a) }) else {
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

/// The queue family of `queue`, if it came from `vkGetDeviceQueue` (the cache's key).
pub fn family_of(queue: vk::Queue) -> Option<u32> {
    let g = QUEUES.lock().unwrap_or_else(|e| e.into_inner());
    g.as_ref()?
        .iter()
        .find(|(_, h)| **h == queue.as_raw())
        .map(|(k, _)| k.1)
}
