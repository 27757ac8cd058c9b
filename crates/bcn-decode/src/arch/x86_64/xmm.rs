//! 128-bit BC1–BC5 kernels shared by the SSE4.1 and AVX2 decoders. Every function here is
//! `#[inline(always)]` and `unsafe`: it must be inlined into a function compiled with at
//! least SSE4.1 (which implies SSSE3), and the caller must have checked that the CPU has it.

use crate::arch::scalar::bc1::{self, ColorMode};
use crate::arch::simd::{GATHER, Kind, ROW_SHUFFLE, SHIFT_MUL, SPREAD_ALPHA, SPREAD_RED};
use core::arch::x86_64::*;

#[inline(always)]
unsafe fn load16(p: &[u8; 16]) -> __m128i {
    // SAFETY: `p` is 16 readable bytes; the load is unaligned.
    unsafe { _mm_loadu_si128(p.as_ptr().cast()) }
}

/// Palette of a colour block in an XMM register.
#[inline(always)]
pub(super) unsafe fn color_palette(b: &[u8; 8], mode: ColorMode, bgra: bool) -> __m128i {
    let p = bc1::color_palette_of(b, mode, bgra);
    // SAFETY: SSE2 is baseline on x86_64. Inserting lanes (not loading the array) avoids a
    // store-forwarding stall.
    unsafe { _mm_set_epi32(p[3] as i32, p[2] as i32, p[1] as i32, p[0] as i32) }
}

/// The four pixel rows (16 bytes each) of a colour block.
#[inline(always)]
pub(super) unsafe fn color_rows(b: &[u8; 8], mode: ColorMode, bgra: bool) -> [__m128i; 4] {
    // SAFETY: the caller runs with SSSE3 (implied by SSE4.1); tables are 16-byte arrays.
    unsafe {
        // No closures here: a closure would not inherit the caller's target features and
        // the shuffles would become calls.
        let p = color_palette(b, mode, bgra);
        [
            _mm_shuffle_epi8(p, load16(&ROW_SHUFFLE[b[4] as usize])),
            _mm_shuffle_epi8(p, load16(&ROW_SHUFFLE[b[5] as usize])),
            _mm_shuffle_epi8(p, load16(&ROW_SHUFFLE[b[6] as usize])),
            _mm_shuffle_epi8(p, load16(&ROW_SHUFFLE[b[7] as usize])),
        ]
    }
}

/// The 16 values of a BC3-alpha / BC4 block, pixel order.
#[inline(always)]
pub(super) unsafe fn channel16(b: &[u8; 8], signed: bool) -> __m128i {
    let pal = if signed {
        bc1::alpha_palette_snorm(b[0], b[1])
    } else {
        bc1::alpha_palette_unorm(b[0], b[1])
    };
    // SAFETY: SSE4.1 (and so SSSE3) is enabled in the caller; all loads read 8 or 16 bytes
    // from arrays of that size.
    unsafe {
        let palv = _mm_loadl_epi64(pal.as_ptr().cast());
        let raw = _mm_loadl_epi64(b.as_ptr().cast());
        let w0 = _mm_shuffle_epi8(raw, load16(&GATHER[0]));
        let w1 = _mm_shuffle_epi8(raw, load16(&GATHER[1]));
        let m0 = _mm_loadu_si128(SHIFT_MUL[0].as_ptr().cast());
        let m1 = _mm_loadu_si128(SHIFT_MUL[1].as_ptr().cast());
        let i0 = _mm_srli_epi16(_mm_mullo_epi16(w0, m0), 13);
        let i1 = _mm_srli_epi16(_mm_mullo_epi16(w1, m1), 13);
        let idx = _mm_packus_epi16(i0, i1);
        _mm_shuffle_epi8(palv, idx)
    }
}

