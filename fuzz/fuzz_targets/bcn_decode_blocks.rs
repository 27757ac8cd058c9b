//! Every byte pattern decodes without panicking, in every format and output, on every ISA
//! this CPU has, and every ISA agrees with the scalar decoder. The first two bytes pick the
//! image size (1..=16 each way) and the pitch padding; the rest are blocks (short inputs must
//! give `SourceTooShort`, never a panic).
#![no_main]

use bcn_decode::{Decoder, Error, Format, Isa, Output};
use libfuzzer_sys::fuzz_target;

const OUTPUTS: [Output; 6] =
    [Output::Rgba8, Output::Bgra8, Output::R8, Output::Rg8, Output::Rgba16f, Output::Rgba32f];

fuzz_target!(|data: &[u8]| {
    let [a, b, blocks @ ..] = data else { return };
    let (w, h) = (u32::from(a & 15) + 1, u32::from(a >> 4) + 1);
    let pad = usize::from(b & 7);
    let scalar = Decoder::with_isa(Isa::Scalar).expect("scalar always exists");
    for f in Format::ALL {
        for o in OUTPUTS {
            let pitch = w as usize * o.bytes_per_pixel() + pad;
            let mut want = vec![0u8; pitch * h as usize];
            let r = scalar.decode_image(f, o, blocks, w, h, &mut want, pitch);
            match r {
                Ok(()) => assert!(f.supports(o)),
                Err(Error::UnsupportedOutput { .. }) => assert!(!f.supports(o)),
                Err(Error::SourceTooShort { need, got }) => assert!(got < need),
                Err(e) => panic!("unexpected error {e}"),
            }
            for isa in Isa::ALL.into_iter().filter(|i| i.is_available()) {
                let d = Decoder::with_isa(isa).expect("available");
                let mut got = vec![0u8; pitch * h as usize];
                assert_eq!(d.decode_image(f, o, blocks, w, h, &mut got, pitch), r);
                assert_eq!(got, want, "{isa:?} {f:?} {o:?}");
            }
        }
    }
});
