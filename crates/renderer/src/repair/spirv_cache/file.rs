//! The on-disk form of the rewritten-SPIR-V cache: a header, a tag naming the rewriter's
//! version, then entries.
//!
//! All integers are little-endian.
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 8 | magic, [`MAGIC`] |
//! | 8 | 4 | format version, [`VERSION`] |
//! | 12 | 4 | tag length `t` (at most [`MAX_TAG`]) |
//! | 16 | 4 | entry count (at most [`MAX_ENTRIES`]) |
//! | 20 | 4 | CRC-32 (IEEE) of the tag and the entries together |
//! | 24 | 8 | entries' length `n` |
//! | 32 | `t` | the tag ([`tag`]: the renderer's and spirv-patch's versions) |
//! | 32 + `t` | `n` | the entries |
//!
//! Each entry is its kind ([`Kind`], 4 bytes), its key's length `k` (4, at most
//! [`MAX_KEY`]), its value's length `v` (4), then the key and the value. Keys are compared as
//! bytes ([`rewrite_key`], [`plan_key`]); values are [`encode_rewrite`] and [`encode_plan`].
//!
//! A rewrite's value: flags (4; bit 0: the passes changed the module, no other bit set),
//! the count `f` of scaled locations (4, at most [`MAX_FORMATS`]), `f` pairs of location and
//! `VkFormat` (4 + 4), then the rewritten words: none when nothing changed, else a SPIR-V
//! module (at least 5 words, the first [`spirv::MAGIC_NUMBER`]).
//!
//! A distance plan's value: the count `e` of stage edits (4, at most [`MAX_EDITS`]), `e`
//! edits of 20 bytes (stage index, kind 1 = strip, 2 = lower, 3 = discard, then for a strip
//! the clip and cull flags and a zero, for the others the slots' first location and clip and
//! cull counts, each at most [`spirv_patch::clipemu::MAX_DISTANCES`]), then the words of a
//! fragment stage to add (none, or a SPIR-V module as above).
//!
//! The file is exactly `32 + t + n` bytes long. [`decode`] accepts a file only if every field
//! checks out, its tag is this build's, and every entry's value decodes; it is total: any
//! byte sequence gives entries or an error, never a panic.

use std::ops::Range;
use std::sync::Arc;

use spirv_patch::Format;
use spirv_patch::clipemu::{MAX_DISTANCES, Slots};

use crate::repair::clip::{Plan, StageEdit};
use crate::repair::pipeline::Edit;

/// The first eight bytes of every file.
pub const MAGIC: [u8; 8] = *b"VKRLSPVC";

/// The format version this renderer writes and reads.
pub const VERSION: u32 = 1;

/// Bytes before the tag.
pub const HEADER_LEN: usize = 32;

/// The longest tag accepted.
pub const MAX_TAG: usize = 256;

/// The most entries a file holds.
pub const MAX_ENTRIES: usize = 1 << 16;

/// The longest key accepted.
pub const MAX_KEY: usize = 1 << 16;

/// The most scaled locations in a rewrite's value.
pub const MAX_FORMATS: usize = 64;

/// The most stage edits in a plan's value.
pub const MAX_EDITS: usize = 64;

/// Bytes before each entry's key.
pub const ENTRY_HEADER_LEN: usize = 12;

/// The tag of this build: a file with another tag was made by another rewriter, and none of
/// its outputs is used.
pub fn tag() -> String {
    format!(
        "vkrelay-renderer {}; spirv-patch {}; format {VERSION}",
        env!("CARGO_PKG_VERSION"),
        spirv_patch::VERSION
    )
}

/// What an entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A stage's rewrite ([`Rewrite`]).
    Rewrite = 1,
    /// A pipeline's distance plan ([`Plan`]).
    Plan = 2,
}

/// Why a file or an entry was not used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Shorter than the header, or than the lengths it gives.
    #[error("truncated ({0} bytes)")]
    Truncated(usize),
    /// The magic is not [`MAGIC`].
    #[error("not a vkrelay rewritten-SPIR-V cache (bad magic)")]
    Magic,
    /// Another format version.
    #[error("format version {0}, expected {VERSION}")]
    Version(u32),
    /// Made by another version of the renderer or of spirv-patch.
    #[error("made by another version of the rewriter")]
    Tag,
    /// The lengths do not add up to the file's size, or a count or length is above its bound.
    #[error("bad lengths")]
    Length,
    /// The checksum does not match.
    #[error("checksum mismatch")]
    Checksum,
    /// An entry's kind or value does not decode.
    #[error("bad entry ({0})")]
    Entry(&'static str),
}

