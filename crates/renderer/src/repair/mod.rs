//! Repairs: what the driver lacks, made true for the application on the way through.
//!
//! Each physical device is measured once ([`caps::probe`]): which of the capabilities the
//! repairs cover it lacks, or `emulate_missing` says to treat as lacking. That decides the
//! repairs the device gets ([`caps::Active`]), logged when a device is created on it. Every
//! repair plugs into the session at one of these hooks, each a typed method of [`Repairs`]
//! that the handler of its command calls (`session/kinds/<kind>.rs`, listed in
//! `crates/driver-glue-gen/src/handlers.rs`):
//!
//! | hook | command | what changes | module |
//! |---|---|---|---|
//! | feature query | `vkGetPhysicalDeviceFeatures{,2}` | emulated (and `report_features`) features answered present | [`query`] |
//! | format query | `vkGetPhysicalDeviceFormatProperties{,2}` | repaired `*SCALED` formats get `VERTEX_BUFFER_BIT` | [`query`] |
//! | extension query | `vkEnumerateDeviceExtensionProperties` | extensions that would bypass an active repair hidden | [`Repairs::hidden_extensions`] |
//! | device creation | `vkCreateDevice` | requested features the driver lacks, or that are emulated, cleared (each logged once) | [`device`] |
//! | shader module creation | `vkCreateShaderModule` | the SPIR-V kept as the module's side data (only on devices with shader repairs) | [`pipeline`] |
//! | pipeline creation | `vkCreateGraphicsPipelines` | stages rewritten (cached by SPIR-V hash and edit, in memory and on disk), vertex formats replaced | [`pipeline`], [`spirv_cache`] |
//! | BCn images | format and image-format queries, `vkCreateImage`, `vkCreateImageView`, recorded copies (`Session::replay`), `vkQueueSubmit{,2}` | BCn replaced by uncompressed formats, uploads decoded on the CPU at submission or on the GPU in the command buffer, blocks kept for readbacks and copies | [`bc`] |
//! | BC side data | creation, binding, reset and destruction of images, buffers, memory, command pools and command buffers | nothing: what the objects are is kept for the BC repair ([`Repairs::bc`], [`Repairs::bc_recording_reset`]) | [`bc`] |
//!
//! With no repair active on a device, nothing is stored and each hook returns after a
//! look-up; recorded commands (`Session::replay`) reach this module only on a client with a
//! device that has the BC repair ([`Repairs::bc_on`]).

pub mod bc;
pub mod caps;
pub mod clip;
pub mod device;
pub mod pipeline;
pub mod query;
pub mod spirv_cache;
mod validate;

use std::collections::HashSet;
use std::ffi::CStr;
use std::sync::{Arc, Mutex};

use ash::vk::{self, Handle};
use rustc_hash::FxHashMap;
use vk_wire::args;

use crate::config::Config;
use crate::driver::Driver;
use crate::stats::RepairStats;

pub use caps::{Active, Physical};

/// Whether this process sees `key` for the first time (for logging a thing once).
pub(crate) fn first_time(key: String) -> bool {
    static SEEN: Mutex<Option<HashSet<String>>> = Mutex::new(None);
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    seen.get_or_insert_with(HashSet::new).insert(key)
}

/// Logs `message` at warning level the first time this process sees `key`.
pub(crate) fn warn_once(key: String, message: impl FnOnce() -> String) {
    if first_time(key) {
        tracing::warn!("{}", message());
    }
}

/// The repairs of one client: its physical devices' measurements and its devices' side data.
#[derive(Debug, Default)]
pub struct Repairs {
    /// The `apiVersion` of the client's newest instance.
    instance_api: u32,
    /// The application and engine names of the client's newest instance (what the
    /// rewritten-SPIR-V file is named by, [`spirv_cache`]).
    app: (String, String),
    /// By the driver's physical-device handle.
    physical: FxHashMap<u64, Arc<Physical>>,
    /// By the driver's device handle.
    devices: FxHashMap<u64, pipeline::Device>,
    /// The BC repair's side data, by the driver's device handle (devices with it only).
    bc: FxHashMap<u64, bc::Device>,
}

