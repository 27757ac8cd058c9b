//! Runs spirv-patch's repairs on one pipeline as the renderer's `repair::pipeline` and
//! `repair::clip` chain them: arbitrary bytes split into a pre-rasterization module, an
//! optional fragment module and the pipeline state (the stages present, the vertex attribute
//! formats, which repairs are on, the varying locations the device has). Each stage's passes
//! run one after another on the output of the last (the DXVK fixes, then the `*SCALED`
//! vertex formats, then the clip and cull distances, stripped or emulated), and the
//! emulation also runs on the modules as its plan analysed them. Any input must give a
//! module or an error, never a panic, and every module a pass returns must parse again.
//!
//! Layout: byte 0 the repairs (bits below), byte 1 the stages (bits 0–1: the last
//! pre-rasterization stage is a vertex, tessellation evaluation or geometry shader, or 3:
//! none; bit 2: a fragment stage; bit 3: `unpack_packed`), byte 2 the device's varying
//! locations, bytes 3–6 the formats of attributes 0–3, bytes 7–10 the pre-rasterization
//! module's length in bytes (little endian, taken modulo what is left), then that module,
//! then the fragment module.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spirv_patch::clipemu::{self, ExecutionModel, Slots};
use spirv_patch::{Error, Format, Module, clip, dxvkfix, scaled};

const WIDEN: u8 = 1;
const POINT_SIZE: u8 = 2;
const BOUND_CHECK: u8 = 4;
const SCALED: u8 = 8;
const CLIP: u8 = 16;
const CULL: u8 = 32;
/// The distances are emulated (`clipemu`) instead of stripped (`clip`).
const EMULATE: u8 = 64;

/// Checks that a pass's output parses again.
fn reparses(what: &str, m: Module) -> Module {
    Module::from_words(m.into_words()).unwrap_or_else(|e| panic!("{what} output parses: {e}"))
}

/// The DXVK fixes and the `*SCALED` formats of one stage, in the renderer's order (each
/// fix's error ends the stage, as it refuses the pipeline).
fn fixes(
    mut m: Module,
    repairs: u8,
    producer: Option<&[dxvkfix::Varying]>,
    scaled: Option<&scaled::Options>,
) -> Result<Module, Error> {
    if let Some(p) = producer {
        dxvkfix::widen_inputs(&mut m, p)?;
        m = reparses("widen_inputs", m);
    }
    if repairs & POINT_SIZE != 0 {
        dxvkfix::remove_point_size(&mut m)?;
        m = reparses("remove_point_size", m);
    }
    if repairs & BOUND_CHECK != 0 {
        dxvkfix::remove_image_bound_check(&mut m)?;
        m = reparses("remove_image_bound_check", m);
    }
    if let Some(opts) = scaled {
        scaled::pass(&mut m, opts)?;
        m = reparses("scaled", m);
    }
    Ok(m)
}

fn strip(mut m: Module, repairs: u8) -> Result<Module, Error> {
    for (bit, distance) in [(CLIP, clip::Distance::Clip), (CULL, clip::Distance::Cull)] {
        if repairs & bit != 0 {
            clip::pass(&mut m, &clip::Options { distance })?;
            m = reparses("clip", m);
        }
    }
    Ok(m)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 11 {
        return;
    }
    let (repairs, stages, locations) = (data[0], data[1], u32::from(data[2]));
    let attributes: Vec<(u32, Format)> = data[3..7]
        .iter()
        .enumerate()
        .map(|(i, &b)| (i as u32, Format::ALL[usize::from(b) % Format::ALL.len()]))
        .collect();
    let rest = &data[11..];
    let len = u32::from_le_bytes([data[7], data[8], data[9], data[10]]) as usize;
    let len = len % (rest.len() + 1);
    let (pre_bytes, frag_bytes) = rest.split_at(len);
    let model = match stages & 3 {
        0 => Some(ExecutionModel::Vertex),
        1 => Some(ExecutionModel::TessellationEvaluation),
        2 => Some(ExecutionModel::Geometry),
        _ => None,
    };
    let has_fragment = stages & 4 != 0;
    let scaled_opts = scaled::Options {
        attributes,
        unpack_packed: stages & 8 != 0,
    };
    let pre = model.and_then(|_| Module::from_bytes(pre_bytes).ok());
    let frag = if has_fragment {
        Module::from_bytes(frag_bytes).ok()
    } else {
        None
    };
    if pre.is_none() && frag.is_none() {
        return;
    }

    // The pre-rasterization stage: point size and bound check; `*SCALED` formats when it is
    // the vertex shader.
    let scaled_on = repairs & SCALED != 0 && model == Some(ExecutionModel::Vertex);
    let pre_fixed = pre
        .clone()
        .map(|m| fixes(m, repairs & !WIDEN, None, scaled_on.then_some(&scaled_opts)));
    // The fragment stage: its inputs widened to what the pre-rasterization stage writes.
    let producer = match (&pre, repairs & WIDEN != 0) {
        (Some(p), true) => dxvkfix::stage_interface(p, spirv::StorageClass::Output).ok(),
        _ => None,
    };
    let frag_fixed = frag
        .clone()
        .map(|m| fixes(m, repairs & !POINT_SIZE, producer.as_deref(), None));

    if repairs & (CLIP | CULL) == 0 {
        return;
    }
    if repairs & EMULATE == 0 {
        for m in [pre_fixed, frag_fixed].into_iter().flatten().flatten() {
            let _ = strip(m, repairs);
        }
        return;
    }
    // The emulation's plan, on the modules as they came (`repair::clip::plan`).
    let (Some(pre), Some(model)) = (pre, model) else {
        return;
    };
    let Ok(pre_stage) = clipemu::Stage::new(pre, model) else {
        return;
    };
    let frag_stage = frag.and_then(|f| clipemu::Stage::new(f, ExecutionModel::Fragment).ok());
    let slots = Slots::for_pipeline(
        &pre_stage.interface(),
        frag_stage.as_ref().map(clipemu::Stage::interface).as_ref(),
    );
    if slots.is_empty() || slots.end() > locations {
        return;
    }
    // Distances only: the analysed modules (`run_analysed`).
    if let Ok((m, _)) = pre_stage.lower_outputs(&slots) {
        reparses("lower_outputs (analysed)", m);
    }
    match frag_stage {
        Some(f) => {
            if let Ok((m, _)) = f.discard_fragments(&slots) {
                reparses("discard_fragments (analysed)", m);
            }
        }
        None => {
            if let Ok(w) = clipemu::discard_only_fragment(&slots) {
                Module::from_words(w).expect("discard_only_fragment output parses");
            }
        }
    }
    // With other repairs: the emulation on the fixed modules (`run`).
    if let Some(Ok(mut m)) = pre_fixed
        && clipemu::lower_outputs(&mut m, &slots).is_ok()
    {
        reparses("lower_outputs", m);
    }
    if let Some(Ok(mut m)) = frag_fixed
        && clipemu::discard_fragments(&mut m, &slots).is_ok()
    {
        reparses("discard_fragments", m);
    }
});
