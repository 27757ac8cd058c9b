//! Process isolation (`serve`'s default): a client that crashes its worker loses its device
//! within a second, while another client renders on undisturbed and new clients are served.
//! The crash is either made on purpose (`--test-crash-on`, compiled into test builds) or
//! lavapipe's own (a piglit test that makes it crash natively too).

use std::io::{BufRead, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::clients::{Xvfb, zink};
use crate::relay::{TempDir, icd_library, run_app};
use crate::repairs::{log, logged, wait_for_log};

/// The application name the crashing client gives (what `--test-crash-on` names).
const CRASH_APP: &str = "vkrelay-crash-client";

/// The crashing client, run in its own process: an instance named [`CRASH_APP`] and its
/// devices listed; then, at a line on stdin, `vkCreateDevice` (where the renderer crashes)
/// and one more call, each result printed with the time it took.
#[test]
#[ignore = "helper process of a_crashing_worker_loses_only_its_client"]
fn crash_client() {
    use ash::vk;
    use vkrelay_renderer::driver::{Driver, DriverSource};

    let Some(icd) = std::env::var_os("VKRELAY_TEST_ICD") else {
        return;
    };
    let driver = Driver::load(&DriverSource::Library(icd.into())).unwrap();
    let name = std::ffi::CString::new(CRASH_APP).unwrap();
    let app = vk::ApplicationInfo::default()
        .application_name(&name)
        .api_version(vk::API_VERSION_1_1);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: valid create info, no allocator.
    let instance = unsafe { driver.entry().create_instance(&info, None) }.unwrap();
    // SAFETY: live instance.
    let gpus = unsafe { instance.enumerate_physical_devices() }.unwrap();
    let say = |s: String| {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{s}").unwrap();
        out.flush().unwrap();
    };
    say(format!("READY {}", gpus.len()));
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).unwrap();
    let priority = [1.0f32];
    let queue = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&priority)];
    let create = vk::DeviceCreateInfo::default().queue_create_infos(&queue);
    let t = Instant::now();
    // SAFETY: a live physical device and a valid create info.
    let r = unsafe { instance.create_device(gpus[0], &create, None) };
    say(format!("RESULT {:?} {}", r.err(), t.elapsed().as_millis()));
    let t = Instant::now();
    // SAFETY: live instance (its worker is gone, which the ICD must report).
    let r = unsafe { instance.enumerate_physical_devices() };
    say(format!("RESULT {:?} {}", r.err(), t.elapsed().as_millis()));
}

#[cfg(feature = "test-crash")]
/// Runs [`crash_client`] against `socket`: returns its two results once the renderer crashed
/// on its `vkCreateDevice`.
fn crash(dir: &Path, socket: &Path) -> Vec<String> {
    use std::io::BufReader;
    let mut app = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "isolation::crash_client",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("VKRELAY_TEST_ICD", icd_library())
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(app.stdout.take().unwrap()).lines();
    let ready = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|l| l.find("READY").map(|i| l[i..].to_owned()))
        .expect("the crashing client did not get ready");
    assert_ne!(ready, "READY 0", "the crashing client saw no device");
    writeln!(app.stdin.as_mut().unwrap(), "go").unwrap();
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let status = app.wait().unwrap();
    assert!(
        status.success(),
        "the crashing client failed: {status}\n{rest:?}"
    );
    rest.iter()
        .filter_map(|l| l.find("RESULT").map(|i| l[i..].to_owned()))
        .collect()
}

