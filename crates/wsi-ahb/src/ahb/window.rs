//! [`WindowImport`] for the AHardwareBuffers a window host hands out (Winlator's
//! `getWindowHardwareBuffer`): each is imported through
//! `VK_ANDROID_external_memory_android_hardware_buffer` as an image bound to a dedicated
//! allocation (the specification requires one for every AHardwareBuffer imported as an
//! image), with the format the driver reports for it; the host's compositor reads it, so it
//! is foreign (`VK_EXT_queue_family_foreign`).
//!
//! The device must have both extensions enabled (and what they require); [`AhbImport::new`]
//! is given their function pointers through the device. Which format the host's buffer is
//! imported as is [`import_format`]'s choice, unit-tested here; the import itself runs only on
//! Android.

use std::ffi::c_void;

use ash::vk;

use super::Error;
use super::ndk::Ndk;
use crate::hosted::{WindowImage, WindowImport};

/// The format to import a host's buffer as, from what the driver reports for it
/// (`VkAndroidHardwareBufferFormatPropertiesANDROID`): `B8G8R8A8_UNORM` or `R8G8B8A8_UNORM`
/// with the features a copy (or blit) into it needs. A buffer the driver describes only by an
/// external format (`UNDEFINED`) cannot be written by copies, and is refused.
pub fn import_format(
    format: vk::Format,
    features: vk::FormatFeatureFlags,
) -> Result<vk::Format, &'static str> {
    match format {
        vk::Format::B8G8R8A8_UNORM | vk::Format::R8G8B8A8_UNORM => {}
        vk::Format::UNDEFINED => {
            return Err("the driver knows the window's buffer only by an external format");
        }
        _ => return Err("the window's buffer is neither B8G8R8A8 nor R8G8B8A8"),
    }
    let needed = vk::FormatFeatureFlags::TRANSFER_DST | vk::FormatFeatureFlags::BLIT_DST;
    if !features.contains(needed) {
        return Err("the driver cannot copy into the window's buffer");
    }
    Ok(format)
}

/// Imports a window host's AHardwareBuffers (see the module docs).
pub struct AhbImport {
    fns: ash::android::external_memory_android_hardware_buffer::Device,
    ndk: Ndk,
    /// The driver reports `B8G8R8A8_UNORM` AHardwareBuffers importable as images that copies
    /// write ([`WindowImport::takes_bgra`]).
    bgra: bool,
}

impl std::fmt::Debug for AhbImport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AhbImport")
    }
}

impl AhbImport {
    /// Loads `libnativewindow.so` and the extension's functions of `device`, and asks the
    /// driver whether it imports BGRA buffers.
    ///
    /// # Safety
    /// `device` belongs to `instance` (Vulkan 1.1) and was created on `physical` with
    /// `VK_ANDROID_external_memory_android_hardware_buffer` and `VK_EXT_queue_family_foreign`
    /// enabled.
    pub unsafe fn new(
        instance: &ash::Instance,
        physical: vk::PhysicalDevice,
        device: &ash::Device,
    ) -> Result<AhbImport, Error> {
        // SAFETY: caller.
        let bgra = unsafe {
            super::plan::imports(
                instance,
                physical,
                vk::Format::B8G8R8A8_UNORM,
                vk::ImageUsageFlags::TRANSFER_DST,
                vk::ImageCreateFlags::empty(),
                &[],
            )
        };
        Ok(AhbImport {
            fns: ash::android::external_memory_android_hardware_buffer::Device::new(
                instance, device,
            ),
            ndk: Ndk::load()?,
            bgra,
        })
    }
}

