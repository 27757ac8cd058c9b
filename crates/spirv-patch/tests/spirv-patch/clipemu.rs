//! Clip/cull emulation on glslang output: every stage and form, 1..8 distances, SPIR-V 1.0,
//! 1.3 and 1.6, each output checked by spirv-val and inspected through rspirv.

use rspirv::dr::Operand;
use spirv::{BuiltIn, Capability, Decoration, ExecutionModel, Op, StorageClass};
use spirv_patch::clipemu::{self, Interface, Kill, Slots};
use spirv_patch::{Error, Module, caps};

use crate::util::{self, VULKAN_1_0, VULKAN_1_1, VULKAN_1_3};

const ENVS: [&str; 3] = [VULKAN_1_0, VULKAN_1_1, VULKAN_1_3];

/// `(location, NoPerspective)` of every `storage` variable with a Location, via rspirv.
fn located(bytes: &[u8], storage: StorageClass) -> Vec<(u32, bool)> {
    let m = util::rspirv_load(bytes);
    let deco = |id: u32, d: Decoration| {
        m.annotations.iter().find_map(|i| {
            (i.class.opcode == Op::Decorate
                && i.operands[0] == Operand::IdRef(id)
                && i.operands[1] == Operand::Decoration(d))
            .then(|| match i.operands.get(2) {
                Some(Operand::LiteralBit32(v)) => *v,
                _ => 0,
            })
        })
    };
    let mut out: Vec<(u32, bool)> = m
        .types_global_values
        .iter()
        .filter(|i| {
            i.class.opcode == Op::Variable && i.operands[0] == Operand::StorageClass(storage)
        })
        .filter_map(|i| {
            let id = i.result_id?;
            Some((
                deco(id, Decoration::Location)?,
                deco(id, Decoration::NoPerspective).is_some(),
            ))
        })
        .collect();
    out.sort_unstable();
    out
}

/// Number of instructions with opcode `op` in function bodies.
fn count_ops(bytes: &[u8], op: Op) -> usize {
    let m = util::rspirv_load(bytes);
    m.functions
        .iter()
        .flat_map(|f| &f.blocks)
        .flat_map(|b| b.instructions.iter().chain(b.label.iter()))
        .filter(|i| i.class.opcode == op)
        .count()
}

fn assert_free_of_distances(bytes: &[u8], what: &str) {
    let r = caps::analyze(&Module::from_bytes(bytes).unwrap()).unwrap();
    for b in [BuiltIn::ClipDistance, BuiltIn::CullDistance] {
        assert!(!r.builtins.contains(&b), "{what}: {b:?} left");
    }
    for c in [Capability::ClipDistance, Capability::CullDistance] {
        assert!(!r.capabilities.contains(&c), "{what}: {c:?} left");
    }
}

fn model(name: &str) -> ExecutionModel {
    match name.trim_end_matches(".spvasm").rsplit('.').next().unwrap() {
        "vert" | "hlsl" => ExecutionModel::Vertex,
        "tese" => ExecutionModel::TessellationEvaluation,
        "geom" => ExecutionModel::Geometry,
        "frag" => ExecutionModel::Fragment,
        s => panic!("stage {s}"),
    }
}

/// Lowers `bytes`, validates, and checks the new outputs against `slots`.
fn lower_and_check(
    bytes: &[u8],
    env: &str,
    slots: &Slots,
    what: &str,
) -> (Vec<u8>, clipemu::Report) {
    let mut m = Module::from_bytes(bytes).unwrap();
    let before = located(bytes, StorageClass::Output);
    let r = clipemu::lower_outputs(&mut m, slots).unwrap_or_else(|e| panic!("{what}: {e}"));
    let out = m.to_bytes();
    util::assert_valid(&out, env, what);
    assert_free_of_distances(&out, what);
    let mut want = before;
    for k in 0..slots.clip_locations() {
        want.push((slots.first_location + k, false));
    }
    for k in 0..slots.cull_locations() {
        want.push((slots.first_location + slots.clip_locations() + k, false));
    }
    want.sort_unstable();
    assert_eq!(located(&out, StorageClass::Output), want, "{what}");
    assert_eq!(
        r.slots.len() as u32,
        slots.clip_locations() + slots.cull_locations(),
        "{what}"
    );
    (out, r)
}

