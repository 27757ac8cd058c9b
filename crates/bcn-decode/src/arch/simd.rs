//! Tables and kernel selection shared by the SIMD decoders (SSE4.1, AVX2, NEON).

use crate::arch::scalar::bc1::ColorMode;

/// Byte-shuffle (`pshufb` / `tbl`) masks that expand one byte of four 2-bit palette indices into a row of four
/// 4-byte palette entries.
pub(crate) static ROW_SHUFFLE: [[u8; 16]; 256] = {
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

pub(crate) static GATHER: [[u8; 16]; 2] = [gather(0), gather(1)];
pub(crate) static SHIFT_MUL: [[u16; 8]; 2] = [shift_mul(0), shift_mul(1)];

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

pub(crate) static SPREAD_ALPHA: [[u8; 16]; 4] =
    [spread(0, 3), spread(1, 3), spread(2, 3), spread(3, 3)];
pub(crate) static SPREAD_RED: [[u8; 16]; 4] =
    [spread(0, 0), spread(1, 0), spread(2, 0), spread(3, 0)];

/// The BC1–BC5 (format, output) pairs with SIMD block kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Bc1(ColorMode, bool),
    Bc2(bool),
    Bc3(bool),
    Bc4R8(bool),
    Bc4Rgba(bool),
    Bc5Rg8(bool),
    Bc5Rgba(bool),
}

impl Kind {
    /// The kernel for a pair, or `None` for BC6H and BC7 (each ISA's `row` sends those to
    /// the per-mode kernels with that ISA's palettes, or to scalar).
    pub(crate) fn of(format: crate::Format, output: crate::Output) -> Option<(Kind, usize, usize)> {
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