/// The 16 values of a BC2 explicit-alpha block (4 bits × 17), pixel order.
#[inline(always)]
pub(super) unsafe fn explicit_alpha16(b: &[u8; 8]) -> __m128i {
    // SAFETY: SSE2 only; the load reads the 8 bytes of `b`.
    unsafe {
        let raw = _mm_loadl_epi64(b.as_ptr().cast());
        let nib = _mm_set1_epi8(0x0f);
        let lo = _mm_and_si128(raw, nib);
        let hi = _mm_and_si128(_mm_srli_epi16(raw, 4), nib);
        let v = _mm_unpacklo_epi8(lo, hi);
        // v <= 15, so the 16-bit shift cannot carry into the neighbouring byte.
        _mm_or_si128(v, _mm_slli_epi16(v, 4))
    }
}

/// Replaces the alpha bytes of colour row `y` with row `y` of a 16-value channel block.
#[inline(always)]
pub(super) unsafe fn with_alpha(color: __m128i, alpha16: __m128i, y: usize) -> __m128i {
    // SAFETY: SSSE3 is enabled in the caller.
    unsafe {
        let a = _mm_shuffle_epi8(alpha16, load16(&SPREAD_ALPHA[y]));
        _mm_or_si128(_mm_and_si128(color, _mm_set1_epi32(0x00ff_ffff)), a)
    }
}

/// Row `y` of a BC4 block expanded to RGBA `(r, 0, 0, one)`.
#[inline(always)]
pub(super) unsafe fn red_rgba(r16: __m128i, y: usize, one: u32) -> __m128i {
    // SAFETY: SSSE3 is enabled in the caller.
    unsafe {
        _mm_or_si128(
            _mm_shuffle_epi8(r16, load16(&SPREAD_RED[y])),
            _mm_set1_epi32((one << 24) as i32),
        )
    }
}

/// A 16-byte (or wider) destination row pointer, checked once per block row.
#[derive(Clone, Copy)]
pub(super) struct Rows {
    base: *mut u8,
    pitch: usize,
}

impl Rows {
    /// Checks that `dst` holds `3 * pitch + row` bytes with `pitch >= row`.
    #[inline(always)]
    pub(super) fn new(dst: &mut [u8], pitch: usize, row: usize) -> Rows {
        assert!(
            pitch >= row && dst.len() >= 3 * pitch + row,
            "row contract violated"
        );
        Rows {
            base: dst.as_mut_ptr(),
            pitch,
        }
    }

    /// Stores `len` (4, 8, 16) bytes of `v` at pixel-row `y`, byte offset `off`.
    ///
    /// # Safety
    /// `off + len` must be at most the `row` given to [`Rows::new`], `y < 4`.
    #[inline(always)]
    pub(super) unsafe fn store(self, y: usize, off: usize, v: __m128i, len: usize) {
        // SAFETY: Rows::new checked `3 * pitch + row <= dst.len()`; the caller keeps
        // `y * pitch + off + len` inside that. Stores are unaligned.
        unsafe {
            let p = self.base.add(y * self.pitch + off);
            match len {
                16 => _mm_storeu_si128(p.cast(), v),
                8 => _mm_storel_epi64(p.cast(), v),
                _ => p.cast::<i32>().write_unaligned(_mm_cvtsi128_si32(v)),
            }
        }
    }
}

/// Splits a 16-byte block into halves.
#[inline(always)]
pub(super) fn halves(b: &[u8]) -> (&[u8; 8], &[u8; 8]) {
    // Callers pass 16-byte chunks from `chunks_exact(16)`.
    (b[..8].try_into().unwrap(), b[8..16].try_into().unwrap())
}

