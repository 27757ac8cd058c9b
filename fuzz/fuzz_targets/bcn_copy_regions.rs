//! Fuzzes bcn-decode's `vk::region`: the checks and splits of the copy regions an application
//! sends for BCn images emulated as uncompressed ones. The bytes are read (`arbitrary`) as
//! two images (a format: one of the 16 BCn formats or an uncompressed one; an extent, mip
//! levels, array layers), a source buffer size, up to 16 `vk::BufferImageCopy` regions and up
//! to 16 `vk::ImageCopy` regions. Sizes and offsets are mostly small (block multiples, or any
//! small number) and sometimes any 32- or 64-bit value.
//!
//! Every region list then goes through what the renderer runs, in its order: an upload into
//! the first image (CPU path: checked regions laid out in staging, shadow runs, staging
//! copies; GPU path: checked regions, shadow runs, the boxes and first rows of each slice), a
//! readback from it, and image copies from the first image to the second (shadow to shadow,
//! shadow to an uncompressed image, uncompressed image to shadow). What is accepted must be
//! safe: every byte read lies in the source buffer, decoded texels fit the staging layout
//! without overlapping, every run lies in the buffer and the shadow and copies each block row
//! of the region exactly where the shadow's layout (recomputed here from its definition)
//! puts it, there are at most `MAX_RUNS` runs, and no size wraps.
#![no_main]

use arbitrary::Arbitrary;
use ash::vk;
use bcn_decode::vk::region::shadow::{self, Blocks, MAX_RUNS};
use bcn_decode::vk::region::{
    BC_FORMATS, Emulated, Region, RegionError, STAGING_ALIGN, Shape, mip_extent, region,
    staging_copy,
};
use libfuzzer_sys::fuzz_target;

/// Formats an image may have besides the BCn ones (the partner of a copy into or out of an
/// emulated image; a 64- or 128-bit texel is the size of a block).
const OTHER_FORMATS: [vk::Format; 4] = [
    vk::Format::R8G8B8A8_UNORM,
    vk::Format::R32G32_UINT,
    vk::Format::R32G32B32A32_UINT,
    vk::Format::R16G16B16A16_SFLOAT,
];

/// Rows of a region compared one by one against the layout (the rest are counted).
const CHECKED_ROWS: u64 = 64;

#[derive(Arbitrary, Debug)]
struct Image {
    format: u8,
    extent: [u32; 3],
    levels: u8,
    layers: u32,
}

#[derive(Arbitrary, Debug)]
struct Sub {
    level: u8,
    layer: u32,
    count: u32,
}

#[derive(Arbitrary, Debug)]
struct BufferCopy {
    offset: u64,
    row_length: u32,
    image_height: u32,
    sub: Sub,
    offset3: [i32; 3],
    extent: [u32; 3],
}

#[derive(Arbitrary, Debug)]
struct ImageCopy {
    src: Sub,
    src_offset: [i32; 3],
    dst: Sub,
    dst_offset: [i32; 3],
    extent: [u32; 3],
}

#[derive(Arbitrary, Debug)]
struct Input {
    a: Image,
    b: Image,
    buffer_size: u64,
    uploads: Vec<BufferCopy>,
    copies: Vec<ImageCopy>,
}

/// A texel count: any `u32` one time in eight, else a small one.
fn dim(v: u32) -> u32 {
    match v & 7 {
        0 => v,
        1 => (v >> 3) % 320,
        _ => ((v >> 3) % 80) * 4,
    }
}

/// A texel offset: any `i32` one time in eight, else a small one (negative at times).
fn off(v: i32) -> i32 {
    match v & 7 {
        0 => v,
        1 => (v >> 3) % 320,
        _ => ((v >> 3) % 80) * 4,
    }
}

/// A byte count: any `u64` one time in four, else up to 1 MiB (block multiples mostly).
fn bytes(v: u64) -> u64 {
    match v & 3 {
        0 => v,
        1 => (v >> 2) % (1 << 20),
        _ => ((v >> 2) % (1 << 17)) * 8,
    }
}

