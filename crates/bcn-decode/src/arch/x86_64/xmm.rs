//! 128-bit BC1–BC5 kernels shared by the SSE4.1 and AVX2 decoders. Every function here is
//! `#[inline(always)]` and `unsafe`: it must be inlined into a function compiled with at
//! least SSE4.1 (which implies SSSE3), and the caller must have checked that the CPU has it.

use crate::arch::scalar::bc1::{self, ColorMode};
use core::arch::x86_64::*;

/// `pshufb` masks that expand one byte of four 2-bit palette indices into a row of four
/// 4-byte palette entries.
pub(super) static ROW_SHUFFLE: [[u8; 16]; 256] = {
    let mut t = [[0u8; 16]; 256];
    let mut v = 0;
    while v < 256 {
        let mut x = 0;
        while x < 4 {
            let i = (v >> (2 * x)) & 3;
            let mut k = 0;
            while k < 4 {
                t[v][4 * x + k] = (4 * i + k) as u8;
                k += 1;
            }
            x += 1;
        }
        v += 1;
    }
    t
};

/// For pixel `i` of a BC3-alpha / BC4 block, the two block bytes holding its 3-bit index
/// (bit `16 + 3i`), as little-endian 16-bit words; `0x80` zeroes a byte past the block.
const fn gather(half: usize) -> [u8; 16] {
    let mut t = [0u8; 16];
    let mut j = 0;
    while j < 8 {
        let bit = 16 + 3 * (8 * half + j);
        let byte = bit / 8;
        t[2 * j] = byte as u8;
        t[2 * j + 1] = if byte + 1 < 8 { (byte + 1) as u8 } else { 0x80 };
        j += 1;
    }
    t
}

/// Multipliers that move each pixel's index bits to bits 13..16 of its word.
const fn shift_mul(half: usize) -> [u16; 8] {
    let mut t = [0u16; 8];
    let mut j = 0;
    while j < 8 {
        let s = (16 + 3 * (8 * half + j)) % 8;
        t[j] = 1 << (13 - s);
        j += 1;
    }
    t
}

static GATHER: [[u8; 16]; 2] = [gather(0), gather(1)];
static SHIFT_MUL: [[u16; 8]; 2] = [shift_mul(0), shift_mul(1)];

/// Masks that move the four bytes of row `y` of a 16-byte channel block to byte `k` of
/// each 4-byte pixel (`k` = 3 for alpha, 0 for red); other bytes become zero.
const fn spread(y: usize, k: usize) -> [u8; 16] {
    let mut t = [0x80u8; 16];
    let mut x = 0;
    while x < 4 {
        t[4 * x + k] = (4 * y + x) as u8;
        x += 1;
    }
    t
}

static SPREAD_ALPHA: [[u8; 16]; 4] = [spread(0, 3), spread(1, 3), spread(2, 3), spread(3, 3)];
static SPREAD_RED: [[u8; 16]; 4] = [spread(0, 0), spread(1, 0), spread(2, 0), spread(3, 0)];

#[inline(always)]
unsafe fn load16(p: &[u8; 16]) -> __m128i {
    // SAFETY: `p` is 16 readable bytes; the load is unaligned.
    unsafe { _mm_loadu_si128(p.as_ptr().cast()) }
}

/// Palette of a colour block in an XMM register.
#[inline(always)]
pub(super) unsafe fn color_palette(b: &[u8; 8], mode: ColorMode, bgra: bool) -> __m128i {
    let pal = bc1::color_palette_of(b, mode, bgra);
    // SAFETY: `pal` is 16 readable bytes; SSE2 is baseline on x86_64.
    unsafe { _mm_loadu_si128(pal.as_ptr().cast()) }
}

