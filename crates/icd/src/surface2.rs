//! `VK_KHR_get_surface_capabilities2` with what `VK_KHR_surface_protected_capabilities`,
//! `VK_EXT_surface_maintenance1` and `VK_EXT_swapchain_colorspace` add to it, answered like
//! the plain queries of `wsi` from `swapchain_info`:
//!
//! - `VkSurfaceProtectedCapabilitiesKHR`: no protected swapchains.
//! - `VkSurfacePresentScalingCapabilitiesEXT`: no scaling (an image is the window's size) and
//!   no gravity; the scaled extents are the window's.
//! - `VkSurfacePresentModeCompatibilityEXT`: every mode of `swapchain_info::PRESENT_MODES`
//!   is compatible with every other (they show images the same way), none with another mode.
//! - Formats: those of the plain query, all in sRGB nonlinear (`VK_EXT_swapchain_colorspace`
//!   adds no colour space the X11 window could show).

use ash::vk;

use crate::swapchain_info as offer;

/// `vkGetPhysicalDeviceSurfaceCapabilities2KHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceCapabilities2KHR(
    physical_device: vk::PhysicalDevice,
    info: *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
    caps: *mut vk::SurfaceCapabilities2KHR<'static>,
) -> vk::Result {
    // SAFETY: caller.
    let (Some(info), Some(caps)) = (unsafe { info.as_ref() }, unsafe { caps.as_mut() }) else {
        return vk::Result::ERROR_UNKNOWN;
    };
    // SAFETY: caller: the surface is valid; the output structure is writable.
    let r = unsafe {
        crate::wsi::vkGetPhysicalDeviceSurfaceCapabilitiesKHR(
            physical_device,
            info.surface,
            &mut caps.surface_capabilities,
        )
    };
    if r != vk::Result::SUCCESS {
        return r;
    }
    let extent = caps.surface_capabilities.current_extent;
    // SAFETY: caller: a valid input chain.
    let mode =
        unsafe { crate::chain::find(info.p_next, vk::StructureType::SURFACE_PRESENT_MODE_EXT) }
            // SAFETY: the sType names the structure.
            .map(|p| unsafe { (*p.cast::<vk::SurfacePresentModeEXT<'static>>()).present_mode });
    let head = caps.p_next.cast_const();
    // SAFETY: caller: a valid output chain; each member is the structure its sType names.
    unsafe {
        if let Some(p) =
            crate::chain::find(head, vk::StructureType::SURFACE_PROTECTED_CAPABILITIES_KHR)
        {
            (*p.cast::<vk::SurfaceProtectedCapabilitiesKHR<'static>>()).supports_protected =
                vk::FALSE;
        }
        if let Some(p) = crate::chain::find(
            head,
            vk::StructureType::SURFACE_PRESENT_SCALING_CAPABILITIES_EXT,
        ) {
            let s = &mut *p.cast::<vk::SurfacePresentScalingCapabilitiesEXT<'static>>();
            s.supported_present_scaling = vk::PresentScalingFlagsEXT::empty();
            s.supported_present_gravity_x = vk::PresentGravityFlagsEXT::empty();
            s.supported_present_gravity_y = vk::PresentGravityFlagsEXT::empty();
            s.min_scaled_image_extent = extent;
            s.max_scaled_image_extent = extent;
        }
        if let Some(p) = crate::chain::find(
            head,
            vk::StructureType::SURFACE_PRESENT_MODE_COMPATIBILITY_EXT,
        ) {
            let s = &mut *p.cast::<vk::SurfacePresentModeCompatibilityEXT<'static>>();
            let list: &[vk::PresentModeKHR] = match mode {
                Some(m) if offer::PRESENT_MODES.contains(&m) => &offer::PRESENT_MODES,
                Some(_) => &[],
                // A valid-usage violation (VkSurfacePresentModeEXT is required): answer for
                // any offered mode, which is the same answer.
                None => &offer::PRESENT_MODES,
            };
            compatible(s, list);
        }
    }
    vk::Result::SUCCESS
}

/// Writes `list` into `s` (the count alone when `s` has no array; at most its count
/// otherwise).
fn compatible(s: &mut vk::SurfacePresentModeCompatibilityEXT<'_>, list: &[vk::PresentModeKHR]) {
    if s.p_present_modes.is_null() {
        s.present_mode_count = list.len() as u32;
        return;
    }
    let n = (s.present_mode_count as usize).min(list.len());
    // SAFETY: the application's array has `presentModeCount` entries.
    unsafe { std::ptr::copy_nonoverlapping(list.as_ptr(), s.p_present_modes, n) };
    s.present_mode_count = n as u32;
}

/// `vkGetPhysicalDeviceSurfaceFormats2KHR`: the formats of
/// `vkGetPhysicalDeviceSurfaceFormatsKHR`; each entry's `sType` and `pNext` are kept.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceFormats2KHR(
    _physical_device: vk::PhysicalDevice,
    info: *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
    count: *mut u32,
    formats: *mut vk::SurfaceFormat2KHR<'static>,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return vk::Result::ERROR_UNKNOWN;
    };
    // SAFETY: caller.
    try_vk!(unsafe { crate::wsi::surface(info.surface) });
    if count.is_null() {
        return vk::Result::ERROR_UNKNOWN;
    }
    let list = offer::FORMATS.map(|format| vk::SurfaceFormatKHR {
        format,
        color_space: offer::COLOR_SPACE,
    });
    if formats.is_null() {
        // SAFETY: caller: writable.
        unsafe { count.write(list.len() as u32) };
        return vk::Result::SUCCESS;
    }
    // SAFETY: caller: `*count` entries.
    let n = (unsafe { count.read() } as usize).min(list.len());
    for (k, f) in list.iter().take(n).enumerate() {
        // SAFETY: caller: `*count` entries, each a valid output structure.
        unsafe { (*formats.add(k)).surface_format = *f };
    }
    // SAFETY: caller: writable.
    unsafe { count.write(n as u32) };
    if n < list.len() {
        vk::Result::INCOMPLETE
    } else {
        vk::Result::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compatible_modes_follow_the_count_and_array_rule() {
        let mut s = vk::SurfacePresentModeCompatibilityEXT::default();
        compatible(&mut s, &offer::PRESENT_MODES);
        assert_eq!(s.present_mode_count, 4);
        let mut two = [vk::PresentModeKHR::SHARED_DEMAND_REFRESH; 2];
        let mut s = vk::SurfacePresentModeCompatibilityEXT::default().present_modes(&mut two);
        compatible(&mut s, &offer::PRESENT_MODES);
        assert_eq!(s.present_mode_count, 2);
        assert_eq!(two, offer::PRESENT_MODES[..2]);
    }
}
