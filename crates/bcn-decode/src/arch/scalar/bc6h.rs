//! BC6H block kernel (UF16 and SF16), bit-exact with the D3D11 reference decoder.
//!
//! Ambiguous and invalid cases, and what this decoder outputs:
//! - Reserved modes `10011`, `10111`, `11011`, `11111`: every pixel is `(0, 0, 0, 1.0)`. The
//!   D3D11 specification requires zeros in the colour channels; BC6H has no alpha, and we output
//!   1.0 there like every other BC6H pixel.
//! - Signed mode 14 (16-bit endpoints) can hold the endpoint -32768, whose magnitude exceeds
//!   `0x7fff`. The reference's "scale by 31/32" step then yields the half `0xfc00` (−∞). We
//!   reproduce the reference (and bcdec) rather than clamp.
//! - Alpha is always 1.0 (`0x3c00`).

use super::tables::{ANCHORS_TWO, PARTITION_TWO, WEIGHTS3, WEIGHTS4};

/// BC6H header layouts: for each mode, (endpoint field, shift, length) in stream order;
/// a length with bit 7 set is stored bit-reversed. Field = channel * 4 + endpoint (w, x, y, z).
const SEG_00: &[(u8, u8, u8)] = &[
    (6, 4, 1),
    (10, 4, 1),
    (11, 4, 1),
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 5),
    (7, 4, 1),
    (6, 0, 4),
    (5, 0, 5),
    (11, 0, 1),
    (7, 0, 4),
    (9, 0, 5),
    (11, 1, 1),
    (10, 0, 4),
    (2, 0, 5),
    (11, 2, 1),
    (3, 0, 5),
    (11, 3, 1),
];
const SEG_01: &[(u8, u8, u8)] = &[
    (6, 5, 1),
    (7, 4, 1),
    (7, 5, 1),
    (0, 0, 7),
    (11, 0, 1),
    (11, 1, 1),
    (10, 4, 1),
    (4, 0, 7),
    (10, 5, 1),
    (11, 2, 1),
    (6, 4, 1),
    (8, 0, 7),
    (11, 3, 1),
    (11, 5, 1),
    (11, 4, 1),
    (1, 0, 6),
    (6, 0, 4),
    (5, 0, 6),
    (7, 0, 4),
    (9, 0, 6),
    (10, 0, 4),
    (2, 0, 6),
    (3, 0, 6),
];
const SEG_00010: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 5),
    (0, 10, 1),
    (6, 0, 4),
    (5, 0, 4),
    (4, 10, 1),
    (11, 0, 1),
    (7, 0, 4),
    (9, 0, 4),
    (8, 10, 1),
    (11, 1, 1),
    (10, 0, 4),
    (2, 0, 5),
    (11, 2, 1),
    (3, 0, 5),
    (11, 3, 1),
];
const SEG_00110: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 4),
    (0, 10, 1),
    (7, 4, 1),
    (6, 0, 4),
    (5, 0, 5),
    (4, 10, 1),
    (7, 0, 4),
    (9, 0, 4),
    (8, 10, 1),
    (11, 1, 1),
    (10, 0, 4),
    (2, 0, 4),
    (11, 0, 1),
    (11, 2, 1),
    (3, 0, 4),
    (6, 4, 1),
    (11, 3, 1),
];
const SEG_01010: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 4),
    (0, 10, 1),
    (10, 4, 1),
    (6, 0, 4),
    (5, 0, 4),
    (4, 10, 1),
    (11, 0, 1),
    (7, 0, 4),
    (9, 0, 5),
    (8, 10, 1),
    (10, 0, 4),
    (2, 0, 4),
    (11, 1, 1),
    (11, 2, 1),
    (3, 0, 4),
    (11, 4, 1),
    (11, 3, 1),
];
const SEG_01110: &[(u8, u8, u8)] = &[
    (0, 0, 9),
    (10, 4, 1),
    (4, 0, 9),
    (6, 4, 1),
    (8, 0, 9),
    (11, 4, 1),
    (1, 0, 5),
    (7, 4, 1),
    (6, 0, 4),
    (5, 0, 5),
    (11, 0, 1),
    (7, 0, 4),
    (9, 0, 5),
    (11, 1, 1),
    (10, 0, 4),
    (2, 0, 5),
    (11, 2, 1),
    (3, 0, 5),
    (11, 3, 1),
];
const SEG_10010: &[(u8, u8, u8)] = &[
    (0, 0, 8),
    (7, 4, 1),
    (10, 4, 1),
    (4, 0, 8),
    (11, 2, 1),
    (6, 4, 1),
    (8, 0, 8),
    (11, 3, 1),
    (11, 4, 1),
    (1, 0, 6),
    (6, 0, 4),
    (5, 0, 5),
    (11, 0, 1),
    (7, 0, 4),
    (9, 0, 5),
    (11, 1, 1),
    (10, 0, 4),
    (2, 0, 6),
    (3, 0, 6),
];
const SEG_10110: &[(u8, u8, u8)] = &[
    (0, 0, 8),
    (11, 0, 1),
    (10, 4, 1),
    (4, 0, 8),
    (6, 5, 1),
    (6, 4, 1),
    (8, 0, 8),
    (7, 5, 1),
    (11, 4, 1),
    (1, 0, 5),
    (7, 4, 1),
    (6, 0, 4),
    (5, 0, 6),
    (7, 0, 4),
    (9, 0, 5),
    (11, 1, 1),
    (10, 0, 4),
    (2, 0, 5),
    (11, 2, 1),
    (3, 0, 5),
    (11, 3, 1),
];
const SEG_11010: &[(u8, u8, u8)] = &[
    (0, 0, 8),
    (11, 1, 1),
    (10, 4, 1),
    (4, 0, 8),
    (10, 5, 1),
    (6, 4, 1),
    (8, 0, 8),
    (11, 5, 1),
    (11, 4, 1),
    (1, 0, 5),
    (7, 4, 1),
    (6, 0, 4),
    (5, 0, 5),
    (11, 0, 1),
    (7, 0, 4),
    (9, 0, 6),
    (10, 0, 4),
    (2, 0, 5),
    (11, 2, 1),
    (3, 0, 5),
    (11, 3, 1),
];
const SEG_11110: &[(u8, u8, u8)] = &[
    (0, 0, 6),
    (7, 4, 1),
    (11, 0, 1),
    (11, 1, 1),
    (10, 4, 1),
    (4, 0, 6),
    (6, 5, 1),
    (10, 5, 1),
    (11, 2, 1),
    (6, 4, 1),
    (8, 0, 6),
    (7, 5, 1),
    (11, 3, 1),
    (11, 5, 1),
    (11, 4, 1),
    (1, 0, 6),
    (6, 0, 4),
    (5, 0, 6),
    (7, 0, 4),
    (9, 0, 6),
    (10, 0, 4),
    (2, 0, 6),
    (3, 0, 6),
];
const SEG_00011: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 10),
    (5, 0, 10),
    (9, 0, 10),
];
const SEG_00111: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 9),
    (0, 10, 1),
    (5, 0, 9),
    (4, 10, 1),
    (9, 0, 9),
    (8, 10, 1),
];
const SEG_01011: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 8),
    (0, 10, 130),
    (5, 0, 8),
    (4, 10, 130),
    (9, 0, 8),
    (8, 10, 130),
];
const SEG_01111: &[(u8, u8, u8)] = &[
    (0, 0, 10),
    (4, 0, 10),
    (8, 0, 10),
    (1, 0, 4),
    (0, 10, 134),
    (5, 0, 4),
    (4, 10, 134),
    (9, 0, 4),
    (8, 10, 134),
];

