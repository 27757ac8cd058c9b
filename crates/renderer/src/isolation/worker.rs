//! A worker process: loads the driver, then serves the client sockets its supervisor hands it
//! until its client is gone (see [`super`]).

use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use shm_ring::handshake::HandshakeConfig;

use super::{recv, send, state, tag};
use crate::config::Config;
use crate::driver::{self, Driver, DriverSource};

/// The control socket's descriptor number, in a worker's environment.
pub const CONTROL_ENV: &str = "VKRELAY_WORKER_CONTROL";
/// The state page's memfd number, in a worker's environment.
pub const STATE_ENV: &str = "VKRELAY_WORKER_STATE";
/// The supervisor's configuration file text (absent: none was read).
pub const CONFIG_ENV: &str = "VKRELAY_WORKER_CONFIG";
/// Where that text came from, for error messages.
pub const CONFIG_ORIGIN_ENV: &str = "VKRELAY_WORKER_CONFIG_ORIGIN";

/// What a worker inherits from its supervisor.
#[derive(Debug)]
pub struct Inherited {
    control: OwnedFd,
    state: OwnedFd,
    /// The supervisor's configuration text and its origin.
    pub config: Option<(String, std::path::PathBuf)>,
}

/// Whether this process was started as a worker, and if so what it inherited; the variables
/// are removed (the driver and anything it starts never see them).
///
/// # Safety
/// No other thread reads or writes the environment meanwhile.
pub unsafe fn take_inherited() -> Option<Result<Inherited, String>> {
    let control = std::env::var(CONTROL_ENV).ok()?;
    let state = std::env::var(STATE_ENV).ok();
    let config = std::env::var(CONFIG_ENV).ok();
    let origin = std::env::var_os(CONFIG_ORIGIN_ENV);
    for v in [CONTROL_ENV, STATE_ENV, CONFIG_ENV, CONFIG_ORIGIN_ENV] {
        // SAFETY: caller.
        unsafe { std::env::remove_var(v) };
    }
    let fd = |s: &str| -> Result<OwnedFd, String> {
        let n: i32 = s
            .parse()
            .map_err(|_| format!("{CONTROL_ENV}/{STATE_ENV}: not a descriptor: {s:?}"))?;
        // SAFETY: F_GETFD only asks whether `n` is open.
        if n < 3 || unsafe { libc::fcntl(n, libc::F_GETFD) } < 0 {
            return Err(format!("descriptor {n} from the supervisor is not open"));
        }
        // SAFETY: the supervisor left `n` open for this process alone; nothing else owns it.
        let owned = unsafe { OwnedFd::from_raw_fd(n) };
        // SAFETY: plain fcntl on a descriptor we own: close it in anything we exec.
        unsafe { libc::fcntl(n, libc::F_SETFD, libc::FD_CLOEXEC) };
        Ok(owned)
    };
    Some((|| {
        let control = fd(&control)?;
        let state = fd(state
            .as_deref()
            .ok_or_else(|| format!("{STATE_ENV} is not set"))?)?;
        Ok(Inherited {
            control,
            state,
            config: config.map(|t| (t, origin.unwrap_or_default().into())),
        })
    })())
}

/// Connection threads between their start and the end of [`crate::server::serve_socket`].
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

/// Whether the worker serves nobody: no connection being set up, no client alive.
fn idle() -> bool {
    IN_FLIGHT.load(Ordering::Acquire) == 0 && crate::client::live_clients() == 0
}

/// Maps the state page and installs it and the crash report.
fn install_state(fd: &OwnedFd) -> Result<(), String> {
    // SAFETY: a fresh shared mapping of the supervisor's memfd (which it sized to
    // state::SIZE); it is never unmapped, so it outlives every reader in this process.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            state::SIZE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED,
            fd.as_raw_fd(),
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(format!(
            "cannot map the state page: {}",
            std::io::Error::last_os_error()
        ));
    }
    // SAFETY: see above: page-aligned, SIZE bytes, mapped for the process's life; the
    // supervisor only reads it with atomics.
    unsafe { state::install_shared(p.cast()) };
    state::install_crash_report(true);
    Ok(())
}

