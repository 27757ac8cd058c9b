//! `placed-mem` allocates host-visible Vulkan memory that another process can map, and maps
//! it, optionally at a chosen ("placed") address such as one below 4 GiB for 32-bit guests.
//!
//! The driver side is [`Allocator`]: given a device and a [`Request`] (what a
//! `VkMemoryAllocateInfo` asks for), it tries, in a configurable order, to export the memory as
//! an opaque fd, as a dma-buf, to import a dma-buf from dma-heap or ion, to import an
//! AHardwareBuffer (Android), or to import a mapped memfd with `VK_EXT_external_memory_host`.
//! Every failed attempt is logged and recorded; the result says which [`Path`] was used, and
//! which fd range ([`SharedMemory::fd`], [`SharedMemory::fd_offset`], [`SharedMemory::size`])
//! the other process maps. Each fd is checked to really alias the Vulkan memory before it is
//! handed out.
//!
//! The mapping side is [`map_fd`], [`map_fd_at`] and [`Reservation`]: map a received fd
//! anywhere, at an exact free address, or with `MAP_FIXED` inside a range the caller reserved
//! (and give it back to the reservation on unmap). Nothing here ever replaces a mapping it
//! does not own.
//!
//! It is not a general allocator (one exportable allocation per request, no sub-allocation)
//! and it does not move fds between processes (`shm-ring` does that over `SCM_RIGHTS`).
//!
//! ```
//! use std::os::fd::AsFd;
//! use placed_mem::{Reservation, page_size};
//!
//! // Any mappable fd will do; the renderer would send one from `Allocator::allocate`.
//! let file = std::fs::File::from(placed_mem::memfd(2 * page_size())?);
//!
//! // A 32-bit guest needs its view of the memory below 4 GiB.
//! let res = Reservation::below_4g(16 * page_size())?;
//! assert!(res.base() as u64 + res.len() as u64 <= 1 << 32);
//! let at = res.base() + 4 * page_size();
//! let map = res.place(at, file.as_fd(), 0, 2 * page_size())?;
//! assert_eq!(map.addr(), at);
//! // Placing over it again is refused instead of clobbering it.
//! assert!(res.place(at, file.as_fd(), 0, page_size()).is_err());
//! drop(map); // the range is reserved again, not left free for anyone to take
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod ahb;
mod alloc;
mod caps;
mod config;
mod error;
mod heap;
mod low;
mod map;
mod paths;
mod reserve;

pub use ahb::pick_mappable_fd;
pub use alloc::{Allocator, Dedicated, EXTENSIONS, Request, SharedMemory};
pub use caps::ImageDesc;
pub use config::{Config, DedicatedPolicy, Path, UnknownPath};
pub use error::{AllocError, Attempt, MapError, PathFailure};
pub use heap::{IonAbi, dma_heap_alloc, ion_alloc};
pub use low::{free_candidates, parse_maps};
pub use map::{Mapping, fd_size, map_fd, map_fd_at, map_fd_replacing, page_size};
pub use paths::memfd;
pub use reserve::Reservation;
