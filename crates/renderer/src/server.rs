//! Accepting clients: a Unix socket, one thread and one ring pair per stream (a client has
//! one stream per thread that calls concurrently; see [`crate::client`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use shm_ring::handshake::{self, HandshakeConfig, Listener};

use crate::config::Config;
use crate::driver::Driver;

/// The socket the renderer listens on unless told otherwise: `$XDG_RUNTIME_DIR/vkrelay.sock`,
/// or `/tmp/vkrelay-$UID.sock` without `XDG_RUNTIME_DIR`.
pub fn default_socket_path() -> PathBuf {
    match std::env::var_os("XDG_RUNTIME_DIR").filter(|p| !p.is_empty()) {
        Some(d) => PathBuf::from(d).join("vkrelay.sock"),
        None => {
            // SAFETY: getuid has no preconditions and cannot fail.
            let uid = unsafe { libc::getuid() };
            PathBuf::from(format!("/tmp/vkrelay-{uid}.sock"))
        }
    }
}

/// A bound renderer socket.
#[derive(Debug)]
pub struct Server {
    listener: Listener,
    config: HandshakeConfig,
}

impl Server {
    /// Binds `socket` (a stale socket file there is replaced).
    pub fn bind(socket: &Path) -> Result<Server, shm_ring::Error> {
        let config = HandshakeConfig::new(socket);
        let listener = Listener::bind(config.clone())?;
        Ok(Server { listener, config })
    }

    /// Accepts clients forever, serving each on its own thread with `driver`.
    pub fn run(&self, driver: Arc<Driver>, session_config: Arc<Config>) -> std::io::Result<()> {
        // From this thread, before any stream lowers its priority: rescued streams get this
        // thread's priority.
        crate::starve::start_spawner()?;
        let registry = crate::client::Registry::default();
        loop {
            let (stream, _) = self.listener.listener().accept()?;
            let config = self.config.clone();
            let driver = Arc::clone(&driver);
            let session_config = Arc::clone(&session_config);
            let registry = Arc::clone(&registry);
            std::thread::Builder::new()
                .name("vkrelay-stream".into())
                .spawn(move || match handshake::server_handshake(stream, &config) {
                    Ok(conn) => {
                        tracing::debug!(pid = conn.peer.pid, "connection accepted");
                        crate::client::serve_connection(conn, driver, session_config, registry);
                    }
                    Err(e) => tracing::warn!("handshake failed: {e}"),
                })?;
        }
    }
}
