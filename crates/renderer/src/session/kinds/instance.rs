//! Instances: extension enumeration filtered by the exposure policy, the extension policy
//! and the version raise on creation, the API version raised to what the renderer needs, and
//! the instance the session looks commands up through.

use ash::vk::{self, Handle};
use vk_wire::args;
use vk_wire::desc::CommandDesc;

use super::super::instance::{enumerate_extensions, raise_api_version};
use super::super::{Pfn, Session, SessionError};

impl Session {
    /// `vkEnumerateInstanceExtensionProperties`, filtered.
    ///
    /// # Safety
    /// As for [`handlers::call`](crate::generated::handlers::call): `x` is the decoded command, `pfn` the driver's function.
    pub(crate) unsafe fn enumerate_instance_extensions(
        &mut self,
        x: &mut args::EnumerateInstanceExtensionProperties,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        // SAFETY: caller: `pfn` is this command's function; the outputs are the decoder's.
        Ok(unsafe {
            let f = std::mem::transmute::<Pfn, vk::PFN_vkEnumerateInstanceExtensionProperties>(pfn);
            enumerate_extensions(
                &self.config,
                crate::expose::Level::Instance,
                &[],
                |n, p| f(x.p_layer_name, n, p),
                x.p_property_count,
                x.p_properties,
            )
        })
    }

    /// `vkCreateInstance`: the configuration's instance extensions added or removed
    /// ([`crate::hooks::create_instance`]).
    ///
    /// # Safety
    /// `x` holds the decoded request, in the writable arena.
    pub(crate) unsafe fn policy_create_instance(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::CreateInstance,
    ) -> Result<crate::hooks::Before, crate::hooks::HookError> {
        // SAFETY: caller.
        unsafe { crate::hooks::create_instance(&self.config, &self.driver, cmd, x) }
    }

    /// `vkCreateInstance`: the `apiVersion` the driver is asked for is at most the loader's
    /// and `driver_api_version` ([`crate::version`]).
    ///
    /// # Safety
    /// As above.
    pub(crate) unsafe fn version_create_instance(
        &mut self,
        x: &mut args::CreateInstance,
    ) -> crate::version::Held {
        // SAFETY: caller.
        unsafe {
            self.versions
                .before_create_instance(&self.config, &self.driver, x)
        }
    }

    /// `vkCreateInstance`, asking the driver for at least Vulkan 1.1.
    ///
    /// # Safety
    /// As for [`Session::enumerate_instance_extensions`].
    pub(crate) unsafe fn create_instance(
        &mut self,
        x: &mut args::CreateInstance,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        // SAFETY: caller.
        Ok(unsafe {
            raise_api_version(self.driver.entry(), x);
            note_application(x);
            let f = std::mem::transmute::<Pfn, vk::PFN_vkCreateInstance>(pfn);
            f(x.p_create_info, std::ptr::null(), x.p_instance).as_raw() as i64 as u64
        })
    }

    /// After `vkCreateInstance`: the repairs measure physical devices with the instance's
    /// `apiVersion` ([`crate::repair::Repairs::instance_created`]).
    ///
    /// # Safety
    /// `x` holds the decoded request.
    pub(crate) unsafe fn after_create_instance(&mut self, x: &mut args::CreateInstance, ret: u64) {
        if ret as u32 as i32 >= 0 {
            // SAFETY: caller.
            unsafe { self.repairs.instance_created(x) };
        }
    }

    /// `vkDestroyInstance`. Devices still alive on the instance (Vulkan forbids that; a client
    /// may do it anyway) go first, with what they hold: the driver frees the physical devices
    /// they point to with the instance.
    ///
    /// # Safety
    /// As above.
    pub(crate) unsafe fn destroy_instance(
        &mut self,
        cmd: &'static CommandDesc,
        x: &mut args::DestroyInstance,
        pfn: Pfn,
    ) -> Result<u64, SessionError> {
        let inst = x.instance;
        for d in self.gate.devices_of(inst.as_raw()) {
            // SAFETY: a device of this live instance.
            let left = unsafe { self.destroy_left_device(inst, d) };
            tracing::warn!(
                destroyed = left,
                "vkDestroyInstance: destroyed a device the client left on the instance, and \
                 the objects on it"
            );
        }
        // SAFETY: caller.
        unsafe { super::dispatch_typed(cmd, x, pfn) }
    }

    /// The new instance is the one commands are looked up through; its application and
    /// engine names key the pipeline caches of its devices ([`crate::pipeline_cache`]).
    pub(crate) fn keep_instance(&mut self, x: &mut args::CreateInstance) {
        // SAFETY: the driver filled `pInstance` (the command succeeded); the create info is
        // the decoder's, valid.
        unsafe {
            self.instance = *x.p_instance;
            self.pipeline_cache.instance_created(&*x.p_create_info);
        }
        self.pfns.clear();
    }

    /// Commands are looked up through the newest instance still alive (the driver freed
    /// this one).
    pub(crate) fn forget_instance(&mut self, x: &mut args::DestroyInstance) {
        let gone = x.instance;
        if gone == self.instance {
            self.instance = self
                .objects
                .newest_first(vk::ObjectType::INSTANCE)
                .into_iter()
                .find(|&i| i != gone.as_raw())
                .map_or(vk::Instance::null(), vk::Instance::from_raw);
            self.pfns.clear();
        }
    }
}

/// Tells [`crate::isolation::state`] the application's name (for crash reports).
///
/// # Safety
/// `x` holds decoded `vkCreateInstance` arguments (arena memory of this process).
unsafe fn note_application(x: &args::CreateInstance) {
    // SAFETY: caller: the decoder made every pointer null or valid, strings NUL-terminated.
    unsafe {
        let info = x.p_create_info;
        if info.is_null() {
            return;
        }
        let app = (*info).p_application_info;
        if app.is_null() || (*app).p_application_name.is_null() {
            return;
        }
        let name = std::ffi::CStr::from_ptr((*app).p_application_name);
        crate::isolation::state::note_application(name.to_bytes());
    }
}
