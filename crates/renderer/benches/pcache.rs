//! Pipeline creation cold and warm from the renderer's pipeline cache on disk, in the same run:
//!
//! - **native, no cache (cold)**: a pipeline the driver has never seen (its fragment shader
//!   differs from every earlier one by an unused constant), no `VkPipelineCache`;
//! - **native, cache from memory (warm)**: a pipeline whose data is in a `VkPipelineCache`
//!   created from bytes in memory for the call: the driver's best case;
//! - **renderer, cold (no file)**: the renderer's [`Caches`] on a device with no file, then a
//!   new pipeline through its cache: what a first run pays;
//! - **renderer, warm from disk**: [`Caches::device_created`] reading and checking the file
//!   and creating the cache from it, then a pipeline through it: what a later run pays for
//!   its first pipeline of that kind.
//!
//! Every row creates its fragment shader module in the timed part. The driver's own disk
//! caches are turned off (`MESA_SHADER_CACHE_DISABLE`, `__GL_SHADER_DISK_CACHE`).
//!
//! `cargo bench -p vkrelay-renderer --bench pcache`. The driver is the one `VK_DRIVER_FILES`
//! selects.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use ash::vk;
use criterion::{BatchSize, Criterion};
use vkrelay_renderer::config::Config;
use vkrelay_renderer::pipeline_cache::Caches;

#[path = "common/clip_gpu.rs"]
mod clip_gpu;
use clip_gpu::{Gpu, gpu, words};

/// Warm pipelines cycled through by the warm rows.
const WARM: usize = 16;

/// `flat.frag` with one more, unused, `OpConstant` of value `n`: a module no driver has seen.
fn variant(n: u32) -> Vec<u32> {
    use rspirv::binary::Assemble;
    use rspirv::dr::{Instruction, Operand};
    use rspirv::spirv::Op;
    let mut m = rspirv::dr::load_words(words(include_bytes!(
        "../../../examples/offscreen/shaders/flat.frag.spv"
    )))
    .unwrap();
    let uint = m
        .types_global_values
        .iter()
        .find(|i| {
            i.class.opcode == Op::TypeInt
                && i.operands.first() == Some(&Operand::LiteralBit32(32))
                && i.operands.get(1) == Some(&Operand::LiteralBit32(0))
        })
        .and_then(|i| i.result_id);
    let uint = uint.unwrap_or_else(|| {
        let id = m.header.as_ref().unwrap().bound;
        m.header.as_mut().unwrap().bound += 1;
        m.types_global_values.push(Instruction::new(
            Op::TypeInt,
            None,
            Some(id),
            vec![Operand::LiteralBit32(32), Operand::LiteralBit32(0)],
        ));
        id
    });
    let id = m.header.as_ref().unwrap().bound;
    m.header.as_mut().unwrap().bound += 1;
    m.types_global_values.push(Instruction::new(
        Op::Constant,
        Some(uint),
        Some(id),
        vec![Operand::LiteralBit32(n)],
    ));
    m.assemble()
}

/// Creates the fragment module `fs_words` and a pipeline of it through `cache`, then destroys
/// both.
fn create(g: &Gpu, fs_words: &[u32], cache: vk::PipelineCache) {
    // SAFETY: valid SPIR-V and create infos on a live device; the objects are destroyed here.
    unsafe {
        let fs = g
            .device
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(fs_words), None)
            .unwrap();
        let stages = [
            vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::VERTEX)
                .module(g.vs)
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
        let info = vk::GraphicsPipelineCreateInfo::default()
            .stages(&stages)
            .vertex_input_state(&vi)
            .input_assembly_state(&ia)
            .viewport_state(&vp)
            .rasterization_state(&rs)
            .multisample_state(&ms)
            .color_blend_state(&cb)
            .dynamic_state(&ds)
            .layout(g.layout)
            .render_pass(g.render_pass);
        let p = g
            .device
            .create_graphics_pipelines(cache, &[info], None)
            .unwrap();
        g.device.destroy_pipeline(black_box(p[0]), None);
        g.device.destroy_shader_module(fs, None);
    }
}

