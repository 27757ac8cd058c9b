//! A hosted swapchain's presentations after their submission: the present thread that tells
//! the host to show each once its copy ended, present waits (`VK_KHR_present_wait`) on the
//! ids they carried, releases of acquired images (`VK_EXT_swapchain_maintenance1`), and the
//! counts.

use ash::vk;

use super::{HostedSwapchain, Shared, window_size};
use crate::present::Counts;

/// Waits for each queued presentation's copy, tells the host to show the window, and notes
/// whether the window still has the swapchain's size.
pub(super) fn present_thread(s: &Shared) {
    crate::state::serve(
        &s.state,
        &s.changed,
        |i| {
            // SAFETY: our fence, submitted with this presentation's copy; the device outlives
            // the thread (`Drop` joins it first).
            unsafe {
                s.device.wait_for_fences(&[s.fences[i]], true, u64::MAX)?;
                s.device.reset_fences(&[s.fences[i]])?;
            }
            s.host.show(s.window);
            // Relaxed: a counter read for statistics only.
            s.shown.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            match window_size(&*s.host, s.window) {
                Some(size) => Ok(size == s.extent),
                None => {
                    tracing::warn!("the host's window is gone: the swapchain's surface is lost");
                    Err(vk::Result::ERROR_SURFACE_LOST_KHR)
                }
            }
        },
        |_| {},
    );
}

impl HostedSwapchain {
    /// `vkWaitForPresentKHR`: waits until a presentation with an id of at least `id` was shown
    /// (the host told to show it), for up to `timeout_ns`; the swapchain's error once it is
    /// lost before that.
    pub fn wait_for_present(&self, id: u64, timeout_ns: u64) -> Result<(), vk::Result> {
        crate::state::wait_for_present(&self.shared.state, &self.shared.changed, id, timeout_ns)
    }

    /// `vkReleaseSwapchainImagesEXT`: the acquired images `indices` are free again.
    pub fn release(&self, indices: &[u32]) -> Result<(), vk::Result> {
        crate::state::release(&self.shared.state, &self.shared.changed, indices)
    }

    /// Destroys the swapchain (its presentations in flight are shown first); what it did.
    pub fn close(self) -> Counts {
        let shared = std::sync::Arc::clone(&self.shared);
        drop(self);
        counts(&shared)
    }

    /// What the swapchain did: the presentations the host was told to show, each one copy by
    /// the device into the host's buffer (counted as a blit); none copied by the CPU.
    pub fn counts(&self) -> Counts {
        counts(&self.shared)
    }
}

fn counts(s: &Shared) -> Counts {
    // Relaxed: statistics.
    let shown = s.shown.load(std::sync::atomic::Ordering::Relaxed);
    Counts {
        shown,
        copies: 0,
        blits: shown,
    }
}
