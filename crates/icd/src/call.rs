//! The generic call path every generated entry point goes through: assign ids to new
//! objects, encode the arguments with `vk-wire` into the client→server ring, and — for
//! commands that return something or have outputs — wait for the reply and decode it into
//! the application's memory.
//!
//! # Streams and threads
//!
//! A process talks to the renderer over a pool of **streams** ([`crate::streams`]): each is
//! its own connection and ring pair, served by its own renderer thread. A call takes an idle
//! stream (the one any thread took last, else the one its own thread used last, else any
//! idle one), opens a new one when all are busy (up to [`crate::streams::MAX_STREAMS`]; beyond that it waits for one), holds it from
//! encoding its request to decoding its reply, and gives it back. So no lock is held across
//! every call of the process, and a call that blocks (a host wait, `vkQueueWaitIdle`,
//! `vkDeviceWaitIdle`, `vkGetQueryPoolResults` with `WAIT`, pipeline creation) holds only its
//! own stream; the renderer runs such calls with its client lock released.
//!
//! The first stream is opened by the first call, which also asks the renderer for the
//! client's session token ([`vk_wire::relay::SESSION`], a random 64-bit number). A further
//! stream joins the client by sending that token ([`vk_wire::relay::ATTACH`]): the renderer
//! gives it the same objects, memory and stats.
//!
//! What never takes a stream:
//!
//! - **`vkCmd*` calls** are encoded into their command buffer's own recording (a lock per
//!   command buffer, which Vulkan already requires the application to synchronise), so threads
//!   record in parallel. The recording goes as [`vk_wire::relay::BATCH`] messages: one each
//!   time it reaches [`CHUNK`] bytes (so the renderer replays the start of a long recording
//!   while the application records the rest), one each time it grows past a multiple of
//!   [`IDLE_STEP`] bytes while the renderer's thread is idle and awake (so it keeps up, and
//!   little is left to replay between `vkEndCommandBuffer` and the submission), one at the end
//!   of each render pass (if the stream used last is free: the renderer replays the pass while
//!   the application gets to its `vkEndCommandBuffer`), and the remainder ahead of the
//!   `vkEndCommandBuffer` itself. A chunk takes a stream like any call
//!   (an idle one only the stream used last, if free), so rule 3 below keeps a command
//!   buffer's chunks in order when they go on different streams.
//! - **Memory writes** go straight to the shared pages (see `memory`).
//! - **Physical-device queries asked before** (properties, features, memory, queue families,
//!   format and image-format properties) are answered from the first reply
//!   (`crate::query_cache`).
//!
//! # Ordering rules
//!
//! 1. On one stream the renderer runs messages in the order they were sent.
//! 2. Commands without outputs go without waiting; so do the commands whose `VkResult` only
//!    reports errors ([`vk_wire::relay::is_async`]: begin/end/reset command buffers, submits,
//!    memory binds, fence resets, creating semaphores, fences, events, views and command and
//!    descriptor pools, allocating command buffers (the ICD chooses the new objects' ids and
//!    makes a command buffer's dispatchable handle), ...), and recorded command buffers
//!    (`BATCH`). If the driver fails one, every later `VkResult` of the process is
//!    `VK_ERROR_DEVICE_LOST`; an object the failed command would have made is never made,
//!    and the renderer drops the client at the first message that names it.
//! 3. **Across streams, every ordering the application established is kept**: a call that
//!    began after another call returned runs after it. A call with a reply has run when it
//!    returns. For the others, each stream counts the messages it posted (`posted`), the count
//!    up to its newest message without a reply (`async tail`), and how many are known to have
//!    run (`done`: raised by a reply on that stream, since a reply means all earlier messages
//!    of the stream ran, or by a reply to a message that depended on them). Before a message
//!    goes on stream B, every other stream A whose async tail is above its `done` is named in
//!    a [`vk_wire::relay::AFTER`] message (A, tail) sent first on B; the renderer's thread for
//!    B runs nothing more until A's thread has run that many messages. The async tail is
//!    stored before the call that posted it returns, so a later call on any thread sees it.
//!    The typical case: a command buffer recorded and ended on thread A, submitted on B.
//! 4. A recorded command buffer's commands run on the renderer when their `BATCH` runs: before
//!    its `vkEndCommandBuffer`, and (rule 3) before any later submission from any thread.
//!
//! **Why AFTER cannot deadlock.** A dependency names only messages *without replies* that were
//! posted before the message that waits (the tail is read after they were posted). Messages
//! with replies on A that precede the tail already ran: a call holds A until its reply, so the
//! tail's message was posted after that reply came. A call still in flight on A (say a wait
//! for a semaphore that B will signal) is after A's tail and is never waited for. So the
//! unfinished messages a wait names are async commands, batches and AFTERs, which run without
//! blocking on the driver (submissions, binds, command recording) except for AFTERs, and an
//! AFTER only waits for messages posted still earlier. Following the waits goes strictly back
//! in time, so it ends; no cycle can form. The renderer's client lock is never held while a
//! stream waits (for an AFTER or in a slow driver call).
//!
//! With one thread, or threads whose calls never overlap, the process uses one stream and
//! sends no AFTER messages. Preferring the stream any thread took last matters: a renderer
//! thread waiting for another (an AFTER) is a hand-over between threads, and with zink (one
//! thread records, its flush thread submits, the first waits) per-thread preference cost
//! seven such waits per frame. A second stream is used only while a call holds the first.
//!
//! Host waits send the application's whole timeout; the renderer waits in slices of 1 ms
//! (short driver waits poll, long ones may sleep) with its client lock released, stopping
//! early when the client goes away.
//!
//! # A dead renderer
//!
//! Ring waits re-check the renderer's liveness every 100 ms (on every stream, including those
//! blocked in a long call); once it is gone the connection is marked dead and every pending and later call returns `VK_ERROR_DEVICE_LOST` (commands
//! returning a number return 0; `void` commands do nothing). The ICD never reconnects to a
//! new renderer within one process: the objects it knew are gone.

