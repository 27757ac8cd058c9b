//! Per-client limits: a client past `max_objects` gets `VK_ERROR_OUT_OF_HOST_MEMORY` for its
//! creations (nothing reaches the driver), can create again once it destroyed some, and other
//! clients are served as before.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::relay::{TempDir, icd_library, run_app};
use crate::repairs::{log, logged};

/// The most buffers [`limit_client`] tries to create.
const TRIES: usize = 200;

/// Creates buffers until one fails, prints how many it got and the error, destroys one,
/// creates one again and prints that result. (Buffers, whose creation the ICD waits for:
/// buffers, semaphores, events and views are created without a reply, and one that fails
/// loses the device instead.)
#[test]
#[ignore = "helper process of a_client_past_its_object_limit_gets_out_of_host_memory"]
fn limit_client() {
    use ash::vk;
    use vkrelay_renderer::driver::{Driver, DriverSource};

    let Some(icd) = std::env::var_os("VKRELAY_TEST_ICD") else {
        return;
    };
    let driver = Driver::load(&DriverSource::Library(icd.into())).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: valid create info, no allocator.
    let instance = unsafe { driver.entry().create_instance(&info, None) }.unwrap();
    // SAFETY: live instance.
    let gpu = unsafe { instance.enumerate_physical_devices() }.unwrap()[0];
    let priority = [1.0f32];
    let queue = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&priority)];
    // SAFETY: a live physical device and a valid create info.
    let device = unsafe {
        instance.create_device(
            gpu,
            &vk::DeviceCreateInfo::default().queue_create_infos(&queue),
            None,
        )
    }
    .unwrap();
    let buffer = vk::BufferCreateInfo::default()
        .size(256)
        .usage(vk::BufferUsageFlags::TRANSFER_SRC);
    let mut buffers = Vec::new();
    let mut error = None;
    for _ in 0..TRIES {
        // SAFETY: live device.
        match unsafe { device.create_buffer(&buffer, None) } {
            Ok(f) => buffers.push(f),
            Err(e) => {
                error = Some(e);
                break;
            }
        }
    }
    println!("CREATED {} {:?}", buffers.len(), error);
    // SAFETY: a buffer of this device, unused.
    unsafe { device.destroy_buffer(buffers.pop().unwrap(), None) };
    // SAFETY: live device.
    let again = unsafe { device.create_buffer(&buffer, None) };
    println!("AGAIN {:?}", again.as_ref().err());
    if let Ok(f) = again {
        buffers.push(f);
    }
    for f in buffers {
        // SAFETY: buffers of this device, unused.
        unsafe { device.destroy_buffer(f, None) };
    }
    // SAFETY: nothing of the device is in use.
    unsafe {
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
}

/// With `--max-objects 40`, a client's 40th object fails with `VK_ERROR_OUT_OF_HOST_MEMORY`
/// (its instance, physical device, device and queue count too), a destroyed buffer makes room
/// for one more, the log says so once, and another client is served.
#[test]
fn a_client_past_its_object_limit_gets_out_of_host_memory() {
    let dir = TempDir::new("limits");
    let renderer = logged(&dir.0, &["--max-objects", "40"], &[]);
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "limits::limit_client",
            "--ignored",
            "--nocapture",
        ])
        .env("VKRELAY_TEST_ICD", icd_library())
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", log(&dir.0));
    let created = stdout
        .lines()
        .find_map(|l| l.split("CREATED ").nth(1))
        .unwrap_or_else(|| panic!("{stdout}"));
    let mut parts = created.split_whitespace();
    let n: usize = parts.next().unwrap().parse().unwrap();
    assert!(n > 0 && n < 40, "{created}");
    assert_eq!(
        parts.next(),
        Some("Some(ERROR_OUT_OF_HOST_MEMORY)"),
        "{created}"
    );
    assert!(stdout.contains("AGAIN None"), "{stdout}");
    let l = log(&dir.0);
    assert_eq!(
        l.matches("reached its object limit").count(),
        1,
        "warned not exactly once:\n{l}"
    );
    let mut info = Command::new("vulkaninfo");
    info.arg("--summary");
    let other = run_app(info, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(
        other.status.success(),
        "{}",
        String::from_utf8_lossy(&other.stderr)
    );
}

