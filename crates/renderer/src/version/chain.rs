//! The `VkPhysicalDeviceVulkan1{1,2,3}{Features,Properties}` structures a driver below their
//! version does not know, translated to and from the extension (and 1.1 core) structures that
//! carry the same members.
//!
//! [`Edit::unlink`] takes such structures out of a chain and appends the structures that
//! stand in for them; after the driver call, [`Edit::fill`] answers the core structures from
//! what the driver wrote, and [`Edit::restore`] puts the chain back as the application built
//! it (the reply encoder walks it).

use std::ffi::CStr;

use ash::vk;

use super::table::Mask;

type Base = vk::BaseOutStructure<'static>;

/// Which way [`Part`] copies members.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// From the extension structure into the core one (a query's answer).
    ToCore,
    /// From the core structure into the extension one (a device creation's request).
    ToPart,
}

/// An extension structure (or a 1.1 core one) standing in for some members of a core one.
pub trait Part {
    /// The structure, to link into a chain.
    fn head(&mut self) -> *mut Base;
    /// Copies the members between the core structure `core` and this one; with
    /// [`Dir::ToPart`], whether any copied feature is requested.
    ///
    /// # Safety
    /// `core` points to the core structure this part belongs to.
    unsafe fn copy(&mut self, core: *mut Base, dir: Dir) -> bool;
}

struct P<T: 'static, C: 'static> {
    s: T,
    f: fn(&mut C, &mut T, Dir) -> bool,
}

impl<T: 'static, C: 'static> Part for P<T, C> {
    fn head(&mut self) -> *mut Base {
        (&raw mut self.s).cast()
    }

    unsafe fn copy(&mut self, core: *mut Base, dir: Dir) -> bool {
        // SAFETY: caller: `core` is a `C` (its sType chose the descriptor that made this).
        (self.f)(unsafe { &mut *core.cast::<C>() }, &mut self.s, dir)
    }
}

/// How one part is made: the extension that must be present (`None`: 1.1 core).
#[derive(Debug)]
pub struct PartDesc {
    /// The extension whose structure it is.
    pub ext: Option<&'static CStr>,
    /// A default-initialized part (its sType set).
    pub make: fn() -> Box<dyn Part>,
}

/// One core structure and what stands in for it.
#[derive(Debug)]
pub struct CoreDesc {
    /// Its sType.
    pub stype: vk::StructureType,
    /// Its name, for logs.
    pub name: &'static str,
    /// The lowest driver version that knows it (`major.minor`).
    pub known_from: u32,
    /// The structures that carry its members.
    pub parts: &'static [PartDesc],
    /// The members no structure carries: set from extension support ([`Dir::ToCore`]), or
    /// checked against it ([`Dir::ToPart`]: the name of one requested but not backed).
    pub extras: unsafe fn(core: *mut Base, have: Mask, dir: Dir) -> Option<&'static str>,
    /// Zeroes every member but `sType` and `pNext`.
    pub clear: unsafe fn(core: *mut Base),
}

/// Feature parts: every member a `Bool32`.
macro_rules! features {
    ($ext:expr, $Core:ident, $Part:ident { $($f:ident),* $(,)? }) => {
        PartDesc {
            ext: $ext,
            make: || {
                fn copy(c: &mut vk::$Core<'static>, p: &mut vk::$Part<'static>, dir: Dir) -> bool {
                    match dir {
                        Dir::ToCore => {
                            $(c.$f = p.$f;)*
                            false
                        }
                        Dir::ToPart => {
                            $(p.$f = c.$f;)*
                            false $(|| p.$f != 0)*
                        }
                    }
                }
                Box::new(P { s: vk::$Part::default(), f: copy }) as Box<dyn Part>
            },
        }
    };
}

