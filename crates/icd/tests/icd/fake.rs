//! The renderer's end for tests that play the renderer themselves: a listener at a fresh
//! socket that the ICD is pointed at.

use std::path::PathBuf;

use shm_ring::handshake::{HandshakeConfig, Listener};

/// A listener with 64 KiB rings at a socket of its own (under a directory named after `name`
/// and the process), and `VKRELAY_SERVER_PATH` set to it; the directory, for the test to
/// remove at its end.
///
/// Call it before the test starts a thread: it sets the environment.
pub fn listen(name: &str) -> (Listener, PathBuf) {
    let dir = std::env::temp_dir().join(format!("vkrelay-icd-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let socket = dir.join("renderer.sock");
    let _ = std::fs::remove_file(&socket);
    let mut config = HandshakeConfig::new(&socket);
    config.client_to_server_capacity = 1 << 16;
    config.server_to_client_capacity = 1 << 16;
    let listener = Listener::bind(config).expect("bind");
    // SAFETY: the caller's binary runs one test that calls this before it starts a thread;
    // nothing else of the process reads the environment concurrently.
    unsafe { std::env::set_var("VKRELAY_SERVER_PATH", &socket) };
    (listener, dir)
}
