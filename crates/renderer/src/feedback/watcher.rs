//! The watcher threads of [`super`]: one per device and kind, each holding the pending fences
//! or timeline semaphores of its device and publishing them once the driver completes them;
//! the check a submitting stream makes first; the spawner thread that starts watchers at the
//! renderer's priority.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::Ordering::SeqCst;
use std::sync::atomic::{AtomicU32, AtomicU64};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock, mpsc};
use std::thread::JoinHandle;

use ash::vk::{self, Handle};
use shm_ring::feedback::{FLAG_LOST, Page};

use super::{Fns, Hook, Signal};
use crate::session::WAIT_SLICE;

/// One pending object of a watcher.
#[derive(Debug, Clone, Copy)]
pub(super) struct Entry {
    pub(super) slot: u32,
    /// The client's id of the object (the slot's tag).
    pub(super) tag: u64,
    /// Fence: the serial its signal completes. Semaphore: the highest value a submission
    /// seen so far signals.
    pub(super) value: u64,
}

/// A pending object in the watcher's state.
#[derive(Debug, Clone)]
struct Pending {
    e: Entry,
    /// The values still to reach, each with the number of the submission that signals it (the
    /// session's count of submissions, see [`Watcher::watch`]), in submission order: on one
    /// queue, the target with the lowest number is reached first. A fence has one.
    targets: VecDeque<(u64, u64)>,
}

impl Pending {
    /// The first target: (value, submission).
    fn first(&self) -> (u64, u64) {
        self.targets.front().copied().unwrap_or((self.e.value, 0))
    }

    /// The object reached `v`: the targets up to it are done.
    fn reached(&mut self, v: u64) {
        while self.targets.front().is_some_and(|&(t, _)| t <= v) {
            self.targets.pop_front();
        }
    }
}

#[derive(Debug, Default)]
struct State {
    /// Driver handle → what completes it.
    pending: HashMap<u64, Pending>,
    /// The handles of the driver wait in progress (empty when none).
    waiting: Vec<u64>,
    stop: bool,
}

/// How the fences and timeline semaphores a session's watchers held were completed (each
/// object once per submission that completed it), for the client's stats.
#[derive(Debug, Default)]
pub(super) struct Counts {
    /// Published by the submitting stream's thread: the driver had completed the submission
    /// when `vkQueueSubmit` returned ([`Watcher::watch`]).
    pub(super) at_submission: std::sync::atomic::AtomicU64,
    /// Published by a watcher thread after a wait on the driver, or when a queue or device
    /// wait of the client settled it.
    pub(super) by_watcher: std::sync::atomic::AtomicU64,
    /// Published by a stream thread in the idle class that polled the driver after its
    /// submission's message ([`super::poll`]).
    pub(super) polled: std::sync::atomic::AtomicU64,
}

impl Counts {
    pub(super) fn add(n: &std::sync::atomic::AtomicU64) {
        n.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

pub(super) struct Shared {
    pub(super) counts: Arc<Counts>,
    state: Mutex<State>,
    /// Signalled when entries are added, a driver wait ends, or the watcher is to stop.
    changed: Condvar,
    /// Bumped after a semaphore leaves the pending set before its destroy, and when the
    /// watcher stops: pollers' copies of older generations are dropped ([`super::poll`]).
    pub(super) generation: AtomicU64,
    /// Pollers inside a driver call ([`super::poll`]).
    pub(super) polling: AtomicU32,
}

impl Shared {
    /// A watcher's shared part with no thread, for tests of its pollers.
    #[cfg(test)]
    pub(super) fn for_test() -> Arc<Shared> {
        Arc::new(Shared {
            counts: Arc::default(),
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
            generation: AtomicU64::new(0),
            polling: AtomicU32::new(0),
        })
    }

    /// Bumps the generation, then waits until no poller is inside a driver call: after it, no
    /// poller touches an object that left the pending set before, or the device after a stop.
    pub(super) fn fence_pollers(&self) {
        self.generation.fetch_add(1, SeqCst);
        while self.polling.load(SeqCst) != 0 {
            std::thread::sleep(std::time::Duration::from_micros(20));
        }
    }
}

fn locked(m: &Mutex<State>) -> MutexGuard<'_, State> {
    // Every change to the state is complete or not made.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A thread that watches one device's fences or timeline semaphores (see the module
/// documentation).
pub(crate) struct Watcher {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
    /// The watched device, its functions and the page (as the thread has them).
    device: vk::Device,
    fns: Fns,
    page: Arc<Page>,
    hook: Option<Hook>,
}

/// How long one driver wait of a watcher of one queue may last ([`Watcher::start`]): it
/// bounds how long a stop, or a reset or destroy of the object waited for (invalid while the
/// object is pending), can wait for an object that never completes.
const ORDERED_SLICE: std::time::Duration = std::time::Duration::from_millis(100);

impl std::fmt::Debug for Watcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watcher").finish_non_exhaustive()
    }
}

