//! True emulation of clip and cull distances for drivers without `shaderClipDistance` /
//! `shaderCullDistance`: the distances travel as ordinary varyings and the fragment shader
//! discards what the fixed-function clipper and culler would have removed.
//!
//! A renderer calls, at `vkCreateGraphicsPipelines`:
//!
//! 1. [`interface`] on the last pre-rasterization stage (vertex, tessellation evaluation or
//!    geometry) and on the fragment stage, to learn the distance counts and the locations the
//!    shaders use themselves;
//! 2. [`Slots::for_pipeline`] to place the distances after those locations;
//! 3. [`lower_outputs`] on the last pre-rasterization stage, and [`discard_fragments`] on the
//!    fragment stage — or, for a pipeline without one (depth-only passes),
//!    [`discard_only_fragment`] as its fragment stage.
//!
//! A [`Stage`] does 1 and 3 on one parse and one analysis of the module: `Stage::new` reads
//! the interface, `Stage::lower_outputs` / `Stage::discard_fragments` run the pass on what
//! it read, with the same output.
//!
//! # What the varyings carry
//!
//! At `Slots::first_location`, `ceil(clip / 4)` `vec4` locations hold clip distance `i` in
//! component `i % 4` of location `first_location + i / 4` (unused components hold `1.0`),
//! then `ceil(cull / 4)` `vec4` locations hold, per cull distance `i`, the flag
//! `s_i = d_i < 0 ? 1.0 : 0.0` (unused components `0.0`). All are smooth (perspective-correct)
//! varyings.
//!
//! # Semantics and tolerance
//!
//! *Clip distances* are linear in clip space, so their perspective-correct interpolation at a
//! sample equals the value the clipper computes there; the fragment is discarded when any of
//! them is `< 0`. The covered set equals hardware clipping except for samples lying on the
//! clip edge, i.e. where the interpolated distance is within rounding error of 0 (the
//! lavapipe test measures this: every differing pixel lies within one pixel of a clip
//! line).
//!
//! With multisampling the test runs once per fragment, at the pixel centre (the inputs are
//! not `Sample`-decorated), so a pixel the clip edge crosses keeps or loses all its samples:
//! the clip edge is not antialiased where hardware clipping would cover part of the pixel.
//!
//! *Cull distances*: a primitive whose vertices all have `d_i < 0` has the constant flag
//! `s_i = 1` at every sample (the interpolation of equal values, exact up to rounding), and
//! the fragment is discarded when `s_i > 1 - CULL_EPSILON` ([`CULL_EPSILON`] = 2^-14). A
//! primitive with a vertex `A` where `d_i >= 0` has `s_i = 1 - W` at a sample, `W` being the
//! summed perspective-correct weight of such vertices, and the emulation wrongly discards a
//! sample only where `W < 2^-14`. With one such vertex, its perspective-correct weight is at
//! least its screen-space weight times `w_min / w_max` (the primitive's smallest and largest
//! clip-space `w`), so the lost samples lie in a strip along the edge opposite `A` of width
//! at most `2^-14 * h_A * w_max / w_min` pixels (`h_A` = distance of `A` to that edge in
//! pixels): under 0.25 px for a primitive up to 4096 px tall with `w_max / w_min <= 1`, under
//! 1 px for 1024 px and a depth ratio of 16. Flags are smooth rather than `NoPerspective`
//! (whose strip would not depend on `w`) because lavapipe 22.3 changes `NoPerspective`
//! varyings of equal values on the vertices its clipper makes, which lets culled primitives
//! through near the viewport edge; the lavapipe test shows smooth flags cull pixel-exactly.
//!
//! # What changes in the modules
//!
//! Both functions first run [`crate::clip::pass`] for clip and for cull distances, which
//! removes the built-ins and their capabilities and moves the values into `Private` arrays.
//! [`lower_outputs`] then copies the arrays into new `Output` variables before every
//! `OpReturn` of the entry point (vertex, tessellation evaluation), or before every
//! `OpEmitVertex`/`OpEmitStreamVertex` (geometry), so writes in called functions count.
//! [`discard_fragments`] adds the `Input` variables and splits the entry point's first block
//! after its `OpVariable`s: the test, `OpSelectionMerge`, `OpBranchConditional` to a block
//! that ends the invocation (see [`Kill`]), and the rest of the original block. A fragment
//! shader that reads `gl_ClipDistance` reads the interpolated values from the new inputs;
//! one that reads `gl_CullDistance` is refused (the varyings carry flags, not distances).
//! `EarlyFragmentTests` is removed from the fragment shader: with it, discarded fragments
//! would still write depth and stencil.
//!
//! # Limits
//!
//! Modules with more than one entry point are refused ([`Error::EntryPointCount`]). Only the
//! *last* pre-rasterization stage is lowered; distances a geometry or tessellation
//! evaluation shader reads from `gl_in[]` read zero (as after [`crate::clip::pass`]). The
//! caller checks the device's varying limits (`maxVertexOutputComponents`,
//! `maxFragmentInputComponents`) for [`Slots::end`].

