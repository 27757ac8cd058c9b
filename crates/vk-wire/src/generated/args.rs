// @generated DO NOT EDIT: written by vk-wire-gen from vk.xml 1.3.239 (VK_HEADER_VERSION 239).
//! `#[repr(C)]` argument structures, one per command the wire carries. The ICD fills
//! one with the application's arguments and encodes it; the renderer decodes one whose
//! pointers point into the arena and passes its fields to the driver.

#![allow(clippy::all)]
#![allow(missing_docs)]
use ash::vk;
use core::ffi::{c_char, c_void};

/// Arguments of `vkAcquireNextImage2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AcquireNextImage2KHR {
    pub device: vk::Device,
    pub p_acquire_info: *const vk::AcquireNextImageInfoKHR<'static>,
    pub p_image_index: *mut u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AcquireNextImage2KHR {
    const ID: u32 = 2;
}
const _: () = assert!(size_of::<AcquireNextImage2KHR>() == 24);

/// Arguments of `vkAcquireNextImageKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AcquireNextImageKHR {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub timeout: u64,
    pub semaphore: vk::Semaphore,
    pub fence: vk::Fence,
    pub p_image_index: *mut u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AcquireNextImageKHR {
    const ID: u32 = 3;
}
const _: () = assert!(size_of::<AcquireNextImageKHR>() == 48);

/// Arguments of `vkAcquirePerformanceConfigurationINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AcquirePerformanceConfigurationINTEL {
    pub device: vk::Device,
    pub p_acquire_info: *const vk::PerformanceConfigurationAcquireInfoINTEL<'static>,
    pub p_configuration: *mut vk::PerformanceConfigurationINTEL,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AcquirePerformanceConfigurationINTEL {
    const ID: u32 = 4;
}
const _: () = assert!(size_of::<AcquirePerformanceConfigurationINTEL>() == 24);

/// Arguments of `vkAcquireProfilingLockKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AcquireProfilingLockKHR {
    pub device: vk::Device,
    pub p_info: *const vk::AcquireProfilingLockInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AcquireProfilingLockKHR {
    const ID: u32 = 5;
}
const _: () = assert!(size_of::<AcquireProfilingLockKHR>() == 16);

/// Arguments of `vkAllocateCommandBuffers`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AllocateCommandBuffers {
    pub device: vk::Device,
    pub p_allocate_info: *const vk::CommandBufferAllocateInfo<'static>,
    pub p_command_buffers: *mut vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AllocateCommandBuffers {
    const ID: u32 = 6;
}
const _: () = assert!(size_of::<AllocateCommandBuffers>() == 24);

/// Arguments of `vkAllocateDescriptorSets`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AllocateDescriptorSets {
    pub device: vk::Device,
    pub p_allocate_info: *const vk::DescriptorSetAllocateInfo<'static>,
    pub p_descriptor_sets: *mut vk::DescriptorSet,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AllocateDescriptorSets {
    const ID: u32 = 7;
}
const _: () = assert!(size_of::<AllocateDescriptorSets>() == 24);

/// Arguments of `vkAllocateMemory`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct AllocateMemory {
    pub device: vk::Device,
    pub p_allocate_info: *const vk::MemoryAllocateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_memory: *mut vk::DeviceMemory,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for AllocateMemory {
    const ID: u32 = 8;
}
const _: () = assert!(size_of::<AllocateMemory>() == 32);

/// Arguments of `vkBeginCommandBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BeginCommandBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub p_begin_info: *const vk::CommandBufferBeginInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BeginCommandBuffer {
    const ID: u32 = 9;
}
const _: () = assert!(size_of::<BeginCommandBuffer>() == 16);

/// Arguments of `vkBindAccelerationStructureMemoryNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BindAccelerationStructureMemoryNV {
    pub device: vk::Device,
    pub bind_info_count: u32,
    pub p_bind_infos: *const vk::BindAccelerationStructureMemoryInfoNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BindAccelerationStructureMemoryNV {
    const ID: u32 = 10;
}
const _: () = assert!(size_of::<BindAccelerationStructureMemoryNV>() == 24);

/// Arguments of `vkBindBufferMemory`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BindBufferMemory {
    pub device: vk::Device,
    pub buffer: vk::Buffer,
    pub memory: vk::DeviceMemory,
    pub memory_offset: vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BindBufferMemory {
    const ID: u32 = 11;
}
const _: () = assert!(size_of::<BindBufferMemory>() == 32);

/// Arguments of `vkBindBufferMemory2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BindBufferMemory2 {
    pub device: vk::Device,
    pub bind_info_count: u32,
    pub p_bind_infos: *const vk::BindBufferMemoryInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BindBufferMemory2 {
    const ID: u32 = 12;
}
const _: () = assert!(size_of::<BindBufferMemory2>() == 24);

/// Arguments of `vkBindImageMemory`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BindImageMemory {
    pub device: vk::Device,
    pub image: vk::Image,
    pub memory: vk::DeviceMemory,
    pub memory_offset: vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BindImageMemory {
    const ID: u32 = 13;
}
const _: () = assert!(size_of::<BindImageMemory>() == 32);

/// Arguments of `vkBindImageMemory2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BindImageMemory2 {
    pub device: vk::Device,
    pub bind_info_count: u32,
    pub p_bind_infos: *const vk::BindImageMemoryInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BindImageMemory2 {
    const ID: u32 = 14;
}
const _: () = assert!(size_of::<BindImageMemory2>() == 24);

/// Arguments of `vkBindOpticalFlowSessionImageNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct BindOpticalFlowSessionImageNV {
    pub device: vk::Device,
    pub session: vk::OpticalFlowSessionNV,
    pub binding_point: vk::OpticalFlowSessionBindingPointNV,
    pub view: vk::ImageView,
    pub layout: vk::ImageLayout,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for BindOpticalFlowSessionImageNV {
    const ID: u32 = 15;
}
const _: () = assert!(size_of::<BindOpticalFlowSessionImageNV>() == 40);

/// Arguments of `vkCmdBeginConditionalRenderingEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginConditionalRenderingEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_conditional_rendering_begin: *const vk::ConditionalRenderingBeginInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginConditionalRenderingEXT {
    const ID: u32 = 18;
}
const _: () = assert!(size_of::<CmdBeginConditionalRenderingEXT>() == 16);

/// Arguments of `vkCmdBeginDebugUtilsLabelEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginDebugUtilsLabelEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginDebugUtilsLabelEXT {
    const ID: u32 = 19;
}
const _: () = assert!(size_of::<CmdBeginDebugUtilsLabelEXT>() == 16);

/// Arguments of `vkCmdBeginQuery`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginQuery {
    pub command_buffer: vk::CommandBuffer,
    pub query_pool: vk::QueryPool,
    pub query: u32,
    pub flags: vk::QueryControlFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginQuery {
    const ID: u32 = 20;
}
const _: () = assert!(size_of::<CmdBeginQuery>() == 24);

/// Arguments of `vkCmdBeginQueryIndexedEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginQueryIndexedEXT {
    pub command_buffer: vk::CommandBuffer,
    pub query_pool: vk::QueryPool,
    pub query: u32,
    pub flags: vk::QueryControlFlags,
    pub index: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginQueryIndexedEXT {
    const ID: u32 = 21;
}
const _: () = assert!(size_of::<CmdBeginQueryIndexedEXT>() == 32);

/// Arguments of `vkCmdBeginRenderPass`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginRenderPass {
    pub command_buffer: vk::CommandBuffer,
    pub p_render_pass_begin: *const vk::RenderPassBeginInfo<'static>,
    pub contents: vk::SubpassContents,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginRenderPass {
    const ID: u32 = 22;
}
const _: () = assert!(size_of::<CmdBeginRenderPass>() == 24);

/// Arguments of `vkCmdBeginRenderPass2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginRenderPass2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_render_pass_begin: *const vk::RenderPassBeginInfo<'static>,
    pub p_subpass_begin_info: *const vk::SubpassBeginInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginRenderPass2 {
    const ID: u32 = 23;
}
const _: () = assert!(size_of::<CmdBeginRenderPass2>() == 24);

/// Arguments of `vkCmdBeginRendering`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginRendering {
    pub command_buffer: vk::CommandBuffer,
    pub p_rendering_info: *const vk::RenderingInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginRendering {
    const ID: u32 = 24;
}
const _: () = assert!(size_of::<CmdBeginRendering>() == 16);

/// Arguments of `vkCmdBeginTransformFeedbackEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBeginTransformFeedbackEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_counter_buffer: u32,
    pub counter_buffer_count: u32,
    pub p_counter_buffers: *const vk::Buffer,
    pub p_counter_buffer_offsets: *const vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBeginTransformFeedbackEXT {
    const ID: u32 = 25;
}
const _: () = assert!(size_of::<CmdBeginTransformFeedbackEXT>() == 32);

/// Arguments of `vkCmdBindDescriptorBufferEmbeddedSamplersEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindDescriptorBufferEmbeddedSamplersEXT {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_bind_point: vk::PipelineBindPoint,
    pub layout: vk::PipelineLayout,
    pub set: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindDescriptorBufferEmbeddedSamplersEXT {
    const ID: u32 = 26;
}
const _: () = assert!(size_of::<CmdBindDescriptorBufferEmbeddedSamplersEXT>() == 32);

/// Arguments of `vkCmdBindDescriptorBuffersEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindDescriptorBuffersEXT {
    pub command_buffer: vk::CommandBuffer,
    pub buffer_count: u32,
    pub p_binding_infos: *const vk::DescriptorBufferBindingInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindDescriptorBuffersEXT {
    const ID: u32 = 27;
}
const _: () = assert!(size_of::<CmdBindDescriptorBuffersEXT>() == 24);

/// Arguments of `vkCmdBindDescriptorSets`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindDescriptorSets {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_bind_point: vk::PipelineBindPoint,
    pub layout: vk::PipelineLayout,
    pub first_set: u32,
    pub descriptor_set_count: u32,
    pub p_descriptor_sets: *const vk::DescriptorSet,
    pub dynamic_offset_count: u32,
    pub p_dynamic_offsets: *const u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindDescriptorSets {
    const ID: u32 = 28;
}
const _: () = assert!(size_of::<CmdBindDescriptorSets>() == 56);

/// Arguments of `vkCmdBindIndexBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindIndexBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub index_type: vk::IndexType,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindIndexBuffer {
    const ID: u32 = 29;
}
const _: () = assert!(size_of::<CmdBindIndexBuffer>() == 32);

/// Arguments of `vkCmdBindInvocationMaskHUAWEI`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindInvocationMaskHUAWEI {
    pub command_buffer: vk::CommandBuffer,
    pub image_view: vk::ImageView,
    pub image_layout: vk::ImageLayout,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindInvocationMaskHUAWEI {
    const ID: u32 = 30;
}
const _: () = assert!(size_of::<CmdBindInvocationMaskHUAWEI>() == 24);

/// Arguments of `vkCmdBindPipeline`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindPipeline {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_bind_point: vk::PipelineBindPoint,
    pub pipeline: vk::Pipeline,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindPipeline {
    const ID: u32 = 31;
}
const _: () = assert!(size_of::<CmdBindPipeline>() == 24);

/// Arguments of `vkCmdBindPipelineShaderGroupNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindPipelineShaderGroupNV {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_bind_point: vk::PipelineBindPoint,
    pub pipeline: vk::Pipeline,
    pub group_index: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindPipelineShaderGroupNV {
    const ID: u32 = 32;
}
const _: () = assert!(size_of::<CmdBindPipelineShaderGroupNV>() == 32);

/// Arguments of `vkCmdBindShadingRateImageNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindShadingRateImageNV {
    pub command_buffer: vk::CommandBuffer,
    pub image_view: vk::ImageView,
    pub image_layout: vk::ImageLayout,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindShadingRateImageNV {
    const ID: u32 = 33;
}
const _: () = assert!(size_of::<CmdBindShadingRateImageNV>() == 24);

/// Arguments of `vkCmdBindTransformFeedbackBuffersEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindTransformFeedbackBuffersEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_binding: u32,
    pub binding_count: u32,
    pub p_buffers: *const vk::Buffer,
    pub p_offsets: *const vk::DeviceSize,
    pub p_sizes: *const vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindTransformFeedbackBuffersEXT {
    const ID: u32 = 34;
}
const _: () = assert!(size_of::<CmdBindTransformFeedbackBuffersEXT>() == 40);

/// Arguments of `vkCmdBindVertexBuffers`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindVertexBuffers {
    pub command_buffer: vk::CommandBuffer,
    pub first_binding: u32,
    pub binding_count: u32,
    pub p_buffers: *const vk::Buffer,
    pub p_offsets: *const vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindVertexBuffers {
    const ID: u32 = 35;
}
const _: () = assert!(size_of::<CmdBindVertexBuffers>() == 32);

/// Arguments of `vkCmdBindVertexBuffers2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBindVertexBuffers2 {
    pub command_buffer: vk::CommandBuffer,
    pub first_binding: u32,
    pub binding_count: u32,
    pub p_buffers: *const vk::Buffer,
    pub p_offsets: *const vk::DeviceSize,
    pub p_sizes: *const vk::DeviceSize,
    pub p_strides: *const vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBindVertexBuffers2 {
    const ID: u32 = 36;
}
const _: () = assert!(size_of::<CmdBindVertexBuffers2>() == 48);

/// Arguments of `vkCmdBlitImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBlitImage {
    pub command_buffer: vk::CommandBuffer,
    pub src_image: vk::Image,
    pub src_image_layout: vk::ImageLayout,
    pub dst_image: vk::Image,
    pub dst_image_layout: vk::ImageLayout,
    pub region_count: u32,
    pub p_regions: *const vk::ImageBlit,
    pub filter: vk::Filter,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBlitImage {
    const ID: u32 = 37;
}
const _: () = assert!(size_of::<CmdBlitImage>() == 56);

/// Arguments of `vkCmdBlitImage2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBlitImage2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_blit_image_info: *const vk::BlitImageInfo2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBlitImage2 {
    const ID: u32 = 38;
}
const _: () = assert!(size_of::<CmdBlitImage2>() == 16);

/// Arguments of `vkCmdBuildAccelerationStructureNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBuildAccelerationStructureNV {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::AccelerationStructureInfoNV<'static>,
    pub instance_data: vk::Buffer,
    pub instance_offset: vk::DeviceSize,
    pub update: vk::Bool32,
    pub dst: vk::AccelerationStructureNV,
    pub src: vk::AccelerationStructureNV,
    pub scratch: vk::Buffer,
    pub scratch_offset: vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBuildAccelerationStructureNV {
    const ID: u32 = 39;
}
const _: () = assert!(size_of::<CmdBuildAccelerationStructureNV>() == 72);

/// Arguments of `vkCmdBuildAccelerationStructuresIndirectKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBuildAccelerationStructuresIndirectKHR {
    pub command_buffer: vk::CommandBuffer,
    pub info_count: u32,
    pub p_infos: *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    pub p_indirect_device_addresses: *const vk::DeviceAddress,
    pub p_indirect_strides: *const u32,
    pub pp_max_primitive_counts: *const *const u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBuildAccelerationStructuresIndirectKHR {
    const ID: u32 = 40;
}
const _: () = assert!(size_of::<CmdBuildAccelerationStructuresIndirectKHR>() == 48);

/// Arguments of `vkCmdBuildAccelerationStructuresKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBuildAccelerationStructuresKHR {
    pub command_buffer: vk::CommandBuffer,
    pub info_count: u32,
    pub p_infos: *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    pub pp_build_range_infos: *const *const vk::AccelerationStructureBuildRangeInfoKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBuildAccelerationStructuresKHR {
    const ID: u32 = 41;
}
const _: () = assert!(size_of::<CmdBuildAccelerationStructuresKHR>() == 32);

/// Arguments of `vkCmdBuildMicromapsEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdBuildMicromapsEXT {
    pub command_buffer: vk::CommandBuffer,
    pub info_count: u32,
    pub p_infos: *const vk::MicromapBuildInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdBuildMicromapsEXT {
    const ID: u32 = 42;
}
const _: () = assert!(size_of::<CmdBuildMicromapsEXT>() == 24);

/// Arguments of `vkCmdClearAttachments`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdClearAttachments {
    pub command_buffer: vk::CommandBuffer,
    pub attachment_count: u32,
    pub p_attachments: *const vk::ClearAttachment,
    pub rect_count: u32,
    pub p_rects: *const vk::ClearRect,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdClearAttachments {
    const ID: u32 = 43;
}
const _: () = assert!(size_of::<CmdClearAttachments>() == 40);

/// Arguments of `vkCmdClearColorImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdClearColorImage {
    pub command_buffer: vk::CommandBuffer,
    pub image: vk::Image,
    pub image_layout: vk::ImageLayout,
    pub p_color: *const vk::ClearColorValue,
    pub range_count: u32,
    pub p_ranges: *const vk::ImageSubresourceRange,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdClearColorImage {
    const ID: u32 = 44;
}
const _: () = assert!(size_of::<CmdClearColorImage>() == 48);

/// Arguments of `vkCmdClearDepthStencilImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdClearDepthStencilImage {
    pub command_buffer: vk::CommandBuffer,
    pub image: vk::Image,
    pub image_layout: vk::ImageLayout,
    pub p_depth_stencil: *const vk::ClearDepthStencilValue,
    pub range_count: u32,
    pub p_ranges: *const vk::ImageSubresourceRange,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdClearDepthStencilImage {
    const ID: u32 = 45;
}
const _: () = assert!(size_of::<CmdClearDepthStencilImage>() == 48);

/// Arguments of `vkCmdCopyAccelerationStructureKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyAccelerationStructureKHR {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::CopyAccelerationStructureInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyAccelerationStructureKHR {
    const ID: u32 = 46;
}
const _: () = assert!(size_of::<CmdCopyAccelerationStructureKHR>() == 16);

/// Arguments of `vkCmdCopyAccelerationStructureNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyAccelerationStructureNV {
    pub command_buffer: vk::CommandBuffer,
    pub dst: vk::AccelerationStructureNV,
    pub src: vk::AccelerationStructureNV,
    pub mode: vk::CopyAccelerationStructureModeKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyAccelerationStructureNV {
    const ID: u32 = 47;
}
const _: () = assert!(size_of::<CmdCopyAccelerationStructureNV>() == 32);

/// Arguments of `vkCmdCopyAccelerationStructureToMemoryKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyAccelerationStructureToMemoryKHR {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::CopyAccelerationStructureToMemoryInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyAccelerationStructureToMemoryKHR {
    const ID: u32 = 48;
}
const _: () = assert!(size_of::<CmdCopyAccelerationStructureToMemoryKHR>() == 16);

/// Arguments of `vkCmdCopyBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub src_buffer: vk::Buffer,
    pub dst_buffer: vk::Buffer,
    pub region_count: u32,
    pub p_regions: *const vk::BufferCopy,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyBuffer {
    const ID: u32 = 49;
}
const _: () = assert!(size_of::<CmdCopyBuffer>() == 40);

/// Arguments of `vkCmdCopyBuffer2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyBuffer2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_copy_buffer_info: *const vk::CopyBufferInfo2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyBuffer2 {
    const ID: u32 = 50;
}
const _: () = assert!(size_of::<CmdCopyBuffer2>() == 16);

/// Arguments of `vkCmdCopyBufferToImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyBufferToImage {
    pub command_buffer: vk::CommandBuffer,
    pub src_buffer: vk::Buffer,
    pub dst_image: vk::Image,
    pub dst_image_layout: vk::ImageLayout,
    pub region_count: u32,
    pub p_regions: *const vk::BufferImageCopy,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyBufferToImage {
    const ID: u32 = 51;
}
const _: () = assert!(size_of::<CmdCopyBufferToImage>() == 40);

/// Arguments of `vkCmdCopyBufferToImage2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyBufferToImage2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_copy_buffer_to_image_info: *const vk::CopyBufferToImageInfo2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyBufferToImage2 {
    const ID: u32 = 52;
}
const _: () = assert!(size_of::<CmdCopyBufferToImage2>() == 16);

/// Arguments of `vkCmdCopyImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyImage {
    pub command_buffer: vk::CommandBuffer,
    pub src_image: vk::Image,
    pub src_image_layout: vk::ImageLayout,
    pub dst_image: vk::Image,
    pub dst_image_layout: vk::ImageLayout,
    pub region_count: u32,
    pub p_regions: *const vk::ImageCopy,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyImage {
    const ID: u32 = 53;
}
const _: () = assert!(size_of::<CmdCopyImage>() == 48);

/// Arguments of `vkCmdCopyImage2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyImage2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_copy_image_info: *const vk::CopyImageInfo2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyImage2 {
    const ID: u32 = 54;
}
const _: () = assert!(size_of::<CmdCopyImage2>() == 16);

/// Arguments of `vkCmdCopyImageToBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyImageToBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub src_image: vk::Image,
    pub src_image_layout: vk::ImageLayout,
    pub dst_buffer: vk::Buffer,
    pub region_count: u32,
    pub p_regions: *const vk::BufferImageCopy,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyImageToBuffer {
    const ID: u32 = 55;
}
const _: () = assert!(size_of::<CmdCopyImageToBuffer>() == 48);

/// Arguments of `vkCmdCopyImageToBuffer2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyImageToBuffer2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_copy_image_to_buffer_info: *const vk::CopyImageToBufferInfo2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyImageToBuffer2 {
    const ID: u32 = 56;
}
const _: () = assert!(size_of::<CmdCopyImageToBuffer2>() == 16);

