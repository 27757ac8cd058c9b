//! The crate's error type.

use std::io;

/// What was wrong with counters or a header the peer wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Corruption {
    /// The header does not start with [`crate::layout::MAGIC`].
    BadMagic,
    /// The header names a layout version this build does not speak.
    BadVersion,
    /// Capacity, data offset or header size are not what a valid ring can have.
    BadGeometry,
    /// The shared file is smaller than the header says.
    FileTooSmall,
    /// The writer's counter went down.
    HeadMovedBackwards,
    /// The writer's counter claims more bytes than the ring holds.
    HeadPastCapacity,
    /// The reader's counter went down.
    TailMovedBackwards,
    /// The reader's counter claims it consumed bytes never written.
    TailPastHead,
    /// A frame header is malformed (see [`crate::frame::FrameError`]).
    Frame(crate::frame::FrameError),
}

impl std::fmt::Display for Corruption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self {
            Corruption::BadMagic => "bad ring magic",
            Corruption::BadVersion => "unsupported ring layout version",
            Corruption::BadGeometry => "invalid ring geometry",
            Corruption::FileTooSmall => "shared file smaller than the ring",
            Corruption::HeadMovedBackwards => "write counter moved backwards",
            Corruption::HeadPastCapacity => "write counter past ring capacity",
            Corruption::TailMovedBackwards => "read counter moved backwards",
            Corruption::TailPastHead => "read counter past write counter",
            Corruption::Frame(e) => return write!(f, "bad frame: {e}"),
        };
        f.write_str(s)
    }
}

/// Errors of rings, framing and the handshake.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// An operating-system call failed.
    #[error("I/O error: {0}")]
    Io(#[from] io::Error),
    /// The shared ring, or a frame in it, holds values the peer cannot legally have written.
    /// The ring is marked fatal and is unusable afterwards.
    #[error("corrupt ring: {0}")]
    Corrupt(Corruption),
    /// A ring was marked fatal (by the peer or by an earlier error on this side).
    #[error("ring marked fatal")]
    Fatal,
    /// The peer closed its end cleanly; no more data will come (or none will be read).
    #[error("peer closed the ring")]
    PeerClosed,
    /// The peer process is gone (its socket hung up or its pidfd signalled exit).
    #[error("peer process is gone")]
    PeerDead,
    /// A deadline passed.
    #[error("timed out")]
    Timeout,
    /// A request exceeds a limit (`max` bytes).
    #[error("{requested} bytes requested, at most {max} allowed")]
    TooLarge {
        /// What was asked for.
        requested: u64,
        /// The limit.
        max: u64,
    },
    /// A parameter is out of range.
    #[error("invalid argument: {0}")]
    InvalidArgument(&'static str),
    /// That end of the ring (writer or reader) is already attached, or was closed.
    #[error("ring end already attached or closed")]
    RoleTaken,
    /// Handshake: the peer's hello does not start with the handshake magic.
    #[error("handshake: wrong magic {found:#018x}")]
    BadMagic {
        /// The magic that arrived.
        found: u64,
    },
    /// Handshake: the peer speaks another protocol version.
    #[error("handshake: protocol version mismatch (ours {ours}, peer {theirs})")]
    VersionMismatch {
        /// Our version.
        ours: u32,
        /// The peer's version.
        theirs: u32,
    },
    /// Handshake: the message ended early.
    #[error("handshake: truncated message ({got} of {expected} bytes)")]
    Truncated {
        /// Bytes received.
        got: usize,
        /// Bytes expected.
        expected: usize,
    },
    /// Handshake: the peer sent something other than what the protocol allows here.
    #[error("handshake: protocol violation: {0}")]
    Protocol(&'static str),
    /// Handshake: the socket closed before any byte of the expected message.
    #[error("handshake: socket closed by peer")]
    SocketClosed,
}

impl From<nix::errno::Errno> for Error {
    fn from(e: nix::errno::Errno) -> Self {
        Error::Io(io::Error::from(e))
    }
}

/// Result alias for this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;
