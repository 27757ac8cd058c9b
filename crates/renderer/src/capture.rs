//! `vkGet*OpaqueCaptureDescriptorDataEXT` (`VK_EXT_descriptor_buffer`), received as the
//! private message [`vk_wire::relay::CAPTURE_DESCRIPTOR_DATA`] (see [`vk_wire::capture`]).
//!
//! The output's size is the device's
//! `VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize`: it is
//! looked up once per device (`vkGetPhysicalDeviceProperties2` with the descriptor-buffer
//! properties chained) and the reply carries exactly that many bytes.
//!
//! What each device enabled is recorded in the client's session when the device is created
//! ([`Devices::device_created`], called by the session's `vkCreateDevice` handler), and forgotten with it (or with the session). A request for a device that did not enable
//! `VK_EXT_descriptor_buffer` is answered `VK_ERROR_EXTENSION_NOT_PRESENT`, and one for a
//! device that did not enable the `descriptorBufferCaptureReplay` feature
//! `VK_ERROR_FEATURE_NOT_PRESENT`, without calling the driver (calling an extension command
//! that was not enabled is undefined behaviour in the driver). A request that does not decode
//! (unknown or mistyped ids, null handles, bad sizes) breaks the protocol and drops the client.

use std::collections::HashMap;
use std::ffi::{CStr, c_char, c_void};

use ash::vk::{self, Handle};
use vk_wire::capture::{self, CaptureObject, MAX_CAPTURE_DATA};
use vk_wire::{Arena, args};

use crate::objects::Objects;
use crate::session::SessionError;

/// The five commands share one shape: (device, info pointer, data pointer) → result.
type CaptureFn = unsafe extern "system" fn(vk::Device, *const c_void, *mut c_void) -> vk::Result;

/// What the renderer knows about one device for these commands.
struct DeviceInfo {
    physical: vk::PhysicalDevice,
    /// `VK_EXT_descriptor_buffer` is in the device's extension list.
    extension: bool,
    /// `descriptorBufferCaptureReplay` was enabled.
    capture_replay: bool,
    /// Looked up on first use: the capture data sizes and the driver's five functions.
    loaded: Option<Loaded>,
}

struct Loaded {
    sizes: [usize; 5],
    fns: [Option<CaptureFn>; 5],
}

/// One client's devices (raw handle → what it enabled), kept in its session: they go with the
/// client, and a handle the driver hands out again replaces the entry of the destroyed device
/// it once named.
#[derive(Default)]
pub struct Devices(HashMap<u64, DeviceInfo>);

impl std::fmt::Debug for Devices {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Devices")
            .field("count", &self.0.len())
            .finish()
    }
}

/// Whether the extension list at `names` (`count` C strings) holds `want`.
///
/// # Safety
/// `names` is null or points to `count` valid NUL-terminated strings.
unsafe fn has_name(names: *const *const c_char, count: u32, want: &CStr) -> bool {
    if names.is_null() {
        return false;
    }
    // SAFETY: caller.
    let list = unsafe { std::slice::from_raw_parts(names, count as usize) };
    // SAFETY: caller: each is a valid C string.
    list.iter()
        .any(|&n| !n.is_null() && unsafe { CStr::from_ptr(n) } == want)
}

