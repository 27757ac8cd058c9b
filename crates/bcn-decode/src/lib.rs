//! `bcn-decode` decodes BC1–BC7 block-compressed textures (BC1 with 1-bit alpha, BC2, BC3,
//! BC4/BC5 unsigned and signed, BC6H UF16 and SF16, BC7) on the CPU, for a renderer whose
//! GPU driver lacks them and for tools. It decodes whole images (edges, row pitch, mip chains,
//! array layers, many threads) with SSE4.1/AVX2/NEON kernels chosen at run time. The [`gpu`]
//! module carries SPIR-V compute shaders that decode the same formats on a GPU, storage
//! buffer to storage buffer, to the same bytes; it makes no Vulkan calls itself.
//!
//! It is not an encoder and not a container parser (the `bcn-decode` CLI reads DDS through
//! `ddsfile`); its core API has no Vulkan types (the `vk` module, behind the `ash` feature,
//! maps `vk::Format`s, and its `vk::region` module checks and splits the copy regions of BCn
//! images emulated as uncompressed ones).
//!
//! Exactness: BC6H and BC7 are bit-exact with the D3D11 reference decoders. BC1–BC5 follow one
//! rounding rule, float-then-round as DirectXTex (see the crate README for the rule and the
//! ≤ 1 LSB differences from bcdec and texpresso). Every block bit pattern decodes to some
//! pixels; only buffer sizes produce errors.
//!
//! ```
//! use bcn_decode::{Decoder, Format, Output};
//!
//! // One 4x4 BC1 block: colour 0 = pure red (0xf800), every index 0.
//! let block = [0x00, 0xf8, 0x00, 0x00, 0, 0, 0, 0];
//! let mut rgba = [0u8; 4 * 4 * 4];
//! Decoder::new().decode_image(Format::Bc1Rgba, Output::Rgba8, &block, 4, 4, &mut rgba, 16)?;
//! assert_eq!(&rgba[..4], &[255, 0, 0, 255]);
//! # Ok::<(), bcn_decode::Error>(())
//! ```

#![warn(missing_docs)]

pub mod arch;
mod error;
mod format;
pub mod gpu;
mod image;
#[cfg(feature = "rayon")]
mod parallel;
#[cfg(feature = "ash")]
pub mod vk;

pub use arch::Isa;
pub use error::Error;
pub use format::{Format, Output};
pub use image::{Subresource, Texture};
#[cfg(feature = "rayon")]
pub use parallel::Job;

/// Decodes images with one instruction set. Cheap to copy.
///
/// [`Decoder::new`] uses the best ISA of this CPU (detected once per process, then cached);
/// [`Decoder::with_isa`] picks one explicitly (for tests and benchmarks).
#[derive(Debug, Clone, Copy)]
pub struct Decoder {
    kernel: arch::Kernel,
}

impl Default for Decoder {
    fn default() -> Self {
        Self::new()
    }
}

impl Decoder {
    /// The decoder using the best ISA of this CPU.
    pub fn new() -> Self {
        Decoder {
            kernel: arch::Kernel::best(),
        }
    }

    /// A decoder using `isa`, or `None` if this CPU (or target) lacks it.
    pub fn with_isa(isa: Isa) -> Option<Self> {
        arch::Kernel::new(isa).map(|kernel| Decoder { kernel })
    }

    /// The ISA this decoder uses.
    pub fn isa(&self) -> Isa {
        self.kernel.isa()
    }

    /// Decodes one block into a tight 4×4 tile: the first `16 * output.bytes_per_pixel()`
    /// bytes of `dst`.
    ///
    /// # Errors
    /// As [`Decoder::decode_image`] with a 4×4 image.
    pub fn decode_block(
        &self,
        format: Format,
        output: Output,
        block: &[u8],
        dst: &mut [u8],
    ) -> Result<(), Error> {
        self.decode_image(
            format,
            output,
            block,
            4,
            4,
            dst,
            4 * output.bytes_per_pixel(),
        )
    }
}

/// [`Decoder::decode_image`] with the best ISA of this CPU.
///
/// # Errors
/// See [`Decoder::decode_image`].
#[allow(clippy::too_many_arguments)]
pub fn decode_image(
    format: Format,
    output: Output,
    src: &[u8],
    width: u32,
    height: u32,
    dst: &mut [u8],
    pitch: usize,
) -> Result<(), Error> {
    Decoder::new().decode_image(format, output, src, width, height, dst, pitch)
}
