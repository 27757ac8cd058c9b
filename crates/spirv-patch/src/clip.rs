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
use crate::globals::{self, Emit, Globals, HashMap, HashSet, Type};
use crate::module::{Inst, Module, Splice, first_word};
use crate::scratch::Scratch;

mod block;
use block::BlockPtr;
mod bodies;
mod buffers;
pub(crate) use buffers::Buffers;
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
    let mut buffers = scratch.clip_buffers();
    let mut report = Report::default();
    let (g, splice) = remove_builtin_edits(
        m,
        g,
        splice,
        builtin,
        capabilities,
        &mut report,
        &mut buffers,
    )?;
    scratch.put_clip_buffers(buffers);
    *globals = Some(g);
    report.changed = splice.apply_in(m, scratch)?;
    Ok(report)
}

/// The edits of [`remove_builtin_with`], added to `splice` (made for `m`) and not applied,
/// given the module's globals `g`, reported in `report` (an empty one; `changed` left
/// unset). Returns the globals with the declarations the edits add (stale for anything the
/// edits remove or move, so only for further edits of the same splice) and the splice. Its
/// maps and lists live in `buffers`, kept from earlier runs.
pub(crate) fn remove_builtin_edits(
    m: &Module,
    mut g: Box<Globals>,
    mut splice: Splice,
    builtin: u32,
    capabilities: &[u32],
    report: &mut Report,
    buffers: &mut Buffers,
) -> Result<(Box<Globals>, Splice), Error> {
    let words = m.words();
    buffers.clear();
    let Buffers {
        standalone,
        tracked,
        whole_arguments,
        structs,
        fam,
        shapes,
        spare_shapes,
        blocks,
        var_ids,
        out,
        followed,
    } = buffers;

    // Standalone variables.
    standalone.extend(
        g.decorations
            .iter()
            .filter(|d| d.decoration == BUILTIN && d.value == Some(builtin))
            .map(|d| d.target)
            .filter(|t| g.variables.contains_key(t)),
    );
    standalone.sort_unstable();
    standalone.dedup();
    for &v in standalone.iter() {
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

    // Whole standalone arrays passed to functions: the parameters become Private pointers.
    whole_arguments.extend(tracked.iter().copied());
    let params = calls::retype_parameters(m, &mut g, &mut splice, tracked)?;
    report.parameters = params.len();
    whole_arguments.extend(params.iter().copied());
    tracked.extend(params);

    // Block members: `(struct id, removed member)`, by struct id.
    structs.extend(
        g.member_decorations
            .iter()
            .filter(|md| md.decoration == BUILTIN && md.value == Some(builtin))
            .filter(|md| matches!(g.types.get(&md.target), Some(&(_, Type::Struct))))
            .map(|md| (md.target, md.member)),
    );
    structs.sort_unstable_by_key(|&(s, _)| s);
    if structs.windows(2).any(|w| w[0].0 == w[1].0) {
        return Err(Error::Unsupported(
            "struct with two members of the same built-in",
        ));
    }
    let removed_member = |structs: &[(u32, u32)], t: u32| {
        structs
            .binary_search_by_key(&t, |&(s, _)| s)
            .ok()
            .map(|i| structs[i].1)
    };
    let mut splits: HashMap<u32, HashMap<u32, u32>> = HashMap::default();
    let mut lone: HashSet<u32> = HashSet::default();
    for &(s, k) in structs.iter() {
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
        report.block_members.push((s, k));
        block::family(&g, s, fam);
        let value = block::used_as_value(m, &g, fam);
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
            splits.insert(s, block::split(m, &g, &mut splice, s, k, fam)?);
            continue;
        }
        splice.replace_with(&st_inst, |new| {
            new.extend_from_slice(&[first_word(Op::TypeStruct, st.len() - 2), st[1]]);
            new.extend(
                members
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != k as usize)
                    .map(|(_, &t)| t),
            );
        });
        for md in g.member_decorations.iter().filter(|md| md.target == s) {
            if md.member == k {
                splice.remove(&Inst::at(words, md.offset)?);
            } else if md.member > k {
                splice.set_word(md.offset + 2, md.member - 1);
            }
        }
    }
    // (`block_members` is sorted: the structs are, and each appears once.)

    // Variables of (arrays of) those structs, in id order: those whose innermost element
    // type is one of the structs (or whose array types nest too deeply: refused below).
    let mut lone_shapes: HashSet<usize> = HashSet::default();
    let mut dropped: HashSet<u32> = HashSet::default();
    for (&v, var) in &g.variables {
        if tracked.contains(&v) || !matches!(var.storage, INPUT | OUTPUT) {
            continue;
        }
        let Ok((_, mut t)) = g.pointer(var.ptr_type) else {
            continue;
        };
        let mut depth = 0;
        while let Ok(Type::Array { element, .. }) = g.ty(t) {
            if depth >= MAX_NESTING {
                break;
            }
            depth += 1;
            t = element;
        }
        if depth >= MAX_NESTING || removed_member(structs, t).is_some() {
            var_ids.push(v);
        }
    }
    var_ids.sort_unstable();
    for &v in var_ids.iter() {
        let var = g.variables[&v];
        let Ok((_, outer)) = g.pointer(var.ptr_type) else {
            continue;
        };
        // The innermost element type first.
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
        let Some(k) = removed_member(structs, t) else {
            continue;
        };
        if Inst::at(words, var.offset)?.words.len() > 4 {
            return Err(Error::Unsupported(
                "a built-in block variable with an initializer (the constant would need rebuilding without the member)",
            ));
        }
        // A shape in buffers kept from earlier runs.
        let mut shape = spare_shapes.pop().unwrap_or_default();
        shape.clear();
        shape.member = k;
        shape
            .members
            .extend_from_slice(&Inst::at(words, g.types[&t].0)?.words[2..]);
        // Outermost first, reversed below: the variable's type, then each element type,
        // and the array lengths after a placeholder for the struct's level.
        let (levels, lens) = (&mut shape.old, &mut shape.lens);
        lens.push(0);
        let mut t = outer;
        levels.push(t);
        while let Ok(Type::Array { element, length }) = g.ty(t) {
            lens.push(length);
            t = element;
            levels.push(t);
        }
        levels.reverse();
        lens[1..].reverse();
        let mut e = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        shape.dist.push(shape.members[k as usize]);
        for &len in &shape.lens[1..] {
            let inner = shape.dist[shape.dist.len() - 1];
            let array = e.array(inner, len)?;
            shape.dist.push(array);
        }
        let pt = shape.dist[shape.dist.len() - 1];
        let ptr = e.pointer(PRIVATE, pt)?;
        let null = e.null(pt)?;
        let private = e.splice.new_id()?;
        e.variable(ptr, private, PRIVATE, Some(null))?;
        match splits.get(&t) {
            Some(map) => {
                for l in &shape.old {
                    shape.new.push(map.get(l).copied().ok_or(Error::Unsupported(
                        "array of blocks declared before its element type",
                    ))?);
                }
            }
            None => shape.new.extend_from_slice(&shape.old),
        }
        let dims = shape.lens.len() - 1;
        shapes.push(shape);
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
                dims,
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
    bodies::rewrite(
        m,
        &mut g,
        &mut splice,
        report,
        bodies::Bodies {
            tracked,
            whole_arguments,
            blocks,
            shapes,
            lone_shapes: &lone_shapes,
            out,
            followed,
        },
    )?;

    // Entry-point interfaces.
    let keep_private = m.version() >= (1, 4);
    for &off in &g.entry_points {
        let inst = Inst::at(words, off)?;
        let ep = inst.words;
        let after = inst.string_end(2)?;
        let ids = &ep[after + 1..];
        if !ids.iter().any(|id| {
            (!keep_private && standalone.contains(id))
                || dropped.contains(id)
                || (keep_private && blocks.contains_key(id))
        }) {
            continue;
        }
        splice.replace_with(&inst, |new| {
            let at = new.len();
            new.extend_from_slice(&ep[..after + 1]);
            for &id in ids {
                if !keep_private && standalone.contains(&id) {
                    continue;
                }
                if dropped.contains(&id) {
                    // A block variable that had only the distances: its Private array takes
                    // its place from SPIR-V 1.4 on.
                    if keep_private {
                        new.push(blocks[&id].private);
                    }
                    continue;
                }
                new.push(id);
                if keep_private {
                    if let Some(b) = blocks.get(&id) {
                        new.push(b.private);
                    }
                }
            }
            new[at] = first_word(Op::EntryPoint, new.len() - at - 1);
        });
    }

    // The capabilities.
    for &(off, cap) in &g.capabilities {
        if capabilities.contains(&cap) {
            splice.remove(&Inst::at(words, off)?);
            report.capability_removed = true;
        }
    }

    Ok((g, splice))
}
