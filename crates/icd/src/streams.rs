//! The process's streams to the renderer: a pool of connections (each its own ring pair and
//! socket, served by its own renderer thread), and the bookkeeping that keeps calls ordered
//! across them. The rules are in [`crate::call`]'s module documentation.

use std::cell::Cell;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, TryLockError};
use std::time::Duration;

use shm_ring::handshake::{self, Connection, HandshakeConfig};
use vk_wire::HEADER_SIZE;
use vk_wire::relay;

use crate::call::CallError;

mod pool;

use pool::{Cursors, Pickable, Streams};

/// The most streams a process opens; a call that finds them all busy waits for one. The
/// renderer allows 64 by default (`max_streams`); where it allows fewer, the streams past its
/// limit are refused and the process goes on with those it has.
pub const MAX_STREAMS: usize = 8;

/// Largest reply the ICD accepts.
pub(crate) const MAX_REPLY: usize = 1 << 30;

/// What a call needs of its stream while it holds it.
pub(crate) struct Io {
    pub conn: Connection,
    /// Encoding buffer for messages larger than the ring.
    pub big: Vec<u8>,
    /// Receive buffers.
    pub payload: Vec<u8>,
    pub msg: Vec<u8>,
}

/// One stream. Its counters are read by calls on other streams without its lock.
pub(crate) struct Stream {
    /// The renderer's number for this stream (what [`relay::AFTER`] names).
    index: u64,
    io: Mutex<Io>,
    /// What has been posted on this stream and what is known to have run.
    order: Order,
    /// The call holding this stream waits for a reply (which may take long: a host wait,
    /// pipeline creation). Otherwise a holder only posts, which takes microseconds.
    awaiting_reply: AtomicBool,
}

/// A stream's message counts, which order calls across streams (see [`crate::call`]).
struct Order {
    /// Messages posted on this stream (changed only by the stream's holder). Free-running.
    posted: AtomicU64,
    /// The count up to the newest message that has no reply (async command, batch,
    /// dependency). Stored (Release) before the call that posted it returns to the
    /// application; read (Acquire) by calls on other streams.
    async_tail: AtomicU64,
    /// Messages known to have run on the renderer: raised by a reply on this stream, or by
    /// a reply on another stream to a message that depended on this one. Only grows.
    done: AtomicU64,
}

impl Order {
    /// A new stream's counts: the SESSION or ATTACH message, posted and answered.
    fn new() -> Order {
        Order {
            posted: AtomicU64::new(1),
            async_tail: AtomicU64::new(0),
            done: AtomicU64::new(1),
        }
    }

    /// Counts one message posted by the holder; returns the new count.
    fn post(&self) -> u64 {
        let n = self.posted.load(Ordering::Relaxed) + 1;
        self.posted.store(n, Ordering::Relaxed);
        n
    }

    /// Message `n` (a count from [`Order::post`]) has no reply: others must wait for it.
    fn set_tail(&self, n: u64) {
        self.async_tail.store(n, Ordering::Release);
    }

    /// The count a message on another stream must wait for, if the newest unanswered message
    /// is not known to have run.
    fn pending(&self) -> Option<u64> {
        let tail = self.async_tail.load(Ordering::Acquire);
        (tail > self.done.load(Ordering::Acquire)).then_some(tail)
    }

    /// A reply arrived on this stream: everything posted on it has run.
    fn all_ran(&self) {
        let n = self.posted.load(Ordering::Relaxed);
        self.ran_up_to(n);
    }

    /// Messages up to `count` are known to have run.
    fn ran_up_to(&self, count: u64) {
        self.done.fetch_max(count, Ordering::AcqRel);
    }
}

struct Pool {
    streams: Streams<Stream>,
    path: PathBuf,
    token: u64,
}

impl Pickable for Stream {
    type Guard = MutexGuard<'static, Io>;
    fn hold(&'static self, patient: bool) -> Option<Self::Guard> {
        if patient {
            hold_unless_awaiting(self)
        } else {
            try_hold(self)
        }
    }
}

/// The process's cursors.
const CURSORS: Cursors = Cursors {
    recent: &RECENT,
    last: &LAST,
};

enum State {
    /// Not connected yet (or the last attempt failed: the next call tries again).
    Idle,
    Live(&'static Pool),
}

static STATE: Mutex<State> = Mutex::new(State::Idle);

/// The pool once connected (a copy of `State::Live`'s, read without the lock on every call).
static POOL: AtomicPtr<Pool> = AtomicPtr::new(std::ptr::null_mut());

/// The renderer went away after a connection was made: every call fails from now on.
static DEAD: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// The stream this thread used last (tried second).
    static LAST: Cell<usize> = const { Cell::new(0) };
}

