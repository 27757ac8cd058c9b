//! A hostile client for every command: for each command of `vk_wire::generated::COMMANDS`
//! (the table, not a list written here), messages that a well-behaved ICD never sends, each
//! on its own connection (a client is dropped at its first bad message), to one renderer
//! serving with `--isolation none`, so that any crash ends the renderer and fails the test.
//!
//! Each hostile connection first behaves (a `SESSION` round trip, or an instance, its
//! physical device and a device with a queue and a command buffer in the recording state),
//! which shows that the renderer serves a new client right after the previous hostile one;
//! then it sends one bad message and a `SESSION` probe. The bad message must drop the client
//! (its rings close) before the probe is answered: a reply to the bad message, or an answer to
//! the probe, means the renderer accepted it. A long-lived well-behaved client (another
//! client's objects, named by the hostile ones) must still be served at the end, and the log
//! must hold no panic.
//!
//! Mutations ([`Mutation`]): ids of nothing, of a destroyed object, of another object type,
//! of another client's objects (in a valid-shaped encoding made by vk-wire's descriptor-driven
//! builder, `crates/vk-wire/tests/vk-wire/build.rs`, included here by path); a count member or
//! pointer count off by one, a required array left out while its count is not 0, a huge count;
//! the encoding cut short, cut or extended to an odd size, random bytes; flags no request has; a
//! valid message on the wrong route (`ASYNC` for a synchronous or recorded command, `BATCH` for
//! the others).
//! The test runs the whole matrix, every command with every mutation that applies to it, once
//! (about 5000 connections, 40 s on two cores); `VKRELAY_HOSTILE_SEEDS=N` runs each pair with
//! `N` different random encodings (seeds are deterministic, so a failure repeats).

use std::collections::{BTreeMap, HashSet};
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use vk_wire::desc::{CommandDesc, Kind, Len, Status};
use vk_wire::generated::COMMANDS;
use vk_wire::{EncodeError, FLAG_REPLY, HEADER_SIZE, Header, IdMap, relay};

use crate::gating::Wire;
use crate::relay::{Renderer, TempDir};

#[allow(dead_code)]
#[path = "../../../vk-wire/tests/vk-wire/build.rs"]
mod build;

use build::{Builder, Rng, Store, flat_stypes, rd, rdp, wire_stypes};

#[path = "hostile_client.rs"]
mod client;

#[path = "hostile_swapchain.rs"]
mod swapchain;
#[path = "hostile_watch.rs"]
mod watch;
#[path = "hostile_written.rs"]
mod written;

use client::{Outcome, Raw, behave};

/// Ids the hostile client gives its own objects (the well-behaved client's are
/// `gating::{INSTANCE, ..}`, 1 to 5).
const A_INSTANCE: u64 = 0x10;
const A_DEVICE: u64 = 0x11;
const A_QUEUE: u64 = 0x12;
const A_POOL: u64 = 0x13;
const A_CMD: u64 = 0x14;
const A_FREED: u64 = 0x20;
/// Ids nothing ever had.
const NEVER: u64 = 0x4000_0000_0000;

/// One kind of hostile message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Mutation {
    /// Every handle an id that no object ever had.
    UnknownId,
    /// Every handle the id of an instance this client destroyed.
    FreedId,
    /// Every handle the id of a live object of another type.
    WrongType,
    /// Every handle the id of another client's live object (of the right type where that
    /// client has one).
    OtherClient,
    /// A count member, or a pointer's count, one more than the data (of a non-null pointer).
    CountOff,
    /// A required array left out (null) while its count member says it has elements.
    NullArray,
    /// A pointer's count (and its count member) near 2^32.
    HugeCount,
    /// The encoding cut short (a multiple of 8).
    Truncated,
    /// The encoding cut or extended to a size that is not a multiple of 8.
    OddSize,
    /// Random bytes under the command's id.
    RandomBytes,
    /// A request with the reply flag or an unknown flag.
    BadFlags,
    /// A valid message on a route it may not take.
    WrongRoute,
}

const ALL: [Mutation; 12] = [
    Mutation::UnknownId,
    Mutation::FreedId,
    Mutation::WrongType,
    Mutation::OtherClient,
    Mutation::CountOff,
    Mutation::NullArray,
    Mutation::HugeCount,
    Mutation::Truncated,
    Mutation::OddSize,
    Mutation::RandomBytes,
    Mutation::BadFlags,
    Mutation::WrongRoute,
];

