//! Hand-written round trips of requests built from real ash structures.

use crate::common::{Ids, server_table};
use ash::vk;
use ash::vk::Handle as _;
use std::ffi::{CStr, c_char};
use vk_wire::{
    Arena, DecodeErrorKind, EncodeError, args, decode_request, encode_request, request_size,
};

fn h<T: vk::Handle>(id: u64) -> T {
    T::from_raw(0x1000 + id)
}

fn cstr<'a>(p: *const c_char) -> &'a str {
    // SAFETY: decoded strings are NUL-terminated arena data (checked by the decoder).
    unsafe { CStr::from_ptr(p) }.to_str().unwrap()
}

fn encode<A: vk_wire::CommandArgs>(a: &A) -> Vec<u8> {
    // SAFETY: the tests' arguments are valid Vulkan arguments.
    let n = unsafe { request_size(a) }.unwrap();
    let mut buf = vec![0u8; n];
    // SAFETY: as above.
    let m = unsafe { encode_request(a, &mut Ids, &mut buf) }.unwrap();
    assert_eq!(m, n, "size function and encoder agree");
    assert_eq!(n % 8, 0);
    buf
}

#[test]
fn create_instance_strings_and_chain() {
    let app_name = c"demo";
    let app = vk::ApplicationInfo::default()
        .application_name(app_name)
        .api_version(vk::API_VERSION_1_3);
    let layers = [c"VK_LAYER_KHRONOS_validation".as_ptr()];
    let exts = [c"VK_KHR_surface".as_ptr(), c"VK_EXT_debug_utils".as_ptr()];
    let enables = [vk::ValidationFeatureEnableEXT::BEST_PRACTICES];
    let mut features = vk::ValidationFeaturesEXT::default().enabled_validation_features(&enables);
    let info = vk::InstanceCreateInfo::default()
        .application_info(&app)
        .enabled_layer_names(&layers)
        .enabled_extension_names(&exts)
        .push_next(&mut features);
    let mut instance: vk::Instance = h(7);
    let a = args::CreateInstance {
        p_create_info: &info as *const _ as *const _,
        p_allocator: std::ptr::dangling(),
        p_instance: &mut instance,
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let mut table = server_table(&[]);
    let req = decode_request(&bytes, &mut table, &arena).unwrap();
    let d = req.args::<args::CreateInstance>().unwrap();
    assert!(
        d.p_allocator.is_null(),
        "allocation callbacks are never forwarded"
    );
    // SAFETY: decoded pointers point into the arena.
    let ci = unsafe { &*d.p_create_info };
    assert_eq!(ci.s_type, vk::StructureType::INSTANCE_CREATE_INFO);
    // SAFETY: as above.
    let ai = unsafe { &*ci.p_application_info };
    assert_eq!(cstr(ai.p_application_name), "demo");
    assert!(ai.p_engine_name.is_null());
    assert_eq!(ai.api_version, vk::API_VERSION_1_3);
    assert_eq!(ci.enabled_extension_count, 2);
    let names: Vec<&str> = (0..2)
        // SAFETY: as above.
        .map(|i| cstr(unsafe { *ci.pp_enabled_extension_names.add(i) }))
        .collect();
    assert_eq!(names, ["VK_KHR_surface", "VK_EXT_debug_utils"]);
    // SAFETY: as above.
    let layer = unsafe { *ci.pp_enabled_layer_names };
    assert_eq!(cstr(layer), "VK_LAYER_KHRONOS_validation");
    // SAFETY: as above.
    let vf = unsafe { &*(ci.p_next as *const vk::ValidationFeaturesEXT) };
    assert_eq!(vf.s_type, vk::StructureType::VALIDATION_FEATURES_EXT);
    assert!(vf.p_next.is_null());
    // SAFETY: as above.
    let en = unsafe { *vf.p_enabled_validation_features };
    assert_eq!(en, vk::ValidationFeatureEnableEXT::BEST_PRACTICES);
    assert_eq!(req.new_handles.len(), 1);
    assert_eq!(req.new_handles[0].id, 7);
    assert_eq!(req.new_handles[0].ty, vk::ObjectType::INSTANCE);
    let dump = vk_wire::dump(&bytes).unwrap();
    assert!(dump.starts_with("vkCreateInstance"), "{dump}");
    assert!(dump.contains("\"VK_EXT_debug_utils\""), "{dump}");
    assert!(dump.contains("VkValidationFeaturesEXT"), "{dump}");
}

#[test]
fn debug_messenger_in_chain_is_refused() {
    let mut dbg = vk::DebugUtilsMessengerCreateInfoEXT::default();
    let info = vk::InstanceCreateInfo::default().push_next(&mut dbg);
    let mut instance: vk::Instance = h(1);
    let a = args::CreateInstance {
        p_create_info: &info as *const _ as *const _,
        p_allocator: std::ptr::null(),
        p_instance: &mut instance,
    };
    // SAFETY: valid arguments.
    let e = unsafe { encode_request(&a, &mut Ids, &mut [0u8; 1024]) }.unwrap_err();
    assert!(
        matches!(
            e,
            EncodeError::NotCarried {
                name: "VkDebugUtilsMessengerCreateInfoEXT",
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn unknown_stype_is_skipped_by_encoder_and_rejected_by_decoder() {
    #[repr(C)]
    struct Foreign {
        s_type: i32,
        p_next: *const std::ffi::c_void,
        x: u64,
    }
    let mut timeline = vk::SemaphoreTypeCreateInfo::default()
        .semaphore_type(vk::SemaphoreType::TIMELINE)
        .initial_value(5);
    let foreign = Foreign {
        s_type: 0x7fff_0001,
        p_next: &mut timeline as *mut _ as *const _,
        x: 1,
    };
    let info = vk::SemaphoreCreateInfo {
        p_next: &foreign as *const Foreign as *const _,
        ..Default::default()
    };
    let mut sem: vk::Semaphore = h(3);
    let a = args::CreateSemaphore {
        device: h(1),
        p_create_info: &info as *const _ as *const _,
        p_allocator: std::ptr::null(),
        p_semaphore: &mut sem,
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let mut table = server_table(&[(vk::ObjectType::DEVICE, 1)]);
    let req = decode_request(&bytes, &mut table, &arena).unwrap();
    let d = req.args::<args::CreateSemaphore>().unwrap();
    assert_eq!(d.device, vk::Device::from_raw_for_test(0x9000_0001));
    // SAFETY: arena pointers.
    let next = unsafe { &*((*d.p_create_info).p_next as *const vk::SemaphoreTypeCreateInfo) };
    assert_eq!(next.s_type, vk::StructureType::SEMAPHORE_TYPE_CREATE_INFO);
    assert_eq!(next.initial_value, 5);
    assert!(next.p_next.is_null());

    // Forge the chain member's sType on the wire: the decoder must refuse it.
    let st = (vk::StructureType::SEMAPHORE_TYPE_CREATE_INFO.as_raw() as u32).to_le_bytes();
    let pos = bytes
        .windows(8)
        .position(|w| w[..4] == st && w[4..] == [0; 4])
        .unwrap();
    let mut bad = bytes.clone();
    bad[pos..pos + 4].copy_from_slice(&0x7fff_0001u32.to_le_bytes());
    let e = decode_request(
        &bad,
        &mut server_table(&[(vk::ObjectType::DEVICE, 1)]),
        &arena,
    )
    .unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadSType);
}

trait FromRawForTest {
    fn from_raw_for_test(raw: u64) -> Self;
}
impl<T: vk::Handle> FromRawForTest for T {
    fn from_raw_for_test(raw: u64) -> Self {
        T::from_raw(raw)
    }
}

#[test]
fn handle_types_are_checked() {
    let a = args::CmdDraw {
        command_buffer: h(5),
        vertex_count: 3,
        instance_count: 1,
        first_vertex: 0,
        first_instance: 0,
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let e = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::BUFFER, 5)]),
        &arena,
    )
    .unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadHandle);
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::COMMAND_BUFFER, 5)]),
        &arena,
    )
    .unwrap();
    assert_eq!(req.args::<args::CmdDraw>().unwrap().vertex_count, 3);
    assert!(
        req.args::<args::CmdDispatch>().is_none(),
        "args of another command are refused"
    );
}

