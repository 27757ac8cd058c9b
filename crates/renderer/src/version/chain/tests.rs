use super::*;
use crate::version::table::{Mask, PROMOTED};

const V11: u32 = vk::API_VERSION_1_1;

fn all() -> Mask {
    Mask(u64::MAX >> (64 - PROMOTED.len()))
}

fn without(names: &[&CStr]) -> Mask {
    let mut m = all();
    for n in names {
        m.0 &= !(1 << crate::version::table::index(n).unwrap());
    }
    m
}

/// The sTypes of the chain after `head`.
fn stypes(head: *mut Base) -> Vec<vk::StructureType> {
    let mut out = Vec::new();
    // SAFETY: the tests' chains are valid.
    let mut cur = unsafe { (*head).p_next };
    while !cur.is_null() {
        // SAFETY: as above.
        unsafe {
            out.push((*cur).s_type);
            cur = (*cur).p_next;
        }
    }
    out
}

/// The structure of type `T` (by `stype`) in the chain after `head`, as a driver finds it.
fn find<T>(head: *mut Base, stype: vk::StructureType) -> &'static mut T {
    // SAFETY: the tests' chains are valid.
    let mut cur = unsafe { (*head).p_next };
    while !cur.is_null() {
        // SAFETY: as above; the sType says the structure is a `T`.
        unsafe {
            if (*cur).s_type == stype {
                return &mut *cur.cast::<T>();
            }
            cur = (*cur).p_next;
        }
    }
    panic!("{stype:?} not in the chain");
}

#[test]
fn every_part_is_made_with_its_own_stype() {
    let mut seen = Vec::new();
    for core in &CORES {
        for desc in core.parts {
            let mut p = (desc.make)();
            // SAFETY: the part's own structure.
            let s = unsafe { (*p.head()).s_type };
            assert_ne!(s, vk::StructureType::APPLICATION_INFO, "{}", core.name);
            assert!(!CORES.iter().any(|c| c.stype == s));
            assert!(!seen.contains(&s), "{s:?} twice");
            seen.push(s);
            if let Some(e) = desc.ext {
                assert!(
                    crate::version::table::index(e).is_some(),
                    "{e:?} not promoted"
                );
            }
        }
    }
}

#[test]
fn a_feature_query_is_answered_from_the_extension_structures() {
    let mut v13 = vk::PhysicalDeviceVulkan13Features {
        maintenance4: 7,
        ..Default::default()
    };
    let mut v12 = vk::PhysicalDeviceVulkan12Features::default();
    let mut f2 = vk::PhysicalDeviceFeatures2::default()
        .push_next(&mut v13)
        .push_next(&mut v12);
    let head = (&raw mut f2).cast::<Base>();
    let before = stypes(head);
    let have = without(&[c"VK_EXT_sampler_filter_minmax"]);
    // SAFETY: a valid chain that outlives the edit.
    let mut edit = unsafe { Edit::unlink(head, V11, have, Mode::Query) }.unwrap();
    let seen = stypes(head);
    assert!(
        !seen.iter().any(|s| CORES.iter().any(|c| c.stype == *s)),
        "{seen:?}"
    );
    assert!(seen.contains(&vk::StructureType::PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES));
    // The driver answers.
    find::<vk::PhysicalDeviceTimelineSemaphoreFeatures>(
        head,
        vk::StructureType::PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES,
    )
    .timeline_semaphore = vk::TRUE;
    find::<vk::PhysicalDeviceDynamicRenderingFeatures>(
        head,
        vk::StructureType::PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES,
    )
    .dynamic_rendering = vk::TRUE;
    edit.fill(have);
    edit.restore();
    assert_eq!(stypes(head), before);
    assert_eq!(v12.timeline_semaphore, vk::TRUE);
    assert_eq!(v12.buffer_device_address, vk::FALSE);
    assert_eq!(v12.draw_indirect_count, vk::TRUE, "the extension is there");
    assert_eq!(v12.sampler_filter_minmax, vk::FALSE, "the extension is not");
    assert_eq!(v12.subgroup_broadcast_dynamic_id, vk::FALSE);
    assert_eq!(v13.dynamic_rendering, vk::TRUE);
    // What the application left in a member is not the answer.
    assert_eq!(v13.maintenance4, vk::FALSE);
}

#[test]
fn structures_the_driver_knows_are_left_alone() {
    let mut v13 = vk::PhysicalDeviceVulkan13Features::default();
    let mut v12 = vk::PhysicalDeviceVulkan12Features::default();
    let mut f2 = vk::PhysicalDeviceFeatures2::default()
        .push_next(&mut v13)
        .push_next(&mut v12);
    let head = (&raw mut f2).cast::<Base>();
    let before = stypes(head);
    // SAFETY: as above.
    let e = unsafe { Edit::unlink(head, vk::API_VERSION_1_3, all(), Mode::Query) }.unwrap();
    assert!(e.is_empty());
    assert_eq!(stypes(head), before);
    // A 1.2 driver: only the 1.3 structure is replaced.
    // SAFETY: as above.
    let mut e = unsafe { Edit::unlink(head, vk::API_VERSION_1_2, all(), Mode::Query) }.unwrap();
    let seen = stypes(head);
    assert!(seen.contains(&vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES));
    assert!(!seen.contains(&vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_FEATURES));
    e.restore();
    assert_eq!(stypes(head), before);
}

