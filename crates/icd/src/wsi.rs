//! Window-system integration, emulated in the ICD: `VK_KHR_surface`, `VK_KHR_xcb_surface`,
//! `VK_KHR_xlib_surface` and `VK_KHR_swapchain`. Capabilities2 and formats2 are in `surface2`,
//! presenting (with present ids, present fences, `vkWaitForPresentKHR` and
//! `vkReleaseSwapchainImagesEXT`) in `wsi_present`.
//!
//! The real driver's WSI cannot work here (its window system, if any, is the renderer's), so
//! the renderer hides it and the ICD builds swapchains from ordinary Vulkan objects with
//! `wsi-ahb`: images the renderer's driver renders into, whose pixels (or a copy of them in a
//! shared buffer) the X server reads from the renderer's shared pages through MIT-SHM (see
//! `wsi_ahb::swapchain`). The objects
//! are made through the ICD's own entry points, so they travel to the renderer like the
//! application's.
//!
//! Surfaces and swapchains are ICD-side objects (their handles are boxed structures) and never
//! reach the renderer. CPU and integrated devices take `wsi-ahb`'s direct path (linear images
//! the X server reads); discrete GPUs the blit path (optimal images copied into a shared
//! buffer at each present, by command buffers of the presenting queue's family). Every queue
//! family can present; what the surface offers and what a swapchain may ask for (including
//! `VK_KHR_swapchain_mutable_format`) is defined in `swapchain_info`. A window whose size
//! changed makes acquire and present return `VK_SUBOPTIMAL_KHR`.
//!
//! With `VKRELAY_PRESENT=renderer` a surface's swapchains are made and presented by the
//! renderer instead, where it can (`wsi_renderer`); a swapchain handle is a boxed [`Chain`]
//! of either kind.

use std::collections::HashMap;
use std::ffi::{CStr, c_void};
use std::sync::{Mutex, OnceLock};

use ash::vk::{self, Handle};

use crate::generated::entry_points as generated;
use crate::swapchain_info::{self as offer, refuse};

/// An ICD surface: a window of the application's X connection.
#[derive(Debug)]
pub(crate) struct Surface {
    kind: Kind,
    /// The window for size queries, made at the first one (each `Window` costs round trips).
    query: Mutex<Option<wsi_ahb::Window>>,
    /// Whether its swapchains are presented by the renderer or here.
    choice: crate::wsi_renderer::Choice,
}

/// A swapchain: the ICD's own, or one the renderer owns.
#[derive(Debug)]
pub(crate) enum Chain {
    /// Made and presented here (`wsi_ahb`).
    Icd(wsi_ahb::Swapchain),
    /// Made and presented by the renderer.
    Renderer(Box<crate::wsi_renderer::Remote>),
}

impl Chain {
    /// `vkWaitForPresentKHR` on either kind of swapchain.
    pub(crate) fn wait_for_present(&self, id: u64, timeout: u64) -> Result<(), vk::Result> {
        match self {
            Chain::Icd(sc) => sc.wait_for_present(id, timeout),
            Chain::Renderer(r) => r.wait_for_present(id, timeout),
        }
    }

    /// `vkReleaseSwapchainImagesEXT` on either kind of swapchain.
    pub(crate) fn release(&self, indices: &[u32]) -> Result<(), vk::Result> {
        match self {
            Chain::Icd(sc) => sc.release(indices),
            Chain::Renderer(r) => r.release(indices),
        }
    }

    /// The swapchain's device, through this ICD's functions.
    pub(crate) fn device(&self) -> &ash::Device {
        match self {
            Chain::Icd(sc) => sc.device(),
            Chain::Renderer(r) => r.device(),
        }
    }
}

#[derive(Debug)]
enum Kind {
    Xcb {
        connection: *mut c_void,
        window: u32,
    },
    Xlib {
        display: *mut c_void,
        window: u64,
    },
}

impl Surface {
    fn new(kind: Kind) -> Surface {
        Surface {
            kind,
            query: Mutex::new(None),
            choice: crate::wsi_renderer::Choice::from_env(),
        }
    }

