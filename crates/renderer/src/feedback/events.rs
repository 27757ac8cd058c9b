//! Event slots: memory the device writes events' states into, which the client maps, so that
//! the ICD answers `vkGetEventStatus` of an event that pending work may set or reset without
//! a message (the ICD's half is its `events` module).
//!
//! - **The slots.** At its first event the client asks for its device's slots
//!   ([`vk_wire::relay::EVENT_SLOTS`]): one `u32` per event, in a buffer of host-visible,
//!   host-coherent memory allocated through the device's `placed-mem` allocator (the one that
//!   shares the client's mapped memory), whose descriptor goes to the client.
//! - **Registration.** Each event the client creates for status queries gets a slot, which it
//!   names in a [`vk_wire::relay::WATCH_EVENT`] watch; `vkDestroyEvent` and the device's
//!   destruction forget it.
//! - **Device writes.** Right after a registered event's `vkCmdSetEvent`, `vkCmdResetEvent`,
//!   `vkCmdSetEvent2` or `vkCmdResetEvent2` is recorded, the renderer records into the same
//!   command buffer a barrier from the command's stages (and from earlier writes of the
//!   slots) to the transfer stage, a `vkCmdFillBuffer` of the event's new state into its slot,
//!   and a barrier from that write to host reads. The slot so shows the event's state once
//!   the device changed it, never before; writes of one slot land in submission order. These
//!   commands are allowed only outside render pass instances, where a fill is too.
//! - **Where a device cannot.** A fill needs a queue family with graphics, compute or
//!   transfer, and an unprotected command buffer: a device created with a queue family that
//!   has none of them, or with a protected queue, gets no slots (its events' statuses go to
//!   the renderer, as do those of a device whose memory no `placed-mem` path shares).
//!
//! The client writes a slot itself (the event's state plus [`vk_wire::relay::EVENT_SLOT_PRIMED`])
//! before it submits work that writes the event while nothing else that writes it is
//! pending; the renderer never writes the slots from the host.

use std::os::fd::{AsRawFd, RawFd};
use std::sync::Arc;

use ash::vk::{self, Handle};
use placed_mem::{Allocator, Request, SharedMemory};
use rustc_hash::FxHashMap;
use vk_wire::{args, id, relay};

use crate::trace::writes::slice;

/// Slots per device: 16 KiB of memory.
pub(crate) const SLOTS: u32 = 4096;

/// One device's slots, made at the client's first request.
struct Slots {
    device: Arc<ash::Device>,
    allocator: Arc<Allocator>,
    memory: Option<SharedMemory>,
    buffer: vk::Buffer,
}

/// What the renderer knows of one device.
#[derive(Default)]
struct DeviceSlots {
    /// Why its command buffers cannot write slots, if they cannot.
    refused: Option<&'static str>,
    slots: Option<Slots>,
}

/// A recorded command's slot write, found before the command reaches the driver and
/// recorded right after it ([`EventSlots::write_after`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct SlotWrite {
    command_buffer: vk::CommandBuffer,
    device: u64,
    /// The command's stages (its first synchronisation scope).
    stages: vk::PipelineStageFlags,
    offset: u64,
    value: u32,
}

/// A client's event slots, by device.
#[derive(Default)]
pub struct EventSlots {
    devices: FxHashMap<u64, DeviceSlots>,
    /// Registered events: driver handle → (driver device, slot).
    events: FxHashMap<u64, (u64, u32)>,
}

impl std::fmt::Debug for EventSlots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EventSlots")
            .field("devices", &self.devices.len())
            .field("events", &self.events.len())
            .finish()
    }
}

/// The synchronization2 stage bits that `VkPipelineStageFlags` has too, with the same value
/// (bits 0 to 25: core 1.0 up to `ACCELERATION_STRUCTURE_BUILD`); the bits above are
/// synchronization2's own.
const LEGACY_BITS: u64 = (1 << 26) - 1;

/// The stages of a synchronization2 mask as a `vkCmdPipelineBarrier` takes them: the mask
/// itself where it names only stages that have a legacy bit (the same bit), else every
/// command's stages (which include them). An empty mask (`NONE`) also becomes every stage.
fn legacy_stages(mask: vk::PipelineStageFlags2) -> vk::PipelineStageFlags {
    let bits = mask.as_raw();
    if bits == 0 || bits & !LEGACY_BITS != 0 {
        vk::PipelineStageFlags::ALL_COMMANDS
    } else {
        vk::PipelineStageFlags::from_raw(bits as u32)
    }
}

