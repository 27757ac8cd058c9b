//! Which host-visible memory types no `placed-mem` path can share with the client.
//!
//! A driver may offer a host-visible type that none of the paths can share: NVIDIA's
//! `DEVICE_LOCAL | HOST_VISIBLE | HOST_COHERENT` type (the PCI BAR) gives opaque fds that do
//! not map, has no dma-buf export, and is outside `VK_EXT_external_memory_host`'s importable
//! types. The client could not map such an allocation (`vkMapMemory` would fail), so the
//! application is told the type is not host-visible ([`hide`]): it stays usable as device
//! memory and applications map the other types. This is what a driver reports for memory
//! it cannot map.
//!
//! The answer comes from trying: a throwaway device with the external-memory extensions, one
//! 64 KiB allocation of each host-visible type through the configured paths, then the device
//! is destroyed. It is done once per driver and device per process ([`unshareable`], cached by
//! the device's identity and the paths): a worker does it before it takes its client
//! ([`warm`]), `--isolation none` at the first question.
//!
//! A type is never hidden when that would leave no `HOST_VISIBLE | HOST_COHERENT` type (the
//! specification requires one): the client then fails to map those allocations, as before,
//! and the log says so.

use std::collections::HashMap;
use std::sync::Mutex;

use ash::vk;
use placed_mem::{Allocator, Config, Path, Request};

/// The host-visible property flags a hidden type loses.
const HOST_FLAGS: vk::MemoryPropertyFlags = vk::MemoryPropertyFlags::from_raw(
    vk::MemoryPropertyFlags::HOST_VISIBLE.as_raw()
        | vk::MemoryPropertyFlags::HOST_COHERENT.as_raw()
        | vk::MemoryPropertyFlags::HOST_CACHED.as_raw(),
);

/// The size of each trial allocation.
const TRIAL: u64 = 64 << 10;

/// What identifies a device's memory types and their sharing, and the paths tried.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    vendor: u32,
    device: u32,
    driver_version: u32,
    pipeline_cache_uuid: [u8; vk::UUID_SIZE],
    paths: Vec<Path>,
}

/// Each device's mask of hidden memory types.
static CACHE: Mutex<Option<HashMap<Key, u32>>> = Mutex::new(None);

/// The memory types of `pd` to report as not host-visible (a bit per type index), for the
/// `paths` tried in that order (empty: `placed-mem`'s default order).
///
/// # Safety
/// `pd` is a physical device of the live instance `inst`.
pub unsafe fn unshareable(inst: &ash::Instance, pd: vk::PhysicalDevice, paths: &[Path]) -> u32 {
    // SAFETY: `pd` belongs to `inst` (caller).
    let props = unsafe { inst.get_physical_device_properties(pd) };
    let key = Key {
        vendor: props.vendor_id,
        device: props.device_id,
        driver_version: props.driver_version,
        pipeline_cache_uuid: props.pipeline_cache_uuid,
        paths: paths.to_vec(),
    };
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&mask) = cache.as_ref().and_then(|c| c.get(&key)) {
        return mask;
    }
    // SAFETY: as above.
    let mask = unsafe { probe(inst, pd, &props, paths) };
    cache.get_or_insert_with(HashMap::new).insert(key, mask);
    mask
}

/// Answers [`unshareable`] for every device of `entry`'s driver now, on an instance of its
/// own, so that a client's first question finds it done.
pub fn warm(entry: &ash::Entry, paths: &[Path]) {
    let app = vk::ApplicationInfo::default()
        .application_name(c"vkrelay-memory-probe")
        .api_version(vk::API_VERSION_1_1);
    let create = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: valid create info, alive across the call.
    let Ok(instance) = (unsafe { entry.create_instance(&create, None) }) else {
        return;
    };
    // SAFETY: a live instance.
    for pd in unsafe { instance.enumerate_physical_devices() }.unwrap_or_default() {
        // SAFETY: `pd` is a device of the live `instance`.
        unsafe { unshareable(&instance, pd, paths) };
    }
    // SAFETY: the probes destroyed their devices.
    unsafe { instance.destroy_instance(None) };
}

/// Reports the types of `mask` as not host-visible in `p`.
pub fn hide(p: &mut vk::PhysicalDeviceMemoryProperties, mask: u32) {
    let n = (p.memory_type_count as usize).min(p.memory_types.len());
    for (i, t) in p.memory_types[..n].iter_mut().enumerate() {
        if mask & (1 << i) != 0 {
            t.property_flags &= !HOST_FLAGS;
        }
    }
}

/// The hidden types of `types` given the ones no path shared (`failed`, each with the
/// reason): `failed`, unless hiding it would leave no host-visible coherent type.
fn decide(types: &[vk::MemoryType], failed: &[(usize, String)]) -> u32 {
    let coherent = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
    let mask = failed.iter().fold(0u32, |m, (i, _)| m | 1 << i);
    let left = types
        .iter()
        .enumerate()
        .any(|(i, t)| mask & (1 << i) == 0 && t.property_flags.contains(coherent));
    if mask != 0 && !left {
        tracing::error!(
            "no host-visible coherent memory type of this device can be shared with the \
             client ({}): they stay reported as host-visible, and mapping their allocations \
             fails (check memory_paths)",
            reasons(types, failed)
        );
        return 0;
    }
    if mask != 0 {
        tracing::info!(
            "reported as not host-visible, since no way to share them with the client works: {}",
            reasons(types, failed)
        );
    }
    mask
}

