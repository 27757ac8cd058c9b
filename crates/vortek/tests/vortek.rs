//! `libvortekrenderer.so` behind a Java stand-in of Winlator's `VortekRendererComponent`
//! (same class, natives and 8-byte request loop), with real clients through vkrelay's ICD on
//! lavapipe.

#[path = "vortek/harness.rs"]
mod harness;
#[path = "vortek/hosted.rs"]
mod hosted;
#[path = "vortek/hosted_capture.rs"]
mod hosted_capture;
#[path = "vortek/hosted_gate.rs"]
mod hosted_gate;

use std::process::{Command, Stdio};
use std::time::Duration;

use harness::{
    Counts, LVP_LIBRARY, Standin, TempDir, Xvfb, client, have_jdk, renderer_binary, run, text,
};

/// `nm -D --defined-only`: the four natives, nothing else.
#[test]
fn the_library_exports_exactly_the_four_natives() {
    let so = harness::built_library("libvortekrenderer.so");
    let out = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(&so)
        .output()
        .expect("nm (binutils) must be installed");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut names: Vec<String> = text(&out.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().nth(2).map(str::to_owned))
        .collect();
    names.sort();
    let prefix = "Java_com_winlator_xenvironment_components_VortekRendererComponent_";
    assert_eq!(
        names,
        [
            "createVkContext",
            "destroyVkContext",
            "handleExtraDataRequest",
            "initVulkanWrapper"
        ]
        .map(|n| format!("{prefix}{n}")),
        "{}",
        so.display()
    );
}

/// The profile `vulkaninfo --json` writes, run in `dir` as a client of `socket`.
fn vulkaninfo_json(dir: &std::path::Path, socket: &std::path::Path) -> String {
    let mut cmd = client(Command::new("vulkaninfo"), dir, socket);
    cmd.arg("--json").current_dir(dir);
    let (ok, out, err) = run(cmd, Duration::from_secs(120));
    assert!(ok, "vulkaninfo --json: {out}\n{err}");
    let file = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("VP_VULKANINFO_"))
        })
        .expect("vulkaninfo --json wrote no profile");
    std::fs::read_to_string(file).unwrap()
}

