//! Fence and timeline-semaphore status and host waits answered from the renderer's feedback
//! page ([`shm_ring::feedback`]), with no message (the renderer's half is its `feedback`
//! module).
//!
//! The page comes once per process ([`vk_wire::relay::FEEDBACK`], at the first fence or
//! timeline semaphore). Each such object then gets a slot, tagged with its id:
//!
//! - **Fences.** Every submission carrying a fence takes a new serial (one counter for the
//!   process, so a slot given to a new fence never holds a serial as high as the new fence's)
//!   and sends [`vk_wire::relay::WATCH`] right after the submission; the renderer's watcher
//!   writes that serial into the slot once the driver signalled the fence. A fence is
//!   signalled iff it was created signalled and neither reset nor submitted since, or its
//!   slot holds the serial of its newest submission and it was not reset since.
//! - **Timeline semaphores.** Registered at creation (a `WATCH` with the initial value); the
//!   slot holds the driver's counter value, as the renderer saw it after each signal.
//!
//! **Provenance.** Objects whose payload can change behind the renderer's watchers go to the
//! renderer for every status and wait, as before: fences and semaphores created exportable,
//! fences given to `vkQueueBindSparse`, objects the ICD did not see created (the wire
//! carries no import or export command, so no payload comes from elsewhere), and everything when the page
//! could not be set up or the renderer set `FLAG_NO_FENCES` / `FLAG_NO_TIMELINES`. The
//! emulated swapchain's acquire signals its fence through a submission of its own, which is
//! fed like any other.
//!
//! `VKRELAY_FEEDBACK=off` turns the page off (every wait goes to the renderer), for
//! comparisons.
//!
//! A wait sleeps on the page's futex and polls the renderer's liveness (the socket of a
//! stream) every [`shm_ring::feedback::LIVENESS_SLICE`]: a renderer that dies mid-wait makes
//! it return `VK_ERROR_DEVICE_LOST` within that slice.  Answers that do not wait (statuses and
//! counter values, and event statuses read from slots) look at the same socket at most once
//! per slice, so a polling loop ends the same way.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use shm_ring::PeerWatch;
use shm_ring::feedback::{FLAG_LOST, FLAG_NO_FENCES, FLAG_NO_TIMELINES, Page, SLOTS};
use vk_wire::{args, relay};

/// The page and what tells us the renderer is gone.
struct Fed {
    page: Page,
    watch: PeerWatch,
}

static FED: OnceLock<Option<Fed>> = OnceLock::new();

/// The page, set up at the first call (`None`: no feedback, logged once).
fn fed() -> Option<&'static Fed> {
    FED.get_or_init(|| match setup() {
        Ok(f) => Some(f),
        Err(e) => {
            tracing::info!("no feedback page ({e}): fence and semaphore waits go to the renderer");
            None
        }
    })
    .as_ref()
}

/// The page if it is set up already (waits never set it up).
fn fed_now() -> Option<&'static Fed> {
    FED.get().and_then(Option::as_ref)
}

/// Sets the page up if it is not yet (at an object whose answers need it).
pub(crate) fn set_up() {
    let _ = fed();
}

/// Whether the device is lost as the page says (its lost flag), or the renderer is gone;
/// `None` without a page (answers then come from the renderer).
pub(crate) fn lost() -> Option<bool> {
    let fed = fed_now()?;
    Some(gone(fed) || fed.page.flags() & FLAG_LOST != 0)
}

/// Whether the renderer is gone, for answers that do not wait (statuses polled from the page
/// or from event slots, which no message carries): the renderer's socket is looked at once
/// per [`shm_ring::feedback::LIVENESS_SLICE`] at most, so a polling loop sees its death
/// within that slice, as a waiting call does.
fn gone(fed: &Fed) -> bool {
    static BASE: OnceLock<Instant> = OnceLock::new();
    /// Milliseconds since `BASE` at which the socket is next looked at.
    static NEXT: AtomicU64 = AtomicU64::new(0);
    if crate::streams::is_dead() {
        return true;
    }
    let now = BASE.get_or_init(Instant::now).elapsed().as_millis() as u64;
    let next = NEXT.load(Ordering::Relaxed);
    if now < next
        || NEXT
            .compare_exchange(
                next,
                now + shm_ring::feedback::LIVENESS_SLICE.as_millis() as u64,
                Ordering::Relaxed,
                Ordering::Relaxed,
            )
            .is_err()
    {
        return false;
    }
    if fed.watch.peer_gone() {
        let _ = crate::streams::lost(&"the renderer closed its socket");
        return true;
    }
    false
}

