//! Devices: extension enumeration without what the repairs hide; creation with the
//! configuration's extension policy, the version raise's promoted extensions and features,
//! the repairs' feature edits and the memory paths the renderer needs, and what each of them
//! keeps of the new device; destruction of what a client left on a device.

use ash::vk::{self, Handle};
use vk_wire::args;
use vk_wire::desc::CommandDesc;

use super::super::instance::enumerate_extensions;
use super::super::{Pfn, Session, SessionError};

impl Session {
    /// `vkEnumerateDeviceExtensionProperties`, filtered by the exposure policy and without
    /// the extensions an active repair hides.
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call): `x` is the decoded command, `pfn` the driver's function.
    pub(crate) unsafe fn enumerate_device_extensions(
        &mut self,
        x: &mut args::EnumerateDeviceExtensionProperties,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        // SAFETY: caller: `pfn` is this command's function; the outputs are the decoder's;
        // `self.instance` is null or the client's newest live instance.
        Ok(unsafe {
            let f = std::mem::transmute::<Pfn, vk::PFN_vkEnumerateDeviceExtensionProperties>(pfn);
            let hide = self.repairs.hidden_extensions(
                &self.config,
                &self.driver,
                self.instance,
                x.physical_device,
            );
            enumerate_extensions(
                &self.config,
                crate::expose::Level::Device,
                &hide,
                |n, p| f(x.physical_device, x.p_layer_name, n, p),
                x.p_property_count,
                x.p_properties,
            )
        })
    }

    /// `vkCreateDevice`: the configuration's device extensions added or removed
    /// ([`crate::hooks::create_device`]).
    ///
    /// # Safety
    /// `x` holds the decoded request in the writable arena, handles translated;
    /// `self.instance` is null or the client's newest live instance.
    pub(crate) unsafe fn policy_create_device(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::CreateDevice,
    ) -> Result<crate::hooks::Before, crate::hooks::HookError> {
        // SAFETY: caller.
        unsafe { crate::hooks::create_device(&self.config, &self.driver, self.instance, cmd, x) }
    }

    /// `vkCreateDevice`: the promoted extensions of the raised versions enabled, the
    /// `VkPhysicalDeviceVulkan1xFeatures` the driver does not know replaced
    /// ([`crate::version`]).
    ///
    /// # Safety
    /// As for [`Session::policy_create_device`].
    pub(crate) unsafe fn version_create_device(
        &mut self,
        x: &mut args::CreateDevice,
    ) -> crate::version::Held {
        // SAFETY: caller.
        unsafe {
            self.versions
                .before_create_device(&self.config, &self.driver, self.instance, x)
        }
    }

    /// `vkCreateDevice`: requested features the driver lacks, or that are emulated, cleared
    /// ([`crate::repair::device`]).
    ///
    /// # Safety
    /// As for [`Session::policy_create_device`].
    pub(crate) unsafe fn repair_create_device(
        &mut self,
        x: &mut args::CreateDevice,
    ) -> crate::repair::Held {
        // SAFETY: caller.
        unsafe {
            self.repairs.before_create_device(
                &self.config,
                &self.driver,
                self.instance,
                x,
                &mut self.stats.repairs,
            )
        }
    }

    /// `vkCreateDevice`, with the extensions and features the memory paths need
    /// ([`crate::memory`]) and those the hosted swapchains' import needs
    /// ([`crate::present::Hosting`]), and under capture or replay
    /// `bufferDeviceAddressCaptureReplay` where the device asks for device addresses
    /// ([`crate::trace::addresses`]).
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call): `x` is the decoded command, `pfn` the driver's function.
    pub(crate) unsafe fn create_device(
        &mut self,
        x: &mut args::CreateDevice,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        if let Some(d) = &mut self.addresses {
            // SAFETY: caller.
            unsafe { d.before_create_device(self.driver.entry(), self.instance, x) };
        }
        // Under replay (the only session with memory type translation), a trace made on
        // another driver may enable extensions this one lacks: they are left out for the
        // driver's call, each named in a warning, and the request's own list is put back
        // after it (the shortened list lives only as long as this call).
        // SAFETY: caller: the decoder's structure, or null.
        let original = unsafe { x.p_create_info.as_ref() }
            .map(|i| (i.enabled_extension_count, i.pp_enabled_extension_names));
        let kept = if self.memory_types.is_some() {
            // SAFETY: caller.
            unsafe { self.leave_out_missing_extensions(x) }
        } else {
            None
        };
        // Where the renderer presents into an embedding host's windows, the device also gets
        // what importing the host's buffers needs ([`crate::present::Hosting`]).
        let extra = self.swapchains.hosting_extensions();
        // SAFETY: caller.
        let (ret, enabled) = unsafe {
            self.memory
                .create_device(self.driver.entry(), self.instance, pfn, x, extra)
        };
        if let (Some(_), Some((count, names))) = (kept, original) {
            // SAFETY: as above; the hooks after the call see the request as it came.
            let i = unsafe { &mut *x.p_create_info.cast_mut() };
            (i.enabled_extension_count, i.pp_enabled_extension_names) = (count, names);
        }
        if ret == 0 && !extra.is_empty() {
            // SAFETY: the driver wrote the new device (it succeeded).
            let device = unsafe { *x.p_device };
            self.swapchains.device_created(device.as_raw(), &enabled);
        }
        Ok(ret)
    }

    /// Under replay: the device extensions of `x` that the physical device lacks are left
    /// out of its list (a warning names each). Returns the new list of name pointers, to keep
    /// until the call returned, or `None` where nothing was left out.
    ///
    /// # Safety
    /// As for [`Session::create_device`].
    unsafe fn leave_out_missing_extensions(
        &self,
        x: &mut args::CreateDevice,
    ) -> Option<Vec<*const std::ffi::c_char>> {
        if self.instance == ash::vk::Instance::null() {
            return None;
        }
        // SAFETY: caller: the decoder's structure, in its writable arena.
        let info = unsafe { x.p_create_info.cast_mut().as_mut() }?;
        // SAFETY: the decoder checked the array against its count.
        let names = unsafe {
            crate::trace::writes::slice(
                info.pp_enabled_extension_names,
                info.enabled_extension_count,
            )
        };
        // SAFETY: the client's live instance, which owns the (translated) physical device.
        let available = unsafe {
            ash::Instance::load(self.driver.entry().static_fn(), self.instance)
                .enumerate_device_extension_properties(x.physical_device)
        }
        .ok()?;
        let has = |n: &std::ffi::CStr| {
            available
                .iter()
                .any(|p| p.extension_name_as_c_str() == Ok(n))
        };
        let mut kept = Vec::with_capacity(names.len());
        for &n in names {
            // SAFETY: the decoder wrote NUL-terminated strings.
            let name = unsafe { std::ffi::CStr::from_ptr(n) };
            if has(name) {
                kept.push(n);
            } else {
                tracing::warn!(
                    extension = %name.to_string_lossy(),
                    "replay: vkCreateDevice: the trace enables a device extension this driver \
                     lacks; the device is created without it (its commands are refused if \
                     the trace uses them)"
                );
            }
        }
        if kept.len() == names.len() {
            return None;
        }
        info.enabled_extension_count = kept.len() as u32;
        info.pp_enabled_extension_names = if kept.is_empty() {
            std::ptr::null()
        } else {
            kept.as_ptr()
        };
        Some(kept)
    }

    /// After `vkCreateDevice`: the version raise's chain edit undone; once it succeeded, the
    /// repairs' side data of the device made ([`crate::repair::Repairs::device_created`])
    /// and what it enabled recorded for the opaque-capture requests ([`crate::capture`]).
    ///
    /// # Safety
    /// `x` holds the decoded request given to the earlier hooks, outputs written by the
    /// driver; `held` is what [`Session::version_create_device`] returned.
    pub(crate) unsafe fn after_create_device(
        &mut self,
        x: &mut args::CreateDevice,
        ret: u64,
        held: &mut crate::version::Held,
    ) {
        self.versions.after_create_device(&self.config, held);
        if let Some(d) = &mut self.addresses {
            // SAFETY: caller.
            unsafe { d.after_create_device(self.driver.entry(), self.instance, x, ret) };
        }
        if ret as u32 as i32 >= 0 {
            // SAFETY: caller; the device was created on a physical device of `self.instance`.
            unsafe {
                self.repairs.device_created(
                    &self.config,
                    &self.driver,
                    self.instance,
                    x,
                    &mut self.stats.repairs,
                );
                self.capture.device_created(x);
            }
        }
    }

    /// A new device gets the renderer's pipeline cache, loaded from disk
    /// ([`crate::pipeline_cache`]), and whether it may have event slots is decided from its
    /// queues ([`crate::feedback::events`]).
    pub(crate) fn keep_device(&mut self, x: &mut args::CreateDevice) {
        // SAFETY: the decoder made `p_create_info` and its queue array (checked against its
        // count) valid; the driver wrote `pDevice`; the physical device is of the client's
        // newest instance.
        unsafe {
            let queues = x.p_create_info.as_ref().map_or(&[][..], |i| {
                if i.p_queue_create_infos.is_null() {
                    &[][..]
                } else {
                    std::slice::from_raw_parts(
                        i.p_queue_create_infos,
                        i.queue_create_info_count as usize,
                    )
                }
            });
            let inst = ash::Instance::load(self.driver.entry().static_fn(), self.instance);
            let families = inst.get_physical_device_queue_family_properties(x.physical_device);
            self.event_slots
                .device_created(x.p_device.read().as_raw(), queues, &families);
        }
        // SAFETY: the driver filled `pDevice` (the command succeeded) on `physical_device`, a
        // physical device of the client's newest instance (the object table checked it).
        unsafe {
            self.pipeline_cache.device_created(
                self.driver.entry(),
                self.instance,
                x.physical_device,
                *x.p_device,
                &mut self.stats.pipeline_cache,
            )
        }
    }

    /// `vkDestroyDevice`. The memory of a device dies with it. What the client left on the
    /// device is destroyed first (Vulkan requires the application to have done so; a client
    /// that did not would otherwise keep ids that name freed objects).
    ///
    /// # Safety
    /// As above.
    pub(crate) unsafe fn destroy_device(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::DestroyDevice,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        let d = x.device.as_raw();
        // SAFETY: a live device of the client.
        let left = unsafe { self.clear_device(self.instance, d) };
        if left > 0 {
            tracing::warn!(
                destroyed = left,
                "vkDestroyDevice: destroyed the objects the client left on the device"
            );
        }
        // SAFETY: caller.
        unsafe { super::dispatch_typed(cmd, x, pfn) }
    }

    /// After `vkDestroyDevice`: the opaque-capture requests forget the device.
    pub(crate) fn after_destroy_device(&mut self, x: &mut args::DestroyDevice) {
        self.capture.device_destroyed(x);
        if let Some(d) = &mut self.addresses {
            d.device_destroyed(x.device);
        }
    }
}
