//! The DDS files `--mode dds` shows: a small, bounds-checked reader of the DDS header (and of
//! its DX10 extension) for BCn textures, and the picture's layout. Plain data and pure
//! functions, no Vulkan calls.
//!
//! What is read: 2D textures, arrays (DX10 `arraySize`) and complete cube maps (all six
//! faces; a cube array through DX10), each with any number of mip levels, in one of the BC1..BC7
//! formats, named by a FourCC (`DXT1`, `DXT3`, `DXT5`, `ATI1`, `BC4U`, `BC4S`, `ATI2`, `BC5U`,
//! `BC5S`) or by a DX10 header's `DXGI_FORMAT`. What is refused, with a message naming it:
//! anything else (uncompressed and palette pixel formats, typeless DXGI formats, which say
//! nothing about how to sample, premultiplied `DXT2`/`DXT4`, volume and 1D textures, partial
//! cube maps), sizes past [`MAX_SIDE`] or [`MAX_LAYERS`], more levels than the size has,
//! and files shorter than the blocks their header declares. Bytes after the last block are
//! ignored, as other readers do.
//!
//! Two fields some writers leave at zero (Pillow's among them) are read the way those writers
//! mean them: a DX10 `resourceDimension` of 0 (unknown) as a 2D texture and an `arraySize` of
//! 0 as one layer; a mip count of 0 means one level.

use anyhow::{Result, bail, ensure};
use ash::vk;

use crate::modes::bc_data::Kind;

/// Largest width or height read.
pub const MAX_SIDE: u32 = 16384;
/// Most layers read (array layers times six for cube maps).
pub const MAX_LAYERS: u32 = 2048;

/// `"DDS "`.
const MAGIC: &[u8; 4] = b"DDS ";
/// Bytes of the magic and the header.
const HEADER_END: usize = 4 + 124;
/// Bytes of the DX10 extension after the header.
const DX10_LEN: usize = 20;
/// `DDPF_FOURCC`: the pixel format is named by `dwFourCC`.
const DDPF_FOURCC: u32 = 0x4;
/// `DDSD_DEPTH`: the header declares a volume texture.
const DDSD_DEPTH: u32 = 0x80_0000;
/// `DDSCAPS2_CUBEMAP` and its six face bits.
const DDSCAPS2_CUBEMAP: u32 = 0x200;
const DDSCAPS2_ALL_FACES: u32 = 0xfc00;
/// `DDSCAPS2_VOLUME`.
const DDSCAPS2_VOLUME: u32 = 0x20_0000;
/// DX10 `resourceDimension` values.
const DIMENSION_UNKNOWN: u32 = 0;
const DIMENSION_TEXTURE2D: u32 = 3;
/// DX10 `miscFlag`: `D3D10_RESOURCE_MISC_TEXTURECUBE`.
const MISC_TEXTURECUBE: u32 = 0x4;

/// A BCn format: the Vulkan format, how `bc.frag` maps its texels, and its name in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    pub vk: vk::Format,
    pub kind: Kind,
    /// The FourCC or `DXGI_FORMAT_*` name the file gave.
    pub name: &'static str,
}

const fn f(vk: vk::Format, kind: Kind, name: &'static str) -> Format {
    Format { vk, kind, name }
}

/// FourCCs of BCn formats. DXT1 is BC1 with its 1-bit alpha (as Direct3D reads it).
const FOURCCS: [(&[u8; 4], Format); 9] = {
    use Kind::*;
    use vk::Format as F;
    [
        (b"DXT1", f(F::BC1_RGBA_UNORM_BLOCK, Unorm, "DXT1")),
        (b"DXT3", f(F::BC2_UNORM_BLOCK, Unorm, "DXT3")),
        (b"DXT5", f(F::BC3_UNORM_BLOCK, Unorm, "DXT5")),
        (b"ATI1", f(F::BC4_UNORM_BLOCK, Unorm, "ATI1")),
        (b"BC4U", f(F::BC4_UNORM_BLOCK, Unorm, "BC4U")),
        (b"BC4S", f(F::BC4_SNORM_BLOCK, SnormR, "BC4S")),
        (b"ATI2", f(F::BC5_UNORM_BLOCK, Unorm, "ATI2")),
        (b"BC5U", f(F::BC5_UNORM_BLOCK, Unorm, "BC5U")),
        (b"BC5S", f(F::BC5_SNORM_BLOCK, SnormRg, "BC5S")),
    ]
};