#[test]
fn shader_code_is_code_size_over_four_words() {
    let code: Vec<u32> = (0..37).map(|i| 0x0723_0203 ^ i).collect();
    let info = vk::ShaderModuleCreateInfo::default().code(&code);
    assert_eq!(info.code_size, 37 * 4);
    let mut module: vk::ShaderModule = h(9);
    let a = args::CreateShaderModule {
        device: h(1),
        p_create_info: &info as *const _ as *const _,
        p_allocator: std::ptr::null(),
        p_shader_module: &mut module,
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let req = decode_request(
        &bytes,
        &mut server_table(&[(vk::ObjectType::DEVICE, 1)]),
        &arena,
    )
    .unwrap();
    // SAFETY: arena pointers.
    let ci = unsafe {
        &*req
            .args::<args::CreateShaderModule>()
            .unwrap()
            .p_create_info
    };
    // SAFETY: the decoder allocated code_size / 4 words.
    let got = unsafe { std::slice::from_raw_parts(ci.p_code, ci.code_size / 4) };
    assert_eq!(got, &code[..]);

    // A code size that disagrees with the words sent is refused.
    let mut bad = bytes.clone();
    let off = vk_wire::HEADER_SIZE + 32 + 24; // args (32 bytes), then the create info: codeSize at 24
    assert_eq!(
        u64::from_le_bytes(bad[off..off + 8].try_into().unwrap()),
        37 * 4
    );
    bad[off..off + 8].copy_from_slice(&(36u64 * 4).to_le_bytes());
    let e = decode_request(
        &bad,
        &mut server_table(&[(vk::ObjectType::DEVICE, 1)]),
        &arena,
    )
    .unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::LengthMismatch);
}

