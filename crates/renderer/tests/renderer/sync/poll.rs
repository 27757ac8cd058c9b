//! Frame ends that a stream thread in the idle class polls (the renderer's `feedback::poll`):
//! a frame loop whose submissions carry recorded work, each waited for on a timeline
//! semaphore, on a renderer whose replaying streams run in the idle class.

use std::time::Duration;

use ash::vk;

use super::{Gpu, check, client, passed, stats_lines};
use crate::relay::{Renderer, TempDir, begun_command_buffer, run_app};

/// Frames of the loop, each one submission signalling one timeline value.
const FRAMES: u64 = 200;

/// The bytes each frame's command buffer fills (lavapipe runs the fill on its queue thread,
/// so the submission is often still running when `vkQueueSubmit` returns).
const FILL: u64 = 4 << 20;

/// The client half (`VKRELAY_SYNC_MODE=frames`): [`FRAMES`] submissions of one recorded
/// command buffer, each signalling the next value of a timeline semaphore and waited for on
/// it; every 50 frames the semaphore is destroyed right after its last wait and made anew
/// (a stream thread may still hold a copy of it to poll).
pub(super) fn frames(g: &Gpu) {
    let d = &g.device;
    // SAFETY: valid create infos on a live device; every object is destroyed below, after
    // the work that uses it was waited for.
    unsafe {
        let pd = g.instance.enumerate_physical_devices().unwrap()[0];
        let buffer = d
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(FILL)
                    .usage(vk::BufferUsageFlags::TRANSFER_DST),
                None,
            )
            .unwrap();
        let req = d.get_buffer_memory_requirements(buffer);
        let props = g.instance.get_physical_device_memory_properties(pd);
        let ty = (0..props.memory_type_count)
            .find(|&i| req.memory_type_bits & (1 << i) != 0)
            .unwrap();
        let memory = d
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            )
            .unwrap();
        d.bind_buffer_memory(buffer, memory, 0).unwrap();
        let (pool, cb) = begun_command_buffer(d);
        d.cmd_fill_buffer(cb, buffer, 0, FILL, 0x5eed);
        d.end_command_buffer(cb).unwrap();
        let mut c = g.timeline(0);
        for i in 1..=FRAMES {
            if i % 50 == 1 && i > 1 {
                d.destroy_semaphore(c, None);
                c = g.timeline(i - 1);
            }
            let values = [i];
            let mut t = vk::TimelineSemaphoreSubmitInfo::default().signal_semaphore_values(&values);
            let cbs = [cb];
            let sems = [c];
            let s = vk::SubmitInfo::default()
                .command_buffers(&cbs)
                .signal_semaphores(&sems)
                .push_next(&mut t);
            d.queue_submit(g.queue, &[s], vk::Fence::null()).unwrap();
            assert_eq!(
                g.wait_values(&[c], &[i], false, u64::MAX),
                vk::Result::SUCCESS
            );
            assert_eq!(g.value(c), i);
        }
        d.destroy_semaphore(c, None);
        d.destroy_command_pool(pool, None);
        d.destroy_buffer(buffer, None);
        d.free_memory(memory, None);
    }
    passed("frames polled");
}

/// Every frame's end is published once, by the submitting stream, the watcher or a stream
/// thread's poll, and none of the waits is a message. Which of them publishes is the
/// scheduler's choice (a poll needs a CPU that nothing else wants), so the split is printed,
/// not asserted; `feedback::poll`'s unit tests hold the poll to its protocol.
#[test]
fn frame_ends_are_published_once_whoever_sees_them_first() {
    let dir = TempDir::new("sync-poll");
    let json = dir.0.join("stats.json");
    let json_arg = json.to_str().unwrap().to_owned();
    let renderer = Renderer::start_with(
        &dir.0,
        &["--stats-json", &json_arg, "--stream-class", "idle"],
    );
    let out = run_app(
        client("frames"),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    check(&out, &["frames polled"]);
    let text = stats_lines(&json);
    drop(renderer);
    let stats: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    for c in ["vkWaitSemaphores", "vkGetSemaphoreCounterValue"] {
        assert!(
            stats["commands"][c].is_null(),
            "{c} went to the renderer: {stats}"
        );
    }
    let f = &stats["feedback"];
    let n = |k: &str| f[k].as_u64().unwrap_or_else(|| panic!("no {k}: {stats}"));
    let (a, w, p) = (n("at_submission"), n("by_watcher"), n("polled"));
    eprintln!("frame ends: {a} at submission, {w} by the watcher, {p} polled");
    assert_eq!(a + w + p, FRAMES, "{stats}");
}