/// Property parts: only ever copied into the core structure; `renamed` lists
/// `core_member: part_member` pairs.
macro_rules! properties {
    ($ext:expr, $Core:ident, $Part:ident { $($f:ident),* $(,)? } $(renamed { $($cf:ident : $pf:ident),* $(,)? })?) => {
        PartDesc {
            ext: $ext,
            make: || {
                fn copy(c: &mut vk::$Core<'static>, p: &mut vk::$Part<'static>, dir: Dir) -> bool {
                    if dir == Dir::ToCore {
                        $(c.$f = p.$f;)*
                        $($(c.$cf = p.$pf;)*)?
                    }
                    false
                }
                Box::new(P { s: vk::$Part::default(), f: copy }) as Box<dyn Part>
            },
        }
    };
}

macro_rules! clear {
    ($Core:ident) => {{
        unsafe fn clear(core: *mut Base) {
            // SAFETY: caller: `core` is this structure (its sType chose the descriptor).
            unsafe {
                let c = core.cast::<vk::$Core<'static>>();
                let p_next = (*c).p_next;
                c.write(vk::$Core {
                    p_next,
                    ..Default::default()
                });
            }
        }
        clear
    }};
}

unsafe fn no_extras(_: *mut Base, _: Mask, _: Dir) -> Option<&'static str> {
    None
}

static V11_FEATURES: [PartDesc; 6] = [
    features!(
        None,
        PhysicalDeviceVulkan11Features,
        PhysicalDevice16BitStorageFeatures {
            storage_buffer16_bit_access,
            uniform_and_storage_buffer16_bit_access,
            storage_push_constant16,
            storage_input_output16,
        }
    ),
    features!(
        None,
        PhysicalDeviceVulkan11Features,
        PhysicalDeviceMultiviewFeatures {
            multiview,
            multiview_geometry_shader,
            multiview_tessellation_shader,
        }
    ),
    features!(
        None,
        PhysicalDeviceVulkan11Features,
        PhysicalDeviceVariablePointersFeatures {
            variable_pointers_storage_buffer,
            variable_pointers,
        }
    ),
    features!(
        None,
        PhysicalDeviceVulkan11Features,
        PhysicalDeviceProtectedMemoryFeatures { protected_memory }
    ),
    features!(
        None,
        PhysicalDeviceVulkan11Features,
        PhysicalDeviceSamplerYcbcrConversionFeatures {
            sampler_ycbcr_conversion,
        }
    ),
    features!(
        None,
        PhysicalDeviceVulkan11Features,
        PhysicalDeviceShaderDrawParametersFeatures {
            shader_draw_parameters,
        }
    ),
];

