//! Buffer device addresses under capture and replay, as gfxreconstruct reproduces them on
//! the same driver: through Vulkan's capture/replay feature
//! (`bufferDeviceAddressCaptureReplay`, Vulkan 1.2 and `VK_KHR_buffer_device_address`).
//! The session holds an [`Addresses`] only while it captures or replays; a live session
//! without capture has none and changes nothing.
//!
//! - **Devices.** A `vkCreateDevice` that enables `bufferDeviceAddress` (in
//!   `VkPhysicalDeviceBufferDeviceAddressFeatures`, its KHR alias, or
//!   `VkPhysicalDeviceVulkan12Features`) on a physical device whose driver has
//!   `bufferDeviceAddressCaptureReplay` gets that feature enabled too, in the structure that
//!   asked for addresses (the decoder's copy, in its writable arena). The EXT structure
//!   (`VK_EXT_buffer_device_address`, whose capture/replay scheme takes device addresses,
//!   not opaque ones) is left alone.
//! - **Objects.** On such a device, a buffer made with `SHADER_DEVICE_ADDRESS` usage gets
//!   `VK_BUFFER_CREATE_DEVICE_ADDRESS_CAPTURE_REPLAY_BIT`, and memory allocated with
//!   `VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT` gets
//!   `VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_CAPTURE_REPLAY_BIT`.
//! - **Capture.** Once such an object is made, its opaque capture address
//!   (`vkGetBufferOpaqueCaptureAddress`, `vkGetDeviceMemoryOpaqueCaptureAddress`) is
//!   written as a [`Record::OpaqueAddress`] under the client's id for it, before the
//!   request that made it.
//! - **Replay.** The recorded address of the object a request makes is chained to its
//!   create info (`VkBufferOpaqueCaptureAddressCreateInfo`,
//!   `VkMemoryOpaqueCaptureAddressAllocateInfo`), so the driver places it where the capture's
//!   did. A create at a recorded address that fails is reported by
//!   [`Addresses::unmet`]; whether the addresses the application then asks for are the
//!   recorded ones is [`super::replay`]'s to check.

use std::ffi::{CStr, c_void};

use ash::vk::{self, Handle};
use rustc_hash::FxHashMap;
use vk_trace::{AddressObject, Record};
use vk_wire::{NewHandle, args};

use super::{Capture, Tracked};

type BufferFn =
    unsafe extern "system" fn(vk::Device, *const vk::BufferDeviceAddressInfo<'_>) -> u64;
type MemoryFn = unsafe extern "system" fn(
    vk::Device,
    *const vk::DeviceMemoryOpaqueCaptureAddressInfo<'_>,
) -> u64;

/// A device made with `bufferDeviceAddressCaptureReplay` on: its functions that read opaque
/// capture addresses.
#[derive(Debug, Clone, Copy)]
struct Device {
    buffer: Option<BufferFn>,
    memory: Option<MemoryFn>,
}

/// Whether the session captures or replays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Opaque capture addresses are read and written into the trace.
    Capture,
    /// Recorded addresses are given to the driver.
    Replay,
}

/// An object made at a recorded address: what, the client's id, the address.
pub(crate) type Placed = (AddressObject, u64, u64);

/// The session's side of device addresses under capture or replay (see the module docs).
#[derive(Debug)]
pub(crate) struct Addresses {
    mode: Mode,
    /// Devices (raw handles) made with `bufferDeviceAddressCaptureReplay` enabled.
    devices: FxHashMap<u64, Device>,
    /// The `vkCreateDevice` running enabled the feature.
    enabling: bool,
    /// The client's id of the first object the running request makes.
    new_id: Option<u64>,
    /// Replay: the recorded addresses not used yet, by object and the client's id.
    recorded: FxHashMap<(AddressObject, u64), u64>,
    /// Replay: the structure chained to the running `vkCreateBuffer` (it must live across
    /// the driver call; the session lock is held that long).
    buffer_info: Box<vk::BufferOpaqueCaptureAddressCreateInfo<'static>>,
    /// Replay: likewise for `vkAllocateMemory`.
    memory_info: Box<vk::MemoryOpaqueCaptureAddressAllocateInfo<'static>>,
    /// Replay: the object the running request asked the driver to place at a recorded
    /// address, until it was made.
    asked: Option<Placed>,
}

