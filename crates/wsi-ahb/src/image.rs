//! The swapchain's images: each made, bound to memory and (blit path) given its readback
//! buffer and copy command buffer, then destroyed; see [`crate::swapchain`] for the paths.

use ash::vk;

use crate::memory::{ShownMemory, Source};
use crate::swapchain::{Path, Settings};
use crate::x11::{Segment, Window};

#[derive(Debug)]
pub(crate) struct Image {
    pub(crate) image: vk::Image,
    pub(crate) memory: vk::DeviceMemory,
    pub(crate) fence: vk::Fence,
    /// Blit path: the buffer the image is copied into, and the command buffer that copies.
    pub(crate) buffer: vk::Buffer,
    pub(crate) copy: vk::CommandBuffer,
    /// The memory the X server is shown: the image's (direct path) or the buffer's.
    pub(crate) shown_memory: vk::DeviceMemory,
    /// `shown_memory` came from the caller's [`ShownMemory`], which frees it.
    pub(crate) by_caller: bool,
    /// Byte offset of the pixels in `shown_memory`, and row pitch.
    pub(crate) offset: u64,
    pub(crate) stride: u64,
    /// MIT-SHM segment of `shown_memory`, with the memory's offset in the fd.
    pub(crate) segment: Option<(Segment, u64)>,
    /// The mapped memory, when there is no segment.
    pub(crate) mapped: *const u8,
    pub(crate) size: u64,
}

// SAFETY: `mapped` points into device memory that lives as long as the image; only the
// present thread reads through it, while the image is `Queued`.
unsafe impl Send for Image {}
// SAFETY: as above.
unsafe impl Sync for Image {}

/// A memory type of `bits`: host-visible and coherent (preferring cached, which the X server
/// reads faster) when `host`, else preferring device-local.
pub(crate) fn pick_memory(
    props: &vk::PhysicalDeviceMemoryProperties,
    bits: u32,
    host: bool,
) -> Option<u32> {
    let types = || (0..props.memory_type_count).filter(|&i| bits & (1 << i) != 0);
    let flags = |i: u32| props.memory_types[i as usize].property_flags;
    if host {
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        types()
            .find(|&i| flags(i).contains(want | vk::MemoryPropertyFlags::HOST_CACHED))
            .or_else(|| types().find(|&i| flags(i).contains(want)))
    } else {
        types()
            .find(|&i| flags(i).contains(vk::MemoryPropertyFlags::DEVICE_LOCAL))
            .or_else(|| types().next())
    }
}

