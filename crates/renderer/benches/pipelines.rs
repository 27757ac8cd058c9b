//! What the shader repairs add to `vkCreateGraphicsPipelines`, in the same run:
//!
//! - **native**: the driver creates the pipeline of the bundled example's `--mode clip`
//!   (a vertex shader writing two clip distances, a flat fragment shader) with the
//!   `shaderClipDistance` feature;
//! - **rewritten, driver alone**: the driver creates the pipeline from the rewritten modules
//!   (what the repair hands it) without the feature: the emulation's own cost in the driver;
//! - **repaired, cache hit**: the renderer's repair (`repair::pipeline::Device::before_pipelines`,
//!   with the clip-distance emulation on) points the stages at rewritten modules found in its
//!   cache, then the driver creates the pipeline;
//! - **repaired, cache miss**: the same with the caches emptied first (`clear_cache`: the
//!   distance plans and the rewritten modules), so both stages are planned, rewritten
//!   (`spirv_patch::clipemu`) and created on the driver each time, as for a pipeline of
//!   modules not seen before.
//! - **repaired, rewrite from disk**: the same with the caches emptied first, on a device
//!   whose store of rewrites on disk (`repair::spirv_cache`, loaded from the file a first
//!   run leaves) holds the plan and both rewrites: a second run of an application meeting
//!   the pipeline; no pass runs, the two modules are created on the driver.
//!
//! - **repair alone, cache miss**: the caches emptied and the repair run, with no pipeline
//!   made: the plan, the rewrites and the two `vkCreateShaderModule` calls;
//! - **repair alone, rewrite from disk**: the caches emptied and the repair run on the
//!   device with the store, with no pipeline made: the look-ups on disk and the two
//!   `vkCreateShaderModule` calls;
//! - **vkCreateShaderModule x2**: the driver making two modules of the originals' code, the
//!   module-creation part of the rows above.
//!
//! The repair's overhead is *repaired* against *rewritten, driver alone*.
//!
//! `cargo bench -p vkrelay-renderer --bench pipelines`. The driver is the one
//! `VK_DRIVER_FILES` selects (lavapipe in CI).
//!
//! With `PIPELINES_AB=ROUNDS` set, the bench also runs an interleaved comparison of *native*,
//! *rewritten, driver alone*, *repaired, cache miss* and *repaired, rewrite from disk* after
//! criterion's rows: each round times `PIPELINES_AB_EACH` (default 500) creations of each, one
//! of each in turn (the order rotated every time), so all four see the same driver and machine
//! state; it prints each round's medians, the miss's overhead over native and over the driver
//! alone and the disk row's over native, then the median overheads of the rounds.
//!
//! With `PIPELINES_COLD=PAIRS` set, it then compares *native* and *repaired, cache miss* for
//! pipelines whose vertex shader is new to the driver too (a constant changed each time), so
//! the driver compiles on both sides: module creation and pipeline creation, interleaved.

use std::hint::black_box;
use std::sync::Arc;

use ash::vk;
use criterion::Criterion;
use vk_wire::args;
use vkrelay_renderer::config::{Config, Emulation};
use vkrelay_renderer::repair::{caps, pipeline, spirv_cache};

#[path = "common/clip_gpu.rs"]
mod clip_gpu;
use clip_gpu::{Gpu, gpu, words};

/// Creates (and destroys) the clip pipeline from `vs` and `fs`, after `repair` edited the
/// create info.
fn create(
    g: &Gpu,
    vs: vk::ShaderModule,
    fs: vk::ShaderModule,
    repair: impl FnOnce(&args::CreateGraphicsPipelines),
) {
    build(g, vs, fs, repair, true);
}

