//! The constructs carried since the first version: unions chosen by a selector (geometry data,
//! descriptor data), arrays of structure pointers (`ppGeometries`), per-info arrays
//! (`ppBuildRangeInfos`), handles typed by a `VkDebugReportObjectTypeEXT`, output arrays inside
//! input structures (`VkPresentInfoKHR::pResults`); and `structextends` checks on both sides.

use crate::common::{Ids, server_table};
use crate::replies::{ServerIds, client_table, reply, request};
use ash::vk;
use ash::vk::Handle as _;
use std::sync::{Arc, Mutex};
use vk_wire::{
    Arena, DecodeErrorKind, EncodeError, IdentityIds, args, decode_reply, decode_request,
    encode_request,
};

fn h<T: vk::Handle>(id: u64) -> T {
    T::from_raw(0x1000 + id)
}

/// Position of the first 8-byte-aligned `u64` equal to `v` in a message.
fn find_u64(bytes: &[u8], v: u64) -> usize {
    (0..bytes.len() / 8)
        .map(|i| i * 8)
        .find(|&i| bytes[i..i + 8] == v.to_le_bytes())
        .expect("value on the wire")
}

#[test]
fn build_acceleration_structures_with_geometry_unions() {
    let tri = vk::AccelerationStructureGeometryTrianglesDataKHR::default()
        .vertex_format(vk::Format::R32G32B32_SFLOAT)
        .vertex_data(vk::DeviceOrHostAddressConstKHR {
            device_address: 0xdead_0000,
        })
        .vertex_stride(12)
        .max_vertex(99)
        .index_type(vk::IndexType::UINT32)
        .index_data(vk::DeviceOrHostAddressConstKHR {
            device_address: 0xbeef_0000,
        });
    let aabbs = vk::AccelerationStructureGeometryAabbsDataKHR::default()
        .data(vk::DeviceOrHostAddressConstKHR {
            device_address: 0xaabb_0000,
        })
        .stride(24);
    let geoms = [
        vk::AccelerationStructureGeometryKHR::default()
            .geometry_type(vk::GeometryTypeKHR::TRIANGLES)
            .geometry(vk::AccelerationStructureGeometryDataKHR { triangles: tri })
            .flags(vk::GeometryFlagsKHR::OPAQUE),
        vk::AccelerationStructureGeometryKHR::default()
            .geometry_type(vk::GeometryTypeKHR::AABBS)
            .geometry(vk::AccelerationStructureGeometryDataKHR { aabbs }),
    ];
    let inst = vk::AccelerationStructureGeometryKHR::default()
        .geometry_type(vk::GeometryTypeKHR::INSTANCES)
        .geometry(vk::AccelerationStructureGeometryDataKHR {
            instances: vk::AccelerationStructureGeometryInstancesDataKHR::default().data(
                vk::DeviceOrHostAddressConstKHR {
                    device_address: 0x1234_0000,
                },
            ),
        });
    let inst_ptrs = [&inst];
    let infos = [
        vk::AccelerationStructureBuildGeometryInfoKHR::default()
            .ty(vk::AccelerationStructureTypeKHR::BOTTOM_LEVEL)
            .mode(vk::BuildAccelerationStructureModeKHR::BUILD)
            .dst_acceleration_structure(h(80))
            .geometries(&geoms)
            .scratch_data(vk::DeviceOrHostAddressKHR {
                device_address: 0x5c_0000,
            }),
        vk::AccelerationStructureBuildGeometryInfoKHR::default()
            .ty(vk::AccelerationStructureTypeKHR::TOP_LEVEL)
            .dst_acceleration_structure(h(81))
            .geometries_ptrs(&inst_ptrs),
    ];
    let range = |n: u32| vk::AccelerationStructureBuildRangeInfoKHR {
        primitive_count: n,
        primitive_offset: 4 * n,
        first_vertex: 0,
        transform_offset: 0,
    };
    let r0 = [range(33), range(7)];
    let r1 = [range(1000)];
    let ranges = [r0.as_ptr(), r1.as_ptr()];
    let a = args::CmdBuildAccelerationStructuresKHR {
        command_buffer: h(2),
        info_count: 2,
        p_infos: infos.as_ptr().cast(),
        pp_build_range_infos: ranges.as_ptr(),
    };
    let bytes = request(&a);
    let mut t = server_table(&[
        (vk::ObjectType::COMMAND_BUFFER, 2),
        (vk::ObjectType::ACCELERATION_STRUCTURE_KHR, 80),
        (vk::ObjectType::ACCELERATION_STRUCTURE_KHR, 81),
    ]);
    let arena = Arena::new();
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    let d = req
        .args::<args::CmdBuildAccelerationStructuresKHR>()
        .unwrap();
    // SAFETY: decoded arrays of info_count elements, geometries and ranges as counted.
    unsafe {
        let i = std::slice::from_raw_parts(d.p_infos, 2);
        assert_eq!(i[0].dst_acceleration_structure.as_raw(), 0x9000_0000 + 80);
        assert_eq!(i[1].dst_acceleration_structure.as_raw(), 0x9000_0000 + 81);
        assert_eq!(i[0].scratch_data.device_address, 0x5c_0000);
        let g = std::slice::from_raw_parts(i[0].p_geometries, 2);
        assert_eq!(g[0].geometry_type, vk::GeometryTypeKHR::TRIANGLES);
        let t0 = g[0].geometry.triangles;
        assert_eq!(
            t0.s_type,
            vk::StructureType::ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR
        );
        assert_eq!(t0.vertex_data.device_address, 0xdead_0000);
        assert_eq!(t0.index_data.device_address, 0xbeef_0000);
        assert_eq!((t0.max_vertex, t0.vertex_stride), (99, 12));
        assert_eq!(g[0].flags, vk::GeometryFlagsKHR::OPAQUE);
        assert_eq!(g[1].geometry.aabbs.stride, 24);
        assert_eq!(g[1].geometry.aabbs.data.device_address, 0xaabb_0000);
        assert!(i[1].p_geometries.is_null());
        let gp = *i[1].pp_geometries;
        assert_eq!((*gp).geometry_type, vk::GeometryTypeKHR::INSTANCES);
        assert_eq!((*gp).geometry.instances.data.device_address, 0x1234_0000);
        let rr = std::slice::from_raw_parts(d.pp_build_range_infos, 2);
        let a0 = std::slice::from_raw_parts(rr[0], 2);
        assert_eq!((a0[0].primitive_count, a0[1].primitive_offset), (33, 28));
        assert_eq!((*rr[1]).primitive_count, 1000);
    }
    // Every prefix fails; a selector no union member names is refused on both sides.
    for cut in (0..bytes.len()).step_by(8) {
        assert!(decode_request(&bytes[..cut], &mut t, &arena).is_err());
    }
    let mut bad = bytes.clone();
    // The first geometry's fixed part: sType, pNext count, then geometryType.
    let at = find_u64(
        &bad,
        vk::StructureType::ACCELERATION_STRUCTURE_GEOMETRY_KHR.as_raw() as u64,
    );
    bad[at + 16] = 9;
    assert_eq!(
        decode_request(&bad, &mut t, &arena).unwrap_err().kind(),
        DecodeErrorKind::BadSelector
    );
    let mut odd = geoms;
    odd[1].geometry_type = vk::GeometryTypeKHR::from_raw(9);
    let infos2 = [infos[0].geometries(&odd)];
    let a2 = args::CmdBuildAccelerationStructuresKHR {
        info_count: 1,
        p_infos: infos2.as_ptr().cast(),
        ..a
    };
    let mut buf = vec![0u8; 4096];
    // SAFETY: valid pointers (the selector is not).
    let e = unsafe { encode_request(&a2, &mut Ids, &mut buf) }.unwrap_err();
    assert!(
        matches!(
            e,
            EncodeError::NotCarried {
                name: "geometry",
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn present_results_come_back() {
    let swapchains = [h::<vk::SwapchainKHR>(90), h(91)];
    let indices = [0u32, 2];
    let mut results = [vk::Result::ERROR_UNKNOWN; 2];
    let info = vk::PresentInfoKHR::default()
        .swapchains(&swapchains)
        .image_indices(&indices)
        .results(&mut results);
    let a = args::QueuePresentKHR {
        queue: h(3),
        p_present_info: &info as *const _ as *const _,
    };
    let bytes = request(&a);
    let mut t = server_table(&[
        (vk::ObjectType::QUEUE, 3),
        (vk::ObjectType::SWAPCHAIN_KHR, 90),
        (vk::ObjectType::SWAPCHAIN_KHR, 91),
    ]);
    let arena = Arena::new();
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    let d = req.args::<args::QueuePresentKHR>().unwrap();
    // The "driver" fills the renderer's pResults.
    // SAFETY: decoded, with output storage of swapchainCount results.
    unsafe {
        let pi = &*d.p_present_info;
        assert_eq!(pi.swapchain_count, 2);
        assert!(!pi.p_results.is_null());
        *pi.p_results = vk::Result::SUCCESS;
        *pi.p_results.add(1) = vk::Result::SUBOPTIMAL_KHR;
    }
    let rep = reply(&req, vk::Result::SUBOPTIMAL_KHR.as_raw() as u64);
    // SAFETY: the application's arguments, still valid.
    let r = unsafe { decode_reply(&rep, &a, &mut client_table(&[])) }.unwrap();
    assert_eq!(r as i32, vk::Result::SUBOPTIMAL_KHR.as_raw());
    assert_eq!(results, [vk::Result::SUCCESS, vk::Result::SUBOPTIMAL_KHR]);
    // Truncated replies fail.
    for cut in (0..rep.len()).step_by(8) {
        // SAFETY: as above.
        assert!(unsafe { decode_reply(&rep[..cut], &a, &mut client_table(&[])) }.is_err());
    }
    // Without pResults nothing comes back but the result.
    let info2 = vk::PresentInfoKHR::default()
        .swapchains(&swapchains)
        .image_indices(&indices);
    let a2 = args::QueuePresentKHR {
        queue: h(3),
        p_present_info: &info2 as *const _ as *const _,
    };
    let req2 = decode_request(&request(&a2), &mut t, &arena).unwrap();
    let rep2 = reply(&req2, 0);
    assert_eq!(rep2.len(), 16 + 8);
    let _ = ServerIds;
}

#[test]
fn debug_marker_handles_are_typed_by_the_debug_report_type() {
    let info = vk::DebugMarkerObjectNameInfoEXT::default()
        .object_type(vk::DebugReportObjectTypeEXT::BUFFER)
        .object(0x1000 + 70)
        .object_name(c"vertices");
    let a = args::DebugMarkerSetObjectNameEXT {
        device: h(1),
        p_name_info: &info as *const _ as *const _,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::BUFFER, 70)]);
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    let d = req.args::<args::DebugMarkerSetObjectNameEXT>().unwrap();
    // SAFETY: decoded.
    let n = unsafe { &*d.p_name_info };
    assert_eq!(n.object, 0x9000_0000 + 70);
    // The same id as an image: the table's type check refuses it.
    let mut wrong = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::IMAGE, 70)]);
    let e = decode_request(&bytes, &mut wrong, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadHandle);
    // An object type the registry does not know is refused by the encoder.
    let odd = info.object_type(vk::DebugReportObjectTypeEXT::from_raw(77));
    let a2 = args::DebugMarkerSetObjectNameEXT {
        p_name_info: &odd as *const _ as *const _,
        ..a
    };
    let mut buf = vec![0u8; 512];
    // SAFETY: valid arguments.
    assert!(unsafe { encode_request(&a2, &mut Ids, &mut buf) }.is_err());
    // A report message about an UNKNOWN object sends 0 whatever the object value.
    let m = args::DebugReportMessageEXT {
        instance: h(4),
        flags: vk::DebugReportFlagsEXT::WARNING,
        object_type: vk::DebugReportObjectTypeEXT::UNKNOWN,
        object: 0xffff_ffff,
        location: 1,
        message_code: 2,
        p_layer_prefix: c"L".as_ptr(),
        p_message: c"hello".as_ptr(),
    };
    let mut t2 = server_table(&[(vk::ObjectType::INSTANCE, 4)]);
    let req = decode_request(&request(&m), &mut t2, &arena).unwrap();
    assert_eq!(req.args::<args::DebugReportMessageEXT>().unwrap().object, 0);
}

