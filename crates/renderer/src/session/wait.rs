//! Host waits and the other [`super::slow`] commands: polling, then slices of
//! [`WAIT_SLICE`] that notice a client that went away.

use std::time::{Duration, Instant};

use ash::vk;
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
}