/// What a `before` hook changed: it owns the data the edited request points to, so it must
/// live until the driver call returned.
#[derive(Debug, Default)]
#[must_use = "the edited request points into this value: keep it alive across the driver call"]
pub struct Held {
    _features: Option<Box<vk::PhysicalDeviceFeatures>>,
    _pipelines: Vec<pipeline::Owned>,
    /// The command must not reach the driver: it returns this (the repair logged why).
    refusal: Option<vk::Result>,
}

impl Held {
    /// The result the command returns instead of running on the driver, if a repair refused
    /// it.
    pub fn refusal(&self) -> Option<vk::Result> {
        self.refusal
    }
}

impl Repairs {
    /// The measurements of `pdev`, taken on first use.
    ///
    /// # Safety
    /// `instance` is null or a live instance of `driver` that owns `pdev`.
    pub unsafe fn physical(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        pdev: vk::PhysicalDevice,
    ) -> Option<Arc<Physical>> {
        if let Some(p) = self.physical.get(&pdev.as_raw()) {
            return Some(p.clone());
        }
        if instance.is_null() || pdev.is_null() {
            return None;
        }
        // SAFETY: caller: a live instance of this driver.
        let inst = unsafe { ash::Instance::load(driver.entry().static_fn(), instance) };
        let api = self.instance_api.max(vk::API_VERSION_1_0);
        // SAFETY: caller: `pdev` belongs to `instance`, created with `api`.
        match unsafe { caps::probe(config, &inst, pdev, api) } {
            Ok(p) => {
                let p = Arc::new(p);
                self.physical.insert(pdev.as_raw(), p.clone());
                Some(p)
            }
            Err(e) => {
                tracing::warn!("measuring a physical device for the repairs failed: {e}");
                None
            }
        }
    }

