//! A frame counter: a client ([`frame_client_helper`]) draws each frame's number into a
//! swapchain image (as its colour), presents it, and reads the window back from the X server
//! until the frame is there. Every frame first clears its image to a colour no frame has
//! ([`JUNK`]) and only then to its number, in one submission: a window that ever shows the
//! junk colour, or anything but the frame before or this one, was shown an image before its
//! GPU work ended; a frame the window never comes to show was lost.
//!
//! It runs on the renderer's swapchains, shown through MIT-SHM (zero copy) and, on an X
//! server without MIT-SHM, through `PutImage`; and on the ICD's own swapchains.
//!
//! The GPU work is not held back from the host (a timeline semaphore the client signals
//! later): lavapipe (Mesa 22.3) blocks a `vkQueueSubmit` that waits for a binary semaphore
//! whose signal waits for an unsignalled timeline value, and the renderer presents under the
//! client's lock, so the signal could never arrive.

use std::process::Stdio;
use std::time::{Duration, Instant};

use ash::vk;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};

use crate::clients::Xvfb;
use crate::relay::{Renderer, TempDir, run_app};
use crate::wsi::text;

const WIDTH: u16 = 64;
const HEIGHT: u16 = 48;
/// Frames the client submits.
const COUNT: u32 = 24;
/// Window reads right after each presentation, before the client waits for the frame.
const EARLY_READS: u32 = 8;
/// How long the client looks for a frame before it reports it missing (a bound on a hang,
/// not a measurement).
const GIVE_UP: Duration = Duration::from_secs(30);
/// The colour every image is cleared to before its frame's number (B, G, R): no frame's.
const JUNK: [u8; 3] = [0xff, 0x00, 0xff];

/// Frame `k`'s colour as the window's pixel bytes (B, G, R of a 32-bit pixel).
fn shade(k: u32) -> [u8; 3] {
    [0x5a, 255 - k as u8, k as u8]
}

/// The clear colour (RGBA) of a pixel (B, G, R); each channel is exactly representable in
/// UNORM8.
fn clear(px: [u8; 3]) -> [f32; 4] {
    let [b, g, r] = px.map(|c| f32::from(c) / 255.0);
    [r, g, b, 1.0]
}

/// The client half (its own process). Prints `MISSED k` when frame `k` never came to the
/// window, `OTHER k b g r` for a pixel seen while waiting for it that is neither frame `k`
/// nor the one before (`JUNK k` for the junk colour), and `FRAMES submitted N shown M` at the
/// end.
#[test]
#[ignore = "a helper process of the frame-counter test"]
fn frame_client_helper() {
    let Ok(display) = std::env::var("FRAMES_TEST_DISPLAY") else {
        return;
    };
    let (conn, window) = crate::clients::window(&display, WIDTH, HEIGHT);
    let read = || -> [u8; 3] {
        let img = conn
            .get_image(
                ImageFormat::Z_PIXMAP,
                window,
                (WIDTH / 2) as i16,
                (HEIGHT / 2) as i16,
                1,
                1,
                !0,
            )
            .unwrap()
            .reply()
            .unwrap();
        [img.data[0], img.data[1], img.data[2]]
    };
    let black = read();

    // SAFETY: the system loader; every object is destroyed before the end.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        let exts = [
            ash::khr::surface::NAME.as_ptr(),
            ash::khr::xcb_surface::NAME.as_ptr(),
        ];
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
        let surface = ash::khr::xcb_surface::Instance::new(&entry, &instance)
            .create_xcb_surface(
                &vk::XcbSurfaceCreateInfoKHR::default()
                    .connection(conn.get_raw_xcb_connection())
                    .window(window),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        let caps = surface_fn
            .get_physical_device_surface_capabilities(pd, surface)
            .unwrap();
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let dev_exts = [ash::khr::swapchain::NAME.as_ptr()];
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .enabled_extension_names(&dev_exts),
                None,
            )
            .unwrap();
        let queue = device.get_device_queue(0, 0);
        let sc_fn = ash::khr::swapchain::Device::new(&instance, &device);
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
                    .image_sharing_mode(vk::SharingMode::EXCLUSIVE)
                    .pre_transform(vk::SurfaceTransformFlagsKHR::IDENTITY)
                    .composite_alpha(vk::CompositeAlphaFlagsKHR::OPAQUE)
                    .present_mode(vk::PresentModeKHR::FIFO)
                    .clipped(true),
                None,
            )
            .unwrap();
        let images = sc_fn.get_swapchain_images(swapchain).unwrap();
        let pool = device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cmds = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(COUNT),
            )
            .unwrap();
        let binary = || {
            device
                .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
                .unwrap()
        };
        let acquired: Vec<_> = (0..COUNT).map(|_| binary()).collect();
        let rendered: Vec<_> = (0..COUNT).map(|_| binary()).collect();
        let range = vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(1);
        let mut shown = 0;
        for k in 0..COUNT {
            let i = k as usize;
            let (index, _) = sc_fn
                .acquire_next_image(swapchain, u64::MAX, acquired[i], vk::Fence::null())
                .unwrap();
            let image = images[index as usize];
            let cb = cmds[i];
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            let to_dst = vk::ImageMemoryBarrier::default()
                .old_layout(vk::ImageLayout::UNDEFINED)
                .new_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .image(image)
                .subresource_range(range);
            device.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &[to_dst],
            );
            for px in [JUNK, shade(k)] {
                device.cmd_clear_color_image(
                    cb,
                    image,
                    vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                    &vk::ClearColorValue { float32: clear(px) },
                    &[range],
                );
                let between = vk::ImageMemoryBarrier::default()
                    .old_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                    .new_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                    .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                    .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                    .image(image)
                    .subresource_range(range);
                device.cmd_pipeline_barrier(
                    cb,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::DependencyFlags::empty(),
                    &[],
                    &[],
                    &[between],
                );
            }
            let to_present = vk::ImageMemoryBarrier::default()
                .old_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .new_layout(vk::ImageLayout::PRESENT_SRC_KHR)
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .image(image)
                .subresource_range(range);
            device.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::BOTTOM_OF_PIPE,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &[to_present],
            );
            device.end_command_buffer(cb).unwrap();
            let wait = [acquired[i]];
            let stages = [vk::PipelineStageFlags::TRANSFER];
            let signal = [rendered[i]];
            let cbs = [cb];
            device
                .queue_submit(
                    queue,
                    &[vk::SubmitInfo::default()
                        .wait_semaphores(&wait)
                        .wait_dst_stage_mask(&stages)
                        .command_buffers(&cbs)
                        .signal_semaphores(&signal)],
                    vk::Fence::null(),
                )
                .unwrap();
            let chains = [swapchain];
            let indices = [index];
            sc_fn
                .queue_present(
                    queue,
                    &vk::PresentInfoKHR::default()
                        .wait_semaphores(&signal)
                        .swapchains(&chains)
                        .image_indices(&indices),
                )
                .unwrap();
            let before = if k == 0 { black } else { shade(k - 1) };
            let seen = |px: [u8; 3]| {
                if px == JUNK {
                    println!("JUNK {k}");
                } else if px != before && px != shade(k) {
                    println!("OTHER {k} {} {} {}", px[0], px[1], px[2]);
                }
            };
            for _ in 0..EARLY_READS {
                seen(read());
            }
            let start = Instant::now();
            loop {
                let px = read();
                seen(px);
                if px == shade(k) {
                    shown += 1;
                    break;
                }
                if start.elapsed() > GIVE_UP {
                    println!("MISSED {k}");
                    break;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        println!("FRAMES submitted {COUNT} shown {shown}");
        device.device_wait_idle().unwrap();
        sc_fn.destroy_swapchain(swapchain, None);
        for s in acquired.into_iter().chain(rendered) {
            device.destroy_semaphore(s, None);
        }
        device.destroy_command_pool(pool, None);
        device.destroy_device(None);
        surface_fn.destroy_surface(surface, None);
        instance.destroy_instance(None);
    }
}