fn setup() -> Result<Fed, String> {
    if std::env::var_os("VKRELAY_FEEDBACK").is_some_and(|v| v == "off") {
        return Err("VKRELAY_FEEDBACK=off".into());
    }
    let (words, fd) =
        crate::call::private_call(relay::FEEDBACK, &[], true).map_err(|e| format!("{e:?}"))?;
    if words.first() != Some(&0) {
        return Err(format!("the renderer answered {words:?}"));
    }
    let fd = fd.ok_or("no descriptor")?;
    let page = Page::open(std::os::fd::AsFd::as_fd(&fd)).map_err(|e| e.to_string())?;
    let watch = crate::streams::peer_watch().ok_or("no stream to watch")?;
    Ok(Fed { page, watch })
}

/// Slots handed out and given back.
struct Slots {
    next: u32,
    free: Vec<u32>,
}

static SLOT_POOL: Mutex<Slots> = Mutex::new(Slots {
    next: 0,
    free: Vec::new(),
});

fn take_slot() -> Option<u32> {
    let mut s = SLOT_POOL.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(i) = s.free.pop() {
        return Some(i);
    }
    if s.next >= SLOTS {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            tracing::info!(
                "every feedback slot is taken: waits on newer objects go to the renderer"
            )
        });
        return None;
    }
    s.next += 1;
    Some(s.next - 1)
}

fn give_slot(i: u32) {
    SLOT_POOL
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .free
        .push(i);
}

/// What the ICD knows of one fence.
#[derive(Debug, Clone, Copy)]
struct Fence {
    /// `None`: answered by the renderer (see the module documentation).
    slot: Option<u32>,
    /// The serial of its newest submission (0: none since creation or the last reset).
    expected: u64,
    /// Created signalled, and neither reset nor submitted since.
    signaled: bool,
}

/// What the ICD knows of one timeline semaphore.
#[derive(Debug, Clone, Copy)]
struct Timeline {
    slot: Option<u32>,
    initial: u64,
}

static FENCES: Mutex<Option<HashMap<u64, Fence>>> = Mutex::new(None);
static TIMELINES: Mutex<Option<HashMap<u64, Timeline>>> = Mutex::new(None);
/// The last serial a submission took.
static SERIAL: AtomicU64 = AtomicU64::new(0);

fn fences() -> MutexGuard<'static, Option<HashMap<u64, Fence>>> {
    FENCES.lock().unwrap_or_else(|e| e.into_inner())
}

fn timelines() -> MutexGuard<'static, Option<HashMap<u64, Timeline>>> {
    TIMELINES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether chain `next` holds a structure of type `ty`.
///
/// # Safety
/// `next` is null or a valid chain.
unsafe fn chain_has(mut next: *const std::ffi::c_void, ty: vk::StructureType) -> bool {
    while !next.is_null() {
        // SAFETY: caller: chain structures start as `VkBaseInStructure`.
        let b = unsafe { &*next.cast::<vk::BaseInStructure>() };
        if b.s_type == ty {
            return true;
        }
        next = b.p_next.cast();
    }
    false
}

/// The `VkSemaphoreTypeCreateInfo` of chain `next`.
///
/// # Safety
/// As [`chain_has`].
unsafe fn semaphore_type(
    mut next: *const std::ffi::c_void,
) -> Option<vk::SemaphoreTypeCreateInfo<'static>> {
    while !next.is_null() {
        // SAFETY: as in `chain_has`.
        let b = unsafe { &*next.cast::<vk::BaseInStructure>() };
        if b.s_type == vk::StructureType::SEMAPHORE_TYPE_CREATE_INFO {
            // SAFETY: the type says what it is.
            return Some(unsafe { next.cast::<vk::SemaphoreTypeCreateInfo>().read() });
        }
        next = b.p_next.cast();
    }
    None
}

/// The wire id of dispatchable handle `raw` (a queue or device of this ICD).
///
/// # Safety
/// `raw` is a dispatchable handle made by this ICD.
pub(crate) unsafe fn dispatch_id(raw: u64) -> u64 {
    // SAFETY: caller.
    unsafe { (*(raw as *const crate::handles::Dispatch)).id }
}

