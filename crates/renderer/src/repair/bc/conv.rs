//! Pure conversions of the BC repair: which formats are emulated, their replacements, the
//! features they are answered with, and the geometry of one copy region (bcn-decode's
//! [`bcn_decode::vk::region`], the checks shared with other emulators).

use ash::vk;

pub use bcn_decode::vk::region::{
    BC_FORMATS, Emulated, Region, RegionError, Shape, align_staging, mip_extent, region,
    staging_copy,
};

/// The format features an emulated BCn format can have: what a sampled, uploaded texture
/// needs. Attachments, storage and buffer use are never answered (BCn has none of them).
pub const FEATURES: vk::FormatFeatureFlags = vk::FormatFeatureFlags::from_raw(
    vk::FormatFeatureFlags::SAMPLED_IMAGE.as_raw()
        | vk::FormatFeatureFlags::BLIT_SRC.as_raw()
        | vk::FormatFeatureFlags::TRANSFER_SRC.as_raw()
        | vk::FormatFeatureFlags::TRANSFER_DST.as_raw()
        | vk::FormatFeatureFlags::SAMPLED_IMAGE_FILTER_LINEAR.as_raw(),
);

/// The image usages an emulated BCn image may have (as a native BCn image).
pub const USAGES: vk::ImageUsageFlags = vk::ImageUsageFlags::from_raw(
    vk::ImageUsageFlags::SAMPLED.as_raw()
        | vk::ImageUsageFlags::TRANSFER_SRC.as_raw()
        | vk::ImageUsageFlags::TRANSFER_DST.as_raw(),
);

/// `FormatFeatureFlags` to `FormatFeatureFlags2` (the low 31 bits are the same flags).
pub fn features2(f: vk::FormatFeatureFlags) -> vk::FormatFeatureFlags2 {
    vk::FormatFeatureFlags2::from_raw(u64::from(f.as_raw()))
}
