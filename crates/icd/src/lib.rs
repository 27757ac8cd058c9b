//! `vkrelay-icd` is the client half of vkrelay: a Vulkan installable client driver
//! (`libvulkan_vkrelay.so`) that the Khronos loader loads like any driver and that forwards
//! every call to a `vkrelay-renderer` process over `shm-ring`, encoded with `vk-wire`.
//!
//! It is glue only: the wire format, the rings and the passes live in the library crates. It
//! is not a layer and never calls a Vulkan driver itself.
//!
//! What works today: the loader interface (version 5), every command the wire carries
//! (NULL from `vkGetInstanceProcAddr` for the others, and from `vkGetDeviceProcAddr` for a
//! device command neither core at the device's version nor from an extension it enabled),
//! `vkCmd*` calls recorded per command
//! buffer and shipped in 1 KiB chunks as the recording grows (the rest at
//! `vkEndCommandBuffer`), host-visible memory mapped from the renderer's
//! shared pages (`vkMapMemory`), a stream per concurrently calling thread (a blocking call
//! stalls only its own thread; see [`streams`]), descriptor update templates, and
//! `VK_ERROR_DEVICE_LOST` from a dead renderer. See [`call`] for the ordering rules.
//! Immutable physical-device queries (properties, features, memory, queue families, format
//! and image-format properties) go to the renderer once per distinct request and are then
//! answered from the process's cache (`query_cache`).
//! `VK_KHR_map_memory2` and `VK_EXT_map_memory_placed` are implemented in the ICD itself on
//! every device (memory placed at the application's address, e.g. below 4 GiB for 32-bit
//! games). WSI is emulated in the ICD on X11 (`VK_KHR_xcb_surface`, `VK_KHR_xlib_surface`,
//! `VK_KHR_swapchain`; see `wsi`), with capabilities2, surface and swapchain maintenance1,
//! present ids and present waits (`surface2`, `wsi_present`).
//!
//! The loader finds it through a JSON manifest:
//!
//! ```
//! let manifest = vulkan_vkrelay::manifest_json(std::path::Path::new("/opt/libvulkan_vkrelay.so"));
//! assert!(manifest.contains("\"library_path\": \"/opt/libvulkan_vkrelay.so\""));
//! ```

#![warn(missing_docs)]

/// The value of a `Result<T, vk::Result>`, or a `return` of its error.
macro_rules! try_vk {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(r) => return r,
        }
    };
}

pub mod call;
mod capture;
mod chain;
mod emulated;
mod enabled;
mod events;
mod feedback;
pub mod generated;
pub mod handles;
mod memory;
mod query_cache;
mod queues;
pub mod streams;
mod surface2;
mod swapchain_info;
mod waits;
mod written;
mod wsi;
mod wsi_present;
mod wsi_renderer;

use std::ffi::{CStr, c_char};
use std::path::Path;

use ash::vk;

/// The loader-ICD interface version this ICD implements.
pub const LOADER_ICD_INTERFACE_VERSION: u32 = 5;

/// The Vulkan version the ICD carries (the `vk.xml` the wire was generated from).
pub const API_VERSION: u32 = vk::make_api_version(0, 1, 3, vk_wire::VK_XML_VERSION);

/// The ICD manifest (`VK_DRIVER_FILES`) for the library at `library`.
pub fn manifest_json(library: &Path) -> String {
    format!(
        "{{\n  \"file_format_version\": \"1.0.0\",\n  \"ICD\": {{\n    \"library_path\": \"{}\",\n    \
         \"api_version\": \"1.3.{}\"\n  }}\n}}\n",
        library.display(),
        vk_wire::VK_XML_VERSION
    )
}

/// Loader-ICD negotiation: agrees on `min(loader's, 5)`.
///
/// # Safety
/// `version` is a valid pointer (the loader's).
#[unsafe(no_mangle)]
pub unsafe extern "system" fn vk_icdNegotiateLoaderICDInterfaceVersion(
    version: *mut u32,
) -> vk::Result {
    if version.is_null() {
        return vk::Result::ERROR_INCOMPATIBLE_DRIVER;
    }
    // SAFETY: caller.
    let v = unsafe { &mut *version };
    if *v < LOADER_ICD_INTERFACE_VERSION {
        // Versions below 5 have other rules (e.g. no vk_icdGetPhysicalDeviceProcAddr, no
        // vkEnumerateInstanceVersion through the ICD); refuse rather than half-support them.
        return vk::Result::ERROR_INCOMPATIBLE_DRIVER;
    }
    *v = LOADER_ICD_INTERFACE_VERSION;
    vk::Result::SUCCESS
}

