//! The application side of the threads tests: a device through the ICD ([`Gpu`]), run in
//! the helper processes, and what their threads share (output, thread ids, waits until a
//! thread blocks, a frame of render passes).

use std::sync::Mutex;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

pub(super) const SECOND: u64 = 1_000_000_000;

/// A device (Vulkan 1.2, timeline semaphores) through the ICD named by `VKRELAY_TEST_ICD`
/// (`loader`: the system loader, with its `VK_DRIVER_FILES` and layers).
pub(super) struct Gpu {
    pub(super) device: ash::Device,
    pub(super) instance: ash::Instance,
    pub(super) queue: vk::Queue,
    memory: vk::PhysicalDeviceMemoryProperties,
    _driver: Driver,
}

impl Gpu {
    pub(super) fn new() -> Option<Gpu> {
        let icd = std::env::var_os("VKRELAY_TEST_ICD")?;
        let source = if icd == "loader" {
            DriverSource::SystemLoader
        } else {
            DriverSource::Library(icd.into())
        };
        let driver = Driver::load(&source).unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
        // SAFETY: valid create infos; everything is destroyed in `Drop`.
        unsafe {
            let instance = driver
                .entry()
                .create_instance(
                    &vk::InstanceCreateInfo::default().application_info(&app),
                    None,
                )
                .unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let prio = [1.0];
            let q = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio)];
            let mut f12 = vk::PhysicalDeviceVulkan12Features::default().timeline_semaphore(true);
            let device = instance
                .create_device(
                    pd,
                    &vk::DeviceCreateInfo::default()
                        .queue_create_infos(&q)
                        .push_next(&mut f12),
                    None,
                )
                .unwrap();
            let queue = device.get_device_queue(0, 0);
            let memory = instance.get_physical_device_memory_properties(pd);
            Some(Gpu {
                device,
                instance,
                queue,
                memory,
                _driver: driver,
            })
        }
    }

    pub(super) fn timeline(&self) -> vk::Semaphore {
        crate::relay::timeline_semaphore(&self.device, 0)
    }

    pub(super) fn wait(
        &self,
        sem: vk::Semaphore,
        value: u64,
        timeout: u64,
    ) -> Result<(), vk::Result> {
        let s = [sem];
        let v = [value];
        let info = vk::SemaphoreWaitInfo::default().semaphores(&s).values(&v);
        // SAFETY: a live semaphore of this device.
        unsafe { self.device.wait_semaphores(&info, timeout) }
    }

    pub(super) fn signal(&self, sem: vk::Semaphore, value: u64) {
        let info = vk::SemaphoreSignalInfo::default()
            .semaphore(sem)
            .value(value);
        // SAFETY: a live timeline semaphore of this device, signalled upwards.
        unsafe { self.device.signal_semaphore(&info) }.unwrap();
    }

    /// A host-visible, coherent buffer of `n` u32 words, bound and mapped.
    pub(super) fn host_buffer(&self, n: usize) -> (vk::Buffer, vk::DeviceMemory, *mut u32) {
        // SAFETY: valid create infos; the caller destroys what it gets.
        unsafe {
            let buffer = self
                .device
                .create_buffer(
                    &vk::BufferCreateInfo::default()
                        .size((n * 4) as u64)
                        .usage(vk::BufferUsageFlags::TRANSFER_DST),
                    None,
                )
                .unwrap();
            let req = self.device.get_buffer_memory_requirements(buffer);
            let want =
                vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
            let ty = (0..self.memory.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && self.memory.memory_types[i as usize]
                            .property_flags
                            .contains(want)
                })
                .unwrap();
            let mem = self
                .device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(ty),
                    None,
                )
                .unwrap();
            self.device.bind_buffer_memory(buffer, mem, 0).unwrap();
            let p = self
                .device
                .map_memory(mem, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .unwrap()
                .cast::<u32>();
            (buffer, mem, p)
        }
    }

    /// Allocates one primary command buffer from `pool`.
    pub(super) fn command_buffer(&self, pool: vk::CommandPool) -> vk::CommandBuffer {
        // SAFETY: a live pool of this device.
        unsafe {
            self.device.allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
        }
        .unwrap()[0]
    }

    pub(super) fn pool(&self) -> vk::CommandPool {
        // SAFETY: valid create info.
        unsafe {
            self.device
                .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
        }
        .unwrap()
    }

    /// Records `vkCmdFillBuffer(buffer, value)` into `cb` (after `before` fills with other
    /// values, which make the recording long to replay), with the barriers that make `value`
    /// what the host reads once the submission completes, and ends it.
    pub(super) fn record_fill(
        &self,
        cb: vk::CommandBuffer,
        buffer: vk::Buffer,
        before: u32,
        value: u32,
    ) {
        // SAFETY: `cb` is an initial-state command buffer of this device, used by one thread.
        unsafe {
            self.device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            for k in 0..before {
                self.device
                    .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, !value ^ k);
            }
            // The earlier fills' writes before the last one's (without the barrier nothing
            // orders them on a driver that overlaps transfers), and the last one's before the
            // host reads.
            let barrier = |src: vk::AccessFlags, dst_stage, dst: vk::AccessFlags| {
                self.device.cmd_pipeline_barrier(
                    cb,
                    vk::PipelineStageFlags::TRANSFER,
                    dst_stage,
                    vk::DependencyFlags::empty(),
                    &[vk::MemoryBarrier::default()
                        .src_access_mask(src)
                        .dst_access_mask(dst)],
                    &[],
                    &[],
                );
            };
            if before > 0 {
                barrier(
                    vk::AccessFlags::TRANSFER_WRITE,
                    vk::PipelineStageFlags::TRANSFER,
                    vk::AccessFlags::TRANSFER_WRITE,
                );
            }
            self.device
                .cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, value);
            barrier(
                vk::AccessFlags::TRANSFER_WRITE,
                vk::PipelineStageFlags::HOST,
                vk::AccessFlags::HOST_READ,
            );
            self.device.end_command_buffer(cb).unwrap();
        }
    }

    /// Submits `cb` alone, signalling `fence`.
    ///
    /// # Safety
    /// `cb` is an executable command buffer of this device, `fence` an unsignalled fence of
    /// it, and no other thread uses the queue meanwhile.
    pub(super) unsafe fn submit(&self, cb: vk::CommandBuffer, fence: vk::Fence) {
        let cbs = [cb];
        // SAFETY: caller.
        unsafe {
            self.device
                .queue_submit(
                    self.queue,
                    &[vk::SubmitInfo::default().command_buffers(&cbs)],
                    fence,
                )
                .unwrap();
        }
    }

    /// Submits `cb` (the queue behind `queue_lock`) and waits for it.
    pub(super) fn submit_and_wait(&self, queue_lock: &Mutex<()>, cb: vk::CommandBuffer) {
        // SAFETY: `cb` is an executable command buffer of this device; the queue is used
        // under `queue_lock` only.
        unsafe {
            let fence = self
                .device
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .unwrap();
            {
                let _q = queue_lock.lock().unwrap();
                self.submit(cb, fence);
            }
            self.device
                .wait_for_fences(&[fence], true, 30 * SECOND)
                .unwrap();
            self.device.destroy_fence(fence, None);
        }
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: the test destroyed its objects and nothing runs any more.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

pub(super) fn say(s: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{s}").unwrap();
    out.flush().unwrap();
}

/// The kernel's id of the calling thread.
pub(super) fn gettid() -> i32 {
    // SAFETY: gettid(2) has no preconditions.
    unsafe { libc::gettid() }
}

/// Waits (up to 30 s) until each thread of this process in `tids` is asleep in the kernel
/// (state `S` in `/proc/self/task/TID/stat`): blocked in its call, waiting for the renderer.
pub(super) fn wait_until_asleep(tids: &[&std::sync::atomic::AtomicI32]) {
    let start = Instant::now();
    loop {
        let asleep = tids.iter().all(|t| {
            let tid = t.load(Ordering::SeqCst);
            tid != 0
                && std::fs::read_to_string(format!("/proc/self/task/{tid}/stat"))
                    .ok()
                    .and_then(|s| {
                        // `pid (comm) state …`: the state follows the last ')'.
                        let rest = &s[s.rfind(')')? + 1..];
                        rest.split_whitespace().next().map(|st| st == "S")
                    })
                    .unwrap_or(false)
        });
        if asleep {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the waiting threads never blocked"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// `frames` times: records a render pass without attachments and a barrier after it into one
/// command buffer, submits it with a fence and waits for the fence.
pub(super) fn render_pass_frames(g: &Gpu, frames: usize) {
    let d = &g.device;
    // SAFETY: valid create infos; every object is destroyed below, after the fence signals.
    unsafe {
        let subpass =
            [vk::SubpassDescription::default()
                .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)];
        let pass = d
            .create_render_pass(
                &vk::RenderPassCreateInfo::default().subpasses(&subpass),
                None,
            )
            .unwrap();
        let fb = d
            .create_framebuffer(
                &vk::FramebufferCreateInfo::default()
                    .render_pass(pass)
                    .width(1)
                    .height(1)
                    .layers(1),
                None,
            )
            .unwrap();
        let pool = d
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        for _ in 0..frames {
            d.reset_command_pool(pool, vk::CommandPoolResetFlags::empty())
                .unwrap();
            d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            let area = vk::Rect2D::default().extent(vk::Extent2D {
                width: 1,
                height: 1,
            });
            d.cmd_begin_render_pass(
                cb,
                &vk::RenderPassBeginInfo::default()
                    .render_pass(pass)
                    .framebuffer(fb)
                    .render_area(area),
                vk::SubpassContents::INLINE,
            );
            d.cmd_end_render_pass(cb);
            let barrier = [vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::MEMORY_WRITE)
                .dst_access_mask(vk::AccessFlags::MEMORY_READ)];
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::DependencyFlags::empty(),
                &barrier,
                &[],
                &[],
            );
            d.end_command_buffer(cb).unwrap();
            g.submit(cb, fence);
            d.wait_for_fences(&[fence], true, 5 * SECOND).unwrap();
            d.reset_fences(&[fence]).unwrap();
        }
        d.destroy_fence(fence, None);
        d.destroy_command_pool(pool, None);
        d.destroy_framebuffer(fb, None);
        d.destroy_render_pass(pass, None);
    }
}
