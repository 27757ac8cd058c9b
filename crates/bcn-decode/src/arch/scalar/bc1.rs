//! BC1–BC5 block kernels: colour palettes, explicit and interpolated alpha.
//!
//! Rounding rule (one rule for every BC1–BC5 value): each output byte is the exact
//! rational value of the format's formula, computed from the raw bit fields, rounded to the
//! nearest integer, ties up. For example the 2/3 colour of a 4-colour BC1 block is
//! `round(255 * (2*c0 + c1) / (3 * 31))` for a 5-bit channel, and the i-th BC4 value of an
//! 8-value block is `round(((7-i)*a0 + i*a1) / 7)`. This is what DirectXTex computes with
//! floats ("float then round"); integer arithmetic makes it exact and deterministic. Ties
//! occur only at BC1 3-colour midpoints (green 42 and 63 give exactly 212.5) and round up,
//! where a float implementation may land either side.

/// `round(255 * n / d)`, ties up.
#[inline(always)]
const fn rnd(n: u32, d: u32) -> u32 {
    (510 * n + d) / (2 * d)
}

/// How index 3 and the palette order of a colour block behave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ColorMode {
    /// BC1 with 1-bit alpha: `c0 <= c1` selects 3 colours + transparent black.
    Bc1Rgba,
    /// BC1 without alpha: as `Bc1Rgba`, but index 3 is opaque black.
    Bc1Rgb,
    /// BC2/BC3 colour: always 4 colours.
    Opaque4,
}

/// Swaps bytes 0 and 2 of an RGBA word (RGBA <-> BGRA).
#[inline(always)]
pub(crate) const fn swap_rb(p: u32) -> u32 {
    (p & 0xff00_ff00) | ((p & 0xff) << 16) | ((p >> 16) & 0xff)
}

#[inline(always)]
const fn pack(r: u32, g: u32, b: u32, a: u32) -> u32 {
    r | (g << 8) | (b << 16) | (a << 24)
}

/// `t[n] = round(255 * n / d)` for every byte `n` (entries past the domain are unused).
const fn table(d: u32) -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut n = 0;
    while n < 256 {
        let v = rnd(n as u32, d);
        t[n] = if v > 255 { 255 } else { v as u8 };
        n += 1;
    }
    t
}

/// Endpoints, 2/3 points and midpoints of 5- and 6-bit channels, exactly rounded. Lookups
/// replace the divisions (all indices are below 256 by construction: `2 * 63 + 63 = 189`).
static E5: [u8; 256] = table(31);
static E6: [u8; 256] = table(63);
static T5: [u8; 256] = table(93);
static T6: [u8; 256] = table(189);
static H5: [u8; 256] = table(62);
static H6: [u8; 256] = table(126);

#[inline(always)]
fn lut(t: &[u8; 256], n: u32) -> u32 {
    t[(n & 255) as usize] as u32
}

/// The four palette colours of a BC1 colour block as little-endian RGBA words.
#[inline(always)]
pub(crate) fn color_palette(c0: u16, c1: u16, mode: ColorMode) -> [u32; 4] {
    let (c0, c1) = (c0 as u32, c1 as u32);
    let (r0, g0, b0) = (c0 >> 11, (c0 >> 5) & 0x3f, c0 & 0x1f);
    let (r1, g1, b1) = (c1 >> 11, (c1 >> 5) & 0x3f, c1 & 0x1f);
    let p0 = pack(lut(&E5, r0), lut(&E6, g0), lut(&E5, b0), 255);
    let p1 = pack(lut(&E5, r1), lut(&E6, g1), lut(&E5, b1), 255);
    // Both candidate pairs are computed so that the mode choice compiles to a select.
    let p2_4 = pack(
        lut(&T5, 2 * r0 + r1),
        lut(&T6, 2 * g0 + g1),
        lut(&T5, 2 * b0 + b1),
        255,
    );
    let p3_4 = pack(
        lut(&T5, r0 + 2 * r1),
        lut(&T6, g0 + 2 * g1),
        lut(&T5, b0 + 2 * b1),
        255,
    );
    let p2_3 = pack(lut(&H5, r0 + r1), lut(&H6, g0 + g1), lut(&H5, b0 + b1), 255);
    let p3_3 = if mode == ColorMode::Bc1Rgb {
        0xff00_0000
    } else {
        0
    };
    // Mask select: random-looking data makes a branch on the mode unpredictable.
    let four = ((mode == ColorMode::Opaque4 || c0 > c1) as u32).wrapping_neg();
    let p2 = (p2_4 & four) | (p2_3 & !four);
    let p3 = (p3_4 & four) | (p3_3 & !four);
    [p0, p1, p2, p3]
}

