//! The device extensions promoted to core Vulkan 1.2 and 1.3 (the specification's "Version
//! 1.2" and "Version 1.3" appendices; `promotedto` in `vk.xml`), and which of them a raised
//! version needs.
//!
//! An extension is [`Need::Required`] where it brings commands, structures the device must
//! accept, properties, or a feature the version makes mandatory; [`Need::Optional`] where all
//! it brings is features the version leaves optional (the raised device then reports them
//! false, as a native driver without them does: lavapipe is a conformant 1.3 driver without
//! `VK_EXT_descriptor_indexing`).

use std::ffi::CStr;

use ash::vk;

/// Whether a raised version needs the extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// The version is not raised without it.
    Required,
    /// Promoted earlier with optional features that this later version makes mandatory.
    RequiredFrom(u32),
    /// Its core feature is optional in the version: without the extension the feature reads
    /// false.
    Optional,
}

/// One promoted device extension.
#[derive(Clone, Copy, Debug)]
pub struct Promoted {
    /// The extension's name.
    pub name: &'static CStr,
    /// The core version it was promoted to (`major.minor`, patch 0).
    pub version: u32,
    /// Whether raising to `version` needs it.
    pub need: Need,
}

const fn p(name: &'static CStr, version: u32, need: Need) -> Promoted {
    Promoted {
        name,
        version,
        need,
    }
}

use Need::{Optional, Required, RequiredFrom};
const V12: u32 = vk::API_VERSION_1_2;
const V13: u32 = vk::API_VERSION_1_3;

/// How many extensions [`PROMOTED`] lists.
const COUNT: usize = 47;

/// Every device extension promoted to 1.2 or 1.3. Indices fit a `u64` mask ([`Mask`]).
pub static PROMOTED: [Promoted; COUNT] = [
    p(c"VK_KHR_8bit_storage", V12, Optional),
    p(c"VK_KHR_buffer_device_address", V12, Required),
    p(c"VK_KHR_create_renderpass2", V12, Required),
    p(c"VK_KHR_depth_stencil_resolve", V12, Required),
    // `drawIndirectCount` is optional; its commands need it.
    p(c"VK_KHR_draw_indirect_count", V12, Optional),
    p(c"VK_KHR_driver_properties", V12, Required),
    p(c"VK_KHR_image_format_list", V12, Required),
    p(c"VK_KHR_imageless_framebuffer", V12, Required),
    p(c"VK_KHR_sampler_mirror_clamp_to_edge", V12, Optional),
    p(c"VK_KHR_separate_depth_stencil_layouts", V12, Required),
    p(c"VK_KHR_shader_atomic_int64", V12, Optional),
    p(c"VK_KHR_shader_float16_int8", V12, Optional),
    p(c"VK_KHR_shader_float_controls", V12, Required),
    p(c"VK_KHR_shader_subgroup_extended_types", V12, Required),
    p(c"VK_KHR_spirv_1_4", V12, Required),
    p(c"VK_KHR_timeline_semaphore", V12, Required),
    p(c"VK_KHR_uniform_buffer_standard_layout", V12, Required),
    // `vulkanMemoryModel` and its device scope are mandatory from 1.3.
    p(c"VK_KHR_vulkan_memory_model", V12, RequiredFrom(V13)),
    // Every descriptor-indexing feature is optional, `descriptorIndexing` included.
    p(c"VK_EXT_descriptor_indexing", V12, Optional),
    p(c"VK_EXT_host_query_reset", V12, Required),
    p(c"VK_EXT_sampler_filter_minmax", V12, Optional),
    p(c"VK_EXT_scalar_block_layout", V12, Optional),
    p(c"VK_EXT_separate_stencil_usage", V12, Required),
    // `shaderOutputViewportIndex`/`shaderOutputLayer` are optional in 1.2.
    p(c"VK_EXT_shader_viewport_index_layer", V12, Optional),
    p(c"VK_KHR_copy_commands2", V13, Required),
    p(c"VK_KHR_dynamic_rendering", V13, Required),
    p(c"VK_KHR_format_feature_flags2", V13, Required),
    p(c"VK_KHR_maintenance4", V13, Required),
    p(c"VK_KHR_shader_integer_dot_product", V13, Required),
    // Part of SPIR-V 1.6, which a raised device does not accept anyway (it takes SPIR-V up
    // to 1.4, `VK_KHR_spirv_1_4`): not required, as SPIR-V 1.5 and 1.6 are not.
    p(c"VK_KHR_shader_non_semantic_info", V13, Optional),
    p(c"VK_KHR_shader_terminate_invocation", V13, Required),
    p(c"VK_KHR_synchronization2", V13, Required),
    p(c"VK_KHR_zero_initialize_workgroup_memory", V13, Required),
    p(c"VK_EXT_4444_formats", V13, Optional),
    p(c"VK_EXT_extended_dynamic_state", V13, Required),
    p(c"VK_EXT_extended_dynamic_state2", V13, Required),
    p(c"VK_EXT_image_robustness", V13, Required),
    p(c"VK_EXT_inline_uniform_block", V13, Required),
    p(c"VK_EXT_pipeline_creation_cache_control", V13, Required),
    p(c"VK_EXT_pipeline_creation_feedback", V13, Required),
    p(c"VK_EXT_private_data", V13, Required),
    p(c"VK_EXT_shader_demote_to_helper_invocation", V13, Required),
    p(c"VK_EXT_subgroup_size_control", V13, Required),
    p(c"VK_EXT_texel_buffer_alignment", V13, Required),
    // `textureCompressionASTC_HDR` is optional in 1.3.
    p(c"VK_EXT_texture_compression_astc_hdr", V13, Optional),
    p(c"VK_EXT_tooling_info", V13, Required),
    p(c"VK_EXT_ycbcr_2plane_444_formats", V13, Optional),
];

