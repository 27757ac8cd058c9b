//! Query masking on plain data.

use std::ffi::{CStr, CString};

use ash::vk;
use ext_inject::deps::{self, Advertised, Unmet};
use ext_inject::extensions::{make_property, property_name};
use ext_inject::mask::{
    EmulatedExtension, append_to_name, cap_heaps, clamp_api_version, mask_format_properties,
    write_enumeration,
};
use ext_inject::{ChainLimits, ExtensionMask, FormatEmulation, PropertyMask, mask_extensions};

fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

fn props(names: &[&str]) -> Vec<vk::ExtensionProperties> {
    names
        .iter()
        .map(|n| make_property(&c(n), 3).unwrap())
        .collect()
}

fn names(list: &[vk::ExtensionProperties]) -> Vec<&str> {
    list.iter()
        .map(|p| property_name(p).unwrap().to_str().unwrap())
        .collect()
}

#[test]
fn extensions_hidden_allowed_emulated() {
    let driver = props(&[
        "VK_KHR_swapchain",
        "VK_EXT_foo",
        "VK_KHR_maintenance1",
        "VK_EXT_foo",
    ]);
    let mask = ExtensionMask {
        allow: Some(vec![c("VK_KHR_swapchain"), c("VK_KHR_maintenance1")]),
        hide: vec![c("VK_KHR_maintenance1")],
        emulate: vec![
            EmulatedExtension {
                name: c("VK_EXT_map_memory_placed"),
                spec_version: 1,
            },
            EmulatedExtension {
                name: c("VK_KHR_swapchain"),
                spec_version: 70,
            },
        ],
    };
    let (out, report) = mask_extensions(&driver, &mask);
    assert_eq!(
        names(&out),
        ["VK_KHR_swapchain", "VK_EXT_map_memory_placed"]
    );
    // The driver's own entry wins over the emulated one.
    assert_eq!(out[0].spec_version, 3);
    assert_eq!(out[1].spec_version, 1);
    let hidden: Vec<&CStr> = report.hidden.iter().map(|c| c.as_c_str()).collect();
    assert_eq!(hidden, [c"VK_EXT_foo", c"VK_KHR_maintenance1"]);
    assert_eq!(report.added, [c("VK_EXT_map_memory_placed")]);
}

#[test]
fn two_call_enumeration() {
    let items = [1u32, 2, 3];
    let mut count = 0;
    assert_eq!(
        write_enumeration(&items, &mut count, None),
        vk::Result::SUCCESS
    );
    assert_eq!(count, 3);
    let mut out = [0u32; 2];
    count = 2;
    assert_eq!(
        write_enumeration(&items, &mut count, Some(&mut out)),
        vk::Result::INCOMPLETE
    );
    assert_eq!((count, out), (2, [1, 2]));
    let mut out = [0u32; 5];
    count = 5;
    assert_eq!(
        write_enumeration(&items, &mut count, Some(&mut out)),
        vk::Result::SUCCESS
    );
    assert_eq!(count, 3);
}

#[test]
fn properties_clamped_and_renamed() {
    let mut p = vk::PhysicalDeviceProperties {
        api_version: vk::make_api_version(0, 1, 3, 250),
        ..Default::default()
    };
    p.device_name[..4].copy_from_slice(&[b'l' as _, b'v' as _, b'p' as _, 0]);
    let mask = PropertyMask {
        max_api_version: Some(vk::make_api_version(0, 1, 1, 0)),
        device_name_suffix: Some(" (relay)".into()),
        driver_name_suffix: Some("+v".into()),
    };
    let mut driver = vk::PhysicalDeviceDriverProperties::default();
    driver.driver_name[0] = b'x' as _;
    let mut p2 = vk::PhysicalDeviceProperties2::default()
        .properties(p)
        .push_next(&mut driver);
    // SAFETY: a live ash chain.
    let report = unsafe { mask.apply_to_chain(&mut p2, ChainLimits::default()) }.unwrap();
    assert_eq!(p2.properties.api_version, vk::make_api_version(0, 1, 1, 0));
    assert_eq!(
        report.api_version.unwrap().1,
        vk::make_api_version(0, 1, 1, 0)
    );
    assert_eq!(
        p2.properties.device_name_as_c_str().unwrap(),
        c"lvp (relay)"
    );
    assert_eq!(driver.driver_name_as_c_str().unwrap(), c"x+v");
    assert_eq!(report.renamed, ["deviceName", "driverName"]);
    // Lower versions are left alone.
    assert_eq!(
        clamp_api_version(vk::API_VERSION_1_0, vk::API_VERSION_1_2),
        vk::API_VERSION_1_0
    );
}

