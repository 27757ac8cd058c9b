//! The NEON decoder: BC1–BC5 through 128-bit table lookups (`tbl`), BC6H and BC7 through the
//! scalar kernels (monomorphized per mode) with NEON palettes.

use super::palette::NeonPalette;
use crate::arch::scalar::{
    self,
    bc1::{self, ColorMode},
    bc6h, bc7,
};
use crate::arch::simd::{GATHER, Kind, ROW_SHUFFLE, SHIFT_MUL, SPREAD_ALPHA, SPREAD_RED};
use crate::{Format, Output};
use core::arch::aarch64::*;

/// NEON decoder token; a value proves the CPU has NEON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Neon(());

impl Neon {
    /// Whether this CPU has NEON (every aarch64 Linux CPU does).
    pub fn is_available() -> bool {
        std::arch::is_aarch64_feature_detected!("neon")
    }

    /// The decoder, if the CPU has NEON.
    pub fn new() -> Option<Self> {
        Self::is_available().then_some(Neon(()))
    }

    /// The decoder without checking the CPU.
    ///
    /// # Safety
    /// The CPU must support NEON.
    pub unsafe fn new_unchecked() -> Self {
        Neon(())
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
            // SAFETY: `self` exists only if the CPU has NEON.
            Some((k, bb, bpp)) => unsafe { row_neon(k, bb, bpp, src, dst, pitch) },
            None => match (format, output) {
                (Format::Bc6hUfloat | Format::Bc6hSfloat, Output::Rgba16f) => {
                    let s = format.is_signed();
                    scalar::row_loop::<16, 8>(src, dst, pitch, |b| {
                        // SAFETY: `self` exists only if the CPU has NEON.
                        unsafe { bc6h::bc6h_px_with::<NeonPalette>(b, s) }.map(u64::to_le_bytes)
                    })
                }
                (Format::Bc7, Output::Rgba8) => scalar::row_loop::<16, 4>(src, dst, pitch, |b| {
                    // SAFETY: `self` exists only if the CPU has NEON.
                    unsafe { bc7::bc7_with::<NeonPalette>(b) }.map(u32::to_le_bytes)
                }),
                (Format::Bc7, Output::Bgra8) => scalar::row_loop::<16, 4>(src, dst, pitch, |b| {
                    // SAFETY: `self` exists only if the CPU has NEON.
                    unsafe { bc7::bc7_with::<NeonPalette>(b) }
                        .map(|p| bc1::swap_rb(p).to_le_bytes())
                }),
                _ => scalar::decode_row(format, output, src, dst, pitch),
            },
        }
    }
}

#[inline(always)]
unsafe fn load16(p: &[u8; 16]) -> uint8x16_t {
    // SAFETY: `p` is 16 readable bytes; NEON is enabled in every caller.
    unsafe { vld1q_u8(p.as_ptr()) }
}

#[inline(always)]
unsafe fn color_rows(b: &[u8; 8], mode: ColorMode, bgra: bool) -> [uint8x16_t; 4] {
    let pal = bc1::color_palette_of(b, mode, bgra);
    // SAFETY: NEON is enabled in the caller; `pal` is 16 readable bytes.
    unsafe {
        let p = vld1q_u8(pal.as_ptr().cast());
        // No closures here: a closure would not inherit the caller's target features.
        [
            vqtbl1q_u8(p, load16(&ROW_SHUFFLE[b[4] as usize])),
            vqtbl1q_u8(p, load16(&ROW_SHUFFLE[b[5] as usize])),
            vqtbl1q_u8(p, load16(&ROW_SHUFFLE[b[6] as usize])),
            vqtbl1q_u8(p, load16(&ROW_SHUFFLE[b[7] as usize])),
        ]
    }
}

#[inline(always)]
unsafe fn channel16(b: &[u8; 8], signed: bool) -> uint8x16_t {
    let pal = if signed {
        bc1::alpha_palette_snorm(b[0], b[1])
    } else {
        bc1::alpha_palette_unorm(b[0], b[1])
    };
    // SAFETY: NEON is enabled in the caller; loads read 8 or 16 bytes from arrays that size.
    // `tbl` yields 0 for the out-of-range (0x80) gather indices.
    unsafe {
        let palv = vcombine_u8(vld1_u8(pal.as_ptr()), vdup_n_u8(0));
        let raw = vcombine_u8(vld1_u8(b.as_ptr()), vdup_n_u8(0));
        let w0 = vreinterpretq_u16_u8(vqtbl1q_u8(raw, load16(&GATHER[0])));
        let w1 = vreinterpretq_u16_u8(vqtbl1q_u8(raw, load16(&GATHER[1])));
        let i0 = vmovn_u16(vshrq_n_u16::<13>(vmulq_u16(
            w0,
            vld1q_u16(SHIFT_MUL[0].as_ptr()),
        )));
        let i1 = vmovn_u16(vshrq_n_u16::<13>(vmulq_u16(
            w1,
            vld1q_u16(SHIFT_MUL[1].as_ptr()),
        )));
        vqtbl1q_u8(palv, vcombine_u8(i0, i1))
    }
}

