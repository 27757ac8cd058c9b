//! The fast path (planned argument structures: most `vkCmd*` commands) against the generic
//! interpreter: the same bytes when encoding (and when appending to a recording), the same
//! values when decoding, the same accept/reject decision on truncated and mutated input.

use crate::build::{Builder, Rng, Store, flat_stypes, wire_stypes};
use crate::common::{Ids, server_table};
use crate::compare::same;
use crate::generic::generic_ok;
use ash::vk;
use ash::vk::Handle as _;
use proptest::prelude::*;
use vk_wire::generated::COMMANDS;
use vk_wire::{Arena, IdentityIds};

/// Checks command `i` with a random value; returns whether it has a fast path.
fn check(i: usize, seed: u64) -> Result<bool, TestCaseError> {
    let c = &COMMANDS[i];
    if !generic_ok(c) {
        return Ok(false);
    }
    let mut rng = Rng(seed | 1);
    let mut store = Store::default();
    let mut b = Builder {
        rng: &mut rng,
        store: &mut store,
        stypes: wire_stypes(),
        flat: flat_stypes(),
    };
    let v = b.make(&c.args, 1, 0, false);
    let mut slow = vec![0u8; 1 << 16];
    let mut quick = vec![0u8; 1 << 16];
    // SAFETY: a valid built value.
    let n = unsafe { vk_wire::encode_request_raw(c, v, &mut IdentityIds, &mut slow) }
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    // Appending to a recording writes the same bytes after what it holds.
    let mut rec = vec![0xA5u8; 5];
    // SAFETY: as above.
    let k = unsafe { vk_wire::append_request_raw(c, v, &mut IdentityIds, &mut rec) }
        .map_err(|e| TestCaseError::fail(format!("{}: append: {e}", c.name)))?;
    prop_assert_eq!(k, n, "{} appends as many bytes", c.name);
    prop_assert_eq!(
        &rec[..5],
        &[0xA5u8; 5][..],
        "{} keeps the recording",
        c.name
    );
    prop_assert_eq!(&rec[5..], &slow[..n], "{} appends alike", c.name);
    // The by-id entry points (the ICD's one shared call path) agree with the typed ones.
    let mut by_id = Vec::new();
    // SAFETY: as above.
    let k = unsafe { vk_wire::append_request_id(c.id, v, &mut IdentityIds, &mut by_id) }
        .map_err(|e| TestCaseError::fail(format!("{}: append by id: {e}", c.name)))?;
    prop_assert_eq!(&by_id[..k], &slow[..n], "{} appends alike by id", c.name);
    // SAFETY: as above.
    let size = unsafe { vk_wire::request_size_raw(c, v, &mut IdentityIds) }
        .map_err(|e| TestCaseError::fail(format!("{}: size: {e}", c.name)))?;
    prop_assert_eq!(size, n, "{} sizes alike", c.name);
    let mut any = vec![0u8; n];
    // SAFETY: as above; `any` has the `n` bytes counted.
    let k = unsafe { vk_wire::encode_request_any(c, v, &mut IdentityIds, &mut any) }
        .map_err(|e| TestCaseError::fail(format!("{}: encode any: {e}", c.name)))?;
    prop_assert_eq!(
        &any[..k],
        &slow[..n],
        "{} encodes alike through either path",
        c.name
    );
    // SAFETY: as above.
    let Some(m) = (unsafe { vk_wire::encode_request_planned(c, v, &mut IdentityIds, &mut quick) })
    else {
        return Ok(false);
    };
    let m = m.map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    prop_assert_eq!(&slow[..n], &quick[..m], "{} encodes alike", c.name);
    // A buffer one byte short is refused, never overrun.
    // SAFETY: as above.
    let short =
        unsafe { vk_wire::encode_request_planned(c, v, &mut IdentityIds, &mut quick[..m - 1]) };
    let refused = matches!(
        short,
        Some(Err(vk_wire::EncodeError::BufferTooSmall { .. }))
    );
    prop_assert!(refused, "{}: short buffer", c.name);
    let bytes = &slow[..n];
    let arena = Arena::new();
    let a = vk_wire::decode_request(bytes, &mut IdentityIds, &arena)
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    let g = vk_wire::decode_request_generic(bytes, &mut IdentityIds, &arena).unwrap();
    // SAFETY: all three are valid values of the arguments.
    unsafe {
        same(&c.args, v, a.args_ptr(), false).map_err(TestCaseError::fail)?;
        same(&c.args, g.args_ptr(), a.args_ptr(), false).map_err(TestCaseError::fail)?;
    }
    for cut in (0..n).step_by(8) {
        prop_assert!(vk_wire::decode_request(&bytes[..cut], &mut IdentityIds, &arena).is_err());
    }
    let mut mutated = bytes.to_vec();
    for _ in 0..16 {
        let k = rng.below(mutated.len() as u64) as usize;
        mutated[k] ^= 1 << rng.below(8);
        let x = vk_wire::decode_request(&mutated, &mut IdentityIds, &arena).is_ok();
        let y = vk_wire::decode_request_generic(&mutated, &mut IdentityIds, &arena).is_ok();
        prop_assert_eq!(x, y, "{}: both paths decide alike", c.name);
    }
    Ok(true)
}