#[test]
fn suffix_truncates_and_keeps_nul() {
    let mut name = [0 as std::ffi::c_char; 8];
    name[..3].copy_from_slice(&[b'a' as _, b'b' as _, b'c' as _]);
    assert!(append_to_name(&mut name, "é1234567"));
    // 4 bytes of room: "é" (2 bytes) + "12", then NUL.
    let s = CStr::from_bytes_until_nul(bytemuck_bytes(&name)).unwrap();
    assert_eq!(s.to_str().unwrap(), "abcé12");
    assert_eq!(name[7], 0);
}

fn bytemuck_bytes(name: &[std::ffi::c_char]) -> &[u8] {
    // SAFETY: c_char and u8 have the same size and alignment.
    unsafe { std::slice::from_raw_parts(name.as_ptr().cast(), name.len()) }
}

#[test]
fn heaps_capped() {
    let mut m = vk::PhysicalDeviceMemoryProperties {
        memory_heap_count: 2,
        ..Default::default()
    };
    m.memory_heaps[0].size = 8 << 30;
    m.memory_heaps[1].size = 1 << 30;
    m.memory_heaps[2].size = 64 << 30; // beyond the count: untouched
    let capped = cap_heaps(&mut m, 2 << 30);
    assert_eq!(capped, [(0, 8 << 30, 2 << 30)]);
    assert_eq!(m.memory_heaps[1].size, 1 << 30);
    assert_eq!(m.memory_heaps[2].size, 64 << 30);
}

#[test]
fn formats_bc_and_scaled() {
    let emu = FormatEmulation {
        bc: true,
        scaled_vertex: true,
    };
    let mut p = vk::FormatProperties::default();
    assert!(mask_format_properties(
        vk::Format::BC7_SRGB_BLOCK,
        &mut p,
        emu
    ));
    assert!(
        p.optimal_tiling_features
            .contains(vk::FormatFeatureFlags::SAMPLED_IMAGE)
    );
    let mut p = vk::FormatProperties::default();
    assert!(mask_format_properties(
        vk::Format::R16G16_SSCALED,
        &mut p,
        emu
    ));
    assert_eq!(p.buffer_features, vk::FormatFeatureFlags::VERTEX_BUFFER);
    let mut p = vk::FormatProperties::default();
    assert!(!mask_format_properties(
        vk::Format::R8G8B8A8_UNORM,
        &mut p,
        emu
    ));
    assert!(!mask_format_properties(
        vk::Format::BC1_RGB_UNORM_BLOCK,
        &mut p,
        FormatEmulation::default()
    ));
}

#[test]
fn dependencies_pruned_transitively() {
    let instance = props(&["VK_KHR_get_physical_device_properties2"]);
    // swapchain needs VK_KHR_surface (instance, absent); display_swapchain needs swapchain.
    let mut device = props(&[
        "VK_KHR_swapchain",
        "VK_KHR_display_swapchain",
        "VK_KHR_maintenance4",
        "VK_EXT_conservative_rasterization",
    ]);
    let adv = Advertised {
        api_version: vk::API_VERSION_1_0,
        instance: &instance,
        device: &device,
    };
    assert_eq!(
        deps::unmet("VK_KHR_maintenance4", &adv),
        [Unmet::Core((1, 1))]
    );
    let removed = deps::prune_device(&mut device, &instance, vk::API_VERSION_1_0);
    assert_eq!(names(&device), ["VK_EXT_conservative_rasterization"]);
    assert!(removed.contains(&"VK_KHR_display_swapchain".to_string()));
    let adv = Advertised {
        api_version: vk::API_VERSION_1_0,
        instance: &instance,
        device: &device,
    };
    assert!(deps::check(&adv).is_empty());
    // Promotion satisfies a dependency: conservative_rasterization needs get_physical_device_properties2,
    // which 1.1 has.
    let adv = Advertised {
        api_version: vk::API_VERSION_1_1,
        instance: &[],
        device: &device,
    };
    assert!(deps::check(&adv).is_empty());
    let adv = Advertised {
        api_version: vk::API_VERSION_1_0,
        instance: &[],
        device: &device,
    };
    assert_eq!(deps::check(&adv).len(), 1);
}