/// A graphics pipeline with most of its sub-states, a sample mask, specialization data and a
/// rendering-info chain. Returns the encoded request.
pub fn graphics_pipeline_bytes(stages_n: usize) -> Vec<u8> {
    let spec_entries = [
        vk::SpecializationMapEntry {
            constant_id: 0,
            offset: 0,
            size: 4,
        },
        vk::SpecializationMapEntry {
            constant_id: 1,
            offset: 4,
            size: 8,
        },
    ];
    let spec_data = [1u8, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    let spec = vk::SpecializationInfo::default()
        .map_entries(&spec_entries)
        .data(&spec_data);
    let stages: Vec<vk::PipelineShaderStageCreateInfo> = (0..stages_n)
        .map(|i| {
            vk::PipelineShaderStageCreateInfo::default()
                .stage(if i % 2 == 0 {
                    vk::ShaderStageFlags::VERTEX
                } else {
                    vk::ShaderStageFlags::FRAGMENT
                })
                .module(h(20 + i as u64))
                .name(c"main")
                .specialization_info(&spec)
        })
        .collect();
    let bindings = [vk::VertexInputBindingDescription {
        binding: 0,
        stride: 32,
        input_rate: vk::VertexInputRate::VERTEX,
    }];
    let attrs: Vec<vk::VertexInputAttributeDescription> = (0..8)
        .map(|i| vk::VertexInputAttributeDescription {
            location: i,
            binding: 0,
            format: vk::Format::R32G32B32A32_SFLOAT,
            offset: 4 * i,
        })
        .collect();
    let vi = vk::PipelineVertexInputStateCreateInfo::default()
        .vertex_binding_descriptions(&bindings)
        .vertex_attribute_descriptions(&attrs);
    let ia = vk::PipelineInputAssemblyStateCreateInfo::default()
        .topology(vk::PrimitiveTopology::TRIANGLE_LIST);
    let vp = vk::PipelineViewportStateCreateInfo::default()
        .viewport_count(1)
        .scissor_count(1);
    let rs = vk::PipelineRasterizationStateCreateInfo::default().line_width(1.0);
    let mask = [0xffff_ffffu32, 0x0000_ffff];
    let ms = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_64)
        .sample_mask(&mask);
    let ds = vk::PipelineDepthStencilStateCreateInfo::default().depth_test_enable(true);
    let att = [vk::PipelineColorBlendAttachmentState::default()
        .color_write_mask(vk::ColorComponentFlags::RGBA); 4];
    let cb = vk::PipelineColorBlendStateCreateInfo::default()
        .attachments(&att)
        .blend_constants([0.5; 4]);
    let dyns = [vk::DynamicState::VIEWPORT, vk::DynamicState::SCISSOR];
    let dy = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dyns);
    let formats = [vk::Format::B8G8R8A8_UNORM; 4];
    let mut rendering = vk::PipelineRenderingCreateInfo::default()
        .color_attachment_formats(&formats)
        .depth_attachment_format(vk::Format::D32_SFLOAT);
    let info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vi)
        .input_assembly_state(&ia)
        .viewport_state(&vp)
        .rasterization_state(&rs)
        .multisample_state(&ms)
        .depth_stencil_state(&ds)
        .color_blend_state(&cb)
        .dynamic_state(&dy)
        .layout(h(30))
        .push_next(&mut rendering);
    let mut pipeline: vk::Pipeline = h(40);
    let a = args::CreateGraphicsPipelines {
        device: h(1),
        pipeline_cache: vk::PipelineCache::null(),
        create_info_count: 1,
        p_create_infos: &info as *const _ as *const _,
        p_allocator: std::ptr::null(),
        p_pipelines: &mut pipeline,
    };
    encode(&a)
}

