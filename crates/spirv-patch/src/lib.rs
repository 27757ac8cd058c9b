//! `spirv-patch` rewrites SPIR-V modules so that a driver lacking a feature (clip distances,
//! scaled vertex formats) accepts them; each pass runs alone over the module's words.
//!
//! It is not a general SPIR-V optimiser or a compiler, and takes plain data, never Vulkan handles.

#![warn(missing_docs)]
