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

use super::tables::{ANCHORS_TWO, Bits, PARTITION_TWO, WEIGHTS3, WEIGHTS4};

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
    let mut bits = Bits::new(b);
    let Some(mode) = MODES[(b[0] & 31) as usize] else {
        return [[0, 0, 0, HALF_ONE]; 16];
    };
    bits.take(if b[0] & 2 == 0 { 2 } else { 5 });

    // Endpoint fields: channel * 4 + (w, x, y, z).
    let mut e = [0i32; 12];
    for &(t, sh, len) in mode.segs {
        let n = (len & 0x7f) as u32;
        let mut v = bits.take(n);
        if len & 0x80 != 0 {
            v = v.reverse_bits() >> (32 - n);
        }
        e[t as usize] |= (v << sh) as i32;
    }
    let (partition, nep, ib) = if mode.two_regions {
        (bits.take(5) as usize, 4, 3)
    } else {
        (0, 2, 4)
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

    // A palette of half-float RGB triples per region.
    let w: &[u32] = if mode.two_regions {
        &WEIGHTS3
    } else {
        &WEIGHTS4
    };
    let mut pal = [[[0u16; 4]; 16]; 2];
    for (r, p) in pal.iter_mut().enumerate().take(nep / 2) {
        for (k, &wk) in w.iter().enumerate() {
            let wk = wk as i32;
            let lerp = |c: usize| {
                let (a, b) = (e[4 * c + 2 * r], e[4 * c + 2 * r + 1]);
                finish((a * (64 - wk) + b * wk + 32) >> 6, signed)
            };
            p[k] = [lerp(0), lerp(1), lerp(2), HALF_ONE];
        }
    }
    let (shape, anchors) = if mode.two_regions {
        (PARTITION_TWO[partition], ANCHORS_TWO[partition])
    } else {
        (0, 1)
    };
    // The indices (46 or 63 bits) are the rest of the block: read them from a u64.
    let mut idx = bits.low64();
    let (region, mut px) = (&pal, [[0u16; 4]; 16]);
    for (i, p) in px.iter_mut().enumerate() {
        let n = ib - ((anchors >> i) & 1) as u32;
        let k = (idx & ((1 << n) - 1)) as usize;
        idx >>= n;
        *p = region[((shape >> (2 * i)) & 1) as usize][k & 15];
    }
    px
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
