//! BC7 block kernel, bit-exact with the D3D11 reference decoder.
//!
//! Reserved mode 8 (a first byte of zero) decodes to transparent black `(0, 0, 0, 0)` in every
//! pixel, as the D3D11 functional specification requires for invalid blocks and as bcdec does.

use super::tables::{
    ANCHORS_THREE, ANCHORS_TWO, Bits, PARTITION_THREE, PARTITION_TWO, WEIGHTS2, WEIGHTS3, WEIGHTS4,
};

/// How a BC7 mode lays out its fields.
#[derive(Debug, Clone, Copy)]
struct Mode {
    subsets: u32,
    partition_bits: u32,
    rotation_bits: u32,
    selection_bits: u32,
    color_bits: u32,
    alpha_bits: u32,
    /// 0: none, 1: one per endpoint, 2: one per subset (shared by both endpoints).
    pbits: u32,
    index_bits: u32,
    index2_bits: u32,
}

const fn m(v: [u32; 9]) -> Mode {
    Mode {
        subsets: v[0],
        partition_bits: v[1],
        rotation_bits: v[2],
        selection_bits: v[3],
        color_bits: v[4],
        alpha_bits: v[5],
        pbits: v[6],
        index_bits: v[7],
        index2_bits: v[8],
    }
}

const MODES: [Mode; 8] = [
    m([3, 4, 0, 0, 4, 0, 1, 3, 0]),
    m([2, 6, 0, 0, 6, 0, 2, 3, 0]),
    m([3, 6, 0, 0, 5, 0, 0, 2, 0]),
    m([2, 6, 0, 0, 7, 0, 1, 2, 0]),
    m([1, 0, 2, 1, 5, 6, 0, 2, 3]),
    m([1, 0, 2, 0, 7, 8, 0, 2, 2]),
    m([1, 0, 0, 0, 7, 7, 1, 4, 0]),
    m([2, 6, 0, 0, 5, 5, 1, 2, 0]),
];

#[inline(always)]
fn weights(bits: u32) -> &'static [u32] {
    match bits {
        2 => &WEIGHTS2,
        3 => &WEIGHTS3,
        _ => &WEIGHTS4,
    }
}

#[inline(always)]
fn lerp(a: u32, b: u32, w: u32) -> u32 {
    (a * (64 - w) + b * w + 32) >> 6
}

/// Expands a `p`-bit value to 8 bits by replicating its high bits.
#[inline(always)]
fn expand(v: u32, p: u32) -> u32 {
    let x = v << (8 - p);
    x | (x >> p)
}

/// Spreads an endpoint's four 8-bit channels into 16-bit lanes of a u64.
#[inline(always)]
fn lanes(e: &[u32; 4]) -> u64 {
    e[0] as u64 | ((e[1] as u64) << 16) | ((e[2] as u64) << 32) | ((e[3] as u64) << 48)
}

/// Interpolates all four channels of an endpoint pair (as 16-bit lanes, see [`lanes`]) at
/// once, packed as an RGBA word. Each lane stays below `255 * 64 + 32 < 2^16`, so lanes never
/// carry into each other.
#[inline(always)]
fn lerp4(a: u64, b: u64, w: u32) -> u32 {
    let w = w as u64;
    let v = ((a * (64 - w) + b * w + 0x0020_0020_0020_0020) >> 6) & 0x00ff_00ff_00ff_00ff;
    let x = v | (v >> 8);
    ((x & 0xffff) | ((x >> 16) & 0xffff_0000)) as u32
}

/// Swaps the alpha byte with channel `rotation - 1` (rotation 0 leaves the pixel alone).
#[inline(always)]
fn rotate(p: u32, rotation: u32) -> u32 {
    if rotation == 0 {
        return p;
    }
    let sh = 8 * (rotation - 1);
    let c = (p >> sh) & 0xff;
    let a = p >> 24;
    (p & !(0xff << sh) & 0x00ff_ffff) | (a << sh) | (c << 24)
}

