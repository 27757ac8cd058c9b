//! Clip/cull-distance removal on glslang output: every stage and form, both SPIR-V 1.3
//! (interface lists hold only Input/Output) and 1.6 (they hold every global used).

use spirv::{BuiltIn, Capability, StorageClass};
use spirv_patch::clip::{self, Distance, Options};
use spirv_patch::{Module, caps};

use crate::util::{self, VULKAN_1_0, VULKAN_1_1, VULKAN_1_3};

const SHADERS: &[&str] = &[
    "clip_block.vert",
    "clip_input.frag",
    "clip_standalone.vert.hlsl",
    "clip_arrayed.tesc",
    "clip_inout.geom",
    "clip_whole_block.tesc.spvasm",
    "clip_whole_block.geom.spvasm",
    "clipemu_whole_block.vert.spvasm",
    "clip_pointer_choice.vert.spvasm",
];

fn run(bytes: &[u8], distance: Distance) -> (Vec<u8>, clip::Report) {
    let mut m = Module::from_bytes(bytes).expect("parse");
    let r = clip::pass(&mut m, &Options { distance }).expect("clip pass");
    (m.to_bytes(), r)
}

#[test]
fn every_shader_every_env_every_option_is_valid_and_free_of_the_builtin() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        for name in SHADERS {
            let input = util::compile(name, env);
            util::assert_valid(&input, env, &format!("the unpatched {name}"));
            for (distances, gone) in [
                (&[Distance::Clip][..], &[BuiltIn::ClipDistance][..]),
                (&[Distance::Cull], &[BuiltIn::CullDistance]),
                (
                    &[Distance::Clip, Distance::Cull],
                    &[BuiltIn::ClipDistance, BuiltIn::CullDistance],
                ),
            ] {
                let mut bytes = input.clone();
                for &d in distances {
                    let (out, r) = run(&bytes, d);
                    assert!(r.changed, "{name} {env} {d:?}: nothing changed");
                    assert!(r.capability_removed || d == Distance::Cull, "{name}: {r:?}");
                    bytes = out;
                }
                util::assert_valid(&bytes, env, &format!("{name} after {distances:?}"));
                let report = caps::analyze(&Module::from_bytes(&bytes).unwrap()).unwrap();
                for b in gone {
                    assert!(!report.builtins.contains(b), "{name} {env}: {b:?} left");
                }
                let before = caps::analyze(&Module::from_bytes(&input).unwrap()).unwrap();
                for b in [BuiltIn::ClipDistance, BuiltIn::CullDistance] {
                    if !gone.contains(&b) && before.builtins.contains(&b) {
                        assert!(
                            report.builtins.contains(&b),
                            "{name}: {b:?} wrongly removed"
                        );
                    }
                }
                if distances.contains(&Distance::Clip) {
                    assert!(!report.capabilities.contains(&Capability::ClipDistance));
                }
                if distances.contains(&Distance::Cull) {
                    assert!(!report.capabilities.contains(&Capability::CullDistance));
                }
            }
        }
    }
}

#[test]
fn standalone_output_becomes_private_and_interface_follows_the_version() {
    for (env, listed) in [(VULKAN_1_1, false), (VULKAN_1_3, true)] {
        let input = util::compile("clip_standalone.vert.hlsl", env);
        let (out, r) = run(&input, Distance::Clip);
        assert_eq!(r.standalone_variables.len(), 1, "{r:?}");
        assert!(r.block_members.is_empty());
        assert_eq!(r.access_chains, 2, "two element writes: {r:?}");
        let v = r.standalone_variables[0];
        assert_eq!(util::storage_class(&input, v), Some(StorageClass::Output));
        assert_eq!(util::storage_class(&out, v), Some(StorageClass::Private));
        assert!(util::interface_ids(&input).contains(&v));
        assert_eq!(util::interface_ids(&out).contains(&v), listed, "{env}");
        // The cull-distance output is untouched by the clip pass.
        let dis = util::disassemble(&out);
        assert!(dis.contains("BuiltIn CullDistance"), "{dis}");
        assert!(!dis.contains("BuiltIn ClipDistance"), "{dis}");
    }
}

