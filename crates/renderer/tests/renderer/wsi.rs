//! Window-system integration through vkrelay: an X11 window, an xcb surface and a swapchain
//! made through the Khronos loader, images cleared and presented, and the window's pixels read
//! back from the X server. The same client runs natively on lavapipe's own WSI, and `vkcube`
//! (a real client) runs through vkrelay.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use ash::vk;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};
use x11rb::wrapper::ConnectionExt as _;

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

const WIDTH: u16 = 96;
const HEIGHT: u16 = 64;

/// The colours of the frames the client presents (RGBA, each exactly representable in UNORM8).
const FRAMES: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 1.0],
    [0.0, 1.0, 0.0, 1.0],
    [0.2, 0.4, 0.6, 1.0],
    [0.0, 0.0, 1.0, 1.0],
];

/// The client half: runs in its own process (`VK_DRIVER_FILES` picks vkrelay or lavapipe),
/// presents [`FRAMES`] to a new window, destroys the swapchain and prints the window's pixel
/// values as `PIXELS b g r` (the most common one) and `UNIFORM yes|no`.
#[test]
#[ignore = "a helper process of the WSI tests"]
fn wsi_client_helper() {
    let Ok(display) = std::env::var("WSI_TEST_DISPLAY") else {
        return;
    };
    let (conn, window) = crate::clients::window(&display, WIDTH, HEIGHT);
    let name = std::ffi::CString::new(display).unwrap();

    // SAFETY: the system loader; every object is destroyed before the end.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        // WSI_TEST_XLIB: an Xlib surface (what Wine's winevulkan makes) on a second connection
        // of the same server, for the same window.
        let xlib = std::env::var_os("WSI_TEST_XLIB").is_some();
        let libx11 = libloading::Library::new("libX11.so.6").unwrap();
        let open: libloading::Symbol<
            unsafe extern "C" fn(*const std::ffi::c_char) -> *mut vk::Display,
        > = libx11.get(b"XOpenDisplay\0").unwrap();
        let close: libloading::Symbol<unsafe extern "C" fn(*mut vk::Display) -> i32> =
            libx11.get(b"XCloseDisplay\0").unwrap();
        let dpy = if xlib {
            open(name.as_ptr())
        } else {
            std::ptr::null_mut()
        };
        assert!(!xlib || !dpy.is_null(), "XOpenDisplay failed");
        let exts = [
            ash::khr::surface::NAME.as_ptr(),
            if xlib {
                ash::khr::xlib_surface::NAME.as_ptr()
            } else {
                ash::khr::xcb_surface::NAME.as_ptr()
            },
        ];
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default()
                    .application_info(&app)
                    .enabled_extension_names(&exts),
                None,
            )
            .unwrap();
        let surface_fn = ash::khr::surface::Instance::new(&entry, &instance);
        let surface = if xlib {
            ash::khr::xlib_surface::Instance::new(&entry, &instance)
                .create_xlib_surface(
                    &vk::XlibSurfaceCreateInfoKHR::default()
                        .dpy(dpy)
                        .window(u64::from(window)),
                    None,
                )
                .unwrap()
        } else {
            ash::khr::xcb_surface::Instance::new(&entry, &instance)
                .create_xcb_surface(
                    &vk::XcbSurfaceCreateInfoKHR::default()
                        .connection(conn.get_raw_xcb_connection())
                        .window(window),
                    None,
                )
                .unwrap()
        };
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        assert!(
            surface_fn
                .get_physical_device_surface_support(pd, 0, surface)
                .unwrap()
        );
        let caps = surface_fn
            .get_physical_device_surface_capabilities(pd, surface)
            .unwrap();
        assert_eq!(
            (caps.current_extent.width, caps.current_extent.height),
            (u32::from(WIDTH), u32::from(HEIGHT)),
            "{caps:?}"
        );
        assert!(
            caps.supported_usage_flags.contains(
                vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_DST
            )
        );
        let formats = surface_fn
            .get_physical_device_surface_formats(pd, surface)
            .unwrap();
        assert!(
            formats
                .iter()
                .any(|f| f.format == vk::Format::B8G8R8A8_UNORM),
            "{formats:?}"
        );
        let modes = surface_fn
            .get_physical_device_surface_present_modes(pd, surface)
            .unwrap();
        assert!(modes.contains(&vk::PresentModeKHR::FIFO), "{modes:?}");

        // WSI_TEST_PRESENT_FAMILY=n: present from a queue of family n (rendering stays on
        // family 0; the images are concurrent between the two).
        let pf: u32 = std::env::var("WSI_TEST_PRESENT_FAMILY")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        let prio = [1.0];
        let mut q = vec![
            vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio),
        ];
        if pf != 0 {
            q.push(
                vk::DeviceQueueCreateInfo::default()
                    .queue_family_index(pf)
                    .queue_priorities(&prio),
            );
        }
        let families = [0, pf];
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
        let present_queue = device.get_device_queue(pf, 0);
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
                    .image_sharing_mode(if pf == 0 {
                        vk::SharingMode::EXCLUSIVE
                    } else {
                        vk::SharingMode::CONCURRENT
                    })
                    .queue_family_indices(if pf == 0 { &[] } else { &families })
                    .pre_transform(vk::SurfaceTransformFlagsKHR::IDENTITY)
                    .composite_alpha(vk::CompositeAlphaFlagsKHR::OPAQUE)
                    .present_mode(vk::PresentModeKHR::FIFO)
                    .clipped(true),
                None,
            )
            .unwrap();
        let images = sc_fn.get_swapchain_images(swapchain).unwrap();
        assert!(images.len() >= 2, "{} images", images.len());
        // With WSI_TEST_DESTROY_IMAGE the client breaks the rules: it destroys an image of
        // its swapchain. A renderer that owns the swapchain refuses it and drops the client.
        if std::env::var_os("WSI_TEST_DESTROY_IMAGE").is_some() {
            device.destroy_image(images[0], None);
            println!("DESTROY_IMAGE {:?}", device.device_wait_idle());
            return;
        }
        let pool = device
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default()
                    .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                None,
            )
            .unwrap();
        let n = FRAMES.len();
        let cmds = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(n as u32),
            )
            .unwrap();
        let sem = || {
            device
                .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
                .unwrap()
        };
        let acquired: Vec<_> = (0..n).map(|_| sem()).collect();
        let rendered: Vec<_> = (0..n).map(|_| sem()).collect();
        let range = vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(1);
        // With WSI_TEST_RESIZE, the window shrinks after the frames and presenting goes on
        // (one frame at a time) until the swapchain reports it: SUBOPTIMAL or OUT_OF_DATE.
        // With WSI_TEST_DESTROY, the window is destroyed instead: the swapchain must report
        // an error (SURFACE_LOST or OUT_OF_DATE), not hang.
        let destroy = std::env::var_os("WSI_TEST_DESTROY").is_some();
        let resize = destroy || std::env::var_os("WSI_TEST_RESIZE").is_some();
        let total = if resize { n + 20 } else { n };
        let mut noticed = None;
        for k in 0..total {
            let color = &FRAMES[k % n];
            if destroy && k == n {
                device.queue_wait_idle(queue).unwrap();
                conn.destroy_window(window).unwrap();
                conn.sync().unwrap();
            } else if resize && k == n {
                device.queue_wait_idle(queue).unwrap();
                conn.configure_window(
                    window,
                    &x11rb::protocol::xproto::ConfigureWindowAux::new()
                        .width(80)
                        .height(48),
                )
                .unwrap();
                conn.sync().unwrap();
                let caps = surface_fn
                    .get_physical_device_surface_capabilities(pd, surface)
                    .unwrap();
                println!(
                    "EXTENT {}x{}",
                    caps.current_extent.width, caps.current_extent.height
                );
            }
            let index = match sc_fn.acquire_next_image(
                swapchain,
                u64::MAX,
                acquired[k % n],
                vk::Fence::null(),
            ) {
                Ok((index, suboptimal)) => {
                    if suboptimal && k >= n && noticed.is_none() {
                        noticed = Some((k - n, "acquire SUBOPTIMAL"));
                    }
                    index
                }
                Err(vk::Result::ERROR_OUT_OF_DATE_KHR) if resize && k >= n => {
                    noticed = Some((k - n, "acquire OUT_OF_DATE"));
                    break;
                }
                Err(vk::Result::ERROR_SURFACE_LOST_KHR) if destroy && k >= n => {
                    noticed = Some((k - n, "acquire SURFACE_LOST"));
                    break;
                }
                Err(e) => panic!("acquire: {e}"),
            };
            let image = images[index as usize];
            let cb = cmds[k % n];
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
            device.cmd_clear_color_image(
                cb,
                image,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                &vk::ClearColorValue { float32: *color },
                &[range],
            );
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
            let wait = [acquired[k % n]];
            let stage = [vk::PipelineStageFlags::TRANSFER];
            let signal = [rendered[k % n]];
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
            let chains = [swapchain];
            let indices = [index];
            let presented = sc_fn.queue_present(
                present_queue,
                &vk::PresentInfoKHR::default()
                    .wait_semaphores(&signal)
                    .swapchains(&chains)
                    .image_indices(&indices),
            );
            match presented {
                Ok(true) if k >= n && noticed.is_none() => {
                    noticed = Some((k - n, "present SUBOPTIMAL"));
                }
                Ok(_) => {}
                Err(vk::Result::ERROR_OUT_OF_DATE_KHR) if k >= n => {
                    noticed = Some((k - n, "present OUT_OF_DATE"));
                }
                Err(vk::Result::ERROR_SURFACE_LOST_KHR) if destroy && k >= n => {
                    noticed = Some((k - n, "present SURFACE_LOST"));
                }
                Err(e) => panic!("present: {e}"),
            }
            if resize && k >= n {
                // One frame at a time, so that semaphores and command buffers are reused
                // only when idle; and time for the presentation to be shown.
                device.queue_wait_idle(queue).unwrap();
                if noticed.is_some() {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
        }
        device.device_wait_idle().unwrap();
        if resize {
            let what = if destroy { "DESTROY" } else { "RESIZE" };
            match noticed {
                Some((after, how)) => println!("{what} {how} after {after} frames"),
                None => println!("{what} missed"),
            }
        }
        // Destroying the swapchain waits for the presentations in flight.
        sc_fn.destroy_swapchain(swapchain, None);
        for s in acquired.into_iter().chain(rendered) {
            device.destroy_semaphore(s, None);
        }
        device.destroy_command_pool(pool, None);
        device.destroy_device(None);
        surface_fn.destroy_surface(surface, None);
        instance.destroy_instance(None);
        if xlib {
            close(dpy);
        }
        if resize {
            return;
        }
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

pub(crate) fn helper(display: &str, dir: &Path) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "wsi::wsi_client_helper",
        "--ignored",
        "--nocapture",
    ])
    .env("WSI_TEST_DISPLAY", display)
    .env("XDG_RUNTIME_DIR", dir);
    cmd
}

