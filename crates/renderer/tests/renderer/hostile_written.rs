//! Hostile `WRITTEN` messages (the application's writes into mapped memory, which the ICD
//! reports under capture, `vk_wire::relay::WRITTEN`), each on its own connection to a
//! renderer serving with `--isolation none`, so that a crash fails the test. A client that
//! was never asked to report (no capture) is dropped for any of them; under capture a
//! malformed one drops its client, and a well-formed one is taken whatever it names: memory
//! that is unknown, not mapped, or mapped, with ranges past its end and every flag bit set. A well-behaved
//! client is served throughout, and the log holds no panic.

use std::time::Duration;

use ash::vk::{self, Handle};
use vk_wire::{args, relay};

use super::client::{Outcome, Raw, behave};
use super::{A_DEVICE, Bad, NEVER, Prefix};
use crate::relay::{Renderer, TempDir};

const A_MEMORY: u64 = 0x40;
const A_MAPPED: u64 = 0x41;

/// A `WRITTEN` of these words, as a hostile message.
fn written(words: &[u64]) -> Bad {
    Bad {
        command: relay::WRITTEN,
        flags: 0,
        payload: words.iter().flat_map(|w| w.to_le_bytes()).collect(),
        prefix: Prefix::Device,
    }
}

/// A fresh client with a device and two allocations of 64 KiB, [`A_MEMORY`] not mapped and
/// [`A_MAPPED`] shared with the client (`MAP_MEMORY`: watched under capture).
fn client(renderer: &Renderer, capture: bool) -> Raw {
    let mut raw = Raw::connect(&renderer.socket);
    behave(&mut raw, Prefix::Device);
    let info = vk::MemoryAllocateInfo::default()
        .allocation_size(1 << 16)
        .memory_type_index(0);
    let mut m = vk::DeviceMemory::from_raw(A_MEMORY);
    let r = raw.call(&args::AllocateMemory {
        device: vk::Device::from_raw(A_DEVICE),
        p_allocate_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_memory: &mut m,
    });
    assert_eq!(r, 0, "vkAllocateMemory");
    let mut m = vk::DeviceMemory::from_raw(A_MAPPED);
    let r = raw.call(&args::AllocateMemory {
        device: vk::Device::from_raw(A_DEVICE),
        p_allocate_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_memory: &mut m,
    });
    assert_eq!(r, 0, "vkAllocateMemory");
    // Under capture the renderer asks the client to report its writes.
    let flags = raw.map_memory(A_DEVICE, A_MAPPED);
    assert_eq!(
        flags & relay::MAP_REPORT_WRITES != 0,
        capture,
        "flags {flags:#x}"
    );
    raw
}

/// Messages that no renderer takes: the entries do not fit their words.
fn malformed() -> Vec<(&'static str, Bad)> {
    let mut ragged = written(&[A_MEMORY, 0, 0]);
    ragged.payload.push(0);
    vec![
        ("a ragged payload", ragged),
        (
            "a count past the words",
            written(&[A_MEMORY, 0, 2, 0, 4096]),
        ),
        ("a cut entry", written(&[A_MEMORY, 0])),
        ("a count of u64::MAX", written(&[A_MEMORY, 0, u64::MAX])),
    ]
}

/// Well-formed messages, whatever they name.
fn well_formed() -> Vec<(&'static str, Bad)> {
    let all = relay::WRITTEN_START | relay::WRITTEN_STOP | !0xff;
    vec![
        ("no entry", written(&[])),
        (
            "unknown memory",
            written(&[NEVER, relay::WRITTEN_START, 1, 0, 4096]),
        ),
        ("memory id 0", written(&[0, 0, 1, 0, 4096])),
        (
            "unmapped memory, ranges past its end, every flag",
            written(&[A_MEMORY, all, 2, u64::MAX, u64::MAX, 1 << 16, 1 << 40]),
        ),
        (
            "mapped memory, ranges past its end, every flag",
            written(&[A_MAPPED, all, 3, u64::MAX, u64::MAX, 1 << 16, 1 << 40, 0, 0]),
        ),
        (
            "mapped memory, started and stopped",
            written(&[
                A_MAPPED,
                relay::WRITTEN_START,
                1,
                0,
                4096,
                A_MAPPED,
                relay::WRITTEN_STOP,
                0,
            ]),
        ),
        (
            "the device as memory",
            written(&[A_DEVICE, relay::WRITTEN_STOP, 1, 0, 1]),
        ),
    ]
}

fn check(
    renderer: &mut Renderer,
    log: &std::path::Path,
    what: &str,
    got: Outcome,
    want: Outcome,
) -> Option<String> {
    if let Some(status) = renderer.child.try_wait().unwrap() {
        panic!(
            "the renderer died ({status}) at {what}:\n{}",
            std::fs::read_to_string(log).unwrap_or_default()
        );
    }
    (got != want).then(|| format!("{what}: {got:?}, expected {want:?}"))
}

#[test]
fn hostile_written_messages_drop_only_their_client() {
    let dir = TempDir::new("hostile-written");
    let mut failures = Vec::new();
    for capture in [false, true] {
        let log = dir.0.join(format!("renderer-{capture}.log"));
        let trace = dir.0.join("hostile.trace");
        let trace = trace.to_str().unwrap();
        let mut flags = vec!["--isolation", "none"];
        if capture {
            flags.extend(["--capture", trace]);
        }
        let mut renderer =
            Renderer::start_env(&dir.0, &flags, &[("VKRELAY_LOG", "warn")], Some(&log));
        let mut good = client(&renderer, capture);
        for (what, bad) in malformed() {
            let got = client(&renderer, capture).attack(&bad, Duration::from_secs(20));
            failures.extend(check(&mut renderer, &log, what, got, Outcome::Dropped));
        }
        for (what, bad) in well_formed() {
            // Without capture nothing asked the client to report: it is dropped.
            let want = if capture {
                Outcome::Accepted
            } else {
                Outcome::Dropped
            };
            let mut raw = client(&renderer, capture);
            for _ in 0..if capture { 3 } else { 1 } {
                let got = raw.attack(&bad, Duration::from_secs(20));
                failures.extend(check(&mut renderer, &log, what, got, want.clone()));
            }
        }
        // The well-behaved client is still served.
        let ok = vk::MemoryAllocateInfo::default()
            .allocation_size(4096)
            .memory_type_index(0);
        let mut m = vk::DeviceMemory::from_raw(A_MEMORY + 2);
        let r = good.call(&args::AllocateMemory {
            device: vk::Device::from_raw(A_DEVICE),
            p_allocate_info: (&raw const ok).cast(),
            p_allocator: std::ptr::null(),
            p_memory: &mut m,
        });
        assert_eq!(r, 0, "the well-behaved client (capture: {capture})");
        assert!(
            renderer.child.try_wait().unwrap().is_none(),
            "the renderer died"
        );
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        assert!(!text.contains("panicked"), "{text}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
