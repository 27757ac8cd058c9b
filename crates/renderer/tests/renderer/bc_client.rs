//! The application half of the BC tests (`bc::bc_client`): a small Vulkan client of BC
//! uploads and of what the repair refuses.
//!
//! [`run`] sets the device up and runs the mode `VKRELAY_TEST_BC` names: the uploads and the
//! refusals here, the copies in `bc_client/copies.rs`, the uploads the GPU may decode in
//! `bc_client/gpu_decode.rs`; the device is in `bc_client/device.rs`.

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

#[path = "bc_client/device.rs"]
mod device;

#[path = "bc_client/copies.rs"]
mod copies;

#[path = "bc_client/gpu_decode.rs"]
mod gpu_decode;

use device::Gpu;

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
                "readback" => copies::readback(&gpu),
                "copy-image" => copies::copy_image(&gpu),
                "gpu-written" => gpu_decode::gpu_written(&gpu),
                "compute-state" => gpu_decode::compute_state(&gpu),
                "reinterpret" | "copy-in" => copies::reinterpret_or_copy_in(&gpu, mode),
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
