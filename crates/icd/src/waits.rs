//! Host waits (`vkWaitForFences`, `vkWaitSemaphores`), written by hand rather than
//! generated.
//!
//! Each thread's call holds only its own stream (see [`crate::streams`]), so a wait blocks
//! nothing but its own thread: the request carries the application's whole timeout and the
//! renderer waits with its client lock released. (Until per-thread streams, the ICD asked
//! in 1 ms slices so one wait could not hold the process's only stream.) The renderer
//! itself waits in slices of its own, to notice a client that went away mid-wait.

use ash::vk;
use vk_wire::args;

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
