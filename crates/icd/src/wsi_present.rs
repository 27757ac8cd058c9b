//! Presenting: `vkQueuePresentKHR` with what `VK_KHR_present_id` (`VkPresentIdKHR`) and
//! `VK_EXT_swapchain_maintenance1` (`VkSwapchainPresentFenceInfoEXT`,
//! `VkSwapchainPresentModeInfoEXT`) add to it, `vkWaitForPresentKHR` (`VK_KHR_present_wait`)
//! and `vkReleaseSwapchainImagesEXT`. The swapchain (`wsi_ahb::present`) does the work: a
//! present id counts as shown once the present thread has copied the image into the window,
//! and a present fence signals then.
//!
//! These structures and commands never reach the renderer for the ICD's own swapchains; a
//! swapchain the renderer owns (`wsi_renderer`) gets them forwarded, and the renderer's
//! swapchain does the same with them.

use ash::vk;

use crate::wsi::{Chain, swapchain};

/// What each of `n` swapchains of a present's `pNext` chain `head` adds; the `pNext` members
/// of other extensions (`VkPresentRegionsKHR`, a hint) are not looked at.
///
/// # Safety
/// `head` is null or a valid input chain whose arrays have the counts they give.
unsafe fn extras(
    head: *const std::ffi::c_void,
    n: usize,
) -> Result<Vec<wsi_ahb::present::Extra>, vk::Result> {
    let mut out = vec![wsi_ahb::present::Extra::default(); n];
    /// The array `p` of `count` entries, when `count` is the swapchain count.
    ///
    /// # Safety
    /// `p` is null or points to `count` values.
    unsafe fn each<'a, T>(
        what: &str,
        count: u32,
        p: *const T,
        n: usize,
    ) -> Result<&'a [T], vk::Result> {
        if count as usize != n || p.is_null() {
            tracing::error!("vkQueuePresentKHR: {what} with {count} entries for {n} swapchains");
            return Err(vk::Result::ERROR_UNKNOWN);
        }
        // SAFETY: caller.
        Ok(unsafe { std::slice::from_raw_parts(p, n) })
    }
    // SAFETY: caller: a valid chain, each member the structure its sType names.
    unsafe {
        if let Some(p) = crate::chain::find(head, vk::StructureType::PRESENT_ID_KHR) {
            let s = &*p.cast::<vk::PresentIdKHR<'static>>();
            for (o, &id) in out.iter_mut().zip(each(
                "VkPresentIdKHR",
                s.swapchain_count,
                s.p_present_ids,
                n,
            )?) {
                o.id = id;
            }
        }
        if let Some(p) =
            crate::chain::find(head, vk::StructureType::SWAPCHAIN_PRESENT_FENCE_INFO_EXT)
        {
            let s = &*p.cast::<vk::SwapchainPresentFenceInfoEXT<'static>>();
            for (o, &f) in out.iter_mut().zip(each(
                "VkSwapchainPresentFenceInfoEXT",
                s.swapchain_count,
                s.p_fences,
                n,
            )?) {
                o.fence = f;
            }
        }
        if let Some(p) =
            crate::chain::find(head, vk::StructureType::SWAPCHAIN_PRESENT_MODE_INFO_EXT)
        {
            let s = &*p.cast::<vk::SwapchainPresentModeInfoEXT<'static>>();
            for (o, &m) in out.iter_mut().zip(each(
                "VkSwapchainPresentModeInfoEXT",
                s.swapchain_count,
                s.p_present_modes,
                n,
            )?) {
                o.mode = Some(m);
            }
        }
    }
    Ok(out)
}

/// `vkWaitForPresentKHR`: returns once the presentation with id `present_id` (or a later one)
/// has been copied into the window.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkWaitForPresentKHR(
    _device: vk::Device,
    swapchain: vk::SwapchainKHR,
    present_id: u64,
    timeout: u64,
) -> vk::Result {
    // SAFETY: caller.
    let chain = try_vk!(unsafe { self::swapchain(swapchain) });
    match chain.wait_for_present(present_id, timeout) {
        Ok(()) => vk::Result::SUCCESS,
        Err(e) => e,
    }
}

