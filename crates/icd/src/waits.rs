//! Host waits (`vkWaitForFences`, `vkWaitSemaphores`), written by hand rather than
//! generated.
//!
//! Each thread's call holds only its own stream (see [`crate::streams`]), so a wait blocks
//! nothing but its own thread: the request carries the application's whole timeout and the
//! renderer waits with its client lock released. (Until per-thread streams, the ICD asked
//! in 1 ms slices so one wait could not hold the process's only stream.) The renderer
//! itself waits in slices of its own, to notice a client that went away mid-wait.
//!
//! # Waking up before the reply
//!
//! A host wait's reply comes when GPU work ends, often hundreds of microseconds later, so the
//! waiting thread sleeps rather than spin on a core the driver's threads may need. Woken by
//! the reply, though, it pays a wake-up (the renderer's futex call, then the scheduler bringing
//! an idle core back: 5–10 µs on an H200 host, 20–30 µs on a small virtual machine) that a
//! native driver's waiter pays only once. Applications wait the same way frame after frame
//! (zink's one wait per frame, DXVK's per submission), so each thread remembers how long its
//! last [`HISTORY`] waits took ([`Pacer`]) and sleeps only until [`LEAD`] before the second
//! shortest of them, then polls for up to [`WINDOW`] before sleeping again. A reply that
//! comes earlier still wakes the thread at once; one that comes later costs the window's
//! polling and then the wake-up as before.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use ash::vk;
use shm_ring::{FrameHeader, Reader, WaitConfig};
use vk_wire::args;

/// Host waits a thread remembers to predict its next one.
pub const HISTORY: usize = 8;
/// How long before the predicted reply a wait stops sleeping.
pub const LEAD: Duration = Duration::from_micros(20);
/// How long it then polls before sleeping until the reply.
pub const WINDOW: Duration = Duration::from_micros(60);
/// Waits predicted shorter than this are not worth a timed sleep (the reply wakes the thread).
const SHORTEST: Duration = Duration::from_micros(50);

/// The durations (µs) of one thread's last host waits.
#[derive(Debug, Default)]
pub struct Pacer {
    recent: [u32; HISTORY],
    len: usize,
    next: usize,
}

impl Pacer {
    /// Remembers a wait that took `d`.
    pub fn push(&mut self, d: Duration) {
        self.recent[self.next] = u32::try_from(d.as_micros()).unwrap_or(u32::MAX);
        self.next = (self.next + 1) % HISTORY;
        self.len = (self.len + 1).min(HISTORY);
    }

    /// How long to sleep before polling for the next reply: [`LEAD`] before the second
    /// shortest remembered wait (one fast outlier does not move it), once [`HISTORY`] waits are
    /// known and that is worth a timed sleep.
    pub fn sleep_first(&self) -> Option<Duration> {
        if self.len < HISTORY {
            return None;
        }
        let mut v = self.recent;
        v.sort_unstable();
        let expect = Duration::from_micros(u64::from(v[1]));
        (expect >= SHORTEST).then(|| expect - LEAD)
    }
}

thread_local! {
    static PACER: RefCell<Pacer> = RefCell::new(Pacer::default());
}

/// The calling thread's timer slack set to 1 ns until dropped, so a timed sleep of
/// [`Pacer::sleep_first`] ends on time rather than up to 50 µs late (Linux's default slack).
struct FineTimer(libc::c_ulong);

impl FineTimer {
    fn new() -> Option<FineTimer> {
        // SAFETY: PR_GET_TIMERSLACK takes no pointer; it returns the slack in ns or -1.
        let old = unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) };
        // SAFETY: PR_SET_TIMERSLACK takes a number of ns (1: the finest; 0 would mean the
        // default).
        (old > 0 && unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, 1 as libc::c_ulong) } == 0)
            .then_some(FineTimer(old as libc::c_ulong))
    }
}

impl Drop for FineTimer {
    fn drop(&mut self) {
        // SAFETY: as in `new`; the application's own slack is restored.
        unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, self.0) };
    }
}

/// Receives the reply to a host wait into `payload` (see the module documentation).
pub(crate) fn recv_reply(
    reader: &mut Reader,
    max: usize,
    payload: &mut Vec<u8>,
) -> shm_ring::Result<FrameHeader> {
    let normal = reader.wait_config();
    let start = Instant::now();
    let early = PACER.with(|p| p.borrow().sleep_first());
    reader.set_wait(WaitConfig {
        spin: Duration::ZERO,
        ..normal
    });
    let got = (|| {
        if let Some(d) = early {
            let _fine = FineTimer::new();
            if reader.wait_timeout(1, d)?.is_none() {
                reader.set_wait(WaitConfig {
                    spin: WINDOW,
                    ..normal
                });
            }
        }
        reader.recv(max, payload)
    })();
    reader.set_wait(normal);
    if got.is_ok() {
        PACER.with(|p| p.borrow_mut().push(start.elapsed()));
    }
    got
}

/// `vkWaitForFences`.
///
/// # Safety
/// Vulkan's rules for `vkWaitForFences`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkWaitForFences(
    device: vk::Device,
    fence_count: u32,
    p_fences: *const vk::Fence,
    wait_all: vk::Bool32,
    timeout: u64,
) -> vk::Result {
    let a = args::WaitForFences {
        device,
        fence_count,
        p_fences,
        wait_all,
        timeout,
    };
    // SAFETY: the application's arguments.
    unsafe { crate::call::call_result(&a) }
}

/// `vkWaitSemaphores` (and `vkWaitSemaphoresKHR`).
///
/// # Safety
/// Vulkan's rules for `vkWaitSemaphores`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkWaitSemaphores(
    device: vk::Device,
    p_wait_info: *const vk::SemaphoreWaitInfo<'_>,
    timeout: u64,
) -> vk::Result {
    let a = args::WaitSemaphores {
        device,
        p_wait_info: p_wait_info.cast(),
        timeout,
    };
    // SAFETY: the application's arguments.
    unsafe { crate::call::call_result(&a) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pacer_predicts_from_the_second_shortest_wait() {
        let mut p = Pacer::default();
        for us in [200, 190, 210, 205, 195, 220] {
            p.push(Duration::from_micros(us));
        }
        assert_eq!(p.sleep_first(), None, "too few waits known");
        p.push(Duration::from_micros(120));
        p.push(Duration::from_micros(230));
        // Shortest 120 (an outlier), second shortest 190: sleep until 20 µs before it.
        assert_eq!(p.sleep_first(), Some(Duration::from_micros(170)));
        // The oldest waits drop out.
        for _ in 0..HISTORY {
            p.push(Duration::from_micros(400));
        }
        assert_eq!(p.sleep_first(), Some(Duration::from_micros(380)));
    }

    #[test]
    fn short_waits_are_not_paced() {
        let mut p = Pacer::default();
        for _ in 0..HISTORY {
            p.push(Duration::from_micros(30));
        }
        assert_eq!(p.sleep_first(), None);
    }
}