/// The four pixel rows (16 bytes each) of a colour block.
#[inline(always)]
pub(super) unsafe fn color_rows(b: &[u8; 8], mode: ColorMode, bgra: bool) -> [__m128i; 4] {
    // SAFETY: the caller runs with SSSE3 (implied by SSE4.1); tables are 16-byte arrays.
    unsafe {
        let p = color_palette(b, mode, bgra);
        core::array::from_fn(|y| _mm_shuffle_epi8(p, load16(&ROW_SHUFFLE[b[4 + y] as usize])))
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
        let idx = |h: usize| {
            let w = _mm_shuffle_epi8(raw, load16(&GATHER[h]));
            let m = _mm_loadu_si128(SHIFT_MUL[h].as_ptr().cast());
            _mm_srli_epi16(_mm_mullo_epi16(w, m), 13)
        };
        let idx = _mm_packus_epi16(idx(0), idx(1));
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
    unsafe { _mm_or_si128(_mm_shuffle_epi8(r16, load16(&SPREAD_RED[y])), _mm_set1_epi32((one << 24) as i32)) }
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
        assert!(pitch >= row && dst.len() >= 3 * pitch + row, "row contract violated");
        Rows { base: dst.as_mut_ptr(), pitch }
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

    /// Raw pointer to pixel-row `y`, byte offset `off` (same safety as [`Rows::store`]).
    #[inline(always)]
    pub(super) unsafe fn at(self, y: usize, off: usize) -> *mut u8 {
        // SAFETY: in bounds as for `store`.
        unsafe { self.base.add(y * self.pitch + off) }
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
pub(super) unsafe fn block(
    kind: Kind,
    blk: &[u8],
    rows: Rows,
    x: usize,
) {
    // SAFETY (whole body): the caller enabled SSE4.1 and checked `rows` for this row
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

/// The (format, output) pairs with SIMD kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Bc1(ColorMode, bool),
    Bc2(bool),
    Bc3(bool),
    Bc4R8(bool),
    Bc4Rgba(bool),
    Bc5Rg8(bool),
    Bc5Rgba(bool),
}

impl Kind {
    /// The kernel for a pair, or `None` for the scalar ones (BC6H, BC7).
    pub(super) fn of(format: crate::Format, output: crate::Output) -> Option<(Kind, usize, usize)> {
        use crate::{Format as F, Output as O};
        let bgra = output == O::Bgra8;
        let s = format.is_signed();
        let k = match (format, output) {
            (F::Bc1Rgba, O::Rgba8 | O::Bgra8) => Kind::Bc1(ColorMode::Bc1Rgba, bgra),
            (F::Bc1Rgb, O::Rgba8 | O::Bgra8) => Kind::Bc1(ColorMode::Bc1Rgb, bgra),
            (F::Bc2, O::Rgba8 | O::Bgra8) => Kind::Bc2(bgra),
            (F::Bc3, O::Rgba8 | O::Bgra8) => Kind::Bc3(bgra),
            (F::Bc4Unorm | F::Bc4Snorm, O::R8) => Kind::Bc4R8(s),
            (F::Bc4Unorm | F::Bc4Snorm, O::Rgba8) => Kind::Bc4Rgba(s),
            (F::Bc5Unorm | F::Bc5Snorm, O::Rg8) => Kind::Bc5Rg8(s),
            (F::Bc5Unorm | F::Bc5Snorm, O::Rgba8) => Kind::Bc5Rgba(s),
            _ => return None,
        };
        Some((k, format.block_bytes(), output.bytes_per_pixel()))
    }
}

/// A row of blocks with the 128-bit kernels.
#[inline(always)]
pub(super) unsafe fn row(kind: Kind, bb: usize, bpp: usize, src: &[u8], dst: &mut [u8], pitch: usize) {
    let n = src.len() / bb;
    let rows = Rows::new(dst, pitch, n * 4 * bpp);
    for (x, blk) in src.chunks_exact(bb).enumerate() {
        // SAFETY: the caller enabled SSE4.1; `rows` was checked for `n` blocks and `x < n`.
        unsafe { block(kind, blk, rows, x) };
    }
}
