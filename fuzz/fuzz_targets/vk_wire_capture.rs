//! Fuzzes vk-wire's decoders of the `vkGet*OpaqueCaptureDescriptorDataEXT` private message
//! (`vk_wire::capture`): the renderer's request decoder (the first byte picks whether ids are
//! accepted as they are or only for some object types) and the ICD's reply decoder.
#![no_main]

use libfuzzer_sys::fuzz_target;
use vk_wire::ash::vk;
use vk_wire::{Arena, DecodeError, DecodeErrorKind, HandleTable, IdentityIds, capture};

/// Accepts ids below 16, each as one object type only (device, buffer, image, ...).
struct Typed;

impl HandleTable for Typed {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        let want = match id {
            1 => vk::ObjectType::DEVICE,
            2 => vk::ObjectType::BUFFER,
            3 => vk::ObjectType::IMAGE,
            4 => vk::ObjectType::IMAGE_VIEW,
            5 => vk::ObjectType::SAMPLER,
            6 => vk::ObjectType::ACCELERATION_STRUCTURE_KHR,
            7 => vk::ObjectType::ACCELERATION_STRUCTURE_NV,
            _ => return Err(DecodeError::new(DecodeErrorKind::BadHandle, "fuzz")),
        };
        if ty == want {
            Ok(0x9000 + id)
        } else {
            Err(DecodeError::new(DecodeErrorKind::BadHandle, "fuzz"))
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let arena = Arena::with_limit(1 << 20);
    if pick & 1 == 0 {
        let _ = capture::decode_request(rest, &mut IdentityIds, &arena);
    } else {
        let _ = capture::decode_request(rest, &mut Typed, &arena);
    }
    if let Ok((r, blob)) = capture::decode_reply(rest) {
        assert!(blob.len() <= capture::MAX_CAPTURE_DATA);
        assert!(r == vk::Result::SUCCESS || blob.is_empty());
    }
});
