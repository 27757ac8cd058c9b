//! Real clients no one here wrote, through vkrelay on lavapipe: zink (OpenGL on Vulkan) with
//! `glxinfo`, `glxgears` and `glmark2` under a private Xvfb, and the bundled offscreen
//! example, whose PNG must equal the native one byte for byte.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::relay::{LVP_MANIFEST, Renderer, TempDir, run_app};

/// A private X server, stopped on drop.
pub struct Xvfb {
    child: Child,
    /// `:N`
    pub display: String,
}

impl Xvfb {
    pub fn start() -> Xvfb {
        Xvfb::start_with(&[])
    }

    /// [`Xvfb::start`] with more server arguments (e.g. `-extension MIT-SHM` to leave one
    /// out).
    pub fn start_with(extra: &[&str]) -> Xvfb {
        // `-displayfd` makes the server take a free display itself (its lock file is made
        // atomically, so parallel tests never share one) and write the number to the given
        // descriptor only once it accepts connections: no race with a client's first connect.
        // `-noreset`: by default the server resets when its last client disconnects, and a
        // client that connects during the reset is hung up on ("XCB failed to connect to the
        // X server due to error:1"). vulkaninfo connects and disconnects several times in a
        // row (each surface check), and under a parallel test run half its runs failed so.
        for _ in 0..3 {
            let mut child = Command::new("Xvfb")
                .args([
                    "-displayfd",
                    "1",
                    "-screen",
                    "0",
                    "1024x768x24",
                    "-nolisten",
                    "tcp",
                    "-noreset",
                ])
                .args(extra)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("Xvfb must be installed (cargo xtask test installs it)");
            let mut line = String::new();
            let stdout = child.stdout.take().unwrap();
            let read = std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut line);
            if read.is_ok()
                && let Ok(n) = line.trim().parse::<u32>()
            {
                return Xvfb {
                    child,
                    display: format!(":{n}"),
                };
            }
            // It ended without a display (or said something else): try a new server.
            let _ = child.kill();
            let _ = child.wait();
        }
        panic!("Xvfb did not start (three tries)");
    }
}