fn reasons(types: &[vk::MemoryType], failed: &[(usize, String)]) -> String {
    failed
        .iter()
        .map(|(i, why)| {
            let flags = types.get(*i).map(|t| t.property_flags).unwrap_or_default();
            format!("memory type {i} ({flags:?}): {why}")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Tries one allocation of each host-visible type of `pd` on a throwaway device.
///
/// # Safety
/// As for [`unshareable`].
unsafe fn probe(
    inst: &ash::Instance,
    pd: vk::PhysicalDevice,
    props: &vk::PhysicalDeviceProperties,
    paths: &[Path],
) -> u32 {
    // The external-memory extensions need Vulkan 1.1; below it nothing is shared at all.
    if props.api_version < vk::API_VERSION_1_1 {
        return 0;
    }
    // SAFETY: `pd` belongs to `inst` (caller).
    let memory = unsafe { inst.get_physical_device_memory_properties(pd) };
    let types = memory.memory_types_as_slice();
    if !types.iter().any(|t| {
        t.property_flags
            .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
    }) {
        return 0;
    }
    // SAFETY: as above.
    let extensions = unsafe { Allocator::usable_extensions(inst, pd) };
    let names: Vec<_> = extensions.iter().map(|e| e.as_ptr()).collect();
    let priority = [1.0f32];
    let queue = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&priority)];
    let create = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queue)
        .enabled_extension_names(&names);
    // SAFETY: valid create info, alive across the call; every device has queue family 0.
    let device = match unsafe { inst.create_device(pd, &create, None) } {
        Ok(d) => d,
        Err(e) => {
            tracing::warn!("memory sharing not probed: vkCreateDevice: {e}");
            return 0;
        }
    };
    let mut config = Config::default();
    if !paths.is_empty() {
        config.order = paths.to_vec();
    }
    // SAFETY: related handles; `extensions` is what the device was made with; the allocator
    // is dropped before the device.
    let allocator = unsafe { Allocator::new(inst, pd, &device, &extensions, config) };
    let mut failed = Vec::new();
    for (i, t) in types.iter().enumerate() {
        if !t
            .property_flags
            .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
        {
            continue;
        }
        match allocator.allocate(&Request::new(TRIAL, i as u32)) {
            // SAFETY: nothing uses the trial memory.
            Ok(mem) => unsafe { allocator.free(mem) },
            Err(e) => failed.push((i, e.to_string())),
        }
    }
    drop(allocator);
    // SAFETY: everything made on the device was freed.
    unsafe { device.destroy_device(None) };
    decide(types, &failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(flags: vk::MemoryPropertyFlags) -> vk::MemoryType {
        vk::MemoryType {
            property_flags: flags,
            heap_index: 0,
        }
    }

    /// NVIDIA H200's types (575 driver): 4 is the BAR.
    fn nvidia() -> Vec<vk::MemoryType> {
        use vk::MemoryPropertyFlags as F;
        vec![
            ty(F::empty()),
            ty(F::DEVICE_LOCAL),
            ty(F::HOST_VISIBLE | F::HOST_COHERENT),
            ty(F::HOST_VISIBLE | F::HOST_COHERENT | F::HOST_CACHED),
            ty(F::DEVICE_LOCAL | F::HOST_VISIBLE | F::HOST_COHERENT),
        ]
    }

    #[test]
    fn an_unshareable_type_is_hidden_while_a_coherent_one_is_left() {
        let types = nvidia();
        assert_eq!(decide(&types, &[(4, "no path".into())]), 1 << 4);
        assert_eq!(decide(&types, &[]), 0);
        // Every coherent type failed: nothing is hidden (one must stay).
        let all = [(2, "x".into()), (3, "x".into()), (4, "x".into())];
        assert_eq!(decide(&types, &all), 0);
    }

    #[test]
    fn hiding_drops_only_the_host_flags_of_the_masked_types() {
        use vk::MemoryPropertyFlags as F;
        let mut p = vk::PhysicalDeviceMemoryProperties {
            memory_type_count: 5,
            ..Default::default()
        };
        p.memory_types[..5].copy_from_slice(&nvidia());
        hide(&mut p, 1 << 4);
        assert_eq!(p.memory_types[4].property_flags, F::DEVICE_LOCAL);
        assert_eq!(
            p.memory_types[2].property_flags,
            F::HOST_VISIBLE | F::HOST_COHERENT
        );
        // A mask past the count touches nothing there.
        p.memory_type_count = 2;
        hide(&mut p, u32::MAX);
        assert_eq!(
            p.memory_types[3].property_flags,
            F::HOST_VISIBLE | F::HOST_COHERENT | F::HOST_CACHED
        );
    }
}
