//! The watchers by queue, on a fake driver whose waits end only when an object completes.

use std::sync::atomic::Ordering::SeqCst;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};

use super::{Feedback, Fns};

/// The fake driver's timeline semaphores and fences: handle `i` is at `VALUES[i]` (a fence is
/// signalled at 1); each test uses its own handles.
static VALUES: [AtomicU64; 16] = [const { AtomicU64::new(0) }; 16];
/// Set at the end of a test: every wait ends.
static RELEASE: AtomicBool = AtomicBool::new(false);
/// Set when a wait names handle `i`.
static WAITED: [AtomicBool; 16] = [const { AtomicBool::new(false) }; 16];

/// Whether any of `handles` reached its value, or every wait is released.
fn reached(handles: &[u64], values: &[u64]) -> bool {
    RELEASE.load(SeqCst)
        || handles
            .iter()
            .zip(values)
            .any(|(&h, &v)| VALUES[h as usize].load(SeqCst) >= v)
}

/// Waits until `done`, whatever the timeout: a watcher that waits for an object of another
/// queue than the one that completes would not see it until that object completes.
fn block_until(done: impl Fn() -> bool) -> vk::Result {
    while !done() {
        std::thread::sleep(Duration::from_micros(200));
    }
    vk::Result::SUCCESS
}

unsafe extern "system" fn value(_: vk::Device, sem: vk::Semaphore, v: *mut u64) -> vk::Result {
    // SAFETY: the watcher passes a valid out-pointer.
    unsafe { v.write(VALUES[sem.as_raw() as usize].load(SeqCst)) };
    vk::Result::SUCCESS
}

unsafe extern "system" fn wait_semaphores(
    _: vk::Device,
    info: *const vk::SemaphoreWaitInfo<'_>,
    _: u64,
) -> vk::Result {
    // SAFETY: the watcher passes a valid info with `semaphore_count` handles and values.
    let (handles, values) = unsafe {
        let i = &*info;
        let n = i.semaphore_count as usize;
        let s = std::slice::from_raw_parts(i.p_semaphores, n);
        let v = std::slice::from_raw_parts(i.p_values, n);
        (s.iter().map(|s| s.as_raw()).collect::<Vec<_>>(), v.to_vec())
    };
    for &h in &handles {
        WAITED[h as usize].store(true, SeqCst);
    }
    block_until(|| reached(&handles, &values))
}

unsafe extern "system" fn status(_: vk::Device, fence: vk::Fence) -> vk::Result {
    if VALUES[fence.as_raw() as usize].load(SeqCst) >= 1 {
        vk::Result::SUCCESS
    } else {
        vk::Result::NOT_READY
    }
}

unsafe extern "system" fn wait_fences(
    _: vk::Device,
    count: u32,
    fences: *const vk::Fence,
    _: vk::Bool32,
    _: u64,
) -> vk::Result {
    // SAFETY: the watcher passes `count` handles.
    let handles: Vec<u64> = unsafe { std::slice::from_raw_parts(fences, count as usize) }
        .iter()
        .map(|f| f.as_raw())
        .collect();
    let ones = vec![1; handles.len()];
    block_until(|| reached(&handles, &ones))
}

const TIMELINES: Fns = Fns::Timelines {
    value,
    wait: wait_semaphores,
};
const FENCES: Fns = Fns::Fences {
    status,
    wait: wait_fences,
};
const DEVICE: u64 = 1;

/// A client's feedback with its page made.
fn feedback() -> Feedback {
    let mut f = Feedback::default();
    f.page_fd().unwrap();
    f
}

/// Waits up to 10 s for `slot` (tag `tag`) of `f`'s page to read `v`.
fn published(f: &Feedback, slot: u32, tag: u64, v: u64) -> bool {
    let page = f.page.as_ref().unwrap();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        if page.read(slot, tag) == Some(v) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    false
}

#[test]
fn an_object_of_another_queue_is_published_while_the_first_queues_stays_pending() {
    let mut f = feedback();
    let (a, b) = (1, 2); // timeline semaphores on queues 10 and 20
    for (sem, slot) in [(a, 0), (b, 1)] {
        f.timeline_made(sem, DEVICE);
        f.register_timeline(DEVICE, Some(TIMELINES), sem, 100 + sem, slot, 0);
    }
    let first = f.submitted(10, 1, 0);
    f.signaled_on_queue(a, 1, TIMELINES, 10, first);
    let second = f.submitted(20, 1, 0);
    f.signaled_on_queue(b, 1, TIMELINES, 20, second);
    // Once a watcher waits for `a`, `b` completes.
    while !WAITED[a as usize].load(SeqCst) {
        std::thread::sleep(Duration::from_millis(1));
    }
    VALUES[b as usize].store(1, SeqCst);
    let seen = published(&f, 1, 100 + b, 1);
    let first_pending = f.page.as_ref().unwrap().read(0, 100 + a) == Some(0);
    RELEASE.store(true, SeqCst);
    assert!(seen, "queue 20's semaphore waited behind queue 10's");
    assert!(first_pending);
    assert_eq!(f.devices[&DEVICE].timelines.len(), 2);
}

#[test]
fn on_one_queue_each_target_is_published_in_turn() {
    let mut f = feedback();
    let (a, b) = (3, 4);
    for (sem, slot) in [(a, 2), (b, 3)] {
        f.timeline_made(sem, DEVICE);
        f.register_timeline(DEVICE, Some(TIMELINES), sem, 100 + sem, slot, 0);
    }
    // Submissions 1, 2, 3 on queue 10 signal a to 1, b to 1, a to 2.
    for (sem, v) in [(a, 1), (b, 1), (a, 2)] {
        let n = f.submitted(10, 1, 0);
        f.signaled_on_queue(sem, v, TIMELINES, 10, n);
    }
    for (sem, v, slot) in [(a, 1, 2), (b, 1, 3), (a, 2, 2)] {
        VALUES[sem as usize].store(v, SeqCst);
        assert!(published(&f, slot, 100 + sem, v), "{sem} at {v} not seen");
    }
    assert_eq!(f.devices[&DEVICE].timelines.len(), 1);
}

#[test]
fn a_fence_takes_its_submissions_queue_and_one_with_none_goes_to_no_queue() {
    let mut f = feedback();
    let (fence, lone) = (5, 6);
    f.submitted(30, 2, fence);
    f.watch_fence(DEVICE, Some(FENCES), fence, 200, 4, 1);
    f.watch_fence(DEVICE, Some(FENCES), lone, 201, 5, 1);
    let mut queues: Vec<u64> = f.devices[&DEVICE].fences.keys().copied().collect();
    queues.sort_unstable();
    assert_eq!(queues, [0, 30]);
    for (h, slot, tag) in [(fence, 4, 200), (lone, 5, 201)] {
        VALUES[h as usize].store(1, SeqCst);
        assert!(published(&f, slot, tag, 1), "fence {h} not seen");
    }
    assert!(f.submitted_fences.is_empty());
}