use std::path::{Path, PathBuf};

use ash::vk::{self, Handle};
use vk_wire::desc::{Kind, Len};
use vk_wire::{CommandArgs, HEADER_SIZE, Header, args, id};

use crate::handles::{self, ClientIds};
use crate::streams::{self, MAX_REPLY, lost};

/// Why a call did not complete.
#[derive(Debug)]
pub(crate) enum CallError {
    /// No renderer could be reached.
    Connect,
    /// The renderer died or broke the protocol; the connection is gone for good.
    Lost,
    /// These arguments cannot be carried (a structure the wire does not carry).
    Encode,
}

impl CallError {
    pub(crate) fn result(&self) -> vk::Result {
        match self {
            CallError::Connect => vk::Result::ERROR_INITIALIZATION_FAILED,
            CallError::Lost => vk::Result::ERROR_DEVICE_LOST,
            CallError::Encode => vk::Result::ERROR_FEATURE_NOT_PRESENT,
        }
    }
}

/// The socket Winlator's Vortek renderer listens on (its `UnixSocketConfig.VORTEK_SERVER_PATH`
/// under the container's root file system), where Winlator's own `libvulkan_vortek.so`
/// connects: installed in its place, this ICD finds the renderer there with no setting.
pub const WINLATOR_SOCKET: &str = "/data/data/com.winlator/files/rootfs/tmp/.vortek/V0";

/// The socket path the ICD connects to: `VKRELAY_SERVER_PATH`, else `VORTEK_SERVER_PATH`,
/// else Winlator's socket ([`WINLATOR_SOCKET`]) where that exists, else
/// `$XDG_RUNTIME_DIR/vkrelay.sock`, else `/tmp/vkrelay-$UID.sock` (the renderer's default).
pub fn server_path() -> PathBuf {
    pick_server_path(
        |var| std::env::var_os(var),
        &[Path::new(WINLATOR_SOCKET)],
        default_socket_path(),
    )
}

/// [`server_path`]'s choice, given the environment, the well-known sockets to look for and
/// the default.
fn pick_server_path(
    env: impl Fn(&str) -> Option<std::ffi::OsString>,
    well_known: &[&Path],
    default: PathBuf,
) -> PathBuf {
    for var in ["VKRELAY_SERVER_PATH", "VORTEK_SERVER_PATH"] {
        if let Some(p) = env(var).filter(|p| !p.is_empty()) {
            return p.into();
        }
    }
    use std::os::unix::fs::FileTypeExt;
    well_known
        .iter()
        .find(|p| std::fs::metadata(p).is_ok_and(|m| m.file_type().is_socket()))
        .map_or(default, |p| p.to_path_buf())
}

/// Whether [`server_path`] is Winlator's renderer: `VORTEK_SERVER_PATH` names the socket, or
/// nothing does and Winlator's socket ([`WINLATOR_SOCKET`]) is there. That renderer
/// (`libvortekrenderer.so`) presents into Winlator's windows itself, so the ICD's surfaces
/// try it first (`wsi_renderer::Choice`).
pub fn winlator_server() -> bool {
    pick_winlator(|var| std::env::var_os(var), &[Path::new(WINLATOR_SOCKET)])
}

/// [`winlator_server`]'s choice, given the environment and Winlator's socket.
fn pick_winlator(env: impl Fn(&str) -> Option<std::ffi::OsString>, well_known: &[&Path]) -> bool {
    let set = |var: &str| env(var).is_some_and(|p| !p.is_empty());
    if set("VKRELAY_SERVER_PATH") {
        return false;
    }
    if set("VORTEK_SERVER_PATH") {
        return true;
    }
    let default = PathBuf::new();
    pick_server_path(|_| None, well_known, default.clone()) != default
}

/// `$XDG_RUNTIME_DIR/vkrelay.sock`, or `/tmp/vkrelay-$UID.sock` without it.
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

