//! `ext-inject` edits what a Vulkan driver is asked for (extension lists, feature chains) and
//! what the application is told (extensions, features, properties, heaps, format support).
//!
//! It is for proxies, layers and emulators that stand between an application and a driver:
//! remove or add extensions in `vkCreateInstance`/`vkCreateDevice`, clear requested features
//! the device lacks (in `pEnabledFeatures` and in every feature structure of the `pNext`
//! chain), clamp the API version and heap sizes, hide extensions and features, and advertise
//! emulated ones, each with a report of what changed. The core is pure functions over ash
//! types; only [`device`] talks to a driver. It is not a layer itself and holds no state.
//!
//! The feature structures and extension dependencies come from vk.xml through the
//! `ext-inject-gen` generator ([`generated`]). `pNext` chains are walked with limits
//! ([`chain`]): a chain that loops or is absurdly long is an error.
//!
//! ```
//! use ash::vk;
//! use ext_inject::{FeatureSet, SanitizeOptions, sanitize_device_create_info};
//!
//! // The device supports shaderInt64 and nothing else; the application asks for more.
//! let mut supported = FeatureSet::new();
//! for r in ext_inject::features::resolve("shaderInt64").unwrap() {
//!     supported.set(r, true);
//! }
//! let core = vk::PhysicalDeviceFeatures::default().shader_int64(true).geometry_shader(true);
//! let mut v12 = vk::PhysicalDeviceVulkan12Features::default().draw_indirect_count(true);
//! let mut info = vk::DeviceCreateInfo::default().enabled_features(&core).push_next(&mut v12);
//!
//! let mut storage = vk::PhysicalDeviceFeatures::default();
//! // SAFETY: `info` and its chain are live, writable ash structures.
//! let report = unsafe {
//!     sanitize_device_create_info(&mut info, &mut storage, &supported, SanitizeOptions::default())
//! }
//! .unwrap();
//! assert_eq!(
//!     report.cleared_names(),
//!     [
//!         "VkPhysicalDeviceFeatures.geometryShader",
//!         "VkPhysicalDeviceVulkan12Features.drawIndirectCount",
//!     ]
//! );
//! // The device does not know VkPhysicalDeviceVulkan12Features: it is unlinked.
//! assert_eq!(report.unlinked, ["VkPhysicalDeviceVulkan12Features"]);
//! assert!(info.p_next.is_null());
//! assert_eq!(storage.shader_int64, vk::TRUE);
//! ```

#![warn(missing_docs)]

pub mod chain;
pub mod deps;
pub mod device;
pub mod error;
pub mod extensions;
pub mod features;
#[allow(missing_docs, clippy::all)]
pub mod generated;
pub mod mask;
pub mod policy;
pub mod registry;
pub mod sanitize;

/// The ash version this crate's types come from.
pub use ash;
pub use chain::ChainLimits;
pub use error::{ChainError, NameError, PolicyError};
pub use extensions::{ExtensionList, ListEdit, ListReport, edit_list};
pub use features::{FeatureChain, FeatureRef, FeatureSet};
pub use mask::{ExtensionMask, FormatEmulation, PropertyMask, mask_extensions};
pub use policy::{Policy, Resolved};
pub use registry::{ExtensionInfo, FeatureStructInfo};
pub use sanitize::{FeatureMask, FeatureReport, SanitizeOptions, sanitize_device_create_info};
