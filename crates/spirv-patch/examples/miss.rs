//! The passes of a pipeline-cache miss in the renderer's clip-distance emulation, on the
//! bundled example's `--mode clip` shaders, repeated a fixed number of times: a driver for
//! instruction counts (`valgrind --tool=callgrind`), where a criterion run is too noisy.
//!
//! `cargo run --release -p spirv-patch --example miss -- 1000` (add `fresh` for the same
//! passes without a `Scratch` kept between misses; `apart` for the passes without `Stage`;
//! `rspirv` for the peer:
//! rspirv loading and assembling the same two modules, what a pass built on it pays at least;
//! `dxvk` for the renderer's DXVK fixes on the four DXVK shaders of `tests/dxvk/` instead:
//! `remove_point_size` and `remove_image_bound_check` on the vertex shaders, `widen_inputs`
//! against their outputs and `remove_image_bound_check` on the pixel shaders)
//!
//! Per iteration, as `vkrelay-renderer`'s `repair::clip::plan` and `run_passes` do: parse
//! both modules into `clipemu::Stage`s (which read their interfaces), then lower the vertex
//! shader's distances and add the discard to the fragment shader on those, and take the
//! words out; one `Scratch` serves every iteration, as the renderer keeps one per device. `apart` does what the renderer did before `Stage`: both interfaces from parses
//! of their own, then each pass from a fresh parse, the words copied out.

use std::hint::black_box;

use spirv_patch::clipemu::{self, ExecutionModel, Slots, Stage};
use spirv_patch::{Module, Scratch};

const VERT: &[u8] = include_bytes!("../../../examples/offscreen/shaders/clip.vert.spv");
const FRAG: &[u8] = include_bytes!("../../../examples/offscreen/shaders/flat.frag.spv");

fn miss(scratch: &mut Scratch, vert: &[u32], frag: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let vs = Stage::new_in(
        scratch.module(vert).unwrap(),
        ExecutionModel::Vertex,
        scratch,
    );
    let fs = Stage::new_in(
        scratch.module(frag).unwrap(),
        ExecutionModel::Fragment,
        scratch,
    );
    let (vs, fs) = (vs.unwrap(), fs.unwrap());
    let slots = Slots::for_pipeline(&vs.interface(), Some(&fs.interface()));
    let (vm, _) = vs.lower_outputs_in(&slots, scratch).unwrap();
    let (fm, _) = fs.discard_fragments_in(&slots, scratch).unwrap();
    (vm.into_words(), fm.into_words())
}

/// [`miss`] without a [`Scratch`]: every buffer allocated afresh.
fn miss_fresh(_: &mut Scratch, vert: &[u32], frag: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let vs = Stage::new(
        Module::from_words(vert.to_vec()).unwrap(),
        ExecutionModel::Vertex,
    );
    let fs = Stage::new(
        Module::from_words(frag.to_vec()).unwrap(),
        ExecutionModel::Fragment,
    );
    let (vs, fs) = (vs.unwrap(), fs.unwrap());
    let slots = Slots::for_pipeline(&vs.interface(), Some(&fs.interface()));
    let (vm, _) = vs.lower_outputs(&slots).unwrap();
    let (fm, _) = fs.discard_fragments(&slots).unwrap();
    (vm.into_words(), fm.into_words())
}

/// [`miss`] as the renderer did it before [`Stage`]: the interfaces from parses of their
/// own, each pass from a fresh parse, the words copied out.
fn miss_apart(_: &mut Scratch, vert: &[u32], frag: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let vm = Module::from_words(vert.to_vec()).unwrap();
    let fm = Module::from_words(frag.to_vec()).unwrap();
    let pre = clipemu::interface(&vm, ExecutionModel::Vertex).unwrap();
    let fi = clipemu::interface(&fm, ExecutionModel::Fragment).unwrap();
    let slots = Slots::for_pipeline(&pre, Some(&fi));
    let mut vm = Module::from_words(vert.to_vec()).unwrap();
    clipemu::lower_outputs(&mut vm, &slots).unwrap();
    let mut fm = Module::from_words(frag.to_vec()).unwrap();
    clipemu::discard_fragments(&mut fm, &slots).unwrap();
    (vm.words().to_vec(), fm.words().to_vec())
}

const DXVK: [(&[u8], &[u8]); 2] = [
    (
        include_bytes!("../tests/dxvk/d3d11-triangle.vert.spv"),
        include_bytes!("../tests/dxvk/d3d11-triangle.frag.spv"),
    ),
    (
        include_bytes!("../tests/dxvk/d3d9-triangle.vert.spv"),
        include_bytes!("../tests/dxvk/d3d9-triangle.frag.spv"),
    ),
];

fn dxvk_fixes(vert: &[u32], frag: &[u32]) -> (Vec<u32>, Vec<u32>) {
    use spirv_patch::dxvkfix;
    let mut vm = Module::from_words(vert.to_vec()).unwrap();
    dxvkfix::remove_point_size(&mut vm).unwrap();
    dxvkfix::remove_image_bound_check(&mut vm).unwrap();
    let producer = dxvkfix::stage_interface(
        &Module::from_words(vert.to_vec()).unwrap(),
        spirv::StorageClass::Output,
    )
    .unwrap();
    let mut fm = Module::from_words(frag.to_vec()).unwrap();
    dxvkfix::widen_inputs(&mut fm, &producer).unwrap();
    dxvkfix::remove_image_bound_check(&mut fm).unwrap();
    (vm.words().to_vec(), fm.words().to_vec())
}

fn rspirv_peer(_: &mut Scratch, vert: &[u32], frag: &[u32]) -> (Vec<u32>, Vec<u32>) {
    use rspirv::binary::Assemble;
    (
        rspirv::dr::load_words(vert).unwrap().assemble(),
        rspirv::dr::load_words(frag).unwrap().assemble(),
    )
}

/// One workload: the vertex and fragment words in, the rewritten words out.
type Run = fn(&mut Scratch, &[u32], &[u32]) -> (Vec<u32>, Vec<u32>);

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map_or(1000, |a| a.parse().expect("an iteration count"));
    let vert = Module::from_bytes(VERT).unwrap().words().to_vec();
    let frag = Module::from_bytes(FRAG).unwrap().words().to_vec();
    let mode = std::env::args().nth(2);
    if mode.as_deref() == Some("dxvk") {
        let shaders: Vec<_> = DXVK
            .iter()
            .map(|(v, f)| {
                let w = |b: &[u8]| Module::from_bytes(b).unwrap().words().to_vec();
                (w(v), w(f))
            })
            .collect();
        let mut words = 0;
        for _ in 0..n {
            for (v, f) in &shaders {
                let (v, f) = dxvk_fixes(black_box(v), black_box(f));
                words += v.len() + f.len();
            }
        }
        println!("{n} x 2 DXVK pipelines fixed, {words} words written");
        return;
    }
    let (run, what): (Run, _) = match mode.as_deref() {
        Some("rspirv") => (rspirv_peer, "rspirv load + assemble"),
        Some("apart") => (miss_apart, "misses (interfaces and passes apart)"),
        Some("fresh") => (miss_fresh, "misses (no scratch kept)"),
        _ => (miss, "misses"),
    };
    let mut words = 0;
    let mut scratch = Scratch::new();
    for _ in 0..n {
        let (v, f) = run(&mut scratch, black_box(&vert), black_box(&frag));
        words += v.len() + f.len();
    }
    println!("{n} {what}, {words} words written");
}
