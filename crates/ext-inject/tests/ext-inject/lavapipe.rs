//! Against a real driver (lavapipe in CI: `VK_DRIVER_FILES` selects it): sanitized requests
//! succeed, reports name what was dropped, and what the application sees after masking is
//! consistent.

use std::ffi::{CStr, CString, c_char};

use ash::vk;
use ext_inject::deps::{self, Advertised};
use ext_inject::device::{self, DeviceCaps};
use ext_inject::extensions::{edit_instance_extensions, property_name};
use ext_inject::features::resolve;
use ext_inject::mask::{cap_heaps, mask_format_properties_chain, write_enumeration};
use ext_inject::policy::engine_name;
use ext_inject::{
    ChainLimits, FeatureChain, FeatureMask, FeatureSet, FeatureStructInfo, ListEdit, Policy,
    SanitizeOptions, edit_list, mask_extensions, sanitize_device_create_info,
};

fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

fn strs(list: &[CString]) -> Vec<&str> {
    list.iter().map(|n| n.to_str().unwrap()).collect()
}

fn names(list: &[vk::ExtensionProperties]) -> Vec<String> {
    list.iter()
        .map(|p| property_name(p).unwrap().to_str().unwrap().to_string())
        .collect()
}

struct Vk {
    _entry: ash::Entry,
    instance: ash::Instance,
    pdev: vk::PhysicalDevice,
    caps: DeviceCaps,
}

impl Drop for Vk {
    fn drop(&mut self) {
        // SAFETY: every device made from the instance was destroyed by its test.
        unsafe { self.instance.destroy_instance(None) };
    }
}

fn entry() -> ash::Entry {
    // SAFETY: loading the system loader; nothing else runs in its init.
    unsafe { ash::Entry::load() }.expect("the Vulkan loader (libvulkan.so.1) is installed")
}

fn open(entry: ash::Entry, ext_ptrs: &[*const c_char], engine: &CStr) -> Vk {
    let app = vk::ApplicationInfo::default()
        .api_version(vk::API_VERSION_1_3)
        .engine_name(engine);
    let info = vk::InstanceCreateInfo::default()
        .application_info(&app)
        .enabled_extension_names(ext_ptrs);
    // SAFETY: `info` and what it points to are alive for the call.
    let instance = unsafe { entry.create_instance(&info, None) }.expect("vkCreateInstance");
    // SAFETY: a live instance.
    let pdevs = unsafe { instance.enumerate_physical_devices() }.unwrap();
    assert!(
        !pdevs.is_empty(),
        "no Vulkan device; set VK_DRIVER_FILES to lavapipe's ICD"
    );
    let pdev = pdevs[0];
    let caps = device::query(&instance, pdev, vk::API_VERSION_1_3).unwrap();
    Vk {
        _entry: entry,
        instance,
        pdev,
        caps,
    }
}

fn all_true(chain: &FeatureChain) -> FeatureSet {
    let mut s = FeatureSet::new();
    for index in 0..ext_inject::generated::features::CORE_FEATURE_MEMBERS.len() {
        s.set(
            ext_inject::FeatureRef {
                location: ext_inject::features::Location::Core,
                index,
            },
            true,
        );
    }
    for info in chain.structs() {
        for index in 0..info.members.len() {
            s.set(
                ext_inject::FeatureRef {
                    location: ext_inject::features::Location::Struct(info),
                    index,
                },
                true,
            );
        }
    }
    s
}

fn create_device(vk: &Vk, info: &vk::DeviceCreateInfo<'_>) {
    // SAFETY: `info` and its chain are alive; the device is destroyed right away.
    let dev = unsafe { vk.instance.create_device(vk.pdev, info, None) }
        .expect("vkCreateDevice with the sanitized request");
    // SAFETY: nothing was submitted on the device.
    unsafe { dev.destroy_device(None) };
}

