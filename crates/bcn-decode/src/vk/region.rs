//! Checking and splitting copy regions of BCn images emulated as uncompressed ones.
//!
//! A Vulkan driver without `textureCompressionBC` can still show BCn textures if each BCn
//! image is created with an uncompressed replacement format ([`Emulated`]) and every copy of
//! compressed blocks into or out of it is rewritten: an upload's blocks are decoded into a
//! staging buffer, tightly packed, and copied from there ([`staging_copy`]); readbacks and
//! image copies are served from a buffer that keeps the image's blocks beside it
//! ([`shadow`]). The copy regions come from the application, so nothing here trusts them:
//! [`region`] checks one `vk::BufferImageCopy` against the image and the source buffer, and
//! the checked [`Region`] says which bytes the decoder reads and where its texels go. Sizes
//! never overflow or panic; what cannot be emulated is a [`RegionError`].
//!
//! This module records no commands; it is the arithmetic an emulator runs before it does.
//!
//! ```
//! use ash::vk;
//! use bcn_decode::vk::region::{self, Emulated, Shape, shadow};
//!
//! // A 256x256 BC1 texture with its full mip chain, in one layer.
//! let shape = Shape {
//!     emulated: Emulated::of(vk::Format::BC1_RGBA_UNORM_BLOCK).unwrap(),
//!     extent: vk::Extent3D { width: 256, height: 256, depth: 1 },
//!     mip_levels: 9,
//!     array_layers: 1,
//! };
//! assert_eq!(shape.emulated.replacement, vk::Format::R8G8B8A8_UNORM);
//! // Level 1 (128x128, 32x32 blocks of 8 bytes), at byte 4096 of a 16 KiB buffer.
//! let copy = vk::BufferImageCopy {
//!     buffer_offset: 4096,
//!     image_subresource: vk::ImageSubresourceLayers {
//!         aspect_mask: vk::ImageAspectFlags::COLOR,
//!         mip_level: 1,
//!         base_array_layer: 0,
//!         layer_count: 1,
//!     },
//!     image_extent: vk::Extent3D { width: 128, height: 128, depth: 1 },
//!     ..Default::default()
//! };
//! let r = region::region(0, &copy, &shape, 16384, 0)?;
//! assert_eq!((r.src_row, r.src_slice), (32 * 8, 32 * 32 * 8));
//! assert_eq!(r.decoded_len(&shape.emulated), 128 * 128 * 4);
//! // The next region's texels would start at 64 KiB in the staging buffer.
//! assert_eq!(r.next_staging(&shape.emulated), 65536);
//! // The same region read past the end of a smaller buffer is refused.
//! assert_eq!(
//!     region::region(0, &copy, &shape, 8192, 0),
//!     Err(region::RegionError::Source(0))
//! );
//! // Its blocks, copied into the shadow: one run, after level 0's 64x64 blocks.
//! let mut runs = Vec::new();
//! shadow::buffer_runs(&shape, &copy, &r, &mut runs).unwrap();
//! assert_eq!((runs[0].src_offset, runs[0].dst_offset, runs[0].size), (4096, 32768, 8192));
//! # Ok::<(), region::RegionError>(())
//! ```

pub mod shadow;

use ash::vk;

use super::{VkMapping, from_vk};
use crate::{Format, Output};

/// Every BCn `VkFormat`.
pub const BC_FORMATS: [vk::Format; 16] = [
    vk::Format::BC1_RGB_UNORM_BLOCK,
    vk::Format::BC1_RGB_SRGB_BLOCK,
    vk::Format::BC1_RGBA_UNORM_BLOCK,
    vk::Format::BC1_RGBA_SRGB_BLOCK,
    vk::Format::BC2_UNORM_BLOCK,
    vk::Format::BC2_SRGB_BLOCK,
    vk::Format::BC3_UNORM_BLOCK,
    vk::Format::BC3_SRGB_BLOCK,
    vk::Format::BC4_UNORM_BLOCK,
    vk::Format::BC4_SNORM_BLOCK,
    vk::Format::BC5_UNORM_BLOCK,
    vk::Format::BC5_SNORM_BLOCK,
    vk::Format::BC6H_UFLOAT_BLOCK,
    vk::Format::BC6H_SFLOAT_BLOCK,
    vk::Format::BC7_UNORM_BLOCK,
    vk::Format::BC7_SRGB_BLOCK,
];