/// Sends the request for `a` and, if the command has a reply, waits for it and decodes it;
/// a reply that decoded is also copied into `keep` if given (the whole message).
///
/// # Safety
/// `a` holds the application's arguments, valid as Vulkan requires.
unsafe fn exchange(cid: u32, a: *const u8, keep: Option<&mut Vec<u8>>) -> Result<u64, CallError> {
    let cmd = vk_wire::command(cid).ok_or(CallError::Encode)?;
    // SAFETY: caller.
    let blocks = unsafe { host_wait(cid, a) };
    if blocks {
        // Before the request goes, so the reply is always later on the timeline.
        shm_ring::timeline::record(shm_ring::timeline::Event::WaitCall);
    }
    let mut held = streams::acquire()?;
    // A message that only later ones depend on need not wake a renderer thread that has no
    // idle core to run on: the next message that matters wakes it for both.
    let defer = vk_wire::relay::may_defer_wake(cid) && held.io.conn.writer.reader_contended();
    held.io.conn.writer.defer_wakes(defer);
    if defer {
        note_deferred();
    }
    held.send_dependencies()?;
    if crate::written::at_capture_point(cid)
        && let Some(words) = crate::written::report()
    {
        // Under capture: what the application wrote goes right before the capture point.
        let msg = vk_wire::relay::message(vk_wire::relay::WRITTEN, 0, &words);
        let sent = held
            .io
            .conn
            .writer
            .send(vk_wire::relay::WRITTEN, 0, &msg[HEADER_SIZE..]);
        if let Err(e) = sent {
            return Err(lost(&e));
        }
        held.sent(false);
    }
    let l = &mut *held.io;
    // SAFETY: caller.
    let n = match unsafe { vk_wire::request_size_raw(cmd, a, &mut ClientIds) } {
        Ok(n) => n,
        Err(e) => {
            tracing::error!("{}: cannot encode: {e}", cmd.name);
            return Err(CallError::Encode);
        }
    };
    // A command whose result is not awaited travels inside an ASYNC message.
    let wrap = if vk_wire::relay::is_async(cid) {
        HEADER_SIZE
    } else {
        0
    };
    let sent = if wrap + n <= l.conn.writer.max_reserve() {
        match l.conn.writer.reserve(wrap + n) {
            Ok(buf) => {
                if wrap > 0 {
                    let outer = Header {
                        command: vk_wire::relay::ASYNC,
                        flags: 0,
                        size: n as u32,
                    };
                    // `buf` has HEADER_SIZE + n bytes.
                    let _ = outer.write(buf);
                }
                // SAFETY: caller; `buf[wrap..]` has the `n` bytes `request_size` asked for.
                let r = unsafe {
                    vk_wire::encode_request_any(cmd, a, &mut ClientIds, &mut buf[wrap..])
                };
                match r {
                    Ok(_) => {
                        l.conn.writer.commit(wrap + n);
                        Ok(())
                    }
                    // Nothing was committed: the reserved bytes are simply not published (and
                    // the AFTER message sent before, if any, only delays nothing).
                    Err(e) => {
                        tracing::error!("{}: cannot encode: {e}", cmd.name);
                        return Err(CallError::Encode);
                    }
                }
            }
            Err(e) => Err(e),
        }
    } else {
        l.big.clear();
        l.big.resize(n, 0);
        // SAFETY: caller; `big` has `n` bytes.
        if let Err(e) = unsafe { vk_wire::encode_request_any(cmd, a, &mut ClientIds, &mut l.big) } {
            tracing::error!("{}: cannot encode: {e}", cmd.name);
            return Err(CallError::Encode);
        }
        if wrap > 0 {
            l.conn.writer.send(vk_wire::relay::ASYNC, 0, &l.big[..n])
        } else {
            l.conn.writer.send(cid, 0, &l.big[HEADER_SIZE..n])
        }
    };
    if let Err(e) = sent {
        return Err(lost(&e));
    }
    let reply = cmd.reply && wrap == 0;
    held.sent(reply);
    if !reply {
        return Ok(0);
    }
    let l = &mut *held.io;
    let h = if blocks {
        // The reply comes when GPU work finishes: sleep (until shortly before it is
        // expected) rather than spin on a core the driver's threads may need for that work.
        crate::waits::recv_reply(&mut l.conn.reader, MAX_REPLY, &mut l.payload)
    } else {
        l.conn.reader.recv(MAX_REPLY, &mut l.payload)
    };
    let h = match h {
        Ok(h) => h,
        Err(e) => return Err(lost(&e)),
    };
    l.msg.clear();
    l.msg.resize(HEADER_SIZE, 0);
    let header = Header {
        command: h.command,
        flags: h.flags,
        size: h.size,
    };
    if header.write(&mut l.msg).is_err() {
        return Err(lost(&"reply header"));
    }
    l.msg.extend_from_slice(&l.payload);
    // SAFETY: caller: the output pointers in `a` are the application's, writable.
    let r = match unsafe { vk_wire::decode_reply_raw(&l.msg, cmd, a, &mut ClientIds) } {
        Ok(v) => Ok(v),
        Err(e) => Err(lost(&e)),
    };
    if let (Ok(_), Some(k)) = (&r, keep) {
        k.clear();
        k.extend_from_slice(&l.msg);
    }
    held.replied();
    r
}

