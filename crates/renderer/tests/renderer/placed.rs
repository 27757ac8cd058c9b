//! Device memory through the proxy, as an application sees it through the Khronos loader:
//!
//! - `VK_KHR_map_memory2` and `VK_EXT_map_memory_placed`, implemented by the ICD on any
//!   driver: memory mapped at an address the application reserved below 4 GiB, as 32-bit
//!   games under wow64 do, and the GPU sees what it writes there;
//! - the renderer's `max_memory`, which limits what a device holds in each heap.

use std::process::Command;
use std::time::Duration;

use crate::relay::{Renderer, TempDir, run_app};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Whether `addr` is mapped at all (msync answers ENOMEM for unmapped pages).
fn is_mapped(addr: usize) -> bool {
    // SAFETY: msync with MS_ASYNC only inspects the page tables for this range.
    unsafe { libc::msync(addr as *mut _, 4096, libc::MS_ASYNC) == 0 }
}

/// `VK_KHR_map_memory2`'s two commands (ash 0.38 has only their function pointers).
struct Map2<'a>(&'a ash::khr::map_memory2::DeviceFn, ash::vk::Device);

impl Map2<'_> {
    unsafe fn map_memory2(
        &self,
        info: &ash::vk::MemoryMapInfoKHR<'_>,
    ) -> Result<*mut std::ffi::c_void, ash::vk::Result> {
        let mut p = std::ptr::null_mut();
        // SAFETY: caller: a valid map info for this device.
        unsafe { (self.0.map_memory2_khr)(self.1, info, &mut p) }.result_with_success(p)
    }

    unsafe fn unmap_memory2(
        &self,
        info: &ash::vk::MemoryUnmapInfoKHR<'_>,
    ) -> Result<(), ash::vk::Result> {
        // SAFETY: caller: a valid unmap info for this device.
        unsafe { (self.0.unmap_memory2_khr)(self.1, info) }.result()
    }
}