/// The union of the source stages of a `VkDependencyInfo`'s barriers (`vkCmdSetEvent2`'s
/// first synchronization scope).
///
/// # Safety
/// `info` is null or a decoded dependency info, its arrays checked against their counts.
unsafe fn source_stages(info: *const vk::DependencyInfo<'_>) -> vk::PipelineStageFlags2 {
    // SAFETY: caller.
    let Some(i) = (unsafe { info.as_ref() }) else {
        return vk::PipelineStageFlags2::NONE;
    };
    let mut mask = vk::PipelineStageFlags2::NONE;
    // SAFETY: caller: each array holds its count of decoded structures (or is empty).
    unsafe {
        for b in slice(i.p_memory_barriers, i.memory_barrier_count) {
            mask |= b.src_stage_mask;
        }
        for b in slice(i.p_buffer_memory_barriers, i.buffer_memory_barrier_count) {
            mask |= b.src_stage_mask;
        }
        for b in slice(i.p_image_memory_barriers, i.image_memory_barrier_count) {
            mask |= b.src_stage_mask;
        }
    }
    mask
}

/// Whether recorded command `cid` writes an event.
#[inline]
pub(crate) fn writes_event(cid: u32) -> bool {
    matches!(
        cid,
        id::CMD_SET_EVENT | id::CMD_RESET_EVENT | id::CMD_SET_EVENT2 | id::CMD_RESET_EVENT2
    )
}

impl EventSlots {
    /// Whether any event is registered: the one test recorded commands pay otherwise.
    #[inline]
    pub(crate) fn on(&self) -> bool {
        !self.events.is_empty()
    }

