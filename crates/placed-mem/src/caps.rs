//! External-memory capabilities, probed once per (handle type, resource) and cached.

use std::collections::HashMap;
use std::sync::Mutex;

use ash::vk;

/// What an image looks like, for probing with `vkGetPhysicalDeviceImageFormatProperties2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ImageDesc {
    /// Image format.
    pub format: vk::Format,
    /// Image type.
    pub ty: vk::ImageType,
    /// Tiling.
    pub tiling: vk::ImageTiling,
    /// Usage flags.
    pub usage: vk::ImageUsageFlags,
    /// Create flags.
    pub flags: vk::ImageCreateFlags,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Buffer(vk::ExternalMemoryHandleTypeFlags, vk::BufferUsageFlags),
    Image(vk::ExternalMemoryHandleTypeFlags, ImageDesc),
}

/// Cached answers of the driver's external-memory capability queries.
pub(crate) struct Caps {
    instance: ash::Instance,
    physical_device: vk::PhysicalDevice,
    cache: Mutex<HashMap<Key, vk::ExternalMemoryProperties>>,
}

impl std::fmt::Debug for Caps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Caps")
            .field("physical_device", &self.physical_device)
            .finish_non_exhaustive()
    }
}

impl Caps {
    pub(crate) fn new(instance: ash::Instance, physical_device: vk::PhysicalDevice) -> Self {
        Caps {
            instance,
            physical_device,
            cache: Mutex::new(HashMap::new()),
        }
    }

    fn cached(
        &self,
        key: Key,
        probe: impl FnOnce() -> vk::ExternalMemoryProperties,
    ) -> vk::ExternalMemoryProperties {
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        *cache.entry(key).or_insert_with(probe)
    }

    /// `vkGetPhysicalDeviceExternalBufferProperties` for `handle_type` and `usage`.
    pub(crate) fn buffer(
        &self,
        handle_type: vk::ExternalMemoryHandleTypeFlags,
        usage: vk::BufferUsageFlags,
    ) -> vk::ExternalMemoryProperties {
        self.cached(Key::Buffer(handle_type, usage), || {
            let info = vk::PhysicalDeviceExternalBufferInfo::default()
                .handle_type(handle_type)
                .usage(usage);
            let mut out = vk::ExternalBufferProperties::default();
            // SAFETY: the instance is Vulkan 1.1+ (documented requirement of `Allocator::new`)
            // and `physical_device` belongs to it; `info` and `out` are valid structs.
            unsafe {
                self.instance
                    .get_physical_device_external_buffer_properties(
                        self.physical_device,
                        &info,
                        &mut out,
                    )
            };
            tracing::debug!(
                "placed-mem: buffer caps {handle_type:?} {usage:?}: {:?}",
                out.external_memory_properties.external_memory_features
            );
            out.external_memory_properties
        })
    }

    /// `vkGetPhysicalDeviceImageFormatProperties2` with an external-image-format query. An
    /// unsupported combination answers empty properties.
    pub(crate) fn image(
        &self,
        handle_type: vk::ExternalMemoryHandleTypeFlags,
        desc: ImageDesc,
    ) -> vk::ExternalMemoryProperties {
        self.cached(Key::Image(handle_type, desc), || {
            let mut ext_info =
                vk::PhysicalDeviceExternalImageFormatInfo::default().handle_type(handle_type);
            let info = vk::PhysicalDeviceImageFormatInfo2::default()
                .format(desc.format)
                .ty(desc.ty)
                .tiling(desc.tiling)
                .usage(desc.usage)
                .flags(desc.flags)
                .push_next(&mut ext_info);
            let mut ext_out = vk::ExternalImageFormatProperties::default();
            let mut out = vk::ImageFormatProperties2::default().push_next(&mut ext_out);
            // SAFETY: as in `buffer`; the chains are built from live locals.
            let r = unsafe {
                self.instance.get_physical_device_image_format_properties2(
                    self.physical_device,
                    &info,
                    &mut out,
                )
            };
            let props = match r {
                Ok(()) => ext_out.external_memory_properties,
                Err(e) => {
                    tracing::debug!("placed-mem: image caps {handle_type:?} {desc:?}: {e}");
                    vk::ExternalMemoryProperties::default()
                }
            };
            tracing::debug!(
                "placed-mem: image caps {handle_type:?} {desc:?}: {:?}",
                props.external_memory_features
            );
            props
        })
    }
}
