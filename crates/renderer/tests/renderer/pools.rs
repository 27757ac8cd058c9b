//! Command buffers and descriptor sets die with their pool: once a client destroys a command
//! pool, or destroys or resets a descriptor pool, the ids of what the pool held no longer
//! decode. A client that names one anyway (as a hostile client does; the loader's valid-usage
//! checks are not in its way) is dropped with "unknown id" in the renderer's log, and the
//! renderer serves others. Before, the ids still mapped to handles the driver had freed, and
//! the call reached a use-after-free inside the driver.
//!
//! The clients speak the wire directly, as in [`crate::gating`].

use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use vk_wire::args;

use crate::gating::{CMD, DEVICE, Gone, Logged, POOL, QUEUE, Wire, encode, vulkaninfo_works};
use crate::relay::TempDir;

const CMD2: u64 = 6;
const SAMPLER: u64 = 30;
const SET_LAYOUT: u64 = 31;
const DESC_POOL: u64 = 32;
const SET: u64 = 33;
const SET2: u64 = 34;
const DESC_POOL2: u64 = 35;
const PIPE_LAYOUT: u64 = 36;
const CMD_POOL2: u64 = 40;
const FENCE: u64 = 41;
const SHADER: u64 = 42;
const PIPE: u64 = 43;
const SECOND_INSTANCE: u64 = 50;
const SECOND_PHYSICAL: u64 = 51;

/// A compute shader that does nothing (`main`, local size 1×1×1), assembled by hand.
const NOOP_COMPUTE: [u32; 35] = [
    0x0723_0203,
    0x0001_0000,
    0,
    5,
    0, // header: SPIR-V 1.0, bound 5
    0x0002_0011,
    1, // OpCapability Shader
    0x0003_000E,
    0,
    1, // OpMemoryModel Logical GLSL450
    0x0005_000F,
    5,
    1,
    0x6E69_616D,
    0, // OpEntryPoint GLCompute %1 "main"
    0x0006_0010,
    1,
    17,
    1,
    1,
    1, // OpExecutionMode %1 LocalSize 1 1 1
    0x0002_0013,
    2, // %2 = OpTypeVoid
    0x0003_0021,
    3,
    2, // %3 = OpTypeFunction %2
    0x0005_0036,
    2,
    1,
    0,
    3, // %1 = OpFunction %2 None %3
    0x0002_00F8,
    4,           // %4 = OpLabel
    0x0001_00FD, // OpReturn
    0x0001_0038, // OpFunctionEnd
];

fn device() -> vk::Device {
    vk::Device::from_raw(DEVICE)
}