pub(crate) fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The `PIXELS` line of a helper's output.
pub(crate) fn pixels(out: &Output) -> (String, String) {
    let stdout = text(&out.stdout);
    assert!(
        out.status.success(),
        "the WSI client failed:\n{stdout}\n{}",
        text(&out.stderr)
    );
    let line = |key: &str| {
        stdout
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .unwrap_or_else(|| panic!("no {key} line:\n{stdout}\n{}", text(&out.stderr)))
            .trim()
            .to_owned()
    };
    (line("PIXELS "), line("UNIFORM "))
}

/// A swapchain through vkrelay shows the last presented frame in the window, the same pixels
/// as lavapipe's own WSI shows: on an xcb and on an Xlib surface, on the direct and on the blit
/// path, and with the validation layer.
#[test]
fn a_presented_frame_shows_in_the_window() {
    let dir = TempDir::new("wsi");
    let x = Xvfb::start();
    // The last frame, 0.0/0.0/1.0: blue, as the X server stores it (B, G, R).
    let want = "255 0 0".to_owned();

    let mut native = helper(&x.display, &dir.0);
    native
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let native = native.output().unwrap();
    assert_eq!(pixels(&native), (want.clone(), "yes".into()), "native WSI");

    let renderer = Renderer::start(&dir.0);
    // Through vkrelay: an xcb and an Xlib surface, each on the direct and the blit path (and
    // natively on an Xlib surface too).
    let mut xlib_native = helper(&x.display, &dir.0);
    xlib_native
        .env("WSI_TEST_XLIB", "1")
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let xlib_native = xlib_native.output().unwrap();
    assert_eq!(
        pixels(&xlib_native),
        (want.clone(), "yes".into()),
        "native WSI, Xlib surface"
    );
    for xlib in [false, true] {
        for blit in ["0", "1"] {
            let mut cmd = helper(&x.display, &dir.0);
            cmd.env("VKRELAY_WSI_BLIT", blit);
            if xlib {
                cmd.env("WSI_TEST_XLIB", "1");
            }
            let relayed = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
            assert_eq!(
                pixels(&relayed),
                (want.clone(), "yes".into()),
                "through vkrelay, Xlib {xlib}, blit {blit}"
            );
        }
    }

    // With the validation layer in the application, natively and through vkrelay: the layer
    // checks the application's use of the emulated swapchain like a driver's.
    for relay in [false, true] {
        let mut cmd = helper(&x.display, &dir.0);
        cmd.env("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation")
            .env("VK_LOADER_DEBUG", "layer");
        let out = if relay {
            run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180))
        } else {
            cmd.env("VK_DRIVER_FILES", LVP_MANIFEST).output().unwrap()
        };
        let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
        // The layer was really in the application's chain (the loader says so), so its
        // silence means something.
        assert!(
            all.contains("Insert instance layer \"VK_LAYER_KHRONOS_validation\""),
            "the validation layer was not loaded (through vkrelay: {relay}):\n{all}"
        );
        assert!(
            !all.contains("Validation Error") && !all.contains("VUID-"),
            "validation reported problems (through vkrelay: {relay}):\n{all}"
        );
        assert_eq!(
            pixels(&out),
            (want.clone(), "yes".into()),
            "validated, relay {relay}"
        );
    }
}