/// Arguments of `vkCmdCopyMemoryIndirectNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyMemoryIndirectNV {
    pub command_buffer: vk::CommandBuffer,
    pub copy_buffer_address: vk::DeviceAddress,
    pub copy_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyMemoryIndirectNV {
    const ID: u32 = 57;
}
const _: () = assert!(size_of::<CmdCopyMemoryIndirectNV>() == 24);

/// Arguments of `vkCmdCopyMemoryToAccelerationStructureKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyMemoryToAccelerationStructureKHR {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::CopyMemoryToAccelerationStructureInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyMemoryToAccelerationStructureKHR {
    const ID: u32 = 58;
}
const _: () = assert!(size_of::<CmdCopyMemoryToAccelerationStructureKHR>() == 16);

/// Arguments of `vkCmdCopyMemoryToImageIndirectNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyMemoryToImageIndirectNV {
    pub command_buffer: vk::CommandBuffer,
    pub copy_buffer_address: vk::DeviceAddress,
    pub copy_count: u32,
    pub stride: u32,
    pub dst_image: vk::Image,
    pub dst_image_layout: vk::ImageLayout,
    pub p_image_subresources: *const vk::ImageSubresourceLayers,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyMemoryToImageIndirectNV {
    const ID: u32 = 59;
}
const _: () = assert!(size_of::<CmdCopyMemoryToImageIndirectNV>() == 48);

/// Arguments of `vkCmdCopyMemoryToMicromapEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyMemoryToMicromapEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::CopyMemoryToMicromapInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyMemoryToMicromapEXT {
    const ID: u32 = 60;
}
const _: () = assert!(size_of::<CmdCopyMemoryToMicromapEXT>() == 16);

/// Arguments of `vkCmdCopyMicromapEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyMicromapEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::CopyMicromapInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyMicromapEXT {
    const ID: u32 = 61;
}
const _: () = assert!(size_of::<CmdCopyMicromapEXT>() == 16);

/// Arguments of `vkCmdCopyMicromapToMemoryEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyMicromapToMemoryEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_info: *const vk::CopyMicromapToMemoryInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyMicromapToMemoryEXT {
    const ID: u32 = 62;
}
const _: () = assert!(size_of::<CmdCopyMicromapToMemoryEXT>() == 16);

/// Arguments of `vkCmdCopyQueryPoolResults`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdCopyQueryPoolResults {
    pub command_buffer: vk::CommandBuffer,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
    pub query_count: u32,
    pub dst_buffer: vk::Buffer,
    pub dst_offset: vk::DeviceSize,
    pub stride: vk::DeviceSize,
    pub flags: vk::QueryResultFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdCopyQueryPoolResults {
    const ID: u32 = 63;
}
const _: () = assert!(size_of::<CmdCopyQueryPoolResults>() == 56);

/// Arguments of `vkCmdDebugMarkerBeginEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDebugMarkerBeginEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_marker_info: *const vk::DebugMarkerMarkerInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDebugMarkerBeginEXT {
    const ID: u32 = 65;
}
const _: () = assert!(size_of::<CmdDebugMarkerBeginEXT>() == 16);

/// Arguments of `vkCmdDebugMarkerEndEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDebugMarkerEndEXT {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDebugMarkerEndEXT {
    const ID: u32 = 66;
}
const _: () = assert!(size_of::<CmdDebugMarkerEndEXT>() == 8);

/// Arguments of `vkCmdDebugMarkerInsertEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDebugMarkerInsertEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_marker_info: *const vk::DebugMarkerMarkerInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDebugMarkerInsertEXT {
    const ID: u32 = 67;
}
const _: () = assert!(size_of::<CmdDebugMarkerInsertEXT>() == 16);

/// Arguments of `vkCmdDecompressMemoryIndirectCountNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDecompressMemoryIndirectCountNV {
    pub command_buffer: vk::CommandBuffer,
    pub indirect_commands_address: vk::DeviceAddress,
    pub indirect_commands_count_address: vk::DeviceAddress,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDecompressMemoryIndirectCountNV {
    const ID: u32 = 68;
}
const _: () = assert!(size_of::<CmdDecompressMemoryIndirectCountNV>() == 32);

/// Arguments of `vkCmdDecompressMemoryNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDecompressMemoryNV {
    pub command_buffer: vk::CommandBuffer,
    pub decompress_region_count: u32,
    pub p_decompress_memory_regions: *const vk::DecompressMemoryRegionNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDecompressMemoryNV {
    const ID: u32 = 69;
}
const _: () = assert!(size_of::<CmdDecompressMemoryNV>() == 24);

/// Arguments of `vkCmdDispatch`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDispatch {
    pub command_buffer: vk::CommandBuffer,
    pub group_count_x: u32,
    pub group_count_y: u32,
    pub group_count_z: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDispatch {
    const ID: u32 = 70;
}
const _: () = assert!(size_of::<CmdDispatch>() == 24);

/// Arguments of `vkCmdDispatchBase`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDispatchBase {
    pub command_buffer: vk::CommandBuffer,
    pub base_group_x: u32,
    pub base_group_y: u32,
    pub base_group_z: u32,
    pub group_count_x: u32,
    pub group_count_y: u32,
    pub group_count_z: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDispatchBase {
    const ID: u32 = 71;
}
const _: () = assert!(size_of::<CmdDispatchBase>() == 32);

/// Arguments of `vkCmdDispatchIndirect`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDispatchIndirect {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDispatchIndirect {
    const ID: u32 = 72;
}
const _: () = assert!(size_of::<CmdDispatchIndirect>() == 24);

/// Arguments of `vkCmdDraw`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDraw {
    pub command_buffer: vk::CommandBuffer,
    pub vertex_count: u32,
    pub instance_count: u32,
    pub first_vertex: u32,
    pub first_instance: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDraw {
    const ID: u32 = 73;
}
const _: () = assert!(size_of::<CmdDraw>() == 24);

/// Arguments of `vkCmdDrawClusterHUAWEI`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawClusterHUAWEI {
    pub command_buffer: vk::CommandBuffer,
    pub group_count_x: u32,
    pub group_count_y: u32,
    pub group_count_z: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawClusterHUAWEI {
    const ID: u32 = 74;
}
const _: () = assert!(size_of::<CmdDrawClusterHUAWEI>() == 24);

/// Arguments of `vkCmdDrawClusterIndirectHUAWEI`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawClusterIndirectHUAWEI {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawClusterIndirectHUAWEI {
    const ID: u32 = 75;
}
const _: () = assert!(size_of::<CmdDrawClusterIndirectHUAWEI>() == 24);

/// Arguments of `vkCmdDrawIndexed`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawIndexed {
    pub command_buffer: vk::CommandBuffer,
    pub index_count: u32,
    pub instance_count: u32,
    pub first_index: u32,
    pub vertex_offset: i32,
    pub first_instance: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawIndexed {
    const ID: u32 = 76;
}
const _: () = assert!(size_of::<CmdDrawIndexed>() == 32);

/// Arguments of `vkCmdDrawIndexedIndirect`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawIndexedIndirect {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawIndexedIndirect {
    const ID: u32 = 77;
}
const _: () = assert!(size_of::<CmdDrawIndexedIndirect>() == 32);

/// Arguments of `vkCmdDrawIndexedIndirectCount`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawIndexedIndirectCount {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub count_buffer: vk::Buffer,
    pub count_buffer_offset: vk::DeviceSize,
    pub max_draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawIndexedIndirectCount {
    const ID: u32 = 78;
}
const _: () = assert!(size_of::<CmdDrawIndexedIndirectCount>() == 48);

/// Arguments of `vkCmdDrawIndirect`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawIndirect {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawIndirect {
    const ID: u32 = 79;
}
const _: () = assert!(size_of::<CmdDrawIndirect>() == 32);

/// Arguments of `vkCmdDrawIndirectByteCountEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawIndirectByteCountEXT {
    pub command_buffer: vk::CommandBuffer,
    pub instance_count: u32,
    pub first_instance: u32,
    pub counter_buffer: vk::Buffer,
    pub counter_buffer_offset: vk::DeviceSize,
    pub counter_offset: u32,
    pub vertex_stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawIndirectByteCountEXT {
    const ID: u32 = 80;
}
const _: () = assert!(size_of::<CmdDrawIndirectByteCountEXT>() == 40);

/// Arguments of `vkCmdDrawIndirectCount`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawIndirectCount {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub count_buffer: vk::Buffer,
    pub count_buffer_offset: vk::DeviceSize,
    pub max_draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawIndirectCount {
    const ID: u32 = 81;
}
const _: () = assert!(size_of::<CmdDrawIndirectCount>() == 48);

/// Arguments of `vkCmdDrawMeshTasksEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMeshTasksEXT {
    pub command_buffer: vk::CommandBuffer,
    pub group_count_x: u32,
    pub group_count_y: u32,
    pub group_count_z: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMeshTasksEXT {
    const ID: u32 = 82;
}
const _: () = assert!(size_of::<CmdDrawMeshTasksEXT>() == 24);

/// Arguments of `vkCmdDrawMeshTasksIndirectCountEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMeshTasksIndirectCountEXT {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub count_buffer: vk::Buffer,
    pub count_buffer_offset: vk::DeviceSize,
    pub max_draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMeshTasksIndirectCountEXT {
    const ID: u32 = 83;
}
const _: () = assert!(size_of::<CmdDrawMeshTasksIndirectCountEXT>() == 48);

/// Arguments of `vkCmdDrawMeshTasksIndirectCountNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMeshTasksIndirectCountNV {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub count_buffer: vk::Buffer,
    pub count_buffer_offset: vk::DeviceSize,
    pub max_draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMeshTasksIndirectCountNV {
    const ID: u32 = 84;
}
const _: () = assert!(size_of::<CmdDrawMeshTasksIndirectCountNV>() == 48);

/// Arguments of `vkCmdDrawMeshTasksIndirectEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMeshTasksIndirectEXT {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMeshTasksIndirectEXT {
    const ID: u32 = 85;
}
const _: () = assert!(size_of::<CmdDrawMeshTasksIndirectEXT>() == 32);

/// Arguments of `vkCmdDrawMeshTasksIndirectNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMeshTasksIndirectNV {
    pub command_buffer: vk::CommandBuffer,
    pub buffer: vk::Buffer,
    pub offset: vk::DeviceSize,
    pub draw_count: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMeshTasksIndirectNV {
    const ID: u32 = 86;
}
const _: () = assert!(size_of::<CmdDrawMeshTasksIndirectNV>() == 32);

/// Arguments of `vkCmdDrawMeshTasksNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMeshTasksNV {
    pub command_buffer: vk::CommandBuffer,
    pub task_count: u32,
    pub first_task: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMeshTasksNV {
    const ID: u32 = 87;
}
const _: () = assert!(size_of::<CmdDrawMeshTasksNV>() == 16);

/// Arguments of `vkCmdDrawMultiEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMultiEXT {
    pub command_buffer: vk::CommandBuffer,
    pub draw_count: u32,
    pub p_vertex_info: *const vk::MultiDrawInfoEXT,
    pub instance_count: u32,
    pub first_instance: u32,
    pub stride: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMultiEXT {
    const ID: u32 = 88;
}
const _: () = assert!(size_of::<CmdDrawMultiEXT>() == 40);

/// Arguments of `vkCmdDrawMultiIndexedEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdDrawMultiIndexedEXT {
    pub command_buffer: vk::CommandBuffer,
    pub draw_count: u32,
    pub p_index_info: *const vk::MultiDrawIndexedInfoEXT,
    pub instance_count: u32,
    pub first_instance: u32,
    pub stride: u32,
    pub p_vertex_offset: *const i32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdDrawMultiIndexedEXT {
    const ID: u32 = 89;
}
const _: () = assert!(size_of::<CmdDrawMultiIndexedEXT>() == 48);

/// Arguments of `vkCmdEndConditionalRenderingEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndConditionalRenderingEXT {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndConditionalRenderingEXT {
    const ID: u32 = 90;
}
const _: () = assert!(size_of::<CmdEndConditionalRenderingEXT>() == 8);

/// Arguments of `vkCmdEndDebugUtilsLabelEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndDebugUtilsLabelEXT {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndDebugUtilsLabelEXT {
    const ID: u32 = 91;
}
const _: () = assert!(size_of::<CmdEndDebugUtilsLabelEXT>() == 8);

/// Arguments of `vkCmdEndQuery`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndQuery {
    pub command_buffer: vk::CommandBuffer,
    pub query_pool: vk::QueryPool,
    pub query: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndQuery {
    const ID: u32 = 92;
}
const _: () = assert!(size_of::<CmdEndQuery>() == 24);

/// Arguments of `vkCmdEndQueryIndexedEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndQueryIndexedEXT {
    pub command_buffer: vk::CommandBuffer,
    pub query_pool: vk::QueryPool,
    pub query: u32,
    pub index: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndQueryIndexedEXT {
    const ID: u32 = 93;
}
const _: () = assert!(size_of::<CmdEndQueryIndexedEXT>() == 24);

/// Arguments of `vkCmdEndRenderPass`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndRenderPass {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndRenderPass {
    const ID: u32 = 94;
}
const _: () = assert!(size_of::<CmdEndRenderPass>() == 8);

/// Arguments of `vkCmdEndRenderPass2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndRenderPass2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_subpass_end_info: *const vk::SubpassEndInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndRenderPass2 {
    const ID: u32 = 95;
}
const _: () = assert!(size_of::<CmdEndRenderPass2>() == 16);

/// Arguments of `vkCmdEndRendering`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndRendering {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndRendering {
    const ID: u32 = 96;
}
const _: () = assert!(size_of::<CmdEndRendering>() == 8);

/// Arguments of `vkCmdEndTransformFeedbackEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdEndTransformFeedbackEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_counter_buffer: u32,
    pub counter_buffer_count: u32,
    pub p_counter_buffers: *const vk::Buffer,
    pub p_counter_buffer_offsets: *const vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdEndTransformFeedbackEXT {
    const ID: u32 = 97;
}
const _: () = assert!(size_of::<CmdEndTransformFeedbackEXT>() == 32);

/// Arguments of `vkCmdExecuteCommands`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdExecuteCommands {
    pub command_buffer: vk::CommandBuffer,
    pub command_buffer_count: u32,
    pub p_command_buffers: *const vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdExecuteCommands {
    const ID: u32 = 98;
}
const _: () = assert!(size_of::<CmdExecuteCommands>() == 24);

/// Arguments of `vkCmdExecuteGeneratedCommandsNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdExecuteGeneratedCommandsNV {
    pub command_buffer: vk::CommandBuffer,
    pub is_preprocessed: vk::Bool32,
    pub p_generated_commands_info: *const vk::GeneratedCommandsInfoNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdExecuteGeneratedCommandsNV {
    const ID: u32 = 99;
}
const _: () = assert!(size_of::<CmdExecuteGeneratedCommandsNV>() == 24);

/// Arguments of `vkCmdFillBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdFillBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub dst_buffer: vk::Buffer,
    pub dst_offset: vk::DeviceSize,
    pub size: vk::DeviceSize,
    pub data: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdFillBuffer {
    const ID: u32 = 100;
}
const _: () = assert!(size_of::<CmdFillBuffer>() == 40);

/// Arguments of `vkCmdInsertDebugUtilsLabelEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdInsertDebugUtilsLabelEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdInsertDebugUtilsLabelEXT {
    const ID: u32 = 101;
}
const _: () = assert!(size_of::<CmdInsertDebugUtilsLabelEXT>() == 16);

/// Arguments of `vkCmdNextSubpass`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdNextSubpass {
    pub command_buffer: vk::CommandBuffer,
    pub contents: vk::SubpassContents,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdNextSubpass {
    const ID: u32 = 102;
}
const _: () = assert!(size_of::<CmdNextSubpass>() == 16);

/// Arguments of `vkCmdNextSubpass2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdNextSubpass2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_subpass_begin_info: *const vk::SubpassBeginInfo<'static>,
    pub p_subpass_end_info: *const vk::SubpassEndInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdNextSubpass2 {
    const ID: u32 = 103;
}
const _: () = assert!(size_of::<CmdNextSubpass2>() == 24);

/// Arguments of `vkCmdOpticalFlowExecuteNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdOpticalFlowExecuteNV {
    pub command_buffer: vk::CommandBuffer,
    pub session: vk::OpticalFlowSessionNV,
    pub p_execute_info: *const vk::OpticalFlowExecuteInfoNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdOpticalFlowExecuteNV {
    const ID: u32 = 104;
}
const _: () = assert!(size_of::<CmdOpticalFlowExecuteNV>() == 24);

/// Arguments of `vkCmdPipelineBarrier`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdPipelineBarrier {
    pub command_buffer: vk::CommandBuffer,
    pub src_stage_mask: vk::PipelineStageFlags,
    pub dst_stage_mask: vk::PipelineStageFlags,
    pub dependency_flags: vk::DependencyFlags,
    pub memory_barrier_count: u32,
    pub p_memory_barriers: *const vk::MemoryBarrier<'static>,
    pub buffer_memory_barrier_count: u32,
    pub p_buffer_memory_barriers: *const vk::BufferMemoryBarrier<'static>,
    pub image_memory_barrier_count: u32,
    pub p_image_memory_barriers: *const vk::ImageMemoryBarrier<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdPipelineBarrier {
    const ID: u32 = 105;
}
const _: () = assert!(size_of::<CmdPipelineBarrier>() == 64);

/// Arguments of `vkCmdPipelineBarrier2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdPipelineBarrier2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_dependency_info: *const vk::DependencyInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdPipelineBarrier2 {
    const ID: u32 = 106;
}
const _: () = assert!(size_of::<CmdPipelineBarrier2>() == 16);

/// Arguments of `vkCmdPreprocessGeneratedCommandsNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdPreprocessGeneratedCommandsNV {
    pub command_buffer: vk::CommandBuffer,
    pub p_generated_commands_info: *const vk::GeneratedCommandsInfoNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdPreprocessGeneratedCommandsNV {
    const ID: u32 = 107;
}
const _: () = assert!(size_of::<CmdPreprocessGeneratedCommandsNV>() == 16);

/// Arguments of `vkCmdPushConstants`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdPushConstants {
    pub command_buffer: vk::CommandBuffer,
    pub layout: vk::PipelineLayout,
    pub stage_flags: vk::ShaderStageFlags,
    pub offset: u32,
    pub size: u32,
    pub p_values: *const c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdPushConstants {
    const ID: u32 = 108;
}
const _: () = assert!(size_of::<CmdPushConstants>() == 40);

/// Arguments of `vkCmdPushDescriptorSetKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdPushDescriptorSetKHR {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_bind_point: vk::PipelineBindPoint,
    pub layout: vk::PipelineLayout,
    pub set: u32,
    pub descriptor_write_count: u32,
    pub p_descriptor_writes: *const vk::WriteDescriptorSet<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdPushDescriptorSetKHR {
    const ID: u32 = 109;
}
const _: () = assert!(size_of::<CmdPushDescriptorSetKHR>() == 40);

/// Arguments of `vkCmdPushDescriptorSetWithTemplateKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdPushDescriptorSetWithTemplateKHR {
    pub command_buffer: vk::CommandBuffer,
    pub descriptor_update_template: vk::DescriptorUpdateTemplate,
    pub layout: vk::PipelineLayout,
    pub set: u32,
    pub p_data: *const c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdPushDescriptorSetWithTemplateKHR {
    const ID: u32 = 110;
}
const _: () = assert!(size_of::<CmdPushDescriptorSetWithTemplateKHR>() == 40);

/// Arguments of `vkCmdResetEvent`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdResetEvent {
    pub command_buffer: vk::CommandBuffer,
    pub event: vk::Event,
    pub stage_mask: vk::PipelineStageFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdResetEvent {
    const ID: u32 = 111;
}
const _: () = assert!(size_of::<CmdResetEvent>() == 24);

/// Arguments of `vkCmdResetEvent2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdResetEvent2 {
    pub command_buffer: vk::CommandBuffer,
    pub event: vk::Event,
    pub stage_mask: vk::PipelineStageFlags2,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdResetEvent2 {
    const ID: u32 = 112;
}
const _: () = assert!(size_of::<CmdResetEvent2>() == 24);

/// Arguments of `vkCmdResetQueryPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdResetQueryPool {
    pub command_buffer: vk::CommandBuffer,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
    pub query_count: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdResetQueryPool {
    const ID: u32 = 113;
}
const _: () = assert!(size_of::<CmdResetQueryPool>() == 24);

/// Arguments of `vkCmdResolveImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdResolveImage {
    pub command_buffer: vk::CommandBuffer,
    pub src_image: vk::Image,
    pub src_image_layout: vk::ImageLayout,
    pub dst_image: vk::Image,
    pub dst_image_layout: vk::ImageLayout,
    pub region_count: u32,
    pub p_regions: *const vk::ImageResolve,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdResolveImage {
    const ID: u32 = 114;
}
const _: () = assert!(size_of::<CmdResolveImage>() == 48);

/// Arguments of `vkCmdResolveImage2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdResolveImage2 {
    pub command_buffer: vk::CommandBuffer,
    pub p_resolve_image_info: *const vk::ResolveImageInfo2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdResolveImage2 {
    const ID: u32 = 115;
}
const _: () = assert!(size_of::<CmdResolveImage2>() == 16);

