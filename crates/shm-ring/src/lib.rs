//! `shm-ring` is a single-producer/single-consumer byte ring in shared memory, with bounded
//! spinning then futex waiting, liveness bits, and a Unix-socket handshake that passes the
//! ring's file descriptors.
//!
//! It knows nothing of Vulkan and does not interpret the bytes it carries beyond message
//! framing. It is not a multi-producer queue (wrap one end in a mutex if several threads must
//! share it), not a general IPC framework, and it does not encrypt or authenticate: the peer
//! process is assumed hostile only in that nothing it writes can make this side misbehave
//! (bad counters and headers give [`Error::Corrupt`], never undefined behaviour or a panic).
//!
//! - [`RingFile`] creates the shared file (memfd on Linux, ashmem on Android); [`channel`]
//!   attaches both ends in one process.
//! - [`Writer::reserve`] hands out a contiguous `&mut [u8]` of up to the capacity (the data
//!   area is mapped twice back to back, so wrap-around never splits a reservation);
//!   [`Writer::commit`] publishes it. [`Writer::write_all`] and [`Writer::send`] stream
//!   anything larger.
//! - [`Reader::peek`]/[`Reader::wait`] show readable bytes, [`Reader::consume`] frees them.
//! - [`frame`] is the `{u32 command, u32 flags, u32 size}` framing with 8-byte aligned
//!   payloads.
//! - Waiting spins for [`WaitConfig::spin`], then sleeps on a shared futex in the ring page
//!   ([`wait`] documents the protocol); a waiter re-checks the peer's liveness every
//!   [`WaitConfig::liveness_slice`] through a [`PeerWatch`] (the connection socket's hang-up).
//! - [`feedback`] is a page of slots one process publishes values into and others wait on
//!   (a futex per page, the same liveness watch).
//! - [`handshake`] connects two processes over a Unix socket and passes the rings.
//! - [`pace`] predicts waits that repeat, so a reader can sleep until shortly before its
//!   next message and spin only then.
//! - [`timeline`] records, when asked to, when each end did what (for latency analysis
//!   across the two processes).
//!
//! ```
//! use shm_ring::{channel, WaitConfig};
//! # if cfg!(miri) { return Ok(()); } // Miri has no memfd_create.
//!
//! let (mut tx, mut rx) = channel(1 << 16, WaitConfig::default())?;
//! let buf = tx.reserve(5)?;
//! buf.copy_from_slice(b"hello");
//! tx.commit(5);
//! assert_eq!(rx.wait(5)?, b"hello");
//! rx.consume(5);
//!
//! tx.send(7, 0, &[1, 2, 3])?;
//! let mut msg = Vec::new();
//! let hdr = rx.recv(1 << 20, &mut msg)?;
//! assert_eq!((hdr.command, msg.as_slice()), (7, &[1u8, 2, 3][..]));
//! # Ok::<(), shm_ring::Error>(())
//! ```

#![warn(missing_docs)]

mod error;
pub mod feedback;
pub mod frame;
pub mod handshake;
pub mod layout;
mod liveness;
pub mod pace;
mod ring;
mod shm;
pub mod timeline;
pub mod wait;

pub use error::{Corruption, Error, Result};
pub use frame::{FrameError, FrameHeader};
pub use liveness::PeerWatch;
pub use ring::{Contended, Nudge, Reader, RingFile, Writer, channel};
pub use wait::WaitConfig;
