//! A client and its streams. Each thread of a client process may open its own stream (a
//! connection with its own ring pair); the renderer serves every stream on its own thread,
//! all of them sharing the client's [`Session`] (objects, memory, stats) behind one lock.
//!
//! - The first stream creates the client and gets its session token
//!   ([`vk_wire::relay::SESSION`]); a further stream's first message is
//!   [`vk_wire::relay::ATTACH`] with that token (a random 64-bit number: another process
//!   cannot guess it). An unknown token is refused and that connection closed.
//! - Every stream counts the messages it has run. [`vk_wire::relay::AFTER`] makes a stream
//!   wait (without the session lock) until other streams have run a given count: the ICD
//!   sends it when the call it precedes must run after messages of other streams that got no
//!   reply (async commands, recorded command buffers).
//! - The [`slow`](crate::session::slow) commands run on the driver with the session lock
//!   released; host waits wait in slices and stop when the client is gone.
//! - A stream that breaks the protocol drops the whole client: its other streams stop within
//!   [`POLL`]. When the last stream's thread ends, the client's objects are torn down (and its
//!   stats, summed over its streams, reported).

use std::collections::HashMap;
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::{Duration, Instant};

use ash::vk;
use shm_ring::WaitConfig;
use shm_ring::handshake::Connection;
use shm_ring::timeline::{self, Event};
use vk_wire::{Arena, HEADER_SIZE, Header, relay};

use crate::config::{Config, StreamPriority};
use crate::driver::Driver;
use crate::rate::{self, Admit, Limiter};
use crate::session::{Local, MAX_REQUEST, Session, SessionError, lock};
use crate::trace::{Capture, Tracked};

mod message;
use message::run_message;

/// How often an idle stream checks whether its client was dropped.
pub const POLL: Duration = Duration::from_millis(100);

/// The most streams one client may ever have, whatever `max_streams` says (the ICD opens at
/// most 8; the crash report of process isolation keeps a slot per stream,
/// [`crate::isolation::state::STREAMS`]). An `ATTACH` beyond [`Config::max_streams`] is
/// refused, so a hostile client cannot make the renderer start threads without end.
pub const MAX_STREAMS_PER_CLIENT: usize = 64;

/// Clients of this process not yet torn down: counted from [`Client`]'s creation to the end of
/// its teardown, so that a count of 0 means every client's objects are destroyed and its stats
/// printed.
static LIVE_CLIENTS: AtomicUsize = AtomicUsize::new(0);

/// How many clients this process serves, those being torn down included.
pub fn live_clients() -> usize {
    // Acquire: pairs with the Release decrement after a teardown, whose effects (stats
    // printed, objects destroyed) the caller may rely on once it reads 0.
    LIVE_CLIENTS.load(Ordering::Acquire)
}

/// Live clients by session token (what [`relay::ATTACH`] names).
pub type Registry = Arc<Mutex<HashMap<u64, Weak<Client>>>>;

#[derive(Debug)]
struct Progress {
    /// Messages this stream has run.
    executed: u64,
    /// Whether its thread still serves it.
    open: bool,
    /// Wakes its thread when it sleeps on its ring: the ICD may have published messages
    /// there without waking it (`shm_ring::Writer::defer_wakes`), which another stream's
    /// `AFTER` now waits for.
    nudge: shm_ring::Nudge,
}

/// One client process: its session and its streams.
#[derive(Debug)]
pub struct Client {
    session: Mutex<Session>,
    token: u64,
    pid: u32,
    stats: bool,
    /// Where to append the client's counters as JSON when it leaves (`stats_json`).
    stats_json: Option<std::path::PathBuf>,
    progress: Mutex<Vec<Progress>>,
    moved: Condvar,
    /// Streams blocked in [`Client::wait_for`] (changed under `progress`'s lock, so a stream
    /// that starts waiting cannot miss the notification of the update it waits for).
    waiters: AtomicUsize,
    /// Set when a stream broke the protocol: every stream of the client stops.
    dropped: Arc<AtomicBool>,
    registry: Registry,
    /// [`Config::max_streams`].
    max_streams: usize,
    /// Its message rate ([`Config::max_message_rate`]).
    rate: Limiter,
    /// Its trace, when captured ([`Config::capture`], [`crate::trace`]).
    trace: Option<Arc<Capture>>,
}