    /// A device was created with these queue create infos, on a physical device with these
    /// queue families: whether its command buffers can write slots is decided now.
    pub(crate) fn device_created(
        &mut self,
        device: u64,
        queues: &[vk::DeviceQueueCreateInfo<'_>],
        families: &[vk::QueueFamilyProperties],
    ) {
        let writable =
            vk::QueueFlags::GRAPHICS | vk::QueueFlags::COMPUTE | vk::QueueFlags::TRANSFER;
        let refused = if queues
            .iter()
            .any(|q| q.flags.contains(vk::DeviceQueueCreateFlags::PROTECTED))
        {
            Some("the device has a protected queue")
        } else if queues.iter().any(|q| {
            families
                .get(q.queue_family_index as usize)
                .is_none_or(|f| !f.queue_flags.intersects(writable))
        }) {
            Some("the device has a queue family without graphics, compute or transfer")
        } else {
            None
        };
        self.devices.insert(
            device,
            DeviceSlots {
                refused,
                slots: None,
            },
        );
    }

    /// The slots of `device` as the client maps them: (descriptor, offset, size), made at the
    /// first request with `dev` (the device's functions), `allocator` (its own) and `types`
    /// (its memory types).
    pub(crate) fn share(
        &mut self,
        device: u64,
        dev: Option<Arc<ash::Device>>,
        allocator: Option<Arc<Allocator>>,
        types: &[vk::MemoryType],
    ) -> Result<(RawFd, u64, u64), String> {
        let d = self
            .devices
            .get_mut(&device)
            .ok_or("a device the renderer did not see created")?;
        if let Some(why) = d.refused {
            return Err(why.into());
        }
        if d.slots.is_none() {
            let dev = dev.ok_or("the device's functions are missing")?;
            let allocator = allocator.ok_or("the device has no shareable memory")?;
            // SAFETY: `dev` is the live device `device`; `allocator` is its own.
            d.slots = Some(unsafe { Slots::make(dev, allocator, types) }?);
        }
        let s = d.slots.as_ref().ok_or("no slots")?;
        let mem = s.memory.as_ref().ok_or("no slots")?;
        let fd = mem.fd().ok_or("the slots' memory has no descriptor")?;
        Ok((fd.as_raw_fd(), mem.fd_offset(), u64::from(SLOTS) * 4))
    }

    /// A [`vk_wire::relay::WATCH_EVENT`] watch of `event` (driver handle, the client's, made
    /// on `device`): `false` if the device has no slots yet or `slot` is out of range.
    pub(crate) fn register(&mut self, device: u64, event: u64, slot: u32) -> bool {
        let has = self.devices.get(&device).is_some_and(|d| d.slots.is_some());
        if !has || slot >= SLOTS {
            return false;
        }
        self.events.insert(event, (device, slot));
        true
    }

    /// `vkDestroyEvent` of `event` (driver handle).
    pub(crate) fn forget(&mut self, event: u64) {
        self.events.remove(&event);
    }

    /// The slot write that must follow recorded command `cid` ([`writes_event`]), if it
    /// writes a registered event of `device` (the command buffer's: a command naming another
    /// device's event gets none).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cid`, handles translated to the driver's.
    pub(crate) unsafe fn write_for(
        &self,
        cid: u32,
        a: *const u8,
        device: Option<u64>,
    ) -> Option<SlotWrite> {
        // SAFETY: (each arm) the id says which argument structure `a` is; caller.
        let (cb, event, stages, set) = unsafe {
            match cid {
                id::CMD_SET_EVENT => {
                    let x = &*a.cast::<args::CmdSetEvent>();
                    (x.command_buffer, x.event, x.stage_mask, true)
                }
                id::CMD_RESET_EVENT => {
                    let x = &*a.cast::<args::CmdResetEvent>();
                    (x.command_buffer, x.event, x.stage_mask, false)
                }
                id::CMD_SET_EVENT2 => {
                    let x = &*a.cast::<args::CmdSetEvent2>();
                    let stages = legacy_stages(source_stages(x.p_dependency_info));
                    (x.command_buffer, x.event, stages, true)
                }
                id::CMD_RESET_EVENT2 => {
                    let x = &*a.cast::<args::CmdResetEvent2>();
                    (
                        x.command_buffer,
                        x.event,
                        legacy_stages(x.stage_mask),
                        false,
                    )
                }
                _ => return None,
            }
        };
        let &(owner, slot) = self.events.get(&event.as_raw())?;
        if device != Some(owner) {
            return None;
        }
        let stages = if stages.is_empty() {
            vk::PipelineStageFlags::ALL_COMMANDS
        } else {
            stages
        };
        Some(SlotWrite {
            command_buffer: cb,
            device: owner,
            stages,
            offset: u64::from(slot) * 4,
            value: if set {
                relay::EVENT_SLOT_SET
            } else {
                relay::EVENT_SLOT_RESET
            },
        })
    }

    /// Records `w` into its command buffer, after the command that called for it.
    ///
    /// # Safety
    /// The command of `w` was just recorded into its command buffer, which is recording
    /// (outside a render pass instance, as Vulkan requires of event commands).
    pub(crate) unsafe fn write_after(&self, w: SlotWrite) {
        let Some(s) = self.devices.get(&w.device).and_then(|d| d.slots.as_ref()) else {
            return;
        };
        // From earlier writes of the slot to the access named.
        let from_writes = |to| {
            vk::BufferMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(to)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .buffer(s.buffer)
                .offset(w.offset)
                .size(4)
        };
        let before = from_writes(vk::AccessFlags::TRANSFER_WRITE);
        let after = from_writes(vk::AccessFlags::HOST_READ);
        // SAFETY: caller: the command buffer records, outside a render pass; the buffer is
        // the device's live slot buffer, the range within it.
        unsafe {
            s.device.cmd_pipeline_barrier(
                w.command_buffer,
                w.stages | vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[before],
                &[],
            );
            s.device
                .cmd_fill_buffer(w.command_buffer, s.buffer, w.offset, 4, w.value);
            s.device.cmd_pipeline_barrier(
                w.command_buffer,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[],
                &[after],
                &[],
            );
        }
    }

    /// The device is idle and about to be destroyed: its slots are freed and its events
    /// forgotten.
    ///
    /// # Safety
    /// No work of the device is pending.
    pub(crate) unsafe fn device_gone(&mut self, device: u64) {
        self.events.retain(|_, (d, _)| *d != device);
        if let Some(DeviceSlots { slots: Some(s), .. }) = self.devices.remove(&device) {
            // SAFETY: caller.
            unsafe { s.free() };
        }
    }
}

impl Slots {
    /// A buffer of [`SLOTS`] `u32`s in shareable host-visible, host-coherent memory of
    /// `dev` (host-cached preferred: the client reads it).
    ///
    /// # Safety
    /// `dev` is live; `allocator` is its own.
    unsafe fn make(
        dev: Arc<ash::Device>,
        allocator: Arc<Allocator>,
        types: &[vk::MemoryType],
    ) -> Result<Slots, String> {
        let size = u64::from(SLOTS) * 4;
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(vk::BufferUsageFlags::TRANSFER_DST)
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        // The memory type and size come from a buffer made without export information; the
        // one bound is made with the handle type of the memory the allocator returned.
        // SAFETY: `dev` is live; `info` is valid.
        let (req, probe) = unsafe {
            let probe = dev
                .create_buffer(&info, None)
                .map_err(|e| format!("vkCreateBuffer: {e}"))?;
            (dev.get_buffer_memory_requirements(probe), probe)
        };
        // SAFETY: made above, never used.
        unsafe { dev.destroy_buffer(probe, None) };
        let coherent =
            vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let fits = |i: &usize, t: &vk::MemoryType| {
            req.memory_type_bits & (1 << i) != 0 && t.property_flags.contains(coherent)
        };
        let mut order: Vec<usize> = types
            .iter()
            .enumerate()
            .filter(|(i, t)| fits(i, t))
            .map(|(i, _)| i)
            .collect();
        order.sort_by_key(|&i| {
            !types[i]
                .property_flags
                .contains(vk::MemoryPropertyFlags::HOST_CACHED)
        });
        let mut why = String::from("no host-visible, host-coherent memory type fits a buffer");
        for i in order {
            match allocator.allocate(&Request::new(req.size.max(size), i as u32)) {
                Ok(mem) if mem.fd().is_some() => {
                    let mut s = Slots {
                        device: dev,
                        allocator,
                        memory: Some(mem),
                        buffer: vk::Buffer::null(),
                    };
                    // SAFETY: `s.device` is live; the memory is its own.
                    return match unsafe { s.bind(&info) } {
                        Ok(()) => Ok(s),
                        Err(e) => {
                            // SAFETY: nothing uses the memory.
                            unsafe { s.free() };
                            Err(e)
                        }
                    };
                }
                Ok(mem) => {
                    // SAFETY: nothing uses the memory.
                    unsafe { allocator.free(mem) };
                    why = "the memory has no descriptor".into();
                }
                Err(e) => why = format!("memory type {i}: {e}"),
            }
        }
        Err(why)
    }

