//! The private message of the five `vkGet*OpaqueCaptureDescriptorDataEXT` commands
//! (`vk_wire::capture`): round trips of every info structure and of replies, the handle and
//! validity checks, and truncated, mutated and arbitrary bytes.

use ash::vk::{self, Handle};
use proptest::prelude::*;
use vk_wire::capture::{self, CaptureObject, MAX_CAPTURE_DATA};
use vk_wire::{Arena, DecodeErrorKind};

use crate::common::{Ids, server_table};

fn bytes(words: &[u64]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The object type of the handle each info structure names (the KHR one for acceleration
/// structures).
fn object_type(o: CaptureObject) -> vk::ObjectType {
    match o {
        CaptureObject::Buffer => vk::ObjectType::BUFFER,
        CaptureObject::Image => vk::ObjectType::IMAGE,
        CaptureObject::ImageView => vk::ObjectType::IMAGE_VIEW,
        CaptureObject::Sampler => vk::ObjectType::SAMPLER,
        CaptureObject::AccelerationStructure => vk::ObjectType::ACCELERATION_STRUCTURE_KHR,
    }
}

/// Encodes the request for `o` naming the object with id `id` (handle `0x1000 + id` on the
/// client) on device id `dev`; for acceleration structures `nv` puts it in the NV member.
fn request(o: CaptureObject, dev: u64, id: u64, nv: bool) -> Vec<u8> {
    let h = 0x1000 + id;
    let words = match o {
        CaptureObject::Buffer => {
            let i =
                vk::BufferCaptureDescriptorDataInfoEXT::default().buffer(vk::Buffer::from_raw(h));
            // SAFETY: a valid structure of the kind `o` names.
            unsafe { capture::encode_request(o, dev, (&raw const i).cast(), &mut Ids) }
        }
        CaptureObject::Image => {
            let i = vk::ImageCaptureDescriptorDataInfoEXT::default().image(vk::Image::from_raw(h));
            // SAFETY: as above.
            unsafe { capture::encode_request(o, dev, (&raw const i).cast(), &mut Ids) }
        }
        CaptureObject::ImageView => {
            let i = vk::ImageViewCaptureDescriptorDataInfoEXT::default()
                .image_view(vk::ImageView::from_raw(h));
            // SAFETY: as above.
            unsafe { capture::encode_request(o, dev, (&raw const i).cast(), &mut Ids) }
        }
        CaptureObject::Sampler => {
            let i = vk::SamplerCaptureDescriptorDataInfoEXT::default()
                .sampler(vk::Sampler::from_raw(h));
            // SAFETY: as above.
            unsafe { capture::encode_request(o, dev, (&raw const i).cast(), &mut Ids) }
        }
        CaptureObject::AccelerationStructure => {
            let mut i = vk::AccelerationStructureCaptureDescriptorDataInfoEXT::default();
            if nv {
                i.acceleration_structure_nv = vk::AccelerationStructureNV::from_raw(h);
            } else {
                i.acceleration_structure = vk::AccelerationStructureKHR::from_raw(h);
            }
            // SAFETY: as above.
            unsafe { capture::encode_request(o, dev, (&raw const i).cast(), &mut Ids) }
        }
    };
    bytes(&words.unwrap())
}

/// The handle at `off` of the decoded structure.
fn handle_at(info: *const u8, off: usize) -> u64 {
    // SAFETY: the tests read offsets inside the decoded structure (24 or 32 bytes).
    unsafe { info.add(off).cast::<u64>().read_unaligned() }
}

#[test]
fn each_object_round_trips_with_translated_handles() {
    for o in CaptureObject::ALL {
        let payload = request(o, 1, 5, false);
        assert_eq!(payload.len() % 8, 0);
        let mut table = server_table(&[(vk::ObjectType::DEVICE, 1), (object_type(o), 5)]);
        let arena = Arena::new();
        let req = capture::decode_request(&payload, &mut table, &arena).unwrap();
        assert_eq!(req.object, o);
        assert_eq!(req.device, 0x9000_0001);
        // SAFETY: every info structure starts with sType.
        let st = unsafe { req.info.cast::<i32>().read() };
        assert_eq!(Some(st), o.info().unwrap().stype, "{o:?}");
        assert_eq!(handle_at(req.info, 8), 0, "no pNext");
        assert_eq!(handle_at(req.info, 16), 0x9000_0005, "{o:?}");
    }
}

#[test]
fn the_nv_acceleration_structure_member_is_carried() {
    let o = CaptureObject::AccelerationStructure;
    let payload = request(o, 1, 6, true);
    let mut table = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::ACCELERATION_STRUCTURE_NV, 6),
    ]);
    let arena = Arena::new();
    let req = capture::decode_request(&payload, &mut table, &arena).unwrap();
    assert_eq!(
        (handle_at(req.info, 16), handle_at(req.info, 24)),
        (0, 0x9000_0006)
    );
}

