//! `vkGetEventStatus` answered in the ICD, with no message, whenever the ICD knows the state.
//!
//! An event's state changes only through `vkSetEvent` and `vkResetEvent` on the host (which
//! this ICD sends without waiting: [`vk_wire::relay::is_async`]) and through `vkCmdSetEvent`,
//! `vkCmdResetEvent`, `vkCmdSetEvent2` and `vkCmdResetEvent2` run by the device; Vulkan has no
//! way to export or import one. The ICD sees every one of these calls:
//!
//! - **Known state.** An event is unsignalled at creation. A host call sets its state, unless
//!   a submission that may write it is still pending (below). Host access to an event is
//!   externally synchronised, so those calls are ordered and the last one seen here is the
//!   last one made.
//! - **Device writes.** Each command buffer's recording lists the events it sets or resets
//!   (and those of the secondaries it executes); a new recording starts the list again.
//!   Before a submission is sent, every event its command buffers list becomes *pending* on
//!   (queue, submission number), and its state unknown. While an event is pending its status
//!   goes to the renderer, where the device's writes are seen (as every status did before).
//! - **Completion.** A submission is known complete when a fence of one at or after it on the
//!   same queue is seen signalled (`vkWaitForFences` of all its fences, or of one;
//!   `vkGetFenceStatus`), or when `vkQueueWaitIdle` of its queue or `vkDeviceWaitIdle` of its
//!   device returns: a fence's signal covers every earlier submission on its queue. Other
//!   proofs (timeline waits, a wait for any of several fences) are not used: the event stays
//!   pending, and its status goes to the renderer.
//! - **Learning.** An event whose pending submissions are all complete but whose state is
//!   unknown is asked of the renderer once; the answer is kept unless the event changed while
//!   it was asked (a host call or a submission bumps its generation), and later host calls
//!   update it as above.
//! - **Device loss.** A lost device (the feedback page's lost flag, set when a command the
//!   client did not wait for fails) or a dead renderer answer `VK_ERROR_DEVICE_LOST`, as the
//!   renderer would. The page is set up at the first event (one `FEEDBACK` message per
//!   process, shared with fences and timeline semaphores); without it (refused, or
//!   `VKRELAY_FEEDBACK=off`) every status goes to the renderer.
//!
//! Marks are made before the command that causes them is sent, and wrong guesses only send a
//! status to the renderer: a list a recording no longer has, a queue whose completions go
//! unseen. No answer given here predates a device write that the application has seen
//! complete.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use ash::vk::{self, Handle};
use vk_wire::{args, id};

/// What the ICD knows of one event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Event {
    /// Whether it is signalled, where known.
    set: Option<bool>,
    /// Submissions that may write it, not known complete: (queue, submission number).
    pending: Vec<(u64, u64)>,
    /// Bumped by every host call and submission that concerns it.
    generation: u64,
}

