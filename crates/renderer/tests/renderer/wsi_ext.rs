//! The WSI extensions the ICD adds to its emulated swapchain, used by a client through the
//! Khronos loader under Xvfb: `VK_KHR_get_surface_capabilities2` (with
//! `VK_KHR_surface_protected_capabilities` and `VK_EXT_surface_maintenance1`),
//! `VK_EXT_swapchain_maintenance1` (present fences, present mode switches,
//! `vkReleaseSwapchainImagesEXT`), `VK_KHR_present_id` and `VK_KHR_present_wait`; then
//! `vulkaninfo` and a gfxreconstruct capture of `vkcube` replayed through vkrelay.

use std::ffi::CStr;
use std::process::{Command, Output};
use std::time::Duration;

use ash::vk;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

const WIDTH: u16 = 64;
const HEIGHT: u16 = 48;

/// The frames' colours (RGBA, exact in UNORM8); the last is what the window shows.
const FRAMES: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 1.0],
    [0.0, 1.0, 0.0, 1.0],
    [0.0, 0.0, 1.0, 1.0],
    [0.2, 0.4, 0.6, 1.0],
];

const INSTANCE_EXTS: [&CStr; 6] = [
    ash::khr::surface::NAME,
    ash::khr::xcb_surface::NAME,
    ash::khr::get_surface_capabilities2::NAME,
    ash::khr::surface_protected_capabilities::NAME,
    ash::ext::surface_maintenance1::NAME,
    ash::ext::swapchain_colorspace::NAME,
];

const DEVICE_EXTS: [&CStr; 4] = [
    ash::khr::swapchain::NAME,
    ash::ext::swapchain_maintenance1::NAME,
    ash::khr::present_id::NAME,
    ash::khr::present_wait::NAME,
];

fn has(list: &[vk::ExtensionProperties], name: &CStr) -> bool {
    list.iter()
        .any(|e| e.extension_name_as_c_str().is_ok_and(|n| n == name))
}

/// Records a clear of `image` to `color` into `cb` (from UNDEFINED to PRESENT_SRC).
///
/// # Safety
/// Objects of `device`; `cb` is not in use.
unsafe fn record_clear(
    device: &ash::Device,
    cb: vk::CommandBuffer,
    image: vk::Image,
    color: [f32; 4],
) {
    let range = vk::ImageSubresourceRange::default()
        .aspect_mask(vk::ImageAspectFlags::COLOR)
        .level_count(1)
        .layer_count(1);
    let barrier = |old, new, src, dst| {
        vk::ImageMemoryBarrier::default()
            .old_layout(old)
            .new_layout(new)
            .src_access_mask(src)
            .dst_access_mask(dst)
            .image(image)
            .subresource_range(range)
    };
    // SAFETY: caller.
    unsafe {
        device
            .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::TRANSFER,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[barrier(
                vk::ImageLayout::UNDEFINED,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                vk::AccessFlags::empty(),
                vk::AccessFlags::TRANSFER_WRITE,
            )],
        );
        device.cmd_clear_color_image(
            cb,
            image,
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
            &vk::ClearColorValue { float32: color },
            &[range],
        );
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::BOTTOM_OF_PIPE,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[barrier(
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                vk::ImageLayout::PRESENT_SRC_KHR,
                vk::AccessFlags::TRANSFER_WRITE,
                vk::AccessFlags::empty(),
            )],
        );
        device.end_command_buffer(cb).unwrap();
    }
}

