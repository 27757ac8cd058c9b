//! Raising the Vulkan version applications are told (`api_version`) above the driver's, where
//! the driver's extensions back every core feature of the added versions, as Vortek does for
//! phone drivers that report 1.1 but have what 1.2 and 1.3 promoted.
//!
//! Each physical device is measured once: the driver's version (capped by the debug key
//! `driver_api_version`, which makes a 1.3 driver such as lavapipe play a 1.1 one) and the
//! promoted extensions it advertises ([`table::PROMOTED`]). [`table::backing`] says how far
//! it can be raised; what stops it short of `api_version` is logged once.
//!
//! | command | what changes |
//! |---|---|
//! | `vkCreateInstance` | the `apiVersion` passed to the driver is at most the loader's and `driver_api_version` |
//! | `vkGetPhysicalDeviceProperties{,2}` | `apiVersion` raised (then `max_api_version` caps it, [`crate::hooks`]) |
//! | `vkGetPhysicalDeviceFeatures2`, `vkGetPhysicalDeviceProperties2` | `VkPhysicalDeviceVulkan1{1,2,3}{Features,Properties}` the driver does not know answered from the extension structures ([`chain`]) |
//! | `vkCreateDevice` | the promoted extensions of the raised versions the device supports enabled; `VkPhysicalDeviceVulkan1xFeatures` the driver does not know replaced by the extension structures (a requested feature no extension backs: `VK_ERROR_FEATURE_NOT_PRESENT`) |
//! | core commands of the raised versions | resolved through their extension aliases ([`candidates`], used by [`crate::gate`] and the session) |
//!
//! The extensions the application sees stay the driver's. Without `api_version` and
//! `driver_api_version` every hook returns at once. The session calls these hooks from the
//! handlers of the commands' kinds (`session/kinds/{instance,physical,device}.rs`).

pub mod chain;
pub mod table;

use std::ffi::{CStr, CString, c_char};

use ash::vk::{self, Handle};
use rustc_hash::FxHashMap;
use vk_wire::args;
use vk_wire::desc::{CommandDesc, Provider};
use vk_wire::generated::ALIASES;

use crate::config::Config;
use crate::driver::Driver;
use chain::{Edit, Mode};
use table::Mask;

fn major_minor(v: u32) -> u32 {
    vk::make_api_version(0, vk::api_version_major(v), vk::api_version_minor(v), 0)
}

/// Whether the configuration raises or caps the driver's version (else every hook is a
/// no-op).
pub fn on(config: &Config) -> bool {
    config.api_version.is_some() || config.driver_api_version.is_some()
}

/// The version above which core entry points are hidden from the renderer's own look-ups
/// (`driver_api_version`): only the extension aliases resolve.
pub fn hidden_core(config: &Config) -> Option<u32> {
    config.driver_api_version.map(|v| v.packed())
}

/// The names to look `cmd` up by in the driver: its own, unless it is core only above
/// `hide_above`, then its aliases (the extension commands it was promoted from).
pub fn candidates(
    cmd: &'static CommandDesc,
    hide_above: Option<u32>,
) -> impl Iterator<Item = &'static str> {
    let providers = vk_wire::provided_by(cmd);
    let hide = hide_above.is_some_and(|d| {
        providers
            .iter()
            .any(|p| matches!(*p, Provider::Core(v) if v > d))
            && !providers
                .iter()
                .any(|p| matches!(*p, Provider::Core(v) if v <= d))
    });
    (!hide).then_some(cmd.name).into_iter().chain(
        ALIASES
            .iter()
            .filter(move |(_, c)| *c == cmd.name)
            .map(|(a, _)| *a),
    )
}

/// What one physical device can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Physical {
    /// The driver's version, at most `driver_api_version` (patch kept).
    pub driver: u32,
    /// What applications are told before `max_api_version` caps it.
    pub told: u32,
    /// The promoted extensions it advertises.
    pub have: Mask,
}

