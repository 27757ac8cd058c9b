//! The supervisor: accepts connections and hands each to the worker of its client process,
//! starting workers and reporting their deaths (see [`super`]).

use std::collections::HashMap;
use std::ffi::OsString;
use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::state::{self, Snapshot};
use super::worker::{CONFIG_ENV, CONFIG_ORIGIN_ENV, CONTROL_ENV, STATE_ENV};
use super::{recv, send, tag};
use crate::server::Server;

/// How long the socket stays quiet after a connection before the next spare worker starts:
/// loading a driver takes CPU (tens of ms for lavapipe), which the client that just connected
/// needs for its own start, and its further streams follow within this time.
pub const SPARE_DELAY: Duration = Duration::from_secs(1);

/// How long a connection waits for a worker to get ready before it is refused.
const READY_TIMEOUT: Duration = Duration::from_secs(60);

/// How a worker is started: this executable, its arguments, and the configuration text.
#[derive(Debug, Clone)]
pub struct Spawn {
    /// The executable (this one).
    pub exe: PathBuf,
    /// Its arguments (the supervisor's own).
    pub args: Vec<OsString>,
    /// The configuration file's text and path, if one was read.
    pub config: Option<(String, PathBuf)>,
}

/// A process that connects: its pid and start time (so a reused pid is somebody else).
type Key = (u32, u64);

#[derive(Debug, Clone, PartialEq, Eq)]
enum Phase {
    /// Loading the driver.
    Starting,
    /// Serving, or ready to.
    Ready,
    /// Said it has no client left: nothing more is routed to it.
    Retired,
    /// The driver did not work; the worker's message.
    Failed(String),
    /// Exited.
    Dead,
}

/// The supervisor's handle on one worker.
#[derive(Debug)]
struct Worker {
    pid: u32,
    control: OwnedFd,
    /// The worker's [`state`] page, mapped here too (never unmapped while `Worker` lives).
    page: Page,
    phase: Mutex<Phase>,
}

/// A shared mapping of a worker's state page.
#[derive(Debug)]
struct Page {
    ptr: *mut u8,
}

// SAFETY: the mapping is only read through atomics (Snapshot::read); the pointer is valid
// from any thread until Drop.
unsafe impl Send for Page {}
// SAFETY: as above.
unsafe impl Sync for Page {}

impl Page {
    /// A fresh memfd of [`state::SIZE`] bytes, and its mapping here.
    fn new() -> std::io::Result<(Page, OwnedFd)> {
        // SAFETY: memfd_create with a NUL-terminated name.
        let fd = unsafe { libc::memfd_create(c"vkrelay-worker-state".as_ptr(), libc::MFD_CLOEXEC) };
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        // SAFETY: a fresh descriptor nobody else owns.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        // SAFETY: plain ftruncate on our memfd.
        if unsafe { libc::ftruncate(fd.as_raw_fd(), state::SIZE as libc::off_t) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        // SAFETY: a shared read-only mapping of the memfd's SIZE bytes.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                state::SIZE,
                libc::PROT_READ,
                libc::MAP_SHARED,
                fd.as_raw_fd(),
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return Err(std::io::Error::last_os_error());
        }
        Ok((Page { ptr: p.cast() }, fd))
    }

    fn snapshot(&self) -> Option<Snapshot> {
        // SAFETY: SIZE mapped bytes, page-aligned, only written with atomics by the worker.
        unsafe { Snapshot::read(self.ptr) }
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        // SAFETY: our own mapping of SIZE bytes, not used after this.
        unsafe { libc::munmap(self.ptr.cast(), state::SIZE) };
    }
}

#[derive(Debug, Default)]
struct Pool {
    /// The worker the next new client gets.
    spare: Option<Arc<Worker>>,
    /// Workers by the client process they serve.
    routes: HashMap<Key, Arc<Worker>>,
    /// Spares that died before getting ready, in a row (slows respawning down).
    failures: u32,
}

/// The supervisor's shared state.
#[derive(Debug)]
struct Shared {
    pool: Mutex<Pool>,
    changed: Condvar,
}

fn lock(m: &Mutex<Pool>) -> MutexGuard<'_, Pool> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Why the supervisor could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// A worker could not be started.
    #[error("cannot start a renderer worker: {0}")]
    Spawn(std::io::Error),
    /// The first worker found the driver unusable (its message).
    #[error("{0}")]
    Driver(String),
}