/// The client half (its own process, through vkrelay): asserts what the extensions answer,
/// presents [`FRAMES`] with present ids, present fences and alternating present modes, then
/// prints the window's pixels as `PIXELS b g r` and `UNIFORM yes|no`.
#[test]
#[ignore = "a helper process of the wsi_ext tests"]
fn wsi_ext_helper() {
    let Ok(display) = std::env::var("WSI_TEST_DISPLAY") else {
        return;
    };
    let (conn, window) = crate::clients::window(&display, WIDTH, HEIGHT);

    // SAFETY: the system loader; every object is destroyed before the end.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        let offered = entry.enumerate_instance_extension_properties(None).unwrap();
        for n in INSTANCE_EXTS {
            assert!(has(&offered, n), "instance extension {n:?} not offered");
        }
        let exts: Vec<_> = INSTANCE_EXTS.iter().map(|n| n.as_ptr()).collect();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default()
                    .application_info(&app)
                    .enabled_extension_names(&exts),
                None,
            )
            .unwrap();
        let surface_fn = ash::khr::surface::Instance::new(&entry, &instance);
        let caps2_fn = ash::khr::get_surface_capabilities2::Instance::new(&entry, &instance);
        let surface = ash::khr::xcb_surface::Instance::new(&entry, &instance)
            .create_xcb_surface(
                &vk::XcbSurfaceCreateInfoKHR::default()
                    .connection(conn.get_raw_xcb_connection())
                    .window(window),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];

        // Capabilities2, for FIFO, with what the three instance extensions add.
        let mut mode = vk::SurfacePresentModeEXT::default().present_mode(vk::PresentModeKHR::FIFO);
        let info = vk::PhysicalDeviceSurfaceInfo2KHR::default()
            .surface(surface)
            .push_next(&mut mode);
        let mut protected = vk::SurfaceProtectedCapabilitiesKHR {
            supports_protected: vk::TRUE,
            ..Default::default()
        };
        let mut scaling = vk::SurfacePresentScalingCapabilitiesEXT {
            supported_present_scaling: vk::PresentScalingFlagsEXT::STRETCH,
            ..Default::default()
        };
        let mut compat = vk::SurfacePresentModeCompatibilityEXT::default();
        let mut caps2 = vk::SurfaceCapabilities2KHR::default()
            .push_next(&mut protected)
            .push_next(&mut scaling)
            .push_next(&mut compat);
        caps2_fn
            .get_physical_device_surface_capabilities2(pd, &info, &mut caps2)
            .unwrap();
        let caps = caps2.surface_capabilities;
        let plain = surface_fn
            .get_physical_device_surface_capabilities(pd, surface)
            .unwrap();
        assert_eq!(format!("{caps:?}"), format!("{plain:?}"));
        assert_eq!(
            (caps.current_extent.width, caps.current_extent.height),
            (u32::from(WIDTH), u32::from(HEIGHT))
        );
        let count = compat.present_mode_count;
        assert_eq!(protected.supports_protected, vk::FALSE);
        assert_eq!(
            scaling.supported_present_scaling,
            vk::PresentScalingFlagsEXT::empty()
        );
        assert_eq!(scaling.min_scaled_image_extent, caps.current_extent);
        assert!(count >= 2, "{count} modes compatible with FIFO");
        let mut modes = vec![vk::PresentModeKHR::from_raw(-1); count as usize];
        let mut compat =
            vk::SurfacePresentModeCompatibilityEXT::default().present_modes(&mut modes);
        let mut caps2 = vk::SurfaceCapabilities2KHR::default().push_next(&mut compat);
        caps2_fn
            .get_physical_device_surface_capabilities2(pd, &info, &mut caps2)
            .unwrap();
        assert_eq!(compat.present_mode_count, count);
        assert!(modes.contains(&vk::PresentModeKHR::FIFO), "{modes:?}");
        assert!(modes.contains(&vk::PresentModeKHR::MAILBOX), "{modes:?}");
        let plain = surface_fn
            .get_physical_device_surface_present_modes(pd, surface)
            .unwrap();
        assert!(
            modes.iter().all(|m| plain.contains(m)),
            "{modes:?} {plain:?}"
        );

        // Formats2: the plain list, in sRGB nonlinear only.
        let n = caps2_fn
            .get_physical_device_surface_formats2_len(pd, &info)
            .unwrap();
        let mut f2 = vec![vk::SurfaceFormat2KHR::default(); n];
        caps2_fn
            .get_physical_device_surface_formats2(pd, &info, &mut f2)
            .unwrap();
        let plain = surface_fn
            .get_physical_device_surface_formats(pd, surface)
            .unwrap();
        let f2: Vec<_> = f2.iter().map(|f| f.surface_format).collect();
        assert_eq!(f2, plain);
        assert!(
            f2.iter()
                .all(|f| f.color_space == vk::ColorSpaceKHR::SRGB_NONLINEAR),
            "{f2:?}"
        );

        // The device extensions and their features.
        let offered = instance.enumerate_device_extension_properties(pd).unwrap();
        for n in DEVICE_EXTS {
            assert!(has(&offered, n), "device extension {n:?} not offered");
        }
        let mut m1 = vk::PhysicalDeviceSwapchainMaintenance1FeaturesEXT::default();
        let mut pid = vk::PhysicalDevicePresentIdFeaturesKHR::default();
        let mut pwait = vk::PhysicalDevicePresentWaitFeaturesKHR::default();
        let mut f = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut m1)
            .push_next(&mut pid)
            .push_next(&mut pwait);
        instance.get_physical_device_features2(pd, &mut f);
        assert_eq!(
            (
                m1.swapchain_maintenance1,
                pid.present_id,
                pwait.present_wait
            ),
            (vk::TRUE, vk::TRUE, vk::TRUE)
        );
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let dev_exts: Vec<_> = DEVICE_EXTS.iter().map(|n| n.as_ptr()).collect();
        let mut m1 = vk::PhysicalDeviceSwapchainMaintenance1FeaturesEXT::default()
            .swapchain_maintenance1(true);
        let mut pid = vk::PhysicalDevicePresentIdFeaturesKHR::default().present_id(true);
        let mut pwait = vk::PhysicalDevicePresentWaitFeaturesKHR::default().present_wait(true);
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .enabled_extension_names(&dev_exts)
                    .push_next(&mut m1)
                    .push_next(&mut pid)
                    .push_next(&mut pwait),
                None,
            )
            .unwrap();
        let queue = device.get_device_queue(0, 0);
        let sc_fn = ash::khr::swapchain::Device::new(&instance, &device);
        let m1_fn = ash::ext::swapchain_maintenance1::Device::new(&instance, &device);
        let wait_fn = ash::khr::present_wait::Device::new(&instance, &device);

        let switchable = [vk::PresentModeKHR::FIFO, vk::PresentModeKHR::MAILBOX];
        let mut modes_info =
            vk::SwapchainPresentModesCreateInfoEXT::default().present_modes(&switchable);
        let swapchain = sc_fn
            .create_swapchain(
                &vk::SwapchainCreateInfoKHR::default()
                    .surface(surface)
                    .min_image_count(caps.min_image_count.max(3))
                    .image_format(vk::Format::B8G8R8A8_UNORM)
                    .image_color_space(vk::ColorSpaceKHR::SRGB_NONLINEAR)
                    .image_extent(caps.current_extent)
                    .image_array_layers(1)
                    .image_usage(vk::ImageUsageFlags::TRANSFER_DST)
                    .pre_transform(vk::SurfaceTransformFlagsKHR::IDENTITY)
                    .composite_alpha(vk::CompositeAlphaFlagsKHR::OPAQUE)
                    .present_mode(vk::PresentModeKHR::FIFO)
                    .clipped(true)
                    .push_next(&mut modes_info),
                None,
            )
            .unwrap();
        let images = sc_fn.get_swapchain_images(swapchain).unwrap();
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
        let acquired = device
            .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
            .unwrap();
        let rendered = device
            .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
            .unwrap();
        let fence = || {
            device
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .unwrap()
        };
        let present_fence = fence();
        let acquire_fence = fence();

        // A future id is not shown: a zero and a short timeout say TIMEOUT.
        assert_eq!(
            wait_fn.wait_for_present(swapchain, 1, 0),
            Err(vk::Result::TIMEOUT)
        );
        let mut indices = Vec::new();
        for (k, color) in FRAMES.iter().enumerate() {
            let (index, _) = sc_fn
                .acquire_next_image(swapchain, u64::MAX, acquired, vk::Fence::null())
                .unwrap();
            indices.push(index);
            record_clear(&device, cb, images[index as usize], *color);
            let wait = [acquired];
            let stage = [vk::PipelineStageFlags::TRANSFER];
            let signal = [rendered];
            let cbs = [cb];
            device
                .queue_submit(
                    queue,
                    &[vk::SubmitInfo::default()
                        .wait_semaphores(&wait)
                        .wait_dst_stage_mask(&stage)
                        .command_buffers(&cbs)
                        .signal_semaphores(&signal)],
                    vk::Fence::null(),
                )
                .unwrap();
            let id = [k as u64 + 1];
            let mut ids = vk::PresentIdKHR::default().present_ids(&id);
            let fences = [present_fence];
            let mut fence_info = vk::SwapchainPresentFenceInfoEXT::default().fences(&fences);
            let mode = [switchable[k % 2]];
            let mut mode_info = vk::SwapchainPresentModeInfoEXT::default().present_modes(&mode);
            let chains = [swapchain];
            let idx = [index];
            sc_fn
                .queue_present(
                    queue,
                    &vk::PresentInfoKHR::default()
                        .wait_semaphores(&signal)
                        .swapchains(&chains)
                        .image_indices(&idx)
                        .push_next(&mut ids)
                        .push_next(&mut fence_info)
                        .push_next(&mut mode_info),
                )
                .unwrap();
            wait_fn
                .wait_for_present(swapchain, id[0], 10_000_000_000)
                .unwrap();
            // The ICD is done with the image: the fence signals, and the semaphores, the
            // command buffer and the image are reused for the next frame.
            device
                .wait_for_fences(&[present_fence], true, 10_000_000_000)
                .unwrap();
            device.reset_fences(&[present_fence]).unwrap();
            // Earlier ids are shown too; the next is not yet.
            wait_fn.wait_for_present(swapchain, id[0] - 1, 0).unwrap();
            assert_eq!(
                wait_fn.wait_for_present(swapchain, id[0] + 1, 1_000_000),
                Err(vk::Result::TIMEOUT)
            );
        }
        println!("INDICES {indices:?}");
        // Every presentation was over before the next acquire: the same image each time.
        assert!(indices.iter().all(|&i| i == indices[0]), "{indices:?}");

        // Acquire every image (timeout 0, a fence each time), then release one: it can be
        // acquired again, and nothing else can.
        let mut held = Vec::new();
        loop {
            match sc_fn.acquire_next_image(swapchain, 0, vk::Semaphore::null(), acquire_fence) {
                Ok((i, _)) => {
                    device
                        .wait_for_fences(&[acquire_fence], true, 10_000_000_000)
                        .unwrap();
                    device.reset_fences(&[acquire_fence]).unwrap();
                    held.push(i);
                }
                Err(vk::Result::NOT_READY) | Err(vk::Result::TIMEOUT) => break,
                Err(e) => panic!("acquire: {e}"),
            }
            assert!(held.len() <= images.len());
        }
        assert_eq!(held.len(), images.len(), "{held:?}");
        let release = [held[1]];
        m1_fn
            .release_swapchain_images(
                &vk::ReleaseSwapchainImagesInfoEXT::default()
                    .swapchain(swapchain)
                    .image_indices(&release),
            )
            .unwrap();
        let (again, _) = sc_fn
            .acquire_next_image(swapchain, 0, vk::Semaphore::null(), acquire_fence)
            .unwrap();
        assert_eq!(again, held[1]);
        device
            .wait_for_fences(&[acquire_fence], true, 10_000_000_000)
            .unwrap();
        let rest: Vec<u32> = held.clone();
        m1_fn
            .release_swapchain_images(
                &vk::ReleaseSwapchainImagesInfoEXT::default()
                    .swapchain(swapchain)
                    .image_indices(&rest),
            )
            .unwrap();
        println!("RELEASED {}", rest.len());

        device.device_wait_idle().unwrap();
        sc_fn.destroy_swapchain(swapchain, None);
        for s in [acquired, rendered] {
            device.destroy_semaphore(s, None);
        }
        for f in [present_fence, acquire_fence] {
            device.destroy_fence(f, None);
        }
        device.destroy_command_pool(pool, None);
        device.destroy_device(None);
        surface_fn.destroy_surface(surface, None);
        instance.destroy_instance(None);
    }

    let img = conn
        .get_image(ImageFormat::Z_PIXMAP, window, 0, 0, WIDTH, HEIGHT, !0)
        .unwrap()
        .reply()
        .unwrap();
    let px: Vec<[u8; 3]> = img
        .data
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    let first = px[0];
    println!("PIXELS {} {} {}", first[0], first[1], first[2]);
    println!(
        "UNIFORM {}",
        if px.iter().all(|p| *p == first) {
            "yes"
        } else {
            "no"
        }
    );
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn line(out: &Output, key: &str) -> String {
    let stdout = text(&out.stdout);
    assert!(
        out.status.success(),
        "the client failed:\n{stdout}\n{}",
        text(&out.stderr)
    );
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .unwrap_or_else(|| panic!("no {key} line:\n{stdout}\n{}", text(&out.stderr)))
        .trim()
        .to_owned()
}

