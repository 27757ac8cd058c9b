//! Swapchains presented into the windows of a host that embeds the renderer
//! ([`Hosting`]): Winlator's X server, whose windows each keep their pixels in one buffer
//! that its Java component hands out (`libvortekrenderer.so` gives the renderer that
//! component), or any frontend that owns its windows' pixels in this process.
//!
//! With hosting set, `vkCreateSwapchainKHR` for a surface the ICD forwards makes a
//! [`wsi_ahb::hosted::HostedSwapchain`] for the surface's X11 window (the host's window id)
//! instead of connecting to an X display: its own images, each presentation copied by the
//! device into the host's buffer for the window and shown once the copy ended.
//!
//! - **Device.** The client's devices are created with the import's extensions
//!   ([`Import::extensions`]) where the driver has them, without telling the client. A
//!   device without those it cannot do without ([`Import::required`]), or whose import
//!   cannot be set up, has its swapchains refused ([`vk_wire::present::REFUSED`], logged
//!   once per device): the ICD presents them.
//! - **Refusal.** A window the host does not know (no size, or 0×0), no buffer for it, or a
//!   buffer the import cannot take is refused as well.
//! - **Presentations** carry their present ids ([`vk_wire::present::SWAPCHAIN_WAIT`] waits
//!   for them to be shown) and their present fences (signalled by an empty submission after
//!   the copy, on the same queue); a present mode outside those the swapchain was made for
//!   is refused (`VK_ERROR_OUT_OF_DATE_KHR`, logged), as for the shown swapchains. The
//!   copies run on the queue family of the queue named at creation; a presentation from a
//!   queue of another family fails (`VK_ERROR_SURFACE_LOST_KHR`, logged).
//!   Screenshots of a capture are not taken for hosted swapchains.

use std::collections::HashMap;
use std::ffi::CStr;
use std::sync::Arc;

use ash::vk::{self, Handle};
use vk_wire::present::{self as wire, Create};
use wsi_ahb::hosted::{HostedSettings, HostedSwapchain, WindowHost, WindowImport};

use super::{Context, Entry, Kind, Swapchains};
use crate::objects::bad;
use crate::session::SessionError;

/// How the host's buffers become images of the client's device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Import {
    /// The buffer is the address of the window's pixels in this process
    /// ([`wsi_ahb::host_pointer`], `VK_EXT_external_memory_host`).
    HostPointer,
    /// The buffer is an `AHardwareBuffer*` ([`wsi_ahb::ahb::window`],
    /// `VK_ANDROID_external_memory_android_hardware_buffer`).
    HardwareBuffer,
}

/// `VK_ANDROID_external_memory_android_hardware_buffer` and what it requires.
const HARDWARE_BUFFER: &[&CStr] = &[
    ash::android::external_memory_android_hardware_buffer::NAME,
    ash::ext::queue_family_foreign::NAME,
    ash::khr::external_memory::NAME,
    ash::khr::sampler_ycbcr_conversion::NAME,
    ash::khr::dedicated_allocation::NAME,
    ash::khr::get_memory_requirements2::NAME,
    ash::khr::bind_memory2::NAME,
    ash::khr::maintenance1::NAME,
];

/// `VK_EXT_external_memory_host` and what it requires.
const HOST_POINTER: &[&CStr] = &[
    ash::ext::external_memory_host::NAME,
    ash::khr::external_memory::NAME,
];

impl Import {
    /// This platform's: AHardwareBuffers on Android, host pointers elsewhere.
    pub fn for_platform() -> Import {
        if cfg!(target_os = "android") {
            Import::HardwareBuffer
        } else {
            Import::HostPointer
        }
    }

