//! The DXVK workarounds (`dxvkfix`) on glslang output; DXVK's own shaders are in `dxvk.rs`.

use spirv::{BuiltIn, Capability, StorageClass};
use spirv_patch::dxvkfix::{self, Scalar, Varying};
use spirv_patch::{Error, Module, caps};

use crate::util::{self, VULKAN_1_1, VULKAN_1_3};

fn module(name: &str, env: &str) -> Module {
    let bytes = util::compile(name, env);
    util::assert_valid(&bytes, env, &format!("the unpatched {name}"));
    Module::from_bytes(&bytes).unwrap()
}

fn builtins(m: &Module) -> Vec<BuiltIn> {
    caps::analyze(m).unwrap().builtins
}

/// How many instructions of the disassembly start with `op` (e.g. `"OpSelect"`).
fn count(m: &Module, op: &str) -> usize {
    util::disassemble(&m.to_bytes())
        .lines()
        .filter(|l| l.split_whitespace().any(|w| w == op))
        .count()
}

#[test]
fn point_size_block_member_is_removed_with_its_store() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let mut m = module("point_size.vert", env);
        let r = dxvkfix::remove_point_size(&mut m).unwrap();
        util::assert_valid(&m.to_bytes(), env, "point_size.vert without PointSize");
        assert!(r.changed);
        assert_eq!(r.removed.block_members.len(), 1, "{r:?}");
        assert_eq!(r.deleted_variables, r.removed.private_variables, "{r:?}");
        assert!(r.kept_variables.is_empty());
        assert_eq!(r.stores, 1);
        let b = builtins(&m);
        assert!(!b.contains(&BuiltIn::PointSize) && b.contains(&BuiltIn::Position));
        // Nothing is left of the Private replacement either.
        let dis = util::disassemble(&m.to_bytes());
        assert!(
            !dis.lines()
                .any(|l| l.contains("OpVariable") && l.contains("Private")),
            "{dis}"
        );
    }
}

#[test]
fn a_declared_but_unwritten_point_size_member_goes_too() {
    // glslang declares the whole gl_PerVertex block, gl_PointSize included.
    let mut m = module("plain.vert", VULKAN_1_1);
    let r = dxvkfix::remove_point_size(&mut m).unwrap();
    util::assert_valid(&m.to_bytes(), VULKAN_1_1, "plain.vert without PointSize");
    assert!(
        r.changed && r.stores == 0 && r.deleted_variables.len() == 1,
        "{r:?}"
    );
    assert!(!builtins(&m).contains(&BuiltIn::PointSize));
}

#[test]
fn point_size_the_shader_reads_back_stays_as_a_private_variable() {
    let mut m = module("point_size_read.vert", VULKAN_1_1);
    let r = dxvkfix::remove_point_size(&mut m).unwrap();
    util::assert_valid(&m.to_bytes(), VULKAN_1_1, "point_size_read.vert");
    assert!(r.changed && r.deleted_variables.is_empty() && r.stores == 0);
    assert_eq!(r.kept_variables, r.removed.private_variables);
    assert_eq!(r.kept_variables.len(), 1);
    assert!(!builtins(&m).contains(&BuiltIn::PointSize));
    // The store and the load of the value survive: one store to gl_Position, one to the
    // private point size, one to color.
    assert_eq!(count(&m, "OpStore"), 3);
}

#[test]
fn geometry_point_size_loses_its_capability_and_reads_zero() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let mut m = module("point_size.geom", env);
        let r = dxvkfix::remove_point_size(&mut m).unwrap();
        util::assert_valid(&m.to_bytes(), env, "point_size.geom");
        assert!(r.removed.capability_removed);
        // gl_in[].gl_PointSize is read (kept, reads zero); gl_PointSize is only written.
        assert_eq!(r.kept_variables.len(), 1, "{r:?}");
        assert_eq!(r.deleted_variables.len(), 1, "{r:?}");
        let a = caps::analyze(&m).unwrap();
        assert!(!a.capabilities.contains(&Capability::GeometryPointSize));
        assert!(!a.builtins.contains(&BuiltIn::PointSize));
    }
}

#[test]
fn point_size_is_refused_where_the_module_makes_points() {
    let mut m = module("point_size_points.geom", VULKAN_1_1);
    let before = m.clone();
    assert!(matches!(
        dxvkfix::remove_point_size(&mut m),
        Err(Error::Unsupported(_))
    ));
    assert_eq!(m, before);
}

