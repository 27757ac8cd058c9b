//! What the application is told about extensions: those whose commands or structures the
//! proxy cannot carry yet are hidden.
//!
//! Two layers decide: the fixed [`HIDDEN`] list (window systems, file descriptors, host
//! pointers, callbacks, debug markers), which no configuration can undo, then the
//! configuration's extension policy (`remove`, `allow`; see [`crate::config`]), applied with
//! [`ext_inject::mask_extensions`]. [`filter`] applies both to a driver's enumeration.
//!
//! ```
//! use ash::vk;
//! use vkrelay_renderer::config::Config;
//! use vkrelay_renderer::expose::{Level, filter};
//!
//! let config = Config::from_toml_str(
//!     "[device_extensions]\nremove = [\"VK_KHR_maintenance1\"]",
//!     "renderer.toml".as_ref(),
//! )?;
//! let ext = |n: &std::ffi::CStr| vk::ExtensionProperties::default().extension_name(n).unwrap();
//! let driver = [ext(c"VK_KHR_maintenance1"), ext(c"VK_KHR_swapchain"), ext(c"VK_KHR_maintenance2")];
//! let shown = filter(&config, Level::Device, &driver);
//! assert_eq!(shown.len(), 1);
//! assert_eq!(shown[0].extension_name_as_c_str(), Ok(c"VK_KHR_maintenance2"));
//! # Ok::<(), vkrelay_renderer::config::ConfigError>(())
//! ```

use std::ffi::c_char;

use ash::vk;

use crate::config::Config;

/// Extensions hidden from clients.
pub const HIDDEN: &[&str] = &[
    // Window systems: the driver's WSI cannot present across the process boundary; the ICD
    // emulates surfaces and swapchains itself (`vkrelay-icd`'s `wsi`).
    "VK_KHR_surface",
    "VK_KHR_xcb_surface",
    "VK_KHR_xlib_surface",
    "VK_KHR_wayland_surface",
    "VK_KHR_android_surface",
    "VK_EXT_headless_surface",
    "VK_KHR_display",
    "VK_EXT_direct_mode_display",
    "VK_EXT_acquire_xlib_display",
    "VK_EXT_acquire_drm_display",
    "VK_EXT_display_surface_counter",
    "VK_KHR_get_surface_capabilities2",
    "VK_KHR_surface_protected_capabilities",
    "VK_KHR_get_display_properties2",
    "VK_EXT_surface_maintenance1",
    "VK_EXT_swapchain_colorspace",
    "VK_KHR_swapchain",
    "VK_KHR_swapchain_mutable_format",
    "VK_KHR_display_swapchain",
    "VK_KHR_incremental_present",
    "VK_EXT_swapchain_maintenance1",
    "VK_KHR_present_id",
    "VK_KHR_present_wait",
    "VK_KHR_shared_presentable_image",
    "VK_GOOGLE_display_timing",
    "VK_EXT_display_control",
    "VK_EXT_hdr_metadata",
    // Callbacks cannot cross processes yet.
    "VK_EXT_debug_report",
    "VK_EXT_debug_utils",
    "VK_EXT_device_memory_report",
    "VK_EXT_debug_marker",
    // File descriptors and host pointers travel by hand (not yet).
    "VK_KHR_external_memory_fd",
    "VK_KHR_external_semaphore_fd",
    "VK_KHR_external_fence_fd",
    "VK_EXT_external_memory_dma_buf",
    "VK_EXT_external_memory_host",
    "VK_EXT_image_drm_format_modifier",
    // Host-address builds and deferred host operations.
    "VK_KHR_deferred_host_operations",
    "VK_KHR_acceleration_structure",
    "VK_KHR_ray_tracing_pipeline",
    "VK_EXT_opacity_micromap",
    // Extensions with a command that cannot cross a process boundary (vk-wire leaves them
    // out): CUDA kernel launches (parameter sizes only the kernel knows) and descriptor-set
    // host mappings (an address in the renderer's memory).
    "VK_NVX_binary_import",
    "VK_VALVE_descriptor_set_host_mapping",
    // Descriptor buffers: the wire carries vkGetDescriptorEXT's union and the opaque
    // capture commands (`capture`), not yet the replay structure
    // VkOpaqueCaptureDescriptorDataCreateInfoEXT; untested on a driver with the extension.
    "VK_EXT_descriptor_buffer",
    // The ICD implements placed memory maps itself on every driver (it maps the shared pages
    // at the application's address); the driver's own extension would map in this process.
    "VK_EXT_map_memory_placed",
    "VK_KHR_map_memory2",
];

/// Whether the extension called `name` is shown to clients.
pub fn exposed(name: &[u8]) -> bool {
    !HIDDEN.iter().any(|h| h.as_bytes() == name)
}

/// Which enumeration a list comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// `vkEnumerateInstanceExtensionProperties`.
    Instance,
    /// `vkEnumerateDeviceExtensionProperties`.
    Device,
}

fn name_of(e: &vk::ExtensionProperties) -> Vec<u8> {
    e.extension_name
        .iter()
        .take_while(|&&c| c != 0)
        // `c_char` is `i8` on x86-64 and `u8` on aarch64; the byte either way.
        .map(|&c: &c_char| u8::from_ne_bytes(c.to_ne_bytes()))
        .collect()
}

