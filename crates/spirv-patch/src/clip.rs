//! Clip- and cull-distance removal for drivers without `shaderClipDistance` /
//! `shaderCullDistance`, producing modules that spirv-val accepts.
//!
//! - A standalone `BuiltIn ClipDistance` variable (Output in vertex-like stages, Input in
//!   fragment shaders) becomes a `Private` variable with a null initializer (an output keeps
//!   its own initializer, if it has one): its pointer type and every access chain (and copy)
//!   derived from it are retyped; its interface decorations go; below SPIR-V 1.4 it leaves
//!   the entry-point interface lists, from 1.4 on it stays.
//! - A block member (`OpMemberDecorate %gl_PerVertex N BuiltIn ClipDistance`) is removed from
//!   the struct; accesses to it go to a new `Private` array (one per block variable, with the
//!   block variable's outer array dimensions, e.g. `gl_out[]`), accesses to later members are
//!   renumbered, and the new variable is listed in the interfaces from SPIR-V 1.4 on. A
//!   block whose only member is the distance array (`out gl_PerVertex { float
//!   gl_ClipDistance[2]; };`) keeps an empty, undecorated struct, and its variables go (the
//!   `Private` arrays take their place in the interfaces from 1.4 on).
//! - Whole blocks: a chain to a block or an array of blocks (`gl_out[i]`, `gl_in`) gets a
//!   twin chain into the `Private` array. `OpCopyMemory` from block to block also copies the
//!   distances. Where the struct is also a value (a whole-block `OpLoad`/`OpStore`, a block
//!   passed by value to a function, a constant), it keeps its id and members for the values,
//!   and a new struct without the member takes over its decorations and its `Input`/`Output`
//!   pointer types; loads and stores go member by member (`OpCompositeExtract` /
//!   `OpCompositeConstruct`, per element for arrays of blocks), the distances from and to the
//!   `Private` array (see `block`).
//! - `OpSelect`/`OpPhi` of pointers (`VariablePointers`): a choice between pointers into the
//!   moved distances becomes a choice of `Private` pointers; a choice between block pointers
//!   gets a twin choice between their distance pointers.
//! - A standalone array passed whole to a function (an `Input`/`Output` pointer argument,
//!   which Vulkan forbids but drivers take): the parameters that receive it, directly or
//!   from a caller's parameter, become `Private` pointers and their functions get function
//!   types with them, which makes the module valid (see `calls`).
//! - `InterpolateAtCentroid`/`AtSample`/`AtOffset` of a moved fragment input becomes a load
//!   of the `Private` array (see `interp`).
//! - The `ClipDistance` (or `CullDistance`) capability is removed.
//!
//! Reads of a removed input give zero. Refused with [`Error::Unsupported`], each with its
//! reason in the message:
//! - a pointer into the distances other than a whole standalone array (an element, a block
//!   member), or a pointer to a block, passed to a function: invalid as written (Vulkan
//!   allows no `Input`/`Output` pointer arguments; spirv-val: "Invalid storage class for
//!   pointer operand"), and invalid after the move too (a `Private` pointer argument must be
//!   a whole variable unless the module has `VariablePointers`); also a parameter that gets
//!   a moved array from one call and other storage from another, a function that returns a
//!   distance pointer, and a distance pointer stored in memory;
//! - `OpCopyMemory` between a block and `Function`/`Private` storage: a pointer of those
//!   storage classes to a struct with built-in members is invalid in Vulkan;
//!   `OpCopyMemorySized` (needs the `Addresses` capability) and `OpPtrAccessChain` (its base
//!   must be `Workgroup`/`StorageBuffer`/`PhysicalStorageBuffer` storage,
//!   VUID-StandaloneSpirv-Base-07650) on blocks, both invalid in Vulkan;
//! - `OpSelect`/`OpPhi` between a distance pointer and a pointer to other storage (after the
//!   move no one pointer type covers both; a rewrite would have to choose values at every
//!   load and branch around every store, which the pass does not do), and an `OpPhi` whose
//!   incoming pointer is defined after it (loop-carried), which the one-pass walk cannot
//!   classify;
//! - a block whose only member is the distance array used whole (nothing of it is left), a
//!   block variable with an initializer (the constant would have to be rebuilt without the
//!   member; not done), and whole loads or stores of arrays of more than 4096 blocks or of
//!   arrays sized by specialization constants;
//! - extended instructions on distance pointers other than `InterpolateAt*`.