/// One BC6H mode.
#[derive(Debug, Clone, Copy)]
struct Mode {
    segs: &'static [(u8, u8, u8)],
    /// Bits of the base endpoint `w`.
    base: u8,
    /// Bits of the other endpoints (deltas when transformed), per channel.
    delta: [u8; 3],
    transformed: bool,
    two_regions: bool,
}

const fn md(
    segs: &'static [(u8, u8, u8)],
    base: u8,
    delta: [u8; 3],
    transformed: bool,
    two_regions: bool,
) -> Mode {
    Mode {
        segs,
        base,
        delta,
        transformed,
        two_regions,
    }
}

/// Modes indexed by the low five bits of the block (two-bit modes repeat in every slot whose
/// low two bits are `00` or `01`). `None` is a reserved mode.
const MODES: [Option<Mode>; 32] = {
    let m0 = Some(md(SEG_00, 10, [5, 5, 5], true, true));
    let m1 = Some(md(SEG_01, 7, [6, 6, 6], true, true));
    let mut t = [None; 32];
    let mut i = 0;
    while i < 32 {
        t[i] = match i & 3 {
            0 => m0,
            1 => m1,
            _ => None,
        };
        i += 1;
    }
    t[0b00010] = Some(md(SEG_00010, 11, [5, 4, 4], true, true));
    t[0b00110] = Some(md(SEG_00110, 11, [4, 5, 4], true, true));
    t[0b01010] = Some(md(SEG_01010, 11, [4, 4, 5], true, true));
    t[0b01110] = Some(md(SEG_01110, 9, [5, 5, 5], true, true));
    t[0b10010] = Some(md(SEG_10010, 8, [6, 5, 5], true, true));
    t[0b10110] = Some(md(SEG_10110, 8, [5, 6, 5], true, true));
    t[0b11010] = Some(md(SEG_11010, 8, [5, 5, 6], true, true));
    t[0b11110] = Some(md(SEG_11110, 6, [6, 6, 6], false, true));
    t[0b00011] = Some(md(SEG_00011, 10, [10, 10, 10], false, false));
    t[0b00111] = Some(md(SEG_00111, 11, [9, 9, 9], true, false));
    t[0b01011] = Some(md(SEG_01011, 12, [8, 8, 8], true, false));
    t[0b01111] = Some(md(SEG_01111, 16, [4, 4, 4], true, false));
    t
};

