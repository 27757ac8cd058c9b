//! Replies: output chains, two-call enumerations, output handles.

use crate::common::{Ids, Table, server_table};
use ash::vk;
use ash::vk::Handle as _;
use vk_wire::{
    Arena, DecodeErrorKind, IdMap, args, decode_reply, decode_request, encode_reply,
    encode_request, reply_size,
};

/// Server side: driver handle `0x9000_0000 + n` has id `n`.
pub(crate) struct ServerIds;
impl IdMap for ServerIds {
    fn id(&mut self, _ty: vk::ObjectType, raw: u64) -> Result<u64, vk_wire::EncodeError> {
        Ok(raw - 0x9000_0000)
    }
}

/// Client side: id `n` is the handle `0x1000 + n`.
pub(crate) fn client_table(entries: &[(vk::ObjectType, u64)]) -> Table {
    let mut t = Table::default();
    for &(ty, id) in entries {
        t.add(ty, id, 0x1000 + id);
    }
    t
}

pub(crate) fn request<A: vk_wire::CommandArgs>(a: &A) -> Vec<u8> {
    let mut buf = vec![0u8; 4096];
    // SAFETY: valid arguments.
    let n = unsafe { encode_request(a, &mut Ids, &mut buf) }.unwrap();
    buf.truncate(n);
    buf
}

pub(crate) fn reply(req: &vk_wire::Request<'_>, ret: u64) -> Vec<u8> {
    // SAFETY: decoded arguments, filled by the "driver" (the test).
    let n = unsafe { reply_size(req.command, req.args_ptr(), ret, &mut ServerIds) }.unwrap();
    let mut buf = vec![0u8; n];
    // SAFETY: as above.
    let m = unsafe { encode_reply(req.command, req.args_ptr(), ret, &mut ServerIds, &mut buf) }
        .unwrap();
    assert_eq!(m, n);
    buf
}

/// The renderer's half of a round trip: `a` encoded as the ICD does ([`request`]) and decoded
/// into `arena` against a server table holding `objects` (see [`server_table`]).
pub(crate) fn serve<'a, A: vk_wire::CommandArgs>(
    a: &A,
    objects: &[(vk::ObjectType, u64)],
    arena: &'a Arena,
) -> vk_wire::Request<'a> {
    decode_request(&request(a), &mut server_table(objects), arena).unwrap()
}

/// The ICD's half: the reply bytes `rep` decoded into the outputs of the application's
/// arguments `a` (no handles come back).
///
/// # Safety
/// The output pointers in `a` point to the application's live structures and arrays.
pub(crate) unsafe fn answer<A: vk_wire::CommandArgs>(
    rep: &[u8],
    a: &A,
) -> Result<u64, vk_wire::DecodeError> {
    // SAFETY: caller.
    unsafe { decode_reply(rep, a, &mut client_table(&[])) }
}

