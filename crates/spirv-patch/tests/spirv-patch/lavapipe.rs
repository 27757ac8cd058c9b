//! On a real driver (lavapipe in CI, picked with `VK_DRIVER_FILES`): a pipeline built from
//! the original probe shader and fed `*SCALED` vertex data writes the same vertex values as
//! one built from the patched shader and fed the `UINT`/`SINT` replacements. Both are also
//! checked against a CPU model of the format decode, so neither path can be wrong alike.

use ash::vk;
use spirv_patch::{Format, Module, scaled};

use crate::util::{self, VULKAN_1_1};

/// The format of each location of `tests/shaders/scaled_probe.vert`; the shader declares
/// `i % 4 + 1` components at location `i`.
const PROBE: [Format; 26] = [
    Format::R8_USCALED,
    Format::R8_SSCALED,
    Format::R8G8_USCALED,
    Format::R8G8_SSCALED,
    Format::R8G8B8_USCALED,
    Format::R8G8B8_SSCALED,
    Format::B8G8R8_USCALED,
    Format::B8G8R8_SSCALED,
    Format::R8G8B8A8_USCALED,
    Format::R8G8B8A8_SSCALED,
    Format::B8G8R8A8_USCALED,
    Format::B8G8R8A8_SSCALED,
    Format::A8B8G8R8_USCALED_PACK32,
    Format::A8B8G8R8_SSCALED_PACK32,
    Format::A2R10G10B10_USCALED_PACK32,
    Format::A2R10G10B10_SSCALED_PACK32,
    Format::A2B10G10R10_USCALED_PACK32,
    Format::A2B10G10R10_SSCALED_PACK32,
    Format::R16_USCALED,
    Format::R16_SSCALED,
    Format::R16G16_USCALED,
    Format::R16G16_SSCALED,
    Format::R16G16B16_USCALED,
    Format::R16G16B16_SSCALED,
    Format::R16G16B16A16_USCALED,
    Format::R16G16B16A16_SSCALED,
];
const VERTICES: usize = 4;
const REGION: usize = 64; // bytes of vertex data per location (4 vertices × ≤ 8 bytes)
const UNUSED: f32 = -7.0; // what the probe writes into components it does not declare

/// Components and bytes per vertex of a format.
fn fmt_layout(f: Format) -> (usize, usize) {
    let n = f.name();
    if n.ends_with("PACK32") {
        return (4, 4);
    }
    let comps = n
        .split('_')
        .next()
        .unwrap()
        .chars()
        .filter(|c| c.is_ascii_alphabetic())
        .count();
    let width = if n.contains("32") {
        4
    } else if n.contains("16") {
        2
    } else {
        1
    };
    (comps, width * comps)
}

fn extend(v: u32, bits: u32, signed: bool) -> f32 {
    if signed {
        (((v << (32 - bits)) as i32) >> (32 - bits)) as f32
    } else {
        v as f32
    }
}

/// The CPU model: what the vertex shader sees (RGBA, missing components 0, 0, 1).
fn decode(f: Format, b: &[u8]) -> [f32; 4] {
    let signed = f.scaled().unwrap();
    let mut out = [0.0, 0.0, 0.0, 1.0];
    let word = || u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let n = f.name();
    if n.starts_with("A2R10G10B10") || n.starts_with("A2B10G10R10") {
        let w = word();
        let (x, y, z) = (w & 0x3FF, (w >> 10) & 0x3FF, (w >> 20) & 0x3FF);
        let (r, bl) = if n.starts_with("A2R") { (z, x) } else { (x, z) };
        out = [
            extend(r, 10, signed),
            extend(y, 10, signed),
            extend(bl, 10, signed),
            extend(w >> 30, 2, signed),
        ];
    } else if n.starts_with("A8B8G8R8") {
        let w = word();
        for (i, o) in out.iter_mut().enumerate() {
            *o = extend((w >> (8 * i)) & 0xFF, 8, signed);
        }
    } else {
        let (comps, size) = fmt_layout(f);
        let width = size / comps;
        for (i, o) in out.iter_mut().enumerate().take(comps) {
            let v = if width == 1 {
                u32::from(b[i])
            } else {
                u32::from(u16::from_le_bytes([b[2 * i], b[2 * i + 1]]))
            };
            *o = extend(v, 8 * width as u32, signed);
        }
        if n.starts_with("B8G8R8") {
            out.swap(0, 2);
        }
    }
    out
}