#[test]
fn interface_reports_distances_and_locations() {
    for env in ENVS {
        let cases: &[(&str, Interface)] = &[
            (
                "clipemu_block.vert",
                Interface {
                    clip: 4,
                    cull: 2,
                    locations_used: 3,
                },
            ),
            (
                "clipemu_standalone.vert.hlsl",
                Interface {
                    clip: 6,
                    cull: 3,
                    locations_used: 1,
                },
            ),
            (
                "clipemu.tese",
                Interface {
                    clip: 3,
                    cull: 1,
                    locations_used: 1,
                },
            ),
            (
                "clipemu.geom",
                Interface {
                    clip: 2,
                    cull: 1,
                    locations_used: 1,
                },
            ),
            (
                "clipemu_whole_block.vert.spvasm",
                Interface {
                    clip: 4,
                    cull: 2,
                    locations_used: 1,
                },
            ),
            (
                "clipemu_call.vert.spvasm",
                Interface {
                    clip: 4,
                    cull: 2,
                    locations_used: 1,
                },
            ),
            (
                "clip_whole_block.geom.spvasm",
                Interface {
                    clip: 1,
                    cull: 1,
                    locations_used: 0,
                },
            ),
            (
                "clipemu_inputs.frag",
                Interface {
                    clip: 0,
                    cull: 0,
                    locations_used: 3,
                },
            ),
            (
                "clipemu_noinput.frag",
                Interface {
                    clip: 0,
                    cull: 0,
                    locations_used: 0,
                },
            ),
            (
                "clipemu_reads_clip.frag",
                Interface {
                    clip: 3,
                    cull: 0,
                    locations_used: 1,
                },
            ),
            (
                "clip_input.frag",
                Interface {
                    clip: 2,
                    cull: 1,
                    locations_used: 0,
                },
            ),
            // glslang declares gl_ClipDistance[1] in every gl_PerVertex; unused, it counts 0.
            (
                "plain.vert",
                Interface {
                    clip: 0,
                    cull: 0,
                    locations_used: 1,
                },
            ),
        ];
        for (name, want) in cases {
            let bytes = util::compile(name, env);
            let m = Module::from_bytes(&bytes).unwrap();
            let got = clipemu::interface(&m, model(name)).unwrap();
            assert_eq!(&got, want, "{name} {env}");
        }
    }
}

#[test]
fn every_distance_count_lowers_to_valid_modules_in_every_env() {
    for env in ENVS {
        for clip in 1..=8u32 {
            for cull in [0u32, 1, 3, 4, 5, 8] {
                if clip + cull > 8 && cull != 8 {
                    continue;
                }
                let defines = [format!("CLIP={clip}"), format!("CULL={cull}")];
                let bytes = util::compile_with("clipemu_block.vert", env, &defines);
                let m = Module::from_bytes(&bytes).unwrap();
                let iface = clipemu::interface(&m, ExecutionModel::Vertex).unwrap();
                assert_eq!(
                    (iface.clip, iface.cull, iface.locations_used),
                    (clip, cull, 3)
                );
                let slots = Slots::for_pipeline(&iface, None);
                let what = format!("clipemu_block.vert clip {clip} cull {cull} {env}");
                let (_, r) = lower_and_check(&bytes, env, &slots, &what);
                // One copy before the early return, one before the final return.
                assert_eq!(r.copies, 2, "{what}");
                assert!(r.removed[0].capability_removed, "{what}");
            }
        }
    }
}