impl Watcher {
    /// Starts a watcher of `device` (a live driver device, alive until [`Watcher::stop`]).
    ///
    /// `ordered`: every object it will watch is signalled by submissions to one queue, numbered
    /// in the order they were made on it. Those complete in that order, so the watcher waits
    /// only for the first target still pending, with [`ORDERED_SLICE`]: nothing added
    /// meanwhile can complete before it. Otherwise it waits for any of its objects in
    /// [`WAIT_SLICE`]s, so that an object added meanwhile, which may complete first, is
    /// picked up at most a slice later.
    pub(super) fn start(
        device: u64,
        fns: Fns,
        page: Arc<Page>,
        hook: Option<Hook>,
        counts: Arc<Counts>,
        ordered: bool,
    ) -> std::io::Result<Watcher> {
        let shared = Arc::new(Shared {
            counts,
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
            generation: AtomicU64::new(0),
            polling: AtomicU32::new(0),
        });
        let s = Arc::clone(&shared);
        let name = match fns {
            Fns::Fences { .. } => "vkrelay-fences",
            Fns::Timelines { .. } => "vkrelay-timeline",
        };
        let device = vk::Device::from_raw(device);
        let p = Arc::clone(&page);
        let h = hook.clone();
        let thread = spawn(name, move || run(&s, device, fns, &p, h.as_ref(), ordered))?;
        Ok(Watcher {
            shared,
            thread: Some(thread),
            device,
            fns,
            page,
            hook,
        })
    }

    /// Checks every pending object now and publishes what completed (see
    /// [`Feedback::settle`]).
    pub(super) fn settle(&self) {
        let mut st = locked(&self.shared.state);
        publish_completed(
            &mut st,
            self.device,
            self.fns,
            &self.page,
            self.hook.as_ref(),
            &self.shared.counts,
        );
    }

    /// Adds (or raises) the pending entry of driver object `raw`, after the submission that
    /// completes it, number `since` of the session's submissions. Without capture it is checked
    /// once here first, on the submitting thread: where the driver ran the submission before
    /// it returned (lavapipe does), the value is published from here (its readers woken once
    /// the stream's message is done) and the watcher thread is not woken, which saves the
    /// client's waiting thread a wake-up of that thread on a busy machine.
    pub(super) fn watch(&self, raw: u64, e: Entry, since: u64) {
        let mut st = locked(&self.shared.state);
        let v = st.pending.entry(raw).or_insert(Pending {
            e,
            targets: VecDeque::new(),
        });
        v.e.value = v.e.value.max(e.value);
        v.e.slot = e.slot;
        v.e.tag = e.tag;
        v.targets.push_back((e.value, since));
        let e = v.e;
        // Under capture the watcher thread publishes, as before: the capture notes a
        // submission's device writes after the submission returned, and must hear of its end
        // only after that (`Hook`).
        let now = if self.hook.is_some() {
            Published::Keep(None)
        } else {
            let publish = |v| self.publish_after_message(&e, v);
            // SAFETY: a pending object is live (see `publish_one`); the lock is held.
            unsafe { publish_one(raw, &e, self.device, self.fns, publish) }
        };
        match now {
            Published::Keep(reached) => {
                if let (Some(v), Some(p)) = (reached, st.pending.get_mut(&raw)) {
                    p.reached(v);
                }
                if let (None, Fns::Timelines { value, .. }) = (&self.hook, self.fns) {
                    super::poll::note(&self.shared, self.device, value, &self.page, raw, e);
                }
            }
            Published::Done => {
                st.pending.remove(&raw);
                Counts::add(&self.shared.counts.at_submission);
                return;
            }
            Published::Lost => {
                lose(&mut st, &self.page);
                return;
            }
        }
        drop(st);
        self.shared.changed.notify_all();
    }