/// Runs the client with `mode` (its environment variable) natively, then through vkrelay on
/// both paths, and checks each run succeeded and printed `tag` with one of `accepted`.
fn window_event(name: &str, mode: &str, tag: &str, accepted: &[&str], extra: &str) {
    let dir = TempDir::new(name);
    let x = Xvfb::start();
    let check = |out: &Output, who: &str| {
        let stdout = text(&out.stdout);
        assert!(
            out.status.success(),
            "{who}: {stdout}\n{}",
            text(&out.stderr)
        );
        assert!(stdout.contains(extra), "{who}: {stdout}");
        let line = stdout
            .lines()
            .find(|l| l.starts_with(tag))
            .unwrap_or_else(|| panic!("{who}: {stdout}"));
        assert!(accepted.iter().any(|a| line.contains(a)), "{who}: {line}");
    };
    let mut native = helper(&x.display, &dir.0);
    native.env(mode, "1").env("VK_DRIVER_FILES", LVP_MANIFEST);
    check(&native.output().unwrap(), "native");
    let renderer = Renderer::start(&dir.0);
    for blit in ["0", "1"] {
        let mut cmd = helper(&x.display, &dir.0);
        cmd.env(mode, "1").env("VKRELAY_WSI_BLIT", blit);
        let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
        check(&out, &format!("vkrelay, blit {blit}"));
    }
}

