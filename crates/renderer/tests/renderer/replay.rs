//! `vkrelay-renderer replay` of captures of the bundled example on lavapipe: the replay's own
//! rendering of the last frame equals the picture the live run wrote, byte for byte (also
//! with the clip-distance repair on at capture and off at replay, and the other way round);
//! a trace cut at arbitrary offsets replays what it can and says where it stopped.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use crate::clients::offscreen_binary;
use crate::relay::{Renderer, TempDir, run_app};

/// Captures the example (`app` arguments) through a renderer with `flags`: the trace, once
/// whole, and the example's picture as RGBA8 bytes.
fn capture(dir: &Path, name: &str, flags: &[&str], app: &[&str]) -> (PathBuf, Vec<u8>) {
    capture_env(dir, name, flags, app, &[])
}

/// [`capture`] with `env` set for the example.
fn capture_env(
    dir: &Path,
    name: &str,
    flags: &[&str],
    app: &[&str],
    env: &[(&str, &str)],
) -> (PathBuf, Vec<u8>) {
    // A folder of its own: a renderer's socket is left behind when it is killed.
    let dir = &dir.join(name);
    std::fs::create_dir_all(dir).unwrap();
    let file = dir.join(format!("{name}.trace"));
    let mut serve = vec!["--isolation", "none", "--capture", file.to_str().unwrap()];
    serve.extend_from_slice(flags);
    let renderer = Renderer::start_with(dir, &serve);
    let png = dir.join(format!("{name}.png"));
    let mut cmd = Command::new(offscreen_binary());
    cmd.arg("--out")
        .arg(&png)
        .args(app)
        .envs(env.iter().copied());
    let out = run_app(cmd, dir, &renderer.socket, Duration::from_secs(120));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    wait_whole(&file);
    drop(renderer);
    (file, rgba(&png))
}

/// Waits (up to a minute) until the trace `file` is whole: the renderer finishes it once the
/// client is gone, right after the application exits.
pub(crate) fn wait_whole(file: &Path) {
    let start = std::time::Instant::now();
    while !info(file).0 {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the trace was not finished"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// `trace info FILE`: whether it read the whole file, and the frame count.
pub(crate) fn info(file: &Path) -> (bool, u64) {
    let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["trace", "info"])
        .arg(file)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let frames = text
        .lines()
        .find_map(|l| l.strip_prefix("frames: "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    (
        out.status.success() && text.contains("opened, closed"),
        frames,
    )
}

pub(crate) fn rgba(png: &Path) -> Vec<u8> {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(png).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buf).unwrap();
    assert_eq!(frame.color_type, png::ColorType::Rgba);
    buf.truncate(frame.buffer_size());
    buf
}

/// The command `vkrelay-renderer [flags] replay FILE [args]` on lavapipe.
pub(crate) fn replay_command(file: &Path, flags: &[&str], args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"));
    cmd.args(flags)
        .arg("replay")
        .arg(file)
        .args(args)
        .env("VK_DRIVER_FILES", crate::relay::native_manifest())
        .env_remove("VK_ICD_FILENAMES");
    cmd
}

/// `vkrelay-renderer [flags] replay FILE [args]` on lavapipe.
pub(crate) fn replay(file: &Path, flags: &[&str], args: &[&str]) -> Output {
    replay_command(file, flags, args).output().unwrap()
}

/// The memory snapshots replay wrote for `frame` into `out`.
pub(crate) fn snapshots(out: &Path, frame: u64) -> Vec<(PathBuf, Vec<u8>)> {
    let prefix = format!("frame-{frame}-memory-");
    let mut v: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix))
        })
        .map(|p| {
            let b = std::fs::read(&p).unwrap();
            (p, b)
        })
        .collect();
    v.sort();
    v
}

/// Whether one snapshot starts with the picture's bytes.
pub(crate) fn holds(snaps: &[(PathBuf, Vec<u8>)], picture: &[u8]) -> bool {
    snaps.iter().any(|(_, b)| b.starts_with(picture))
}

/// Replays `file` with screenshots of its last rendered frame (the one before the teardown
/// frame) and of the one before; the last one's readback memory must hold `picture`, the
/// one before's must not (when `distinct`: the example's frames differ), so the bytes come
/// from the replay's own rendering and not from a recorded memory write.
fn replay_gives(file: &Path, flags: &[&str], picture: &[u8], distinct: bool) {
    let (whole, frames) = info(file);
    assert!(whole && frames >= 3, "{frames} frames");
    let last = frames - 2;
    let out = file.with_extension("shots");
    let list = format!("{},{last}", last - 1);
    let r = replay(
        file,
        flags,
        &["--screenshot", &list, "--out", out.to_str().unwrap()],
    );
    let stdout = String::from_utf8_lossy(&r.stdout);
    assert!(
        r.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&r.stderr)
    );
    assert!(
        stdout.contains(&format!("replayed frames 0-{}:", frames - 1)),
        "{stdout}"
    );
    let shots = snapshots(&out, last);
    assert!(!shots.is_empty(), "{stdout}");
    assert!(
        holds(&shots, picture),
        "no mapped memory of frame {last} holds the live picture: {:?}",
        shots.iter().map(|s| &s.0).collect::<Vec<_>>()
    );
    if distinct {
        assert!(!holds(&snapshots(&out, last - 1), picture));
    }
}

