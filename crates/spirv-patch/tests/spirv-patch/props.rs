//! Property tests: no panic on arbitrary or mutated input, and spirv-val as the reference
//! for random attribute assignments.

use std::sync::OnceLock;

use proptest::prelude::*;
use spirv::ExecutionModel;
use spirv_patch::clipemu::{self, Slots};
use spirv_patch::dxvkfix::{self, Scalar, Varying};
use spirv_patch::{Format, Module, caps, clip, scaled};

use crate::util::{self, VULKAN_1_1};

/// Runs the parser and every pass; a module a pass returns must parse again.
fn run_all(bytes: &[u8], attrs: &[(u32, Format)], unpack_packed: bool) {
    let Ok(m) = Module::from_bytes(bytes) else {
        return;
    };
    let _ = caps::analyze(&m);
    for distance in [clip::Distance::Clip, clip::Distance::Cull] {
        let mut c = m.clone();
        if clip::pass(&mut c, &clip::Options { distance }).is_ok() {
            Module::from_bytes(&c.to_bytes()).expect("pass output parses");
        }
    }
    let mut s = m.clone();
    let opts = scaled::Options {
        attributes: attrs.to_vec(),
        unpack_packed,
    };
    if scaled::pass(&mut s, &opts).is_ok() {
        Module::from_bytes(&s.to_bytes()).expect("pass output parses");
    }
    run_clipemu(&m, attrs.len() as u32);
    run_dxvkfix(&m, attrs);
}

/// The DXVK workarounds: the producer interface is the module's own outputs (the module is
/// its own producer) plus one wide varying per attribute location.
fn run_dxvkfix(m: &Module, attrs: &[(u32, Format)]) {
    let mut c = m.clone();
    if dxvkfix::remove_point_size(&mut c).is_ok() {
        Module::from_bytes(&c.to_bytes()).expect("remove_point_size output parses");
    }
    let mut c = m.clone();
    if dxvkfix::remove_image_bound_check(&mut c).is_ok() {
        Module::from_bytes(&c.to_bytes()).expect("remove_image_bound_check output parses");
    }
    let mut producer = dxvkfix::stage_interface(m, spirv::StorageClass::Output).unwrap_or_default();
    producer.extend(attrs.iter().map(|&(location, _)| Varying {
        location,
        component: 0,
        components: 4,
        scalar: Scalar::Float32,
        variable: 1,
    }));
    let mut c = m.clone();
    if dxvkfix::widen_inputs(&mut c, &producer).is_ok() {
        Module::from_bytes(&c.to_bytes()).expect("widen_inputs output parses");
    }
    let _ = dxvkfix::stage_interface(m, spirv::StorageClass::Input);
}

/// The clip/cull emulation: interface on every stage, both rewrites with slots after the
/// shader's locations and with `extra` more distances; outputs must parse.
fn run_clipemu(m: &Module, extra: u32) {
    for stage in [
        ExecutionModel::Vertex,
        ExecutionModel::TessellationEvaluation,
        ExecutionModel::Geometry,
        ExecutionModel::Fragment,
    ] {
        let Ok(iface) = clipemu::interface(m, stage) else {
            continue;
        };
        let slots = Slots {
            first_location: iface.locations_used,
            clip: (iface.clip + extra).min(clipemu::MAX_DISTANCES),
            cull: iface.cull.min(clipemu::MAX_DISTANCES),
        };
        for f in [clipemu::lower_outputs, clipemu::discard_fragments] {
            let mut c = m.clone();
            if f(&mut c, &slots).is_ok() {
                Module::from_bytes(&c.to_bytes()).expect("clipemu output parses");
            }
        }
    }
    // Arbitrary slots never panic either.
    let slots = Slots {
        first_location: u32::MAX - extra,
        clip: extra * 11,
        cull: extra,
    };
    let _ = clipemu::lower_outputs(&mut m.clone(), &slots);
    let _ = clipemu::discard_fragments(&mut m.clone(), &slots);
}

