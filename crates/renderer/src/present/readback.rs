//! Screenshots: an image is copied into a host-visible buffer on a queue and written as an
//! RGBA8 PNG. The live renderer takes one at a presentation or a frame-ending submission the
//! capture asks for (`capture_screenshots`), replay at the end of each frame `--screenshot`
//! names; both copy the same way, so a replay's picture of a frame equals the live run's
//! byte for byte when the driver renders deterministically. Presented images are taken as
//! presented; a frame that ends at a submission gives the image it rendered last
//! (`trace/pictures.rs`).

use std::path::Path;

use ash::vk;

/// An image's pixels, 4 bytes each, rows packed, in `R, G, B, A` order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pixels {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes.
    pub rgba: Vec<u8>,
}

/// Whether the channels of `format` are stored blue first (and must be swapped for PNG), or
/// `None` for a format screenshots do not take (anything but 8-bit RGBA or BGRA).
pub(crate) fn blue_first(format: vk::Format) -> Option<bool> {
    match format {
        vk::Format::B8G8R8A8_UNORM | vk::Format::B8G8R8A8_SRGB => Some(true),
        vk::Format::R8G8B8A8_UNORM | vk::Format::R8G8B8A8_SRGB => Some(false),
        _ => None,
    }
}

/// What [`read`] needs of the device.
pub(crate) struct Target<'a> {
    pub device: &'a ash::Device,
    /// The device's memory types.
    pub memory: &'a vk::PhysicalDeviceMemoryProperties,
    /// The queue the copy runs on, and its family.
    pub queue: vk::Queue,
    pub family: u32,
}

/// What [`read`] copies: one level and layer of a single-sample 2D colour image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Source {
    pub image: vk::Image,
    pub format: vk::Format,
    /// The level's size.
    pub extent: vk::Extent2D,
    /// Its layout when the copy starts; it is left in it.
    pub layout: vk::ImageLayout,
    pub level: u32,
    pub layer: u32,
}

impl Source {
    /// A presentable image (its only level and layer, in `PRESENT_SRC_KHR`).
    pub(crate) fn presented(image: vk::Image, format: vk::Format, extent: vk::Extent2D) -> Self {
        Source {
            image,
            format,
            extent,
            layout: vk::ImageLayout::PRESENT_SRC_KHR,
            level: 0,
            layer: 0,
        }
    }
}

/// Copies `src` into host memory on `t.queue` once `waits` have signalled (they are waited
/// for, as a presentation would) and after everything submitted to `t.queue` before, and
/// returns its pixels. Blocks until the copy is done.
///
/// # Safety
/// `src.image` is a live single-sample 2D color image of `t.device` with `TRANSFER_SRC`
/// usage, whose level `src.level` and layer `src.layer` exist and will be in `src.layout`
/// once the work submitted to `t.queue` before and `waits` are done; `t.queue` is a queue of
/// `t.family` that no other thread uses meanwhile.
pub(crate) unsafe fn read(
    t: &Target<'_>,
    src: &Source,
    waits: &[vk::Semaphore],
) -> Result<Pixels, vk::Result> {
    let extent = src.extent;
    let swap = blue_first(src.format).ok_or(vk::Result::ERROR_FORMAT_NOT_SUPPORTED)?;
    let size = u64::from(extent.width) * u64::from(extent.height) * 4;
    if size == 0 {
        return Err(vk::Result::ERROR_INITIALIZATION_FAILED);
    }
    let d = t.device;
    let mut objects = Objects::default();
    // SAFETY: caller; every object made here is destroyed by `objects` (after the fence
    // signalled, or before anything was submitted).
    let r = unsafe { copy(t, &mut objects, src, waits, size) };
    let out = r.map(|bytes| {
        let mut rgba = bytes;
        if swap {
            for px in rgba.chunks_exact_mut(4) {
                px.swap(0, 2);
            }
        }
        Pixels {
            width: extent.width,
            height: extent.height,
            rgba,
        }
    });
    if objects.pending {
        // The copy did not end within `WAIT`: its objects may still be in use, so they are
        // left to the device's destruction rather than destroyed under the device.
        tracing::warn!("a screenshot's copy did not end within {WAIT:?}: its objects are left");
        return out;
    }
    // SAFETY: the copy completed (or never ran): nothing uses the objects.
    unsafe { objects.destroy(d) };
    out
}

/// How long a readback waits for its copy: the work before it may wait for something only a
/// later request of the client brings (a timeline value signalled from the host), and the
/// caller may hold the client's lock.
const WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// The objects of one readback.
#[derive(Default)]
struct Objects {
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    pool: vk::CommandPool,
    fence: vk::Fence,
    /// Submitted and not known to have ended.
    pending: bool,
}