use spirv::{Decoration, Op, StorageClass};

use crate::Error;
use crate::clip;
use crate::globals::{Emit, Globals, Type, ops};
use crate::module::{Inst, Module, Splice, first_word};
use crate::scratch::Scratch;

mod discard;
mod interface;
mod lower;

pub use discard::{Kill, discard_fragments, discard_only_fragment};
pub(crate) use interface::Buffers as InterfaceBuffers;
pub use interface::{Interface, Stage, interface};
pub use lower::lower_outputs;
/// The stage argument of [`interface`] (re-exported so callers need no `spirv` dependency).
pub use spirv::ExecutionModel;

/// The largest clip or cull distance count accepted (Vulkan devices report at most 8 today).
pub const MAX_DISTANCES: u32 = 32;

/// A cull flag above `1 - CULL_EPSILON` culls the fragment (2^-14; see the module docs for
/// the strip of samples it costs partially culled primitives).
pub const CULL_EPSILON: f32 = 1.0 / 16384.0;

/// Where the emulation puts the distances: locations `first_location ..`, first
/// `ceil(clip / 4)` `vec4`s of clip distances, then `ceil(cull / 4)` `vec4`s of cull flags.
/// The same `Slots` must be given to both stages of a pipeline.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slots {
    /// The first location used; at or past both stages' [`Interface::locations_used`].
    pub first_location: u32,
    /// Clip distances carried (at most [`MAX_DISTANCES`]).
    pub clip: u32,
    /// Cull distances carried (at most [`MAX_DISTANCES`]).
    pub cull: u32,
}

impl Slots {
    /// The slots for a pipeline: the distances the last pre-rasterization stage writes,
    /// after every location either stage uses.
    pub fn for_pipeline(pre_raster: &Interface, fragment: Option<&Interface>) -> Slots {
        Slots {
            first_location: pre_raster
                .locations_used
                .max(fragment.map_or(0, |f| f.locations_used)),
            clip: pre_raster.clip,
            cull: pre_raster.cull,
        }
    }

    /// Number of `vec4` locations of clip distances.
    pub fn clip_locations(&self) -> u32 {
        self.clip.div_ceil(4)
    }

    /// Number of `vec4` locations of cull flags.
    pub fn cull_locations(&self) -> u32 {
        self.cull.div_ceil(4)
    }

    /// One past the last location used (`first_location` when there is nothing to carry).
    pub fn end(&self) -> u32 {
        self.first_location
            .saturating_add(self.clip_locations() + self.cull_locations())
    }

    /// Whether there is nothing to carry.
    pub fn is_empty(&self) -> bool {
        self.clip == 0 && self.cull == 0
    }