/// The stream any thread took last (tried first): threads whose calls do not overlap share
/// one stream, so the renderer runs their messages on one thread in posting order, with no
/// [`relay::AFTER`] hand-over between its threads.
static RECENT: AtomicUsize = AtomicUsize::new(0);

/// Errors are logged by default (a refused `vkCreateSwapchainKHR`, a lost renderer: what an
/// application's user must see); `VKRELAY_LOG` sets another filter (`debug`, `off`).
fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("VKRELAY_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("error"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}

/// Whether the renderer went away after a connection was made (every call fails).
pub(crate) fn is_dead() -> bool {
    DEAD.load(Ordering::Acquire)
}

/// A watch that says when the renderer is gone (the socket of a stream), for waits that do
/// not go through a ring.
pub(crate) fn peer_watch() -> Option<shm_ring::PeerWatch> {
    let held = acquire().ok()?;
    shm_ring::PeerWatch::socket(std::os::fd::AsFd::as_fd(&held.io.conn.socket)).ok()
}

/// Marks the connection dead (every stream): the renderer died or broke the protocol.
pub(crate) fn lost(what: &dyn std::fmt::Display) -> CallError {
    if !DEAD.swap(true, Ordering::AcqRel) {
        tracing::error!("lost the vkrelay renderer: {what}");
    }
    CallError::Lost
}

/// Sends the private message `command` with `words` and waits for its reply's words.
fn private_exchange(io: &mut Io, command: u32, words: &[u64]) -> Result<Vec<u64>, String> {
    let msg = relay::message(command, 0, words);
    io.conn
        .writer
        .send(command, 0, &msg[HEADER_SIZE..])
        .map_err(|e| e.to_string())?;
    let h = io
        .conn
        .reader
        .recv(MAX_REPLY, &mut io.payload)
        .map_err(|e| e.to_string())?;
    if h.command != command || h.flags != vk_wire::FLAG_REPLY {
        return Err("reply to another message".into());
    }
    Ok((0..io.payload.len() / 8)
        .filter_map(|i| relay::word(&io.payload, i))
        .collect())
}

fn new_stream(io: Io, index: u64) -> &'static Stream {
    Box::leak(Box::new(Stream {
        index,
        io: Mutex::new(io),
        order: Order::new(),
        awaiting_reply: AtomicBool::new(false),
    }))
}

/// What the application's user reads when no renderer answers at `path`: what happened and
/// what to do, on one line.
pub(crate) fn unreachable_renderer(path: &std::path::Path, e: &shm_ring::Error) -> String {
    const START: &str = "start one with `vkrelay-renderer serve`, or run the program with \
                         `vkrelay-renderer run -- PROGRAM`";
    let p = path.display();
    match e {
        shm_ring::Error::Io(io) if io.kind() == std::io::ErrorKind::NotFound => format!(
            "no vkrelay renderer at {p}: the socket does not exist; {START} (VKRELAY_SERVER_PATH \
             names the socket)"
        ),
        shm_ring::Error::Io(io) if io.kind() == std::io::ErrorKind::ConnectionRefused => {
            format!(
                "the vkrelay renderer is not running: {p} is a stale socket that no renderer \
                 listens on; {START} (serve replaces the stale socket)"
            )
        }
        _ => format!("cannot reach the vkrelay renderer at {p}: {e}; {START}"),
    }
}

fn pool() -> Result<&'static Pool, CallError> {
    if DEAD.load(Ordering::Acquire) {
        return Err(CallError::Lost);
    }
    let p = POOL.load(Ordering::Acquire);
    if !p.is_null() {
        // SAFETY: `POOL` only ever holds a leaked (never freed) `Pool`, published with
        // Release after it was fully built.
        return Ok(unsafe { &*p });
    }
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    if let State::Live(p) = *state {
        return Ok(p);
    }
    init_logging();
    shm_ring::timeline::save_at_exit();
    let path = crate::call::server_path();
    let conn = match handshake::connect(&HandshakeConfig::new(&path)) {
        Ok(c) => c,
        Err(e) => {
            tracing::error!("{}", unreachable_renderer(&path, &e));
            return Err(CallError::Connect);
        }
    };
    let mut io = Io {
        conn,
        big: Vec::new(),
        payload: Vec::new(),
        msg: Vec::new(),
    };
    let token = match private_exchange(&mut io, relay::SESSION, &[]) {
        Ok(w) if w.len() == 2 => w[0],
        Ok(_) => return Err(lost(&"bad SESSION reply")),
        Err(e) => return Err(lost(&e)),
    };
    tracing::debug!(path = %path.display(), "connected to the renderer");
    let first = new_stream(io, 0);
    let p: &'static Pool = Box::leak(Box::new(Pool {
        streams: Streams::new(first, MAX_STREAMS),
        path,
        token,
    }));
    *state = State::Live(p);
    POOL.store(std::ptr::from_ref(p).cast_mut(), Ordering::Release);
    Ok(p)
}