#[test]
fn fragment_input_reads_zero_from_a_null_initialised_private_array() {
    let input = util::compile("clip_input.frag", VULKAN_1_1);
    let (out, r) = run(&input, Distance::Clip);
    let v = r.standalone_variables[0];
    assert_eq!(util::storage_class(&input, v), Some(StorageClass::Input));
    assert_eq!(util::storage_class(&out, v), Some(StorageClass::Private));
    let m = util::rspirv_load(&out);
    let var = m
        .types_global_values
        .iter()
        .find(|i| i.result_id == Some(v))
        .unwrap();
    let rspirv::dr::Operand::IdRef(init) = var.operands[1] else {
        panic!("no initializer: {var:?}");
    };
    let init = m
        .types_global_values
        .iter()
        .find(|i| i.result_id == Some(init))
        .unwrap();
    assert_eq!(init.class.opcode, spirv::Op::ConstantNull);
}

#[test]
fn block_member_goes_to_a_private_array_and_later_members_shift() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("clip_block.vert", env);
        let (out, r) = run(&input, Distance::Clip);
        assert_eq!(r.block_members.len(), 1, "{r:?}");
        assert_eq!(r.block_members[0].1, 2, "gl_ClipDistance is member 2");
        assert_eq!(r.private_variables.len(), 1);
        let p = r.private_variables[0];
        assert_eq!(util::storage_class(&out, p), Some(StorageClass::Private));
        assert_eq!(util::interface_ids(&out).contains(&p), env == VULKAN_1_3);
        let dis = util::disassemble(&out);
        // gl_CullDistance moved from member 3 to member 2.
        assert!(
            dis.contains("OpMemberDecorate %gl_PerVertex 2 BuiltIn CullDistance"),
            "{dis}"
        );
        assert!(!dis.contains("ClipDistance"), "{dis}");
    }
}

#[test]
fn arrayed_blocks_get_arrayed_private_variables() {
    let input = util::compile("clip_arrayed.tesc", VULKAN_1_1);
    let (out, r) = run(&input, Distance::Clip);
    // gl_in and gl_out each lose their member and get their own private array.
    assert_eq!(r.block_members.len(), 2, "{r:?}");
    assert_eq!(r.private_variables.len(), 2, "{r:?}");
    let dis = util::disassemble(&out);
    assert!(dis.contains("_arr__arr_float_uint_1_uint_3"), "{dis}");
}

#[test]
fn modules_without_the_builtin_come_back_byte_for_byte() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("plain.frag", env);
        for d in [Distance::Clip, Distance::Cull] {
            let (out, r) = run(&input, d);
            assert!(!r.changed);
            assert_eq!(out, input);
        }
        // A patched module needs nothing more: a second run is a no-op.
        let frag = util::compile("clip_input.frag", env);
        let (once, _) = run(&frag, Distance::Clip);
        let (twice, r) = run(&once, Distance::Clip);
        assert!(!r.changed);
        assert_eq!(once, twice);
    }
}

#[test]
fn unused_gl_per_vertex_members_are_removed_too() {
    // glslang declares all four gl_PerVertex members in a vertex shader even when it never
    // touches the distances; the member alone needs the capability on a real driver.
    let input = util::compile("plain.vert", VULKAN_1_1);
    let (out, r) = run(&input, Distance::Clip);
    util::assert_valid(&out, VULKAN_1_1, "plain.vert without ClipDistance");
    assert_eq!(r.block_members.len(), 1, "{r:?}");
    assert_eq!(r.access_chains, 0);
}

/// Number of instructions with opcode `op` in function bodies, via rspirv.
fn count_ops(bytes: &[u8], op: spirv::Op) -> usize {
    let m = util::rspirv_load(bytes);
    m.functions
        .iter()
        .flat_map(|f| &f.blocks)
        .flat_map(|b| &b.instructions)
        .filter(|i| i.class.opcode == op)
        .count()
}

