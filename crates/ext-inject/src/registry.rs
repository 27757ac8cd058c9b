//! Lookups over the tables generated from vk.xml (see [`crate::generated`]).

use ash::vk;

use crate::generated::{extensions::EXTENSIONS, features::FEATURE_STRUCTS};

/// A feature structure: one that extends `VkPhysicalDeviceFeatures2` / `VkDeviceCreateInfo`
/// and holds only `VkBool32` members after `sType` and `pNext`.
///
/// Its layout is therefore `{ sType, pNext, VkBool32 members[..] }`: member `i` lives at
/// byte offset `size_of::<vk::BaseOutStructure>() + 4 * i`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureStructInfo {
    /// Registry name, e.g. `VkPhysicalDeviceVulkan12Features`.
    pub name: &'static str,
    /// Its `sType`.
    pub s_type: vk::StructureType,
    /// The `VkBool32` members in declaration order (registry spelling, e.g. `shaderInt64`).
    pub members: &'static [&'static str],
    /// Core versions (`VK_VERSION_1_2`) and extensions that define the structure.
    pub required_by: &'static [&'static str],
    /// Whether ash defines the same structure (its layout is then checked at compile time).
    pub in_ash: bool,
}

/// A structure the generator left out of the tables as they are, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkippedStruct {
    /// Registry name.
    pub name: &'static str,
    /// Why.
    pub reason: &'static str,
}

/// Whether an extension is enabled on the instance or on the device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExtensionKind {
    /// `vkCreateInstance`.
    Instance,
    /// `vkCreateDevice`.
    Device,
}

/// One extension of the registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExtensionInfo {
    /// `VK_KHR_swapchain`.
    pub name: &'static str,
    /// Registry number.
    pub number: u32,
    /// Instance or device extension.
    pub kind: ExtensionKind,
    /// Extensions that must be enabled too (all of them).
    pub requires: &'static [&'static str],
    /// The lowest core version it may be used with, `(major, minor)`.
    pub requires_core: (u32, u32),
    /// A core version (`VK_VERSION_1_1`) or extension that it was promoted to.
    pub promoted_to: Option<&'static str>,
    /// A provisional (beta) extension.
    pub provisional: bool,
    /// The window-system platform it belongs to, if any.
    pub platform: Option<&'static str>,
}

impl FeatureStructInfo {
    /// The structure with this `sType`, if it is a feature structure.
    pub fn by_s_type(s_type: vk::StructureType) -> Option<&'static FeatureStructInfo> {
        FEATURE_STRUCTS
            .binary_search_by_key(&s_type.as_raw(), |f| f.s_type.as_raw())
            .ok()
            .map(|i| &FEATURE_STRUCTS[i])
    }

    /// The structure with this registry name.
    pub fn by_name(name: &str) -> Option<&'static FeatureStructInfo> {
        FEATURE_STRUCTS.iter().find(|f| f.name == name)
    }

    /// Index of a member by registry name.
    pub fn member_index(&self, member: &str) -> Option<usize> {
        self.members.iter().position(|m| *m == member)
    }

    /// Size in bytes of the structure (header plus members, padded to the header's alignment).
    pub fn size(&self) -> usize {
        let raw = HEADER + 4 * self.members.len();
        raw.next_multiple_of(align_of::<vk::BaseOutStructure<'static>>())
    }

    /// Whether a device with this API version and these device extensions may be asked
    /// about the structure (a core version or one of its extensions is available).
    pub fn available(&self, api_version: u32, has_extension: impl Fn(&str) -> bool) -> bool {
        self.required_by
            .iter()
            .any(|r| match parse_version_name(r) {
                Some(v) => api_at_least(api_version, v),
                None => has_extension(r),
            })
    }
}

impl ExtensionInfo {
    /// The extension with this name.
    pub fn by_name(name: &str) -> Option<&'static ExtensionInfo> {
        EXTENSIONS
            .binary_search_by(|e| e.name.cmp(name))
            .ok()
            .map(|i| &EXTENSIONS[i])
    }

    /// The core version this extension was promoted to, if any (`(1, 1)` for
    /// `VK_KHR_maintenance1`).
    pub fn promoted_to_core(&self) -> Option<(u32, u32)> {
        self.promoted_to.and_then(parse_version_name)
    }
}

/// Bytes before the first member of any `sType`/`pNext` structure.
pub(crate) const HEADER: usize = size_of::<vk::BaseOutStructure<'static>>();

/// `VK_VERSION_1_2` -> `(1, 2)`.
pub fn parse_version_name(name: &str) -> Option<(u32, u32)> {
    let rest = name.strip_prefix("VK_VERSION_")?;
    let (a, b) = rest.split_once('_')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// Whether a packed API version is at least `major.minor`.
pub fn api_at_least(api_version: u32, (major, minor): (u32, u32)) -> bool {
    let have = (
        vk::api_version_major(api_version),
        vk::api_version_minor(api_version),
    );
    have >= (major, minor)
}
