//! Memory types across drivers: a trace names memory types by their index on the capture's
//! device (a phone's unified memory, lavapipe's one type), which means something else, or
//! nothing, on the replay's device (a desktop GPU's five). Replay reads the capture
//! device's types from the recorded reply to `vkGetPhysicalDeviceMemoryProperties{,2}` and
//! its own device's from its own, and where they differ it rewrites each
//! `vkAllocateMemory`:
//!
//! - **the type:** among the types the last memory-requirements query allows (the resource
//!   the application is about to allocate for: `memoryTypeBits` from the replay device's
//!   answer), the one whose flags best match the recorded type's. A recorded
//!   `HOST_VISIBLE` or `HOST_COHERENT` type gets one with those flags where any allowed type
//!   has them, since the application may map it and write it without flushing;
//!   `DEVICE_LOCAL` and `HOST_CACHED` are preferred, not required; lazily allocated and
//!   protected types are taken only for a recorded type that had those flags.
//! - **the size:** at least the last query's size, which may be larger on the replay's
//!   device.
//!
//! What this does not cover: an application that places several resources in one
//! allocation at offsets made for the capture's alignments and sizes; their offsets are
//! replayed as recorded. Where a bind's recorded offset breaks the replay device's
//! alignment for the resource, its size does not fit the allocation from that offset, or the
//! allocation's (translated) type is not one the resource allows, replay stops at that bind
//! with the reason ([`Translation::misplaced`]) instead of handing the driver an invalid bind.

use ash::vk::{self, Handle};
use vk_wire::{args, id};

/// What replay knows of both devices' memory types.
#[derive(Debug, Default)]
pub(crate) struct Translation {
    /// The capture device's types, from the recorded reply.
    recorded: Option<Vec<vk::MemoryPropertyFlags>>,
    /// The replay device's types, from its own reply.
    own: Option<Vec<vk::MemoryPropertyFlags>>,
    /// The last memory-requirements answer on the replay's device: `memoryTypeBits`, size.
    last: Option<(u32, u64)>,
    /// Allocations rewritten.
    pub rewritten: u64,
    /// The size of each host-visible allocation made (driver handle → bytes), for replay's
    /// own mapping of memory the session cannot share.
    pub mappable: rustc_hash::FxHashMap<u64, u64>,
    /// Each live allocation's size and type (driver handle).
    allocations: rustc_hash::FxHashMap<u64, (u64, u32)>,
    /// Each buffer's and image's requirements on the replay's device, where the trace asked
    /// (driver handle).
    requirements: rustc_hash::FxHashMap<u64, vk::MemoryRequirements>,
}

/// The flags of `props`' types.
fn flags_of(props: &vk::PhysicalDeviceMemoryProperties) -> Vec<vk::MemoryPropertyFlags> {
    props
        .memory_types_as_slice()
        .iter()
        .map(|t| t.property_flags)
        .collect()
}

/// The type of `types` among `bits` whose flags serve best for a recorded type of flags
/// `want` (see the module docs); `None` if `bits` allows none of `types`.
pub(crate) fn choose(
    want: vk::MemoryPropertyFlags,
    types: &[vk::MemoryPropertyFlags],
    bits: u32,
) -> Option<u32> {
    use vk::MemoryPropertyFlags as F;
    let required = want & (F::HOST_VISIBLE | F::HOST_COHERENT);
    let rare = F::LAZILY_ALLOCATED | F::PROTECTED;
    let score = |f: vk::MemoryPropertyFlags| -> i32 {
        let mut s = 0;
        if f.contains(required) {
            s += 100;
        }
        if (f & rare) != (want & rare) {
            s -= 50;
        }
        for flag in [F::DEVICE_LOCAL, F::HOST_CACHED] {
            if f.contains(flag) == want.contains(flag) {
                s += 2;
            }
        }
        // Fewer flags not asked for.
        s - (f & !want).as_raw().count_ones() as i32
    };
    (0..types.len().min(32) as u32)
        .filter(|&i| bits & (1 << i) != 0)
        // The first of the best: `max_by_key` keeps the last, so compare reversed indices.
        .max_by_key(|&i| (score(types[i as usize]), std::cmp::Reverse(i)))
}

