//! The application half of the device-address replay tests (`replay_bda::bda_client`): a
//! Vulkan 1.2 client that enables `bufferDeviceAddress` (in
//! `VkPhysicalDeviceVulkan12Features`), makes two host-visible buffers with
//! `SHADER_DEVICE_ADDRESS` usage in memory allocated with `DEVICE_ADDRESS`, and runs
//! [`FRAMES`] submissions of a compute shader (`bda.comp`) that reads one and writes the
//! other through their device addresses, passed in push constants. After each submission
//! it checks the results in mapped memory; after the last it writes the output buffer's
//! bytes to `VKRELAY_TEST_BDA_OUT` and prints whether the driver offers
//! `bufferDeviceAddressCaptureReplay`.

use ash::vk;

/// Submissions, each with its own input and `frame` push constant.
pub const FRAMES: u32 = 4;
/// Words in each buffer (a multiple of the shader's 64 invocations).
const WORDS: u32 = 256;

/// `bda.comp`, built by glslangValidator (see its first lines).
static SPIRV: &[u8] = include_bytes!("bda.comp.spv");

/// A host-visible buffer for device addresses, bound to memory of its own, mapped.
struct Buffer {
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    ptr: *mut u32,
    address: vk::DeviceAddress,
}

/// # Safety
/// `device` is a live device of `instance`'s `pd` with `bufferDeviceAddress` enabled.
unsafe fn buffer(instance: &ash::Instance, pd: vk::PhysicalDevice, device: &ash::Device) -> Buffer {
    let size = u64::from(WORDS) * 4;
    let info = vk::BufferCreateInfo::default()
        .size(size)
        .usage(vk::BufferUsageFlags::STORAGE_BUFFER | vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS);
    // SAFETY: valid create infos on a live device (caller).
    unsafe {
        let buffer = device.create_buffer(&info, None).unwrap();
        let req = device.get_buffer_memory_requirements(buffer);
        let props = instance.get_physical_device_memory_properties(pd);
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let ty = (0..props.memory_type_count)
            .find(|&i| {
                req.memory_type_bits & (1 << i) != 0
                    && props.memory_types[i as usize].property_flags.contains(want)
            })
            .unwrap();
        let mut flags =
            vk::MemoryAllocateFlagsInfo::default().flags(vk::MemoryAllocateFlags::DEVICE_ADDRESS);
        let alloc = vk::MemoryAllocateInfo::default()
            .allocation_size(req.size)
            .memory_type_index(ty)
            .push_next(&mut flags);
        let memory = device.allocate_memory(&alloc, None).unwrap();
        device.bind_buffer_memory(buffer, memory, 0).unwrap();
        let ptr = device
            .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            .unwrap()
            .cast();
        let address = device
            .get_buffer_device_address(&vk::BufferDeviceAddressInfo::default().buffer(buffer));
        assert_ne!(address, 0);
        Buffer {
            buffer,
            memory,
            ptr,
            address,
        }
    }
}

/// The client; `out` receives the output buffer's bytes after the last submission.
///
/// # Safety
/// The Vulkan loader reaches a driver (here: vkrelay's ICD) with a Vulkan 1.2 device that
/// has `bufferDeviceAddress`.
pub unsafe fn run(out: &std::path::Path) {
    // SAFETY: the loader's global functions; valid create infos; everything made here is
    // destroyed before returning, after the device is idle.
    unsafe {
        let entry = ash::Entry::load().unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        let mut bda = vk::PhysicalDeviceBufferDeviceAddressFeatures::default();
        let mut f2 = vk::PhysicalDeviceFeatures2::default().push_next(&mut bda);
        instance.get_physical_device_features2(pd, &mut f2);
        assert_eq!(bda.buffer_device_address, vk::TRUE);
        println!(
            "CAPTURE_REPLAY {}",
            bda.buffer_device_address_capture_replay == vk::TRUE
        );
        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        let mut v12 = vk::PhysicalDeviceVulkan12Features::default().buffer_device_address(true);
        let device = instance
            .create_device(
                pd,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&q)
                    .push_next(&mut v12),
                None,
            )
            .unwrap();
        let queue = device.get_device_queue(0, 0);
        let (src, dst) = (
            buffer(&instance, pd, &device),
            buffer(&instance, pd, &device),
        );
        let words: Vec<u32> = SPIRV
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let module = device
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(&words), None)
            .unwrap();
        let range = [vk::PushConstantRange::default()
            .stage_flags(vk::ShaderStageFlags::COMPUTE)
            .size(24)];
        let layout = device
            .create_pipeline_layout(
                &vk::PipelineLayoutCreateInfo::default().push_constant_ranges(&range),
                None,
            )
            .unwrap();
        let stage = vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::COMPUTE)
            .module(module)
            .name(c"main");
        let pipeline = device
            .create_compute_pipelines(
                vk::PipelineCache::null(),
                &[vk::ComputePipelineCreateInfo::default()
                    .stage(stage)
                    .layout(layout)],
                None,
            )
            .unwrap()[0];
        let pool = device
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default()
                    .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                None,
            )
            .unwrap();
        let cb = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let fence = device
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        for frame in 0..FRAMES {
            let input: Vec<u32> = (0..WORDS).map(|i| i * 7 + frame * 1000).collect();
            std::ptr::copy_nonoverlapping(input.as_ptr(), src.ptr, input.len());
            let mut push = [0u8; 24];
            push[0..8].copy_from_slice(&src.address.to_le_bytes());
            push[8..16].copy_from_slice(&dst.address.to_le_bytes());
            push[16..20].copy_from_slice(&frame.to_le_bytes());
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            device.cmd_bind_pipeline(cb, vk::PipelineBindPoint::COMPUTE, pipeline);
            device.cmd_push_constants(cb, layout, vk::ShaderStageFlags::COMPUTE, 0, &push);
            device.cmd_dispatch(cb, WORDS / 64, 1, 1);
            let barrier = vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ);
            device.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &[barrier],
                &[],
                &[],
            );
            device.end_command_buffer(cb).unwrap();
            let cbs = [cb];
            device
                .queue_submit(
                    queue,
                    &[vk::SubmitInfo::default().command_buffers(&cbs)],
                    fence,
                )
                .unwrap();
            device.wait_for_fences(&[fence], true, u64::MAX).unwrap();
            device.reset_fences(&[fence]).unwrap();
            let got = std::slice::from_raw_parts(dst.ptr, WORDS as usize);
            for (i, (&g, &x)) in got.iter().zip(&input).enumerate() {
                assert_eq!(g, x * 3 + frame, "frame {frame}, word {i}");
            }
            if frame + 1 == FRAMES {
                let bytes: Vec<u8> = got.iter().flat_map(|w| w.to_le_bytes()).collect();
                std::fs::write(out, bytes).unwrap();
            }
        }
        println!("COMPUTED {FRAMES}");
        device.device_wait_idle().unwrap();
        device.destroy_fence(fence, None);
        device.destroy_command_pool(pool, None);
        device.destroy_pipeline(pipeline, None);
        device.destroy_pipeline_layout(layout, None);
        device.destroy_shader_module(module, None);
        for b in [src, dst] {
            device.destroy_buffer(b.buffer, None);
            device.free_memory(b.memory, None);
        }
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
}
