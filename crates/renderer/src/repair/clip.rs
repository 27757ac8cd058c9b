//! Clip and cull distances on a device without `shaderClipDistance` / `shaderCullDistance`.
//!
//! - `clip_distance = "strip"`: the distances are removed from every stage
//!   (`spirv_patch::clip`) and nothing is clipped or culled.
//! - `clip_distance = "emulate"` (the default): the distances travel as ordinary varyings
//!   and the fragment stage discards what clipping and culling would remove
//!   (`spirv_patch::clipemu`; its docs give the exact semantics and the tolerance: clipping is
//!   exact except for samples on the clip edge; culling may lose samples in a strip of at most
//!   `2^-14 * h * w_max / w_min` px along an edge of a partly culled primitive). The last
//!   pre-rasterization stage writes them to locations after every location the pipeline's
//!   two stages use ([`spirv_patch::clipemu::Slots::for_pipeline`]); a pipeline without a
//!   fragment stage gets one that only discards. Earlier pre-rasterization stages (a vertex
//!   shader before a geometry shader) lose their distances: a later stage that reads
//!   `gl_in[].gl_ClipDistance` reads zero. A fragment shader reading `gl_CullDistance`, and a
//!   pipeline needing more varying locations than the device has, are refused.

use std::sync::Arc;

use ash::vk;
use spirv_patch::clip::Distance;
use spirv_patch::clipemu::{self, ExecutionModel, Slots};
use spirv_patch::{Module, Scratch};

use super::Active;
use crate::config::ClipMode;

/// What is done to one stage for the distances.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StageEdit {
    /// Remove the distances named.
    Strip {
        /// `gl_ClipDistance`.
        clip: bool,
        /// `gl_CullDistance`.
        cull: bool,
    },
    /// The last pre-rasterization stage: the distances become outputs at `Slots`.
    Lower(Slots),
    /// The fragment stage: it discards by the distances at `Slots`.
    Discard(Slots),
}

/// The edits of a pipeline's stages (by index), and a fragment stage to add (its words).
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// Edits by stage index.
    pub edits: Vec<(usize, StageEdit)>,
    /// A fragment stage the pipeline lacks and the emulation needs.
    pub add_fragment: Option<Arc<[u32]>>,
}

/// Whether `words` use the capability of `d`: a walk over the module's leading
/// `OpCapability` instructions (the first section of every module), without parsing it.
/// Words that are no module are no match here; the passes report their error.
fn uses(words: &[u32], d: Distance) -> bool {
    let cap = match d {
        Distance::Clip => spirv::Capability::ClipDistance,
        Distance::Cull => spirv::Capability::CullDistance,
    } as u32;
    if words.len() < 5 || words[0] != spirv::MAGIC_NUMBER {
        return false;
    }
    let mut at = 5;
    while let Some(&first) = words.get(at) {
        let (count, opcode) = ((first >> 16) as usize, first & 0xffff);
        if count == 0 || opcode != spirv::Op::Capability as u32 {
            return false;
        }
        if count >= 2 && words.get(at + 1) == Some(&cap) {
            return true;
        }
        at += count;
    }
    false
}

/// The execution model of a pre-rasterization stage, by how late it runs.
fn pre_raster(stage: vk::ShaderStageFlags) -> Option<(u8, ExecutionModel)> {
    Some(match stage {
        vk::ShaderStageFlags::VERTEX => (0, ExecutionModel::Vertex),
        vk::ShaderStageFlags::TESSELLATION_CONTROL => (1, ExecutionModel::TessellationControl),
        vk::ShaderStageFlags::TESSELLATION_EVALUATION => {
            (2, ExecutionModel::TessellationEvaluation)
        }
        vk::ShaderStageFlags::GEOMETRY => (3, ExecutionModel::Geometry),
        _ => return None,
    })
}

/// The modules a plan analysed for its `Lower` and `Discard` edits, by stage index: the
/// passes of the same pipeline creation run on them ([`run_analysed`]), so that a miss
/// parses and analyses each of those modules once.
pub type Analysed = Vec<(usize, clipemu::Stage)>;