/// One client's worker crashes (`SIGSEGV` at its `vkCreateDevice`): that client gets
/// `VK_ERROR_DEVICE_LOST` within a second, a glmark2 run through zink at the same moment
/// finishes with its score, a client started afterwards is served, and the log says who
/// crashed, of what, and in which command.
#[cfg(feature = "test-crash")]
#[test]
fn a_crashing_worker_loses_only_its_client() {
    let dir = TempDir::new("isolation-crash");
    let x = Xvfb::start();
    let spec = format!("vkCreateDevice@{CRASH_APP}");
    let renderer = logged(&dir.0, &["--test-crash-on", &spec], &[]);
    let socket = renderer.socket.clone();
    let d = dir.0.clone();
    let mut glmark = zink("glmark2", &x);
    glmark.args([
        "--off-screen",
        "-s",
        "320x240",
        "-b",
        "texture:duration=3",
        "-b",
        "build:duration=2",
    ]);
    let glmark2 =
        std::thread::spawn(move || run_app(glmark, &d, &socket, Duration::from_secs(180)));
    // glmark2 has its device (zink creates it at startup) before the crash.
    let l = wait_for_log(&dir.0, "device created");
    assert!(l.contains("device created"), "glmark2 got no device:\n{l}");
    let results = crash(&dir.0, &renderer.socket);
    assert_eq!(results.len(), 2, "{results:?}");
    for r in &results {
        let mut parts = r.split_whitespace();
        assert_eq!(parts.next(), Some("RESULT"));
        assert_eq!(parts.next(), Some("Some(ERROR_DEVICE_LOST)"), "{r}");
        let ms: u64 = parts.next().unwrap().parse().unwrap();
        assert!(ms < 1000, "{r}: took {ms} ms");
    }
    let out = glmark2.join().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "glmark2 was interrupted: {}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout.lines().filter(|l| l.contains(" FPS: ")).count(),
        2,
        "{stdout}"
    );
    let score: u64 = stdout
        .lines()
        .find_map(|l| l.trim().strip_prefix("glmark2 Score:"))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("no score:\n{stdout}"));
    assert!(score > 0, "{stdout}");
    // A client after the crash.
    let mut info = Command::new("vulkaninfo");
    info.arg("--summary");
    let after = run_app(info, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(
        after.status.success(),
        "a client after the crash was not served:\n{}",
        String::from_utf8_lossy(&after.stderr)
    );
    let l = log(&dir.0);
    let report = l
        .lines()
        .find(|l| l.contains("fatal signal 11 (SIGSEGV)"))
        .unwrap_or_else(|| panic!("no crash report:\n{l}"));
    assert!(report.contains("while running vkCreateDevice"), "{report}");
    assert!(report.contains(&format!("({CRASH_APP})")), "{report}");
    // The crashing thread's stack follows, its frames named by module and offset.
    let stack: Vec<&str> = l
        .lines()
        .skip_while(|l| !l.contains("fatal signal 11 (SIGSEGV)"))
        .skip(1)
        .skip_while(|l| !l.contains("the crashing thread's stack:"))
        .skip(1)
        .take_while(|l| l.contains(")[0x"))
        .collect();
    assert!(
        stack
            .iter()
            .filter(|f| f.contains("vkrelay-renderer("))
            .count()
            >= 3,
        "no stack of the renderer's frames after the report:\n{l}"
    );
    let told = l
        .lines()
        .find(|l| l.contains("was killed by signal 11 (SIGSEGV)"))
        .unwrap_or_else(|| panic!("the supervisor did not report the death:\n{l}"));
    assert!(told.contains(CRASH_APP), "{told}");
    assert!(told.contains("vkCreateDevice"), "{told}");
}

/// Without isolation the same crash takes the renderer down: the case isolation exists for.
#[cfg(feature = "test-crash")]
#[test]
fn without_isolation_the_crash_ends_the_renderer() {
    let dir = TempDir::new("isolation-none-crash");
    let spec = format!("vkCreateDevice@{CRASH_APP}");
    let mut renderer = logged(
        &dir.0,
        &["--test-crash-on", &spec, "--isolation", "none"],
        &[],
    );
    let results = crash(&dir.0, &renderer.socket);
    assert!(
        results
            .iter()
            .all(|r| r.contains("Some(ERROR_DEVICE_LOST)")),
        "{results:?}"
    );
    let status = renderer.child.wait().unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(11), "{status}");
    let l = log(&dir.0);
    assert!(
        l.lines()
            .any(|l| l.starts_with("vkrelay-renderer: renderer ")
                && l.contains("fatal signal 11 (SIGSEGV)")
                && l.contains("vkCreateDevice")),
        "{l}"
    );
}

/// Where piglit's programs are (Debian's `piglit` package).
const PIGLIT: &str = "/usr/lib/x86_64-linux-gnu/piglit";

/// Runs piglit's `shader_runner` on `test` (relative to `tests/spec/`) through zink and the
/// renderer at `socket`.
fn shader_runner(x: &Xvfb, dir: &Path, socket: &Path, test: &str) -> std::process::Output {
    let mut cmd = zink(&format!("{PIGLIT}/bin/shader_runner"), x);
    cmd.arg(format!("{PIGLIT}/tests/spec/{test}"))
        .args(["-auto", "-fbo"]);
    run_app(cmd, dir, socket, Duration::from_secs(120))
}

