//! Hostile `WATCH` messages (the feedback page's and the event slots', `vk_wire::relay::WATCH`)
//! and `EVENT_SLOTS` requests, each on its own connection to one renderer serving with
//! `--isolation none`, so that a crash fails the test: sizes, kinds and slots out of the
//! rules, ids of nothing, of another type or of another device, a binary semaphore named as
//! a timeline one, an event of a device without slots, and messages after the client's
//! device is lost. Each bad message must drop its client (and
//! nothing else); valid ones, repeated, must not; a well-behaved client whose fence the
//! renderer watches is still served at the end, and the log holds no panic.

use std::time::Duration;

use ash::vk::{self, Handle};
use vk_wire::{args, relay};

use super::client::{Outcome, Raw, behave};
use super::{A_DEVICE, A_QUEUE, Bad, NEVER, Prefix};
use crate::relay::{Renderer, TempDir};

const A_FENCE: u64 = 0x30;
const A_BINARY: u64 = 0x31;
const A_TIMELINE: u64 = 0x32;
const A_DEVICE2: u64 = 0x33;
const A_FENCE2: u64 = 0x34;
const A_TIMELINE2: u64 = 0x35;
const A_EVENT: u64 = 0x36;
const A_EVENT2: u64 = 0x37;

/// A `WATCH` of these words, as a hostile message.
fn watch(words: &[u64]) -> Bad {
    Bad {
        command: relay::WATCH,
        flags: 0,
        payload: words.iter().flat_map(|w| w.to_le_bytes()).collect(),
        prefix: Prefix::Device,
    }
}

/// An `EVENT_SLOTS` request of these words, as a hostile message.
fn event_slots(words: &[u64]) -> Bad {
    Bad {
        command: relay::EVENT_SLOTS,
        ..watch(words)
    }
}

fn event(raw: &mut Raw, device: u64, id: u64) {
    let info = vk::EventCreateInfo::default();
    let mut e = vk::Event::from_raw(id);
    let r = raw.call(&args::CreateEvent {
        device: vk::Device::from_raw(device),
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_event: &mut e,
    });
    assert_eq!(r, 0, "vkCreateEvent");
}

fn fence(raw: &mut Raw, device: u64, id: u64) {
    let info = vk::FenceCreateInfo::default();
    let mut f = vk::Fence::from_raw(id);
    let r = raw.call(&args::CreateFence {
        device: vk::Device::from_raw(device),
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_fence: &mut f,
    });
    assert_eq!(r, 0, "vkCreateFence");
}

fn semaphore(raw: &mut Raw, device: u64, id: u64, timeline: bool) {
    let mut t = vk::SemaphoreTypeCreateInfo::default()
        .semaphore_type(vk::SemaphoreType::TIMELINE)
        .initial_value(1);
    let mut info = vk::SemaphoreCreateInfo::default();
    if timeline {
        info = info.push_next(&mut t);
    }
    let mut s = vk::Semaphore::from_raw(id);
    let r = raw.call(&args::CreateSemaphore {
        device: vk::Device::from_raw(device),
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_semaphore: &mut s,
    });
    assert_eq!(r, 0, "vkCreateSemaphore");
}

/// The hostile client's objects beyond [`Prefix::Device`]'s: its feedback page, a fence, a
/// binary and a timeline semaphore and an event on its device, whose event slots it asked
/// for, and a second device (timeline semaphores enabled on both) with a fence, a timeline
/// semaphore and an event of its own, without slots.
fn objects(raw: &mut Raw, physical: u64) {
    raw.feedback();
    fence(raw, A_DEVICE, A_FENCE);
    semaphore(raw, A_DEVICE, A_BINARY, false);
    semaphore(raw, A_DEVICE, A_TIMELINE, true);
    event(raw, A_DEVICE, A_EVENT);
    raw.event_slots(A_DEVICE);
    let prio = [1.0f32];
    let q = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&prio)];
    let mut f12 = vk::PhysicalDeviceVulkan12Features::default().timeline_semaphore(true);
    let info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&q)
        .push_next(&mut f12);
    let mut device = vk::Device::from_raw(A_DEVICE2);
    let r = raw.call(&args::CreateDevice {
        physical_device: vk::PhysicalDevice::from_raw(physical),
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_device: &mut device,
    });
    assert_eq!(r, 0, "vkCreateDevice");
    fence(raw, A_DEVICE2, A_FENCE2);
    semaphore(raw, A_DEVICE2, A_TIMELINE2, true);
    event(raw, A_DEVICE2, A_EVENT2);
}