/// Decides the edits for the distances of one pipeline, from its stages and their words.
/// `max_locations` is the number of `vec4` varying locations the device passes from the
/// last pre-rasterization stage to the fragment stage. The analyses are made in buffers
/// of `scratch`.
pub fn plan(
    active: &Active,
    stages: &[vk::PipelineShaderStageCreateInfo<'_>],
    words: &[Option<&[u32]>],
    max_locations: u32,
    scratch: &mut Scratch,
) -> Result<(Plan, Analysed), spirv_patch::Error> {
    let mut plan = Plan::default();
    let mut analysed = Analysed::new();
    let mode = active.clip.map(|(_, m)| m).unwrap_or_default();
    let mut using = Vec::new();
    for (i, (s, w)) in stages.iter().zip(words).enumerate() {
        let Some(w) = w else { continue };
        let clip = active.clip.is_some() && uses(w, Distance::Clip);
        let cull = active.cull.is_some() && uses(w, Distance::Cull);
        if (clip || cull) && s.stage != vk::ShaderStageFlags::COMPUTE {
            using.push((i, clip, cull));
        }
    }
    if using.is_empty() {
        return Ok((plan, analysed));
    }
    if mode == ClipMode::Strip {
        plan.edits = using
            .into_iter()
            .map(|(i, clip, cull)| (i, StageEdit::Strip { clip, cull }))
            .collect();
        return Ok((plan, analysed));
    }
    let last = stages
        .iter()
        .enumerate()
        .filter_map(|(i, s)| pre_raster(s.stage).map(|(order, model)| (order, i, model)))
        .max_by_key(|&(order, _, _)| order);
    let Some((_, last, model)) = last else {
        return Err(spirv_patch::Error::Unsupported(
            "distances in a pipeline without a pre-rasterization stage",
        ));
    };
    let stage = |i: usize, model, scratch: &mut Scratch| {
        let w = words[i].ok_or(spirv_patch::Error::Unsupported(
            "the stage's module is not known",
        ))?;
        clipemu::Stage::new_in(scratch.module(w)?, model, scratch)
    };
    let pre = stage(last, model, scratch)?;
    let fragment = stages
        .iter()
        .position(|s| s.stage == vk::ShaderStageFlags::FRAGMENT);
    let frag = match fragment {
        Some(f) => Some(stage(f, ExecutionModel::Fragment, scratch)?),
        None => None,
    };
    // Earlier pre-rasterization stages lose their distances.
    for &(i, clip, cull) in &using {
        if i != last && Some(i) != fragment {
            plan.edits.push((i, StageEdit::Strip { clip, cull }));
        }
    }
    let slots = Slots::for_pipeline(
        &pre.interface(),
        frag.as_ref().map(clipemu::Stage::interface).as_ref(),
    );
    if slots.is_empty() {
        // Declared but never written: nothing to carry, the capability still goes.
        if let Some(&(i, clip, cull)) = using.iter().find(|u| u.0 == last) {
            plan.edits.push((i, StageEdit::Strip { clip, cull }));
        }
        return Ok((plan, analysed));
    }
    if slots.end() > max_locations {
        return Err(spirv_patch::Error::Unsupported(
            "the distances need more varying locations than the device has",
        ));
    }
    plan.edits.push((last, StageEdit::Lower(slots)));
    analysed.push((last, pre));
    match (fragment, frag) {
        (Some(f), Some(frag)) => {
            plan.edits.push((f, StageEdit::Discard(slots)));
            analysed.push((f, frag));
        }
        _ => plan.add_fragment = Some(clipemu::discard_only_fragment(&slots)?.into()),
    }
    Ok((plan, analysed))
}

/// Runs a `Lower` or `Discard` edit on the module its plan analysed (the words `run` gets
/// the same module from), in buffers of `scratch`; `None` for a `Strip` edit, which [`run`]
/// does.
pub fn run_analysed(
    stage: clipemu::Stage,
    edit: &StageEdit,
    scratch: &mut Scratch,
) -> Option<Result<Module, spirv_patch::Error>> {
    let done = match edit {
        StageEdit::Strip { .. } => return None,
        StageEdit::Lower(slots) => stage.lower_outputs_in(slots, scratch),
        StageEdit::Discard(slots) => stage.discard_fragments_in(slots, scratch),
    };
    Some(done.map(|(m, _)| m))
}

/// Runs a stage's edit.
pub fn run(m: &mut Module, edit: &StageEdit) -> Result<(), spirv_patch::Error> {
    match *edit {
        StageEdit::Strip { clip, cull } => {
            for (on, distance) in [(clip, Distance::Clip), (cull, Distance::Cull)] {
                if on {
                    spirv_patch::clip::pass(m, &spirv_patch::clip::Options { distance })?;
                }
            }
            Ok(())
        }
        StageEdit::Lower(slots) => clipemu::lower_outputs(m, &slots).map(drop),
        StageEdit::Discard(slots) => clipemu::discard_fragments(m, &slots).map(drop),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module header and the given capabilities, then an `OpMemoryModel`.
    fn module(caps: &[spirv::Capability]) -> Vec<u32> {
        let mut w = vec![spirv::MAGIC_NUMBER, 0x0001_0000, 0, 16, 0];
        for &c in caps {
            w.extend([(2 << 16) | spirv::Op::Capability as u32, c as u32]);
        }
        w.extend([(3 << 16) | spirv::Op::MemoryModel as u32, 0, 1]);
        w
    }

    #[test]
    fn capabilities_are_found_in_the_first_section_only() {
        use spirv::Capability as C;
        let m = module(&[C::Shader, C::ClipDistance]);
        assert!(uses(&m, Distance::Clip));
        assert!(!uses(&m, Distance::Cull));
        assert!(uses(&module(&[C::CullDistance, C::Shader]), Distance::Cull));
        assert!(!uses(&module(&[C::Shader]), Distance::Clip));
        // The capability's value later in the module (an operand of something else) is no
        // capability.
        let mut m = module(&[C::Shader]);
        m.extend([(2 << 16) | spirv::Op::Nop as u32, C::ClipDistance as u32]);
        assert!(!uses(&m, Distance::Clip));
        // Not a module, a truncated one, a zero word count: no match, no panic.
        assert!(!uses(&[], Distance::Clip));
        assert!(!uses(&[0xdead_beef, 0, 0, 0, 0], Distance::Clip));
        let m = module(&[C::ClipDistance]);
        assert!(!uses(&m[..6], Distance::Clip));
        let mut z = module(&[]);
        z[5] = 0;
        assert!(!uses(&z, Distance::Clip));
    }

    /// On spirv-patch's corpus of real modules (DXVK's, the example's, the test shaders), the
    /// walk answers as a full parse does.
    #[test]
    fn the_walk_agrees_with_a_parse_on_real_modules() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../spirv-patch/tests/fixtures/corpus");
        let mut checked = 0;
        let mut using = 0;
        for e in std::fs::read_dir(&dir).unwrap() {
            let bytes = std::fs::read(e.unwrap().path()).unwrap();
            let words: Vec<u32> = bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            for d in [Distance::Clip, Distance::Cull] {
                let cap = match d {
                    Distance::Clip => spirv::Capability::ClipDistance,
                    Distance::Cull => spirv::Capability::CullDistance,
                } as u32;
                let parsed = Module::from_words(words.clone()).is_ok_and(|m| {
                    m.instructions()
                        .take_while(|i| i.opcode() == spirv::Op::Capability as u16)
                        .any(|i| i.op(0) == Ok(cap))
                });
                assert_eq!(uses(&words, d), parsed);
                using += usize::from(parsed);
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked} checks");
        assert!(using > 0, "no module of the corpus uses a distance");
    }
}
