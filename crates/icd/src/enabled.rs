//! Which device extensions and version each device has, so that `vkGetDeviceProcAddr` answers
//! NULL for a device-level command that is neither core at the device's version nor from an
//! extension the device enabled (the Vulkan rule; the loader builds its device dispatch table
//! from these answers, so the application gets NULL too instead of a function the renderer
//! would refuse: `vkrelay-renderer`'s `gate` module drops a client that calls one).
//!
//! The device's version is the smaller of its physical device's `apiVersion` (as the renderer
//! reports it) and the `apiVersion` of the newest instance (at least 1.1, as the renderer asks
//! the driver for). An application with several instances of different versions at once may
//! be handed a core command its older instance does not have; the renderer still refuses it.
//! Device-level commands of instance extensions (`VK_EXT_debug_utils`) are the loader's
//! business and are not checked. A promoted command is handed out under its core name and its
//! extension names alike once either provider is there (`vkResetQueryPool` on a 1.1 device with
//! `VK_EXT_host_query_reset`): they are one function, and the renderer resolves either.

use std::collections::HashMap;
use std::ffi::CStr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, OnceLock};

use ash::vk;
use vk_wire::desc::{CommandDesc, Kind, Provider};
use vk_wire::generated::{ALIASES, COMMANDS, EXTENSIONS};

/// What one device has.
struct Device {
    /// `major.minor` (patch 0), or 0 when not known (no version check).
    version: u32,
    /// Indices into `EXTENSIONS` of its enabled device extensions, sorted.
    extensions: Vec<u16>,
}

/// device (the ICD's handle) → what it has.
static DEVICES: Mutex<Option<HashMap<u64, Device>>> = Mutex::new(None);

/// Indices into `EXTENSIONS` of the instance extensions this ICD offers (the renderer's and its
/// own), once `vkEnumerateInstanceExtensionProperties` has answered.
static INSTANCE_EXTENSIONS: Mutex<Option<Vec<u16>>> = Mutex::new(None);

/// Records the instance extensions this ICD offers (its answer to
/// `vkEnumerateInstanceExtensionProperties`).
pub fn instance_extensions<'a>(names: impl IntoIterator<Item = &'a CStr>) {
    let mut list: Vec<u16> = names
        .into_iter()
        .filter_map(|n| vk_wire::extension_index(n.to_bytes()))
        .collect();
    list.sort_unstable();
    *INSTANCE_EXTENSIONS
        .lock()
        .unwrap_or_else(|e| e.into_inner()) = Some(list);
}

/// Whether `vk_icdGetInstanceProcAddr(name)` may answer: false for a command that only
/// instance extensions provide and this ICD offers none of them (`VK_EXT_debug_utils` and
/// `VK_EXT_debug_report`, which the renderer hides: callbacks cannot cross processes). The
/// loader implements those itself and, finding no driver function, does not call down; a
/// function here would reach the renderer, which refuses commands of extensions the instance
/// did not enable.
pub fn offered(name: &[u8]) -> bool {
    let Some(cmd) = by_name().get(name) else {
        return true;
    };
    let providers = vk_wire::provided_by(cmd);
    let only_instance = !providers.is_empty()
        && providers.iter().all(|p| match *p {
            Provider::Core(_) => false,
            Provider::Extension(e) => EXTENSIONS.get(e as usize).is_some_and(|x| !x.device),
        });
    if !only_instance {
        return true;
    }
    let l = INSTANCE_EXTENSIONS
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let Some(list) = l.as_ref() else {
        return true;
    };
    providers
        .iter()
        .any(|p| matches!(*p, Provider::Extension(e) if list.binary_search(&e).is_ok()))
}

/// `major.minor` of the newest instance's `apiVersion` (0 before the first).
static INSTANCE_VERSION: AtomicU32 = AtomicU32::new(0);

fn major_minor(v: u32) -> u32 {
    vk::make_api_version(0, vk::api_version_major(v), vk::api_version_minor(v), 0)
}

/// Records the `apiVersion` a new instance asked for (0 when it gave none): at least 1.1, which
/// the renderer asks the driver for.
pub fn instance_created(api_version: u32) {
    let v = major_minor(api_version.max(vk::API_VERSION_1_1));
    INSTANCE_VERSION.store(v, Ordering::Relaxed);
}

/// Every command name, aliases included.
fn by_name() -> &'static HashMap<&'static [u8], &'static CommandDesc> {
    static NAMES: OnceLock<HashMap<&'static [u8], &'static CommandDesc>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut m: HashMap<&'static [u8], &'static CommandDesc> =
            COMMANDS.iter().map(|c| (c.name.as_bytes(), c)).collect();
        for (alias, target) in ALIASES.iter() {
            if let Some(c) = COMMANDS.iter().find(|c| c.name == *target) {
                m.insert(alias.as_bytes(), c);
            }
        }
        m
    })
}

