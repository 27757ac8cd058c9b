//! Swapchains the renderer owns (`VKRELAY_PRESENT=renderer`): the ICD forwards
//! `vkCreateSwapchainKHR`, `vkDestroySwapchainKHR`, `vkAcquireNextImageKHR` and
//! `vkQueuePresentKHR` as the messages of [`vk_wire::present`], and the renderer makes the
//! images on the real device and shows them in the surface's X11 window from its own process
//! (its `present` module). No pixels cross into this process.
//!
//! The choice is made per surface ([`Choice`]): `VKRELAY_PRESENT=renderer` makes a surface try
//! the renderer first, as does a renderer that is Winlator's (`libvortekrenderer.so` on
//! Winlator's socket or `VORTEK_SERVER_PATH`, which presents into Winlator's windows) unless
//! `VKRELAY_PRESENT=icd`; when the renderer refuses (it cannot reach the display named by this
//! process's `DISPLAY`, or cannot see the window there, or cannot make such a swapchain yet)
//! or the swapchain asks for what this path does not carry yet (concurrent sharing, more than
//! [`wire::MAX_MODES`] present modes to switch among or [`wire::MAX_VIEW_FORMATS`] view
//! formats), the ICD logs why and presents that surface itself from then on (`wsi`'s path).
//! Otherwise the default is `icd`.
//!
//! Present ids and present waits (`VK_KHR_present_id`, `VK_KHR_present_wait`), present fences,
//! present mode switches and `vkReleaseSwapchainImagesEXT` (`VK_EXT_swapchain_maintenance1`)
//! are carried to the renderer's swapchain, which does what the ICD's own does with them.

use std::sync::atomic::{AtomicU8, Ordering};

use ash::vk::{self, Handle};
use vk_wire::IdMap;
use vk_wire::present::{self as wire, Acquire, Create, Present, Release, Wait};

use crate::handles::ClientIds;

/// Where a surface's swapchains are presented from.
#[derive(Debug)]
pub(crate) struct Choice(AtomicU8);

const ICD: u8 = 0;
const RENDERER: u8 = 1;

impl Choice {
    /// The choice of a new surface: `VKRELAY_PRESENT` (`renderer` or `icd`); without it
    /// `renderer` when the renderer is Winlator's (`call::winlator_server`), which presents
    /// into Winlator's windows itself, else `icd`.
    pub(crate) fn from_env() -> Choice {
        let v = std::env::var("VKRELAY_PRESENT").unwrap_or_default();
        let c = match v.as_str() {
            "renderer" => RENDERER,
            "" if crate::call::winlator_server() => RENDERER,
            "" | "icd" => ICD,
            other => {
                tracing::warn!(
                    "VKRELAY_PRESENT={other}: not renderer or icd; presenting from the ICD"
                );
                ICD
            }
        };
        Choice(AtomicU8::new(c))
    }

    /// Whether the surface tries the renderer.
    pub(crate) fn renderer(&self) -> bool {
        self.0.load(Ordering::Relaxed) == RENDERER
    }

    /// From now on the surface is presented by the ICD.
    fn fall_back(&self, why: &str) {
        if self.0.swap(ICD, Ordering::Relaxed) == RENDERER {
            tracing::info!("presenting the surface from the ICD, not the renderer: {why}");
        }
    }
}

/// A swapchain the renderer owns.
pub(crate) struct Remote {
    /// The swapchain's id (on the wire).
    id: u64,
    /// The images (their handles are their ids).
    images: Vec<vk::Image>,
    /// The device, through this ICD's functions (for host waits of a multi-swapchain present).
    device: ash::Device,
}

/// What `vkCreateSwapchainKHR` gives this path.
pub(crate) struct Request<'a> {
    /// The application's create info.
    pub info: &'a vk::SwapchainCreateInfoKHR<'a>,
    /// What `swapchain_info` accepted.
    pub accepted: &'a crate::swapchain_info::Accepted,
    /// How many images.
    pub image_count: u32,
    /// The device and the queue the renderer signals acquire's objects on.
    pub device: vk::Device,
    /// A queue of the device.
    pub queue: vk::Queue,
    /// The X window.
    pub window: u32,
    /// This ICD's device functions for `device`.
    pub ash_device: ash::Device,
}

