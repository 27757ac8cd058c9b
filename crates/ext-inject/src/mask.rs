//! Query masking: what the application is told about extensions, properties, memory heaps and
//! format support. (Feature masking is [`crate::sanitize::FeatureMask`].)

use std::ffi::{CStr, CString, c_void};

use ash::vk;

use crate::chain::{self, ChainLimits};
use crate::error::ChainError;
use crate::extensions::{make_property, property_name};

/// An extension the renderer emulates, advertised whether or not the driver has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmulatedExtension {
    /// Name.
    pub name: CString,
    /// The `specVersion` to advertise.
    pub spec_version: u32,
}

/// What an extension enumeration should show.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExtensionMask {
    /// If set, only these driver extensions are shown (emulated ones are shown regardless).
    pub allow: Option<Vec<CString>>,
    /// Never shown (wins over `allow` and `emulate`).
    pub hide: Vec<CString>,
    /// Shown even if the driver lacks them.
    pub emulate: Vec<EmulatedExtension>,
}

/// What [`mask_extensions`] changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExtensionMaskReport {
    /// Driver extensions not shown.
    pub hidden: Vec<CString>,
    /// Emulated extensions added (the driver lacked them).
    pub added: Vec<CString>,
}

/// The enumeration the application sees: the driver's list in its order, filtered, then the
/// emulated extensions it lacks. Duplicates in the driver's list are dropped.
pub fn mask_extensions(
    driver: &[vk::ExtensionProperties],
    mask: &ExtensionMask,
) -> (Vec<vk::ExtensionProperties>, ExtensionMaskReport) {
    let hidden = |n: &CStr| mask.hide.iter().any(|h| h.as_c_str() == n);
    let emulated = |n: &CStr| mask.emulate.iter().any(|e| e.name.as_c_str() == n);
    let mut out: Vec<vk::ExtensionProperties> = Vec::with_capacity(driver.len());
    let mut report = ExtensionMaskReport::default();
    for p in driver {
        let Some(name) = property_name(p) else {
            continue;
        };
        if out.iter().any(|o| property_name(o) == Some(name))
            || report.hidden.iter().any(|h| h.as_c_str() == name)
        {
            continue;
        }
        let allowed = mask
            .allow
            .as_ref()
            .is_none_or(|a| a.iter().any(|x| x.as_c_str() == name));
        if hidden(name) || !(allowed || emulated(name)) {
            report.hidden.push(name.to_owned());
        } else {
            out.push(*p);
        }
    }
    for e in &mask.emulate {
        if hidden(&e.name)
            || out
                .iter()
                .any(|o| property_name(o) == Some(e.name.as_c_str()))
        {
            continue;
        }
        if let Some(p) = make_property(&e.name, e.spec_version) {
            out.push(p);
            report.added.push(e.name.clone());
        }
    }
    (out, report)
}

/// The second half of a two-call enumeration: with `out == None`, sets `*count` to the
/// number of items; otherwise copies `min(*count, len)` items, sets `*count` to the number
/// copied and returns `VK_INCOMPLETE` if not all fit.
pub fn write_enumeration<T: Copy>(
    items: &[T],
    count: &mut u32,
    out: Option<&mut [T]>,
) -> vk::Result {
    let Some(out) = out else {
        *count = u32::try_from(items.len()).unwrap_or(u32::MAX);
        return vk::Result::SUCCESS;
    };
    let n = (*count as usize).min(out.len()).min(items.len());
    out[..n].copy_from_slice(&items[..n]);
    *count = n as u32;
    if n < items.len() {
        vk::Result::INCOMPLETE
    } else {
        vk::Result::SUCCESS
    }
}

/// What the application is told about properties.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PropertyMask {
    /// Clamp `apiVersion` to this (packed with `vk::make_api_version`).
    pub max_api_version: Option<u32>,
    /// Appended to `driverName` (`VkPhysicalDeviceDriverProperties`,
    /// `VkPhysicalDeviceVulkan12Properties`), truncated to fit.
    pub driver_name_suffix: Option<String>,
    /// Appended to `deviceName`, truncated to fit.
    pub device_name_suffix: Option<String>,
}