    /// The window's current size.
    ///
    /// # Safety
    /// As [`Surface::window`].
    unsafe fn geometry(&self) -> Result<wsi_ahb::x11::Geometry, vk::Result> {
        let mut q = self.query.lock().unwrap_or_else(|e| e.into_inner());
        if q.is_none() {
            // SAFETY: caller.
            *q = Some(unsafe { self.window() }?);
        }
        let g = q.as_ref().map(wsi_ahb::Window::geometry);
        match g {
            Some(Ok(g)) => Ok(g),
            _ => {
                *q = None;
                Err(vk::Result::ERROR_SURFACE_LOST_KHR)
            }
        }
    }

    /// # Safety
    /// The surface's connection is live (the application's contract for surfaces).
    unsafe fn window(&self) -> Result<wsi_ahb::Window, vk::Result> {
        // SAFETY: caller.
        let w = unsafe {
            match self.kind {
                Kind::Xcb { connection, window } => wsi_ahb::Window::from_xcb(connection, window),
                Kind::Xlib { display, window } => wsi_ahb::Window::from_xlib(display, window),
            }
        };
        w.map_err(|e| {
            tracing::error!("cannot use the surface's window: {e}");
            vk::Result::ERROR_SURFACE_LOST_KHR
        })
    }
}

/// # Safety
/// `surface` is null or a handle from [`vkCreateXcbSurfaceKHR`] / [`vkCreateXlibSurfaceKHR`]
/// not yet destroyed.
pub(crate) unsafe fn surface<'a>(surface: vk::SurfaceKHR) -> Result<&'a Surface, vk::Result> {
    let p = surface.as_raw() as *const Surface;
    // SAFETY: caller.
    unsafe { p.as_ref() }.ok_or(vk::Result::ERROR_SURFACE_LOST_KHR)
}

/// # Safety
/// `swapchain` is null or a handle from [`vkCreateSwapchainKHR`] not yet destroyed.
pub(crate) unsafe fn swapchain<'a>(swapchain: vk::SwapchainKHR) -> Result<&'a Chain, vk::Result> {
    let p = swapchain.as_raw() as *const Chain;
    // SAFETY: caller.
    unsafe { p.as_ref() }.ok_or(vk::Result::ERROR_UNKNOWN)
}

/// device → (its physical device, the queue family of its first queue).
static DEVICES: Mutex<Option<HashMap<u64, (u64, u32)>>> = Mutex::new(None);

/// Remembers what a swapchain of `device` needs: called by `vkCreateDevice`.
pub fn device_created(device: vk::Device, physical: vk::PhysicalDevice, family: u32) {
    DEVICES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_or_insert_with(HashMap::new)
        .insert(device.as_raw(), (physical.as_raw(), family));
}

fn lookup(name: &CStr) -> *const c_void {
    crate::own(name.to_bytes()).cast()
}

/// The ICD's own instance-level functions (they need no instance handle).
fn instance() -> &'static ash::Instance {
    static I: OnceLock<ash::Instance> = OnceLock::new();
    // SAFETY: `lookup` gives this ICD's functions, NULL for unknown names.
    I.get_or_init(|| unsafe { ash::Instance::load_with(lookup, vk::Instance::null()) })
}

/// `vkCreateXcbSurfaceKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkCreateXcbSurfaceKHR(
    _instance: vk::Instance,
    info: *const vk::XcbSurfaceCreateInfoKHR<'static>,
    _allocator: *const vk::AllocationCallbacks<'static>,
    out: *mut vk::SurfaceKHR,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    };
    let s = Surface::new(Kind::Xcb {
        connection: info.connection,
        window: info.window,
    });
    // SAFETY: caller: `out` is writable.
    unsafe { out.write(vk::SurfaceKHR::from_raw(Box::into_raw(Box::new(s)) as u64)) };
    vk::Result::SUCCESS
}

/// `vkCreateXlibSurfaceKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkCreateXlibSurfaceKHR(
    _instance: vk::Instance,
    info: *const vk::XlibSurfaceCreateInfoKHR<'static>,
    _allocator: *const vk::AllocationCallbacks<'static>,
    out: *mut vk::SurfaceKHR,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    };
    let s = Surface::new(Kind::Xlib {
        display: info.dpy,
        window: info.window,
    });
    // SAFETY: caller: `out` is writable.
    unsafe { out.write(vk::SurfaceKHR::from_raw(Box::into_raw(Box::new(s)) as u64)) };
    vk::Result::SUCCESS
}