/// Writes a Vulkan count-and-array answer.
///
/// # Safety
/// `count` is valid; `out` is null or has room for `*count` elements.
pub(crate) unsafe fn answer<T: Copy>(list: &[T], count: *mut u32, out: *mut T) -> vk::Result {
    if count.is_null() {
        return vk::Result::ERROR_UNKNOWN;
    }
    // SAFETY: caller.
    let n = unsafe {
        if out.is_null() {
            count.write(list.len() as u32);
            return vk::Result::SUCCESS;
        }
        let n = (count.read() as usize).min(list.len());
        std::ptr::copy_nonoverlapping(list.as_ptr(), out, n);
        count.write(n as u32);
        n
    };
    if n < list.len() {
        vk::Result::INCOMPLETE
    } else {
        vk::Result::SUCCESS
    }
}

fn to_pfn(p: *const ()) -> vk::PFN_vkVoidFunction {
    // SAFETY: `p` is null or one of this ICD's `extern "system"` functions; the caller casts it
    // back to the command's real signature, as the loader interface prescribes.
    unsafe { std::mem::transmute::<*const (), vk::PFN_vkVoidFunction>(p) }
}

fn own(name: &[u8]) -> *const () {
    match name {
        b"vkGetInstanceProcAddr" => vk_icdGetInstanceProcAddr as *const (),
        b"vkGetDeviceProcAddr" => vkGetDeviceProcAddr as *const (),
        b"vkEnumerateInstanceVersion" => vkEnumerateInstanceVersion as *const (),
        b"vkMapMemory" => memory::vkMapMemory as *const (),
        b"vkUnmapMemory" => memory::vkUnmapMemory as *const (),
        b"vkMapMemory2KHR" => memory::vkMapMemory2KHR as *const (),
        b"vkUnmapMemory2KHR" => memory::vkUnmapMemory2KHR as *const (),
        b"vkEnumerateDeviceExtensionProperties" => {
            emulated::vkEnumerateDeviceExtensionProperties as *const ()
        }
        b"vkGetPhysicalDeviceFeatures2" | b"vkGetPhysicalDeviceFeatures2KHR" => {
            emulated::vkGetPhysicalDeviceFeatures2 as *const ()
        }
        b"vkGetPhysicalDeviceProperties2" | b"vkGetPhysicalDeviceProperties2KHR" => {
            emulated::vkGetPhysicalDeviceProperties2 as *const ()
        }
        b"vkCreateDevice" => emulated::vkCreateDevice as *const (),
        b"vkCreateInstance" => emulated::vkCreateInstance as *const (),
        b"vkWaitForFences" => waits::vkWaitForFences as *const (),
        b"vkGetFenceStatus" => waits::vkGetFenceStatus as *const (),
        b"vkGetEventStatus" => waits::vkGetEventStatus as *const (),
        b"vkGetSemaphoreCounterValue" | b"vkGetSemaphoreCounterValueKHR" => {
            waits::vkGetSemaphoreCounterValue as *const ()
        }
        b"vkEnumerateInstanceExtensionProperties" => {
            emulated::vkEnumerateInstanceExtensionProperties as *const ()
        }
        b"vkCreateXcbSurfaceKHR" => wsi::vkCreateXcbSurfaceKHR as *const (),
        b"vkCreateXlibSurfaceKHR" => wsi::vkCreateXlibSurfaceKHR as *const (),
        b"vkDestroySurfaceKHR" => wsi::vkDestroySurfaceKHR as *const (),
        b"vkGetPhysicalDeviceSurfaceSupportKHR" => {
            wsi::vkGetPhysicalDeviceSurfaceSupportKHR as *const ()
        }
        b"vkGetPhysicalDeviceXcbPresentationSupportKHR" => {
            wsi::vkGetPhysicalDeviceXcbPresentationSupportKHR as *const ()
        }
        b"vkGetPhysicalDeviceXlibPresentationSupportKHR" => {
            wsi::vkGetPhysicalDeviceXlibPresentationSupportKHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceCapabilitiesKHR" => {
            wsi::vkGetPhysicalDeviceSurfaceCapabilitiesKHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceFormatsKHR" => {
            wsi::vkGetPhysicalDeviceSurfaceFormatsKHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfacePresentModesKHR" => {
            wsi::vkGetPhysicalDeviceSurfacePresentModesKHR as *const ()
        }
        b"vkGetPhysicalDevicePresentRectanglesKHR" => {
            wsi::vkGetPhysicalDevicePresentRectanglesKHR as *const ()
        }
        b"vkGetDeviceGroupPresentCapabilitiesKHR" => {
            wsi::vkGetDeviceGroupPresentCapabilitiesKHR as *const ()
        }
        b"vkGetDeviceGroupSurfacePresentModesKHR" => {
            wsi::vkGetDeviceGroupSurfacePresentModesKHR as *const ()
        }
        b"vkCreateSwapchainKHR" => wsi::vkCreateSwapchainKHR as *const (),
        b"vkDestroySwapchainKHR" => wsi::vkDestroySwapchainKHR as *const (),
        b"vkGetSwapchainImagesKHR" => wsi::vkGetSwapchainImagesKHR as *const (),
        b"vkAcquireNextImageKHR" => wsi::vkAcquireNextImageKHR as *const (),
        b"vkAcquireNextImage2KHR" => wsi::vkAcquireNextImage2KHR as *const (),
        b"vkQueuePresentKHR" => wsi_present::vkQueuePresentKHR as *const (),
        b"vkReleaseSwapchainImagesEXT" => wsi_present::vkReleaseSwapchainImagesEXT as *const (),
        b"vkWaitForPresentKHR" => wsi_present::vkWaitForPresentKHR as *const (),
        b"vkGetPhysicalDeviceSurfaceCapabilities2KHR" => {
            surface2::vkGetPhysicalDeviceSurfaceCapabilities2KHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceFormats2KHR" => {
            surface2::vkGetPhysicalDeviceSurfaceFormats2KHR as *const ()
        }
        b"vkWaitSemaphores" | b"vkWaitSemaphoresKHR" => waits::vkWaitSemaphores as *const (),
        _ => capture::lookup(name).unwrap_or_else(|| generated::entry_points::lookup(name)),
    }
}

