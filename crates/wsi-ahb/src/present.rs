//! Presenting with what `VK_KHR_present_id`, `VK_KHR_present_wait` and
//! `VK_EXT_swapchain_maintenance1` add: present ids and waits for them, present fences, present
//! mode switches and releasing acquired images.
//!
//! **Present fences.** A fence given with a presentation must signal once the swapchain is done
//! with the image (shown, and read by the X server). A fence can only be signalled by a queue,
//! so the first fenced presentation makes a timeline semaphore that the present thread signals
//! from the host with the presentation's serial (see `state`) when it is done with the image.
//! The presentation then submits, on the presenting queue, an empty batch that waits for that
//! serial and signals the application's fence; then a second empty submission with a fence of
//! the swapchain's, whose signal tells when the batch's wait on the semaphore is over (a fence
//! signal covers everything submitted before it on its queue), so the semaphore is not
//! destroyed under a pending wait. The cost: work the application submits to that queue after
//! a fenced presentation starts only once the image is shown.
//!
//! **Counts.** The present thread counts the presentations it showed and the copies of their
//! pixels made on the way to the X server ([`Counts`], [`Swapchain::counts`]); a swapchain
//! logs them at info level when it is dropped.
//!
//! **Present modes.** Every mode shows each image in order without waiting for a vertical
//! blank (`swapchain`'s module docs), so a switch among `Settings::present_modes` only has to
//! be allowed; a mode outside that list is refused.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

use ash::vk;

use crate::state::Slot;
use crate::swapchain::{Shared, Swapchain};

/// How many of the swapchain's own fences may be pending before a fenced presentation waits
/// for the oldest (it was submitted at least this many presentations ago).
const PENDING: usize = 8;

/// What a presentation adds to the image index and semaphores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Extra {
    /// The present id (`VkPresentIdKHR`), 0 for none.
    pub id: u64,
    /// The present fence (`VkSwapchainPresentFenceInfoEXT`), or null.
    pub fence: vk::Fence,
    /// The mode to present in from now on (`VkSwapchainPresentModeInfoEXT`).
    pub mode: Option<vk::PresentModeKHR>,
}

/// What a swapchain's present thread did: presentations shown and the copies of their pixels
/// made to show them. A copy the X server makes itself (into its framebuffer) is not counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Presentations shown in the window.
    pub shown: u64,
    /// Copies of a frame's pixels this process made with the CPU: none through MIT-SHM (the
    /// X server maps the shown memory), one per `PutImage` presentation (the pixels written
    /// into the requests), one more when its rows had to be packed first.
    pub copies: u64,
    /// Copies of a frame into the host-visible buffer the X server reads, made by the device
    /// (the blit path: one per presentation).
    pub blits: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, o: Counts) {
        self.shown += o.shown;
        self.copies += o.copies;
        self.blits += o.blits;
    }
}

/// [`Counts`] as the present thread keeps them. Each counter is written by the present thread
/// only and read for reports, which need no order with other memory: `Relaxed` throughout.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    shown: AtomicU64,
    copies: AtomicU64,
    blits: AtomicU64,
}

impl Tally {
    /// One presentation shown, with `copies` CPU copies and `blits` device copies.
    pub(crate) fn add(&self, copies: u32, blits: u32) {
        self.shown.fetch_add(1, Ordering::Relaxed);
        self.copies.fetch_add(u64::from(copies), Ordering::Relaxed);
        self.blits.fetch_add(u64::from(blits), Ordering::Relaxed);
    }

    pub(crate) fn get(&self) -> Counts {
        Counts {
            shown: self.shown.load(Ordering::Relaxed),
            copies: self.copies.load(Ordering::Relaxed),
            blits: self.blits.load(Ordering::Relaxed),
        }
    }
}

/// The objects of present fences (see the module docs).
#[derive(Debug, Default)]
pub(crate) struct Fences {
    /// Signalled from the host by the present thread with each fenced presentation's serial;
    /// made at the first (under `own`'s lock). The present thread reads it without taking
    /// `own`, which a presentation may hold while it waits for the present thread.
    timeline: OnceLock<vk::Semaphore>,
    own: Mutex<Own>,
}

