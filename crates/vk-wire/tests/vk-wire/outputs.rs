//! Output arrays inside structures: the DRM format-modifier lists (output structures in an
//! output chain), creation feedback (output pointers of an input structure in an input
//! chain), the internal representations' `pData` buffers (output structures of a two-call
//! enumeration), and the `pGeometries`/`ppGeometries` exclusivity.

use crate::common::{Ids, server_table};
use crate::replies::{client_table, reply, request};
use ash::vk;
use ash::vk::Handle as _;
use proptest::prelude::*;
use vk_wire::{Arena, DecodeErrorKind, EncodeError, args, decode_reply, decode_request};

fn drm(i: u64) -> vk::DrmFormatModifierPropertiesEXT {
    vk::DrmFormatModifierPropertiesEXT {
        drm_format_modifier: 0x100 + i,
        drm_format_modifier_plane_count: 1 + i as u32,
        drm_format_modifier_tiling_features: vk::FormatFeatureFlags::from_raw(i as u32 * 3),
    }
}

/// One round trip of `vkGetPhysicalDeviceFormatProperties2` with both DRM lists chained:
/// list 1 with room for `cap` elements (the driver writes `written <= cap`), list 2 with a
/// null pointer (count query: the driver reports `total2`).
fn drm_round_trip(cap: u32, written: u32, total2: u32) {
    let sentinel = vk::DrmFormatModifierPropertiesEXT {
        drm_format_modifier: 0xdead,
        ..Default::default()
    };
    let mut mods = vec![sentinel; cap as usize];
    let mut list2 = vk::DrmFormatModifierPropertiesList2EXT {
        drm_format_modifier_count: 1234,
        ..Default::default()
    };
    let mut list1 = vk::DrmFormatModifierPropertiesListEXT {
        p_next: &mut list2 as *mut _ as *mut _,
        drm_format_modifier_count: cap,
        p_drm_format_modifier_properties: if cap == 0 {
            std::ptr::null_mut()
        } else {
            mods.as_mut_ptr()
        },
        ..Default::default()
    };
    let mut fp = vk::FormatProperties2 {
        p_next: &mut list1 as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
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
        .args::<args::GetPhysicalDeviceFormatProperties2>()
        .unwrap();
    // SAFETY: the decoder rebuilt FormatProperties2 -> List -> List2 in the arena, list 1
    // with `cap` zeroed elements of storage, list 2 with a null pointer.
    unsafe {
        let f = &mut *d.p_format_properties;
        f.format_properties.optimal_tiling_features = vk::FormatFeatureFlags::SAMPLED_IMAGE;
        let l1 = &mut *(f.p_next as *mut vk::DrmFormatModifierPropertiesListEXT);
        assert_eq!(
            l1.s_type,
            vk::StructureType::DRM_FORMAT_MODIFIER_PROPERTIES_LIST_EXT
        );
        let l2 = &mut *(l1.p_next as *mut vk::DrmFormatModifierPropertiesList2EXT);
        assert_eq!(
            l2.s_type,
            vk::StructureType::DRM_FORMAT_MODIFIER_PROPERTIES_LIST_2_EXT
        );
        assert!(l2.p_drm_format_modifier_properties.is_null());
        l2.drm_format_modifier_count = total2;
        if cap == 0 {
            assert!(l1.p_drm_format_modifier_properties.is_null());
            l1.drm_format_modifier_count = written;
        } else {
            assert_eq!(l1.drm_format_modifier_count, cap, "capacity carried");
            let s =
                std::slice::from_raw_parts_mut(l1.p_drm_format_modifier_properties, cap as usize);
            assert!(
                s.iter().all(|e| e.drm_format_modifier == 0),
                "zeroed storage"
            );
            for (i, e) in s.iter_mut().take(written as usize).enumerate() {
                *e = drm(i as u64);
            }
            l1.drm_format_modifier_count = written;
        }
    }
    let rep = reply(&req, 0);
    // SAFETY: `a` points to the application's live chain.
    unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(
        fp.format_properties.optimal_tiling_features,
        vk::FormatFeatureFlags::SAMPLED_IMAGE
    );
    assert_eq!(list1.drm_format_modifier_count, written);
    assert_eq!(list2.drm_format_modifier_count, total2);
    assert!(list2.p_drm_format_modifier_properties.is_null());
    assert_eq!(list1.p_next, &mut list2 as *mut _ as *mut _);
    if cap > 0 {
        assert_eq!(
            list1.p_drm_format_modifier_properties,
            mods.as_mut_ptr(),
            "the application's pointer is kept"
        );
        for (i, e) in mods.iter().enumerate() {
            if (i as u32) < written {
                assert_eq!(e.drm_format_modifier, drm(i as u64).drm_format_modifier);
                assert_eq!(e.drm_format_modifier_plane_count, 1 + i as u32);
            } else {
                assert_eq!(e.drm_format_modifier, 0xdead, "past the count: untouched");
            }
        }
    }
    // Every strict prefix of the reply is an error.
    for cut in 0..rep.len() {
        // SAFETY: as above.
        assert!(unsafe { decode_reply(&rep[..cut], &a, &mut client_table(&[])) }.is_err());
    }
}

#[test]
fn drm_modifier_lists_count_query_and_fill() {
    drm_round_trip(0, 5, 3);
    drm_round_trip(4, 4, 0);
    drm_round_trip(4, 2, 9);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn drm_modifier_lists_round_trip(cap in 0u32..12, w in 0u32..12, total2 in 0u32..100) {
        let written = if cap == 0 { w } else { w.min(cap) };
        drm_round_trip(cap, written, total2);
    }
}

#[test]
fn drm_modifier_list_reply_never_exceeds_the_application_capacity() {
    // The request asked for 4; the client now only has room for 2 (a forged or mismatched
    // reply): the decoder refuses instead of writing past the application's array.
    let mut mods = [vk::DrmFormatModifierPropertiesEXT::default(); 4];
    let mut list = vk::DrmFormatModifierPropertiesListEXT {
        drm_format_modifier_count: 4,
        p_drm_format_modifier_properties: mods.as_mut_ptr(),
        ..Default::default()
    };
    let lp: *mut vk::DrmFormatModifierPropertiesListEXT = &mut list;
    let mut fp = vk::FormatProperties2 {
        p_next: lp.cast(),
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::PHYSICAL_DEVICE, 5)]),
        &arena,
    )
    .unwrap();
    // The "driver" leaves all 4 written.
    let rep = reply(&req, 0);
    // SAFETY: the application's structure, written through the pointer the chain holds.
    unsafe { (*lp).drm_format_modifier_count = 2 };
    // SAFETY: `a` points to the application's live chain.
    let e = unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadReply);
}

