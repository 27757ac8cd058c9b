//! [`vk_wire::relay::WATCH`]: a fence or timeline semaphore fed into the client's feedback
//! page ([`crate::feedback`]).
//!
//! The message is untrusted: before a watcher may call the driver on the object, it must be
//! the client's own, of the kind the message says and of the device the watcher serves. A
//! message that breaks a rule drops the client:
//!
//! - five words exactly; a known kind; a slot below [`shm_ring::feedback::SLOTS`];
//! - fence: the queue and the fence are the client's, and the fence was made on the queue's
//!   device;
//! - timeline semaphore: the device and the semaphore are the client's, and the semaphore
//!   was made on that device with `VK_SEMAPHORE_TYPE_TIMELINE` (the driver's counter
//!   functions are undefined on a binary semaphore, and may crash).
//!
//! - event: the device and the event are the client's, the event was made on that device,
//!   the device's event slots were made ([`vk_wire::relay::EVENT_SLOTS`]) and the slot is
//!   one of them.
//!
//! Once the client's device is lost, a well-formed message is ignored whatever it names (the
//! objects of failed creations were never made), and the page's lost flag is set again.
//!
//! [`vk_wire::relay::EVENT_SLOTS`] is here too: the request names one of the client's
//! devices, or the client is dropped.

use ash::vk;
use vk_wire::{DecodeError, DecodeErrorKind, HandleTable, relay};

use super::{Session, SessionError};

fn bad(kind: DecodeErrorKind, at: &'static str) -> SessionError {
    DecodeError::new(kind, at).into()
}

impl Session {
    /// A [`vk_wire::relay::WATCH`] message.
    pub(super) fn watch(&mut self, payload: &[u8]) -> Result<(), SessionError> {
        let size = || bad(DecodeErrorKind::BadSize, "Watch");
        if payload.len() != 5 * 8 {
            return Err(size());
        }
        let w = |i| relay::word(payload, i).ok_or_else(size);
        let (kind, owner, object, slot, value) = (w(0)?, w(1)?, w(2)?, w(3)?, w(4)?);
        if ![
            relay::WATCH_FENCE,
            relay::WATCH_TIMELINE,
            relay::WATCH_EVENT,
        ]
        .contains(&kind)
        {
            return Err(bad(DecodeErrorKind::BadSelector, "Watch: unknown kind"));
        }
        let slots = if kind == relay::WATCH_EVENT {
            crate::feedback::events::SLOTS
        } else {
            shm_ring::feedback::SLOTS
        };
        let slot = u32::try_from(slot)
            .ok()
            .filter(|&s| s < slots)
            .ok_or_else(|| bad(DecodeErrorKind::TooLarge, "Watch: slot out of range"))?;
        if self.lost.is_some() {
            self.feedback.lost();
            return Ok(());
        }
        if kind == relay::WATCH_EVENT {
            let device = self.objects.handle(vk::ObjectType::DEVICE, owner)?;
            let event = self.objects.handle(vk::ObjectType::EVENT, object)?;
            if self.objects.parent(object) != Some(device) {
                return Err(bad(
                    DecodeErrorKind::BadHandle,
                    "Watch: an event of another device",
                ));
            }
            if !self.event_slots.register(device, event, slot) {
                return Err(bad(
                    DecodeErrorKind::BadHandle,
                    "Watch: an event of a device without event slots",
                ));
            }
        } else if kind == relay::WATCH_FENCE {
            let queue = self.objects.handle(vk::ObjectType::QUEUE, owner)?;
            let fence = self.objects.handle(vk::ObjectType::FENCE, object)?;
            let device = self
                .gate
                .device_of(queue)
                .ok_or_else(|| bad(DecodeErrorKind::BadHandle, "Watch: a queue of no device"))?;
            if self.objects.parent(object) != Some(device) {
                return Err(bad(
                    DecodeErrorKind::BadHandle,
                    "Watch: a fence of another device than the queue's",
                ));
            }
            let fns = self.fence_fns(queue);
            self.feedback
                .watch_fence(device, fns, fence, object, slot, value);
        } else {
            let device = self.objects.handle(vk::ObjectType::DEVICE, owner)?;
            let sem = self.objects.handle(vk::ObjectType::SEMAPHORE, object)?;
            if self.objects.parent(object) != Some(device) {
                return Err(bad(
                    DecodeErrorKind::BadHandle,
                    "Watch: a semaphore of another device",
                ));
            }
            if !self.feedback.made_timeline(sem) {
                return Err(bad(
                    DecodeErrorKind::BadHandle,
                    "Watch: not a timeline semaphore",
                ));
            }
            let fns = self.timeline_fns(device);
            self.feedback
                .register_timeline(device, fns, sem, object, slot, value);
        }
        Ok(())
    }

    /// An [`vk_wire::relay::EVENT_SLOTS`] request for the client's device `id`: the slots'
    /// (descriptor, offset, size), or why the device has none.
    pub(super) fn share_event_slots(
        &mut self,
        id: u64,
    ) -> Result<Result<(std::os::fd::RawFd, u64, u64), String>, SessionError> {
        let device = self.objects.handle(vk::ObjectType::DEVICE, id)?;
        if self.lost.is_some() {
            return Ok(Err("the device is lost".into()));
        }
        let types = self.memory.memory_types(device).unwrap_or_default();
        let dev = self.ash_device(device);
        let allocator = self.memory.allocator(device);
        Ok(self.event_slots.share(device, dev, allocator, &types))
    }
}
