//! Physical-device queries: what the application is told of the device once the driver
//! answered, clamped by the configuration ([`crate::hooks`]' policies: `apiVersion` under
//! `max_api_version`, heaps under `max_memory`).

use vk_wire::desc::CommandDesc;
use vk_wire::id;

use super::typed;
use crate::config::Config;
use crate::hooks;

/// Rewrites the outputs of `cmd` (a physical-device query) by the configuration, after the
/// driver wrote them.
///
/// # Safety
/// `a` holds the decoded arguments of `cmd`, their outputs written by the driver (each null
/// or pointing at writable arena memory; chains as large as their sTypes say).
pub(in crate::session) unsafe fn after(config: &Config, cmd: &'static CommandDesc, a: *mut u8) {
    // SAFETY: in every arm the id says what `a` holds, and the outputs are null or filled
    // structures in the decoder's arena (caller).
    unsafe {
        match cmd.id {
            id::GET_PHYSICAL_DEVICE_PROPERTIES => {
                let x: &mut vk_wire::args::GetPhysicalDeviceProperties = typed(cmd, a);
                if let Some(p) = x.p_properties.as_mut() {
                    hooks::properties(config, p);
                }
            }
            id::GET_PHYSICAL_DEVICE_PROPERTIES2 => {
                let x: &mut vk_wire::args::GetPhysicalDeviceProperties2 = typed(cmd, a);
                hooks::properties2(config, x.p_properties);
            }
            id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES => {
                let x: &mut vk_wire::args::GetPhysicalDeviceMemoryProperties = typed(cmd, a);
                if let Some(p) = x.p_memory_properties.as_mut() {
                    hooks::memory_properties(config, p);
                }
            }
            id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2 => {
                let x: &mut vk_wire::args::GetPhysicalDeviceMemoryProperties2 = typed(cmd, a);
                hooks::memory_properties2(config, x.p_memory_properties);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{ApiVersionLimit, ByteSize};
    use ash::vk;
    use vk_wire::args;

    const GIB: u64 = 1 << 30;

    fn cmd(name: &str) -> &'static CommandDesc {
        vk_wire::command_by_name(name).unwrap()
    }

    fn clamp_to(v: Option<ApiVersionLimit>) -> Config {
        Config {
            max_api_version: v,
            ..Default::default()
        }
    }

    fn properties(config: &Config, name: &str, api: u32) -> u32 {
        let mut props = vk::PhysicalDeviceProperties {
            api_version: api,
            driver_version: 77,
            ..Default::default()
        };
        let mut a = args::GetPhysicalDeviceProperties {
            physical_device: vk::PhysicalDevice::null(),
            p_properties: &mut props,
        };
        // SAFETY: `a` is this command's argument structure with a live output.
        unsafe { after(config, cmd(name), (&raw mut a).cast()) };
        assert_eq!(props.driver_version, 77);
        props.api_version
    }

    #[test]
    fn api_version_is_clamped() {
        let v13 = vk::make_api_version(0, 1, 3, 250);
        let v11 = vk::make_api_version(0, 1, 1, 7);
        let name = "vkGetPhysicalDeviceProperties";
        assert_eq!(properties(&Config::default(), name, v13), v13);
        let c12 = clamp_to(Some(ApiVersionLimit::V1_2));
        assert_eq!(properties(&c12, name, v13), vk::API_VERSION_1_2);
        // A driver below the limit is reported as it is.
        assert_eq!(properties(&c12, name, v11), v11);
        let c13 = clamp_to(Some(ApiVersionLimit::V1_3));
        assert_eq!(properties(&c13, name, v13), v13);
        // Other commands are left alone (same layout, different command).
        assert_eq!(properties(&c12, "vkGetPhysicalDeviceFeatures", v13), v13);
    }

    #[test]
    fn api_version_is_clamped_in_properties2_chains() {
        for name in [
            "vkGetPhysicalDeviceProperties2",
            "vkGetPhysicalDeviceProperties2KHR",
        ] {
            let mut v12 = vk::PhysicalDeviceVulkan12Properties {
                max_update_after_bind_descriptors_in_all_pools: 99,
                ..Default::default()
            };
            let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut v12);
            p2.properties.api_version = vk::make_api_version(0, 1, 3, 4);
            p2.properties.device_name[0] = b'x' as std::ffi::c_char;
            let mut a = args::GetPhysicalDeviceProperties2 {
                physical_device: vk::PhysicalDevice::null(),
                p_properties: (&raw mut p2).cast(),
            };
            let config = clamp_to(Some(ApiVersionLimit::V1_1));
            // SAFETY: `a` is this command's argument structure with a live output chain.
            unsafe { after(&config, cmd(name), (&raw mut a).cast()) };
            assert_eq!(p2.properties.api_version, vk::API_VERSION_1_1, "{name}");
            assert_eq!(
                p2.properties.device_name[..2],
                [b'x' as std::ffi::c_char, 0]
            );
            assert_eq!(v12.max_update_after_bind_descriptors_in_all_pools, 99);
        }
    }

    fn memory() -> vk::PhysicalDeviceMemoryProperties {
        let mut m = vk::PhysicalDeviceMemoryProperties {
            memory_heap_count: 2,
            memory_type_count: 1,
            ..Default::default()
        };
        m.memory_heaps[0] = vk::MemoryHeap {
            size: 8 * GIB,
            flags: vk::MemoryHeapFlags::DEVICE_LOCAL,
        };
        m.memory_heaps[1] = vk::MemoryHeap {
            size: GIB,
            flags: vk::MemoryHeapFlags::empty(),
        };
        // Past the count: never touched.
        m.memory_heaps[2].size = 64 * GIB;
        m
    }

    fn heap_sizes(m: &vk::PhysicalDeviceMemoryProperties) -> [u64; 3] {
        [0, 1, 2].map(|i| m.memory_heaps[i].size)
    }

    #[test]
    fn heaps_are_capped() {
        let config = Config {
            max_memory: Some(ByteSize(2 * GIB)),
            ..Default::default()
        };
        for (config, want) in [
            (&Config::default(), [8 * GIB, GIB, 64 * GIB]),
            (&config, [2 * GIB, GIB, 64 * GIB]),
        ] {
            let mut m = memory();
            let mut a = args::GetPhysicalDeviceMemoryProperties {
                physical_device: vk::PhysicalDevice::null(),
                p_memory_properties: &mut m,
            };
            let c = cmd("vkGetPhysicalDeviceMemoryProperties");
            // SAFETY: `a` is this command's argument structure with a live output.
            unsafe { after(config, c, (&raw mut a).cast()) };
            assert_eq!(heap_sizes(&m), want);
            assert_eq!(m.memory_heaps[0].flags, vk::MemoryHeapFlags::DEVICE_LOCAL);
        }
    }

    #[test]
    fn heaps_and_budgets_are_capped_in_memory_properties2_chains() {
        let config = Config {
            max_memory: Some(ByteSize(2 * GIB)),
            ..Default::default()
        };
        let mut budget = vk::PhysicalDeviceMemoryBudgetPropertiesEXT::default();
        budget.heap_budget[..2].copy_from_slice(&[7 * GIB, GIB / 2]);
        budget.heap_usage[..2].copy_from_slice(&[3 * GIB, GIB / 4]);
        let mut m2 = vk::PhysicalDeviceMemoryProperties2::default().push_next(&mut budget);
        m2.memory_properties = memory();
        let mut a = args::GetPhysicalDeviceMemoryProperties2 {
            physical_device: vk::PhysicalDevice::null(),
            p_memory_properties: (&raw mut m2).cast(),
        };
        let c = cmd("vkGetPhysicalDeviceMemoryProperties2KHR");
        // SAFETY: `a` is this command's argument structure with a live output chain.
        unsafe { after(&config, c, (&raw mut a).cast()) };
        assert_eq!(heap_sizes(&m2.memory_properties), [2 * GIB, GIB, 64 * GIB]);
        assert_eq!(budget.heap_budget[..2], [2 * GIB, GIB / 2]);
        assert_eq!(budget.heap_usage[..2], [2 * GIB, GIB / 4]);
    }

    #[test]
    fn null_outputs_are_left_alone() {
        let config = Config {
            max_api_version: Some(ApiVersionLimit::V1_1),
            max_memory: Some(ByteSize(GIB)),
            ..Default::default()
        };
        let mut a = [0u64; 2];
        for name in [
            "vkGetPhysicalDeviceProperties",
            "vkGetPhysicalDeviceProperties2",
            "vkGetPhysicalDeviceMemoryProperties",
            "vkGetPhysicalDeviceMemoryProperties2",
        ] {
            // SAFETY: two null words are a valid argument structure of each command (a null
            // physical device and a null output).
            unsafe { after(&config, cmd(name), a.as_mut_ptr().cast()) };
            assert_eq!(a, [0, 0]);
        }
    }
}