/// Runs the frame client through vkrelay on `x` with `present` as `VKRELAY_PRESENT` (or
/// none): its standard output and standard error.
fn run_client(x: &Xvfb, dir: &TempDir, renderer: &Renderer, present: Option<&str>) -> String {
    let mut cmd = std::process::Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "wsi_frames::frame_client_helper",
        "--ignored",
        "--nocapture",
    ])
    .env("FRAMES_TEST_DISPLAY", &x.display)
    .env("DISPLAY", &x.display)
    .env("VKRELAY_LOG", "info")
    .stderr(Stdio::piped());
    if let Some(p) = present {
        cmd.env("VKRELAY_PRESENT", p);
    }
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(300));
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{stdout}\n{stderr}");
    format!("{stdout}\n{stderr}")
}

/// Every frame the client submits is shown, in order, and none before its GPU work ends; on
/// the renderer's swapchains through MIT-SHM and through `PutImage`, and on the ICD's.
#[test]
fn every_frame_is_shown_once_its_gpu_work_ends() {
    let dir = TempDir::new("wsi-frames");
    let log = dir.0.join("renderer.log");
    let renderer = Renderer::start_env(&dir.0, &[], &[("VKRELAY_LOG", "info")], Some(&log));
    let check = |what: &str, out: &str| {
        let want = format!("FRAMES submitted {COUNT} shown {COUNT}");
        assert!(out.contains(&want), "{what}: not every frame shown:\n{out}");
        for bad in ["JUNK ", "OTHER ", "MISSED "] {
            assert!(!out.contains(bad), "{what}: {bad}\n{out}");
        }
    };

    let x = Xvfb::start();
    let out = run_client(&x, &dir, &renderer, Some("renderer"));
    check("renderer, MIT-SHM", &out);
    assert!(out.contains(super::wsi_renderer::BY_RENDERER), "{out}");
    let shm = std::fs::read_to_string(&log).unwrap();
    assert!(
        shm.contains("shown through MIT-SHM (the X server maps the memory"),
        "the renderer did not show the swapchain through MIT-SHM:\n{shm}"
    );

    let plain = Xvfb::start_with(&["-extension", "MIT-SHM"]);
    let out = run_client(&plain, &dir, &renderer, Some("renderer"));
    check("renderer, PutImage", &out);
    assert!(out.contains(super::wsi_renderer::BY_RENDERER), "{out}");
    let both = std::fs::read_to_string(&log).unwrap();
    assert!(
        both[shm.len()..].contains("shown with PutImage"),
        "no PutImage swapchain logged on a server without MIT-SHM:\n{both}"
    );

    let out = run_client(&x, &dir, &renderer, None);
    check("ICD", &out);
    assert!(!out.contains(super::wsi_renderer::BY_RENDERER), "{out}");
}