/// Decodes one BC7 block into 16 RGBA words, row-major.
#[inline]
pub(crate) fn bc7(b: &[u8; 16]) -> [u32; 16] {
    // SAFETY: the scalar palette needs no instruction set beyond the baseline.
    unsafe { bc7_with::<ScalarPalette>(b) }
}

/// [`bc7`] with single-index palettes built by `P`.
///
/// Each mode is its own monomorphized kernel (`mode::<M, P>`), so every field width, loop
/// count and shift is a constant.
///
/// # Safety
/// `P`'s instruction set must be present on this CPU and enabled in the function this is
/// inlined into (see [`Palette::palette`]).
#[inline(always)]
pub(crate) unsafe fn bc7_with<P: Palette>(b: &[u8; 16]) -> [u32; 16] {
    // SAFETY: forwarded from the caller.
    unsafe {
        match b[0].trailing_zeros() {
            0 => mode::<0, P>(b),
            1 => mode::<1, P>(b),
            2 => mode::<2, P>(b),
            3 => mode::<3, P>(b),
            4 => mode::<4, P>(b),
            5 => mode::<5, P>(b),
            6 => mode::<6, P>(b),
            7 => mode::<7, P>(b),
            // First byte zero: reserved mode 8.
            _ => [0; 16],
        }
    }
}

/// Builds the flat palette of the single-index modes (0–3, 6, 7): entry `s << ib | k` is
/// endpoint pair `s` (`ep[2 * s]`, `ep[2 * s + 1]`, 8-bit RGBA) interpolated at weight `k` of
/// the `ib`-bit table, packed RGBA. `subsets * (1 << ib) <= 32`; other entries are unspecified.
pub(crate) trait Palette {
    /// The palette.
    ///
    /// # Safety
    /// The implementation's instruction set must be present on this CPU and enabled in the
    /// function this call is inlined into.
    unsafe fn palette(ep: &[[u32; 4]; 6], subsets: usize, ib: u32) -> [u32; 32];
}

/// The portable palette (SWAR: four channels in 16-bit lanes of a `u64`).
pub(crate) struct ScalarPalette;

impl Palette for ScalarPalette {
    #[inline(always)]
    unsafe fn palette(ep: &[[u32; 4]; 6], subsets: usize, ib: u32) -> [u32; 32] {
        let w = weights(ib);
        let mut pal = [0u32; 32];
        for s in 0..subsets {
            let (a, b) = (lanes(&ep[2 * s]), lanes(&ep[2 * s + 1]));
            for (k, &wk) in w.iter().enumerate() {
                pal[((s << ib) + k) & 31] = lerp4(a, b, wk);
            }
        }
        pal
    }
}

/// Inserts a zero bit at bit `p` of `x` (bits at `p` and above move up by one).
#[inline(always)]
fn insert_zero(x: u64, p: u32) -> u64 {
    let low = (1u64 << p) - 1;
    (x & low) | ((x & !low) << 1)
}

/// Widens a stream of `ib`-bit indices whose anchor pixels (bits of `anchors`, pixel 0
/// included) are stored with one bit less into 16 fields of exactly `ib` bits: the anchors'
/// implicit top bit is zero. `16 * ib <= 64`.
#[inline(always)]
fn widen_indices(mut x: u64, anchors: u16, ib: u32) -> u64 {
    let mut a = anchors as u32;
    // At most three anchors, in increasing pixel order (later insertions land above).
    while a != 0 {
        let i = a.trailing_zeros();
        x = insert_zero(x, ib * i + ib - 1);
        a &= a - 1;
    }
    x
}

