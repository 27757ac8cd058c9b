//! The word-stream view of a module: header, instruction walk and one-pass splicing.
//!
//! [`Module`] owns the words; [`Module::instructions`] walks them without allocating; a
//! [`Splice`] collects removals, insertions and in-place word changes and applies them in one
//! copy. A module no pass changed keeps its original words (and byte order) untouched.

use crate::Error;
use crate::scratch::Scratch;

/// The SPIR-V magic number, in the module's own byte order.
pub const MAGIC: u32 = 0x0723_0203;
/// Number of words in the module header.
pub const HEADER_WORDS: usize = 5;
/// The largest id bound accepted (the SPIR-V universal limit, 4,194,303).
pub const MAX_BOUND: u32 = 0x3F_FFFF;

/// A validated SPIR-V module held as words in host order.
///
/// Invariants (established by [`Module::from_words`], kept by [`Splice::apply`]): the header is
/// present with the magic, a 1.x version and `0 < bound <= MAX_BOUND`; every instruction has a
/// word count ≥ 1 that stays inside the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    words: Vec<u32>,
    big_endian: bool,
}

/// One instruction: its offset in words and its words (the first one holds count and opcode).
#[derive(Clone, Copy, Debug)]
pub struct Inst<'a> {
    /// Offset of the first word of the instruction in the module.
    pub offset: usize,
    /// All words of the instruction, including the first one.
    pub words: &'a [u32],
}

impl<'a> Inst<'a> {
    /// The instruction starting at word `offset` of `words` (an offset this crate recorded
    /// while walking a validated module; anything else is an internal error).
    pub fn at(words: &'a [u32], offset: usize) -> Result<Self, Error> {
        let n = words
            .get(offset)
            .map(|w| (w >> 16) as usize)
            .filter(|&n| n > 0)
            .ok_or(Error::Internal("instruction offset out of range"))?;
        let words = words
            .get(offset..offset + n)
            .ok_or(Error::Internal("instruction offset out of range"))?;
        Ok(Self { offset, words })
    }

    /// The opcode (low 16 bits of the first word).
    #[inline]
    pub fn opcode(&self) -> u16 {
        (self.words[0] & 0xFFFF) as u16
    }

    /// The operand words (everything after the first word).
    #[inline]
    pub fn operands(&self) -> &'a [u32] {
        &self.words[1..]
    }

    /// Operand `i`, or a [`Error::Malformed`] naming the opcode if the instruction is too short.
    #[inline]
    pub fn op(&self, i: usize) -> Result<u32, Error> {
        self.words.get(i + 1).copied().ok_or(Error::Malformed {
            offset: self.offset,
            what: "instruction has too few operands",
        })
    }

    /// The operand index after the literal string starting at operand `i` (no allocation).
    pub fn string_end(&self, i: usize) -> Result<usize, Error> {
        let ops = self.operands();
        let mut j = i;
        while j < ops.len() {
            let w = ops[j];
            j += 1;
            if w & 0xFF00_0000 == 0 || w & 0xFF_0000 == 0 || w & 0xFF00 == 0 || w & 0xFF == 0 {
                return Ok(j);
            }
        }
        Err(Error::Malformed {
            offset: self.offset,
            what: "unterminated literal string",
        })
    }

    /// The literal string starting at operand `i` and the operand index after it.
    pub fn string(&self, i: usize) -> Result<(String, usize), Error> {
        let ops = self.operands();
        let mut bytes = Vec::new();
        let mut j = i;
        while j < ops.len() {
            let w = ops[j].to_le_bytes();
            j += 1;
            if let Some(end) = w.iter().position(|&b| b == 0) {
                bytes.extend_from_slice(&w[..end]);
                return Ok((String::from_utf8_lossy(&bytes).into_owned(), j));
            }
            bytes.extend_from_slice(&w);
        }
        Err(Error::Malformed {
            offset: self.offset,
            what: "unterminated literal string",
        })
    }
}

/// An iterator over the instructions of a validated module.
#[derive(Clone, Debug)]
pub struct Instructions<'a> {
    words: &'a [u32],
    pos: usize,
}

impl<'a> Iterator for Instructions<'a> {
    type Item = Inst<'a>;

    #[inline]
    fn next(&mut self) -> Option<Inst<'a>> {
        let first = *self.words.get(self.pos)?;
        let n = (first >> 16) as usize;
        // Framing was validated when the module was built; stop rather than panic if not.
        let words = self.words.get(self.pos..self.pos + n.max(1))?;
        let inst = Inst {
            offset: self.pos,
            words,
        };
        self.pos += n.max(1);
        Some(inst)
    }
}

