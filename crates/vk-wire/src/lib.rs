//! `vk-wire` is the byte format in which vkrelay carries Vulkan commands between processes:
//! command ids, message framing, and size functions, encoders and decoders for Vulkan commands
//! and structures, driven by tables generated from `vk.xml` (see `vk-wire-gen`).
//!
//! The encoder reads the application's raw ash structures (following pointers, arrays,
//! strings and `pNext` chains) and writes into a caller-provided `&mut [u8]`, so the ICD can
//! encode straight into a ring. The decoder rebuilds real ash structures inside an [`Arena`],
//! translating handle ids through a caller-supplied [`HandleTable`]. Replies carry results and
//! output parameters back, including output `pNext` chains and two-call enumerations.
//!
//! It is not a transport (see `shm-ring`), does no I/O and never calls a Vulkan driver.
//! The wire format is described in the crate's README.
//!
//! ```
//! use ash::vk;
//! use vk_wire::{Arena, args, encode_request, decode_request, IdentityIds};
//!
//! let draw = args::CmdDraw {
//!     command_buffer: vk::CommandBuffer::null(),
//!     vertex_count: 3,
//!     instance_count: 1,
//!     first_vertex: 0,
//!     first_instance: 0,
//! };
//! let mut buf = [0u8; 64];
//! // SAFETY: `draw` holds no pointers.
//! let n = unsafe { encode_request(&draw, &mut IdentityIds, &mut buf) }.unwrap();
//! let arena = Arena::new();
//! let req = decode_request(&buf[..n], &mut IdentityIds, &arena).unwrap();
//! assert_eq!(req.args::<args::CmdDraw>().unwrap().vertex_count, 3);
//! ```

#![warn(missing_docs)]

mod arena;
pub mod capture;
mod decode;
pub mod desc;
mod dump;
mod encode;
mod error;
mod exclusive;
mod fast;
#[allow(missing_docs)]
pub mod generated;
mod ignored;
mod outputs;
pub mod present;
pub mod relay;
mod reply;
mod sink;
mod template;

pub use arena::Arena;
/// The ash version whose structures the encoder reads and the decoder builds.
pub use ash;
pub use decode::{
    NewHandle, Request, decode_request, decode_request_generic, decode_struct, next_message,
};
pub use dump::dump;
pub use encode::{
    append_request, append_request_id, append_request_raw, encode_request, encode_request_any,
    encode_request_planned, encode_request_raw, encode_struct, extends, request_size,
    request_size_raw, request_size_with, struct_size,
};
pub use error::{DecodeError, DecodeErrorKind, EncodeError};
pub use generated::args;
pub use generated::commands::id;
pub use reply::{decode_reply, decode_reply_raw, encode_reply, reply_size};

use ash::vk;
use desc::{CommandDesc, StructDesc};
pub use generated::VK_XML_VERSION;

/// Size of the message header: `u32 command`, `u32 flags`, `u32 size`, then 4 zero bytes
/// so the payload starts 8-byte aligned.
pub const HEADER_SIZE: usize = 16;

/// Header flag: this message is the reply to the command named in the header.
pub const FLAG_REPLY: u32 = 1;

/// A message header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// Command id (see [`id`]).
    pub command: u32,
    /// [`FLAG_REPLY`] and future flags.
    pub flags: u32,
    /// Payload size in bytes (a multiple of 8).
    pub size: u32,
}

impl Header {
    /// Reads a header; checks the padding word and the payload alignment.
    pub fn read(src: &[u8]) -> Result<Header, DecodeError> {
        let b = src
            .get(..HEADER_SIZE)
            .ok_or(DecodeError::new(DecodeErrorKind::Truncated, "header"))?;
        let w = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        let h = Header {
            command: w(0),
            flags: w(4),
            size: w(8),
        };
        if w(12) != 0 || h.size % 8 != 0 || h.flags & !FLAG_REPLY != 0 {
            return Err(DecodeError::new(DecodeErrorKind::BadHeader, "header"));
        }
        Ok(h)
    }

    /// Writes the header into the first [`HEADER_SIZE`] bytes of `dst`.
    pub fn write(&self, dst: &mut [u8]) -> Result<(), EncodeError> {
        let have = dst.len();
        let d = dst
            .get_mut(..HEADER_SIZE)
            .ok_or(EncodeError::BufferTooSmall {
                need: HEADER_SIZE,
                have,
            })?;
        d[0..4].copy_from_slice(&self.command.to_le_bytes());
        d[4..8].copy_from_slice(&self.flags.to_le_bytes());
        d[8..12].copy_from_slice(&self.size.to_le_bytes());
        d[12..16].copy_from_slice(&[0; 4]);
        Ok(())
    }
}

