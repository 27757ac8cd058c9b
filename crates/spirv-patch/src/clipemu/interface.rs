//! What a stage's entry point writes (pre-rasterization) or reads (fragment) that the
//! emulation needs: distance counts and the locations the shader uses itself.

use spirv::{BuiltIn, Decoration, ExecutionModel};

use super::{Entry, INPUT, LOCATION, OUTPUT, Report, Slots, entry, float_array_len, pointer_uses};
use crate::Error;
use crate::globals::{Globals, Type, ops};
use crate::module::{Inst, Module};
use crate::scratch::Scratch;

/// What a stage's entry point writes or reads that the emulation needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Interface {
    /// Size of the `gl_ClipDistance` array the stage writes (pre-rasterization stages) or
    /// reads (fragment); 0 when it declares none or never touches it.
    pub clip: u32,
    /// Size of the `gl_CullDistance` array, likewise.
    pub cull: u32,
    /// One past the highest location the stage uses itself: outputs for pre-rasterization
    /// stages, inputs for fragment shaders. Arrays, matrices, structs and 64-bit
    /// three- and four-component vectors count as the locations they occupy.
    pub locations_used: u32,
}

const BUILTIN: u32 = Decoration::BuiltIn as u32;
const CLIP: u32 = BuiltIn::ClipDistance as u32;
const CULL: u32 = BuiltIn::CullDistance as u32;
const MAX_NESTING: u32 = 64;

/// Reports what the only entry point of `m`, which must be a `stage` shader (vertex,
/// tessellation evaluation, geometry or fragment), needs from the emulation.
pub fn interface(m: &Module, stage: ExecutionModel) -> Result<Interface, Error> {
    let g = Globals::build(m)?;
    let e = entry(m, &g)?;
    check_model(&e, stage)?;
    of_entry(m, &g, &e, &mut Scratch::new())
}

fn check_model(e: &Entry, stage: ExecutionModel) -> Result<(), Error> {
    if e.model != stage {
        return Err(Error::WrongStage {
            found: e.model,
            expected: "the stage asked for",
        });
    }
    Ok(())
}

/// A stage's module with what [`interface`] reads from it, kept for the pass that follows:
/// a caller that needs the interfaces of both stages before it can run the passes (as
/// [`Slots::for_pipeline`] does) analyses each module once, not twice.
///
/// [`Stage::lower_outputs`] and [`Stage::discard_fragments`] give the words that
/// [`lower_outputs`] and [`discard_fragments`] give on the same module.
///
/// ```
/// use spirv_patch::clipemu::{self, ExecutionModel, Slots};
///
/// let fragment = clipemu::discard_only_fragment(&Slots::default())?;
/// let stage = clipemu::Stage::new(
///     spirv_patch::Module::from_words(fragment.clone())?,
///     ExecutionModel::Fragment,
/// )?;
/// let slots = Slots { first_location: stage.interface().locations_used, clip: 2, cull: 0 };
/// let (words, report) = stage.discard_fragments(&slots)?;
/// let mut m = spirv_patch::Module::from_words(fragment)?;
/// assert_eq!(clipemu::discard_fragments(&mut m, &slots)?, report);
/// assert_eq!(m.words(), words.words());
/// # Ok::<(), spirv_patch::Error>(())
/// ```
///
/// [`Slots::for_pipeline`]: super::Slots::for_pipeline
/// [`lower_outputs`]: super::lower_outputs
/// [`discard_fragments`]: super::discard_fragments
#[derive(Debug)]
pub struct Stage {
    module: Module,
    /// The globals of `module` as it is.
    globals: Box<Globals>,
    model: ExecutionModel,
    interface: Interface,
}

impl Stage {
    /// Analyses `module`, whose only entry point must be a `stage` shader (vertex,
    /// tessellation evaluation, geometry or fragment); fails as [`interface`] does.
    pub fn new(module: Module, stage: ExecutionModel) -> Result<Stage, Error> {
        Stage::new_in(module, stage, &mut Scratch::new())
    }

    /// [`Stage::new`] with its analysis in buffers kept by `scratch` (for the pass that
    /// follows: give it the same scratch).
    pub fn new_in(
        module: Module,
        stage: ExecutionModel,
        scratch: &mut Scratch,
    ) -> Result<Stage, Error> {
        let globals = Globals::build_in(&module, scratch)?;
        let e = entry(&module, &globals)?;
        check_model(&e, stage)?;
        let interface = of_entry(&module, &globals, &e, scratch)?;
        Ok(Stage {
            module,
            globals,
            model: e.model,
            interface,
        })
    }

    /// What [`interface`] reports for the module.
    pub fn interface(&self) -> Interface {
        self.interface
    }

    /// The module, unchanged.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// [`lower_outputs`](super::lower_outputs) on the module: the rewritten module and the
    /// report, or the error `lower_outputs` gives.
    pub fn lower_outputs(self, slots: &Slots) -> Result<(Module, Report), Error> {
        self.lower_outputs_in(slots, &mut Scratch::new())
    }

