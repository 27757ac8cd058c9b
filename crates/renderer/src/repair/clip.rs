//! Clip and cull distances on a device without `shaderClipDistance` / `shaderCullDistance`.
//!
//! - `clip_distance = "strip"`: the distances are removed from every stage
//!   (`spirv_patch::clip`) and nothing is clipped or culled.
//! - `clip_distance = "emulate"` (the default): see [`plan`].

use std::sync::Arc;

use ash::vk;
use spirv_patch::Module;
use spirv_patch::clip::Distance;

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
}

/// The edits of a pipeline's stages (by index), and a fragment stage to add (its words).
#[derive(Debug, Default)]
pub struct Plan {
    /// Edits by stage index.
    pub edits: Vec<(usize, StageEdit)>,
    /// A fragment stage the pipeline lacks and the emulation needs.
    pub add_fragment: Option<Arc<[u32]>>,
}

/// Whether `words` use the capability of `d`.
fn uses(words: &[u32], d: Distance) -> bool {
    let cap = match d {
        Distance::Clip => spirv::Capability::ClipDistance,
        Distance::Cull => spirv::Capability::CullDistance,
    } as u32;
    // A module that does not parse is no match here; the passes report its error.
    let Ok(m) = Module::from_words(words.to_vec()) else {
        return false;
    };
    m.instructions()
        .take_while(|i| i.opcode() == spirv::Op::Capability as u16)
        .any(|i| i.op(0) == Ok(cap))
}

/// Decides the edits for the distances of one pipeline, from its stages and their words.
pub fn plan(
    active: &Active,
    stages: &[vk::PipelineShaderStageCreateInfo<'_>],
    words: &[Option<Arc<[u32]>>],
) -> Result<Plan, spirv_patch::Error> {
    let mut plan = Plan::default();
    let mode = active.clip.map(|(_, m)| m).unwrap_or_default();
    for (i, (s, w)) in stages.iter().zip(words).enumerate() {
        let Some(w) = w else { continue };
        if s.stage == vk::ShaderStageFlags::COMPUTE {
            continue;
        }
        let clip = active.clip.is_some() && uses(w, Distance::Clip);
        let cull = active.cull.is_some() && uses(w, Distance::Cull);
        if !clip && !cull {
            continue;
        }
        match mode {
            ClipMode::Strip => plan.edits.push((i, StageEdit::Strip { clip, cull })),
            ClipMode::Emulate => {
                return Err(spirv_patch::Error::Unsupported(
                    "clip and cull distance emulation is not built into this renderer yet; \
                     use clip_distance = \"strip\"",
                ));
            }
        }
    }
    Ok(plan)
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
    }
}