/// Sends a [`relay::WATCH`]; a failure marks the connection lost (as any call's would).
fn post_watch(words: [u64; 5]) {
    let _ = crate::call::private_post(relay::WATCH, &words);
}

/// What a successful call `cid` (arguments at `a`) changes here.
///
/// # Safety
/// `a` is the valid argument structure of `cid`, as the application passed it.
pub(crate) unsafe fn after(cid: u32, a: *const u8) {
    use vk_wire::id;
    // SAFETY: (each arm) the id says what `a` is; caller: its pointers are valid.
    unsafe {
        match cid {
            id::CREATE_FENCE => {
                let c = &*a.cast::<args::CreateFence>();
                let info = &*c.p_create_info;
                let exported = chain_has(info.p_next, vk::StructureType::EXPORT_FENCE_CREATE_INFO);
                let slot = if exported {
                    None
                } else {
                    fed().and_then(|_| take_slot())
                };
                let f = Fence {
                    slot,
                    expected: 0,
                    signaled: info.flags.contains(vk::FenceCreateFlags::SIGNALED),
                };
                fences()
                    .get_or_insert_with(HashMap::new)
                    .insert(c.p_fence.read().as_raw(), f);
            }
            id::DESTROY_FENCE => {
                let f = (*a.cast::<args::DestroyFence>()).fence.as_raw();
                if let Some(Fence { slot: Some(s), .. }) =
                    fences().as_mut().and_then(|m| m.remove(&f))
                {
                    give_slot(s);
                }
            }
            id::RESET_FENCES => {
                let r = &*a.cast::<args::ResetFences>();
                let mut g = fences();
                if let (Some(m), false) = (g.as_mut(), r.p_fences.is_null()) {
                    for i in 0..r.fence_count as usize {
                        if let Some(f) = m.get_mut(&r.p_fences.add(i).read().as_raw()) {
                            f.expected = 0;
                            f.signaled = false;
                        }
                    }
                }
            }
            id::QUEUE_SUBMIT => {
                let s = &*a.cast::<args::QueueSubmit>();
                submitted(s.queue, s.fence);
            }
            id::QUEUE_SUBMIT2 => {
                let s = &*a.cast::<args::QueueSubmit2>();
                submitted(s.queue, s.fence);
            }
            id::QUEUE_BIND_SPARSE => not_fed((*a.cast::<args::QueueBindSparse>()).fence.as_raw()),
            id::CREATE_SEMAPHORE => {
                let c = &*a.cast::<args::CreateSemaphore>();
                let info = &*c.p_create_info;
                let Some(t) = semaphore_type(info.p_next) else {
                    return;
                };
                if t.semaphore_type != vk::SemaphoreType::TIMELINE {
                    return;
                }
                let sem = c.p_semaphore.read().as_raw();
                let exported =
                    chain_has(info.p_next, vk::StructureType::EXPORT_SEMAPHORE_CREATE_INFO);
                let slot = if exported {
                    None
                } else {
                    fed().and_then(|_| take_slot())
                };
                timelines().get_or_insert_with(HashMap::new).insert(
                    sem,
                    Timeline {
                        slot,
                        initial: t.initial_value,
                    },
                );
                if let Some(s) = slot {
                    let device = dispatch_id(c.device.as_raw());
                    post_watch([
                        relay::WATCH_TIMELINE,
                        device,
                        sem,
                        u64::from(s),
                        t.initial_value,
                    ]);
                }
            }
            id::DESTROY_SEMAPHORE => {
                let s = (*a.cast::<args::DestroySemaphore>()).semaphore.as_raw();
                if let Some(Timeline { slot: Some(i), .. }) =
                    timelines().as_mut().and_then(|m| m.remove(&s))
                {
                    give_slot(i);
                }
            }
            _ => {}
        }
    }
}

/// `fence` is signalled by a submission this ICD does not see (the acquire or the present
/// fence of a swapchain the renderer owns): its status and waits go to the renderer from now
/// on.
pub(crate) fn signalled_elsewhere(fence: vk::Fence) {
    not_fed(fence.as_raw());
}

fn not_fed(raw: u64) {
    if raw == 0 {
        return;
    }
    if let Some(f) = fences().as_mut().and_then(|m| m.get_mut(&raw)) {
        f.slot = None;
    }
}