/// Records the extensions the application enabled on its new device `device` (a handle
/// value; a handle the driver hands out again replaces the entry of the destroyed device),
/// created on a physical device of version `physical_version` (0: not known).
pub fn record<'a>(device: u64, physical_version: u32, names: impl IntoIterator<Item = &'a CStr>) {
    let instance = INSTANCE_VERSION.load(Ordering::Relaxed);
    let version = if instance == 0 || physical_version == 0 {
        0
    } else {
        instance.min(major_minor(physical_version))
    };
    let mut list: Vec<u16> = names
        .into_iter()
        .filter_map(|n| vk_wire::extension_index(n.to_bytes()))
        .collect();
    list.sort_unstable();
    let mut d = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
    d.get_or_insert_with(HashMap::new).insert(
        device,
        Device {
            version,
            extensions: list,
        },
    );
}

/// Whether `vkGetDeviceProcAddr(device, name)` may answer: false only for a device-level
/// command of a known device that is neither core at its version nor from a device extension
/// it enabled (nor from an instance extension).
pub fn allowed(device: u64, name: &[u8]) -> bool {
    let Some(cmd) = by_name().get(name) else {
        return true;
    };
    let device_level = cmd.args.members.first().is_some_and(|m| {
        matches!(m.kind, Kind::Handle { ty, .. } if matches!(
            vk::ObjectType::from_raw(ty),
            vk::ObjectType::DEVICE | vk::ObjectType::QUEUE | vk::ObjectType::COMMAND_BUFFER
        ))
    });
    let providers = vk_wire::provided_by(cmd);
    if !device_level || providers.is_empty() {
        return true;
    }
    let d = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
    let Some(dev) = d.as_ref().and_then(|m| m.get(&device)) else {
        return true;
    };
    providers.iter().any(|p| match *p {
        Provider::Core(v) => dev.version == 0 || v <= dev.version,
        Provider::Extension(e) => match EXTENSIONS.get(e as usize) {
            Some(x) if x.device => dev.extensions.binary_search(&e).is_ok(),
            _ => true,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_commands_follow_the_device() {
        instance_created(vk::API_VERSION_1_3);
        record(
            0x1000,
            vk::API_VERSION_1_3,
            [ash::ext::line_rasterization::NAME],
        );
        record(0x2000, vk::make_api_version(0, 1, 3, 239), []);
        instance_created(0);
        record(
            0x4000,
            vk::API_VERSION_1_3,
            [ash::khr::dynamic_rendering::NAME],
        );
        record(0x5000, vk::API_VERSION_1_3, []);
        // Core at 1.3, or the extension.
        assert!(allowed(0x2000, b"vkCmdBeginRendering"));
        assert!(allowed(0x4000, b"vkCmdBeginRenderingKHR"));
        assert!(!allowed(0x5000, b"vkCmdBeginRendering"));
        assert!(!allowed(0x5000, b"vkCmdBeginRenderingKHR"));
        // Core 1.1 (the renderer's least instance version).
        assert!(allowed(0x5000, b"vkTrimCommandPool"));
        assert!(allowed(0x1000, b"vkCmdSetLineStippleEXT"));
        assert!(!allowed(0x2000, b"vkCmdSetLineStippleEXT"));
        // Unknown devices and names, core commands, instance-extension commands: not checked.
        assert!(allowed(0x3000, b"vkCmdSetLineStippleEXT"));
        assert!(allowed(0x2000, b"vkNotACommand"));
        assert!(allowed(0x2000, b"vkCmdDraw"));
        assert!(allowed(0x2000, b"vkCmdBeginRenderingKHR"));
        assert!(allowed(0x2000, b"vkCmdBeginDebugUtilsLabelEXT"));
        assert!(!allowed(0x2000, b"vkCmdPushDescriptorSetKHR"));
    }

    #[test]
    fn commands_of_instance_extensions_follow_the_offered_list() {
        instance_extensions([ash::khr::surface::NAME]);
        assert!(offered(b"vkGetPhysicalDeviceSurfaceSupportKHR"));
        assert!(!offered(b"vkSetDebugUtilsObjectNameEXT"));
        assert!(!offered(b"vkCmdBeginDebugUtilsLabelEXT"));
        assert!(!offered(b"vkCreateDebugReportCallbackEXT"));
        // Core, device-extension and unknown commands are not this check's business.
        assert!(offered(b"vkCmdDraw"));
        assert!(offered(b"vkCmdBeginRenderingKHR"));
        assert!(offered(b"vkNotACommand"));
        instance_extensions([ash::ext::debug_utils::NAME]);
        assert!(offered(b"vkSetDebugUtilsObjectNameEXT"));
    }
}
