//! Policy data: what to remove, add, hide and emulate, loaded from TOML.
//!
//! ```toml
//! max_api_version = "1.3"           # apiVersion told to the application
//! max_heap_size = 4294967296        # bytes
//! driver_name_suffix = " (vkrelay)"
//!
//! [instance_extensions]
//! remove = ["VK_KHR_xlib_surface"]  # never asked of the driver
//! add = ["VK_KHR_get_physical_device_properties2"]
//!
//! [device_extensions]
//! allow = ["VK_KHR_swapchain", "VK_KHR_maintenance1"]  # optional allowlist
//! deny = ["VK_EXT_debug_marker"]
//! force = ["VK_KHR_external_memory_fd"]                  # added to every request
//! emulate = [{ name = "VK_EXT_map_memory_placed", spec_version = 1 }]
//!
//! [features]
//! emulate = ["textureCompressionBC", "shaderClipDistance"]
//! hide = ["VkPhysicalDeviceVulkan12Features.bufferDeviceAddressCaptureReplay"]
//!
//! [formats]
//! bc = true
//! scaled_vertex = true
//!
//! [[engine]]
//! name = "zink"                     # pEngineName, exact
//! deny_device_extensions = ["VK_EXT_graphics_pipeline_library"]
//! hide_features = ["geometryShader"]
//! max_api_version = "1.2"
//! ```

use std::ffi::CString;

use ash::vk;
use serde::{Deserialize, Serialize};

use crate::error::PolicyError;
use crate::extensions::{ListEdit, ext_name};
use crate::mask::{EmulatedExtension, ExtensionMask, FormatEmulation, PropertyMask};
use crate::sanitize::FeatureMask;

/// The whole policy as written in the config file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Policy {
    /// Clamp for the `apiVersion` the application is told, `"major.minor[.patch]"`.
    pub max_api_version: Option<String>,
    /// Cap for every memory heap, in bytes.
    pub max_heap_size: Option<u64>,
    /// Appended to the driver name.
    pub driver_name_suffix: Option<String>,
    /// Appended to the device name.
    pub device_name_suffix: Option<String>,
    /// Instance extension rules.
    #[serde(default)]
    pub instance_extensions: ExtensionRules,
    /// Device extension rules.
    #[serde(default)]
    pub device_extensions: ExtensionRules,
    /// Feature rules.
    #[serde(default)]
    pub features: FeatureRules,
    /// Format workarounds.
    #[serde(default)]
    pub formats: FormatRules,
    /// Extra rules for some engines (`VkApplicationInfo::pEngineName`).
    #[serde(default, rename = "engine")]
    pub engines: Vec<EngineRule>,
}

/// Rules for one extension level.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtensionRules {
    /// If present, the only driver extensions shown and passed on.
    pub allow: Option<Vec<String>>,
    /// Hidden from the application and removed from requests.
    #[serde(default)]
    pub deny: Vec<String>,
    /// Removed from requests (still shown, e.g. extensions the renderer implements itself).
    #[serde(default)]
    pub remove: Vec<String>,
    /// Added to every request, when the driver supports them.
    #[serde(default, alias = "add")]
    pub force: Vec<String>,
    /// Shown to the application although the driver lacks them; never passed to the driver.
    #[serde(default)]
    pub emulate: Vec<EmulatedRule>,
}

/// An emulated extension.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EmulatedRule {
    /// Extension name.
    pub name: String,
    /// Advertised `specVersion`.
    #[serde(default = "one")]
    pub spec_version: u32,
}

fn one() -> u32 {
    1
}

/// Feature rules (names as in [`crate::features::resolve`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeatureRules {
    /// Shown as supported.
    #[serde(default)]
    pub emulate: Vec<String>,
    /// Shown as unsupported (and so cleared from requests).
    #[serde(default)]
    pub hide: Vec<String>,
}

/// Format workarounds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FormatRules {
    /// BCn decoded on the CPU.
    #[serde(default)]
    pub bc: bool,
    /// Scaled vertex formats rewritten.
    #[serde(default)]
    pub scaled_vertex: bool,
}

/// Extra rules when the application's engine name matches.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineRule {
    /// `pEngineName`, compared exactly.
    pub name: String,
    /// More device extensions to deny.
    #[serde(default)]
    pub deny_device_extensions: Vec<String>,
    /// More features to hide.
    #[serde(default)]
    pub hide_features: Vec<String>,
    /// A lower API version clamp.
    pub max_api_version: Option<String>,
}

/// Parses `"1.3"` or `"1.3.239"` into a packed API version (variant 0).
pub fn parse_version(s: &str) -> Result<u32, PolicyError> {
    let bad = || PolicyError::BadVersion(s.to_string());
    let parts: Vec<&str> = s.trim().split('.').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(bad());
    }
    let n: Vec<u32> = parts
        .iter()
        .map(|p| p.parse::<u32>().map_err(|_| bad()))
        .collect::<Result<_, _>>()?;
    let (major, minor, patch) = (n[0], n[1], n.get(2).copied().unwrap_or(0));
    if major > 0x7f || minor > 0x3ff || patch > 0xfff {
        return Err(bad());
    }
    Ok(vk::make_api_version(0, major, minor, patch))
}

