//! Extensions the ICD implements itself, whatever the real driver offers: on devices
//! `VK_KHR_map_memory2` and `VK_EXT_map_memory_placed` (see `memory`), `VK_KHR_swapchain`,
//! `VK_KHR_incremental_present` (its regions are a hint, and the ICD presents whole images, as
//! the extension allows) and `VK_KHR_swapchain_mutable_format` (the latter where the driver has
//! what its images need: `VK_KHR_image_format_list` and `VK_KHR_maintenance2`),
//! `VK_EXT_swapchain_maintenance1` (where the driver has timeline semaphores, which its present
//! fences need: the ICD enables them on a device that enables the extension),
//! `VK_KHR_present_id` and `VK_KHR_present_wait` (see `wsi_present`); on instances
//! `VK_KHR_surface`, `VK_KHR_xcb_surface`, `VK_KHR_xlib_surface` (see `wsi`),
//! `VK_KHR_get_surface_capabilities2`, `VK_KHR_surface_protected_capabilities`,
//! `VK_EXT_surface_maintenance1` and `VK_EXT_swapchain_colorspace` (see `surface2`).
//!
//! The ICD adds them to `vkEnumerateDeviceExtensionProperties` /
//! `vkEnumerateInstanceExtensionProperties`, reports their features and properties in
//! `vkGetPhysicalDeviceFeatures2` / `vkGetPhysicalDeviceProperties2`, and takes them out of
//! `vkCreateDevice` / `vkCreateInstance` before the renderer sees them. Their feature structures
//! are not sent either: they are taken out of the chains of `vkGetPhysicalDeviceFeatures2`
//! and `vkCreateDevice` ([`OWN_FEATURES`]).

use std::ffi::{CStr, c_char};

use ash::vk;

use crate::generated::entry_points as generated;

/// The device extensions, with the spec version implemented.
const OWN: [(&CStr, u32); 8] = [
    (vk::KHR_MAP_MEMORY2_NAME, 1),
    (vk::EXT_MAP_MEMORY_PLACED_NAME, 1),
    (vk::KHR_SWAPCHAIN_NAME, 70),
    (vk::KHR_INCREMENTAL_PRESENT_NAME, 2),
    (vk::KHR_SWAPCHAIN_MUTABLE_FORMAT_NAME, 1),
    (vk::EXT_SWAPCHAIN_MAINTENANCE1_NAME, 1),
    (vk::KHR_PRESENT_ID_NAME, 1),
    (vk::KHR_PRESENT_WAIT_NAME, 1),
];

/// The feature structures of [`OWN`], answered by the ICD and never sent.
const OWN_FEATURES: [vk::StructureType; 4] = [
    vk::StructureType::PHYSICAL_DEVICE_MAP_MEMORY_PLACED_FEATURES_EXT,
    vk::StructureType::PHYSICAL_DEVICE_SWAPCHAIN_MAINTENANCE_1_FEATURES_EXT,
    vk::StructureType::PHYSICAL_DEVICE_PRESENT_ID_FEATURES_KHR,
    vk::StructureType::PHYSICAL_DEVICE_PRESENT_WAIT_FEATURES_KHR,
];

/// Whether `VKRELAY_SWAPCHAIN_MAINTENANCE1=1` asks for `VK_EXT_swapchain_maintenance1`. It is
/// not offered by default: DXVK 2.6 with it presents its first frame and then no other
/// through the emulated swapchain (its present fences; not found yet), so it stays opt-in
/// until that is fixed. Read once per process.
fn maintenance1_opted_in() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("VKRELAY_SWAPCHAIN_MAINTENANCE1").is_some_and(|v| v == "1"))
}

/// Whether the own extension `name` can be offered on a driver whose extensions are `driver`:
/// a mutable-format swapchain's images need format lists and extended usage, present fences
/// timeline semaphores.
fn offered(name: &CStr, driver: &[vk::ExtensionProperties]) -> bool {
    let has = |n: &CStr| {
        driver
            .iter()
            .any(|e| e.extension_name_as_c_str().is_ok_and(|x| x == n))
    };
    if name == vk::KHR_SWAPCHAIN_MUTABLE_FORMAT_NAME {
        has(vk::KHR_IMAGE_FORMAT_LIST_NAME) && has(vk::KHR_MAINTENANCE2_NAME)
    } else if name == vk::EXT_SWAPCHAIN_MAINTENANCE1_NAME {
        maintenance1_opted_in() && has(vk::KHR_TIMELINE_SEMAPHORE_NAME)
    } else {
        true
    }
}

/// The instance extensions, with the spec version implemented.
const OWN_INSTANCE: [(&CStr, u32); 7] = [
    (vk::KHR_SURFACE_NAME, 25),
    (vk::KHR_XCB_SURFACE_NAME, 6),
    (vk::KHR_XLIB_SURFACE_NAME, 6),
    (vk::KHR_GET_SURFACE_CAPABILITIES2_NAME, 1),
    (vk::KHR_SURFACE_PROTECTED_CAPABILITIES_NAME, 1),
    (vk::EXT_SURFACE_MAINTENANCE1_NAME, 1),
    (vk::EXT_SWAPCHAIN_COLORSPACE_NAME, 5),
];

