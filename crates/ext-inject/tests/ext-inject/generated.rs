//! The generated tables are complete and consistent.

use ash::vk;
use ext_inject::generated::extensions::EXTENSIONS;
use ext_inject::generated::features::{ASH_ONLY_STRUCTS, CORE_FEATURE_MEMBERS, FEATURE_STRUCTS};
use ext_inject::registry::{ExtensionKind, parse_version_name};
use ext_inject::{ExtensionInfo, FeatureStructInfo};

#[test]
fn feature_structs_sorted_unique_and_core_versions_present() {
    assert!(FEATURE_STRUCTS.len() > 100, "{}", FEATURE_STRUCTS.len());
    for w in FEATURE_STRUCTS.windows(2) {
        assert!(w[0].s_type.as_raw() < w[1].s_type.as_raw());
    }
    let v11 = FeatureStructInfo::by_s_type(vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES)
        .unwrap();
    assert_eq!(v11.name, "VkPhysicalDeviceVulkan11Features");
    assert_eq!(v11.members.len(), 12);
    assert_eq!(v11.required_by, ["VK_VERSION_1_2"]);
    let v13 = FeatureStructInfo::by_name("VkPhysicalDeviceVulkan13Features").unwrap();
    assert_eq!(v13.members.len(), 15);
    assert_eq!(v13.members[14], "maintenance4");
    let r2 = FeatureStructInfo::by_name("VkPhysicalDeviceRobustness2FeaturesEXT").unwrap();
    assert_eq!(r2.required_by, ["VK_EXT_robustness2"]);
    assert_eq!(
        r2.s_type,
        vk::StructureType::PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT
    );
    assert_eq!(CORE_FEATURE_MEMBERS.len(), 55);
    assert_eq!(CORE_FEATURE_MEMBERS[0], "robustBufferAccess");
    // Not a feature structure, even though it extends VkDeviceCreateInfo.
    assert!(FeatureStructInfo::by_name("VkDeviceGroupDeviceCreateInfo").is_none());
    // Structures ash has and vk.xml lacks are named, not silently dropped.
    assert!(ASH_ONLY_STRUCTS.contains(&"VkPhysicalDeviceMaintenance5FeaturesKHR"));
}

#[test]
fn sizes_match_ash() {
    let size = |n: &str| FeatureStructInfo::by_name(n).unwrap().size();
    assert_eq!(
        size("VkPhysicalDeviceVulkan12Features"),
        size_of::<vk::PhysicalDeviceVulkan12Features<'static>>()
    );
    assert_eq!(
        size("VkPhysicalDeviceMultiviewFeatures"),
        size_of::<vk::PhysicalDeviceMultiviewFeatures<'static>>()
    );
    assert_eq!(
        size("VkPhysicalDeviceShaderDrawParametersFeatures"),
        size_of::<vk::PhysicalDeviceShaderDrawParametersFeatures<'static>>()
    );
}

#[test]
fn every_struct_is_required_by_a_version_or_known_extension() {
    for f in FEATURE_STRUCTS {
        assert!(!f.required_by.is_empty(), "{}", f.name);
        for r in f.required_by {
            assert!(
                parse_version_name(r).is_some() || ExtensionInfo::by_name(r).is_some(),
                "{}: {r}",
                f.name
            );
        }
    }
}

#[test]
fn extension_table_is_sorted_and_closed() {
    for w in EXTENSIONS.windows(2) {
        assert!(w[0].name < w[1].name);
    }
    for e in EXTENSIONS {
        for d in e.requires {
            assert!(
                ExtensionInfo::by_name(d).is_some(),
                "{} requires unknown {d}",
                e.name
            );
        }
    }
    let sc = ExtensionInfo::by_name("VK_KHR_swapchain").unwrap();
    assert_eq!(sc.kind, ExtensionKind::Device);
    assert_eq!(sc.requires, ["VK_KHR_surface"]);
    let m1 = ExtensionInfo::by_name("VK_KHR_maintenance1").unwrap();
    assert_eq!(m1.promoted_to_core(), Some((1, 1)));
    let m4 = ExtensionInfo::by_name("VK_KHR_maintenance4").unwrap();
    assert_eq!(m4.requires_core, (1, 1));
}