    /// Publishes `v` for `e` without waking readers: the stream thread that runs this wakes
    /// them once its message is done ([`wake_deferred`]), so that the client's woken thread
    /// does not find the session locked by a stream thread that runs at a lowered priority.
    /// A value already there (a semaphore not past what was published) wakes no one.
    fn publish_after_message(&self, e: &Entry, v: u64) {
        if !self.page.publish_quiet(e.slot, e.tag, v) {
            return;
        }
        DEFERRED.with(|d| {
            let mut d = d.borrow_mut();
            if !d.iter().any(|p| Arc::ptr_eq(p, &self.page)) {
                d.push(Arc::clone(&self.page));
            }
        });
    }

    /// Takes driver object `raw` out of the watcher, once no driver wait names it.
    pub(super) fn forget(&self, raw: u64) {
        let mut st = locked(&self.shared.state);
        st.pending.remove(&raw);
        while st.waiting.contains(&raw) {
            st = self
                .shared
                .changed
                .wait(st)
                .unwrap_or_else(|e| e.into_inner());
        }
        drop(st);
        // A stream thread may still hold a copy of the semaphore, pending or published since
        // ([`super::poll`]); fences are not polled.
        if matches!(self.fns, Fns::Timelines { .. }) {
            self.shared.fence_pollers();
        }
    }

    /// Stops the thread and waits for it (before the device is destroyed).
    pub(super) fn stop(&mut self) {
        locked(&self.shared.state).stop = true;
        self.shared.fence_pollers();
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        self.stop();
    }
}