/// `vkDestroySurfaceKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkDestroySurfaceKHR(
    _instance: vk::Instance,
    surface: vk::SurfaceKHR,
    _allocator: *const vk::AllocationCallbacks<'static>,
) {
    if surface != vk::SurfaceKHR::null() {
        // SAFETY: caller: a surface of ours, destroyed once.
        drop(unsafe { Box::from_raw(surface.as_raw() as *mut Surface) });
    }
}

/// `vkGetPhysicalDeviceSurfaceSupportKHR`: every queue family can present.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceSupportKHR(
    _physical_device: vk::PhysicalDevice,
    _family: u32,
    surface: vk::SurfaceKHR,
    supported: *mut vk::Bool32,
) -> vk::Result {
    // SAFETY: caller.
    try_vk!(unsafe { self::surface(surface) });
    // SAFETY: caller: writable.
    unsafe { supported.write(vk::TRUE) };
    vk::Result::SUCCESS
}

/// `vkGetPhysicalDeviceXcbPresentationSupportKHR`: yes.
#[allow(non_snake_case)]
pub extern "system" fn vkGetPhysicalDeviceXcbPresentationSupportKHR(
    _physical_device: vk::PhysicalDevice,
    _family: u32,
    _connection: *mut c_void,
    _visual: u32,
) -> vk::Bool32 {
    vk::TRUE
}

/// `vkGetPhysicalDeviceXlibPresentationSupportKHR`: yes.
#[allow(non_snake_case)]
pub extern "system" fn vkGetPhysicalDeviceXlibPresentationSupportKHR(
    _physical_device: vk::PhysicalDevice,
    _family: u32,
    _display: *mut c_void,
    _visual: vk::VisualID,
) -> vk::Bool32 {
    vk::TRUE
}

/// Usages a swapchain image can have on `physical_device` (both formats, optimal tiling: the
/// blit path, which every device can take).
/// Asked once per physical device (12 format queries, each a round trip to the renderer), then
/// kept: `vkGetPhysicalDeviceSurfaceCapabilitiesKHR` is called again on every resize.
pub(crate) fn usage(physical_device: vk::PhysicalDevice) -> vk::ImageUsageFlags {
    static KNOWN: Mutex<Option<HashMap<u64, vk::ImageUsageFlags>>> = Mutex::new(None);
    let key = physical_device.as_raw();
    if let Some(&u) = KNOWN
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .as_ref()
        .and_then(|m| m.get(&key))
    {
        return u;
    }
    let u = wsi_ahb::swapchain::FORMATS
        .iter()
        .map(|&f| {
            // SAFETY: a physical device of this ICD, its functions.
            unsafe {
                wsi_ahb::swapchain::supported_usage(
                    instance(),
                    physical_device,
                    f,
                    vk::ImageTiling::OPTIMAL,
                    vk::ImageCreateFlags::empty(),
                )
            }
        })
        .fold(vk::ImageUsageFlags::from_raw(!0), |a, b| a & b);
    KNOWN
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get_or_insert_with(HashMap::new)
        .insert(key, u);
    u
}

/// The swapchain path for `physical_device`, `usage` and `flags`; `VKRELAY_WSI_BLIT=1` forces
/// the blit path (for tests on a CPU device).
fn path(
    physical_device: vk::PhysicalDevice,
    usage: vk::ImageUsageFlags,
    flags: vk::ImageCreateFlags,
) -> wsi_ahb::swapchain::Path {
    if std::env::var_os("VKRELAY_WSI_BLIT").is_some_and(|v| v == "1") {
        return wsi_ahb::swapchain::Path::Blit;
    }
    // SAFETY: a physical device of this ICD, its functions.
    unsafe { wsi_ahb::swapchain::choose_path(instance(), physical_device, usage, flags) }
}

