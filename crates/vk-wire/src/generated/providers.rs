// @generated DO NOT EDIT: written by vk-wire-gen from vk.xml 1.3.239 (VK_HEADER_VERSION 239).
//! What provides each command: the core versions and extensions whose `<require>` blocks
//! name it or one of its aliases.

#![allow(clippy::all)]
use crate::desc::{ExtensionDesc, Provider};

/// Every Vulkan extension that provides a command, sorted by name (the index is used by
/// [`Provider::Extension`]).
pub static EXTENSIONS: [ExtensionDesc; 132] = [
    ExtensionDesc {
        name: "VK_AMD_buffer_marker",
        device: true,
    },
    ExtensionDesc {
        name: "VK_AMD_display_native_hdr",
        device: true,
    },
    ExtensionDesc {
        name: "VK_AMD_draw_indirect_count",
        device: true,
    },
    ExtensionDesc {
        name: "VK_AMD_shader_info",
        device: true,
    },
    ExtensionDesc {
        name: "VK_ANDROID_external_memory_android_hardware_buffer",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_acquire_drm_display",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_acquire_xlib_display",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_buffer_device_address",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_calibrated_timestamps",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_color_write_enable",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_conditional_rendering",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_debug_marker",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_debug_report",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_debug_utils",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_descriptor_buffer",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_device_fault",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_direct_mode_display",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_directfb_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_discard_rectangles",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_display_control",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_display_surface_counter",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_extended_dynamic_state",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_extended_dynamic_state2",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_extended_dynamic_state3",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_external_memory_host",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_full_screen_exclusive",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_hdr_metadata",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_headless_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_host_query_reset",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_image_compression_control",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_image_drm_format_modifier",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_line_rasterization",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_mesh_shader",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_metal_objects",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_metal_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_EXT_multi_draw",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_opacity_micromap",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_pageable_device_local_memory",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_pipeline_properties",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_private_data",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_sample_locations",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_shader_module_identifier",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_swapchain_maintenance1",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_tooling_info",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_transform_feedback",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_validation_cache",
        device: true,
    },
    ExtensionDesc {
        name: "VK_EXT_vertex_input_dynamic_state",
        device: true,
    },
    ExtensionDesc {
        name: "VK_FUCHSIA_buffer_collection",
        device: true,
    },
    ExtensionDesc {
        name: "VK_FUCHSIA_external_memory",
        device: true,
    },
    ExtensionDesc {
        name: "VK_FUCHSIA_external_semaphore",
        device: true,
    },
    ExtensionDesc {
        name: "VK_FUCHSIA_imagepipe_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_GGP_stream_descriptor_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_GOOGLE_display_timing",
        device: true,
    },
    ExtensionDesc {
        name: "VK_HUAWEI_cluster_culling_shader",
        device: true,
    },
    ExtensionDesc {
        name: "VK_HUAWEI_invocation_mask",
        device: true,
    },
    ExtensionDesc {
        name: "VK_HUAWEI_subpass_shading",
        device: true,
    },
    ExtensionDesc {
        name: "VK_INTEL_performance_query",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_acceleration_structure",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_android_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_bind_memory2",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_buffer_device_address",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_copy_commands2",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_create_renderpass2",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_deferred_host_operations",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_descriptor_update_template",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_device_group",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_device_group_creation",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_display",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_display_swapchain",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_draw_indirect_count",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_dynamic_rendering",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_external_fence_capabilities",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_external_fence_fd",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_external_fence_win32",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_external_memory_capabilities",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_external_memory_fd",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_external_memory_win32",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_external_semaphore_capabilities",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_external_semaphore_fd",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_external_semaphore_win32",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_fragment_shading_rate",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_get_display_properties2",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_get_memory_requirements2",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_get_physical_device_properties2",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_get_surface_capabilities2",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_maintenance1",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_maintenance3",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_maintenance4",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_performance_query",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_pipeline_executable_properties",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_present_wait",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_push_descriptor",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_ray_tracing_maintenance1",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_ray_tracing_pipeline",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_sampler_ycbcr_conversion",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_shared_presentable_image",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_swapchain",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_synchronization2",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_timeline_semaphore",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_video_decode_queue",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_video_encode_queue",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_video_queue",
        device: true,
    },
    ExtensionDesc {
        name: "VK_KHR_wayland_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_win32_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_xcb_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_KHR_xlib_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_MVK_ios_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_MVK_macos_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_NN_vi_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_NVX_binary_import",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NVX_image_view_handle",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_acquire_winrt_display",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_clip_space_w_scaling",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_cooperative_matrix",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_copy_memory_indirect",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_coverage_reduction_mode",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_device_diagnostic_checkpoints",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_device_generated_commands",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_external_memory_capabilities",
        device: false,
    },
    ExtensionDesc {
        name: "VK_NV_external_memory_rdma",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_external_memory_win32",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_fragment_shading_rate_enums",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_memory_decompression",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_mesh_shader",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_optical_flow",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_ray_tracing",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_scissor_exclusive",
        device: true,
    },
    ExtensionDesc {
        name: "VK_NV_shading_rate_image",
        device: true,
    },
    ExtensionDesc {
        name: "VK_QCOM_tile_properties",
        device: true,
    },
    ExtensionDesc {
        name: "VK_QNX_screen_surface",
        device: false,
    },
    ExtensionDesc {
        name: "VK_VALVE_descriptor_set_host_mapping",
        device: true,
    },
];