/// What [`PropertyMask`] changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PropertyReport {
    /// `(old, new)` `apiVersion`, if clamped.
    pub api_version: Option<(u32, u32)>,
    /// Names that got a suffix: `"deviceName"`, `"driverName"`.
    pub renamed: Vec<&'static str>,
}

/// Clamps an API version, keeping the variant; a patch above the clamp's is lowered too.
pub fn clamp_api_version(version: u32, max: u32) -> u32 {
    let key = |v: u32| {
        (
            vk::api_version_major(v),
            vk::api_version_minor(v),
            vk::api_version_patch(v),
        )
    };
    if key(version) <= key(max) {
        version
    } else {
        vk::make_api_version(
            vk::api_version_variant(version),
            vk::api_version_major(max),
            vk::api_version_minor(max),
            vk::api_version_patch(max),
        )
    }
}

/// Appends `suffix` to a NUL-terminated fixed-size name, truncating the suffix (at a UTF-8
/// boundary) so the result still ends in NUL. Returns whether anything was appended.
pub fn append_to_name(name: &mut [std::ffi::c_char], suffix: &str) -> bool {
    let Some(len) = name.iter().position(|c| *c == 0) else {
        return false;
    };
    let room = name.len() - 1 - len;
    let mut take = suffix.len().min(room);
    while !suffix.is_char_boundary(take) {
        take -= 1;
    }
    for (i, b) in suffix.as_bytes()[..take].iter().enumerate() {
        name[len + i] = *b as std::ffi::c_char;
    }
    name[len + take] = 0;
    take > 0
}

impl PropertyMask {
    /// Applies the mask to `VkPhysicalDeviceProperties`.
    pub fn apply(&self, props: &mut vk::PhysicalDeviceProperties) -> PropertyReport {
        let mut report = PropertyReport::default();
        if let Some(max) = self.max_api_version {
            let new = clamp_api_version(props.api_version, max);
            if new != props.api_version {
                report.api_version = Some((props.api_version, new));
                props.api_version = new;
            }
        }
        if let Some(s) = &self.device_name_suffix
            && append_to_name(&mut props.device_name, s)
        {
            report.renamed.push("deviceName");
        }
        report
    }

