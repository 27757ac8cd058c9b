//! Destruction: what a client's destroy and free commands remove from its table (refused
//! while a call running on another stream uses the object), and what the renderer destroys
//! for a client: the objects it left on a device when it goes away or destroys the device's
//! instance first, and objects the driver made under an id the client had already used.

use ash::vk::{self, Handle};
use vk_wire::desc::{CommandDesc, Elem, Kind};
use vk_wire::id;

use super::{Pfn, Session};

impl Session {
    /// Removes the objects a successful destroy/free command destroyed from the table, with
    /// the command buffers or descriptor sets of a destroyed pool (and those command buffers
    /// from the gate).
    ///
    /// # Safety
    /// `a` holds decoded arguments of `cmd`.
    pub(super) unsafe fn forget_destroyed(&mut self, cmd: &'static CommandDesc, a: *const u8) {
        // SAFETY: caller.
        for (ty, raw, from_array) in unsafe { destroyed_handles(cmd, a) } {
            let freed = self.objects.remove_handle(ty, raw);
            if from_array {
                continue;
            }
            for (ty, raw) in freed {
                if ty == vk::ObjectType::COMMAND_BUFFER {
                    self.gate.forget(raw);
                }
            }
        }
    }

    /// Refuses a destroy or free command for an object a [`slow`](super::slow) call running
    /// now uses (on another stream of the client: Vulkan forbids it, a hostile client may do
    /// it, and the driver would use freed memory). A device counts as used while a slow call
    /// runs on it or on one of its queues, an instance while one runs on one of its devices.
    ///
    /// # Safety
    /// `a` holds decoded arguments of `cmd`.
    pub(super) unsafe fn check_unpinned(
        &self,
        cmd: &'static CommandDesc,
        a: *const u8,
    ) -> Result<(), vk_wire::DecodeError> {
        // SAFETY: caller.
        let destroyed = unsafe { destroyed_handles(cmd, a) };
        // Devices and queues that slow calls run on (every slow call names one first).
        let mut on = self.pinned.keys().filter(|(ty, _)| {
            *ty == vk::ObjectType::DEVICE.as_raw() || *ty == vk::ObjectType::QUEUE.as_raw()
        });
        let in_use = match (cmd.id, destroyed.first()) {
            (id::DESTROY_INSTANCE, Some(&(_, inst, _))) => {
                on.any(|&(_, raw)| self.gate.instance_of(raw) == Some(inst))
            }
            (id::DESTROY_DEVICE, Some(&(_, device, _))) => {
                on.any(|&(_, raw)| self.gate.device_of(raw) == Some(device))
            }
            _ => destroyed
                .iter()
                .any(|&(ty, raw, _)| self.pinned.contains_key(&(ty.as_raw(), raw))),
        };
        if in_use {
            return Err(crate::objects::bad(
                "destroys an object that a call still running on another stream uses",
            ));
        }
        Ok(())
    }

    /// Refuses a destroy command for an image of a swapchain the renderer presents
    /// ([`crate::present`]): its images are the swapchain's to destroy, with it, and the
    /// driver would use freed memory at its next presentation.
    ///
    /// # Safety
    /// `a` holds decoded arguments of `cmd`.
    pub(super) unsafe fn check_not_presented(
        &self,
        cmd: &'static CommandDesc,
        a: *const u8,
    ) -> Result<(), vk_wire::DecodeError> {
        // SAFETY: caller.
        let destroyed = unsafe { destroyed_handles(cmd, a) };
        if destroyed
            .iter()
            .any(|&(ty, raw, _)| ty == vk::ObjectType::IMAGE && self.swapchains.owns_image(raw))
        {
            return Err(crate::objects::bad(
                "destroys an image of a swapchain the renderer presents",
            ));
        }
        Ok(())
    }

    /// Unpins the objects a finished [`slow`](super::slow) call used.
    pub(super) fn unpin(&mut self, used: &[(vk::ObjectType, u64)]) {
        for &(ty, raw) in used {
            let key = (ty.as_raw(), raw);
            if let Some(n) = self.pinned.get_mut(&key) {
                *n -= 1;
                if *n == 0 {
                    self.pinned.remove(&key);
                }
            }
        }
    }

