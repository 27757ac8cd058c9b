//! What the threaded client (`threads::threaded_client`) checks, each on several threads of
//! one device: waits that block only their own thread, host waits that time out and let go
//! of their objects, threads that work at once, a command buffer recorded on one thread and
//! submitted on another or whose recording moves between threads, and one handle per queue.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ash::vk;

use super::gpu::{Gpu, SECOND, gettid, say, wait_until_asleep};

/// Thread A waits on a timeline semaphore and thread C in `vkQueueWaitIdle` on a submission
/// that waits on it, while the main thread keeps making calls; then it signals from the host.
/// The main thread's calls start only once both are asleep in their waits.
pub(super) fn waits_do_not_stall_other_threads(g: &Gpu) {
    let sem = g.timeline();
    let a_done = AtomicBool::new(false);
    let c_done = AtomicBool::new(false);
    let (a_tid, c_tid) = (
        std::sync::atomic::AtomicI32::new(0),
        std::sync::atomic::AtomicI32::new(0),
    );
    // SAFETY: valid create info.
    let fence = unsafe { g.device.create_fence(&vk::FenceCreateInfo::default(), None) }.unwrap();
    std::thread::scope(|s| {
        let a = s.spawn(|| {
            // A first call opens this thread's stream, so the only call it can block in
            // afterwards is the wait.
            // SAFETY: a live fence.
            assert!(!unsafe { g.device.get_fence_status(fence) }.unwrap());
            a_tid.store(gettid(), Ordering::SeqCst);
            let r = g.wait(sem, 1, 60 * SECOND);
            a_done.store(true, Ordering::SeqCst);
            r
        });
        let c = s.spawn(|| {
            // SAFETY: a live fence.
            assert!(!unsafe { g.device.get_fence_status(fence) }.unwrap());
            c_tid.store(gettid(), Ordering::SeqCst);
            let sems = [sem];
            let values = [2u64];
            let stages = [vk::PipelineStageFlags::ALL_COMMANDS];
            let mut tl = vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
            let submit = vk::SubmitInfo::default()
                .wait_semaphores(&sems)
                .wait_dst_stage_mask(&stages)
                .push_next(&mut tl);
            // SAFETY: only this thread uses the queue; the semaphore is live.
            unsafe {
                g.device.queue_submit(g.queue, &[submit], fence).unwrap();
                let r = g.device.queue_wait_idle(g.queue);
                c_done.store(true, Ordering::SeqCst);
                r
            }
        });
        // Both threads are blocked in their waits (their streams are open, and a submission
        // does not block).
        wait_until_asleep(&[&a_tid, &c_tid]);
        let start = Instant::now();
        for i in 0..40u64 {
            // SAFETY: valid create infos; every object is destroyed right away.
            unsafe {
                let b = g
                    .device
                    .create_buffer(
                        &vk::BufferCreateInfo::default()
                            .size(256 + i)
                            .usage(vk::BufferUsageFlags::TRANSFER_SRC),
                        None,
                    )
                    .unwrap();
                let req = g.device.get_buffer_memory_requirements(b);
                assert!(req.size >= 256 + i);
                g.device.destroy_buffer(b, None);
                let f = g
                    .device
                    .create_fence(&vk::FenceCreateInfo::default(), None)
                    .unwrap();
                assert!(!g.device.get_fence_status(f).unwrap());
                g.device.destroy_fence(f, None);
            }
        }
        assert!(
            !a_done.load(Ordering::SeqCst) && !c_done.load(Ordering::SeqCst),
            "a wait returned before its signal"
        );
        say(&format!(
            "CALLS WHILE BLOCKED 160 in {} ms",
            start.elapsed().as_millis()
        ));
        g.signal(sem, 1);
        assert_eq!(a.join().unwrap(), Ok(()));
        assert!(
            !c_done.load(Ordering::SeqCst),
            "vkQueueWaitIdle returned early"
        );
        g.signal(sem, 2);
        assert_eq!(c.join().unwrap(), Ok(()));
    });
    // SAFETY: the submission finished (vkQueueWaitIdle); live objects.
    unsafe {
        assert!(g.device.get_fence_status(fence).unwrap());
        g.device.destroy_fence(fence, None);
        g.device.destroy_semaphore(sem, None);
    }
    say("WAITS OK");
}

