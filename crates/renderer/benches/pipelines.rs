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
//!
//! - **repair alone, cache miss**: the caches emptied and the repair run, with no pipeline
//!   made: the plan, the rewrites and the two `vkCreateShaderModule` calls;
//! - **vkCreateShaderModule x2**: the driver making two modules of the originals' code, the
//!   module-creation part of the row above.
//!
//! The repair's overhead is *repaired* against *rewritten, driver alone*.
//!
//! `cargo bench -p vkrelay-renderer --bench pipelines`. The driver is the one
//! `VK_DRIVER_FILES` selects (lavapipe in CI).

use std::hint::black_box;
use std::sync::Arc;

use ash::vk;
use criterion::Criterion;
use vk_wire::args;
use vkrelay_renderer::config::{Config, Emulation};
use vkrelay_renderer::repair::{caps, pipeline};

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    pdev: vk::PhysicalDevice,
    render_pass: vk::RenderPass,
    layout: vk::PipelineLayout,
}

fn gpu() -> Gpu {
    // SAFETY: the system loader; the handles made here are used only by this bench.
    unsafe {
        let entry = ash::Entry::load().expect("a Vulkan loader");
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pdev = instance.enumerate_physical_devices().unwrap()[0];
        let prio = [1.0];
        let queue = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let features = vk::PhysicalDeviceFeatures {
            shader_clip_distance: vk::TRUE,
            ..Default::default()
        };
        let device = instance
            .create_device(
                pdev,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&queue)
                    .enabled_features(&features),
                None,
            )
            .unwrap();
        let attachment = [vk::AttachmentDescription::default()
            .format(vk::Format::R8G8B8A8_UNORM)
            .samples(vk::SampleCountFlags::TYPE_1)
            .load_op(vk::AttachmentLoadOp::CLEAR)
            .store_op(vk::AttachmentStoreOp::STORE)
            .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)];
        let color = [vk::AttachmentReference::default()
            .attachment(0)
            .layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)];
        let subpass = [vk::SubpassDescription::default().color_attachments(&color)];
        let render_pass = device
            .create_render_pass(
                &vk::RenderPassCreateInfo::default()
                    .attachments(&attachment)
                    .subpasses(&subpass),
                None,
            )
            .unwrap();
        let range = [vk::PushConstantRange {
            stage_flags: vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT,
            offset: 0,
            size: 32,
        }];
        let layout = device
            .create_pipeline_layout(
                &vk::PipelineLayoutCreateInfo::default().push_constant_ranges(&range),
                None,
            )
            .unwrap();
        Gpu {
            _entry: entry,
            instance,
            device,
            pdev,
            render_pass,
            layout,
        }
    }
}

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
    let mut dev = pipeline::Device::new(Arc::new(physical), g.device.clone());
    // SAFETY: the modules' create infos, their code alive.
    unsafe {
        dev.keep_module(&vs_info, vs);
        dev.keep_module(&fs_info, fs);
    }
    let mut stats = Default::default();
    // The rewritten modules, as the repair points the stages at them.
    let mut rewritten = (vs, fs);
    create(&g, vs, fs, |a| {
        // SAFETY: `a` points at live create infos in writable memory.
        let owned = unsafe { dev.before_pipelines(a, &mut stats) };
        // SAFETY: one create info with two stages, just edited.
        let stages = unsafe { std::slice::from_raw_parts((*a.p_create_infos).p_stages, 2) };
        rewritten = (stages[0].module, stages[1].module);
        drop(owned);
    });
    assert!(
        rewritten.0 != vs && rewritten.1 != fs,
        "the repair rewrote nothing"
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
    assert!(
        stats.pipelines_repaired > 0 && stats.refused == 0,
        "{stats:?}"
    );
    c.final_summary();
}
