//! `--mode`: the default scene, or a small picture that exercises one optional Vulkan
//! feature a translation layer may have to emulate (clip distances, cull distances,
//! `*SCALED` vertex formats, BCn textures), or a BCn texture read from a DDS file. Each
//! feature mode is plain data (constants and pure functions, which the tests model
//! independently) handed to the shared renderer in [`draw`].

pub mod bc;
pub mod bc_data;
pub mod clip;
pub mod cull;
pub mod dds;
pub mod dds_draw;
pub mod draw;
pub mod scaled;

use anyhow::{Result, bail};

use crate::frame::{self, Rendered};
use crate::gpu::{Feature, Gpu};

/// What to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// The textured quads, uniform colour per frame and compute post-pass.
    Scene,
    /// Two user clip planes (`gl_ClipDistance[2]`) cut triangles diagonally.
    Clip,
    /// Cull distances (`gl_CullDistance[2]`) discard some triangles whole, keep others whole.
    Cull,
    /// Positions and colours from `*_USCALED` / `*_SSCALED` vertex formats.
    Scaled,
    /// Every BC1..BC7 format, mip levels and array layers, fetched texel for texel.
    Bc,
    /// A DDS file's BCn texture (`--dds`), every level and layer fetched texel for texel.
    Dds,
}

impl Mode {
    /// The optional device features this mode enables at device creation (and requires).
    pub fn features(self) -> &'static [Feature] {
        match self {
            Mode::Scene | Mode::Scaled => &[],
            Mode::Clip => &[Feature::ShaderClipDistance],
            Mode::Cull => &[Feature::ShaderCullDistance],
            Mode::Bc | Mode::Dds => &[Feature::TextureCompressionBc],
        }
    }

    /// Renders `frames` frames of this mode at `size` and returns the last one; `dds` is the
    /// texture `Dds` shows.
    pub fn render(
        self,
        gpu: &mut Gpu,
        size: (u32, u32),
        frames: u32,
        dds: Option<&dds::Dds>,
    ) -> Result<Rendered> {
        match self {
            Mode::Scene => frame::render(gpu, size.0, size.1, frames),
            Mode::Clip => clip::render(gpu, size, frames),
            Mode::Cull => cull::render(gpu, size, frames),
            Mode::Scaled => scaled::render(gpu, size, frames),
            Mode::Bc => bc::render(gpu, size, frames),
            Mode::Dds => match dds {
                Some(dds) => dds_draw::render(gpu, dds, size, frames),
                None => bail!("--mode dds needs --dds FILE"),
            },
        }
    }
}
