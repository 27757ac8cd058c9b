//! The bookkeeping alone, on made-up handles (distinct per test: the state is the
//! process's). The real path, on lavapipe, is the renderer's `events` integration test.

use super::*;

const DEVICE: u64 = 0xd0;

/// Puts event `e` in the state, unsignalled (as `vkCreateEvent` does, without the page).
fn create(e: u64) {
    state().get_or_insert_with(State::default).events.insert(
        e,
        Event {
            set: Some(false),
            ..Event::default()
        },
    );
}

fn known(e: u64) -> Option<Known> {
    look_up(state().as_mut().unwrap(), e)
}

/// Records `cb` with the given writes of events.
fn record(cb: u64, writes: &[(u64, Writes)]) {
    recording_restarts(vk::CommandBuffer::from_raw(cb));
    for &(e, w) in writes {
        let (command_buffer, event) = (vk::CommandBuffer::from_raw(cb), vk::Event::from_raw(e));
        // SAFETY: valid argument structures of their commands.
        unsafe {
            match w {
                Writes::Set => {
                    let a = args::CmdSetEvent {
                        command_buffer,
                        event,
                        stage_mask: vk::PipelineStageFlags::ALL_COMMANDS,
                    };
                    recorded(id::CMD_SET_EVENT, (&raw const a).cast());
                }
                _ => {
                    let a = args::CmdResetEvent {
                        command_buffer,
                        event,
                        stage_mask: vk::PipelineStageFlags::ALL_COMMANDS,
                    };
                    recorded(id::CMD_RESET_EVENT, (&raw const a).cast());
                }
            }
        }
    }
}

/// `vkQueueSubmit` on `queue` of `batches` (command buffers, timeline signals) with `fence`.
/// A batch: its command buffers, and its timeline signals (semaphore, value).
type Batch<'a> = (&'a [u64], &'a [(u64, u64)]);

fn submit(queue: u64, batches: &[Batch], fence: u64) {
    let cbs: Vec<Vec<vk::CommandBuffer>> = batches
        .iter()
        .map(|(c, _)| c.iter().map(|&c| vk::CommandBuffer::from_raw(c)).collect())
        .collect();
    let sems: Vec<Vec<vk::Semaphore>> = batches
        .iter()
        .map(|(_, s)| s.iter().map(|&(s, _)| vk::Semaphore::from_raw(s)).collect())
        .collect();
    let values: Vec<Vec<u64>> = batches
        .iter()
        .map(|(_, s)| s.iter().map(|&(_, v)| v).collect())
        .collect();
    let mut infos: Vec<vk::TimelineSemaphoreSubmitInfo> = values
        .iter()
        .map(|v| vk::TimelineSemaphoreSubmitInfo::default().signal_semaphore_values(v))
        .collect();
    let submits: Vec<vk::SubmitInfo> = cbs
        .iter()
        .zip(&sems)
        .zip(&mut infos)
        .map(|((c, s), i)| {
            vk::SubmitInfo::default()
                .command_buffers(c)
                .signal_semaphores(s)
                .push_next(i)
        })
        .collect();
    let a = args::QueueSubmit {
        queue: vk::Queue::from_raw(queue),
        submit_count: submits.len() as u32,
        p_submits: submits.as_ptr().cast(),
        fence: vk::Fence::from_raw(fence),
    };
    // SAFETY: a valid argument structure; its arrays outlive the call.
    unsafe { submitting(id::QUEUE_SUBMIT, (&raw const a).cast()) };
}

