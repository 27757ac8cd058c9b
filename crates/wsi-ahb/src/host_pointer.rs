//! [`WindowImport`] for a host whose windows' pixels are plain memory of this process: the
//! host's buffer value ([`crate::hosted::WindowHost::buffer`]) is the address of the window's
//! pixels, `width × height × 4` bytes in rows of `width × 4` bytes, in BGRA or RGBA byte
//! order as asked. A desktop frontend that owns its windows' pixels (a Java stand-in of
//! Winlator's component, an emulator's own window system) hands them out this way.
//!
//! The pixels are imported through `VK_EXT_external_memory_host`
//! (`VkImportMemoryHostPointerInfoEXT`) as the memory of a `LINEAR` image, which the hosted
//! swapchain copies into. The rules:
//!
//! - the address is a multiple of the device's `minImportedHostPointerAlignment` (a page on
//!   every driver seen), and the memory it starts stays valid up to the next multiple of
//!   that alignment past `width × height × 4` bytes (the import covers whole alignment
//!   units: memory the host got from `mmap` or a page-aligned allocator of whole pages);
//! - the driver's rows of a linear image of that width are exactly `width × 4` bytes apart,
//!   and the image starts at offset 0; a driver that pads its rows cannot copy into the
//!   host's pixels as they are, and the import is refused (logged);
//! - the memory type is one that `vkGetMemoryHostPointerPropertiesEXT` allows for the
//!   address and the image allows, host-coherent where there is one.
//!
//! Nothing else reads the buffer on the device, so the import is not foreign; the host reads
//! the pixels with its CPU once told to show them (the copy makes its writes visible to the
//! host before its fence signals).
//!
//! The device must have `VK_EXT_external_memory_host` enabled; its physical device is asked
//! for its properties through `vkGetPhysicalDeviceProperties2` (Vulkan 1.1).

use ash::vk;

use crate::hosted::{WindowImage, WindowImport};

/// Imports a host's window pixels from this process's memory (see the module docs).
pub struct HostPointerImport {
    fns: ash::ext::external_memory_host::Device,
    /// `minImportedHostPointerAlignment`.
    alignment: u64,
    memory: vk::PhysicalDeviceMemoryProperties,
    /// The linear-tiling features of `B8G8R8A8_UNORM` and `R8G8B8A8_UNORM`.
    features: [vk::FormatFeatureFlags; 2],
}

impl std::fmt::Debug for HostPointerImport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostPointerImport")
            .field("alignment", &self.alignment)
            .finish_non_exhaustive()
    }
}

/// The byte order's format: `B8G8R8A8_UNORM` where `bgra`, else `R8G8B8A8_UNORM`.
fn format_of(bgra: bool) -> vk::Format {
    if bgra {
        vk::Format::B8G8R8A8_UNORM
    } else {
        vk::Format::R8G8B8A8_UNORM
    }
}

/// The bytes the import covers for a window of `size`: `width × height × 4` rounded up to
/// `alignment` (a power of two, or 0 for none); `None` when that does not fit in 64 bits or
/// the window has no pixels.
pub fn import_size(size: vk::Extent2D, alignment: u64) -> Option<u64> {
    let bytes = u64::from(size.width)
        .checked_mul(u64::from(size.height))?
        .checked_mul(4)?;
    if bytes == 0 {
        return None;
    }
    match alignment {
        0 | 1 => Some(bytes),
        a => bytes.checked_next_multiple_of(a),
    }
}

/// Whether a linear image's subresource layout is the host's: rows of `width × 4` bytes from
/// offset 0.
pub fn layout_matches(layout: &vk::SubresourceLayout, width: u32) -> bool {
    layout.offset == 0 && layout.row_pitch == u64::from(width) * 4
}