/// Opcodes below this have an entry in [`RESULT_KIND`].
const KNOWN_OPCODES: usize = 8192;

/// Per opcode: 0 = no result id (or unknown opcode), 1 = result id first, 2 = result type
/// then result id. Built at compile time from the generated grammar ranges.
static RESULT_KIND: [u8; KNOWN_OPCODES] = {
    use crate::generated::result_ids::{TYPED_RESULT, UNTYPED_RESULT};
    let mut t = [0u8; KNOWN_OPCODES];
    let mut i = 0;
    while i < UNTYPED_RESULT.len() {
        let (mut op, end) = UNTYPED_RESULT[i];
        while op <= end && (op as usize) < KNOWN_OPCODES {
            t[op as usize] = 1;
            op += 1;
        }
        i += 1;
    }
    let mut i = 0;
    while i < TYPED_RESULT.len() {
        let (mut op, end) = TYPED_RESULT[i];
        while op <= end && (op as usize) < KNOWN_OPCODES {
            t[op as usize] = 2;
            op += 1;
        }
        i += 1;
    }
    t
};

/// Walks the framing of `words` (header included) and returns the first error: a word
/// count of 0, an instruction past the end, or — for opcodes of the grammar — a missing or
/// out-of-bound result id or result type.
fn check_framing(words: &[u32]) -> Result<(), Error> {
    let bound = words.get(3).copied().unwrap_or(0);
    check_instructions(words, HEADER_WORDS, bound)
}

/// [`check_framing`] of the instructions of `words` from word `pos` on, against `bound`.
fn check_instructions(words: &[u32], mut pos: usize, bound: u32) -> Result<(), Error> {
    let len = words.len();
    while pos < len {
        let first = words[pos];
        let n = (first >> 16) as usize;
        if n == 0 {
            return Err(Error::ZeroWordCount { offset: pos });
        }
        if n > len - pos {
            return Err(Error::Truncated { offset: pos });
        }
        let kind = result_kind(first);
        if kind != 0 {
            if n <= kind {
                return Err(Error::Malformed {
                    offset: pos,
                    what: "instruction too short for its result id",
                });
            }
            let result = words[pos + kind];
            let ty = words[pos + 1];
            if !in_bound(result, bound) {
                return Err(Error::IdOutOfBound {
                    id: result,
                    offset: pos,
                });
            }
            if kind == 2 && !in_bound(ty, bound) {
                return Err(Error::IdOutOfBound {
                    id: ty,
                    offset: pos,
                });
            }
        }
        pos += n;
    }
    Ok(())
}

/// Where the result id of the instruction whose first word is `first` lies: 0 for none (or
/// an opcode the grammar does not know), 1 for an untyped result, 2 after a result type.
#[inline]
fn result_kind(first: u32) -> usize {
    usize::from(
        RESULT_KIND
            .get((first & 0xFFFF) as usize)
            .copied()
            .unwrap_or(0),
    )
}

/// Whether `id` is a valid id below `bound`: `id - 1 < bound - 1` catches 0 and everything
/// at or above the bound at once.
#[inline]
fn in_bound(id: u32, bound: u32) -> bool {
    id.wrapping_sub(1) < bound.wrapping_sub(1)
}