/// The id of a handle of this ICD (0 for null).
fn id(ty: vk::ObjectType, raw: u64) -> Result<u64, vk::Result> {
    if raw == 0 {
        return Ok(0);
    }
    ClientIds
        .id(ty, raw)
        .map_err(|_| vk::Result::ERROR_DEVICE_LOST)
}

/// Sends `words` as `command` and returns the reply's words.
fn call(command: u32, words: &[u64]) -> Result<Vec<u64>, vk::Result> {
    crate::call::private_call(command, words, false)
        .map(|(w, _)| w)
        .map_err(|e| e.result())
}

fn first_result(reply: &[u64]) -> Result<vk::Result, vk::Result> {
    let w = reply.first().ok_or(vk::Result::ERROR_DEVICE_LOST)?;
    wire::word_result(*w).map_err(|_| vk::Result::ERROR_DEVICE_LOST)
}

/// Tries to make the swapchain on the renderer: `None` when the surface is (now) presented by
/// the ICD, so the caller makes it itself.
pub(crate) fn create(choice: &Choice, r: &Request<'_>) -> Option<Result<Remote, vk::Result>> {
    if !choice.renderer() {
        return None;
    }
    let why = if r.accepted.view_formats.len() > wire::MAX_VIEW_FORMATS {
        Some("a mutable-format swapchain with too many view formats")
    } else if r.info.image_sharing_mode != vk::SharingMode::EXCLUSIVE {
        Some("a swapchain shared between queue families")
    } else if r.accepted.present_modes.len() > wire::MAX_MODES {
        Some("a swapchain that may switch among too many present modes")
    } else {
        None
    };
    if let Some(why) = why {
        choice.fall_back(why);
        return None;
    }
    Some(send_create(choice, r))
}

fn send_create(choice: &Choice, r: &Request<'_>) -> Result<Remote, vk::Result> {
    let images: Vec<u64> = (0..r.image_count)
        .map(|_| crate::handles::new_id())
        .collect();
    let mut display = std::env::var("DISPLAY").unwrap_or_default();
    if display.len() > wire::MAX_DISPLAY {
        display.clear();
    }
    let c = Create {
        device: id(vk::ObjectType::DEVICE, r.device.as_raw())?,
        queue: id(vk::ObjectType::QUEUE, r.queue.as_raw())?,
        swapchain: crate::handles::new_id(),
        window: r.window,
        format: r.info.image_format.as_raw(),
        width: r.info.image_extent.width,
        height: r.info.image_extent.height,
        usage: r.info.image_usage.as_raw(),
        images,
        flags: r.accepted.flags.as_raw(),
        view_formats: r.accepted.view_formats.iter().map(|f| f.as_raw()).collect(),
        modes: r
            .accepted
            .present_modes
            .iter()
            .map(|m| m.as_raw())
            .collect(),
        display,
    };
    let reply = call(wire::SWAPCHAIN_CREATE, &c.words())?;
    let result = first_result(&reply)?;
    if reply.get(1) == Some(&wire::REFUSED) {
        choice.fall_back("the renderer cannot present to this window");
        return Err(vk::Result::ERROR_INITIALIZATION_FAILED);
    }
    if result != vk::Result::SUCCESS {
        return Err(result);
    }
    tracing::info!(
        images = c.images.len(),
        "the renderer presents this swapchain"
    );
    Ok(Remote {
        id: c.swapchain,
        images: c.images.iter().map(|&i| vk::Image::from_raw(i)).collect(),
        device: r.ash_device.clone(),
    })
}

impl std::fmt::Debug for Remote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Remote")
            .field("id", &self.id)
            .field("images", &self.images)
            .finish_non_exhaustive()
    }
}

impl Remote {
    /// The images, in index order.
    pub(crate) fn images(&self) -> &[vk::Image] {
        &self.images
    }

    /// The device, through this ICD's functions.
    pub(crate) fn device(&self) -> &ash::Device {
        &self.device
    }

