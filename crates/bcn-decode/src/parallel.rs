//! Multi-threaded decoding with rayon: one large image split by block rows, or a batch.

use crate::image::{block_row, validate};
use crate::{Decoder, Error, Format, Output};
use rayon::prelude::*;

/// One image of a batch: arguments of [`Decoder::decode_image`].
#[derive(Debug)]
pub struct Job<'a> {
    /// Compressed format.
    pub format: Format,
    /// Decoded layout.
    pub output: Output,
    /// Compressed blocks.
    pub src: &'a [u8],
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Destination pixels.
    pub dst: &'a mut [u8],
    /// Destination row pitch in bytes.
    pub pitch: usize,
}

/// Block rows per rayon task, so that each task decodes at least ~64 KiB of pixels.
fn rows_per_task(width: usize, bpp: usize) -> usize {
    (65536 / (width * 4 * bpp).max(1)).max(1)
}

impl Decoder {
    /// [`Decoder::decode_image`] on rayon's thread pool: block rows are spread over threads.
    /// The output is identical to the single-threaded decode.
    ///
    /// # Errors
    /// As [`Decoder::decode_image`].
    #[allow(clippy::too_many_arguments)]
    pub fn decode_image_par(
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
        if w == 0 || h == 0 {
            return Ok(());
        }
        let src_row = w.div_ceil(4) * format.block_bytes();
        let k = self.kernel;
        let block_rows = h.div_ceil(4);
        // Row r's slice starts at pixel row 4r; the last one ends where validate proved dst
        // long enough.
        let used = pitch * (h - 1) + w * output.bytes_per_pixel();
        dst[..used]
            .par_chunks_mut(4 * pitch)
            .with_min_len(rows_per_task(w, output.bytes_per_pixel()))
            .take(block_rows)
            .enumerate()
            .for_each(|(by, d)| {
                let rows = (h - 4 * by).min(4);
                block_row(
                    k,
                    format,
                    output,
                    &src[by * src_row..(by + 1) * src_row],
                    w,
                    rows,
                    d,
                    pitch,
                );
            });
        Ok(())
    }

    /// Decodes a batch of images in parallel (each image single-threaded). Returns one result
    /// per job, in order.
    pub fn decode_batch(&self, jobs: &mut [Job<'_>]) -> Vec<Result<(), Error>> {
        jobs.par_iter_mut()
            .map(|j| {
                self.decode_image(j.format, j.output, j.src, j.width, j.height, j.dst, j.pitch)
            })
            .collect()
    }
}
