//! aarch64 decoders: [`neon::Neon`].

pub mod neon;
mod palette;