#[test]
fn every_stage_and_form_lowers_to_valid_modules() {
    for env in ENVS {
        for (name, copies) in [
            ("clipemu_standalone.vert.hlsl", 1),
            ("clipemu.tese", 1),
            // Three EmitVertex in main, one in emit_shifted.
            ("clipemu.geom", 2),
            ("clip_block.vert", 1),
            ("clip_standalone.vert.hlsl", 1),
            // Whole-block stores (and a load) of the output block.
            ("clipemu_whole_block.vert.spvasm", 1),
            // Whole-block loads of gl_in[i] and stores of the output block, three emits.
            ("clip_whole_block.geom.spvasm", 3),
            // gl_PerVertex with gl_ClipDistance only: the block variable goes.
            ("clip_lone_block.vert", 1),
            // Standalone arrays passed whole to a function that writes them.
            ("clipemu_call.vert.spvasm", 1),
            // Distance pointers chosen by OpSelect and OpPhi.
            ("clip_pointer_choice.vert.spvasm", 1),
        ] {
            let bytes = util::compile(name, env);
            let m = Module::from_bytes(&bytes).unwrap();
            let iface = clipemu::interface(&m, model(name)).unwrap();
            let slots = Slots::for_pipeline(&iface, None);
            let (out, r) = lower_and_check(&bytes, env, &slots, &format!("{name} {env}"));
            assert_eq!(r.copies, copies, "{name} {env}");
            if name.ends_with("geom") {
                // The copies sit right before each emit.
                assert_eq!(count_ops(&out, Op::EmitVertex), 2);
            }
            // Extra slots are filled with "not clipped"/"not culled" and stay valid.
            let wider = Slots {
                first_location: slots.first_location + 2,
                clip: 8,
                cull: 8,
            };
            lower_and_check(&bytes, env, &wider, &format!("{name} {env} 8+8"));
        }
    }
}

#[test]
fn fragment_shaders_of_every_shape_discard_validly() {
    for env in ENVS {
        for name in [
            "clipemu_inputs.frag",
            "clipemu_noinput.frag",
            "clipemu_reads_clip.frag",
            "clipemu_early.frag",
            "clipemu_demote.frag",
            "plain.frag",
            "clip_interpolate.frag",
        ] {
            if name == "clipemu_demote.frag" && env == VULKAN_1_0 {
                continue; // SPV_EXT_demote_to_helper_invocation needs SPIR-V 1.3 in glslang
            }
            let bytes = util::compile(name, env);
            let m = Module::from_bytes(&bytes).unwrap();
            let iface = clipemu::interface(&m, ExecutionModel::Fragment).unwrap();
            if name == "clipemu_inputs.frag" {
                // The phi whose parent is the block the emulation splits.
                assert!(count_ops(&bytes, Op::Phi) >= 1, "{name} {env}: no OpPhi");
            }
            for (clip, cull) in [(1, 0), (0, 1), (3, 2), (4, 4), (5, 1), (8, 8)] {
                let slots = Slots {
                    first_location: iface.locations_used.max(3),
                    clip,
                    cull,
                };
                let what = format!("{name} {env} clip {clip} cull {cull}");
                let mut m = Module::from_bytes(&bytes).unwrap();
                let r = clipemu::discard_fragments(&mut m, &slots)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                let out = m.to_bytes();
                util::assert_valid(&out, env, &what);
                assert_free_of_distances(&out, &what);
                let inputs = located(&out, StorageClass::Input);
                let ours: Vec<(u32, bool)> = inputs
                    .into_iter()
                    .filter(|&(l, _)| l >= slots.first_location)
                    .collect();
                let want: Vec<(u32, bool)> = (0..slots.clip_locations())
                    .map(|k| (slots.first_location + k, false))
                    .chain(
                        (0..slots.cull_locations())
                            .map(|k| (slots.first_location + slots.clip_locations() + k, false)),
                    )
                    .collect();
                assert_eq!(ours, want, "{what}");
                let kill = if name == "clipemu_demote.frag" {
                    Kill::DemoteToHelperInvocation
                } else if env == VULKAN_1_3 {
                    Kill::TerminateInvocation
                } else {
                    Kill::Kill
                };
                assert_eq!(r.kill, Some(kill), "{what}");
                let (op, before) = match kill {
                    Kill::Kill => (Op::Kill, count_ops(&bytes, Op::Kill)),
                    Kill::TerminateInvocation => (
                        Op::TerminateInvocation,
                        count_ops(&bytes, Op::TerminateInvocation),
                    ),
                    Kill::DemoteToHelperInvocation => (
                        Op::DemoteToHelperInvocation,
                        count_ops(&bytes, Op::DemoteToHelperInvocation),
                    ),
                };
                assert_eq!(count_ops(&out, op), before + 1, "{what}");
                assert_eq!(
                    count_ops(&out, Op::SelectionMerge),
                    count_ops(&bytes, Op::SelectionMerge) + 1
                );
                assert_eq!(
                    r.early_fragment_tests_removed,
                    name == "clipemu_early.frag",
                    "{what}"
                );
                if name == "clipemu_early.frag" {
                    assert!(!util::disassemble(&out).contains("EarlyFragmentTests"));
                }
            }
        }
    }
}

