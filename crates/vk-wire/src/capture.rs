//! The five `vkGet*OpaqueCaptureDescriptorDataEXT` commands of `VK_EXT_descriptor_buffer`,
//! carried by hand as the driver-private message [`CAPTURE_DESCRIPTOR_DATA`].
//!
//! Their output `void* pData` has no length in `vk.xml`: it holds
//! `VkPhysicalDeviceDescriptorBufferPropertiesEXT::{buffer,image,imageView,sampler,
//! accelerationStructure}CaptureReplayDescriptorDataSize` bytes, a property of the device that
//! only the renderer can look up. So the client sends the `p*Info` structure (encoded with the
//! generic structure encoder, handles as ids) and the renderer answers with the result and the
//! bytes, whose length it knows.
//!
//! Request payload (little-endian `u64` words, then bytes):
//!
//! | word | meaning |
//! |------|---------|
//! | 0 | device id |
//! | 1 | [`CaptureObject`] (0 buffer, 1 image, 2 image view, 3 sampler, 4 acceleration structure) |
//! | 2 | `n`: length of the encoded info structure |
//! | 3.. | the info structure as [`crate::encode_struct`] writes it, zero-padded to 8 bytes |
//!
//! Reply payload: word 0 the `VkResult` (sign-extended), word 1 the length `n` of the data
//! (0 unless the result is `VK_SUCCESS`; at most [`MAX_CAPTURE_DATA`]), then the `n` bytes
//! zero-padded to 8. Both decoders are total and exact: any other byte sequence is an error.
//!
//! ```
//! use vk_wire::ash::vk::{self, Handle};
//! use vk_wire::capture::{self, CaptureObject};
//! use vk_wire::{Arena, IdentityIds};
//!
//! let info = vk::BufferCaptureDescriptorDataInfoEXT::default().buffer(vk::Buffer::from_raw(7));
//! let p = (&info as *const vk::BufferCaptureDescriptorDataInfoEXT).cast();
//! // SAFETY: `info` is a valid structure of the kind `Buffer` names.
//! let words = unsafe { capture::encode_request(CaptureObject::Buffer, 1, p, &mut IdentityIds) }?;
//! let payload: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
//! let arena = Arena::new();
//! let req = capture::decode_request(&payload, &mut IdentityIds, &arena)?;
//! assert_eq!((req.object, req.device), (CaptureObject::Buffer, 1));
//! // SAFETY: the decoder built a `VkBufferCaptureDescriptorDataInfoEXT` in the arena.
//! let got = unsafe { &*req.info.cast::<vk::BufferCaptureDescriptorDataInfoEXT>() };
//! assert_eq!(got.buffer.as_raw(), 7);
//!
//! let reply = capture::encode_reply(vk::Result::SUCCESS, &[1, 2, 3]);
//! let bytes: Vec<u8> = reply.iter().flat_map(|w| w.to_le_bytes()).collect();
//! assert_eq!(capture::decode_reply(&bytes)?, (vk::Result::SUCCESS, vec![1, 2, 3]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use ash::vk;

use crate::desc::StructDesc;
use crate::error::{DecodeError, DecodeErrorKind as K, EncodeError};
use crate::{Arena, HandleTable, IdMap};

/// The driver-private message id of the five commands (see [`crate::relay`]).
pub const CAPTURE_DESCRIPTOR_DATA: u32 = crate::relay::CAPTURE_DESCRIPTOR_DATA;

/// The most bytes of capture data a reply may carry. Drivers report a few dozen bytes; the
/// bound keeps a hostile length from allocating.
pub const MAX_CAPTURE_DATA: usize = 64 * 1024;

/// Which object's capture data is asked for: one per command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CaptureObject {
    /// `vkGetBufferOpaqueCaptureDescriptorDataEXT`.
    Buffer = 0,
    /// `vkGetImageOpaqueCaptureDescriptorDataEXT`.
    Image = 1,
    /// `vkGetImageViewOpaqueCaptureDescriptorDataEXT`.
    ImageView = 2,
    /// `vkGetSamplerOpaqueCaptureDescriptorDataEXT`.
    Sampler = 3,
    /// `vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT`.
    AccelerationStructure = 4,
}

impl CaptureObject {
    /// All five, in wire order.
    pub const ALL: [CaptureObject; 5] = [
        CaptureObject::Buffer,
        CaptureObject::Image,
        CaptureObject::ImageView,
        CaptureObject::Sampler,
        CaptureObject::AccelerationStructure,
    ];

    /// The value of word 1 of the request.
    pub fn to_raw(self) -> u64 {
        self as u64
    }

    /// The object named by word 1 of a request.
    pub fn from_raw(v: u64) -> Option<CaptureObject> {
        CaptureObject::ALL.get(usize::try_from(v).ok()?).copied()
    }

