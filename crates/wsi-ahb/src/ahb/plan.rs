//! The direct-or-blit choice and the image and buffer each path makes (see [`super`]).

use ash::vk;

use super::{Error, format, usage};

/// What the device can import, from `vkGetPhysicalDeviceImageFormatProperties2` with
/// `VkPhysicalDeviceExternalImageFormatInfo` naming AHardwareBuffers ([`query_caps`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Caps {
    /// A `B8G8R8A8_UNORM` AHB imported as a `B8G8R8A8` image with the application's usage.
    pub bgra: bool,
    /// An `R8G8B8A8_UNORM` AHB imported as a `MUTABLE_FORMAT` `R8G8B8A8` image with the
    /// application's usage, whose format list includes the `B8G8R8A8` format asked for.
    pub rgba_with_bgra_views: bool,
    /// An `R8G8B8A8_UNORM` AHB imported as an image that copies can write (the blit path).
    pub rgba_transfer_dst: bool,
}

/// How images reach the AHB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// The application renders into the imported AHB.
    Direct,
    /// The application renders into its own image; each present copies it into the AHB.
    Blit,
}

/// What to allocate and import for one swapchain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Direct or blit.
    pub path: Path,
    /// The AHBs' format ([`format`](mod@super::format)).
    pub ahb_format: u32,
    /// The AHBs' usage ([`usage`](mod@super::usage)).
    pub ahb_usage: u64,
    /// The format the AHB is imported as.
    pub import_format: vk::Format,
    /// The imported image's create flags (`MUTABLE_FORMAT` for BGRA views of an RGBA AHB).
    pub import_flags: vk::ImageCreateFlags,
    /// The imported image's format list (`VkImageFormatListCreateInfo`); empty if none.
    pub view_formats: Vec<vk::Format>,
    /// The imported image's usage.
    pub import_usage: vk::ImageUsageFlags,
    /// The memory of an imported image is a dedicated allocation (the specification requires
    /// it for every AHB imported as an image: `VkMemoryDedicatedAllocateInfo` with the image).
    pub dedicated: bool,
}

/// The AHB usage equivalent to Vulkan image `usage` and `flags`: the specification's
/// *AHardwareBuffer Usage Equivalence* table, plus `COMPOSER_OVERLAY` (it is shown).
/// Transfer usages have no equivalent and are always allowed.
pub fn ahb_usage(usage_flags: vk::ImageUsageFlags, flags: vk::ImageCreateFlags) -> u64 {
    let mut u = usage::COMPOSER_OVERLAY;
    if usage_flags.intersects(vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::INPUT_ATTACHMENT)
    {
        u |= usage::GPU_SAMPLED_IMAGE;
    }
    if usage_flags.intersects(
        vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::DEPTH_STENCIL_ATTACHMENT,
    ) {
        u |= usage::GPU_FRAMEBUFFER;
    }
    if flags.contains(vk::ImageCreateFlags::CUBE_COMPATIBLE) {
        u |= usage::GPU_CUBE_MAP;
    }
    if flags.contains(vk::ImageCreateFlags::PROTECTED) {
        u |= usage::PROTECTED_CONTENT;
    }
    u
}

/// Chooses the path for a swapchain of `format` (`B8G8R8A8_UNORM` or `_SRGB`, what an X11
/// window shows) with the application's `usage`:
///
/// 1. direct into a BGRA AHB where the driver imports one;
/// 2. direct into an RGBA AHB made `MUTABLE_FORMAT` with the BGRA format in its list (the
///    application's views write BGRA byte order);
/// 3. blit: the application's own BGRA image copied (`vkCmdCopyImage`: bits, not colours) into
///    an RGBA AHB;
/// 4. else [`Error::Unsupported`].
pub fn plan(
    caps: &Caps,
    format: vk::Format,
    usage_flags: vk::ImageUsageFlags,
) -> Result<Plan, Error> {
    if !matches!(
        format,
        vk::Format::B8G8R8A8_UNORM | vk::Format::B8G8R8A8_SRGB
    ) {
        return Err(Error::Unsupported("only B8G8R8A8 swapchains are shown"));
    }
    let base = |path, ahb_format, import_format, import_flags, view_formats, import_usage| Plan {
        path,
        ahb_format,
        ahb_usage: ahb_usage(import_usage, vk::ImageCreateFlags::empty()),
        import_format,
        import_flags,
        view_formats,
        import_usage,
        dedicated: true,
    };
    if caps.bgra {
        return Ok(base(
            Path::Direct,
            format::B8G8R8A8_UNORM,
            format,
            vk::ImageCreateFlags::empty(),
            Vec::new(),
            usage_flags,
        ));
    }
    if caps.rgba_with_bgra_views {
        let mut views = vec![vk::Format::R8G8B8A8_UNORM, format];
        views.dedup();
        return Ok(base(
            Path::Direct,
            format::R8G8B8A8_UNORM,
            vk::Format::R8G8B8A8_UNORM,
            vk::ImageCreateFlags::MUTABLE_FORMAT,
            views,
            usage_flags,
        ));
    }
    if caps.rgba_transfer_dst {
        // An AHB imported into Vulkan needs a GPU usage; the copy writes it as a render
        // target would.
        return Ok(Plan {
            ahb_usage: usage::COMPOSER_OVERLAY | usage::GPU_FRAMEBUFFER,
            ..base(
                Path::Blit,
                format::R8G8B8A8_UNORM,
                vk::Format::R8G8B8A8_UNORM,
                vk::ImageCreateFlags::empty(),
                Vec::new(),
                vk::ImageUsageFlags::TRANSFER_DST,
            )
        });
    }
    Err(Error::Unsupported(
        "neither a BGRA import, BGRA views of an RGBA import, nor copies into an RGBA import",
    ))
}