#[inline(always)]
unsafe fn explicit_alpha16(b: &[u8; 8]) -> uint8x16_t {
    // SAFETY: NEON is enabled in the caller; the load reads the 8 bytes of `b`.
    unsafe {
        let raw = vld1_u8(b.as_ptr());
        let lo = vand_u8(raw, vdup_n_u8(0x0f));
        let hi = vshr_n_u8::<4>(raw);
        let v = vcombine_u8(vzip1_u8(lo, hi), vzip2_u8(lo, hi));
        vorrq_u8(v, vshlq_n_u8::<4>(v))
    }
}

#[inline(always)]
unsafe fn with_alpha(color: uint8x16_t, alpha16: uint8x16_t, y: usize) -> uint8x16_t {
    // SAFETY: NEON is enabled in the caller.
    unsafe {
        let a = vqtbl1q_u8(alpha16, load16(&SPREAD_ALPHA[y]));
        let keep = vreinterpretq_u8_u32(vdupq_n_u32(0x00ff_ffff));
        vorrq_u8(vandq_u8(color, keep), a)
    }
}

#[target_feature(enable = "neon")]
unsafe fn row_neon(k: Kind, bb: usize, bpp: usize, src: &[u8], dst: &mut [u8], pitch: usize) {
    let n = src.len() / bb;
    let row = n * 4 * bpp;
    assert!(
        pitch >= row && dst.len() >= 3 * pitch + row,
        "row contract violated"
    );
    let base = dst.as_mut_ptr();
    for (x, blk) in src.chunks_exact(bb).enumerate() {
        // `chunks_exact(bb)` gives 8 or 16 bytes.
        let lo: &[u8; 8] = blk[..8].try_into().unwrap();
        let hi = || -> &[u8; 8] { blk[8..16].try_into().unwrap() };
        // SAFETY: NEON is enabled; the assertion above keeps every store at
        // `y * pitch + x * 4 * bpp + len` with `y < 4`, `x < n`, `len <= 4 * bpp` in `dst`.
        unsafe {
            let at = |y: usize| base.add(y * pitch + x * 4 * bpp);
            match k {
                Kind::Bc1(mode, bgra) => {
                    for (y, v) in color_rows(lo, mode, bgra).into_iter().enumerate() {
                        vst1q_u8(at(y), v);
                    }
                }
                Kind::Bc2(bgra) | Kind::Bc3(bgra) => {
                    let a = if matches!(k, Kind::Bc2(_)) {
                        explicit_alpha16(lo)
                    } else {
                        channel16(lo, false)
                    };
                    for (y, v) in color_rows(hi(), ColorMode::Opaque4, bgra)
                        .into_iter()
                        .enumerate()
                    {
                        vst1q_u8(at(y), with_alpha(v, a, y));
                    }
                }
                Kind::Bc4R8(s) => {
                    let r = vreinterpretq_u32_u8(channel16(lo, s));
                    at(0).cast::<u32>().write_unaligned(vgetq_lane_u32::<0>(r));
                    at(1).cast::<u32>().write_unaligned(vgetq_lane_u32::<1>(r));
                    at(2).cast::<u32>().write_unaligned(vgetq_lane_u32::<2>(r));
                    at(3).cast::<u32>().write_unaligned(vgetq_lane_u32::<3>(r));
                }
                Kind::Bc4Rgba(s) => {
                    let r = channel16(lo, s);
                    let one = vreinterpretq_u8_u32(vdupq_n_u32(bc1::one(s) << 24));
                    for (y, m) in SPREAD_RED.iter().enumerate() {
                        vst1q_u8(at(y), vorrq_u8(vqtbl1q_u8(r, load16(m)), one));
                    }
                }
                Kind::Bc5Rg8(s) => {
                    let (r, g) = (channel16(lo, s), channel16(hi(), s));
                    let (a, b) = (vzip1q_u8(r, g), vzip2q_u8(r, g));
                    vst1_u8(at(0), vget_low_u8(a));
                    vst1_u8(at(1), vget_high_u8(a));
                    vst1_u8(at(2), vget_low_u8(b));
                    vst1_u8(at(3), vget_high_u8(b));
                }
                Kind::Bc5Rgba(s) => {
                    let (r, g) = (channel16(lo, s), channel16(hi(), s));
                    let (a, b) = (
                        vreinterpretq_u16_u8(vzip1q_u8(r, g)),
                        vreinterpretq_u16_u8(vzip2q_u8(r, g)),
                    );
                    let z = vdupq_n_u16(0);
                    let one = vdupq_n_u32(bc1::one(s) << 24);
                    let px = [
                        vzip1q_u16(a, z),
                        vzip2q_u16(a, z),
                        vzip1q_u16(b, z),
                        vzip2q_u16(b, z),
                    ];
                    for (y, v) in px.into_iter().enumerate() {
                        let v = vorrq_u32(vreinterpretq_u32_u16(v), one);
                        vst1q_u8(at(y), vreinterpretq_u8_u32(v));
                    }
                }
            }
        }
    }
}
