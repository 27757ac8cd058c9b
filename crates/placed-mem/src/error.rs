//! Error types of the two halves of the crate.

use ash::vk;

use crate::config::Path;

/// An error from the mapping side ([`map_fd`](crate::map_fd), [`Reservation`](crate::Reservation)).
#[derive(Debug, thiserror::Error)]
pub enum MapError {
    /// An address, offset or length is not a multiple of the page size.
    #[error("{what} {value:#x} is not aligned to the page size {page:#x}")]
    Unaligned {
        /// Which argument was unaligned.
        what: &'static str,
        /// Its value.
        value: u64,
        /// The page size it must be a multiple of.
        page: u64,
    },
    /// A mapping of zero bytes was asked for.
    #[error("a mapping of zero bytes was asked for")]
    ZeroSize,
    /// `offset + size` goes past the end of the file descriptor.
    #[error("range {offset:#x}+{size:#x} goes past the end of the fd ({fd_size:#x} bytes)")]
    PastEnd {
        /// Offset into the fd.
        offset: u64,
        /// Size of the asked mapping.
        size: u64,
        /// Size of the fd.
        fd_size: u64,
    },
    /// The asked range overlaps a mapping that already exists.
    #[error("{addr:#x}+{len:#x} overlaps an existing mapping")]
    AlreadyMapped {
        /// Start of the asked range.
        addr: usize,
        /// Its length.
        len: usize,
    },
    /// The asked range is not inside the reservation it was placed in.
    #[error("{addr:#x}+{len:#x} is outside the reservation {base:#x}+{res_len:#x}")]
    OutsideReservation {
        /// Start of the asked range.
        addr: usize,
        /// Its length.
        len: usize,
        /// Start of the reservation.
        base: usize,
        /// Length of the reservation.
        res_len: usize,
    },
    /// No free range of the asked size exists below the limit.
    #[error("no free range of {len:#x} bytes below {limit:#x}")]
    NoFreeRange {
        /// Asked length.
        len: usize,
        /// Upper address limit (exclusive).
        limit: u64,
    },
    /// A system call failed.
    #[error("{call} failed: {source}")]
    Os {
        /// The failing call.
        call: &'static str,
        /// The OS error.
        source: std::io::Error,
    },
}

impl MapError {
    pub(crate) fn last_os(call: &'static str) -> Self {
        MapError::Os {
            call,
            source: std::io::Error::last_os_error(),
        }
    }
}

/// Why one allocation path did not produce shareable memory.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PathFailure {
    /// The path was forced to fail through [`Config::force_fail`](crate::Config::force_fail).
    #[error("forced to fail by config")]
    Forced,
    /// The path does not exist on this platform (e.g. AHardwareBuffer off Android).
    #[error("not available on this platform")]
    NotOnPlatform,
    /// A device extension the path needs is not enabled.
    #[error("device extension {0} is not enabled")]
    MissingExtension(&'static str),
    /// The driver reports the handle type as not exportable/importable for this use.
    #[error("driver does not support {0:?} for this use")]
    Unsupported(vk::ExternalMemoryHandleTypeFlags),
    /// The resource needs a dedicated allocation, which this path cannot provide.
    #[error("the resource needs a dedicated allocation, which this path cannot provide")]
    NeedsDedicated,
    /// The exported or allocated fd cannot be mapped by another process.
    #[error("fd is not mappable: {0}")]
    NotMappable(String),
    /// The requested memory type cannot be used with this handle type.
    #[error("memory type {index} is not in the importable set {bits:#b}")]
    MemoryType {
        /// Requested memory type index.
        index: u32,
        /// Memory types the driver accepts for the handle.
        bits: u32,
    },
    /// A kernel allocator (dma-heap, ion, memfd, AHB) failed.
    #[error("{what}: {detail}")]
    Os {
        /// What was being done.
        what: &'static str,
        /// The error text (`std::io::Error` is not `Clone`).
        detail: String,
    },
    /// A Vulkan call failed.
    #[error("{call} returned {result}")]
    Vk {
        /// The failing Vulkan command.
        call: &'static str,
        /// Its result.
        result: vk::Result,
    },
}

impl PathFailure {
    pub(crate) fn os(what: &'static str, err: std::io::Error) -> Self {
        PathFailure::Os {
            what,
            detail: err.to_string(),
        }
    }
    pub(crate) fn vk(call: &'static str) -> impl FnOnce(vk::Result) -> Self {
        move |result| PathFailure::Vk { call, result }
    }
}

/// One failed attempt, as recorded in [`SharedMemory::attempts`](crate::SharedMemory::attempts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    /// The path that was tried.
    pub path: Path,
    /// Why it failed.
    pub failure: PathFailure,
}

/// An error from the driver side ([`Allocator`](crate::Allocator)).
#[derive(Debug, thiserror::Error)]
pub enum AllocError {
    /// The memory type index is not one of the device's memory types.
    #[error("memory type index {0} does not exist on this device")]
    NoSuchMemoryType(u32),
    /// The memory type is not host-visible, so another process could not map it.
    #[error("memory type {0} is not host-visible")]
    NotHostVisible(u32),
    /// The allocation size is zero.
    #[error("allocation size is zero")]
    ZeroSize,
    /// Every configured path failed; each failure is listed in order.
    #[error("every allocation path failed: {}", list(.0))]
    AllPathsFailed(Vec<Attempt>),
    /// Allocating plain (unshared) memory for a swapchain image failed.
    #[error("vkAllocateMemory returned {0}")]
    Vk(vk::Result),
}

fn list(attempts: &[Attempt]) -> String {
    if attempts.is_empty() {
        return "no path configured".into();
    }
    attempts
        .iter()
        .map(|a| format!("{:?}: {}", a.path, a.failure))
        .collect::<Vec<_>>()
        .join("; ")
}