/// Whether `a` is a host wait for GPU work that may block: `vkWaitForFences` and
/// `vkWaitSemaphores` with a timeout, `vkQueueWaitIdle`, `vkDeviceWaitIdle`.
///
/// # Safety
/// `a` is a valid argument structure of the command `cid`.
unsafe fn host_wait(cid: u32, a: *const u8) -> bool {
    // SAFETY: (each arm) the id says which argument structure `a` is.
    unsafe {
        match cid {
            id::WAIT_FOR_FENCES => (*a.cast::<args::WaitForFences>()).timeout > 0,
            id::WAIT_SEMAPHORES => (*a.cast::<args::WaitSemaphores>()).timeout > 0,
            id::QUEUE_WAIT_IDLE | id::DEVICE_WAIT_IDLE => true,
            _ => false,
        }
    }
}

/// A recording that reaches this many bytes is shipped as a [`vk_wire::relay::BATCH`] before
/// its `vkEndCommandBuffer`: the renderer replays the first commands while the application
/// records the rest, and only the last chunk is replayed after the end.
pub const CHUNK: usize = 1024;

/// While the renderer's thread is idle, a recording also ships each time it grows past a
/// multiple of this many bytes (in `record`): the renderer keeps up with the application,
/// and less is left to replay after `vkEndCommandBuffer`, before the submission can start.
pub const IDLE_STEP: usize = 256;

/// Appends the request for `a` to its command buffer's recording, shipping the recording when
/// it reaches [`CHUNK`] bytes, at the end of a render pass, or when it passes a multiple of
/// [`IDLE_STEP`] while the renderer idles.
///
/// # Safety
/// As [`exchange`]; the command `cid` is [`recorded`].
unsafe fn record(cid: u32, a: *const u8) -> Result<(), CallError> {
    // SAFETY: `recorded` checked that the first member is the command buffer, a handle this
    // ICD made (Vulkan's valid usage), which points to a live `Dispatch`.
    let d = unsafe { &*(a.cast::<*const handles::Dispatch>().read()) };
    if crate::events::is_recorded_event_command(cid) {
        // SAFETY: caller.
        unsafe { crate::events::recorded(cid, a) };
    }
    let mut rec = d.recording.lock().unwrap_or_else(|e| e.into_inner());
    let before = rec.len();
    // SAFETY: caller.
    if let Err(e) = unsafe { vk_wire::append_request_id(cid, a, &mut ClientIds, &mut rec) } {
        let name = vk_wire::command(cid).map_or("?", |c| c.name);
        tracing::error!("{name}: cannot encode: {e}");
        return Err(CallError::Encode);
    }
    if rec.len() >= CHUNK {
        ship(&mut rec)?;
    } else if ends_render_pass(cid) {
        shm_ring::timeline::record(shm_ring::timeline::Event::EndRendering);
        ship_if_free(&mut rec)?;
    } else if rec.len() / IDLE_STEP != before / IDLE_STEP {
        ship_if_idle(&mut rec)?;
    }
    Ok(())
}

/// Whether `cid` ends a render pass: what an application records after it, before ending the
/// command buffer, is short (a barrier or two), while what it does in between (zink hands the
/// submission to its flush thread) takes microseconds the renderer can use.
fn ends_render_pass(cid: u32) -> bool {
    matches!(
        cid,
        id::CMD_END_RENDERING | id::CMD_END_RENDER_PASS | id::CMD_END_RENDER_PASS2
    )
}

/// Ships `rec` if the stream any thread used last is free, waking its renderer thread if it
/// sleeps: at the end of a render pass, so the renderer replays the pass while the
/// application gets to its `vkEndCommandBuffer`, rather than after it. Not while the
/// renderer's thread finds no idle core (`reader_contended`): there every wake-up waits for
/// a CPU, and the pass goes with the submission, in one wake-up.
fn ship_if_free(rec: &mut Vec<u8>) -> Result<(), CallError> {
    match streams::try_recent() {
        Some(held) if !rec.is_empty() && !held.io.conn.writer.reader_contended() => post(held, rec),
        _ => Ok(()),
    }
}

/// Ships `rec` if the stream any thread used last is free and its renderer thread has run
/// everything sent before and is awake, so it starts replaying at once and without a
/// wake-up; else leaves the commands for a later ship.
fn ship_if_idle(rec: &mut Vec<u8>) -> Result<(), CallError> {
    match streams::try_recent() {
        Some(held) if held.io.conn.writer.reader_idle() => post(held, rec),
        _ => Ok(()),
    }
}

/// Logs, once per process, that messages go without waking the renderer's thread.
fn note_deferred() {
    static NOTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    use std::sync::atomic::Ordering::Relaxed;
    if !NOTED.load(Relaxed) && !NOTED.swap(true, Relaxed) {
        tracing::info!(
            "the renderer's thread finds no idle core: messages that only later ones need go \
             without waking it"
        );
    }
}

/// Sends `rec` (recorded commands) as one [`vk_wire::relay::BATCH`] and empties it.
fn ship(rec: &mut Vec<u8>) -> Result<(), CallError> {
    if rec.is_empty() {
        return Ok(());
    }
    post(streams::acquire()?, rec)
}

