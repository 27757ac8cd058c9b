// @generated DO NOT EDIT: written by driver-glue-gen from vk-wire's tables (vk.xml 1.3.239).
//! The ICD's entry points: one function per command the wire carries, packing its parameters into `vk_wire::args` and sending them through `crate::call`.

#![allow(non_snake_case, clippy::too_many_arguments, clippy::missing_safety_doc)]
use ash::vk;
use core::ffi::{c_char, c_void};
use vk_wire::args;

/// `vkAcquirePerformanceConfigurationINTEL` (wire id 4).
pub unsafe extern "system" fn vkAcquirePerformanceConfigurationINTEL(
    device: vk::Device,
    p_acquire_info: *const vk::PerformanceConfigurationAcquireInfoINTEL<'static>,
    p_configuration: *mut vk::PerformanceConfigurationINTEL,
) -> vk::Result {
    let a = args::AcquirePerformanceConfigurationINTEL {
        device,
        p_acquire_info,
        p_configuration,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkAcquirePerformanceConfigurationINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkAcquireProfilingLockKHR` (wire id 5).
pub unsafe extern "system" fn vkAcquireProfilingLockKHR(
    device: vk::Device,
    p_info: *const vk::AcquireProfilingLockInfoKHR<'static>,
) -> vk::Result {
    let a = args::AcquireProfilingLockKHR { device, p_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkAcquireProfilingLockKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkAllocateCommandBuffers` (wire id 6).
pub unsafe extern "system" fn vkAllocateCommandBuffers(
    device: vk::Device,
    p_allocate_info: *const vk::CommandBufferAllocateInfo<'static>,
    p_command_buffers: *mut vk::CommandBuffer,
) -> vk::Result {
    let a = args::AllocateCommandBuffers {
        device,
        p_allocate_info,
        p_command_buffers,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkAllocateCommandBuffers`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkAllocateDescriptorSets` (wire id 7).
pub unsafe extern "system" fn vkAllocateDescriptorSets(
    device: vk::Device,
    p_allocate_info: *const vk::DescriptorSetAllocateInfo<'static>,
    p_descriptor_sets: *mut vk::DescriptorSet,
) -> vk::Result {
    let a = args::AllocateDescriptorSets {
        device,
        p_allocate_info,
        p_descriptor_sets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkAllocateDescriptorSets`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkAllocateMemory` (wire id 8).
pub unsafe extern "system" fn vkAllocateMemory(
    device: vk::Device,
    p_allocate_info: *const vk::MemoryAllocateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_memory: *mut vk::DeviceMemory,
) -> vk::Result {
    let a = args::AllocateMemory {
        device,
        p_allocate_info,
        p_allocator,
        p_memory,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkAllocateMemory`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBeginCommandBuffer` (wire id 9).
pub unsafe extern "system" fn vkBeginCommandBuffer(
    command_buffer: vk::CommandBuffer,
    p_begin_info: *const vk::CommandBufferBeginInfo<'static>,
) -> vk::Result {
    let a = args::BeginCommandBuffer {
        command_buffer,
        p_begin_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBeginCommandBuffer`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBindAccelerationStructureMemoryNV` (wire id 10).
pub unsafe extern "system" fn vkBindAccelerationStructureMemoryNV(
    device: vk::Device,
    bind_info_count: u32,
    p_bind_infos: *const vk::BindAccelerationStructureMemoryInfoNV<'static>,
) -> vk::Result {
    let a = args::BindAccelerationStructureMemoryNV {
        device,
        bind_info_count,
        p_bind_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBindAccelerationStructureMemoryNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBindBufferMemory` (wire id 11).
pub unsafe extern "system" fn vkBindBufferMemory(
    device: vk::Device,
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    memory_offset: vk::DeviceSize,
) -> vk::Result {
    let a = args::BindBufferMemory {
        device,
        buffer,
        memory,
        memory_offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBindBufferMemory`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBindBufferMemory2` (wire id 12).
pub unsafe extern "system" fn vkBindBufferMemory2(
    device: vk::Device,
    bind_info_count: u32,
    p_bind_infos: *const vk::BindBufferMemoryInfo<'static>,
) -> vk::Result {
    let a = args::BindBufferMemory2 {
        device,
        bind_info_count,
        p_bind_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBindBufferMemory2`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBindImageMemory` (wire id 13).
pub unsafe extern "system" fn vkBindImageMemory(
    device: vk::Device,
    image: vk::Image,
    memory: vk::DeviceMemory,
    memory_offset: vk::DeviceSize,
) -> vk::Result {
    let a = args::BindImageMemory {
        device,
        image,
        memory,
        memory_offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBindImageMemory`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBindImageMemory2` (wire id 14).
pub unsafe extern "system" fn vkBindImageMemory2(
    device: vk::Device,
    bind_info_count: u32,
    p_bind_infos: *const vk::BindImageMemoryInfo<'static>,
) -> vk::Result {
    let a = args::BindImageMemory2 {
        device,
        bind_info_count,
        p_bind_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBindImageMemory2`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkBindOpticalFlowSessionImageNV` (wire id 15).
pub unsafe extern "system" fn vkBindOpticalFlowSessionImageNV(
    device: vk::Device,
    session: vk::OpticalFlowSessionNV,
    binding_point: vk::OpticalFlowSessionBindingPointNV,
    view: vk::ImageView,
    layout: vk::ImageLayout,
) -> vk::Result {
    let a = args::BindOpticalFlowSessionImageNV {
        device,
        session,
        binding_point,
        view,
        layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkBindOpticalFlowSessionImageNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCmdBeginConditionalRenderingEXT` (wire id 18).
pub unsafe extern "system" fn vkCmdBeginConditionalRenderingEXT(
    command_buffer: vk::CommandBuffer,
    p_conditional_rendering_begin: *const vk::ConditionalRenderingBeginInfoEXT<'static>,
) {
    let a = args::CmdBeginConditionalRenderingEXT {
        command_buffer,
        p_conditional_rendering_begin,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginConditionalRenderingEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginDebugUtilsLabelEXT` (wire id 19).
pub unsafe extern "system" fn vkCmdBeginDebugUtilsLabelEXT(
    command_buffer: vk::CommandBuffer,
    p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
) {
    let a = args::CmdBeginDebugUtilsLabelEXT {
        command_buffer,
        p_label_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginDebugUtilsLabelEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginQuery` (wire id 20).
pub unsafe extern "system" fn vkCmdBeginQuery(
    command_buffer: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    query: u32,
    flags: vk::QueryControlFlags,
) {
    let a = args::CmdBeginQuery {
        command_buffer,
        query_pool,
        query,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginQuery`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginQueryIndexedEXT` (wire id 21).
pub unsafe extern "system" fn vkCmdBeginQueryIndexedEXT(
    command_buffer: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    query: u32,
    flags: vk::QueryControlFlags,
    index: u32,
) {
    let a = args::CmdBeginQueryIndexedEXT {
        command_buffer,
        query_pool,
        query,
        flags,
        index,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginQueryIndexedEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginRenderPass` (wire id 22).
pub unsafe extern "system" fn vkCmdBeginRenderPass(
    command_buffer: vk::CommandBuffer,
    p_render_pass_begin: *const vk::RenderPassBeginInfo<'static>,
    contents: vk::SubpassContents,
) {
    let a = args::CmdBeginRenderPass {
        command_buffer,
        p_render_pass_begin,
        contents,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginRenderPass`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginRenderPass2` (wire id 23).
pub unsafe extern "system" fn vkCmdBeginRenderPass2(
    command_buffer: vk::CommandBuffer,
    p_render_pass_begin: *const vk::RenderPassBeginInfo<'static>,
    p_subpass_begin_info: *const vk::SubpassBeginInfo<'static>,
) {
    let a = args::CmdBeginRenderPass2 {
        command_buffer,
        p_render_pass_begin,
        p_subpass_begin_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginRenderPass2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginRendering` (wire id 24).
pub unsafe extern "system" fn vkCmdBeginRendering(
    command_buffer: vk::CommandBuffer,
    p_rendering_info: *const vk::RenderingInfo<'static>,
) {
    let a = args::CmdBeginRendering {
        command_buffer,
        p_rendering_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginRendering`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBeginTransformFeedbackEXT` (wire id 25).
pub unsafe extern "system" fn vkCmdBeginTransformFeedbackEXT(
    command_buffer: vk::CommandBuffer,
    first_counter_buffer: u32,
    counter_buffer_count: u32,
    p_counter_buffers: *const vk::Buffer,
    p_counter_buffer_offsets: *const vk::DeviceSize,
) {
    let a = args::CmdBeginTransformFeedbackEXT {
        command_buffer,
        first_counter_buffer,
        counter_buffer_count,
        p_counter_buffers,
        p_counter_buffer_offsets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBeginTransformFeedbackEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindDescriptorBufferEmbeddedSamplersEXT` (wire id 26).
pub unsafe extern "system" fn vkCmdBindDescriptorBufferEmbeddedSamplersEXT(
    command_buffer: vk::CommandBuffer,
    pipeline_bind_point: vk::PipelineBindPoint,
    layout: vk::PipelineLayout,
    set: u32,
) {
    let a = args::CmdBindDescriptorBufferEmbeddedSamplersEXT {
        command_buffer,
        pipeline_bind_point,
        layout,
        set,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindDescriptorBufferEmbeddedSamplersEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindDescriptorBuffersEXT` (wire id 27).
pub unsafe extern "system" fn vkCmdBindDescriptorBuffersEXT(
    command_buffer: vk::CommandBuffer,
    buffer_count: u32,
    p_binding_infos: *const vk::DescriptorBufferBindingInfoEXT<'static>,
) {
    let a = args::CmdBindDescriptorBuffersEXT {
        command_buffer,
        buffer_count,
        p_binding_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindDescriptorBuffersEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindDescriptorSets` (wire id 28).
pub unsafe extern "system" fn vkCmdBindDescriptorSets(
    command_buffer: vk::CommandBuffer,
    pipeline_bind_point: vk::PipelineBindPoint,
    layout: vk::PipelineLayout,
    first_set: u32,
    descriptor_set_count: u32,
    p_descriptor_sets: *const vk::DescriptorSet,
    dynamic_offset_count: u32,
    p_dynamic_offsets: *const u32,
) {
    let a = args::CmdBindDescriptorSets {
        command_buffer,
        pipeline_bind_point,
        layout,
        first_set,
        descriptor_set_count,
        p_descriptor_sets,
        dynamic_offset_count,
        p_dynamic_offsets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindDescriptorSets`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindIndexBuffer` (wire id 29).
pub unsafe extern "system" fn vkCmdBindIndexBuffer(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    index_type: vk::IndexType,
) {
    let a = args::CmdBindIndexBuffer {
        command_buffer,
        buffer,
        offset,
        index_type,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindIndexBuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindInvocationMaskHUAWEI` (wire id 30).
pub unsafe extern "system" fn vkCmdBindInvocationMaskHUAWEI(
    command_buffer: vk::CommandBuffer,
    image_view: vk::ImageView,
    image_layout: vk::ImageLayout,
) {
    let a = args::CmdBindInvocationMaskHUAWEI {
        command_buffer,
        image_view,
        image_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindInvocationMaskHUAWEI`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindPipeline` (wire id 31).
pub unsafe extern "system" fn vkCmdBindPipeline(
    command_buffer: vk::CommandBuffer,
    pipeline_bind_point: vk::PipelineBindPoint,
    pipeline: vk::Pipeline,
) {
    let a = args::CmdBindPipeline {
        command_buffer,
        pipeline_bind_point,
        pipeline,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindPipeline`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindPipelineShaderGroupNV` (wire id 32).
pub unsafe extern "system" fn vkCmdBindPipelineShaderGroupNV(
    command_buffer: vk::CommandBuffer,
    pipeline_bind_point: vk::PipelineBindPoint,
    pipeline: vk::Pipeline,
    group_index: u32,
) {
    let a = args::CmdBindPipelineShaderGroupNV {
        command_buffer,
        pipeline_bind_point,
        pipeline,
        group_index,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindPipelineShaderGroupNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindShadingRateImageNV` (wire id 33).
pub unsafe extern "system" fn vkCmdBindShadingRateImageNV(
    command_buffer: vk::CommandBuffer,
    image_view: vk::ImageView,
    image_layout: vk::ImageLayout,
) {
    let a = args::CmdBindShadingRateImageNV {
        command_buffer,
        image_view,
        image_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindShadingRateImageNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindTransformFeedbackBuffersEXT` (wire id 34).
pub unsafe extern "system" fn vkCmdBindTransformFeedbackBuffersEXT(
    command_buffer: vk::CommandBuffer,
    first_binding: u32,
    binding_count: u32,
    p_buffers: *const vk::Buffer,
    p_offsets: *const vk::DeviceSize,
    p_sizes: *const vk::DeviceSize,
) {
    let a = args::CmdBindTransformFeedbackBuffersEXT {
        command_buffer,
        first_binding,
        binding_count,
        p_buffers,
        p_offsets,
        p_sizes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindTransformFeedbackBuffersEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindVertexBuffers` (wire id 35).
pub unsafe extern "system" fn vkCmdBindVertexBuffers(
    command_buffer: vk::CommandBuffer,
    first_binding: u32,
    binding_count: u32,
    p_buffers: *const vk::Buffer,
    p_offsets: *const vk::DeviceSize,
) {
    let a = args::CmdBindVertexBuffers {
        command_buffer,
        first_binding,
        binding_count,
        p_buffers,
        p_offsets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindVertexBuffers`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBindVertexBuffers2` (wire id 36).
pub unsafe extern "system" fn vkCmdBindVertexBuffers2(
    command_buffer: vk::CommandBuffer,
    first_binding: u32,
    binding_count: u32,
    p_buffers: *const vk::Buffer,
    p_offsets: *const vk::DeviceSize,
    p_sizes: *const vk::DeviceSize,
    p_strides: *const vk::DeviceSize,
) {
    let a = args::CmdBindVertexBuffers2 {
        command_buffer,
        first_binding,
        binding_count,
        p_buffers,
        p_offsets,
        p_sizes,
        p_strides,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBindVertexBuffers2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBlitImage` (wire id 37).
pub unsafe extern "system" fn vkCmdBlitImage(
    command_buffer: vk::CommandBuffer,
    src_image: vk::Image,
    src_image_layout: vk::ImageLayout,
    dst_image: vk::Image,
    dst_image_layout: vk::ImageLayout,
    region_count: u32,
    p_regions: *const vk::ImageBlit,
    filter: vk::Filter,
) {
    let a = args::CmdBlitImage {
        command_buffer,
        src_image,
        src_image_layout,
        dst_image,
        dst_image_layout,
        region_count,
        p_regions,
        filter,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBlitImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBlitImage2` (wire id 38).
pub unsafe extern "system" fn vkCmdBlitImage2(
    command_buffer: vk::CommandBuffer,
    p_blit_image_info: *const vk::BlitImageInfo2<'static>,
) {
    let a = args::CmdBlitImage2 {
        command_buffer,
        p_blit_image_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBlitImage2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBuildAccelerationStructureNV` (wire id 39).
pub unsafe extern "system" fn vkCmdBuildAccelerationStructureNV(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::AccelerationStructureInfoNV<'static>,
    instance_data: vk::Buffer,
    instance_offset: vk::DeviceSize,
    update: vk::Bool32,
    dst: vk::AccelerationStructureNV,
    src: vk::AccelerationStructureNV,
    scratch: vk::Buffer,
    scratch_offset: vk::DeviceSize,
) {
    let a = args::CmdBuildAccelerationStructureNV {
        command_buffer,
        p_info,
        instance_data,
        instance_offset,
        update,
        dst,
        src,
        scratch,
        scratch_offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBuildAccelerationStructureNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBuildAccelerationStructuresIndirectKHR` (wire id 40).
pub unsafe extern "system" fn vkCmdBuildAccelerationStructuresIndirectKHR(
    command_buffer: vk::CommandBuffer,
    info_count: u32,
    p_infos: *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    p_indirect_device_addresses: *const vk::DeviceAddress,
    p_indirect_strides: *const u32,
    pp_max_primitive_counts: *const *const u32,
) {
    let a = args::CmdBuildAccelerationStructuresIndirectKHR {
        command_buffer,
        info_count,
        p_infos,
        p_indirect_device_addresses,
        p_indirect_strides,
        pp_max_primitive_counts,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBuildAccelerationStructuresIndirectKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBuildAccelerationStructuresKHR` (wire id 41).
pub unsafe extern "system" fn vkCmdBuildAccelerationStructuresKHR(
    command_buffer: vk::CommandBuffer,
    info_count: u32,
    p_infos: *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    pp_build_range_infos: *const *const vk::AccelerationStructureBuildRangeInfoKHR,
) {
    let a = args::CmdBuildAccelerationStructuresKHR {
        command_buffer,
        info_count,
        p_infos,
        pp_build_range_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBuildAccelerationStructuresKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdBuildMicromapsEXT` (wire id 42).
pub unsafe extern "system" fn vkCmdBuildMicromapsEXT(
    command_buffer: vk::CommandBuffer,
    info_count: u32,
    p_infos: *const vk::MicromapBuildInfoEXT<'static>,
) {
    let a = args::CmdBuildMicromapsEXT {
        command_buffer,
        info_count,
        p_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdBuildMicromapsEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdClearAttachments` (wire id 43).
pub unsafe extern "system" fn vkCmdClearAttachments(
    command_buffer: vk::CommandBuffer,
    attachment_count: u32,
    p_attachments: *const vk::ClearAttachment,
    rect_count: u32,
    p_rects: *const vk::ClearRect,
) {
    let a = args::CmdClearAttachments {
        command_buffer,
        attachment_count,
        p_attachments,
        rect_count,
        p_rects,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdClearAttachments`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdClearColorImage` (wire id 44).
pub unsafe extern "system" fn vkCmdClearColorImage(
    command_buffer: vk::CommandBuffer,
    image: vk::Image,
    image_layout: vk::ImageLayout,
    p_color: *const vk::ClearColorValue,
    range_count: u32,
    p_ranges: *const vk::ImageSubresourceRange,
) {
    let a = args::CmdClearColorImage {
        command_buffer,
        image,
        image_layout,
        p_color,
        range_count,
        p_ranges,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdClearColorImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdClearDepthStencilImage` (wire id 45).
pub unsafe extern "system" fn vkCmdClearDepthStencilImage(
    command_buffer: vk::CommandBuffer,
    image: vk::Image,
    image_layout: vk::ImageLayout,
    p_depth_stencil: *const vk::ClearDepthStencilValue,
    range_count: u32,
    p_ranges: *const vk::ImageSubresourceRange,
) {
    let a = args::CmdClearDepthStencilImage {
        command_buffer,
        image,
        image_layout,
        p_depth_stencil,
        range_count,
        p_ranges,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdClearDepthStencilImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyAccelerationStructureKHR` (wire id 46).
pub unsafe extern "system" fn vkCmdCopyAccelerationStructureKHR(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::CopyAccelerationStructureInfoKHR<'static>,
) {
    let a = args::CmdCopyAccelerationStructureKHR {
        command_buffer,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyAccelerationStructureKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyAccelerationStructureNV` (wire id 47).
pub unsafe extern "system" fn vkCmdCopyAccelerationStructureNV(
    command_buffer: vk::CommandBuffer,
    dst: vk::AccelerationStructureNV,
    src: vk::AccelerationStructureNV,
    mode: vk::CopyAccelerationStructureModeKHR,
) {
    let a = args::CmdCopyAccelerationStructureNV {
        command_buffer,
        dst,
        src,
        mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyAccelerationStructureNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyAccelerationStructureToMemoryKHR` (wire id 48).
pub unsafe extern "system" fn vkCmdCopyAccelerationStructureToMemoryKHR(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::CopyAccelerationStructureToMemoryInfoKHR<'static>,
) {
    let a = args::CmdCopyAccelerationStructureToMemoryKHR {
        command_buffer,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyAccelerationStructureToMemoryKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyBuffer` (wire id 49).
pub unsafe extern "system" fn vkCmdCopyBuffer(
    command_buffer: vk::CommandBuffer,
    src_buffer: vk::Buffer,
    dst_buffer: vk::Buffer,
    region_count: u32,
    p_regions: *const vk::BufferCopy,
) {
    let a = args::CmdCopyBuffer {
        command_buffer,
        src_buffer,
        dst_buffer,
        region_count,
        p_regions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyBuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyBuffer2` (wire id 50).
pub unsafe extern "system" fn vkCmdCopyBuffer2(
    command_buffer: vk::CommandBuffer,
    p_copy_buffer_info: *const vk::CopyBufferInfo2<'static>,
) {
    let a = args::CmdCopyBuffer2 {
        command_buffer,
        p_copy_buffer_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyBuffer2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyBufferToImage` (wire id 51).
pub unsafe extern "system" fn vkCmdCopyBufferToImage(
    command_buffer: vk::CommandBuffer,
    src_buffer: vk::Buffer,
    dst_image: vk::Image,
    dst_image_layout: vk::ImageLayout,
    region_count: u32,
    p_regions: *const vk::BufferImageCopy,
) {
    let a = args::CmdCopyBufferToImage {
        command_buffer,
        src_buffer,
        dst_image,
        dst_image_layout,
        region_count,
        p_regions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyBufferToImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyBufferToImage2` (wire id 52).
pub unsafe extern "system" fn vkCmdCopyBufferToImage2(
    command_buffer: vk::CommandBuffer,
    p_copy_buffer_to_image_info: *const vk::CopyBufferToImageInfo2<'static>,
) {
    let a = args::CmdCopyBufferToImage2 {
        command_buffer,
        p_copy_buffer_to_image_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyBufferToImage2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyImage` (wire id 53).
pub unsafe extern "system" fn vkCmdCopyImage(
    command_buffer: vk::CommandBuffer,
    src_image: vk::Image,
    src_image_layout: vk::ImageLayout,
    dst_image: vk::Image,
    dst_image_layout: vk::ImageLayout,
    region_count: u32,
    p_regions: *const vk::ImageCopy,
) {
    let a = args::CmdCopyImage {
        command_buffer,
        src_image,
        src_image_layout,
        dst_image,
        dst_image_layout,
        region_count,
        p_regions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyImage2` (wire id 54).
pub unsafe extern "system" fn vkCmdCopyImage2(
    command_buffer: vk::CommandBuffer,
    p_copy_image_info: *const vk::CopyImageInfo2<'static>,
) {
    let a = args::CmdCopyImage2 {
        command_buffer,
        p_copy_image_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyImage2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyImageToBuffer` (wire id 55).
pub unsafe extern "system" fn vkCmdCopyImageToBuffer(
    command_buffer: vk::CommandBuffer,
    src_image: vk::Image,
    src_image_layout: vk::ImageLayout,
    dst_buffer: vk::Buffer,
    region_count: u32,
    p_regions: *const vk::BufferImageCopy,
) {
    let a = args::CmdCopyImageToBuffer {
        command_buffer,
        src_image,
        src_image_layout,
        dst_buffer,
        region_count,
        p_regions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyImageToBuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyImageToBuffer2` (wire id 56).
pub unsafe extern "system" fn vkCmdCopyImageToBuffer2(
    command_buffer: vk::CommandBuffer,
    p_copy_image_to_buffer_info: *const vk::CopyImageToBufferInfo2<'static>,
) {
    let a = args::CmdCopyImageToBuffer2 {
        command_buffer,
        p_copy_image_to_buffer_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyImageToBuffer2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyMemoryIndirectNV` (wire id 57).
pub unsafe extern "system" fn vkCmdCopyMemoryIndirectNV(
    command_buffer: vk::CommandBuffer,
    copy_buffer_address: vk::DeviceAddress,
    copy_count: u32,
    stride: u32,
) {
    let a = args::CmdCopyMemoryIndirectNV {
        command_buffer,
        copy_buffer_address,
        copy_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyMemoryIndirectNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyMemoryToAccelerationStructureKHR` (wire id 58).
pub unsafe extern "system" fn vkCmdCopyMemoryToAccelerationStructureKHR(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::CopyMemoryToAccelerationStructureInfoKHR<'static>,
) {
    let a = args::CmdCopyMemoryToAccelerationStructureKHR {
        command_buffer,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyMemoryToAccelerationStructureKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyMemoryToImageIndirectNV` (wire id 59).
pub unsafe extern "system" fn vkCmdCopyMemoryToImageIndirectNV(
    command_buffer: vk::CommandBuffer,
    copy_buffer_address: vk::DeviceAddress,
    copy_count: u32,
    stride: u32,
    dst_image: vk::Image,
    dst_image_layout: vk::ImageLayout,
    p_image_subresources: *const vk::ImageSubresourceLayers,
) {
    let a = args::CmdCopyMemoryToImageIndirectNV {
        command_buffer,
        copy_buffer_address,
        copy_count,
        stride,
        dst_image,
        dst_image_layout,
        p_image_subresources,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyMemoryToImageIndirectNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyMemoryToMicromapEXT` (wire id 60).
pub unsafe extern "system" fn vkCmdCopyMemoryToMicromapEXT(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::CopyMemoryToMicromapInfoEXT<'static>,
) {
    let a = args::CmdCopyMemoryToMicromapEXT {
        command_buffer,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyMemoryToMicromapEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyMicromapEXT` (wire id 61).
pub unsafe extern "system" fn vkCmdCopyMicromapEXT(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::CopyMicromapInfoEXT<'static>,
) {
    let a = args::CmdCopyMicromapEXT {
        command_buffer,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyMicromapEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyMicromapToMemoryEXT` (wire id 62).
pub unsafe extern "system" fn vkCmdCopyMicromapToMemoryEXT(
    command_buffer: vk::CommandBuffer,
    p_info: *const vk::CopyMicromapToMemoryInfoEXT<'static>,
) {
    let a = args::CmdCopyMicromapToMemoryEXT {
        command_buffer,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyMicromapToMemoryEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdCopyQueryPoolResults` (wire id 63).
pub unsafe extern "system" fn vkCmdCopyQueryPoolResults(
    command_buffer: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    first_query: u32,
    query_count: u32,
    dst_buffer: vk::Buffer,
    dst_offset: vk::DeviceSize,
    stride: vk::DeviceSize,
    flags: vk::QueryResultFlags,
) {
    let a = args::CmdCopyQueryPoolResults {
        command_buffer,
        query_pool,
        first_query,
        query_count,
        dst_buffer,
        dst_offset,
        stride,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdCopyQueryPoolResults`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDebugMarkerBeginEXT` (wire id 65).
pub unsafe extern "system" fn vkCmdDebugMarkerBeginEXT(
    command_buffer: vk::CommandBuffer,
    p_marker_info: *const vk::DebugMarkerMarkerInfoEXT<'static>,
) {
    let a = args::CmdDebugMarkerBeginEXT {
        command_buffer,
        p_marker_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDebugMarkerBeginEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDebugMarkerEndEXT` (wire id 66).
pub unsafe extern "system" fn vkCmdDebugMarkerEndEXT(command_buffer: vk::CommandBuffer) {
    let a = args::CmdDebugMarkerEndEXT { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDebugMarkerEndEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDebugMarkerInsertEXT` (wire id 67).
pub unsafe extern "system" fn vkCmdDebugMarkerInsertEXT(
    command_buffer: vk::CommandBuffer,
    p_marker_info: *const vk::DebugMarkerMarkerInfoEXT<'static>,
) {
    let a = args::CmdDebugMarkerInsertEXT {
        command_buffer,
        p_marker_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDebugMarkerInsertEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDecompressMemoryIndirectCountNV` (wire id 68).
pub unsafe extern "system" fn vkCmdDecompressMemoryIndirectCountNV(
    command_buffer: vk::CommandBuffer,
    indirect_commands_address: vk::DeviceAddress,
    indirect_commands_count_address: vk::DeviceAddress,
    stride: u32,
) {
    let a = args::CmdDecompressMemoryIndirectCountNV {
        command_buffer,
        indirect_commands_address,
        indirect_commands_count_address,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDecompressMemoryIndirectCountNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDecompressMemoryNV` (wire id 69).
pub unsafe extern "system" fn vkCmdDecompressMemoryNV(
    command_buffer: vk::CommandBuffer,
    decompress_region_count: u32,
    p_decompress_memory_regions: *const vk::DecompressMemoryRegionNV,
) {
    let a = args::CmdDecompressMemoryNV {
        command_buffer,
        decompress_region_count,
        p_decompress_memory_regions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDecompressMemoryNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDispatch` (wire id 70).
pub unsafe extern "system" fn vkCmdDispatch(
    command_buffer: vk::CommandBuffer,
    group_count_x: u32,
    group_count_y: u32,
    group_count_z: u32,
) {
    let a = args::CmdDispatch {
        command_buffer,
        group_count_x,
        group_count_y,
        group_count_z,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDispatch`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDispatchBase` (wire id 71).
pub unsafe extern "system" fn vkCmdDispatchBase(
    command_buffer: vk::CommandBuffer,
    base_group_x: u32,
    base_group_y: u32,
    base_group_z: u32,
    group_count_x: u32,
    group_count_y: u32,
    group_count_z: u32,
) {
    let a = args::CmdDispatchBase {
        command_buffer,
        base_group_x,
        base_group_y,
        base_group_z,
        group_count_x,
        group_count_y,
        group_count_z,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDispatchBase`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDispatchIndirect` (wire id 72).
pub unsafe extern "system" fn vkCmdDispatchIndirect(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
) {
    let a = args::CmdDispatchIndirect {
        command_buffer,
        buffer,
        offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDispatchIndirect`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDraw` (wire id 73).
pub unsafe extern "system" fn vkCmdDraw(
    command_buffer: vk::CommandBuffer,
    vertex_count: u32,
    instance_count: u32,
    first_vertex: u32,
    first_instance: u32,
) {
    let a = args::CmdDraw {
        command_buffer,
        vertex_count,
        instance_count,
        first_vertex,
        first_instance,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDraw`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawClusterHUAWEI` (wire id 74).
pub unsafe extern "system" fn vkCmdDrawClusterHUAWEI(
    command_buffer: vk::CommandBuffer,
    group_count_x: u32,
    group_count_y: u32,
    group_count_z: u32,
) {
    let a = args::CmdDrawClusterHUAWEI {
        command_buffer,
        group_count_x,
        group_count_y,
        group_count_z,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawClusterHUAWEI`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawClusterIndirectHUAWEI` (wire id 75).
pub unsafe extern "system" fn vkCmdDrawClusterIndirectHUAWEI(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
) {
    let a = args::CmdDrawClusterIndirectHUAWEI {
        command_buffer,
        buffer,
        offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawClusterIndirectHUAWEI`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawIndexed` (wire id 76).
pub unsafe extern "system" fn vkCmdDrawIndexed(
    command_buffer: vk::CommandBuffer,
    index_count: u32,
    instance_count: u32,
    first_index: u32,
    vertex_offset: i32,
    first_instance: u32,
) {
    let a = args::CmdDrawIndexed {
        command_buffer,
        index_count,
        instance_count,
        first_index,
        vertex_offset,
        first_instance,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawIndexed`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawIndexedIndirect` (wire id 77).
pub unsafe extern "system" fn vkCmdDrawIndexedIndirect(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawIndexedIndirect {
        command_buffer,
        buffer,
        offset,
        draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawIndexedIndirect`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawIndexedIndirectCount` (wire id 78).
pub unsafe extern "system" fn vkCmdDrawIndexedIndirectCount(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    count_buffer: vk::Buffer,
    count_buffer_offset: vk::DeviceSize,
    max_draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawIndexedIndirectCount {
        command_buffer,
        buffer,
        offset,
        count_buffer,
        count_buffer_offset,
        max_draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawIndexedIndirectCount`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawIndirect` (wire id 79).
pub unsafe extern "system" fn vkCmdDrawIndirect(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawIndirect {
        command_buffer,
        buffer,
        offset,
        draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawIndirect`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawIndirectByteCountEXT` (wire id 80).
pub unsafe extern "system" fn vkCmdDrawIndirectByteCountEXT(
    command_buffer: vk::CommandBuffer,
    instance_count: u32,
    first_instance: u32,
    counter_buffer: vk::Buffer,
    counter_buffer_offset: vk::DeviceSize,
    counter_offset: u32,
    vertex_stride: u32,
) {
    let a = args::CmdDrawIndirectByteCountEXT {
        command_buffer,
        instance_count,
        first_instance,
        counter_buffer,
        counter_buffer_offset,
        counter_offset,
        vertex_stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawIndirectByteCountEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawIndirectCount` (wire id 81).
pub unsafe extern "system" fn vkCmdDrawIndirectCount(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    count_buffer: vk::Buffer,
    count_buffer_offset: vk::DeviceSize,
    max_draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawIndirectCount {
        command_buffer,
        buffer,
        offset,
        count_buffer,
        count_buffer_offset,
        max_draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawIndirectCount`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMeshTasksEXT` (wire id 82).
pub unsafe extern "system" fn vkCmdDrawMeshTasksEXT(
    command_buffer: vk::CommandBuffer,
    group_count_x: u32,
    group_count_y: u32,
    group_count_z: u32,
) {
    let a = args::CmdDrawMeshTasksEXT {
        command_buffer,
        group_count_x,
        group_count_y,
        group_count_z,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMeshTasksEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMeshTasksIndirectCountEXT` (wire id 83).
pub unsafe extern "system" fn vkCmdDrawMeshTasksIndirectCountEXT(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    count_buffer: vk::Buffer,
    count_buffer_offset: vk::DeviceSize,
    max_draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawMeshTasksIndirectCountEXT {
        command_buffer,
        buffer,
        offset,
        count_buffer,
        count_buffer_offset,
        max_draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMeshTasksIndirectCountEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMeshTasksIndirectCountNV` (wire id 84).
pub unsafe extern "system" fn vkCmdDrawMeshTasksIndirectCountNV(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    count_buffer: vk::Buffer,
    count_buffer_offset: vk::DeviceSize,
    max_draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawMeshTasksIndirectCountNV {
        command_buffer,
        buffer,
        offset,
        count_buffer,
        count_buffer_offset,
        max_draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMeshTasksIndirectCountNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMeshTasksIndirectEXT` (wire id 85).
pub unsafe extern "system" fn vkCmdDrawMeshTasksIndirectEXT(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawMeshTasksIndirectEXT {
        command_buffer,
        buffer,
        offset,
        draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMeshTasksIndirectEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMeshTasksIndirectNV` (wire id 86).
pub unsafe extern "system" fn vkCmdDrawMeshTasksIndirectNV(
    command_buffer: vk::CommandBuffer,
    buffer: vk::Buffer,
    offset: vk::DeviceSize,
    draw_count: u32,
    stride: u32,
) {
    let a = args::CmdDrawMeshTasksIndirectNV {
        command_buffer,
        buffer,
        offset,
        draw_count,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMeshTasksIndirectNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMeshTasksNV` (wire id 87).
pub unsafe extern "system" fn vkCmdDrawMeshTasksNV(
    command_buffer: vk::CommandBuffer,
    task_count: u32,
    first_task: u32,
) {
    let a = args::CmdDrawMeshTasksNV {
        command_buffer,
        task_count,
        first_task,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMeshTasksNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMultiEXT` (wire id 88).
pub unsafe extern "system" fn vkCmdDrawMultiEXT(
    command_buffer: vk::CommandBuffer,
    draw_count: u32,
    p_vertex_info: *const vk::MultiDrawInfoEXT,
    instance_count: u32,
    first_instance: u32,
    stride: u32,
) {
    let a = args::CmdDrawMultiEXT {
        command_buffer,
        draw_count,
        p_vertex_info,
        instance_count,
        first_instance,
        stride,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMultiEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdDrawMultiIndexedEXT` (wire id 89).
pub unsafe extern "system" fn vkCmdDrawMultiIndexedEXT(
    command_buffer: vk::CommandBuffer,
    draw_count: u32,
    p_index_info: *const vk::MultiDrawIndexedInfoEXT,
    instance_count: u32,
    first_instance: u32,
    stride: u32,
    p_vertex_offset: *const i32,
) {
    let a = args::CmdDrawMultiIndexedEXT {
        command_buffer,
        draw_count,
        p_index_info,
        instance_count,
        first_instance,
        stride,
        p_vertex_offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdDrawMultiIndexedEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndConditionalRenderingEXT` (wire id 90).
pub unsafe extern "system" fn vkCmdEndConditionalRenderingEXT(command_buffer: vk::CommandBuffer) {
    let a = args::CmdEndConditionalRenderingEXT { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndConditionalRenderingEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndDebugUtilsLabelEXT` (wire id 91).
pub unsafe extern "system" fn vkCmdEndDebugUtilsLabelEXT(command_buffer: vk::CommandBuffer) {
    let a = args::CmdEndDebugUtilsLabelEXT { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndDebugUtilsLabelEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndQuery` (wire id 92).
pub unsafe extern "system" fn vkCmdEndQuery(
    command_buffer: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    query: u32,
) {
    let a = args::CmdEndQuery {
        command_buffer,
        query_pool,
        query,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndQuery`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndQueryIndexedEXT` (wire id 93).
pub unsafe extern "system" fn vkCmdEndQueryIndexedEXT(
    command_buffer: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    query: u32,
    index: u32,
) {
    let a = args::CmdEndQueryIndexedEXT {
        command_buffer,
        query_pool,
        query,
        index,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndQueryIndexedEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndRenderPass` (wire id 94).
pub unsafe extern "system" fn vkCmdEndRenderPass(command_buffer: vk::CommandBuffer) {
    let a = args::CmdEndRenderPass { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndRenderPass`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndRenderPass2` (wire id 95).
pub unsafe extern "system" fn vkCmdEndRenderPass2(
    command_buffer: vk::CommandBuffer,
    p_subpass_end_info: *const vk::SubpassEndInfo<'static>,
) {
    let a = args::CmdEndRenderPass2 {
        command_buffer,
        p_subpass_end_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndRenderPass2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndRendering` (wire id 96).
pub unsafe extern "system" fn vkCmdEndRendering(command_buffer: vk::CommandBuffer) {
    let a = args::CmdEndRendering { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndRendering`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdEndTransformFeedbackEXT` (wire id 97).
pub unsafe extern "system" fn vkCmdEndTransformFeedbackEXT(
    command_buffer: vk::CommandBuffer,
    first_counter_buffer: u32,
    counter_buffer_count: u32,
    p_counter_buffers: *const vk::Buffer,
    p_counter_buffer_offsets: *const vk::DeviceSize,
) {
    let a = args::CmdEndTransformFeedbackEXT {
        command_buffer,
        first_counter_buffer,
        counter_buffer_count,
        p_counter_buffers,
        p_counter_buffer_offsets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdEndTransformFeedbackEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdExecuteCommands` (wire id 98).
pub unsafe extern "system" fn vkCmdExecuteCommands(
    command_buffer: vk::CommandBuffer,
    command_buffer_count: u32,
    p_command_buffers: *const vk::CommandBuffer,
) {
    let a = args::CmdExecuteCommands {
        command_buffer,
        command_buffer_count,
        p_command_buffers,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdExecuteCommands`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdExecuteGeneratedCommandsNV` (wire id 99).
pub unsafe extern "system" fn vkCmdExecuteGeneratedCommandsNV(
    command_buffer: vk::CommandBuffer,
    is_preprocessed: vk::Bool32,
    p_generated_commands_info: *const vk::GeneratedCommandsInfoNV<'static>,
) {
    let a = args::CmdExecuteGeneratedCommandsNV {
        command_buffer,
        is_preprocessed,
        p_generated_commands_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdExecuteGeneratedCommandsNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdFillBuffer` (wire id 100).
pub unsafe extern "system" fn vkCmdFillBuffer(
    command_buffer: vk::CommandBuffer,
    dst_buffer: vk::Buffer,
    dst_offset: vk::DeviceSize,
    size: vk::DeviceSize,
    data: u32,
) {
    let a = args::CmdFillBuffer {
        command_buffer,
        dst_buffer,
        dst_offset,
        size,
        data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdFillBuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdInsertDebugUtilsLabelEXT` (wire id 101).
pub unsafe extern "system" fn vkCmdInsertDebugUtilsLabelEXT(
    command_buffer: vk::CommandBuffer,
    p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
) {
    let a = args::CmdInsertDebugUtilsLabelEXT {
        command_buffer,
        p_label_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdInsertDebugUtilsLabelEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdNextSubpass` (wire id 102).
pub unsafe extern "system" fn vkCmdNextSubpass(
    command_buffer: vk::CommandBuffer,
    contents: vk::SubpassContents,
) {
    let a = args::CmdNextSubpass {
        command_buffer,
        contents,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdNextSubpass`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdNextSubpass2` (wire id 103).
pub unsafe extern "system" fn vkCmdNextSubpass2(
    command_buffer: vk::CommandBuffer,
    p_subpass_begin_info: *const vk::SubpassBeginInfo<'static>,
    p_subpass_end_info: *const vk::SubpassEndInfo<'static>,
) {
    let a = args::CmdNextSubpass2 {
        command_buffer,
        p_subpass_begin_info,
        p_subpass_end_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdNextSubpass2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdOpticalFlowExecuteNV` (wire id 104).
pub unsafe extern "system" fn vkCmdOpticalFlowExecuteNV(
    command_buffer: vk::CommandBuffer,
    session: vk::OpticalFlowSessionNV,
    p_execute_info: *const vk::OpticalFlowExecuteInfoNV<'static>,
) {
    let a = args::CmdOpticalFlowExecuteNV {
        command_buffer,
        session,
        p_execute_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdOpticalFlowExecuteNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdPipelineBarrier` (wire id 105).
pub unsafe extern "system" fn vkCmdPipelineBarrier(
    command_buffer: vk::CommandBuffer,
    src_stage_mask: vk::PipelineStageFlags,
    dst_stage_mask: vk::PipelineStageFlags,
    dependency_flags: vk::DependencyFlags,
    memory_barrier_count: u32,
    p_memory_barriers: *const vk::MemoryBarrier<'static>,
    buffer_memory_barrier_count: u32,
    p_buffer_memory_barriers: *const vk::BufferMemoryBarrier<'static>,
    image_memory_barrier_count: u32,
    p_image_memory_barriers: *const vk::ImageMemoryBarrier<'static>,
) {
    let a = args::CmdPipelineBarrier {
        command_buffer,
        src_stage_mask,
        dst_stage_mask,
        dependency_flags,
        memory_barrier_count,
        p_memory_barriers,
        buffer_memory_barrier_count,
        p_buffer_memory_barriers,
        image_memory_barrier_count,
        p_image_memory_barriers,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdPipelineBarrier`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdPipelineBarrier2` (wire id 106).
pub unsafe extern "system" fn vkCmdPipelineBarrier2(
    command_buffer: vk::CommandBuffer,
    p_dependency_info: *const vk::DependencyInfo<'static>,
) {
    let a = args::CmdPipelineBarrier2 {
        command_buffer,
        p_dependency_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdPipelineBarrier2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdPreprocessGeneratedCommandsNV` (wire id 107).
pub unsafe extern "system" fn vkCmdPreprocessGeneratedCommandsNV(
    command_buffer: vk::CommandBuffer,
    p_generated_commands_info: *const vk::GeneratedCommandsInfoNV<'static>,
) {
    let a = args::CmdPreprocessGeneratedCommandsNV {
        command_buffer,
        p_generated_commands_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdPreprocessGeneratedCommandsNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdPushConstants` (wire id 108).
pub unsafe extern "system" fn vkCmdPushConstants(
    command_buffer: vk::CommandBuffer,
    layout: vk::PipelineLayout,
    stage_flags: vk::ShaderStageFlags,
    offset: u32,
    size: u32,
    p_values: *const c_void,
) {
    let a = args::CmdPushConstants {
        command_buffer,
        layout,
        stage_flags,
        offset,
        size,
        p_values,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdPushConstants`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdPushDescriptorSetKHR` (wire id 109).
pub unsafe extern "system" fn vkCmdPushDescriptorSetKHR(
    command_buffer: vk::CommandBuffer,
    pipeline_bind_point: vk::PipelineBindPoint,
    layout: vk::PipelineLayout,
    set: u32,
    descriptor_write_count: u32,
    p_descriptor_writes: *const vk::WriteDescriptorSet<'static>,
) {
    let a = args::CmdPushDescriptorSetKHR {
        command_buffer,
        pipeline_bind_point,
        layout,
        set,
        descriptor_write_count,
        p_descriptor_writes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdPushDescriptorSetKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdPushDescriptorSetWithTemplateKHR` (wire id 110).
pub unsafe extern "system" fn vkCmdPushDescriptorSetWithTemplateKHR(
    command_buffer: vk::CommandBuffer,
    descriptor_update_template: vk::DescriptorUpdateTemplate,
    layout: vk::PipelineLayout,
    set: u32,
    p_data: *const c_void,
) {
    let a = args::CmdPushDescriptorSetWithTemplateKHR {
        command_buffer,
        descriptor_update_template,
        layout,
        set,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdPushDescriptorSetWithTemplateKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdResetEvent` (wire id 111).
pub unsafe extern "system" fn vkCmdResetEvent(
    command_buffer: vk::CommandBuffer,
    event: vk::Event,
    stage_mask: vk::PipelineStageFlags,
) {
    let a = args::CmdResetEvent {
        command_buffer,
        event,
        stage_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdResetEvent`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdResetEvent2` (wire id 112).
pub unsafe extern "system" fn vkCmdResetEvent2(
    command_buffer: vk::CommandBuffer,
    event: vk::Event,
    stage_mask: vk::PipelineStageFlags2,
) {
    let a = args::CmdResetEvent2 {
        command_buffer,
        event,
        stage_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdResetEvent2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdResetQueryPool` (wire id 113).
pub unsafe extern "system" fn vkCmdResetQueryPool(
    command_buffer: vk::CommandBuffer,
    query_pool: vk::QueryPool,
    first_query: u32,
    query_count: u32,
) {
    let a = args::CmdResetQueryPool {
        command_buffer,
        query_pool,
        first_query,
        query_count,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdResetQueryPool`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdResolveImage` (wire id 114).
pub unsafe extern "system" fn vkCmdResolveImage(
    command_buffer: vk::CommandBuffer,
    src_image: vk::Image,
    src_image_layout: vk::ImageLayout,
    dst_image: vk::Image,
    dst_image_layout: vk::ImageLayout,
    region_count: u32,
    p_regions: *const vk::ImageResolve,
) {
    let a = args::CmdResolveImage {
        command_buffer,
        src_image,
        src_image_layout,
        dst_image,
        dst_image_layout,
        region_count,
        p_regions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdResolveImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdResolveImage2` (wire id 115).
pub unsafe extern "system" fn vkCmdResolveImage2(
    command_buffer: vk::CommandBuffer,
    p_resolve_image_info: *const vk::ResolveImageInfo2<'static>,
) {
    let a = args::CmdResolveImage2 {
        command_buffer,
        p_resolve_image_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdResolveImage2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetAlphaToCoverageEnableEXT` (wire id 116).
pub unsafe extern "system" fn vkCmdSetAlphaToCoverageEnableEXT(
    command_buffer: vk::CommandBuffer,
    alpha_to_coverage_enable: vk::Bool32,
) {
    let a = args::CmdSetAlphaToCoverageEnableEXT {
        command_buffer,
        alpha_to_coverage_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetAlphaToCoverageEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetAlphaToOneEnableEXT` (wire id 117).
pub unsafe extern "system" fn vkCmdSetAlphaToOneEnableEXT(
    command_buffer: vk::CommandBuffer,
    alpha_to_one_enable: vk::Bool32,
) {
    let a = args::CmdSetAlphaToOneEnableEXT {
        command_buffer,
        alpha_to_one_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetAlphaToOneEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetBlendConstants` (wire id 118).
pub unsafe extern "system" fn vkCmdSetBlendConstants(
    command_buffer: vk::CommandBuffer,
    blend_constants: *const [f32; 4],
) {
    let a = args::CmdSetBlendConstants {
        command_buffer,
        blend_constants,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetBlendConstants`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCheckpointNV` (wire id 119).
pub unsafe extern "system" fn vkCmdSetCheckpointNV(
    command_buffer: vk::CommandBuffer,
    p_checkpoint_marker: *const c_void,
) {
    let a = args::CmdSetCheckpointNV {
        command_buffer,
        p_checkpoint_marker,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCheckpointNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoarseSampleOrderNV` (wire id 120).
pub unsafe extern "system" fn vkCmdSetCoarseSampleOrderNV(
    command_buffer: vk::CommandBuffer,
    sample_order_type: vk::CoarseSampleOrderTypeNV,
    custom_sample_order_count: u32,
    p_custom_sample_orders: *const vk::CoarseSampleOrderCustomNV<'static>,
) {
    let a = args::CmdSetCoarseSampleOrderNV {
        command_buffer,
        sample_order_type,
        custom_sample_order_count,
        p_custom_sample_orders,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoarseSampleOrderNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetColorBlendAdvancedEXT` (wire id 121).
pub unsafe extern "system" fn vkCmdSetColorBlendAdvancedEXT(
    command_buffer: vk::CommandBuffer,
    first_attachment: u32,
    attachment_count: u32,
    p_color_blend_advanced: *const vk::ColorBlendAdvancedEXT,
) {
    let a = args::CmdSetColorBlendAdvancedEXT {
        command_buffer,
        first_attachment,
        attachment_count,
        p_color_blend_advanced,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetColorBlendAdvancedEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetColorBlendEnableEXT` (wire id 122).
pub unsafe extern "system" fn vkCmdSetColorBlendEnableEXT(
    command_buffer: vk::CommandBuffer,
    first_attachment: u32,
    attachment_count: u32,
    p_color_blend_enables: *const vk::Bool32,
) {
    let a = args::CmdSetColorBlendEnableEXT {
        command_buffer,
        first_attachment,
        attachment_count,
        p_color_blend_enables,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetColorBlendEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetColorBlendEquationEXT` (wire id 123).
pub unsafe extern "system" fn vkCmdSetColorBlendEquationEXT(
    command_buffer: vk::CommandBuffer,
    first_attachment: u32,
    attachment_count: u32,
    p_color_blend_equations: *const vk::ColorBlendEquationEXT,
) {
    let a = args::CmdSetColorBlendEquationEXT {
        command_buffer,
        first_attachment,
        attachment_count,
        p_color_blend_equations,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetColorBlendEquationEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetColorWriteEnableEXT` (wire id 124).
pub unsafe extern "system" fn vkCmdSetColorWriteEnableEXT(
    command_buffer: vk::CommandBuffer,
    attachment_count: u32,
    p_color_write_enables: *const vk::Bool32,
) {
    let a = args::CmdSetColorWriteEnableEXT {
        command_buffer,
        attachment_count,
        p_color_write_enables,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetColorWriteEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetColorWriteMaskEXT` (wire id 125).
pub unsafe extern "system" fn vkCmdSetColorWriteMaskEXT(
    command_buffer: vk::CommandBuffer,
    first_attachment: u32,
    attachment_count: u32,
    p_color_write_masks: *const vk::ColorComponentFlags,
) {
    let a = args::CmdSetColorWriteMaskEXT {
        command_buffer,
        first_attachment,
        attachment_count,
        p_color_write_masks,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetColorWriteMaskEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetConservativeRasterizationModeEXT` (wire id 126).
pub unsafe extern "system" fn vkCmdSetConservativeRasterizationModeEXT(
    command_buffer: vk::CommandBuffer,
    conservative_rasterization_mode: vk::ConservativeRasterizationModeEXT,
) {
    let a = args::CmdSetConservativeRasterizationModeEXT {
        command_buffer,
        conservative_rasterization_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetConservativeRasterizationModeEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoverageModulationModeNV` (wire id 127).
pub unsafe extern "system" fn vkCmdSetCoverageModulationModeNV(
    command_buffer: vk::CommandBuffer,
    coverage_modulation_mode: vk::CoverageModulationModeNV,
) {
    let a = args::CmdSetCoverageModulationModeNV {
        command_buffer,
        coverage_modulation_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoverageModulationModeNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoverageModulationTableEnableNV` (wire id 128).
pub unsafe extern "system" fn vkCmdSetCoverageModulationTableEnableNV(
    command_buffer: vk::CommandBuffer,
    coverage_modulation_table_enable: vk::Bool32,
) {
    let a = args::CmdSetCoverageModulationTableEnableNV {
        command_buffer,
        coverage_modulation_table_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoverageModulationTableEnableNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoverageModulationTableNV` (wire id 129).
pub unsafe extern "system" fn vkCmdSetCoverageModulationTableNV(
    command_buffer: vk::CommandBuffer,
    coverage_modulation_table_count: u32,
    p_coverage_modulation_table: *const f32,
) {
    let a = args::CmdSetCoverageModulationTableNV {
        command_buffer,
        coverage_modulation_table_count,
        p_coverage_modulation_table,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoverageModulationTableNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoverageReductionModeNV` (wire id 130).
pub unsafe extern "system" fn vkCmdSetCoverageReductionModeNV(
    command_buffer: vk::CommandBuffer,
    coverage_reduction_mode: vk::CoverageReductionModeNV,
) {
    let a = args::CmdSetCoverageReductionModeNV {
        command_buffer,
        coverage_reduction_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoverageReductionModeNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoverageToColorEnableNV` (wire id 131).
pub unsafe extern "system" fn vkCmdSetCoverageToColorEnableNV(
    command_buffer: vk::CommandBuffer,
    coverage_to_color_enable: vk::Bool32,
) {
    let a = args::CmdSetCoverageToColorEnableNV {
        command_buffer,
        coverage_to_color_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoverageToColorEnableNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCoverageToColorLocationNV` (wire id 132).
pub unsafe extern "system" fn vkCmdSetCoverageToColorLocationNV(
    command_buffer: vk::CommandBuffer,
    coverage_to_color_location: u32,
) {
    let a = args::CmdSetCoverageToColorLocationNV {
        command_buffer,
        coverage_to_color_location,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCoverageToColorLocationNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetCullMode` (wire id 133).
pub unsafe extern "system" fn vkCmdSetCullMode(
    command_buffer: vk::CommandBuffer,
    cull_mode: vk::CullModeFlags,
) {
    let a = args::CmdSetCullMode {
        command_buffer,
        cull_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetCullMode`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthBias` (wire id 134).
pub unsafe extern "system" fn vkCmdSetDepthBias(
    command_buffer: vk::CommandBuffer,
    depth_bias_constant_factor: f32,
    depth_bias_clamp: f32,
    depth_bias_slope_factor: f32,
) {
    let a = args::CmdSetDepthBias {
        command_buffer,
        depth_bias_constant_factor,
        depth_bias_clamp,
        depth_bias_slope_factor,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthBias`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthBiasEnable` (wire id 135).
pub unsafe extern "system" fn vkCmdSetDepthBiasEnable(
    command_buffer: vk::CommandBuffer,
    depth_bias_enable: vk::Bool32,
) {
    let a = args::CmdSetDepthBiasEnable {
        command_buffer,
        depth_bias_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthBiasEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthBounds` (wire id 136).
pub unsafe extern "system" fn vkCmdSetDepthBounds(
    command_buffer: vk::CommandBuffer,
    min_depth_bounds: f32,
    max_depth_bounds: f32,
) {
    let a = args::CmdSetDepthBounds {
        command_buffer,
        min_depth_bounds,
        max_depth_bounds,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthBounds`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthBoundsTestEnable` (wire id 137).
pub unsafe extern "system" fn vkCmdSetDepthBoundsTestEnable(
    command_buffer: vk::CommandBuffer,
    depth_bounds_test_enable: vk::Bool32,
) {
    let a = args::CmdSetDepthBoundsTestEnable {
        command_buffer,
        depth_bounds_test_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthBoundsTestEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthClampEnableEXT` (wire id 138).
pub unsafe extern "system" fn vkCmdSetDepthClampEnableEXT(
    command_buffer: vk::CommandBuffer,
    depth_clamp_enable: vk::Bool32,
) {
    let a = args::CmdSetDepthClampEnableEXT {
        command_buffer,
        depth_clamp_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthClampEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthClipEnableEXT` (wire id 139).
pub unsafe extern "system" fn vkCmdSetDepthClipEnableEXT(
    command_buffer: vk::CommandBuffer,
    depth_clip_enable: vk::Bool32,
) {
    let a = args::CmdSetDepthClipEnableEXT {
        command_buffer,
        depth_clip_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthClipEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthClipNegativeOneToOneEXT` (wire id 140).
pub unsafe extern "system" fn vkCmdSetDepthClipNegativeOneToOneEXT(
    command_buffer: vk::CommandBuffer,
    negative_one_to_one: vk::Bool32,
) {
    let a = args::CmdSetDepthClipNegativeOneToOneEXT {
        command_buffer,
        negative_one_to_one,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthClipNegativeOneToOneEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthCompareOp` (wire id 141).
pub unsafe extern "system" fn vkCmdSetDepthCompareOp(
    command_buffer: vk::CommandBuffer,
    depth_compare_op: vk::CompareOp,
) {
    let a = args::CmdSetDepthCompareOp {
        command_buffer,
        depth_compare_op,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthCompareOp`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthTestEnable` (wire id 142).
pub unsafe extern "system" fn vkCmdSetDepthTestEnable(
    command_buffer: vk::CommandBuffer,
    depth_test_enable: vk::Bool32,
) {
    let a = args::CmdSetDepthTestEnable {
        command_buffer,
        depth_test_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthTestEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDepthWriteEnable` (wire id 143).
pub unsafe extern "system" fn vkCmdSetDepthWriteEnable(
    command_buffer: vk::CommandBuffer,
    depth_write_enable: vk::Bool32,
) {
    let a = args::CmdSetDepthWriteEnable {
        command_buffer,
        depth_write_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDepthWriteEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDescriptorBufferOffsetsEXT` (wire id 144).
pub unsafe extern "system" fn vkCmdSetDescriptorBufferOffsetsEXT(
    command_buffer: vk::CommandBuffer,
    pipeline_bind_point: vk::PipelineBindPoint,
    layout: vk::PipelineLayout,
    first_set: u32,
    set_count: u32,
    p_buffer_indices: *const u32,
    p_offsets: *const vk::DeviceSize,
) {
    let a = args::CmdSetDescriptorBufferOffsetsEXT {
        command_buffer,
        pipeline_bind_point,
        layout,
        first_set,
        set_count,
        p_buffer_indices,
        p_offsets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDescriptorBufferOffsetsEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDeviceMask` (wire id 145).
pub unsafe extern "system" fn vkCmdSetDeviceMask(
    command_buffer: vk::CommandBuffer,
    device_mask: u32,
) {
    let a = args::CmdSetDeviceMask {
        command_buffer,
        device_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDeviceMask`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetDiscardRectangleEXT` (wire id 146).
pub unsafe extern "system" fn vkCmdSetDiscardRectangleEXT(
    command_buffer: vk::CommandBuffer,
    first_discard_rectangle: u32,
    discard_rectangle_count: u32,
    p_discard_rectangles: *const vk::Rect2D,
) {
    let a = args::CmdSetDiscardRectangleEXT {
        command_buffer,
        first_discard_rectangle,
        discard_rectangle_count,
        p_discard_rectangles,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetDiscardRectangleEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetEvent` (wire id 147).
pub unsafe extern "system" fn vkCmdSetEvent(
    command_buffer: vk::CommandBuffer,
    event: vk::Event,
    stage_mask: vk::PipelineStageFlags,
) {
    let a = args::CmdSetEvent {
        command_buffer,
        event,
        stage_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetEvent`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetEvent2` (wire id 148).
pub unsafe extern "system" fn vkCmdSetEvent2(
    command_buffer: vk::CommandBuffer,
    event: vk::Event,
    p_dependency_info: *const vk::DependencyInfo<'static>,
) {
    let a = args::CmdSetEvent2 {
        command_buffer,
        event,
        p_dependency_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetEvent2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetExclusiveScissorNV` (wire id 149).
pub unsafe extern "system" fn vkCmdSetExclusiveScissorNV(
    command_buffer: vk::CommandBuffer,
    first_exclusive_scissor: u32,
    exclusive_scissor_count: u32,
    p_exclusive_scissors: *const vk::Rect2D,
) {
    let a = args::CmdSetExclusiveScissorNV {
        command_buffer,
        first_exclusive_scissor,
        exclusive_scissor_count,
        p_exclusive_scissors,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetExclusiveScissorNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetExtraPrimitiveOverestimationSizeEXT` (wire id 150).
pub unsafe extern "system" fn vkCmdSetExtraPrimitiveOverestimationSizeEXT(
    command_buffer: vk::CommandBuffer,
    extra_primitive_overestimation_size: f32,
) {
    let a = args::CmdSetExtraPrimitiveOverestimationSizeEXT {
        command_buffer,
        extra_primitive_overestimation_size,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetExtraPrimitiveOverestimationSizeEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetFragmentShadingRateEnumNV` (wire id 151).
pub unsafe extern "system" fn vkCmdSetFragmentShadingRateEnumNV(
    command_buffer: vk::CommandBuffer,
    shading_rate: vk::FragmentShadingRateNV,
    combiner_ops: *const [vk::FragmentShadingRateCombinerOpKHR; 2],
) {
    let a = args::CmdSetFragmentShadingRateEnumNV {
        command_buffer,
        shading_rate,
        combiner_ops,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetFragmentShadingRateEnumNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetFragmentShadingRateKHR` (wire id 152).
pub unsafe extern "system" fn vkCmdSetFragmentShadingRateKHR(
    command_buffer: vk::CommandBuffer,
    p_fragment_size: *const vk::Extent2D,
    combiner_ops: *const [vk::FragmentShadingRateCombinerOpKHR; 2],
) {
    let a = args::CmdSetFragmentShadingRateKHR {
        command_buffer,
        p_fragment_size,
        combiner_ops,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetFragmentShadingRateKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetFrontFace` (wire id 153).
pub unsafe extern "system" fn vkCmdSetFrontFace(
    command_buffer: vk::CommandBuffer,
    front_face: vk::FrontFace,
) {
    let a = args::CmdSetFrontFace {
        command_buffer,
        front_face,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetFrontFace`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetLineRasterizationModeEXT` (wire id 154).
pub unsafe extern "system" fn vkCmdSetLineRasterizationModeEXT(
    command_buffer: vk::CommandBuffer,
    line_rasterization_mode: vk::LineRasterizationModeEXT,
) {
    let a = args::CmdSetLineRasterizationModeEXT {
        command_buffer,
        line_rasterization_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetLineRasterizationModeEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetLineStippleEXT` (wire id 155).
pub unsafe extern "system" fn vkCmdSetLineStippleEXT(
    command_buffer: vk::CommandBuffer,
    line_stipple_factor: u32,
    line_stipple_pattern: u16,
) {
    let a = args::CmdSetLineStippleEXT {
        command_buffer,
        line_stipple_factor,
        line_stipple_pattern,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetLineStippleEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetLineStippleEnableEXT` (wire id 156).
pub unsafe extern "system" fn vkCmdSetLineStippleEnableEXT(
    command_buffer: vk::CommandBuffer,
    stippled_line_enable: vk::Bool32,
) {
    let a = args::CmdSetLineStippleEnableEXT {
        command_buffer,
        stippled_line_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetLineStippleEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetLineWidth` (wire id 157).
pub unsafe extern "system" fn vkCmdSetLineWidth(
    command_buffer: vk::CommandBuffer,
    line_width: f32,
) {
    let a = args::CmdSetLineWidth {
        command_buffer,
        line_width,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetLineWidth`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetLogicOpEXT` (wire id 158).
pub unsafe extern "system" fn vkCmdSetLogicOpEXT(
    command_buffer: vk::CommandBuffer,
    logic_op: vk::LogicOp,
) {
    let a = args::CmdSetLogicOpEXT {
        command_buffer,
        logic_op,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetLogicOpEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetLogicOpEnableEXT` (wire id 159).
pub unsafe extern "system" fn vkCmdSetLogicOpEnableEXT(
    command_buffer: vk::CommandBuffer,
    logic_op_enable: vk::Bool32,
) {
    let a = args::CmdSetLogicOpEnableEXT {
        command_buffer,
        logic_op_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetLogicOpEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetPatchControlPointsEXT` (wire id 160).
pub unsafe extern "system" fn vkCmdSetPatchControlPointsEXT(
    command_buffer: vk::CommandBuffer,
    patch_control_points: u32,
) {
    let a = args::CmdSetPatchControlPointsEXT {
        command_buffer,
        patch_control_points,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPatchControlPointsEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetPerformanceMarkerINTEL` (wire id 161).
pub unsafe extern "system" fn vkCmdSetPerformanceMarkerINTEL(
    command_buffer: vk::CommandBuffer,
    p_marker_info: *const vk::PerformanceMarkerInfoINTEL<'static>,
) -> vk::Result {
    let a = args::CmdSetPerformanceMarkerINTEL {
        command_buffer,
        p_marker_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPerformanceMarkerINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCmdSetPerformanceOverrideINTEL` (wire id 162).
pub unsafe extern "system" fn vkCmdSetPerformanceOverrideINTEL(
    command_buffer: vk::CommandBuffer,
    p_override_info: *const vk::PerformanceOverrideInfoINTEL<'static>,
) -> vk::Result {
    let a = args::CmdSetPerformanceOverrideINTEL {
        command_buffer,
        p_override_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPerformanceOverrideINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCmdSetPerformanceStreamMarkerINTEL` (wire id 163).
pub unsafe extern "system" fn vkCmdSetPerformanceStreamMarkerINTEL(
    command_buffer: vk::CommandBuffer,
    p_marker_info: *const vk::PerformanceStreamMarkerInfoINTEL<'static>,
) -> vk::Result {
    let a = args::CmdSetPerformanceStreamMarkerINTEL {
        command_buffer,
        p_marker_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPerformanceStreamMarkerINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCmdSetPolygonModeEXT` (wire id 164).
pub unsafe extern "system" fn vkCmdSetPolygonModeEXT(
    command_buffer: vk::CommandBuffer,
    polygon_mode: vk::PolygonMode,
) {
    let a = args::CmdSetPolygonModeEXT {
        command_buffer,
        polygon_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPolygonModeEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetPrimitiveRestartEnable` (wire id 165).
pub unsafe extern "system" fn vkCmdSetPrimitiveRestartEnable(
    command_buffer: vk::CommandBuffer,
    primitive_restart_enable: vk::Bool32,
) {
    let a = args::CmdSetPrimitiveRestartEnable {
        command_buffer,
        primitive_restart_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPrimitiveRestartEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetPrimitiveTopology` (wire id 166).
pub unsafe extern "system" fn vkCmdSetPrimitiveTopology(
    command_buffer: vk::CommandBuffer,
    primitive_topology: vk::PrimitiveTopology,
) {
    let a = args::CmdSetPrimitiveTopology {
        command_buffer,
        primitive_topology,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetPrimitiveTopology`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetProvokingVertexModeEXT` (wire id 167).
pub unsafe extern "system" fn vkCmdSetProvokingVertexModeEXT(
    command_buffer: vk::CommandBuffer,
    provoking_vertex_mode: vk::ProvokingVertexModeEXT,
) {
    let a = args::CmdSetProvokingVertexModeEXT {
        command_buffer,
        provoking_vertex_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetProvokingVertexModeEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetRasterizationSamplesEXT` (wire id 168).
pub unsafe extern "system" fn vkCmdSetRasterizationSamplesEXT(
    command_buffer: vk::CommandBuffer,
    rasterization_samples: vk::SampleCountFlags,
) {
    let a = args::CmdSetRasterizationSamplesEXT {
        command_buffer,
        rasterization_samples,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetRasterizationSamplesEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetRasterizationStreamEXT` (wire id 169).
pub unsafe extern "system" fn vkCmdSetRasterizationStreamEXT(
    command_buffer: vk::CommandBuffer,
    rasterization_stream: u32,
) {
    let a = args::CmdSetRasterizationStreamEXT {
        command_buffer,
        rasterization_stream,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetRasterizationStreamEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetRasterizerDiscardEnable` (wire id 170).
pub unsafe extern "system" fn vkCmdSetRasterizerDiscardEnable(
    command_buffer: vk::CommandBuffer,
    rasterizer_discard_enable: vk::Bool32,
) {
    let a = args::CmdSetRasterizerDiscardEnable {
        command_buffer,
        rasterizer_discard_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetRasterizerDiscardEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetRayTracingPipelineStackSizeKHR` (wire id 171).
pub unsafe extern "system" fn vkCmdSetRayTracingPipelineStackSizeKHR(
    command_buffer: vk::CommandBuffer,
    pipeline_stack_size: u32,
) {
    let a = args::CmdSetRayTracingPipelineStackSizeKHR {
        command_buffer,
        pipeline_stack_size,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetRayTracingPipelineStackSizeKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetRepresentativeFragmentTestEnableNV` (wire id 172).
pub unsafe extern "system" fn vkCmdSetRepresentativeFragmentTestEnableNV(
    command_buffer: vk::CommandBuffer,
    representative_fragment_test_enable: vk::Bool32,
) {
    let a = args::CmdSetRepresentativeFragmentTestEnableNV {
        command_buffer,
        representative_fragment_test_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetRepresentativeFragmentTestEnableNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetSampleLocationsEXT` (wire id 173).
pub unsafe extern "system" fn vkCmdSetSampleLocationsEXT(
    command_buffer: vk::CommandBuffer,
    p_sample_locations_info: *const vk::SampleLocationsInfoEXT<'static>,
) {
    let a = args::CmdSetSampleLocationsEXT {
        command_buffer,
        p_sample_locations_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetSampleLocationsEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetSampleLocationsEnableEXT` (wire id 174).
pub unsafe extern "system" fn vkCmdSetSampleLocationsEnableEXT(
    command_buffer: vk::CommandBuffer,
    sample_locations_enable: vk::Bool32,
) {
    let a = args::CmdSetSampleLocationsEnableEXT {
        command_buffer,
        sample_locations_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetSampleLocationsEnableEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetSampleMaskEXT` (wire id 175).
pub unsafe extern "system" fn vkCmdSetSampleMaskEXT(
    command_buffer: vk::CommandBuffer,
    samples: vk::SampleCountFlags,
    p_sample_mask: *const vk::SampleMask,
) {
    let a = args::CmdSetSampleMaskEXT {
        command_buffer,
        samples,
        p_sample_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetSampleMaskEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetScissor` (wire id 176).
pub unsafe extern "system" fn vkCmdSetScissor(
    command_buffer: vk::CommandBuffer,
    first_scissor: u32,
    scissor_count: u32,
    p_scissors: *const vk::Rect2D,
) {
    let a = args::CmdSetScissor {
        command_buffer,
        first_scissor,
        scissor_count,
        p_scissors,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetScissor`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetScissorWithCount` (wire id 177).
pub unsafe extern "system" fn vkCmdSetScissorWithCount(
    command_buffer: vk::CommandBuffer,
    scissor_count: u32,
    p_scissors: *const vk::Rect2D,
) {
    let a = args::CmdSetScissorWithCount {
        command_buffer,
        scissor_count,
        p_scissors,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetScissorWithCount`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetShadingRateImageEnableNV` (wire id 178).
pub unsafe extern "system" fn vkCmdSetShadingRateImageEnableNV(
    command_buffer: vk::CommandBuffer,
    shading_rate_image_enable: vk::Bool32,
) {
    let a = args::CmdSetShadingRateImageEnableNV {
        command_buffer,
        shading_rate_image_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetShadingRateImageEnableNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetStencilCompareMask` (wire id 179).
pub unsafe extern "system" fn vkCmdSetStencilCompareMask(
    command_buffer: vk::CommandBuffer,
    face_mask: vk::StencilFaceFlags,
    compare_mask: u32,
) {
    let a = args::CmdSetStencilCompareMask {
        command_buffer,
        face_mask,
        compare_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetStencilCompareMask`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetStencilOp` (wire id 180).
pub unsafe extern "system" fn vkCmdSetStencilOp(
    command_buffer: vk::CommandBuffer,
    face_mask: vk::StencilFaceFlags,
    fail_op: vk::StencilOp,
    pass_op: vk::StencilOp,
    depth_fail_op: vk::StencilOp,
    compare_op: vk::CompareOp,
) {
    let a = args::CmdSetStencilOp {
        command_buffer,
        face_mask,
        fail_op,
        pass_op,
        depth_fail_op,
        compare_op,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetStencilOp`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetStencilReference` (wire id 181).
pub unsafe extern "system" fn vkCmdSetStencilReference(
    command_buffer: vk::CommandBuffer,
    face_mask: vk::StencilFaceFlags,
    reference: u32,
) {
    let a = args::CmdSetStencilReference {
        command_buffer,
        face_mask,
        reference,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetStencilReference`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetStencilTestEnable` (wire id 182).
pub unsafe extern "system" fn vkCmdSetStencilTestEnable(
    command_buffer: vk::CommandBuffer,
    stencil_test_enable: vk::Bool32,
) {
    let a = args::CmdSetStencilTestEnable {
        command_buffer,
        stencil_test_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetStencilTestEnable`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetStencilWriteMask` (wire id 183).
pub unsafe extern "system" fn vkCmdSetStencilWriteMask(
    command_buffer: vk::CommandBuffer,
    face_mask: vk::StencilFaceFlags,
    write_mask: u32,
) {
    let a = args::CmdSetStencilWriteMask {
        command_buffer,
        face_mask,
        write_mask,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetStencilWriteMask`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetTessellationDomainOriginEXT` (wire id 184).
pub unsafe extern "system" fn vkCmdSetTessellationDomainOriginEXT(
    command_buffer: vk::CommandBuffer,
    domain_origin: vk::TessellationDomainOrigin,
) {
    let a = args::CmdSetTessellationDomainOriginEXT {
        command_buffer,
        domain_origin,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetTessellationDomainOriginEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetVertexInputEXT` (wire id 185).
pub unsafe extern "system" fn vkCmdSetVertexInputEXT(
    command_buffer: vk::CommandBuffer,
    vertex_binding_description_count: u32,
    p_vertex_binding_descriptions: *const vk::VertexInputBindingDescription2EXT<'static>,
    vertex_attribute_description_count: u32,
    p_vertex_attribute_descriptions: *const vk::VertexInputAttributeDescription2EXT<'static>,
) {
    let a = args::CmdSetVertexInputEXT {
        command_buffer,
        vertex_binding_description_count,
        p_vertex_binding_descriptions,
        vertex_attribute_description_count,
        p_vertex_attribute_descriptions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetVertexInputEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetViewport` (wire id 186).
pub unsafe extern "system" fn vkCmdSetViewport(
    command_buffer: vk::CommandBuffer,
    first_viewport: u32,
    viewport_count: u32,
    p_viewports: *const vk::Viewport,
) {
    let a = args::CmdSetViewport {
        command_buffer,
        first_viewport,
        viewport_count,
        p_viewports,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetViewport`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetViewportShadingRatePaletteNV` (wire id 187).
pub unsafe extern "system" fn vkCmdSetViewportShadingRatePaletteNV(
    command_buffer: vk::CommandBuffer,
    first_viewport: u32,
    viewport_count: u32,
    p_shading_rate_palettes: *const vk::ShadingRatePaletteNV<'static>,
) {
    let a = args::CmdSetViewportShadingRatePaletteNV {
        command_buffer,
        first_viewport,
        viewport_count,
        p_shading_rate_palettes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetViewportShadingRatePaletteNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetViewportSwizzleNV` (wire id 188).
pub unsafe extern "system" fn vkCmdSetViewportSwizzleNV(
    command_buffer: vk::CommandBuffer,
    first_viewport: u32,
    viewport_count: u32,
    p_viewport_swizzles: *const vk::ViewportSwizzleNV,
) {
    let a = args::CmdSetViewportSwizzleNV {
        command_buffer,
        first_viewport,
        viewport_count,
        p_viewport_swizzles,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetViewportSwizzleNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetViewportWScalingEnableNV` (wire id 189).
pub unsafe extern "system" fn vkCmdSetViewportWScalingEnableNV(
    command_buffer: vk::CommandBuffer,
    viewport_w_scaling_enable: vk::Bool32,
) {
    let a = args::CmdSetViewportWScalingEnableNV {
        command_buffer,
        viewport_w_scaling_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetViewportWScalingEnableNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetViewportWScalingNV` (wire id 190).
pub unsafe extern "system" fn vkCmdSetViewportWScalingNV(
    command_buffer: vk::CommandBuffer,
    first_viewport: u32,
    viewport_count: u32,
    p_viewport_w_scalings: *const vk::ViewportWScalingNV,
) {
    let a = args::CmdSetViewportWScalingNV {
        command_buffer,
        first_viewport,
        viewport_count,
        p_viewport_w_scalings,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetViewportWScalingNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSetViewportWithCount` (wire id 191).
pub unsafe extern "system" fn vkCmdSetViewportWithCount(
    command_buffer: vk::CommandBuffer,
    viewport_count: u32,
    p_viewports: *const vk::Viewport,
) {
    let a = args::CmdSetViewportWithCount {
        command_buffer,
        viewport_count,
        p_viewports,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSetViewportWithCount`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdSubpassShadingHUAWEI` (wire id 192).
pub unsafe extern "system" fn vkCmdSubpassShadingHUAWEI(command_buffer: vk::CommandBuffer) {
    let a = args::CmdSubpassShadingHUAWEI { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdSubpassShadingHUAWEI`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdTraceRaysIndirect2KHR` (wire id 193).
pub unsafe extern "system" fn vkCmdTraceRaysIndirect2KHR(
    command_buffer: vk::CommandBuffer,
    indirect_device_address: vk::DeviceAddress,
) {
    let a = args::CmdTraceRaysIndirect2KHR {
        command_buffer,
        indirect_device_address,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdTraceRaysIndirect2KHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdTraceRaysIndirectKHR` (wire id 194).
pub unsafe extern "system" fn vkCmdTraceRaysIndirectKHR(
    command_buffer: vk::CommandBuffer,
    p_raygen_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    p_miss_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    p_hit_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    p_callable_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    indirect_device_address: vk::DeviceAddress,
) {
    let a = args::CmdTraceRaysIndirectKHR {
        command_buffer,
        p_raygen_shader_binding_table,
        p_miss_shader_binding_table,
        p_hit_shader_binding_table,
        p_callable_shader_binding_table,
        indirect_device_address,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdTraceRaysIndirectKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdTraceRaysKHR` (wire id 195).
pub unsafe extern "system" fn vkCmdTraceRaysKHR(
    command_buffer: vk::CommandBuffer,
    p_raygen_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    p_miss_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    p_hit_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    p_callable_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    width: u32,
    height: u32,
    depth: u32,
) {
    let a = args::CmdTraceRaysKHR {
        command_buffer,
        p_raygen_shader_binding_table,
        p_miss_shader_binding_table,
        p_hit_shader_binding_table,
        p_callable_shader_binding_table,
        width,
        height,
        depth,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdTraceRaysKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdTraceRaysNV` (wire id 196).
pub unsafe extern "system" fn vkCmdTraceRaysNV(
    command_buffer: vk::CommandBuffer,
    raygen_shader_binding_table_buffer: vk::Buffer,
    raygen_shader_binding_offset: vk::DeviceSize,
    miss_shader_binding_table_buffer: vk::Buffer,
    miss_shader_binding_offset: vk::DeviceSize,
    miss_shader_binding_stride: vk::DeviceSize,
    hit_shader_binding_table_buffer: vk::Buffer,
    hit_shader_binding_offset: vk::DeviceSize,
    hit_shader_binding_stride: vk::DeviceSize,
    callable_shader_binding_table_buffer: vk::Buffer,
    callable_shader_binding_offset: vk::DeviceSize,
    callable_shader_binding_stride: vk::DeviceSize,
    width: u32,
    height: u32,
    depth: u32,
) {
    let a = args::CmdTraceRaysNV {
        command_buffer,
        raygen_shader_binding_table_buffer,
        raygen_shader_binding_offset,
        miss_shader_binding_table_buffer,
        miss_shader_binding_offset,
        miss_shader_binding_stride,
        hit_shader_binding_table_buffer,
        hit_shader_binding_offset,
        hit_shader_binding_stride,
        callable_shader_binding_table_buffer,
        callable_shader_binding_offset,
        callable_shader_binding_stride,
        width,
        height,
        depth,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdTraceRaysNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdUpdateBuffer` (wire id 197).
pub unsafe extern "system" fn vkCmdUpdateBuffer(
    command_buffer: vk::CommandBuffer,
    dst_buffer: vk::Buffer,
    dst_offset: vk::DeviceSize,
    data_size: vk::DeviceSize,
    p_data: *const c_void,
) {
    let a = args::CmdUpdateBuffer {
        command_buffer,
        dst_buffer,
        dst_offset,
        data_size,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdUpdateBuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWaitEvents` (wire id 198).
pub unsafe extern "system" fn vkCmdWaitEvents(
    command_buffer: vk::CommandBuffer,
    event_count: u32,
    p_events: *const vk::Event,
    src_stage_mask: vk::PipelineStageFlags,
    dst_stage_mask: vk::PipelineStageFlags,
    memory_barrier_count: u32,
    p_memory_barriers: *const vk::MemoryBarrier<'static>,
    buffer_memory_barrier_count: u32,
    p_buffer_memory_barriers: *const vk::BufferMemoryBarrier<'static>,
    image_memory_barrier_count: u32,
    p_image_memory_barriers: *const vk::ImageMemoryBarrier<'static>,
) {
    let a = args::CmdWaitEvents {
        command_buffer,
        event_count,
        p_events,
        src_stage_mask,
        dst_stage_mask,
        memory_barrier_count,
        p_memory_barriers,
        buffer_memory_barrier_count,
        p_buffer_memory_barriers,
        image_memory_barrier_count,
        p_image_memory_barriers,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWaitEvents`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWaitEvents2` (wire id 199).
pub unsafe extern "system" fn vkCmdWaitEvents2(
    command_buffer: vk::CommandBuffer,
    event_count: u32,
    p_events: *const vk::Event,
    p_dependency_infos: *const vk::DependencyInfo<'static>,
) {
    let a = args::CmdWaitEvents2 {
        command_buffer,
        event_count,
        p_events,
        p_dependency_infos,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWaitEvents2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteAccelerationStructuresPropertiesKHR` (wire id 200).
pub unsafe extern "system" fn vkCmdWriteAccelerationStructuresPropertiesKHR(
    command_buffer: vk::CommandBuffer,
    acceleration_structure_count: u32,
    p_acceleration_structures: *const vk::AccelerationStructureKHR,
    query_type: vk::QueryType,
    query_pool: vk::QueryPool,
    first_query: u32,
) {
    let a = args::CmdWriteAccelerationStructuresPropertiesKHR {
        command_buffer,
        acceleration_structure_count,
        p_acceleration_structures,
        query_type,
        query_pool,
        first_query,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteAccelerationStructuresPropertiesKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteAccelerationStructuresPropertiesNV` (wire id 201).
pub unsafe extern "system" fn vkCmdWriteAccelerationStructuresPropertiesNV(
    command_buffer: vk::CommandBuffer,
    acceleration_structure_count: u32,
    p_acceleration_structures: *const vk::AccelerationStructureNV,
    query_type: vk::QueryType,
    query_pool: vk::QueryPool,
    first_query: u32,
) {
    let a = args::CmdWriteAccelerationStructuresPropertiesNV {
        command_buffer,
        acceleration_structure_count,
        p_acceleration_structures,
        query_type,
        query_pool,
        first_query,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteAccelerationStructuresPropertiesNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteBufferMarker2AMD` (wire id 202).
pub unsafe extern "system" fn vkCmdWriteBufferMarker2AMD(
    command_buffer: vk::CommandBuffer,
    stage: vk::PipelineStageFlags2,
    dst_buffer: vk::Buffer,
    dst_offset: vk::DeviceSize,
    marker: u32,
) {
    let a = args::CmdWriteBufferMarker2AMD {
        command_buffer,
        stage,
        dst_buffer,
        dst_offset,
        marker,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteBufferMarker2AMD`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteBufferMarkerAMD` (wire id 203).
pub unsafe extern "system" fn vkCmdWriteBufferMarkerAMD(
    command_buffer: vk::CommandBuffer,
    pipeline_stage: vk::PipelineStageFlags,
    dst_buffer: vk::Buffer,
    dst_offset: vk::DeviceSize,
    marker: u32,
) {
    let a = args::CmdWriteBufferMarkerAMD {
        command_buffer,
        pipeline_stage,
        dst_buffer,
        dst_offset,
        marker,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteBufferMarkerAMD`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteMicromapsPropertiesEXT` (wire id 204).
pub unsafe extern "system" fn vkCmdWriteMicromapsPropertiesEXT(
    command_buffer: vk::CommandBuffer,
    micromap_count: u32,
    p_micromaps: *const vk::MicromapEXT,
    query_type: vk::QueryType,
    query_pool: vk::QueryPool,
    first_query: u32,
) {
    let a = args::CmdWriteMicromapsPropertiesEXT {
        command_buffer,
        micromap_count,
        p_micromaps,
        query_type,
        query_pool,
        first_query,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteMicromapsPropertiesEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteTimestamp` (wire id 205).
pub unsafe extern "system" fn vkCmdWriteTimestamp(
    command_buffer: vk::CommandBuffer,
    pipeline_stage: vk::PipelineStageFlags,
    query_pool: vk::QueryPool,
    query: u32,
) {
    let a = args::CmdWriteTimestamp {
        command_buffer,
        pipeline_stage,
        query_pool,
        query,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteTimestamp`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCmdWriteTimestamp2` (wire id 206).
pub unsafe extern "system" fn vkCmdWriteTimestamp2(
    command_buffer: vk::CommandBuffer,
    stage: vk::PipelineStageFlags2,
    query_pool: vk::QueryPool,
    query: u32,
) {
    let a = args::CmdWriteTimestamp2 {
        command_buffer,
        stage,
        query_pool,
        query,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCmdWriteTimestamp2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkCompileDeferredNV` (wire id 207).
pub unsafe extern "system" fn vkCompileDeferredNV(
    device: vk::Device,
    pipeline: vk::Pipeline,
    shader: u32,
) -> vk::Result {
    let a = args::CompileDeferredNV {
        device,
        pipeline,
        shader,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCompileDeferredNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateAccelerationStructureKHR` (wire id 214).
pub unsafe extern "system" fn vkCreateAccelerationStructureKHR(
    device: vk::Device,
    p_create_info: *const vk::AccelerationStructureCreateInfoKHR<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_acceleration_structure: *mut vk::AccelerationStructureKHR,
) -> vk::Result {
    let a = args::CreateAccelerationStructureKHR {
        device,
        p_create_info,
        p_allocator,
        p_acceleration_structure,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateAccelerationStructureKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateAccelerationStructureNV` (wire id 215).
pub unsafe extern "system" fn vkCreateAccelerationStructureNV(
    device: vk::Device,
    p_create_info: *const vk::AccelerationStructureCreateInfoNV<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_acceleration_structure: *mut vk::AccelerationStructureNV,
) -> vk::Result {
    let a = args::CreateAccelerationStructureNV {
        device,
        p_create_info,
        p_allocator,
        p_acceleration_structure,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateAccelerationStructureNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateBuffer` (wire id 216).
pub unsafe extern "system" fn vkCreateBuffer(
    device: vk::Device,
    p_create_info: *const vk::BufferCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_buffer: *mut vk::Buffer,
) -> vk::Result {
    let a = args::CreateBuffer {
        device,
        p_create_info,
        p_allocator,
        p_buffer,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateBuffer`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateBufferView` (wire id 217).
pub unsafe extern "system" fn vkCreateBufferView(
    device: vk::Device,
    p_create_info: *const vk::BufferViewCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_view: *mut vk::BufferView,
) -> vk::Result {
    let a = args::CreateBufferView {
        device,
        p_create_info,
        p_allocator,
        p_view,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateBufferView`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateCommandPool` (wire id 218).
pub unsafe extern "system" fn vkCreateCommandPool(
    device: vk::Device,
    p_create_info: *const vk::CommandPoolCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_command_pool: *mut vk::CommandPool,
) -> vk::Result {
    let a = args::CreateCommandPool {
        device,
        p_create_info,
        p_allocator,
        p_command_pool,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateCommandPool`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateComputePipelines` (wire id 219).
pub unsafe extern "system" fn vkCreateComputePipelines(
    device: vk::Device,
    pipeline_cache: vk::PipelineCache,
    create_info_count: u32,
    p_create_infos: *const vk::ComputePipelineCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_pipelines: *mut vk::Pipeline,
) -> vk::Result {
    let a = args::CreateComputePipelines {
        device,
        pipeline_cache,
        create_info_count,
        p_create_infos,
        p_allocator,
        p_pipelines,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateComputePipelines`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateCuFunctionNVX` (wire id 220).
pub unsafe extern "system" fn vkCreateCuFunctionNVX(
    device: vk::Device,
    p_create_info: *const vk::CuFunctionCreateInfoNVX<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_function: *mut vk::CuFunctionNVX,
) -> vk::Result {
    let a = args::CreateCuFunctionNVX {
        device,
        p_create_info,
        p_allocator,
        p_function,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateCuFunctionNVX`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateCuModuleNVX` (wire id 221).
pub unsafe extern "system" fn vkCreateCuModuleNVX(
    device: vk::Device,
    p_create_info: *const vk::CuModuleCreateInfoNVX<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_module: *mut vk::CuModuleNVX,
) -> vk::Result {
    let a = args::CreateCuModuleNVX {
        device,
        p_create_info,
        p_allocator,
        p_module,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateCuModuleNVX`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateDeferredOperationKHR` (wire id 224).
pub unsafe extern "system" fn vkCreateDeferredOperationKHR(
    device: vk::Device,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_deferred_operation: *mut vk::DeferredOperationKHR,
) -> vk::Result {
    let a = args::CreateDeferredOperationKHR {
        device,
        p_allocator,
        p_deferred_operation,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateDeferredOperationKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateDescriptorPool` (wire id 225).
pub unsafe extern "system" fn vkCreateDescriptorPool(
    device: vk::Device,
    p_create_info: *const vk::DescriptorPoolCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_descriptor_pool: *mut vk::DescriptorPool,
) -> vk::Result {
    let a = args::CreateDescriptorPool {
        device,
        p_create_info,
        p_allocator,
        p_descriptor_pool,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateDescriptorPool`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateDescriptorSetLayout` (wire id 226).
pub unsafe extern "system" fn vkCreateDescriptorSetLayout(
    device: vk::Device,
    p_create_info: *const vk::DescriptorSetLayoutCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_set_layout: *mut vk::DescriptorSetLayout,
) -> vk::Result {
    let a = args::CreateDescriptorSetLayout {
        device,
        p_create_info,
        p_allocator,
        p_set_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateDescriptorSetLayout`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateDescriptorUpdateTemplate` (wire id 227).
pub unsafe extern "system" fn vkCreateDescriptorUpdateTemplate(
    device: vk::Device,
    p_create_info: *const vk::DescriptorUpdateTemplateCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_descriptor_update_template: *mut vk::DescriptorUpdateTemplate,
) -> vk::Result {
    let a = args::CreateDescriptorUpdateTemplate {
        device,
        p_create_info,
        p_allocator,
        p_descriptor_update_template,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateDescriptorUpdateTemplate`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateDevice` (wire id 228).
pub unsafe extern "system" fn vkCreateDevice(
    physical_device: vk::PhysicalDevice,
    p_create_info: *const vk::DeviceCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_device: *mut vk::Device,
) -> vk::Result {
    let a = args::CreateDevice {
        physical_device,
        p_create_info,
        p_allocator,
        p_device,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateDevice`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateDisplayModeKHR` (wire id 229).
pub unsafe extern "system" fn vkCreateDisplayModeKHR(
    physical_device: vk::PhysicalDevice,
    display: vk::DisplayKHR,
    p_create_info: *const vk::DisplayModeCreateInfoKHR<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_mode: *mut vk::DisplayModeKHR,
) -> vk::Result {
    let a = args::CreateDisplayModeKHR {
        physical_device,
        display,
        p_create_info,
        p_allocator,
        p_mode,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateDisplayModeKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateEvent` (wire id 231).
pub unsafe extern "system" fn vkCreateEvent(
    device: vk::Device,
    p_create_info: *const vk::EventCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_event: *mut vk::Event,
) -> vk::Result {
    let a = args::CreateEvent {
        device,
        p_create_info,
        p_allocator,
        p_event,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateEvent`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateFence` (wire id 232).
pub unsafe extern "system" fn vkCreateFence(
    device: vk::Device,
    p_create_info: *const vk::FenceCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_fence: *mut vk::Fence,
) -> vk::Result {
    let a = args::CreateFence {
        device,
        p_create_info,
        p_allocator,
        p_fence,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateFence`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateFramebuffer` (wire id 233).
pub unsafe extern "system" fn vkCreateFramebuffer(
    device: vk::Device,
    p_create_info: *const vk::FramebufferCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_framebuffer: *mut vk::Framebuffer,
) -> vk::Result {
    let a = args::CreateFramebuffer {
        device,
        p_create_info,
        p_allocator,
        p_framebuffer,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateFramebuffer`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateGraphicsPipelines` (wire id 234).
pub unsafe extern "system" fn vkCreateGraphicsPipelines(
    device: vk::Device,
    pipeline_cache: vk::PipelineCache,
    create_info_count: u32,
    p_create_infos: *const vk::GraphicsPipelineCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_pipelines: *mut vk::Pipeline,
) -> vk::Result {
    let a = args::CreateGraphicsPipelines {
        device,
        pipeline_cache,
        create_info_count,
        p_create_infos,
        p_allocator,
        p_pipelines,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateGraphicsPipelines`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateImage` (wire id 236).
pub unsafe extern "system" fn vkCreateImage(
    device: vk::Device,
    p_create_info: *const vk::ImageCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_image: *mut vk::Image,
) -> vk::Result {
    let a = args::CreateImage {
        device,
        p_create_info,
        p_allocator,
        p_image,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateImage`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateImageView` (wire id 237).
pub unsafe extern "system" fn vkCreateImageView(
    device: vk::Device,
    p_create_info: *const vk::ImageViewCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_view: *mut vk::ImageView,
) -> vk::Result {
    let a = args::CreateImageView {
        device,
        p_create_info,
        p_allocator,
        p_view,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateImageView`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateIndirectCommandsLayoutNV` (wire id 238).
pub unsafe extern "system" fn vkCreateIndirectCommandsLayoutNV(
    device: vk::Device,
    p_create_info: *const vk::IndirectCommandsLayoutCreateInfoNV<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_indirect_commands_layout: *mut vk::IndirectCommandsLayoutNV,
) -> vk::Result {
    let a = args::CreateIndirectCommandsLayoutNV {
        device,
        p_create_info,
        p_allocator,
        p_indirect_commands_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateIndirectCommandsLayoutNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateInstance` (wire id 239).
pub unsafe extern "system" fn vkCreateInstance(
    p_create_info: *const vk::InstanceCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_instance: *mut vk::Instance,
) -> vk::Result {
    let a = args::CreateInstance {
        p_create_info,
        p_allocator,
        p_instance,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateInstance`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateMicromapEXT` (wire id 240).
pub unsafe extern "system" fn vkCreateMicromapEXT(
    device: vk::Device,
    p_create_info: *const vk::MicromapCreateInfoEXT<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_micromap: *mut vk::MicromapEXT,
) -> vk::Result {
    let a = args::CreateMicromapEXT {
        device,
        p_create_info,
        p_allocator,
        p_micromap,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateMicromapEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateOpticalFlowSessionNV` (wire id 241).
pub unsafe extern "system" fn vkCreateOpticalFlowSessionNV(
    device: vk::Device,
    p_create_info: *const vk::OpticalFlowSessionCreateInfoNV<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_session: *mut vk::OpticalFlowSessionNV,
) -> vk::Result {
    let a = args::CreateOpticalFlowSessionNV {
        device,
        p_create_info,
        p_allocator,
        p_session,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateOpticalFlowSessionNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreatePipelineCache` (wire id 242).
pub unsafe extern "system" fn vkCreatePipelineCache(
    device: vk::Device,
    p_create_info: *const vk::PipelineCacheCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_pipeline_cache: *mut vk::PipelineCache,
) -> vk::Result {
    let a = args::CreatePipelineCache {
        device,
        p_create_info,
        p_allocator,
        p_pipeline_cache,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreatePipelineCache`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreatePipelineLayout` (wire id 243).
pub unsafe extern "system" fn vkCreatePipelineLayout(
    device: vk::Device,
    p_create_info: *const vk::PipelineLayoutCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_pipeline_layout: *mut vk::PipelineLayout,
) -> vk::Result {
    let a = args::CreatePipelineLayout {
        device,
        p_create_info,
        p_allocator,
        p_pipeline_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreatePipelineLayout`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreatePrivateDataSlot` (wire id 244).
pub unsafe extern "system" fn vkCreatePrivateDataSlot(
    device: vk::Device,
    p_create_info: *const vk::PrivateDataSlotCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_private_data_slot: *mut vk::PrivateDataSlot,
) -> vk::Result {
    let a = args::CreatePrivateDataSlot {
        device,
        p_create_info,
        p_allocator,
        p_private_data_slot,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreatePrivateDataSlot`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateQueryPool` (wire id 245).
pub unsafe extern "system" fn vkCreateQueryPool(
    device: vk::Device,
    p_create_info: *const vk::QueryPoolCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_query_pool: *mut vk::QueryPool,
) -> vk::Result {
    let a = args::CreateQueryPool {
        device,
        p_create_info,
        p_allocator,
        p_query_pool,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateQueryPool`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateRayTracingPipelinesKHR` (wire id 246).
pub unsafe extern "system" fn vkCreateRayTracingPipelinesKHR(
    device: vk::Device,
    deferred_operation: vk::DeferredOperationKHR,
    pipeline_cache: vk::PipelineCache,
    create_info_count: u32,
    p_create_infos: *const vk::RayTracingPipelineCreateInfoKHR<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_pipelines: *mut vk::Pipeline,
) -> vk::Result {
    let a = args::CreateRayTracingPipelinesKHR {
        device,
        deferred_operation,
        pipeline_cache,
        create_info_count,
        p_create_infos,
        p_allocator,
        p_pipelines,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateRayTracingPipelinesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateRayTracingPipelinesNV` (wire id 247).
pub unsafe extern "system" fn vkCreateRayTracingPipelinesNV(
    device: vk::Device,
    pipeline_cache: vk::PipelineCache,
    create_info_count: u32,
    p_create_infos: *const vk::RayTracingPipelineCreateInfoNV<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_pipelines: *mut vk::Pipeline,
) -> vk::Result {
    let a = args::CreateRayTracingPipelinesNV {
        device,
        pipeline_cache,
        create_info_count,
        p_create_infos,
        p_allocator,
        p_pipelines,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateRayTracingPipelinesNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateRenderPass` (wire id 248).
pub unsafe extern "system" fn vkCreateRenderPass(
    device: vk::Device,
    p_create_info: *const vk::RenderPassCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_render_pass: *mut vk::RenderPass,
) -> vk::Result {
    let a = args::CreateRenderPass {
        device,
        p_create_info,
        p_allocator,
        p_render_pass,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateRenderPass`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateRenderPass2` (wire id 249).
pub unsafe extern "system" fn vkCreateRenderPass2(
    device: vk::Device,
    p_create_info: *const vk::RenderPassCreateInfo2<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_render_pass: *mut vk::RenderPass,
) -> vk::Result {
    let a = args::CreateRenderPass2 {
        device,
        p_create_info,
        p_allocator,
        p_render_pass,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateRenderPass2`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateSampler` (wire id 250).
pub unsafe extern "system" fn vkCreateSampler(
    device: vk::Device,
    p_create_info: *const vk::SamplerCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_sampler: *mut vk::Sampler,
) -> vk::Result {
    let a = args::CreateSampler {
        device,
        p_create_info,
        p_allocator,
        p_sampler,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateSampler`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateSamplerYcbcrConversion` (wire id 251).
pub unsafe extern "system" fn vkCreateSamplerYcbcrConversion(
    device: vk::Device,
    p_create_info: *const vk::SamplerYcbcrConversionCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_ycbcr_conversion: *mut vk::SamplerYcbcrConversion,
) -> vk::Result {
    let a = args::CreateSamplerYcbcrConversion {
        device,
        p_create_info,
        p_allocator,
        p_ycbcr_conversion,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateSamplerYcbcrConversion`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateSemaphore` (wire id 252).
pub unsafe extern "system" fn vkCreateSemaphore(
    device: vk::Device,
    p_create_info: *const vk::SemaphoreCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_semaphore: *mut vk::Semaphore,
) -> vk::Result {
    let a = args::CreateSemaphore {
        device,
        p_create_info,
        p_allocator,
        p_semaphore,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateSemaphore`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateShaderModule` (wire id 253).
pub unsafe extern "system" fn vkCreateShaderModule(
    device: vk::Device,
    p_create_info: *const vk::ShaderModuleCreateInfo<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_shader_module: *mut vk::ShaderModule,
) -> vk::Result {
    let a = args::CreateShaderModule {
        device,
        p_create_info,
        p_allocator,
        p_shader_module,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateShaderModule`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateSharedSwapchainsKHR` (wire id 254).
pub unsafe extern "system" fn vkCreateSharedSwapchainsKHR(
    device: vk::Device,
    swapchain_count: u32,
    p_create_infos: *const vk::SwapchainCreateInfoKHR<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_swapchains: *mut vk::SwapchainKHR,
) -> vk::Result {
    let a = args::CreateSharedSwapchainsKHR {
        device,
        swapchain_count,
        p_create_infos,
        p_allocator,
        p_swapchains,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateSharedSwapchainsKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateSwapchainKHR` (wire id 255).
pub unsafe extern "system" fn vkCreateSwapchainKHR(
    device: vk::Device,
    p_create_info: *const vk::SwapchainCreateInfoKHR<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_swapchain: *mut vk::SwapchainKHR,
) -> vk::Result {
    let a = args::CreateSwapchainKHR {
        device,
        p_create_info,
        p_allocator,
        p_swapchain,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateSwapchainKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkCreateValidationCacheEXT` (wire id 256).
pub unsafe extern "system" fn vkCreateValidationCacheEXT(
    device: vk::Device,
    p_create_info: *const vk::ValidationCacheCreateInfoEXT<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_validation_cache: *mut vk::ValidationCacheEXT,
) -> vk::Result {
    let a = args::CreateValidationCacheEXT {
        device,
        p_create_info,
        p_allocator,
        p_validation_cache,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkCreateValidationCacheEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkDebugMarkerSetObjectNameEXT` (wire id 257).
pub unsafe extern "system" fn vkDebugMarkerSetObjectNameEXT(
    device: vk::Device,
    p_name_info: *const vk::DebugMarkerObjectNameInfoEXT<'static>,
) -> vk::Result {
    let a = args::DebugMarkerSetObjectNameEXT {
        device,
        p_name_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDebugMarkerSetObjectNameEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkDebugMarkerSetObjectTagEXT` (wire id 258).
pub unsafe extern "system" fn vkDebugMarkerSetObjectTagEXT(
    device: vk::Device,
    p_tag_info: *const vk::DebugMarkerObjectTagInfoEXT<'static>,
) -> vk::Result {
    let a = args::DebugMarkerSetObjectTagEXT { device, p_tag_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDebugMarkerSetObjectTagEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkDebugReportMessageEXT` (wire id 259).
pub unsafe extern "system" fn vkDebugReportMessageEXT(
    instance: vk::Instance,
    flags: vk::DebugReportFlagsEXT,
    object_type: vk::DebugReportObjectTypeEXT,
    object: u64,
    location: usize,
    message_code: i32,
    p_layer_prefix: *const c_char,
    p_message: *const c_char,
) {
    let a = args::DebugReportMessageEXT {
        instance,
        flags,
        object_type,
        object,
        location,
        message_code,
        p_layer_prefix,
        p_message,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDebugReportMessageEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDeferredOperationJoinKHR` (wire id 260).
pub unsafe extern "system" fn vkDeferredOperationJoinKHR(
    device: vk::Device,
    operation: vk::DeferredOperationKHR,
) -> vk::Result {
    let a = args::DeferredOperationJoinKHR { device, operation };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDeferredOperationJoinKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkDestroyAccelerationStructureKHR` (wire id 261).
pub unsafe extern "system" fn vkDestroyAccelerationStructureKHR(
    device: vk::Device,
    acceleration_structure: vk::AccelerationStructureKHR,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyAccelerationStructureKHR {
        device,
        acceleration_structure,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyAccelerationStructureKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyAccelerationStructureNV` (wire id 262).
pub unsafe extern "system" fn vkDestroyAccelerationStructureNV(
    device: vk::Device,
    acceleration_structure: vk::AccelerationStructureNV,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyAccelerationStructureNV {
        device,
        acceleration_structure,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyAccelerationStructureNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyBuffer` (wire id 263).
pub unsafe extern "system" fn vkDestroyBuffer(
    device: vk::Device,
    buffer: vk::Buffer,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyBuffer {
        device,
        buffer,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyBuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyBufferView` (wire id 264).
pub unsafe extern "system" fn vkDestroyBufferView(
    device: vk::Device,
    buffer_view: vk::BufferView,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyBufferView {
        device,
        buffer_view,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyBufferView`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyCommandPool` (wire id 265).
pub unsafe extern "system" fn vkDestroyCommandPool(
    device: vk::Device,
    command_pool: vk::CommandPool,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyCommandPool {
        device,
        command_pool,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyCommandPool`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyCuFunctionNVX` (wire id 266).
pub unsafe extern "system" fn vkDestroyCuFunctionNVX(
    device: vk::Device,
    function: vk::CuFunctionNVX,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyCuFunctionNVX {
        device,
        function,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyCuFunctionNVX`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyCuModuleNVX` (wire id 267).
pub unsafe extern "system" fn vkDestroyCuModuleNVX(
    device: vk::Device,
    module: vk::CuModuleNVX,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyCuModuleNVX {
        device,
        module,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyCuModuleNVX`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDebugReportCallbackEXT` (wire id 268).
pub unsafe extern "system" fn vkDestroyDebugReportCallbackEXT(
    instance: vk::Instance,
    callback: vk::DebugReportCallbackEXT,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDebugReportCallbackEXT {
        instance,
        callback,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDebugReportCallbackEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDebugUtilsMessengerEXT` (wire id 269).
pub unsafe extern "system" fn vkDestroyDebugUtilsMessengerEXT(
    instance: vk::Instance,
    messenger: vk::DebugUtilsMessengerEXT,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDebugUtilsMessengerEXT {
        instance,
        messenger,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDebugUtilsMessengerEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDeferredOperationKHR` (wire id 270).
pub unsafe extern "system" fn vkDestroyDeferredOperationKHR(
    device: vk::Device,
    operation: vk::DeferredOperationKHR,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDeferredOperationKHR {
        device,
        operation,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDeferredOperationKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDescriptorPool` (wire id 271).
pub unsafe extern "system" fn vkDestroyDescriptorPool(
    device: vk::Device,
    descriptor_pool: vk::DescriptorPool,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDescriptorPool {
        device,
        descriptor_pool,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDescriptorPool`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDescriptorSetLayout` (wire id 272).
pub unsafe extern "system" fn vkDestroyDescriptorSetLayout(
    device: vk::Device,
    descriptor_set_layout: vk::DescriptorSetLayout,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDescriptorSetLayout {
        device,
        descriptor_set_layout,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDescriptorSetLayout`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDescriptorUpdateTemplate` (wire id 273).
pub unsafe extern "system" fn vkDestroyDescriptorUpdateTemplate(
    device: vk::Device,
    descriptor_update_template: vk::DescriptorUpdateTemplate,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDescriptorUpdateTemplate {
        device,
        descriptor_update_template,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDescriptorUpdateTemplate`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyDevice` (wire id 274).
pub unsafe extern "system" fn vkDestroyDevice(
    device: vk::Device,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyDevice {
        device,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyDevice`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyEvent` (wire id 275).
pub unsafe extern "system" fn vkDestroyEvent(
    device: vk::Device,
    event: vk::Event,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyEvent {
        device,
        event,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyEvent`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyFence` (wire id 276).
pub unsafe extern "system" fn vkDestroyFence(
    device: vk::Device,
    fence: vk::Fence,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyFence {
        device,
        fence,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyFence`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyFramebuffer` (wire id 277).
pub unsafe extern "system" fn vkDestroyFramebuffer(
    device: vk::Device,
    framebuffer: vk::Framebuffer,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyFramebuffer {
        device,
        framebuffer,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyFramebuffer`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyImage` (wire id 278).
pub unsafe extern "system" fn vkDestroyImage(
    device: vk::Device,
    image: vk::Image,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyImage {
        device,
        image,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyImage`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyImageView` (wire id 279).
pub unsafe extern "system" fn vkDestroyImageView(
    device: vk::Device,
    image_view: vk::ImageView,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyImageView {
        device,
        image_view,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyImageView`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyIndirectCommandsLayoutNV` (wire id 280).
pub unsafe extern "system" fn vkDestroyIndirectCommandsLayoutNV(
    device: vk::Device,
    indirect_commands_layout: vk::IndirectCommandsLayoutNV,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyIndirectCommandsLayoutNV {
        device,
        indirect_commands_layout,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyIndirectCommandsLayoutNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyInstance` (wire id 281).
pub unsafe extern "system" fn vkDestroyInstance(
    instance: vk::Instance,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyInstance {
        instance,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyInstance`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyMicromapEXT` (wire id 282).
pub unsafe extern "system" fn vkDestroyMicromapEXT(
    device: vk::Device,
    micromap: vk::MicromapEXT,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyMicromapEXT {
        device,
        micromap,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyMicromapEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyOpticalFlowSessionNV` (wire id 283).
pub unsafe extern "system" fn vkDestroyOpticalFlowSessionNV(
    device: vk::Device,
    session: vk::OpticalFlowSessionNV,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyOpticalFlowSessionNV {
        device,
        session,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyOpticalFlowSessionNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyPipeline` (wire id 284).
pub unsafe extern "system" fn vkDestroyPipeline(
    device: vk::Device,
    pipeline: vk::Pipeline,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyPipeline {
        device,
        pipeline,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyPipeline`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyPipelineCache` (wire id 285).
pub unsafe extern "system" fn vkDestroyPipelineCache(
    device: vk::Device,
    pipeline_cache: vk::PipelineCache,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyPipelineCache {
        device,
        pipeline_cache,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyPipelineCache`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyPipelineLayout` (wire id 286).
pub unsafe extern "system" fn vkDestroyPipelineLayout(
    device: vk::Device,
    pipeline_layout: vk::PipelineLayout,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyPipelineLayout {
        device,
        pipeline_layout,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyPipelineLayout`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyPrivateDataSlot` (wire id 287).
pub unsafe extern "system" fn vkDestroyPrivateDataSlot(
    device: vk::Device,
    private_data_slot: vk::PrivateDataSlot,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyPrivateDataSlot {
        device,
        private_data_slot,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyPrivateDataSlot`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyQueryPool` (wire id 288).
pub unsafe extern "system" fn vkDestroyQueryPool(
    device: vk::Device,
    query_pool: vk::QueryPool,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyQueryPool {
        device,
        query_pool,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyQueryPool`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyRenderPass` (wire id 289).
pub unsafe extern "system" fn vkDestroyRenderPass(
    device: vk::Device,
    render_pass: vk::RenderPass,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyRenderPass {
        device,
        render_pass,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyRenderPass`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroySampler` (wire id 290).
pub unsafe extern "system" fn vkDestroySampler(
    device: vk::Device,
    sampler: vk::Sampler,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroySampler {
        device,
        sampler,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroySampler`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroySamplerYcbcrConversion` (wire id 291).
pub unsafe extern "system" fn vkDestroySamplerYcbcrConversion(
    device: vk::Device,
    ycbcr_conversion: vk::SamplerYcbcrConversion,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroySamplerYcbcrConversion {
        device,
        ycbcr_conversion,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroySamplerYcbcrConversion`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroySemaphore` (wire id 292).
pub unsafe extern "system" fn vkDestroySemaphore(
    device: vk::Device,
    semaphore: vk::Semaphore,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroySemaphore {
        device,
        semaphore,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroySemaphore`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyShaderModule` (wire id 293).
pub unsafe extern "system" fn vkDestroyShaderModule(
    device: vk::Device,
    shader_module: vk::ShaderModule,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyShaderModule {
        device,
        shader_module,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyShaderModule`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroySurfaceKHR` (wire id 294).
pub unsafe extern "system" fn vkDestroySurfaceKHR(
    instance: vk::Instance,
    surface: vk::SurfaceKHR,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroySurfaceKHR {
        instance,
        surface,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroySurfaceKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroySwapchainKHR` (wire id 295).
pub unsafe extern "system" fn vkDestroySwapchainKHR(
    device: vk::Device,
    swapchain: vk::SwapchainKHR,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroySwapchainKHR {
        device,
        swapchain,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroySwapchainKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDestroyValidationCacheEXT` (wire id 296).
pub unsafe extern "system" fn vkDestroyValidationCacheEXT(
    device: vk::Device,
    validation_cache: vk::ValidationCacheEXT,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::DestroyValidationCacheEXT {
        device,
        validation_cache,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDestroyValidationCacheEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkDeviceWaitIdle` (wire id 297).
pub unsafe extern "system" fn vkDeviceWaitIdle(device: vk::Device) -> vk::Result {
    let a = args::DeviceWaitIdle { device };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDeviceWaitIdle`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkDisplayPowerControlEXT` (wire id 298).
pub unsafe extern "system" fn vkDisplayPowerControlEXT(
    device: vk::Device,
    display: vk::DisplayKHR,
    p_display_power_info: *const vk::DisplayPowerInfoEXT<'static>,
) -> vk::Result {
    let a = args::DisplayPowerControlEXT {
        device,
        display,
        p_display_power_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkDisplayPowerControlEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEndCommandBuffer` (wire id 299).
pub unsafe extern "system" fn vkEndCommandBuffer(command_buffer: vk::CommandBuffer) -> vk::Result {
    let a = args::EndCommandBuffer { command_buffer };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEndCommandBuffer`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumerateDeviceExtensionProperties` (wire id 300).
pub unsafe extern "system" fn vkEnumerateDeviceExtensionProperties(
    physical_device: vk::PhysicalDevice,
    p_layer_name: *const c_char,
    p_property_count: *mut u32,
    p_properties: *mut vk::ExtensionProperties,
) -> vk::Result {
    let a = args::EnumerateDeviceExtensionProperties {
        physical_device,
        p_layer_name,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumerateDeviceExtensionProperties`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumerateDeviceLayerProperties` (wire id 301).
pub unsafe extern "system" fn vkEnumerateDeviceLayerProperties(
    physical_device: vk::PhysicalDevice,
    p_property_count: *mut u32,
    p_properties: *mut vk::LayerProperties,
) -> vk::Result {
    let a = args::EnumerateDeviceLayerProperties {
        physical_device,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumerateDeviceLayerProperties`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumerateInstanceExtensionProperties` (wire id 302).
pub unsafe extern "system" fn vkEnumerateInstanceExtensionProperties(
    p_layer_name: *const c_char,
    p_property_count: *mut u32,
    p_properties: *mut vk::ExtensionProperties,
) -> vk::Result {
    let a = args::EnumerateInstanceExtensionProperties {
        p_layer_name,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumerateInstanceExtensionProperties`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumerateInstanceLayerProperties` (wire id 303).
pub unsafe extern "system" fn vkEnumerateInstanceLayerProperties(
    p_property_count: *mut u32,
    p_properties: *mut vk::LayerProperties,
) -> vk::Result {
    let a = args::EnumerateInstanceLayerProperties {
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumerateInstanceLayerProperties`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumeratePhysicalDeviceGroups` (wire id 305).
pub unsafe extern "system" fn vkEnumeratePhysicalDeviceGroups(
    instance: vk::Instance,
    p_physical_device_group_count: *mut u32,
    p_physical_device_group_properties: *mut vk::PhysicalDeviceGroupProperties<'static>,
) -> vk::Result {
    let a = args::EnumeratePhysicalDeviceGroups {
        instance,
        p_physical_device_group_count,
        p_physical_device_group_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumeratePhysicalDeviceGroups`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR` (wire id 306).
pub unsafe extern "system" fn vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR(
    physical_device: vk::PhysicalDevice,
    queue_family_index: u32,
    p_counter_count: *mut u32,
    p_counters: *mut vk::PerformanceCounterKHR<'static>,
    p_counter_descriptions: *mut vk::PerformanceCounterDescriptionKHR<'static>,
) -> vk::Result {
    let a = args::EnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR {
        physical_device,
        queue_family_index,
        p_counter_count,
        p_counters,
        p_counter_descriptions,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkEnumeratePhysicalDevices` (wire id 307).
pub unsafe extern "system" fn vkEnumeratePhysicalDevices(
    instance: vk::Instance,
    p_physical_device_count: *mut u32,
    p_physical_devices: *mut vk::PhysicalDevice,
) -> vk::Result {
    let a = args::EnumeratePhysicalDevices {
        instance,
        p_physical_device_count,
        p_physical_devices,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkEnumeratePhysicalDevices`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkFlushMappedMemoryRanges` (wire id 308).
pub unsafe extern "system" fn vkFlushMappedMemoryRanges(
    device: vk::Device,
    memory_range_count: u32,
    p_memory_ranges: *const vk::MappedMemoryRange<'static>,
) -> vk::Result {
    let a = args::FlushMappedMemoryRanges {
        device,
        memory_range_count,
        p_memory_ranges,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkFlushMappedMemoryRanges`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkFreeCommandBuffers` (wire id 309).
pub unsafe extern "system" fn vkFreeCommandBuffers(
    device: vk::Device,
    command_pool: vk::CommandPool,
    command_buffer_count: u32,
    p_command_buffers: *const vk::CommandBuffer,
) {
    let a = args::FreeCommandBuffers {
        device,
        command_pool,
        command_buffer_count,
        p_command_buffers,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkFreeCommandBuffers`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkFreeDescriptorSets` (wire id 310).
pub unsafe extern "system" fn vkFreeDescriptorSets(
    device: vk::Device,
    descriptor_pool: vk::DescriptorPool,
    descriptor_set_count: u32,
    p_descriptor_sets: *const vk::DescriptorSet,
) -> vk::Result {
    let a = args::FreeDescriptorSets {
        device,
        descriptor_pool,
        descriptor_set_count,
        p_descriptor_sets,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkFreeDescriptorSets`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkFreeMemory` (wire id 311).
pub unsafe extern "system" fn vkFreeMemory(
    device: vk::Device,
    memory: vk::DeviceMemory,
    p_allocator: *const vk::AllocationCallbacks<'static>,
) {
    let a = args::FreeMemory {
        device,
        memory,
        p_allocator,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkFreeMemory`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetAccelerationStructureBuildSizesKHR` (wire id 312).
pub unsafe extern "system" fn vkGetAccelerationStructureBuildSizesKHR(
    device: vk::Device,
    build_type: vk::AccelerationStructureBuildTypeKHR,
    p_build_info: *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    p_max_primitive_counts: *const u32,
    p_size_info: *mut vk::AccelerationStructureBuildSizesInfoKHR<'static>,
) {
    let a = args::GetAccelerationStructureBuildSizesKHR {
        device,
        build_type,
        p_build_info,
        p_max_primitive_counts,
        p_size_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetAccelerationStructureBuildSizesKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetAccelerationStructureDeviceAddressKHR` (wire id 313).
pub unsafe extern "system" fn vkGetAccelerationStructureDeviceAddressKHR(
    device: vk::Device,
    p_info: *const vk::AccelerationStructureDeviceAddressInfoKHR<'static>,
) -> u64 {
    let a = args::GetAccelerationStructureDeviceAddressKHR { device, p_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetAccelerationStructureDeviceAddressKHR`.
    unsafe { crate::call::call_u64(&a) }
}

/// `vkGetAccelerationStructureHandleNV` (wire id 314).
pub unsafe extern "system" fn vkGetAccelerationStructureHandleNV(
    device: vk::Device,
    acceleration_structure: vk::AccelerationStructureNV,
    data_size: usize,
    p_data: *mut c_void,
) -> vk::Result {
    let a = args::GetAccelerationStructureHandleNV {
        device,
        acceleration_structure,
        data_size,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetAccelerationStructureHandleNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetAccelerationStructureMemoryRequirementsNV` (wire id 315).
pub unsafe extern "system" fn vkGetAccelerationStructureMemoryRequirementsNV(
    device: vk::Device,
    p_info: *const vk::AccelerationStructureMemoryRequirementsInfoNV<'static>,
    p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
) {
    let a = args::GetAccelerationStructureMemoryRequirementsNV {
        device,
        p_info,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetAccelerationStructureMemoryRequirementsNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetBufferDeviceAddress` (wire id 317).
pub unsafe extern "system" fn vkGetBufferDeviceAddress(
    device: vk::Device,
    p_info: *const vk::BufferDeviceAddressInfo<'static>,
) -> u64 {
    let a = args::GetBufferDeviceAddress { device, p_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetBufferDeviceAddress`.
    unsafe { crate::call::call_u64(&a) }
}

/// `vkGetBufferMemoryRequirements` (wire id 318).
pub unsafe extern "system" fn vkGetBufferMemoryRequirements(
    device: vk::Device,
    buffer: vk::Buffer,
    p_memory_requirements: *mut vk::MemoryRequirements,
) {
    let a = args::GetBufferMemoryRequirements {
        device,
        buffer,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetBufferMemoryRequirements`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetBufferMemoryRequirements2` (wire id 319).
pub unsafe extern "system" fn vkGetBufferMemoryRequirements2(
    device: vk::Device,
    p_info: *const vk::BufferMemoryRequirementsInfo2<'static>,
    p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
) {
    let a = args::GetBufferMemoryRequirements2 {
        device,
        p_info,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetBufferMemoryRequirements2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetBufferOpaqueCaptureAddress` (wire id 320).
pub unsafe extern "system" fn vkGetBufferOpaqueCaptureAddress(
    device: vk::Device,
    p_info: *const vk::BufferDeviceAddressInfo<'static>,
) -> u64 {
    let a = args::GetBufferOpaqueCaptureAddress { device, p_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetBufferOpaqueCaptureAddress`.
    unsafe { crate::call::call_u64(&a) }
}

/// `vkGetCalibratedTimestampsEXT` (wire id 322).
pub unsafe extern "system" fn vkGetCalibratedTimestampsEXT(
    device: vk::Device,
    timestamp_count: u32,
    p_timestamp_infos: *const vk::CalibratedTimestampInfoEXT<'static>,
    p_timestamps: *mut u64,
    p_max_deviation: *mut u64,
) -> vk::Result {
    let a = args::GetCalibratedTimestampsEXT {
        device,
        timestamp_count,
        p_timestamp_infos,
        p_timestamps,
        p_max_deviation,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetCalibratedTimestampsEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDeferredOperationMaxConcurrencyKHR` (wire id 323).
pub unsafe extern "system" fn vkGetDeferredOperationMaxConcurrencyKHR(
    device: vk::Device,
    operation: vk::DeferredOperationKHR,
) -> u32 {
    let a = args::GetDeferredOperationMaxConcurrencyKHR { device, operation };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeferredOperationMaxConcurrencyKHR`.
    unsafe { crate::call::call_u32(&a) }
}

/// `vkGetDeferredOperationResultKHR` (wire id 324).
pub unsafe extern "system" fn vkGetDeferredOperationResultKHR(
    device: vk::Device,
    operation: vk::DeferredOperationKHR,
) -> vk::Result {
    let a = args::GetDeferredOperationResultKHR { device, operation };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeferredOperationResultKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDescriptorEXT` (wire id 325).
pub unsafe extern "system" fn vkGetDescriptorEXT(
    device: vk::Device,
    p_descriptor_info: *const vk::DescriptorGetInfoEXT<'static>,
    data_size: usize,
    p_descriptor: *mut c_void,
) {
    let a = args::GetDescriptorEXT {
        device,
        p_descriptor_info,
        data_size,
        p_descriptor,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDescriptorEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDescriptorSetLayoutBindingOffsetEXT` (wire id 327).
pub unsafe extern "system" fn vkGetDescriptorSetLayoutBindingOffsetEXT(
    device: vk::Device,
    layout: vk::DescriptorSetLayout,
    binding: u32,
    p_offset: *mut vk::DeviceSize,
) {
    let a = args::GetDescriptorSetLayoutBindingOffsetEXT {
        device,
        layout,
        binding,
        p_offset,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDescriptorSetLayoutBindingOffsetEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDescriptorSetLayoutHostMappingInfoVALVE` (wire id 328).
pub unsafe extern "system" fn vkGetDescriptorSetLayoutHostMappingInfoVALVE(
    device: vk::Device,
    p_binding_reference: *const vk::DescriptorSetBindingReferenceVALVE<'static>,
    p_host_mapping: *mut vk::DescriptorSetLayoutHostMappingInfoVALVE<'static>,
) {
    let a = args::GetDescriptorSetLayoutHostMappingInfoVALVE {
        device,
        p_binding_reference,
        p_host_mapping,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDescriptorSetLayoutHostMappingInfoVALVE`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDescriptorSetLayoutSizeEXT` (wire id 329).
pub unsafe extern "system" fn vkGetDescriptorSetLayoutSizeEXT(
    device: vk::Device,
    layout: vk::DescriptorSetLayout,
    p_layout_size_in_bytes: *mut vk::DeviceSize,
) {
    let a = args::GetDescriptorSetLayoutSizeEXT {
        device,
        layout,
        p_layout_size_in_bytes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDescriptorSetLayoutSizeEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDescriptorSetLayoutSupport` (wire id 330).
pub unsafe extern "system" fn vkGetDescriptorSetLayoutSupport(
    device: vk::Device,
    p_create_info: *const vk::DescriptorSetLayoutCreateInfo<'static>,
    p_support: *mut vk::DescriptorSetLayoutSupport<'static>,
) {
    let a = args::GetDescriptorSetLayoutSupport {
        device,
        p_create_info,
        p_support,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDescriptorSetLayoutSupport`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceAccelerationStructureCompatibilityKHR` (wire id 331).
pub unsafe extern "system" fn vkGetDeviceAccelerationStructureCompatibilityKHR(
    device: vk::Device,
    p_version_info: *const vk::AccelerationStructureVersionInfoKHR<'static>,
    p_compatibility: *mut vk::AccelerationStructureCompatibilityKHR,
) {
    let a = args::GetDeviceAccelerationStructureCompatibilityKHR {
        device,
        p_version_info,
        p_compatibility,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceAccelerationStructureCompatibilityKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceBufferMemoryRequirements` (wire id 332).
pub unsafe extern "system" fn vkGetDeviceBufferMemoryRequirements(
    device: vk::Device,
    p_info: *const vk::DeviceBufferMemoryRequirements<'static>,
    p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
) {
    let a = args::GetDeviceBufferMemoryRequirements {
        device,
        p_info,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceBufferMemoryRequirements`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceFaultInfoEXT` (wire id 333).
pub unsafe extern "system" fn vkGetDeviceFaultInfoEXT(
    device: vk::Device,
    p_fault_counts: *mut vk::DeviceFaultCountsEXT<'static>,
    p_fault_info: *mut vk::DeviceFaultInfoEXT<'static>,
) -> vk::Result {
    let a = args::GetDeviceFaultInfoEXT {
        device,
        p_fault_counts,
        p_fault_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceFaultInfoEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDeviceGroupPeerMemoryFeatures` (wire id 334).
pub unsafe extern "system" fn vkGetDeviceGroupPeerMemoryFeatures(
    device: vk::Device,
    heap_index: u32,
    local_device_index: u32,
    remote_device_index: u32,
    p_peer_memory_features: *mut vk::PeerMemoryFeatureFlags,
) {
    let a = args::GetDeviceGroupPeerMemoryFeatures {
        device,
        heap_index,
        local_device_index,
        remote_device_index,
        p_peer_memory_features,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceGroupPeerMemoryFeatures`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceGroupPresentCapabilitiesKHR` (wire id 335).
pub unsafe extern "system" fn vkGetDeviceGroupPresentCapabilitiesKHR(
    device: vk::Device,
    p_device_group_present_capabilities: *mut vk::DeviceGroupPresentCapabilitiesKHR<'static>,
) -> vk::Result {
    let a = args::GetDeviceGroupPresentCapabilitiesKHR {
        device,
        p_device_group_present_capabilities,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceGroupPresentCapabilitiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDeviceGroupSurfacePresentModesKHR` (wire id 336).
pub unsafe extern "system" fn vkGetDeviceGroupSurfacePresentModesKHR(
    device: vk::Device,
    surface: vk::SurfaceKHR,
    p_modes: *mut vk::DeviceGroupPresentModeFlagsKHR,
) -> vk::Result {
    let a = args::GetDeviceGroupSurfacePresentModesKHR {
        device,
        surface,
        p_modes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceGroupSurfacePresentModesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDeviceImageMemoryRequirements` (wire id 337).
pub unsafe extern "system" fn vkGetDeviceImageMemoryRequirements(
    device: vk::Device,
    p_info: *const vk::DeviceImageMemoryRequirements<'static>,
    p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
) {
    let a = args::GetDeviceImageMemoryRequirements {
        device,
        p_info,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceImageMemoryRequirements`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceImageSparseMemoryRequirements` (wire id 338).
pub unsafe extern "system" fn vkGetDeviceImageSparseMemoryRequirements(
    device: vk::Device,
    p_info: *const vk::DeviceImageMemoryRequirements<'static>,
    p_sparse_memory_requirement_count: *mut u32,
    p_sparse_memory_requirements: *mut vk::SparseImageMemoryRequirements2<'static>,
) {
    let a = args::GetDeviceImageSparseMemoryRequirements {
        device,
        p_info,
        p_sparse_memory_requirement_count,
        p_sparse_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceImageSparseMemoryRequirements`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceMemoryCommitment` (wire id 339).
pub unsafe extern "system" fn vkGetDeviceMemoryCommitment(
    device: vk::Device,
    memory: vk::DeviceMemory,
    p_committed_memory_in_bytes: *mut vk::DeviceSize,
) {
    let a = args::GetDeviceMemoryCommitment {
        device,
        memory,
        p_committed_memory_in_bytes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceMemoryCommitment`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceMemoryOpaqueCaptureAddress` (wire id 340).
pub unsafe extern "system" fn vkGetDeviceMemoryOpaqueCaptureAddress(
    device: vk::Device,
    p_info: *const vk::DeviceMemoryOpaqueCaptureAddressInfo<'static>,
) -> u64 {
    let a = args::GetDeviceMemoryOpaqueCaptureAddress { device, p_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceMemoryOpaqueCaptureAddress`.
    unsafe { crate::call::call_u64(&a) }
}

/// `vkGetDeviceMicromapCompatibilityEXT` (wire id 341).
pub unsafe extern "system" fn vkGetDeviceMicromapCompatibilityEXT(
    device: vk::Device,
    p_version_info: *const vk::MicromapVersionInfoEXT<'static>,
    p_compatibility: *mut vk::AccelerationStructureCompatibilityKHR,
) {
    let a = args::GetDeviceMicromapCompatibilityEXT {
        device,
        p_version_info,
        p_compatibility,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceMicromapCompatibilityEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceQueue` (wire id 343).
pub unsafe extern "system" fn vkGetDeviceQueue(
    device: vk::Device,
    queue_family_index: u32,
    queue_index: u32,
    p_queue: *mut vk::Queue,
) {
    let a = args::GetDeviceQueue {
        device,
        queue_family_index,
        queue_index,
        p_queue,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceQueue`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceQueue2` (wire id 344).
pub unsafe extern "system" fn vkGetDeviceQueue2(
    device: vk::Device,
    p_queue_info: *const vk::DeviceQueueInfo2<'static>,
    p_queue: *mut vk::Queue,
) {
    let a = args::GetDeviceQueue2 {
        device,
        p_queue_info,
        p_queue,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceQueue2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI` (wire id 345).
pub unsafe extern "system" fn vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI(
    device: vk::Device,
    renderpass: vk::RenderPass,
    p_max_workgroup_size: *mut vk::Extent2D,
) -> vk::Result {
    let a = args::GetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI {
        device,
        renderpass,
        p_max_workgroup_size,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDisplayModeProperties2KHR` (wire id 346).
pub unsafe extern "system" fn vkGetDisplayModeProperties2KHR(
    physical_device: vk::PhysicalDevice,
    display: vk::DisplayKHR,
    p_property_count: *mut u32,
    p_properties: *mut vk::DisplayModeProperties2KHR<'static>,
) -> vk::Result {
    let a = args::GetDisplayModeProperties2KHR {
        physical_device,
        display,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDisplayModeProperties2KHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDisplayModePropertiesKHR` (wire id 347).
pub unsafe extern "system" fn vkGetDisplayModePropertiesKHR(
    physical_device: vk::PhysicalDevice,
    display: vk::DisplayKHR,
    p_property_count: *mut u32,
    p_properties: *mut vk::DisplayModePropertiesKHR,
) -> vk::Result {
    let a = args::GetDisplayModePropertiesKHR {
        physical_device,
        display,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDisplayModePropertiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDisplayPlaneCapabilities2KHR` (wire id 348).
pub unsafe extern "system" fn vkGetDisplayPlaneCapabilities2KHR(
    physical_device: vk::PhysicalDevice,
    p_display_plane_info: *const vk::DisplayPlaneInfo2KHR<'static>,
    p_capabilities: *mut vk::DisplayPlaneCapabilities2KHR<'static>,
) -> vk::Result {
    let a = args::GetDisplayPlaneCapabilities2KHR {
        physical_device,
        p_display_plane_info,
        p_capabilities,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDisplayPlaneCapabilities2KHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDisplayPlaneCapabilitiesKHR` (wire id 349).
pub unsafe extern "system" fn vkGetDisplayPlaneCapabilitiesKHR(
    physical_device: vk::PhysicalDevice,
    mode: vk::DisplayModeKHR,
    plane_index: u32,
    p_capabilities: *mut vk::DisplayPlaneCapabilitiesKHR,
) -> vk::Result {
    let a = args::GetDisplayPlaneCapabilitiesKHR {
        physical_device,
        mode,
        plane_index,
        p_capabilities,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDisplayPlaneCapabilitiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDisplayPlaneSupportedDisplaysKHR` (wire id 350).
pub unsafe extern "system" fn vkGetDisplayPlaneSupportedDisplaysKHR(
    physical_device: vk::PhysicalDevice,
    plane_index: u32,
    p_display_count: *mut u32,
    p_displays: *mut vk::DisplayKHR,
) -> vk::Result {
    let a = args::GetDisplayPlaneSupportedDisplaysKHR {
        physical_device,
        plane_index,
        p_display_count,
        p_displays,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDisplayPlaneSupportedDisplaysKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetDynamicRenderingTilePropertiesQCOM` (wire id 352).
pub unsafe extern "system" fn vkGetDynamicRenderingTilePropertiesQCOM(
    device: vk::Device,
    p_rendering_info: *const vk::RenderingInfo<'static>,
    p_properties: *mut vk::TilePropertiesQCOM<'static>,
) -> vk::Result {
    let a = args::GetDynamicRenderingTilePropertiesQCOM {
        device,
        p_rendering_info,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetDynamicRenderingTilePropertiesQCOM`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetEventStatus` (wire id 353).
pub unsafe extern "system" fn vkGetEventStatus(device: vk::Device, event: vk::Event) -> vk::Result {
    let a = args::GetEventStatus { device, event };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetEventStatus`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetFenceStatus` (wire id 355).
pub unsafe extern "system" fn vkGetFenceStatus(device: vk::Device, fence: vk::Fence) -> vk::Result {
    let a = args::GetFenceStatus { device, fence };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetFenceStatus`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetFramebufferTilePropertiesQCOM` (wire id 356).
pub unsafe extern "system" fn vkGetFramebufferTilePropertiesQCOM(
    device: vk::Device,
    framebuffer: vk::Framebuffer,
    p_properties_count: *mut u32,
    p_properties: *mut vk::TilePropertiesQCOM<'static>,
) -> vk::Result {
    let a = args::GetFramebufferTilePropertiesQCOM {
        device,
        framebuffer,
        p_properties_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetFramebufferTilePropertiesQCOM`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetGeneratedCommandsMemoryRequirementsNV` (wire id 357).
pub unsafe extern "system" fn vkGetGeneratedCommandsMemoryRequirementsNV(
    device: vk::Device,
    p_info: *const vk::GeneratedCommandsMemoryRequirementsInfoNV<'static>,
    p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
) {
    let a = args::GetGeneratedCommandsMemoryRequirementsNV {
        device,
        p_info,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetGeneratedCommandsMemoryRequirementsNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageDrmFormatModifierPropertiesEXT` (wire id 358).
pub unsafe extern "system" fn vkGetImageDrmFormatModifierPropertiesEXT(
    device: vk::Device,
    image: vk::Image,
    p_properties: *mut vk::ImageDrmFormatModifierPropertiesEXT<'static>,
) -> vk::Result {
    let a = args::GetImageDrmFormatModifierPropertiesEXT {
        device,
        image,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageDrmFormatModifierPropertiesEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetImageMemoryRequirements` (wire id 359).
pub unsafe extern "system" fn vkGetImageMemoryRequirements(
    device: vk::Device,
    image: vk::Image,
    p_memory_requirements: *mut vk::MemoryRequirements,
) {
    let a = args::GetImageMemoryRequirements {
        device,
        image,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageMemoryRequirements`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageMemoryRequirements2` (wire id 360).
pub unsafe extern "system" fn vkGetImageMemoryRequirements2(
    device: vk::Device,
    p_info: *const vk::ImageMemoryRequirementsInfo2<'static>,
    p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
) {
    let a = args::GetImageMemoryRequirements2 {
        device,
        p_info,
        p_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageMemoryRequirements2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageSparseMemoryRequirements` (wire id 362).
pub unsafe extern "system" fn vkGetImageSparseMemoryRequirements(
    device: vk::Device,
    image: vk::Image,
    p_sparse_memory_requirement_count: *mut u32,
    p_sparse_memory_requirements: *mut vk::SparseImageMemoryRequirements,
) {
    let a = args::GetImageSparseMemoryRequirements {
        device,
        image,
        p_sparse_memory_requirement_count,
        p_sparse_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageSparseMemoryRequirements`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageSparseMemoryRequirements2` (wire id 363).
pub unsafe extern "system" fn vkGetImageSparseMemoryRequirements2(
    device: vk::Device,
    p_info: *const vk::ImageSparseMemoryRequirementsInfo2<'static>,
    p_sparse_memory_requirement_count: *mut u32,
    p_sparse_memory_requirements: *mut vk::SparseImageMemoryRequirements2<'static>,
) {
    let a = args::GetImageSparseMemoryRequirements2 {
        device,
        p_info,
        p_sparse_memory_requirement_count,
        p_sparse_memory_requirements,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageSparseMemoryRequirements2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageSubresourceLayout` (wire id 364).
pub unsafe extern "system" fn vkGetImageSubresourceLayout(
    device: vk::Device,
    image: vk::Image,
    p_subresource: *const vk::ImageSubresource,
    p_layout: *mut vk::SubresourceLayout,
) {
    let a = args::GetImageSubresourceLayout {
        device,
        image,
        p_subresource,
        p_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageSubresourceLayout`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageSubresourceLayout2EXT` (wire id 365).
pub unsafe extern "system" fn vkGetImageSubresourceLayout2EXT(
    device: vk::Device,
    image: vk::Image,
    p_subresource: *const vk::ImageSubresource2EXT<'static>,
    p_layout: *mut vk::SubresourceLayout2EXT<'static>,
) {
    let a = args::GetImageSubresourceLayout2EXT {
        device,
        image,
        p_subresource,
        p_layout,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageSubresourceLayout2EXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetImageViewAddressNVX` (wire id 366).
pub unsafe extern "system" fn vkGetImageViewAddressNVX(
    device: vk::Device,
    image_view: vk::ImageView,
    p_properties: *mut vk::ImageViewAddressPropertiesNVX<'static>,
) -> vk::Result {
    let a = args::GetImageViewAddressNVX {
        device,
        image_view,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageViewAddressNVX`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetImageViewHandleNVX` (wire id 367).
pub unsafe extern "system" fn vkGetImageViewHandleNVX(
    device: vk::Device,
    p_info: *const vk::ImageViewHandleInfoNVX<'static>,
) -> u32 {
    let a = args::GetImageViewHandleNVX { device, p_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetImageViewHandleNVX`.
    unsafe { crate::call::call_u32(&a) }
}

/// `vkGetMemoryRemoteAddressNV` (wire id 373).
pub unsafe extern "system" fn vkGetMemoryRemoteAddressNV(
    device: vk::Device,
    p_memory_get_remote_address_info: *const vk::MemoryGetRemoteAddressInfoNV<'static>,
    p_address: *mut vk::RemoteAddressNV,
) -> vk::Result {
    let a = args::GetMemoryRemoteAddressNV {
        device,
        p_memory_get_remote_address_info,
        p_address,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetMemoryRemoteAddressNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetMicromapBuildSizesEXT` (wire id 374).
pub unsafe extern "system" fn vkGetMicromapBuildSizesEXT(
    device: vk::Device,
    build_type: vk::AccelerationStructureBuildTypeKHR,
    p_build_info: *const vk::MicromapBuildInfoEXT<'static>,
    p_size_info: *mut vk::MicromapBuildSizesInfoEXT<'static>,
) {
    let a = args::GetMicromapBuildSizesEXT {
        device,
        build_type,
        p_build_info,
        p_size_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetMicromapBuildSizesEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPastPresentationTimingGOOGLE` (wire id 375).
pub unsafe extern "system" fn vkGetPastPresentationTimingGOOGLE(
    device: vk::Device,
    swapchain: vk::SwapchainKHR,
    p_presentation_timing_count: *mut u32,
    p_presentation_timings: *mut vk::PastPresentationTimingGOOGLE,
) -> vk::Result {
    let a = args::GetPastPresentationTimingGOOGLE {
        device,
        swapchain,
        p_presentation_timing_count,
        p_presentation_timings,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPastPresentationTimingGOOGLE`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPerformanceParameterINTEL` (wire id 376).
pub unsafe extern "system" fn vkGetPerformanceParameterINTEL(
    device: vk::Device,
    parameter: vk::PerformanceParameterTypeINTEL,
    p_value: *mut vk::PerformanceValueINTEL,
) -> vk::Result {
    let a = args::GetPerformanceParameterINTEL {
        device,
        parameter,
        p_value,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPerformanceParameterINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceCalibrateableTimeDomainsEXT` (wire id 377).
pub unsafe extern "system" fn vkGetPhysicalDeviceCalibrateableTimeDomainsEXT(
    physical_device: vk::PhysicalDevice,
    p_time_domain_count: *mut u32,
    p_time_domains: *mut vk::TimeDomainEXT,
) -> vk::Result {
    let a = args::GetPhysicalDeviceCalibrateableTimeDomainsEXT {
        physical_device,
        p_time_domain_count,
        p_time_domains,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceCalibrateableTimeDomainsEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceCooperativeMatrixPropertiesNV` (wire id 378).
pub unsafe extern "system" fn vkGetPhysicalDeviceCooperativeMatrixPropertiesNV(
    physical_device: vk::PhysicalDevice,
    p_property_count: *mut u32,
    p_properties: *mut vk::CooperativeMatrixPropertiesNV<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceCooperativeMatrixPropertiesNV {
        physical_device,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceCooperativeMatrixPropertiesNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceDisplayPlaneProperties2KHR` (wire id 379).
pub unsafe extern "system" fn vkGetPhysicalDeviceDisplayPlaneProperties2KHR(
    physical_device: vk::PhysicalDevice,
    p_property_count: *mut u32,
    p_properties: *mut vk::DisplayPlaneProperties2KHR<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceDisplayPlaneProperties2KHR {
        physical_device,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceDisplayPlaneProperties2KHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceDisplayPlanePropertiesKHR` (wire id 380).
pub unsafe extern "system" fn vkGetPhysicalDeviceDisplayPlanePropertiesKHR(
    physical_device: vk::PhysicalDevice,
    p_property_count: *mut u32,
    p_properties: *mut vk::DisplayPlanePropertiesKHR,
) -> vk::Result {
    let a = args::GetPhysicalDeviceDisplayPlanePropertiesKHR {
        physical_device,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceDisplayPlanePropertiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceDisplayProperties2KHR` (wire id 381).
pub unsafe extern "system" fn vkGetPhysicalDeviceDisplayProperties2KHR(
    physical_device: vk::PhysicalDevice,
    p_property_count: *mut u32,
    p_properties: *mut vk::DisplayProperties2KHR<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceDisplayProperties2KHR {
        physical_device,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceDisplayProperties2KHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceDisplayPropertiesKHR` (wire id 382).
pub unsafe extern "system" fn vkGetPhysicalDeviceDisplayPropertiesKHR(
    physical_device: vk::PhysicalDevice,
    p_property_count: *mut u32,
    p_properties: *mut vk::DisplayPropertiesKHR<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceDisplayPropertiesKHR {
        physical_device,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceDisplayPropertiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceExternalBufferProperties` (wire id 383).
pub unsafe extern "system" fn vkGetPhysicalDeviceExternalBufferProperties(
    physical_device: vk::PhysicalDevice,
    p_external_buffer_info: *const vk::PhysicalDeviceExternalBufferInfo<'static>,
    p_external_buffer_properties: *mut vk::ExternalBufferProperties<'static>,
) {
    let a = args::GetPhysicalDeviceExternalBufferProperties {
        physical_device,
        p_external_buffer_info,
        p_external_buffer_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceExternalBufferProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceExternalFenceProperties` (wire id 384).
pub unsafe extern "system" fn vkGetPhysicalDeviceExternalFenceProperties(
    physical_device: vk::PhysicalDevice,
    p_external_fence_info: *const vk::PhysicalDeviceExternalFenceInfo<'static>,
    p_external_fence_properties: *mut vk::ExternalFenceProperties<'static>,
) {
    let a = args::GetPhysicalDeviceExternalFenceProperties {
        physical_device,
        p_external_fence_info,
        p_external_fence_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceExternalFenceProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceExternalImageFormatPropertiesNV` (wire id 385).
pub unsafe extern "system" fn vkGetPhysicalDeviceExternalImageFormatPropertiesNV(
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    ty: vk::ImageType,
    tiling: vk::ImageTiling,
    usage: vk::ImageUsageFlags,
    flags: vk::ImageCreateFlags,
    external_handle_type: vk::ExternalMemoryHandleTypeFlagsNV,
    p_external_image_format_properties: *mut vk::ExternalImageFormatPropertiesNV,
) -> vk::Result {
    let a = args::GetPhysicalDeviceExternalImageFormatPropertiesNV {
        physical_device,
        format,
        ty,
        tiling,
        usage,
        flags,
        external_handle_type,
        p_external_image_format_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceExternalImageFormatPropertiesNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceExternalSemaphoreProperties` (wire id 386).
pub unsafe extern "system" fn vkGetPhysicalDeviceExternalSemaphoreProperties(
    physical_device: vk::PhysicalDevice,
    p_external_semaphore_info: *const vk::PhysicalDeviceExternalSemaphoreInfo<'static>,
    p_external_semaphore_properties: *mut vk::ExternalSemaphoreProperties<'static>,
) {
    let a = args::GetPhysicalDeviceExternalSemaphoreProperties {
        physical_device,
        p_external_semaphore_info,
        p_external_semaphore_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceExternalSemaphoreProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceFeatures` (wire id 387).
pub unsafe extern "system" fn vkGetPhysicalDeviceFeatures(
    physical_device: vk::PhysicalDevice,
    p_features: *mut vk::PhysicalDeviceFeatures,
) {
    let a = args::GetPhysicalDeviceFeatures {
        physical_device,
        p_features,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceFeatures`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceFeatures2` (wire id 388).
pub unsafe extern "system" fn vkGetPhysicalDeviceFeatures2(
    physical_device: vk::PhysicalDevice,
    p_features: *mut vk::PhysicalDeviceFeatures2<'static>,
) {
    let a = args::GetPhysicalDeviceFeatures2 {
        physical_device,
        p_features,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceFeatures2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceFormatProperties` (wire id 389).
pub unsafe extern "system" fn vkGetPhysicalDeviceFormatProperties(
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    p_format_properties: *mut vk::FormatProperties,
) {
    let a = args::GetPhysicalDeviceFormatProperties {
        physical_device,
        format,
        p_format_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceFormatProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceFormatProperties2` (wire id 390).
pub unsafe extern "system" fn vkGetPhysicalDeviceFormatProperties2(
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    p_format_properties: *mut vk::FormatProperties2<'static>,
) {
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device,
        format,
        p_format_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceFormatProperties2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceFragmentShadingRatesKHR` (wire id 391).
pub unsafe extern "system" fn vkGetPhysicalDeviceFragmentShadingRatesKHR(
    physical_device: vk::PhysicalDevice,
    p_fragment_shading_rate_count: *mut u32,
    p_fragment_shading_rates: *mut vk::PhysicalDeviceFragmentShadingRateKHR<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceFragmentShadingRatesKHR {
        physical_device,
        p_fragment_shading_rate_count,
        p_fragment_shading_rates,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceFragmentShadingRatesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceImageFormatProperties` (wire id 392).
pub unsafe extern "system" fn vkGetPhysicalDeviceImageFormatProperties(
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    ty: vk::ImageType,
    tiling: vk::ImageTiling,
    usage: vk::ImageUsageFlags,
    flags: vk::ImageCreateFlags,
    p_image_format_properties: *mut vk::ImageFormatProperties,
) -> vk::Result {
    let a = args::GetPhysicalDeviceImageFormatProperties {
        physical_device,
        format,
        ty,
        tiling,
        usage,
        flags,
        p_image_format_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceImageFormatProperties`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceImageFormatProperties2` (wire id 393).
pub unsafe extern "system" fn vkGetPhysicalDeviceImageFormatProperties2(
    physical_device: vk::PhysicalDevice,
    p_image_format_info: *const vk::PhysicalDeviceImageFormatInfo2<'static>,
    p_image_format_properties: *mut vk::ImageFormatProperties2<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceImageFormatProperties2 {
        physical_device,
        p_image_format_info,
        p_image_format_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceImageFormatProperties2`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceMemoryProperties` (wire id 394).
pub unsafe extern "system" fn vkGetPhysicalDeviceMemoryProperties(
    physical_device: vk::PhysicalDevice,
    p_memory_properties: *mut vk::PhysicalDeviceMemoryProperties,
) {
    let a = args::GetPhysicalDeviceMemoryProperties {
        physical_device,
        p_memory_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceMemoryProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceMemoryProperties2` (wire id 395).
pub unsafe extern "system" fn vkGetPhysicalDeviceMemoryProperties2(
    physical_device: vk::PhysicalDevice,
    p_memory_properties: *mut vk::PhysicalDeviceMemoryProperties2<'static>,
) {
    let a = args::GetPhysicalDeviceMemoryProperties2 {
        physical_device,
        p_memory_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceMemoryProperties2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceMultisamplePropertiesEXT` (wire id 396).
pub unsafe extern "system" fn vkGetPhysicalDeviceMultisamplePropertiesEXT(
    physical_device: vk::PhysicalDevice,
    samples: vk::SampleCountFlags,
    p_multisample_properties: *mut vk::MultisamplePropertiesEXT<'static>,
) {
    let a = args::GetPhysicalDeviceMultisamplePropertiesEXT {
        physical_device,
        samples,
        p_multisample_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceMultisamplePropertiesEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceOpticalFlowImageFormatsNV` (wire id 397).
pub unsafe extern "system" fn vkGetPhysicalDeviceOpticalFlowImageFormatsNV(
    physical_device: vk::PhysicalDevice,
    p_optical_flow_image_format_info: *const vk::OpticalFlowImageFormatInfoNV<'static>,
    p_format_count: *mut u32,
    p_image_format_properties: *mut vk::OpticalFlowImageFormatPropertiesNV<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceOpticalFlowImageFormatsNV {
        physical_device,
        p_optical_flow_image_format_info,
        p_format_count,
        p_image_format_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceOpticalFlowImageFormatsNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDevicePresentRectanglesKHR` (wire id 398).
pub unsafe extern "system" fn vkGetPhysicalDevicePresentRectanglesKHR(
    physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    p_rect_count: *mut u32,
    p_rects: *mut vk::Rect2D,
) -> vk::Result {
    let a = args::GetPhysicalDevicePresentRectanglesKHR {
        physical_device,
        surface,
        p_rect_count,
        p_rects,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDevicePresentRectanglesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceProperties` (wire id 399).
pub unsafe extern "system" fn vkGetPhysicalDeviceProperties(
    physical_device: vk::PhysicalDevice,
    p_properties: *mut vk::PhysicalDeviceProperties,
) {
    let a = args::GetPhysicalDeviceProperties {
        physical_device,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceProperties2` (wire id 400).
pub unsafe extern "system" fn vkGetPhysicalDeviceProperties2(
    physical_device: vk::PhysicalDevice,
    p_properties: *mut vk::PhysicalDeviceProperties2<'static>,
) {
    let a = args::GetPhysicalDeviceProperties2 {
        physical_device,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceProperties2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR` (wire id 401).
pub unsafe extern "system" fn vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR(
    physical_device: vk::PhysicalDevice,
    p_performance_query_create_info: *const vk::QueryPoolPerformanceCreateInfoKHR<'static>,
    p_num_passes: *mut u32,
) {
    let a = args::GetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR {
        physical_device,
        p_performance_query_create_info,
        p_num_passes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceQueueFamilyProperties` (wire id 402).
pub unsafe extern "system" fn vkGetPhysicalDeviceQueueFamilyProperties(
    physical_device: vk::PhysicalDevice,
    p_queue_family_property_count: *mut u32,
    p_queue_family_properties: *mut vk::QueueFamilyProperties,
) {
    let a = args::GetPhysicalDeviceQueueFamilyProperties {
        physical_device,
        p_queue_family_property_count,
        p_queue_family_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceQueueFamilyProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceQueueFamilyProperties2` (wire id 403).
pub unsafe extern "system" fn vkGetPhysicalDeviceQueueFamilyProperties2(
    physical_device: vk::PhysicalDevice,
    p_queue_family_property_count: *mut u32,
    p_queue_family_properties: *mut vk::QueueFamilyProperties2<'static>,
) {
    let a = args::GetPhysicalDeviceQueueFamilyProperties2 {
        physical_device,
        p_queue_family_property_count,
        p_queue_family_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceQueueFamilyProperties2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceSparseImageFormatProperties` (wire id 404).
pub unsafe extern "system" fn vkGetPhysicalDeviceSparseImageFormatProperties(
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    ty: vk::ImageType,
    samples: vk::SampleCountFlags,
    usage: vk::ImageUsageFlags,
    tiling: vk::ImageTiling,
    p_property_count: *mut u32,
    p_properties: *mut vk::SparseImageFormatProperties,
) {
    let a = args::GetPhysicalDeviceSparseImageFormatProperties {
        physical_device,
        format,
        ty,
        samples,
        usage,
        tiling,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSparseImageFormatProperties`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceSparseImageFormatProperties2` (wire id 405).
pub unsafe extern "system" fn vkGetPhysicalDeviceSparseImageFormatProperties2(
    physical_device: vk::PhysicalDevice,
    p_format_info: *const vk::PhysicalDeviceSparseImageFormatInfo2<'static>,
    p_property_count: *mut u32,
    p_properties: *mut vk::SparseImageFormatProperties2<'static>,
) {
    let a = args::GetPhysicalDeviceSparseImageFormatProperties2 {
        physical_device,
        p_format_info,
        p_property_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSparseImageFormatProperties2`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV` (wire id 406).
pub unsafe extern "system" fn vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV(
    physical_device: vk::PhysicalDevice,
    p_combination_count: *mut u32,
    p_combinations: *mut vk::FramebufferMixedSamplesCombinationNV<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV {
        physical_device,
        p_combination_count,
        p_combinations,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfaceCapabilities2EXT` (wire id 407).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceCapabilities2EXT(
    physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    p_surface_capabilities: *mut vk::SurfaceCapabilities2EXT<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfaceCapabilities2EXT {
        physical_device,
        surface,
        p_surface_capabilities,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfaceCapabilities2EXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfaceCapabilities2KHR` (wire id 408).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceCapabilities2KHR(
    physical_device: vk::PhysicalDevice,
    p_surface_info: *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
    p_surface_capabilities: *mut vk::SurfaceCapabilities2KHR<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfaceCapabilities2KHR {
        physical_device,
        p_surface_info,
        p_surface_capabilities,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfaceCapabilities2KHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfaceCapabilitiesKHR` (wire id 409).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceCapabilitiesKHR(
    physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    p_surface_capabilities: *mut vk::SurfaceCapabilitiesKHR,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfaceCapabilitiesKHR {
        physical_device,
        surface,
        p_surface_capabilities,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfaceCapabilitiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfaceFormats2KHR` (wire id 410).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceFormats2KHR(
    physical_device: vk::PhysicalDevice,
    p_surface_info: *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
    p_surface_format_count: *mut u32,
    p_surface_formats: *mut vk::SurfaceFormat2KHR<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfaceFormats2KHR {
        physical_device,
        p_surface_info,
        p_surface_format_count,
        p_surface_formats,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfaceFormats2KHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfaceFormatsKHR` (wire id 411).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceFormatsKHR(
    physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    p_surface_format_count: *mut u32,
    p_surface_formats: *mut vk::SurfaceFormatKHR,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfaceFormatsKHR {
        physical_device,
        surface,
        p_surface_format_count,
        p_surface_formats,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfaceFormatsKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfacePresentModesKHR` (wire id 412).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfacePresentModesKHR(
    physical_device: vk::PhysicalDevice,
    surface: vk::SurfaceKHR,
    p_present_mode_count: *mut u32,
    p_present_modes: *mut vk::PresentModeKHR,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfacePresentModesKHR {
        physical_device,
        surface,
        p_present_mode_count,
        p_present_modes,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfacePresentModesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceSurfaceSupportKHR` (wire id 413).
pub unsafe extern "system" fn vkGetPhysicalDeviceSurfaceSupportKHR(
    physical_device: vk::PhysicalDevice,
    queue_family_index: u32,
    surface: vk::SurfaceKHR,
    p_supported: *mut vk::Bool32,
) -> vk::Result {
    let a = args::GetPhysicalDeviceSurfaceSupportKHR {
        physical_device,
        queue_family_index,
        surface,
        p_supported,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceSurfaceSupportKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPhysicalDeviceToolProperties` (wire id 414).
pub unsafe extern "system" fn vkGetPhysicalDeviceToolProperties(
    physical_device: vk::PhysicalDevice,
    p_tool_count: *mut u32,
    p_tool_properties: *mut vk::PhysicalDeviceToolProperties<'static>,
) -> vk::Result {
    let a = args::GetPhysicalDeviceToolProperties {
        physical_device,
        p_tool_count,
        p_tool_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPhysicalDeviceToolProperties`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPipelineCacheData` (wire id 415).
pub unsafe extern "system" fn vkGetPipelineCacheData(
    device: vk::Device,
    pipeline_cache: vk::PipelineCache,
    p_data_size: *mut usize,
    p_data: *mut c_void,
) -> vk::Result {
    let a = args::GetPipelineCacheData {
        device,
        pipeline_cache,
        p_data_size,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPipelineCacheData`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPipelineExecutableInternalRepresentationsKHR` (wire id 416).
pub unsafe extern "system" fn vkGetPipelineExecutableInternalRepresentationsKHR(
    device: vk::Device,
    p_executable_info: *const vk::PipelineExecutableInfoKHR<'static>,
    p_internal_representation_count: *mut u32,
    p_internal_representations: *mut vk::PipelineExecutableInternalRepresentationKHR<'static>,
) -> vk::Result {
    let a = args::GetPipelineExecutableInternalRepresentationsKHR {
        device,
        p_executable_info,
        p_internal_representation_count,
        p_internal_representations,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPipelineExecutableInternalRepresentationsKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPipelineExecutablePropertiesKHR` (wire id 417).
pub unsafe extern "system" fn vkGetPipelineExecutablePropertiesKHR(
    device: vk::Device,
    p_pipeline_info: *const vk::PipelineInfoKHR<'static>,
    p_executable_count: *mut u32,
    p_properties: *mut vk::PipelineExecutablePropertiesKHR<'static>,
) -> vk::Result {
    let a = args::GetPipelineExecutablePropertiesKHR {
        device,
        p_pipeline_info,
        p_executable_count,
        p_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPipelineExecutablePropertiesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPipelineExecutableStatisticsKHR` (wire id 418).
pub unsafe extern "system" fn vkGetPipelineExecutableStatisticsKHR(
    device: vk::Device,
    p_executable_info: *const vk::PipelineExecutableInfoKHR<'static>,
    p_statistic_count: *mut u32,
    p_statistics: *mut vk::PipelineExecutableStatisticKHR<'static>,
) -> vk::Result {
    let a = args::GetPipelineExecutableStatisticsKHR {
        device,
        p_executable_info,
        p_statistic_count,
        p_statistics,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPipelineExecutableStatisticsKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPipelinePropertiesEXT` (wire id 419).
pub unsafe extern "system" fn vkGetPipelinePropertiesEXT(
    device: vk::Device,
    p_pipeline_info: *const vk::PipelineInfoKHR<'static>,
    p_pipeline_properties: *mut vk::BaseOutStructure<'static>,
) -> vk::Result {
    let a = args::GetPipelinePropertiesEXT {
        device,
        p_pipeline_info,
        p_pipeline_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPipelinePropertiesEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetPrivateData` (wire id 420).
pub unsafe extern "system" fn vkGetPrivateData(
    device: vk::Device,
    object_type: vk::ObjectType,
    object_handle: u64,
    private_data_slot: vk::PrivateDataSlot,
    p_data: *mut u64,
) {
    let a = args::GetPrivateData {
        device,
        object_type,
        object_handle,
        private_data_slot,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetPrivateData`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetQueryPoolResults` (wire id 421).
pub unsafe extern "system" fn vkGetQueryPoolResults(
    device: vk::Device,
    query_pool: vk::QueryPool,
    first_query: u32,
    query_count: u32,
    data_size: usize,
    p_data: *mut c_void,
    stride: vk::DeviceSize,
    flags: vk::QueryResultFlags,
) -> vk::Result {
    let a = args::GetQueryPoolResults {
        device,
        query_pool,
        first_query,
        query_count,
        data_size,
        p_data,
        stride,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetQueryPoolResults`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetQueueCheckpointData2NV` (wire id 422).
pub unsafe extern "system" fn vkGetQueueCheckpointData2NV(
    queue: vk::Queue,
    p_checkpoint_data_count: *mut u32,
    p_checkpoint_data: *mut vk::CheckpointData2NV<'static>,
) {
    let a = args::GetQueueCheckpointData2NV {
        queue,
        p_checkpoint_data_count,
        p_checkpoint_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetQueueCheckpointData2NV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetQueueCheckpointDataNV` (wire id 423).
pub unsafe extern "system" fn vkGetQueueCheckpointDataNV(
    queue: vk::Queue,
    p_checkpoint_data_count: *mut u32,
    p_checkpoint_data: *mut vk::CheckpointDataNV<'static>,
) {
    let a = args::GetQueueCheckpointDataNV {
        queue,
        p_checkpoint_data_count,
        p_checkpoint_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetQueueCheckpointDataNV`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetRayTracingCaptureReplayShaderGroupHandlesKHR` (wire id 424).
pub unsafe extern "system" fn vkGetRayTracingCaptureReplayShaderGroupHandlesKHR(
    device: vk::Device,
    pipeline: vk::Pipeline,
    first_group: u32,
    group_count: u32,
    data_size: usize,
    p_data: *mut c_void,
) -> vk::Result {
    let a = args::GetRayTracingCaptureReplayShaderGroupHandlesKHR {
        device,
        pipeline,
        first_group,
        group_count,
        data_size,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetRayTracingCaptureReplayShaderGroupHandlesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetRayTracingShaderGroupHandlesKHR` (wire id 425).
pub unsafe extern "system" fn vkGetRayTracingShaderGroupHandlesKHR(
    device: vk::Device,
    pipeline: vk::Pipeline,
    first_group: u32,
    group_count: u32,
    data_size: usize,
    p_data: *mut c_void,
) -> vk::Result {
    let a = args::GetRayTracingShaderGroupHandlesKHR {
        device,
        pipeline,
        first_group,
        group_count,
        data_size,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetRayTracingShaderGroupHandlesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetRayTracingShaderGroupStackSizeKHR` (wire id 426).
pub unsafe extern "system" fn vkGetRayTracingShaderGroupStackSizeKHR(
    device: vk::Device,
    pipeline: vk::Pipeline,
    group: u32,
    group_shader: vk::ShaderGroupShaderKHR,
) -> u64 {
    let a = args::GetRayTracingShaderGroupStackSizeKHR {
        device,
        pipeline,
        group,
        group_shader,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetRayTracingShaderGroupStackSizeKHR`.
    unsafe { crate::call::call_u64(&a) }
}

/// `vkGetRefreshCycleDurationGOOGLE` (wire id 427).
pub unsafe extern "system" fn vkGetRefreshCycleDurationGOOGLE(
    device: vk::Device,
    swapchain: vk::SwapchainKHR,
    p_display_timing_properties: *mut vk::RefreshCycleDurationGOOGLE,
) -> vk::Result {
    let a = args::GetRefreshCycleDurationGOOGLE {
        device,
        swapchain,
        p_display_timing_properties,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetRefreshCycleDurationGOOGLE`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetRenderAreaGranularity` (wire id 428).
pub unsafe extern "system" fn vkGetRenderAreaGranularity(
    device: vk::Device,
    render_pass: vk::RenderPass,
    p_granularity: *mut vk::Extent2D,
) {
    let a = args::GetRenderAreaGranularity {
        device,
        render_pass,
        p_granularity,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetRenderAreaGranularity`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetSemaphoreCounterValue` (wire id 430).
pub unsafe extern "system" fn vkGetSemaphoreCounterValue(
    device: vk::Device,
    semaphore: vk::Semaphore,
    p_value: *mut u64,
) -> vk::Result {
    let a = args::GetSemaphoreCounterValue {
        device,
        semaphore,
        p_value,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetSemaphoreCounterValue`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetShaderInfoAMD` (wire id 432).
pub unsafe extern "system" fn vkGetShaderInfoAMD(
    device: vk::Device,
    pipeline: vk::Pipeline,
    shader_stage: vk::ShaderStageFlags,
    info_type: vk::ShaderInfoTypeAMD,
    p_info_size: *mut usize,
    p_info: *mut c_void,
) -> vk::Result {
    let a = args::GetShaderInfoAMD {
        device,
        pipeline,
        shader_stage,
        info_type,
        p_info_size,
        p_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetShaderInfoAMD`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetShaderModuleCreateInfoIdentifierEXT` (wire id 433).
pub unsafe extern "system" fn vkGetShaderModuleCreateInfoIdentifierEXT(
    device: vk::Device,
    p_create_info: *const vk::ShaderModuleCreateInfo<'static>,
    p_identifier: *mut vk::ShaderModuleIdentifierEXT<'static>,
) {
    let a = args::GetShaderModuleCreateInfoIdentifierEXT {
        device,
        p_create_info,
        p_identifier,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetShaderModuleCreateInfoIdentifierEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetShaderModuleIdentifierEXT` (wire id 434).
pub unsafe extern "system" fn vkGetShaderModuleIdentifierEXT(
    device: vk::Device,
    shader_module: vk::ShaderModule,
    p_identifier: *mut vk::ShaderModuleIdentifierEXT<'static>,
) {
    let a = args::GetShaderModuleIdentifierEXT {
        device,
        shader_module,
        p_identifier,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetShaderModuleIdentifierEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkGetSwapchainCounterEXT` (wire id 435).
pub unsafe extern "system" fn vkGetSwapchainCounterEXT(
    device: vk::Device,
    swapchain: vk::SwapchainKHR,
    counter: vk::SurfaceCounterFlagsEXT,
    p_counter_value: *mut u64,
) -> vk::Result {
    let a = args::GetSwapchainCounterEXT {
        device,
        swapchain,
        counter,
        p_counter_value,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetSwapchainCounterEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetSwapchainImagesKHR` (wire id 436).
pub unsafe extern "system" fn vkGetSwapchainImagesKHR(
    device: vk::Device,
    swapchain: vk::SwapchainKHR,
    p_swapchain_image_count: *mut u32,
    p_swapchain_images: *mut vk::Image,
) -> vk::Result {
    let a = args::GetSwapchainImagesKHR {
        device,
        swapchain,
        p_swapchain_image_count,
        p_swapchain_images,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetSwapchainImagesKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetSwapchainStatusKHR` (wire id 437).
pub unsafe extern "system" fn vkGetSwapchainStatusKHR(
    device: vk::Device,
    swapchain: vk::SwapchainKHR,
) -> vk::Result {
    let a = args::GetSwapchainStatusKHR { device, swapchain };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetSwapchainStatusKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkGetValidationCacheDataEXT` (wire id 438).
pub unsafe extern "system" fn vkGetValidationCacheDataEXT(
    device: vk::Device,
    validation_cache: vk::ValidationCacheEXT,
    p_data_size: *mut usize,
    p_data: *mut c_void,
) -> vk::Result {
    let a = args::GetValidationCacheDataEXT {
        device,
        validation_cache,
        p_data_size,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkGetValidationCacheDataEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkInitializePerformanceApiINTEL` (wire id 441).
pub unsafe extern "system" fn vkInitializePerformanceApiINTEL(
    device: vk::Device,
    p_initialize_info: *const vk::InitializePerformanceApiInfoINTEL<'static>,
) -> vk::Result {
    let a = args::InitializePerformanceApiINTEL {
        device,
        p_initialize_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkInitializePerformanceApiINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkInvalidateMappedMemoryRanges` (wire id 442).
pub unsafe extern "system" fn vkInvalidateMappedMemoryRanges(
    device: vk::Device,
    memory_range_count: u32,
    p_memory_ranges: *const vk::MappedMemoryRange<'static>,
) -> vk::Result {
    let a = args::InvalidateMappedMemoryRanges {
        device,
        memory_range_count,
        p_memory_ranges,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkInvalidateMappedMemoryRanges`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkMergePipelineCaches` (wire id 444).
pub unsafe extern "system" fn vkMergePipelineCaches(
    device: vk::Device,
    dst_cache: vk::PipelineCache,
    src_cache_count: u32,
    p_src_caches: *const vk::PipelineCache,
) -> vk::Result {
    let a = args::MergePipelineCaches {
        device,
        dst_cache,
        src_cache_count,
        p_src_caches,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkMergePipelineCaches`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkMergeValidationCachesEXT` (wire id 445).
pub unsafe extern "system" fn vkMergeValidationCachesEXT(
    device: vk::Device,
    dst_cache: vk::ValidationCacheEXT,
    src_cache_count: u32,
    p_src_caches: *const vk::ValidationCacheEXT,
) -> vk::Result {
    let a = args::MergeValidationCachesEXT {
        device,
        dst_cache,
        src_cache_count,
        p_src_caches,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkMergeValidationCachesEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkQueueBeginDebugUtilsLabelEXT` (wire id 446).
pub unsafe extern "system" fn vkQueueBeginDebugUtilsLabelEXT(
    queue: vk::Queue,
    p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
) {
    let a = args::QueueBeginDebugUtilsLabelEXT {
        queue,
        p_label_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueBeginDebugUtilsLabelEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkQueueBindSparse` (wire id 447).
pub unsafe extern "system" fn vkQueueBindSparse(
    queue: vk::Queue,
    bind_info_count: u32,
    p_bind_info: *const vk::BindSparseInfo<'static>,
    fence: vk::Fence,
) -> vk::Result {
    let a = args::QueueBindSparse {
        queue,
        bind_info_count,
        p_bind_info,
        fence,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueBindSparse`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkQueueEndDebugUtilsLabelEXT` (wire id 448).
pub unsafe extern "system" fn vkQueueEndDebugUtilsLabelEXT(queue: vk::Queue) {
    let a = args::QueueEndDebugUtilsLabelEXT { queue };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueEndDebugUtilsLabelEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkQueueInsertDebugUtilsLabelEXT` (wire id 449).
pub unsafe extern "system" fn vkQueueInsertDebugUtilsLabelEXT(
    queue: vk::Queue,
    p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
) {
    let a = args::QueueInsertDebugUtilsLabelEXT {
        queue,
        p_label_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueInsertDebugUtilsLabelEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkQueuePresentKHR` (wire id 450).
pub unsafe extern "system" fn vkQueuePresentKHR(
    queue: vk::Queue,
    p_present_info: *const vk::PresentInfoKHR<'static>,
) -> vk::Result {
    let a = args::QueuePresentKHR {
        queue,
        p_present_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueuePresentKHR`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkQueueSetPerformanceConfigurationINTEL` (wire id 451).
pub unsafe extern "system" fn vkQueueSetPerformanceConfigurationINTEL(
    queue: vk::Queue,
    configuration: vk::PerformanceConfigurationINTEL,
) -> vk::Result {
    let a = args::QueueSetPerformanceConfigurationINTEL {
        queue,
        configuration,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueSetPerformanceConfigurationINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkQueueSubmit` (wire id 452).
pub unsafe extern "system" fn vkQueueSubmit(
    queue: vk::Queue,
    submit_count: u32,
    p_submits: *const vk::SubmitInfo<'static>,
    fence: vk::Fence,
) -> vk::Result {
    let a = args::QueueSubmit {
        queue,
        submit_count,
        p_submits,
        fence,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueSubmit`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkQueueSubmit2` (wire id 453).
pub unsafe extern "system" fn vkQueueSubmit2(
    queue: vk::Queue,
    submit_count: u32,
    p_submits: *const vk::SubmitInfo2<'static>,
    fence: vk::Fence,
) -> vk::Result {
    let a = args::QueueSubmit2 {
        queue,
        submit_count,
        p_submits,
        fence,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueSubmit2`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkQueueWaitIdle` (wire id 454).
pub unsafe extern "system" fn vkQueueWaitIdle(queue: vk::Queue) -> vk::Result {
    let a = args::QueueWaitIdle { queue };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkQueueWaitIdle`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkRegisterDeviceEventEXT` (wire id 455).
pub unsafe extern "system" fn vkRegisterDeviceEventEXT(
    device: vk::Device,
    p_device_event_info: *const vk::DeviceEventInfoEXT<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_fence: *mut vk::Fence,
) -> vk::Result {
    let a = args::RegisterDeviceEventEXT {
        device,
        p_device_event_info,
        p_allocator,
        p_fence,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkRegisterDeviceEventEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkRegisterDisplayEventEXT` (wire id 456).
pub unsafe extern "system" fn vkRegisterDisplayEventEXT(
    device: vk::Device,
    display: vk::DisplayKHR,
    p_display_event_info: *const vk::DisplayEventInfoEXT<'static>,
    p_allocator: *const vk::AllocationCallbacks<'static>,
    p_fence: *mut vk::Fence,
) -> vk::Result {
    let a = args::RegisterDisplayEventEXT {
        device,
        display,
        p_display_event_info,
        p_allocator,
        p_fence,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkRegisterDisplayEventEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkReleaseDisplayEXT` (wire id 457).
pub unsafe extern "system" fn vkReleaseDisplayEXT(
    physical_device: vk::PhysicalDevice,
    display: vk::DisplayKHR,
) -> vk::Result {
    let a = args::ReleaseDisplayEXT {
        physical_device,
        display,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkReleaseDisplayEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkReleasePerformanceConfigurationINTEL` (wire id 458).
pub unsafe extern "system" fn vkReleasePerformanceConfigurationINTEL(
    device: vk::Device,
    configuration: vk::PerformanceConfigurationINTEL,
) -> vk::Result {
    let a = args::ReleasePerformanceConfigurationINTEL {
        device,
        configuration,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkReleasePerformanceConfigurationINTEL`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkReleaseProfilingLockKHR` (wire id 459).
pub unsafe extern "system" fn vkReleaseProfilingLockKHR(device: vk::Device) {
    let a = args::ReleaseProfilingLockKHR { device };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkReleaseProfilingLockKHR`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkReleaseSwapchainImagesEXT` (wire id 460).
pub unsafe extern "system" fn vkReleaseSwapchainImagesEXT(
    device: vk::Device,
    p_release_info: *const vk::ReleaseSwapchainImagesInfoEXT<'static>,
) -> vk::Result {
    let a = args::ReleaseSwapchainImagesEXT {
        device,
        p_release_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkReleaseSwapchainImagesEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkResetCommandBuffer` (wire id 461).
pub unsafe extern "system" fn vkResetCommandBuffer(
    command_buffer: vk::CommandBuffer,
    flags: vk::CommandBufferResetFlags,
) -> vk::Result {
    let a = args::ResetCommandBuffer {
        command_buffer,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkResetCommandBuffer`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkResetCommandPool` (wire id 462).
pub unsafe extern "system" fn vkResetCommandPool(
    device: vk::Device,
    command_pool: vk::CommandPool,
    flags: vk::CommandPoolResetFlags,
) -> vk::Result {
    let a = args::ResetCommandPool {
        device,
        command_pool,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkResetCommandPool`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkResetDescriptorPool` (wire id 463).
pub unsafe extern "system" fn vkResetDescriptorPool(
    device: vk::Device,
    descriptor_pool: vk::DescriptorPool,
    flags: vk::DescriptorPoolResetFlags,
) -> vk::Result {
    let a = args::ResetDescriptorPool {
        device,
        descriptor_pool,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkResetDescriptorPool`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkResetEvent` (wire id 464).
pub unsafe extern "system" fn vkResetEvent(device: vk::Device, event: vk::Event) -> vk::Result {
    let a = args::ResetEvent { device, event };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkResetEvent`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkResetFences` (wire id 465).
pub unsafe extern "system" fn vkResetFences(
    device: vk::Device,
    fence_count: u32,
    p_fences: *const vk::Fence,
) -> vk::Result {
    let a = args::ResetFences {
        device,
        fence_count,
        p_fences,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkResetFences`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkResetQueryPool` (wire id 466).
pub unsafe extern "system" fn vkResetQueryPool(
    device: vk::Device,
    query_pool: vk::QueryPool,
    first_query: u32,
    query_count: u32,
) {
    let a = args::ResetQueryPool {
        device,
        query_pool,
        first_query,
        query_count,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkResetQueryPool`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkSetDebugUtilsObjectNameEXT` (wire id 467).
pub unsafe extern "system" fn vkSetDebugUtilsObjectNameEXT(
    device: vk::Device,
    p_name_info: *const vk::DebugUtilsObjectNameInfoEXT<'static>,
) -> vk::Result {
    let a = args::SetDebugUtilsObjectNameEXT {
        device,
        p_name_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetDebugUtilsObjectNameEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkSetDebugUtilsObjectTagEXT` (wire id 468).
pub unsafe extern "system" fn vkSetDebugUtilsObjectTagEXT(
    device: vk::Device,
    p_tag_info: *const vk::DebugUtilsObjectTagInfoEXT<'static>,
) -> vk::Result {
    let a = args::SetDebugUtilsObjectTagEXT { device, p_tag_info };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetDebugUtilsObjectTagEXT`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkSetDeviceMemoryPriorityEXT` (wire id 469).
pub unsafe extern "system" fn vkSetDeviceMemoryPriorityEXT(
    device: vk::Device,
    memory: vk::DeviceMemory,
    priority: f32,
) {
    let a = args::SetDeviceMemoryPriorityEXT {
        device,
        memory,
        priority,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetDeviceMemoryPriorityEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkSetEvent` (wire id 470).
pub unsafe extern "system" fn vkSetEvent(device: vk::Device, event: vk::Event) -> vk::Result {
    let a = args::SetEvent { device, event };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetEvent`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkSetHdrMetadataEXT` (wire id 471).
pub unsafe extern "system" fn vkSetHdrMetadataEXT(
    device: vk::Device,
    swapchain_count: u32,
    p_swapchains: *const vk::SwapchainKHR,
    p_metadata: *const vk::HdrMetadataEXT<'static>,
) {
    let a = args::SetHdrMetadataEXT {
        device,
        swapchain_count,
        p_swapchains,
        p_metadata,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetHdrMetadataEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkSetLocalDimmingAMD` (wire id 472).
pub unsafe extern "system" fn vkSetLocalDimmingAMD(
    device: vk::Device,
    swap_chain: vk::SwapchainKHR,
    local_dimming_enable: vk::Bool32,
) {
    let a = args::SetLocalDimmingAMD {
        device,
        swap_chain,
        local_dimming_enable,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetLocalDimmingAMD`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkSetPrivateData` (wire id 473).
pub unsafe extern "system" fn vkSetPrivateData(
    device: vk::Device,
    object_type: vk::ObjectType,
    object_handle: u64,
    private_data_slot: vk::PrivateDataSlot,
    data: u64,
) -> vk::Result {
    let a = args::SetPrivateData {
        device,
        object_type,
        object_handle,
        private_data_slot,
        data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSetPrivateData`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkSignalSemaphore` (wire id 474).
pub unsafe extern "system" fn vkSignalSemaphore(
    device: vk::Device,
    p_signal_info: *const vk::SemaphoreSignalInfo<'static>,
) -> vk::Result {
    let a = args::SignalSemaphore {
        device,
        p_signal_info,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSignalSemaphore`.
    unsafe { crate::call::call_result(&a) }
}

/// `vkSubmitDebugUtilsMessageEXT` (wire id 475).
pub unsafe extern "system" fn vkSubmitDebugUtilsMessageEXT(
    instance: vk::Instance,
    message_severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    message_types: vk::DebugUtilsMessageTypeFlagsEXT,
    p_callback_data: *const vk::DebugUtilsMessengerCallbackDataEXT<'static>,
) {
    let a = args::SubmitDebugUtilsMessageEXT {
        instance,
        message_severity,
        message_types,
        p_callback_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkSubmitDebugUtilsMessageEXT`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkTrimCommandPool` (wire id 476).
pub unsafe extern "system" fn vkTrimCommandPool(
    device: vk::Device,
    command_pool: vk::CommandPool,
    flags: vk::CommandPoolTrimFlags,
) {
    let a = args::TrimCommandPool {
        device,
        command_pool,
        flags,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkTrimCommandPool`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkUninitializePerformanceApiINTEL` (wire id 477).
pub unsafe extern "system" fn vkUninitializePerformanceApiINTEL(device: vk::Device) {
    let a = args::UninitializePerformanceApiINTEL { device };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkUninitializePerformanceApiINTEL`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkUpdateDescriptorSetWithTemplate` (wire id 479).
pub unsafe extern "system" fn vkUpdateDescriptorSetWithTemplate(
    device: vk::Device,
    descriptor_set: vk::DescriptorSet,
    descriptor_update_template: vk::DescriptorUpdateTemplate,
    p_data: *const c_void,
) {
    let a = args::UpdateDescriptorSetWithTemplate {
        device,
        descriptor_set,
        descriptor_update_template,
        p_data,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkUpdateDescriptorSetWithTemplate`.
    unsafe { crate::call::call_void(&a) }
}

/// `vkUpdateDescriptorSets` (wire id 480).
pub unsafe extern "system" fn vkUpdateDescriptorSets(
    device: vk::Device,
    descriptor_write_count: u32,
    p_descriptor_writes: *const vk::WriteDescriptorSet<'static>,
    descriptor_copy_count: u32,
    p_descriptor_copies: *const vk::CopyDescriptorSet<'static>,
) {
    let a = args::UpdateDescriptorSets {
        device,
        descriptor_write_count,
        p_descriptor_writes,
        descriptor_copy_count,
        p_descriptor_copies,
    };
    // SAFETY: the loader calls this with the application's arguments, valid as Vulkan requires for `vkUpdateDescriptorSets`.
    unsafe { crate::call::call_void(&a) }
}

/// Number of names [`lookup`] knows (commands and their aliases).
pub const COUNT: usize = 524;

/// The entry point named `name` (without the NUL), or null if the ICD does not carry it.
pub fn lookup(name: &[u8]) -> *const () {
    match name {
        b"vkAcquirePerformanceConfigurationINTEL" => {
            vkAcquirePerformanceConfigurationINTEL as *const ()
        }
        b"vkAcquireProfilingLockKHR" => vkAcquireProfilingLockKHR as *const (),
        b"vkAllocateCommandBuffers" => vkAllocateCommandBuffers as *const (),
        b"vkAllocateDescriptorSets" => vkAllocateDescriptorSets as *const (),
        b"vkAllocateMemory" => vkAllocateMemory as *const (),
        b"vkBeginCommandBuffer" => vkBeginCommandBuffer as *const (),
        b"vkBindAccelerationStructureMemoryNV" => vkBindAccelerationStructureMemoryNV as *const (),
        b"vkBindBufferMemory" => vkBindBufferMemory as *const (),
        b"vkBindBufferMemory2" => vkBindBufferMemory2 as *const (),
        b"vkBindBufferMemory2KHR" => vkBindBufferMemory2 as *const (),
        b"vkBindImageMemory" => vkBindImageMemory as *const (),
        b"vkBindImageMemory2" => vkBindImageMemory2 as *const (),
        b"vkBindImageMemory2KHR" => vkBindImageMemory2 as *const (),
        b"vkBindOpticalFlowSessionImageNV" => vkBindOpticalFlowSessionImageNV as *const (),
        b"vkCmdBeginConditionalRenderingEXT" => vkCmdBeginConditionalRenderingEXT as *const (),
        b"vkCmdBeginDebugUtilsLabelEXT" => vkCmdBeginDebugUtilsLabelEXT as *const (),
        b"vkCmdBeginQuery" => vkCmdBeginQuery as *const (),
        b"vkCmdBeginQueryIndexedEXT" => vkCmdBeginQueryIndexedEXT as *const (),
        b"vkCmdBeginRenderPass" => vkCmdBeginRenderPass as *const (),
        b"vkCmdBeginRenderPass2" => vkCmdBeginRenderPass2 as *const (),
        b"vkCmdBeginRenderPass2KHR" => vkCmdBeginRenderPass2 as *const (),
        b"vkCmdBeginRendering" => vkCmdBeginRendering as *const (),
        b"vkCmdBeginRenderingKHR" => vkCmdBeginRendering as *const (),
        b"vkCmdBeginTransformFeedbackEXT" => vkCmdBeginTransformFeedbackEXT as *const (),
        b"vkCmdBindDescriptorBufferEmbeddedSamplersEXT" => {
            vkCmdBindDescriptorBufferEmbeddedSamplersEXT as *const ()
        }
        b"vkCmdBindDescriptorBuffersEXT" => vkCmdBindDescriptorBuffersEXT as *const (),
        b"vkCmdBindDescriptorSets" => vkCmdBindDescriptorSets as *const (),
        b"vkCmdBindIndexBuffer" => vkCmdBindIndexBuffer as *const (),
        b"vkCmdBindInvocationMaskHUAWEI" => vkCmdBindInvocationMaskHUAWEI as *const (),
        b"vkCmdBindPipeline" => vkCmdBindPipeline as *const (),
        b"vkCmdBindPipelineShaderGroupNV" => vkCmdBindPipelineShaderGroupNV as *const (),
        b"vkCmdBindShadingRateImageNV" => vkCmdBindShadingRateImageNV as *const (),
        b"vkCmdBindTransformFeedbackBuffersEXT" => {
            vkCmdBindTransformFeedbackBuffersEXT as *const ()
        }
        b"vkCmdBindVertexBuffers" => vkCmdBindVertexBuffers as *const (),
        b"vkCmdBindVertexBuffers2" => vkCmdBindVertexBuffers2 as *const (),
        b"vkCmdBindVertexBuffers2EXT" => vkCmdBindVertexBuffers2 as *const (),
        b"vkCmdBlitImage" => vkCmdBlitImage as *const (),
        b"vkCmdBlitImage2" => vkCmdBlitImage2 as *const (),
        b"vkCmdBlitImage2KHR" => vkCmdBlitImage2 as *const (),
        b"vkCmdBuildAccelerationStructureNV" => vkCmdBuildAccelerationStructureNV as *const (),
        b"vkCmdBuildAccelerationStructuresIndirectKHR" => {
            vkCmdBuildAccelerationStructuresIndirectKHR as *const ()
        }
        b"vkCmdBuildAccelerationStructuresKHR" => vkCmdBuildAccelerationStructuresKHR as *const (),
        b"vkCmdBuildMicromapsEXT" => vkCmdBuildMicromapsEXT as *const (),
        b"vkCmdClearAttachments" => vkCmdClearAttachments as *const (),
        b"vkCmdClearColorImage" => vkCmdClearColorImage as *const (),
        b"vkCmdClearDepthStencilImage" => vkCmdClearDepthStencilImage as *const (),
        b"vkCmdCopyAccelerationStructureKHR" => vkCmdCopyAccelerationStructureKHR as *const (),
        b"vkCmdCopyAccelerationStructureNV" => vkCmdCopyAccelerationStructureNV as *const (),
        b"vkCmdCopyAccelerationStructureToMemoryKHR" => {
            vkCmdCopyAccelerationStructureToMemoryKHR as *const ()
        }
        b"vkCmdCopyBuffer" => vkCmdCopyBuffer as *const (),
        b"vkCmdCopyBuffer2" => vkCmdCopyBuffer2 as *const (),
        b"vkCmdCopyBuffer2KHR" => vkCmdCopyBuffer2 as *const (),
        b"vkCmdCopyBufferToImage" => vkCmdCopyBufferToImage as *const (),
        b"vkCmdCopyBufferToImage2" => vkCmdCopyBufferToImage2 as *const (),
        b"vkCmdCopyBufferToImage2KHR" => vkCmdCopyBufferToImage2 as *const (),
        b"vkCmdCopyImage" => vkCmdCopyImage as *const (),
        b"vkCmdCopyImage2" => vkCmdCopyImage2 as *const (),
        b"vkCmdCopyImage2KHR" => vkCmdCopyImage2 as *const (),
        b"vkCmdCopyImageToBuffer" => vkCmdCopyImageToBuffer as *const (),
        b"vkCmdCopyImageToBuffer2" => vkCmdCopyImageToBuffer2 as *const (),
        b"vkCmdCopyImageToBuffer2KHR" => vkCmdCopyImageToBuffer2 as *const (),
        b"vkCmdCopyMemoryIndirectNV" => vkCmdCopyMemoryIndirectNV as *const (),
        b"vkCmdCopyMemoryToAccelerationStructureKHR" => {
            vkCmdCopyMemoryToAccelerationStructureKHR as *const ()
        }
        b"vkCmdCopyMemoryToImageIndirectNV" => vkCmdCopyMemoryToImageIndirectNV as *const (),
        b"vkCmdCopyMemoryToMicromapEXT" => vkCmdCopyMemoryToMicromapEXT as *const (),
        b"vkCmdCopyMicromapEXT" => vkCmdCopyMicromapEXT as *const (),
        b"vkCmdCopyMicromapToMemoryEXT" => vkCmdCopyMicromapToMemoryEXT as *const (),
        b"vkCmdCopyQueryPoolResults" => vkCmdCopyQueryPoolResults as *const (),
        b"vkCmdDebugMarkerBeginEXT" => vkCmdDebugMarkerBeginEXT as *const (),
        b"vkCmdDebugMarkerEndEXT" => vkCmdDebugMarkerEndEXT as *const (),
        b"vkCmdDebugMarkerInsertEXT" => vkCmdDebugMarkerInsertEXT as *const (),
        b"vkCmdDecompressMemoryIndirectCountNV" => {
            vkCmdDecompressMemoryIndirectCountNV as *const ()
        }
        b"vkCmdDecompressMemoryNV" => vkCmdDecompressMemoryNV as *const (),
        b"vkCmdDispatch" => vkCmdDispatch as *const (),
        b"vkCmdDispatchBase" => vkCmdDispatchBase as *const (),
        b"vkCmdDispatchBaseKHR" => vkCmdDispatchBase as *const (),
        b"vkCmdDispatchIndirect" => vkCmdDispatchIndirect as *const (),
        b"vkCmdDraw" => vkCmdDraw as *const (),
        b"vkCmdDrawClusterHUAWEI" => vkCmdDrawClusterHUAWEI as *const (),
        b"vkCmdDrawClusterIndirectHUAWEI" => vkCmdDrawClusterIndirectHUAWEI as *const (),
        b"vkCmdDrawIndexed" => vkCmdDrawIndexed as *const (),
        b"vkCmdDrawIndexedIndirect" => vkCmdDrawIndexedIndirect as *const (),
        b"vkCmdDrawIndexedIndirectCount" => vkCmdDrawIndexedIndirectCount as *const (),
        b"vkCmdDrawIndexedIndirectCountAMD" => vkCmdDrawIndexedIndirectCount as *const (),
        b"vkCmdDrawIndexedIndirectCountKHR" => vkCmdDrawIndexedIndirectCount as *const (),
        b"vkCmdDrawIndirect" => vkCmdDrawIndirect as *const (),
        b"vkCmdDrawIndirectByteCountEXT" => vkCmdDrawIndirectByteCountEXT as *const (),
        b"vkCmdDrawIndirectCount" => vkCmdDrawIndirectCount as *const (),
        b"vkCmdDrawIndirectCountAMD" => vkCmdDrawIndirectCount as *const (),
        b"vkCmdDrawIndirectCountKHR" => vkCmdDrawIndirectCount as *const (),
        b"vkCmdDrawMeshTasksEXT" => vkCmdDrawMeshTasksEXT as *const (),
        b"vkCmdDrawMeshTasksIndirectCountEXT" => vkCmdDrawMeshTasksIndirectCountEXT as *const (),
        b"vkCmdDrawMeshTasksIndirectCountNV" => vkCmdDrawMeshTasksIndirectCountNV as *const (),
        b"vkCmdDrawMeshTasksIndirectEXT" => vkCmdDrawMeshTasksIndirectEXT as *const (),
        b"vkCmdDrawMeshTasksIndirectNV" => vkCmdDrawMeshTasksIndirectNV as *const (),
        b"vkCmdDrawMeshTasksNV" => vkCmdDrawMeshTasksNV as *const (),
        b"vkCmdDrawMultiEXT" => vkCmdDrawMultiEXT as *const (),
        b"vkCmdDrawMultiIndexedEXT" => vkCmdDrawMultiIndexedEXT as *const (),
        b"vkCmdEndConditionalRenderingEXT" => vkCmdEndConditionalRenderingEXT as *const (),
        b"vkCmdEndDebugUtilsLabelEXT" => vkCmdEndDebugUtilsLabelEXT as *const (),
        b"vkCmdEndQuery" => vkCmdEndQuery as *const (),
        b"vkCmdEndQueryIndexedEXT" => vkCmdEndQueryIndexedEXT as *const (),
        b"vkCmdEndRenderPass" => vkCmdEndRenderPass as *const (),
        b"vkCmdEndRenderPass2" => vkCmdEndRenderPass2 as *const (),
        b"vkCmdEndRenderPass2KHR" => vkCmdEndRenderPass2 as *const (),
        b"vkCmdEndRendering" => vkCmdEndRendering as *const (),
        b"vkCmdEndRenderingKHR" => vkCmdEndRendering as *const (),
        b"vkCmdEndTransformFeedbackEXT" => vkCmdEndTransformFeedbackEXT as *const (),
        b"vkCmdExecuteCommands" => vkCmdExecuteCommands as *const (),
        b"vkCmdExecuteGeneratedCommandsNV" => vkCmdExecuteGeneratedCommandsNV as *const (),
        b"vkCmdFillBuffer" => vkCmdFillBuffer as *const (),
        b"vkCmdInsertDebugUtilsLabelEXT" => vkCmdInsertDebugUtilsLabelEXT as *const (),
        b"vkCmdNextSubpass" => vkCmdNextSubpass as *const (),
        b"vkCmdNextSubpass2" => vkCmdNextSubpass2 as *const (),
        b"vkCmdNextSubpass2KHR" => vkCmdNextSubpass2 as *const (),
        b"vkCmdOpticalFlowExecuteNV" => vkCmdOpticalFlowExecuteNV as *const (),
        b"vkCmdPipelineBarrier" => vkCmdPipelineBarrier as *const (),
        b"vkCmdPipelineBarrier2" => vkCmdPipelineBarrier2 as *const (),
        b"vkCmdPipelineBarrier2KHR" => vkCmdPipelineBarrier2 as *const (),
        b"vkCmdPreprocessGeneratedCommandsNV" => vkCmdPreprocessGeneratedCommandsNV as *const (),
        b"vkCmdPushConstants" => vkCmdPushConstants as *const (),
        b"vkCmdPushDescriptorSetKHR" => vkCmdPushDescriptorSetKHR as *const (),
        b"vkCmdPushDescriptorSetWithTemplateKHR" => {
            vkCmdPushDescriptorSetWithTemplateKHR as *const ()
        }
        b"vkCmdResetEvent" => vkCmdResetEvent as *const (),
        b"vkCmdResetEvent2" => vkCmdResetEvent2 as *const (),
        b"vkCmdResetEvent2KHR" => vkCmdResetEvent2 as *const (),
        b"vkCmdResetQueryPool" => vkCmdResetQueryPool as *const (),
        b"vkCmdResolveImage" => vkCmdResolveImage as *const (),
        b"vkCmdResolveImage2" => vkCmdResolveImage2 as *const (),
        b"vkCmdResolveImage2KHR" => vkCmdResolveImage2 as *const (),
        b"vkCmdSetAlphaToCoverageEnableEXT" => vkCmdSetAlphaToCoverageEnableEXT as *const (),
        b"vkCmdSetAlphaToOneEnableEXT" => vkCmdSetAlphaToOneEnableEXT as *const (),
        b"vkCmdSetBlendConstants" => vkCmdSetBlendConstants as *const (),
        b"vkCmdSetCheckpointNV" => vkCmdSetCheckpointNV as *const (),
        b"vkCmdSetCoarseSampleOrderNV" => vkCmdSetCoarseSampleOrderNV as *const (),
        b"vkCmdSetColorBlendAdvancedEXT" => vkCmdSetColorBlendAdvancedEXT as *const (),
        b"vkCmdSetColorBlendEnableEXT" => vkCmdSetColorBlendEnableEXT as *const (),
        b"vkCmdSetColorBlendEquationEXT" => vkCmdSetColorBlendEquationEXT as *const (),
        b"vkCmdSetColorWriteEnableEXT" => vkCmdSetColorWriteEnableEXT as *const (),
        b"vkCmdSetColorWriteMaskEXT" => vkCmdSetColorWriteMaskEXT as *const (),
        b"vkCmdSetConservativeRasterizationModeEXT" => {
            vkCmdSetConservativeRasterizationModeEXT as *const ()
        }
        b"vkCmdSetCoverageModulationModeNV" => vkCmdSetCoverageModulationModeNV as *const (),
        b"vkCmdSetCoverageModulationTableEnableNV" => {
            vkCmdSetCoverageModulationTableEnableNV as *const ()
        }
        b"vkCmdSetCoverageModulationTableNV" => vkCmdSetCoverageModulationTableNV as *const (),
        b"vkCmdSetCoverageReductionModeNV" => vkCmdSetCoverageReductionModeNV as *const (),
        b"vkCmdSetCoverageToColorEnableNV" => vkCmdSetCoverageToColorEnableNV as *const (),
        b"vkCmdSetCoverageToColorLocationNV" => vkCmdSetCoverageToColorLocationNV as *const (),
        b"vkCmdSetCullMode" => vkCmdSetCullMode as *const (),
        b"vkCmdSetCullModeEXT" => vkCmdSetCullMode as *const (),
        b"vkCmdSetDepthBias" => vkCmdSetDepthBias as *const (),
        b"vkCmdSetDepthBiasEnable" => vkCmdSetDepthBiasEnable as *const (),
        b"vkCmdSetDepthBiasEnableEXT" => vkCmdSetDepthBiasEnable as *const (),
        b"vkCmdSetDepthBounds" => vkCmdSetDepthBounds as *const (),
        b"vkCmdSetDepthBoundsTestEnable" => vkCmdSetDepthBoundsTestEnable as *const (),
        b"vkCmdSetDepthBoundsTestEnableEXT" => vkCmdSetDepthBoundsTestEnable as *const (),
        b"vkCmdSetDepthClampEnableEXT" => vkCmdSetDepthClampEnableEXT as *const (),
        b"vkCmdSetDepthClipEnableEXT" => vkCmdSetDepthClipEnableEXT as *const (),
        b"vkCmdSetDepthClipNegativeOneToOneEXT" => {
            vkCmdSetDepthClipNegativeOneToOneEXT as *const ()
        }
        b"vkCmdSetDepthCompareOp" => vkCmdSetDepthCompareOp as *const (),
        b"vkCmdSetDepthCompareOpEXT" => vkCmdSetDepthCompareOp as *const (),
        b"vkCmdSetDepthTestEnable" => vkCmdSetDepthTestEnable as *const (),
        b"vkCmdSetDepthTestEnableEXT" => vkCmdSetDepthTestEnable as *const (),
        b"vkCmdSetDepthWriteEnable" => vkCmdSetDepthWriteEnable as *const (),
        b"vkCmdSetDepthWriteEnableEXT" => vkCmdSetDepthWriteEnable as *const (),
        b"vkCmdSetDescriptorBufferOffsetsEXT" => vkCmdSetDescriptorBufferOffsetsEXT as *const (),
        b"vkCmdSetDeviceMask" => vkCmdSetDeviceMask as *const (),
        b"vkCmdSetDeviceMaskKHR" => vkCmdSetDeviceMask as *const (),
        b"vkCmdSetDiscardRectangleEXT" => vkCmdSetDiscardRectangleEXT as *const (),
        b"vkCmdSetEvent" => vkCmdSetEvent as *const (),
        b"vkCmdSetEvent2" => vkCmdSetEvent2 as *const (),
        b"vkCmdSetEvent2KHR" => vkCmdSetEvent2 as *const (),
        b"vkCmdSetExclusiveScissorNV" => vkCmdSetExclusiveScissorNV as *const (),
        b"vkCmdSetExtraPrimitiveOverestimationSizeEXT" => {
            vkCmdSetExtraPrimitiveOverestimationSizeEXT as *const ()
        }
        b"vkCmdSetFragmentShadingRateEnumNV" => vkCmdSetFragmentShadingRateEnumNV as *const (),
        b"vkCmdSetFragmentShadingRateKHR" => vkCmdSetFragmentShadingRateKHR as *const (),
        b"vkCmdSetFrontFace" => vkCmdSetFrontFace as *const (),
        b"vkCmdSetFrontFaceEXT" => vkCmdSetFrontFace as *const (),
        b"vkCmdSetLineRasterizationModeEXT" => vkCmdSetLineRasterizationModeEXT as *const (),
        b"vkCmdSetLineStippleEXT" => vkCmdSetLineStippleEXT as *const (),
        b"vkCmdSetLineStippleEnableEXT" => vkCmdSetLineStippleEnableEXT as *const (),
        b"vkCmdSetLineWidth" => vkCmdSetLineWidth as *const (),
        b"vkCmdSetLogicOpEXT" => vkCmdSetLogicOpEXT as *const (),
        b"vkCmdSetLogicOpEnableEXT" => vkCmdSetLogicOpEnableEXT as *const (),
        b"vkCmdSetPatchControlPointsEXT" => vkCmdSetPatchControlPointsEXT as *const (),
        b"vkCmdSetPerformanceMarkerINTEL" => vkCmdSetPerformanceMarkerINTEL as *const (),
        b"vkCmdSetPerformanceOverrideINTEL" => vkCmdSetPerformanceOverrideINTEL as *const (),
        b"vkCmdSetPerformanceStreamMarkerINTEL" => {
            vkCmdSetPerformanceStreamMarkerINTEL as *const ()
        }
        b"vkCmdSetPolygonModeEXT" => vkCmdSetPolygonModeEXT as *const (),
        b"vkCmdSetPrimitiveRestartEnable" => vkCmdSetPrimitiveRestartEnable as *const (),
        b"vkCmdSetPrimitiveRestartEnableEXT" => vkCmdSetPrimitiveRestartEnable as *const (),
        b"vkCmdSetPrimitiveTopology" => vkCmdSetPrimitiveTopology as *const (),
        b"vkCmdSetPrimitiveTopologyEXT" => vkCmdSetPrimitiveTopology as *const (),
        b"vkCmdSetProvokingVertexModeEXT" => vkCmdSetProvokingVertexModeEXT as *const (),
        b"vkCmdSetRasterizationSamplesEXT" => vkCmdSetRasterizationSamplesEXT as *const (),
        b"vkCmdSetRasterizationStreamEXT" => vkCmdSetRasterizationStreamEXT as *const (),
        b"vkCmdSetRasterizerDiscardEnable" => vkCmdSetRasterizerDiscardEnable as *const (),
        b"vkCmdSetRasterizerDiscardEnableEXT" => vkCmdSetRasterizerDiscardEnable as *const (),
        b"vkCmdSetRayTracingPipelineStackSizeKHR" => {
            vkCmdSetRayTracingPipelineStackSizeKHR as *const ()
        }
        b"vkCmdSetRepresentativeFragmentTestEnableNV" => {
            vkCmdSetRepresentativeFragmentTestEnableNV as *const ()
        }
        b"vkCmdSetSampleLocationsEXT" => vkCmdSetSampleLocationsEXT as *const (),
        b"vkCmdSetSampleLocationsEnableEXT" => vkCmdSetSampleLocationsEnableEXT as *const (),
        b"vkCmdSetSampleMaskEXT" => vkCmdSetSampleMaskEXT as *const (),
        b"vkCmdSetScissor" => vkCmdSetScissor as *const (),
        b"vkCmdSetScissorWithCount" => vkCmdSetScissorWithCount as *const (),
        b"vkCmdSetScissorWithCountEXT" => vkCmdSetScissorWithCount as *const (),
        b"vkCmdSetShadingRateImageEnableNV" => vkCmdSetShadingRateImageEnableNV as *const (),
        b"vkCmdSetStencilCompareMask" => vkCmdSetStencilCompareMask as *const (),
        b"vkCmdSetStencilOp" => vkCmdSetStencilOp as *const (),
        b"vkCmdSetStencilOpEXT" => vkCmdSetStencilOp as *const (),
        b"vkCmdSetStencilReference" => vkCmdSetStencilReference as *const (),
        b"vkCmdSetStencilTestEnable" => vkCmdSetStencilTestEnable as *const (),
        b"vkCmdSetStencilTestEnableEXT" => vkCmdSetStencilTestEnable as *const (),
        b"vkCmdSetStencilWriteMask" => vkCmdSetStencilWriteMask as *const (),
        b"vkCmdSetTessellationDomainOriginEXT" => vkCmdSetTessellationDomainOriginEXT as *const (),
        b"vkCmdSetVertexInputEXT" => vkCmdSetVertexInputEXT as *const (),
        b"vkCmdSetViewport" => vkCmdSetViewport as *const (),
        b"vkCmdSetViewportShadingRatePaletteNV" => {
            vkCmdSetViewportShadingRatePaletteNV as *const ()
        }
        b"vkCmdSetViewportSwizzleNV" => vkCmdSetViewportSwizzleNV as *const (),
        b"vkCmdSetViewportWScalingEnableNV" => vkCmdSetViewportWScalingEnableNV as *const (),
        b"vkCmdSetViewportWScalingNV" => vkCmdSetViewportWScalingNV as *const (),
        b"vkCmdSetViewportWithCount" => vkCmdSetViewportWithCount as *const (),
        b"vkCmdSetViewportWithCountEXT" => vkCmdSetViewportWithCount as *const (),
        b"vkCmdSubpassShadingHUAWEI" => vkCmdSubpassShadingHUAWEI as *const (),
        b"vkCmdTraceRaysIndirect2KHR" => vkCmdTraceRaysIndirect2KHR as *const (),
        b"vkCmdTraceRaysIndirectKHR" => vkCmdTraceRaysIndirectKHR as *const (),
        b"vkCmdTraceRaysKHR" => vkCmdTraceRaysKHR as *const (),
        b"vkCmdTraceRaysNV" => vkCmdTraceRaysNV as *const (),
        b"vkCmdUpdateBuffer" => vkCmdUpdateBuffer as *const (),
        b"vkCmdWaitEvents" => vkCmdWaitEvents as *const (),
        b"vkCmdWaitEvents2" => vkCmdWaitEvents2 as *const (),
        b"vkCmdWaitEvents2KHR" => vkCmdWaitEvents2 as *const (),
        b"vkCmdWriteAccelerationStructuresPropertiesKHR" => {
            vkCmdWriteAccelerationStructuresPropertiesKHR as *const ()
        }
        b"vkCmdWriteAccelerationStructuresPropertiesNV" => {
            vkCmdWriteAccelerationStructuresPropertiesNV as *const ()
        }
        b"vkCmdWriteBufferMarker2AMD" => vkCmdWriteBufferMarker2AMD as *const (),
        b"vkCmdWriteBufferMarkerAMD" => vkCmdWriteBufferMarkerAMD as *const (),
        b"vkCmdWriteMicromapsPropertiesEXT" => vkCmdWriteMicromapsPropertiesEXT as *const (),
        b"vkCmdWriteTimestamp" => vkCmdWriteTimestamp as *const (),
        b"vkCmdWriteTimestamp2" => vkCmdWriteTimestamp2 as *const (),
        b"vkCmdWriteTimestamp2KHR" => vkCmdWriteTimestamp2 as *const (),
        b"vkCompileDeferredNV" => vkCompileDeferredNV as *const (),
        b"vkCreateAccelerationStructureKHR" => vkCreateAccelerationStructureKHR as *const (),
        b"vkCreateAccelerationStructureNV" => vkCreateAccelerationStructureNV as *const (),
        b"vkCreateBuffer" => vkCreateBuffer as *const (),
        b"vkCreateBufferView" => vkCreateBufferView as *const (),
        b"vkCreateCommandPool" => vkCreateCommandPool as *const (),
        b"vkCreateComputePipelines" => vkCreateComputePipelines as *const (),
        b"vkCreateCuFunctionNVX" => vkCreateCuFunctionNVX as *const (),
        b"vkCreateCuModuleNVX" => vkCreateCuModuleNVX as *const (),
        b"vkCreateDeferredOperationKHR" => vkCreateDeferredOperationKHR as *const (),
        b"vkCreateDescriptorPool" => vkCreateDescriptorPool as *const (),
        b"vkCreateDescriptorSetLayout" => vkCreateDescriptorSetLayout as *const (),
        b"vkCreateDescriptorUpdateTemplate" => vkCreateDescriptorUpdateTemplate as *const (),
        b"vkCreateDescriptorUpdateTemplateKHR" => vkCreateDescriptorUpdateTemplate as *const (),
        b"vkCreateDevice" => vkCreateDevice as *const (),
        b"vkCreateDisplayModeKHR" => vkCreateDisplayModeKHR as *const (),
        b"vkCreateEvent" => vkCreateEvent as *const (),
        b"vkCreateFence" => vkCreateFence as *const (),
        b"vkCreateFramebuffer" => vkCreateFramebuffer as *const (),
        b"vkCreateGraphicsPipelines" => vkCreateGraphicsPipelines as *const (),
        b"vkCreateImage" => vkCreateImage as *const (),
        b"vkCreateImageView" => vkCreateImageView as *const (),
        b"vkCreateIndirectCommandsLayoutNV" => vkCreateIndirectCommandsLayoutNV as *const (),
        b"vkCreateInstance" => vkCreateInstance as *const (),
        b"vkCreateMicromapEXT" => vkCreateMicromapEXT as *const (),
        b"vkCreateOpticalFlowSessionNV" => vkCreateOpticalFlowSessionNV as *const (),
        b"vkCreatePipelineCache" => vkCreatePipelineCache as *const (),
        b"vkCreatePipelineLayout" => vkCreatePipelineLayout as *const (),
        b"vkCreatePrivateDataSlot" => vkCreatePrivateDataSlot as *const (),
        b"vkCreatePrivateDataSlotEXT" => vkCreatePrivateDataSlot as *const (),
        b"vkCreateQueryPool" => vkCreateQueryPool as *const (),
        b"vkCreateRayTracingPipelinesKHR" => vkCreateRayTracingPipelinesKHR as *const (),
        b"vkCreateRayTracingPipelinesNV" => vkCreateRayTracingPipelinesNV as *const (),
        b"vkCreateRenderPass" => vkCreateRenderPass as *const (),
        b"vkCreateRenderPass2" => vkCreateRenderPass2 as *const (),
        b"vkCreateRenderPass2KHR" => vkCreateRenderPass2 as *const (),
        b"vkCreateSampler" => vkCreateSampler as *const (),
        b"vkCreateSamplerYcbcrConversion" => vkCreateSamplerYcbcrConversion as *const (),
        b"vkCreateSamplerYcbcrConversionKHR" => vkCreateSamplerYcbcrConversion as *const (),
        b"vkCreateSemaphore" => vkCreateSemaphore as *const (),
        b"vkCreateShaderModule" => vkCreateShaderModule as *const (),
        b"vkCreateSharedSwapchainsKHR" => vkCreateSharedSwapchainsKHR as *const (),
        b"vkCreateSwapchainKHR" => vkCreateSwapchainKHR as *const (),
        b"vkCreateValidationCacheEXT" => vkCreateValidationCacheEXT as *const (),
        b"vkDebugMarkerSetObjectNameEXT" => vkDebugMarkerSetObjectNameEXT as *const (),
        b"vkDebugMarkerSetObjectTagEXT" => vkDebugMarkerSetObjectTagEXT as *const (),
        b"vkDebugReportMessageEXT" => vkDebugReportMessageEXT as *const (),
        b"vkDeferredOperationJoinKHR" => vkDeferredOperationJoinKHR as *const (),
        b"vkDestroyAccelerationStructureKHR" => vkDestroyAccelerationStructureKHR as *const (),
        b"vkDestroyAccelerationStructureNV" => vkDestroyAccelerationStructureNV as *const (),
        b"vkDestroyBuffer" => vkDestroyBuffer as *const (),
        b"vkDestroyBufferView" => vkDestroyBufferView as *const (),
        b"vkDestroyCommandPool" => vkDestroyCommandPool as *const (),
        b"vkDestroyCuFunctionNVX" => vkDestroyCuFunctionNVX as *const (),
        b"vkDestroyCuModuleNVX" => vkDestroyCuModuleNVX as *const (),
        b"vkDestroyDebugReportCallbackEXT" => vkDestroyDebugReportCallbackEXT as *const (),
        b"vkDestroyDebugUtilsMessengerEXT" => vkDestroyDebugUtilsMessengerEXT as *const (),
        b"vkDestroyDeferredOperationKHR" => vkDestroyDeferredOperationKHR as *const (),
        b"vkDestroyDescriptorPool" => vkDestroyDescriptorPool as *const (),
        b"vkDestroyDescriptorSetLayout" => vkDestroyDescriptorSetLayout as *const (),
        b"vkDestroyDescriptorUpdateTemplate" => vkDestroyDescriptorUpdateTemplate as *const (),
        b"vkDestroyDescriptorUpdateTemplateKHR" => vkDestroyDescriptorUpdateTemplate as *const (),
        b"vkDestroyDevice" => vkDestroyDevice as *const (),
        b"vkDestroyEvent" => vkDestroyEvent as *const (),
        b"vkDestroyFence" => vkDestroyFence as *const (),
        b"vkDestroyFramebuffer" => vkDestroyFramebuffer as *const (),
        b"vkDestroyImage" => vkDestroyImage as *const (),
        b"vkDestroyImageView" => vkDestroyImageView as *const (),
        b"vkDestroyIndirectCommandsLayoutNV" => vkDestroyIndirectCommandsLayoutNV as *const (),
        b"vkDestroyInstance" => vkDestroyInstance as *const (),
        b"vkDestroyMicromapEXT" => vkDestroyMicromapEXT as *const (),
        b"vkDestroyOpticalFlowSessionNV" => vkDestroyOpticalFlowSessionNV as *const (),
        b"vkDestroyPipeline" => vkDestroyPipeline as *const (),
        b"vkDestroyPipelineCache" => vkDestroyPipelineCache as *const (),
        b"vkDestroyPipelineLayout" => vkDestroyPipelineLayout as *const (),
        b"vkDestroyPrivateDataSlot" => vkDestroyPrivateDataSlot as *const (),
        b"vkDestroyPrivateDataSlotEXT" => vkDestroyPrivateDataSlot as *const (),
        b"vkDestroyQueryPool" => vkDestroyQueryPool as *const (),
        b"vkDestroyRenderPass" => vkDestroyRenderPass as *const (),
        b"vkDestroySampler" => vkDestroySampler as *const (),
        b"vkDestroySamplerYcbcrConversion" => vkDestroySamplerYcbcrConversion as *const (),
        b"vkDestroySamplerYcbcrConversionKHR" => vkDestroySamplerYcbcrConversion as *const (),
        b"vkDestroySemaphore" => vkDestroySemaphore as *const (),
        b"vkDestroyShaderModule" => vkDestroyShaderModule as *const (),
        b"vkDestroySurfaceKHR" => vkDestroySurfaceKHR as *const (),
        b"vkDestroySwapchainKHR" => vkDestroySwapchainKHR as *const (),
        b"vkDestroyValidationCacheEXT" => vkDestroyValidationCacheEXT as *const (),
        b"vkDeviceWaitIdle" => vkDeviceWaitIdle as *const (),
        b"vkDisplayPowerControlEXT" => vkDisplayPowerControlEXT as *const (),
        b"vkEndCommandBuffer" => vkEndCommandBuffer as *const (),
        b"vkEnumerateDeviceExtensionProperties" => {
            vkEnumerateDeviceExtensionProperties as *const ()
        }
        b"vkEnumerateDeviceLayerProperties" => vkEnumerateDeviceLayerProperties as *const (),
        b"vkEnumerateInstanceExtensionProperties" => {
            vkEnumerateInstanceExtensionProperties as *const ()
        }
        b"vkEnumerateInstanceLayerProperties" => vkEnumerateInstanceLayerProperties as *const (),
        b"vkEnumeratePhysicalDeviceGroups" => vkEnumeratePhysicalDeviceGroups as *const (),
        b"vkEnumeratePhysicalDeviceGroupsKHR" => vkEnumeratePhysicalDeviceGroups as *const (),
        b"vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR" => {
            vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR as *const ()
        }
        b"vkEnumeratePhysicalDevices" => vkEnumeratePhysicalDevices as *const (),
        b"vkFlushMappedMemoryRanges" => vkFlushMappedMemoryRanges as *const (),
        b"vkFreeCommandBuffers" => vkFreeCommandBuffers as *const (),
        b"vkFreeDescriptorSets" => vkFreeDescriptorSets as *const (),
        b"vkFreeMemory" => vkFreeMemory as *const (),
        b"vkGetAccelerationStructureBuildSizesKHR" => {
            vkGetAccelerationStructureBuildSizesKHR as *const ()
        }
        b"vkGetAccelerationStructureDeviceAddressKHR" => {
            vkGetAccelerationStructureDeviceAddressKHR as *const ()
        }
        b"vkGetAccelerationStructureHandleNV" => vkGetAccelerationStructureHandleNV as *const (),
        b"vkGetAccelerationStructureMemoryRequirementsNV" => {
            vkGetAccelerationStructureMemoryRequirementsNV as *const ()
        }
        b"vkGetBufferDeviceAddress" => vkGetBufferDeviceAddress as *const (),
        b"vkGetBufferDeviceAddressEXT" => vkGetBufferDeviceAddress as *const (),
        b"vkGetBufferDeviceAddressKHR" => vkGetBufferDeviceAddress as *const (),
        b"vkGetBufferMemoryRequirements" => vkGetBufferMemoryRequirements as *const (),
        b"vkGetBufferMemoryRequirements2" => vkGetBufferMemoryRequirements2 as *const (),
        b"vkGetBufferMemoryRequirements2KHR" => vkGetBufferMemoryRequirements2 as *const (),
        b"vkGetBufferOpaqueCaptureAddress" => vkGetBufferOpaqueCaptureAddress as *const (),
        b"vkGetBufferOpaqueCaptureAddressKHR" => vkGetBufferOpaqueCaptureAddress as *const (),
        b"vkGetCalibratedTimestampsEXT" => vkGetCalibratedTimestampsEXT as *const (),
        b"vkGetDeferredOperationMaxConcurrencyKHR" => {
            vkGetDeferredOperationMaxConcurrencyKHR as *const ()
        }
        b"vkGetDeferredOperationResultKHR" => vkGetDeferredOperationResultKHR as *const (),
        b"vkGetDescriptorEXT" => vkGetDescriptorEXT as *const (),
        b"vkGetDescriptorSetLayoutBindingOffsetEXT" => {
            vkGetDescriptorSetLayoutBindingOffsetEXT as *const ()
        }
        b"vkGetDescriptorSetLayoutHostMappingInfoVALVE" => {
            vkGetDescriptorSetLayoutHostMappingInfoVALVE as *const ()
        }
        b"vkGetDescriptorSetLayoutSizeEXT" => vkGetDescriptorSetLayoutSizeEXT as *const (),
        b"vkGetDescriptorSetLayoutSupport" => vkGetDescriptorSetLayoutSupport as *const (),
        b"vkGetDescriptorSetLayoutSupportKHR" => vkGetDescriptorSetLayoutSupport as *const (),
        b"vkGetDeviceAccelerationStructureCompatibilityKHR" => {
            vkGetDeviceAccelerationStructureCompatibilityKHR as *const ()
        }
        b"vkGetDeviceBufferMemoryRequirements" => vkGetDeviceBufferMemoryRequirements as *const (),
        b"vkGetDeviceBufferMemoryRequirementsKHR" => {
            vkGetDeviceBufferMemoryRequirements as *const ()
        }
        b"vkGetDeviceFaultInfoEXT" => vkGetDeviceFaultInfoEXT as *const (),
        b"vkGetDeviceGroupPeerMemoryFeatures" => vkGetDeviceGroupPeerMemoryFeatures as *const (),
        b"vkGetDeviceGroupPeerMemoryFeaturesKHR" => vkGetDeviceGroupPeerMemoryFeatures as *const (),
        b"vkGetDeviceGroupPresentCapabilitiesKHR" => {
            vkGetDeviceGroupPresentCapabilitiesKHR as *const ()
        }
        b"vkGetDeviceGroupSurfacePresentModesKHR" => {
            vkGetDeviceGroupSurfacePresentModesKHR as *const ()
        }
        b"vkGetDeviceImageMemoryRequirements" => vkGetDeviceImageMemoryRequirements as *const (),
        b"vkGetDeviceImageMemoryRequirementsKHR" => vkGetDeviceImageMemoryRequirements as *const (),
        b"vkGetDeviceImageSparseMemoryRequirements" => {
            vkGetDeviceImageSparseMemoryRequirements as *const ()
        }
        b"vkGetDeviceImageSparseMemoryRequirementsKHR" => {
            vkGetDeviceImageSparseMemoryRequirements as *const ()
        }
        b"vkGetDeviceMemoryCommitment" => vkGetDeviceMemoryCommitment as *const (),
        b"vkGetDeviceMemoryOpaqueCaptureAddress" => {
            vkGetDeviceMemoryOpaqueCaptureAddress as *const ()
        }
        b"vkGetDeviceMemoryOpaqueCaptureAddressKHR" => {
            vkGetDeviceMemoryOpaqueCaptureAddress as *const ()
        }
        b"vkGetDeviceMicromapCompatibilityEXT" => vkGetDeviceMicromapCompatibilityEXT as *const (),
        b"vkGetDeviceQueue" => vkGetDeviceQueue as *const (),
        b"vkGetDeviceQueue2" => vkGetDeviceQueue2 as *const (),
        b"vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI" => {
            vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI as *const ()
        }
        b"vkGetDisplayModeProperties2KHR" => vkGetDisplayModeProperties2KHR as *const (),
        b"vkGetDisplayModePropertiesKHR" => vkGetDisplayModePropertiesKHR as *const (),
        b"vkGetDisplayPlaneCapabilities2KHR" => vkGetDisplayPlaneCapabilities2KHR as *const (),
        b"vkGetDisplayPlaneCapabilitiesKHR" => vkGetDisplayPlaneCapabilitiesKHR as *const (),
        b"vkGetDisplayPlaneSupportedDisplaysKHR" => {
            vkGetDisplayPlaneSupportedDisplaysKHR as *const ()
        }
        b"vkGetDynamicRenderingTilePropertiesQCOM" => {
            vkGetDynamicRenderingTilePropertiesQCOM as *const ()
        }
        b"vkGetEventStatus" => vkGetEventStatus as *const (),
        b"vkGetFenceStatus" => vkGetFenceStatus as *const (),
        b"vkGetFramebufferTilePropertiesQCOM" => vkGetFramebufferTilePropertiesQCOM as *const (),
        b"vkGetGeneratedCommandsMemoryRequirementsNV" => {
            vkGetGeneratedCommandsMemoryRequirementsNV as *const ()
        }
        b"vkGetImageDrmFormatModifierPropertiesEXT" => {
            vkGetImageDrmFormatModifierPropertiesEXT as *const ()
        }
        b"vkGetImageMemoryRequirements" => vkGetImageMemoryRequirements as *const (),
        b"vkGetImageMemoryRequirements2" => vkGetImageMemoryRequirements2 as *const (),
        b"vkGetImageMemoryRequirements2KHR" => vkGetImageMemoryRequirements2 as *const (),
        b"vkGetImageSparseMemoryRequirements" => vkGetImageSparseMemoryRequirements as *const (),
        b"vkGetImageSparseMemoryRequirements2" => vkGetImageSparseMemoryRequirements2 as *const (),
        b"vkGetImageSparseMemoryRequirements2KHR" => {
            vkGetImageSparseMemoryRequirements2 as *const ()
        }
        b"vkGetImageSubresourceLayout" => vkGetImageSubresourceLayout as *const (),
        b"vkGetImageSubresourceLayout2EXT" => vkGetImageSubresourceLayout2EXT as *const (),
        b"vkGetImageViewAddressNVX" => vkGetImageViewAddressNVX as *const (),
        b"vkGetImageViewHandleNVX" => vkGetImageViewHandleNVX as *const (),
        b"vkGetMemoryRemoteAddressNV" => vkGetMemoryRemoteAddressNV as *const (),
        b"vkGetMicromapBuildSizesEXT" => vkGetMicromapBuildSizesEXT as *const (),
        b"vkGetPastPresentationTimingGOOGLE" => vkGetPastPresentationTimingGOOGLE as *const (),
        b"vkGetPerformanceParameterINTEL" => vkGetPerformanceParameterINTEL as *const (),
        b"vkGetPhysicalDeviceCalibrateableTimeDomainsEXT" => {
            vkGetPhysicalDeviceCalibrateableTimeDomainsEXT as *const ()
        }
        b"vkGetPhysicalDeviceCooperativeMatrixPropertiesNV" => {
            vkGetPhysicalDeviceCooperativeMatrixPropertiesNV as *const ()
        }
        b"vkGetPhysicalDeviceDisplayPlaneProperties2KHR" => {
            vkGetPhysicalDeviceDisplayPlaneProperties2KHR as *const ()
        }
        b"vkGetPhysicalDeviceDisplayPlanePropertiesKHR" => {
            vkGetPhysicalDeviceDisplayPlanePropertiesKHR as *const ()
        }
        b"vkGetPhysicalDeviceDisplayProperties2KHR" => {
            vkGetPhysicalDeviceDisplayProperties2KHR as *const ()
        }
        b"vkGetPhysicalDeviceDisplayPropertiesKHR" => {
            vkGetPhysicalDeviceDisplayPropertiesKHR as *const ()
        }
        b"vkGetPhysicalDeviceExternalBufferProperties" => {
            vkGetPhysicalDeviceExternalBufferProperties as *const ()
        }
        b"vkGetPhysicalDeviceExternalBufferPropertiesKHR" => {
            vkGetPhysicalDeviceExternalBufferProperties as *const ()
        }
        b"vkGetPhysicalDeviceExternalFenceProperties" => {
            vkGetPhysicalDeviceExternalFenceProperties as *const ()
        }
        b"vkGetPhysicalDeviceExternalFencePropertiesKHR" => {
            vkGetPhysicalDeviceExternalFenceProperties as *const ()
        }
        b"vkGetPhysicalDeviceExternalImageFormatPropertiesNV" => {
            vkGetPhysicalDeviceExternalImageFormatPropertiesNV as *const ()
        }
        b"vkGetPhysicalDeviceExternalSemaphoreProperties" => {
            vkGetPhysicalDeviceExternalSemaphoreProperties as *const ()
        }
        b"vkGetPhysicalDeviceExternalSemaphorePropertiesKHR" => {
            vkGetPhysicalDeviceExternalSemaphoreProperties as *const ()
        }
        b"vkGetPhysicalDeviceFeatures" => vkGetPhysicalDeviceFeatures as *const (),
        b"vkGetPhysicalDeviceFeatures2" => vkGetPhysicalDeviceFeatures2 as *const (),
        b"vkGetPhysicalDeviceFeatures2KHR" => vkGetPhysicalDeviceFeatures2 as *const (),
        b"vkGetPhysicalDeviceFormatProperties" => vkGetPhysicalDeviceFormatProperties as *const (),
        b"vkGetPhysicalDeviceFormatProperties2" => {
            vkGetPhysicalDeviceFormatProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceFormatProperties2KHR" => {
            vkGetPhysicalDeviceFormatProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceFragmentShadingRatesKHR" => {
            vkGetPhysicalDeviceFragmentShadingRatesKHR as *const ()
        }
        b"vkGetPhysicalDeviceImageFormatProperties" => {
            vkGetPhysicalDeviceImageFormatProperties as *const ()
        }
        b"vkGetPhysicalDeviceImageFormatProperties2" => {
            vkGetPhysicalDeviceImageFormatProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceImageFormatProperties2KHR" => {
            vkGetPhysicalDeviceImageFormatProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceMemoryProperties" => vkGetPhysicalDeviceMemoryProperties as *const (),
        b"vkGetPhysicalDeviceMemoryProperties2" => {
            vkGetPhysicalDeviceMemoryProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceMemoryProperties2KHR" => {
            vkGetPhysicalDeviceMemoryProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceMultisamplePropertiesEXT" => {
            vkGetPhysicalDeviceMultisamplePropertiesEXT as *const ()
        }
        b"vkGetPhysicalDeviceOpticalFlowImageFormatsNV" => {
            vkGetPhysicalDeviceOpticalFlowImageFormatsNV as *const ()
        }
        b"vkGetPhysicalDevicePresentRectanglesKHR" => {
            vkGetPhysicalDevicePresentRectanglesKHR as *const ()
        }
        b"vkGetPhysicalDeviceProperties" => vkGetPhysicalDeviceProperties as *const (),
        b"vkGetPhysicalDeviceProperties2" => vkGetPhysicalDeviceProperties2 as *const (),
        b"vkGetPhysicalDeviceProperties2KHR" => vkGetPhysicalDeviceProperties2 as *const (),
        b"vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR" => {
            vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR as *const ()
        }
        b"vkGetPhysicalDeviceQueueFamilyProperties" => {
            vkGetPhysicalDeviceQueueFamilyProperties as *const ()
        }
        b"vkGetPhysicalDeviceQueueFamilyProperties2" => {
            vkGetPhysicalDeviceQueueFamilyProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceQueueFamilyProperties2KHR" => {
            vkGetPhysicalDeviceQueueFamilyProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceSparseImageFormatProperties" => {
            vkGetPhysicalDeviceSparseImageFormatProperties as *const ()
        }
        b"vkGetPhysicalDeviceSparseImageFormatProperties2" => {
            vkGetPhysicalDeviceSparseImageFormatProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceSparseImageFormatProperties2KHR" => {
            vkGetPhysicalDeviceSparseImageFormatProperties2 as *const ()
        }
        b"vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV" => {
            vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceCapabilities2EXT" => {
            vkGetPhysicalDeviceSurfaceCapabilities2EXT as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceCapabilities2KHR" => {
            vkGetPhysicalDeviceSurfaceCapabilities2KHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceCapabilitiesKHR" => {
            vkGetPhysicalDeviceSurfaceCapabilitiesKHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceFormats2KHR" => {
            vkGetPhysicalDeviceSurfaceFormats2KHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceFormatsKHR" => {
            vkGetPhysicalDeviceSurfaceFormatsKHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfacePresentModesKHR" => {
            vkGetPhysicalDeviceSurfacePresentModesKHR as *const ()
        }
        b"vkGetPhysicalDeviceSurfaceSupportKHR" => {
            vkGetPhysicalDeviceSurfaceSupportKHR as *const ()
        }
        b"vkGetPhysicalDeviceToolProperties" => vkGetPhysicalDeviceToolProperties as *const (),
        b"vkGetPhysicalDeviceToolPropertiesEXT" => vkGetPhysicalDeviceToolProperties as *const (),
        b"vkGetPipelineCacheData" => vkGetPipelineCacheData as *const (),
        b"vkGetPipelineExecutableInternalRepresentationsKHR" => {
            vkGetPipelineExecutableInternalRepresentationsKHR as *const ()
        }
        b"vkGetPipelineExecutablePropertiesKHR" => {
            vkGetPipelineExecutablePropertiesKHR as *const ()
        }
        b"vkGetPipelineExecutableStatisticsKHR" => {
            vkGetPipelineExecutableStatisticsKHR as *const ()
        }
        b"vkGetPipelinePropertiesEXT" => vkGetPipelinePropertiesEXT as *const (),
        b"vkGetPrivateData" => vkGetPrivateData as *const (),
        b"vkGetPrivateDataEXT" => vkGetPrivateData as *const (),
        b"vkGetQueryPoolResults" => vkGetQueryPoolResults as *const (),
        b"vkGetQueueCheckpointData2NV" => vkGetQueueCheckpointData2NV as *const (),
        b"vkGetQueueCheckpointDataNV" => vkGetQueueCheckpointDataNV as *const (),
        b"vkGetRayTracingCaptureReplayShaderGroupHandlesKHR" => {
            vkGetRayTracingCaptureReplayShaderGroupHandlesKHR as *const ()
        }
        b"vkGetRayTracingShaderGroupHandlesKHR" => {
            vkGetRayTracingShaderGroupHandlesKHR as *const ()
        }
        b"vkGetRayTracingShaderGroupHandlesNV" => vkGetRayTracingShaderGroupHandlesKHR as *const (),
        b"vkGetRayTracingShaderGroupStackSizeKHR" => {
            vkGetRayTracingShaderGroupStackSizeKHR as *const ()
        }
        b"vkGetRefreshCycleDurationGOOGLE" => vkGetRefreshCycleDurationGOOGLE as *const (),
        b"vkGetRenderAreaGranularity" => vkGetRenderAreaGranularity as *const (),
        b"vkGetSemaphoreCounterValue" => vkGetSemaphoreCounterValue as *const (),
        b"vkGetSemaphoreCounterValueKHR" => vkGetSemaphoreCounterValue as *const (),
        b"vkGetShaderInfoAMD" => vkGetShaderInfoAMD as *const (),
        b"vkGetShaderModuleCreateInfoIdentifierEXT" => {
            vkGetShaderModuleCreateInfoIdentifierEXT as *const ()
        }
        b"vkGetShaderModuleIdentifierEXT" => vkGetShaderModuleIdentifierEXT as *const (),
        b"vkGetSwapchainCounterEXT" => vkGetSwapchainCounterEXT as *const (),
        b"vkGetSwapchainImagesKHR" => vkGetSwapchainImagesKHR as *const (),
        b"vkGetSwapchainStatusKHR" => vkGetSwapchainStatusKHR as *const (),
        b"vkGetValidationCacheDataEXT" => vkGetValidationCacheDataEXT as *const (),
        b"vkInitializePerformanceApiINTEL" => vkInitializePerformanceApiINTEL as *const (),
        b"vkInvalidateMappedMemoryRanges" => vkInvalidateMappedMemoryRanges as *const (),
        b"vkMergePipelineCaches" => vkMergePipelineCaches as *const (),
        b"vkMergeValidationCachesEXT" => vkMergeValidationCachesEXT as *const (),
        b"vkQueueBeginDebugUtilsLabelEXT" => vkQueueBeginDebugUtilsLabelEXT as *const (),
        b"vkQueueBindSparse" => vkQueueBindSparse as *const (),
        b"vkQueueEndDebugUtilsLabelEXT" => vkQueueEndDebugUtilsLabelEXT as *const (),
        b"vkQueueInsertDebugUtilsLabelEXT" => vkQueueInsertDebugUtilsLabelEXT as *const (),
        b"vkQueuePresentKHR" => vkQueuePresentKHR as *const (),
        b"vkQueueSetPerformanceConfigurationINTEL" => {
            vkQueueSetPerformanceConfigurationINTEL as *const ()
        }
        b"vkQueueSubmit" => vkQueueSubmit as *const (),
        b"vkQueueSubmit2" => vkQueueSubmit2 as *const (),
        b"vkQueueSubmit2KHR" => vkQueueSubmit2 as *const (),
        b"vkQueueWaitIdle" => vkQueueWaitIdle as *const (),
        b"vkRegisterDeviceEventEXT" => vkRegisterDeviceEventEXT as *const (),
        b"vkRegisterDisplayEventEXT" => vkRegisterDisplayEventEXT as *const (),
        b"vkReleaseDisplayEXT" => vkReleaseDisplayEXT as *const (),
        b"vkReleasePerformanceConfigurationINTEL" => {
            vkReleasePerformanceConfigurationINTEL as *const ()
        }
        b"vkReleaseProfilingLockKHR" => vkReleaseProfilingLockKHR as *const (),
        b"vkReleaseSwapchainImagesEXT" => vkReleaseSwapchainImagesEXT as *const (),
        b"vkResetCommandBuffer" => vkResetCommandBuffer as *const (),
        b"vkResetCommandPool" => vkResetCommandPool as *const (),
        b"vkResetDescriptorPool" => vkResetDescriptorPool as *const (),
        b"vkResetEvent" => vkResetEvent as *const (),
        b"vkResetFences" => vkResetFences as *const (),
        b"vkResetQueryPool" => vkResetQueryPool as *const (),
        b"vkResetQueryPoolEXT" => vkResetQueryPool as *const (),
        b"vkSetDebugUtilsObjectNameEXT" => vkSetDebugUtilsObjectNameEXT as *const (),
        b"vkSetDebugUtilsObjectTagEXT" => vkSetDebugUtilsObjectTagEXT as *const (),
        b"vkSetDeviceMemoryPriorityEXT" => vkSetDeviceMemoryPriorityEXT as *const (),
        b"vkSetEvent" => vkSetEvent as *const (),
        b"vkSetHdrMetadataEXT" => vkSetHdrMetadataEXT as *const (),
        b"vkSetLocalDimmingAMD" => vkSetLocalDimmingAMD as *const (),
        b"vkSetPrivateData" => vkSetPrivateData as *const (),
        b"vkSetPrivateDataEXT" => vkSetPrivateData as *const (),
        b"vkSignalSemaphore" => vkSignalSemaphore as *const (),
        b"vkSignalSemaphoreKHR" => vkSignalSemaphore as *const (),
        b"vkSubmitDebugUtilsMessageEXT" => vkSubmitDebugUtilsMessageEXT as *const (),
        b"vkTrimCommandPool" => vkTrimCommandPool as *const (),
        b"vkTrimCommandPoolKHR" => vkTrimCommandPool as *const (),
        b"vkUninitializePerformanceApiINTEL" => vkUninitializePerformanceApiINTEL as *const (),
        b"vkUpdateDescriptorSetWithTemplate" => vkUpdateDescriptorSetWithTemplate as *const (),
        b"vkUpdateDescriptorSetWithTemplateKHR" => vkUpdateDescriptorSetWithTemplate as *const (),
        b"vkUpdateDescriptorSets" => vkUpdateDescriptorSets as *const (),
        _ => core::ptr::null(),
    }
}
