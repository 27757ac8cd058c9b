//! BC1 colour palettes of eight blocks at once, in 16-bit lanes (one block per lane).
//!
//! The scalar decoder builds each palette with 15 table lookups; here every palette entry of
//! eight blocks costs a multiply, an add, a multiply-high and a shift per channel, and a 4×4
//! transpose turns the per-entry vectors into one palette register per block. The values are
//! the crate's rounding rule exactly: `round(255 * n / d)` as `(255 * n + d / 2) / d`, the
//! division by a multiply-high whose constants are checked for every `n` at compile time
//! ([`DIVS`]).
//!
//! Every function is `#[inline(always)]` and `unsafe`: it must be inlined into a function
//! compiled with at least SSE4.1, on a CPU that has it.

use super::xmm::{self, Rows};
use crate::arch::scalar::bc1::ColorMode;
use crate::arch::simd::ROW_SHUFFLE;
use core::arch::x86_64::*;

/// `q = (x * mul) >> (16 + shift)` equals `x / d` for every `x = 255 * n + d / 2` with
/// `n <= max`, where `x < 2^16`.
#[derive(Clone, Copy)]
struct Div {
    mul: u16,
    shift: u32,
}

/// Finds a multiply-high division for `d` over `n in 0..=max`; fails the build if none is exact.
const fn div(d: u32, max: u32) -> Div {
    let mut shift = 0;
    while shift < 16 {
        let mul = (1u64 << (16 + shift)).div_ceil(d as u64);
        if mul < 1 << 16 {
            let mut ok = true;
            let mut n = 0;
            while n <= max {
                let x = (255 * n + d / 2) as u64;
                if x >= 1 << 16 || (x * mul) >> (16 + shift) != x / d as u64 {
                    ok = false;
                }
                n += 1;
            }
            if ok {
                return Div {
                    mul: mul as u16,
                    shift,
                };
            }
        }
        shift += 1;
    }
    panic!("no exact multiply-high division");
}

/// Divisions for (endpoint, 2/3 point, midpoint) of a 5-bit and a 6-bit channel; `n` ranges
/// over the sums the formulas produce (`2 * 31 + 31 = 93`, `2 * 63 + 63 = 189`, ...).
const DIVS: [[Div; 3]; 2] = [
    [div(31, 31), div(93, 93), div(62, 62)],
    [div(63, 63), div(189, 189), div(126, 126)],
];

/// `round(255 * n / d)` in every 16-bit lane.
#[inline(always)]
unsafe fn scale(n: __m128i, d: u32, dv: Div) -> __m128i {
    // SAFETY: SSE2 only; `n <= 189` so `255 * n + d / 2 < 2^16` (checked by `div`).
    unsafe {
        let x = _mm_add_epi16(
            _mm_mullo_epi16(n, _mm_set1_epi16(255)),
            _mm_set1_epi16((d / 2) as i16),
        );
        let q = _mm_mulhi_epu16(x, _mm_set1_epi16(dv.mul as i16));
        _mm_srl_epi16(q, _mm_cvtsi32_si128(dv.shift as i32))
    }
}

/// Palette entries 0..=3 of one channel of eight blocks, given its raw values `v0`, `v1` and
/// the mask of 4-colour blocks.
#[inline(always)]
unsafe fn channel(v0: __m128i, v1: __m128i, six: bool, four: __m128i) -> [__m128i; 4] {
    let (ds, [de, dt, dh]) = if six {
        ([63, 189, 126], DIVS[1])
    } else {
        ([31, 93, 62], DIVS[0])
    };
    // SAFETY: SSE2 only; every lane is below 256, so the sums fit in 16 bits.
    unsafe {
        let s = _mm_add_epi16(v0, v1);
        let e0 = scale(v0, ds[0], de);
        let e1 = scale(v1, ds[0], de);
        let t2 = scale(_mm_add_epi16(s, v0), ds[1], dt);
        let t3 = scale(_mm_add_epi16(s, v1), ds[1], dt);
        let h = scale(s, ds[2], dh);
        let p2 = _mm_or_si128(_mm_and_si128(four, t2), _mm_andnot_si128(four, h));
        [e0, e1, p2, _mm_and_si128(four, t3)]
    }
}