/// # Safety
/// As [`Swapchain::new`]; `pool` is a command pool of the device (blit path).
pub(crate) unsafe fn make_image(
    device: &ash::Device,
    memory: &vk::PhysicalDeviceMemoryProperties,
    s: &Settings,
    window: &Window,
    source: Source<'_>,
    pool: vk::CommandPool,
) -> Result<Image, vk::Result> {
    let direct = s.path == Path::Direct;
    let mut external = vk::ExternalMemoryImageCreateInfo::default().handle_types(s.export_types);
    let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&s.view_formats);
    let mut info = vk::ImageCreateInfo::default()
        .flags(s.flags)
        .image_type(vk::ImageType::TYPE_2D)
        .format(s.format)
        .extent(vk::Extent3D {
            width: s.extent.width,
            height: s.extent.height,
            depth: 1,
        })
        .mip_levels(1)
        .array_layers(1)
        .samples(vk::SampleCountFlags::TYPE_1)
        .tiling(if direct {
            vk::ImageTiling::LINEAR
        } else {
            vk::ImageTiling::OPTIMAL
        })
        .usage(if direct {
            s.usage
        } else {
            s.usage | vk::ImageUsageFlags::TRANSFER_SRC
        })
        .sharing_mode(s.sharing_mode)
        .queue_family_indices(&s.queue_families)
        .initial_layout(vk::ImageLayout::UNDEFINED);
    if direct && !s.export_types.is_empty() {
        info = info.push_next(&mut external);
    }
    if !s.view_formats.is_empty() {
        info = info.push_next(&mut list);
    }
    // SAFETY: caller: a live device; a valid create info.
    let image = unsafe { device.create_image(&info, None)? };
    let mut out = Image {
        image,
        memory: vk::DeviceMemory::null(),
        fence: vk::Fence::null(),
        buffer: vk::Buffer::null(),
        shown_memory: vk::DeviceMemory::null(),
        by_caller: false,
        copy: vk::CommandBuffer::null(),
        offset: 0,
        stride: 0,
        segment: None,
        mapped: std::ptr::null(),
        size: 0,
    };
    // The caller's memory only when the X server can map it; otherwise the pixels go in
    // `PutImage` requests from memory of the swapchain's own.
    let caller = match source {
        Source::Caller(c) if window.has_shm() => Some(c),
        _ => None,
    };
    let mut fd = None;
    // SAFETY: the objects below are made on `device` from valid infos; on error the caller
    // destroys what `out` holds.
    let r = (|| unsafe {
        let req = device.get_image_memory_requirements(image);
        if direct {
            let Some(type_index) = pick_memory(memory, req.memory_type_bits, true) else {
                tracing::error!(
                    "no host-visible memory for a linear swapchain image (memory types {:#x})",
                    req.memory_type_bits
                );
                return Err(vk::Result::ERROR_FEATURE_NOT_PRESENT);
            };
            out.memory = match caller {
                Some(c) => {
                    let a = c.allocate(req.size, type_index)?;
                    out.by_caller = true;
                    fd = a.fd;
                    a.memory
                }
                None => allocate(device, s, req.size, type_index)?,
            };
            out.shown_memory = out.memory;
            device.bind_image_memory(image, out.memory, 0)?;
            let layout = device.get_image_subresource_layout(
                image,
                vk::ImageSubresource {
                    aspect_mask: vk::ImageAspectFlags::COLOR,
                    mip_level: 0,
                    array_layer: 0,
                },
            );
            out.offset = layout.offset;
            out.stride = layout.row_pitch;
            out.size = req.size;
        } else {
            let type_index = pick_memory(memory, req.memory_type_bits, false)
                .ok_or(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY)?;
            let alloc = vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(type_index);
            out.memory = device.allocate_memory(&alloc, None)?;
            device.bind_image_memory(image, out.memory, 0)?;
            // The buffer the image is copied into at each present, tightly packed.
            let row = u64::from(s.extent.width) * 4;
            let size = row * u64::from(s.extent.height);
            let mut external =
                vk::ExternalMemoryBufferCreateInfo::default().handle_types(s.export_types);
            let mut binfo = vk::BufferCreateInfo::default()
                .size(size)
                .usage(vk::BufferUsageFlags::TRANSFER_DST)
                .sharing_mode(vk::SharingMode::EXCLUSIVE);
            if !s.export_types.is_empty() {
                binfo = binfo.push_next(&mut external);
            }
            out.buffer = device.create_buffer(&binfo, None)?;
            let breq = device.get_buffer_memory_requirements(out.buffer);
            let Some(type_index) = pick_memory(memory, breq.memory_type_bits, true) else {
                tracing::error!(
                    "no host-visible memory for a swapchain's readback buffer (memory types \
                     {:#x})",
                    breq.memory_type_bits
                );
                return Err(vk::Result::ERROR_FEATURE_NOT_PRESENT);
            };
            out.shown_memory = match caller {
                Some(c) => {
                    let a = c.allocate(breq.size, type_index)?;
                    out.by_caller = true;
                    fd = a.fd;
                    a.memory
                }
                None => allocate(device, s, breq.size, type_index)?,
            };
            device.bind_buffer_memory(out.buffer, out.shown_memory, 0)?;
            out.stride = row;
            out.size = breq.size;
            out.copy = record_copy(device, pool, image, out.buffer, s.extent)?;
        }
        out.fence = device.create_fence(&vk::FenceCreateInfo::default(), None)?;
        if window.has_shm() {
            let fd = match source {
                Source::Own(export) => export.and_then(|f| f(out.shown_memory)),
                Source::Caller(_) => fd.take(),
            };
            if let Some((fd, at)) = fd {
                match window.attach(fd) {
                    Ok(seg) => out.segment = Some((seg, at)),
                    Err(e) => tracing::warn!("MIT-SHM attach failed, using PutImage: {e}"),
                }
            }
        }
        tracing::debug!(
            "swapchain image {:?}: {}x{}, {:?} path, row pitch {}, shown through {}",
            image,
            s.extent.width,
            s.extent.height,
            s.path,
            out.stride,
            if out.segment.is_some() {
                "MIT-SHM"
            } else {
                "PutImage"
            }
        );
        if out.segment.is_none() {
            out.mapped = device
                .map_memory(
                    out.shown_memory,
                    0,
                    vk::WHOLE_SIZE,
                    vk::MemoryMapFlags::empty(),
                )?
                .cast::<u8>()
                .cast_const();
        }
        Ok(())
    })();
    match r {
        Ok(()) => Ok(out),
        Err(e) => {
            // SAFETY: made above, unused.
            unsafe { destroy_images(device, window, caller, &mut vec![out]) };
            Err(e)
        }
    }
}