/// A submission on `queue` carrying `fence` was sent.
///
/// # Safety
/// `queue` is a queue of this ICD.
unsafe fn submitted(queue: vk::Queue, fence: vk::Fence) {
    if fence == vk::Fence::null() {
        return;
    }
    let raw = fence.as_raw();
    let serial = SERIAL.fetch_add(1, Ordering::Relaxed) + 1;
    let slot = {
        let mut g = fences();
        let Some(f) = g.as_mut().and_then(|m| m.get_mut(&raw)) else {
            return;
        };
        f.signaled = false;
        f.expected = serial;
        f.slot
    };
    if let Some(s) = slot {
        // SAFETY: caller.
        let q = unsafe { dispatch_id(queue.as_raw()) };
        post_watch([relay::WATCH_FENCE, q, raw, u64::from(s), serial]);
    }
}

/// A fed fence as a wait sees it.
#[derive(Clone, Copy)]
struct FenceView {
    slot: u32,
    expected: u64,
    signaled: bool,
}

/// The outcome of a wait on the page.
enum Outcome {
    /// The wait's result.
    Done(vk::Result),
    /// Ask the renderer (`FLAG_NO_*` set meanwhile, or an object not fed).
    Fallback,
}

/// Waits on the page until `ready` says (`Some(true)`: done, `Some(false)` or `None`: not
/// yet) or `timeout` (nanoseconds) passes; `flag` is the `FLAG_NO_*` bit that sends the
/// wait back to the renderer.
fn wait(
    fed: &Fed,
    timeout: u64,
    flag: u32,
    expired: vk::Result,
    ready: impl Fn() -> bool,
) -> Outcome {
    if gone(fed) {
        return Outcome::Done(vk::Result::ERROR_DEVICE_LOST);
    }
    let check = || {
        let f = fed.page.flags();
        if f & FLAG_LOST != 0 {
            Some(Outcome::Done(vk::Result::ERROR_DEVICE_LOST))
        } else if f & flag != 0 {
            Some(Outcome::Fallback)
        } else if ready() {
            Some(Outcome::Done(vk::Result::SUCCESS))
        } else {
            None
        }
    };
    if timeout == 0 {
        return check().unwrap_or(Outcome::Done(expired));
    }
    let deadline = Instant::now().checked_add(Duration::from_nanos(timeout));
    match fed.page.wait(deadline, &fed.watch, check) {
        Ok(Some(o)) => o,
        Ok(None) => Outcome::Done(vk::Result::TIMEOUT),
        Err(e) => Outcome::Done(crate::streams::lost(&e).result()),
    }
}

/// Whether fence `v`'s newest submission completed (its slot holds the serial).
fn fence_done(page: &Page, raw: u64, v: &FenceView) -> bool {
    v.signaled || (v.expected > 0 && page.read(v.slot, raw).is_some_and(|s| s >= v.expected))
}

/// The fed fences' views, `None` if one of them is not fed.
fn fence_views(list: &[vk::Fence]) -> Option<Vec<(u64, FenceView)>> {
    let g = fences();
    let m = g.as_ref()?;
    list.iter()
        .map(|f| {
            let s = m.get(&f.as_raw())?;
            Some((
                f.as_raw(),
                FenceView {
                    slot: s.slot?,
                    expected: s.expected,
                    signaled: s.signaled,
                },
            ))
        })
        .collect()
}

/// `vkWaitForFences` from the page; `None`: ask the renderer.
pub(crate) fn wait_for_fences(list: &[vk::Fence], all: bool, timeout: u64) -> Option<vk::Result> {
    let fed = fed_now()?;
    if fed.page.flags() & FLAG_NO_FENCES != 0 {
        return None;
    }
    let views = fence_views(list)?;
    let ready = || {
        let mut done = views.iter().map(|(raw, v)| fence_done(&fed.page, *raw, v));
        if all {
            done.all(|d| d)
        } else {
            done.any(|d| d)
        }
    };
    match wait(fed, timeout, FLAG_NO_FENCES, vk::Result::TIMEOUT, ready) {
        Outcome::Done(r) => Some(r),
        Outcome::Fallback => None,
    }
}