/// The default scene, 3 frames (each of another colour): the replay renders the last frame
/// as the live run did, byte for byte; `--frames` and `--loop` replay it too.
#[test]
fn replaying_the_offscreen_example_renders_its_picture() {
    let dir = TempDir::new("replay");
    let (file, picture) = capture(
        &dir.0,
        "scene",
        &["--capture-screenshots", "1,2,3"],
        &["--frames", "3"],
    );
    replay_gives(&file, &[], &picture, true);
    // Its frames end at submissions: their screenshots (the image each rendered last) from
    // the live run and from replay are the same files, and differ from frame to frame.
    let (_, frames) = info(&file);
    let last = frames - 2;
    let mut pngs = Vec::new();
    for n in [last - 1, last] {
        let mut live = file.as_os_str().to_owned();
        live.push(format!(".frame-{n}.png"));
        let live = std::fs::read(&live).unwrap_or_else(|e| panic!("live frame {n}: {e}"));
        let replayed = std::fs::read(file.with_extension("shots").join(format!("frame-{n}.png")))
            .unwrap_or_else(|e| panic!("replayed frame {n}: {e}"));
        assert!(live == replayed, "frame {n}: the PNG files differ");
        pngs.push(live);
    }
    assert_ne!(pngs[0], pngs[1]);

    // Only up to frame 2, twice: two passes, each stopping after frame 2.
    let r = replay(&file, &[], &["--frames", "1-2", "--loop", "2"]);
    let stdout = String::from_utf8_lossy(&r.stdout);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    assert_eq!(
        stdout
            .lines()
            .filter(|l| l.starts_with("replayed frames 0-2:") && l.contains(" 2 timed frames"))
            .count(),
        2,
        "{stdout}"
    );

    // Where this driver (here: a memory limit) fails an allocation the capture made, replay
    // stops there with the reason, not at a later request naming what was never made.
    let r = replay(&file, &["--max-memory", "4KiB"], &[]);
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "(vkAllocateMemory) failed with ERROR_OUT_OF_DEVICE_MEMORY on this driver \
             where the capture's succeeded"
        ),
        "{stderr}"
    );
}

/// The memory bytes `trace info` counts for each frame.
fn memory_per_frame(file: &Path) -> Vec<u64> {
    let out = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["trace", "info"])
        .arg(file)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.trim_start().starts_with("frame "))
        .map(|l| {
            let (_, tail) = l.rsplit_once("memory writes (").unwrap();
            tail.trim_end_matches(" bytes)").parse().unwrap()
        })
        .collect()
}

/// The example's readback buffer, which a copy fills every frame, is not recorded: the
/// renderer learns that each frame's submission ended (from the fence watcher, or from the
/// host wait it runs when the feedback page is off) before the example does, and hashes
/// those pages again unrecorded. Each frame then records its uniform (16 bytes) alone, and
/// replay's own copies give the live picture.
#[test]
fn device_written_readback_is_left_out_and_replay_renders_it() {
    let dir = TempDir::new("replay-device-writes");
    let app = ["--frames", "12"];
    for (name, env) in [
        ("feedback", &[][..]),
        ("waits", &[("VKRELAY_FEEDBACK", "off")][..]),
    ] {
        let (file, picture) = capture_env(&dir.0, name, &[], &app, env);
        let bytes = memory_per_frame(&file);
        assert_eq!(bytes.len(), 14, "{name}: {bytes:?}");
        // Frame 0 sets up (the texture's staging upload), frame 1's first submission has the
        // readback's first contents; from frame 2 on only the uniform changes.
        assert!(
            bytes[2..13].iter().all(|&b| b > 0 && b < 4096),
            "{name}: memory bytes per frame {bytes:?}"
        );
        replay_gives(&file, &[], &picture, true);
    }
}

/// A trace made with the clip-distance repair replays without it, and one made without it
/// replays with it: both give the live picture.
#[test]
fn clip_distance_traces_replay_with_and_without_the_repair() {
    let dir = TempDir::new("replay-clip");
    let emulate = ["--emulate-missing", "clip-distance"];
    let app = ["--mode", "clip", "--frames", "2"];
    let (repaired, picture) = capture(&dir.0, "repaired", &emulate, &app);
    let (native, native_picture) = capture(&dir.0, "native", &[], &app);
    assert_eq!(picture, native_picture);
    // The example draws the same picture every frame: only the last frame is checked.
    replay_gives(&repaired, &[], &picture, false);
    replay_gives(&native, &emulate, &picture, false);
}

/// A small deterministic generator (xorshift64*) for the cut offsets.
fn offsets(seed: u64, len: usize, n: usize) -> Vec<usize> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            (x.wrapping_mul(0x2545_f491_4f6c_dd1d) % len as u64) as usize
        })
        .collect()
}

