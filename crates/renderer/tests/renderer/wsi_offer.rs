//! Everything the emulated WSI offers, walked through vkrelay: each window-system extension it
//! advertises, each surface format, present mode and composite alpha the surface reports,
//! with and without `VK_SWAPCHAIN_CREATE_MUTABLE_FORMAT_BIT_KHR`; then a mutable-format
//! swapchain of `B8G8R8A8_UNORM` and `B8G8R8A8_SRGB` drawn into through a view of each and
//! presented, its window's pixels compared with lavapipe's own WSI and with the sRGB encoding;
//! and a refused swapchain reported once however often it is retried.

use std::process::{Command, Output, Stdio};
use std::time::Duration;

use ash::vk;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

const WIDTH: u16 = 64;
const HEIGHT: u16 = 48;

/// Cleared through the `UNORM` view (RGBA, each exactly representable in UNORM8).
const UNORM_COLOR: [f32; 4] = [0.2, 0.4, 0.6, 1.0];
/// Cleared through the `SRGB` view into the left half: linear values, stored sRGB-encoded.
const SRGB_COLOR: [f32; 4] = [0.5, 0.214, 0.05, 1.0];

/// The device-level window-system extensions the ICD implements; every one it advertises must
/// be here (and is exercised below).
const IMPLEMENTED: &[&str] = &[
    "VK_EXT_swapchain_maintenance1",
    "VK_KHR_incremental_present",
    "VK_KHR_present_id",
    "VK_KHR_present_wait",
    "VK_KHR_swapchain",
    "VK_KHR_swapchain_mutable_format",
];
/// The instance-level ones that need `VK_KHR_surface` (the Xlib surface is exercised by the
/// `wsi` tests).
const IMPLEMENTED_INSTANCE: &[&str] = &[
    "VK_EXT_surface_maintenance1",
    "VK_EXT_swapchain_colorspace",
    "VK_KHR_get_surface_capabilities2",
    "VK_KHR_surface_protected_capabilities",
    "VK_KHR_xcb_surface",
    "VK_KHR_xlib_surface",
];

/// Whether `name` needs `VK_KHR_surface` or `VK_KHR_swapchain`, directly or through another
/// extension (vk.xml's dependencies).
fn needs_wsi(name: &str) -> bool {
    let Some(info) = ext_inject::ExtensionInfo::by_name(name) else {
        return false;
    };
    info.requires
        .iter()
        .any(|&r| r == "VK_KHR_surface" || r == "VK_KHR_swapchain" || needs_wsi(r))
}

/// sRGB encoding of a linear value, as UNORM8.
fn srgb8(linear: f32) -> u8 {
    let v = if linear <= 0.003_130_8 {
        linear * 12.92
    } else {
        1.055 * linear.powf(1.0 / 2.4) - 0.055
    };
    (v * 255.0).round() as u8
}