/// `DXGI_FORMAT` values of the BCn formats read.
const DXGI: [(u32, Format); 14] = {
    use Kind::*;
    use vk::Format as F;
    [
        (71, f(F::BC1_RGBA_UNORM_BLOCK, Unorm, "BC1_UNORM")),
        (72, f(F::BC1_RGBA_SRGB_BLOCK, Unorm, "BC1_UNORM_SRGB")),
        (74, f(F::BC2_UNORM_BLOCK, Unorm, "BC2_UNORM")),
        (75, f(F::BC2_SRGB_BLOCK, Unorm, "BC2_UNORM_SRGB")),
        (77, f(F::BC3_UNORM_BLOCK, Unorm, "BC3_UNORM")),
        (78, f(F::BC3_SRGB_BLOCK, Unorm, "BC3_UNORM_SRGB")),
        (80, f(F::BC4_UNORM_BLOCK, Unorm, "BC4_UNORM")),
        (81, f(F::BC4_SNORM_BLOCK, SnormR, "BC4_SNORM")),
        (83, f(F::BC5_UNORM_BLOCK, Unorm, "BC5_UNORM")),
        (84, f(F::BC5_SNORM_BLOCK, SnormRg, "BC5_SNORM")),
        (95, f(F::BC6H_UFLOAT_BLOCK, Ufloat, "BC6H_UF16")),
        (96, f(F::BC6H_SFLOAT_BLOCK, Sfloat, "BC6H_SF16")),
        (98, f(F::BC7_UNORM_BLOCK, Unorm, "BC7_UNORM")),
        (99, f(F::BC7_SRGB_BLOCK, Unorm, "BC7_UNORM_SRGB")),
    ]
};

/// Typeless BCn `DXGI_FORMAT`s, refused by name.
const DXGI_TYPELESS: [(u32, &str); 7] = [
    (70, "BC1_TYPELESS"),
    (73, "BC2_TYPELESS"),
    (76, "BC3_TYPELESS"),
    (79, "BC4_TYPELESS"),
    (82, "BC5_TYPELESS"),
    (94, "BC6H_TYPELESS"),
    (97, "BC7_TYPELESS"),
];

impl Format {
    /// Bytes per 4 x 4 block: 8 for BC1 and BC4, 16 otherwise.
    pub fn block_bytes(self) -> usize {
        use vk::Format as F;
        match self.vk {
            F::BC1_RGBA_UNORM_BLOCK
            | F::BC1_RGBA_SRGB_BLOCK
            | F::BC4_UNORM_BLOCK
            | F::BC4_SNORM_BLOCK => 8,
            _ => 16,
        }
    }
}

/// A BCn texture read from a DDS file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dds {
    pub format: Format,
    /// Level 0's size, in texels.
    pub width: u32,
    pub height: u32,
    /// Mip levels, at least 1 and at most what the size has.
    pub levels: u32,
    /// Layers: array elements, times six for cube maps (faces +X, -X, +Y, -Y, +Z, -Z).
    pub layers: u32,
    /// Whether the layers are cube faces.
    pub cube: bool,
    /// Every layer's levels in turn (the file's order), blocks row by row, tightly packed.
    pub blocks: Vec<u8>,
}

/// Little-endian `u32` at `at` (inside the header, whose length was checked).
fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut word = [0; 4];
    word.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(word)
}

/// A FourCC for messages: its text if printable, else its bytes.
fn fourcc_name(code: [u8; 4]) -> String {
    if code.iter().all(|b| b.is_ascii_graphic() || *b == b' ') {
        format!("{:?}", String::from_utf8_lossy(&code))
    } else {
        format!("{code:02x?}")
    }
}