/// Arguments of `vkCmdSetAlphaToCoverageEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetAlphaToCoverageEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub alpha_to_coverage_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetAlphaToCoverageEnableEXT {
    const ID: u32 = 116;
}
const _: () = assert!(size_of::<CmdSetAlphaToCoverageEnableEXT>() == 16);

/// Arguments of `vkCmdSetAlphaToOneEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetAlphaToOneEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub alpha_to_one_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetAlphaToOneEnableEXT {
    const ID: u32 = 117;
}
const _: () = assert!(size_of::<CmdSetAlphaToOneEnableEXT>() == 16);

/// Arguments of `vkCmdSetBlendConstants`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetBlendConstants {
    pub command_buffer: vk::CommandBuffer,
    pub blend_constants: *const [f32; 4],
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetBlendConstants {
    const ID: u32 = 118;
}
const _: () = assert!(size_of::<CmdSetBlendConstants>() == 16);

/// Arguments of `vkCmdSetCheckpointNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCheckpointNV {
    pub command_buffer: vk::CommandBuffer,
    pub p_checkpoint_marker: *const c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCheckpointNV {
    const ID: u32 = 119;
}
const _: () = assert!(size_of::<CmdSetCheckpointNV>() == 16);

/// Arguments of `vkCmdSetCoarseSampleOrderNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoarseSampleOrderNV {
    pub command_buffer: vk::CommandBuffer,
    pub sample_order_type: vk::CoarseSampleOrderTypeNV,
    pub custom_sample_order_count: u32,
    pub p_custom_sample_orders: *const vk::CoarseSampleOrderCustomNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoarseSampleOrderNV {
    const ID: u32 = 120;
}
const _: () = assert!(size_of::<CmdSetCoarseSampleOrderNV>() == 24);

/// Arguments of `vkCmdSetColorBlendAdvancedEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetColorBlendAdvancedEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_attachment: u32,
    pub attachment_count: u32,
    pub p_color_blend_advanced: *const vk::ColorBlendAdvancedEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetColorBlendAdvancedEXT {
    const ID: u32 = 121;
}
const _: () = assert!(size_of::<CmdSetColorBlendAdvancedEXT>() == 24);

/// Arguments of `vkCmdSetColorBlendEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetColorBlendEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_attachment: u32,
    pub attachment_count: u32,
    pub p_color_blend_enables: *const vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetColorBlendEnableEXT {
    const ID: u32 = 122;
}
const _: () = assert!(size_of::<CmdSetColorBlendEnableEXT>() == 24);

/// Arguments of `vkCmdSetColorBlendEquationEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetColorBlendEquationEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_attachment: u32,
    pub attachment_count: u32,
    pub p_color_blend_equations: *const vk::ColorBlendEquationEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetColorBlendEquationEXT {
    const ID: u32 = 123;
}
const _: () = assert!(size_of::<CmdSetColorBlendEquationEXT>() == 24);

/// Arguments of `vkCmdSetColorWriteEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetColorWriteEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub attachment_count: u32,
    pub p_color_write_enables: *const vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetColorWriteEnableEXT {
    const ID: u32 = 124;
}
const _: () = assert!(size_of::<CmdSetColorWriteEnableEXT>() == 24);

/// Arguments of `vkCmdSetColorWriteMaskEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetColorWriteMaskEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_attachment: u32,
    pub attachment_count: u32,
    pub p_color_write_masks: *const vk::ColorComponentFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetColorWriteMaskEXT {
    const ID: u32 = 125;
}
const _: () = assert!(size_of::<CmdSetColorWriteMaskEXT>() == 24);

/// Arguments of `vkCmdSetConservativeRasterizationModeEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetConservativeRasterizationModeEXT {
    pub command_buffer: vk::CommandBuffer,
    pub conservative_rasterization_mode: vk::ConservativeRasterizationModeEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetConservativeRasterizationModeEXT {
    const ID: u32 = 126;
}
const _: () = assert!(size_of::<CmdSetConservativeRasterizationModeEXT>() == 16);

/// Arguments of `vkCmdSetCoverageModulationModeNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoverageModulationModeNV {
    pub command_buffer: vk::CommandBuffer,
    pub coverage_modulation_mode: vk::CoverageModulationModeNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoverageModulationModeNV {
    const ID: u32 = 127;
}
const _: () = assert!(size_of::<CmdSetCoverageModulationModeNV>() == 16);

/// Arguments of `vkCmdSetCoverageModulationTableEnableNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoverageModulationTableEnableNV {
    pub command_buffer: vk::CommandBuffer,
    pub coverage_modulation_table_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoverageModulationTableEnableNV {
    const ID: u32 = 128;
}
const _: () = assert!(size_of::<CmdSetCoverageModulationTableEnableNV>() == 16);

/// Arguments of `vkCmdSetCoverageModulationTableNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoverageModulationTableNV {
    pub command_buffer: vk::CommandBuffer,
    pub coverage_modulation_table_count: u32,
    pub p_coverage_modulation_table: *const f32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoverageModulationTableNV {
    const ID: u32 = 129;
}
const _: () = assert!(size_of::<CmdSetCoverageModulationTableNV>() == 24);

/// Arguments of `vkCmdSetCoverageReductionModeNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoverageReductionModeNV {
    pub command_buffer: vk::CommandBuffer,
    pub coverage_reduction_mode: vk::CoverageReductionModeNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoverageReductionModeNV {
    const ID: u32 = 130;
}
const _: () = assert!(size_of::<CmdSetCoverageReductionModeNV>() == 16);

/// Arguments of `vkCmdSetCoverageToColorEnableNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoverageToColorEnableNV {
    pub command_buffer: vk::CommandBuffer,
    pub coverage_to_color_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoverageToColorEnableNV {
    const ID: u32 = 131;
}
const _: () = assert!(size_of::<CmdSetCoverageToColorEnableNV>() == 16);

/// Arguments of `vkCmdSetCoverageToColorLocationNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCoverageToColorLocationNV {
    pub command_buffer: vk::CommandBuffer,
    pub coverage_to_color_location: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCoverageToColorLocationNV {
    const ID: u32 = 132;
}
const _: () = assert!(size_of::<CmdSetCoverageToColorLocationNV>() == 16);

/// Arguments of `vkCmdSetCullMode`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetCullMode {
    pub command_buffer: vk::CommandBuffer,
    pub cull_mode: vk::CullModeFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetCullMode {
    const ID: u32 = 133;
}
const _: () = assert!(size_of::<CmdSetCullMode>() == 16);

/// Arguments of `vkCmdSetDepthBias`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthBias {
    pub command_buffer: vk::CommandBuffer,
    pub depth_bias_constant_factor: f32,
    pub depth_bias_clamp: f32,
    pub depth_bias_slope_factor: f32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthBias {
    const ID: u32 = 134;
}
const _: () = assert!(size_of::<CmdSetDepthBias>() == 24);

/// Arguments of `vkCmdSetDepthBiasEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthBiasEnable {
    pub command_buffer: vk::CommandBuffer,
    pub depth_bias_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthBiasEnable {
    const ID: u32 = 135;
}
const _: () = assert!(size_of::<CmdSetDepthBiasEnable>() == 16);

/// Arguments of `vkCmdSetDepthBounds`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthBounds {
    pub command_buffer: vk::CommandBuffer,
    pub min_depth_bounds: f32,
    pub max_depth_bounds: f32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthBounds {
    const ID: u32 = 136;
}
const _: () = assert!(size_of::<CmdSetDepthBounds>() == 16);

/// Arguments of `vkCmdSetDepthBoundsTestEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthBoundsTestEnable {
    pub command_buffer: vk::CommandBuffer,
    pub depth_bounds_test_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthBoundsTestEnable {
    const ID: u32 = 137;
}
const _: () = assert!(size_of::<CmdSetDepthBoundsTestEnable>() == 16);

/// Arguments of `vkCmdSetDepthClampEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthClampEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub depth_clamp_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthClampEnableEXT {
    const ID: u32 = 138;
}
const _: () = assert!(size_of::<CmdSetDepthClampEnableEXT>() == 16);

/// Arguments of `vkCmdSetDepthClipEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthClipEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub depth_clip_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthClipEnableEXT {
    const ID: u32 = 139;
}
const _: () = assert!(size_of::<CmdSetDepthClipEnableEXT>() == 16);

/// Arguments of `vkCmdSetDepthClipNegativeOneToOneEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthClipNegativeOneToOneEXT {
    pub command_buffer: vk::CommandBuffer,
    pub negative_one_to_one: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthClipNegativeOneToOneEXT {
    const ID: u32 = 140;
}
const _: () = assert!(size_of::<CmdSetDepthClipNegativeOneToOneEXT>() == 16);

/// Arguments of `vkCmdSetDepthCompareOp`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthCompareOp {
    pub command_buffer: vk::CommandBuffer,
    pub depth_compare_op: vk::CompareOp,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthCompareOp {
    const ID: u32 = 141;
}
const _: () = assert!(size_of::<CmdSetDepthCompareOp>() == 16);

/// Arguments of `vkCmdSetDepthTestEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthTestEnable {
    pub command_buffer: vk::CommandBuffer,
    pub depth_test_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthTestEnable {
    const ID: u32 = 142;
}
const _: () = assert!(size_of::<CmdSetDepthTestEnable>() == 16);

/// Arguments of `vkCmdSetDepthWriteEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDepthWriteEnable {
    pub command_buffer: vk::CommandBuffer,
    pub depth_write_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDepthWriteEnable {
    const ID: u32 = 143;
}
const _: () = assert!(size_of::<CmdSetDepthWriteEnable>() == 16);

/// Arguments of `vkCmdSetDescriptorBufferOffsetsEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDescriptorBufferOffsetsEXT {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_bind_point: vk::PipelineBindPoint,
    pub layout: vk::PipelineLayout,
    pub first_set: u32,
    pub set_count: u32,
    pub p_buffer_indices: *const u32,
    pub p_offsets: *const vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDescriptorBufferOffsetsEXT {
    const ID: u32 = 144;
}
const _: () = assert!(size_of::<CmdSetDescriptorBufferOffsetsEXT>() == 48);

/// Arguments of `vkCmdSetDeviceMask`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDeviceMask {
    pub command_buffer: vk::CommandBuffer,
    pub device_mask: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDeviceMask {
    const ID: u32 = 145;
}
const _: () = assert!(size_of::<CmdSetDeviceMask>() == 16);

/// Arguments of `vkCmdSetDiscardRectangleEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetDiscardRectangleEXT {
    pub command_buffer: vk::CommandBuffer,
    pub first_discard_rectangle: u32,
    pub discard_rectangle_count: u32,
    pub p_discard_rectangles: *const vk::Rect2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetDiscardRectangleEXT {
    const ID: u32 = 146;
}
const _: () = assert!(size_of::<CmdSetDiscardRectangleEXT>() == 24);

/// Arguments of `vkCmdSetEvent`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetEvent {
    pub command_buffer: vk::CommandBuffer,
    pub event: vk::Event,
    pub stage_mask: vk::PipelineStageFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetEvent {
    const ID: u32 = 147;
}
const _: () = assert!(size_of::<CmdSetEvent>() == 24);

/// Arguments of `vkCmdSetEvent2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetEvent2 {
    pub command_buffer: vk::CommandBuffer,
    pub event: vk::Event,
    pub p_dependency_info: *const vk::DependencyInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetEvent2 {
    const ID: u32 = 148;
}
const _: () = assert!(size_of::<CmdSetEvent2>() == 24);

/// Arguments of `vkCmdSetExclusiveScissorNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetExclusiveScissorNV {
    pub command_buffer: vk::CommandBuffer,
    pub first_exclusive_scissor: u32,
    pub exclusive_scissor_count: u32,
    pub p_exclusive_scissors: *const vk::Rect2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetExclusiveScissorNV {
    const ID: u32 = 149;
}
const _: () = assert!(size_of::<CmdSetExclusiveScissorNV>() == 24);

/// Arguments of `vkCmdSetExtraPrimitiveOverestimationSizeEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetExtraPrimitiveOverestimationSizeEXT {
    pub command_buffer: vk::CommandBuffer,
    pub extra_primitive_overestimation_size: f32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetExtraPrimitiveOverestimationSizeEXT {
    const ID: u32 = 150;
}
const _: () = assert!(size_of::<CmdSetExtraPrimitiveOverestimationSizeEXT>() == 16);

/// Arguments of `vkCmdSetFragmentShadingRateEnumNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetFragmentShadingRateEnumNV {
    pub command_buffer: vk::CommandBuffer,
    pub shading_rate: vk::FragmentShadingRateNV,
    pub combiner_ops: *const [vk::FragmentShadingRateCombinerOpKHR; 2],
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetFragmentShadingRateEnumNV {
    const ID: u32 = 151;
}
const _: () = assert!(size_of::<CmdSetFragmentShadingRateEnumNV>() == 24);

/// Arguments of `vkCmdSetFragmentShadingRateKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetFragmentShadingRateKHR {
    pub command_buffer: vk::CommandBuffer,
    pub p_fragment_size: *const vk::Extent2D,
    pub combiner_ops: *const [vk::FragmentShadingRateCombinerOpKHR; 2],
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetFragmentShadingRateKHR {
    const ID: u32 = 152;
}
const _: () = assert!(size_of::<CmdSetFragmentShadingRateKHR>() == 24);

/// Arguments of `vkCmdSetFrontFace`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetFrontFace {
    pub command_buffer: vk::CommandBuffer,
    pub front_face: vk::FrontFace,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetFrontFace {
    const ID: u32 = 153;
}
const _: () = assert!(size_of::<CmdSetFrontFace>() == 16);

/// Arguments of `vkCmdSetLineRasterizationModeEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetLineRasterizationModeEXT {
    pub command_buffer: vk::CommandBuffer,
    pub line_rasterization_mode: vk::LineRasterizationModeEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetLineRasterizationModeEXT {
    const ID: u32 = 154;
}
const _: () = assert!(size_of::<CmdSetLineRasterizationModeEXT>() == 16);

/// Arguments of `vkCmdSetLineStippleEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetLineStippleEXT {
    pub command_buffer: vk::CommandBuffer,
    pub line_stipple_factor: u32,
    pub line_stipple_pattern: u16,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetLineStippleEXT {
    const ID: u32 = 155;
}
const _: () = assert!(size_of::<CmdSetLineStippleEXT>() == 16);

/// Arguments of `vkCmdSetLineStippleEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetLineStippleEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub stippled_line_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetLineStippleEnableEXT {
    const ID: u32 = 156;
}
const _: () = assert!(size_of::<CmdSetLineStippleEnableEXT>() == 16);

/// Arguments of `vkCmdSetLineWidth`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetLineWidth {
    pub command_buffer: vk::CommandBuffer,
    pub line_width: f32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetLineWidth {
    const ID: u32 = 157;
}
const _: () = assert!(size_of::<CmdSetLineWidth>() == 16);

/// Arguments of `vkCmdSetLogicOpEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetLogicOpEXT {
    pub command_buffer: vk::CommandBuffer,
    pub logic_op: vk::LogicOp,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetLogicOpEXT {
    const ID: u32 = 158;
}
const _: () = assert!(size_of::<CmdSetLogicOpEXT>() == 16);

/// Arguments of `vkCmdSetLogicOpEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetLogicOpEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub logic_op_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetLogicOpEnableEXT {
    const ID: u32 = 159;
}
const _: () = assert!(size_of::<CmdSetLogicOpEnableEXT>() == 16);

/// Arguments of `vkCmdSetPatchControlPointsEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPatchControlPointsEXT {
    pub command_buffer: vk::CommandBuffer,
    pub patch_control_points: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPatchControlPointsEXT {
    const ID: u32 = 160;
}
const _: () = assert!(size_of::<CmdSetPatchControlPointsEXT>() == 16);

/// Arguments of `vkCmdSetPerformanceMarkerINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPerformanceMarkerINTEL {
    pub command_buffer: vk::CommandBuffer,
    pub p_marker_info: *const vk::PerformanceMarkerInfoINTEL<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPerformanceMarkerINTEL {
    const ID: u32 = 161;
}
const _: () = assert!(size_of::<CmdSetPerformanceMarkerINTEL>() == 16);

/// Arguments of `vkCmdSetPerformanceOverrideINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPerformanceOverrideINTEL {
    pub command_buffer: vk::CommandBuffer,
    pub p_override_info: *const vk::PerformanceOverrideInfoINTEL<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPerformanceOverrideINTEL {
    const ID: u32 = 162;
}
const _: () = assert!(size_of::<CmdSetPerformanceOverrideINTEL>() == 16);

/// Arguments of `vkCmdSetPerformanceStreamMarkerINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPerformanceStreamMarkerINTEL {
    pub command_buffer: vk::CommandBuffer,
    pub p_marker_info: *const vk::PerformanceStreamMarkerInfoINTEL<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPerformanceStreamMarkerINTEL {
    const ID: u32 = 163;
}
const _: () = assert!(size_of::<CmdSetPerformanceStreamMarkerINTEL>() == 16);

/// Arguments of `vkCmdSetPolygonModeEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPolygonModeEXT {
    pub command_buffer: vk::CommandBuffer,
    pub polygon_mode: vk::PolygonMode,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPolygonModeEXT {
    const ID: u32 = 164;
}
const _: () = assert!(size_of::<CmdSetPolygonModeEXT>() == 16);

/// Arguments of `vkCmdSetPrimitiveRestartEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPrimitiveRestartEnable {
    pub command_buffer: vk::CommandBuffer,
    pub primitive_restart_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPrimitiveRestartEnable {
    const ID: u32 = 165;
}
const _: () = assert!(size_of::<CmdSetPrimitiveRestartEnable>() == 16);

/// Arguments of `vkCmdSetPrimitiveTopology`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetPrimitiveTopology {
    pub command_buffer: vk::CommandBuffer,
    pub primitive_topology: vk::PrimitiveTopology,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetPrimitiveTopology {
    const ID: u32 = 166;
}
const _: () = assert!(size_of::<CmdSetPrimitiveTopology>() == 16);

/// Arguments of `vkCmdSetProvokingVertexModeEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetProvokingVertexModeEXT {
    pub command_buffer: vk::CommandBuffer,
    pub provoking_vertex_mode: vk::ProvokingVertexModeEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetProvokingVertexModeEXT {
    const ID: u32 = 167;
}
const _: () = assert!(size_of::<CmdSetProvokingVertexModeEXT>() == 16);

/// Arguments of `vkCmdSetRasterizationSamplesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetRasterizationSamplesEXT {
    pub command_buffer: vk::CommandBuffer,
    pub rasterization_samples: vk::SampleCountFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetRasterizationSamplesEXT {
    const ID: u32 = 168;
}
const _: () = assert!(size_of::<CmdSetRasterizationSamplesEXT>() == 16);

/// Arguments of `vkCmdSetRasterizationStreamEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetRasterizationStreamEXT {
    pub command_buffer: vk::CommandBuffer,
    pub rasterization_stream: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetRasterizationStreamEXT {
    const ID: u32 = 169;
}
const _: () = assert!(size_of::<CmdSetRasterizationStreamEXT>() == 16);

/// Arguments of `vkCmdSetRasterizerDiscardEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetRasterizerDiscardEnable {
    pub command_buffer: vk::CommandBuffer,
    pub rasterizer_discard_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetRasterizerDiscardEnable {
    const ID: u32 = 170;
}
const _: () = assert!(size_of::<CmdSetRasterizerDiscardEnable>() == 16);

/// Arguments of `vkCmdSetRayTracingPipelineStackSizeKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetRayTracingPipelineStackSizeKHR {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_stack_size: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetRayTracingPipelineStackSizeKHR {
    const ID: u32 = 171;
}
const _: () = assert!(size_of::<CmdSetRayTracingPipelineStackSizeKHR>() == 16);

/// Arguments of `vkCmdSetRepresentativeFragmentTestEnableNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetRepresentativeFragmentTestEnableNV {
    pub command_buffer: vk::CommandBuffer,
    pub representative_fragment_test_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetRepresentativeFragmentTestEnableNV {
    const ID: u32 = 172;
}
const _: () = assert!(size_of::<CmdSetRepresentativeFragmentTestEnableNV>() == 16);

/// Arguments of `vkCmdSetSampleLocationsEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetSampleLocationsEXT {
    pub command_buffer: vk::CommandBuffer,
    pub p_sample_locations_info: *const vk::SampleLocationsInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetSampleLocationsEXT {
    const ID: u32 = 173;
}
const _: () = assert!(size_of::<CmdSetSampleLocationsEXT>() == 16);

/// Arguments of `vkCmdSetSampleLocationsEnableEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetSampleLocationsEnableEXT {
    pub command_buffer: vk::CommandBuffer,
    pub sample_locations_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetSampleLocationsEnableEXT {
    const ID: u32 = 174;
}
const _: () = assert!(size_of::<CmdSetSampleLocationsEnableEXT>() == 16);

/// Arguments of `vkCmdSetSampleMaskEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetSampleMaskEXT {
    pub command_buffer: vk::CommandBuffer,
    pub samples: vk::SampleCountFlags,
    pub p_sample_mask: *const vk::SampleMask,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetSampleMaskEXT {
    const ID: u32 = 175;
}
const _: () = assert!(size_of::<CmdSetSampleMaskEXT>() == 24);

/// Arguments of `vkCmdSetScissor`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetScissor {
    pub command_buffer: vk::CommandBuffer,
    pub first_scissor: u32,
    pub scissor_count: u32,
    pub p_scissors: *const vk::Rect2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetScissor {
    const ID: u32 = 176;
}
const _: () = assert!(size_of::<CmdSetScissor>() == 24);