/// Sends `rec` on `held` as one [`vk_wire::relay::BATCH`] and empties it.
fn post(mut held: streams::Held, rec: &mut Vec<u8>) -> Result<(), CallError> {
    // Recorded commands run when their submission comes, which wakes the renderer's thread:
    // they need not wake it themselves where that costs it a wait for a CPU.
    let contended = held.io.conn.writer.reader_contended();
    held.io.conn.writer.defer_wakes(contended);
    if contended {
        note_deferred();
    }
    held.send_dependencies()?;
    // `send` publishes a message that fits the ring with one commit and streams a larger one.
    let sent = held.io.conn.writer.send(vk_wire::relay::BATCH, 0, rec);
    if let Err(e) = sent {
        return Err(lost(&e));
    }
    held.sent(false);
    rec.clear();
    Ok(())
}

/// Ships the commands recorded into `cb` and not shipped yet (before its
/// `vkEndCommandBuffer`).
///
/// # Safety
/// `cb` is a command buffer handle of this ICD.
unsafe fn ship_recording(cb: vk::CommandBuffer) -> Result<(), CallError> {
    // SAFETY: caller.
    let d = unsafe { &*(cb.as_raw() as *const handles::Dispatch) };
    ship(&mut d.recording.lock().unwrap_or_else(|e| e.into_inner()))
}

/// Sends the driver-private message `command` (see [`vk_wire::relay`]) and waits for its
/// reply's words; with `want_fd`, a successful reply (first word 0) brings one descriptor on
/// the socket.
pub(crate) fn private_call(
    command: u32,
    words: &[u64],
    want_fd: bool,
) -> Result<(Vec<u64>, Option<std::os::fd::OwnedFd>), CallError> {
    let msg = vk_wire::relay::message(command, 0, words);
    let mut held = streams::acquire()?;
    held.io.conn.writer.defer_wakes(false);
    held.send_dependencies()?;
    let sent = held.io.conn.writer.send(command, 0, &msg[HEADER_SIZE..]);
    if let Err(e) = sent {
        return Err(lost(&e));
    }
    held.sent(true);
    let l = &mut *held.io;
    let h = match l.conn.reader.recv(MAX_REPLY, &mut l.payload) {
        Ok(h) => h,
        Err(e) => return Err(lost(&e)),
    };
    if h.command != command || h.flags != vk_wire::FLAG_REPLY {
        return Err(lost(&"reply to another message"));
    }
    let reply: Vec<u64> = (0..l.payload.len() / 8)
        .filter_map(|i| vk_wire::relay::word(&l.payload, i))
        .collect();
    let mut fd = None;
    if want_fd && reply.first() == Some(&0) {
        match recv_fd(&l.conn.socket) {
            Ok(f) => fd = Some(f),
            Err(e) => return Err(lost(&e)),
        }
    }
    held.replied();
    Ok((reply, fd))
}

/// Sends the driver-private message `command` (see [`vk_wire::relay`]), which has no reply,
/// without waiting.
pub(crate) fn private_post(command: u32, words: &[u64]) -> Result<(), CallError> {
    let msg = vk_wire::relay::message(command, 0, words);
    let mut held = streams::acquire()?;
    held.io.conn.writer.defer_wakes(false);
    held.send_dependencies()?;
    let sent = held.io.conn.writer.send(command, 0, &msg[HEADER_SIZE..]);
    if let Err(e) = sent {
        return Err(lost(&e));
    }
    held.sent(false);
    Ok(())
}

/// Receives one descriptor sent with `SCM_RIGHTS` (and its one byte of data).
fn recv_fd(socket: &std::os::unix::net::UnixStream) -> std::io::Result<std::os::fd::OwnedFd> {
    use nix::sys::socket::{ControlMessageOwned, MsgFlags, recvmsg};
    use std::os::fd::{AsRawFd, FromRawFd};
    let mut byte = [0u8; 1];
    let mut iov = [std::io::IoSliceMut::new(&mut byte)];
    let mut space = nix::cmsg_space!([std::os::fd::RawFd; 1]);
    let msg = recvmsg::<()>(
        socket.as_raw_fd(),
        &mut iov,
        Some(&mut space),
        MsgFlags::MSG_CMSG_CLOEXEC,
    )
    .map_err(std::io::Error::from)?;
    let mut got = None;
    for c in msg.cmsgs().map_err(std::io::Error::from)? {
        if let ControlMessageOwned::ScmRights(fds) = c {
            for f in fds {
                // SAFETY: the kernel just installed `f` in this process for us.
                let owned = unsafe { std::os::fd::OwnedFd::from_raw_fd(f) };
                if got.is_none() {
                    got = Some(owned);
                }
            }
        }
    }
    got.ok_or_else(|| std::io::Error::other("the renderer sent no descriptor"))
}

