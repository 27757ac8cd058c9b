//! The last pre-rasterization stage: clip and cull distances become ordinary outputs.

use spirv::{ExecutionModel, Op, StorageClass};

use super::{
    Interface, OUTPUT, Report, Slot, Slots, Source, declare_slots, entry, interface,
    remove_builtins, remove_builtins_unapplied, source,
};
use crate::Error;
use crate::clip::Distance;
use crate::globals::{Emit, Globals};
use crate::module::{Module, Splice, first_word};
use crate::scratch::Scratch;

/// Ids of the types and constants the copies use.
#[derive(Clone, Copy, Debug)]
struct Ids {
    float: u32,
    v4: u32,
    one: u32,
    /// `(bvec4, vec4(0), vec4(1))` when cull flags are written.
    cull: Option<(u32, u32, u32)>,
}

/// Lowers the clip and cull distance outputs of the last pre-rasterization stage (vertex,
/// tessellation evaluation or geometry: the module's only entry point) to ordinary outputs
/// at `slots` (see the [module docs](super)): removes the built-ins and their capabilities,
/// adds the `Output` variables, and writes them before every `OpReturn` of the entry point
/// (vertex, tessellation evaluation) or every `OpEmitVertex`/`OpEmitStreamVertex` (geometry).
///
/// Fails with [`Error::SlotsTooSmall`] when `slots` carry fewer distances than the shader
/// writes, [`Error::LocationOverlap`] when they start inside the shader's own output
/// locations, and with the errors of [`crate::clip::pass`]. Distances `slots` carry beyond
/// the shader's arrays are written as "not clipped" / "not culled".
pub fn lower_outputs(m: &mut Module, slots: &Slots) -> Result<Report, Error> {
    slots.check()?;
    let mut scratch = Scratch::new();
    let g = Globals::build_in(m, &mut scratch)?;
    let e = entry(m, &g)?;
    check_stage(e.model)?;
    let iface = interface::of_entry(m, &g, &e, &mut scratch)?;
    lower(m, g, &iface, slots, &mut scratch)
}

/// Whether `model` is a stage [`lower_outputs`] takes.
pub(super) fn check_stage(model: ExecutionModel) -> Result<(), Error> {
    if matches!(
        model,
        ExecutionModel::Vertex | ExecutionModel::TessellationEvaluation | ExecutionModel::Geometry
    ) {
        Ok(())
    } else {
        Err(Error::WrongStage {
            found: model,
            expected: "vertex, tessellation evaluation or geometry",
        })
    }
}

