//! BC6H and BC7 palettes with NEON (the rest of both kernels is the scalar code,
//! monomorphized with these palettes): BC7 entries two per register in 16-bit lanes, BC6H
//! entries four per register in 32-bit lanes, interleaved into pixels with `vst4q_u16`.

use crate::arch::scalar::bc6h::{self, Palette as Palette6};
use crate::arch::scalar::bc7::Palette as Palette7;
use crate::arch::scalar::tables::{WEIGHTS2, WEIGHTS3, WEIGHTS4};
use core::arch::aarch64::*;

/// The NEON palettes; usable only on a CPU with NEON.
pub(super) struct NeonPalette;

/// Weights of entries `2j`, `2j + 1` as eight 16-bit lanes (`[w; 4]`, `[w'; 4]`).
const fn pairs<const N: usize>(w: &[u32]) -> [[u16; 8]; N] {
    let mut t = [[0u16; 8]; N];
    let mut i = 0;
    while i < 8 * N {
        t[i / 8][i % 8] = w[i / 4] as u16;
        i += 1;
    }
    t
}

static P2: [[u16; 8]; 2] = pairs::<2>(&WEIGHTS2);
static P3: [[u16; 8]; 4] = pairs::<4>(&WEIGHTS3);
static P4: [[u16; 8]; 8] = pairs::<8>(&WEIGHTS4);

/// Weights as 32-bit lanes, four per vector.
const fn quads<const N: usize>(w: &[u32]) -> [[i32; 4]; N] {
    let mut t = [[0i32; 4]; N];
    let mut i = 0;
    while i < 4 * N {
        t[i / 4][i % 4] = w[i] as i32;
        i += 1;
    }
    t
}

static Q3: [[i32; 4]; 2] = quads::<2>(&WEIGHTS3);
static Q4: [[i32; 4]; 4] = quads::<4>(&WEIGHTS4);

impl Palette7 for NeonPalette {
    #[inline(always)]
    unsafe fn palette(ep: &[[u32; 4]; 6], subsets: usize, ib: u32) -> [u32; 32] {
        let mut pal = [0u32; 32];
        let w: &[[u16; 8]] = match ib {
            2 => &P2,
            3 => &P3,
            _ => &P4,
        };
        // SAFETY: NEON is present (trait contract). `subsets << ib <= 32` (trait contract), so
        // each 16-byte store at entry `(s << ib) + 4 * q` with `4 * q < 1 << ib` stays inside
        // `pal`; loads read whole arrays.
        unsafe {
            for s in 0..subsets.min(3) {
                // Endpoints as [r, g, b, a, r, g, b, a] in 16-bit lanes (every value < 256).
                let a = vmovn_u32(vld1q_u32(ep[2 * s].as_ptr()));
                let b = vmovn_u32(vld1q_u32(ep[2 * s + 1].as_ptr()));
                let a = vcombine_u16(a, a);
                // Wrapping (b - a) * w + 64 * a + 32 is exact: the true value is in [32, 16352].
                let d = vsubq_u16(vcombine_u16(b, b), a);
                let base = vaddq_u16(vshlq_n_u16::<6>(a), vdupq_n_u16(32));
                for q in 0..w.len() / 2 {
                    let e0 = vshrq_n_u16::<6>(vmlaq_u16(base, d, vld1q_u16(w[2 * q].as_ptr())));
                    let e1 = vshrq_n_u16::<6>(vmlaq_u16(base, d, vld1q_u16(w[2 * q + 1].as_ptr())));
                    let v = vcombine_u8(vmovn_u16(e0), vmovn_u16(e1));
                    let at = ((s << ib) + 4 * q).min(28);
                    vst1q_u8(pal.as_mut_ptr().add(at).cast(), v);
                }
            }
        }
        pal
    }
}

/// `finish(lerp(a, a + d, w))` for four weights: the scaled half bits in 32-bit lanes.
#[inline(always)]
unsafe fn entry4<const S: bool>(a64: int32x4_t, d: int32x4_t, w: &[i32; 4]) -> uint32x4_t {
    // SAFETY: NEON is present (caller); `w` is 16 readable bytes.
    unsafe {
        // a * (64 - w) + b * w == 64 * a + (b - a) * w: |b - a| < 2^17, w <= 64.
        let v = vshrq_n_s32::<6>(vmlaq_s32(a64, d, vld1q_s32(w.as_ptr())));
        if !S {
            // v >= 0: (v * 31) >> 6.
            vreinterpretq_u32_s32(vshrq_n_s32::<6>(vsubq_s32(vshlq_n_s32::<5>(v), v)))
        } else {
            // Magnitude (|v| * 31) >> 5, then the sign if the magnitude is not zero.
            let m = vabsq_s32(v);
            let m = vshrq_n_s32::<5>(vsubq_s32(vshlq_n_s32::<5>(m), m));
            let neg = vandq_u32(vcltzq_s32(v), vcgtzq_s32(m));
            vorrq_u32(
                vreinterpretq_u32_s32(m),
                vandq_u32(neg, vdupq_n_u32(0x8000)),
            )
        }
    }
}

impl Palette6 for NeonPalette {
    #[inline(always)]
    unsafe fn palette<const TWO: bool, const S: bool>(e: &[i32; 12]) -> [u64; 16] {
        let mut pal = [0u64; 16];
        // SAFETY: NEON is present (trait contract); each `vst4q_u16` writes 8 pixels (64
        // bytes) at entry `8 * (r + g) <= 8` of the 16-entry `pal`.
        unsafe {
            let one = vdupq_n_u16(bc6h::HALF_ONE);
            let regions = if TWO { 2 } else { 1 };
            let groups = if TWO { 1 } else { 2 };
            for r in 0..regions {
                for g in 0..groups {
                    let mut ch = [vdupq_n_u16(0); 3];
                    for (c, out) in ch.iter_mut().enumerate() {
                        let (a, b) = (e[4 * c + 2 * r], e[4 * c + 2 * r + 1]);
                        let a64 = vdupq_n_s32((a << 6) + 32);
                        let d = vdupq_n_s32(b - a);
                        let (w0, w1) = if TWO {
                            (&Q3[0], &Q3[1])
                        } else {
                            (&Q4[2 * g], &Q4[2 * g + 1])
                        };
                        // Every lane is at most 0xfc00: narrowing keeps it.
                        *out = vcombine_u16(
                            vmovn_u32(entry4::<S>(a64, d, w0)),
                            vmovn_u32(entry4::<S>(a64, d, w1)),
                        );
                    }
                    let px = uint16x8x4_t(ch[0], ch[1], ch[2], one);
                    vst4q_u16(pal.as_mut_ptr().add(8 * (r + g)).cast(), px);
                }
            }
        }
        pal
    }
}
