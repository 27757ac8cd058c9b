//! The *shadow* of an emulated image: its compressed blocks, kept by the emulator in a buffer
//! beside the uncompressed image, so that what needs the blocks themselves can be served:
//! readbacks (`vkCmdCopyImageToBuffer{,2}`), copies into an uncompressed image of the
//! block's size (`vkCmdCopyImage{,2}`), and copies between emulated images. An emulator
//! copies every upload's blocks into the shadow as well as decoding them, so the shadow
//! holds, at each point of the command stream, the blocks the image would hold on a driver
//! with BC.
//!
//! All this is geometry: this module computes where blocks lie and which byte runs to copy
//! (`vk::BufferCopy`s, `vk::BufferImageCopy`s); recording them is the emulator's. Every
//! offset and size is checked: a box that leaves the image, a region list that needs more
//! than [`MAX_RUNS`] runs, or a size that overflows gives `None`.
//!
//! # Layout
//! Level by level from level 0; in a level, layer by layer; in a layer, depth slice by
//! slice; in a slice, rows of blocks, tightly packed (`ceil(width / 4)` blocks a row,
//! `ceil(height / 4)` rows). A 2D level's layers are thus exactly what a buffer copy with
//! `bufferRowLength = 4 * blocks a row` and `bufferImageHeight = 4 * rows` addresses, which
//! is what a copy into an uncompressed image uses.

use ash::vk;

use super::{Region, Shape, fits, mip_extent};

/// Most byte runs one list may hold (one recorded command's), and most steps (slices, or rows
/// where a slice's rows do not follow one another) the runs of one box are found in: bounds
/// what a hostile region list costs.
pub const MAX_RUNS: usize = 1 << 20;

/// Blocks of one level: per row, rows, depth slices.
fn level_blocks(shape: &Shape, level: u32) -> (u64, u64, u64) {
    let e = mip_extent(shape.extent, level);
    (
        u64::from(e.width.div_ceil(4)),
        u64::from(e.height.div_ceil(4)),
        u64::from(e.depth),
    )
}

/// Bytes of one layer of level `l`.
fn layer_bytes(shape: &Shape, l: u32) -> Option<u64> {
    let (w, h, d) = level_blocks(shape, l);
    w.checked_mul(h)?
        .checked_mul(d)?
        .checked_mul(shape.emulated.block_bytes())
}

/// Where level `level` starts in the shadow: the bytes of the levels before it, all layers.
fn start(shape: &Shape, level: u32) -> Option<u64> {
    let bb = u128::from(shape.emulated.block_bytes());
    (0..level).try_fold(0u64, |at, l| {
        let (w, h, d) = level_blocks(shape, l);
        let bytes = (u128::from(w) * u128::from(h) * u128::from(d) * bb)
            .checked_mul(u128::from(shape.array_layers))?;
        at.checked_add(u64::try_from(bytes).ok()?)
    })
}

/// Where level `level` starts in the shadow, and the bytes of one of its layers (`None`:
/// sizes overflow).
pub fn level(shape: &Shape, level: u32) -> Option<(u64, u64)> {
    Some((start(shape, level)?, layer_bytes(shape, level)?))
}

/// The shadow's size in bytes (`None`: it overflows).
pub fn size(shape: &Shape) -> Option<u64> {
    start(shape, shape.mip_levels)
}

/// A box of blocks in one image: the level, first layer, first block and size in blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Blocks {
    /// The mip level.
    pub level: u32,
    /// The first array layer.
    pub layer: u32,
    /// Array layers.
    pub layers: u32,
    /// The first block column.
    pub x: u32,
    /// The first block row.
    pub y: u32,
    /// The first depth slice.
    pub z: u32,
    /// Block columns.
    pub w: u32,
    /// Block rows.
    pub h: u32,
    /// Depth slices.
    pub d: u32,
}

