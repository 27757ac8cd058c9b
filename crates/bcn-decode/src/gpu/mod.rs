//! GPU compute decoding: SPIR-V compute shaders that decode BC1–BC7 blocks from one storage
//! buffer into texels in another, byte for byte as the CPU decoder does, in each format's
//! native output ([`Format::native_output`]: RGBA8, R8, RG8 or RGBA16F).
//!
//! This module holds no Vulkan calls and needs no loader: it gives the shader words, the
//! workgroup size, the push-constant layout and the dispatch size. The caller builds a compute
//! pipeline with:
//!
//! - set 0, binding [`SOURCE_BINDING`]: a storage buffer holding the blocks (read only);
//! - set 0, binding [`DESTINATION_BINDING`]: a storage buffer receiving the texels;
//! - a compute-stage push-constant range of `size_of::<PushConstants>()` bytes at offset 0,
//!   filled with [`PushConstants::as_bytes`];
//! - entry point `main`; then `vkCmdDispatch(dispatch_size(..))`.
//!
//! One invocation decodes one block; invocations are numbered over the blocks row-major, so
//! neighbouring invocations load neighbouring blocks and store neighbouring words. The
//! destination is written one 32-bit word at a time; words that hold both texels of the image
//! and bytes outside it (the right edge of R8 and RG8 images whose width is not a multiple of
//! 4 or 2) are written with `atomicAnd`/`atomicOr` so that only the image's bytes change.
//! Bytes between rows and outside the image are never modified.
//!
//! ```
//! use bcn_decode::{Format, gpu};
//!
//! let pc = gpu::PushConstants::new(Format::Bc7, 13, 7)?;
//! assert_eq!((pc.blocks_x, pc.blocks_y), (4, 2));
//! assert_eq!(pc.dst_pitch, 13 * 4);
//! assert_eq!(pc.dispatch_size(), [1, 1, 1]);
//! assert_eq!(gpu::shader(Format::Bc7)[0], 0x0723_0203); // the SPIR-V magic number
//! # Ok::<(), bcn_decode::Error>(())
//! ```

mod shaders;

use crate::{Error, Format, Output};

pub use shaders::{SOURCES, Shader, shader, shader_kind};

/// Invocations per workgroup (`local_size_x`; `local_size_y = local_size_z = 1`).
pub const WORKGROUP_SIZE: u32 = 64;

/// Workgroups per dispatch dimension that every Vulkan device accepts
/// (`maxComputeWorkGroupCount` is at least 65535).
pub const MAX_GROUPS_PER_DIMENSION: u32 = 65_535;

/// Descriptor binding (set 0) of the source storage buffer.
pub const SOURCE_BINDING: u32 = 0;
/// Descriptor binding (set 0) of the destination storage buffer.
pub const DESTINATION_BINDING: u32 = 1;

/// [`PushConstants::flags`]: BC4/BC5 signed (SNORM bytes) or BC6H SF16.
pub const FLAG_SIGNED: u32 = 1;
/// [`PushConstants::flags`]: BC1 without alpha (index 3 of 3-colour blocks is opaque black).
pub const FLAG_OPAQUE_BLACK: u32 = 2;

