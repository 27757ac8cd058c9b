//! Costs of the mapping side (placed vs. plain `mmap`) and of the allocation paths (vs. a plain
//! `vkAllocateMemory` in the same run).
//!
//! `cargo bench -p placed-mem -- --warm-up-time 1 --measurement-time 3`

use std::ffi::CStr;
use std::os::fd::{AsFd, AsRawFd};

use ash::vk;
use criterion::{Criterion, criterion_group, criterion_main};
use placed_mem::{Allocator, Config, Path, Request, Reservation, map_fd, memfd};

const SIZE: usize = 1 << 20;

fn mapping(c: &mut Criterion) {
    let f = std::fs::File::from(memfd(SIZE).unwrap());
    let mut g = c.benchmark_group("map 1 MiB");
    g.bench_function("libc mmap+munmap (peer)", |b| {
        b.iter(|| {
            // SAFETY: a fresh mapping of our memfd, unmapped right after.
            unsafe {
                let p = libc::mmap(
                    std::ptr::null_mut(),
                    SIZE,
                    libc::PROT_READ | libc::PROT_WRITE,
                    libc::MAP_SHARED,
                    f.as_raw_fd(),
                    0,
                );
                assert_ne!(p, libc::MAP_FAILED);
                libc::munmap(p, SIZE);
            }
        })
    });
    g.bench_function("map_fd", |b| {
        b.iter(|| drop(map_fd(f.as_fd(), 0, SIZE).unwrap()))
    });
    let res = Reservation::below_4g(4 * SIZE).unwrap();
    let at = res.base() + SIZE;
    g.bench_function("Reservation::place below 4 GiB + unplace", |b| {
        b.iter(|| drop(res.place(at, f.as_fd(), 0, SIZE).unwrap()))
    });
    g.bench_function("Reservation::below_4g + drop", |b| {
        b.iter(|| drop(Reservation::below_4g(SIZE).unwrap()))
    });
    g.finish();
}

struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    pdev: vk::PhysicalDevice,
    device: ash::Device,
    exts: Vec<&'static CStr>,
}

fn gpu() -> Option<Gpu> {
    // SAFETY: loading the system loader; objects are created with valid infos and destroyed
    // in `allocation` below.
    unsafe {
        let entry = ash::Entry::load().ok()?;
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .ok()?;
        let pdev = *instance.enumerate_physical_devices().ok()?.first()?;
        let exts = Allocator::usable_extensions(&instance, pdev);
        let ptrs: Vec<_> = exts.iter().map(|e| e.as_ptr()).collect();
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let device = instance
            .create_device(
                pdev,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .enabled_extension_names(&ptrs),
                None,
            )
            .ok()?;
        Some(Gpu {
            _entry: entry,
            instance,
            pdev,
            device,
            exts,
        })
    }
}

fn allocation(c: &mut Criterion) {
    let Some(gpu) = gpu() else {
        eprintln!("no Vulkan device: skipping allocation benches");
        return;
    };
    // SAFETY: the physical device belongs to the instance.
    let props = unsafe { gpu.instance.get_physical_device_memory_properties(gpu.pdev) };
    let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
    let ty = props
        .memory_types_as_slice()
        .iter()
        .position(|t| t.property_flags.contains(want))
        .unwrap() as u32;
    let mut g = c.benchmark_group("allocate 1 MiB");
    g.bench_function("vkAllocateMemory, not shared (peer)", |b| {
        let info = vk::MemoryAllocateInfo::default()
            .allocation_size(SIZE as u64)
            .memory_type_index(ty);
        b.iter(|| {
            // SAFETY: valid info; freed right away.
            unsafe {
                let m = gpu.device.allocate_memory(&info, None).unwrap();
                gpu.device.free_memory(m, None);
            }
        })
    });
    for path in Path::ALL {
        // SAFETY: related handles; the device outlives the allocator.
        let alloc = unsafe {
            Allocator::new(
                &gpu.instance,
                gpu.pdev,
                &gpu.device,
                &gpu.exts,
                Config {
                    order: vec![path],
                    ..Config::default()
                },
            )
        };
        let req = Request::new(SIZE as u64, ty);
        let Ok(first) = alloc.allocate(&req) else {
            continue;
        };
        // SAFETY: idle memory from this allocator.
        unsafe { alloc.free(first) };
        g.bench_function(format!("Allocator via {path}"), |b| {
            // SAFETY: idle memory from this allocator.
            b.iter(|| unsafe { alloc.free(alloc.allocate(&req).unwrap()) })
        });
    }
    g.finish();
    // SAFETY: everything made on the device is freed.
    unsafe {
        gpu.device.destroy_device(None);
        gpu.instance.destroy_instance(None);
    }
}

criterion_group!(benches, mapping, allocation);
criterion_main!(benches);