/// Everything the renderer needs for one application, ready to use.
#[derive(Debug, Clone, Default)]
pub struct Resolved {
    /// Edit of `vkCreateInstance` extension requests.
    pub instance_request: ListEdit,
    /// Mask of the instance extension enumeration.
    pub instance_mask: ExtensionMask,
    /// Edit of `vkCreateDevice` extension requests.
    pub device_request: ListEdit,
    /// Mask of the device extension enumeration.
    pub device_mask: ExtensionMask,
    /// Features shown emulated or hidden.
    pub features: FeatureMask,
    /// Property masking (API version, names).
    pub properties: PropertyMask,
    /// Heap cap.
    pub max_heap_size: Option<u64>,
    /// Format workarounds.
    pub formats: FormatEmulation,
}

fn names(list: &[String]) -> Result<Vec<CString>, PolicyError> {
    list.iter()
        .map(|n| ext_name(n).map_err(Into::into))
        .collect()
}

fn level(
    rules: &ExtensionRules,
    extra_deny: &[String],
) -> Result<(ListEdit, ExtensionMask), PolicyError> {
    let mut deny = names(&rules.deny)?;
    deny.extend(names(extra_deny)?);
    let emulate: Vec<EmulatedExtension> = rules
        .emulate
        .iter()
        .map(|e| {
            Ok(EmulatedExtension {
                name: ext_name(&e.name)?,
                spec_version: e.spec_version,
            })
        })
        .collect::<Result<_, PolicyError>>()?;
    let allow = rules.allow.as_deref().map(names).transpose()?;
    let mut remove = deny.clone();
    remove.extend(names(&rules.remove)?);
    // Emulated extensions are the renderer's business: the driver never sees them.
    remove.extend(emulate.iter().map(|e| e.name.clone()));
    let edit = ListEdit {
        remove,
        add: names(&rules.force)?,
        emulated: Vec::new(),
        only: allow.clone().map(|mut a| {
            a.extend(emulate.iter().map(|e| e.name.clone()));
            a
        }),
        drop_unsupported: true,
    };
    let mask = ExtensionMask {
        allow,
        hide: deny,
        emulate,
    };
    Ok((edit, mask))
}

impl Policy {
    /// Parses a TOML policy.
    pub fn from_toml(text: &str) -> Result<Self, PolicyError> {
        Ok(toml::from_str(text)?)
    }

    /// The rules for an application whose `pEngineName` is `engine` (all matching engine
    /// rules are added to the base rules). Checks every name.
    pub fn resolve(&self, engine: Option<&str>) -> Result<Resolved, PolicyError> {
        let rules: Vec<&EngineRule> = self
            .engines
            .iter()
            .filter(|r| engine == Some(r.name.as_str()))
            .collect();
        let extra_deny: Vec<String> = rules
            .iter()
            .flat_map(|r| r.deny_device_extensions.iter().cloned())
            .collect();
        let (instance_request, instance_mask) = level(&self.instance_extensions, &[])?;
        let (device_request, device_mask) = level(&self.device_extensions, &extra_deny)?;
        let mut hide = self.features.hide.clone();
        hide.extend(rules.iter().flat_map(|r| r.hide_features.iter().cloned()));
        let features = FeatureMask::new(&self.features.emulate, &hide)
            .map_err(|e| PolicyError::UnknownFeature(e.0))?;
        let mut max_api = self
            .max_api_version
            .as_deref()
            .map(parse_version)
            .transpose()?;
        for r in &rules {
            if let Some(v) = r.max_api_version.as_deref() {
                let v = parse_version(v)?;
                max_api = Some(max_api.map_or(v, |m| m.min(v)));
            }
        }
        Ok(Resolved {
            instance_request,
            instance_mask,
            device_request,
            device_mask,
            features,
            properties: PropertyMask {
                max_api_version: max_api,
                driver_name_suffix: self.driver_name_suffix.clone(),
                device_name_suffix: self.device_name_suffix.clone(),
            },
            max_heap_size: self.max_heap_size,
            formats: FormatEmulation {
                bc: self.formats.bc,
                scaled_vertex: self.formats.scaled_vertex,
            },
        })
    }
}

/// The `pEngineName` of a `VkInstanceCreateInfo`, for [`Policy::resolve`].
///
/// # Safety
/// `info.p_application_info` is null or points to a valid `VkApplicationInfo` whose
/// `pEngineName` is null or a NUL-terminated string, all living for `'a`.
pub unsafe fn engine_name<'a>(info: &vk::InstanceCreateInfo<'a>) -> Option<&'a str> {
    if info.p_application_info.is_null() {
        return None;
    }
    // SAFETY: non-null and valid (caller's contract).
    let app = unsafe { &*info.p_application_info };
    if app.p_engine_name.is_null() {
        return None;
    }
    // SAFETY: non-null, NUL-terminated, living for 'a (caller's contract).
    unsafe { std::ffi::CStr::from_ptr(app.p_engine_name) }
        .to_str()
        .ok()
}
