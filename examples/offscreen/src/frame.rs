//! Creating the scene's resources, recording one frame, and the frame loop with readback.
//!
//! Each frame: write the frame's colour into the mapped uniform buffer, re-record the
//! command buffer (render pass with two draws, copy of the image into the readback buffer,
//! compute pass over that buffer), submit it, wait for its fence. The last frame's
//! post-processed pixels are what the caller gets.

use std::time::Instant;

use anyhow::{Context, Result};
use ash::vk;

use crate::gpu::{Gpu, Owned};
use crate::pipelines::{Bindings, Pipelines};
use crate::resources::{self, Buffer, COLOR_LAYERS, Image};
use crate::scene::{self, ComputePush};

/// Local workgroup size of `invert.comp` in x and y.
const WORKGROUP: u32 = 8;

/// The result of [`render`].
#[derive(Debug)]
pub struct Rendered {
    /// The last frame, RGBA8, row-major, `width * height * 4` bytes.
    pub pixels: Vec<u8>,
    /// Wall-clock seconds spent in the frame loop (recording, submitting, waiting).
    pub seconds: f64,
}

/// Everything a frame's command buffer refers to.
#[derive(Debug)]
struct Scene {
    width: u32,
    height: u32,
    target: Image,
    geometry: Buffer,
    uniform: Buffer,
    readback: Buffer,
    pipelines: Pipelines,
}

/// Renders `frames` frames of the scene at `width` x `height` and returns the last one.
pub fn render(gpu: &mut Gpu, width: u32, height: u32, frames: u32) -> Result<Rendered> {
    let pool_info = vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family);
    // SAFETY: the family index is the device's own; recorded for teardown right away.
    let pool = unsafe { gpu.device().create_command_pool(&pool_info, None) }
        .context("vkCreateCommandPool failed")?;
    gpu.own(Owned::CommandPool(pool));

    let texture =
        resources::upload_texture(gpu, pool, scene::TEXTURE_SIZE, &scene::checker_texels())?;
    let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
    let geometry = Buffer::new(
        gpu,
        scene::GEOMETRY_BYTES,
        vk::BufferUsageFlags::VERTEX_BUFFER | vk::BufferUsageFlags::INDEX_BUFFER,
        host,
    )?;
    geometry.write(0, &scene::geometry_bytes())?;
    let uniform = Buffer::new(
        gpu,
        size_of::<[f32; 4]>() as u64,
        vk::BufferUsageFlags::UNIFORM_BUFFER,
        host,
    )?;
    let readback = Buffer::new(
        gpu,
        u64::from(width) * u64::from(height) * 4,
        vk::BufferUsageFlags::TRANSFER_DST | vk::BufferUsageFlags::STORAGE_BUFFER,
        host,
    )?;
    let target = Image::new(
        gpu,
        width,
        height,
        vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC,
    )?;
    let pipelines = Pipelines::new(
        gpu,
        target,
        (width, height),
        Bindings {
            uniform: &uniform,
            texture,
            pixels: &readback,
        },
    )?;
    let scene = Scene {
        width,
        height,
        target,
        geometry,
        uniform,
        readback,
        pipelines,
    };

    let alloc = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    // SAFETY: `pool` is live; the buffer is freed with the pool.
    let cmd = unsafe { gpu.device().allocate_command_buffers(&alloc) }
        .context("vkAllocateCommandBuffers failed")?[0];
    // SAFETY: plain create info; recorded for teardown right away.
    let fence = unsafe {
        gpu.device()
            .create_fence(&vk::FenceCreateInfo::default(), None)
    }
    .context("vkCreateFence failed")?;
    gpu.own(Owned::Fence(fence));

    let start = Instant::now();
    for frame in 0..frames {
        scene
            .uniform
            .write(0, bytemuck::bytes_of(&scene::frame_uniform(frame)))?;
        let device = gpu.device();
        // SAFETY: no command buffer of `pool` is pending: the texture upload and the previous
        // frame were waited for with their fences.
        unsafe { device.reset_command_pool(pool, vk::CommandPoolResetFlags::empty()) }
            .context("vkResetCommandPool failed")?;
        record(device, cmd, &scene)?;
        let cmds = [cmd];
        let submit = vk::SubmitInfo::default().command_buffers(&cmds);
        // SAFETY: `cmd` is executable and not pending; `fence` is unsignalled (fresh, or reset
        // below after the previous wait).
        unsafe { device.queue_submit(gpu.queue, &[submit], fence) }
            .with_context(|| format!("vkQueueSubmit of frame {frame} failed"))?;
        // SAFETY: `fence` belongs to this device.
        unsafe { device.wait_for_fences(&[fence], true, u64::MAX) }
            .with_context(|| format!("vkWaitForFences for frame {frame} failed"))?;
        // SAFETY: the fence's submission has completed.
        unsafe { device.reset_fences(&[fence]) }.context("vkResetFences failed")?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let pixels = scene.readback.read(scene.readback.size as usize)?;
    Ok(Rendered { pixels, seconds })
}