impl Physical {
    /// The measurement of a device whose driver reports `reported` and advertises the
    /// promoted extensions `have`.
    pub fn new(config: &Config, reported: u32, have: Mask) -> Physical {
        let patch = vk::api_version_patch(reported);
        let driver = match config.driver_api_version.map(|v| v.packed()) {
            Some(cap) if major_minor(reported) > cap => {
                vk::make_api_version(0, 1, vk::api_version_minor(cap), patch)
            }
            _ => reported,
        };
        let told = match config.api_version.map(|v| v.packed()) {
            Some(target) => {
                let b = table::backing(major_minor(driver), target, have);
                if let Some((v, missing)) = &b.stopped {
                    let missing: Vec<_> = missing.iter().map(|m| m.to_string_lossy()).collect();
                    crate::repair::warn_once(
                        format!("version:{reported:#x}:{have:?}:{target:#x}"),
                        || {
                            format!(
                                "api_version: the device is told Vulkan {}.{}, not {}.{}: the \
                                 driver (Vulkan {}.{}) lacks {}",
                                vk::api_version_major(b.version),
                                vk::api_version_minor(b.version),
                                vk::api_version_major(*v),
                                vk::api_version_minor(*v),
                                vk::api_version_major(driver),
                                vk::api_version_minor(driver),
                                if missing.is_empty() {
                                    "what Vulkan 1.1 promoted".to_owned()
                                } else {
                                    missing.join(", ")
                                }
                            )
                        },
                    );
                }
                if b.version > major_minor(driver) {
                    vk::make_api_version(0, 1, vk::api_version_minor(b.version), patch)
                } else {
                    driver
                }
            }
            None => driver,
        };
        Physical { driver, told, have }
    }

    fn driver_mm(&self) -> u32 {
        major_minor(self.driver)
    }
}

/// One client's measurements.
#[derive(Debug, Default)]
pub struct Versions {
    /// The `apiVersion` the client's newest instance asked for (`major.minor`).
    asked: u32,
    /// By the driver's physical-device handle.
    physical: FxHashMap<u64, Physical>,
}

/// What a `Versions::before_*` hook changed: it owns what the edited request points to, so it
/// must live until the matching `after_*` hook.
#[derive(Debug, Default)]
#[must_use = "the edited request points into this value: keep it alive across the driver call"]
pub struct Held {
    edit: Option<Edit>,
    physical: Option<Physical>,
    /// The extension list the edited create info points to.
    _names: Option<(Vec<CString>, Vec<*const c_char>)>,
    refusal: Option<vk::Result>,
}

impl Held {
    /// The result the command returns instead of running on the driver (logged).
    pub fn refusal(&self) -> Option<vk::Result> {
        self.refusal
    }
}

impl Versions {
    /// The measurement of `pdev`, taken on first use.
    ///
    /// # Safety
    /// `instance` is null or a live instance of `driver` that owns `pdev`.
    unsafe fn physical(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        pdev: vk::PhysicalDevice,
    ) -> Option<Physical> {
        if let Some(p) = self.physical.get(&pdev.as_raw()) {
            return Some(*p);
        }
        if instance.is_null() || pdev.is_null() {
            return None;
        }
        // SAFETY: caller: a live instance of this driver.
        let inst = unsafe { ash::Instance::load(driver.entry().static_fn(), instance) };
        // SAFETY: caller: `pdev` belongs to `instance`.
        let props = unsafe { inst.get_physical_device_properties(pdev) };
        // SAFETY: as above.
        let exts = unsafe { inst.enumerate_device_extension_properties(pdev) }.ok()?;
        let have = Mask::of(exts.iter().filter_map(|e| e.extension_name_as_c_str().ok()));
        let p = Physical::new(config, props.api_version, have);
        if p.told != p.driver {
            tracing::debug!(
                driver = p.driver,
                told = p.told,
                "api_version: the device's version is raised"
            );
        }
        self.physical.insert(pdev.as_raw(), p);
        Some(p)
    }

    /// Before `vkCreateInstance`: clamps the `apiVersion` the driver is asked for.
    ///
    /// # Safety
    /// `x` holds decoded `vkCreateInstance` arguments in writable memory.
    pub unsafe fn before_create_instance(
        &mut self,
        config: &Config,
        driver: &Driver,
        x: &args::CreateInstance,
    ) -> Held {
        if on(config) {
            // SAFETY: caller: the decoder's create info, in the writable arena.
            unsafe { self.clamp_instance(config, driver, x) };
        }
        Held::default()
    }

    /// Before `vkGetPhysicalDeviceProperties`: the device measured, for [`Versions::after_properties`].
    ///
    /// # Safety
    /// `x` holds the decoded arguments, handles translated to the driver's; `instance` is
    /// null or the client's newest live instance of `driver`, owning the physical devices the
    /// client names.
    pub unsafe fn before_properties(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::GetPhysicalDeviceProperties,
    ) -> Held {
        if !on(config) {
            return Held::default();
        }
        Held {
            // SAFETY: caller.
            physical: unsafe { self.physical(config, driver, instance, x.physical_device) },
            ..Default::default()
        }
    }

