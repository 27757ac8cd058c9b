//! Criterion benchmarks, each beside its peer in the same run:
//! - `noop_scan`: parse + clip + cull passes on a large module that needs nothing (GB/s);
//! - `patch`: parse + pass + serialise of typical shaders, against rspirv load + assemble of
//!   the same module (the peer a pass built on rspirv would pay at least);
//! - `clip_emulation`: the same for `clipemu::lower_outputs` and `clipemu::discard_fragments`;
//! - `pipeline_miss`: the passes of a renderer pipeline-cache miss with the clip emulation on
//!   the bundled example's `--mode clip` shaders (both interfaces, `lower_outputs`,
//!   `discard_fragments`, each from a fresh parse, words out; `examples/miss.rs`), against
//!   rspirv load + assemble of the same two modules.
//!
//! Shaders are compiled with glslangValidator when the benchmark starts.

use std::hint::black_box;
use std::process::Command;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use spirv_patch::clipemu::{self, ExecutionModel, Slots};
use spirv_patch::{Format, Module, clip, scaled};

fn compile(name: &str, source: &str, stage: &str) -> Vec<u8> {
    let dir = std::env::temp_dir().join(format!("spirv-patch-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join(format!("{name}.{stage}"));
    let out = dir.join(format!("{name}.spv"));
    std::fs::write(&src, source).unwrap();
    let o = Command::new("glslangValidator")
        .args(["--target-env", "vulkan1.1", "-V"])
        .arg(&src)
        .arg("-o")
        .arg(&out)
        .output()
        .expect("glslangValidator");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
    std::fs::read(out).unwrap()
}

fn shader(name: &str) -> (String, &'static str) {
    let path = format!("{}/tests/shaders/{name}", env!("CARGO_MANIFEST_DIR"));
    let stage = name.rsplit('.').next().unwrap();
    let stage: &'static str = match stage {
        "vert" => "vert",
        "frag" => "frag",
        _ => panic!("stage"),
    };
    (std::fs::read_to_string(path).unwrap(), stage)
}

/// A large fragment shader (no clip distances, no vertex inputs): ~2000 statements.
fn big_source() -> String {
    let mut s = String::from(
        "#version 450\nlayout(location = 0) in vec4 v;\nlayout(location = 0) out vec4 o;\n\
         layout(set = 0, binding = 0) uniform U { vec4 k[64]; } u;\nvoid main() {\n    vec4 a = v;\n",
    );
    for i in 0..2000 {
        s.push_str(&format!(
            "    a = a * u.k[{}] + vec4({}.0, a.yzw) * a.x;\n",
            i % 64,
            i
        ));
    }
    s.push_str("    o = a;\n}\n");
    s
}

fn noop_scan(c: &mut Criterion) {
    let big = compile("big", &big_source(), "frag");
    let mut g = c.benchmark_group("noop_scan");
    g.throughput(Throughput::Bytes(big.len() as u64));
    g.bench_function("spirv_patch_parse_clip_cull", |b| {
        b.iter(|| {
            let mut m = Module::from_bytes(black_box(&big)).unwrap();
            let r1 = clip::pass(
                &mut m,
                &clip::Options {
                    distance: clip::Distance::Clip,
                },
            )
            .unwrap();
            let r2 = clip::pass(
                &mut m,
                &clip::Options {
                    distance: clip::Distance::Cull,
                },
            )
            .unwrap();
            assert!(!r1.changed && !r2.changed);
            m
        })
    });
    g.bench_function("rspirv_load", |b| {
        b.iter(|| rspirv::dr::load_bytes(black_box(&big)).unwrap())
    });
    g.finish();
    eprintln!("noop_scan module size: {} bytes", big.len());
}

fn patch(c: &mut Criterion) {
    let (src, stage) = shader("scaled_access.vert");
    let vert = compile("scaled_access", &src, stage);
    let (src, stage) = shader("clip_block.vert");
    let clip_vert = compile("clip_block", &src, stage);
    let attributes = vec![
        (0, Format::R8_SSCALED),
        (1, Format::R16G16_USCALED),
        (2, Format::B8G8R8_SSCALED),
        (3, Format::A2B10G10R10_USCALED_PACK32),
    ];
    let mut g = c.benchmark_group("patch");
    g.bench_function("scaled_vertex/spirv_patch", |b| {
        b.iter(|| {
            let mut m = Module::from_bytes(black_box(&vert)).unwrap();
            let r = scaled::pass(
                &mut m,
                &scaled::Options {
                    attributes: attributes.clone(),
                    unpack_packed: false,
                },
            )
            .unwrap();
            assert!(r.changed);
            m.to_bytes()
        })
    });
    g.bench_function("scaled_vertex/rspirv_load_assemble", |b| {
        b.iter(|| {
            rspirv::binary::Assemble::assemble(&rspirv::dr::load_bytes(black_box(&vert)).unwrap())
        })
    });
    g.bench_function("clip_distance/spirv_patch", |b| {
        b.iter(|| {
            let mut m = Module::from_bytes(black_box(&clip_vert)).unwrap();
            let r = clip::pass(&mut m, &clip::Options::default()).unwrap();
            assert!(r.changed);
            m.to_bytes()
        })
    });
    g.bench_function("clip_distance/rspirv_load_assemble", |b| {
        b.iter(|| {
            rspirv::binary::Assemble::assemble(
                &rspirv::dr::load_bytes(black_box(&clip_vert)).unwrap(),
            )
        })
    });
    g.finish();
    eprintln!(
        "patch module sizes: scaled {} bytes, clip {} bytes",
        vert.len(),
        clip_vert.len()
    );
}

/// The clip/cull emulation: interface + lower_outputs of the 4-clip, 2-cull gl_PerVertex
/// vertex shader, interface + discard_fragments of a fragment shader with inputs, each
/// parse + pass + bytes, beside rspirv load + assemble of the same module.
fn clip_emulation(c: &mut Criterion) {
    let (src, stage) = shader("clipemu_block.vert");
    let vert = compile("clipemu_block", &src, stage);
    let (src, stage) = shader("clipemu_inputs.frag");
    let frag = compile("clipemu_inputs", &src, stage);
    let slots = Slots {
        first_location: 3,
        clip: 4,
        cull: 2,
    };
    let mut g = c.benchmark_group("clip_emulation");
    g.bench_function("lower_outputs/spirv_patch", |b| {
        b.iter(|| {
            let mut m = Module::from_bytes(black_box(&vert)).unwrap();
            let i = clipemu::interface(&m, ExecutionModel::Vertex).unwrap();
            assert_eq!((i.clip, i.cull), (4, 2));
            let r = clipemu::lower_outputs(&mut m, &slots).unwrap();
            assert!(r.changed);
            m.to_bytes()
        })
    });
    g.bench_function("lower_outputs/rspirv_load_assemble", |b| {
        b.iter(|| {
            rspirv::binary::Assemble::assemble(&rspirv::dr::load_bytes(black_box(&vert)).unwrap())
        })
    });
    g.bench_function("discard_fragments/spirv_patch", |b| {
        b.iter(|| {
            let mut m = Module::from_bytes(black_box(&frag)).unwrap();
            let i = clipemu::interface(&m, ExecutionModel::Fragment).unwrap();
            assert_eq!(i.locations_used, 3);
            let r = clipemu::discard_fragments(&mut m, &slots).unwrap();
            assert!(r.changed);
            m.to_bytes()
        })
    });
    g.bench_function("discard_fragments/rspirv_load_assemble", |b| {
        b.iter(|| {
            rspirv::binary::Assemble::assemble(&rspirv::dr::load_bytes(black_box(&frag)).unwrap())
        })
    });
    g.finish();
    eprintln!(
        "clip emulation module sizes: vertex {} bytes, fragment {} bytes",
        vert.len(),
        frag.len()
    );
}

fn pipeline_miss(c: &mut Criterion) {
    let words = |b: &[u8]| Module::from_bytes(b).unwrap().words().to_vec();
    let vert = words(include_bytes!(
        "../../../examples/offscreen/shaders/clip.vert.spv"
    ));
    let frag = words(include_bytes!(
        "../../../examples/offscreen/shaders/flat.frag.spv"
    ));
    let mut g = c.benchmark_group("pipeline_miss");
    g.bench_function("spirv_patch", |b| {
        b.iter(|| {
            let (vert, frag) = (black_box(&vert), black_box(&frag));
            let vm = Module::from_words(vert.to_vec()).unwrap();
            let fm = Module::from_words(frag.to_vec()).unwrap();
            let pre = clipemu::interface(&vm, ExecutionModel::Vertex).unwrap();
            let fi = clipemu::interface(&fm, ExecutionModel::Fragment).unwrap();
            let slots = Slots::for_pipeline(&pre, Some(&fi));
            let mut vm = Module::from_words(vert.to_vec()).unwrap();
            assert!(clipemu::lower_outputs(&mut vm, &slots).unwrap().changed);
            let mut fm = Module::from_words(frag.to_vec()).unwrap();
            assert!(clipemu::discard_fragments(&mut fm, &slots).unwrap().changed);
            (vm.words().to_vec(), fm.words().to_vec())
        })
    });
    g.bench_function("rspirv_load_assemble", |b| {
        b.iter(|| {
            use rspirv::binary::Assemble;
            (
                rspirv::dr::load_words(black_box(&vert)).unwrap().assemble(),
                rspirv::dr::load_words(black_box(&frag)).unwrap().assemble(),
            )
        })
    });
    g.finish();
}

criterion_group!(benches, noop_scan, patch, clip_emulation, pipeline_miss);
criterion_main!(benches);
