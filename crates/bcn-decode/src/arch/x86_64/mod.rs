//! x86_64 decoders: [`sse41::Sse41`] and [`avx2::Avx2`].

pub mod avx2;
mod bc1x8;
mod bc6h;
mod bc7;
pub mod sse41;
mod xmm;
