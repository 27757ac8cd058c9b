//! The generic call path every generated entry point goes through: assign ids to new
//! objects, encode the arguments with `vk-wire` into the client→server ring, and — for
//! commands that return something or have outputs — wait for the reply and decode it into
//! the application's memory.
//!
//! # Ordering and threads (this version)
//!
//! The process has **one stream** (one ring pair) to the renderer, guarded by one mutex that
//! a call holds from encoding its request to decoding its reply. What is *not* behind it:
//!
//! - **`vkCmd*` calls** are encoded into their command buffer's own recording (a lock per
//!   command buffer, which Vulkan already requires the application to synchronise), so threads
//!   record in parallel. `vkEndCommandBuffer` ships the recording as one
//!   [`vk_wire::relay::BATCH`] message, ahead of the `vkEndCommandBuffer` itself; a later
//!   submission from any thread therefore reaches the renderer after the commands it submits.
//! - **Memory writes** go straight to the shared pages (see `memory`).
//!
//! Ordering rules:
//!
//! 1. Calls reach the renderer in the order threads take the stream lock, and the renderer
//!    runs them in that order; so every ordering the application established between threads
//!    (a call that returned before another began) is kept.
//! 2. Commands without outputs go without waiting; so do the commands whose `VkResult` only
//!    reports errors ([`vk_wire::relay::is_async`]: begin/end/reset command buffers, submits,
//!    memory binds, fence resets, ...). Any later call still runs after them (rule 1). If the
//!    driver fails one, every later `VkResult` of the process is `VK_ERROR_DEVICE_LOST`.
//! 3. A recorded command buffer's commands run on the renderer when its `vkEndCommandBuffer`
//!    is sent — before the end itself, and before any submission that names it.
//! 4. Host waits (`vkWaitForFences`, `vkWaitSemaphores`) hold the stream for at most one
//!    slice (1 ms) at a time (see `waits`), so a wait that depends on another thread's later
//!    call (a timeline semaphore signalled from the host) cannot deadlock; that thread's call
//!    waits at most one slice. `vkQueueWaitIdle`, `vkDeviceWaitIdle` and
//!    `vkGetQueryPoolResults` with `WAIT` still block the stream until the GPU is done.
//!
//! The target design (ARCHITECTURE.md) gives each thread its own stream with sequence numbers
//! across streams; this version does not have it yet.
//!
//! # A dead renderer
//!
//! Ring waits re-check the renderer's liveness every 100 ms; once it is gone the connection
//! is marked dead and every pending and later call returns `VK_ERROR_DEVICE_LOST` (commands
//! returning a number return 0; `void` commands do nothing). The ICD never reconnects to a
//! new renderer within one process: the objects it knew are gone.

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use ash::vk::{self, Handle};
use shm_ring::handshake::{self, Connection, HandshakeConfig};
use vk_wire::desc::{Kind, Len};
use vk_wire::{CommandArgs, HEADER_SIZE, Header, args, id};

use crate::handles::{self, ClientIds};

/// Largest reply the ICD accepts.
const MAX_REPLY: usize = 1 << 30;

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

enum State {
    /// Not connected yet (or the last attempt failed: the next call tries again).
    Idle,
    Live(Box<Live>),
    /// The renderer went away after a connection was made.
    Dead,
}

struct Live {
    conn: Connection,
    /// Encoding buffer for messages larger than the ring.
    big: Vec<u8>,
    /// Receive buffers.
    payload: Vec<u8>,
    msg: Vec<u8>,
}

static STATE: Mutex<State> = Mutex::new(State::Idle);

/// The socket path the ICD connects to: `VKRELAY_SERVER_PATH`, else `VORTEK_SERVER_PATH`,
/// else `$XDG_RUNTIME_DIR/vkrelay.sock`, else `/tmp/vkrelay-$UID.sock` (the renderer's
/// default).
pub fn server_path() -> PathBuf {
    for var in ["VKRELAY_SERVER_PATH", "VORTEK_SERVER_PATH"] {
        if let Some(p) = std::env::var_os(var).filter(|p| !p.is_empty()) {
            return p.into();
        }
    }
    default_socket_path()
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

fn init_logging() {
    if std::env::var_os("VKRELAY_LOG").is_some() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_env("VKRELAY_LOG"))
            .with_writer(std::io::stderr)
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .try_init();
    }
}