impl Dds {
    /// Reads a DDS file's bytes.
    pub fn parse(bytes: &[u8]) -> Result<Dds> {
        ensure!(
            bytes.len() >= HEADER_END && &bytes[..4] == MAGIC,
            "not a DDS file (no \"DDS \" magic and 124-byte header)"
        );
        let size = u32_at(bytes, 4);
        ensure!(size == 124, "the header's dwSize is {size}, not 124");
        let flags = u32_at(bytes, 8);
        let height = u32_at(bytes, 12);
        let width = u32_at(bytes, 16);
        let mips = u32_at(bytes, 28);
        let pf_flags = u32_at(bytes, 80);
        let fourcc: [u8; 4] = bytes[84..88].try_into().expect("4 bytes");
        let caps2 = u32_at(bytes, 112);

        if pf_flags & DDPF_FOURCC == 0 {
            bail!(
                "a pixel format without a FourCC, uncompressed or palette (DDPF flags \
                 {pf_flags:#x}, {} bits per pixel): --mode dds shows BC1..BC7 only",
                u32_at(bytes, 88)
            );
        }
        let (format, mut layers, mut cube, offset) = if &fourcc == b"DX10" {
            ensure!(
                bytes.len() >= HEADER_END + DX10_LEN,
                "the file ends inside its DX10 header"
            );
            let dxgi = u32_at(bytes, HEADER_END);
            let dimension = u32_at(bytes, HEADER_END + 4);
            let misc = u32_at(bytes, HEADER_END + 8);
            let array = u32_at(bytes, HEADER_END + 12);
            let format = dxgi_format(dxgi)?;
            ensure!(
                matches!(dimension, DIMENSION_TEXTURE2D | DIMENSION_UNKNOWN),
                "resourceDimension {dimension}: --mode dds shows 2D textures (3) only"
            );
            (
                format,
                array.max(1),
                misc & MISC_TEXTURECUBE != 0,
                HEADER_END + DX10_LEN,
            )
        } else {
            let format = FOURCCS
                .iter()
                .find(|(code, _)| **code == fourcc)
                .map(|(_, format)| *format)
                .ok_or_else(|| {
                    anyhow::anyhow!(
                        "FourCC {} is not one of the BCn FourCCs --mode dds reads ({})",
                        fourcc_name(fourcc),
                        FOURCCS.map(|(_, f)| f.name).join(", ")
                    )
                })?;
            (format, 1, false, HEADER_END)
        };
        if flags & DDSD_DEPTH != 0 || caps2 & DDSCAPS2_VOLUME != 0 {
            bail!("a volume texture: --mode dds shows 2D textures only");
        }
        if caps2 & DDSCAPS2_CUBEMAP != 0 {
            ensure!(
                caps2 & DDSCAPS2_ALL_FACES == DDSCAPS2_ALL_FACES,
                "a cube map without all six faces (caps2 {caps2:#x})"
            );
            cube = true;
        }
        ensure!(
            (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height),
            "{width} x {height} texels: each side must be 1..={MAX_SIDE}"
        );
        if cube {
            ensure!(
                width == height,
                "a cube map of {width} x {height}: faces must be square"
            );
            ensure!(
                layers <= MAX_LAYERS / 6,
                "{layers} cube maps: at most {} are read",
                MAX_LAYERS / 6
            );
            layers *= 6;
        }
        ensure!(
            layers <= MAX_LAYERS,
            "{layers} layers: at most {MAX_LAYERS} are read"
        );
        let levels = mips.max(1);
        let most = 32 - width.max(height).leading_zeros();
        ensure!(
            levels <= most,
            "{levels} mip levels: a {width} x {height} texture has at most {most}"
        );
        let mut dds = Dds {
            format,
            width,
            height,
            levels,
            layers,
            cube,
            blocks: Vec::new(),
        };
        // At most 16384^2 bytes per level and 2048 layers: far inside u64.
        let total = dds.layer_bytes() as u64 * u64::from(layers);
        let available = (bytes.len() - offset) as u64;
        ensure!(
            total <= available,
            "{} {width} x {height}, {levels} level(s), {layers} layer(s) needs {total} bytes of \
             blocks; the file has {available}",
            format.name
        );
        // `total` fits in usize: it is at most `available`.
        dds.blocks = bytes[offset..offset + total as usize].to_vec();
        Ok(dds)
    }

    /// Width and height of `level`, in texels.
    pub fn extent(&self, level: u32) -> (u32, u32) {
        ((self.width >> level).max(1), (self.height >> level).max(1))
    }

    /// Bytes of `level` in one layer.
    pub fn level_bytes(&self, level: u32) -> usize {
        let (w, h) = self.extent(level);
        w.div_ceil(4) as usize * h.div_ceil(4) as usize * self.format.block_bytes()
    }

    /// Bytes of one layer's levels.
    pub fn layer_bytes(&self) -> usize {
        (0..self.levels).map(|m| self.level_bytes(m)).sum()
    }