    /// Destroys the objects the client left on the idle device `device`: newest first (so
    /// pipelines go before their layouts, views before their images), memory last. Command
    /// buffers and descriptor sets go with their pools; object types without a destroy
    /// command here die with the device. Returns how many it destroyed.
    ///
    /// # Safety
    /// `device` is an idle device of this client, created through `inst`.
    unsafe fn destroy_children(&mut self, inst: vk::Instance, device: u64) -> usize {
        let children = self.objects.children_newest_first(device);
        let (memory, others): (Vec<_>, Vec<_>) = children
            .into_iter()
            .partition(|(ty, _)| *ty == vk::ObjectType::DEVICE_MEMORY);
        let mut destroyed = 0usize;
        for (ty, raw) in others.into_iter().chain(memory) {
            if ty == vk::ObjectType::DEVICE_MEMORY {
                // SAFETY: caller: the device is idle and the client gone.
                if unsafe { self.memory.free(raw) } {
                    self.objects.remove_handle(ty, raw);
                    destroyed += 1;
                    continue;
                }
            }
            // SAFETY: caller: the device is idle and the client gone.
            if unsafe { self.destroy_one(inst, device, ty, raw) } {
                self.objects.remove_handle(ty, raw);
                destroyed += 1;
            }
        }
        destroyed
    }

    /// Destroys the device-level object `raw` of type `ty` with its destroy command, through
    /// the device's own table (a destroy command of an extension, or of a core version the
    /// device lacks under its alias, has no loader entry otherwise). Returns whether there
    /// was one to call.
    ///
    /// # Safety
    /// `raw` is a live object of `device` (a device of this client, created through `inst`)
    /// that nothing uses any more.
    unsafe fn destroy_one(
        &mut self,
        inst: vk::Instance,
        device: u64,
        ty: vk::ObjectType,
        raw: u64,
    ) -> bool {
        let Some(name) = destroy_command(ty) else {
            return false;
        };
        let Some(f) = self.device_fn(inst, device, name) else {
            return false;
        };
        // SAFETY: every command `destroy_command` names has the signature
        // (VkDevice, handle, const VkAllocationCallbacks*); caller: `raw` is a live object of
        // `device` that nothing uses.
        unsafe {
            let f = std::mem::transmute::<
                Pfn,
                unsafe extern "system" fn(vk::Device, u64, *const std::ffi::c_void),
            >(f);
            f(vk::Device::from_raw(device), raw, std::ptr::null());
        }
        true
    }

    /// Destroys objects the driver made for a call whose ids could not be recorded (see the
    /// duplicate-id case in [`Session::handle`]): memory and device children with a destroy
    /// command. Command buffers and descriptor sets go with their pools, which the client's
    /// teardown destroys.
    ///
    /// # Safety
    /// `objects` are live objects of `device` (a device of this client) that nothing uses.
    pub(super) unsafe fn destroy_orphans(
        &mut self,
        device: Option<u64>,
        objects: &[(vk::ObjectType, u64)],
    ) {
        let mut destroyed = 0usize;
        for &(ty, raw) in objects {
            // SAFETY: caller.
            if ty == vk::ObjectType::DEVICE_MEMORY && unsafe { self.memory.free(raw) } {
                destroyed += 1;
                continue;
            }
            let Some(d) = device else {
                continue;
            };
            // SAFETY: caller.
            if unsafe { self.destroy_one(self.instance, d, ty, raw) } {
                destroyed += 1;
            }
        }
        tracing::warn!(
            destroyed,
            of = objects.len(),
            "new objects under an id already in use: destroyed the ones left without an id"
        );
    }

