//! The layout's constants and fixed headers (`docs/trace-format.md`). All integers are
//! little-endian.

/// The first 8 bytes of every trace.
pub const FILE_MAGIC: [u8; 8] = *b"VKRTRACE";
/// The format version this crate writes and reads. A change that an older reader would
/// misread increments it; new record kinds do not (readers skip kinds they do not know).
pub const FORMAT_VERSION: u32 = 1;
/// Bytes of the file header: magic, `u32` version, `u32` flags (0; a reader refuses others).
pub const FILE_HEADER_LEN: usize = 16;

/// The first 4 bytes of every chunk header.
pub const CHUNK_MAGIC: [u8; 4] = *b"VKTC";
/// Bytes of a chunk header.
pub const CHUNK_HEADER_LEN: usize = 20;
/// Bytes of a record header: `u8` kind, `u32` body length.
pub const RECORD_HEADER_LEN: usize = 5;

/// The fixed header before each chunk's zstd frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkHeader {
    /// Bytes of the zstd frame that follows the header.
    pub compressed_len: u32,
    /// Records in the chunk.
    pub record_count: u32,
    /// Bytes of the records once decompressed.
    pub uncompressed_len: u32,
    /// CRC-32 (IEEE, as `crc32fast` computes it) of the zstd frame's bytes.
    pub checksum: u32,
}

impl ChunkHeader {
    /// The header's bytes: magic, compressed length, record count, uncompressed length,
    /// checksum.
    pub fn to_bytes(&self) -> [u8; CHUNK_HEADER_LEN] {
        let mut b = [0u8; CHUNK_HEADER_LEN];
        b[0..4].copy_from_slice(&CHUNK_MAGIC);
        b[4..8].copy_from_slice(&self.compressed_len.to_le_bytes());
        b[8..12].copy_from_slice(&self.record_count.to_le_bytes());
        b[12..16].copy_from_slice(&self.uncompressed_len.to_le_bytes());
        b[16..20].copy_from_slice(&self.checksum.to_le_bytes());
        b
    }

    /// Parses a header; `None` if the magic is wrong.
    pub fn from_bytes(b: &[u8; CHUNK_HEADER_LEN]) -> Option<Self> {
        if b[0..4] != CHUNK_MAGIC {
            return None;
        }
        let u = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        Some(Self {
            compressed_len: u(4),
            record_count: u(8),
            uncompressed_len: u(12),
            checksum: u(16),
        })
    }
}

/// The file header's bytes.
pub fn file_header() -> [u8; FILE_HEADER_LEN] {
    let mut b = [0u8; FILE_HEADER_LEN];
    b[0..8].copy_from_slice(&FILE_MAGIC);
    b[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
    b
}