/// The number of elements behind a new-handles pointer.
///
/// # Safety
/// `base` is a valid argument structure whose count members are valid.
unsafe fn new_count(len: Len, base: *const u8) -> usize {
    // SAFETY: caller; offsets come from the command table of this argument structure.
    unsafe {
        let read = |p: *const u8, width: u8| -> u64 {
            match width {
                1 => u64::from(p.read()),
                2 => u64::from(p.cast::<u16>().read_unaligned()),
                4 => u64::from(p.cast::<u32>().read_unaligned()),
                _ => p.cast::<u64>().read_unaligned(),
            }
        };
        match len {
            Len::One => 1,
            Len::Const(n) => n as usize,
            Len::Member { off, width, div } => {
                (read(base.add(off as usize), width) / u64::from(div.max(1))) as usize
            }
            Len::Indirect { ptr, off, width } => {
                let p = base.add(ptr as usize).cast::<*const u8>().read_unaligned();
                if p.is_null() {
                    0
                } else {
                    read(p.add(off as usize), width) as usize
                }
            }
            _ => 0,
        }
    }
}

/// New objects this call creates: their output arrays get fresh handles before encoding.
struct Created {
    /// (array, count, dispatchable)
    arrays: Vec<(*mut u64, usize, bool)>,
}

impl Created {
    /// # Safety
    /// As [`exchange`].
    unsafe fn assign(cid: u32, base: *const u8) -> Created {
        let mut arrays = Vec::new();
        let Some(cmd) = vk_wire::command(cid) else {
            return Created { arrays };
        };
        for m in cmd.args.members {
            if let Kind::NewHandles { ty, len } = m.kind {
                let ty = vk::ObjectType::from_raw(ty);
                // SAFETY: caller; `m.off` is the offset of the output pointer.
                let ptr = unsafe { base.add(m.off as usize).cast::<*mut u64>().read_unaligned() };
                if ptr.is_null() {
                    continue;
                }
                // SAFETY: caller.
                let n = unsafe { new_count(len, base) };
                for k in 0..n {
                    // SAFETY: the application's output array holds `n` handles.
                    unsafe { ptr.add(k).write(handles::create(ty)) };
                }
                arrays.push((ptr, n, handles::is_dispatchable(ty)));
            }
        }
        Created { arrays }
    }

    /// The call failed: free dispatchable objects and null the outputs.
    ///
    /// # Safety
    /// The arrays are still the application's.
    unsafe fn undo(&self) {
        for &(ptr, n, disp) in &self.arrays {
            for k in 0..n {
                // SAFETY: caller; element `k` of the array written by `assign`.
                unsafe {
                    if disp {
                        handles::release(ptr.add(k).read());
                    }
                    ptr.add(k).write(0);
                }
            }
        }
    }
}

/// Dispatchable objects that die with this call.
///
/// # Safety
/// As [`exchange`].
unsafe fn release_destroyed(cid: u32, base: *const u8) {
    // SAFETY: the id says which argument structure `base` is.
    unsafe {
        match cid {
            id::DESTROY_INSTANCE => handles::release(
                base.cast::<args::DestroyInstance>()
                    .read()
                    .instance
                    .as_raw(),
            ),
            id::DESTROY_DEVICE => {
                handles::release(base.cast::<args::DestroyDevice>().read().device.as_raw())
            }
            id::DESTROY_COMMAND_POOL => handles::release_pool(
                base.cast::<args::DestroyCommandPool>()
                    .read()
                    .command_pool
                    .as_raw(),
            ),
            id::FREE_COMMAND_BUFFERS => {
                let f = base.cast::<args::FreeCommandBuffers>().read();
                for k in 0..f.command_buffer_count as usize {
                    if !f.p_command_buffers.is_null() {
                        handles::release(f.p_command_buffers.add(k).read().as_raw());
                    }
                }
            }
            _ => {}
        }
    }
}

/// Runs the command of `a`: one shared copy of the call path ([`call_raw`]) serves every
/// command; the generic entry points only name their command's id. (A copy per command made
/// the ~50 different commands of a zink frame each run their own cold code.)
///
/// # Safety
/// As [`exchange`].
#[inline(always)]
unsafe fn call<A: CommandArgs>(a: &A) -> Result<u64, CallError> {
    // SAFETY: caller; `a` is the argument structure of the command `A::ID`.
    unsafe { call_raw(A::ID, (a as *const A).cast()) }
}

/// [`call`] for the argument structure of the command `cid` at `a`.
///
/// # Safety
/// As [`exchange`].
#[inline(never)]
unsafe fn call_raw(cid: u32, a: *const u8) -> Result<u64, CallError> {
    if vk_wire::relay::is_recorded(cid) {
        // Creates, destroys and returns nothing: none of `call_inner`'s bookkeeping applies.
        // SAFETY: caller.
        return unsafe { record(cid, a) }.map(|()| 0);
    }
    // `VKRELAY_LOG=trace` logs every other call as it leaves and as it returns: a call that
    // never returns is the last "call" line of its thread. (Recorded commands are left out:
    // they never block, and they are the hot path.)
    let name = || vk_wire::command(cid).map_or("?", |c| c.name);
    tracing::trace!(command = name(), "call");
    // SAFETY: caller.
    let r = unsafe { call_routed(cid, a) };
    tracing::trace!(command = name(), result = ?r, "returned");
    r
}