fn format(f: u8) -> vk::Format {
    let i = usize::from(f) % (BC_FORMATS.len() + OTHER_FORMATS.len());
    BC_FORMATS
        .get(i)
        .copied()
        .unwrap_or_else(|| OTHER_FORMATS[i - BC_FORMATS.len()])
}

/// The image's shape, `None` for a format that is not emulated.
fn shape(i: &Image) -> Option<Shape> {
    let f = format(i.format);
    let emulated = Emulated::of(f);
    assert_eq!(emulated.is_some(), BC_FORMATS.contains(&f));
    Some(Shape {
        emulated: emulated?,
        extent: vk::Extent3D {
            width: dim(i.extent[0]),
            height: dim(i.extent[1]),
            depth: dim(i.extent[2]),
        },
        mip_levels: u32::from(i.levels % 36),
        array_layers: dim(i.layers),
    })
}

fn sub(s: &Sub) -> vk::ImageSubresourceLayers {
    vk::ImageSubresourceLayers {
        aspect_mask: vk::ImageAspectFlags::COLOR,
        mip_level: u32::from(s.level % 40),
        base_array_layer: if s.layer & 7 == 0 {
            s.layer
        } else {
            (s.layer >> 3) % 8
        },
        layer_count: match s.count & 7 {
            0 => vk::REMAINING_ARRAY_LAYERS,
            1 => s.count,
            _ => (s.count >> 3) % 8,
        },
    }
}

fn offset3(o: [i32; 3]) -> vk::Offset3D {
    vk::Offset3D {
        x: off(o[0]),
        y: off(o[1]),
        z: off(o[2]),
    }
}

fn extent3(e: [u32; 3]) -> vk::Extent3D {
    vk::Extent3D {
        width: dim(e[0]),
        height: dim(e[1]),
        depth: dim(e[2]),
    }
}

fn buffer_copy(c: &BufferCopy) -> vk::BufferImageCopy {
    vk::BufferImageCopy {
        buffer_offset: bytes(c.offset),
        buffer_row_length: dim(c.row_length),
        buffer_image_height: dim(c.image_height),
        image_subresource: sub(&c.sub),
        image_offset: offset3(c.offset3),
        image_extent: extent3(c.extent),
    }
}

/// The shadow's layout from its definition, in `u128`: blocks a row, rows, depth slices of
/// `level`, where the level starts, and the shadow's size.
struct Layout {
    bb: u128,
    blocks: (u128, u128, u128),
    base: u128,
    size: u128,
}

fn layout(s: &Shape, level: u32) -> Layout {
    let bb = u128::from(s.emulated.block_bytes());
    let blocks = |l: u32| {
        let e = mip_extent(s.extent, l);
        (
            u128::from(e.width.div_ceil(4)),
            u128::from(e.height.div_ceil(4)),
            u128::from(e.depth),
        )
    };
    // Saturating: anything past `u64::MAX` is only compared with it.
    let layer = |l: u32| {
        let (w, h, d) = blocks(l);
        (w * h * d * bb).saturating_mul(u128::from(s.array_layers))
    };
    let sum = |n: u32| (0..n).map(layer).fold(0u128, u128::saturating_add);
    Layout {
        bb,
        blocks: blocks(level),
        base: sum(level),
        size: sum(s.mip_levels),
    }
}

impl Layout {
    /// The shadow offset of block row `row` of slice `slice` of box `b`.
    fn row(&self, b: &Blocks, slice: u32, row: u32) -> u128 {
        let (bw, bh, bd) = self.blocks;
        let layer = u128::from(b.layer) + u128::from(slice / b.d);
        let z = u128::from(b.z) + u128::from(slice % b.d);
        self.base
            + layer * bw * bh * bd * self.bb
            + ((z * bh + u128::from(b.y) + u128::from(row)) * bw + u128::from(b.x)) * self.bb
    }
}

