//! Extension dependencies from vk.xml (`requires`, `requiresCore`, `promotedto`): whether an
//! advertised set is consistent, and pruning what is not.

use std::ffi::CStr;

use ash::vk;

use crate::extensions::property_name;
use crate::registry::{ExtensionInfo, ExtensionKind, api_at_least};

/// What is advertised to the application, against which dependencies are checked.
#[derive(Debug, Clone, Copy)]
pub struct Advertised<'a> {
    /// The API version the application is told (device `apiVersion`).
    pub api_version: u32,
    /// Instance extensions the application can enable.
    pub instance: &'a [vk::ExtensionProperties],
    /// Device extensions the application can enable.
    pub device: &'a [vk::ExtensionProperties],
}

/// A dependency that is not met.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unmet {
    /// An extension it requires is not advertised (and not promoted to a core version the
    /// device has).
    Extension(&'static str),
    /// It needs a newer core version than advertised.
    Core((u32, u32)),
}

fn listed(list: &[vk::ExtensionProperties], name: &str) -> bool {
    list.iter()
        .any(|p| property_name(p).and_then(|n| n.to_str().ok()) == Some(name))
}

/// Whether extension `dep` counts as present: advertised at its level, or promoted to a
/// core version the device has.
fn dep_present(dep: &str, adv: &Advertised<'_>) -> bool {
    let info = ExtensionInfo::by_name(dep);
    if let Some(core) = info.and_then(ExtensionInfo::promoted_to_core)
        && api_at_least(adv.api_version, core)
    {
        return true;
    }
    match info.map(|i| i.kind) {
        Some(ExtensionKind::Instance) => listed(adv.instance, dep),
        Some(ExtensionKind::Device) => listed(adv.device, dep),
        None => listed(adv.instance, dep) || listed(adv.device, dep),
    }
}

/// The unmet dependencies of one extension. Extensions the registry does not know (newer than
/// vk.xml, or private) have no known dependencies and yield nothing.
pub fn unmet(name: &str, adv: &Advertised<'_>) -> Vec<Unmet> {
    let Some(info) = ExtensionInfo::by_name(name) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if !api_at_least(adv.api_version, info.requires_core) {
        out.push(Unmet::Core(info.requires_core));
    }
    for dep in info.requires {
        if !dep_present(dep, adv) {
            out.push(Unmet::Extension(dep));
        }
    }
    out
}

/// Every advertised extension (instance and device) with unmet dependencies.
pub fn check(adv: &Advertised<'_>) -> Vec<(String, Vec<Unmet>)> {
    adv.instance
        .iter()
        .chain(adv.device)
        .filter_map(|p| {
            let name = property_name(p)?.to_str().ok()?;
            let u = unmet(name, adv);
            (!u.is_empty()).then(|| (name.to_string(), u))
        })
        .collect()
}

/// Removes device extensions whose dependencies are unmet, repeatedly, until the rest is
/// consistent. Returns the names removed, in removal order.
pub fn prune_device(
    device: &mut Vec<vk::ExtensionProperties>,
    instance: &[vk::ExtensionProperties],
    api_version: u32,
) -> Vec<String> {
    let mut removed = Vec::new();
    loop {
        let adv = Advertised {
            api_version,
            instance,
            device,
        };
        let bad: Vec<String> = device
            .iter()
            .filter_map(property_name)
            .filter_map(|n: &CStr| n.to_str().ok())
            .filter(|n| !unmet(n, &adv).is_empty())
            .map(str::to_string)
            .collect();
        if bad.is_empty() {
            return removed;
        }
        device.retain(|p| {
            let n = property_name(p).and_then(|n| n.to_str().ok());
            !n.is_some_and(|n| bad.iter().any(|b| b == n))
        });
        removed.extend(bad);
    }
}

/// Like [`prune_device`], for instance extensions (dependencies among themselves only).
pub fn prune_instance(
    instance: &mut Vec<vk::ExtensionProperties>,
    api_version: u32,
) -> Vec<String> {
    let mut removed = Vec::new();
    loop {
        let adv = Advertised {
            api_version,
            instance,
            device: &[],
        };
        let bad: Vec<String> = instance
            .iter()
            .filter_map(property_name)
            .filter_map(|n: &CStr| n.to_str().ok())
            .filter(|n| !unmet(n, &adv).is_empty())
            .map(str::to_string)
            .collect();
        if bad.is_empty() {
            return removed;
        }
        instance.retain(|p| {
            let n = property_name(p).and_then(|n| n.to_str().ok());
            !n.is_some_and(|n| bad.iter().any(|b| b == n))
        });
        removed.extend(bad);
    }
}