#[test]
fn drm_modifier_capacity_is_bounded_by_the_arena() {
    // A hostile client asks for an absurd capacity: the decoder fails at the arena's limit
    // instead of allocating it.
    let mut list = vk::DrmFormatModifierPropertiesListEXT {
        drm_format_modifier_count: u32::MAX,
        p_drm_format_modifier_properties: std::ptr::NonNull::dangling().as_ptr(),
        ..Default::default()
    };
    let mut fp = vk::FormatProperties2 {
        p_next: &mut list as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let e = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::PHYSICAL_DEVICE, 5)]),
        &arena,
    )
    .unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::TooLarge);
}

/// `vkCreateComputePipelines` with `VkPipelineCreationFeedbackCreateInfo` chained: the
/// renderer gets storage for the feedback, and the reply writes what the driver put there
/// into the application's structures.
#[test]
fn pipeline_creation_feedback_comes_back() {
    let mut whole = vk::PipelineCreationFeedback::default();
    let mut stages = [vk::PipelineCreationFeedback::default(); 2];
    let mut fb = vk::PipelineCreationFeedbackCreateInfo {
        p_pipeline_creation_feedback: &mut whole,
        pipeline_stage_creation_feedback_count: 2,
        p_pipeline_stage_creation_feedbacks: stages.as_mut_ptr(),
        ..Default::default()
    };
    let name = c"main";
    let info = vk::ComputePipelineCreateInfo {
        p_next: &mut fb as *mut _ as *const _,
        stage: vk::PipelineShaderStageCreateInfo {
            stage: vk::ShaderStageFlags::COMPUTE,
            module: vk::ShaderModule::from_raw(0x1000 + 7),
            p_name: name.as_ptr(),
            ..Default::default()
        },
        layout: vk::PipelineLayout::from_raw(0x1000 + 8),
        ..Default::default()
    };
    let mut pipeline = vk::Pipeline::from_raw(0x1000 + 9);
    let a = args::CreateComputePipelines {
        device: vk::Device::from_raw(0x1000 + 2),
        pipeline_cache: vk::PipelineCache::null(),
        create_info_count: 1,
        p_create_infos: &info,
        p_allocator: std::ptr::null(),
        p_pipelines: &mut pipeline,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let mut st = server_table(&[
        (vk::ObjectType::DEVICE, 2),
        (vk::ObjectType::SHADER_MODULE, 7),
        (vk::ObjectType::PIPELINE_LAYOUT, 8),
    ]);
    let req = decode_request(&bytes, &mut st, &arena).unwrap();
    let d = req.args::<args::CreateComputePipelines>().unwrap();
    // SAFETY: decoded create info with the feedback structure chained, its output pointers
    // at zeroed arena storage.
    unsafe {
        let ci = &*d.p_create_infos;
        let f = &*(ci.p_next as *const vk::PipelineCreationFeedbackCreateInfo);
        assert_eq!(
            f.s_type,
            vk::StructureType::PIPELINE_CREATION_FEEDBACK_CREATE_INFO
        );
        assert_eq!(f.pipeline_stage_creation_feedback_count, 2);
        assert_ne!(f.p_pipeline_creation_feedback, &mut whole as *mut _);
        *f.p_pipeline_creation_feedback = vk::PipelineCreationFeedback {
            flags: vk::PipelineCreationFeedbackFlags::VALID,
            duration: 12345,
        };
        let s = std::slice::from_raw_parts_mut(f.p_pipeline_stage_creation_feedbacks, 2);
        s[0] = vk::PipelineCreationFeedback {
            flags: vk::PipelineCreationFeedbackFlags::VALID
                | vk::PipelineCreationFeedbackFlags::APPLICATION_PIPELINE_CACHE_HIT,
            duration: 7,
        };
        s[1].duration = 8;
    }
    let rep = reply(&req, 0);
    // SAFETY: `a` points to the application's live structures.
    let ret = unsafe {
        decode_reply(
            &rep,
            &a,
            &mut client_table(&[(vk::ObjectType::PIPELINE, 9)]),
        )
    }
    .unwrap();
    assert_eq!(ret, 0);
    assert_eq!(whole.flags, vk::PipelineCreationFeedbackFlags::VALID);
    assert_eq!(whole.duration, 12345);
    assert_eq!(stages[0].duration, 7);
    assert!(
        stages[0]
            .flags
            .contains(vk::PipelineCreationFeedbackFlags::APPLICATION_PIPELINE_CACHE_HIT)
    );
    assert_eq!(stages[1].duration, 8);
    assert_eq!(fb.p_pipeline_creation_feedback, &mut whole as *mut _);

    // A client that sends no storage for the required pointer is refused (the driver would
    // write through null).
    let mut f2 = fb;
    f2.p_pipeline_creation_feedback = std::ptr::null_mut();
    let info2 = vk::ComputePipelineCreateInfo {
        p_next: &mut f2 as *mut _ as *const _,
        ..info
    };
    let a2 = args::CreateComputePipelines {
        device: vk::Device::from_raw(0x1000 + 2),
        pipeline_cache: vk::PipelineCache::null(),
        create_info_count: 1,
        p_create_infos: &info2,
        p_allocator: std::ptr::null(),
        p_pipelines: &mut pipeline,
    };
    let e = decode_request(&request(&a2), &mut st, &Arena::new()).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NullPointer);
}