/// A `width`×`height` window, mapped, on the X server `display` (a new xcb connection), with
/// the connection it was made on.
pub fn window(
    display: &str,
    width: u16,
    height: u16,
) -> (
    x11rb::xcb_ffi::XCBConnection,
    x11rb::protocol::xproto::Window,
) {
    use x11rb::connection::Connection;
    use x11rb::protocol::xproto::{ConnectionExt as _, CreateWindowAux, WindowClass};
    use x11rb::wrapper::ConnectionExt as _;
    let name = std::ffi::CString::new(display).unwrap();
    let (conn, screen) = x11rb::xcb_ffi::XCBConnection::connect(Some(&name)).unwrap();
    let root = conn.setup().roots[screen].root;
    let window = conn.generate_id().unwrap();
    conn.create_window(
        x11rb::COPY_DEPTH_FROM_PARENT,
        window,
        root,
        0,
        0,
        width,
        height,
        0,
        WindowClass::INPUT_OUTPUT,
        0,
        &CreateWindowAux::new().background_pixel(0),
    )
    .unwrap()
    .check()
    .unwrap();
    conn.map_window(window).unwrap().check().unwrap();
    conn.sync().unwrap();
    (conn, window)
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        // SIGTERM lets the server remove its lock file and socket (SIGKILL leaves them, and
        // stale locks pile up on a machine that runs the tests often); SIGKILL if it lingers.
        // SAFETY: kill(2) on our own child's pid.
        unsafe { libc::kill(self.child.id() as libc::pid_t, libc::SIGTERM) };
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(2) {
            if self.child.try_wait().ok().flatten().is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `cmd` as an OpenGL program on zink.
pub fn zink(program: &str, x: &Xvfb) -> Command {
    let mut cmd = Command::new(program);
    cmd.env("DISPLAY", &x.display)
        .env("LIBGL_ALWAYS_SOFTWARE", "1")
        .env("GALLIUM_DRIVER", "zink");
    cmd
}

/// `glxinfo -B` through vkrelay reports zink on lavapipe's llvmpipe.
#[test]
fn zink_glxinfo_reports_zink_on_llvmpipe() {
    let dir = TempDir::new("glxinfo");
    let x = Xvfb::start();
    let renderer = Renderer::start(&dir.0);
    let mut cmd = zink("glxinfo", &x);
    cmd.arg("-B");
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    let renderer_line = stdout
        .lines()
        .find(|l| l.starts_with("OpenGL renderer string"))
        .unwrap_or_else(|| panic!("no renderer string:\n{stdout}"));
    assert!(
        renderer_line.contains("zink (llvmpipe"),
        "{renderer_line}\n{}",
        text(&out.stderr)
    );
}

/// `glxgears` renders through vkrelay for several seconds and reports its frame rate.
#[test]
fn zink_glxgears_runs_for_seconds() {
    let dir = TempDir::new("glxgears");
    let x = Xvfb::start();
    let renderer = Renderer::start(&dir.0);
    let mut cmd = zink("glxgears", &x);
    cmd.env("VK_DRIVER_FILES", crate::relay::manifest(&dir.0))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    // glxgears prints its rate every 5 s of drawing and never exits by itself. Its lines are
    // read as they come, until the first rate (start-up through zink takes seconds on a
    // loaded machine, so no fixed wait would do).
    let (tx, rx) = std::sync::mpsc::channel();
    let lines = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for l in std::io::BufReader::new(lines).lines() {
            if l.map_or(true, |l| tx.send(l).is_err()) {
                break;
            }
        }
    });
    let rate =
        |l: &str| -> Option<f64> { l.split(" = ").nth(1)?.strip_suffix(" FPS")?.parse().ok() };
    let (mut stdout, mut rates) = (String::new(), Vec::new());
    let start = std::time::Instant::now();
    while rates.is_empty() && start.elapsed() < Duration::from_secs(60) {
        match rx.recv_timeout(Duration::from_millis(200)) {
            Ok(l) => {
                rates.extend(rate(&l));
                stdout.push_str(&l);
                stdout.push('\n');
            }
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let still_running = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let out = child.wait_with_output().unwrap();
    let stderr = text(&out.stderr);
    assert!(still_running, "glxgears exited early:\n{stdout}\n{stderr}");
    assert!(
        !rates.is_empty(),
        "no frame rate printed in 60 s:\n{stdout}\n{stderr}"
    );
    // Frames were drawn; how fast is the benchmarks' business, not a test's.
    assert!(rates.iter().all(|&r| r > 0.0), "{rates:?}");
    assert!(
        !stderr.contains("error"),
        "zink or vkrelay reported errors:\n{stderr}"
    );
}

/// A short glmark2 run through vkrelay completes every scene and prints a score.
#[test]
fn zink_glmark2_short_run_scores() {
    let dir = TempDir::new("glmark2");
    let x = Xvfb::start();
    let renderer = Renderer::start(&dir.0);
    let mut cmd = zink("glmark2", &x);
    cmd.args([
        "--off-screen",
        "-s",
        "320x240",
        "-b",
        "build:duration=1",
        "-b",
        "texture:duration=1",
        "-b",
        "shading:shading=phong:duration=1",
    ]);
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    assert!(stdout.contains("zink (llvmpipe"), "{stdout}");
    let scenes = stdout.lines().filter(|l| l.contains(" FPS: ")).count();
    assert_eq!(scenes, 3, "{stdout}");
    let score: u64 = stdout
        .lines()
        .find_map(|l| l.trim().strip_prefix("glmark2 Score:"))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("no score:\n{stdout}"));
    assert!(score > 0, "{stdout}");
}

/// With `--contention-hint always`, the renderer's stream threads always tell the ICD that
/// waking them waits for a CPU: the ICD publishes recorded commands and object changes
/// without waking them, and the next submission or call with a reply wakes them for all.
/// The example's picture still equals native byte for byte, and zink's glmark2 (two
/// streams, whose ordering waits wake each other's threads) runs its scenes.
#[test]
fn messages_sent_without_waking_the_renderer_run_all_the_same() {
    let dir = TempDir::new("deferred");
    let native = offscreen(&dir.0, "native.png", &["--frames", "3"])
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .output()
        .unwrap();
    assert!(native.status.success(), "{}", text(&native.stderr));
    let renderer = Renderer::start_with(&dir.0, &["--contention-hint", "always"]);
    let mut cmd = offscreen(&dir.0, "relay.png", &["--frames", "3"]);
    cmd.env("VKRELAY_LOG", "info");
    let relayed = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stderr = text(&relayed.stderr);
    assert!(relayed.status.success(), "{stderr}");
    assert!(
        stderr.contains("without waking it"),
        "the ICD never sent a message without a wake-up:\n{stderr}"
    );
    let a = std::fs::read(dir.0.join("native.png")).unwrap();
    let b = std::fs::read(dir.0.join("relay.png")).unwrap();
    assert!(a.len() > 1000);
    assert!(
        a == b,
        "the image through vkrelay differs from the native one"
    );

    let x = Xvfb::start();
    let mut cmd = zink("glmark2", &x);
    cmd.env("VKRELAY_LOG", "info").args([
        "--off-screen",
        "-s",
        "320x240",
        "-b",
        "build:duration=1",
        "-b",
        "texture:duration=1",
    ]);
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("without waking it"));
    let scenes = stdout.lines().filter(|l| l.contains(" FPS: ")).count();
    assert_eq!(scenes, 2, "{stdout}");
}