/// The client half, in its own process (`VK_DRIVER_FILES` picks vkrelay or lavapipe). Prints
/// `INSTANCE_WSI` and `WSI_EXTENSIONS` (the advertised extensions that need WSI), `WALKED n` (swapchains
/// made), and `LEFT b g r` / `RIGHT b g r` / `UNIFORM yes|no` (the window's two halves). With
/// `WSI_OFFER_REFUSE=n` it only asks n times for a swapchain the ICD refuses.
#[test]
#[ignore = "a helper process of the WSI tests"]
fn wsi_offer_helper() {
    let Ok(display) = std::env::var("WSI_TEST_DISPLAY") else {
        return;
    };
    let (conn, window) = crate::clients::window(&display, WIDTH, HEIGHT);
    let refuse: u32 = std::env::var("WSI_OFFER_REFUSE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);

    // SAFETY: the system loader; every object is destroyed before the end.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        let names = |list: &[vk::ExtensionProperties]| -> Vec<String> {
            list.iter()
                .filter_map(|e| e.extension_name_as_c_str().ok()?.to_str().ok())
                .filter(|n| needs_wsi(n))
                .map(str::to_owned)
                .collect()
        };
        let instance_wsi = names(&entry.enumerate_instance_extension_properties(None).unwrap());
        println!("INSTANCE_WSI {}", instance_wsi.join(" "));
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
        let wsi = names(&instance.enumerate_device_extension_properties(pd).unwrap());
        println!("WSI_EXTENSIONS {}", wsi.join(" "));
        let caps = surface_fn
            .get_physical_device_surface_capabilities(pd, surface)
            .unwrap();
        let formats = surface_fn
            .get_physical_device_surface_formats(pd, surface)
            .unwrap();
        let modes = surface_fn
            .get_physical_device_surface_present_modes(pd, surface)
            .unwrap();
        assert!(caps.max_image_array_layers >= 1, "{caps:?}");
        assert!(
            caps.supported_transforms.contains(caps.current_transform),
            "{caps:?}"
        );

        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let dev_exts = [
            ash::khr::swapchain::NAME.as_ptr(),
            ash::khr::swapchain_mutable_format::NAME.as_ptr(),
            ash::khr::incremental_present::NAME.as_ptr(),
        ];
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
        let usage = vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_DST;
        let base = vk::SwapchainCreateInfoKHR::default()
            .surface(surface)
            .min_image_count(caps.min_image_count)
            .image_format(vk::Format::B8G8R8A8_UNORM)
            .image_color_space(vk::ColorSpaceKHR::SRGB_NONLINEAR)
            .image_extent(caps.current_extent)
            .image_array_layers(1)
            .image_usage(usage)
            .image_sharing_mode(vk::SharingMode::EXCLUSIVE)
            .pre_transform(caps.current_transform)
            .composite_alpha(vk::CompositeAlphaFlagsKHR::OPAQUE)
            .present_mode(vk::PresentModeKHR::FIFO)
            .clipped(true);

        if refuse > 0 {
            // A mutable-format swapchain without its format list: invalid, and refused.
            for _ in 0..refuse {
                let e = sc_fn
                    .create_swapchain(
                        &base.flags(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT),
                        None,
                    )
                    .unwrap_err();
                assert_ne!(e, vk::Result::SUCCESS);
            }
            device.destroy_device(None);
            surface_fn.destroy_surface(surface, None);
            instance.destroy_instance(None);
            return;
        }

        // Every combination the surface reports, with and without MUTABLE_FORMAT.
        let all_formats = [vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB];
        let mut walked = 0;
        for f in &formats {
            for &mode in &modes {
                for alpha in [
                    vk::CompositeAlphaFlagsKHR::OPAQUE,
                    vk::CompositeAlphaFlagsKHR::PRE_MULTIPLIED,
                    vk::CompositeAlphaFlagsKHR::POST_MULTIPLIED,
                    vk::CompositeAlphaFlagsKHR::INHERIT,
                ] {
                    if !caps.supported_composite_alpha.contains(alpha) {
                        continue;
                    }
                    for mutable in [false, true] {
                        let mut list =
                            vk::ImageFormatListCreateInfo::default().view_formats(&all_formats);
                        let mut info = base
                            .image_format(f.format)
                            .image_color_space(f.color_space)
                            .present_mode(mode)
                            .composite_alpha(alpha)
                            .min_image_count(if mutable {
                                caps.max_image_count.min(4)
                            } else {
                                caps.min_image_count
                            });
                        if mutable {
                            info = info
                                .flags(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT)
                                .push_next(&mut list);
                        }
                        let sc = sc_fn.create_swapchain(&info, None).unwrap_or_else(|e| {
                            panic!("{f:?} {mode:?} {alpha:?} mutable {mutable}: {e}")
                        });
                        let n = sc_fn.get_swapchain_images(sc).unwrap().len() as u32;
                        assert!(n >= info.min_image_count, "{n} images");
                        sc_fn.destroy_swapchain(sc, None);
                        walked += 1;
                    }
                }
            }
        }
        println!("WALKED {walked}");

        // The mutable-format swapchain: cleared through its UNORM view, then its left half
        // through its SRGB view, and presented.
        let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&all_formats);
        let sc = sc_fn
            .create_swapchain(
                &base
                    .flags(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT)
                    .push_next(&mut list),
                None,
            )
            .unwrap();
        let images = sc_fn.get_swapchain_images(sc).unwrap();
        let pass = |format, load, initial, last| {
            let att = [vk::AttachmentDescription::default()
                .format(format)
                .samples(vk::SampleCountFlags::TYPE_1)
                .load_op(load)
                .store_op(vk::AttachmentStoreOp::STORE)
                .initial_layout(initial)
                .final_layout(last)];
            let refs = [vk::AttachmentReference::default()
                .attachment(0)
                .layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)];
            let sub = [vk::SubpassDescription::default().color_attachments(&refs)];
            let dep = [vk::SubpassDependency::default()
                .src_subpass(vk::SUBPASS_EXTERNAL)
                .src_stage_mask(vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT)
                .dst_stage_mask(vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT)
                .src_access_mask(vk::AccessFlags::COLOR_ATTACHMENT_WRITE)
                .dst_access_mask(
                    vk::AccessFlags::COLOR_ATTACHMENT_READ
                        | vk::AccessFlags::COLOR_ATTACHMENT_WRITE,
                )];
            device
                .create_render_pass(
                    &vk::RenderPassCreateInfo::default()
                        .attachments(&att)
                        .subpasses(&sub)
                        .dependencies(&dep),
                    None,
                )
                .unwrap()
        };
        let unorm_pass = pass(
            vk::Format::B8G8R8A8_UNORM,
            vk::AttachmentLoadOp::CLEAR,
            vk::ImageLayout::UNDEFINED,
            vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
        );
        let srgb_pass = pass(
            vk::Format::B8G8R8A8_SRGB,
            vk::AttachmentLoadOp::LOAD,
            vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
            vk::ImageLayout::PRESENT_SRC_KHR,
        );
        let extent = caps.current_extent;
        let view = |image, format| {
            device
                .create_image_view(
                    &vk::ImageViewCreateInfo::default()
                        .image(image)
                        .view_type(vk::ImageViewType::TYPE_2D)
                        .format(format)
                        .subresource_range(
                            vk::ImageSubresourceRange::default()
                                .aspect_mask(vk::ImageAspectFlags::COLOR)
                                .level_count(1)
                                .layer_count(1),
                        ),
                    None,
                )
                .unwrap()
        };
        let framebuffer = |pass, view| {
            let v = [view];
            device
                .create_framebuffer(
                    &vk::FramebufferCreateInfo::default()
                        .render_pass(pass)
                        .attachments(&v)
                        .width(extent.width)
                        .height(extent.height)
                        .layers(1),
                    None,
                )
                .unwrap()
        };
        let mut objects = Vec::new();
        for &image in &images {
            let (u, s) = (
                view(image, vk::Format::B8G8R8A8_UNORM),
                view(image, vk::Format::B8G8R8A8_SRGB),
            );
            objects.push((u, s, framebuffer(unorm_pass, u), framebuffer(srgb_pass, s)));
        }
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
        let sem = || {
            device
                .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
                .unwrap()
        };
        let (acquired, rendered) = (sem(), sem());
        let (index, _) = sc_fn
            .acquire_next_image(sc, u64::MAX, acquired, vk::Fence::null())
            .unwrap();
        let (_, _, unorm_fb, srgb_fb) = objects[index as usize];
        let area = vk::Rect2D {
            offset: vk::Offset2D::default(),
            extent,
        };
        device
            .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        let clear = [vk::ClearValue {
            color: vk::ClearColorValue {
                float32: UNORM_COLOR,
            },
        }];
        device.cmd_begin_render_pass(
            cb,
            &vk::RenderPassBeginInfo::default()
                .render_pass(unorm_pass)
                .framebuffer(unorm_fb)
                .render_area(area)
                .clear_values(&clear),
            vk::SubpassContents::INLINE,
        );
        device.cmd_end_render_pass(cb);
        device.cmd_begin_render_pass(
            cb,
            &vk::RenderPassBeginInfo::default()
                .render_pass(srgb_pass)
                .framebuffer(srgb_fb)
                .render_area(area),
            vk::SubpassContents::INLINE,
        );
        device.cmd_clear_attachments(
            cb,
            &[vk::ClearAttachment {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                color_attachment: 0,
                clear_value: vk::ClearValue {
                    color: vk::ClearColorValue {
                        float32: SRGB_COLOR,
                    },
                },
            }],
            &[vk::ClearRect {
                rect: vk::Rect2D {
                    offset: vk::Offset2D::default(),
                    extent: vk::Extent2D {
                        width: extent.width / 2,
                        height: extent.height,
                    },
                },
                base_array_layer: 0,
                layer_count: 1,
            }],
        );
        device.cmd_end_render_pass(cb);
        device.end_command_buffer(cb).unwrap();
        let (wait, signal, cbs) = ([acquired], [rendered], [cb]);
        let stage = [vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT];
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
        // `VK_KHR_incremental_present`: the whole image as the changed region (a hint; the
        // pixels below must be the same either way).
        let rects = [vk::RectLayerKHR {
            offset: vk::Offset2D { x: 0, y: 0 },
            extent: vk::Extent2D {
                width: u32::from(WIDTH),
                height: u32::from(HEIGHT),
            },
            layer: 0,
        }];
        let regions = [vk::PresentRegionKHR::default().rectangles(&rects)];
        let mut incremental = vk::PresentRegionsKHR::default().regions(&regions);
        sc_fn
            .queue_present(
                queue,
                &vk::PresentInfoKHR::default()
                    .wait_semaphores(&signal)
                    .swapchains(&[sc])
                    .image_indices(&[index])
                    .push_next(&mut incremental),
            )
            .unwrap();
        device.device_wait_idle().unwrap();
        // Destroying the swapchain waits for the presentation in flight.
        sc_fn.destroy_swapchain(sc, None);
        for (u, s, fu, fs) in objects {
            device.destroy_framebuffer(fu, None);
            device.destroy_framebuffer(fs, None);
            device.destroy_image_view(u, None);
            device.destroy_image_view(s, None);
        }
        device.destroy_render_pass(unorm_pass, None);
        device.destroy_render_pass(srgb_pass, None);
        device.destroy_semaphore(acquired, None);
        device.destroy_semaphore(rendered, None);
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
    let w = usize::from(WIDTH);
    let px: Vec<[u8; 3]> = img
        .data
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    let (left, right) = (px[0], px[w - 1]);
    let halves = px
        .iter()
        .enumerate()
        .all(|(i, p)| *p == if i % w < w / 2 { left } else { right });
    println!("LEFT {} {} {}", left[0], left[1], left[2]);
    println!("RIGHT {} {} {}", right[0], right[1], right[2]);
    println!("UNIFORM {}", if halves { "yes" } else { "no" });
}