/// The application half of [`placed_memory_maps_below_4g_through_the_loader`].
#[test]
#[ignore = "helper process of placed_memory_maps_below_4g_through_the_loader"]
fn placed_client() {
    use ash::vk;

    if std::env::var_os("VKRELAY_TEST_PLACED").is_none() {
        return;
    }
    let pg = placed_mem::page_size();
    // SAFETY: the loader from the system; valid create infos throughout; every object is
    // destroyed before the end.
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
        let exts = instance.enumerate_device_extension_properties(pd).unwrap();
        let has = |n: &std::ffi::CStr| {
            exts.iter()
                .filter(|e| e.extension_name_as_c_str() == Ok(n))
                .count()
        };
        assert_eq!(has(vk::KHR_MAP_MEMORY2_NAME), 1, "{exts:?}");
        assert_eq!(has(vk::EXT_MAP_MEMORY_PLACED_NAME), 1, "{exts:?}");

        let mut placed_features = vk::PhysicalDeviceMapMemoryPlacedFeaturesEXT::default();
        let mut f2 = vk::PhysicalDeviceFeatures2::default().push_next(&mut placed_features);
        instance.get_physical_device_features2(pd, &mut f2);
        assert_eq!(placed_features.memory_map_placed, vk::TRUE);
        assert_eq!(placed_features.memory_map_range_placed, vk::TRUE);
        assert_eq!(placed_features.memory_unmap_reserve, vk::TRUE);
        let mut placed_props = vk::PhysicalDeviceMapMemoryPlacedPropertiesEXT::default();
        let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut placed_props);
        instance.get_physical_device_properties2(pd, &mut p2);
        // The rest of the answer still comes from the real driver.
        assert!(p2.properties.limits.max_image_dimension2_d >= 4096);
        assert_eq!(placed_props.min_placed_memory_map_alignment, pg as u64);

        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let names = [
            vk::KHR_MAP_MEMORY2_NAME.as_ptr(),
            vk::EXT_MAP_MEMORY_PLACED_NAME.as_ptr(),
        ];
        let mut enable = vk::PhysicalDeviceMapMemoryPlacedFeaturesEXT::default()
            .memory_map_placed(true)
            .memory_map_range_placed(true)
            .memory_unmap_reserve(true);
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .enabled_extension_names(&names)
                    .push_next(&mut enable),
                None,
            )
            .unwrap();
        let fns = ash::khr::map_memory2::Device::new(&instance, &device);
        let map2 = Map2(fns.fp(), device.handle());

        const SIZE: u64 = 64 * 1024;
        let props = instance.get_physical_device_memory_properties(pd);
        let buffer = |usage| {
            let b = device
                .create_buffer(
                    &vk::BufferCreateInfo::default().size(SIZE).usage(usage),
                    None,
                )
                .unwrap();
            let req = device.get_buffer_memory_requirements(b);
            let ty = (0..props.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && props.memory_types[i as usize].property_flags.contains(
                            vk::MemoryPropertyFlags::HOST_VISIBLE
                                | vk::MemoryPropertyFlags::HOST_COHERENT,
                        )
                })
                .unwrap();
            let m = device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(ty),
                    None,
                )
                .unwrap();
            device.bind_buffer_memory(b, m, 0).unwrap();
            (b, m)
        };
        let (src, src_mem) =
            buffer(vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST);
        let (dst, dst_mem) = buffer(vk::BufferUsageFlags::TRANSFER_DST);

        // The application's reservation, below 4 GiB like a wow64 process's.
        let reserve = 2 * SIZE as usize;
        let base = libc::mmap(
            std::ptr::null_mut(),
            reserve,
            libc::PROT_NONE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE | libc::MAP_32BIT,
            -1,
            0,
        );
        assert_ne!(base, libc::MAP_FAILED);
        let at = base as usize + pg;
        assert!(at + SIZE as usize <= 1 << 32, "{at:#x}");

        let mut placed = vk::MemoryMapPlacedInfoEXT::default().placed_address(at as *mut _);
        let p = map2
            .map_memory2(
                &vk::MemoryMapInfoKHR::default()
                    .memory(src_mem)
                    .flags(vk::MemoryMapFlags::PLACED_EXT)
                    .offset(0)
                    .size(vk::WHOLE_SIZE)
                    .push_next(&mut placed),
            )
            .unwrap();
        assert_eq!(p as usize, at);
        let words = std::slice::from_raw_parts_mut(p.cast::<u32>(), SIZE as usize / 4);
        for (i, w) in words.iter_mut().enumerate() {
            *w = (i as u32).wrapping_mul(2_654_435_761);
        }

        // The GPU copies what was written at the placed address and fills its first KiB.
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
        device
            .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        device.cmd_copy_buffer(cb, src, dst, &[vk::BufferCopy::default().size(SIZE)]);
        let barrier = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_READ)
            .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE);
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::TRANSFER,
            vk::DependencyFlags::empty(),
            &[barrier],
            &[],
            &[],
        );
        device.cmd_fill_buffer(cb, src, 0, 1024, 0xdead_beef);
        device.end_command_buffer(cb).unwrap();
        let fence = device
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let queue = device.get_device_queue(0, 0);
        let cbs = [cb];
        device
            .queue_submit(
                queue,
                &[vk::SubmitInfo::default().command_buffers(&cbs)],
                fence,
            )
            .unwrap();
        device.wait_for_fences(&[fence], true, u64::MAX).unwrap();

        // Unplaced map2 of the destination: the copy is exact.
        let d = map2
            .map_memory2(
                &vk::MemoryMapInfoKHR::default()
                    .memory(dst_mem)
                    .offset(0)
                    .size(vk::WHOLE_SIZE),
            )
            .unwrap();
        let copied = std::slice::from_raw_parts(d.cast::<u32>(), SIZE as usize / 4);
        for (i, w) in copied.iter().enumerate() {
            assert_eq!(*w, (i as u32).wrapping_mul(2_654_435_761), "word {i}");
        }
        // The fill shows at the placed address.
        assert!(words[..256].iter().all(|&w| w == 0xdead_beef));
        assert_eq!(words[256], 256u32.wrapping_mul(2_654_435_761));

        // Unmap with reserve: the range stays taken (PROT_NONE), nothing can land there.
        map2.unmap_memory2(
            &vk::MemoryUnmapInfoKHR::default()
                .memory(src_mem)
                .flags(vk::MemoryUnmapFlagsKHR::RESERVE_EXT),
        )
        .unwrap();
        assert!(is_mapped(at));
        let probe = libc::mmap(
            at as *mut _,
            pg,
            libc::PROT_READ,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_FIXED_NOREPLACE,
            -1,
            0,
        );
        assert_eq!(probe, libc::MAP_FAILED, "the range was not reserved");

        // A sub-range, placed elsewhere in the reservation, sees the same pages.
        let at2 = base as usize + SIZE as usize;
        let mut placed2 = vk::MemoryMapPlacedInfoEXT::default().placed_address(at2 as *mut _);
        let p2 = map2
            .map_memory2(
                &vk::MemoryMapInfoKHR::default()
                    .memory(src_mem)
                    .flags(vk::MemoryMapFlags::PLACED_EXT)
                    .offset(pg as u64)
                    .size(pg as u64)
                    .push_next(&mut placed2),
            )
            .unwrap();
        assert_eq!(p2 as usize, at2);
        let sub = std::slice::from_raw_parts(p2.cast::<u32>(), pg / 4);
        let first = pg / 4;
        assert_eq!(sub[0], (first as u32).wrapping_mul(2_654_435_761));
        // Placing without an address is an error, not a crash.
        let bad = map2.map_memory2(
            &vk::MemoryMapInfoKHR::default()
                .memory(dst_mem)
                .flags(vk::MemoryMapFlags::PLACED_EXT)
                .size(vk::WHOLE_SIZE),
        );
        assert_eq!(bad, Err(vk::Result::ERROR_MEMORY_MAP_FAILED));
        // Plain vkUnmapMemory ends a placed mapping too (a hole is left).
        device.unmap_memory(src_mem);
        assert!(!is_mapped(at2));

        device.destroy_fence(fence, None);
        device.destroy_command_pool(pool, None);
        device.destroy_buffer(src, None);
        device.destroy_buffer(dst, None);
        device.free_memory(src_mem, None);
        device.free_memory(dst_mem, None);
        device.destroy_device(None);
        instance.destroy_instance(None);
        libc::munmap(base, reserve);
    }
    println!("PLACED OK");
}

