//! Helpers shared by the test modules.

use bcn_decode::{Decoder, Format, Output};

/// Proptest cases for block-level properties; qemu runs fewer.
pub const CASES: u32 = if cfg!(target_arch = "aarch64") {
    256
} else {
    2048
};

/// Decodes one block with the scalar decoder into a tight tile.
pub fn scalar_block(format: Format, output: Output, block: &[u8]) -> Vec<u8> {
    block_with(
        Decoder::with_isa(bcn_decode::Isa::Scalar).unwrap(),
        format,
        output,
        block,
    )
}

/// Decodes one block with `d` into a tight tile.
pub fn block_with(d: Decoder, format: Format, output: Output, block: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; 16 * output.bytes_per_pixel()];
    d.decode_block(format, output, block, &mut out).unwrap();
    out
}

/// A block of `n` bytes from proptest.
pub fn block(n: usize) -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
    proptest::collection::vec(proptest::num::u8::ANY, n)
}

/// A deterministic pseudo-random byte buffer (xorshift).
pub fn noise(len: usize, seed: u64) -> Vec<u8> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 24) as u8
        })
        .collect()
}