/// [`lower_outputs`] given the module's globals `first` and its entry point's `iface`
/// (both of `m` as it is now), after the slots and the stage were checked. Buffers come
/// from and go back to `scratch`.
pub(super) fn lower(
    m: &mut Module,
    first: Box<Globals>,
    iface: &Interface,
    slots: &Slots,
    scratch: &mut Scratch,
) -> Result<Report, Error> {
    for (what, needed, given) in [
        ("clip", iface.clip, slots.clip),
        ("cull", iface.cull, slots.cull),
    ] {
        if given < needed {
            return Err(Error::SlotsTooSmall {
                what,
                needed,
                given,
            });
        }
    }
    if !slots.is_empty() && slots.first_location < iface.locations_used {
        return Err(Error::LocationOverlap {
            first: slots.first_location,
            used: iface.locations_used,
        });
    }
    // The removal and the lowering in one splice, unless both kinds of distance are removed
    // (then the second removal and the lowering work on the module the first one made).
    let mut report = Report::default();
    let (mut g, mut splice) =
        match remove_builtins_unapplied(m, first, &mut report.removed, scratch)? {
            Ok(pending) => pending,
            Err(first) => {
                let later = remove_builtins(m, first, &mut report.removed, scratch)?;
                // A module the removal left alone still has the globals read above.
                let g = later.get(m)?;
                let splice = Splice::new_in(m, scratch);
                (g, splice)
            }
        };
    report.changed = report.removed.iter().any(|r| r.changed);
    if slots.is_empty() {
        scratch.put_globals(g);
        report.changed = splice.apply_in(m, scratch)? || report.changed;
        return Ok(report);
    }
    let e = entry(m, &g)?;
    let sources = [
        source(&g, &report.removed[0], StorageClass::Output)?,
        source(&g, &report.removed[1], StorageClass::Output)?,
    ];
    let start = g.functions_start;
    let ids = {
        let mut em = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let float;
        let v4;
        (report.slots, float, v4) = declare_slots(m, &mut em, &e, slots, OUTPUT)?;
        let one = em.constant(float, 1f32.to_bits())?;
        let cull = if slots.cull > 0 {
            let b = em.bool()?;
            let bv4 = em.vector(b, 4)?;
            let zero4 = em.null(v4)?;
            let one4 = em.composite(v4, &[one; 4])?;
            Some((bv4, zero4, one4))
        } else {
            None
        };
        Ids {
            float,
            v4,
            one,
            cull,
        }
    };

    let geometry = e.model == ExecutionModel::Geometry;
    let mut current = None;
    let mut code = scratch.code_buffer();
    for inst in m.instructions_from(start) {
        let op = u32::from(inst.opcode());
        let copy_here = if op == Op::Function as u32 {
            current = Some(inst.op(1)?);
            false
        } else if geometry {
            op == Op::EmitVertex as u32 || op == Op::EmitStreamVertex as u32
        } else {
            current == Some(e.function) && (op == Op::Return as u32 || op == Op::ReturnValue as u32)
        };
        if copy_here {
            code.clear();
            copy(&mut code, &mut splice, slots, &report.slots, &sources, &ids)?;
            splice.insert(inst.offset, &code);
            report.copies += 1;
        }
    }
    scratch.put_code_buffer(code);
    scratch.put_globals(g);
    report.changed = splice.apply_in(m, scratch)? || report.changed;
    Ok(report)
}

/// Appends to `out` the instructions that write every slot from the `Private` arrays.
fn copy(
    out: &mut Vec<u32>,
    splice: &mut Splice,
    slots: &Slots,
    vars: &[Slot],
    sources: &[Option<Source>; 2],
    ids: &Ids,
) -> Result<(), Error> {
    // Two loads, then per slot up to four extracts, a construct, a compare and select
    // (cull flags) and the store.
    out.reserve(8 + 40 * vars.len());
    let mut arrays = [None; 2];
    for (k, kind) in [Distance::Clip, Distance::Cull].into_iter().enumerate() {
        if let Some(src) = sources[k].filter(|_| slots.count(kind) > 0) {
            let a = splice.new_id()?;
            out.extend_from_slice(&[first_word(Op::Load, 3), src.array_type, a, src.var]);
            arrays[k] = Some((a, src.len));
        }
    }
    let clip_locations = slots.clip_locations();
    for (n, slot) in vars.iter().enumerate() {
        let (k, first) = match slot.kind {
            Distance::Clip => (0, 4 * n as u32),
            Distance::Cull => (1, 4 * (n as u32 - clip_locations)),
        };
        let count = slots.count(slot.kind);
        let mut comps = [ids.one; 4];
        for (j, c) in comps.iter_mut().enumerate() {
            let i = first + j as u32;
            if let Some((a, _)) = arrays[k].filter(|&(_, len)| i < len.min(count)) {
                let x = splice.new_id()?;
                out.extend_from_slice(&[first_word(Op::CompositeExtract, 4), ids.float, x, a, i]);
                *c = x;
            }
        }
        let mut v = splice.new_id()?;
        out.extend_from_slice(&[first_word(Op::CompositeConstruct, 6), ids.v4, v]);
        out.extend_from_slice(&comps);
        if let (Distance::Cull, Some((bv4, zero4, one4))) = (slot.kind, ids.cull) {
            let lt = splice.new_id()?;
            out.extend_from_slice(&[first_word(Op::FOrdLessThan, 4), bv4, lt, v, zero4]);
            let s = splice.new_id()?;
            out.extend_from_slice(&[first_word(Op::Select, 5), ids.v4, s, lt, one4, zero4]);
            v = s;
        }
        out.extend_from_slice(&[first_word(Op::Store, 2), slot.variable, v]);
    }
    Ok(())
}