/// The create info of [`create`], given to `repair`; the pipeline is made if `make`.
fn build(
    g: &Gpu,
    vs: vk::ShaderModule,
    fs: vk::ShaderModule,
    repair: impl FnOnce(&args::CreateGraphicsPipelines),
    make: bool,
) {
    let stages = [
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::VERTEX)
            .module(vs)
            .name(c"main"),
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::FRAGMENT)
            .module(fs)
            .name(c"main"),
    ];
    let bindings = [vk::VertexInputBindingDescription {
        binding: 0,
        stride: 24,
        input_rate: vk::VertexInputRate::VERTEX,
    }];
    let attrs = [
        vk::VertexInputAttributeDescription {
            location: 0,
            binding: 0,
            format: vk::Format::R32G32_SFLOAT,
            offset: 0,
        },
        vk::VertexInputAttributeDescription {
            location: 1,
            binding: 0,
            format: vk::Format::R32G32B32A32_SFLOAT,
            offset: 8,
        },
    ];
    let vi = vk::PipelineVertexInputStateCreateInfo::default()
        .vertex_binding_descriptions(&bindings)
        .vertex_attribute_descriptions(&attrs);
    let ia = vk::PipelineInputAssemblyStateCreateInfo::default()
        .topology(vk::PrimitiveTopology::TRIANGLE_LIST);
    let vp = vk::PipelineViewportStateCreateInfo::default()
        .viewport_count(1)
        .scissor_count(1);
    let rs = vk::PipelineRasterizationStateCreateInfo::default().line_width(1.0);
    let ms = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_1);
    let blend = [vk::PipelineColorBlendAttachmentState::default()
        .color_write_mask(vk::ColorComponentFlags::RGBA)];
    let cb = vk::PipelineColorBlendStateCreateInfo::default().attachments(&blend);
    let dynamic = [vk::DynamicState::VIEWPORT, vk::DynamicState::SCISSOR];
    let ds = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dynamic);
    let info = [vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vi)
        .input_assembly_state(&ia)
        .viewport_state(&vp)
        .rasterization_state(&rs)
        .multisample_state(&ms)
        .color_blend_state(&cb)
        .dynamic_state(&ds)
        .layout(g.layout)
        .render_pass(g.render_pass)];
    let mut pipeline = vk::Pipeline::null();
    let a = args::CreateGraphicsPipelines {
        device: g.device.handle(),
        pipeline_cache: vk::PipelineCache::null(),
        create_info_count: 1,
        // SAFETY: the cast drops the lifetime only; `info` outlives `a`.
        p_create_infos: info.as_ptr().cast(),
        p_allocator: std::ptr::null(),
        p_pipelines: &mut pipeline,
    };
    repair(&a);
    if !make {
        return;
    }
    // SAFETY: a valid create info on a live device (the repair pointed it at live modules).
    unsafe {
        let p = g
            .device
            .create_graphics_pipelines(
                vk::PipelineCache::null(),
                &*std::ptr::slice_from_raw_parts(a.p_create_infos, 1),
                None,
            )
            .unwrap();
        g.device.destroy_pipeline(black_box(p[0]), None);
    }
}

