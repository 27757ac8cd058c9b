//! Host waits (`vkWaitForFences`, `vkWaitSemaphores`) and status queries
//! (`vkGetFenceStatus`, `vkGetSemaphoreCounterValue`, `vkGetEventStatus`), written by hand
//! rather than generated: they are answered from the feedback page where the object is fed
//! ([`crate::feedback`]; events whose state the ICD knows, in the ICD: [`crate::events`]),
//! and go to the renderer otherwise, as described below.
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
//! last waits took (a [`shm_ring::pace::Pacer`]) and sleeps only until [`LEAD`] before the
//! second shortest of them, then polls for up to [`WINDOW`] before sleeping again. A reply that
//! comes earlier still wakes the thread at once; one that comes later costs the window's
//! polling and then the wake-up as before. Waits shorter than [`SHORTEST`] are not paced, nor
//! are a thread's waits while pacing keeps missing (their durations vary more than the window:
//! a loaded virtual machine), except for a probe now and then.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use ash::vk;
use shm_ring::pace::{FineTimer, Pacer};
use shm_ring::timeline::{self, Event};
use shm_ring::{FrameHeader, Reader, WaitConfig};
use vk_wire::args;

/// How long before the predicted reply a wait stops sleeping.
pub const LEAD: Duration = Duration::from_micros(20);
/// How long it then polls before sleeping until the reply.
pub const WINDOW: Duration = Duration::from_micros(60);
/// Waits predicted shorter than this are not worth a timed sleep (the reply wakes the thread).
pub const SHORTEST: Duration = Duration::from_micros(50);

thread_local! {
    static PACER: RefCell<Pacer> = RefCell::new(Pacer::new(LEAD, WINDOW, SHORTEST));
}

/// Receives the reply to a host wait into `payload` (see the module documentation).
pub(crate) fn recv_reply(
    reader: &mut Reader,
    max: usize,
    payload: &mut Vec<u8>,
) -> shm_ring::Result<FrameHeader> {
    let normal = reader.wait_config();
    let start = Instant::now();
    let early = PACER.with(|p| p.borrow_mut().sleep_first());
    reader.set_wait(WaitConfig {
        spin: Duration::ZERO,
        ..normal
    });
    let mut came_early = false;
    let got = (|| {
        if let Some(d) = early {
            let _fine = FineTimer::new();
            came_early = reader.wait_timeout(1, d)?.is_some();
            timeline::record(if came_early {
                Event::PacedEarly
            } else {
                Event::PacedPoll
            });
            if !came_early {
                reader.set_wait(WaitConfig {
                    spin: WINDOW,
                    ..normal
                });
            }
        }
        reader.recv(max, payload)
    })();
    timeline::record(Event::WaitReturn);
    reader.set_wait(normal);
    if got.is_ok() {
        PACER.with(|p| p.borrow_mut().record(start.elapsed(), early, came_early));
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
    if !p_fences.is_null() && fence_count > 0 {
        // SAFETY: the application's array of `fence_count` fences.
        let list = unsafe { std::slice::from_raw_parts(p_fences, fence_count as usize) };
        tracing::trace!(fences = ?list, timeout, "vkWaitForFences");
        if let Some(r) = crate::feedback::wait_for_fences(list, wait_all != vk::FALSE, timeout) {
            tracing::trace!(result = ?r, "vkWaitForFences answered from the feedback page");
            fences_signalled(list, wait_all, r);
            return r;
        }
    }
    let a = args::WaitForFences {
        device,
        fence_count,
        p_fences,
        wait_all,
        timeout,
    };
    // SAFETY: the application's arguments.
    let r = unsafe { crate::call::call_result(&a) };
    if !p_fences.is_null() && fence_count > 0 {
        // SAFETY: as above.
        let list = unsafe { std::slice::from_raw_parts(p_fences, fence_count as usize) };
        fences_signalled(list, wait_all, r);
    }
    r
}

/// A `vkWaitForFences` of `list` returned `r`: if that says every fence is signalled, their
/// submissions completed ([`crate::events`]).
fn fences_signalled(list: &[vk::Fence], wait_all: vk::Bool32, r: vk::Result) {
    if r == vk::Result::SUCCESS && (wait_all != vk::FALSE || list.len() == 1) {
        for &f in list {
            crate::events::fence_signalled(f);
        }
    }
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
    if !p_wait_info.is_null() {
        tracing::trace!(timeout, "vkWaitSemaphores");
        // SAFETY: the application's wait info, valid as Vulkan requires.
        if let Some(r) = unsafe { crate::feedback::wait_semaphores(&*p_wait_info, timeout) } {
            tracing::trace!(result = ?r, "vkWaitSemaphores answered from the feedback page");
            // SAFETY: as above.
            unsafe { semaphores_reached(&*p_wait_info, r) };
            return r;
        }
    }
    let a = args::WaitSemaphores {
        device,
        p_wait_info: p_wait_info.cast(),
        timeout,
    };
    // SAFETY: the application's arguments.
    let r = unsafe { crate::call::call_result(&a) };
    if !p_wait_info.is_null() {
        // SAFETY: as above.
        unsafe { semaphores_reached(&*p_wait_info, r) };
    }
    r
}

/// A `vkWaitSemaphores` of `info` returned `r`: if that says every semaphore reached its
/// value, the submissions that signal them completed ([`crate::events`]).
///
/// # Safety
/// `info` is a valid `VkSemaphoreWaitInfo`.
unsafe fn semaphores_reached(info: &vk::SemaphoreWaitInfo<'_>, r: vk::Result) {
    let n = info.semaphore_count as usize;
    let all = !info.flags.contains(vk::SemaphoreWaitFlags::ANY) || n == 1;
    if r != vk::Result::SUCCESS || !all || n == 0 {
        return;
    }
    if info.p_semaphores.is_null() || info.p_values.is_null() {
        return;
    }
    // SAFETY: caller: `semaphore_count` semaphores and values.
    let (sems, values) = unsafe {
        (
            std::slice::from_raw_parts(info.p_semaphores, n),
            std::slice::from_raw_parts(info.p_values, n),
        )
    };
    crate::events::timelines_reached(sems, values);
}

/// `vkGetFenceStatus`.
///
/// # Safety
/// Vulkan's rules for `vkGetFenceStatus`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetFenceStatus(device: vk::Device, fence: vk::Fence) -> vk::Result {
    if let Some(r) = crate::feedback::fence_status(fence) {
        tracing::trace!(?fence, result = ?r, "vkGetFenceStatus answered from the feedback page");
        fences_signalled(&[fence], vk::TRUE, r);
        return r;
    }
    let a = args::GetFenceStatus { device, fence };
    // SAFETY: the application's arguments.
    let r = unsafe { crate::call::call_result(&a) };
    fences_signalled(&[fence], vk::TRUE, r);
    r
}