/// `vkGetPipelineExecutableInternalRepresentationsKHR`: the second call's structures carry
/// application buffers (`pData`, `dataSize`) the driver fills; a null `pData` asks for the
/// size only.
#[test]
fn internal_representations_fill_application_buffers() {
    let mut buf0 = [0xAAu8; 8];
    let mut reps = [
        vk::PipelineExecutableInternalRepresentationKHR {
            data_size: 8,
            p_data: buf0.as_mut_ptr().cast(),
            ..Default::default()
        },
        vk::PipelineExecutableInternalRepresentationKHR::default(),
    ];
    let mut count = 2u32;
    let info = vk::PipelineExecutableInfoKHR {
        pipeline: vk::Pipeline::from_raw(0x1000 + 9),
        executable_index: 0,
        ..Default::default()
    };
    let a = args::GetPipelineExecutableInternalRepresentationsKHR {
        device: vk::Device::from_raw(0x1000 + 2),
        p_executable_info: &info,
        p_internal_representation_count: &mut count,
        p_internal_representations: reps.as_mut_ptr(),
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::DEVICE, 2), (vk::ObjectType::PIPELINE, 9)]),
        &arena,
    )
    .unwrap();
    let d = req
        .args::<args::GetPipelineExecutableInternalRepresentationsKHR>()
        .unwrap();
    // SAFETY: two rebuilt output structures; the first with an 8-byte buffer, the second
    // with a null one.
    unsafe {
        let r = std::slice::from_raw_parts_mut(d.p_internal_representations, 2);
        assert_eq!(r[0].data_size, 8);
        assert!(!r[0].p_data.is_null());
        assert!(r[1].p_data.is_null());
        std::slice::from_raw_parts_mut(r[0].p_data.cast::<u8>(), 5).copy_from_slice(b"nir\n\0");
        r[0].data_size = 5;
        r[0].is_text = vk::TRUE;
        r[0].name[0] = b'N' as _;
        r[1].data_size = 4096;
    }
    let rep = reply(&req, 0);
    // SAFETY: `a` points to the application's live structures.
    unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(count, 2);
    assert_eq!(reps[0].data_size, 5);
    assert_eq!(reps[0].p_data, buf0.as_mut_ptr().cast());
    assert_eq!(&buf0[..5], b"nir\n\0");
    assert_eq!(&buf0[5..], &[0xAA; 3], "past dataSize: untouched");
    assert_eq!(reps[0].is_text, vk::TRUE);
    assert_eq!(reps[0].name[0], b'N' as _);
    assert_eq!(reps[1].data_size, 4096, "size query");
    assert!(reps[1].p_data.is_null());
}