/// Palette of a colour block read from its 8 bytes, optionally as BGRA.
#[inline(always)]
pub(crate) fn color_palette_of(b: &[u8; 8], mode: ColorMode, bgra: bool) -> [u32; 4] {
    let c0 = u16::from_le_bytes([b[0], b[1]]);
    let c1 = u16::from_le_bytes([b[2], b[3]]);
    let p = color_palette(c0, c1, mode);
    if bgra { p.map(swap_rb) } else { p }
}

/// Decodes a BC1-style colour block into 16 RGBA (or BGRA) words, row-major.
#[inline(always)]
pub(crate) fn color_block(b: &[u8; 8], mode: ColorMode, bgra: bool) -> [u32; 16] {
    let pal = color_palette_of(b, mode, bgra);
    let idx = u32::from_le_bytes([b[4], b[5], b[6], b[7]]);
    core::array::from_fn(|i| pal[((idx >> (2 * i)) & 3) as usize])
}

/// BC2 explicit alpha: 16 4-bit values, scaled exactly by 17.
#[inline(always)]
pub(crate) fn explicit_alpha(b: &[u8; 8]) -> [u8; 16] {
    let bits = u64::from_le_bytes(*b);
    core::array::from_fn(|i| ((bits >> (4 * i)) & 0xf) as u8 * 17)
}

/// `round(n / d)` (ties cannot occur, `d` is odd) for `n = lo..lo + N`, as bytes.
const fn div_table<const N: usize>(d: i32, lo: i32) -> [u8; N] {
    let mut t = [0u8; N];
    let mut i = 0;
    while i < N {
        let n = lo + i as i32;
        t[i] = (2 * n + d).div_euclid(2 * d) as i8 as u8;
        i += 1;
    }
    t
}

/// Unsigned interpolants: `n` in `0..=7 * 255`.
static DIV7: [u8; 1786] = div_table(7, 0);
static DIV5: [u8; 1276] = div_table(5, 0);
/// Signed interpolants: `n` in `-7 * 127..=7 * 127`, stored at `n + 889`.
static DIV7S: [u8; 1779] = div_table(7, -889);
static DIV5S: [u8; 1271] = div_table(5, -635);

/// The 8-entry palette from the endpoints (already clamped to -127 for signed), chosen
/// without a branch: both the 8-value and 6-value palettes are built and one is selected.
#[inline(always)]
fn alpha_palette(a: i32, b: i32, signed: bool) -> [u8; 8] {
    let (d7, d5, o7, o5): (&[u8], &[u8], i32, i32) = if signed {
        (&DIV7S, &DIV5S, 889, 635)
    } else {
        (&DIV7, &DIV5, 0, 0)
    };
    let g = |t: &[u8], i: i32| t.get(i as usize).copied().unwrap_or(0) as u64;
    let e = (a as u8 as u64) | ((b as u8 as u64) << 8);
    let mut p8 = e;
    let mut p6 = e;
    for i in 1..7 {
        p8 |= g(d7, (7 - i) * a + i * b + o7) << (8 * (i + 1));
    }
    for i in 1..5 {
        p6 |= g(d5, (5 - i) * a + i * b + o5) << (8 * (i + 1));
    }
    let (lo, hi): (u64, u64) = if signed { (0x81, 0x7f) } else { (0, 255) };
    p6 |= (lo << 48) | (hi << 56);
    let m = ((a > b) as u64).wrapping_neg();
    ((p8 & m) | (p6 & !m)).to_le_bytes()
}

