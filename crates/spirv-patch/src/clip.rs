//! Clip- and cull-distance removal for drivers without `shaderClipDistance` /
//! `shaderCullDistance`, producing modules that spirv-val accepts.
//!
//! - A standalone `BuiltIn ClipDistance` variable (Output in vertex-like stages, Input in
//!   fragment shaders) becomes a `Private` variable with a null initializer: its pointer type
//!   and every access chain (and copy) derived from it are retyped; its interface decorations
//!   go; below SPIR-V 1.4 it leaves the entry-point interface lists, from 1.4 on it stays.
//! - A block member (`OpMemberDecorate %gl_PerVertex N BuiltIn ClipDistance`) is removed from
//!   the struct; accesses to it go to a new `Private` array (one per block variable, with the
//!   block variable's outer array dimensions, e.g. `gl_out[]`), accesses to later members are
//!   renumbered, and the new variable is listed in the interfaces from SPIR-V 1.4 on.
//! - The `ClipDistance` (or `CullDistance`) capability is removed.
//!
//! Reads of a removed input give zero. Whole-block loads and stores, and pointers into the
//! removed storage passed to functions, are refused with [`Error::Unsupported`].

use spirv::{BuiltIn, Capability, Decoration, Op, StorageClass};

use crate::Error;
use crate::globals::{self, Emit, Globals, HashMap, HashSet, Type, ops};
use crate::module::{Inst, Module, Splice, first_word};

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
    fn builtin(self) -> u32 {
        match self {
            Distance::Clip => BuiltIn::ClipDistance as u32,
            Distance::Cull => BuiltIn::CullDistance as u32,
        }
    }

    fn capability(self) -> u32 {
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
    /// lost the member).
    pub original: u32,
    /// Its storage class before the pass (`Input` or `Output` in every module spirv-val
    /// accepts).
    pub storage: StorageClass,
    /// The `Private` variable with the distances: `float[n]` with the block variable's outer
    /// array dimensions around it (e.g. `float[n][3]` for `gl_in[3]`).
    pub private: u32,
}

/// Deepest array nesting followed (malformed modules may declare cyclic types).
const MAX_NESTING: usize = 64;

const BUILTIN: u32 = Decoration::BuiltIn as u32;
const PRIVATE: u32 = StorageClass::Private as u32;

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

/// A block variable whose struct loses a member.
#[derive(Clone, Copy, Debug)]
struct BlockVar {
    dims: usize,
    member: u32,
    private: u32,
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
    let mut report = Report::default();
    if !mentions(m, builtin, capabilities) {
        return Ok(report);
    }
    let mut g = Globals::build(m)?;
    let mut splice = Splice::new(m);
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
        if var_inst.words.len() > 4 {
            return Err(Error::Unsupported("built-in variable with an initializer"));
        }
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
        let null = e.null(pointee)?;
        e.variable(ptr, v, PRIVATE, Some(null))?;
        tracked.insert(v);
        report.standalone_variables.push(v);
        report.moved.push(Moved {
            original: v,
            storage: storage_class(var.storage, var.offset)?,
            private: v,
        });
    }

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
    let mut member_types: HashMap<u32, u32> = HashMap::default();
    for (&s, &k) in &structs {
        let off = g.types[&s].0;
        let st_inst = Inst::at(words, off)?;
        let st = st_inst.words;
        // st = [first, result, member types...]
        let members = &st[2..];
        if members.len() <= 1 {
            return Err(Error::Unsupported(
                "block whose only member is the removed built-in",
            ));
        }
        let Some(&mt) = members.get(k as usize) else {
            return Err(Error::Malformed {
                offset: off,
                what: "member decoration index past the struct's members",
            });
        };
        member_types.insert(s, mt);
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
        report.block_members.push((s, k));
    }
    report.block_members.sort_unstable();

    // Variables of (arrays of) those structs.
    let mut blocks: HashMap<u32, BlockVar> = HashMap::default();
    let mut var_ids: Vec<u32> = g.variables.keys().copied().collect();
    var_ids.sort_unstable();
    for v in var_ids {
        if tracked.contains(&v) {
            continue;
        }
        let var = g.variables[&v];
        let Ok((_, mut t)) = g.pointer(var.ptr_type) else {
            continue;
        };
        let mut lens = Vec::new();
        while let Ok(Type::Array { element, length }) = g.ty(t) {
            if lens.len() >= MAX_NESTING {
                return Err(Error::Unsupported(
                    "array types nested too deeply (or cyclic)",
                ));
            }
            lens.push(length);
            t = element;
        }
        let Some(&k) = structs.get(&t) else { continue };
        let mut e = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let mut pt = member_types[&t];
        for &len in lens.iter().rev() {
            pt = e.array(pt, len)?;
        }
        let ptr = e.pointer(PRIVATE, pt)?;
        let null = e.null(pt)?;
        let private = e.splice.new_id()?;
        e.variable(ptr, private, PRIVATE, Some(null))?;
        blocks.insert(
            v,
            BlockVar {
                dims: lens.len(),
                member: k,
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
    for inst in m.instructions().skip_while(|i| i.offset < start) {
        match inst.opcode() {
            ops::ACCESS_CHAIN
            | ops::IN_BOUNDS_ACCESS_CHAIN
            | ops::PTR_ACCESS_CHAIN
            | ops::IN_BOUNDS_PTR_ACCESS_CHAIN
            | ops::COPY_OBJECT => {
                let base = inst.op(2)?;
                let is_chain = inst.opcode() != ops::COPY_OBJECT;
                if tracked.contains(&base) {
                    let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                    let rt = Emit {
                        g: &mut g,
                        splice: &mut splice,
                    }
                    .pointer(PRIVATE, pointee)?;
                    splice.set_word(inst.offset + 1, rt);
                    tracked.insert(m.check_id(inst.op(1)?, inst.offset)?);
                    report.access_chains += usize::from(is_chain);
                } else if let Some(b) = blocks.get(&base).copied() {
                    if !matches!(
                        inst.opcode(),
                        ops::ACCESS_CHAIN | ops::IN_BOUNDS_ACCESS_CHAIN
                    ) {
                        return Err(Error::Unsupported("pointer copy of a whole built-in block"));
                    }
                    let idx = &inst.operands()[3..];
                    if idx.len() <= b.dims {
                        return Err(Error::Unsupported("access chain to a whole built-in block"));
                    }
                    let mem_id = idx[b.dims];
                    let &(mem_ty, member) = g.constants.get(&mem_id).ok_or(Error::Unsupported(
                        "struct member index is not a 32-bit constant",
                    ))?;
                    if member == b.member {
                        let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                        let rt = Emit {
                            g: &mut g,
                            splice: &mut splice,
                        }
                        .pointer(PRIVATE, pointee)?;
                        let result = m.check_id(inst.op(1)?, inst.offset)?;
                        // Same opcode (AccessChain or InBoundsAccessChain), the member index dropped.
                        let mut new = vec![0, rt, result, b.private];
                        new.extend_from_slice(&idx[..b.dims]);
                        new.extend_from_slice(&idx[b.dims + 1..]);
                        new[0] = ((new.len() as u32) << 16) | u32::from(inst.opcode());
                        splice.replace(&inst, &new);
                        tracked.insert(result);
                        report.access_chains += 1;
                    } else if member > b.member {
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
                return Err(Error::Unsupported("load of a whole built-in block"));
            }
            ops::STORE if blocks.contains_key(&inst.op(0)?) => {
                return Err(Error::Unsupported("store to a whole built-in block"));
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

    report.changed = splice.apply(m)?;
    Ok(report)
}
