//! The in-process client of the latency rows: a device with a fence through a driver
//! library ([`FenceClient`]), an event that pending work sets ([`PendingEvent`]), the
//! compute pipelines it creates from threads, and what it records ([`Recorder`]).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

use crate::ten;

/// `vkGetFenceStatus` through a driver library (`vk_icdGetInstanceProcAddr`).
pub(crate) struct FenceClient {
    instance: ash::Instance,
    pub(crate) device: ash::Device,
    fence: vk::Fence,
    _driver: Driver,
}

impl FenceClient {
    pub(crate) fn new(library: &Path) -> FenceClient {
        let driver = Driver::load(&DriverSource::Library(library.to_path_buf())).unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create info, no allocator; every object below is destroyed in Drop.
        unsafe {
            let instance = driver.entry().create_instance(&info, None).unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let prio = [1.0];
            let q = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio)];
            // Timeline semaphores hold back [`PendingEvent`]'s submission.
            let mut f12 = vk::PhysicalDeviceVulkan12Features::default().timeline_semaphore(true);
            let dinfo = vk::DeviceCreateInfo::default()
                .queue_create_infos(&q)
                .push_next(&mut f12);
            let device = instance.create_device(pd, &dinfo, None).unwrap();
            let fence = device
                .create_fence(
                    &vk::FenceCreateInfo::default().flags(vk::FenceCreateFlags::SIGNALED),
                    None,
                )
                .unwrap();
            FenceClient {
                instance,
                device,
                fence,
                _driver: driver,
            }
        }
    }

    pub(crate) fn status(&self) -> bool {
        // SAFETY: a live fence of this device.
        unsafe { self.device.get_fence_status(self.fence) }.unwrap()
    }
}

/// An event that a submission sets once the host signals a timeline semaphore it waits for:
/// until the value is dropped, the submission is pending and the event not set.
pub(crate) struct PendingEvent<'a> {
    device: &'a ash::Device,
    pool: vk::CommandPool,
    event: vk::Event,
    hold: vk::Semaphore,
}

impl<'a> PendingEvent<'a> {
    pub(crate) fn new(client: &'a FenceClient) -> PendingEvent<'a> {
        let device = &client.device;
        // SAFETY: valid create infos on a live device; everything is destroyed in Drop,
        // once the queue is idle.
        unsafe {
            let pool = device
                .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
                .unwrap();
            let cb = device
                .allocate_command_buffers(
                    &vk::CommandBufferAllocateInfo::default()
                        .command_pool(pool)
                        .command_buffer_count(1),
                )
                .unwrap()[0];
            let event = device
                .create_event(&vk::EventCreateInfo::default(), None)
                .unwrap();
            device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            device.cmd_set_event(cb, event, vk::PipelineStageFlags::ALL_COMMANDS);
            device.end_command_buffer(cb).unwrap();
            let mut t = vk::SemaphoreTypeCreateInfo::default()
                .semaphore_type(vk::SemaphoreType::TIMELINE)
                .initial_value(0);
            let hold = device
                .create_semaphore(&vk::SemaphoreCreateInfo::default().push_next(&mut t), None)
                .unwrap();
            let (waits, values, stages) = ([hold], [1u64], [vk::PipelineStageFlags::ALL_COMMANDS]);
            let mut tinfo =
                vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
            let cbs = [cb];
            let submit = vk::SubmitInfo::default()
                .command_buffers(&cbs)
                .wait_semaphores(&waits)
                .wait_dst_stage_mask(&stages)
                .push_next(&mut tinfo);
            let queue = device.get_device_queue(0, 0);
            device
                .queue_submit(queue, &[submit], vk::Fence::null())
                .unwrap();
            PendingEvent {
                device,
                pool,
                event,
                hold,
            }
        }
    }

    /// `vkGetEventStatus`: whether the event is set (never, while this value lives).
    pub(crate) fn status(&self) -> bool {
        // SAFETY: a live event of the device.
        unsafe { self.device.get_event_status(self.event) }.unwrap()
    }
}

impl Drop for PendingEvent<'_> {
    fn drop(&mut self) {
        let signal = vk::SemaphoreSignalInfo::default()
            .semaphore(self.hold)
            .value(1);
        // SAFETY: the semaphore is at 0, its one pending wait for 1; once the queue is idle
        // nothing uses the objects.
        unsafe {
            self.device.signal_semaphore(&signal).unwrap();
            self.device
                .queue_wait_idle(self.device.get_device_queue(0, 0))
                .unwrap();
            assert!(self.device.get_event_status(self.event).unwrap());
            self.device.destroy_event(self.event, None);
            self.device.destroy_semaphore(self.hold, None);
            self.device.destroy_command_pool(self.pool, None);
        }
    }
}

