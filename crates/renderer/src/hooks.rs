//! Repairs applied around the driver's call: what the application is told (versions, heaps)
//! after the driver answered, and what the driver is asked (extension lists) before.
//!
//! The hooks consult [`crate::config::Config`] and apply it through `ext-inject`
//! ([`ext_inject::mask::PropertyMask`], [`ext_inject::mask::cap_heaps`],
//! [`ext_inject::extensions::edit_list`]); with the default configuration they change nothing.
//!
//! | command | hook | what changes |
//! |---|---|---|
//! | `vkGetPhysicalDeviceProperties` | [`properties`] | `apiVersion` clamped to `max_api_version` |
//! | `vkGetPhysicalDeviceProperties2{,KHR}` | [`properties2`] | the same, in the head of the chain |
//! | `vkGetPhysicalDeviceMemoryProperties` | [`memory_properties`] | every heap's size capped at `max_memory` |
//! | `vkGetPhysicalDeviceMemoryProperties2{,KHR}` | [`memory_properties2`] | the same, and `VK_EXT_memory_budget` budgets |
//! | `vkCreateInstance`, `vkCreateDevice` | [`create_instance`], [`create_device`] | extension list: `remove`d names dropped, `add`ed ones appended (if the driver has them) |

use ash::vk;
use ext_inject::ChainLimits;
use ext_inject::mask::{PropertyMask, cap_heaps, cap_heaps_chain};
use vk_wire::args;
use vk_wire::desc::CommandDesc;

use crate::config::Config;
use crate::driver::Driver;

/// `vkGetPhysicalDeviceProperties`' answer `p`, its `apiVersion` clamped to
/// `max_api_version`.
pub fn properties(config: &Config, p: &mut vk::PhysicalDeviceProperties) {
    let Some(mask) = property_mask(config, p.api_version) else {
        return;
    };
    let report = mask.apply(p);
    if let Some((old, new)) = report.api_version {
        tracing::debug!(old, new, "apiVersion clamped");
    }
}

/// `vkGetPhysicalDeviceProperties2`' answer chain `p`, clamped as in [`properties`].
///
/// # Safety
/// `p` is null or the head of an output chain the driver filled, every structure as large
/// as its sType says.
pub unsafe fn properties2(config: &Config, p: *mut vk::PhysicalDeviceProperties2<'static>) {
    if p.is_null() {
        return;
    }
    // SAFETY: non-null, the head the driver filled (caller); `apply_to_chain` checks its
    // sType before writing.
    let api = unsafe { (*p).properties.api_version };
    let Some(mask) = property_mask(config, api) else {
        return;
    };
    // SAFETY: the chain is as the caller guarantees.
    match unsafe { mask.apply_to_chain(p, ChainLimits::default()) } {
        Ok(report) => {
            if let Some((old, new)) = report.api_version {
                tracing::debug!(old, new, "apiVersion clamped");
            }
        }
        Err(e) => tracing::warn!("vkGetPhysicalDeviceProperties2: not masked: {e}"),
    }
}

/// `vkGetPhysicalDeviceMemoryProperties`' answer `p`, every heap capped at `max_memory`.
pub fn memory_properties(config: &Config, p: &mut vk::PhysicalDeviceMemoryProperties) {
    let Some(max) = config.max_memory else { return };
    let capped = cap_heaps(p, max.0);
    tracing::debug!(?capped, "memory heaps capped");
}

/// `vkGetPhysicalDeviceMemoryProperties2`' answer chain `p`, capped as in
/// [`memory_properties`], `VK_EXT_memory_budget` budgets included.
///
/// # Safety
/// As for [`properties2`].
pub unsafe fn memory_properties2(
    config: &Config,
    p: *mut vk::PhysicalDeviceMemoryProperties2<'static>,
) {
    let Some(max) = config.max_memory else { return };
    if p.is_null() {
        return;
    }
    // SAFETY: the chain is as the caller guarantees.
    match unsafe { cap_heaps_chain(p, max.0, ChainLimits::default()) } {
        Ok(capped) => tracing::debug!(?capped, "memory heaps capped"),
        Err(e) => tracing::warn!("vkGetPhysicalDeviceMemoryProperties2: not capped: {e}"),
    }
}

/// The mask for a device whose driver reports `api`: the limit is on `major.minor`, so a
/// driver at the limit's minor version keeps its patch (1.3.250 under "1.3" stays 1.3.250)
/// and one above it is told `major.minor.0` (1.3.250 under "1.2" reads 1.2.0).
fn property_mask(config: &Config, api: u32) -> Option<PropertyMask> {
    let limit = config.max_api_version?.packed();
    let same_minor = |v: u32| (vk::api_version_major(v), vk::api_version_minor(v));
    let max = if same_minor(api) == same_minor(limit) {
        api
    } else {
        limit
    };
    Some(PropertyMask {
        max_api_version: Some(max),
        ..Default::default()
    })
}

