//! Criterion benchmarks: encode and decode of a recorded command stream and of a large
//! graphics pipeline, with a memcpy of the same bytes measured in the same run; and a
//! zink-like frame appended as the ICD records it and decoded as the renderer replays it.
//!
//! `cargo bench -p vk-wire -- --warm-up-time 1 --measurement-time 3`

use ash::vk;
use ash::vk::Handle as _;
use criterion::{BenchmarkId, Criterion, Throughput, black_box, criterion_group, criterion_main};
use vk_wire::{Arena, DecodeError, DecodeErrorKind, EncodeError, HandleTable, IdMap, args};

/// Client ids: handle value `0x1000 + id`.
struct Ids;
impl IdMap for Ids {
    fn id(&mut self, _ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        Ok(raw - 0x1000)
    }
}

/// A server table as a renderer would keep it: a vector indexed by id, type-checked.
struct Table(Vec<(vk::ObjectType, u64)>);
impl HandleTable for Table {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        match self.0.get(id as usize) {
            Some(&(t, h)) if t == ty => Ok(h),
            _ => Err(DecodeError::new(DecodeErrorKind::BadHandle, "table")),
        }
    }
}

fn table() -> Table {
    let mut t = vec![(vk::ObjectType::UNKNOWN, 0); 128];
    let mut set = |id: usize, ty| t[id] = (ty, 0x9000_0000 + id as u64);
    set(1, vk::ObjectType::DEVICE);
    set(2, vk::ObjectType::COMMAND_BUFFER);
    set(30, vk::ObjectType::PIPELINE_LAYOUT);
    set(40, vk::ObjectType::PIPELINE);
    set(50, vk::ObjectType::IMAGE);
    set(51, vk::ObjectType::IMAGE_VIEW);
    for i in 20..28 {
        set(i, vk::ObjectType::SHADER_MODULE);
    }
    for i in 60..64 {
        set(i, vk::ObjectType::DESCRIPTOR_SET);
    }
    for i in 70..73 {
        set(i, vk::ObjectType::BUFFER);
    }
    Table(t)
}

fn h<T: vk::Handle>(id: u64) -> T {
    T::from_raw(0x1000 + id)
}

/// Records `draws` draws: every 16 draws a barrier and a pipeline bind; per draw a descriptor
/// set bind, two vertex buffers, an index buffer, 64 bytes of push constants, a draw.
fn encode_stream(draws: usize, out: &mut [u8]) -> usize {
    let cb: vk::CommandBuffer = h(2);
    let mut pos = 0;
    macro_rules! put {
        ($a:expr) => {
            // SAFETY: the arguments are valid.
            pos += unsafe { vk_wire::encode_request(&$a, &mut Ids, &mut out[pos..]) }.unwrap()
        };
    }
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
    let vbs = [h::<vk::Buffer>(70), h(71)];
    for i in 0..draws {
        if i % 16 == 0 {
            put!(args::CmdPipelineBarrier {
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
            });
            put!(args::CmdBindPipeline {
                command_buffer: cb,
                pipeline_bind_point: vk::PipelineBindPoint::GRAPHICS,
                pipeline: h(40),
            });
        }
        let sets = [h::<vk::DescriptorSet>(60 + (i as u64 % 4))];
        put!(args::CmdBindDescriptorSets {
            command_buffer: cb,
            pipeline_bind_point: vk::PipelineBindPoint::GRAPHICS,
            layout: h(30),
            first_set: 0,
            descriptor_set_count: 1,
            p_descriptor_sets: sets.as_ptr(),
            dynamic_offset_count: 0,
            p_dynamic_offsets: std::ptr::null(),
        });
        let offs = [0u64, 4096 * i as u64];
        put!(args::CmdBindVertexBuffers {
            command_buffer: cb,
            first_binding: 0,
            binding_count: 2,
            p_buffers: vbs.as_ptr(),
            p_offsets: offs.as_ptr(),
        });
        put!(args::CmdBindIndexBuffer {
            command_buffer: cb,
            buffer: h(72),
            offset: 0,
            index_type: vk::IndexType::UINT16,
        });
        let pc = [i as f32; 16];
        put!(args::CmdPushConstants {
            command_buffer: cb,
            layout: h(30),
            stage_flags: vk::ShaderStageFlags::VERTEX,
            offset: 0,
            size: 64,
            p_values: pc.as_ptr().cast(),
        });
        put!(args::CmdDrawIndexed {
            command_buffer: cb,
            index_count: 36,
            instance_count: 1,
            first_index: 0,
            vertex_offset: 0,
            first_instance: 0,
        });
    }
    pos
}