/// Records one frame into `cmd` (which is in the initial state).
fn record(device: &ash::Device, cmd: vk::CommandBuffer, s: &Scene) -> Result<()> {
    let p = &s.pipelines;
    let begin =
        vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
    // SAFETY: `cmd` was just reset.
    unsafe { device.begin_command_buffer(cmd, &begin) }.context("vkBeginCommandBuffer failed")?;

    // The previous frame's compute pass wrote the readback buffer that this frame's copy
    // overwrites (write-after-write across submissions).
    buffer_barrier(
        device,
        cmd,
        &s.readback,
        (
            vk::AccessFlags::SHADER_WRITE,
            vk::AccessFlags::TRANSFER_WRITE,
        ),
        (
            vk::PipelineStageFlags::COMPUTE_SHADER,
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
        extent: vk::Extent2D {
            width: s.width,
            height: s.height,
        },
    };
    let pass = vk::RenderPassBeginInfo::default()
        .render_pass(p.render_pass)
        .framebuffer(p.framebuffer)
        .render_area(area)
        .clear_values(&clear);
    let viewport = vk::Viewport {
        x: 0.0,
        y: 0.0,
        width: s.width as f32,
        height: s.height as f32,
        min_depth: 0.0,
        max_depth: 1.0,
    };
    // SAFETY: recording; every handle used below is live until teardown, which waits for the
    // device to be idle; the render pass and framebuffer are compatible with the pipeline;
    // the push-constant bytes match the layout's range; the index buffer holds
    // `QUAD_INDICES.len()` u16 indices at `INDEX_OFFSET`, all below the 4 vertices bound.
    unsafe {
        device.cmd_begin_render_pass(cmd, &pass, vk::SubpassContents::INLINE);
        device.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::GRAPHICS, p.graphics);
        device.cmd_set_viewport(cmd, 0, &[viewport]);
        device.cmd_set_scissor(cmd, 0, &[area]);
        device.cmd_bind_vertex_buffers(cmd, 0, &[s.geometry.buffer], &[0]);
        device.cmd_bind_index_buffer(
            cmd,
            s.geometry.buffer,
            scene::INDEX_OFFSET,
            vk::IndexType::UINT16,
        );
        device.cmd_bind_descriptor_sets(
            cmd,
            vk::PipelineBindPoint::GRAPHICS,
            p.graphics_layout,
            0,
            &[p.graphics_set],
            &[],
        );
        for draw in &scene::DRAWS {
            device.cmd_push_constants(
                cmd,
                p.graphics_layout,
                vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT,
                0,
                bytemuck::bytes_of(&draw.push()),
            );
            device.cmd_draw_indexed(cmd, scene::QUAD_INDICES.len() as u32, 1, 0, 0, 0);
        }
        device.cmd_end_render_pass(cmd);
    }

    // The render pass left the target in TRANSFER_SRC_OPTIMAL (its final layout) and its
    // outgoing dependency made the attachment writes visible to this copy.
    let region = vk::BufferImageCopy::default()
        .buffer_offset(0)
        .image_subresource(COLOR_LAYERS)
        .image_extent(vk::Extent3D {
            width: s.width,
            height: s.height,
            depth: 1,
        });
    // SAFETY: recording; the readback buffer holds exactly `width * height * 4` bytes.
    unsafe {
        device.cmd_copy_image_to_buffer(
            cmd,
            s.target.image,
            vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
            s.readback.buffer,
            &[region],
        );
    }
    buffer_barrier(
        device,
        cmd,
        &s.readback,
        (
            vk::AccessFlags::TRANSFER_WRITE,
            vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE,
        ),
        (
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::COMPUTE_SHADER,
        ),
    );
    let push = ComputePush {
        size: [s.width, s.height],
    };
    // SAFETY: recording; the compute set and push-constant bytes match `compute_layout`;
    // the shader bounds-checks against `push.size`.
    unsafe {
        device.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, p.compute);
        device.cmd_bind_descriptor_sets(
            cmd,
            vk::PipelineBindPoint::COMPUTE,
            p.compute_layout,
            0,
            &[p.compute_set],
            &[],
        );
        device.cmd_push_constants(
            cmd,
            p.compute_layout,
            vk::ShaderStageFlags::COMPUTE,
            0,
            bytemuck::bytes_of(&push),
        );
        device.cmd_dispatch(
            cmd,
            s.width.div_ceil(WORKGROUP),
            s.height.div_ceil(WORKGROUP),
            1,
        );
    }
    buffer_barrier(
        device,
        cmd,
        &s.readback,
        (vk::AccessFlags::SHADER_WRITE, vk::AccessFlags::HOST_READ),
        (
            vk::PipelineStageFlags::COMPUTE_SHADER,
            vk::PipelineStageFlags::HOST,
        ),
    );
    // SAFETY: recording state.
    unsafe { device.end_command_buffer(cmd) }.context("vkEndCommandBuffer failed")?;
    Ok(())
}

/// Records a whole-buffer memory barrier.
pub(crate) fn buffer_barrier(
    device: &ash::Device,
    cmd: vk::CommandBuffer,
    buffer: &Buffer,
    (src_access, dst_access): (vk::AccessFlags, vk::AccessFlags),
    (src_stage, dst_stage): (vk::PipelineStageFlags, vk::PipelineStageFlags),
) {
    let barrier = vk::BufferMemoryBarrier::default()
        .src_access_mask(src_access)
        .dst_access_mask(dst_access)
        .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
        .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
        .buffer(buffer.buffer)
        .offset(0)
        .size(vk::WHOLE_SIZE);
    // SAFETY: `cmd` is recording (caller's contract) and `buffer` is live.
    unsafe {
        device.cmd_pipeline_barrier(
            cmd,
            src_stage,
            dst_stage,
            vk::DependencyFlags::empty(),
            &[],
            &[barrier],
            &[],
        );
    }
}