#[derive(Debug, Default)]
struct State {
    events: HashMap<u64, Event>,
    /// Command buffer → the events its recording sets or resets.
    recorded: HashMap<u64, Vec<u64>>,
    /// Queue → (submissions sent, submissions known complete: all up to this number).
    queues: HashMap<u64, (u64, u64)>,
    /// Fence → the queue and number of its newest submission.
    fences: HashMap<u64, (u64, u64)>,
    /// Queue → its device.
    devices: HashMap<u64, u64>,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

fn state() -> MutexGuard<'static, Option<State>> {
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether recorded command `cid` concerns events here.
#[inline]
pub(crate) fn is_recorded_event_command(cid: u32) -> bool {
    matches!(
        cid,
        id::CMD_SET_EVENT
            | id::CMD_RESET_EVENT
            | id::CMD_SET_EVENT2
            | id::CMD_RESET_EVENT2
            | id::CMD_EXECUTE_COMMANDS
    )
}

/// Recorded command `cid` ([`is_recorded_event_command`]): its command buffer's list grows.
///
/// # Safety
/// `a` is the valid argument structure of `cid`.
pub(crate) unsafe fn recorded(cid: u32, a: *const u8) {
    let mut g = state();
    let st = g.get_or_insert_with(State::default);
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it is valid.
    let (cb, event) = unsafe {
        match cid {
            id::CMD_SET_EVENT => {
                let x = &*a.cast::<args::CmdSetEvent>();
                (x.command_buffer, x.event)
            }
            id::CMD_RESET_EVENT => {
                let x = &*a.cast::<args::CmdResetEvent>();
                (x.command_buffer, x.event)
            }
            id::CMD_SET_EVENT2 => {
                let x = &*a.cast::<args::CmdSetEvent2>();
                (x.command_buffer, x.event)
            }
            id::CMD_RESET_EVENT2 => {
                let x = &*a.cast::<args::CmdResetEvent2>();
                (x.command_buffer, x.event)
            }
            id::CMD_EXECUTE_COMMANDS => {
                let x = &*a.cast::<args::CmdExecuteCommands>();
                if x.p_command_buffers.is_null() {
                    return;
                }
                let children = std::slice::from_raw_parts(
                    x.p_command_buffers,
                    x.command_buffer_count as usize,
                );
                let mut all: Vec<u64> = Vec::new();
                for c in children {
                    all.extend(st.recorded.get(&c.as_raw()).into_iter().flatten());
                }
                if !all.is_empty() {
                    let list = st.recorded.entry(x.command_buffer.as_raw()).or_default();
                    for e in all {
                        if !list.contains(&e) {
                            list.push(e);
                        }
                    }
                }
                return;
            }
            _ => return,
        }
    };
    let list = st.recorded.entry(cb.as_raw()).or_default();
    if !list.contains(&event.as_raw()) {
        list.push(event.as_raw());
    }
}

/// `cb`'s recording starts again (`vkBeginCommandBuffer`, `vkResetCommandBuffer`).
pub(crate) fn recording_restarts(cb: vk::CommandBuffer) {
    if let Some(st) = state().as_mut() {
        st.recorded.remove(&cb.as_raw());
    }
}

/// The `n` elements at `p` (none if null).
///
/// # Safety
/// `p` is null or points to `n` valid elements that outlive `'a`.
unsafe fn slice<'a, T>(p: *const T, n: u32) -> &'a [T] {
    if p.is_null() || n == 0 {
        &[]
    } else {
        // SAFETY: caller.
        unsafe { std::slice::from_raw_parts(p, n as usize) }
    }
}

/// Before a submission is sent: the events its command buffers list become pending on it.
///
/// # Safety
/// `a` is the valid argument structure of `cid` (`vkQueueSubmit` or `vkQueueSubmit2`).
pub(crate) unsafe fn submitting(cid: u32, a: *const u8) {
    let mut cbs: Vec<u64> = Vec::new();
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it and its
    // arrays are valid.
    let (queue, fence) = unsafe {
        match cid {
            id::QUEUE_SUBMIT => {
                let x = &*a.cast::<args::QueueSubmit>();
                for s in slice(x.p_submits, x.submit_count) {
                    let list: &[vk::CommandBuffer] =
                        slice(s.p_command_buffers, s.command_buffer_count);
                    cbs.extend(list.iter().map(|c| c.as_raw()));
                }
                (x.queue.as_raw(), x.fence.as_raw())
            }
            id::QUEUE_SUBMIT2 => {
                let x = &*a.cast::<args::QueueSubmit2>();
                for s in slice(x.p_submits, x.submit_count) {
                    let list: &[vk::CommandBufferSubmitInfo] =
                        slice(s.p_command_buffer_infos, s.command_buffer_info_count);
                    cbs.extend(list.iter().map(|c| c.command_buffer.as_raw()));
                }
                (x.queue.as_raw(), x.fence.as_raw())
            }
            _ => return,
        }
    };
    let mut g = state();
    let st = g.get_or_insert_with(State::default);
    let q = st.queues.entry(queue).or_default();
    q.0 += 1;
    let n = q.0;
    if fence != 0 {
        st.fences.insert(fence, (queue, n));
    }
    for cb in cbs {
        let Some(list) = st.recorded.get(&cb) else {
            continue;
        };
        for e in list {
            if let Some(ev) = st.events.get_mut(e) {
                ev.set = None;
                ev.pending.push((queue, n));
                ev.generation += 1;
            }
        }
    }
}

/// `fence` was seen signalled: its newest submission, and those before it on its queue,
/// completed.
pub(crate) fn fence_signalled(fence: vk::Fence) {
    let mut g = state();
    let Some(st) = g.as_mut() else { return };
    if let Some(&(queue, n)) = st.fences.get(&fence.as_raw())
        && let Some(q) = st.queues.get_mut(&queue)
    {
        q.1 = q.1.max(n);
    }
}

/// What a successful call `cid` (arguments at `a`) changes here.
///
/// # Safety
/// `a` is the valid argument structure of `cid`, as the application passed it.
pub(crate) unsafe fn after(cid: u32, a: *const u8) {
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it and its
    // pointers are valid (the creation wrote the new handle).
    let (event, host) = unsafe {
        match cid {
            id::CREATE_EVENT => {
                let c = &*a.cast::<args::CreateEvent>();
                // The lost flag comes from the page: set it up now, not at the first status.
                crate::feedback::set_up();
                (c.p_event.read(), None)
            }
            id::DESTROY_EVENT => ((*a.cast::<args::DestroyEvent>()).event, None),
            id::SET_EVENT => ((*a.cast::<args::SetEvent>()).event, Some(true)),
            id::RESET_EVENT => ((*a.cast::<args::ResetEvent>()).event, Some(false)),
            id::QUEUE_WAIT_IDLE => {
                let q = (*a.cast::<args::QueueWaitIdle>()).queue.as_raw();
                if let Some(q) = state().as_mut().and_then(|st| st.queues.get_mut(&q)) {
                    q.1 = q.0;
                }
                return;
            }
            id::DEVICE_WAIT_IDLE => {
                let d = (*a.cast::<args::DeviceWaitIdle>()).device.as_raw();
                if let Some(st) = state().as_mut() {
                    for (queue, q) in &mut st.queues {
                        if st.devices.get(queue) == Some(&d) {
                            q.1 = q.0;
                        }
                    }
                }
                return;
            }
            id::GET_DEVICE_QUEUE | id::GET_DEVICE_QUEUE2 => {
                let (device, queue) = if cid == id::GET_DEVICE_QUEUE {
                    let x = &*a.cast::<args::GetDeviceQueue>();
                    (x.device, x.p_queue.read())
                } else {
                    let x = &*a.cast::<args::GetDeviceQueue2>();
                    (x.device, x.p_queue.read())
                };
                if queue != vk::Queue::null() {
                    let mut g = state();
                    let st = g.get_or_insert_with(State::default);
                    st.devices.insert(queue.as_raw(), device.as_raw());
                }
                return;
            }
            _ => return,
        }
    };
    let raw = event.as_raw();
    let mut g = state();
    let st = g.get_or_insert_with(State::default);
    match (cid, host) {
        (id::CREATE_EVENT, _) => {
            st.events.insert(
                raw,
                Event {
                    set: Some(false),
                    ..Event::default()
                },
            );
        }
        (_, None) => {
            st.events.remove(&raw);
        }
        (_, Some(set)) => {
            let queues = &st.queues;
            if let Some(ev) = st.events.get_mut(&raw) {
                settle(ev, queues);
                ev.generation += 1;
                if ev.pending.is_empty() {
                    ev.set = Some(set);
                }
            }
        }
    }
}

/// Drops `ev`'s pending submissions that are known complete.
fn settle(ev: &mut Event, queues: &HashMap<u64, (u64, u64)>) {
    ev.pending
        .retain(|(q, n)| queues.get(q).is_none_or(|&(_, done)| done < *n));
}

/// The answer to `vkGetEventStatus` of `event` if the ICD knows it (`Ok`), else the event's
/// generation to give [`learned`] with the renderer's answer (`Err(None)`: nothing to learn).
pub(crate) fn status(event: vk::Event) -> Result<vk::Result, Option<u64>> {
    let Some(lost) = crate::feedback::lost() else {
        return Err(None);
    };
    let mut g = state();
    let Some(st) = g.as_mut() else {
        return Err(None);
    };
    let queues = &st.queues;
    let Some(ev) = st.events.get_mut(&event.as_raw()) else {
        return Err(None);
    };
    settle(ev, queues);
    if lost {
        return Ok(vk::Result::ERROR_DEVICE_LOST);
    }
    match (ev.pending.is_empty(), ev.set) {
        (true, Some(true)) => Ok(vk::Result::EVENT_SET),
        (true, Some(false)) => Ok(vk::Result::EVENT_RESET),
        (true, None) => Err(Some(ev.generation)),
        (false, _) => Err(None),
    }
}

/// The renderer answered `r` for `event`, asked at `generation` with no submission pending:
/// kept if nothing changed since.
pub(crate) fn learned(event: vk::Event, generation: u64, r: vk::Result) {
    let set = match r {
        vk::Result::EVENT_SET => true,
        vk::Result::EVENT_RESET => false,
        _ => return,
    };
    if let Some(ev) = state()
        .as_mut()
        .and_then(|st| st.events.get_mut(&event.as_raw()))
        && ev.generation == generation
        && ev.pending.is_empty()
    {
        ev.set = Some(set);
    }
}
