//! The blocks of `--mode bc`: plain data and pure functions, no Vulkan calls.
//!
//! Every texture is a 2D array of [`LAYERS`] layers and [`LEVELS`] mip levels, 24 x 16
//! texels at level 0 (so level 2, 6 x 4, ends in a partial block column). BC1-BC5 blocks are
//! texpresso's encoding of [`source_texel`]'s pattern (signed BC4/BC5 reuse the unsigned
//! encoder's bytes: every BC4 bit pattern is a valid signed block too). BC6H and BC7 blocks
//! are bits from a fixed-seed generator with the mode field set so that every mode occurs
//! and no reserved mode does. The tests rebuild the same blocks to compute the picture.

use ash::vk;

/// Level 0's width and height, in texels.
pub const BASE: (u32, u32) = (24, 16);
/// Mip levels per texture.
pub const LEVELS: u32 = 3;
/// Array layers per texture.
pub const LAYERS: u32 = 2;

/// Where a texture's blocks come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// texpresso's encoding of [`source_texel`].
    Encoded(EncodedAs),
    /// Fixed-seed BC6H bits, every one of the 14 modes in turn.
    Bc6h,
    /// Fixed-seed BC7 bits, every one of the 8 modes in turn.
    Bc7,
}

/// The texpresso format (ours, so the data table needs no texpresso types).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EncodedAs {
    Bc1,
    Bc2,
    Bc3,
    Bc4,
    Bc5,
}

/// How `bc.frag` maps a fetched texel into the RGBA8 target (its `kind` push constant).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(i32)]
pub enum Kind {
    /// UNORM or sRGB (decoded to linear by the sampler): the texel as it is.
    Unorm = 0,
    /// SNORM, one channel: red `r * 0.5 + 0.5`.
    SnormR = 1,
    /// SNORM, two channels: red and green `c * 0.5 + 0.5`.
    SnormRg = 2,
    /// Unsigned float: `c / (1 + c)` in red, green, blue.
    Ufloat = 3,
    /// Signed float: `c / (1 + |c|) * 0.5 + 0.5` in red, green, blue.
    Sfloat = 4,
}

/// One texture of the picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Texture {
    pub format: vk::Format,
    pub source: Source,
    pub kind: Kind,
}

const fn t(format: vk::Format, source: Source, kind: Kind) -> Texture {
    Texture {
        format,
        source,
        kind,
    }
}

/// The textures, in picture order (row-major 4 x 4 cells).
pub const TEXTURES: [Texture; 16] = {
    use EncodedAs::*;
    use Kind::*;
    use Source::*;
    use vk::Format as F;
    [
        t(F::BC1_RGB_UNORM_BLOCK, Encoded(Bc1), Unorm),
        t(F::BC1_RGB_SRGB_BLOCK, Encoded(Bc1), Unorm),
        t(F::BC1_RGBA_UNORM_BLOCK, Encoded(Bc1), Unorm),
        t(F::BC1_RGBA_SRGB_BLOCK, Encoded(Bc1), Unorm),
        t(F::BC2_UNORM_BLOCK, Encoded(Bc2), Unorm),
        t(F::BC2_SRGB_BLOCK, Encoded(Bc2), Unorm),
        t(F::BC3_UNORM_BLOCK, Encoded(Bc3), Unorm),
        t(F::BC3_SRGB_BLOCK, Encoded(Bc3), Unorm),
        t(F::BC4_UNORM_BLOCK, Encoded(Bc4), Unorm),
        t(F::BC4_SNORM_BLOCK, Encoded(Bc4), SnormR),
        t(F::BC5_UNORM_BLOCK, Encoded(Bc5), Unorm),
        t(F::BC5_SNORM_BLOCK, Encoded(Bc5), SnormRg),
        t(F::BC6H_UFLOAT_BLOCK, Bc6h, Ufloat),
        t(F::BC6H_SFLOAT_BLOCK, Bc6h, Sfloat),
        t(F::BC7_UNORM_BLOCK, Bc7, Unorm),
        t(F::BC7_SRGB_BLOCK, Bc7, Unorm),
    ]
};

/// Width and height of `level`, in texels.
pub fn extent(level: u32) -> (u32, u32) {
    ((BASE.0 >> level).max(1), (BASE.1 >> level).max(1))
}

/// Width and height of `level`, in whole or partial 4 x 4 blocks.
pub fn blocks(level: u32) -> (u32, u32) {
    let (w, h) = extent(level);
    (w.div_ceil(4), h.div_ceil(4))
}

/// Bytes per block: 8 for BC1 and BC4, 16 otherwise.
pub fn block_bytes(source: Source) -> usize {
    match source {
        Source::Encoded(EncodedAs::Bc1 | EncodedAs::Bc4) => 8,
        _ => 16,
    }
}