#[test]
fn geometries_and_geometry_pointers_are_exclusive() {
    let geo = vk::AccelerationStructureGeometryKHR {
        geometry_type: vk::GeometryTypeKHR::AABBS,
        geometry: vk::AccelerationStructureGeometryDataKHR {
            aabbs: vk::AccelerationStructureGeometryAabbsDataKHR {
                stride: 24,
                ..Default::default()
            },
        },
        ..Default::default()
    };
    let pgeo: *const vk::AccelerationStructureGeometryKHR = &geo;
    let d = vk_wire::struct_by_stype(
        vk::StructureType::ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR.as_raw(),
    )
    .unwrap();
    let one = vk::AccelerationStructureBuildGeometryInfoKHR {
        ty: vk::AccelerationStructureTypeKHR::BOTTOM_LEVEL,
        geometry_count: 1,
        p_geometries: &geo,
        ..Default::default()
    };
    let other = vk::AccelerationStructureBuildGeometryInfoKHR {
        p_geometries: std::ptr::null(),
        pp_geometries: &pgeo,
        ..one
    };
    let both = vk::AccelerationStructureBuildGeometryInfoKHR {
        pp_geometries: &pgeo,
        ..one
    };
    let enc = |s: &vk::AccelerationStructureBuildGeometryInfoKHR| {
        let mut buf = vec![0u8; 4096];
        // SAFETY: valid structures.
        unsafe {
            vk_wire::encode_struct(
                d,
                (s as *const vk::AccelerationStructureBuildGeometryInfoKHR).cast(),
                &mut Ids,
                &mut buf,
            )
        }
        .map(|n| buf[..n].to_vec())
    };
    let a = enc(&one).unwrap();
    let b = enc(&other).unwrap();
    assert!(matches!(enc(&both), Err(EncodeError::NotCarried { .. })));
    for bytes in [&a, &b] {
        let arena = Arena::new();
        vk_wire::decode_struct(d, bytes, &mut server_table(&[]), &arena).unwrap();
    }
    // Forge both: take `one`'s bytes, set the ppGeometries slot to 1 and append the
    // geometry as `other` carries it (the last out-of-line block of each message).
    let pp = std::mem::offset_of!(
        vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
        pp_geometries
    );
    let pg = std::mem::offset_of!(
        vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
        p_geometries
    );
    let fixed = std::mem::size_of::<vk::AccelerationStructureBuildGeometryInfoKHR<'static>>()
        .next_multiple_of(8);
    let mut forged = a.clone();
    forged[pp..pp + 8].copy_from_slice(&1u64.to_le_bytes());
    forged.extend_from_slice(&b[fixed..]);
    assert_eq!(u64::from_le_bytes(b[pg..pg + 8].try_into().unwrap()), 0);
    let arena = Arena::new();
    let e = vk_wire::decode_struct(d, &forged, &mut server_table(&[]), &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::Exclusive);
}