#[test]
fn features2_output_chain() {
    // The application's chain: Features2 -> Vulkan12Features -> (foreign) -> Vulkan11Features.
    #[repr(C)]
    struct Foreign {
        s_type: i32,
        p_next: *mut std::ffi::c_void,
        marker: u64,
    }
    let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
    let mut foreign = Foreign {
        s_type: 0x7fff_0002,
        p_next: &mut f11 as *mut _ as *mut _,
        marker: 77,
    };
    let mut f12 = vk::PhysicalDeviceVulkan12Features {
        p_next: &mut foreign as *mut _ as *mut _,
        ..Default::default()
    };
    let mut f2 = vk::PhysicalDeviceFeatures2 {
        p_next: &mut f12 as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFeatures2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        p_features: &mut f2 as *mut _ as *mut _,
    };
    let bytes = request(&a);

    // Renderer: decode, "driver" fills the rebuilt chain, encode the reply.
    let arena = Arena::new();
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::PHYSICAL_DEVICE, 5)]),
        &arena,
    )
    .unwrap();
    let d = req.args::<args::GetPhysicalDeviceFeatures2>().unwrap();
    // SAFETY: the decoder rebuilt an empty chain Features2 -> Vulkan12 -> Vulkan11 in the arena.
    unsafe {
        let f = &mut *d.p_features;
        assert_eq!(f.s_type, vk::StructureType::PHYSICAL_DEVICE_FEATURES_2);
        f.features.geometry_shader = vk::TRUE;
        let n12 = &mut *(f.p_next as *mut vk::PhysicalDeviceVulkan12Features);
        assert_eq!(
            n12.s_type,
            vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES
        );
        n12.timeline_semaphore = vk::TRUE;
        let n11 = &mut *(n12.p_next as *mut vk::PhysicalDeviceVulkan11Features);
        assert_eq!(
            n11.s_type,
            vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES
        );
        assert!(n11.p_next.is_null(), "the unknown member was not sent");
        n11.multiview = vk::TRUE;
    }
    let rep = reply(&req, 0);

    // Client: decode into the application's structures.
    // SAFETY: `a`'s pointers are the application's live structures.
    let ret = unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(ret, 0);
    assert_eq!(f2.features.geometry_shader, vk::TRUE);
    assert_eq!(f12.timeline_semaphore, vk::TRUE);
    assert_eq!(f11.multiview, vk::TRUE);
    assert_eq!(f2.s_type, vk::StructureType::PHYSICAL_DEVICE_FEATURES_2);
    assert_eq!(
        f2.p_next, &mut f12 as *mut _ as *mut _,
        "pNext left untouched"
    );
    assert_eq!(f12.p_next, &mut foreign as *mut _ as *mut _);
    assert_eq!(foreign.marker, 77);

    // Truncated replies are errors, and so is every strict prefix.
    for cut in 0..rep.len() {
        // SAFETY: as above.
        assert!(unsafe { decode_reply(&rep[..cut], &a, &mut client_table(&[])) }.is_err());
    }
}

/// The slot of an in/out count says whether the count follows: 0 (refused: the driver
/// writes through the pointer) or 1; any other value is refused, not taken for "present"
/// (found by the renderer's hostile-client test).
#[test]
fn an_in_out_count_slot_is_zero_or_one() {
    let mut count = 0u32;
    let a = args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(0x1000 + 1),
        p_physical_device_count: &mut count,
        p_physical_devices: std::ptr::null_mut(),
    };
    let bytes = request(&a);
    let at = vk_wire::HEADER_SIZE
        + std::mem::offset_of!(args::EnumeratePhysicalDevices, p_physical_device_count);
    let arena = Arena::new();
    for (slot, kind) in [
        (0u64, Some(DecodeErrorKind::NullPointer)),
        (1, None),
        (2, Some(DecodeErrorKind::LengthMismatch)),
        (u64::MAX, Some(DecodeErrorKind::LengthMismatch)),
    ] {
        let mut m = bytes.clone();
        m[at..at + 8].copy_from_slice(&slot.to_le_bytes());
        let mut st = server_table(&[(vk::ObjectType::INSTANCE, 1)]);
        let got = decode_request(&m, &mut st, &arena).err().map(|e| e.kind());
        assert_eq!(got, kind, "slot {slot}");
    }
}

