//! Which device extensions each device enabled, so that `vkGetDeviceProcAddr` answers NULL for
//! a command that only a device extension the device did not enable provides (the Vulkan
//! rule; the loader builds its device dispatch table from these answers, so the application
//! gets NULL too instead of a function the renderer would refuse).
//!
//! Only commands that no core version provides are checked here: a core command above the
//! device's version is still handed out (the ICD does not track the instance's
//! `apiVersion`), and the renderer refuses it (`vkrelay-renderer`'s `gate` module drops the
//! client). Device-level commands of instance extensions (`VK_EXT_debug_utils`) are the
//! loader's business and are not checked either.

use std::collections::HashMap;
use std::ffi::CStr;
use std::sync::{Mutex, OnceLock};

use ash::vk;
use vk_wire::desc::{CommandDesc, Kind, Provider};
use vk_wire::generated::{ALIASES, COMMANDS, EXTENSIONS};

/// device (the ICD's handle) → indices into `EXTENSIONS` of its enabled device extensions.
static DEVICES: Mutex<Option<HashMap<u64, Vec<u16>>>> = Mutex::new(None);

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
/// value; a handle the driver hands out again replaces the entry of the destroyed device).
pub fn record<'a>(device: u64, names: impl IntoIterator<Item = &'a CStr>) {
    let mut list: Vec<u16> = names
        .into_iter()
        .filter_map(|n| vk_wire::extension_index(n.to_bytes()))
        .collect();
    list.sort_unstable();
    let mut d = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
    d.get_or_insert_with(HashMap::new).insert(device, list);
}

/// Whether `vkGetDeviceProcAddr(device, name)` may answer: false only for a device-level
/// command of a known device that no core version provides and whose device extensions the
/// device did not enable.
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
    let only_device_extensions = !providers.is_empty()
        && providers.iter().all(|p| {
            matches!(*p, Provider::Extension(e)
                if EXTENSIONS.get(e as usize).is_some_and(|x| x.device))
        });
    if !device_level || !only_device_extensions {
        return true;
    }
    let d = DEVICES.lock().unwrap_or_else(|e| e.into_inner());
    let Some(enabled) = d.as_ref().and_then(|m| m.get(&device)) else {
        return true;
    };
    providers.iter().any(|p| match *p {
        Provider::Extension(e) => enabled.binary_search(&e).is_ok(),
        Provider::Core(_) => true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_commands_follow_the_device() {
        record(0x1000, [ash::ext::line_rasterization::NAME]);
        record(0x2000, []);
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
}