/// `vkGetDeviceFaultInfoEXT`: the arrays of `VkDeviceFaultInfoEXT` are sized by the counts
/// structure of the other argument: a first call (info null) reports the counts, a second
/// passes capacities there and gets the arrays filled, never past them.
#[test]
fn device_fault_info_arrays_sized_by_the_counts_argument() {
    assert_eq!(
        std::mem::offset_of!(args::GetDeviceFaultInfoEXT, p_fault_counts),
        8,
        "the generator's ARG_SIZED rule names this offset"
    );
    let st = || server_table(&[(vk::ObjectType::DEVICE, 2)]);
    // First call: counts only.
    let mut counts = vk::DeviceFaultCountsEXT::default();
    let a = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: &mut counts,
        p_fault_info: std::ptr::null_mut(),
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let req = decode_request(&bytes, &mut st(), &arena).unwrap();
    let d = req.args::<args::GetDeviceFaultInfoEXT>().unwrap();
    assert!(d.p_fault_info.is_null());
    // SAFETY: the rebuilt counts structure.
    unsafe {
        *d.p_fault_counts = vk::DeviceFaultCountsEXT {
            address_info_count: 3,
            vendor_info_count: 1,
            vendor_binary_size: 40,
            ..*d.p_fault_counts
        };
    }
    let rep = reply(&req, 0);
    // SAFETY: `a` points to the application's structures.
    unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(
        (
            counts.address_info_count,
            counts.vendor_info_count,
            counts.vendor_binary_size
        ),
        (3, 1, 40)
    );

    // Second call: room for 2 addresses, 1 vendor record, 16 bytes (less than reported).
    let mut addrs = [vk::DeviceFaultAddressInfoEXT {
        reported_address: 0xdead,
        ..Default::default()
    }; 2];
    let mut vendors = [vk::DeviceFaultVendorInfoEXT::default(); 1];
    let mut blob = [0xAAu8; 16];
    let mut counts = vk::DeviceFaultCountsEXT {
        address_info_count: 2,
        vendor_info_count: 1,
        vendor_binary_size: 16,
        ..Default::default()
    };
    let mut info = vk::DeviceFaultInfoEXT {
        p_address_infos: addrs.as_mut_ptr(),
        p_vendor_infos: vendors.as_mut_ptr(),
        p_vendor_binary_data: blob.as_mut_ptr().cast(),
        ..Default::default()
    };
    let cp: *mut vk::DeviceFaultCountsEXT = &mut counts;
    let a = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: cp,
        p_fault_info: &mut info,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let req = decode_request(&bytes, &mut st(), &arena).unwrap();
    let d = req.args::<args::GetDeviceFaultInfoEXT>().unwrap();
    // SAFETY: the rebuilt counts (capacities set) and info (arena arrays of those sizes).
    unsafe {
        let c = &mut *d.p_fault_counts;
        assert_eq!(
            (
                c.address_info_count,
                c.vendor_info_count,
                c.vendor_binary_size
            ),
            (2, 1, 16),
            "capacities reach the driver"
        );
        let i = &mut *d.p_fault_info;
        assert!(!i.p_address_infos.is_null() && !i.p_vendor_binary_data.is_null());
        *i.p_address_infos = vk::DeviceFaultAddressInfoEXT {
            address_type: vk::DeviceFaultAddressTypeEXT::READ_INVALID,
            reported_address: 0x1234_5000,
            address_precision: 4096,
        };
        (*i.p_vendor_infos).vendor_fault_code = 77;
        std::slice::from_raw_parts_mut(i.p_vendor_binary_data.cast::<u8>(), 10)
            .copy_from_slice(b"0123456789");
        i.description[0] = b'X' as _;
        // The driver wrote 1 address, 1 vendor record, 10 bytes: VK_INCOMPLETE.
        c.address_info_count = 1;
        c.vendor_binary_size = 10;
    }
    let incomplete = vk::Result::INCOMPLETE.as_raw() as u64;
    let rep = reply(&req, incomplete);
    // SAFETY: `a` points to the application's structures and arrays.
    let ret = unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(ret, incomplete);
    assert_eq!(
        (
            counts.address_info_count,
            counts.vendor_info_count,
            counts.vendor_binary_size
        ),
        (1, 1, 10)
    );
    assert_eq!(addrs[0].reported_address, 0x1234_5000);
    assert_eq!(addrs[0].address_precision, 4096);
    assert_eq!(
        addrs[1].reported_address, 0xdead,
        "past the count: untouched"
    );
    assert_eq!(vendors[0].vendor_fault_code, 77);
    assert_eq!(&blob[..10], b"0123456789");
    assert_eq!(&blob[10..], &[0xAA; 6]);
    assert_eq!(info.description[0], b'X' as _);
    assert_eq!(info.p_address_infos, addrs.as_mut_ptr(), "pointers kept");

    // A reply that claims more than the application's capacity is refused: decode the same
    // reply against smaller capacities.
    // SAFETY: the application's counts, written through the pointer the arguments hold.
    unsafe {
        (*cp).address_info_count = 0;
        (*cp).vendor_info_count = 1;
        (*cp).vendor_binary_size = 16;
    }
    // SAFETY: as above.
    let e = unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadReply);
}

