//! The portable decoder: every format and output, no SIMD.

pub(crate) mod bc1;
pub(crate) mod bc6h;
pub(crate) mod bc7;
pub(crate) mod tables;

use crate::{Format, Output};
use bc1::ColorMode;

/// The portable scalar decoder. Always available.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Scalar(());

impl Scalar {
    /// Always `true`.
    pub const fn is_available() -> bool {
        true
    }

    /// The scalar decoder (always `Some`).
    pub const fn new() -> Option<Self> {
        Some(Scalar(()))
    }

    /// The scalar decoder.
    ///
    /// # Safety
    /// None: the scalar decoder runs everywhere. The function is `unsafe` only to match the
    /// other ISA types.
    pub const unsafe fn new_unchecked() -> Self {
        Scalar(())
    }

    /// Decodes one row of whole blocks (`src` holds `n` blocks) into four pixel rows of `dst`
    /// spaced `pitch` bytes apart. See [`crate::arch`] for the contract.
    pub(crate) fn row(
        self,
        format: Format,
        output: Output,
        src: &[u8],
        dst: &mut [u8],
        pitch: usize,
    ) {
        decode_row(format, output, src, dst, pitch);
    }
}

/// Returns the four destination rows of a block row, each `w` bytes long.
///
/// Panics if `dst` is shorter than `3 * pitch + w` or `pitch < w`; callers check both first.
#[inline(always)]
pub(crate) fn rows4(dst: &mut [u8], pitch: usize, w: usize) -> [&mut [u8]; 4] {
    let (r0, rest) = dst.split_at_mut(pitch);
    let (r1, rest) = rest.split_at_mut(pitch);
    let (r2, r3) = rest.split_at_mut(pitch);
    [&mut r0[..w], &mut r1[..w], &mut r2[..w], &mut r3[..w]]
}

/// Runs a block kernel over a row of `BB`-byte blocks producing `BPP`-byte pixels.
#[inline(always)]
pub(crate) fn row_loop<const BB: usize, const BPP: usize>(
    src: &[u8],
    dst: &mut [u8],
    pitch: usize,
    kernel: impl Fn(&[u8; BB]) -> [[u8; BPP]; 16],
) {
    let n = src.len() / BB;
    let [r0, r1, r2, r3] = rows4(dst, pitch, n * 4 * BPP);
    let rows = [r0, r1, r2, r3];
    let [r0, r1, r2, r3] = rows;
    let blocks = src.chunks_exact(BB);
    let it = blocks
        .zip(r0.chunks_exact_mut(4 * BPP))
        .zip(r1.chunks_exact_mut(4 * BPP))
        .zip(r2.chunks_exact_mut(4 * BPP))
        .zip(r3.chunks_exact_mut(4 * BPP));
    for ((((blk, d0), d1), d2), d3) in it {
        // `chunks_exact(BB)` yields exactly BB bytes.
        let px = kernel(blk.try_into().unwrap());
        let px = px.as_flattened();
        d0.copy_from_slice(&px[..4 * BPP]);
        d1.copy_from_slice(&px[4 * BPP..8 * BPP]);
        d2.copy_from_slice(&px[8 * BPP..12 * BPP]);
        d3.copy_from_slice(&px[12 * BPP..]);
    }
}

#[inline(always)]
fn words(p: [u32; 16]) -> [[u8; 4]; 16] {
    p.map(u32::to_le_bytes)
}

/// Scalar row decoding for every supported (format, output) pair; unsupported pairs write
/// nothing (callers reject them first).
pub(crate) fn decode_row(format: Format, output: Output, src: &[u8], dst: &mut [u8], pitch: usize) {
    use Format as F;
    use Output as O;
    let bgra = output == O::Bgra8;
    match (format, output) {
        (F::Bc1Rgba | F::Bc1Rgb, O::Rgba8 | O::Bgra8) => {
            let mode = if format == F::Bc1Rgb {
                ColorMode::Bc1Rgb
            } else {
                ColorMode::Bc1Rgba
            };
            row_loop::<8, 4>(src, dst, pitch, |b| words(bc1::bc1(b, mode, bgra)))
        }
        (F::Bc2, O::Rgba8 | O::Bgra8) => {
            row_loop::<16, 4>(src, dst, pitch, |b| words(bc1::bc2(b, bgra)))
        }
        (F::Bc3, O::Rgba8 | O::Bgra8) => {
            row_loop::<16, 4>(src, dst, pitch, |b| words(bc1::bc3(b, bgra)))
        }
        (F::Bc4Unorm | F::Bc4Snorm, O::R8) => {
            let s = format.is_signed();
            row_loop::<8, 1>(src, dst, pitch, |b| bc1::alpha_block(b, s).map(|v| [v]))
        }
        (F::Bc4Unorm | F::Bc4Snorm, O::Rgba8) => {
            let s = format.is_signed();
            row_loop::<8, 4>(src, dst, pitch, |b| words(bc1::bc4_rgba(b, s)))
        }
        (F::Bc5Unorm | F::Bc5Snorm, O::Rg8) => {
            let s = format.is_signed();
            row_loop::<16, 2>(src, dst, pitch, |b| bc1::bc5_rg(b, s))
        }
        (F::Bc5Unorm | F::Bc5Snorm, O::Rgba8) => {
            let s = format.is_signed();
            row_loop::<16, 4>(src, dst, pitch, |b| words(bc1::bc5_rgba(b, s)))
        }
        (F::Bc6hUfloat | F::Bc6hSfloat, O::Rgba16f) => {
            let s = format.is_signed();
            row_loop::<16, 8>(src, dst, pitch, |b| {
                bc6h::bc6h_px(b, s).map(u64::to_le_bytes)
            })
        }
        (F::Bc6hUfloat | F::Bc6hSfloat, O::Rgba32f) => {
            let s = format.is_signed();
            row_loop::<16, 16>(src, dst, pitch, |b| {
                bc6h::bc6h(b, s).map(|p| {
                    let mut o = [0u8; 16];
                    for (d, v) in o.chunks_exact_mut(4).zip(p) {
                        d.copy_from_slice(&bc6h::half_to_f32(v).to_ne_bytes());
                    }
                    o
                })
            })
        }
        (F::Bc7, O::Rgba8) => row_loop::<16, 4>(src, dst, pitch, |b| words(bc7::bc7(b))),
        (F::Bc7, O::Bgra8) => {
            row_loop::<16, 4>(src, dst, pitch, |b| words(bc7::bc7(b).map(bc1::swap_rb)))
        }
        _ => {}
    }
}
