//! Threads through the proxy: every thread of a client gets its own stream, a blocking call
//! stalls only its own thread, and an order the application set up between threads is kept
//! across streams. The application halves run in their own process (the ICD has one
//! connection per process) and load the ICD directly, as `leaky_client` does.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

use crate::relay::{LVP_MANIFEST, TempDir, built_library, icd_library};

const SECOND: u64 = 1_000_000_000;

/// A device (Vulkan 1.2, timeline semaphores) through the ICD named by `VKRELAY_TEST_ICD`
/// (`loader`: the system loader, with its `VK_DRIVER_FILES` and layers).
struct Gpu {
    device: ash::Device,
    instance: ash::Instance,
    queue: vk::Queue,
    memory: vk::PhysicalDeviceMemoryProperties,
    _driver: Driver,
}

impl Gpu {
    fn new() -> Option<Gpu> {
        let icd = std::env::var_os("VKRELAY_TEST_ICD")?;
        let source = if icd == "loader" {
            DriverSource::SystemLoader
        } else {
            DriverSource::Library(icd.into())
        };
        let driver = Driver::load(&source).unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        // SAFETY: valid create infos; everything is destroyed in `Drop`.
        unsafe {
            let instance = driver
                .entry()
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
            let mut f12 = vk::PhysicalDeviceVulkan12Features::default().timeline_semaphore(true);
            let device = instance
                .create_device(
                    pd,
                    &vk::DeviceCreateInfo::default()
                        .queue_create_infos(&q)
                        .push_next(&mut f12),
                    None,
                )
                .unwrap();
            let queue = device.get_device_queue(0, 0);
            let memory = instance.get_physical_device_memory_properties(pd);
            Some(Gpu {
                device,
                instance,
                queue,
                memory,
                _driver: driver,
            })
        }
    }

    fn timeline(&self) -> vk::Semaphore {
        let mut ty = vk::SemaphoreTypeCreateInfo::default()
            .semaphore_type(vk::SemaphoreType::TIMELINE)
            .initial_value(0);
        // SAFETY: valid create info.
        unsafe {
            self.device
                .create_semaphore(&vk::SemaphoreCreateInfo::default().push_next(&mut ty), None)
        }
        .unwrap()
    }

    fn wait(&self, sem: vk::Semaphore, value: u64, timeout: u64) -> Result<(), vk::Result> {
        let s = [sem];
        let v = [value];
        let info = vk::SemaphoreWaitInfo::default().semaphores(&s).values(&v);
        // SAFETY: a live semaphore of this device.
        unsafe { self.device.wait_semaphores(&info, timeout) }
    }

    fn signal(&self, sem: vk::Semaphore, value: u64) {
        let info = vk::SemaphoreSignalInfo::default()
            .semaphore(sem)
            .value(value);
        // SAFETY: a live timeline semaphore of this device, signalled upwards.
        unsafe { self.device.signal_semaphore(&info) }.unwrap();
    }

