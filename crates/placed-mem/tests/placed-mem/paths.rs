//! The driver side: each path, fall-through, forced failures, dedicated info, bad requests.

use ash::vk;
use placed_mem::{
    AllocError, Config, Dedicated, DedicatedPolicy, Path, PathFailure, Request, SharedMemory,
    map_fd, page_size,
};

use crate::gpu::{Gpu, check_pattern, write_in_child};

const SIZE: u64 = 64 * 1024;

/// The memory type a 64 KiB transfer buffer can use, host-coherent.
fn buffer_type(gpu: &Gpu) -> u32 {
    let info = vk::BufferCreateInfo::default()
        .size(SIZE)
        .usage(vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST);
    // SAFETY: valid create info; the buffer is destroyed right after the query.
    unsafe {
        let b = gpu.device.create_buffer(&info, None).unwrap();
        let req = gpu.device.get_buffer_memory_requirements(b);
        gpu.device.destroy_buffer(b, None);
        gpu.coherent_type(req.memory_type_bits)
    }
}

/// Whether `path` alone can allocate on this driver.
fn works_alone(gpu: &Gpu, path: Path, ty: u32) -> bool {
    let alloc = gpu.allocator(Config {
        order: vec![path],
        ..Config::default()
    });
    match alloc.allocate(&Request::new(SIZE, ty)) {
        Ok(mem) => {
            // SAFETY: idle memory from this allocator.
            unsafe { alloc.free(mem) };
            true
        }
        Err(_) => false,
    }
}

/// A child process writes through its own mapping of the fd; the parent reads it through
/// `vkMapMemory`, then writes through Vulkan and reads through a second mapping of the fd.
fn check_shared(gpu: &Gpu, mem: &SharedMemory) {
    let fd = mem.fd().expect("shared memory has an fd");
    write_in_child(fd, mem.fd_offset(), SIZE as usize, 0x5eed_0001);
    // SAFETY: the memory is host-visible, unmapped, and idle.
    let ptr = unsafe {
        gpu.device
            .map_memory(mem.memory(), 0, SIZE, vk::MemoryMapFlags::empty())
    }
    .unwrap();
    // SAFETY: vkMapMemory gave SIZE readable bytes; the child has exited.
    unsafe { check_pattern(ptr.cast(), SIZE as usize, 0x5eed_0001) };
    let words = ptr.cast::<u32>();
    for i in 0..SIZE as usize / 4 {
        // SAFETY: inside the Vulkan mapping.
        unsafe {
            words
                .add(i)
                .write_volatile(crate::gpu::pattern(0x5eed_0002, i))
        };
    }
    let second = map_fd(fd, mem.fd_offset(), SIZE as usize).unwrap();
    // SAFETY: both mappings are ours, no one writes now.
    unsafe { check_pattern(second.as_ptr(), SIZE as usize, 0x5eed_0002) };
    // SAFETY: mapped above.
    unsafe { gpu.device.unmap_memory(mem.memory()) };
}

#[test]
fn every_available_path_shares_memory_across_processes() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let ty = buffer_type(&gpu);
    let mut report = Vec::new();
    let mut worked = Vec::new();
    for path in Path::ALL {
        let alloc = gpu.allocator(Config {
            order: vec![path],
            ..Config::default()
        });
        match alloc.allocate(&Request::new(SIZE, ty)) {
            Ok(mem) => {
                assert_eq!(mem.path(), Some(path));
                assert!(mem.attempts().is_empty());
                assert!(mem.size() >= SIZE);
                assert_eq!(mem.handle_type(), path.handle_type());
                check_shared(&gpu, &mem);
                report.push(format!(
                    "{path}: ok (data at fd offset {:#x})",
                    mem.fd_offset()
                ));
                // SAFETY: idle memory from this allocator.
                unsafe { alloc.free(mem) };
                worked.push(path);
            }
            Err(AllocError::AllPathsFailed(a)) => {
                assert_eq!(a.len(), 1);
                assert_eq!(a[0].path, path);
                report.push(format!("{path}: {}", a[0].failure));
            }
            Err(e) => panic!("{path}: unexpected {e}"),
        }
    }
    eprintln!("paths on {}:\n  {}", gpu.name, report.join("\n  "));
    assert!(!worked.is_empty(), "no path works on {}", gpu.name);
    if gpu.is_lavapipe() {
        // lavapipe: opaque fds are memfds, host pointers import; no dma-buf extension.
        assert_eq!(worked, vec![Path::OpaqueFd, Path::HostMemfd]);
    }
}

