//! `vkrelay-renderer run -- PROGRAM`, and the one-line errors a user gets when a piece is
//! missing: no renderer, a stale socket, no driver, the renderer on its own ICD.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, icd_library, manifest};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `vkrelay-renderer run --icd <the built ICD> ARGS`, on lavapipe, with `XDG_RUNTIME_DIR` (where
/// `run` makes its private directory) set to `dir`.
fn run_cmd(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"));
    cmd.arg("run")
        .arg("--icd")
        .arg(icd_library())
        .args(args)
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env_remove("VKRELAY_SERVER_PATH")
        .env_remove("VKRELAY_LOG")
        .env("XDG_RUNTIME_DIR", dir)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Runs `cmd` to its end, killing it (and failing) after `limit`.
fn output_within(mut cmd: Command, limit: Duration) -> Output {
    let child = cmd.spawn().unwrap();
    let pid = child.id() as libc::pid_t;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(limit) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            // SAFETY: kill(2) on the pid of our child, not reaped (its waiter has not returned).
            unsafe { libc::kill(pid, libc::SIGKILL) };
            panic!("{cmd:?} did not finish within {limit:?}");
        }
    }
}

/// What `run` left in the runtime directory `dir` (its private directories start so).
fn leftovers(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("vkrelay-run-"))
        })
        .collect()
}

/// `run -- vulkaninfo --summary`: the program's device is lavapipe's through vkrelay (the
/// renderer's `--stats` summary of the client shows it called through the private renderer),
/// `run` exits with the program's status 0, and its private directory is gone.
#[test]
fn run_vulkaninfo_summary_through_a_private_renderer() {
    let dir = TempDir::new("run-vulkaninfo");
    let out = output_within(
        {
            let mut c = run_cmd(&dir.0, &["--stats", "--", "vulkaninfo", "--summary"]);
            // The program must get vkrelay's manifest whatever the caller's own variables.
            c.env("VK_ICD_FILENAMES", LVP_MANIFEST);
            c
        },
        Duration::from_secs(120),
    );
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{stderr}");
    let name = stdout
        .lines()
        .find(|l| l.trim_start().starts_with("deviceName"))
        .unwrap_or_else(|| panic!("no deviceName in:\n{stdout}\n{stderr}"));
    assert!(name.contains("llvmpipe"), "{name}");
    let stats = stderr
        .lines()
        .find(|l| l.starts_with("vkrelay-renderer: client ") && l.contains(" stats: "))
        .unwrap_or_else(|| panic!("no client stats from the private renderer:\n{stderr}"));
    let calls: u64 = stats
        .split(" stats: ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stats}"));
    assert!(calls > 10, "{stats}");
    assert_eq!(leftovers(&dir.0), Vec::<PathBuf>::new());
}

/// `run --gl -- glxinfo -B` under Xvfb: zink on lavapipe, through the private renderer.
#[test]
fn run_gl_glxinfo_reports_zink_through_vkrelay() {
    let dir = TempDir::new("run-glxinfo");
    let x = Xvfb::start();
    let mut cmd = run_cmd(&dir.0, &["--gl", "--stats", "--", "glxinfo", "-B"]);
    cmd.env("DISPLAY", &x.display)
        .env_remove("LIBGL_ALWAYS_SOFTWARE")
        .env_remove("GALLIUM_DRIVER");
    let out = output_within(cmd, Duration::from_secs(120));
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{stderr}");
    let renderer_line = stdout
        .lines()
        .find(|l| l.starts_with("OpenGL renderer string"))
        .unwrap_or_else(|| panic!("no renderer string:\n{stdout}\n{stderr}"));
    assert!(renderer_line.contains("zink (llvmpipe"), "{renderer_line}");
    assert!(
        stderr.contains("vkrelay-renderer: client "),
        "zink did not go through the private renderer:\n{stderr}"
    );
    assert_eq!(leftovers(&dir.0), Vec::<PathBuf>::new());
}