fn main() {
    let g = gpu();
    let vs_words = words(include_bytes!(
        "../../../examples/offscreen/shaders/clip.vert.spv"
    ));
    let fs_words = words(include_bytes!(
        "../../../examples/offscreen/shaders/flat.frag.spv"
    ));
    let vs_info = vk::ShaderModuleCreateInfo::default().code(&vs_words);
    let fs_info = vk::ShaderModuleCreateInfo::default().code(&fs_words);
    // SAFETY: valid SPIR-V on a live device.
    let (vs, fs) = unsafe {
        (
            g.device.create_shader_module(&vs_info, None).unwrap(),
            g.device.create_shader_module(&fs_info, None).unwrap(),
        )
    };
    let config = Config {
        emulate_missing: vec![Emulation::ClipDistance],
        ..Default::default()
    };
    // SAFETY: `pdev` belongs to the instance, made for Vulkan 1.1.
    let physical =
        unsafe { caps::probe(&config, &g.instance, g.pdev, vk::API_VERSION_1_1) }.unwrap();
    let physical = Arc::new(physical);
    let mut dev = pipeline::Device::new(physical.clone(), g.device.clone());
    // The rewritten modules' owner: its cache is never emptied, so they outlive the misses
    // of `dev`, which free the modules of its own cache.
    let mut keeper = pipeline::Device::new(physical.clone(), g.device.clone());
    // Its store of rewrites on disk is filled by its first repair, as a first run's is.
    let store = |name: &str| {
        spirv_cache::Store::new(std::env::temp_dir(), format!("{name}.vkspv"), u64::MAX)
    };
    keeper.set_disk(store("bench-keeper"));
    // A device whose store holds the keeper's entries, as loaded in a second run.
    let mut from_disk = pipeline::Device::new(physical, g.device.clone());
    // SAFETY: the modules' create infos, their code alive.
    unsafe {
        for d in [&mut dev, &mut keeper, &mut from_disk] {
            d.keep_module(&vs_info, vs);
            d.keep_module(&fs_info, fs);
        }
    }
    let mut stats = Default::default();
    // The rewritten modules, as the repair points the stages at them.
    let mut rewritten = (vs, fs);
    create(&g, vs, fs, |a| {
        // SAFETY: `a` points at live create infos in writable memory.
        let owned = unsafe { keeper.before_pipelines(a, &mut stats) };
        // SAFETY: one create info with two stages, just edited.
        let stages = unsafe { std::slice::from_raw_parts((*a.p_create_infos).p_stages, 2) };
        rewritten = (stages[0].module, stages[1].module);
        drop(owned);
    });
    assert!(
        rewritten.0 != vs && rewritten.1 != fs,
        "the repair rewrote nothing"
    );
    let mut loaded = store("bench-from-disk");
    loaded
        .fill(&keeper.disk().expect("the keeper has a store").file())
        .unwrap();
    assert_eq!(loaded.len(), 3, "a plan and two rewrites");
    from_disk.set_disk(loaded);
    build(
        &g,
        vs,
        fs,
        |a| {
            // SAFETY: `a` points at live create infos in writable memory.
            drop(unsafe { from_disk.before_pipelines(a, &mut stats) });
        },
        false,
    );
    assert!(
        stats.rewrites_from_disk == 2 && stats.plans_from_disk == 1,
        "the repair found nothing on disk: {stats:?}"
    );
    let mut c = Criterion::default().configure_from_args();
    let mut group = c.benchmark_group("vkCreateGraphicsPipelines");
    group.bench_function("native", |b| b.iter(|| create(&g, vs, fs, |_| {})));
    group.bench_function("rewritten, driver alone", |b| {
        b.iter(|| create(&g, rewritten.0, rewritten.1, |_| {}))
    });
    group.bench_function("repaired, cache hit", |b| {
        b.iter(|| {
            create(&g, vs, fs, |a| {
                // SAFETY: `a` points at live create infos in writable memory.
                let owned = unsafe { dev.before_pipelines(a, &mut stats) };
                black_box(owned);
            })
        })
    });
    group.bench_function("repaired, cache miss", |b| {
        b.iter(|| {
            create(&g, vs, fs, |a| {
                // SAFETY: no pipeline creation is running; `a` as above.
                let owned = unsafe {
                    dev.clear_cache();
                    dev.before_pipelines(a, &mut stats)
                };
                black_box(owned);
            })
        })
    });
    group.bench_function("repaired, rewrite from disk", |b| {
        b.iter(|| {
            create(&g, vs, fs, |a| {
                // SAFETY: no pipeline creation is running; `a` as above.
                let owned = unsafe {
                    from_disk.clear_cache();
                    from_disk.before_pipelines(a, &mut stats)
                };
                black_box(owned);
            })
        })
    });
    group.bench_function("repair alone, cache miss", |b| {
        b.iter(|| {
            build(
                &g,
                vs,
                fs,
                |a| {
                    // SAFETY: as above.
                    let owned = unsafe {
                        dev.clear_cache();
                        dev.before_pipelines(a, &mut stats)
                    };
                    black_box(owned);
                },
                false,
            )
        })
    });
    group.bench_function("repair alone, rewrite from disk", |b| {
        b.iter(|| {
            build(
                &g,
                vs,
                fs,
                |a| {
                    // SAFETY: as above.
                    let owned = unsafe {
                        from_disk.clear_cache();
                        from_disk.before_pipelines(a, &mut stats)
                    };
                    black_box(owned);
                },
                false,
            )
        })
    });
    group.bench_function("vkCreateShaderModule x2", |b| {
        b.iter(|| {
            // SAFETY: valid SPIR-V on a live device; the modules are destroyed at once.
            unsafe {
                for info in [&vs_info, &fs_info] {
                    let m = g.device.create_shader_module(info, None).unwrap();
                    g.device.destroy_shader_module(black_box(m), None);
                }
            }
        })
    });
    group.finish();
    if let Some(rounds) = env_number("PIPELINES_AB") {
        let each = env_number("PIPELINES_AB_EACH").unwrap_or(500);
        interleaved(rounds, each, &mut |variant| {
            match variant {
                // SAFETY: no pipeline creation is running.
                Variant::Miss => unsafe { dev.clear_cache() },
                // SAFETY: as above.
                Variant::Disk => unsafe { from_disk.clear_cache() },
                _ => {}
            }
            let start = std::time::Instant::now();
            match variant {
                Variant::Native => create(&g, vs, fs, |_| {}),
                Variant::Rewritten => create(&g, rewritten.0, rewritten.1, |_| {}),
                Variant::Miss => create(&g, vs, fs, |a| {
                    // SAFETY: `a` points at live create infos in writable memory.
                    let owned = unsafe { dev.before_pipelines(a, &mut stats) };
                    black_box(owned);
                }),
                Variant::Disk => create(&g, vs, fs, |a| {
                    // SAFETY: as above.
                    let owned = unsafe { from_disk.before_pipelines(a, &mut stats) };
                    black_box(owned);
                }),
            }
            start.elapsed()
        });
    }
    if let Some(pairs) = env_number("PIPELINES_COLD") {
        // A vertex shader the driver has not seen: the clip shader with its constant 1.0
        // nudged by `n` units in the last place (`n` < 2^22 keeps it in [1, 1.5)), so that no
        // cache of the driver holds it.
        let one = 1.0f32.to_bits();
        let at = vs_words
            .windows(4)
            .position(|w| w[0] == (4 << 16 | 43) && w[3] == one)
            .expect("clip.vert.spv has an OpConstant 1.0");
        // Started from the clock, so that a second run does not meet the first run's
        // shaders in the driver's disk cache.
        let mut n = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos() & 0x1f_ffff);
        let mut fresh = |device: &ash::Device| {
            n += 1;
            let mut w = vs_words.clone();
            w[at + 3] = one + n;
            // SAFETY: valid SPIR-V (one constant's value changed) on a live device.
            let m = unsafe {
                device.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(&w), None)
            }
            .unwrap();
            (w, m)
        };
        let (mut native, mut miss) = (Vec::new(), Vec::new());
        for i in 0..pairs {
            for repaired in [i % 2 == 0, i % 2 != 0] {
                // SAFETY: no pipeline creation is running.
                unsafe { dev.clear_cache() };
                let start = std::time::Instant::now();
                let (w, m) = fresh(&g.device);
                if repaired {
                    // SAFETY: the module's create info, its code alive.
                    unsafe { dev.keep_module(&vk::ShaderModuleCreateInfo::default().code(&w), m) };
                    create(&g, m, fs, |a| {
                        // SAFETY: `a` points at live create infos in writable memory.
                        let owned = unsafe { dev.before_pipelines(a, &mut stats) };
                        black_box(owned);
                    });
                    miss.push(start.elapsed());
                    dev.forget_module(m);
                } else {
                    create(&g, m, fs, |_| {});
                    native.push(start.elapsed());
                }
                // SAFETY: the pipeline made from it is destroyed.
                unsafe { g.device.destroy_shader_module(m, None) };
            }
        }
        let (n, m) = (median(&mut native), median(&mut miss));
        println!(
            "cold: a vertex shader new to the driver each time, {pairs} pairs interleaved: native {n:.1} µs, repaired miss {m:.1} µs; miss over native {:+.1} %",
            (m / n - 1.0) * 100.0
        );
    }
    assert!(
        stats.pipelines_repaired > 0 && stats.refused == 0,
        "{stats:?}"
    );

    c.final_summary();
}

