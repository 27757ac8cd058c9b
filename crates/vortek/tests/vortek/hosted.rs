//! Presenting into the stand-in's windows: a client through vkrelay's ICD on Winlator's
//! socket (`VORTEK_SERVER_PATH`, so the ICD asks the renderer to present), whose swapchain the
//! library presents into the window pixels the stand-in hands out (`getWindowHardwareBuffer`:
//! page-aligned native memory) and shows (`updateWindowContent`, which prints the pixels it
//! was given).

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use ash::vk;

use crate::harness::{Standin, TempDir, Xvfb, client, have_jdk, run};

pub(crate) const WIDTH: u16 = 96;
pub(crate) const HEIGHT: u16 = 64;

/// The colours of the frames the client presents (RGBA, each exactly representable in UNORM8).
pub(crate) const FRAMES: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 1.0],
    [0.0, 1.0, 0.0, 1.0],
    [0.2, 0.4, 0.6, 1.0],
    [0.0, 0.0, 1.0, 1.0],
];

/// Frame `k`'s colour as the bytes of a `B8G8R8A8_UNORM` pixel, in hex.
fn bgra_hex(k: usize) -> String {
    let [r, g, b, a] = FRAMES[k % FRAMES.len()].map(|c| (c * 255.0).round() as u8);
    format!("{b:02x}{g:02x}{r:02x}{a:02x}")
}

/// What the ICD logs when the renderer made the swapchain, and when it fell back.
const BY_RENDERER: &str = "the renderer presents this swapchain";
const FELL_BACK: &str = "presenting the surface from the ICD, not the renderer";
/// What the library logs when it made a hosted swapchain.
const HOSTED: &str = "the renderer presents the client's swapchain into the host's window";