use spirv::{BuiltIn, Capability, Decoration, Op, StorageClass};

use crate::Error;
use crate::globals::{self, Emit, Globals, HashMap, HashSet, Type, ops};
use crate::module::{Inst, Module, Splice, first_word};
use crate::scratch::Scratch;

mod block;
use block::{BlockPtr, value_shape};
mod calls;
mod interp;

/// Which built-in the pass removes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Distance {
    /// `gl_ClipDistance` and the `ClipDistance` capability.
    #[default]
    Clip,
    /// `gl_CullDistance` and the `CullDistance` capability.
    Cull,
}

impl Distance {
    pub(crate) fn builtin(self) -> u32 {
        match self {
            Distance::Clip => BuiltIn::ClipDistance as u32,
            Distance::Cull => BuiltIn::CullDistance as u32,
        }
    }

    pub(crate) fn capability(self) -> u32 {
        match self {
            Distance::Clip => Capability::ClipDistance as u32,
            Distance::Cull => Capability::CullDistance as u32,
        }
    }
}

/// Options of [`pass`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The built-in to remove.
    pub distance: Distance,
}

/// What [`pass`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Whether the module changed at all.
    pub changed: bool,
    /// Standalone variables turned `Private` (their ids are kept).
    pub standalone_variables: Vec<u32>,
    /// Block members removed, as `(struct id, member index)`.
    pub block_members: Vec<(u32, u32)>,
    /// New `Private` variables that replace the removed block members.
    pub private_variables: Vec<u32>,
    /// Access chains redirected or renumbered.
    pub access_chains: usize,
    /// Whole-block loads, stores and copies rewritten member by member.
    pub whole_blocks: usize,
    /// `OpSelect`/`OpPhi` of pointers retyped (moved storage) or doubled (block pointers).
    pub pointer_choices: usize,
    /// Function parameters retyped to `Private` pointers (they receive a moved array).
    pub parameters: usize,
    /// `InterpolateAt*` of a moved input replaced by a load.
    pub interpolations: usize,
    /// Whether the capability was removed.
    pub capability_removed: bool,
    /// Every removed interface variable with the `Private` variable that now holds its
    /// distances (the same id for a standalone array), sorted by `original`.
    pub moved: Vec<Moved>,
}

/// One interface variable whose distances now live in a `Private` variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    /// The `Input`/`Output` variable (a standalone array, or a block variable whose struct
    /// lost the member; no longer declared when the member was the block's only one).
    pub original: u32,
    /// Its storage class before the pass (`Input` or `Output` in every module spirv-val
    /// accepts).
    pub storage: StorageClass,
    /// The `Private` variable with the distances: `float[n]` with the block variable's outer
    /// array dimensions around it (e.g. `float[n][3]` for `gl_in[3]`).
    pub private: u32,
}

/// Why a pointer into a distance variable passed to a function is refused.
const FUNCTION_ARGUMENT: &str = "a pointer into clip/cull distances other than a whole standalone array, or a pointer to a block holding them, passed to a function (Vulkan allows no Input/Output pointer arguments, and after the move only a whole variable is a valid argument)";

/// Why a block whose only member is the distance array is refused when used whole.
const LONE_MEMBER: &str = "a whole block (load, store, copy or block pointer) whose only member is the removed built-in: nothing of the block is left to point at";

/// Deepest array nesting followed (malformed modules may declare cyclic types).
const MAX_NESTING: usize = 64;

const BUILTIN: u32 = Decoration::BuiltIn as u32;
const PRIVATE: u32 = StorageClass::Private as u32;
const INPUT: u32 = StorageClass::Input as u32;
const RETURN_VALUE: u16 = Op::ReturnValue as u16;
const OUTPUT: u32 = StorageClass::Output as u32;