/// Arguments of `vkCmdSetScissorWithCount`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetScissorWithCount {
    pub command_buffer: vk::CommandBuffer,
    pub scissor_count: u32,
    pub p_scissors: *const vk::Rect2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetScissorWithCount {
    const ID: u32 = 177;
}
const _: () = assert!(size_of::<CmdSetScissorWithCount>() == 24);

/// Arguments of `vkCmdSetShadingRateImageEnableNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetShadingRateImageEnableNV {
    pub command_buffer: vk::CommandBuffer,
    pub shading_rate_image_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetShadingRateImageEnableNV {
    const ID: u32 = 178;
}
const _: () = assert!(size_of::<CmdSetShadingRateImageEnableNV>() == 16);

/// Arguments of `vkCmdSetStencilCompareMask`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetStencilCompareMask {
    pub command_buffer: vk::CommandBuffer,
    pub face_mask: vk::StencilFaceFlags,
    pub compare_mask: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetStencilCompareMask {
    const ID: u32 = 179;
}
const _: () = assert!(size_of::<CmdSetStencilCompareMask>() == 16);

/// Arguments of `vkCmdSetStencilOp`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetStencilOp {
    pub command_buffer: vk::CommandBuffer,
    pub face_mask: vk::StencilFaceFlags,
    pub fail_op: vk::StencilOp,
    pub pass_op: vk::StencilOp,
    pub depth_fail_op: vk::StencilOp,
    pub compare_op: vk::CompareOp,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetStencilOp {
    const ID: u32 = 180;
}
const _: () = assert!(size_of::<CmdSetStencilOp>() == 32);

/// Arguments of `vkCmdSetStencilReference`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetStencilReference {
    pub command_buffer: vk::CommandBuffer,
    pub face_mask: vk::StencilFaceFlags,
    pub reference: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetStencilReference {
    const ID: u32 = 181;
}
const _: () = assert!(size_of::<CmdSetStencilReference>() == 16);

/// Arguments of `vkCmdSetStencilTestEnable`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetStencilTestEnable {
    pub command_buffer: vk::CommandBuffer,
    pub stencil_test_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetStencilTestEnable {
    const ID: u32 = 182;
}
const _: () = assert!(size_of::<CmdSetStencilTestEnable>() == 16);

/// Arguments of `vkCmdSetStencilWriteMask`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetStencilWriteMask {
    pub command_buffer: vk::CommandBuffer,
    pub face_mask: vk::StencilFaceFlags,
    pub write_mask: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetStencilWriteMask {
    const ID: u32 = 183;
}
const _: () = assert!(size_of::<CmdSetStencilWriteMask>() == 16);

/// Arguments of `vkCmdSetTessellationDomainOriginEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetTessellationDomainOriginEXT {
    pub command_buffer: vk::CommandBuffer,
    pub domain_origin: vk::TessellationDomainOrigin,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetTessellationDomainOriginEXT {
    const ID: u32 = 184;
}
const _: () = assert!(size_of::<CmdSetTessellationDomainOriginEXT>() == 16);

/// Arguments of `vkCmdSetVertexInputEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetVertexInputEXT {
    pub command_buffer: vk::CommandBuffer,
    pub vertex_binding_description_count: u32,
    pub p_vertex_binding_descriptions: *const vk::VertexInputBindingDescription2EXT<'static>,
    pub vertex_attribute_description_count: u32,
    pub p_vertex_attribute_descriptions: *const vk::VertexInputAttributeDescription2EXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetVertexInputEXT {
    const ID: u32 = 185;
}
const _: () = assert!(size_of::<CmdSetVertexInputEXT>() == 40);

/// Arguments of `vkCmdSetViewport`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetViewport {
    pub command_buffer: vk::CommandBuffer,
    pub first_viewport: u32,
    pub viewport_count: u32,
    pub p_viewports: *const vk::Viewport,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetViewport {
    const ID: u32 = 186;
}
const _: () = assert!(size_of::<CmdSetViewport>() == 24);

/// Arguments of `vkCmdSetViewportShadingRatePaletteNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetViewportShadingRatePaletteNV {
    pub command_buffer: vk::CommandBuffer,
    pub first_viewport: u32,
    pub viewport_count: u32,
    pub p_shading_rate_palettes: *const vk::ShadingRatePaletteNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetViewportShadingRatePaletteNV {
    const ID: u32 = 187;
}
const _: () = assert!(size_of::<CmdSetViewportShadingRatePaletteNV>() == 24);

/// Arguments of `vkCmdSetViewportSwizzleNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetViewportSwizzleNV {
    pub command_buffer: vk::CommandBuffer,
    pub first_viewport: u32,
    pub viewport_count: u32,
    pub p_viewport_swizzles: *const vk::ViewportSwizzleNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetViewportSwizzleNV {
    const ID: u32 = 188;
}
const _: () = assert!(size_of::<CmdSetViewportSwizzleNV>() == 24);

/// Arguments of `vkCmdSetViewportWScalingEnableNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetViewportWScalingEnableNV {
    pub command_buffer: vk::CommandBuffer,
    pub viewport_w_scaling_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetViewportWScalingEnableNV {
    const ID: u32 = 189;
}
const _: () = assert!(size_of::<CmdSetViewportWScalingEnableNV>() == 16);

/// Arguments of `vkCmdSetViewportWScalingNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetViewportWScalingNV {
    pub command_buffer: vk::CommandBuffer,
    pub first_viewport: u32,
    pub viewport_count: u32,
    pub p_viewport_w_scalings: *const vk::ViewportWScalingNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetViewportWScalingNV {
    const ID: u32 = 190;
}
const _: () = assert!(size_of::<CmdSetViewportWScalingNV>() == 24);

/// Arguments of `vkCmdSetViewportWithCount`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSetViewportWithCount {
    pub command_buffer: vk::CommandBuffer,
    pub viewport_count: u32,
    pub p_viewports: *const vk::Viewport,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSetViewportWithCount {
    const ID: u32 = 191;
}
const _: () = assert!(size_of::<CmdSetViewportWithCount>() == 24);

/// Arguments of `vkCmdSubpassShadingHUAWEI`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdSubpassShadingHUAWEI {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdSubpassShadingHUAWEI {
    const ID: u32 = 192;
}
const _: () = assert!(size_of::<CmdSubpassShadingHUAWEI>() == 8);

/// Arguments of `vkCmdTraceRaysIndirect2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdTraceRaysIndirect2KHR {
    pub command_buffer: vk::CommandBuffer,
    pub indirect_device_address: vk::DeviceAddress,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdTraceRaysIndirect2KHR {
    const ID: u32 = 193;
}
const _: () = assert!(size_of::<CmdTraceRaysIndirect2KHR>() == 16);

/// Arguments of `vkCmdTraceRaysIndirectKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdTraceRaysIndirectKHR {
    pub command_buffer: vk::CommandBuffer,
    pub p_raygen_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub p_miss_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub p_hit_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub p_callable_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub indirect_device_address: vk::DeviceAddress,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdTraceRaysIndirectKHR {
    const ID: u32 = 194;
}
const _: () = assert!(size_of::<CmdTraceRaysIndirectKHR>() == 48);

/// Arguments of `vkCmdTraceRaysKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdTraceRaysKHR {
    pub command_buffer: vk::CommandBuffer,
    pub p_raygen_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub p_miss_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub p_hit_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub p_callable_shader_binding_table: *const vk::StridedDeviceAddressRegionKHR,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdTraceRaysKHR {
    const ID: u32 = 195;
}
const _: () = assert!(size_of::<CmdTraceRaysKHR>() == 56);

/// Arguments of `vkCmdTraceRaysNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdTraceRaysNV {
    pub command_buffer: vk::CommandBuffer,
    pub raygen_shader_binding_table_buffer: vk::Buffer,
    pub raygen_shader_binding_offset: vk::DeviceSize,
    pub miss_shader_binding_table_buffer: vk::Buffer,
    pub miss_shader_binding_offset: vk::DeviceSize,
    pub miss_shader_binding_stride: vk::DeviceSize,
    pub hit_shader_binding_table_buffer: vk::Buffer,
    pub hit_shader_binding_offset: vk::DeviceSize,
    pub hit_shader_binding_stride: vk::DeviceSize,
    pub callable_shader_binding_table_buffer: vk::Buffer,
    pub callable_shader_binding_offset: vk::DeviceSize,
    pub callable_shader_binding_stride: vk::DeviceSize,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdTraceRaysNV {
    const ID: u32 = 196;
}
const _: () = assert!(size_of::<CmdTraceRaysNV>() == 112);

/// Arguments of `vkCmdUpdateBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdUpdateBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub dst_buffer: vk::Buffer,
    pub dst_offset: vk::DeviceSize,
    pub data_size: vk::DeviceSize,
    pub p_data: *const c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdUpdateBuffer {
    const ID: u32 = 197;
}
const _: () = assert!(size_of::<CmdUpdateBuffer>() == 40);

/// Arguments of `vkCmdWaitEvents`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWaitEvents {
    pub command_buffer: vk::CommandBuffer,
    pub event_count: u32,
    pub p_events: *const vk::Event,
    pub src_stage_mask: vk::PipelineStageFlags,
    pub dst_stage_mask: vk::PipelineStageFlags,
    pub memory_barrier_count: u32,
    pub p_memory_barriers: *const vk::MemoryBarrier<'static>,
    pub buffer_memory_barrier_count: u32,
    pub p_buffer_memory_barriers: *const vk::BufferMemoryBarrier<'static>,
    pub image_memory_barrier_count: u32,
    pub p_image_memory_barriers: *const vk::ImageMemoryBarrier<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWaitEvents {
    const ID: u32 = 198;
}
const _: () = assert!(size_of::<CmdWaitEvents>() == 80);

/// Arguments of `vkCmdWaitEvents2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWaitEvents2 {
    pub command_buffer: vk::CommandBuffer,
    pub event_count: u32,
    pub p_events: *const vk::Event,
    pub p_dependency_infos: *const vk::DependencyInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWaitEvents2 {
    const ID: u32 = 199;
}
const _: () = assert!(size_of::<CmdWaitEvents2>() == 32);

/// Arguments of `vkCmdWriteAccelerationStructuresPropertiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteAccelerationStructuresPropertiesKHR {
    pub command_buffer: vk::CommandBuffer,
    pub acceleration_structure_count: u32,
    pub p_acceleration_structures: *const vk::AccelerationStructureKHR,
    pub query_type: vk::QueryType,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteAccelerationStructuresPropertiesKHR {
    const ID: u32 = 200;
}
const _: () = assert!(size_of::<CmdWriteAccelerationStructuresPropertiesKHR>() == 48);

/// Arguments of `vkCmdWriteAccelerationStructuresPropertiesNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteAccelerationStructuresPropertiesNV {
    pub command_buffer: vk::CommandBuffer,
    pub acceleration_structure_count: u32,
    pub p_acceleration_structures: *const vk::AccelerationStructureNV,
    pub query_type: vk::QueryType,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteAccelerationStructuresPropertiesNV {
    const ID: u32 = 201;
}
const _: () = assert!(size_of::<CmdWriteAccelerationStructuresPropertiesNV>() == 48);

/// Arguments of `vkCmdWriteBufferMarker2AMD`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteBufferMarker2AMD {
    pub command_buffer: vk::CommandBuffer,
    pub stage: vk::PipelineStageFlags2,
    pub dst_buffer: vk::Buffer,
    pub dst_offset: vk::DeviceSize,
    pub marker: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteBufferMarker2AMD {
    const ID: u32 = 202;
}
const _: () = assert!(size_of::<CmdWriteBufferMarker2AMD>() == 40);

/// Arguments of `vkCmdWriteBufferMarkerAMD`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteBufferMarkerAMD {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_stage: vk::PipelineStageFlags,
    pub dst_buffer: vk::Buffer,
    pub dst_offset: vk::DeviceSize,
    pub marker: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteBufferMarkerAMD {
    const ID: u32 = 203;
}
const _: () = assert!(size_of::<CmdWriteBufferMarkerAMD>() == 40);

/// Arguments of `vkCmdWriteMicromapsPropertiesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteMicromapsPropertiesEXT {
    pub command_buffer: vk::CommandBuffer,
    pub micromap_count: u32,
    pub p_micromaps: *const vk::MicromapEXT,
    pub query_type: vk::QueryType,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteMicromapsPropertiesEXT {
    const ID: u32 = 204;
}
const _: () = assert!(size_of::<CmdWriteMicromapsPropertiesEXT>() == 48);

/// Arguments of `vkCmdWriteTimestamp`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteTimestamp {
    pub command_buffer: vk::CommandBuffer,
    pub pipeline_stage: vk::PipelineStageFlags,
    pub query_pool: vk::QueryPool,
    pub query: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteTimestamp {
    const ID: u32 = 205;
}
const _: () = assert!(size_of::<CmdWriteTimestamp>() == 32);

/// Arguments of `vkCmdWriteTimestamp2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CmdWriteTimestamp2 {
    pub command_buffer: vk::CommandBuffer,
    pub stage: vk::PipelineStageFlags2,
    pub query_pool: vk::QueryPool,
    pub query: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CmdWriteTimestamp2 {
    const ID: u32 = 206;
}
const _: () = assert!(size_of::<CmdWriteTimestamp2>() == 32);

/// Arguments of `vkCompileDeferredNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CompileDeferredNV {
    pub device: vk::Device,
    pub pipeline: vk::Pipeline,
    pub shader: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CompileDeferredNV {
    const ID: u32 = 207;
}
const _: () = assert!(size_of::<CompileDeferredNV>() == 24);

/// Arguments of `vkCreateAccelerationStructureKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateAccelerationStructureKHR {
    pub device: vk::Device,
    pub p_create_info: *const vk::AccelerationStructureCreateInfoKHR<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_acceleration_structure: *mut vk::AccelerationStructureKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateAccelerationStructureKHR {
    const ID: u32 = 214;
}
const _: () = assert!(size_of::<CreateAccelerationStructureKHR>() == 32);

/// Arguments of `vkCreateAccelerationStructureNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateAccelerationStructureNV {
    pub device: vk::Device,
    pub p_create_info: *const vk::AccelerationStructureCreateInfoNV<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_acceleration_structure: *mut vk::AccelerationStructureNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateAccelerationStructureNV {
    const ID: u32 = 215;
}
const _: () = assert!(size_of::<CreateAccelerationStructureNV>() == 32);

/// Arguments of `vkCreateBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateBuffer {
    pub device: vk::Device,
    pub p_create_info: *const vk::BufferCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_buffer: *mut vk::Buffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateBuffer {
    const ID: u32 = 216;
}
const _: () = assert!(size_of::<CreateBuffer>() == 32);

/// Arguments of `vkCreateBufferView`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateBufferView {
    pub device: vk::Device,
    pub p_create_info: *const vk::BufferViewCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_view: *mut vk::BufferView,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateBufferView {
    const ID: u32 = 217;
}
const _: () = assert!(size_of::<CreateBufferView>() == 32);

/// Arguments of `vkCreateCommandPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateCommandPool {
    pub device: vk::Device,
    pub p_create_info: *const vk::CommandPoolCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_command_pool: *mut vk::CommandPool,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateCommandPool {
    const ID: u32 = 218;
}
const _: () = assert!(size_of::<CreateCommandPool>() == 32);

/// Arguments of `vkCreateComputePipelines`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateComputePipelines {
    pub device: vk::Device,
    pub pipeline_cache: vk::PipelineCache,
    pub create_info_count: u32,
    pub p_create_infos: *const vk::ComputePipelineCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_pipelines: *mut vk::Pipeline,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateComputePipelines {
    const ID: u32 = 219;
}
const _: () = assert!(size_of::<CreateComputePipelines>() == 48);

/// Arguments of `vkCreateCuFunctionNVX`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateCuFunctionNVX {
    pub device: vk::Device,
    pub p_create_info: *const vk::CuFunctionCreateInfoNVX<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_function: *mut vk::CuFunctionNVX,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateCuFunctionNVX {
    const ID: u32 = 220;
}
const _: () = assert!(size_of::<CreateCuFunctionNVX>() == 32);

/// Arguments of `vkCreateCuModuleNVX`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateCuModuleNVX {
    pub device: vk::Device,
    pub p_create_info: *const vk::CuModuleCreateInfoNVX<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_module: *mut vk::CuModuleNVX,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateCuModuleNVX {
    const ID: u32 = 221;
}
const _: () = assert!(size_of::<CreateCuModuleNVX>() == 32);

/// Arguments of `vkCreateDeferredOperationKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateDeferredOperationKHR {
    pub device: vk::Device,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_deferred_operation: *mut vk::DeferredOperationKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateDeferredOperationKHR {
    const ID: u32 = 224;
}
const _: () = assert!(size_of::<CreateDeferredOperationKHR>() == 24);

/// Arguments of `vkCreateDescriptorPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateDescriptorPool {
    pub device: vk::Device,
    pub p_create_info: *const vk::DescriptorPoolCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_descriptor_pool: *mut vk::DescriptorPool,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateDescriptorPool {
    const ID: u32 = 225;
}
const _: () = assert!(size_of::<CreateDescriptorPool>() == 32);

/// Arguments of `vkCreateDescriptorSetLayout`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateDescriptorSetLayout {
    pub device: vk::Device,
    pub p_create_info: *const vk::DescriptorSetLayoutCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_set_layout: *mut vk::DescriptorSetLayout,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateDescriptorSetLayout {
    const ID: u32 = 226;
}
const _: () = assert!(size_of::<CreateDescriptorSetLayout>() == 32);

/// Arguments of `vkCreateDescriptorUpdateTemplate`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateDescriptorUpdateTemplate {
    pub device: vk::Device,
    pub p_create_info: *const vk::DescriptorUpdateTemplateCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_descriptor_update_template: *mut vk::DescriptorUpdateTemplate,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateDescriptorUpdateTemplate {
    const ID: u32 = 227;
}
const _: () = assert!(size_of::<CreateDescriptorUpdateTemplate>() == 32);

/// Arguments of `vkCreateDevice`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateDevice {
    pub physical_device: vk::PhysicalDevice,
    pub p_create_info: *const vk::DeviceCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_device: *mut vk::Device,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateDevice {
    const ID: u32 = 228;
}
const _: () = assert!(size_of::<CreateDevice>() == 32);

/// Arguments of `vkCreateDisplayModeKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateDisplayModeKHR {
    pub physical_device: vk::PhysicalDevice,
    pub display: vk::DisplayKHR,
    pub p_create_info: *const vk::DisplayModeCreateInfoKHR<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_mode: *mut vk::DisplayModeKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateDisplayModeKHR {
    const ID: u32 = 229;
}
const _: () = assert!(size_of::<CreateDisplayModeKHR>() == 40);

/// Arguments of `vkCreateEvent`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateEvent {
    pub device: vk::Device,
    pub p_create_info: *const vk::EventCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_event: *mut vk::Event,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateEvent {
    const ID: u32 = 231;
}
const _: () = assert!(size_of::<CreateEvent>() == 32);

/// Arguments of `vkCreateFence`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateFence {
    pub device: vk::Device,
    pub p_create_info: *const vk::FenceCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_fence: *mut vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateFence {
    const ID: u32 = 232;
}
const _: () = assert!(size_of::<CreateFence>() == 32);

/// Arguments of `vkCreateFramebuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateFramebuffer {
    pub device: vk::Device,
    pub p_create_info: *const vk::FramebufferCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_framebuffer: *mut vk::Framebuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateFramebuffer {
    const ID: u32 = 233;
}
const _: () = assert!(size_of::<CreateFramebuffer>() == 32);

/// Arguments of `vkCreateGraphicsPipelines`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateGraphicsPipelines {
    pub device: vk::Device,
    pub pipeline_cache: vk::PipelineCache,
    pub create_info_count: u32,
    pub p_create_infos: *const vk::GraphicsPipelineCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_pipelines: *mut vk::Pipeline,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateGraphicsPipelines {
    const ID: u32 = 234;
}
const _: () = assert!(size_of::<CreateGraphicsPipelines>() == 48);

/// Arguments of `vkCreateImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateImage {
    pub device: vk::Device,
    pub p_create_info: *const vk::ImageCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_image: *mut vk::Image,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateImage {
    const ID: u32 = 236;
}
const _: () = assert!(size_of::<CreateImage>() == 32);

/// Arguments of `vkCreateImageView`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateImageView {
    pub device: vk::Device,
    pub p_create_info: *const vk::ImageViewCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_view: *mut vk::ImageView,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateImageView {
    const ID: u32 = 237;
}
const _: () = assert!(size_of::<CreateImageView>() == 32);

/// Arguments of `vkCreateIndirectCommandsLayoutNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateIndirectCommandsLayoutNV {
    pub device: vk::Device,
    pub p_create_info: *const vk::IndirectCommandsLayoutCreateInfoNV<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_indirect_commands_layout: *mut vk::IndirectCommandsLayoutNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateIndirectCommandsLayoutNV {
    const ID: u32 = 238;
}
const _: () = assert!(size_of::<CreateIndirectCommandsLayoutNV>() == 32);

/// Arguments of `vkCreateInstance`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateInstance {
    pub p_create_info: *const vk::InstanceCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_instance: *mut vk::Instance,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateInstance {
    const ID: u32 = 239;
}
const _: () = assert!(size_of::<CreateInstance>() == 24);