impl Objects {
    /// # Safety
    /// Nothing pending uses them.
    unsafe fn destroy(self, d: &ash::Device) {
        // SAFETY: caller; null handles are ignored by the driver.
        unsafe {
            d.destroy_fence(self.fence, None);
            d.destroy_command_pool(self.pool, None);
            d.destroy_buffer(self.buffer, None);
            d.free_memory(self.memory, None);
        }
    }
}

/// A memory type of `bits` with `HOST_VISIBLE` (and `HOST_COHERENT` if there is one).
fn host_type(memory: &vk::PhysicalDeviceMemoryProperties, bits: u32) -> Option<u32> {
    let types = memory.memory_types_as_slice();
    let with = |flags: vk::MemoryPropertyFlags| {
        (0..types.len() as u32)
            .find(|&i| bits & (1 << i) != 0 && types[i as usize].property_flags.contains(flags))
    };
    with(vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT)
        .or_else(|| with(vk::MemoryPropertyFlags::HOST_VISIBLE))
}

/// The copy of [`read`]: the image's bytes, in its own channel order.
///
/// # Safety
/// As [`read`]; `o` is empty and receives what is made.
unsafe fn copy(
    t: &Target<'_>,
    o: &mut Objects,
    src: &Source,
    waits: &[vk::Semaphore],
    size: u64,
) -> Result<Vec<u8>, vk::Result> {
    let d = t.device;
    // SAFETY: caller (a live device); the objects go into `o`, which the caller destroys.
    unsafe {
        o.buffer = d.create_buffer(
            &vk::BufferCreateInfo::default()
                .size(size)
                .usage(vk::BufferUsageFlags::TRANSFER_DST),
            None,
        )?;
        let req = d.get_buffer_memory_requirements(o.buffer);
        let ty = host_type(t.memory, req.memory_type_bits)
            .ok_or(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY)?;
        o.memory = d.allocate_memory(
            &vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(ty),
            None,
        )?;
        d.bind_buffer_memory(o.buffer, o.memory, 0)?;
        o.pool = d.create_command_pool(
            &vk::CommandPoolCreateInfo::default().queue_family_index(t.family),
            None,
        )?;
        o.fence = d.create_fence(&vk::FenceCreateInfo::default(), None)?;
        let cb = record(d, o.pool, src, o.buffer)?;
        let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; waits.len()];
        let cbs = [cb];
        let submit = vk::SubmitInfo::default()
            .wait_semaphores(waits)
            .wait_dst_stage_mask(&stages)
            .command_buffers(&cbs);
        d.queue_submit(t.queue, &[submit], o.fence)?;
        o.pending = true;
        d.wait_for_fences(&[o.fence], true, WAIT.as_nanos() as u64)?;
        o.pending = false;
        let ptr = d.map_memory(o.memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())?;
        d.invalidate_mapped_memory_ranges(&[vk::MappedMemoryRange::default()
            .memory(o.memory)
            .size(vk::WHOLE_SIZE)])?;
        let bytes = std::slice::from_raw_parts(ptr.cast::<u8>(), size as usize).to_vec();
        d.unmap_memory(o.memory);
        Ok(bytes)
    }
}

/// Records into a new command buffer of `pool` the copy of `src` into `buffer` (tightly
/// packed): a barrier after all earlier work into a layout transfers read, the copy, and a
/// barrier back into `src.layout`.
///
/// # Safety
/// As [`read`]; `pool` is a command pool of `device`, `buffer` a buffer of `device` with
/// `TRANSFER_DST` usage large enough.
unsafe fn record(
    device: &ash::Device,
    pool: vk::CommandPool,
    src: &Source,
    buffer: vk::Buffer,
) -> Result<vk::CommandBuffer, vk::Result> {
    // A copy reads in `GENERAL` as well; any other layout goes through `TRANSFER_SRC`.
    let reading = if src.layout == vk::ImageLayout::GENERAL {
        vk::ImageLayout::GENERAL
    } else {
        vk::ImageLayout::TRANSFER_SRC_OPTIMAL
    };
    let range = vk::ImageSubresourceRange::default()
        .aspect_mask(vk::ImageAspectFlags::COLOR)
        .base_mip_level(src.level)
        .level_count(1)
        .base_array_layer(src.layer)
        .layer_count(1);
    let barrier = |old, new, from, to| {
        vk::ImageMemoryBarrier::default()
            .old_layout(old)
            .new_layout(new)
            .src_access_mask(from)
            .dst_access_mask(to)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(src.image)
            .subresource_range(range)
    };
    // SAFETY: caller.
    unsafe {
        let cb = device.allocate_command_buffers(
            &vk::CommandBufferAllocateInfo::default()
                .command_pool(pool)
                .command_buffer_count(1),
        )?[0];
        device.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())?;
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::PipelineStageFlags::TRANSFER,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[barrier(
                src.layout,
                reading,
                vk::AccessFlags::MEMORY_WRITE,
                vk::AccessFlags::TRANSFER_READ,
            )],
        );
        let region = vk::BufferImageCopy::default()
            .image_subresource(
                vk::ImageSubresourceLayers::default()
                    .aspect_mask(vk::ImageAspectFlags::COLOR)
                    .mip_level(src.level)
                    .base_array_layer(src.layer)
                    .layer_count(1),
            )
            .image_extent(vk::Extent3D {
                width: src.extent.width,
                height: src.extent.height,
                depth: 1,
            });
        device.cmd_copy_image_to_buffer(cb, src.image, reading, buffer, &[region]);
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::DependencyFlags::empty(),
            &[],
            &[vk::BufferMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .buffer(buffer)
                .size(vk::WHOLE_SIZE)],
            &[barrier(
                reading,
                src.layout,
                vk::AccessFlags::TRANSFER_READ,
                vk::AccessFlags::empty(),
            )],
        );
        device.end_command_buffer(cb)?;
        Ok(cb)
    }
}