/// Sets its flag when dropped (also when an assertion fails first).
struct StopOnDrop<'a>(&'a std::sync::atomic::AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// glmark2 `texture` through vkrelay while this process keeps every CPU busy, with the
/// renderer's stream threads in the idle class (`--stream-class idle`): such a thread hardly
/// runs, and glmark2, waiting for it, crawled (12–27 fps on a 2-core VM with two busy
/// processes). The renderer notices from the thread's scheduler statistics, says so, and
/// moves the stream to a thread at its own priority; the run completes. The warning shows at
/// the renderer's default log level. (Runs alone: `.config/nextest.toml`.)
#[test]
fn a_starved_stream_moves_to_a_thread_at_the_renderers_priority() {
    let dir = TempDir::new("starved");
    let x = Xvfb::start();
    let log = dir.0.join("renderer.log");
    let renderer = Renderer::start_logged(&dir.0, &["--stream-class", "idle"], Some(&log));
    let stop = std::sync::atomic::AtomicBool::new(false);
    let cpus = std::thread::available_parallelism().unwrap().get();
    let out = std::thread::scope(|s| {
        let _stop = StopOnDrop(&stop);
        for _ in 0..cpus {
            s.spawn(|| {
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
            });
        }
        let mut cmd = zink("glmark2", &x);
        cmd.args(["--off-screen", "-s", "320x240", "-b", "texture:duration=3"]);
        run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(180))
    });
    drop(renderer);
    let stdout = text(&out.stdout);
    let renderer_log = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(
        out.status.success() && stdout.contains(" FPS: "),
        "{stdout}\n{}",
        text(&out.stderr)
    );
    assert!(
        renderer_log.contains("is starved"),
        "no starvation noticed; renderer:\n{renderer_log}\nglmark2:\n{stdout}"
    );
}

/// The bundled example (`examples/offscreen`), built (once per test process) so that it is
/// never older than its sources.
pub fn offscreen_binary() -> PathBuf {
    static BUILT: std::sync::Once = std::sync::Once::new();
    let exe = std::env::current_exe().unwrap();
    let profile_dir = exe.parent().unwrap().parent().unwrap().to_path_buf();
    let bin = profile_dir.join("offscreen");
    BUILT.call_once(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "-p", "offscreen", "--bin", "offscreen"]);
        if profile_dir.file_name().is_some_and(|n| n == "release") {
            cmd.arg("--release");
        }
        let target_dir = profile_dir.parent().unwrap();
        match cmd.env("CARGO_TARGET_DIR", target_dir).status() {
            Ok(status) => assert!(status.success(), "building the offscreen example failed"),
            // No cargo: a test binary carried to another host (`tools/h200/renderer-tests.sh`)
            // runs the example carried beside it.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && bin.exists() => {}
            Err(e) => panic!("cannot run cargo to build the offscreen example: {e}"),
        }
    });
    assert!(bin.exists(), "{} missing", bin.display());
    bin
}

fn offscreen(dir: &Path, out: &str, extra: &[&str]) -> Command {
    let mut cmd = Command::new(offscreen_binary());
    cmd.arg("--out").arg(dir.join(out)).args(extra);
    cmd
}

/// The example's PNG through vkrelay equals the native one byte for byte, and the Khronos
/// validation layer in the application reports nothing.
#[test]
fn offscreen_example_through_vkrelay_equals_native() {
    let dir = TempDir::new("offscreen");
    let native = offscreen(&dir.0, "native.png", &["--frames", "3"])
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .output()
        .unwrap();
    assert!(native.status.success(), "{}", text(&native.stderr));
    let renderer = Renderer::start(&dir.0);
    let relayed = run_app(
        offscreen(&dir.0, "relay.png", &["--frames", "3"]),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(120),
    );
    assert!(relayed.status.success(), "{}", text(&relayed.stderr));
    let a = std::fs::read(dir.0.join("native.png")).unwrap();
    let b = std::fs::read(dir.0.join("relay.png")).unwrap();
    assert!(a.len() > 1000);
    assert!(
        a == b,
        "the image through vkrelay differs from the native one"
    );

    let validated = run_app(
        offscreen(&dir.0, "validated.png", &["--frames", "2", "--validate"]),
        &dir.0,
        &renderer.socket,
        Duration::from_secs(180),
    );
    assert!(
        validated.status.success(),
        "validation reported problems through vkrelay:\n{}",
        text(&validated.stderr)
    );
}