    /// Where `layer`'s `level` starts in [`Dds::blocks`].
    pub fn offset(&self, layer: u32, level: u32) -> usize {
        layer as usize * self.layer_bytes() + (0..level).map(|m| self.level_bytes(m)).sum::<usize>()
    }
}

/// The BCn format of DXGI format `dxgi`, or why it is not read.
fn dxgi_format(dxgi: u32) -> Result<Format> {
    if let Some((_, format)) = DXGI.iter().find(|(code, _)| *code == dxgi) {
        return Ok(*format);
    }
    if let Some((_, name)) = DXGI_TYPELESS.iter().find(|(code, _)| *code == dxgi) {
        bail!(
            "DXGI_FORMAT_{name} ({dxgi}) is typeless: it does not say how to sample the blocks \
             (UNORM, sRGB or SNORM)"
        );
    }
    bail!("DXGI_FORMAT {dxgi} is not a BCn format: --mode dds shows BC1..BC7 only")
}

/// Pixels between tiles and around the picture.
pub const GAP: u32 = 2;

/// The top-left pixel of `layer`'s `level` in the picture: a row per layer, its levels left
/// to right.
pub fn tile_origin(dds: &Dds, layer: u32, level: u32) -> (u32, u32) {
    let x = GAP + (0..level).map(|m| dds.extent(m).0 + GAP).sum::<u32>();
    (x, GAP + layer * (dds.height + GAP))
}

