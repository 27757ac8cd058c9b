//! Vulkan `VkFormat` → decoder mapping (feature `ash`).
//!
//! A BCn `vk::Format` maps to a [`Format`] plus an sRGB flag; the flag changes only the
//! `vk::Format` of the decoded image (`R8G8B8A8_SRGB` instead of `_UNORM`), never the bytes.
//!
//! [`region`] checks and splits the copy regions of BCn images emulated as uncompressed ones,
//! for a Vulkan layer or driver that emulates BCn on hardware without it.

pub mod region;

use crate::{Format, Output};
use ash::vk;

/// What a BCn `vk::Format` decodes as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VkMapping {
    /// The block format.
    pub format: Format,
    /// Whether the source was an `_SRGB` format (BC1–BC3, BC7).
    pub srgb: bool,
}

/// The decoder for a BCn `vk::Format`, or `None` for any other format.
pub fn from_vk(f: vk::Format) -> Option<VkMapping> {
    use vk::Format as V;
    let (format, srgb) = match f {
        V::BC1_RGB_UNORM_BLOCK => (Format::Bc1Rgb, false),
        V::BC1_RGB_SRGB_BLOCK => (Format::Bc1Rgb, true),
        V::BC1_RGBA_UNORM_BLOCK => (Format::Bc1Rgba, false),
        V::BC1_RGBA_SRGB_BLOCK => (Format::Bc1Rgba, true),
        V::BC2_UNORM_BLOCK => (Format::Bc2, false),
        V::BC2_SRGB_BLOCK => (Format::Bc2, true),
        V::BC3_UNORM_BLOCK => (Format::Bc3, false),
        V::BC3_SRGB_BLOCK => (Format::Bc3, true),
        V::BC4_UNORM_BLOCK => (Format::Bc4Unorm, false),
        V::BC4_SNORM_BLOCK => (Format::Bc4Snorm, false),
        V::BC5_UNORM_BLOCK => (Format::Bc5Unorm, false),
        V::BC5_SNORM_BLOCK => (Format::Bc5Snorm, false),
        V::BC6H_UFLOAT_BLOCK => (Format::Bc6hUfloat, false),
        V::BC6H_SFLOAT_BLOCK => (Format::Bc6hSfloat, false),
        V::BC7_UNORM_BLOCK => (Format::Bc7, false),
        V::BC7_SRGB_BLOCK => (Format::Bc7, true),
        _ => return None,
    };
    Some(VkMapping { format, srgb })
}

impl VkMapping {
    /// The natural output and its `vk::Format`: RGBA8 (UNORM or SRGB) for BC1/2/3/7, R8 and
    /// RG8 (UNORM or SNORM) for BC4/BC5, `R16G16B16A16_SFLOAT` for BC6H.
    pub fn native(self) -> (Output, vk::Format) {
        let o = self.format.native_output();
        // Every format supports its native output.
        (o, self.output_format(o).unwrap_or(vk::Format::UNDEFINED))
    }

    /// The `vk::Format` of the decoded image for `output`, or `None` if the format cannot be
    /// decoded to it.
    pub fn output_format(self, output: Output) -> Option<vk::Format> {
        use vk::Format as V;
        if !self.format.supports(output) {
            return None;
        }
        let signed = self.format.is_signed();
        Some(match (output, self.srgb, signed) {
            (Output::Rgba8, true, _) => V::R8G8B8A8_SRGB,
            (Output::Rgba8, false, true) => V::R8G8B8A8_SNORM,
            (Output::Rgba8, false, false) => V::R8G8B8A8_UNORM,
            (Output::Bgra8, true, _) => V::B8G8R8A8_SRGB,
            (Output::Bgra8, false, _) => V::B8G8R8A8_UNORM,
            (Output::R8, _, true) => V::R8_SNORM,
            (Output::R8, _, false) => V::R8_UNORM,
            (Output::Rg8, _, true) => V::R8G8_SNORM,
            (Output::Rg8, _, false) => V::R8G8_UNORM,
            (Output::Rgba16f, _, _) => V::R16G16B16A16_SFLOAT,
            (Output::Rgba32f, _, _) => V::R32G32B32A32_SFLOAT,
        })
    }
}