/// The swapchain's own fences.
#[derive(Debug, Default)]
struct Own {
    /// Submitted after each fenced batch, oldest first.
    pending: VecDeque<vk::Fence>,
    /// Unsignalled, ready for reuse.
    spare: Vec<vk::Fence>,
}

/// The present thread's signal for the presentation of `serial` (it is done with the image).
pub(crate) fn signal_fence(s: &Shared, serial: u64) {
    let Some(&timeline) = s.fences.timeline.get() else {
        return;
    };
    let info = vk::SemaphoreSignalInfo::default()
        .semaphore(timeline)
        .value(serial);
    // SAFETY: the swapchain's semaphore, made before the serial was queued and destroyed only
    // after the present thread ended; serials increase in queue order (`state`).
    if let Err(e) = unsafe { s.device.signal_semaphore(&info) } {
        tracing::error!("signalling a present fence's semaphore failed: {e}");
    }
}

/// Waits for and destroys the objects of present fences.
///
/// # Safety
/// The present thread has ended (every serial queued was signalled).
pub(crate) unsafe fn destroy_fences(s: &mut Shared) {
    let timeline = s.fences.timeline.take();
    let f = std::mem::take(s.fences.own.get_mut().unwrap_or_else(|e| e.into_inner()));
    let d = &s.device;
    // SAFETY: caller; the fences and semaphore are the swapchain's; a fence's signal means the
    // batch before it, which waited for the semaphore, is complete.
    unsafe {
        let pending: Vec<vk::Fence> = f.pending.into_iter().collect();
        if !pending.is_empty() && d.wait_for_fences(&pending, true, u64::MAX).is_err() {
            tracing::error!("waiting for present fences failed; their objects are leaked");
            return;
        }
        for fence in pending.into_iter().chain(f.spare) {
            d.destroy_fence(fence, None);
        }
        if let Some(t) = timeline {
            d.destroy_semaphore(t, None);
        }
    }
}

impl Swapchain {
    /// What the present thread did so far ([`Counts`]).
    pub fn counts(&self) -> Counts {
        self.shared.counts.get()
    }

    /// The queue family of `Settings::present_family`.
    pub fn present_family(&self) -> u32 {
        self.present_family
    }