#[test]
fn handles_of_another_type_or_unknown_ids_are_refused() {
    let arena = Arena::new();
    // The buffer id names an image on the server.
    let payload = request(CaptureObject::Buffer, 1, 5, false);
    let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::IMAGE, 5)]);
    let e = capture::decode_request(&payload, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadHandle);
    // The device id names a buffer.
    let mut t = server_table(&[(vk::ObjectType::BUFFER, 1), (vk::ObjectType::BUFFER, 5)]);
    let e = capture::decode_request(&payload, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadHandle);
    // Unknown device.
    let mut t = server_table(&[(vk::ObjectType::BUFFER, 5)]);
    assert!(capture::decode_request(&payload, &mut t, &arena).is_err());
}

/// Word `i` of `payload` replaced by `v`.
fn with_word(payload: &[u8], i: usize, v: u64) -> Vec<u8> {
    let mut p = payload.to_vec();
    p[i * 8..i * 8 + 8].copy_from_slice(&v.to_le_bytes());
    p
}

#[test]
fn null_handles_two_acceleration_structures_and_bad_kinds_are_refused() {
    let arena = Arena::new();
    let mut t = server_table(&[
        (vk::ObjectType::DEVICE, 1),
        (vk::ObjectType::BUFFER, 5),
        (vk::ObjectType::ACCELERATION_STRUCTURE_KHR, 6),
        (vk::ObjectType::ACCELERATION_STRUCTURE_NV, 7),
    ]);
    let good = request(CaptureObject::Buffer, 1, 5, false);
    assert!(capture::decode_request(&good, &mut t, &arena).is_ok());
    // The buffer id (word 3 + 2: after the header words, sType/pNext) zeroed: null buffer.
    let null = with_word(&good, 5, 0);
    let e = capture::decode_request(&null, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NullPointer);
    // Null device.
    let e = capture::decode_request(&with_word(&good, 0, 0), &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NullPointer);
    // No such object kind; a kind whose structure does not match the bytes.
    let e = capture::decode_request(&with_word(&good, 1, 5), &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadSelector);
    let e = capture::decode_request(&with_word(&good, 1, 1), &mut t, &arena).unwrap_err();
    assert!(
        matches!(
            e.kind(),
            DecodeErrorKind::BadSType | DecodeErrorKind::Truncated
        ),
        "{e}"
    );
    // Both acceleration-structure members set.
    let as_req = request(CaptureObject::AccelerationStructure, 1, 6, false);
    assert!(capture::decode_request(&as_req, &mut t, &arena).is_ok());
    let both = with_word(&as_req, 6, 7);
    let e = capture::decode_request(&both, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::Exclusive);
    let neither = with_word(&as_req, 5, 0);
    let e = capture::decode_request(&neither, &mut t, &arena).unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::NullPointer);
}

#[test]
fn request_sizes_and_padding_are_exact() {
    let arena = Arena::new();
    let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::BUFFER, 5)]);
    let good = request(CaptureObject::Buffer, 1, 5, false);
    // Every shorter payload, aligned or not, fails.
    for n in 0..good.len() {
        assert!(
            capture::decode_request(&good[..n], &mut t, &arena).is_err(),
            "prefix {n}"
        );
    }
    // Trailing bytes, a length word that disagrees, a huge length.
    let mut longer = good.clone();
    longer.extend_from_slice(&[0; 8]);
    assert!(capture::decode_request(&longer, &mut t, &arena).is_err());
    let n = u64::from_le_bytes(good[16..24].try_into().unwrap());
    for bad in [n - 1, n + 1, n + 8, u64::MAX, 0] {
        let e = capture::decode_request(&with_word(&good, 2, bad), &mut t, &arena);
        assert!(e.is_err(), "length {bad}");
    }
}

#[test]
fn replies_round_trip_and_errors_carry_no_data() {
    for data in [&[][..], &[1][..], &[1, 2, 3, 4, 5, 6, 7, 8], &[9; 33]] {
        let b = bytes(&capture::encode_reply(vk::Result::SUCCESS, data));
        assert_eq!(b.len() % 8, 0);
        assert_eq!(
            capture::decode_reply(&b).unwrap(),
            (vk::Result::SUCCESS, data.to_vec())
        );
    }
    let b = bytes(&capture::encode_reply(
        vk::Result::ERROR_EXTENSION_NOT_PRESENT,
        &[1, 2, 3],
    ));
    assert_eq!(b.len(), 16, "an error carries no data");
    assert_eq!(
        capture::decode_reply(&b).unwrap(),
        (vk::Result::ERROR_EXTENSION_NOT_PRESENT, Vec::new())
    );
}