/// The generated `#[repr(C)]` argument structure of one command.
///
/// # Safety
/// Implemented only by the generated structures in [`args`], whose layout is the one the
/// command's [`CommandDesc::args`] describes (checked at compile time) and for which every
/// bit pattern is a valid value.
pub unsafe trait CommandArgs: Copy {
    /// The command's stable id.
    const ID: u32;
}

/// Maps the application's handles to wire ids (encoder side).
pub trait IdMap {
    /// The id of the non-null handle `raw` (a dispatchable pointer or a non-dispatchable
    /// value, as 64 bits) of type `ty`.
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError>;
    /// The entries of the application's descriptor update template `template` (as the ICD
    /// recorded them at creation), to encode `vkUpdateDescriptorSetWithTemplate` data: shared,
    /// not copied, per call. The default knows none (encoding such data then fails).
    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        let _ = template;
        None
    }
}

/// Translates wire ids to driver handles (decoder side); it checks the type of each id.
pub trait HandleTable {
    /// The handle for the non-zero `id`, which must be an object of type `ty`.
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError>;
    /// Called for every id the client assigns to a new object in a request; reject ids that
    /// are in use. The default accepts every id.
    fn reserve(&mut self, ty: vk::ObjectType, id: u64) -> Result<(), DecodeError> {
        let _ = (ty, id);
        Ok(())
    }
    /// The entries of the driver's descriptor update template `template` (the translated
    /// handle), to rebuild template data: shared, not copied, per call. The default knows none
    /// (decoding then fails).
    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        let _ = template;
        None
    }
}

/// Ids are the handle values themselves, on both sides (tests, dumps, loopback).
#[derive(Debug, Clone, Copy, Default)]
pub struct IdentityIds;

impl IdMap for IdentityIds {
    fn id(&mut self, _ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        Ok(raw)
    }
}

impl HandleTable for IdentityIds {
    fn handle(&mut self, _ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        Ok(id)
    }
}

/// The command with this id, if the table has it.
pub fn command(id: u32) -> Option<&'static CommandDesc> {
    command_index(id).map(|i| &generated::COMMANDS[i])
}

/// What provides `cmd` (core versions and extensions, see [`desc::Provider`]); empty for a
/// command that is not in the table.
pub fn provided_by(cmd: &CommandDesc) -> &'static [desc::Provider] {
    command_index(cmd.id)
        .and_then(|i| generated::PROVIDERS.get(i).copied())
        .unwrap_or(&[])
}

/// The index in [`generated::EXTENSIONS`] of the extension `name`.
pub fn extension_index(name: &[u8]) -> Option<u16> {
    generated::EXTENSIONS
        .binary_search_by(|e| e.name.as_bytes().cmp(name))
        .ok()
        .map(|i| i as u16)
}

/// The index in `COMMANDS` of the command with this id.
#[inline]
pub(crate) fn command_index(id: u32) -> Option<usize> {
    let t = &generated::COMMANDS;
    // Ids are dense from 1 while nothing was removed from the selection: try the direct slot.
    let i = (id as usize).wrapping_sub(1);
    match t.get(i) {
        Some(c) if c.id == id => Some(i),
        _ => t.binary_search_by_key(&id, |c| c.id).ok(),
    }
}

/// The command with this name (aliases such as `vkGetPhysicalDeviceFeatures2KHR` included).
pub fn command_by_name(name: &str) -> Option<&'static CommandDesc> {
    let name = generated::ALIASES
        .iter()
        .find(|(a, _)| *a == name)
        .map_or(name, |(_, t)| *t);
    generated::COMMANDS.iter().find(|c| c.name == name)
}

/// The structure with this `sType`.
pub fn struct_by_stype(stype: i32) -> Option<&'static StructDesc> {
    let t = &generated::STYPES;
    t.binary_search_by_key(&stype, |e| e.0)
        .ok()
        .map(|i| &generated::STRUCTS[t[i].1 as usize])
}

/// The structure with this name.
pub fn struct_by_name(name: &str) -> Option<&'static StructDesc> {
    let t = &generated::STRUCTS;
    t.binary_search_by(|s| s.name.cmp(name)).ok().map(|i| &t[i])
}