impl Module {
    /// Parses a module from bytes in either byte order (detected from the magic number).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() % 4 != 0 {
            return Err(Error::BadLength(bytes.len()));
        }
        if bytes.len() < HEADER_WORDS * 4 {
            return Err(Error::BadHeader("shorter than the 5-word header"));
        }
        let big_endian = match [bytes[0], bytes[1], bytes[2], bytes[3]] {
            b if u32::from_le_bytes(b) == MAGIC => false,
            b if u32::from_be_bytes(b) == MAGIC => true,
            _ => return Err(Error::BadHeader("bad magic number")),
        };
        let words: Vec<u32> = if big_endian {
            bytes
                .chunks_exact(4)
                .map(|c| u32::from_be_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        } else {
            bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        };
        let mut m = Self::from_words(words)?;
        m.big_endian = big_endian;
        Ok(m)
    }

    /// Validates and wraps words in host order.
    pub fn from_words(words: Vec<u32>) -> Result<Self, Error> {
        if words.len() < HEADER_WORDS {
            return Err(Error::BadHeader("shorter than the 5-word header"));
        }
        if words[0] != MAGIC {
            return Err(Error::BadHeader("bad magic number"));
        }
        let v = words[1];
        if v & 0xFF00_00FF != 0 || (v >> 16) & 0xFF != 1 || (v >> 8) & 0xFF > 6 {
            return Err(Error::BadHeader(
                "unsupported version (expected 1.0 to 1.6)",
            ));
        }
        if words[3] == 0 || words[3] > MAX_BOUND {
            return Err(Error::BadHeader("id bound is 0 or above 4,194,303"));
        }
        check_framing(&words)?;
        Ok(Self {
            words,
            big_endian: false,
        })
    }

    /// The module's words in host order (header included).
    pub fn words(&self) -> &[u32] {
        &self.words
    }

    /// The module's words in host order, without a copy.
    pub fn into_words(self) -> Vec<u32> {
        self.words
    }

    /// The module as bytes, in the byte order it was read in.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.words.len() * 4);
        for w in &self.words {
            out.extend_from_slice(&if self.big_endian {
                w.to_be_bytes()
            } else {
                w.to_le_bytes()
            });
        }
        out
    }

    /// The SPIR-V version as `(major, minor)`.
    pub fn version(&self) -> (u8, u8) {
        ((self.words[1] >> 16) as u8, (self.words[1] >> 8) as u8)
    }

    /// The id bound from the header: every id is below it.
    pub fn bound(&self) -> u32 {
        self.words[3]
    }

    /// The generator word from the header (kept untouched by every pass).
    pub fn generator(&self) -> u32 {
        self.words[2]
    }

    /// Walks the instructions after the header.
    pub fn instructions(&self) -> Instructions<'_> {
        Instructions {
            words: &self.words,
            pos: HEADER_WORDS,
        }
    }

    /// Walks the instructions from word `offset` on, which must start an instruction (an
    /// offset a walk of this module found, such as [`Globals`]' `functions_start`): the
    /// instructions of [`Module::instructions`] at or past `offset`, without walking the
    /// ones before. Any other offset gives a misframed walk (never a panic).
    ///
    /// [`Globals`]: crate::globals::Globals
    pub(crate) fn instructions_from(&self, offset: usize) -> Instructions<'_> {
        Instructions {
            words: &self.words,
            pos: offset.max(HEADER_WORDS),
        }
    }

    /// Checks that `id` is a valid id of this module.
    #[inline]
    pub fn check_id(&self, id: u32, offset: usize) -> Result<u32, Error> {
        if id == 0 || id >= self.bound() {
            Err(Error::IdOutOfBound { id, offset })
        } else {
            Ok(id)
        }
    }
}

