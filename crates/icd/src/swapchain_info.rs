//! What the emulated surface offers and what `vkCreateSwapchainKHR` accepts, defined once: the
//! surface queries in `wsi` answer from these constants, and [`check`] holds a create info
//! to them before `wsi-ahb` makes the images.
//!
//! Accepted: the two [`FORMATS`] in [`COLOR_SPACE`], every one of [`PRESENT_MODES`], the
//! identity transform, [`COMPOSITE_ALPHA`], one array layer, the usages the surface reports,
//! and of the create flags `MUTABLE_FORMAT` (`VK_KHR_swapchain_mutable_format`), whose
//! `VkImageFormatListCreateInfo` is passed on to the images, and `DEFERRED_MEMORY_ALLOCATION_EXT`
//! (`VK_EXT_swapchain_maintenance1`: the implementation *may* defer; the images are made at
//! once). In `pNext`, a `VkImageFormatListCreateInfo`, a `VkDeviceGroupSwapchainCreateInfoKHR`
//! asking for local presentation, a `VkSwapchainPresentModesCreateInfoEXT` (modes among
//! [`PRESENT_MODES`], including the swapchain's) and a `VkSwapchainPresentScalingCreateInfoEXT`
//! asking for no scaling (the surface reports none) are understood; other structures (of
//! extensions the ICD does not advertise) are ignored, as drivers ignore structures they do
//! not know, with a warning.
//!
//! A refused create info is reported once per distinct reason and process ([`refuse`]): an
//! application that retries in a loop gets one clear line, not one per attempt.

use std::collections::HashSet;
use std::sync::Mutex;

use ash::vk;

/// The surface formats, in the order they are reported.
pub const FORMATS: [vk::Format; 2] = [vk::Format::B8G8R8A8_SRGB, vk::Format::B8G8R8A8_UNORM];

/// The one colour space of [`FORMATS`].
pub const COLOR_SPACE: vk::ColorSpaceKHR = vk::ColorSpaceKHR::SRGB_NONLINEAR;

/// The present modes. Every one shows each presented image, in order, without waiting for a
/// vertical blank (X11 through MIT-SHM or `PutImage` has none to wait for).
pub const PRESENT_MODES: [vk::PresentModeKHR; 4] = [
    vk::PresentModeKHR::IMMEDIATE,
    vk::PresentModeKHR::MAILBOX,
    vk::PresentModeKHR::FIFO,
    vk::PresentModeKHR::FIFO_RELAXED,
];

/// The composite alpha modes (the X11 window shows the pixels as they are).
pub const COMPOSITE_ALPHA: vk::CompositeAlphaFlagsKHR = vk::CompositeAlphaFlagsKHR::from_raw(
    vk::CompositeAlphaFlagsKHR::OPAQUE.as_raw() | vk::CompositeAlphaFlagsKHR::INHERIT.as_raw(),
);

/// The transform, the only one supported.
pub const TRANSFORM: vk::SurfaceTransformFlagsKHR = vk::SurfaceTransformFlagsKHR::IDENTITY;

/// The swapchain create flags accepted.
pub const CREATE_FLAGS: vk::SwapchainCreateFlagsKHR = vk::SwapchainCreateFlagsKHR::from_raw(
    vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT.as_raw()
        | vk::SwapchainCreateFlagsKHR::DEFERRED_MEMORY_ALLOCATION_EXT.as_raw(),
);

/// Image counts: the surface's minimum and maximum.
pub const MIN_IMAGES: u32 = 2;
/// See [`MIN_IMAGES`].
pub const MAX_IMAGES: u32 = 8;

/// What a create info asks of the images beyond format, size and usage.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Accepted {
    /// The images' create flags: `MUTABLE_FORMAT` or none.
    pub flags: vk::ImageCreateFlags,
    /// The formats of `VkImageFormatListCreateInfo`, empty when there is none.
    pub view_formats: Vec<vk::Format>,
    /// The modes a presentation may switch to: those of
    /// `VkSwapchainPresentModesCreateInfoEXT`, or the swapchain's own.
    pub present_modes: Vec<vk::PresentModeKHR>,
}