/// Unmodified `vulkaninfo --json` through the stand-in (Winlator's default options, lavapipe
/// as `libvulkanPath`) equals its output through the standalone renderer (`vkrelay-renderer
/// serve`) on the same driver, line for line; each connection got one createVkContext and one
/// destroyVkContext, and the client left nothing behind.
#[test]
fn vulkaninfo_json_equals_the_standalone_renderers() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("vulkaninfo");
    let standalone_dir = dir.0.join("standalone");
    let vortek_dir = dir.0.join("vortek");
    for d in [&standalone_dir, &vortek_dir] {
        std::fs::create_dir_all(d).unwrap();
    }
    // The standalone renderer: `vkrelay-renderer serve --driver LVP_LIBRARY`.
    let socket = standalone_dir.join("vkrelay.sock");
    let mut serve = Command::new(renderer_binary())
        .args(["serve", "--driver", LVP_LIBRARY, "--socket"])
        .arg(&socket)
        .env("XDG_RUNTIME_DIR", &standalone_dir)
        .env_remove("VKRELAY_CONFIG")
        .stdin(Stdio::null())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while !socket.exists() {
        assert!(
            started.elapsed() < Duration::from_secs(20) && serve.try_wait().unwrap().is_none(),
            "vkrelay-renderer serve did not start listening"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let standalone = vulkaninfo_json(&standalone_dir, &socket);
    let _ = serve.kill();
    let _ = serve.wait();

    let standin = Standin::start(&dir.0, Some(LVP_LIBRARY));
    let vortek = vulkaninfo_json(&vortek_dir, &standin.socket);
    let gone = standin.wait_logged("client gone", 1);
    let (counts, log) = standin.finish();

    let differ: Vec<_> = standalone
        .lines()
        .zip(vortek.lines())
        .filter(|(a, b)| a != b)
        .take(20)
        .collect();
    assert!(standalone.contains("llvmpipe"), "{standalone}");
    assert!(differ.is_empty(), "{differ:#?}");
    assert_eq!(standalone.lines().count(), vortek.lines().count());
    assert!(counts.create >= 1, "{counts:?}\n{log}");
    assert_eq!(
        counts,
        Counts {
            create: counts.create,
            destroy: counts.create,
            extra_data: counts.create,
            ..Counts::default()
        },
        "{log}"
    );
    // One client (vulkaninfo's streams attach to it), which destroyed what it made.
    assert_eq!(gone, 1, "{log}");
    assert!(!log.contains("teardown"), "{log}");
    assert!(!log.contains("ERROR"), "{log}");
}

/// `vkcube` under Xvfb and zink's `glxgears` (several threads: several streams, each a
/// connection and a context) through the stand-in on the system loader; then each
/// connection's context was destroyed and both clients are gone.
#[test]
fn vkcube_and_zink_glxgears_run_through_the_standin() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("wsi");
    let x = Xvfb::start();
    let standin = Standin::start(&dir.0, None);

    let mut cmd = client(Command::new("vkcube"), &dir.0, &standin.socket);
    cmd.args(["--c", "50"]).env("DISPLAY", &x.display);
    let (ok, out, err) = run(cmd, Duration::from_secs(180));
    assert!(ok, "vkcube: {out}\n{err}\n{}", standin.log());
    assert!(
        out.contains("llvmpipe") || err.contains("llvmpipe"),
        "{out}\n{err}"
    );
    assert_eq!(
        standin.wait_logged("client gone", 1),
        1,
        "{}",
        standin.log()
    );

    let mut cmd = client(Command::new("glxgears"), &dir.0, &standin.socket);
    cmd.env("DISPLAY", &x.display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("GALLIUM_DRIVER", "zink");
    let mut child = cmd.spawn().unwrap();
    // glxgears prints its rate every 5 s and never exits by itself: wait for two rates (on a
    // busy machine zink takes seconds to start).
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufRead::lines(std::io::BufReader::new(stdout)) {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut rates = Vec::<f64>::new();
    let start = std::time::Instant::now();
    while rates.len() < 2 && start.elapsed() < Duration::from_secs(60) {
        match rx.recv_timeout(Duration::from_secs(1)) {
            Ok(l) => rates.extend(
                l.split(" = ")
                    .nth(1)
                    .and_then(|r| r.strip_suffix(" FPS")?.parse::<f64>().ok()),
            ),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let still_running = child.try_wait().unwrap().is_none();
    // SIGTERM: it exits as a killed application does, without cleaning up.
    // SAFETY: kill(2) on our own child's pid.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
    let out = child.wait_with_output().unwrap();
    let stderr = text(&out.stderr);
    assert!(still_running, "glxgears exited early:\n{stderr}");
    assert_eq!(rates.len(), 2, "no frame rates within 60 s:\n{stderr}");
    // Frames were drawn; how fast is the benchmarks' business, not a test's.
    assert!(rates.iter().all(|&r| r > 0.0), "{rates:?}");
    assert_eq!(
        standin.wait_logged("client gone", 2),
        2,
        "{}",
        standin.log()
    );
    let (counts, log) = standin.finish();
    // vkcube's connection(s) and glxgears' (zink's threads: more than one).
    assert!(counts.create >= 3, "{counts:?}\n{log}");
    assert_eq!(
        (
            counts.destroy,
            counts.extra_data,
            counts.create_failed,
            counts.extra_data_failed
        ),
        (counts.create, counts.create, 0, 0),
        "{log}"
    );
    assert!(!log.contains("ERROR"), "{log}");
}

/// The client half of [`a_killed_client_leaves_nothing_behind`]: makes objects through
/// vkrelay's ICD (`VKRELAY_TEST_ICD`), says so, and waits to be killed.
#[test]
#[ignore = "helper process of a_killed_client_leaves_nothing_behind"]
fn leaky_client() {
    use ash::vk;
    use vkrelay_renderer::driver::{Driver, DriverSource};

    let Some(icd) = std::env::var_os("VKRELAY_TEST_ICD") else {
        return;
    };
    let driver = Driver::load(&DriverSource::Library(icd.into())).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    // SAFETY: valid create infos; the objects are left on purpose.
    unsafe {
        let instance = driver
            .entry()
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
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default().queue_create_infos(&q),
                None,
            )
            .unwrap();
        device
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        device
            .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
            .unwrap();
        device
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(4096)
                    .usage(vk::BufferUsageFlags::TRANSFER_SRC),
                None,
            )
            .unwrap();
        // A synchronous call, so everything above has reached the renderer.
        device.device_wait_idle().unwrap();
    }
    println!("LEAKED");
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// A client killed with SIGKILL while it holds objects: the renderer destroys them (fence,
/// semaphore, buffer), its context is destroyed, and the next client is served.
#[test]
fn a_killed_client_leaves_nothing_behind() {
    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("killed");
    let standin = Standin::start(&dir.0, Some(LVP_LIBRARY));
    let mut leaky = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "leaky_client", "--ignored", "--nocapture"])
        .env(
            "VKRELAY_TEST_ICD",
            harness::built_library("libvulkan_vkrelay.so"),
        )
        .env("VKRELAY_SERVER_PATH", &standin.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = leaky.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 256];
    while !text(&seen).contains("LEAKED") {
        let n = std::io::Read::read(&mut stdout, &mut buf).unwrap();
        assert!(n > 0, "the leaky client ended early: {}", text(&seen));
        seen.extend_from_slice(&buf[..n]);
    }
    // SAFETY: kill(2) on our own child's pid.
    unsafe { libc::kill(leaky.id() as libc::pid_t, libc::SIGKILL) };
    let _ = leaky.wait();
    assert_eq!(
        standin.wait_logged("client gone", 1),
        1,
        "{}",
        standin.log()
    );
    // "client gone" is logged before the teardown's line.
    standin.wait_logged("teardown: destroyed", 1);
    let teardown = standin
        .log()
        .lines()
        .find(|l| l.contains("teardown"))
        .and_then(|l| {
            l.split("destroyed=")
                .nth(1)?
                .split_whitespace()
                .next()?
                .parse::<usize>()
                .ok()
        });
    assert_eq!(teardown, Some(3), "{}", standin.log());

    let mut cmd = client(Command::new("vulkaninfo"), &dir.0, &standin.socket);
    cmd.arg("--summary");
    let (ok, out, err) = run(cmd, Duration::from_secs(120));
    assert!(ok, "{out}\n{err}\n{}", standin.log());
    assert!(out.contains("llvmpipe"), "{out}");
    assert_eq!(
        standin.wait_logged("client gone", 2),
        2,
        "{}",
        standin.log()
    );
    let (counts, log) = standin.finish();
    assert!(counts.create >= 2, "{counts:?}\n{log}");
    assert_eq!(
        (
            counts.destroy,
            counts.extra_data,
            counts.create_failed,
            counts.extra_data_failed
        ),
        (counts.create, counts.create, 0, 0),
        "{log}"
    );
}

/// Headers by hand: a connection that hangs up before its hello gets a context and loses it;
/// headers that are not requests are ignored; an extra-data request other than the hello is
/// refused (Java then closes the connection).
#[test]
fn unknown_extra_data_is_refused_and_other_headers_ignored() {
    use std::io::{Read, Write};
    use std::os::unix::net::UnixStream;

    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("headers");
    let standin = Standin::start(&dir.0, Some(LVP_LIBRARY));
    let header = |code: u32, len: u32| {
        let mut h = code.to_le_bytes().to_vec();
        h.extend_from_slice(&len.to_le_bytes());
        h
    };
    // {1, 0}, then gone.
    let mut s = UnixStream::connect(&standin.socket).unwrap();
    s.write_all(&header(1, 0)).unwrap();
    drop(s);
    // {1, 0}, a header Java ignores, then extra data 7: refused, the connection closed.
    let mut s = UnixStream::connect(&standin.socket).unwrap();
    s.write_all(&header(1, 0)).unwrap();
    s.write_all(&header(5, 0)).unwrap();
    s.write_all(&header((2 << 16) | 7, 0)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut b = [0u8; 1];
    assert_eq!(s.read(&mut b).unwrap(), 0, "the connection stayed open");
    assert_eq!(
        standin.wait_logged("unknown extra-data request 7", 1),
        1,
        "{}",
        standin.log()
    );
    drop(s);
    let (counts, log) = standin.finish();
    assert_eq!(
        counts,
        Counts {
            create: 2,
            destroy: 2,
            extra_data: 1,
            extra_data_failed: 1,
            ignored: 1,
            ..Counts::default()
        },
        "{log}"
    );
}

/// `VKRELAY_CONFIG` names the renderer's configuration file: one that is not valid fails
/// `initVulkanWrapper` (logged with the file and line), and then every createVkContext
/// returns 0, so Java closes the connection.
#[test]
fn a_bad_configuration_file_refuses_every_context() {
    use std::io::{Read, Write};
    use std::os::unix::net::UnixStream;

    if !have_jdk() {
        return;
    }
    let dir = TempDir::new("badconfig");
    let config = dir.0.join("renderer.toml");
    std::fs::write(&config, "max_memory = \"lots\"\n").unwrap();
    let standin = Standin::start_env(&dir.0, Some(LVP_LIBRARY), &[("VKRELAY_CONFIG", &config)]);
    let mut s = UnixStream::connect(&standin.socket).unwrap();
    s.write_all(&[1, 0, 0, 0, 0, 0, 0, 0]).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    let mut b = [0u8; 1];
    assert_eq!(s.read(&mut b).unwrap(), 0, "the connection stayed open");
    drop(s);
    let (counts, log) = standin.finish();
    assert!(
        log.contains("renderer.toml") && log.contains("line 1"),
        "{log}"
    );
    assert!(log.contains("the Vulkan driver is not loaded"), "{log}");
    assert_eq!(
        counts,
        Counts {
            create: 1,
            create_failed: 1,
            ..Counts::default()
        },
        "{log}"
    );
}
