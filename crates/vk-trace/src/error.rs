//! The reader's errors.

/// Why a trace could not be read further. After any error, [`crate::Reader`] yields nothing
/// more.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The underlying reader failed (other than by ending early).
    #[error("reading the trace: {0}")]
    Io(#[from] std::io::Error),
    /// The file does not start with [`crate::format::FILE_MAGIC`]: not a vkrelay trace.
    #[error("not a vkrelay trace (bad file magic)")]
    NotATrace,
    /// The file's format version is one this reader does not know.
    #[error("trace format version {found} is not supported (this reader reads {supported})")]
    UnsupportedVersion {
        /// The version in the file header.
        found: u32,
        /// The version this reader reads.
        supported: u32,
    },
    /// The file ends inside its header or inside a chunk: every record of the whole chunks
    /// before the cut has been yielded.
    #[error("trace truncated after {after_records} records")]
    Truncated {
        /// How many records were yielded before the cut.
        after_records: u64,
    },
    /// A chunk's bytes are not what its header says (checksum, lengths, record count, or a
    /// record that does not decode). Records of earlier chunks have been yielded; none of
    /// this chunk's.
    #[error("trace corrupt after {after_records} records: {reason}")]
    Corrupt {
        /// How many records were yielded before the bad chunk.
        after_records: u64,
        /// What was wrong.
        reason: &'static str,
    },
    /// A chunk header asks for more memory than the reader's [`crate::Limits`] allow.
    #[error("trace chunk {what} of {len} bytes exceeds the limit of {limit}")]
    LimitExceeded {
        /// Which length ("compressed length" or "uncompressed length").
        what: &'static str,
        /// The length in the chunk header.
        len: u64,
        /// The limit in effect.
        limit: u64,
    },
}