/// [`call_raw`] for a command that is not recorded: those whose arguments the ICD edits
/// before they travel, then every other.
///
/// # Safety
/// As [`exchange`].
unsafe fn call_routed(cid: u32, a: *const u8) -> Result<u64, CallError> {
    if cid == id::CREATE_INSTANCE {
        // SAFETY: the id says `a` is `args::CreateInstance`; caller: its pointers are valid.
        unsafe {
            let mut c = a.cast::<args::CreateInstance>().read();
            let mut info = c.p_create_info.read();
            let mut stripped = crate::chain::Stripped::default();
            info.p_next = stripped.strip(info.p_next);
            c.p_create_info = &info;
            // The application's own output pointer receives the instance.
            return call_inner(cid, (&c as *const args::CreateInstance).cast());
        }
    }
    if cid == id::BEGIN_COMMAND_BUFFER {
        // SAFETY: the id says `a` is `args::BeginCommandBuffer`; caller: the command buffer is
        // this ICD's (a live `Dispatch`) and `p_begin_info` is valid.
        unsafe {
            let mut c = a.cast::<args::BeginCommandBuffer>().read();
            let d = &*(c.command_buffer.as_raw() as *const handles::Dispatch);
            let mut info = c.p_begin_info.read();
            if !info.p_inheritance_info.is_null()
                && !d.secondary.load(std::sync::atomic::Ordering::Relaxed)
            {
                // Vulkan ignores it for a primary command buffer, so it may dangle: it
                // travels as null (as the ignored pointers of `vk_wire::ignored` do).
                info.p_inheritance_info = std::ptr::null();
                c.p_begin_info = &info;
                return call_inner(cid, (&c as *const args::BeginCommandBuffer).cast());
            }
        }
    }
    if cid == id::CREATE_DEVICE {
        // SAFETY: the id says `a` is `args::CreateDevice`; caller: its pointers are valid.
        unsafe {
            let mut c = a.cast::<args::CreateDevice>().read();
            let mut info = c.p_create_info.read();
            let mut stripped = crate::chain::Stripped::default();
            info.p_next = stripped.strip(info.p_next);
            c.p_create_info = &info;
            return call_inner(cid, (&c as *const args::CreateDevice).cast());
        }
    }
    // SAFETY: caller.
    unsafe { call_inner(cid, a) }
}

