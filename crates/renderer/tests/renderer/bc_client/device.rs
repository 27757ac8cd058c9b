//! The client's device ([`Gpu`]): its one command buffer and fence, the buffers and images
//! the modes make, and the barriers and copies they record.

use ash::vk;

/// A device of vkrelay's ICD (or of lavapipe itself, for the native runs), with one queue,
/// one command buffer and one fence.
pub(super) struct Gpu {
    pub(super) instance: ash::Instance,
    pub(super) device: ash::Device,
    pub(super) props: vk::PhysicalDeviceMemoryProperties,
    pub(super) queue: vk::Queue,
    pub(super) cb: vk::CommandBuffer,
    pub(super) fence: vk::Fence,
}

impl Gpu {
    /// Memory of a type in `bits` with `flags`, bound to nothing yet.
    unsafe fn memory(
        &self,
        req: vk::MemoryRequirements,
        flags: vk::MemoryPropertyFlags,
    ) -> vk::DeviceMemory {
        let ty = (0..self.props.memory_type_count)
            .find(|&i| {
                req.memory_type_bits & (1 << i) != 0
                    && self.props.memory_types[i as usize]
                        .property_flags
                        .contains(flags)
            })
            .unwrap();
        let info = vk::MemoryAllocateInfo::default()
            .allocation_size(req.size)
            .memory_type_index(ty);
        // SAFETY: a valid allocate info.
        unsafe { self.device.allocate_memory(&info, None) }.unwrap()
    }

    /// A mapped host-visible transfer-source buffer of `size` bytes.
    pub(super) unsafe fn buffer(&self, size: u64) -> (vk::Buffer, *mut u8) {
        let info = vk::BufferCreateInfo::default().size(size).usage(
            vk::BufferUsageFlags::TRANSFER_SRC
                | vk::BufferUsageFlags::TRANSFER_DST
                | vk::BufferUsageFlags::STORAGE_BUFFER,
        );
        // SAFETY: valid create infos; the memory is host-visible and mapped once.
        unsafe {
            let b = self.device.create_buffer(&info, None).unwrap();
            let req = self.device.get_buffer_memory_requirements(b);
            let m = self.memory(req, vk::MemoryPropertyFlags::HOST_VISIBLE);
            self.device.bind_buffer_memory(b, m, 0).unwrap();
            let p = self
                .device
                .map_memory(m, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .unwrap();
            (b, p.cast())
        }
    }

    /// A transfer buffer of `size` bytes in device-local memory, not host-visible where a
    /// type allows it.
    pub(super) unsafe fn device_buffer(&self, size: u64) -> vk::Buffer {
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST);
        // SAFETY: valid create infos; memory from the buffer's requirements.
        unsafe {
            let b = self.device.create_buffer(&info, None).unwrap();
            let req = self.device.get_buffer_memory_requirements(b);
            let types = &self.props.memory_types[..self.props.memory_type_count as usize];
            let fits = |i: usize| req.memory_type_bits & (1 << i) != 0;
            let local = vk::MemoryPropertyFlags::DEVICE_LOCAL;
            let ty = (0..types.len())
                .find(|&i| {
                    fits(i)
                        && types[i].property_flags.contains(local)
                        && !types[i]
                            .property_flags
                            .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
                })
                .or_else(|| {
                    (0..types.len()).find(|&i| fits(i) && types[i].property_flags.contains(local))
                })
                .unwrap();
            let alloc = vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(ty as u32);
            let m = self.device.allocate_memory(&alloc, None).unwrap();
            self.device.bind_buffer_memory(b, m, 0).unwrap();
            b
        }
    }