    /// Waits for `device` to go idle, destroys what the client left on it
    /// ([`Session::destroy_children`]) and its shared memory, and forgets the ids of
    /// everything made on it (queues included); the device itself stays. Returns how many
    /// objects it destroyed.
    ///
    /// # Safety
    /// `device` is a device of this client, created through `inst`, that the client no longer
    /// uses.
    pub(super) unsafe fn clear_device(&mut self, inst: vk::Instance, device: u64) -> usize {
        // Its watchers stop first: they use the device's fences and semaphores.
        self.feedback.device_gone(device);
        if let Some(wait) = self.device_fn(inst, device, "vkDeviceWaitIdle") {
            // SAFETY: the driver's vkDeviceWaitIdle for a live device.
            unsafe {
                let wait = std::mem::transmute::<Pfn, vk::PFN_vkDeviceWaitIdle>(wait);
                let _ = wait(vk::Device::from_raw(device));
            }
        }
        // SAFETY: the device is idle.
        unsafe { self.event_slots.device_gone(device) };
        self.drop_idle_fences(device);
        let app_caches: Vec<vk::PipelineCache> = self
            .objects
            .children_newest_first(device)
            .into_iter()
            .filter(|&(ty, _)| ty == vk::ObjectType::PIPELINE_CACHE)
            .map(|(_, raw)| vk::PipelineCache::from_raw(raw))
            .collect();
        // SAFETY: caller: the device is idle and the client no longer uses it; the caches are
        // live objects on it.
        unsafe {
            self.pipeline_cache.device_gone(
                vk::Device::from_raw(device),
                &app_caches,
                &mut self.stats.pipeline_cache,
            )
        };
        // SAFETY: caller; the device is idle.
        let left = unsafe { self.destroy_children(inst, device) };
        // Its swapchains after the views of their images (the images have no parent in the
        // table, so `destroy_children` leaves them); nothing presents on an idle device.
        self.swapchains.device_gone(&mut self.objects, device);
        // SAFETY: as above; the client's pipeline creations on it are over (it no longer
        // uses the device).
        unsafe { self.repairs.forget_device(device) };
        // SAFETY: as above.
        unsafe { self.memory.destroy_device(device) };
        for (ty, raw) in self.objects.forget_children(device) {
            if matches!(ty, vk::ObjectType::QUEUE | vk::ObjectType::COMMAND_BUFFER) {
                self.gate.forget(raw);
            }
        }
        left
    }

    /// Destroys the device `device` that a client left (it went away, or destroyed the
    /// device's instance first) with what is on it ([`Session::clear_device`]), and forgets
    /// it. Returns how many objects on it were destroyed.
    ///
    /// # Safety
    /// As [`Session::clear_device`].
    pub(super) unsafe fn destroy_left_device(&mut self, inst: vk::Instance, device: u64) -> usize {
        // SAFETY: caller.
        let left = unsafe { self.clear_device(inst, device) };
        if let Some(f) = self.device_fn(inst, device, "vkDestroyDevice") {
            // SAFETY: the driver's vkDestroyDevice for a live, idle device of this client.
            unsafe {
                let f = std::mem::transmute::<Pfn, vk::PFN_vkDestroyDevice>(f);
                f(vk::Device::from_raw(device), std::ptr::null());
            }
        }
        self.gate.device_destroyed(device);
        self.objects.remove_handle(vk::ObjectType::DEVICE, device);
        left
    }

    /// The driver's function `name` for the device `device`: through [`crate::gate`]'s table
    /// of the device, or (a device the gate does not know) the loader's entry through `inst`.
    fn device_fn(&mut self, inst: vk::Instance, device: u64, name: &str) -> Option<Pfn> {
        let cmd = vk_wire::command_by_name(name)?;
        match self.gate.device_pfn(cmd, device) {
            Ok(f) => Some(f),
            Err(crate::gate::GateError::Owner(_)) => self.lookup(inst, name),
            Err(_) => None,
        }
    }

    /// Destroys what the client left: for each device (newest first), after waiting for it
    /// to go idle, its objects (newest first, memory last) and the device; then the
    /// instances.
    pub fn teardown(&mut self) {
        self.feedback.stop();
        let devices = self.objects.newest_first(vk::ObjectType::DEVICE);
        let instances = self.objects.newest_first(vk::ObjectType::INSTANCE);
        if devices.is_empty() && instances.is_empty() {
            return;
        }
        let inst = instances.first().copied().map(vk::Instance::from_raw);
        let Some(inst) = inst else { return };
        let destroy_inst = self.lookup(inst, "vkDestroyInstance");
        for d in devices {
            // SAFETY: `d` is a live device of this client, which no longer uses it.
            let destroyed = unsafe { self.destroy_left_device(inst, d) };
            tracing::info!(
                device = d,
                destroyed,
                "teardown: destroyed the objects a client left"
            );
        }
        if let Some(destroy) = destroy_inst {
            for i in instances {
                // SAFETY: as above; its devices are gone.
                unsafe {
                    let destroy = std::mem::transmute::<Pfn, vk::PFN_vkDestroyInstance>(destroy);
                    destroy(vk::Instance::from_raw(i), std::ptr::null());
                }
            }
        }
    }
}

