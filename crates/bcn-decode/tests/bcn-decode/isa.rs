//! Every ISA decoder against the scalar one, on random blocks and every (format, output).

use crate::common::CASES;
use bcn_decode::{Decoder, Format, Isa, Output};
use proptest::prelude::*;

const OUTPUTS: [Output; 6] = [
    Output::Rgba8,
    Output::Bgra8,
    Output::R8,
    Output::Rg8,
    Output::Rgba16f,
    Output::Rgba32f,
];

fn pairs() -> Vec<(Format, Output)> {
    Format::ALL
        .iter()
        .flat_map(|&f| {
            OUTPUTS
                .iter()
                .filter(move |&&o| f.supports(o))
                .map(move |&o| (f, o))
        })
        .collect()
}

fn decode(d: Decoder, f: Format, o: Output, src: &[u8], w: u32, h: u32) -> Vec<u8> {
    let pitch = w as usize * o.bytes_per_pixel() + 3;
    let mut out = vec![0xcdu8; pitch * h as usize];
    d.decode_image(f, o, src, w, h, &mut out, pitch).unwrap();
    out
}

#[test]
fn detected_isa_is_available_and_cached() {
    let d = Decoder::new();
    assert!(d.isa().is_available());
    assert_eq!(Decoder::new().isa(), d.isa());
    assert!(Isa::Scalar.is_available());
    #[cfg(target_arch = "aarch64")]
    assert_eq!(d.isa(), Isa::Neon);
    #[cfg(target_arch = "x86_64")]
    {
        assert!(!Isa::Neon.is_available());
        if std::is_x86_feature_detected!("avx2") {
            assert_eq!(d.isa(), Isa::Avx2);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES / 8))]

    /// Images of 1..=9 blocks across (odd counts exercise the AVX2 tail) and clipped edges.
    #[test]
    fn every_isa_matches_scalar(seed in any::<u64>(), bw in 1u32..10, w_cut in 0u32..4, h in 1u32..9) {
        let scalar = Decoder::with_isa(Isa::Scalar).unwrap();
        let w = 4 * bw - w_cut;
        for isa in Isa::ALL.into_iter().filter(|i| i.is_available() && *i != Isa::Scalar) {
            let d = Decoder::with_isa(isa).unwrap();
            for (f, o) in pairs() {
                let src = crate::common::noise(f.image_bytes(w, h).unwrap(), seed);
                prop_assert_eq!(
                    decode(d, f, o, &src, w, h),
                    decode(scalar, f, o, &src, w, h),
                    "{:?} {:?} {:?} {}x{}", isa, f, o, w, h
                );
            }
        }
    }

    /// Blocks whose endpoints are ordered either way and whose indices are random.
    #[test]
    fn every_isa_matches_scalar_per_block(b in crate::common::block(16)) {
        let scalar = Decoder::with_isa(Isa::Scalar).unwrap();
        for isa in Isa::ALL.into_iter().filter(|i| i.is_available() && *i != Isa::Scalar) {
            let d = Decoder::with_isa(isa).unwrap();
            for (f, o) in pairs() {
                let blk = &b[..f.block_bytes()];
                prop_assert_eq!(
                    crate::common::block_with(d, f, o, blk),
                    crate::common::block_with(scalar, f, o, blk),
                    "{:?} {:?} {:?}", isa, f, o
                );
            }
        }
    }
}

/// BC6H modes (low five bits; two-bit modes as `0b00`, `0b01`) and reserved ones.
const BC6H_MODES: [u8; 18] = [
    0b00, 0b01, 0b00010, 0b00110, 0b01010, 0b01110, 0b10010, 0b10110, 0b11010, 0b11110, 0b00011,
    0b00111, 0b01011, 0b01111, 0b10011, 0b10111, 0b11011, 0b11111,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES / 2))]

    /// BC6H (both signs, both outputs) and BC7 with every mode forced evenly: the SIMD
    /// palettes and per-mode kernels of each ISA against scalar.
    #[test]
    fn every_isa_matches_scalar_every_bc6h_bc7_mode(
        b in crate::common::block(16),
        m6 in 0usize..18,
        m7 in 0u32..9,
    ) {
        let scalar = Decoder::with_isa(Isa::Scalar).unwrap();
        let mut b6 = b.clone();
        let m = BC6H_MODES[m6];
        b6[0] = if m < 2 { (b6[0] & !3) | m } else { (b6[0] & !31) | m };
        let mut b7 = b;
        // Mode 8 is the reserved first byte 0.
        b7[0] = if m7 == 8 { 0 } else { (b7[0] & !((2u16 << m7) - 1) as u8) | (1 << m7) };
        for isa in Isa::ALL.into_iter().filter(|i| i.is_available() && *i != Isa::Scalar) {
            let d = Decoder::with_isa(isa).unwrap();
            for f in [Format::Bc6hUfloat, Format::Bc6hSfloat] {
                for o in [Output::Rgba16f, Output::Rgba32f] {
                    prop_assert_eq!(
                        crate::common::block_with(d, f, o, &b6),
                        crate::common::block_with(scalar, f, o, &b6),
                        "{:?} {:?} {:?}", isa, f, o
                    );
                }
            }
            for o in [Output::Rgba8, Output::Bgra8] {
                prop_assert_eq!(
                    crate::common::block_with(d, Format::Bc7, o, &b7),
                    crate::common::block_with(scalar, Format::Bc7, o, &b7),
                    "{:?} BC7 {:?}", isa, o
                );
            }
        }
    }
}

/// The SF16 block whose interpolant -1 scales to magnitude 0 (+0, not -0; see the reference
/// tests) through every ISA's palette.
#[test]
fn every_isa_bc6h_signed_tiny_negative_is_positive_zero() {
    let b = [2u8, 0, 255, 161, 0, 134, 202, 0, 0, 64, 124, 0, 0, 0, 0, 8];
    let scalar = crate::common::scalar_block(Format::Bc6hSfloat, Output::Rgba16f, &b);
    for isa in Isa::ALL.into_iter().filter(|i| i.is_available()) {
        let d = Decoder::with_isa(isa).unwrap();
        let got = crate::common::block_with(d, Format::Bc6hSfloat, Output::Rgba16f, &b);
        assert_eq!(got, scalar, "{isa:?}");
        let halves: Vec<u16> = got
            .chunks_exact(2)
            .map(|c| u16::from_ne_bytes([c[0], c[1]]))
            .collect();
        assert!(!halves.contains(&0x8000), "{isa:?}");
    }
}
