//! Command buffers allocated without a round trip (`vkAllocateCommandBuffers` inside `ASYNC`),
//! through the real path (Khronos loader → ICD → renderer → lavapipe): many allocated,
//! recorded, submitted and freed, with pool resets, trims and destructions between; an
//! allocation on one stream used on another; an allocation that fails, which loses the device
//! and drops the client once it names the command buffer that was never made. A self-spawned
//! client ([`command_buffer_client`]) makes the calls and checks what the GPU wrote; it prints
//! one line per passed case.

use std::path::Path;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use ash::vk;

use crate::relay::{Renderer, TempDir, icd_library, run_app};

const SECOND: u64 = 1_000_000_000;
/// Words of the buffer the command buffers fill.
const WORDS: usize = 64;
/// Primary command buffers allocated per round, in calls of [`PER_CALL`].
const PRIMARIES: usize = 32;
const PER_CALL: usize = 4;
/// Secondary command buffers per round (one call), executed by the first primaries.
const SECONDARIES: usize = 4;
/// Command buffers per round from a pool made and destroyed in the round.
const SHORT_LIVED: usize = 8;
/// `vkAllocateCommandBuffers` calls per round.
const ALLOCATIONS_PER_ROUND: usize = PRIMARIES / PER_CALL + 1 + SHORT_LIVED / PER_CALL;

/// A device with timeline semaphores, its queue, a command pool, a fence and a host-visible
/// coherent buffer of [`WORDS`] words, bound and mapped.
struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    queue: vk::Queue,
    pool: vk::CommandPool,
    fence: vk::Fence,
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    /// The mapping's address (an integer, so that threads may share the `Gpu`).
    words: usize,
}

impl Gpu {
    fn new() -> Gpu {
        // SAFETY: the system loader (its `VK_DRIVER_FILES` names the vkrelay ICD).
        let entry = unsafe { ash::Entry::load() }.unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        // SAFETY: valid create infos; the objects are destroyed by `Drop`.
        unsafe {
            let instance = entry
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
            let pool = device
                .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
                .unwrap();
            let fence = device
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .unwrap();
            let buffer = device
                .create_buffer(
                    &vk::BufferCreateInfo::default()
                        .size((WORDS * 4) as u64)
                        .usage(vk::BufferUsageFlags::TRANSFER_DST),
                    None,
                )
                .unwrap();
            let req = device.get_buffer_memory_requirements(buffer);
            let props = instance.get_physical_device_memory_properties(pd);
            let want =
                vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
            let ty = (0..props.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && props.memory_types[i as usize].property_flags.contains(want)
                })
                .unwrap();
            let memory = device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(ty),
                    None,
                )
                .unwrap();
            device.bind_buffer_memory(buffer, memory, 0).unwrap();
            let words = device
                .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .unwrap() as usize;
            Gpu {
                _entry: entry,
                instance,
                device,
                queue,
                pool,
                fence,
                buffer,
                memory,
                words,
            }
        }
    }

    /// `n` command buffers of `level` from `pool`, in calls of [`PER_CALL`].
    fn allocate(
        &self,
        pool: vk::CommandPool,
        level: vk::CommandBufferLevel,
        n: usize,
    ) -> Vec<vk::CommandBuffer> {
        let mut cbs = Vec::new();
        while cbs.len() < n {
            let info = vk::CommandBufferAllocateInfo::default()
                .command_pool(pool)
                .level(level)
                .command_buffer_count(PER_CALL.min(n - cbs.len()) as u32);
            // SAFETY: a live pool of this device.
            cbs.extend(unsafe { self.device.allocate_command_buffers(&info) }.unwrap());
        }
        cbs
    }

    /// Records into `cb` (primary, initial state) a fill of word `word` with `value`, then
    /// the execution of `secondaries`.
    fn record(
        &self,
        cb: vk::CommandBuffer,
        word: usize,
        value: u32,
        secondaries: &[vk::CommandBuffer],
    ) {
        // SAFETY: `cb` is a primary command buffer of this device in the initial state; the
        // secondaries are executable.
        unsafe {
            self.device
                .begin_command_buffer(
                    cb,
                    &vk::CommandBufferBeginInfo::default()
                        .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT),
                )
                .unwrap();
            self.device
                .cmd_fill_buffer(cb, self.buffer, (word * 4) as u64, 4, value);
            if !secondaries.is_empty() {
                self.device.cmd_execute_commands(cb, secondaries);
            }
            self.device.end_command_buffer(cb).unwrap();
        }
    }

    /// Records into the secondary `cb` a fill of word `word` with `value`.
    fn record_secondary(&self, cb: vk::CommandBuffer, word: usize, value: u32) {
        let inheritance = vk::CommandBufferInheritanceInfo::default();
        // SAFETY: `cb` is a secondary command buffer of this device in the initial state.
        unsafe {
            self.device
                .begin_command_buffer(
                    cb,
                    &vk::CommandBufferBeginInfo::default().inheritance_info(&inheritance),
                )
                .unwrap();
            self.device
                .cmd_fill_buffer(cb, self.buffer, (word * 4) as u64, 4, value);
            self.device.end_command_buffer(cb).unwrap();
        }
    }

    /// Submits `cbs` (executable) and waits for them.
    fn run(&self, cbs: &[vk::CommandBuffer]) {
        // SAFETY: executable command buffers of this device; the fence is idle (waited for
        // before every reset).
        unsafe {
            self.device.reset_fences(&[self.fence]).unwrap();
            self.device
                .queue_submit(
                    self.queue,
                    &[vk::SubmitInfo::default().command_buffers(cbs)],
                    self.fence,
                )
                .unwrap();
            self.device
                .wait_for_fences(&[self.fence], true, 30 * SECOND)
                .unwrap();
        }
    }

    /// Word `i` of the buffer.
    fn word(&self, i: usize) -> u32 {
        assert!(i < WORDS);
        // SAFETY: the mapping holds `WORDS` words and lives as long as `self`; the GPU work
        // that wrote them was waited for.
        unsafe { (self.words as *const u32).add(i).read_volatile() }
    }

    /// Frees `cbs` of `pool`.
    fn free(&self, pool: vk::CommandPool, cbs: &[vk::CommandBuffer]) {
        // SAFETY: command buffers of `pool` that no pending submission uses.
        unsafe { self.device.free_command_buffers(pool, cbs) };
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: the client destroyed its command buffers and nothing runs any more.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_buffer(self.buffer, None);
            self.device.free_memory(self.memory, None);
            self.device.destroy_fence(self.fence, None);
            self.device.destroy_command_pool(self.pool, None);
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

fn passed(case: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "PASSED {case}").unwrap();
    out.flush().unwrap();
}