/// `vkQueueSubmit2` on `queue` of `cbs`, signalling `sem` to `value` at `stage`.
fn submit2(queue: u64, cbs: &[u64], sem: u64, value: u64, stage: vk::PipelineStageFlags2) {
    let cbs: Vec<vk::CommandBufferSubmitInfo> = cbs
        .iter()
        .map(|&c| {
            vk::CommandBufferSubmitInfo::default().command_buffer(vk::CommandBuffer::from_raw(c))
        })
        .collect();
    let signal = [vk::SemaphoreSubmitInfo::default()
        .semaphore(vk::Semaphore::from_raw(sem))
        .value(value)
        .stage_mask(stage)];
    let s = [vk::SubmitInfo2::default()
        .command_buffer_infos(&cbs)
        .signal_semaphore_infos(&signal)];
    let a = args::QueueSubmit2 {
        queue: vk::Queue::from_raw(queue),
        submit_count: 1,
        p_submits: s.as_ptr().cast(),
        fence: vk::Fence::null(),
    };
    // SAFETY: as in `submit`.
    unsafe { submitting(id::QUEUE_SUBMIT2, (&raw const a).cast()) };
}

fn reached(sem: u64, value: u64) {
    timelines_reached(&[vk::Semaphore::from_raw(sem)], &[value]);
}

#[test]
fn submissions_that_agree_leave_a_known_state() {
    let (e, cb, q, f) = (0x1_0001, 0x1_0002, 0x1_0003, 0x1_0004);
    create(e);
    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[cb], &[])], f);
    assert_eq!(known(e), Some(Known::Pending));
    submit(q, &[(&[cb], &[])], 0);
    fence_signalled(vk::Fence::from_raw(f));
    // The fence covers the first submission, not the second.
    assert_eq!(known(e), Some(Known::Pending));
    let a = args::QueueWaitIdle {
        queue: vk::Queue::from_raw(q),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::QUEUE_WAIT_IDLE, (&raw const a).cast()) };
    assert_eq!(known(e), Some(Known::State(true)));
}

#[test]
fn writes_that_disagree_are_learned() {
    let (e, cb, cb2, q, f) = (0x2_0001, 0x2_0002, 0x2_0003, 0x2_0004, 0x2_0005);
    create(e);
    // One command buffer both sets and resets.
    record(cb, &[(e, Writes::Set), (e, Writes::Reset)]);
    submit(q, &[(&[cb], &[])], f);
    fence_signalled(vk::Fence::from_raw(f));
    let Some(Known::Learn(g)) = known(e) else {
        panic!("{:?}", known(e))
    };
    learned(vk::Event::from_raw(e), g, vk::Result::EVENT_RESET);
    assert_eq!(known(e), Some(Known::State(false)));
    // Two submissions that disagree.
    record(cb, &[(e, Writes::Set)]);
    record(cb2, &[(e, Writes::Reset)]);
    submit(q, &[(&[cb], &[]), (&[cb2], &[])], f);
    fence_signalled(vk::Fence::from_raw(f));
    assert!(matches!(known(e), Some(Known::Learn(_))));
    // A host call while a submission is pending.
    submit(q, &[(&[cb], &[])], f);
    let a = args::ResetEvent {
        device: vk::Device::from_raw(DEVICE),
        event: vk::Event::from_raw(e),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::RESET_EVENT, (&raw const a).cast()) };
    fence_signalled(vk::Fence::from_raw(f));
    assert!(matches!(known(e), Some(Known::Learn(_))));
}

#[test]
fn a_timeline_signal_proves_its_batch_and_earlier_work() {
    let (e, cb, q, t) = (0x3_0001, 0x3_0002, 0x3_0003, 0x3_0004);
    create(e);
    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[cb], &[(t, 1)])], 0);
    reached(t, 0);
    assert_eq!(known(e), Some(Known::Pending));
    reached(t, 1);
    assert_eq!(known(e), Some(Known::State(true)));
    // A later submission's signal covers an earlier one.
    record(cb, &[(e, Writes::Reset)]);
    submit(q, &[(&[cb], &[])], 0);
    submit(q, &[(&[], &[(t, 2)])], 0);
    reached(t, 5);
    assert_eq!(known(e), Some(Known::State(false)));
}

#[test]
fn a_signal_of_an_earlier_batch_proves_only_earlier_submissions() {
    let (e, cb, q, t) = (0x4_0001, 0x4_0002, 0x4_0003, 0x4_0004);
    create(e);
    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[], &[(t, 1)]), (&[cb], &[])], 0);
    reached(t, 1);
    assert_eq!(known(e), Some(Known::Pending));
    submit(q, &[(&[], &[(t, 2)])], 0);
    reached(t, 2);
    assert_eq!(known(e), Some(Known::State(true)));
}