/// How one BCn format is emulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Emulated {
    /// The format the application named.
    pub format: vk::Format,
    /// The block format the decoder reads.
    pub block: Format,
    /// What the decoder writes.
    pub output: Output,
    /// The format the driver's image has: the decoder's natural output format.
    pub replacement: vk::Format,
}

impl Emulated {
    /// The emulation of `format`, `None` for a format that is not BCn.
    pub fn of(format: vk::Format) -> Option<Emulated> {
        let m: VkMapping = from_vk(format)?;
        let (output, replacement) = m.native();
        Some(Emulated {
            format,
            block: m.format,
            output,
            replacement,
        })
    }

    /// Bytes of one compressed 4×4 block.
    pub fn block_bytes(&self) -> u64 {
        self.block.block_bytes() as u64
    }

    /// Bytes of one decoded texel.
    pub fn texel_bytes(&self) -> u64 {
        self.output.bytes_per_pixel() as u64
    }
}

/// The extent of mip level `level` of an image of `extent`.
pub fn mip_extent(extent: vk::Extent3D, level: u32) -> vk::Extent3D {
    let shr = |v: u32| v.checked_shr(level).unwrap_or(0).max(1);
    vk::Extent3D {
        width: shr(extent.width),
        height: shr(extent.height),
        depth: shr(extent.depth),
    }
}

/// Why a copy region cannot be emulated. Each variant carries the region's index.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RegionError {
    /// The subresource is not in the image.
    #[error("region {0}: mip level or array layers outside the image")]
    Subresource(usize),
    /// The offset or extent is not on block boundaries (except at the level's edge), or runs
    /// past the level.
    #[error("region {0}: offset or extent not on 4x4 block boundaries or outside the level")]
    Extent(usize),
    /// `bufferRowLength`/`bufferImageHeight` smaller than the extent, or not block multiples.
    #[error("region {0}: bufferRowLength or bufferImageHeight smaller than the extent")]
    Pitch(usize),
    /// The compressed bytes lie (partly) outside the source buffer, or the buffer offset is
    /// not a multiple of the block size.
    #[error("region {0}: the compressed bytes lie outside the source buffer or are misaligned")]
    Source(usize),
    /// A size computation overflowed.
    #[error("region {0}: sizes overflow")]
    Overflow(usize),
}

/// One copy region of compressed blocks, checked against the image and the source buffer by
/// [`region`]: every sum below fits a `u64`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Region {
    /// Byte offset of the first block in the source buffer.
    pub src_offset: u64,
    /// Bytes from one block row to the next in the source.
    pub src_row: u64,
    /// Bytes from one depth slice or layer to the next in the source.
    pub src_slice: u64,
    /// Texels of the region: width, height, depth × layers slices.
    pub width: u32,
    /// Texel rows.
    pub height: u32,
    /// Depth slices times array layers.
    pub slices: u32,
    /// Offset of the decoded texels in the staging buffer.
    pub staging_offset: u64,
}

impl Region {
    /// Bytes of decoded texels, tightly packed (saturates for a region [`region`] did not
    /// check; it refuses those that overflow).
    pub fn decoded_len(&self, e: &Emulated) -> u64 {
        decoded_len(self.width, self.height, self.slices, e).unwrap_or(u64::MAX)
    }

    /// Bytes of one compressed block row of the region.
    pub fn src_row_len(&self, e: &Emulated) -> u64 {
        u64::from(self.width.div_ceil(4)) * e.block_bytes()
    }