fn is_own(name: &CStr) -> bool {
    OWN.iter().any(|(n, _)| *n == name)
}

fn is_own_instance(name: &CStr) -> bool {
    OWN_INSTANCE.iter().any(|(n, _)| *n == name)
}

/// Answers an extension enumeration: `query`'s list (a count-and-array call) without the names
/// of `own`, then those of `own` that [`offered`] allows on that list.
///
/// # Safety
/// `count` is valid; `properties` is null or has room for `*count` entries.
unsafe fn enumerate_with(
    own: &[(&CStr, u32)],
    query: impl Fn(*mut u32, *mut vk::ExtensionProperties) -> vk::Result,
    record: impl FnOnce(&[vk::ExtensionProperties]),
    count: *mut u32,
    properties: *mut vk::ExtensionProperties,
) -> vk::Result {
    let mut list = Vec::new();
    // The list can only grow between the two calls if the renderer changed; retry then.
    for _ in 0..4 {
        let mut n = 0u32;
        let r = query(&mut n, std::ptr::null_mut());
        if r != vk::Result::SUCCESS {
            return r;
        }
        list = vec![vk::ExtensionProperties::default(); n as usize];
        match query(&mut n, list.as_mut_ptr()) {
            vk::Result::SUCCESS => {
                list.truncate(n as usize);
                break;
            }
            vk::Result::INCOMPLETE => continue,
            r => return r,
        }
    }
    list.retain(|e| {
        e.extension_name_as_c_str()
            .is_ok_and(|n| !own.iter().any(|(o, _)| *o == n))
    });
    let driver = list.clone();
    for &(name, version) in own.iter().filter(|(n, _)| offered(n, &driver)) {
        // The names are far shorter than VK_MAX_EXTENSION_NAME_SIZE.
        if let Ok(e) = vk::ExtensionProperties::default()
            .spec_version(version)
            .extension_name(name)
        {
            list.push(e);
        }
    }
    record(&list);
    // SAFETY: caller.
    unsafe { crate::answer(&list, count, properties) }
}