impl Drop for Client {
    fn drop(&mut self) {
        self.registry
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.token);
        let session = self.session.get_mut().unwrap_or_else(|e| e.into_inner());
        (
            session.stats.peak_message_rate,
            session.stats.slowed_seconds,
        ) = self.rate.counts();
        tracing::info!(
            pid = self.pid,
            calls = session.stats.calls,
            streams = session.stats.streams,
            "client gone"
        );
        // Teardown first: what it does (a last pipeline-cache save, the swapchains' last
        // presentations) counts in the stats.
        session.teardown();
        session.stats.present = session.swapchains.present_stats();
        session.stats.feedback = session.feedback.stats();
        if self.stats {
            session.stats.report(self.pid);
        }
        if let Some(path) = &self.stats_json {
            session.stats.append_json(self.pid, path);
        }
        // The trace is whole before the client counts as gone.
        session.trace = None;
        if let Some(t) = &self.trace {
            t.finish();
        }
        if LIVE_CLIENTS.fetch_sub(1, Ordering::Release) == 1 {
            release_free_memory();
        }
    }
}

/// Gives the heap's free memory back to the system, when the last client has left: glibc's
/// allocator keeps what a client's threads freed in their arenas (tens of MiB after glmark2
/// through zink), which a renderer that waits for its next client has no use for. Only live
/// allocations stay resident, so what a soak measures once its clients are gone is what
/// they left behind.
fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim(3) only returns free pages of the allocator's own heaps.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Whether the client end of `socket` is closed (its process exited or closed the stream).
fn hung_up(socket: &std::os::unix::net::UnixStream) -> bool {
    let mut p = libc::pollfd {
        fd: socket.as_raw_fd(),
        events: libc::POLLRDHUP,
        revents: 0,
    };
    // SAFETY: one valid pollfd; a zero timeout does not block.
    let n = unsafe { libc::poll(&mut p, 1, 0) };
    n > 0 && p.revents & (libc::POLLHUP | libc::POLLRDHUP | libc::POLLERR | libc::POLLNVAL) != 0
}

fn random_token() -> u64 {
    let mut b = [0u8; 8];
    // SAFETY: `b` is a writable buffer of 8 bytes.
    let n = unsafe { libc::getrandom(b.as_mut_ptr().cast(), b.len(), 0) };
    if n != 8 {
        // getrandom(2) does not fail for 8 bytes once the pool is initialised; never hand
        // out a predictable token anyway.
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        return t ^ (u64::from(std::process::id()) << 32) ^ (&b as *const _ as u64);
    }
    u64::from_le_bytes(b)
}