    /// The device extensions the import needs, enabled where the driver has them: the
    /// import's own ([`Import::required`]), then what they require, which Vulkan 1.1 devices
    /// (the only ones the renderer adds extensions to) have as core.
    pub fn extensions(self) -> &'static [&'static CStr] {
        match self {
            Import::HostPointer => HOST_POINTER,
            Import::HardwareBuffer => HARDWARE_BUFFER,
        }
    }

    /// Those of [`Import::extensions`] without which the import cannot be made.
    pub fn required(self) -> &'static [&'static CStr] {
        match self {
            Import::HostPointer => &HOST_POINTER[..1],
            Import::HardwareBuffer => &HARDWARE_BUFFER[..2],
        }
    }

    /// The import for a device created with [`Import::extensions`].
    ///
    /// # Safety
    /// `device` belongs to `instance` (Vulkan 1.1) and was created on `physical` with the
    /// import's extensions enabled.
    unsafe fn make(
        self,
        instance: &ash::Instance,
        physical: vk::PhysicalDevice,
        device: &ash::Device,
    ) -> Result<Arc<dyn WindowImport>, String> {
        match self {
            // SAFETY: caller.
            Import::HostPointer => Ok(Arc::new(unsafe {
                wsi_ahb::host_pointer::HostPointerImport::new(instance, physical, device)
            })),
            Import::HardwareBuffer => {
                // SAFETY: caller: the device has the AHardwareBuffer and foreign-queue
                // extensions enabled.
                unsafe { wsi_ahb::ahb::window::AhbImport::new(instance, physical, device) }
                    .map(|i| Arc::new(i) as Arc<dyn WindowImport>)
                    .map_err(|e| e.to_string())
            }
        }
    }
}

/// Presenting into an embedding host's windows: the host and how its buffers are imported.
/// Given to [`crate::client::serve_connection_hosted`]; every client of those connections
/// presents its renderer-owned swapchains into the host's windows.
#[derive(Clone)]
pub struct Hosting {
    /// The host of the windows.
    pub host: Arc<dyn WindowHost>,
    /// How its buffers are imported.
    pub import: Import,
}

impl std::fmt::Debug for Hosting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hosting")
            .field("import", &self.import)
            .finish_non_exhaustive()
    }
}

/// The hosting of one client's swapchains: what each device can import.
pub(super) struct Hosts {
    pub(super) hosting: Hosting,
    /// By device (raw handle): whether it has the import's extensions, and its import once
    /// made (the first swapchain makes it).
    devices: HashMap<u64, Device>,
}

enum Device {
    /// Created with the extensions; no swapchain yet.
    Ready,
    /// Its import.
    Import(Arc<dyn WindowImport>),
    /// No hosted swapchains on it (logged once).
    Refused,
}

/// A swapchain presented into the host's window.
pub(super) struct Hosted {
    pub(super) chain: HostedSwapchain,
    /// The client's device, for present fences and screenshots.
    pub(super) device: ash::Device,
    /// The images' format and size (for screenshots).
    pub(super) format: vk::Format,
    pub(super) extent: vk::Extent2D,
    /// The queue family its copies are recorded for (the creation queue's).
    family: u32,
    /// The present modes it was made for.
    modes: Vec<vk::PresentModeKHR>,
}

impl Hosted {
    /// `vkQueuePresentKHR` on `queue`, of queue family `family`: the copy waits for
    /// `waits`; the present fence (if any) signals after the copy. The copies are recorded
    /// for the family of the queue the swapchain was made with: a queue of another family is
    /// refused (`VK_ERROR_SURFACE_LOST_KHR`, logged).
    pub(super) fn present(
        &self,
        queue: vk::Queue,
        family: Option<u32>,
        waits: &[vk::Semaphore],
        index: u32,
        extra: &wsi_ahb::present::Extra,
    ) -> Result<bool, vk::Result> {
        if family != Some(self.family) {
            tracing::error!(
                "vkQueuePresentKHR: a queue of family {family:?}; the hosted swapchain presents \
                 from family {} only",
                self.family
            );
            return Err(vk::Result::ERROR_SURFACE_LOST_KHR);
        }
        if let Some(m) = extra.mode
            && !self.modes.contains(&m)
        {
            tracing::error!(
                "vkQueuePresentKHR: present mode {m:?} is not one the swapchain was made for \
                 ({:?})",
                self.modes
            );
            return Err(vk::Result::ERROR_OUT_OF_DATE_KHR);
        }
        let r = self.chain.present_id(queue, waits, index, extra.id);
        if r.is_ok() && extra.fence != vk::Fence::null() {
            // SAFETY: the client's queue and fence (translated by the caller); an empty
            // submission after the copy's on the same queue signals once the copy ended.
            unsafe { self.device.queue_submit(queue, &[], extra.fence)? };
        }
        r
    }
}

