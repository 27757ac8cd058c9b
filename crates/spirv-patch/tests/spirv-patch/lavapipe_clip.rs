//! On a real driver (lavapipe, picked with `VK_DRIVER_FILES`): triangles drawn with clip and
//! cull distances natively (features enabled, original shaders) and through the emulation
//! (a second device without the features, patched shaders) give the same pixels, except
//! samples on a clip edge: every differing pixel lies within one pixel of a clip line, and
//! at most 1/64 of the pixels differ. Colour passes use the patched fragment shader,
//! depth-only passes (no fragment stage natively) `discard_only_fragment`. The GLSL
//! `gl_PerVertex` form runs with four (clip, cull) configurations, the HLSL standalone-array
//! form, a vertex shader that stores its block whole, one that passes its arrays to a
//! function (the draw itself is in `lavapipe_clip_draw.rs`), a geometry stage (distances written in a helper that emits) and a tessellation
//! evaluation stage with one each. A run with the built-ins only stripped (what Vortek does) shows what is at
//! stake.

use ash::vk;
use spirv_patch::clipemu::{self, Slots};
use spirv_patch::{Module, clip};

use crate::lavapipe::{Gpu, gpu_with};
use crate::lavapipe_clip_draw::{Frame, SIZE, TRIANGLES, draw};
use crate::util::{self, VULKAN_1_1};

/// The clip planes of `clipemu_draw.vert`, `(a, b, c)` of `a*x + b*y + c*w`.
const PLANES: [[f32; 3]; 3] = [[1.0, 0.3, 0.2], [-0.4, 1.0, 0.5], [0.7, -0.6, 0.8]];
/// A differing pixel's centre must lie this close (in pixels) to a clip line.
const EDGE_PX: f32 = 1.0;

/// Distance in pixels from the centre of pixel `i` to the nearest of the first `planes`
/// clip lines (infinite without any).
fn clip_line_distance(i: usize, planes: usize) -> f32 {
    let (x, y) = (
        (i as u32 % SIZE) as f32 + 0.5,
        (i as u32 / SIZE) as f32 + 0.5,
    );
    let half = SIZE as f32 / 2.0;
    let (xn, yn) = (x / half - 1.0, y / half - 1.0);
    PLANES[..planes]
        .iter()
        .map(|[a, b, c]| (a * xn + b * yn + c).abs() / (a.hypot(*b) / half))
        .fold(f32::INFINITY, f32::min)
}

/// Indices of pixels where `a` and `b` differ (colour: any byte; depth: by more than 1e-6).
fn differing(a: &Frame, b: &Frame) -> Vec<usize> {
    (0..(SIZE * SIZE) as usize)
        .filter(|&i| {
            let c = match (&a.color, &b.color) {
                (Some(x), Some(y)) => x[4 * i..4 * i + 4] != y[4 * i..4 * i + 4],
                _ => false,
            };
            c || (a.depth[i] - b.depth[i]).abs() > 1e-6
        })
        .collect()
}