/// `vkGetEventStatus`.
///
/// # Safety
/// Vulkan's rules for `vkGetEventStatus`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetEventStatus(device: vk::Device, event: vk::Event) -> vk::Result {
    let generation = match crate::events::status(event) {
        Ok(r) => {
            tracing::trace!(?event, result = ?r, "vkGetEventStatus answered in the ICD");
            return r;
        }
        Err(g) => g,
    };
    let a = args::GetEventStatus { device, event };
    // SAFETY: the application's arguments.
    let r = unsafe { crate::call::call_result(&a) };
    if let Some(g) = generation {
        crate::events::learned(event, g, r);
    }
    r
}

/// `vkGetSemaphoreCounterValue` (and `vkGetSemaphoreCounterValueKHR`).
///
/// # Safety
/// Vulkan's rules for `vkGetSemaphoreCounterValue`.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetSemaphoreCounterValue(
    device: vk::Device,
    semaphore: vk::Semaphore,
    p_value: *mut u64,
) -> vk::Result {
    if !p_value.is_null()
        && let Some(r) = crate::feedback::counter_value(semaphore)
    {
        return match r {
            Ok(v) => {
                // SAFETY: the application's output pointer, checked non-null.
                unsafe { p_value.write(v) };
                vk::Result::SUCCESS
            }
            Err(e) => e,
        };
    }
    let a = args::GetSemaphoreCounterValue {
        device,
        semaphore,
        p_value,
    };
    // SAFETY: the application's arguments.
    unsafe { crate::call::call_result(&a) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shm_ring::{Error, channel};

    const CAP: usize = 1 << 16;

    fn odd_config() -> WaitConfig {
        WaitConfig {
            spin: Duration::from_micros(7),
            liveness_slice: Duration::from_millis(3),
        }
    }

    #[test]
    fn queued_reply_is_received_and_wait_config_restored() {
        let (mut w, mut r) = channel(CAP, odd_config()).unwrap();
        w.send(42, 3, b"reply").unwrap();
        let mut got = Vec::new();
        let h = recv_reply(&mut r, 1 << 10, &mut got).unwrap();
        assert_eq!((h.command, h.flags, h.size), (42, 3, 5));
        assert_eq!(got, b"reply");
        assert_eq!(r.wait_config(), odd_config());
    }

    #[test]
    fn closed_peer_is_an_error_and_wait_config_restored() {
        let (w, mut r) = channel(CAP, odd_config()).unwrap();
        drop(w);
        let mut got = Vec::new();
        let e = recv_reply(&mut r, 1 << 10, &mut got).unwrap_err();
        assert!(matches!(e, Error::PeerClosed), "{e:?}");
        assert_eq!(r.wait_config(), odd_config());
    }

    /// Replies sent from another thread, each released by the waiter's request, arrive whole
    /// and in order however the pacer sleeps (its history grows over the loop, so later waits
    /// take the paced paths), and the reader's configuration is the caller's after each.
    #[test]
    fn replies_from_a_peer_thread_arrive_in_order_across_paced_waits() {
        const N: u32 = 64;
        let (mut w, mut r) = channel(CAP, odd_config()).unwrap();
        let (go, ask) = std::sync::mpsc::channel::<u32>();
        let t = std::thread::spawn(move || {
            while let Ok(i) = ask.recv() {
                w.send(i, 0, &i.to_le_bytes()).unwrap();
            }
        });
        let mut got = Vec::new();
        for i in 0..N {
            go.send(i).unwrap();
            let h = recv_reply(&mut r, 1 << 10, &mut got).unwrap();
            assert_eq!(h.command, i);
            assert_eq!(got, i.to_le_bytes());
            assert_eq!(r.wait_config(), odd_config());
        }
        drop(go);
        t.join().unwrap();
    }
}
