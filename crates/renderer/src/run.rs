//! `vkrelay-renderer run -- PROGRAM ARGS…`: one program on a private renderer.
//!
//! The renderer runs inside the `run` process (a server thread), not as a child: it loads the
//! driver with the options and the environment `run` was given, so a driver that is missing or
//! is vkrelay itself is reported before the program starts, and there is no second process to
//! find, start, watch and stop. [`run`]:
//!
//! 1. finds `libvulkan_vkrelay.so` ([`find_icd`]);
//! 2. loads and probes the real driver (the renderer's own `VK_DRIVER_FILES` picks it);
//! 3. makes a private directory (mode 0700) holding the socket and an ICD manifest;
//! 4. runs the program with `VK_DRIVER_FILES` naming that manifest and `VKRELAY_SERVER_PATH`
//!    that socket; the variables that chose the renderer's driver (`VK_ICD_FILENAMES`,
//!    `VK_ADD_DRIVER_FILES`, `VK_LOADER_DRIVERS_SELECT`, `VK_LOADER_DRIVERS_DISABLE`) are
//!    removed from its environment;
//! 5. forwards `SIGTERM` to it, and `SIGINT` and `SIGHUP` where a process sent them (a
//!    terminal's Ctrl-C already reached the program, which shares the terminal's process
//!    group); a second signal kills the program;
//! 6. once the program exits, removes the socket, waits up to [`CLIENT_GRACE`] for its
//!    clients' teardown (and `--stats` summaries), removes the directory and returns the
//!    program's exit status (128 + N for a program killed by signal N, as shells do).

use std::ffi::OsString;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus};
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::{Duration, Instant};

use crate::config::Config;
use crate::driver::{self, Driver, DriverError, DriverSource};
use crate::server::{BindError, Server};

/// How long `run` waits, once the program exited, for its clients to be torn down.
pub const CLIENT_GRACE: Duration = Duration::from_secs(10);

/// What `run` does besides serving.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The program and its arguments (at least the program).
    pub program: Vec<OsString>,
    /// Set zink's variables so that OpenGL programs run on Vulkan, through vkrelay.
    pub gl: bool,
    /// The ICD library (default: [`find_icd`]'s search).
    pub icd: Option<PathBuf>,
}

/// Why `run` could not run the program.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// No program was named.
    #[error("no program to run: vkrelay-renderer run [OPTIONS] -- PROGRAM [ARGS...]")]
    NoProgram,
    /// `--icd` names no file.
    #[error("the ICD library {0} given by --icd does not exist")]
    IcdMissing(PathBuf),
    /// The search for the ICD found nothing.
    #[error(
        "cannot find {lib} (looked in {}); install vkrelay (cargo xtask install), or pass \
         --icd PATH",
        .searched.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", "),
        lib = crate::OWN_ICD_LIBRARY
    )]
    IcdNotFound {
        /// The places looked at, in order.
        searched: Vec<PathBuf>,
    },
    /// The real driver cannot be used.
    #[error(transparent)]
    Driver(#[from] DriverError),
    /// The private socket cannot be bound.
    #[error(transparent)]
    Bind(#[from] BindError),
    /// The private directory or its manifest cannot be made, or signals cannot be caught.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// What failed.
        source: io::Error,
    },
    /// The program cannot be started.
    #[error("cannot run {program}: {source}")]
    Spawn {
        /// The program as named.
        program: String,
        /// What failed.
        source: io::Error,
    },
}

impl RunError {
    /// The exit status `run` ends with: 127 for a program that does not exist, 126 for one
    /// that cannot be executed (as shells do), 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        match self {
            RunError::Spawn { source, .. } if source.kind() == io::ErrorKind::NotFound => 127,
            RunError::Spawn { .. } => 126,
            _ => 1,
        }
    }
}

fn io_err(what: impl Into<String>) -> impl FnOnce(io::Error) -> RunError {
    let what = what.into();
    move |source| RunError::Io { what, source }
}