/// Why [`create_instance`] or [`create_device`] refused a request.
#[derive(Debug, thiserror::Error)]
pub enum HookError {
    /// The request's extension names cannot be read.
    #[error("{command}: {source}")]
    Names {
        /// The command.
        command: &'static str,
        /// What `ext-inject` found.
        source: ext_inject::NameError,
    },
    /// The configuration's policy does not resolve (a configuration not checked by
    /// [`Config::validate`]).
    #[error("extension policy: {0}")]
    Policy(#[from] ext_inject::PolicyError),
    /// Enumerating the driver's extensions failed.
    #[error("{command}: enumerating the driver's extensions failed: {result}")]
    Driver {
        /// The command.
        command: &'static str,
        /// What the driver returned.
        result: vk::Result,
    },
}

/// What [`create_instance`] or [`create_device`] changed; it owns the edited extension list the driver reads, so it must
/// live until the driver call returned.
#[derive(Debug, Default)]
#[must_use = "the edited request points into this value: keep it alive across the driver call"]
pub struct Before {
    list: Option<ext_inject::ExtensionList>,
    /// What the edit changed (empty when nothing was edited).
    pub report: ext_inject::ListReport,
}

/// Edits `vkCreateInstance`'s extension list `x` by the configuration's policy. Returns the
/// owner of the edited list; keep it until the call returned.
///
/// # Safety
/// `x`'s create info is null or a writable structure in the decoder's arena whose
/// `enabledExtensionCount` names are valid C strings.
pub unsafe fn create_instance(
    config: &Config,
    driver: &Driver,
    cmd: &'static CommandDesc,
    x: &mut args::CreateInstance,
) -> Result<Before, HookError> {
    if config.instance_extensions.is_empty() {
        return Ok(Before::default());
    }
    let resolved = config.resolve()?;
    // SAFETY: the decoder points the create info at a structure in its arena (caller).
    let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
        return Ok(Before::default());
    };
    // SAFETY: a global command of the driver; no layer name.
    let available = unsafe { driver.entry().enumerate_instance_extension_properties(None) }
        .map_err(|result| HookError::Driver {
            command: cmd.name,
            result,
        })?;
    // SAFETY: the decoder wrote `enabledExtensionCount` valid C strings (caller).
    let (list, report) = unsafe {
        ext_inject::extensions::edit_instance_extensions(
            info,
            &available,
            &resolved.instance_request,
        )
    }
    .map_err(|source| HookError::Names {
        command: cmd.name,
        source,
    })?;
    // SAFETY: `list` lives in the returned value, which the caller keeps across the call.
    unsafe {
        point_at(
            &mut info.enabled_extension_count,
            &mut info.pp_enabled_extension_names,
            &list,
        )
    };
    Ok(done(cmd, list, report))
}

/// Edits `vkCreateDevice`'s extension list `x` by the configuration's policy. `instance` is
/// the client's newest instance, whose physical device `x` names. Returns the owner of the
/// edited list; keep it until the call returned.
///
/// # Safety
/// As for [`create_instance`]; `instance` is null or a live instance of `driver` that owns
/// `x`'s physical device.
pub unsafe fn create_device(
    config: &Config,
    driver: &Driver,
    instance: vk::Instance,
    cmd: &'static CommandDesc,
    x: &mut args::CreateDevice,
) -> Result<Before, HookError> {
    if config.device_extensions.is_empty() {
        return Ok(Before::default());
    }
    let resolved = config.resolve()?;
    // SAFETY: as for vkCreateInstance.
    let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
        return Ok(Before::default());
    };
    if instance == vk::Instance::null() {
        return Ok(Before::default());
    }
    // SAFETY: `instance` is live (caller).
    let inst = unsafe { ash::Instance::load(driver.entry().static_fn(), instance) };
    // SAFETY: the physical device is the client's, of `instance` (caller; the object table
    // translated it).
    let available = unsafe { inst.enumerate_device_extension_properties(x.physical_device) }
        .map_err(|result| HookError::Driver {
            command: cmd.name,
            result,
        })?;
    // SAFETY: as for vkCreateInstance.
    let (list, report) = unsafe {
        ext_inject::extensions::edit_device_extensions(info, &available, &resolved.device_request)
    }
    .map_err(|source| HookError::Names {
        command: cmd.name,
        source,
    })?;
    // SAFETY: as for vkCreateInstance.
    unsafe {
        point_at(
            &mut info.enabled_extension_count,
            &mut info.pp_enabled_extension_names,
            &list,
        )
    };
    Ok(done(cmd, list, report))
}

/// Points a create info's extension count and array at `list`.
///
/// # Safety
/// `list` outlives every use of the create info.
unsafe fn point_at(
    count: &mut u32,
    names: &mut *const *const std::ffi::c_char,
    list: &ext_inject::ExtensionList,
) {
    // At most ext_inject::extensions::MAX_NAMES names plus the policy's: fits in u32.
    *count = list.len() as u32;
    *names = if list.is_empty() {
        std::ptr::null()
    } else {
        list.as_ptrs().as_ptr()
    };
}

fn done(
    cmd: &'static CommandDesc,
    list: ext_inject::ExtensionList,
    report: ext_inject::ListReport,
) -> Before {
    if !report.is_empty() || !report.not_added.is_empty() {
        tracing::debug!(command = cmd.name, ?report, "extension request edited");
    }
    Before {
        list: Some(list),
        report,
    }
}

impl Before {
    /// The extension names the driver is asked for, if the request was edited.
    pub fn names(&self) -> Option<&[std::ffi::CString]> {
        self.list.as_ref().map(|l| l.names())
    }
}