#[test]
fn unsupported_requests_are_dropped_and_reported() {
    let entry = entry();
    let available = device::instance_extensions(&entry).unwrap();
    let requested = [
        c("VK_KHR_get_physical_device_properties2"),
        c("VK_EXT_not_a_real_extension"),
        c("VK_KHR_xlib_surface"),
        c("VK_KHR_get_physical_device_properties2"),
    ];
    let req_ptrs: Vec<*const c_char> = requested.iter().map(|n| n.as_ptr()).collect();
    let app_info = vk::InstanceCreateInfo::default().enabled_extension_names(&req_ptrs);
    let edit = ListEdit {
        remove: vec![c("VK_KHR_xlib_surface")],
        add: vec![
            c("VK_KHR_external_memory_capabilities"),
            c("VK_KHR_not_there_either"),
        ],
        drop_unsupported: true,
        ..Default::default()
    };
    // SAFETY: `app_info` points at `req_ptrs`, which point at `requested`; all alive.
    let (list, report) = unsafe { edit_instance_extensions(&app_info, &available, &edit) }.unwrap();
    assert_eq!(strs(&report.unsupported), ["VK_EXT_not_a_real_extension"]);
    assert_eq!(strs(&report.removed), ["VK_KHR_xlib_surface"]);
    assert_eq!(
        strs(&report.duplicates),
        ["VK_KHR_get_physical_device_properties2"]
    );
    assert_eq!(strs(&report.added), ["VK_KHR_external_memory_capabilities"]);
    assert_eq!(strs(&report.not_added), ["VK_KHR_not_there_either"]);
    let vk = open(entry, list.as_ptrs(), c"vkrelay-test");

    // Device extensions: two the driver lacks.
    let dev_req = [
        c("VK_NV_ray_tracing"),
        c("VK_KHR_maintenance1"),
        c("VK_EXT_map_memory_placed"),
    ];
    let dev_req: Vec<&CStr> = dev_req.iter().map(|n| n.as_c_str()).collect();
    let edit = ListEdit {
        drop_unsupported: true,
        ..Default::default()
    };
    let (dev_list, dev_report) = edit_list(&dev_req, &vk.caps.extensions, &edit);
    assert_eq!(
        strs(&dev_report.unsupported),
        ["VK_NV_ray_tracing", "VK_EXT_map_memory_placed"]
    );
    assert_eq!(strs(dev_list.names()), ["VK_KHR_maintenance1"]);

    // Features: everything the core versions define, plus structures of extensions the
    // driver lacks, all requested true.
    let structs = [
        "VkPhysicalDeviceVulkan11Features",
        "VkPhysicalDeviceVulkan12Features",
        "VkPhysicalDeviceVulkan13Features",
        "VkPhysicalDeviceRayTracingPipelineFeaturesKHR",
        "VkPhysicalDeviceMeshShaderFeaturesNV",
    ];
    let mut chain = FeatureChain::new(
        structs
            .iter()
            .map(|n| FeatureStructInfo::by_name(n).unwrap()),
    );
    let want = all_true(&chain);
    chain.fill_from(&want);
    let queue = vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&[1.0]);
    let queues = [queue];
    let mut info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_extension_names(dev_list.as_ptrs());
    info.p_next = chain.as_mut_ptr().cast();
    let mut storage = vk::PhysicalDeviceFeatures::default();
    // SAFETY: `info`'s chain is our owned FeatureChain.
    let report = unsafe {
        sanitize_device_create_info(
            &mut info,
            &mut storage,
            &vk.caps.features,
            SanitizeOptions::default(),
        )
    }
    .unwrap();
    let cleared = report.cleared_names();
    assert!(
        cleared.contains(
            &"VkPhysicalDeviceRayTracingPipelineFeaturesKHR.rayTracingPipeline".to_string()
        )
    );
    assert!(cleared.contains(&"VkPhysicalDeviceMeshShaderFeaturesNV.meshShader".to_string()));
    let mut unlinked = report.unlinked.clone();
    unlinked.sort();
    assert_eq!(
        unlinked,
        [
            "VkPhysicalDeviceMeshShaderFeaturesNV",
            "VkPhysicalDeviceRayTracingPipelineFeaturesKHR"
        ]
    );
    // Exactly the unsupported ones were cleared; the rest is what the device supports.
    for f in want.enabled() {
        let supported = vk.caps.features.get(f) == Some(true);
        assert_eq!(cleared.contains(&f.to_string()), !supported, "{f}");
    }
    assert!(!report.cleared.is_empty());
    create_device(&vk, &info);

    // The same with pEnabledFeatures instead of VkPhysicalDeviceFeatures2.
    let mut core = vk::PhysicalDeviceFeatures::default();
    for v in ext_inject::features::core_members_mut(&mut core) {
        *v = vk::TRUE;
    }
    let mut info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_features(&core);
    let mut storage = vk::PhysicalDeviceFeatures::default();
    // SAFETY: `core` is alive; no chain.
    let report = unsafe {
        sanitize_device_create_info(
            &mut info,
            &mut storage,
            &vk.caps.features,
            SanitizeOptions::default(),
        )
    }
    .unwrap();
    for name in ext_inject::generated::features::CORE_FEATURE_MEMBERS {
        let supported = vk
            .caps
            .features
            .is_enabled(&format!("VkPhysicalDeviceFeatures.{name}"));
        let was_cleared = report
            .cleared_names()
            .contains(&format!("VkPhysicalDeviceFeatures.{name}"));
        assert_eq!(was_cleared, supported != Some(true), "{name}");
    }
    create_device(&vk, &info);
}

const POLICY: &str = r#"
max_api_version = "1.1"
max_heap_size = 268435456
driver_name_suffix = " (vkrelay)"