    /// [`Stage::lower_outputs`] in buffers kept by `scratch`, which gets the buffers of
    /// the analysis and of the module's old words back.
    pub fn lower_outputs_in(
        self,
        slots: &Slots,
        scratch: &mut Scratch,
    ) -> Result<(Module, Report), Error> {
        slots.check()?;
        super::lower::check_stage(self.model)?;
        let mut m = self.module;
        let r = super::lower::lower(&mut m, self.globals, &self.interface, slots, scratch)?;
        Ok((m, r))
    }

    /// [`discard_fragments`](super::discard_fragments) on the module: the rewritten module
    /// and the report, or the error `discard_fragments` gives.
    pub fn discard_fragments(self, slots: &Slots) -> Result<(Module, Report), Error> {
        self.discard_fragments_in(slots, &mut Scratch::new())
    }

    /// [`Stage::discard_fragments`] in buffers kept by `scratch`, as
    /// [`Stage::lower_outputs_in`].
    pub fn discard_fragments_in(
        self,
        slots: &Slots,
        scratch: &mut Scratch,
    ) -> Result<(Module, Report), Error> {
        slots.check()?;
        super::discard::check_stage(self.model)?;
        let mut m = self.module;
        let r = super::discard::discard(&mut m, self.globals, &self.interface, slots, scratch)?;
        Ok((m, r))
    }
}

/// The storage class a stage's distances and own locations live in.
pub(super) fn direction(model: ExecutionModel) -> Result<u32, Error> {
    match model {
        ExecutionModel::Vertex
        | ExecutionModel::TessellationEvaluation
        | ExecutionModel::Geometry => Ok(OUTPUT),
        ExecutionModel::Fragment => Ok(INPUT),
        found => Err(Error::WrongStage {
            found,
            expected: "vertex, tessellation evaluation, geometry or fragment",
        }),
    }
}

/// A variable that holds distances: a standalone array, or a block with the member.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    kind: usize,
    /// `Some(member)` for a block variable.
    member: Option<u32>,
    len: u32,
}

/// The lists [`of_entry`] sorts, kept in a [`Scratch`] from one call for the next.
#[derive(Debug, Default)]
pub(crate) struct Buffers {
    candidates: Vec<(u32, Candidate)>,
    members: Vec<(u32, usize, u32)>,
    var_decorations: Vec<(u32, std::cmp::Reverse<usize>, Option<u32>)>,
}

/// What the entry point `e` of `m` (whose globals are `g`) needs from the emulation, in
/// lists kept by `scratch`.
pub(super) fn of_entry(
    m: &Module,
    g: &Globals,
    e: &Entry,
    scratch: &mut Scratch,
) -> Result<Interface, Error> {
    let mut b = scratch.interface_buffers();
    let r = of_entry_in(m, g, e, &mut b);
    scratch.put_interface_buffers(b);
    r
}

