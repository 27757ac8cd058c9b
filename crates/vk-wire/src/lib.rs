//! `vk-wire` is the byte format in which vkrelay carries Vulkan commands between processes:
//! command ids, message framing, and (generated from `vk.xml`) size functions, encoders and
//! decoders for Vulkan commands and structures.
//!
//! It is not a transport (see `shm-ring`) and does no I/O; it never calls a Vulkan driver.

#![warn(missing_docs)]