#[test]
fn descriptor_data_union_follows_the_descriptor_type() {
    let addr = vk::DescriptorAddressInfoEXT::default()
        .address(0xabc0_0000)
        .range(256)
        .format(vk::Format::UNDEFINED);
    let info = vk::DescriptorGetInfoEXT::default()
        .ty(vk::DescriptorType::UNIFORM_BUFFER)
        .data(vk::DescriptorDataEXT {
            p_uniform_buffer: &addr,
        });
    let mut out = [0u8; 64];
    let a = args::GetDescriptorEXT {
        device: h(1),
        p_descriptor_info: &info as *const _ as *const _,
        data_size: 64,
        p_descriptor: out.as_mut_ptr().cast(),
    };
    let arena = Arena::new();
    let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::SAMPLER, 60)]);
    let req = decode_request(&request(&a), &mut t, &arena).unwrap();
    let d = req.args::<args::GetDescriptorEXT>().unwrap();
    // SAFETY: decoded, the union's chosen member is a pointer into the arena.
    unsafe {
        let gi = &*d.p_descriptor_info;
        let u = &*gi.data.p_uniform_buffer;
        assert_eq!((u.address, u.range), (0xabc0_0000, 256));
    }
    let sampler: vk::Sampler = h(60);
    let info = vk::DescriptorGetInfoEXT::default()
        .ty(vk::DescriptorType::SAMPLER)
        .data(vk::DescriptorDataEXT {
            p_sampler: &sampler,
        });
    let a = args::GetDescriptorEXT {
        p_descriptor_info: &info as *const _ as *const _,
        ..a
    };
    let req = decode_request(&request(&a), &mut t, &arena).unwrap();
    let d = req.args::<args::GetDescriptorEXT>().unwrap();
    // SAFETY: as above.
    unsafe {
        assert_eq!(
            (*(*d.p_descriptor_info).data.p_sampler).as_raw(),
            0x9000_0000 + 60
        );
    }
}

