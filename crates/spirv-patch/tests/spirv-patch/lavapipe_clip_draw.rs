//! The drawing half of the lavapipe clip/cull test (`lavapipe_clip.rs`): the scene's vertices,
//! and one draw of every triangle into fresh colour and depth images, read back.

use ash::vk;

use crate::lavapipe::{Gpu, HostBuffer, destroy, host_buffer};

pub(crate) const SIZE: u32 = 64;
pub(crate) const TRIANGLES: usize = 48;

/// Per vertex: clip-space position, then two cull distances (and padding).
pub(crate) fn vertices() -> Vec<[f32; 8]> {
    let mut x = 0x2545_F491u32;
    let mut rnd = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        (x >> 8) as f32 / (1u32 << 24) as f32
    };
    let mut out = Vec::with_capacity(TRIANGLES * 3);
    for t in 0..TRIANGLES {
        let (cx, cy) = (rnd() * 2.4 - 1.2, rnd() * 2.4 - 1.2);
        // Front to back by index, well apart, so depth never ties.
        let z = 0.9 - 0.8 * t as f32 / TRIANGLES as f32;
        for v in 0..3 {
            let (xn, yn) = (cx + rnd() * 1.4 - 0.7, cy + rnd() * 1.4 - 0.7);
            let w = 0.5 + 2.0 * rnd();
            let positive = 0.1 + rnd();
            let negative = -0.1 - rnd();
            // 0: all cull0 negative (culled); 1: one negative vertex (kept); 2: none;
            // 3: all cull1 negative (culled), cull0 mixed.
            let (c0, c1) = match t % 4 {
                0 => (negative, positive),
                1 => (if v == 0 { negative } else { positive }, positive),
                2 => (positive, positive),
                _ => (if v == 1 { negative } else { positive }, negative),
            };
            out.push([xn * w, yn * w, z * w, w, c0, c1, 0.0, 0.0]);
        }
    }
    out
}

/// What a draw left behind: RGBA8 colour (if it had a colour attachment) and D32 depth.
pub(crate) struct Frame {
    pub(crate) color: Option<Vec<u8>>,
    pub(crate) depth: Vec<f32>,
}

/// A device-local image with its memory and view.
struct Image {
    image: vk::Image,
    memory: vk::DeviceMemory,
    view: vk::ImageView,
}

fn image(
    g: &Gpu,
    format: vk::Format,
    usage: vk::ImageUsageFlags,
    aspect: vk::ImageAspectFlags,
) -> Image {
    let d = &g.device;
    // SAFETY: valid create infos on a live device; the image is bound to memory of a type its
    // requirements allow before the view is made; all are destroyed after the GPU is idle.
    unsafe {
        let image = d
            .create_image(
                &vk::ImageCreateInfo::default()
                    .image_type(vk::ImageType::TYPE_2D)
                    .format(format)
                    .extent(vk::Extent3D {
                        width: SIZE,
                        height: SIZE,
                        depth: 1,
                    })
                    .mip_levels(1)
                    .array_layers(1)
                    .samples(vk::SampleCountFlags::TYPE_1)
                    .tiling(vk::ImageTiling::OPTIMAL)
                    .usage(usage | vk::ImageUsageFlags::TRANSFER_SRC),
                None,
            )
            .unwrap();
        let req = d.get_image_memory_requirements(image);
        let ty = req.memory_type_bits.trailing_zeros();
        let memory = d
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            )
            .unwrap();
        d.bind_image_memory(image, memory, 0).unwrap();
        let view = d
            .create_image_view(
                &vk::ImageViewCreateInfo::default()
                    .image(image)
                    .view_type(vk::ImageViewType::TYPE_2D)
                    .format(format)
                    .subresource_range(vk::ImageSubresourceRange {
                        aspect_mask: aspect,
                        base_mip_level: 0,
                        level_count: 1,
                        base_array_layer: 0,
                        layer_count: 1,
                    }),
                None,
            )
            .unwrap();
        Image {
            image,
            memory,
            view,
        }
    }
}