/// Waits (up to 10 s) until the log names `n` dropped clients; the log.
fn drops(r: &Logged, n: usize) -> String {
    let start = Instant::now();
    loop {
        let log = r.log();
        if log.matches("dropping client").count() >= n || start.elapsed() > Duration::from_secs(10)
        {
            return log;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Asserts that the `n`th dropped client was dropped for naming an unknown id in `command`,
/// and that the renderer lives.
fn dropped_for_unknown_id(r: &mut Logged, n: usize, command: &str) {
    let log = drops(r, n);
    let lines: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("dropping client"))
        .collect();
    assert_eq!(lines.len(), n, "{log}");
    let last = lines[n - 1];
    assert!(
        last.contains(command) && last.contains("unknown id"),
        "expected {command} with an unknown id:\n{log}"
    );
    assert!(r.alive(), "the renderer died:\n{log}");
}

impl Wire {
    fn allocate_command_buffers(&mut self, pool: u64, ids: &[u64]) -> Result<i32, Gone> {
        let alloc = vk::CommandBufferAllocateInfo::default()
            .command_pool(vk::CommandPool::from_raw(pool))
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(ids.len() as u32);
        let mut cbs: Vec<vk::CommandBuffer> = ids
            .iter()
            .map(|&i| vk::CommandBuffer::from_raw(i))
            .collect();
        self.call(&args::AllocateCommandBuffers {
            device: device(),
            p_allocate_info: (&raw const alloc).cast(),
            p_command_buffers: cbs.as_mut_ptr(),
        })
    }

    fn destroy_command_pool(&mut self, pool: u64) -> Result<i32, Gone> {
        self.call(&args::DestroyCommandPool {
            device: device(),
            command_pool: vk::CommandPool::from_raw(pool),
            p_allocator: std::ptr::null(),
        })
    }

    fn create_command_pool(&mut self, id: u64) -> Result<i32, Gone> {
        let info = vk::CommandPoolCreateInfo::default();
        let mut pool = vk::CommandPool::from_raw(id);
        self.call(&args::CreateCommandPool {
            device: device(),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_command_pool: &mut pool,
        })
    }

    fn begin(&mut self, cb: u64) -> Result<i32, Gone> {
        let begin = vk::CommandBufferBeginInfo::default();
        self.call(&args::BeginCommandBuffer {
            command_buffer: vk::CommandBuffer::from_raw(cb),
            p_begin_info: (&raw const begin).cast(),
        })
    }

    fn end_cb(&mut self, cb: u64) -> Result<i32, Gone> {
        self.call(&args::EndCommandBuffer {
            command_buffer: vk::CommandBuffer::from_raw(cb),
        })
    }

    /// Submits `cb` with a new fence `FENCE` and waits for it.
    fn submit_and_wait(&mut self, cb: u64) -> Result<i32, Gone> {
        let info = vk::FenceCreateInfo::default();
        let mut fence = vk::Fence::from_raw(FENCE);
        assert_eq!(
            self.call(&args::CreateFence {
                device: device(),
                p_create_info: (&raw const info).cast(),
                p_allocator: std::ptr::null(),
                p_fence: &mut fence,
            }),
            Ok(0)
        );
        let cbs = [vk::CommandBuffer::from_raw(cb)];
        let submit = vk::SubmitInfo::default().command_buffers(&cbs);
        let r = self.call(&args::QueueSubmit {
            queue: vk::Queue::from_raw(QUEUE),
            submit_count: 1,
            p_submits: (&raw const submit).cast(),
            fence,
        })?;
        if r != 0 {
            return Ok(r);
        }
        self.call(&args::WaitForFences {
            device: device(),
            fence_count: 1,
            p_fences: &fence,
            wait_all: vk::TRUE,
            timeout: 10_000_000_000,
        })
    }

    /// A sampler, a set layout with one sampler binding, a pool (sets freeable) and two sets
    /// `SET` and `SET2` from it; a pipeline layout of the set layout.
    fn descriptors(&mut self) {
        let info = vk::SamplerCreateInfo::default();
        let mut sampler = vk::Sampler::from_raw(SAMPLER);
        let r = self.call(&args::CreateSampler {
            device: device(),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_sampler: &mut sampler,
        });
        assert_eq!(r, Ok(0));
        let bindings = [vk::DescriptorSetLayoutBinding::default()
            .binding(0)
            .descriptor_type(vk::DescriptorType::SAMPLER)
            .descriptor_count(1)
            .stage_flags(vk::ShaderStageFlags::ALL)];
        let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
        let mut layout = vk::DescriptorSetLayout::from_raw(SET_LAYOUT);
        let r = self.call(&args::CreateDescriptorSetLayout {
            device: device(),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_set_layout: &mut layout,
        });
        assert_eq!(r, Ok(0));
        let layouts = [layout];
        let info = vk::PipelineLayoutCreateInfo::default().set_layouts(&layouts);
        let mut pl = vk::PipelineLayout::from_raw(PIPE_LAYOUT);
        let r = self.call(&args::CreatePipelineLayout {
            device: device(),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_pipeline_layout: &mut pl,
        });
        assert_eq!(r, Ok(0));
        assert_eq!(self.descriptor_pool(DESC_POOL), Ok(0));
        assert_eq!(self.allocate_sets(DESC_POOL, &[SET, SET2]), Ok(0));
    }

    fn descriptor_pool(&mut self, id: u64) -> Result<i32, Gone> {
        let sizes = [vk::DescriptorPoolSize::default()
            .ty(vk::DescriptorType::SAMPLER)
            .descriptor_count(4)];
        let info = vk::DescriptorPoolCreateInfo::default()
            .flags(vk::DescriptorPoolCreateFlags::FREE_DESCRIPTOR_SET)
            .max_sets(4)
            .pool_sizes(&sizes);
        let mut pool = vk::DescriptorPool::from_raw(id);
        self.call(&args::CreateDescriptorPool {
            device: device(),
            p_create_info: (&raw const info).cast(),
            p_allocator: std::ptr::null(),
            p_descriptor_pool: &mut pool,
        })
    }

    fn allocate_sets(&mut self, pool: u64, ids: &[u64]) -> Result<i32, Gone> {
        let layouts = vec![vk::DescriptorSetLayout::from_raw(SET_LAYOUT); ids.len()];
        let info = vk::DescriptorSetAllocateInfo::default()
            .descriptor_pool(vk::DescriptorPool::from_raw(pool))
            .set_layouts(&layouts);
        let mut sets: Vec<vk::DescriptorSet> = ids
            .iter()
            .map(|&i| vk::DescriptorSet::from_raw(i))
            .collect();
        self.call(&args::AllocateDescriptorSets {
            device: device(),
            p_allocate_info: (&raw const info).cast(),
            p_descriptor_sets: sets.as_mut_ptr(),
        })
    }

    /// Writes the sampler into `set` (no reply: whether the client was dropped shows in the
    /// next call with one).
    fn update(&mut self, set: u64) -> Result<i32, Gone> {
        let image = [vk::DescriptorImageInfo::default().sampler(vk::Sampler::from_raw(SAMPLER))];
        let write = vk::WriteDescriptorSet::default()
            .dst_set(vk::DescriptorSet::from_raw(set))
            .dst_binding(0)
            .descriptor_type(vk::DescriptorType::SAMPLER)
            .image_info(&image);
        self.call(&args::UpdateDescriptorSets {
            device: device(),
            descriptor_write_count: 1,
            p_descriptor_writes: (&raw const write).cast(),
            descriptor_copy_count: 0,
            p_descriptor_copies: std::ptr::null(),
        })
    }

    fn reset_descriptor_pool(&mut self, pool: u64) -> Result<i32, Gone> {
        self.call(&args::ResetDescriptorPool {
            device: device(),
            descriptor_pool: vk::DescriptorPool::from_raw(pool),
            flags: vk::DescriptorPoolResetFlags::empty(),
        })
    }

    fn destroy_descriptor_pool(&mut self, pool: u64) -> Result<i32, Gone> {
        self.call(&args::DestroyDescriptorPool {
            device: device(),
            descriptor_pool: vk::DescriptorPool::from_raw(pool),
            p_allocator: std::ptr::null(),
        })
    }

    /// A recorded `vkCmdBindDescriptorSets` of `set` on `cb`.
    fn bind(&mut self, cb: u64, set: u64) -> Result<(), shm_ring::Error> {
        let sets = [vk::DescriptorSet::from_raw(set)];
        self.batch(&[encode(&args::CmdBindDescriptorSets {
            command_buffer: vk::CommandBuffer::from_raw(cb),
            pipeline_bind_point: vk::PipelineBindPoint::GRAPHICS,
            layout: vk::PipelineLayout::from_raw(PIPE_LAYOUT),
            first_set: 0,
            descriptor_set_count: 1,
            p_descriptor_sets: sets.as_ptr(),
            dynamic_offset_count: 0,
            p_dynamic_offsets: std::ptr::null(),
        })])
    }
}

/// A client with a device, its queue, the pool `POOL` holding `CMD` (ended) and `CMD2`.
fn client(r: &Logged) -> Wire {
    let mut w = Wire::connect(&r.socket);
    let pd = w.instance(vk::API_VERSION_1_3, &[]);
    w.device(pd, &[]);
    assert_eq!(w.allocate_command_buffers(POOL, &[CMD2]), Ok(0));
    assert_eq!(w.end_cb(CMD), Ok(0));
    w
}

/// After `vkDestroyCommandPool`, its command buffers named in `vkBeginCommandBuffer`, in
/// `vkQueueSubmit` and in a recorded batch: each client is dropped for an unknown id. A command
/// buffer freed through another pool drops its client too. The renderer serves vulkaninfo
/// afterwards.
#[test]
fn command_buffers_of_a_destroyed_pool_are_unknown_ids() {
    let dir = TempDir::new("pools-cb");
    let mut r = Logged::start(&dir.0);

    let mut w = client(&r);
    assert_eq!(w.destroy_command_pool(POOL), Ok(0));
    assert!(
        w.begin(CMD2).is_err(),
        "vkBeginCommandBuffer on a freed one"
    );
    dropped_for_unknown_id(&mut r, 1, "vkBeginCommandBuffer");

    let mut w = client(&r);
    assert_eq!(w.destroy_command_pool(POOL), Ok(0));
    assert!(
        w.submit_and_wait(CMD).is_err(),
        "vkQueueSubmit of a freed one"
    );
    dropped_for_unknown_id(&mut r, 2, "vkQueueSubmit");

    let mut w = client(&r);
    assert_eq!(w.destroy_command_pool(POOL), Ok(0));
    let _ = w.batch(&[encode(&args::CmdSetLineWidth {
        command_buffer: vk::CommandBuffer::from_raw(CMD2),
        line_width: 1.0,
    })]);
    assert!(w.dropped(), "a batch recorded into a freed one");
    dropped_for_unknown_id(&mut r, 3, "vkCmdSetLineWidth");

    // Freed through a pool it does not belong to (the driver would free it from the wrong
    // pool's memory).
    let mut w = client(&r);
    assert_eq!(w.create_command_pool(CMD_POOL2), Ok(0));
    let cbs = [vk::CommandBuffer::from_raw(CMD2)];
    let _ = w.call(&args::FreeCommandBuffers {
        device: device(),
        command_pool: vk::CommandPool::from_raw(CMD_POOL2),
        command_buffer_count: 1,
        p_command_buffers: cbs.as_ptr(),
    });
    assert!(w.dropped(), "a command buffer freed from another pool");
    let log = drops(&r, 4);
    assert!(
        log.contains("bad vkFreeCommandBuffers request")
            && log.contains("freed from a pool it was not allocated from"),
        "{log}"
    );

    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive());
    assert_eq!(r.log().matches("dropping client").count(), 4, "{}", r.log());
}

/// Descriptor sets after `vkResetDescriptorPool` and after `vkDestroyDescriptorPool`, named in
/// `vkUpdateDescriptorSets` or a recorded `vkCmdBindDescriptorSets`: each client is dropped
/// for an unknown id.
#[test]
fn descriptor_sets_of_a_reset_or_destroyed_pool_are_unknown_ids() {
    let dir = TempDir::new("pools-sets");
    let mut r = Logged::start(&dir.0);

    let mut w = client(&r);
    w.descriptors();
    assert_eq!(w.update(SET), Ok(0));
    assert_eq!(w.reset_descriptor_pool(DESC_POOL), Ok(0));
    let _ = w.update(SET);
    assert!(w.dropped(), "an update of a set freed by the reset");
    dropped_for_unknown_id(&mut r, 1, "vkUpdateDescriptorSets");

    let mut w = client(&r);
    w.descriptors();
    assert_eq!(w.destroy_descriptor_pool(DESC_POOL), Ok(0));
    let _ = w.update(SET2);
    assert!(w.dropped(), "an update of a set freed with its pool");
    dropped_for_unknown_id(&mut r, 2, "vkUpdateDescriptorSets");

    let mut w = client(&r);
    w.descriptors();
    assert_eq!(w.reset_descriptor_pool(DESC_POOL), Ok(0));
    assert_eq!(w.begin(CMD2), Ok(0));
    let _ = w.bind(CMD2, SET);
    assert!(w.dropped(), "a bind of a set freed by the reset");
    dropped_for_unknown_id(&mut r, 3, "vkCmdBindDescriptorSets");

    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive());
}