/// The ICD's `vkGetInstanceProcAddr`: every command it carries, NULL for the rest.
///
/// # Safety
/// `name` is NULL or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "system" fn vk_icdGetInstanceProcAddr(
    _instance: vk::Instance,
    name: *const c_char,
) -> vk::PFN_vkVoidFunction {
    if name.is_null() {
        return None;
    }
    // SAFETY: caller.
    let name = unsafe { CStr::from_ptr(name) }.to_bytes();
    if !enabled::offered(name) {
        return None;
    }
    to_pfn(own(name))
}

/// Physical-device commands the loader does not know: the same lookup.
///
/// # Safety
/// As [`vk_icdGetInstanceProcAddr`].
#[unsafe(no_mangle)]
pub unsafe extern "system" fn vk_icdGetPhysicalDeviceProcAddr(
    instance: vk::Instance,
    name: *const c_char,
) -> vk::PFN_vkVoidFunction {
    // SAFETY: caller.
    unsafe { vk_icdGetInstanceProcAddr(instance, name) }
}

/// `vkGetDeviceProcAddr`: as `vk_icdGetInstanceProcAddr`, but NULL for a device-level command
/// that is neither core at the device's version nor from an extension it enabled.
#[allow(non_snake_case)]
///
/// # Safety
/// As [`vk_icdGetInstanceProcAddr`].
pub unsafe extern "system" fn vkGetDeviceProcAddr(
    device: vk::Device,
    name: *const c_char,
) -> vk::PFN_vkVoidFunction {
    use ash::vk::Handle;
    if name.is_null() {
        return None;
    }
    // SAFETY: caller.
    let bytes = unsafe { CStr::from_ptr(name) }.to_bytes();
    // NULL for a command this device does not have (see `enabled`).
    if !enabled::allowed(device.as_raw(), bytes) {
        return None;
    }
    // SAFETY: caller.
    unsafe { vk_icdGetInstanceProcAddr(vk::Instance::null(), name) }
}

/// `vkEnumerateInstanceVersion`: the version the ICD can carry. What a device supports comes
/// from the real driver, in its properties.
///
/// # Safety
/// `version` is a valid pointer.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkEnumerateInstanceVersion(version: *mut u32) -> vk::Result {
    if version.is_null() {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    }
    // SAFETY: caller.
    unsafe { version.write(API_VERSION) };
    vk::Result::SUCCESS
}