/// Sends `message` on `conn` and returns its reply's words.
fn ask(conn: &mut shm_ring::handshake::Connection, command: u32, words: &[u64]) -> Vec<u64> {
    use vk_wire::relay;
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

/// With `--max-streams 3`, a client's fourth stream is refused with
/// `VK_ERROR_TOO_MANY_OBJECTS` and closed, the log names the limit, the client's three streams
/// are still served, and another client is served.
#[test]
fn a_client_past_its_stream_limit_is_refused_and_others_are_served() {
    use ash::vk;
    use shm_ring::handshake::{self, HandshakeConfig};
    use vk_wire::relay;

    let dir = TempDir::new("limits-streams");
    let renderer = logged(&dir.0, &["--max-streams", "3"], &[]);
    let config = HandshakeConfig::new(&renderer.socket);
    let mut streams = vec![handshake::connect(&config).unwrap()];
    let w = ask(&mut streams[0], relay::SESSION, &[]);
    let token = w[0];
    for i in 1..3 {
        let mut s = handshake::connect(&config).unwrap();
        assert_eq!(ask(&mut s, relay::ATTACH, &[token]), vec![0, i]);
        streams.push(s);
    }
    let mut fourth = handshake::connect(&config).unwrap();
    let w = ask(&mut fourth, relay::ATTACH, &[token]);
    assert_eq!(
        w[0] as i64,
        i64::from(vk::Result::ERROR_TOO_MANY_OBJECTS.as_raw()),
        "{w:?}"
    );
    let mut buf = Vec::new();
    let err = fourth.reader.recv(1 << 20, &mut buf).unwrap_err();
    assert!(
        matches!(err, shm_ring::Error::PeerClosed | shm_ring::Error::PeerDead),
        "{err}"
    );
    // The client's own streams go on.
    for (i, s) in streams.iter_mut().enumerate() {
        assert_eq!(ask(s, relay::SESSION, &[]), vec![token, i as u64]);
    }
    let l = log(&dir.0);
    assert!(
        l.contains("the client has 3 streams, its limit (max_streams)"),
        "{l}"
    );
    let mut info = Command::new("vulkaninfo");
    info.arg("--summary");
    let other = run_app(info, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(
        other.status.success(),
        "{}",
        String::from_utf8_lossy(&other.stderr)
    );
}

/// Sends `VKRELAY_TEST_MESSAGES` `SESSION` round trips on one stream, printing `REPLY i`
/// after each.
#[test]
#[ignore = "helper process of a_client_past_its_message_rate_is_slowed_and_others_are_not"]
fn rate_client() {
    use shm_ring::handshake::{self, HandshakeConfig};
    use std::io::Write;
    use vk_wire::relay;

    let (Some(socket), Some(n)) = (
        std::env::var_os("VKRELAY_SERVER_PATH"),
        std::env::var("VKRELAY_TEST_MESSAGES").ok(),
    ) else {
        return;
    };
    let n: u64 = n.parse().unwrap();
    let mut conn = handshake::connect(&HandshakeConfig::new(socket)).unwrap();
    let token = ask(&mut conn, relay::SESSION, &[])[0];
    let mut out = std::io::stdout();
    for i in 1..n {
        assert_eq!(ask(&mut conn, relay::SESSION, &[]), vec![token, 0]);
        writeln!(out, "REPLY {i}").unwrap();
        out.flush().unwrap();
    }
    println!("DONE");
}

/// Starts [`rate_client`] for `messages` round trips, its stdout piped.
fn rate_client_process(socket: &std::path::Path, messages: u32) -> std::process::Child {
    Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "limits::rate_client", "--ignored", "--nocapture"])
        .env("VKRELAY_SERVER_PATH", socket)
        .env("VKRELAY_TEST_MESSAGES", messages.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap()
}

/// With `--max-message-rate 20`, a client sending 100 messages as fast as it can gets every
/// reply (it is slowed, not dropped), is counted as slowed and never above 20 messages in a
/// second, and the log says so once; a second client started while the first is held back
/// finishes its 10 messages before the first is done, and was never slowed.
#[test]
fn a_client_past_its_message_rate_is_slowed_and_others_are_not() {
    use std::io::BufRead;

    let dir = TempDir::new("limits-rate");
    let json = dir.0.join("stats.jsonl");
    let renderer = logged(
        &dir.0,
        &[
            "--max-message-rate",
            "20",
            "--stats-json",
            json.to_str().unwrap(),
        ],
        &[],
    );
    let mut fast = rate_client_process(&renderer.socket, 100);
    let mut lines = std::io::BufReader::new(fast.stdout.take().unwrap()).lines();
    // Past its first second's 20 messages: it is being held back now.
    for line in lines.by_ref() {
        if line.unwrap() == "REPLY 30" {
            break;
        }
    }
    let slow = rate_client_process(&renderer.socket, 10);
    let slow_pid = slow.id();
    let slow_out = slow.wait_with_output().unwrap();
    let slow_text = String::from_utf8_lossy(&slow_out.stdout);
    assert!(
        slow_out.status.success() && slow_text.contains("DONE"),
        "{slow_text}"
    );
    // The fast client is still held back: it has at least 70 messages (3 s at 20) to go.
    assert!(
        fast.try_wait().unwrap().is_none(),
        "the fast client finished before the second"
    );
    let rest: Vec<String> = lines.map(Result::unwrap).collect();
    assert!(fast.wait().unwrap().success(), "{rest:?}\n{}", log(&dir.0));
    assert!(rest.iter().any(|l| l == "DONE"), "{rest:?}");
    // Both clients' stats lines (written at their teardown).
    let mut stats = Vec::new();
    for _ in 0..200 {
        stats = std::fs::read_to_string(&json)
            .unwrap_or_default()
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .collect();
        if stats.len() == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let of = |pid: u32| {
        stats
            .iter()
            .find(|s| s["pid"] == pid)
            .unwrap_or_else(|| panic!("no stats of {pid}: {stats:?}"))
    };
    let (f, s) = (of(fast.id()), of(slow_pid));
    assert!(f["slowed_seconds"].as_u64().unwrap() >= 3, "{f}");
    assert_eq!(f["peak_message_rate"], 20, "{f}");
    assert_eq!(s["slowed_seconds"], 0, "{s}");
    assert!(s["peak_message_rate"].as_u64().unwrap() <= 10, "{s}");
    let l = log(&dir.0);
    assert_eq!(
        l.matches("its limit (max_message_rate)").count(),
        1,
        "warned not exactly once:\n{l}"
    );
}

/// vkrelay's ICD against a renderer that allows fewer streams than it would open
/// (`--max-streams 2`, the ICD opens up to 8): the threaded client's checks all pass on the
/// two streams it gets; and a call made while two threads hold both streams in host waits
/// asks for a third, is refused (the log and the ICD say so), and goes on once a wait lets
/// its stream go.
#[test]
fn the_icd_goes_on_with_the_streams_the_renderer_allows() {
    let dir = TempDir::new("limits-icd-streams");
    let renderer = logged(&dir.0, &["--max-streams", "2"], &[]);
    let client = |name: &str, env: &[(&str, &str)]| {
        let out = Command::new(std::env::current_exe().unwrap())
            .args(["--exact", name, "--ignored", "--nocapture"])
            .env("VKRELAY_TEST_ICD", icd_library())
            .env("VKRELAY_SERVER_PATH", &renderer.socket)
            .env("XDG_RUNTIME_DIR", &dir.0)
            .env("VKRELAY_LOG", "warn")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (stdout, stderr) = client("threads::threaded_client", &[]);
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
    // Whether the threaded client needs a third stream depends on how its threads are
    // scheduled; this client always does.
    let (stdout, stderr) = client(
        "threads::third_stream_client",
        &[("VKRELAY_FEEDBACK", "off")],
    );
    assert!(stdout.contains("THIRD STREAM OK"), "{stdout}\n{stderr}");
    assert!(stderr.contains("max_streams limit"), "{stderr}");
    let l = log(&dir.0);
    assert!(l.contains("its limit (max_streams)"), "{l}");
}