/// Arguments of `vkCreateMicromapEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateMicromapEXT {
    pub device: vk::Device,
    pub p_create_info: *const vk::MicromapCreateInfoEXT<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_micromap: *mut vk::MicromapEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateMicromapEXT {
    const ID: u32 = 240;
}
const _: () = assert!(size_of::<CreateMicromapEXT>() == 32);

/// Arguments of `vkCreateOpticalFlowSessionNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateOpticalFlowSessionNV {
    pub device: vk::Device,
    pub p_create_info: *const vk::OpticalFlowSessionCreateInfoNV<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_session: *mut vk::OpticalFlowSessionNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateOpticalFlowSessionNV {
    const ID: u32 = 241;
}
const _: () = assert!(size_of::<CreateOpticalFlowSessionNV>() == 32);

/// Arguments of `vkCreatePipelineCache`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreatePipelineCache {
    pub device: vk::Device,
    pub p_create_info: *const vk::PipelineCacheCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_pipeline_cache: *mut vk::PipelineCache,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreatePipelineCache {
    const ID: u32 = 242;
}
const _: () = assert!(size_of::<CreatePipelineCache>() == 32);

/// Arguments of `vkCreatePipelineLayout`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreatePipelineLayout {
    pub device: vk::Device,
    pub p_create_info: *const vk::PipelineLayoutCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_pipeline_layout: *mut vk::PipelineLayout,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreatePipelineLayout {
    const ID: u32 = 243;
}
const _: () = assert!(size_of::<CreatePipelineLayout>() == 32);

/// Arguments of `vkCreatePrivateDataSlot`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreatePrivateDataSlot {
    pub device: vk::Device,
    pub p_create_info: *const vk::PrivateDataSlotCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_private_data_slot: *mut vk::PrivateDataSlot,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreatePrivateDataSlot {
    const ID: u32 = 244;
}
const _: () = assert!(size_of::<CreatePrivateDataSlot>() == 32);

/// Arguments of `vkCreateQueryPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateQueryPool {
    pub device: vk::Device,
    pub p_create_info: *const vk::QueryPoolCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_query_pool: *mut vk::QueryPool,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateQueryPool {
    const ID: u32 = 245;
}
const _: () = assert!(size_of::<CreateQueryPool>() == 32);

/// Arguments of `vkCreateRayTracingPipelinesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateRayTracingPipelinesKHR {
    pub device: vk::Device,
    pub deferred_operation: vk::DeferredOperationKHR,
    pub pipeline_cache: vk::PipelineCache,
    pub create_info_count: u32,
    pub p_create_infos: *const vk::RayTracingPipelineCreateInfoKHR<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_pipelines: *mut vk::Pipeline,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateRayTracingPipelinesKHR {
    const ID: u32 = 246;
}
const _: () = assert!(size_of::<CreateRayTracingPipelinesKHR>() == 56);

/// Arguments of `vkCreateRayTracingPipelinesNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateRayTracingPipelinesNV {
    pub device: vk::Device,
    pub pipeline_cache: vk::PipelineCache,
    pub create_info_count: u32,
    pub p_create_infos: *const vk::RayTracingPipelineCreateInfoNV<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_pipelines: *mut vk::Pipeline,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateRayTracingPipelinesNV {
    const ID: u32 = 247;
}
const _: () = assert!(size_of::<CreateRayTracingPipelinesNV>() == 48);

/// Arguments of `vkCreateRenderPass`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateRenderPass {
    pub device: vk::Device,
    pub p_create_info: *const vk::RenderPassCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_render_pass: *mut vk::RenderPass,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateRenderPass {
    const ID: u32 = 248;
}
const _: () = assert!(size_of::<CreateRenderPass>() == 32);

/// Arguments of `vkCreateRenderPass2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateRenderPass2 {
    pub device: vk::Device,
    pub p_create_info: *const vk::RenderPassCreateInfo2<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_render_pass: *mut vk::RenderPass,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateRenderPass2 {
    const ID: u32 = 249;
}
const _: () = assert!(size_of::<CreateRenderPass2>() == 32);

/// Arguments of `vkCreateSampler`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateSampler {
    pub device: vk::Device,
    pub p_create_info: *const vk::SamplerCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_sampler: *mut vk::Sampler,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateSampler {
    const ID: u32 = 250;
}
const _: () = assert!(size_of::<CreateSampler>() == 32);

/// Arguments of `vkCreateSamplerYcbcrConversion`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateSamplerYcbcrConversion {
    pub device: vk::Device,
    pub p_create_info: *const vk::SamplerYcbcrConversionCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_ycbcr_conversion: *mut vk::SamplerYcbcrConversion,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateSamplerYcbcrConversion {
    const ID: u32 = 251;
}
const _: () = assert!(size_of::<CreateSamplerYcbcrConversion>() == 32);

/// Arguments of `vkCreateSemaphore`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateSemaphore {
    pub device: vk::Device,
    pub p_create_info: *const vk::SemaphoreCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_semaphore: *mut vk::Semaphore,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateSemaphore {
    const ID: u32 = 252;
}
const _: () = assert!(size_of::<CreateSemaphore>() == 32);

/// Arguments of `vkCreateShaderModule`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateShaderModule {
    pub device: vk::Device,
    pub p_create_info: *const vk::ShaderModuleCreateInfo<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_shader_module: *mut vk::ShaderModule,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateShaderModule {
    const ID: u32 = 253;
}
const _: () = assert!(size_of::<CreateShaderModule>() == 32);

/// Arguments of `vkCreateSharedSwapchainsKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateSharedSwapchainsKHR {
    pub device: vk::Device,
    pub swapchain_count: u32,
    pub p_create_infos: *const vk::SwapchainCreateInfoKHR<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_swapchains: *mut vk::SwapchainKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateSharedSwapchainsKHR {
    const ID: u32 = 254;
}
const _: () = assert!(size_of::<CreateSharedSwapchainsKHR>() == 40);

/// Arguments of `vkCreateSwapchainKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateSwapchainKHR {
    pub device: vk::Device,
    pub p_create_info: *const vk::SwapchainCreateInfoKHR<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_swapchain: *mut vk::SwapchainKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateSwapchainKHR {
    const ID: u32 = 255;
}
const _: () = assert!(size_of::<CreateSwapchainKHR>() == 32);

/// Arguments of `vkCreateValidationCacheEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct CreateValidationCacheEXT {
    pub device: vk::Device,
    pub p_create_info: *const vk::ValidationCacheCreateInfoEXT<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_validation_cache: *mut vk::ValidationCacheEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for CreateValidationCacheEXT {
    const ID: u32 = 256;
}
const _: () = assert!(size_of::<CreateValidationCacheEXT>() == 32);

/// Arguments of `vkDebugMarkerSetObjectNameEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DebugMarkerSetObjectNameEXT {
    pub device: vk::Device,
    pub p_name_info: *const vk::DebugMarkerObjectNameInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DebugMarkerSetObjectNameEXT {
    const ID: u32 = 257;
}
const _: () = assert!(size_of::<DebugMarkerSetObjectNameEXT>() == 16);

/// Arguments of `vkDebugMarkerSetObjectTagEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DebugMarkerSetObjectTagEXT {
    pub device: vk::Device,
    pub p_tag_info: *const vk::DebugMarkerObjectTagInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DebugMarkerSetObjectTagEXT {
    const ID: u32 = 258;
}
const _: () = assert!(size_of::<DebugMarkerSetObjectTagEXT>() == 16);

/// Arguments of `vkDebugReportMessageEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DebugReportMessageEXT {
    pub instance: vk::Instance,
    pub flags: vk::DebugReportFlagsEXT,
    pub object_type: vk::DebugReportObjectTypeEXT,
    pub object: u64,
    pub location: usize,
    pub message_code: i32,
    pub p_layer_prefix: *const c_char,
    pub p_message: *const c_char,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DebugReportMessageEXT {
    const ID: u32 = 259;
}
const _: () = assert!(size_of::<DebugReportMessageEXT>() == 56);

/// Arguments of `vkDeferredOperationJoinKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DeferredOperationJoinKHR {
    pub device: vk::Device,
    pub operation: vk::DeferredOperationKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DeferredOperationJoinKHR {
    const ID: u32 = 260;
}
const _: () = assert!(size_of::<DeferredOperationJoinKHR>() == 16);

/// Arguments of `vkDestroyAccelerationStructureKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyAccelerationStructureKHR {
    pub device: vk::Device,
    pub acceleration_structure: vk::AccelerationStructureKHR,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyAccelerationStructureKHR {
    const ID: u32 = 261;
}
const _: () = assert!(size_of::<DestroyAccelerationStructureKHR>() == 24);

/// Arguments of `vkDestroyAccelerationStructureNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyAccelerationStructureNV {
    pub device: vk::Device,
    pub acceleration_structure: vk::AccelerationStructureNV,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyAccelerationStructureNV {
    const ID: u32 = 262;
}
const _: () = assert!(size_of::<DestroyAccelerationStructureNV>() == 24);

/// Arguments of `vkDestroyBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyBuffer {
    pub device: vk::Device,
    pub buffer: vk::Buffer,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyBuffer {
    const ID: u32 = 263;
}
const _: () = assert!(size_of::<DestroyBuffer>() == 24);

/// Arguments of `vkDestroyBufferView`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyBufferView {
    pub device: vk::Device,
    pub buffer_view: vk::BufferView,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyBufferView {
    const ID: u32 = 264;
}
const _: () = assert!(size_of::<DestroyBufferView>() == 24);

/// Arguments of `vkDestroyCommandPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyCommandPool {
    pub device: vk::Device,
    pub command_pool: vk::CommandPool,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyCommandPool {
    const ID: u32 = 265;
}
const _: () = assert!(size_of::<DestroyCommandPool>() == 24);

/// Arguments of `vkDestroyCuFunctionNVX`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyCuFunctionNVX {
    pub device: vk::Device,
    pub function: vk::CuFunctionNVX,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyCuFunctionNVX {
    const ID: u32 = 266;
}
const _: () = assert!(size_of::<DestroyCuFunctionNVX>() == 24);

/// Arguments of `vkDestroyCuModuleNVX`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyCuModuleNVX {
    pub device: vk::Device,
    pub module: vk::CuModuleNVX,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyCuModuleNVX {
    const ID: u32 = 267;
}
const _: () = assert!(size_of::<DestroyCuModuleNVX>() == 24);

/// Arguments of `vkDestroyDebugReportCallbackEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDebugReportCallbackEXT {
    pub instance: vk::Instance,
    pub callback: vk::DebugReportCallbackEXT,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDebugReportCallbackEXT {
    const ID: u32 = 268;
}
const _: () = assert!(size_of::<DestroyDebugReportCallbackEXT>() == 24);

/// Arguments of `vkDestroyDebugUtilsMessengerEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDebugUtilsMessengerEXT {
    pub instance: vk::Instance,
    pub messenger: vk::DebugUtilsMessengerEXT,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDebugUtilsMessengerEXT {
    const ID: u32 = 269;
}
const _: () = assert!(size_of::<DestroyDebugUtilsMessengerEXT>() == 24);

/// Arguments of `vkDestroyDeferredOperationKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDeferredOperationKHR {
    pub device: vk::Device,
    pub operation: vk::DeferredOperationKHR,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDeferredOperationKHR {
    const ID: u32 = 270;
}
const _: () = assert!(size_of::<DestroyDeferredOperationKHR>() == 24);

/// Arguments of `vkDestroyDescriptorPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDescriptorPool {
    pub device: vk::Device,
    pub descriptor_pool: vk::DescriptorPool,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDescriptorPool {
    const ID: u32 = 271;
}
const _: () = assert!(size_of::<DestroyDescriptorPool>() == 24);

/// Arguments of `vkDestroyDescriptorSetLayout`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDescriptorSetLayout {
    pub device: vk::Device,
    pub descriptor_set_layout: vk::DescriptorSetLayout,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDescriptorSetLayout {
    const ID: u32 = 272;
}
const _: () = assert!(size_of::<DestroyDescriptorSetLayout>() == 24);

/// Arguments of `vkDestroyDescriptorUpdateTemplate`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDescriptorUpdateTemplate {
    pub device: vk::Device,
    pub descriptor_update_template: vk::DescriptorUpdateTemplate,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDescriptorUpdateTemplate {
    const ID: u32 = 273;
}
const _: () = assert!(size_of::<DestroyDescriptorUpdateTemplate>() == 24);

/// Arguments of `vkDestroyDevice`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyDevice {
    pub device: vk::Device,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyDevice {
    const ID: u32 = 274;
}
const _: () = assert!(size_of::<DestroyDevice>() == 16);

/// Arguments of `vkDestroyEvent`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyEvent {
    pub device: vk::Device,
    pub event: vk::Event,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyEvent {
    const ID: u32 = 275;
}
const _: () = assert!(size_of::<DestroyEvent>() == 24);

/// Arguments of `vkDestroyFence`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyFence {
    pub device: vk::Device,
    pub fence: vk::Fence,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyFence {
    const ID: u32 = 276;
}
const _: () = assert!(size_of::<DestroyFence>() == 24);

/// Arguments of `vkDestroyFramebuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyFramebuffer {
    pub device: vk::Device,
    pub framebuffer: vk::Framebuffer,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyFramebuffer {
    const ID: u32 = 277;
}
const _: () = assert!(size_of::<DestroyFramebuffer>() == 24);

/// Arguments of `vkDestroyImage`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyImage {
    pub device: vk::Device,
    pub image: vk::Image,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyImage {
    const ID: u32 = 278;
}
const _: () = assert!(size_of::<DestroyImage>() == 24);

/// Arguments of `vkDestroyImageView`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyImageView {
    pub device: vk::Device,
    pub image_view: vk::ImageView,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyImageView {
    const ID: u32 = 279;
}
const _: () = assert!(size_of::<DestroyImageView>() == 24);

/// Arguments of `vkDestroyIndirectCommandsLayoutNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyIndirectCommandsLayoutNV {
    pub device: vk::Device,
    pub indirect_commands_layout: vk::IndirectCommandsLayoutNV,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyIndirectCommandsLayoutNV {
    const ID: u32 = 280;
}
const _: () = assert!(size_of::<DestroyIndirectCommandsLayoutNV>() == 24);

/// Arguments of `vkDestroyInstance`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyInstance {
    pub instance: vk::Instance,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyInstance {
    const ID: u32 = 281;
}
const _: () = assert!(size_of::<DestroyInstance>() == 16);

/// Arguments of `vkDestroyMicromapEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyMicromapEXT {
    pub device: vk::Device,
    pub micromap: vk::MicromapEXT,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyMicromapEXT {
    const ID: u32 = 282;
}
const _: () = assert!(size_of::<DestroyMicromapEXT>() == 24);

/// Arguments of `vkDestroyOpticalFlowSessionNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyOpticalFlowSessionNV {
    pub device: vk::Device,
    pub session: vk::OpticalFlowSessionNV,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyOpticalFlowSessionNV {
    const ID: u32 = 283;
}
const _: () = assert!(size_of::<DestroyOpticalFlowSessionNV>() == 24);

/// Arguments of `vkDestroyPipeline`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyPipeline {
    pub device: vk::Device,
    pub pipeline: vk::Pipeline,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyPipeline {
    const ID: u32 = 284;
}
const _: () = assert!(size_of::<DestroyPipeline>() == 24);

/// Arguments of `vkDestroyPipelineCache`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyPipelineCache {
    pub device: vk::Device,
    pub pipeline_cache: vk::PipelineCache,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyPipelineCache {
    const ID: u32 = 285;
}
const _: () = assert!(size_of::<DestroyPipelineCache>() == 24);

/// Arguments of `vkDestroyPipelineLayout`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyPipelineLayout {
    pub device: vk::Device,
    pub pipeline_layout: vk::PipelineLayout,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyPipelineLayout {
    const ID: u32 = 286;
}
const _: () = assert!(size_of::<DestroyPipelineLayout>() == 24);

/// Arguments of `vkDestroyPrivateDataSlot`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyPrivateDataSlot {
    pub device: vk::Device,
    pub private_data_slot: vk::PrivateDataSlot,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyPrivateDataSlot {
    const ID: u32 = 287;
}
const _: () = assert!(size_of::<DestroyPrivateDataSlot>() == 24);

/// Arguments of `vkDestroyQueryPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyQueryPool {
    pub device: vk::Device,
    pub query_pool: vk::QueryPool,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyQueryPool {
    const ID: u32 = 288;
}
const _: () = assert!(size_of::<DestroyQueryPool>() == 24);

/// Arguments of `vkDestroyRenderPass`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyRenderPass {
    pub device: vk::Device,
    pub render_pass: vk::RenderPass,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyRenderPass {
    const ID: u32 = 289;
}
const _: () = assert!(size_of::<DestroyRenderPass>() == 24);

/// Arguments of `vkDestroySampler`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroySampler {
    pub device: vk::Device,
    pub sampler: vk::Sampler,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroySampler {
    const ID: u32 = 290;
}
const _: () = assert!(size_of::<DestroySampler>() == 24);

/// Arguments of `vkDestroySamplerYcbcrConversion`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroySamplerYcbcrConversion {
    pub device: vk::Device,
    pub ycbcr_conversion: vk::SamplerYcbcrConversion,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroySamplerYcbcrConversion {
    const ID: u32 = 291;
}
const _: () = assert!(size_of::<DestroySamplerYcbcrConversion>() == 24);

/// Arguments of `vkDestroySemaphore`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroySemaphore {
    pub device: vk::Device,
    pub semaphore: vk::Semaphore,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroySemaphore {
    const ID: u32 = 292;
}
const _: () = assert!(size_of::<DestroySemaphore>() == 24);

/// Arguments of `vkDestroyShaderModule`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyShaderModule {
    pub device: vk::Device,
    pub shader_module: vk::ShaderModule,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyShaderModule {
    const ID: u32 = 293;
}
const _: () = assert!(size_of::<DestroyShaderModule>() == 24);

/// Arguments of `vkDestroySurfaceKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroySurfaceKHR {
    pub instance: vk::Instance,
    pub surface: vk::SurfaceKHR,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroySurfaceKHR {
    const ID: u32 = 294;
}
const _: () = assert!(size_of::<DestroySurfaceKHR>() == 24);

/// Arguments of `vkDestroySwapchainKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroySwapchainKHR {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroySwapchainKHR {
    const ID: u32 = 295;
}
const _: () = assert!(size_of::<DestroySwapchainKHR>() == 24);

/// Arguments of `vkDestroyValidationCacheEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DestroyValidationCacheEXT {
    pub device: vk::Device,
    pub validation_cache: vk::ValidationCacheEXT,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DestroyValidationCacheEXT {
    const ID: u32 = 296;
}
const _: () = assert!(size_of::<DestroyValidationCacheEXT>() == 24);

/// Arguments of `vkDeviceWaitIdle`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DeviceWaitIdle {
    pub device: vk::Device,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DeviceWaitIdle {
    const ID: u32 = 297;
}
const _: () = assert!(size_of::<DeviceWaitIdle>() == 8);

/// Arguments of `vkDisplayPowerControlEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct DisplayPowerControlEXT {
    pub device: vk::Device,
    pub display: vk::DisplayKHR,
    pub p_display_power_info: *const vk::DisplayPowerInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for DisplayPowerControlEXT {
    const ID: u32 = 298;
}
const _: () = assert!(size_of::<DisplayPowerControlEXT>() == 24);

/// Arguments of `vkEndCommandBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EndCommandBuffer {
    pub command_buffer: vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EndCommandBuffer {
    const ID: u32 = 299;
}
const _: () = assert!(size_of::<EndCommandBuffer>() == 8);

/// Arguments of `vkEnumerateDeviceExtensionProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumerateDeviceExtensionProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_layer_name: *const c_char,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::ExtensionProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumerateDeviceExtensionProperties {
    const ID: u32 = 300;
}
const _: () = assert!(size_of::<EnumerateDeviceExtensionProperties>() == 32);

/// Arguments of `vkEnumerateDeviceLayerProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumerateDeviceLayerProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::LayerProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumerateDeviceLayerProperties {
    const ID: u32 = 301;
}
const _: () = assert!(size_of::<EnumerateDeviceLayerProperties>() == 24);

/// Arguments of `vkEnumerateInstanceExtensionProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumerateInstanceExtensionProperties {
    pub p_layer_name: *const c_char,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::ExtensionProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumerateInstanceExtensionProperties {
    const ID: u32 = 302;
}
const _: () = assert!(size_of::<EnumerateInstanceExtensionProperties>() == 24);

/// Arguments of `vkEnumerateInstanceLayerProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumerateInstanceLayerProperties {
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::LayerProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumerateInstanceLayerProperties {
    const ID: u32 = 303;
}
const _: () = assert!(size_of::<EnumerateInstanceLayerProperties>() == 16);

/// Arguments of `vkEnumeratePhysicalDeviceGroups`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumeratePhysicalDeviceGroups {
    pub instance: vk::Instance,
    pub p_physical_device_group_count: *mut u32,
    pub p_physical_device_group_properties: *mut vk::PhysicalDeviceGroupProperties<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumeratePhysicalDeviceGroups {
    const ID: u32 = 305;
}
const _: () = assert!(size_of::<EnumeratePhysicalDeviceGroups>() == 24);