/// Whether `bad` decodes with a table that takes every id as it is.
fn decodes(bad: &Bad) -> bool {
    let mut msg = vec![0u8; HEADER_SIZE];
    Header {
        command: bad.command,
        flags: bad.flags,
        size: bad.payload.len() as u32,
    }
    .write(&mut msg)
    .unwrap();
    msg.extend_from_slice(&bad.payload);
    let arena = vk_wire::Arena::new();
    vk_wire::decode_request(&msg, &mut vk_wire::IdentityIds, &arena).is_ok()
}

/// What a hostile connection does before its bad message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Prefix {
    /// A `SESSION` round trip.
    Session,
    /// An instance ([`A_FREED`]) created and destroyed.
    Freed,
    /// An instance, its first physical device, a device, its queue, a command pool and a
    /// command buffer in the recording state.
    Device,
}

/// The objects of the hostile client, and of the well-behaved one.
#[derive(Debug, Clone, Copy)]
struct Ids {
    physical: u64,
    other_physical: u64,
}

/// The id a mutation gives a handle of type `ty`.
fn target(m: Mutation, ty: vk::ObjectType, ids: Ids, rng: &mut Rng) -> u64 {
    use crate::gating::{CMD, DEVICE, INSTANCE, POOL, QUEUE};
    type T = vk::ObjectType;
    match m {
        Mutation::UnknownId => NEVER + rng.below(1 << 20),
        Mutation::FreedId => A_FREED,
        Mutation::WrongType => match ty {
            T::INSTANCE => ids.physical,
            _ => A_INSTANCE,
        },
        Mutation::OtherClient => match ty {
            T::INSTANCE => INSTANCE,
            T::PHYSICAL_DEVICE => ids.other_physical,
            T::DEVICE => DEVICE,
            T::QUEUE => QUEUE,
            T::COMMAND_POOL => POOL,
            T::COMMAND_BUFFER => CMD,
            _ => DEVICE,
        },
        // The shape mutations name the client's own objects where it has one of the type, so
        // that the decoder gets past the handles to what is wrong.
        _ => match ty {
            T::INSTANCE => A_INSTANCE,
            T::PHYSICAL_DEVICE => ids.physical,
            T::DEVICE => A_DEVICE,
            T::QUEUE => A_QUEUE,
            T::COMMAND_POOL => A_POOL,
            T::COMMAND_BUFFER => A_CMD,
            _ => NEVER + rng.below(1 << 20),
        },
    }
}

/// The encoder's ids: every handle goes to [`target`] except the new objects' ids (`keep`).
struct MapIds<'a> {
    m: Mutation,
    ids: Ids,
    rng: &'a mut Rng,
    keep: HashSet<u64>,
    mapped: usize,
}

impl IdMap for MapIds<'_> {
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        if self.keep.contains(&raw) {
            return Ok(raw);
        }
        self.mapped += 1;
        Ok(target(self.m, ty, self.ids, self.rng))
    }
}

/// Commands the descriptor-driven builder makes arguments for (as in vk-wire's
/// `generic::generic_ok`: template data needs the template's entries).
fn buildable(c: &CommandDesc) -> bool {
    c.status == Status::Wire
        && !c
            .args
            .members
            .iter()
            .any(|m| matches!(m.kind, Kind::TemplateData { .. }))
}

/// The number of elements of a top-level `len` in the built arguments `a`, where it can be
/// read from them alone.
///
/// # Safety
/// `a` holds built arguments.
unsafe fn top_count(len: Len, a: *const u8) -> Option<u64> {
    // SAFETY: caller; offsets come from the command's descriptor.
    unsafe {
        match len {
            Len::One => Some(1),
            Len::Const(n) => Some(n as u64),
            Len::Member { off, width, div } => Some(rd(a.add(off as usize), width) / div as u64),
            Len::Indirect { ptr, off, width } => {
                let p = rdp(a.add(ptr as usize));
                (!p.is_null()).then(|| rd(p.add(off as usize), width))
            }
            _ => None,
        }
    }
}

