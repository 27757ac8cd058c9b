//! `InterpolateAtCentroid`, `InterpolateAtSample` and `InterpolateAtOffset` of a moved
//! fragment input (`interpolateAtCentroid(gl_ClipDistance[1])`).
//!
//! These need an `Input` pointer; the moved distances are `Private`, so the call becomes a
//! load of the same element. After [`super::pass`] alone the array reads zero, which is what
//! interpolating a zero would give. Under [`crate::clipemu::discard_fragments`] the array
//! holds the distances interpolated at the fragment's own interpolation point, so the load
//! gives that value instead of the one at the centroid, sample or offset asked for.

use spirv::{GLOp, Op};

use crate::Error;
use crate::globals::HashSet;
use crate::module::{Inst, Module, first_word};

/// The id of the module's `GLSL.std.450` import, if any (from the global section).
pub(super) fn glsl_import(m: &Module, functions_start: usize) -> Option<u32> {
    m.instructions()
        .take_while(|i| i.offset < functions_start)
        .filter(|i| i.opcode() == Op::ExtInstImport as u16)
        .find(|i| i.string(1).is_ok_and(|(name, _)| name == "GLSL.std.450"))
        .and_then(|i| i.op(0).ok())
}

/// Whether `inst` is an `InterpolateAt*` of a pointer in `tracked`.
pub(super) fn is_interpolation(inst: &Inst<'_>, glsl: Option<u32>, tracked: &HashSet<u32>) -> bool {
    let ops = inst.operands();
    let interpolation = [
        GLOp::InterpolateAtCentroid,
        GLOp::InterpolateAtSample,
        GLOp::InterpolateAtOffset,
    ];
    glsl.is_some()
        && ops.get(2).copied() == glsl
        && ops
            .get(3)
            .is_some_and(|&n| interpolation.iter().any(|&g| g as u32 == n))
        && ops.get(4).is_some_and(|p| tracked.contains(p))
}

/// `OpLoad result_type result pointer` in place of the interpolation.
pub(super) fn as_load(inst: &Inst<'_>) -> Result<Vec<u32>, Error> {
    Ok(vec![
        first_word(Op::Load, 3),
        inst.op(0)?,
        inst.op(1)?,
        inst.op(4)?,
    ])
}
