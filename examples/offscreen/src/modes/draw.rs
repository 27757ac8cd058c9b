//! The renderer shared by the feature modes: one graphics pipeline over one interleaved
//! vertex buffer, non-indexed draws into the same RGBA8 target as the default scene (cleared
//! to [`scene::CLEAR`]), and a copy into a host-visible readback buffer. No compute pass: the
//! picture is exactly what the rasteriser produced.

use std::time::Instant;

use anyhow::{Context, Result, bail};
use ash::vk;

use crate::frame::{Rendered, buffer_barrier};
use crate::gpu::{Gpu, Owned};
use crate::pipelines::{render_pass, shader_module};
use crate::resources::{Buffer, COLOR_LAYERS, Image};
use crate::scene;

/// A checked-in SPIR-V module and the name of its GLSL source, for error messages.
#[derive(Debug, Clone, Copy)]
pub struct Shader {
    pub name: &'static str,
    pub spv: &'static [u8],
}

/// The fragment shader of every feature mode: the provoking vertex's flat colour.
pub const FLAT_FRAG: Shader = Shader {
    name: "flat.frag",
    spv: include_bytes!("../../shaders/flat.frag.spv"),
};

/// One vertex attribute of the single, per-vertex binding 0.
#[derive(Debug, Clone, Copy)]
pub struct Attribute {
    pub location: u32,
    pub format: vk::Format,
    /// Byte offset inside one vertex.
    pub offset: u32,
}

/// What one feature mode draws: one pipeline, one vertex buffer, one or more draws.
#[derive(Debug)]
pub struct Spec<'a> {
    pub vert: Shader,
    pub frag: Shader,
    /// The vertices, `stride` bytes each, back to back.
    pub vertices: &'a [u8],
    pub stride: u32,
    pub attributes: &'a [Attribute],
    /// The layout of set 0, if the shaders use descriptors.
    pub set_layout: Option<vk::DescriptorSetLayout>,
    /// Bytes of push constants (vertex and fragment stages) each draw sets; 0 for none.
    pub push_size: u32,
    /// The draws, in order.
    pub draws: &'a [Call<'a>],
}

/// One `vkCmdDraw`, with what it binds first.
#[derive(Debug, Clone)]
pub struct Call<'a> {
    /// The vertices it draws (indices into [`Spec::vertices`]).
    pub vertices: std::ops::Range<u32>,
    /// Set 0 (made from [`Spec::set_layout`]), if any.
    pub set: Option<vk::DescriptorSet>,
    /// Exactly [`Spec::push_size`] bytes.
    pub push: &'a [u8],
}

impl Spec<'_> {
    /// The number of whole vertices in [`Spec::vertices`].
    pub fn vertex_count(&self) -> u32 {
        (self.vertices.len() / self.stride.max(1) as usize) as u32
    }
}

/// Renders `spec` `frames` times at `width` x `height` and returns the last frame.
pub fn render(
    gpu: &mut Gpu,
    (width, height): (u32, u32),
    frames: u32,
    spec: &Spec<'_>,
) -> Result<Rendered> {
    let vertex_count = spec.vertex_count();
    for call in spec.draws {
        if call.push.len() != spec.push_size as usize || call.vertices.end > vertex_count {
            bail!(
                "{}: a draw of vertices {:?} with {} push bytes (the buffer has {vertex_count} \
                 vertices, the layout {} push bytes)",
                spec.vert.name,
                call.vertices,
                call.push.len(),
                spec.push_size
            );
        }
    }
    let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
    let vertices = Buffer::new(
        gpu,
        spec.vertices.len() as u64,
        vk::BufferUsageFlags::VERTEX_BUFFER,
        host,
    )?;
    vertices.write(0, spec.vertices)?;
    let readback = Buffer::new(
        gpu,
        u64::from(width) * u64::from(height) * 4,
        vk::BufferUsageFlags::TRANSFER_DST,
        host,
    )?;
    let target = Image::new(
        gpu,
        width,
        height,
        vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC,
    )?;
    let pass = render_pass(gpu)?;
    let attachments = [target.view];
    let fb_info = vk::FramebufferCreateInfo::default()
        .render_pass(pass)
        .attachments(&attachments)
        .width(width)
        .height(height)
        .layers(1);
    // SAFETY: the view is a live 2D RGBA8 view of a `width` x `height` image, compatible
    // with `pass`; the handle is recorded for teardown right away.
    let framebuffer = unsafe { gpu.device().create_framebuffer(&fb_info, None) }
        .context("vkCreateFramebuffer failed")?;
    gpu.own(Owned::Framebuffer(framebuffer));
    let layout = pipeline_layout(gpu, spec)?;
    let pipeline = pipeline(gpu, pass, layout, spec)?;

    let pool_info = vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family);
    // SAFETY: the family index is the device's own; recorded for teardown right away.
    let pool = unsafe { gpu.device().create_command_pool(&pool_info, None) }
        .context("vkCreateCommandPool failed")?;
    gpu.own(Owned::CommandPool(pool));
    let alloc = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    // SAFETY: `pool` is live; the buffer is freed with the pool.
    let cmd = unsafe { gpu.device().allocate_command_buffers(&alloc) }
        .context("vkAllocateCommandBuffers failed")?[0];
    let frame = Frame {
        size: (width, height),
        target,
        pass,
        framebuffer,
        layout,
        pipeline,
        vertices: &vertices,
        readback: &readback,
    };
    record(gpu.device(), cmd, &frame, spec)?;
    // SAFETY: plain create info; recorded for teardown right away.
    let fence = unsafe {
        gpu.device()
            .create_fence(&vk::FenceCreateInfo::default(), None)
    }
    .context("vkCreateFence failed")?;
    gpu.own(Owned::Fence(fence));

    let start = Instant::now();
    for n in 0..frames {
        let device = gpu.device();
        let cmds = [cmd];
        let submit = vk::SubmitInfo::default().command_buffers(&cmds);
        // SAFETY: `cmd` is executable and not pending (the previous submission was waited
        // for); `fence` is unsignalled (fresh, or reset after the previous wait).
        unsafe { device.queue_submit(gpu.queue, &[submit], fence) }
            .with_context(|| format!("vkQueueSubmit of frame {n} failed"))?;
        // SAFETY: `fence` belongs to this device.
        unsafe { device.wait_for_fences(&[fence], true, u64::MAX) }
            .with_context(|| format!("vkWaitForFences for frame {n} failed"))?;
        // SAFETY: the fence's submission has completed.
        unsafe { device.reset_fences(&[fence]) }.context("vkResetFences failed")?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let pixels = readback.read(readback.size as usize)?;
    Ok(Rendered { pixels, seconds })
}