    /// The Vulkan command.
    pub fn command(self) -> &'static str {
        match self {
            CaptureObject::Buffer => "vkGetBufferOpaqueCaptureDescriptorDataEXT",
            CaptureObject::Image => "vkGetImageOpaqueCaptureDescriptorDataEXT",
            CaptureObject::ImageView => "vkGetImageViewOpaqueCaptureDescriptorDataEXT",
            CaptureObject::Sampler => "vkGetSamplerOpaqueCaptureDescriptorDataEXT",
            CaptureObject::AccelerationStructure => {
                "vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT"
            }
        }
    }

    /// The name of its `p*Info` structure.
    pub fn info_name(self) -> &'static str {
        match self {
            CaptureObject::Buffer => "VkBufferCaptureDescriptorDataInfoEXT",
            CaptureObject::Image => "VkImageCaptureDescriptorDataInfoEXT",
            CaptureObject::ImageView => "VkImageViewCaptureDescriptorDataInfoEXT",
            CaptureObject::Sampler => "VkSamplerCaptureDescriptorDataInfoEXT",
            CaptureObject::AccelerationStructure => {
                "VkAccelerationStructureCaptureDescriptorDataInfoEXT"
            }
        }
    }

    /// The table entry of its `p*Info` structure.
    pub fn info(self) -> Option<&'static StructDesc> {
        crate::struct_by_name(self.info_name())
    }

    /// Its size in `VkPhysicalDeviceDescriptorBufferPropertiesEXT`.
    pub fn data_size(self, p: &vk::PhysicalDeviceDescriptorBufferPropertiesEXT<'_>) -> usize {
        match self {
            CaptureObject::Buffer => p.buffer_capture_replay_descriptor_data_size,
            CaptureObject::Image => p.image_capture_replay_descriptor_data_size,
            CaptureObject::ImageView => p.image_view_capture_replay_descriptor_data_size,
            CaptureObject::Sampler => p.sampler_capture_replay_descriptor_data_size,
            CaptureObject::AccelerationStructure => {
                p.acceleration_structure_capture_replay_descriptor_data_size
            }
        }
    }
}

fn round8(n: usize) -> usize {
    n.div_ceil(8) * 8
}

/// Appends `bytes` as little-endian words, the last one zero-padded.
fn push_bytes(words: &mut Vec<u64>, bytes: &[u8]) {
    for c in bytes.chunks(8) {
        let mut w = [0u8; 8];
        w[..c.len()].copy_from_slice(c);
        words.push(u64::from_le_bytes(w));
    }
}

/// The request payload words (without the header) for `object`'s info structure at `info`;
/// its handles become ids through `ids`. Send it with [`crate::relay::message`].
///
/// # Safety
/// `info` points to a valid structure of the type [`CaptureObject::info_name`] names, whose
/// `pNext` chain is valid as Vulkan requires.
pub unsafe fn encode_request(
    object: CaptureObject,
    device: u64,
    info: *const u8,
    ids: &mut dyn IdMap,
) -> Result<Vec<u64>, EncodeError> {
    let d = object.info().ok_or(EncodeError::NotCarried {
        name: "capture info",
        reason: "structure missing from the tables",
    })?;
    // SAFETY: caller.
    let n = unsafe { crate::struct_size(d, info) }?;
    let mut bytes = vec![0u8; n];
    // SAFETY: caller; `bytes` has the size `struct_size` asked for.
    let n = unsafe { crate::encode_struct(d, info, ids, &mut bytes) }?;
    let mut words = Vec::with_capacity(3 + n.div_ceil(8));
    words.extend([device, object.to_raw(), n as u64]);
    push_bytes(&mut words, &bytes[..n]);
    Ok(words)
}

/// A decoded request: handles already translated by the caller's table.
#[derive(Debug, Clone, Copy)]
pub struct CaptureRequest {
    /// Which command.
    pub object: CaptureObject,
    /// The driver's device (translated from its id, type-checked).
    pub device: u64,
    /// The rebuilt info structure (of the type [`CaptureObject::info_name`] names) in the
    /// arena; its object handle is non-null (for acceleration structures exactly one of the
    /// two is).
    pub info: *const u8,
}

/// Splits `len` bytes after `at` words of `payload`, checking the exact size and the zero
/// padding.
fn tail<'a>(
    payload: &'a [u8],
    at: usize,
    len: u64,
    what: &'static str,
) -> Result<&'a [u8], DecodeError> {
    let start = at * 8;
    let rest = payload
        .get(start..)
        .ok_or(DecodeError::new(K::Truncated, what))?;
    let len = usize::try_from(len).map_err(|_| DecodeError::new(K::TooLarge, what))?;
    if len > rest.len() {
        return Err(DecodeError::new(K::Truncated, what));
    }
    if rest.len() != round8(len) {
        return Err(DecodeError::new(K::BadSize, what));
    }
    if rest[len..].iter().any(|&b| b != 0) {
        return Err(DecodeError::new(K::BadSize, what));
    }
    Ok(&rest[..len])
}