/// `vkGetPhysicalDeviceSurfaceCapabilitiesKHR`: the window's current size, 2 to 8 images.
/// `VK_KHR_swapchain_mutable_format` adds no capability to report.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceCapabilitiesKHR(
    physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    caps: *mut vk::SurfaceCapabilitiesKHR,
) -> vk::Result {
    // SAFETY: caller.
    let s = try_vk!(unsafe { self::surface(surface) });
    // SAFETY: caller: the surface's connection is live.
    let g = try_vk!(unsafe { s.geometry() });
    let extent = vk::Extent2D {
        width: g.width,
        height: g.height,
    };
    let c = vk::SurfaceCapabilitiesKHR {
        min_image_count: offer::MIN_IMAGES,
        max_image_count: offer::MAX_IMAGES,
        current_extent: extent,
        min_image_extent: extent,
        max_image_extent: extent,
        max_image_array_layers: 1,
        supported_transforms: offer::TRANSFORM,
        current_transform: offer::TRANSFORM,
        supported_composite_alpha: offer::COMPOSITE_ALPHA,
        supported_usage_flags: usage(physical_device),
    };
    // SAFETY: caller: writable.
    unsafe { caps.write(c) };
    vk::Result::SUCCESS
}

/// `vkGetPhysicalDeviceSurfaceFormatsKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceFormatsKHR(
    _physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    count: *mut u32,
    formats: *mut vk::SurfaceFormatKHR,
) -> vk::Result {
    // SAFETY: caller.
    try_vk!(unsafe { self::surface(surface) });
    let list = offer::FORMATS.map(|format| vk::SurfaceFormatKHR {
        format,
        color_space: offer::COLOR_SPACE,
    });
    // SAFETY: caller.
    unsafe { crate::answer(&list, count, formats) }
}

/// `vkGetPhysicalDeviceSurfacePresentModesKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfacePresentModesKHR(
    _physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    count: *mut u32,
    modes: *mut vk::PresentModeKHR,
) -> vk::Result {
    // SAFETY: caller.
    try_vk!(unsafe { self::surface(surface) });
    // SAFETY: caller.
    unsafe { crate::answer(&offer::PRESENT_MODES, count, modes) }
}

/// `vkGetPhysicalDevicePresentRectanglesKHR`: the whole window.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetPhysicalDevicePresentRectanglesKHR(
    _physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    count: *mut u32,
    rects: *mut vk::Rect2D,
) -> vk::Result {
    // SAFETY: caller.
    let s = try_vk!(unsafe { self::surface(surface) });
    // SAFETY: caller: the surface's connection is live.
    let g = try_vk!(unsafe { s.geometry() });
    let list = [vk::Rect2D {
        offset: vk::Offset2D::default(),
        extent: vk::Extent2D {
            width: g.width,
            height: g.height,
        },
    }];
    // SAFETY: caller.
    unsafe { crate::answer(&list, count, rects) }
}

/// `vkGetDeviceGroupPresentCapabilitiesKHR`: one device, local presentation.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetDeviceGroupPresentCapabilitiesKHR(
    _device: vk::Device,
    caps: *mut vk::DeviceGroupPresentCapabilitiesKHR<'static>,
) -> vk::Result {
    // SAFETY: caller: a valid output structure.
    let Some(c) = (unsafe { caps.as_mut() }) else {
        return vk::Result::ERROR_UNKNOWN;
    };
    c.present_mask = [0; vk::MAX_DEVICE_GROUP_SIZE];
    c.present_mask[0] = 1;
    c.modes = vk::DeviceGroupPresentModeFlagsKHR::LOCAL;
    vk::Result::SUCCESS
}

/// `vkGetDeviceGroupSurfacePresentModesKHR`: local presentation.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetDeviceGroupSurfacePresentModesKHR(
    _device: vk::Device,
    surface: vk::SurfaceKHR,
    modes: *mut vk::DeviceGroupPresentModeFlagsKHR,
) -> vk::Result {
    // SAFETY: caller.
    try_vk!(unsafe { self::surface(surface) });
    // SAFETY: caller: writable.
    unsafe { modes.write(vk::DeviceGroupPresentModeFlagsKHR::LOCAL) };
    vk::Result::SUCCESS
}