/// Half-float 1.0, the alpha of every BC6H pixel.
pub(crate) const HALF_ONE: u16 = 0x3c00;

#[inline(always)]
fn sext(v: i32, bits: u32) -> i32 {
    (v << (32 - bits)) >> (32 - bits)
}

#[inline(always)]
fn unquantize(v: i32, bits: u32, signed: bool) -> i32 {
    if !signed {
        if bits >= 15 || v == 0 {
            v
        } else if v == (1 << bits) - 1 {
            0xffff
        } else {
            ((v << 16) + 0x8000) >> bits
        }
    } else if bits >= 16 {
        v
    } else {
        let (neg, m) = (v < 0, v.abs());
        let u = if m == 0 {
            0
        } else if m >= (1 << (bits - 1)) - 1 {
            0x7fff
        } else {
            ((m << 15) + 0x4000) >> (bits - 1)
        };
        if neg { -u } else { u }
    }
}

#[inline(always)]
fn finish(v: i32, signed: bool) -> u16 {
    if !signed {
        ((v * 31) >> 6) as u16
    } else if v < 0 {
        // The sign is taken after scaling, as the reference does: a magnitude that scales
        // to 0 gives +0 (0x0000), not -0.
        let m = (((-v) * 31) >> 5) as u16;
        if m == 0 { 0 } else { 0x8000 | m }
    } else {
        ((v * 31) >> 5) as u16
    }
}

/// Decodes one BC6H block into 16 RGBA half-float pixels, row-major.
#[inline]
pub(crate) fn bc6h(b: &[u8; 16], signed: bool) -> [[u16; 4]; 16] {
    bc6h_px(b, signed).map(|p| {
        let p = p.to_le_bytes();
        core::array::from_fn(|c| u16::from_ne_bytes([p[2 * c], p[2 * c + 1]]))
    })
}

/// Decodes one BC6H block into 16 pixels, each a `u64` whose little-endian bytes are the
/// pixel's four native-endian halves (R, G, B, A), i.e. the `Rgba16f` output bytes.
///
/// Each (mode, signedness) pair is its own monomorphized kernel: field positions, widths,
/// loop counts and the unquantization constants are compile-time constants.
#[inline]
pub(crate) fn bc6h_px(b: &[u8; 16], signed: bool) -> [u64; 16] {
    // SAFETY: the scalar palette needs no instruction set beyond the baseline.
    unsafe { bc6h_px_with::<ScalarPalette>(b, signed) }
}

/// [`bc6h_px`] with the palette built by `P`.
///
/// # Safety
/// `P`'s instruction set must be present on this CPU and enabled in the function this is
/// inlined into (see [`Palette::palette`]).
#[inline(always)]
pub(crate) unsafe fn bc6h_px_with<P: Palette>(b: &[u8; 16], signed: bool) -> [u64; 16] {
    // SAFETY: forwarded from the caller.
    unsafe {
        if signed {
            by_mode::<true, P>(b)
        } else {
            by_mode::<false, P>(b)
        }
    }
}

