//! `vkGet*OpaqueCaptureDescriptorDataEXT` (`VK_EXT_descriptor_buffer`) through the ICD and the
//! renderer's private message.
//!
//! `VK_EXT_descriptor_buffer` stays hidden from applications (the renderer's `expose` list), so
//! through the loader it cannot be enabled. The client below also loads the ICD directly
//! (no loader, as an emulator embedding it would), which lets it ask for the extension anyway:
//!
//! - on a driver without the extension (lavapipe in CI) device creation with it fails, and the
//!   buffer, image, image view and sampler commands on a device without it are NULL from
//!   `vkGetDeviceProcAddr`, and called anyway (through the ICD's own lookup) answer
//!   `VK_ERROR_EXTENSION_NOT_PRESENT` without touching `pData`;
//! - on a driver with it (`VKRELAY_TEST_DRIVER_FILES=<manifest>` picks the renderer's driver)
//!   the same four commands return the driver's capture data, as many bytes as the device
//!   property says, and the same bytes twice; `vkGetDescriptorEXT` (the union the wire
//!   carries) fills a sampler descriptor. (The acceleration-structure command is covered by
//!   the wire tests only.)
//!
//! Either way the client ends with a hostile call (a buffer id the renderer never issued):
//! the renderer drops that client (`VK_ERROR_DEVICE_LOST` from then on) and goes on serving
//! others.

use std::ffi::{CStr, c_char};
use std::process::Command;
use std::time::Duration;

use ash::vk::{self, Handle};

use crate::relay::{LVP_MANIFEST, Renderer, TempDir, icd_library, run_app};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const SENTINEL: u8 = 0xA5;

/// An `ash::Entry` on the vkrelay ICD itself, without the loader.
fn icd_entry() -> (ash::Entry, libloading::Library) {
    // SAFETY: the ICD built by this workspace; loading it runs no foreign initialisers.
    let lib = unsafe { libloading::Library::new(icd_library()) }.unwrap();
    // SAFETY: the ICD's exported loader entry point has this signature.
    let gipa = unsafe {
        *lib.get::<vk::PFN_vkGetInstanceProcAddr>(b"vk_icdGetInstanceProcAddr\0")
            .unwrap()
    };
    // SAFETY: `gipa` points into `lib`, which the caller keeps loaded while it uses `entry`.
    let entry = unsafe {
        ash::Entry::from_static_fn(ash::StaticFn {
            get_instance_proc_addr: gipa,
        })
    };
    (entry, lib)
}

fn instance(entry: &ash::Entry) -> ash::Instance {
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    // SAFETY: a valid create info.
    unsafe {
        entry.create_instance(
            &vk::InstanceCreateInfo::default().application_info(&app),
            None,
        )
    }
    .unwrap()
}

/// A device on the first physical device, with `names` enabled (and the descriptor-buffer
/// features, with capture/replay, when the extension is asked for).
fn device(
    instance: &ash::Instance,
    pd: vk::PhysicalDevice,
    names: &[*const c_char],
) -> Result<ash::Device, vk::Result> {
    let prio = [1.0];
    let q = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&prio)];
    let mut features = vk::PhysicalDeviceDescriptorBufferFeaturesEXT::default()
        .descriptor_buffer(true)
        .descriptor_buffer_capture_replay(true);
    let mut bda =
        vk::PhysicalDeviceBufferDeviceAddressFeatures::default().buffer_device_address(true);
    let mut info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&q)
        .enabled_extension_names(names);
    if !names.is_empty() {
        info = info.push_next(&mut features).push_next(&mut bda);
    }
    // SAFETY: a valid create info for a physical device of `instance`.
    unsafe { instance.create_device(pd, &info, None) }
}

/// The objects whose capture data is asked for; `capture` adds the capture/replay flags.
struct Objects {
    buffer: vk::Buffer,
    image: vk::Image,
    view: vk::ImageView,
    sampler: vk::Sampler,
    memory: vk::DeviceMemory,
}