/// Thread A waits for a fence (an empty submission signals it) and the main thread destroys
/// the fence as soon as A's wait returns, 200 times. The renderer holds what a wait uses
/// (and refuses to destroy it) until the wait is over: it must let go before the wait's reply
/// reaches the application, or a destruction that comes right after, on another stream,
/// would drop the client. Then host waits that time out: a fence nobody signals, waited for
/// with no timeout, with one shorter than the renderer's polling (2 ms by default) and with
/// one longer, all return `VK_TIMEOUT`, and a semaphore signalled from the host while the
/// renderer polls ends its wait.
pub(super) fn host_waits_time_out_and_let_go_of_their_objects(g: &Gpu) {
    for _ in 0..200 {
        // SAFETY: valid create info; the fence is destroyed below, after its wait returned.
        let fence =
            unsafe { g.device.create_fence(&vk::FenceCreateInfo::default(), None) }.unwrap();
        std::thread::scope(|s| {
            let a = s.spawn(|| {
                // SAFETY: only this thread uses the queue now; the fence is live.
                unsafe {
                    g.device.queue_submit(g.queue, &[], fence).unwrap();
                    g.device.wait_for_fences(&[fence], true, 10 * SECOND)
                }
            });
            assert_eq!(a.join().unwrap(), Ok(()));
        });
        // SAFETY: the fence's wait returned; nothing else uses it.
        unsafe { g.device.destroy_fence(fence, None) };
    }
    // SAFETY: a live device; a dropped client would make this VK_ERROR_DEVICE_LOST.
    assert_eq!(unsafe { g.device.device_wait_idle() }, Ok(()));

    // SAFETY: valid create info; destroyed below.
    let fence = unsafe { g.device.create_fence(&vk::FenceCreateInfo::default(), None) }.unwrap();
    for timeout in [0, SECOND / 1000, 5 * SECOND / 1000] {
        // SAFETY: a live fence that nothing signals.
        let r = unsafe { g.device.wait_for_fences(&[fence], true, timeout) };
        assert_eq!(r, Err(vk::Result::TIMEOUT), "timeout {timeout} ns");
    }
    // SAFETY: no wait uses it any more.
    unsafe { g.device.destroy_fence(fence, None) };
    let sem = g.timeline();
    std::thread::scope(|s| {
        let a = s.spawn(|| g.wait(sem, 1, 10 * SECOND));
        std::thread::sleep(Duration::from_micros(500));
        g.signal(sem, 1);
        assert_eq!(a.join().unwrap(), Ok(()));
    });
    // SAFETY: no wait uses it any more.
    unsafe { g.device.destroy_semaphore(sem, None) };
    say("FENCES OK");
}

/// Four threads make objects, record, submit and check their own buffers at once.
pub(super) fn threads_work_concurrently(g: &Gpu) {
    let queue = Mutex::new(());
    std::thread::scope(|s| {
        for t in 0..4u32 {
            let queue = &queue;
            s.spawn(move || {
                for iter in 0..4u32 {
                    let value = 0x1000 * (t + 1) + iter;
                    let pool = g.pool();
                    let cb = g.command_buffer(pool);
                    let (buffer, mem, p) = g.host_buffer(1024);
                    g.record_fill(cb, buffer, 0, value);
                    g.submit_and_wait(queue, cb);
                    // SAFETY: the mapping holds 1024 words, written by the finished fill.
                    let words = unsafe { std::slice::from_raw_parts(p, 1024) };
                    assert!(
                        words.iter().all(|&w| w == value),
                        "thread {t} iteration {iter}: {:#x}",
                        words[0]
                    );
                    // SAFETY: nothing uses these objects any more.
                    unsafe {
                        g.device.unmap_memory(mem);
                        g.device.destroy_buffer(buffer, None);
                        g.device.free_memory(mem, None);
                        g.device.destroy_command_pool(pool, None);
                    }
                }
            });
        }
    });
    say("WORKERS OK");
}

