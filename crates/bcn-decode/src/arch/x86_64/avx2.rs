//! The AVX2 decoder: the 128-bit kernels of the SSE4.1 decoder (BC1–BC5, and the BC6H/BC7
//! palettes) compiled with AVX2 (VEX three-operand encoding, no SSE/AVX transitions). Measured
//! against SSE4.1 in the same run it is equal for BC1–BC5 and BC7 and faster for BC6H, so
//! run-time dispatch picks it whenever the CPU has AVX2.
//!
//! BC1–BC3 used to decode two blocks per 256-bit shuffle with a scalar palette per block; on
//! an Intel Xeon that was slower than SSE4.1 for BC1 (the lane inserts cost more than the
//! wider shuffle saved). Now the colour palettes are built eight blocks at a time in 16-bit
//! lanes (`bc1x8`) and the row shuffles stay 128-bit; measured against the old 256-bit pair
//! path on the same run (shared 2-core EPYC): BC1 3.0–3.4 vs ≈ 1.0 Gpix/s, BC2 2.1 vs 1.5,
//! BC3 1.08 vs 1.12 (equal within noise).
//!
//! BC4 and BC5 rows run the SSE4.1-compiled kernel: on the 16-core Intel Xeon (H200 host) the
//! AVX2-compiled one was slower in the same run (BC4 1.62 vs 1.90 Gpix/s, BC5 0.66 vs
//! 1.13 Gpix/s), while on the 2-core EPYC the two were equal within noise.

use super::xmm;
use crate::arch::scalar;
use crate::arch::simd::Kind;
use crate::{Format, Output};

/// AVX2 decoder token; a value proves the CPU has AVX2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Avx2(());

impl Avx2 {
    /// Whether this CPU has AVX2.
    pub fn is_available() -> bool {
        std::is_x86_feature_detected!("avx2")
    }

    /// The decoder, if the CPU has AVX2.
    pub fn new() -> Option<Self> {
        Self::is_available().then_some(Avx2(()))
    }

    /// The decoder without checking the CPU.
    ///
    /// # Safety
    /// The CPU must support AVX2; decoding on one that does not is undefined behaviour.
    pub unsafe fn new_unchecked() -> Self {
        Avx2(())
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
        let single_channel = matches!(
            format,
            Format::Bc4Unorm | Format::Bc4Snorm | Format::Bc5Unorm | Format::Bc5Snorm
        );
        match Kind::of(format, output) {
            // SAFETY: `self` exists only if the CPU has AVX2, which implies SSE4.1 and SSSE3.
            Some((k, bb, bpp)) if single_channel => unsafe {
                super::sse41::row_sse41(k, bb, bpp, src, dst, pitch)
            },
            // SAFETY: `self` exists only if the CPU has AVX2 (which implies SSE4.1).
            Some((k, bb, bpp)) => unsafe { row_avx2(k, bb, bpp, src, dst, pitch) },
            None => match (format, output) {
                (Format::Bc6hUfloat | Format::Bc6hSfloat, Output::Rgba16f) => {
                    // SAFETY: as above, the CPU has AVX2.
                    unsafe { bc6h_avx2(format.is_signed(), src, dst, pitch) }
                }
                (Format::Bc7, Output::Rgba8 | Output::Bgra8) => {
                    // SAFETY: as above, the CPU has AVX2.
                    unsafe { bc7_avx2(output == Output::Bgra8, src, dst, pitch) }
                }
                _ => scalar::decode_row(format, output, src, dst, pitch),
            },
        }
    }
}

#[target_feature(enable = "avx2")]
unsafe fn row_avx2(k: Kind, bb: usize, bpp: usize, src: &[u8], dst: &mut [u8], pitch: usize) {
    // SAFETY: AVX2 implies SSE4.1, which `xmm::row` requires; the caller checked the CPU.
    unsafe { xmm::row(k, bb, bpp, src, dst, pitch) }
}

#[target_feature(enable = "avx2")]
unsafe fn bc6h_avx2(signed: bool, src: &[u8], dst: &mut [u8], pitch: usize) {
    // SAFETY: this function is compiled with AVX2 (which implies SSE4.1), which `bc6h::row` requires; the
    // caller holds the row contract.
    unsafe { super::bc6h::row(signed, src, dst, pitch) }
}

#[target_feature(enable = "avx2")]
unsafe fn bc7_avx2(bgra: bool, src: &[u8], dst: &mut [u8], pitch: usize) {
    // SAFETY: this function is compiled with AVX2 (which implies SSE4.1), which `bc7::row` requires; the
    // caller holds the row contract.
    unsafe { super::bc7::row(bgra, src, dst, pitch) }
}
