//! Host waits and the other [`super::slow`] commands: polling, then slices of
//! [`WAIT_SLICE`] that notice a client that went away.

use std::sync::Arc;
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::Pfn;

/// The [`slow`] commands that wait on the host for GPU work (their reply is their result).
pub(super) fn host_wait(command: u32) -> bool {
    matches!(
        command,
        id::WAIT_FOR_FENCES | id::WAIT_SEMAPHORES | id::QUEUE_WAIT_IDLE | id::DEVICE_WAIT_IDLE
    )
}

/// How long the renderer waits in one driver call of a host wait before checking that the
/// client is still there.
///
/// Short on purpose: NVIDIA's driver polls through a short wait but sleeps through a long
/// one, and the wake-up from that sleep sat on every frame of the bundled example (72–77 %
/// of native fps with 100 ms slices, 113–115 % with 1 ms, on an H200 in the same run).
pub const WAIT_SLICE: Duration = Duration::from_millis(1);

/// Runs a [`slow`] command. A host wait with a timeout first polls the driver for up to
/// `poll` (calls with a zero timeout, yielding the CPU between them), then waits in slices
/// of [`WAIT_SLICE`] until it stops timing out, its timeout is spent, or `gone()`.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` (arena memory of this thread, writable), their
/// handles the driver's; `pfn` is the driver's function for `cmd`.
pub(super) unsafe fn run_slow(
    cmd: &CommandDesc,
    a: *mut u8,
    pfn: Pfn,
    gone: &dyn Fn() -> bool,
    poll: Duration,
) -> Option<u64> {
    // SAFETY: the ids say which argument structure `a` holds.
    let timeout: *mut u64 = unsafe {
        match cmd.id {
            id::WAIT_FOR_FENCES => &raw mut (*a.cast::<args::WaitForFences>()).timeout,
            id::WAIT_SEMAPHORES => &raw mut (*a.cast::<args::WaitSemaphores>()).timeout,
            // SAFETY: caller.
            _ => return crate::generated::dispatch::dispatch(cmd.id, a, pfn),
        }
    };
    // SAFETY: `timeout` points into the caller's argument structure.
    let total = Duration::from_nanos(unsafe { timeout.read() });
    let start = Instant::now();
    let poll = poll.min(total);
    if !poll.is_zero() {
        // SAFETY: as above.
        unsafe { timeout.write(0) };
        loop {
            // SAFETY: caller.
            let r = unsafe { crate::generated::dispatch::dispatch(cmd.id, a, pfn) }?;
            if r as u32 as i32 != vk::Result::TIMEOUT.as_raw() {
                return Some(r);
            }
            if start.elapsed() >= poll {
                break;
            }
            std::thread::yield_now();
        }
    }
    loop {
        let left = total.saturating_sub(start.elapsed());
        // SAFETY: as above.
        unsafe { timeout.write(left.min(WAIT_SLICE).as_nanos() as u64) };
        // SAFETY: caller.
        let r = unsafe { crate::generated::dispatch::dispatch(cmd.id, a, pfn) }?;
        if r as u32 as i32 != vk::Result::TIMEOUT.as_raw() || left <= WAIT_SLICE || gone() {
            return Some(r);
        }
    }
}

impl super::Session {
    /// Waits until every device of the client is idle (`vkDeviceWaitIdle` on each): what
    /// replay does before it writes memory the device may still read ([`crate::trace::replay`]).
    /// The first failure is returned, after the other devices were waited for.
    pub fn wait_idle(&mut self) -> Result<(), vk::Result> {
        let Some(cmd) = vk_wire::command(id::DEVICE_WAIT_IDLE) else {
            return Ok(());
        };
        let mut first = Ok(());
        for device in self.objects.newest_first(vk::ObjectType::DEVICE) {
            let Ok(pfn) = self.gate.device_pfn(cmd, device) else {
                continue;
            };
            // SAFETY: `pfn` is the driver's vkDeviceWaitIdle for `device`, a live device of
            // this client (it is in the object table).
            let r = unsafe {
                let f = std::mem::transmute::<Pfn, vk::PFN_vkDeviceWaitIdle>(pfn);
                f(<vk::Device as vk::Handle>::from_raw(device))
            };
            if r != vk::Result::SUCCESS && first.is_ok() {
                first = Err(r);
            }
        }
        first
    }

