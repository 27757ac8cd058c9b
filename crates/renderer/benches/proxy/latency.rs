//! Section 1: sync-call latency, recording and pipeline creation (criterion), and with
//! `--bench` the pipeline burst, native and through vkrelay in the same run.

use std::time::{Duration, Instant};

use ash::vk;
use criterion::Criterion;

use crate::Renderer;
use crate::client::{FenceClient, PendingEvent, Recorder, compute_spirv, library_of};
use crate::serve::{native_manifest, profile_dir};

/// Sync-call latency, and pipeline creation from 4 threads at once (each thread has its own
/// stream through vkrelay), native and through vkrelay in the same run.
pub(crate) fn latency(c: &mut Criterion) {
    let native = FenceClient::new(&library_of(&native_manifest()));
    assert!(native.status());
    let r = Renderer::start("latency");
    // SAFETY: set before this process talks to the renderer; the ICD reads it at its first
    // call, on this thread.
    unsafe { std::env::set_var("VKRELAY_SERVER_PATH", &r.socket) };
    let relayed = FenceClient::new(&profile_dir().join("libvulkan_vkrelay.so"));
    assert!(relayed.status());

    let mut g = c.benchmark_group("sync-call latency: vkGetFenceStatus");
    g.bench_function("native", |b| b.iter(|| native.status()));
    g.bench_function("vkrelay", |b| b.iter(|| relayed.status()));
    g.finish();

    // An event's status while the submission that sets it is pending: read from the event's
    // slot, or (`VKRELAY_EVENT_SLOTS=off`, read by the ICD at each event's creation) asked
    // of the renderer.
    let mut g = c.benchmark_group("vkGetEventStatus, set by pending work");
    {
        let e = PendingEvent::new(&native);
        g.bench_function("native", |b| b.iter(|| assert!(!e.status())));
    }
    for (name, slots) in [("vkrelay", "on"), ("vkrelay, no event slots", "off")] {
        // SAFETY: no other thread of this process reads the environment now.
        unsafe { std::env::set_var("VKRELAY_EVENT_SLOTS", slots) };
        let e = PendingEvent::new(&relayed);
        g.bench_function(name, |b| b.iter(|| assert!(!e.status())));
    }
    // SAFETY: as above.
    unsafe { std::env::remove_var("VKRELAY_EVENT_SLOTS") };
    g.finish();

    // Recording: the driver's own cost per command, against the ICD's (encoding into the
    // command buffer's recording, shipping chunks to the renderer, which replays them).
    let mut g = c.benchmark_group("recording 10 commands (dynamic state, binds, draws)");
    for (name, client) in [("native", &native), ("vkrelay", &relayed)] {
        let mut rec = Recorder::new(client);
        g.bench_function(name, |b| b.iter(|| rec.batch()));
    }
    g.finish();

    // Compiled when a row or the burst needs it: criterion's filter may leave both out, and
    // the shader needs `glslangValidator` (or `VKRELAY_BENCH_COMPUTE_SPV`).
    let spv = std::cell::OnceCell::new();
    let mut g = c.benchmark_group("pipeline creation: 4 threads x 4 compute pipelines");
    g.sample_size(10);
    for (name, client) in [("native", &native), ("vkrelay", &relayed)] {
        let mut layouts = None;
        g.bench_function(name, |b| {
            let spv = spv.get_or_init(compute_spirv);
            let (_, layout) = *layouts.get_or_insert_with(|| client.compute_layout());
            b.iter(|| client.pipelines(spv, layout, 4, 4))
        });
        if let Some((set, layout)) = layouts {
            // SAFETY: the pipelines made with them are destroyed.
            unsafe {
                client.device.destroy_pipeline_layout(layout, None);
                client.device.destroy_descriptor_set_layout(set, None);
            }
        }
    }
    g.finish();
    if std::env::args().any(|a| a == "--bench") && super::section("burst") {
        burst(&native, &relayed, spv.get_or_init(compute_spirv));
    }
    drop(relayed);
    drop(native);
    r.stop();
    eprintln!("(latency rows done)");
}