impl Hosts {
    pub(super) fn new(hosting: Hosting) -> Hosts {
        Hosts {
            hosting,
            devices: HashMap::new(),
        }
    }

    /// A device was created with the extensions `enabled` of the import's.
    pub(super) fn device_created(&mut self, device: u64, enabled: &[&CStr]) {
        let required = self.hosting.import.required();
        let ready = required.iter().all(|e| enabled.contains(e));
        if !ready {
            tracing::warn!(
                extensions = ?required,
                "the driver lacks the extensions that import the host's windows: the \
                 device's swapchains are presented by the ICD"
            );
        }
        self.devices.insert(
            device,
            if ready {
                Device::Ready
            } else {
                Device::Refused
            },
        );
    }

    /// The device is gone.
    pub(super) fn device_gone(&mut self, device: u64) {
        self.devices.remove(&device);
    }

    /// The import of `device`, made at its first swapchain; `None` when it has none.
    ///
    /// # Safety
    /// `device` is a live device of `inst` on `physical`.
    unsafe fn import(
        &mut self,
        inst: &ash::Instance,
        physical: vk::PhysicalDevice,
        device: &ash::Device,
    ) -> Option<Arc<dyn WindowImport>> {
        let kind = self.hosting.import;
        let d = self.devices.get_mut(&device.handle().as_raw())?;
        match d {
            Device::Import(i) => Some(Arc::clone(i)),
            Device::Refused => None,
            Device::Ready => {
                // SAFETY: caller; `Ready` means it was made with the import's extensions.
                match unsafe { kind.make(inst, physical, device) } {
                    Ok(i) => {
                        *d = Device::Import(Arc::clone(&i));
                        Some(i)
                    }
                    Err(e) => {
                        tracing::warn!(
                            "the host's windows cannot be imported on this device ({e}): its \
                             swapchains are presented by the ICD"
                        );
                        *d = Device::Refused;
                        None
                    }
                }
            }
        }
    }
}

impl Swapchains {
    /// The swapchains of a client whose renderer-owned swapchains are presented into
    /// `hosting`'s windows.
    pub fn hosted(hosting: Hosting) -> Swapchains {
        Swapchains {
            hosts: Some(Box::new(Hosts::new(hosting))),
            ..Swapchains::default()
        }
    }