/// `vkEnumerateInstanceExtensionProperties`: the renderer's list plus [`OWN_INSTANCE`].
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkEnumerateInstanceExtensionProperties(
    layer: *const c_char,
    count: *mut u32,
    properties: *mut vk::ExtensionProperties,
) -> vk::Result {
    if !layer.is_null() || count.is_null() {
        // SAFETY: caller.
        return unsafe {
            generated::vkEnumerateInstanceExtensionProperties(layer, count, properties)
        };
    }
    let query = |n: *mut u32, p: *mut vk::ExtensionProperties| {
        // SAFETY: `n` is valid, `p` null or room for `*n`.
        unsafe { generated::vkEnumerateInstanceExtensionProperties(std::ptr::null(), n, p) }
    };
    // What the ICD offers decides which instance-extension commands it hands out.
    let record = |list: &[vk::ExtensionProperties]| {
        crate::enabled::instance_extensions(
            list.iter().filter_map(|e| e.extension_name_as_c_str().ok()),
        );
    };
    // SAFETY: caller.
    unsafe { enumerate_with(&OWN_INSTANCE, query, record, count, properties) }
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
    let query = |n: *mut u32, p: *mut vk::ExtensionProperties| {
        // SAFETY: `n` is valid, `p` null or room for `*n`.
        unsafe {
            generated::vkEnumerateDeviceExtensionProperties(physical_device, std::ptr::null(), n, p)
        }
    };
    // SAFETY: caller.
    unsafe { enumerate_with(&OWN, query, |_| {}, count, properties) }
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
    if features.is_null() {
        // SAFETY: caller (the generated path reports the bad pointer).
        unsafe { generated::vkGetPhysicalDeviceFeatures2(physical_device, features) };
        return;
    }
    // SAFETY: caller: a valid output structure and chain, the application's until we return.
    unsafe {
        let own = crate::chain::detach(features.cast(), &OWN_FEATURES);
        generated::vkGetPhysicalDeviceFeatures2(physical_device, features);
        own.reattach();
    }
    // SAFETY: caller: a valid output chain; the sType says what the member is.
    unsafe {
        let find = |s: vk::StructureType| crate::chain::find((*features).p_next, s);
        if let Some(p) = find(OWN_FEATURES[0]) {
            let f = &mut *p.cast::<vk::PhysicalDeviceMapMemoryPlacedFeaturesEXT<'static>>();
            f.memory_map_placed = vk::TRUE;
            f.memory_map_range_placed = vk::TRUE;
            f.memory_unmap_reserve = vk::TRUE;
        }
        if let Some(p) = find(OWN_FEATURES[1]) {
            let f = &mut *p.cast::<vk::PhysicalDeviceSwapchainMaintenance1FeaturesEXT<'static>>();
            f.swapchain_maintenance1 = vk::TRUE;
        }
        if let Some(p) = find(OWN_FEATURES[2]) {
            (*p.cast::<vk::PhysicalDevicePresentIdFeaturesKHR<'static>>()).present_id = vk::TRUE;
        }
        if let Some(p) = find(OWN_FEATURES[3]) {
            let f = &mut *p.cast::<vk::PhysicalDevicePresentWaitFeaturesKHR<'static>>();
            f.present_wait = vk::TRUE;
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
    let mut names = names;
    // The chain without the feature structures of own extensions; with timeline semaphores
    // for the present fences of VK_EXT_swapchain_maintenance1.
    // SAFETY: caller: a valid input chain.
    let mut chain = unsafe { crate::chain::Copied::new(copy.p_next, &OWN_FEATURES) };
    if asked.contains(&vk::EXT_SWAPCHAIN_MAINTENANCE1_NAME) {
        enable_timeline_semaphores(&mut chain, &mut names);
    }
    copy.p_next = chain.link();
    copy.enabled_extension_count = names.len() as u32;
    copy.pp_enabled_extension_names = names.as_ptr();
    // SAFETY: `copy` is the application's create info with a shorter list and chain that live
    // until the call returns.
    let r = unsafe { generated::vkCreateDevice(physical_device, &copy, allocator, device) };
    if r == vk::Result::SUCCESS && !device.is_null() {
        use ash::vk::Handle;
        let mut props = vk::PhysicalDeviceProperties::default();
        // SAFETY: caller: a physical device of this ICD; `props` is writable.
        unsafe { generated::vkGetPhysicalDeviceProperties(physical_device, &mut props) };
        // SAFETY: caller: on success the new device was written through `device`.
        let d = unsafe { *device }.as_raw();
        crate::enabled::record(d, props.api_version, asked);
        // SAFETY: caller: `queueCreateInfoCount` valid create infos (at least one).
        let family =
            unsafe { copy.p_queue_create_infos.as_ref() }.map_or(0, |q| q.queue_family_index);
        // SAFETY: as above.
        crate::wsi::device_created(unsafe { *device }, physical_device, family);
    }
    r
}

/// Turns timeline semaphores on in a device create info's `chain` (copies) and
/// `VK_KHR_timeline_semaphore` in its `names` (the driver has it: see [`offered`]).
fn enable_timeline_semaphores(chain: &mut crate::chain::Copied, names: &mut Vec<*const c_char>) {
    let v12 = vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    let tl = vk::StructureType::PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES;
    // SAFETY: the copies are of the structures their sTypes name.
    unsafe {
        if let Some(p) = chain.find_mut(v12) {
            (*p.cast::<vk::PhysicalDeviceVulkan12Features<'static>>()).timeline_semaphore =
                vk::TRUE;
        } else if let Some(p) = chain.find_mut(tl) {
            let f = &mut *p.cast::<vk::PhysicalDeviceTimelineSemaphoreFeatures<'static>>();
            f.timeline_semaphore = vk::TRUE;
        } else {
            chain.push(
                vk::PhysicalDeviceTimelineSemaphoreFeatures::default().timeline_semaphore(true),
            );
        }
    }
    // The extension too, whatever the device's version: its commands are core only from 1.2,
    // and a device's version is capped by its instance's (the swapchain signals the semaphore
    // through whichever name the device has).
    let have = names.iter().any(|&n| {
        // SAFETY: the application's NUL-terminated strings.
        !n.is_null() && unsafe { CStr::from_ptr(n) } == vk::KHR_TIMELINE_SEMAPHORE_NAME
    });
    if !have {
        names.push(vk::KHR_TIMELINE_SEMAPHORE_NAME.as_ptr());
    }
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
    if info.is_null() {
        // SAFETY: caller (the generated path reports the bad pointer).
        return unsafe { generated::vkCreateInstance(info, allocator, instance) };
    }
    // SAFETY: caller: a valid create info.
    let mut copy = unsafe { *info };
    let names: Vec<*const c_char> = if copy.pp_enabled_extension_names.is_null() {
        Vec::new()
    } else {
        // SAFETY: caller: `enabledExtensionCount` NUL-terminated strings.
        unsafe {
            std::slice::from_raw_parts(
                copy.pp_enabled_extension_names,
                copy.enabled_extension_count as usize,
            )
        }
        .iter()
        .copied()
        // SAFETY: as above.
        .filter(|&n| n.is_null() || !is_own_instance(unsafe { CStr::from_ptr(n) }))
        .collect()
    };
    copy.enabled_extension_count = names.len() as u32;
    copy.pp_enabled_extension_names = names.as_ptr();
    // SAFETY: the application's create info with a shorter list that lives until the call
    // returns.
    let r = unsafe { generated::vkCreateInstance(&copy, allocator, instance) };
    if r == vk::Result::SUCCESS {
        // SAFETY: caller: a valid create info whose application info is null or valid.
        let api = unsafe { info.as_ref().and_then(|i| i.p_application_info.as_ref()) }
            .map_or(0, |a| a.api_version);
        crate::enabled::instance_created(api);
    }
    r
}