const FENCE: u64 = relay::WATCH_FENCE;
const TIMELINE: u64 = relay::WATCH_TIMELINE;
const EVENT: u64 = relay::WATCH_EVENT;

/// Bad messages, each named: every one must drop its client.
fn bad_messages() -> Vec<(&'static str, Bad)> {
    let slots = u64::from(shm_ring::feedback::SLOTS);
    // What the renderer gives a device (`feedback::events::SLOTS`).
    let event_slot_count = 4096;
    let mut odd = watch(&[FENCE, A_QUEUE, A_FENCE, 0, 1]);
    odd.payload.push(0);
    vec![
        ("four words", watch(&[FENCE, A_QUEUE, A_FENCE, 0])),
        ("six words", watch(&[FENCE, A_QUEUE, A_FENCE, 0, 1, 0])),
        ("41 bytes", odd),
        ("empty", watch(&[])),
        ("kind 0", watch(&[0, A_QUEUE, A_FENCE, 0, 1])),
        ("kind 4", watch(&[4, A_QUEUE, A_FENCE, 0, 1])),
        ("kind u64::MAX", watch(&[u64::MAX, A_QUEUE, A_FENCE, 0, 1])),
        ("slot SLOTS", watch(&[FENCE, A_QUEUE, A_FENCE, slots, 1])),
        ("slot 2^32", watch(&[FENCE, A_QUEUE, A_FENCE, 1 << 32, 1])),
        (
            "slot u64::MAX",
            watch(&[FENCE, A_QUEUE, A_FENCE, u64::MAX, 1]),
        ),
        (
            "fence: unknown queue",
            watch(&[FENCE, NEVER, A_FENCE, 0, 1]),
        ),
        (
            "fence: unknown fence",
            watch(&[FENCE, A_QUEUE, NEVER, 0, 1]),
        ),
        ("fence: queue id 0", watch(&[FENCE, 0, A_FENCE, 0, 1])),
        (
            "fence: a device as queue",
            watch(&[FENCE, A_DEVICE, A_FENCE, 0, 1]),
        ),
        (
            "fence: a semaphore as fence",
            watch(&[FENCE, A_QUEUE, A_TIMELINE, 0, 1]),
        ),
        (
            "fence: of another device than the queue's",
            watch(&[FENCE, A_QUEUE, A_FENCE2, 0, 1]),
        ),
        (
            "timeline: unknown device",
            watch(&[TIMELINE, NEVER, A_TIMELINE, 0, 1]),
        ),
        (
            "timeline: unknown semaphore",
            watch(&[TIMELINE, A_DEVICE, NEVER, 0, 1]),
        ),
        (
            "timeline: a queue as device",
            watch(&[TIMELINE, A_QUEUE, A_TIMELINE, 0, 1]),
        ),
        (
            "timeline: a fence as semaphore",
            watch(&[TIMELINE, A_DEVICE, A_FENCE, 0, 1]),
        ),
        (
            "timeline: a binary semaphore",
            watch(&[TIMELINE, A_DEVICE, A_BINARY, 0, 1]),
        ),
        (
            "timeline: of another device",
            watch(&[TIMELINE, A_DEVICE, A_TIMELINE2, 0, 1]),
        ),
        (
            "event: unknown device",
            watch(&[EVENT, NEVER, A_EVENT, 0, 0]),
        ),
        (
            "event: unknown event",
            watch(&[EVENT, A_DEVICE, NEVER, 0, 0]),
        ),
        (
            "event: a queue as device",
            watch(&[EVENT, A_QUEUE, A_EVENT, 0, 0]),
        ),
        (
            "event: a fence as event",
            watch(&[EVENT, A_DEVICE, A_FENCE, 0, 0]),
        ),
        (
            "event: of another device",
            watch(&[EVENT, A_DEVICE, A_EVENT2, 0, 0]),
        ),
        (
            "event: a device without event slots",
            watch(&[EVENT, A_DEVICE2, A_EVENT2, 0, 0]),
        ),
        (
            "event: slot past the slots",
            watch(&[EVENT, A_DEVICE, A_EVENT, event_slot_count, 0]),
        ),
        ("event slots: no word", event_slots(&[])),
        ("event slots: two words", event_slots(&[A_DEVICE, 0])),
        ("event slots: unknown device", event_slots(&[NEVER])),
        ("event slots: a queue as device", event_slots(&[A_QUEUE])),
        ("event slots: id 0", event_slots(&[0])),
    ]
}

