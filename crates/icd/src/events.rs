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
//! - **Device writes.** Each command buffer's recording lists the events it sets or resets,
//!   and which of the two (those of the secondaries it executes included); a new recording
//!   starts the list again, and counts its set and reset commands. Before a submission is
//!   sent, every event its command buffers list becomes *pending* on (queue, submission
//!   number), and its state unknown.
//! - **Slots.** An event made for status queries (not `DEVICE_ONLY`) gets a slot of its
//!   device's event slots ([`slots`]), memory the device writes: after each set or reset
//!   command of the event, the renderer records a write of the new state into the slot
//!   (`0` reset, `1` set). When a submission that writes the event is sent while nothing
//!   else that writes it is pending, and its state is known, the ICD first writes that state
//!   plus [`vk_wire::relay::EVENT_SLOT_PRIMED`] into the slot (*primes* it). While the event
//!   is pending, its status is the slot's: the state from before, or the one the device
//!   wrote last (writes of one slot land in submission order). Once the slot shows a device
//!   write and the pending submissions carry only that one write of the event (looked at
//!   when its status is asked and before a host call), the event is settled: no write of it
//!   is left, whatever else the submissions still do. Without a
//!   primed slot (no slots, a state not known when the work began, a host call since) a
//!   pending event's status goes to the renderer, where the device's writes are seen.
//! - **Completion.** A submission is known complete once one of these shows it or a later
//!   submission on the same queue complete (each covers every earlier submission on its
//!   queue):
//!   - a fence seen signalled: `vkWaitForFences` of all its fences, or of one;
//!     `vkGetFenceStatus`; or its slot on the feedback page holding its submission's serial,
//!     looked at when an event's status is asked;
//!   - a timeline semaphore signalled by the submission's last batch, seen on the feedback
//!     page at that value or above, or waited for with `vkWaitSemaphores`. A value reached
//!     means its signal ran: Vulkan requires each timeline signal to be greater than the
//!     value before it, and a host signal to be less than any pending one. A
//!     `vkQueueSubmit2` signal counts only with `ALL_COMMANDS` or `BOTTOM_OF_PIPE` (which
//!     DXVK uses) in its stage mask (its first synchronisation scope is limited to those
//!     stages), and one of an earlier batch covers only the submissions before;
//!   - `vkQueueWaitIdle` of its queue or `vkDeviceWaitIdle` of its device returning;
//!   - its fence reset or destroyed, or a timeline semaphore it signals destroyed: Vulkan
//!     allows that only once the work that uses them completed.
//!
//!   A wait for any of several fences or semaphores is not used: the event stays pending.
//!   Its slot may still settle it (above).
//! - **The state after completion.** When every submission pending on an event completed
//!   and all of them only set it, or only reset it, that is its state, with no message
//!   (whatever the order of their commands). Otherwise (a command buffer that both sets and
//!   resets it, submissions that disagree, a host call while one was pending) the renderer is
//!   asked once; the answer is kept unless the event changed while it was asked (a host call
//!   or a submission bumps its generation), and later host calls update it as above.
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

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

use ash::vk::{self, Handle};
use vk_wire::{args, id};

mod slots;

/// What the device does to an event: what one command buffer's recording does, or all the
/// submissions pending on it together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Writes {
    Set,
    Reset,
    /// Both, or something whose order against them is not known (a host call).
    Mixed,
}

impl Writes {
    fn and(self, other: Writes) -> Writes {
        if self == other { self } else { Writes::Mixed }
    }
}

/// What the ICD knows of one event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Event {
    /// Whether it is signalled, where known.
    set: Option<bool>,
    /// Submissions that may write it, not known complete: (queue, submission number).
    pending: Vec<(u64, u64)>,
    /// What the pending submissions (and host calls made meanwhile) do to it.
    writes: Option<Writes>,
    /// Bumped by every host call and submission that concerns it.
    generation: u64,
    /// Its slot of the device's event slots, if it has one.
    slot: Option<slots::Slot>,
    /// The slot was primed with the state the event had when its pending submissions
    /// began, and no host call came since: while they are pending the slot is its state.
    primed: bool,
    /// The device writes (set and reset commands) its pending submissions carry.
    device_writes: u32,
}