    fn check(&self) -> Result<(), Error> {
        for (what, n) in [("clip", self.clip), ("cull", self.cull)] {
            if n > MAX_DISTANCES {
                return Err(Error::TooManyDistances { what, count: n });
            }
        }
        if self.first_location.checked_add(2 * MAX_DISTANCES).is_none() {
            return Err(Error::Unsupported("slot location too large"));
        }
        Ok(())
    }

    /// `(location, kind)` of every slot, in location order.
    fn locations(&self) -> impl Iterator<Item = (u32, clip::Distance)> + '_ {
        let c = self.clip_locations();
        (0..c + self.cull_locations()).map(move |k| {
            let kind = if k < c {
                clip::Distance::Clip
            } else {
                clip::Distance::Cull
            };
            (self.first_location + k, kind)
        })
    }

    /// Distances of `kind` carried.
    fn count(&self, kind: clip::Distance) -> u32 {
        match kind {
            clip::Distance::Clip => self.clip,
            clip::Distance::Cull => self.cull,
        }
    }
}

/// One variable the emulation added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The new `Output` (pre-rasterization) or `Input` (fragment) variable.
    pub variable: u32,
    /// Its location.
    pub location: u32,
    /// What it carries: clip distances or cull flags.
    pub kind: clip::Distance,
}

/// What [`lower_outputs`] or [`discard_fragments`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Whether the module changed at all.
    pub changed: bool,
    /// The removal of `gl_ClipDistance` and of `gl_CullDistance`, in that order.
    pub removed: [clip::Report; 2],
    /// The variables added, in location order.
    pub slots: Vec<Slot>,
    /// Copy points (before `OpReturn` or `OpEmitVertex`) that got a copy of the distances.
    pub copies: usize,
    /// How the fragment stage ends a discarded invocation (`None` for pre-rasterization
    /// stages, and for fragment shaders given empty slots).
    pub kill: Option<Kill>,
    /// Whether `EarlyFragmentTests` was removed from the fragment shader.
    pub early_fragment_tests_removed: bool,
}

const OUTPUT: u32 = StorageClass::Output as u32;
const INPUT: u32 = StorageClass::Input as u32;
const LOCATION: u32 = Decoration::Location as u32;

/// The module's only entry point.
#[derive(Clone, Copy, Debug)]
struct Entry {
    offset: usize,
    model: ExecutionModel,
    function: u32,
}

fn entry(m: &Module, g: &Globals) -> Result<Entry, Error> {
    let &[offset] = g.entry_points.as_slice() else {
        return Err(Error::EntryPointCount(g.entry_points.len()));
    };
    let inst = Inst::at(m.words(), offset)?;
    let model = ExecutionModel::from_u32(inst.op(0)?).ok_or(Error::Malformed {
        offset,
        what: "unknown execution model",
    })?;
    let function = m.check_id(inst.op(1)?, offset)?;
    Ok(Entry {
        offset,
        model,
        function,
    })
}

/// Runs the clip and cull removal passes on `m`, whose globals are `g`, reported in
/// `reports` (empty ones). Returns the [`Later`] globals. Buffers come from and go back to
/// `scratch`.
fn remove_builtins(
    m: &mut Module,
    g: Box<Globals>,
    reports: &mut [clip::Report; 2],
    scratch: &mut Scratch,
) -> Result<Later, Error> {
    let mut g = Some(g);
    let mut fresh = true;
    for (r, distance) in reports
        .iter_mut()
        .zip([clip::Distance::Clip, clip::Distance::Cull])
    {
        // Globals of the module as it is now answer without a scan of its words.
        let mentioned = match &g {
            Some(g) if fresh => clip::globals_mention(g, distance),
            _ => clip::mentions_distance(m, distance),
        };
        if mentioned {
            if !fresh {
                let mut again = g.take().unwrap_or_else(|| scratch.globals());
                again.refill(m)?;
                g = Some(again);
            }
            *r = clip::remove_builtin_with(
                m,
                &mut g,
                distance.builtin(),
                &[distance.capability()],
                scratch,
            )?;
            fresh = !r.changed;
        }
    }
    Ok(Later {
        g: g.unwrap_or_else(|| scratch.globals()),
        fresh,
    })
}

