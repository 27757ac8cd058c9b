//! The host's buffer a hosted swapchain copies into: importing it (again after the host
//! replaced it) and recording the copies, one per swapchain image.

use std::sync::atomic::Ordering;

use ash::vk;

use super::{COLOR, HostedSwapchain, Target, WindowImage, same_order, window_size};

impl HostedSwapchain {
    /// Imports the host's current buffer and records the copies into it, after the device is
    /// idle, releasing the buffer imported before.
    ///
    /// # Safety
    /// The swapchain's objects are live.
    pub(super) unsafe fn retarget(&self) -> Result<(), vk::Result> {
        let d = &self.shared.device;
        let mut target = self.target.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: a live device; the copies into the old buffer may still run.
        unsafe { d.device_wait_idle()? };
        if let Some(old) = target.take() {
            // SAFETY: idle; the command buffers are ours.
            unsafe {
                d.free_command_buffers(self.pool, &old.copies);
                d.free_command_buffers(self.pool, &[old.first]);
                self.import.release(d, old.image);
            }
        }
        let Some(size) = window_size(&*self.shared.host, self.shared.window) else {
            tracing::warn!(
                window = self.shared.window,
                "the host has no such window: the swapchain's surface is lost"
            );
            return Err(vk::Result::ERROR_SURFACE_LOST_KHR);
        };
        // SAFETY: caller.
        let (buffer, image) = unsafe { self.import_buffer(size)? };
        let mut copies = Vec::new();
        // The transition first, then the copies: on failure `copies` is freed whole.
        let sources = std::iter::once(None).chain(self.shared.images.iter().map(|i| Some(i.0)));
        for src in sources {
            // SAFETY: our pool and images; the imported image is idle.
            let recorded = unsafe {
                match src {
                    Some(src) => self.record(src, &image),
                    None => self.record_first(&image),
                }
            };
            match recorded {
                Ok(cb) => copies.push(cb),
                Err(e) => {
                    // SAFETY: never submitted.
                    unsafe {
                        if !copies.is_empty() {
                            d.free_command_buffers(self.pool, &copies);
                        }
                        self.import.release(d, image);
                    }
                    return Err(e);
                }
            }
        }
        tracing::debug!(
            window = self.shared.window,
            width = image.extent.width,
            height = image.extent.height,
            format = ?image.format,
            "hosted swapchain: the host's window buffer imported"
        );
        let first = copies.remove(0);
        *target = Some(Target {
            buffer,
            image,
            copies,
            first,
            first_sent: false,
        });
        Ok(())
    }