impl Blocks {
    /// The blocks of `extent` texels at `offset` in `sub` of an image of `shape`, checked
    /// to lie in the image (`None` where they do not). Offsets are on block boundaries;
    /// the extent may end in a partial block only at the level's edge.
    pub fn of(
        shape: &Shape,
        sub: &vk::ImageSubresourceLayers,
        offset: vk::Offset3D,
        extent: vk::Extent3D,
    ) -> Option<Blocks> {
        let layers = if sub.layer_count == vk::REMAINING_ARRAY_LAYERS {
            shape.array_layers.checked_sub(sub.base_array_layer)?
        } else {
            sub.layer_count
        };
        if sub.mip_level >= shape.mip_levels
            || layers == 0
            || sub.base_array_layer.checked_add(layers)? > shape.array_layers
        {
            return None;
        }
        let size = mip_extent(shape.extent, sub.mip_level);
        let inside = fits(offset.x, extent.width, size.width, true)
            && fits(offset.y, extent.height, size.height, true)
            && fits(offset.z, extent.depth, size.depth, false);
        inside.then_some(())?;
        Some(Blocks {
            level: sub.mip_level,
            layer: sub.base_array_layer,
            layers,
            x: offset.x as u32 / 4,
            y: offset.y as u32 / 4,
            z: offset.z as u32,
            w: extent.width.div_ceil(4),
            h: extent.height.div_ceil(4),
            d: extent.depth,
        })
    }

    /// The shadow offset of block row `row` of slice `slice` (counted over layers, then
    /// depth) of this box, and the bytes of one of its rows. `None`: that row is not in the
    /// image (a box [`Blocks::of`] did not make, or `slice`/`row` past the box), or the shadow's
    /// size overflows.
    pub fn row(&self, shape: &Shape, slice: u32, row: u32) -> Option<(u64, u64)> {
        let bb = shape.emulated.block_bytes();
        size(shape)?;
        let (base, layer_bytes) = level(shape, self.level)?;
        let (bw, bh, bd) = level_blocks(shape, self.level);
        let layer = u64::from(self.layer) + u64::from(slice.checked_div(self.d)?);
        let z = u64::from(self.z) + u64::from(slice % self.d);
        let y = u64::from(self.y) + u64::from(row);
        let inside = layer < u64::from(self.layer) + u64::from(self.layers)
            && layer < u64::from(shape.array_layers)
            && z < bd
            && row < self.h
            && y < bh
            && u64::from(self.x) + u64::from(self.w) <= bw;
        inside.then_some(())?;
        // Every term is inside the shadow, whose size fits a u64 (checked above).
        let at = base + layer * layer_bytes + ((z * bh + y) * bw + u64::from(self.x)) * bb;
        Some((at, u64::from(self.w) * bb))
    }
}

impl Blocks {
    /// Depth slices times layers.
    fn slices(&self) -> Option<u32> {
        self.layers.checked_mul(self.d)
    }

    /// Whether the box's block rows follow one another in the shadow (it spans the level's
    /// width, or is one row high).
    fn rows_follow(&self, shape: &Shape) -> bool {
        let (bw, _, _) = level_blocks(shape, self.level);
        self.h == 1 || u64::from(self.w) == bw
    }

    /// Whether the box's slices follow one another in the shadow: one slice, or whole
    /// planes of the level, every depth slice of each layer where there are several layers.
    fn slices_follow(&self, shape: &Shape) -> bool {
        let (bw, bh, bd) = level_blocks(shape, self.level);
        self.slices() == Some(1)
            || (u64::from(self.w) == bw
                && u64::from(self.h) == bh
                && (self.layers == 1 || u64::from(self.d) == bd))
    }
}

/// Appends a run, merged with the previous one where both sides continue it.
fn push(runs: &mut Vec<vk::BufferCopy>, src: u64, dst: u64, size: u64) -> Option<()> {
    if let Some(last) = runs.last_mut()
        && last.src_offset.checked_add(last.size) == Some(src)
        && last.dst_offset.checked_add(last.size) == Some(dst)
    {
        last.size = last.size.checked_add(size)?;
        return Some(());
    }
    (runs.len() < MAX_RUNS).then_some(())?;
    runs.push(vk::BufferCopy {
        src_offset: src,
        dst_offset: dst,
        size,
    });
    Some(())
}

