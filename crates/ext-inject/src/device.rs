//! Thin helpers that ask a real driver (through ash) for the data the pure functions take.

use std::ffi::CStr;

use ash::prelude::VkResult;
use ash::vk;

use crate::extensions::property_name;
use crate::features::{FeatureChain, FeatureSet};

/// What one physical device offers, gathered once.
#[derive(Debug, Clone)]
pub struct DeviceCaps {
    /// `VkPhysicalDeviceProperties::apiVersion`.
    pub api_version: u32,
    /// Device extensions.
    pub extensions: Vec<vk::ExtensionProperties>,
    /// Supported features: core plus every feature structure the device may be asked about.
    pub features: FeatureSet,
}

impl DeviceCaps {
    /// Whether the device lists an extension.
    pub fn has_extension(&self, name: &CStr) -> bool {
        self.extensions
            .iter()
            .any(|p| property_name(p) == Some(name))
    }
}

/// Queries a physical device.
///
/// Feature structures are asked for only when the device's API version or one of its
/// extensions defines them. `instance_api_version` is the `apiVersion` the instance was
/// created with: below 1.1 only `vkGetPhysicalDeviceFeatures` is used.
pub fn query(
    instance: &ash::Instance,
    pdev: vk::PhysicalDevice,
    instance_api_version: u32,
) -> VkResult<DeviceCaps> {
    // SAFETY: `pdev` was enumerated from `instance` (the caller's handles are valid).
    let props = unsafe { instance.get_physical_device_properties(pdev) };
    // SAFETY: as above.
    let extensions = unsafe { instance.enumerate_device_extension_properties(pdev)? };
    let features = supported_features(
        instance,
        pdev,
        instance_api_version,
        props.api_version,
        &extensions,
    );
    Ok(DeviceCaps {
        api_version: props.api_version,
        extensions,
        features,
    })
}

/// The supported features of a device (see [`query`]).
pub fn supported_features(
    instance: &ash::Instance,
    pdev: vk::PhysicalDevice,
    instance_api_version: u32,
    device_api_version: u32,
    extensions: &[vk::ExtensionProperties],
) -> FeatureSet {
    let v11 = vk::make_api_version(0, 1, 1, 0);
    if instance_api_version < v11 || device_api_version < v11 {
        // SAFETY: `pdev` belongs to `instance`.
        let core = unsafe { instance.get_physical_device_features(pdev) };
        return FeatureSet::from_core(&core);
    }
    let has = |n: &str| {
        extensions
            .iter()
            .any(|p| property_name(p).and_then(|c| c.to_str().ok()) == Some(n))
    };
    let mut chain = FeatureChain::for_device(device_api_version, has);
    // SAFETY: `pdev` belongs to `instance`, both are at least 1.1, and the chain holds only
    // structures the device's version or extensions define, each sized for its sType.
    unsafe { instance.get_physical_device_features2(pdev, chain.features2_mut()) };
    chain.to_feature_set()
}

/// The instance extensions of the loader and its drivers.
pub fn instance_extensions(entry: &ash::Entry) -> VkResult<Vec<vk::ExtensionProperties>> {
    // SAFETY: no layer name; the entry is loaded.
    unsafe { entry.enumerate_instance_extension_properties(None) }
}