#[test]
fn bad_replies_are_errors() {
    let ok = bytes(&capture::encode_reply(vk::Result::SUCCESS, &[1, 2, 3]));
    for n in 0..ok.len() {
        assert!(capture::decode_reply(&ok[..n]).is_err(), "prefix {n}");
    }
    // Non-zero padding after the data.
    let mut pad = ok.clone();
    *pad.last_mut().unwrap() = 1;
    assert!(capture::decode_reply(&pad).is_err());
    // A result that is not a 32-bit value; data with an error result; a length beyond the
    // bound (with no bytes behind it, so nothing is allocated).
    assert!(capture::decode_reply(&with_word(&ok, 0, 1 << 40)).is_err());
    let err = with_word(
        &ok,
        0,
        vk::Result::ERROR_OUT_OF_HOST_MEMORY.as_raw() as i64 as u64,
    );
    assert_eq!(
        capture::decode_reply(&err).unwrap_err().kind(),
        DecodeErrorKind::BadReply
    );
    let huge = bytes(&[0, MAX_CAPTURE_DATA as u64 + 1]);
    assert_eq!(
        capture::decode_reply(&huge).unwrap_err().kind(),
        DecodeErrorKind::TooLarge
    );
    assert!(capture::decode_reply(&bytes(&[0, u64::MAX])).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn requests_round_trip(k in 0usize..5, dev in 1u64..1 << 40, id in 1u64..1 << 40, nv: bool) {
        let o = CaptureObject::ALL[k];
        let nv = nv && o == CaptureObject::AccelerationStructure;
        let ty = if nv { vk::ObjectType::ACCELERATION_STRUCTURE_NV } else { object_type(o) };
        let payload = request(o, dev, id, nv);
        let mut t = server_table(&[(vk::ObjectType::DEVICE, dev), (ty, id)]);
        let arena = Arena::new();
        let req = capture::decode_request(&payload, &mut t, &arena).unwrap();
        prop_assert_eq!(req.object, o);
        prop_assert_eq!(req.device, 0x9000_0000 + dev);
        let off = if nv { 24 } else { 16 };
        prop_assert_eq!(handle_at(req.info, off), 0x9000_0000 + id);
    }

    #[test]
    fn mutated_requests_decode_or_fail(k in 0usize..5, at in 0usize..64, bit in 0u8..8) {
        let o = CaptureObject::ALL[k];
        let mut payload = request(o, 1, 5, false);
        let at = at % payload.len();
        payload[at] ^= 1 << bit;
        let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (object_type(o), 5)]);
        let arena = Arena::new();
        if let Ok(req) = capture::decode_request(&payload, &mut t, &arena) {
            // Whatever still decodes names known, correctly typed objects.
            prop_assert_eq!(req.device, 0x9000_0001);
            prop_assert_eq!(req.object, o);
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(b in proptest::collection::vec(any::<u8>(), 0..96)) {
        let mut t = server_table(&[(vk::ObjectType::DEVICE, 1), (vk::ObjectType::BUFFER, 5)]);
        let arena = Arena::new();
        let _ = capture::decode_request(&b, &mut t, &arena);
        let _ = capture::decode_reply(&b);
    }

    #[test]
    fn replies_round_trip_any_data(data in proptest::collection::vec(any::<u8>(), 0..200)) {
        let b = bytes(&capture::encode_reply(vk::Result::SUCCESS, &data));
        prop_assert_eq!(capture::decode_reply(&b).unwrap(), (vk::Result::SUCCESS, data));
    }

    #[test]
    fn mutated_replies_decode_or_fail(len in 0usize..40, at in 0usize..64, bit in 0u8..8) {
        let data: Vec<u8> = (0..len as u8).collect();
        let mut b = bytes(&capture::encode_reply(vk::Result::SUCCESS, &data));
        let at = at % b.len();
        b[at] ^= 1 << bit;
        if let Ok((r, got)) = capture::decode_reply(&b) {
            prop_assert!(got.len() <= MAX_CAPTURE_DATA);
            prop_assert!(r == vk::Result::SUCCESS || got.is_empty());
        }
    }
}

#[test]
fn the_dump_names_the_command_and_its_info() {
    let payload = request(CaptureObject::ImageView, 3, 9, false);
    let words: Vec<u64> = payload
        .chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let msg = vk_wire::relay::message(capture::CAPTURE_DESCRIPTOR_DATA, 0, &words);
    let text = vk_wire::dump(&msg).unwrap();
    assert!(
        text.starts_with("vkGetImageViewOpaqueCaptureDescriptorDataEXT { device: #3"),
        "{text}"
    );
    assert!(text.contains("imageView: "), "{text}");
    // A message that does not decode stops the dump with the error.
    let bad = vk_wire::relay::message(capture::CAPTURE_DESCRIPTOR_DATA, 0, &words[..3]);
    assert!(vk_wire::dump(&bad).is_err());
}