pub fn pipeline_table() -> crate::common::Table {
    let mut t = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::PIPELINE_LAYOUT, 30),
    ]);
    for i in 0..8 {
        t.add(vk::ObjectType::SHADER_MODULE, 20 + i, 0x9000_0000 + 20 + i);
    }
    t
}

#[test]
fn graphics_pipeline_round_trip() {
    let bytes = graphics_pipeline_bytes(2);
    let arena = Arena::new();
    let req = decode_request(&bytes, &mut pipeline_table(), &arena).unwrap();
    let a = req.args::<args::CreateGraphicsPipelines>().unwrap();
    assert!(a.pipeline_cache == vk::PipelineCache::null());
    // SAFETY: arena pointers, lengths checked by the decoder.
    unsafe {
        let ci = &*a.p_create_infos;
        assert_eq!(ci.stage_count, 2);
        let st = std::slice::from_raw_parts(ci.p_stages, 2);
        assert_eq!(st[1].stage, vk::ShaderStageFlags::FRAGMENT);
        assert_eq!(st[1].module, vk::ShaderModule::from_raw(0x9000_0000 + 21));
        assert_eq!(cstr(st[0].p_name), "main");
        let sp = &*st[0].p_specialization_info;
        assert_eq!(sp.data_size, 12);
        assert_eq!(
            std::slice::from_raw_parts(sp.p_data as *const u8, 12)[11],
            12
        );
        assert_eq!((*sp.p_map_entries.add(1)).size, 8);
        let ms = &*ci.p_multisample_state;
        assert_eq!(ms.rasterization_samples, vk::SampleCountFlags::TYPE_64);
        // (64 + 31) / 32 = 2 words of sample mask.
        assert_eq!(
            std::slice::from_raw_parts(ms.p_sample_mask, 2),
            &[0xffff_ffff, 0xffff]
        );
        let vi = &*ci.p_vertex_input_state;
        assert_eq!((*vi.p_vertex_attribute_descriptions.add(7)).offset, 28);
        let vp = &*ci.p_viewport_state;
        assert!(
            vp.p_viewports.is_null(),
            "optional arrays with a count stay null"
        );
        let cb = &*ci.p_color_blend_state;
        assert_eq!(cb.blend_constants, [0.5; 4]);
        assert_eq!(cb.attachment_count, 4);
        assert_eq!(ci.layout, vk::PipelineLayout::from_raw(0x9000_0000 + 30));
        let r = &*(ci.p_next as *const vk::PipelineRenderingCreateInfo);
        assert_eq!(r.color_attachment_count, 4);
        assert_eq!(
            *r.p_color_attachment_formats.add(3),
            vk::Format::B8G8R8A8_UNORM
        );
        assert_eq!(r.depth_attachment_format, vk::Format::D32_SFLOAT);
    }
    assert_eq!(req.new_handles.len(), 1);
    assert_eq!(req.new_handles[0].id, 40);
}