impl HostPointerImport {
    /// The import for `device`, a device of `physical`.
    ///
    /// # Safety
    /// `device` belongs to `instance` (an instance of Vulkan 1.1 or more) and was created on
    /// `physical` with `VK_EXT_external_memory_host` enabled.
    pub unsafe fn new(
        instance: &ash::Instance,
        physical: vk::PhysicalDevice,
        device: &ash::Device,
    ) -> HostPointerImport {
        let mut host = vk::PhysicalDeviceExternalMemoryHostPropertiesEXT::default();
        let mut props = vk::PhysicalDeviceProperties2::default().push_next(&mut host);
        // SAFETY: caller: a 1.1 instance that owns `physical`; the chain is made of live
        // locals.
        unsafe { instance.get_physical_device_properties2(physical, &mut props) };
        let alignment = host.min_imported_host_pointer_alignment;
        let features = [true, false].map(|bgra| {
            // SAFETY: as above.
            unsafe { instance.get_physical_device_format_properties(physical, format_of(bgra)) }
                .linear_tiling_features
        });
        HostPointerImport {
            fns: ash::ext::external_memory_host::Device::new(instance, device),
            alignment,
            // SAFETY: as above.
            memory: unsafe { instance.get_physical_device_memory_properties(physical) },
            features,
        }
    }

    /// The smallest alignment the device imports host memory at.
    pub fn alignment(&self) -> u64 {
        self.alignment
    }

    /// The memory type for the import: allowed by both masks, host-coherent where one is.
    fn memory_type(&self, bits: u32) -> Option<u32> {
        let types = || (0..self.memory.memory_type_count).filter(|&i| bits & (1 << i) != 0);
        types()
            .find(|&i| {
                self.memory.memory_types[i as usize]
                    .property_flags
                    .contains(vk::MemoryPropertyFlags::HOST_COHERENT)
            })
            .or_else(|| types().next())
    }
}

/// What copies and blits into an imported window need of its format.
const NEEDED: vk::FormatFeatureFlags = vk::FormatFeatureFlags::from_raw(
    vk::FormatFeatureFlags::TRANSFER_DST.as_raw() | vk::FormatFeatureFlags::BLIT_DST.as_raw(),
);

/// Logs why the window's pixels cannot be imported; the error for it.
fn refuse(why: &str, r: vk::Result) -> vk::Result {
    tracing::error!("the host's window pixels cannot be imported: {why}");
    r
}