    /// Device extensions to hide from `pdev`'s enumeration: those that would bypass an
    /// active repair ([`Physical::hidden_extensions`]).
    ///
    /// # Safety
    /// As for [`Repairs::physical`].
    pub unsafe fn hidden_extensions(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        pdev: vk::PhysicalDevice,
    ) -> Vec<&'static CStr> {
        // SAFETY: caller.
        unsafe { self.physical(config, driver, instance, pdev) }
            .map(|p| p.hidden_extensions.clone())
            .unwrap_or_default()
    }

    /// `vkCreateDevice`: requested features the driver lacks, or that are emulated, cleared
    /// (each logged once, [`device::sanitize`]).
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated to the driver's, the create info
    /// in the writable arena; `instance` is null or the client's newest live instance of
    /// `driver`, owning the physical devices the client names.
    pub unsafe fn before_create_device(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::CreateDevice,
        stats: &mut RepairStats,
    ) -> Held {
        // SAFETY: caller.
        let Some(p) = (unsafe { self.physical(config, driver, instance, x.physical_device) })
        else {
            return Held::default();
        };
        // SAFETY: caller.
        let features = unsafe { device::sanitize(&p, x, stats) };
        Held {
            _features: features,
            ..Default::default()
        }
    }

    /// `vkCreateGraphicsPipelines` on a device with shader repairs: stages rewritten, vertex
    /// formats replaced ([`pipeline`]).
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`]: the create infos live in the writable arena.
    pub unsafe fn before_graphics_pipelines(
        &mut self,
        x: &args::CreateGraphicsPipelines,
        stats: &mut RepairStats,
    ) -> Held {
        let Some(dev) = self.devices.get_mut(&x.device.as_raw()) else {
            return Held::default();
        };
        if !dev.physical.active.shaders() {
            return Held::default();
        }
        // SAFETY: caller.
        let owned = unsafe { dev.before_pipelines(x, stats) };
        Held {
            _pipelines: owned,
            ..Default::default()
        }
    }

    /// `vkGetPhysicalDeviceImageFormatProperties` of a BCn format the BC repair emulates
    /// ([`bc::image_format`]).
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`].
    pub unsafe fn before_image_format(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &mut args::GetPhysicalDeviceImageFormatProperties,
    ) -> Held {
        // SAFETY: caller.
        let p = unsafe { self.physical(config, driver, instance, x.physical_device) };
        match p.as_ref().and_then(|p| p.active.bc.as_ref()) {
            Some(caps) => bc::image_format(caps, x),
            None => Held::default(),
        }
    }

    /// As [`Repairs::before_image_format`], for `vkGetPhysicalDeviceImageFormatProperties2`.
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`].
    pub unsafe fn before_image_format2(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::GetPhysicalDeviceImageFormatProperties2,
    ) -> Held {
        // SAFETY: caller.
        let p = unsafe { self.physical(config, driver, instance, x.physical_device) };
        match p.as_ref().and_then(|p| p.active.bc.as_ref()) {
            // SAFETY: caller.
            Some(caps) => unsafe { bc::image_format2(caps, x) },
            None => Held::default(),
        }
    }

    /// `vkCreateImage` on a device with the BC repair ([`bc::create_image`]).
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`].
    pub unsafe fn before_create_image(&mut self, x: &args::CreateImage) -> Held {
        if self.bc.is_empty() {
            return Held::default();
        }
        // SAFETY: caller.
        unsafe { bc::create_image(self, x) }
    }

    /// `vkCreateImageView` on a device with the BC repair ([`bc::create_image_view`]).
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`].
    pub unsafe fn before_create_image_view(
        &mut self,
        x: &args::CreateImageView,
        stats: &mut RepairStats,
    ) -> Held {
        if self.bc.is_empty() {
            return Held::default();
        }
        // SAFETY: caller.
        unsafe { bc::create_image_view(self, x, stats) }
    }

    /// `vkQueueSubmit` on a client with the BC repair: the uploads of its command buffers
    /// decoded ([`bc::submit`]).
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`].
    pub unsafe fn before_submit(&mut self, x: &args::QueueSubmit, stats: &mut RepairStats) -> Held {
        if self.bc.is_empty() {
            return Held::default();
        }
        // SAFETY: caller.
        let cbs = unsafe { bc::submitted(x) };
        bc::submit(self, cbs, stats)
    }

    /// As [`Repairs::before_submit`], for `vkQueueSubmit2`.
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`].
    pub unsafe fn before_submit2(
        &mut self,
        x: &args::QueueSubmit2,
        stats: &mut RepairStats,
    ) -> Held {
        if self.bc.is_empty() {
            return Held::default();
        }
        // SAFETY: caller.
        let cbs = unsafe { bc::submitted2(x) };
        bc::submit(self, cbs, stats)
    }

    /// Destroys what the repairs made on `device` (rewritten modules) and forgets its side
    /// data: called before the device is destroyed.
    ///
    /// # Safety
    /// `device` is live and idle, and no pipeline creation runs on it.
    pub unsafe fn forget_device(&mut self, device: u64) {
        if let Some(dev) = self.devices.remove(&device) {
            // SAFETY: caller.
            unsafe { dev.destroy() };
        }
        if let Some(dev) = self.bc.remove(&device) {
            // SAFETY: caller.
            unsafe { dev.destroy() };
        }
    }

    /// After `vkCreateInstance` succeeded: physical devices are measured with its
    /// `apiVersion`.
    ///
    /// # Safety
    /// `x` holds the decoded arguments.
    pub unsafe fn instance_created(&mut self, x: &args::CreateInstance) {
        // SAFETY: caller: the create info is the decoded one, its strings NUL-terminated.
        unsafe {
            let app = (*x.p_create_info).p_application_info;
            (self.instance_api, self.app) = match app.as_ref() {
                None => (vk::API_VERSION_1_0, Default::default()),
                Some(a) => (
                    a.api_version.max(vk::API_VERSION_1_0),
                    (
                        crate::pipeline_cache::name(a.p_application_name),
                        crate::pipeline_cache::name(a.p_engine_name),
                    ),
                ),
            };
        }
    }

    /// After `vkGetPhysicalDeviceFeatures`: emulated (and `report_features`) features
    /// answered present ([`query::features`]).
    ///
    /// # Safety
    /// As for [`Repairs::before_create_device`]; outputs written by the driver.
    pub unsafe fn answer_features(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::GetPhysicalDeviceFeatures,
        stats: &mut RepairStats,
    ) {
        // SAFETY: caller.
        if let Some(p) = unsafe { self.physical(config, driver, instance, x.physical_device) } {
            // SAFETY: caller.
            unsafe { query::features(&p, x, stats) };
        }
    }

    /// As [`Repairs::answer_features`], for `vkGetPhysicalDeviceFeatures2`.
    ///
    /// # Safety
    /// As for [`Repairs::answer_features`].
    pub unsafe fn answer_features2(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::GetPhysicalDeviceFeatures2,
        stats: &mut RepairStats,
    ) {
        // SAFETY: caller.
        if let Some(p) = unsafe { self.physical(config, driver, instance, x.physical_device) } {
            // SAFETY: caller.
            unsafe { query::features2(&p, x, stats) };
        }
    }

    /// After `vkGetPhysicalDeviceFormatProperties`: repaired `*SCALED` formats are vertex
    /// formats ([`query`]), emulated BCn formats have their replacement's features
    /// ([`bc::format_properties`]).
    ///
    /// # Safety
    /// As for [`Repairs::answer_features`].
    pub unsafe fn answer_format_properties(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::GetPhysicalDeviceFormatProperties,
        stats: &mut RepairStats,
    ) {
        // SAFETY: caller.
        if let Some(p) = unsafe { self.physical(config, driver, instance, x.physical_device) } {
            // SAFETY: caller.
            unsafe {
                query::format_properties(&p, x, stats);
                if let Some(caps) = &p.active.bc {
                    bc::format_properties(caps, x, stats);
                }
            }
        }
    }

    /// As [`Repairs::answer_format_properties`], for
    /// `vkGetPhysicalDeviceFormatProperties2`.
    ///
    /// # Safety
    /// As for [`Repairs::answer_features`].
    pub unsafe fn answer_format_properties2(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::GetPhysicalDeviceFormatProperties2,
        stats: &mut RepairStats,
    ) {
        // SAFETY: caller.
        if let Some(p) = unsafe { self.physical(config, driver, instance, x.physical_device) } {
            // SAFETY: caller.
            unsafe {
                query::format_properties2(&p, x, stats);
                if let Some(caps) = &p.active.bc {
                    bc::format_properties2(caps, x, stats);
                }
            }
        }
    }

    /// After `vkCreateDevice` succeeded: the repairs of the new device logged, its side data
    /// made (the BC repair's, the shader repairs', with the rewrites on disk loaded where
    /// the pipeline cache is on: [`spirv_cache`]).
    ///
    /// # Safety
    /// As for [`Repairs::answer_features`]; the driver wrote the new device.
    pub unsafe fn device_created(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::CreateDevice,
        stats: &mut RepairStats,
    ) {
        let pdev = x.physical_device;
        // SAFETY: caller: the driver wrote the device.
        let device = unsafe { *x.p_device };
        // SAFETY: caller.
        let Some(p) = (unsafe { self.physical(config, driver, instance, pdev) }) else {
            return;
        };
        let repairs = p.active.describe();
        if !repairs.is_empty() || !p.shown_names.is_empty() {
            tracing::info!(
                device = %p.name,
                repairs = %repairs.join(", "),
                reported = %p.shown_names.join(", "),
                hidden = ?p.hidden_extensions,
                "device created with repairs"
            );
        }
        // SAFETY: a live instance of `driver` (caller) and the device just created on it.
        let (dev, inst) = unsafe {
            let inst = ash::Instance::load(driver.entry().static_fn(), instance);
            (ash::Device::load(inst.fp_v1_0(), device), inst)
        };
        // SAFETY: the decoded create info (caller).
        let info = unsafe { &*x.p_create_info };
        if let Some(caps) = &p.active.bc {
            // SAFETY: `pdev` belongs to `inst`.
            let props = unsafe { inst.get_physical_device_memory_properties(pdev) };
            let types = props.memory_types_as_slice().to_vec();
            // SAFETY: the decoded array, checked against its count.
            let mut families: Vec<u32> = unsafe {
                pipeline::slice_mut(info.p_queue_create_infos, info.queue_create_info_count)
                    .iter()
                    .map(|q| q.queue_family_index)
                    .collect()
            };
            families.sort_unstable();
            families.dedup();
            // SAFETY: as above.
            let family_flags = unsafe { inst.get_physical_device_queue_family_properties(pdev) }
                .iter()
                .map(|f| f.queue_flags)
                .collect();
            let bc = bc::Device::new(
                caps.clone(),
                dev.clone(),
                types,
                families,
                family_flags,
                config.bc_decode.unwrap_or_default(),
                config.image_cache_bytes(),
            );
            self.bc.insert(device.as_raw(), bc);
        }
        let shaders = p.active.shaders();
        let mut d = pipeline::Device::new(p, dev);
        // SAFETY: the decoded create info and its chain.
        d.robust_images = unsafe { robust_images(info) };
        if let (true, Some(dir)) = (shaders, config.pipeline_cache_directory()) {
            // SAFETY: `pdev` belongs to `inst`.
            let props = unsafe { inst.get_physical_device_properties(pdev) };
            let key = crate::pipeline_cache::Key {
                app: self.app.0.clone(),
                engine: self.app.1.clone(),
                vendor_id: props.vendor_id,
                device_id: props.device_id,
                driver_version: props.driver_version,
                uuid: props.pipeline_cache_uuid,
            };
            let name = key.file_name_with(spirv_cache::EXTENSION);
            let max = config.pipeline_cache_max_bytes();
            d.set_disk(spirv_cache::Store::load(&dir, &name, max, stats));
        }
        self.devices.insert(device.as_raw(), d);
    }

    /// After `vkCreateShaderModule` succeeded: the SPIR-V kept as the module's side data, on
    /// devices with shader repairs.
    ///
    /// # Safety
    /// `x` holds the decoded arguments; the driver wrote the module.
    pub unsafe fn shader_module_created(&mut self, x: &args::CreateShaderModule) {
        if let Some(dev) = self.devices.get_mut(&x.device.as_raw()) {
            // SAFETY: caller.
            unsafe { dev.keep_module(&*x.p_create_info, *x.p_shader_module) };
        }
    }

    /// After `vkDestroyShaderModule`: its side data forgotten.
    pub fn shader_module_destroyed(&mut self, x: &args::DestroyShaderModule) {
        if let Some(dev) = self.devices.get_mut(&x.device.as_raw()) {
            dev.forget_module(x.shader_module);
        }
    }

    /// The BC repair's side data of `device`, where it has the repair (on a client without
    /// it, one test of an empty table). Its methods keep what the device's images, buffers,
    /// memory, command pools and command buffers are ([`bc::Device::image_created`] and
    /// the others of `bc/track.rs`).
    pub fn bc(&mut self, device: vk::Device) -> Option<&mut bc::Device> {
        if self.bc.is_empty() {
            return None;
        }
        self.bc.get_mut(&device.as_raw())
    }

    /// `vkBeginCommandBuffer` or `vkResetCommandBuffer` of `cb`: the staging of its
    /// recording is freed ([`bc::Device::forget_recording`]).
    pub fn bc_recording_reset(&mut self, cb: vk::CommandBuffer) {
        for dev in self.bc.values_mut() {
            dev.forget_recording(cb.as_raw());
        }
    }
}

/// Whether a `vkCreateDevice` request enables robust image access (`robustImageAccess` of
/// `VkPhysicalDeviceImageRobustnessFeatures` or `VkPhysicalDeviceVulkan13Features`, or
/// `robustImageAccess2`), as sanitized (the driver has what is left).
///
/// # Safety
/// `info`'s chain is valid.
unsafe fn robust_images(info: &vk::DeviceCreateInfo<'_>) -> bool {
    let mut next = info.p_next.cast::<vk::BaseInStructure<'static>>();
    for _ in 0..ext_inject::ChainLimits::default().max_len {
        // SAFETY: caller: null or a structure of the chain.
        let Some(s) = (unsafe { next.as_ref() }) else {
            return false;
        };
        // SAFETY: each structure read as the type its sType names.
        let on = unsafe {
            match s.s_type {
                vk::StructureType::PHYSICAL_DEVICE_IMAGE_ROBUSTNESS_FEATURES => {
                    (*next.cast::<vk::PhysicalDeviceImageRobustnessFeatures<'_>>())
                        .robust_image_access
                }
                vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_FEATURES => {
                    (*next.cast::<vk::PhysicalDeviceVulkan13Features<'_>>()).robust_image_access
                }
                vk::StructureType::PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT => {
                    (*next.cast::<vk::PhysicalDeviceRobustness2FeaturesEXT<'_>>())
                        .robust_image_access2
                }
                _ => vk::FALSE,
            }
        };
        if on == vk::TRUE {
            return true;
        }
        next = s.p_next;
    }
    false
}