/// # Safety
/// `device` is a live device of `instance`'s `pd`.
unsafe fn objects(
    instance: &ash::Instance,
    pd: vk::PhysicalDevice,
    device: &ash::Device,
    capture: bool,
) -> Objects {
    fn pick<T: Default>(on: bool, f: T) -> T {
        if on { f } else { T::default() }
    }
    // SAFETY: valid create infos on a live device (caller).
    unsafe {
        let buffer = device
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(4096)
                    .usage(vk::BufferUsageFlags::UNIFORM_BUFFER)
                    .flags(pick(
                        capture,
                        vk::BufferCreateFlags::DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT,
                    )),
                None,
            )
            .unwrap();
        let image = device
            .create_image(
                &vk::ImageCreateInfo::default()
                    .image_type(vk::ImageType::TYPE_2D)
                    .format(vk::Format::R8G8B8A8_UNORM)
                    .extent(vk::Extent3D {
                        width: 16,
                        height: 16,
                        depth: 1,
                    })
                    .mip_levels(1)
                    .array_layers(1)
                    .samples(vk::SampleCountFlags::TYPE_1)
                    .usage(vk::ImageUsageFlags::SAMPLED)
                    .flags(pick(
                        capture,
                        vk::ImageCreateFlags::DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT,
                    )),
                None,
            )
            .unwrap();
        let req = device.get_image_memory_requirements(image);
        let props = instance.get_physical_device_memory_properties(pd);
        let ty = (0..props.memory_type_count)
            .find(|&i| req.memory_type_bits & (1 << i) != 0)
            .unwrap();
        let memory = device
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            )
            .unwrap();
        device.bind_image_memory(image, memory, 0).unwrap();
        let view = device
            .create_image_view(
                &vk::ImageViewCreateInfo::default()
                    .image(image)
                    .view_type(vk::ImageViewType::TYPE_2D)
                    .format(vk::Format::R8G8B8A8_UNORM)
                    .subresource_range(vk::ImageSubresourceRange {
                        aspect_mask: vk::ImageAspectFlags::COLOR,
                        level_count: 1,
                        layer_count: 1,
                        ..Default::default()
                    })
                    .flags(pick(
                        capture,
                        vk::ImageViewCreateFlags::DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT,
                    )),
                None,
            )
            .unwrap();
        let sampler = device
            .create_sampler(
                &vk::SamplerCreateInfo::default().flags(pick(
                    capture,
                    vk::SamplerCreateFlags::DESCRIPTOR_BUFFER_CAPTURE_REPLAY_EXT,
                )),
                None,
            )
            .unwrap();
        Objects {
            buffer,
            image,
            view,
            sampler,
            memory,
        }
    }
}

/// # Safety
/// `o` are live objects of `device`.
unsafe fn destroy(device: &ash::Device, o: &Objects) {
    // SAFETY: caller; nothing uses them any more.
    unsafe {
        device.destroy_sampler(o.sampler, None);
        device.destroy_image_view(o.view, None);
        device.destroy_image(o.image, None);
        device.free_memory(o.memory, None);
        device.destroy_buffer(o.buffer, None);
    }
}

/// The capture data of the four objects into buffers of `sizes[i]` bytes followed by
/// sentinels: (results, buffers).
///
/// # Safety
/// `o` are live objects of the device `d` was loaded for.
unsafe fn capture_all(
    d: &ash::ext::descriptor_buffer::Device,
    o: &Objects,
    sizes: [usize; 4],
) -> (Vec<Result<(), vk::Result>>, Vec<Vec<u8>>) {
    let mut bufs: Vec<Vec<u8>> = sizes.iter().map(|&n| vec![SENTINEL; n + 16]).collect();
    let [b0, b1, b2, b3] = &mut bufs[..] else {
        unreachable!()
    };
    // SAFETY: valid infos naming live objects (caller); each buffer has at least the size the
    // device property names.
    let results = unsafe {
        vec![
            d.get_buffer_opaque_capture_descriptor_data(
                &vk::BufferCaptureDescriptorDataInfoEXT::default().buffer(o.buffer),
                b0,
            ),
            d.get_image_opaque_capture_descriptor_data(
                &vk::ImageCaptureDescriptorDataInfoEXT::default().image(o.image),
                b1,
            ),
            d.get_image_view_opaque_capture_descriptor_data(
                &vk::ImageViewCaptureDescriptorDataInfoEXT::default().image_view(o.view),
                b2,
            ),
            d.get_sampler_opaque_capture_descriptor_data(
                &vk::SamplerCaptureDescriptorDataInfoEXT::default().sampler(o.sampler),
                b3,
            ),
        ]
    };
    (results, bufs)
}