/// Starts a worker. Must run on the supervisor's main thread: the worker's
/// `PR_SET_PDEATHSIG` fires when the thread that started it ends.
fn spawn(how: &Spawn, shared: &Arc<Shared>) -> std::io::Result<Arc<Worker>> {
    // A seqpacket pair keeps messages whole and reports the peer's close as end of file.
    let (ours, theirs) = seqpacket_pair()?;
    let (page, memfd) = Page::new()?;
    let supervisor = std::process::id();
    let (control_raw, state_raw) = (theirs.as_raw_fd(), memfd.as_raw_fd());
    let mut cmd = Command::new(&how.exe);
    cmd.args(&how.args)
        .env(CONTROL_ENV, control_raw.to_string())
        .env(STATE_ENV, state_raw.to_string())
        .stdin(Stdio::null());
    match &how.config {
        Some((text, origin)) => cmd.env(CONFIG_ENV, text).env(CONFIG_ORIGIN_ENV, origin),
        None => cmd.env_remove(CONFIG_ENV).env_remove(CONFIG_ORIGIN_ENV),
    };
    // SAFETY: the closure runs between fork and exec and makes only async-signal-safe calls
    // (fcntl, prctl, getppid, _exit) on descriptors this process owns.
    unsafe {
        cmd.pre_exec(move || {
            for fd in [control_raw, state_raw] {
                let flags = libc::fcntl(fd, libc::F_GETFD);
                if flags < 0 || libc::fcntl(fd, libc::F_SETFD, flags & !libc::FD_CLOEXEC) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // The supervisor died between fork and prctl: nobody would kill this worker.
            if libc::getppid() as u32 != supervisor {
                libc::_exit(1);
            }
            Ok(())
        });
    }
    let child = cmd.spawn()?;
    drop(theirs);
    drop(memfd);
    let worker = Arc::new(Worker {
        pid: child.id(),
        control: ours,
        page,
        phase: Mutex::new(Phase::Starting),
    });
    let w = Arc::clone(&worker);
    let s = Arc::clone(shared);
    std::thread::Builder::new()
        .name("vkrelay-worker-watch".into())
        .spawn(move || watch(w, child, s))?;
    tracing::debug!(worker = worker.pid, "worker started");
    Ok(worker)
}

fn seqpacket_pair() -> std::io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0i32; 2];
    // SAFETY: socketpair writes two descriptors into `fds`.
    let r = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    if r != 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: two fresh descriptors nobody else owns.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

fn set_phase(w: &Worker, p: Phase) {
    *w.phase.lock().unwrap_or_else(|e| e.into_inner()) = p;
}

fn phase(w: &Worker) -> Phase {
    w.phase.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Reads one worker's control messages until it exits, then reaps and reports it.
fn watch(w: Arc<Worker>, mut child: Child, shared: Arc<Shared>) {
    loop {
        match recv(w.control.as_fd()) {
            Ok((m, _)) if m.is_empty() => break,
            Ok((m, _)) => match m[0] {
                tag::READY => {
                    set_phase(&w, Phase::Ready);
                    lock(&shared.pool).failures = 0;
                    shared.changed.notify_all();
                }
                tag::FAILED => {
                    let msg = String::from_utf8_lossy(&m[1..]).into_owned();
                    set_phase(&w, Phase::Failed(msg));
                    shared.changed.notify_all();
                }
                tag::IDLE => {
                    let mut pool = lock(&shared.pool);
                    pool.routes.retain(|_, r| !Arc::ptr_eq(r, &w));
                    set_phase(&w, Phase::Retired);
                    drop(pool);
                    // The worker reads end of file: it exits once its last connections end.
                    // SAFETY: shutdown(2) on our own socket.
                    unsafe { libc::shutdown(w.control.as_raw_fd(), libc::SHUT_WR) };
                }
                _ => tracing::warn!(worker = w.pid, "an unknown control message"),
            },
            Err(e) => {
                tracing::warn!(worker = w.pid, "a worker's control socket failed: {e}");
                break;
            }
        }
    }
    let status = child.wait();
    let before = phase(&w);
    set_phase(&w, Phase::Dead);
    {
        let mut pool = lock(&shared.pool);
        pool.routes.retain(|_, r| !Arc::ptr_eq(r, &w));
        if pool.spare.as_ref().is_some_and(|s| Arc::ptr_eq(s, &w)) {
            pool.spare = None;
            if before != Phase::Ready {
                pool.failures += 1;
            }
        }
    }
    shared.changed.notify_all();
    report_exit(&w, before, status);
}

/// Logs how a worker ended: quietly when its client left, loudly when it died.
fn report_exit(w: &Worker, before: Phase, status: std::io::Result<std::process::ExitStatus>) {
    let status = match status {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(worker = w.pid, "cannot reap a worker: {e}");
            return;
        }
    };
    let snap = w.page.snapshot();
    let client = snap.as_ref().filter(|s| s.client_pid != 0).map_or_else(
        || "no client yet".to_owned(),
        |s| match &s.application {
            Some(a) => format!("client pid {} ({a})", s.client_pid),
            None => format!("client pid {}", s.client_pid),
        },
    );
    let doing = snap
        .as_ref()
        .map_or_else(|| "before its first command".to_owned(), Snapshot::doing);
    match (status.signal(), status.code()) {
        (Some(sig), _) if crate::shutdown::stopping() => tracing::info!(
            worker = w.pid,
            "the worker serving {client} stopped on signal {sig} ({})",
            state::signal_name(sig)
        ),
        (Some(sig), _) => tracing::error!(
            worker = w.pid,
            "the worker serving {client} was killed by signal {sig} ({}) {doing}; that \
             client's device is lost, other clients are not affected",
            state::signal_name(sig)
        ),
        (None, Some(0)) => tracing::debug!(worker = w.pid, "worker exited ({client})"),
        (None, code) => {
            if let Phase::Failed(msg) = &before {
                tracing::error!(worker = w.pid, "a worker could not use the driver: {msg}");
            } else {
                tracing::error!(
                    worker = w.pid,
                    "the worker serving {client} exited with status {} {doing}; that client's \
                     device is lost, other clients are not affected",
                    code.unwrap_or(-1)
                );
            }
        }
    }
}