#[test]
fn a_failing_path_falls_through_to_the_next() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let ty = buffer_type(&gpu);
    // Every path but the last is forced to fail.
    let config = Config {
        force_fail: vec![
            Path::OpaqueFd,
            Path::DmaBuf,
            Path::DmaHeap,
            Path::Ion,
            Path::Ahb,
        ],
        ..Config::default()
    };
    let alloc = gpu.allocator(config);
    let result = alloc.allocate(&Request::new(SIZE, ty));
    let forced: Vec<_> = [
        Path::OpaqueFd,
        Path::DmaBuf,
        Path::DmaHeap,
        Path::Ion,
        Path::Ahb,
    ]
    .into_iter()
    .map(|path| placed_mem::Attempt {
        path,
        failure: PathFailure::Forced,
    })
    .collect();
    if works_alone(&gpu, Path::HostMemfd, ty) {
        let mem = result.unwrap();
        assert_eq!(mem.path(), Some(Path::HostMemfd));
        assert_eq!(mem.attempts(), &forced[..]);
        check_shared(&gpu, &mem);
        // SAFETY: idle memory from this allocator.
        unsafe { alloc.free(mem) };
    } else {
        match result {
            Err(AllocError::AllPathsFailed(a)) => {
                assert_eq!(&a[..5], &forced[..]);
                assert_eq!(a[5].path, Path::HostMemfd);
                assert_ne!(a[5].failure, PathFailure::Forced);
            }
            other => panic!("expected every path to fail, got {other:?}"),
        }
    }

    // A path that works on its own is skipped when forced to fail.
    let alone = gpu.allocator(Config {
        order: vec![Path::OpaqueFd, Path::HostMemfd],
        ..Config::default()
    });
    // Only meaningful where opaque-fd really works (lavapipe); where it fails on its own
    // (NVIDIA: its opaque fds cannot be mmapped) the allocation lands on host-memfd.
    let first = alone.allocate(&Request::new(SIZE, ty));
    let opaque_works = matches!(&first, Ok(mem) if mem.path() == Some(Path::OpaqueFd));
    if let Ok(mem) = first {
        // SAFETY: idle memory from this allocator.
        unsafe { alone.free(mem) };
    }
    if opaque_works {
        let forced = gpu.allocator(Config {
            order: vec![Path::OpaqueFd, Path::HostMemfd],
            force_fail: vec![Path::OpaqueFd],
            ..Config::default()
        });
        if let Ok(mem) = forced.allocate(&Request::new(SIZE, ty)) {
            assert_eq!(mem.path(), Some(Path::HostMemfd));
            assert_eq!(mem.attempts()[0].failure, PathFailure::Forced);
            // SAFETY: idle memory from this allocator.
            unsafe { forced.free(mem) };
        }
    }
}

#[test]
fn natural_failures_are_recorded_with_reasons() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let ty = buffer_type(&gpu);
    let empty = std::env::temp_dir().join(format!("placed-mem-no-heaps-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let config = Config {
        order: vec![
            Path::DmaHeap,
            Path::Ion,
            Path::Ahb,
            Path::OpaqueFd,
            Path::HostMemfd,
        ],
        dma_heap_dir: empty.clone(),
        ion_device: empty.join("ion"),
        ..Config::default()
    };
    let alloc = gpu.allocator(config);
    let result = alloc.allocate(&Request::new(SIZE, ty));
    std::fs::remove_dir_all(&empty).ok();
    let (mem, attempts) = match result {
        Ok(mem) => {
            let a = mem.attempts().to_vec();
            (Some(mem), a)
        }
        Err(AllocError::AllPathsFailed(a)) => (None, a),
        Err(e) => panic!("unexpected {e}"),
    };
    // The dma-heap dir is empty and ion does not exist, so neither can be the result.
    assert!(attempts.len() >= 3);
    assert_eq!(attempts[0].path, Path::DmaHeap);
    assert_eq!(attempts[1].path, Path::Ion);
    assert_eq!(attempts[2].path, Path::Ahb);
    assert!(attempts.iter().all(|a| a.failure != PathFailure::Forced));
    for a in &attempts {
        assert!(!a.failure.to_string().is_empty());
    }
    if !cfg!(target_os = "android") {
        assert_eq!(attempts[2].failure, PathFailure::NotOnPlatform);
    }
    if gpu.is_lavapipe() {
        let no_dma_buf = PathFailure::MissingExtension("VK_EXT_external_memory_dma_buf");
        assert_eq!(attempts[0].failure, no_dma_buf);
        assert_eq!(attempts[1].failure, no_dma_buf);
        assert_eq!(mem.as_ref().and_then(|m| m.path()), Some(Path::OpaqueFd));
    }
    if let Some(mem) = mem {
        // SAFETY: idle memory from this allocator.
        unsafe { alloc.free(mem) };
    }
}

