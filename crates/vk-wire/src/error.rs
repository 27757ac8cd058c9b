//! Error types of the encoder and the decoder.

use thiserror::Error;

/// Why a value could not be encoded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EncodeError {
    /// The destination buffer is too small (`need` is a lower bound when encoding stopped early).
    #[error("buffer too small: need at least {need} bytes, have {have}")]
    BufferTooSmall {
        /// Bytes needed so far.
        need: usize,
        /// Bytes available.
        have: usize,
    },
    /// The structure or command is handled by hand or not supported by the generated code.
    #[error("{name} is not carried by the generated wire code: {reason}")]
    NotCarried {
        /// Structure or command name.
        name: &'static str,
        /// Why.
        reason: &'static str,
    },
    /// The id mapping does not know a handle.
    #[error("unknown handle {raw:#x} of object type {ty}")]
    UnknownHandle {
        /// `VkObjectType`.
        ty: i32,
        /// The raw handle.
        raw: u64,
    },
    /// A length does not fit the wire (more than `u32::MAX` bytes in one message).
    #[error("value too large for one message")]
    TooLarge,
}

/// What went wrong while decoding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// The input ended early.
    Truncated,
    /// Bad header (padding word, flags or alignment).
    BadHeader,
    /// The payload does not have the size the header announces, or bytes are left over.
    BadSize,
    /// Unknown command id.
    UnknownCommand,
    /// The command or structure is not carried by the generated code.
    NotCarried,
    /// An `sType` the decoder does not know, or the wrong `sType` for a structure.
    BadSType,
    /// A `pNext` member whose structure the registry does not allow in that parent structure
    /// (`structextends`).
    NotExtending,
    /// A union's selector names no member of the union.
    BadSelector,
    /// A pointer's element count disagrees with its length member.
    LengthMismatch,
    /// A required pointer is null.
    NullPointer,
    /// Two members of which only one may be set are both set (`pGeometries` and
    /// `ppGeometries`).
    Exclusive,
    /// A string is not NUL-terminated UTF-8, or has an interior NUL.
    BadString,
    /// An id the handle table rejects (unknown, or of the wrong type).
    BadHandle,
    /// The arena's limit would be exceeded.
    TooLarge,
    /// A reply brings back more elements than the application asked for, or an output chain
    /// member that the application did not send.
    BadReply,
}

/// A decoding error: its kind and the structure or member where it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("wire decode error: {kind:?} at {at}")]
pub struct DecodeError {
    kind: DecodeErrorKind,
    at: &'static str,
}

impl DecodeError {
    /// A new error.
    pub const fn new(kind: DecodeErrorKind, at: &'static str) -> DecodeError {
        DecodeError { kind, at }
    }
    /// Its kind.
    pub fn kind(&self) -> DecodeErrorKind {
        self.kind
    }
    /// The structure or member name where it happened.
    pub fn at(&self) -> &'static str {
        self.at
    }
}