impl Drop for FenceClient {
    fn drop(&mut self) {
        // SAFETY: objects made in `new`, idle.
        unsafe {
            self.device.destroy_fence(self.fence, None);
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

/// The driver library a manifest names.
pub(crate) fn library_of(manifest: &str) -> PathBuf {
    let text = std::fs::read_to_string(manifest).unwrap();
    let i = text.find("\"library_path\"").unwrap();
    let rest = &text[i + 14..];
    let start = rest.find('"').unwrap() + 1;
    let end = start + rest[start..].find('"').unwrap();
    let p = PathBuf::from(&rest[start..end]);
    if p.is_absolute() || p.exists() {
        p
    } else {
        // A bare name: the dynamic linker finds it.
        p
    }
}

/// A compute shader (one storage buffer), compiled with `glslangValidator` (or read from
/// `VKRELAY_BENCH_COMPUTE_SPV`, for a machine without it).
pub(crate) fn compute_spirv() -> Vec<u32> {
    if let Some(p) = std::env::var_os("VKRELAY_BENCH_COMPUTE_SPV") {
        let bytes = std::fs::read(p).unwrap();
        return bytes
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
    }
    let dir = std::env::temp_dir().join(format!("vkrelay-bench-spv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("k.comp");
    let out = dir.join("k.spv");
    std::fs::write(
        &src,
        "#version 450\nlayout(local_size_x = 64) in;\n\
         layout(std430, binding = 0) buffer B { uint v[]; };\n\
         void main() { uint i = gl_GlobalInvocationID.x; v[i] = v[i] * 3u + i; }\n",
    )
    .unwrap();
    let ok = Command::new("glslangValidator")
        .arg("-V")
        .arg(&src)
        .arg("-o")
        .arg(&out)
        .stdout(Stdio::null())
        .status()
        .expect(
            "glslangValidator runs (Debian: glslang-tools), or VKRELAY_BENCH_COMPUTE_SPV names \
             the compiled shader",
        );
    assert!(ok.success(), "glslangValidator failed");
    let bytes = std::fs::read(&out).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect()
}

impl FenceClient {
    /// Creates `per_thread` compute pipelines on each of `threads` threads at once (a shader
    /// module per pipeline, as a loading screen does), then destroys them.
    pub(crate) fn pipelines(
        &self,
        spv: &[u32],
        layout: vk::PipelineLayout,
        threads: usize,
        per_thread: usize,
    ) {
        let device = &self.device;
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(move || {
                    for _ in 0..per_thread {
                        // SAFETY: valid create infos; both objects are destroyed right away.
                        unsafe {
                            let module = device
                                .create_shader_module(
                                    &vk::ShaderModuleCreateInfo::default().code(spv),
                                    None,
                                )
                                .unwrap();
                            let stage = vk::PipelineShaderStageCreateInfo::default()
                                .stage(vk::ShaderStageFlags::COMPUTE)
                                .module(module)
                                .name(c"main");
                            let info = vk::ComputePipelineCreateInfo::default()
                                .stage(stage)
                                .layout(layout);
                            let p = device
                                .create_compute_pipelines(vk::PipelineCache::null(), &[info], None)
                                .unwrap()[0];
                            device.destroy_pipeline(p, None);
                            device.destroy_shader_module(module, None);
                        }
                    }
                });
            }
        });
    }

    /// A pipeline layout with one storage buffer (and its set layout).
    pub(crate) fn compute_layout(&self) -> (vk::DescriptorSetLayout, vk::PipelineLayout) {
        let binding = [vk::DescriptorSetLayoutBinding::default()
            .binding(0)
            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
            .descriptor_count(1)
            .stage_flags(vk::ShaderStageFlags::COMPUTE)];
        // SAFETY: valid create infos; the caller destroys both.
        unsafe {
            let set = self
                .device
                .create_descriptor_set_layout(
                    &vk::DescriptorSetLayoutCreateInfo::default().bindings(&binding),
                    None,
                )
                .unwrap();
            let sets = [set];
            let layout = self
                .device
                .create_pipeline_layout(
                    &vk::PipelineLayoutCreateInfo::default().set_layouts(&sets),
                    None,
                )
                .unwrap();
            (set, layout)
        }
    }
}

/// A command buffer in the recording state and a vertex buffer, on a [`FenceClient`]'s
/// device: what recording costs the application, per command.
pub(crate) struct Recorder<'a> {
    device: &'a ash::Device,
    pool: vk::CommandPool,
    cb: vk::CommandBuffer,
    buffer: vk::Buffer,
    batches: u32,
}

/// Batches of ten commands recorded before the command buffer is reset.
const BATCHES_PER_RECORDING: u32 = 512;

impl<'a> Recorder<'a> {
    pub(crate) fn new(client: &'a FenceClient) -> Recorder<'a> {
        let device = &client.device;
        let (pool, cb, buffer) = ten::objects(device);
        Recorder {
            device,
            pool,
            cb,
            buffer,
            batches: 0,
        }
    }

    /// [`ten::record_ten`]'s commands; every [`BATCHES_PER_RECORDING`] batches the recording
    /// ends and the pool is reset.
    pub(crate) fn batch(&mut self) {
        let (d, cb) = (self.device, self.cb);
        // SAFETY: `cb` is recording; `buffer` was made with `ten::BUFFER_USAGE`.
        unsafe { ten::record_ten(d, cb, self.buffer) };
        self.batches += 1;
        if self.batches % BATCHES_PER_RECORDING == 0 {
            // SAFETY: the command buffer was never submitted.
            unsafe {
                d.end_command_buffer(cb).unwrap();
                d.reset_command_pool(self.pool, vk::CommandPoolResetFlags::empty())
                    .unwrap();
                d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                    .unwrap();
            }
        }
    }
}

impl Drop for Recorder<'_> {
    fn drop(&mut self) {
        // SAFETY: objects made in `new`; the command buffer was never submitted.
        unsafe {
            let _ = self.device.end_command_buffer(self.cb);
            self.device.destroy_buffer(self.buffer, None);
            self.device.destroy_command_pool(self.pool, None);
        }
    }
}
