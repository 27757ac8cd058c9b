//! Host waits (`vkWaitForFences`, `vkWaitSemaphores`) as polls.
//!
//! All of a process's calls share one stream that the renderer serves in order, so a wait
//! that blocked inside the renderer would also block every other thread's calls — and
//! deadlock when the awaited signal comes from one of those calls (a timeline semaphore
//! signalled from the host by another thread). Instead the ICD asks the renderer with a zero
//! timeout and, while the answer is `VK_TIMEOUT`, polls again, first spinning briefly, then
//! sleeping for increasing intervals (up to [`MAX_SLEEP`]); the stream is free between polls.

use std::time::{Duration, Instant};

use ash::vk;
use vk_wire::args;

/// Longest pause between two polls.
pub const MAX_SLEEP: Duration = Duration::from_micros(500);
/// Polls made back to back before the first pause.
const SPIN_POLLS: u32 = 64;

/// Polls `once` (a call with a zero timeout) until it stops answering `VK_TIMEOUT` or
/// `timeout_ns` has passed.
fn poll(timeout_ns: u64, mut once: impl FnMut() -> vk::Result) -> vk::Result {
    let start = Instant::now();
    let limit = Duration::from_nanos(timeout_ns);
    let mut sleep = Duration::from_micros(10);
    for n in 0u32.. {
        let r = once();
        if r != vk::Result::TIMEOUT {
            return r;
        }
        let spent = start.elapsed();
        if spent >= limit {
            return vk::Result::TIMEOUT;
        }
        if n < SPIN_POLLS {
            std::thread::yield_now();
        } else {
            std::thread::sleep(sleep.min(limit - spent));
            sleep = (sleep * 2).min(MAX_SLEEP);
        }
    }
    vk::Result::TIMEOUT
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
        timeout: 0,
    };
    // SAFETY: the application's arguments, with a zero timeout.
    poll(timeout, || unsafe { crate::call::call_result(&a) })
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
        timeout: 0,
    };
    // SAFETY: the application's arguments, with a zero timeout.
    poll(timeout, || unsafe { crate::call::call_result(&a) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_poll_returns_the_first_answer_that_is_not_a_timeout() {
        let mut n = 0;
        let r = poll(u64::MAX, || {
            n += 1;
            if n < 100 {
                vk::Result::TIMEOUT
            } else {
                vk::Result::SUCCESS
            }
        });
        assert_eq!((r, n), (vk::Result::SUCCESS, 100));
        assert_eq!(
            poll(0, || vk::Result::ERROR_DEVICE_LOST),
            vk::Result::ERROR_DEVICE_LOST
        );
    }

    #[test]
    fn a_poll_gives_up_after_the_timeout() {
        let start = Instant::now();
        let mut n = 0;
        let r = poll(20_000_000, || {
            n += 1;
            vk::Result::TIMEOUT
        });
        assert_eq!(r, vk::Result::TIMEOUT);
        assert!(start.elapsed() >= Duration::from_millis(20));
        assert!(n > SPIN_POLLS, "it polled {n} times");
    }
}
