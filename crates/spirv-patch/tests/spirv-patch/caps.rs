//! The capability/extension report.

use spirv::{BuiltIn, Capability, ExecutionModel};
use spirv_patch::{Module, caps};

use crate::util::{self, VULKAN_1_1, VULKAN_1_3};

#[test]
fn report_lists_version_capabilities_entry_points_and_inputs() {
    let bytes = util::compile("clip_block.vert", VULKAN_1_1);
    let mut m = Module::from_bytes(&bytes).unwrap();
    let r = caps::pass(&mut m, &caps::Options::default()).unwrap();
    assert_eq!(m.to_bytes(), bytes, "the report never changes the module");
    assert_eq!(r.version, (1, 3));
    assert!(r.capabilities.contains(&Capability::Shader));
    assert!(r.capabilities.contains(&Capability::ClipDistance));
    assert!(r.capabilities.contains(&Capability::CullDistance));
    assert_eq!(r.ext_inst_imports, vec!["GLSL.std.450".to_string()]);
    assert_eq!(r.entry_points.len(), 1);
    assert_eq!(r.entry_points[0].model, Some(ExecutionModel::Vertex));
    assert_eq!(r.entry_points[0].name, "main");
    assert!(r.builtins.contains(&BuiltIn::ClipDistance));
    assert!(r.uses_clip_distance && r.uses_cull_distance);
    assert_eq!(r.vertex_inputs.len(), 1);
    assert_eq!(r.vertex_inputs[0].location, 0);
    assert_eq!(r.vertex_inputs[0].components, 4);
    assert!(r.vertex_inputs[0].float);
}

#[test]
fn report_sees_extensions_and_1_6() {
    let bytes = util::compile("scaled_int.vert", VULKAN_1_3);
    let r = caps::analyze(&Module::from_bytes(&bytes).unwrap()).unwrap();
    assert_eq!(r.version, (1, 6));
    // glslang's vertex gl_PerVertex declares the member even when unused: work to do.
    assert!(r.uses_clip_distance);
    let frag = util::compile("plain.frag", VULKAN_1_3);
    let f = caps::analyze(&Module::from_bytes(&frag).unwrap()).unwrap();
    assert!(!f.uses_clip_distance && !f.uses_cull_distance);
    assert!(f.vertex_inputs[0].float && f.vertex_inputs[0].components == 2);
    assert_eq!(r.vertex_inputs.len(), 1);
    assert!(!r.vertex_inputs[0].float);
    // An extension added by hand shows up.
    let with_ext = util::compile("clip_input.frag", VULKAN_1_1);
    let mut words = util::words(&with_ext);
    // Insert OpExtension "SPV_KHR_demo" after the capabilities (before OpExtInstImport).
    let name = b"SPV_KHR_demo\0\0\0\0";
    let mut inst = vec![(((name.len() / 4) + 1) as u32) << 16 | spirv::Op::Extension as u32];
    inst.extend(
        name.chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
    );
    let pos = Module::from_words(words.clone())
        .unwrap()
        .instructions()
        .find(|i| i.opcode() == spirv::Op::ExtInstImport as u16)
        .unwrap()
        .offset;
    words.splice(pos..pos, inst);
    let bytes = util::bytes(&words);
    util::assert_valid(&bytes, VULKAN_1_1, "module with an added OpExtension");
    let r = caps::analyze(&Module::from_bytes(&bytes).unwrap()).unwrap();
    assert_eq!(r.extensions, vec!["SPV_KHR_demo".to_string()]);
}
