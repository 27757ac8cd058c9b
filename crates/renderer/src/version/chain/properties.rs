//! The property structures' parts: for each of `VkPhysicalDeviceVulkan1{1,2,3}Properties`,
//! the extension (and 1.1 core) structures that carry its members, and the members no
//! structure carries.

use ash::vk;

use super::{Base, Dir, P, Part, PartDesc};
use crate::version::table::Mask;

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

pub(super) static V11_PROPERTIES: [PartDesc; 6] = [
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

pub(super) static V12_PROPERTIES: [PartDesc; 6] = [
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
pub(super) unsafe fn v12_property_extras(
    core: *mut Base,
    _: Mask,
    dir: Dir,
) -> Option<&'static str> {
    if dir == Dir::ToCore {
        // SAFETY: caller: `core` is this structure.
        let c = unsafe { &mut *core.cast::<vk::PhysicalDeviceVulkan12Properties<'static>>() };
        c.framebuffer_integer_color_sample_counts = vk::SampleCountFlags::TYPE_1;
    }
    None
}

pub(super) static V13_PROPERTIES: [PartDesc; 5] = [
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
pub(super) unsafe fn v13_property_extras(
    core: *mut Base,
    _: Mask,
    dir: Dir,
) -> Option<&'static str> {
    if dir == Dir::ToCore {
        // SAFETY: caller: `core` is this structure.
        let c = unsafe { &mut *core.cast::<vk::PhysicalDeviceVulkan13Properties<'static>>() };
        c.max_inline_uniform_total_size = c
            .max_inline_uniform_block_size
            .saturating_mul(c.max_descriptor_set_inline_uniform_blocks);
    }
    None
}