/// `vkCreateSwapchainKHR`: a create info within what `swapchain_info` accepts becomes a
/// `wsi_ahb::Swapchain`; a failure is logged once per reason (`swapchain_info::refuse`).
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkCreateSwapchainKHR(
    device: vk::Device,
    info: *const vk::SwapchainCreateInfoKHR<'static>,
    _allocator: *const vk::AllocationCallbacks<'static>,
    out: *mut vk::SwapchainKHR,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return refuse("no create info", vk::Result::ERROR_INITIALIZATION_FAILED);
    };
    // SAFETY: caller.
    let Ok(s) = (unsafe { surface(info.surface) }) else {
        return refuse("a null surface", vk::Result::ERROR_SURFACE_LOST_KHR);
    };
    let Some((physical, family)) = DEVICES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .as_ref()
        .and_then(|m| m.get(&device.as_raw()).copied())
    else {
        return refuse(
            "a device this ICD did not create",
            vk::Result::ERROR_INITIALIZATION_FAILED,
        );
    };
    let physical = vk::PhysicalDevice::from_raw(physical);
    // SAFETY: caller: a valid create info.
    let accepted = match unsafe { offer::check(info, usage(physical)) } {
        Ok(a) => a,
        Err(why) => return refuse(&why, vk::Result::ERROR_INITIALIZATION_FAILED),
    };
    let mut queue = vk::Queue::null();
    // SAFETY: the device was created with a queue of `family` (recorded by vkCreateDevice).
    unsafe { generated::vkGetDeviceQueue(device, family, 0, &mut queue) };
    let mut memory = vk::PhysicalDeviceMemoryProperties::default();
    // SAFETY: the device's physical device; `memory` is writable.
    unsafe { generated::vkGetPhysicalDeviceMemoryProperties(physical, &mut memory) };
    let families = if info.image_sharing_mode == vk::SharingMode::CONCURRENT
        && !info.p_queue_family_indices.is_null()
    {
        // SAFETY: caller: `queueFamilyIndexCount` indices.
        unsafe {
            std::slice::from_raw_parts(
                info.p_queue_family_indices,
                info.queue_family_index_count as usize,
            )
        }
        .to_vec()
    } else {
        Vec::new()
    };
    let settings = wsi_ahb::Settings {
        format: info.image_format,
        extent: info.image_extent,
        image_count: info
            .min_image_count
            .clamp(offer::MIN_IMAGES, offer::MAX_IMAGES),
        usage: info.image_usage,
        flags: accepted.flags,
        view_formats: accepted.view_formats.clone(),
        sharing_mode: info.image_sharing_mode,
        queue_families: families,
        signal_queue: queue,
        // The renderer shares every host-visible allocation with the ICD.
        export_types: vk::ExternalMemoryHandleTypeFlags::empty(),
        path: path(physical, info.image_usage, accepted.flags),
        present_family: family,
        present_modes: accepted.present_modes.clone(),
    };
    // SAFETY: this ICD's functions for a live device.
    let ash_device = unsafe { ash::Device::load_with(lookup, device) };
    let x_window = match s.kind {
        Kind::Xcb { window, .. } => Some(window),
        Kind::Xlib { window, .. } => u32::try_from(window).ok(),
    };
    if let Some(window) = x_window {
        let request = crate::wsi_renderer::Request {
            info,
            accepted: &accepted,
            image_count: settings.image_count,
            device,
            queue,
            window,
            ash_device: ash_device.clone(),
        };
        match crate::wsi_renderer::create(&s.choice, &request) {
            Some(Ok(remote)) => {
                // SAFETY: caller: `out` is writable.
                unsafe { out.write(boxed(Chain::Renderer(Box::new(remote)))) };
                return vk::Result::SUCCESS;
            }
            // Refused: the surface is now presented here.
            Some(Err(_)) if !s.choice.renderer() => {}
            Some(Err(e)) => return refuse("the renderer's swapchain", e),
            None => {}
        }
    }
    // SAFETY: caller: the surface's connection is live.
    let window = match unsafe { s.window() } {
        Ok(w) => w,
        Err(e) => return refuse("the surface's X11 window cannot be used", e),
    };
    let export = move |m: vk::DeviceMemory| crate::memory::export(device, m);
    // SAFETY: a live device of `physical`; `queue` is one of its queues; the application
    // destroys the swapchain before the device.
    let made =
        unsafe { wsi_ahb::Swapchain::new(ash_device, &memory, &settings, window, Some(&export)) };
    let sc = match made {
        Ok(sc) => sc,
        Err(e) => {
            let why = format!(
                "making {} {:?} images of {}x{} ({:?} path, flags {:?}, view formats {:?})",
                settings.image_count,
                settings.format,
                settings.extent.width,
                settings.extent.height,
                settings.path,
                settings.flags,
                settings.view_formats
            );
            return refuse(&why, e);
        }
    };
    // SAFETY: caller: `out` is writable.
    unsafe { out.write(boxed(Chain::Icd(sc))) };
    vk::Result::SUCCESS
}