/// The endpoints of a mode as 8-bit RGBA, `[endpoint][channel]`, expanded with their p-bits.
#[inline(always)]
fn endpoints<const M: usize>(bits: &mut Bits) -> [[u32; 4]; 6] {
    let md = MODES[M];
    let ne = (2 * md.subsets) as usize;
    let mut ep = [[0u32; 4]; 6];
    for c in 0..3 {
        for e in ep.iter_mut().take(ne) {
            e[c] = bits.take(md.color_bits);
        }
    }
    for e in ep.iter_mut().take(ne) {
        e[3] = bits.take(md.alpha_bits);
    }
    let (mut cp, mut ap) = (md.color_bits, md.alpha_bits);
    match md.pbits {
        1 => {
            for e in ep.iter_mut().take(ne) {
                let p = bits.take(1);
                for v in e.iter_mut() {
                    *v = (*v << 1) | p;
                }
            }
            cp += 1;
            if ap > 0 {
                ap += 1;
            }
        }
        2 => {
            for s in 0..md.subsets as usize {
                let p = bits.take(1);
                for e in &mut ep[2 * s..2 * s + 2] {
                    for v in &mut e[..3] {
                        *v = (*v << 1) | p;
                    }
                }
            }
            cp += 1;
        }
        _ => {}
    }
    for e in ep.iter_mut().take(ne) {
        for v in &mut e[..3] {
            *v = expand(*v, cp);
        }
        e[3] = if ap == 0 { 255 } else { expand(e[3], ap) };
    }
    ep
}

/// One mode's kernel.
///
/// # Safety
/// As [`bc7_with`].
#[inline(always)]
unsafe fn mode<const M: usize, P: Palette>(b: &[u8; 16]) -> [u32; 16] {
    let md = MODES[M];
    let mut bits = Bits::new(b);
    bits.take(M as u32 + 1);
    let partition = bits.take(md.partition_bits) as usize & 63;
    let rotation = bits.take(md.rotation_bits);
    let selection = bits.take(md.selection_bits);
    let ep = endpoints::<M>(&mut bits);

    let (shape, anchors) = match md.subsets {
        2 => (PARTITION_TWO[partition], ANCHORS_TWO[partition]),
        3 => (PARTITION_THREE[partition], ANCHORS_THREE[partition]),
        _ => (0, 1),
    };
    let ib = md.index_bits;

    if md.index2_bits == 0 {
        // One index per pixel: a palette per subset, flat (`subset << ib | index`).
        let idx = widen_indices(bits.low64(), anchors, ib);
        // SAFETY: the caller guarantees `P`'s instruction set (see `bc7_with`).
        let pal = unsafe { P::palette(&ep, md.subsets as usize, ib) };
        let mask = (1u64 << ib) - 1;
        core::array::from_fn(|i| {
            let s = (shape >> (2 * i)) & 3;
            let k = (idx >> (ib as usize * i)) & mask;
            pal[((s << ib) as usize | k as usize) & 31]
        })
    } else {
        // Modes 4 and 5: the first index set (anchor: pixel 0 only) is read before the second.
        let i1 = widen_indices(bits.take(16 * ib - 1) as u64, 1, ib);
        let ib2 = md.index2_bits;
        let i2 = widen_indices(bits.low64(), 1, ib2);
        // Colour from one index set, alpha from the other.
        let (cidx, aidx, cbits, abits) = if selection == 0 {
            (i1, i2, ib, ib2)
        } else {
            (i2, i1, ib2, ib)
        };
        let mut cpal = [0u32; 8];
        let (a, b) = (lanes(&ep[0]), lanes(&ep[1]));
        for (k, &wk) in weights(cbits).iter().enumerate() {
            cpal[k] = lerp4(a, b, wk) & 0x00ff_ffff;
        }
        let mut apal = [0u32; 8];
        for (k, &wk) in weights(abits).iter().enumerate() {
            apal[k] = lerp(ep[0][3], ep[1][3], wk) << 24;
        }
        let (cm, am) = ((1u64 << cbits) - 1, (1u64 << abits) - 1);
        core::array::from_fn(|i| {
            let c = (cidx >> (cbits as usize * i)) & cm;
            let a = (aidx >> (abits as usize * i)) & am;
            rotate(cpal[c as usize & 7] | apal[a as usize & 7], rotation)
        })
    }
}