impl WindowImport for HostPointerImport {
    unsafe fn import(
        &self,
        device: &ash::Device,
        buffer: u64,
        bgra: bool,
        size: vk::Extent2D,
    ) -> Result<WindowImage, vk::Result> {
        let invalid = vk::Result::ERROR_INVALID_EXTERNAL_HANDLE;
        if buffer == 0 || (self.alignment > 1 && buffer % self.alignment != 0) {
            return Err(refuse(
                &format!(
                    "address {buffer:#x} is not a multiple of {:#x}",
                    self.alignment
                ),
                invalid,
            ));
        }
        let Some(bytes) = import_size(size, self.alignment) else {
            return Err(refuse(
                &format!("a window of {}x{}", size.width, size.height),
                invalid,
            ));
        };
        let format = format_of(bgra);
        if !self.features[usize::from(!bgra)].contains(NEEDED) {
            return Err(refuse(
                &format!("the driver cannot copy into linear {format:?} images"),
                vk::Result::ERROR_FORMAT_NOT_SUPPORTED,
            ));
        }
        let ptr = buffer as usize as *mut std::ffi::c_void;
        let handle = vk::ExternalMemoryHandleTypeFlags::HOST_ALLOCATION_EXT;
        let mut host = vk::MemoryHostPointerPropertiesEXT::default();
        // SAFETY: the extension is enabled (`new`); caller: `ptr` is the host's live, aligned
        // (checked) memory.
        unsafe {
            (self.fns.fp().get_memory_host_pointer_properties_ext)(
                device.handle(),
                handle,
                ptr,
                &mut host,
            )
            .result()?
        };
        let mut external = vk::ExternalMemoryImageCreateInfo::default().handle_types(handle);
        let info = vk::ImageCreateInfo::default()
            .push_next(&mut external)
            .image_type(vk::ImageType::TYPE_2D)
            .format(format)
            .extent(vk::Extent3D {
                width: size.width,
                height: size.height,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::LINEAR)
            .usage(vk::ImageUsageFlags::TRANSFER_DST)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        // SAFETY: a live device with the extension; valid create infos; the image is destroyed
        // on every failure below.
        unsafe {
            let image = device.create_image(&info, None)?;
            let fail = |why: &str, r: vk::Result| {
                device.destroy_image(image, None);
                Err(refuse(why, r))
            };
            let layout = device.get_image_subresource_layout(
                image,
                vk::ImageSubresource::default().aspect_mask(vk::ImageAspectFlags::COLOR),
            );
            if !layout_matches(&layout, size.width) {
                return fail(
                    &format!(
                        "the driver's linear rows are {} bytes apart from offset {}, the host's \
                         {} from 0",
                        layout.row_pitch,
                        layout.offset,
                        u64::from(size.width) * 4
                    ),
                    vk::Result::ERROR_FORMAT_NOT_SUPPORTED,
                );
            }
            let req = device.get_image_memory_requirements(image);
            if req.size > bytes {
                return fail(
                    &format!("the image needs {} bytes, the import has {bytes}", req.size),
                    invalid,
                );
            }
            let Some(ty) = self.memory_type(host.memory_type_bits & req.memory_type_bits) else {
                return fail(
                    &format!(
                        "no memory type both imports the address ({:#x}) and holds the image \
                         ({:#x})",
                        host.memory_type_bits, req.memory_type_bits
                    ),
                    invalid,
                );
            };
            let mut import = vk::ImportMemoryHostPointerInfoEXT::default()
                .handle_type(handle)
                .host_pointer(ptr);
            let alloc = vk::MemoryAllocateInfo::default()
                .push_next(&mut import)
                .allocation_size(bytes)
                .memory_type_index(ty);
            let memory = match device.allocate_memory(&alloc, None) {
                Ok(m) => m,
                Err(e) => return fail("vkAllocateMemory (import host pointer) failed", e),
            };
            if let Err(e) = device.bind_image_memory(image, memory, 0) {
                device.free_memory(memory, None);
                return fail("vkBindImageMemory failed", e);
            }
            Ok(WindowImage {
                image,
                memory,
                extent: size,
                format,
            })
        }
    }

    unsafe fn release(&self, device: &ash::Device, image: WindowImage) {
        // SAFETY: caller: ours and idle. The host keeps its pixels; freeing the memory only
        // ends the device's use of them.
        unsafe {
            device.destroy_image(image.image, None);
            device.free_memory(image.memory, None);
        }
    }

    fn foreign(&self) -> bool {
        false
    }

    fn takes_bgra(&self) -> bool {
        self.features[0].contains(NEEDED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: u32, height: u32) -> vk::Extent2D {
        vk::Extent2D { width, height }
    }

    #[test]
    fn the_import_covers_whole_alignment_units() {
        assert_eq!(import_size(size(64, 32), 4096), Some(8192));
        assert_eq!(import_size(size(96, 64), 4096), Some(24576));
        assert_eq!(import_size(size(10, 10), 4096), Some(4096));
        assert_eq!(import_size(size(10, 10), 0), Some(400));
        assert_eq!(import_size(size(0, 10), 4096), None);
        assert_eq!(import_size(size(u32::MAX, u32::MAX), 4096), None);
    }

    #[test]
    fn only_tight_rows_from_offset_zero_match() {
        let l = |offset, row_pitch| vk::SubresourceLayout {
            offset,
            row_pitch,
            ..Default::default()
        };
        assert!(layout_matches(&l(0, 256), 64));
        assert!(!layout_matches(&l(0, 512), 64));
        assert!(!layout_matches(&l(64, 256), 64));
    }
}
