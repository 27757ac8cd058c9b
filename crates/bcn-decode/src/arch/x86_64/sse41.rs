//! The SSE4.1 decoder: BC1–BC5 through 128-bit byte shuffles (`pshufb` palette lookups, BC1–BC3
//! colour palettes eight blocks at a time), BC6H and BC7 through the per-mode scalar kernels
//! with SSE4.1 palettes, compiled with SSE4.1.

use super::xmm;
use crate::arch::scalar;
use crate::arch::simd::Kind;
use crate::{Format, Output};

/// SSE4.1 decoder token; a value proves the CPU has SSE4.1 (and so SSSE3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sse41(());

impl Sse41 {
    /// Whether this CPU has SSE4.1.
    pub fn is_available() -> bool {
        std::is_x86_feature_detected!("sse4.1") && std::is_x86_feature_detected!("ssse3")
    }

    /// The decoder, if the CPU has SSE4.1.
    pub fn new() -> Option<Self> {
        Self::is_available().then_some(Sse41(()))
    }

    /// The decoder without checking the CPU.
    ///
    /// # Safety
    /// The CPU must support SSE4.1 and SSSE3; decoding on one that does not is undefined
    /// behaviour.
    pub unsafe fn new_unchecked() -> Self {
        Sse41(())
    }

    /// Decodes a row of whole blocks (contract in [`crate::arch`]).
    pub(crate) fn row(
        self,
        format: Format,
        output: Output,
        src: &[u8],
        dst: &mut [u8],
        pitch: usize,
    ) {
        match Kind::of(format, output) {
            // SAFETY: `self` exists only if the CPU has SSE4.1 (`new`, or the caller's promise
            // to `new_unchecked`).
            Some((k, bb, bpp)) => unsafe { row_sse41(k, bb, bpp, src, dst, pitch) },
            None => match (format, output) {
                (Format::Bc6hUfloat | Format::Bc6hSfloat, Output::Rgba16f) => {
                    // SAFETY: as above, the CPU has SSE4.1.
                    unsafe { bc6h_sse41(format.is_signed(), src, dst, pitch) }
                }
                (Format::Bc7, Output::Rgba8 | Output::Bgra8) => {
                    // SAFETY: as above, the CPU has SSE4.1.
                    unsafe { bc7_sse41(output == Output::Bgra8, src, dst, pitch) }
                }
                _ => scalar::decode_row(format, output, src, dst, pitch),
            },
        }
    }
}

#[target_feature(enable = "sse4.1,ssse3")]
pub(super) unsafe fn row_sse41(
    k: Kind,
    bb: usize,
    bpp: usize,
    src: &[u8],
    dst: &mut [u8],
    pitch: usize,
) {
    // SAFETY: this function is compiled with SSE4.1, which `xmm::row` requires.
    unsafe { xmm::row(k, bb, bpp, src, dst, pitch) }
}

#[target_feature(enable = "sse4.1,ssse3")]
unsafe fn bc6h_sse41(signed: bool, src: &[u8], dst: &mut [u8], pitch: usize) {
    // SAFETY: this function is compiled with SSE4.1, which `bc6h::row` requires; the
    // caller holds the row contract.
    unsafe { super::bc6h::row(signed, src, dst, pitch) }
}

#[target_feature(enable = "sse4.1,ssse3")]
unsafe fn bc7_sse41(bgra: bool, src: &[u8], dst: &mut [u8], pitch: usize) {
    // SAFETY: this function is compiled with SSE4.1, which `bc7::row` requires; the
    // caller holds the row contract.
    unsafe { super::bc7::row(bgra, src, dst, pitch) }
}