fn decode_stream(stream: &[u8], arena: &mut Arena, t: &mut Table) -> usize {
    arena.reset();
    let mut rest = stream;
    let mut n = 0;
    while !rest.is_empty() {
        let (hdr, _, r) = vk_wire::next_message(rest).unwrap();
        let len = rest.len() - r.len();
        let req = vk_wire::decode_request(&rest[..len], t, arena).unwrap();
        black_box(req.args_ptr());
        n += hdr.size as usize;
        rest = r;
    }
    n
}

fn cmd_stream(c: &mut Criterion) {
    let mut buf = vec![0u8; 8 << 20];
    let len = encode_stream(4096, &mut buf);
    let stream = buf[..len].to_vec();
    let mut g = c.benchmark_group("cmd_stream");
    g.throughput(Throughput::Bytes(len as u64));
    g.bench_function(BenchmarkId::new("memcpy", len), |b| {
        let mut dst = vec![0u8; len];
        b.iter(|| dst.copy_from_slice(black_box(&stream)))
    });
    g.bench_function(BenchmarkId::new("encode", len), |b| {
        b.iter(|| encode_stream(4096, black_box(&mut buf)))
    });
    let mut arena = Arena::new();
    let mut t = table();
    g.bench_function(BenchmarkId::new("decode", len), |b| {
        b.iter(|| decode_stream(black_box(&stream), &mut arena, &mut t))
    });
    g.finish();
}

/// A large pipeline: 5 stages with specialization data, 16 vertex attributes, 8 color
/// attachments, dynamic states, a rendering-info chain.
fn encode_pipeline(out: &mut [u8]) -> usize {
    let spec_entries: Vec<vk::SpecializationMapEntry> = (0..16)
        .map(|i| vk::SpecializationMapEntry {
            constant_id: i,
            offset: 4 * i,
            size: 4,
        })
        .collect();
    let spec_data = [7u8; 64];
    let spec = vk::SpecializationInfo::default()
        .map_entries(&spec_entries)
        .data(&spec_data);
    let stage_bits = [
        vk::ShaderStageFlags::VERTEX,
        vk::ShaderStageFlags::TESSELLATION_CONTROL,
        vk::ShaderStageFlags::TESSELLATION_EVALUATION,
        vk::ShaderStageFlags::GEOMETRY,
        vk::ShaderStageFlags::FRAGMENT,
    ];
    let stages: Vec<vk::PipelineShaderStageCreateInfo> = stage_bits
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            vk::PipelineShaderStageCreateInfo::default()
                .stage(s)
                .module(h(20 + i as u64))
                .name(c"main")
                .specialization_info(&spec)
        })
        .collect();
    let bindings: Vec<vk::VertexInputBindingDescription> = (0..4)
        .map(|i| vk::VertexInputBindingDescription {
            binding: i,
            stride: 64,
            input_rate: vk::VertexInputRate::VERTEX,
        })
        .collect();
    let attrs: Vec<vk::VertexInputAttributeDescription> = (0..16)
        .map(|i| vk::VertexInputAttributeDescription {
            location: i,
            binding: i % 4,
            format: vk::Format::R32G32B32A32_SFLOAT,
            offset: 16 * (i / 4),
        })
        .collect();
    let vi = vk::PipelineVertexInputStateCreateInfo::default()
        .vertex_binding_descriptions(&bindings)
        .vertex_attribute_descriptions(&attrs);
    let ia = vk::PipelineInputAssemblyStateCreateInfo::default()
        .topology(vk::PrimitiveTopology::PATCH_LIST);
    let ts = vk::PipelineTessellationStateCreateInfo::default().patch_control_points(3);
    let vp = vk::PipelineViewportStateCreateInfo::default()
        .viewport_count(1)
        .scissor_count(1);
    let rs = vk::PipelineRasterizationStateCreateInfo::default().line_width(1.0);
    let mask = [u32::MAX; 2];
    let ms = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_4)
        .sample_mask(&mask);
    let ds = vk::PipelineDepthStencilStateCreateInfo::default().depth_test_enable(true);
    let att = [vk::PipelineColorBlendAttachmentState::default()
        .color_write_mask(vk::ColorComponentFlags::RGBA); 8];
    let cb = vk::PipelineColorBlendStateCreateInfo::default().attachments(&att);
    let dyns = [
        vk::DynamicState::VIEWPORT,
        vk::DynamicState::SCISSOR,
        vk::DynamicState::LINE_WIDTH,
        vk::DynamicState::DEPTH_BIAS,
        vk::DynamicState::BLEND_CONSTANTS,
        vk::DynamicState::STENCIL_REFERENCE,
    ];
    let dy = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dyns);
    let formats = [vk::Format::B8G8R8A8_UNORM; 8];
    let mut rendering = vk::PipelineRenderingCreateInfo::default()
        .color_attachment_formats(&formats)
        .depth_attachment_format(vk::Format::D32_SFLOAT);
    let info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vi)
        .input_assembly_state(&ia)
        .tessellation_state(&ts)
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
    // SAFETY: the arguments are valid.
    unsafe { vk_wire::encode_request(&a, &mut Ids, out) }.unwrap()
}