#[test]
fn fragment_reads_of_gl_clip_distance_come_from_the_slots() {
    let bytes = util::compile("clipemu_reads_clip.frag", VULKAN_1_1);
    let mut m = Module::from_bytes(&bytes).unwrap();
    let slots = Slots {
        first_location: 1,
        clip: 3,
        cull: 0,
    };
    clipemu::discard_fragments(&mut m, &slots).unwrap();
    let dis = util::disassemble(&m.to_bytes());
    // The Private array is stored from three components of the clip input.
    let stores = dis
        .lines()
        .filter(|l| l.contains("OpStore %gl_ClipDistance"))
        .count();
    assert_eq!(stores, 1, "{dis}");
    let construct = dis
        .lines()
        .find(|l| l.contains("OpCompositeConstruct %_arr_float_uint_3"))
        .expect(&dis);
    assert_eq!(construct.split_whitespace().count(), 7, "{construct}");
}

#[test]
fn discard_only_fragment_is_valid_for_every_slot_count() {
    for clip in 0..=8 {
        for cull in 0..=8 {
            let slots = Slots {
                first_location: 2,
                clip,
                cull,
            };
            let words = clipemu::discard_only_fragment(&slots).unwrap();
            let bytes = util::bytes(&words);
            for env in ENVS {
                util::assert_valid(
                    &bytes,
                    env,
                    &format!("discard-only clip {clip} cull {cull}"),
                );
            }
            let n = located(&bytes, StorageClass::Input).len() as u32;
            assert_eq!(n, slots.clip_locations() + slots.cull_locations());
            assert!(located(&bytes, StorageClass::Output).is_empty());
            assert_eq!(count_ops(&bytes, Op::Kill), usize::from(!slots.is_empty()));
        }
    }
}