[instance_extensions]
deny = ["VK_KHR_surface"]

[device_extensions]
deny = ["VK_KHR_maintenance1"]
emulate = [{ name = "VK_EXT_map_memory_placed", spec_version = 1 }]

[features]
emulate = ["textureCompressionBC", "shaderClipDistance"]
hide = ["geometryShader"]

[formats]
bc = true
scaled_vertex = true

[[engine]]
name = "zink"
hide_features = ["VkPhysicalDeviceFeatures.tessellationShader"]
"#;

#[test]
fn masking_round_trip_is_consistent() {
    let entry = entry();
    let driver_instance = device::instance_extensions(&entry).unwrap();
    let vk = open(entry, &[], c"zink");
    let app = vk::ApplicationInfo::default().engine_name(c"zink");
    let create = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: `create` points to `app`, both alive.
    let engine = unsafe { engine_name(&create) };
    let policy = Policy::from_toml(POLICY).unwrap().resolve(engine).unwrap();

    // Extensions: hide, emulate, then prune what lost its dependencies.
    let (mut inst, _) = mask_extensions(&driver_instance, &policy.instance_mask);
    let api = policy.properties.max_api_version.unwrap();
    let inst_pruned = deps::prune_instance(&mut inst, api);
    assert!(
        inst_pruned.contains(&"VK_KHR_xlib_surface".to_string()),
        "{inst_pruned:?}"
    );
    let (mut dev, report) = mask_extensions(&vk.caps.extensions, &policy.device_mask);
    assert_eq!(strs(&report.added), ["VK_EXT_map_memory_placed"]);
    let dev_pruned = deps::prune_device(&mut dev, &inst, api);
    let shown = names(&dev);
    assert!(
        dev_pruned.contains(&"VK_KHR_swapchain".to_string()),
        "{dev_pruned:?}"
    );
    assert!(!shown.contains(&"VK_KHR_swapchain".to_string()));
    assert!(!shown.contains(&"VK_KHR_maintenance1".to_string()));
    assert!(shown.contains(&"VK_EXT_map_memory_placed".to_string()));
    let driver_names = names(&vk.caps.extensions);
    for n in &shown {
        assert!(
            driver_names.contains(n) || n == "VK_EXT_map_memory_placed",
            "{n}"
        );
    }
    // Every advertised extension has its dependencies advertised (or in core 1.1).
    let adv = Advertised {
        api_version: api,
        instance: &inst,
        device: &dev,
    };
    assert_eq!(deps::check(&adv), []);

    // The two-call enumeration of the masked list.
    let mut count = 0;
    assert_eq!(
        write_enumeration(&dev, &mut count, None),
        vk::Result::SUCCESS
    );
    assert_eq!(count as usize, dev.len());
    let mut out = vec![vk::ExtensionProperties::default(); dev.len() - 1];
    let mut n = out.len() as u32;
    assert_eq!(
        write_enumeration(&dev, &mut n, Some(&mut out)),
        vk::Result::INCOMPLETE
    );

    // Properties.
    let mut driver_props = vk::PhysicalDeviceDriverProperties::default();
    let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut driver_props);
    // SAFETY: live handles and chain.
    unsafe {
        vk.instance
            .get_physical_device_properties2(vk.pdev, &mut p2)
    };
    // SAFETY: the chain the driver just filled.
    let prep = unsafe {
        policy
            .properties
            .apply_to_chain(&mut p2, ChainLimits::default())
    }
    .unwrap();
    assert_eq!(p2.properties.api_version, vk::make_api_version(0, 1, 1, 0));
    assert!(prep.api_version.is_some());
    assert!(
        driver_props
            .driver_name_as_c_str()
            .unwrap()
            .to_str()
            .unwrap()
            .ends_with(" (vkrelay)")
    );

    // Features: what the application's own query returns after masking equals the
    // supported set with the mask applied, member by member.
    let has = |n: &str| shown.iter().any(|s| s == n);
    let mut app_chain = FeatureChain::for_device(api, has);
    // SAFETY: live handles; the chain holds only structures the device's 1.3 knows.
    unsafe {
        vk.instance
            .get_physical_device_features2(vk.pdev, app_chain.features2_mut())
    };
    // SAFETY: our owned, well-formed chain.
    unsafe {
        policy
            .features
            .apply_to_chain(app_chain.as_mut_ptr().cast(), ChainLimits::default())
    }
    .unwrap();
    let seen = app_chain.to_feature_set();
    let mut expected = vk.caps.features.clone();
    policy.features.apply_to_set(&mut expected);
    for s in seen.struct_types() {
        let info = FeatureStructInfo::by_s_type(s).unwrap();
        for m in info.members {
            let r = resolve(&format!("{}.{m}", info.name)).unwrap()[0];
            assert_eq!(seen.get(r), expected.get(r), "{r}");
        }
    }
    assert_eq!(seen.is_enabled("textureCompressionBC"), Some(true));
    assert_eq!(seen.is_enabled("shaderClipDistance"), Some(true));
    assert_eq!(seen.is_enabled("geometryShader"), Some(false));
    assert_eq!(
        seen.is_enabled("tessellationShader"),
        Some(false),
        "zink rule"
    );

    // A request for a hidden feature is cleared before the driver sees it.
    let mut driver_view = vk.caps.features.clone();
    policy.features.hidden_only().apply_to_set(&mut driver_view);
    assert_eq!(driver_view.is_enabled("geometryShader"), Some(false));
    let core = vk::PhysicalDeviceFeatures::default()
        .geometry_shader(true)
        .shader_clip_distance(true);
    let queues = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&[1.0])];
    let mut info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queues)
        .enabled_features(&core);
    let mut storage = vk::PhysicalDeviceFeatures::default();
    // SAFETY: `core` is alive; no chain.
    let freport = unsafe {
        sanitize_device_create_info(
            &mut info,
            &mut storage,
            &driver_view,
            SanitizeOptions::default(),
        )
    }
    .unwrap();
    assert!(
        freport
            .cleared_names()
            .contains(&"VkPhysicalDeviceFeatures.geometryShader".to_string())
    );
    create_device(&vk, &info);

    // Memory heaps.
    // SAFETY: live handles.
    let mut mem = unsafe { vk.instance.get_physical_device_memory_properties(vk.pdev) };
    cap_heaps(&mut mem, policy.max_heap_size.unwrap());
    for h in &mem.memory_heaps[..mem.memory_heap_count as usize] {
        assert!(h.size <= 256 << 20);
    }

    // Formats: BCn sampleable and SCALED vertex formats usable, whatever the driver says.
    for (format, check) in [
        (vk::Format::BC3_UNORM_BLOCK, 0),
        (vk::Format::R16G16B16A16_USCALED, 1),
    ] {
        let mut fp = vk::FormatProperties2::default();
        // SAFETY: live handles.
        unsafe {
            vk.instance
                .get_physical_device_format_properties2(vk.pdev, format, &mut fp)
        };
        // SAFETY: the chain the driver just filled.
        unsafe {
            mask_format_properties_chain(format, &mut fp, policy.formats, ChainLimits::default())
        }
        .unwrap();
        let p = fp.format_properties;
        if check == 0 {
            assert!(
                p.optimal_tiling_features
                    .contains(vk::FormatFeatureFlags::SAMPLED_IMAGE)
            );
        } else {
            assert!(
                p.buffer_features
                    .contains(vk::FormatFeatureFlags::VERTEX_BUFFER)
            );
        }
    }
}