/// Decorations that only make sense on interface variables.
const INTERFACE_DECORATIONS: [Decoration; 10] = [
    Decoration::BuiltIn,
    Decoration::Location,
    Decoration::Component,
    Decoration::Index,
    Decoration::Flat,
    Decoration::NoPerspective,
    Decoration::Centroid,
    Decoration::Sample,
    Decoration::Patch,
    Decoration::Invariant,
];

/// Quick scan of the global section: does the module mention the built-in (or one of the
/// capabilities) at all?
/// Whether [`pass`] for `distance` has anything to look at in `m` (see [`mentions`]).
pub(crate) fn mentions_distance(m: &Module, distance: Distance) -> bool {
    mentions(m, distance.builtin(), &[distance.capability()])
}

/// [`mentions_distance`] read from `g`, the globals of the module as it is now (they hold
/// every capability and decoration the scan would look at), without walking its words.
pub(crate) fn globals_mention(g: &Globals, distance: Distance) -> bool {
    let (builtin, capability) = (distance.builtin(), distance.capability());
    g.capabilities.iter().any(|&(_, c)| c == capability)
        || g.decorations
            .iter()
            .any(|d| d.decoration == BUILTIN && d.value == Some(builtin))
        || g.member_decorations
            .iter()
            .any(|md| md.decoration == BUILTIN && md.value == Some(builtin))
}

fn mentions(m: &Module, builtin: u32, capabilities: &[u32]) -> bool {
    for inst in m.instructions() {
        let w = inst.words;
        match inst.opcode() {
            globals::OP_FUNCTION => return false,
            op if op == Op::Capability as u16
                && w.get(1).is_some_and(|c| capabilities.contains(c)) =>
            {
                return true;
            }
            op if op == Op::Decorate as u16
                && w.get(2) == Some(&BUILTIN)
                && w.get(3) == Some(&builtin) =>
            {
                return true;
            }
            op if op == Op::MemberDecorate as u16
                && w.get(3) == Some(&BUILTIN)
                && w.get(4) == Some(&builtin) =>
            {
                return true;
            }
            _ => {}
        }
    }
    false
}

/// The storage class of a removed variable, as the enum.
fn storage_class(storage: u32, offset: usize) -> Result<StorageClass, Error> {
    StorageClass::from_u32(storage).ok_or(Error::Malformed {
        offset,
        what: "unknown storage class",
    })
}

/// Removes clip or cull distances from `m` (see the module docs).
pub fn pass(m: &mut Module, opts: &Options) -> Result<Report, Error> {
    remove_builtin(m, opts.distance.builtin(), &[opts.distance.capability()])
}

/// Removes every variable and block member decorated `BuiltIn builtin` as described in the
/// module docs (reads of the removed storage give zero), and the `capabilities`.
pub(crate) fn remove_builtin(
    m: &mut Module,
    builtin: u32,
    capabilities: &[u32],
) -> Result<Report, Error> {
    if !mentions(m, builtin, capabilities) {
        return Ok(Report::default());
    }
    remove_builtin_with(m, &mut None, builtin, capabilities, &mut Scratch::new())
}

/// [`remove_builtin`] for a module that [`mentions`] the built-in or a capability (the
/// caller checked), given the module's [`Globals`] in `globals` when the caller has them
/// (built from `m` as it is now). Afterwards `globals` holds the globals the pass worked
/// on: still those of `m` when the report says nothing changed, stale otherwise (their
/// buffers are for [`Globals::refill`]). Buffers come from and go back to `scratch`.
pub(crate) fn remove_builtin_with(
    m: &mut Module,
    globals: &mut Option<Box<Globals>>,
    builtin: u32,
    capabilities: &[u32],
    scratch: &mut Scratch,
) -> Result<Report, Error> {
    let g = match globals.take() {
        Some(g) => g,
        None => Globals::build_in(m, scratch)?,
    };
    let splice = Splice::new_in(m, scratch);
    let (mut report, g, splice) = remove_builtin_edits(m, g, splice, builtin, capabilities)?;
    *globals = Some(g);
    report.changed = splice.apply_in(m, scratch)?;
    Ok(report)
}