/// `vkReleaseSwapchainImagesEXT`: acquired images, not presented, are free again.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkReleaseSwapchainImagesEXT(
    _device: vk::Device,
    info: *const vk::ReleaseSwapchainImagesInfoEXT<'static>,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return vk::Result::ERROR_UNKNOWN;
    };
    // SAFETY: caller.
    let chain = try_vk!(unsafe { self::swapchain(info.swapchain) });
    let indices = if info.p_image_indices.is_null() {
        &[][..]
    } else {
        // SAFETY: caller: `imageIndexCount` indices.
        unsafe { std::slice::from_raw_parts(info.p_image_indices, info.image_index_count as usize) }
    };
    match chain.release(indices) {
        Ok(()) => vk::Result::SUCCESS,
        Err(e) => e,
    }
}

/// `vkQueuePresentKHR`.
///
/// The `pNext` chain's present ids, present fences and present modes go to each swapchain (see
/// [`extras`]).
///
/// With one swapchain the application's wait semaphores go with that image's presentation
/// submission. With several, a binary semaphore can be waited for only once, so the ICD first
/// waits for them on the host (an empty submission with a fence of its own), then presents
/// each image.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkQueuePresentKHR(
    queue: vk::Queue,
    info: *const vk::PresentInfoKHR<'static>,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return vk::Result::ERROR_UNKNOWN;
    };
    let n = info.swapchain_count as usize;
    if n == 0 || info.p_swapchains.is_null() || info.p_image_indices.is_null() {
        return vk::Result::ERROR_UNKNOWN;
    }
    // SAFETY: caller: arrays of the counts given.
    let (chains, indices, waits) = unsafe {
        (
            std::slice::from_raw_parts(info.p_swapchains, n),
            std::slice::from_raw_parts(info.p_image_indices, n),
            if info.p_wait_semaphores.is_null() {
                &[][..]
            } else {
                std::slice::from_raw_parts(
                    info.p_wait_semaphores,
                    info.wait_semaphore_count as usize,
                )
            },
        )
    };
    // SAFETY: caller: a valid chain.
    let extras = try_vk!(unsafe { extras(info.p_next, n) });
    let mut waits = waits;
    if n > 1 && !waits.is_empty() {
        // SAFETY: caller.
        let first = try_vk!(unsafe { swapchain(chains[0]) });
        // SAFETY: the application's queue and semaphores, of the swapchain's device.
        try_vk!(unsafe { wait_on_host(first.device(), queue, waits) });
        waits = &[];
    }
    let mut result = vk::Result::SUCCESS;
    let family = crate::queues::family_of(queue);
    for (k, ((&chain, &index), extra)) in chains.iter().zip(indices).zip(&extras).enumerate() {
        // SAFETY: caller.
        let r = match unsafe { swapchain(chain) } {
            Ok(Chain::Renderer(sc)) => match sc.present(queue, waits, index, extra) {
                Ok(false) => vk::Result::SUCCESS,
                Ok(true) => vk::Result::SUBOPTIMAL_KHR,
                Err(e) => e,
            },
            // A queue the cache does not know (not one of this ICD's): the swapchain's family.
            Ok(Chain::Icd(sc)) => match sc.present_with(
                queue,
                family.unwrap_or(sc.present_family()),
                waits,
                index,
                extra,
            ) {
                Ok(false) => vk::Result::SUCCESS,
                Ok(true) => vk::Result::SUBOPTIMAL_KHR,
                Err(e) => e,
            },
            Err(e) => e,
        };
        if !info.p_results.is_null() {
            // SAFETY: caller: `swapchainCount` results.
            unsafe { info.p_results.add(k).write(r) };
        }
        if r.as_raw() < 0 {
            if result.as_raw() >= 0 {
                result = r;
            }
        } else if r == vk::Result::SUBOPTIMAL_KHR && result == vk::Result::SUCCESS {
            result = r;
        }
    }
    tracing::trace!(swapchains = n, result = ?result, "vkQueuePresentKHR returned");
    result
}

/// Waits on the host until `queue` has waited for `semaphores`.
///
/// # Safety
/// The application's queue and semaphores, of `d`.
unsafe fn wait_on_host(
    d: &ash::Device,
    queue: vk::Queue,
    semaphores: &[vk::Semaphore],
) -> Result<(), vk::Result> {
    let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; semaphores.len()];
    let submit = vk::SubmitInfo::default()
        .wait_semaphores(semaphores)
        .wait_dst_stage_mask(&stages);
    // SAFETY: objects of the device; the fence is ours and destroyed after its wait.
    unsafe {
        let fence = d.create_fence(&vk::FenceCreateInfo::default(), None)?;
        let r = d
            .queue_submit(queue, &[submit], fence)
            .and_then(|()| d.wait_for_fences(&[fence], true, u64::MAX));
        d.destroy_fence(fence, None);
        r
    }
}