/// The command that destroys a device-level object of type `ty` (signature
/// `(VkDevice, handle, const VkAllocationCallbacks*)`).
fn destroy_command(ty: vk::ObjectType) -> Option<&'static str> {
    use vk::ObjectType as T;
    Some(match ty {
        T::BUFFER => "vkDestroyBuffer",
        T::IMAGE => "vkDestroyImage",
        T::BUFFER_VIEW => "vkDestroyBufferView",
        T::IMAGE_VIEW => "vkDestroyImageView",
        T::SAMPLER => "vkDestroySampler",
        T::SAMPLER_YCBCR_CONVERSION => "vkDestroySamplerYcbcrConversion",
        T::SHADER_MODULE => "vkDestroyShaderModule",
        T::PIPELINE => "vkDestroyPipeline",
        T::PIPELINE_LAYOUT => "vkDestroyPipelineLayout",
        T::PIPELINE_CACHE => "vkDestroyPipelineCache",
        T::DESCRIPTOR_SET_LAYOUT => "vkDestroyDescriptorSetLayout",
        T::DESCRIPTOR_POOL => "vkDestroyDescriptorPool",
        T::DESCRIPTOR_UPDATE_TEMPLATE => "vkDestroyDescriptorUpdateTemplate",
        T::RENDER_PASS => "vkDestroyRenderPass",
        T::FRAMEBUFFER => "vkDestroyFramebuffer",
        T::COMMAND_POOL => "vkDestroyCommandPool",
        T::FENCE => "vkDestroyFence",
        T::SEMAPHORE => "vkDestroySemaphore",
        T::EVENT => "vkDestroyEvent",
        T::QUERY_POOL => "vkDestroyQueryPool",
        T::PRIVATE_DATA_SLOT => "vkDestroyPrivateDataSlot",
        T::DEVICE_MEMORY => "vkFreeMemory",
        _ => return None,
    })
}

/// Whether `cmd` destroys or frees objects (`vkDestroy*`, `vkFree*`).
pub(super) fn destroys(cmd: &CommandDesc) -> bool {
    cmd.name.starts_with("vkDestroy") || cmd.name.starts_with("vkFree")
}

/// The objects a [`destroys`] command destroys: its own handle (the only handle member, or
/// those after the parent), or each element of the array it frees (`vkFreeCommandBuffers`,
/// `vkFreeDescriptorSets`; marked `true`).
///
/// # Safety
/// `a` holds decoded arguments of `cmd`.
unsafe fn destroyed_handles(
    cmd: &'static CommandDesc,
    a: *const u8,
) -> Vec<(vk::ObjectType, u64, bool)> {
    let mut out = Vec::new();
    let handles: Vec<&vk_wire::desc::Member> = cmd
        .args
        .members
        .iter()
        .filter(|m| matches!(m.kind, Kind::Handle { .. }))
        .collect();
    // vkFreeCommandBuffers and vkFreeDescriptorSets free the array they are given, not
    // their pool.
    let frees_an_array = cmd.args.members.iter().any(|m| {
        matches!(
            m.kind,
            Kind::Ptr {
                elem: Elem::Handle(_),
                ..
            }
        )
    });
    let own = if frees_an_array {
        &handles[..0]
    } else if handles.len() == 1 {
        &handles[..]
    } else {
        &handles[1..]
    };
    for m in own {
        if let Kind::Handle { ty, .. } = m.kind {
            // SAFETY: caller; a handle member.
            let raw = unsafe { a.add(m.off as usize).cast::<u64>().read() };
            out.push((vk::ObjectType::from_raw(ty), raw, false));
        }
    }
    for m in cmd.args.members {
        if let Kind::Ptr {
            elem: Elem::Handle(ty),
            ..
        } = m.kind
        {
            // Arrays of freed handles (vkFreeCommandBuffers, vkFreeDescriptorSets): the
            // count is the member just before the pointer.
            let Some(count) = cmd
                .args
                .members
                .iter()
                .rev()
                .find(|c| c.off < m.off && matches!(c.kind, Kind::Scalar(_)))
            else {
                continue;
            };
            // SAFETY: caller; a u32 count member and the array it counts.
            unsafe {
                let n = a.add(count.off as usize).cast::<u32>().read() as usize;
                let p = a.add(m.off as usize).cast::<*const u64>().read();
                if !p.is_null() {
                    for k in 0..n {
                        out.push((vk::ObjectType::from_raw(ty), p.add(k).read(), true));
                    }
                }
            }
        }
    }
    out
}
