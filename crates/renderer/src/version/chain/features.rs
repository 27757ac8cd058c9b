//! The feature structures' parts: for each of `VkPhysicalDeviceVulkan1{1,2,3}Features`, the
//! extension (and 1.1 core) structures that carry its members, and the members no structure
//! carries.

use std::ffi::CStr;

use ash::vk;

use super::{Base, Dir, P, Part, PartDesc};
use crate::version::table::Mask;

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

pub(super) static V11_FEATURES: [PartDesc; 6] = [
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

pub(super) static V12_FEATURES: [PartDesc; 13] = [
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
pub(super) unsafe fn v12_feature_extras(
    core: *mut Base,
    have: Mask,
    dir: Dir,
) -> Option<&'static str> {
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

pub(super) static V13_FEATURES: [PartDesc; 13] = [
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