// SAFETY: the boxed structures' `pNext` pointers point into the decoder's arena only during
// the driver call they are chained for, made with the session locked; otherwise they are
// dangling and never read.
unsafe impl Send for Addresses {}

impl Addresses {
    /// A session's side in `mode`.
    pub(crate) fn new(mode: Mode) -> Self {
        Addresses {
            mode,
            devices: FxHashMap::default(),
            enabling: false,
            new_id: None,
            recorded: FxHashMap::default(),
            buffer_info: Box::default(),
            memory_info: Box::default(),
            asked: None,
        }
    }

    /// Whether a device of the session was made with `bufferDeviceAddressCaptureReplay`.
    pub(crate) fn capture_replay(&self) -> bool {
        !self.devices.is_empty()
    }

    /// A request is about to run: the ids of the objects it makes.
    pub(crate) fn request(&mut self, new: &[NewHandle]) {
        self.new_id = new.first().map(|n| n.id);
        self.asked = None;
    }

    /// Replay: a [`Record::OpaqueAddress`], for the object of that id made next.
    pub(crate) fn recorded(&mut self, object: AddressObject, id: u64, address: u64) {
        self.recorded.insert((object, id), address);
    }

    /// Replay: after a request ran, the object it was to make at a recorded address and did
    /// not (the driver refused the address).
    pub(crate) fn unmet(&mut self) -> Option<Placed> {
        self.asked.take()
    }

    /// `vkCreateDevice` before the driver call: `bufferDeviceAddressCaptureReplay` enabled
    /// where the request enables `bufferDeviceAddress` and the driver has it.
    ///
    /// # Safety
    /// `x` holds the decoded request, its create info and chain in the decoder's writable
    /// arena, the physical device translated; `instance` is null or a live instance of
    /// `entry`'s driver that owns it.
    pub(crate) unsafe fn before_create_device(
        &mut self,
        entry: &ash::Entry,
        instance: vk::Instance,
        x: &mut args::CreateDevice,
    ) {
        self.enabling = false;
        // SAFETY: caller.
        let Some(info) = (unsafe { x.p_create_info.as_ref() }) else {
            return;
        };
        // SAFETY: caller: a valid chain in the writable arena.
        let Some(slot) = (unsafe { address_feature(info.p_next) }) else {
            return;
        };
        // SAFETY: caller.
        if !unsafe { driver_has_capture_replay(entry, instance, x.physical_device) } {
            tracing::info!(
                "the driver lacks bufferDeviceAddressCaptureReplay: device addresses of \
                 this trace cannot be reproduced by replay"
            );
            return;
        }
        // SAFETY: `slot` is a member of a structure of the writable chain (above).
        unsafe { *slot = vk::TRUE };
        self.enabling = true;
    }

    /// After `vkCreateDevice` returned `ret`: a device made with the feature is kept.
    ///
    /// # Safety
    /// As for [`Addresses::before_create_device`]; on success the driver wrote the device.
    pub(crate) unsafe fn after_create_device(
        &mut self,
        entry: &ash::Entry,
        instance: vk::Instance,
        x: &args::CreateDevice,
        ret: u64,
    ) {
        if !std::mem::take(&mut self.enabling) || (ret as u32 as i32) < 0 || instance.is_null() {
            return;
        }
        // SAFETY: on success the driver wrote the device (caller).
        let Some(&device) = (unsafe { x.p_device.as_ref() }) else {
            return;
        };
        // SAFETY: `instance` is live (caller); `device` was just made on it.
        let get = unsafe { ash::Instance::load(entry.static_fn(), instance) }
            .fp_v1_0()
            .get_device_proc_addr;
        let load = |names: [&CStr; 2]| {
            names.into_iter().find_map(|n| {
                // SAFETY: a live device and a valid name.
                unsafe { get(device, n.as_ptr()) }
            })
        };
        let (b, m) = (
            load([
                c"vkGetBufferOpaqueCaptureAddress",
                c"vkGetBufferOpaqueCaptureAddressKHR",
            ]),
            load([
                c"vkGetDeviceMemoryOpaqueCaptureAddress",
                c"vkGetDeviceMemoryOpaqueCaptureAddressKHR",
            ]),
        );
        // SAFETY: the functions of these names have these signatures.
        let d = unsafe {
            Device {
                buffer: b.map(|f| std::mem::transmute::<vk::PFN_vkVoidFunction, BufferFn>(Some(f))),
                memory: m.map(|f| std::mem::transmute::<vk::PFN_vkVoidFunction, MemoryFn>(Some(f))),
            }
        };
        tracing::debug!(mode = ?self.mode, "device made with bufferDeviceAddressCaptureReplay");
        self.devices.insert(device.as_raw(), d);
    }