    /// Where the staging data of the next region starts: after this one's texels, aligned
    /// ([`align_staging`]; saturates for a region [`region`] did not check).
    pub fn next_staging(&self, e: &Emulated) -> u64 {
        next_staging(self.staging_offset, self.decoded_len(e)).unwrap_or(u64::MAX)
    }
}

fn decoded_len(width: u32, height: u32, slices: u32, e: &Emulated) -> Option<u64> {
    (u64::from(width) * u64::from(height))
        .checked_mul(u64::from(slices))?
        .checked_mul(e.texel_bytes())
}

fn next_staging(at: u64, len: u64) -> Option<u64> {
    at.checked_add(len)?.checked_next_multiple_of(STAGING_ALIGN)
}

/// The image an upload writes: format, size, levels, layers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// The emulation of the image's format.
    pub emulated: Emulated,
    /// Level 0's extent.
    pub extent: vk::Extent3D,
    /// Mip levels.
    pub mip_levels: u32,
    /// Array layers.
    pub array_layers: u32,
}

/// Checks copy region `i` (`r`) against `shape` and a source buffer of `buffer_size` bytes,
/// and gives where its decoded texels go: at `staging_offset`, tightly packed.
///
/// # Errors
/// The [`RegionError`] that says what is wrong with `r`.
pub fn region(
    i: usize,
    r: &vk::BufferImageCopy,
    shape: &Shape,
    buffer_size: u64,
    staging_offset: u64,
) -> Result<Region, RegionError> {
    let e = &shape.emulated;
    let s = &r.image_subresource;
    let layers = if s.layer_count == vk::REMAINING_ARRAY_LAYERS {
        shape.array_layers.saturating_sub(s.base_array_layer)
    } else {
        s.layer_count
    };
    if s.mip_level >= shape.mip_levels
        || layers == 0
        || s.base_array_layer
            .checked_add(layers)
            .is_none_or(|end| end > shape.array_layers)
    {
        return Err(RegionError::Subresource(i));
    }
    let level = mip_extent(shape.extent, s.mip_level);
    let (o, x) = (r.image_offset, r.image_extent);
    if !fits(o.x, x.width, level.width, true)
        || !fits(o.y, x.height, level.height, true)
        || !fits(o.z, x.depth, level.depth, false)
    {
        return Err(RegionError::Extent(i));
    }
    let row_texels = if r.buffer_row_length == 0 {
        x.width
    } else {
        r.buffer_row_length
    };
    let image_rows = if r.buffer_image_height == 0 {
        x.height
    } else {
        r.buffer_image_height
    };
    if row_texels < x.width
        || image_rows < x.height
        || (r.buffer_row_length != 0 && r.buffer_row_length % 4 != 0)
        || (r.buffer_image_height != 0 && r.buffer_image_height % 4 != 0)
    {
        return Err(RegionError::Pitch(i));
    }
    let ov = || RegionError::Overflow(i);
    let src_row = u64::from(row_texels.div_ceil(4)) * e.block_bytes();
    let src_slice = src_row
        .checked_mul(u64::from(image_rows.div_ceil(4)))
        .ok_or_else(ov)?;
    let slices = x.depth.checked_mul(layers).ok_or_else(ov)?;
    let out = Region {
        src_offset: r.buffer_offset,
        src_row,
        src_slice,
        width: x.width,
        height: x.height,
        slices,
        staging_offset,
    };
    // The last byte read: the last slice's last block row, as long as the region is wide.
    let last = src_slice
        .checked_mul(u64::from(slices - 1))
        .and_then(|v| v.checked_add(src_row.checked_mul(u64::from(x.height.div_ceil(4) - 1))?))
        .and_then(|v| v.checked_add(out.src_row_len(e)))
        .and_then(|v| v.checked_add(r.buffer_offset))
        .ok_or_else(ov)?;
    if r.buffer_offset % e.block_bytes() != 0 || last > buffer_size {
        return Err(RegionError::Source(i));
    }
    // The decoded texels, and the next region's start after them, fit a `u64`.
    decoded_len(x.width, x.height, slices, e)
        .and_then(|len| next_staging(staging_offset, len))
        .ok_or_else(ov)?;
    Ok(out)
}

