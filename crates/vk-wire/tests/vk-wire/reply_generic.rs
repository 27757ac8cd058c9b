//! Reply round trips over every command with a reply: the builder's client arguments are
//! encoded, decoded, filled by a stand-in driver, answered, and the reply decoded into the
//! client's structures, which must then equal what the driver wrote.

use crate::build::{Builder, Rng, Store, flat_stypes, out_arrays, rd, rdp, wire_stypes, wr};
use crate::compare::{same, vk_count};
use crate::generic::generic_ok;
use proptest::prelude::*;
use vk_wire::desc::{Elem, Kind, Len, StructDesc};
use vk_wire::generated::{COMMANDS, STRUCTS};
use vk_wire::{Arena, IdentityIds};

/// Fills the decoded output storage as a driver would: random contents, sTypes and pNext
/// untouched, counts unchanged (so every array is full).
unsafe fn driver_fill(args: &'static StructDesc, a: *mut u8, rng: &mut Rng) {
    for m in args.members {
        if let Kind::Out { elem, len, .. } = m.kind {
            // SAFETY: decoded arguments; output storage holds `count` elements.
            unsafe {
                let p = rdp(a.add(m.off as usize));
                if p.is_null() {
                    continue;
                }
                let n = vk_count(len, a) as usize;
                match elem {
                    Elem::Struct(i) => {
                        let s = &STRUCTS[i as usize];
                        for k in 0..n {
                            let e = p.add(k * s.size as usize);
                            fill_flat(s, e, rng);
                            let mut c = rdp(e.add(8));
                            while s.stype.is_some() && !c.is_null() {
                                let cd = vk_wire::struct_by_stype(rd(c, 4) as u32 as i32).unwrap();
                                fill_flat(cd, c, rng);
                                c = rdp(c.add(8));
                            }
                        }
                    }
                    Elem::Bytes(sz) => {
                        for b in 0..n * sz as usize {
                            *p.add(b) = rng.next() as u8;
                        }
                    }
                    _ => {
                        for k in 0..n {
                            wr(p.add(8 * k), 8, 1 + rng.below(1 << 40));
                        }
                    }
                }
            }
        }
    }
}

/// Random bytes over a flat structure, keeping its sType and pNext; its output arrays keep
/// their storage and get a random number of elements up to their capacity (the count member
/// says how many), or a random count when the pointer is null (a count query).
unsafe fn fill_flat(s: &'static StructDesc, e: *mut u8, rng: &mut Rng) {
    // SAFETY: the structure's members.
    let saved: Vec<_> = out_arrays(s)
        .map(|(m, sz, len)| unsafe { (m, sz, len, rdp(e.add(m.off as usize)), vk_count(len, e)) })
        .collect();
    let keep = if s.stype.is_some() { 16 } else { 0 };
    for b in keep..s.size as usize {
        // SAFETY: inside the structure.
        unsafe { *e.add(b) = rng.next() as u8 };
    }
    // Driver-owned strings: a static name or null.
    // SAFETY: the structure at `e`.
    unsafe { set_strings(s, e, rng) };
    for (m, sz, len, p, cap) in saved {
        // SAFETY: the pointer and count members; `p` holds `cap` elements.
        unsafe {
            wr(e.add(m.off as usize), 8, p as u64);
            let n = if p.is_null() {
                rng.below(100)
            } else {
                match len {
                    Len::One => 1,
                    _ => rng.below(cap + 1),
                }
            };
            if let Len::Member { off, width, .. } = len {
                wr(e.add(off as usize), width, n);
            }
            if !p.is_null() {
                for b in 0..n as usize * sz as usize {
                    *p.add(b) = rng.next() as u8;
                }
            }
        }
    }
}