impl Client {
    fn new(
        driver: Arc<Driver>,
        config: Arc<Config>,
        pid: u32,
        registry: Registry,
        nudge: shm_ring::Nudge,
        hosting: Option<crate::present::Hosting>,
    ) -> Arc<Client> {
        let stats = config.stats;
        let stats_json = config.stats_json.clone();
        let max_streams = config.max_streams();
        let rate = Limiter::new(config.max_message_rate());
        let trace = config
            .capture
            .as_deref()
            .and_then(|base| Capture::start(base, &driver, &config, pid))
            .map(Arc::new)
            .inspect(crate::trace::register);
        let mut session = Session::new(driver, config);
        if let Some(h) = hosting {
            session.swapchains = crate::present::Swapchains::hosted(h);
        }
        session.stats.streams = 1;
        session.trace = trace.as_ref().map(|t| Tracked::new(Arc::clone(t)));
        if trace.as_ref().is_some_and(|t| t.takes_screenshots()) {
            session.pictures = Some(Default::default());
        }
        session.addresses = trace.as_ref().map(|_| {
            crate::trace::addresses::Addresses::new(crate::trace::addresses::Mode::Capture)
        });
        if let Some(t) = &session.trace {
            session.feedback.set_hook(t.hook());
        }
        let mut reg = registry.lock().unwrap_or_else(|e| e.into_inner());
        let mut token = random_token();
        while token == 0 || reg.contains_key(&token) {
            token = random_token();
        }
        let c = Arc::new(Client {
            session: Mutex::new(session),
            token,
            pid,
            stats,
            stats_json,
            progress: Mutex::new(vec![Progress {
                executed: 0,
                open: true,
                nudge,
            }]),
            moved: Condvar::new(),
            waiters: AtomicUsize::new(0),
            dropped: Arc::new(AtomicBool::new(false)),
            registry: Arc::clone(&registry),
            max_streams,
            rate,
            trace,
        });
        reg.insert(token, Arc::downgrade(&c));
        LIVE_CLIENTS.fetch_add(1, Ordering::Relaxed);
        c
    }

    /// Adds a stream; its index, or `Err(n)` when the client has its `n` =
    /// [`Config::max_streams`] streams.
    fn attach(&self, nudge: shm_ring::Nudge) -> Result<u64, usize> {
        let mut p = self.progress.lock().unwrap_or_else(|e| e.into_inner());
        if p.len() >= self.max_streams.min(MAX_STREAMS_PER_CLIENT) {
            return Err(p.len());
        }
        p.push(Progress {
            executed: 1,
            open: true,
            nudge,
        });
        lock(&self.session).stats.streams += 1;
        Ok((p.len() - 1) as u64)
    }

    fn update(&self, stream: usize, f: impl FnOnce(&mut Progress)) {
        let mut p = self.progress.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = p.get_mut(stream) {
            f(s);
        }
        // Notifying costs a system call; nearly always nobody waits (one thread per stream
        // runs ahead of the others only when an AFTER names it).
        let waiting = self.waiters.load(Ordering::Relaxed) > 0;
        drop(p);
        if waiting {
            self.moved.notify_all();
        }
    }