#[test]
fn modules_without_the_patterns_come_back_byte_for_byte() {
    for name in ["plain.vert", "plain.frag", "widen.frag"] {
        let bytes = util::compile(name, VULKAN_1_1);
        let mut m = Module::from_bytes(&bytes).unwrap();
        if name != "plain.vert" {
            let r = dxvkfix::remove_point_size(&mut m).unwrap();
            assert!(
                !r.changed && r.deleted_variables.is_empty(),
                "{name}: {r:?}"
            );
        }
        let r = dxvkfix::remove_image_bound_check(&mut m).unwrap();
        assert!(!r.changed && r.selects.is_empty(), "{name}: {r:?}");
        assert_eq!(m.to_bytes(), bytes, "{name}");
    }
    // A fragment shader whose inputs match its producer.
    let vert = module("plain.vert", VULKAN_1_1);
    let bytes = util::compile("plain.frag", VULKAN_1_1);
    let mut frag = Module::from_bytes(&bytes).unwrap();
    let producer = dxvkfix::stage_interface(&vert, StorageClass::Output).unwrap();
    let r = dxvkfix::widen_inputs(&mut frag, &producer).unwrap();
    assert!(!r.changed && r.widened.is_empty());
    assert_eq!(frag.to_bytes(), bytes);
}

#[test]
fn stage_interface_reads_locations_components_and_types() {
    let v = module("widen.vert", VULKAN_1_1);
    let outs = dxvkfix::stage_interface(&v, StorageClass::Output).unwrap();
    let got: Vec<(u32, u32, Scalar)> = outs
        .iter()
        .map(|o| (o.location, o.components, o.scalar))
        .collect();
    use Scalar::*;
    assert_eq!(
        got,
        [
            (0, 4, Float32),
            (1, 4, Int32),
            (2, 3, Float32),
            (3, 4, Uint32),
            (4, 4, Float32),
            (5, 2, Float32),
        ]
    );
    assert!(outs.iter().all(|o| o.component == 0));
    let ins = dxvkfix::stage_interface(&v, StorageClass::Input).unwrap();
    assert_eq!(ins.len(), 1);
    assert!(dxvkfix::stage_interface(&v, StorageClass::Private).is_err());
}

#[test]
fn narrower_fragment_inputs_take_the_producers_width() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let v = module("widen.vert", env);
        let producer = dxvkfix::stage_interface(&v, StorageClass::Output).unwrap();
        let mut f = module("widen.frag", env);
        let r = dxvkfix::widen_inputs(&mut f, &producer).unwrap();
        let out = f.to_bytes();
        util::assert_valid(&out, env, "widen.frag widened");
        let widths: Vec<(u32, u32, u32)> = r
            .widened
            .iter()
            .map(|w| (w.location, w.from, w.to))
            .collect();
        assert_eq!(widths, [(0, 2, 4), (1, 1, 4), (2, 1, 3), (3, 2, 4)]);
        // uv is loaded and interpolated, id and depth loaded; mask.x, mask.y and uv[k]
        // go through access chains and stay scalar loads.
        assert_eq!(r.loads, 4, "{r:?}");
        let after = dxvkfix::stage_interface(&f, StorageClass::Input).unwrap();
        for a in &after {
            let p = producer.iter().find(|p| p.location == a.location).unwrap();
            assert_eq!(a.components, p.components, "location {}", a.location);
        }
        // Interpolation decorations stay on the retyped variables.
        let dis = util::disassemble(&out);
        for d in [
            "OpDecorate %id Flat",
            "OpDecorate %depth NoPerspective",
            "OpDecorate %mask Flat",
        ] {
            assert!(dis.contains(d), "{d} missing:\n{dis}");
        }
        // A second run has nothing left to do.
        let again = dxvkfix::widen_inputs(&mut f, &producer).unwrap();
        assert!(!again.changed);
        assert_eq!(f.to_bytes(), out);
    }
}

#[test]
fn component_decorations_are_refused_unless_both_sides_agree() {
    let mut f = module("widen_component.frag", VULKAN_1_1);
    let vec4_at_4 = [Varying {
        location: 4,
        component: 0,
        components: 4,
        scalar: Scalar::Float32,
        variable: 1,
    }];
    assert!(matches!(
        dxvkfix::widen_inputs(&mut f, &vec4_at_4),
        Err(Error::Unsupported(_))
    ));
    let same = dxvkfix::stage_interface(&f, StorageClass::Input).unwrap();
    assert_eq!(same.len(), 2);
    let r = dxvkfix::widen_inputs(&mut f, &same).unwrap();
    assert!(!r.changed);
}