    /// Applies the mask to a filled `VkPhysicalDeviceProperties2` chain.
    ///
    /// # Safety
    /// `head` points to a `VkPhysicalDeviceProperties2` whose chain satisfies
    /// [`chain::collect`]'s contract; each structure is writable and as large as its sType says.
    pub unsafe fn apply_to_chain(
        &self,
        head: *mut vk::PhysicalDeviceProperties2<'_>,
        limits: ChainLimits,
    ) -> Result<PropertyReport, ChainError> {
        // SAFETY: forwarded contract.
        let nodes = unsafe { chain::collect(head as *const c_void, limits)? };
        let mut report = PropertyReport::default();
        for (i, node) in nodes.into_iter().enumerate() {
            // SAFETY: readable node.
            let s_type = unsafe { (*node).s_type };
            match s_type {
                vk::StructureType::PHYSICAL_DEVICE_PROPERTIES_2 if i == 0 => {
                    // SAFETY: sType checked; writable (contract).
                    let p = unsafe { &mut *node.cast::<vk::PhysicalDeviceProperties2<'_>>() };
                    report = self.apply(&mut p.properties);
                }
                _ if i == 0 => {
                    return Err(ChainError::WrongHead {
                        expected: vk::StructureType::PHYSICAL_DEVICE_PROPERTIES_2,
                        found: s_type,
                    });
                }
                vk::StructureType::PHYSICAL_DEVICE_DRIVER_PROPERTIES => {
                    // SAFETY: sType checked; writable (contract).
                    let p = unsafe { &mut *node.cast::<vk::PhysicalDeviceDriverProperties<'_>>() };
                    self.rename_driver(&mut p.driver_name, &mut report);
                }
                vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES => {
                    // SAFETY: sType checked; writable (contract).
                    let p =
                        unsafe { &mut *node.cast::<vk::PhysicalDeviceVulkan12Properties<'_>>() };
                    self.rename_driver(&mut p.driver_name, &mut report);
                }
                _ => {}
            }
        }
        Ok(report)
    }

    fn rename_driver(&self, name: &mut [std::ffi::c_char], report: &mut PropertyReport) {
        if let Some(s) = &self.driver_name_suffix
            && append_to_name(name, s)
            && !report.renamed.contains(&"driverName")
        {
            report.renamed.push("driverName");
        }
    }
}

/// One heap whose size was capped: `(index, old size, new size)`.
pub type HeapCap = (u32, vk::DeviceSize, vk::DeviceSize);

/// Caps every memory heap at `max` bytes.
pub fn cap_heaps(
    props: &mut vk::PhysicalDeviceMemoryProperties,
    max: vk::DeviceSize,
) -> Vec<HeapCap> {
    let n = (props.memory_heap_count as usize).min(vk::MAX_MEMORY_HEAPS);
    let mut out = Vec::new();
    for (i, h) in props.memory_heaps[..n].iter_mut().enumerate() {
        if h.size > max {
            out.push((i as u32, h.size, max));
            h.size = max;
        }
    }
    out
}

/// Caps heaps in a filled `VkPhysicalDeviceMemoryProperties2` chain, and the budgets of a
/// `VkPhysicalDeviceMemoryBudgetPropertiesEXT` in it.
///
/// # Safety
/// As for [`PropertyMask::apply_to_chain`], with a `VkPhysicalDeviceMemoryProperties2` head.
pub unsafe fn cap_heaps_chain(
    head: *mut vk::PhysicalDeviceMemoryProperties2<'_>,
    max: vk::DeviceSize,
    limits: ChainLimits,
) -> Result<Vec<HeapCap>, ChainError> {
    // SAFETY: forwarded contract.
    let nodes = unsafe { chain::collect(head as *const c_void, limits)? };
    let mut out = Vec::new();
    let mut heap_count = 0;
    for (i, node) in nodes.into_iter().enumerate() {
        // SAFETY: readable node.
        let s_type = unsafe { (*node).s_type };
        if i == 0 {
            if s_type != vk::StructureType::PHYSICAL_DEVICE_MEMORY_PROPERTIES_2 {
                return Err(ChainError::WrongHead {
                    expected: vk::StructureType::PHYSICAL_DEVICE_MEMORY_PROPERTIES_2,
                    found: s_type,
                });
            }
            // SAFETY: sType checked; writable (contract).
            let p = unsafe { &mut *node.cast::<vk::PhysicalDeviceMemoryProperties2<'_>>() };
            heap_count = (p.memory_properties.memory_heap_count as usize).min(vk::MAX_MEMORY_HEAPS);
            out = cap_heaps(&mut p.memory_properties, max);
        } else if s_type == vk::StructureType::PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT {
            // SAFETY: sType checked; writable (contract).
            let b = unsafe { &mut *node.cast::<vk::PhysicalDeviceMemoryBudgetPropertiesEXT<'_>>() };
            for (budget, usage) in b.heap_budget[..heap_count]
                .iter_mut()
                .zip(&mut b.heap_usage[..heap_count])
            {
                *budget = (*budget).min(max);
                *usage = (*usage).min(*budget);
            }
        }
    }
    Ok(out)
}

/// Which format workarounds are active.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FormatEmulation {
    /// BC1–BC7 are decoded on the CPU: report them sampleable.
    pub bc: bool,
    /// `*_USCALED`/`*_SSCALED` vertex formats are rewritten: report them as vertex formats.
    pub scaled_vertex: bool,
}

/// Whether a format is one of BC1–BC7 (all `_BLOCK` variants).
pub fn is_bc(format: vk::Format) -> bool {
    (vk::Format::BC1_RGB_UNORM_BLOCK.as_raw()..=vk::Format::BC7_SRGB_BLOCK.as_raw())
        .contains(&format.as_raw())
}

/// Whether a format is a `*_USCALED` or `*_SSCALED` format.
pub fn is_scaled(format: vk::Format) -> bool {
    use vk::Format as F;
    matches!(
        format,
        F::R8_USCALED
            | F::R8_SSCALED
            | F::R8G8_USCALED
            | F::R8G8_SSCALED
            | F::R8G8B8_USCALED
            | F::R8G8B8_SSCALED
            | F::B8G8R8_USCALED
            | F::B8G8R8_SSCALED
            | F::R8G8B8A8_USCALED
            | F::R8G8B8A8_SSCALED
            | F::B8G8R8A8_USCALED
            | F::B8G8R8A8_SSCALED
            | F::A8B8G8R8_USCALED_PACK32
            | F::A8B8G8R8_SSCALED_PACK32
            | F::A2R10G10B10_USCALED_PACK32
            | F::A2R10G10B10_SSCALED_PACK32
            | F::A2B10G10R10_USCALED_PACK32
            | F::A2B10G10R10_SSCALED_PACK32
            | F::R16_USCALED
            | F::R16_SSCALED
            | F::R16G16_USCALED
            | F::R16G16_SSCALED
            | F::R16G16B16_USCALED
            | F::R16G16B16_SSCALED
            | F::R16G16B16A16_USCALED
            | F::R16G16B16A16_SSCALED
    )
}

/// Features reported for an emulated BCn format with optimal tiling: what a decoded copy
/// supports for sampling and transfers.
pub const EMULATED_BC_FEATURES: vk::FormatFeatureFlags = vk::FormatFeatureFlags::from_raw(
    vk::FormatFeatureFlags::SAMPLED_IMAGE.as_raw()
        | vk::FormatFeatureFlags::SAMPLED_IMAGE_FILTER_LINEAR.as_raw()
        | vk::FormatFeatureFlags::TRANSFER_SRC.as_raw()
        | vk::FormatFeatureFlags::TRANSFER_DST.as_raw()
        | vk::FormatFeatureFlags::BLIT_SRC.as_raw(),
);

/// Adds emulated support to `VkFormatProperties`. Returns whether anything changed.
pub fn mask_format_properties(
    format: vk::Format,
    props: &mut vk::FormatProperties,
    emu: FormatEmulation,
) -> bool {
    let before = *props;
    if emu.bc && is_bc(format) {
        props.optimal_tiling_features |= EMULATED_BC_FEATURES;
    }
    if emu.scaled_vertex && is_scaled(format) {
        props.buffer_features |= vk::FormatFeatureFlags::VERTEX_BUFFER;
    }
    before.optimal_tiling_features != props.optimal_tiling_features
        || before.buffer_features != props.buffer_features
}

/// [`mask_format_properties`] on a filled `VkFormatProperties2` chain, including a
/// `VkFormatProperties3` in it.
///
/// # Safety
/// As for [`PropertyMask::apply_to_chain`], with a `VkFormatProperties2` head.
pub unsafe fn mask_format_properties_chain(
    format: vk::Format,
    head: *mut vk::FormatProperties2<'_>,
    emu: FormatEmulation,
    limits: ChainLimits,
) -> Result<bool, ChainError> {
    // SAFETY: forwarded contract.
    let nodes = unsafe { chain::collect(head as *const c_void, limits)? };
    let mut changed = false;
    for (i, node) in nodes.into_iter().enumerate() {
        // SAFETY: readable node.
        let s_type = unsafe { (*node).s_type };
        if i == 0 {
            if s_type != vk::StructureType::FORMAT_PROPERTIES_2 {
                return Err(ChainError::WrongHead {
                    expected: vk::StructureType::FORMAT_PROPERTIES_2,
                    found: s_type,
                });
            }
            // SAFETY: sType checked; writable (contract).
            let p = unsafe { &mut *node.cast::<vk::FormatProperties2<'_>>() };
            changed |= mask_format_properties(format, &mut p.format_properties, emu);
        } else if s_type == vk::StructureType::FORMAT_PROPERTIES_3 {
            // SAFETY: sType checked; writable (contract).
            let p = unsafe { &mut *node.cast::<vk::FormatProperties3<'_>>() };
            let before = (p.optimal_tiling_features, p.buffer_features);
            if emu.bc && is_bc(format) {
                p.optimal_tiling_features |=
                    vk::FormatFeatureFlags2::from_raw(u64::from(EMULATED_BC_FEATURES.as_raw()));
            }
            if emu.scaled_vertex && is_scaled(format) {
                p.buffer_features |= vk::FormatFeatureFlags2::VERTEX_BUFFER;
            }
            changed |= before != (p.optimal_tiling_features, p.buffer_features);
        }
    }
    Ok(changed)
}