/// Normal use: command buffers and sets freed one by one, pools reset and destroyed, their
/// ids allocated again from new pools, recorded, bound, submitted; then the client goes away
/// with pools and their children alive (teardown), and the next client works. Nobody is
/// dropped.
#[test]
fn freeing_and_destroying_pools_then_allocating_again_works() {
    let dir = TempDir::new("pools-normal");
    let mut r = Logged::start(&dir.0);

    let mut w = client(&r);
    // Freed one by one, then the ids allocated again from the same pool.
    let cbs = [vk::CommandBuffer::from_raw(CMD2)];
    let free = args::FreeCommandBuffers {
        device: device(),
        command_pool: vk::CommandPool::from_raw(POOL),
        command_buffer_count: 1,
        p_command_buffers: cbs.as_ptr(),
    };
    assert_eq!(w.call(&free), Ok(0));
    assert_eq!(w.allocate_command_buffers(POOL, &[CMD2]), Ok(0));
    // The pool destroyed: its ids are free for a new pool's command buffers.
    assert_eq!(w.destroy_command_pool(POOL), Ok(0));
    assert_eq!(w.create_command_pool(CMD_POOL2), Ok(0));
    assert_eq!(w.allocate_command_buffers(CMD_POOL2, &[CMD, CMD2]), Ok(0));

    w.descriptors();
    assert_eq!(w.update(SET), Ok(0));
    let sets = [vk::DescriptorSet::from_raw(SET2)];
    let free = args::FreeDescriptorSets {
        device: device(),
        descriptor_pool: vk::DescriptorPool::from_raw(DESC_POOL),
        descriptor_set_count: 1,
        p_descriptor_sets: sets.as_ptr(),
    };
    assert_eq!(w.call(&free), Ok(0));
    assert_eq!(w.reset_descriptor_pool(DESC_POOL), Ok(0));
    assert_eq!(w.allocate_sets(DESC_POOL, &[SET, SET2]), Ok(0));
    assert_eq!(w.update(SET2), Ok(0));
    assert_eq!(w.destroy_descriptor_pool(DESC_POOL), Ok(0));
    assert_eq!(w.descriptor_pool(DESC_POOL2), Ok(0));
    assert_eq!(w.allocate_sets(DESC_POOL2, &[SET]), Ok(0));
    assert_eq!(w.update(SET), Ok(0));

    // Recorded with a set of the new pool, submitted, waited for.
    assert_eq!(w.begin(CMD), Ok(0));
    w.bind(CMD, SET).unwrap();
    assert_eq!(w.end_cb(CMD), Ok(0));
    assert_eq!(w.submit_and_wait(CMD), Ok(0));
    assert!(!w.dropped());
    // Gone with both pools, a set and two command buffers alive.
    drop(w);

    let mut w = client(&r);
    w.descriptors();
    assert_eq!(w.submit_and_wait(CMD), Ok(0));
    assert!(!w.dropped());
    drop(w);

    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive());
    assert!(!r.log().contains("dropping client"), "{}", r.log());
}

