//! The README's `vkrelay-renderer run` commands, exactly as written: each line of its shell
//! blocks that starts with `vkrelay-renderer run` runs under a private Xvfb, with the built
//! renderer first on `PATH` and the ICD in `../lib` beside it (as `cargo xtask install`
//! leaves them) and lavapipe as the real driver.
//! A program that runs until its window is closed (`vkcube`, `glxgears`, `vkd3d-triangle`) is
//! stopped after a few seconds by SIGTERM to `run`, which forwards it; the command passes when
//! the program got that far through vkrelay and `run` exited as documented.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, TempDir, icd_library};

/// The README's shell lines that start with `vkrelay-renderer run`, comments removed.
fn readme_run_lines() -> Vec<String> {
    let readme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    let text = std::fs::read_to_string(&readme).unwrap();
    let mut lines = Vec::new();
    let mut in_sh = false;
    for l in text.lines() {
        let t = l.trim();
        if t.starts_with("```") {
            in_sh = !in_sh && t == "```sh";
            continue;
        }
        if in_sh && t.starts_with("vkrelay-renderer run") {
            lines.push(t.split(" #").next().unwrap().trim().to_owned());
        }
    }
    lines
}

#[test]
fn the_readmes_run_commands_work_as_written() {
    let lines = readme_run_lines();
    assert!(
        lines.len() >= 3,
        "the README shows fewer `vkrelay-renderer run` commands than expected: {lines:?}"
    );
    let x = Xvfb::start();
    // What `cargo xtask install` leaves: PREFIX/bin/vkrelay-renderer on PATH and
    // PREFIX/lib/libvulkan_vkrelay.so (cargo builds the ICD, a dev-dependency, into `deps/`,
    // not beside the test's renderer).
    let installed = TempDir::new("readme-prefix");
    let bin = installed.0.join("bin");
    let lib = installed.0.join("lib");
    for d in [&bin, &lib] {
        std::fs::create_dir_all(d).unwrap();
    }
    std::fs::copy(
        env!("CARGO_BIN_EXE_vkrelay-renderer"),
        bin.join("vkrelay-renderer"),
    )
    .unwrap();
    std::fs::copy(icd_library(), lib.join("libvulkan_vkrelay.so")).unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for line in &lines {
        let dir = TempDir::new("readme");
        let started = Instant::now();
        let mut child = Command::new("sh")
            .args(["-c", &format!("exec {line}")])
            .env("PATH", &path)
            .env("DISPLAY", &x.display)
            .env("VK_DRIVER_FILES", LVP_MANIFEST)
            .env("XDG_RUNTIME_DIR", &dir.0)
            .env_remove("VKRELAY_SERVER_PATH")
            .env_remove("VKRELAY_LOG")
            .current_dir(&dir.0)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Programs that draw until their window closes get a few seconds.
        let deadline = started + Duration::from_millis(6500);
        let mut stopped = false;
        let status = loop {
            if let Some(s) = child.try_wait().unwrap() {
                break s;
            }
            if Instant::now() > deadline && !stopped {
                // SAFETY: kill(2) on our unreaped child (`sh` exec'd into `run`).
                unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
                stopped = true;
            }
            assert!(
                started.elapsed() < Duration::from_secs(40),
                "`{line}` did not stop after SIGTERM"
            );
            std::thread::sleep(Duration::from_millis(50));
        };
        let out = child.wait_with_output().unwrap();
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        use std::os::unix::process::ExitStatusExt;
        // Stopped: `run` forwarded SIGTERM and exits 128 + 15 (or the program exited 0 on it).
        let ok = if stopped {
            matches!(status.code(), Some(0) | Some(143))
        } else {
            status.success()
        };
        assert!(
            ok && status.signal().is_none(),
            "`{line}`: {status:?}\n{stdout}\n{stderr}"
        );
        assert!(!stderr.contains("error:"), "`{line}`:\n{stderr}");
        // The program drew through vkrelay: glxgears counts frames, vkcube and
        // vkd3d-triangle ran until stopped (a failure to start ends them at once).
        if line.contains("glxgears") {
            assert!(
                stdout.contains("frames in"),
                "`{line}`:\n{stdout}\n{stderr}"
            );
        } else {
            assert!(
                stopped,
                "`{line}` ended by itself: {status:?}\n{stdout}\n{stderr}"
            );
        }
        // Nothing of `run` is left in the runtime directory.
        let left: Vec<_> = std::fs::read_dir(&dir.0)
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("vkrelay-run-"))
            .collect();
        assert!(left.is_empty(), "`{line}` left {left:?}");
    }
}