fn vertex_data() -> Vec<u8> {
    let mut data = vec![0u8; PROBE.len() * REGION];
    let mut x = 0x9E37_79B9u32;
    for (loc, &f) in PROBE.iter().enumerate() {
        let size = fmt_layout(f).1;
        for v in 0..VERTICES {
            for k in 0..size {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                data[loc * REGION + v * size + k] = match v {
                    0 => 0xFF, // all ones: -1 when signed, the maximum when not
                    1 => {
                        if k % 2 == 0 {
                            0x00
                        } else {
                            0x80
                        }
                    } // the signed minima
                    _ => x as u8,
                };
            }
        }
    }
    data
}

pub(crate) struct Gpu {
    _entry: ash::Entry,
    pub(crate) instance: ash::Instance,
    pub(crate) pdev: vk::PhysicalDevice,
    pub(crate) device: ash::Device,
    pub(crate) queue: vk::Queue,
    pub(crate) qfi: u32,
}

fn gpu() -> Gpu {
    gpu_with(vk::PhysicalDeviceFeatures::default().vertex_pipeline_stores_and_atomics(true))
}

/// The first Vulkan device, created with `features` enabled.
pub(crate) fn gpu_with(features: vk::PhysicalDeviceFeatures) -> Gpu {
    // SAFETY: loading the system Vulkan loader; nothing else in this process unloads it.
    let entry = unsafe { ash::Entry::load() }.expect("load the Vulkan loader (libvulkan1)");
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    // SAFETY: valid create info; the instance is destroyed at the end of the test.
    let instance = unsafe {
        entry.create_instance(
            &vk::InstanceCreateInfo::default().application_info(&app),
            None,
        )
    }
    .expect("create a Vulkan instance (set VK_DRIVER_FILES to lavapipe's ICD json)");
    // SAFETY: the instance is valid.
    let pdevs = unsafe { instance.enumerate_physical_devices() }.unwrap();
    let pdev = *pdevs.first().expect("a Vulkan physical device (lavapipe)");
    // SAFETY: pdev comes from this instance.
    let families = unsafe { instance.get_physical_device_queue_family_properties(pdev) };
    let qfi = families
        .iter()
        .position(|q| q.queue_flags.contains(vk::QueueFlags::GRAPHICS))
        .expect("a graphics queue") as u32;
    let prio = [1.0];
    let queues = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(qfi)
        .queue_priorities(&prio)];
    let info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_features(&features);
    // SAFETY: valid create info for a device of this instance.
    let device = unsafe { instance.create_device(pdev, &info, None) }.expect("create a device");
    // SAFETY: queue 0 of family qfi was requested above.
    let queue = unsafe { device.get_device_queue(qfi, 0) };
    Gpu {
        _entry: entry,
        instance,
        pdev,
        device,
        queue,
        qfi,
    }
}

/// A host-visible, coherent, mapped buffer.
pub(crate) struct HostBuffer {
    pub(crate) buffer: vk::Buffer,
    pub(crate) memory: vk::DeviceMemory,
    pub(crate) ptr: *mut u8,
    pub(crate) size: usize,
}

pub(crate) fn host_buffer(g: &Gpu, size: usize, usage: vk::BufferUsageFlags) -> HostBuffer {
    let d = &g.device;
    // SAFETY: (all calls below) valid create infos on a live device; the buffer is bound to
    // memory of a host-visible type large enough for its requirements, then mapped whole.
    unsafe {
        let buffer = d
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(size as u64)
                    .usage(usage),
                None,
            )
            .unwrap();
        let req = d.get_buffer_memory_requirements(buffer);
        let props = g.instance.get_physical_device_memory_properties(g.pdev);
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let ty = (0..props.memory_type_count)
            .find(|&i| {
                req.memory_type_bits & (1 << i) != 0
                    && props.memory_types[i as usize].property_flags.contains(want)
            })
            .expect("a host-visible coherent memory type");
        let memory = d
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            )
            .unwrap();
        d.bind_buffer_memory(buffer, memory, 0).unwrap();
        let ptr = d
            .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            .unwrap()
            .cast::<u8>();
        HostBuffer {
            buffer,
            memory,
            ptr,
            size,
        }
    }
}