    /// Makes the buffer, with the memory's handle type, and binds it.
    ///
    /// # Safety
    /// `self.device` is live; `self.memory` is its allocation, unbound.
    unsafe fn bind(&mut self, info: &vk::BufferCreateInfo<'_>) -> Result<(), String> {
        let mem = self.memory.as_ref().ok_or("no memory")?;
        let mut external =
            vk::ExternalMemoryBufferCreateInfo::default().handle_types(mem.handle_type());
        let mut info = *info;
        if !mem.handle_type().is_empty() {
            info = info.push_next(&mut external);
        }
        // SAFETY: caller; `info` is valid, its chain alive.
        unsafe {
            self.buffer = self
                .device
                .create_buffer(&info, None)
                .map_err(|e| format!("vkCreateBuffer: {e}"))?;
            let req = self.device.get_buffer_memory_requirements(self.buffer);
            if req.size > mem.size() {
                return Err("the buffer needs more memory than it got".into());
            }
            self.device
                .bind_buffer_memory(self.buffer, mem.memory(), 0)
                .map_err(|e| format!("vkBindBufferMemory: {e}"))
        }
    }

    /// Destroys the buffer and frees the memory.
    ///
    /// # Safety
    /// No work of the device uses them.
    unsafe fn free(mut self) {
        // SAFETY: caller.
        unsafe {
            if self.buffer != vk::Buffer::null() {
                self.device.destroy_buffer(self.buffer, None);
            }
            if let Some(mem) = self.memory.take() {
                self.allocator.free(mem);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sync2_stages_keep_their_legacy_bits_or_become_all_commands() {
        assert_eq!(
            legacy_stages(vk::PipelineStageFlags2::COLOR_ATTACHMENT_OUTPUT),
            vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT
        );
        assert_eq!(
            legacy_stages(
                vk::PipelineStageFlags2::TRANSFER | vk::PipelineStageFlags2::FRAGMENT_SHADER
            ),
            vk::PipelineStageFlags::TRANSFER | vk::PipelineStageFlags::FRAGMENT_SHADER
        );
        assert_eq!(
            legacy_stages(vk::PipelineStageFlags2::COPY),
            vk::PipelineStageFlags::ALL_COMMANDS
        );
        assert_eq!(
            legacy_stages(vk::PipelineStageFlags2::VIDEO_DECODE_KHR),
            vk::PipelineStageFlags::ALL_COMMANDS
        );
        assert_eq!(
            legacy_stages(vk::PipelineStageFlags2::ACCELERATION_STRUCTURE_BUILD_KHR),
            vk::PipelineStageFlags::ACCELERATION_STRUCTURE_BUILD_KHR
        );
        assert_eq!(
            legacy_stages(vk::PipelineStageFlags2::NONE),
            vk::PipelineStageFlags::ALL_COMMANDS
        );
    }

    #[test]
    fn devices_with_queues_that_cannot_fill_get_no_slots() {
        let fam = |f| vk::QueueFamilyProperties {
            queue_flags: f,
            ..Default::default()
        };
        let families = [
            fam(vk::QueueFlags::GRAPHICS | vk::QueueFlags::COMPUTE),
            fam(vk::QueueFlags::VIDEO_DECODE_KHR),
        ];
        let q = |i| vk::DeviceQueueCreateInfo::default().queue_family_index(i);
        let mut s = EventSlots::default();
        s.device_created(1, &[q(0)], &families);
        s.device_created(2, &[q(0), q(1)], &families);
        s.device_created(
            3,
            &[q(0).flags(vk::DeviceQueueCreateFlags::PROTECTED)],
            &families,
        );
        s.device_created(4, &[q(7)], &families);
        let refused = |d| s.devices[&d].refused;
        assert_eq!(refused(1), None);
        assert!(refused(2).is_some_and(|w| w.contains("queue family")));
        assert!(refused(3).is_some_and(|w| w.contains("protected")));
        assert!(refused(4).is_some());
        // No slots were made: nothing registers.
        let mut s = s;
        assert!(!s.register(1, 10, 0));
        assert!(!s.on());
    }

    #[test]
    fn writes_follow_registered_events_of_the_command_buffers_device() {
        let mut s = EventSlots::default();
        s.events.insert(10, (1, 5));
        let cb = vk::CommandBuffer::from_raw(0xc0);
        let set = args::CmdSetEvent {
            command_buffer: cb,
            event: vk::Event::from_raw(10),
            stage_mask: vk::PipelineStageFlags::FRAGMENT_SHADER,
        };
        // SAFETY: (each call) the id's argument structure, alive across the call.
        unsafe {
            let w = s
                .write_for(id::CMD_SET_EVENT, (&raw const set).cast(), Some(1))
                .unwrap();
            assert_eq!(w.command_buffer, cb);
            assert_eq!(
                (w.device, w.offset, w.value),
                (1, 20, relay::EVENT_SLOT_SET)
            );
            assert_eq!(w.stages, vk::PipelineStageFlags::FRAGMENT_SHADER);
            // Another device's command buffer, or one of no known device: nothing.
            assert!(
                s.write_for(id::CMD_SET_EVENT, (&raw const set).cast(), Some(2))
                    .is_none()
            );
            assert!(
                s.write_for(id::CMD_SET_EVENT, (&raw const set).cast(), None)
                    .is_none()
            );
            // An event without a slot: nothing.
            let other = args::CmdSetEvent {
                event: vk::Event::from_raw(11),
                ..set
            };
            assert!(
                s.write_for(id::CMD_SET_EVENT, (&raw const other).cast(), Some(1))
                    .is_none()
            );
            // synchronization2: the barriers' source stages, or every stage.
            let barrier =
                [vk::MemoryBarrier2::default().src_stage_mask(vk::PipelineStageFlags2::COPY)];
            let dep = vk::DependencyInfo::default().memory_barriers(&barrier);
            let set2 = args::CmdSetEvent2 {
                command_buffer: cb,
                event: vk::Event::from_raw(10),
                p_dependency_info: (&raw const dep).cast(),
            };
            let w = s
                .write_for(id::CMD_SET_EVENT2, (&raw const set2).cast(), Some(1))
                .unwrap();
            assert_eq!(w.stages, vk::PipelineStageFlags::ALL_COMMANDS);
            let reset2 = args::CmdResetEvent2 {
                command_buffer: cb,
                event: vk::Event::from_raw(10),
                stage_mask: vk::PipelineStageFlags2::COMPUTE_SHADER,
            };
            let w = s
                .write_for(id::CMD_RESET_EVENT2, (&raw const reset2).cast(), Some(1))
                .unwrap();
            assert_eq!(
                (w.stages, w.value),
                (
                    vk::PipelineStageFlags::COMPUTE_SHADER,
                    relay::EVENT_SLOT_RESET
                )
            );
        }
        s.forget(10);
        assert!(!s.on());
    }
}