/// Decodes a request payload (without the header): the device and the info structure's
/// handles go through `table` (type-checked), the structure is rebuilt in `arena`.
pub fn decode_request(
    payload: &[u8],
    table: &mut dyn HandleTable,
    arena: &Arena,
) -> Result<CaptureRequest, DecodeError> {
    const AT: &str = "CaptureDescriptorData";
    let word = |i| crate::relay::word(payload, i).ok_or(DecodeError::new(K::Truncated, AT));
    let (device, object, len) = (word(0)?, word(1)?, word(2)?);
    let object = CaptureObject::from_raw(object).ok_or(DecodeError::new(K::BadSelector, AT))?;
    let d = object
        .info()
        .ok_or(DecodeError::new(K::NotCarried, object.info_name()))?;
    let bytes = tail(payload, 3, len, d.name)?;
    if device == 0 {
        return Err(DecodeError::new(K::NullPointer, "device"));
    }
    let device = table.handle(vk::ObjectType::DEVICE, device)?;
    let info = crate::decode_struct(d, bytes, table, arena)?;
    // The object handle(s) sit right after sType and pNext in all five structures.
    // SAFETY: `decode_struct` built a whole structure of `d` (at least 24 bytes; 32 for the
    // acceleration-structure info, whose two handles are at 16 and 24) in the arena.
    let (first, second) = unsafe {
        (
            info.add(16).cast::<u64>().read_unaligned(),
            if object == CaptureObject::AccelerationStructure {
                info.add(24).cast::<u64>().read_unaligned()
            } else {
                0
            },
        )
    };
    match (object, first != 0, second != 0) {
        (CaptureObject::AccelerationStructure, true, true) => {
            return Err(DecodeError::new(K::Exclusive, d.name));
        }
        (_, false, false) => return Err(DecodeError::new(K::NullPointer, d.name)),
        _ => {}
    }
    Ok(CaptureRequest {
        object,
        device,
        info,
    })
}

/// The reply payload words: `result` and, on success, `data`.
pub fn encode_reply(result: vk::Result, data: &[u8]) -> Vec<u64> {
    let data = if result == vk::Result::SUCCESS {
        data
    } else {
        &[]
    };
    let mut words = Vec::with_capacity(2 + data.len().div_ceil(8));
    words.extend([result.as_raw() as i64 as u64, data.len() as u64]);
    push_bytes(&mut words, data);
    words
}

/// Decodes a reply payload (without the header): the result and the capture data.
pub fn decode_reply(payload: &[u8]) -> Result<(vk::Result, Vec<u8>), DecodeError> {
    const AT: &str = "CaptureDescriptorData reply";
    let word = |i| crate::relay::word(payload, i).ok_or(DecodeError::new(K::Truncated, AT));
    let (raw, len) = (word(0)?, word(1)?);
    let r = i32::try_from(raw as i64).map_err(|_| DecodeError::new(K::BadReply, AT))?;
    let result = vk::Result::from_raw(r);
    if len > MAX_CAPTURE_DATA as u64 {
        return Err(DecodeError::new(K::TooLarge, AT));
    }
    if result != vk::Result::SUCCESS && len != 0 {
        return Err(DecodeError::new(K::BadReply, AT));
    }
    Ok((result, tail(payload, 2, len, AT)?.to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_info_structure_is_carried_with_its_handles_where_the_decoder_reads_them() {
        use crate::desc::{Kind, Status};
        for o in CaptureObject::ALL {
            assert_eq!(CaptureObject::from_raw(o.to_raw()), Some(o));
            let d = o.info().unwrap();
            assert_eq!(d.status, Status::Wire, "{}", d.name);
            let handles: Vec<u32> = d
                .members
                .iter()
                .filter(|m| matches!(m.kind, Kind::Handle { .. }))
                .map(|m| m.off)
                .collect();
            let want: &[u32] = if o == CaptureObject::AccelerationStructure {
                &[16, 24]
            } else {
                &[16]
            };
            assert_eq!(handles, want, "{}", d.name);
            let c = crate::command_by_name(o.command()).unwrap();
            assert!(matches!(c.status, Status::ByHand(r) if r.contains("capture")));
        }
        assert_eq!(CaptureObject::from_raw(5), None);
        assert_eq!(CaptureObject::from_raw(u64::MAX), None);
    }
}
