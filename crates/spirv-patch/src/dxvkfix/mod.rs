//! Rewrites of DXVK-generated shaders that some mobile drivers (Arm Mali) mishandle.
//!
//! Winlator's Vortek renderer carries three such workarounds for DXVK on Mali; these are
//! independent passes with the same intent, each behind its own switch in the caller:
//!
//! | pass | driver bug it works around | safe when |
//! |---|---|---|
//! | [`remove_point_size`] | Mali drivers draw glitches when a vertex-pipeline stage exports `PointSize` (DXVK writes `gl_PointSize = 1.0` in its vertex shaders) | the pipeline rasterizes no points: topology is not `POINT_LIST`, polygon mode is not `POINT`, no tessellation `PointMode` / geometry `OutputPoints` (those two are refused) |
//! | [`widen_inputs`] | Mali drivers freeze when a fragment input has fewer components than the vertex output at its location (DXVK declares each stage's varyings from its own D3D signature) | always (the fragment shader reads the same values); needs the producing stage's [`stage_interface`] |
//! | [`remove_image_bound_check`] | Mali drivers return black for image fetches that the shader guards with a select on a bounds check against the image's size | the device has robust image access (`robustImageAccess` or `robustImageAccess2`), so out-of-bounds fetches already return zero |
//!
//! Each pass takes a [`Module`] and returns a report; a module that needs
//! nothing comes back unchanged (`report.changed == false`, same words).

mod bound_check;
mod point_size;
mod widen;

pub use bound_check::{BoundCheckReport, remove_image_bound_check};
pub use point_size::{PointSizeReport, remove_point_size};
pub use widen::{Scalar, Varying, WidenReport, Widened, stage_interface, widen_inputs};

use spirv::Op;

use crate::Error;
use crate::globals::{self, Globals};
use crate::module::{Inst, Module, Splice, first_word};

/// Removes `ids` from every entry point's interface list.
fn drop_from_interfaces(
    m: &Module,
    g: &Globals,
    splice: &mut Splice,
    ids: &[u32],
) -> Result<(), Error> {
    for &off in &g.entry_points {
        let inst = Inst::at(m.words(), off)?;
        let after = inst.string_end(2)?;
        let ep = inst.words;
        let mut new: Vec<u32> = ep[..after + 1].to_vec();
        new.extend(ep[after + 1..].iter().filter(|id| !ids.contains(id)));
        if new.len() != ep.len() {
            new[0] = first_word(Op::EntryPoint, new.len() - 1);
            splice.replace(&inst, &new);
        }
    }
    Ok(())
}

/// The debug-section `OpName`s of `ids`.
fn names_of<'a>(m: &'a Module, ids: &'a [u32]) -> impl Iterator<Item = Inst<'a>> + 'a {
    m.instructions()
        .take_while(|i| i.opcode() != globals::OP_FUNCTION)
        .filter(move |i| {
            i.opcode() == Op::Name as u16 && i.words.get(1).is_some_and(|t| ids.contains(t))
        })
}