/// The objects one frame's command buffer uses.
struct Frame<'a> {
    size: (u32, u32),
    target: Image,
    pass: vk::RenderPass,
    framebuffer: vk::Framebuffer,
    layout: vk::PipelineLayout,
    pipeline: vk::Pipeline,
    vertices: &'a Buffer,
    readback: &'a Buffer,
}

/// The push-constant stages of every feature mode.
const PUSH_STAGES: vk::ShaderStageFlags = vk::ShaderStageFlags::from_raw(
    vk::ShaderStageFlags::VERTEX.as_raw() | vk::ShaderStageFlags::FRAGMENT.as_raw(),
);

/// Set 0 (if any) and one push-constant range of `spec.push_size` bytes (if any).
fn pipeline_layout(gpu: &mut Gpu, spec: &Spec<'_>) -> Result<vk::PipelineLayout> {
    let sets: Vec<_> = spec.set_layout.into_iter().collect();
    let ranges: Vec<_> = (spec.push_size > 0)
        .then_some(vk::PushConstantRange {
            stage_flags: PUSH_STAGES,
            offset: 0,
            size: spec.push_size,
        })
        .into_iter()
        .collect();
    let info = vk::PipelineLayoutCreateInfo::default()
        .set_layouts(&sets)
        .push_constant_ranges(&ranges);
    // SAFETY: `info` and its arrays live until the call returns; recorded for teardown.
    let layout = unsafe { gpu.device().create_pipeline_layout(&info, None) }
        .context("vkCreatePipelineLayout failed")?;
    gpu.own(Owned::PipelineLayout(layout));
    Ok(layout)
}

/// The mode's pipeline: `spec`'s shaders and vertex layout, triangle list, no culling, no
/// blending, dynamic viewport and scissor.
fn pipeline(
    gpu: &mut Gpu,
    pass: vk::RenderPass,
    layout: vk::PipelineLayout,
    spec: &Spec<'_>,
) -> Result<vk::Pipeline> {
    let vert = shader_module(gpu, spec.vert.name, spec.vert.spv)?;
    let frag = shader_module(gpu, spec.frag.name, spec.frag.spv)?;
    let stages = [
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::VERTEX)
            .module(vert)
            .name(c"main"),
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::FRAGMENT)
            .module(frag)
            .name(c"main"),
    ];
    let bindings = [vk::VertexInputBindingDescription {
        binding: 0,
        stride: spec.stride,
        input_rate: vk::VertexInputRate::VERTEX,
    }];
    let attributes: Vec<_> = spec
        .attributes
        .iter()
        .map(|a| vk::VertexInputAttributeDescription {
            location: a.location,
            binding: 0,
            format: a.format,
            offset: a.offset,
        })
        .collect();
    let vertex_input = vk::PipelineVertexInputStateCreateInfo::default()
        .vertex_binding_descriptions(&bindings)
        .vertex_attribute_descriptions(&attributes);
    let input_assembly = vk::PipelineInputAssemblyStateCreateInfo::default()
        .topology(vk::PrimitiveTopology::TRIANGLE_LIST);
    let viewport = vk::PipelineViewportStateCreateInfo::default()
        .viewport_count(1)
        .scissor_count(1);
    let raster = vk::PipelineRasterizationStateCreateInfo::default()
        .polygon_mode(vk::PolygonMode::FILL)
        .cull_mode(vk::CullModeFlags::NONE)
        .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
        .line_width(1.0);
    let multisample = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_1);
    let blend_attachments = [vk::PipelineColorBlendAttachmentState::default()
        .blend_enable(false)
        .color_write_mask(vk::ColorComponentFlags::RGBA)];
    let blend = vk::PipelineColorBlendStateCreateInfo::default().attachments(&blend_attachments);
    let dynamic_states = [vk::DynamicState::VIEWPORT, vk::DynamicState::SCISSOR];
    let dynamic = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dynamic_states);
    let info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vertex_input)
        .input_assembly_state(&input_assembly)
        .viewport_state(&viewport)
        .rasterization_state(&raster)
        .multisample_state(&multisample)
        .color_blend_state(&blend)
        .dynamic_state(&dynamic)
        .layout(layout)
        .render_pass(pass)
        .subpass(0);
    // SAFETY: every state struct, array and module referenced by `info` is alive until the
    // call returns; the shaders' interfaces match `spec`'s attributes and `layout`.
    let pipelines = unsafe {
        gpu.device()
            .create_graphics_pipelines(vk::PipelineCache::null(), &[info], None)
    }
    .map_err(|(_, e)| e)
    .with_context(|| format!("vkCreateGraphicsPipelines ({}) failed", spec.vert.name))?;
    gpu.own(Owned::Pipeline(pipelines[0]));
    Ok(pipelines[0])
}

