//! Messages on a stream: a command's request and, where it has one, its reply
//! ([`exchange`]); and the driver-private messages of [`vk_wire::relay`], with or without a
//! reply.

use vk_wire::{HEADER_SIZE, Header, args, id};

use super::CallError;
use crate::handles::ClientIds;
use crate::streams::{self, MAX_REPLY, lost};

/// Sends the request for `a` and, if the command has a reply, waits for it and decodes it;
/// a reply that decoded is also copied into `keep` if given (the whole message).
///
/// # Safety
/// `a` holds the application's arguments, valid as Vulkan requires.
pub(super) unsafe fn exchange(
    cid: u32,
    a: *const u8,
    keep: Option<&mut Vec<u8>>,
) -> Result<u64, CallError> {
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

/// Logs, once per process, that messages go without waking the renderer's thread.
pub(super) fn note_deferred() {
    static NOTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    use std::sync::atomic::Ordering::Relaxed;
    if !NOTED.load(Relaxed) && !NOTED.swap(true, Relaxed) {
        tracing::info!(
            "the renderer's thread finds no idle core: messages that only later ones need go \
             without waking it"
        );
    }
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
