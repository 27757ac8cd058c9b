//! Compressed formats and decoded pixel layouts.

/// A block-compressed format: what the 8- or 16-byte blocks mean.
///
/// sRGB is not part of the format: `BC1_RGBA_SRGB` and `BC1_RGBA_UNORM` hold the same bits and
/// decode to the same bytes; only the consumer's view format differs (see the `vk` module
/// behind the `ash` feature for the Vulkan mapping).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// BC1 with 1-bit alpha: in 3-colour blocks index 3 is transparent black `(0, 0, 0, 0)`.
    Bc1Rgba,
    /// BC1 without alpha: index 3 of 3-colour blocks is opaque black, every alpha is 255.
    Bc1Rgb,
    /// BC2: BC1 colour (always 4-colour) plus explicit 4-bit alpha.
    Bc2,
    /// BC3: BC1 colour (always 4-colour) plus interpolated 8-bit alpha.
    Bc3,
    /// BC4 unsigned: one interpolated 8-bit channel.
    Bc4Unorm,
    /// BC4 signed: one interpolated channel, SNORM output.
    Bc4Snorm,
    /// BC5 unsigned: two BC4 channels.
    Bc5Unorm,
    /// BC5 signed: two signed BC4 channels, SNORM output.
    Bc5Snorm,
    /// BC6H unsigned half float (UF16).
    Bc6hUfloat,
    /// BC6H signed half float (SF16).
    Bc6hSfloat,
    /// BC7 (RGBA 8-bit, modes 0–7).
    Bc7,
}

impl Format {
    /// Every format, for tests and tools.
    pub const ALL: [Format; 11] = [
        Format::Bc1Rgba,
        Format::Bc1Rgb,
        Format::Bc2,
        Format::Bc3,
        Format::Bc4Unorm,
        Format::Bc4Snorm,
        Format::Bc5Unorm,
        Format::Bc5Snorm,
        Format::Bc6hUfloat,
        Format::Bc6hSfloat,
        Format::Bc7,
    ];

    /// Bytes per 4×4 block: 8 for BC1 and BC4, 16 otherwise.
    pub const fn block_bytes(self) -> usize {
        match self {
            Format::Bc1Rgba | Format::Bc1Rgb | Format::Bc4Unorm | Format::Bc4Snorm => 8,
            _ => 16,
        }
    }

    /// Whether decoded values are signed (SNORM bytes, or SF16).
    pub const fn is_signed(self) -> bool {
        matches!(
            self,
            Format::Bc4Snorm | Format::Bc5Snorm | Format::Bc6hSfloat
        )
    }

    /// The natural output: RGBA8 for BC1/2/3/7, R8 for BC4, RG8 for BC5, RGBA16F for BC6H.
    pub const fn native_output(self) -> Output {
        match self {
            Format::Bc4Unorm | Format::Bc4Snorm => Output::R8,
            Format::Bc5Unorm | Format::Bc5Snorm => Output::Rg8,
            Format::Bc6hUfloat | Format::Bc6hSfloat => Output::Rgba16f,
            _ => Output::Rgba8,
        }
    }

    /// Whether this format can be decoded into `output`.
    pub const fn supports(self, output: Output) -> bool {
        match self {
            Format::Bc1Rgba | Format::Bc1Rgb | Format::Bc2 | Format::Bc3 | Format::Bc7 => {
                matches!(output, Output::Rgba8 | Output::Bgra8)
            }
            Format::Bc4Unorm | Format::Bc4Snorm => matches!(output, Output::R8 | Output::Rgba8),
            Format::Bc5Unorm | Format::Bc5Snorm => matches!(output, Output::Rg8 | Output::Rgba8),
            Format::Bc6hUfloat | Format::Bc6hSfloat => {
                matches!(output, Output::Rgba16f | Output::Rgba32f)
            }
        }
    }

    /// Bytes of compressed data for one `width`×`height` image (edge blocks count whole),
    /// or `None` on overflow.
    pub fn image_bytes(self, width: u32, height: u32) -> Option<usize> {
        let bx = (width as usize).div_ceil(4);
        let by = (height as usize).div_ceil(4);
        bx.checked_mul(by)?.checked_mul(self.block_bytes())
    }
}

/// The decoded pixel layout.
///
/// For signed formats the 8-bit layouts hold SNORM bytes (`-127..=127` as `i8`); for
/// unsigned ones UNORM bytes. The RGBA8 expansion of BC4/BC5 fills missing channels as
/// Vulkan does: green and blue 0, alpha 1 (255, or 127 for SNORM).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Output {
    /// 4 bytes per pixel, R G B A.
    Rgba8,
    /// 4 bytes per pixel, B G R A.
    Bgra8,
    /// 1 byte per pixel (BC4).
    R8,
    /// 2 bytes per pixel (BC5).
    Rg8,
    /// 4 native-endian IEEE half floats per pixel, alpha 1.0 (BC6H).
    Rgba16f,
    /// 4 native-endian `f32` per pixel, alpha 1.0 (BC6H, for tools).
    Rgba32f,
}

impl Output {
    /// Bytes per decoded pixel.
    pub const fn bytes_per_pixel(self) -> usize {
        match self {
            Output::R8 => 1,
            Output::Rg8 => 2,
            Output::Rgba8 | Output::Bgra8 => 4,
            Output::Rgba16f => 8,
            Output::Rgba32f => 16,
        }
    }
}