/// Requests with the new member kinds: every strict prefix, and every single-byte mutation
/// of the capacity words, decodes to an error or a value, never a panic; prefixes are errors.
#[test]
fn truncated_and_mutated_requests_with_output_arrays() {
    let mut mods = [vk::DrmFormatModifierPropertiesEXT::default(); 3];
    let mut list = vk::DrmFormatModifierPropertiesListEXT {
        drm_format_modifier_count: 3,
        p_drm_format_modifier_properties: mods.as_mut_ptr(),
        ..Default::default()
    };
    let mut fp = vk::FormatProperties2 {
        p_next: &mut list as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
    };
    let mut counts = vk::DeviceFaultCountsEXT {
        address_info_count: 2,
        ..Default::default()
    };
    let mut addrs = [vk::DeviceFaultAddressInfoEXT::default(); 2];
    let mut info = vk::DeviceFaultInfoEXT {
        p_address_infos: addrs.as_mut_ptr(),
        ..Default::default()
    };
    let f = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: &mut counts,
        p_fault_info: &mut info,
    };
    for bytes in [request(&a), request(&f)] {
        let mut st = server_table(&[
            (vk::ObjectType::PHYSICAL_DEVICE, 5),
            (vk::ObjectType::DEVICE, 2),
        ]);
        let arena = Arena::with_limit(1 << 20);
        decode_request(&bytes, &mut st, &arena).unwrap();
        for cut in 0..bytes.len() {
            let arena = Arena::with_limit(1 << 20);
            assert!(decode_request(&bytes[..cut], &mut st, &arena).is_err());
        }
        for i in 16..bytes.len() {
            for v in [0u8, 1, 2, 0x80, 0xff] {
                let mut m = bytes.clone();
                m[i] = v;
                let arena = Arena::with_limit(1 << 20);
                let _ = decode_request(&m, &mut st, &arena);
            }
        }
    }
}

