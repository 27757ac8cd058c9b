//! The shared header: the bytes both processes agree on.
//!
//! The shared file is `[header: data_offset bytes][data: capacity bytes]`. `data_offset` is
//! the creator's page size (at least [`HEADER_SIZE`]), so the data area can be mapped a second
//! time right after itself (the double mapping, see the crate docs). All multi-byte fields are little-endian
//! (every supported target is).
//!
//! | offset | field | written by |
//! |---|---|---|
//! | 0 | `magic: u64` = `b"VKRLRING"` | creator, once |
//! | 8 | `version: u32` = [`VERSION`] | creator, once |
//! | 12 | `header_size: u32` = [`HEADER_SIZE`] | creator, once |
//! | 16 | `capacity: u64` (power of two, multiple of `data_offset`) | creator, once |
//! | 24 | `data_offset: u64` | creator, once |
//! | 128 | `head: u64` bytes ever committed, free-running | writer |
//! | 256 | `tail: u64` bytes ever consumed, free-running | reader |
//! | 384 | `status: u32` bits `STATUS_*` | both (RMW) |
//! | 388 | `data_futex: u32` sequence the reader sleeps on | writer bumps |
//! | 392 | `space_futex: u32` sequence the writer sleeps on | reader bumps |
//! | 396 | `writer_pid: u32`, 400 `reader_pid: u32` (informational) | each end |

use std::mem::{align_of, offset_of, size_of};
use std::sync::atomic::{AtomicU32, AtomicU64};

/// Magic at offset 0 of every ring file (`b"VKRLRING"` little-endian).
pub const MAGIC: u64 = u64::from_le_bytes(*b"VKRLRING");
/// Layout version; a different value is refused at attach.
pub const VERSION: u32 = 1;
/// Bytes of the header proper (the rest of the first page is unused).
pub const HEADER_SIZE: usize = 512;
/// Cache-line padding unit (128 bytes: two 64-byte lines, so adjacent-line prefetch on
/// x86 and 128-byte lines on some ARM cores never couple head and tail).
pub const LINE: usize = 128;

/// The writer is attached.
pub const STATUS_WRITER_ALIVE: u32 = 1 << 0;
/// The reader is attached.
pub const STATUS_READER_ALIVE: u32 = 1 << 1;
/// The writer closed its end (sticky).
pub const STATUS_WRITER_CLOSED: u32 = 1 << 2;
/// The reader closed its end (sticky).
pub const STATUS_READER_CLOSED: u32 = 1 << 3;
/// One side saw corruption; the ring is dead for both (sticky).
pub const STATUS_FATAL: u32 = 1 << 4;
/// The reader is (about to be) asleep on `data_futex`.
pub const STATUS_READER_WAITING: u32 = 1 << 5;
/// The writer is (about to be) asleep on `space_futex`.
pub const STATUS_WRITER_WAITING: u32 = 1 << 6;
/// The reader's waits skip their spin because a recent spin lost its core (the reader's
/// machine has no idle core, see [`crate::wait::SPIN_PAUSE`]): every wake-up of the reader
/// then waits for a CPU, so a writer sends what can wait with its next message that must go.
/// Set and cleared by the reader; a hint only (an older peer never sets it).
pub const STATUS_READER_CONTENDED: u32 = 1 << 7;