/// A pipeline's shader stages.
pub(crate) type Shaders<'a> = [(vk::ShaderStageFlags, &'a [u32])];

/// Draws every triangle with `shaders`; with `color` a colour attachment is present (cleared
/// to 0), the depth attachment always (cleared to 1, test LESS).
pub(crate) fn draw(g: &Gpu, shaders: &Shaders<'_>, color: bool) -> Frame {
    let d = &g.device;
    let verts = vertices();
    let bytes: Vec<u8> = verts
        .iter()
        .flatten()
        .flat_map(|f| f.to_le_bytes())
        .collect();
    let vb = host_buffer(g, bytes.len(), vk::BufferUsageFlags::VERTEX_BUFFER);
    let px = (SIZE * SIZE) as usize;
    let cb_out = host_buffer(g, px * 4, vk::BufferUsageFlags::TRANSFER_DST);
    let db_out = host_buffer(g, px * 4, vk::BufferUsageFlags::TRANSFER_DST);
    // SAFETY: the mapping is as large as the vertex data (sizes above).
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), vb.ptr, bytes.len()) };
    let cimg = color.then(|| {
        image(
            g,
            vk::Format::R8G8B8A8_UNORM,
            vk::ImageUsageFlags::COLOR_ATTACHMENT,
            vk::ImageAspectFlags::COLOR,
        )
    });
    let dimg = image(
        g,
        vk::Format::D32_SFLOAT,
        vk::ImageUsageFlags::DEPTH_STENCIL_ATTACHMENT,
        vk::ImageAspectFlags::DEPTH,
    );
    // SAFETY: (whole block) every object is created from valid create infos on the live
    // device, used while alive, and destroyed after the fence wait says the GPU is done.
    let frame = unsafe {
        let modules: Vec<vk::ShaderModule> = shaders
            .iter()
            .map(|(_, w)| {
                d.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(w), None)
                    .unwrap()
            })
            .collect();
        let layout = d
            .create_pipeline_layout(&vk::PipelineLayoutCreateInfo::default(), None)
            .unwrap();
        let mut attachments = Vec::new();
        if color {
            attachments.push(
                vk::AttachmentDescription::default()
                    .format(vk::Format::R8G8B8A8_UNORM)
                    .samples(vk::SampleCountFlags::TYPE_1)
                    .load_op(vk::AttachmentLoadOp::CLEAR)
                    .store_op(vk::AttachmentStoreOp::STORE)
                    .initial_layout(vk::ImageLayout::UNDEFINED)
                    .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL),
            );
        }
        attachments.push(
            vk::AttachmentDescription::default()
                .format(vk::Format::D32_SFLOAT)
                .samples(vk::SampleCountFlags::TYPE_1)
                .load_op(vk::AttachmentLoadOp::CLEAR)
                .store_op(vk::AttachmentStoreOp::STORE)
                .stencil_load_op(vk::AttachmentLoadOp::DONT_CARE)
                .stencil_store_op(vk::AttachmentStoreOp::DONT_CARE)
                .initial_layout(vk::ImageLayout::UNDEFINED)
                .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL),
        );
        let color_refs = [vk::AttachmentReference {
            attachment: 0,
            layout: vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
        }];
        let depth_ref = vk::AttachmentReference {
            attachment: u32::from(color),
            layout: vk::ImageLayout::DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
        };
        let mut subpass = vk::SubpassDescription::default()
            .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
            .depth_stencil_attachment(&depth_ref);
        if color {
            subpass = subpass.color_attachments(&color_refs);
        }
        let subpasses = [subpass];
        let deps = [vk::SubpassDependency::default()
            .src_subpass(0)
            .dst_subpass(vk::SUBPASS_EXTERNAL)
            .src_stage_mask(
                vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT
                    | vk::PipelineStageFlags::LATE_FRAGMENT_TESTS,
            )
            .dst_stage_mask(vk::PipelineStageFlags::TRANSFER)
            .src_access_mask(
                vk::AccessFlags::COLOR_ATTACHMENT_WRITE
                    | vk::AccessFlags::DEPTH_STENCIL_ATTACHMENT_WRITE,
            )
            .dst_access_mask(vk::AccessFlags::TRANSFER_READ)];
        let rp = d
            .create_render_pass(
                &vk::RenderPassCreateInfo::default()
                    .attachments(&attachments)
                    .subpasses(&subpasses)
                    .dependencies(&deps),
                None,
            )
            .unwrap();
        let views: Vec<vk::ImageView> = cimg.iter().map(|i| i.view).chain([dimg.view]).collect();
        let fb = d
            .create_framebuffer(
                &vk::FramebufferCreateInfo::default()
                    .render_pass(rp)
                    .attachments(&views)
                    .width(SIZE)
                    .height(SIZE)
                    .layers(1),
                None,
            )
            .unwrap();
        let stages: Vec<vk::PipelineShaderStageCreateInfo> = shaders
            .iter()
            .zip(&modules)
            .map(|(&(stage, _), &m)| {
                vk::PipelineShaderStageCreateInfo::default()
                    .stage(stage)
                    .module(m)
                    .name(c"main")
            })
            .collect();
        let vbind = [vk::VertexInputBindingDescription::default()
            .binding(0)
            .stride(32)
            .input_rate(vk::VertexInputRate::VERTEX)];
        let vattr = [
            vk::VertexInputAttributeDescription::default()
                .location(0)
                .binding(0)
                .format(vk::Format::R32G32B32A32_SFLOAT)
                .offset(0),
            vk::VertexInputAttributeDescription::default()
                .location(1)
                .binding(0)
                .format(vk::Format::R32G32_SFLOAT)
                .offset(16),
        ];
        let vi = vk::PipelineVertexInputStateCreateInfo::default()
            .vertex_binding_descriptions(&vbind)
            .vertex_attribute_descriptions(&vattr);
        let tessellated = shaders
            .iter()
            .any(|&(s, _)| s == vk::ShaderStageFlags::TESSELLATION_CONTROL);
        let ia = vk::PipelineInputAssemblyStateCreateInfo::default().topology(if tessellated {
            vk::PrimitiveTopology::PATCH_LIST
        } else {
            vk::PrimitiveTopology::TRIANGLE_LIST
        });
        let ts = vk::PipelineTessellationStateCreateInfo::default().patch_control_points(3);
        let viewports = [vk::Viewport {
            x: 0.0,
            y: 0.0,
            width: SIZE as f32,
            height: SIZE as f32,
            min_depth: 0.0,
            max_depth: 1.0,
        }];
        let scissors = [vk::Rect2D {
            offset: vk::Offset2D { x: 0, y: 0 },
            extent: vk::Extent2D {
                width: SIZE,
                height: SIZE,
            },
        }];
        let vp = vk::PipelineViewportStateCreateInfo::default()
            .viewports(&viewports)
            .scissors(&scissors);
        let rs = vk::PipelineRasterizationStateCreateInfo::default()
            .polygon_mode(vk::PolygonMode::FILL)
            .cull_mode(vk::CullModeFlags::NONE)
            .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
            .line_width(1.0);
        let ms = vk::PipelineMultisampleStateCreateInfo::default()
            .rasterization_samples(vk::SampleCountFlags::TYPE_1);
        let ds = vk::PipelineDepthStencilStateCreateInfo::default()
            .depth_test_enable(true)
            .depth_write_enable(true)
            .depth_compare_op(vk::CompareOp::LESS);
        let blend = [vk::PipelineColorBlendAttachmentState::default()
            .color_write_mask(vk::ColorComponentFlags::RGBA)];
        let cbs = vk::PipelineColorBlendStateCreateInfo::default().attachments(if color {
            &blend
        } else {
            &[]
        });
        let info = vk::GraphicsPipelineCreateInfo::default()
            .stages(&stages)
            .vertex_input_state(&vi)
            .input_assembly_state(&ia)
            .tessellation_state(&ts)
            .viewport_state(&vp)
            .rasterization_state(&rs)
            .multisample_state(&ms)
            .depth_stencil_state(&ds)
            .color_blend_state(&cbs)
            .layout(layout)
            .render_pass(rp)
            .subpass(0);
        let pipeline = d
            .create_graphics_pipelines(vk::PipelineCache::null(), &[info], None)
            .map_err(|(_, e)| e)
            .expect("create the graphics pipeline")[0];
        let cpool = d
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default().queue_family_index(g.qfi),
                None,
            )
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(cpool)
                    .level(vk::CommandBufferLevel::PRIMARY)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        let mut clears = Vec::new();
        if color {
            clears.push(vk::ClearValue {
                color: vk::ClearColorValue { float32: [0.0; 4] },
            });
        }
        clears.push(vk::ClearValue {
            depth_stencil: vk::ClearDepthStencilValue {
                depth: 1.0,
                stencil: 0,
            },
        });
        d.cmd_begin_render_pass(
            cb,
            &vk::RenderPassBeginInfo::default()
                .render_pass(rp)
                .framebuffer(fb)
                .render_area(scissors[0])
                .clear_values(&clears),
            vk::SubpassContents::INLINE,
        );
        d.cmd_bind_pipeline(cb, vk::PipelineBindPoint::GRAPHICS, pipeline);
        d.cmd_bind_vertex_buffers(cb, 0, &[vb.buffer], &[0]);
        d.cmd_draw(cb, verts.len() as u32, 1, 0, 0);
        d.cmd_end_render_pass(cb);
        let copy = |img: vk::Image, aspect: vk::ImageAspectFlags, buf: &HostBuffer| {
            let region = vk::BufferImageCopy::default()
                .image_subresource(vk::ImageSubresourceLayers {
                    aspect_mask: aspect,
                    mip_level: 0,
                    base_array_layer: 0,
                    layer_count: 1,
                })
                .image_extent(vk::Extent3D {
                    width: SIZE,
                    height: SIZE,
                    depth: 1,
                });
            d.cmd_copy_image_to_buffer(
                cb,
                img,
                vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                buf.buffer,
                &[region],
            );
        };
        if let Some(c) = &cimg {
            copy(c.image, vk::ImageAspectFlags::COLOR, &cb_out);
        }
        copy(dimg.image, vk::ImageAspectFlags::DEPTH, &db_out);
        let barrier = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        d.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[barrier],
            &[],
            &[],
        );
        d.end_command_buffer(cb).unwrap();
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let cbs = [cb];
        d.queue_submit(
            g.queue,
            &[vk::SubmitInfo::default().command_buffers(&cbs)],
            fence,
        )
        .unwrap();
        d.wait_for_fences(&[fence], true, u64::MAX).unwrap();
        let color_px = color.then(|| std::slice::from_raw_parts(cb_out.ptr, px * 4).to_vec());
        let mut depth = vec![0f32; px];
        std::ptr::copy_nonoverlapping(db_out.ptr, depth.as_mut_ptr().cast::<u8>(), px * 4);
        d.destroy_fence(fence, None);
        d.destroy_command_pool(cpool, None);
        d.destroy_pipeline(pipeline, None);
        d.destroy_framebuffer(fb, None);
        d.destroy_render_pass(rp, None);
        d.destroy_pipeline_layout(layout, None);
        for m in modules {
            d.destroy_shader_module(m, None);
        }
        for i in cimg.into_iter().chain([dimg]) {
            d.destroy_image_view(i.view, None);
            d.destroy_image(i.image, None);
            d.free_memory(i.memory, None);
        }
        Frame {
            color: color_px,
            depth,
        }
    };
    destroy(g, vb);
    destroy(g, cb_out);
    destroy(g, db_out);
    frame
}
