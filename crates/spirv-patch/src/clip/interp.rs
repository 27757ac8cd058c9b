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
    /// The words of `"GLSL.std.450"` before its terminating NUL.
    const NAME: [u32; 3] = [
        u32::from_le_bytes(*b"GLSL"),
        u32::from_le_bytes(*b".std"),
        u32::from_le_bytes(*b".450"),
    ];
    m.instructions()
        .take_while(|i| i.offset < functions_start)
        .find(|i| {
            // The string ends at the first NUL byte, as `Inst::string` reads it.
            i.opcode() == Op::ExtInstImport as u16
                && i.words.get(2..5) == Some(&NAME[..])
                && i.words.get(5).is_some_and(|w| w & 0xFF == 0)
        })
        .and_then(|i| i.op(0).ok())
}

/// Whether `inst` is an `InterpolateAt*` of a pointer in `tracked`; `glsl` gives the id of
/// the `GLSL.std.450` import (asked only for an extended instruction on such a pointer).
pub(super) fn is_interpolation(
    inst: &Inst<'_>,
    tracked: &HashSet<u32>,
    glsl: impl FnOnce() -> Option<u32>,
) -> bool {
    let ops = inst.operands();
    let interpolation = [
        GLOp::InterpolateAtCentroid,
        GLOp::InterpolateAtSample,
        GLOp::InterpolateAtOffset,
    ];
    ops.get(4).is_some_and(|p| tracked.contains(p))
        && ops
            .get(3)
            .is_some_and(|&n| interpolation.iter().any(|&g| g as u32 == n))
        && ops.get(2).is_some_and(|&set| glsl() == Some(set))
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
