//! The GPU writes shared memory; a 32-bit-style placed mapping below 4 GiB reads it back.

use std::os::fd::AsFd;

use ash::vk;
use placed_mem::{Config, Request, Reservation, page_size};

use crate::gpu::{Gpu, pattern};

#[test]
fn gpu_copy_and_fill_are_seen_through_a_placed_mapping_below_4g() {
    let _guard = crate::shared_address_space();
    let gpu = Gpu::new();
    let dev = &gpu.device;
    let n: u64 = 64 * 1024; // bytes per region
    let size = 3 * n;
    let usage = vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST;

    // Memory requirements from a plain buffer, then shared memory from the default order.
    let plain = vk::BufferCreateInfo::default().size(size).usage(usage);
    // SAFETY: valid create info; destroyed right after the query.
    let reqs = unsafe {
        let b = dev.create_buffer(&plain, None).unwrap();
        let r = dev.get_buffer_memory_requirements(b);
        dev.destroy_buffer(b, None);
        r
    };
    let ty = gpu.coherent_type(reqs.memory_type_bits);
    let alloc = gpu.allocator(Config::default());
    let mut req = Request::new(reqs.size, ty);
    req.buffer_usage = Some(usage);
    let mem = alloc.allocate(&req).unwrap();
    let path = mem.path().unwrap();
    eprintln!(
        "{}: default order chose {path} after {:?}",
        gpu.name,
        mem.attempts()
    );

    // The buffer that is bound to it names the memory's handle type.
    let mut ext = vk::ExternalMemoryBufferCreateInfo::default().handle_types(mem.handle_type());
    let info = vk::BufferCreateInfo::default()
        .size(size)
        .usage(usage)
        .push_next(&mut ext);
    // SAFETY: valid create info; the memory is at least as large as the plain buffer needed.
    let buffer = unsafe { dev.create_buffer(&info, None) }.unwrap();
    // SAFETY: buffer and memory are live and unbound.
    unsafe {
        let r = dev.get_buffer_memory_requirements(buffer);
        assert!(r.size <= mem.size() && r.memory_type_bits & (1 << ty) != 0);
        dev.bind_buffer_memory(buffer, mem.memory(), 0).unwrap();
    }

    // The "guest" side: a placed mapping below 4 GiB.
    let len = (size as usize).div_ceil(page_size()) * page_size();
    let res = Reservation::below_4g(len + 16 * page_size()).unwrap();
    let at = res.base() + 16 * page_size();
    let view = res
        .place(
            at,
            mem.fd().unwrap().as_fd(),
            mem.fd_offset(),
            size as usize,
        )
        .unwrap();
    assert!(view.addr() as u64 + size <= 1 << 32);
    let words = view.as_ptr().cast::<u32>();
    let per = (n / 4) as usize;
    for i in 0..3 * per {
        // SAFETY: inside the placed mapping; the GPU is idle.
        unsafe {
            words
                .add(i)
                .write_volatile(if i < per { pattern(0xc0de, i) } else { 0 })
        };
    }

    // GPU: copy region 0 to region 1, fill region 2.
    // SAFETY: all objects below are created, used and destroyed in order on one thread.
    unsafe {
        let pool = dev
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family),
                None,
            )
            .unwrap();
        let cb = dev
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        dev.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        dev.cmd_copy_buffer(
            cb,
            buffer,
            buffer,
            &[vk::BufferCopy {
                src_offset: 0,
                dst_offset: n,
                size: n,
            }],
        );
        dev.cmd_fill_buffer(cb, buffer, 2 * n, n, 0xfeed_f00d);
        let barrier = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        dev.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[barrier],
            &[],
            &[],
        );
        dev.end_command_buffer(cb).unwrap();
        let fence = dev
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let cbs = [cb];
        dev.queue_submit(
            gpu.queue,
            &[vk::SubmitInfo::default().command_buffers(&cbs)],
            fence,
        )
        .unwrap();
        dev.wait_for_fences(&[fence], true, 10_000_000_000).unwrap();
        dev.destroy_fence(fence, None);
        dev.destroy_command_pool(pool, None);
    }

    for i in 0..per {
        // SAFETY: inside the placed mapping; the GPU finished (fence waited).
        let (copied, filled) = unsafe {
            (
                words.add(per + i).read_volatile(),
                words.add(2 * per + i).read_volatile(),
            )
        };
        assert_eq!(copied, pattern(0xc0de, i), "copied word {i}");
        assert_eq!(filled, 0xfeed_f00d, "filled word {i}");
    }
    drop(view);
    drop(res);
    // SAFETY: the GPU is idle; the buffer is destroyed before its memory is freed.
    unsafe {
        dev.destroy_buffer(buffer, None);
        alloc.free(mem);
    }
}
