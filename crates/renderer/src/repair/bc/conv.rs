//! Pure conversions of the BC repair: which formats are emulated, their replacements, the
//! features they are answered with, and the geometry of one copy region.

use ash::vk;
use bcn_decode::vk::{VkMapping, from_vk};
use bcn_decode::{Format, Output};

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

/// `FormatFeatureFlags` to `FormatFeatureFlags2` (the low 31 bits are the same flags).
pub fn features2(f: vk::FormatFeatureFlags) -> vk::FormatFeatureFlags2 {
    vk::FormatFeatureFlags2::from_raw(u64::from(f.as_raw()))
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

/// Why a copy region cannot be emulated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
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

/// One copy region of compressed blocks, checked against the image and the source buffer.
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
    /// Bytes of decoded texels, tightly packed.
    pub fn decoded_len(&self, e: &Emulated) -> u64 {
        u64::from(self.width) * u64::from(self.height) * u64::from(self.slices) * e.texel_bytes()
    }

    /// Bytes of one compressed block row of the region.
    pub fn src_row_len(&self, e: &Emulated) -> u64 {
        u64::from(self.width.div_ceil(4)) * e.block_bytes()
    }
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
    let fits = |off: i32, len: u32, size: u32, block: bool| {
        let Ok(off) = u32::try_from(off) else {
            return false;
        };
        let Some(end) = off.checked_add(len) else {
            return false;
        };
        len > 0 && end <= size && (!block || (off % 4 == 0 && (len % 4 == 0 || end == size)))
    };
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
    Ok(out)
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

/// Where the staging data of the next region starts: `at`, aligned for any texel (16 bytes).
pub fn align_staging(at: u64) -> u64 {
    at.next_multiple_of(16)
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
    }
}