/// The application half of [`a_client_that_dies_leaves_nothing_behind`]: makes objects of
/// many types (shared host-visible memory mapped and written included) and exits without
/// destroying any.
#[test]
#[ignore = "helper process of a_client_that_dies_leaves_nothing_behind"]
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
        let buffer = device
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(4096)
                    .usage(vk::BufferUsageFlags::TRANSFER_SRC),
                None,
            )
            .unwrap();
        let req = device.get_buffer_memory_requirements(buffer);
        let props = instance.get_physical_device_memory_properties(pd);
        let ty = (0..props.memory_type_count)
            .find(|&i| {
                req.memory_type_bits & (1 << i) != 0
                    && props.memory_types[i as usize]
                        .property_flags
                        .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
            })
            .unwrap();
        let mem = device
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            )
            .unwrap();
        device.bind_buffer_memory(buffer, mem, 0).unwrap();
        let p = device
            .map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            .unwrap()
            .cast::<u8>();
        p.write_bytes(0x5a, 4096);
        let pool = device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(2),
            )
            .unwrap();
        device
            .create_pipeline_layout(&vk::PipelineLayoutCreateInfo::default(), None)
            .unwrap();
        // A synchronous call, so everything above has reached the renderer.
        device.device_wait_idle().unwrap();
        println!("LEAKED");
        std::process::exit(0);
    }
}

/// A client that exits without destroying anything: the renderer destroys its objects (and
/// says how many), then its device and instance, closes every descriptor the client made it
/// open (its count of open fds is back where it was), and goes on serving others.
#[test]
fn a_client_that_dies_leaves_nothing_behind() {
    let dir = TempDir::new("leaky");
    let socket = dir.0.join("vkrelay.sock");
    let log = dir.0.join("renderer.log");
    let mut renderer = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["serve", "--socket"])
        .arg(&socket)
        // One process, so that what a client leaves behind stays in the counted one.
        .args(["--isolation", "none"])
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .env("VKRELAY_LOG", "info")
        .stdin(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !socket.exists() {
        assert!(start.elapsed() < Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(20));
    }
    // A first client, so that what the driver opens once and keeps is open before the count.
    let fd_dir = format!("/proc/{}/fd", renderer.id());
    let fds = || std::fs::read_dir(&fd_dir).unwrap().count();
    let mut warm = Command::new("vulkaninfo");
    warm.arg("--summary");
    assert!(
        run_app(warm, &dir.0, &socket, Duration::from_secs(120))
            .status
            .success()
    );
    let gone = |n: usize| {
        let start = Instant::now();
        while strip_ansi(&std::fs::read_to_string(&log).unwrap())
            .matches("client gone")
            .count()
            < n
        {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no 'client gone'"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    gone(1);
    // What the warm-up client's session owned closes as its teardown ends, just after "client
    // gone" is logged: the count is taken once it has held still for a second (under load the
    // teardown can take that long; a count taken earlier would include them).
    let before = {
        let start = Instant::now();
        let (mut last, mut since) = (fds(), Instant::now());
        while since.elapsed() < Duration::from_secs(1) {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the count never settled"
            );
            std::thread::sleep(Duration::from_millis(50));
            let now = fds();
            if now != last {
                (last, since) = (now, Instant::now());
            }
        }
        last
    };
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "clients::leaky_client",
            "--ignored",
            "--nocapture",
        ])
        .env("VKRELAY_TEST_ICD", crate::relay::icd_library())
        .env("VKRELAY_SERVER_PATH", &socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .output()
        .unwrap();
    assert!(
        text(&out.stdout).contains("LEAKED"),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    // The renderer notices the client is gone and tears down.
    let mut destroyed = None;
    let start = Instant::now();
    while destroyed.is_none() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(100));
        destroyed = strip_ansi(&std::fs::read_to_string(&log).unwrap())
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
    }
    // fence, semaphore, buffer, memory, command pool, pipeline layout.
    assert_eq!(
        destroyed,
        Some(6),
        "{}",
        std::fs::read_to_string(&log).unwrap()
    );
    assert!(renderer.try_wait().unwrap().is_none(), "the renderer died");
    gone(2);
    // The client's socket, rings and shared memory are closed (the stream's thread closes its
    // connection just after the client's teardown is logged: give it up to 10 s).
    let start = Instant::now();
    while fds() != before && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let open: Vec<String> = std::fs::read_dir(&fd_dir)
        .unwrap()
        .filter_map(|e| std::fs::read_link(e.ok()?.path()).ok())
        .map(|p| p.display().to_string())
        .collect();
    assert_eq!(
        fds(),
        before,
        "open descriptors before and after the leaky client; open now: {open:?}"
    );
    let mut cmd = Command::new("vulkaninfo");
    cmd.arg("--summary");
    let ok = run_app(cmd, &dir.0, &socket, Duration::from_secs(120));
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    let _ = renderer.kill();
    let _ = renderer.wait();
}

/// `s` without terminal colour sequences (`ESC [ ... m`).
fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}
