//! Buffers, images and the one-shot upload of the texture.
//!
//! Host-visible buffers are `HOST_VISIBLE | HOST_COHERENT` (every driver has such a type)
//! and stay mapped with `vkMapMemory` from creation to teardown, so no flush or invalidate
//! is needed. Images live in `DEVICE_LOCAL` memory when the driver has it for them.

use anyhow::{Context, Result, bail};
use ash::vk;

use crate::gpu::{Gpu, Owned};

/// A buffer with its own memory allocation, mapped when host-visible.
#[derive(Debug)]
pub struct Buffer {
    /// The buffer.
    pub buffer: vk::Buffer,
    /// Size in bytes, as created.
    pub size: u64,
    /// Start of the persistent mapping, or null for device-local buffers. Valid until the
    /// memory is unmapped at teardown, which happens after every use.
    mapped: *mut u8,
}

impl Buffer {
    /// Creates a buffer of `size` bytes for `usage`, binds fresh memory with `flags`, and
    /// maps it when `flags` contains `HOST_VISIBLE`.
    pub fn new(
        gpu: &mut Gpu,
        size: u64,
        usage: vk::BufferUsageFlags,
        flags: vk::MemoryPropertyFlags,
    ) -> Result<Self> {
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        // SAFETY: valid create info; the handle is recorded for teardown right away.
        let buffer =
            unsafe { gpu.device().create_buffer(&info, None) }.context("vkCreateBuffer failed")?;
        gpu.own(Owned::Buffer(buffer));
        // SAFETY: `buffer` belongs to this device.
        let req = unsafe { gpu.device().get_buffer_memory_requirements(buffer) };
        let memory = allocate(gpu, req, flags)?;
        // SAFETY: fresh, unbound buffer; memory chosen from its requirements; offset 0.
        unsafe { gpu.device().bind_buffer_memory(buffer, memory, 0) }
            .context("vkBindBufferMemory failed")?;
        gpu.bound(Owned::Buffer(buffer));
        let mut mapped = std::ptr::null_mut();
        if flags.contains(vk::MemoryPropertyFlags::HOST_VISIBLE) {
            // SAFETY: host-visible memory, not mapped yet; the whole allocation is mapped.
            let ptr = unsafe {
                gpu.device()
                    .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            }
            .context("vkMapMemory failed")?;
            gpu.own(Owned::Mapping(memory));
            mapped = ptr.cast::<u8>();
        }
        Ok(Buffer {
            buffer,
            size,
            mapped,
        })
    }

    /// Copies `bytes` into the mapped buffer at `offset`.
    pub fn write(&self, offset: u64, bytes: &[u8]) -> Result<()> {
        let end = offset.checked_add(bytes.len() as u64);
        if self.mapped.is_null() || end.is_none_or(|end| end > self.size) {
            bail!(
                "write of {} bytes at {offset} into a {}-byte buffer (mapped: {})",
                bytes.len(),
                self.size,
                !self.mapped.is_null()
            );
        }
        // SAFETY: `mapped` covers `size` bytes of coherent memory (mapped in `new`, unmapped
        // only at teardown) and `offset + len <= size` was checked above; the GPU is not using
        // the buffer (the caller waited on the fence of the last submission).
        unsafe {
            std::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                self.mapped.add(offset as usize),
                bytes.len(),
            );
        }
        Ok(())
    }

    /// Copies the first `len` bytes out of the mapped buffer.
    pub fn read(&self, len: usize) -> Result<Vec<u8>> {
        if self.mapped.is_null() || len as u64 > self.size {
            bail!("read of {len} bytes from a {}-byte buffer", self.size);
        }
        // SAFETY: as in `write`: `len <= size` bytes of mapped coherent memory, and the GPU
        // finished writing them (the caller waited on the fence).
        let slice = unsafe { std::slice::from_raw_parts(self.mapped, len) };
        Ok(slice.to_vec())
    }
}

/// A 2D RGBA8 image with its memory and a colour view.
#[derive(Debug, Clone, Copy)]
pub struct Image {
    /// The image.
    pub image: vk::Image,
    /// A 2D colour view of its one mip level.
    pub view: vk::ImageView,
}