/// The key of the process at the other end of `stream` (`None`: not known, so the connection
/// gets a worker of its own).
fn peer_key(stream: &UnixStream) -> Option<Key> {
    let cred =
        nix::sys::socket::getsockopt(stream, nix::sys::socket::sockopt::PeerCredentials).ok()?;
    let pid = u32::try_from(cred.pid()).ok().filter(|&p| p != 0)?;
    Some((pid, start_time(pid).unwrap_or(0)))
}

/// Field 22 of `/proc/PID/stat`: when the process started, in clock ticks since boot.
fn start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) may hold spaces and parentheses: count after the last ')'.
    let rest = &stat[stat.rfind(')')? + 1..];
    rest.split_whitespace().nth(19)?.parse().ok()
}

/// Serves the socket's connections through workers until accepting fails.
#[derive(Debug)]
pub struct Supervisor {
    how: Spawn,
    shared: Arc<Shared>,
}

impl Supervisor {
    /// Starts the first worker and waits until it has loaded and checked the driver (its
    /// failure is this function's).
    pub fn start(how: Spawn) -> Result<Supervisor, StartError> {
        let shared = Arc::new(Shared {
            pool: Mutex::new(Pool::default()),
            changed: Condvar::new(),
        });
        let s = Supervisor { how, shared };
        let w = spawn(&s.how, &s.shared).map_err(StartError::Spawn)?;
        lock(&s.shared.pool).spare = Some(Arc::clone(&w));
        match s.wait_ready(&w) {
            Ok(()) => Ok(s),
            Err(e) => Err(StartError::Driver(e)),
        }
    }