/// Runs the helper test `client` of this module as an application of a renderer started with
/// `flags`, with `var` set, and checks that it printed `done`.
fn run_client(client: &str, var: &str, flags: &[&str], done: &str) {
    let dir = TempDir::new(client);
    let renderer = Renderer::start_with(&dir.0, flags);
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        &format!("placed::{client}"),
        "--ignored",
        "--nocapture",
    ])
    .env(var, "1");
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(
        text(&out.stdout).contains(done),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
}

#[test]
fn placed_memory_maps_below_4g_through_the_loader() {
    run_client("placed_client", "VKRELAY_TEST_PLACED", &[], "PLACED OK");
}

/// The application half of [`max_memory_limits_what_a_device_holds_per_heap`]: with the
/// renderer's `--max-memory 8MiB`, a device gets 8 MiB per heap and no more; freeing gives it
/// back.
#[test]
#[ignore = "helper process of max_memory_limits_what_a_device_holds_per_heap"]
fn limited_client() {
    use ash::vk;

    if std::env::var_os("VKRELAY_TEST_LIMITED").is_none() {
        return;
    }
    const MIB: u64 = 1 << 20;
    // SAFETY: the loader from the system; valid create infos throughout.
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
        let props = instance.get_physical_device_memory_properties(pd);
        assert!(
            props
                .memory_heaps_as_slice()
                .iter()
                .all(|h| h.size == 8 * MIB),
            "{props:?}"
        );
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
        // Every type, host-visible (shared) or not, counts against its heap.
        for ty in 0..props.memory_type_count {
            let alloc = |size| {
                device.allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(size)
                        .memory_type_index(ty),
                    None,
                )
            };
            let a = alloc(5 * MIB).unwrap();
            assert_eq!(
                alloc(4 * MIB),
                Err(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY),
                "type {ty}"
            );
            let b = alloc(3 * MIB).unwrap();
            assert_eq!(alloc(1), Err(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY));
            device.free_memory(a, None);
            let c = alloc(5 * MIB).unwrap();
            device.free_memory(b, None);
            device.free_memory(c, None);
        }
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
    println!("LIMITED OK");
}

#[test]
fn max_memory_limits_what_a_device_holds_per_heap() {
    run_client(
        "limited_client",
        "VKRELAY_TEST_LIMITED",
        &["--max-memory", "8MiB"],
        "LIMITED OK",
    );
}
