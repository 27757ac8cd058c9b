//! Device creation: the driver is asked only for the features it has.
//!
//! Requested features the driver lacks, and those a repair emulates or `report_features`
//! only reports, are cleared from `VkDeviceCreateInfo` (`pEnabledFeatures` and every
//! feature structure of the chain) through `ext-inject`'s sanitizer. Each cleared feature is
//! logged once per process: at info level when a repair or the configuration accounts for
//! it, as a warning when the driver simply lacks it.

use ash::vk;
use ext_inject::{FeatureRef, SanitizeOptions};
use vk_wire::args;

use super::{Physical, first_time, warn_once};
use crate::stats::RepairStats;

/// Sanitizes the decoded `vkCreateDevice` request for `p`'s device. Returns the storage of
/// the edited `pEnabledFeatures`, which must outlive the driver call.
///
/// # Safety
/// `x` holds the decoded arguments, the create info and its chain in the decoder's writable
/// arena.
pub unsafe fn sanitize(
    p: &Physical,
    x: &args::CreateDevice,
    stats: &mut RepairStats,
) -> Option<Box<vk::PhysicalDeviceFeatures>> {
    // SAFETY: caller: the arena is writable.
    let info = unsafe { x.p_create_info.cast_mut().as_mut() }?;
    let mut core = Box::new(vk::PhysicalDeviceFeatures::default());
    // SAFETY: the box is returned to the caller, who keeps it across the driver call, so
    // the pointer the sanitizer leaves in `pEnabledFeatures` stays valid that long.
    let storage: &'static mut vk::PhysicalDeviceFeatures =
        unsafe { &mut *(core.as_mut() as *mut vk::PhysicalDeviceFeatures) };
    // Feature structures the device does not know stay in the chain, all false: the
    // application's chain may hold them for other reasons, and a false member asks nothing.
    let opts = SanitizeOptions {
        unlink_unknown_to_device: false,
        ..Default::default()
    };
    // SAFETY: caller: `pEnabledFeatures` is null or readable, the chain valid and writable.
    let report =
        match unsafe { ext_inject::sanitize_device_create_info(info, storage, &p.request, opts) } {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!("vkCreateDevice: features not sanitized: {e}");
                return Some(core);
            }
        };
    stats.features_cleared += report.cleared.len() as u64;
    for f in &report.cleared {
        log_cleared(p, *f);
    }
    Some(core)
}

fn log_cleared(p: &Physical, f: FeatureRef) {
    let name = f.to_string();
    let shown = p.shown.entries().iter().any(|(e, _)| *e == f);
    if shown {
        if first_time(format!("reported {}/{name}", p.name)) {
            tracing::info!(
                device = %p.name,
                "vkCreateDevice: {name} is not asked of the driver (the renderer emulates or reports it)"
            );
        }
    } else {
        warn_once(format!("cleared {}/{name}", p.name), || {
            format!(
                "vkCreateDevice on {}: the application asked for {name}, which the driver \
                 lacks; the device is created without it",
                p.name
            )
        });
    }
}