/// The edits of [`remove_builtin_with`], added to `splice` (made for `m`) and not applied,
/// given the module's globals `g`. Returns the report (`changed` left unset), the globals
/// with the declarations the edits add (stale for anything the edits remove or move, so
/// only for further edits of the same splice) and the splice.
pub(crate) fn remove_builtin_edits(
    m: &Module,
    mut g: Box<Globals>,
    mut splice: Splice,
    builtin: u32,
    capabilities: &[u32],
) -> Result<(Report, Box<Globals>, Splice), Error> {
    let mut report = Report::default();
    let words = m.words();

    // Standalone variables.
    let standalone: Vec<u32> = g
        .decorations
        .iter()
        .filter(|d| d.decoration == BUILTIN && d.value == Some(builtin))
        .map(|d| d.target)
        .filter(|t| g.variables.contains_key(t))
        .collect();
    let standalone: Vec<u32> = {
        let mut v = standalone;
        v.sort_unstable();
        v.dedup();
        v
    };
    let mut tracked: HashSet<u32> = HashSet::default();
    for &v in &standalone {
        let var = g.variables[&v];
        let (_, pointee) = g.pointer(var.ptr_type)?;
        let var_inst = Inst::at(words, var.offset)?;
        // An output's initializer (a constant of the array type) initializes the array.
        let init = var_inst.words.get(4).copied();
        splice.remove(&var_inst);
        for d in g.decorations_of(v) {
            if INTERFACE_DECORATIONS
                .iter()
                .any(|&x| x as u32 == d.decoration)
            {
                splice.remove(&Inst::at(words, d.offset)?);
            }
        }
        let mut e = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let ptr = e.pointer(PRIVATE, pointee)?;
        let init = match init {
            Some(c) => c,
            None => e.null(pointee)?,
        };
        e.variable(ptr, v, PRIVATE, Some(init))?;
        tracked.insert(v);
        report.standalone_variables.push(v);
        report.moved.push(Moved {
            original: v,
            storage: storage_class(var.storage, var.offset)?,
            private: v,
        });
    }

    // The GLSL import, looked up at the first extended instruction on a tracked pointer.
    let mut glsl = None;

    // Whole standalone arrays passed to functions: the parameters become Private pointers.
    let mut whole_arguments = tracked.clone();
    let params = calls::retype_parameters(m, &mut g, &mut splice, &tracked)?;
    report.parameters = params.len();
    whole_arguments.extend(params.iter().copied());
    tracked.extend(params);

    // Block members: struct id -> removed member.
    let mut structs: HashMap<u32, u32> = HashMap::default();
    for md in &g.member_decorations {
        if md.decoration == BUILTIN && md.value == Some(builtin) {
            if let Some(&(_, Type::Struct)) = g.types.get(&md.target) {
                if structs.insert(md.target, md.member).is_some() {
                    return Err(Error::Unsupported(
                        "struct with two members of the same built-in",
                    ));
                }
            }
        }
    }
    let mut member_types: HashMap<u32, Vec<u32>> = HashMap::default();
    let mut splits: HashMap<u32, HashMap<u32, u32>> = HashMap::default();
    let mut lone: HashSet<u32> = HashSet::default();
    let mut struct_ids: Vec<u32> = structs.keys().copied().collect();
    struct_ids.sort_unstable();
    for s in struct_ids {
        let k = structs[&s];
        let off = g.types[&s].0;
        let st_inst = Inst::at(words, off)?;
        let st = st_inst.words;
        // st = [first, result, member types...]
        let members = &st[2..];
        if members.get(k as usize).is_none() {
            return Err(Error::Malformed {
                offset: off,
                what: "member decoration index past the struct's members",
            });
        }
        member_types.insert(s, members.to_vec());
        report.block_members.push((s, k));
        let fam = block::family(&g, s);
        let value = block::used_as_value(m, &g, &fam);
        if members.len() == 1 {
            // Nothing is left of the block: its variables go (see below), the struct stays
            // empty and undecorated for the pointer types that name it.
            if value {
                return Err(Error::Unsupported(LONE_MEMBER));
            }
            lone.insert(s);
            for d in g.decorations_of(s) {
                splice.remove(&Inst::at(words, d.offset)?);
            }
        } else if value {
            splits.insert(s, block::split(m, &g, &mut splice, s, k, &fam)?);
            continue;
        }
        let mut new = Vec::with_capacity(st.len() - 1);
        new.push(first_word(Op::TypeStruct, st.len() - 2));
        new.push(st[1]);
        new.extend(
            members
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != k as usize)
                .map(|(_, &t)| t),
        );
        splice.replace(&st_inst, &new);
        for md in g.member_decorations.iter().filter(|md| md.target == s) {
            if md.member == k {
                splice.remove(&Inst::at(words, md.offset)?);
            } else if md.member > k {
                splice.set_word(md.offset + 2, md.member - 1);
            }
        }
    }
    report.block_members.sort_unstable();

    // Variables of (arrays of) those structs.
    let mut shapes: Vec<block::Shape> = Vec::new();
    let mut lone_shapes: HashSet<usize> = HashSet::default();
    let mut dropped: HashSet<u32> = HashSet::default();
    let mut blocks: HashMap<u32, BlockPtr> = HashMap::default();
    let mut var_ids: Vec<u32> = g.variables.keys().copied().collect();
    var_ids.sort_unstable();
    for v in var_ids {
        let var = g.variables[&v];
        if tracked.contains(&v) || !matches!(var.storage, INPUT | OUTPUT) {
            continue;
        }
        let Ok((_, outer)) = g.pointer(var.ptr_type) else {
            continue;
        };
        // The innermost element type first, to skip other variables without allocating.
        let mut t = outer;
        let mut depth = 0;
        while let Ok(Type::Array { element, .. }) = g.ty(t) {
            if depth >= MAX_NESTING {
                return Err(Error::Unsupported(
                    "array types nested too deeply (or cyclic)",
                ));
            }
            depth += 1;
            t = element;
        }
        let Some(&k) = structs.get(&t) else { continue };
        // Outermost first: the variable's type, then each element type.
        let mut levels = Vec::with_capacity(depth + 1);
        let mut lens = Vec::with_capacity(depth);
        let mut t = outer;
        levels.push(t);
        while let Ok(Type::Array { element, length }) = g.ty(t) {
            lens.push(length);
            t = element;
            levels.push(t);
        }
        if Inst::at(words, var.offset)?.words.len() > 4 {
            return Err(Error::Unsupported(
                "a built-in block variable with an initializer (the constant would need rebuilding without the member)",
            ));
        }
        let members = member_types[&t].clone();
        let mut e = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let mut dist = vec![members[k as usize]];
        for &len in lens.iter().rev() {
            let inner = dist[dist.len() - 1];
            dist.push(e.array(inner, len)?);
        }
        let pt = dist[dist.len() - 1];
        let ptr = e.pointer(PRIVATE, pt)?;
        let null = e.null(pt)?;
        let private = e.splice.new_id()?;
        e.variable(ptr, private, PRIVATE, Some(null))?;
        levels.reverse();
        let new = match splits.get(&t) {
            Some(map) => levels
                .iter()
                .map(|l| {
                    map.get(l).copied().ok_or(Error::Unsupported(
                        "array of blocks declared before its element type",
                    ))
                })
                .collect::<Result<_, _>>()?,
            None => levels.clone(),
        };
        let mut level_lens = vec![0];
        level_lens.extend(lens.iter().rev());
        shapes.push(block::Shape {
            member: k,
            members,
            old: levels,
            new,
            dist,
            lens: level_lens,
        });
        if lone.contains(&t) {
            // The block variable goes with the struct's only member.
            lone_shapes.insert(shapes.len() - 1);
            dropped.insert(v);
            splice.remove(&Inst::at(words, var.offset)?);
            for d in g.decorations_of(v) {
                splice.remove(&Inst::at(words, d.offset)?);
            }
            for inst in m
                .instructions()
                .take_while(|i| i.offset < g.functions_start)
            {
                if inst.opcode() == Op::Name as u16 && inst.op(0) == Ok(v) {
                    splice.remove(&inst);
                }
            }
        }
        blocks.insert(
            v,
            BlockPtr {
                shape: shapes.len() - 1,
                dims: lens.len(),
                private,
            },
        );
        report.private_variables.push(private);
        report.moved.push(Moved {
            original: v,
            storage: storage_class(var.storage, var.offset)?,
            private,
        });
    }
    report.moved.sort_unstable_by_key(|mv| mv.original);

    // Function bodies.
    let start = g.functions_start;
    for inst in m.instructions_from(start) {
        let op = inst.opcode();
        match op {
            ops::ACCESS_CHAIN
            | ops::IN_BOUNDS_ACCESS_CHAIN
            | ops::PTR_ACCESS_CHAIN
            | ops::IN_BOUNDS_PTR_ACCESS_CHAIN
            | ops::COPY_OBJECT => {
                let base = inst.op(2)?;
                let is_chain = op != ops::COPY_OBJECT;
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                if tracked.contains(&base) {
                    let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                    let rt = Emit {
                        g: &mut g,
                        splice: &mut splice,
                    }
                    .pointer(PRIVATE, pointee)?;
                    splice.set_word(inst.offset + 1, rt);
                    tracked.insert(result);
                    report.access_chains += usize::from(is_chain);
                } else if let Some(b) = blocks.get(&base).copied() {
                    let whole = op == ops::COPY_OBJECT || inst.operands().len() <= 3 + b.dims;
                    if whole && lone_shapes.contains(&b.shape) {
                        return Err(Error::Unsupported(LONE_MEMBER));
                    }
                    if op == ops::COPY_OBJECT {
                        blocks.insert(result, b);
                        continue;
                    }
                    if !matches!(op, ops::ACCESS_CHAIN | ops::IN_BOUNDS_ACCESS_CHAIN) {
                        return Err(Error::Unsupported(
                            "OpPtrAccessChain into a built-in block (Vulkan allows its base only in Workgroup, StorageBuffer or PhysicalStorageBuffer storage, VUID-StandaloneSpirv-Base-07650)",
                        ));
                    }
                    let idx = &inst.operands()[3..];
                    if idx.len() <= b.dims {
                        // A whole block (or array of blocks): its distances get their own
                        // chain into the Private array, with the same indices.
                        let r = b.dims - idx.len();
                        let private = if idx.is_empty() {
                            b.private
                        } else {
                            let rt = Emit {
                                g: &mut g,
                                splice: &mut splice,
                            }
                            .pointer(PRIVATE, shapes[b.shape].dist[r])?;
                            let pd = splice.new_id()?;
                            let mut w = vec![0, rt, pd, b.private];
                            w.extend_from_slice(idx);
                            w[0] = ((w.len() as u32) << 16) | u32::from(op);
                            splice.insert(inst.offset + inst.words.len(), &w);
                            pd
                        };
                        blocks.insert(
                            result,
                            BlockPtr {
                                dims: r,
                                private,
                                ..b
                            },
                        );
                        report.access_chains += 1;
                        continue;
                    }
                    let b_member = shapes[b.shape].member;
                    let mem_id = idx[b.dims];
                    let &(mem_ty, member) = g.constants.get(&mem_id).ok_or(Error::Unsupported(
                        "struct member index is not a 32-bit constant",
                    ))?;
                    if member == b_member {
                        let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                        let rt = Emit {
                            g: &mut g,
                            splice: &mut splice,
                        }
                        .pointer(PRIVATE, pointee)?;
                        // Same opcode (AccessChain or InBoundsAccessChain), the member index dropped.
                        let mut new = vec![0, rt, result, b.private];
                        new.extend_from_slice(&idx[..b.dims]);
                        new.extend_from_slice(&idx[b.dims + 1..]);
                        new[0] = ((new.len() as u32) << 16) | u32::from(op);
                        splice.replace(&inst, &new);
                        tracked.insert(result);
                        report.access_chains += 1;
                    } else if member > b_member {
                        let c = Emit {
                            g: &mut g,
                            splice: &mut splice,
                        }
                        .constant(mem_ty, member - 1)?;
                        splice.set_word(inst.offset + 4 + b.dims, c);
                        report.access_chains += 1;
                    }
                }
            }
            ops::LOAD if blocks.contains_key(&inst.op(2)?) => {
                let p = inst.op(2)?;
                let b = blocks[&p];
                let sh = value_shape(&shapes, b)?;
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                let mut out = Vec::new();
                let access = &inst.operands()[3..];
                sh.load(
                    &g,
                    &mut out,
                    &mut splice,
                    b.dims,
                    (p, b.private),
                    access,
                    result,
                )?;
                splice.replace(&inst, &out);
                report.whole_blocks += 1;
            }
            ops::STORE if blocks.contains_key(&inst.op(0)?) => {
                let p = inst.op(0)?;
                let b = blocks[&p];
                let sh = value_shape(&shapes, b)?;
                let mut out = Vec::new();
                let access = &inst.operands()[2..];
                let v = inst.op(1)?;
                sh.store(&g, &mut out, &mut splice, b.dims, (p, b.private), access, v)?;
                splice.replace(&inst, &out);
                report.whole_blocks += 1;
            }
            ops::COPY_MEMORY | ops::COPY_MEMORY_SIZED
                if blocks.contains_key(&inst.op(0)?) || blocks.contains_key(&inst.op(1)?) =>
            {
                if op == ops::COPY_MEMORY_SIZED {
                    return Err(Error::Unsupported(
                        "OpCopyMemorySized of a built-in block (needs the Addresses capability, which Vulkan does not have)",
                    ));
                }
                let (t, s) = (inst.op(0)?, inst.op(1)?);
                if [t, s].iter().any(|p| {
                    blocks
                        .get(p)
                        .is_some_and(|b| lone_shapes.contains(&b.shape))
                }) {
                    return Err(Error::Unsupported(LONE_MEMBER));
                }
                let mut out = Vec::new();
                match (blocks.get(&t).copied(), blocks.get(&s).copied()) {
                    (Some(bt), Some(bs)) => {
                        // Block to block (one type): copy the distances beside.
                        let (dt, ds) = (
                            shapes[bt.shape].dist[bt.dims],
                            shapes[bs.shape].dist[bs.dims],
                        );
                        if dt != ds {
                            return Err(Error::Unsupported(
                                "OpCopyMemory between blocks of different types",
                            ));
                        }
                        out.extend_from_slice(inst.words);
                        out.extend_from_slice(&[
                            first_word(Op::CopyMemory, 2),
                            bt.private,
                            bs.private,
                        ]);
                    }
                    _ => {
                        return Err(Error::Unsupported(
                            "OpCopyMemory between a built-in block and other storage (a Function or Private pointer to a struct with built-in members is invalid in Vulkan)",
                        ));
                    }
                }
                splice.replace(&inst, &out);
                report.whole_blocks += 1;
            }
            ops::SELECT | ops::PHI => {
                let values: Vec<u32> = if op == ops::SELECT {
                    inst.operands().get(3..5).unwrap_or(&[]).to_vec()
                } else {
                    inst.operands().iter().skip(2).step_by(2).copied().collect()
                };
                let moved = values.iter().filter(|v| tracked.contains(v)).count();
                let in_blocks: Vec<BlockPtr> = values
                    .iter()
                    .filter_map(|v| blocks.get(v).copied())
                    .collect();
                if moved == 0 && in_blocks.is_empty() {
                    continue;
                }
                if in_blocks.iter().any(|b| lone_shapes.contains(&b.shape)) {
                    return Err(Error::Unsupported(LONE_MEMBER));
                }
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                if moved == values.len() {
                    // Every choice lies in moved storage: the choice is a Private pointer.
                    let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                    let rt = Emit {
                        g: &mut g,
                        splice: &mut splice,
                    }
                    .pointer(PRIVATE, pointee)?;
                    splice.set_word(inst.offset + 1, rt);
                    tracked.insert(result);
                    report.pointer_choices += 1;
                } else if in_blocks.len() == values.len() {
                    // Every choice is a block pointer: choose the distances beside.
                    let b = in_blocks[0];
                    let dist = shapes[b.shape].dist[b.dims];
                    if in_blocks
                        .iter()
                        .any(|x| shapes[x.shape].dist[x.dims] != dist)
                    {
                        return Err(Error::Unsupported(
                            "OpSelect or OpPhi between blocks of different types",
                        ));
                    }
                    let rt = Emit {
                        g: &mut g,
                        splice: &mut splice,
                    }
                    .pointer(PRIVATE, dist)?;
                    let pd = splice.new_id()?;
                    let mut w = inst.words.to_vec();
                    w[1] = rt;
                    w[2] = pd;
                    let mut choice = in_blocks.iter();
                    let first = if op == ops::SELECT { 4 } else { 3 };
                    for i in (first..w.len()).step_by(if op == ops::SELECT { 1 } else { 2 }) {
                        // One block pointer per value operand, in order.
                        w[i] = choice
                            .next()
                            .ok_or(Error::Internal("choice count"))?
                            .private;
                    }
                    splice.insert(inst.offset + inst.words.len(), &w);
                    blocks.insert(result, BlockPtr { private: pd, ..b });
                    report.pointer_choices += 1;
                } else {
                    return Err(Error::Unsupported(if op == ops::PHI {
                        "OpPhi between a clip/cull distance pointer and another pointer, or of a pointer defined after it (loop-carried)"
                    } else {
                        "OpSelect between a clip/cull distance pointer and another pointer: after the move they lie in different storage classes"
                    }));
                }
            }
            ops::FUNCTION_CALL
                if inst.operands().iter().skip(3).any(|w| {
                    (tracked.contains(w) && !whole_arguments.contains(w)) || blocks.contains_key(w)
                }) =>
            {
                return Err(Error::Unsupported(FUNCTION_ARGUMENT));
            }
            // Whole moved arrays only: their parameters were retyped.
            ops::FUNCTION_CALL => {}
            ops::EXT_INST
                if interp::is_interpolation(&inst, &tracked, || {
                    *glsl.get_or_insert_with(|| interp::glsl_import(m, start))
                }) =>
            {
                splice.replace(&inst, &interp::as_load(&inst)?);
                report.interpolations += 1;
            }
            RETURN_VALUE
                if inst
                    .op(0)
                    .is_ok_and(|v| tracked.contains(&v) || blocks.contains_key(&v)) =>
            {
                return Err(Error::Unsupported(
                    "a function returning a pointer to clip/cull distances",
                ));
            }
            ops::STORE
                if inst
                    .op(1)
                    .is_ok_and(|v| tracked.contains(&v) || blocks.contains_key(&v)) =>
            {
                return Err(Error::Unsupported(
                    "a pointer to clip/cull distances stored in memory",
                ));
            }
            _ => {
                if let Some(name) = globals::unfollowed_use(&inst, |w| {
                    tracked.contains(&w) || blocks.contains_key(&w)
                }) {
                    return Err(Error::UnfollowedUse(name));
                }
            }
        }
    }

    // Entry-point interfaces.
    let keep_private = m.version() >= (1, 4);
    for &off in &g.entry_points {
        let inst = Inst::at(words, off)?;
        let ep = inst.words;
        let after = inst.string_end(2)?;
        let mut new: Vec<u32> = ep[..after + 1].to_vec();
        let mut changed = false;
        for &id in &ep[after + 1..] {
            if !keep_private && standalone.contains(&id) {
                changed = true;
                continue;
            }
            if dropped.contains(&id) {
                // A block variable that had only the distances: its Private array takes its
                // place from SPIR-V 1.4 on.
                changed = true;
                if keep_private {
                    new.push(blocks[&id].private);
                }
                continue;
            }
            new.push(id);
            if keep_private {
                if let Some(b) = blocks.get(&id) {
                    new.push(b.private);
                    changed = true;
                }
            }
        }
        if changed {
            new[0] = first_word(Op::EntryPoint, new.len() - 1);
            splice.replace(&inst, &new);
        }
    }

    // The capabilities.
    for &(off, cap) in &g.capabilities {
        if capabilities.contains(&cap) {
            splice.remove(&Inst::at(words, off)?);
            report.capability_removed = true;
        }
    }

    Ok((report, g, splice))
}