pub(crate) fn destroy(g: &Gpu, b: HostBuffer) {
    // SAFETY: the GPU is idle (the test waited on its fence) and nothing uses the buffer.
    unsafe {
        g.device.destroy_buffer(b.buffer, None);
        g.device.free_memory(b.memory, None);
    }
}

/// Runs `words` over the probe vertex data with `formats`, returns the vec4s it wrote.
fn run_probe(g: &Gpu, words: &[u32], formats: &[Format], data: &[u8]) -> Vec<[f32; 4]> {
    let d = &g.device;
    let n = PROBE.len();
    let vb = host_buffer(g, data.len(), vk::BufferUsageFlags::VERTEX_BUFFER);
    let out_len = VERTICES * n * 16;
    let ob = host_buffer(g, out_len, vk::BufferUsageFlags::STORAGE_BUFFER);
    // SAFETY: both mappings are at least as large as the copies/fills (sizes above).
    unsafe {
        std::ptr::copy_nonoverlapping(data.as_ptr(), vb.ptr, data.len());
        std::ptr::write_bytes(ob.ptr, 0, ob.size);
    }
    // SAFETY: (whole block) every object is created from valid create infos on the live
    // device, used while alive, and destroyed after the fence wait says the GPU is done.
    let values = unsafe {
        let module = d
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(words), None)
            .unwrap();
        let bindings = [vk::DescriptorSetLayoutBinding::default()
            .binding(0)
            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
            .descriptor_count(1)
            .stage_flags(vk::ShaderStageFlags::VERTEX)];
        let dsl = d
            .create_descriptor_set_layout(
                &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                None,
            )
            .unwrap();
        let set_layouts = [dsl];
        let layout = d
            .create_pipeline_layout(
                &vk::PipelineLayoutCreateInfo::default().set_layouts(&set_layouts),
                None,
            )
            .unwrap();
        let subpasses =
            [vk::SubpassDescription::default()
                .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)];
        let rp = d
            .create_render_pass(
                &vk::RenderPassCreateInfo::default().subpasses(&subpasses),
                None,
            )
            .unwrap();
        let fb = d
            .create_framebuffer(
                &vk::FramebufferCreateInfo::default()
                    .render_pass(rp)
                    .width(1)
                    .height(1)
                    .layers(1),
                None,
            )
            .unwrap();
        let vbind: Vec<_> = (0..n)
            .map(|i| {
                vk::VertexInputBindingDescription::default()
                    .binding(i as u32)
                    .stride(fmt_layout(formats[i]).1 as u32)
                    .input_rate(vk::VertexInputRate::VERTEX)
            })
            .collect();
        let vattr: Vec<_> = (0..n)
            .map(|i| {
                vk::VertexInputAttributeDescription::default()
                    .location(i as u32)
                    .binding(i as u32)
                    .format(vk::Format::from_raw(formats[i].vk() as i32))
                    .offset(0)
            })
            .collect();
        let stages = [vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::VERTEX)
            .module(module)
            .name(c"main")];
        let vi = vk::PipelineVertexInputStateCreateInfo::default()
            .vertex_binding_descriptions(&vbind)
            .vertex_attribute_descriptions(&vattr);
        let ia = vk::PipelineInputAssemblyStateCreateInfo::default()
            .topology(vk::PrimitiveTopology::POINT_LIST);
        let rs = vk::PipelineRasterizationStateCreateInfo::default()
            .rasterizer_discard_enable(true)
            .polygon_mode(vk::PolygonMode::FILL)
            .cull_mode(vk::CullModeFlags::NONE)
            .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
            .line_width(1.0);
        let info = vk::GraphicsPipelineCreateInfo::default()
            .stages(&stages)
            .vertex_input_state(&vi)
            .input_assembly_state(&ia)
            .rasterization_state(&rs)
            .layout(layout)
            .render_pass(rp)
            .subpass(0);
        let pipeline = d
            .create_graphics_pipelines(vk::PipelineCache::null(), &[info], None)
            .map_err(|(_, e)| e)
            .expect("create the graphics pipeline")[0];
        let sizes = [vk::DescriptorPoolSize::default()
            .ty(vk::DescriptorType::STORAGE_BUFFER)
            .descriptor_count(1)];
        let pool = d
            .create_descriptor_pool(
                &vk::DescriptorPoolCreateInfo::default()
                    .max_sets(1)
                    .pool_sizes(&sizes),
                None,
            )
            .unwrap();
        let set = d
            .allocate_descriptor_sets(
                &vk::DescriptorSetAllocateInfo::default()
                    .descriptor_pool(pool)
                    .set_layouts(&set_layouts),
            )
            .unwrap()[0];
        let binfo = [vk::DescriptorBufferInfo::default()
            .buffer(ob.buffer)
            .offset(0)
            .range(vk::WHOLE_SIZE)];
        let write = vk::WriteDescriptorSet::default()
            .dst_set(set)
            .dst_binding(0)
            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
            .buffer_info(&binfo);
        d.update_descriptor_sets(&[write], &[]);
        let cpool = d
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default().queue_family_index(g.qfi),
                None,
            )
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(cpool)
                    .level(vk::CommandBufferLevel::PRIMARY)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        d.cmd_begin_render_pass(
            cb,
            &vk::RenderPassBeginInfo::default()
                .render_pass(rp)
                .framebuffer(fb)
                .render_area(vk::Rect2D {
                    offset: vk::Offset2D { x: 0, y: 0 },
                    extent: vk::Extent2D {
                        width: 1,
                        height: 1,
                    },
                }),
            vk::SubpassContents::INLINE,
        );
        d.cmd_bind_pipeline(cb, vk::PipelineBindPoint::GRAPHICS, pipeline);
        d.cmd_bind_descriptor_sets(cb, vk::PipelineBindPoint::GRAPHICS, layout, 0, &[set], &[]);
        let buffers = vec![vb.buffer; n];
        let offsets: Vec<u64> = (0..n).map(|i| (i * REGION) as u64).collect();
        d.cmd_bind_vertex_buffers(cb, 0, &buffers, &offsets);
        d.cmd_draw(cb, VERTICES as u32, 1, 0, 0);
        d.cmd_end_render_pass(cb);
        let barrier = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::SHADER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ);
        d.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::VERTEX_SHADER,
            vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[barrier],
            &[],
            &[],
        );
        d.end_command_buffer(cb).unwrap();
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let cbs = [cb];
        d.queue_submit(
            g.queue,
            &[vk::SubmitInfo::default().command_buffers(&cbs)],
            fence,
        )
        .unwrap();
        d.wait_for_fences(&[fence], true, u64::MAX).unwrap();
        let mut floats = vec![0f32; out_len / 4];
        std::ptr::copy_nonoverlapping(ob.ptr, floats.as_mut_ptr().cast::<u8>(), out_len);
        d.destroy_fence(fence, None);
        d.destroy_command_pool(cpool, None);
        d.destroy_descriptor_pool(pool, None);
        d.destroy_pipeline(pipeline, None);
        d.destroy_framebuffer(fb, None);
        d.destroy_render_pass(rp, None);
        d.destroy_pipeline_layout(layout, None);
        d.destroy_descriptor_set_layout(dsl, None);
        d.destroy_shader_module(module, None);
        floats
            .chunks_exact(4)
            .map(|c| [c[0], c[1], c[2], c[3]])
            .collect::<Vec<_>>()
    };
    destroy(g, vb);
    destroy(g, ob);
    values
}

