//! Property tests over every generated structure and command.
//!
//! The strategies come from the generated tables: a builder makes a random, valid raw value of
//! any structure or argument structure (random scalars, arrays of random length with their
//! count members set, strings, handles, `pNext` chains of several members including unknown
//! sTypes, output storage with output chains). Each value is encoded, decoded and compared
//! member by member with the original by an independent walker; the decoded value is encoded
//! again and must give the same bytes; every strict prefix must fail to decode, and random
//! mutations must decode to Ok or Err without panicking.

use proptest::prelude::*;
use vk_wire::desc::{Kind, Status, StructDesc};
use vk_wire::generated::{COMMANDS, STRUCTS};
use vk_wire::{Arena, IdentityIds};

use crate::build::{Builder, Rng, Store, flat_stypes, rd, rdp, wire_stypes};
use crate::compare::{same, vk_count};

fn encode_struct(d: &'static StructDesc, p: *const u8) -> Vec<u8> {
    // SAFETY: built values are valid.
    let n = unsafe { vk_wire::struct_size(d, p) }.unwrap();
    let mut buf = vec![0u8; n];
    // SAFETY: as above.
    let m = unsafe { vk_wire::encode_struct(d, p, &mut IdentityIds, &mut buf) }.unwrap();
    assert_eq!(m, n);
    buf
}

fn check_struct(d: &'static StructDesc, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut store = Store::default();
    let mut b = Builder {
        rng: &mut rng,
        store: &mut store,
        stypes: wire_stypes(),
        flat: flat_stypes(),
    };
    let v = b.make(d, 1, 0, false);
    let bytes = encode_struct(d, v);
    let arena = Arena::new();
    let got = vk_wire::decode_struct(d, &bytes, &mut IdentityIds, &arena)
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", d.name)))?;
    // SAFETY: both values are valid.
    unsafe { same(d, v, got, false) }.map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &encode_struct(d, got),
        &bytes,
        "re-encoding {} differs",
        d.name
    );
    for cut in (0..bytes.len())
        .step_by(8)
        .chain([bytes.len().saturating_sub(1)])
    {
        if cut < bytes.len() {
            prop_assert!(
                vk_wire::decode_struct(d, &bytes[..cut], &mut IdentityIds, &arena).is_err(),
                "{} prefix {cut}",
                d.name
            );
        }
    }
    let mut m = bytes.clone();
    for _ in 0..8 {
        let i = rng.below(m.len() as u64) as usize;
        m[i] ^= 1 << rng.below(8);
        let _ = vk_wire::decode_struct(d, &m, &mut IdentityIds, &arena);
    }
    Ok(())
}

#[test]
fn every_wire_structure_round_trips() {
    let mut n = 0;
    for d in STRUCTS.iter().filter(|d| d.status == Status::Wire) {
        for seed in 0..4u64 {
            check_struct(d, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ n).unwrap();
        }
        n += 1;
    }
    assert!(n > 650, "{n} structures");
}

fn check_command(i: usize, seed: u64) -> Result<(), TestCaseError> {
    let c = &COMMANDS[i];
    let mut rng = Rng(seed | 1);
    let mut store = Store::default();
    let mut b = Builder {
        rng: &mut rng,
        store: &mut store,
        stypes: wire_stypes(),
        flat: flat_stypes(),
    };
    let v = b.make(&c.args, 1, 0, false);
    let mut buf = vec![0u8; 1 << 16];
    // SAFETY: a valid built value.
    let n = unsafe { vk_wire::encode_request_raw(c, v, &mut IdentityIds, &mut buf) }
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    let bytes = &buf[..n];
    let arena = Arena::new();
    let req = vk_wire::decode_request(bytes, &mut IdentityIds, &arena)
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    prop_assert_eq!(req.command.name, c.name);
    // SAFETY: both valid.
    unsafe { same(&c.args, v, req.args_ptr(), false) }.map_err(TestCaseError::fail)?;
    // The ids of new objects arrive in order.
    let mut ids = Vec::new();
    for m in c.args.members {
        if let Kind::NewHandles { len, .. } = m.kind {
            // SAFETY: the built arguments.
            unsafe {
                let p = rdp(v.add(m.off as usize));
                for k in 0..if p.is_null() { 0 } else { vk_count(len, v) } as usize {
                    ids.push(rd(p.add(8 * k), 8));
                }
            }
        }
    }
    let got: Vec<u64> = req.new_handles.iter().map(|n| n.id).collect();
    prop_assert_eq!(got, ids, "{}", c.name);
    for cut in (0..n).step_by(8) {
        prop_assert!(vk_wire::decode_request(&bytes[..cut], &mut IdentityIds, &arena).is_err());
    }
    let mut m = bytes.to_vec();
    for _ in 0..8 {
        let i = rng.below(m.len() as u64) as usize;
        m[i] ^= 1 << rng.below(8);
        let _ = vk_wire::decode_request(&m, &mut IdentityIds, &arena);
    }
    Ok(())
}

#[test]
fn every_wire_command_round_trips() {
    let mut n = 0;
    for (i, c) in COMMANDS.iter().enumerate() {
        if !generic_ok(c) {
            continue;
        }
        for seed in 0..4u64 {
            check_command(i, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ i as u64).unwrap();
        }
        n += 1;
    }
    assert!(n >= 400);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_structures_round_trip(i in 0..STRUCTS.len(), seed in any::<u64>()) {
        let d = &STRUCTS[i];
        if d.status == Status::Wire {
            check_struct(d, seed)?;
        }
    }

    #[test]
    fn random_commands_round_trip(i in 0..COMMANDS.len(), seed in any::<u64>()) {
        if generic_ok(&COMMANDS[i]) {
            check_command(i, seed)?;
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512), cmd in 0..COMMANDS.len()) {
        let arena = Arena::with_limit(1 << 20);
        let _ = vk_wire::decode_request(&bytes, &mut IdentityIds, &arena);
        // Same bytes behind a valid header of a real command.
        let mut msg = Vec::new();
        let size = (bytes.len() & !7) as u32;
        msg.extend_from_slice(&COMMANDS[cmd].id.to_le_bytes());
        msg.extend_from_slice(&0u32.to_le_bytes());
        msg.extend_from_slice(&size.to_le_bytes());
        msg.extend_from_slice(&0u32.to_le_bytes());
        msg.extend_from_slice(&bytes[..size as usize]);
        let _ = vk_wire::decode_request(&msg, &mut IdentityIds, &arena);
        let _ = vk_wire::dump(&msg);
    }
}

/// Commands the descriptor-driven builder can make arguments for (template data needs the
/// template's entries: tested by hand).
pub(crate) fn generic_ok(c: &vk_wire::desc::CommandDesc) -> bool {
    c.status == Status::Wire
        && !c
            .args
            .members
            .iter()
            .any(|m| matches!(m.kind, Kind::TemplateData { .. }))
}