thread_local! {
    /// The pages this thread published into without waking their readers
    /// ([`Watcher::watch`]).
    static DEFERRED: std::cell::RefCell<Vec<Arc<Page>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Wakes the readers of the pages this thread published into during its last message (a
/// stream thread calls it after each message, with no lock held).
pub(crate) fn wake_deferred() {
    DEFERRED.with(|d| {
        for page in d.borrow_mut().drain(..) {
            page.wake_readers();
        }
    });
}

/// What a check of one pending object found.
enum Check {
    Pending,
    /// Completed with this value (fence: its serial; semaphore: the counter).
    Done(u64),
    /// Reached a value below the target (semaphores): publish it, keep waiting.
    Partial(u64),
    Lost,
}

/// Checks one pending object on the driver.
///
/// # Safety
/// `raw` is a live object of `device` of the kind of `fns`.
unsafe fn check(device: vk::Device, fns: Fns, raw: u64, e: &Entry) -> Check {
    match fns {
        Fns::Fences { status, .. } => {
            // SAFETY: caller.
            match unsafe { status(device, vk::Fence::from_raw(raw)) } {
                vk::Result::SUCCESS => Check::Done(e.value),
                vk::Result::NOT_READY => Check::Pending,
                _ => Check::Lost,
            }
        }
        Fns::Timelines { value, .. } => {
            let mut v = 0;
            // SAFETY: caller; `v` is a valid out-pointer.
            match unsafe { value(device, vk::Semaphore::from_raw(raw), &mut v) } {
                vk::Result::SUCCESS if v >= e.value => Check::Done(v),
                vk::Result::SUCCESS => Check::Partial(v),
                _ => Check::Lost,
            }
        }
    }
}

/// Waits on the driver for any of `handles` (values: the semaphores' targets) for at most
/// `slice`; whether the device is lost.
///
/// # Safety
/// The handles are live objects of `device` of the kind of `fns`, not reset or destroyed
/// during the call (see [`Watcher::forget`]).
unsafe fn wait_any(
    device: vk::Device,
    fns: Fns,
    handles: &[u64],
    values: &[u64],
    slice: std::time::Duration,
) -> bool {
    let timeout = slice.as_nanos() as u64;
    let r = match fns {
        Fns::Fences { wait, .. } => {
            let fences: Vec<vk::Fence> = handles.iter().map(|&h| vk::Fence::from_raw(h)).collect();
            // SAFETY: caller.
            unsafe {
                wait(
                    device,
                    fences.len() as u32,
                    fences.as_ptr(),
                    vk::FALSE,
                    timeout,
                )
            }
        }
        Fns::Timelines { wait, .. } => {
            let sems: Vec<vk::Semaphore> = handles
                .iter()
                .map(|&h| vk::Semaphore::from_raw(h))
                .collect();
            let info = vk::SemaphoreWaitInfo::default()
                .flags(vk::SemaphoreWaitFlags::ANY)
                .semaphores(&sems)
                .values(values);
            // SAFETY: caller; `info` points to arrays alive across the call.
            unsafe { wait(device, &info, timeout) }
        }
    };
    r == vk::Result::ERROR_DEVICE_LOST
}

/// What [`publish_one`] did with a pending object.
enum Published {
    /// It is still pending, perhaps having reached a lower value (published).
    Keep(Option<u64>),
    /// It completed and was published.
    Done,
    /// The driver reports the device lost.
    Lost,
}

/// Checks one pending object on the driver and hands what it reached (the fence's serial,
/// the semaphore's counter) to `publish`.
///
/// # Safety
/// `raw` is a live object of `device` of the kind of `fns`: reset and destroy take it out of
/// the pending set first, under the state's lock, which the caller holds.
unsafe fn publish_one(
    raw: u64,
    e: &Entry,
    device: vk::Device,
    fns: Fns,
    publish: impl FnOnce(u64),
) -> Published {
    // SAFETY: caller.
    match unsafe { check(device, fns, raw, e) } {
        Check::Pending => Published::Keep(None),
        Check::Done(v) => {
            publish(v);
            Published::Done
        }
        Check::Partial(v) => {
            publish(v);
            Published::Keep(Some(v))
        }
        Check::Lost => Published::Lost,
    }
}

/// The device is lost: the page says so and nothing stays pending.
fn lose(st: &mut State, page: &Page) {
    tracing::warn!("a watched fence or semaphore reports the device lost");
    page.set_flag(FLAG_LOST);
    st.pending.clear();
}

/// Checks each pending object on the driver, publishes what completed and drops it; a lost
/// device sets the page's `FLAG_LOST` and drops everything. Called with the state's lock
/// held (`st`), by the watcher thread and by [`Watcher::settle`]. `hook` hears of each
/// publication first.
fn publish_completed(
    st: &mut State,
    device: vk::Device,
    fns: Fns,
    page: &Page,
    hook: Option<&Hook>,
    counts: &Counts,
) {
    let mut lost = false;
    st.pending.retain(|&raw, p| {
        let e = p.e;
        // Whether this publication changed the slot (a stream thread's poll may have
        // published the value first, `super::poll`).
        let mut changed = false;
        let publish = |v| {
            if let Some(h) = hook {
                h(match fns {
                    Fns::Fences { .. } => Signal::Fence(raw),
                    Fns::Timelines { .. } => Signal::Timeline,
                });
            }
            changed = page.publish_quiet(e.slot, e.tag, v);
            if changed {
                page.wake_readers();
            }
        };
        // SAFETY: a pending object is live: reset and destroy take it out first (under the
        // state's lock, which the caller holds).
        match unsafe { publish_one(raw, &e, device, fns, publish) } {
            Published::Keep(reached) => {
                if let Some(v) = reached {
                    p.reached(v);
                }
                true
            }
            Published::Done => {
                if changed {
                    Counts::add(&counts.by_watcher);
                }
                false
            }
            Published::Lost => {
                lost = true;
                false
            }
        }
    });
    if lost {
        lose(st, page);
    }
}

/// The driver handles and values the watcher waits for next: every pending object (for its
/// highest value), or with `one_at_a_time` only the first target of the submission made first
/// ([`spun`], [`Watcher::start`]'s `ordered`).
fn to_wait(pending: &HashMap<u64, Pending>, one_at_a_time: bool) -> (Vec<u64>, Vec<u64>) {
    if one_at_a_time && let Some((&h, p)) = pending.iter().min_by_key(|(_, p)| p.first().1) {
        return (vec![h], vec![p.first().0]);
    }
    pending.iter().map(|(&h, p)| (h, p.e.value)).unzip()
}

/// Whether a driver wait on several objects that lasted `wall` and took `cpu` of this
/// thread's time polled instead of sleeping. Mesa's common code has no wait for any of
/// several objects of a type that cannot wait on many at once (lavapipe's fences and
/// emulated timeline semaphores): it checks them in a loop for the whole wait, a CPU spent
/// for as long as the objects stay pending. A sleeping wait takes a few microseconds of CPU
/// however long it lasts; a polling one takes all the CPU the scheduler gives it, an eighth
/// of the time even beside busy loops on every core.
fn spun(wall: std::time::Duration, cpu: std::time::Duration) -> bool {
    cpu >= std::time::Duration::from_micros(200) && cpu * 8 >= wall
}

/// The CPU time this thread has used.
fn thread_cpu() -> std::time::Duration {
    use nix::time::{ClockId, clock_gettime};
    clock_gettime(ClockId::CLOCK_THREAD_CPUTIME_ID)
        .map(|t| std::time::Duration::new(t.tv_sec() as u64, t.tv_nsec() as u32))
        .unwrap_or_default()
}

/// The watcher thread.
///
/// A watcher of one queue (`ordered`) waits for the first target still pending, in
/// [`ORDERED_SLICE`]s. Any other waits for any of its pending objects at once until one such
/// wait is seen to poll ([`spun`]); from then on, with several pending, it waits for the one
/// submitted first and checks the others each time that wait ends, which is at most a
/// [`WAIT_SLICE`] later.
fn run(
    shared: &Shared,
    device: vk::Device,
    fns: Fns,
    page: &Page,
    hook: Option<&Hook>,
    ordered: bool,
) {
    crate::starve::short_slice();
    let mut one_at_a_time = ordered;
    let slice = if ordered { ORDERED_SLICE } else { WAIT_SLICE };
    let mut st = locked(&shared.state);
    loop {
        if st.stop {
            return;
        }
        if st.pending.is_empty() {
            st = shared.changed.wait(st).unwrap_or_else(|e| e.into_inner());
            continue;
        }
        publish_completed(&mut st, device, fns, page, hook, &shared.counts);
        if st.pending.is_empty() {
            continue;
        }
        let (handles, values) = to_wait(&st.pending, one_at_a_time);
        st.waiting.clone_from(&handles);
        drop(st);
        // Only a wait on several objects is timed ([`spun`]).
        let before = (handles.len() > 1).then(|| (std::time::Instant::now(), thread_cpu()));
        // SAFETY: the handles were pending under the lock; `forget` waits for `waiting` to
        // be cleared before a reset or destroy goes ahead.
        let lost = unsafe { wait_any(device, fns, &handles, &values, slice) };
        if let Some((wall, cpu)) = before
            && spun(wall.elapsed(), thread_cpu().saturating_sub(cpu))
        {
            one_at_a_time = true;
            tracing::info!(
                "the driver polls a wait for any of several {}: this device's watcher now waits for one at a time",
                match fns {
                    Fns::Fences { .. } => "fences",
                    Fns::Timelines { .. } => "timeline semaphores",
                }
            );
        }
        st = locked(&shared.state);
        st.waiting.clear();
        shared.changed.notify_all();
        if lost {
            tracing::warn!("a wait on watched fences or semaphores reports the device lost");
            page.set_flag(FLAG_LOST);
            st.pending.clear();
        }
    }
}

/// A job for the spawner thread: starts a thread and sends back its handle.
type Job = Box<dyn FnOnce() + Send>;

/// The spawner thread's queue (`None`: it could not start; threads then start where asked).
static SPAWNER: OnceLock<Option<mpsc::Sender<Job>>> = OnceLock::new();

/// Starts the process's spawner thread, once, at the calling thread's priority; called when a
/// session is made (on a connection's thread, before any stream lowers its priority, see
/// `client::lower_priority`).
///
/// Why: a thread inherits the nice value and scheduling class of the thread that starts it.
/// Watchers start at a client's first submission, often on a stream thread that runs at
/// nice 19 or in the idle class by then; a watcher started there got almost no CPU beside
/// busy driver threads, and the client's fence waits, answered only by it, timed out. The
/// spawner starts every watcher at the renderer's priority instead.
pub(crate) fn start_spawner() {
    SPAWNER.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("vkrelay-spawner".into())
            .spawn(move || {
                for job in rx {
                    job();
                }
            })
            .map_err(|e| tracing::warn!("cannot start the spawner thread: {e}"))
            .ok()
            .map(|_| tx)
    });
}