/// Thread A records and ends a command buffer (sent without a reply), thread B submits it
/// and waits: B's submission must run after A's recording although they use different
/// streams. A holds its stream in a host wait (which B ends) while B submits, so B must take
/// another stream; B submits as soon as A is asleep in that wait, while the renderer still
/// replays A's recording (this check fails without `AFTER`).
pub(super) fn recorded_on_one_thread_submitted_on_another(g: &Gpu) {
    let queue = Mutex::new(());
    let pool_a = g.pool();
    let (buffer, mem, p) = g.host_buffer(4096);
    let (to_b, from_a) = std::sync::mpsc::channel::<(vk::CommandBuffer, u32, u64)>();
    let sem = g.timeline();
    // The mapping's address (a raw pointer is not `Send`).
    let words_at = p as usize;
    // This thread is A.
    let a_tid = std::sync::atomic::AtomicI32::new(gettid());
    let a_tid = &a_tid;
    std::thread::scope(|s| {
        let b = s.spawn(move || {
            for (cb, value, step) in from_a {
                // A is asleep in its host wait, holding its stream.
                wait_until_asleep(&[a_tid]);
                g.submit_and_wait(&queue, cb);
                // SAFETY: the mapping holds 4096 words, written by the finished fill.
                let words = unsafe { std::slice::from_raw_parts(words_at as *const u32, 4096) };
                assert!(
                    words.iter().all(|&w| w == value),
                    "value {value:#x}: found {:#x}",
                    words[0]
                );
                g.signal(sem, step);
            }
        });
        for step in 1..=6u64 {
            let value = step as u32 * 0x01010101;
            // SAFETY: the pool is used by this thread only.
            let cb = g.command_buffer(pool_a);
            g.record_fill(cb, buffer, 20000, value);
            to_b.send((cb, value, step)).unwrap();
            g.wait(sem, step, 30 * SECOND).unwrap();
        }
        drop(to_b);
        b.join().unwrap();
    });
    // SAFETY: nothing uses these objects any more.
    unsafe {
        g.device.unmap_memory(mem);
        g.device.destroy_buffer(buffer, None);
        g.device.free_memory(mem, None);
        g.device.destroy_command_pool(pool_a, None);
        g.device.destroy_semaphore(sem, None);
    }
    say("HANDOFF OK");
}

/// A command buffer's recording moves to another thread halfway (Vulkan allows it with
/// external synchronisation). Thread A records enough fills to be shipped in several chunks,
/// hands the command buffer to thread B and blocks in a host wait, holding its stream; B's
/// chunks therefore go on another stream while the renderer still replays A's. They must
/// replay after A's, on the same command buffer: the last fill is B's (this check fails
/// without `AFTER`).
pub(super) fn recording_moves_between_threads(g: &Gpu) {
    let queue = Mutex::new(());
    let pool = g.pool();
    let cb = g.command_buffer(pool);
    let (buffer, mem, p) = g.host_buffer(4096);
    let sem = g.timeline();
    let words_at = p as usize;
    let last = 0xB0B0_B0B0u32;
    // This thread is A.
    let a_tid = std::sync::atomic::AtomicI32::new(gettid());
    let a_tid = &a_tid;
    std::thread::scope(|s| {
        let (to_b, from_a) = std::sync::mpsc::channel::<()>();
        let queue = &queue;
        let b = s.spawn(move || {
            from_a.recv().unwrap();
            // A is asleep in its host wait (holding its stream); the renderer still replays
            // A's chunks.
            wait_until_asleep(&[a_tid]);
            // SAFETY: A no longer touches `cb` (handed over through the channel).
            unsafe {
                for k in 0..2000u32 {
                    g.device
                        .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, 0xB000_0000 | k);
                }
                g.device
                    .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, last);
                g.device.end_command_buffer(cb).unwrap();
            }
            g.submit_and_wait(queue, cb);
            // SAFETY: the mapping holds 4096 words, written by the finished fills.
            let words = unsafe { std::slice::from_raw_parts(words_at as *const u32, 4096) };
            let found = words[0];
            g.signal(sem, 1);
            found
        });
        // SAFETY: `cb` is an initial-state command buffer used by this thread until it is
        // handed over.
        unsafe {
            g.device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            for k in 0..20000u32 {
                g.device
                    .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, 0xA000_0000 | k);
            }
        }
        to_b.send(()).unwrap();
        g.wait(sem, 1, 60 * SECOND).unwrap();
        let found = b.join().unwrap();
        assert_eq!(
            found, last,
            "B's fills did not replay after A's: found {found:#x}"
        );
    });
    // SAFETY: nothing uses these objects any more.
    unsafe {
        g.device.unmap_memory(mem);
        g.device.destroy_buffer(buffer, None);
        g.device.free_memory(mem, None);
        g.device.destroy_command_pool(pool, None);
        g.device.destroy_semaphore(sem, None);
    }
    say("MOVED OK");
}

