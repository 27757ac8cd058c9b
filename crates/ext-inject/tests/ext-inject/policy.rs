//! Policy loading.

use std::ffi::CString;

use ash::vk;
use ext_inject::Policy;
use ext_inject::policy::parse_version;

const TOML: &str = r#"
max_api_version = "1.3"
max_heap_size = 4294967296
driver_name_suffix = " (vkrelay)"

[instance_extensions]
remove = ["VK_KHR_xlib_surface", "VK_KHR_surface"]
add = ["VK_KHR_external_memory_capabilities"]

[device_extensions]
deny = ["VK_EXT_debug_marker"]
force = ["VK_KHR_external_memory_fd"]
emulate = [{ name = "VK_EXT_map_memory_placed", spec_version = 1 }]

[features]
emulate = ["textureCompressionBC", "shaderClipDistance"]
hide = ["VkPhysicalDeviceVulkan12Features.bufferDeviceAddressCaptureReplay"]

[formats]
bc = true

[[engine]]
name = "zink"
deny_device_extensions = ["VK_EXT_graphics_pipeline_library"]
hide_features = ["geometryShader"]
max_api_version = "1.2"
"#;

fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

#[test]
fn loads_and_resolves_per_engine() {
    let p = Policy::from_toml(TOML).unwrap();
    assert_eq!(p.engines.len(), 1);

    let base = p.resolve(Some("vkd3d")).unwrap();
    assert_eq!(base.properties.max_api_version, Some(vk::API_VERSION_1_3));
    assert_eq!(base.max_heap_size, Some(4 << 30));
    assert!(base.formats.bc && !base.formats.scaled_vertex);
    assert!(base.instance_request.remove.contains(&c("VK_KHR_surface")));
    assert_eq!(
        base.instance_request.add,
        [c("VK_KHR_external_memory_capabilities")]
    );
    assert!(
        base.device_request
            .remove
            .contains(&c("VK_EXT_debug_marker"))
    );
    // Emulated extensions are never asked of the driver, but are shown.
    assert!(
        base.device_request
            .remove
            .contains(&c("VK_EXT_map_memory_placed"))
    );
    assert_eq!(
        base.device_mask.emulate[0].name,
        c("VK_EXT_map_memory_placed")
    );
    assert!(
        !base
            .device_mask
            .hide
            .contains(&c("VK_EXT_graphics_pipeline_library"))
    );
    let hidden: Vec<String> = base
        .features
        .entries()
        .iter()
        .filter(|(_, v)| !v)
        .map(|(f, _)| f.to_string())
        .collect();
    assert_eq!(
        hidden,
        ["VkPhysicalDeviceVulkan12Features.bufferDeviceAddressCaptureReplay"]
    );

    let zink = p.resolve(Some("zink")).unwrap();
    assert_eq!(zink.properties.max_api_version, Some(vk::API_VERSION_1_2));
    assert!(
        zink.device_mask
            .hide
            .contains(&c("VK_EXT_graphics_pipeline_library"))
    );
    assert!(
        zink.device_request
            .remove
            .contains(&c("VK_EXT_graphics_pipeline_library"))
    );
    assert!(
        zink.features
            .entries()
            .iter()
            .any(|(f, v)| !v && f.to_string() == "VkPhysicalDeviceFeatures.geometryShader")
    );
}

#[test]
fn bad_policies_are_errors() {
    assert!(Policy::from_toml("max_api_version = 3").is_err());
    assert!(Policy::from_toml("unknown_key = 1").is_err());
    let p = Policy::from_toml("[features]\nemulate = [\"noSuchFeature\"]").unwrap();
    assert!(p.resolve(None).is_err());
    let p = Policy::from_toml("max_api_version = \"1.x\"").unwrap();
    assert!(p.resolve(None).is_err());
    let long = "V".repeat(300);
    let p = Policy::from_toml(&format!("[device_extensions]\ndeny = [\"{long}\"]")).unwrap();
    assert!(p.resolve(None).is_err());
    assert_eq!(
        parse_version("1.2.3").unwrap(),
        vk::make_api_version(0, 1, 2, 3)
    );
    assert!(parse_version("1").is_err());
}

#[test]
fn round_trips_through_toml() {
    let p = Policy::from_toml(TOML).unwrap();
    let text = toml::to_string(&p).unwrap();
    assert_eq!(Policy::from_toml(&text).unwrap(), p);
}