/// Sends `bad` on a fresh hostile client with its objects; what the renderer did.
fn attack(renderer: &Renderer, bad: &Bad) -> Outcome {
    let mut raw = Raw::connect(&renderer.socket);
    let physical = behave(&mut raw, Prefix::Device);
    objects(&mut raw, physical);
    raw.attack(bad, Duration::from_secs(20))
}

#[test]
fn hostile_watch_messages_drop_only_their_client() {
    let dir = TempDir::new("hostile-watch");
    let log = dir.0.join("renderer.log");
    // `--max-objects`: the client that loses its device below makes more.
    let mut renderer = Renderer::start_env(
        &dir.0,
        &["--isolation", "none", "--max-objects", "40"],
        &[("VKRELAY_LOG", "warn")],
        Some(&log),
    );
    let log_text = || std::fs::read_to_string(&log).unwrap_or_default();
    // A well-behaved client whose fence the renderer watches throughout.
    let mut good = Raw::connect(&renderer.socket);
    let physical = behave(&mut good, Prefix::Device);
    objects(&mut good, physical);
    let ok = watch(&[FENCE, A_QUEUE, A_FENCE, 0, 1]);
    assert_eq!(good.attack(&ok, Duration::from_secs(20)), Outcome::Accepted);

    let mut failures = Vec::new();
    let mut check = |what: &str, got: Outcome, want: Outcome, renderer: &mut Renderer| {
        if let Some(status) = renderer.child.try_wait().unwrap() {
            panic!("the renderer died ({status}) at {what}:\n{}", log_text());
        }
        if got != want {
            failures.push(format!("{what}: {got:?}, expected {want:?}"));
        }
    };
    for (what, bad) in bad_messages() {
        let got = attack(&renderer, &bad);
        check(what, got, Outcome::Dropped, &mut renderer);
    }
    // Valid messages, each sent three times on one client: accepted every time.
    for (what, words) in [
        ("fence, repeated", [FENCE, A_QUEUE, A_FENCE, 3, 7]),
        ("timeline, repeated", [TIMELINE, A_DEVICE, A_TIMELINE, 4, 1]),
        ("event, repeated", [EVENT, A_DEVICE, A_EVENT, 4095, 0]),
        (
            "last slot",
            [
                FENCE,
                A_QUEUE,
                A_FENCE,
                u64::from(shm_ring::feedback::SLOTS) - 1,
                1,
            ],
        ),
    ] {
        let mut raw = Raw::connect(&renderer.socket);
        let physical = behave(&mut raw, Prefix::Device);
        objects(&mut raw, physical);
        for _ in 0..3 {
            let got = raw.attack(&watch(&words), Duration::from_secs(20));
            check(what, got, Outcome::Accepted, &mut renderer);
        }
    }
    // After the client's device is lost (a creation it did not wait for fails past
    // `--max-objects`): a well-formed message is ignored whatever it names, a malformed one
    // still drops the client.
    for (what, bad, want) in [
        (
            "lost: unknown fence",
            watch(&[FENCE, A_QUEUE, NEVER, 0, 1]),
            Outcome::Accepted,
        ),
        (
            "lost: a binary semaphore",
            watch(&[TIMELINE, A_DEVICE, A_BINARY, 0, 1]),
            Outcome::Accepted,
        ),
        (
            "lost: kind 4",
            watch(&[4, A_QUEUE, A_FENCE, 0, 1]),
            Outcome::Dropped,
        ),
        (
            "lost: an event of a device without slots",
            watch(&[EVENT, A_DEVICE2, A_EVENT2, 0, 0]),
            Outcome::Accepted,
        ),
        (
            "lost: five words and a byte",
            {
                let mut b = watch(&[FENCE, A_QUEUE, A_FENCE, 0, 1]);
                b.payload.push(0);
                b
            },
            Outcome::Dropped,
        ),
    ] {
        let mut raw = Raw::connect(&renderer.socket);
        let physical = behave(&mut raw, Prefix::Device);
        objects(&mut raw, physical);
        raw.lose_device();
        let got = raw.attack(&bad, Duration::from_secs(20));
        check(what, got, want, &mut renderer);
    }
    // The well-behaved client is still served, and its watch still taken.
    assert_eq!(good.attack(&ok, Duration::from_secs(20)), Outcome::Accepted);
    assert!(
        renderer.child.try_wait().unwrap().is_none(),
        "the renderer died"
    );
    let text = log_text();
    assert!(!text.contains("panicked"), "{text}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