#[test]
fn allocate_descriptor_sets_count_lives_in_another_struct() {
    let layouts = [h::<vk::DescriptorSetLayout>(4), h(4), h(5)];
    let info = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(h(3))
        .set_layouts(&layouts);
    let mut sets: [vk::DescriptorSet; 3] = [h(100), h(101), h(102)];
    let a = args::AllocateDescriptorSets {
        device: h(1),
        p_allocate_info: &info as *const _ as *const _,
        p_descriptor_sets: sets.as_mut_ptr(),
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let mut t = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::DESCRIPTOR_POOL, 3),
        (vk::ObjectType::DESCRIPTOR_SET_LAYOUT, 4),
        (vk::ObjectType::DESCRIPTOR_SET_LAYOUT, 5),
    ]);
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    let ids: Vec<u64> = req.new_handles.iter().map(|n| n.id).collect();
    assert_eq!(ids, [100, 101, 102]);
    assert!(
        req.new_handles
            .iter()
            .all(|n| n.ty == vk::ObjectType::DESCRIPTOR_SET)
    );
    // An id already in use is refused by the table.
    t.add(vk::ObjectType::DESCRIPTOR_SET, 101, 1);
    assert_eq!(
        decode_request(&bytes, &mut t, &arena).unwrap_err().kind(),
        DecodeErrorKind::BadHandle
    );
}

/// A realistic recorded command stream: binds, push constants, draws, barriers.
pub fn cmd_stream(draws: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut buf = vec![0u8; 4096];
    let mut push = |n: usize, buf: &[u8]| out.extend_from_slice(&buf[..n]);
    let cb: vk::CommandBuffer = h(2);
    for i in 0..draws {
        // SAFETY: all arguments below are valid.
        unsafe {
            if i % 16 == 0 {
                let barrier = [vk::ImageMemoryBarrier::default()
                    .image(h(50))
                    .old_layout(vk::ImageLayout::UNDEFINED)
                    .new_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
                    .subresource_range(vk::ImageSubresourceRange {
                        aspect_mask: vk::ImageAspectFlags::COLOR,
                        base_mip_level: 0,
                        level_count: 1,
                        base_array_layer: 0,
                        layer_count: 1,
                    })];
                let a = args::CmdPipelineBarrier {
                    command_buffer: cb,
                    src_stage_mask: vk::PipelineStageFlags::TOP_OF_PIPE,
                    dst_stage_mask: vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
                    dependency_flags: vk::DependencyFlags::empty(),
                    memory_barrier_count: 0,
                    p_memory_barriers: std::ptr::null(),
                    buffer_memory_barrier_count: 0,
                    p_buffer_memory_barriers: std::ptr::null(),
                    image_memory_barrier_count: 1,
                    p_image_memory_barriers: barrier.as_ptr() as *const _,
                };
                push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
                let a = args::CmdBindPipeline {
                    command_buffer: cb,
                    pipeline_bind_point: vk::PipelineBindPoint::GRAPHICS,
                    pipeline: h(40),
                };
                push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
            }
            let sets = [h::<vk::DescriptorSet>(60 + (i as u64 % 4))];
            let a = args::CmdBindDescriptorSets {
                command_buffer: cb,
                pipeline_bind_point: vk::PipelineBindPoint::GRAPHICS,
                layout: h(30),
                first_set: 0,
                descriptor_set_count: 1,
                p_descriptor_sets: sets.as_ptr(),
                dynamic_offset_count: 0,
                p_dynamic_offsets: std::ptr::null(),
            };
            push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
            let vbs = [h::<vk::Buffer>(70), h(71)];
            let offs = [0u64, 4096 * i as u64];
            let a = args::CmdBindVertexBuffers {
                command_buffer: cb,
                first_binding: 0,
                binding_count: 2,
                p_buffers: vbs.as_ptr(),
                p_offsets: offs.as_ptr(),
            };
            push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
            let a = args::CmdBindIndexBuffer {
                command_buffer: cb,
                buffer: h(72),
                offset: 0,
                index_type: vk::IndexType::UINT16,
            };
            push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
            let pc = [i as f32; 16];
            let a = args::CmdPushConstants {
                command_buffer: cb,
                layout: h(30),
                stage_flags: vk::ShaderStageFlags::VERTEX,
                offset: 0,
                size: 64,
                p_values: pc.as_ptr().cast(),
            };
            push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
            let a = args::CmdDrawIndexed {
                command_buffer: cb,
                index_count: 36,
                instance_count: 1,
                first_index: 0,
                vertex_offset: 0,
                first_instance: 0,
            };
            push(encode_request(&a, &mut Ids, &mut buf).unwrap(), &buf);
        }
    }
    out
}

