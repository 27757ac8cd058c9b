//! Query answers as the repairs make them true: features the repairs emulate (or the
//! configuration reports) are present, and repaired `*SCALED` formats are vertex formats.
//! The driver is asked only for what it has; its answer is edited before the reply.

use ash::vk;
use ext_inject::ChainLimits;
use vk_wire::args;

use super::Physical;
use crate::stats::RepairStats;

/// `vkGetPhysicalDeviceFeatures` on `p`'s physical device: the emulated features present.
///
/// # Safety
/// The output is null or written by the driver in the decoder's arena.
pub unsafe fn features(p: &Physical, x: &args::GetPhysicalDeviceFeatures, stats: &mut RepairStats) {
    if p.shown.is_empty() {
        return;
    }
    // SAFETY: null or the output the driver filled (caller).
    if let Some(f) = unsafe { x.p_features.as_mut() } {
        if !p.shown.apply_to_core(f).is_empty() {
            stats.features_faked += 1;
        }
    }
}

/// `vkGetPhysicalDeviceFeatures2`: as [`features`], in the output chain.
///
/// # Safety
/// The output is null or the application's output chain, rebuilt by the decoder in its arena
/// (each structure as large as its sType says), written by the driver.
pub unsafe fn features2(
    p: &Physical,
    x: &args::GetPhysicalDeviceFeatures2,
    stats: &mut RepairStats,
) {
    if p.shown.is_empty() || x.p_features.is_null() {
        return;
    }
    // SAFETY: caller.
    match unsafe {
        p.shown
            .apply_to_chain(x.p_features.cast(), ChainLimits::default())
    } {
        Ok(changed) if !changed.is_empty() => stats.features_faked += 1,
        Ok(_) => {}
        Err(e) => tracing::warn!("vkGetPhysicalDeviceFeatures2: not edited: {e}"),
    }
}

/// `vkGetPhysicalDeviceFormatProperties`: a repaired `*SCALED` format is a vertex format.
///
/// # Safety
/// As for [`features`].
pub unsafe fn format_properties(
    p: &Physical,
    x: &args::GetPhysicalDeviceFormatProperties,
    stats: &mut RepairStats,
) {
    if p.active.scaled(x.format).is_none() {
        return;
    }
    // SAFETY: null or the output the driver filled (caller).
    if let Some(f) = unsafe { x.p_format_properties.as_mut() } {
        if !f
            .buffer_features
            .contains(vk::FormatFeatureFlags::VERTEX_BUFFER)
        {
            stats.formats_faked += 1;
        }
        f.buffer_features |= vk::FormatFeatureFlags::VERTEX_BUFFER;
    }
}

/// `vkGetPhysicalDeviceFormatProperties2`: as [`format_properties`], in the chain too.
///
/// # Safety
/// As for [`features2`].
pub unsafe fn format_properties2(
    p: &Physical,
    x: &args::GetPhysicalDeviceFormatProperties2,
    stats: &mut RepairStats,
) {
    if p.active.scaled(x.format).is_none() || x.p_format_properties.is_null() {
        return;
    }
    // SAFETY: the output the driver filled, its chain rebuilt by the decoder (caller).
    unsafe { add_vertex_bit(x.p_format_properties, stats) };
}

/// Sets `VERTEX_BUFFER_BIT` in a `VkFormatProperties2` and in a `VkFormatProperties3` of its
/// chain.
///
/// # Safety
/// `f` is a valid `VkFormatProperties2` whose chain holds valid structures.
unsafe fn add_vertex_bit(f: *mut vk::FormatProperties2<'static>, stats: &mut RepairStats) {
    // SAFETY: caller.
    let f = unsafe { &mut *f };
    let p = &mut f.format_properties;
    if !p
        .buffer_features
        .contains(vk::FormatFeatureFlags::VERTEX_BUFFER)
    {
        stats.formats_faked += 1;
    }
    p.buffer_features |= vk::FormatFeatureFlags::VERTEX_BUFFER;
    let mut next = f.p_next.cast::<vk::BaseOutStructure<'static>>();
    for _ in 0..ChainLimits::default().max_len {
        if next.is_null() {
            break;
        }
        // SAFETY: a structure of the chain (caller).
        let s = unsafe { &mut *next };
        if s.s_type == vk::StructureType::FORMAT_PROPERTIES_3 {
            // SAFETY: the sType says what it is.
            let p3 = unsafe { &mut *next.cast::<vk::FormatProperties3<'static>>() };
            p3.buffer_features |= vk::FormatFeatureFlags2::VERTEX_BUFFER;
        }
        next = s.p_next;
    }
}
