//! The devices' event slots ([`vk_wire::relay::EVENT_SLOTS`]): memory the device writes each
//! registered event's state into as its commands set or reset it (the renderer records the
//! writes: its `feedback::events`), mapped here at a device's first event.
//!
//! Slots are handed out per device and given back when their event is destroyed. A device
//! whose slots the renderer refused, or that ran out of them, makes events without one
//! (their statuses go to the renderer while work that writes them is pending).
//! `VKRELAY_EVENT_SLOTS=off` gives no event a slot, for comparisons.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, MutexGuard};

use ash::vk::{self, Handle};
use vk_wire::relay;

/// One device's slots, mapped.
struct Device {
    map: placed_mem::Mapping,
    count: u32,
    next: u32,
    free: Vec<u32>,
}

/// Device (dispatchable handle) → its slots (`None`: the renderer gave none).
static DEVICES: Mutex<Option<HashMap<u64, Option<Device>>>> = Mutex::new(None);

fn devices() -> MutexGuard<'static, Option<HashMap<u64, Option<Device>>>> {
    DEVICES.lock().unwrap_or_else(|e| e.into_inner())
}

/// An event's slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Slot {
    /// The device (dispatchable handle).
    pub(super) device: u64,
    pub(super) index: u32,
    /// The address of the slot's `u32` in the device's mapping, which lives until the
    /// device is destroyed.
    addr: usize,
}

impl Slot {
    /// A slot at `cell`, for the bookkeeping's tests.
    #[cfg(test)]
    pub(super) fn at(cell: &'static AtomicU32) -> Slot {
        Slot {
            device: 0,
            index: 0,
            addr: std::ptr::from_ref(cell) as usize,
        }
    }

    fn cell(&self) -> &AtomicU32 {
        // SAFETY: `addr` is an aligned `u32` of a live mapping (slots are 4-byte aligned in
        // a page-aligned mapping; it is unmapped only with its device, after which Vulkan
        // allows no use of the device's events).
        unsafe { &*(self.addr as *const AtomicU32) }
    }

    /// The slot's value.
    pub(super) fn read(&self) -> u32 {
        self.cell().load(Ordering::Acquire)
    }

    /// Writes the event's state `set`, marked as written here
    /// ([`relay::EVENT_SLOT_PRIMED`]), before work that writes the event is submitted.
    pub(super) fn prime(&self, set: bool) {
        self.cell()
            .store(relay::EVENT_SLOT_PRIMED | u32::from(set), Ordering::Release);
    }
}

/// A slot for a new event of `device`, fetching the device's slots at its first event.
///
/// # Safety
/// `device` is a live device made by this ICD.
pub(super) unsafe fn take(device: vk::Device) -> Option<Slot> {
    if std::env::var_os("VKRELAY_EVENT_SLOTS").is_some_and(|v| v == "off") {
        return None;
    }
    let mut g = devices();
    let map = g.get_or_insert_with(HashMap::new);
    let d = map
        .entry(device.as_raw())
        // SAFETY: caller.
        .or_insert_with(|| match unsafe { fetch(device) } {
            Ok(d) => Some(d),
            Err(e) => {
                tracing::info!(
                    "no event slots ({e}): the statuses of this device's events go to the \
                     renderer while work that writes them is pending"
                );
                None
            }
        })
        .as_mut()?;
    let index = match d.free.pop() {
        Some(i) => i,
        None if d.next < d.count => {
            d.next += 1;
            d.next - 1
        }
        None => {
            tracing::debug!("every event slot of the device is taken");
            return None;
        }
    };
    Some(Slot {
        device: device.as_raw(),
        index,
        addr: d.map.as_ptr() as usize + index as usize * 4,
    })
}

/// Gives `slot` back (its event was destroyed).
pub(super) fn give(slot: Slot) {
    if let Some(Some(d)) = devices().as_mut().and_then(|m| m.get_mut(&slot.device)) {
        d.free.push(slot.index);
    }
}

/// `device` (dispatchable handle) was destroyed: its slots are unmapped.
pub(super) fn device_destroyed(device: u64) {
    let gone = devices().as_mut().and_then(|m| m.remove(&device)).flatten();
    if let Some(d) = gone
        && let Err(e) = d.map.unmap()
    {
        tracing::warn!("munmap of event slots failed: {e}");
    }
}

/// Asks the renderer for `device`'s slots and maps them.
///
/// # Safety
/// As for [`take`].
unsafe fn fetch(device: vk::Device) -> Result<Device, String> {
    // SAFETY: caller.
    let id = unsafe { crate::feedback::dispatch_id(device.as_raw()) };
    let (words, fd) =
        crate::call::private_call(relay::EVENT_SLOTS, &[id], true).map_err(|e| format!("{e:?}"))?;
    let w = |i: usize| words.get(i).copied();
    let (Some(0), Some(count), Some(size), Some(offset)) = (w(0), w(1), w(2), w(3)) else {
        return Err(format!("the renderer answered {words:?}"));
    };
    let fd = fd.ok_or("no descriptor")?;
    let count = u32::try_from(count)
        .ok()
        .filter(|&c| u64::from(c) * 4 <= size)
        .ok_or("more slots than memory")?;
    let size = usize::try_from(size).map_err(|_| "too large")?;
    let map = placed_mem::map_fd(std::os::fd::AsFd::as_fd(&fd), offset, size)
        .map_err(|e| e.to_string())?;
    Ok(Device {
        map,
        count,
        next: 0,
        free: Vec::new(),
    })
}
