//! Decoded recorded commands, kept for the next time the same bytes come.
//!
//! Applications record the same commands frame after frame: zink's ~50 per frame for a simple
//! scene are mostly the same dynamic state, barriers, rendering begin and draw, with the same
//! arguments and the same command buffer. Decoding them again costs as much as the driver's
//! own recording (nested structures such as `VkDependencyInfo` or `VkRenderingInfo` most), and
//! while a frame's replay is behind the application's recording, that cost delays the
//! submission. The renderer therefore keeps each decoded recorded command, keyed by its exact
//! message bytes, and replays a byte-identical message from the kept arguments.
//!
//! A kept decoding is only valid while every id it translated still names the same object:
//! [`Objects::generation`] changes whenever an object is entered or removed (or a template's
//! entries change), and the cache empties itself when it does. Byte-identical input under an
//! unchanged table decodes to identical arguments, so a hit accepts exactly what decoding
//! would accept; only successful decodings are kept.

use vk_wire::Arena;
use vk_wire::desc::CommandDesc;

use crate::objects::Objects;

/// Slots (a power of two), in sets of two: room for a few frames' worth of commands over
/// the several command buffers an application cycles through (zink: one per batch state).
pub const SLOTS: usize = 4096;
/// Messages longer than this are decoded every time (large inline data rarely repeats).
pub const MAX_MESSAGE: usize = 1024;
/// Decoded bytes kept before the cache starts over (what misses add is never reclaimed one
/// by one).
pub const MAX_DECODED: usize = 4 << 20;

#[derive(Default)]
struct Slot {
    hash: u64,
    /// The message (header included); empty for an empty slot.
    msg: Vec<u8>,
    cmd: Option<&'static CommandDesc>,
    /// The decoded arguments, in the cache's arena.
    args: usize,
}

/// The cache of one client (see the module documentation).
pub struct ReplayCache {
    /// Holds every kept decoding; reset (with every slot) when the cache starts over.
    arena: Arena,
    slots: Vec<Slot>,
    /// The [`Objects::generation`] the kept decodings were made under.
    generation: u64,
    /// Replays that reused a decoding / decoded (and kept) the message.
    pub hits: u64,
    /// See `hits`.
    pub misses: u64,
}

impl std::fmt::Debug for ReplayCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReplayCache")
            .field("hits", &self.hits)
            .field("misses", &self.misses)
            .finish()
    }
}

// SAFETY: the only raw pointers (the arena's chunks, and `Slot::args` as an address) point
// into memory this value owns; nothing is shared with another value, so moving it to another
// thread moves all of it.
unsafe impl Send for ReplayCache {}

impl Default for ReplayCache {
    fn default() -> Self {
        ReplayCache {
            arena: Arena::new(),
            slots: Vec::new(),
            generation: 0,
            hits: 0,
            misses: 0,
        }
    }
}

/// The 128-bit product of `a` and `b`, its halves folded (wyhash's mixing step: every input
/// bit reaches every output bit).
fn mum(a: u64, b: u64) -> u64 {
    let p = u128::from(a) * u128::from(b);
    (p as u64) ^ ((p >> 64) as u64)
}

/// A hash of `msg` (8 bytes at a time; messages are padded to 8). Messages of one command
/// differ in a word or two (a value, a command buffer), and those bits must reach the slot
/// index (the top bits).
fn hash(msg: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = msg.len() as u64 ^ 0xA076_1D64_78BD_642F;
    let mut words = msg.chunks_exact(8);
    for w in &mut words {
        let v = u64::from_le_bytes(w.try_into().unwrap_or([0; 8]));
        h = mum(h ^ v, K);
    }
    for &b in words.remainder() {
        h = mum(h ^ u64::from(b), K);
    }
    mum(h, 0xE703_7ED1_A0B4_28DB)
}

/// The first of the two slots a message hashed to `h` may be kept in.
fn set_of(h: u64) -> usize {
    ((h >> (64 - (SLOTS / 2).trailing_zeros())) as usize) * 2
}