/// How the rows of a box are walked: one run for the whole box, one a slice, or one a row,
/// as far as both sides are contiguous. Each step's runs are what merging the runs of its
/// rows gives, so the result is the same as row by row; the walk costs at most
/// [`MAX_RUNS`] steps.
#[derive(Clone, Copy)]
enum Walk {
    Whole,
    Slices,
    Rows,
}

impl Walk {
    fn of(rows_follow: bool, slices_follow: bool) -> Walk {
        match (rows_follow, slices_follow) {
            (true, true) => Walk::Whole,
            (true, false) => Walk::Slices,
            _ => Walk::Rows,
        }
    }

    /// Calls `run(slice, row, rows)` for each step: `rows` block rows from `row` of `slice`
    /// (the whole box: `slices * h` rows from slice 0). `None`: more than [`MAX_RUNS`] steps,
    /// or `run` said `None`.
    fn each(
        self,
        slices: u32,
        h: u32,
        mut run: impl FnMut(u32, u32, u64) -> Option<()>,
    ) -> Option<()> {
        match self {
            Walk::Whole => run(0, 0, u64::from(slices) * u64::from(h)),
            Walk::Slices => {
                (slices as usize <= MAX_RUNS).then_some(())?;
                (0..slices).try_for_each(|slice| run(slice, 0, u64::from(h)))
            }
            Walk::Rows => {
                (u64::from(slices) * u64::from(h) <= MAX_RUNS as u64).then_some(())?;
                (0..slices).try_for_each(|slice| (0..h).try_for_each(|row| run(slice, row, 1)))
            }
        }
    }
}

/// The byte runs between an application buffer (laid out as checked region `c` says) and
/// the shadow of an image of `shape`, for the copy region `r`: `src_offset` in the buffer,
/// `dst_offset` in the shadow (swap them for a readback). `None`: the region is not in the
/// image or not `c`, or it needs more than [`MAX_RUNS`] runs (or rows, where they do not
/// merge).
pub fn buffer_runs(
    shape: &Shape,
    r: &vk::BufferImageCopy,
    c: &Region,
    runs: &mut Vec<vk::BufferCopy>,
) -> Option<()> {
    let b = Blocks::of(shape, &r.image_subresource, r.image_offset, r.image_extent)?;
    let slices = b.slices()?;
    let len = u64::from(b.w) * shape.emulated.block_bytes();
    let same = slices == c.slices
        && (c.width.div_ceil(4), c.height.div_ceil(4)) == (b.w, b.h)
        && c.src_row >= len;
    same.then_some(())?;
    let src_rows = b.h == 1 || c.src_row == len;
    let src_slices = slices == 1 || (src_rows && c.src_slice == u64::from(b.h) * len);
    let walk = Walk::of(
        src_rows && b.rows_follow(shape),
        src_slices && b.slices_follow(shape),
    );
    walk.each(slices, b.h, |slice, row, rows| {
        let (at, _) = b.row(shape, slice, row)?;
        let src = u64::from(slice)
            .checked_mul(c.src_slice)?
            .checked_add(u64::from(row).checked_mul(c.src_row)?)?
            .checked_add(c.src_offset)?;
        push(runs, src, at, rows.checked_mul(len)?)
    })
}

/// The byte runs of a copy of blocks `s` of an image of shape `ss` to blocks `d` of an image
/// of shape `ds`, shadow to shadow. `None`: the boxes differ in size or block size, or too
/// many runs (or rows, where they do not merge).
pub fn image_runs(
    ss: &Shape,
    s: &Blocks,
    ds: &Shape,
    d: &Blocks,
    runs: &mut Vec<vk::BufferCopy>,
) -> Option<()> {
    let slices = s.slices()?;
    let same = (s.w, s.h) == (d.w, d.h)
        && Some(slices) == d.slices()
        && ss.emulated.block_bytes() == ds.emulated.block_bytes();
    same.then_some(())?;
    let walk = Walk::of(
        s.rows_follow(ss) && d.rows_follow(ds),
        s.slices_follow(ss) && d.slices_follow(ds),
    );
    walk.each(slices, s.h, |slice, row, rows| {
        let (from, len) = s.row(ss, slice, row)?;
        let (to, _) = d.row(ds, slice, row)?;
        push(runs, from, to, rows.checked_mul(len)?)
    })
}