/// Capabilities2 and formats2, present ids waited for, present fences waited for and their
/// images reused, present modes switched and images released, through vkrelay on every path
/// (the ICD's swapchain, direct and blit, and the renderer's): every assertion of
/// [`wsi_ext_helper`] holds and the window shows the last frame.
#[test]
fn the_swapchain_extensions_work_and_the_last_frame_shows() {
    let dir = TempDir::new("wsi-ext");
    let x = Xvfb::start();
    let renderer = Renderer::start(&dir.0);
    // The last frame, 0.2/0.4/0.6 in UNORM: 51, 102, 153 (stored B, G, R).
    for (blit, present) in [("0", "icd"), ("1", "icd"), ("0", "renderer")] {
        let mut cmd = Command::new(std::env::current_exe().unwrap());
        cmd.args([
            "--exact",
            "wsi_ext::wsi_ext_helper",
            "--ignored",
            "--nocapture",
        ])
        .env("WSI_TEST_DISPLAY", &x.display)
        // The renderer's swapchain shows the window on the display the client names.
        .env("DISPLAY", &x.display)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .env("VKRELAY_WSI_BLIT", blit)
        .env("VKRELAY_PRESENT", present)
        .env("VKRELAY_LOG", "info")
        .env("VKRELAY_SWAPCHAIN_MAINTENANCE1", "1");
        let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
        let case = format!("blit {blit}, presented by the {present}");
        assert_eq!(line(&out, "PIXELS "), "153 102 51", "{case}");
        assert_eq!(line(&out, "UNIFORM "), "yes", "{case}");
        assert!(line(&out, "RELEASED ").parse::<usize>().unwrap() >= 3);
        let log = text(&out.stderr);
        assert_eq!(
            log.contains(crate::wsi_renderer::BY_RENDERER),
            present == "renderer",
            "{case}:\n{log}"
        );
    }
}