/// The shaders' push constants (`layout(push_constant, std430)` in `common.glsl`; nine
/// `uint`s, 36 bytes).
///
/// Invariants checked by [`PushConstants::validate`] (the shaders rely on them and do not
/// check): `blocks_x = ceil(width / 4)`, `blocks_y = ceil(height / 4)`, `blocks_x * blocks_y
/// < 2^32`; `src_offset` and `src_pitch` multiples of the block size, `src_pitch` at least one
/// block row; `dst_offset` and `dst_pitch` multiples of 4, `dst_pitch` at least one texel row.
/// The caller binds buffers that hold [`PushConstants::src_len`] and
/// [`PushConstants::dst_len`] bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, bytemuck::Pod, bytemuck::Zeroable)]
pub struct PushConstants {
    /// Blocks per row: `ceil(width / 4)`.
    pub blocks_x: u32,
    /// Block rows: `ceil(height / 4)`.
    pub blocks_y: u32,
    /// Image width in texels; texels at `x >= width` are not written.
    pub width: u32,
    /// Image height in texels; rows at `y >= height` are not written.
    pub height: u32,
    /// Byte offset of block (0, 0) in the source binding; a multiple of the block size.
    pub src_offset: u32,
    /// Bytes from one block row to the next; a multiple of the block size.
    pub src_pitch: u32,
    /// Byte offset of texel (0, 0) in the destination binding; a multiple of 4.
    pub dst_offset: u32,
    /// Bytes from one texel row to the next; a multiple of 4.
    pub dst_pitch: u32,
    /// [`FLAG_SIGNED`] and [`FLAG_OPAQUE_BLACK`], as [`flags`] gives them for a format.
    pub flags: u32,
}

const _: () = {
    assert!(size_of::<PushConstants>() == 36);
    assert!(core::mem::offset_of!(PushConstants, src_offset) == 16);
    assert!(core::mem::offset_of!(PushConstants, dst_offset) == 24);
    assert!(core::mem::offset_of!(PushConstants, flags) == 32);
};

/// The [`PushConstants::flags`] of `format`.
pub const fn flags(format: Format) -> u32 {
    match format {
        Format::Bc1Rgb => FLAG_OPAQUE_BLACK,
        f if f.is_signed() => FLAG_SIGNED,
        _ => 0,
    }
}

/// The output the shader of `format` writes: [`Format::native_output`].
pub const fn output(format: Format) -> Output {
    format.native_output()
}

/// Workgroups for a `blocks_x`×`blocks_y`-block image: `[x, y, 1]` with `x * y * 64` at least
/// the block count and both within [`MAX_GROUPS_PER_DIMENSION`] (up to 2^32 blocks).
/// An empty image gives `[0, 1, 1]`, a valid no-op dispatch.
pub const fn dispatch_size(blocks_x: u32, blocks_y: u32) -> [u32; 3] {
    let blocks = blocks_x as u64 * blocks_y as u64;
    let groups = blocks.div_ceil(WORKGROUP_SIZE as u64);
    if groups <= MAX_GROUPS_PER_DIMENSION as u64 {
        return [groups as u32, 1, 1];
    }
    let y = groups.div_ceil(MAX_GROUPS_PER_DIMENSION as u64);
    [groups.div_ceil(y) as u32, y as u32, 1]
}

impl PushConstants {
    /// A tightly packed `width`×`height` image at offset 0 of both buffers: `src_pitch` one
    /// block row, `dst_pitch` one texel row rounded up to 4 bytes.
    ///
    /// # Errors
    /// [`Error::Overflow`] if a size does not fit the shaders' 32-bit arithmetic.
    pub fn new(format: Format, width: u32, height: u32) -> Result<Self, Error> {
        let bpp = format.native_output().bytes_per_pixel() as u64;
        let blocks_x = width.div_ceil(4);
        let blocks_y = height.div_ceil(4);
        let src_pitch = u32::try_from(blocks_x as u64 * format.block_bytes() as u64)
            .map_err(|_| Error::Overflow)?;
        let dst_pitch =
            u32::try_from((width as u64 * bpp).next_multiple_of(4)).map_err(|_| Error::Overflow)?;
        let pc = PushConstants {
            blocks_x,
            blocks_y,
            width,
            height,
            src_offset: 0,
            src_pitch,
            dst_offset: 0,
            dst_pitch,
            flags: flags(format),
        };
        pc.validate(format)?;
        Ok(pc)
    }

    /// These constants with the source at `offset`, block rows `pitch` bytes apart.
    pub const fn with_source(self, offset: u32, pitch: u32) -> Self {
        PushConstants {
            src_offset: offset,
            src_pitch: pitch,
            ..self
        }
    }