    /// Waits at most `bound` for every queue the client got to finish what was submitted to
    /// it: an empty submission with a fence on each queue, then a wait for the fences. What
    /// replay does before it writes memory or runs a request that may rely on finished GPU
    /// work ([`crate::trace::replay`]). Unlike `vkDeviceWaitIdle` it ends: `Ok(false)` says
    /// some queue's work did not finish within `bound` (it waits for something the trace
    /// does later, such as a host signal, or for nothing that will come). That work goes on;
    /// its fences are destroyed by a later call once signalled, or with their device.
    pub fn wait_queues_idle(&mut self, bound: Duration) -> Result<bool, vk::Result> {
        let deadline = Instant::now() + bound;
        let left = std::mem::take(&mut self.idle_fences);
        for (device, fence) in left {
            let Some(dev) = self.ash_device(device) else {
                continue;
            };
            // SAFETY: a fence of this live device, made by this function.
            match unsafe { dev.get_fence_status(fence) } {
                // SAFETY: signalled: no queue uses it any more.
                Ok(true) => unsafe { dev.destroy_fence(fence, None) },
                Ok(false) => self.idle_fences.push((device, fence)),
                Err(e) => {
                    self.idle_fences.push((device, fence));
                    return Err(e);
                }
            }
        }
        let mut queues: Vec<(u64, u64)> = self
            .queue_families
            .keys()
            .filter_map(|&q| Some((q, self.gate.device_of(q)?)))
            .collect();
        queues.sort_unstable();
        let mut idle = true;
        for (queue, device) in queues {
            let Some(dev) = self.ash_device(device) else {
                continue;
            };
            // SAFETY: `device` is live (the gate follows it) and owns `queue`; the session's
            // lock is held, so no other thread of the client uses the queue meanwhile. An
            // empty submission's fence signals once everything submitted to the queue before
            // it completed.
            unsafe {
                let fence = dev.create_fence(&vk::FenceCreateInfo::default(), None)?;
                if let Err(e) = dev.queue_submit(vk::Queue::from_raw(queue), &[], fence) {
                    dev.destroy_fence(fence, None);
                    return Err(e);
                }
                let wait = deadline.saturating_duration_since(Instant::now());
                match dev.wait_for_fences(&[fence], true, wait.as_nanos() as u64) {
                    Ok(()) => dev.destroy_fence(fence, None),
                    Err(vk::Result::TIMEOUT) => {
                        idle = false;
                        self.idle_fences.push((device, fence));
                    }
                    Err(e) => {
                        self.idle_fences.push((device, fence));
                        return Err(e);
                    }
                }
            }
        }
        Ok(idle)
    }

    /// Destroys the fences [`Session::wait_queues_idle`] left on `device` (before the
    /// device's destruction, its work waited for), and forgets its functions.
    pub(super) fn drop_idle_fences(&mut self, device: u64) {
        let Some(dev) = self.ash_devices.remove(&device) else {
            return;
        };
        self.idle_fences.retain(|&(d, fence)| {
            if d != device {
                return true;
            }
            // SAFETY: a fence of this live device, made by `wait_queues_idle`; the device
            // was waited for.
            unsafe { dev.destroy_fence(fence, None) };
            false
        });
    }

    /// The driver's functions of live device `device`, loaded through its instance at the
    /// first call and kept until the device is destroyed ([`Session::drop_idle_fences`]).
    pub(super) fn ash_device(&mut self, device: u64) -> Option<Arc<ash::Device>> {
        if let Some(d) = self.ash_devices.get(&device) {
            return Some(Arc::clone(d));
        }
        let instance = self.gate.instance_of(device)?;
        // SAFETY: `instance` is the live instance of the live `device` (the gate follows
        // both).
        let d = Arc::new(unsafe {
            let inst = ash::Instance::load(
                self.driver.entry().static_fn(),
                vk::Instance::from_raw(instance),
            );
            ash::Device::load(inst.fp_v1_0(), vk::Device::from_raw(device))
        });
        self.ash_devices.insert(device, Arc::clone(&d));
        Some(d)
    }
}