/// The shadow's size: `Some` exactly where it fits a `u64`, and then what the layout says.
fn shadow_size(s: &Shape) -> Option<u128> {
    let want = layout(s, 0).size;
    let got = shadow::size(s);
    assert_eq!(
        got.map(u128::from),
        (want <= u128::from(u64::MAX)).then_some(want)
    );
    got.map(u128::from)
}

/// A box [`Blocks::of`] made lies in the image and is the extent's blocks.
fn check_box(s: &Shape, b: &Blocks, offset: vk::Offset3D, extent: vk::Extent3D) {
    let level = mip_extent(s.extent, b.level);
    assert!(b.level < s.mip_levels && b.layers > 0);
    assert!(u64::from(b.layer) + u64::from(b.layers) <= u64::from(s.array_layers));
    assert_eq!(
        (b.w, b.h, b.d),
        (
            extent.width.div_ceil(4),
            extent.height.div_ceil(4),
            extent.depth
        )
    );
    assert_eq!(
        (b.x * 4, b.y * 4, b.z),
        (offset.x as u32, offset.y as u32, offset.z as u32)
    );
    assert!(u64::from(b.x) * 4 + u64::from(extent.width) <= u64::from(level.width));
    assert!(u64::from(b.y) * 4 + u64::from(extent.height) <= u64::from(level.height));
    assert!(u64::from(b.z) + u64::from(b.d) <= u64::from(level.depth));
}

/// A region [`region`] accepted reads only inside the buffer and says where its texels go.
fn check_region(s: &Shape, r: &vk::BufferImageCopy, c: &Region, buffer: u64, staging: u64) {
    let e = &s.emulated;
    let bb = u128::from(e.block_bytes());
    let (w, h) = (r.image_extent.width, r.image_extent.height);
    let layers = match r.image_subresource.layer_count {
        vk::REMAINING_ARRAY_LAYERS => s.array_layers - r.image_subresource.base_array_layer,
        n => n,
    };
    assert_eq!((c.width, c.height), (w, h));
    assert_eq!(
        u64::from(c.slices),
        u64::from(r.image_extent.depth) * u64::from(layers)
    );
    assert_eq!((c.src_offset, c.staging_offset), (r.buffer_offset, staging));
    assert_eq!(c.src_offset % e.block_bytes(), 0);
    let row_len = u128::from(w.div_ceil(4)) * bb;
    let rows = u128::from(h.div_ceil(4));
    assert_eq!(u128::from(c.src_row_len(e)), row_len);
    assert!(u128::from(c.src_row) >= row_len);
    assert!(u128::from(c.src_slice) >= rows * u128::from(c.src_row));
    let last = u128::from(c.src_offset)
        + u128::from(c.slices - 1) * u128::from(c.src_slice)
        + (rows - 1) * u128::from(c.src_row)
        + row_len;
    assert!(
        last <= u128::from(buffer),
        "reads {last} of a {buffer}-byte buffer"
    );
    let decoded =
        u128::from(w) * u128::from(h) * u128::from(c.slices) * u128::from(e.texel_bytes());
    assert_eq!(u128::from(c.decoded_len(e)), decoded);
    let next = c.next_staging(e);
    assert!(u128::from(staging) + decoded <= u128::from(next));
    assert!(
        next - staging - c.decoded_len(e) < STAGING_ALIGN && next.is_multiple_of(STAGING_ALIGN)
    );
}