#[test]
fn a_submit2_signal_proves_only_with_all_commands_or_the_bottom_of_the_pipe() {
    let (e, cb, q, t) = (0x5_0001, 0x5_0002, 0x5_0003, 0x5_0004);
    create(e);
    record(cb, &[(e, Writes::Set)]);
    submit2(q, &[cb], t, 1, vk::PipelineStageFlags2::TRANSFER);
    reached(t, 1);
    assert_eq!(known(e), Some(Known::Pending));
    submit2(q, &[], t, 2, vk::PipelineStageFlags2::ALL_COMMANDS);
    reached(t, 2);
    assert_eq!(known(e), Some(Known::State(true)));
    // DXVK's stage: the bottom of the pipe, in a first scope all commands.
    record(cb, &[(e, Writes::Reset)]);
    submit2(q, &[cb], t, 3, vk::PipelineStageFlags2::BOTTOM_OF_PIPE);
    reached(t, 3);
    assert_eq!(known(e), Some(Known::State(false)));
}

#[test]
fn reset_and_destroyed_fences_and_semaphores_prove_their_work() {
    let (e, cb, q, f, t) = (0x6_0001, 0x6_0002, 0x6_0003, 0x6_0004, 0x6_0005);
    let device = vk::Device::from_raw(DEVICE);
    create(e);
    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[cb], &[])], f);
    let fences = [vk::Fence::from_raw(f)];
    let a = args::ResetFences {
        device,
        fence_count: 1,
        p_fences: fences.as_ptr(),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::RESET_FENCES, (&raw const a).cast()) };
    assert_eq!(known(e), Some(Known::State(true)));

    record(cb, &[(e, Writes::Reset)]);
    submit(q, &[(&[cb], &[])], f);
    let a = args::DestroyFence {
        device,
        fence: fences[0],
        p_allocator: std::ptr::null(),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::DESTROY_FENCE, (&raw const a).cast()) };
    assert_eq!(known(e), Some(Known::State(false)));

    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[cb], &[(t, 7)])], 0);
    let a = args::DestroySemaphore {
        device,
        semaphore: vk::Semaphore::from_raw(t),
        p_allocator: std::ptr::null(),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::DESTROY_SEMAPHORE, (&raw const a).cast()) };
    assert_eq!(known(e), Some(Known::State(true)));
}

#[test]
fn proofs_are_bounded_per_queue() {
    let (e, q, t) = (0x7_0001, 0x7_0002, 0x7_0003);
    create(e);
    for v in 1..=100 {
        submit(q, &[(&[], &[(t, v)])], 0);
    }
    let g = state();
    let queue = &g.as_ref().unwrap().queues[&q];
    assert_eq!(queue.proofs.len(), PROOFS_PER_QUEUE);
    assert_eq!(queue.proofs.back(), Some(&(100, Proof::Timeline(t, 100))));
}

/// `vkSetEvent` (`set`) or `vkResetEvent` of `e`, returned.
fn host(e: u64, set: bool) {
    let (device, event) = (vk::Device::from_raw(DEVICE), vk::Event::from_raw(e));
    // SAFETY: valid argument structures.
    unsafe {
        if set {
            let a = args::SetEvent { device, event };
            after(id::SET_EVENT, (&raw const a).cast());
        } else {
            let a = args::ResetEvent { device, event };
            after(id::RESET_EVENT, (&raw const a).cast());
        }
    }
}

fn pending(e: u64) -> usize {
    state().as_ref().unwrap().events[&e].pending.len()
}