/// The picture's size: every tile and the gaps.
pub fn picture_size(dds: &Dds) -> (u32, u32) {
    let (x, _) = tile_origin(dds, 0, dds.levels);
    (x, GAP + dds.layers * (dds.height + GAP))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header for `fourcc` (and a DX10 header when `dx10` is given), then `data` bytes.
    fn file(
        (width, height, mips): (u32, u32, u32),
        fourcc: &[u8; 4],
        caps2: u32,
        dx10: Option<[u32; 5]>,
        data: usize,
    ) -> Vec<u8> {
        let mut b = vec![0u8; HEADER_END];
        b[..4].copy_from_slice(MAGIC);
        let mut put = |at: usize, v: u32| b[at..at + 4].copy_from_slice(&v.to_le_bytes());
        put(4, 124);
        put(8, 0x000a_1007);
        put(12, height);
        put(16, width);
        put(28, mips);
        put(76, 32);
        put(80, DDPF_FOURCC);
        put(112, caps2);
        b[84..88].copy_from_slice(fourcc);
        if let Some(h) = dx10 {
            for v in h {
                b.extend_from_slice(&v.to_le_bytes());
            }
        }
        b.extend((0..data).map(|i| i as u8));
        b
    }

    #[test]
    fn a_dx10_bc7_array_with_mips_is_read() {
        // 10 x 6: levels 10x6 (3x2 blocks), 5x3 (2x1), 2x1 (1x1), 1x1 (1x1) = 10 blocks.
        let bytes = file((10, 6, 4), b"DX10", 0, Some([98, 3, 0, 3, 0]), 3 * 160 + 7);
        let dds = Dds::parse(&bytes).unwrap();
        assert_eq!(dds.format.vk, vk::Format::BC7_UNORM_BLOCK);
        assert_eq!((dds.levels, dds.layers, dds.cube), (4, 3, false));
        assert_eq!(dds.layer_bytes(), 160);
        assert_eq!(dds.blocks.len(), 480);
        assert_eq!(dds.offset(1, 2), 160 + 96 + 32);
        assert_eq!(dds.blocks[0], 0);
        assert_eq!(dds.extent(3), (1, 1));
    }

    #[test]
    fn fourccs_zero_fields_and_cubes() {
        let dds = Dds::parse(&file((8, 8, 0), b"DXT1", 0, None, 32)).unwrap();
        assert_eq!(
            (dds.format.vk, dds.levels, dds.layers),
            (vk::Format::BC1_RGBA_UNORM_BLOCK, 1, 1)
        );
        let dds = Dds::parse(&file((4, 4, 1), b"DX10", 0, Some([84, 0, 0, 0, 0]), 16)).unwrap();
        assert_eq!((dds.format.kind, dds.layers), (Kind::SnormRg, 1));
        let cube = DDSCAPS2_CUBEMAP | DDSCAPS2_ALL_FACES;
        let dds = Dds::parse(&file((4, 4, 3), b"ATI2", cube, None, 6 * 48)).unwrap();
        assert_eq!((dds.layers, dds.cube), (6, true));
        let dds = Dds::parse(&file((4, 4, 1), b"DX10", 0, Some([80, 3, 4, 2, 0]), 96)).unwrap();
        assert_eq!((dds.layers, dds.cube), (12, true));
    }

    fn refused(bytes: &[u8]) -> String {
        format!("{:#}", Dds::parse(bytes).unwrap_err())
    }

    #[test]
    fn what_is_not_read_is_refused_by_name() {
        assert!(refused(b"DDS ").contains("not a DDS file"));
        assert!(
            refused(&file((4, 4, 1), b"DX10", 0, Some([70, 3, 0, 1, 0]), 8))
                .contains("BC1_TYPELESS")
        );
        assert!(
            refused(&file((4, 4, 1), b"DX10", 0, Some([28, 3, 0, 1, 0]), 64))
                .contains("DXGI_FORMAT 28 is not a BCn format")
        );
        assert!(
            refused(&file((4, 4, 1), b"DX10", 0, Some([98, 4, 0, 1, 0]), 16))
                .contains("resourceDimension 4")
        );
        assert!(refused(&file((4, 4, 1), b"DXT2", 0, None, 16)).contains("FourCC \"DXT2\""));
        assert!(refused(&file((4, 4, 1), b"DX10", 0, None, 0)).contains("ends inside its DX10"));
        assert!(refused(&file((4, 4, 4), b"DXT5", 0, None, 64)).contains("at most 3"));
        assert!(refused(&file((8, 8, 2), b"DXT5", 0, None, 79)).contains("needs 80 bytes"));
        assert!(refused(&file((0, 8, 1), b"DXT5", 0, None, 64)).contains("1..=16384"));
        assert!(
            refused(&file(
                (8, 4, 1),
                b"DXT1",
                DDSCAPS2_CUBEMAP | 0x400,
                None,
                64
            ))
            .contains("six faces")
        );
        assert!(
            refused(&file(
                (8, 4, 1),
                b"DXT1",
                DDSCAPS2_CUBEMAP | DDSCAPS2_ALL_FACES,
                None,
                96
            ))
            .contains("square")
        );
        assert!(refused(&file((8, 8, 1), b"DXT1", DDSCAPS2_VOLUME, None, 32)).contains("volume"));
        assert!(
            refused(&file((4, 4, 1), b"DX10", 0, Some([71, 3, 0, 2049, 0]), 0))
                .contains("2049 layers")
        );
        let mut plain = file((4, 4, 1), b"\0\0\0\0", 0, None, 64);
        plain[80..84].copy_from_slice(&0x41u32.to_le_bytes());
        assert!(refused(&plain).contains("a pixel format without a FourCC"));
    }

    #[test]
    fn truncated_or_corrupted_files_are_errors_not_panics() {
        let good = file((10, 6, 4), b"DX10", 0, Some([98, 3, 0, 3, 0]), 480);
        for len in 0..good.len() {
            assert!(Dds::parse(&good[..len]).is_err(), "{len} bytes");
        }
        for at in 0..HEADER_END + DX10_LEN {
            for v in [0, 1, 4, 0x7f, 0x80, 0xff] {
                let mut b = good.clone();
                b[at] = v;
                if let Ok(dds) = Dds::parse(&b) {
                    assert_eq!(dds.blocks.len(), dds.layer_bytes() * dds.layers as usize);
                    assert!(dds.blocks.len() <= b.len() - HEADER_END);
                    assert!(dds.levels >= 1 && dds.layers >= 1);
                }
            }
        }
    }

    #[test]
    fn tiles_do_not_overlap_and_fit_the_picture() {
        let dds = Dds::parse(&file(
            (9, 5, 4),
            b"DX10",
            0,
            Some([71, 3, 0, 2, 0]),
            2 * 8 * 10,
        ))
        .unwrap();
        let (pw, ph) = picture_size(&dds);
        let mut covered = vec![false; (pw * ph) as usize];
        for layer in 0..dds.layers {
            for level in 0..dds.levels {
                let (x, y) = tile_origin(&dds, layer, level);
                let (w, h) = dds.extent(level);
                for ty in y..y + h {
                    for tx in x..x + w {
                        assert!(tx < pw && ty < ph);
                        assert!(!std::mem::replace(
                            &mut covered[(ty * pw + tx) as usize],
                            true
                        ));
                    }
                }
            }
        }
    }
}