/// # Safety
/// As [`bc6h_px_with`].
#[inline(always)]
unsafe fn by_mode<const S: bool, P: Palette>(b: &[u8; 16]) -> [u64; 16] {
    // SAFETY: forwarded from the caller.
    unsafe {
        match b[0] & 31 {
            m if m & 3 == 0 => mode::<0, S, P>(b),
            m if m & 3 == 1 => mode::<1, S, P>(b),
            0b00010 => mode::<0b00010, S, P>(b),
            0b00110 => mode::<0b00110, S, P>(b),
            0b01010 => mode::<0b01010, S, P>(b),
            0b01110 => mode::<0b01110, S, P>(b),
            0b10010 => mode::<0b10010, S, P>(b),
            0b10110 => mode::<0b10110, S, P>(b),
            0b11010 => mode::<0b11010, S, P>(b),
            0b11110 => mode::<0b11110, S, P>(b),
            0b00011 => mode::<0b00011, S, P>(b),
            0b00111 => mode::<0b00111, S, P>(b),
            0b01011 => mode::<0b01011, S, P>(b),
            0b01111 => mode::<0b01111, S, P>(b),
            // Reserved modes.
            _ => [RESERVED; 16],
        }
    }
}

/// Builds the palette of pixel words (see [`bc6h_px`]) from a block's unquantized endpoints
/// `e[channel * 4 + (region * 2 + end)]`: with `TWO` regions, entries `region << 3 | index`
/// for 8 weights; otherwise 16 entries of region 0. Entry `k` of a region is
/// `finish((a * (64 - w_k) + b * w_k + 32) >> 6)` per channel, alpha 1.0.
pub(crate) trait Palette {
    /// The palette.
    ///
    /// # Safety
    /// The implementation's instruction set must be present on this CPU and enabled in the
    /// function this call is inlined into.
    unsafe fn palette<const TWO: bool, const S: bool>(e: &[i32; 12]) -> [u64; 16];
}

/// The portable palette.
pub(crate) struct ScalarPalette;

impl Palette for ScalarPalette {
    #[inline(always)]
    unsafe fn palette<const TWO: bool, const S: bool>(e: &[i32; 12]) -> [u64; 16] {
        let (w, ib, regions): (&[u32], usize, usize) = if TWO {
            (&WEIGHTS3, 3, 2)
        } else {
            (&WEIGHTS4, 4, 1)
        };
        let mut pal = [0u64; 16];
        for r in 0..regions {
            for (k, &wk) in w.iter().enumerate() {
                let wk = wk as i32;
                let lerp = |c: usize| {
                    let (a, b) = (e[4 * c + 2 * r], e[4 * c + 2 * r + 1]);
                    lane(finish((a * (64 - wk) + b * wk + 32) >> 6, S))
                };
                pal[((r << ib) + k) & 15] =
                    lerp(0) | (lerp(1) << 16) | (lerp(2) << 32) | (lane(HALF_ONE) << 48);
            }
        }
        pal
    }
}

/// A half as the bits it has in a little-endian `u64` pixel word (identity on little-endian
/// targets; a byte swap on big-endian ones, so the word's LE bytes are native-endian halves).
#[inline(always)]
const fn lane(h: u16) -> u64 {
    u16::from_le_bytes(h.to_ne_bytes()) as u64
}

/// The pixel of the reserved modes: `(0, 0, 0, 1.0)`.
const RESERVED: u64 = lane(HALF_ONE) << 48;

/// Inserts a zero bit at bit `p` of `x` (bits at `p` and above move up by one).
#[inline(always)]
fn insert_zero(x: u64, p: u32) -> u64 {
    let low = (1u64 << p) - 1;
    (x & low) | ((x & !low) << 1)
}