/// Under capture: `image` (of `format` and `extent`) of a presentation on `queue`, raw handles
/// of the client's `device` (`raw_device` in the object table), once `waits` signalled,
/// written as a PNG at `path`. Whether the waits were consumed (the copy ran); a failure is
/// logged, the presentation goes on.
///
/// # Safety
/// The client's live objects; `image` is a presentable image of a renderer-owned swapchain of
/// `device`, in `PRESENT_SRC_KHR` once `waits` signal.
#[allow(clippy::too_many_arguments)]
pub(super) unsafe fn screenshot(
    cx: &super::Context<'_>,
    device: &ash::Device,
    raw_device: u64,
    queue: vk::Queue,
    waits: &[vk::Semaphore],
    (image, format, extent): (vk::Image, vk::Format, vk::Extent2D),
    path: &Path,
) -> bool {
    use ash::vk::Handle;
    let (Some(physical), Some(family)) =
        ((cx.physical_of)(raw_device), (cx.family_of)(queue.as_raw()))
    else {
        tracing::error!(
            "screenshot {}: the queue or device is unknown",
            path.display()
        );
        return false;
    };
    // SAFETY: caller: the client's live instance, which owns `physical`.
    let memory = unsafe {
        ash::Instance::load(cx.entry.static_fn(), cx.instance)
            .get_physical_device_memory_properties(physical)
    };
    let t = Target {
        device,
        memory: &memory,
        queue,
        family,
    };
    // SAFETY: caller.
    let pixels = unsafe { read(&t, &Source::presented(image, format, extent), waits) };
    match pixels {
        Ok(p) => {
            match write_png(&p, path) {
                Ok(()) => tracing::info!(file = %path.display(), "screenshot written"),
                Err(e) => tracing::error!("writing the screenshot {}: {e}", path.display()),
            }
            true
        }
        Err(r) => {
            tracing::error!(
                "screenshot {}: reading the image back failed: {r}",
                path.display()
            );
            false
        }
    }
}

/// Writes `p` as an 8-bit RGBA PNG at `path`.
pub fn write_png(p: &Pixels, path: &Path) -> std::io::Result<()> {
    let file = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut enc = png::Encoder::new(file, p.width, p.height);
    enc.set_color(png::ColorType::Rgba);
    enc.set_depth(png::BitDepth::Eight);
    let mut w = enc.write_header().map_err(std::io::Error::other)?;
    w.write_image_data(&p.rgba).map_err(std::io::Error::other)?;
    w.finish().map_err(std::io::Error::other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_8_bit_rgba_and_bgra_are_taken() {
        assert_eq!(blue_first(vk::Format::B8G8R8A8_SRGB), Some(true));
        assert_eq!(blue_first(vk::Format::R8G8B8A8_UNORM), Some(false));
        assert_eq!(blue_first(vk::Format::A2B10G10R10_UNORM_PACK32), None);
    }

    #[test]
    fn a_png_reads_back_as_written() {
        let dir = std::env::temp_dir().join(format!("vkrelay-png-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.png");
        let p = Pixels {
            width: 2,
            height: 1,
            rgba: vec![1, 2, 3, 4, 250, 251, 252, 253],
        };
        write_png(&p, &path).unwrap();
        let dec = png::Decoder::new(std::fs::File::open(&path).unwrap());
        let mut r = dec.read_info().unwrap();
        let mut buf = vec![0; r.output_buffer_size()];
        let info = r.next_frame(&mut buf).unwrap();
        assert_eq!((info.width, info.height), (2, 1));
        assert_eq!(&buf[..info.buffer_size()], &p.rgba[..]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
