//! `bcn-decode` decodes BC1–BC7 (including BC6H signed and unsigned) block-compressed textures
//! on the CPU.
//!
//! It is not an encoder, and its core API has no Vulkan types.

#![warn(missing_docs)]