    /// These constants with texel (0, 0) at `offset`, rows `pitch` bytes apart.
    pub const fn with_destination(self, offset: u32, pitch: u32) -> Self {
        PushConstants {
            dst_offset: offset,
            dst_pitch: pitch,
            ..self
        }
    }

    /// Checks the invariants of the type's documentation for `format`.
    ///
    /// # Errors
    /// [`Error::Misaligned`], [`Error::PitchTooSmall`], [`Error::GpuLayout`], or
    /// [`Error::Overflow`] if a binding would pass 4 GiB or the image 2^32 blocks.
    pub fn validate(&self, format: Format) -> Result<(), Error> {
        let bb = format.block_bytes();
        let output = format.native_output();
        if self.flags != flags(format) {
            return Err(Error::GpuLayout("flags are not those of the format"));
        }
        if self.blocks_x != self.width.div_ceil(4) || self.blocks_y != self.height.div_ceil(4) {
            return Err(Error::GpuLayout("block counts are not ceil(size / 4)"));
        }
        (self.blocks_x as u64)
            .checked_mul(self.blocks_y as u64)
            .filter(|&n| n <= u32::MAX as u64)
            .ok_or(Error::Overflow)?;
        for (what, value, align) in [
            ("source offset", self.src_offset, bb),
            ("source pitch", self.src_pitch, bb),
            ("destination offset", self.dst_offset, 4),
            ("destination pitch", self.dst_pitch, 4),
        ] {
            if value as usize % align != 0 {
                return Err(Error::Misaligned {
                    what,
                    value: value as usize,
                    align,
                });
            }
        }
        let src_row = self.blocks_x as usize * bb;
        if (self.src_pitch as usize) < src_row && self.blocks_y > 1 {
            return Err(Error::PitchTooSmall {
                pitch: self.src_pitch as usize,
                row: src_row,
            });
        }
        let row = self.width as usize * output.bytes_per_pixel();
        if (self.dst_pitch as usize) < row && self.height > 1 {
            return Err(Error::PitchTooSmall {
                pitch: self.dst_pitch as usize,
                row,
            });
        }
        let src_end = self.src_offset as u64 + self.src_pitch as u64 * self.blocks_y as u64;
        let dst_end = self.dst_len(format) as u64;
        if src_end > u32::MAX as u64 + 1 || dst_end > u32::MAX as u64 + 1 {
            return Err(Error::Overflow);
        }
        Ok(())
    }

    /// Bytes the destination binding must hold: `dst_offset + dst_pitch * (height - 1)` plus
    /// the last row rounded up to 4 bytes (the shaders store whole words).
    pub fn dst_len(&self, format: Format) -> usize {
        if self.width == 0 || self.height == 0 {
            return self.dst_offset as usize;
        }
        let row = self.width as usize * format.native_output().bytes_per_pixel();
        self.dst_offset as usize
            + self.dst_pitch as usize * (self.height as usize - 1)
            + row.next_multiple_of(4)
    }

    /// Bytes the source binding must hold: `src_offset + src_pitch * (blocks_y - 1)` plus one
    /// row of blocks.
    pub fn src_len(&self, format: Format) -> usize {
        if self.blocks_x == 0 || self.blocks_y == 0 {
            return self.src_offset as usize;
        }
        self.src_offset as usize
            + self.src_pitch as usize * (self.blocks_y as usize - 1)
            + self.blocks_x as usize * format.block_bytes()
    }

    /// [`dispatch_size`] of these constants' blocks.
    pub const fn dispatch_size(&self) -> [u32; 3] {
        dispatch_size(self.blocks_x, self.blocks_y)
    }

    /// The bytes to pass to `vkCmdPushConstants`.
    pub fn as_bytes(&self) -> &[u8] {
        bytemuck::bytes_of(self)
    }
}