pub fn stream_table() -> crate::common::Table {
    let mut t = server_table(&[
        (vk::ObjectType::COMMAND_BUFFER, 2),
        (vk::ObjectType::PIPELINE_LAYOUT, 30),
        (vk::ObjectType::PIPELINE, 40),
        (vk::ObjectType::IMAGE, 50),
        (vk::ObjectType::BUFFER, 70),
        (vk::ObjectType::BUFFER, 71),
        (vk::ObjectType::BUFFER, 72),
    ]);
    for i in 60..64 {
        t.add(vk::ObjectType::DESCRIPTOR_SET, i, 0x9000_0000 + i);
    }
    t
}

#[test]
fn cmd_stream_round_trip_and_dump() {
    let stream = cmd_stream(20);
    let mut arena = Arena::new();
    let mut t = stream_table();
    let mut rest = &stream[..];
    let mut names = Vec::new();
    let mut draws = 0;
    while !rest.is_empty() {
        let (_, msg, r) = vk_wire::next_message(rest).unwrap();
        rest = r;
        arena.reset();
        let req = decode_request(msg, &mut t, &arena).unwrap();
        names.push(req.command.name);
        if let Some(p) = req.args::<args::CmdPushConstants>() {
            // SAFETY: 64 bytes decoded.
            let v = unsafe { std::slice::from_raw_parts(p.p_values as *const f32, 16) };
            assert_eq!(v[15], draws as f32);
        }
        if let Some(d) = req.args::<args::CmdDrawIndexed>() {
            assert_eq!(d.index_count, 36);
            draws += 1;
        }
        if let Some(b) = req.args::<args::CmdBindVertexBuffers>() {
            // SAFETY: two offsets decoded.
            assert_eq!(unsafe { *b.p_offsets.add(1) }, 4096 * draws as u64);
            // SAFETY: two buffers decoded.
            let b1 = unsafe { *b.p_buffers.add(1) };
            assert_eq!(b1, vk::Buffer::from_raw(0x9000_0000 + 71));
        }
    }
    assert_eq!(draws, 20);
    assert_eq!(names[0], "vkCmdPipelineBarrier");
    let dump = vk_wire::dump(&stream).unwrap();
    assert_eq!(dump.lines().count(), names.len());
    assert!(
        dump.contains("vkCmdDrawIndexed { commandBuffer: #2, indexCount: 36,"),
        "{}",
        &dump[..400]
    );
}

