//! BC7 with SSE4.1: the palettes of the single-index modes in 16-bit lanes (two entries per
//! register, `pmullw`, packed to bytes four entries at a time); the rest of the BC7 kernel is
//! the scalar one ([`crate::arch::scalar::bc7`]), monomorphized with this palette and compiled
//! with the caller's instruction set.

use super::xmm::Rows;
use crate::arch::scalar::bc7::{self, Palette};
use crate::arch::scalar::tables::{WEIGHTS2, WEIGHTS3, WEIGHTS4};
use core::arch::x86_64::*;

/// The SSE4.1 palette; usable only inside functions compiled with SSE4.1.
pub(super) struct Sse41Palette;

/// Weights of entries `2j`, `2j + 1` as eight 16-bit lanes (`[w; 4]`, `[w'; 4]`).
const fn pairs<const N: usize>(w: &[u32]) -> [[i16; 8]; N] {
    let mut t = [[0i16; 8]; N];
    let mut i = 0;
    while i < 8 * N {
        t[i / 8][i % 8] = w[i / 4] as i16;
        i += 1;
    }
    t
}

static P2: [[i16; 8]; 2] = pairs::<2>(&WEIGHTS2);
static P3: [[i16; 8]; 4] = pairs::<4>(&WEIGHTS3);
static P4: [[i16; 8]; 8] = pairs::<8>(&WEIGHTS4);

impl Palette for Sse41Palette {
    #[inline(always)]
    unsafe fn palette(ep: &[[u32; 4]; 6], subsets: usize, ib: u32) -> [u32; 32] {
        let mut pal = [0u32; 32];
        let w: &[[i16; 8]] = match ib {
            2 => &P2,
            3 => &P3,
            _ => &P4,
        };
        // SAFETY: the caller enabled SSE4.1 (trait contract). `subsets << ib <= 32`
        // (trait contract), so each 16-byte store at entry `(s << ib) + 4 * q` with
        // `4 * q < 1 << ib` stays inside `pal`; loads read whole arrays.
        unsafe {
            for s in 0..subsets.min(3) {
                // Endpoints as [r, g, b, a, r, g, b, a] in 16-bit lanes (every value < 256).
                let a = _mm_loadu_si128(ep[2 * s].as_ptr().cast());
                let b = _mm_loadu_si128(ep[2 * s + 1].as_ptr().cast());
                let a = _mm_packus_epi32(a, a);
                let d = _mm_sub_epi16(_mm_packus_epi32(b, b), a);
                // a * (64 - w) + b * w + 32 == 64 * a + (b - a) * w + 32, in [32, 16352].
                let base = _mm_add_epi16(_mm_slli_epi16(a, 6), _mm_set1_epi16(32));
                let entry2 = |j: usize| {
                    let w = _mm_loadu_si128(w[j].as_ptr().cast());
                    _mm_srli_epi16(_mm_add_epi16(base, _mm_mullo_epi16(d, w)), 6)
                };
                for q in 0..w.len() / 2 {
                    let v = _mm_packus_epi16(entry2(2 * q), entry2(2 * q + 1));
                    let at = ((s << ib) + 4 * q).min(28);
                    _mm_storeu_si128(pal.as_mut_ptr().add(at).cast(), v);
                }
            }
        }
        pal
    }
}

/// A row of BC7 blocks into `Rgba8` (or `Bgra8`) pixels.
///
/// # Safety
/// SSE4.1 is present and enabled in the caller; the row contract of [`crate::arch`] holds for
/// 4-byte pixels.
#[inline(always)]
pub(super) unsafe fn row(bgra: bool, src: &[u8], dst: &mut [u8], pitch: usize) {
    let n = src.len() / 16;
    let rows = Rows::new(dst, pitch, n * 16);
    for (x, blk) in src.chunks_exact(16).enumerate() {
        // `chunks_exact(16)` yields 16 bytes.
        let blk: &[u8; 16] = blk.try_into().unwrap();
        // SAFETY: SSE4.1 is enabled (caller); `rows` holds `n` blocks of 16 bytes per pixel
        // row and `x < n`, so the store at `x * 16 .. x * 16 + 16` stays inside.
        unsafe {
            let px = bc7::bc7_with::<Sse41Palette>(blk);
            let swap = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
            for y in 0..4 {
                let mut v = _mm_loadu_si128(px.as_ptr().add(4 * y).cast());
                if bgra {
                    v = _mm_shuffle_epi8(v, swap);
                }
                rows.store(y, x * 16, v, 16);
            }
        }
    }
}