/// Arguments of `vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR {
    pub physical_device: vk::PhysicalDevice,
    pub queue_family_index: u32,
    pub p_counter_count: *mut u32,
    pub p_counters: *mut vk::PerformanceCounterKHR<'static>,
    pub p_counter_descriptions: *mut vk::PerformanceCounterDescriptionKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR {
    const ID: u32 = 306;
}
const _: () =
    assert!(size_of::<EnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR>() == 40);

/// Arguments of `vkEnumeratePhysicalDevices`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct EnumeratePhysicalDevices {
    pub instance: vk::Instance,
    pub p_physical_device_count: *mut u32,
    pub p_physical_devices: *mut vk::PhysicalDevice,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for EnumeratePhysicalDevices {
    const ID: u32 = 307;
}
const _: () = assert!(size_of::<EnumeratePhysicalDevices>() == 24);

/// Arguments of `vkFlushMappedMemoryRanges`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FlushMappedMemoryRanges {
    pub device: vk::Device,
    pub memory_range_count: u32,
    pub p_memory_ranges: *const vk::MappedMemoryRange<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for FlushMappedMemoryRanges {
    const ID: u32 = 308;
}
const _: () = assert!(size_of::<FlushMappedMemoryRanges>() == 24);

/// Arguments of `vkFreeCommandBuffers`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FreeCommandBuffers {
    pub device: vk::Device,
    pub command_pool: vk::CommandPool,
    pub command_buffer_count: u32,
    pub p_command_buffers: *const vk::CommandBuffer,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for FreeCommandBuffers {
    const ID: u32 = 309;
}
const _: () = assert!(size_of::<FreeCommandBuffers>() == 32);

/// Arguments of `vkFreeDescriptorSets`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FreeDescriptorSets {
    pub device: vk::Device,
    pub descriptor_pool: vk::DescriptorPool,
    pub descriptor_set_count: u32,
    pub p_descriptor_sets: *const vk::DescriptorSet,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for FreeDescriptorSets {
    const ID: u32 = 310;
}
const _: () = assert!(size_of::<FreeDescriptorSets>() == 32);

/// Arguments of `vkFreeMemory`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct FreeMemory {
    pub device: vk::Device,
    pub memory: vk::DeviceMemory,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for FreeMemory {
    const ID: u32 = 311;
}
const _: () = assert!(size_of::<FreeMemory>() == 24);

/// Arguments of `vkGetAccelerationStructureBuildSizesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetAccelerationStructureBuildSizesKHR {
    pub device: vk::Device,
    pub build_type: vk::AccelerationStructureBuildTypeKHR,
    pub p_build_info: *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
    pub p_max_primitive_counts: *const u32,
    pub p_size_info: *mut vk::AccelerationStructureBuildSizesInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetAccelerationStructureBuildSizesKHR {
    const ID: u32 = 312;
}
const _: () = assert!(size_of::<GetAccelerationStructureBuildSizesKHR>() == 40);

/// Arguments of `vkGetAccelerationStructureDeviceAddressKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetAccelerationStructureDeviceAddressKHR {
    pub device: vk::Device,
    pub p_info: *const vk::AccelerationStructureDeviceAddressInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetAccelerationStructureDeviceAddressKHR {
    const ID: u32 = 313;
}
const _: () = assert!(size_of::<GetAccelerationStructureDeviceAddressKHR>() == 16);

/// Arguments of `vkGetAccelerationStructureHandleNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetAccelerationStructureHandleNV {
    pub device: vk::Device,
    pub acceleration_structure: vk::AccelerationStructureNV,
    pub data_size: usize,
    pub p_data: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetAccelerationStructureHandleNV {
    const ID: u32 = 314;
}
const _: () = assert!(size_of::<GetAccelerationStructureHandleNV>() == 32);

/// Arguments of `vkGetAccelerationStructureMemoryRequirementsNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetAccelerationStructureMemoryRequirementsNV {
    pub device: vk::Device,
    pub p_info: *const vk::AccelerationStructureMemoryRequirementsInfoNV<'static>,
    pub p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetAccelerationStructureMemoryRequirementsNV {
    const ID: u32 = 315;
}
const _: () = assert!(size_of::<GetAccelerationStructureMemoryRequirementsNV>() == 24);

/// Arguments of `vkGetBufferDeviceAddress`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetBufferDeviceAddress {
    pub device: vk::Device,
    pub p_info: *const vk::BufferDeviceAddressInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetBufferDeviceAddress {
    const ID: u32 = 317;
}
const _: () = assert!(size_of::<GetBufferDeviceAddress>() == 16);

/// Arguments of `vkGetBufferMemoryRequirements`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetBufferMemoryRequirements {
    pub device: vk::Device,
    pub buffer: vk::Buffer,
    pub p_memory_requirements: *mut vk::MemoryRequirements,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetBufferMemoryRequirements {
    const ID: u32 = 318;
}
const _: () = assert!(size_of::<GetBufferMemoryRequirements>() == 24);

/// Arguments of `vkGetBufferMemoryRequirements2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetBufferMemoryRequirements2 {
    pub device: vk::Device,
    pub p_info: *const vk::BufferMemoryRequirementsInfo2<'static>,
    pub p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetBufferMemoryRequirements2 {
    const ID: u32 = 319;
}
const _: () = assert!(size_of::<GetBufferMemoryRequirements2>() == 24);

/// Arguments of `vkGetBufferOpaqueCaptureAddress`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetBufferOpaqueCaptureAddress {
    pub device: vk::Device,
    pub p_info: *const vk::BufferDeviceAddressInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetBufferOpaqueCaptureAddress {
    const ID: u32 = 320;
}
const _: () = assert!(size_of::<GetBufferOpaqueCaptureAddress>() == 16);

/// Arguments of `vkGetCalibratedTimestampsEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetCalibratedTimestampsEXT {
    pub device: vk::Device,
    pub timestamp_count: u32,
    pub p_timestamp_infos: *const vk::CalibratedTimestampInfoEXT<'static>,
    pub p_timestamps: *mut u64,
    pub p_max_deviation: *mut u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetCalibratedTimestampsEXT {
    const ID: u32 = 322;
}
const _: () = assert!(size_of::<GetCalibratedTimestampsEXT>() == 40);

/// Arguments of `vkGetDeferredOperationMaxConcurrencyKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeferredOperationMaxConcurrencyKHR {
    pub device: vk::Device,
    pub operation: vk::DeferredOperationKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeferredOperationMaxConcurrencyKHR {
    const ID: u32 = 323;
}
const _: () = assert!(size_of::<GetDeferredOperationMaxConcurrencyKHR>() == 16);

/// Arguments of `vkGetDeferredOperationResultKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeferredOperationResultKHR {
    pub device: vk::Device,
    pub operation: vk::DeferredOperationKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeferredOperationResultKHR {
    const ID: u32 = 324;
}
const _: () = assert!(size_of::<GetDeferredOperationResultKHR>() == 16);

/// Arguments of `vkGetDescriptorEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDescriptorEXT {
    pub device: vk::Device,
    pub p_descriptor_info: *const vk::DescriptorGetInfoEXT<'static>,
    pub data_size: usize,
    pub p_descriptor: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDescriptorEXT {
    const ID: u32 = 325;
}
const _: () = assert!(size_of::<GetDescriptorEXT>() == 32);

/// Arguments of `vkGetDescriptorSetLayoutBindingOffsetEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDescriptorSetLayoutBindingOffsetEXT {
    pub device: vk::Device,
    pub layout: vk::DescriptorSetLayout,
    pub binding: u32,
    pub p_offset: *mut vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDescriptorSetLayoutBindingOffsetEXT {
    const ID: u32 = 327;
}
const _: () = assert!(size_of::<GetDescriptorSetLayoutBindingOffsetEXT>() == 32);

/// Arguments of `vkGetDescriptorSetLayoutHostMappingInfoVALVE`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDescriptorSetLayoutHostMappingInfoVALVE {
    pub device: vk::Device,
    pub p_binding_reference: *const vk::DescriptorSetBindingReferenceVALVE<'static>,
    pub p_host_mapping: *mut vk::DescriptorSetLayoutHostMappingInfoVALVE<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDescriptorSetLayoutHostMappingInfoVALVE {
    const ID: u32 = 328;
}
const _: () = assert!(size_of::<GetDescriptorSetLayoutHostMappingInfoVALVE>() == 24);

/// Arguments of `vkGetDescriptorSetLayoutSizeEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDescriptorSetLayoutSizeEXT {
    pub device: vk::Device,
    pub layout: vk::DescriptorSetLayout,
    pub p_layout_size_in_bytes: *mut vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDescriptorSetLayoutSizeEXT {
    const ID: u32 = 329;
}
const _: () = assert!(size_of::<GetDescriptorSetLayoutSizeEXT>() == 24);

/// Arguments of `vkGetDescriptorSetLayoutSupport`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDescriptorSetLayoutSupport {
    pub device: vk::Device,
    pub p_create_info: *const vk::DescriptorSetLayoutCreateInfo<'static>,
    pub p_support: *mut vk::DescriptorSetLayoutSupport<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDescriptorSetLayoutSupport {
    const ID: u32 = 330;
}
const _: () = assert!(size_of::<GetDescriptorSetLayoutSupport>() == 24);

/// Arguments of `vkGetDeviceAccelerationStructureCompatibilityKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceAccelerationStructureCompatibilityKHR {
    pub device: vk::Device,
    pub p_version_info: *const vk::AccelerationStructureVersionInfoKHR<'static>,
    pub p_compatibility: *mut vk::AccelerationStructureCompatibilityKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceAccelerationStructureCompatibilityKHR {
    const ID: u32 = 331;
}
const _: () = assert!(size_of::<GetDeviceAccelerationStructureCompatibilityKHR>() == 24);

/// Arguments of `vkGetDeviceBufferMemoryRequirements`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceBufferMemoryRequirements {
    pub device: vk::Device,
    pub p_info: *const vk::DeviceBufferMemoryRequirements<'static>,
    pub p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceBufferMemoryRequirements {
    const ID: u32 = 332;
}
const _: () = assert!(size_of::<GetDeviceBufferMemoryRequirements>() == 24);

/// Arguments of `vkGetDeviceFaultInfoEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceFaultInfoEXT {
    pub device: vk::Device,
    pub p_fault_counts: *mut vk::DeviceFaultCountsEXT<'static>,
    pub p_fault_info: *mut vk::DeviceFaultInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceFaultInfoEXT {
    const ID: u32 = 333;
}
const _: () = assert!(size_of::<GetDeviceFaultInfoEXT>() == 24);

/// Arguments of `vkGetDeviceGroupPeerMemoryFeatures`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceGroupPeerMemoryFeatures {
    pub device: vk::Device,
    pub heap_index: u32,
    pub local_device_index: u32,
    pub remote_device_index: u32,
    pub p_peer_memory_features: *mut vk::PeerMemoryFeatureFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceGroupPeerMemoryFeatures {
    const ID: u32 = 334;
}
const _: () = assert!(size_of::<GetDeviceGroupPeerMemoryFeatures>() == 32);

/// Arguments of `vkGetDeviceGroupPresentCapabilitiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceGroupPresentCapabilitiesKHR {
    pub device: vk::Device,
    pub p_device_group_present_capabilities: *mut vk::DeviceGroupPresentCapabilitiesKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceGroupPresentCapabilitiesKHR {
    const ID: u32 = 335;
}
const _: () = assert!(size_of::<GetDeviceGroupPresentCapabilitiesKHR>() == 16);

/// Arguments of `vkGetDeviceGroupSurfacePresentModesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceGroupSurfacePresentModesKHR {
    pub device: vk::Device,
    pub surface: vk::SurfaceKHR,
    pub p_modes: *mut vk::DeviceGroupPresentModeFlagsKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceGroupSurfacePresentModesKHR {
    const ID: u32 = 336;
}
const _: () = assert!(size_of::<GetDeviceGroupSurfacePresentModesKHR>() == 24);

/// Arguments of `vkGetDeviceImageMemoryRequirements`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceImageMemoryRequirements {
    pub device: vk::Device,
    pub p_info: *const vk::DeviceImageMemoryRequirements<'static>,
    pub p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceImageMemoryRequirements {
    const ID: u32 = 337;
}
const _: () = assert!(size_of::<GetDeviceImageMemoryRequirements>() == 24);

/// Arguments of `vkGetDeviceImageSparseMemoryRequirements`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceImageSparseMemoryRequirements {
    pub device: vk::Device,
    pub p_info: *const vk::DeviceImageMemoryRequirements<'static>,
    pub p_sparse_memory_requirement_count: *mut u32,
    pub p_sparse_memory_requirements: *mut vk::SparseImageMemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceImageSparseMemoryRequirements {
    const ID: u32 = 338;
}
const _: () = assert!(size_of::<GetDeviceImageSparseMemoryRequirements>() == 32);

/// Arguments of `vkGetDeviceMemoryCommitment`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceMemoryCommitment {
    pub device: vk::Device,
    pub memory: vk::DeviceMemory,
    pub p_committed_memory_in_bytes: *mut vk::DeviceSize,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceMemoryCommitment {
    const ID: u32 = 339;
}
const _: () = assert!(size_of::<GetDeviceMemoryCommitment>() == 24);

/// Arguments of `vkGetDeviceMemoryOpaqueCaptureAddress`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceMemoryOpaqueCaptureAddress {
    pub device: vk::Device,
    pub p_info: *const vk::DeviceMemoryOpaqueCaptureAddressInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceMemoryOpaqueCaptureAddress {
    const ID: u32 = 340;
}
const _: () = assert!(size_of::<GetDeviceMemoryOpaqueCaptureAddress>() == 16);

/// Arguments of `vkGetDeviceMicromapCompatibilityEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceMicromapCompatibilityEXT {
    pub device: vk::Device,
    pub p_version_info: *const vk::MicromapVersionInfoEXT<'static>,
    pub p_compatibility: *mut vk::AccelerationStructureCompatibilityKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceMicromapCompatibilityEXT {
    const ID: u32 = 341;
}
const _: () = assert!(size_of::<GetDeviceMicromapCompatibilityEXT>() == 24);

/// Arguments of `vkGetDeviceQueue`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceQueue {
    pub device: vk::Device,
    pub queue_family_index: u32,
    pub queue_index: u32,
    pub p_queue: *mut vk::Queue,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceQueue {
    const ID: u32 = 343;
}
const _: () = assert!(size_of::<GetDeviceQueue>() == 24);

/// Arguments of `vkGetDeviceQueue2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceQueue2 {
    pub device: vk::Device,
    pub p_queue_info: *const vk::DeviceQueueInfo2<'static>,
    pub p_queue: *mut vk::Queue,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceQueue2 {
    const ID: u32 = 344;
}
const _: () = assert!(size_of::<GetDeviceQueue2>() == 24);

/// Arguments of `vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI {
    pub device: vk::Device,
    pub renderpass: vk::RenderPass,
    pub p_max_workgroup_size: *mut vk::Extent2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI {
    const ID: u32 = 345;
}
const _: () = assert!(size_of::<GetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI>() == 24);

/// Arguments of `vkGetDisplayModeProperties2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDisplayModeProperties2KHR {
    pub physical_device: vk::PhysicalDevice,
    pub display: vk::DisplayKHR,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::DisplayModeProperties2KHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDisplayModeProperties2KHR {
    const ID: u32 = 346;
}
const _: () = assert!(size_of::<GetDisplayModeProperties2KHR>() == 32);

/// Arguments of `vkGetDisplayModePropertiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDisplayModePropertiesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub display: vk::DisplayKHR,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::DisplayModePropertiesKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDisplayModePropertiesKHR {
    const ID: u32 = 347;
}
const _: () = assert!(size_of::<GetDisplayModePropertiesKHR>() == 32);

/// Arguments of `vkGetDisplayPlaneCapabilities2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDisplayPlaneCapabilities2KHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_display_plane_info: *const vk::DisplayPlaneInfo2KHR<'static>,
    pub p_capabilities: *mut vk::DisplayPlaneCapabilities2KHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDisplayPlaneCapabilities2KHR {
    const ID: u32 = 348;
}
const _: () = assert!(size_of::<GetDisplayPlaneCapabilities2KHR>() == 24);

/// Arguments of `vkGetDisplayPlaneCapabilitiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDisplayPlaneCapabilitiesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub mode: vk::DisplayModeKHR,
    pub plane_index: u32,
    pub p_capabilities: *mut vk::DisplayPlaneCapabilitiesKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDisplayPlaneCapabilitiesKHR {
    const ID: u32 = 349;
}
const _: () = assert!(size_of::<GetDisplayPlaneCapabilitiesKHR>() == 32);

/// Arguments of `vkGetDisplayPlaneSupportedDisplaysKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDisplayPlaneSupportedDisplaysKHR {
    pub physical_device: vk::PhysicalDevice,
    pub plane_index: u32,
    pub p_display_count: *mut u32,
    pub p_displays: *mut vk::DisplayKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDisplayPlaneSupportedDisplaysKHR {
    const ID: u32 = 350;
}
const _: () = assert!(size_of::<GetDisplayPlaneSupportedDisplaysKHR>() == 32);

/// Arguments of `vkGetDynamicRenderingTilePropertiesQCOM`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetDynamicRenderingTilePropertiesQCOM {
    pub device: vk::Device,
    pub p_rendering_info: *const vk::RenderingInfo<'static>,
    pub p_properties: *mut vk::TilePropertiesQCOM<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetDynamicRenderingTilePropertiesQCOM {
    const ID: u32 = 352;
}
const _: () = assert!(size_of::<GetDynamicRenderingTilePropertiesQCOM>() == 24);

/// Arguments of `vkGetEventStatus`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetEventStatus {
    pub device: vk::Device,
    pub event: vk::Event,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetEventStatus {
    const ID: u32 = 353;
}
const _: () = assert!(size_of::<GetEventStatus>() == 16);

/// Arguments of `vkGetFenceStatus`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetFenceStatus {
    pub device: vk::Device,
    pub fence: vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetFenceStatus {
    const ID: u32 = 355;
}
const _: () = assert!(size_of::<GetFenceStatus>() == 16);

/// Arguments of `vkGetFramebufferTilePropertiesQCOM`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetFramebufferTilePropertiesQCOM {
    pub device: vk::Device,
    pub framebuffer: vk::Framebuffer,
    pub p_properties_count: *mut u32,
    pub p_properties: *mut vk::TilePropertiesQCOM<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetFramebufferTilePropertiesQCOM {
    const ID: u32 = 356;
}
const _: () = assert!(size_of::<GetFramebufferTilePropertiesQCOM>() == 32);

/// Arguments of `vkGetGeneratedCommandsMemoryRequirementsNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetGeneratedCommandsMemoryRequirementsNV {
    pub device: vk::Device,
    pub p_info: *const vk::GeneratedCommandsMemoryRequirementsInfoNV<'static>,
    pub p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetGeneratedCommandsMemoryRequirementsNV {
    const ID: u32 = 357;
}
const _: () = assert!(size_of::<GetGeneratedCommandsMemoryRequirementsNV>() == 24);

/// Arguments of `vkGetImageDrmFormatModifierPropertiesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageDrmFormatModifierPropertiesEXT {
    pub device: vk::Device,
    pub image: vk::Image,
    pub p_properties: *mut vk::ImageDrmFormatModifierPropertiesEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageDrmFormatModifierPropertiesEXT {
    const ID: u32 = 358;
}
const _: () = assert!(size_of::<GetImageDrmFormatModifierPropertiesEXT>() == 24);

/// Arguments of `vkGetImageMemoryRequirements`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageMemoryRequirements {
    pub device: vk::Device,
    pub image: vk::Image,
    pub p_memory_requirements: *mut vk::MemoryRequirements,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageMemoryRequirements {
    const ID: u32 = 359;
}
const _: () = assert!(size_of::<GetImageMemoryRequirements>() == 24);

/// Arguments of `vkGetImageMemoryRequirements2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageMemoryRequirements2 {
    pub device: vk::Device,
    pub p_info: *const vk::ImageMemoryRequirementsInfo2<'static>,
    pub p_memory_requirements: *mut vk::MemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageMemoryRequirements2 {
    const ID: u32 = 360;
}
const _: () = assert!(size_of::<GetImageMemoryRequirements2>() == 24);

/// Arguments of `vkGetImageSparseMemoryRequirements`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageSparseMemoryRequirements {
    pub device: vk::Device,
    pub image: vk::Image,
    pub p_sparse_memory_requirement_count: *mut u32,
    pub p_sparse_memory_requirements: *mut vk::SparseImageMemoryRequirements,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageSparseMemoryRequirements {
    const ID: u32 = 362;
}
const _: () = assert!(size_of::<GetImageSparseMemoryRequirements>() == 32);

/// Arguments of `vkGetImageSparseMemoryRequirements2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageSparseMemoryRequirements2 {
    pub device: vk::Device,
    pub p_info: *const vk::ImageSparseMemoryRequirementsInfo2<'static>,
    pub p_sparse_memory_requirement_count: *mut u32,
    pub p_sparse_memory_requirements: *mut vk::SparseImageMemoryRequirements2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageSparseMemoryRequirements2 {
    const ID: u32 = 363;
}
const _: () = assert!(size_of::<GetImageSparseMemoryRequirements2>() == 32);