/// `vkGetFenceStatus` from the page; `None`: ask the renderer.
pub(crate) fn fence_status(fence: vk::Fence) -> Option<vk::Result> {
    let fed = fed_now()?;
    if fed.page.flags() & FLAG_NO_FENCES != 0 {
        return None;
    }
    let (raw, v) = fence_views(&[fence])?.pop()?;
    match wait(fed, 0, FLAG_NO_FENCES, vk::Result::NOT_READY, || {
        fence_done(&fed.page, raw, &v)
    }) {
        Outcome::Done(r) => Some(r),
        Outcome::Fallback => None,
    }
}

/// Whether the page shows `fence`'s newest submission complete, with no wait and no message
/// (false where it cannot tell: no page, a fence not fed, nothing submitted). A proof of
/// completion for [`crate::events`].
pub(crate) fn fence_reached(fence: u64) -> bool {
    let Some(fed) = fed_now() else { return false };
    if fed.page.flags() & FLAG_NO_FENCES != 0 {
        return false;
    }
    let view = fences().as_ref().and_then(|m| m.get(&fence).copied());
    match view {
        Some(Fence {
            slot: Some(slot),
            expected,
            ..
        }) if expected > 0 => fed.page.read(slot, fence).is_some_and(|s| s >= expected),
        _ => false,
    }
}

/// Whether the page shows timeline semaphore `sem` at `value` or above, with no wait and no
/// message (false where it cannot tell). A proof of completion for [`crate::events`].
pub(crate) fn timeline_reached(sem: u64, value: u64) -> bool {
    let Some(fed) = fed_now() else { return false };
    if fed.page.flags() & FLAG_NO_TIMELINES != 0 {
        return false;
    }
    let view = timelines()
        .as_ref()
        .and_then(|m| m.get(&sem).copied())
        .and_then(|t| Some((sem, t.slot?, t.initial)));
    view.is_some_and(|t| counter(&fed.page, t) >= value)
}

/// A fed timeline semaphore: its slot, initial value.
fn timeline_views(list: &[vk::Semaphore]) -> Option<Vec<(u64, u32, u64)>> {
    let g = timelines();
    let m = g.as_ref()?;
    list.iter()
        .map(|s| {
            let t = m.get(&s.as_raw())?;
            Some((s.as_raw(), t.slot?, t.initial))
        })
        .collect()
}

fn counter(page: &Page, (raw, slot, initial): (u64, u32, u64)) -> u64 {
    page.read(slot, raw).unwrap_or(initial).max(initial)
}

/// `vkGetSemaphoreCounterValue` from the page; `None`: ask the renderer.
pub(crate) fn counter_value(sem: vk::Semaphore) -> Option<Result<u64, vk::Result>> {
    let fed = fed_now()?;
    if fed.page.flags() & FLAG_NO_TIMELINES != 0 {
        return None;
    }
    let t = timeline_views(&[sem])?.pop()?;
    if gone(fed) || fed.page.flags() & FLAG_LOST != 0 {
        return Some(Err(vk::Result::ERROR_DEVICE_LOST));
    }
    Some(Ok(counter(&fed.page, t)))
}

/// `vkWaitSemaphores` from the page; `None`: ask the renderer.
///
/// # Safety
/// `info` is a valid `VkSemaphoreWaitInfo`.
pub(crate) unsafe fn wait_semaphores(
    info: &vk::SemaphoreWaitInfo<'_>,
    timeout: u64,
) -> Option<vk::Result> {
    let fed = fed_now()?;
    if fed.page.flags() & FLAG_NO_TIMELINES != 0 {
        return None;
    }
    let n = info.semaphore_count as usize;
    if n == 0 || info.p_semaphores.is_null() || info.p_values.is_null() {
        return None;
    }
    // SAFETY: caller: `semaphore_count` semaphores and values.
    let (sems, values) = unsafe {
        (
            std::slice::from_raw_parts(info.p_semaphores, n),
            std::slice::from_raw_parts(info.p_values, n),
        )
    };
    let views = timeline_views(sems)?;
    let any = info.flags.contains(vk::SemaphoreWaitFlags::ANY);
    let ready = || {
        let mut reached = views
            .iter()
            .zip(values)
            .map(|(&t, &v)| counter(&fed.page, t) >= v);
        if any {
            reached.any(|r| r)
        } else {
            reached.all(|r| r)
        }
    };
    match wait(fed, timeout, FLAG_NO_TIMELINES, vk::Result::TIMEOUT, ready) {
        Outcome::Done(r) => Some(r),
        Outcome::Fallback => None,
    }
}