/// The first word of an instruction with `operands` operand words.
#[inline]
pub fn first_word(op: spirv::Op, operands: usize) -> u32 {
    (((operands + 1) as u32) << 16) | op as u32
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Edit {
    at: usize,
    remove: usize,
    start: usize,
    len: usize,
    /// A [`Splice::set_word`]: one word inside an instruction, not whole instructions.
    word: bool,
}

/// A set of edits over a module, applied in one pass by [`Splice::apply`].
///
/// Edits are positions in the *original* words: removals and replacements of whole
/// instructions, single-word rewrites, and insertions. Edits at the same position keep the
/// order they were made in. Overlapping removals are an internal error, reported, not a panic.
#[derive(Debug)]
pub struct Splice {
    edits: Vec<Edit>,
    buf: Vec<u32>,
    bound: u32,
}

impl Splice {
    /// Starts an empty set of edits for `module`.
    pub fn new(module: &Module) -> Self {
        Self {
            edits: Vec::with_capacity(16),
            buf: Vec::with_capacity(128),
            bound: module.bound(),
        }
    }

    /// [`Splice::new`] in buffers kept by `scratch`.
    pub(crate) fn new_in(module: &Module, scratch: &mut Scratch) -> Self {
        let (mut edits, mut buf) = scratch.splice_buffers();
        edits.reserve(16);
        buf.reserve(128);
        Self {
            edits,
            buf,
            bound: module.bound(),
        }
    }

    /// Whether no edit was recorded.
    pub fn is_empty(&self) -> bool {
        self.edits.is_empty()
    }

    /// Whether [`Splice::apply`] would change `module` (the module this splice was made for).
    pub fn changes(&self, module: &Module) -> bool {
        !self.edits.is_empty() || self.bound != module.bound()
    }

    /// Takes back the replacement of the whole instruction `inst` recorded earlier, if any,
    /// and appends its words to `out`, for an edit that builds on it. Returns whether there
    /// was one.
    pub fn take_replacement(&mut self, inst: &Inst<'_>, out: &mut Vec<u32>) -> bool {
        let Some(i) = self
            .edits
            .iter()
            .position(|e| !e.word && e.at == inst.offset && e.remove == inst.words.len())
        else {
            return false;
        };
        let e = self.edits.remove(i);
        out.extend_from_slice(&self.buf[e.start..e.start + e.len]);
        true
    }

    /// Replaces the instruction `inst` by the replacement recorded for it earlier (or by
    /// itself when there is none; a removal counts as none) with `extra` operand words
    /// appended, its word count updated: an edit that builds on an earlier one of the same
    /// splice.
    pub(crate) fn replace_appending(
        &mut self,
        inst: &Inst<'_>,
        extra: impl IntoIterator<Item = u32>,
    ) {
        let start = self.buf.len();
        match self.edits.iter().position(|e| {
            !e.word && e.len > 0 && e.at == inst.offset && e.remove == inst.words.len()
        }) {
            Some(i) => {
                let e = self.edits.remove(i);
                self.buf.extend_from_within(e.start..e.start + e.len);
            }
            None => self.buf.extend_from_slice(inst.words),
        }
        self.buf.extend(extra);
        let len = self.buf.len() - start;
        self.buf[start] = (self.buf[start] & 0xFFFF) | ((len as u32) << 16);
        self.edits.push(Edit {
            at: inst.offset,
            remove: inst.words.len(),
            start,
            len,
            word: false,
        });
    }

    /// Inserts before the word at `at` the words `write` appends to the buffer it is given.
    pub(crate) fn insert_with(&mut self, at: usize, write: impl FnOnce(&mut Vec<u32>)) {
        let start = self.buf.len();
        write(&mut self.buf);
        self.inserted(at, start);
    }

    /// Records the insertion of the words from `start` on in `buf` before the word at `at`.
    /// An insertion at the same place as the edit just made, an insertion whose words end
    /// where these start, extends that edit: declarations added one after the other at the
    /// end of the global section become one edit (the same words in the same order, for
    /// fewer edits to sort and apply).
    fn inserted(&mut self, at: usize, start: usize) {
        let len = self.buf.len() - start;
        if let Some(last) = self.edits.last_mut()
            && !last.word
            && last.remove == 0
            && last.at == at
            && last.start + last.len == start
        {
            last.len += len;
            return;
        }
        self.edits.push(Edit {
            at,
            remove: 0,
            start,
            len,
            word: false,
        });
    }

    /// Replaces the instruction `inst` by the words `write` appends to the buffer it is
    /// given (any number of whole instructions): [`Splice::replace`] without a buffer of
    /// the caller's.
    pub(crate) fn replace_with(&mut self, inst: &Inst<'_>, write: impl FnOnce(&mut Vec<u32>)) {
        let start = self.buf.len();
        write(&mut self.buf);
        self.edits.push(Edit {
            at: inst.offset,
            remove: inst.words.len(),
            start,
            len: self.buf.len() - start,
            word: false,
        });
    }

    /// Allocates a fresh id (raises the header's bound when applied).
    pub fn new_id(&mut self) -> Result<u32, Error> {
        if self.bound >= MAX_BOUND {
            return Err(Error::IdLimit);
        }
        let id = self.bound;
        self.bound += 1;
        Ok(id)
    }

    fn push(&mut self, at: usize, remove: usize, words: &[u32]) {
        let start = self.buf.len();
        self.buf.extend_from_slice(words);
        if remove == 0 {
            self.inserted(at, start);
            return;
        }
        self.edits.push(Edit {
            at,
            remove,
            start,
            len: words.len(),
            word: false,
        });
    }

    /// Removes the instruction `inst`.
    pub fn remove(&mut self, inst: &Inst<'_>) {
        self.push(inst.offset, inst.words.len(), &[]);
    }

    /// Replaces the instruction `inst` by `words` (any number of whole instructions).
    pub fn replace(&mut self, inst: &Inst<'_>, words: &[u32]) {
        self.push(inst.offset, inst.words.len(), words);
    }

    /// Sets the word at `at` to `value`.
    pub fn set_word(&mut self, at: usize, value: u32) {
        self.edits.push(Edit {
            at,
            remove: 1,
            start: self.buf.len(),
            len: 1,
            word: true,
        });
        self.buf.push(value);
    }

    /// Inserts `words` before the word at `at` (`at` may be the module length).
    pub fn insert(&mut self, at: usize, words: &[u32]) {
        self.push(at, 0, words);
    }

    /// Inserts the instruction `op result operands…` before the word at `at`.
    pub(crate) fn insert_inst_with_result(
        &mut self,
        at: usize,
        op: spirv::Op,
        result: u32,
        operands: &[u32],
    ) {
        let start = self.buf.len();
        self.buf.push(first_word(op, operands.len() + 1));
        self.buf.push(result);
        self.buf.extend_from_slice(operands);
        self.inserted(at, start);
    }

    /// Inserts the instruction `op operands…` before the word at `at`.
    pub fn insert_inst(&mut self, at: usize, op: spirv::Op, operands: &[u32]) {
        let start = self.buf.len();
        self.buf.push(first_word(op, operands.len()));
        self.buf.extend_from_slice(operands);
        self.inserted(at, start);
    }

    /// Applies every edit in one copy. Returns whether the module changed.
    ///
    /// The module's own instructions were checked when it was parsed and the bound only
    /// grows, so only the edits are checked against the framing: whole-instruction edits
    /// must start and end on instruction boundaries and bring whole, well-formed
    /// instructions; a word edit must leave the first word alone and keep a result id or
    /// result type it overwrites inside the bound.
    pub fn apply(self, module: &mut Module) -> Result<bool, Error> {
        self.apply_with(module, None)
    }

    /// [`Splice::apply`], writing the module into a buffer kept by `scratch` and giving it
    /// the module's old buffer and the splice's.
    pub(crate) fn apply_in(
        self,
        module: &mut Module,
        scratch: &mut Scratch,
    ) -> Result<bool, Error> {
        self.apply_with(module, Some(scratch))
    }

    fn apply_with(
        mut self,
        module: &mut Module,
        mut scratch: Option<&mut Scratch>,
    ) -> Result<bool, Error> {
        if self.edits.is_empty() && self.bound == module.bound() {
            if let Some(s) = scratch {
                s.put_splice_buffers(self.edits, self.buf);
            }
            return Ok(false);
        }
        // At one position, insertions come before the removal of what was there, and edits
        // of the same kind keep the order they were made in: `start` orders them, as every
        // edit's words go after the earlier ones' in `buf`. Edits it cannot tell apart at one
        // position bring no words (their order changes nothing) or overlap (an error in
        // either order).
        self.edits
            .sort_unstable_by_key(|e| (e.at, e.remove > 0, e.start));
        let old = &module.words;
        let broke = || Error::Internal("edits broke instruction framing");
        let extra: usize = self.edits.iter().map(|e| e.len).sum();
        let mut out = match scratch.as_deref_mut() {
            Some(s) => s.words(old.len() + extra),
            None => Vec::with_capacity(old.len() + extra),
        };
        let mut cursor = 0;
        // The instruction boundaries of `old` (valid framing): `inst` starts the instruction
        // that holds word `pos - 1`, `pos` the next one.
        let (mut inst, mut pos) = (HEADER_WORDS, HEADER_WORDS);
        let advance = |to: usize, inst: &mut usize, pos: &mut usize| {
            while *pos < to {
                *inst = *pos;
                *pos += (old[*pos] >> 16) as usize;
            }
        };
        for e in &self.edits {
            if e.at < cursor || e.at + e.remove > old.len() {
                return Err(Error::Internal("overlapping or out-of-range edits"));
            }
            let new = &self.buf[e.start..e.start + e.len];
            if e.word {
                if e.at < HEADER_WORDS {
                    return Err(broke());
                }
                advance(e.at + 1, &mut inst, &mut pos);
                let kind = result_kind(old[inst]);
                let at = e.at - inst;
                let id_word = kind != 0 && (at == kind || (kind == 2 && at == 1));
                if at == 0 || (id_word && !in_bound(new[0], self.bound)) {
                    return Err(broke());
                }
            } else {
                advance(e.at, &mut inst, &mut pos);
                if pos != e.at.max(HEADER_WORDS) || e.at < HEADER_WORDS {
                    return Err(broke());
                }
                advance(e.at + e.remove, &mut inst, &mut pos);
                if pos != e.at + e.remove {
                    return Err(broke());
                }
                check_instructions(new, 0, self.bound).map_err(|_| broke())?;
            }
            out.extend_from_slice(&old[cursor..e.at]);
            out.extend_from_slice(new);
            cursor = e.at + e.remove;
        }
        out.extend_from_slice(&old[cursor..]);
        out[3] = self.bound;
        let old = std::mem::replace(&mut module.words, out);
        if let Some(s) = scratch {
            s.put_words(old);
            s.put_splice_buffers(self.edits, self.buf);
        }
        Ok(true)
    }
}