/// What provides each command of [`super::COMMANDS`] (same order).
pub static PROVIDERS: [&[Provider]; 485] = [
    &[Provider::Extension(5)], // vkAcquireDrmDisplayEXT
    &[Provider::Extension(97), Provider::Extension(65)], // vkAcquireNextImage2KHR
    &[Provider::Extension(97)], // vkAcquireNextImageKHR
    &[Provider::Extension(56)], // vkAcquirePerformanceConfigurationINTEL
    &[Provider::Extension(88)], // vkAcquireProfilingLockKHR
    &[Provider::Core(4194304)], // vkAllocateCommandBuffers
    &[Provider::Core(4194304)], // vkAllocateDescriptorSets
    &[Provider::Core(4194304)], // vkAllocateMemory
    &[Provider::Core(4194304)], // vkBeginCommandBuffer
    &[Provider::Extension(126)], // vkBindAccelerationStructureMemoryNV
    &[Provider::Core(4194304)], // vkBindBufferMemory
    &[Provider::Core(4198400), Provider::Extension(59)], // vkBindBufferMemory2
    &[Provider::Core(4194304)], // vkBindImageMemory
    &[Provider::Core(4198400), Provider::Extension(59)], // vkBindImageMemory2
    &[Provider::Extension(125)], // vkBindOpticalFlowSessionImageNV
    &[Provider::Extension(57)], // vkBuildAccelerationStructuresKHR
    &[Provider::Extension(36)], // vkBuildMicromapsEXT
    &[Provider::Extension(10)], // vkCmdBeginConditionalRenderingEXT
    &[Provider::Extension(13)], // vkCmdBeginDebugUtilsLabelEXT
    &[Provider::Core(4194304)], // vkCmdBeginQuery
    &[Provider::Extension(44)], // vkCmdBeginQueryIndexedEXT
    &[Provider::Core(4194304)], // vkCmdBeginRenderPass
    &[Provider::Core(4202496), Provider::Extension(62)], // vkCmdBeginRenderPass2
    &[Provider::Core(4206592), Provider::Extension(70)], // vkCmdBeginRendering
    &[Provider::Extension(44)], // vkCmdBeginTransformFeedbackEXT
    &[Provider::Extension(14)], // vkCmdBindDescriptorBufferEmbeddedSamplersEXT
    &[Provider::Extension(14)], // vkCmdBindDescriptorBuffersEXT
    &[Provider::Core(4194304)], // vkCmdBindDescriptorSets
    &[Provider::Core(4194304)], // vkCmdBindIndexBuffer
    &[Provider::Extension(54)], // vkCmdBindInvocationMaskHUAWEI
    &[Provider::Core(4194304)], // vkCmdBindPipeline
    &[Provider::Extension(118)], // vkCmdBindPipelineShaderGroupNV
    &[Provider::Extension(128)], // vkCmdBindShadingRateImageNV
    &[Provider::Extension(44)], // vkCmdBindTransformFeedbackBuffersEXT
    &[Provider::Core(4194304)], // vkCmdBindVertexBuffers
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdBindVertexBuffers2
    &[Provider::Core(4194304)], // vkCmdBlitImage
    &[Provider::Core(4206592), Provider::Extension(61)], // vkCmdBlitImage2
    &[Provider::Extension(126)], // vkCmdBuildAccelerationStructureNV
    &[Provider::Extension(57)], // vkCmdBuildAccelerationStructuresIndirectKHR
    &[Provider::Extension(57)], // vkCmdBuildAccelerationStructuresKHR
    &[Provider::Extension(36)], // vkCmdBuildMicromapsEXT
    &[Provider::Core(4194304)], // vkCmdClearAttachments
    &[Provider::Core(4194304)], // vkCmdClearColorImage
    &[Provider::Core(4194304)], // vkCmdClearDepthStencilImage
    &[Provider::Extension(57)], // vkCmdCopyAccelerationStructureKHR
    &[Provider::Extension(126)], // vkCmdCopyAccelerationStructureNV
    &[Provider::Extension(57)], // vkCmdCopyAccelerationStructureToMemoryKHR
    &[Provider::Core(4194304)], // vkCmdCopyBuffer
    &[Provider::Core(4206592), Provider::Extension(61)], // vkCmdCopyBuffer2
    &[Provider::Core(4194304)], // vkCmdCopyBufferToImage
    &[Provider::Core(4206592), Provider::Extension(61)], // vkCmdCopyBufferToImage2
    &[Provider::Core(4194304)], // vkCmdCopyImage
    &[Provider::Core(4206592), Provider::Extension(61)], // vkCmdCopyImage2
    &[Provider::Core(4194304)], // vkCmdCopyImageToBuffer
    &[Provider::Core(4206592), Provider::Extension(61)], // vkCmdCopyImageToBuffer2
    &[Provider::Extension(115)], // vkCmdCopyMemoryIndirectNV
    &[Provider::Extension(57)], // vkCmdCopyMemoryToAccelerationStructureKHR
    &[Provider::Extension(115)], // vkCmdCopyMemoryToImageIndirectNV
    &[Provider::Extension(36)], // vkCmdCopyMemoryToMicromapEXT
    &[Provider::Extension(36)], // vkCmdCopyMicromapEXT
    &[Provider::Extension(36)], // vkCmdCopyMicromapToMemoryEXT
    &[Provider::Core(4194304)], // vkCmdCopyQueryPoolResults
    &[Provider::Extension(110)], // vkCmdCuLaunchKernelNVX
    &[Provider::Extension(11)], // vkCmdDebugMarkerBeginEXT
    &[Provider::Extension(11)], // vkCmdDebugMarkerEndEXT
    &[Provider::Extension(11)], // vkCmdDebugMarkerInsertEXT
    &[Provider::Extension(123)], // vkCmdDecompressMemoryIndirectCountNV
    &[Provider::Extension(123)], // vkCmdDecompressMemoryNV
    &[Provider::Core(4194304)], // vkCmdDispatch
    &[Provider::Core(4198400), Provider::Extension(65)], // vkCmdDispatchBase
    &[Provider::Core(4194304)], // vkCmdDispatchIndirect
    &[Provider::Core(4194304)], // vkCmdDraw
    &[Provider::Extension(53)], // vkCmdDrawClusterHUAWEI
    &[Provider::Extension(53)], // vkCmdDrawClusterIndirectHUAWEI
    &[Provider::Core(4194304)], // vkCmdDrawIndexed
    &[Provider::Core(4194304)], // vkCmdDrawIndexedIndirect
    &[
        Provider::Core(4202496),
        Provider::Extension(2),
        Provider::Extension(69),
    ], // vkCmdDrawIndexedIndirectCount
    &[Provider::Core(4194304)], // vkCmdDrawIndirect
    &[Provider::Extension(44)], // vkCmdDrawIndirectByteCountEXT
    &[
        Provider::Core(4202496),
        Provider::Extension(2),
        Provider::Extension(69),
    ], // vkCmdDrawIndirectCount
    &[Provider::Extension(32)], // vkCmdDrawMeshTasksEXT
    &[Provider::Extension(32)], // vkCmdDrawMeshTasksIndirectCountEXT
    &[Provider::Extension(124)], // vkCmdDrawMeshTasksIndirectCountNV
    &[Provider::Extension(32)], // vkCmdDrawMeshTasksIndirectEXT
    &[Provider::Extension(124)], // vkCmdDrawMeshTasksIndirectNV
    &[Provider::Extension(124)], // vkCmdDrawMeshTasksNV
    &[Provider::Extension(35)], // vkCmdDrawMultiEXT
    &[Provider::Extension(35)], // vkCmdDrawMultiIndexedEXT
    &[Provider::Extension(10)], // vkCmdEndConditionalRenderingEXT
    &[Provider::Extension(13)], // vkCmdEndDebugUtilsLabelEXT
    &[Provider::Core(4194304)], // vkCmdEndQuery
    &[Provider::Extension(44)], // vkCmdEndQueryIndexedEXT
    &[Provider::Core(4194304)], // vkCmdEndRenderPass
    &[Provider::Core(4202496), Provider::Extension(62)], // vkCmdEndRenderPass2
    &[Provider::Core(4206592), Provider::Extension(70)], // vkCmdEndRendering
    &[Provider::Extension(44)], // vkCmdEndTransformFeedbackEXT
    &[Provider::Core(4194304)], // vkCmdExecuteCommands
    &[Provider::Extension(118)], // vkCmdExecuteGeneratedCommandsNV
    &[Provider::Core(4194304)], // vkCmdFillBuffer
    &[Provider::Extension(13)], // vkCmdInsertDebugUtilsLabelEXT
    &[Provider::Core(4194304)], // vkCmdNextSubpass
    &[Provider::Core(4202496), Provider::Extension(62)], // vkCmdNextSubpass2
    &[Provider::Extension(125)], // vkCmdOpticalFlowExecuteNV
    &[Provider::Core(4194304)], // vkCmdPipelineBarrier
    &[Provider::Core(4206592), Provider::Extension(98)], // vkCmdPipelineBarrier2
    &[Provider::Extension(118)], // vkCmdPreprocessGeneratedCommandsNV
    &[Provider::Core(4194304)], // vkCmdPushConstants
    &[Provider::Extension(91)], // vkCmdPushDescriptorSetKHR
    &[Provider::Extension(91), Provider::Extension(64)], // vkCmdPushDescriptorSetWithTemplateKHR
    &[Provider::Core(4194304)], // vkCmdResetEvent
    &[Provider::Core(4206592), Provider::Extension(98)], // vkCmdResetEvent2
    &[Provider::Core(4194304)], // vkCmdResetQueryPool
    &[Provider::Core(4194304)], // vkCmdResolveImage
    &[Provider::Core(4206592), Provider::Extension(61)], // vkCmdResolveImage2
    &[Provider::Extension(23)], // vkCmdSetAlphaToCoverageEnableEXT
    &[Provider::Extension(23)], // vkCmdSetAlphaToOneEnableEXT
    &[Provider::Core(4194304)], // vkCmdSetBlendConstants
    &[Provider::Extension(117)], // vkCmdSetCheckpointNV
    &[Provider::Extension(128)], // vkCmdSetCoarseSampleOrderNV
    &[Provider::Extension(23)], // vkCmdSetColorBlendAdvancedEXT
    &[Provider::Extension(23)], // vkCmdSetColorBlendEnableEXT
    &[Provider::Extension(23)], // vkCmdSetColorBlendEquationEXT
    &[Provider::Extension(9)], // vkCmdSetColorWriteEnableEXT
    &[Provider::Extension(23)], // vkCmdSetColorWriteMaskEXT
    &[Provider::Extension(23)], // vkCmdSetConservativeRasterizationModeEXT
    &[Provider::Extension(23)], // vkCmdSetCoverageModulationModeNV
    &[Provider::Extension(23)], // vkCmdSetCoverageModulationTableEnableNV
    &[Provider::Extension(23)], // vkCmdSetCoverageModulationTableNV
    &[Provider::Extension(23)], // vkCmdSetCoverageReductionModeNV
    &[Provider::Extension(23)], // vkCmdSetCoverageToColorEnableNV
    &[Provider::Extension(23)], // vkCmdSetCoverageToColorLocationNV
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetCullMode
    &[Provider::Core(4194304)], // vkCmdSetDepthBias
    &[Provider::Core(4206592), Provider::Extension(22)], // vkCmdSetDepthBiasEnable
    &[Provider::Core(4194304)], // vkCmdSetDepthBounds
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetDepthBoundsTestEnable
    &[Provider::Extension(23)], // vkCmdSetDepthClampEnableEXT
    &[Provider::Extension(23)], // vkCmdSetDepthClipEnableEXT
    &[Provider::Extension(23)], // vkCmdSetDepthClipNegativeOneToOneEXT
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetDepthCompareOp
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetDepthTestEnable
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetDepthWriteEnable
    &[Provider::Extension(14)], // vkCmdSetDescriptorBufferOffsetsEXT
    &[Provider::Core(4198400), Provider::Extension(65)], // vkCmdSetDeviceMask
    &[Provider::Extension(18)], // vkCmdSetDiscardRectangleEXT
    &[Provider::Core(4194304)], // vkCmdSetEvent
    &[Provider::Core(4206592), Provider::Extension(98)], // vkCmdSetEvent2
    &[Provider::Extension(127)], // vkCmdSetExclusiveScissorNV
    &[Provider::Extension(23)], // vkCmdSetExtraPrimitiveOverestimationSizeEXT
    &[Provider::Extension(122)], // vkCmdSetFragmentShadingRateEnumNV
    &[Provider::Extension(80)], // vkCmdSetFragmentShadingRateKHR
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetFrontFace
    &[Provider::Extension(23)], // vkCmdSetLineRasterizationModeEXT
    &[Provider::Extension(31)], // vkCmdSetLineStippleEXT
    &[Provider::Extension(23)], // vkCmdSetLineStippleEnableEXT
    &[Provider::Core(4194304)], // vkCmdSetLineWidth
    &[Provider::Extension(22)], // vkCmdSetLogicOpEXT
    &[Provider::Extension(23)], // vkCmdSetLogicOpEnableEXT
    &[Provider::Extension(22)], // vkCmdSetPatchControlPointsEXT
    &[Provider::Extension(56)], // vkCmdSetPerformanceMarkerINTEL
    &[Provider::Extension(56)], // vkCmdSetPerformanceOverrideINTEL
    &[Provider::Extension(56)], // vkCmdSetPerformanceStreamMarkerINTEL
    &[Provider::Extension(23)], // vkCmdSetPolygonModeEXT
    &[Provider::Core(4206592), Provider::Extension(22)], // vkCmdSetPrimitiveRestartEnable
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetPrimitiveTopology
    &[Provider::Extension(23)], // vkCmdSetProvokingVertexModeEXT
    &[Provider::Extension(23)], // vkCmdSetRasterizationSamplesEXT
    &[Provider::Extension(23)], // vkCmdSetRasterizationStreamEXT
    &[Provider::Core(4206592), Provider::Extension(22)], // vkCmdSetRasterizerDiscardEnable
    &[Provider::Extension(93)], // vkCmdSetRayTracingPipelineStackSizeKHR
    &[Provider::Extension(23)], // vkCmdSetRepresentativeFragmentTestEnableNV
    &[Provider::Extension(40)], // vkCmdSetSampleLocationsEXT
    &[Provider::Extension(23)], // vkCmdSetSampleLocationsEnableEXT
    &[Provider::Extension(23)], // vkCmdSetSampleMaskEXT
    &[Provider::Core(4194304)], // vkCmdSetScissor
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetScissorWithCount
    &[Provider::Extension(23)], // vkCmdSetShadingRateImageEnableNV
    &[Provider::Core(4194304)], // vkCmdSetStencilCompareMask
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetStencilOp
    &[Provider::Core(4194304)], // vkCmdSetStencilReference
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetStencilTestEnable
    &[Provider::Core(4194304)], // vkCmdSetStencilWriteMask
    &[Provider::Extension(23)], // vkCmdSetTessellationDomainOriginEXT
    &[Provider::Extension(46)], // vkCmdSetVertexInputEXT
    &[Provider::Core(4194304)], // vkCmdSetViewport
    &[Provider::Extension(128)], // vkCmdSetViewportShadingRatePaletteNV
    &[Provider::Extension(23)], // vkCmdSetViewportSwizzleNV
    &[Provider::Extension(23)], // vkCmdSetViewportWScalingEnableNV
    &[Provider::Extension(113)], // vkCmdSetViewportWScalingNV
    &[Provider::Core(4206592), Provider::Extension(21)], // vkCmdSetViewportWithCount
    &[Provider::Extension(55)], // vkCmdSubpassShadingHUAWEI
    &[Provider::Extension(92)], // vkCmdTraceRaysIndirect2KHR
    &[Provider::Extension(93)], // vkCmdTraceRaysIndirectKHR
    &[Provider::Extension(93)], // vkCmdTraceRaysKHR
    &[Provider::Extension(126)], // vkCmdTraceRaysNV
    &[Provider::Core(4194304)], // vkCmdUpdateBuffer
    &[Provider::Core(4194304)], // vkCmdWaitEvents
    &[Provider::Core(4206592), Provider::Extension(98)], // vkCmdWaitEvents2
    &[Provider::Extension(57)], // vkCmdWriteAccelerationStructuresPropertiesKHR
    &[Provider::Extension(126)], // vkCmdWriteAccelerationStructuresPropertiesNV
    &[Provider::Extension(98)], // vkCmdWriteBufferMarker2AMD
    &[Provider::Extension(0)], // vkCmdWriteBufferMarkerAMD
    &[Provider::Extension(36)], // vkCmdWriteMicromapsPropertiesEXT
    &[Provider::Core(4194304)], // vkCmdWriteTimestamp
    &[Provider::Core(4206592), Provider::Extension(98)], // vkCmdWriteTimestamp2
    &[Provider::Extension(126)], // vkCompileDeferredNV
    &[Provider::Extension(57)], // vkCopyAccelerationStructureKHR
    &[Provider::Extension(57)], // vkCopyAccelerationStructureToMemoryKHR
    &[Provider::Extension(57)], // vkCopyMemoryToAccelerationStructureKHR
    &[Provider::Extension(36)], // vkCopyMemoryToMicromapEXT
    &[Provider::Extension(36)], // vkCopyMicromapEXT
    &[Provider::Extension(36)], // vkCopyMicromapToMemoryEXT
    &[Provider::Extension(57)], // vkCreateAccelerationStructureKHR
    &[Provider::Extension(126)], // vkCreateAccelerationStructureNV
    &[Provider::Core(4194304)], // vkCreateBuffer
    &[Provider::Core(4194304)], // vkCreateBufferView
    &[Provider::Core(4194304)], // vkCreateCommandPool
    &[Provider::Core(4194304)], // vkCreateComputePipelines
    &[Provider::Extension(110)], // vkCreateCuFunctionNVX
    &[Provider::Extension(110)], // vkCreateCuModuleNVX
    &[Provider::Extension(12)], // vkCreateDebugReportCallbackEXT
    &[Provider::Extension(13)], // vkCreateDebugUtilsMessengerEXT
    &[Provider::Extension(63)], // vkCreateDeferredOperationKHR
    &[Provider::Core(4194304)], // vkCreateDescriptorPool
    &[Provider::Core(4194304)], // vkCreateDescriptorSetLayout
    &[Provider::Core(4198400), Provider::Extension(64)], // vkCreateDescriptorUpdateTemplate
    &[Provider::Core(4194304)], // vkCreateDevice
    &[Provider::Extension(67)], // vkCreateDisplayModeKHR
    &[Provider::Extension(67)], // vkCreateDisplayPlaneSurfaceKHR
    &[Provider::Core(4194304)], // vkCreateEvent
    &[Provider::Core(4194304)], // vkCreateFence
    &[Provider::Core(4194304)], // vkCreateFramebuffer
    &[Provider::Core(4194304)], // vkCreateGraphicsPipelines
    &[Provider::Extension(27)], // vkCreateHeadlessSurfaceEXT
    &[Provider::Core(4194304)], // vkCreateImage
    &[Provider::Core(4194304)], // vkCreateImageView
    &[Provider::Extension(118)], // vkCreateIndirectCommandsLayoutNV
    &[Provider::Core(4194304)], // vkCreateInstance
    &[Provider::Extension(36)], // vkCreateMicromapEXT
    &[Provider::Extension(125)], // vkCreateOpticalFlowSessionNV
    &[Provider::Core(4194304)], // vkCreatePipelineCache
    &[Provider::Core(4194304)], // vkCreatePipelineLayout
    &[Provider::Core(4206592), Provider::Extension(39)], // vkCreatePrivateDataSlot
    &[Provider::Core(4194304)], // vkCreateQueryPool
    &[Provider::Extension(93)], // vkCreateRayTracingPipelinesKHR
    &[Provider::Extension(126)], // vkCreateRayTracingPipelinesNV
    &[Provider::Core(4194304)], // vkCreateRenderPass
    &[Provider::Core(4202496), Provider::Extension(62)], // vkCreateRenderPass2
    &[Provider::Core(4194304)], // vkCreateSampler
    &[Provider::Core(4198400), Provider::Extension(94)], // vkCreateSamplerYcbcrConversion
    &[Provider::Core(4194304)], // vkCreateSemaphore
    &[Provider::Core(4194304)], // vkCreateShaderModule
    &[Provider::Extension(68)], // vkCreateSharedSwapchainsKHR
    &[Provider::Extension(97)], // vkCreateSwapchainKHR
    &[Provider::Extension(45)], // vkCreateValidationCacheEXT
    &[Provider::Extension(11)], // vkDebugMarkerSetObjectNameEXT
    &[Provider::Extension(11)], // vkDebugMarkerSetObjectTagEXT
    &[Provider::Extension(12)], // vkDebugReportMessageEXT
    &[Provider::Extension(63)], // vkDeferredOperationJoinKHR
    &[Provider::Extension(57)], // vkDestroyAccelerationStructureKHR
    &[Provider::Extension(126)], // vkDestroyAccelerationStructureNV
    &[Provider::Core(4194304)], // vkDestroyBuffer
    &[Provider::Core(4194304)], // vkDestroyBufferView
    &[Provider::Core(4194304)], // vkDestroyCommandPool
    &[Provider::Extension(110)], // vkDestroyCuFunctionNVX
    &[Provider::Extension(110)], // vkDestroyCuModuleNVX
    &[Provider::Extension(12)], // vkDestroyDebugReportCallbackEXT
    &[Provider::Extension(13)], // vkDestroyDebugUtilsMessengerEXT
    &[Provider::Extension(63)], // vkDestroyDeferredOperationKHR
    &[Provider::Core(4194304)], // vkDestroyDescriptorPool
    &[Provider::Core(4194304)], // vkDestroyDescriptorSetLayout
    &[Provider::Core(4198400), Provider::Extension(64)], // vkDestroyDescriptorUpdateTemplate
    &[Provider::Core(4194304)], // vkDestroyDevice
    &[Provider::Core(4194304)], // vkDestroyEvent
    &[Provider::Core(4194304)], // vkDestroyFence
    &[Provider::Core(4194304)], // vkDestroyFramebuffer
    &[Provider::Core(4194304)], // vkDestroyImage
    &[Provider::Core(4194304)], // vkDestroyImageView
    &[Provider::Extension(118)], // vkDestroyIndirectCommandsLayoutNV
    &[Provider::Core(4194304)], // vkDestroyInstance
    &[Provider::Extension(36)], // vkDestroyMicromapEXT
    &[Provider::Extension(125)], // vkDestroyOpticalFlowSessionNV
    &[Provider::Core(4194304)], // vkDestroyPipeline
    &[Provider::Core(4194304)], // vkDestroyPipelineCache
    &[Provider::Core(4194304)], // vkDestroyPipelineLayout
    &[Provider::Core(4206592), Provider::Extension(39)], // vkDestroyPrivateDataSlot
    &[Provider::Core(4194304)], // vkDestroyQueryPool
    &[Provider::Core(4194304)], // vkDestroyRenderPass
    &[Provider::Core(4194304)], // vkDestroySampler
    &[Provider::Core(4198400), Provider::Extension(94)], // vkDestroySamplerYcbcrConversion
    &[Provider::Core(4194304)], // vkDestroySemaphore
    &[Provider::Core(4194304)], // vkDestroyShaderModule
    &[Provider::Extension(96)], // vkDestroySurfaceKHR
    &[Provider::Extension(97)], // vkDestroySwapchainKHR
    &[Provider::Extension(45)], // vkDestroyValidationCacheEXT
    &[Provider::Core(4194304)], // vkDeviceWaitIdle
    &[Provider::Extension(19)], // vkDisplayPowerControlEXT
    &[Provider::Core(4194304)], // vkEndCommandBuffer
    &[Provider::Core(4194304)], // vkEnumerateDeviceExtensionProperties
    &[Provider::Core(4194304)], // vkEnumerateDeviceLayerProperties
    &[Provider::Core(4194304)], // vkEnumerateInstanceExtensionProperties
    &[Provider::Core(4194304)], // vkEnumerateInstanceLayerProperties
    &[Provider::Core(4198400)], // vkEnumerateInstanceVersion
    &[Provider::Core(4198400), Provider::Extension(66)], // vkEnumeratePhysicalDeviceGroups
    &[Provider::Extension(88)], // vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR
    &[Provider::Core(4194304)], // vkEnumeratePhysicalDevices
    &[Provider::Core(4194304)], // vkFlushMappedMemoryRanges
    &[Provider::Core(4194304)], // vkFreeCommandBuffers
    &[Provider::Core(4194304)], // vkFreeDescriptorSets
    &[Provider::Core(4194304)], // vkFreeMemory
    &[Provider::Extension(57)], // vkGetAccelerationStructureBuildSizesKHR
    &[Provider::Extension(57)], // vkGetAccelerationStructureDeviceAddressKHR
    &[Provider::Extension(126)], // vkGetAccelerationStructureHandleNV
    &[Provider::Extension(126)], // vkGetAccelerationStructureMemoryRequirementsNV
    &[Provider::Extension(14)], // vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT
    &[
        Provider::Core(4202496),
        Provider::Extension(7),
        Provider::Extension(60),
    ], // vkGetBufferDeviceAddress
    &[Provider::Core(4194304)], // vkGetBufferMemoryRequirements
    &[Provider::Core(4198400), Provider::Extension(82)], // vkGetBufferMemoryRequirements2
    &[Provider::Core(4202496), Provider::Extension(60)], // vkGetBufferOpaqueCaptureAddress
    &[Provider::Extension(14)], // vkGetBufferOpaqueCaptureDescriptorDataEXT
    &[Provider::Extension(8)], // vkGetCalibratedTimestampsEXT
    &[Provider::Extension(63)], // vkGetDeferredOperationMaxConcurrencyKHR
    &[Provider::Extension(63)], // vkGetDeferredOperationResultKHR
    &[Provider::Extension(14)], // vkGetDescriptorEXT
    &[Provider::Extension(131)], // vkGetDescriptorSetHostMappingVALVE
    &[Provider::Extension(14)], // vkGetDescriptorSetLayoutBindingOffsetEXT
    &[Provider::Extension(131)], // vkGetDescriptorSetLayoutHostMappingInfoVALVE
    &[Provider::Extension(14)], // vkGetDescriptorSetLayoutSizeEXT
    &[Provider::Core(4198400), Provider::Extension(86)], // vkGetDescriptorSetLayoutSupport
    &[Provider::Extension(57)], // vkGetDeviceAccelerationStructureCompatibilityKHR
    &[Provider::Core(4206592), Provider::Extension(87)], // vkGetDeviceBufferMemoryRequirements
    &[Provider::Extension(15)], // vkGetDeviceFaultInfoEXT
    &[Provider::Core(4198400), Provider::Extension(65)], // vkGetDeviceGroupPeerMemoryFeatures
    &[Provider::Extension(97), Provider::Extension(65)], // vkGetDeviceGroupPresentCapabilitiesKHR
    &[Provider::Extension(97), Provider::Extension(65)], // vkGetDeviceGroupSurfacePresentModesKHR
    &[Provider::Core(4206592), Provider::Extension(87)], // vkGetDeviceImageMemoryRequirements
    &[Provider::Core(4206592), Provider::Extension(87)], // vkGetDeviceImageSparseMemoryRequirements
    &[Provider::Core(4194304)], // vkGetDeviceMemoryCommitment
    &[Provider::Core(4202496), Provider::Extension(60)], // vkGetDeviceMemoryOpaqueCaptureAddress
    &[Provider::Extension(36)], // vkGetDeviceMicromapCompatibilityEXT
    &[Provider::Core(4194304)], // vkGetDeviceProcAddr
    &[Provider::Core(4194304)], // vkGetDeviceQueue
    &[Provider::Core(4198400)], // vkGetDeviceQueue2
    &[Provider::Extension(55)], // vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI
    &[Provider::Extension(81)], // vkGetDisplayModeProperties2KHR
    &[Provider::Extension(67)], // vkGetDisplayModePropertiesKHR
    &[Provider::Extension(81)], // vkGetDisplayPlaneCapabilities2KHR
    &[Provider::Extension(67)], // vkGetDisplayPlaneCapabilitiesKHR
    &[Provider::Extension(67)], // vkGetDisplayPlaneSupportedDisplaysKHR
    &[Provider::Extension(5)], // vkGetDrmDisplayEXT
    &[Provider::Extension(129)], // vkGetDynamicRenderingTilePropertiesQCOM
    &[Provider::Core(4194304)], // vkGetEventStatus
    &[Provider::Extension(72)], // vkGetFenceFdKHR
    &[Provider::Core(4194304)], // vkGetFenceStatus
    &[Provider::Extension(129)], // vkGetFramebufferTilePropertiesQCOM
    &[Provider::Extension(118)], // vkGetGeneratedCommandsMemoryRequirementsNV
    &[Provider::Extension(30)], // vkGetImageDrmFormatModifierPropertiesEXT
    &[Provider::Core(4194304)], // vkGetImageMemoryRequirements
    &[Provider::Core(4198400), Provider::Extension(82)], // vkGetImageMemoryRequirements2
    &[Provider::Extension(14)], // vkGetImageOpaqueCaptureDescriptorDataEXT
    &[Provider::Core(4194304)], // vkGetImageSparseMemoryRequirements
    &[Provider::Core(4198400), Provider::Extension(82)], // vkGetImageSparseMemoryRequirements2
    &[Provider::Core(4194304)], // vkGetImageSubresourceLayout
    &[Provider::Extension(29)], // vkGetImageSubresourceLayout2EXT
    &[Provider::Extension(111)], // vkGetImageViewAddressNVX
    &[Provider::Extension(111)], // vkGetImageViewHandleNVX
    &[Provider::Extension(14)], // vkGetImageViewOpaqueCaptureDescriptorDataEXT
    &[Provider::Core(4194304)], // vkGetInstanceProcAddr
    &[Provider::Extension(75)], // vkGetMemoryFdKHR
    &[Provider::Extension(75)], // vkGetMemoryFdPropertiesKHR
    &[Provider::Extension(24)], // vkGetMemoryHostPointerPropertiesEXT
    &[Provider::Extension(120)], // vkGetMemoryRemoteAddressNV
    &[Provider::Extension(36)], // vkGetMicromapBuildSizesEXT
    &[Provider::Extension(52)], // vkGetPastPresentationTimingGOOGLE
    &[Provider::Extension(56)], // vkGetPerformanceParameterINTEL
    &[Provider::Extension(8)], // vkGetPhysicalDeviceCalibrateableTimeDomainsEXT
    &[Provider::Extension(114)], // vkGetPhysicalDeviceCooperativeMatrixPropertiesNV
    &[Provider::Extension(81)], // vkGetPhysicalDeviceDisplayPlaneProperties2KHR
    &[Provider::Extension(67)], // vkGetPhysicalDeviceDisplayPlanePropertiesKHR
    &[Provider::Extension(81)], // vkGetPhysicalDeviceDisplayProperties2KHR
    &[Provider::Extension(67)], // vkGetPhysicalDeviceDisplayPropertiesKHR
    &[Provider::Core(4198400), Provider::Extension(74)], // vkGetPhysicalDeviceExternalBufferProperties
    &[Provider::Core(4198400), Provider::Extension(71)], // vkGetPhysicalDeviceExternalFenceProperties
    &[Provider::Extension(119)], // vkGetPhysicalDeviceExternalImageFormatPropertiesNV
    &[Provider::Core(4198400), Provider::Extension(77)], // vkGetPhysicalDeviceExternalSemaphoreProperties
    &[Provider::Core(4194304)],                          // vkGetPhysicalDeviceFeatures
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceFeatures2
    &[Provider::Core(4194304)],                          // vkGetPhysicalDeviceFormatProperties
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceFormatProperties2
    &[Provider::Extension(80)], // vkGetPhysicalDeviceFragmentShadingRatesKHR
    &[Provider::Core(4194304)], // vkGetPhysicalDeviceImageFormatProperties
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceImageFormatProperties2
    &[Provider::Core(4194304)],                          // vkGetPhysicalDeviceMemoryProperties
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceMemoryProperties2
    &[Provider::Extension(40)], // vkGetPhysicalDeviceMultisamplePropertiesEXT
    &[Provider::Extension(125)], // vkGetPhysicalDeviceOpticalFlowImageFormatsNV
    &[Provider::Extension(97), Provider::Extension(65)], // vkGetPhysicalDevicePresentRectanglesKHR
    &[Provider::Core(4194304)], // vkGetPhysicalDeviceProperties
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceProperties2
    &[Provider::Extension(88)], // vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR
    &[Provider::Core(4194304)], // vkGetPhysicalDeviceQueueFamilyProperties
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceQueueFamilyProperties2
    &[Provider::Core(4194304)], // vkGetPhysicalDeviceSparseImageFormatProperties
    &[Provider::Core(4198400), Provider::Extension(83)], // vkGetPhysicalDeviceSparseImageFormatProperties2
    &[Provider::Extension(116)], // vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV
    &[Provider::Extension(20)],  // vkGetPhysicalDeviceSurfaceCapabilities2EXT
    &[Provider::Extension(84)],  // vkGetPhysicalDeviceSurfaceCapabilities2KHR
    &[Provider::Extension(96)],  // vkGetPhysicalDeviceSurfaceCapabilitiesKHR
    &[Provider::Extension(84)],  // vkGetPhysicalDeviceSurfaceFormats2KHR
    &[Provider::Extension(96)],  // vkGetPhysicalDeviceSurfaceFormatsKHR
    &[Provider::Extension(96)],  // vkGetPhysicalDeviceSurfacePresentModesKHR
    &[Provider::Extension(96)],  // vkGetPhysicalDeviceSurfaceSupportKHR
    &[Provider::Core(4206592), Provider::Extension(43)], // vkGetPhysicalDeviceToolProperties
    &[Provider::Core(4194304)],  // vkGetPipelineCacheData
    &[Provider::Extension(89)],  // vkGetPipelineExecutableInternalRepresentationsKHR
    &[Provider::Extension(89)],  // vkGetPipelineExecutablePropertiesKHR
    &[Provider::Extension(89)],  // vkGetPipelineExecutableStatisticsKHR
    &[Provider::Extension(38)],  // vkGetPipelinePropertiesEXT
    &[Provider::Core(4206592), Provider::Extension(39)], // vkGetPrivateData
    &[Provider::Core(4194304)],  // vkGetQueryPoolResults
    &[Provider::Extension(98)],  // vkGetQueueCheckpointData2NV
    &[Provider::Extension(117)], // vkGetQueueCheckpointDataNV
    &[Provider::Extension(93)],  // vkGetRayTracingCaptureReplayShaderGroupHandlesKHR
    &[Provider::Extension(93), Provider::Extension(126)], // vkGetRayTracingShaderGroupHandlesKHR
    &[Provider::Extension(93)],  // vkGetRayTracingShaderGroupStackSizeKHR
    &[Provider::Extension(52)],  // vkGetRefreshCycleDurationGOOGLE
    &[Provider::Core(4194304)],  // vkGetRenderAreaGranularity
    &[Provider::Extension(14)],  // vkGetSamplerOpaqueCaptureDescriptorDataEXT
    &[Provider::Core(4202496), Provider::Extension(99)], // vkGetSemaphoreCounterValue
    &[Provider::Extension(78)],  // vkGetSemaphoreFdKHR
    &[Provider::Extension(3)],   // vkGetShaderInfoAMD
    &[Provider::Extension(41)],  // vkGetShaderModuleCreateInfoIdentifierEXT
    &[Provider::Extension(41)],  // vkGetShaderModuleIdentifierEXT
    &[Provider::Extension(19)],  // vkGetSwapchainCounterEXT
    &[Provider::Extension(97)],  // vkGetSwapchainImagesKHR
    &[Provider::Extension(95)],  // vkGetSwapchainStatusKHR
    &[Provider::Extension(45)],  // vkGetValidationCacheDataEXT
    &[Provider::Extension(72)],  // vkImportFenceFdKHR
    &[Provider::Extension(78)],  // vkImportSemaphoreFdKHR
    &[Provider::Extension(56)],  // vkInitializePerformanceApiINTEL
    &[Provider::Core(4194304)],  // vkInvalidateMappedMemoryRanges
    &[Provider::Core(4194304)],  // vkMapMemory
    &[Provider::Core(4194304)],  // vkMergePipelineCaches
    &[Provider::Extension(45)],  // vkMergeValidationCachesEXT
    &[Provider::Extension(13)],  // vkQueueBeginDebugUtilsLabelEXT
    &[Provider::Core(4194304)],  // vkQueueBindSparse
    &[Provider::Extension(13)],  // vkQueueEndDebugUtilsLabelEXT
    &[Provider::Extension(13)],  // vkQueueInsertDebugUtilsLabelEXT
    &[Provider::Extension(97)],  // vkQueuePresentKHR
    &[Provider::Extension(56)],  // vkQueueSetPerformanceConfigurationINTEL
    &[Provider::Core(4194304)],  // vkQueueSubmit
    &[Provider::Core(4206592), Provider::Extension(98)], // vkQueueSubmit2
    &[Provider::Core(4194304)],  // vkQueueWaitIdle
    &[Provider::Extension(19)],  // vkRegisterDeviceEventEXT
    &[Provider::Extension(19)],  // vkRegisterDisplayEventEXT
    &[Provider::Extension(16)],  // vkReleaseDisplayEXT
    &[Provider::Extension(56)],  // vkReleasePerformanceConfigurationINTEL
    &[Provider::Extension(88)],  // vkReleaseProfilingLockKHR
    &[Provider::Extension(42)],  // vkReleaseSwapchainImagesEXT
    &[Provider::Core(4194304)],  // vkResetCommandBuffer
    &[Provider::Core(4194304)],  // vkResetCommandPool
    &[Provider::Core(4194304)],  // vkResetDescriptorPool
    &[Provider::Core(4194304)],  // vkResetEvent
    &[Provider::Core(4194304)],  // vkResetFences
    &[Provider::Core(4202496), Provider::Extension(28)], // vkResetQueryPool
    &[Provider::Extension(13)],  // vkSetDebugUtilsObjectNameEXT
    &[Provider::Extension(13)],  // vkSetDebugUtilsObjectTagEXT
    &[Provider::Extension(37)],  // vkSetDeviceMemoryPriorityEXT
    &[Provider::Core(4194304)],  // vkSetEvent
    &[Provider::Extension(26)],  // vkSetHdrMetadataEXT
    &[Provider::Extension(1)],   // vkSetLocalDimmingAMD
    &[Provider::Core(4206592), Provider::Extension(39)], // vkSetPrivateData
    &[Provider::Core(4202496), Provider::Extension(99)], // vkSignalSemaphore
    &[Provider::Extension(13)],  // vkSubmitDebugUtilsMessageEXT
    &[Provider::Core(4198400), Provider::Extension(85)], // vkTrimCommandPool
    &[Provider::Extension(56)],  // vkUninitializePerformanceApiINTEL
    &[Provider::Core(4194304)],  // vkUnmapMemory
    &[Provider::Core(4198400), Provider::Extension(64)], // vkUpdateDescriptorSetWithTemplate
    &[Provider::Core(4194304)],  // vkUpdateDescriptorSets
    &[Provider::Core(4194304)],  // vkWaitForFences
    &[Provider::Extension(90)],  // vkWaitForPresentKHR
    &[Provider::Core(4202496), Provider::Extension(99)], // vkWaitSemaphores
    &[Provider::Extension(57)],  // vkWriteAccelerationStructuresPropertiesKHR
    &[Provider::Extension(36)],  // vkWriteMicromapsPropertiesEXT
];
