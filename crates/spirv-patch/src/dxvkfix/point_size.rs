//! `PointSize` removal: the stage stops exporting `gl_PointSize`.
//!
//! Works around Mali drivers that draw glitches when a vertex shader writes `PointSize`
//! (DXVK after 2.3.1 writes `1.0` in every vertex shader it compiles from DXBC, and the
//! D3D9 point size in those it compiles from DXSO).
//!
//! The built-in goes the way [`crate::clip`] removes clip distances: a standalone
//! `BuiltIn PointSize` variable becomes a `Private` variable, a `gl_PerVertex` member is
//! removed from its block and its accesses go to a new `Private` variable, and the
//! `GeometryPointSize` / `TessellationPointSize` capabilities go. Then every such `Private`
//! variable the shader only writes is deleted with its stores, access chains, name,
//! decorations and interface entries; one the shader also reads keeps its stores (the
//! shader reads back what it wrote). Input `PointSize` (`gl_in[].gl_PointSize` in
//! tessellation and geometry shaders) is removed too and reads `0.0`, so a pipeline runs
//! the pass on each of its pre-rasterization stages.
//!
//! # When it is correct
//!
//! Only when the pipeline rasterizes no points: without `PointSize`, the size of a point is
//! undefined (1.0 with `maintenance5`). The caller checks that the input assembly topology
//! is not `POINT_LIST` and the polygon mode is not `POINT`. A module whose own execution
//! modes make points (tessellation `PointMode`, geometry `OutputPoints`) is refused.

use spirv::{BuiltIn, Capability, ExecutionMode, Op, StorageClass};

use super::{drop_from_interfaces, names_of};
use crate::Error;
use crate::clip;
use crate::globals::{self, Globals, HashMap, HashSet, ops};
use crate::module::{Inst, Module, Splice};

/// What [`remove_point_size`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PointSizeReport {
    /// Whether the module changed; `false` when it has no `PointSize` (then the words are
    /// untouched).
    pub changed: bool,
    /// The built-in removal ([`clip::Report`]'s fields, for `PointSize`).
    pub removed: clip::Report,
    /// `Private` variables deleted because the shader only wrote them.
    pub deleted_variables: Vec<u32>,
    /// `Private` variables kept because the shader reads them back.
    pub kept_variables: Vec<u32>,
    /// `OpStore`s deleted.
    pub stores: usize,
}

const PRIVATE: u32 = StorageClass::Private as u32;

/// Whether an entry point of `m` makes points itself.
fn makes_points(m: &Module) -> bool {
    let points = [
        ExecutionMode::PointMode as u32,
        ExecutionMode::OutputPoints as u32,
    ];
    m.instructions()
        .take_while(|i| i.opcode() != globals::OP_FUNCTION)
        .any(|i| {
            i.opcode() == Op::ExecutionMode as u16
                && i.words.get(2).is_some_and(|x| points.contains(x))
        })
}

/// Removes the `PointSize` built-in from `m` (see the module docs). The caller makes sure
/// the pipeline draws no points.
pub fn remove_point_size(m: &mut Module) -> Result<PointSizeReport, Error> {
    if makes_points(m) {
        return Err(Error::Unsupported(
            "the module makes points (PointMode or OutputPoints): it needs PointSize",
        ));
    }
    let removed = clip::remove_builtin(
        m,
        BuiltIn::PointSize as u32,
        &[
            Capability::GeometryPointSize as u32,
            Capability::TessellationPointSize as u32,
        ],
    )?;
    let mut report = PointSizeReport {
        changed: removed.changed,
        ..Default::default()
    };
    let privates: Vec<u32> = removed.moved.iter().map(|mv| mv.private).collect();
    report.removed = removed;
    if privates.is_empty() {
        return Ok(report);
    }
    delete_write_only(m, &privates, &mut report)?;
    Ok(report)
}

