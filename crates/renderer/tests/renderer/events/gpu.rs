//! The events client's device ([`Gpu`]): its calls, and the count of statuses it asked of
//! each kind of event.

use std::time::{Duration, Instant};

use ash::vk;

/// A batch: its command buffers, and the timeline value it signals (semaphore, value), if any.
pub(super) type Batch = (Vec<vk::CommandBuffer>, Option<(vk::Semaphore, u64)>);

/// A device with timeline semaphores and synchronization2, its first queue and a command
/// pool.
pub(super) struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    pub(super) device: ash::Device,
    pub(super) queue: vk::Queue,
    pool: vk::CommandPool,
    /// Statuses that must reach the renderer, and those the ICD must answer.
    pub(super) asked_touched: std::cell::Cell<u64>,
    pub(super) asked_host: std::cell::Cell<u64>,
    /// Whether events have slots (the ICD answers statuses of pending events).
    pub(super) slots: bool,
}

impl Gpu {
    pub(super) fn new() -> Gpu {
        // SAFETY: the system loader (its `VK_DRIVER_FILES` names the vkrelay ICD).
        let entry = unsafe { ash::Entry::load() }.unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
        // SAFETY: valid create infos; the objects are destroyed by `Drop`.
        unsafe {
            let instance = entry
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
            let mut f13 = vk::PhysicalDeviceVulkan13Features::default().synchronization2(true);
            let info = vk::DeviceCreateInfo::default()
                .queue_create_infos(&q)
                .push_next(&mut f12)
                .push_next(&mut f13);
            let device = instance.create_device(pd, &info, None).unwrap();
            let queue = device.get_device_queue(0, 0);
            let pool = device
                .create_command_pool(
                    &vk::CommandPoolCreateInfo::default().queue_family_index(0),
                    None,
                )
                .unwrap();
            Gpu {
                _entry: entry,
                instance,
                device,
                queue,
                pool,
                asked_touched: Default::default(),
                asked_host: Default::default(),
                slots: std::env::var_os("VKRELAY_EVENT_SLOTS").is_none_or(|v| v != "off")
                    && std::env::var_os("VKRELAY_FEEDBACK").is_none_or(|v| v != "off"),
            }
        }
    }

    pub(super) fn event(&self) -> vk::Event {
        // SAFETY: a valid create info on a live device.
        unsafe {
            self.device
                .create_event(&vk::EventCreateInfo::default(), None)
        }
        .unwrap()
    }

    /// `vkGetEventStatus`' raw result; `touched`: whether the status must reach the renderer
    /// (the count its stats must match).
    pub(super) fn status(&self, e: vk::Event, touched: bool) -> vk::Result {
        let c = if touched {
            &self.asked_touched
        } else {
            &self.asked_host
        };
        c.set(c.get() + 1);
        // SAFETY: a live event of the device.
        unsafe { (self.device.fp_v1_0().get_event_status)(self.device.handle(), e) }
    }

    pub(super) fn set(&self, e: vk::Event) {
        // SAFETY: a live event of the device, not used by another thread.
        unsafe { self.device.set_event(e) }.unwrap();
    }

    pub(super) fn reset(&self, e: vk::Event) {
        // SAFETY: as above; no pending vkCmdWaitEvents waits on it.
        unsafe { self.device.reset_event(e) }.unwrap();
    }

    pub(super) fn fence(&self) -> vk::Fence {
        // SAFETY: a valid create info on a live device.
        unsafe {
            self.device
                .create_fence(&vk::FenceCreateInfo::default(), None)
        }
        .unwrap()
    }

    /// A command buffer with what `record` records, ended.
    pub(super) fn record(&self, record: impl FnOnce(vk::CommandBuffer)) -> vk::CommandBuffer {
        let info = vk::CommandBufferAllocateInfo::default()
            .command_pool(self.pool)
            .level(vk::CommandBufferLevel::PRIMARY)
            .command_buffer_count(1);
        // SAFETY: the pool is this device's and used by this thread only; the command buffer
        // is freed with the pool, after the device is idle.
        unsafe {
            let cb = self.device.allocate_command_buffers(&info).unwrap()[0];
            self.device
                .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                .unwrap();
            record(cb);
            self.device.end_command_buffer(cb).unwrap();
            cb
        }
    }

    /// A secondary command buffer with what `record` records, ended.
    pub(super) fn secondary(&self, record: impl FnOnce(vk::CommandBuffer)) -> vk::CommandBuffer {
        let info = vk::CommandBufferAllocateInfo::default()
            .command_pool(self.pool)
            .level(vk::CommandBufferLevel::SECONDARY)
            .command_buffer_count(1);
        let inheritance = vk::CommandBufferInheritanceInfo::default();
        // SAFETY: as in `record`.
        unsafe {
            let cb = self.device.allocate_command_buffers(&info).unwrap()[0];
            self.device
                .begin_command_buffer(
                    cb,
                    &vk::CommandBufferBeginInfo::default().inheritance_info(&inheritance),
                )
                .unwrap();
            record(cb);
            self.device.end_command_buffer(cb).unwrap();
            cb
        }
    }