    /// A bound 2D image of `format`, one level and layer.
    pub(super) unsafe fn image(
        &self,
        format: vk::Format,
        side: u32,
        flags: vk::ImageCreateFlags,
    ) -> vk::Image {
        let info = vk::ImageCreateInfo::default()
            .flags(flags)
            .image_type(vk::ImageType::TYPE_2D)
            .format(format)
            .extent(vk::Extent3D {
                width: side,
                height: side,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(
                vk::ImageUsageFlags::SAMPLED
                    | vk::ImageUsageFlags::TRANSFER_DST
                    | vk::ImageUsageFlags::TRANSFER_SRC,
            )
            .initial_layout(vk::ImageLayout::UNDEFINED);
        // SAFETY: valid create info; memory from the image's requirements.
        unsafe {
            let i = self.device.create_image(&info, None).unwrap();
            let req = self.device.get_image_memory_requirements(i);
            let m = self.memory(req, vk::MemoryPropertyFlags::empty());
            self.device.bind_image_memory(i, m, 0).unwrap();
            i
        }
    }

    /// Records layout changes of `image` and `other` (if not null) to GENERAL (fit for
    /// copies both ways), the copy of the whole `side` x `side` image from `buffer`, then
    /// `more`.
    pub(super) unsafe fn record(
        &self,
        buffer: vk::Buffer,
        image: vk::Image,
        other: vk::Image,
        side: u32,
        more: impl FnOnce(&Self),
    ) {
        // SAFETY: caller.
        unsafe { self.record_after(|_| {}, buffer, image, other, side, more) }
    }

    /// [`Gpu::record`] with `before` recorded first, before the barriers.
    pub(super) unsafe fn record_after(
        &self,
        before: impl FnOnce(&Self),
        buffer: vk::Buffer,
        image: vk::Image,
        other: vk::Image,
        side: u32,
        more: impl FnOnce(&Self),
    ) {
        let range = vk::ImageSubresourceRange {
            aspect_mask: vk::ImageAspectFlags::COLOR,
            base_mip_level: 0,
            level_count: 1,
            base_array_layer: 0,
            layer_count: 1,
        };
        let barrier = vk::ImageMemoryBarrier::default()
            .old_layout(vk::ImageLayout::UNDEFINED)
            .new_layout(vk::ImageLayout::GENERAL)
            .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(range);
        let region = vk::BufferImageCopy::default()
            .image_subresource(vk::ImageSubresourceLayers {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                mip_level: 0,
                base_array_layer: 0,
                layer_count: 1,
            })
            .image_extent(vk::Extent3D {
                width: side,
                height: side,
                depth: 1,
            });
        let others = [other].map(|i| vk::ImageMemoryBarrier {
            image: i,
            ..barrier
        });
        let barriers: &[vk::ImageMemoryBarrier] = if other == vk::Image::null() {
            &[barrier]
        } else {
            &[barrier, others[0]]
        };
        // SAFETY: the command buffer is not pending (each submission was waited for).
        unsafe {
            let d = &self.device;
            d.begin_command_buffer(self.cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            before(self);
            d.cmd_pipeline_barrier(
                self.cb,
                vk::PipelineStageFlags::TOP_OF_PIPE,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                barriers,
            );
            d.cmd_copy_buffer_to_image(self.cb, buffer, image, vk::ImageLayout::GENERAL, &[region]);
            more(self);
            d.end_command_buffer(self.cb).unwrap();
        }
    }

    /// Orders the transfers before it on `image` (GENERAL) before those after it.
    pub(super) unsafe fn transfer_barrier(&self, image: vk::Image) {
        // SAFETY: caller.
        unsafe { self.image_barrier(image, vk::ImageLayout::GENERAL) }
    }

    /// Moves `image` from UNDEFINED to GENERAL, for transfers.
    pub(super) unsafe fn layout_barrier(&self, image: vk::Image) {
        // SAFETY: caller.
        unsafe { self.image_barrier(image, vk::ImageLayout::UNDEFINED) }
    }

    /// A barrier on level 0 of `image` from `old` to GENERAL, after earlier transfers and
    /// before later ones.
    unsafe fn image_barrier(&self, image: vk::Image, old: vk::ImageLayout) {
        let b = vk::ImageMemoryBarrier::default()
            .old_layout(old)
            .new_layout(vk::ImageLayout::GENERAL)
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::TRANSFER_READ | vk::AccessFlags::TRANSFER_WRITE)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(vk::ImageSubresourceRange {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                base_mip_level: 0,
                level_count: 1,
                base_array_layer: 0,
                layer_count: 1,
            });
        // SAFETY: the command buffer is recording, outside a render pass.
        unsafe {
            self.device.cmd_pipeline_barrier(
                self.cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &[b],
            );
        }
    }

    /// Makes earlier transfer writes to buffers visible to later transfers.
    pub(super) unsafe fn buffer_barrier(&self) {
        let b = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::TRANSFER_READ);
        // SAFETY: the command buffer is recording, outside a render pass.
        unsafe {
            self.device.cmd_pipeline_barrier(
                self.cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[b],
                &[],
                &[],
            );
        }
    }

    /// Makes the transfers' writes visible to the host.
    pub(super) unsafe fn host_barrier(&self) {
        let b = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        // SAFETY: as above.
        unsafe {
            self.device.cmd_pipeline_barrier(
                self.cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[b],
                &[],
                &[],
            );
        }
    }

    /// Submits the command buffer and waits for it, up to 90 s (a GPU decode under validation
    /// took about 30 s on a 2-core machine beside two busy loops).
    pub(super) unsafe fn submit(&self) -> Result<(), vk::Result> {
        let cbs = [self.cb];
        let submit = vk::SubmitInfo::default().command_buffers(&cbs);
        // SAFETY: a recorded command buffer, an unsignalled fence.
        unsafe {
            self.device
                .queue_submit(self.queue, &[submit], self.fence)?;
            self.device
                .wait_for_fences(&[self.fence], true, 90_000_000_000)?;
            self.device.reset_fences(&[self.fence])
        }
    }
}
