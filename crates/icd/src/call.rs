//! The generic call path every generated entry point goes through: assign ids to new
//! objects, encode the arguments with `vk-wire` into the client→server ring, and — for
//! commands that return something or have outputs — wait for the reply and decode it into
//! the application's memory.
//!
//! The entry points and the path a call takes through them are here; `messages` sends a
//! request and receives its reply on a stream, `recording` encodes `vkCmd*` calls into their
//! command buffer's recording and ships it, `objects` gives new objects their handles (and
//! releases destroyed ones), and `socket` picks the socket the ICD connects to.
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

use ash::vk::{self, Handle};
use vk_wire::{CommandArgs, args, id};

use crate::handles;

mod messages;
mod objects;
mod recording;
mod socket;

use messages::exchange;
pub(crate) use messages::{private_call, private_post};
use objects::{Created, release_destroyed};
pub use recording::{CHUNK, IDLE_STEP};
use recording::{record, ship_recording};
pub use socket::{WINLATOR_SOCKET, default_socket_path, server_path, winlator_server};

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
}