/// Captures what `tracing` prints while `f` runs.
fn logged(f: impl FnOnce()) -> String {
    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let buf = Buf::default();
    let w = buf.clone();
    let sub = tracing_subscriber::fmt()
        .with_writer(move || w.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(sub, f);
    String::from_utf8(buf.0.lock().unwrap().clone()).unwrap()
}

#[test]
fn structextends_encoder_skips_and_decoder_refuses() {
    let d = vk_wire::struct_by_name("VkImageViewCreateInfo").unwrap();
    let mut usage = vk::ImageViewUsageCreateInfo::default().usage(vk::ImageUsageFlags::SAMPLED);
    let info = vk::ImageViewCreateInfo::default()
        .image(vk::Image::from_raw(5))
        .push_next(&mut usage);
    let mut buf = vec![0u8; 512];
    // SAFETY: a valid structure.
    let n = unsafe {
        vk_wire::encode_struct(
            d,
            (&info as *const vk::ImageViewCreateInfo).cast(),
            &mut IdentityIds,
            &mut buf,
        )
    }
    .unwrap();
    let good = buf[..n].to_vec();
    let arena = Arena::new();
    vk_wire::decode_struct(d, &good, &mut IdentityIds, &arena).unwrap();
    // The same bytes with a chain member of the same layout that extends image creation, not
    // view creation: refused.
    let mut bad = good.clone();
    let at = find_u64(
        &bad,
        vk::StructureType::IMAGE_VIEW_USAGE_CREATE_INFO.as_raw() as u64,
    );
    bad[at..at + 8].copy_from_slice(
        &(vk::StructureType::IMAGE_STENCIL_USAGE_CREATE_INFO.as_raw() as u64).to_le_bytes(),
    );
    let e = vk_wire::decode_struct(d, &bad, &mut IdentityIds, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NotExtending);
    assert!(!vk_wire::extends(
        Some(vk::StructureType::IMAGE_VIEW_CREATE_INFO.as_raw()),
        vk::StructureType::IMAGE_STENCIL_USAGE_CREATE_INFO.as_raw()
    ));
    // The encoder skips such a member with a log line.
    let mut stencil =
        vk::ImageStencilUsageCreateInfo::default().stencil_usage(vk::ImageUsageFlags::SAMPLED);
    // (ash refuses this chain at compile time: link it by hand, as a C application could.)
    let mut info2 = vk::ImageViewCreateInfo::default().image(vk::Image::from_raw(5));
    info2.p_next = (&mut stencil as *mut vk::ImageStencilUsageCreateInfo).cast();
    let mut m = 0;
    let log = logged(|| {
        // SAFETY: a valid structure.
        m = unsafe {
            vk_wire::encode_struct(
                d,
                (&info2 as *const vk::ImageViewCreateInfo).cast(),
                &mut IdentityIds,
                &mut buf,
            )
        }
        .unwrap();
    });
    assert!(log.contains("does not allow"), "{log}");
    let p = vk_wire::decode_struct(d, &buf[..m], &mut IdentityIds, &arena).unwrap();
    // SAFETY: decoded.
    assert!(unsafe { (*p.cast::<vk::ImageViewCreateInfo>()).p_next }.is_null());
}

#[test]
fn structextends_in_output_chains() {
    let mut v11 = vk::PhysicalDeviceVulkan11Features::default();
    let mut f = vk::PhysicalDeviceFeatures2::default().push_next(&mut v11);
    let a = args::GetPhysicalDeviceFeatures2 {
        physical_device: h(6),
        p_features: &mut f as *mut _ as *mut _,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let mut t = server_table(&[(vk::ObjectType::PHYSICAL_DEVICE, 6)]);
    decode_request(&bytes, &mut t, &arena).unwrap();
    // Swap the requested sType for a flat structure that extends the properties query.
    let v = vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES.as_raw() as u32;
    let at = (0..bytes.len() - 3)
        .find(|&i| bytes[i..i + 4] == v.to_le_bytes())
        .unwrap();
    let mut bad = bytes.clone();
    bad[at..at + 4].copy_from_slice(
        &(vk::StructureType::PHYSICAL_DEVICE_ID_PROPERTIES.as_raw() as u32).to_le_bytes(),
    );
    let e = decode_request(&bad, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NotExtending);
    // The encoder leaves such a member out of the request (and the reply leaves it alone).
    let mut id = vk::PhysicalDeviceIDProperties::default();
    let mut f2 = vk::PhysicalDeviceFeatures2 {
        p_next: (&mut id as *mut vk::PhysicalDeviceIDProperties).cast(),
        ..Default::default()
    };
    let a2 = args::GetPhysicalDeviceFeatures2 {
        physical_device: h(6),
        p_features: &mut f2 as *mut _ as *mut _,
    };
    let log = logged(|| {
        let req = decode_request(&request(&a2), &mut t, &arena).unwrap();
        let d = req.args::<args::GetPhysicalDeviceFeatures2>().unwrap();
        // SAFETY: decoded output storage.
        assert!(unsafe { (*d.p_features).p_next }.is_null());
    });
    assert!(log.contains("skipping"), "{log}");
}

#[test]
fn ignored_arrays_are_never_followed() {
    let dangling: *const u32 = std::ptr::dangling();
    // EXCLUSIVE: pQueueFamilyIndices (and its count) are ignored; a dangling pointer is legal.
    let mut info = vk::BufferCreateInfo::default()
        .size(4096)
        .usage(vk::BufferUsageFlags::VERTEX_BUFFER)
        .sharing_mode(vk::SharingMode::EXCLUSIVE);
    info.queue_family_index_count = 3;
    info.p_queue_family_indices = dangling;
    let d = vk_wire::struct_by_name("VkBufferCreateInfo").unwrap();
    let mut buf = vec![0u8; 256];
    // SAFETY: a valid structure (the ignored pointer is never read).
    let n = unsafe {
        vk_wire::encode_struct(
            d,
            (&info as *const vk::BufferCreateInfo).cast(),
            &mut IdentityIds,
            &mut buf,
        )
    }
    .unwrap();
    let arena = Arena::new();
    let p = vk_wire::decode_struct(d, &buf[..n], &mut IdentityIds, &arena).unwrap();
    // SAFETY: decoded.
    let got = unsafe { &*p.cast::<vk::BufferCreateInfo>() };
    assert_eq!(got.queue_family_index_count, 3);
    assert!(got.p_queue_family_indices.is_null());
    // CONCURRENT: the indices travel.
    let families = [0u32, 2];
    let info = info
        .sharing_mode(vk::SharingMode::CONCURRENT)
        .queue_family_indices(&families);
    // SAFETY: a valid structure.
    let n = unsafe {
        vk_wire::encode_struct(
            d,
            (&info as *const vk::BufferCreateInfo).cast(),
            &mut IdentityIds,
            &mut buf,
        )
    }
    .unwrap();
    let p = vk_wire::decode_struct(d, &buf[..n], &mut IdentityIds, &arena).unwrap();
    // SAFETY: decoded, two indices.
    let got = unsafe {
        std::slice::from_raw_parts(
            (*p.cast::<vk::BufferCreateInfo>()).p_queue_family_indices,
            2,
        )
    };
    assert_eq!(got, families);
    // Immutable samplers of a uniform-buffer binding are ignored too.
    let mut b = vk::DescriptorSetLayoutBinding::default()
        .descriptor_type(vk::DescriptorType::UNIFORM_BUFFER)
        .descriptor_count(4);
    b.p_immutable_samplers = std::ptr::dangling();
    let d = vk_wire::struct_by_name("VkDescriptorSetLayoutBinding").unwrap();
    // SAFETY: valid (the ignored pointer is never read).
    let n = unsafe {
        vk_wire::encode_struct(
            d,
            (&b as *const vk::DescriptorSetLayoutBinding).cast(),
            &mut IdentityIds,
            &mut buf,
        )
    }
    .unwrap();
    let p = vk_wire::decode_struct(d, &buf[..n], &mut IdentityIds, &arena).unwrap();
    // SAFETY: decoded.
    let got = unsafe { &*p.cast::<vk::DescriptorSetLayoutBinding>() };
    assert!(got.p_immutable_samplers.is_null());
}

#[test]
fn ignored_pipeline_states_are_never_followed() {
    let dangle = |n: usize| n as *const u8;
    let stages = [vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::VERTEX)
        .module(h(20))
        .name(c"main")];
    let dyns = [vk::DynamicState::VIEWPORT, vk::DynamicState::SCISSOR];
    let dy = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dyns);
    // Dynamic viewport and scissor: their arrays are ignored (left dangling here).
    let mut vp = vk::PipelineViewportStateCreateInfo::default()
        .viewport_count(1)
        .scissor_count(1);
    vp.p_viewports = dangle(8).cast();
    vp.p_scissors = dangle(16).cast();
    // Rasterizer discard: multisample, depth-stencil and colour-blend states are ignored.
    let rs = vk::PipelineRasterizationStateCreateInfo::default()
        .rasterizer_discard_enable(true)
        .line_width(1.0);
    let vi = vk::PipelineVertexInputStateCreateInfo::default();
    let ia = vk::PipelineInputAssemblyStateCreateInfo::default();
    let mut info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vi)
        .input_assembly_state(&ia)
        .rasterization_state(&rs)
        .dynamic_state(&dy)
        .layout(h(30));
    info.p_viewport_state = &vp;
    // No tessellation stages: the tessellation state is ignored.
    info.p_tessellation_state = dangle(24).cast();
    info.p_multisample_state = dangle(32).cast();
    info.p_depth_stencil_state = dangle(40).cast();
    info.p_color_blend_state = dangle(48).cast();
    let mut pipeline: vk::Pipeline = h(40);
    let a = args::CreateGraphicsPipelines {
        device: h(1),
        pipeline_cache: vk::PipelineCache::null(),
        create_info_count: 1,
        p_create_infos: &info as *const _ as *const _,
        p_allocator: std::ptr::null(),
        p_pipelines: &mut pipeline,
    };
    let bytes = request(&a);
    let arena = Arena::new();
    let mut t = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::SHADER_MODULE, 20),
        (vk::ObjectType::PIPELINE_LAYOUT, 30),
    ]);
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    let d = req.args::<args::CreateGraphicsPipelines>().unwrap();
    // SAFETY: decoded.
    let ci = unsafe { &*d.p_create_infos };
    assert!(ci.p_tessellation_state.is_null());
    assert!(ci.p_multisample_state.is_null());
    assert!(ci.p_depth_stencil_state.is_null());
    assert!(ci.p_color_blend_state.is_null());
    assert!(
        ci.p_viewport_state.is_null(),
        "ignored with rasterizer discard"
    );
    assert!(!ci.p_vertex_input_state.is_null() && !ci.p_input_assembly_state.is_null());
    // Without rasterizer discard the viewport state travels, without its dynamic arrays.
    let rs2 = rs.rasterizer_discard_enable(false);
    let ms = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_1);
    let mut info2 = info.rasterization_state(&rs2).multisample_state(&ms);
    info2.p_depth_stencil_state = std::ptr::null();
    info2.p_color_blend_state = std::ptr::null();
    let a2 = args::CreateGraphicsPipelines {
        p_create_infos: &info2 as *const _ as *const _,
        ..a
    };
    let req = decode_request(&request(&a2), &mut t, &arena).unwrap();
    let d = req.args::<args::CreateGraphicsPipelines>().unwrap();
    // SAFETY: decoded.
    let ci = unsafe { &*d.p_create_infos };
    // SAFETY: as above.
    let v = unsafe { &*ci.p_viewport_state };
    assert_eq!((v.viewport_count, v.scissor_count), (1, 1));
    assert!(v.p_viewports.is_null() && v.p_scissors.is_null());
    assert!(!ci.p_multisample_state.is_null());
    assert!(ci.p_tessellation_state.is_null());
}
