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
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST);
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
        // What the repair answers.
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
                    let (buffer, _) = gpu.buffer(64 * 64);
                    let image = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    gpu.record(buffer, image, vk::Image::null(), 64, |g| {
                        let region = vk::BufferImageCopy::default()
                            .image_subresource(vk::ImageSubresourceLayers {
                                aspect_mask: vk::ImageAspectFlags::COLOR,
                                mip_level: 0,
                                base_array_layer: 0,
                                layer_count: 1,
                            })
                            .image_extent(vk::Extent3D {
                                width: 64,
                                height: 64,
                                depth: 1,
                            });
                        g.device.cmd_copy_image_to_buffer(
                            g.cb,
                            image,
                            vk::ImageLayout::GENERAL,
                            buffer,
                            &[region],
                        );
                    });
                    refused(gpu.submit());
                }
                "copy-image" => {
                    // Between two emulated images of one size of texel: the decoded
                    // texels are copied.
                    let (buffer, _) = gpu.buffer(64 * 64);
                    let a = gpu.image(
                        vk::Format::BC7_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let b = gpu.image(
                        vk::Format::BC3_UNORM_BLOCK,
                        64,
                        vk::ImageCreateFlags::empty(),
                    );
                    let layers = vk::ImageSubresourceLayers {
                        aspect_mask: vk::ImageAspectFlags::COLOR,
                        mip_level: 0,
                        base_array_layer: 0,
                        layer_count: 1,
                    };
                    let region = vk::ImageCopy {
                        src_subresource: layers,
                        src_offset: vk::Offset3D::default(),
                        dst_subresource: layers,
                        dst_offset: vk::Offset3D { x: 32, y: 16, z: 0 },
                        extent: vk::Extent3D {
                            width: 32,
                            height: 48,
                            depth: 1,
                        },
                    };
                    gpu.record(buffer, a, b, 64, |g| {
                        g.device.cmd_copy_image(
                            g.cb,
                            a,
                            vk::ImageLayout::GENERAL,
                            b,
                            vk::ImageLayout::GENERAL,
                            &[region],
                        );
                    });
                    gpu.submit().unwrap();
                    // Into an uncompressed image the blocks themselves would be needed.
                    let c = gpu.image(
                        vk::Format::R32G32B32A32_UINT,
                        16,
                        vk::ImageCreateFlags::empty(),
                    );
                    let region = vk::ImageCopy {
                        dst_offset: vk::Offset3D::default(),
                        extent: vk::Extent3D {
                            width: 16,
                            height: 16,
                            depth: 1,
                        },
                        ..region
                    };
                    gpu.record(buffer, a, c, 64, |g| {
                        g.device.cmd_copy_image(
                            g.cb,
                            a,
                            vk::ImageLayout::GENERAL,
                            c,
                            vk::ImageLayout::GENERAL,
                            &[region],
                        );
                    });
                    refused(gpu.submit());
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