    /// After `vkDestroyDevice`.
    pub(crate) fn device_destroyed(&mut self, device: vk::Device) {
        self.devices.remove(&device.as_raw());
    }

    /// `vkCreateBuffer` before the driver call: the capture/replay flag, and under replay
    /// the recorded address.
    ///
    /// # Safety
    /// `x` holds the decoded request, its create info and chain in the decoder's writable
    /// arena, the device translated.
    pub(crate) unsafe fn before_create_buffer(&mut self, x: &mut args::CreateBuffer) {
        if !self.devices.contains_key(&x.device.as_raw()) {
            return;
        }
        // SAFETY: caller: the decoder's structure, writable.
        let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
            return;
        };
        if !info
            .usage
            .contains(vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS)
        {
            return;
        }
        info.flags |= vk::BufferCreateFlags::DEVICE_ADDRESS_CAPTURE_REPLAY;
        let Some(address) = self.take_recorded(AddressObject::Buffer) else {
            return;
        };
        let s = vk::StructureType::BUFFER_OPAQUE_CAPTURE_ADDRESS_CREATE_INFO;
        // SAFETY: caller: a valid chain in the writable arena.
        if let Some(p) = unsafe { find(info.p_next, s) } {
            // SAFETY: the sType says what the structure is.
            unsafe {
                (*p.cast::<vk::BufferOpaqueCaptureAddressCreateInfo<'_>>()).opaque_capture_address =
                    address
            };
        } else {
            *self.buffer_info =
                vk::BufferOpaqueCaptureAddressCreateInfo::default().opaque_capture_address(address);
            self.buffer_info.p_next = info.p_next;
            info.p_next =
                (&*self.buffer_info as *const vk::BufferOpaqueCaptureAddressCreateInfo<'_>).cast();
        }
    }

    /// `vkAllocateMemory` before the driver call: as [`Addresses::before_create_buffer`], for
    /// memory allocated with `VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT`.
    ///
    /// # Safety
    /// As for [`Addresses::before_create_buffer`].
    pub(crate) unsafe fn before_allocate(&mut self, x: &mut args::AllocateMemory) {
        if !self.devices.contains_key(&x.device.as_raw()) {
            return;
        }
        // SAFETY: caller.
        let Some(info) = (unsafe { x.p_allocate_info.cast_mut().as_mut() }) else {
            return;
        };
        // SAFETY: caller.
        let Some(flags) = (unsafe { allocate_flags(info.p_next) }) else {
            return;
        };
        // SAFETY: a member of a structure of the writable chain.
        let f = unsafe { &mut *flags };
        if !f.contains(vk::MemoryAllocateFlags::DEVICE_ADDRESS) {
            return;
        }
        *f |= vk::MemoryAllocateFlags::DEVICE_ADDRESS_CAPTURE_REPLAY;
        let Some(address) = self.take_recorded(AddressObject::Memory) else {
            return;
        };
        let s = vk::StructureType::MEMORY_OPAQUE_CAPTURE_ADDRESS_ALLOCATE_INFO;
        // SAFETY: caller.
        if let Some(p) = unsafe { find(info.p_next, s) } {
            // SAFETY: the sType says what the structure is.
            unsafe {
                (*p.cast::<vk::MemoryOpaqueCaptureAddressAllocateInfo<'_>>())
                    .opaque_capture_address = address
            };
        } else {
            *self.memory_info = vk::MemoryOpaqueCaptureAddressAllocateInfo::default()
                .opaque_capture_address(address);
            self.memory_info.p_next = info.p_next;
            info.p_next = (&*self.memory_info
                as *const vk::MemoryOpaqueCaptureAddressAllocateInfo<'_>)
                .cast();
        }
    }

    /// Replay: the recorded address of the object the running request makes, if the trace
    /// has one (and it is not 0, which asks for no address).
    fn take_recorded(&mut self, object: AddressObject) -> Option<u64> {
        if self.mode != Mode::Replay {
            return None;
        }
        let id = self.new_id?;
        let address = self.recorded.remove(&(object, id)).filter(|&a| a != 0)?;
        self.asked = Some((object, id, address));
        Some(address)
    }

    /// Once `vkCreateBuffer` succeeded: its opaque capture address written into the trace
    /// (capture), or the recorded one met (replay).
    ///
    /// # Safety
    /// `x` holds the decoded request, the driver wrote the buffer.
    pub(crate) unsafe fn buffer_created(
        &mut self,
        x: &args::CreateBuffer,
        trace: Option<&Tracked>,
    ) {
        self.asked = None;
        let (Some(t), Some(id), Some(d)) =
            (trace, self.new_id, self.devices.get(&x.device.as_raw()))
        else {
            return;
        };
        // SAFETY: caller.
        let (Some(info), Some(&buffer)) = (unsafe { x.p_create_info.as_ref() }, unsafe {
            x.p_buffer.as_ref()
        }) else {
            return;
        };
        if !info
            .flags
            .contains(vk::BufferCreateFlags::DEVICE_ADDRESS_CAPTURE_REPLAY)
        {
            return;
        }
        let Some(f) = d.buffer else { return };
        let q = vk::BufferDeviceAddressInfo::default().buffer(buffer);
        // SAFETY: a live device with the feature enabled, a buffer of it made with the flag.
        let address = unsafe { f(x.device, &q) };
        t.capture.opaque_address(AddressObject::Buffer, id, address);
    }

    /// Once `vkAllocateMemory` succeeded: as [`Addresses::buffer_created`], for memory.
    ///
    /// # Safety
    /// `x` holds the decoded request, the driver wrote the memory.
    pub(crate) unsafe fn memory_allocated(
        &mut self,
        x: &args::AllocateMemory,
        trace: Option<&Tracked>,
    ) {
        self.asked = None;
        let (Some(t), Some(id), Some(d)) =
            (trace, self.new_id, self.devices.get(&x.device.as_raw()))
        else {
            return;
        };
        // SAFETY: caller.
        let (Some(info), Some(&memory)) = (unsafe { x.p_allocate_info.as_ref() }, unsafe {
            x.p_memory.as_ref()
        }) else {
            return;
        };
        // SAFETY: caller: the decoder's chain.
        let on = unsafe { allocate_flags(info.p_next) }.is_some_and(|f| {
            // SAFETY: as above.
            unsafe { *f }.contains(vk::MemoryAllocateFlags::DEVICE_ADDRESS_CAPTURE_REPLAY)
        });
        let Some(f) = d.memory.filter(|_| on) else {
            return;
        };
        let q = vk::DeviceMemoryOpaqueCaptureAddressInfo::default().memory(memory);
        // SAFETY: a live device with the feature enabled, memory of it allocated with the flag.
        let address = unsafe { f(x.device, &q) };
        t.capture.opaque_address(AddressObject::Memory, id, address);
    }
}

impl Capture {
    /// Writes the opaque capture address of the client's object `id`.
    fn opaque_address(&self, object: AddressObject, id: u64, address: u64) {
        let client = self.client;
        self.send(|_| {
            vec![Record::OpaqueAddress {
                client,
                object,
                id,
                address,
            }]
        });
    }
}

/// The first structure of sType `s` in the chain at `next`.
///
/// # Safety
/// `next` is null or a valid chain (the decoder's: finite, each sType naming its structure).
unsafe fn find(mut next: *const c_void, s: vk::StructureType) -> Option<*mut c_void> {
    while !next.is_null() {
        // SAFETY: caller: a chain member starts with sType and pNext.
        let base = unsafe { &*next.cast::<vk::BaseInStructure<'_>>() };
        if base.s_type == s {
            return Some(next.cast_mut());
        }
        next = base.p_next.cast();
    }
    None
}

/// The `bufferDeviceAddressCaptureReplay` member of the structure of the chain at `next`
/// that enables `bufferDeviceAddress` (core or KHR structure, or Vulkan 1.2 features).
///
/// # Safety
/// As for [`find`]; the chain is writable.
unsafe fn address_feature(next: *const c_void) -> Option<*mut vk::Bool32> {
    // SAFETY: caller.
    if let Some(p) = unsafe {
        find(
            next,
            vk::StructureType::PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES,
        )
    } {
        // SAFETY: the sType says what the structure is.
        let f = unsafe { &mut *p.cast::<vk::PhysicalDeviceBufferDeviceAddressFeatures<'_>>() };
        if f.buffer_device_address == vk::TRUE {
            return Some(&mut f.buffer_device_address_capture_replay);
        }
    }
    // SAFETY: caller.
    if let Some(p) = unsafe { find(next, vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES) } {
        // SAFETY: the sType says what the structure is.
        let f = unsafe { &mut *p.cast::<vk::PhysicalDeviceVulkan12Features<'_>>() };
        if f.buffer_device_address == vk::TRUE {
            return Some(&mut f.buffer_device_address_capture_replay);
        }
    }
    None
}

/// The flags of the `VkMemoryAllocateFlagsInfo` of the chain at `next`.
///
/// # Safety
/// As for [`address_feature`].
unsafe fn allocate_flags(next: *const c_void) -> Option<*mut vk::MemoryAllocateFlags> {
    // SAFETY: caller.
    let p = unsafe { find(next, vk::StructureType::MEMORY_ALLOCATE_FLAGS_INFO) }?;
    // SAFETY: the sType says what the structure is.
    Some(unsafe { &mut (*p.cast::<vk::MemoryAllocateFlagsInfo<'_>>()).flags })
}

/// Whether `pd`'s driver has `bufferDeviceAddressCaptureReplay`.
///
/// # Safety
/// `instance` is null or a live instance of `entry`'s driver that owns `pd`.
unsafe fn driver_has_capture_replay(
    entry: &ash::Entry,
    instance: vk::Instance,
    pd: vk::PhysicalDevice,
) -> bool {
    if instance.is_null() {
        return false;
    }
    // SAFETY: caller.
    let inst = unsafe { ash::Instance::load(entry.static_fn(), instance) };
    // SAFETY: as above.
    if unsafe { inst.get_physical_device_properties(pd) }.api_version < vk::API_VERSION_1_1 {
        return false;
    }
    // Loaded by hand: an instance of Vulkan 1.0 may have neither name.
    let Some(get) = [
        c"vkGetPhysicalDeviceFeatures2",
        c"vkGetPhysicalDeviceFeatures2KHR",
    ]
    .into_iter()
    // SAFETY: a live instance and a valid name.
    .find_map(|n| unsafe { entry.get_instance_proc_addr(instance, n.as_ptr()) }) else {
        return false;
    };
    // SAFETY: the function of that name has this signature.
    let get = unsafe {
        std::mem::transmute::<unsafe extern "system" fn(), vk::PFN_vkGetPhysicalDeviceFeatures2>(
            get,
        )
    };
    let mut f = vk::PhysicalDeviceBufferDeviceAddressFeatures::default();
    let mut f2 = vk::PhysicalDeviceFeatures2::default().push_next(&mut f);
    // SAFETY: a 1.1 physical device of the live instance; the chain lives across the call.
    unsafe { get(pd, &mut f2) };
    f.buffer_device_address_capture_replay == vk::TRUE
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEVICE: u64 = 0xd0;

    /// A session's side in `mode` with one device made with the feature (no functions: the
    /// edits need none).
    fn with_device(mode: Mode) -> Addresses {
        let mut a = Addresses::new(mode);
        a.devices.insert(
            DEVICE,
            Device {
                buffer: None,
                memory: None,
            },
        );
        a
    }

    fn new_handle(id: u64) -> NewHandle {
        NewHandle {
            ty: vk::ObjectType::BUFFER,
            id,
            slot: std::ptr::null(),
        }
    }

    /// `vkCreateBuffer` of `info` on `device` through `a.before_create_buffer`, as request
    /// `id`: the flags and the opaque address the driver would get.
    fn create_buffer(
        a: &mut Addresses,
        device: u64,
        id: u64,
        info: &mut vk::BufferCreateInfo<'_>,
    ) -> (vk::BufferCreateFlags, Option<u64>) {
        a.request(&[new_handle(id)]);
        let mut x = args::CreateBuffer {
            device: vk::Device::from_raw(device),
            p_create_info: (info as *mut vk::BufferCreateInfo<'_>).cast(),
            p_allocator: std::ptr::null(),
            p_buffer: std::ptr::null_mut(),
        };
        // SAFETY: `info` and its chain are live and writable.
        unsafe { a.before_create_buffer(&mut x) };
        let s = vk::StructureType::BUFFER_OPAQUE_CAPTURE_ADDRESS_CREATE_INFO;
        // SAFETY: as above.
        let address = unsafe { find(info.p_next, s) }.map(|p| {
            // SAFETY: the sType says what it is.
            unsafe {
                (*p.cast::<vk::BufferOpaqueCaptureAddressCreateInfo<'_>>()).opaque_capture_address
            }
        });
        (info.flags, address)
    }

    #[test]
    fn buffers_for_device_addresses_get_the_flag_and_under_replay_their_address() {
        let usage =
            vk::BufferUsageFlags::STORAGE_BUFFER | vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS;
        let replay_flag = vk::BufferCreateFlags::DEVICE_ADDRESS_CAPTURE_REPLAY;

        let mut capture = with_device(Mode::Capture);
        capture.recorded(AddressObject::Buffer, 5, 0x4000);
        let mut info = vk::BufferCreateInfo::default().usage(usage).size(64);
        assert_eq!(
            create_buffer(&mut capture, DEVICE, 5, &mut info),
            (replay_flag, None)
        );

        let mut replay = with_device(Mode::Replay);
        replay.recorded(AddressObject::Buffer, 5, 0x4000);
        replay.recorded(AddressObject::Memory, 6, 0x8000);
        // Another id, or a buffer without device-address usage, or one on a device without
        // the feature: the recorded address waits for its own buffer.
        let mut info = vk::BufferCreateInfo::default().usage(usage).size(64);
        assert_eq!(
            create_buffer(&mut replay, DEVICE, 6, &mut info),
            (replay_flag, None)
        );
        let mut plain = vk::BufferCreateInfo::default()
            .usage(vk::BufferUsageFlags::STORAGE_BUFFER)
            .size(64);
        assert_eq!(
            create_buffer(&mut replay, DEVICE, 5, &mut plain),
            (vk::BufferCreateFlags::empty(), None)
        );
        let mut other = vk::BufferCreateInfo::default().usage(usage).size(64);
        assert_eq!(
            create_buffer(&mut replay, 0xe0, 5, &mut other),
            (vk::BufferCreateFlags::empty(), None)
        );
        assert_eq!(replay.unmet(), None);
        let mut info = vk::BufferCreateInfo::default().usage(usage).size(64);
        assert_eq!(
            create_buffer(&mut replay, DEVICE, 5, &mut info),
            (replay_flag, Some(0x4000))
        );
        // Not made (the driver refused the address): reported once.
        assert_eq!(replay.unmet(), Some((AddressObject::Buffer, 5, 0x4000)));
        assert_eq!(replay.unmet(), None);
        // Used once: the id made again later gets no address.
        let mut again = vk::BufferCreateInfo::default().usage(usage).size(64);
        assert_eq!(
            create_buffer(&mut replay, DEVICE, 5, &mut again),
            (replay_flag, None)
        );
        // An application's own structure gets the recorded address in place.
        replay.recorded(AddressObject::Buffer, 7, 0x9000);
        let mut own = vk::BufferOpaqueCaptureAddressCreateInfo::default().opaque_capture_address(1);
        let mut info = vk::BufferCreateInfo::default()
            .usage(usage)
            .size(64)
            .push_next(&mut own);
        let own_ptr = info.p_next;
        assert_eq!(
            create_buffer(&mut replay, DEVICE, 7, &mut info),
            (replay_flag, Some(0x9000))
        );
        assert_eq!(info.p_next, own_ptr);
    }

    #[test]
    fn memory_for_device_addresses_gets_the_flag_and_under_replay_its_address() {
        let mut replay = with_device(Mode::Replay);
        replay.recorded(AddressObject::Memory, 9, 0x10_0000);
        let run = |a: &mut Addresses, flags: vk::MemoryAllocateFlags| {
            let mut f = vk::MemoryAllocateFlagsInfo::default().flags(flags);
            let mut info = vk::MemoryAllocateInfo::default()
                .allocation_size(64)
                .push_next(&mut f);
            a.request(&[new_handle(9)]);
            let mut x = args::AllocateMemory {
                device: vk::Device::from_raw(DEVICE),
                p_allocate_info: (&mut info as *mut vk::MemoryAllocateInfo<'_>).cast(),
                p_allocator: std::ptr::null(),
                p_memory: std::ptr::null_mut(),
            };
            // SAFETY: `info` and its chain are live and writable.
            unsafe { a.before_allocate(&mut x) };
            let s = vk::StructureType::MEMORY_OPAQUE_CAPTURE_ADDRESS_ALLOCATE_INFO;
            // SAFETY: as above.
            let address = unsafe { find(info.p_next, s) }.map(|p| {
                // SAFETY: the sType says what it is.
                unsafe {
                    (*p.cast::<vk::MemoryOpaqueCaptureAddressAllocateInfo<'_>>())
                        .opaque_capture_address
                }
            });
            (f.flags, address)
        };
        // Memory without DEVICE_ADDRESS is left alone and keeps the recorded address waiting.
        assert_eq!(
            run(&mut replay, vk::MemoryAllocateFlags::DEVICE_MASK),
            (vk::MemoryAllocateFlags::DEVICE_MASK, None)
        );
        let both = vk::MemoryAllocateFlags::DEVICE_ADDRESS
            | vk::MemoryAllocateFlags::DEVICE_ADDRESS_CAPTURE_REPLAY;
        assert_eq!(
            run(&mut replay, vk::MemoryAllocateFlags::DEVICE_ADDRESS),
            (both, Some(0x10_0000))
        );
    }

    #[test]
    fn the_feature_is_found_where_the_device_asks_for_addresses() {
        let mut v12 = vk::PhysicalDeviceVulkan12Features::default().buffer_device_address(true);
        let info = vk::DeviceCreateInfo::default().push_next(&mut v12);
        // SAFETY: a live, writable chain.
        let slot = unsafe { address_feature(info.p_next) }.unwrap();
        // SAFETY: as above.
        unsafe { *slot = vk::TRUE };
        assert_eq!(v12.buffer_device_address_capture_replay, vk::TRUE);

        let mut bda =
            vk::PhysicalDeviceBufferDeviceAddressFeatures::default().buffer_device_address(true);
        let info = vk::DeviceCreateInfo::default().push_next(&mut bda);
        // SAFETY: as above.
        assert!(unsafe { address_feature(info.p_next) }.is_some());

        // Not asked for, or only through the EXT structure: nothing to enable.
        let mut off = vk::PhysicalDeviceVulkan12Features::default();
        let mut ext =
            vk::PhysicalDeviceBufferDeviceAddressFeaturesEXT::default().buffer_device_address(true);
        let info = vk::DeviceCreateInfo::default()
            .push_next(&mut off)
            .push_next(&mut ext);
        // SAFETY: as above.
        assert!(unsafe { address_feature(info.p_next) }.is_none());
    }
}