fn lock() -> MutexGuard<'static, State> {
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

fn live(state: &mut State) -> Result<&mut Live, CallError> {
    if let State::Idle = state {
        init_logging();
        let path = server_path();
        match handshake::connect(&HandshakeConfig::new(&path)) {
            Ok(conn) => {
                tracing::debug!(path = %path.display(), "connected to the renderer");
                *state = State::Live(Box::new(Live {
                    conn,
                    big: Vec::new(),
                    payload: Vec::new(),
                    msg: Vec::new(),
                }));
            }
            Err(e) => {
                tracing::error!(path = %path.display(), "cannot reach the vkrelay renderer: {e}");
                return Err(CallError::Connect);
            }
        }
    }
    match state {
        State::Live(l) => Ok(l),
        State::Dead => Err(CallError::Lost),
        State::Idle => Err(CallError::Connect),
    }
}

fn lost(state: &mut State, what: &dyn std::fmt::Display) -> CallError {
    tracing::error!("lost the vkrelay renderer: {what}");
    *state = State::Dead;
    CallError::Lost
}

/// Sends the request for `a` and, if the command has a reply, waits for it and decodes it.
///
/// # Safety
/// `a` holds the application's arguments, valid as Vulkan requires.
unsafe fn exchange<A: CommandArgs>(a: &A) -> Result<u64, CallError> {
    let cmd = vk_wire::command(A::ID).ok_or(CallError::Encode)?;
    if recorded(cmd) {
        // SAFETY: caller.
        return unsafe { record(cmd, a) }.map(|()| 0);
    }
    let mut state = lock();
    let l = live(&mut state)?;
    // SAFETY: caller.
    let n = match unsafe { vk_wire::request_size_with(a, &mut ClientIds) } {
        Ok(n) => n,
        Err(e) => {
            tracing::error!("{}: cannot encode: {e}", cmd.name);
            return Err(CallError::Encode);
        }
    };
    // A command whose result is not awaited travels inside an ASYNC message.
    let wrap = if vk_wire::relay::is_async(A::ID) {
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
                let r = unsafe { vk_wire::encode_request(a, &mut ClientIds, &mut buf[wrap..]) };
                match r {
                    Ok(_) => {
                        l.conn.writer.commit(wrap + n);
                        Ok(())
                    }
                    // Nothing was committed: the reserved bytes are simply not published.
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
        if let Err(e) = unsafe { vk_wire::encode_request(a, &mut ClientIds, &mut l.big) } {
            tracing::error!("{}: cannot encode: {e}", cmd.name);
            return Err(CallError::Encode);
        }
        if wrap > 0 {
            l.conn.writer.send(vk_wire::relay::ASYNC, 0, &l.big[..n])
        } else {
            l.conn.writer.send(A::ID, 0, &l.big[HEADER_SIZE..n])
        }
    };
    if let Err(e) = sent {
        return Err(lost(&mut state, &e));
    }
    if !cmd.reply || wrap > 0 {
        return Ok(0);
    }
    let h = match l.conn.reader.recv(MAX_REPLY, &mut l.payload) {
        Ok(h) => h,
        Err(e) => return Err(lost(&mut state, &e)),
    };
    l.msg.clear();
    l.msg.resize(HEADER_SIZE, 0);
    let header = Header {
        command: h.command,
        flags: h.flags,
        size: h.size,
    };
    if header.write(&mut l.msg).is_err() {
        return Err(lost(&mut state, &"reply header"));
    }
    l.msg.extend_from_slice(&l.payload);
    // SAFETY: caller: the output pointers in `a` are the application's, writable.
    match unsafe { vk_wire::decode_reply(&l.msg, a, &mut ClientIds) } {
        Ok(v) => Ok(v),
        Err(e) => Err(lost(&mut state, &e)),
    }
}

/// Whether `cmd` is recorded into its command buffer rather than sent: every `vkCmd*`
/// (they return nothing and take the command buffer first).
fn recorded(cmd: &vk_wire::desc::CommandDesc) -> bool {
    cmd.name.starts_with("vkCmd")
        && !cmd.reply
        && matches!(
            cmd.args.members.first().map(|m| m.kind),
            Some(Kind::Handle { ty, .. }) if ty == vk::ObjectType::COMMAND_BUFFER.as_raw()
        )
}

/// Appends the request for `a` to its command buffer's recording.
///
/// # Safety
/// As [`exchange`]; `cmd` is `A`'s command and [`recorded`].
unsafe fn record<A: CommandArgs>(cmd: &vk_wire::desc::CommandDesc, a: &A) -> Result<(), CallError> {
    // SAFETY: `recorded` checked that the first member is the command buffer, a handle this
    // ICD made (Vulkan's valid usage), which points to a live `Dispatch`.
    let d = unsafe { &*((a as *const A).cast::<*const handles::Dispatch>().read()) };
    let mut rec = d.recording.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: caller.
    let n = unsafe { vk_wire::request_size_with(a, &mut ClientIds) }.map_err(|e| {
        tracing::error!("{}: cannot encode: {e}", cmd.name);
        CallError::Encode
    })?;
    let at = rec.len();
    rec.resize(at + n, 0);
    // SAFETY: caller; the tail has the `n` bytes `request_size` asked for.
    if let Err(e) = unsafe { vk_wire::encode_request(a, &mut ClientIds, &mut rec[at..]) } {
        rec.truncate(at);
        tracing::error!("{}: cannot encode: {e}", cmd.name);
        return Err(CallError::Encode);
    }
    Ok(())
}

/// Ships the commands recorded into `cb` (before its `vkEndCommandBuffer`).
///
/// # Safety
/// `cb` is a command buffer handle of this ICD.
unsafe fn ship_recording(cb: vk::CommandBuffer) -> Result<(), CallError> {
    // SAFETY: caller.
    let d = unsafe { &*(cb.as_raw() as *const handles::Dispatch) };
    let mut rec = std::mem::take(&mut *d.recording.lock().unwrap_or_else(|e| e.into_inner()));
    if rec.is_empty() {
        return Ok(());
    }
    let mut state = lock();
    let l = live(&mut state)?;
    // `send` publishes a message that fits the ring with one commit and streams a larger one.
    let sent = l.conn.writer.send(vk_wire::relay::BATCH, 0, &rec);
    if let Err(e) = sent {
        return Err(lost(&mut state, &e));
    }
    drop(state);
    rec.clear();
    let mut slot = d.recording.lock().unwrap_or_else(|e| e.into_inner());
    if slot.is_empty() {
        // Keep the capacity for the next recording.
        *slot = rec;
    }
    Ok(())
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
    let mut state = lock();
    let l = live(&mut state)?;
    let sent = l.conn.writer.send(command, 0, &msg[HEADER_SIZE..]);
    if let Err(e) = sent {
        return Err(lost(&mut state, &e));
    }
    let h = match l.conn.reader.recv(MAX_REPLY, &mut l.payload) {
        Ok(h) => h,
        Err(e) => return Err(lost(&mut state, &e)),
    };
    if h.command != command || h.flags != vk_wire::FLAG_REPLY {
        return Err(lost(&mut state, &"reply to another message"));
    }
    let reply: Vec<u64> = (0..l.payload.len() / 8)
        .filter_map(|i| vk_wire::relay::word(&l.payload, i))
        .collect();
    let mut fd = None;
    if want_fd && reply.first() == Some(&0) {
        match recv_fd(&l.conn.socket) {
            Ok(f) => fd = Some(f),
            Err(e) => return Err(lost(&mut state, &e)),
        }
    }
    Ok((reply, fd))
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
    unsafe fn assign<A: CommandArgs>(a: &A) -> Created {
        let mut arrays = Vec::new();
        let Some(cmd) = vk_wire::command(A::ID) else {
            return Created { arrays };
        };
        let base = (a as *const A).cast::<u8>();
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
unsafe fn release_destroyed<A: CommandArgs>(a: &A) {
    let base = (a as *const A).cast::<u8>();
    // SAFETY: the id says which argument structure `a` is.
    unsafe {
        match A::ID {
            id::DESTROY_INSTANCE => handles::release(
                base.cast::<args::DestroyInstance>()
                    .read()
                    .instance
                    .as_raw(),
            ),
            id::DESTROY_DEVICE => {
                handles::release(base.cast::<args::DestroyDevice>().read().device.as_raw())
            }
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

/// # Safety
/// As [`exchange`].
unsafe fn call<A: CommandArgs>(a: &A) -> Result<u64, CallError> {
    if A::ID == id::CREATE_INSTANCE {
        // SAFETY: the id says `a` is `args::CreateInstance`; caller: its pointers are valid.
        unsafe {
            let mut c = (a as *const A).cast::<args::CreateInstance>().read();
            let mut info = c.p_create_info.read();
            let mut stripped = crate::chain::Stripped::default();
            info.p_next = stripped.strip(info.p_next);
            c.p_create_info = &info;
            let r = call_inner(&c);
            // The application's own output pointer received the instance.
            return r;
        }
    }
    if A::ID == id::CREATE_DEVICE {
        // SAFETY: the id says `a` is `args::CreateDevice`; caller: its pointers are valid.
        unsafe {
            let mut c = (a as *const A).cast::<args::CreateDevice>().read();
            let mut info = c.p_create_info.read();
            let mut stripped = crate::chain::Stripped::default();
            info.p_next = stripped.strip(info.p_next);
            c.p_create_info = &info;
            return call_inner(&c);
        }
    }
    // SAFETY: caller.
    unsafe { call_inner(a) }
}

/// # Safety
/// As [`exchange`].
unsafe fn call_inner<A: CommandArgs>(a: &A) -> Result<u64, CallError> {
    // SAFETY: caller.
    if let Some(q) = unsafe { crate::queues::cached(a) } {
        return Ok(q);
    }
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: its handles
    // are this ICD's.
    unsafe {
        match A::ID {
            id::BEGIN_COMMAND_BUFFER | id::RESET_COMMAND_BUFFER => {
                let cb = (a as *const A).cast::<vk::CommandBuffer>().read();
                let d = &*(cb.as_raw() as *const handles::Dispatch);
                d.recording
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .clear();
            }
            id::END_COMMAND_BUFFER => {
                ship_recording((a as *const A).cast::<vk::CommandBuffer>().read())?;
            }
            id::FREE_MEMORY => {
                crate::memory::forget(
                    (*(a as *const A).cast::<args::FreeMemory>())
                        .memory
                        .as_raw(),
                );
            }
            id::DESTROY_DESCRIPTOR_UPDATE_TEMPLATE => handles::forget_template(
                (*(a as *const A).cast::<args::DestroyDescriptorUpdateTemplate>())
                    .descriptor_update_template
                    .as_raw(),
            ),
            _ => {}
        }
    }
    // SAFETY: caller.
    let created = unsafe { Created::assign(a) };
    // SAFETY: caller.
    let r = unsafe { exchange(a) };
    let failed = match (&r, vk_wire::command(A::ID).map(|c| c.ret)) {
        (Err(_), _) => true,
        (Ok(v), Some(vk_wire::desc::Ret::Result)) => (*v as u32 as i32) < 0,
        _ => false,
    };
    if failed {
        tracing::debug!(
            command = vk_wire::command(A::ID).map_or("?", |c| c.name),
            result = ?r,
            "call failed"
        );
        // SAFETY: caller.
        unsafe { created.undo() };
    } else {
        // SAFETY: caller.
        unsafe {
            crate::queues::remember(a);
            release_destroyed(a);
            if A::ID == id::CREATE_DESCRIPTOR_UPDATE_TEMPLATE {
                let c = (a as *const A)
                    .cast::<args::CreateDescriptorUpdateTemplate>()
                    .read();
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