fn corpus() -> &'static [Vec<u32>] {
    static C: OnceLock<Vec<Vec<u32>>> = OnceLock::new();
    C.get_or_init(|| {
        [
            "clip_block.vert",
            "clip_arrayed.tesc",
            "scaled_access.vert",
            "clip_input.frag",
            "clipemu_block.vert",
            "clipemu_inputs.frag",
            "clipemu.geom",
            "clipemu_reads_clip.frag",
            "point_size.geom",
            "point_size_read.vert",
            "widen.frag",
            "bound_check.frag",
            "bound_check_ssa.spvasm",
            "widen_scalar_chain.spvasm",
            "clip_whole_block.tesc.spvasm",
            "clip_whole_block.geom.spvasm",
            "clip_pointer_choice.vert.spvasm",
            "clip_pointer_call.vert.spvasm",
        ]
        .iter()
        .map(|n| {
            util::words(&if n.ends_with(".spvasm") {
                util::assemble(n, VULKAN_1_1)
            } else {
                util::compile(n, VULKAN_1_1)
            })
        })
        .collect()
    })
}

fn scaled_format() -> impl Strategy<Value = Format> {
    let all: Vec<Format> = Format::ALL.to_vec();
    proptest::sample::select(all)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        run_all(&bytes, &[(0, Format::R8G8_SSCALED)], false);
        // Behind a valid header too, so the instruction walk is reached.
        let mut with_header = util::bytes(&[0x0723_0203, 0x0001_0300, 0, 64, 0]);
        with_header.extend_from_slice(&bytes[..bytes.len() / 4 * 4]);
        run_all(&with_header, &[(0, Format::A2B10G10R10_SSCALED_PACK32)], true);
    }

    #[test]
    fn mutated_modules_never_panic(
        which in any::<prop::sample::Index>(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u32>(), 0u8..4), 1..4),
        truncate in proptest::option::of(any::<prop::sample::Index>()),
        fmt in scaled_format(),
        unpack in any::<bool>(),
    ) {
        let mut words = corpus()[which.index(corpus().len())].clone();
        for (at, value, kind) in edits {
            let i = at.index(words.len());
            words[i] = match kind {
                0 => value,
                1 => words[i] ^ (1 << (value % 32)),
                2 => value % 64,              // a small id or literal
                _ => words[i].wrapping_add(1),
            };
        }
        if let Some(t) = truncate {
            words.truncate(t.index(words.len()));
        }
        run_all(&util::bytes(&words), &[(0, fmt), (1, fmt), (3, Format::R16G16B16A16_USCALED)], unpack);
    }
}

proptest! {
    // Each case runs spirv-val twice: keep the count small.
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_attribute_sets_pass_spirv_val(
        fmts in proptest::collection::vec(proptest::option::of(scaled_format()), 4),
        unpack_packed in any::<bool>(),
    ) {
        static INPUT: OnceLock<Vec<u8>> = OnceLock::new();
        let input = INPUT.get_or_init(|| util::compile("scaled_access.vert", VULKAN_1_1));
        let attributes: Vec<(u32, Format)> = fmts
            .iter()
            .enumerate()
            .filter_map(|(i, f)| Some((i as u32, (*f)?)))
            .collect();
        let mut m = Module::from_bytes(input).unwrap();
        // Unpacking needs constant indices: scaled_access.vert indexes s3 and s4 dynamically.
        let unpack_packed = unpack_packed
            && attributes.iter().all(|&(l, f)| l < 2 || f.packed_fields().is_none());
        let opts = scaled::Options { attributes: attributes.clone(), unpack_packed };
        let r = scaled::pass(&mut m, &opts).unwrap();
        let n = attributes.iter().filter(|a| a.1.scaled().is_some()).count();
        prop_assert_eq!(r.replacements.len(), n);
        prop_assert_eq!(r.variables.len(), n);
        prop_assert_eq!(r.changed, n > 0);
        let out = m.to_bytes();
        if n == 0 {
            prop_assert_eq!(&out, input);
        }
        prop_assert!(util::spirv_val(&out, VULKAN_1_1).is_ok(), "{:?}", util::spirv_val(&out, VULKAN_1_1));
        // Clip removal on top of it stays valid.
        clip::pass(&mut m, &clip::Options::default()).unwrap();
        prop_assert!(util::spirv_val(&m.to_bytes(), VULKAN_1_1).is_ok());
    }
}