/// The palettes (four RGBA or BGRA words each) of the eight colour blocks whose 8 bytes are at
/// `src[k * stride..]`, `k < 8`.
///
/// # Safety
/// SSE4.1; `src` holds `7 * stride + 8` bytes (checked by the caller).
#[inline(always)]
pub(super) unsafe fn palettes8(
    src: *const u8,
    stride: usize,
    mode: ColorMode,
    bgra: bool,
) -> [__m128i; 8] {
    // SAFETY: (whole body) SSE4.1 is enabled in the caller; every load reads 8 bytes inside
    // `src[..7 * stride + 8]`.
    unsafe {
        let ld = |k: usize| _mm_loadl_epi64(src.add(k * stride).cast());
        // Colour words (c0 | c1 << 16) of blocks 0..3 and 4..7 as 32-bit lanes.
        let l0 = _mm_unpacklo_epi32(ld(0), ld(1));
        let l1 = _mm_unpacklo_epi32(ld(2), ld(3));
        let l2 = _mm_unpacklo_epi32(ld(4), ld(5));
        let l3 = _mm_unpacklo_epi32(ld(6), ld(7));
        let ca = _mm_unpacklo_epi64(l0, l1);
        let cb = _mm_unpacklo_epi64(l2, l3);
        let lo = _mm_set1_epi32(0xffff);
        let c0 = _mm_packus_epi32(_mm_and_si128(ca, lo), _mm_and_si128(cb, lo));
        let c1 = _mm_packus_epi32(_mm_srli_epi32(ca, 16), _mm_srli_epi32(cb, 16));
        let four = if mode == ColorMode::Opaque4 {
            _mm_set1_epi16(-1)
        } else {
            let bias = _mm_set1_epi16(i16::MIN);
            _mm_cmpgt_epi16(_mm_xor_si128(c0, bias), _mm_xor_si128(c1, bias))
        };
        let m5 = _mm_set1_epi16(31);
        let m6 = _mm_set1_epi16(63);
        let r = channel(_mm_srli_epi16(c0, 11), _mm_srli_epi16(c1, 11), false, four);
        let g = channel(
            _mm_and_si128(_mm_srli_epi16(c0, 5), m6),
            _mm_and_si128(_mm_srli_epi16(c1, 5), m6),
            true,
            four,
        );
        let b = channel(_mm_and_si128(c0, m5), _mm_and_si128(c1, m5), false, four);
        let (x, z) = if bgra { (b, r) } else { (r, b) };
        let opaque = _mm_set1_epi16(0xff00u16 as i16);
        let a3 = if mode == ColorMode::Bc1Rgba {
            _mm_and_si128(four, opaque)
        } else {
            opaque
        };
        // Entry k of every block: low word (x | g << 8), high word (z | a << 8).
        let mut e = [[_mm_setzero_si128(); 2]; 4];
        for k in 0..4 {
            let xg = _mm_or_si128(x[k], _mm_slli_epi16(g[k], 8));
            let za = _mm_or_si128(z[k], if k == 3 { a3 } else { opaque });
            e[k] = [_mm_unpacklo_epi16(xg, za), _mm_unpackhi_epi16(xg, za)];
        }
        let mut out = [_mm_setzero_si128(); 8];
        for h in 0..2 {
            let t0 = _mm_unpacklo_epi32(e[0][h], e[1][h]);
            let t1 = _mm_unpacklo_epi32(e[2][h], e[3][h]);
            let t2 = _mm_unpackhi_epi32(e[0][h], e[1][h]);
            let t3 = _mm_unpackhi_epi32(e[2][h], e[3][h]);
            out[4 * h] = _mm_unpacklo_epi64(t0, t1);
            out[4 * h + 1] = _mm_unpackhi_epi64(t0, t1);
            out[4 * h + 2] = _mm_unpacklo_epi64(t2, t3);
            out[4 * h + 3] = _mm_unpackhi_epi64(t2, t3);
        }
        out
    }
}

#[inline(always)]
unsafe fn mask(i: u8) -> __m128i {
    // SAFETY: the table entry is 16 readable bytes.
    unsafe { _mm_loadu_si128(ROW_SHUFFLE[i as usize].as_ptr().cast()) }
}

/// Decodes blocks `x..x + 8` of a BC1 row (`src` holds the whole row of 8-byte blocks) into
/// `rows`.
///
/// # Safety
/// SSE4.1; `rows` was checked for at least `x + 8` blocks of 16 bytes per pixel row, and
/// `src` holds at least `8 * (x + 8)` bytes.
#[inline(always)]
pub(super) unsafe fn bc1_eight(src: &[u8], x: usize, rows: Rows, mode: ColorMode, bgra: bool) {
    let blocks = &src[8 * x..8 * x + 64];
    // SAFETY: `blocks` is 64 bytes (8 blocks of stride 8); SSE4.1 is enabled in the caller;
    // stores stay inside columns `x * 16..(x + 8) * 16` of the checked rows.
    unsafe {
        let pal = palettes8(blocks.as_ptr(), 8, mode, bgra);
        for (j, p) in pal.into_iter().enumerate() {
            let b = &blocks[8 * j + 4..8 * j + 8];
            for (y, &i) in b.iter().enumerate() {
                rows.store(y, (x + j) * 16, _mm_shuffle_epi8(p, mask(i)), 16);
            }
        }
    }
}

/// Decodes blocks `x..x + 8` of a BC2 (`alpha == 2`) or BC3 (`alpha == 3`) row into `rows`:
/// colour palettes eight at a time, alpha per block.
///
/// # Safety
/// SSE4.1; `rows` was checked for at least `x + 8` blocks of 16 bytes per pixel row, and
/// `src` holds at least `16 * (x + 8)` bytes.
#[inline(always)]
pub(super) unsafe fn bc23_eight(src: &[u8], x: usize, rows: Rows, alpha: u8, bgra: bool) {
    let blocks = &src[16 * x..16 * x + 128];
    // SAFETY: `blocks` is 128 bytes (8 blocks of stride 16, colour at offset 8); SSE4.1 is
    // enabled in the caller; stores stay inside columns `x * 16..(x + 8) * 16` of the rows.
    unsafe {
        let pal = palettes8(blocks[8..].as_ptr(), 16, ColorMode::Opaque4, bgra);
        for (j, p) in pal.into_iter().enumerate() {
            let (a, c) = xmm::halves(&blocks[16 * j..16 * j + 16]);
            let a = if alpha == 2 {
                xmm::explicit_alpha16(a)
            } else {
                xmm::channel16(a, false)
            };
            for y in 0..4 {
                let v = _mm_shuffle_epi8(p, mask(c[4 + y]));
                rows.store(y, (x + j) * 16, xmm::with_alpha(v, a, y), 16);
            }
        }
    }
}