/// The program's exit status is `run`'s: its code, 128 + N where signal N killed it, 127 for a
/// program that does not exist.
#[test]
fn run_forwards_the_exit_status() {
    let dir = TempDir::new("run-status");
    for (script, code) in [
        ("exit 7", 7),
        ("exit 0", 0),
        ("kill -KILL $$", 128 + 9),
        ("kill -SEGV $$", 128 + 11),
    ] {
        let out = output_within(
            run_cmd(&dir.0, &["--", "sh", "-c", script]),
            Duration::from_secs(60),
        );
        assert_eq!(
            out.status.code(),
            Some(code),
            "sh -c '{script}': {}",
            text(&out.stderr)
        );
    }
    let out = output_within(
        run_cmd(&dir.0, &["--", "vkrelay-no-such-program"]),
        Duration::from_secs(60),
    );
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(127), "{stderr}");
    assert!(
        stderr.contains("cannot run vkrelay-no-such-program: No such file"),
        "{stderr}"
    );
    assert_eq!(leftovers(&dir.0), Vec::<PathBuf>::new());
}

/// Whether process `pid` exists (a zombie counts).
fn exists(pid: libc::pid_t) -> bool {
    // SAFETY: kill(2) with signal 0 sends nothing; it only checks the pid.
    unsafe { libc::kill(pid, 0) == 0 }
}