#[test]
fn debug_name_handle_is_typed_by_object_type() {
    let info = vk::DebugUtilsObjectNameInfoEXT {
        object_type: vk::ObjectType::IMAGE,
        object_handle: 0x1000 + 50,
        p_object_name: c"albedo".as_ptr(),
        ..Default::default()
    };
    let a = args::SetDebugUtilsObjectNameEXT {
        device: h(1),
        p_name_info: &info as *const _ as *const _,
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::IMAGE, 50)]);
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    // SAFETY: arena pointers.
    let ni = unsafe {
        &*req
            .args::<args::SetDebugUtilsObjectNameEXT>()
            .unwrap()
            .p_name_info
    };
    assert_eq!(ni.object_handle, 0x9000_0000 + 50);
    assert_eq!(cstr(ni.p_object_name), "albedo");
    let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::BUFFER, 50)]);
    let e = decode_request(&bytes, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadHandle);
}

#[test]
fn write_descriptor_set_reads_only_the_selected_array() {
    let images = [vk::DescriptorImageInfo {
        sampler: h(80),
        image_view: h(81),
        image_layout: vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
    }];
    // The ignored arrays hold garbage pointers: the encoder must not follow them.
    let write = vk::WriteDescriptorSet {
        dst_set: h(60),
        dst_binding: 2,
        descriptor_count: 1,
        descriptor_type: vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
        p_image_info: images.as_ptr(),
        p_buffer_info: std::ptr::dangling(),
        p_texel_buffer_view: std::ptr::dangling(),
        ..Default::default()
    };
    let a = args::UpdateDescriptorSets {
        device: h(1),
        descriptor_write_count: 1,
        p_descriptor_writes: &write as *const _ as *const _,
        descriptor_copy_count: 0,
        p_descriptor_copies: std::ptr::null(),
    };
    let bytes = encode(&a);
    let arena = Arena::new();
    let mut t = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::DESCRIPTOR_SET, 60),
        (vk::ObjectType::SAMPLER, 80),
        (vk::ObjectType::IMAGE_VIEW, 81),
    ]);
    let req = decode_request(&bytes, &mut t, &arena).unwrap();
    // SAFETY: arena pointers.
    unsafe {
        let w = &*req
            .args::<args::UpdateDescriptorSets>()
            .unwrap()
            .p_descriptor_writes;
        assert!(w.p_buffer_info.is_null() && w.p_texel_buffer_view.is_null());
        assert_eq!(
            (*w.p_image_info).image_view,
            vk::ImageView::from_raw(0x9000_0000 + 81)
        );
        assert_eq!(
            (*w.p_image_info).sampler,
            vk::Sampler::from_raw(0x9000_0000 + 80)
        );
    }
}

/// A long `pNext` chain (zink's `vkCreateDevice` carries about twenty feature structures) is
/// dumped link by link, once each: the dump printed the rest of the chain again inside every
/// link, which took over 2 GB for a real zink request (found by the `vk_wire_request` fuzz
/// target on its seed corpus).
#[test]
fn dump_prints_each_link_of_a_long_chain_once() {
    let mut links: Vec<vk::PhysicalDeviceMultiviewFeatures> = (0..24)
        .map(|_| vk::PhysicalDeviceMultiviewFeatures::default())
        .collect();
    for i in (0..links.len() - 1).rev() {
        let next = &mut links[i + 1] as *mut _ as *mut std::ffi::c_void;
        links[i].p_next = next;
    }
    let info = vk::DeviceCreateInfo {
        p_next: &links[0] as *const _ as *const std::ffi::c_void,
        ..Default::default()
    };
    let mut device: vk::Device = h(3);
    let a = args::CreateDevice {
        physical_device: h(2),
        p_create_info: &info as *const _ as *const _,
        p_allocator: std::ptr::null(),
        p_device: &mut device,
    };
    let dump = vk_wire::dump(&encode(&a)).unwrap();
    assert_eq!(
        dump.matches("VkPhysicalDeviceMultiviewFeatures").count(),
        24,
        "{dump}"
    );
    assert!(dump.len() < 8192, "{} bytes", dump.len());
}