/// # Safety
/// As [`exchange`].
unsafe fn call_inner(cid: u32, a: *const u8) -> Result<u64, CallError> {
    // SAFETY: caller.
    if let Some(q) = unsafe { crate::queues::cached(cid, a) } {
        return Ok(q);
    }
    // SAFETY: caller.
    let query = match unsafe { crate::query_cache::before(cid, a) } {
        crate::query_cache::Lookup::Answered(v) => return Ok(v),
        crate::query_cache::Lookup::Miss(p) => Some(p),
        crate::query_cache::Lookup::Forward => None,
    };
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: its handles
    // are this ICD's.
    unsafe {
        match cid {
            id::BEGIN_COMMAND_BUFFER | id::RESET_COMMAND_BUFFER => {
                let cb = a.cast::<vk::CommandBuffer>().read();
                crate::events::recording_restarts(cb);
                let d = &*(cb.as_raw() as *const handles::Dispatch);
                d.recording
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .clear();
            }
            id::END_COMMAND_BUFFER => {
                shm_ring::timeline::record(shm_ring::timeline::Event::EndCommandBuffer);
                ship_recording(a.cast::<vk::CommandBuffer>().read())?;
            }
            id::QUEUE_SUBMIT | id::QUEUE_SUBMIT2 => {
                shm_ring::timeline::record(shm_ring::timeline::Event::Submit);
                crate::events::submitting(cid, a);
            }
            id::FREE_MEMORY => {
                crate::memory::forget((*a.cast::<args::FreeMemory>()).memory.as_raw());
            }
            id::DESTROY_DESCRIPTOR_UPDATE_TEMPLATE => handles::forget_template(
                (*a.cast::<args::DestroyDescriptorUpdateTemplate>())
                    .descriptor_update_template
                    .as_raw(),
            ),
            _ => {}
        }
    }
    // SAFETY: caller.
    let created = unsafe { Created::assign(cid, a) };
    let mut reply = Vec::new();
    // SAFETY: caller.
    let r = unsafe { exchange(cid, a, query.is_some().then_some(&mut reply)) };
    if let (Some(p), Ok(v)) = (query, &r) {
        crate::query_cache::remember(p, *v, &reply);
    }
    let failed = match (&r, vk_wire::command(cid).map(|c| c.ret)) {
        (Err(_), _) => true,
        (Ok(v), Some(vk_wire::desc::Ret::Result)) => (*v as u32 as i32) < 0,
        _ => false,
    };
    if failed {
        tracing::debug!(
            command = vk_wire::command(cid).map_or("?", |c| c.name),
            result = ?r,
            "call failed"
        );
        // SAFETY: caller.
        unsafe { created.undo() };
    } else {
        // SAFETY: caller.
        unsafe {
            crate::queues::remember(cid, a);
            crate::feedback::after(cid, a);
            crate::events::after(cid, a);
            release_destroyed(cid, a);
            if cid == id::ALLOCATE_COMMAND_BUFFERS {
                let c = a.cast::<args::AllocateCommandBuffers>().read();
                let info = &*c.p_allocate_info;
                let cbs: Vec<u64> = (0..info.command_buffer_count as usize)
                    .map(|i| c.p_command_buffers.add(i).read().as_raw())
                    .collect();
                handles::pool_allocated(info.command_pool.as_raw(), &cbs);
                if info.level == vk::CommandBufferLevel::SECONDARY {
                    for i in 0..info.command_buffer_count as usize {
                        let cb = c.p_command_buffers.add(i).read();
                        (*(cb.as_raw() as *const handles::Dispatch))
                            .secondary
                            .store(true, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            }
            if cid == id::CREATE_DESCRIPTOR_UPDATE_TEMPLATE {
                let c = a.cast::<args::CreateDescriptorUpdateTemplate>().read();
                handles::remember_template(
                    c.p_descriptor_update_template.read().as_raw(),
                    &*c.p_create_info,
                );
            }
        }
    }
    r
}

/// Runs a command that returns `VkResult`.
///
/// # Safety
/// `a` holds the application's arguments, valid as Vulkan requires.
pub unsafe fn call_result<A: CommandArgs>(a: &A) -> vk::Result {
    // SAFETY: caller.
    match unsafe { call(a) } {
        Ok(v) => vk::Result::from_raw(v as u32 as i32),
        Err(e) => e.result(),
    }
}

/// Runs a command that returns nothing.
///
/// # Safety
/// As [`call_result`].
pub unsafe fn call_void<A: CommandArgs>(a: &A) {
    // SAFETY: caller.
    let _ = unsafe { call(a) };
}

/// Runs a command that returns a 32-bit value (0 on failure).
///
/// # Safety
/// As [`call_result`].
pub unsafe fn call_u32<A: CommandArgs>(a: &A) -> u32 {
    // SAFETY: caller.
    unsafe { call(a) }.map_or(0, |v| v as u32)
}

/// Runs a command that returns a 64-bit value (0 on failure).
///
/// # Safety
/// As [`call_result`].
pub unsafe fn call_u64<A: CommandArgs>(a: &A) -> u64 {
    // SAFETY: caller.
    unsafe { call(a) }.unwrap_or(0)
}

#[cfg(test)]
mod server_path_tests {
    use super::*;

    #[test]
    fn the_environment_then_a_listening_winlator_socket_then_the_default() {
        let dir = std::env::temp_dir().join(format!("vkrelay-icd-path-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let socket = dir.join("V0");
        let _ = std::fs::remove_file(&socket);
        let default = PathBuf::from("/default.sock");
        let none = |_: &str| None;
        // No socket there: the default.
        assert_eq!(pick_server_path(none, &[&socket], default.clone()), default);
        // A plain file is no socket either.
        std::fs::write(&socket, b"").unwrap();
        assert_eq!(pick_server_path(none, &[&socket], default.clone()), default);
        std::fs::remove_file(&socket).unwrap();
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        assert_eq!(pick_server_path(none, &[&socket], default.clone()), socket);
        // The environment wins, VKRELAY_SERVER_PATH first; an empty value does not count.
        let env = |v: &str| match v {
            "VORTEK_SERVER_PATH" => Some("/vortek.sock".into()),
            "VKRELAY_SERVER_PATH" => Some("".into()),
            _ => None,
        };
        assert_eq!(
            pick_server_path(env, &[&socket], default.clone()),
            PathBuf::from("/vortek.sock")
        );
        let env = |v: &str| (v == "VKRELAY_SERVER_PATH").then(|| "/vkrelay.sock".into());
        assert_eq!(
            pick_server_path(env, &[&socket], default),
            PathBuf::from("/vkrelay.sock")
        );
        // Winlator's renderer: named by VORTEK_SERVER_PATH, or its socket found; not where
        // VKRELAY_SERVER_PATH names another.
        assert!(pick_winlator(none, &[&socket]));
        let vortek = |v: &str| (v == "VORTEK_SERVER_PATH").then(|| "/vortek.sock".into());
        assert!(pick_winlator(vortek, &[]));
        assert!(!pick_winlator(env, &[&socket]));
        assert!(!pick_winlator(none, &[&dir.join("absent")]));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lost_connection_is_device_lost_and_the_others_keep_their_meaning() {
        assert_eq!(CallError::Lost.result(), vk::Result::ERROR_DEVICE_LOST);
        assert_eq!(
            CallError::Connect.result(),
            vk::Result::ERROR_INITIALIZATION_FAILED
        );
        assert_eq!(
            CallError::Encode.result(),
            vk::Result::ERROR_FEATURE_NOT_PRESENT
        );
    }

    #[test]
    fn only_the_ends_of_render_passes_ship_a_recording_early() {
        for cid in [
            id::CMD_END_RENDERING,
            id::CMD_END_RENDER_PASS,
            id::CMD_END_RENDER_PASS2,
        ] {
            assert!(ends_render_pass(cid), "{cid}");
        }
        for cid in [
            id::CMD_BEGIN_RENDER_PASS,
            id::CMD_DRAW,
            id::CMD_PIPELINE_BARRIER,
        ] {
            assert!(!ends_render_pass(cid), "{cid}");
        }
    }
}