/// Allocates `size` bytes of `type_index`, exportable as `s.export_types`.
///
/// # Safety
/// A live device; `type_index` is one of its memory types.
unsafe fn allocate(
    device: &ash::Device,
    s: &Settings,
    size: u64,
    type_index: u32,
) -> Result<vk::DeviceMemory, vk::Result> {
    let mut exportable = vk::ExportMemoryAllocateInfo::default().handle_types(s.export_types);
    let mut alloc = vk::MemoryAllocateInfo::default()
        .allocation_size(size)
        .memory_type_index(type_index);
    if !s.export_types.is_empty() {
        alloc = alloc.push_next(&mut exportable);
    }
    // SAFETY: caller.
    unsafe { device.allocate_memory(&alloc, None) }
}

/// Records a command buffer (allocated from `pool`, ended) that copies `image`, a
/// single-level, single-layer color image in `PRESENT_SRC_KHR`, into `buffer` (tightly
/// packed), makes the bytes visible to the host and leaves the image in `PRESENT_SRC_KHR`:
/// the blit path's per-image copy, and what a screenshot of a presented image needs.
///
/// # Safety
/// Objects of `device`; `pool` is externally synchronised by the caller; `buffer` holds
/// the image's bytes.
pub unsafe fn record_copy(
    device: &ash::Device,
    pool: vk::CommandPool,
    image: vk::Image,
    buffer: vk::Buffer,
    extent: vk::Extent2D,
) -> Result<vk::CommandBuffer, vk::Result> {
    // SAFETY: caller.
    unsafe {
        let cb = device.allocate_command_buffers(
            &vk::CommandBufferAllocateInfo::default()
                .command_pool(pool)
                .command_buffer_count(1),
        )?[0];
        device.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())?;
        let range = vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(1);
        let to_src = vk::ImageMemoryBarrier::default()
            .old_layout(vk::ImageLayout::PRESENT_SRC_KHR)
            .new_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
            .src_access_mask(vk::AccessFlags::MEMORY_WRITE)
            .dst_access_mask(vk::AccessFlags::TRANSFER_READ)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(range);
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::PipelineStageFlags::TRANSFER,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[to_src],
        );
        let region = vk::BufferImageCopy::default()
            .image_subresource(
                vk::ImageSubresourceLayers::default()
                    .aspect_mask(vk::ImageAspectFlags::COLOR)
                    .layer_count(1),
            )
            .image_extent(vk::Extent3D {
                width: extent.width,
                height: extent.height,
                depth: 1,
            });
        device.cmd_copy_image_to_buffer(
            cb,
            image,
            vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
            buffer,
            &[region],
        );
        let back = vk::ImageMemoryBarrier::default()
            .old_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
            .new_layout(vk::ImageLayout::PRESENT_SRC_KHR)
            .src_access_mask(vk::AccessFlags::TRANSFER_READ)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(range);
        let to_host = vk::BufferMemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .buffer(buffer)
            .size(vk::WHOLE_SIZE);
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::BOTTOM_OF_PIPE | vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[],
            &[to_host],
            &[back],
        );
        device.end_command_buffer(cb)?;
        Ok(cb)
    }
}

/// # Safety
/// The images' objects were made on `device` and are no longer in use; `caller` is the
/// [`ShownMemory`] they were made with, if any.
pub(crate) unsafe fn destroy_images(
    device: &ash::Device,
    window: &Window,
    caller: Option<&dyn ShownMemory>,
    images: &mut Vec<Image>,
) {
    for i in images.drain(..) {
        if let Some((seg, _)) = i.segment {
            window.detach(seg);
        }
        // SAFETY: caller.
        unsafe {
            if i.fence != vk::Fence::null() {
                device.destroy_fence(i.fence, None);
            }
            device.destroy_image(i.image, None);
            if i.buffer != vk::Buffer::null() {
                device.destroy_buffer(i.buffer, None);
            }
            let shown = i.shown_memory;
            if shown != vk::DeviceMemory::null() {
                match caller {
                    Some(c) if i.by_caller => c.free(shown),
                    _ => device.free_memory(shown, None),
                }
            }
            if i.memory != vk::DeviceMemory::null() && i.memory != shown {
                device.free_memory(i.memory, None);
            }
        }
    }
}
