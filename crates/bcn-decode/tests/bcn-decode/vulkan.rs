//! A minimal Vulkan compute context for the GPU decoder's tests and benchmark (ash, any ICD
//! the loader finds; `VK_DRIVER_FILES` picks one, e.g. lavapipe).
#![allow(dead_code)]

use std::collections::HashMap;

use ash::vk;
use bcn_decode::Format;
use bcn_decode::gpu::{self, PushConstants, Shader};

/// One buffer with its own memory; `ptr` is the persistent mapping of host-visible ones.
pub struct Buffer {
    pub buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    pub size: u64,
    ptr: *mut u8,
}

impl Buffer {
    /// The mapped bytes (host-visible buffers only).
    pub fn bytes(&mut self) -> &mut [u8] {
        assert!(!self.ptr.is_null(), "buffer is not host visible");
        // SAFETY: `ptr` maps the whole allocation of at least `size` bytes (created in
        // `Gpu::buffer`), coherent, and no GPU work runs while the tests hold this slice
        // (every submission is waited for).
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.size as usize) }
    }
}

/// Device, queue, one command buffer and the decode pipelines (created on first use).
pub struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    pub device: ash::Device,
    queue: vk::Queue,
    pool: vk::CommandPool,
    cmd: vk::CommandBuffer,
    fence: vk::Fence,
    memory: vk::PhysicalDeviceMemoryProperties,
    set_layout: vk::DescriptorSetLayout,
    layout: vk::PipelineLayout,
    descriptor_pool: vk::DescriptorPool,
    set: vk::DescriptorSet,
    pipelines: HashMap<Shader, vk::Pipeline>,
    queries: vk::QueryPool,
    /// Nanoseconds per timestamp tick.
    pub timestamp_period: f64,
    pub name: String,
}

// SAFETY: the raw mapping pointers and handles are only used by whoever holds the `Gpu`
// (tests share it behind a mutex).
unsafe impl Send for Gpu {}
// SAFETY: as above; `Buffer` is only used with the `Gpu` that made it.
unsafe impl Send for Buffer {}

fn check<T>(r: Result<T, vk::Result>, what: &str) -> T {
    r.unwrap_or_else(|e| panic!("{what}: {e}"))
}