#[test]
fn fast_path_matches_the_interpreter_for_every_planned_command() {
    let mut planned = 0;
    for i in 0..COMMANDS.len() {
        let mut any = false;
        for seed in 0..4u64 {
            any |= check(i, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ i as u64).unwrap();
        }
        planned += usize::from(any);
    }
    eprintln!("{planned} commands have a fast path");
    // Draws, binds, dispatches, dynamic state, destroys...
    assert!(planned > 150, "{planned} commands have a fast path");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_fast_path_values(i in 0..COMMANDS.len(), seed in any::<u64>()) {
        check(i, seed)?;
    }
}

#[test]
fn fast_path_translates_handles_and_checks_types() {
    let cb = vk::CommandBuffer::from_raw(0x1000 + 2);
    let bufs = [
        vk::Buffer::from_raw(0x1000 + 70),
        vk::Buffer::from_raw(0x1000 + 71),
    ];
    let offs = [0u64, 64];
    let a = vk_wire::args::CmdBindVertexBuffers {
        command_buffer: cb,
        first_binding: 0,
        binding_count: 2,
        p_buffers: bufs.as_ptr(),
        p_offsets: offs.as_ptr(),
    };
    let mut buf = [0u8; 256];
    // SAFETY: valid arguments.
    let n = unsafe { vk_wire::encode_request(&a, &mut Ids, &mut buf) }.unwrap();
    let mut t = server_table(&[
        (vk::ObjectType::COMMAND_BUFFER, 2),
        (vk::ObjectType::BUFFER, 70),
        (vk::ObjectType::BUFFER, 71),
    ]);
    let arena = Arena::new();
    let req = vk_wire::decode_request(&buf[..n], &mut t, &arena).unwrap();
    let got = req.args::<vk_wire::args::CmdBindVertexBuffers>().unwrap();
    assert_eq!(got.command_buffer.as_raw(), 0x9000_0002);
    // SAFETY: decoded arrays of binding_count elements.
    let (b, o) = unsafe {
        (
            std::slice::from_raw_parts(got.p_buffers, 2),
            std::slice::from_raw_parts(got.p_offsets, 2),
        )
    };
    assert_eq!(
        b.iter().map(|h| h.as_raw()).collect::<Vec<_>>(),
        [0x9000_0046, 0x9000_0047]
    );
    assert_eq!(o, offs);
    // A buffer id where a command buffer is expected: rejected by the table.
    let mut wrong = server_table(&[
        (vk::ObjectType::BUFFER, 2),
        (vk::ObjectType::BUFFER, 70),
        (vk::ObjectType::BUFFER, 71),
    ]);
    let e = vk_wire::decode_request(&buf[..n], &mut wrong, &arena).unwrap_err();
    assert_eq!(e.kind(), vk_wire::DecodeErrorKind::BadHandle);
}

