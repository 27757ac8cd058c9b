//! The process-wide renderer (driver, configuration, client registry) and one context per
//! connection that Winlator's Java loop hands over. No JNI here.

use std::os::fd::{BorrowedFd, OwnedFd, RawFd};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::time::Duration;

use shm_ring::handshake::{self, HandshakeConfig};
use vkrelay_renderer::client::Registry;
use vkrelay_renderer::config::Config;
use vkrelay_renderer::driver::{self, Driver, DriverSource};
use vkrelay_renderer::present::Hosting;

use crate::options::{self, Options};

/// How long [`Context::close`] waits for the connection's serving thread (which tears the
/// client's objects down when it is the client's last stream).
pub const CLOSE_WAIT: Duration = Duration::from_secs(10);

/// The environment variable naming the renderer's configuration file; without it
/// `$XDG_CONFIG_HOME/vkrelay/renderer.toml` is read if it exists (as `vkrelay-renderer`
/// does without `--config`).
pub const CONFIG_ENV: &str = "VKRELAY_CONFIG";

/// Why the renderer could not start or a context could not be made.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The configuration file could not be read or is not valid.
    #[error(transparent)]
    Config(#[from] vkrelay_renderer::config::ConfigError),
    /// The real driver could not be loaded or does not work.
    #[error(transparent)]
    Driver(#[from] driver::DriverError),
    /// `createVkContext` before `initVulkanWrapper` (or after it failed).
    #[error("the Vulkan driver is not loaded (initVulkanWrapper failed or was not called)")]
    NotInitialised,
    /// A system call failed.
    #[error("{0}: {1}")]
    Io(&'static str, std::io::Error),
    /// The extra-data request is not one the renderer knows.
    #[error("unknown extra-data request {request} ({length} bytes)")]
    UnknownRequest {
        /// The request id (the low 16 bits of the code).
        request: u16,
        /// Its length.
        length: u32,
    },
    /// A second hello on a connection that has its rings.
    #[error("a second hello on one connection")]
    SecondHello,
    /// The hello failed.
    #[error("handshake: {0}")]
    Handshake(#[from] shm_ring::Error),
}

/// What every context shares: the driver and the configuration of the last
/// `initVulkanWrapper`.
#[derive(Debug)]
struct Renderer {
    driver: Arc<Driver>,
    /// The configuration file's values (the options of each context go on top).
    config: Config,
    /// Where the driver came from (a later `initVulkanWrapper` with the same source keeps it).
    source: DriverSource,
    /// The windows the renderer's swapchains are presented into (the component's).
    hosting: Option<Hosting>,
}

static RENDERER: Mutex<Option<Arc<Renderer>>> = Mutex::new(None);

/// Live clients by session token: one for the whole process, since a client's further
/// streams are new connections (new contexts) that attach to it.
fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(Registry::default)
}

/// Loads the real driver (`libvulkan`: a driver `.so` loaded directly, like
/// `vkrelay-renderer --driver`; `None`: the system loader) and the configuration, for the
/// contexts created afterwards, whose clients' renderer-owned swapchains are presented into
/// `hosting`'s windows. Called from every `VortekRendererComponent`'s constructor: the same
/// driver source keeps the loaded driver.
pub fn init(libvulkan: Option<PathBuf>, hosting: Option<Hosting>) -> Result<(), Error> {
    let mut config = match std::env::var_os(CONFIG_ENV).filter(|p| !p.is_empty()) {
        Some(p) => Config::load(Some(PathBuf::from(p).as_path()))?,
        None => Config::load(None)?,
    };
    // The Java side's library path wins over the file's `driver`.
    let source = match libvulkan.or_else(|| config.driver.clone()) {
        Some(p) => DriverSource::Library(p),
        None => DriverSource::SystemLoader,
    };
    config.driver = None;
    let mut current = RENDERER.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(r) = current.as_ref().filter(|r| r.source == source) {
        *current = Some(Arc::new(Renderer {
            driver: Arc::clone(&r.driver),
            config,
            source,
            hosting,
        }));
        return Ok(());
    }
    let driver = Driver::load(&source)?;
    // Proves the driver works and is not vkrelay itself before taking clients.
    let devices = driver::probe_driver(&driver)?;
    // Threads end with their connections, after the clients' instances are gone.
    driver.keep_loaded();
    tracing::info!(
        source = ?source,
        devices = ?devices.iter().map(|d| &d.name).collect::<Vec<_>>(),
        "driver loaded"
    );
    // From the thread that started the renderer (Java's), as `Server::run` does: rescued
    // streams get this thread's priority. Once per process.
    static SPAWNER: OnceLock<()> = OnceLock::new();
    if SPAWNER.get().is_none() {
        start_spawner()?;
        let _ = SPAWNER.set(());
    }
    *current = Some(Arc::new(Renderer {
        driver: Arc::new(driver),
        config,
        source,
        hosting,
    }));
    Ok(())
}

fn start_spawner() -> Result<(), Error> {
    vkrelay_renderer::starve::start_spawner().map_err(|e| Error::Io("starting the spawner", e))
}

/// One connection of Winlator's socket: created at its create-context request, served once
/// its hello arrives, closed when the client hangs up.
#[derive(Debug)]
pub struct Context {
    /// A duplicate of Java's descriptor, until the hello takes it.
    socket: Option<OwnedFd>,
    driver: Arc<Driver>,
    config: Arc<Config>,
    hosting: Option<Hosting>,
    /// Disconnected when the serving thread ends.
    served: Option<mpsc::Receiver<()>>,
}

impl Context {
    /// A context for the connection `fd` (still Java's: it is duplicated) with `options` on
    /// top of the configuration.
    pub fn new(fd: RawFd, options: &Options) -> Result<Context, Error> {
        let renderer = RENDERER
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
            .ok_or(Error::NotInitialised)?;
        if fd < 0 {
            return Err(Error::Io(
                "the connection",
                std::io::Error::from_raw_os_error(libc::EBADF),
            ));
        }
        // SAFETY: Java's loop keeps `fd` open for the whole createVkContext call; it is
        // only borrowed to duplicate it.
        let socket = unsafe { BorrowedFd::borrow_raw(fd) }
            .try_clone_to_owned()
            .map_err(|e| Error::Io("duplicating the connection", e))?;
        let mut config = renderer.config.clone();
        options::apply(options, &mut config);
        config.validate("VortekRendererComponent.Options")?;
        Ok(Context {
            socket: Some(socket),
            driver: Arc::clone(&renderer.driver),
            config: Arc::new(config),
            hosting: renderer.hosting.clone(),
            served: None,
        })
    }

    /// An extra-data request `{(2 << 16) | request, length}` whose `length` bytes follow on
    /// the socket: the hello (read here, on Java's thread), after which the connection is
    /// served on its own thread. Anything else is refused.
    pub fn extra_data(&mut self, request: u16, length: u32) -> Result<(), Error> {
        if request != handshake::EXTRA_HELLO {
            return Err(Error::UnknownRequest { request, length });
        }
        let socket = self.socket.take().ok_or(Error::SecondHello)?;
        let conn = handshake::server_handshake_extra(
            UnixStream::from(socket),
            &HandshakeConfig::new(""),
            request,
            length,
        )?;
        tracing::debug!(pid = conn.peer.pid, "connection accepted");
        let (done, served) = mpsc::channel::<()>();
        let driver = Arc::clone(&self.driver);
        let config = Arc::clone(&self.config);
        let registry = Arc::clone(registry());
        let hosting = self.hosting.clone();
        std::thread::Builder::new()
            .name("vkrelay-stream".into())
            .spawn(move || {
                let _done = done;
                vkrelay_renderer::client::serve_connection_hosted(
                    conn, driver, config, registry, hosting,
                );
            })
            .map_err(|e| Error::Io("starting the stream thread", e))?;
        self.served = Some(served);
        Ok(())
    }

    /// The client hung up: waits up to `wait` for the serving thread to end (the client's
    /// objects are freed by then, if this was its last stream). Returns whether it ended.
    pub fn close(self, wait: Duration) -> bool {
        match self.served {
            None => true,
            Some(served) => match served.recv_timeout(wait) {
                Err(mpsc::RecvTimeoutError::Disconnected) | Ok(()) => true,
                Err(mpsc::RecvTimeoutError::Timeout) => false,
            },
        }
    }
}
