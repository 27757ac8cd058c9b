//! `wsi-ahb` on its own, without vkrelay: a swapchain on lavapipe (through the Khronos loader)
//! shown in a window of a private Xvfb through `PutImage` (no file descriptor for the memory),
//! on the direct path and on the blit path.
//! The MIT-SHM path needs an fd that really shares the memory's pages; lavapipe's opaque fd
//! does not (`placed-mem` finds a path that does), so that path is tested through vkrelay,
//! whose renderer shares every host-visible allocation (`vkrelay-renderer`'s `wsi` tests).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ash::vk;
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{ConnectionExt as _, CreateWindowAux, ImageFormat, WindowClass};
use x11rb::wrapper::ConnectionExt as _;

struct Xvfb(Child, String);

impl Xvfb {
    fn start(offset: u32) -> Xvfb {
        for n in (1600 + (std::process::id() % 300) * 8 + offset * 2..).take(2) {
            if Path::new(&format!("/tmp/.X{n}-lock")).exists() {
                continue;
            }
            let child = Command::new("Xvfb")
                .args([
                    &format!(":{n}"),
                    "-screen",
                    "0",
                    "640x480x24",
                    "-nolisten",
                    "tcp",
                    "-noreset",
                ])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("Xvfb must be installed (cargo xtask test installs it)");
            let mut x = Xvfb(child, format!(":{n}"));
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(20) {
                if Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() {
                    return x;
                }
                if x.0.try_wait().ok().flatten().is_some() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        panic!("could not start Xvfb");
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        // SAFETY: kill(2) on our own child; SIGTERM lets it remove its lock file.
        unsafe { libc::kill(self.0.id() as libc::pid_t, libc::SIGTERM) };
        let _ = self.0.wait();
    }
}

/// Presents a red, then a green frame with `wsi_ahb::Swapchain` and returns the window's
/// pixels (B, G, R, X).
fn present_and_read(path: wsi_ahb::swapchain::Path) -> Vec<u8> {
    let x = Xvfb::start(u32::from(path == wsi_ahb::swapchain::Path::Blit));
    let name = std::ffi::CString::new(x.1.clone()).unwrap();
    let (conn, screen) = x11rb::xcb_ffi::XCBConnection::connect(Some(&name)).unwrap();
    let root = conn.setup().roots[screen].root;
    let window = conn.generate_id().unwrap();
    let (w, h) = (40u16, 30u16);
    conn.create_window(
        x11rb::COPY_DEPTH_FROM_PARENT,
        window,
        root,
        0,
        0,
        w,
        h,
        0,
        WindowClass::INPUT_OUTPUT,
        0,
        &CreateWindowAux::new().background_pixel(0),
    )
    .unwrap();
    conn.map_window(window).unwrap();
    conn.sync().unwrap();

    // SAFETY: the system loader and lavapipe; every object is destroyed before the end.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default().queue_create_infos(&q),
                None,
            )
            .unwrap();
        let queue = device.get_device_queue(0, 0);
        let memory = instance.get_physical_device_memory_properties(pd);
        let usage = wsi_ahb::swapchain::supported_usage(
            &instance,
            pd,
            vk::Format::B8G8R8A8_UNORM,
            vk::ImageTiling::LINEAR,
            vk::ImageCreateFlags::empty(),
        );
        assert!(
            usage.contains(vk::ImageUsageFlags::TRANSFER_DST),
            "{usage:?}"
        );
        let win = wsi_ahb::Window::from_xcb(conn.get_raw_xcb_connection(), window).unwrap();
        assert!(win.has_shm(), "Xvfb offers MIT-SHM 1.2");
        let settings = wsi_ahb::Settings {
            format: vk::Format::B8G8R8A8_UNORM,
            extent: vk::Extent2D {
                width: u32::from(w),
                height: u32::from(h),
            },
            image_count: 2,
            usage: vk::ImageUsageFlags::TRANSFER_DST,
            flags: vk::ImageCreateFlags::empty(),
            view_formats: Vec::new(),
            sharing_mode: vk::SharingMode::EXCLUSIVE,
            queue_families: Vec::new(),
            signal_queue: queue,
            export_types: vk::ExternalMemoryHandleTypeFlags::empty(),
            path,
            present_family: 0,
            present_modes: Vec::new(),
        };
        let sc = wsi_ahb::Swapchain::new(device.clone(), &memory, &settings, win, None).unwrap();
        let images = sc.images();
        let pool = device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let fence = device
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        for color in [[1.0, 0.0, 0.0, 1.0], [0.0, 1.0, 0.0, 1.0]] {
            let (i, suboptimal) = sc.acquire(u64::MAX, vk::Semaphore::null(), fence).unwrap();
            assert!(!suboptimal);
            device.wait_for_fences(&[fence], true, u64::MAX).unwrap();
            device.reset_fences(&[fence]).unwrap();
            let cb = device
                .allocate_command_buffers(
                    &vk::CommandBufferAllocateInfo::default()
                        .command_pool(pool)
                        .command_buffer_count(1),
                )
                .unwrap()[0];
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            let range = vk::ImageSubresourceRange::default()
                .aspect_mask(vk::ImageAspectFlags::COLOR)
                .level_count(1)
                .layer_count(1);
            let image = images[i as usize];
            let barrier = |old, new| {
                vk::ImageMemoryBarrier::default()
                    .old_layout(old)
                    .new_layout(new)
                    .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                    .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                    .image(image)
                    .subresource_range(range)
            };
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
                )],
            );
            device.end_command_buffer(cb).unwrap();
            let cbs = [cb];
            device
                .queue_submit(
                    queue,
                    &[vk::SubmitInfo::default().command_buffers(&cbs)],
                    vk::Fence::null(),
                )
                .unwrap();
            assert!(!sc.present(queue, &[], i).unwrap());
        }
        drop(sc);
        device.destroy_fence(fence, None);
        device.destroy_command_pool(pool, None);
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
    conn.get_image(ImageFormat::Z_PIXMAP, window, 0, 0, w, h, !0)
        .unwrap()
        .reply()
        .unwrap()
        .data
}

fn assert_green(px: &[u8]) {
    assert_eq!(px.len(), 40 * 30 * 4);
    for p in px.chunks_exact(4) {
        assert_eq!(&p[..3], &[0, 255, 0], "the last frame (green) is shown");
    }
}

#[test]
fn direct_path_shows_the_last_frame() {
    assert_green(&present_and_read(wsi_ahb::swapchain::Path::Direct));
}

#[test]
fn blit_path_shows_the_last_frame() {
    assert_green(&present_and_read(wsi_ahb::swapchain::Path::Blit));
}
