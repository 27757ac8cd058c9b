//! Shared test helpers: child processes by `fork`, temp socket paths, a data generator.
//!
//! Multi-process tests fork instead of re-executing the test binary, so they also run under
//! qemu-user without binfmt_misc (an aarch64 binary cannot `exec` itself there). The child
//! closes every inherited descriptor it does not need first (other tests' sockets would
//! otherwise stay open in it and hide their peers' hang-ups), never prints, and leaves with
//! `_exit` so no destructor (e.g. a ring end's close) runs twice.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::{ForkResult, Pid, fork};

/// Runs `f` in a forked child that exits with `f`'s code (101 on panic).
pub fn fork_child(keep_fds: &[i32], f: impl FnOnce() -> i32) -> Pid {
    // SAFETY: the child only calls async-signal-safe functions before running `f`, and `f`
    // (test code) only touches rings, sockets and heap memory (glibc's fork resets the
    // malloc locks in the child). It leaves with `_exit`.
    match unsafe { fork() }.expect("fork") {
        ForkResult::Child => {
            for fd in 3..1024 {
                if keep_fds.contains(&fd) {
                    continue;
                }
                // Only sockets: they are what other tests watch for hang-ups. Other
                // descriptors (e.g. qemu-user's own, under emulation) are left alone.
                // SAFETY: an all-zero stat is valid; fstat is async-signal-safe.
                let mut st: libc::stat = unsafe { std::mem::zeroed() };
                // SAFETY: valid out-pointer; a closed fd just fails.
                let is_sock = unsafe { libc::fstat(fd, &mut st) } == 0
                    && st.st_mode & libc::S_IFMT == libc::S_IFSOCK;
                if is_sock {
                    // SAFETY: closing a socket this child does not use; nothing in the child
                    // owns it any more (the copies of OwnedFds are never dropped: _exit).
                    unsafe { libc::close(fd) };
                }
            }
            let code = catch_unwind(AssertUnwindSafe(f)).unwrap_or(101);
            // SAFETY: terminating the child without running destructors is the point.
            unsafe { libc::_exit(code) }
        }
        ForkResult::Parent { child } => child,
    }
}

/// Waits for `pid` for at most `timeout`; its exit code, or `None` if it is still running.
pub fn wait_child(pid: Pid, timeout: Duration) -> Option<WaitStatus> {
    let end = Instant::now() + timeout;
    loop {
        match waitpid(pid, Some(WaitPidFlag::WNOHANG)).expect("waitpid") {
            WaitStatus::StillAlive => {}
            s => return Some(s),
        }
        if Instant::now() >= end {
            return None;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Asserts the child exits with code 0 within `timeout` (kills it otherwise).
pub fn expect_child_ok(pid: Pid, timeout: Duration) {
    match wait_child(pid, timeout) {
        Some(WaitStatus::Exited(_, 0)) => {}
        Some(s) => panic!("child failed: {s:?}"),
        None => {
            let _ = nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGKILL);
            let _ = waitpid(pid, None);
            panic!("child did not finish in {timeout:?}");
        }
    }
}

/// A unique socket path for one test.
pub fn socket_path(tag: &str) -> PathBuf {
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("shm-ring-{}-{n}-{tag}.sock", std::process::id()))
}

/// Deterministic pseudo-random bytes (xorshift64*), continuing from `state`.
pub fn fill(state: &mut u64, buf: &mut [u8]) {
    for chunk in buf.chunks_mut(8) {
        let mut x = *state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        *state = x;
        let v = x.wrapping_mul(0x2545_F491_4F6C_DD1D).to_le_bytes();
        chunk.copy_from_slice(&v[..chunk.len()]);
    }
}

/// A cheap order-sensitive checksum (FNV-1a over 8-byte words, tail bytewise).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sum(pub u64);

impl Default for Sum {
    fn default() -> Self {
        Sum(0xcbf2_9ce4_8422_2325)
    }
}

impl Sum {
    pub fn update(&mut self, buf: &[u8]) {
        let mut h = self.0;
        let mut words = buf.chunks_exact(8);
        for w in &mut words {
            h ^= u64::from_le_bytes(w.try_into().unwrap());
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        for &b in words.remainder() {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}