/// `vkGetPhysicalDeviceDisplayProperties2KHR`: the driver-owned `displayName` comes back as a
/// copy that outlives the call (interned: one copy per distinct name), the display handle as
/// the client's handle.
#[test]
fn display_names_come_back_as_interned_copies() {
    let call = |names: [Option<&'static std::ffi::CStr>; 2]| {
        let mut count = 2u32;
        let mut props = [vk::DisplayProperties2KHR::default(); 2];
        let a = args::GetPhysicalDeviceDisplayProperties2KHR {
            physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
            p_property_count: &mut count,
            p_properties: props.as_mut_ptr(),
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
            .args::<args::GetPhysicalDeviceDisplayProperties2KHR>()
            .unwrap();
        // The driver's own strings, which die with this scope on the renderer side.
        let owned: Vec<Option<std::ffi::CString>> =
            names.iter().map(|n| n.map(|n| n.to_owned())).collect();
        // SAFETY: two rebuilt output structures.
        unsafe {
            let p = std::slice::from_raw_parts_mut(d.p_properties, 2);
            for (k, e) in p.iter_mut().enumerate() {
                assert!(e.display_properties.display_name.is_null());
                e.display_properties.display =
                    vk::DisplayKHR::from_raw(0x9000_0000 + 40 + k as u64);
                e.display_properties.display_name =
                    owned[k].as_ref().map_or(std::ptr::null(), |s| s.as_ptr());
                e.display_properties.physical_resolution = vk::Extent2D {
                    width: 1920,
                    height: 1080 + k as u32,
                };
            }
        }
        let rep = reply(&req, 0);
        drop(owned);
        // SAFETY: `a` points to the application's structures.
        unsafe {
            decode_reply(
                &rep,
                &a,
                &mut client_table(&[
                    (vk::ObjectType::DISPLAY_KHR, 40),
                    (vk::ObjectType::DISPLAY_KHR, 41),
                ]),
            )
        }
        .unwrap();
        props
    };
    let p = call([Some(c"DP-1"), None]);
    // SAFETY: interned copies live as long as the process.
    let name = unsafe { std::ffi::CStr::from_ptr(p[0].display_properties.display_name) };
    assert_eq!(name, c"DP-1");
    assert!(p[1].display_properties.display_name.is_null());
    assert_eq!(p[0].display_properties.display.as_raw(), 0x1000 + 40);
    assert_eq!(p[1].display_properties.physical_resolution.height, 1081);
    assert_eq!(p[0].s_type, vk::StructureType::DISPLAY_PROPERTIES_2_KHR);
    // The same name again shares the copy.
    let q = call([Some(c"HDMI-A-1"), Some(c"DP-1")]);
    assert_eq!(
        q[1].display_properties.display_name,
        p[0].display_properties.display_name
    );
    // SAFETY: as above.
    let name = unsafe { std::ffi::CStr::from_ptr(q[0].display_properties.display_name) };
    assert_eq!(name, c"HDMI-A-1");
}

/// `vkGetPerformanceParameterINTEL`: the output union's string arm (chosen by `type`) comes
/// back as an interned copy; a number arm as its bytes.
#[test]
fn performance_value_string_and_number_arms() {
    let call = |ty: vk::PerformanceValueTypeINTEL, data: vk::PerformanceValueDataINTEL| {
        let mut value = vk::PerformanceValueINTEL::default();
        let a = args::GetPerformanceParameterINTEL {
            device: vk::Device::from_raw(0x1000 + 2),
            parameter: vk::PerformanceParameterTypeINTEL::HW_COUNTERS_SUPPORTED,
            p_value: &mut value,
        };
        let bytes = request(&a);
        let arena = Arena::new();
        let req = decode_request(
            &bytes,
            &mut server_table(&[(vk::ObjectType::DEVICE, 2)]),
            &arena,
        )
        .unwrap();
        let d = req.args::<args::GetPerformanceParameterINTEL>().unwrap();
        // SAFETY: the rebuilt output structure.
        unsafe {
            (*d.p_value).ty = ty;
            (*d.p_value).data = data;
        }
        let rep = reply(&req, 0);
        // SAFETY: `a` points to the application's structure.
        unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
        value
    };
    let owned = c"gen9-counters".to_owned();
    let v = call(
        vk::PerformanceValueTypeINTEL::STRING,
        vk::PerformanceValueDataINTEL {
            value_string: owned.as_ptr(),
        },
    );
    drop(owned);
    assert_eq!(v.ty, vk::PerformanceValueTypeINTEL::STRING);
    // SAFETY: the string arm holds an interned copy that lives as long as the process.
    let s = unsafe { std::ffi::CStr::from_ptr(v.data.value_string) };
    assert_eq!(s, c"gen9-counters");
    let v = call(
        vk::PerformanceValueTypeINTEL::UINT64,
        vk::PerformanceValueDataINTEL {
            value64: 0x1234_5678_9abc,
        },
    );
    // SAFETY: the number arm.
    assert_eq!(unsafe { v.data.value64 }, 0x1234_5678_9abc);
}

/// A driver that reports more elements than it was given room for: the renderer's reply
/// never reads past the storage (it sends at most the capacity), and the client refuses the
/// reply because the count disagrees with the elements sent.
#[test]
fn a_driver_count_past_the_capacity_is_cut_and_refused() {
    let mut mods = [vk::DrmFormatModifierPropertiesEXT::default(); 2];
    let mut list = vk::DrmFormatModifierPropertiesListEXT {
        drm_format_modifier_count: 2,
        p_drm_format_modifier_properties: mods.as_mut_ptr(),
        ..Default::default()
    };
    let mut fp = vk::FormatProperties2 {
        p_next: &mut list as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
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
        .args::<args::GetPhysicalDeviceFormatProperties2>()
        .unwrap();
    // SAFETY: the rebuilt chain.
    unsafe {
        let l =
            &mut *((*d.p_format_properties).p_next as *mut vk::DrmFormatModifierPropertiesListEXT);
        l.drm_format_modifier_count = 1000;
    }
    let rep = reply(&req, 0);
    // The reply holds 2 elements, not 1000.
    assert!(rep.len() < 16 + 8 + 2 * 16 + 200, "{}", rep.len());
    // SAFETY: `a` points to the application's chain.
    let e = unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadReply);
}