impl ReplayCache {
    /// The decoded arguments of the recorded command `msg` (header included): kept ones when
    /// the same bytes were decoded under the current object table, else decoded now with
    /// `decode` (into the cache's arena) and kept. `None` when `msg` is not cached (too long):
    /// the caller decodes it itself.
    ///
    /// The returned pointer stays valid until the next call (a later miss may start the cache
    /// over).
    pub fn get<E>(
        &mut self,
        msg: &[u8],
        objects: &mut Objects,
        decode: impl FnOnce(&[u8], &mut Objects, &Arena) -> Result<(&'static CommandDesc, *mut u8), E>,
    ) -> Option<Result<(&'static CommandDesc, *mut u8), E>> {
        if msg.len() > MAX_MESSAGE {
            return None;
        }
        if self.slots.is_empty() {
            self.slots.resize_with(SLOTS, Slot::default);
        }
        if self.generation != objects.generation() || self.arena.allocated() > MAX_DECODED {
            self.start_over(objects.generation());
        }
        let h = hash(msg);
        let set = set_of(h);
        for way in 0..2 {
            let s = &self.slots[set + way];
            if s.hash == h
                && s.msg == msg
                && let Some(cmd) = s.cmd
            {
                let args = s.args as *mut u8;
                if way == 1 {
                    // The most recently used first; the other is replaced next.
                    self.slots.swap(set, set + 1);
                }
                self.hits += 1;
                return Some(Ok((cmd, args)));
            }
        }
        let r = decode(msg, objects, &self.arena);
        if let Ok((cmd, args)) = r {
            self.misses += 1;
            self.slots.swap(set, set + 1);
            let slot = &mut self.slots[set];
            slot.hash = h;
            slot.msg.clear();
            slot.msg.extend_from_slice(msg);
            slot.cmd = Some(cmd);
            slot.args = args as usize;
        }
        Some(r)
    }

    /// Forgets every kept decoding.
    fn start_over(&mut self, generation: u64) {
        for s in &mut self.slots {
            s.cmd = None;
            s.msg.clear();
        }
        self.arena.reset();
        self.generation = generation;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ash::vk::{self, Handle};
    use vk_wire::{CommandArgs, IdentityIds, args};

    fn encode<A: CommandArgs>(a: &A) -> Vec<u8> {
        // SAFETY: `a` holds no pointers.
        unsafe {
            let mut b = vec![0u8; vk_wire::request_size(a).unwrap()];
            let n = vk_wire::encode_request(a, &mut IdentityIds, &mut b).unwrap();
            b.truncate(n);
            b
        }
    }

    fn stencil(cb: u64, reference: u32) -> Vec<u8> {
        encode(&args::CmdSetStencilReference {
            command_buffer: vk::CommandBuffer::from_raw(cb),
            face_mask: vk::StencilFaceFlags::FRONT,
            reference,
        })
    }

    /// Looks `msg` up through the real decoder; (decoded command buffer, reference, whether
    /// the decoder ran).
    fn get(c: &mut ReplayCache, o: &mut Objects, msg: &[u8]) -> Option<(u64, u32, bool)> {
        let mut ran = false;
        let r = c.get(msg, o, |m, o, arena| {
            ran = true;
            vk_wire::decode_request(m, o, arena).map(|r| (r.command, r.args_ptr()))
        })?;
        let (cmd, a) = r.ok()?;
        assert_eq!(cmd.id, args::CmdSetStencilReference::ID);
        // SAFETY: the decoded arguments of vkCmdSetStencilReference.
        let a = unsafe { &*a.cast::<args::CmdSetStencilReference>() };
        Some((a.command_buffer.as_raw(), a.reference, ran))
    }

    #[test]
    fn the_same_bytes_reuse_the_decoding_until_the_table_changes() {
        let mut o = Objects::default();
        o.insert(vk::ObjectType::COMMAND_BUFFER, 10, 0xC1).unwrap();
        let mut c = ReplayCache::default();
        let m = stencil(10, 7);
        assert_eq!(get(&mut c, &mut o, &m), Some((0xC1, 7, true)));
        assert_eq!(get(&mut c, &mut o, &m), Some((0xC1, 7, false)));
        // Other bytes: decoded, and both kept.
        assert_eq!(get(&mut c, &mut o, &stencil(10, 8)), Some((0xC1, 8, true)));
        assert_eq!(get(&mut c, &mut o, &m), Some((0xC1, 7, false)));
        assert_eq!((c.hits, c.misses), (2, 2));
        // Id 10 now names another command buffer: the same bytes decode to it.
        o.remove_handle(vk::ObjectType::COMMAND_BUFFER, 0xC1);
        o.insert(vk::ObjectType::COMMAND_BUFFER, 10, 0xC9).unwrap();
        assert_eq!(get(&mut c, &mut o, &m), Some((0xC9, 7, true)));
        assert_eq!(get(&mut c, &mut o, &m), Some((0xC9, 7, false)));
        // Another object's creation starts the cache over too.
        o.insert(vk::ObjectType::BUFFER, 11, 0xB1).unwrap();
        assert_eq!(get(&mut c, &mut o, &m), Some((0xC9, 7, true)));
    }

    #[test]
    fn refused_messages_are_not_kept_and_long_ones_not_cached() {
        let mut o = Objects::default();
        let mut c = ReplayCache::default();
        let unknown = stencil(12, 1);
        for _ in 0..2 {
            let mut ran = false;
            let r = c.get(&unknown, &mut o, |m, o, arena| {
                ran = true;
                vk_wire::decode_request(m, o, arena).map(|r| (r.command, r.args_ptr()))
            });
            assert!(matches!(r, Some(Err(_))), "an unknown id is refused");
            assert!(ran, "a refusal is not kept: the decoder runs every time");
        }
        let long = vec![0u8; MAX_MESSAGE + 8];
        let r = c.get(&long, &mut o, |_, _, _| -> Result<_, ()> {
            unreachable!("not decoded by the cache")
        });
        assert!(r.is_none());
        assert_eq!((c.hits, c.misses), (0, 0));
    }

    #[test]
    fn many_messages_mostly_stay_kept() {
        let mut o = Objects::default();
        for cb in 0..8 {
            o.insert(vk::ObjectType::COMMAND_BUFFER, 100 + cb, 0xC00 + cb)
                .unwrap();
        }
        let mut c = ReplayCache::default();
        // 8 command buffers x 60 commands: a few frames of zink's, far fewer than the slots.
        let msgs: Vec<Vec<u8>> = (0..8)
            .flat_map(|cb| (0..60).map(move |r| stencil(100 + cb, r)))
            .collect();
        for m in &msgs {
            get(&mut c, &mut o, m).unwrap();
        }
        let before = c.misses;
        for m in &msgs {
            get(&mut c, &mut o, m).unwrap();
        }
        let again = c.misses - before;
        assert!(
            again * 50 <= msgs.len() as u64,
            "{again} of {} decoded again",
            msgs.len()
        );
    }

    #[test]
    fn the_hash_tells_lengths_and_bytes_apart() {
        assert_ne!(hash(&[0; 16]), hash(&[0; 24]));
        assert_ne!(
            hash(&[1, 0, 0, 0, 0, 0, 0, 0]),
            hash(&[0, 1, 0, 0, 0, 0, 0, 0])
        );
        assert_ne!(hash(&[1; 9]), hash(&[1; 10]));
    }
}