/// The handle of a new swapchain.
fn boxed(c: Chain) -> vk::SwapchainKHR {
    vk::SwapchainKHR::from_raw(Box::into_raw(Box::new(c)) as u64)
}

/// `vkDestroySwapchainKHR`: waits for the presentations in flight, then frees the images.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkDestroySwapchainKHR(
    _device: vk::Device,
    swapchain: vk::SwapchainKHR,
    _allocator: *const vk::AllocationCallbacks<'static>,
) {
    if swapchain != vk::SwapchainKHR::null() {
        // SAFETY: caller: a swapchain of ours, destroyed once.
        drop(unsafe { Box::from_raw(swapchain.as_raw() as *mut Chain) });
    }
}

/// `vkGetSwapchainImagesKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetSwapchainImagesKHR(
    _device: vk::Device,
    swapchain: vk::SwapchainKHR,
    count: *mut u32,
    images: *mut vk::Image,
) -> vk::Result {
    // SAFETY: caller.
    let list = match try_vk!(unsafe { self::swapchain(swapchain) }) {
        Chain::Icd(sc) => sc.images(),
        Chain::Renderer(r) => r.images().to_vec(),
    };
    // SAFETY: caller.
    unsafe { crate::answer(&list, count, images) }
}

impl Chain {
    /// `vkAcquireNextImageKHR`.
    fn acquire(
        &self,
        timeout: u64,
        semaphore: vk::Semaphore,
        fence: vk::Fence,
    ) -> Result<(u32, bool), vk::Result> {
        match self {
            Chain::Icd(sc) => sc.acquire(timeout, semaphore, fence),
            Chain::Renderer(r) => r.acquire(timeout, semaphore, fence),
        }
    }
}

fn acquired(r: Result<(u32, bool), vk::Result>, index: *mut u32) -> vk::Result {
    match r {
        Ok((i, suboptimal)) => {
            // SAFETY: the application's output pointer (checked non-null by the callers).
            unsafe { index.write(i) };
            if suboptimal {
                vk::Result::SUBOPTIMAL_KHR
            } else {
                vk::Result::SUCCESS
            }
        }
        Err(e) => e,
    }
}

/// `vkAcquireNextImageKHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkAcquireNextImageKHR(
    _device: vk::Device,
    swapchain: vk::SwapchainKHR,
    timeout: u64,
    semaphore: vk::Semaphore,
    fence: vk::Fence,
    index: *mut u32,
) -> vk::Result {
    // SAFETY: caller.
    let sc = try_vk!(unsafe { self::swapchain(swapchain) });
    if index.is_null() {
        return vk::Result::ERROR_UNKNOWN;
    }
    tracing::trace!(timeout, "vkAcquireNextImageKHR");
    let r = acquired(sc.acquire(timeout, semaphore, fence), index);
    tracing::trace!(result = ?r, "vkAcquireNextImageKHR returned");
    r
}

/// `vkAcquireNextImage2KHR`.
///
/// # Safety
/// Vulkan's rules for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkAcquireNextImage2KHR(
    _device: vk::Device,
    info: *const vk::AcquireNextImageInfoKHR<'static>,
    index: *mut u32,
) -> vk::Result {
    // SAFETY: caller.
    let Some(info) = (unsafe { info.as_ref() }) else {
        return vk::Result::ERROR_UNKNOWN;
    };
    // SAFETY: caller.
    let sc = try_vk!(unsafe { self::swapchain(info.swapchain) });
    if index.is_null() {
        return vk::Result::ERROR_UNKNOWN;
    }
    acquired(sc.acquire(info.timeout, info.semaphore, info.fence), index)
}