/// Unsigned BC3/BC4 8-entry palette.
#[inline(always)]
pub(crate) fn alpha_palette_unorm(a0: u8, a1: u8) -> [u8; 8] {
    alpha_palette(a0 as i32, a1 as i32, false)
}

/// Signed BC4 8-entry palette as SNORM bytes; -128 endpoints read as -127.
#[inline(always)]
pub(crate) fn alpha_palette_snorm(a0: u8, a1: u8) -> [u8; 8] {
    alpha_palette(
        (a0 as i8).max(-127) as i32,
        (a1 as i8).max(-127) as i32,
        true,
    )
}

/// Decodes one BC3-alpha / BC4 channel block into 16 bytes.
#[inline(always)]
pub(crate) fn alpha_block(b: &[u8; 8], signed: bool) -> [u8; 16] {
    let pal = if signed {
        alpha_palette_snorm(b[0], b[1])
    } else {
        alpha_palette_unorm(b[0], b[1])
    };
    let bits = u64::from_le_bytes(*b) >> 16;
    core::array::from_fn(|i| pal[((bits >> (3 * i)) & 7) as usize])
}

/// Splits a 16-byte block into its two 8-byte halves.
#[inline(always)]
pub(crate) fn halves(b: &[u8; 16]) -> (&[u8; 8], &[u8; 8]) {
    let (lo, hi) = b.split_at(8);
    // Both halves are exactly 8 bytes by construction.
    (lo.try_into().unwrap(), hi.try_into().unwrap())
}

/// BC1 as RGBA/BGRA words.
#[inline(always)]
pub(crate) fn bc1(b: &[u8; 8], mode: ColorMode, bgra: bool) -> [u32; 16] {
    color_block(b, mode, bgra)
}

/// BC2 as RGBA/BGRA words.
#[inline(always)]
pub(crate) fn bc2(b: &[u8; 16], bgra: bool) -> [u32; 16] {
    let (a, c) = halves(b);
    let c = color_block(c, ColorMode::Opaque4, bgra);
    let a = explicit_alpha(a);
    core::array::from_fn(|i| (c[i] & 0x00ff_ffff) | ((a[i] as u32) << 24))
}

/// BC3 as RGBA/BGRA words.
#[inline(always)]
pub(crate) fn bc3(b: &[u8; 16], bgra: bool) -> [u32; 16] {
    let (a, c) = halves(b);
    let c = color_block(c, ColorMode::Opaque4, bgra);
    let a = alpha_block(a, false);
    core::array::from_fn(|i| (c[i] & 0x00ff_ffff) | ((a[i] as u32) << 24))
}

/// The alpha byte of the RGBA8 expansion of BC4/BC5: 1.0 as UNORM or SNORM.
#[inline(always)]
pub(crate) const fn one(signed: bool) -> u32 {
    if signed { 127 } else { 255 }
}

/// BC4 expanded to RGBA words `(r, 0, 0, 1)`.
#[inline(always)]
pub(crate) fn bc4_rgba(b: &[u8; 8], signed: bool) -> [u32; 16] {
    let r = alpha_block(b, signed);
    let a = one(signed) << 24;
    r.map(|r| r as u32 | a)
}

/// BC5 as RG byte pairs.
#[inline(always)]
pub(crate) fn bc5_rg(b: &[u8; 16], signed: bool) -> [[u8; 2]; 16] {
    let (lo, hi) = halves(b);
    let r = alpha_block(lo, signed);
    let g = alpha_block(hi, signed);
    core::array::from_fn(|i| [r[i], g[i]])
}

/// BC5 expanded to RGBA words `(r, g, 0, 1)`.
#[inline(always)]
pub(crate) fn bc5_rgba(b: &[u8; 16], signed: bool) -> [u32; 16] {
    let (lo, hi) = halves(b);
    let r = alpha_block(lo, signed);
    let g = alpha_block(hi, signed);
    let a = one(signed) << 24;
    core::array::from_fn(|i| r[i] as u32 | ((g[i] as u32) << 8) | a)
}