/// A stream held by one call, from its request to its reply.
pub(crate) struct Held {
    stream: &'static Stream,
    pool: &'static Pool,
    pub io: MutexGuard<'static, Io>,
    /// Dependencies this call's messages carry: (stream, count) of other streams.
    deps: Vec<(&'static Stream, u64)>,
    /// Declared after `io`: dropped after the stream is unlocked.
    _wake: WakeWaiter,
}

/// Wakes a call waiting for a stream, when dropped (after the stream it follows is unlocked).
struct WakeWaiter(&'static Pool);

impl Drop for WakeWaiter {
    fn drop(&mut self) {
        self.0.streams.released();
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        // Before the guard (a field) unlocks the stream; `_wake` then wakes a waiting call.
        self.stream.awaiting_reply.store(false, Ordering::Release);
    }
}

fn try_hold(s: &'static Stream) -> Option<MutexGuard<'static, Io>> {
    match s.io.try_lock() {
        Ok(g) => Some(g),
        Err(TryLockError::Poisoned(e)) => Some(e.into_inner()),
        Err(TryLockError::WouldBlock) => None,
    }
}

/// Polls for at most this long for a stream whose holder only posts.
const POSTER_WAIT: Duration = Duration::from_micros(200);

/// Holds `s`, waiting (briefly) while its holder only posts messages: taking another stream
/// instead would split threads whose calls barely overlap over two streams, and every message
/// of one that follows the other's then needs a renderer hand-over (`AFTER`, lock contention).
/// Gives up at once when the holder waits for a reply.
fn hold_unless_awaiting(s: &'static Stream) -> Option<MutexGuard<'static, Io>> {
    if let Some(g) = try_hold(s) {
        return Some(g);
    }
    let start = std::time::Instant::now();
    let mut polls = 0u32;
    loop {
        if s.awaiting_reply.load(Ordering::Acquire) {
            return None;
        }
        if let Some(g) = try_hold(s) {
            return Some(g);
        }
        polls += 1;
        if polls < 64 {
            std::hint::spin_loop();
        } else {
            std::thread::yield_now();
            if start.elapsed() >= POSTER_WAIT {
                return None;
            }
        }
    }
}

/// Opens and attaches a further stream, the pool having `n`; `None` if the renderer cannot
/// take one now (for [`Streams::open`]).
fn connect_stream(p: &'static Pool, n: usize) -> Option<&'static Stream> {
    let conn = match handshake::connect(&HandshakeConfig::new(&p.path)) {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!("cannot open another stream to the renderer: {e}");
            return None;
        }
    };
    let mut io = Io {
        conn,
        big: Vec::new(),
        payload: Vec::new(),
        msg: Vec::new(),
    };
    let index = match private_exchange(&mut io, relay::ATTACH, &[p.token]) {
        Ok(w) if w.len() == 2 && w[0] == 0 => w[1],
        // The renderer's `max_streams`: this process goes on with the streams it has.
        Ok(w)
            if w.first()
                == Some(&(ash::vk::Result::ERROR_TOO_MANY_OBJECTS.as_raw() as i64 as u64)) =>
        {
            tracing::warn!(
                streams = n,
                "the renderer refused another stream (VK_ERROR_TOO_MANY_OBJECTS: its \
                 max_streams limit); calls share the {n} open"
            );
            return None;
        }
        other => {
            tracing::warn!("the renderer refused another stream: {other:?}");
            return None;
        }
    };
    tracing::debug!(streams = n + 1, "opened another stream");
    Some(new_stream(io, index))
}

/// Takes an idle stream: the one any thread took last, else the one this thread used last,
/// else any idle one, else a new one (up to [`MAX_STREAMS`]), else waits for one to be
/// released (see [`pool`]).
pub(crate) fn acquire() -> Result<Held, CallError> {
    let p = pool()?;
    let (_, stream, io) = p
        .streams
        .acquire(
            &CURSORS,
            RECHECK,
            |n| connect_stream(p, n),
            || DEAD.load(Ordering::Acquire),
        )
        .ok_or(CallError::Lost)?;
    Ok(Held {
        stream,
        pool: p,
        io,
        deps: Vec::new(),
        _wake: WakeWaiter(p),
    })
}

/// How long a call waiting for a stream sleeps before it looks again without a
/// notification (a margin: a release always notifies a waiter, see `pool`).
const RECHECK: Duration = Duration::from_millis(2);

/// The stream any thread took last, if it is free at this moment: never waits, never opens
/// a stream or a connection (for optional messages, see `call::recording::ship_if_idle`).
pub(crate) fn try_recent() -> Option<Held> {
    if DEAD.load(Ordering::Acquire) {
        return None;
    }
    let p = POOL.load(Ordering::Acquire);
    if p.is_null() {
        return None;
    }
    // SAFETY: as in `pool`: a leaked `Pool`, published fully built.
    let p: &'static Pool = unsafe { &*p };
    let i = RECENT.load(Ordering::Relaxed);
    let s = *p.streams.list().get(i)?;
    let io = try_hold(s)?;
    LAST.set(i);
    Some(Held {
        stream: s,
        pool: p,
        io,
        deps: Vec::new(),
        _wake: WakeWaiter(p),
    })
}

/// The number of streams open now (0 before the first call).
pub fn stream_count() -> usize {
    match *STATE.lock().unwrap_or_else(|e| e.into_inner()) {
        State::Live(p) => p.streams.list().len(),
        State::Idle => 0,
    }
}

impl Held {
    /// Sends an [`relay::AFTER`] message first if other streams carry messages without
    /// replies that are not known to have run: the renderer runs this stream's next message
    /// after them. Call before each message.
    pub fn send_dependencies(&mut self) -> Result<(), CallError> {
        self.deps.clear();
        let mut words = Vec::new();
        {
            let list = self.pool.streams.list();
            for &s in list.iter() {
                if std::ptr::eq(s, self.stream) {
                    continue;
                }
                if let Some(tail) = s.order.pending() {
                    words.push(s.index);
                    words.push(tail);
                    self.deps.push((s, tail));
                }
            }
        }
        if words.is_empty() {
            return Ok(());
        }
        let msg = relay::message(relay::AFTER, 0, &words);
        if let Err(e) = self
            .io
            .conn
            .writer
            .send(relay::AFTER, 0, &msg[HEADER_SIZE..])
        {
            return Err(lost(&e));
        }
        // Counted, but not as a tail others must wait for: it only waits for them.
        self.stream.order.post();
        Ok(())
    }

    /// Records one message posted on this stream; `reply`: whether it will be answered.
    pub fn sent(&mut self, reply: bool) {
        let n = self.stream.order.post();
        if reply {
            self.stream.awaiting_reply.store(true, Ordering::Release);
        } else {
            self.stream.order.set_tail(n);
        }
    }

    /// The reply to the last message arrived: everything posted on this stream has run, and
    /// so has everything it depended on.
    pub fn replied(&mut self) {
        self.stream.order.all_ran();
        for (s, count) in self.deps.drain(..) {
            s.order.ran_up_to(count);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_stream_has_nothing_pending() {
        assert_eq!(Order::new().pending(), None);
    }

    #[test]
    fn an_async_message_is_pending_until_a_reply_on_its_stream() {
        let o = Order::new();
        let n = o.post();
        o.set_tail(n);
        assert_eq!(o.pending(), Some(2));
        // A call with a reply after it: when its reply comes, the async message ran too.
        o.post();
        assert_eq!(o.pending(), Some(2));
        o.all_ran();
        assert_eq!(o.pending(), None);
    }

    #[test]
    fn a_dependency_reply_clears_only_what_it_waited_for() {
        let o = Order::new();
        let first = o.post();
        o.set_tail(first);
        // Another stream's AFTER named `first`; then this stream posts a newer async message.
        let second = o.post();
        o.set_tail(second);
        o.ran_up_to(first);
        assert_eq!(o.pending(), Some(second));
        o.ran_up_to(second);
        assert_eq!(o.pending(), None);
    }

    #[test]
    fn done_never_goes_back() {
        let o = Order::new();
        let n = o.post();
        o.set_tail(n);
        o.all_ran();
        // A late dependency reply naming an older count does not reopen the wait.
        o.ran_up_to(1);
        assert_eq!(o.pending(), None);
    }

    #[test]
    fn answered_messages_are_not_tails() {
        let o = Order::new();
        o.post();
        o.post();
        assert_eq!(o.pending(), None);
    }
}