/// A window made smaller after some frames: the surface reports its new size and the
/// swapchain says it no longer fits (`VK_SUBOPTIMAL_KHR` or `VK_ERROR_OUT_OF_DATE_KHR`), as
/// lavapipe's own WSI does.
#[test]
fn a_resized_window_makes_the_swapchain_suboptimal() {
    window_event(
        "wsi-resize",
        "WSI_TEST_RESIZE",
        "RESIZE",
        &["SUBOPTIMAL", "OUT_OF_DATE"],
        "EXTENT 80x48",
    );
}

/// A window destroyed under a swapchain: acquire or present reports an error (surface lost or
/// out of date) instead of hanging, and the swapchain and surface can still be destroyed;
/// natively and through vkrelay on both paths.
#[test]
fn a_destroyed_window_is_reported_not_hung_on() {
    window_event(
        "wsi-destroy",
        "WSI_TEST_DESTROY",
        "DESTROY",
        &["SURFACE_LOST", "OUT_OF_DATE"],
        "",
    );
}

/// `vkcube` (Vulkan-Tools) draws 150 frames through vkrelay's swapchain and exits cleanly, on
/// both paths, with its `--validate` (the validation layer, and `VK_EXT_debug_utils` names for
/// its objects: the loader implements that extension, since the renderer hides it).
#[test]
fn vkcube_runs_through_vkrelay() {
    let dir = TempDir::new("vkcube");
    let x = Xvfb::start();
    let renderer = Renderer::start(&dir.0);
    for blit in ["0", "1"] {
        let mut cmd = Command::new("vkcube");
        cmd.args(["--c", "150", "--validate"])
            .env("DISPLAY", &x.display)
            .env("VKRELAY_WSI_BLIT", blit);
        let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180));
        let stdout = text(&out.stdout);
        let stderr = text(&out.stderr);
        assert!(out.status.success(), "blit {blit}: {stdout}\n{stderr}");
        assert!(
            stdout.contains("llvmpipe") || stderr.contains("llvmpipe"),
            "{stdout}\n{stderr}"
        );
        for bad in ["rror", "VUID"] {
            assert!(
                !stderr.contains(bad) && !stdout.contains(bad),
                "blit {blit}: {stdout}\n{stderr}"
            );
        }
    }
}
