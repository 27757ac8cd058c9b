//! The maps and lists of one removal, kept from one run for the next (in a
//! [`Scratch`](crate::Scratch)), so that a run on a module like the last one allocates
//! nothing for them.

use super::block::{BlockPtr, Shape};
use crate::globals::{HashMap, HashSet};

/// The working state of [`remove_builtin_edits`](super::remove_builtin_edits); only the
/// buffers carry over, every run starts from [`Buffers::clear`].
#[derive(Debug, Default)]
pub(crate) struct Buffers {
    /// Standalone distance variables, sorted.
    pub(super) standalone: Vec<u32>,
    /// Pointers into moved storage.
    pub(super) tracked: HashSet<u32>,
    /// Moved arrays and the parameters that receive them.
    pub(super) whole_arguments: HashSet<u32>,
    /// `(struct id, removed member)`, sorted by id.
    pub(super) structs: Vec<(u32, u32)>,
    /// A struct and the array types built on it.
    pub(super) fam: Vec<u32>,
    /// The shapes of the block variables.
    pub(super) shapes: Vec<Shape>,
    /// Shapes of earlier runs, whose vectors the next shapes reuse.
    pub(super) spare_shapes: Vec<Shape>,
    /// Pointers to block variables and what is derived from them.
    pub(super) blocks: HashMap<u32, BlockPtr>,
    /// Block variables to move, in id order.
    pub(super) var_ids: Vec<u32>,
    /// Code of one rewritten instruction.
    pub(super) out: Vec<u32>,
    /// The ids in `tracked` or `blocks`, for the function-body walk.
    pub(super) followed: IdBits,
}

/// A set of ids as one bit per id below the largest inserted: a test is a load and a
/// shift, where a hash set hashes and probes.
#[derive(Debug, Default)]
pub(super) struct IdBits(Vec<u64>);

impl IdBits {
    /// Empties the set, with room for ids below `bound`.
    pub(super) fn reset(&mut self, bound: u32) {
        self.0.clear();
        self.0.resize(bound as usize / 64 + 1, 0);
    }

    pub(super) fn insert(&mut self, id: u32) {
        let at = id as usize / 64;
        if at >= self.0.len() {
            // An id the splice made, past the module's bound.
            self.0.resize(at + 1, 0);
        }
        self.0[at] |= 1 << (id % 64);
    }

    #[inline]
    pub(super) fn contains(&self, id: u32) -> bool {
        self.0
            .get(id as usize / 64)
            .is_some_and(|w| (w >> (id % 64)) & 1 != 0)
    }
}

impl Buffers {
    /// Empties everything, keeping the buffers.
    pub(super) fn clear(&mut self) {
        self.standalone.clear();
        self.tracked.clear();
        self.whole_arguments.clear();
        self.structs.clear();
        self.fam.clear();
        self.spare_shapes.append(&mut self.shapes);
        self.blocks.clear();
        self.var_ids.clear();
        self.out.clear();
    }
}