/// The runs of one region, `runs[prev..]` (and `runs[prev - 1]`, which they may extend;
/// `before` bytes were in `runs` before them), for a box of `slices` slices of `h` rows of
/// `row_len` bytes: all lie in both buffers, are at most [`MAX_RUNS`], copy as many bytes
/// as the box has, and (the first rows) put each row where `want(slice, row)` says, as
/// `(src, dst)`.
fn check_runs(
    runs: &[vk::BufferCopy],
    (prev, before): (usize, u128),
    (src_len, dst_len): (u128, u128),
    (slices, h, row_len): (u32, u32, u128),
    want: impl Fn(u32, u32) -> (u128, u128),
) {
    assert!(runs.len() <= MAX_RUNS);
    for run in &runs[prev.saturating_sub(1)..] {
        assert!(run.size > 0);
        assert!(u128::from(run.src_offset) + u128::from(run.size) <= src_len);
        assert!(u128::from(run.dst_offset) + u128::from(run.size) <= dst_len);
    }
    assert_eq!(
        bytes_of(runs) - before,
        u128::from(slices) * u128::from(h) * row_len
    );
    let covers = |run: &vk::BufferCopy, src: u128, dst: u128| {
        let Some(delta) = src.checked_sub(u128::from(run.src_offset)) else {
            return false;
        };
        delta + row_len <= u128::from(run.size) && u128::from(run.dst_offset) + delta == dst
    };
    let new = &runs[prev..];
    let rows = (0..slices).flat_map(|s| (0..h).map(move |r| (s, r)));
    for (slice, row) in rows.take(CHECKED_ROWS as usize) {
        let (src, dst) = want(slice, row);
        // A region's new runs are in source order (each box's rows ascend in its source).
        let i = new.partition_point(|r| u128::from(r.src_offset) <= src);
        let extended = prev
            .checked_sub(1)
            .is_some_and(|p| covers(&runs[p], src, dst));
        let found = i.checked_sub(1).is_some_and(|i| covers(&new[i], src, dst));
        assert!(
            extended || found,
            "row {row} of slice {slice} is not copied where it goes"
        );
    }
}

fn bytes_of(runs: &[vk::BufferCopy]) -> u128 {
    runs.iter().map(|r| u128::from(r.size)).sum()
}

/// `region` refuses a box as `Subresource` or `Extent` exactly where `Blocks::of` does.
fn boxed(
    s: &Shape,
    i: usize,
    r: &vk::BufferImageCopy,
    c: &Result<Region, RegionError>,
) -> Option<Blocks> {
    let b = Blocks::of(s, &r.image_subresource, r.image_offset, r.image_extent);
    let outside = matches!(c, Err(RegionError::Subresource(j) | RegionError::Extent(j)) if *j == i);
    assert_eq!(b.is_none(), outside, "{c:?} {b:?}");
    if let Some(b) = &b {
        check_box(s, b, r.image_offset, r.image_extent);
    }
    b
}

/// The shadow runs of checked buffer regions (an upload's, or a readback's swapped), in
/// command order into one list, as the renderer records them.
fn buffer_runs(
    s: &Shape,
    regions: &[vk::BufferImageCopy],
    checked: &[Region],
    buffer: u64,
) -> bool {
    let size = shadow_size(s);
    let mut runs = Vec::new();
    for (r, c) in regions.iter().zip(checked) {
        let b =
            Blocks::of(s, &r.image_subresource, r.image_offset, r.image_extent).expect("checked");
        let (prev, before) = (runs.len(), bytes_of(&runs));
        if shadow::buffer_runs(s, r, c, &mut runs).is_none() {
            return false;
        }
        // Runs come only for a shadow that exists.
        let size = size.expect("a shadow of that size cannot be made");
        let l = layout(s, b.level);
        check_runs(
            &runs,
            (prev, before),
            (u128::from(buffer), size),
            (c.slices, b.h, l.bb * u128::from(b.w)),
            |slice, row| {
                let src = u128::from(c.src_offset)
                    + u128::from(slice) * u128::from(c.src_slice)
                    + u128::from(row) * u128::from(c.src_row);
                (src, l.row(&b, slice, row))
            },
        );
    }
    true
}