fn of_entry_in(m: &Module, g: &Globals, e: &Entry, b: &mut Buffers) -> Result<Interface, Error> {
    let storage = direction(e.model)?;
    let kind_of = |v: Option<u32>| match v {
        Some(CLIP) => Some(0),
        Some(CULL) => Some(1),
        _ => None,
    };
    // Candidates: standalone arrays and block variables, of the stage's direction, by
    // variable (sorted below; a binary search keeps the walk linear in the module).
    let candidates = &mut b.candidates;
    candidates.clear();
    for d in g.decorations.iter().filter(|d| d.decoration == BUILTIN) {
        let Some(kind) = kind_of(d.value) else {
            continue;
        };
        let Some(var) = g.variables.get(&d.target) else {
            continue;
        };
        if var.storage != storage {
            continue;
        }
        let (_, pointee) = g.pointer(var.ptr_type)?;
        let len = float_array_len(g, pointee)?;
        candidates.push((
            d.target,
            Candidate {
                kind,
                member: None,
                len,
            },
        ));
    }
    // `(struct, kind, member)`, by struct (a stable sort: each struct's in module order).
    let members = &mut b.members;
    members.clear();
    members.extend(
        g.member_decorations
            .iter()
            .filter(|d| d.decoration == BUILTIN)
            .filter_map(|md| Some((md.target, kind_of(md.value)?, md.member))),
    );
    members.sort_by_key(|md| md.0);
    if !members.is_empty() {
        for (&v, var) in &g.variables {
            if var.storage != storage {
                continue;
            }
            let Ok((_, pointee)) = g.pointer(var.ptr_type) else {
                continue;
            };
            let from = members.partition_point(|md| md.0 < pointee);
            if members.get(from).is_none_or(|md| md.0 != pointee) {
                continue;
            }
            let st = struct_inst(m, g, pointee)?;
            for &(_, kind, member) in members[from..].iter().take_while(|md| md.0 == pointee) {
                let mt = *st.words.get(2 + member as usize).ok_or(Error::Malformed {
                    offset: st.offset,
                    what: "member decoration index past the struct's members",
                })?;
                let len = float_array_len(g, mt)?;
                candidates.push((
                    v,
                    Candidate {
                        kind,
                        member: Some(member),
                        len,
                    },
                ));
            }
        }
    }
    candidates.sort_by_key(|c| c.0);
    let mut sizes = [0u32; 2];
    // The sizes the walk can find at most: it stops once it has found them.
    let mut most = [0u32; 2];
    for (_, c) in candidates.iter() {
        most[c.kind] = most[c.kind].max(c.len);
    }
    if let (Some(&(lo, _)), Some(&(hi, _))) = (candidates.first(), candidates.last()) {
        pointer_uses(m, g.functions_start, |inst, w| {
            if w < lo || w > hi {
                return true;
            }
            let from = candidates.partition_point(|c| c.0 < w);
            let mut list = candidates[from..]
                .iter()
                .take_while(|c| c.0 == w)
                .map(|c| &c.1)
                .peekable();
            if list.peek().is_none() {
                return true;
            }
            let is_chain = matches!(
                inst.opcode(),
                ops::ACCESS_CHAIN | ops::IN_BOUNDS_ACCESS_CHAIN
            );
            let index = inst.operands().get(3).and_then(|&i| g.constant(i).ok());
            for c in list {
                let used = match c.member {
                    None => true,
                    // A chain into another member leaves the distances alone; anything
                    // else (a whole-block store, a chain with a dynamic index) may touch them.
                    Some(member) => !is_chain || index.is_none_or(|i| i == member),
                };
                if used {
                    sizes[c.kind] = sizes[c.kind].max(c.len);
                }
            }
            sizes != most
        });
    }

    // Locations.
    let mut used = 0u32;
    // `BuiltIn` (`None`) and `Location` decorations by target, the last decoration of a
    // target first (a map's insert would keep the last location too).
    let var_decorations = &mut b.var_decorations;
    var_decorations.clear();
    var_decorations.extend(g.decorations.iter().enumerate().filter_map(
        |(i, d)| match d.decoration {
            BUILTIN => Some((d.target, std::cmp::Reverse(i), None)),
            LOCATION => Some((d.target, std::cmp::Reverse(i), Some(d.value?))),
            _ => None,
        },
    ));
    var_decorations.sort_unstable();
    let decorations_of = |v: u32| {
        let at = var_decorations.partition_point(|l| l.0 < v);
        var_decorations[at..].iter().take_while(move |l| l.0 == v)
    };
    for (&v, var) in &g.variables {
        if var.storage != storage || decorations_of(v).any(|l| l.2.is_none()) {
            continue;
        }
        let Ok((_, pointee)) = g.pointer(var.ptr_type) else {
            continue;
        };
        if let Some(l) = decorations_of(v).find_map(|l| l.2) {
            used = used.max(l.saturating_add(locations(m, g, pointee, 0)?));
            continue;
        }
        // A block whose members carry the locations.
        let mut t = pointee;
        let mut depth = 0;
        while let Ok(Type::Array { element, .. }) = g.ty(t) {
            depth += 1;
            if depth > MAX_NESTING {
                return Err(Error::Unsupported(
                    "array types nested too deeply (or cyclic)",
                ));
            }
            t = element;
        }
        if g.ty(t).ok() != Some(Type::Struct) {
            continue;
        }
        let st = struct_inst(m, g, t)?;
        for md in g
            .member_decorations
            .iter()
            .filter(|md| md.target == t && md.decoration == LOCATION)
        {
            let (Some(l), Some(&mt)) = (md.value, st.words.get(2 + md.member as usize)) else {
                continue;
            };
            used = used.max(l.saturating_add(locations(m, g, mt, 0)?));
        }
    }
    Ok(Interface {
        clip: sizes[0],
        cull: sizes[1],
        locations_used: used,
    })
}

/// Number of locations an interface variable of type `t` occupies.
fn locations(m: &Module, g: &Globals, t: u32, depth: u32) -> Result<u32, Error> {
    if depth > MAX_NESTING {
        return Err(Error::Unsupported("types nested too deeply (or cyclic)"));
    }
    Ok(match g.ty(t)? {
        Type::Vector { component, count } => match g.ty(component)? {
            Type::Float { width: 64 } | Type::Int { width: 64, .. } if count > 2 => 2,
            _ => 1,
        },
        Type::Matrix { column, count } => count.saturating_mul(locations(m, g, column, depth + 1)?),
        Type::Array { element, length } => {
            g.constant(length)?
                .saturating_mul(locations(m, g, element, depth + 1)?)
        }
        Type::Struct => {
            let st = struct_inst(m, g, t)?;
            let mut n = 0u32;
            for &mt in &st.words[2..] {
                n = n.saturating_add(locations(m, g, mt, depth + 1)?);
            }
            n
        }
        _ => 1,
    })
}

/// The `OpTypeStruct` declaring `id`.
fn struct_inst<'a>(m: &'a Module, g: &Globals, id: u32) -> Result<Inst<'a>, Error> {
    match g.types.get(&id) {
        Some(&(offset, Type::Struct)) => Inst::at(m.words(), offset),
        _ => Err(Error::Unsupported(
            "member decoration on something other than a struct",
        )),
    }
}