#[test]
fn patched_shader_with_integer_formats_matches_scaled_formats_on_lavapipe() {
    let g = gpu();
    let supported = |f: Format| {
        // SAFETY: pdev belongs to this instance.
        let p = unsafe {
            g.instance
                .get_physical_device_format_properties(g.pdev, vk::Format::from_raw(f.vk() as i32))
        };
        p.buffer_features
            .contains(vk::FormatFeatureFlags::VERTEX_BUFFER)
    };
    // The native run uses every probe format the driver supports as a vertex format, and
    // RGBA8 of the same signedness where it does not (lavapipe lacks the signed 10-bit
    // packed ones); the patched run uses the integer replacement of the probe format when
    // the driver supports that, else of the substitute.
    let substitute = |f: Format| {
        if f.scaled() == Some(true) {
            Format::R8G8B8A8_SSCALED
        } else {
            Format::R8G8B8A8_USCALED
        }
    };
    let native_src: Vec<Format> = PROBE
        .iter()
        .map(|&f| if supported(f) { f } else { substitute(f) })
        .collect();
    let patched_src: Vec<Format> = PROBE
        .iter()
        .map(|&f| {
            if supported(f.replacement()) {
                f
            } else {
                substitute(f)
            }
        })
        .collect();
    let missing: Vec<Format> = PROBE.iter().copied().filter(|&f| !supported(f)).collect();
    eprintln!("scaled formats the driver lacks (RGBA8 used natively instead): {missing:?}");
    let patched_missing: Vec<Format> = PROBE
        .iter()
        .copied()
        .filter(|&f| !supported(f.replacement()))
        .collect();
    eprintln!("integer replacements the driver lacks: {patched_missing:?}");
    assert!(
        missing.len() <= 4,
        "the driver supports too few scaled formats: {missing:?}"
    );

    let original = util::compile("scaled_probe.vert", VULKAN_1_1);
    let mut m = Module::from_bytes(&original).unwrap();
    let attributes: Vec<(u32, Format)> = PROBE
        .iter()
        .enumerate()
        .map(|(i, &f)| (i as u32, f))
        .collect();
    let report = scaled::pass(
        &mut m,
        &scaled::Options {
            attributes: attributes.clone(),
            unpack_packed: false,
        },
    )
    .unwrap();
    assert_eq!(report.variables.len(), PROBE.len());
    assert_eq!(report.replacements.len(), PROBE.len());
    util::assert_valid(&m.to_bytes(), VULKAN_1_1, "the patched probe");
    let int_formats: Vec<Format> = report
        .replacements
        .iter()
        .zip(&patched_src)
        .map(|(r, &src)| {
            if src == r.from {
                r.to
            } else {
                src.replacement()
            }
        })
        .collect();

    let data = vertex_data();
    let native = run_probe(&g, &util::words(&original), &native_src, &data);
    let emulated = run_probe(&g, m.words(), &int_formats, &data);

    let model = |f: Format, v: usize, loc: usize| {
        let (_, size) = fmt_layout(f);
        let mut want = decode(f, &data[loc * REGION + v * size..][..size]);
        for c in want.iter_mut().skip(loc % 4 + 1) {
            *c = UNUSED;
        }
        want
    };
    let mut mismatches: Vec<String> = Vec::new();
    let mut compared = 0;
    for v in 0..VERTICES {
        for loc in 0..PROBE.len() {
            let i = v * PROBE.len() + loc;
            let (want_native, want_patched) = (
                model(native_src[loc], v, loc),
                model(patched_src[loc], v, loc),
            );
            if native_src[loc] == patched_src[loc] {
                compared += 1;
                if native[i] != emulated[i] {
                    mismatches.push(format!(
                        "vertex {v} location {loc} {}: native {:?} patched {:?}",
                        PROBE[loc], native[i], emulated[i]
                    ));
                }
            }
            if native[i] != want_native || emulated[i] != want_patched {
                mismatches.push(format!(
                    "vertex {v} location {loc} {}: model {want_native:?}/{want_patched:?} native {:?} patched {:?}",
                    PROBE[loc], native[i], emulated[i]
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    assert!(compared >= VERTICES * (PROBE.len() - 4));

    // Third run: packed formats fetched as R32_UINT and unpacked in the shader, which needs
    // no packed integer format at all (this covers the signed 10-bit formats on lavapipe).
    let mut u = Module::from_bytes(&original).unwrap();
    let unpacked = scaled::pass(
        &mut u,
        &scaled::Options {
            attributes,
            unpack_packed: true,
        },
    )
    .unwrap();
    util::assert_valid(
        &u.to_bytes(),
        VULKAN_1_1,
        "the probe with packed formats unpacked",
    );
    let unpack_formats: Vec<Format> = unpacked
        .replacements
        .iter()
        .zip(&patched_src)
        .map(|(r, &src)| {
            if r.to == Format::R32_UINT || src == r.from {
                r.to
            } else {
                src.replacement()
            }
        })
        .collect();
    let packed = PROBE.iter().filter(|f| f.packed_fields().is_some()).count();
    assert_eq!(packed, 6);
    assert_eq!(
        unpack_formats
            .iter()
            .filter(|&&f| f == Format::R32_UINT)
            .count(),
        packed
    );
    let third = run_probe(&g, u.words(), &unpack_formats, &data);
    for v in 0..VERTICES {
        for loc in 0..PROBE.len() {
            let i = v * PROBE.len() + loc;
            let src = if unpack_formats[loc] == Format::R32_UINT {
                PROBE[loc]
            } else {
                patched_src[loc]
            };
            let want = model(src, v, loc);
            if third[i] != want {
                mismatches.push(format!(
                    "unpacked: vertex {v} location {loc} {}: model {want:?} got {:?}",
                    PROBE[loc], third[i]
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    // The data exercised signs and extremes.
    assert!(native.iter().flatten().any(|&x| x == -1.0));
    assert!(native.iter().flatten().any(|&x| x == 65535.0));
    assert!(native.iter().flatten().any(|&x| x == -32768.0));
    assert!(native.iter().flatten().any(|&x| x == -128.0));

    // SAFETY: every object made from the device was destroyed in run_probe.
    unsafe {
        g.device.destroy_device(None);
        g.instance.destroy_instance(None);
    }
}

/// The format of each location of `scaled_multi_probe.vert`: one format per matrix or array,
/// of one signedness (the pass refuses mixed ones).
fn multi_probe_formats() -> [Format; 26] {
    let mut f = [Format::R8G8B8A8_USCALED; 26];
    let groups = [
        (0..4, Format::R8G8B8A8_USCALED),
        (4..8, Format::R16G16B16A16_SSCALED),
        (8..11, Format::R8G8B8A8_SSCALED),
        (11..13, Format::R16G16B16A16_USCALED),
        (13..16, Format::A8B8G8R8_SSCALED_PACK32),
        (16..18, Format::R16G16B16A16_USCALED),
        (18..22, Format::A2B10G10R10_USCALED_PACK32),
        (22..26, Format::R16G16B16A16_SSCALED),
    ];
    for (range, format) in groups {
        for l in range {
            f[l] = format;
        }
    }
    f
}

#[test]
fn patched_matrix_and_array_inputs_match_scaled_formats_on_lavapipe() {
    let g = gpu();
    let formats = multi_probe_formats();
    for f in formats.iter().flat_map(|&f| [f, f.replacement()]) {
        // SAFETY: pdev belongs to this instance.
        let p = unsafe {
            g.instance
                .get_physical_device_format_properties(g.pdev, vk::Format::from_raw(f.vk() as i32))
        };
        assert!(
            p.buffer_features
                .contains(vk::FormatFeatureFlags::VERTEX_BUFFER),
            "the driver lacks {f} as a vertex format"
        );
    }
    let original = util::compile("scaled_multi_probe.vert", VULKAN_1_1);
    let mut m = Module::from_bytes(&original).unwrap();
    let report = scaled::pass(
        &mut m,
        &scaled::Options {
            attributes: formats
                .iter()
                .enumerate()
                .map(|(l, &f)| (l as u32, f))
                .collect(),
            unpack_packed: false,
        },
    )
    .unwrap();
    assert_eq!(report.variables.len(), 8, "{report:?}");
    util::assert_valid(
        &m.to_bytes(),
        VULKAN_1_1,
        "the patched multi-location probe",
    );
    let int_formats: Vec<Format> = report.replacements.iter().map(|r| r.to).collect();
    assert_eq!(int_formats.len(), 26);

    let mut data = vec![0u8; 26 * REGION];
    let mut x = 0x2545_F491u32;
    for (loc, &f) in formats.iter().enumerate() {
        let size = fmt_layout(f).1;
        for v in 0..VERTICES {
            for k in 0..size {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                data[loc * REGION + v * size + k] = if v == 0 { 0xFF } else { x as u8 };
            }
        }
    }
    let native = run_probe(&g, &util::words(&original), &formats, &data);
    let patched = run_probe(&g, m.words(), &int_formats, &data);
    let mut mismatches = Vec::new();
    for v in 0..VERTICES {
        for (loc, &f) in formats.iter().enumerate() {
            let i = v * 26 + loc;
            let size = fmt_layout(f).1;
            let want = decode(f, &data[loc * REGION + v * size..][..size]);
            if native[i] != want || patched[i] != want {
                mismatches.push(format!(
                    "vertex {v} location {loc} {f}: model {want:?} native {:?} patched {:?}",
                    native[i], patched[i]
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    assert!(native.iter().flatten().any(|&x| x == -1.0));
    assert!(native.iter().flatten().any(|&x| x > 255.0));

    // SAFETY: every object made from the device was destroyed in run_probe.
    unsafe {
        g.device.destroy_device(None);
        g.instance.destroy_instance(None);
    }
}