/// Whether `physical_device` imports an AHB as an image of `format` with `usage`, `flags` and
/// the format list `views`.
///
/// # Safety
/// `instance` is a live instance (Vulkan 1.1, or `VK_KHR_get_physical_device_properties2`) and
/// `physical_device` one of its devices.
pub(crate) unsafe fn imports(
    instance: &ash::Instance,
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    usage_flags: vk::ImageUsageFlags,
    flags: vk::ImageCreateFlags,
    views: &[vk::Format],
) -> bool {
    let mut external = vk::PhysicalDeviceExternalImageFormatInfo::default()
        .handle_type(vk::ExternalMemoryHandleTypeFlags::ANDROID_HARDWARE_BUFFER_ANDROID);
    let mut list = vk::ImageFormatListCreateInfo::default().view_formats(views);
    let mut info = vk::PhysicalDeviceImageFormatInfo2::default()
        .format(format)
        .ty(vk::ImageType::TYPE_2D)
        .tiling(vk::ImageTiling::OPTIMAL)
        .usage(usage_flags)
        .flags(flags)
        .push_next(&mut external);
    if !views.is_empty() {
        info = info.push_next(&mut list);
    }
    let mut ext_props = vk::ExternalImageFormatProperties::default();
    let mut props = vk::ImageFormatProperties2::default().push_next(&mut ext_props);
    // SAFETY: caller; the chains point at locals that outlive the call.
    let r = unsafe {
        instance.get_physical_device_image_format_properties2(physical_device, &info, &mut props)
    };
    r.is_ok()
        && ext_props
            .external_memory_properties
            .external_memory_features
            .contains(vk::ExternalMemoryFeatureFlags::IMPORTABLE)
}