/// Runs the worker: returns when its client is gone and the supervisor has stopped routing to
/// it (or at once, with a failure, when the driver does not work).
pub fn run(inherited: Inherited, source: &DriverSource, config: Config) -> ExitCode {
    let control = inherited.control;
    let fail = |msg: String| {
        let mut m = vec![tag::FAILED];
        m.extend_from_slice(msg.as_bytes());
        m.truncate(super::MAX_CONTROL);
        let _ = send(control.as_fd(), &m, None);
        ExitCode::FAILURE
    };
    if let Err(e) = install_state(&inherited.state) {
        return fail(e);
    }
    crate::shutdown::on_signal(|_| crate::trace::finish_live());
    let driver = match Driver::load(source).and_then(|d| driver::check_driver(&d).map(|_| d)) {
        Ok(d) => Arc::new(d),
        Err(e) => return fail(e.to_string()),
    };
    // Before the client comes: which memory types its maps cannot reach.
    crate::memory::probe::warm(driver.entry(), &config.memory_paths());
    if config.capture.is_some() {
        crate::trace::describe_driver(&driver);
    }
    crate::starve::set_thread_slice(config.thread_slice());
    if let Err(e) = crate::starve::start_spawner() {
        return fail(format!("cannot start a thread: {e}"));
    }
    let socket = config
        .socket
        .clone()
        .unwrap_or_else(crate::server::default_socket_path);
    let handshake = HandshakeConfig::new(socket);
    let config = Arc::new(config);
    let registry = crate::client::Registry::default();
    if send(control.as_fd(), &[tag::READY], None).is_err() {
        return ExitCode::FAILURE;
    }
    tracing::debug!("worker ready");
    let mut served = false;
    let mut said_idle = false;
    let mut closed = false;
    loop {
        if !closed {
            match wait_readable(&control, Duration::from_millis(100)) {
                Ok(false) => {}
                Ok(true) => match recv(control.as_fd()) {
                    Ok((m, fd)) if m.first() == Some(&tag::CONNECTION) => {
                        let Some(fd) = fd else {
                            tracing::warn!("a connection message without its socket");
                            continue;
                        };
                        served = true;
                        said_idle = false;
                        let stream = UnixStream::from(fd);
                        let (h, d, c, r) = (
                            handshake.clone(),
                            Arc::clone(&driver),
                            Arc::clone(&config),
                            Arc::clone(&registry),
                        );
                        IN_FLIGHT.fetch_add(1, Ordering::AcqRel);
                        let spawned = std::thread::Builder::new()
                            .name("vkrelay-stream".into())
                            .spawn(move || {
                                crate::server::serve_socket(stream, &h, d, c, r);
                                IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
                            });
                        if let Err(e) = spawned {
                            IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
                            tracing::error!("cannot start a stream thread: {e}");
                        }
                    }
                    Ok((m, _)) if m.is_empty() => closed = true,
                    Ok(_) => tracing::warn!("an unknown control message"),
                    Err(e) => {
                        tracing::warn!("the control socket failed: {e}");
                        closed = true;
                    }
                },
                Err(e) => {
                    tracing::warn!("the control socket failed: {e}");
                    closed = true;
                }
            }
        } else {
            std::thread::sleep(Duration::from_millis(20));
        }
        if served && idle() {
            if closed {
                tracing::debug!("worker done");
                // The client's last pipeline-cache save is written before the process ends.
                crate::pipeline_cache::writer::flush(Duration::from_secs(5));
                return ExitCode::SUCCESS;
            }
            if !said_idle {
                said_idle = true;
                if send(control.as_fd(), &[tag::IDLE], None).is_err() {
                    closed = true;
                }
            }
        } else if closed && !served {
            // The supervisor went away before giving this worker a client.
            return ExitCode::SUCCESS;
        }
    }
}

/// Polls `fd` for input (or hang-up) for at most `timeout`.
fn wait_readable(fd: &OwnedFd, timeout: Duration) -> std::io::Result<bool> {
    let mut p = libc::pollfd {
        fd: fd.as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: one valid pollfd.
    let n = unsafe { libc::poll(&mut p, 1, timeout.as_millis() as libc::c_int) };
    if n < 0 {
        let e = std::io::Error::last_os_error();
        return if e.kind() == std::io::ErrorKind::Interrupted {
            Ok(false)
        } else {
            Err(e)
        };
    }
    Ok(n > 0)
}