/// A valid-shaped request of `c` (header included) whose handles are mapped by `m`, and how
/// many handles were mapped; `None` when the encoder refuses every try.
fn shaped(
    c: &'static CommandDesc,
    m: Mutation,
    ids: Ids,
    rng: &mut Rng,
) -> Option<(Vec<u8>, usize)> {
    if !buildable(c) {
        // The fixed part alone, zero but for the handles (the decoder refuses the command by
        // its status, or the template data, or the ids).
        let size = (c.args.size as usize).div_ceil(8) * 8;
        let mut msg = vec![0u8; HEADER_SIZE + size];
        Header {
            command: c.id,
            flags: 0,
            size: size as u32,
        }
        .write(&mut msg)
        .unwrap();
        let mut mapped = 0;
        for mem in c.args.members {
            if let Kind::Handle { ty, .. } = mem.kind {
                let id = target(m, vk::ObjectType::from_raw(ty), ids, rng);
                let at = HEADER_SIZE + mem.off as usize;
                msg[at..at + 8].copy_from_slice(&id.to_le_bytes());
                mapped += 1;
            }
        }
        return Some((msg, mapped));
    }
    let mut best = None;
    for _ in 0..8 {
        let mut store = Store::default();
        let mut b = Builder {
            rng: &mut *rng,
            store: &mut store,
            stypes: wire_stypes(),
            flat: flat_stypes(),
        };
        let v = b.make(&c.args, 1, 0, false);
        if m == Mutation::NullArray && !null_an_array(c, v) {
            continue;
        }
        let mut keep = HashSet::new();
        for mem in c.args.members {
            if let Kind::NewHandles { len, .. } = mem.kind {
                // SAFETY: `v` holds built arguments; the new-handle array has the count.
                unsafe {
                    let p = rdp(v.add(mem.off as usize));
                    let n = if p.is_null() {
                        0
                    } else {
                        top_count(len, v).unwrap_or(0)
                    };
                    for k in 0..n.min(4096) as usize {
                        keep.insert(rd(p.add(8 * k), 8));
                    }
                }
            }
        }
        let mut seed = Rng(rng.next() | 1);
        let mut map = MapIds {
            m,
            ids,
            rng: &mut seed,
            keep,
            mapped: 0,
        };
        let mut buf = vec![0u8; 1 << 20];
        // SAFETY: `v` is a valid built value of `c`'s arguments.
        let Ok(n) = (unsafe { vk_wire::encode_request_raw(c, v, &mut map, &mut buf) }) else {
            continue;
        };
        buf.truncate(n);
        let mapped = map.mapped;
        if mapped > 0 {
            return Some((buf, mapped));
        }
        best.get_or_insert((buf, mapped));
    }
    best
}

/// Makes null one required array of the built arguments `v` whose count member is not 0;
/// false if there is none.
fn null_an_array(c: &CommandDesc, v: *mut u8) -> bool {
    for mem in c.args.members {
        if let Kind::Ptr {
            len: len @ Len::Member { .. },
            optional: false,
            ..
        } = mem.kind
        {
            // SAFETY: `v` holds built arguments of `c`; the member is a pointer slot.
            unsafe {
                if top_count(len, v).unwrap_or(0) > 0 && !rdp(v.add(mem.off as usize)).is_null() {
                    build::wr(v.add(mem.off as usize), 8, 0);
                    return true;
                }
            }
        }
    }
    false
}

/// The top-level members of `c` whose count travels in a `u64` slot of the fixed part, with
/// the offset of their count member, if any.
fn counted(c: &CommandDesc) -> Vec<(u32, Option<(u32, u8)>)> {
    c.args
        .members
        .iter()
        .filter_map(|m| {
            let len = match m.kind {
                Kind::Ptr { len, .. } | Kind::Out { len, .. } | Kind::NewHandles { len, .. } => {
                    Some(len)
                }
                Kind::OutCount(_) => None,
                _ => return None,
            };
            let member = match len {
                Some(Len::Member { off, width, .. } | Len::Select { off, width, .. }) => {
                    Some((off, width))
                }
                _ => None,
            };
            Some((m.off, member))
        })
        .collect()
}

fn put(msg: &mut [u8], at: usize, width: u8, v: u64) {
    let w = width as usize;
    msg[at..at + w].copy_from_slice(&v.to_le_bytes()[..w]);
}

fn get(msg: &[u8], at: usize, width: u8) -> u64 {
    let mut b = [0u8; 8];
    b[..width as usize].copy_from_slice(&msg[at..at + width as usize]);
    u64::from_le_bytes(b)
}