/// An upload of `regions` from a buffer of `buffer` bytes into an image of `s`, both paths.
fn upload(s: &Shape, regions: &[vk::BufferImageCopy], buffer: u64) {
    // CPU path: checked and laid out in staging as they come; the first refusal refuses all.
    let mut at = 0u64;
    let mut checked = Vec::new();
    for (i, r) in regions.iter().enumerate() {
        let c = region(i, r, s, buffer, at);
        let b = boxed(s, i, r, &c);
        let Ok(c) = c else { return };
        b.expect("a checked region is in the image");
        check_region(s, r, &c, buffer, at);
        // The GPU path checks with no staging offset: the same answer.
        assert_eq!(
            region(i, r, s, buffer, 0),
            Ok(Region {
                staging_offset: 0,
                ..c
            })
        );
        at = c.next_staging(&s.emulated);
        checked.push(c);
    }
    let staging = at.max(16);
    for (r, c) in regions.iter().zip(&checked) {
        assert!(c.staging_offset + c.decoded_len(&s.emulated) <= staging);
        let copy = staging_copy(r, c.staging_offset);
        assert_eq!(
            (
                copy.buffer_offset,
                copy.buffer_row_length,
                copy.buffer_image_height
            ),
            (c.staging_offset, 0, 0)
        );
        let subresource = |s: vk::ImageSubresourceLayers| {
            (
                s.aspect_mask,
                s.mip_level,
                s.base_array_layer,
                s.layer_count,
            )
        };
        assert_eq!(
            (
                subresource(copy.image_subresource),
                copy.image_offset,
                copy.image_extent
            ),
            (
                subresource(r.image_subresource),
                r.image_offset,
                r.image_extent
            )
        );
    }
    if !buffer_runs(s, regions, &checked, buffer) {
        return;
    }
    // GPU path: each slice's first block row, in the shadow (the renderer refuses an upload
    // into an image whose shadow cannot be made).
    let Some(size) = shadow_size(s) else { return };
    for r in regions {
        let b =
            Blocks::of(s, &r.image_subresource, r.image_offset, r.image_extent).expect("checked");
        first_rows(s, &b, size);
    }
}

/// The first block row of the first and last slices of `b` lie in the shadow, where the
/// layout says.
fn first_rows(s: &Shape, b: &Blocks, size: u128) {
    let l = layout(s, b.level);
    let slices = b
        .layers
        .checked_mul(b.d)
        .expect("the runs or copies counted the slices");
    for slice in [0, slices - 1] {
        let (at, len) = b
            .row(s, slice, 0)
            .expect("a row of a box in a shadow that exists");
        assert_eq!(u128::from(at), l.row(b, slice, 0));
        assert!(u128::from(at) + u128::from(len) <= size);
    }
}

/// Buffer-image copies out of (or into) the shadow of `s` into an image whose texels are
/// blocks: each reads (or writes) one slice of `b`, inside the shadow.
fn check_uncompressed(s: &Shape, b: &Blocks, copies: &[vk::BufferImageCopy]) {
    let size = shadow_size(s).expect("copies only for a shadow that exists");
    let l = layout(s, b.level);
    assert_eq!(copies.len() as u64, u64::from(b.layers) * u64::from(b.d));
    assert!(copies.len() <= MAX_RUNS);
    for (slice, c) in copies.iter().enumerate() {
        assert_eq!(u128::from(c.buffer_offset), l.row(b, slice as u32, 0));
        assert_eq!(
            (
                c.image_extent.width,
                c.image_extent.height,
                c.image_extent.depth
            ),
            (b.w, b.h, 1)
        );
        assert_eq!(c.image_subresource.layer_count, 1);
        assert!(c.buffer_row_length >= b.w && c.buffer_image_height >= b.h);
        let last = u128::from(c.buffer_offset)
            + (u128::from(b.h - 1) * u128::from(c.buffer_row_length) + u128::from(b.w)) * l.bb;
        assert!(last <= size, "a copy reads {last} of a {size}-byte shadow");
    }
}