impl WindowImport for AhbImport {
    unsafe fn import(
        &self,
        device: &ash::Device,
        buffer: u64,
        _bgra: bool,
        _size: vk::Extent2D,
    ) -> Result<WindowImage, vk::Result> {
        let ahb = buffer as usize as *mut vk::AHardwareBuffer;
        let mut fmt = vk::AndroidHardwareBufferFormatPropertiesANDROID::default();
        let mut props = vk::AndroidHardwareBufferPropertiesANDROID::default().push_next(&mut fmt);
        // SAFETY: caller: a live buffer of the host; the extension is enabled (`new`).
        unsafe {
            self.fns
                .get_android_hardware_buffer_properties(ahb, &mut props)?
        };
        let (size, bits) = (props.allocation_size, props.memory_type_bits);
        let format = import_format(fmt.format, fmt.format_features).map_err(|why| {
            tracing::error!(format = ?fmt.format, "the window's buffer cannot be presented into: {why}");
            vk::Result::ERROR_FORMAT_NOT_SUPPORTED
        })?;
        // SAFETY: a live buffer (caller).
        let desc = unsafe { self.ndk.describe_ptr(ahb.cast::<c_void>().cast_const()) };
        let extent = vk::Extent2D {
            width: desc.width,
            height: desc.height,
        };
        let mut external = vk::ExternalMemoryImageCreateInfo::default()
            .handle_types(vk::ExternalMemoryHandleTypeFlags::ANDROID_HARDWARE_BUFFER_ANDROID);
        let info = vk::ImageCreateInfo::default()
            .push_next(&mut external)
            .image_type(vk::ImageType::TYPE_2D)
            .format(format)
            .extent(vk::Extent3D {
                width: extent.width,
                height: extent.height,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(vk::ImageUsageFlags::TRANSFER_DST)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        // SAFETY: a live device with the extension; valid create infos; the image is
        // destroyed on every failure below.
        unsafe {
            let image = device.create_image(&info, None)?;
            let Some(ty) = (0..32).find(|i| bits & (1 << i) != 0) else {
                device.destroy_image(image, None);
                return Err(vk::Result::ERROR_INVALID_EXTERNAL_HANDLE);
            };
            let mut import = vk::ImportAndroidHardwareBufferInfoANDROID::default().buffer(ahb);
            let mut dedicated = vk::MemoryDedicatedAllocateInfo::default().image(image);
            let alloc = vk::MemoryAllocateInfo::default()
                .push_next(&mut import)
                .push_next(&mut dedicated)
                .allocation_size(size)
                .memory_type_index(ty);
            let memory = match device.allocate_memory(&alloc, None) {
                Ok(m) => m,
                Err(e) => {
                    device.destroy_image(image, None);
                    return Err(e);
                }
            };
            if let Err(e) = device.bind_image_memory(image, memory, 0) {
                device.destroy_image(image, None);
                device.free_memory(memory, None);
                return Err(e);
            }
            Ok(WindowImage {
                image,
                memory,
                extent,
                format,
            })
        }
    }

    unsafe fn release(&self, device: &ash::Device, image: WindowImage) {
        // SAFETY: caller: ours and idle. The import took its own reference to the buffer,
        // which freeing the memory gives back; the host keeps its own.
        unsafe {
            device.destroy_image(image.image, None);
            device.free_memory(image.memory, None);
        }
    }

    fn foreign(&self) -> bool {
        true
    }

    fn takes_bgra(&self) -> bool {
        self.bgra
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_buffer_is_imported_in_its_own_format_if_copies_can_write_it() {
        let copy = vk::FormatFeatureFlags::TRANSFER_DST | vk::FormatFeatureFlags::BLIT_DST;
        assert_eq!(
            import_format(vk::Format::B8G8R8A8_UNORM, copy),
            Ok(vk::Format::B8G8R8A8_UNORM)
        );
        assert_eq!(
            import_format(
                vk::Format::R8G8B8A8_UNORM,
                copy | vk::FormatFeatureFlags::SAMPLED_IMAGE
            ),
            Ok(vk::Format::R8G8B8A8_UNORM)
        );
        assert!(import_format(vk::Format::UNDEFINED, copy).is_err());
        assert!(import_format(vk::Format::R5G6B5_UNORM_PACK16, copy).is_err());
        assert!(
            import_format(
                vk::Format::R8G8B8A8_UNORM,
                vk::FormatFeatureFlags::TRANSFER_DST
            )
            .is_err()
        );
    }
}