/// The client half: an X window of [`WIDTH`]×[`HEIGHT`] on `HOSTED_TEST_DISPLAY`, an xcb
/// surface and a FIFO swapchain of `B8G8R8A8_UNORM` images; presents `HOSTED_TEST_FRAMES`
/// frames (default 4) one at a time, each cleared to [`FRAMES`]' colour. Prints
/// `WINDOW id`, then `PRESENT k result` per frame. With `HOSTED_TEST_GONE_AFTER=k` and
/// `HOSTED_TEST_SIZE_FILE`, it writes `0x0` into that file after frame k (the stand-in's
/// window is gone) and stops at the first failed acquire or present. With
/// `HOSTED_TEST_MUTABLE`, the swapchain is `MUTABLE_FORMAT` with UNORM and SRGB views
/// (`VK_KHR_swapchain_mutable_format`, as DXVK makes it). With `HOSTED_TEST_GATE=PATH`, a
/// second thread (its own stream) waits until the second frame is being presented, then
/// makes 20 round trips (`vkGetPipelineCacheData`) and creates the file PATH, which lets the
/// stand-in show the first frame (`VORTEK_TEST_SHOW_GATE`); it prints `SIDE done`.
#[test]
#[ignore = "a helper process of the hosted tests"]
fn hosted_client() {
    use x11rb::connection::Connection as _;
    use x11rb::protocol::xproto::{ConnectionExt as _, CreateWindowAux, WindowClass};
    use x11rb::wrapper::ConnectionExt as _;

    let Ok(display) = std::env::var("HOSTED_TEST_DISPLAY") else {
        return;
    };
    let frames: usize = std::env::var("HOSTED_TEST_FRAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(FRAMES.len());
    let gone_after: Option<usize> = std::env::var("HOSTED_TEST_GONE_AFTER")
        .ok()
        .and_then(|v| v.parse().ok());
    let mutable = std::env::var_os("HOSTED_TEST_MUTABLE").is_some();
    let name = std::ffi::CString::new(display).unwrap();
    let (conn, screen) = x11rb::xcb_ffi::XCBConnection::connect(Some(&name)).unwrap();
    let root = conn.setup().roots[screen].root;
    let window = conn.generate_id().unwrap();
    conn.create_window(
        x11rb::COPY_DEPTH_FROM_PARENT,
        window,
        root,
        0,
        0,
        WIDTH,
        HEIGHT,
        0,
        WindowClass::INPUT_OUTPUT,
        0,
        &CreateWindowAux::new().background_pixel(0),
    )
    .unwrap()
    .check()
    .unwrap();
    conn.map_window(window).unwrap().check().unwrap();
    conn.sync().unwrap();
    println!("WINDOW {window}");

    // SAFETY: the system loader (pointed at vkrelay's ICD); every object is destroyed before
    // the end.
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
        let mut dev_exts = vec![ash::khr::swapchain::NAME.as_ptr()];
        if mutable {
            dev_exts.push(ash::khr::swapchain_mutable_format::NAME.as_ptr());
        }
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
        let views = [vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB];
        let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&views);
        let mut info = vk::SwapchainCreateInfoKHR::default();
        if mutable {
            info = info
                .flags(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT)
                .push_next(&mut list);
        }
        let swapchain = sc_fn
            .create_swapchain(
                &info
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
        let range = vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(1);
        let presenting_second = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let side = std::env::var_os("HOSTED_TEST_GATE").map(|gate| {
            let (device, flag) = (device.clone(), presenting_second.clone());
            std::thread::spawn(move || {
                while !flag.load(std::sync::atomic::Ordering::SeqCst) {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                // Time for the presentation to reach the renderer and wait for the first
                // frame to be shown.
                std::thread::sleep(std::time::Duration::from_millis(200));
                let cache = device
                    .create_pipeline_cache(&vk::PipelineCacheCreateInfo::default(), None)
                    .unwrap();
                for _ in 0..20 {
                    device.get_pipeline_cache_data(cache).unwrap();
                }
                device.destroy_pipeline_cache(cache, None);
                std::fs::write(gate, "open").unwrap();
                println!("SIDE done");
            })
        });
        for k in 0..frames {
            let index =
                match sc_fn.acquire_next_image(swapchain, u64::MAX, acquired, vk::Fence::null()) {
                    Ok((i, _)) => i,
                    Err(e) => {
                        println!("ACQUIRE {k} {e:?}");
                        break;
                    }
                };
            let image = images[index as usize];
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            let barrier = |old, new, src, dst| {
                vk::ImageMemoryBarrier::default()
                    .old_layout(old)
                    .new_layout(new)
                    .src_access_mask(src)
                    .dst_access_mask(dst)
                    .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                    .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
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
                    vk::AccessFlags::empty(),
                    vk::AccessFlags::TRANSFER_WRITE,
                )],
            );
            device.cmd_clear_color_image(
                cb,
                image,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                &vk::ClearColorValue {
                    float32: FRAMES[k % FRAMES.len()],
                },
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
            let (wait, signal, cbs) = ([acquired], [rendered], [cb]);
            let stage = [vk::PipelineStageFlags::TRANSFER];
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
            let (chains, indices) = ([swapchain], [index]);
            if k == 1 {
                presenting_second.store(true, std::sync::atomic::Ordering::SeqCst);
            }
            let presented = sc_fn.queue_present(
                queue,
                &vk::PresentInfoKHR::default()
                    .wait_semaphores(&signal)
                    .swapchains(&chains)
                    .image_indices(&indices),
            );
            println!("PRESENT {k} {presented:?}");
            // One frame at a time: the semaphores and the command buffer are reused.
            device.queue_wait_idle(queue).unwrap();
            if presented.is_err() {
                break;
            }
            if gone_after == Some(k) {
                let file = std::env::var_os("HOSTED_TEST_SIZE_FILE").unwrap();
                std::fs::write(file, "0x0").unwrap();
            }
        }
        if let Some(side) = side {
            side.join().unwrap();
        }
        device.device_wait_idle().unwrap();
        sc_fn.destroy_swapchain(swapchain, None);
        device.destroy_semaphore(acquired, None);
        device.destroy_semaphore(rendered, None);
        device.destroy_command_pool(pool, None);
        device.destroy_device(None);
        surface_fn.destroy_surface(surface, None);
        instance.destroy_instance(None);
    }
    println!("DONE");
}

/// Runs [`hosted_client`] through vkrelay's ICD on the stand-in's socket, named as Winlator's
/// (`VORTEK_SERVER_PATH`, no `VKRELAY_PRESENT`); `envs` go to the client. (success, stdout,
/// stderr).
pub(crate) fn run_client(
    standin: &Standin,
    dir: &Path,
    display: &str,
    envs: &[(&str, &str)],
) -> (bool, String, String) {
    let mut cmd = client(
        Command::new(std::env::current_exe().unwrap()),
        dir,
        &standin.socket,
    );
    cmd.args([
        "--exact",
        "hosted::hosted_client",
        "--ignored",
        "--nocapture",
    ])
    .env_remove("VKRELAY_SERVER_PATH")
    .env_remove("VKRELAY_PRESENT")
    .env("VORTEK_SERVER_PATH", &standin.socket)
    .env("VKRELAY_LOG", "info")
    .env("HOSTED_TEST_DISPLAY", display)
    .envs(envs.iter().copied());
    run(cmd, Duration::from_secs(180))
}

/// The stand-in with a window of [`WIDTH`]×[`HEIGHT`], and `envs` besides.
pub(crate) fn standin_with_window(dir: &Path, envs: &[(&str, &Path)]) -> Standin {
    let size = format!("{WIDTH}x{HEIGHT}");
    let mut all = vec![("VORTEK_TEST_WINDOW_SIZE", Path::new(&size))];
    all.extend_from_slice(envs);
    Standin::start_env(dir, None, &all)
}