/// A piglit test that crashes lavapipe (natively too) while zink creates a tessellation
/// pipeline ends only its own program: the next piglit test runs and passes on the same
/// renderer.
#[test]
fn a_driver_crash_in_piglit_ends_only_that_program() {
    const CRASHES: &str = "arb_tessellation_shader/execution/variable-indexing/tes-both-input-array-vec3-index-rd.shader_test";
    // (Its vec4 and float siblings crash lavapipe too; this one passes natively.)
    const NEXT: &str = "arb_tessellation_shader/execution/variable-indexing/tcs-input-array-vec3-index-rd.shader_test";
    let dir = TempDir::new("isolation-piglit");
    let x = Xvfb::start();
    let renderer = logged(&dir.0, &[], &[]);
    let crashed = shader_runner(&x, &dir.0, &renderer.socket, CRASHES);
    assert!(
        !crashed.status.success(),
        "the crashing test passed: {}",
        String::from_utf8_lossy(&crashed.stdout)
    );
    let l = wait_for_log(&dir.0, "was killed by signal");
    let told = l
        .lines()
        .find(|l| l.contains("was killed by signal 11 (SIGSEGV)"))
        .unwrap_or_else(|| panic!("no worker died of lavapipe's crash:\n{l}"));
    assert!(told.contains("shader_runner"), "{told}");
    let next = shader_runner(&x, &dir.0, &renderer.socket, NEXT);
    let stdout = String::from_utf8_lossy(&next.stdout);
    assert!(
        next.status.success() && stdout.contains("\"result\": \"pass\""),
        "the next piglit test did not pass: {}\n{stdout}\n{}",
        next.status,
        String::from_utf8_lossy(&next.stderr)
    );
}

/// Extra streams (one per application thread) reach their client's worker: the threaded
/// client of the stream tests (several streams at once) has every connection handed to one
/// worker, which attaches them to the one client.
#[test]
fn a_clients_streams_share_its_worker() {
    let dir = TempDir::new("isolation-streams");
    let renderer = logged(&dir.0, &[], &[("VKRELAY_LOG", "debug")]);
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "threads::threaded_client",
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
    assert!(stdout.contains("HANDOFF OK"), "{stdout}\n{}", log(&dir.0));
    let l = wait_for_log(&dir.0, "worker exited");
    let handed: Vec<&str> = l
        .lines()
        .filter(|l| l.contains("connection handed on"))
        .collect();
    assert!(handed.len() >= 2, "one connection only:\n{l}");
    let workers: std::collections::BTreeSet<&str> = handed
        .iter()
        .filter_map(|l| l.split("worker=").nth(1)?.split_whitespace().next())
        .collect();
    assert_eq!(workers.len(), 1, "{l}");
    assert!(l.contains("stream attached"), "{l}");
    assert!(!l.contains("refusing a stream"), "{l}");
}

/// `serve --restart`: a renderer killed with `SIGKILL` is started again, and serves the next
/// client on the same socket; `SIGTERM` to the watchdog ends it and the renderer.
#[test]
fn a_killed_renderer_is_restarted() {
    let dir = TempDir::new("isolation-restart");
    let mut watchdog = logged(&dir.0, &["--restart"], &[]);
    let wd = watchdog.child.id();
    let child_of = |pid: u32| -> Option<u32> {
        std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children"))
            .ok()?
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    };
    let first = child_of(wd).expect("the watchdog has no renderer");
    // SAFETY: kill(2) on the renderer the watchdog started.
    unsafe { libc::kill(first as i32, libc::SIGKILL) };
    let l = wait_for_log(&dir.0, "restarting it in");
    assert!(l.contains("restarting it in"), "no restart:\n{l}");
    let start = Instant::now();
    let served = loop {
        let mut info = Command::new("vulkaninfo");
        info.arg("--summary");
        let out = run_app(info, &dir.0, &watchdog.socket, Duration::from_secs(120));
        if out.status.success() || start.elapsed() > Duration::from_secs(20) {
            break out;
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(
        served.status.success(),
        "the restarted renderer did not serve:\n{}\n{}",
        String::from_utf8_lossy(&served.stderr),
        log(&dir.0)
    );
    let second = child_of(wd).expect("no renderer after the restart");
    assert_ne!(first, second);
    // SAFETY: kill(2) on our own child, the watchdog.
    unsafe { libc::kill(wd as i32, libc::SIGTERM) };
    let status = watchdog.child.wait().unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(libc::SIGTERM), "{status}");
    // Gone, or a zombie nobody reaps (PID 1 of a container may not).
    let alive = |pid: u32| {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .ok()
            .and_then(|s| Some(s[s.rfind(')')? + 2..].chars().next()? != 'Z'))
            .unwrap_or(false)
    };
    let gone = Instant::now();
    while alive(second) {
        assert!(
            gone.elapsed() < Duration::from_secs(10),
            "the renderer outlived its watchdog"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