fn has_ext(instance: &ash::Instance, pd: vk::PhysicalDevice, name: &CStr) -> bool {
    // SAFETY: a physical device of `instance`.
    unsafe { instance.enumerate_device_extension_properties(pd) }
        .unwrap()
        .iter()
        .any(|e| e.extension_name_as_c_str() == Ok(name))
}

/// Through the Khronos loader: the extension is hidden and cannot be enabled.
fn through_the_loader() {
    // SAFETY: the system loader.
    let entry = unsafe { ash::Entry::load() }.unwrap();
    let instance = instance(&entry);
    // SAFETY: a live instance.
    let pd = unsafe { instance.enumerate_physical_devices() }.unwrap()[0];
    assert!(!has_ext(&instance, pd, ash::ext::descriptor_buffer::NAME));
    let names = [ash::ext::descriptor_buffer::NAME.as_ptr()];
    assert_eq!(
        device(&instance, pd, &names).err(),
        Some(vk::Result::ERROR_EXTENSION_NOT_PRESENT)
    );
    // SAFETY: no object of it is alive.
    unsafe { instance.destroy_instance(None) };
}

/// The application half of [`opaque_capture_data_through_the_icd`].
#[test]
#[ignore = "helper process of opaque_capture_data_through_the_icd"]
fn opaque_client() {
    let Some(mode) = std::env::var_os("VKRELAY_TEST_OPAQUE") else {
        return;
    };
    through_the_loader();
    if mode == "loader" {
        println!("OPAQUE OK");
        return;
    }

    let (entry, _lib) = icd_entry();
    let instance = instance(&entry);
    // SAFETY: a live instance.
    let pd = unsafe { instance.enumerate_physical_devices() }.unwrap()[0];
    let names = [ash::ext::descriptor_buffer::NAME.as_ptr()];
    let (device, capture) = match device(&instance, pd, &names) {
        Ok(d) => (d, true),
        Err(r) => {
            assert_eq!(r, vk::Result::ERROR_EXTENSION_NOT_PRESENT);
            println!("VK_EXT_descriptor_buffer: not supported by the driver; error path only");
            (device(&instance, pd, &[]).unwrap(), false)
        }
    };
    let d = if capture {
        ash::ext::descriptor_buffer::Device::new(&instance, &device)
    } else {
        // The ICD's vkGetDeviceProcAddr hands out no command of an extension the device did
        // not enable ...
        let name = c"vkGetBufferOpaqueCaptureDescriptorDataEXT";
        // SAFETY: a live device; a valid name.
        let f = unsafe { instance.get_device_proc_addr(device.handle(), name.as_ptr()) };
        assert!(f.is_none(), "{name:?} handed out without the extension");
        // ... so the calls below bypass it, as a hostile client would: the ICD's
        // vk_icdGetInstanceProcAddr (which ignores its handle argument and has the same ABI)
        // stands in for vkGetDeviceProcAddr.
        let gipa = entry.static_fn().get_instance_proc_addr;
        // SAFETY: every pointer comes from the ICD's lookup, for the name asked.
        let bypass = unsafe {
            ash::Instance::load_with(
                |n| {
                    if n == c"vkGetDeviceProcAddr" {
                        gipa as *const std::ffi::c_void
                    } else {
                        std::mem::transmute::<vk::PFN_vkVoidFunction, *const std::ffi::c_void>(
                            gipa(instance.handle(), n.as_ptr()),
                        )
                    }
                },
                instance.handle(),
            )
        };
        ash::ext::descriptor_buffer::Device::new(&bypass, &device)
    };
    // SAFETY: a live device of `pd`.
    let o = unsafe { objects(&instance, pd, &device, capture) };
    if capture {
        let mut props = vk::PhysicalDeviceDescriptorBufferPropertiesEXT::default();
        let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut props);
        // SAFETY: a physical device of `instance`.
        unsafe { instance.get_physical_device_properties2(pd, &mut p2) };
        let sizes = [
            props.buffer_capture_replay_descriptor_data_size,
            props.image_capture_replay_descriptor_data_size,
            props.image_view_capture_replay_descriptor_data_size,
            props.sampler_capture_replay_descriptor_data_size,
        ];
        // SAFETY: live objects of `device`.
        let (results, first) = unsafe { capture_all(&d, &o, sizes) };
        assert!(results.iter().all(|r| r.is_ok()), "{results:?}");
        for (b, &n) in first.iter().zip(&sizes) {
            assert!(
                b[n..].iter().all(|&x| x == SENTINEL),
                "written past {n} bytes"
            );
        }
        // SAFETY: as above.
        let (_, again) = unsafe { capture_all(&d, &o, sizes) };
        assert_eq!(first, again, "the same objects give the same capture data");
        println!("VK_EXT_descriptor_buffer: capture data sizes {sizes:?}: {first:02x?}");

        // vkGetDescriptorEXT through the generic wire (VkDescriptorDataEXT's sampler arm).
        let n = props.sampler_descriptor_size;
        let mut desc = vec![SENTINEL; n + 16];
        // SAFETY: a live sampler; `desc` has the sampler descriptor size.
        unsafe {
            d.get_descriptor(
                &vk::DescriptorGetInfoEXT::default()
                    .ty(vk::DescriptorType::SAMPLER)
                    .data(vk::DescriptorDataEXT {
                        p_sampler: &o.sampler,
                    }),
                &mut desc[..n],
            )
        };
        assert!(desc[n..].iter().all(|&x| x == SENTINEL));
        println!("vkGetDescriptorEXT: sampler descriptor {:02x?}", &desc[..n]);
    } else {
        // SAFETY: live objects of `device`.
        let (results, bufs) = unsafe { capture_all(&d, &o, [64; 4]) };
        assert_eq!(
            results,
            vec![Err(vk::Result::ERROR_EXTENSION_NOT_PRESENT); 4],
            "a device without VK_EXT_descriptor_buffer"
        );
        assert!(
            bufs.iter().flatten().all(|&x| x == SENTINEL),
            "pData untouched"
        );
    }

    // SAFETY: nothing uses them any more.
    unsafe { destroy(&device, &o) };

    // A hostile call: a buffer the renderer never issued. The client is dropped.
    let mut data = [SENTINEL; 64];
    // SAFETY: the ICD encodes the handle as an id without dereferencing it.
    let r = unsafe {
        d.get_buffer_opaque_capture_descriptor_data(
            &vk::BufferCaptureDescriptorDataInfoEXT::default()
                .buffer(vk::Buffer::from_raw(0x7fff_dead_beef)),
            &mut data,
        )
    };
    assert_eq!(r, Err(vk::Result::ERROR_DEVICE_LOST));
    // SAFETY: a live device (lost: the call only reports it).
    let idle = unsafe { device.device_wait_idle() };
    assert_eq!(idle, Err(vk::Result::ERROR_DEVICE_LOST));
    println!("OPAQUE OK");
}