    /// Waits until stream `other` has run `count` messages (for a message of `own`).
    fn wait_for(&self, own: usize, other: u64, count: u64) -> Result<(), SessionError> {
        let mut p = self.progress.lock().unwrap_or_else(|e| e.into_inner());
        let mut nudged = false;
        loop {
            let Some(s) = usize::try_from(other).ok().and_then(|i| p.get(i)) else {
                return Err(SessionError::Order("an unknown stream"));
            };
            if s.executed >= count {
                return Ok(());
            }
            if other as usize == own {
                return Err(SessionError::Order("a later message of its own stream"));
            }
            if !s.open {
                return Err(SessionError::Order("a message its stream never sent"));
            }
            if !std::mem::replace(&mut nudged, true) {
                // What this waits for may sit in the other stream's ring unannounced.
                s.nudge.nudge();
            }
            if self.dropped.load(Ordering::Acquire) {
                return Err(SessionError::Dropped);
            }
            self.waiters.fetch_add(1, Ordering::Relaxed);
            p = self
                .moved
                .wait_timeout(p, POLL)
                .unwrap_or_else(|e| e.into_inner())
                .0;
            self.waiters.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// Under capture: the message of stream `index` (header `h`, `payload`) has run, `reply`
    /// about to be sent. Without capture this is one test.
    #[inline]
    fn note(
        &self,
        index: usize,
        h: Header,
        payload: &[u8],
        reply: Option<&[u8]>,
        local: &mut Local,
    ) {
        // A report of the application's writes is the capture's own bookkeeping: its pages
        // are in the trace as memory writes.
        if let Some(t) = self
            .trace
            .as_ref()
            .filter(|_| h.command != vk_wire::relay::WRITTEN)
        {
            t.message(
                index as u32,
                h,
                payload,
                reply,
                std::mem::take(&mut local.frame_end),
            );
        }
    }

    fn drop_all(&self) {
        self.dropped.store(true, Ordering::Release);
        self.moved.notify_all();
    }
}

/// Receive buffers of one stream.
struct Buffers {
    arena: Arena,
    payload: Vec<u8>,
    msg: Vec<u8>,
    out: Vec<u8>,
}

/// Whether a message is a queue submission ([`relay::is_submission`], on its own or as
/// [`relay::ASYNC`]'s inner message), after which its stream's thread waits for the next message without spinning.
///
/// The stream's next message after a submission is not urgent: the application's host wait
/// for that work (which only has to reach the driver before the work ends, hundreds of
/// microseconds later) or the start of its next recording. Spinning for it would take a core
/// from the driver's threads just as they start on the submitted work. (Measured alone, on
/// glmark2 `texture` through zink, the effect is within the noise: faster than spinning in 39
/// of 67 interleaved rounds on two cores.) Every other message is followed by the usual spin,
/// since a recording's next batch or its submission follows within microseconds; sleeping
/// there instead (after host-wait replies too) was clearly slower.
fn is_submission(command: u32, payload: &[u8]) -> bool {
    let command = if command == relay::ASYNC {
        match Header::read(payload) {
            Ok(inner) => inner.command,
            Err(_) => return false,
        }
    } else {
        command
    };
    relay::is_submission(command)
}

/// The command a message runs, for [`crate::isolation::state`]: an `ASYNC` message's inner
/// command, else the message's own.
fn command_of(command: u32, payload: &[u8]) -> u32 {
    if command == relay::ASYNC {
        Header::read(payload).map_or(command, |inner| inner.command)
    } else {
        command
    }
}

/// Gives the calling stream thread `priority` (see [`Config::stream_priority`]): a nice value
/// unless it already runs at that priority or lower, or the idle class; called once per
/// stream, when it gets its first recorded command buffer. A failure (a sandbox refusing
/// `setpriority`) is logged and the thread serves on at its priority. Returns whether the
/// thread now runs at a lowered priority (watched for starvation then, see
/// [`crate::starve`]).
///
/// Why: on a machine with few cores, the driver's own threads (lavapipe's queue thread and
/// llvmpipe's rasterizer threads) need every core while they run the submitted work, and the
/// replaying thread, runnable on the core where the queue thread wakes the rasterizers, made
/// the scheduler put both rasterizers on the other core (in 15–25 % of glmark2 `texture`
/// frames on a 2-core VM, 0–5 % natively), so one waited for the other. At nice 19 the
/// replaying thread weighs almost nothing in those decisions and gives way to the driver's
/// threads and the application's (stacked wake-ups 1–9 %). Threads the driver starts from
/// this thread afterwards inherit the priority; those it started before (at
/// `vkCreateDevice`, which comes before any recording) keep theirs.
///
/// [`StreamPriority::Idle`] goes further (see [`crate::config::Config::stream_priority`]):
/// the idle scheduling class, in which the thread runs only where no other thread wants the
/// CPU, and its CPU counts as idle where the scheduler places woken threads, also while the
/// thread polls a host wait.
fn lower_priority(priority: StreamPriority, pid: u32, stream: usize) -> bool {
    let r = match priority {
        StreamPriority::Nice(0) => return false,
        // SAFETY: plain system calls on this thread (0: the caller); moving a thread to the
        // idle class needs no privilege.
        StreamPriority::Idle => unsafe {
            if libc::sched_getscheduler(0) == libc::SCHED_IDLE {
                return true;
            }
            libc::sched_setscheduler(
                0,
                libc::SCHED_IDLE,
                &libc::sched_param { sched_priority: 0 },
            )
        },
        // SAFETY: plain system calls on this thread; raising its own nice value needs no
        // privilege. getpriority may return -1 for nice -1, which is below `n` either way.
        StreamPriority::Nice(n) => unsafe {
            let tid = libc::gettid() as libc::id_t;
            if libc::getpriority(libc::PRIO_PROCESS, tid) >= libc::c_int::from(n) {
                return true;
            }
            crate::starve::default_slice();
            libc::setpriority(libc::PRIO_PROCESS, tid, libc::c_int::from(n))
        },
    };
    if r != 0 {
        let e = std::io::Error::last_os_error();
        tracing::warn!(
            pid,
            stream,
            ?priority,
            "cannot lower the stream thread's priority: {e}"
        );
        return false;
    }
    tracing::debug!(pid, stream, ?priority, "stream thread priority lowered");
    true
}

/// Waits for the next message, giving up when `dropped` is set.
fn next(
    conn: &mut Connection,
    payload: &mut Vec<u8>,
    dropped: &AtomicBool,
) -> Result<Header, SessionError> {
    loop {
        match conn.reader.wait_timeout(1, POLL) {
            Ok(Some(_)) => break,
            Ok(None) if dropped.load(Ordering::Acquire) => return Err(SessionError::Dropped),
            Ok(None) => {}
            Err(e) => return Err(e.into()),
        }
    }
    let h = conn.reader.recv(MAX_REQUEST, payload)?;
    Ok(Header {
        command: h.command,
        flags: h.flags,
        size: h.size,
    })
}

fn reply_words(conn: &mut Connection, command: u32, words: &[u64]) -> Result<(), SessionError> {
    let m = relay::message(command, vk_wire::FLAG_REPLY, words);
    conn.writer
        .send(command, vk_wire::FLAG_REPLY, &m[HEADER_SIZE..])?;
    Ok(())
}

/// Serves one accepted connection: a new client, or (after [`relay::ATTACH`]) a further
/// stream of a live one. Returns when the stream closes or its client is dropped; the last
/// stream of a client tears its objects down.
pub fn serve_connection(
    conn: Connection,
    driver: Arc<Driver>,
    config: Arc<Config>,
    registry: Registry,
) {
    serve_connection_hosted(conn, driver, config, registry, None);
}

/// [`serve_connection`] in a process that embeds the renderer and hosts the clients'
/// windows: a new client's renderer-owned swapchains (`VKRELAY_PRESENT=renderer`) are
/// presented into `hosting`'s windows ([`crate::present::Hosting`]) instead of an X
/// display's. A further stream keeps its client's.
pub fn serve_connection_hosted(
    mut conn: Connection,
    driver: Arc<Driver>,
    config: Arc<Config>,
    registry: Registry,
    hosting: Option<crate::present::Hosting>,
) {
    let pid = conn.peer.pid;
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    let priority = config.stream_priority(cpus);
    let poll = config.wait_poll();
    conn.reader
        .set_contended(config.contention_hint.unwrap_or_default().reader());
    let mut payload = Vec::new();
    let never = AtomicBool::new(false);
    let first = match next(&mut conn, &mut payload, &never) {
        Ok(h) => h,
        Err(e) => {
            tracing::info!(pid, "a connection closed before its first message: {e}");
            return;
        }
    };
    let (client, index, pending) = if first.command == relay::ATTACH {
        let token = relay::word(&payload, 0).filter(|_| payload.len() == 8);
        let found = token.and_then(|t| {
            let reg = registry.lock().unwrap_or_else(|e| e.into_inner());
            reg.get(&t).and_then(Weak::upgrade)
        });
        let attached = found
            .filter(|c| !c.dropped.load(Ordering::Acquire))
            .map(|c| (c.attach(conn.reader.nudge()), c));
        match attached {
            Some((Ok(i), c)) => {
                if let Some(t) = &c.trace {
                    t.stream_opened(i as u32);
                    let reply = relay::message(relay::ATTACH, vk_wire::FLAG_REPLY, &[0, i]);
                    t.message(i as u32, first, &payload, Some(&reply), false);
                }
                if reply_words(&mut conn, relay::ATTACH, &[0, i]).is_err() {
                    c.update(i as usize, |p| p.open = false);
                    if let Some(t) = &c.trace {
                        t.stream_closed(i as u32);
                    }
                    return;
                }
                tracing::debug!(pid, stream = i, "stream attached");
                (c, i as usize, None)
            }
            Some((Err(n), _)) => {
                tracing::warn!(
                    pid,
                    "refusing a stream: the client has {n} streams, its limit (max_streams); \
                     it goes on with those"
                );
                let r = vk::Result::ERROR_TOO_MANY_OBJECTS.as_raw() as i64 as u64;
                let _ = reply_words(&mut conn, relay::ATTACH, &[r, 0]);
                return;
            }
            None => {
                tracing::warn!(pid, "refusing a stream: unknown session token");
                let r = vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64 as u64;
                let _ = reply_words(&mut conn, relay::ATTACH, &[r, 0]);
                return;
            }
        }
    } else {
        let c = Client::new(driver, config, pid, registry, conn.reader.nudge(), hosting);
        if let Some(t) = &c.trace {
            t.stream_opened(0);
        }
        (c, 0, Some(first))
    };
    crate::isolation::state::note_client(pid);
    let watch = conn.socket.try_clone().ok();
    let dropped = Arc::clone(&client.dropped);
    let local = Local::new(Box::new(move || {
        dropped.load(Ordering::Acquire) || watch.as_ref().is_some_and(hung_up)
    }));
    let spinning = conn.reader.wait_config();
    serve_stream(Stream {
        conn,
        payload,
        client,
        local,
        pending,
        index,
        priority,
        poll,
        spinning,
        quiet: false,
        lowered: false,
    });
}

/// A stream being served (what moves to a new thread when a starved stream is rescued, see
/// [`crate::starve`]).
struct Stream {
    conn: Connection,
    /// The payload of the pending message.
    payload: Vec<u8>,
    client: Arc<Client>,
    local: Local,
    /// A message read and not run yet.
    pending: Option<Header>,
    index: usize,
    /// What the thread lowers its priority to at the first batch.
    priority: StreamPriority,
    /// How long the thread polls what its submissions left pending, in the idle class
    /// ([`crate::feedback::poll`]; `wait_poll_us`).
    poll: Duration,
    /// The ring's wait as configured (with its spin).
    spinning: WaitConfig,
    /// Whether the ring's wait is set not to spin (after a submission).
    quiet: bool,
    /// Whether the thread has lowered its priority.
    lowered: bool,
}

/// Serves stream `s` until it closes or its client is dropped (then its last stream tears the
/// client's objects down), or until a starved stream moves to a new thread.
fn serve_stream(mut s: Stream) {
    let pid = s.client.pid;
    let index = s.index;
    let mut b = Buffers {
        arena: Arena::new(),
        payload: std::mem::take(&mut s.payload),
        msg: Vec::new(),
        out: Vec::new(),
    };
    crate::isolation::state::note_stream_thread(index);
    crate::starve::short_slice();
    let mut watch = None::<crate::starve::Watch>;
    let reason = loop {
        let h = match s.pending.take() {
            Some(h) => h,
            None => match next(&mut s.conn, &mut b.payload, &s.client.dropped) {
                Ok(h) => h,
                Err(e) => break e,
            },
        };
        if h.command == relay::BATCH && !s.lowered {
            s.lowered = true;
            if !crate::starve::starved() && lower_priority(s.priority, pid, index) {
                watch = Some(crate::starve::Watch::new());
            }
        }
        if let Admit::At { when, first } = s.client.rate.admit(Instant::now()) {
            if first {
                tracing::warn!(
                    pid,
                    limit = s.client.rate.limit(),
                    "the client sends more messages a second than its limit \
                     (max_message_rate): its streams wait for the next second (it is slowed, \
                     not dropped)"
                );
            }
            if rate::wait_until(when, &s.client.dropped) {
                break SessionError::Dropped;
            }
        }
        let submission = is_submission(h.command, &b.payload);
        crate::isolation::state::note_command(index, command_of(h.command, &b.payload));
        let ran = run_message(&s.client, index, &mut s.local, &mut s.conn, &mut b, h);
        crate::isolation::state::note_done(index);
        if let Err(e) = ran {
            break e;
        }
        s.client.update(index, |p| p.executed += 1);
        crate::feedback::wake_deferred();
        if crate::feedback::poll::pending() {
            // Only a thread in the idle class polls (see `feedback::poll`); a stream moved to
            // a thread at the renderer's priority leaves it to the watcher.
            // SAFETY: a plain system call about the calling thread.
            if unsafe { libc::sched_getscheduler(0) } == libc::SCHED_IDLE {
                let reader = &mut s.conn.reader;
                crate::feedback::poll::poll_after_message(s.poll, || {
                    reader.peek().map_or(true, |b| !b.is_empty())
                });
            } else {
                crate::feedback::poll::clear();
            }
        }
        if submission != s.quiet {
            s.quiet = submission;
            s.conn.reader.set_wait(if s.quiet {
                WaitConfig {
                    spin: Duration::ZERO,
                    ..s.spinning
                }
            } else {
                s.spinning
            });
        }
        if let Some(w) = &mut watch
            && (crate::starve::starved() || w.starved())
        {
            tracing::warn!(
                pid,
                stream = index,
                "a stream thread at lowered priority is starved (other threads keep the CPUs \
                 busy): it moves to a thread at the renderer's priority, and no stream lowers \
                 its priority any more"
            );
            match crate::starve::respawn(Box::new(move || serve_stream(s))) {
                Ok(()) => return,
                Err(job) => {
                    tracing::error!(pid, stream = index, "no spawner: the stream stays starved");
                    // The job owns the stream: run it here, as before.
                    job();
                    return;
                }
            }
        }
    };
    let Stream { conn, client, .. } = s;
    client.update(index, |p| p.open = false);
    if let Some(t) = &client.trace {
        t.stream_closed(index as u32);
    }
    if let Some(Err(e)) = timeline::save() {
        tracing::warn!("cannot write the timeline ({}): {e}", timeline::ENV);
    }
    match &reason {
        SessionError::Ring(shm_ring::Error::PeerClosed | shm_ring::Error::PeerDead) => {
            tracing::debug!(pid, stream = index, "stream closed")
        }
        SessionError::Dropped => tracing::debug!(pid, stream = index, "stream stopped"),
        e => {
            tracing::warn!(pid, stream = index, "dropping client: {e}");
            client.drop_all();
        }
    }
    // The connection (socket and rings) closes after the reason is logged (a client sees it
    // closed only once the log says why) and before the client is let go: once its last
    // stream drops it ("client gone"), no stream of it holds a descriptor any more.
    drop(conn);
    drop(client);
}

#[cfg(test)]
mod tests {
    use super::*;
    use vk_wire::id;

    /// An `ASYNC` payload: the inner message, its header included.
    fn inner(command: u32) -> Vec<u8> {
        relay::message(command, 0, &[7])
    }

    #[test]
    fn only_submissions_are_followed_by_a_wait_without_spinning() {
        assert!(is_submission(relay::ASYNC, &inner(id::QUEUE_SUBMIT)));
        assert!(is_submission(relay::ASYNC, &inner(id::QUEUE_SUBMIT2)));
        assert!(is_submission(id::QUEUE_SUBMIT, &[]));
        for other in [
            id::END_COMMAND_BUFFER,
            id::BEGIN_COMMAND_BUFFER,
            id::WAIT_FOR_FENCES,
        ] {
            assert!(!is_submission(relay::ASYNC, &inner(other)));
            assert!(!is_submission(other, &[]));
        }
        // A recorded command buffer's batch, whatever its bytes.
        assert!(!is_submission(relay::BATCH, &inner(id::QUEUE_SUBMIT)));
        // An `ASYNC` payload too short for a header is not a submission (the message itself
        // is refused when it runs).
        assert!(!is_submission(relay::ASYNC, &[1, 2, 3]));
    }
}
