//! Repairs applied around the driver's call: what the application is told (versions, heaps)
//! after the driver answered, and what the driver is asked (extension lists) before.
//!
//! The hooks consult [`crate::config::Config`] and apply it through `ext-inject`
//! ([`ext_inject::mask::PropertyMask`], [`ext_inject::mask::cap_heaps`],
//! [`ext_inject::extensions::edit_list`]); with the default configuration they change nothing.
//!
//! | command | hook | what changes |
//! |---|---|---|
//! | `vkGetPhysicalDeviceProperties` | [`after`] | `apiVersion` clamped to `max_api_version` |
//! | `vkGetPhysicalDeviceProperties2{,KHR}` | [`after`] | the same, in the head of the chain |
//! | `vkGetPhysicalDeviceMemoryProperties` | [`after`] | every heap's size capped at `max_memory` |
//! | `vkGetPhysicalDeviceMemoryProperties2{,KHR}` | [`after`] | the same, and `VK_EXT_memory_budget` budgets |
//! | `vkCreateInstance`, `vkCreateDevice` | [`before`] | extension list: `remove`d names dropped, `add`ed ones appended (if the driver has them) |

use ash::vk;
use ext_inject::ChainLimits;
use ext_inject::mask::{PropertyMask, cap_heaps, cap_heaps_chain};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use crate::config::Config;
use crate::driver::Driver;

/// Runs after the driver executed `cmd` with the decoded arguments at `a`; may rewrite the
/// outputs and the return value `ret` before the reply is encoded.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd`, their outputs written by the driver.
pub unsafe fn after(config: &Config, cmd: &'static CommandDesc, a: *const u8, ret: &mut u64) {
    let _ = ret;
    match cmd.id {
        id::GET_PHYSICAL_DEVICE_PROPERTIES => {
            // SAFETY: the id says `a` is this command's argument structure (caller).
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceProperties>() };
            // SAFETY: the decoder points the output at a writable structure in its arena (or
            // leaves it null); the driver filled it (caller).
            if let Some(p) = unsafe { x.p_properties.as_mut() } {
                let Some(mask) = property_mask(config, p.api_version) else {
                    return;
                };
                let report = mask.apply(p);
                if let Some((old, new)) = report.api_version {
                    tracing::debug!(old, new, "apiVersion clamped");
                }
            }
        }
        id::GET_PHYSICAL_DEVICE_PROPERTIES2 => {
            // SAFETY: as above.
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceProperties2>() };
            if x.p_properties.is_null() {
                return;
            }
            // SAFETY: non-null, the head the driver filled (caller); `apply_to_chain` checks
            // its sType before writing.
            let api = unsafe { (*x.p_properties).properties.api_version };
            let Some(mask) = property_mask(config, api) else {
                return;
            };
            // SAFETY: the decoder rebuilt the application's output chain in its arena, every
            // structure as large as its sType says, and the driver filled it (caller).
            let r = unsafe { mask.apply_to_chain(x.p_properties, ChainLimits::default()) };
            match r {
                Ok(report) => {
                    if let Some((old, new)) = report.api_version {
                        tracing::debug!(old, new, "apiVersion clamped");
                    }
                }
                Err(e) => tracing::warn!("vkGetPhysicalDeviceProperties2: not masked: {e}"),
            }
        }
        id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES => {
            let Some(max) = config.max_memory else { return };
            // SAFETY: as for vkGetPhysicalDeviceProperties.
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceMemoryProperties>() };
            // SAFETY: as for vkGetPhysicalDeviceProperties.
            if let Some(p) = unsafe { x.p_memory_properties.as_mut() } {
                let capped = cap_heaps(p, max.0);
                tracing::debug!(?capped, "memory heaps capped");
            }
        }
        id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2 => {
            let Some(max) = config.max_memory else { return };
            // SAFETY: as above.
            let x = unsafe { &*a.cast::<args::GetPhysicalDeviceMemoryProperties2>() };
            if x.p_memory_properties.is_null() {
                return;
            }
            // SAFETY: as for vkGetPhysicalDeviceProperties2.
            let r =
                unsafe { cap_heaps_chain(x.p_memory_properties, max.0, ChainLimits::default()) };
            match r {
                Ok(capped) => tracing::debug!(?capped, "memory heaps capped"),
                Err(e) => tracing::warn!("vkGetPhysicalDeviceMemoryProperties2: not capped: {e}"),
            }
        }
        _ => {}
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

/// Why [`before`] refused a request.
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

/// What [`before`] changed; it owns the edited extension list the driver reads, so it must
/// live until the driver call returned.
#[derive(Debug, Default)]
#[must_use = "the edited request points into this value: keep it alive across the driver call"]
pub struct Before {
    list: Option<ext_inject::ExtensionList>,
    /// What the edit changed (empty when nothing was edited).
    pub report: ext_inject::ListReport,
}