/// Decodes one BC1–BC5 block into the rows at block column `x`.
#[inline(always)]
pub(super) unsafe fn block(kind: Kind, blk: &[u8], rows: Rows, x: usize) {
    // SAFETY: (whole body) the caller enabled SSE4.1 and checked `rows` for this row
    // (`x` indexes a block inside it); every store stays within the block's columns.
    unsafe {
        match kind {
            Kind::Bc1(mode, bgra) => {
                let c = color_rows(blk[..8].try_into().unwrap(), mode, bgra);
                for (y, v) in c.into_iter().enumerate() {
                    rows.store(y, x * 16, v, 16);
                }
            }
            Kind::Bc2(bgra) => {
                let (a, c) = halves(blk);
                let c = color_rows(c, ColorMode::Opaque4, bgra);
                let a = explicit_alpha16(a);
                for (y, v) in c.into_iter().enumerate() {
                    rows.store(y, x * 16, with_alpha(v, a, y), 16);
                }
            }
            Kind::Bc3(bgra) => {
                let (a, c) = halves(blk);
                let c = color_rows(c, ColorMode::Opaque4, bgra);
                let a = channel16(a, false);
                for (y, v) in c.into_iter().enumerate() {
                    rows.store(y, x * 16, with_alpha(v, a, y), 16);
                }
            }
            Kind::Bc4R8(s) => {
                let r = channel16(blk[..8].try_into().unwrap(), s);
                rows.store(0, x * 4, r, 4);
                rows.store(1, x * 4, _mm_shuffle_epi32::<1>(r), 4);
                rows.store(2, x * 4, _mm_shuffle_epi32::<2>(r), 4);
                rows.store(3, x * 4, _mm_shuffle_epi32::<3>(r), 4);
            }
            Kind::Bc4Rgba(s) => {
                let r = channel16(blk[..8].try_into().unwrap(), s);
                for y in 0..4 {
                    rows.store(y, x * 16, red_rgba(r, y, bc1::one(s)), 16);
                }
            }
            Kind::Bc5Rg8(s) => {
                let (lo, hi) = halves(blk);
                let (r, g) = (channel16(lo, s), channel16(hi, s));
                let (a, b) = (_mm_unpacklo_epi8(r, g), _mm_unpackhi_epi8(r, g));
                rows.store(0, x * 8, a, 8);
                rows.store(1, x * 8, _mm_unpackhi_epi64(a, a), 8);
                rows.store(2, x * 8, b, 8);
                rows.store(3, x * 8, _mm_unpackhi_epi64(b, b), 8);
            }
            Kind::Bc5Rgba(s) => {
                let (lo, hi) = halves(blk);
                let (r, g) = (channel16(lo, s), channel16(hi, s));
                let (a, b) = (_mm_unpacklo_epi8(r, g), _mm_unpackhi_epi8(r, g));
                let z = _mm_setzero_si128();
                let one = _mm_set1_epi32((bc1::one(s) << 24) as i32);
                let px = [
                    _mm_unpacklo_epi16(a, z),
                    _mm_unpackhi_epi16(a, z),
                    _mm_unpacklo_epi16(b, z),
                    _mm_unpackhi_epi16(b, z),
                ];
                for (y, v) in px.into_iter().enumerate() {
                    rows.store(y, x * 16, _mm_or_si128(v, one), 16);
                }
            }
        }
    }
}

/// A row of blocks with the 128-bit kernels.
#[inline(always)]
pub(super) unsafe fn row(
    kind: Kind,
    bb: usize,
    bpp: usize,
    src: &[u8],
    dst: &mut [u8],
    pitch: usize,
) {
    let n = src.len() / bb;
    let rows = Rows::new(dst, pitch, n * 4 * bpp);
    let mut start = 0;
    while start + 8 <= n {
        // SAFETY: the caller enabled SSE4.1; `rows` was checked for `n` blocks and
        // `start + 8 <= n`; `src` holds `bb * n` bytes.
        unsafe {
            match kind {
                Kind::Bc1(mode, bgra) => super::bc1x8::bc1_eight(src, start, rows, mode, bgra),
                Kind::Bc2(bgra) => super::bc1x8::bc23_eight(src, start, rows, 2, bgra),
                Kind::Bc3(bgra) => super::bc1x8::bc23_eight(src, start, rows, 3, bgra),
                _ => break,
            }
        }
        start += 8;
    }
    for (x, blk) in src.chunks_exact(bb).enumerate().skip(start) {
        // SAFETY: the caller enabled SSE4.1; `rows` was checked for `n` blocks and `x < n`.
        unsafe { block(kind, blk, rows, x) };
    }
}
