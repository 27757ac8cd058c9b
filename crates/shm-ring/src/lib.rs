//! `shm-ring` is a single-producer/single-consumer byte ring in shared memory, with bounded
//! spinning then futex waiting, liveness bits, and a Unix-socket handshake that passes the
//! ring's file descriptors.
//!
//! It knows nothing of Vulkan and does not interpret the bytes it carries beyond message framing.

#![warn(missing_docs)]