    /// A command buffer with what `record` records, submitted with `fence`.
    pub(super) fn submit(&self, fence: vk::Fence, record: impl FnOnce(vk::CommandBuffer)) {
        let cbs = [self.record(record)];
        let s = vk::SubmitInfo::default().command_buffers(&cbs);
        // SAFETY: an executable command buffer of this device.
        unsafe { self.device.queue_submit(self.queue, &[s], fence) }.unwrap();
    }

    /// A timeline semaphore at 0.
    pub(super) fn timeline(&self) -> vk::Semaphore {
        crate::relay::timeline_semaphore(&self.device, 0)
    }

    /// `vkQueueSubmit` of `batches`, with no fence.
    pub(super) fn submit_batches(&self, batches: &[Batch]) {
        let sems: Vec<Vec<vk::Semaphore>> = batches
            .iter()
            .map(|(_, s)| s.iter().map(|s| s.0).collect())
            .collect();
        let values: Vec<Vec<u64>> = batches
            .iter()
            .map(|(_, s)| s.iter().map(|s| s.1).collect())
            .collect();
        let mut infos: Vec<vk::TimelineSemaphoreSubmitInfo> = values
            .iter()
            .map(|v| vk::TimelineSemaphoreSubmitInfo::default().signal_semaphore_values(v))
            .collect();
        let submits: Vec<vk::SubmitInfo> = batches
            .iter()
            .zip(&sems)
            .zip(&mut infos)
            .map(|(((cbs, _), sems), info)| {
                vk::SubmitInfo::default()
                    .command_buffers(cbs)
                    .signal_semaphores(sems)
                    .push_next(info)
            })
            .collect();
        // SAFETY: executable command buffers and timeline semaphores of this device, each
        // value above the semaphore's.
        unsafe {
            self.device
                .queue_submit(self.queue, &submits, vk::Fence::null())
        }
        .unwrap();
    }

    /// `vkQueueSubmit2` of `cbs`, signalling `sem` to `value` at `stage`.
    pub(super) fn submit2(
        &self,
        cbs: &[vk::CommandBuffer],
        sem: vk::Semaphore,
        value: u64,
        stage: vk::PipelineStageFlags2,
    ) {
        let cbs: Vec<vk::CommandBufferSubmitInfo> = cbs
            .iter()
            .map(|&c| vk::CommandBufferSubmitInfo::default().command_buffer(c))
            .collect();
        let signal = [vk::SemaphoreSubmitInfo::default()
            .semaphore(sem)
            .value(value)
            .stage_mask(stage)];
        let s = vk::SubmitInfo2::default()
            .command_buffer_infos(&cbs)
            .signal_semaphore_infos(&signal);
        // SAFETY: as in `submit_batches`.
        unsafe {
            self.device
                .queue_submit2(self.queue, &[s], vk::Fence::null())
        }
        .unwrap();
    }

    /// `vkQueueSubmit` of `cbs` held back until `hold` reaches `value`, with no fence.
    pub(super) fn submit_held(&self, cbs: &[vk::CommandBuffer], hold: vk::Semaphore, value: u64) {
        let (waits, values, stages) = ([hold], [value], [vk::PipelineStageFlags::ALL_COMMANDS]);
        let mut info = vk::TimelineSemaphoreSubmitInfo::default().wait_semaphore_values(&values);
        let s = vk::SubmitInfo::default()
            .command_buffers(cbs)
            .wait_semaphores(&waits)
            .wait_dst_stage_mask(&stages)
            .push_next(&mut info);
        // SAFETY: executable command buffers and a timeline semaphore of this device.
        unsafe {
            self.device
                .queue_submit(self.queue, &[s], vk::Fence::null())
        }
        .unwrap();
    }

    /// Signals timeline semaphore `sem` to `value` from the host.
    pub(super) fn signal(&self, sem: vk::Semaphore, value: u64) {
        let signal = vk::SemaphoreSignalInfo::default()
            .semaphore(sem)
            .value(value);
        // SAFETY: a timeline semaphore of this device, below any pending signal of it.
        unsafe { self.device.signal_semaphore(&signal) }.unwrap();
    }

    /// Polls `e`'s status until it is `want` (each status pending: from its slot, or from the
    /// renderer without slots).
    pub(super) fn poll_pending(&self, e: vk::Event, want: vk::Result) {
        let start = Instant::now();
        while self.status(e, !self.slots) != want {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the device's write never showed"
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// `vkWaitSemaphores` for `sem` at `value`.
    pub(super) fn wait_value(&self, sem: vk::Semaphore, value: u64) {
        let sems = [sem];
        let values = [value];
        let info = vk::SemaphoreWaitInfo::default()
            .semaphores(&sems)
            .values(&values);
        // SAFETY: a live timeline semaphore of the device.
        unsafe { self.device.wait_semaphores(&info, u64::MAX) }.unwrap();
    }

    pub(super) fn wait(&self, f: vk::Fence) {
        // SAFETY: a live fence of the device.
        unsafe { self.device.wait_for_fences(&[f], true, u64::MAX) }.unwrap();
        // SAFETY: as above; its submission completed.
        unsafe { self.device.reset_fences(&[f]) }.unwrap();
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: nothing uses the device any more once it is idle.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_command_pool(self.pool, None);
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}