/// Points the driver-owned string members of `s` at `e` (and its inline structures) at a
/// static name, or null; gives each union a valid selector, as a driver would.
unsafe fn set_strings(s: &'static StructDesc, e: *mut u8, rng: &mut Rng) {
    for m in s.specials {
        // A union in an output structure: the driver picks an arm (and sets the selector);
        // its string arm counts when chosen.
        let m = match m.kind {
            Kind::Union { sel, arms, .. } => {
                let a = &arms[rng.below(arms.len() as u64) as usize];
                // SAFETY: the selector inside `e`.
                unsafe { wr(e.add(sel as usize), 4, a.values[0] as u32 as u64) };
                &a.member
            }
            _ => m,
        };
        // SAFETY: members inside `e`.
        unsafe {
            match m.kind {
                Kind::OutStr => {
                    let names: [&std::ffi::CStr; 3] = [c"DP-1", c"", c"HDMI-A-2"];
                    let k = rng.below(4) as usize;
                    let p = names.get(k).map_or(std::ptr::null(), |n| n.as_ptr());
                    wr(e.add(m.off as usize), 8, p as u64);
                }
                Kind::Inline(i) => set_strings(&STRUCTS[i as usize], e.add(m.off as usize), rng),
                _ => {}
            }
        }
    }
}

fn check_reply(i: usize, seed: u64) -> Result<(), TestCaseError> {
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
    let arena = Arena::new();
    let req = vk_wire::decode_request(&buf[..n], &mut IdentityIds, &arena)
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    // SAFETY: decoded arguments.
    unsafe { driver_fill(&c.args, req.args_ptr(), &mut rng) };
    let ret = if c.ret == vk_wire::desc::Ret::Result {
        0
    } else {
        rng.next()
    };
    let mut rep = vec![0u8; 1 << 16];
    // SAFETY: decoded and filled arguments.
    let rn = unsafe { vk_wire::encode_reply(c, req.args_ptr(), ret, &mut IdentityIds, &mut rep) }
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    // SAFETY: `v` is the client's arguments with live output storage.
    let got = unsafe { vk_wire::decode_reply_raw(&rep[..rn], c, v, &mut IdentityIds) }
        .map_err(|e| TestCaseError::fail(format!("{} reply: {e}", c.name)))?;
    if c.ret != vk_wire::desc::Ret::Void {
        prop_assert_eq!(got, ret);
    }
    // Every output now equals what the driver wrote.
    // SAFETY: both are argument structures of `c`.
    unsafe { same(&c.args, v, req.args_ptr(), false) }
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    for m in c.args.members {
        if let Kind::Out { elem, len, .. } = m.kind {
            // SAFETY: output arrays of the same length on both sides.
            unsafe {
                let (x, y) = (
                    rdp(v.add(m.off as usize)),
                    rdp(req.args_ptr().add(m.off as usize)),
                );
                if x.is_null() {
                    continue;
                }
                let n = vk_count(len, v) as usize;
                match elem {
                    Elem::Struct(i) => {
                        let s = &STRUCTS[i as usize];
                        for k in 0..n {
                            same(
                                s,
                                x.add(k * s.size as usize),
                                y.add(k * s.size as usize),
                                false,
                            )
                            .map_err(TestCaseError::fail)?;
                        }
                    }
                    Elem::Bytes(sz) => {
                        let bytes = n * sz as usize;
                        prop_assert_eq!(
                            std::slice::from_raw_parts(x, bytes),
                            std::slice::from_raw_parts(y, bytes)
                        );
                    }
                    _ => {
                        prop_assert_eq!(
                            std::slice::from_raw_parts(x, 8 * n),
                            std::slice::from_raw_parts(y, 8 * n)
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

#[test]
fn every_reply_round_trips() {
    let mut n = 0;
    for (i, c) in COMMANDS.iter().enumerate() {
        if !generic_ok(c) || !c.reply {
            continue;
        }
        for seed in 0..4u64 {
            check_reply(i, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ i as u64).unwrap();
        }
        n += 1;
    }
    assert!(n >= 100, "{n} commands with replies");
}
