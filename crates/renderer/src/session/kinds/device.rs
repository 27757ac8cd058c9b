//! Devices: extension enumeration without what the repairs hide, creation with the memory
//! paths the renderer needs, and destruction of what a client left on a device.

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
    /// As for [`Session::call`]: `x` is the decoded command, `pfn` the driver's function.
    pub(super) unsafe fn enumerate_device_extensions(
        &mut self,
        x: &mut args::EnumerateDeviceExtensionProperties,
        pfn: Pfn,
    ) -> u64 {
        // SAFETY: caller: `pfn` is this command's function; the outputs are the decoder's;
        // `self.instance` is null or the client's newest live instance.
        unsafe {
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
        }
    }

    /// `vkCreateDevice`, with the extensions and features the memory paths need
    /// ([`crate::memory`]).
    ///
    /// # Safety
    /// As above.
    pub(super) unsafe fn create_device(&mut self, x: &mut args::CreateDevice, pfn: Pfn) -> u64 {
        // SAFETY: caller.
        unsafe {
            self.memory
                .create_device(self.driver.entry(), self.instance, pfn, x)
        }
    }

    /// A new device gets the renderer's pipeline cache, loaded from disk
    /// ([`crate::pipeline_cache`]).
    pub(super) fn keep_device(&mut self, x: &mut args::CreateDevice) {
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
    pub(super) unsafe fn destroy_device(
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
        unsafe {
            crate::generated::dispatch::dispatch(
                cmd.id,
                (x as *mut args::DestroyDevice).cast(),
                pfn,
            )
        }
        .ok_or(SessionError::Missing(cmd.name))
    }
}