/// A command the wire does not carry is refused without touching the recording.
#[test]
fn appending_an_uncarried_command_leaves_the_recording() {
    let c = COMMANDS
        .iter()
        .find(|c| matches!(c.status, vk_wire::desc::Status::Unsupported(_)))
        .expect("an unsupported command");
    let mut rec = vec![7u8; 24];
    // SAFETY: the status is checked before the arguments are read.
    let r = unsafe { vk_wire::append_request_raw(c, std::ptr::null(), &mut IdentityIds, &mut rec) };
    assert!(
        matches!(r, Err(vk_wire::EncodeError::NotCarried { .. })),
        "{}: {r:?}",
        c.name
    );
    assert_eq!(rec, vec![7u8; 24]);
}

/// An id the map cannot give, deep in a structure the generic encoder walks (appended in one
/// pass): the call fails and the recording keeps exactly what it held.
#[test]
fn a_failed_append_leaves_the_recording() {
    struct NoImages;
    impl vk_wire::IdMap for NoImages {
        fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, vk_wire::EncodeError> {
            if ty == vk::ObjectType::IMAGE {
                Err(vk_wire::EncodeError::NotCarried {
                    name: "VkImage",
                    reason: "test",
                })
            } else {
                Ok(raw)
            }
        }
    }
    let barrier = [vk::ImageMemoryBarrier2::default()
        .image(vk::Image::from_raw(50))
        .subresource_range(vk::ImageSubresourceRange {
            aspect_mask: vk::ImageAspectFlags::COLOR,
            base_mip_level: 0,
            level_count: 1,
            base_array_layer: 0,
            layer_count: 1,
        })];
    let dep = vk::DependencyInfo::default().image_memory_barriers(&barrier);
    let a = vk_wire::args::CmdPipelineBarrier2 {
        command_buffer: vk::CommandBuffer::from_raw(2),
        p_dependency_info: (&raw const dep).cast(),
    };
    let mut rec = vec![9u8; 40];
    // SAFETY: valid arguments.
    let r = unsafe { vk_wire::append_request(&a, &mut NoImages, &mut rec) };
    assert!(r.is_err(), "{r:?}");
    assert_eq!(rec, vec![9u8; 40]);
    // With the id known it appends.
    // SAFETY: as above.
    let n = unsafe { vk_wire::append_request(&a, &mut IdentityIds, &mut rec) }.unwrap();
    assert_eq!(rec.len(), 40 + n);
}

/// A request whose output buffer takes most of an arena's limit (found by the
/// `vk_wire_request` fuzz target): both paths accept it when each has an arena of its own,
/// and a second decode into the same arena is refused as too large rather than overrunning.
#[test]
fn an_output_buffer_near_the_arena_limit_decodes_alike() {
    let cmd = COMMANDS
        .iter()
        .find(|c| c.name == "vkGetRayTracingCaptureReplayShaderGroupHandlesKHR")
        .unwrap();
    let body: [u8; 40] = [
        0x00, 0xfd, 0x00, 0x00, 0xbb, 0xf8, 0x00, 0x3d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2e, 0x00,
        0x08, 0x00, 0x00, 0x4a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xfa, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0xfa, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    let mut msg = Vec::new();
    for w in [cmd.id, 0, body.len() as u32, 0] {
        msg.extend_from_slice(&w.to_le_bytes());
    }
    msg.extend_from_slice(&body);
    let limit = 16 << 20;
    let fast_arena = Arena::with_limit(limit);
    let slow_arena = Arena::with_limit(limit);
    let fast = vk_wire::decode_request(&msg, &mut IdentityIds, &fast_arena);
    let slow = vk_wire::decode_request_generic(&msg, &mut IdentityIds, &slow_arena);
    assert!(fast.is_ok(), "fast path: {:?}", fast.err());
    assert!(slow.is_ok(), "interpreter: {:?}", slow.err());
    assert_eq!(fast_arena.allocated(), slow_arena.allocated());
    assert!(fast_arena.allocated() > limit / 2);
    let again = vk_wire::decode_request_generic(&msg, &mut IdentityIds, &fast_arena);
    assert_eq!(
        again.err().map(|e| e.kind()),
        Some(vk_wire::DecodeErrorKind::TooLarge)
    );
}
