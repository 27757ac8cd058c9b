//! Event status through the real path (Khronos loader → ICD → renderer → lavapipe): the ICD
//! answers with no message whenever it knows the state (host calls, and device writes of
//! submissions shown complete by a fence, a timeline semaphore or a queue wait, where those
//! submissions agree on what they do to it; otherwise after asking the renderer once); a
//! status while a submission that may write the event is pending is read from the event's
//! slot, which the device writes (the renderer with `VKRELAY_EVENT_SLOTS=off`). A
//! self-spawned client
//! ([`events_client`]) runs the Vulkan calls, asserts their results, prints one line per
//! passed case and, last, how many statuses it asked of each kind of event; the renderer's
//! `--stats-json` counts the `vkGetEventStatus` messages that reached it.

use std::process::Command;
use std::time::{Duration, Instant};

use ash::vk;

use crate::relay::{Renderer, TempDir, icd_library, run_app};
use crate::sync::stats_lines;

#[path = "events/gpu.rs"]
mod gpu;

use gpu::Gpu;

fn passed(case: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "PASSED {case}").unwrap();
    out.flush().unwrap();
}

/// Every status case on real events. `g.status(e, true)` where the status must go to the
/// renderer (a submission that may write `e` is pending, or completed and the state is not
/// known yet), `false` where the ICD knows it.
fn cases(g: &Gpu) {
    use vk::Result as R;
    // Only the host sets and resets it.
    let e = g.event();
    assert_eq!(g.status(e, false), R::EVENT_RESET);
    for _ in 0..50 {
        g.set(e);
        assert_eq!(g.status(e, false), R::EVENT_SET);
        g.set(e);
        assert_eq!(g.status(e, false), R::EVENT_SET);
        g.reset(e);
        assert_eq!(g.status(e, false), R::EVENT_RESET);
    }
    passed("host set and reset");

    // Set by the host, waited on by the device: still only the host changes it.
    let f = g.fence();
    g.set(e);
    g.submit(f, |cb| {
        // SAFETY: recording into `cb`; `e` is set by the host before the submission.
        unsafe {
            g.device.cmd_wait_events(
                cb,
                &[e],
                vk::PipelineStageFlags::HOST,
                vk::PipelineStageFlags::ALL_COMMANDS,
                &[],
                &[],
                &[],
            )
        }
    });
    g.wait(f);
    assert_eq!(g.status(e, false), R::EVENT_SET);
    g.reset(e);
    assert_eq!(g.status(e, false), R::EVENT_RESET);
    passed("host set, device wait");

    // Set and reset by command buffers: once the fence shows the submission complete, the
    // ICD knows what it did; host calls after that are known too.
    let d = g.event();
    assert_eq!(g.status(d, false), R::EVENT_RESET);
    let all = vk::PipelineStageFlags::ALL_COMMANDS;
    // SAFETY: recording into the command buffer given.
    g.submit(f, |cb| unsafe { g.device.cmd_set_event(cb, d, all) });
    g.wait(f);
    assert_eq!(g.status(d, false), R::EVENT_SET);
    assert_eq!(g.status(d, false), R::EVENT_SET);
    // SAFETY: as above.
    g.submit(f, |cb| unsafe { g.device.cmd_reset_event(cb, d, all) });
    g.wait(f);
    assert_eq!(g.status(d, false), R::EVENT_RESET);
    g.set(d);
    assert_eq!(g.status(d, false), R::EVENT_SET);
    g.reset(d);
    assert_eq!(g.status(d, false), R::EVENT_RESET);
    passed("set and reset by a command buffer");

    // The synchronization2 commands.
    let d2 = g.event();
    let barrier = [vk::MemoryBarrier2::default()
        .src_stage_mask(vk::PipelineStageFlags2::ALL_COMMANDS)
        .dst_stage_mask(vk::PipelineStageFlags2::HOST)];
    let dep = vk::DependencyInfo::default().memory_barriers(&barrier);
    let all2 = vk::PipelineStageFlags2::ALL_COMMANDS;
    // SAFETY: recording into the command buffer given.
    g.submit(f, |cb| unsafe { g.device.cmd_set_event2(cb, d2, &dep) });
    g.wait(f);
    assert_eq!(g.status(d2, false), R::EVENT_SET);
    // SAFETY: as above.
    g.submit(f, |cb| unsafe { g.device.cmd_reset_event2(cb, d2, all2) });
    g.wait(f);
    assert_eq!(g.status(d2, false), R::EVENT_RESET);
    passed("set2 and reset2 by a command buffer");

    // A submission without a fence or a signal sets it: the host polls its status (each time
    // the renderer's) until it shows; once the queue is idle the ICD knows.
    let d3 = g.event();
    // SAFETY: recording into the command buffer given.
    g.submit(vk::Fence::null(), |cb| unsafe {
        g.device.cmd_set_event(cb, d3, all)
    });
    g.poll_pending(d3, R::EVENT_SET);
    // SAFETY: a queue of the device, used by this thread only.
    unsafe { g.device.queue_wait_idle(g.queue) }.unwrap();
    assert_eq!(g.status(d3, false), R::EVENT_SET);
    // Likewise after `vkDeviceWaitIdle`.
    // SAFETY: recording into the command buffer given.
    g.submit(vk::Fence::null(), |cb| unsafe {
        g.device.cmd_reset_event(cb, d3, all)
    });
    // SAFETY: a live device, its queue used by this thread only.
    unsafe { g.device.device_wait_idle() }.unwrap();
    assert_eq!(g.status(d3, false), R::EVENT_RESET);
    passed("status after submission");

    // A fence of a later submission on the queue shows the earlier one complete.
    let d4 = g.event();
    // SAFETY: recording into the command buffer given.
    g.submit(vk::Fence::null(), |cb| unsafe {
        g.device.cmd_set_event(cb, d4, all)
    });
    g.submit(f, |_| {});
    g.wait(f);
    assert_eq!(g.status(d4, false), R::EVENT_SET);
    passed("a later fence");

    // Set by a secondary command buffer that a primary executes.
    let d5 = g.event();
    let secondary = g.secondary(|cb| {
        // SAFETY: recording into the command buffer given.
        unsafe { g.device.cmd_set_event(cb, d5, all) }
    });
    // SAFETY: recording into the command buffer given; `secondary` is executable.
    let primary = g.record(|cb| unsafe { g.device.cmd_execute_commands(cb, &[secondary]) });
    // Held back until the host signals `hold`: pending, not set.
    let hold = g.timeline();
    let (waits, values, stages) = ([hold], [1u64], [vk::PipelineStageFlags::ALL_COMMANDS]);
    let mut info = vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
    let cbs = [primary];
    let s = vk::SubmitInfo::default()
        .command_buffers(&cbs)
        .wait_semaphores(&waits)
        .wait_dst_stage_mask(&stages)
        .push_next(&mut info);
    // SAFETY: an executable command buffer and a timeline semaphore of this device.
    unsafe { g.device.queue_submit(g.queue, &[s], f) }.unwrap();
    assert_eq!(g.status(d5, !g.slots), R::EVENT_RESET);
    g.signal(hold, 1);
    g.wait(f);
    assert_eq!(g.status(d5, false), R::EVENT_SET);
    // SAFETY: no batch uses it any more.
    unsafe { g.device.destroy_semaphore(hold, None) };
    passed("set by a secondary command buffer");

    // A recorded command that is never submitted changes nothing.
    let d6 = g.event();
    g.set(d6);
    // SAFETY: recording into the command buffer given.
    g.record(|cb| unsafe { g.device.cmd_reset_event(cb, d6, all) });
    assert_eq!(g.status(d6, false), R::EVENT_SET);
    passed("recorded, not submitted");

    // One command buffer sets and resets it: the order is the device's, so the renderer is
    // asked once after the submission, then the ICD knows.
    let d7 = g.event();
    g.submit(f, |cb| {
        // SAFETY: recording into the command buffer given.
        unsafe {
            g.device.cmd_set_event(cb, d7, all);
            g.device.cmd_reset_event(cb, d7, all);
        }
    });
    g.wait(f);
    let r = g.status(d7, true);
    assert!(r == R::EVENT_SET || r == R::EVENT_RESET, "{r:?}");
    assert_eq!(g.status(d7, false), r);
    // A host call while a submission that writes it is pending: likewise.
    g.set(d7);
    // SAFETY: recording into the command buffer given.
    g.submit(f, |cb| unsafe { g.device.cmd_reset_event(cb, d7, all) });
    g.set(d7);
    g.wait(f);
    let r = g.status(d7, true);
    assert!(r == R::EVENT_SET || r == R::EVENT_RESET, "{r:?}");
    assert_eq!(g.status(d7, false), r);
    passed("set and reset in one submission, or beside a host call");

    // A timeline semaphore the submission signals shows it complete: waited for, or only
    // read (`vkGetSemaphoreCounterValue`, answered from the feedback page).
    let t = g.timeline();
    let d8 = g.event();
    // SAFETY: recording into the command buffer given.
    let set8 = g.record(|cb| unsafe { g.device.cmd_set_event(cb, d8, all) });
    g.submit_batches(&[(vec![set8], Some((t, 1)))]);
    g.wait_value(t, 1);
    assert_eq!(g.status(d8, false), R::EVENT_SET);
    // SAFETY: recording into the command buffer given.
    let reset8 = g.record(|cb| unsafe { g.device.cmd_reset_event(cb, d8, all) });
    g.submit_batches(&[(vec![reset8], Some((t, 2)))]);
    let start = Instant::now();
    // SAFETY: a live timeline semaphore of the device.
    while unsafe { g.device.get_semaphore_counter_value(t) }.unwrap() < 2 {
        assert!(start.elapsed() < Duration::from_secs(20), "2 never showed");
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(g.status(d8, false), R::EVENT_RESET);
    passed("a timeline signal");

    // A signal only proves what comes before it: one of an earlier batch, or a
    // vkQueueSubmit2 signal whose stage mask is not ALL_COMMANDS, leaves the event pending.
    let d9 = g.event();
    // SAFETY: recording into the command buffer given.
    let set9 = g.record(|cb| unsafe { g.device.cmd_set_event(cb, d9, all) });
    g.submit_batches(&[(vec![], Some((t, 3))), (vec![set9], None)]);
    g.wait_value(t, 3);
    let r = g.status(d9, !g.slots);
    assert!(r == R::EVENT_SET || r == R::EVENT_RESET, "{r:?}");
    // SAFETY: a queue of the device, used by this thread only.
    unsafe { g.device.queue_wait_idle(g.queue) }.unwrap();
    assert_eq!(g.status(d9, false), R::EVENT_SET);
    // SAFETY: recording into the command buffer given.
    let reset9 = g.record(|cb| unsafe { g.device.cmd_reset_event(cb, d9, all) });
    g.submit2(&[reset9], t, 4, vk::PipelineStageFlags2::TRANSFER);
    g.wait_value(t, 4);
    let r = g.status(d9, !g.slots);
    assert!(r == R::EVENT_SET || r == R::EVENT_RESET, "{r:?}");
    g.submit2(&[], t, 5, all2);
    g.wait_value(t, 5);
    assert_eq!(g.status(d9, false), R::EVENT_RESET);
    // As DXVK submits: vkCmdSetEvent2, and a signal at the bottom of the pipe.
    // SAFETY: recording into the command buffer given.
    let set9 = g.record(|cb| unsafe { g.device.cmd_set_event2(cb, d9, &dep) });
    g.submit2(&[set9], t, 6, vk::PipelineStageFlags2::BOTTOM_OF_PIPE);
    g.wait_value(t, 6);
    assert_eq!(g.status(d9, false), R::EVENT_SET);
    passed("signals that prove only earlier work");

    // A fence the application never waited for alone: the feedback page shows it signalled.
    let d10 = g.event();
    let never = g.fence();
    // SAFETY: recording into the command buffer given.
    g.submit(f, |cb| unsafe { g.device.cmd_set_event(cb, d10, all) });
    // SAFETY: live fences of the device; `f` is signalled by the submission above.
    unsafe { g.device.wait_for_fences(&[f, never], false, u64::MAX) }.unwrap();
    assert_eq!(g.status(d10, false), R::EVENT_SET);
    g.wait(f);
    passed("a fence on the feedback page");

    // As DXVK's event queries use events: reset on the host, set by a submission (here held
    // back by a timeline wait, with no fence), polled until set, then recycled. While the
    // submission is pending the statuses come from the slot; once the slot shows the
    // submission's only write of it, the ICD knows the state (the submission itself not
    // known complete), and the host's reset after it is known too.
    let d11 = g.event();
    let hold = g.timeline();
    // Source stages that only synchronization2 has: the slot's write waits for every stage.
    let copy = [vk::MemoryBarrier2::default()
        .src_stage_mask(vk::PipelineStageFlags2::COPY)
        .dst_stage_mask(vk::PipelineStageFlags2::HOST)];
    let dep_copy = vk::DependencyInfo::default().memory_barriers(&copy);
    for round in 0..3u64 {
        g.reset(d11);
        assert_eq!(g.status(d11, !g.slots && round > 0), R::EVENT_RESET);
        // SAFETY: recording into the command buffer given.
        let set11 = g.record(|cb| unsafe { g.device.cmd_set_event2(cb, d11, &dep_copy) });
        g.submit_held(&[set11], hold, 2 * round + 1);
        for _ in 0..10 {
            assert_eq!(g.status(d11, !g.slots), R::EVENT_RESET);
        }
        g.signal(hold, 2 * round + 1);
        g.poll_pending(d11, R::EVENT_SET);
        assert_eq!(g.status(d11, !g.slots), R::EVENT_SET);
        // Reset by the device (a synchronization2 stage again), set by the host before.
        g.set(d11);
        // SAFETY: recording into the command buffer given.
        let reset11 = g.record(|cb| unsafe {
            g.device
                .cmd_reset_event2(cb, d11, vk::PipelineStageFlags2::CLEAR)
        });
        if !g.slots {
            // Without slots the host call came while the first submission was pending.
            assert_eq!(g.status(d11, true), R::EVENT_SET);
        }
        g.submit_held(&[reset11], hold, 2 * round + 2);
        assert_eq!(g.status(d11, !g.slots), R::EVENT_SET);
        g.signal(hold, 2 * round + 2);
        g.poll_pending(d11, R::EVENT_RESET);
    }
    // SAFETY: a queue of the device, used by this thread only.
    unsafe { g.device.queue_wait_idle(g.queue) }.unwrap();
    // Without slots the host calls made the state unknown: the renderer is asked once.
    assert_eq!(g.status(d11, !g.slots), R::EVENT_RESET);
    assert_eq!(g.status(d11, false), R::EVENT_RESET);
    passed("pending statuses from the event's slot");

    // SAFETY: idle objects of the device.
    unsafe {
        g.device.queue_wait_idle(g.queue).unwrap();
        for x in [e, d, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11] {
            g.device.destroy_event(x, None);
        }
        g.device.destroy_semaphore(hold, None);
        g.device.destroy_fence(f, None);
        g.device.destroy_fence(never, None);
        g.device.destroy_semaphore(t, None);
    }
    // New events start unsignalled and known, whatever handle they get.
    for _ in 0..4 {
        let n = g.event();
        assert_eq!(g.status(n, false), R::EVENT_RESET);
        g.set(n);
        assert_eq!(g.status(n, false), R::EVENT_SET);
        // SAFETY: an idle event.
        unsafe { g.device.destroy_event(n, None) };
    }
    passed("new events");
}

/// The application half of the tests below; `VKRELAY_EVENTS_MODE` picks what it does.
#[test]
#[ignore = "helper process of the events tests"]
fn events_client() {
    let Ok(mode) = std::env::var("VKRELAY_EVENTS_MODE") else {
        return;
    };
    let g = Gpu::new();
    match mode.as_str() {
        "cases" => {
            cases(&g);
            println!(
                "ASKED touched {} host {}",
                g.asked_touched.get(),
                g.asked_host.get()
            );
        }
        "lost" => {
            // `--max-objects` makes one of these creations fail, a command the client does
            // not wait for: the device is lost. `vkDeviceWaitIdle` (a round trip) returns once
            // the renderer has seen the failure.
            let e = g.event();
            g.set(e);
            assert_eq!(g.status(e, false), vk::Result::EVENT_SET);
            for _ in 0..64 {
                let _ = g.event();
            }
            // SAFETY: a live device.
            let idle = unsafe { g.device.device_wait_idle() };
            assert_eq!(idle, Err(vk::Result::ERROR_DEVICE_LOST));
            assert_eq!(g.status(e, false), vk::Result::ERROR_DEVICE_LOST);
            passed("device lost");
            std::mem::forget(g);
        }
        "kill-poll" => {
            // An event that held-back work sets, polled (from its slot) until the renderer's
            // death shows.
            let e = g.event();
            let hold = g.timeline();
            // SAFETY: recording into the command buffer given.
            let set = g.record(|cb| unsafe {
                g.device
                    .cmd_set_event(cb, e, vk::PipelineStageFlags::ALL_COMMANDS)
            });
            g.submit_held(&[set], hold, 1);
            println!("WAITING");
            let start = Instant::now();
            loop {
                match g.status(e, false) {
                    vk::Result::EVENT_RESET => {}
                    vk::Result::ERROR_DEVICE_LOST => break,
                    r => panic!("{r:?}"),
                }
                assert!(start.elapsed() < Duration::from_secs(60), "never lost");
                std::thread::sleep(Duration::from_millis(1));
            }
            passed("renderer killed");
            std::mem::forget(g);
        }
        m => panic!("unknown mode {m}"),
    }
}

fn client(mode: &str) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "events::events_client",
        "--ignored",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("VKRELAY_EVENTS_MODE", mode)
    .env("VKRELAY_TEST_ICD", icd_library());
    cmd
}