/// The extensions of the driver's enumeration `all` that clients are shown: [`HIDDEN`] ones
/// removed, then the configuration's policy for `level` applied through
/// [`ext_inject::mask_extensions`] (the driver's order kept; under a policy, duplicates
/// dropped).
pub fn filter(
    config: &Config,
    level: Level,
    all: &[vk::ExtensionProperties],
) -> Vec<vk::ExtensionProperties> {
    let carried: Vec<vk::ExtensionProperties> = all
        .iter()
        .filter(|e| exposed(&name_of(e)))
        .copied()
        .collect();
    let policy = match level {
        Level::Instance => &config.instance_extensions,
        Level::Device => &config.device_extensions,
    };
    if policy.is_empty() {
        return carried;
    }
    match config.resolve() {
        Ok(r) => {
            let mask = match level {
                Level::Instance => &r.instance_mask,
                Level::Device => &r.device_mask,
            };
            ext_inject::mask_extensions(&carried, mask).0
        }
        Err(e) => {
            // A configuration loaded through `Config::load` was validated; one built by hand
            // may not be. Show nothing the policy could have meant to hide.
            tracing::error!("extension policy does not resolve ({e}); showing no extensions");
            Vec::new()
        }
    }
}

/// Whether the `level` extension called `name` is shown to clients under `config` (the
/// per-name form of [`filter`]).
pub fn exposed_with(config: &Config, level: Level, name: &[u8]) -> bool {
    let Ok(name) = std::ffi::CString::new(name) else {
        return false;
    };
    let Ok(p) = vk::ExtensionProperties::default().extension_name(&name) else {
        return false;
    };
    !filter(config, level, &[p]).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ExtensionPolicy;

    fn list(names: &[&str]) -> Vec<vk::ExtensionProperties> {
        names
            .iter()
            .map(|n| {
                let n = std::ffi::CString::new(*n).unwrap();
                vk::ExtensionProperties::default()
                    .extension_name(&n)
                    .unwrap()
                    .spec_version(3)
            })
            .collect()
    }

    fn names(l: &[vk::ExtensionProperties]) -> Vec<String> {
        l.iter()
            .map(|e| String::from_utf8(name_of(e)).unwrap())
            .collect()
    }

    #[test]
    fn hidden_extensions_stay_hidden_whatever_the_policy() {
        let all = list(&[
            "VK_KHR_a",
            "VK_KHR_swapchain",
            "VK_KHR_b",
            "VK_EXT_debug_utils",
        ]);
        assert_eq!(
            names(&filter(&Config::default(), Level::Device, &all)),
            ["VK_KHR_a", "VK_KHR_b"]
        );
        let config = Config {
            device_extensions: ExtensionPolicy {
                allow: Some(vec!["VK_KHR_swapchain".into(), "VK_KHR_b".into()]),
                ..Default::default()
            },
            ..Default::default()
        };
        assert_eq!(names(&filter(&config, Level::Device, &all)), ["VK_KHR_b"]);
        // The device policy does not touch instance enumerations.
        assert_eq!(
            names(&filter(&config, Level::Instance, &all)),
            ["VK_KHR_a", "VK_KHR_b"]
        );
        assert_eq!(filter(&config, Level::Device, &all)[0].spec_version, 3);
    }

    /// An application must never see an extension whose commands the wire cannot carry.
    #[test]
    fn extensions_of_uncarried_commands_are_hidden() {
        let mut checked = 0;
        for c in vk_wire::generated::COMMANDS.iter() {
            if !matches!(c.status, vk_wire::desc::Status::Unsupported(_)) {
                continue;
            }
            for p in vk_wire::provided_by(c) {
                match *p {
                    vk_wire::desc::Provider::Core(v) => panic!("{} is core {v:#x}", c.name),
                    vk_wire::desc::Provider::Extension(i) => {
                        let e = vk_wire::generated::EXTENSIONS[usize::from(i)].name;
                        assert!(!exposed(e.as_bytes()), "{} comes from {e}, shown", c.name);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked >= 2, "{checked}");
    }

    #[test]
    fn remove_hides_and_order_is_kept() {
        let all = list(&["VK_KHR_c", "VK_KHR_a", "VK_KHR_b", "VK_KHR_a"]);
        let config = Config {
            instance_extensions: ExtensionPolicy {
                remove: vec!["VK_KHR_a".into()],
                ..Default::default()
            },
            ..Default::default()
        };
        assert_eq!(
            names(&filter(&config, Level::Instance, &all)),
            ["VK_KHR_c", "VK_KHR_b"]
        );
        assert!(!exposed_with(&config, Level::Instance, b"VK_KHR_a"));
        assert!(exposed_with(&config, Level::Device, b"VK_KHR_a"));
        assert!(!exposed_with(&config, Level::Device, b"VK_KHR_swapchain"));
        assert!(!exposed_with(&config, Level::Device, b"VK_KHR\0a"));
    }

    /// A policy that does not resolve (built by hand, not through `Config::load`) shows
    /// nothing rather than what it may have meant to hide.
    #[test]
    fn an_unresolvable_policy_shows_nothing() {
        let config = Config {
            device_extensions: ExtensionPolicy {
                remove: vec!["VK_\0bad".into()],
                ..Default::default()
            },
            ..Default::default()
        };
        assert!(config.validate("test").is_err());
        assert!(filter(&config, Level::Device, &list(&["VK_KHR_a"])).is_empty());
    }
}