fn main() {
    // SAFETY: no other thread runs yet; the driver is loaded after this.
    unsafe {
        std::env::set_var("MESA_SHADER_CACHE_DISABLE", "true");
        std::env::set_var("__GL_SHADER_DISK_CACHE", "0");
    }
    let g = gpu();
    let dir = std::env::temp_dir().join(format!("vkrelay-pcache-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let empty_dir = dir.join("empty");
    let config = |d: &PathBuf| Config {
        pipeline_cache_dir: Some(d.clone()),
        ..Default::default()
    };
    let (warm_config, cold_config) = (config(&dir), config(&empty_dir));
    let warm: Vec<Vec<u32>> = (0..WARM as u32).map(|n| variant(1 << 30 | n)).collect();
    let mut stats = Default::default();
    let device = g.device.handle();
    let null = vk::PipelineCache::null();

    // A first run: the warm pipelines through the renderer's cache, saved when the device
    // "goes away".
    let mut caches = Caches::new(&warm_config);
    // SAFETY: `pdev` belongs to the live instance; `device` was made on it.
    unsafe {
        caches.instance_created(&vk::InstanceCreateInfo::default());
        caches.device_created(&g.entry, g.instance.handle(), g.pdev, device, &mut stats);
    }
    let cache = caches.for_pipelines(device, null);
    for w in &warm {
        create(&g, w, cache);
    }
    caches.pipelines_created(device, cache, WARM as u32, &mut stats);
    // SAFETY: no call uses the device meanwhile.
    unsafe { caches.device_gone(device, &[], &mut stats) };
    let mut waited = Duration::ZERO;
    while std::fs::read_dir(&dir).map_or(0, |d| {
        d.flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "vkpc"))
            .count()
    }) == 0
    {
        assert!(waited < Duration::from_secs(10), "no cache file written");
        std::thread::sleep(Duration::from_millis(10));
        waited += Duration::from_millis(10);
    }
    // The driver's data for the warm pipelines, in memory.
    let data = {
        let info = vk::PipelineCacheCreateInfo::default();
        // SAFETY: a live device; the cache is destroyed below.
        unsafe {
            let c = g.device.create_pipeline_cache(&info, None).unwrap();
            for w in &warm {
                create(&g, w, c);
            }
            let d = g.device.get_pipeline_cache_data(c).unwrap();
            g.device.destroy_pipeline_cache(c, None);
            d
        }
    };
    eprintln!(
        "pcache bench: {} bytes of driver data for {WARM} pipelines, stats {stats:?}",
        data.len()
    );

    let mut c = Criterion::default().configure_from_args();
    let mut group = c.benchmark_group("pipeline cache");
    let mut fresh = 0u32;
    let mut next = move || {
        fresh += 1;
        variant(fresh)
    };
    group.bench_function("native, no cache (cold)", |b| {
        b.iter_batched(&mut next, |w| create(&g, &w, null), BatchSize::SmallInput)
    });
    let mut i = 0usize;
    group.bench_function("native, cache from memory (warm)", |b| {
        b.iter(|| {
            i += 1;
            let info = vk::PipelineCacheCreateInfo::default().initial_data(&data);
            // SAFETY: a live device; the cache is destroyed here.
            unsafe {
                let cache = g.device.create_pipeline_cache(&info, None).unwrap();
                create(&g, &warm[i % WARM], cache);
                g.device.destroy_pipeline_cache(cache, None);
            }
        })
    });
    group.bench_function("renderer, cold (no file)", |b| {
        b.iter_batched(
            &mut next,
            |w| {
                let mut caches = Caches::new(&cold_config);
                // SAFETY: as for the first run above.
                unsafe {
                    caches.device_created(
                        &g.entry,
                        g.instance.handle(),
                        g.pdev,
                        device,
                        &mut stats,
                    );
                    create(&g, &w, caches.for_pipelines(device, null));
                    caches.device_gone(device, &[], &mut stats);
                }
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("renderer, warm from disk", |b| {
        b.iter(|| {
            i += 1;
            let mut caches = Caches::new(&warm_config);
            // SAFETY: as for the first run above.
            unsafe {
                caches.instance_created(&vk::InstanceCreateInfo::default());
                caches.device_created(&g.entry, g.instance.handle(), g.pdev, device, &mut stats);
                create(&g, &warm[i % WARM], caches.for_pipelines(device, null));
                caches.device_gone(device, &[], &mut stats);
            }
        })
    });
    group.finish();
    c.final_summary();
    eprintln!("pcache bench: {stats:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