/// The value round `round` writes into word `word` at step `step`.
fn value(round: usize, step: u32, word: usize) -> u32 {
    ((round as u32 + 1) << 20) | (step << 16) | word as u32
}

/// One round: [`PRIMARIES`] primary and [`SECONDARIES`] secondary command buffers from the
/// device's pool, recorded and run; half of the primaries and the secondaries freed, the pool
/// reset and the other half recorded again and run; [`SHORT_LIVED`] command buffers from a
/// new pool, run, freed with their pool's destruction; the pool trimmed and the rest freed.
/// Every run checks each word its command buffers wrote.
fn round(g: &Gpu, r: usize) {
    let primaries = g.allocate(g.pool, vk::CommandBufferLevel::PRIMARY, PRIMARIES);
    let secondaries = g.allocate(g.pool, vk::CommandBufferLevel::SECONDARY, SECONDARIES);
    for (k, &s) in secondaries.iter().enumerate() {
        g.record_secondary(s, PRIMARIES + k, value(r, 0, PRIMARIES + k));
    }
    for (i, &cb) in primaries.iter().enumerate() {
        let executes = if i == 0 { &secondaries[..] } else { &[] };
        g.record(cb, i, value(r, 0, i), executes);
    }
    g.run(&primaries);
    for i in 0..PRIMARIES + SECONDARIES {
        assert_eq!(g.word(i), value(r, 0, i), "round {r}, word {i}");
    }
    let (kept, freed): (Vec<_>, Vec<_>) =
        primaries.iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let kept: Vec<vk::CommandBuffer> = kept.into_iter().map(|(_, &cb)| cb).collect();
    let freed: Vec<vk::CommandBuffer> = freed.into_iter().map(|(_, &cb)| cb).collect();
    g.free(g.pool, &freed);
    g.free(g.pool, &secondaries);
    // SAFETY: no command buffer of the pool is pending (the fence was waited for).
    unsafe {
        g.device
            .reset_command_pool(g.pool, vk::CommandPoolResetFlags::empty())
    }
    .unwrap();
    for (k, &cb) in kept.iter().enumerate() {
        g.record(cb, 2 * k, value(r, 1, 2 * k), &[]);
    }
    g.run(&kept);
    for k in 0..kept.len() {
        assert_eq!(
            g.word(2 * k),
            value(r, 1, 2 * k),
            "round {r}, word {}",
            2 * k
        );
        assert_eq!(g.word(2 * k + 1), value(r, 0, 2 * k + 1), "round {r}");
    }
    // SAFETY: a valid create info; the pool is destroyed below.
    let short = unsafe {
        g.device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
    }
    .unwrap();
    let base = PRIMARIES + SECONDARIES;
    let cbs = g.allocate(short, vk::CommandBufferLevel::PRIMARY, SHORT_LIVED);
    for (i, &cb) in cbs.iter().enumerate() {
        g.record(cb, base + i, value(r, 2, base + i), &[]);
    }
    g.run(&cbs);
    for i in base..base + SHORT_LIVED {
        assert_eq!(g.word(i), value(r, 2, i), "round {r}, word {i}");
    }
    // SAFETY: its command buffers are done (the fence was waited for); destroying the pool
    // frees them.
    unsafe {
        g.device.destroy_command_pool(short, None);
        g.device
            .trim_command_pool(g.pool, vk::CommandPoolTrimFlags::empty());
    }
    g.free(g.pool, &kept);
}

