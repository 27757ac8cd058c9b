//! Per-ISA decoders in the `memchr` pattern: a portable [`scalar`] decoder, then
//! `x86_64::{sse41, avx2}` and `aarch64::neon`. Each ISA type has `is_available()`, a safe
//! `new() -> Option<Self>` (which checks the CPU) and `unsafe fn new_unchecked()`; holding a
//! value proves the CPU supports it. [`Decoder`](crate::Decoder) picks the best one once per
//! process and caches the choice.
//!
//! The SIMD types accelerate BC1–BC5 (colour palettes of eight blocks at once on x86_64,
//! palette lookups with byte shuffles); for BC6H and BC7 they run the scalar kernels
//! (monomorphized per mode) with vector palettes (BC6H `Rgba16f` and BC7 `Rgba8`/`Bgra8`;
//! BC6H `Rgba32f` stays scalar).
//!
//! Row contract shared by every ISA type: `src` holds `n` whole blocks of the format; `dst`
//! starts at the first pixel of the block row and holds at least `3 * pitch + n * 4 * bpp`
//! bytes; `pitch >= n * 4 * bpp`; the format supports the output. The image layer checks all of
//! it before calling, and the kernels re-check lengths with safe slicing or assertions.

pub mod scalar;

#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
mod simd;

#[cfg(target_arch = "x86_64")]
pub mod x86_64;

#[cfg(target_arch = "aarch64")]
pub mod aarch64;

use crate::{Format, Output};
use std::sync::atomic::{AtomicU8, Ordering};

/// An instruction set a [`Decoder`](crate::Decoder) can use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Isa {
    /// Portable Rust.
    Scalar,
    /// x86_64 SSE4.1 (with SSSE3 byte shuffles).
    Sse41,
    /// x86_64 AVX2.
    Avx2,
    /// aarch64 NEON.
    Neon,
}

impl Isa {
    /// Every ISA, best last.
    pub const ALL: [Isa; 4] = [Isa::Scalar, Isa::Sse41, Isa::Avx2, Isa::Neon];

    /// Whether this CPU can run this ISA's decoder.
    pub fn is_available(self) -> bool {
        Kernel::new(self).is_some()
    }
}

/// A typed ISA token; holding one proves the CPU supports it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kernel {
    Scalar(scalar::Scalar),
    #[cfg(target_arch = "x86_64")]
    Sse41(x86_64::sse41::Sse41),
    #[cfg(target_arch = "x86_64")]
    Avx2(x86_64::avx2::Avx2),
    #[cfg(target_arch = "aarch64")]
    Neon(aarch64::neon::Neon),
}

impl Kernel {
    pub(crate) fn new(isa: Isa) -> Option<Kernel> {
        match isa {
            Isa::Scalar => scalar::Scalar::new().map(Kernel::Scalar),
            #[cfg(target_arch = "x86_64")]
            Isa::Sse41 => x86_64::sse41::Sse41::new().map(Kernel::Sse41),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => x86_64::avx2::Avx2::new().map(Kernel::Avx2),
            #[cfg(target_arch = "aarch64")]
            Isa::Neon => aarch64::neon::Neon::new().map(Kernel::Neon),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    pub(crate) fn isa(self) -> Isa {
        match self {
            Kernel::Scalar(_) => Isa::Scalar,
            #[cfg(target_arch = "x86_64")]
            Kernel::Sse41(_) => Isa::Sse41,
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2(_) => Isa::Avx2,
            #[cfg(target_arch = "aarch64")]
            Kernel::Neon(_) => Isa::Neon,
        }
    }

    /// The best kernel for this CPU, detected on first use and cached.
    pub(crate) fn best() -> Kernel {
        // 0 = not yet detected; otherwise 1 + index into `Isa::ALL`.
        static BEST: AtomicU8 = AtomicU8::new(0);
        let cached = BEST.load(Ordering::Relaxed);
        if cached != 0 {
            if let Some(k) = Kernel::new(Isa::ALL[(cached - 1) as usize]) {
                return k;
            }
        }
        let (i, k) = Isa::ALL
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, &isa)| Kernel::new(isa).map(|k| (i, k)))
            .unwrap_or((0, Kernel::Scalar(scalar::Scalar::default())));
        // Relaxed: the value is a pure function of the CPU; racing detections agree.
        BEST.store(i as u8 + 1, Ordering::Relaxed);
        k
    }

    /// Decodes one row of whole blocks; see the module docs for the contract.
    #[inline]
    pub(crate) fn row(
        self,
        format: Format,
        output: Output,
        src: &[u8],
        dst: &mut [u8],
        pitch: usize,
    ) {
        match self {
            Kernel::Scalar(s) => s.row(format, output, src, dst, pitch),
            #[cfg(target_arch = "x86_64")]
            Kernel::Sse41(s) => s.row(format, output, src, dst, pitch),
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx2(s) => s.row(format, output, src, dst, pitch),
            #[cfg(target_arch = "aarch64")]
            Kernel::Neon(s) => s.row(format, output, src, dst, pitch),
        }
    }
}
