//! Whole images: edges, row pitch, mip chains and array layers.

use crate::arch::Kernel;
use crate::{Decoder, Error, Format, Output};

/// Checks an image decode's arguments; returns `(bytes per pixel, compressed bytes)`.
pub(crate) fn validate(
    format: Format,
    output: Output,
    src_len: usize,
    width: u32,
    height: u32,
    dst_len: usize,
    pitch: usize,
) -> Result<(), Error> {
    if !format.supports(output) {
        return Err(Error::UnsupportedOutput { format, output });
    }
    let need = format.image_bytes(width, height).ok_or(Error::Overflow)?;
    if src_len < need {
        return Err(Error::SourceTooShort { need, got: src_len });
    }
    let row = (width as usize)
        .checked_mul(output.bytes_per_pixel())
        .ok_or(Error::Overflow)?;
    if pitch < row {
        return Err(Error::PitchTooSmall { pitch, row });
    }
    if width > 0 && height > 0 {
        let need = pitch
            .checked_mul(height as usize - 1)
            .and_then(|v| v.checked_add(row))
            .ok_or(Error::Overflow)?;
        if dst_len < need {
            return Err(Error::DestinationTooShort { need, got: dst_len });
        }
    }
    Ok(())
}

/// Decodes one block into a tight 4×4 tile (`4 * bpp` bytes per row).
#[inline]
fn tile(k: Kernel, format: Format, output: Output, block: &[u8]) -> [u8; 256] {
    let mut t = [0u8; 256];
    k.row(format, output, block, &mut t, 4 * output.bytes_per_pixel());
    t
}

/// Decodes block row `src_row` (all blocks of one row) into `rows` (1..=4) pixel rows of
/// `dst`, which starts at the block row's first pixel. Arguments were validated.
#[allow(clippy::too_many_arguments)]
pub(crate) fn block_row(
    k: Kernel,
    format: Format,
    output: Output,
    src_row: &[u8],
    width: usize,
    rows: usize,
    dst: &mut [u8],
    pitch: usize,
) {
    let bb = format.block_bytes();
    let bpp = output.bytes_per_pixel();
    let full = width / 4;
    let (mut start, rem_x) = (0, width % 4);
    if rows == 4 && full > 0 {
        k.row(format, output, &src_row[..full * bb], dst, pitch);
        start = full;
    }
    let blocks = width.div_ceil(4);
    for bx in start..blocks {
        let t = tile(k, format, output, &src_row[bx * bb..(bx + 1) * bb]);
        let cols = if bx == full { rem_x } else { 4 };
        let n = cols * bpp;
        for y in 0..rows {
            let d = y * pitch + bx * 4 * bpp;
            dst[d..d + n].copy_from_slice(&t[y * 4 * bpp..y * 4 * bpp + n]);
        }
    }
}

impl Decoder {
    /// Decodes a `width`×`height` image of `format` blocks (row-major, edge blocks whole) into
    /// `dst`, one pixel row every `pitch` bytes. Edge blocks are clipped; bytes between rows
    /// and outside the image are not written.
    ///
    /// # Errors
    /// [`Error::UnsupportedOutput`], [`Error::SourceTooShort`], [`Error::PitchTooSmall`],
    /// [`Error::DestinationTooShort`], [`Error::Overflow`]. Block contents never fail.
    #[allow(clippy::too_many_arguments)]
    pub fn decode_image(
        &self,
        format: Format,
        output: Output,
        src: &[u8],
        width: u32,
        height: u32,
        dst: &mut [u8],
        pitch: usize,
    ) -> Result<(), Error> {
        validate(format, output, src.len(), width, height, dst.len(), pitch)?;
        let (w, h) = (width as usize, height as usize);
        let src_row = w.div_ceil(4) * format.block_bytes();
        for by in 0..h.div_ceil(4) {
            let rows = (h - 4 * by).min(4);
            block_row(
                self.kernel,
                format,
                output,
                &src[by * src_row..(by + 1) * src_row],
                w,
                rows,
                &mut dst[4 * by * pitch..],
                pitch,
            );
        }
        Ok(())
    }