/// [`remove_builtins`] for a pass that adds edits of its own after the removal, in one
/// splice, when `m` (whose globals are `g`) mentions at most one kind of distance: the
/// removal's edits left unapplied in a splice for `m`, reported in `reports` (empty ones;
/// `changed` as the removal alone would say), with the globals the removal worked on (the
/// module's, with its new declarations). `Err(g)` (the globals given back, the reports
/// untouched) when `m` mentions both kinds: the second removal needs the module the first
/// one made. The splice's buffers come from `scratch`.
#[allow(clippy::type_complexity)]
fn remove_builtins_unapplied(
    m: &Module,
    g: Box<Globals>,
    reports: &mut [clip::Report; 2],
    scratch: &mut Scratch,
) -> Result<Result<(Box<Globals>, Splice), Box<Globals>>, Error> {
    let kinds = [clip::Distance::Clip, clip::Distance::Cull];
    let mentioned = kinds.map(|d| clip::globals_mention(&g, d));
    if mentioned == [true, true] {
        return Ok(Err(g));
    }
    let mut g = g;
    let mut splice = Splice::new_in(m, scratch);
    let mut buffers = scratch.clip_buffers();
    for ((r, distance), mentioned) in reports.iter_mut().zip(kinds).zip(mentioned) {
        if mentioned {
            (g, splice) = clip::remove_builtin_edits(
                m,
                g,
                splice,
                distance.builtin(),
                &[distance.capability()],
                r,
                &mut buffers,
            )?;
            r.changed = splice.changes(m);
        }
    }
    scratch.put_clip_buffers(buffers);
    Ok(Ok((g, splice)))
}

/// Globals after [`remove_builtins`]: those of the module when `fresh`, else stale ones
/// whose buffers [`Later::get`] rebuilds them in.
struct Later {
    g: Box<Globals>,
    fresh: bool,
}

impl Later {
    /// The globals of `m` as it is now.
    fn get(mut self, m: &Module) -> Result<Box<Globals>, Error> {
        if !self.fresh {
            self.g.refill(m)?;
        }
        Ok(self.g)
    }
}

/// The `Private` `float[len]` that holds the distances of one removed variable.
#[derive(Clone, Copy, Debug)]
struct Source {
    var: u32,
    array_type: u32,
    len: u32,
}

/// The `Private` array that replaced the `storage` variable of `removed`, if any.
fn source(
    g: &Globals,
    removed: &clip::Report,
    storage: StorageClass,
) -> Result<Option<Source>, Error> {
    let mut found = None;
    for mv in removed.moved.iter().filter(|mv| mv.storage == storage) {
        if found.is_some() {
            return Err(Error::Unsupported(
                "several clip or cull distance variables of one storage class",
            ));
        }
        let var = g.variables.get(&mv.private).ok_or(Error::Internal(
            "moved distances without a Private variable",
        ))?;
        let (_, array_type) = g.pointer(var.ptr_type)?;
        let len = float_array_len(g, array_type)?;
        found = Some(Source {
            var: mv.private,
            array_type,
            len,
        });
    }
    Ok(found)
}

/// The length of `float[len]` type `t`, or an error for anything else.
fn float_array_len(g: &Globals, t: u32) -> Result<u32, Error> {
    let not_floats =
        Error::Unsupported("clip/cull distances that are not an array of 32-bit floats");
    let Type::Array { element, length } = g.ty(t)? else {
        return Err(not_floats);
    };
    if g.ty(element)? != (Type::Float { width: 32 }) {
        return Err(not_floats);
    }
    g.constant(length)
}

