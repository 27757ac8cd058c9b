//! The BC1–BC5 rounding rule, checked exhaustively against `f64` arithmetic: every value is
//! the exact formula rounded to nearest (float-then-round, as DirectXTex).

use crate::common::scalar_block;
use bcn_decode::{Format, Output};

fn round(v: f64) -> u8 {
    // Alpha interpolants divide by 7 or 5: never a tie.
    v.round() as u8
}

/// Indices 0,1,2,3 in every row.
const IDX: [u8; 4] = [0b1110_0100; 4];

#[test]
fn bc1_palette_is_exactly_rounded() {
    for x in 0u16..64 {
        for y in 0u16..64 {
            let (r0, g0, b0) = (x & 31, x, x >> 1);
            let (r1, g1, b1) = (y & 31, y, y >> 1);
            let c0 = (r0 << 11) | (g0 << 5) | b0;
            let c1 = (r1 << 11) | (g1 << 5) | b1;
            let mut blk = [0u8; 8];
            blk[..2].copy_from_slice(&c0.to_le_bytes());
            blk[2..4].copy_from_slice(&c1.to_le_bytes());
            blk[4..].copy_from_slice(&IDX);
            let out = scalar_block(Format::Bc1Rgba, Output::Rgba8, &blk);
            let four = c0 > c1;
            for (ch, (v0, v1, max)) in [(r0, r1, 31.0), (g0, g1, 63.0), (b0, b1, 31.0)]
                .into_iter()
                .enumerate()
            {
                let (v0, v1) = (v0 as f64 / max, v1 as f64 / max);
                let want = if four {
                    [v0, v1, (2.0 * v0 + v1) / 3.0, (v0 + 2.0 * v1) / 3.0]
                } else {
                    [v0, v1, (v0 + v1) / 2.0, 0.0]
                };
                for i in 0..4 {
                    // Nearest integer to the exact value; a tie (x.5, only in 3-colour
                    // midpoints) rounds up. f64 noise is far below 1e-9.
                    let exact = want[i] * 255.0;
                    let got = out[i * 4 + ch] as f64;
                    let err = got - exact;
                    assert!(
                        err.abs() <= 0.5 + 1e-9,
                        "c0={c0:#x} c1={c1:#x} ch={ch} i={i}"
                    );
                    if (err.abs() - 0.5).abs() < 1e-9 {
                        assert!(err > 0.0, "tie rounds up: c0={c0:#x} c1={c1:#x} ch={ch}");
                    }
                }
            }
            // Endpoint expansion is within 1 of bit replication (bcdec, texpresso).
            assert!(out[0].abs_diff(((r0 << 3) | (r0 >> 2)) as u8) <= 1);
            assert!(out[1].abs_diff(((g0 << 2) | (g0 >> 4)) as u8) <= 1);
            let alpha3 = out[15];
            assert_eq!(alpha3, if four { 255 } else { 0 });
        }
    }
}

fn alpha_block(a0: u8, a1: u8) -> [u8; 8] {
    // Pixels 0..8 use indices 0..8, pixels 8..16 again.
    let mut bits = 0u64;
    for i in 0..16u64 {
        bits |= (i % 8) << (3 * i);
    }
    let mut b = [0u8; 8];
    b[0] = a0;
    b[1] = a1;
    b[2..].copy_from_slice(&bits.to_le_bytes()[..6]);
    b
}

#[test]
fn bc3_bc4_unorm_palette_is_exactly_rounded() {
    for a0 in 0..=255u8 {
        for a1 in 0..=255u8 {
            let b = alpha_block(a0, a1);
            let r = scalar_block(Format::Bc4Unorm, Output::R8, &b);
            let (x, y) = (a0 as f64, a1 as f64);
            let want: Vec<u8> = if a0 > a1 {
                (0..8)
                    .map(|i| match i {
                        0 => a0,
                        1 => a1,
                        i => round(((8 - i) as f64 * x + (i - 1) as f64 * y) / 7.0),
                    })
                    .collect()
            } else {
                (0..8)
                    .map(|i| match i {
                        0 => a0,
                        1 => a1,
                        6 => 0,
                        7 => 255,
                        i => round(((6 - i) as f64 * x + (i - 1) as f64 * y) / 5.0),
                    })
                    .collect()
            };
            assert_eq!(&r[..8], &want[..], "a0={a0} a1={a1}");
            // BC3 alpha is the same channel.
            let mut b3 = [0u8; 16];
            b3[..8].copy_from_slice(&b);
            let rgba = scalar_block(Format::Bc3, Output::Rgba8, &b3);
            let alpha: Vec<u8> = rgba.iter().skip(3).step_by(4).copied().collect();
            assert_eq!(alpha, r);
        }
    }
}

#[test]
fn bc4_snorm_palette_is_exactly_rounded() {
    for a0 in 0..=255u8 {
        for a1 in 0..=255u8 {
            let b = alpha_block(a0, a1);
            let r = scalar_block(Format::Bc4Snorm, Output::R8, &b);
            let (x, y) = ((a0 as i8).max(-127), (a1 as i8).max(-127));
            let (fx, fy) = (x as f64, y as f64);
            let want: Vec<i8> = (0..8)
                .map(|i| {
                    let v = if x > y {
                        match i {
                            0 => fx,
                            1 => fy,
                            i => ((8 - i) as f64 * fx + (i - 1) as f64 * fy) / 7.0,
                        }
                    } else {
                        match i {
                            0 => fx,
                            1 => fy,
                            6 => -127.0,
                            7 => 127.0,
                            i => ((6 - i) as f64 * fx + (i - 1) as f64 * fy) / 5.0,
                        }
                    };
                    // Ties cannot occur (odd divisors); round to nearest.
                    v.round() as i8
                })
                .collect();
            let got: Vec<i8> = r[..8].iter().map(|v| *v as i8).collect();
            assert_eq!(got, want, "a0={a0} a1={a1}");
        }
    }
}

/// Exact rounding and bit replication (`v << 3 | v >> 2`) disagree, by one, on exactly these
/// endpoint values; they are the main source of the ≤ 1 LSB differences from bcdec/texpresso.
#[test]
fn endpoint_expansion_differs_from_bit_replication_only_here() {
    let mut five = vec![];
    for v in 0u32..32 {
        let mut b = [0u8; 8];
        b[..2].copy_from_slice(&((v << 11) as u16).to_le_bytes());
        let got = scalar_block(Format::Bc1Rgba, Output::Rgba8, &b)[0] as u32;
        let rep = (v << 3) | (v >> 2);
        if got != rep {
            assert_eq!(got.abs_diff(rep), 1);
            five.push(v);
        }
    }
    assert_eq!(five, [3, 7, 24, 28]);
    let mut six = vec![];
    for v in 0u32..64 {
        let mut b = [0u8; 8];
        b[..2].copy_from_slice(&((v << 5) as u16).to_le_bytes());
        let got = scalar_block(Format::Bc1Rgba, Output::Rgba8, &b)[1] as u32;
        let rep = (v << 2) | (v >> 4);
        if got != rep {
            assert_eq!(got.abs_diff(rep), 1);
            six.push(v);
        }
    }
    assert_eq!(six, [11, 12, 13, 14, 15, 48, 49, 50, 51, 52]);
}