/// A stage's rewrite as the cache keeps it: what a hit needs to skip the passes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rewrite {
    /// Whether the passes changed the module (if not, the stage stays as it is).
    pub changed: bool,
    /// The format of each scaled location after the rewrite.
    pub formats: Vec<(u32, Format)>,
    /// The rewritten module (empty where nothing changed).
    pub words: Vec<u32>,
}

/// One entry of a decoded file: its key and where its value lies in the entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<'a> {
    /// What it holds.
    pub kind: Kind,
    /// Its key.
    pub key: &'a [u8],
    /// Its value, within the entries ([`Decoded::entries`]).
    pub value: Range<usize>,
}

/// A file that checked out.
#[derive(Debug)]
pub struct Decoded<'a> {
    /// The tag.
    pub tag: &'a [u8],
    /// The entries' bytes.
    pub entries: &'a [u8],
    /// The entries, in file order.
    pub index: Vec<Entry<'a>>,
}

/// The file of `tag` and the encoded `entries` (a run of [`encode_entry`]) holding `count`
/// entries, whose CRC-32 together with the tag is `crc`.
pub fn encode(tag: &[u8], count: usize, crc: u32, entries: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + tag.len() + entries.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(tag.len() as u32).to_le_bytes());
    out.extend_from_slice(&(count as u32).to_le_bytes());
    out.extend_from_slice(&crc.to_le_bytes());
    out.extend_from_slice(&(entries.len() as u64).to_le_bytes());
    out.extend_from_slice(tag);
    out.extend_from_slice(entries);
    out
}

/// Appends an entry of `kind` to `out`.
pub fn encode_entry(out: &mut Vec<u8>, kind: Kind, key: &[u8], value: &[u8]) {
    out.extend_from_slice(&(kind as u32).to_le_bytes());
    out.extend_from_slice(&(key.len() as u32).to_le_bytes());
    out.extend_from_slice(&(value.len() as u32).to_le_bytes());
    out.extend_from_slice(key);
    out.extend_from_slice(value);
}

/// A cursor over bytes that fails instead of reading past the end.
struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn bytes(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let s = self.b.get(self.at..end)?;
        self.at = end;
        Some(s)
    }

    fn u32(&mut self) -> Option<u32> {
        self.bytes(4)
            .map(|s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }

    fn rest(&mut self) -> &'a [u8] {
        let s = &self.b[self.at.min(self.b.len())..];
        self.at = self.b.len();
        s
    }
}

/// The entries of `file`, if it is a whole, intact file with the tag `tag` whose every
/// entry decodes.
pub fn decode<'a>(file: &'a [u8], tag: &[u8]) -> Result<Decoded<'a>, FileError> {
    let mut r = Reader { b: file, at: 0 };
    let truncated = FileError::Truncated(file.len());
    let head = r.bytes(HEADER_LEN).ok_or(truncated)?;
    if head[..8] != MAGIC {
        return Err(FileError::Magic);
    }
    let mut h = Reader { b: head, at: 8 };
    // The header is `HEADER_LEN` bytes: these reads stay inside it.
    let (version, tag_len, count, crc) = (
        h.u32().unwrap_or(0),
        h.u32().unwrap_or(0) as usize,
        h.u32().unwrap_or(0) as usize,
        h.u32().unwrap_or(0),
    );
    let mut n = [0u8; 8];
    n.copy_from_slice(&head[24..32]);
    let len = u64::from_le_bytes(n);
    if version != VERSION {
        return Err(FileError::Version(version));
    }
    if tag_len > MAX_TAG || count > MAX_ENTRIES {
        return Err(FileError::Length);
    }
    let want = (tag_len as u64).checked_add(len).ok_or(FileError::Length)?;
    let body = (file.len() - HEADER_LEN) as u64;
    if body < want {
        return Err(truncated);
    }
    if body != want {
        return Err(FileError::Length);
    }
    let file_tag = r.bytes(tag_len).ok_or(truncated)?;
    let entries = r.rest();
    let mut sum = crc32fast::Hasher::new();
    sum.update(file_tag);
    sum.update(entries);
    if sum.finalize() != crc {
        return Err(FileError::Checksum);
    }
    if file_tag != tag {
        return Err(FileError::Tag);
    }
    let mut e = Reader { b: entries, at: 0 };
    let mut index = Vec::with_capacity(count);
    while e.at < entries.len() {
        let short = FileError::Entry("truncated");
        let kind = match e.u32().ok_or(short)? {
            1 => Kind::Rewrite,
            2 => Kind::Plan,
            _ => return Err(FileError::Entry("unknown kind")),
        };
        let (k, v) = (
            e.u32().ok_or(short)? as usize,
            e.u32().ok_or(short)? as usize,
        );
        if k > MAX_KEY {
            return Err(FileError::Length);
        }
        let key = e.bytes(k).ok_or(short)?;
        let start = e.at;
        let value = e.bytes(v).ok_or(short)?;
        match kind {
            Kind::Rewrite => decode_rewrite(value).map(drop)?,
            Kind::Plan => decode_plan(value).map(drop)?,
        }
        index.push(Entry {
            kind,
            key,
            value: start..start + v,
        });
        if index.len() > count {
            return Err(FileError::Length);
        }
    }
    if index.len() != count {
        return Err(FileError::Length);
    }
    Ok(Decoded {
        tag: file_tag,
        entries,
        index,
    })
}