#[test]
fn enumerate_physical_devices_two_calls() {
    // First call: count only.
    let mut count = 0u32;
    let a = args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(0x1000 + 1),
        p_physical_device_count: &mut count,
        p_physical_devices: std::ptr::null_mut(),
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let mut st = server_table(&[(vk::ObjectType::INSTANCE, 1)]);
    let req = decode_request(&bytes, &mut st, &arena).unwrap();
    let d = req.args::<args::EnumeratePhysicalDevices>().unwrap();
    assert!(d.p_physical_devices.is_null());
    // SAFETY: the decoder allocated the count.
    unsafe { *d.p_physical_device_count = 3 };
    let rep = reply(&req, 0);
    let mut ct = client_table(&[
        (vk::ObjectType::PHYSICAL_DEVICE, 11),
        (vk::ObjectType::PHYSICAL_DEVICE, 12),
        (vk::ObjectType::PHYSICAL_DEVICE, 13),
    ]);
    // SAFETY: live application arguments.
    assert_eq!(unsafe { decode_reply(&rep, &a, &mut ct) }.unwrap(), 0);
    assert_eq!(count, 3);

    // Second call with room for 2: VK_INCOMPLETE and two handles.
    let mut count = 2u32;
    let mut devs = [vk::PhysicalDevice::null(); 2];
    let a = args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(0x1000 + 1),
        p_physical_device_count: &mut count,
        p_physical_devices: devs.as_mut_ptr(),
    };
    let bytes = request(&a);
    let req = decode_request(&bytes, &mut st, &arena).unwrap();
    let d = req.args::<args::EnumeratePhysicalDevices>().unwrap();
    // SAFETY: two slots allocated by the decoder.
    unsafe {
        assert_eq!(*d.p_physical_device_count, 2);
        *d.p_physical_devices = vk::PhysicalDevice::from_raw(0x9000_0000 + 11);
        *d.p_physical_devices.add(1) = vk::PhysicalDevice::from_raw(0x9000_0000 + 12);
    }
    let incomplete = vk::Result::INCOMPLETE.as_raw() as i64 as u64;
    let rep = reply(&req, incomplete);
    // SAFETY: live application arguments.
    let r = unsafe { decode_reply(&rep, &a, &mut ct) }.unwrap();
    assert_eq!(r, incomplete);
    assert_eq!(count, 2);
    assert_eq!(devs.map(|d| d.as_raw()), [0x1000 + 11, 0x1000 + 12]);

    // A reply with more elements than the application has room for is refused.
    let mut small = 1u32;
    let mut one = [vk::PhysicalDevice::null(); 1];
    let a1 = args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(0x1000 + 1),
        p_physical_device_count: &mut small,
        p_physical_devices: one.as_mut_ptr(),
    };
    // SAFETY: live application arguments.
    let e = unsafe { decode_reply(&rep, &a1, &mut ct) }.unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadReply);

    // Errors carry no outputs.
    let rep = reply(
        &req,
        vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64 as u64,
    );
    assert_eq!(rep.len(), vk_wire::HEADER_SIZE + 8);
}

#[test]
fn queue_family_properties2_array_with_chains() {
    let mut gp = [vk::QueueFamilyGlobalPriorityPropertiesKHR::default(); 2];
    let mut props = [vk::QueueFamilyProperties2::default(); 2];
    for i in 0..2 {
        props[i].p_next = &mut gp[i] as *mut _ as *mut _;
    }
    let mut count = 2u32;
    let a = args::GetPhysicalDeviceQueueFamilyProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        p_queue_family_property_count: &mut count,
        p_queue_family_properties: props.as_mut_ptr() as *mut _,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::PHYSICAL_DEVICE, 5)]),
        &arena,
    )
    .unwrap();
    let d = req
        .args::<args::GetPhysicalDeviceQueueFamilyProperties2>()
        .unwrap();
    // SAFETY: decoder-built output storage: 2 elements, each with a chained global-priority struct.
    unsafe {
        *d.p_queue_family_property_count = 1;
        let p = &mut *d.p_queue_family_properties;
        p.queue_family_properties.queue_count = 4;
        p.queue_family_properties.queue_flags = vk::QueueFlags::GRAPHICS;
        let g = &mut *(p.p_next as *mut vk::QueueFamilyGlobalPriorityPropertiesKHR);
        assert_eq!(
            g.s_type,
            vk::StructureType::QUEUE_FAMILY_GLOBAL_PRIORITY_PROPERTIES_KHR
        );
        g.priority_count = 2;
    }
    let rep = reply(&req, 0);
    // SAFETY: live application arguments.
    unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(count, 1);
    assert_eq!(props[0].queue_family_properties.queue_count, 4);
    assert_eq!(gp[0].priority_count, 2);
    assert_eq!(
        props[1].queue_family_properties.queue_count, 0,
        "only the returned elements are written"
    );
    assert_eq!(props[0].p_next, &mut gp[0] as *mut _ as *mut _);
}

