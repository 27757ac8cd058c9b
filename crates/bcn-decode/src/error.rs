//! The crate's error type.

use crate::{Format, Output};

/// Why an image could not be decoded. Block contents never cause an error: every bit
/// pattern decodes to some pixels.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The compressed buffer is shorter than the image needs.
    #[error("source holds {got} bytes, the image needs {need}")]
    SourceTooShort {
        /// Bytes the image needs.
        need: usize,
        /// Bytes given.
        got: usize,
    },
    /// The destination buffer is shorter than `pitch * (height - 1) + row bytes`.
    #[error("destination holds {got} bytes, the image needs {need}")]
    DestinationTooShort {
        /// Bytes the image needs.
        need: usize,
        /// Bytes given.
        got: usize,
    },
    /// The destination row pitch is smaller than one row of decoded pixels.
    #[error("row pitch {pitch} is smaller than a row of {row} bytes")]
    PitchTooSmall {
        /// Pitch given.
        pitch: usize,
        /// Bytes in one decoded row.
        row: usize,
    },
    /// The format cannot be decoded into that output.
    #[error("{format:?} cannot be decoded to {output:?}")]
    UnsupportedOutput {
        /// Source format.
        format: Format,
        /// Requested output.
        output: Output,
    },
    /// An offset or pitch of a GPU decode is not a multiple of what the shaders need.
    #[error("{what} {value} is not a multiple of {align}")]
    Misaligned {
        /// Which value.
        what: &'static str,
        /// The value given.
        value: usize,
        /// The alignment it needs.
        align: usize,
    },
    /// GPU push constants that contradict themselves or the format (block counts that are not
    /// `ceil(size / 4)`, flags of another format).
    #[error("inconsistent GPU decode parameters: {0}")]
    GpuLayout(&'static str),
    /// A size computation overflowed `usize`.
    #[error("image dimensions overflow")]
    Overflow,
}