/// The `SHOW` lines the stand-in printed: (window, bgra, centre, corner) each.
fn shows(standin: &Standin) -> Vec<(u32, String, String, String)> {
    standin
        .out()
        .lines()
        .filter_map(|l| l.strip_prefix("SHOW "))
        .map(|l| {
            let field = |k: &str| {
                l.split_whitespace()
                    .find_map(|w| w.strip_prefix(k))
                    .unwrap_or_default()
                    .to_owned()
            };
            (
                field("window=").parse().unwrap_or(0),
                field("bgra="),
                field("center="),
                field("corner="),
            )
        })
        .collect()
}

/// Waits until the stand-in printed `n` `SHOW` lines (or 30 s pass); the lines.
fn wait_shows(standin: &Standin, n: usize) -> Vec<(u32, String, String, String)> {
    let start = std::time::Instant::now();
    loop {
        let s = shows(standin);
        if s.len() >= n || start.elapsed() > Duration::from_secs(30) {
            return s;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The client's frames reach the stand-in's window pixels: the library made a hosted
/// swapchain for the client's X11 window (the ICD asked it to present, on Winlator's socket),
/// `updateWindowContent` ran once per presented frame, for that window, and each time the
/// window's pixels (its centre and its last pixel) were exactly the colour the client cleared
/// that frame to, in BGRA byte order.
#[test]
fn frames_reach_the_hosts_window_pixels() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("hosted");
    let x = Xvfb::start();
    let standin = standin_with_window(&dir.0, &[]);
    let mut shown_so_far = 0;
    for (run, envs) in [
        ("plain", &[][..]),
        ("mutable", &[("HOSTED_TEST_MUTABLE", "1")][..]),
    ] {
        let (ok, out, err) = run_client(&standin, &dir.0, &x.display, envs);
        assert!(
            ok,
            "{run}: the client failed:\n{out}\n{err}\n{}",
            standin.log()
        );
        check_frames(&standin, run, &out, &err, shown_so_far);
        shown_so_far += FRAMES.len();
    }
    assert_eq!(
        standin.wait_logged("client gone", 2),
        2,
        "{}",
        standin.log()
    );
    let (counts, log) = standin.finish();
    assert_eq!(standin_logged(&log, HOSTED), 2, "{log}");
    assert!(!log.contains("ERROR"), "{log}");
    assert_eq!(
        (counts.create_failed, counts.extra_data_failed),
        (0, 0),
        "{log}"
    );
}

/// One run of [`hosted_client`] (its output `out` and log `err`) was presented by the
/// renderer, and the stand-in showed each of its frames in the frame's colour, after `before`
/// shows of earlier runs.
fn check_frames(standin: &Standin, run: &str, out: &str, err: &str, before: usize) {
    let window: u32 = out
        .lines()
        .find_map(|l| l.strip_prefix("WINDOW "))
        .and_then(|w| w.trim().parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        err.contains(BY_RENDERER),
        "{run}: not presented by the renderer:\n{err}"
    );
    assert!(!err.contains(FELL_BACK), "{run}: {err}");
    let presents: Vec<&str> = out.lines().filter(|l| l.starts_with("PRESENT ")).collect();
    assert_eq!(presents.len(), FRAMES.len(), "{run}: {out}");
    assert!(
        presents.iter().all(|l| l.ends_with("Ok(false)")),
        "{run}: {out}"
    );
    let shown = wait_shows(standin, before + FRAMES.len());
    let want: Vec<_> = (0..FRAMES.len())
        .map(|k| (window, "true".to_owned(), bgra_hex(k), bgra_hex(k)))
        .collect();
    assert_eq!(
        shown.get(before..),
        Some(&want[..]),
        "{run}: {}",
        standin.out()
    );
}

fn standin_logged(log: &str, what: &str) -> usize {
    log.lines().filter(|l| l.contains(what)).count()
}

/// A host without a buffer for the window, or whose window has no size, makes the library
/// refuse the swapchain (logged), and the ICD presents the surface itself: the client's
/// frames all succeed, nothing is shown through the stand-in. A window that goes away after
/// the first frame loses the surface: the client's next presentation (or acquire) fails with
/// `VK_ERROR_SURFACE_LOST_KHR`, and the library goes on serving.
#[test]
fn a_host_without_the_window_refuses_or_loses_the_surface() {
    if !have_jdk() {
        return;
    }
    let x = Xvfb::start();
    let size = format!("{WIDTH}x{HEIGHT}");
    for (what, envs) in [
        (
            "no buffer",
            vec![
                ("VORTEK_TEST_WINDOW_SIZE", size.clone()),
                ("VORTEK_TEST_WINDOW_BUFFER", "none".to_owned()),
            ],
        ),
        (
            "no size",
            vec![("VORTEK_TEST_WINDOW_SIZE", "0x0".to_owned())],
        ),
    ] {
        let dir = TempDir::new(&format!("hosted-refused-{}", what.replace(' ', "-")));
        let envs: Vec<(&str, &Path)> = envs.iter().map(|(k, v)| (*k, Path::new(v))).collect();
        let standin = Standin::start_env(&dir.0, None, &envs);
        let (ok, out, err) = run_client(&standin, &dir.0, &x.display, &[]);
        assert!(
            ok,
            "{what}: the client failed:\n{out}\n{err}\n{}",
            standin.log()
        );
        assert!(err.contains(FELL_BACK), "{what}: no fallback:\n{err}");
        assert!(!err.contains(BY_RENDERER), "{what}: {err}");
        assert_eq!(
            out.lines()
                .filter(|l| l.starts_with("PRESENT ") && l.ends_with("Ok(false)"))
                .count(),
            FRAMES.len(),
            "{what}: {out}"
        );
        assert_eq!(
            standin.wait_logged("client gone", 1),
            1,
            "{}",
            standin.log()
        );
        assert!(shows(&standin).is_empty(), "{what}: {}", standin.out());
        let (_, log) = standin.finish();
        assert!(
            log.contains("the swapchain's surface is lost")
                && log.contains("cannot present into the host's window"),
            "{what}: {log}"
        );
    }

    let dir = TempDir::new("hosted-gone");
    let size_file = dir.0.join("window-size");
    std::fs::write(&size_file, &size).unwrap();
    let standin = Standin::start_env(&dir.0, None, &[("VORTEK_TEST_WINDOW_SIZE", &size_file)]);
    let file = size_file.to_string_lossy().into_owned();
    let (ok, out, err) = run_client(
        &standin,
        &dir.0,
        &x.display,
        &[
            ("HOSTED_TEST_FRAMES", "12"),
            ("HOSTED_TEST_GONE_AFTER", "0"),
            ("HOSTED_TEST_SIZE_FILE", &file),
        ],
    );
    assert!(ok, "the client failed:\n{out}\n{err}\n{}", standin.log());
    assert!(err.contains(BY_RENDERER), "{err}");
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("PRESENT ") || l.starts_with("ACQUIRE "))
        .collect();
    assert_eq!(lines.first(), Some(&"PRESENT 0 Ok(false)"), "{out}");
    let last = lines.last().copied().unwrap_or_default();
    assert!(
        last.contains("ERROR_SURFACE_LOST_KHR"),
        "the window's loss was not reported: {out}"
    );
    assert!(lines.len() <= 3, "{out}");
    assert_eq!(
        standin.wait_logged("client gone", 1),
        1,
        "{}",
        standin.log()
    );
    let (counts, log) = standin.finish();
    assert_eq!(counts.create_failed, 0, "{log}");
    assert!(log.contains("surface is lost"), "{log}");
}

/// `vkcube --c 40` through the stand-in on Winlator's socket: the renderer presents it into
/// the stand-in's window of vkcube's size, `updateWindowContent` runs once per frame, and the
/// pixels shown are vkcube's: its clear colour (0.2 grey, alpha 0.2) in the corner, the cube
/// over the centre.
#[test]
fn vkcube_presents_into_the_hosts_window() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("hosted-vkcube");
    let x = Xvfb::start();
    let standin = Standin::start_env(
        &dir.0,
        None,
        &[("VORTEK_TEST_WINDOW_SIZE", Path::new("256x256"))],
    );
    let mut cmd = client(Command::new("vkcube"), &dir.0, &standin.socket);
    cmd.args(["--c", "40", "--width", "256", "--height", "256"])
        .env_remove("VKRELAY_SERVER_PATH")
        .env_remove("VKRELAY_PRESENT")
        .env("VORTEK_SERVER_PATH", &standin.socket)
        .env("VKRELAY_LOG", "info")
        .env("DISPLAY", &x.display);
    let (ok, out, err) = run(cmd, Duration::from_secs(180));
    assert!(ok, "vkcube: {out}\n{err}\n{}", standin.log());
    assert!(err.contains(BY_RENDERER), "{err}");
    assert!(!err.contains(FELL_BACK), "{err}");
    assert_eq!(
        standin.wait_logged("client gone", 1),
        1,
        "{}",
        standin.log()
    );
    let shown = shows(&standin);
    assert_eq!(shown.len(), 40, "{}", standin.out());
    let grey = "33333333";
    for (window, bgra, center, corner) in &shown {
        assert_ne!(*window, 0);
        assert_eq!(bgra, "true");
        assert_eq!(corner, grey, "{}", standin.out());
        assert_ne!(center, grey, "{}", standin.out());
    }
    let (_, log) = standin.finish();
    assert_eq!(standin_logged(&log, HOSTED), 1, "{log}");
    assert!(!log.contains("ERROR"), "{log}");
}