/// The format of every image here.
pub const FORMAT: vk::Format = vk::Format::R8G8B8A8_UNORM;

impl Image {
    /// Creates a `width` x `height` optimal-tiling RGBA8 image for `usage`, binds memory
    /// (device-local if possible) and creates its view.
    pub fn new(gpu: &mut Gpu, width: u32, height: u32, usage: vk::ImageUsageFlags) -> Result<Self> {
        let info = vk::ImageCreateInfo::default()
            .image_type(vk::ImageType::TYPE_2D)
            .format(FORMAT)
            .extent(vk::Extent3D {
                width,
                height,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        // SAFETY: valid create info; the handle is recorded for teardown right away.
        let image = unsafe { gpu.device().create_image(&info, None) }
            .with_context(|| format!("vkCreateImage {width}x{height} failed"))?;
        gpu.own(Owned::Image(image));
        // SAFETY: `image` belongs to this device.
        let req = unsafe { gpu.device().get_image_memory_requirements(image) };
        let memory = allocate(gpu, req, vk::MemoryPropertyFlags::DEVICE_LOCAL)
            .or_else(|_| allocate(gpu, req, vk::MemoryPropertyFlags::empty()))?;
        // SAFETY: fresh, unbound image; memory chosen from its requirements; offset 0.
        unsafe { gpu.device().bind_image_memory(image, memory, 0) }
            .context("vkBindImageMemory failed")?;
        gpu.bound(Owned::Image(image));
        let view_info = vk::ImageViewCreateInfo::default()
            .image(image)
            .view_type(vk::ImageViewType::TYPE_2D)
            .format(FORMAT)
            .subresource_range(COLOR_RANGE);
        // SAFETY: `image` is bound to memory; the view matches its format and range.
        let view = unsafe { gpu.device().create_image_view(&view_info, None) }
            .context("vkCreateImageView failed")?;
        gpu.own(Owned::ImageView(view));
        Ok(Image { image, view })
    }
}

/// The one mip level and one layer of a colour image.
pub const COLOR_RANGE: vk::ImageSubresourceRange = vk::ImageSubresourceRange {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    base_mip_level: 0,
    level_count: 1,
    base_array_layer: 0,
    layer_count: 1,
};

/// The colour aspect of mip 0, layer 0, for copies.
pub const COLOR_LAYERS: vk::ImageSubresourceLayers = vk::ImageSubresourceLayers {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    mip_level: 0,
    base_array_layer: 0,
    layer_count: 1,
};

/// Allocates memory for `req` from a type with `flags`, recording it for teardown.
pub(crate) fn allocate(
    gpu: &mut Gpu,
    req: vk::MemoryRequirements,
    flags: vk::MemoryPropertyFlags,
) -> Result<vk::DeviceMemory> {
    let type_index = gpu.memory_type(req.memory_type_bits, flags)?;
    let info = vk::MemoryAllocateInfo::default()
        .allocation_size(req.size)
        .memory_type_index(type_index);
    // SAFETY: the type index came from this device's memory properties and the size from the
    // object's requirements; the handle is recorded for teardown right away.
    let memory = unsafe { gpu.device().allocate_memory(&info, None) }
        .with_context(|| format!("vkAllocateMemory of {} bytes failed", req.size))?;
    gpu.own(Owned::Memory(memory));
    Ok(memory)
}

/// Records an image layout transition with its memory dependency.
pub fn transition(
    device: &ash::Device,
    cmd: vk::CommandBuffer,
    image: vk::Image,
    (old, new): (vk::ImageLayout, vk::ImageLayout),
    (src_access, dst_access): (vk::AccessFlags, vk::AccessFlags),
    (src_stage, dst_stage): (vk::PipelineStageFlags, vk::PipelineStageFlags),
) {
    let barrier = vk::ImageMemoryBarrier::default()
        .old_layout(old)
        .new_layout(new)
        .src_access_mask(src_access)
        .dst_access_mask(dst_access)
        .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
        .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
        .image(image)
        .subresource_range(COLOR_RANGE);
    // SAFETY: `cmd` is in the recording state (caller's contract) and `image` is a live
    // colour image of this device.
    unsafe {
        device.cmd_pipeline_barrier(
            cmd,
            src_stage,
            dst_stage,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[barrier],
        );
    }
}

/// Creates the checkerboard texture: uploads `texels` through a staging buffer with
/// `vkCmdCopyBufferToImage` (UNDEFINED -> TRANSFER_DST -> SHADER_READ_ONLY), submitted on its
/// own and waited for with a fence.
pub fn upload_texture(
    gpu: &mut Gpu,
    pool: vk::CommandPool,
    size: u32,
    texels: &[u8],
) -> Result<Image> {
    let image = Image::new(
        gpu,
        size,
        size,
        vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::TRANSFER_DST,
    )?;
    let staging = Buffer::new(
        gpu,
        texels.len() as u64,
        vk::BufferUsageFlags::TRANSFER_SRC,
        vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT,
    )?;
    staging.write(0, texels)?;

    let device = gpu.device();
    let alloc = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    // SAFETY: `pool` is a live pool of this device; the buffer is freed with the pool.
    let cmd = unsafe { device.allocate_command_buffers(&alloc) }
        .context("vkAllocateCommandBuffers (upload) failed")?[0];
    let begin =
        vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
    // SAFETY: fresh command buffer in the initial state.
    unsafe { device.begin_command_buffer(cmd, &begin) }
        .context("vkBeginCommandBuffer (upload) failed")?;
    transition(
        device,
        cmd,
        image.image,
        (
            vk::ImageLayout::UNDEFINED,
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
        ),
        (vk::AccessFlags::empty(), vk::AccessFlags::TRANSFER_WRITE),
        (
            vk::PipelineStageFlags::TOP_OF_PIPE,
            vk::PipelineStageFlags::TRANSFER,
        ),
    );
    let region = vk::BufferImageCopy::default()
        .buffer_offset(0)
        .image_subresource(COLOR_LAYERS)
        .image_extent(vk::Extent3D {
            width: size,
            height: size,
            depth: 1,
        });
    // SAFETY: recording; the staging buffer holds `size * size * 4` bytes and the image is in
    // TRANSFER_DST_OPTIMAL after the barrier above.
    unsafe {
        device.cmd_copy_buffer_to_image(
            cmd,
            staging.buffer,
            image.image,
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
            &[region],
        );
    }
    transition(
        device,
        cmd,
        image.image,
        (
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
            vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
        ),
        (
            vk::AccessFlags::TRANSFER_WRITE,
            vk::AccessFlags::SHADER_READ,
        ),
        (
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::FRAGMENT_SHADER,
        ),
    );
    // SAFETY: recording state.
    unsafe { device.end_command_buffer(cmd) }.context("vkEndCommandBuffer (upload) failed")?;
    submit_and_wait(gpu, cmd)?;
    Ok(image)
}

/// Submits `cmd` alone on the queue and waits for it with a fresh fence.
pub fn submit_and_wait(gpu: &mut Gpu, cmd: vk::CommandBuffer) -> Result<()> {
    // SAFETY: plain create info; the fence is recorded for teardown right away.
    let fence = unsafe {
        gpu.device()
            .create_fence(&vk::FenceCreateInfo::default(), None)
    }
    .context("vkCreateFence failed")?;
    gpu.own(Owned::Fence(fence));
    let cmds = [cmd];
    let submit = vk::SubmitInfo::default().command_buffers(&cmds);
    // SAFETY: `cmd` is executable (ended) and not pending; `fence` is unsignalled.
    unsafe { gpu.device().queue_submit(gpu.queue, &[submit], fence) }
        .context("vkQueueSubmit failed")?;
    // SAFETY: `fence` belongs to this device.
    unsafe { gpu.device().wait_for_fences(&[fence], true, u64::MAX) }
        .context("vkWaitForFences failed")?;
    Ok(())
}