/// Threads creating pipelines while [`frame_times`] renders, in a burst.
const BURST_THREADS: usize = 3;

/// How long each frame-time measurement runs.
const BURST_WINDOW: Duration = Duration::from_secs(3);

/// Frame times (µs) of one thread that submits a small frame (fills of a 1 MiB buffer) and
/// waits for it, for [`BURST_WINDOW`], while `burst` threads create compute pipelines (a
/// shader module each) the whole time, as DXVK does when a game loads shaders while drawing.
fn frame_times(client: &FenceClient, spv: &[u32], burst: usize) -> Vec<f64> {
    let d = &client.device;
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (set, layout) = client.compute_layout();
    // SAFETY: valid create infos; everything is destroyed at the end, after the GPU is idle.
    unsafe {
        let queue = d.get_device_queue(0, 0);
        let pool = d
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default()
                    .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                None,
            )
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let buffer = d
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(1 << 20)
                    .usage(vk::BufferUsageFlags::TRANSFER_DST),
                None,
            )
            .unwrap();
        let req = d.get_buffer_memory_requirements(buffer);
        let memory = d
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(req.memory_type_bits.trailing_zeros()),
                None,
            )
            .unwrap();
        d.bind_buffer_memory(buffer, memory, 0).unwrap();
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let times = std::thread::scope(|s| {
            for _ in 0..burst {
                s.spawn(|| {
                    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                        client.pipelines(spv, layout, 1, 1);
                    }
                });
            }
            let mut times = Vec::new();
            let start = Instant::now();
            while start.elapsed() < BURST_WINDOW {
                let t = Instant::now();
                d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                    .unwrap();
                for k in 0..16u32 {
                    d.cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, k);
                }
                d.end_command_buffer(cb).unwrap();
                let cbs = [cb];
                let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
                d.queue_submit(queue, &submit, fence).unwrap();
                d.wait_for_fences(&[fence], true, u64::MAX).unwrap();
                d.reset_fences(&[fence]).unwrap();
                times.push(t.elapsed().as_secs_f64() * 1e6);
            }
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            times
        });
        d.device_wait_idle().unwrap();
        d.destroy_fence(fence, None);
        d.destroy_buffer(buffer, None);
        d.free_memory(memory, None);
        d.destroy_command_pool(pool, None);
        d.destroy_pipeline_layout(layout, None);
        d.destroy_descriptor_set_layout(set, None);
        times
    }
}

/// The rendering thread's frame time alone and during a pipeline burst, native and through
/// vkrelay, interleaved (two rounds each).
fn burst(native: &FenceClient, relayed: &FenceClient, spv: &[u32]) {
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[v.len() * 9 / 10], v.len())
    };
    println!(
        "\nframe time of one rendering thread, alone and while {BURST_THREADS} threads create \
         compute pipelines ({} s each, interleaved; median, 90th percentile, frames):",
        BURST_WINDOW.as_secs()
    );
    let mut rows: Vec<(String, Vec<f64>)> = Vec::new();
    for _ in 0..2 {
        for (name, client) in [("native", native), ("vkrelay", relayed)] {
            for (label, n) in [("alone", 0), ("burst", BURST_THREADS)] {
                let t = frame_times(client, spv, n);
                let key = format!("{name:<8} {label}");
                match rows.iter_mut().find(|r| r.0 == key) {
                    Some(r) => r.1.extend(t),
                    None => rows.push((key, t)),
                }
            }
        }
    }
    let mut burst_medians = Vec::new();
    for (key, t) in rows {
        let (m, p90, n) = median(t);
        println!("  {key:<16} {m:9.1} µs  p90 {p90:9.1} µs  ({n} frames)");
        if key.ends_with("burst") {
            burst_medians.push(m);
        }
    }
    if let [n, r] = burst_medians[..] {
        println!(
            "  during the burst, vkrelay's frame time is {:.1} % of native's",
            100.0 * r / n
        );
    }
}
