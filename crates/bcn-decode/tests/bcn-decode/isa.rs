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