/// A client that destroys its device with objects still on it (Vulkan forbids that, but the
/// loader's checks are not in a hostile client's way): the renderer destroys them before the
/// device, and their ids no longer decode, so the client cannot reach freed objects through
/// them. One client names a command buffer of the device's pool, another its queue; each is
/// dropped for an unknown id, and the renderer serves vulkaninfo afterwards.
#[test]
fn objects_left_on_a_destroyed_device_go_with_it() {
    let dir = TempDir::new("pools-device");
    let mut r = Logged::start(&dir.0);
    let destroy_device = |w: &mut Wire| {
        w.call(&args::DestroyDevice {
            device: device(),
            p_allocator: std::ptr::null(),
        })
    };

    // A pool with two command buffers, a sampler, two layouts, a descriptor pool with two
    // sets, all left on the device.
    let mut w = client(&r);
    w.descriptors();
    assert_eq!(destroy_device(&mut w), Ok(0));
    assert!(w.begin(CMD2).is_err(), "a command buffer of the device");
    dropped_for_unknown_id(&mut r, 1, "vkBeginCommandBuffer");
    let log = r.log();
    let destroyed: usize = log
        .lines()
        .find(|l| l.contains("vkDestroyDevice: destroyed the objects the client left"))
        .and_then(|l| l.split("destroyed=").nth(1))
        .and_then(|v| v.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no count of destroyed objects:\n{log}"));
    // The command pool, sampler, set layout, pipeline layout and descriptor pool at least.
    assert!(destroyed >= 5, "{destroyed} destroyed:\n{log}");

    let mut w = client(&r);
    assert_eq!(destroy_device(&mut w), Ok(0));
    assert!(
        w.call(&args::QueueWaitIdle {
            queue: vk::Queue::from_raw(QUEUE),
        })
        .is_err(),
        "the device's queue"
    );
    dropped_for_unknown_id(&mut r, 2, "vkQueueWaitIdle");

    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive());
}