    /// `vkAcquireNextImageKHR`: the image index and whether the swapchain is suboptimal.
    pub(crate) fn acquire(
        &self,
        timeout: u64,
        semaphore: vk::Semaphore,
        fence: vk::Fence,
    ) -> Result<(u32, bool), vk::Result> {
        let a = Acquire {
            swapchain: self.id,
            timeout,
            semaphore: id(vk::ObjectType::SEMAPHORE, semaphore.as_raw())?,
            fence: id(vk::ObjectType::FENCE, fence.as_raw())?,
        };
        // The renderer signals the fence with a submission this ICD does not see: its status
        // comes from the renderer from now on.
        crate::feedback::signalled_elsewhere(fence);
        let reply = call(wire::SWAPCHAIN_ACQUIRE, &a.words())?;
        let index = reply.get(1).and_then(|&i| u32::try_from(i).ok());
        match (first_result(&reply)?, index) {
            (vk::Result::SUCCESS, Some(i)) => Ok((i, false)),
            (vk::Result::SUBOPTIMAL_KHR, Some(i)) => Ok((i, true)),
            (r, _) if r.as_raw() < 0 || r == vk::Result::TIMEOUT || r == vk::Result::NOT_READY => {
                Err(r)
            }
            _ => Err(vk::Result::ERROR_DEVICE_LOST),
        }
    }

    /// `vkQueuePresentKHR` for one image: whether the swapchain is suboptimal.
    pub(crate) fn present(
        &self,
        queue: vk::Queue,
        waits: &[vk::Semaphore],
        index: u32,
        extra: &wsi_ahb::present::Extra,
    ) -> Result<bool, vk::Result> {
        let fence = id(vk::ObjectType::FENCE, extra.fence.as_raw())?;
        let p = Present {
            queue: id(vk::ObjectType::QUEUE, queue.as_raw())?,
            swapchain: self.id,
            index,
            id: extra.id,
            fence,
            mode: extra.mode.map(|m| m.as_raw()),
            waits: waits
                .iter()
                .map(|s| id(vk::ObjectType::SEMAPHORE, s.as_raw()))
                .collect::<Result<_, _>>()?,
        };
        if p.waits.len() > wire::MAX_WAITS {
            tracing::error!(
                "vkQueuePresentKHR: more than {} semaphores",
                wire::MAX_WAITS
            );
            return Err(vk::Result::ERROR_OUT_OF_HOST_MEMORY);
        }
        if fence != 0 {
            // The renderer signals the fence once the image is shown: its status comes from
            // the renderer from now on (as for an acquire's fence).
            crate::feedback::signalled_elsewhere(extra.fence);
        }
        match first_result(&call(wire::SWAPCHAIN_PRESENT, &p.words())?)? {
            vk::Result::SUCCESS => Ok(false),
            vk::Result::SUBOPTIMAL_KHR => Ok(true),
            r if r.as_raw() < 0 => Err(r),
            _ => Err(vk::Result::ERROR_DEVICE_LOST),
        }
    }

    /// `vkWaitForPresentKHR`: returns once present id `present_id` (or a later one) is shown
    /// by the renderer, `TIMEOUT` when it was not within `timeout` ns.
    pub(crate) fn wait_for_present(&self, present_id: u64, timeout: u64) -> Result<(), vk::Result> {
        let w = Wait {
            swapchain: self.id,
            id: present_id,
            timeout,
        };
        match first_result(&call(wire::SWAPCHAIN_WAIT, &w.words())?)? {
            vk::Result::SUCCESS => Ok(()),
            r if r.as_raw() < 0 || r == vk::Result::TIMEOUT => Err(r),
            _ => Err(vk::Result::ERROR_DEVICE_LOST),
        }
    }

    /// `vkReleaseSwapchainImagesEXT`: the acquired images `indices` are free again.
    pub(crate) fn release(&self, indices: &[u32]) -> Result<(), vk::Result> {
        if indices.len() > wire::MAX_IMAGES {
            tracing::error!(
                "vkReleaseSwapchainImagesEXT: {} images, more than the swapchain has",
                indices.len()
            );
            return Err(vk::Result::ERROR_UNKNOWN);
        }
        let r = Release {
            swapchain: self.id,
            indices: indices.to_vec(),
        };
        match first_result(&call(wire::SWAPCHAIN_RELEASE, &r.words())?)? {
            vk::Result::SUCCESS => Ok(()),
            r if r.as_raw() < 0 => Err(r),
            _ => Err(vk::Result::ERROR_DEVICE_LOST),
        }
    }
}

impl Drop for Remote {
    /// `vkDestroySwapchainKHR`: the renderer waits for the presentations in flight.
    fn drop(&mut self) {
        match call(wire::SWAPCHAIN_DESTROY, &[self.id]) {
            Ok(_) => {}
            Err(e) => tracing::warn!("destroying a swapchain the renderer owns: {e}"),
        }
    }
}