/// The RGBA8 pattern texpresso encodes for texture `texture` at (`x`, `y`) of `layer`,
/// `level`: gradients in red and green, a checker in blue and a ramp in alpha that differ
/// per texture, layer and level.
pub fn source_texel(texture: usize, layer: u32, level: u32, x: u32, y: u32) -> [u8; 4] {
    let (w, h) = extent(level);
    // Red runs the other way in layer 1, green starts higher per level.
    let ramp = x * 255 / (w - 1).max(1);
    let r = if layer == 0 { ramp } else { 255 - ramp };
    let g = (y * 255 / (h - 1).max(1) + level * 60) % 256;
    let checker = ((x / 2 + y / 2) % 2) * 96;
    let b = (texture as u32 * 13 + layer * 120 + level * 50 + checker) % 256;
    let a = ((x + 2 * y) * 23 + level * 40 + layer * 100) % 256;
    [r as u8, g as u8, b as u8, a as u8]
}

/// The blocks of one subresource, row-major, tightly packed.
pub fn subresource_blocks(texture: usize, layer: u32, level: u32) -> Vec<u8> {
    let tex = TEXTURES[texture];
    let (w, h) = extent(level);
    match tex.source {
        Source::Encoded(e) => {
            let mut rgba = Vec::with_capacity((w * h * 4) as usize);
            for y in 0..h {
                for x in 0..w {
                    rgba.extend_from_slice(&source_texel(texture, layer, level, x, y));
                }
            }
            let format = match e {
                EncodedAs::Bc1 => texpresso::Format::Bc1,
                EncodedAs::Bc2 => texpresso::Format::Bc2,
                EncodedAs::Bc3 => texpresso::Format::Bc3,
                EncodedAs::Bc4 => texpresso::Format::Bc4,
                EncodedAs::Bc5 => texpresso::Format::Bc5,
            };
            let (w, h) = (w as usize, h as usize);
            let mut out = vec![0; format.compressed_size(w, h)];
            let params = texpresso::Params {
                algorithm: texpresso::Algorithm::RangeFit,
                ..Default::default()
            };
            format.compress(&rgba, w, h, params, &mut out);
            out
        }
        Source::Bc6h | Source::Bc7 => {
            let (bw, bh) = blocks(level);
            let seed =
                0x5eed_bc67 ^ ((texture as u64) << 32 | u64::from(layer) << 8 | u64::from(level));
            let mut rng = SplitMix64(seed);
            let mut out = Vec::with_capacity((bw * bh * 16) as usize);
            for i in 0..(bw * bh) as usize {
                let mut block = [0u8; 16];
                block[..8].copy_from_slice(&rng.next_u64().to_le_bytes());
                block[8..].copy_from_slice(&rng.next_u64().to_le_bytes());
                if tex.source == Source::Bc7 {
                    set_bc7_mode(&mut block, (i + layer as usize * 3 + level as usize) % 8);
                } else {
                    set_bc6h_mode(&mut block, (i + layer as usize * 5 + level as usize) % 14);
                }
                out.extend_from_slice(&block);
            }
            out
        }
    }
}

/// Makes `block` a BC7 block of `mode` (0..8): bit `mode` set, the bits below it clear.
pub fn set_bc7_mode(block: &mut [u8; 16], mode: usize) {
    // Through u16: for mode 7 every random bit is shifted out.
    block[0] = ((u16::from(block[0]) << (mode + 1)) as u8) | (1 << mode);
}

/// The 14 valid BC6H mode fields: two 2-bit ones, then twelve 5-bit ones.
const BC6H_MODES: [(u8, u8); 14] = [
    (0b00, 2),
    (0b01, 2),
    (0b00010, 5),
    (0b00110, 5),
    (0b01010, 5),
    (0b01110, 5),
    (0b10010, 5),
    (0b10110, 5),
    (0b11010, 5),
    (0b11110, 5),
    (0b00011, 5),
    (0b00111, 5),
    (0b01011, 5),
    (0b01111, 5),
];

/// Makes `block` a BC6H block of mode number `mode` (0..14, in [`BC6H_MODES`] order).
pub fn set_bc6h_mode(block: &mut [u8; 16], mode: usize) {
    let (bits, width) = BC6H_MODES[mode];
    let mask = (1u8 << width) - 1;
    block[0] = (block[0] & !mask) | bits;
}

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, well-mixed generator for fixed test data.
#[derive(Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extents_and_blocks() {
        assert_eq!([0, 1, 2].map(extent), [(24, 16), (12, 8), (6, 4)]);
        assert_eq!([0, 1, 2].map(blocks), [(6, 4), (3, 2), (2, 1)]);
    }

    #[test]
    fn subresources_have_one_block_per_4x4() {
        for (i, tex) in TEXTURES.iter().enumerate() {
            for level in 0..LEVELS {
                let (bw, bh) = blocks(level);
                let len = subresource_blocks(i, 1, level).len();
                assert_eq!(
                    len,
                    (bw * bh) as usize * block_bytes(tex.source),
                    "{i} {level}"
                );
            }
        }
    }

    #[test]
    fn bc7_mode_is_the_lowest_set_bit() {
        for mode in 0..8 {
            let mut b = [0xffu8; 16];
            set_bc7_mode(&mut b, mode);
            assert_eq!(b[0].trailing_zeros() as usize, mode);
        }
    }

    #[test]
    fn bc6h_modes_avoid_the_reserved_ones() {
        for mode in 0..14 {
            let mut b = [0xffu8; 16];
            set_bc6h_mode(&mut b, mode);
            let low5 = b[0] & 0x1f;
            assert!(![0x13, 0x17, 0x1b, 0x1f].contains(&low5), "{low5:#x}");
        }
    }
}