const CASES: [&str; 14] = [
    "host set and reset",
    "host set, device wait",
    "set and reset by a command buffer",
    "set2 and reset2 by a command buffer",
    "status after submission",
    "a later fence",
    "set by a secondary command buffer",
    "recorded, not submitted",
    "set and reset in one submission, or beside a host call",
    "a timeline signal",
    "signals that prove only earlier work",
    "a fence on the feedback page",
    "pending statuses from the event's slot",
    "new events",
];

/// Runs the cases with `env` set; the statuses asked (of touched events, of host-only
/// ones) and the renderer's stats.
fn run_cases(tag: &str, env: &[(&str, &str)]) -> ((u64, u64), serde_json::Value) {
    let dir = TempDir::new(tag);
    let json = dir.0.join("stats.json");
    let json_arg = json.to_str().unwrap().to_owned();
    let renderer = Renderer::start_with(&dir.0, &["--stats-json", &json_arg]);
    let mut cmd = client("cases");
    cmd.envs(env.iter().copied());
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}\n{stdout}\n{stderr}", out.status);
    for c in CASES {
        assert!(
            stdout.contains(&format!("PASSED {c}")),
            "{c} not passed:\n{stdout}\n{stderr}"
        );
    }
    let asked = stdout
        .lines()
        .find_map(|l| {
            let w: Vec<&str> = l[l.find("ASKED ")?..].split_whitespace().collect();
            Some((w.get(2)?.parse().ok()?, w.get(4)?.parse().ok()?))
        })
        .unwrap_or_else(|| panic!("no ASKED line:\n{stdout}"));
    let text = stats_lines(&json);
    drop(renderer);
    (
        asked,
        serde_json::from_str(text.lines().last().unwrap()).unwrap(),
    )
}