/// `run` killed by SIGTERM (or a process's SIGINT) passes the signal to its program, which
/// dies of it; `run` exits 128 + N and removes its private directory.
#[test]
fn run_killed_by_a_signal_stops_its_program_and_cleans_up() {
    let dir = TempDir::new("run-signal");
    for signal in [libc::SIGTERM, libc::SIGINT] {
        let pidfile = dir.0.join("program.pid");
        let _ = std::fs::remove_file(&pidfile);
        let script = format!(
            "echo $$ > {}.tmp && mv {0}.tmp {0} && exec sleep 1000",
            pidfile.display()
        );
        let mut cmd = run_cmd(&dir.0, &["--", "sh", "-c", &script]);
        cmd.stdout(Stdio::null()).stderr(Stdio::piped());
        let mut run = cmd.spawn().unwrap();
        let start = Instant::now();
        let program: libc::pid_t = loop {
            if let Some(pid) = std::fs::read_to_string(&pidfile)
                .ok()
                .and_then(|t| t.trim().parse().ok())
            {
                break pid;
            }
            assert!(run.try_wait().unwrap().is_none(), "run exited early");
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the program did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        // Until the shell has exec'ed sleep, it may not die of SIGINT (sh ignores it).
        let start = Instant::now();
        while std::fs::read_to_string(format!("/proc/{program}/comm"))
            .unwrap_or_default()
            .trim()
            != "sleep"
        {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "sleep did not start"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(
            leftovers(&dir.0).len(),
            1,
            "run's private directory exists while it runs"
        );
        // SAFETY: kill(2) on our child `run`, not yet reaped.
        unsafe { libc::kill(run.id() as libc::pid_t, signal) };
        let start = Instant::now();
        let status = loop {
            if let Some(s) = run.try_wait().unwrap() {
                break s;
            }
            if start.elapsed() > Duration::from_secs(30) {
                let _ = run.kill();
                panic!("run did not stop within 30 s of signal {signal}");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(run.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        assert_eq!(
            status.code(),
            Some(128 + signal),
            "signal {signal}: {stderr}"
        );
        // `run` reaped its program: the pid is gone (not even a zombie).
        assert!(
            !exists(program),
            "the program {program} outlived run (signal {signal})"
        );
        assert_eq!(leftovers(&dir.0), Vec::<PathBuf>::new(), "signal {signal}");
    }
}

/// No renderer at `VKRELAY_SERVER_PATH`: the ICD says so in one line naming the path and the two
/// ways to start one.
#[test]
fn the_icd_without_a_renderer_says_how_to_start_one() {
    let dir = TempDir::new("icd-no-renderer");
    let socket = dir.0.join("absent.sock");
    let out = output_within(
        {
            let mut c = Command::new("vulkaninfo");
            c.arg("--summary")
                .env("VK_DRIVER_FILES", manifest(&dir.0))
                .env_remove("VK_ICD_FILENAMES")
                .env_remove("VKRELAY_LOG")
                .env("VKRELAY_SERVER_PATH", &socket)
                .env("XDG_RUNTIME_DIR", &dir.0)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped());
            c
        },
        Duration::from_secs(60),
    );
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    let line = stderr
        .lines()
        .find(|l| l.contains("vulkan_vkrelay"))
        .unwrap_or_else(|| panic!("the ICD said nothing:\n{stderr}"));
    assert!(
        line.contains(&format!(
            "no vkrelay renderer at {}: the socket does not exist",
            socket.display()
        )),
        "{line}"
    );
    assert!(line.contains("`vkrelay-renderer serve`"), "{line}");
    assert!(line.contains("`vkrelay-renderer run -- PROGRAM`"), "{line}");
}

/// A socket file nobody listens on (a renderer was killed): the ICD says the renderer is not
/// running; `serve` replaces the socket, says so at info level, and serves.
#[test]
fn a_stale_socket_is_named_by_the_icd_and_replaced_by_serve() {
    let dir = TempDir::new("stale");
    let socket = dir.0.join("vkrelay.sock");
    drop(std::os::unix::net::UnixListener::bind(&socket).unwrap());
    assert!(socket.exists(), "the stale socket file stays");
    let vulkaninfo = || {
        let mut c = Command::new("vulkaninfo");
        c.arg("--summary")
            .env("VK_DRIVER_FILES", manifest(&dir.0))
            .env_remove("VK_ICD_FILENAMES")
            .env_remove("VKRELAY_LOG")
            .env("VKRELAY_SERVER_PATH", &socket)
            .env("XDG_RUNTIME_DIR", &dir.0)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        output_within(c, Duration::from_secs(120))
    };
    let out = vulkaninfo();
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    let line = stderr
        .lines()
        .find(|l| l.contains("vulkan_vkrelay"))
        .unwrap_or_else(|| panic!("the ICD said nothing:\n{stderr}"));
    assert!(
        line.contains(&format!(
            "the vkrelay renderer is not running: {} is a stale socket",
            socket.display()
        )),
        "{line}"
    );
    assert!(line.contains("`vkrelay-renderer serve`"), "{line}");

    let log = dir.0.join("renderer.log");
    let renderer = Renderer::start_env(&dir.0, &[], &[("VKRELAY_LOG", "info")], Some(&log));
    // The socket existed before the renderer started: wait for the log line that says it
    // listens.
    let start = Instant::now();
    while !std::fs::read_to_string(&log)
        .unwrap_or_default()
        .contains("serving")
    {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the renderer did not serve"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let text_log = std::fs::read_to_string(&log).unwrap();
    assert!(
        text_log.lines().any(|l| l.contains("INFO")
            && l.contains("replacing a stale socket (no renderer listens on it")
            && l.contains(&socket.display().to_string())),
        "{text_log}"
    );
    let out = vulkaninfo();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("llvmpipe"));
    drop(renderer);
}

/// A second `serve` on a socket a renderer listens on refuses to take it over.
#[test]
fn serve_refuses_a_socket_another_renderer_listens_on() {
    let dir = TempDir::new("in-use");
    let first = Renderer::start(&dir.0);
    let out = output_within(
        {
            let mut c = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"));
            c.args(["serve", "--socket"])
                .arg(&first.socket)
                .env("VK_DRIVER_FILES", LVP_MANIFEST)
                .stdout(Stdio::piped())
                .stderr(Stdio::piped());
            c
        },
        Duration::from_secs(60),
    );
    let stderr = text(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "another vkrelay renderer is already listening on {}",
            first.socket.display()
        )),
        "{stderr}"
    );
    assert!(
        first.socket.exists(),
        "the first renderer's socket was taken"
    );
}

/// No usable driver, and vkrelay's own ICD as the renderer's driver: `run` says so and does not
/// start the program.
#[test]
fn run_without_a_real_driver_says_so_and_runs_nothing() {
    let dir = TempDir::new("run-no-driver");
    let marker = dir.0.join("ran");
    let own = manifest(&dir.0);
    let script = format!("touch {}", marker.display());
    for (driver_files, expected) in [
        (
            dir.0.join("absent.json"),
            "the Vulkan loader found no usable driver (VK_DRIVER_FILES=",
        ),
        (own.clone(), "is vkrelay's own ICD"),
    ] {
        let mut cmd = run_cmd(&dir.0, &["--", "sh", "-c", &script]);
        cmd.env("VK_DRIVER_FILES", &driver_files);
        let out = output_within(cmd, Duration::from_secs(60));
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        let line = stderr
            .lines()
            .find(|l| l.starts_with("vkrelay-renderer run: "))
            .unwrap_or_else(|| panic!("{stderr}"));
        assert!(line.contains(expected), "{line}");
        assert!(line.contains("VK_DRIVER_FILES"), "{line}");
        // One line: not the ICD's complaint too, from a renderer that loaded it.
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
        assert!(!marker.exists(), "the program ran without a driver");
    }
    assert_eq!(leftovers(&dir.0), Vec::<PathBuf>::new());
}

/// `serve` and `probe` say the same about a missing driver.
#[test]
fn serve_without_a_driver_says_what_to_install() {
    let out = output_within(
        {
            let mut c = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"));
            c.args(["serve", "--socket", "/nonexistent/vkrelay.sock"])
                .env("VK_DRIVER_FILES", "/nonexistent/driver.json")
                .stdout(Stdio::piped())
                .stderr(Stdio::piped());
            c
        },
        Duration::from_secs(60),
    );
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains(
            "the Vulkan loader found no usable driver (VK_DRIVER_FILES=/nonexistent/driver.json); \
             install one"
        ),
        "{stderr}"
    );
}

/// The ICD is looked for next to the renderer, then in `../lib`; `--icd` must exist; nothing
/// found is an error listing where it looked.
#[test]
fn the_icd_is_found_next_to_the_binary_or_in_lib() {
    use vkrelay_renderer::run::{RunError, find_icd, icd_candidates};
    let dir = TempDir::new("find-icd");
    let bin = dir.0.join("bin");
    let lib = dir.0.join("lib");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::create_dir_all(&lib).unwrap();
    let exe = bin.join("vkrelay-renderer");
    let name = vkrelay_renderer::OWN_ICD_LIBRARY;
    let candidates = icd_candidates(Some(&exe));
    assert_eq!(candidates[0], bin.join(name));
    assert_eq!(candidates[1], lib.join(name));
    std::fs::write(lib.join(name), b"").unwrap();
    assert_eq!(
        find_icd(None, Some(&exe)).unwrap(),
        lib.join(name).canonicalize().unwrap()
    );
    std::fs::write(bin.join(name), b"").unwrap();
    assert_eq!(
        find_icd(None, Some(&exe)).unwrap(),
        bin.join(name).canonicalize().unwrap()
    );
    let absent = dir.0.join("nowhere.so");
    let err = find_icd(Some(&absent), Some(&exe)).unwrap_err();
    assert!(matches!(err, RunError::IcdMissing(_)), "{err}");
    assert!(
        err.to_string()
            .contains("nowhere.so given by --icd does not exist"),
        "{err}"
    );
    if candidates[2..].iter().all(|p| !p.exists()) {
        let other = dir.0.join("empty/bin/vkrelay-renderer");
        let err = find_icd(None, Some(&other)).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.starts_with(&format!("cannot find {name} (looked in ")),
            "{msg}"
        );
        assert!(msg.contains("cargo xtask install"), "{msg}");
        assert!(msg.contains("--icd PATH"), "{msg}");
    }
}