fn pipeline(c: &mut Criterion) {
    let mut buf = vec![0u8; 1 << 16];
    let len = encode_pipeline(&mut buf);
    let msg = buf[..len].to_vec();
    let mut g = c.benchmark_group("graphics_pipeline");
    g.throughput(Throughput::Bytes(len as u64));
    g.bench_function(BenchmarkId::new("memcpy", len), |b| {
        let mut dst = vec![0u8; len];
        b.iter(|| dst.copy_from_slice(black_box(&msg)))
    });
    g.bench_function(BenchmarkId::new("encode", len), |b| {
        b.iter(|| encode_pipeline(black_box(&mut buf)))
    });
    let mut arena = Arena::new();
    let mut t = table();
    g.bench_function(BenchmarkId::new("decode", len), |b| {
        b.iter(|| {
            arena.reset();
            let req = vk_wire::decode_request(black_box(&msg), &mut t, &arena).unwrap();
            black_box(req.args_ptr());
            assert!(req.new_handles.len() == 1 && req.new_handles[0].id == 40);
        })
    });
    g.finish();
    let _ = vk::Pipeline::null().as_raw();
}

/// One zink-like frame appended to a recording with `append_request`, as the ICD records:
/// structure-carrying commands (a barrier, rendering begin, vertex input) that take the generic
/// encoder, and the scalar dynamic states and draws that take the planned one.
fn append_zink_frame(rec: &mut Vec<u8>) -> usize {
    let cb: vk::CommandBuffer = h(2);
    macro_rules! put {
        ($a:expr) => {
            // SAFETY: the arguments are valid.
            unsafe { vk_wire::append_request(&$a, &mut Ids, rec) }.unwrap()
        };
    }
    let range = vk::ImageSubresourceRange {
        aspect_mask: vk::ImageAspectFlags::COLOR,
        base_mip_level: 0,
        level_count: 1,
        base_array_layer: 0,
        layer_count: 1,
    };
    let barrier = [vk::ImageMemoryBarrier2::default()
        .image(h(50))
        .src_stage_mask(vk::PipelineStageFlags2::TOP_OF_PIPE)
        .dst_stage_mask(vk::PipelineStageFlags2::COLOR_ATTACHMENT_OUTPUT)
        .old_layout(vk::ImageLayout::UNDEFINED)
        .new_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
        .subresource_range(range)];
    let dep = vk::DependencyInfo::default().image_memory_barriers(&barrier);
    let color = [vk::RenderingAttachmentInfo::default()
        .image_view(h(51))
        .image_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
        .load_op(vk::AttachmentLoadOp::CLEAR)
        .store_op(vk::AttachmentStoreOp::STORE)];
    let area = vk::Rect2D {
        offset: vk::Offset2D { x: 0, y: 0 },
        extent: vk::Extent2D {
            width: 320,
            height: 240,
        },
    };
    let rendering = vk::RenderingInfo::default()
        .render_area(area)
        .layer_count(1)
        .color_attachments(&color);
    let viewport = [vk::Viewport {
        x: 0.0,
        y: 0.0,
        width: 320.0,
        height: 240.0,
        min_depth: 0.0,
        max_depth: 1.0,
    }];
    let bindings = [vk::VertexInputBindingDescription2EXT::default()
        .binding(0)
        .stride(32)
        .input_rate(vk::VertexInputRate::VERTEX)
        .divisor(1)];
    let attributes = [
        vk::VertexInputAttributeDescription2EXT::default()
            .location(0)
            .format(vk::Format::R32G32B32_SFLOAT),
        vk::VertexInputAttributeDescription2EXT::default()
            .location(1)
            .offset(12)
            .format(vk::Format::R32G32_SFLOAT),
    ];
    let draws = [vk::MultiDrawInfoEXT {
        first_vertex: 0,
        vertex_count: 36,
    }];
    let enables = [vk::FALSE];
    let n0 = rec.len();
    put!(args::CmdPipelineBarrier2 {
        command_buffer: cb,
        p_dependency_info: (&raw const dep).cast(),
    });
    put!(args::CmdBeginRendering {
        command_buffer: cb,
        p_rendering_info: (&raw const rendering).cast(),
    });
    put!(args::CmdSetViewportWithCount {
        command_buffer: cb,
        viewport_count: 1,
        p_viewports: viewport.as_ptr(),
    });
    put!(args::CmdSetVertexInputEXT {
        command_buffer: cb,
        vertex_binding_description_count: 1,
        p_vertex_binding_descriptions: bindings.as_ptr().cast(),
        vertex_attribute_description_count: 2,
        p_vertex_attribute_descriptions: attributes.as_ptr().cast(),
    });
    for _ in 0..20 {
        put!(args::CmdSetDepthWriteEnable {
            command_buffer: cb,
            depth_write_enable: vk::TRUE,
        });
    }
    put!(args::CmdSetColorBlendEnableEXT {
        command_buffer: cb,
        first_attachment: 0,
        attachment_count: 1,
        p_color_blend_enables: enables.as_ptr(),
    });
    put!(args::CmdDrawMultiEXT {
        command_buffer: cb,
        draw_count: 1,
        p_vertex_info: draws.as_ptr(),
        instance_count: 1,
        first_instance: 0,
        stride: 8,
    });
    put!(args::CmdEndRendering { command_buffer: cb });
    rec.len() - n0
}