/// A client that destroys its instance while its device lives (Vulkan forbids that), then
/// records into a command buffer of the device. Before, the driver freed the physical device
/// under the live device and the next call crashed the renderer, and every client with it.
/// Now the device and what it holds go first; the call names an unknown id and only that
/// client is dropped.
#[test]
fn a_device_left_on_a_destroyed_instance_goes_with_it() {
    let dir = TempDir::new("pools-instance");
    let mut r = Logged::start(&dir.0);
    let mut w = client(&r);
    w.descriptors();
    assert_eq!(
        w.call(&args::DestroyInstance {
            instance: vk::Instance::from_raw(crate::gating::INSTANCE),
            p_allocator: std::ptr::null(),
        }),
        Ok(0)
    );
    assert!(w.begin(CMD2).is_err(), "a command buffer of the device");
    dropped_for_unknown_id(&mut r, 1, "vkBeginCommandBuffer");
    let log = r.log();
    assert!(
        log.contains("vkDestroyInstance: destroyed a device the client left on the instance"),
        "{log}"
    );
    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive());
}

/// A client that names one id for two new pipelines in one `vkCreateComputePipelines` (as a
/// hostile client may; the same happens when two streams race a slow create) is dropped for a
/// duplicate id, and the pipeline left without an id is destroyed first: the validation layer,
/// loaded into the renderer, finds nothing left on the device when the client's teardown
/// destroys it. Before, that pipeline outlived the client.
#[test]
fn new_objects_under_one_id_leave_nothing_behind() {
    let dir = TempDir::new("pools-dup");
    let mut r = Logged::start_with(
        &dir.0,
        &[
            ("VK_INSTANCE_LAYERS", "VK_LAYER_KHRONOS_validation"),
            ("VKRELAY_LOG", "info"),
        ],
    );
    let mut w = client(&r);
    w.descriptors();
    let info = vk::ShaderModuleCreateInfo::default().code(&NOOP_COMPUTE);
    let mut module = vk::ShaderModule::from_raw(SHADER);
    let made = w.call(&args::CreateShaderModule {
        device: device(),
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_shader_module: &mut module,
    });
    assert_eq!(made, Ok(0));
    let stage = vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::COMPUTE)
        .module(module)
        .name(c"main");
    let infos = [vk::ComputePipelineCreateInfo::default()
        .stage(stage)
        .layout(vk::PipelineLayout::from_raw(PIPE_LAYOUT)); 2];
    let mut pipes = [vk::Pipeline::from_raw(PIPE); 2];
    let r2 = w.call(&args::CreateComputePipelines {
        device: device(),
        pipeline_cache: vk::PipelineCache::null(),
        create_info_count: 2,
        p_create_infos: infos.as_ptr(),
        p_allocator: std::ptr::null(),
        p_pipelines: pipes.as_mut_ptr(),
    });
    assert!(r2.is_err(), "the client is dropped");
    let log = r.wait_for("teardown: destroyed the objects a client left");
    assert!(
        log.contains("dropping client") && log.contains("duplicate id"),
        "{log}"
    );
    assert!(
        log.contains("destroyed the ones left without an id"),
        "{log}"
    );
    assert!(
        log.contains("teardown: destroyed the objects a client left"),
        "the client's teardown ran:\n{log}"
    );
    assert!(
        !log.contains("has not been destroyed"),
        "the validation layer found objects left on the device:\n{log}"
    );
    assert!(r.alive(), "{log}");
}