/// Deletes the `Private` variables among `vars` that nothing reads: their stores, access
/// chains, names, decorations and interface entries.
fn delete_write_only(
    m: &mut Module,
    vars: &[u32],
    report: &mut PointSizeReport,
) -> Result<(), Error> {
    let g = Globals::build(m)?;
    let words = m.words();
    // Pointer id -> the variable it points into.
    let mut root: HashMap<u32, u32> = HashMap::default();
    for &v in vars {
        match g.variables.get(&v) {
            Some(var) if var.storage == PRIVATE => {
                root.insert(v, v);
            }
            _ => {
                return Err(Error::Internal(
                    "removed built-in is not a Private variable",
                ));
            }
        }
    }
    let mut live: HashSet<u32> = HashSet::default();
    // Instructions to delete per variable: stores and access chains.
    let mut dead: HashMap<u32, Vec<usize>> = HashMap::default();
    let mut stores: HashMap<u32, usize> = HashMap::default();

    // A global that mentions a variable (debug info, an initializer) keeps it.
    for inst in m
        .instructions()
        .take_while(|i| i.offset < g.functions_start)
    {
        let op = inst.opcode();
        let skip = match op {
            o if o == Op::ExtInst as u16 => 4,
            o if o == Op::Variable as u16 => 3,
            _ => continue,
        };
        for w in inst.operands().iter().skip(skip) {
            if let Some(&v) = root.get(w) {
                live.insert(v);
            }
        }
    }
    for inst in m.instructions_from(g.functions_start) {
        match inst.opcode() {
            ops::ACCESS_CHAIN
            | ops::IN_BOUNDS_ACCESS_CHAIN
            | ops::PTR_ACCESS_CHAIN
            | ops::IN_BOUNDS_PTR_ACCESS_CHAIN
            | ops::COPY_OBJECT
                if root.contains_key(&inst.op(2)?) =>
            {
                let v = root[&inst.op(2)?];
                // Indices are constants or values, never one of the tracked pointers.
                if inst.operands()[3..].iter().any(|w| root.contains_key(w)) {
                    live.insert(v);
                }
                root.insert(m.check_id(inst.op(1)?, inst.offset)?, v);
                dead.entry(v).or_default().push(inst.offset);
            }
            ops::STORE if root.contains_key(&inst.op(0)?) => {
                let v = root[&inst.op(0)?];
                if root.contains_key(&inst.op(1)?) {
                    live.insert(v);
                }
                dead.entry(v).or_default().push(inst.offset);
                *stores.entry(v).or_default() += 1;
            }
            _ => {
                // Any other mention is a read (or a use this sweep does not follow). Literal
                // operands equal to a tracked id only keep a variable that could go.
                for w in inst.operands() {
                    if let Some(&v) = root.get(w) {
                        live.insert(v);
                    }
                }
            }
        }
    }

    let mut gone: Vec<u32> = vars.iter().copied().filter(|v| !live.contains(v)).collect();
    gone.sort_unstable();
    gone.dedup();
    report.kept_variables = vars.iter().copied().filter(|v| live.contains(v)).collect();
    report.kept_variables.sort_unstable();
    report.kept_variables.dedup();
    if gone.is_empty() {
        return Ok(());
    }
    let mut splice = Splice::new(m);
    for &v in &gone {
        splice.remove(&Inst::at(words, g.variables[&v].offset)?);
        for &off in dead.get(&v).map(Vec::as_slice).unwrap_or_default() {
            splice.remove(&Inst::at(words, off)?);
        }
        for d in g.decorations_of(v) {
            splice.remove(&Inst::at(words, d.offset)?);
        }
        report.stores += stores.get(&v).copied().unwrap_or(0);
    }
    for name in names_of(m, &gone) {
        splice.remove(&name);
    }
    drop_from_interfaces(m, &g, &mut splice, &gone)?;
    splice.apply(m)?;
    report.deleted_variables = gone;
    report.changed = true;
    Ok(())
}