/// Exactly the statuses the ICD cannot know reach the renderer, and every answer is right:
/// with event slots, those of events whose pending work's order against host calls is not
/// known; without them, those of every pending event too; with the feedback page off, every
/// status, as before.
#[test]
fn known_event_states_are_answered_in_the_icd() {
    let ((touched, host), stats) = run_cases("events-cases", &[]);
    let calls = &stats["commands"];
    assert!(touched > 0 && host > 100, "{touched} {host}");
    assert_eq!(calls["vkGetEventStatus"], touched, "{stats}");
    // vkSetEvent and vkResetEvent went without a reply.
    assert!(calls["vkSetEvent"].as_u64().unwrap() > 100, "{stats}");
    assert_eq!(calls["vkrelay:EventSlots"], 1, "{stats}");
    let on = stats["round_trips"].as_u64().unwrap();

    let ((touched_nos, host_nos), stats) =
        run_cases("events-cases-no-slots", &[("VKRELAY_EVENT_SLOTS", "off")]);
    // The same cases (polls repeat as often as the device takes).
    assert!(host_nos > 100, "{host_nos}");
    assert!(touched_nos > touched + 20, "{touched_nos} {touched}");
    let calls = &stats["commands"];
    assert_eq!(calls["vkGetEventStatus"], touched_nos, "{stats}");
    assert!(calls.get("vkrelay:EventSlots").is_none(), "{stats}");
    let nos = stats["round_trips"].as_u64().unwrap();

    let ((touched_off, host_off), stats) =
        run_cases("events-cases-off", &[("VKRELAY_FEEDBACK", "off")]);
    assert!(host_off > 100, "{host_off}");
    let calls = &stats["commands"];
    assert_eq!(calls["vkGetEventStatus"], touched_off + host_off, "{stats}");
    let off = stats["round_trips"].as_u64().unwrap();
    eprintln!(
        "vkGetEventStatus messages: {touched} of {} statuses (no slots: {touched_nos}, page \
         off: {}); round trips: {on} (no slots: {nos}, page off: {off})",
        touched + host,
        touched_off + host_off
    );
}

/// A failed command the client did not wait for loses the device: an event whose state the
/// ICD knows answers `VK_ERROR_DEVICE_LOST`, as the renderer would.
#[test]
fn a_lost_device_ends_known_event_answers() {
    let dir = TempDir::new("events-lost");
    let renderer = Renderer::start_with(&dir.0, &["--max-objects", "24"]);
    let out = run_app(
        client("lost"),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("PASSED device lost"),
        "{}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The renderer killed while the application polls the status of an event that pending work
/// sets (read from its slot): it turns to `VK_ERROR_DEVICE_LOST`.
#[test]
fn a_renderer_killed_mid_event_poll_ends_it_with_device_lost() {
    let dir = TempDir::new("events-kill-poll");
    crate::sync::kill_while(client("kill-poll"), &dir);
}