/// Something whose completion shows a submission, and those before it on its queue, complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Proof {
    /// A fence the submission carries.
    Fence(u64),
    /// A timeline semaphore the submission signals to this value.
    Timeline(u64, u64),
}

/// Proofs kept per queue, newest last; older ones are dropped (a newer proof shows more).
const PROOFS_PER_QUEUE: usize = 32;

#[derive(Debug, Default)]
struct Queue {
    /// Submissions sent.
    sent: u64,
    /// Submissions known complete: all up to this number.
    done: u64,
    /// (submission number, proof) of recent submissions not known complete.
    proofs: VecDeque<(u64, Proof)>,
}

impl Queue {
    /// Submissions up to `n` completed.
    fn completed(&mut self, n: u64) {
        self.done = self.done.max(n);
        let done = self.done;
        self.proofs.retain(|&(m, _)| m > done);
    }

    /// Looks at the feedback page for the newest proof that shows completion.
    fn look(&mut self) {
        let reached = self.proofs.iter().rev().find(|(_, p)| match *p {
            Proof::Fence(f) => crate::feedback::fence_reached(f),
            Proof::Timeline(s, v) => crate::feedback::timeline_reached(s, v),
        });
        if let Some(&(n, _)) = reached {
            self.completed(n);
        }
    }
}

/// What one command buffer's recording does to one event: (event, writes, how many set and
/// reset commands).
type Noted = (u64, Writes, u32);

#[derive(Debug, Default)]
struct State {
    events: HashMap<u64, Event>,
    /// Command buffer → the events its recording sets or resets.
    recorded: HashMap<u64, Vec<Noted>>,
    queues: HashMap<u64, Queue>,
    /// Fence → the queue and number of its newest submission.
    fences: HashMap<u64, (u64, u64)>,
    /// Queue → its device.
    devices: HashMap<u64, u64>,
}

impl State {
    /// The submission `(queue, n)` and those before it on `queue` completed.
    fn completed(&mut self, queue: u64, n: u64) {
        if let Some(q) = self.queues.get_mut(&queue) {
            q.completed(n);
        }
    }

