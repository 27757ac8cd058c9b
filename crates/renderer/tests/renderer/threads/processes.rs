//! The test side's processes: a renderer killed when the test ends, the helper clients run
//! to their end within a time limit, and the stats lines the renderer logs for them.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::relay::{icd_library, native_manifest};

/// A renderer process, killed on drop (also when an assertion fails first).
pub(super) struct Killed(pub(super) std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(super) fn start_renderer(dir: &Path, args: &[&str]) -> (Killed, std::path::PathBuf) {
    start_renderer_with(dir, args, &[])
}

/// [`start_renderer`] with `envs` added to the renderer's environment.
pub(super) fn start_renderer_with(
    dir: &Path,
    args: &[&str],
    envs: &[(&str, &Path)],
) -> (Killed, std::path::PathBuf) {
    let socket = dir.join("vkrelay.sock");
    let log = dir.join("renderer.log");
    let child = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
        .args(["serve", "--socket"])
        .arg(&socket)
        .args(args)
        .envs(envs.iter().copied())
        .env("VK_DRIVER_FILES", native_manifest())
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let child = Killed(child);
    let start = Instant::now();
    while !socket.exists() {
        assert!(start.elapsed() < Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(20));
    }
    (child, log)
}

pub(super) fn helper(name: &str, socket: &Path, dir: &Path) -> Command {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", name, "--ignored", "--nocapture"])
        .env("VKRELAY_TEST_ICD", icd_library())
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir);
    cmd
}

/// Runs `cmd` to its end, killing it (and failing) after `limit`: a regression that
/// deadlocks the client must fail the test, not hang it.
pub(super) fn output_within(mut cmd: Command, limit: Duration) -> std::process::Output {
    let child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    match rx.recv_timeout(limit) {
        Ok(out) => out.unwrap(),
        Err(_) => {
            let _ = Command::new("kill").arg("-9").arg(pid.to_string()).status();
            panic!("the client did not finish within {limit:?} (deadlocked?)");
        }
    }
}

/// Runs the helper client `cmd` to its end (within 120 s) and checks that it printed
/// `marker`; a failure shows its output and the renderer's log `log`.
pub(super) fn run_client(cmd: Command, marker: &str, log: &Path) {
    let out = output_within(cmd, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stdout.contains(marker),
        "{stdout}\n{stderr}\nrenderer:\n{}",
        std::fs::read_to_string(log).unwrap_or_default()
    );
}

/// The client's stats line in the renderer's log `log`, once the renderer has seen it go
/// (waits up to 30 s).
pub(super) fn stats_line(log: &Path) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(log).unwrap();
        if let Some(l) = text
            .lines()
            .find(|l| l.starts_with("vkrelay-renderer: client ") && l.contains(" stats: "))
        {
            return l.to_owned();
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no stats line:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The number just before `what` in a stats line (`"... 12 calls, 3 round trips, ..."`).
pub(super) fn number_before(line: &str, what: &str) -> u64 {
    let head = line.split(what).next().unwrap();
    head.rsplit([' ', ','])
        .find(|w| !w.is_empty())
        .unwrap()
        .parse()
        .unwrap()
}