/// The kernel's id of the calling thread.
fn gettid() -> i32 {
    // SAFETY: gettid(2) has no preconditions.
    unsafe { libc::gettid() }
}

/// Waits (up to 30 s) until the thread `tid` of this process is asleep in the kernel (state
/// `S`): blocked in its call, waiting for the renderer.
fn wait_until_asleep(tid: &AtomicI32) {
    let start = Instant::now();
    loop {
        let t = tid.load(Ordering::SeqCst);
        let state = std::fs::read_to_string(format!("/proc/self/task/{t}/stat"))
            .ok()
            .and_then(|s| {
                // `pid (comm) state …`: the state follows the last ')'.
                let rest = &s[s.rfind(')')? + 1..];
                rest.split_whitespace().next().map(str::to_owned)
            });
        if t != 0 && state.as_deref() == Some("S") {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the waiting thread never blocked"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Command buffers allocated on one stream and recorded on another: the allocations go on
/// the stream used last; then a thread blocks in `vkQueueWaitIdle` on that stream (the queue
/// waits on a timeline semaphore), so this thread's recordings take a second stream, which
/// must wait (`AFTER`) for the allocations. Then the host signals, and the command buffers
/// run and are freed.
fn two_streams(g: &Gpu) {
    let mut ty = vk::SemaphoreTypeCreateInfo::default()
        .semaphore_type(vk::SemaphoreType::TIMELINE)
        .initial_value(0);
    // SAFETY: valid create info; the semaphore is destroyed below once the queue is idle.
    let sem = unsafe {
        g.device
            .create_semaphore(&vk::SemaphoreCreateInfo::default().push_next(&mut ty), None)
    }
    .unwrap();
    let sems = [sem];
    let values = [1u64];
    let stages = [vk::PipelineStageFlags::ALL_COMMANDS];
    let mut tl = vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
    let blocked = vk::SubmitInfo::default()
        .wait_semaphores(&sems)
        .wait_dst_stage_mask(&stages)
        .push_next(&mut tl);
    // SAFETY: a live timeline semaphore; only this thread uses the queue until the wait below.
    unsafe {
        g.device
            .queue_submit(g.queue, &[blocked], vk::Fence::null())
    }
    .unwrap();
    let cbs = g.allocate(g.pool, vk::CommandBufferLevel::PRIMARY, PRIMARIES);
    let tid = AtomicI32::new(0);
    std::thread::scope(|s| {
        let waiter = s.spawn(|| {
            tid.store(gettid(), Ordering::SeqCst);
            // SAFETY: the other thread does not use the queue until this wait returned.
            unsafe { g.device.queue_wait_idle(g.queue) }
        });
        wait_until_asleep(&tid);
        for (i, &cb) in cbs.iter().enumerate() {
            g.record(cb, i, value(0, 3, i), &[]);
        }
        let signal = vk::SemaphoreSignalInfo::default().semaphore(sem).value(1);
        // SAFETY: a live timeline semaphore, signalled upwards.
        unsafe { g.device.signal_semaphore(&signal) }.unwrap();
        waiter.join().unwrap().unwrap();
    });
    g.run(&cbs);
    for i in 0..PRIMARIES {
        assert_eq!(g.word(i), value(0, 3, i), "word {i}");
    }
    g.free(g.pool, &cbs);
    // SAFETY: the queue is idle.
    unsafe { g.device.destroy_semaphore(sem, None) };
}

/// Allocates command buffers one at a time until the renderer's `max_objects` (below
/// `ATTEMPTS`) makes one fail: every allocation returns `VK_SUCCESS` (none waits), the next
/// call with a result returns `VK_ERROR_DEVICE_LOST`, and so does every call after the
/// renderer dropped the client for beginning a command buffer that was never made.
fn lost(g: &Gpu) {
    const ATTEMPTS: usize = 200;
    let cbs: Vec<vk::CommandBuffer> = (0..ATTEMPTS)
        .map(|_| g.allocate(g.pool, vk::CommandBufferLevel::PRIMARY, 1)[0])
        .collect();
    // SAFETY: the queue is this thread's.
    let r = unsafe { g.device.queue_wait_idle(g.queue) };
    assert_eq!(r, Err(vk::Result::ERROR_DEVICE_LOST));
    passed("allocation failure reported");
    // The last allocation came after the failure: its command buffer was never made.
    let last = cbs[ATTEMPTS - 1];
    // SAFETY: a command buffer this client allocated (as far as it knows).
    let begun = unsafe {
        g.device
            .begin_command_buffer(last, &vk::CommandBufferBeginInfo::default())
    };
    // Sent without waiting: the renderer's answer is the drop.
    assert_eq!(begun, Ok(()));
    // SAFETY: as above.
    let r = unsafe { g.device.device_wait_idle() };
    assert_eq!(r, Err(vk::Result::ERROR_DEVICE_LOST));
    passed("lost");
}

/// The application half of the tests below; `VKRELAY_CB_MODE` picks what it does.
#[test]
#[ignore = "helper process of the command buffer tests"]
fn command_buffer_client() {
    let Ok(mode) = std::env::var("VKRELAY_CB_MODE") else {
        return;
    };
    let g = Gpu::new();
    match mode.as_str() {
        "rounds" => {
            let rounds: usize = std::env::var("VKRELAY_CB_ROUNDS").unwrap().parse().unwrap();
            for r in 0..rounds {
                round(&g, r);
            }
            passed("rounds");
        }
        "streams" => {
            two_streams(&g);
            passed("two streams");
        }
        "lost" => {
            lost(&g);
            // The renderer dropped the client and its objects: nothing to destroy here.
            let _ = std::mem::ManuallyDrop::new(g);
        }
        m => panic!("unknown mode {m}"),
    }
}

/// The client in `mode`, with `env` set.
fn client(mode: &str, env: &[(&str, &str)]) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "command_buffers::command_buffer_client",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("VKRELAY_CB_MODE", mode)
    .env("VKRELAY_TEST_ICD", icd_library())
    // Fence waits are answered from the feedback page, with no round trip.
    .env_remove("VKRELAY_FEEDBACK")
    .envs(env.iter().copied());
    cmd
}

/// Runs the client in `mode` on `renderer` and checks that it passed `cases`; a failure
/// shows its output and the renderer's log.
fn run(
    dir: &Path,
    renderer: &Renderer,
    mode: &str,
    env: &[(&str, &str)],
    cases: &[&str],
    log: &Path,
) {
    let out: Output = run_app(
        client(mode, env),
        dir,
        &renderer.socket,
        Duration::from_secs(120),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let log = std::fs::read_to_string(log).unwrap_or_default();
    assert!(
        out.status.success(),
        "{}\n{stdout}\n{stderr}\nrenderer:\n{log}",
        out.status
    );
    for c in cases {
        assert!(
            stdout.contains(&format!("PASSED {c}")),
            "{c} not passed:\n{stdout}\n{stderr}\nrenderer:\n{log}"
        );
    }
}

/// Line `n` (from 1) of the renderer's `--stats-json` file, once written (up to 30 s).
fn stats(json: &Path, n: usize) -> serde_json::Value {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(json).unwrap_or_default();
        if let Some(l) = text.lines().nth(n - 1) {
            return serde_json::from_str(l).unwrap();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no stats line {n}:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Allocating, recording, submitting and freeing command buffers (with pool resets, trims and
/// destructions) costs no round trip: five rounds take exactly as many as one, while every
/// allocation reached the renderer. Both clients are captured, and the longer trace replays.
#[test]
fn allocating_command_buffers_costs_no_round_trips() {
    let dir = TempDir::new("cb-rounds");
    let (json, log, trace) = (
        dir.0.join("stats.json"),
        dir.0.join("renderer.log"),
        dir.0.join("cb.trace"),
    );
    let renderer = Renderer::start_logged(
        &dir.0,
        &[
            "--stats-json",
            json.to_str().unwrap(),
            "--capture",
            trace.to_str().unwrap(),
        ],
        Some(&log),
    );
    let mut lines = Vec::new();
    for (n, rounds) in [(1, 1usize), (2, 5)] {
        let r = rounds.to_string();
        run(
            &dir.0,
            &renderer,
            "rounds",
            &[("VKRELAY_CB_ROUNDS", &r)],
            &["rounds"],
            &log,
        );
        lines.push((rounds, stats(&json, n)));
    }
    // The trace is finished after the client's stats are written: kill the renderer only then.
    let second = dir.0.join("cb.trace.1");
    crate::replay::wait_whole(&second);
    drop(renderer);
    for (rounds, s) in &lines {
        assert_eq!(
            s["commands"]["vkAllocateCommandBuffers"],
            (rounds * ALLOCATIONS_PER_ROUND) as u64,
            "{s}"
        );
    }
    let (one, five) = (&lines[0].1, &lines[1].1);
    assert!(
        five["calls"].as_u64().unwrap() > one["calls"].as_u64().unwrap() + 4 * 100,
        "{one}\n{five}"
    );
    assert_eq!(
        one["round_trips"], five["round_trips"],
        "four more rounds took round trips:\n{one}\n{five}"
    );
    // The second client's trace: client-chosen command buffer ids replay as captured.
    let (whole, frames) = crate::replay::info(&second);
    assert!(whole && frames >= 15, "{frames} frames");
    let out = crate::replay::replay(&second, &[], &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(&format!("replayed frames 0-{}:", frames - 1)),
        "{stdout}"
    );
}

/// Command buffers allocated on one stream are recorded on another: the client used two
/// streams and an ordering wait, and what the command buffers wrote is right.
#[test]
fn command_buffers_allocated_on_one_stream_are_used_on_another() {
    let dir = TempDir::new("cb-streams");
    let (json, log) = (dir.0.join("stats.json"), dir.0.join("renderer.log"));
    let renderer = Renderer::start_logged(
        &dir.0,
        &["--stats-json", json.to_str().unwrap()],
        Some(&log),
    );
    run(&dir.0, &renderer, "streams", &[], &["two streams"], &log);
    let s = stats(&json, 1);
    drop(renderer);
    assert!(s["streams"].as_u64().unwrap() >= 2, "{s}");
    assert!(s["ordering_waits"].as_u64().unwrap() >= 1, "{s}");
    assert_eq!(
        s["commands"]["vkAllocateCommandBuffers"],
        (PRIMARIES / PER_CALL) as u64,
        "{s}"
    );
}

/// A command buffer allocation that fails (past `--max-objects`) loses the client's device:
/// its next call with a result returns `VK_ERROR_DEVICE_LOST`; naming a command buffer that
/// was never made drops that client with a log line naming the failure, and the renderer
/// goes on serving the next client.
#[test]
fn a_failed_allocation_loses_the_device_and_only_that_client() {
    let dir = TempDir::new("cb-lost");
    let log = dir.0.join("renderer.log");
    let renderer = Renderer::start_logged(&dir.0, &["--max-objects", "100"], Some(&log));
    run(
        &dir.0,
        &renderer,
        "lost",
        &[],
        &["allocation failure reported", "lost"],
        &log,
    );
    run(
        &dir.0,
        &renderer,
        "rounds",
        &[("VKRELAY_CB_ROUNDS", "1")],
        &["rounds"],
        &log,
    );
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("a command the client did not wait for failed; its device is lost"),
        "{text}"
    );
    let dropped = text
        .lines()
        .find(|l| l.contains("dropping client"))
        .unwrap_or_else(|| panic!("no client dropped:\n{text}"));
    for part in [
        "bad vkBeginCommandBuffer request",
        "vkAllocateCommandBuffers failed with ERROR_OUT_OF_HOST_MEMORY",
        "never made",
    ] {
        assert!(dropped.contains(part), "{part}: {dropped}");
    }
    assert!(!text.contains("panicked"), "{text}");
    drop(renderer);
}