    /// A timeline semaphore reached `value` (`u64::MAX`: it was destroyed).
    fn timeline_reached(&mut self, sem: u64, value: u64) {
        for q in self.queues.values_mut() {
            let newest = q
                .proofs
                .iter()
                .rev()
                .find(|&&(_, p)| matches!(p, Proof::Timeline(s, v) if s == sem && v <= value));
            if let Some(&(n, _)) = newest {
                q.completed(n);
            }
            if value == u64::MAX {
                q.proofs
                    .retain(|&(_, p)| !matches!(p, Proof::Timeline(s, _) if s == sem));
            }
        }
    }
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

/// Adds `count` commands that do `writes` to `event` to a command buffer's list.
fn note(list: &mut Vec<Noted>, event: u64, writes: Writes, count: u32) {
    match list.iter_mut().find(|(e, _, _)| *e == event) {
        Some((_, w, n)) => {
            *w = w.and(writes);
            *n = n.saturating_add(count);
        }
        None => list.push((event, writes, count)),
    }
}

/// Recorded command `cid` ([`is_recorded_event_command`]): its command buffer's list grows.
///
/// # Safety
/// `a` is the valid argument structure of `cid`.
pub(crate) unsafe fn recorded(cid: u32, a: *const u8) {
    let mut g = state();
    let st = g.get_or_insert_with(State::default);
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it is valid.
    let (cb, event, writes) = unsafe {
        match cid {
            id::CMD_SET_EVENT => {
                let x = &*a.cast::<args::CmdSetEvent>();
                (x.command_buffer, x.event, Writes::Set)
            }
            id::CMD_RESET_EVENT => {
                let x = &*a.cast::<args::CmdResetEvent>();
                (x.command_buffer, x.event, Writes::Reset)
            }
            id::CMD_SET_EVENT2 => {
                let x = &*a.cast::<args::CmdSetEvent2>();
                (x.command_buffer, x.event, Writes::Set)
            }
            id::CMD_RESET_EVENT2 => {
                let x = &*a.cast::<args::CmdResetEvent2>();
                (x.command_buffer, x.event, Writes::Reset)
            }
            id::CMD_EXECUTE_COMMANDS => {
                let x = &*a.cast::<args::CmdExecuteCommands>();
                let children = slice(x.p_command_buffers, x.command_buffer_count);
                let mut all: Vec<Noted> = Vec::new();
                for c in children {
                    all.extend(st.recorded.get(&c.as_raw()).into_iter().flatten());
                }
                if !all.is_empty() {
                    let list = st.recorded.entry(x.command_buffer.as_raw()).or_default();
                    for (e, w, n) in all {
                        note(list, e, w, n);
                    }
                }
                return;
            }
            _ => return,
        }
    };
    note(
        st.recorded.entry(cb.as_raw()).or_default(),
        event.as_raw(),
        writes,
        1,
    );
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

/// The `VkTimelineSemaphoreSubmitInfo` of chain `next`.
///
/// # Safety
/// `next` is null or a valid chain that outlives `'a`.
unsafe fn timeline_info<'a>(
    next: *const std::ffi::c_void,
) -> Option<&'a vk::TimelineSemaphoreSubmitInfo<'a>> {
    // SAFETY: caller; the type says what the member is.
    unsafe {
        crate::chain::find(next, vk::StructureType::TIMELINE_SEMAPHORE_SUBMIT_INFO)
            .map(|p| &*p.cast::<vk::TimelineSemaphoreSubmitInfo>())
    }
}

/// A `vkQueueSubmit2` signal whose stage mask has one of these covers every command before it
/// (`BOTTOM_OF_PIPE` in a first synchronisation scope means `ALL_COMMANDS` with no access).
const COVERS_ALL: vk::PipelineStageFlags2 = vk::PipelineStageFlags2::from_raw(
    vk::PipelineStageFlags2::ALL_COMMANDS.as_raw()
        | vk::PipelineStageFlags2::BOTTOM_OF_PIPE.as_raw(),
);

/// A submission's command buffers and the timeline signals that prove it (or, `false`, only
/// the submissions before it) complete.
#[derive(Default)]
struct Submission {
    command_buffers: Vec<u64>,
    signals: Vec<(u64, u64, bool)>,
}

/// What submission `cid` (arguments at `a`) holds; its queue and fence.
///
/// # Safety
/// `a` is the valid argument structure of `cid` (`vkQueueSubmit` or `vkQueueSubmit2`), its
/// arrays and chains valid.
unsafe fn read_submission(cid: u32, a: *const u8, proofs: bool) -> (u64, u64, Submission) {
    let mut out = Submission::default();
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it and its
    // arrays are valid.
    unsafe {
        match cid {
            id::QUEUE_SUBMIT => {
                let x = &*a.cast::<args::QueueSubmit>();
                let batches = slice(x.p_submits, x.submit_count);
                for (i, s) in batches.iter().enumerate() {
                    let list: &[vk::CommandBuffer] =
                        slice(s.p_command_buffers, s.command_buffer_count);
                    out.command_buffers.extend(list.iter().map(|c| c.as_raw()));
                    let Some(t) = timeline_info(s.p_next).filter(|_| proofs) else {
                        continue;
                    };
                    let sems = slice(s.p_signal_semaphores, s.signal_semaphore_count);
                    let values = slice(t.p_signal_semaphore_values, t.signal_semaphore_value_count);
                    let last = i + 1 == batches.len();
                    for (sem, &v) in sems.iter().zip(values) {
                        out.signals.push((sem.as_raw(), v, last));
                    }
                }
                (x.queue.as_raw(), x.fence.as_raw(), out)
            }
            id::QUEUE_SUBMIT2 => {
                let x = &*a.cast::<args::QueueSubmit2>();
                let batches = slice(x.p_submits, x.submit_count);
                for (i, s) in batches.iter().enumerate() {
                    let list: &[vk::CommandBufferSubmitInfo] =
                        slice(s.p_command_buffer_infos, s.command_buffer_info_count);
                    out.command_buffers
                        .extend(list.iter().map(|c| c.command_buffer.as_raw()));
                    if !proofs {
                        continue;
                    }
                    let last = i + 1 == batches.len();
                    let infos: &[vk::SemaphoreSubmitInfo] =
                        slice(s.p_signal_semaphore_infos, s.signal_semaphore_info_count);
                    for info in infos {
                        if info.stage_mask.intersects(COVERS_ALL) {
                            out.signals
                                .push((info.semaphore.as_raw(), info.value, last));
                        }
                    }
                }
                (x.queue.as_raw(), x.fence.as_raw(), out)
            }
            _ => (0, 0, out),
        }
    }
}

/// Before a submission is sent: the events its command buffers list become pending on it,
/// and its fence and timeline signals are kept as proofs of its completion.
///
/// # Safety
/// `a` is the valid argument structure of `cid` (`vkQueueSubmit` or `vkQueueSubmit2`).
pub(crate) unsafe fn submitting(cid: u32, a: *const u8) {
    let mut g = state();
    let st = g.get_or_insert_with(State::default);
    // Proofs only matter to a process that has events.
    let proofs = !st.events.is_empty();
    // SAFETY: caller.
    let (queue, fence, sub) = unsafe { read_submission(cid, a, proofs) };
    if queue == 0 {
        return;
    }
    let q = st.queues.entry(queue).or_default();
    q.sent += 1;
    let n = q.sent;
    if proofs {
        if fence != 0 {
            q.proofs.retain(|&(_, p)| p != Proof::Fence(fence));
            q.proofs.push_back((n, Proof::Fence(fence)));
        }
        for (sem, value, last) in sub.signals {
            q.proofs
                .push_back((if last { n } else { n - 1 }, Proof::Timeline(sem, value)));
        }
        while q.proofs.len() > PROOFS_PER_QUEUE {
            q.proofs.pop_front();
        }
    }
    if fence != 0 {
        st.fences.insert(fence, (queue, n));
    }
    for cb in sub.command_buffers {
        let Some(list) = st.recorded.get(&cb) else {
            continue;
        };
        for &(e, w, count) in list {
            if let Some(ev) = st.events.get_mut(&e) {
                settle(ev, &st.queues);
                if ev.pending.is_empty() {
                    // Nothing else writes it now: its slot gets its state, which the device
                    // writes will replace.
                    ev.device_writes = 0;
                    ev.primed = match (ev.slot, ev.set) {
                        (Some(slot), Some(set)) => {
                            slot.prime(set);
                            true
                        }
                        _ => false,
                    };
                }
                ev.device_writes = ev.device_writes.saturating_add(count);
                ev.set = None;
                ev.writes = Some(ev.writes.map_or(w, |x| x.and(w)));
                if !ev.pending.contains(&(queue, n)) {
                    ev.pending.push((queue, n));
                }
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
    if let Some(&(queue, n)) = st.fences.get(&fence.as_raw()) {
        st.completed(queue, n);
    }
}

/// `vkWaitSemaphores` returned success for every one of `sems` at its value in `values`.
pub(crate) fn timelines_reached(sems: &[vk::Semaphore], values: &[u64]) {
    let mut g = state();
    let Some(st) = g.as_mut().filter(|st| !st.events.is_empty()) else {
        return;
    };
    for (sem, &value) in sems.iter().zip(values) {
        st.timeline_reached(sem.as_raw(), value);
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
                let event = c.p_event.read();
                let device_only = c
                    .p_create_info
                    .as_ref()
                    .is_some_and(|i| i.flags.contains(vk::EventCreateFlags::DEVICE_ONLY));
                // An event the host never asks about needs no slot.
                let slot = if device_only {
                    None
                } else {
                    slots::take(c.device)
                };
                if let Some(s) = slot {
                    let device = crate::feedback::dispatch_id(c.device.as_raw());
                    let words = [
                        vk_wire::relay::WATCH_EVENT,
                        device,
                        event.as_raw(),
                        u64::from(s.index),
                        0,
                    ];
                    let _ = crate::call::private_post(vk_wire::relay::WATCH, &words);
                }
                let mut g = state();
                g.get_or_insert_with(State::default).events.insert(
                    event.as_raw(),
                    Event {
                        set: Some(false),
                        slot,
                        ..Event::default()
                    },
                );
                return;
            }
            id::DESTROY_DEVICE => {
                let d = (*a.cast::<args::DestroyDevice>()).device.as_raw();
                slots::device_destroyed(d);
                if let Some(st) = state().as_mut() {
                    for ev in st.events.values_mut() {
                        if ev.slot.is_some_and(|s| s.device == d) {
                            ev.slot = None;
                            ev.primed = false;
                        }
                    }
                }
                return;
            }
            id::DESTROY_EVENT => ((*a.cast::<args::DestroyEvent>()).event, None),
            id::SET_EVENT => ((*a.cast::<args::SetEvent>()).event, Some(true)),
            id::RESET_EVENT => ((*a.cast::<args::ResetEvent>()).event, Some(false)),
            id::QUEUE_WAIT_IDLE => {
                let q = (*a.cast::<args::QueueWaitIdle>()).queue.as_raw();
                if let Some(q) = state().as_mut().and_then(|st| st.queues.get_mut(&q)) {
                    q.completed(q.sent);
                }
                return;
            }
            id::DEVICE_WAIT_IDLE => {
                let d = (*a.cast::<args::DeviceWaitIdle>()).device.as_raw();
                if let Some(st) = state().as_mut() {
                    for (queue, q) in &mut st.queues {
                        if st.devices.get(queue) == Some(&d) {
                            q.completed(q.sent);
                        }
                    }
                }
                return;
            }
            // Vulkan allows these only once the fence's submission completed.
            id::RESET_FENCES => {
                let r = &*a.cast::<args::ResetFences>();
                for f in slice(r.p_fences, r.fence_count) {
                    fence_signalled(*f);
                }
                return;
            }
            id::DESTROY_FENCE => {
                let f = (*a.cast::<args::DestroyFence>()).fence;
                fence_signalled(f);
                if let Some(st) = state().as_mut() {
                    st.fences.remove(&f.as_raw());
                    for q in st.queues.values_mut() {
                        q.proofs.retain(|&(_, p)| p != Proof::Fence(f.as_raw()));
                    }
                }
                return;
            }
            // Likewise once every batch that uses the semaphore completed.
            id::DESTROY_SEMAPHORE => {
                let s = (*a.cast::<args::DestroySemaphore>()).semaphore.as_raw();
                if s != 0
                    && let Some(st) = state().as_mut()
                {
                    st.timeline_reached(s, u64::MAX);
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
    match host {
        None => {
            if let Some(slot) = st.events.remove(&raw).and_then(|ev| ev.slot) {
                slots::give(slot);
            }
        }
        Some(set) => {
            let queues = &st.queues;
            if let Some(ev) = st.events.get_mut(&raw) {
                settle(ev, queues);
                if ev.primed && !ev.pending.is_empty() {
                    // The slot may show the pending work's only write done.
                    from_slot(ev);
                }
                ev.generation += 1;
                if ev.pending.is_empty() {
                    ev.set = Some(set);
                } else {
                    // Its order against the device's writes (and theirs of the slot) is not
                    // known.
                    ev.writes = Some(Writes::Mixed);
                    ev.primed = false;
                }
            }
        }
    }
}

/// Drops `ev`'s pending submissions that are known complete; once none is left, what they
/// did is its state where they agree.
fn settle(ev: &mut Event, queues: &HashMap<u64, Queue>) {
    ev.pending
        .retain(|(q, n)| queues.get(q).is_none_or(|q| q.done < *n));
    if ev.pending.is_empty() {
        ev.primed = false;
        ev.device_writes = 0;
        if let Some(w) = ev.writes.take() {
            ev.set = match w {
                Writes::Set => Some(true),
                Writes::Reset => Some(false),
                Writes::Mixed => None,
            };
        }
    }
}

/// The state `ev`'s primed slot shows while submissions that write it are pending (`None`:
/// a value no writer puts there). Once the device wrote it and that was the only device
/// write pending, the event is settled: no write of it is left to run.
fn from_slot(ev: &mut Event) -> Option<bool> {
    use vk_wire::relay::{EVENT_SLOT_PRIMED, EVENT_SLOT_RESET, EVENT_SLOT_SET};
    let v = ev.slot?.read();
    let set = match v {
        EVENT_SLOT_RESET | EVENT_SLOT_SET => v == EVENT_SLOT_SET,
        _ if v & !1 == EVENT_SLOT_PRIMED => return Some(v & 1 == 1),
        _ => return None,
    };
    let only = match ev.writes {
        Some(Writes::Set) => set,
        Some(Writes::Reset) => !set,
        _ => false,
    };
    if only && ev.device_writes == 1 {
        ev.pending.clear();
        ev.writes = None;
        ev.primed = false;
        ev.device_writes = 0;
        ev.set = Some(set);
        ev.generation += 1;
    }
    Some(set)
}

/// What the ICD can say of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    /// Its state.
    State(bool),
    /// Nothing pending, the state not known: ask, and learn it at this generation.
    Learn(u64),
    /// A submission that may write it is pending.
    Pending,
}

/// What `st` knows of `event` (`None`: an event this ICD did not see created), after looking
/// at the feedback page for proofs of its pending submissions.
fn look_up(st: &mut State, event: u64) -> Option<Known> {
    let queues: Vec<u64> = st
        .events
        .get(&event)?
        .pending
        .iter()
        .map(|&(q, _)| q)
        .collect();
    for q in queues {
        if let Some(q) = st.queues.get_mut(&q) {
            q.look();
        }
    }
    let queues = &st.queues;
    let ev = st.events.get_mut(&event)?;
    settle(ev, queues);
    Some(match (ev.pending.is_empty(), ev.set) {
        (true, Some(set)) => Known::State(set),
        (true, None) => Known::Learn(ev.generation),
        (false, _) if ev.primed => from_slot(ev).map_or(Known::Pending, Known::State),
        (false, _) => Known::Pending,
    })
}

/// The answer to `vkGetEventStatus` of `event` if the ICD knows it (`Ok`), else the event's
/// generation to give [`learned`] with the renderer's answer (`Err(None)`: nothing to learn).
pub(crate) fn status(event: vk::Event) -> Result<vk::Result, Option<u64>> {
    let Some(lost) = crate::feedback::lost() else {
        return Err(None);
    };
    let mut g = state();
    let known = g.as_mut().and_then(|st| look_up(st, event.as_raw()));
    match known {
        None => Err(None),
        Some(_) if lost => Ok(vk::Result::ERROR_DEVICE_LOST),
        Some(Known::State(true)) => Ok(vk::Result::EVENT_SET),
        Some(Known::State(false)) => Ok(vk::Result::EVENT_RESET),
        Some(Known::Learn(generation)) => Err(Some(generation)),
        Some(Known::Pending) => Err(None),
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

#[cfg(test)]
mod tests;