    /// Waits until `w` is ready: `Err` with why not.
    fn wait_ready(&self, w: &Worker) -> Result<(), String> {
        let deadline = Instant::now() + READY_TIMEOUT;
        let mut pool = lock(&self.shared.pool);
        loop {
            match phase(w) {
                Phase::Ready => return Ok(()),
                Phase::Failed(m) => return Err(m),
                Phase::Dead | Phase::Retired => {
                    return Err("the renderer worker exited before it was ready".to_owned());
                }
                Phase::Starting => {}
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(format!(
                    "the renderer worker did not load the driver within {} s",
                    READY_TIMEOUT.as_secs()
                ));
            }
            pool = self
                .shared
                .changed
                .wait_timeout(pool, (deadline - now).min(Duration::from_millis(100)))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// A spare worker, started now if there is none; slowed down after spares that died.
    fn ensure_spare(&self) -> std::io::Result<Arc<Worker>> {
        let mut pool = lock(&self.shared.pool);
        if let Some(w) = &pool.spare {
            return Ok(Arc::clone(w));
        }
        let failures = pool.failures;
        drop(pool);
        if failures > 0 {
            std::thread::sleep(Duration::from_millis(100 << failures.min(5)));
        }
        let w = spawn(&self.how, &self.shared)?;
        pool = lock(&self.shared.pool);
        pool.spare = Some(Arc::clone(&w));
        Ok(w)
    }

    /// The worker that serves `key`'s connections: its own, or the spare (which then becomes
    /// its own; a new spare is started).
    fn worker_for(&self, key: Option<Key>) -> Result<Arc<Worker>, String> {
        if let Some(k) = key {
            let pool = lock(&self.shared.pool);
            if let Some(w) = pool.routes.get(&k)
                && phase(w) == Phase::Ready
            {
                return Ok(Arc::clone(w));
            }
        }
        for _ in 0..3 {
            let w = self.ensure_spare().map_err(|e| e.to_string())?;
            match self.wait_ready(&w) {
                Ok(()) => {}
                Err(e) => {
                    let mut pool = lock(&self.shared.pool);
                    if pool.spare.as_ref().is_some_and(|s| Arc::ptr_eq(s, &w)) {
                        pool.spare = None;
                    }
                    tracing::warn!(worker = w.pid, "a spare worker failed: {e}");
                    continue;
                }
            }
            let mut pool = lock(&self.shared.pool);
            if pool.spare.as_ref().is_some_and(|s| Arc::ptr_eq(s, &w)) {
                pool.spare = None;
            }
            if let Some(k) = key {
                pool.routes.insert(k, Arc::clone(&w));
            }
            return Ok(w);
        }
        Err("no renderer worker could be started".to_owned())
    }

    /// Hands `stream` to its worker; the connection is dropped (closed) if none can take it.
    fn dispatch(&self, stream: UnixStream) {
        let key = peer_key(&stream);
        for _ in 0..2 {
            let w = match self.worker_for(key) {
                Ok(w) => w,
                Err(e) => {
                    tracing::error!(pid = key.map(|k| k.0), "refusing a connection: {e}");
                    return;
                }
            };
            match send(
                w.control.as_fd(),
                &[tag::CONNECTION],
                Some(stream.as_raw_fd()),
            ) {
                Ok(()) => {
                    tracing::debug!(
                        worker = w.pid,
                        pid = key.map(|k| k.0),
                        "connection handed on"
                    );
                    return;
                }
                // The worker died (or retired) meanwhile: the next try takes a fresh one.
                Err(e) => {
                    tracing::debug!(worker = w.pid, "a worker did not take a connection: {e}");
                    lock(&self.shared.pool)
                        .routes
                        .retain(|_, r| !Arc::ptr_eq(r, &w));
                }
            }
        }
        tracing::error!(pid = key.map(|k| k.0), "no worker took a connection");
    }

    /// Accepts `server`'s connections forever, each handed to its worker. Once the socket
    /// has been quiet for [`SPARE_DELAY`] after a connection, the next spare is started (a
    /// connection with no spare starts one itself). Runs on the thread that started the
    /// supervisor.
    pub fn run(&self, server: &Server) -> std::io::Result<()> {
        let mut due = false;
        loop {
            let stream = if due {
                match server.accept_timeout(SPARE_DELAY)? {
                    Some(s) => s,
                    None => {
                        due = false;
                        if let Err(e) = self.ensure_spare() {
                            tracing::warn!("cannot start a spare worker: {e}");
                        }
                        continue;
                    }
                }
            } else {
                server.accept()?
            };
            self.dispatch(stream);
            due = lock(&self.shared.pool).spare.is_none();
        }
    }

    /// A function that lists the workers' pids (the spare's too), for a signal thread.
    pub fn pids(&self) -> impl Fn() -> Vec<u32> + Send + 'static {
        let shared = Arc::clone(&self.shared);
        move || {
            let pool = lock(&shared.pool);
            pool.routes
                .values()
                .chain(pool.spare.as_ref())
                .map(|w| w.pid)
                .collect()
        }
    }

    /// Workers alive (spare included).
    pub fn workers(&self) -> usize {
        let pool = lock(&self.shared.pool);
        pool.routes.len() + usize::from(pool.spare.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_time_reads_past_a_name_with_spaces_and_parentheses() {
        let me = std::process::id();
        let t = start_time(me).expect("our own start time");
        assert_eq!(start_time(me), Some(t));
        assert_eq!(start_time(u32::MAX), None);
    }

    #[test]
    fn a_peer_is_known_by_pid_and_start_time() {
        let (a, _b) = UnixStream::pair().unwrap();
        let (pid, t) = peer_key(&a).unwrap();
        assert_eq!(pid, std::process::id());
        assert_eq!(Some(t), start_time(pid));
    }
}