/// Starts thread `name` running `f` from the spawner thread (at the renderer's priority),
/// or from this one if there is no spawner.
fn spawn(name: &str, f: impl FnOnce() + Send + 'static) -> std::io::Result<JoinHandle<()>> {
    let builder = std::thread::Builder::new().name(name.into());
    let Some(Some(queue)) = SPAWNER.get() else {
        return builder.spawn(f);
    };
    let (tx, rx) = mpsc::channel();
    let job: Job = Box::new(move || {
        let _ = tx.send(builder.spawn(f));
    });
    queue
        .send(job)
        .map_err(|_| std::io::Error::other("the spawner thread has ended"))?;
    rx.recv()
        .map_err(|_| std::io::Error::other("the spawner thread has ended"))?
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The calling thread's nice value.
    fn nice() -> i32 {
        // SAFETY: a plain system call on this thread.
        unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
    }

    fn pending(since: u64, value: u64) -> Pending {
        Pending {
            e: Entry {
                slot: 0,
                tag: 0,
                value,
            },
            targets: [(value, since)].into(),
        }
    }

    #[test]
    fn one_at_a_time_the_watcher_waits_for_the_object_submitted_first() {
        let p: HashMap<u64, Pending> = [
            (7, pending(5, 70)),
            (8, pending(2, 80)),
            (9, pending(9, 90)),
        ]
        .into_iter()
        .collect();
        assert_eq!(to_wait(&p, true), (vec![8], vec![80]));
        let (mut all, _) = to_wait(&p, false);
        all.sort_unstable();
        assert_eq!(all, [7, 8, 9]);
        assert_eq!(to_wait(&HashMap::new(), true), (vec![], vec![]));
    }

    #[test]
    fn a_semaphore_raised_again_is_waited_for_at_its_first_target_until_it_reaches_it() {
        // Semaphore 7 signalled to 70 by submission 2 and to 71 by submission 6; semaphore 8
        // to 80 by submission 4: on one queue 70 comes first, then 80, then 71.
        let mut s7 = pending(2, 70);
        s7.e.value = 71;
        s7.targets.push_back((71, 6));
        let mut p: HashMap<u64, Pending> = [(7, s7), (8, pending(4, 80))].into_iter().collect();
        assert_eq!(to_wait(&p, true), (vec![7], vec![70]));
        // Any wait is for the highest value.
        let (all, values) = to_wait(&p, false);
        let mut both: Vec<_> = all.into_iter().zip(values).collect();
        both.sort_unstable();
        assert_eq!(both, [(7, 71), (8, 80)]);
        p.get_mut(&7).unwrap().reached(70);
        assert_eq!(to_wait(&p, true), (vec![8], vec![80]));
        p.remove(&8);
        assert_eq!(to_wait(&p, true), (vec![7], vec![71]));
        // A value past several targets settles them all.
        let s = p.get_mut(&7).unwrap();
        s.targets.push_back((75, 9));
        s.reached(74);
        assert_eq!(s.targets, [(75, 9)]);
    }

    #[test]
    fn a_wait_spun_when_it_took_an_eighth_of_its_time_in_cpu() {
        let us = std::time::Duration::from_micros;
        // A sleeping wait: microseconds of CPU, however long it lasts.
        assert!(!spun(us(1000), us(15)));
        assert!(!spun(us(100_000), us(150)));
        // A polling wait, alone on a CPU or sharing it with busy loops.
        assert!(spun(us(1000), us(990)));
        assert!(spun(us(1000), us(300)));
        // Too short to tell.
        assert!(!spun(us(150), us(150)));
    }

    #[test]
    fn watchers_start_at_the_spawners_priority_not_the_callers() {
        let base = nice();
        assert!(base < 19, "the test runs at nice {base}: nothing to lower");
        start_spawner();
        let (child, caller) = std::thread::spawn(|| {
            // SAFETY: a plain system call on this thread, as a stream thread makes it.
            let r =
                unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19) };
            assert_eq!(r, 0, "setpriority: {}", std::io::Error::last_os_error());
            let (tx, rx) = mpsc::channel();
            spawn("nice-probe", move || tx.send(nice()).unwrap())
                .unwrap()
                .join()
                .unwrap();
            (rx.recv().unwrap(), nice())
        })
        .join()
        .unwrap();
        assert_eq!(caller, 19);
        assert_eq!(child, base, "the watcher inherited the caller's nice value");
    }
}
