// @generated DO NOT EDIT: written by vk-wire-gen from vk.xml 1.3.239 (VK_HEADER_VERSION 239).

//! Tables generated from `vk.xml`: structure descriptors, the command table and the
//! `#[repr(C)]` argument structures of every command carried on the wire.

pub mod args;
pub mod commands;
pub mod providers;
pub mod structs;

pub use commands::{ALIASES, COMMANDS};
pub use providers::{EXTENSIONS, PROVIDERS};
pub use structs::{DEBUG_REPORT_OBJECT_TYPES, EXTENDS, STRUCTS, STYPES};

/// `VK_HEADER_VERSION` of the `vk.xml` the tables were generated from.
pub const VK_XML_VERSION: u32 = 239;