/// `vulkaninfo` through vkrelay, on a display (so it queries the surface with capabilities2
/// and formats2 too), lists the new extensions and succeeds.
#[test]
fn vulkaninfo_lists_the_swapchain_extensions() {
    let dir = TempDir::new("wsi-ext-vulkaninfo");
    let renderer = Renderer::start(&dir.0);
    let x = Xvfb::start();
    let mut cmd = Command::new("vulkaninfo");
    cmd.env("DISPLAY", &x.display)
        .env("VKRELAY_SWAPCHAIN_MAINTENANCE1", "1");
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    for n in INSTANCE_EXTS.iter().chain(&DEVICE_EXTS) {
        let n = n.to_str().unwrap();
        assert!(
            stdout
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{n} "))),
            "{n} not listed:\n{stdout}"
        );
    }
    // Its surface section, answered through capabilities2.
    assert!(
        stdout.contains("VkSurfaceProtectedCapabilitiesKHR"),
        "{stdout}"
    );
    assert!(stdout.contains("supportsProtected = false"), "{stdout}");
}

/// The extension names a gfxreconstruct replay reports as missing (its "not supported" lines).
fn unsupported(out: &Output) -> Vec<String> {
    let all = format!("{}\n{}", text(&out.stdout), text(&out.stderr));
    let mut names: Vec<String> = all
        .lines()
        .filter(|l| l.contains("not supported") || l.contains("unsupported"))
        .flat_map(|l| {
            l.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| w.starts_with("VK_") && !w.starts_with("VK_ERROR"))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// gfxreconstruct (Debian's `gfxreconstruct`) captures `vkcube --c 30` natively on lavapipe;
/// the capture replays through vkrelay without `--remove-unsupported`, and the only extensions
/// the replay misses are window systems vkrelay does not serve.
#[test]
fn a_native_vkcube_capture_replays_through_vkrelay() {
    if Command::new("gfxrecon-replay")
        .arg("--version")
        .output()
        .is_err()
    {
        panic!("gfxreconstruct is not installed (cargo xtask install-deps)");
    }
    let dir = TempDir::new("wsi-ext-gfxr");
    let x = Xvfb::start();
    let capture = dir.0.join("vkcube.gfxr");
    let out = Command::new("vkcube")
        .args(["--c", "30"])
        .env("DISPLAY", &x.display)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env_remove("VK_ICD_FILENAMES")
        .env("VK_INSTANCE_LAYERS", "VK_LAYER_LUNARG_gfxreconstruct")
        .env("GFXRECON_CAPTURE_FILE", &capture)
        .env("GFXRECON_CAPTURE_FILE_TIMESTAMP", "false")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "capture: {}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(capture.exists(), "no capture file: {}", text(&out.stderr));
    let renderer = Renderer::start(&dir.0);
    let mut cmd = Command::new("gfxrecon-replay");
    cmd.args(["--wsi", "xcb"])
        .arg(&capture)
        .env("DISPLAY", &x.display);
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180));
    let missing = unsupported(&out);
    println!("MISSING {missing:?}");
    assert!(
        out.status.success(),
        "replay: {missing:?}\n{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // Every captured frame was replayed ("Replay FPS: …, 30 frames").
    assert!(
        text(&out.stdout).contains(" 30 frames"),
        "{}",
        text(&out.stdout)
    );
    assert!(
        missing.iter().all(|n| n == "VK_KHR_wayland_surface"),
        "{missing:?}\n{}",
        text(&out.stderr)
    );
}