fn run_client(dir: &TempDir, renderer: &Renderer, mode: &str) -> String {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "opaque::opaque_client",
        "--ignored",
        "--nocapture",
    ])
    .env("VKRELAY_TEST_OPAQUE", mode);
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("OPAQUE OK"),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    stdout
}

/// A renderer on the driver `VKRELAY_TEST_DRIVER_FILES` names (a manifest; lavapipe if unset),
/// so the data path can run on a driver that has `VK_EXT_descriptor_buffer`.
fn start_renderer(dir: &std::path::Path) -> Renderer {
    let driver = std::env::var_os("VKRELAY_TEST_DRIVER_FILES")
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| LVP_MANIFEST.into());
    let socket = dir.join("vkrelay.sock");
    let child = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["serve", "--socket"])
        .arg(&socket)
        .env("VK_DRIVER_FILES", driver)
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut r = Renderer { child, socket };
    let start = std::time::Instant::now();
    while !r.socket.exists() {
        if let Some(status) = r.child.try_wait().unwrap() {
            panic!("the renderer exited before listening: {status}");
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no socket after 60 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    r
}

/// On lavapipe (CI) the error path; with `VKRELAY_TEST_DRIVER_FILES` naming a driver that
/// has `VK_EXT_descriptor_buffer` (run with `--nocapture` to see which), the data path.
#[test]
fn opaque_capture_data_through_the_icd() {
    let dir = TempDir::new("opaque");
    let mut renderer = start_renderer(&dir.0);
    let out = run_client(&dir, &renderer, "icd");
    // Which path ran (lavapipe: the error path; a driver with the extension: the data).
    for line in out.lines().filter(|l| l.starts_with("VK")) {
        eprintln!("{line}");
    }
    // The hostile client was dropped; the renderer serves the next one.
    assert!(renderer.child.try_wait().unwrap().is_none());
    run_client(&dir, &renderer, "loader");
}
