//! `serve --restart`: the renderer under a watchdog that starts it again when it dies.
//!
//! The watchdog runs `serve` as a child (the same executable and arguments, without
//! `--restart`) and waits for it. A child that exits with status 0 or is stopped by
//! `SIGTERM`, `SIGINT` or `SIGHUP` ends the watchdog too (with the same status); one that dies
//! otherwise (a crash of the supervisor itself, or `SIGKILL`) is started again after a
//! pause, which grows with each death in a row (0.5 s, 1 s, 2 s …, up to 30 s) and falls back
//! once a child has lived a minute. A child that fails at startup (exit status 1: a bad
//! configuration, no driver, the socket taken) is not restarted: it would fail again. The
//! stale socket a dead child leaves is replaced by the next child ([`crate::server::Server`]).
//! The child gets `SIGTERM` when the watchdog dies (`PR_SET_PDEATHSIG`).

use std::ffi::OsString;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

/// What the watchdog does with a child that ended with `status` after living `lived`.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Exit with this code.
    Exit(u8),
    /// Start it again.
    Restart,
}

/// The rule above, as a pure function.
pub fn verdict(status: std::process::ExitStatus) -> Verdict {
    match (status.code(), status.signal()) {
        (Some(0), _) => Verdict::Exit(0),
        // The child's own startup error: it already said why.
        (Some(1), _) => Verdict::Exit(1),
        (Some(_), _) => Verdict::Restart,
        (None, Some(s)) if [libc::SIGTERM, libc::SIGINT, libc::SIGHUP].contains(&s) => {
            Verdict::Exit(128u8.saturating_add(s as u8))
        }
        _ => Verdict::Restart,
    }
}

/// The pause before restart number `deaths` (1 for the first death in a row).
pub fn pause(deaths: u32) -> Duration {
    Duration::from_millis(500u64 << deaths.saturating_sub(1).min(6)).min(Duration::from_secs(30))
}

/// Runs `exe args` (the `serve` command without `--restart`) under the watchdog.
pub fn run(exe: &Path, args: &[OsString]) -> ExitCode {
    let mut deaths = 0u32;
    loop {
        let mut cmd = Command::new(exe);
        cmd.args(args);
        // SAFETY: prctl is async-signal-safe; it runs between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM as libc::c_ulong) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let started = Instant::now();
        let status = match cmd.spawn().and_then(|mut c| c.wait()) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: cannot start the renderer: {e}");
                return ExitCode::FAILURE;
            }
        };
        match verdict(status) {
            Verdict::Exit(code) => return ExitCode::from(code),
            Verdict::Restart => {}
        }
        if started.elapsed() > Duration::from_secs(60) {
            deaths = 0;
        }
        deaths += 1;
        let wait = pause(deaths);
        tracing::error!(
            "the renderer ended ({status}); restarting it in {:.1} s",
            wait.as_secs_f64()
        );
        std::thread::sleep(wait);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::ExitStatus;

    fn exited(code: i32) -> ExitStatus {
        ExitStatus::from_raw(code << 8)
    }

    fn signalled(sig: i32) -> ExitStatus {
        ExitStatus::from_raw(sig)
    }

    #[test]
    fn crashes_restart_and_requested_ends_do_not() {
        assert_eq!(verdict(exited(0)), Verdict::Exit(0));
        assert_eq!(verdict(exited(1)), Verdict::Exit(1));
        assert_eq!(verdict(exited(101)), Verdict::Restart);
        assert_eq!(verdict(signalled(libc::SIGSEGV)), Verdict::Restart);
        assert_eq!(verdict(signalled(libc::SIGKILL)), Verdict::Restart);
        assert_eq!(verdict(signalled(libc::SIGABRT)), Verdict::Restart);
        assert_eq!(verdict(signalled(libc::SIGTERM)), Verdict::Exit(143));
        assert_eq!(verdict(signalled(libc::SIGINT)), Verdict::Exit(130));
    }

    #[test]
    fn pauses_grow_and_stop_at_thirty_seconds() {
        assert_eq!(pause(1), Duration::from_millis(500));
        assert_eq!(pause(2), Duration::from_secs(1));
        assert_eq!(pause(3), Duration::from_secs(2));
        assert_eq!(pause(100), Duration::from_secs(30));
    }
}