#[test]
fn a_primed_slot_answers_while_work_is_pending() {
    use std::sync::atomic::{AtomicU32, Ordering};
    use vk_wire::relay::{EVENT_SLOT_PRIMED, EVENT_SLOT_RESET, EVENT_SLOT_SET};
    static CELL: AtomicU32 = AtomicU32::new(77);
    let (e, cb, cb2, q) = (0x8_0001, 0x8_0002, 0x8_0003, 0x8_0004);
    create(e);
    state().as_mut().unwrap().events.get_mut(&e).unwrap().slot = Some(slots::Slot::at(&CELL));

    // The submission's only write of it: the slot holds the state from before until the
    // device's write replaces it, which settles the event (its submission still pending).
    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[cb], &[])], 0);
    assert_eq!(CELL.load(Ordering::Relaxed), EVENT_SLOT_PRIMED);
    assert_eq!(known(e), Some(Known::State(false)));
    assert_eq!(pending(e), 1);
    CELL.store(EVENT_SLOT_SET, Ordering::Relaxed);
    assert_eq!(known(e), Some(Known::State(true)));
    assert_eq!(pending(e), 0);
    host(e, false);
    assert_eq!(known(e), Some(Known::State(false)));

    // Two writes: a device value is its state for now, and it stays pending.
    record(cb2, &[(e, Writes::Set), (e, Writes::Set)]);
    submit(q, &[(&[cb2], &[])], 0);
    assert_eq!(CELL.load(Ordering::Relaxed), EVENT_SLOT_PRIMED);
    CELL.store(EVENT_SLOT_SET, Ordering::Relaxed);
    assert_eq!(known(e), Some(Known::State(true)));
    assert_eq!(pending(e), 1);
    // The same command buffer again, while pending: no new priming, still a device value.
    submit(q, &[(&[cb], &[])], 0);
    assert_eq!(CELL.load(Ordering::Relaxed), EVENT_SLOT_SET);
    // A host call while it is pending: its order against the device's writes is unknown.
    host(e, false);
    assert_eq!(known(e), Some(Known::Pending));
    let a = args::QueueWaitIdle {
        queue: vk::Queue::from_raw(q),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::QUEUE_WAIT_IDLE, (&raw const a).cast()) };
    assert!(matches!(known(e), Some(Known::Learn(_))));
    // SAFETY: (as the renderer answers) nothing changed since.
    let Some(Known::Learn(g)) = known(e) else {
        unreachable!()
    };
    learned(vk::Event::from_raw(e), g, vk::Result::EVENT_RESET);

    // A period that starts from a known state is primed again; a value no writer puts there
    // is not an answer.
    record(cb, &[(e, Writes::Reset)]);
    submit(q, &[(&[cb], &[])], 0);
    assert_eq!(CELL.load(Ordering::Relaxed), EVENT_SLOT_PRIMED);
    CELL.store(EVENT_SLOT_RESET, Ordering::Relaxed);
    assert_eq!(known(e), Some(Known::State(false)));
    assert_eq!(pending(e), 0);
    record(cb, &[(e, Writes::Set)]);
    submit(q, &[(&[cb], &[])], 0);
    CELL.store(9, Ordering::Relaxed);
    assert_eq!(known(e), Some(Known::Pending));
    let a = args::QueueWaitIdle {
        queue: vk::Queue::from_raw(q),
    };
    // SAFETY: a valid argument structure.
    unsafe { after(id::QUEUE_WAIT_IDLE, (&raw const a).cast()) };
    assert_eq!(known(e), Some(Known::State(true)));

    // A host call after the pending work's only write showed in the slot, with no status
    // asked in between: the write is done, so the host call's state is known.
    record(cb, &[(e, Writes::Reset)]);
    submit(q, &[(&[cb], &[])], 0);
    CELL.store(EVENT_SLOT_RESET, Ordering::Relaxed);
    host(e, true);
    assert_eq!(pending(e), 0);
    assert_eq!(known(e), Some(Known::State(true)));
    // Before the write shows, the host call's order against it is not known.
    record(cb, &[(e, Writes::Reset)]);
    submit(q, &[(&[cb], &[])], 0);
    host(e, true);
    assert_eq!(known(e), Some(Known::Pending));
}