#[test]
fn whole_blocks_are_loaded_and_stored_member_by_member() {
    // (shader, whole-block loads/stores/copies, OpCopyMemory after the clip pass)
    for (name, whole, copies) in [
        // Copy, load, store of gl_in[id] -> gl_out[id], one load of all of gl_in.
        ("clip_whole_block.tesc.spvasm", 4, 2),
        // Three loads of gl_in[i], three stores of the output block.
        ("clip_whole_block.geom.spvasm", 6, 0),
        // A store of a block value, a load and a store of the output block.
        ("clipemu_whole_block.vert.spvasm", 3, 0),
    ] {
        for env in [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3] {
            let input = util::compile(name, env);
            util::assert_valid(&input, env, name);
            let (out, r) = run(&input, Distance::Clip);
            let what = format!("{name} {env}");
            util::assert_valid(&out, env, &what);
            assert_eq!(r.whole_blocks, whole, "{what}: {r:?}");
            assert_eq!(count_ops(&out, spirv::Op::CopyMemory), copies, "{what}");
            // The interface struct lost the member; the value struct (the original id, with
            // its names) kept it and lost its decorations.
            let dis = util::disassemble(&out);
            for &(s, _) in &r.block_members {
                let m = util::rspirv_load(&out);
                let st = m
                    .types_global_values
                    .iter()
                    .find(|i| i.result_id == Some(s))
                    .unwrap();
                let before = util::rspirv_load(&input);
                let st0 = before
                    .types_global_values
                    .iter()
                    .find(|i| i.result_id == Some(s))
                    .unwrap();
                assert_eq!(st.operands, st0.operands, "{what}: value struct changed");
                assert!(
                    !m.annotations
                        .iter()
                        .any(|a| a.operands.first() == Some(&rspirv::dr::Operand::IdRef(s))),
                    "{what}: the value struct keeps a decoration\n{dis}"
                );
            }
            assert!(!dis.contains("BuiltIn ClipDistance"), "{dis}");
            assert!(dis.contains("BuiltIn CullDistance"), "{dis}");
        }
    }
}

#[test]
fn block_copies_copy_the_distances_beside() {
    let input = util::compile("clip_whole_block.tesc.spvasm", VULKAN_1_1);
    let (out, r) = run(&input, Distance::Clip);
    let [(_, inp), (_, outp)] = [r.moved[0], r.moved[1]].map(|mv| (mv.original, mv.private));
    let dis = util::disassemble(&out);
    // gl_out[id] <- gl_in[id] is followed by the copy of the Private distances, each side
    // through a chain with the same invocation index.
    let lines: Vec<&str> = dis.lines().map(str::trim).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("OpCopyMemory"))
        .expect(&dis);
    let chain_of = |id: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("{id} = OpAccessChain")))
            .map(|l| l.split_whitespace().nth(4).unwrap().to_string())
            .unwrap_or_else(|| panic!("no chain {id}\n{dis}"))
    };
    let second: Vec<&str> = lines[at + 1].split_whitespace().collect();
    assert_eq!(second[0], "OpCopyMemory", "{dis}");
    assert_eq!(chain_of(second[1]), format!("%{outp}"), "{dis}");
    assert_eq!(chain_of(second[2]), format!("%{inp}"), "{dis}");
}

#[test]
fn pointer_choices_follow_the_moved_storage() {
    for env in [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("clip_pointer_choice.vert.spvasm", env);
        let (out, r) = run(&input, Distance::Clip);
        // The select of two clip distance elements, and the select of whole blocks.
        assert_eq!(r.pointer_choices, 2, "{r:?}");
        let (out, r) = run(&out, Distance::Cull);
        // The phi of two gl_CullDistance elements.
        assert_eq!(r.pointer_choices, 1, "{r:?}");
        util::assert_valid(&out, env, "clip_pointer_choice.vert without distances");
        let dis = util::disassemble(&out);
        assert_eq!(
            dis.lines()
                .filter(|l| l.contains("OpSelect %_ptr_Private_float"))
                .count(),
            1,
            "{dis}"
        );
        assert!(dis.contains("OpPhi %_ptr_Private_float"), "{dis}");
    }
}

