//! What the benches that start a renderer share: where the binaries and the native driver's
//! manifest are, and the wait until a started renderer listens.

#![allow(dead_code)] // Each bench uses what it needs.

use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::{Duration, Instant};

/// The profile directory this bench runs from (`target/release` when it runs where it was
/// built; the directory it was carried to, with its binaries beside it, on another machine).
pub fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().parent().unwrap().to_path_buf()
}

/// The native driver's manifest: `VK_DRIVER_FILES`, else lavapipe's.
pub fn native_manifest() -> String {
    std::env::var("VK_DRIVER_FILES")
        .unwrap_or_else(|_| "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json".into())
}

/// The renderer to start: `VKRELAY_RENDERER`, else the one beside this bench's directory (a
/// bench carried to another machine with its binaries), else cargo's.
pub fn renderer_binary() -> PathBuf {
    if let Some(p) = std::env::var_os("VKRELAY_RENDERER") {
        return p.into();
    }
    let here = profile_dir().join("vkrelay-renderer");
    if here.exists() {
        here
    } else {
        PathBuf::from(env!("CARGO_BIN_EXE_vkrelay-renderer"))
    }
}

/// Waits until the renderer `child` listens on `socket`; fails when it exits first or
/// `limit` passes.
pub fn wait_listening(child: &mut Child, socket: &Path, limit: Duration) {
    let start = Instant::now();
    while !socket.exists() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("the renderer exited before it listened: {status}");
        }
        assert!(
            start.elapsed() < limit,
            "the renderer did not listen on {} within {limit:?}",
            socket.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