    /// Before `vkGetPhysicalDeviceFeatures2` or `vkGetPhysicalDeviceProperties2` of `pdev`,
    /// whose output chain starts at `head`: the core structures the driver does not know
    /// taken out of the chain ([`chain`]).
    ///
    /// # Safety
    /// As for [`Versions::before_properties`]; `head` is null or the decoder's output chain
    /// in its arena, every structure as large as its sType says, alive until the reply is
    /// sent.
    pub unsafe fn before_query2(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        pdev: vk::PhysicalDevice,
        head: *mut vk::BaseOutStructure<'static>,
    ) -> Held {
        if !on(config) {
            return Held::default();
        }
        // SAFETY: caller.
        let Some(p) = (unsafe { self.physical(config, driver, instance, pdev) }) else {
            return Held::default();
        };
        if head.is_null() {
            return Held::default();
        }
        // SAFETY: caller.
        let edit = unsafe { Edit::unlink(head, p.driver_mm(), p.have, Mode::Query) };
        Held {
            edit: edit.ok(),
            physical: Some(p),
            ..Default::default()
        }
    }

    /// Before `vkCreateDevice`: the promoted extensions of the raised versions enabled, the
    /// core feature structures the driver does not know replaced (or the creation refused).
    ///
    /// # Safety
    /// As for [`Versions::before_properties`]; the create info is the decoder's, in the
    /// writable arena.
    pub unsafe fn before_create_device(
        &mut self,
        config: &Config,
        driver: &Driver,
        instance: vk::Instance,
        x: &args::CreateDevice,
    ) -> Held {
        if !on(config) {
            return Held::default();
        }
        // SAFETY: caller.
        let Some(p) = (unsafe { self.physical(config, driver, instance, x.physical_device) })
        else {
            return Held::default();
        };
        // SAFETY: caller.
        unsafe { self.edit_create_device(p, x) }
    }

    /// Clamps the instance's `apiVersion` to what the loader supports and to
    /// `driver_api_version`, and remembers what the application asked for.
    ///
    /// # Safety
    /// `x` holds decoded `vkCreateInstance` arguments in writable memory.
    unsafe fn clamp_instance(
        &mut self,
        config: &Config,
        driver: &Driver,
        x: &args::CreateInstance,
    ) {
        // SAFETY: caller: the create info and its application info are null or valid.
        let app = unsafe {
            x.p_create_info
                .as_ref()
                .map(|i| i.p_application_info.cast_mut())
        };
        let Some(app) = app.filter(|a| !a.is_null()) else {
            self.asked = vk::API_VERSION_1_0;
            return;
        };
        // SAFETY: non-null, in the arena (caller).
        let asked = unsafe { (*app).api_version };
        self.asked = major_minor(asked.max(vk::API_VERSION_1_0));
        // SAFETY: the loader's or driver's global command.
        let loader = unsafe { driver.entry().try_enumerate_instance_version() }
            .ok()
            .flatten()
            .unwrap_or(vk::API_VERSION_1_0);
        let mut limit = major_minor(loader);
        if let Some(cap) = config.driver_api_version {
            limit = limit.min(cap.packed());
        }
        if major_minor(asked) > limit {
            // SAFETY: as above.
            unsafe { (*app).api_version = limit };
        }
    }