#[test]
fn plain_output_struct_and_bytes() {
    // vkGetImageSubresourceLayout: an output structure without sType.
    let sub = vk::ImageSubresource {
        aspect_mask: vk::ImageAspectFlags::COLOR,
        mip_level: 0,
        array_layer: 0,
    };
    let mut layout = vk::SubresourceLayout::default();
    let a = args::GetImageSubresourceLayout {
        device: vk::Device::from_raw(0x1001),
        image: vk::Image::from_raw(0x1002),
        p_subresource: &sub,
        p_layout: &mut layout,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::IMAGE, 2)]),
        &arena,
    )
    .unwrap();
    let d = req.args::<args::GetImageSubresourceLayout>().unwrap();
    // SAFETY: output storage.
    unsafe { (*d.p_layout).row_pitch = 256 };
    let rep = reply(&req, 0);
    assert!(
        !vk_wire::command_by_name("vkGetImageSubresourceLayout")
            .unwrap()
            .reply
            || rep.len() > vk_wire::HEADER_SIZE
    );
    // SAFETY: live application arguments.
    unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(layout.row_pitch, 256);

    // vkGetQueryPoolResults: opaque bytes of dataSize.
    let mut data = [0u8; 24];
    let a = args::GetQueryPoolResults {
        device: vk::Device::from_raw(0x1001),
        query_pool: vk::QueryPool::from_raw(0x1003),
        first_query: 0,
        query_count: 3,
        data_size: 24,
        p_data: data.as_mut_ptr().cast(),
        stride: 8,
        flags: vk::QueryResultFlags::TYPE_64,
    };
    let bytes = request(&a);
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::QUERY_POOL, 3)]),
        &arena,
    )
    .unwrap();
    let d = req.args::<args::GetQueryPoolResults>().unwrap();
    // SAFETY: 24 bytes of output storage.
    unsafe { std::ptr::copy_nonoverlapping([7u8; 24].as_ptr(), d.p_data.cast(), 24) };
    let rep = reply(&req, 0);
    // SAFETY: live application arguments.
    unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(data, [7u8; 24]);
}

fn reply_message(id: u32, body: &[u8]) -> Vec<u8> {
    let size = (body.len() & !7) as u32;
    let mut msg = Vec::new();
    msg.extend_from_slice(&id.to_le_bytes());
    msg.extend_from_slice(&vk_wire::FLAG_REPLY.to_le_bytes());
    msg.extend_from_slice(&size.to_le_bytes());
    msg.extend_from_slice(&0u32.to_le_bytes());
    msg.extend_from_slice(&body[..size as usize]);
    msg
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]

    /// Arbitrary reply bytes never panic and never write outside the application's memory
    /// (the count check keeps enumeration writes within the capacity).
    #[test]
    fn arbitrary_replies_are_total(body in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..256)) {
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
        let mut f2 = vk::PhysicalDeviceFeatures2 { p_next: &mut f11 as *mut _ as *mut _, ..Default::default() };
        let a = args::GetPhysicalDeviceFeatures2 {
            physical_device: vk::PhysicalDevice::null(),
            p_features: &mut f2 as *mut _ as *mut _,
        };
        let msg = reply_message(vk_wire::id::GET_PHYSICAL_DEVICE_FEATURES2, &body);
        // SAFETY: live application structures.
        let _ = unsafe { decode_reply(&msg, &a, &mut vk_wire::IdentityIds) };
        proptest::prop_assert_eq!(f2.p_next, &mut f11 as *mut _ as *mut std::ffi::c_void);

        let mut count = 2u32;
        let mut devs = [vk::PhysicalDevice::null(); 2];
        let e = args::EnumeratePhysicalDevices {
            instance: vk::Instance::null(),
            p_physical_device_count: &mut count,
            p_physical_devices: devs.as_mut_ptr(),
        };
        let msg = reply_message(vk_wire::id::ENUMERATE_PHYSICAL_DEVICES, &body);
        // SAFETY: live application count and array of 2.
        let r = unsafe { decode_reply(&msg, &e, &mut vk_wire::IdentityIds) };
        if r.is_ok() {
            // The application never reads past its array.
            proptest::prop_assert!(count <= 2, "count {}", count);
        }
    }
}