#[test]
fn properties_are_answered_with_renamed_and_derived_members() {
    let mut v11 = vk::PhysicalDeviceVulkan11Properties::default();
    let mut v12 = vk::PhysicalDeviceVulkan12Properties::default();
    let mut v13 = vk::PhysicalDeviceVulkan13Properties::default();
    let mut p2 = vk::PhysicalDeviceProperties2::default()
        .push_next(&mut v11)
        .push_next(&mut v12)
        .push_next(&mut v13);
    let head = (&raw mut p2).cast::<Base>();
    // SAFETY: as above.
    let mut edit = unsafe { Edit::unlink(head, V11, all(), Mode::Query) }.unwrap();
    let sub = find::<vk::PhysicalDeviceSubgroupProperties>(
        head,
        vk::StructureType::PHYSICAL_DEVICE_SUBGROUP_PROPERTIES,
    );
    sub.subgroup_size = 32;
    sub.supported_operations = vk::SubgroupFeatureFlags::BALLOT;
    find::<vk::PhysicalDeviceDriverProperties>(
        head,
        vk::StructureType::PHYSICAL_DEVICE_DRIVER_PROPERTIES,
    )
    .driver_id = vk::DriverId::MESA_LLVMPIPE;
    let iub = find::<vk::PhysicalDeviceInlineUniformBlockProperties>(
        head,
        vk::StructureType::PHYSICAL_DEVICE_INLINE_UNIFORM_BLOCK_PROPERTIES,
    );
    iub.max_inline_uniform_block_size = 256;
    iub.max_descriptor_set_inline_uniform_blocks = 4;
    edit.fill(all());
    edit.restore();
    assert_eq!(v11.subgroup_size, 32);
    assert_eq!(
        v11.subgroup_supported_operations,
        vk::SubgroupFeatureFlags::BALLOT
    );
    assert_eq!(v12.driver_id, vk::DriverId::MESA_LLVMPIPE);
    assert_eq!(
        v12.framebuffer_integer_color_sample_counts,
        vk::SampleCountFlags::TYPE_1
    );
    assert_eq!(v13.max_inline_uniform_total_size, 1024);
    assert_eq!(
        stypes(head),
        [
            vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES,
            vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES,
            vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES,
        ]
    );
}

#[test]
fn a_device_request_becomes_the_extension_structures() {
    let mut v12 = vk::PhysicalDeviceVulkan12Features {
        timeline_semaphore: vk::TRUE,
        buffer_device_address: vk::TRUE,
        draw_indirect_count: vk::TRUE,
        ..Default::default()
    };
    let mut v13 = vk::PhysicalDeviceVulkan13Features {
        dynamic_rendering: vk::TRUE,
        ..Default::default()
    };
    let mut info = vk::DeviceCreateInfo::default()
        .push_next(&mut v12)
        .push_next(&mut v13);
    let head = (&raw mut info).cast::<Base>();
    let before = stypes(head);
    // SAFETY: as above.
    let mut edit = unsafe { Edit::unlink(head, V11, all(), Mode::Create) }.unwrap();
    // `push_next` prepends: the chain is Vulkan13Features, then Vulkan12Features.
    assert_eq!(
        stypes(head),
        [
            vk::StructureType::PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES,
            vk::StructureType::PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES,
            vk::StructureType::PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES,
        ]
    );
    let bda = find::<vk::PhysicalDeviceBufferDeviceAddressFeatures>(
        head,
        vk::StructureType::PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES,
    );
    assert_eq!(
        (
            bda.buffer_device_address,
            bda.buffer_device_address_capture_replay
        ),
        (vk::TRUE, vk::FALSE)
    );
    assert_eq!(
        edit.needs,
        [
            c"VK_KHR_dynamic_rendering",
            c"VK_KHR_timeline_semaphore",
            c"VK_KHR_buffer_device_address",
        ]
    );
    edit.restore();
    assert_eq!(stypes(head), before);
}

#[test]
fn a_request_no_extension_backs_is_refused_and_the_chain_restored() {
    let mut v12 = vk::PhysicalDeviceVulkan12Features {
        timeline_semaphore: vk::TRUE,
        ..Default::default()
    };
    let mut info = vk::DeviceCreateInfo::default().push_next(&mut v12);
    let head = (&raw mut info).cast::<Base>();
    let before = stypes(head);
    let have = without(&[c"VK_KHR_timeline_semaphore"]);
    // SAFETY: as above.
    let e = unsafe { Edit::unlink(head, V11, have, Mode::Create) }.unwrap_err();
    assert_eq!(e, "VkPhysicalDeviceVulkan12Features");
    assert_eq!(stypes(head), before);
    v12.timeline_semaphore = vk::FALSE;
    v12.subgroup_broadcast_dynamic_id = vk::TRUE;
    let mut info = vk::DeviceCreateInfo::default().push_next(&mut v12);
    let head = (&raw mut info).cast::<Base>();
    // SAFETY: as above.
    let e = unsafe { Edit::unlink(head, V11, all(), Mode::Create) }.unwrap_err();
    assert_eq!(e, "subgroupBroadcastDynamicId");
    assert_eq!(
        stypes(head),
        [vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES]
    );
}