/// Holds `info` to what the surface offers (`usage`: the surface's supported usages); the
/// reason when it asks for more.
///
/// # Safety
/// `info` is a valid create info: its `pNext` chain and the arrays it points to are valid.
pub unsafe fn check(
    info: &vk::SwapchainCreateInfoKHR<'_>,
    usage: vk::ImageUsageFlags,
) -> Result<Accepted, String> {
    if info.image_array_layers != 1 {
        return Err(format!(
            "{} array layers (the surface offers 1)",
            info.image_array_layers
        ));
    }
    let unknown = info.flags & !CREATE_FLAGS;
    if !unknown.is_empty() {
        return Err(format!(
            "create flags {unknown:?} (only MUTABLE_FORMAT and DEFERRED_MEMORY_ALLOCATION_EXT are \
             supported)"
        ));
    }
    if !FORMATS.contains(&info.image_format) {
        return Err(format!(
            "format {:?} (the surface offers {FORMATS:?})",
            info.image_format
        ));
    }
    if info.image_color_space != COLOR_SPACE {
        return Err(format!(
            "colour space {:?} (the surface offers {COLOR_SPACE:?})",
            info.image_color_space
        ));
    }
    if !PRESENT_MODES.contains(&info.present_mode) {
        return Err(format!("present mode {:?}", info.present_mode));
    }
    if info.pre_transform != TRANSFORM {
        return Err(format!(
            "transform {:?} (only IDENTITY)",
            info.pre_transform
        ));
    }
    let alpha = info.composite_alpha;
    if alpha.as_raw().count_ones() != 1 || !COMPOSITE_ALPHA.contains(alpha) {
        return Err(format!(
            "composite alpha {alpha:?} (one of {COMPOSITE_ALPHA:?})"
        ));
    }
    if !usage.contains(info.image_usage) {
        return Err(format!(
            "usage {:?} (the surface supports {usage:?})",
            info.image_usage
        ));
    }
    let mut out = Accepted {
        present_modes: vec![info.present_mode],
        ..Accepted::default()
    };
    let mut p = info.p_next.cast::<vk::BaseInStructure<'static>>();
    for _ in 0..256 {
        if p.is_null() {
            break;
        }
        // SAFETY: caller: a valid chain, each member starting with sType and pNext.
        let base = unsafe { &*p };
        match base.s_type {
            vk::StructureType::IMAGE_FORMAT_LIST_CREATE_INFO => {
                // SAFETY: the sType names the structure.
                let list = unsafe { &*p.cast::<vk::ImageFormatListCreateInfo<'static>>() };
                if list.view_format_count > 0 && !list.p_view_formats.is_null() {
                    // SAFETY: caller: `viewFormatCount` formats.
                    out.view_formats = unsafe {
                        std::slice::from_raw_parts(
                            list.p_view_formats,
                            list.view_format_count as usize,
                        )
                    }
                    .to_vec();
                }
            }
            vk::StructureType::DEVICE_GROUP_SWAPCHAIN_CREATE_INFO_KHR => {
                // SAFETY: the sType names the structure.
                let g = unsafe { &*p.cast::<vk::DeviceGroupSwapchainCreateInfoKHR<'static>>() };
                if g.modes != vk::DeviceGroupPresentModeFlagsKHR::LOCAL {
                    return Err(format!(
                        "device group present modes {:?} (only LOCAL)",
                        g.modes
                    ));
                }
            }
            vk::StructureType::SWAPCHAIN_PRESENT_MODES_CREATE_INFO_EXT => {
                // SAFETY: the sType names the structure.
                let m = unsafe { &*p.cast::<vk::SwapchainPresentModesCreateInfoEXT<'static>>() };
                let modes = if m.p_present_modes.is_null() {
                    &[][..]
                } else {
                    // SAFETY: caller: `presentModeCount` modes.
                    unsafe {
                        std::slice::from_raw_parts(m.p_present_modes, m.present_mode_count as usize)
                    }
                };
                if let Some(bad) = modes.iter().find(|m| !PRESENT_MODES.contains(m)) {
                    return Err(format!("switchable present mode {bad:?}"));
                }
                if !modes.contains(&info.present_mode) {
                    return Err(format!(
                        "switchable present modes {modes:?} without the swapchain's {:?}",
                        info.present_mode
                    ));
                }
                out.present_modes = modes.to_vec();
            }
            vk::StructureType::SWAPCHAIN_PRESENT_SCALING_CREATE_INFO_EXT => {
                // SAFETY: the sType names the structure.
                let c = unsafe { &*p.cast::<vk::SwapchainPresentScalingCreateInfoEXT<'static>>() };
                if !c.scaling_behavior.is_empty()
                    || !c.present_gravity_x.is_empty()
                    || !c.present_gravity_y.is_empty()
                {
                    return Err(format!(
                        "present scaling {:?} with gravity {:?}, {:?} (the surface offers none)",
                        c.scaling_behavior, c.present_gravity_x, c.present_gravity_y
                    ));
                }
            }
            other => warn_once(format!(
                "vkCreateSwapchainKHR: ignoring a pNext structure of sType {other:?} (of an \
                 extension the ICD does not advertise)"
            )),
        }
        p = base.p_next;
    }
    if info
        .flags
        .contains(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT)
    {
        if out.view_formats.is_empty() {
            return Err("MUTABLE_FORMAT without a VkImageFormatListCreateInfo".into());
        }
        if !out.view_formats.contains(&info.image_format) {
            return Err(format!(
                "MUTABLE_FORMAT with view formats {:?} that lack the image format {:?}",
                out.view_formats, info.image_format
            ));
        }
        out.flags = vk::ImageCreateFlags::MUTABLE_FORMAT;
    } else if out.view_formats.iter().any(|&f| f != info.image_format) {
        return Err(format!(
            "view formats {:?} without MUTABLE_FORMAT",
            out.view_formats
        ));
    } else {
        // Without MUTABLE_FORMAT a list can only repeat the image's format; it says nothing.
        out.view_formats.clear();
    }
    Ok(out)
}

/// Whether `message` is new to this process (each is reported once).
fn first_time(message: &str) -> bool {
    static SEEN: Mutex<Option<HashSet<String>>> = Mutex::new(None);
    SEEN.lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_or_insert_with(HashSet::new)
        .insert(message.to_owned())
}

fn warn_once(message: String) {
    if first_time(&message) {
        tracing::warn!("{message}");
    }
}

/// Reports a failed `vkCreateSwapchainKHR` at error level, once per distinct `reason` in this
/// process, and gives `result` back.
pub fn refuse(reason: &str, result: vk::Result) -> vk::Result {
    let message = format!("vkCreateSwapchainKHR failed ({result}): {reason}");
    if first_time(&message) {
        tracing::error!("{message} (reported once; later failures for this reason are silent)");
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info<'a>() -> vk::SwapchainCreateInfoKHR<'a> {
        vk::SwapchainCreateInfoKHR::default()
            .min_image_count(3)
            .image_format(vk::Format::B8G8R8A8_UNORM)
            .image_color_space(COLOR_SPACE)
            .image_array_layers(1)
            .image_usage(vk::ImageUsageFlags::COLOR_ATTACHMENT)
            .pre_transform(TRANSFORM)
            .composite_alpha(vk::CompositeAlphaFlagsKHR::OPAQUE)
            .present_mode(vk::PresentModeKHR::FIFO)
    }

    const USAGE: vk::ImageUsageFlags = vk::ImageUsageFlags::COLOR_ATTACHMENT;

    #[test]
    fn a_mutable_format_swapchain_passes_its_format_list_on() {
        let formats = [vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB];
        let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&formats);
        let i = info()
            .flags(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT)
            .push_next(&mut list);
        // SAFETY: a valid create info made above.
        let a = unsafe { check(&i, USAGE) }.unwrap();
        assert_eq!(a.flags, vk::ImageCreateFlags::MUTABLE_FORMAT);
        assert_eq!(a.view_formats, formats);
        assert_eq!(a.present_modes, [vk::PresentModeKHR::FIFO]);
    }

    #[test]
    fn switchable_present_modes_and_deferred_allocation_are_accepted() {
        let modes = [vk::PresentModeKHR::MAILBOX, vk::PresentModeKHR::FIFO];
        let mut m = vk::SwapchainPresentModesCreateInfoEXT::default().present_modes(&modes);
        let mut scaling = vk::SwapchainPresentScalingCreateInfoEXT::default();
        let i = info()
            .flags(vk::SwapchainCreateFlagsKHR::DEFERRED_MEMORY_ALLOCATION_EXT)
            .push_next(&mut m)
            .push_next(&mut scaling);
        // SAFETY: a valid create info made above.
        let a = unsafe { check(&i, USAGE) }.unwrap();
        assert_eq!(a.present_modes, modes);
        assert_eq!(a.flags, vk::ImageCreateFlags::empty());
    }

    #[test]
    fn what_the_surface_does_not_offer_is_refused_with_a_reason() {
        let formats = [vk::Format::B8G8R8A8_SRGB];
        let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&formats);
        let mailbox = [vk::PresentModeKHR::MAILBOX];
        let mut no_fifo = vk::SwapchainPresentModesCreateInfoEXT::default().present_modes(&mailbox);
        let odd = [
            vk::PresentModeKHR::FIFO,
            vk::PresentModeKHR::SHARED_DEMAND_REFRESH,
        ];
        let mut shared = vk::SwapchainPresentModesCreateInfoEXT::default().present_modes(&odd);
        let mut scaled = vk::SwapchainPresentScalingCreateInfoEXT::default()
            .scaling_behavior(vk::PresentScalingFlagsEXT::STRETCH);
        let cases: Vec<(vk::SwapchainCreateInfoKHR<'_>, &str)> = vec![
            (info().image_array_layers(2), "array layers"),
            (
                info().flags(vk::SwapchainCreateFlagsKHR::PROTECTED),
                "create flags",
            ),
            (
                info().flags(vk::SwapchainCreateFlagsKHR::MUTABLE_FORMAT),
                "without a VkImageFormatListCreateInfo",
            ),
            (info().image_format(vk::Format::R8G8B8A8_UNORM), "format"),
            (
                info().image_color_space(vk::ColorSpaceKHR::DISPLAY_P3_NONLINEAR_EXT),
                "colour space",
            ),
            (
                info().present_mode(vk::PresentModeKHR::SHARED_DEMAND_REFRESH),
                "present mode",
            ),
            (
                info().pre_transform(vk::SurfaceTransformFlagsKHR::ROTATE_90),
                "transform",
            ),
            (
                info().composite_alpha(vk::CompositeAlphaFlagsKHR::PRE_MULTIPLIED),
                "composite alpha",
            ),
            (info().image_usage(vk::ImageUsageFlags::STORAGE), "usage"),
            (info().push_next(&mut list), "without MUTABLE_FORMAT"),
            (info().push_next(&mut no_fifo), "without the swapchain's"),
            (info().push_next(&mut shared), "switchable present mode"),
            (info().push_next(&mut scaled), "present scaling"),
        ];
        for (i, why) in &cases {
            // SAFETY: valid create infos made above.
            let e = unsafe { check(i, USAGE) }.unwrap_err();
            assert!(e.contains(why), "{e} (wanted: {why})");
        }
    }

    #[test]
    fn a_list_of_the_images_own_format_is_no_mutable_format() {
        let formats = [vk::Format::B8G8R8A8_UNORM];
        let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&formats);
        let i = info().push_next(&mut list);
        // SAFETY: a valid create info made above.
        let a = unsafe { check(&i, USAGE) }.unwrap();
        assert_eq!((a.flags, a.view_formats), Default::default());
    }

    #[test]
    fn a_reason_is_reported_once() {
        assert!(first_time("swapchain_info test reason"));
        assert!(!first_time("swapchain_info test reason"));
        assert!(first_time("another swapchain_info test reason"));
    }
}