/// Whether `len` texels from `off` lie in a level `size` texels long: on block boundaries
/// where `block` is set (the end may be the level's edge instead).
fn fits(off: i32, len: u32, size: u32, block: bool) -> bool {
    let Ok(off) = u32::try_from(off) else {
        return false;
    };
    let Some(end) = off.checked_add(len) else {
        return false;
    };
    len > 0 && end <= size && (!block || (off % 4 == 0 && (len % 4 == 0 || end == size)))
}

/// The region of the staging copy that replaces `r`: the same subresource, offset and
/// extent, read tightly packed from `staging_offset`.
pub fn staging_copy(r: &vk::BufferImageCopy, staging_offset: u64) -> vk::BufferImageCopy {
    vk::BufferImageCopy {
        buffer_offset: staging_offset,
        buffer_row_length: 0,
        buffer_image_height: 0,
        ..*r
    }
}

/// The alignment of each region's texels in the staging buffer: enough for any texel.
pub const STAGING_ALIGN: u64 = 16;

/// Where the staging data of the next region starts: `at`, aligned for any texel
/// ([`STAGING_ALIGN`]; saturates at the last aligned `u64`).
pub fn align_staging(at: u64) -> u64 {
    at.checked_next_multiple_of(STAGING_ALIGN)
        .unwrap_or(u64::MAX - u64::MAX % STAGING_ALIGN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(format: vk::Format) -> Shape {
        Shape {
            emulated: Emulated::of(format).unwrap(),
            extent: vk::Extent3D {
                width: 22,
                height: 13,
                depth: 1,
            },
            mip_levels: 3,
            array_layers: 2,
        }
    }

    fn copy(offset: (i32, i32), extent: (u32, u32), row: u32, level: u32) -> vk::BufferImageCopy {
        vk::BufferImageCopy {
            buffer_offset: 16,
            buffer_row_length: row,
            buffer_image_height: 0,
            image_subresource: vk::ImageSubresourceLayers {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                mip_level: level,
                base_array_layer: 0,
                layer_count: 2,
            },
            image_offset: vk::Offset3D {
                x: offset.0,
                y: offset.1,
                z: 0,
            },
            image_extent: vk::Extent3D {
                width: extent.0,
                height: extent.1,
                depth: 1,
            },
        }
    }

    #[test]
    fn every_bc_format_has_the_documented_replacement() {
        use vk::Format as F;
        for f in BC_FORMATS {
            let e = Emulated::of(f).unwrap();
            let want = match f {
                F::BC1_RGB_SRGB_BLOCK
                | F::BC1_RGBA_SRGB_BLOCK
                | F::BC2_SRGB_BLOCK
                | F::BC3_SRGB_BLOCK
                | F::BC7_SRGB_BLOCK => F::R8G8B8A8_SRGB,
                F::BC4_UNORM_BLOCK => F::R8_UNORM,
                F::BC4_SNORM_BLOCK => F::R8_SNORM,
                F::BC5_UNORM_BLOCK => F::R8G8_UNORM,
                F::BC5_SNORM_BLOCK => F::R8G8_SNORM,
                F::BC6H_UFLOAT_BLOCK | F::BC6H_SFLOAT_BLOCK => F::R16G16B16A16_SFLOAT,
                _ => F::R8G8B8A8_UNORM,
            };
            assert_eq!(e.replacement, want, "{f:?}");
        }
        assert!(Emulated::of(vk::Format::R8G8B8A8_UNORM).is_none());
    }

    #[test]
    fn a_padded_region_with_a_partial_edge_block_reads_what_it_should() {
        let s = shape(vk::Format::BC1_RGBA_UNORM_BLOCK);
        // Columns 16..22 (two blocks, the last partial), rows 0..13 (4 block rows), rows of
        // 3 blocks, both layers.
        let r = region(0, &copy((16, 0), (6, 13), 12, 0), &s, 16 + 2 * 96, 0).unwrap();
        assert_eq!((r.src_row, r.src_slice, r.slices), (24, 96, 2));
        assert_eq!(r.decoded_len(&s.emulated), 6 * 13 * 2 * 4);
        assert_eq!(r.next_staging(&s.emulated), 624);
        // One byte short of the last block.
        assert_eq!(
            region(0, &copy((16, 0), (6, 13), 12, 0), &s, 16 + 2 * 96 - 9, 0),
            Err(RegionError::Source(0))
        );
    }

    #[test]
    fn hostile_regions_are_refused() {
        let s = shape(vk::Format::BC7_UNORM_BLOCK);
        let big = u64::MAX;
        // Not on a block boundary, past the level, past the layers, past the mips.
        assert!(region(1, &copy((2, 0), (4, 4), 0, 0), &s, big, 0).is_err());
        assert!(region(1, &copy((0, 0), (8, 4), 0, 0), &s, big, 0).is_ok());
        assert!(region(1, &copy((0, 0), (6, 4), 0, 0), &s, big, 0).is_err());
        assert!(region(1, &copy((20, 12), (4, 4), 0, 0), &s, big, 0).is_err());
        assert!(region(1, &copy((-4, 0), (4, 4), 0, 0), &s, big, 0).is_err());
        assert!(region(1, &copy((0, 0), (0, 4), 0, 0), &s, big, 0).is_err());
        assert!(region(1, &copy((0, 0), (4, 4), 0, 3), &s, big, 0).is_err());
        assert!(region(1, &copy((0, 0), (4, 4), 2, 0), &s, big, 0).is_err());
        let mut c = copy((0, 0), (4, 4), 0, 0);
        c.image_subresource.base_array_layer = u32::MAX;
        assert!(region(1, &c, &s, big, 0).is_err());
        let mut c = copy((0, 0), (4, 4), 0, 0);
        c.buffer_offset = u64::MAX - 8;
        assert!(region(1, &c, &s, big, 0).is_err());
        let mut c = copy((0, 0), (4, 4), u32::MAX - 3, 0);
        c.buffer_image_height = u32::MAX - 3;
        assert!(region(1, &c, &s, 1 << 40, 0).is_err());
        // The last level is 5x3: one partial block is the whole level.
        assert!(region(1, &copy((0, 0), (5, 3), 0, 2), &s, big, 0).is_ok());
        // Texels that would end past the last staging offset.
        assert_eq!(
            region(1, &copy((0, 0), (8, 4), 0, 0), &s, big, u64::MAX - 64),
            Err(RegionError::Overflow(1))
        );
    }

    #[test]
    fn the_decoded_texels_of_a_huge_region_are_refused_not_wrapped() {
        // A 2^31 x 2^31 BC1 level: its blocks fit a u64 (2^61 bytes), its RGBA8 texels
        // (2^64 bytes) do not.
        let s = Shape {
            emulated: Emulated::of(vk::Format::BC1_RGBA_UNORM_BLOCK).unwrap(),
            extent: vk::Extent3D {
                width: 1 << 31,
                height: 1 << 31,
                depth: 1,
            },
            mip_levels: 1,
            array_layers: 1,
        };
        let mut c = copy((0, 0), (1 << 31, 1 << 31), 0, 0);
        c.buffer_offset = 0;
        c.image_subresource.layer_count = 1;
        assert_eq!(
            region(0, &c, &s, u64::MAX, 0),
            Err(RegionError::Overflow(0))
        );
    }

    #[test]
    fn staging_alignment_saturates() {
        assert_eq!(align_staging(0), 0);
        assert_eq!(align_staging(17), 32);
        assert_eq!(align_staging(u64::MAX), u64::MAX - 15);
    }
}
