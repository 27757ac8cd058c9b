//! Snapshot tests: the spirv-dis disassembly of patched modules against checked-in files in
//! `tests/snapshots/`. Re-bless with `SPIRV_PATCH_BLESS=1 cargo test -p spirv-patch snapshot`
//! (then review the diff). The snapshots depend on the glslang version that compiled the
//! shaders (Debian 12's glslang-tools in CI).

use spirv_patch::{Format, Module, clip, scaled};

use crate::util::{self, VULKAN_1_1, VULKAN_1_3};

fn check(name: &str, bytes: &[u8]) {
    let got = util::disassemble(bytes);
    let path = util::crate_dir()
        .join("tests/snapshots")
        .join(format!("{name}.spvasm"));
    if std::env::var_os("SPIRV_PATCH_BLESS").is_some() {
        std::fs::write(&path, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (bless with SPIRV_PATCH_BLESS=1)", path.display()));
    if got != want {
        let diff: Vec<String> = want
            .lines()
            .zip(got.lines())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .take(10)
            .map(|(i, (a, b))| format!("line {}:\n- {a}\n+ {b}", i + 1))
            .collect();
        panic!(
            "snapshot {name} differs ({} vs {} lines; bless with SPIRV_PATCH_BLESS=1):\n{}",
            want.lines().count(),
            got.lines().count(),
            diff.join("\n")
        );
    }
}

fn clip(shader: &str, env: &str, distance: clip::Distance) -> Vec<u8> {
    let mut m = Module::from_bytes(&util::compile(shader, env)).unwrap();
    clip::pass(&mut m, &clip::Options { distance }).unwrap();
    m.to_bytes()
}

#[test]
fn snapshot_clip_block_vert() {
    check(
        "clip_block.vert.clip.vk11",
        &clip("clip_block.vert", VULKAN_1_1, clip::Distance::Clip),
    );
}

#[test]
fn snapshot_clip_standalone_hlsl() {
    check(
        "clip_standalone.hlsl.clip.vk11",
        &clip(
            "clip_standalone.vert.hlsl",
            VULKAN_1_1,
            clip::Distance::Clip,
        ),
    );
    check(
        "clip_standalone.hlsl.clip.vk13",
        &clip(
            "clip_standalone.vert.hlsl",
            VULKAN_1_3,
            clip::Distance::Clip,
        ),
    );
}

#[test]
fn snapshot_clip_input_frag_cull() {
    check(
        "clip_input.frag.cull.vk11",
        &clip("clip_input.frag", VULKAN_1_1, clip::Distance::Cull),
    );
}

#[test]
fn snapshot_clip_arrayed_tesc() {
    check(
        "clip_arrayed.tesc.clip.vk13",
        &clip("clip_arrayed.tesc", VULKAN_1_3, clip::Distance::Clip),
    );
}

#[test]
fn snapshot_scaled_access_vert() {
    let mut m = Module::from_bytes(&util::compile("scaled_access.vert", VULKAN_1_1)).unwrap();
    let attributes = vec![
        (0, Format::R8_SSCALED),
        (1, Format::R16G16_USCALED),
        (2, Format::B8G8R8_SSCALED),
        (3, Format::A2B10G10R10_SSCALED_PACK32),
    ];
    scaled::pass(
        &mut m,
        &scaled::Options {
            attributes,
            unpack_packed: false,
        },
    )
    .unwrap();
    check("scaled_access.vert.vk11", &m.to_bytes());
}

#[test]
fn snapshot_clipemu() {
    use spirv_patch::clipemu::{self, Slots};
    let slots = Slots {
        first_location: 3,
        clip: 4,
        cull: 2,
    };
    let mut v = Module::from_bytes(&util::compile("clipemu_block.vert", VULKAN_1_1)).unwrap();
    clipemu::lower_outputs(&mut v, &slots).unwrap();
    check("clipemu_block.vert.lower.vk11", &v.to_bytes());
    let mut f = Module::from_bytes(&util::compile("clipemu_inputs.frag", VULKAN_1_3)).unwrap();
    clipemu::discard_fragments(&mut f, &slots).unwrap();
    check("clipemu_inputs.frag.discard.vk13", &f.to_bytes());
    let only = clipemu::discard_only_fragment(&Slots {
        first_location: 0,
        clip: 3,
        cull: 1,
    })
    .unwrap();
    check("clipemu.discard_only.vk10", &util::bytes(&only));
}

#[test]
fn snapshot_dxvkfix() {
    use spirv_patch::dxvkfix;
    let mut v = Module::from_bytes(&util::compile("point_size.vert", VULKAN_1_1)).unwrap();
    dxvkfix::remove_point_size(&mut v).unwrap();
    check("point_size.vert.vk11", &v.to_bytes());
    let producer = Module::from_bytes(&util::compile("widen.vert", VULKAN_1_1)).unwrap();
    let producer = dxvkfix::stage_interface(&producer, spirv::StorageClass::Output).unwrap();
    let mut f = Module::from_bytes(&util::compile("widen.frag", VULKAN_1_1)).unwrap();
    dxvkfix::widen_inputs(&mut f, &producer).unwrap();
    check("widen.frag.vk11", &f.to_bytes());
    let mut b = Module::from_bytes(&util::compile("bound_check.frag", VULKAN_1_3)).unwrap();
    dxvkfix::remove_image_bound_check(&mut b).unwrap();
    check("bound_check.frag.vk13", &b.to_bytes());
}