/// A hostile client destroys, on a second stream, the fence its first stream waits for (the
/// renderer runs such a wait with the client's lock released, inside the driver). The destroy
/// is refused and the client dropped: the driver never frees the fence under the wait, the
/// wait ends when its client is dropped, and the renderer serves others. Making and destroying
/// another instance meanwhile is fine.
#[test]
fn destroying_what_a_running_call_uses_is_refused() {
    let dir = TempDir::new("pools-pinned");
    let mut r = Logged::start(&dir.0);
    let mut w = client(&r);
    let token = w.token();
    let info = vk::FenceCreateInfo::default();
    let mut fence = vk::Fence::from_raw(FENCE);
    let made = w.call(&args::CreateFence {
        device: device(),
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_fence: &mut fence,
    });
    assert_eq!(made, Ok(0));
    let waiter = std::thread::spawn(move || {
        let fence = vk::Fence::from_raw(FENCE);
        let start = Instant::now();
        let r = w.call(&args::WaitForFences {
            device: device(),
            fence_count: 1,
            p_fences: &fence,
            wait_all: vk::TRUE,
            timeout: 8_000_000_000,
        });
        (r, start.elapsed())
    });
    // Let the wait reach the driver (nothing signals the fence).
    std::thread::sleep(Duration::from_millis(300));
    let mut other = Wire::attach(&r.socket, token);
    // Another instance, made and destroyed meanwhile, is not in use: that is allowed.
    let second = second_instance(&mut other);
    let gone = other.call(&args::DestroyInstance {
        instance: second,
        p_allocator: std::ptr::null(),
    });
    assert_eq!(gone, Ok(0));
    assert!(!other.dropped(), "destroying an unused instance is allowed");
    let sent = other.call(&args::DestroyFence {
        device: device(),
        fence: vk::Fence::from_raw(FENCE),
        p_allocator: std::ptr::null(),
    });
    assert_eq!(sent, Ok(0), "vkDestroyFence has no reply");
    assert!(
        other.dropped(),
        "the client that destroyed the fence is dropped"
    );
    let (waited, took) = waiter.join().unwrap();
    assert_ne!(waited, Ok(0), "the fence was never signalled");
    assert!(
        took < Duration::from_secs(6),
        "the wait ended with its client ({took:?}), not at its 8 s timeout"
    );
    let log = drops(&r, 1);
    assert!(
        log.contains("vkDestroyFence")
            && log.contains("destroys an object that a call still running on another stream uses"),
        "{log}"
    );
    vulkaninfo_works(&dir.0, &r);
    assert!(r.alive(), "{log}");
}