/// The bytes of `words`, as the file stores them.
fn put_words(out: &mut Vec<u8>, words: &[u32]) {
    out.reserve(words.len() * 4);
    for w in words {
        out.extend_from_slice(&w.to_le_bytes());
    }
}

/// A module's words at the end of a value: none, or a module that at least looks like one
/// (a multiple of 4 bytes, 5 words or more, the SPIR-V magic first).
fn module_words(b: &[u8]) -> Result<Vec<u32>, FileError> {
    if b.is_empty() {
        return Ok(Vec::new());
    }
    if b.len() % 4 != 0 {
        return Err(FileError::Entry("words are not whole"));
    }
    let words: Vec<u32> = b
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if words.len() < 5 || words[0] != spirv::MAGIC_NUMBER {
        return Err(FileError::Entry("not a SPIR-V module"));
    }
    Ok(words)
}

/// The value of a rewrite: whether the passes `changed` the module, the scaled locations'
/// new `formats`, and the rewritten `words` (empty where nothing changed).
pub fn encode_rewrite(changed: bool, formats: &[(u32, Format)], words: &[u32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(8 + formats.len() * 8 + words.len() * 4);
    out.extend_from_slice(&u32::from(changed).to_le_bytes());
    out.extend_from_slice(&(formats.len() as u32).to_le_bytes());
    for &(location, format) in formats {
        out.extend_from_slice(&location.to_le_bytes());
        out.extend_from_slice(&format.vk().to_le_bytes());
    }
    put_words(&mut out, words);
    out
}

/// A rewrite's value, checked: known formats, and a module where the passes changed one
/// (none where they did not).
pub fn decode_rewrite(b: &[u8]) -> Result<Rewrite, FileError> {
    let short = FileError::Entry("truncated rewrite");
    let mut r = Reader { b, at: 0 };
    let flags = r.u32().ok_or(short)?;
    if flags > 1 {
        return Err(FileError::Entry("unknown flags"));
    }
    let n = r.u32().ok_or(short)? as usize;
    if n > MAX_FORMATS {
        return Err(FileError::Length);
    }
    let mut formats = Vec::with_capacity(n);
    for _ in 0..n {
        let location = r.u32().ok_or(short)?;
        let format =
            Format::from_vk(r.u32().ok_or(short)?).ok_or(FileError::Entry("unknown format"))?;
        formats.push((location, format));
    }
    let words = module_words(r.rest())?;
    let changed = flags == 1;
    if changed == words.is_empty() {
        return Err(FileError::Entry("words do not match the flags"));
    }
    Ok(Rewrite {
        changed,
        formats,
        words,
    })
}

/// The value of a distance plan.
pub fn encode_plan(p: &Plan) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(&(p.edits.len() as u32).to_le_bytes());
    for (i, e) in &p.edits {
        let fields = match *e {
            StageEdit::Strip { clip, cull } => [1, u32::from(clip), u32::from(cull), 0],
            StageEdit::Lower(s) => [2, s.first_location, s.clip, s.cull],
            StageEdit::Discard(s) => [3, s.first_location, s.clip, s.cull],
        };
        out.extend_from_slice(&(*i as u32).to_le_bytes());
        for f in fields {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    if let Some(words) = &p.add_fragment {
        put_words(&mut out, words);
    }
    out
}

/// A distance plan's value, checked: known edit kinds, slots within their bounds, a module
/// where a fragment stage is added.
pub fn decode_plan(b: &[u8]) -> Result<Plan, FileError> {
    let short = FileError::Entry("truncated plan");
    let mut r = Reader { b, at: 0 };
    let n = r.u32().ok_or(short)? as usize;
    if n > MAX_EDITS {
        return Err(FileError::Length);
    }
    let mut edits = Vec::with_capacity(n);
    for _ in 0..n {
        let i = r.u32().ok_or(short)? as usize;
        let [kind, a, b, c] = [(); 4].map(|()| r.u32());
        let (kind, a, b, c) = (
            kind.ok_or(short)?,
            a.ok_or(short)?,
            b.ok_or(short)?,
            c.ok_or(short)?,
        );
        let slots = Slots {
            first_location: a,
            clip: b,
            cull: c,
        };
        let slots_ok = a <= u16::MAX as u32 && b <= MAX_DISTANCES && c <= MAX_DISTANCES;
        let edit = match kind {
            1 if a <= 1 && b <= 1 && c == 0 => StageEdit::Strip {
                clip: a == 1,
                cull: b == 1,
            },
            2 if slots_ok => StageEdit::Lower(slots),
            3 if slots_ok => StageEdit::Discard(slots),
            _ => return Err(FileError::Entry("bad stage edit")),
        };
        edits.push((i, edit));
    }
    let words = module_words(r.rest())?;
    Ok(Plan {
        edits,
        add_fragment: (!words.is_empty()).then(|| Arc::from(words)),
    })
}

/// The key of a rewrite: the original module's hash and length in words, and the edit.
pub fn rewrite_key(hash: u128, len: usize, edit: &Edit) -> Vec<u8> {
    let mut k = Vec::with_capacity(64);
    k.extend_from_slice(&hash.to_le_bytes());
    k.extend_from_slice(&(len as u64).to_le_bytes());
    let put = |k: &mut Vec<u8>, v: u32| k.extend_from_slice(&v.to_le_bytes());
    let slots = |k: &mut Vec<u8>, kind: u8, s: Slots| {
        k.push(kind);
        for v in [s.first_location, s.clip, s.cull] {
            put(k, v);
        }
    };
    match &edit.scaled {
        None => k.push(0),
        Some((attributes, unpack)) => {
            k.push(1);
            put(&mut k, attributes.len() as u32);
            for &(location, format) in attributes {
                put(&mut k, location);
                put(&mut k, format.vk());
            }
            k.push(u8::from(*unpack));
        }
    }
    match edit.distances {
        None => k.push(0),
        Some(StageEdit::Strip { clip, cull }) => k.extend([1, u8::from(clip), u8::from(cull)]),
        Some(StageEdit::Lower(s)) => slots(&mut k, 2, s),
        Some(StageEdit::Discard(s)) => slots(&mut k, 3, s),
    }
    k.push(u8::from(edit.point_size));
    match &edit.widen {
        None => k.push(0),
        Some(varyings) => {
            k.push(1);
            put(&mut k, varyings.len() as u32);
            for v in varyings {
                use spirv_patch::dxvkfix::Scalar;
                for n in [v.location, v.component, v.components, v.variable] {
                    put(&mut k, n);
                }
                k.push(match v.scalar {
                    Scalar::Float32 => 0,
                    Scalar::Int32 => 1,
                    Scalar::Uint32 => 2,
                });
            }
        }
    }
    k.push(u8::from(edit.bound_check));
    k
}

/// The key of a pipeline's distance plan: each stage's kind and its module's hash and length
/// in words (zero where its module is not known), the varying locations of the device, and
/// which distances are repaired how (`mode`: 0 strip, 1 emulate).
pub fn plan_key(
    stages: &[(u32, u128, usize)],
    max_locations: u32,
    clip: bool,
    cull: bool,
    mode: u8,
) -> Vec<u8> {
    let mut k = Vec::with_capacity(8 + stages.len() * 28);
    k.extend_from_slice(&(stages.len() as u32).to_le_bytes());
    for &(stage, hash, len) in stages {
        k.extend_from_slice(&stage.to_le_bytes());
        k.extend_from_slice(&hash.to_le_bytes());
        k.extend_from_slice(&(len as u64).to_le_bytes());
    }
    k.extend_from_slice(&max_locations.to_le_bytes());
    k.extend([u8::from(clip), u8::from(cull), mode]);
    k
}

#[cfg(test)]
mod tests;