/// `vkGetDeviceQueue` and `vkGetDeviceQueue2` (flags 0) give one handle for a queue, however
/// often and from whichever thread they are asked (the ICD's queue cache; a present finds the
/// queue's family through it).
pub(super) fn queues_are_one_handle(g: &Gpu) {
    let info = vk::DeviceQueueInfo2::default()
        .queue_family_index(0)
        .queue_index(0);
    // SAFETY: family 0, index 0 exists (made with flags 0).
    let (a, b, c) = unsafe {
        let a = g.device.get_device_queue2(&info);
        let b = std::thread::scope(|s| s.spawn(|| g.device.get_device_queue2(&info)).join());
        (a, b.unwrap(), g.device.get_device_queue(0, 0))
    };
    assert_eq!(a, g.queue, "vkGetDeviceQueue2 gave another handle");
    assert_eq!(
        b, g.queue,
        "vkGetDeviceQueue2 on another thread gave another handle"
    );
    assert_eq!(c, g.queue, "vkGetDeviceQueue again gave another handle");
    println!("QUEUES OK");
}

/// Threads A and C each sleep in a host wait that holds its stream (run with
/// `VKRELAY_FEEDBACK=off`, so that waits go to the renderer), for one second, while the main
/// thread signals A's semaphore: its call finds every stream it has busy and opens another.
/// Where the renderer refuses that stream (`--max-streams 2`), the call waits until a wait
/// times out and lets its stream go, and the signal still arrives.
pub(super) fn a_third_stream_while_two_wait(g: &Gpu) {
    let (sem_a, sem_c) = (g.timeline(), g.timeline());
    let (a_tid, c_tid) = (
        std::sync::atomic::AtomicI32::new(0),
        std::sync::atomic::AtomicI32::new(0),
    );
    let counter = |sem| {
        // SAFETY: a live timeline semaphore of this device.
        unsafe { g.device.get_semaphore_counter_value(sem) }.unwrap()
    };
    std::thread::scope(|s| {
        let waiter = |sem, tid: &'_ std::sync::atomic::AtomicI32| {
            // A first call takes this thread's stream, so the wait is the only call it can
            // block in afterwards.
            assert_eq!(counter(sem), 0);
            tid.store(gettid(), Ordering::SeqCst);
            g.wait(sem, 1, SECOND)
        };
        let (a_tid, c_tid) = (&a_tid, &c_tid);
        let a = s.spawn(move || waiter(sem_a, a_tid));
        let c = s.spawn(move || waiter(sem_c, c_tid));
        wait_until_asleep(&[a_tid, c_tid]);
        g.signal(sem_a, 1);
        // A's semaphore is signalled either while A waits (a third stream) or after its
        // wait timed out (no third stream).
        let a = a.join().unwrap();
        assert!(
            matches!(a, Ok(()) | Err(vk::Result::TIMEOUT)),
            "A's wait: {a:?}"
        );
        assert_eq!(c.join().unwrap(), Err(vk::Result::TIMEOUT));
    });
    assert_eq!(counter(sem_a), 1);
    assert_eq!(counter(sem_c), 0);
    // SAFETY: no wait uses them any more.
    unsafe {
        g.device.destroy_semaphore(sem_a, None);
        g.device.destroy_semaphore(sem_c, None);
    }
    say("THIRD STREAM OK");
}