/// Word offsets where new `OpName`s and new decorations go: the ends of the debug-name and
/// annotation sections.
fn section_ends(m: &Module) -> (usize, usize) {
    /// Where an opcode belongs, for the two ends.
    #[derive(PartialEq)]
    enum Section {
        /// Up to the debug names, included.
        Names,
        /// The annotations.
        Annotations,
        /// After them.
        Later,
    }
    macro_rules! sections {
        ($($section:ident: $($name:ident)|*;)*) => {{
            #[allow(non_upper_case_globals)]
            mod opcode {
                $($(pub const $name: u16 = spirv::Op::$name as u16;)*)*
            }
            |op: u16| match op {
                $($(opcode::$name)|* => Section::$section,)*
                _ => Section::Later,
            }
        }};
    }
    let section = sections! {
        Names: Capability | Extension | ExtInstImport | MemoryModel | EntryPoint
            | ExecutionMode | ExecutionModeId | String | SourceExtension | Source
            | SourceContinued | Name | MemberName;
        Annotations: ModuleProcessed | Decorate | MemberDecorate | DecorationGroup
            | GroupDecorate | GroupMemberDecorate | DecorateId | DecorateString
            | MemberDecorateString;
    };
    let len = m.words().len();
    let mut names = None;
    for inst in m.instructions() {
        let s = section(inst.opcode());
        if names.is_none() && s != Section::Names {
            names = Some(inst.offset);
        }
        if s == Section::Later {
            return (names.unwrap_or(inst.offset), inst.offset);
        }
    }
    (names.unwrap_or(len), len)
}