/// One mode's kernel; `MI` is the mode's slot in [`MODES`] (its low five bits).
///
/// # Safety
/// As [`bc6h_px_with`].
#[inline(always)]
unsafe fn mode<const MI: usize, const S: bool, P: Palette>(b: &[u8; 16]) -> [u64; 16] {
    let Some(mode) = (const { MODES[MI] }) else {
        return [RESERVED; 16];
    };
    if mode.two_regions {
        // SAFETY: forwarded from the caller.
        unsafe { kernel::<MI, S, true, P>(b, mode) }
    } else {
        // SAFETY: forwarded from the caller.
        unsafe { kernel::<MI, S, false, P>(b, mode) }
    }
}

/// [`mode`] with the region count as a constant too.
///
/// # Safety
/// As [`bc6h_px_with`].
#[inline(always)]
unsafe fn kernel<const MI: usize, const S: bool, const TWO: bool, P: Palette>(
    b: &[u8; 16],
    mode: Mode,
) -> [u64; 16] {
    let signed = S;
    let x = u128::from_le_bytes(*b);
    let mut pos = if MI & 2 == 0 { 2 } else { 5 };

    // Endpoint fields: channel * 4 + (w, x, y, z). The segment list is unrolled by hand (LLVM
    // does not unroll 20-odd iterations): every position, width and target is a constant, so
    // each field is an independent constant-shift extraction into a register.
    let mut e = [0i32; 12];
    macro_rules! segments {
        ($($k:literal)*) => {$(
            if $k < mode.segs.len() {
                let (t, sh, len) = mode.segs[$k];
                let n = (len & 0x7f) as u32;
                let mut v = ((x >> pos) as u32) & ((1u32 << n) - 1);
                if len & 0x80 != 0 {
                    v = v.reverse_bits() >> (32 - n);
                }
                e[t as usize & 15] |= (v << sh) as i32;
                pos += n;
            }
        )*};
    }
    segments!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22);
    debug_assert!(mode.segs.len() <= 23);
    let (partition, nep, ib) = if TWO {
        let p = ((x >> pos) as usize) & 31;
        pos += 5;
        (p, 4, 3u32)
    } else {
        (0, 2, 4u32)
    };
    let base = mode.base as u32;
    for c in 0..3 {
        let ch = &mut e[4 * c..4 * c + 4];
        if signed {
            ch[0] = sext(ch[0], base);
        }
        if mode.transformed || signed {
            for v in &mut ch[1..nep] {
                *v = sext(*v, mode.delta[c] as u32);
            }
        }
        if mode.transformed {
            let w = ch[0];
            for v in &mut ch[1..nep] {
                *v = (*v + w) & ((1 << base) - 1);
                if signed {
                    *v = sext(*v, base);
                }
            }
        }
        for v in &mut ch[..nep] {
            *v = unquantize(*v, base, signed);
        }
    }

    // A palette of pixel words per region, flat: `region << ib | index`.
    // SAFETY: the caller guarantees `P`'s instruction set (see `bc6h_px_with`).
    let pal = unsafe { P::palette::<TWO, S>(&e) };
    // The indices (46 or 63 bits) are the rest of the block. Widen them to exactly `ib` bits
    // each: the anchors' implicit top bit is zero (pixel 0 first, then the second region's).
    let mut idx = (x >> pos) as u64;
    idx = insert_zero(idx, ib - 1);
    let shape = if TWO {
        let a = (ANCHORS_TWO[partition] & !1).trailing_zeros().min(15);
        idx = insert_zero(idx, ib * a + ib - 1);
        PARTITION_TWO[partition]
    } else {
        0
    };
    let mask = (1u64 << ib) - 1;
    core::array::from_fn(|i| {
        let r = ((shape >> (2 * i)) & 1) as usize;
        let k = ((idx >> (ib as usize * i)) & mask) as usize;
        pal[((r << ib) | k) & 15]
    })
}

/// Converts an IEEE half to `f32` exactly (subnormals, infinities and NaN included).
#[inline(always)]
pub(crate) fn half_to_f32(h: u16) -> f32 {
    let sign = ((h as u32) & 0x8000) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = if exp == 0x1f {
        sign | 0x7f80_0000 | (man << 13)
    } else if exp != 0 {
        sign | ((exp + 112) << 23) | (man << 13)
    } else if man == 0 {
        sign
    } else {
        // Subnormal: man * 2^-24, exact in f32.
        let v = man as f32 * (1.0 / 16_777_216.0);
        return if sign != 0 { -v } else { v };
    };
    f32::from_bits(bits)
}