fn env_number(name: &str) -> Option<usize> {
    std::env::var(name).ok()?.parse().ok().filter(|&n| n > 0)
}

fn median(v: &mut [std::time::Duration]) -> f64 {
    v.sort_unstable();
    v[v.len() / 2].as_secs_f64() * 1e6
}

#[derive(Clone, Copy)]
enum Variant {
    Native,
    Rewritten,
    Miss,
    /// A miss of the in-memory caches whose rewrites come from the store on disk.
    Disk,
}

/// `rounds` of `each` creations of every [`Variant`], one of each in turn; `one(variant)`
/// creates one pipeline and returns how long it took.
fn interleaved(rounds: usize, each: usize, one: &mut dyn FnMut(Variant) -> std::time::Duration) {
    const ALL: [Variant; 4] = [
        Variant::Native,
        Variant::Rewritten,
        Variant::Miss,
        Variant::Disk,
    ];
    let (mut over_native, mut over_driver, mut disk_native) = (Vec::new(), Vec::new(), Vec::new());
    for round in 1..=rounds {
        let mut times: [Vec<std::time::Duration>; 4] = Default::default();
        for i in 0..each {
            for k in 0..4 {
                let v = ALL[(i + k) % 4];
                let t = one(v);
                times[v as usize].push(t);
            }
        }
        let [n, r, m, d] = times.map(|mut t| median(&mut t));
        let (a, b, c) = (
            (m / n - 1.0) * 100.0,
            (m / r - 1.0) * 100.0,
            (d / n - 1.0) * 100.0,
        );
        println!(
            "interleaved round {round}: native {n:.1} µs, rewritten (driver alone) {r:.1} µs, repaired miss {m:.1} µs, rewrite from disk {d:.1} µs; miss over native {a:+.1} %, over the driver alone {b:+.1} %; from disk over native {c:+.1} %"
        );
        over_native.push(a);
        over_driver.push(b);
        disk_native.push(c);
    }
    for (what, v) in [
        ("a miss over native", &mut over_native),
        ("a miss over the driver alone", &mut over_driver),
        ("a rewrite from disk over native", &mut disk_native),
    ] {
        v.sort_unstable_by(f64::total_cmp);
        println!(
            "interleaved: {what}: median {:+.1} % of {} rounds of {each} (min {:+.1} %, max {:+.1} %)",
            v[v.len() / 2],
            v.len(),
            v[0],
            v[v.len() - 1]
        );
    }
}
