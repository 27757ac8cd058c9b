//! The AVX2 decoder: BC1, BC2 and BC3 decode two blocks per 256-bit shuffle; BC4 and BC5 use
//! the 128-bit kernels compiled with AVX2 (VEX encoding); BC6H and BC7 the scalar kernels.

use super::xmm::{self, Rows};
use crate::arch::scalar::{self, bc1::ColorMode};
use crate::arch::simd::{Kind, ROW_SHUFFLE, SPREAD_ALPHA};
use crate::{Format, Output};
use core::arch::x86_64::*;

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
        match Kind::of(format, output) {
            // SAFETY: `self` exists only if the CPU has AVX2 (which implies SSE4.1).
            Some((k, bb, bpp)) => unsafe { row_avx2(k, bb, bpp, src, dst, pitch) },
            None => scalar::decode_row(format, output, src, dst, pitch),
        }
    }
}

/// Two 128-bit halves in one register (`lo` in lane 0).
#[inline(always)]
unsafe fn pair(lo: __m128i, hi: __m128i) -> __m256i {
    // SAFETY: AVX2 is enabled in the (only) caller.
    unsafe { _mm256_inserti128_si256::<1>(_mm256_castsi128_si256(lo), hi) }
}

#[inline(always)]
unsafe fn mask(i: u8) -> __m128i {
    // SAFETY: the table entry is 16 readable bytes.
    unsafe { _mm_loadu_si128(ROW_SHUFFLE[i as usize].as_ptr().cast()) }
}

#[target_feature(enable = "avx2")]
unsafe fn row_avx2(k: Kind, bb: usize, bpp: usize, src: &[u8], dst: &mut [u8], pitch: usize) {
    let (mode, bgra, alpha) = match k {
        Kind::Bc1(m, bgra) => (m, bgra, 0u8),
        Kind::Bc2(bgra) => (ColorMode::Opaque4, bgra, 2),
        Kind::Bc3(bgra) => (ColorMode::Opaque4, bgra, 3),
        // SAFETY: AVX2 implies SSE4.1, which `xmm::row` requires.
        _ => return unsafe { xmm::row(k, bb, bpp, src, dst, pitch) },
    };
    let n = src.len() / bb;
    let rows = Rows::new(dst, pitch, n * 16);
    let mut pairs = src.chunks_exact(2 * bb);
    let mut x = 0;
    for two in pairs.by_ref() {
        let (a, b) = two.split_at(bb);
        let (ca, cb) = if alpha == 0 {
            (a, b)
        } else {
            (&a[8..], &b[8..])
        };
        // Both are 8 bytes: `bb` is 8 (BC1) or 16 with the colour in the upper half.
        let (ca, cb): (&[u8; 8], &[u8; 8]) = (ca.try_into().unwrap(), cb.try_into().unwrap());
        // SAFETY: AVX2 (and so SSE4.1) is enabled here; `rows` was checked for `n` blocks and
        // blocks `x`, `x + 1` are inside, so each 32-byte store at column `x * 16` stays
        // within the row.
        unsafe {
            let pal = pair(
                xmm::color_palette(ca, mode, bgra),
                xmm::color_palette(cb, mode, bgra),
            );
            let av = match alpha {
                2 => pair(
                    xmm::explicit_alpha16(a[..8].try_into().unwrap()),
                    xmm::explicit_alpha16(b[..8].try_into().unwrap()),
                ),
                3 => pair(
                    xmm::channel16(a[..8].try_into().unwrap(), false),
                    xmm::channel16(b[..8].try_into().unwrap(), false),
                ),
                _ => _mm256_setzero_si256(),
            };
            for y in 0..4 {
                let mut v = _mm256_shuffle_epi8(pal, pair(mask(ca[4 + y]), mask(cb[4 + y])));
                if alpha != 0 {
                    let s = _mm_loadu_si128(SPREAD_ALPHA[y].as_ptr().cast());
                    let a = _mm256_shuffle_epi8(av, pair(s, s));
                    v = _mm256_or_si256(_mm256_and_si256(v, _mm256_set1_epi32(0x00ff_ffff)), a);
                }
                _mm256_storeu_si256(rows.at(y, x * 16).cast(), v);
            }
        }
        x += 2;
    }
    if let Some(last) = src.chunks_exact(bb).nth(x) {
        // SAFETY: SSE4.1 is implied by AVX2; block `x < n` is inside the checked rows.
        unsafe { xmm::block(k, last, rows, x) };
    }
}
