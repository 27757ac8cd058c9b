//! Accepting clients: a Unix socket, one thread and one ring pair per stream (a client has
//! one stream per thread that calls concurrently; see [`crate::client`]).

use std::os::unix::net::UnixStream;
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

/// Why the renderer cannot listen on its socket.
#[derive(Debug, thiserror::Error)]
pub enum BindError {
    /// A renderer already answers on the socket: taking it over would cut its clients off.
    #[error(
        "another vkrelay renderer is already listening on {0}; stop it, or give this one \
         another socket (--socket PATH)"
    )]
    InUse(PathBuf),
    /// The socket could not be created.
    #[error("cannot listen on {path}: {source}")]
    Listen {
        /// The socket path.
        path: PathBuf,
        /// What failed.
        source: shm_ring::Error,
    },
}

/// A bound renderer socket.
#[derive(Debug)]
pub struct Server {
    listener: Listener,
    config: HandshakeConfig,
}

impl Server {
    /// Binds `socket`. A stale socket file there (one no process listens on, left by a
    /// renderer that was killed) is replaced, and the log says so at info level; a socket a
    /// renderer answers on is refused ([`BindError::InUse`]).
    pub fn bind(socket: &Path) -> Result<Server, BindError> {
        use std::os::unix::fs::FileTypeExt;
        let is_socket = std::fs::symlink_metadata(socket).is_ok_and(|m| m.file_type().is_socket());
        if is_socket {
            match std::os::unix::net::UnixStream::connect(socket) {
                // The other renderer sees a connection that closes before its hello.
                Ok(_) => return Err(BindError::InUse(socket.to_owned())),
                Err(e) => tracing::info!(
                    socket = %socket.display(),
                    "replacing a stale socket (no renderer listens on it: {e})"
                ),
            }
        }
        let config = HandshakeConfig::new(socket);
        let listener = Listener::bind(config.clone()).map_err(|source| BindError::Listen {
            path: socket.to_owned(),
            source,
        })?;
        Ok(Server { listener, config })
    }

    /// Accepts clients forever, serving each on its own thread with `driver`.
    pub fn run(&self, driver: Arc<Driver>, session_config: Arc<Config>) -> std::io::Result<()> {
        // From this thread, before any stream lowers its priority: rescued streams get this
        // thread's priority.
        crate::starve::set_thread_slice(session_config.thread_slice());
        crate::starve::start_spawner()?;
        let registry = crate::client::Registry::default();
        loop {
            let stream = self.accept()?;
            spawn_connection(
                stream,
                self.config.clone(),
                Arc::clone(&driver),
                Arc::clone(&session_config),
                Arc::clone(&registry),
            )?;
        }
    }

    /// Waits for the next connection.
    pub fn accept(&self) -> std::io::Result<UnixStream> {
        loop {
            match self.listener.listener().accept() {
                Ok((stream, _)) => return Ok(stream),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Waits up to `timeout` for the next connection (`None`: none came).
    pub fn accept_timeout(
        &self,
        timeout: std::time::Duration,
    ) -> std::io::Result<Option<UnixStream>> {
        use std::os::fd::AsRawFd;
        let mut p = libc::pollfd {
            fd: self.listener.listener().as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = libc::c_int::try_from(timeout.as_millis()).unwrap_or(libc::c_int::MAX);
        // SAFETY: one valid pollfd.
        let n = unsafe { libc::poll(&mut p, 1, ms) };
        if n < 0 {
            let e = std::io::Error::last_os_error();
            return if e.kind() == std::io::ErrorKind::Interrupted {
                Ok(None)
            } else {
                Err(e)
            };
        }
        if n == 0 {
            return Ok(None);
        }
        self.accept().map(Some)
    }

    /// The handshake parameters connections are served with.
    pub fn handshake_config(&self) -> &HandshakeConfig {
        &self.config
    }
}

/// Serves the accepted `stream` on a thread of its own ([`serve_socket`]).
pub fn spawn_connection(
    stream: UnixStream,
    config: HandshakeConfig,
    driver: Arc<Driver>,
    session_config: Arc<Config>,
    registry: crate::client::Registry,
) -> std::io::Result<std::thread::JoinHandle<()>> {
    std::thread::Builder::new()
        .name("vkrelay-stream".into())
        .spawn(move || serve_socket(stream, &config, driver, session_config, registry))
}

/// Serves the accepted `stream`: the handshake, then its client's messages
/// ([`crate::client::serve_connection`]), until the stream ends.
pub fn serve_socket(
    stream: UnixStream,
    config: &HandshakeConfig,
    driver: Arc<Driver>,
    session_config: Arc<Config>,
    registry: crate::client::Registry,
) {
    match handshake::server_handshake(stream, config) {
        Ok(conn) => {
            tracing::debug!(pid = conn.peer.pid, "connection accepted");
            crate::client::serve_connection(conn, driver, session_config, registry);
        }
        // What another renderer's check of the socket (`bind`) looks like.
        Err(shm_ring::Error::SocketClosed) => {
            tracing::info!("a connection closed before its hello");
        }
        Err(e) => tracing::warn!("handshake failed: {e}"),
    }
}
