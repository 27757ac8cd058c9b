//! Query answers as the repairs make them true: features the repairs emulate (or the
//! configuration reports) are present, and repaired `*SCALED` formats are vertex formats.
//! The driver is asked only for what it has; its answer is edited before the reply.

use ash::vk;
use ext_inject::ChainLimits;
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::Physical;
use crate::stats::RepairStats;

/// Edits the answer of a feature or format query on `p`'s physical device.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (one of the four queries), their outputs written
/// by the driver in the decoder's arena.
pub unsafe fn answer(
    p: &Physical,
    cmd: &'static CommandDesc,
    a: *const u8,
    stats: &mut RepairStats,
) {
    match cmd.id {
        id::GET_PHYSICAL_DEVICE_FEATURES => {
            if p.shown.is_empty() {
                return;
            }
            // SAFETY: the id says what `a` holds (caller).
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceFeatures>() };
            // SAFETY: null or the output the driver filled (caller).
            if let Some(f) = unsafe { x.p_features.as_mut() } {
                if !p.shown.apply_to_core(f).is_empty() {
                    stats.features_faked += 1;
                }
            }
        }
        id::GET_PHYSICAL_DEVICE_FEATURES2 => {
            if p.shown.is_empty() {
                return;
            }
            // SAFETY: the id says what `a` holds (caller).
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceFeatures2>() };
            if x.p_features.is_null() {
                return;
            }
            // SAFETY: the decoder rebuilt the application's output chain in its arena, each
            // structure as large as its sType says (caller).
            match unsafe {
                p.shown
                    .apply_to_chain(x.p_features.cast(), ChainLimits::default())
            } {
                Ok(changed) if !changed.is_empty() => stats.features_faked += 1,
                Ok(_) => {}
                Err(e) => tracing::warn!("vkGetPhysicalDeviceFeatures2: not edited: {e}"),
            }
        }
        id::GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES => {
            // SAFETY: the id says what `a` holds (caller).
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceFormatProperties>() };
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
        id::GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES2 => {
            // SAFETY: the id says what `a` holds (caller).
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceFormatProperties2>() };
            if p.active.scaled(x.format).is_none() || x.p_format_properties.is_null() {
                return;
            }
            // SAFETY: the output the driver filled, its chain rebuilt by the decoder (caller).
            unsafe { add_vertex_bit(x.p_format_properties, stats) };
        }
        _ => {}
    }
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
