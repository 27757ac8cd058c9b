//! Threads through the proxy: every thread of a client gets its own stream, a blocking call
//! stalls only its own thread, and an order the application set up between threads is kept
//! across streams. The application halves run in their own process (the ICD has one
//! connection per process) and load the ICD directly, as `leaky_client` does.
//!
//! The timeline and priority tests are in `threads/timeline.rs` and `threads/priority.rs`,
//! the others here; the helper clients' device is in `threads/gpu.rs`, what the threaded
//! client checks in `threads/threaded.rs`, and the renderer and helper processes in
//! `threads/processes.rs`.

use std::process::Stdio;
use std::time::{Duration, Instant};

use ash::vk;

use crate::relay::TempDir;

#[path = "threads/gpu.rs"]
mod gpu;

#[path = "threads/threaded.rs"]
mod threaded;

#[path = "threads/processes.rs"]
mod processes;

#[path = "threads/timeline.rs"]
mod timeline;

#[path = "threads/priority.rs"]
mod priority;

use gpu::{Gpu, SECOND, render_pass_frames, say};
use processes::{helper, number_before, output_within, run_client, start_renderer, stats_line};

/// The application half of [`threads_get_their_own_streams`].
#[test]
#[ignore = "helper process of threads_get_their_own_streams"]
fn threaded_client() {
    let Some(g) = Gpu::new() else { return };
    threaded::queues_are_one_handle(&g);
    threaded::waits_do_not_stall_other_threads(&g);
    threaded::host_waits_time_out_and_let_go_of_their_objects(&g);
    threaded::threads_work_concurrently(&g);
    threaded::recorded_on_one_thread_submitted_on_another(&g);
    threaded::recording_moves_between_threads(&g);
}

/// The application half of `limits::the_icd_goes_on_with_the_streams_the_renderer_allows`:
/// a call while two threads hold their streams in host waits (run with
/// `VKRELAY_FEEDBACK=off`).
#[test]
#[ignore = "helper process of limits::the_icd_goes_on_with_the_streams_the_renderer_allows"]
fn third_stream_client() {
    let Some(g) = Gpu::new() else { return };
    threaded::a_third_stream_while_two_wait(&g);
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
    assert_eq!(
        number_before(&line, " recorded batches"),
        2,
        "the render pass and the barrier after it: {line}"
    );
    // `--stats-json`: the same counters, one JSON line per client. The renderer may write it
    // after the log's line: waited for (30 s at most) before the renderer is stopped.
    let start = std::time::Instant::now();
    let text = loop {
        let text = std::fs::read_to_string(&json).unwrap_or_default();
        if text.ends_with('\n') || start.elapsed() > std::time::Duration::from_secs(30) {
            break text;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    drop(renderer);
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