impl Gpu {
    /// The first physical device with a compute queue.
    pub fn new() -> Result<Gpu, String> {
        // SAFETY: loading the system's Vulkan loader; its initialisation has no preconditions.
        let entry = unsafe { ash::Entry::load() }.map_err(|e| format!("no Vulkan loader: {e}"))?;
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let ci = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: `ci` and what it points to live across the call.
        let instance = unsafe { entry.create_instance(&ci, None) }
            .map_err(|e| format!("vkCreateInstance: {e}"))?;
        // SAFETY: `instance` is valid; every call below uses handles created from it.
        unsafe {
            let pdevs = instance
                .enumerate_physical_devices()
                .map_err(|e| format!("vkEnumeratePhysicalDevices: {e}"))?;
            let (pdev, qfi) = pdevs
                .iter()
                .find_map(|&p| {
                    instance
                        .get_physical_device_queue_family_properties(p)
                        .iter()
                        .position(|q| q.queue_flags.contains(vk::QueueFlags::COMPUTE))
                        .map(|i| (p, i as u32))
                })
                .ok_or("no Vulkan device with a compute queue (set VK_DRIVER_FILES)")?;
            let props = instance.get_physical_device_properties(pdev);
            let name = props
                .device_name_as_c_str()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let prio = [1.0];
            let qci = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(qfi)
                .queue_priorities(&prio)];
            let dci = vk::DeviceCreateInfo::default().queue_create_infos(&qci);
            let device = check(instance.create_device(pdev, &dci, None), "vkCreateDevice");
            let queue = device.get_device_queue(qfi, 0);
            let pool = check(
                device.create_command_pool(
                    &vk::CommandPoolCreateInfo::default()
                        .queue_family_index(qfi)
                        .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                    None,
                ),
                "vkCreateCommandPool",
            );
            let cmd = check(
                device.allocate_command_buffers(
                    &vk::CommandBufferAllocateInfo::default()
                        .command_pool(pool)
                        .command_buffer_count(1),
                ),
                "vkAllocateCommandBuffers",
            )[0];
            let fence = check(
                device.create_fence(&vk::FenceCreateInfo::default(), None),
                "vkCreateFence",
            );
            let bindings = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING].map(|b| {
                vk::DescriptorSetLayoutBinding::default()
                    .binding(b)
                    .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                    .descriptor_count(1)
                    .stage_flags(vk::ShaderStageFlags::COMPUTE)
            });
            let set_layout = check(
                device.create_descriptor_set_layout(
                    &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                    None,
                ),
                "vkCreateDescriptorSetLayout",
            );
            let range = [vk::PushConstantRange::default()
                .stage_flags(vk::ShaderStageFlags::COMPUTE)
                .size(size_of::<PushConstants>() as u32)];
            let layouts = [set_layout];
            let layout = check(
                device.create_pipeline_layout(
                    &vk::PipelineLayoutCreateInfo::default()
                        .set_layouts(&layouts)
                        .push_constant_ranges(&range),
                    None,
                ),
                "vkCreatePipelineLayout",
            );
            let sizes = [vk::DescriptorPoolSize {
                ty: vk::DescriptorType::STORAGE_BUFFER,
                descriptor_count: 2,
            }];
            let descriptor_pool = check(
                device.create_descriptor_pool(
                    &vk::DescriptorPoolCreateInfo::default()
                        .max_sets(1)
                        .pool_sizes(&sizes),
                    None,
                ),
                "vkCreateDescriptorPool",
            );
            let set = check(
                device.allocate_descriptor_sets(
                    &vk::DescriptorSetAllocateInfo::default()
                        .descriptor_pool(descriptor_pool)
                        .set_layouts(&layouts),
                ),
                "vkAllocateDescriptorSets",
            )[0];
            let queries = check(
                device.create_query_pool(
                    &vk::QueryPoolCreateInfo::default()
                        .query_type(vk::QueryType::TIMESTAMP)
                        .query_count(2),
                    None,
                ),
                "vkCreateQueryPool",
            );
            Ok(Gpu {
                memory: instance.get_physical_device_memory_properties(pdev),
                _entry: entry,
                instance,
                device,
                queue,
                pool,
                cmd,
                fence,
                set_layout,
                layout,
                descriptor_pool,
                set,
                pipelines: HashMap::new(),
                queries,
                timestamp_period: props.limits.timestamp_period as f64,
                name,
            })
        }
    }

    /// A storage/transfer buffer of `size` bytes: host-visible and mapped, or device-local.
    pub fn buffer(&self, size: u64, host_visible: bool) -> Buffer {
        let usage = vk::BufferUsageFlags::STORAGE_BUFFER
            | vk::BufferUsageFlags::TRANSFER_SRC
            | vk::BufferUsageFlags::TRANSFER_DST;
        let want = if host_visible {
            vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT
        } else {
            vk::MemoryPropertyFlags::DEVICE_LOCAL
        };
        // SAFETY: the device is valid; the buffer and memory are bound before use and the
        // mapping covers the whole allocation.
        unsafe {
            let buffer = check(
                self.device.create_buffer(
                    &vk::BufferCreateInfo::default()
                        .size(size.max(4))
                        .usage(usage),
                    None,
                ),
                "vkCreateBuffer",
            );
            let req = self.device.get_buffer_memory_requirements(buffer);
            let index = (0..self.memory.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && self.memory.memory_types[i as usize]
                            .property_flags
                            .contains(want)
                })
                .expect("no suitable memory type");
            let memory = check(
                self.device.allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(index),
                    None,
                ),
                "vkAllocateMemory",
            );
            check(
                self.device.bind_buffer_memory(buffer, memory, 0),
                "vkBindBufferMemory",
            );
            let ptr = if host_visible {
                check(
                    self.device
                        .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()),
                    "vkMapMemory",
                ) as *mut u8
            } else {
                std::ptr::null_mut()
            };
            Buffer {
                buffer,
                memory,
                size,
                ptr,
            }
        }
    }

    /// Frees a buffer made by [`Gpu::buffer`]; no GPU work may still use it.
    pub fn free(&self, b: Buffer) {
        // SAFETY: every submission has been waited for, so nothing uses `b` any more.
        unsafe {
            self.device.destroy_buffer(b.buffer, None);
            self.device.free_memory(b.memory, None);
        }
    }

    /// The compute pipeline of `shader` (its checked-in SPIR-V).
    pub fn pipeline(&mut self, shader: Shader) -> vk::Pipeline {
        self.pipeline_from(shader, shader.spirv())
    }

    /// The compute pipeline of `shader`, built from `code` on first use (the benchmark can
    /// measure a modified shader this way without rebuilding the crate).
    pub fn pipeline_from(&mut self, shader: Shader, code: &[u32]) -> vk::Pipeline {
        if let Some(&p) = self.pipelines.get(&shader) {
            return p;
        }
        // SAFETY: the SPIR-V is valid (spirv-val runs in the tests on the checked-in
        // modules; the benchmark's override is the user's) and outlives the call.
        let p = unsafe {
            let module = check(
                self.device
                    .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(code), None),
                "vkCreateShaderModule",
            );
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(module)
                .name(c"main");
            let ci = vk::ComputePipelineCreateInfo::default()
                .stage(stage)
                .layout(self.layout);
            let p = self
                .device
                .create_compute_pipelines(vk::PipelineCache::null(), &[ci], None)
                .map_err(|(_, e)| e);
            self.device.destroy_shader_module(module, None);
            check(p, "vkCreateComputePipelines")[0]
        };
        self.pipelines.insert(shader, p);
        p
    }

    /// Records into the command buffer with `f`, submits and waits; returns the GPU time in
    /// seconds between a timestamp before and after `f`'s commands.
    pub fn run(&self, f: impl FnOnce(&ash::Device, vk::CommandBuffer)) -> f64 {
        let (d, cb) = (&self.device, self.cmd);
        // SAFETY: the command buffer is idle (the previous submission was waited for), and
        // every handle recorded belongs to this device.
        unsafe {
            check(
                d.begin_command_buffer(
                    cb,
                    &vk::CommandBufferBeginInfo::default()
                        .flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT),
                ),
                "vkBeginCommandBuffer",
            );
            d.cmd_reset_query_pool(cb, self.queries, 0, 2);
            d.cmd_write_timestamp(cb, vk::PipelineStageFlags::TOP_OF_PIPE, self.queries, 0);
            f(d, cb);
            d.cmd_write_timestamp(cb, vk::PipelineStageFlags::BOTTOM_OF_PIPE, self.queries, 1);
            check(d.end_command_buffer(cb), "vkEndCommandBuffer");
            let cbs = [cb];
            let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
            check(
                d.queue_submit(self.queue, &submit, self.fence),
                "vkQueueSubmit",
            );
            check(
                d.wait_for_fences(&[self.fence], true, u64::MAX),
                "vkWaitForFences",
            );
            check(d.reset_fences(&[self.fence]), "vkResetFences");
            let mut t = [0u64; 2];
            check(
                d.get_query_pool_results(
                    self.queries,
                    0,
                    &mut t,
                    vk::QueryResultFlags::TYPE_64 | vk::QueryResultFlags::WAIT,
                ),
                "vkGetQueryPoolResults",
            );
            t[1].wrapping_sub(t[0]) as f64 * self.timestamp_period * 1e-9
        }
    }

    /// Points the descriptor set at `src` and `dst` (whole buffers).
    pub fn bind(&self, src: &Buffer, dst: &Buffer) {
        let infos = [src, dst].map(|b| {
            [vk::DescriptorBufferInfo {
                buffer: b.buffer,
                offset: 0,
                range: vk::WHOLE_SIZE,
            }]
        });
        let writes = [
            vk::WriteDescriptorSet::default()
                .dst_set(self.set)
                .dst_binding(gpu::SOURCE_BINDING)
                .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                .buffer_info(&infos[0]),
            vk::WriteDescriptorSet::default()
                .dst_set(self.set)
                .dst_binding(gpu::DESTINATION_BINDING)
                .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                .buffer_info(&infos[1]),
        ];
        // SAFETY: the set is not in use by pending work (every submission is waited for).
        unsafe { self.device.update_descriptor_sets(&writes, &[]) };
    }

    /// Records `repeat` dispatches of `pipeline` (from [`Gpu::pipeline`]) with `pc` on the
    /// bound buffers, each followed by a barrier that makes its writes visible to the next
    /// command and the host.
    pub fn record_decode(
        &self,
        cb: vk::CommandBuffer,
        pipeline: vk::Pipeline,
        pc: &PushConstants,
        repeat: u32,
    ) {
        let d = &self.device;
        let [x, y, z] = pc.dispatch_size();
        // SAFETY: `cb` is recording (inside `Gpu::run`); the pipeline, layout and set belong to
        // this device and the push constants match the layout's range.
        unsafe {
            d.cmd_bind_pipeline(cb, vk::PipelineBindPoint::COMPUTE, pipeline);
            d.cmd_bind_descriptor_sets(
                cb,
                vk::PipelineBindPoint::COMPUTE,
                self.layout,
                0,
                &[self.set],
                &[],
            );
            d.cmd_push_constants(
                cb,
                self.layout,
                vk::ShaderStageFlags::COMPUTE,
                0,
                pc.as_bytes(),
            );
            for _ in 0..repeat {
                d.cmd_dispatch(cb, x, y, z);
                barrier(d, cb);
            }
        }
    }

    /// Decodes `blocks` with `pc` on the GPU into a destination of `dst_len` bytes that starts
    /// filled with `fill`; returns the destination's bytes.
    pub fn decode(
        &mut self,
        format: Format,
        pc: &PushConstants,
        blocks: &[u8],
        dst_len: usize,
        fill: u8,
    ) -> Vec<u8> {
        let mut src = self.buffer(blocks.len() as u64, true);
        src.bytes().copy_from_slice(blocks);
        let mut dst = self.buffer(dst_len as u64, true);
        dst.bytes().fill(fill);
        self.bind(&src, &dst);
        let pipeline = self.pipeline(gpu::shader_kind(format));
        self.run(|_, cb| self.record_decode(cb, pipeline, pc, 1));
        let out = dst.bytes().to_vec();
        self.free(src);
        self.free(dst);
        out
    }
}

