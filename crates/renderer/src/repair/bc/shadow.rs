//! The compressed blocks of an emulated image, kept beside it in a device buffer of the
//! renderer's (its *shadow*), so that what needs the blocks themselves can be served:
//! readbacks (`vkCmdCopyImageToBuffer{,2}`), copies into an uncompressed image of the
//! block's size (`vkCmdCopyImage{,2}`), and copies between emulated images.
//!
//! Every upload copies its blocks into the shadow on the device, in the command buffer, next
//! to the decoded copy; a copy between emulated images copies their blocks too. So the
//! shadow holds, at each point of the command stream, the blocks the image would hold on a
//! driver with BC. Where blocks lie and which byte runs to copy is bcn-decode's
//! [`bcn_decode::vk::region::shadow`] (its layout, its checks); `record.rs` and `copy.rs`
//! record the copies.

pub use bcn_decode::vk::region::shadow::{
    Blocks, buffer_runs, from_uncompressed, image_runs, size, to_uncompressed,
};