fn zink_frame(c: &mut Criterion) {
    let mut rec = Vec::with_capacity(1 << 16);
    let len = append_zink_frame(&mut rec);
    let mut g = c.benchmark_group("append");
    g.throughput(Throughput::Bytes(len as u64));
    g.bench_function(BenchmarkId::new("zink_frame", len), |b| {
        b.iter(|| {
            rec.clear();
            append_zink_frame(black_box(&mut rec))
        })
    });
    g.finish();
    // The renderer's side of the same frame: each message decoded in turn (one arena reset
    // per message, as the renderer replays).
    let mut t = table();
    let mut arena = Arena::new();
    let mut g = c.benchmark_group("decode");
    g.throughput(Throughput::Bytes(len as u64));
    g.bench_function(BenchmarkId::new("zink_frame", len), |b| {
        b.iter(|| {
            let mut rest = &rec[..];
            while !rest.is_empty() {
                let (_, one, r) = vk_wire::next_message(rest).unwrap();
                arena.reset();
                let req = vk_wire::decode_request(black_box(one), &mut t, &arena).unwrap();
                black_box(req.args_ptr());
                rest = r;
            }
        })
    });
    g.finish();
}

criterion_group!(benches, cmd_stream, pipeline, zink_frame);
criterion_main!(benches);