/// Arguments of `vkGetImageSubresourceLayout`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageSubresourceLayout {
    pub device: vk::Device,
    pub image: vk::Image,
    pub p_subresource: *const vk::ImageSubresource,
    pub p_layout: *mut vk::SubresourceLayout,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageSubresourceLayout {
    const ID: u32 = 364;
}
const _: () = assert!(size_of::<GetImageSubresourceLayout>() == 32);

/// Arguments of `vkGetImageSubresourceLayout2EXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageSubresourceLayout2EXT {
    pub device: vk::Device,
    pub image: vk::Image,
    pub p_subresource: *const vk::ImageSubresource2EXT<'static>,
    pub p_layout: *mut vk::SubresourceLayout2EXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageSubresourceLayout2EXT {
    const ID: u32 = 365;
}
const _: () = assert!(size_of::<GetImageSubresourceLayout2EXT>() == 32);

/// Arguments of `vkGetImageViewAddressNVX`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageViewAddressNVX {
    pub device: vk::Device,
    pub image_view: vk::ImageView,
    pub p_properties: *mut vk::ImageViewAddressPropertiesNVX<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageViewAddressNVX {
    const ID: u32 = 366;
}
const _: () = assert!(size_of::<GetImageViewAddressNVX>() == 24);

/// Arguments of `vkGetImageViewHandleNVX`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetImageViewHandleNVX {
    pub device: vk::Device,
    pub p_info: *const vk::ImageViewHandleInfoNVX<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetImageViewHandleNVX {
    const ID: u32 = 367;
}
const _: () = assert!(size_of::<GetImageViewHandleNVX>() == 16);

/// Arguments of `vkGetMemoryRemoteAddressNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetMemoryRemoteAddressNV {
    pub device: vk::Device,
    pub p_memory_get_remote_address_info: *const vk::MemoryGetRemoteAddressInfoNV<'static>,
    pub p_address: *mut vk::RemoteAddressNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetMemoryRemoteAddressNV {
    const ID: u32 = 373;
}
const _: () = assert!(size_of::<GetMemoryRemoteAddressNV>() == 24);

/// Arguments of `vkGetMicromapBuildSizesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetMicromapBuildSizesEXT {
    pub device: vk::Device,
    pub build_type: vk::AccelerationStructureBuildTypeKHR,
    pub p_build_info: *const vk::MicromapBuildInfoEXT<'static>,
    pub p_size_info: *mut vk::MicromapBuildSizesInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetMicromapBuildSizesEXT {
    const ID: u32 = 374;
}
const _: () = assert!(size_of::<GetMicromapBuildSizesEXT>() == 32);

/// Arguments of `vkGetPastPresentationTimingGOOGLE`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPastPresentationTimingGOOGLE {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub p_presentation_timing_count: *mut u32,
    pub p_presentation_timings: *mut vk::PastPresentationTimingGOOGLE,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPastPresentationTimingGOOGLE {
    const ID: u32 = 375;
}
const _: () = assert!(size_of::<GetPastPresentationTimingGOOGLE>() == 32);

/// Arguments of `vkGetPerformanceParameterINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPerformanceParameterINTEL {
    pub device: vk::Device,
    pub parameter: vk::PerformanceParameterTypeINTEL,
    pub p_value: *mut vk::PerformanceValueINTEL,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPerformanceParameterINTEL {
    const ID: u32 = 376;
}
const _: () = assert!(size_of::<GetPerformanceParameterINTEL>() == 24);

/// Arguments of `vkGetPhysicalDeviceCalibrateableTimeDomainsEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceCalibrateableTimeDomainsEXT {
    pub physical_device: vk::PhysicalDevice,
    pub p_time_domain_count: *mut u32,
    pub p_time_domains: *mut vk::TimeDomainEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceCalibrateableTimeDomainsEXT {
    const ID: u32 = 377;
}
const _: () = assert!(size_of::<GetPhysicalDeviceCalibrateableTimeDomainsEXT>() == 24);

/// Arguments of `vkGetPhysicalDeviceCooperativeMatrixPropertiesNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceCooperativeMatrixPropertiesNV {
    pub physical_device: vk::PhysicalDevice,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::CooperativeMatrixPropertiesNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceCooperativeMatrixPropertiesNV {
    const ID: u32 = 378;
}
const _: () = assert!(size_of::<GetPhysicalDeviceCooperativeMatrixPropertiesNV>() == 24);

