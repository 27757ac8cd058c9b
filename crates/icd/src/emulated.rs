//! Device extensions the ICD implements itself, whatever the real driver offers:
//! `VK_KHR_map_memory2` and `VK_EXT_map_memory_placed` (see `memory`).
//!
//! The ICD adds them to `vkEnumerateDeviceExtensionProperties`, reports their features and
//! properties in `vkGetPhysicalDeviceFeatures2` / `vkGetPhysicalDeviceProperties2`, and takes
//! them out of `vkCreateDevice` before the renderer sees it (their feature structure is not
//! sent either: the wire skips structures it does not know).

use std::ffi::{CStr, c_char};

use ash::vk;

use crate::generated::entry_points as generated;

/// The extensions, with the spec version implemented.
const OWN: [(&CStr, u32); 2] = [
    (vk::KHR_MAP_MEMORY2_NAME, 1),
    (vk::EXT_MAP_MEMORY_PLACED_NAME, 1),
];

fn is_own(name: &CStr) -> bool {
    OWN.iter().any(|(n, _)| *n == name)
}

/// `vkEnumerateDeviceExtensionProperties`: the renderer's list plus [`OWN`].
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkEnumerateDeviceExtensionProperties(
    physical_device: vk::PhysicalDevice,
    layer: *const c_char,
    count: *mut u32,
    properties: *mut vk::ExtensionProperties,
) -> vk::Result {
    if !layer.is_null() || count.is_null() {
        // SAFETY: caller.
        return unsafe {
            generated::vkEnumerateDeviceExtensionProperties(
                physical_device,
                layer,
                count,
                properties,
            )
        };
    }
    let mut list = Vec::new();
    // The list can only grow between the two calls if the renderer changed; retry then.
    for _ in 0..4 {
        let mut n = 0u32;
        // SAFETY: a count query into our own variable.
        let r = unsafe {
            generated::vkEnumerateDeviceExtensionProperties(
                physical_device,
                std::ptr::null(),
                &mut n,
                std::ptr::null_mut(),
            )
        };
        if r != vk::Result::SUCCESS {
            return r;
        }
        list = vec![vk::ExtensionProperties::default(); n as usize];
        // SAFETY: `list` has room for `n` entries.
        let r = unsafe {
            generated::vkEnumerateDeviceExtensionProperties(
                physical_device,
                std::ptr::null(),
                &mut n,
                list.as_mut_ptr(),
            )
        };
        match r {
            vk::Result::SUCCESS => {
                list.truncate(n as usize);
                break;
            }
            vk::Result::INCOMPLETE => continue,
            r => return r,
        }
    }
    list.retain(|e| e.extension_name_as_c_str().is_ok_and(|n| !is_own(n)));
    for (name, version) in OWN {
        // Both names are far shorter than VK_MAX_EXTENSION_NAME_SIZE.
        if let Ok(e) = vk::ExtensionProperties::default()
            .spec_version(version)
            .extension_name(name)
        {
            list.push(e);
        }
    }
    // SAFETY: caller: `count` is valid; `properties` is null or has room for `*count`.
    unsafe {
        if properties.is_null() {
            count.write(list.len() as u32);
            return vk::Result::SUCCESS;
        }
        let room = count.read() as usize;
        let n = room.min(list.len());
        std::ptr::copy_nonoverlapping(list.as_ptr(), properties, n);
        count.write(n as u32);
        if n < list.len() {
            vk::Result::INCOMPLETE
        } else {
            vk::Result::SUCCESS
        }
    }
}

/// `vkGetPhysicalDeviceFeatures2`: the renderer's answer plus the features of [`OWN`].
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceFeatures2(
    physical_device: vk::PhysicalDevice,
    features: *mut vk::PhysicalDeviceFeatures2<'static>,
) {
    // SAFETY: caller.
    unsafe { generated::vkGetPhysicalDeviceFeatures2(physical_device, features) };
    if features.is_null() {
        return;
    }
    let s_type = vk::StructureType::PHYSICAL_DEVICE_MAP_MEMORY_PLACED_FEATURES_EXT;
    // SAFETY: caller: a valid output chain; the sType says what the member is.
    unsafe {
        if let Some(p) = crate::chain::find((*features).p_next, s_type) {
            let f = &mut *p.cast::<vk::PhysicalDeviceMapMemoryPlacedFeaturesEXT<'static>>();
            f.memory_map_placed = vk::TRUE;
            f.memory_map_range_placed = vk::TRUE;
            f.memory_unmap_reserve = vk::TRUE;
        }
    }
}