/// The blocks of an image of `shape` that a copy from an uncompressed image whose texels are
/// the size of a block writes (`vkCmdCopyImage` between size-compatible formats): `blocks`
/// texels of the source, one block each, at `offset` (texels of `shape`) in `sub`. Also gives
/// the extent those blocks cover in `shape`'s texels: four times `blocks`, cut at the level's
/// edge. `None`: the blocks are not in the image.
pub fn from_uncompressed(
    shape: &Shape,
    sub: &vk::ImageSubresourceLayers,
    offset: vk::Offset3D,
    blocks: vk::Extent3D,
) -> Option<(Blocks, vk::Extent3D)> {
    let level = mip_extent(shape.extent, sub.mip_level);
    let texels = |n: u32, off: i32, size: u32| {
        let off = u32::try_from(off).unwrap_or(u32::MAX);
        n.saturating_mul(4).min(size.saturating_sub(off))
    };
    let extent = vk::Extent3D {
        width: texels(blocks.width, offset.x, level.width),
        height: texels(blocks.height, offset.y, level.height),
        depth: blocks.depth,
    };
    let b = Blocks::of(shape, sub, offset, extent)?;
    ((b.w, b.h) == (blocks.width, blocks.height)).then_some((b, extent))
}

/// The buffer-to-image copy, from the shadow of an image of `shape`, that copies blocks `s`
/// into an uncompressed image whose texels are the size of a block, at `dst_offset` in
/// `dst`: each block becomes one texel, as `vkCmdCopyImage` between size-compatible
/// formats defines. One region per layer and depth slice, so any box fits.
pub fn to_uncompressed(
    shape: &Shape,
    s: &Blocks,
    dst: vk::ImageSubresourceLayers,
    dst_offset: vk::Offset3D,
) -> Option<Vec<vk::BufferImageCopy>> {
    let (bw, bh, _) = level_blocks(shape, s.level);
    let slices = s.layers.checked_mul(s.d)?;
    (slices as usize <= MAX_RUNS).then_some(())?;
    let dst_layers = if dst.layer_count == vk::REMAINING_ARRAY_LAYERS {
        slices
    } else {
        dst.layer_count
    };
    // Layers go to layers, or (between 2D arrays and 3D images) slices to layers and back.
    (dst_layers == slices || dst_layers == 1).then_some(())?;
    (0..slices)
        .map(|slice| {
            let (at, _) = s.row(shape, slice, 0)?;
            let (layer, z) = if dst_layers == slices {
                (slice, 0)
            } else {
                (0, slice)
            };
            Some(vk::BufferImageCopy {
                buffer_offset: at,
                buffer_row_length: u32::try_from(bw).ok()?,
                buffer_image_height: u32::try_from(bh).ok()?,
                image_subresource: vk::ImageSubresourceLayers {
                    base_array_layer: dst.base_array_layer.checked_add(layer)?,
                    layer_count: 1,
                    ..dst
                },
                image_offset: vk::Offset3D {
                    z: dst_offset.z.checked_add(i32::try_from(z).ok()?)?,
                    ..dst_offset
                },
                image_extent: vk::Extent3D {
                    width: s.w,
                    height: s.h,
                    depth: 1,
                },
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vk::region::{self as conv, Emulated};

    /// A run as `(src, dst, size)` (ash's `BufferCopy` has no `PartialEq`).
    fn t(runs: &[vk::BufferCopy]) -> Vec<(u64, u64, u64)> {
        runs.iter()
            .map(|r| (r.src_offset, r.dst_offset, r.size))
            .collect()
    }

    fn shape(format: vk::Format, w: u32, h: u32, levels: u32, layers: u32) -> Shape {
        Shape {
            emulated: Emulated::of(format).unwrap(),
            extent: vk::Extent3D {
                width: w,
                height: h,
                depth: 1,
            },
            mip_levels: levels,
            array_layers: layers,
        }
    }

    fn sub(level: u32, layer: u32, count: u32) -> vk::ImageSubresourceLayers {
        vk::ImageSubresourceLayers {
            aspect_mask: vk::ImageAspectFlags::COLOR,
            mip_level: level,
            base_array_layer: layer,
            layer_count: count,
        }
    }

    #[test]
    fn the_layout_packs_levels_then_layers() {
        // 22 x 13 BC1: level 0 is 6 x 4 blocks, level 1 (11 x 6) 3 x 2, level 2 (5 x 3) 2 x 1.
        let s = shape(vk::Format::BC1_RGBA_UNORM_BLOCK, 22, 13, 3, 2);
        assert_eq!(level(&s, 0), Some((0, 6 * 4 * 8)));
        assert_eq!(level(&s, 1), Some((2 * 192, 3 * 2 * 8)));
        assert_eq!(level(&s, 2), Some((2 * 192 + 2 * 48, 2 * 8)));
        assert_eq!(size(&s), Some(2 * (192 + 48 + 16)));
        let huge = shape(
            vk::Format::BC7_UNORM_BLOCK,
            u32::MAX,
            u32::MAX,
            32,
            u32::MAX,
        );
        assert_eq!(size(&huge), None);
        // No levels, or no layers: nothing to keep, however large a level would be.
        let none = Shape {
            mip_levels: 0,
            ..huge
        };
        assert_eq!(size(&none), Some(0));
        let empty = Shape {
            array_layers: 0,
            ..huge
        };
        assert_eq!(size(&empty), Some(0));
    }

    #[test]
    fn an_upload_with_padded_rows_copies_one_run_per_block_row() {
        let s = shape(vk::Format::BC1_RGBA_UNORM_BLOCK, 22, 13, 3, 2);
        // Columns 16..22 (two blocks, the last partial) of both layers, rows of 3 blocks.
        let r = vk::BufferImageCopy {
            buffer_offset: 16,
            buffer_row_length: 12,
            buffer_image_height: 0,
            image_subresource: sub(0, 0, 2),
            image_offset: vk::Offset3D { x: 16, y: 0, z: 0 },
            image_extent: vk::Extent3D {
                width: 6,
                height: 13,
                depth: 1,
            },
        };
        let c = conv::region(0, &r, &s, 1 << 20, 0).unwrap();
        let mut runs = Vec::new();
        buffer_runs(&s, &r, &c, &mut runs).unwrap();
        assert_eq!(runs.len(), 8);
        // Layer 1, block row 3: source 16 + 96 + 3 * 24; shadow 192 + (3 * 6 + 4) * 8.
        assert_eq!(t(&runs[7..]), [(16 + 96 + 72, 192 + 22 * 8, 16)]);
        // A whole level with tight rows is one run.
        let r = vk::BufferImageCopy {
            buffer_offset: 0,
            buffer_row_length: 0,
            image_offset: vk::Offset3D::default(),
            image_extent: vk::Extent3D {
                width: 22,
                height: 13,
                depth: 1,
            },
            ..r
        };
        let c = conv::region(0, &r, &s, 1 << 20, 0).unwrap();
        runs.clear();
        buffer_runs(&s, &r, &c, &mut runs).unwrap();
        assert_eq!(t(&runs), [(0, 0, 384)]);
    }

    #[test]
    fn boxes_outside_the_image_are_refused() {
        let s = shape(vk::Format::BC7_UNORM_BLOCK, 64, 64, 2, 1);
        let e = |w, h| vk::Extent3D {
            width: w,
            height: h,
            depth: 1,
        };
        let o = |x, y| vk::Offset3D { x, y, z: 0 };
        assert!(Blocks::of(&s, &sub(0, 0, 1), o(0, 0), e(64, 64)).is_some());
        assert!(Blocks::of(&s, &sub(0, 0, 1), o(4, 0), e(64, 64)).is_none());
        assert!(Blocks::of(&s, &sub(0, 0, 1), o(2, 0), e(4, 4)).is_none());
        assert!(Blocks::of(&s, &sub(0, 0, 1), o(-4, 0), e(4, 4)).is_none());
        assert!(Blocks::of(&s, &sub(0, 1, 1), o(0, 0), e(4, 4)).is_none());
        assert!(Blocks::of(&s, &sub(2, 0, 1), o(0, 0), e(4, 4)).is_none());
        assert!(Blocks::of(&s, &sub(0, u32::MAX, 2), o(0, 0), e(4, 4)).is_none());
        assert!(Blocks::of(&s, &sub(1, 0, 1), o(0, 0), e(32, 32)).is_some());
    }

    #[test]
    fn image_copies_need_boxes_of_one_size() {
        let a = shape(vk::Format::BC7_UNORM_BLOCK, 64, 64, 1, 1);
        let b = shape(vk::Format::BC7_SRGB_BLOCK, 32, 32, 1, 2);
        let e = vk::Extent3D {
            width: 16,
            height: 8,
            depth: 1,
        };
        let sa = Blocks::of(&a, &sub(0, 0, 1), vk::Offset3D { x: 16, y: 8, z: 0 }, e).unwrap();
        let sb = Blocks::of(&b, &sub(0, 1, 1), vk::Offset3D::default(), e).unwrap();
        let mut runs = Vec::new();
        image_runs(&a, &sa, &b, &sb, &mut runs).unwrap();
        // Two block rows of four blocks; layer 1 of b starts at 8 * 8 * 16.
        assert_eq!(
            t(&runs),
            [
                ((2 * 16 + 4) * 16, 1024, 64),
                ((3 * 16 + 4) * 16, 1024 + 128, 64)
            ]
        );
        let c = shape(vk::Format::BC1_RGBA_UNORM_BLOCK, 64, 64, 1, 1);
        let sc = Blocks::of(&c, &sub(0, 0, 1), vk::Offset3D::default(), e).unwrap();
        assert!(image_runs(&a, &sa, &c, &sc, &mut runs).is_none());
    }

    #[test]
    fn a_copy_into_an_uncompressed_image_reads_the_level_s_rows() {
        let a = shape(vk::Format::BC5_UNORM_BLOCK, 64, 32, 2, 3);
        let s = Blocks::of(
            &a,
            &sub(1, 1, 2),
            vk::Offset3D { x: 8, y: 4, z: 0 },
            vk::Extent3D {
                width: 8,
                height: 12,
                depth: 1,
            },
        )
        .unwrap();
        let c = to_uncompressed(&a, &s, sub(0, 4, 2), vk::Offset3D { x: 1, y: 2, z: 0 }).unwrap();
        assert_eq!(c.len(), 2);
        // Level 1 (32 x 16) is 8 x 4 blocks; it starts after 3 layers of 16 x 8 blocks.
        let level1 = 3 * 16 * 8 * 16;
        assert_eq!(c[1].buffer_offset, level1 + 2 * 8 * 4 * 16 + (8 + 2) * 16);
        assert_eq!((c[1].buffer_row_length, c[1].buffer_image_height), (8, 4));
        assert_eq!(c[1].image_subresource.base_array_layer, 5);
        assert_eq!((c[1].image_extent.width, c[1].image_extent.height), (2, 3));
        assert_eq!(c[1].image_offset, vk::Offset3D { x: 1, y: 2, z: 0 });
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        fn any_shape() -> impl Strategy<Value = Shape> {
            let formats = [
                vk::Format::BC1_RGBA_UNORM_BLOCK,
                vk::Format::BC4_UNORM_BLOCK,
                vk::Format::BC5_SNORM_BLOCK,
                vk::Format::BC7_UNORM_BLOCK,
            ];
            (0..4usize, 1..70u32, 1..70u32, 1..5u32, 1..4u32)
                .prop_map(move |(f, w, h, l, a)| shape(formats[f], w, h, l, a))
        }

        fn any_box()
        -> impl Strategy<Value = (vk::ImageSubresourceLayers, vk::Offset3D, vk::Extent3D)> {
            (
                0..5u32,
                0..4u32,
                0..4u32,
                -8..72i32,
                -8..72i32,
                0..80u32,
                0..80u32,
            )
                .prop_map(|(level, layer, count, x, y, w, h)| {
                    (
                        sub(level, layer, count),
                        vk::Offset3D { x, y, z: 0 },
                        vk::Extent3D {
                            width: w,
                            height: h,
                            depth: 1,
                        },
                    )
                })
        }

        proptest! {
            /// Whatever regions a client sends, every run the repair would copy lies in the
            /// shadow and in the client's buffer (checked regions only).
            #[test]
            fn buffer_runs_stay_in_both_buffers(
                s in any_shape(),
                (sub, offset, extent) in any_box(),
                row in 0..100u32,
                buffer in 0..100_000u64,
            ) {
                let r = vk::BufferImageCopy {
                    buffer_offset: 16,
                    buffer_row_length: row,
                    buffer_image_height: 0,
                    image_subresource: sub,
                    image_offset: offset,
                    image_extent: extent,
                };
                let Ok(c) = conv::region(0, &r, &s, buffer, 0) else { return Ok(()) };
                let mut runs = Vec::new();
                if buffer_runs(&s, &r, &c, &mut runs).is_some() {
                    let size = size(&s).unwrap();
                    for run in &runs {
                        prop_assert!(run.src_offset + run.size <= buffer);
                        prop_assert!(run.dst_offset + run.size <= size);
                    }
                }
            }

            /// Image copies between shadows, and into an uncompressed image, read and write
            /// only inside the shadows.
            #[test]
            fn image_runs_stay_in_both_shadows(
                a in any_shape(),
                b in any_shape(),
                (sa, oa, e) in any_box(),
                (sb, ob, _) in any_box(),
            ) {
                let (Some(x), Some(y)) = (Blocks::of(&a, &sa, oa, e), Blocks::of(&b, &sb, ob, e))
                else { return Ok(()) };
                let mut runs = Vec::new();
                if image_runs(&a, &x, &b, &y, &mut runs).is_some() {
                    for run in &runs {
                        prop_assert!(run.src_offset + run.size <= size(&a).unwrap());
                        prop_assert!(run.dst_offset + run.size <= size(&b).unwrap());
                    }
                }
                if let Some(copies) = to_uncompressed(&a, &x, sb, ob) {
                    let bb = a.emulated.block_bytes();
                    for c in &copies {
                        let last = c.buffer_offset
                            + ((u64::from(c.image_extent.height) - 1)
                                * u64::from(c.buffer_row_length)
                                + u64::from(c.image_extent.width))
                                * bb;
                        prop_assert!(last <= size(&a).unwrap());
                    }
                }
            }

            /// Walking whole boxes or slices at once gives the runs that merging them row by
            /// row gives, for uploads with any row and slice pitch.
            #[test]
            fn buffer_runs_merge_as_row_by_row(
                (s, r) in any_volume_copy(),
                pad_row in 0..2u32,
                pad_rows in 0..2u32,
            ) {
                let r = vk::BufferImageCopy {
                    buffer_row_length: (r.image_extent.width.div_ceil(4) + pad_row) * 4,
                    buffer_image_height: (r.image_extent.height.div_ceil(4) + pad_rows) * 4,
                    ..r
                };
                let Ok(c) = conv::region(0, &r, &s, u64::MAX, 0) else { return Ok(()) };
                let b = Blocks::of(&s, &r.image_subresource, r.image_offset, r.image_extent)
                    .unwrap();
                let mut runs = Vec::new();
                buffer_runs(&s, &r, &c, &mut runs).unwrap();
                let want = row_by_row(&s, &b, |slice, row| {
                    c.src_offset + u64::from(slice) * c.src_slice + u64::from(row) * c.src_row
                });
                prop_assert_eq!(t(&runs), want);
            }

            /// The same for copies between shadows: the box to another place in an image of
            /// the same size (another array layer, another depth slice).
            #[test]
            fn image_runs_merge_as_row_by_row(
                (a, ra) in any_volume_copy(),
                (layer, z) in (0..3u32, 0..5i32),
            ) {
                let e = ra.image_extent;
                let b = a;
                let mut sb = ra.image_subresource;
                sb.base_array_layer = layer % b.array_layers;
                let ob = vk::Offset3D { z, ..ra.image_offset };
                let (Some(x), Some(y)) = (
                    Blocks::of(&a, &ra.image_subresource, ra.image_offset, e),
                    Blocks::of(&b, &sb, ob, e),
                ) else {
                    return Ok(());
                };
                let mut runs = Vec::new();
                if image_runs(&a, &x, &b, &y, &mut runs).is_none() {
                    return Ok(());
                }
                let mut want = Vec::new();
                for slice in 0..x.layers * x.d {
                    for row in 0..x.h {
                        let (from, len) = x.row(&a, slice, row).unwrap();
                        let (to, _) = y.row(&b, slice, row).unwrap();
                        merge(&mut want, from, to, len);
                    }
                }
                prop_assert_eq!(t(&runs), want);
            }
        }

        /// An image of 1 to 3 levels, 1 to 3 layers and 1 to 5 depth slices (3D arrays too,
        /// which Vulkan has not, for the arithmetic), and a copy region in it: often a whole
        /// level, or whole rows, or none of them.
        fn any_volume_copy() -> impl Strategy<Value = (Shape, vk::BufferImageCopy)> {
            (
                (0..2usize, 1..24u32, 1..24u32, 1..6u32, 1..4u32, 1..4u32),
                (0..3u32, 0..3u32, 0..4u32, 0..3u32),
                (0..3u32, 0..3u32, 0..3u32),
            )
                .prop_map(
                    |((f, w, h, d, levels, layers), (level, layer, count, z), (fx, fy, fz))| {
                        let format = [
                            vk::Format::BC1_RGBA_UNORM_BLOCK,
                            vk::Format::BC7_UNORM_BLOCK,
                        ][f];
                        let mut s = shape(format, w, h, levels, layers);
                        s.extent.depth = d;
                        // A subresource in the image, its layers to the end at times.
                        let (level, layer) = (level % levels, layer % layers);
                        let count = match count {
                            0 => vk::REMAINING_ARRAY_LAYERS,
                            n => 1 + n % (layers - layer),
                        };
                        let e = conv::mip_extent(s.extent, level);
                        // 0: the whole length from 0; 1: from 4 to the edge; 2: one block from 0.
                        let span = |f: u32, len: u32| match f {
                            1 if len > 4 => (4, len - 4),
                            2 => (0, len.min(4)),
                            _ => (0, len),
                        };
                        let ((x, w), (y, h)) = (span(fx, e.width), span(fy, e.height));
                        let z = z % e.depth;
                        let (z, d) = match fz {
                            0 => (0, e.depth),
                            1 => (z, e.depth - z),
                            _ => (z, 1),
                        };
                        let r = vk::BufferImageCopy {
                            buffer_offset: 0,
                            buffer_row_length: 0,
                            buffer_image_height: 0,
                            image_subresource: sub(level, layer, count),
                            image_offset: vk::Offset3D { x, y, z: z as i32 },
                            image_extent: vk::Extent3D {
                                width: w,
                                height: h,
                                depth: d,
                            },
                        };
                        (s, r)
                    },
                )
        }

        /// The runs of box `b` of `shape`, row by row, merged: `(src, dst, size)`, the
        /// source of each row as `src` says and its destination in the shadow.
        fn row_by_row(
            shape: &Shape,
            b: &Blocks,
            src: impl Fn(u32, u32) -> u64,
        ) -> Vec<(u64, u64, u64)> {
            let mut runs = Vec::new();
            for slice in 0..b.layers * b.d {
                for row in 0..b.h {
                    let (at, len) = b.row(shape, slice, row).unwrap();
                    merge(&mut runs, src(slice, row), at, len);
                }
            }
            runs
        }

        fn merge(runs: &mut Vec<(u64, u64, u64)>, src: u64, dst: u64, len: u64) {
            match runs.last_mut() {
                Some((s, d, n)) if *s + *n == src && *d + *n == dst => *n += len,
                _ => runs.push((src, dst, len)),
            }
        }
    }
}