/// A client that creates a second instance and destroys it goes on with its first: commands
/// are looked up through the newest live instance, not through the destroyed one (before,
/// the next instance-level command the renderer had not looked up yet went through the freed
/// instance).
#[test]
fn destroying_the_newest_instance_leaves_the_older_one_working() {
    let dir = TempDir::new("pools-instances");
    let mut r = Logged::start(&dir.0);
    let mut w = client(&r);
    let second = second_instance(&mut w);
    let gone = w.call(&args::DestroyInstance {
        instance: second,
        p_allocator: std::ptr::null(),
    });
    assert_eq!(gone, Ok(0));
    let mut n = 0u32;
    let listed = w.call(&args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(crate::gating::INSTANCE),
        p_physical_device_count: &mut n,
        p_physical_devices: std::ptr::null_mut(),
    });
    assert_eq!(listed, Ok(0));
    assert!(n >= 1, "the first instance still lists its devices");
    let mut props = vk::FormatProperties::default();
    let mut pd = vk::PhysicalDevice::null();
    let mut one = 1u32;
    let r1 = w.call(&args::EnumeratePhysicalDevices {
        instance: vk::Instance::from_raw(crate::gating::INSTANCE),
        p_physical_device_count: &mut one,
        p_physical_devices: &mut pd,
    });
    assert!(
        r1 == Ok(0) || r1 == Ok(vk::Result::INCOMPLETE.as_raw()),
        "{r1:?}"
    );
    let r2 = w.call(&args::GetPhysicalDeviceFormatProperties {
        physical_device: pd,
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut props,
    });
    assert_eq!(r2, Ok(0));
    assert!(
        props
            .optimal_tiling_features
            .contains(vk::FormatFeatureFlags::SAMPLED_IMAGE),
        "{props:?}"
    );
    assert!(!w.dropped(), "{}", r.log());
    assert!(r.alive(), "{}", r.log());
}

/// Creates a second instance (id 50) and lists its physical devices; returns it.
fn second_instance(w: &mut Wire) -> vk::Instance {
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    let mut inst = vk::Instance::from_raw(SECOND_INSTANCE);
    let made = w.call(&args::CreateInstance {
        p_create_info: (&raw const info).cast(),
        p_allocator: std::ptr::null(),
        p_instance: &mut inst,
    });
    assert_eq!(made, Ok(0));
    let mut n = 1u32;
    let mut pd = vk::PhysicalDevice::from_raw(SECOND_PHYSICAL);
    let listed = w.call(&args::EnumeratePhysicalDevices {
        instance: inst,
        p_physical_device_count: &mut n,
        p_physical_devices: &mut pd,
    });
    assert!(
        listed == Ok(0) || listed == Ok(vk::Result::INCOMPLETE.as_raw()),
        "{listed:?}"
    );
    inst
}