    /// The device extensions the client's devices get for the hosted swapchains (none
    /// without hosting).
    pub(crate) fn hosting_extensions(&self) -> &'static [&'static CStr] {
        self.hosts
            .as_ref()
            .map_or(&[], |h| h.hosting.import.extensions())
    }

    /// The client's `device` (raw handle) was created, with `enabled` of the hosting's
    /// extensions ([`Swapchains::hosting_extensions`]).
    pub(crate) fn device_created(&mut self, device: u64, enabled: &[&CStr]) {
        if let Some(h) = &mut self.hosts {
            h.device_created(device, enabled);
        }
    }

    /// `vkCreateSwapchainKHR` into the host's window `c.window`: the reply's words.
    ///
    /// # Safety
    /// `inst` is the client's live instance, which owns `physical`, the physical device of
    /// `device` (raw handle); `queue` (raw) is a queue of `device`; the image ids of `c` are
    /// reserved and distinct.
    #[allow(clippy::too_many_arguments)]
    pub(super) unsafe fn create_hosted(
        &mut self,
        cx: &mut Context<'_>,
        inst: &ash::Instance,
        physical: vk::PhysicalDevice,
        device: u64,
        queue: u64,
        c: &Create,
        usage: vk::ImageUsageFlags,
        flags: vk::ImageCreateFlags,
    ) -> Result<Vec<u64>, SessionError> {
        let refused = || {
            vec![
                wire::result_word(vk::Result::ERROR_INITIALIZATION_FAILED),
                wire::REFUSED,
            ]
        };
        let Some(hosts) = self.hosts.as_deref_mut() else {
            return Ok(refused());
        };
        let Some(family) = (cx.family_of)(queue) else {
            return Err(bad("SwapchainCreate: a queue without a family").into());
        };
        let format = vk::Format::from_raw(c.format);
        if !wsi_ahb::hosted::FORMATS.contains(&format) {
            tracing::warn!(
                ?format,
                "a hosted swapchain has B8G8R8A8 or R8G8B8A8 images: the ICD presents it"
            );
            return Ok(refused());
        }
        // The images' size and usage were checked in `Swapchains::create` (`check_images`).
        // SAFETY: caller: a live device of `inst`.
        let ash_device = unsafe { ash::Device::load(inst.fp_v1_0(), vk::Device::from_raw(device)) };
        // SAFETY: as above; the device's physical device is `physical`.
        let Some(import) = (unsafe { hosts.import(inst, physical, &ash_device) }) else {
            return Ok(refused());
        };
        let host = Arc::clone(&hosts.hosting.host);
        // SAFETY: caller.
        let memory = unsafe { inst.get_physical_device_memory_properties(physical) };
        let settings = HostedSettings {
            window: c.window,
            format,
            extent: vk::Extent2D {
                width: c.width,
                height: c.height,
            },
            image_count: c.images.len() as u32,
            usage,
            flags,
            view_formats: c
                .view_formats
                .iter()
                .map(|&f| vk::Format::from_raw(f))
                .collect(),
            // BGRA pixels, as the images mostly are (a copy, not a blit), where the driver
            // says it imports them; the swapchain asks again in RGBA if the import fails.
            bgra_buffer: import.takes_bgra(),
            family,
            signal_queue: vk::Queue::from_raw(queue),
        };
        // Made at the renderer's priority, as the shown swapchains are: the present thread
        // inherits it.
        let made = {
            let settings = settings.clone();
            let device = ash_device.clone();
            // SAFETY: a live device of `physical`; `queue` is one of its queues of `family`;
            // the swapchain is dropped before the device is destroyed (`device_gone`); the
            // import is the device's.
            crate::starve::at_renderer_priority(move || unsafe {
                HostedSwapchain::new(device, &memory, &settings, host, import)
            })
        };
        let chain = match made {
            Ok(chain) => chain,
            Err(r) => {
                tracing::warn!(
                    window = c.window,
                    "cannot present into the host's window ({r}): the ICD presents it"
                );
                return Ok(refused());
            }
        };
        let images: Vec<u64> = chain.images().iter().map(|i| i.as_raw()).collect();
        for (&id, &raw) in c.images.iter().zip(&images) {
            // The ids were reserved by the caller and are distinct.
            cx.objects.insert(vk::ObjectType::IMAGE, id, raw)?;
        }
        tracing::info!(
            window = c.window,
            images = images.len(),
            width = c.width,
            height = c.height,
            "the renderer presents the client's swapchain into the host's window"
        );
        self.gone.swapchains += 1;
        self.entries.insert(
            c.swapchain,
            Entry {
                device,
                images,
                kind: Kind::Hosted(Box::new(Hosted {
                    chain,
                    device: ash_device,
                    format,
                    extent: settings.extent,
                    family,
                    modes: c
                        .modes
                        .iter()
                        .map(|&m| vk::PresentModeKHR::from_raw(m))
                        .collect(),
                })),
            },
        );
        Ok(vec![wire::result_word(vk::Result::SUCCESS), 0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_import_requires_its_own_extensions_and_enables_their_dependencies() {
        assert_eq!(
            Import::HostPointer.required(),
            [ash::ext::external_memory_host::NAME]
        );
        assert_eq!(
            Import::HardwareBuffer.required(),
            [
                ash::android::external_memory_android_hardware_buffer::NAME,
                ash::ext::queue_family_foreign::NAME
            ]
        );
        for i in [Import::HostPointer, Import::HardwareBuffer] {
            assert!(i.required().iter().all(|e| i.extensions().contains(e)));
        }
        let platform = if cfg!(target_os = "android") {
            Import::HardwareBuffer
        } else {
            Import::HostPointer
        };
        assert_eq!(Import::for_platform(), platform);
    }
}
