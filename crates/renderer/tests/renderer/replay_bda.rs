//! Buffer device addresses in capture and replay: a client whose compute shader reads and
//! writes buffers named only by their device addresses (`bda_client.rs`), captured through
//! the real loader, vkrelay's ICD and the renderer, then replayed.
//!
//! Where the driver has `bufferDeviceAddressCaptureReplay`, the trace holds each buffer's
//! and allocation's opaque capture address, and replay runs whole and computes what the
//! live run computed. Where it lacks it (lavapipe of Mesa 22.3, CI's), the trace holds none
//! and replay stops at the first `vkGetBufferDeviceAddress`, saying why. Either way a trace
//! with a bad address record stops with an error naming it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use vk_trace::{AddressObject, Reader, Record, Writer};

use crate::relay::{Renderer, TempDir, run_app};
use crate::replay::{holds, info, replay, snapshots, wait_whole};

/// A capture of the client: the trace, the output buffer's bytes after the last
/// submission, and whether the driver offers `bufferDeviceAddressCaptureReplay`.
struct Captured {
    file: PathBuf,
    live: Vec<u8>,
    capture_replay: bool,
}

fn capture(dir: &Path, name: &str) -> Captured {
    let dir = &dir.join(name);
    std::fs::create_dir_all(dir).unwrap();
    let file = dir.join(format!("{name}.trace"));
    let renderer = Renderer::start_with(
        dir,
        &["--isolation", "none", "--capture", file.to_str().unwrap()],
    );
    let live = dir.join("live.bin");
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        "replay_bda::bda_client",
        "--ignored",
        "--nocapture",
    ])
    .env("VKRELAY_TEST_BDA_OUT", &live);
    let out = run_app(cmd, dir, &renderer.socket, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains(&format!("COMPUTED {}", client::FRAMES)),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let capture_replay = stdout.contains("CAPTURE_REPLAY true");
    assert!(
        capture_replay || stdout.contains("CAPTURE_REPLAY false"),
        "{stdout}"
    );
    wait_whole(&file);
    drop(renderer);
    Captured {
        file,
        live: std::fs::read(&live).unwrap(),
        capture_replay,
    }
}

fn records(file: &Path) -> Vec<Record> {
    Reader::new(std::fs::File::open(file).unwrap())
        .collect::<Result<_, _>>()
        .unwrap()
}

fn write(file: &Path, records: &[Record]) {
    let mut w = Writer::new(std::fs::File::create(file).unwrap()).unwrap();
    for r in records {
        w.write(r).unwrap();
    }
    w.finish().unwrap();
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The capture records an opaque address for each of the client's two buffers and two
/// allocations where the driver can reproduce them (none elsewhere). Replay then runs
/// whole, and the output buffer of its last submission (the mapped memory of the frame
/// that submission ends, before any recorded write) holds what the live run computed, which
/// the frame before does not; where the driver cannot, replay stops at the first device
/// address request and says why.
#[test]
fn device_address_traces_replay_at_the_recorded_addresses_or_say_why_not() {
    let dir = TempDir::new("replay-bda");
    let c = capture(&dir.0, "bda");
    let addresses: Vec<AddressObject> = records(&c.file)
        .into_iter()
        .filter_map(|r| match r {
            Record::OpaqueAddress { object, .. } => Some(object),
            _ => None,
        })
        .collect();
    let (whole, frames) = info(&c.file);
    assert!(
        whole && frames == u64::from(client::FRAMES) + 1,
        "{frames} frames"
    );
    let last = frames - 2;
    let out = c.file.with_extension("shots");
    let list = format!("{},{last}", last - 1);
    let r = replay(
        &c.file,
        &[],
        &["--screenshot", &list, "--out", out.to_str().unwrap()],
    );
    let log = text(&r);
    eprintln!(
        "bufferDeviceAddressCaptureReplay on this driver: {} ({} address records)",
        c.capture_replay,
        addresses.len()
    );
    if c.capture_replay {
        let count = |o| addresses.iter().filter(|&&a| a == o).count();
        assert_eq!(
            (count(AddressObject::Buffer), count(AddressObject::Memory)),
            (2, 2),
            "{addresses:?}"
        );
        assert!(r.status.success(), "{log}");
        assert!(
            log.contains(&format!("replayed frames 0-{}:", frames - 1)),
            "{log}"
        );
        assert!(holds(&snapshots(&out, last), &c.live), "{log}");
        assert!(!holds(&snapshots(&out, last - 1), &c.live), "{log}");
    } else {
        assert!(addresses.is_empty(), "{addresses:?}");
        assert!(!r.status.success(), "{log}");
        assert!(
            log.contains("(vkGetBufferDeviceAddress)")
                && log.contains("no device of the replay has bufferDeviceAddressCaptureReplay")
                && log.contains("replay stops here"),
            "{log}"
        );
    }
}

/// An address record of another client stops the replay at that record; where the trace
/// has addresses, one moved elsewhere stops it at the buffer it names (the driver refuses
/// the address) or at the address request (the driver gave another address), with both
/// addresses.
#[test]
fn bad_address_records_stop_the_replay_with_an_error() {
    let dir = TempDir::new("replay-bda-bad");
    let c = capture(&dir.0, "bda");
    let all = records(&c.file);

    let opened = all
        .iter()
        .position(|r| matches!(r, Record::StreamOpened { .. }))
        .unwrap();
    let Record::StreamOpened { client, .. } = all[opened] else {
        unreachable!()
    };
    let mut stranger = all.clone();
    stranger.insert(
        opened + 1,
        Record::OpaqueAddress {
            client: client + 1,
            object: AddressObject::Buffer,
            id: 1,
            address: 0x1000,
        },
    );
    let bad = dir.0.join("stranger.trace");
    write(&bad, &stranger);
    let r = replay(&bad, &[], &[]);
    let log = text(&r);
    assert!(!r.status.success(), "{log}");
    assert!(
        log.contains(&format!(
            "record {}: client {} in a trace of client {client}",
            opened + 1,
            client + 1
        )),
        "{log}"
    );

    if !c.capture_replay {
        // No address records to move on this driver.
        return;
    }
    let mut moved = all;
    let first = moved
        .iter_mut()
        .find_map(|r| match r {
            Record::OpaqueAddress {
                object: AddressObject::Buffer,
                address,
                ..
            } => Some(address),
            _ => None,
        })
        .unwrap();
    *first ^= 0x10_0000;
    let bad = dir.0.join("moved.trace");
    write(&bad, &moved);
    let r = replay(&bad, &[], &[]);
    let log = text(&r);
    assert!(!r.status.success(), "{log}");
    assert!(
        log.contains("at its recorded opaque capture address")
            || (log.contains("(vkGetBufferDeviceAddress)") && log.contains("the capture got")),
        "{log}"
    );
}

/// The application half of the tests above.
#[test]
#[ignore = "helper process of the replay_bda tests"]
fn bda_client() {
    let Some(out) = std::env::var_os("VKRELAY_TEST_BDA_OUT") else {
        return;
    };
    // SAFETY: the tests above run this through the loader into vkrelay's ICD, on lavapipe
    // (Vulkan 1.3, bufferDeviceAddress).
    unsafe { client::run(Path::new(&out)) };
}

#[path = "bda_client.rs"]
mod client;
