//! Every pass on real DXVK shaders (`tests/dxvk/`, dumped from DXVK 2.6.2's d3d9 and d3d11
//! triangles under Wine; see its README), each output checked by spirv-val.

use spirv::{BuiltIn, StorageClass};
use spirv_patch::clip::{self, Distance};
use spirv_patch::clipemu::{self, ExecutionModel, Slots};
use spirv_patch::dxvkfix::{self, Scalar, Varying};
use spirv_patch::{Format, Module, caps, scaled};

use crate::util::{assert_valid, bytes, crate_dir, disassemble, interface_ids};

const SHADERS: &[&str] = &[
    "d3d9-triangle.vert.spv",
    "d3d9-triangle.frag.spv",
    "d3d11-triangle.vert.spv",
    "d3d11-triangle.frag.spv",
];

fn load(name: &str) -> Module {
    let b = std::fs::read(crate_dir().join("tests/dxvk").join(name)).unwrap();
    assert_valid(&b, "vulkan1.3", name);
    Module::from_bytes(&b).unwrap()
}

/// A `*SCALED` format of `components` components, signed or not, packed or not.
fn scaled_format(components: u32, signed: bool, packed: bool) -> Format {
    let name = match (components, signed, packed) {
        (4, false, true) => "A2B10G10R10_USCALED_PACK32",
        (4, true, true) => "A2B10G10R10_SSCALED_PACK32",
        (1, false, _) => "R8_USCALED",
        (1, true, _) => "R16_SSCALED",
        (2, false, _) => "R8G8_USCALED",
        (2, true, _) => "R16G16_SSCALED",
        (3, false, _) => "R8G8B8_USCALED",
        (3, true, _) => "R16G16B16_SSCALED",
        (_, false, _) => "R8G8B8A8_USCALED",
        (_, true, _) => "R16G16B16A16_SSCALED",
    };
    name.parse().unwrap()
}

#[test]
fn clip_and_cull_removal_keep_dxvk_shaders_valid() {
    for name in SHADERS {
        for distance in [Distance::Clip, Distance::Cull] {
            let mut m = load(name);
            clip::pass(&mut m, &clip::Options { distance }).unwrap();
            assert_valid(&m.to_bytes(), "vulkan1.3", &format!("{name} {distance:?}"));
        }
    }
}

#[test]
fn scaled_attributes_keep_dxvk_vertex_shaders_valid() {
    for name in SHADERS.iter().filter(|n| n.ends_with(".vert.spv")) {
        let report = caps::analyze(&load(name)).unwrap();
        let floats: Vec<_> = report.vertex_inputs.iter().filter(|v| v.float).collect();
        assert!(!floats.is_empty(), "{name}: no float vertex input");
        for (signed, unpack_packed) in [(false, false), (true, false), (false, true), (true, true)]
        {
            let attributes = floats
                .iter()
                .map(|v| {
                    (
                        v.location,
                        scaled_format(v.components, signed, unpack_packed),
                    )
                })
                .collect();
            let mut m = load(name);
            let r = scaled::pass(
                &mut m,
                &scaled::Options {
                    attributes,
                    unpack_packed,
                },
            )
            .unwrap();
            assert_eq!(r.replacements.len(), floats.len(), "{name}");
            assert_valid(
                &m.to_bytes(),
                "vulkan1.3",
                &format!("{name} scaled (signed {signed}, unpacked {unpack_packed})"),
            );
        }
    }
}

#[test]
fn clip_emulation_keeps_dxvk_shader_pairs_valid() {
    for program in ["d3d9-triangle", "d3d11-triangle"] {
        let vert = load(&format!("{program}.vert.spv"));
        let frag = load(&format!("{program}.frag.spv"));
        let vi = clipemu::interface(&vert, ExecutionModel::Vertex).unwrap();
        let fi = clipemu::interface(&frag, ExecutionModel::Fragment).unwrap();
        // DXVK's d3d9 vertex shaders write clip distances (D3D9's user clip planes), its
        // d3d11 one none: the pipeline's slots carry them after both stages' locations, and
        // slots for more distances than the shader writes are valid too.
        assert_eq!(vi.clip > 0, program == "d3d9-triangle", "{program}: {vi:?}");
        let base = Slots::for_pipeline(&vi, Some(&fi));
        assert_eq!((base.clip, base.cull), (vi.clip, vi.cull));
        for slots in [
            base,
            Slots {
                clip: 8,
                cull: 2,
                ..base
            },
        ] {
            let (clip, cull) = (slots.clip, slots.cull);
            assert!(slots.first_location >= vi.locations_used.max(fi.locations_used));
            let mut f = load(&format!("{program}.frag.spv"));
            clipemu::discard_fragments(&mut f, &slots).unwrap();
            assert_valid(
                &f.to_bytes(),
                "vulkan1.3",
                &format!("{program} fragment, {clip} clip {cull} cull"),
            );
            let mut v = load(&format!("{program}.vert.spv"));
            clipemu::lower_outputs(&mut v, &slots).unwrap();
            assert_valid(
                &v.to_bytes(),
                "vulkan1.3",
                &format!("{program} vertex, {clip} clip {cull} cull"),
            );
        }
    }
}