#[test]
fn emulated_feature_the_driver_lacks_is_shown_but_never_requested() {
    let vk = open(entry(), &[], c"vkrelay-test");
    // A core feature lavapipe does not support (it has no sparse memory).
    let lacking = ext_inject::generated::features::CORE_FEATURE_MEMBERS
        .iter()
        .find(|m| {
            vk.caps
                .features
                .is_enabled(&format!("VkPhysicalDeviceFeatures.{m}"))
                == Some(false)
        })
        .expect("the driver lacks some core feature");
    let name = format!("VkPhysicalDeviceFeatures.{lacking}");
    let mask = FeatureMask::new(&[name.as_str()], &[]).unwrap();

    // The application's query shows it.
    let mut app = FeatureChain::new([]);
    // SAFETY: live handles; an empty chain.
    unsafe {
        vk.instance
            .get_physical_device_features2(vk.pdev, app.features2_mut())
    };
    // SAFETY: our own chain.
    let changed =
        unsafe { mask.apply_to_chain(app.as_mut_ptr().cast(), ChainLimits::default()) }.unwrap();
    assert_eq!(changed.len(), 1);
    assert_eq!(app.to_feature_set().is_enabled(&name), Some(true));

    // The application enables it; the driver is not asked for it.
    let mut driver_view = vk.caps.features.clone();
    mask.hidden_only().apply_to_set(&mut driver_view);
    let mut req = FeatureChain::new([]);
    req.fill_from(&app.to_feature_set());
    let queues = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&[1.0])];
    let mut info = vk::DeviceCreateInfo::default().queue_create_infos(&queues);
    info.p_next = req.as_mut_ptr().cast();
    let mut storage = vk::PhysicalDeviceFeatures::default();
    // SAFETY: our own chain.
    let report = unsafe {
        sanitize_device_create_info(
            &mut info,
            &mut storage,
            &driver_view,
            SanitizeOptions::default(),
        )
    }
    .unwrap();
    assert_eq!(report.cleared_names(), [name]);
    create_device(&vk, &info);
}