impl Translation {
    /// The recorded reply to `vkGetPhysicalDeviceMemoryProperties` (`command`) or its `2`
    /// form: the capture device's types. A reply that does not decode is ignored (logged).
    pub(crate) fn recorded_reply(&mut self, command: u32, reply: &[u8]) {
        let mut props = vk::PhysicalDeviceMemoryProperties2::default();
        let mut ids = vk_wire::IdentityIds;
        // SAFETY: the arguments point to structures of ours that outlive the call; the
        // decoder checks the reply against them.
        let r = unsafe {
            match command {
                id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES => {
                    let a = args::GetPhysicalDeviceMemoryProperties {
                        physical_device: vk::PhysicalDevice::null(),
                        p_memory_properties: &mut props.memory_properties,
                    };
                    vk_wire::decode_reply(reply, &a, &mut ids)
                }
                id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2 => {
                    let a = args::GetPhysicalDeviceMemoryProperties2 {
                        physical_device: vk::PhysicalDevice::null(),
                        p_memory_properties: (&mut props
                            as *mut vk::PhysicalDeviceMemoryProperties2<'_>)
                            .cast(),
                    };
                    vk_wire::decode_reply(reply, &a, &mut ids)
                }
                _ => return,
            }
        };
        match r {
            Ok(_) => {
                let types = flags_of(&props.memory_properties);
                if self.recorded.as_ref() != Some(&types) {
                    tracing::info!(?types, "the capture's device's memory types");
                }
                self.recorded = Some(types);
            }
            Err(e) => tracing::warn!("the recorded memory properties do not decode: {e}"),
        }
    }

    /// After the replay's own `cmd` ran (arguments at `a`, outputs written by the driver):
    /// keeps the replay device's memory types and the last memory requirements.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, its outputs written.
    pub(crate) unsafe fn after(&mut self, cmd: u32, a: *const u8) {
        // SAFETY: caller: `a` is the argument block of `cmd`; its output pointers are the
        // decoder's, valid and written.
        unsafe {
            match cmd {
                id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES => {
                    let x = &*a.cast::<args::GetPhysicalDeviceMemoryProperties>();
                    if let Some(p) = x.p_memory_properties.as_ref() {
                        self.own = Some(flags_of(p));
                    }
                }
                id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2 => {
                    let x = &*a.cast::<args::GetPhysicalDeviceMemoryProperties2>();
                    if let Some(p) = x.p_memory_properties.as_ref() {
                        self.own = Some(flags_of(&p.memory_properties));
                    }
                }
                id::GET_BUFFER_MEMORY_REQUIREMENTS | id::GET_IMAGE_MEMORY_REQUIREMENTS => {
                    // Both argument blocks end with the requirements pointer after two
                    // handles.
                    let x = &*a.cast::<args::GetImageMemoryRequirements>();
                    if let Some(r) = x.p_memory_requirements.as_ref() {
                        self.last = Some((r.memory_type_bits, r.size));
                        self.requirements.insert(x.image.as_raw(), *r);
                    }
                }
                id::GET_BUFFER_MEMORY_REQUIREMENTS2
                | id::GET_IMAGE_MEMORY_REQUIREMENTS2
                | id::GET_DEVICE_BUFFER_MEMORY_REQUIREMENTS
                | id::GET_DEVICE_IMAGE_MEMORY_REQUIREMENTS => {
                    // Each: a device, one info pointer, the requirements pointer.
                    let x = &*a.cast::<args::GetBufferMemoryRequirements2>();
                    if let Some(r) = x.p_memory_requirements.as_ref() {
                        let r = r.memory_requirements;
                        self.last = Some((r.memory_type_bits, r.size));
                        // The info's first member after its chain is the resource.
                        let resource = match cmd {
                            id::GET_BUFFER_MEMORY_REQUIREMENTS2 => {
                                x.p_info.as_ref().map(|i| i.buffer.as_raw())
                            }
                            id::GET_IMAGE_MEMORY_REQUIREMENTS2 => x
                                .p_info
                                .cast::<vk::ImageMemoryRequirementsInfo2<'_>>()
                                .as_ref()
                                .map(|i| i.image.as_raw()),
                            _ => None,
                        };
                        if let Some(h) = resource {
                            self.requirements.insert(h, r);
                        }
                    }
                }
                id::DESTROY_BUFFER | id::DESTROY_IMAGE => {
                    // Both: a device, then the resource.
                    let x = &*a.cast::<args::DestroyImage>();
                    self.requirements.remove(&x.image.as_raw());
                }
                id::FREE_MEMORY => {
                    let x = &*a.cast::<args::FreeMemory>();
                    self.allocations.remove(&x.memory.as_raw());
                    self.mappable.remove(&x.memory.as_raw());
                }
                _ => {}
            }
        }
    }

    /// After the replay's `vkAllocateMemory` of `info` made `raw`: kept if its type is
    /// host-visible on the replay's device (known once the application asked for the memory
    /// properties).
    pub(crate) fn allocated(&mut self, raw: u64, info: &vk::MemoryAllocateInfo<'_>) {
        self.allocations
            .insert(raw, (info.allocation_size, info.memory_type_index));
        let visible = self.own.as_ref().is_some_and(|own| {
            own.get(info.memory_type_index as usize)
                .is_some_and(|f| f.contains(vk::MemoryPropertyFlags::HOST_VISIBLE))
        });
        if visible {
            self.mappable.insert(raw, info.allocation_size);
        }
    }

    /// Before the replay's `vkAllocateMemory`: the recorded type index (and size) in `info`
    /// rewritten for the replay's device, where the devices' types differ.
    pub(crate) fn allocate(&mut self, info: &mut vk::MemoryAllocateInfo<'_>) {
        let (Some(recorded), Some(own)) = (&self.recorded, &self.own) else {
            return;
        };
        if recorded == own {
            return;
        }
        let Some(&want) = recorded.get(info.memory_type_index as usize) else {
            return;
        };
        let (bits, size) = self.last.take().unwrap_or((u32::MAX, 0));
        let Some(ty) = choose(want, own, bits).or_else(|| choose(want, own, u32::MAX)) else {
            return;
        };
        tracing::debug!(
            recorded = info.memory_type_index,
            ?want,
            replayed = ty,
            flags = ?own[ty as usize],
            "memory type translated"
        );
        info.memory_type_index = ty;
        info.allocation_size = info.allocation_size.max(size);
        self.rewritten += 1;
    }
}

impl Translation {
    /// Whether allocations are translated (the capture's device and this one have different
    /// memory types): binds are checked only then.
    fn translating(&self) -> bool {
        matches!((&self.recorded, &self.own), (Some(r), Some(o)) if r != o)
    }