/// Whether the create info's `pNext` chain enables `descriptorBufferCaptureReplay`.
///
/// # Safety
/// `next` is null or a valid input chain (the decoder's, in its arena).
unsafe fn capture_replay_enabled(mut next: *const c_void) -> bool {
    // The decoder checked every member against `structextends`, so the chain is finite and
    // each sType names the structure it heads.
    while !next.is_null() {
        // SAFETY: caller: a chain member starts with sType and pNext.
        let base = unsafe { &*next.cast::<vk::BaseInStructure<'_>>() };
        if base.s_type == vk::StructureType::PHYSICAL_DEVICE_DESCRIPTOR_BUFFER_FEATURES_EXT {
            // SAFETY: the sType says which structure this is.
            let f = unsafe { &*next.cast::<vk::PhysicalDeviceDescriptorBufferFeaturesEXT<'_>>() };
            return f.descriptor_buffer_capture_replay == vk::TRUE;
        }
        next = base.p_next.cast();
    }
    false
}

impl Devices {
    /// After `vkCreateDevice` succeeded: records what the new device enabled.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, their handles translated and the new device written
    /// by the driver.
    pub unsafe fn device_created(&mut self, x: &args::CreateDevice) {
        // SAFETY: on success the driver wrote the new device (caller).
        let device = unsafe { x.p_device.as_ref() }.map_or(0, |d| d.as_raw());
        // SAFETY: the decoder points the create info at a structure in its arena (or leaves
        // it null), its extension names checked against their count.
        let Some(info) = (unsafe { x.p_create_info.as_ref() }) else {
            return;
        };
        if device == 0 {
            return;
        }
        let entry = DeviceInfo {
            physical: x.physical_device,
            // SAFETY: as above; the list the driver was given (edited in the arena by the
            // extension policy, whose `hooks::Before` copy lives until the reply is sent).
            extension: unsafe {
                has_name(
                    info.pp_enabled_extension_names,
                    info.enabled_extension_count,
                    ash::ext::descriptor_buffer::NAME,
                )
            },
            // SAFETY: the decoder's chain, as above.
            capture_replay: unsafe { capture_replay_enabled(info.p_next) },
            loaded: None,
        };
        self.0.insert(device, entry);
    }

    /// The physical device of the client's device `device` (raw handle).
    pub fn physical_of(&self, device: u64) -> Option<vk::PhysicalDevice> {
        self.0.get(&device).map(|d| d.physical)
    }

    /// After `vkDestroyDevice`: forgets the device.
    pub fn device_destroyed(&mut self, x: &args::DestroyDevice) {
        self.0.remove(&x.device.as_raw());
    }
}

const NAMES: [&CStr; 5] = [
    c"vkGetBufferOpaqueCaptureDescriptorDataEXT",
    c"vkGetImageOpaqueCaptureDescriptorDataEXT",
    c"vkGetImageViewOpaqueCaptureDescriptorDataEXT",
    c"vkGetSamplerOpaqueCaptureDescriptorDataEXT",
    c"vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT",
];

/// The sizes and functions for `device`.
///
/// # Safety
/// `instance` is a live instance of `entry`'s driver that owns `physical`, the physical
/// device of the live `device`.
unsafe fn load(
    entry: &ash::Entry,
    instance: vk::Instance,
    physical: vk::PhysicalDevice,
    device: vk::Device,
) -> Loaded {
    // SAFETY: caller.
    let inst = unsafe { ash::Instance::load(entry.static_fn(), instance) };
    let mut props = vk::PhysicalDeviceDescriptorBufferPropertiesEXT::default();
    let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut props);
    // SAFETY: caller; a device with VK_EXT_descriptor_buffer has Vulkan 1.1 or
    // VK_KHR_get_physical_device_properties2, and the renderer asks for 1.1 when it can.
    unsafe { inst.get_physical_device_properties2(physical, &mut p2) };
    let gdpa = inst.fp_v1_0().get_device_proc_addr;
    let mut fns = [None; 5];
    for (f, name) in fns.iter_mut().zip(NAMES) {
        // SAFETY: `device` is live (caller), `name` a C string.
        let p = unsafe { gdpa(device, name.as_ptr()) };
        // SAFETY: the driver's function for `name`, whose parameters are (VkDevice, const
        // info*, void*) and whose result is VkResult: the same ABI as `CaptureFn`.
        *f = p.map(|p| unsafe { std::mem::transmute::<unsafe extern "system" fn(), CaptureFn>(p) });
    }
    Loaded {
        sizes: CaptureObject::ALL.map(|o| o.data_size(&props)),
        fns,
    }
}

/// Runs the request in `payload` on the driver and writes the reply message into `out`;
/// returns its length. With `lost` (a command the client did not wait for failed) the answer
/// is `VK_ERROR_DEVICE_LOST`, as for every other command.
///
/// # Safety
/// `instance` is null or the client's newest live instance of `entry`'s driver; the devices
/// `objects` names are live and belong to it.
pub unsafe fn handle(
    devices: &mut Devices,
    entry: &ash::Entry,
    instance: vk::Instance,
    objects: &mut Objects,
    lost: bool,
    payload: &[u8],
    out: &mut Vec<u8>,
) -> Result<usize, SessionError> {
    let arena = Arena::with_limit(64 * 1024);
    let req = capture::decode_request(payload, objects, &arena)?;
    let (result, data) = if lost {
        (vk::Result::ERROR_DEVICE_LOST, Vec::new())
    } else {
        // SAFETY: caller.
        unsafe { run(devices, entry, instance, &req) }
    };
    let words = capture::encode_reply(result, &data);
    *out = vk_wire::relay::message(
        capture::CAPTURE_DESCRIPTOR_DATA,
        vk_wire::FLAG_REPLY,
        &words,
    );
    Ok(out.len())
}

/// # Safety
/// As [`handle`]; `req` was decoded against the client's objects.
unsafe fn run(
    devices: &mut Devices,
    entry: &ash::Entry,
    instance: vk::Instance,
    req: &capture::CaptureRequest,
) -> (vk::Result, Vec<u8>) {
    let Some(dev) = devices.0.get_mut(&req.device) else {
        return (vk::Result::ERROR_EXTENSION_NOT_PRESENT, Vec::new());
    };
    if !dev.extension {
        tracing::warn!(
            "{}: the device did not enable VK_EXT_descriptor_buffer",
            req.object.command()
        );
        return (vk::Result::ERROR_EXTENSION_NOT_PRESENT, Vec::new());
    }
    if !dev.capture_replay {
        tracing::warn!(
            "{}: the device did not enable descriptorBufferCaptureReplay",
            req.object.command()
        );
        return (vk::Result::ERROR_FEATURE_NOT_PRESENT, Vec::new());
    }
    if instance.is_null() {
        return (vk::Result::ERROR_INITIALIZATION_FAILED, Vec::new());
    }
    let device = vk::Device::from_raw(req.device);
    let physical = dev.physical;
    // SAFETY: caller: `instance` owns the device's physical device; the device is live (its
    // id translated).
    let loaded = dev
        .loaded
        .get_or_insert_with(|| unsafe { load(entry, instance, physical, device) });
    let k = req.object as usize;
    let (size, Some(f)) = (loaded.sizes[k], loaded.fns[k]) else {
        return (vk::Result::ERROR_EXTENSION_NOT_PRESENT, Vec::new());
    };
    if size > MAX_CAPTURE_DATA {
        tracing::error!("{}: capture data of {size} bytes", req.object.command());
        return (vk::Result::ERROR_OUT_OF_HOST_MEMORY, Vec::new());
    }
    let mut data = vec![0u8; size];
    // SAFETY: `f` is the driver's function for this command on a device that enabled the
    // extension and the capture-replay feature; `req.info` is a valid info structure of the
    // right type in the arena with non-null, type-checked handles; `data` has the size the
    // device reports for this object.
    let r = unsafe { f(device, req.info.cast(), data.as_mut_ptr().cast()) };
    (r, data)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_and_the_capture_replay_feature_are_found_where_the_client_put_them() {
        let names = [
            c"VK_KHR_maintenance1".as_ptr(),
            c"VK_EXT_descriptor_buffer".as_ptr(),
        ];
        let want = ash::ext::descriptor_buffer::NAME;
        // SAFETY: two valid C strings; a null list.
        unsafe {
            assert!(has_name(names.as_ptr(), 2, want));
            assert!(!has_name(names.as_ptr(), 1, want));
            assert!(!has_name(std::ptr::null(), 2, want));
        }
        let chain = |db: &mut vk::PhysicalDeviceDescriptorBufferFeaturesEXT<'_>| {
            let f2 = vk::PhysicalDeviceFeatures2 {
                p_next: (db as *mut vk::PhysicalDeviceDescriptorBufferFeaturesEXT<'_>).cast(),
                ..Default::default()
            };
            // SAFETY: a valid chain of two structures.
            unsafe { capture_replay_enabled((&raw const f2).cast()) }
        };
        let mut off = vk::PhysicalDeviceDescriptorBufferFeaturesEXT::default();
        let mut on = off.descriptor_buffer_capture_replay(true);
        assert!(!chain(&mut off));
        assert!(chain(&mut on));
        // SAFETY: a chain of one structure; an empty chain.
        unsafe {
            assert!(capture_replay_enabled((&raw const on).cast()));
            assert!(!capture_replay_enabled(std::ptr::null()));
        }
    }

    /// The renderer's side without a driver call: a device it has no record of gets
    /// `VK_ERROR_EXTENSION_NOT_PRESENT`; bytes that do not decode are an error (the session
    /// drops the client), never a panic.
    #[test]
    fn unknown_devices_and_hostile_payloads() {
        use vk_wire::IdMap;
        // SAFETY: the system's Vulkan loader, only to have an entry (no call reaches it).
        let entry = unsafe { ash::Entry::load() }.expect("libvulkan is installed");
        let mut objects = Objects::default();
        objects.insert(vk::ObjectType::DEVICE, 1, 0xD1CE).unwrap();
        objects.insert(vk::ObjectType::BUFFER, 2, 0xB0F).unwrap();
        struct Client;
        impl IdMap for Client {
            fn id(&mut self, _: vk::ObjectType, raw: u64) -> Result<u64, vk_wire::EncodeError> {
                Ok(raw)
            }
        }
        let info =
            vk::BufferCaptureDescriptorDataInfoEXT::default().buffer(vk::Buffer::from_raw(2));
        // SAFETY: a valid info structure.
        let words = unsafe {
            capture::encode_request(
                CaptureObject::Buffer,
                1,
                (&raw const info).cast(),
                &mut Client,
            )
        }
        .unwrap();
        let payload: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let mut out = Vec::new();
        // SAFETY: no instance; device 0xD1CE has no record, so nothing reaches a driver.
        let n = unsafe {
            handle(
                &mut Devices::default(),
                &entry,
                vk::Instance::null(),
                &mut objects,
                false,
                &payload,
                &mut out,
            )
        }
        .unwrap();
        let h = vk_wire::Header::read(&out).unwrap();
        assert_eq!(
            (h.command, h.flags, n),
            (
                capture::CAPTURE_DESCRIPTOR_DATA,
                vk_wire::FLAG_REPLY,
                out.len()
            )
        );
        let (r, data) = capture::decode_reply(&out[vk_wire::HEADER_SIZE..]).unwrap();
        assert_eq!(
            (r, data.len()),
            (vk::Result::ERROR_EXTENSION_NOT_PRESENT, 0)
        );
        // A client whose asynchronous command failed: lost.
        // SAFETY: as above.
        unsafe {
            handle(
                &mut Devices::default(),
                &entry,
                vk::Instance::null(),
                &mut objects,
                true,
                &payload,
                &mut out,
            )
        }
        .unwrap();
        let (r, _) = capture::decode_reply(&out[vk_wire::HEADER_SIZE..]).unwrap();
        assert_eq!(r, vk::Result::ERROR_DEVICE_LOST);
        // Hostile: truncated, a buffer id naming the device, garbage.
        let mut wrong = payload.clone();
        wrong[40..48].copy_from_slice(&1u64.to_le_bytes());
        for bad in [&payload[..payload.len() - 8], &wrong[..], &[0xFF; 64][..]] {
            // SAFETY: as above.
            let r = unsafe {
                handle(
                    &mut Devices::default(),
                    &entry,
                    vk::Instance::null(),
                    &mut objects,
                    false,
                    bad,
                    &mut out,
                )
            };
            assert!(matches!(r, Err(SessionError::Decode(_))), "{r:?}");
        }
    }
}