    /// A host-visible, coherent buffer of `n` u32 words, bound and mapped.
    fn host_buffer(&self, n: usize) -> (vk::Buffer, vk::DeviceMemory, *mut u32) {
        // SAFETY: valid create infos; the caller destroys what it gets.
        unsafe {
            let buffer = self
                .device
                .create_buffer(
                    &vk::BufferCreateInfo::default()
                        .size((n * 4) as u64)
                        .usage(vk::BufferUsageFlags::TRANSFER_DST),
                    None,
                )
                .unwrap();
            let req = self.device.get_buffer_memory_requirements(buffer);
            let want =
                vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
            let ty = (0..self.memory.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && self.memory.memory_types[i as usize]
                            .property_flags
                            .contains(want)
                })
                .unwrap();
            let mem = self
                .device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(ty),
                    None,
                )
                .unwrap();
            self.device.bind_buffer_memory(buffer, mem, 0).unwrap();
            let p = self
                .device
                .map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .unwrap()
                .cast::<u32>();
            (buffer, mem, p)
        }
    }

    /// Allocates one primary command buffer from `pool`.
    fn command_buffer(&self, pool: vk::CommandPool) -> vk::CommandBuffer {
        // SAFETY: a live pool of this device.
        unsafe {
            self.device.allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
        }
        .unwrap()[0]
    }

    fn pool(&self) -> vk::CommandPool {
        // SAFETY: valid create info.
        unsafe {
            self.device
                .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
        }
        .unwrap()
    }

    /// Records `vkCmdFillBuffer(buffer, value)` into `cb` (after `before` fills with other
    /// values, which make the recording long to replay) and ends it.
    fn record_fill(&self, cb: vk::CommandBuffer, buffer: vk::Buffer, before: u32, value: u32) {
        // SAFETY: `cb` is an initial-state command buffer of this device, used by one thread.
        unsafe {
            self.device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            for k in 0..before {
                self.device
                    .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, !value ^ k);
            }
            self.device
                .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, value);
            self.device.end_command_buffer(cb).unwrap();
        }
    }

    /// Submits `cb` alone, signalling `fence`.
    ///
    /// # Safety
    /// `cb` is an executable command buffer of this device, `fence` an unsignalled fence of
    /// it, and no other thread uses the queue meanwhile.
    unsafe fn submit(&self, cb: vk::CommandBuffer, fence: vk::Fence) {
        let cbs = [cb];
        // SAFETY: caller.
        unsafe {
            self.device
                .queue_submit(
                    self.queue,
                    &[vk::SubmitInfo::default().command_buffers(&cbs)],
                    fence,
                )
                .unwrap();
        }
    }

    /// Submits `cb` (the queue behind `queue_lock`) and waits for it.
    fn submit_and_wait(&self, queue_lock: &Mutex<()>, cb: vk::CommandBuffer) {
        // SAFETY: `cb` is an executable command buffer of this device; the queue is used
        // under `queue_lock` only.
        unsafe {
            let fence = self
                .device
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .unwrap();
            {
                let _q = queue_lock.lock().unwrap();
                self.submit(cb, fence);
            }
            self.device
                .wait_for_fences(&[fence], true, 30 * SECOND)
                .unwrap();
            self.device.destroy_fence(fence, None);
        }
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: the test destroyed its objects and nothing runs any more.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

fn say(s: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{s}").unwrap();
    out.flush().unwrap();
}

/// The kernel's id of the calling thread.
fn gettid() -> i32 {
    // SAFETY: gettid(2) has no preconditions.
    unsafe { libc::gettid() }
}

/// Waits (up to 30 s) until each thread of this process in `tids` is asleep in the kernel
/// (state `S` in `/proc/self/task/TID/stat`): blocked in its call, waiting for the renderer.
fn wait_until_asleep(tids: &[&std::sync::atomic::AtomicI32]) {
    let start = Instant::now();
    loop {
        let asleep = tids.iter().all(|t| {
            let tid = t.load(Ordering::SeqCst);
            tid != 0
                && std::fs::read_to_string(format!("/proc/self/task/{tid}/stat"))
                    .ok()
                    .and_then(|s| {
                        // `pid (comm) state …`: the state follows the last ')'.
                        let rest = &s[s.rfind(')')? + 1..];
                        rest.split_whitespace().next().map(|st| st == "S")
                    })
                    .unwrap_or(false)
        });
        if asleep {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the waiting threads never blocked"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Thread A waits on a timeline semaphore and thread C in `vkQueueWaitIdle` on a submission
/// that waits on it, while the main thread keeps making calls; then it signals from the host.
/// The main thread's calls start only once both are asleep in their waits.
fn waits_do_not_stall_other_threads(g: &Gpu) {
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
fn host_waits_time_out_and_let_go_of_their_objects(g: &Gpu) {
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
fn threads_work_concurrently(g: &Gpu) {
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
fn recorded_on_one_thread_submitted_on_another(g: &Gpu) {
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
fn recording_moves_between_threads(g: &Gpu) {
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

/// The application half of [`threads_get_their_own_streams`].
/// `vkGetDeviceQueue` and `vkGetDeviceQueue2` (flags 0) give one handle for a queue, however
/// often and from whichever thread they are asked (the ICD's queue cache; a present finds the
/// queue's family through it).
fn queues_are_one_handle(g: &Gpu) {
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

#[test]
#[ignore = "helper process of threads_get_their_own_streams"]
fn threaded_client() {
    let Some(g) = Gpu::new() else { return };
    queues_are_one_handle(&g);
    waits_do_not_stall_other_threads(&g);
    host_waits_time_out_and_let_go_of_their_objects(&g);
    threads_work_concurrently(&g);
    recorded_on_one_thread_submitted_on_another(&g);
    recording_moves_between_threads(&g);
}

/// A renderer process, killed on drop (also when an assertion fails first).
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_renderer(dir: &Path, args: &[&str]) -> (Killed, std::path::PathBuf) {
    start_renderer_with(dir, args, &[])
}

/// [`start_renderer`] with `envs` added to the renderer's environment.
fn start_renderer_with(
    dir: &Path,
    args: &[&str],
    envs: &[(&str, &Path)],
) -> (Killed, std::path::PathBuf) {
    let socket = dir.join("vkrelay.sock");
    let log = dir.join("renderer.log");
    let child = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["serve", "--socket"])
        .arg(&socket)
        .args(args)
        .envs(envs.iter().copied())
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let child = Killed(child);
    let start = Instant::now();
    while !socket.exists() {
        assert!(start.elapsed() < Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(20));
    }
    (child, log)
}

fn helper(name: &str, socket: &Path, dir: &Path) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", name, "--ignored", "--nocapture"])
        .env("VKRELAY_TEST_ICD", icd_library())
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir);
    cmd
}

/// Runs `cmd` to its end, killing it (and failing) after `limit`: a regression that
/// deadlocks the client must fail the test, not hang it.
fn output_within(mut cmd: Command, limit: Duration) -> std::process::Output {
    let child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(limit) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
            panic!("the client did not finish within {limit:?} (deadlocked?)");
        }
    }
}

/// Runs the helper client `cmd` to its end (within 120 s) and checks that it printed
/// `marker`; a failure shows its output and the renderer's log `log`.
fn run_client(cmd: Command, marker: &str, log: &Path) {
    let out = output_within(cmd, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stdout.contains(marker),
        "{stdout}\n{stderr}\nrenderer:\n{}",
        std::fs::read_to_string(log).unwrap_or_default()
    );
}

/// The client's stats line in the renderer's log `log`, once the renderer has seen it go
/// (waits up to 30 s).
fn stats_line(log: &Path) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(log).unwrap();
        if let Some(l) = text
            .lines()
            .find(|l| l.starts_with("vkrelay-renderer: client ") && l.contains(" stats: "))
        {
            return l.to_owned();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no stats line:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The number just before `what` in a stats line (`"... 12 calls, 3 round trips, ..."`).
fn number_before(line: &str, what: &str) -> u64 {
    let head = line.split(what).next().unwrap();
    head.rsplit([' ', ','])
        .find(|w| !w.is_empty())
        .unwrap()
        .parse()
        .unwrap()
}

/// A blocking call on one thread does not stall the others; threads work at once; a command
/// buffer recorded on one thread and submitted on another runs right, and so does one whose
/// recording moves between threads; the client used several streams and needed ordering
/// waits, and the renderer sums its stats over them.
#[test]
fn threads_get_their_own_streams() {
    let dir = TempDir::new("threads");
    let (renderer, log) = start_renderer(&dir.0, &["--stats"]);
    let socket = dir.0.join("vkrelay.sock");
    let out = output_within(
        helper("threads::threaded_client", &socket, &dir.0),
        Duration::from_secs(180),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    for line in [
        "QUEUES OK",
        "WAITS OK",
        "FENCES OK",
        "WORKERS OK",
        "HANDOFF OK",
        "MOVED OK",
    ] {
        assert!(stdout.contains(line), "no {line}:\n{stdout}\n{stderr}");
    }
    let line = stats_line(&log);
    drop(renderer);
    let number_before = |what: &str| number_before(&line, what);
    eprintln!("{line}");
    let streams = number_before(" streams");
    let waits = number_before(" ordering wait");
    assert!(streams >= 2, "{line}");
    assert!(waits >= 1, "{line}");
    assert!(
        number_before(" calls") > 500,
        "the stats do not add up over the streams: {line}"
    );
}

/// The application half of [`creating_objects_costs_no_round_trips`]: 600 semaphores, fences
/// and events, then checks that they work (an event set from the host reads back set, a fence
/// signals after a submission) and destroys them.
#[test]
#[ignore = "helper process of creating_objects_costs_no_round_trips"]
fn creating_client() {
    let Some(g) = Gpu::new() else { return };
    // SAFETY: valid create infos; every object is destroyed below, after the queue is idle.
    unsafe {
        let (mut sems, mut fences, mut events) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..200 {
            sems.push(
                g.device
                    .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
                    .unwrap(),
            );
            fences.push(
                g.device
                    .create_fence(&vk::FenceCreateInfo::default(), None)
                    .unwrap(),
            );
            events.push(
                g.device
                    .create_event(&vk::EventCreateInfo::default(), None)
                    .unwrap(),
            );
        }
        let (event, fence) = (events[199], fences[199]);
        g.device.set_event(event).unwrap();
        assert_eq!(g.device.get_event_status(event), Ok(true));
        g.device.queue_submit(g.queue, &[], fence).unwrap();
        g.device
            .wait_for_fences(&[fence], true, 5_000_000_000)
            .unwrap();
        g.device.queue_wait_idle(g.queue).unwrap();
        for s in sems {
            g.device.destroy_semaphore(s, None);
        }
        for f in fences {
            g.device.destroy_fence(f, None);
        }
        for e in events {
            g.device.destroy_event(e, None);
        }
    }
    println!("CREATES OK");
}

/// Creating semaphores, fences and events takes no round trip: the ICD picks the ids and
/// does not wait for the results (failures would surface as `VK_ERROR_DEVICE_LOST`). 600
/// creations, 600 destructions and the checks cost fewer round trips than the device setup
/// alone would need twice over.
#[test]
fn creating_objects_costs_no_round_trips() {
    let dir = TempDir::new("threads-creates");
    let (renderer, log) = start_renderer(&dir.0, &["--stats"]);
    let socket = dir.0.join("vkrelay.sock");
    run_client(
        helper("threads::creating_client", &socket, &dir.0),
        "CREATES OK",
        &log,
    );
    let line = stats_line(&log);
    drop(renderer);
    let number_before = |what: &str| number_before(&line, what);
    let (calls, trips) = (number_before(" calls"), number_before(" round trips"));
    assert!(calls > 1200, "{line}");
    assert!(trips < 150, "creations waited for their results: {line}");
}

/// The application half of [`a_recording_ships_at_the_end_of_a_render_pass`]: one command
/// buffer, a render pass without attachments and a barrier after it, submitted and waited for.
#[test]
#[ignore = "helper process of a_recording_ships_at_the_end_of_a_render_pass"]
fn render_pass_client() {
    let Some(g) = Gpu::new() else { return };
    render_pass_frames(&g, 1);
    println!("RENDER PASS OK");
}

/// `frames` times: records a render pass without attachments and a barrier after it into one
/// command buffer, submits it with a fence and waits for the fence.
fn render_pass_frames(g: &Gpu, frames: usize) {
    let d = &g.device;
    // SAFETY: valid create infos; every object is destroyed below, after the fence signals.
    unsafe {
        let subpass =
            [vk::SubpassDescription::default()
                .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)];
        let pass = d
            .create_render_pass(
                &vk::RenderPassCreateInfo::default().subpasses(&subpass),
                None,
            )
            .unwrap();
        let fb = d
            .create_framebuffer(
                &vk::FramebufferCreateInfo::default()
                    .render_pass(pass)
                    .width(1)
                    .height(1)
                    .layers(1),
                None,
            )
            .unwrap();
        let pool = d
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        for _ in 0..frames {
            d.reset_command_pool(pool, vk::CommandPoolResetFlags::empty())
                .unwrap();
            d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            let area = vk::Rect2D::default().extent(vk::Extent2D {
                width: 1,
                height: 1,
            });
            d.cmd_begin_render_pass(
                cb,
                &vk::RenderPassBeginInfo::default()
                    .render_pass(pass)
                    .framebuffer(fb)
                    .render_area(area),
                vk::SubpassContents::INLINE,
            );
            d.cmd_end_render_pass(cb);
            let barrier = [vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::MEMORY_WRITE)
                .dst_access_mask(vk::AccessFlags::MEMORY_READ)];
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::DependencyFlags::empty(),
                &barrier,
                &[],
                &[],
            );
            d.end_command_buffer(cb).unwrap();
            g.submit(cb, fence);
            d.wait_for_fences(&[fence], true, 5 * SECOND).unwrap();
            d.reset_fences(&[fence]).unwrap();
        }
        d.destroy_fence(fence, None);
        d.destroy_command_pool(pool, None);
        d.destroy_framebuffer(fb, None);
        d.destroy_render_pass(pass, None);
    }
}

/// The application half of [`a_primary_command_buffer_ignores_its_inheritance_info`].
#[test]
#[ignore = "helper process of a_primary_command_buffer_ignores_its_inheritance_info"]
fn dangling_inheritance_client() {
    let Some(g) = Gpu::new() else { return };
    let d = &g.device;
    // SAFETY: valid create infos, except the primary's `pInheritanceInfo`, which Vulkan says
    // is ignored; every object is destroyed below, after the fence signals.
    unsafe {
        let pool = d
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let alloc = |level| {
            d.allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .level(level)
                    .command_buffer_count(1),
            )
            .unwrap()[0]
        };
        let primary = alloc(vk::CommandBufferLevel::PRIMARY);
        let secondary = alloc(vk::CommandBufferLevel::SECONDARY);
        // A secondary command buffer needs its inheritance info: it still travels.
        let inherit = vk::CommandBufferInheritanceInfo::default();
        d.begin_command_buffer(
            secondary,
            &vk::CommandBufferBeginInfo::default().inheritance_info(&inherit),
        )
        .unwrap();
        d.end_command_buffer(secondary).unwrap();
        let begin = vk::CommandBufferBeginInfo {
            p_inheritance_info: std::ptr::dangling(),
            ..Default::default()
        };
        d.begin_command_buffer(primary, &begin).unwrap();
        d.cmd_execute_commands(primary, &[secondary]);
        d.end_command_buffer(primary).unwrap();
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        g.submit(primary, fence);
        d.wait_for_fences(&[fence], true, 5 * SECOND).unwrap();
        d.destroy_fence(fence, None);
        d.destroy_command_pool(pool, None);
    }
    println!("INHERITANCE OK");
}

/// Vulkan ignores `pInheritanceInfo` when a primary command buffer begins, so an
/// application may leave it dangling: the ICD must not follow it (it did, and crashed the
/// application). A secondary command buffer's inheritance info still reaches the driver.
#[test]
fn a_primary_command_buffer_ignores_its_inheritance_info() {
    let dir = TempDir::new("threads-inheritance");
    let (renderer, log) = start_renderer(&dir.0, &[]);
    let socket = dir.0.join("vkrelay.sock");
    run_client(
        helper("threads::dangling_inheritance_client", &socket, &dir.0),
        "INHERITANCE OK",
        &log,
    );
    drop(renderer);
}

/// The application half of [`timelines_line_up_across_the_two_processes`].
#[test]
#[ignore = "helper process of timelines_line_up_across_the_two_processes"]
fn timeline_client() {
    let Some(g) = Gpu::new() else { return };
    render_pass_frames(&g, TIMELINE_FRAMES);
    println!("TIMELINE CLIENT OK");
}

const TIMELINE_FRAMES: usize = 40;

/// The file `<prefix>.<pid>` a process wrote under `dir` (waits up to 30 s for it).
fn timeline_file(dir: &Path, prefix: &str) -> Vec<shm_ring::timeline::Record> {
    shm_ring::timeline::parse(&std::fs::read(timeline_path(dir, prefix)).unwrap()).unwrap()
}

/// The path of the file `<prefix>.<pid>` under `dir` (waits up to 30 s for it).
fn timeline_path(dir: &Path, prefix: &str) -> std::path::PathBuf {
    let start = Instant::now();
    loop {
        let found = std::fs::read_dir(dir).unwrap().flatten().find(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.strip_prefix(prefix)
                .and_then(|rest| rest.strip_prefix('.'))
                .is_some_and(|pid| pid.parse::<u32>().is_ok())
        });
        if let Some(e) = found {
            return e.path();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no {prefix}.<pid> file in {}",
            dir.display()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// With `VKRELAY_TIMELINE` set, the ICD and the renderer each write a timeline, and the two
/// line up frame by frame: every host wait's reply is sent after the wait's request and
/// before the application's wait returns (one clock for both processes), and every phase of
/// the report finds its events.
#[test]
fn timelines_line_up_across_the_two_processes() {
    use shm_ring::timeline::Event;
    use vkrelay_renderer::timeline::{Report, WARM_UP};
    let dir = TempDir::new("threads-timeline");
    let (renderer, log) = start_renderer_with(
        &dir.0,
        &[],
        &[("VKRELAY_TIMELINE", &dir.0.join("renderer"))],
    );
    let socket = dir.0.join("vkrelay.sock");
    let mut client = helper("threads::timeline_client", &socket, &dir.0);
    client.env("VKRELAY_TIMELINE", dir.0.join("app"));
    // The timeline pairs each host wait with the renderer's driver wait: the waits take the
    // round trip here, not the feedback page (which answers them with no message).
    client.env("VKRELAY_FEEDBACK", "off");
    run_client(client, "TIMELINE CLIENT OK", &log);
    let app = timeline_file(&dir.0, "app");
    let ren = timeline_file(&dir.0, "renderer");
    drop(renderer);
    let count =
        |r: &[shm_ring::timeline::Record], e: Event| r.iter().filter(|x| x.event == e).count();
    assert_eq!(count(&app, Event::EndCommandBuffer), TIMELINE_FRAMES);
    assert_eq!(count(&app, Event::Submit), TIMELINE_FRAMES);
    assert_eq!(count(&app, Event::EndRendering), TIMELINE_FRAMES);
    assert_eq!(count(&ren, Event::EndDone), TIMELINE_FRAMES);
    assert_eq!(count(&ren, Event::SubmitDone), TIMELINE_FRAMES);
    // A wait per frame, and the device wait when the client tears its device down.
    let waits = count(&app, Event::WaitReturn);
    assert!(waits > TIMELINE_FRAMES, "{waits} waits");
    assert_eq!(count(&ren, Event::WaitDriverReturn), waits);
    let report = Report::new(&app, &ren);
    assert_eq!(report.unmatched, 0, "{report}");
    let measured = TIMELINE_FRAMES - WARM_UP;
    for p in &report.phases {
        assert!(
            p.spans.len() + 1 >= measured,
            "phase {:?} found {} spans of {measured} frames:\n{report}",
            p.name,
            p.spans.len()
        );
    }
    assert_eq!(
        report.paced_polling + report.paced_early + report.unpaced,
        waits - WARM_UP,
        "{report}"
    );
    // The same client natively on lavapipe, with the timing layer: the same events, and
    // application phases that compare with those through vkrelay.
    let layer = built_library("libvkrelay_timing_layer.so", "timing-layer");
    std::fs::write(
        dir.0.join("vkrelay_timing.json"),
        vkrelay_timing_layer::manifest(&layer),
    )
    .unwrap();
    let mut native = helper("threads::timeline_client", &socket, &dir.0);
    native
        .env("VKRELAY_TEST_ICD", "loader")
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("VK_LAYER_PATH", &dir.0)
        .env("VK_INSTANCE_LAYERS", vkrelay_timing_layer::LAYER_NAME)
        .env("VKRELAY_TIMELINE", dir.0.join("native"));
    run_client(native, "TIMELINE CLIENT OK", &log);
    let nat = timeline_file(&dir.0, "native");
    for e in [Event::EndCommandBuffer, Event::Submit, Event::EndRendering] {
        assert_eq!(count(&nat, e), count(&app, e), "{e:?}");
    }
    assert_eq!(count(&nat, Event::WaitReturn), count(&nat, Event::WaitCall));
    assert!(count(&nat, Event::WaitReturn) > TIMELINE_FRAMES);
    let cmp = vkrelay_renderer::timeline::Comparison::new(&nat, &app);
    for p in cmp.native.iter().chain(&cmp.relay) {
        assert!(
            p.spans.len() + 2 >= measured,
            "phase {:?} found {} spans of {measured} frames:\n{cmp}",
            p.name,
            p.spans.len()
        );
    }
    // `timeline --native … --plot` draws the same phases: a bar per run and phase.
    let svg = dir.0.join("phases.svg");
    let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .arg("timeline")
        .arg(timeline_path(&dir.0, "app"))
        .arg(timeline_path(&dir.0, "renderer"))
        .arg("--native")
        .arg(timeline_path(&dir.0, "native"))
        .arg("--plot")
        .arg(&svg)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    let picture = std::fs::read_to_string(&svg).unwrap();
    for p in &cmp.native {
        assert!(text.contains(p.name), "{text}");
        assert!(
            // SVG text escapes `->`'s `>`.
            picture.contains(&format!("\n{}\n", p.name.replace('>', "&gt;"))),
            "{} not drawn",
            p.name
        );
    }
    let bars = picture
        .lines()
        .filter(|l| l.starts_with("<rect") && !l.contains("height=\"10\""))
        .filter(|l| l.contains("#4C72B0") || l.contains("#DD8452"))
        .count();
    assert_eq!(bars, 2 * cmp.native.len(), "{picture}");
}

/// A recording ships at the end of each render pass, not only at `vkEndCommandBuffer`: the
/// renderer replays the pass while the application records what follows it. The recording
/// here is too short for the other shipping points (1 KiB chunks, 256-byte steps), so the
/// client's one command buffer arrives in exactly two batches.
#[test]
fn a_recording_ships_at_the_end_of_a_render_pass() {
    let dir = TempDir::new("threads-render-pass");
    let json = dir.0.join("stats.jsonl");
    let json_arg = json.to_str().unwrap();
    let (renderer, log) = start_renderer(&dir.0, &["--stats", "--stats-json", json_arg]);
    let socket = dir.0.join("vkrelay.sock");
    run_client(
        helper("threads::render_pass_client", &socket, &dir.0),
        "RENDER PASS OK",
        &log,
    );
    let line = stats_line(&log);
    drop(renderer);
    assert_eq!(
        number_before(&line, " recorded batches"),
        2,
        "the render pass and the barrier after it: {line}"
    );
    // `--stats-json`: the same counters, one JSON line per client.
    let text = std::fs::read_to_string(&json).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1, "{text}");
    let v: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
    assert_eq!(v["batches"], 2, "{text}");
    assert_eq!(v["calls"], number_before(&line, " calls"), "{line}\n{text}");
    assert!(v["commands"]["vkQueueSubmit"].as_u64() >= Some(1), "{text}");
}

/// The application half of [`a_dead_renderer_fails_every_thread_quickly`]: two threads
/// block in host waits on their own streams; once the renderer is killed, both and a later
/// call return `VK_ERROR_DEVICE_LOST` within a second.
#[test]
#[ignore = "helper process of a_dead_renderer_fails_every_thread_quickly"]
fn threaded_dead_client() {
    use std::io::BufRead;
    let Some(g) = Gpu::new() else { return };
    let sem = g.timeline();
    std::thread::scope(|s| {
        let waits: Vec<_> = (0..2)
            .map(|_| {
                s.spawn(|| {
                    let r = g.wait(sem, 1, 600 * SECOND);
                    (r, Instant::now())
                })
            })
            .collect();
        std::thread::sleep(Duration::from_millis(300));
        say("READY");
        let mut line = String::new();
        std::io::stdin().lock().read_line(&mut line).unwrap();
        let killed = Instant::now();
        for w in waits {
            let (r, at) = w.join().unwrap();
            say(&format!(
                "RESULT {:?} {}",
                r.err(),
                at.saturating_duration_since(killed).as_millis()
            ));
        }
        let t = Instant::now();
        // SAFETY: a live device (its renderer is gone, which the ICD must report).
        let r = unsafe { g.device.create_fence(&vk::FenceCreateInfo::default(), None) };
        say(&format!("RESULT {:?} {}", r.err(), t.elapsed().as_millis()));
    });
    // The device and instance are gone with the renderer; leave without destroying them.
    std::process::exit(0);
}

/// Threads blocked on their own streams all see a dead renderer within a second.
#[test]
fn a_dead_renderer_fails_every_thread_quickly() {
    use std::io::{BufRead, BufReader, Write};
    let dir = TempDir::new("threads-dead");
    let (mut renderer, _log) = start_renderer(&dir.0, &[]);
    let socket = dir.0.join("vkrelay.sock");
    let mut app = helper("threads::threaded_dead_client", &socket, &dir.0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(app.stdout.take().unwrap()).lines();
    let ready = lines.by_ref().map(Result::unwrap).find(|l| l == "READY");
    assert!(ready.is_some(), "the client did not get ready");
    renderer.0.kill().unwrap();
    renderer.0.wait().unwrap();
    writeln!(app.stdin.take().unwrap(), "go").unwrap();
    let results: Vec<String> = lines
        .map(Result::unwrap)
        .filter(|l| l.starts_with("RESULT"))
        .collect();
    let _ = app.wait();
    assert_eq!(results.len(), 3, "{results:?}");
    for r in &results {
        let mut w = r.split_whitespace().skip(1);
        assert_eq!(w.next(), Some("Some(ERROR_DEVICE_LOST)"), "{results:?}");
        let ms: u64 = w.next().unwrap().parse().unwrap();
        assert!(ms < 1000, "took {ms} ms: {results:?}");
    }
}

/// A stream joins a client only with its session token; a stream that breaks the protocol
/// (an `AFTER` naming a stream that does not exist) drops every stream of its client.
#[test]
fn streams_join_with_the_token_and_fall_together() {
    use shm_ring::handshake::{self, HandshakeConfig};
    use vk_wire::relay;

    fn ask(conn: &mut shm_ring::handshake::Connection, command: u32, words: &[u64]) -> Vec<u64> {
        let m = relay::message(command, 0, words);
        conn.writer
            .send(command, 0, &m[vk_wire::HEADER_SIZE..])
            .unwrap();
        let mut buf = Vec::new();
        let h = conn.reader.recv(1 << 20, &mut buf).unwrap();
        assert_eq!((h.command, h.flags), (command, vk_wire::FLAG_REPLY));
        (0..buf.len() / 8)
            .map(|i| relay::word(&buf, i).unwrap())
            .collect()
    }
    fn closed(conn: &mut shm_ring::handshake::Connection) {
        let mut buf = Vec::new();
        let err = conn.reader.recv(1 << 20, &mut buf).unwrap_err();
        assert!(
            matches!(err, shm_ring::Error::PeerClosed | shm_ring::Error::PeerDead),
            "{err}"
        );
    }

    let dir = TempDir::new("threads-token");
    let (_renderer, _log) = start_renderer(&dir.0, &[]);
    let config = HandshakeConfig::new(dir.0.join("vkrelay.sock"));
    let mut first = handshake::connect(&config).unwrap();
    let w = ask(&mut first, relay::SESSION, &[]);
    assert_eq!(w.len(), 2);
    assert_eq!(w[1], 0, "the first stream is stream 0");
    let token = w[0];

    let mut wrong = handshake::connect(&config).unwrap();
    let w = ask(&mut wrong, relay::ATTACH, &[token ^ 1]);
    assert_eq!(
        w[0] as i64,
        vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64
    );
    closed(&mut wrong);

    let mut second = handshake::connect(&config).unwrap();
    assert_eq!(ask(&mut second, relay::ATTACH, &[token]), vec![0, 1]);
    // The first stream's message (SESSION) ran: waiting for it is fine, and SESSION
    // on the second stream names the same client.
    let after = relay::message(relay::AFTER, 0, &[0, 1]);
    second
        .writer
        .send(relay::AFTER, 0, &after[vk_wire::HEADER_SIZE..])
        .unwrap();
    assert_eq!(ask(&mut second, relay::SESSION, &[]), vec![token, 1]);
    // A stream that does not exist: the client is dropped, both streams close.
    let bad = relay::message(relay::AFTER, 0, &[7, 1]);
    second
        .writer
        .send(relay::AFTER, 0, &bad[vk_wire::HEADER_SIZE..])
        .unwrap();
    closed(&mut second);
    closed(&mut first);
}

#[test]
#[ignore = "helper process of replaying_streams_lower_their_priority_and_the_drivers_threads_keep_theirs"]
fn priority_client() {
    let Some(g) = Gpu::new() else { return };
    render_pass_frames(&g, 3);
    println!("PRIORITY CLIENT READY");
    // Keeps its device (and so the renderer's threads for it) until the test has looked.
    let go = std::path::PathBuf::from(std::env::var_os("PRIORITY_GO").unwrap());
    let start = Instant::now();
    while !go.exists() && start.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(20));
    }
    println!("PRIORITY CLIENT OK");
}

/// The name, nice value and scheduling policy (`SCHED_*`) of every thread of process `pid`.
fn thread_priorities(pid: u32) -> Vec<(String, i64, i32)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(format!("/proc/{pid}/task"))
        .unwrap()
        .flatten()
    {
        let (Ok(comm), Ok(stat)) = (
            std::fs::read_to_string(e.path().join("comm")),
            std::fs::read_to_string(e.path().join("stat")),
        ) else {
            continue; // the thread ended meanwhile
        };
        // The fields after the command name (which may hold spaces) start after its ')';
        // the nice value is the 19th field of the line, the 17th after the name, and the
        // policy the 41st, the 39th after the name.
        let rest: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
        let nice = rest[16].parse().unwrap();
        let policy = rest[38].parse().unwrap();
        out.push((comm.trim().to_owned(), nice, policy));
    }
    out
}

/// The nice value the renderer started at (its main thread's, inherited from the test: the
/// tests may run under `nice`), which the driver's threads and unlowered streams keep.
fn base_nice(threads: &[(String, i64, i32)]) -> i64 {
    threads
        .iter()
        .find(|t| t.0 == "vkrelay-rendere")
        .map(|t| t.1)
        .unwrap_or_else(|| panic!("no main thread among {threads:?}"))
}

/// Runs `priority_client` against a renderer started with `args`, and returns the renderer's
/// threads (name, nice, policy) while the client still holds its device, and whether the
/// renderer rescued a starved stream meanwhile (on a loaded machine: the rescued stream runs
/// at the renderer's priority again and no stream lowers its own after it, see
/// `vkrelay_renderer::starve`).
fn priorities_while_a_client_renders(args: &[&str]) -> (Vec<(String, i64, i32)>, bool) {
    let dir = TempDir::new("threads-priority");
    // One process, so the client's threads are the renderer's own.
    let args: Vec<&str> = args
        .iter()
        .copied()
        .chain(["--isolation", "none"])
        .collect();
    let (renderer, log) = start_renderer(&dir.0, &args);
    let socket = dir.0.join("vkrelay.sock");
    let go = dir.0.join("go");
    let mut cmd = helper("threads::priority_client", &socket, &dir.0);
    let mut child = cmd
        .env("PRIORITY_GO", &go)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    let ready = lines.any(|l| l.is_ok_and(|l| l.contains("PRIORITY CLIENT READY")));
    let threads = thread_priorities(renderer.0.id());
    std::fs::write(&go, b"").unwrap();
    let done = lines.any(|l| l.is_ok_and(|l| l.contains("PRIORITY CLIENT OK")));
    let _ = child.wait();
    let log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(ready && done, "the client failed; renderer:\n{log}");
    (threads, log.contains("lowered priority is starved"))
}

/// Whether the stream threads show `lowered` (nice, policy) for the stream that replays, or,
/// where the renderer rescued a starved stream, every stream is at `lowered` or back at the
/// renderer's own priority.
fn streams_lowered(threads: &[(String, i64, i32)], rescued: bool, lowered: (i64, i32)) -> bool {
    let base = (base_nice(threads), libc::SCHED_OTHER);
    let mut streams = threads
        .iter()
        .filter(|t| t.0 == "vkrelay-stream")
        .map(|t| (t.1, t.2));
    if rescued {
        streams.all(|t| t == lowered || t == base)
    } else {
        streams.any(|t| t == lowered)
    }
}

/// With `--stream-class nice`, a stream thread that replays recorded command buffers runs at
/// `stream_nice` (19 by default), while the driver's threads, started when the device was
/// created, keep the renderer's priority; `--stream-nice 0` leaves every thread where it was.
#[test]
fn replaying_streams_lower_their_priority_and_the_drivers_threads_keep_theirs() {
    let (threads, rescued) = priorities_while_a_client_renders(&["--stream-class", "nice"]);
    assert!(
        streams_lowered(&threads, rescued, (19, libc::SCHED_OTHER)),
        "rescued: {rescued}, {threads:?}"
    );
    let base = base_nice(&threads);
    let rasterizers: Vec<i64> = threads
        .iter()
        .filter(|(n, ..)| n.starts_with("llvmpipe-"))
        .map(|t| t.1)
        .collect();
    assert!(
        !rasterizers.is_empty(),
        "lavapipe started no llvmpipe threads: {threads:?}"
    );
    assert!(rasterizers.iter().all(|&n| n == base), "{threads:?}");

    // (Mesa's shader-cache thread lowers its own priority: only ours and the rasterizers.)
    let (threads, _) =
        priorities_while_a_client_renders(&["--stream-class", "nice", "--stream-nice", "0"]);
    assert!(
        threads
            .iter()
            .filter(|(n, ..)| n == "vkrelay-stream" || n.starts_with("llvmpipe-"))
            .all(|t| t.1 == base_nice(&threads)),
        "{threads:?}"
    );
}

/// With `--stream-class idle` a replaying stream thread moves to the idle scheduling class
/// (`SCHED_IDLE`) while the driver's threads stay in the normal one at the renderer's nice value; by default
/// (`auto`) it does so on a machine of up to `SMALL_MACHINE_CPUS` CPUs and takes nice 19 on
/// a larger one.
#[test]
fn replaying_streams_take_the_idle_class_on_small_machines() {
    let of = |threads: &[(String, i64, i32)], name: &str| -> Vec<(i64, i32)> {
        threads
            .iter()
            .filter(|t| t.0.starts_with(name))
            .map(|t| (t.1, t.2))
            .collect()
    };
    let (threads, rescued) = priorities_while_a_client_renders(&["--stream-class", "idle"]);
    let base = base_nice(&threads);
    assert!(
        streams_lowered(&threads, rescued, (base, libc::SCHED_IDLE)),
        "rescued: {rescued}, {threads:?}"
    );
    let rasterizers = of(&threads, "llvmpipe-");
    assert!(
        !rasterizers.is_empty() && rasterizers.iter().all(|&t| t == (base, libc::SCHED_OTHER)),
        "{threads:?}"
    );

    let (threads, rescued) = priorities_while_a_client_renders(&[]);
    let cpus = std::thread::available_parallelism().unwrap().get();
    let expected = if cpus <= vkrelay_renderer::config::SMALL_MACHINE_CPUS {
        (base_nice(&threads), libc::SCHED_IDLE)
    } else {
        (19, libc::SCHED_OTHER)
    };
    assert!(
        streams_lowered(&threads, rescued, expected),
        "{cpus} CPUs, rescued: {rescued}, {threads:?}"
    );
}