/// The places [`find_icd`] looks for the ICD, in order, for a renderer binary at `exe`:
/// beside it, in `../lib`, then the standard install directories (`~/.local/lib`, which is
/// `cargo xtask install`'s default, `/usr/local/lib`, the multiarch and plain `/usr/lib`).
pub fn icd_candidates(exe: Option<&Path>) -> Vec<PathBuf> {
    let lib = crate::OWN_ICD_LIBRARY;
    let mut dirs = Vec::new();
    if let Some(bin) = exe.and_then(Path::parent) {
        dirs.push(bin.to_path_buf());
        if let Some(prefix) = bin.parent() {
            dirs.push(prefix.join("lib"));
        }
    }
    if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        dirs.push(PathBuf::from(home).join(".local/lib"));
    }
    dirs.push("/usr/local/lib".into());
    dirs.push(format!("/usr/lib/{}-linux-gnu", std::env::consts::ARCH).into());
    dirs.push("/usr/lib".into());
    let mut out: Vec<PathBuf> = Vec::new();
    for d in dirs {
        let p = d.join(lib);
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// The ICD library to point the program at: `explicit` (`--icd`), else the first of
/// [`icd_candidates`] that exists. The result is absolute (the manifest's `library_path`
/// must not depend on the program's working directory).
pub fn find_icd(explicit: Option<&Path>, exe: Option<&Path>) -> Result<PathBuf, RunError> {
    let found = match explicit {
        Some(p) if p.is_file() => p.to_path_buf(),
        Some(p) => return Err(RunError::IcdMissing(p.to_path_buf())),
        None => {
            let searched = icd_candidates(exe);
            match searched.iter().find(|p| p.is_file()) {
                Some(p) => p.clone(),
                None => return Err(RunError::IcdNotFound { searched }),
            }
        }
    };
    Ok(std::fs::canonicalize(&found).unwrap_or(found))
}

/// The ICD manifest for `library`, as the loader reads it (the same text as the ICD crate's
/// `manifest_json`, which the renderer does not link: its exported entry points would be the
/// renderer's; a test compares the two).
pub fn manifest_json(library: &Path) -> String {
    format!(
        "{{\n  \"file_format_version\": \"1.0.0\",\n  \"ICD\": {{\n    \"library_path\": \"{}\",\n    \
         \"api_version\": \"1.3.{}\"\n  }}\n}}\n",
        library.display(),
        vk_wire::VK_XML_VERSION
    )
}

/// The variables `--gl` sets: Mesa's software path (`LIBGL_ALWAYS_SOFTWARE`) with zink as its
/// Gallium driver instead of llvmpipe, zink for the hardware path too
/// (`MESA_LOADER_DRIVER_OVERRIDE`), and Mesa as GLVND's GLX vendor (another vendor's library,
/// NVIDIA's, would otherwise take the X screen).
pub const GL_ENV: &[(&str, &str)] = &[
    ("LIBGL_ALWAYS_SOFTWARE", "1"),
    ("GALLIUM_DRIVER", "zink"),
    ("MESA_LOADER_DRIVER_OVERRIDE", "zink"),
    ("__GLX_VENDOR_LIBRARY_NAME", "mesa"),
];

/// Mesa's EGL vendor file, which `--gl` makes GLVND's only EGL vendor where it exists.
const MESA_EGL_VENDOR: &str = "/usr/share/glvnd/egl_vendor.d/50_mesa.json";

/// Loader variables that chose the renderer's driver and must not reach the program.
const DRIVER_CHOICE_ENV: &[&str] = &[
    "VK_ICD_FILENAMES",
    "VK_ADD_DRIVER_FILES",
    "VK_LOADER_DRIVERS_SELECT",
    "VK_LOADER_DRIVERS_DISABLE",
];

/// A private directory (mode 0700), removed with everything in it on drop.
#[derive(Debug)]
struct PrivateDir(PathBuf);

impl PrivateDir {
    /// A new directory in `$XDG_RUNTIME_DIR`, or in the temporary directory without it.
    fn new() -> Result<PrivateDir, RunError> {
        use std::os::unix::fs::DirBuilderExt;
        let base = std::env::var_os("XDG_RUNTIME_DIR")
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
            .filter(|d| d.is_dir())
            .unwrap_or_else(std::env::temp_dir);
        let mut last = None;
        for _ in 0..16 {
            let dir = base.join(format!(
                "vkrelay-run-{}-{:08x}",
                std::process::id(),
                random_u32()
            ));
            // `create` (not `create_all`) fails where the name exists: the directory is ours.
            match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
                Ok(()) => return Ok(PrivateDir(dir)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
                Err(e) => {
                    return Err(io_err(format!(
                        "cannot create a directory in {}",
                        base.display()
                    ))(e));
                }
            }
        }
        Err(io_err(format!(
            "cannot create a directory in {}",
            base.display()
        ))(
            last.unwrap_or_else(|| io::Error::other("no free name"))
        ))
    }
}

impl Drop for PrivateDir {
    fn drop(&mut self) {
        if let Err(e) = std::fs::remove_dir_all(&self.0) {
            tracing::warn!(dir = %self.0.display(), "cannot remove the private directory: {e}");
        }
    }
}

fn random_u32() -> u32 {
    let mut b = [0u8; 4];
    // SAFETY: `b` is a writable buffer of 4 bytes.
    let n = unsafe { libc::getrandom(b.as_mut_ptr().cast(), b.len(), 0) };
    if n != 4 {
        // The name only needs to differ from a leftover one; `create` checks it is new.
        return std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
    }
    u32::from_le_bytes(b)
}

/// The write end of the pipe the signal handler reports on (-1 outside [`Signals`]' life).
/// Accessed Relaxed: the number is the only datum, nothing is published with it.
static SIGNAL_PIPE: AtomicI32 = AtomicI32::new(-1);

/// The signals `run` catches.
const CAUGHT: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

/// A signal `run` received.
#[derive(Debug, Clone, Copy)]
struct Received {
    signal: libc::c_int,
    /// Sent by a process (`kill`), not by the kernel (a terminal's Ctrl-C, a hang-up).
    from_process: bool,
}

/// The handler: writes the signal and its origin into the pipe (write(2) is
/// async-signal-safe; errno is restored for the interrupted code).
extern "C" fn on_signal(signal: libc::c_int, info: *mut libc::siginfo_t, _: *mut libc::c_void) {
    // SAFETY: `errno_location` returns this thread's errno, valid for the thread's life.
    let errno = unsafe { *errno_location() };
    // SI_USER (0), SI_QUEUE (-1) and SI_TKILL (-6) are sent by processes; the kernel's codes
    // (SI_KERNEL, 0x80) are positive.
    let from_process = if info.is_null() {
        true
    } else {
        // SAFETY: with SA_SIGINFO the kernel passes a valid siginfo_t for the handler's call.
        unsafe { (*info).si_code <= 0 }
    };
    let msg = [signal as u8, u8::from(from_process)];
    let fd = SIGNAL_PIPE.load(Ordering::Relaxed);
    if fd >= 0 {
        // SAFETY: `msg` is 2 readable bytes; a full or closed pipe only loses the report.
        unsafe { libc::write(fd, msg.as_ptr().cast(), msg.len()) };
    }
    // SAFETY: as above.
    unsafe { *errno_location() = errno };
}

/// This thread's `errno` (glibc's `__errno_location`, bionic's `__errno`).
///
/// # Safety
/// The pointer is valid only on the calling thread, while it lives.
unsafe fn errno_location() -> *mut libc::c_int {
    #[cfg(target_os = "android")]
    // SAFETY: bionic's `__errno` has no preconditions.
    return unsafe { libc::__errno() };
    #[cfg(not(target_os = "android"))]
    // SAFETY: glibc's `__errno_location` has no preconditions.
    return unsafe { libc::__errno_location() };
}

/// The caught signals' pipe (read end), from [`Signals::install`] on.
#[derive(Debug)]
struct Signals {
    read: OwnedFd,
    _write: OwnedFd,
}

impl Drop for Signals {
    fn drop(&mut self) {
        // A signal from now on is reported nowhere (the descriptor number may be reused).
        SIGNAL_PIPE.store(-1, Ordering::Relaxed);
    }
}

impl Signals {
    fn install() -> Result<Signals, RunError> {
        let mut fds = [0; 2];
        // SAFETY: `fds` has room for the two descriptors pipe2 writes.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
            return Err(io_err("cannot create a pipe")(io::Error::last_os_error()));
        }
        // SAFETY: pipe2 succeeded: both descriptors are open and owned by nobody else.
        let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        SIGNAL_PIPE.store(write.as_raw_fd(), Ordering::Relaxed);
        for signal in CAUGHT {
            // SAFETY: a zeroed sigaction is a valid "no flags, empty mask" start.
            let mut action: libc::sigaction = unsafe { std::mem::zeroed() };
            action.sa_sigaction = on_signal as *const () as usize;
            action.sa_flags = libc::SA_SIGINFO | libc::SA_RESTART;
            // SAFETY: `action.sa_mask` is a valid sigset_t to empty.
            unsafe { libc::sigemptyset(&mut action.sa_mask) };
            // SAFETY: `action` is fully initialised and its handler only does async-signal-
            // safe work; the previous action is not needed.
            if unsafe { libc::sigaction(signal, &action, std::ptr::null_mut()) } != 0 {
                return Err(io_err("cannot catch signals")(io::Error::last_os_error()));
            }
        }
        Ok(Signals {
            read,
            _write: write,
        })
    }

    /// The next signal received, waiting up to `timeout` for one.
    fn next(&self, timeout: Duration) -> Option<Received> {
        let mut p = libc::pollfd {
            fd: self.read.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd.
        unsafe { libc::poll(&mut p, 1, timeout.as_millis().min(i32::MAX as u128) as i32) };
        let mut msg = [0u8; 2];
        // SAFETY: `msg` has room for 2 bytes; the pipe is non-blocking.
        let n = unsafe { libc::read(self.read.as_raw_fd(), msg.as_mut_ptr().cast(), 2) };
        (n == 2).then(|| Received {
            signal: libc::c_int::from(msg[0]),
            from_process: msg[1] != 0,
        })
    }
}

/// The shell's exit status for a program that ended with `status`: its code, or 128 + N where
/// signal N killed it.
pub fn exit_code(status: ExitStatus) -> u8 {
    match (status.code(), status.signal()) {
        (Some(c), _) => c as u8,
        (None, Some(s)) => (128 + s) as u8,
        (None, None) => 1,
    }
}

/// Runs `opts.program` on a private renderer configured by `config`, and returns its exit
/// status (see the module documentation).
pub fn run(config: Config, opts: Options) -> Result<u8, RunError> {
    let Some((program, args)) = opts.program.split_first() else {
        return Err(RunError::NoProgram);
    };
    let exe = std::env::current_exe().ok();
    let icd = find_icd(opts.icd.as_deref(), exe.as_deref())?;
    let signals = Signals::install()?;
    let source = config
        .driver
        .clone()
        .map_or(DriverSource::SystemLoader, DriverSource::Library);
    let driver = Driver::load(&source)?;
    driver::check_driver(&driver)?;
    if let Some(r) = signals.next(Duration::ZERO) {
        // Asked to stop before anything started.
        return Ok((128 + r.signal) as u8);
    }
    let dir = PrivateDir::new()?;
    let manifest = dir.0.join("vkrelay_icd.json");
    std::fs::write(&manifest, manifest_json(&icd))
        .map_err(io_err(format!("cannot write {}", manifest.display())))?;
    let socket = dir.0.join("vkrelay.sock");
    let server = Server::bind(&socket)?;
    tracing::info!(socket = %socket.display(), icd = %icd.display(), "serving one program");
    let driver = Arc::new(driver);
    let config = Arc::new(config);
    std::thread::Builder::new()
        .name("vkrelay-accept".into())
        .spawn(move || {
            if let Err(e) = server.run(driver, config) {
                tracing::error!("the renderer stopped accepting clients: {e}");
            }
        })
        .map_err(io_err("cannot start the renderer's thread"))?;
    let mut cmd = Command::new(program);
    cmd.args(args)
        .env("VK_DRIVER_FILES", &manifest)
        .env("VKRELAY_SERVER_PATH", &socket);
    for var in DRIVER_CHOICE_ENV {
        cmd.env_remove(var);
    }
    if opts.gl {
        cmd.envs(GL_ENV.iter().copied());
        if Path::new(MESA_EGL_VENDOR).is_file() {
            cmd.env("__EGL_VENDOR_LIBRARY_FILENAMES", MESA_EGL_VENDOR);
        }
    }
    let child = cmd.spawn().map_err(|source| RunError::Spawn {
        program: program.to_string_lossy().into_owned(),
        source,
    })?;
    let status = wait(child, &signals)?;
    // No new client from here on; those of the program finish their teardown.
    let _ = std::fs::remove_file(&socket);
    let start = Instant::now();
    while crate::client::live_clients() > 0 && start.elapsed() < CLIENT_GRACE {
        std::thread::sleep(Duration::from_millis(10));
    }
    let left = crate::client::live_clients();
    if left > 0 {
        tracing::warn!(
            clients = left,
            "clients still connected {CLIENT_GRACE:?} after the program exited are cut off"
        );
    }
    drop(dir);
    Ok(exit_code(status))
}

/// Waits for `child`, forwarding the signals `run` gets (see the module documentation).
fn wait(mut child: Child, signals: &Signals) -> Result<ExitStatus, RunError> {
    let pid = child.id() as libc::pid_t;
    let mut forwarded = 0;
    loop {
        if let Some(status) = child
            .try_wait()
            .map_err(io_err("cannot wait for the program"))?
        {
            return Ok(status);
        }
        let Some(r) = signals.next(Duration::from_millis(50)) else {
            continue;
        };
        let signal = if forwarded > 0 {
            libc::SIGKILL
        } else if r.signal == libc::SIGTERM || r.from_process {
            r.signal
        } else {
            // The terminal sent it to its whole foreground process group, the program too.
            forwarded += 1;
            continue;
        };
        tracing::info!(signal, pid, "forwarding a signal to the program");
        // SAFETY: kill(2) on our own child, not reaped yet (try_wait saw it running), so the
        // pid cannot belong to another process.
        unsafe { libc::kill(pid, signal) };
        forwarded += 1;
    }
}