/// Appends the words of a literal string operand, `prefix` then the decimal digits of `n`.
fn push_string(out: &mut Vec<u32>, prefix: &str, n: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    let mut v = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    // The bytes, then the NUL and the padding, in whole words.
    let (prefix, digits) = (prefix.as_bytes(), &digits[at..]);
    let len = prefix.len() + digits.len();
    let words = len / 4 + 1;
    let mut bytes = [0u8; 48];
    if let Some(padded) = bytes.get_mut(..4 * words) {
        padded[..prefix.len()].copy_from_slice(prefix);
        padded[prefix.len()..len].copy_from_slice(digits);
        out.extend(
            padded
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
        return;
    }
    // A prefix longer than any the emulation gives: byte by byte into zeroed words.
    let start = out.len();
    out.resize(start + words, 0);
    for (i, &b) in prefix.iter().chain(digits).enumerate() {
        out[start + i / 4] |= u32::from(b) << (8 * (i % 4));
    }
}

/// The words of a literal string operand.
#[cfg(test)]
fn string_words(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    while bytes.len() % 4 != 0 {
        bytes.push(0);
    }
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Declares the slot variables of `slots` (`storage` `vec4`s, smooth) with their names and
/// locations, and lists them in the entry point's interface. Returns them with the ids of
/// the `float` and `vec4` types they use.
fn declare_slots(
    m: &Module,
    e: &mut Emit<'_>,
    entry: &Entry,
    slots: &Slots,
    storage: u32,
) -> Result<(Vec<Slot>, u32, u32), Error> {
    let float = e.float(32)?;
    let v4 = e.vector(float, 4)?;
    let ptr = e.pointer(storage, v4)?;
    let (names_end, annotations_end) = section_ends(m);
    let n = (slots.clip_locations() + slots.cull_locations()) as usize;
    let mut out = Vec::with_capacity(n);
    for (location, kind) in slots.locations() {
        out.push(Slot {
            variable: e.splice.new_id()?,
            location,
            kind,
        });
    }
    // The variables after the names, decorations and entry point when those lie before
    // the declarations (as in every module with a type), so that the variables and the
    // declarations added after them make one edit; else first, in the order of the
    // insertions at one place.
    let names_first = annotations_end < e.g.functions_start;
    if !names_first {
        for slot in &out {
            e.variable(ptr, slot.variable, storage, None)?;
        }
    }
    // Names first: when both sections are empty they end at the same offset.
    e.splice.insert_with(names_end, |names| {
        for slot in &out {
            let name = match slot.kind {
                clip::Distance::Clip => "clip_distances_",
                clip::Distance::Cull => "cull_flags_",
            };
            let at = names.len();
            names.extend_from_slice(&[0, slot.variable]);
            push_string(names, name, slot.location);
            names[at] = first_word(Op::Name, names.len() - at - 1);
        }
    });
    e.splice.insert_with(annotations_end, |decorations| {
        for slot in &out {
            decorations.extend_from_slice(&[
                first_word(Op::Decorate, 3),
                slot.variable,
                LOCATION,
                slot.location,
            ]);
        }
    });
    // The entry point as an edit of the same splice (the distance removal's) left it; that
    // one only drops or adds an interface id per distance variable.
    let inst = Inst::at(m.words(), entry.offset)?;
    e.splice
        .replace_appending(&inst, out.iter().map(|s| s.variable));
    if names_first {
        for slot in &out {
            e.variable(ptr, slot.variable, storage, None)?;
        }
    }
    Ok((out, float, v4))
}

/// Calls `visit` with every pointer operand of the function section (from word `start`):
/// access chain bases, loaded, stored and copied pointers, call and extended-instruction
/// arguments, and the choices of `OpSelect`/`OpPhi` (with their labels, which name no
/// variable), until `visit` returns `false`.
fn pointer_uses(m: &Module, start: usize, mut visit: impl FnMut(&Inst<'_>, u32) -> bool) {
    for inst in m.instructions_from(start) {
        let ops = inst.operands();
        let from = match inst.opcode() {
            ops::ACCESS_CHAIN
            | ops::IN_BOUNDS_ACCESS_CHAIN
            | ops::PTR_ACCESS_CHAIN
            | ops::IN_BOUNDS_PTR_ACCESS_CHAIN
            | ops::COPY_OBJECT
            | ops::LOAD => 2..3,
            ops::STORE => 0..1,
            ops::COPY_MEMORY | ops::COPY_MEMORY_SIZED => 0..2,
            ops::FUNCTION_CALL => 3..ops.len(),
            ops::EXT_INST => 4..ops.len(),
            ops::SELECT => 3..5,
            ops::PHI => 2..ops.len(),
            _ => continue,
        };
        for &w in ops.get(from).unwrap_or(&[]) {
            if !visit(&inst, w) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_layout() {
        let s = Slots {
            first_location: 3,
            clip: 5,
            cull: 1,
        };
        assert_eq!((s.clip_locations(), s.cull_locations(), s.end()), (2, 1, 6));
        let l: Vec<_> = s.locations().collect();
        assert_eq!(
            l,
            [
                (3, clip::Distance::Clip),
                (4, clip::Distance::Clip),
                (5, clip::Distance::Cull)
            ]
        );
        assert!(Slots::default().is_empty());
        assert!(
            Slots {
                clip: MAX_DISTANCES + 1,
                ..s
            }
            .check()
            .is_err()
        );
    }

    #[test]
    fn string_words_are_nul_terminated_and_padded() {
        assert_eq!(string_words("abc"), [u32::from_le_bytes(*b"abc\0")]);
        assert_eq!(string_words("abcd"), [u32::from_le_bytes(*b"abcd"), 0]);
    }

    /// The slot names are the words of `format!("{prefix}{n}")`.
    #[test]
    fn push_string_writes_prefix_and_number() {
        let long = "a_prefix_longer_than_the_stack_buffer_of_48_bytes_";
        for prefix in ["", "a", "ab", "abc", "clip_distances_", "cull_flags_", long] {
            for n in [0, 7, 10, 99, 123, 4096, u32::MAX] {
                let mut w = vec![42];
                push_string(&mut w, prefix, n);
                assert_eq!(w[0], 42);
                assert_eq!(w[1..], string_words(&format!("{prefix}{n}")), "{prefix}{n}");
            }
        }
    }
}
