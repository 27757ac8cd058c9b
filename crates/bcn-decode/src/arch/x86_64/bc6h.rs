//! The BC6H palette with SSE4.1: every entry of a region and channel at once in 32-bit lanes
//! (`pmulld`), the half-float scaling and packing in vectors; the rest of the BC6H kernel is
//! the scalar one ([`crate::arch::scalar::bc6h`]), monomorphized with this palette.

use super::xmm::Rows;
use crate::arch::scalar::bc6h::{self, Palette};
use crate::arch::scalar::tables::{WEIGHTS3, WEIGHTS4};
use core::arch::x86_64::*;

/// The SSE4.1 palette; usable only inside functions compiled with SSE4.1.
pub(super) struct Sse41Palette;

/// Weights as 32-bit lanes: 3-bit (two vectors), 4-bit (four vectors).
static W3: [[i32; 4]; 2] = lanes::<2>(&WEIGHTS3);
static W4: [[i32; 4]; 4] = lanes::<4>(&WEIGHTS4);

const fn lanes<const N: usize>(w: &[u32]) -> [[i32; 4]; N] {
    let mut t = [[0i32; 4]; N];
    let mut i = 0;
    while i < 4 * N {
        t[i / 4][i % 4] = w[i] as i32;
        i += 1;
    }
    t
}

/// `finish(lerp(a, a + d, w))` for four weights: the scaled half bits in 32-bit lanes.
#[inline(always)]
unsafe fn entry4<const S: bool>(a64: __m128i, d: __m128i, w: &[i32; 4]) -> __m128i {
    // SAFETY: SSE4.1 is enabled in the caller; `w` is 16 readable bytes.
    unsafe {
        let w = _mm_loadu_si128(w.as_ptr().cast());
        // a * (64 - w) + b * w == 64 * a + (b - a) * w: |b - a| < 2^17, w <= 64.
        let v = _mm_srai_epi32(_mm_add_epi32(a64, _mm_mullo_epi32(d, w)), 6);
        if !S {
            // v >= 0: (v * 31) >> 6.
            _mm_srli_epi32(_mm_sub_epi32(_mm_slli_epi32(v, 5), v), 6)
        } else {
            // Magnitude (|v| * 31) >> 5, then the sign if the magnitude is not zero.
            let m = _mm_abs_epi32(v);
            let m = _mm_srli_epi32(_mm_sub_epi32(_mm_slli_epi32(m, 5), m), 5);
            let neg = _mm_and_si128(
                _mm_cmplt_epi32(v, _mm_setzero_si128()),
                _mm_cmpgt_epi32(m, _mm_setzero_si128()),
            );
            _mm_or_si128(m, _mm_and_si128(neg, _mm_set1_epi32(0x8000)))
        }
    }
}

impl Palette for Sse41Palette {
    #[inline(always)]
    unsafe fn palette<const TWO: bool, const S: bool>(e: &[i32; 12]) -> [u64; 16] {
        let mut pal = [0u64; 16];
        // SAFETY: the caller enabled SSE4.1 (trait contract); stores write 16 bytes at entry
        // `2 * j` of `pal`, `j < 8`.
        unsafe {
            let one = _mm_set1_epi16(bc6h::HALF_ONE as i16);
            let regions = if TWO { 2 } else { 1 };
            for r in 0..regions {
                // Eight entries per group: 3-bit weights (one group per region) or 4-bit
                // weights (two groups).
                let groups = if TWO { 1 } else { 2 };
                for g in 0..groups {
                    let mut ch = [_mm_setzero_si128(); 3];
                    for (c, out) in ch.iter_mut().enumerate() {
                        let (a, b) = (e[4 * c + 2 * r], e[4 * c + 2 * r + 1]);
                        let a64 = _mm_set1_epi32((a << 6) + 32);
                        let d = _mm_set1_epi32(b - a);
                        let (w0, w1) = if TWO {
                            (&W3[0], &W3[1])
                        } else {
                            (&W4[2 * g], &W4[2 * g + 1])
                        };
                        // Every lane is at most 0xfc00: unsigned saturation keeps it.
                        *out = _mm_packus_epi32(entry4::<S>(a64, d, w0), entry4::<S>(a64, d, w1));
                    }
                    let rg = [
                        _mm_unpacklo_epi16(ch[0], ch[1]),
                        _mm_unpackhi_epi16(ch[0], ch[1]),
                    ];
                    let ba = [
                        _mm_unpacklo_epi16(ch[2], one),
                        _mm_unpackhi_epi16(ch[2], one),
                    ];
                    let base = 8 * (r + g);
                    for h in 0..2 {
                        let lo = _mm_unpacklo_epi32(rg[h], ba[h]);
                        let hi = _mm_unpackhi_epi32(rg[h], ba[h]);
                        let p = pal.as_mut_ptr().add(base + 4 * h);
                        _mm_storeu_si128(p.cast(), lo);
                        _mm_storeu_si128(p.add(2).cast(), hi);
                    }
                }
            }
        }
        pal
    }
}

/// A row of BC6H blocks into `Rgba16f` pixels.
///
/// # Safety
/// SSE4.1 is present and enabled in the caller; the row contract of [`crate::arch`] holds for
/// 8-byte pixels.
#[inline(always)]
pub(super) unsafe fn row(signed: bool, src: &[u8], dst: &mut [u8], pitch: usize) {
    let n = src.len() / 16;
    let rows = Rows::new(dst, pitch, n * 32);
    for (x, blk) in src.chunks_exact(16).enumerate() {
        // `chunks_exact(16)` yields 16 bytes.
        let blk: &[u8; 16] = blk.try_into().unwrap();
        // SAFETY: SSE4.1 is enabled (caller); `rows` holds `n` blocks of 32 bytes per pixel
        // row and `x < n`, so the stores at `x * 32 .. x * 32 + 32` stay inside.
        unsafe {
            let px = bc6h::bc6h_px_with::<Sse41Palette>(blk, signed);
            for y in 0..4 {
                let p = px.as_ptr().add(4 * y).cast::<__m128i>();
                rows.store(y, x * 32, _mm_loadu_si128(p), 16);
                rows.store(y, x * 32 + 16, _mm_loadu_si128(p.add(1)), 16);
            }
        }
    }
}