#[test]
fn refusals_are_errors_with_reasons() {
    let vert = util::compile("clipemu_block.vert", VULKAN_1_1);
    let m = Module::from_bytes(&vert).unwrap();
    assert!(matches!(
        clipemu::interface(&m, ExecutionModel::Fragment),
        Err(Error::WrongStage {
            found: ExecutionModel::Vertex,
            ..
        })
    ));
    let lower = |bytes: &[u8], slots: Slots| {
        clipemu::lower_outputs(&mut Module::from_bytes(bytes).unwrap(), &slots)
    };
    assert_eq!(
        lower(
            &vert,
            Slots {
                first_location: 3,
                clip: 3,
                cull: 2
            }
        ),
        Err(Error::SlotsTooSmall {
            what: "clip",
            needed: 4,
            given: 3
        })
    );
    assert_eq!(
        lower(
            &vert,
            Slots {
                first_location: 2,
                clip: 4,
                cull: 2
            }
        ),
        Err(Error::LocationOverlap { first: 2, used: 3 })
    );
    assert!(matches!(
        lower(
            &vert,
            Slots {
                first_location: 3,
                clip: 33,
                cull: 0
            }
        ),
        Err(Error::TooManyDistances {
            what: "clip",
            count: 33
        })
    ));
    let tesc = util::compile("clip_arrayed.tesc", VULKAN_1_1);
    assert!(matches!(
        lower(&tesc, Slots::default()),
        Err(Error::WrongStage { .. })
    ));
    let frag = util::compile("clip_input.frag", VULKAN_1_1);
    assert!(matches!(
        clipemu::discard_fragments(
            &mut Module::from_bytes(&frag).unwrap(),
            &Slots {
                first_location: 1,
                clip: 2,
                cull: 1
            }
        ),
        Err(Error::Unsupported(_))
    ));
    assert!(matches!(
        lower(&frag, Slots::default()),
        Err(Error::WrongStage { .. })
    ));
    // A second entry point: the same function under the name "two" (one word, not two).
    let mut words = util::words(&util::compile("plain.frag", VULKAN_1_1));
    let mut at = 5;
    while words[at] & 0xFFFF != Op::EntryPoint as u32 {
        at += (words[at] >> 16) as usize;
    }
    let n = (words[at] >> 16) as usize;
    assert_eq!(&words[at + 3..at + 5], &[u32::from_le_bytes(*b"main"), 0]);
    let mut copy = words[at..at + n].to_vec();
    copy[3] = u32::from_le_bytes(*b"two\0");
    copy.remove(4);
    copy[0] = ((n as u32 - 1) << 16) | Op::EntryPoint as u32;
    words.splice(at..at, copy);
    let two = util::bytes(&words);
    util::assert_valid(&two, VULKAN_1_1, "two entry points");
    assert_eq!(
        clipemu::discard_fragments(
            &mut Module::from_bytes(&two).unwrap(),
            &Slots {
                first_location: 1,
                clip: 1,
                cull: 0
            }
        ),
        Err(Error::EntryPointCount(2))
    );
}

#[test]
fn empty_slots_only_remove_the_builtins() {
    let vert = util::compile("plain.vert", VULKAN_1_1);
    let mut m = Module::from_bytes(&vert).unwrap();
    let r = clipemu::lower_outputs(&mut m, &Slots::default()).unwrap();
    assert!(r.changed && r.slots.is_empty() && r.copies == 0);
    util::assert_valid(
        &m.to_bytes(),
        VULKAN_1_1,
        "plain.vert lowered with empty slots",
    );
    let frag = util::compile("plain.frag", VULKAN_1_1);
    let mut m = Module::from_bytes(&frag).unwrap();
    let r = clipemu::discard_fragments(&mut m, &Slots::default()).unwrap();
    assert!(!r.changed);
    assert_eq!(m.to_bytes(), frag);
}

#[test]
fn a_huge_gl_clip_distance_input_is_refused_not_expanded() {
    // clipemu_reads_clip.frag with its gl_ClipDistance[3] resized to a billion elements.
    let bytes = util::compile("clipemu_reads_clip.frag", VULKAN_1_1);
    let m = util::rspirv_load(&bytes);
    let id_of = |i: &rspirv::dr::Instruction, n: usize| match i.operands[n] {
        Operand::IdRef(id) => id,
        _ => panic!("{i:?}"),
    };
    let clip = m
        .annotations
        .iter()
        .find(|i| i.operands.get(2) == Some(&Operand::BuiltIn(BuiltIn::ClipDistance)))
        .map(|i| id_of(i, 0))
        .unwrap();
    let find = |id: u32| {
        m.types_global_values
            .iter()
            .find(|i| i.result_id == Some(id))
            .unwrap()
    };
    let pointer = find(clip).result_type.unwrap();
    let array = id_of(find(pointer), 1);
    let length = id_of(find(array), 1);
    let mut words = util::words(&bytes);
    let mut at = 5;
    while !(words[at] & 0xFFFF == Op::Constant as u32 && words[at + 2] == length) {
        at += (words[at] >> 16) as usize;
    }
    words[at + 3] = 1_000_000_000;
    let mut m = Module::from_words(words).unwrap();
    let slots = Slots {
        first_location: 1,
        clip: 3,
        cull: 0,
    };
    assert_eq!(
        clipemu::discard_fragments(&mut m, &slots),
        Err(Error::TooManyDistances {
            what: "clip",
            count: 1_000_000_000
        })
    );
}