/// The index of `name` in [`PROMOTED`].
pub fn index(name: &CStr) -> Option<usize> {
    PROMOTED.iter().position(|p| p.name == name)
}

/// A set of [`PROMOTED`] indices: the promoted extensions a physical device advertises.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mask(pub u64);

const _: () = assert!(COUNT <= 64);

impl Mask {
    /// The promoted extensions among `names`.
    pub fn of<'a>(names: impl IntoIterator<Item = &'a CStr>) -> Mask {
        Mask(
            names
                .into_iter()
                .filter_map(index)
                .fold(0, |m, i| m | 1 << i),
        )
    }

    /// Whether the set holds the extension `name` (false for one not in [`PROMOTED`]).
    pub fn has(self, name: &CStr) -> bool {
        index(name).is_some_and(|i| self.0 & (1 << i) != 0)
    }

    /// The extensions of `version` that it needs and this set lacks.
    pub fn missing(self, version: u32) -> Vec<&'static CStr> {
        PROMOTED
            .iter()
            .enumerate()
            .filter(|(i, p)| {
                let needed = match p.need {
                    Need::Required => p.version == version,
                    Need::RequiredFrom(v) => v == version,
                    Need::Optional => false,
                };
                needed && self.0 & (1 << i) == 0
            })
            .map(|(_, p)| p.name)
            .collect()
    }

    /// The extensions of this set promoted to a version in `(above, upto]`.
    pub fn promoted_between(self, above: u32, upto: u32) -> impl Iterator<Item = &'static CStr> {
        PROMOTED
            .iter()
            .enumerate()
            .filter(move |(i, p)| self.0 & (1 << i) != 0 && p.version > above && p.version <= upto)
            .map(|(_, p)| p.name)
    }
}

/// How far a driver of version `driver` (`major.minor`) can be raised towards `target` with
/// the promoted extensions `have`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backing {
    /// The highest version in `driver..=target` the extensions back (`major.minor`), or the
    /// driver's own.
    pub version: u32,
    /// What kept it from reaching `target`: the version not reached and the required
    /// extensions that are missing (empty for a driver below 1.1).
    pub stopped: Option<(u32, Vec<&'static CStr>)>,
}