/// A target environment with the HLSL vertex shader and the fragment shader compiled for it.
type Compiled = (&'static str, Vec<u8>, Vec<u8>);

proptest! {
    // Each case runs spirv-val three times: keep the count small.
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn random_slots_give_modules_spirv_val_accepts(
        clip in 0u32..=8,
        cull in 0u32..=8,
        gap in 0u32..4,
        env in proptest::sample::select(vec![util::VULKAN_1_0, util::VULKAN_1_1, util::VULKAN_1_3]),
    ) {
        static INPUTS: OnceLock<std::sync::Mutex<Vec<Compiled>>> = OnceLock::new();
        let cache = INPUTS.get_or_init(Default::default);
        let (vert, frag) = {
            let mut c = cache.lock().unwrap();
            if let Some((_, v, f)) = c.iter().find(|(e, _, _)| *e == env) {
                (v.clone(), f.clone())
            } else {
                let v = util::compile("clipemu_standalone.vert.hlsl", env);
                let f = util::compile("clipemu_inputs.frag", env);
                c.push((env, v.clone(), f.clone()));
                (v, f)
            }
        };
        let vm = Module::from_bytes(&vert).unwrap();
        let fm = Module::from_bytes(&frag).unwrap();
        let pre = clipemu::interface(&vm, ExecutionModel::Vertex).unwrap();
        let fi = clipemu::interface(&fm, ExecutionModel::Fragment).unwrap();
        let base = Slots::for_pipeline(&pre, Some(&fi));
        let slots = Slots {
            first_location: base.first_location + gap,
            clip: clip.max(pre.clip),
            cull: cull.max(pre.cull),
        };
        let mut v = vm.clone();
        let rv = clipemu::lower_outputs(&mut v, &slots).unwrap();
        let mut f = fm.clone();
        let rf = clipemu::discard_fragments(&mut f, &slots).unwrap();
        prop_assert_eq!(rv.slots.len(), rf.slots.len());
        for (a, b) in rv.slots.iter().zip(&rf.slots) {
            prop_assert_eq!((a.location, a.kind), (b.location, b.kind));
        }
        prop_assert_eq!(rv.slots.last().map(|s| s.location + 1), Some(slots.end()));
        for (m, what) in [(&v, "vertex"), (&f, "fragment")] {
            let r = util::spirv_val(&m.to_bytes(), env);
            prop_assert!(r.is_ok(), "{} {:?}: {:?}", what, slots, r);
        }
        let only = util::bytes(&clipemu::discard_only_fragment(&slots).unwrap());
        prop_assert!(util::spirv_val(&only, env).is_ok());
    }
}

/// A target environment with `widen.frag` compiled for it.
type Shader = (&'static str, Vec<u8>);

proptest! {
    // Each case runs spirv-val once: keep the count small.
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn random_producer_widths_give_fragment_shaders_spirv_val_accepts(
        widths in proptest::collection::vec(proptest::option::of(1u32..=4), 6),
        env in proptest::sample::select(vec![util::VULKAN_1_0, util::VULKAN_1_1, util::VULKAN_1_3]),
    ) {
        static INPUTS: OnceLock<std::sync::Mutex<Vec<Shader>>> = OnceLock::new();
        let cache = INPUTS.get_or_init(Default::default);
        let frag = {
            let mut c = cache.lock().unwrap();
            match c.iter().find(|(e, _)| *e == env) {
                Some((_, f)) => f.clone(),
                None => {
                    let f = util::compile("widen.frag", env);
                    c.push((env, f.clone()));
                    f
                }
            }
        };
        let mut m = Module::from_bytes(&frag).unwrap();
        let inputs = dxvkfix::stage_interface(&m, spirv::StorageClass::Input).unwrap();
        // The producer writes location i with widths[i] components of the input's type.
        let producer: Vec<Varying> = widths
            .iter()
            .enumerate()
            .filter_map(|(loc, w)| {
                let input = inputs.iter().find(|v| v.location == loc as u32);
                Some(Varying {
                    location: loc as u32,
                    component: 0,
                    components: (*w)?,
                    scalar: input.map_or(Scalar::Float32, |v| v.scalar),
                    variable: 1,
                })
            })
            .collect();
        let r = dxvkfix::widen_inputs(&mut m, &producer).unwrap();
        let expected: Vec<u32> = inputs
            .iter()
            .filter(|v| producer.iter().any(|p| p.location == v.location && p.components > v.components))
            .map(|v| v.location)
            .collect();
        let got: Vec<u32> = r.widened.iter().map(|w| w.location).collect();
        prop_assert_eq!(got, expected);
        prop_assert_eq!(r.changed, !r.widened.is_empty());
        if !r.changed {
            prop_assert_eq!(m.to_bytes(), frag);
        }
        let v = util::spirv_val(&m.to_bytes(), env);
        prop_assert!(v.is_ok(), "{:?} {:?}", widths, v);
    }
}