/// A full memory barrier between compute/transfer work and everything after it.
pub fn barrier(d: &ash::Device, cb: vk::CommandBuffer) {
    let mb = [vk::MemoryBarrier::default()
        .src_access_mask(vk::AccessFlags::SHADER_WRITE | vk::AccessFlags::TRANSFER_WRITE)
        .dst_access_mask(
            vk::AccessFlags::SHADER_READ
                | vk::AccessFlags::SHADER_WRITE
                | vk::AccessFlags::TRANSFER_READ
                | vk::AccessFlags::TRANSFER_WRITE
                | vk::AccessFlags::HOST_READ,
        )];
    // SAFETY: `cb` is recording; a global memory barrier has no other requirements.
    unsafe {
        d.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::COMPUTE_SHADER | vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::COMPUTE_SHADER
                | vk::PipelineStageFlags::TRANSFER
                | vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &mb,
            &[],
            &[],
        );
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: all work was waited for; each handle is destroyed once, children first.
        unsafe {
            let _ = self.device.device_wait_idle();
            for (_, p) in self.pipelines.drain() {
                self.device.destroy_pipeline(p, None);
            }
            self.device.destroy_query_pool(self.queries, None);
            self.device
                .destroy_descriptor_pool(self.descriptor_pool, None);
            self.device.destroy_pipeline_layout(self.layout, None);
            self.device
                .destroy_descriptor_set_layout(self.set_layout, None);
            self.device.destroy_fence(self.fence, None);
            self.device.destroy_command_pool(self.pool, None);
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}