/// Cut at arbitrary offsets, a trace replays up to its last complete frame: no crash, an
/// error that says where it stopped.
#[test]
fn a_cut_trace_replays_up_to_its_last_complete_frame() {
    let dir = TempDir::new("replay-cut");
    let (file, _) = capture(&dir.0, "scene", &[], &["--frames", "4"]);
    let bytes = std::fs::read(&file).unwrap();
    let cut = dir.0.join("cut.trace");
    let mut cuts = offsets(0x5eed_1234_abcd_0042, bytes.len(), 6);
    cuts.extend([0, 10, bytes.len() - 1]);
    for at in cuts {
        std::fs::write(&cut, &bytes[..at]).unwrap();
        let r = replay(&cut, &[], &[]);
        let stderr = String::from_utf8_lossy(&r.stderr);
        if r.status.success() {
            // Cut exactly after a chunk: a whole, shorter trace.
            assert!(
                String::from_utf8_lossy(&r.stdout).contains("replayed frames 0-"),
                "cut at {at}: {stderr}"
            );
            continue;
        }
        assert_eq!(r.status.code(), Some(1), "cut at {at}: {stderr}");
        let line = stderr
            .lines()
            .find(|l| l.starts_with("error: replay of"))
            .unwrap_or_else(|| panic!("cut at {at}: {stderr}"));
        assert!(
            line.contains("truncated") && line.contains("the last complete frame replayed: "),
            "cut at {at}: {line}"
        );
    }
}

mod garbage {
    use std::sync::Arc;

    use proptest::prelude::*;
    use vk_trace::Record;
    use vk_wire::relay;
    use vkrelay_renderer::config::Config;
    use vkrelay_renderer::driver::{Driver, DriverSource};
    use vkrelay_renderer::trace::replay::{Options, replay_records};

    /// A message: a header with one of the commands replay treats apart (or any), then
    /// arbitrary bytes; or arbitrary bytes alone.
    fn message() -> impl Strategy<Value = Vec<u8>> {
        let commands = prop_oneof![
            Just(relay::MAP_MEMORY),
            Just(relay::BATCH),
            Just(relay::ASYNC),
            Just(relay::SESSION),
            Just(relay::AFTER),
            Just(relay::WATCH),
            Just(relay::CAPTURE_DESCRIPTOR_DATA),
            Just(vk_wire::id::QUEUE_SUBMIT),
            Just(vk_wire::id::CREATE_INSTANCE),
            Just(vk_wire::id::FREE_MEMORY),
            any::<u32>(),
        ];
        prop_oneof![
            (commands, proptest::collection::vec(any::<u64>(), 0..6))
                .prop_map(|(c, w)| { relay::message(c, 0, &w) }),
            proptest::collection::vec(any::<u8>(), 0..48),
        ]
    }

    fn record() -> impl Strategy<Value = Record> {
        prop_oneof![
            (0u32..2, 0u32..3).prop_map(|(client, stream)| Record::StreamOpened { client, stream }),
            (0u32..2, 0u32..3).prop_map(|(client, stream)| Record::StreamClosed { client, stream }),
            (0u32..3, 0u64..4, message()).prop_map(|(stream, sequence, bytes)| {
                Record::Request {
                    stream,
                    sequence,
                    bytes,
                }
            }),
            (0u32..3, 0u64..4, message()).prop_map(|(stream, sequence, bytes)| Record::Reply {
                stream,
                sequence,
                bytes
            }),
            (
                0u32..2,
                0u64..4,
                prop_oneof![Just(u64::MAX), Just(u64::MAX - 3), 0u64..8192],
                proptest::collection::vec(any::<u8>(), 0..64)
            )
                .prop_map(|(client, memory, offset, bytes)| Record::MemoryWrite {
                    client,
                    memory,
                    offset,
                    bytes
                }),
            (0u64..4).prop_map(|number| Record::Frame { number }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
        /// Whatever records come, replay returns (an error or a summary): the session's
        /// checks and replay's own turn every bad record into an error, never a panic.
        #[test]
        fn replay_takes_any_records(
            records in proptest::collection::vec(record(), 0..12),
            screenshot in any::<bool>(),
        ) {
            static DRIVER: std::sync::OnceLock<Arc<Driver>> = std::sync::OnceLock::new();
            let driver = DRIVER.get_or_init(|| {
                Arc::new(Driver::load(&DriverSource::SystemLoader).expect("a Vulkan driver"))
            });
            let dir = std::env::temp_dir().join(format!("vkrelay-replay-garbage-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let opts = Options {
                screenshots: (0..4).collect(),
                out: Some(dir),
                ..Options::default()
            };
            let mut all = vec![
                Record::StreamOpened { client: 0, stream: 0 },
                Record::Frame { number: 0 },
            ];
            all.extend(records);
            let _ = replay_records(
                all.into_iter().map(Ok),
                Arc::clone(driver),
                Arc::new(Config::default()),
                &opts,
                screenshot.then_some(&opts.screenshots),
            );
        }
    }
}