    /// Asks the host for the window's buffer and imports it: in BGRA byte order while the
    /// swapchain asks for that ([`HostedSettings::bgra_buffer`], taken back here), else in
    /// RGBA. A BGRA buffer the driver fails to import is asked for again in RGBA, once for
    /// the swapchain's life (the Mali drivers that cannot import BGRA AHardwareBuffers): its
    /// copies become blits that reorder the channels. Errors that say nothing of the buffer
    /// (out of memory, a lost device) are returned as they are.
    ///
    /// # Safety
    /// The swapchain's objects are live, and the device is idle.
    ///
    /// [`HostedSettings::bgra_buffer`]: super::HostedSettings::bgra_buffer
    unsafe fn import_buffer(&self, size: vk::Extent2D) -> Result<(u64, WindowImage), vk::Result> {
        loop {
            let bgra = self.bgra.load(Ordering::Relaxed);
            let buffer = self.shared.host.buffer(self.shared.window, bgra);
            if buffer == 0 {
                tracing::warn!(
                    window = self.shared.window,
                    "the host has no buffer for the window: the swapchain's surface is lost"
                );
                return Err(vk::Result::ERROR_SURFACE_LOST_KHR);
            }
            // SAFETY: caller: a live device; the host's buffer is live.
            match unsafe { self.import.import(&self.shared.device, buffer, bgra, size) } {
                Ok(image) => return Ok((buffer, image)),
                Err(e) if bgra && !says_nothing_of_the_buffer(e) => {
                    tracing::warn!(
                        window = self.shared.window,
                        "importing the host's BGRA buffer failed ({e}): asking for an RGBA one, \
                         which each presentation blits into"
                    );
                    self.bgra.store(false, Ordering::Relaxed);
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// A primary command buffer of the swapchain's pool.
    ///
    /// # Safety
    /// The pool is used under the target's lock only.
    unsafe fn command_buffer(&self) -> Result<vk::CommandBuffer, vk::Result> {
        let info = vk::CommandBufferAllocateInfo::default()
            .command_pool(self.pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        // SAFETY: caller; our pool of a live device.
        Ok(unsafe { self.shared.device.allocate_command_buffers(&info)?[0] })
    }

    /// Records the first use of `dst`: from `UNDEFINED` to `GENERAL` (and, where the buffer
    /// has another user, acquired from it and handed back, as each copy expects).
    ///
    /// # Safety
    /// As [`HostedSwapchain::record`].
    unsafe fn record_first(&self, dst: &WindowImage) -> Result<vk::CommandBuffer, vk::Result> {
        let d = &self.shared.device;
        // SAFETY: caller.
        let cb = unsafe { self.command_buffer()? };
        let color = COLOR;
        let (here, foreign) = if self.import.foreign() {
            (self.settings.family, vk::QUEUE_FAMILY_FOREIGN_EXT)
        } else {
            (vk::QUEUE_FAMILY_IGNORED, vk::QUEUE_FAMILY_IGNORED)
        };
        let mut barriers = vec![
            vk::ImageMemoryBarrier::default()
                .old_layout(vk::ImageLayout::UNDEFINED)
                .new_layout(vk::ImageLayout::GENERAL)
                .src_queue_family_index(foreign)
                .dst_queue_family_index(here)
                .image(dst.image)
                .subresource_range(color),
        ];
        if self.import.foreign() {
            barriers.push(
                vk::ImageMemoryBarrier::default()
                    .old_layout(vk::ImageLayout::GENERAL)
                    .new_layout(vk::ImageLayout::GENERAL)
                    .src_queue_family_index(here)
                    .dst_queue_family_index(foreign)
                    .image(dst.image)
                    .subresource_range(color),
            );
        }
        // SAFETY: a fresh command buffer of our pool; the image is idle.
        unsafe {
            d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())?;
            for b in &barriers {
                d.cmd_pipeline_barrier(
                    cb,
                    vk::PipelineStageFlags::TOP_OF_PIPE,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::DependencyFlags::empty(),
                    &[],
                    &[],
                    std::slice::from_ref(b),
                );
            }
            d.end_command_buffer(cb)?;
        }
        Ok(cb)
    }

    /// Records the copy of swapchain image `src` (in `PRESENT_SRC_KHR`) into `dst` (kept in
    /// `GENERAL`), over the smaller of their sizes.
    ///
    /// # Safety
    /// Objects of the device; the pool is used under the target's lock only.
    unsafe fn record(
        &self,
        src: vk::Image,
        dst: &WindowImage,
    ) -> Result<vk::CommandBuffer, vk::Result> {
        let d = &self.shared.device;
        // SAFETY: caller.
        let cb = unsafe { self.command_buffer()? };
        let color = COLOR;
        let layers = vk::ImageSubresourceLayers::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .layer_count(1);
        let (here, foreign) = if self.import.foreign() {
            (self.settings.family, vk::QUEUE_FAMILY_FOREIGN_EXT)
        } else {
            (vk::QUEUE_FAMILY_IGNORED, vk::QUEUE_FAMILY_IGNORED)
        };
        let w = self.shared.extent.width.min(dst.extent.width);
        let h = self.shared.extent.height.min(dst.extent.height);
        let before = [
            vk::ImageMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::empty())
                .dst_access_mask(vk::AccessFlags::TRANSFER_READ)
                .old_layout(vk::ImageLayout::PRESENT_SRC_KHR)
                .new_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(src)
                .subresource_range(color),
            // The host's buffer, acquired from its other user where it has one; its old
            // contents outside the copied region stay (GENERAL, not UNDEFINED).
            vk::ImageMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::empty())
                .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .old_layout(vk::ImageLayout::GENERAL)
                .new_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .src_queue_family_index(foreign)
                .dst_queue_family_index(here)
                .image(dst.image)
                .subresource_range(color),
        ];
        let after = [
            vk::ImageMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::TRANSFER_READ)
                .dst_access_mask(vk::AccessFlags::empty())
                .old_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
                .new_layout(vk::ImageLayout::PRESENT_SRC_KHR)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(src)
                .subresource_range(color),
            // Made visible to the host's reads too (a host that reads the pixels with its
            // CPU after the fence: a fence alone covers only device accesses).
            vk::ImageMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(vk::AccessFlags::MEMORY_READ | vk::AccessFlags::HOST_READ)
                .old_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .new_layout(vk::ImageLayout::GENERAL)
                .src_queue_family_index(here)
                .dst_queue_family_index(foreign)
                .image(dst.image)
                .subresource_range(color),
        ];
        // SAFETY: a fresh command buffer of our pool; the images are ours and the caller's.
        unsafe {
            d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())?;
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TOP_OF_PIPE,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &before,
            );
            if same_order(self.settings.format, dst.format) {
                let region = vk::ImageCopy::default()
                    .src_subresource(layers)
                    .dst_subresource(layers)
                    .extent(vk::Extent3D {
                        width: w,
                        height: h,
                        depth: 1,
                    });
                d.cmd_copy_image(
                    cb,
                    src,
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    dst.image,
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                    &[region],
                );
            } else {
                let corner = vk::Offset3D {
                    x: w as i32,
                    y: h as i32,
                    z: 1,
                };
                let region = vk::ImageBlit::default()
                    .src_subresource(layers)
                    .dst_subresource(layers)
                    .src_offsets([vk::Offset3D::default(), corner])
                    .dst_offsets([vk::Offset3D::default(), corner]);
                d.cmd_blit_image(
                    cb,
                    src,
                    vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
                    dst.image,
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                    &[region],
                    vk::Filter::NEAREST,
                );
            }
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::BOTTOM_OF_PIPE | vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &after,
            );
            d.end_command_buffer(cb)?;
        }
        Ok(cb)
    }
}

/// Whether a failed import's error is one that asking for the buffer in another byte order
/// cannot mend.
fn says_nothing_of_the_buffer(e: vk::Result) -> bool {
    matches!(
        e,
        vk::Result::ERROR_OUT_OF_HOST_MEMORY
            | vk::Result::ERROR_OUT_OF_DEVICE_MEMORY
            | vk::Result::ERROR_DEVICE_LOST
    )
}