/// Triangle ids (1-based, from the red channel) visible in a frame.
fn visible(f: &Frame) -> Vec<u8> {
    let mut ids: Vec<u8> = f
        .color
        .as_ref()
        .unwrap()
        .chunks_exact(4)
        .map(|p| p[0])
        .filter(|&r| r != 0)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Strips both built-ins (what Vortek does, and what a non-last pre-rasterization stage needs
/// on a device without the features).
fn stripped(m: &Module) -> Module {
    let mut m = m.clone();
    for distance in [clip::Distance::Clip, clip::Distance::Cull] {
        clip::pass(&mut m, &clip::Options { distance }).unwrap();
    }
    m
}

/// Draws the scene with vertex shader `name` and the `later` pre-rasterization stages
/// (`clip_n` clip and `cull_n` cull distances in the last of them) natively, emulated (with
/// the colour pass and with a depth-only pass) and stripped, and checks the tolerance.
fn compare(
    native_gpu: &Gpu,
    bare: &Gpu,
    name: &str,
    later: &[(vk::ShaderStageFlags, &str)],
    clip_n: u32,
    cull_n: u32,
) {
    const V: vk::ShaderStageFlags = vk::ShaderStageFlags::VERTEX;
    const F: vk::ShaderStageFlags = vk::ShaderStageFlags::FRAGMENT;
    // Assembly shaders have their counts written in.
    let defines = if name.ends_with(".spvasm") {
        vec![]
    } else {
        vec![format!("CLIP={clip_n}"), format!("CULL={cull_n}")]
    };
    let name_list: Vec<&str> = std::iter::once(name)
        .chain(later.iter().map(|l| l.1))
        .collect();
    let label = name_list.join(" + ");
    let vm = Module::from_bytes(&util::compile_with(name, VULKAN_1_1, &defines)).unwrap();
    let fm = Module::from_bytes(&util::compile("clipemu_draw.frag", VULKAN_1_1)).unwrap();
    // Every pre-rasterization stage, in order.
    let mut pre_stages: Vec<(vk::ShaderStageFlags, Module)> = vec![(V, vm)];
    for &(stage, file) in later {
        pre_stages.push((
            stage,
            Module::from_bytes(&util::compile(file, VULKAN_1_1)).unwrap(),
        ));
    }
    let (last_stage, last) = pre_stages.last().unwrap();
    let model = match *last_stage {
        V => spirv::ExecutionModel::Vertex,
        vk::ShaderStageFlags::GEOMETRY => spirv::ExecutionModel::Geometry,
        _ => spirv::ExecutionModel::TessellationEvaluation,
    };
    let pre = clipemu::interface(last, model).unwrap();
    let frag = clipemu::interface(&fm, spirv::ExecutionModel::Fragment).unwrap();
    assert_eq!(
        (pre.clip, pre.cull, pre.locations_used),
        (clip_n, cull_n, 1)
    );
    assert_eq!(frag.locations_used, 1);
    let slots = Slots::for_pipeline(&pre, Some(&frag));
    assert_eq!(
        slots,
        Slots {
            first_location: 1,
            clip: clip_n,
            cull: cull_n
        }
    );
    let mut last_emu = last.clone();
    let lowered = clipemu::lower_outputs(&mut last_emu, &slots).unwrap();
    // One return in the vertex and tessellation evaluation shaders, one EmitVertex (in a
    // helper) in the geometry shader.
    assert_eq!(lowered.copies, 1);
    let mut fm_emu = fm.clone();
    clipemu::discard_fragments(&mut fm_emu, &slots).unwrap();
    let discard_only = clipemu::discard_only_fragment(&slots).unwrap();
    for (w, what) in [
        (last_emu.words(), "lowered pre-rasterization shader"),
        (fm_emu.words(), "discarding fragment shader"),
        (&discard_only[..], "discard-only fragment shader"),
    ] {
        util::assert_valid(&util::bytes(w), VULKAN_1_1, what);
    }
    // Native: the original stages. Emulated: earlier stages stripped, the last one lowered.
    // Vortek: everything stripped, nothing clipped or culled.
    let n = pre_stages.len();
    let native_pre: Vec<(vk::ShaderStageFlags, Vec<u32>)> = pre_stages
        .iter()
        .map(|(s, m)| (*s, m.words().to_vec()))
        .collect();
    let emu_pre: Vec<(vk::ShaderStageFlags, Vec<u32>)> = pre_stages
        .iter()
        .enumerate()
        .map(|(i, (s, m))| {
            let m = if i + 1 == n {
                last_emu.clone()
            } else {
                stripped(m)
            };
            (*s, m.words().to_vec())
        })
        .collect();
    let strip_pre: Vec<(vk::ShaderStageFlags, Vec<u32>)> = pre_stages
        .iter()
        .map(|(s, m)| (*s, stripped(m).words().to_vec()))
        .collect();
    let run = |g: &Gpu, pre: &[(vk::ShaderStageFlags, Vec<u32>)], f: Option<&[u32]>, color| {
        let mut refs: Vec<(vk::ShaderStageFlags, &[u32])> =
            pre.iter().map(|(s, w)| (*s, &w[..])).collect();
        refs.extend(f.map(|f| (F, f)));
        draw(g, &refs, color)
    };
    let native = run(native_gpu, &native_pre, Some(fm.words()), true);
    let emulated = run(bare, &emu_pre, Some(fm_emu.words()), true);
    let vortek = run(bare, &strip_pre, Some(fm.words()), true);
    let native_depth = run(native_gpu, &native_pre, None, false);
    let emulated_depth = run(bare, &emu_pre, Some(&discard_only), false);

    let px = (SIZE * SIZE) as usize;
    let covered = |f: &Frame| f.depth.iter().filter(|&&z| z < 1.0).count();
    let stake = differing(&native, &vortek).len();
    eprintln!(
        "{label} clip {clip_n} cull {cull_n}: covered pixels native {} emulated {} stripped {}; \
         stripped differs from native in {stake} of {px}",
        covered(&native),
        covered(&emulated),
        covered(&vortek)
    );
    // The scene exercises the distances: stripping them changes many pixels; culled
    // triangles show up when stripped and never natively.
    assert!(
        stake > px / 20,
        "the scene clips and culls too little: {stake}"
    );
    let native_ids = visible(&native);
    assert!(native_ids.len() >= 4, "{native_ids:?}");
    if cull_n > 0 {
        let culled: Vec<u8> = (0..TRIANGLES)
            .filter(|t| t % 4 == 0 || (t % 4 == 3 && cull_n > 1))
            .map(|t| t as u8 + 1)
            .collect();
        assert!(
            native_ids.iter().all(|id| !culled.contains(id)),
            "{native_ids:?}"
        );
        assert!(visible(&vortek).iter().any(|id| culled.contains(id)));
    }

    let planes = clip_n.min(3) as usize;
    for (pass, a, b) in [
        ("colour pass", &native, &emulated),
        ("depth-only pass", &native_depth, &emulated_depth),
    ] {
        let diff = differing(a, b);
        let far: Vec<(usize, f32)> = diff
            .iter()
            .map(|&i| (i, clip_line_distance(i, planes)))
            .filter(|&(_, d)| d > EDGE_PX)
            .collect();
        eprintln!(
            "{label} clip {clip_n} cull {cull_n} {pass}: {} of {px} pixels differ, at {:?}",
            diff.len(),
            diff.iter()
                .map(|&i| (
                    i as u32 % SIZE,
                    i as u32 / SIZE,
                    clip_line_distance(i, planes)
                ))
                .collect::<Vec<_>>()
        );
        assert!(
            far.is_empty(),
            "{label} {pass}: pixels differ away from every clip line: {far:?}"
        );
        // On-edge samples are rare: at most one pixel in 64 of the image.
        assert!(
            diff.len() <= px / 64,
            "{label} {pass}: {} pixels differ",
            diff.len()
        );
    }
}

/// A fragment shader reading `gl_ClipDistance` sees the same interpolated values natively
/// and emulated: every channel within 1/255 (clipping makes new vertices, so interpolation
/// may round differently), coverage identical.
fn fragment_reads(native_gpu: &Gpu, bare: &Gpu) {
    let defines = ["CLIP=4".to_owned(), "CULL=2".to_owned()];
    let vm = Module::from_bytes(&util::compile_with(
        "clipemu_draw.vert",
        VULKAN_1_1,
        &defines,
    ))
    .unwrap();
    let fm = Module::from_bytes(&util::compile("clipemu_draw_reads.frag", VULKAN_1_1)).unwrap();
    let fi = clipemu::interface(&fm, spirv::ExecutionModel::Fragment).unwrap();
    assert_eq!((fi.clip, fi.cull, fi.locations_used), (4, 0, 1));
    let pre = clipemu::interface(&vm, spirv::ExecutionModel::Vertex).unwrap();
    let slots = Slots::for_pipeline(&pre, Some(&fi));
    let mut vm_emu = vm.clone();
    clipemu::lower_outputs(&mut vm_emu, &slots).unwrap();
    let mut fm_emu = fm.clone();
    clipemu::discard_fragments(&mut fm_emu, &slots).unwrap();
    util::assert_valid(
        &fm_emu.to_bytes(),
        VULKAN_1_1,
        "fragment shader reading the slots",
    );
    let native = draw(
        native_gpu,
        &[
            (vk::ShaderStageFlags::VERTEX, vm.words()),
            (vk::ShaderStageFlags::FRAGMENT, fm.words()),
        ],
        true,
    );
    let emulated = draw(
        bare,
        &[
            (vk::ShaderStageFlags::VERTEX, vm_emu.words()),
            (vk::ShaderStageFlags::FRAGMENT, fm_emu.words()),
        ],
        true,
    );
    let (a, b) = (native.color.unwrap(), emulated.color.unwrap());
    let mut max = 0u8;
    let mut lit = 0;
    for (i, (pa, pb)) in a.chunks_exact(4).zip(b.chunks_exact(4)).enumerate() {
        assert_eq!(
            pa[3], pb[3],
            "coverage/id differs at pixel {i}: {pa:?} {pb:?}"
        );
        for c in 0..3 {
            max = max.max(pa[c].abs_diff(pb[c]));
        }
        lit += usize::from(pa[..3].iter().any(|&x| x > 8));
    }
    eprintln!(
        "gl_ClipDistance reads: {lit} pixels with distances, largest channel difference {max}/255"
    );
    assert!(lit > 200, "too few pixels show distances: {lit}");
    assert!(max <= 1, "interpolated distances differ by {max}/255");
}

#[test]
fn emulated_clip_and_cull_distances_match_native_ones_on_lavapipe() {
    let features = vk::PhysicalDeviceFeatures::default()
        .shader_clip_distance(true)
        .shader_cull_distance(true)
        .geometry_shader(true)
        .tessellation_shader(true);
    let native_gpu = gpu_with(features);
    // SAFETY: pdev belongs to this instance.
    let supported = unsafe {
        native_gpu
            .instance
            .get_physical_device_features(native_gpu.pdev)
    };
    assert_eq!(
        (
            supported.shader_clip_distance,
            supported.shader_cull_distance
        ),
        (vk::TRUE, vk::TRUE),
        "the native run needs a driver with clip and cull distances"
    );
    let bare = gpu_with(
        vk::PhysicalDeviceFeatures::default()
            .geometry_shader(true)
            .tessellation_shader(true),
    );

    // (clip, cull) counts. Not (3, 2): lavapipe 22.3.6 draws nothing natively when cull
    // distances follow a clip distance count that is not a multiple of 4 (each alone, and
    // (4, 2), draw correctly), so that case has no native reference here.
    for (clip_n, cull_n) in [(4, 2), (3, 0), (0, 2), (8, 0)] {
        compare(&native_gpu, &bare, "clipemu_draw.vert", &[], clip_n, cull_n);
    }
    fragment_reads(&native_gpu, &bare);
    // The HLSL form (standalone SV_ClipDistance / SV_CullDistance arrays); the gl_PerVertex
    // block written whole, loaded and stored back; the standalone arrays passed whole to a
    // function that writes them (Output pointer arguments: invalid for Vulkan, but lavapipe
    // takes them natively).
    for name in [
        "clipemu_draw.vert.hlsl",
        "clipemu_whole_block.vert.spvasm",
        "clipemu_call.vert.spvasm",
    ] {
        compare(&native_gpu, &bare, name, &[], 4, 2);
    }
    // A geometry stage writes the distances, in a function that emits each vertex.
    compare(
        &native_gpu,
        &bare,
        "clipemu_draw_gs.vert",
        &[(vk::ShaderStageFlags::GEOMETRY, "clipemu_draw.geom")],
        4,
        2,
    );
    // Tessellation: the evaluation stage writes the distances.
    compare(
        &native_gpu,
        &bare,
        "clipemu_draw_gs.vert",
        &[
            (
                vk::ShaderStageFlags::TESSELLATION_CONTROL,
                "clipemu_draw.tesc",
            ),
            (
                vk::ShaderStageFlags::TESSELLATION_EVALUATION,
                "clipemu_draw.tese",
            ),
        ],
        4,
        2,
    );

    for g in [native_gpu, bare] {
        // SAFETY: every object made from the devices was destroyed in draw.
        unsafe {
            g.device.destroy_device(None);
            g.instance.destroy_instance(None);
        }
    }
}
