//! The application half of the BC tests (`bc::bc_client`): a small Vulkan client of BC
//! uploads and of what the repair refuses.

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

struct Gpu {
    instance: ash::Instance,
    device: ash::Device,
    props: vk::PhysicalDeviceMemoryProperties,
    queue: vk::Queue,
    cb: vk::CommandBuffer,
    fence: vk::Fence,
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
    unsafe fn buffer(&self, size: u64) -> (vk::Buffer, *mut u8) {
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
    unsafe fn device_buffer(&self, size: u64) -> vk::Buffer {
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
    unsafe fn image(
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
    unsafe fn record(
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
    unsafe fn record_after(
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
    unsafe fn transfer_barrier(&self, image: vk::Image) {
        // SAFETY: caller.
        unsafe { self.image_barrier(image, vk::ImageLayout::GENERAL) }
    }

    /// Moves `image` from UNDEFINED to GENERAL, for transfers.
    unsafe fn layout_barrier(&self, image: vk::Image) {
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
    unsafe fn buffer_barrier(&self) {
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
    unsafe fn host_barrier(&self) {
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

    /// Submits the command buffer and waits for it.
    unsafe fn submit(&self) -> Result<(), vk::Result> {
        let cbs = [self.cb];
        let submit = vk::SubmitInfo::default().command_buffers(&cbs);
        // SAFETY: a recorded command buffer, an unsignalled fence.
        unsafe {
            self.device
                .queue_submit(self.queue, &[submit], self.fence)?;
            self.device
                .wait_for_fences(&[self.fence], true, 10_000_000_000)?;
            self.device.reset_fences(&[self.fence])
        }
    }
}

/// One colour layer of mip 0.
fn layers() -> vk::ImageSubresourceLayers {
    vk::ImageSubresourceLayers {
        aspect_mask: vk::ImageAspectFlags::COLOR,
        mip_level: 0,
        base_array_layer: 0,
        layer_count: 1,
    }
}

/// A copy of the whole `side` x `side` level 0, tightly packed at offset 0.
fn whole(side: u32) -> vk::BufferImageCopy {
    vk::BufferImageCopy::default()
        .image_subresource(layers())
        .image_extent(vk::Extent3D {
            width: side,
            height: side,
            depth: 1,
        })
}

/// How many bytes of `got` (64 x 64 RGBA8 texels) differ from bcn-decode's decode of
/// `blocks` in `format`.
fn differ_from_decoded(format: bcn_decode::Format, blocks: &[u8], got: &[u8]) -> usize {
    let mut want = vec![0u8; 64 * 64 * 4];
    bcn_decode::decode_image(
        format,
        bcn_decode::Output::Rgba8,
        blocks,
        64,
        64,
        &mut want,
        64 * 4,
    )
    .unwrap();
    got.iter().zip(&want).filter(|(a, b)| a != b).count()
}

/// Writes `n` pseudo-random bytes (from `seed`) at `p` and returns them.
///
/// # Safety
/// `p` is valid for `n` bytes of writes.
unsafe fn fill(p: *mut u8, n: usize, seed: u32) -> Vec<u8> {
    let mut x = seed.wrapping_mul(2_654_435_761) | 1;
    let v: Vec<u8> = (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 24) as u8
        })
        .collect();
    // SAFETY: caller.
    unsafe { std::ptr::copy_nonoverlapping(v.as_ptr(), p, n) };
    v
}

/// What the repair answers to the feature and format queries.
///
/// # Safety
/// `pd` is a physical device of `instance`.
unsafe fn check_answers(instance: &ash::Instance, pd: vk::PhysicalDevice) {
    // SAFETY: valid queries of a physical device of `instance` (caller).
    unsafe {
        assert_eq!(
            instance
                .get_physical_device_features(pd)
                .texture_compression_bc,
            vk::TRUE
        );
        let need = vk::FormatFeatureFlags::SAMPLED_IMAGE | vk::FormatFeatureFlags::TRANSFER_DST;
        for f in [
            vk::Format::BC1_RGBA_UNORM_BLOCK,
            vk::Format::BC7_UNORM_BLOCK,
            vk::Format::BC6H_SFLOAT_BLOCK,
        ] {
            let p = instance.get_physical_device_format_properties(pd, f);
            assert!(p.optimal_tiling_features.contains(need), "{f:?}: {p:?}");
            assert!(p.buffer_features.is_empty(), "{f:?}: {p:?}");
            let limits = instance
                .get_physical_device_image_format_properties(
                    pd,
                    f,
                    vk::ImageType::TYPE_2D,
                    vk::ImageTiling::OPTIMAL,
                    vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::TRANSFER_DST,
                    vk::ImageCreateFlags::empty(),
                )
                .unwrap();
            assert!(
                limits.max_extent.width >= 4096 && limits.max_mip_levels > 1,
                "{limits:?}"
            );
            let storage = instance.get_physical_device_image_format_properties(
                pd,
                f,
                vk::ImageType::TYPE_2D,
                vk::ImageTiling::OPTIMAL,
                vk::ImageUsageFlags::STORAGE,
                vk::ImageCreateFlags::empty(),
            );
            assert_eq!(storage.unwrap_err(), vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
        }
        // The ...2 queries, with VkFormatProperties3 in the chain.
        let mut p3 = vk::FormatProperties3::default();
        let mut p2 = vk::FormatProperties2::default().push_next(&mut p3);
        instance.get_physical_device_format_properties2(pd, vk::Format::BC5_SNORM_BLOCK, &mut p2);
        let want = p2.format_properties.optimal_tiling_features;
        assert!(want.contains(need) && p2.format_properties.linear_tiling_features.is_empty());
        assert_eq!(
            p3.optimal_tiling_features.as_raw(),
            u64::from(want.as_raw())
        );
        let info = vk::PhysicalDeviceImageFormatInfo2::default()
            .format(vk::Format::BC6H_UFLOAT_BLOCK)
            .ty(vk::ImageType::TYPE_2D)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::TRANSFER_DST)
            .flags(vk::ImageCreateFlags::CUBE_COMPATIBLE);
        let mut limits = vk::ImageFormatProperties2::default();
        instance
            .get_physical_device_image_format_properties2(pd, &info, &mut limits)
            .unwrap();
        assert!(limits.image_format_properties.max_array_layers >= 6);
        let linear = instance.get_physical_device_image_format_properties(
            pd,
            vk::Format::BC7_UNORM_BLOCK,
            vk::ImageType::TYPE_2D,
            vk::ImageTiling::LINEAR,
            vk::ImageUsageFlags::SAMPLED,
            vk::ImageCreateFlags::empty(),
        );
        assert_eq!(linear.unwrap_err(), vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
    }
}

/// # Safety
/// `icd` is vkrelay's ICD.
pub unsafe fn run(icd: std::path::PathBuf, mode: &str) {
    let driver = Driver::load(&DriverSource::Library(icd)).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    // SAFETY: valid create infos and calls, except what `mode` breaks on purpose.
    unsafe {
        let instance = driver
            .entry()
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        // What the repair answers (a driver's own answers differ: lavapipe has linear BCn).
        if std::env::var_os("VKRELAY_TEST_BC_NATIVE").is_none() {
            check_answers(&instance, pd);
        }
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let features = vk::PhysicalDeviceFeatures::default().texture_compression_bc(true);
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .enabled_features(&features),
                None,
            )
            .unwrap();
        let pool = device
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default()
                    .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                None,
            )
            .unwrap();
        let cb = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let gpu = Gpu {
            props: instance.get_physical_device_memory_properties(pd),
            queue: device.get_device_queue(0, 0),
            fence: device
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .unwrap(),
            cb,
            device,
            instance,
        };
        let refused = |r: Result<(), vk::Result>| {
            // An asynchronous submission's failure shows at the next call that waits.
            let r = r.and_then(|()| gpu.device.device_wait_idle());
            assert_eq!(r, Err(vk::Result::ERROR_DEVICE_LOST), "{mode}");
            println!("REFUSED");
        };
        match mode.split_once(':') {
            Some(("uploads", n)) => {
                let n: u32 = n.parse().unwrap();
                let side = 64;
                let bytes = (side / 4) * (side / 4) * 8;
                let (buffer, p) = gpu.buffer(u64::from(bytes));
                let image = gpu.image(
                    vk::Format::BC1_RGBA_UNORM_BLOCK,
                    side,
                    vk::ImageCreateFlags::empty(),
                );
                let sync = std::env::var_os("VKRELAY_TEST_BC_SYNC").map(std::path::PathBuf::from);
                // Lets the test read the renderer's memory after `done` uploads.
                let checkpoint = |done: u32| {
                    let Some(dir) = &sync else { return };
                    gpu.device.device_wait_idle().unwrap();
                    std::fs::write(dir.join(format!("at-{done}")), b"").unwrap();
                    while !dir.join(format!("go-{done}")).exists() {
                        std::thread::sleep(std::time::Duration::from_millis(10));
                    }
                };
                for i in 0..n {
                    if i == 1000 || i == 11000 {
                        checkpoint(i);
                    }
                    if i % 2 == 0 {
                        // New source bytes: every block's colours change.
                        for k in 0..bytes as usize {
                            p.add(k).write((k as u32 ^ i) as u8);
                        }
                    }
                    if i % 4 == 0 {
                        gpu.record(buffer, image, vk::Image::null(), side, |_| {});
                    }
                    gpu.submit().unwrap();
                }
                checkpoint(n);
                gpu.device.device_wait_idle().unwrap();
                println!("UPLOADED {n}");
            }
            _ => match mode {
                "view" => {
                    let image = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::MUTABLE_FORMAT,
                    );
                    let range = vk::ImageSubresourceRange {
                        aspect_mask: vk::ImageAspectFlags::COLOR,
                        base_mip_level: 0,
                        level_count: 1,
                        base_array_layer: 0,
                        layer_count: 1,
                    };
                    let view = |format| {
                        let info = vk::ImageViewCreateInfo::default()
                            .image(image)
                            .view_type(vk::ImageViewType::TYPE_2D)
                            .format(format)
                            .subresource_range(range);
                        gpu.device.create_image_view(&info, None).map(drop)
                    };
                    // The sRGB form of the same class is a view of the replacement.
                    view(vk::Format::BC7_SRGB_BLOCK).unwrap();
                    gpu.device.device_wait_idle().unwrap();
                    refused(view(vk::Format::R32G32B32A32_UINT));
                }
                "readback" => {
                    // Random blocks read back whole, then a box of them into rows of 12
                    // blocks: the bytes uploaded come back.
                    let bytes = 16 * 16 * 16;
                    let (buffer, p) = gpu.buffer(bytes as u64);
                    let blocks = fill(p, bytes, 7);
                    let (back, q) = gpu.buffer(2 * bytes as u64);
                    let image = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let boxed = vk::BufferImageCopy {
                        buffer_offset: bytes as u64,
                        buffer_row_length: 48,
                        image_offset: vk::Offset3D { x: 16, y: 8, z: 0 },
                        image_extent: vk::Extent3D {
                            width: 32,
                            height: 16,
                            depth: 1,
                        },
                        ..whole(64)
                    };
                    gpu.record(buffer, image, vk::Image::null(), 64, |g| {
                        g.transfer_barrier(image);
                        g.device.cmd_copy_image_to_buffer(
                            g.cb,
                            image,
                            vk::ImageLayout::GENERAL,
                            back,
                            &[whole(64), boxed],
                        );
                        g.host_barrier();
                    });
                    gpu.submit().unwrap();
                    let got = std::slice::from_raw_parts(q, 2 * bytes);
                    assert!(
                        got[..bytes] == blocks[..],
                        "the whole image read back differs"
                    );
                    for row in 0..4 {
                        let at = bytes + row * 12 * 16;
                        let from = ((2 + row) * 16 + 4) * 16;
                        assert_eq!(
                            got[at..at + 8 * 16],
                            blocks[from..from + 8 * 16],
                            "row {row}"
                        );
                    }
                    println!("READBACK OK");
                }
                "copy-image" => {
                    // Between two images of one BC format (UNORM and sRGB): the decoded
                    // texels and the blocks are copied; read back, the blocks are there.
                    let bytes = 16 * 16 * 16;
                    let (buffer, p) = gpu.buffer(bytes as u64);
                    let blocks = fill(p, bytes, 11);
                    let (back, q) = gpu.buffer(bytes as u64);
                    let a = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let b = gpu.image(
                        vk::Format::BC7_SRGB_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let region = vk::ImageCopy {
                        src_subresource: layers(),
                        src_offset: vk::Offset3D::default(),
                        dst_subresource: layers(),
                        dst_offset: vk::Offset3D { x: 32, y: 16, z: 0 },
                        extent: vk::Extent3D {
                            width: 32,
                            height: 48,
                            depth: 1,
                        },
                    };
                    gpu.record(buffer, a, b, 64, |g| {
                        g.transfer_barrier(a);
                        g.device.cmd_copy_image(
                            g.cb,
                            a,
                            vk::ImageLayout::GENERAL,
                            b,
                            vk::ImageLayout::GENERAL,
                            &[region],
                        );
                        g.transfer_barrier(b);
                        g.device.cmd_copy_image_to_buffer(
                            g.cb,
                            b,
                            vk::ImageLayout::GENERAL,
                            back,
                            &[whole(64)],
                        );
                        g.host_barrier();
                    });
                    gpu.submit().unwrap();
                    let got = std::slice::from_raw_parts(q, bytes);
                    for row in 0..12 {
                        let at = ((4 + row) * 16 + 8) * 16;
                        let from = row * 16 * 16;
                        assert_eq!(got[at..at + 128], blocks[from..from + 128], "row {row}");
                    }
                    // Into an uncompressed image of the block's size: each block is a texel.
                    let c = gpu.image(
                        vk::Format::R32G32B32A32_UINT,
                        16,
                        vk::ImageCreateFlags::empty(),
                    );
                    let region = vk::ImageCopy {
                        dst_offset: vk::Offset3D::default(),
                        extent: vk::Extent3D {
                            width: 64,
                            height: 64,
                            depth: 1,
                        },
                        ..region
                    };
                    gpu.record(buffer, a, c, 64, |g| {
                        g.transfer_barrier(a);
                        g.device.cmd_copy_image(
                            g.cb,
                            a,
                            vk::ImageLayout::GENERAL,
                            c,
                            vk::ImageLayout::GENERAL,
                            &[region],
                        );
                        g.transfer_barrier(c);
                        g.device.cmd_copy_image_to_buffer(
                            g.cb,
                            c,
                            vk::ImageLayout::GENERAL,
                            back,
                            &[whole(16)],
                        );
                        g.host_barrier();
                    });
                    gpu.submit().unwrap();
                    let got = std::slice::from_raw_parts(q, bytes);
                    assert!(
                        got == &blocks[..],
                        "the blocks copied into R32G32B32A32_UINT differ"
                    );
                    println!("COPIED OK");
                }
                "gpu-written" => {
                    // The upload's source is written by the GPU in the same command buffer
                    // (a copy from a host buffer), so its bytes exist only when the GPU gets
                    // there; the decoded texels are read back through a blit into RGBA8 and
                    // compared with bcn-decode's. Submitted twice, with new bytes.
                    let bytes = 16 * 16 * 16;
                    let (host, p) = gpu.buffer(bytes as u64);
                    // Device-local, and not host-visible where the driver has such memory
                    // (not lavapipe): bytes only the GPU can reach.
                    let written = gpu.device_buffer(bytes as u64);
                    let (back, q) = gpu.buffer(64 * 64 * 4);
                    let image = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let rgba = gpu.image(
                        vk::Format::R8G8B8A8_UNORM,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let full = vk::Offset3D { x: 64, y: 64, z: 1 };
                    let blit = vk::ImageBlit {
                        src_subresource: layers(),
                        src_offsets: [vk::Offset3D::default(), full],
                        dst_subresource: layers(),
                        dst_offsets: [vk::Offset3D::default(), full],
                    };
                    // `record` copies `written` into the image after `before`; so the copy
                    // from `host` comes first.
                    gpu.record_after(
                        |g| {
                            g.device.cmd_copy_buffer(
                                g.cb,
                                host,
                                written,
                                &[vk::BufferCopy {
                                    src_offset: 0,
                                    dst_offset: 0,
                                    size: bytes as u64,
                                }],
                            );
                            g.buffer_barrier();
                        },
                        written,
                        image,
                        rgba,
                        64,
                        |g| {
                            g.transfer_barrier(image);
                            g.device.cmd_blit_image(
                                g.cb,
                                image,
                                vk::ImageLayout::GENERAL,
                                rgba,
                                vk::ImageLayout::GENERAL,
                                &[blit],
                                vk::Filter::NEAREST,
                            );
                            g.transfer_barrier(rgba);
                            g.device.cmd_copy_image_to_buffer(
                                g.cb,
                                rgba,
                                vk::ImageLayout::GENERAL,
                                back,
                                &[whole(64)],
                            );
                            g.host_barrier();
                        },
                    );
                    for seed in [3, 5] {
                        let blocks = fill(p, bytes, seed);
                        gpu.submit().unwrap();
                        let got = std::slice::from_raw_parts(q, 64 * 64 * 4);
                        let differ = differ_from_decoded(bcn_decode::Format::Bc7, &blocks, got);
                        assert_eq!(
                            differ, 0,
                            "seed {seed}: {differ} bytes differ from bcn-decode"
                        );
                    }
                    println!("GPU-WRITTEN OK");
                }
                "compute-state" => {
                    // The application binds a compute pipeline (bcn-decode's BC1 shader, as
                    // any compute work), its descriptor set and push constants, then uploads
                    // into an emulated image (which the renderer may decode with its own
                    // compute pipeline), then dispatches: its dispatch must see its state.
                    use bcn_decode::gpu;
                    let d = &gpu.device;
                    let bindings = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING].map(|b| {
                        vk::DescriptorSetLayoutBinding::default()
                            .binding(b)
                            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                            .descriptor_count(1)
                            .stage_flags(vk::ShaderStageFlags::COMPUTE)
                    });
                    let set_layout = d
                        .create_descriptor_set_layout(
                            &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                            None,
                        )
                        .unwrap();
                    let range = [vk::PushConstantRange {
                        stage_flags: vk::ShaderStageFlags::COMPUTE,
                        offset: 0,
                        size: size_of::<gpu::PushConstants>() as u32,
                    }];
                    let layouts = [set_layout];
                    let layout = d
                        .create_pipeline_layout(
                            &vk::PipelineLayoutCreateInfo::default()
                                .set_layouts(&layouts)
                                .push_constant_ranges(&range),
                            None,
                        )
                        .unwrap();
                    let module = d
                        .create_shader_module(
                            &vk::ShaderModuleCreateInfo::default()
                                .code(gpu::shader(bcn_decode::Format::Bc1Rgba)),
                            None,
                        )
                        .unwrap();
                    let stage = vk::PipelineShaderStageCreateInfo::default()
                        .stage(vk::ShaderStageFlags::COMPUTE)
                        .module(module)
                        .name(c"main");
                    let pipeline = d
                        .create_compute_pipelines(
                            vk::PipelineCache::null(),
                            &[vk::ComputePipelineCreateInfo::default()
                                .stage(stage)
                                .layout(layout)],
                            None,
                        )
                        .unwrap()[0];
                    let bc1 = 16 * 16 * 8;
                    let (src, p) = gpu.buffer(bc1 as u64);
                    let blocks = fill(p, bc1, 13);
                    let (dst, q) = gpu.buffer(64 * 64 * 4);
                    let sizes = [vk::DescriptorPoolSize {
                        ty: vk::DescriptorType::STORAGE_BUFFER,
                        descriptor_count: 2,
                    }];
                    let pool = d
                        .create_descriptor_pool(
                            &vk::DescriptorPoolCreateInfo::default()
                                .max_sets(1)
                                .pool_sizes(&sizes),
                            None,
                        )
                        .unwrap();
                    let set = d
                        .allocate_descriptor_sets(
                            &vk::DescriptorSetAllocateInfo::default()
                                .descriptor_pool(pool)
                                .set_layouts(&layouts),
                        )
                        .unwrap()[0];
                    let infos = [src, dst].map(|b| {
                        [vk::DescriptorBufferInfo {
                            buffer: b,
                            offset: 0,
                            range: vk::WHOLE_SIZE,
                        }]
                    });
                    let writes: Vec<_> = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING]
                        .iter()
                        .zip(&infos)
                        .map(|(&b, i)| {
                            vk::WriteDescriptorSet::default()
                                .dst_set(set)
                                .dst_binding(b)
                                .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                                .buffer_info(i)
                        })
                        .collect();
                    d.update_descriptor_sets(&writes, &[]);
                    let pc = gpu::PushConstants::new(bcn_decode::Format::Bc1Rgba, 64, 64).unwrap();
                    let bytes = 16 * 16 * 16;
                    let (upload, u) = gpu.buffer(bytes as u64);
                    fill(u, bytes, 17);
                    let image = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    gpu.record_after(
                        |g| {
                            let d = &g.device;
                            d.cmd_bind_pipeline(g.cb, vk::PipelineBindPoint::COMPUTE, pipeline);
                            d.cmd_bind_descriptor_sets(
                                g.cb,
                                vk::PipelineBindPoint::COMPUTE,
                                layout,
                                0,
                                &[set],
                                &[],
                            );
                            d.cmd_push_constants(
                                g.cb,
                                layout,
                                vk::ShaderStageFlags::COMPUTE,
                                0,
                                pc.as_bytes(),
                            );
                        },
                        upload,
                        image,
                        vk::Image::null(),
                        64,
                        |g| {
                            let [x, y, z] = pc.dispatch_size();
                            g.device.cmd_dispatch(g.cb, x, y, z);
                            let b = vk::MemoryBarrier::default()
                                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                                .dst_access_mask(vk::AccessFlags::HOST_READ);
                            g.device.cmd_pipeline_barrier(
                                g.cb,
                                vk::PipelineStageFlags::COMPUTE_SHADER,
                                vk::PipelineStageFlags::HOST,
                                vk::DependencyFlags::empty(),
                                &[b],
                                &[],
                                &[],
                            );
                        },
                    );
                    gpu.submit().unwrap();
                    let got = std::slice::from_raw_parts(q, 64 * 64 * 4);
                    let differ = differ_from_decoded(bcn_decode::Format::Bc1Rgba, &blocks, got);
                    assert_eq!(
                        differ, 0,
                        "the application's dispatch: {differ} bytes differ"
                    );
                    println!("COMPUTE-STATE OK");
                }
                "reinterpret" | "copy-in" => {
                    // Blocks copied into a BC7 image from a BC3 image (read as BC7 blocks), or
                    // from an R32G32B32A32_UINT image (each texel one block): the BC7 image
                    // then samples as bcn-decode decodes those bytes as BC7, read back
                    // through a blit into RGBA8; and its blocks read back are those bytes.
                    let bytes = 16 * 16 * 16;
                    let (buffer, p) = gpu.buffer(bytes as u64);
                    let blocks = fill(p, bytes, 19);
                    let (back, q) = gpu.buffer((bytes + 64 * 64 * 4) as u64);
                    let (from, side) = if mode == "reinterpret" {
                        (
                            gpu.image(
                                vk::Format::BC3_UNORM_BLOCK,
                                64,
                                vk::ImageCreateFlags::empty(),
                            ),
                            64,
                        )
                    } else {
                        (
                            gpu.image(
                                vk::Format::R32G32B32A32_UINT,
                                16,
                                vk::ImageCreateFlags::empty(),
                            ),
                            16,
                        )
                    };
                    let bc7 = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let rgba = gpu.image(
                        vk::Format::R8G8B8A8_UNORM,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let region = vk::ImageCopy {
                        src_subresource: layers(),
                        src_offset: vk::Offset3D::default(),
                        dst_subresource: layers(),
                        dst_offset: vk::Offset3D::default(),
                        extent: vk::Extent3D {
                            width: side,
                            height: side,
                            depth: 1,
                        },
                    };
                    let full = vk::Offset3D { x: 64, y: 64, z: 1 };
                    let blit = vk::ImageBlit {
                        src_subresource: layers(),
                        src_offsets: [vk::Offset3D::default(), full],
                        dst_subresource: layers(),
                        dst_offsets: [vk::Offset3D::default(), full],
                    };
                    gpu.record(buffer, from, bc7, side, |g| {
                        let d = &g.device;
                        g.transfer_barrier(from);
                        d.cmd_copy_image(
                            g.cb,
                            from,
                            vk::ImageLayout::GENERAL,
                            bc7,
                            vk::ImageLayout::GENERAL,
                            &[region],
                        );
                        g.transfer_barrier(bc7);
                        g.layout_barrier(rgba);
                        d.cmd_blit_image(
                            g.cb,
                            bc7,
                            vk::ImageLayout::GENERAL,
                            rgba,
                            vk::ImageLayout::GENERAL,
                            &[blit],
                            vk::Filter::NEAREST,
                        );
                        d.cmd_copy_image_to_buffer(
                            g.cb,
                            bc7,
                            vk::ImageLayout::GENERAL,
                            back,
                            &[whole(64)],
                        );
                        g.transfer_barrier(rgba);
                        d.cmd_copy_image_to_buffer(
                            g.cb,
                            rgba,
                            vk::ImageLayout::GENERAL,
                            back,
                            &[vk::BufferImageCopy {
                                buffer_offset: bytes as u64,
                                ..whole(64)
                            }],
                        );
                        g.host_barrier();
                    });
                    gpu.submit().unwrap();
                    let got = std::slice::from_raw_parts(q, bytes + 64 * 64 * 4);
                    assert!(
                        got[..bytes] == blocks[..],
                        "{mode}: the BC7 image's blocks differ"
                    );
                    let differ =
                        differ_from_decoded(bcn_decode::Format::Bc7, &blocks, &got[bytes..]);
                    assert_eq!(differ, 0, "{mode}: {differ} bytes of the texels differ");
                    println!("{} OK", mode.to_uppercase());
                }
                "region" => {
                    // 256 bytes for a 64 x 64 BC7 image that needs 4096.
                    let (buffer, _) = gpu.buffer(256);
                    let image = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    gpu.record(buffer, image, vk::Image::null(), 64, |_| {});
                    refused(gpu.submit());
                }
                "cache" => {
                    // 4 MiB decoded, past --image-cache-mb 1.
                    let side = 1024;
                    let (buffer, _) = gpu.buffer(u64::from((side / 4) * (side / 4) * 8));
                    let image = gpu.image(
                        vk::Format::BC1_RGBA_UNORM_BLOCK,
                        side,
                        vk::ImageCreateFlags::empty(),
                    );
                    gpu.record(buffer, image, vk::Image::null(), side, |_| {});
                    refused(gpu.submit());
                }
                _ => panic!("unknown mode {mode}"),
            },
        }
        let _ = &gpu.instance;
        std::process::exit(0);
    }
}
