//! The session's side of the pictures of frames that end at a submission
//! ([`crate::trace::pictures`]): what a command does is noted, and under capture the
//! submission that ends a frame `capture_screenshots` names takes its picture.

use std::path::Path;

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::id;

use super::{Local, Session};
use crate::present::readback;
use crate::trace::pictures;

impl Session {
    /// After `cmd` (arguments `a`, handles translated, outputs written) returned `ret`:
    /// [`pictures::Pictures`] notes it; a submission that ends a frame the capture takes a
    /// screenshot of (`local.frame_end`) is pictured, a failure logged.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(super) unsafe fn follow_pictures(
        &mut self,
        cmd: &'static CommandDesc,
        a: *const u8,
        ret: u64,
        local: &Local,
    ) {
        let Some(p) = &mut self.pictures else {
            return;
        };
        // SAFETY: caller.
        unsafe { p.after(cmd.id, a, ret) };
        if cmd.id == id::BEGIN_COMMAND_BUFFER || vk_wire::relay::is_recorded(cmd.id) {
            // A command recorded outside a batch (the first argument is its command buffer).
            // SAFETY: caller.
            let (_, cb) = unsafe { crate::gate::level(cmd, a) };
            // SAFETY: caller.
            unsafe { p.recorded(cmd.id, cb, a) };
            return;
        }
        if ret as u32 as i32 != vk::Result::SUCCESS.as_raw() {
            return;
        }
        // SAFETY: caller.
        let Some((queue, cbs)) = (unsafe { pictures::submission(cmd.id, a) }) else {
            return;
        };
        p.submitted(queue, &cbs);
        if !local.frame_end {
            return;
        }
        let Some(path) = self.trace.as_ref().and_then(|t| t.screenshot_path()) else {
            return;
        };
        match self.picture(&path) {
            Ok(()) => tracing::info!(file = %path.display(), "screenshot written"),
            Err(e) => tracing::warn!("no screenshot {}: {e}", path.display()),
        }
    }

    /// Before `vkCreateImage` (arguments `x`, the decoder's writable copy): a colour
    /// attachment gets `TRANSFER_SRC` usage too, where the driver can copy from its format
    /// and tiling, so that a frame that renders into it last can be pictured. Under capture
    /// and replay alike (both follow pictures only when screenshots are asked for), so both
    /// make the same image; the trace keeps the application's request.
    ///
    /// # Safety
    /// `x` is the decoded `vkCreateImage` of a live device of the client.
    pub(super) unsafe fn picture_usage(&self, x: &mut vk_wire::args::CreateImage) {
        // SAFETY: caller: the decoder's structure, in its writable arena, or null.
        let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
            return;
        };
        let wanted = vk::ImageUsageFlags::COLOR_ATTACHMENT;
        if !info.usage.contains(wanted) || info.usage.contains(vk::ImageUsageFlags::TRANSFER_SRC) {
            return;
        }
        let device = x.device.as_raw();
        let (Some(instance), Some(physical)) = (
            self.gate.instance_of(device),
            self.capture.physical_of(device),
        ) else {
            return;
        };
        // SAFETY: the client's live instance, which owns the device's physical device.
        let props = unsafe {
            ash::Instance::load(
                self.driver.entry().static_fn(),
                vk::Instance::from_raw(instance),
            )
            .get_physical_device_format_properties(physical, info.format)
        };
        let features = if info.tiling == vk::ImageTiling::LINEAR {
            props.linear_tiling_features
        } else {
            props.optimal_tiling_features
        };
        if features.contains(vk::FormatFeatureFlags::TRANSFER_SRC) {
            info.usage |= vk::ImageUsageFlags::TRANSFER_SRC;
        }
    }

    /// Writes the picture of the frame so far ([`pictures::Pictures::source`]) as a PNG at
    /// `path`: copied on its queue after what was submitted there, waited for. `Err` with
    /// the reason where there is none.
    pub(crate) fn picture(&self, path: &Path) -> Result<(), String> {
        let p = self
            .pictures
            .as_ref()
            .ok_or("pictures are not followed in this session")?;
        if self.lost.is_some() {
            return Err("the device is lost".into());
        }
        let (queue, src) = p.source()?;
        let unknown = || "the queue of the frame's last rendering is unknown".to_string();
        let device = self.gate.device_of(queue).ok_or_else(unknown)?;
        let instance = self.gate.instance_of(queue).ok_or_else(unknown)?;
        let physical = self.capture.physical_of(device).ok_or_else(unknown)?;
        let family = *self.queue_families.get(&queue).ok_or_else(unknown)?;
        // SAFETY: `instance` is the live instance of the live `device`, which owns `queue`
        // and `physical` (the gate and the capture's table follow them); the session's lock
        // is held, so no other thread of the client uses the queue meanwhile, and `src`
        // names a live image of the device in the layout the submissions leave it in
        // ([`pictures`]).
        let pixels = unsafe {
            let inst = ash::Instance::load(
                self.driver.entry().static_fn(),
                vk::Instance::from_raw(instance),
            );
            let memory = inst.get_physical_device_memory_properties(physical);
            let dev = ash::Device::load(inst.fp_v1_0(), vk::Device::from_raw(device));
            let t = readback::Target {
                device: &dev,
                memory: &memory,
                queue: vk::Queue::from_raw(queue),
                family,
            };
            readback::read(&t, &src, &[])
        }
        .map_err(|r| format!("reading the image back failed: {r}"))?;
        readback::write_png(&pixels, path).map_err(|e| format!("writing it: {e}"))
    }
}