/// `run`'s manifest is the ICD crate's.
#[test]
fn run_writes_the_icd_crates_manifest() {
    let lib = Path::new("/opt/vkrelay/lib/libvulkan_vkrelay.so");
    assert_eq!(
        vkrelay_renderer::run::manifest_json(lib),
        vulkan_vkrelay::manifest_json(lib)
    );
}

/// With vkrelay installed where the loader searches (`XDG_DATA_HOME/vulkan/icd.d`) and
/// `VK_DRIVER_FILES` unset, the renderer does not pick its own ICD (`probe` and `run` work on
/// the real driver), while the program still goes through vkrelay.
#[test]
fn an_installed_manifest_is_not_the_renderers_driver() {
    let dir = TempDir::new("installed");
    let icd_d = dir.0.join("share/vulkan/icd.d");
    std::fs::create_dir_all(&icd_d).unwrap();
    std::fs::write(
        icd_d.join(format!("vkrelay_icd.{}.json", std::env::consts::ARCH)),
        vulkan_vkrelay::manifest_json(&icd_library()),
    )
    .unwrap();
    let unset = |c: &mut Command| {
        c.env_remove("VK_DRIVER_FILES")
            .env_remove("VK_ICD_FILENAMES")
            .env_remove("VK_LOADER_DRIVERS_DISABLE")
            .env("XDG_DATA_HOME", dir.0.join("share"));
    };
    let mut probe = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"));
    probe
        .arg("probe")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    unset(&mut probe);
    let out = output_within(probe, Duration::from_secs(60));
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", text(&out.stderr));
    assert!(stdout.contains("llvmpipe"), "{stdout}");
    let mut run = run_cmd(&dir.0, &["--stats", "--", "vulkaninfo", "--summary"]);
    unset(&mut run);
    let out = output_within(run, Duration::from_secs(120));
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(text(&out.stdout).contains("llvmpipe"));
    assert!(stderr.contains("vkrelay-renderer: client "), "{stderr}");
}
