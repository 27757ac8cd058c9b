//! Output arrays inside structures: the DRM format-modifier lists (output structures in an
//! output chain), creation feedback (output pointers of an input structure in an input
//! chain), the internal representations' `pData` buffers (output structures of a two-call
//! enumeration), and the `pGeometries`/`ppGeometries` exclusivity.

use crate::common::{Ids, server_table};
use crate::replies::{answer, client_table, reply, request, serve};
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
    let arena = Arena::new();
    let req = serve(&a, &[(vk::ObjectType::PHYSICAL_DEVICE, 5)], &arena);
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
    unsafe { answer(&rep, &a) }.unwrap();
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
    let arena = Arena::new();
    let req = serve(&a, &[(vk::ObjectType::PHYSICAL_DEVICE, 5)], &arena);
    // The "driver" leaves all 4 written.
    let rep = reply(&req, 0);
    // SAFETY: the application's structure, written through the pointer the chain holds.
    unsafe { (*lp).drm_format_modifier_count = 2 };
    // SAFETY: `a` points to the application's live chain.
    let e = unsafe { answer(&rep, &a) }.unwrap_err();
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
    let arena = Arena::new();
    let req = serve(
        &a,
        &[(vk::ObjectType::DEVICE, 2), (vk::ObjectType::PIPELINE, 9)],
        &arena,
    );
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
    unsafe { answer(&rep, &a) }.unwrap();
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

/// `vkCreateRenderPass2` with render-pass feedback chained to the create info and subpass
/// feedback chained to each of two subpasses (one level further down, through `pSubpasses`):
/// each comes back to the application's own structure, in order.
#[test]
fn render_pass_and_subpass_feedback_come_back_in_order() {
    let mut rp_fb = vk::RenderPassCreationFeedbackInfoEXT::default();
    let mut sub_fb = [vk::RenderPassSubpassFeedbackInfoEXT::default(); 2];
    let (s0, s1) = sub_fb.split_at_mut(1);
    let mut c0 = vk::RenderPassSubpassFeedbackCreateInfoEXT {
        p_subpass_feedback: &mut s0[0],
        ..Default::default()
    };
    let mut c1 = vk::RenderPassSubpassFeedbackCreateInfoEXT {
        p_subpass_feedback: &mut s1[0],
        ..Default::default()
    };
    let subpasses = [
        vk::SubpassDescription2 {
            p_next: &mut c0 as *mut _ as *const _,
            ..Default::default()
        },
        vk::SubpassDescription2 {
            p_next: &mut c1 as *mut _ as *const _,
            ..Default::default()
        },
    ];
    let mut rp_c = vk::RenderPassCreationFeedbackCreateInfoEXT {
        p_render_pass_feedback: &mut rp_fb,
        ..Default::default()
    };
    let info = vk::RenderPassCreateInfo2 {
        p_next: &mut rp_c as *mut _ as *const _,
        subpass_count: 2,
        p_subpasses: subpasses.as_ptr(),
        ..Default::default()
    };
    let mut rp = vk::RenderPass::from_raw(0x1000 + 9);
    let a = args::CreateRenderPass2 {
        device: vk::Device::from_raw(0x1000 + 2),
        p_create_info: &info,
        p_allocator: std::ptr::null(),
        p_render_pass: &mut rp,
    };
    let arena = Arena::new();
    let req = serve(&a, &[(vk::ObjectType::DEVICE, 2)], &arena);
    let d = req.args::<args::CreateRenderPass2>().unwrap();
    // SAFETY: the decoded create info, its feedback structures pointing at arena storage.
    unsafe {
        let ci = &*d.p_create_info;
        let rc = &*(ci.p_next as *const vk::RenderPassCreationFeedbackCreateInfoEXT);
        (*rc.p_render_pass_feedback).post_merge_subpass_count = 7;
        for (k, s) in std::slice::from_raw_parts(ci.p_subpasses, 2)
            .iter()
            .enumerate()
        {
            let sc = &*(s.p_next as *const vk::RenderPassSubpassFeedbackCreateInfoEXT);
            let f = &mut *sc.p_subpass_feedback;
            f.subpass_merge_status = vk::SubpassMergeStatusEXT::from_raw(10 + k as i32);
            f.post_merge_index = 100 + k as u32;
        }
    }
    let rep = reply(&req, 0);
    // SAFETY: `a` points to the application's structures.
    unsafe {
        decode_reply(
            &rep,
            &a,
            &mut client_table(&[(vk::ObjectType::RENDER_PASS, 9)]),
        )
    }
    .unwrap();
    assert_eq!(rp_fb.post_merge_subpass_count, 7);
    for (k, f) in sub_fb.iter().enumerate() {
        assert_eq!(f.subpass_merge_status.as_raw(), 10 + k as i32);
        assert_eq!(f.post_merge_index, 100 + k as u32);
    }
}

/// A client that sends null for an argument the driver writes through (a one-element output,
/// or a count pointer) is refused, so a hostile client cannot make the driver write to
/// address 0; the registry's one optional output (`pFaultInfo`) may be null.
#[test]
fn required_output_arguments_must_not_be_null() {
    let arena = Arena::new();
    let mut st = server_table(&[
        (vk::ObjectType::PHYSICAL_DEVICE, 3),
        (vk::ObjectType::INSTANCE, 1),
        (vk::ObjectType::DEVICE, 2),
    ]);
    let props = args::GetPhysicalDeviceProperties {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 3),
        p_properties: std::ptr::null_mut(),
    };
    let e = decode_request(&request(&props), &mut st, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NullPointer);
    let mut p = vk::PhysicalDeviceProperties::default();
    let ok = args::GetPhysicalDeviceProperties {
        p_properties: &mut p,
        ..props
    };
    decode_request(&request(&ok), &mut st, &arena).unwrap();

    let count = args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(0x1000 + 1),
        p_physical_device_count: std::ptr::null_mut(),
        p_physical_devices: std::ptr::null_mut(),
    };
    let e = decode_request(&request(&count), &mut st, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NullPointer);

    let mut counts = vk::DeviceFaultCountsEXT::default();
    let fault = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: &mut counts,
        p_fault_info: std::ptr::null_mut(),
    };
    decode_request(&request(&fault), &mut st, &arena).unwrap();
}