#[test]
fn float_against_integer_and_non_fragment_stages_are_refused() {
    let mut f = module("widen.frag", VULKAN_1_1);
    let int_at_0 = [Varying {
        location: 0,
        component: 0,
        components: 4,
        scalar: Scalar::Int32,
        variable: 1,
    }];
    assert_eq!(
        dxvkfix::widen_inputs(&mut f, &int_at_0),
        Err(Error::InterfaceMismatch {
            location: 0,
            what: "float on one side, integer on the other"
        })
    );
    let mut v = module("widen.vert", VULKAN_1_1);
    assert!(matches!(
        dxvkfix::widen_inputs(&mut v, &int_at_0),
        Err(Error::WrongStage { .. })
    ));
}

#[test]
fn bounds_checked_fetches_lose_the_select_and_look_alikes_keep_it() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let mut m = module("bound_check.frag", env);
        let before = count(&m, "OpSelect");
        assert_eq!(before, 12);
        let r = dxvkfix::remove_image_bound_check(&mut m).unwrap();
        util::assert_valid(&m.to_bytes(), env, "bound_check.frag without bound checks");
        assert!(r.changed);
        assert_eq!(r.selects.len(), 5, "{r:?}");
        assert_eq!(count(&m, "OpSelect"), 7);
        // The five matched ones are the shader's first five selects.
        let input = util::compile("bound_check.frag", env);
        let dis = util::disassemble(&input);
        let first: Vec<String> = dis
            .lines()
            .filter(|l| l.contains("= OpSelect"))
            .take(5)
            .map(|l| l.split_whitespace().next().unwrap().to_string())
            .collect();
        let got: Vec<String> = r.selects.iter().map(|id| format!("%{id}")).collect();
        assert_eq!(got, first);
        let again = dxvkfix::remove_image_bound_check(&mut m).unwrap();
        assert!(!again.changed);
    }
}

#[test]
fn dxvk_style_sparse_fetch_from_a_texture_array_element() {
    let bytes = util::assemble("bound_check_ssa.spvasm", VULKAN_1_1);
    util::assert_valid(&bytes, VULKAN_1_1, "bound_check_ssa.spvasm");
    let mut m = Module::from_bytes(&bytes).unwrap();
    let r = dxvkfix::remove_image_bound_check(&mut m).unwrap();
    util::assert_valid(&m.to_bytes(), VULKAN_1_1, "bound_check_ssa without checks");
    // The in-bounds and the negated (out-of-bounds) selects go; the one testing another
    // array element's size stays.
    assert_eq!(r.selects.len(), 2, "{r:?}");
    assert_eq!(count(&m, "OpSelect"), 2);
    let dis = util::disassemble(&m.to_bytes());
    assert!(
        dis.contains("%checked = OpCopyObject %v4float %texel"),
        "{dis}"
    );
    assert!(dis.contains("%kept = OpSelect"), "{dis}");
    assert!(dis.contains("%kept2 = OpSelect"), "{dis}");
}

#[test]
fn a_scalar_input_behind_an_index_free_access_chain_is_widened() {
    let bytes = util::assemble("widen_scalar_chain.spvasm", VULKAN_1_1);
    util::assert_valid(&bytes, VULKAN_1_1, "widen_scalar_chain.spvasm");
    let mut m = Module::from_bytes(&bytes).unwrap();
    let fog = dxvkfix::stage_interface(&m, StorageClass::Input).unwrap()[0];
    assert_eq!((fog.location, fog.components), (2, 1));
    let r = dxvkfix::widen_inputs(
        &mut m,
        &[Varying {
            components: 4,
            ..fog
        }],
    )
    .unwrap();
    assert_eq!(r.loads, 1);
    let out = m.to_bytes();
    util::assert_valid(&out, VULKAN_1_1, "widen_scalar_chain widened");
    let dis = util::disassemble(&out);
    assert!(dis.contains("OpDecorate %fog NoPerspective"), "{dis}");
    assert!(dis.contains("OpLoad %v4float %fog Volatile"), "{dis}");
    assert!(
        dis.contains("%p = OpAccessChain %_ptr_Input_float %fog %uint_0"),
        "{dis}"
    );
}