#[test]
fn the_discard_only_fragment_is_valid() {
    for (clip, cull) in [(1, 0), (0, 1), (8, 8)] {
        let words = clipemu::discard_only_fragment(&Slots {
            first_location: 3,
            clip,
            cull,
        })
        .unwrap();
        assert_valid(&bytes(&words), "vulkan1.3", "discard-only fragment");
    }
}

#[test]
fn dxvk_vertex_shaders_stop_writing_point_size() {
    // d3d11: `point_size = 1.0` (DXBC has no point size); d3d9: the D3D9 point size
    // computed from the render state. Both are standalone variables DXVK only writes.
    for (name, var) in [
        ("d3d11-triangle.vert.spv", "point_size"),
        ("d3d9-triangle.vert.spv", "oPSize"),
    ] {
        let mut m = load(name);
        assert!(
            caps::analyze(&m)
                .unwrap()
                .builtins
                .contains(&BuiltIn::PointSize)
        );
        let r = dxvkfix::remove_point_size(&mut m).unwrap();
        let out = m.to_bytes();
        assert_valid(&out, "vulkan1.3", &format!("{name} without PointSize"));
        assert_eq!(
            r.removed.standalone_variables, r.deleted_variables,
            "{name}"
        );
        assert_eq!(
            (r.deleted_variables.len(), r.stores),
            (1, 1),
            "{name}: {r:?}"
        );
        assert!(
            !caps::analyze(&m)
                .unwrap()
                .builtins
                .contains(&BuiltIn::PointSize)
        );
        assert!(
            !interface_ids(&out).contains(&r.deleted_variables[0]),
            "{name}"
        );
        let dis = disassemble(&out);
        assert!(
            !dis.contains(&format!("%{var} ")),
            "{name}: {var} left:\n{dis}"
        );
    }
    for name in ["d3d9-triangle.frag.spv", "d3d11-triangle.frag.spv"] {
        let mut m = load(name);
        let r = dxvkfix::remove_point_size(&mut m).unwrap();
        assert!(!r.changed, "{name}");
        assert_eq!(m, load(name));
    }
}

#[test]
fn dxvk_fragment_inputs_widen_to_their_vertex_outputs() {
    for program in ["d3d9-triangle", "d3d11-triangle"] {
        let vert = load(&format!("{program}.vert.spv"));
        let producer = dxvkfix::stage_interface(&vert, StorageClass::Output).unwrap();
        let mut frag = load(&format!("{program}.frag.spv"));
        // The triangles' own pairs match (d3d9: COLOR0 is a float4 on both sides; d3d11's
        // pixel shader reads no varying).
        let r = dxvkfix::widen_inputs(&mut frag, &producer).unwrap();
        assert!(!r.changed, "{program}: {r:?}");
        assert_eq!(frag, load(&format!("{program}.frag.spv")));
    }
    // The d3d9 pixel shader reads the fog as a float at location 2; a vertex shader writing a
    // float4 there (DXVK declares it from the vertex shader's own output) gets it widened.
    let mut frag = load("d3d9-triangle.frag.spv");
    let fog = dxvkfix::stage_interface(&frag, StorageClass::Input)
        .unwrap()
        .into_iter()
        .find(|v| v.location == 2)
        .unwrap();
    assert_eq!((fog.components, fog.scalar), (1, Scalar::Float32));
    let producer = [Varying {
        components: 4,
        ..fog
    }];
    let r = dxvkfix::widen_inputs(&mut frag, &producer).unwrap();
    assert_eq!(r.widened.len(), 1);
    assert_eq!((r.widened[0].from, r.widened[0].to), (1, 4));
    assert!(r.loads >= 1);
    assert_valid(
        &frag.to_bytes(),
        "vulkan1.3",
        "d3d9-triangle.frag widened fog",
    );
}

#[test]
fn dxvk_2_6_2_emits_no_bound_checked_fetch() {
    // DXVK 2.6.2 relies on robustness for ld/ld_uav_typed; the selects its shaders do have
    // (DXBC comparison results, the D3D9 render-state tests) are not bounds checks.
    for name in SHADERS {
        let mut m = load(name);
        let r = dxvkfix::remove_image_bound_check(&mut m).unwrap();
        assert!(!r.changed && r.selects.is_empty(), "{name}: {r:?}");
        assert_eq!(m, load(name));
    }
    let selects =
        disassemble(&std::fs::read(crate_dir().join("tests/dxvk/d3d9-triangle.frag.spv")).unwrap())
            .matches("OpSelect")
            .count();
    assert!(selects > 0);
}