#[test]
fn whole_arrays_passed_to_functions_get_private_parameters() {
    for env in [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3] {
        // Invalid for Vulkan as written (an Output pointer argument), valid after the move.
        let call = util::compile("clip_pointer_call.vert.spvasm", env);
        let e = util::spirv_val(&call, env).unwrap_err();
        assert!(
            e.contains("Invalid storage class for pointer operand"),
            "{e}"
        );
        let (out, r) = run(&call, Distance::Clip);
        util::assert_valid(&out, env, "clip_pointer_call.vert after the clip pass");
        // write's parameter, and write_inner's, which write passes on.
        assert_eq!(r.parameters, 2, "{r:?}");
        let dis = util::disassemble(&out);
        assert_eq!(
            dis.matches("OpFunctionParameter %_ptr_Private__arr_float_uint_2")
                .count(),
            2,
            "{dis}"
        );
        // Both standalone arrays of one function.
        let both = util::compile("clipemu_call.vert.spvasm", env);
        let (once, r) = run(&both, Distance::Clip);
        assert_eq!(r.parameters, 1, "{r:?}");
        let (twice, r) = run(&once, Distance::Cull);
        assert_eq!(r.parameters, 1, "{r:?}");
        util::assert_valid(&twice, env, "clipemu_call.vert without distances");
    }
}

#[test]
fn blocks_with_only_the_distances_lose_their_variables() {
    for env in [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3] {
        for (name, vars) in [("clip_lone_block.vert", 1), ("clip_lone_block.tesc", 2)] {
            let input = util::compile(name, env);
            let what = format!("{name} {env}");
            let (out, r) = run(&input, Distance::Clip);
            util::assert_valid(&out, env, &what);
            assert_eq!(r.moved.len(), vars, "{what}: {r:?}");
            let listed = util::interface_ids(&out);
            for mv in &r.moved {
                // The block variable is gone; its Private array is listed from 1.4 on.
                assert_eq!(util::storage_class(&out, mv.original), None, "{what}");
                assert!(!listed.contains(&mv.original), "{what}");
                assert_eq!(listed.contains(&mv.private), env == VULKAN_1_3, "{what}");
            }
            assert!(!util::disassemble(&out).contains("ClipDistance"), "{what}");
        }
    }
}

#[test]
fn an_output_initializer_initializes_the_private_array() {
    for env in [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("clip_initializer.vert.spvasm", env);
        util::assert_valid(&input, env, "clip_initializer.vert");
        let (out, r) = run(&input, Distance::Clip);
        util::assert_valid(&out, env, "clip_initializer.vert after the clip pass");
        let dis = util::disassemble(&out);
        let v = r.standalone_variables[0];
        let m = util::rspirv_load(&out);
        let var = m
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(v))
            .unwrap();
        let rspirv::dr::Operand::IdRef(init) = var.operands[1] else {
            panic!("no initializer: {var:?}");
        };
        let init = m
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(init))
            .unwrap();
        assert_eq!(init.class.opcode, spirv::Op::ConstantComposite, "{dis}");
    }
}

#[test]
fn interpolation_of_a_moved_input_becomes_a_load() {
    for env in [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("clip_interpolate.frag", env);
        let (out, r) = run(&input, Distance::Clip);
        util::assert_valid(&out, env, "clip_interpolate.frag after the clip pass");
        assert_eq!(r.interpolations, 2, "{r:?}");
        let dis = util::disassemble(&out);
        assert!(!dis.contains("InterpolateAt"), "{dis}");
    }
}

#[test]
fn forms_without_a_valid_rewrite_are_refused_with_their_reason() {
    // One element passed to a function: an Output pointer argument, invalid for Vulkan, and
    // after the move a Private pointer that is not a whole variable, invalid too.
    let call = util::compile("clip_pointer_call_element.vert.spvasm", VULKAN_1_1);
    let e = util::spirv_val(&call, VULKAN_1_1).unwrap_err();
    assert!(
        e.contains("Invalid storage class for pointer operand"),
        "{e}"
    );
    let mut m = Module::from_bytes(&call).unwrap();
    let e = clip::pass(&mut m, &Options::default()).unwrap_err();
    assert!(
        matches!(e, spirv_patch::Error::Unsupported(s) if s.contains("only a whole variable")),
        "{e:?}"
    );
    // A select between a distance and an ordinary output: valid, but no single pointer
    // type holds both after the move.
    let mixed = util::compile("clip_pointer_mixed.vert.spvasm", VULKAN_1_1);
    util::assert_valid(&mixed, VULKAN_1_1, "clip_pointer_mixed.vert");
    let mut m = Module::from_bytes(&mixed).unwrap();
    let e = clip::pass(&mut m, &Options::default()).unwrap_err();
    assert!(
        matches!(e, spirv_patch::Error::Unsupported(s) if s.contains("different storage classes")),
        "{e:?}"
    );
}