/// The header at offset 0 of the shared file.
///
/// Every field is an atomic: the other process may write any of them at any time, so no
/// field is ever read through a plain reference. Fields of line 0 are read once at attach
/// and copied; later changes by a hostile peer are ignored.
#[repr(C, align(128))]
#[derive(Debug)]
pub struct Header {
    /// [`MAGIC`].
    pub magic: AtomicU64,
    /// [`VERSION`].
    pub version: AtomicU32,
    /// [`HEADER_SIZE`].
    pub header_size: AtomicU32,
    /// Data bytes; a power of two and a multiple of `data_offset`.
    pub capacity: AtomicU64,
    /// Offset of the data area in the file; the creator's page size.
    pub data_offset: AtomicU64,
    _pad0: [u8; LINE - 32],
    /// Bytes ever committed by the writer. Free-running (wraps at 2^64, never in practice).
    /// Writer: own index, stores with SeqCst (a release that also orders its load of
    /// `status` after it, see `wait::notify`) to publish the bytes before it.
    /// Reader: peer index, loads with Acquire, then validates it.
    pub head: AtomicU64,
    _pad1: [u8; LINE - 8],
    /// Bytes ever consumed by the reader. Free-running. Reader stores SeqCst (a release: the bytes
    /// before it may be overwritten); writer loads Acquire and validates it.
    pub tail: AtomicU64,
    _pad2: [u8; LINE - 8],
    /// `STATUS_*` bits. Changed only with read-modify-write operations.
    pub status: AtomicU32,
    /// Futex word the reader sleeps on; the writer increments it before waking the reader.
    pub data_futex: AtomicU32,
    /// Futex word the writer sleeps on; the reader increments it before waking the writer.
    pub space_futex: AtomicU32,
    /// Process id of the writer (informational, for diagnostics only).
    pub writer_pid: AtomicU32,
    /// Process id of the reader (informational, for diagnostics only).
    pub reader_pid: AtomicU32,
    _pad3: [u8; LINE - 20],
}

const _: () = {
    assert!(size_of::<Header>() == HEADER_SIZE);
    assert!(align_of::<Header>() == LINE);
    assert!(offset_of!(Header, magic) == 0);
    assert!(offset_of!(Header, version) == 8);
    assert!(offset_of!(Header, header_size) == 12);
    assert!(offset_of!(Header, capacity) == 16);
    assert!(offset_of!(Header, data_offset) == 24);
    assert!(offset_of!(Header, head) == LINE);
    assert!(offset_of!(Header, tail) == 2 * LINE);
    assert!(offset_of!(Header, status) == 3 * LINE);
    assert!(offset_of!(Header, data_futex) == 3 * LINE + 4);
    assert!(offset_of!(Header, space_futex) == 3 * LINE + 8);
    assert!(offset_of!(Header, writer_pid) == 3 * LINE + 12);
    assert!(offset_of!(Header, reader_pid) == 3 * LINE + 16);
    // Futex words must be naturally aligned 32-bit words.
    assert!(offset_of!(Header, data_futex) % 4 == 0);
    assert!(offset_of!(Header, space_futex) % 4 == 0);
};

/// Geometry read from line 0, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Geometry {
    pub capacity: usize,
    pub data_offset: usize,
}

/// Smallest capacity accepted.
pub const MIN_CAPACITY: usize = 4096;
/// Largest capacity accepted (1 TiB; the mapping reserves twice this in address space).
pub const MAX_CAPACITY: usize = 1 << 40;
/// Largest data offset accepted (the largest page size of supported targets).
pub const MAX_DATA_OFFSET: usize = 1 << 16;

impl Geometry {
    /// Checks line-0 values read from the file.
    pub(crate) fn parse(line0: &[u8; 32], page: usize) -> Result<Geometry, crate::Corruption> {
        use crate::Corruption;
        let u64_at = |o: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&line0[o..o + 8]);
            u64::from_le_bytes(b)
        };
        let u32_at = |o: usize| {
            let mut b = [0u8; 4];
            b.copy_from_slice(&line0[o..o + 4]);
            u32::from_le_bytes(b)
        };
        if u64_at(0) != MAGIC {
            return Err(Corruption::BadMagic);
        }
        if u32_at(8) != VERSION {
            return Err(Corruption::BadVersion);
        }
        if u32_at(12) as usize != HEADER_SIZE {
            return Err(Corruption::BadGeometry);
        }
        let capacity = u64_at(16);
        let data_offset = u64_at(24);
        Geometry::check(capacity, data_offset, page).ok_or(Corruption::BadGeometry)
    }

    /// `Some` when the pair describes a ring this process can map.
    pub(crate) fn check(capacity: u64, data_offset: u64, page: usize) -> Option<Geometry> {
        let capacity = usize::try_from(capacity).ok()?;
        let data_offset = usize::try_from(data_offset).ok()?;
        let ok = capacity.is_power_of_two()
            && (MIN_CAPACITY..=MAX_CAPACITY).contains(&capacity)
            && (HEADER_SIZE..=MAX_DATA_OFFSET).contains(&data_offset)
            && data_offset % page == 0
            && capacity % data_offset == 0;
        ok.then_some(Geometry {
            capacity,
            data_offset,
        })
    }
}