/// Records the frame (clear, one draw, copy to the readback buffer) into `cmd`.
fn record(
    device: &ash::Device,
    cmd: vk::CommandBuffer,
    f: &Frame<'_>,
    spec: &Spec<'_>,
) -> Result<()> {
    let (width, height) = f.size;
    // Submitted once per frame, so not ONE_TIME_SUBMIT.
    let begin = vk::CommandBufferBeginInfo::default();
    // SAFETY: `cmd` is freshly allocated (initial state).
    unsafe { device.begin_command_buffer(cmd, &begin) }.context("vkBeginCommandBuffer failed")?;
    // The previous frame's copy wrote the readback buffer that this frame's copy overwrites.
    buffer_barrier(
        device,
        cmd,
        f.readback,
        (
            vk::AccessFlags::TRANSFER_WRITE,
            vk::AccessFlags::TRANSFER_WRITE,
        ),
        (
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::TRANSFER,
        ),
    );
    let clear = [vk::ClearValue {
        color: vk::ClearColorValue {
            float32: scene::unorm(scene::CLEAR),
        },
    }];
    let area = vk::Rect2D {
        offset: vk::Offset2D { x: 0, y: 0 },
        extent: vk::Extent2D { width, height },
    };
    let pass = vk::RenderPassBeginInfo::default()
        .render_pass(f.pass)
        .framebuffer(f.framebuffer)
        .render_area(area)
        .clear_values(&clear);
    let viewport = vk::Viewport {
        x: 0.0,
        y: 0.0,
        width: width as f32,
        height: height as f32,
        min_depth: 0.0,
        max_depth: 1.0,
    };
    // SAFETY: recording; every handle is live until teardown, which waits for the device to
    // be idle; the pipeline was made for this render pass and layout; each draw's push bytes
    // are exactly the layout's range and its vertices lie inside the buffer (both checked in
    // `render`); its set was allocated from the layout's set 0.
    unsafe {
        device.cmd_begin_render_pass(cmd, &pass, vk::SubpassContents::INLINE);
        device.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::GRAPHICS, f.pipeline);
        device.cmd_set_viewport(cmd, 0, &[viewport]);
        device.cmd_set_scissor(cmd, 0, &[area]);
        device.cmd_bind_vertex_buffers(cmd, 0, &[f.vertices.buffer], &[0]);
        for call in spec.draws {
            if let Some(set) = call.set {
                device.cmd_bind_descriptor_sets(
                    cmd,
                    vk::PipelineBindPoint::GRAPHICS,
                    f.layout,
                    0,
                    &[set],
                    &[],
                );
            }
            if !call.push.is_empty() {
                device.cmd_push_constants(cmd, f.layout, PUSH_STAGES, 0, call.push);
            }
            let count = call.vertices.end - call.vertices.start;
            device.cmd_draw(cmd, count, 1, call.vertices.start, 0);
        }
        device.cmd_end_render_pass(cmd);
    }
    // The render pass left the target in TRANSFER_SRC_OPTIMAL and its outgoing dependency
    // made the attachment writes visible to this copy.
    let region = vk::BufferImageCopy::default()
        .image_subresource(COLOR_LAYERS)
        .image_extent(vk::Extent3D {
            width,
            height,
            depth: 1,
        });
    // SAFETY: recording; the readback buffer holds exactly `width * height * 4` bytes.
    unsafe {
        device.cmd_copy_image_to_buffer(
            cmd,
            f.target.image,
            vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
            f.readback.buffer,
            &[region],
        );
    }
    buffer_barrier(
        device,
        cmd,
        f.readback,
        (vk::AccessFlags::TRANSFER_WRITE, vk::AccessFlags::HOST_READ),
        (
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::HOST,
        ),
    );
    // SAFETY: recording state.
    unsafe { device.end_command_buffer(cmd) }.context("vkEndCommandBuffer failed")?;
    Ok(())
}