    /// # Safety
    /// `x` holds decoded `vkCreateDevice` arguments in writable memory.
    unsafe fn edit_create_device(&mut self, p: Physical, x: &args::CreateDevice) -> Held {
        // SAFETY: caller.
        let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
            return Held::default();
        };
        let head = (&raw mut *info).cast::<vk::BaseOutStructure<'static>>();
        // SAFETY: caller: the decoder's chain, valid and writable, alive across the call.
        let edit = match unsafe { Edit::unlink(head, p.driver_mm(), p.have, Mode::Create) } {
            Ok(e) => e,
            Err(what) => {
                tracing::warn!(
                    "vkCreateDevice: {what} asks for a feature the driver (Vulkan {}.{}) has no \
                     extension for: VK_ERROR_FEATURE_NOT_PRESENT",
                    vk::api_version_major(p.driver),
                    vk::api_version_minor(p.driver)
                );
                return Held {
                    refusal: Some(vk::Result::ERROR_FEATURE_NOT_PRESENT),
                    ..Default::default()
                };
            }
        };
        // The device's version is the lower of the instance's and the physical device's.
        let device = self.asked.min(major_minor(p.told));
        let mut add: Vec<&CStr> = p.have.promoted_between(p.driver_mm(), device).collect();
        add.extend(edit.needs.iter().copied());
        // SAFETY: caller: `enabledExtensionCount` valid C strings (the decoder's, or the
        // hooks' list, alive across the call).
        let mut names: Vec<CString> = unsafe {
            enabled_names(
                info.pp_enabled_extension_names,
                info.enabled_extension_count,
            )
        };
        let before = names.len();
        let ext_bda = names
            .iter()
            .any(|n| n.as_c_str() == c"VK_EXT_buffer_device_address");
        for e in add {
            // The two buffer-device-address extensions must not be enabled together.
            if ext_bda && e == c"VK_KHR_buffer_device_address" {
                continue;
            }
            if !names.iter().any(|n| n.as_c_str() == e) {
                names.push(e.to_owned());
            }
        }
        let names = (names.len() > before).then(|| {
            tracing::debug!(added = ?&names[before..], "vkCreateDevice: promoted extensions enabled");
            let ptrs: Vec<*const c_char> = names.iter().map(|n| n.as_ptr()).collect();
            // At most the application's names plus PROMOTED's: fits in u32.
            info.enabled_extension_count = ptrs.len() as u32;
            info.pp_enabled_extension_names = ptrs.as_ptr();
            (names, ptrs)
        });
        Held {
            edit: (!edit.is_empty()).then_some(edit),
            physical: Some(p),
            _names: names,
            refusal: None,
        }
    }

    /// After a command whose [`Held`] came from `before_*` (whether or not it succeeded, or
    /// was refused): answers the core structures when `fill` and the command succeeded, then
    /// puts the edited chain back. Whether the command succeeded.
    fn restore(config: &Config, ret: u64, held: &mut Held, fill: bool) -> bool {
        if !on(config) {
            return false;
        }
        let ok = ret as u32 as i32 >= 0;
        if let Some(edit) = held.edit.as_mut() {
            if ok && fill {
                edit.fill(held.physical.map_or(Mask(0), |p| p.have));
            }
            edit.restore();
        }
        ok
    }

    /// After `vkGetPhysicalDeviceProperties`: `apiVersion` raised.
    ///
    /// # Safety
    /// `x` holds the decoded arguments given to [`Versions::before_properties`], which
    /// returned `held`; outputs written by the driver.
    pub unsafe fn after_properties(
        &self,
        config: &Config,
        x: &args::GetPhysicalDeviceProperties,
        ret: u64,
        held: &mut Held,
    ) {
        if !Self::restore(config, ret, held, true) {
            return;
        }
        // SAFETY: the decoder's output, filled by the driver (caller).
        if let (Some(p), Some(props)) = (held.physical, unsafe { x.p_properties.as_mut() }) {
            props.api_version = p.told;
        }
    }

    /// After `vkGetPhysicalDeviceProperties2`: the core structures answered, the chain put
    /// back, `apiVersion` raised.
    ///
    /// # Safety
    /// As for [`Versions::after_properties`], from [`Versions::before_query2`].
    pub unsafe fn after_properties2(
        &self,
        config: &Config,
        x: &args::GetPhysicalDeviceProperties2,
        ret: u64,
        held: &mut Held,
    ) {
        if !Self::restore(config, ret, held, true) {
            return;
        }
        // SAFETY: as above.
        if let (Some(p), Some(props)) = (held.physical, unsafe { x.p_properties.as_mut() }) {
            props.properties.api_version = p.told;
        }
    }

    /// After `vkGetPhysicalDeviceFeatures2`: the core structures answered, the chain put back.
    pub fn after_features2(&self, config: &Config, ret: u64, held: &mut Held) {
        Self::restore(config, ret, held, true);
    }

    /// After `vkCreateDevice`: the create info's chain put back.
    pub fn after_create_device(&self, config: &Config, held: &mut Held) {
        Self::restore(config, 0, held, false);
    }
}

/// Copies of the `count` names at `names`.
///
/// # Safety
/// `names` is null or points to `count` pointers, each null or a valid C string.
unsafe fn enabled_names(names: *const *const c_char, count: u32) -> Vec<CString> {
    if names.is_null() {
        return Vec::new();
    }
    // SAFETY: caller.
    let list = unsafe { std::slice::from_raw_parts(names, count as usize) };
    list.iter()
        .filter(|n| !n.is_null())
        // SAFETY: caller: valid C strings.
        .map(|&n| unsafe { CStr::from_ptr(n) }.to_owned())
        .collect()
}

#[cfg(test)]
mod tests;