    /// Decodes every subresource of `texture` from `src` (laid out as
    /// [`Texture::subresources`] says) into `dst`, each subresource tightly packed
    /// (`pitch = width * bpp`) in the same order, as [`Texture::decoded_subresources`] says.
    ///
    /// # Errors
    /// As [`Decoder::decode_image`]; lengths are checked against the whole chain first.
    pub fn decode_texture(
        &self,
        texture: &Texture,
        output: Output,
        src: &[u8],
        dst: &mut [u8],
    ) -> Result<(), Error> {
        let format = texture.format;
        if !format.supports(output) {
            return Err(Error::UnsupportedOutput { format, output });
        }
        let need = texture.compressed_len().ok_or(Error::Overflow)?;
        if src.len() < need {
            return Err(Error::SourceTooShort {
                need,
                got: src.len(),
            });
        }
        let need = texture.decoded_len(output).ok_or(Error::Overflow)?;
        if dst.len() < need {
            return Err(Error::DestinationTooShort {
                need,
                got: dst.len(),
            });
        }
        for (s, d) in texture
            .subresources()
            .zip(texture.decoded_subresources(output))
        {
            let pitch = s.width as usize * output.bytes_per_pixel();
            self.decode_image(
                format,
                output,
                &src[s.offset..s.offset + s.len],
                s.width,
                s.height,
                &mut dst[d.offset..d.offset + d.len],
                pitch,
            )?;
        }
        Ok(())
    }
}

/// The shape of a 2D texture: size, mip chain and array layers.
///
/// Subresources are laid out layer-major, as in DDS files: every mip level of layer 0 (largest
/// first), then every level of layer 1, and so on, each tightly packed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Texture {
    /// Compressed format.
    pub format: Format,
    /// Width of mip level 0 in pixels.
    pub width: u32,
    /// Height of mip level 0 in pixels.
    pub height: u32,
    /// Mip levels (at least 1 to hold anything).
    pub mip_levels: u32,
    /// Array layers (at least 1 to hold anything).
    pub array_layers: u32,
}

/// One mip level of one array layer, located in a buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subresource {
    /// Array layer.
    pub layer: u32,
    /// Mip level.
    pub level: u32,
    /// Width in pixels (`max(1, width >> level)`).
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Byte offset in the buffer.
    pub offset: usize,
    /// Byte length in the buffer.
    pub len: usize,
}

impl Texture {
    fn walk(self, size: impl Fn(u32, u32) -> usize + 'static) -> impl Iterator<Item = Subresource> {
        let mut offset = 0usize;
        let levels = self.mip_levels;
        (0..self.array_layers)
            .flat_map(move |layer| (0..levels).map(move |level| (layer, level)))
            .map(move |(layer, level)| {
                let width = self.width.checked_shr(level).unwrap_or(0).max(1);
                let height = self.height.checked_shr(level).unwrap_or(0).max(1);
                let len = size(width, height);
                let s = Subresource {
                    layer,
                    level,
                    width,
                    height,
                    offset,
                    len,
                };
                offset = offset.saturating_add(len);
                s
            })
    }

    /// Compressed subresources in source order (saturating offsets; check
    /// [`Texture::compressed_len`] first).
    pub fn subresources(&self) -> impl Iterator<Item = Subresource> + use<> {
        let f = self.format;
        self.walk(move |w, h| f.image_bytes(w, h).unwrap_or(usize::MAX))
    }

    /// Decoded subresources, tightly packed, in the same order.
    pub fn decoded_subresources(
        &self,
        output: Output,
    ) -> impl Iterator<Item = Subresource> + use<> {
        let bpp = output.bytes_per_pixel();
        self.walk(move |w, h| (w as usize).saturating_mul(h as usize).saturating_mul(bpp))
    }

    fn total(&self, mut it: impl Iterator<Item = Subresource>) -> Option<usize> {
        it.try_fold(0usize, |acc, s| {
            if s.len == usize::MAX {
                None
            } else {
                acc.checked_add(s.len)
            }
        })
    }

    /// Bytes of compressed data the whole texture needs, `None` on overflow.
    pub fn compressed_len(&self) -> Option<usize> {
        self.total(self.subresources())
    }

    /// Bytes of decoded data the whole texture needs in `output`, `None` on overflow.
    pub fn decoded_len(&self, output: Output) -> Option<usize> {
        self.total(self.decoded_subresources(output))
    }
}