/// [`Backing`] for `driver` towards `target` with `have`. A 1.0 driver is not raised: what
/// 1.1 promoted is not in the table.
pub fn backing(driver: u32, target: u32, have: Mask) -> Backing {
    let mut version = driver;
    if driver < vk::API_VERSION_1_1 {
        let stopped = (target > driver).then(|| (vk::API_VERSION_1_1, Vec::new()));
        return Backing { version, stopped };
    }
    for v in [V12, V13] {
        if v <= driver || v > target {
            continue;
        }
        let missing = have.missing(v);
        if !missing.is_empty() {
            return Backing {
                version,
                stopped: Some((v, missing)),
            };
        }
        version = v;
    }
    Backing {
        version,
        stopped: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use vk_wire::desc::Provider;
    use vk_wire::generated::{COMMANDS, EXTENSIONS};

    fn all() -> Mask {
        Mask(u64::MAX >> (64 - PROMOTED.len()))
    }

    #[test]
    fn names_are_unique_and_device_extensions() {
        for (i, p) in PROMOTED.iter().enumerate() {
            assert_eq!(index(p.name), Some(i), "{:?} twice", p.name);
            // The wire knows the extensions that provide commands.
            let e = vk_wire::extension_index(p.name.to_bytes())
                .and_then(|e| EXTENSIONS.get(e as usize));
            assert!(
                e.is_none_or(|e| e.device),
                "{:?} not a device extension",
                p.name
            );
        }
    }

    /// Every 1.2/1.3 core command is also provided by an extension of the table promoted to
    /// that version (vk.xml's `require` data, independent of this table), so a raised device
    /// can back each one.
    #[test]
    fn every_promoted_command_has_an_extension_in_the_table() {
        for c in COMMANDS.iter() {
            let providers = vk_wire::provided_by(c);
            for core in [V12, V13] {
                if !providers.contains(&Provider::Core(core)) {
                    continue;
                }
                let backed = providers.iter().any(|p| match *p {
                    Provider::Extension(e) => EXTENSIONS.get(e as usize).is_some_and(|x| {
                        PROMOTED
                            .iter()
                            .any(|p| p.version == core && p.name.to_bytes() == x.name.as_bytes())
                    }),
                    Provider::Core(_) => false,
                });
                assert!(
                    backed,
                    "{} (core {core:#x}) has no promoted extension",
                    c.name
                );
            }
        }
    }

    #[test]
    fn backing_stops_at_the_first_missing_extension() {
        let v11 = vk::API_VERSION_1_1;
        assert_eq!(backing(v11, V13, all()).version, V13);
        assert_eq!(backing(v11, V12, all()).version, V12);
        assert_eq!(backing(V13, V13, Mask(0)).stopped, None);
        let no_sync2 = Mask(all().0 & !(1 << index(c"VK_KHR_synchronization2").unwrap()));
        let b = backing(v11, V13, no_sync2);
        assert_eq!(b.version, V12);
        assert_eq!(b.stopped, Some((V13, vec![c"VK_KHR_synchronization2"])));
        // Optional extensions do not stop it.
        let no_astc =
            Mask(all().0 & !(1 << index(c"VK_EXT_texture_compression_astc_hdr").unwrap()));
        assert_eq!(backing(v11, V13, no_astc).version, V13);
        // Lavapipe's own 1.3 lacks these: they do not stop it either.
        let lvp = Mask::of(PROMOTED.iter().map(|p| p.name).filter(|n| {
            ![
                c"VK_EXT_descriptor_indexing",
                c"VK_KHR_shader_non_semantic_info",
                c"VK_EXT_texture_compression_astc_hdr",
                c"VK_EXT_ycbcr_2plane_444_formats",
            ]
            .contains(n)
        }));
        assert_eq!(backing(v11, V13, lvp).version, V13);
        // Promoted to 1.2, mandatory from 1.3.
        let no_vmm = Mask(all().0 & !(1 << index(c"VK_KHR_vulkan_memory_model").unwrap()));
        assert_eq!(backing(v11, V13, no_vmm).version, V12);
        let no_timeline = Mask(all().0 & !(1 << index(c"VK_KHR_timeline_semaphore").unwrap()));
        assert_eq!(backing(v11, V13, no_timeline).version, v11);
        // A 1.0 driver stays 1.0.
        assert_eq!(
            backing(vk::API_VERSION_1_0, V13, all()).version,
            vk::API_VERSION_1_0
        );
    }

    #[test]
    fn promoted_between_selects_by_version() {
        let m = Mask::of([c"VK_KHR_timeline_semaphore", c"VK_KHR_dynamic_rendering"]);
        let v11 = vk::API_VERSION_1_1;
        assert_eq!(
            m.promoted_between(v11, V12).collect::<Vec<_>>(),
            [c"VK_KHR_timeline_semaphore"]
        );
        assert_eq!(
            m.promoted_between(V12, V13).collect::<Vec<_>>(),
            [c"VK_KHR_dynamic_rendering"]
        );
        assert!(m.has(c"VK_KHR_dynamic_rendering") && !m.has(c"VK_KHR_maintenance4"));
    }
}