/// `vkCmdCopyImage` from an image of `a` to one of `b` (`None`: not emulated).
fn copy_images(a: Option<&Shape>, b: Option<&Shape>, regions: &[vk::ImageCopy]) {
    match (a, b) {
        (None, None) => {}
        (Some(sa), Some(sb)) => {
            if sa.emulated.block_bytes() != sb.emulated.block_bytes() {
                return;
            }
            let mut runs = Vec::new();
            let mut boxes = Vec::new();
            for r in regions {
                let (Some(x), Some(y)) = (
                    Blocks::of(sa, &r.src_subresource, r.src_offset, r.extent),
                    Blocks::of(sb, &r.dst_subresource, r.dst_offset, r.extent),
                ) else {
                    return;
                };
                check_box(sa, &x, r.src_offset, r.extent);
                check_box(sb, &y, r.dst_offset, r.extent);
                let (prev, before) = (runs.len(), bytes_of(&runs));
                if shadow::image_runs(sa, &x, sb, &y, &mut runs).is_none() {
                    return;
                }
                let sizes = (
                    shadow_size(sa).expect("runs were made"),
                    shadow_size(sb).expect("runs were made"),
                );
                let (la, lb) = (layout(sa, x.level), layout(sb, y.level));
                assert_eq!(
                    u64::from(x.layers) * u64::from(x.d),
                    u64::from(y.layers) * u64::from(y.d)
                );
                check_runs(
                    &runs,
                    (prev, before),
                    sizes,
                    (x.layers * x.d, x.h, la.bb * u128::from(x.w)),
                    |slice, row| (la.row(&x, slice, row), lb.row(&y, slice, row)),
                );
                boxes.push(y);
            }
            // Where the block formats differ, the GPU decodes the destination's boxes.
            // (The renderer refuses a copy into an image whose shadow cannot be made.)
            if sa.emulated.block != sb.emulated.block {
                let Some(size) = shadow_size(sb) else { return };
                for y in &boxes {
                    first_rows(sb, y, size);
                }
            }
        }
        (Some(sa), None) => {
            for r in regions {
                let Some(x) = Blocks::of(sa, &r.src_subresource, r.src_offset, r.extent) else {
                    return;
                };
                check_box(sa, &x, r.src_offset, r.extent);
                let Some(copies) = shadow::to_uncompressed(sa, &x, r.dst_subresource, r.dst_offset)
                else {
                    return;
                };
                check_uncompressed(sa, &x, &copies);
            }
        }
        (None, Some(sb)) => {
            for r in regions {
                let Some((y, extent)) =
                    shadow::from_uncompressed(sb, &r.dst_subresource, r.dst_offset, r.extent)
                else {
                    return;
                };
                check_box(sb, &y, r.dst_offset, extent);
                assert_eq!(
                    (y.w, y.h, y.d),
                    (r.extent.width, r.extent.height, r.extent.depth)
                );
                let Some(copies) = shadow::to_uncompressed(sb, &y, r.src_subresource, r.src_offset)
                else {
                    return;
                };
                check_uncompressed(sb, &y, &copies);
                first_rows(sb, &y, shadow_size(sb).expect("copies were made"));
            }
        }
    }
}

fuzz_target!(|input: Input| {
    let (a, b) = (shape(&input.a), shape(&input.b));
    let buffer = bytes(input.buffer_size);
    let uploads: Vec<vk::BufferImageCopy> =
        input.uploads.iter().take(16).map(buffer_copy).collect();
    let copies: Vec<vk::ImageCopy> = input
        .copies
        .iter()
        .take(16)
        .map(|c| vk::ImageCopy {
            src_subresource: sub(&c.src),
            src_offset: offset3(c.src_offset),
            dst_subresource: sub(&c.dst),
            dst_offset: offset3(c.dst_offset),
            extent: extent3(c.extent),
        })
        .collect();
    if let Some(s) = &a {
        // An upload into the image, then a readback of the same regions from it.
        upload(s, &uploads, buffer);
        let mut checked = Vec::new();
        for (i, r) in uploads.iter().enumerate() {
            let c = region(i, r, s, buffer, 0);
            boxed(s, i, r, &c);
            let Ok(c) = c else { break };
            check_region(s, r, &c, buffer, 0);
            checked.push(c);
        }
        if checked.len() == uploads.len() {
            buffer_runs(s, &uploads, &checked, buffer);
        }
    }
    copy_images(a.as_ref(), b.as_ref(), &copies);
});