    /// One bind of `resource` at `offset` of `memory` (driver handles): why it does not fit
    /// this device, if it does not.
    fn check_bind(&self, what: &str, resource: u64, memory: u64, offset: u64) -> Option<String> {
        let r = self.requirements.get(&resource)?;
        let &(size, ty) = self.allocations.get(&memory)?;
        if r.alignment > 1 && offset % r.alignment != 0 {
            return Some(format!(
                "the trace binds the {what} at offset {offset}, made for the capture's device; \
                 this device needs an alignment of {} for it (resources placed in one \
                 allocation for another device are not moved)",
                r.alignment
            ));
        }
        if offset.checked_add(r.size).is_none_or(|end| end > size) {
            return Some(format!(
                "the trace binds the {what} at offset {offset} of a {size}-byte allocation; \
                 on this device it takes {} bytes, which do not fit there (resources placed \
                 in one allocation for another device are not moved)",
                r.size
            ));
        }
        if ty >= 32 || r.memory_type_bits & (1 << ty) == 0 {
            return Some(format!(
                "the trace binds the {what} to memory of type {ty} on this device, which it \
                 does not allow (its types: {:#b})",
                r.memory_type_bits
            ));
        }
        None
    }

    /// Before a bind command `cmd` (arguments at `a`, driver handles) runs on a device whose
    /// memory types are translated: why a bind does not fit this device, where one does not.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(crate) unsafe fn misplaced(&self, cmd: u32, a: *const u8) -> Option<String> {
        if !self.translating() {
            return None;
        }
        // SAFETY: caller; arrays checked against their counts by the decoder.
        unsafe {
            match cmd {
                id::BIND_BUFFER_MEMORY => {
                    let x = &*a.cast::<args::BindBufferMemory>();
                    self.check_bind(
                        "buffer",
                        x.buffer.as_raw(),
                        x.memory.as_raw(),
                        x.memory_offset,
                    )
                }
                id::BIND_IMAGE_MEMORY => {
                    let x = &*a.cast::<args::BindImageMemory>();
                    self.check_bind(
                        "image",
                        x.image.as_raw(),
                        x.memory.as_raw(),
                        x.memory_offset,
                    )
                }
                id::BIND_BUFFER_MEMORY2 => {
                    let x = &*a.cast::<args::BindBufferMemory2>();
                    crate::trace::writes::slice(x.p_bind_infos, x.bind_info_count)
                        .iter()
                        .find_map(|b| {
                            self.check_bind(
                                "buffer",
                                b.buffer.as_raw(),
                                b.memory.as_raw(),
                                b.memory_offset,
                            )
                        })
                }
                id::BIND_IMAGE_MEMORY2 => {
                    let x = &*a.cast::<args::BindImageMemory2>();
                    crate::trace::writes::slice(x.p_bind_infos, x.bind_info_count)
                        .iter()
                        // A plane's or a swapchain's bind is not checked.
                        .filter(|b| b.p_next.is_null())
                        .find_map(|b| {
                            self.check_bind(
                                "image",
                                b.image.as_raw(),
                                b.memory.as_raw(),
                                b.memory_offset,
                            )
                        })
                }
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use vk::MemoryPropertyFlags as F;

    /// A desktop GPU's types (as NVIDIA's driver lists them).
    fn desktop() -> Vec<F> {
        vec![
            F::empty(),
            F::DEVICE_LOCAL,
            F::HOST_VISIBLE | F::HOST_COHERENT,
            F::HOST_VISIBLE | F::HOST_COHERENT | F::HOST_CACHED,
            F::DEVICE_LOCAL | F::HOST_VISIBLE | F::HOST_COHERENT,
        ]
    }

    #[test]
    fn unified_memory_maps_to_a_mappable_type_the_resource_allows() {
        let unified = F::DEVICE_LOCAL | F::HOST_VISIBLE | F::HOST_COHERENT | F::HOST_CACHED;
        // A buffer that may live anywhere: mappable and cached, the first of the equally
        // good (device-local and mappable scores the same).
        assert_eq!(choose(unified, &desktop(), 0b11111), Some(3));
        assert_eq!(choose(unified, &desktop(), 0b10011), Some(4));
        // Only system memory allowed: the cached one.
        assert_eq!(choose(unified, &desktop(), 0b01100), Some(3));
        // An optimal image that may only be device-local: device memory, not mappable.
        assert_eq!(choose(unified, &desktop(), 0b00010), Some(1));
        assert_eq!(choose(unified, &desktop(), 0), None);
    }

    #[test]
    fn exact_matches_win() {
        for (i, &f) in desktop().iter().enumerate() {
            assert_eq!(choose(f, &desktop(), u32::MAX), Some(i as u32), "{f:?}");
        }
        let lazy = vec![F::DEVICE_LOCAL | F::LAZILY_ALLOCATED, F::DEVICE_LOCAL];
        assert_eq!(choose(F::DEVICE_LOCAL, &lazy, 0b11), Some(1));
    }

    /// A reply to `vkGetPhysicalDeviceMemoryProperties` as the renderer encodes it.
    fn reply_of(types: &[F]) -> Vec<u8> {
        let mut props = vk::PhysicalDeviceMemoryProperties {
            memory_type_count: types.len() as u32,
            memory_heap_count: 1,
            ..Default::default()
        };
        for (t, &f) in props.memory_types.iter_mut().zip(types) {
            t.property_flags = f;
        }
        let a = args::GetPhysicalDeviceMemoryProperties {
            physical_device: vk::PhysicalDevice::null(),
            p_memory_properties: &mut props,
        };
        let cmd = vk_wire::command(id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES).unwrap();
        let mut out = vec![0u8; 4096];
        // SAFETY: `a` is the argument block of the command, its output filled.
        let n = unsafe {
            vk_wire::encode_reply(
                cmd,
                (&a as *const args::GetPhysicalDeviceMemoryProperties).cast(),
                0,
                &mut vk_wire::IdentityIds,
                &mut out,
            )
        }
        .unwrap();
        out.truncate(n);
        out
    }

    #[test]
    fn the_capture_devices_types_come_from_the_recorded_reply() {
        let mut t = Translation::default();
        t.recorded_reply(
            id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES,
            &reply_of(&desktop()),
        );
        assert_eq!(t.recorded, Some(desktop()));
        // A cut reply is ignored.
        let cut = reply_of(&desktop()[..2]);
        let mut u = Translation::default();
        u.recorded_reply(
            id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES,
            &cut[..cut.len() - 9],
        );
        assert_eq!(u.recorded, None);
    }

    #[test]
    fn allocations_are_rewritten_only_between_different_devices() {
        let unified = F::DEVICE_LOCAL | F::HOST_VISIBLE | F::HOST_COHERENT | F::HOST_CACHED;
        let mut t = Translation {
            recorded: Some(vec![unified]),
            own: Some(vec![unified]),
            ..Default::default()
        };
        let mut info = vk::MemoryAllocateInfo::default()
            .allocation_size(100)
            .memory_type_index(0);
        t.allocate(&mut info);
        assert_eq!(
            (info.memory_type_index, info.allocation_size, t.rewritten),
            (0, 100, 0)
        );
        t.own = Some(desktop());
        t.last = Some((0b01100, 256));
        t.allocate(&mut info);
        assert_eq!(
            (info.memory_type_index, info.allocation_size, t.rewritten),
            (3, 256, 1)
        );
        // The requirements serve one allocation.
        assert_eq!(t.last, None);
    }

    #[test]
    fn binds_that_do_not_fit_this_device_are_named() {
        let mut t = Translation {
            recorded: Some(vec![F::DEVICE_LOCAL | F::HOST_VISIBLE]),
            own: Some(desktop()),
            ..Translation::default()
        };
        t.allocated(
            100,
            &vk::MemoryAllocateInfo::default()
                .allocation_size(4096)
                .memory_type_index(1),
        );
        let req = |size, alignment, bits| vk::MemoryRequirements {
            size,
            alignment,
            memory_type_bits: bits,
        };
        t.requirements.insert(7, req(1024, 256, 0b10));
        let bind = |offset| args::BindBufferMemory {
            device: vk::Device::null(),
            buffer: vk::Buffer::from_raw(7),
            memory: vk::DeviceMemory::from_raw(100),
            memory_offset: offset,
        };
        let check = |t: &Translation, offset| {
            let x = bind(offset);
            // SAFETY: `x` is a vkBindBufferMemory argument block.
            unsafe { t.misplaced(id::BIND_BUFFER_MEMORY, (&raw const x).cast()) }
        };
        assert_eq!(check(&t, 512), None);
        assert!(check(&t, 64).unwrap().contains("alignment of 256"));
        assert!(check(&t, 3328).unwrap().contains("do not fit"));
        t.requirements.insert(7, req(1024, 256, 0b100));
        assert!(check(&t, 0).unwrap().contains("does not allow"));
        // Resources unknown, and devices whose types are the same, are not checked.
        t.requirements.clear();
        assert_eq!(check(&t, 64), None);
        t.requirements.insert(7, req(1024, 256, 0b10));
        t.recorded = t.own.clone();
        assert_eq!(check(&t, 64), None);
    }
}