/// One hostile message: the frame's command, flags and payload.
struct Bad {
    command: u32,
    flags: u32,
    payload: Vec<u8>,
    prefix: Prefix,
}

/// The message `m` makes of command `c`; `None` where the mutation does not apply (no handle
/// to mutate, no count).
fn make(c: &'static CommandDesc, m: Mutation, ids: Ids, rng: &mut Rng) -> Option<Bad> {
    let frame = |msg: Vec<u8>, prefix| Bad {
        command: c.id,
        flags: 0,
        payload: msg[HEADER_SIZE..].to_vec(),
        prefix,
    };
    match m {
        Mutation::UnknownId | Mutation::FreedId | Mutation::WrongType | Mutation::OtherClient => {
            let (msg, mapped) = shaped(c, m, ids, rng)?;
            if mapped == 0 {
                return None;
            }
            let prefix = match m {
                Mutation::FreedId => Prefix::Freed,
                Mutation::WrongType => Prefix::Device,
                _ => Prefix::Session,
            };
            Some(frame(msg, prefix))
        }
        Mutation::NullArray => {
            if !buildable(c) {
                return None;
            }
            let (msg, _) = shaped(c, m, ids, rng)?;
            Some(frame(msg, Prefix::Device))
        }
        Mutation::CountOff | Mutation::HugeCount => {
            if counted(c).is_empty() {
                return None;
            }
            // Off by one only where the pointer is there (a null pointer given one element may
            // be a valid message): a few encodings until one has a pointer.
            let (mut msg, slots) = (0..8).find_map(|_| {
                let (msg, _) = shaped(c, m, ids, rng)?;
                let slots: Vec<_> = counted(c)
                    .into_iter()
                    .filter(|&(s, _)| {
                        m == Mutation::HugeCount || get(&msg, HEADER_SIZE + s as usize, 8) != 0
                    })
                    .collect();
                (!slots.is_empty()).then_some((msg, slots))
            })?;
            let (slot, member) = slots[rng.below(slots.len() as u64) as usize];
            let slot = HEADER_SIZE + slot as usize;
            if m == Mutation::CountOff {
                match member {
                    Some((off, width)) if rng.below(2) == 0 => {
                        let at = HEADER_SIZE + off as usize;
                        let v = get(&msg, at, width);
                        put(&mut msg, at, width, v.wrapping_add(1));
                    }
                    _ => {
                        let v = get(&msg, slot, 8);
                        put(&mut msg, slot, 8, v + 1);
                    }
                }
            } else {
                let huge =
                    [0xFFFF_FFFFu64, 0x1000_0000, 0x7FFF_FFFF_FFFF_FFFF][rng.below(3) as usize];
                put(&mut msg, slot, 8, huge);
                if let Some((off, width)) = member {
                    let max = if width >= 8 {
                        u64::MAX
                    } else {
                        (1u64 << (8 * width)) - 1
                    };
                    put(&mut msg, HEADER_SIZE + off as usize, width, huge.min(max));
                }
            }
            Some(frame(msg, Prefix::Device))
        }
        Mutation::Truncated | Mutation::OddSize | Mutation::BadFlags | Mutation::WrongRoute => {
            let (msg, _) = shaped(c, m, ids, rng)?;
            let payload = &msg[HEADER_SIZE..];
            let mut bad = frame(msg.clone(), Prefix::Device);
            match m {
                Mutation::Truncated => {
                    if payload.is_empty() {
                        return None;
                    }
                    let cut = rng.below(payload.len() as u64 / 8) as usize * 8;
                    bad.payload.truncate(cut);
                }
                Mutation::OddSize => {
                    let k = 1 + rng.below(7) as usize;
                    if rng.below(2) == 0 && payload.len() > k {
                        bad.payload.truncate(payload.len() - k);
                    } else {
                        bad.payload.extend(std::iter::repeat_n(0u8, k));
                    }
                }
                Mutation::BadFlags => {
                    bad.flags = [FLAG_REPLY, 2, 0x4000_0000][rng.below(3) as usize];
                }
                _ => {
                    // The whole message inside an `ASYNC` (for a command that may not travel
                    // so) or a `BATCH` (for an asynchronous command, which is not recorded).
                    bad.command = if relay::is_async(c.id) {
                        relay::BATCH
                    } else {
                        relay::ASYNC
                    };
                    bad.payload = msg;
                }
            }
            Some(bad)
        }
        Mutation::RandomBytes => {
            let n = rng.below(512) as usize;
            let n = if rng.below(4) == 0 { n } else { n & !7 };
            Some(Bad {
                command: c.id,
                flags: 0,
                payload: (0..n).map(|_| rng.next() as u8).collect(),
                prefix: Prefix::Session,
            })
        }
    }
}

