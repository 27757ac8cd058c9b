//! Runs the spirv-patch parser and every pass on arbitrary bytes: any input must give a
//! module or an error, never a panic, and whatever a pass returns must parse again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spirv_patch::clipemu::{self, Slots};
use spirv_patch::{Format, Module, caps, clip, scaled};

fuzz_target!(|data: &[u8]| {
    // The first bytes pick attribute formats for locations 0..4; the rest is the module.
    let (head, body) = data.split_at(data.len().min(4));
    let attributes: Vec<(u32, Format)> = head
        .iter()
        .enumerate()
        .map(|(i, &b)| (i as u32, Format::ALL[usize::from(b) % Format::ALL.len()]))
        .collect();
    let Ok(m) = Module::from_bytes(body) else {
        return;
    };
    let _ = caps::analyze(&m);
    for distance in [clip::Distance::Clip, clip::Distance::Cull] {
        let mut c = m.clone();
        if clip::pass(&mut c, &clip::Options { distance }).is_ok() {
            Module::from_bytes(&c.to_bytes()).expect("clip output parses");
        }
    }
    for unpack_packed in [false, true] {
        let mut s = m.clone();
        let opts = scaled::Options {
            attributes: attributes.clone(),
            unpack_packed,
        };
        if scaled::pass(&mut s, &opts).is_ok() {
            Module::from_bytes(&s.to_bytes()).expect("scaled output parses");
        }
    }
    // The clip/cull emulation, with slots taken from the module's own interface.
    for stage in [
        clipemu::ExecutionModel::Vertex,
        clipemu::ExecutionModel::TessellationEvaluation,
        clipemu::ExecutionModel::Geometry,
        clipemu::ExecutionModel::Fragment,
    ] {
        let Ok(iface) = clipemu::interface(&m, stage) else {
            continue;
        };
        let slots = Slots {
            first_location: iface.locations_used,
            clip: iface.clip.min(clipemu::MAX_DISTANCES),
            cull: iface.cull.min(clipemu::MAX_DISTANCES),
        };
        for f in [clipemu::lower_outputs, clipemu::discard_fragments] {
            let mut c = m.clone();
            if f(&mut c, &slots).is_ok() {
                Module::from_bytes(&c.to_bytes()).expect("clipemu output parses");
            }
        }
    }
});