#[test]
fn dedicated_info_is_dropped_unless_kept_or_required() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let ty = buffer_type(&gpu);
    for path in [Path::OpaqueFd, Path::HostMemfd] {
        let mut ext =
            vk::ExternalMemoryBufferCreateInfo::default().handle_types(path.handle_type());
        let info = vk::BufferCreateInfo::default()
            .size(SIZE)
            .usage(vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST)
            .push_next(&mut ext);
        // SAFETY: valid create info.
        let buffer = unsafe { gpu.device.create_buffer(&info, None) }.unwrap();
        let mut req = Request::new(SIZE, ty);
        req.dedicated = Some(Dedicated::Buffer(buffer));
        for policy in [DedicatedPolicy::DropUnlessRequired, DedicatedPolicy::Keep] {
            let alloc = gpu.allocator(Config {
                order: vec![path],
                dedicated: policy,
                ..Config::default()
            });
            let Ok(mem) = alloc.allocate(&req) else {
                continue;
            };
            let expect = policy == DedicatedPolicy::Keep && path != Path::HostMemfd;
            assert_eq!(mem.dedicated_kept(), expect, "{path} {policy:?}");
            // SAFETY: idle memory from this allocator.
            unsafe { alloc.free(mem) };
        }
        // Host pointers cannot back a resource that requires a dedicated allocation.
        req.dedicated_required = true;
        let alloc = gpu.allocator(Config {
            order: vec![Path::HostMemfd],
            ..Config::default()
        });
        if let Err(AllocError::AllPathsFailed(a)) = alloc.allocate(&req) {
            if works_alone(&gpu, Path::HostMemfd, ty) {
                assert_eq!(a[0].failure, PathFailure::NeedsDedicated);
            }
        } else {
            panic!("host path accepted a required dedicated allocation");
        }
        // SAFETY: the buffer was never bound and is idle.
        unsafe { gpu.device.destroy_buffer(buffer, None) };
    }
}

#[test]
fn swapchain_memory_is_not_shared_and_bad_requests_are_errors() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let ty = buffer_type(&gpu);
    let alloc = gpu.allocator(Config::default());
    let mut req = Request::new(SIZE, ty);
    req.swapchain_image = true;
    let mem = alloc.allocate(&req).unwrap();
    assert_eq!(mem.path(), None);
    assert!(mem.fd().is_none());
    assert!(mem.attempts().is_empty());
    // SAFETY: idle memory from this allocator.
    unsafe { alloc.free(mem) };

    assert!(matches!(
        alloc.allocate(&Request::new(0, ty)),
        Err(AllocError::ZeroSize)
    ));
    assert!(matches!(
        alloc.allocate(&Request::new(SIZE, 99)),
        Err(AllocError::NoSuchMemoryType(99))
    ));
    if let Some(dev) = gpu.device_only_type() {
        // Swapchain memory need not be host-visible; shared memory must be.
        let mut sw = Request::new(SIZE, dev);
        sw.swapchain_image = true;
        let mem = alloc.allocate(&sw).unwrap();
        assert_eq!(mem.path(), None);
        // SAFETY: idle memory from this allocator.
        unsafe { alloc.free(mem) };
        assert!(
            matches!(alloc.allocate(&Request::new(SIZE, dev)), Err(AllocError::NotHostVisible(t)) if t == dev)
        );
    }
    let none = gpu.allocator(Config {
        order: vec![],
        ..Config::default()
    });
    match none.allocate(&Request::new(SIZE, ty)) {
        Err(AllocError::AllPathsFailed(a)) => assert!(a.is_empty()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn config_reads_from_toml() {
    let _guard = crate::shared_address_space();
    let c: Config = toml::from_str(
        r#"
        order = ["dma-heap", "host-memfd"]
        force_fail = ["dma-heap"]
        dedicated = "keep"
        dma_heaps = ["system-uncached"]
        "#,
    )
    .unwrap();
    assert_eq!(c.order, vec![Path::DmaHeap, Path::HostMemfd]);
    assert_eq!(c.force_fail, vec![Path::DmaHeap]);
    assert_eq!(c.dedicated, DedicatedPolicy::Keep);
    assert_eq!(c.dma_heaps, vec!["system-uncached".to_string()]);
    assert!(c.verify_shared);
    assert!(toml::from_str::<Config>("order = [\"nope\"]").is_err());
    assert!(toml::from_str::<Config>("unknown_key = 1").is_err());
    let back: Config = toml::from_str(&toml::to_string(&c).unwrap()).unwrap();
    assert_eq!(back, c);
}

#[test]
fn tiny_allocations_fall_through_to_a_verifiable_path() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let ty = buffer_type(&gpu);
    let alloc = gpu.allocator(Config::default());
    let mem = alloc.allocate(&Request::new(8, ty)).unwrap();
    assert!(mem.size() >= 8);
    let m = map_fd(mem.fd().unwrap(), mem.fd_offset(), 8).unwrap();
    assert_eq!(m.len(), 8);
    if gpu.is_lavapipe() {
        // The exported fd cannot be checked with a 16-byte token, so host memory takes it.
        assert_eq!(mem.path(), Some(Path::HostMemfd));
        assert_eq!(mem.attempts()[0].path, Path::OpaqueFd);
        assert!(matches!(
            mem.attempts()[0].failure,
            PathFailure::NotMappable(_)
        ));
        assert_eq!(mem.size(), page_size() as u64);
    }
    drop(m);
    // SAFETY: idle memory from this allocator.
    unsafe { alloc.free(mem) };
}