fn helper(display: &str, dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "wsi_offer::wsi_offer_helper",
        "--ignored",
        "--nocapture",
    ])
    .env("WSI_TEST_DISPLAY", display)
    .env("XDG_RUNTIME_DIR", dir)
    .env("VKRELAY_SWAPCHAIN_MAINTENANCE1", "1");
    cmd
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The value of the helper's `key` line.
fn line(out: &Output, key: &str) -> String {
    let stdout = text(&out.stdout);
    assert!(
        out.status.success(),
        "the WSI client failed:\n{stdout}\n{}",
        text(&out.stderr)
    );
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(key))
        .unwrap_or_else(|| panic!("no {key} line:\n{stdout}\n{}", text(&out.stderr)))
        .trim()
        .to_owned()
}

/// Every window-system extension vkrelay advertises is implemented, every combination of
/// format, present mode and composite alpha its surface reports makes a swapchain (with and
/// without `MUTABLE_FORMAT`), and a mutable-format swapchain drawn through an `UNORM` and an
/// `SRGB` view shows what lavapipe's own WSI shows (and the sRGB encoding of the colour
/// cleared through the `SRGB` view), on the direct and on the blit path.
#[test]
fn every_offered_swapchain_works_and_mutable_format_views_render() {
    let dir = TempDir::new("wsi-offer");
    let x = Xvfb::start();
    let mut native = helper(&x.display, &dir.0);
    native
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let native = native.output().unwrap();
    let bgr = |c: [f32; 4], f: fn(f32) -> u8| format!("{} {} {}", f(c[2]), f(c[1]), f(c[0]));
    let unorm8 = |v: f32| (v * 255.0).round() as u8;
    let want_right = bgr(UNORM_COLOR, unorm8);
    let want_left = bgr(SRGB_COLOR, srgb8);
    assert_eq!(line(&native, "RIGHT "), want_right, "native UNORM view");
    assert_eq!(line(&native, "UNIFORM "), "yes", "native");
    let native_left = line(&native, "LEFT ");
    // The driver's sRGB encoding may round differently from the formula by one step.
    let close = native_left
        .split(' ')
        .zip(want_left.split(' '))
        .all(|(a, b)| a.parse::<i32>().unwrap().abs_diff(b.parse().unwrap()) <= 1);
    assert!(
        close,
        "native SRGB view: {native_left}, sRGB of the colour: {want_left}"
    );

    let renderer = Renderer::start(&dir.0);
    for blit in ["0", "1"] {
        let mut cmd = helper(&x.display, &dir.0);
        cmd.env("VKRELAY_WSI_BLIT", blit);
        let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180));
        let who = format!("through vkrelay, blit {blit}");
        let sorted = |key| {
            let mut v: Vec<String> = line(&out, key)
                .split_whitespace()
                .map(str::to_owned)
                .collect();
            v.sort();
            v
        };
        assert_eq!(
            sorted("WSI_EXTENSIONS "),
            IMPLEMENTED,
            "{who}: device extensions"
        );
        assert_eq!(
            sorted("INSTANCE_WSI "),
            IMPLEMENTED_INSTANCE,
            "{who}: instance extensions"
        );
        // 2 formats x 4 present modes x 2 composite alphas x 2 (mutable or not).
        assert_eq!(line(&out, "WALKED "), "32", "{who}");
        assert_eq!(line(&out, "RIGHT "), want_right, "{who}: UNORM view");
        assert_eq!(line(&out, "LEFT "), native_left, "{who}: SRGB view");
        assert_eq!(line(&out, "UNIFORM "), "yes", "{who}");
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("ERROR"), "{who}: {stderr}");
    }
}

/// A swapchain the ICD refuses, asked for 50 times, is reported once, at error level, with
/// the reason.
#[test]
fn a_refused_swapchain_is_reported_once() {
    let dir = TempDir::new("wsi-refuse");
    let x = Xvfb::start();
    let renderer = Renderer::start(&dir.0);
    let mut cmd = helper(&x.display, &dir.0);
    cmd.env("WSI_OFFER_REFUSE", "50").env_remove("VKRELAY_LOG");
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{}\n{stderr}", text(&out.stdout));
    let reports: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("vkCreateSwapchainKHR failed"))
        .collect();
    assert_eq!(reports.len(), 1, "{stderr}");
    assert!(reports[0].contains("ERROR"), "{}", reports[0]);
    assert!(
        reports[0].contains("MUTABLE_FORMAT without a VkImageFormatListCreateInfo"),
        "{}",
        reports[0]
    );
}