static V12_FEATURES: [PartDesc; 13] = [
    features!(
        Some(c"VK_KHR_8bit_storage"),
        PhysicalDeviceVulkan12Features,
        PhysicalDevice8BitStorageFeatures {
            storage_buffer8_bit_access,
            uniform_and_storage_buffer8_bit_access,
            storage_push_constant8,
        }
    ),
    features!(
        Some(c"VK_KHR_shader_atomic_int64"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceShaderAtomicInt64Features {
            shader_buffer_int64_atomics,
            shader_shared_int64_atomics,
        }
    ),
    features!(
        Some(c"VK_KHR_shader_float16_int8"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceShaderFloat16Int8Features {
            shader_float16,
            shader_int8,
        }
    ),
    features!(
        Some(c"VK_EXT_descriptor_indexing"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceDescriptorIndexingFeatures {
            shader_input_attachment_array_dynamic_indexing,
            shader_uniform_texel_buffer_array_dynamic_indexing,
            shader_storage_texel_buffer_array_dynamic_indexing,
            shader_uniform_buffer_array_non_uniform_indexing,
            shader_sampled_image_array_non_uniform_indexing,
            shader_storage_buffer_array_non_uniform_indexing,
            shader_storage_image_array_non_uniform_indexing,
            shader_input_attachment_array_non_uniform_indexing,
            shader_uniform_texel_buffer_array_non_uniform_indexing,
            shader_storage_texel_buffer_array_non_uniform_indexing,
            descriptor_binding_uniform_buffer_update_after_bind,
            descriptor_binding_sampled_image_update_after_bind,
            descriptor_binding_storage_image_update_after_bind,
            descriptor_binding_storage_buffer_update_after_bind,
            descriptor_binding_uniform_texel_buffer_update_after_bind,
            descriptor_binding_storage_texel_buffer_update_after_bind,
            descriptor_binding_update_unused_while_pending,
            descriptor_binding_partially_bound,
            descriptor_binding_variable_descriptor_count,
            runtime_descriptor_array,
        }
    ),
    features!(
        Some(c"VK_EXT_scalar_block_layout"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceScalarBlockLayoutFeatures {
            scalar_block_layout,
        }
    ),
    features!(
        Some(c"VK_KHR_imageless_framebuffer"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceImagelessFramebufferFeatures {
            imageless_framebuffer,
        }
    ),
    features!(
        Some(c"VK_KHR_uniform_buffer_standard_layout"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceUniformBufferStandardLayoutFeatures {
            uniform_buffer_standard_layout,
        }
    ),
    features!(
        Some(c"VK_KHR_shader_subgroup_extended_types"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceShaderSubgroupExtendedTypesFeatures {
            shader_subgroup_extended_types,
        }
    ),
    features!(
        Some(c"VK_KHR_separate_depth_stencil_layouts"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceSeparateDepthStencilLayoutsFeatures {
            separate_depth_stencil_layouts,
        }
    ),
    features!(
        Some(c"VK_EXT_host_query_reset"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceHostQueryResetFeatures { host_query_reset }
    ),
    features!(
        Some(c"VK_KHR_timeline_semaphore"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceTimelineSemaphoreFeatures { timeline_semaphore }
    ),
    features!(
        Some(c"VK_KHR_buffer_device_address"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceBufferDeviceAddressFeatures {
            buffer_device_address,
            buffer_device_address_capture_replay,
            buffer_device_address_multi_device,
        }
    ),
    features!(
        Some(c"VK_KHR_vulkan_memory_model"),
        PhysicalDeviceVulkan12Features,
        PhysicalDeviceVulkanMemoryModelFeatures {
            vulkan_memory_model,
            vulkan_memory_model_device_scope,
            vulkan_memory_model_availability_visibility_chains,
        }
    ),
];

/// The `VkPhysicalDeviceVulkan12Features` members that say an extension is supported.
unsafe fn v12_feature_extras(core: *mut Base, have: Mask, dir: Dir) -> Option<&'static str> {
    // SAFETY: caller: `core` is this structure.
    let c = unsafe { &mut *core.cast::<vk::PhysicalDeviceVulkan12Features<'static>>() };
    let vil = c"VK_EXT_shader_viewport_index_layer";
    let members: [(&mut vk::Bool32, Option<&CStr>, &'static str); 7] = [
        (
            &mut c.sampler_mirror_clamp_to_edge,
            Some(c"VK_KHR_sampler_mirror_clamp_to_edge"),
            "samplerMirrorClampToEdge",
        ),
        (
            &mut c.draw_indirect_count,
            Some(c"VK_KHR_draw_indirect_count"),
            "drawIndirectCount",
        ),
        (
            &mut c.descriptor_indexing,
            Some(c"VK_EXT_descriptor_indexing"),
            "descriptorIndexing",
        ),
        (
            &mut c.sampler_filter_minmax,
            Some(c"VK_EXT_sampler_filter_minmax"),
            "samplerFilterMinmax",
        ),
        (
            &mut c.shader_output_viewport_index,
            Some(vil),
            "shaderOutputViewportIndex",
        ),
        (&mut c.shader_output_layer, Some(vil), "shaderOutputLayer"),
        // SPIR-V 1.5's dynamic broadcast id: no extension carries it.
        (
            &mut c.subgroup_broadcast_dynamic_id,
            None,
            "subgroupBroadcastDynamicId",
        ),
    ];
    for (member, ext, name) in members {
        let backed = ext.is_some_and(|e| have.has(e));
        match dir {
            Dir::ToCore => *member = backed.into(),
            Dir::ToPart if *member != 0 && !backed => return Some(name),
            Dir::ToPart => {}
        }
    }
    None
}

static V13_FEATURES: [PartDesc; 13] = [
    features!(
        Some(c"VK_EXT_image_robustness"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceImageRobustnessFeatures {
            robust_image_access,
        }
    ),
    features!(
        Some(c"VK_EXT_inline_uniform_block"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceInlineUniformBlockFeatures {
            inline_uniform_block,
            descriptor_binding_inline_uniform_block_update_after_bind,
        }
    ),
    features!(
        Some(c"VK_EXT_pipeline_creation_cache_control"),
        PhysicalDeviceVulkan13Features,
        PhysicalDevicePipelineCreationCacheControlFeatures {
            pipeline_creation_cache_control,
        }
    ),
    features!(
        Some(c"VK_EXT_private_data"),
        PhysicalDeviceVulkan13Features,
        PhysicalDevicePrivateDataFeatures { private_data }
    ),
    features!(
        Some(c"VK_EXT_shader_demote_to_helper_invocation"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceShaderDemoteToHelperInvocationFeatures {
            shader_demote_to_helper_invocation,
        }
    ),
    features!(
        Some(c"VK_KHR_shader_terminate_invocation"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceShaderTerminateInvocationFeatures {
            shader_terminate_invocation,
        }
    ),
    features!(
        Some(c"VK_EXT_subgroup_size_control"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceSubgroupSizeControlFeatures {
            subgroup_size_control,
            compute_full_subgroups,
        }
    ),
    features!(
        Some(c"VK_KHR_synchronization2"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceSynchronization2Features { synchronization2 }
    ),
    features!(
        Some(c"VK_EXT_texture_compression_astc_hdr"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceTextureCompressionASTCHDRFeatures {
            texture_compression_astc_hdr,
        }
    ),
    features!(
        Some(c"VK_KHR_zero_initialize_workgroup_memory"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceZeroInitializeWorkgroupMemoryFeatures {
            shader_zero_initialize_workgroup_memory,
        }
    ),
    features!(
        Some(c"VK_KHR_dynamic_rendering"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceDynamicRenderingFeatures { dynamic_rendering }
    ),
    features!(
        Some(c"VK_KHR_shader_integer_dot_product"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceShaderIntegerDotProductFeatures {
            shader_integer_dot_product,
        }
    ),
    features!(
        Some(c"VK_KHR_maintenance4"),
        PhysicalDeviceVulkan13Features,
        PhysicalDeviceMaintenance4Features { maintenance4 }
    ),
];

static V11_PROPERTIES: [PartDesc; 6] = [
    properties!(
        None,
        PhysicalDeviceVulkan11Properties,
        PhysicalDeviceIDProperties {
            device_uuid,
            driver_uuid,
            device_luid,
            device_node_mask,
            device_luid_valid,
        }
    ),
    properties!(None, PhysicalDeviceVulkan11Properties, PhysicalDeviceSubgroupProperties {
        subgroup_size,
    } renamed {
        subgroup_supported_stages: supported_stages,
        subgroup_supported_operations: supported_operations,
        subgroup_quad_operations_in_all_stages: quad_operations_in_all_stages,
    }),
    properties!(
        None,
        PhysicalDeviceVulkan11Properties,
        PhysicalDevicePointClippingProperties {
            point_clipping_behavior,
        }
    ),
    properties!(
        None,
        PhysicalDeviceVulkan11Properties,
        PhysicalDeviceMultiviewProperties {
            max_multiview_view_count,
            max_multiview_instance_index,
        }
    ),
    properties!(
        None,
        PhysicalDeviceVulkan11Properties,
        PhysicalDeviceProtectedMemoryProperties { protected_no_fault }
    ),
    properties!(
        None,
        PhysicalDeviceVulkan11Properties,
        PhysicalDeviceMaintenance3Properties {
            max_per_set_descriptors,
            max_memory_allocation_size,
        }
    ),
];

static V12_PROPERTIES: [PartDesc; 6] = [
    properties!(
        Some(c"VK_KHR_driver_properties"),
        PhysicalDeviceVulkan12Properties,
        PhysicalDeviceDriverProperties {
            driver_id,
            driver_name,
            driver_info,
            conformance_version,
        }
    ),
    properties!(
        Some(c"VK_KHR_shader_float_controls"),
        PhysicalDeviceVulkan12Properties,
        PhysicalDeviceFloatControlsProperties {
            denorm_behavior_independence,
            rounding_mode_independence,
            shader_signed_zero_inf_nan_preserve_float16,
            shader_signed_zero_inf_nan_preserve_float32,
            shader_signed_zero_inf_nan_preserve_float64,
            shader_denorm_preserve_float16,
            shader_denorm_preserve_float32,
            shader_denorm_preserve_float64,
            shader_denorm_flush_to_zero_float16,
            shader_denorm_flush_to_zero_float32,
            shader_denorm_flush_to_zero_float64,
            shader_rounding_mode_rte_float16,
            shader_rounding_mode_rte_float32,
            shader_rounding_mode_rte_float64,
            shader_rounding_mode_rtz_float16,
            shader_rounding_mode_rtz_float32,
            shader_rounding_mode_rtz_float64,
        }
    ),
    properties!(
        Some(c"VK_EXT_descriptor_indexing"),
        PhysicalDeviceVulkan12Properties,
        PhysicalDeviceDescriptorIndexingProperties {
            max_update_after_bind_descriptors_in_all_pools,
            shader_uniform_buffer_array_non_uniform_indexing_native,
            shader_sampled_image_array_non_uniform_indexing_native,
            shader_storage_buffer_array_non_uniform_indexing_native,
            shader_storage_image_array_non_uniform_indexing_native,
            shader_input_attachment_array_non_uniform_indexing_native,
            robust_buffer_access_update_after_bind,
            quad_divergent_implicit_lod,
            max_per_stage_descriptor_update_after_bind_samplers,
            max_per_stage_descriptor_update_after_bind_uniform_buffers,
            max_per_stage_descriptor_update_after_bind_storage_buffers,
            max_per_stage_descriptor_update_after_bind_sampled_images,
            max_per_stage_descriptor_update_after_bind_storage_images,
            max_per_stage_descriptor_update_after_bind_input_attachments,
            max_per_stage_update_after_bind_resources,
            max_descriptor_set_update_after_bind_samplers,
            max_descriptor_set_update_after_bind_uniform_buffers,
            max_descriptor_set_update_after_bind_uniform_buffers_dynamic,
            max_descriptor_set_update_after_bind_storage_buffers,
            max_descriptor_set_update_after_bind_storage_buffers_dynamic,
            max_descriptor_set_update_after_bind_sampled_images,
            max_descriptor_set_update_after_bind_storage_images,
            max_descriptor_set_update_after_bind_input_attachments,
        }
    ),
    properties!(
        Some(c"VK_KHR_depth_stencil_resolve"),
        PhysicalDeviceVulkan12Properties,
        PhysicalDeviceDepthStencilResolveProperties {
            supported_depth_resolve_modes,
            supported_stencil_resolve_modes,
            independent_resolve_none,
            independent_resolve,
        }
    ),
    properties!(
        Some(c"VK_EXT_sampler_filter_minmax"),
        PhysicalDeviceVulkan12Properties,
        PhysicalDeviceSamplerFilterMinmaxProperties {
            filter_minmax_single_component_formats,
            filter_minmax_image_component_mapping,
        }
    ),
    properties!(
        Some(c"VK_KHR_timeline_semaphore"),
        PhysicalDeviceVulkan12Properties,
        PhysicalDeviceTimelineSemaphoreProperties {
            max_timeline_semaphore_value_difference,
        }
    ),
];

/// `framebufferIntegerColorSampleCounts` has no extension structure: one sample, which every
/// device supports.
unsafe fn v12_property_extras(core: *mut Base, _: Mask, dir: Dir) -> Option<&'static str> {
    if dir == Dir::ToCore {
        // SAFETY: caller: `core` is this structure.
        let c = unsafe { &mut *core.cast::<vk::PhysicalDeviceVulkan12Properties<'static>>() };
        c.framebuffer_integer_color_sample_counts = vk::SampleCountFlags::TYPE_1;
    }
    None
}

static V13_PROPERTIES: [PartDesc; 5] = [
    properties!(
        Some(c"VK_EXT_subgroup_size_control"),
        PhysicalDeviceVulkan13Properties,
        PhysicalDeviceSubgroupSizeControlProperties {
            min_subgroup_size,
            max_subgroup_size,
            max_compute_workgroup_subgroups,
            required_subgroup_size_stages,
        }
    ),
    properties!(
        Some(c"VK_EXT_inline_uniform_block"),
        PhysicalDeviceVulkan13Properties,
        PhysicalDeviceInlineUniformBlockProperties {
            max_inline_uniform_block_size,
            max_per_stage_descriptor_inline_uniform_blocks,
            max_per_stage_descriptor_update_after_bind_inline_uniform_blocks,
            max_descriptor_set_inline_uniform_blocks,
            max_descriptor_set_update_after_bind_inline_uniform_blocks,
        }
    ),
    properties!(
        Some(c"VK_KHR_shader_integer_dot_product"),
        PhysicalDeviceVulkan13Properties,
        PhysicalDeviceShaderIntegerDotProductProperties {
            integer_dot_product8_bit_unsigned_accelerated,
            integer_dot_product8_bit_signed_accelerated,
            integer_dot_product8_bit_mixed_signedness_accelerated,
            integer_dot_product4x8_bit_packed_unsigned_accelerated,
            integer_dot_product4x8_bit_packed_signed_accelerated,
            integer_dot_product4x8_bit_packed_mixed_signedness_accelerated,
            integer_dot_product16_bit_unsigned_accelerated,
            integer_dot_product16_bit_signed_accelerated,
            integer_dot_product16_bit_mixed_signedness_accelerated,
            integer_dot_product32_bit_unsigned_accelerated,
            integer_dot_product32_bit_signed_accelerated,
            integer_dot_product32_bit_mixed_signedness_accelerated,
            integer_dot_product64_bit_unsigned_accelerated,
            integer_dot_product64_bit_signed_accelerated,
            integer_dot_product64_bit_mixed_signedness_accelerated,
            integer_dot_product_accumulating_saturating8_bit_unsigned_accelerated,
            integer_dot_product_accumulating_saturating8_bit_signed_accelerated,
            integer_dot_product_accumulating_saturating8_bit_mixed_signedness_accelerated,
            integer_dot_product_accumulating_saturating4x8_bit_packed_unsigned_accelerated,
            integer_dot_product_accumulating_saturating4x8_bit_packed_signed_accelerated,
            integer_dot_product_accumulating_saturating4x8_bit_packed_mixed_signedness_accelerated,
            integer_dot_product_accumulating_saturating16_bit_unsigned_accelerated,
            integer_dot_product_accumulating_saturating16_bit_signed_accelerated,
            integer_dot_product_accumulating_saturating16_bit_mixed_signedness_accelerated,
            integer_dot_product_accumulating_saturating32_bit_unsigned_accelerated,
            integer_dot_product_accumulating_saturating32_bit_signed_accelerated,
            integer_dot_product_accumulating_saturating32_bit_mixed_signedness_accelerated,
            integer_dot_product_accumulating_saturating64_bit_unsigned_accelerated,
            integer_dot_product_accumulating_saturating64_bit_signed_accelerated,
            integer_dot_product_accumulating_saturating64_bit_mixed_signedness_accelerated,
        }
    ),
    properties!(
        Some(c"VK_EXT_texel_buffer_alignment"),
        PhysicalDeviceVulkan13Properties,
        PhysicalDeviceTexelBufferAlignmentProperties {
            storage_texel_buffer_offset_alignment_bytes,
            storage_texel_buffer_offset_single_texel_alignment,
            uniform_texel_buffer_offset_alignment_bytes,
            uniform_texel_buffer_offset_single_texel_alignment,
        }
    ),
    properties!(
        Some(c"VK_KHR_maintenance4"),
        PhysicalDeviceVulkan13Properties,
        PhysicalDeviceMaintenance4Properties { max_buffer_size }
    ),
];

/// `maxInlineUniformTotalSize` has no extension structure: what the inline uniform blocks
/// of one set can hold together.
unsafe fn v13_property_extras(core: *mut Base, _: Mask, dir: Dir) -> Option<&'static str> {
    if dir == Dir::ToCore {
        // SAFETY: caller: `core` is this structure.
        let c = unsafe { &mut *core.cast::<vk::PhysicalDeviceVulkan13Properties<'static>>() };
        c.max_inline_uniform_total_size = c
            .max_inline_uniform_block_size
            .saturating_mul(c.max_descriptor_set_inline_uniform_blocks);
    }
    None
}

/// The core structures a driver below their version does not know.
pub static CORES: [CoreDesc; 6] = [
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
        name: "VkPhysicalDeviceVulkan11Features",
        known_from: vk::API_VERSION_1_2,
        parts: &V11_FEATURES,
        extras: no_extras,
        clear: clear!(PhysicalDeviceVulkan11Features),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
        name: "VkPhysicalDeviceVulkan12Features",
        known_from: vk::API_VERSION_1_2,
        parts: &V12_FEATURES,
        extras: v12_feature_extras,
        clear: clear!(PhysicalDeviceVulkan12Features),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
        name: "VkPhysicalDeviceVulkan13Features",
        known_from: vk::API_VERSION_1_3,
        parts: &V13_FEATURES,
        extras: no_extras,
        clear: clear!(PhysicalDeviceVulkan13Features),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES,
        name: "VkPhysicalDeviceVulkan11Properties",
        known_from: vk::API_VERSION_1_2,
        parts: &V11_PROPERTIES,
        extras: no_extras,
        clear: clear!(PhysicalDeviceVulkan11Properties),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES,
        name: "VkPhysicalDeviceVulkan12Properties",
        known_from: vk::API_VERSION_1_2,
        parts: &V12_PROPERTIES,
        extras: v12_property_extras,
        clear: clear!(PhysicalDeviceVulkan12Properties),
    },
    CoreDesc {
        stype: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_3_PROPERTIES,
        name: "VkPhysicalDeviceVulkan13Properties",
        known_from: vk::API_VERSION_1_3,
        parts: &V13_PROPERTIES,
        extras: v13_property_extras,
        clear: clear!(PhysicalDeviceVulkan13Properties),
    },
];

/// Longest chain walked; the decoder's chains are far shorter.
const MAX_CHAIN: usize = 256;

/// What the structures are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A query the driver answers into the parts.
    Query,
    /// A device creation: the parts carry the request.
    Create,
}

/// One edit of a chain, undone by [`Edit::restore`].
#[derive(Default)]
pub struct Edit {
    /// The core structures taken out: (the structure before it, it, its descriptor), in the
    /// order taken.
    unlinked: Vec<(*mut Base, *mut Base, &'static CoreDesc)>,
    /// The structures appended, each with the index in `unlinked` of its core structure.
    parts: Vec<(usize, Box<dyn Part>)>,
    /// The last structure of the chain before the parts were appended.
    tail: Option<*mut Base>,
    /// Extensions the parts of a [`Mode::Create`] edit need enabled.
    pub needs: Vec<&'static CStr>,
}

impl std::fmt::Debug for Edit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.unlinked.iter().map(|u| u.2.name).collect();
        f.debug_struct("Edit")
            .field("unlinked", &names)
            .field("parts", &self.parts.len())
            .finish()
    }
}

impl Edit {
    /// Whether the chain was left as it was.
    pub fn is_empty(&self) -> bool {
        self.unlinked.is_empty()
    }

    /// Takes the core structures a driver of version `driver` (`major.minor`) does not know
    /// out of the chain after `head`, and appends the structures of `have`'s extensions (and
    /// the 1.1 core ones) that carry their members. In [`Mode::Create`] the parts take the
    /// request, only those with a requested feature are appended, and a requested feature
    /// no extension of `have` backs is an error naming it (the chain is then restored).
    ///
    /// # Safety
    /// `head` is a valid, writable structure chain (every structure as large as its sType
    /// says) that outlives the returned edit's [`Edit::restore`].
    pub unsafe fn unlink(
        head: *mut Base,
        driver: u32,
        have: Mask,
        mode: Mode,
    ) -> Result<Edit, &'static str> {
        let mut edit = Edit::default();
        let mut prev = head;
        // SAFETY: caller: a valid chain.
        let mut cur = unsafe { (*head).p_next };
        let mut steps = 0;
        while !cur.is_null() && steps < MAX_CHAIN {
            steps += 1;
            // SAFETY: caller: every structure of the chain is valid and writable.
            let (stype, next) = unsafe { ((*cur).s_type, (*cur).p_next) };
            match CORES.iter().find(|c| c.stype == stype) {
                Some(core) if core.known_from > driver => {
                    // SAFETY: as above.
                    unsafe { (*prev).p_next = next };
                    edit.unlinked.push((prev, cur, core));
                }
                _ => prev = cur,
            }
            cur = next;
        }
        if !cur.is_null() {
            // Longer than any chain the decoder builds: left as it is.
            edit.restore();
            return Ok(edit);
        }
        if edit.unlinked.is_empty() {
            return Ok(edit);
        }
        edit.tail = Some(prev);
        let unlinked = edit.unlinked.clone();
        for (k, &(_, core_ptr, core)) in unlinked.iter().enumerate() {
            for desc in core.parts {
                let backed = desc.ext.is_none_or(|e| have.has(e));
                let mut part = (desc.make)();
                if mode == Mode::Create {
                    // SAFETY: `core_ptr` is `core`'s structure (its sType matched).
                    let asked = unsafe { part.copy(core_ptr, Dir::ToPart) };
                    if !asked {
                        continue;
                    }
                    if !backed {
                        edit.restore();
                        return Err(core.name);
                    }
                    edit.needs.extend(desc.ext);
                } else if !backed {
                    continue;
                }
                edit.parts.push((k, part));
            }
            if mode == Mode::Create {
                // SAFETY: as above.
                if let Some(name) = unsafe { (core.extras)(core_ptr, have, Dir::ToPart) } {
                    edit.restore();
                    return Err(name);
                }
            }
        }
        // Link the parts after the tail, in order.
        let mut last = prev;
        for (_, part) in edit.parts.iter_mut() {
            let h = part.head();
            // SAFETY: `last` is the chain's tail or a previous part, both writable; `h` is
            // a boxed part that lives in `edit`.
            unsafe {
                (*last).p_next = h;
                (*h).p_next = std::ptr::null_mut();
            }
            last = h;
        }
        Ok(edit)
    }

    /// Answers each core structure taken out from its parts (members no extension of `have`
    /// backs read false or the default) after the driver filled them.
    pub fn fill(&mut self, have: Mask) {
        for (k, &(_, core_ptr, core)) in self.unlinked.iter().enumerate() {
            // SAFETY: `core_ptr` is `core`'s structure, valid while the chain is (as for
            // `unlink`, whose caller guarantees it outlives the edit's restore).
            unsafe { (core.clear)(core_ptr) };
            for (_, part) in self.parts.iter_mut().filter(|(i, _)| *i == k) {
                // SAFETY: as above; the part was made from `core`'s descriptor.
                unsafe { part.copy(core_ptr, Dir::ToCore) };
            }
            // SAFETY: as above.
            unsafe { (core.extras)(core_ptr, have, Dir::ToCore) };
        }
    }

    /// Puts the chain back as it was before [`Edit::unlink`].
    pub fn restore(&mut self) {
        if let Some(tail) = self.tail.take() {
            // SAFETY: the tail is a structure of the chain `unlink` was given (valid until
            // restored, by its caller).
            unsafe { (*tail).p_next = std::ptr::null_mut() };
        }
        for &(prev, cur, _) in self.unlinked.iter().rev() {
            // SAFETY: as above: both are structures of that chain; `cur`'s own `pNext` was
            // never changed.
            unsafe { (*prev).p_next = cur };
        }
        self.unlinked.clear();
        self.parts.clear();
    }
}

#[cfg(test)]
mod tests;