/// Runs every mutation of every command with `seeds` random encodings each; panics on a
/// crash, a hang, or a message that was not refused.
fn run(tag: &str, seeds: u64) {
    let dir = TempDir::new(tag);
    let log = dir.0.join("renderer.log");
    let mut renderer = Renderer::start_env(
        &dir.0,
        &["--isolation", "none"],
        &[("VKRELAY_LOG", "warn")],
        Some(&log),
    );
    let log_text = || std::fs::read_to_string(&log).unwrap_or_default();
    // The well-behaved client whose objects the hostile ones name.
    let mut other = Wire::connect(&renderer.socket);
    let other_pd = other.instance(vk::API_VERSION_1_3, &[]);
    other.device(other_pd, &[]);
    // The physical device id a client gets (the renderer numbers them per client).
    let mut first = Raw::connect(&renderer.socket);
    let physical = first.instance(A_INSTANCE);
    drop(first);
    let ids = Ids {
        physical,
        other_physical: other_pd.as_raw(),
    };

    let start = Instant::now();
    let mut tried: BTreeMap<Mutation, usize> = BTreeMap::new();
    let mut not_applicable: BTreeMap<Mutation, usize> = BTreeMap::new();
    let mut no_handles = Vec::new();
    // Id mutations whose message decodes with a table that takes every id: only the ids are
    // wrong.
    let mut well_shaped: BTreeMap<Mutation, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut covered = 0;
    for (i, c) in COMMANDS.iter().enumerate() {
        let mut any = false;
        for (m, seed) in ALL.iter().flat_map(|&m| (0..seeds).map(move |s| (m, s))) {
            let mut rng = Rng(((i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
                ^ (m as u64) << 8
                ^ seed)
                | 1);
            let Some(bad) = make(c, m, ids, &mut rng) else {
                *not_applicable.entry(m).or_default() += 1;
                if m == Mutation::UnknownId && seed == 0 {
                    no_handles.push(c.name);
                }
                continue;
            };
            if m <= Mutation::OtherClient && decodes(&bad) {
                *well_shaped.entry(m).or_default() += 1;
            }
            let mut raw = Raw::connect(&renderer.socket);
            let pd = behave(&mut raw, bad.prefix);
            assert!(bad.prefix != Prefix::Device || pd == physical, "{pd:#x}");
            let outcome = raw.attack(&bad, Duration::from_secs(20));
            drop(raw);
            if let Some(status) = renderer.child.try_wait().unwrap() {
                panic!(
                    "the renderer died ({status}) at {} {m:?}:\n{}",
                    c.name,
                    log_text()
                );
            }
            *tried.entry(m).or_default() += 1;
            any = true;
            if outcome != Outcome::Dropped {
                failures.push(format!("{} {m:?}: {outcome:?}", c.name));
            }
        }
        covered += usize::from(any);
    }
    let took = start.elapsed();
    // The renderer serves a fresh client, and still serves the old one.
    let mut fresh = Raw::connect(&renderer.socket);
    assert_eq!(fresh.instance(A_INSTANCE), physical);
    drop(fresh);
    assert!(!other.dropped(), "the well-behaved client was dropped");
    assert!(
        renderer.child.try_wait().unwrap().is_none(),
        "the renderer died"
    );
    let text = log_text();
    assert!(!text.contains("panicked"), "{text}");
    let total: usize = tried.values().sum();
    eprintln!(
        "hostile: {covered} of {} commands, {total} hostile clients in {took:?} \
         ({:?} each); tried {tried:?}; of the id mutations, valid-shaped but for the ids: \
         {well_shaped:?}; not applicable {not_applicable:?} (no input handle: {no_handles:?})",
        COMMANDS.len(),
        took / total.max(1) as u32,
    );
    assert_eq!(covered, COMMANDS.len(), "a command with no hostile message");
    assert!(
        failures.is_empty(),
        "{} not refused:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every command, every mutation (see the module documentation).
#[test]
fn every_command_refuses_a_hostile_client() {
    let seeds = std::env::var("VKRELAY_HOSTILE_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    run("hostile", seeds);
}
