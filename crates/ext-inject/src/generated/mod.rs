//! Tables generated from vk.xml by `ext-inject-gen`; see each file's header.
//!
//! Handwritten code extends these only through the lookups in [`crate::registry`].

pub mod extensions;
pub mod features;