/// Runs before the driver executes `cmd` with the decoded arguments at `a`: edits the
/// extension list of `vkCreateInstance`/`vkCreateDevice` by the configuration's policy.
/// `instance` is the client's newest instance (for `vkCreateDevice`, whose physical device
/// belongs to it). Returns the owner of the edited list; keep it until the call returned.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd` in writable memory (the decoder's arena);
/// `instance` is null or a live instance of `driver` that owns `vkCreateDevice`'s physical
/// device.
pub unsafe fn before(
    config: &Config,
    driver: &Driver,
    instance: vk::Instance,
    cmd: &'static CommandDesc,
    a: *mut u8,
) -> Result<Before, HookError> {
    let level = match cmd.id {
        id::CREATE_INSTANCE => &config.instance_extensions,
        id::CREATE_DEVICE => &config.device_extensions,
        _ => return Ok(Before::default()),
    };
    if level.is_empty() {
        return Ok(Before::default());
    }
    let resolved = config.resolve()?;
    let names_err = |source| HookError::Names {
        command: cmd.name,
        source,
    };
    let driver_err = |result| HookError::Driver {
        command: cmd.name,
        result,
    };
    if cmd.id == id::CREATE_INSTANCE {
        // SAFETY: the id says `a` is this command's argument structure (caller).
        let x = unsafe { &*a.cast::<args::CreateInstance>() };
        // SAFETY: the decoder points the create info at a structure in its arena (caller).
        let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
            return Ok(Before::default());
        };
        // SAFETY: a global command of the driver; no layer name.
        let available = unsafe { driver.entry().enumerate_instance_extension_properties(None) }
            .map_err(driver_err)?;
        // SAFETY: the decoder wrote `enabledExtensionCount` valid C strings (caller).
        let (list, report) = unsafe {
            ext_inject::extensions::edit_instance_extensions(
                info,
                &available,
                &resolved.instance_request,
            )
        }
        .map_err(names_err)?;
        // SAFETY: `list` lives in the returned value, which the caller keeps across the call.
        unsafe {
            point_at(
                &mut info.enabled_extension_count,
                &mut info.pp_enabled_extension_names,
                &list,
            )
        };
        Ok(done(cmd, list, report))
    } else {
        // SAFETY: the id says `a` is this command's argument structure (caller).
        let x = unsafe { &*a.cast::<args::CreateDevice>() };
        // SAFETY: as above.
        let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
            return Ok(Before::default());
        };
        if instance == vk::Instance::null() {
            return Ok(Before::default());
        }
        // SAFETY: `instance` is live (caller).
        let inst = unsafe { ash::Instance::load(driver.entry().static_fn(), instance) };
        // SAFETY: the physical device is the client's, of `instance` (caller; the object
        // table translated it).
        let available = unsafe { inst.enumerate_device_extension_properties(x.physical_device) }
            .map_err(driver_err)?;
        // SAFETY: as for vkCreateInstance.
        let (list, report) = unsafe {
            ext_inject::extensions::edit_device_extensions(
                info,
                &available,
                &resolved.device_request,
            )
        }
        .map_err(names_err)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{ApiVersionLimit, ByteSize};

    const GIB: u64 = 1 << 30;

    fn cmd(name: &str) -> &'static CommandDesc {
        vk_wire::command_by_name(name).unwrap()
    }

    fn clamp_to(v: Option<ApiVersionLimit>) -> Config {
        Config {
            max_api_version: v,
            ..Default::default()
        }
    }

    fn properties(config: &Config, name: &str, api: u32) -> u32 {
        let mut props = vk::PhysicalDeviceProperties {
            api_version: api,
            driver_version: 77,
            ..Default::default()
        };
        let mut a = args::GetPhysicalDeviceProperties {
            physical_device: vk::PhysicalDevice::null(),
            p_properties: &mut props,
        };
        let mut ret = 0;
        // SAFETY: `a` is this command's argument structure with a live output.
        unsafe { after(config, cmd(name), (&raw mut a).cast(), &mut ret) };
        assert_eq!((props.driver_version, ret), (77, 0));
        props.api_version
    }

    #[test]
    fn api_version_is_clamped() {
        let v13 = vk::make_api_version(0, 1, 3, 250);
        let v11 = vk::make_api_version(0, 1, 1, 7);
        let name = "vkGetPhysicalDeviceProperties";
        assert_eq!(properties(&Config::default(), name, v13), v13);
        let c12 = clamp_to(Some(ApiVersionLimit::V1_2));
        assert_eq!(properties(&c12, name, v13), vk::API_VERSION_1_2);
        // A driver below the limit is reported as it is.
        assert_eq!(properties(&c12, name, v11), v11);
        let c13 = clamp_to(Some(ApiVersionLimit::V1_3));
        assert_eq!(properties(&c13, name, v13), v13);
        // Other commands are left alone (same layout, different command).
        assert_eq!(properties(&c12, "vkGetPhysicalDeviceFeatures", v13), v13);
    }

    #[test]
    fn api_version_is_clamped_in_properties2_chains() {
        for name in [
            "vkGetPhysicalDeviceProperties2",
            "vkGetPhysicalDeviceProperties2KHR",
        ] {
            let mut v12 = vk::PhysicalDeviceVulkan12Properties {
                max_update_after_bind_descriptors_in_all_pools: 99,
                ..Default::default()
            };
            let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut v12);
            p2.properties.api_version = vk::make_api_version(0, 1, 3, 4);
            p2.properties.device_name[0] = b'x' as std::ffi::c_char;
            let mut a = args::GetPhysicalDeviceProperties2 {
                physical_device: vk::PhysicalDevice::null(),
                p_properties: (&raw mut p2).cast(),
            };
            let mut ret = 0;
            let config = clamp_to(Some(ApiVersionLimit::V1_1));
            // SAFETY: `a` is this command's argument structure with a live output chain.
            unsafe { after(&config, cmd(name), (&raw mut a).cast(), &mut ret) };
            assert_eq!(p2.properties.api_version, vk::API_VERSION_1_1, "{name}");
            assert_eq!(
                p2.properties.device_name[..2],
                [b'x' as std::ffi::c_char, 0]
            );
            assert_eq!(v12.max_update_after_bind_descriptors_in_all_pools, 99);
        }
    }

    fn memory() -> vk::PhysicalDeviceMemoryProperties {
        let mut m = vk::PhysicalDeviceMemoryProperties {
            memory_heap_count: 2,
            memory_type_count: 1,
            ..Default::default()
        };
        m.memory_heaps[0] = vk::MemoryHeap {
            size: 8 * GIB,
            flags: vk::MemoryHeapFlags::DEVICE_LOCAL,
        };
        m.memory_heaps[1] = vk::MemoryHeap {
            size: GIB,
            flags: vk::MemoryHeapFlags::empty(),
        };
        // Past the count: never touched.
        m.memory_heaps[2].size = 64 * GIB;
        m
    }

    fn heap_sizes(m: &vk::PhysicalDeviceMemoryProperties) -> [u64; 3] {
        [0, 1, 2].map(|i| m.memory_heaps[i].size)
    }

    #[test]
    fn heaps_are_capped() {
        let config = Config {
            max_memory: Some(ByteSize(2 * GIB)),
            ..Default::default()
        };
        for (config, want) in [
            (&Config::default(), [8 * GIB, GIB, 64 * GIB]),
            (&config, [2 * GIB, GIB, 64 * GIB]),
        ] {
            let mut m = memory();
            let mut a = args::GetPhysicalDeviceMemoryProperties {
                physical_device: vk::PhysicalDevice::null(),
                p_memory_properties: &mut m,
            };
            let mut ret = 0;
            let c = cmd("vkGetPhysicalDeviceMemoryProperties");
            // SAFETY: `a` is this command's argument structure with a live output.
            unsafe { after(config, c, (&raw mut a).cast(), &mut ret) };
            assert_eq!(heap_sizes(&m), want);
            assert_eq!(m.memory_heaps[0].flags, vk::MemoryHeapFlags::DEVICE_LOCAL);
        }
    }

    #[test]
    fn heaps_and_budgets_are_capped_in_memory_properties2_chains() {
        let config = Config {
            max_memory: Some(ByteSize(2 * GIB)),
            ..Default::default()
        };
        let mut budget = vk::PhysicalDeviceMemoryBudgetPropertiesEXT::default();
        budget.heap_budget[..2].copy_from_slice(&[7 * GIB, GIB / 2]);
        budget.heap_usage[..2].copy_from_slice(&[3 * GIB, GIB / 4]);
        let mut m2 = vk::PhysicalDeviceMemoryProperties2::default().push_next(&mut budget);
        m2.memory_properties = memory();
        let mut a = args::GetPhysicalDeviceMemoryProperties2 {
            physical_device: vk::PhysicalDevice::null(),
            p_memory_properties: (&raw mut m2).cast(),
        };
        let mut ret = 0;
        let c = cmd("vkGetPhysicalDeviceMemoryProperties2KHR");
        // SAFETY: `a` is this command's argument structure with a live output chain.
        unsafe { after(&config, c, (&raw mut a).cast(), &mut ret) };
        assert_eq!(heap_sizes(&m2.memory_properties), [2 * GIB, GIB, 64 * GIB]);
        assert_eq!(budget.heap_budget[..2], [2 * GIB, GIB / 2]);
        assert_eq!(budget.heap_usage[..2], [2 * GIB, GIB / 4]);
    }

    #[test]
    fn null_outputs_are_left_alone() {
        let config = Config {
            max_api_version: Some(ApiVersionLimit::V1_1),
            max_memory: Some(ByteSize(GIB)),
            ..Default::default()
        };
        let mut a = [0u64; 2];
        for name in [
            "vkGetPhysicalDeviceProperties",
            "vkGetPhysicalDeviceProperties2",
            "vkGetPhysicalDeviceMemoryProperties",
            "vkGetPhysicalDeviceMemoryProperties2",
        ] {
            let mut ret = 0;
            // SAFETY: two null words are a valid argument structure of each command (a null
            // physical device and a null output).
            unsafe { after(&config, cmd(name), a.as_mut_ptr().cast(), &mut ret) };
            assert_eq!((a, ret), ([0, 0], 0));
        }
    }
}