    /// [`Swapchain::present_on`] with what [`Extra`] adds: the present id, the present fence
    /// and a present mode switch.
    pub fn present_with(
        &self,
        queue: vk::Queue,
        family: u32,
        wait: &[vk::Semaphore],
        index: u32,
        extra: &Extra,
    ) -> Result<bool, vk::Result> {
        let i = index as usize;
        let Some(image) = self.shared.images.get(i) else {
            return Err(vk::Result::ERROR_UNKNOWN);
        };
        {
            let st = self.shared.lock();
            if let Some(e) = st.lost {
                return Err(e);
            }
            if st.slots[i] != Slot::Acquired {
                tracing::error!("vkQueuePresentKHR: image {index} is not acquired");
                return Err(vk::Result::ERROR_UNKNOWN);
            }
        }
        if let Some(m) = extra.mode
            && !self.modes.contains(&m)
        {
            tracing::error!(
                "vkQueuePresentKHR: present mode {m:?} is not one the swapchain was made for \
                 ({:?}, VkSwapchainPresentModesCreateInfoEXT)",
                self.modes
            );
            return Err(vk::Result::ERROR_UNKNOWN);
        }
        let fenced = extra.fence != vk::Fence::null();
        let timeline = if fenced {
            self.timeline()?
        } else {
            vk::Semaphore::null()
        };
        let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; wait.len()];
        let cb = if image.copy == vk::CommandBuffer::null() || family == self.present_family {
            image.copy
        } else {
            self.copy_on(family, i)?
        };
        let copy = [cb];
        let mut submit = vk::SubmitInfo::default()
            .wait_semaphores(wait)
            .wait_dst_stage_mask(&stages);
        if cb != vk::CommandBuffer::null() {
            submit = submit.command_buffers(&copy);
        }
        // SAFETY: the application's queue and semaphores of this device; the fence is ours
        // and unsignalled (reset by the present thread before the image was free again).
        unsafe {
            self.shared
                .device
                .queue_submit(queue, &[submit], image.fence)?;
        }
        let mut st = self.shared.lock();
        let entry = st.enqueue(i, extra.id, fenced);
        let suboptimal = st.suboptimal;
        drop(st);
        self.shared.changed.notify_all();
        if fenced {
            self.submit_fence(queue, timeline, entry.serial, extra.fence)?;
        }
        Ok(suboptimal)
    }

    /// `vkWaitForPresentKHR`: waits until present id `id` has been shown; `TIMEOUT` when it was
    /// not within `timeout_ns`, the swapchain's error when it ended first.
    pub fn wait_for_present(&self, id: u64, timeout_ns: u64) -> Result<(), vk::Result> {
        crate::state::wait_for_present(&self.shared.state, &self.shared.changed, id, timeout_ns)
    }

    /// `vkReleaseSwapchainImagesEXT`: the acquired images `indices` are free again.
    pub fn release(&self, indices: &[u32]) -> Result<(), vk::Result> {
        crate::state::release(&self.shared.state, &self.shared.changed, indices)
    }

    /// The timeline semaphore of present fences, made at the first.
    fn timeline(&self) -> Result<vk::Semaphore, vk::Result> {
        let fences = &self.shared.fences;
        if let Some(&t) = fences.timeline.get() {
            return Ok(t);
        }
        let _made_once = fences.own.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&t) = fences.timeline.get() {
            return Ok(t);
        }
        {
            let mut ty = vk::SemaphoreTypeCreateInfo::default()
                .semaphore_type(vk::SemaphoreType::TIMELINE)
                .initial_value(0);
            let info = vk::SemaphoreCreateInfo::default().push_next(&mut ty);
            // SAFETY: the swapchain's device (its timeline semaphores are enabled by whoever
            // enables present fences; vkrelay's ICD does at vkCreateDevice).
            let t =
                unsafe { self.shared.device.create_semaphore(&info, None) }.inspect_err(|e| {
                    tracing::error!("a present fence needs a timeline semaphore: {e}");
                })?;
            let _ = fences.timeline.set(t);
            Ok(t)
        }
    }

    /// Submits on `queue` the batch that signals `fence` at `serial`, then the swapchain's own
    /// fence behind it (see the module docs).
    fn submit_fence(
        &self,
        queue: vk::Queue,
        timeline: vk::Semaphore,
        serial: u64,
        fence: vk::Fence,
    ) -> Result<(), vk::Result> {
        let d = &self.shared.device;
        let mut f = self
            .shared
            .fences
            .own
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let own = match f.spare.pop() {
            Some(x) => x,
            None if f.pending.len() >= PENDING => {
                let oldest = f.pending.pop_front().unwrap_or_default();
                // SAFETY: the swapchain's fence, submitted PENDING presentations ago.
                unsafe {
                    d.wait_for_fences(&[oldest], true, u64::MAX)?;
                    d.reset_fences(&[oldest])?;
                }
                oldest
            }
            // SAFETY: the swapchain's device.
            None => unsafe { d.create_fence(&vk::FenceCreateInfo::default(), None)? },
        };
        let sems = [timeline];
        let values = [serial];
        let stages = [vk::PipelineStageFlags::ALL_COMMANDS];
        let mut tl = vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
        let batch = vk::SubmitInfo::default()
            .wait_semaphores(&sems)
            .wait_dst_stage_mask(&stages)
            .push_next(&mut tl);
        // SAFETY: the application's queue and unsignalled fence (its valid usage); our
        // semaphore and fence, the latter unsignalled (new, or waited for and reset).
        let r = unsafe {
            d.queue_submit(queue, &[batch], fence)
                .and_then(|()| d.queue_submit(queue, &[], own))
        };
        match r {
            Ok(()) => {
                f.pending.push_back(own);
                Ok(())
            }
            Err(e) => {
                f.spare.push(own);
                Err(e)
            }
        }
    }
}
