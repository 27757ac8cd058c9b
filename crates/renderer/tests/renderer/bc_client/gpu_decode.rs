//! Uploads the renderer may decode on the GPU, inside the application's command buffer: a
//! source the GPU writes earlier in the same command buffer, and an upload between the
//! application's own compute state and its dispatch.

use ash::vk;

use super::device::Gpu;
use super::{differ_from_decoded, fill, layers, whole};

/// `gpu-written`: the upload's source is written by the GPU in the same command buffer (a
/// copy from a host buffer), so its bytes exist only when the GPU gets there; the decoded
/// texels are read back through a blit into RGBA8 and compared with bcn-decode's. Submitted
/// twice, with new bytes.
///
/// # Safety
/// `gpu` is the client's live device (as [`super::run`] makes it).
pub(super) unsafe fn gpu_written(gpu: &Gpu) {
    // SAFETY: caller; valid create infos and calls, and reads of the mapped buffers within
    // their sizes.
    unsafe {
        let bytes = 16 * 16 * 16;
        let (host, p) = gpu.buffer(bytes as u64);
        // Device-local, and not host-visible where the driver has such memory
        // (not lavapipe): bytes only the GPU can reach.
        let written = gpu.device_buffer(bytes as u64);
        let (back, q) = gpu.buffer(64 * 64 * 4);
        let image = gpu.image(
            vk::Format::BC7_UNORM_BLOCK,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let rgba = gpu.image(
            vk::Format::R8G8B8A8_UNORM,
            64,
            vk::ImageCreateFlags::empty(),
        );
        let full = vk::Offset3D { x: 64, y: 64, z: 1 };
        let blit = vk::ImageBlit {
            src_subresource: layers(),
            src_offsets: [vk::Offset3D::default(), full],
            dst_subresource: layers(),
            dst_offsets: [vk::Offset3D::default(), full],
        };
        // `record` copies `written` into the image after `before`; so the copy
        // from `host` comes first.
        gpu.record_after(
            |g| {
                g.device.cmd_copy_buffer(
                    g.cb,
                    host,
                    written,
                    &[vk::BufferCopy {
                        src_offset: 0,
                        dst_offset: 0,
                        size: bytes as u64,
                    }],
                );
                g.buffer_barrier();
            },
            written,
            image,
            rgba,
            64,
            |g| {
                g.transfer_barrier(image);
                g.device.cmd_blit_image(
                    g.cb,
                    image,
                    vk::ImageLayout::GENERAL,
                    rgba,
                    vk::ImageLayout::GENERAL,
                    &[blit],
                    vk::Filter::NEAREST,
                );
                g.transfer_barrier(rgba);
                g.device.cmd_copy_image_to_buffer(
                    g.cb,
                    rgba,
                    vk::ImageLayout::GENERAL,
                    back,
                    &[whole(64)],
                );
                g.host_barrier();
            },
        );
        for seed in [3, 5] {
            let blocks = fill(p, bytes, seed);
            gpu.submit().unwrap();
            let got = std::slice::from_raw_parts(q, 64 * 64 * 4);
            let differ = differ_from_decoded(bcn_decode::Format::Bc7, &blocks, got);
            assert_eq!(
                differ, 0,
                "seed {seed}: {differ} bytes differ from bcn-decode"
            );
        }
        println!("GPU-WRITTEN OK");
    }
}

/// `compute-state`: the application binds a compute pipeline (bcn-decode's BC1 shader, as
/// any compute work), its descriptor set and push constants, then uploads into an emulated
/// image (which the renderer may decode with its own compute pipeline), then dispatches:
/// its dispatch must see its state.
///
/// # Safety
/// `gpu` is the client's live device (as [`super::run`] makes it).
pub(super) unsafe fn compute_state(gpu: &Gpu) {
    // SAFETY: caller; valid create infos and calls, and reads of the mapped buffers within
    // their sizes.
    unsafe {
        use bcn_decode::gpu;
        let d = &gpu.device;
        let bindings = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING].map(|b| {
            vk::DescriptorSetLayoutBinding::default()
                .binding(b)
                .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                .descriptor_count(1)
                .stage_flags(vk::ShaderStageFlags::COMPUTE)
        });
        let set_layout = d
            .create_descriptor_set_layout(
                &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                None,
            )
            .unwrap();
        let range = [vk::PushConstantRange {
            stage_flags: vk::ShaderStageFlags::COMPUTE,
            offset: 0,
            size: size_of::<gpu::PushConstants>() as u32,
        }];
        let layouts = [set_layout];
        let layout = d
            .create_pipeline_layout(
                &vk::PipelineLayoutCreateInfo::default()
                    .set_layouts(&layouts)
                    .push_constant_ranges(&range),
                None,
            )
            .unwrap();
        let module = d
            .create_shader_module(
                &vk::ShaderModuleCreateInfo::default()
                    .code(gpu::shader(bcn_decode::Format::Bc1Rgba)),
                None,
            )
            .unwrap();
        let stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(module)
            .name(c"main");
        let pipeline = d
            .create_compute_pipelines(
                vk::PipelineCache::null(),
                &[vk::ComputePipelineCreateInfo::default()
                    .stage(stage)
                    .layout(layout)],
                None,
            )
            .unwrap()[0];
        let bc1 = 16 * 16 * 8;
        let (src, p) = gpu.buffer(bc1 as u64);
        let blocks = fill(p, bc1, 13);
        let (dst, q) = gpu.buffer(64 * 64 * 4);
        let sizes = [vk::DescriptorPoolSize {
            ty: vk::DescriptorType::STORAGE_BUFFER,
            descriptor_count: 2,
        }];
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
                    .set_layouts(&layouts),
            )
            .unwrap()[0];
        let infos = [src, dst].map(|b| {
            [vk::DescriptorBufferInfo {
                buffer: b,
                offset: 0,
                range: vk::WHOLE_SIZE,
            }]
        });
        let writes: Vec<_> = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING]
            .iter()
            .zip(&infos)
            .map(|(&b, i)| {
                vk::WriteDescriptorSet::default()
                    .dst_set(set)
                    .dst_binding(b)
                    .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                    .buffer_info(i)
            })
            .collect();
        d.update_descriptor_sets(&writes, &[]);
        let pc = gpu::PushConstants::new(bcn_decode::Format::Bc1Rgba, 64, 64).unwrap();
        let bytes = 16 * 16 * 16;
        let (upload, u) = gpu.buffer(bytes as u64);
        fill(u, bytes, 17);
        let image = gpu.image(
            vk::Format::BC7_UNORM_BLOCK,
            64,
            vk::ImageCreateFlags::empty(),
        );
        gpu.record_after(
            |g| {
                let d = &g.device;
                d.cmd_bind_pipeline(g.cb, vk::PipelineBindPoint::COMPUTE, pipeline);
                d.cmd_bind_descriptor_sets(
                    g.cb,
                    vk::PipelineBindPoint::COMPUTE,
                    layout,
                    0,
                    &[set],
                    &[],
                );
                d.cmd_push_constants(
                    g.cb,
                    layout,
                    vk::ShaderStageFlags::COMPUTE,
                    0,
                    pc.as_bytes(),
                );
            },
            upload,
            image,
            vk::Image::null(),
            64,
            |g| {
                let [x, y, z] = pc.dispatch_size();
                g.device.cmd_dispatch(g.cb, x, y, z);
                let b = vk::MemoryBarrier::default()
                    .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                    .dst_access_mask(vk::AccessFlags::HOST_READ);
                g.device.cmd_pipeline_barrier(
                    g.cb,
                    vk::PipelineStageFlags::COMPUTE_SHADER,
                    vk::PipelineStageFlags::HOST,
                    vk::DependencyFlags::empty(),
                    &[b],
                    &[],
                    &[],
                );
            },
        );
        gpu.submit().unwrap();
        let got = std::slice::from_raw_parts(q, 64 * 64 * 4);
        let differ = differ_from_decoded(bcn_decode::Format::Bc1Rgba, &blocks, got);
        assert_eq!(
            differ, 0,
            "the application's dispatch: {differ} bytes differ"
        );
        println!("COMPUTE-STATE OK");
    }
}