/// Arguments of `vkGetPhysicalDeviceDisplayPlaneProperties2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceDisplayPlaneProperties2KHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::DisplayPlaneProperties2KHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceDisplayPlaneProperties2KHR {
    const ID: u32 = 379;
}
const _: () = assert!(size_of::<GetPhysicalDeviceDisplayPlaneProperties2KHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceDisplayPlanePropertiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceDisplayPlanePropertiesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::DisplayPlanePropertiesKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceDisplayPlanePropertiesKHR {
    const ID: u32 = 380;
}
const _: () = assert!(size_of::<GetPhysicalDeviceDisplayPlanePropertiesKHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceDisplayProperties2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceDisplayProperties2KHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::DisplayProperties2KHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceDisplayProperties2KHR {
    const ID: u32 = 381;
}
const _: () = assert!(size_of::<GetPhysicalDeviceDisplayProperties2KHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceDisplayPropertiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceDisplayPropertiesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::DisplayPropertiesKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceDisplayPropertiesKHR {
    const ID: u32 = 382;
}
const _: () = assert!(size_of::<GetPhysicalDeviceDisplayPropertiesKHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceExternalBufferProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceExternalBufferProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_external_buffer_info: *const vk::PhysicalDeviceExternalBufferInfo<'static>,
    pub p_external_buffer_properties: *mut vk::ExternalBufferProperties<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceExternalBufferProperties {
    const ID: u32 = 383;
}
const _: () = assert!(size_of::<GetPhysicalDeviceExternalBufferProperties>() == 24);

/// Arguments of `vkGetPhysicalDeviceExternalFenceProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceExternalFenceProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_external_fence_info: *const vk::PhysicalDeviceExternalFenceInfo<'static>,
    pub p_external_fence_properties: *mut vk::ExternalFenceProperties<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceExternalFenceProperties {
    const ID: u32 = 384;
}
const _: () = assert!(size_of::<GetPhysicalDeviceExternalFenceProperties>() == 24);

/// Arguments of `vkGetPhysicalDeviceExternalImageFormatPropertiesNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceExternalImageFormatPropertiesNV {
    pub physical_device: vk::PhysicalDevice,
    pub format: vk::Format,
    pub ty: vk::ImageType,
    pub tiling: vk::ImageTiling,
    pub usage: vk::ImageUsageFlags,
    pub flags: vk::ImageCreateFlags,
    pub external_handle_type: vk::ExternalMemoryHandleTypeFlagsNV,
    pub p_external_image_format_properties: *mut vk::ExternalImageFormatPropertiesNV,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceExternalImageFormatPropertiesNV {
    const ID: u32 = 385;
}
const _: () = assert!(size_of::<GetPhysicalDeviceExternalImageFormatPropertiesNV>() == 40);

/// Arguments of `vkGetPhysicalDeviceExternalSemaphoreProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceExternalSemaphoreProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_external_semaphore_info: *const vk::PhysicalDeviceExternalSemaphoreInfo<'static>,
    pub p_external_semaphore_properties: *mut vk::ExternalSemaphoreProperties<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceExternalSemaphoreProperties {
    const ID: u32 = 386;
}
const _: () = assert!(size_of::<GetPhysicalDeviceExternalSemaphoreProperties>() == 24);

/// Arguments of `vkGetPhysicalDeviceFeatures`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceFeatures {
    pub physical_device: vk::PhysicalDevice,
    pub p_features: *mut vk::PhysicalDeviceFeatures,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceFeatures {
    const ID: u32 = 387;
}
const _: () = assert!(size_of::<GetPhysicalDeviceFeatures>() == 16);

/// Arguments of `vkGetPhysicalDeviceFeatures2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceFeatures2 {
    pub physical_device: vk::PhysicalDevice,
    pub p_features: *mut vk::PhysicalDeviceFeatures2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceFeatures2 {
    const ID: u32 = 388;
}
const _: () = assert!(size_of::<GetPhysicalDeviceFeatures2>() == 16);

/// Arguments of `vkGetPhysicalDeviceFormatProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceFormatProperties {
    pub physical_device: vk::PhysicalDevice,
    pub format: vk::Format,
    pub p_format_properties: *mut vk::FormatProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceFormatProperties {
    const ID: u32 = 389;
}
const _: () = assert!(size_of::<GetPhysicalDeviceFormatProperties>() == 24);

/// Arguments of `vkGetPhysicalDeviceFormatProperties2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceFormatProperties2 {
    pub physical_device: vk::PhysicalDevice,
    pub format: vk::Format,
    pub p_format_properties: *mut vk::FormatProperties2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceFormatProperties2 {
    const ID: u32 = 390;
}
const _: () = assert!(size_of::<GetPhysicalDeviceFormatProperties2>() == 24);

/// Arguments of `vkGetPhysicalDeviceFragmentShadingRatesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceFragmentShadingRatesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_fragment_shading_rate_count: *mut u32,
    pub p_fragment_shading_rates: *mut vk::PhysicalDeviceFragmentShadingRateKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceFragmentShadingRatesKHR {
    const ID: u32 = 391;
}
const _: () = assert!(size_of::<GetPhysicalDeviceFragmentShadingRatesKHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceImageFormatProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceImageFormatProperties {
    pub physical_device: vk::PhysicalDevice,
    pub format: vk::Format,
    pub ty: vk::ImageType,
    pub tiling: vk::ImageTiling,
    pub usage: vk::ImageUsageFlags,
    pub flags: vk::ImageCreateFlags,
    pub p_image_format_properties: *mut vk::ImageFormatProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceImageFormatProperties {
    const ID: u32 = 392;
}
const _: () = assert!(size_of::<GetPhysicalDeviceImageFormatProperties>() == 40);

/// Arguments of `vkGetPhysicalDeviceImageFormatProperties2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceImageFormatProperties2 {
    pub physical_device: vk::PhysicalDevice,
    pub p_image_format_info: *const vk::PhysicalDeviceImageFormatInfo2<'static>,
    pub p_image_format_properties: *mut vk::ImageFormatProperties2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceImageFormatProperties2 {
    const ID: u32 = 393;
}
const _: () = assert!(size_of::<GetPhysicalDeviceImageFormatProperties2>() == 24);

/// Arguments of `vkGetPhysicalDeviceMemoryProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceMemoryProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_memory_properties: *mut vk::PhysicalDeviceMemoryProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceMemoryProperties {
    const ID: u32 = 394;
}
const _: () = assert!(size_of::<GetPhysicalDeviceMemoryProperties>() == 16);

/// Arguments of `vkGetPhysicalDeviceMemoryProperties2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceMemoryProperties2 {
    pub physical_device: vk::PhysicalDevice,
    pub p_memory_properties: *mut vk::PhysicalDeviceMemoryProperties2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceMemoryProperties2 {
    const ID: u32 = 395;
}
const _: () = assert!(size_of::<GetPhysicalDeviceMemoryProperties2>() == 16);

/// Arguments of `vkGetPhysicalDeviceMultisamplePropertiesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceMultisamplePropertiesEXT {
    pub physical_device: vk::PhysicalDevice,
    pub samples: vk::SampleCountFlags,
    pub p_multisample_properties: *mut vk::MultisamplePropertiesEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceMultisamplePropertiesEXT {
    const ID: u32 = 396;
}
const _: () = assert!(size_of::<GetPhysicalDeviceMultisamplePropertiesEXT>() == 24);

/// Arguments of `vkGetPhysicalDeviceOpticalFlowImageFormatsNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceOpticalFlowImageFormatsNV {
    pub physical_device: vk::PhysicalDevice,
    pub p_optical_flow_image_format_info: *const vk::OpticalFlowImageFormatInfoNV<'static>,
    pub p_format_count: *mut u32,
    pub p_image_format_properties: *mut vk::OpticalFlowImageFormatPropertiesNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceOpticalFlowImageFormatsNV {
    const ID: u32 = 397;
}
const _: () = assert!(size_of::<GetPhysicalDeviceOpticalFlowImageFormatsNV>() == 32);

/// Arguments of `vkGetPhysicalDevicePresentRectanglesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDevicePresentRectanglesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub surface: vk::SurfaceKHR,
    pub p_rect_count: *mut u32,
    pub p_rects: *mut vk::Rect2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDevicePresentRectanglesKHR {
    const ID: u32 = 398;
}
const _: () = assert!(size_of::<GetPhysicalDevicePresentRectanglesKHR>() == 32);

/// Arguments of `vkGetPhysicalDeviceProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_properties: *mut vk::PhysicalDeviceProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceProperties {
    const ID: u32 = 399;
}
const _: () = assert!(size_of::<GetPhysicalDeviceProperties>() == 16);

/// Arguments of `vkGetPhysicalDeviceProperties2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceProperties2 {
    pub physical_device: vk::PhysicalDevice,
    pub p_properties: *mut vk::PhysicalDeviceProperties2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceProperties2 {
    const ID: u32 = 400;
}
const _: () = assert!(size_of::<GetPhysicalDeviceProperties2>() == 16);

/// Arguments of `vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_performance_query_create_info: *const vk::QueryPoolPerformanceCreateInfoKHR<'static>,
    pub p_num_passes: *mut u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR {
    const ID: u32 = 401;
}
const _: () = assert!(size_of::<GetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceQueueFamilyProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceQueueFamilyProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_queue_family_property_count: *mut u32,
    pub p_queue_family_properties: *mut vk::QueueFamilyProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceQueueFamilyProperties {
    const ID: u32 = 402;
}
const _: () = assert!(size_of::<GetPhysicalDeviceQueueFamilyProperties>() == 24);

/// Arguments of `vkGetPhysicalDeviceQueueFamilyProperties2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceQueueFamilyProperties2 {
    pub physical_device: vk::PhysicalDevice,
    pub p_queue_family_property_count: *mut u32,
    pub p_queue_family_properties: *mut vk::QueueFamilyProperties2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceQueueFamilyProperties2 {
    const ID: u32 = 403;
}
const _: () = assert!(size_of::<GetPhysicalDeviceQueueFamilyProperties2>() == 24);

/// Arguments of `vkGetPhysicalDeviceSparseImageFormatProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSparseImageFormatProperties {
    pub physical_device: vk::PhysicalDevice,
    pub format: vk::Format,
    pub ty: vk::ImageType,
    pub samples: vk::SampleCountFlags,
    pub usage: vk::ImageUsageFlags,
    pub tiling: vk::ImageTiling,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::SparseImageFormatProperties,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSparseImageFormatProperties {
    const ID: u32 = 404;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSparseImageFormatProperties>() == 48);

/// Arguments of `vkGetPhysicalDeviceSparseImageFormatProperties2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSparseImageFormatProperties2 {
    pub physical_device: vk::PhysicalDevice,
    pub p_format_info: *const vk::PhysicalDeviceSparseImageFormatInfo2<'static>,
    pub p_property_count: *mut u32,
    pub p_properties: *mut vk::SparseImageFormatProperties2<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSparseImageFormatProperties2 {
    const ID: u32 = 405;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSparseImageFormatProperties2>() == 32);

/// Arguments of `vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV {
    pub physical_device: vk::PhysicalDevice,
    pub p_combination_count: *mut u32,
    pub p_combinations: *mut vk::FramebufferMixedSamplesCombinationNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV {
    const ID: u32 = 406;
}
const _: () =
    assert!(size_of::<GetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV>() == 24);

/// Arguments of `vkGetPhysicalDeviceSurfaceCapabilities2EXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfaceCapabilities2EXT {
    pub physical_device: vk::PhysicalDevice,
    pub surface: vk::SurfaceKHR,
    pub p_surface_capabilities: *mut vk::SurfaceCapabilities2EXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfaceCapabilities2EXT {
    const ID: u32 = 407;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfaceCapabilities2EXT>() == 24);

/// Arguments of `vkGetPhysicalDeviceSurfaceCapabilities2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfaceCapabilities2KHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_surface_info: *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
    pub p_surface_capabilities: *mut vk::SurfaceCapabilities2KHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfaceCapabilities2KHR {
    const ID: u32 = 408;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfaceCapabilities2KHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceSurfaceCapabilitiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfaceCapabilitiesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub surface: vk::SurfaceKHR,
    pub p_surface_capabilities: *mut vk::SurfaceCapabilitiesKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfaceCapabilitiesKHR {
    const ID: u32 = 409;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfaceCapabilitiesKHR>() == 24);

/// Arguments of `vkGetPhysicalDeviceSurfaceFormats2KHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfaceFormats2KHR {
    pub physical_device: vk::PhysicalDevice,
    pub p_surface_info: *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
    pub p_surface_format_count: *mut u32,
    pub p_surface_formats: *mut vk::SurfaceFormat2KHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfaceFormats2KHR {
    const ID: u32 = 410;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfaceFormats2KHR>() == 32);

/// Arguments of `vkGetPhysicalDeviceSurfaceFormatsKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfaceFormatsKHR {
    pub physical_device: vk::PhysicalDevice,
    pub surface: vk::SurfaceKHR,
    pub p_surface_format_count: *mut u32,
    pub p_surface_formats: *mut vk::SurfaceFormatKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfaceFormatsKHR {
    const ID: u32 = 411;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfaceFormatsKHR>() == 32);

/// Arguments of `vkGetPhysicalDeviceSurfacePresentModesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfacePresentModesKHR {
    pub physical_device: vk::PhysicalDevice,
    pub surface: vk::SurfaceKHR,
    pub p_present_mode_count: *mut u32,
    pub p_present_modes: *mut vk::PresentModeKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfacePresentModesKHR {
    const ID: u32 = 412;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfacePresentModesKHR>() == 32);

/// Arguments of `vkGetPhysicalDeviceSurfaceSupportKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceSurfaceSupportKHR {
    pub physical_device: vk::PhysicalDevice,
    pub queue_family_index: u32,
    pub surface: vk::SurfaceKHR,
    pub p_supported: *mut vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceSurfaceSupportKHR {
    const ID: u32 = 413;
}
const _: () = assert!(size_of::<GetPhysicalDeviceSurfaceSupportKHR>() == 32);

/// Arguments of `vkGetPhysicalDeviceToolProperties`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPhysicalDeviceToolProperties {
    pub physical_device: vk::PhysicalDevice,
    pub p_tool_count: *mut u32,
    pub p_tool_properties: *mut vk::PhysicalDeviceToolProperties<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPhysicalDeviceToolProperties {
    const ID: u32 = 414;
}
const _: () = assert!(size_of::<GetPhysicalDeviceToolProperties>() == 24);

/// Arguments of `vkGetPipelineCacheData`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPipelineCacheData {
    pub device: vk::Device,
    pub pipeline_cache: vk::PipelineCache,
    pub p_data_size: *mut usize,
    pub p_data: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPipelineCacheData {
    const ID: u32 = 415;
}
const _: () = assert!(size_of::<GetPipelineCacheData>() == 32);

/// Arguments of `vkGetPipelineExecutableInternalRepresentationsKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPipelineExecutableInternalRepresentationsKHR {
    pub device: vk::Device,
    pub p_executable_info: *const vk::PipelineExecutableInfoKHR<'static>,
    pub p_internal_representation_count: *mut u32,
    pub p_internal_representations: *mut vk::PipelineExecutableInternalRepresentationKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPipelineExecutableInternalRepresentationsKHR {
    const ID: u32 = 416;
}
const _: () = assert!(size_of::<GetPipelineExecutableInternalRepresentationsKHR>() == 32);

/// Arguments of `vkGetPipelineExecutablePropertiesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPipelineExecutablePropertiesKHR {
    pub device: vk::Device,
    pub p_pipeline_info: *const vk::PipelineInfoKHR<'static>,
    pub p_executable_count: *mut u32,
    pub p_properties: *mut vk::PipelineExecutablePropertiesKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPipelineExecutablePropertiesKHR {
    const ID: u32 = 417;
}
const _: () = assert!(size_of::<GetPipelineExecutablePropertiesKHR>() == 32);

/// Arguments of `vkGetPipelineExecutableStatisticsKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPipelineExecutableStatisticsKHR {
    pub device: vk::Device,
    pub p_executable_info: *const vk::PipelineExecutableInfoKHR<'static>,
    pub p_statistic_count: *mut u32,
    pub p_statistics: *mut vk::PipelineExecutableStatisticKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPipelineExecutableStatisticsKHR {
    const ID: u32 = 418;
}
const _: () = assert!(size_of::<GetPipelineExecutableStatisticsKHR>() == 32);

/// Arguments of `vkGetPipelinePropertiesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPipelinePropertiesEXT {
    pub device: vk::Device,
    pub p_pipeline_info: *const vk::PipelineInfoKHR<'static>,
    pub p_pipeline_properties: *mut vk::BaseOutStructure<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPipelinePropertiesEXT {
    const ID: u32 = 419;
}
const _: () = assert!(size_of::<GetPipelinePropertiesEXT>() == 24);

/// Arguments of `vkGetPrivateData`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetPrivateData {
    pub device: vk::Device,
    pub object_type: vk::ObjectType,
    pub object_handle: u64,
    pub private_data_slot: vk::PrivateDataSlot,
    pub p_data: *mut u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetPrivateData {
    const ID: u32 = 420;
}
const _: () = assert!(size_of::<GetPrivateData>() == 40);

/// Arguments of `vkGetQueryPoolResults`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetQueryPoolResults {
    pub device: vk::Device,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
    pub query_count: u32,
    pub data_size: usize,
    pub p_data: *mut c_void,
    pub stride: vk::DeviceSize,
    pub flags: vk::QueryResultFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetQueryPoolResults {
    const ID: u32 = 421;
}
const _: () = assert!(size_of::<GetQueryPoolResults>() == 56);

/// Arguments of `vkGetQueueCheckpointData2NV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetQueueCheckpointData2NV {
    pub queue: vk::Queue,
    pub p_checkpoint_data_count: *mut u32,
    pub p_checkpoint_data: *mut vk::CheckpointData2NV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetQueueCheckpointData2NV {
    const ID: u32 = 422;
}
const _: () = assert!(size_of::<GetQueueCheckpointData2NV>() == 24);

/// Arguments of `vkGetQueueCheckpointDataNV`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetQueueCheckpointDataNV {
    pub queue: vk::Queue,
    pub p_checkpoint_data_count: *mut u32,
    pub p_checkpoint_data: *mut vk::CheckpointDataNV<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetQueueCheckpointDataNV {
    const ID: u32 = 423;
}
const _: () = assert!(size_of::<GetQueueCheckpointDataNV>() == 24);

/// Arguments of `vkGetRayTracingCaptureReplayShaderGroupHandlesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetRayTracingCaptureReplayShaderGroupHandlesKHR {
    pub device: vk::Device,
    pub pipeline: vk::Pipeline,
    pub first_group: u32,
    pub group_count: u32,
    pub data_size: usize,
    pub p_data: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetRayTracingCaptureReplayShaderGroupHandlesKHR {
    const ID: u32 = 424;
}
const _: () = assert!(size_of::<GetRayTracingCaptureReplayShaderGroupHandlesKHR>() == 40);

/// Arguments of `vkGetRayTracingShaderGroupHandlesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetRayTracingShaderGroupHandlesKHR {
    pub device: vk::Device,
    pub pipeline: vk::Pipeline,
    pub first_group: u32,
    pub group_count: u32,
    pub data_size: usize,
    pub p_data: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetRayTracingShaderGroupHandlesKHR {
    const ID: u32 = 425;
}
const _: () = assert!(size_of::<GetRayTracingShaderGroupHandlesKHR>() == 40);

/// Arguments of `vkGetRayTracingShaderGroupStackSizeKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetRayTracingShaderGroupStackSizeKHR {
    pub device: vk::Device,
    pub pipeline: vk::Pipeline,
    pub group: u32,
    pub group_shader: vk::ShaderGroupShaderKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetRayTracingShaderGroupStackSizeKHR {
    const ID: u32 = 426;
}
const _: () = assert!(size_of::<GetRayTracingShaderGroupStackSizeKHR>() == 24);

/// Arguments of `vkGetRefreshCycleDurationGOOGLE`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetRefreshCycleDurationGOOGLE {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub p_display_timing_properties: *mut vk::RefreshCycleDurationGOOGLE,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetRefreshCycleDurationGOOGLE {
    const ID: u32 = 427;
}
const _: () = assert!(size_of::<GetRefreshCycleDurationGOOGLE>() == 24);

/// Arguments of `vkGetRenderAreaGranularity`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetRenderAreaGranularity {
    pub device: vk::Device,
    pub render_pass: vk::RenderPass,
    pub p_granularity: *mut vk::Extent2D,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetRenderAreaGranularity {
    const ID: u32 = 428;
}
const _: () = assert!(size_of::<GetRenderAreaGranularity>() == 24);

/// Arguments of `vkGetSemaphoreCounterValue`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetSemaphoreCounterValue {
    pub device: vk::Device,
    pub semaphore: vk::Semaphore,
    pub p_value: *mut u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetSemaphoreCounterValue {
    const ID: u32 = 430;
}
const _: () = assert!(size_of::<GetSemaphoreCounterValue>() == 24);

/// Arguments of `vkGetShaderInfoAMD`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetShaderInfoAMD {
    pub device: vk::Device,
    pub pipeline: vk::Pipeline,
    pub shader_stage: vk::ShaderStageFlags,
    pub info_type: vk::ShaderInfoTypeAMD,
    pub p_info_size: *mut usize,
    pub p_info: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetShaderInfoAMD {
    const ID: u32 = 432;
}
const _: () = assert!(size_of::<GetShaderInfoAMD>() == 40);

/// Arguments of `vkGetShaderModuleCreateInfoIdentifierEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetShaderModuleCreateInfoIdentifierEXT {
    pub device: vk::Device,
    pub p_create_info: *const vk::ShaderModuleCreateInfo<'static>,
    pub p_identifier: *mut vk::ShaderModuleIdentifierEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetShaderModuleCreateInfoIdentifierEXT {
    const ID: u32 = 433;
}
const _: () = assert!(size_of::<GetShaderModuleCreateInfoIdentifierEXT>() == 24);

/// Arguments of `vkGetShaderModuleIdentifierEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetShaderModuleIdentifierEXT {
    pub device: vk::Device,
    pub shader_module: vk::ShaderModule,
    pub p_identifier: *mut vk::ShaderModuleIdentifierEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetShaderModuleIdentifierEXT {
    const ID: u32 = 434;
}
const _: () = assert!(size_of::<GetShaderModuleIdentifierEXT>() == 24);

/// Arguments of `vkGetSwapchainCounterEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetSwapchainCounterEXT {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub counter: vk::SurfaceCounterFlagsEXT,
    pub p_counter_value: *mut u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetSwapchainCounterEXT {
    const ID: u32 = 435;
}
const _: () = assert!(size_of::<GetSwapchainCounterEXT>() == 32);

/// Arguments of `vkGetSwapchainImagesKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetSwapchainImagesKHR {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub p_swapchain_image_count: *mut u32,
    pub p_swapchain_images: *mut vk::Image,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetSwapchainImagesKHR {
    const ID: u32 = 436;
}
const _: () = assert!(size_of::<GetSwapchainImagesKHR>() == 32);

/// Arguments of `vkGetSwapchainStatusKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetSwapchainStatusKHR {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetSwapchainStatusKHR {
    const ID: u32 = 437;
}
const _: () = assert!(size_of::<GetSwapchainStatusKHR>() == 16);

/// Arguments of `vkGetValidationCacheDataEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct GetValidationCacheDataEXT {
    pub device: vk::Device,
    pub validation_cache: vk::ValidationCacheEXT,
    pub p_data_size: *mut usize,
    pub p_data: *mut c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for GetValidationCacheDataEXT {
    const ID: u32 = 438;
}
const _: () = assert!(size_of::<GetValidationCacheDataEXT>() == 32);

/// Arguments of `vkInitializePerformanceApiINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct InitializePerformanceApiINTEL {
    pub device: vk::Device,
    pub p_initialize_info: *const vk::InitializePerformanceApiInfoINTEL<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for InitializePerformanceApiINTEL {
    const ID: u32 = 441;
}
const _: () = assert!(size_of::<InitializePerformanceApiINTEL>() == 16);

/// Arguments of `vkInvalidateMappedMemoryRanges`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct InvalidateMappedMemoryRanges {
    pub device: vk::Device,
    pub memory_range_count: u32,
    pub p_memory_ranges: *const vk::MappedMemoryRange<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for InvalidateMappedMemoryRanges {
    const ID: u32 = 442;
}
const _: () = assert!(size_of::<InvalidateMappedMemoryRanges>() == 24);

/// Arguments of `vkMergePipelineCaches`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MergePipelineCaches {
    pub device: vk::Device,
    pub dst_cache: vk::PipelineCache,
    pub src_cache_count: u32,
    pub p_src_caches: *const vk::PipelineCache,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for MergePipelineCaches {
    const ID: u32 = 444;
}
const _: () = assert!(size_of::<MergePipelineCaches>() == 32);

/// Arguments of `vkMergeValidationCachesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct MergeValidationCachesEXT {
    pub device: vk::Device,
    pub dst_cache: vk::ValidationCacheEXT,
    pub src_cache_count: u32,
    pub p_src_caches: *const vk::ValidationCacheEXT,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for MergeValidationCachesEXT {
    const ID: u32 = 445;
}
const _: () = assert!(size_of::<MergeValidationCachesEXT>() == 32);

/// Arguments of `vkQueueBeginDebugUtilsLabelEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueBeginDebugUtilsLabelEXT {
    pub queue: vk::Queue,
    pub p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueBeginDebugUtilsLabelEXT {
    const ID: u32 = 446;
}
const _: () = assert!(size_of::<QueueBeginDebugUtilsLabelEXT>() == 16);

/// Arguments of `vkQueueBindSparse`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueBindSparse {
    pub queue: vk::Queue,
    pub bind_info_count: u32,
    pub p_bind_info: *const vk::BindSparseInfo<'static>,
    pub fence: vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueBindSparse {
    const ID: u32 = 447;
}
const _: () = assert!(size_of::<QueueBindSparse>() == 32);

/// Arguments of `vkQueueEndDebugUtilsLabelEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueEndDebugUtilsLabelEXT {
    pub queue: vk::Queue,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueEndDebugUtilsLabelEXT {
    const ID: u32 = 448;
}
const _: () = assert!(size_of::<QueueEndDebugUtilsLabelEXT>() == 8);

/// Arguments of `vkQueueInsertDebugUtilsLabelEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueInsertDebugUtilsLabelEXT {
    pub queue: vk::Queue,
    pub p_label_info: *const vk::DebugUtilsLabelEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueInsertDebugUtilsLabelEXT {
    const ID: u32 = 449;
}
const _: () = assert!(size_of::<QueueInsertDebugUtilsLabelEXT>() == 16);

/// Arguments of `vkQueuePresentKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueuePresentKHR {
    pub queue: vk::Queue,
    pub p_present_info: *const vk::PresentInfoKHR<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueuePresentKHR {
    const ID: u32 = 450;
}
const _: () = assert!(size_of::<QueuePresentKHR>() == 16);

/// Arguments of `vkQueueSetPerformanceConfigurationINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueSetPerformanceConfigurationINTEL {
    pub queue: vk::Queue,
    pub configuration: vk::PerformanceConfigurationINTEL,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueSetPerformanceConfigurationINTEL {
    const ID: u32 = 451;
}
const _: () = assert!(size_of::<QueueSetPerformanceConfigurationINTEL>() == 16);

/// Arguments of `vkQueueSubmit`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueSubmit {
    pub queue: vk::Queue,
    pub submit_count: u32,
    pub p_submits: *const vk::SubmitInfo<'static>,
    pub fence: vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueSubmit {
    const ID: u32 = 452;
}
const _: () = assert!(size_of::<QueueSubmit>() == 32);

/// Arguments of `vkQueueSubmit2`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueSubmit2 {
    pub queue: vk::Queue,
    pub submit_count: u32,
    pub p_submits: *const vk::SubmitInfo2<'static>,
    pub fence: vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueSubmit2 {
    const ID: u32 = 453;
}
const _: () = assert!(size_of::<QueueSubmit2>() == 32);

/// Arguments of `vkQueueWaitIdle`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct QueueWaitIdle {
    pub queue: vk::Queue,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for QueueWaitIdle {
    const ID: u32 = 454;
}
const _: () = assert!(size_of::<QueueWaitIdle>() == 8);

/// Arguments of `vkRegisterDeviceEventEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct RegisterDeviceEventEXT {
    pub device: vk::Device,
    pub p_device_event_info: *const vk::DeviceEventInfoEXT<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_fence: *mut vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for RegisterDeviceEventEXT {
    const ID: u32 = 455;
}
const _: () = assert!(size_of::<RegisterDeviceEventEXT>() == 32);

/// Arguments of `vkRegisterDisplayEventEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct RegisterDisplayEventEXT {
    pub device: vk::Device,
    pub display: vk::DisplayKHR,
    pub p_display_event_info: *const vk::DisplayEventInfoEXT<'static>,
    pub p_allocator: *const vk::AllocationCallbacks<'static>,
    pub p_fence: *mut vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for RegisterDisplayEventEXT {
    const ID: u32 = 456;
}
const _: () = assert!(size_of::<RegisterDisplayEventEXT>() == 40);

/// Arguments of `vkReleaseDisplayEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ReleaseDisplayEXT {
    pub physical_device: vk::PhysicalDevice,
    pub display: vk::DisplayKHR,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ReleaseDisplayEXT {
    const ID: u32 = 457;
}
const _: () = assert!(size_of::<ReleaseDisplayEXT>() == 16);

/// Arguments of `vkReleasePerformanceConfigurationINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ReleasePerformanceConfigurationINTEL {
    pub device: vk::Device,
    pub configuration: vk::PerformanceConfigurationINTEL,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ReleasePerformanceConfigurationINTEL {
    const ID: u32 = 458;
}
const _: () = assert!(size_of::<ReleasePerformanceConfigurationINTEL>() == 16);

/// Arguments of `vkReleaseProfilingLockKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ReleaseProfilingLockKHR {
    pub device: vk::Device,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ReleaseProfilingLockKHR {
    const ID: u32 = 459;
}
const _: () = assert!(size_of::<ReleaseProfilingLockKHR>() == 8);

/// Arguments of `vkReleaseSwapchainImagesEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ReleaseSwapchainImagesEXT {
    pub device: vk::Device,
    pub p_release_info: *const vk::ReleaseSwapchainImagesInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ReleaseSwapchainImagesEXT {
    const ID: u32 = 460;
}
const _: () = assert!(size_of::<ReleaseSwapchainImagesEXT>() == 16);

/// Arguments of `vkResetCommandBuffer`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResetCommandBuffer {
    pub command_buffer: vk::CommandBuffer,
    pub flags: vk::CommandBufferResetFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ResetCommandBuffer {
    const ID: u32 = 461;
}
const _: () = assert!(size_of::<ResetCommandBuffer>() == 16);

/// Arguments of `vkResetCommandPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResetCommandPool {
    pub device: vk::Device,
    pub command_pool: vk::CommandPool,
    pub flags: vk::CommandPoolResetFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ResetCommandPool {
    const ID: u32 = 462;
}
const _: () = assert!(size_of::<ResetCommandPool>() == 24);

/// Arguments of `vkResetDescriptorPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResetDescriptorPool {
    pub device: vk::Device,
    pub descriptor_pool: vk::DescriptorPool,
    pub flags: vk::DescriptorPoolResetFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ResetDescriptorPool {
    const ID: u32 = 463;
}
const _: () = assert!(size_of::<ResetDescriptorPool>() == 24);

/// Arguments of `vkResetEvent`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResetEvent {
    pub device: vk::Device,
    pub event: vk::Event,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ResetEvent {
    const ID: u32 = 464;
}
const _: () = assert!(size_of::<ResetEvent>() == 16);

/// Arguments of `vkResetFences`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResetFences {
    pub device: vk::Device,
    pub fence_count: u32,
    pub p_fences: *const vk::Fence,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ResetFences {
    const ID: u32 = 465;
}
const _: () = assert!(size_of::<ResetFences>() == 24);

/// Arguments of `vkResetQueryPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct ResetQueryPool {
    pub device: vk::Device,
    pub query_pool: vk::QueryPool,
    pub first_query: u32,
    pub query_count: u32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for ResetQueryPool {
    const ID: u32 = 466;
}
const _: () = assert!(size_of::<ResetQueryPool>() == 24);

/// Arguments of `vkSetDebugUtilsObjectNameEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetDebugUtilsObjectNameEXT {
    pub device: vk::Device,
    pub p_name_info: *const vk::DebugUtilsObjectNameInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetDebugUtilsObjectNameEXT {
    const ID: u32 = 467;
}
const _: () = assert!(size_of::<SetDebugUtilsObjectNameEXT>() == 16);

/// Arguments of `vkSetDebugUtilsObjectTagEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetDebugUtilsObjectTagEXT {
    pub device: vk::Device,
    pub p_tag_info: *const vk::DebugUtilsObjectTagInfoEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetDebugUtilsObjectTagEXT {
    const ID: u32 = 468;
}
const _: () = assert!(size_of::<SetDebugUtilsObjectTagEXT>() == 16);

/// Arguments of `vkSetDeviceMemoryPriorityEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetDeviceMemoryPriorityEXT {
    pub device: vk::Device,
    pub memory: vk::DeviceMemory,
    pub priority: f32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetDeviceMemoryPriorityEXT {
    const ID: u32 = 469;
}
const _: () = assert!(size_of::<SetDeviceMemoryPriorityEXT>() == 24);

/// Arguments of `vkSetEvent`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetEvent {
    pub device: vk::Device,
    pub event: vk::Event,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetEvent {
    const ID: u32 = 470;
}
const _: () = assert!(size_of::<SetEvent>() == 16);

/// Arguments of `vkSetHdrMetadataEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetHdrMetadataEXT {
    pub device: vk::Device,
    pub swapchain_count: u32,
    pub p_swapchains: *const vk::SwapchainKHR,
    pub p_metadata: *const vk::HdrMetadataEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetHdrMetadataEXT {
    const ID: u32 = 471;
}
const _: () = assert!(size_of::<SetHdrMetadataEXT>() == 32);

/// Arguments of `vkSetLocalDimmingAMD`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetLocalDimmingAMD {
    pub device: vk::Device,
    pub swap_chain: vk::SwapchainKHR,
    pub local_dimming_enable: vk::Bool32,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetLocalDimmingAMD {
    const ID: u32 = 472;
}
const _: () = assert!(size_of::<SetLocalDimmingAMD>() == 24);

/// Arguments of `vkSetPrivateData`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SetPrivateData {
    pub device: vk::Device,
    pub object_type: vk::ObjectType,
    pub object_handle: u64,
    pub private_data_slot: vk::PrivateDataSlot,
    pub data: u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SetPrivateData {
    const ID: u32 = 473;
}
const _: () = assert!(size_of::<SetPrivateData>() == 40);

/// Arguments of `vkSignalSemaphore`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SignalSemaphore {
    pub device: vk::Device,
    pub p_signal_info: *const vk::SemaphoreSignalInfo<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SignalSemaphore {
    const ID: u32 = 474;
}
const _: () = assert!(size_of::<SignalSemaphore>() == 16);

/// Arguments of `vkSubmitDebugUtilsMessageEXT`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SubmitDebugUtilsMessageEXT {
    pub instance: vk::Instance,
    pub message_severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    pub message_types: vk::DebugUtilsMessageTypeFlagsEXT,
    pub p_callback_data: *const vk::DebugUtilsMessengerCallbackDataEXT<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for SubmitDebugUtilsMessageEXT {
    const ID: u32 = 475;
}
const _: () = assert!(size_of::<SubmitDebugUtilsMessageEXT>() == 24);

/// Arguments of `vkTrimCommandPool`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct TrimCommandPool {
    pub device: vk::Device,
    pub command_pool: vk::CommandPool,
    pub flags: vk::CommandPoolTrimFlags,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for TrimCommandPool {
    const ID: u32 = 476;
}
const _: () = assert!(size_of::<TrimCommandPool>() == 24);

/// Arguments of `vkUninitializePerformanceApiINTEL`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct UninitializePerformanceApiINTEL {
    pub device: vk::Device,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for UninitializePerformanceApiINTEL {
    const ID: u32 = 477;
}
const _: () = assert!(size_of::<UninitializePerformanceApiINTEL>() == 8);

/// Arguments of `vkUpdateDescriptorSetWithTemplate`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct UpdateDescriptorSetWithTemplate {
    pub device: vk::Device,
    pub descriptor_set: vk::DescriptorSet,
    pub descriptor_update_template: vk::DescriptorUpdateTemplate,
    pub p_data: *const c_void,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for UpdateDescriptorSetWithTemplate {
    const ID: u32 = 479;
}
const _: () = assert!(size_of::<UpdateDescriptorSetWithTemplate>() == 32);

/// Arguments of `vkUpdateDescriptorSets`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct UpdateDescriptorSets {
    pub device: vk::Device,
    pub descriptor_write_count: u32,
    pub p_descriptor_writes: *const vk::WriteDescriptorSet<'static>,
    pub descriptor_copy_count: u32,
    pub p_descriptor_copies: *const vk::CopyDescriptorSet<'static>,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for UpdateDescriptorSets {
    const ID: u32 = 480;
}
const _: () = assert!(size_of::<UpdateDescriptorSets>() == 40);

/// Arguments of `vkWaitForFences`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct WaitForFences {
    pub device: vk::Device,
    pub fence_count: u32,
    pub p_fences: *const vk::Fence,
    pub wait_all: vk::Bool32,
    pub timeout: u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for WaitForFences {
    const ID: u32 = 481;
}
const _: () = assert!(size_of::<WaitForFences>() == 40);

/// Arguments of `vkWaitForPresentKHR`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct WaitForPresentKHR {
    pub device: vk::Device,
    pub swapchain: vk::SwapchainKHR,
    pub present_id: u64,
    pub timeout: u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for WaitForPresentKHR {
    const ID: u32 = 482;
}
const _: () = assert!(size_of::<WaitForPresentKHR>() == 32);

/// Arguments of `vkWaitSemaphores`.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct WaitSemaphores {
    pub device: vk::Device,
    pub p_wait_info: *const vk::SemaphoreWaitInfo<'static>,
    pub timeout: u64,
}
// SAFETY: the layout is the one described by COMMANDS (size checked below).
unsafe impl crate::CommandArgs for WaitSemaphores {
    const ID: u32 = 483;
}
const _: () = assert!(size_of::<WaitSemaphores>() == 24);