/// Measures [`Caps`] on `physical_device` for a swapchain of `format` with `usage`. A device
/// without `VK_ANDROID_external_memory_android_hardware_buffer` reports nothing importable.
///
/// # Safety
/// `instance` is a live instance (Vulkan 1.1, or `VK_KHR_get_physical_device_properties2`) and
/// `physical_device` one of its devices.
pub unsafe fn query_caps(
    instance: &ash::Instance,
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    usage_flags: vk::ImageUsageFlags,
) -> Caps {
    // SAFETY: caller.
    unsafe {
        Caps {
            bgra: imports(
                instance,
                physical_device,
                format,
                usage_flags,
                vk::ImageCreateFlags::empty(),
                &[],
            ),
            rgba_with_bgra_views: imports(
                instance,
                physical_device,
                vk::Format::R8G8B8A8_UNORM,
                usage_flags,
                vk::ImageCreateFlags::MUTABLE_FORMAT,
                &[vk::Format::R8G8B8A8_UNORM, format],
            ),
            rgba_transfer_dst: imports(
                instance,
                physical_device,
                vk::Format::R8G8B8A8_UNORM,
                vk::ImageUsageFlags::TRANSFER_DST,
                vk::ImageCreateFlags::empty(),
                &[],
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const APP: vk::ImageUsageFlags = vk::ImageUsageFlags::from_raw(
        vk::ImageUsageFlags::COLOR_ATTACHMENT.as_raw() | vk::ImageUsageFlags::TRANSFER_DST.as_raw(),
    );

    #[test]
    fn bgra_imports_go_direct_as_they_are() {
        let c = Caps {
            bgra: true,
            rgba_with_bgra_views: true,
            rgba_transfer_dst: true,
        };
        let p = plan(&c, vk::Format::B8G8R8A8_SRGB, APP).unwrap();
        assert_eq!(p.path, Path::Direct);
        assert_eq!(p.ahb_format, format::B8G8R8A8_UNORM);
        assert_eq!(p.import_format, vk::Format::B8G8R8A8_SRGB);
        assert!(p.import_flags.is_empty() && p.view_formats.is_empty());
        assert!(p.dedicated);
    }

    #[test]
    fn rgba_imports_get_mutable_format_and_the_bgra_view_in_their_list() {
        let c = Caps {
            rgba_with_bgra_views: true,
            rgba_transfer_dst: true,
            ..Caps::default()
        };
        for f in [vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB] {
            let p = plan(&c, f, APP).unwrap();
            assert_eq!(p.path, Path::Direct);
            assert_eq!(p.ahb_format, format::R8G8B8A8_UNORM);
            assert_eq!(p.import_format, vk::Format::R8G8B8A8_UNORM);
            assert_eq!(p.import_flags, vk::ImageCreateFlags::MUTABLE_FORMAT);
            assert_eq!(p.view_formats, vec![vk::Format::R8G8B8A8_UNORM, f]);
            assert_eq!(p.import_usage, APP);
            assert_ne!(p.ahb_usage & usage::GPU_FRAMEBUFFER, 0);
        }
    }

    #[test]
    fn drivers_without_bgra_views_blit_into_rgba() {
        let c = Caps {
            rgba_transfer_dst: true,
            ..Caps::default()
        };
        let p = plan(&c, vk::Format::B8G8R8A8_UNORM, APP).unwrap();
        assert_eq!(p.path, Path::Blit);
        assert_eq!(p.ahb_format, format::R8G8B8A8_UNORM);
        assert_eq!(p.import_usage, vk::ImageUsageFlags::TRANSFER_DST);
        // Shown, and written by the copy as a render target would be.
        assert_eq!(
            p.ahb_usage,
            usage::COMPOSER_OVERLAY | usage::GPU_FRAMEBUFFER
        );
    }

    #[test]
    fn nothing_importable_or_other_formats_are_errors() {
        assert!(plan(&Caps::default(), vk::Format::B8G8R8A8_UNORM, APP).is_err());
        let all = Caps {
            bgra: true,
            rgba_with_bgra_views: true,
            rgba_transfer_dst: true,
        };
        assert!(plan(&all, vk::Format::R16G16B16A16_SFLOAT, APP).is_err());
    }

    #[test]
    fn usage_follows_the_specifications_table() {
        let e = vk::ImageCreateFlags::empty();
        assert_eq!(
            ahb_usage(vk::ImageUsageFlags::TRANSFER_SRC, e),
            usage::COMPOSER_OVERLAY
        );
        assert_eq!(
            ahb_usage(vk::ImageUsageFlags::SAMPLED, e),
            usage::COMPOSER_OVERLAY | usage::GPU_SAMPLED_IMAGE
        );
        assert_eq!(
            ahb_usage(vk::ImageUsageFlags::INPUT_ATTACHMENT, e),
            usage::COMPOSER_OVERLAY | usage::GPU_SAMPLED_IMAGE
        );
        assert_eq!(
            ahb_usage(
                vk::ImageUsageFlags::COLOR_ATTACHMENT,
                vk::ImageCreateFlags::PROTECTED
            ),
            usage::COMPOSER_OVERLAY | usage::GPU_FRAMEBUFFER | usage::PROTECTED_CONTENT
        );
        assert_eq!(
            ahb_usage(
                vk::ImageUsageFlags::SAMPLED,
                vk::ImageCreateFlags::CUBE_COMPATIBLE
            ),
            usage::COMPOSER_OVERLAY | usage::GPU_SAMPLED_IMAGE | usage::GPU_CUBE_MAP
        );
    }

    /// On a real driver without AHardwareBuffers (lavapipe here) the query answers cleanly
    /// that nothing is importable, and planning refuses.
    #[test]
    fn a_driver_without_ahb_imports_nothing() {
        // SAFETY: the loader's library; global commands only until the instance exists.
        let Ok(entry) = (unsafe { ash::Entry::load() }) else {
            return;
        };
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create info.
        let Ok(instance) = (unsafe { entry.create_instance(&info, None) }) else {
            return;
        };
        // SAFETY: live instance.
        let gpus = unsafe { instance.enumerate_physical_devices() }.unwrap_or_default();
        for gpu in gpus {
            // SAFETY: a device of the live instance.
            let name = unsafe { instance.get_physical_device_properties(gpu) };
            // SAFETY: as above.
            let caps = unsafe { query_caps(&instance, gpu, vk::Format::B8G8R8A8_UNORM, APP) };
            let llvmpipe = name
                .device_name_as_c_str()
                .is_ok_and(|n| n.to_bytes().starts_with(b"llvmpipe"));
            if llvmpipe {
                assert_eq!(caps, Caps::default());
                assert!(plan(&caps, vk::Format::B8G8R8A8_UNORM, APP).is_err());
            }
        }
        // SAFETY: nothing else was created on it.
        unsafe { instance.destroy_instance(None) };
    }
}