/// `vkGetPhysicalDeviceProperties2`: the renderer's answer plus the properties of [`OWN`].
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceProperties2(
    physical_device: vk::PhysicalDevice,
    properties: *mut vk::PhysicalDeviceProperties2<'static>,
) {
    // SAFETY: caller.
    unsafe { generated::vkGetPhysicalDeviceProperties2(physical_device, properties) };
    if properties.is_null() {
        return;
    }
    let s_type = vk::StructureType::PHYSICAL_DEVICE_MAP_MEMORY_PLACED_PROPERTIES_EXT;
    // SAFETY: caller: a valid output chain; the sType says what the member is.
    unsafe {
        if let Some(p) = crate::chain::find((*properties).p_next, s_type) {
            let q = &mut *p.cast::<vk::PhysicalDeviceMapMemoryPlacedPropertiesEXT<'static>>();
            q.min_placed_memory_map_alignment = placed_mem::page_size() as u64;
        }
    }
}

/// `vkCreateDevice`: the application's create info without the names of [`OWN`].
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkCreateDevice(
    physical_device: vk::PhysicalDevice,
    info: *const vk::DeviceCreateInfo<'static>,
    allocator: *const vk::AllocationCallbacks<'static>,
    device: *mut vk::Device,
) -> vk::Result {
    if info.is_null() {
        // SAFETY: caller (the generated path reports the bad pointer).
        return unsafe { generated::vkCreateDevice(physical_device, info, allocator, device) };
    }
    // SAFETY: caller: a valid create info.
    let mut copy = unsafe { *info };
    // The application's extension list.
    let app: &[*const c_char] = if copy.pp_enabled_extension_names.is_null() {
        &[]
    } else {
        // SAFETY: caller: `enabledExtensionCount` valid string pointers.
        unsafe {
            std::slice::from_raw_parts(
                copy.pp_enabled_extension_names,
                copy.enabled_extension_count as usize,
            )
        }
    };
    let names: Vec<*const c_char> = app
        .iter()
        .copied()
        // SAFETY: caller: each is a NUL-terminated string.
        .filter(|&n| n.is_null() || !is_own(unsafe { CStr::from_ptr(n) }))
        .collect();
    // What the application enabled, for `vkGetDeviceProcAddr` (crate::enabled).
    let asked: Vec<&CStr> = app
        .iter()
        .filter(|n| !n.is_null())
        // SAFETY: caller: each is a NUL-terminated string.
        .map(|&n| unsafe { CStr::from_ptr(n) })
        .collect();
    copy.enabled_extension_count = names.len() as u32;
    copy.pp_enabled_extension_names = names.as_ptr();
    // SAFETY: `copy` is the application's create info with a shorter list that lives until
    // the call returns.
    let r = unsafe { generated::vkCreateDevice(physical_device, &copy, allocator, device) };
    if r == vk::Result::SUCCESS && !device.is_null() {
        use ash::vk::Handle;
        let mut props = vk::PhysicalDeviceProperties::default();
        // SAFETY: caller: a physical device of this ICD; `props` is writable.
        unsafe { generated::vkGetPhysicalDeviceProperties(physical_device, &mut props) };
        // SAFETY: caller: on success the new device was written through `device`.
        let d = unsafe { *device }.as_raw();
        crate::enabled::record(d, props.api_version, asked);
    }
    r
}

/// `vkCreateInstance`: the renderer's, and the `apiVersion` the application asked for is
/// remembered for `vkGetDeviceProcAddr` (`crate::enabled`).
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkCreateInstance(
    info: *const vk::InstanceCreateInfo<'static>,
    allocator: *const vk::AllocationCallbacks<'static>,
    instance: *mut vk::Instance,
) -> vk::Result {
    // SAFETY: caller.
    let r = unsafe { generated::vkCreateInstance(info, allocator, instance) };
    if r == vk::Result::SUCCESS {
        // SAFETY: caller: a valid create info whose application info is null or valid.
        let api = unsafe { info.as_ref().and_then(|i| i.p_application_info.as_ref()) }
            .map_or(0, |a| a.api_version);
        crate::enabled::instance_created(api);
    }
    r
}
