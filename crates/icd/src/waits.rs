//! Host waits (`vkWaitForFences`, `vkWaitSemaphores`) in slices.
//!
//! All of a process's calls share one stream that the renderer serves in order, so a wait
//! that blocked inside the renderer for its whole timeout would also block every other
//! thread's calls — and deadlock when the awaited signal comes from one of those calls (a
//! timeline semaphore signalled from the host by another thread). So the ICD asks the
//! renderer to wait at most [`SLICE`] at a time and asks again while the answer is
//! `VK_TIMEOUT` and time is left: the driver still wakes the wait the moment the fence
//! signals, and another thread's call waits at most one slice for the stream.

use std::time::{Duration, Instant};

use ash::vk;
use vk_wire::args;

/// The longest the renderer waits in one request.
pub const SLICE: Duration = Duration::from_millis(1);

/// Calls `once(slice_ns)` until it stops answering `VK_TIMEOUT` or `timeout_ns` has passed.
fn in_slices(timeout_ns: u64, mut once: impl FnMut(u64) -> vk::Result) -> vk::Result {
    let start = Instant::now();
    let limit = Duration::from_nanos(timeout_ns);
    loop {
        let left = limit.saturating_sub(start.elapsed());
        let r = once(left.min(SLICE).as_nanos() as u64);
        if r != vk::Result::TIMEOUT || left <= SLICE {
            return r;
        }
    }
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
    in_slices(timeout, |slice| {
        let a = args::WaitForFences {
            device,
            fence_count,
            p_fences,
            wait_all,
            timeout: slice,
        };
        // SAFETY: the application's arguments, with a shorter timeout.
        unsafe { crate::call::call_result(&a) }
    })
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
    in_slices(timeout, |slice| {
        let a = args::WaitSemaphores {
            device,
            p_wait_info: p_wait_info.cast(),
            timeout: slice,
        };
        // SAFETY: the application's arguments, with a shorter timeout.
        unsafe { crate::call::call_result(&a) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_end_at_the_first_answer_that_is_not_a_timeout() {
        let mut n = 0;
        let r = in_slices(u64::MAX, |slice| {
            assert_eq!(slice, SLICE.as_nanos() as u64);
            n += 1;
            if n < 100 {
                vk::Result::TIMEOUT
            } else {
                vk::Result::SUCCESS
            }
        });
        assert_eq!((r, n), (vk::Result::SUCCESS, 100));
    }

    #[test]
    fn a_zero_timeout_is_one_poll() {
        let mut slices = Vec::new();
        let r = in_slices(0, |s| {
            slices.push(s);
            vk::Result::TIMEOUT
        });
        assert_eq!((r, slices), (vk::Result::TIMEOUT, vec![0]));
        assert_eq!(
            in_slices(0, |_| vk::Result::ERROR_DEVICE_LOST),
            vk::Result::ERROR_DEVICE_LOST
        );
    }

    #[test]
    fn the_last_slice_is_what_is_left() {
        let mut slices = Vec::new();
        let r = in_slices(2_500_000, |s| {
            slices.push(s);
            std::thread::sleep(Duration::from_nanos(s));
            vk::Result::TIMEOUT
        });
        assert_eq!(r, vk::Result::TIMEOUT);
        assert!(slices.len() >= 2, "{slices:?}");
        assert!(slices.iter().all(|&s| s <= SLICE.as_nanos() as u64));
        assert!(
            *slices.last().unwrap() < SLICE.as_nanos() as u64,
            "{slices:?}"
        );
    }
}
