// @generated DO NOT EDIT: written by driver-glue-gen from vk-wire's tables (vk.xml 1.3.239).
//! The renderer's dispatch: calls the real driver's function for one decoded request.

#![allow(clippy::all)]
use ash::vk;
use core::ffi::{c_char, c_void};
use vk_wire::args;

/// Calls `pfn`, the driver's function for the command `id`, with the decoded arguments at `a`; returns the return value as the wire carries it (a `VkResult` sign-extended, 0 for `void`), or `None` for an id the wire does not carry.
///
/// # Safety
/// `a` points to decoded arguments of command `id` (a `vk_wire::Request`'s `args_ptr`) whose handles are the driver's, and `pfn` is the driver's function for that command.
pub unsafe fn dispatch(id: u32, a: *const u8, pfn: unsafe extern "system" fn()) -> Option<u64> {
    // SAFETY: (every arm) the caller guarantees `a` holds `args::X` for this id and `pfn` has the command's signature, which is the one written here.
    unsafe {
        match id {
            2 => {
                // vkAcquireNextImage2KHR
                let a = &*a.cast::<args::AcquireNextImage2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AcquireNextImageInfoKHR<'static>,
                        *mut u32,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_acquire_info, a.p_image_index).as_raw() as i64 as u64)
            }
            3 => {
                // vkAcquireNextImageKHR
                let a = &*a.cast::<args::AcquireNextImageKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SwapchainKHR,
                        u64,
                        vk::Semaphore,
                        vk::Fence,
                        *mut u32,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.swapchain,
                        a.timeout,
                        a.semaphore,
                        a.fence,
                        a.p_image_index,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            4 => {
                // vkAcquirePerformanceConfigurationINTEL
                let a = &*a.cast::<args::AcquirePerformanceConfigurationINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PerformanceConfigurationAcquireInfoINTEL<'static>,
                        *mut vk::PerformanceConfigurationINTEL,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_acquire_info, a.p_configuration).as_raw() as i64 as u64)
            }
            5 => {
                // vkAcquireProfilingLockKHR
                let a = &*a.cast::<args::AcquireProfilingLockKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AcquireProfilingLockInfoKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_info).as_raw() as i64 as u64)
            }
            6 => {
                // vkAllocateCommandBuffers
                let a = &*a.cast::<args::AllocateCommandBuffers>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::CommandBufferAllocateInfo<'static>,
                        *mut vk::CommandBuffer,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_allocate_info, a.p_command_buffers).as_raw() as i64 as u64)
            }
            7 => {
                // vkAllocateDescriptorSets
                let a = &*a.cast::<args::AllocateDescriptorSets>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorSetAllocateInfo<'static>,
                        *mut vk::DescriptorSet,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_allocate_info, a.p_descriptor_sets).as_raw() as i64 as u64)
            }
            8 => {
                // vkAllocateMemory
                let a = &*a.cast::<args::AllocateMemory>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::MemoryAllocateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::DeviceMemory,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_allocate_info, a.p_allocator, a.p_memory).as_raw() as i64
                        as u64,
                )
            }
            9 => {
                // vkBeginCommandBuffer
                let a = &*a.cast::<args::BeginCommandBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CommandBufferBeginInfo<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.command_buffer, a.p_begin_info).as_raw() as i64 as u64)
            }
            10 => {
                // vkBindAccelerationStructureMemoryNV
                let a = &*a.cast::<args::BindAccelerationStructureMemoryNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::BindAccelerationStructureMemoryInfoNV<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.bind_info_count, a.p_bind_infos).as_raw() as i64 as u64)
            }
            11 => {
                // vkBindBufferMemory
                let a = &*a.cast::<args::BindBufferMemory>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Buffer,
                        vk::DeviceMemory,
                        vk::DeviceSize,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.buffer, a.memory, a.memory_offset).as_raw() as i64 as u64)
            }
            12 => {
                // vkBindBufferMemory2
                let a = &*a.cast::<args::BindBufferMemory2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::BindBufferMemoryInfo<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.bind_info_count, a.p_bind_infos).as_raw() as i64 as u64)
            }
            13 => {
                // vkBindImageMemory
                let a = &*a.cast::<args::BindImageMemory>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Image,
                        vk::DeviceMemory,
                        vk::DeviceSize,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.image, a.memory, a.memory_offset).as_raw() as i64 as u64)
            }
            14 => {
                // vkBindImageMemory2
                let a = &*a.cast::<args::BindImageMemory2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::BindImageMemoryInfo<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.bind_info_count, a.p_bind_infos).as_raw() as i64 as u64)
            }
            15 => {
                // vkBindOpticalFlowSessionImageNV
                let a = &*a.cast::<args::BindOpticalFlowSessionImageNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::OpticalFlowSessionNV,
                        vk::OpticalFlowSessionBindingPointNV,
                        vk::ImageView,
                        vk::ImageLayout,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.session, a.binding_point, a.view, a.layout).as_raw() as i64
                        as u64,
                )
            }
            18 => {
                // vkCmdBeginConditionalRenderingEXT
                let a = &*a.cast::<args::CmdBeginConditionalRenderingEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::ConditionalRenderingBeginInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_conditional_rendering_begin);
                Some(0)
            }
            19 => {
                // vkCmdBeginDebugUtilsLabelEXT
                let a = &*a.cast::<args::CmdBeginDebugUtilsLabelEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::DebugUtilsLabelEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_label_info);
                Some(0)
            }
            20 => {
                // vkCmdBeginQuery
                let a = &*a.cast::<args::CmdBeginQuery>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::QueryPool,
                        u32,
                        vk::QueryControlFlags,
                    ),
                >(pfn);
                f(a.command_buffer, a.query_pool, a.query, a.flags);
                Some(0)
            }
            21 => {
                // vkCmdBeginQueryIndexedEXT
                let a = &*a.cast::<args::CmdBeginQueryIndexedEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::QueryPool,
                        u32,
                        vk::QueryControlFlags,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.query_pool, a.query, a.flags, a.index);
                Some(0)
            }
            22 => {
                // vkCmdBeginRenderPass
                let a = &*a.cast::<args::CmdBeginRenderPass>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::RenderPassBeginInfo<'static>,
                        vk::SubpassContents,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_render_pass_begin, a.contents);
                Some(0)
            }
            23 => {
                // vkCmdBeginRenderPass2
                let a = &*a.cast::<args::CmdBeginRenderPass2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::RenderPassBeginInfo<'static>,
                        *const vk::SubpassBeginInfo<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.p_render_pass_begin,
                    a.p_subpass_begin_info,
                );
                Some(0)
            }
            24 => {
                // vkCmdBeginRendering
                let a = &*a.cast::<args::CmdBeginRendering>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, *const vk::RenderingInfo<'static>),
                >(pfn);
                f(a.command_buffer, a.p_rendering_info);
                Some(0)
            }
            25 => {
                // vkCmdBeginTransformFeedbackEXT
                let a = &*a.cast::<args::CmdBeginTransformFeedbackEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::Buffer,
                        *const vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_counter_buffer,
                    a.counter_buffer_count,
                    a.p_counter_buffers,
                    a.p_counter_buffer_offsets,
                );
                Some(0)
            }
            26 => {
                // vkCmdBindDescriptorBufferEmbeddedSamplersEXT
                let a = &*a.cast::<args::CmdBindDescriptorBufferEmbeddedSamplersEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineBindPoint,
                        vk::PipelineLayout,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.pipeline_bind_point, a.layout, a.set);
                Some(0)
            }
            27 => {
                // vkCmdBindDescriptorBuffersEXT
                let a = &*a.cast::<args::CmdBindDescriptorBuffersEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::DescriptorBufferBindingInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.buffer_count, a.p_binding_infos);
                Some(0)
            }
            28 => {
                // vkCmdBindDescriptorSets
                let a = &*a.cast::<args::CmdBindDescriptorSets>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineBindPoint,
                        vk::PipelineLayout,
                        u32,
                        u32,
                        *const vk::DescriptorSet,
                        u32,
                        *const u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.pipeline_bind_point,
                    a.layout,
                    a.first_set,
                    a.descriptor_set_count,
                    a.p_descriptor_sets,
                    a.dynamic_offset_count,
                    a.p_dynamic_offsets,
                );
                Some(0)
            }
            29 => {
                // vkCmdBindIndexBuffer
                let a = &*a.cast::<args::CmdBindIndexBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::IndexType,
                    ),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset, a.index_type);
                Some(0)
            }
            30 => {
                // vkCmdBindInvocationMaskHUAWEI
                let a = &*a.cast::<args::CmdBindInvocationMaskHUAWEI>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::ImageView, vk::ImageLayout),
                >(pfn);
                f(a.command_buffer, a.image_view, a.image_layout);
                Some(0)
            }
            31 => {
                // vkCmdBindPipeline
                let a = &*a.cast::<args::CmdBindPipeline>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineBindPoint,
                        vk::Pipeline,
                    ),
                >(pfn);
                f(a.command_buffer, a.pipeline_bind_point, a.pipeline);
                Some(0)
            }
            32 => {
                // vkCmdBindPipelineShaderGroupNV
                let a = &*a.cast::<args::CmdBindPipelineShaderGroupNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineBindPoint,
                        vk::Pipeline,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.pipeline_bind_point,
                    a.pipeline,
                    a.group_index,
                );
                Some(0)
            }
            33 => {
                // vkCmdBindShadingRateImageNV
                let a = &*a.cast::<args::CmdBindShadingRateImageNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::ImageView, vk::ImageLayout),
                >(pfn);
                f(a.command_buffer, a.image_view, a.image_layout);
                Some(0)
            }
            34 => {
                // vkCmdBindTransformFeedbackBuffersEXT
                let a = &*a.cast::<args::CmdBindTransformFeedbackBuffersEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::Buffer,
                        *const vk::DeviceSize,
                        *const vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_binding,
                    a.binding_count,
                    a.p_buffers,
                    a.p_offsets,
                    a.p_sizes,
                );
                Some(0)
            }
            35 => {
                // vkCmdBindVertexBuffers
                let a = &*a.cast::<args::CmdBindVertexBuffers>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::Buffer,
                        *const vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_binding,
                    a.binding_count,
                    a.p_buffers,
                    a.p_offsets,
                );
                Some(0)
            }
            36 => {
                // vkCmdBindVertexBuffers2
                let a = &*a.cast::<args::CmdBindVertexBuffers2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::Buffer,
                        *const vk::DeviceSize,
                        *const vk::DeviceSize,
                        *const vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_binding,
                    a.binding_count,
                    a.p_buffers,
                    a.p_offsets,
                    a.p_sizes,
                    a.p_strides,
                );
                Some(0)
            }
            37 => {
                // vkCmdBlitImage
                let a = &*a.cast::<args::CmdBlitImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Image,
                        vk::ImageLayout,
                        vk::Image,
                        vk::ImageLayout,
                        u32,
                        *const vk::ImageBlit,
                        vk::Filter,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_image,
                    a.src_image_layout,
                    a.dst_image,
                    a.dst_image_layout,
                    a.region_count,
                    a.p_regions,
                    a.filter,
                );
                Some(0)
            }
            38 => {
                // vkCmdBlitImage2
                let a = &*a.cast::<args::CmdBlitImage2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::BlitImageInfo2<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_blit_image_info);
                Some(0)
            }
            39 => {
                // vkCmdBuildAccelerationStructureNV
                let a = &*a.cast::<args::CmdBuildAccelerationStructureNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::AccelerationStructureInfoNV<'static>,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::Bool32,
                        vk::AccelerationStructureNV,
                        vk::AccelerationStructureNV,
                        vk::Buffer,
                        vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.p_info,
                    a.instance_data,
                    a.instance_offset,
                    a.update,
                    a.dst,
                    a.src,
                    a.scratch,
                    a.scratch_offset,
                );
                Some(0)
            }
            40 => {
                // vkCmdBuildAccelerationStructuresIndirectKHR
                let a = &*a.cast::<args::CmdBuildAccelerationStructuresIndirectKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
                        *const vk::DeviceAddress,
                        *const u32,
                        *const *const u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.info_count,
                    a.p_infos,
                    a.p_indirect_device_addresses,
                    a.p_indirect_strides,
                    a.pp_max_primitive_counts,
                );
                Some(0)
            }
            41 => {
                // vkCmdBuildAccelerationStructuresKHR
                let a = &*a.cast::<args::CmdBuildAccelerationStructuresKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
                        *const *const vk::AccelerationStructureBuildRangeInfoKHR,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.info_count,
                    a.p_infos,
                    a.pp_build_range_infos,
                );
                Some(0)
            }
            42 => {
                // vkCmdBuildMicromapsEXT
                let a = &*a.cast::<args::CmdBuildMicromapsEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::MicromapBuildInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.info_count, a.p_infos);
                Some(0)
            }
            43 => {
                // vkCmdClearAttachments
                let a = &*a.cast::<args::CmdClearAttachments>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::ClearAttachment,
                        u32,
                        *const vk::ClearRect,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.attachment_count,
                    a.p_attachments,
                    a.rect_count,
                    a.p_rects,
                );
                Some(0)
            }
            44 => {
                // vkCmdClearColorImage
                let a = &*a.cast::<args::CmdClearColorImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Image,
                        vk::ImageLayout,
                        *const vk::ClearColorValue,
                        u32,
                        *const vk::ImageSubresourceRange,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.image,
                    a.image_layout,
                    a.p_color,
                    a.range_count,
                    a.p_ranges,
                );
                Some(0)
            }
            45 => {
                // vkCmdClearDepthStencilImage
                let a = &*a.cast::<args::CmdClearDepthStencilImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Image,
                        vk::ImageLayout,
                        *const vk::ClearDepthStencilValue,
                        u32,
                        *const vk::ImageSubresourceRange,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.image,
                    a.image_layout,
                    a.p_depth_stencil,
                    a.range_count,
                    a.p_ranges,
                );
                Some(0)
            }
            46 => {
                // vkCmdCopyAccelerationStructureKHR
                let a = &*a.cast::<args::CmdCopyAccelerationStructureKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyAccelerationStructureInfoKHR<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_info);
                Some(0)
            }
            47 => {
                // vkCmdCopyAccelerationStructureNV
                let a = &*a.cast::<args::CmdCopyAccelerationStructureNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::AccelerationStructureNV,
                        vk::AccelerationStructureNV,
                        vk::CopyAccelerationStructureModeKHR,
                    ),
                >(pfn);
                f(a.command_buffer, a.dst, a.src, a.mode);
                Some(0)
            }
            48 => {
                // vkCmdCopyAccelerationStructureToMemoryKHR
                let a = &*a.cast::<args::CmdCopyAccelerationStructureToMemoryKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyAccelerationStructureToMemoryInfoKHR<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_info);
                Some(0)
            }
            49 => {
                // vkCmdCopyBuffer
                let a = &*a.cast::<args::CmdCopyBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::Buffer,
                        u32,
                        *const vk::BufferCopy,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_buffer,
                    a.dst_buffer,
                    a.region_count,
                    a.p_regions,
                );
                Some(0)
            }
            50 => {
                // vkCmdCopyBuffer2
                let a = &*a.cast::<args::CmdCopyBuffer2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyBufferInfo2<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_copy_buffer_info);
                Some(0)
            }
            51 => {
                // vkCmdCopyBufferToImage
                let a = &*a.cast::<args::CmdCopyBufferToImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::Image,
                        vk::ImageLayout,
                        u32,
                        *const vk::BufferImageCopy,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_buffer,
                    a.dst_image,
                    a.dst_image_layout,
                    a.region_count,
                    a.p_regions,
                );
                Some(0)
            }
            52 => {
                // vkCmdCopyBufferToImage2
                let a = &*a.cast::<args::CmdCopyBufferToImage2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyBufferToImageInfo2<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_copy_buffer_to_image_info);
                Some(0)
            }
            53 => {
                // vkCmdCopyImage
                let a = &*a.cast::<args::CmdCopyImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Image,
                        vk::ImageLayout,
                        vk::Image,
                        vk::ImageLayout,
                        u32,
                        *const vk::ImageCopy,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_image,
                    a.src_image_layout,
                    a.dst_image,
                    a.dst_image_layout,
                    a.region_count,
                    a.p_regions,
                );
                Some(0)
            }
            54 => {
                // vkCmdCopyImage2
                let a = &*a.cast::<args::CmdCopyImage2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyImageInfo2<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_copy_image_info);
                Some(0)
            }
            55 => {
                // vkCmdCopyImageToBuffer
                let a = &*a.cast::<args::CmdCopyImageToBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Image,
                        vk::ImageLayout,
                        vk::Buffer,
                        u32,
                        *const vk::BufferImageCopy,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_image,
                    a.src_image_layout,
                    a.dst_buffer,
                    a.region_count,
                    a.p_regions,
                );
                Some(0)
            }
            56 => {
                // vkCmdCopyImageToBuffer2
                let a = &*a.cast::<args::CmdCopyImageToBuffer2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyImageToBufferInfo2<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_copy_image_to_buffer_info);
                Some(0)
            }
            57 => {
                // vkCmdCopyMemoryIndirectNV
                let a = &*a.cast::<args::CmdCopyMemoryIndirectNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::DeviceAddress, u32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.copy_buffer_address,
                    a.copy_count,
                    a.stride,
                );
                Some(0)
            }
            58 => {
                // vkCmdCopyMemoryToAccelerationStructureKHR
                let a = &*a.cast::<args::CmdCopyMemoryToAccelerationStructureKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyMemoryToAccelerationStructureInfoKHR<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_info);
                Some(0)
            }
            59 => {
                // vkCmdCopyMemoryToImageIndirectNV
                let a = &*a.cast::<args::CmdCopyMemoryToImageIndirectNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::DeviceAddress,
                        u32,
                        u32,
                        vk::Image,
                        vk::ImageLayout,
                        *const vk::ImageSubresourceLayers,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.copy_buffer_address,
                    a.copy_count,
                    a.stride,
                    a.dst_image,
                    a.dst_image_layout,
                    a.p_image_subresources,
                );
                Some(0)
            }
            60 => {
                // vkCmdCopyMemoryToMicromapEXT
                let a = &*a.cast::<args::CmdCopyMemoryToMicromapEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyMemoryToMicromapInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_info);
                Some(0)
            }
            61 => {
                // vkCmdCopyMicromapEXT
                let a = &*a.cast::<args::CmdCopyMicromapEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyMicromapInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_info);
                Some(0)
            }
            62 => {
                // vkCmdCopyMicromapToMemoryEXT
                let a = &*a.cast::<args::CmdCopyMicromapToMemoryEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::CopyMicromapToMemoryInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_info);
                Some(0)
            }
            63 => {
                // vkCmdCopyQueryPoolResults
                let a = &*a.cast::<args::CmdCopyQueryPoolResults>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::QueryPool,
                        u32,
                        u32,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::DeviceSize,
                        vk::QueryResultFlags,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.query_pool,
                    a.first_query,
                    a.query_count,
                    a.dst_buffer,
                    a.dst_offset,
                    a.stride,
                    a.flags,
                );
                Some(0)
            }
            65 => {
                // vkCmdDebugMarkerBeginEXT
                let a = &*a.cast::<args::CmdDebugMarkerBeginEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::DebugMarkerMarkerInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_marker_info);
                Some(0)
            }
            66 => {
                // vkCmdDebugMarkerEndEXT
                let a = &*a.cast::<args::CmdDebugMarkerEndEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer),
                >(pfn);
                f(a.command_buffer);
                Some(0)
            }
            67 => {
                // vkCmdDebugMarkerInsertEXT
                let a = &*a.cast::<args::CmdDebugMarkerInsertEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::DebugMarkerMarkerInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_marker_info);
                Some(0)
            }
            68 => {
                // vkCmdDecompressMemoryIndirectCountNV
                let a = &*a.cast::<args::CmdDecompressMemoryIndirectCountNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::DeviceAddress,
                        vk::DeviceAddress,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.indirect_commands_address,
                    a.indirect_commands_count_address,
                    a.stride,
                );
                Some(0)
            }
            69 => {
                // vkCmdDecompressMemoryNV
                let a = &*a.cast::<args::CmdDecompressMemoryNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::DecompressMemoryRegionNV,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.decompress_region_count,
                    a.p_decompress_memory_regions,
                );
                Some(0)
            }
            70 => {
                // vkCmdDispatch
                let a = &*a.cast::<args::CmdDispatch>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.group_count_x,
                    a.group_count_y,
                    a.group_count_z,
                );
                Some(0)
            }
            71 => {
                // vkCmdDispatchBase
                let a = &*a.cast::<args::CmdDispatchBase>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, u32, u32, u32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.base_group_x,
                    a.base_group_y,
                    a.base_group_z,
                    a.group_count_x,
                    a.group_count_y,
                    a.group_count_z,
                );
                Some(0)
            }
            72 => {
                // vkCmdDispatchIndirect
                let a = &*a.cast::<args::CmdDispatchIndirect>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Buffer, vk::DeviceSize),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset);
                Some(0)
            }
            73 => {
                // vkCmdDraw
                let a = &*a.cast::<args::CmdDraw>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, u32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.vertex_count,
                    a.instance_count,
                    a.first_vertex,
                    a.first_instance,
                );
                Some(0)
            }
            74 => {
                // vkCmdDrawClusterHUAWEI
                let a = &*a.cast::<args::CmdDrawClusterHUAWEI>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.group_count_x,
                    a.group_count_y,
                    a.group_count_z,
                );
                Some(0)
            }
            75 => {
                // vkCmdDrawClusterIndirectHUAWEI
                let a = &*a.cast::<args::CmdDrawClusterIndirectHUAWEI>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Buffer, vk::DeviceSize),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset);
                Some(0)
            }
            76 => {
                // vkCmdDrawIndexed
                let a = &*a.cast::<args::CmdDrawIndexed>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, u32, i32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.index_count,
                    a.instance_count,
                    a.first_index,
                    a.vertex_offset,
                    a.first_instance,
                );
                Some(0)
            }
            77 => {
                // vkCmdDrawIndexedIndirect
                let a = &*a.cast::<args::CmdDrawIndexedIndirect>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset, a.draw_count, a.stride);
                Some(0)
            }
            78 => {
                // vkCmdDrawIndexedIndirectCount
                let a = &*a.cast::<args::CmdDrawIndexedIndirectCount>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.buffer,
                    a.offset,
                    a.count_buffer,
                    a.count_buffer_offset,
                    a.max_draw_count,
                    a.stride,
                );
                Some(0)
            }
            79 => {
                // vkCmdDrawIndirect
                let a = &*a.cast::<args::CmdDrawIndirect>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset, a.draw_count, a.stride);
                Some(0)
            }
            80 => {
                // vkCmdDrawIndirectByteCountEXT
                let a = &*a.cast::<args::CmdDrawIndirectByteCountEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.instance_count,
                    a.first_instance,
                    a.counter_buffer,
                    a.counter_buffer_offset,
                    a.counter_offset,
                    a.vertex_stride,
                );
                Some(0)
            }
            81 => {
                // vkCmdDrawIndirectCount
                let a = &*a.cast::<args::CmdDrawIndirectCount>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.buffer,
                    a.offset,
                    a.count_buffer,
                    a.count_buffer_offset,
                    a.max_draw_count,
                    a.stride,
                );
                Some(0)
            }
            82 => {
                // vkCmdDrawMeshTasksEXT
                let a = &*a.cast::<args::CmdDrawMeshTasksEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, u32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.group_count_x,
                    a.group_count_y,
                    a.group_count_z,
                );
                Some(0)
            }
            83 => {
                // vkCmdDrawMeshTasksIndirectCountEXT
                let a = &*a.cast::<args::CmdDrawMeshTasksIndirectCountEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.buffer,
                    a.offset,
                    a.count_buffer,
                    a.count_buffer_offset,
                    a.max_draw_count,
                    a.stride,
                );
                Some(0)
            }
            84 => {
                // vkCmdDrawMeshTasksIndirectCountNV
                let a = &*a.cast::<args::CmdDrawMeshTasksIndirectCountNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.buffer,
                    a.offset,
                    a.count_buffer,
                    a.count_buffer_offset,
                    a.max_draw_count,
                    a.stride,
                );
                Some(0)
            }
            85 => {
                // vkCmdDrawMeshTasksIndirectEXT
                let a = &*a.cast::<args::CmdDrawMeshTasksIndirectEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset, a.draw_count, a.stride);
                Some(0)
            }
            86 => {
                // vkCmdDrawMeshTasksIndirectNV
                let a = &*a.cast::<args::CmdDrawMeshTasksIndirectNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.buffer, a.offset, a.draw_count, a.stride);
                Some(0)
            }
            87 => {
                // vkCmdDrawMeshTasksNV
                let a = &*a.cast::<args::CmdDrawMeshTasksNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32),
                >(pfn);
                f(a.command_buffer, a.task_count, a.first_task);
                Some(0)
            }
            88 => {
                // vkCmdDrawMultiEXT
                let a = &*a.cast::<args::CmdDrawMultiEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::MultiDrawInfoEXT,
                        u32,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.draw_count,
                    a.p_vertex_info,
                    a.instance_count,
                    a.first_instance,
                    a.stride,
                );
                Some(0)
            }
            89 => {
                // vkCmdDrawMultiIndexedEXT
                let a = &*a.cast::<args::CmdDrawMultiIndexedEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::MultiDrawIndexedInfoEXT,
                        u32,
                        u32,
                        u32,
                        *const i32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.draw_count,
                    a.p_index_info,
                    a.instance_count,
                    a.first_instance,
                    a.stride,
                    a.p_vertex_offset,
                );
                Some(0)
            }
            90 => {
                // vkCmdEndConditionalRenderingEXT
                let a = &*a.cast::<args::CmdEndConditionalRenderingEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer),
                >(pfn);
                f(a.command_buffer);
                Some(0)
            }
            91 => {
                // vkCmdEndDebugUtilsLabelEXT
                let a = &*a.cast::<args::CmdEndDebugUtilsLabelEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer),
                >(pfn);
                f(a.command_buffer);
                Some(0)
            }
            92 => {
                // vkCmdEndQuery
                let a = &*a.cast::<args::CmdEndQuery>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::QueryPool, u32),
                >(pfn);
                f(a.command_buffer, a.query_pool, a.query);
                Some(0)
            }
            93 => {
                // vkCmdEndQueryIndexedEXT
                let a = &*a.cast::<args::CmdEndQueryIndexedEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::QueryPool, u32, u32),
                >(pfn);
                f(a.command_buffer, a.query_pool, a.query, a.index);
                Some(0)
            }
            94 => {
                // vkCmdEndRenderPass
                let a = &*a.cast::<args::CmdEndRenderPass>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer),
                >(pfn);
                f(a.command_buffer);
                Some(0)
            }
            95 => {
                // vkCmdEndRenderPass2
                let a = &*a.cast::<args::CmdEndRenderPass2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::SubpassEndInfo<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_subpass_end_info);
                Some(0)
            }
            96 => {
                // vkCmdEndRendering
                let a = &*a.cast::<args::CmdEndRendering>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer),
                >(pfn);
                f(a.command_buffer);
                Some(0)
            }
            97 => {
                // vkCmdEndTransformFeedbackEXT
                let a = &*a.cast::<args::CmdEndTransformFeedbackEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::Buffer,
                        *const vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_counter_buffer,
                    a.counter_buffer_count,
                    a.p_counter_buffers,
                    a.p_counter_buffer_offsets,
                );
                Some(0)
            }
            98 => {
                // vkCmdExecuteCommands
                let a = &*a.cast::<args::CmdExecuteCommands>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, *const vk::CommandBuffer),
                >(pfn);
                f(
                    a.command_buffer,
                    a.command_buffer_count,
                    a.p_command_buffers,
                );
                Some(0)
            }
            99 => {
                // vkCmdExecuteGeneratedCommandsNV
                let a = &*a.cast::<args::CmdExecuteGeneratedCommandsNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Bool32,
                        *const vk::GeneratedCommandsInfoNV<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.is_preprocessed,
                    a.p_generated_commands_info,
                );
                Some(0)
            }
            100 => {
                // vkCmdFillBuffer
                let a = &*a.cast::<args::CmdFillBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::DeviceSize,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.dst_buffer, a.dst_offset, a.size, a.data);
                Some(0)
            }
            101 => {
                // vkCmdInsertDebugUtilsLabelEXT
                let a = &*a.cast::<args::CmdInsertDebugUtilsLabelEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::DebugUtilsLabelEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_label_info);
                Some(0)
            }
            102 => {
                // vkCmdNextSubpass
                let a = &*a.cast::<args::CmdNextSubpass>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::SubpassContents),
                >(pfn);
                f(a.command_buffer, a.contents);
                Some(0)
            }
            103 => {
                // vkCmdNextSubpass2
                let a = &*a.cast::<args::CmdNextSubpass2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::SubpassBeginInfo<'static>,
                        *const vk::SubpassEndInfo<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.p_subpass_begin_info,
                    a.p_subpass_end_info,
                );
                Some(0)
            }
            104 => {
                // vkCmdOpticalFlowExecuteNV
                let a = &*a.cast::<args::CmdOpticalFlowExecuteNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::OpticalFlowSessionNV,
                        *const vk::OpticalFlowExecuteInfoNV<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.session, a.p_execute_info);
                Some(0)
            }
            105 => {
                // vkCmdPipelineBarrier
                let a = &*a.cast::<args::CmdPipelineBarrier>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineStageFlags,
                        vk::PipelineStageFlags,
                        vk::DependencyFlags,
                        u32,
                        *const vk::MemoryBarrier<'static>,
                        u32,
                        *const vk::BufferMemoryBarrier<'static>,
                        u32,
                        *const vk::ImageMemoryBarrier<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_stage_mask,
                    a.dst_stage_mask,
                    a.dependency_flags,
                    a.memory_barrier_count,
                    a.p_memory_barriers,
                    a.buffer_memory_barrier_count,
                    a.p_buffer_memory_barriers,
                    a.image_memory_barrier_count,
                    a.p_image_memory_barriers,
                );
                Some(0)
            }
            106 => {
                // vkCmdPipelineBarrier2
                let a = &*a.cast::<args::CmdPipelineBarrier2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::DependencyInfo<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_dependency_info);
                Some(0)
            }
            107 => {
                // vkCmdPreprocessGeneratedCommandsNV
                let a = &*a.cast::<args::CmdPreprocessGeneratedCommandsNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::GeneratedCommandsInfoNV<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_generated_commands_info);
                Some(0)
            }
            108 => {
                // vkCmdPushConstants
                let a = &*a.cast::<args::CmdPushConstants>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineLayout,
                        vk::ShaderStageFlags,
                        u32,
                        u32,
                        *const c_void,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.layout,
                    a.stage_flags,
                    a.offset,
                    a.size,
                    a.p_values,
                );
                Some(0)
            }
            109 => {
                // vkCmdPushDescriptorSetKHR
                let a = &*a.cast::<args::CmdPushDescriptorSetKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineBindPoint,
                        vk::PipelineLayout,
                        u32,
                        u32,
                        *const vk::WriteDescriptorSet<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.pipeline_bind_point,
                    a.layout,
                    a.set,
                    a.descriptor_write_count,
                    a.p_descriptor_writes,
                );
                Some(0)
            }
            110 => {
                // vkCmdPushDescriptorSetWithTemplateKHR
                let a = &*a.cast::<args::CmdPushDescriptorSetWithTemplateKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::DescriptorUpdateTemplate,
                        vk::PipelineLayout,
                        u32,
                        *const c_void,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.descriptor_update_template,
                    a.layout,
                    a.set,
                    a.p_data,
                );
                Some(0)
            }
            111 => {
                // vkCmdResetEvent
                let a = &*a.cast::<args::CmdResetEvent>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Event, vk::PipelineStageFlags),
                >(pfn);
                f(a.command_buffer, a.event, a.stage_mask);
                Some(0)
            }
            112 => {
                // vkCmdResetEvent2
                let a = &*a.cast::<args::CmdResetEvent2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Event,
                        vk::PipelineStageFlags2,
                    ),
                >(pfn);
                f(a.command_buffer, a.event, a.stage_mask);
                Some(0)
            }
            113 => {
                // vkCmdResetQueryPool
                let a = &*a.cast::<args::CmdResetQueryPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::QueryPool, u32, u32),
                >(pfn);
                f(a.command_buffer, a.query_pool, a.first_query, a.query_count);
                Some(0)
            }
            114 => {
                // vkCmdResolveImage
                let a = &*a.cast::<args::CmdResolveImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Image,
                        vk::ImageLayout,
                        vk::Image,
                        vk::ImageLayout,
                        u32,
                        *const vk::ImageResolve,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.src_image,
                    a.src_image_layout,
                    a.dst_image,
                    a.dst_image_layout,
                    a.region_count,
                    a.p_regions,
                );
                Some(0)
            }
            115 => {
                // vkCmdResolveImage2
                let a = &*a.cast::<args::CmdResolveImage2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::ResolveImageInfo2<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_resolve_image_info);
                Some(0)
            }
            116 => {
                // vkCmdSetAlphaToCoverageEnableEXT
                let a = &*a.cast::<args::CmdSetAlphaToCoverageEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.alpha_to_coverage_enable);
                Some(0)
            }
            117 => {
                // vkCmdSetAlphaToOneEnableEXT
                let a = &*a.cast::<args::CmdSetAlphaToOneEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.alpha_to_one_enable);
                Some(0)
            }
            118 => {
                // vkCmdSetBlendConstants
                let a = &*a.cast::<args::CmdSetBlendConstants>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, *const [f32; 4]),
                >(pfn);
                f(a.command_buffer, a.blend_constants);
                Some(0)
            }
            119 => {
                // vkCmdSetCheckpointNV
                let a = &*a.cast::<args::CmdSetCheckpointNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, *const c_void),
                >(pfn);
                f(a.command_buffer, a.p_checkpoint_marker);
                Some(0)
            }
            120 => {
                // vkCmdSetCoarseSampleOrderNV
                let a = &*a.cast::<args::CmdSetCoarseSampleOrderNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::CoarseSampleOrderTypeNV,
                        u32,
                        *const vk::CoarseSampleOrderCustomNV<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.sample_order_type,
                    a.custom_sample_order_count,
                    a.p_custom_sample_orders,
                );
                Some(0)
            }
            121 => {
                // vkCmdSetColorBlendAdvancedEXT
                let a = &*a.cast::<args::CmdSetColorBlendAdvancedEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::ColorBlendAdvancedEXT,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_attachment,
                    a.attachment_count,
                    a.p_color_blend_advanced,
                );
                Some(0)
            }
            122 => {
                // vkCmdSetColorBlendEnableEXT
                let a = &*a.cast::<args::CmdSetColorBlendEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, *const vk::Bool32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_attachment,
                    a.attachment_count,
                    a.p_color_blend_enables,
                );
                Some(0)
            }
            123 => {
                // vkCmdSetColorBlendEquationEXT
                let a = &*a.cast::<args::CmdSetColorBlendEquationEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::ColorBlendEquationEXT,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_attachment,
                    a.attachment_count,
                    a.p_color_blend_equations,
                );
                Some(0)
            }
            124 => {
                // vkCmdSetColorWriteEnableEXT
                let a = &*a.cast::<args::CmdSetColorWriteEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, *const vk::Bool32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.attachment_count,
                    a.p_color_write_enables,
                );
                Some(0)
            }
            125 => {
                // vkCmdSetColorWriteMaskEXT
                let a = &*a.cast::<args::CmdSetColorWriteMaskEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::ColorComponentFlags,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_attachment,
                    a.attachment_count,
                    a.p_color_write_masks,
                );
                Some(0)
            }
            126 => {
                // vkCmdSetConservativeRasterizationModeEXT
                let a = &*a.cast::<args::CmdSetConservativeRasterizationModeEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::ConservativeRasterizationModeEXT,
                    ),
                >(pfn);
                f(a.command_buffer, a.conservative_rasterization_mode);
                Some(0)
            }
            127 => {
                // vkCmdSetCoverageModulationModeNV
                let a = &*a.cast::<args::CmdSetCoverageModulationModeNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::CoverageModulationModeNV),
                >(pfn);
                f(a.command_buffer, a.coverage_modulation_mode);
                Some(0)
            }
            128 => {
                // vkCmdSetCoverageModulationTableEnableNV
                let a = &*a.cast::<args::CmdSetCoverageModulationTableEnableNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.coverage_modulation_table_enable);
                Some(0)
            }
            129 => {
                // vkCmdSetCoverageModulationTableNV
                let a = &*a.cast::<args::CmdSetCoverageModulationTableNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, *const f32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.coverage_modulation_table_count,
                    a.p_coverage_modulation_table,
                );
                Some(0)
            }
            130 => {
                // vkCmdSetCoverageReductionModeNV
                let a = &*a.cast::<args::CmdSetCoverageReductionModeNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::CoverageReductionModeNV),
                >(pfn);
                f(a.command_buffer, a.coverage_reduction_mode);
                Some(0)
            }
            131 => {
                // vkCmdSetCoverageToColorEnableNV
                let a = &*a.cast::<args::CmdSetCoverageToColorEnableNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.coverage_to_color_enable);
                Some(0)
            }
            132 => {
                // vkCmdSetCoverageToColorLocationNV
                let a = &*a.cast::<args::CmdSetCoverageToColorLocationNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32),
                >(pfn);
                f(a.command_buffer, a.coverage_to_color_location);
                Some(0)
            }
            133 => {
                // vkCmdSetCullMode
                let a = &*a.cast::<args::CmdSetCullMode>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::CullModeFlags),
                >(pfn);
                f(a.command_buffer, a.cull_mode);
                Some(0)
            }
            134 => {
                // vkCmdSetDepthBias
                let a = &*a.cast::<args::CmdSetDepthBias>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, f32, f32, f32),
                >(pfn);
                f(
                    a.command_buffer,
                    a.depth_bias_constant_factor,
                    a.depth_bias_clamp,
                    a.depth_bias_slope_factor,
                );
                Some(0)
            }
            135 => {
                // vkCmdSetDepthBiasEnable
                let a = &*a.cast::<args::CmdSetDepthBiasEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.depth_bias_enable);
                Some(0)
            }
            136 => {
                // vkCmdSetDepthBounds
                let a = &*a.cast::<args::CmdSetDepthBounds>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, f32, f32),
                >(pfn);
                f(a.command_buffer, a.min_depth_bounds, a.max_depth_bounds);
                Some(0)
            }
            137 => {
                // vkCmdSetDepthBoundsTestEnable
                let a = &*a.cast::<args::CmdSetDepthBoundsTestEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.depth_bounds_test_enable);
                Some(0)
            }
            138 => {
                // vkCmdSetDepthClampEnableEXT
                let a = &*a.cast::<args::CmdSetDepthClampEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.depth_clamp_enable);
                Some(0)
            }
            139 => {
                // vkCmdSetDepthClipEnableEXT
                let a = &*a.cast::<args::CmdSetDepthClipEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.depth_clip_enable);
                Some(0)
            }
            140 => {
                // vkCmdSetDepthClipNegativeOneToOneEXT
                let a = &*a.cast::<args::CmdSetDepthClipNegativeOneToOneEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.negative_one_to_one);
                Some(0)
            }
            141 => {
                // vkCmdSetDepthCompareOp
                let a = &*a.cast::<args::CmdSetDepthCompareOp>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::CompareOp),
                >(pfn);
                f(a.command_buffer, a.depth_compare_op);
                Some(0)
            }
            142 => {
                // vkCmdSetDepthTestEnable
                let a = &*a.cast::<args::CmdSetDepthTestEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.depth_test_enable);
                Some(0)
            }
            143 => {
                // vkCmdSetDepthWriteEnable
                let a = &*a.cast::<args::CmdSetDepthWriteEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.depth_write_enable);
                Some(0)
            }
            144 => {
                // vkCmdSetDescriptorBufferOffsetsEXT
                let a = &*a.cast::<args::CmdSetDescriptorBufferOffsetsEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineBindPoint,
                        vk::PipelineLayout,
                        u32,
                        u32,
                        *const u32,
                        *const vk::DeviceSize,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.pipeline_bind_point,
                    a.layout,
                    a.first_set,
                    a.set_count,
                    a.p_buffer_indices,
                    a.p_offsets,
                );
                Some(0)
            }
            145 => {
                // vkCmdSetDeviceMask
                let a = &*a.cast::<args::CmdSetDeviceMask>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32),
                >(pfn);
                f(a.command_buffer, a.device_mask);
                Some(0)
            }
            146 => {
                // vkCmdSetDiscardRectangleEXT
                let a = &*a.cast::<args::CmdSetDiscardRectangleEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, *const vk::Rect2D),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_discard_rectangle,
                    a.discard_rectangle_count,
                    a.p_discard_rectangles,
                );
                Some(0)
            }
            147 => {
                // vkCmdSetEvent
                let a = &*a.cast::<args::CmdSetEvent>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Event, vk::PipelineStageFlags),
                >(pfn);
                f(a.command_buffer, a.event, a.stage_mask);
                Some(0)
            }
            148 => {
                // vkCmdSetEvent2
                let a = &*a.cast::<args::CmdSetEvent2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Event,
                        *const vk::DependencyInfo<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.event, a.p_dependency_info);
                Some(0)
            }
            149 => {
                // vkCmdSetExclusiveScissorNV
                let a = &*a.cast::<args::CmdSetExclusiveScissorNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, *const vk::Rect2D),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_exclusive_scissor,
                    a.exclusive_scissor_count,
                    a.p_exclusive_scissors,
                );
                Some(0)
            }
            150 => {
                // vkCmdSetExtraPrimitiveOverestimationSizeEXT
                let a = &*a.cast::<args::CmdSetExtraPrimitiveOverestimationSizeEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, f32),
                >(pfn);
                f(a.command_buffer, a.extra_primitive_overestimation_size);
                Some(0)
            }
            151 => {
                // vkCmdSetFragmentShadingRateEnumNV
                let a = &*a.cast::<args::CmdSetFragmentShadingRateEnumNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::FragmentShadingRateNV,
                        *const [vk::FragmentShadingRateCombinerOpKHR; 2],
                    ),
                >(pfn);
                f(a.command_buffer, a.shading_rate, a.combiner_ops);
                Some(0)
            }
            152 => {
                // vkCmdSetFragmentShadingRateKHR
                let a = &*a.cast::<args::CmdSetFragmentShadingRateKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::Extent2D,
                        *const [vk::FragmentShadingRateCombinerOpKHR; 2],
                    ),
                >(pfn);
                f(a.command_buffer, a.p_fragment_size, a.combiner_ops);
                Some(0)
            }
            153 => {
                // vkCmdSetFrontFace
                let a = &*a.cast::<args::CmdSetFrontFace>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::FrontFace),
                >(pfn);
                f(a.command_buffer, a.front_face);
                Some(0)
            }
            154 => {
                // vkCmdSetLineRasterizationModeEXT
                let a = &*a.cast::<args::CmdSetLineRasterizationModeEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::LineRasterizationModeEXT),
                >(pfn);
                f(a.command_buffer, a.line_rasterization_mode);
                Some(0)
            }
            155 => {
                // vkCmdSetLineStippleEXT
                let a = &*a.cast::<args::CmdSetLineStippleEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u16),
                >(pfn);
                f(
                    a.command_buffer,
                    a.line_stipple_factor,
                    a.line_stipple_pattern,
                );
                Some(0)
            }
            156 => {
                // vkCmdSetLineStippleEnableEXT
                let a = &*a.cast::<args::CmdSetLineStippleEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.stippled_line_enable);
                Some(0)
            }
            157 => {
                // vkCmdSetLineWidth
                let a = &*a.cast::<args::CmdSetLineWidth>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, f32),
                >(pfn);
                f(a.command_buffer, a.line_width);
                Some(0)
            }
            158 => {
                // vkCmdSetLogicOpEXT
                let a = &*a.cast::<args::CmdSetLogicOpEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::LogicOp),
                >(pfn);
                f(a.command_buffer, a.logic_op);
                Some(0)
            }
            159 => {
                // vkCmdSetLogicOpEnableEXT
                let a = &*a.cast::<args::CmdSetLogicOpEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.logic_op_enable);
                Some(0)
            }
            160 => {
                // vkCmdSetPatchControlPointsEXT
                let a = &*a.cast::<args::CmdSetPatchControlPointsEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32),
                >(pfn);
                f(a.command_buffer, a.patch_control_points);
                Some(0)
            }
            161 => {
                // vkCmdSetPerformanceMarkerINTEL
                let a = &*a.cast::<args::CmdSetPerformanceMarkerINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::PerformanceMarkerInfoINTEL<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.command_buffer, a.p_marker_info).as_raw() as i64 as u64)
            }
            162 => {
                // vkCmdSetPerformanceOverrideINTEL
                let a = &*a.cast::<args::CmdSetPerformanceOverrideINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::PerformanceOverrideInfoINTEL<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.command_buffer, a.p_override_info).as_raw() as i64 as u64)
            }
            163 => {
                // vkCmdSetPerformanceStreamMarkerINTEL
                let a = &*a.cast::<args::CmdSetPerformanceStreamMarkerINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::PerformanceStreamMarkerInfoINTEL<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.command_buffer, a.p_marker_info).as_raw() as i64 as u64)
            }
            164 => {
                // vkCmdSetPolygonModeEXT
                let a = &*a.cast::<args::CmdSetPolygonModeEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::PolygonMode),
                >(pfn);
                f(a.command_buffer, a.polygon_mode);
                Some(0)
            }
            165 => {
                // vkCmdSetPrimitiveRestartEnable
                let a = &*a.cast::<args::CmdSetPrimitiveRestartEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.primitive_restart_enable);
                Some(0)
            }
            166 => {
                // vkCmdSetPrimitiveTopology
                let a = &*a.cast::<args::CmdSetPrimitiveTopology>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::PrimitiveTopology),
                >(pfn);
                f(a.command_buffer, a.primitive_topology);
                Some(0)
            }
            167 => {
                // vkCmdSetProvokingVertexModeEXT
                let a = &*a.cast::<args::CmdSetProvokingVertexModeEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::ProvokingVertexModeEXT),
                >(pfn);
                f(a.command_buffer, a.provoking_vertex_mode);
                Some(0)
            }
            168 => {
                // vkCmdSetRasterizationSamplesEXT
                let a = &*a.cast::<args::CmdSetRasterizationSamplesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::SampleCountFlags),
                >(pfn);
                f(a.command_buffer, a.rasterization_samples);
                Some(0)
            }
            169 => {
                // vkCmdSetRasterizationStreamEXT
                let a = &*a.cast::<args::CmdSetRasterizationStreamEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32),
                >(pfn);
                f(a.command_buffer, a.rasterization_stream);
                Some(0)
            }
            170 => {
                // vkCmdSetRasterizerDiscardEnable
                let a = &*a.cast::<args::CmdSetRasterizerDiscardEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.rasterizer_discard_enable);
                Some(0)
            }
            171 => {
                // vkCmdSetRayTracingPipelineStackSizeKHR
                let a = &*a.cast::<args::CmdSetRayTracingPipelineStackSizeKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32),
                >(pfn);
                f(a.command_buffer, a.pipeline_stack_size);
                Some(0)
            }
            172 => {
                // vkCmdSetRepresentativeFragmentTestEnableNV
                let a = &*a.cast::<args::CmdSetRepresentativeFragmentTestEnableNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.representative_fragment_test_enable);
                Some(0)
            }
            173 => {
                // vkCmdSetSampleLocationsEXT
                let a = &*a.cast::<args::CmdSetSampleLocationsEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::SampleLocationsInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.command_buffer, a.p_sample_locations_info);
                Some(0)
            }
            174 => {
                // vkCmdSetSampleLocationsEnableEXT
                let a = &*a.cast::<args::CmdSetSampleLocationsEnableEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.sample_locations_enable);
                Some(0)
            }
            175 => {
                // vkCmdSetSampleMaskEXT
                let a = &*a.cast::<args::CmdSetSampleMaskEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::SampleCountFlags,
                        *const vk::SampleMask,
                    ),
                >(pfn);
                f(a.command_buffer, a.samples, a.p_sample_mask);
                Some(0)
            }
            176 => {
                // vkCmdSetScissor
                let a = &*a.cast::<args::CmdSetScissor>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, *const vk::Rect2D),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_scissor,
                    a.scissor_count,
                    a.p_scissors,
                );
                Some(0)
            }
            177 => {
                // vkCmdSetScissorWithCount
                let a = &*a.cast::<args::CmdSetScissorWithCount>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, *const vk::Rect2D),
                >(pfn);
                f(a.command_buffer, a.scissor_count, a.p_scissors);
                Some(0)
            }
            178 => {
                // vkCmdSetShadingRateImageEnableNV
                let a = &*a.cast::<args::CmdSetShadingRateImageEnableNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.shading_rate_image_enable);
                Some(0)
            }
            179 => {
                // vkCmdSetStencilCompareMask
                let a = &*a.cast::<args::CmdSetStencilCompareMask>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::StencilFaceFlags, u32),
                >(pfn);
                f(a.command_buffer, a.face_mask, a.compare_mask);
                Some(0)
            }
            180 => {
                // vkCmdSetStencilOp
                let a = &*a.cast::<args::CmdSetStencilOp>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::StencilFaceFlags,
                        vk::StencilOp,
                        vk::StencilOp,
                        vk::StencilOp,
                        vk::CompareOp,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.face_mask,
                    a.fail_op,
                    a.pass_op,
                    a.depth_fail_op,
                    a.compare_op,
                );
                Some(0)
            }
            181 => {
                // vkCmdSetStencilReference
                let a = &*a.cast::<args::CmdSetStencilReference>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::StencilFaceFlags, u32),
                >(pfn);
                f(a.command_buffer, a.face_mask, a.reference);
                Some(0)
            }
            182 => {
                // vkCmdSetStencilTestEnable
                let a = &*a.cast::<args::CmdSetStencilTestEnable>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.stencil_test_enable);
                Some(0)
            }
            183 => {
                // vkCmdSetStencilWriteMask
                let a = &*a.cast::<args::CmdSetStencilWriteMask>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::StencilFaceFlags, u32),
                >(pfn);
                f(a.command_buffer, a.face_mask, a.write_mask);
                Some(0)
            }
            184 => {
                // vkCmdSetTessellationDomainOriginEXT
                let a = &*a.cast::<args::CmdSetTessellationDomainOriginEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::TessellationDomainOrigin),
                >(pfn);
                f(a.command_buffer, a.domain_origin);
                Some(0)
            }
            185 => {
                // vkCmdSetVertexInputEXT
                let a = &*a.cast::<args::CmdSetVertexInputEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::VertexInputBindingDescription2EXT<'static>,
                        u32,
                        *const vk::VertexInputAttributeDescription2EXT<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.vertex_binding_description_count,
                    a.p_vertex_binding_descriptions,
                    a.vertex_attribute_description_count,
                    a.p_vertex_attribute_descriptions,
                );
                Some(0)
            }
            186 => {
                // vkCmdSetViewport
                let a = &*a.cast::<args::CmdSetViewport>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, u32, *const vk::Viewport),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_viewport,
                    a.viewport_count,
                    a.p_viewports,
                );
                Some(0)
            }
            187 => {
                // vkCmdSetViewportShadingRatePaletteNV
                let a = &*a.cast::<args::CmdSetViewportShadingRatePaletteNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::ShadingRatePaletteNV<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_viewport,
                    a.viewport_count,
                    a.p_shading_rate_palettes,
                );
                Some(0)
            }
            188 => {
                // vkCmdSetViewportSwizzleNV
                let a = &*a.cast::<args::CmdSetViewportSwizzleNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::ViewportSwizzleNV,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_viewport,
                    a.viewport_count,
                    a.p_viewport_swizzles,
                );
                Some(0)
            }
            189 => {
                // vkCmdSetViewportWScalingEnableNV
                let a = &*a.cast::<args::CmdSetViewportWScalingEnableNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::Bool32),
                >(pfn);
                f(a.command_buffer, a.viewport_w_scaling_enable);
                Some(0)
            }
            190 => {
                // vkCmdSetViewportWScalingNV
                let a = &*a.cast::<args::CmdSetViewportWScalingNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        u32,
                        *const vk::ViewportWScalingNV,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.first_viewport,
                    a.viewport_count,
                    a.p_viewport_w_scalings,
                );
                Some(0)
            }
            191 => {
                // vkCmdSetViewportWithCount
                let a = &*a.cast::<args::CmdSetViewportWithCount>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, u32, *const vk::Viewport),
                >(pfn);
                f(a.command_buffer, a.viewport_count, a.p_viewports);
                Some(0)
            }
            192 => {
                // vkCmdSubpassShadingHUAWEI
                let a = &*a.cast::<args::CmdSubpassShadingHUAWEI>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer),
                >(pfn);
                f(a.command_buffer);
                Some(0)
            }
            193 => {
                // vkCmdTraceRaysIndirect2KHR
                let a = &*a.cast::<args::CmdTraceRaysIndirect2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer, vk::DeviceAddress),
                >(pfn);
                f(a.command_buffer, a.indirect_device_address);
                Some(0)
            }
            194 => {
                // vkCmdTraceRaysIndirectKHR
                let a = &*a.cast::<args::CmdTraceRaysIndirectKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::StridedDeviceAddressRegionKHR,
                        *const vk::StridedDeviceAddressRegionKHR,
                        *const vk::StridedDeviceAddressRegionKHR,
                        *const vk::StridedDeviceAddressRegionKHR,
                        vk::DeviceAddress,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.p_raygen_shader_binding_table,
                    a.p_miss_shader_binding_table,
                    a.p_hit_shader_binding_table,
                    a.p_callable_shader_binding_table,
                    a.indirect_device_address,
                );
                Some(0)
            }
            195 => {
                // vkCmdTraceRaysKHR
                let a = &*a.cast::<args::CmdTraceRaysKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        *const vk::StridedDeviceAddressRegionKHR,
                        *const vk::StridedDeviceAddressRegionKHR,
                        *const vk::StridedDeviceAddressRegionKHR,
                        *const vk::StridedDeviceAddressRegionKHR,
                        u32,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.p_raygen_shader_binding_table,
                    a.p_miss_shader_binding_table,
                    a.p_hit_shader_binding_table,
                    a.p_callable_shader_binding_table,
                    a.width,
                    a.height,
                    a.depth,
                );
                Some(0)
            }
            196 => {
                // vkCmdTraceRaysNV
                let a = &*a.cast::<args::CmdTraceRaysNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::DeviceSize,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::DeviceSize,
                        u32,
                        u32,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.raygen_shader_binding_table_buffer,
                    a.raygen_shader_binding_offset,
                    a.miss_shader_binding_table_buffer,
                    a.miss_shader_binding_offset,
                    a.miss_shader_binding_stride,
                    a.hit_shader_binding_table_buffer,
                    a.hit_shader_binding_offset,
                    a.hit_shader_binding_stride,
                    a.callable_shader_binding_table_buffer,
                    a.callable_shader_binding_offset,
                    a.callable_shader_binding_stride,
                    a.width,
                    a.height,
                    a.depth,
                );
                Some(0)
            }
            197 => {
                // vkCmdUpdateBuffer
                let a = &*a.cast::<args::CmdUpdateBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::Buffer,
                        vk::DeviceSize,
                        vk::DeviceSize,
                        *const c_void,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.dst_buffer,
                    a.dst_offset,
                    a.data_size,
                    a.p_data,
                );
                Some(0)
            }
            198 => {
                // vkCmdWaitEvents
                let a = &*a.cast::<args::CmdWaitEvents>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::Event,
                        vk::PipelineStageFlags,
                        vk::PipelineStageFlags,
                        u32,
                        *const vk::MemoryBarrier<'static>,
                        u32,
                        *const vk::BufferMemoryBarrier<'static>,
                        u32,
                        *const vk::ImageMemoryBarrier<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.event_count,
                    a.p_events,
                    a.src_stage_mask,
                    a.dst_stage_mask,
                    a.memory_barrier_count,
                    a.p_memory_barriers,
                    a.buffer_memory_barrier_count,
                    a.p_buffer_memory_barriers,
                    a.image_memory_barrier_count,
                    a.p_image_memory_barriers,
                );
                Some(0)
            }
            199 => {
                // vkCmdWaitEvents2
                let a = &*a.cast::<args::CmdWaitEvents2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::Event,
                        *const vk::DependencyInfo<'static>,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.event_count,
                    a.p_events,
                    a.p_dependency_infos,
                );
                Some(0)
            }
            200 => {
                // vkCmdWriteAccelerationStructuresPropertiesKHR
                let a = &*a.cast::<args::CmdWriteAccelerationStructuresPropertiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::AccelerationStructureKHR,
                        vk::QueryType,
                        vk::QueryPool,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.acceleration_structure_count,
                    a.p_acceleration_structures,
                    a.query_type,
                    a.query_pool,
                    a.first_query,
                );
                Some(0)
            }
            201 => {
                // vkCmdWriteAccelerationStructuresPropertiesNV
                let a = &*a.cast::<args::CmdWriteAccelerationStructuresPropertiesNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::AccelerationStructureNV,
                        vk::QueryType,
                        vk::QueryPool,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.acceleration_structure_count,
                    a.p_acceleration_structures,
                    a.query_type,
                    a.query_pool,
                    a.first_query,
                );
                Some(0)
            }
            202 => {
                // vkCmdWriteBufferMarker2AMD
                let a = &*a.cast::<args::CmdWriteBufferMarker2AMD>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineStageFlags2,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.stage,
                    a.dst_buffer,
                    a.dst_offset,
                    a.marker,
                );
                Some(0)
            }
            203 => {
                // vkCmdWriteBufferMarkerAMD
                let a = &*a.cast::<args::CmdWriteBufferMarkerAMD>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineStageFlags,
                        vk::Buffer,
                        vk::DeviceSize,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.pipeline_stage,
                    a.dst_buffer,
                    a.dst_offset,
                    a.marker,
                );
                Some(0)
            }
            204 => {
                // vkCmdWriteMicromapsPropertiesEXT
                let a = &*a.cast::<args::CmdWriteMicromapsPropertiesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        u32,
                        *const vk::MicromapEXT,
                        vk::QueryType,
                        vk::QueryPool,
                        u32,
                    ),
                >(pfn);
                f(
                    a.command_buffer,
                    a.micromap_count,
                    a.p_micromaps,
                    a.query_type,
                    a.query_pool,
                    a.first_query,
                );
                Some(0)
            }
            205 => {
                // vkCmdWriteTimestamp
                let a = &*a.cast::<args::CmdWriteTimestamp>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineStageFlags,
                        vk::QueryPool,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.pipeline_stage, a.query_pool, a.query);
                Some(0)
            }
            206 => {
                // vkCmdWriteTimestamp2
                let a = &*a.cast::<args::CmdWriteTimestamp2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::PipelineStageFlags2,
                        vk::QueryPool,
                        u32,
                    ),
                >(pfn);
                f(a.command_buffer, a.stage, a.query_pool, a.query);
                Some(0)
            }
            207 => {
                // vkCompileDeferredNV
                let a = &*a.cast::<args::CompileDeferredNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Pipeline, u32) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.pipeline, a.shader).as_raw() as i64 as u64)
            }
            214 => {
                // vkCreateAccelerationStructureKHR
                let a = &*a.cast::<args::CreateAccelerationStructureKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AccelerationStructureCreateInfoKHR<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::AccelerationStructureKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_acceleration_structure,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            215 => {
                // vkCreateAccelerationStructureNV
                let a = &*a.cast::<args::CreateAccelerationStructureNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AccelerationStructureCreateInfoNV<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::AccelerationStructureNV,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_acceleration_structure,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            216 => {
                // vkCreateBuffer
                let a = &*a.cast::<args::CreateBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::BufferCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Buffer,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_buffer).as_raw() as i64 as u64)
            }
            217 => {
                // vkCreateBufferView
                let a = &*a.cast::<args::CreateBufferView>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::BufferViewCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::BufferView,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_view).as_raw() as i64 as u64)
            }
            218 => {
                // vkCreateCommandPool
                let a = &*a.cast::<args::CreateCommandPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::CommandPoolCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::CommandPool,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_command_pool).as_raw() as i64
                        as u64,
                )
            }
            219 => {
                // vkCreateComputePipelines
                let a = &*a.cast::<args::CreateComputePipelines>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineCache,
                        u32,
                        *const vk::ComputePipelineCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Pipeline,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.pipeline_cache,
                        a.create_info_count,
                        a.p_create_infos,
                        a.p_allocator,
                        a.p_pipelines,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            220 => {
                // vkCreateCuFunctionNVX
                let a = &*a.cast::<args::CreateCuFunctionNVX>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::CuFunctionCreateInfoNVX<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::CuFunctionNVX,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_function).as_raw() as i64
                        as u64,
                )
            }
            221 => {
                // vkCreateCuModuleNVX
                let a = &*a.cast::<args::CreateCuModuleNVX>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::CuModuleCreateInfoNVX<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::CuModuleNVX,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_module).as_raw() as i64 as u64)
            }
            224 => {
                // vkCreateDeferredOperationKHR
                let a = &*a.cast::<args::CreateDeferredOperationKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::DeferredOperationKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_allocator, a.p_deferred_operation).as_raw() as i64 as u64)
            }
            225 => {
                // vkCreateDescriptorPool
                let a = &*a.cast::<args::CreateDescriptorPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorPoolCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::DescriptorPool,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_descriptor_pool,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            226 => {
                // vkCreateDescriptorSetLayout
                let a = &*a.cast::<args::CreateDescriptorSetLayout>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorSetLayoutCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::DescriptorSetLayout,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_set_layout).as_raw() as i64
                        as u64,
                )
            }
            227 => {
                // vkCreateDescriptorUpdateTemplate
                let a = &*a.cast::<args::CreateDescriptorUpdateTemplate>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorUpdateTemplateCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::DescriptorUpdateTemplate,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_descriptor_update_template,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            228 => {
                // vkCreateDevice
                let a = &*a.cast::<args::CreateDevice>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::DeviceCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Device,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_device,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            229 => {
                // vkCreateDisplayModeKHR
                let a = &*a.cast::<args::CreateDisplayModeKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::DisplayKHR,
                        *const vk::DisplayModeCreateInfoKHR<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::DisplayModeKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.display,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_mode,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            231 => {
                // vkCreateEvent
                let a = &*a.cast::<args::CreateEvent>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::EventCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Event,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_event).as_raw() as i64 as u64)
            }
            232 => {
                // vkCreateFence
                let a = &*a.cast::<args::CreateFence>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::FenceCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Fence,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_fence).as_raw() as i64 as u64)
            }
            233 => {
                // vkCreateFramebuffer
                let a = &*a.cast::<args::CreateFramebuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::FramebufferCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Framebuffer,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_framebuffer).as_raw() as i64
                        as u64,
                )
            }
            234 => {
                // vkCreateGraphicsPipelines
                let a = &*a.cast::<args::CreateGraphicsPipelines>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineCache,
                        u32,
                        *const vk::GraphicsPipelineCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Pipeline,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.pipeline_cache,
                        a.create_info_count,
                        a.p_create_infos,
                        a.p_allocator,
                        a.p_pipelines,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            236 => {
                // vkCreateImage
                let a = &*a.cast::<args::CreateImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ImageCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Image,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_image).as_raw() as i64 as u64)
            }
            237 => {
                // vkCreateImageView
                let a = &*a.cast::<args::CreateImageView>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ImageViewCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::ImageView,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_create_info, a.p_allocator, a.p_view).as_raw() as i64 as u64)
            }
            238 => {
                // vkCreateIndirectCommandsLayoutNV
                let a = &*a.cast::<args::CreateIndirectCommandsLayoutNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::IndirectCommandsLayoutCreateInfoNV<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::IndirectCommandsLayoutNV,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_indirect_commands_layout,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            239 => {
                // vkCreateInstance
                let a = &*a.cast::<args::CreateInstance>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        *const vk::InstanceCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Instance,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.p_create_info, a.p_allocator, a.p_instance).as_raw() as i64 as u64)
            }
            240 => {
                // vkCreateMicromapEXT
                let a = &*a.cast::<args::CreateMicromapEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::MicromapCreateInfoEXT<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::MicromapEXT,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_micromap).as_raw() as i64
                        as u64,
                )
            }
            241 => {
                // vkCreateOpticalFlowSessionNV
                let a = &*a.cast::<args::CreateOpticalFlowSessionNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::OpticalFlowSessionCreateInfoNV<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::OpticalFlowSessionNV,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_session).as_raw() as i64 as u64,
                )
            }
            242 => {
                // vkCreatePipelineCache
                let a = &*a.cast::<args::CreatePipelineCache>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PipelineCacheCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::PipelineCache,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_pipeline_cache).as_raw() as i64
                        as u64,
                )
            }
            243 => {
                // vkCreatePipelineLayout
                let a = &*a.cast::<args::CreatePipelineLayout>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PipelineLayoutCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::PipelineLayout,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_pipeline_layout,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            244 => {
                // vkCreatePrivateDataSlot
                let a = &*a.cast::<args::CreatePrivateDataSlot>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PrivateDataSlotCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::PrivateDataSlot,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_private_data_slot,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            245 => {
                // vkCreateQueryPool
                let a = &*a.cast::<args::CreateQueryPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::QueryPoolCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::QueryPool,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_query_pool).as_raw() as i64
                        as u64,
                )
            }
            246 => {
                // vkCreateRayTracingPipelinesKHR
                let a = &*a.cast::<args::CreateRayTracingPipelinesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DeferredOperationKHR,
                        vk::PipelineCache,
                        u32,
                        *const vk::RayTracingPipelineCreateInfoKHR<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Pipeline,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.deferred_operation,
                        a.pipeline_cache,
                        a.create_info_count,
                        a.p_create_infos,
                        a.p_allocator,
                        a.p_pipelines,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            247 => {
                // vkCreateRayTracingPipelinesNV
                let a = &*a.cast::<args::CreateRayTracingPipelinesNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineCache,
                        u32,
                        *const vk::RayTracingPipelineCreateInfoNV<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Pipeline,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.pipeline_cache,
                        a.create_info_count,
                        a.p_create_infos,
                        a.p_allocator,
                        a.p_pipelines,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            248 => {
                // vkCreateRenderPass
                let a = &*a.cast::<args::CreateRenderPass>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::RenderPassCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::RenderPass,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_render_pass).as_raw() as i64
                        as u64,
                )
            }
            249 => {
                // vkCreateRenderPass2
                let a = &*a.cast::<args::CreateRenderPass2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::RenderPassCreateInfo2<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::RenderPass,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_render_pass).as_raw() as i64
                        as u64,
                )
            }
            250 => {
                // vkCreateSampler
                let a = &*a.cast::<args::CreateSampler>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::SamplerCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Sampler,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_sampler).as_raw() as i64 as u64,
                )
            }
            251 => {
                // vkCreateSamplerYcbcrConversion
                let a = &*a.cast::<args::CreateSamplerYcbcrConversion>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::SamplerYcbcrConversionCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::SamplerYcbcrConversion,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_ycbcr_conversion,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            252 => {
                // vkCreateSemaphore
                let a = &*a.cast::<args::CreateSemaphore>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::SemaphoreCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Semaphore,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_semaphore).as_raw() as i64
                        as u64,
                )
            }
            253 => {
                // vkCreateShaderModule
                let a = &*a.cast::<args::CreateShaderModule>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ShaderModuleCreateInfo<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::ShaderModule,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_shader_module).as_raw() as i64
                        as u64,
                )
            }
            254 => {
                // vkCreateSharedSwapchainsKHR
                let a = &*a.cast::<args::CreateSharedSwapchainsKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::SwapchainCreateInfoKHR<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::SwapchainKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.swapchain_count,
                        a.p_create_infos,
                        a.p_allocator,
                        a.p_swapchains,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            255 => {
                // vkCreateSwapchainKHR
                let a = &*a.cast::<args::CreateSwapchainKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::SwapchainCreateInfoKHR<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::SwapchainKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_create_info, a.p_allocator, a.p_swapchain).as_raw() as i64
                        as u64,
                )
            }
            256 => {
                // vkCreateValidationCacheEXT
                let a = &*a.cast::<args::CreateValidationCacheEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ValidationCacheCreateInfoEXT<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::ValidationCacheEXT,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_create_info,
                        a.p_allocator,
                        a.p_validation_cache,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            257 => {
                // vkDebugMarkerSetObjectNameEXT
                let a = &*a.cast::<args::DebugMarkerSetObjectNameEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DebugMarkerObjectNameInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_name_info).as_raw() as i64 as u64)
            }
            258 => {
                // vkDebugMarkerSetObjectTagEXT
                let a = &*a.cast::<args::DebugMarkerSetObjectTagEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DebugMarkerObjectTagInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_tag_info).as_raw() as i64 as u64)
            }
            259 => {
                // vkDebugReportMessageEXT
                let a = &*a.cast::<args::DebugReportMessageEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        vk::DebugReportFlagsEXT,
                        vk::DebugReportObjectTypeEXT,
                        u64,
                        usize,
                        i32,
                        *const c_char,
                        *const c_char,
                    ),
                >(pfn);
                f(
                    a.instance,
                    a.flags,
                    a.object_type,
                    a.object,
                    a.location,
                    a.message_code,
                    a.p_layer_prefix,
                    a.p_message,
                );
                Some(0)
            }
            260 => {
                // vkDeferredOperationJoinKHR
                let a = &*a.cast::<args::DeferredOperationJoinKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::DeferredOperationKHR) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.operation).as_raw() as i64 as u64)
            }
            261 => {
                // vkDestroyAccelerationStructureKHR
                let a = &*a.cast::<args::DestroyAccelerationStructureKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::AccelerationStructureKHR,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.acceleration_structure, a.p_allocator);
                Some(0)
            }
            262 => {
                // vkDestroyAccelerationStructureNV
                let a = &*a.cast::<args::DestroyAccelerationStructureNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::AccelerationStructureNV,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.acceleration_structure, a.p_allocator);
                Some(0)
            }
            263 => {
                // vkDestroyBuffer
                let a = &*a.cast::<args::DestroyBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Buffer,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.buffer, a.p_allocator);
                Some(0)
            }
            264 => {
                // vkDestroyBufferView
                let a = &*a.cast::<args::DestroyBufferView>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::BufferView,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.buffer_view, a.p_allocator);
                Some(0)
            }
            265 => {
                // vkDestroyCommandPool
                let a = &*a.cast::<args::DestroyCommandPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::CommandPool,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.command_pool, a.p_allocator);
                Some(0)
            }
            266 => {
                // vkDestroyCuFunctionNVX
                let a = &*a.cast::<args::DestroyCuFunctionNVX>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::CuFunctionNVX,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.function, a.p_allocator);
                Some(0)
            }
            267 => {
                // vkDestroyCuModuleNVX
                let a = &*a.cast::<args::DestroyCuModuleNVX>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::CuModuleNVX,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.module, a.p_allocator);
                Some(0)
            }
            268 => {
                // vkDestroyDebugReportCallbackEXT
                let a = &*a.cast::<args::DestroyDebugReportCallbackEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        vk::DebugReportCallbackEXT,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.instance, a.callback, a.p_allocator);
                Some(0)
            }
            269 => {
                // vkDestroyDebugUtilsMessengerEXT
                let a = &*a.cast::<args::DestroyDebugUtilsMessengerEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        vk::DebugUtilsMessengerEXT,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.instance, a.messenger, a.p_allocator);
                Some(0)
            }
            270 => {
                // vkDestroyDeferredOperationKHR
                let a = &*a.cast::<args::DestroyDeferredOperationKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DeferredOperationKHR,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.operation, a.p_allocator);
                Some(0)
            }
            271 => {
                // vkDestroyDescriptorPool
                let a = &*a.cast::<args::DestroyDescriptorPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorPool,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.descriptor_pool, a.p_allocator);
                Some(0)
            }
            272 => {
                // vkDestroyDescriptorSetLayout
                let a = &*a.cast::<args::DestroyDescriptorSetLayout>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorSetLayout,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.descriptor_set_layout, a.p_allocator);
                Some(0)
            }
            273 => {
                // vkDestroyDescriptorUpdateTemplate
                let a = &*a.cast::<args::DestroyDescriptorUpdateTemplate>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorUpdateTemplate,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.descriptor_update_template, a.p_allocator);
                Some(0)
            }
            274 => {
                // vkDestroyDevice
                let a = &*a.cast::<args::DestroyDevice>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, *const vk::AllocationCallbacks<'static>),
                >(pfn);
                f(a.device, a.p_allocator);
                Some(0)
            }
            275 => {
                // vkDestroyEvent
                let a = &*a.cast::<args::DestroyEvent>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Event,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.event, a.p_allocator);
                Some(0)
            }
            276 => {
                // vkDestroyFence
                let a = &*a.cast::<args::DestroyFence>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Fence,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.fence, a.p_allocator);
                Some(0)
            }
            277 => {
                // vkDestroyFramebuffer
                let a = &*a.cast::<args::DestroyFramebuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Framebuffer,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.framebuffer, a.p_allocator);
                Some(0)
            }
            278 => {
                // vkDestroyImage
                let a = &*a.cast::<args::DestroyImage>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Image,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.image, a.p_allocator);
                Some(0)
            }
            279 => {
                // vkDestroyImageView
                let a = &*a.cast::<args::DestroyImageView>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ImageView,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.image_view, a.p_allocator);
                Some(0)
            }
            280 => {
                // vkDestroyIndirectCommandsLayoutNV
                let a = &*a.cast::<args::DestroyIndirectCommandsLayoutNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::IndirectCommandsLayoutNV,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.indirect_commands_layout, a.p_allocator);
                Some(0)
            }
            281 => {
                // vkDestroyInstance
                let a = &*a.cast::<args::DestroyInstance>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.instance, a.p_allocator);
                Some(0)
            }
            282 => {
                // vkDestroyMicromapEXT
                let a = &*a.cast::<args::DestroyMicromapEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::MicromapEXT,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.micromap, a.p_allocator);
                Some(0)
            }
            283 => {
                // vkDestroyOpticalFlowSessionNV
                let a = &*a.cast::<args::DestroyOpticalFlowSessionNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::OpticalFlowSessionNV,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.session, a.p_allocator);
                Some(0)
            }
            284 => {
                // vkDestroyPipeline
                let a = &*a.cast::<args::DestroyPipeline>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Pipeline,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.pipeline, a.p_allocator);
                Some(0)
            }
            285 => {
                // vkDestroyPipelineCache
                let a = &*a.cast::<args::DestroyPipelineCache>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineCache,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.pipeline_cache, a.p_allocator);
                Some(0)
            }
            286 => {
                // vkDestroyPipelineLayout
                let a = &*a.cast::<args::DestroyPipelineLayout>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineLayout,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.pipeline_layout, a.p_allocator);
                Some(0)
            }
            287 => {
                // vkDestroyPrivateDataSlot
                let a = &*a.cast::<args::DestroyPrivateDataSlot>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PrivateDataSlot,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.private_data_slot, a.p_allocator);
                Some(0)
            }
            288 => {
                // vkDestroyQueryPool
                let a = &*a.cast::<args::DestroyQueryPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::QueryPool,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.query_pool, a.p_allocator);
                Some(0)
            }
            289 => {
                // vkDestroyRenderPass
                let a = &*a.cast::<args::DestroyRenderPass>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::RenderPass,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.render_pass, a.p_allocator);
                Some(0)
            }
            290 => {
                // vkDestroySampler
                let a = &*a.cast::<args::DestroySampler>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Sampler,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.sampler, a.p_allocator);
                Some(0)
            }
            291 => {
                // vkDestroySamplerYcbcrConversion
                let a = &*a.cast::<args::DestroySamplerYcbcrConversion>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SamplerYcbcrConversion,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.ycbcr_conversion, a.p_allocator);
                Some(0)
            }
            292 => {
                // vkDestroySemaphore
                let a = &*a.cast::<args::DestroySemaphore>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Semaphore,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.semaphore, a.p_allocator);
                Some(0)
            }
            293 => {
                // vkDestroyShaderModule
                let a = &*a.cast::<args::DestroyShaderModule>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ShaderModule,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.shader_module, a.p_allocator);
                Some(0)
            }
            294 => {
                // vkDestroySurfaceKHR
                let a = &*a.cast::<args::DestroySurfaceKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        vk::SurfaceKHR,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.instance, a.surface, a.p_allocator);
                Some(0)
            }
            295 => {
                // vkDestroySwapchainKHR
                let a = &*a.cast::<args::DestroySwapchainKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SwapchainKHR,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.swapchain, a.p_allocator);
                Some(0)
            }
            296 => {
                // vkDestroyValidationCacheEXT
                let a = &*a.cast::<args::DestroyValidationCacheEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ValidationCacheEXT,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.validation_cache, a.p_allocator);
                Some(0)
            }
            297 => {
                // vkDeviceWaitIdle
                let a = &*a.cast::<args::DeviceWaitIdle>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device) -> vk::Result,
                >(pfn);
                Some(f(a.device).as_raw() as i64 as u64)
            }
            298 => {
                // vkDisplayPowerControlEXT
                let a = &*a.cast::<args::DisplayPowerControlEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DisplayKHR,
                        *const vk::DisplayPowerInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.display, a.p_display_power_info).as_raw() as i64 as u64)
            }
            299 => {
                // vkEndCommandBuffer
                let a = &*a.cast::<args::EndCommandBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::CommandBuffer) -> vk::Result,
                >(pfn);
                Some(f(a.command_buffer).as_raw() as i64 as u64)
            }
            300 => {
                // vkEnumerateDeviceExtensionProperties
                let a = &*a.cast::<args::EnumerateDeviceExtensionProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const c_char,
                        *mut u32,
                        *mut vk::ExtensionProperties,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_layer_name,
                        a.p_property_count,
                        a.p_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            301 => {
                // vkEnumerateDeviceLayerProperties
                let a = &*a.cast::<args::EnumerateDeviceLayerProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::LayerProperties,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_property_count, a.p_properties).as_raw() as i64 as u64,
                )
            }
            302 => {
                // vkEnumerateInstanceExtensionProperties
                let a = &*a.cast::<args::EnumerateInstanceExtensionProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        *const c_char,
                        *mut u32,
                        *mut vk::ExtensionProperties,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.p_layer_name, a.p_property_count, a.p_properties).as_raw() as i64 as u64)
            }
            303 => {
                // vkEnumerateInstanceLayerProperties
                let a = &*a.cast::<args::EnumerateInstanceLayerProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(*mut u32, *mut vk::LayerProperties) -> vk::Result,
                >(pfn);
                Some(f(a.p_property_count, a.p_properties).as_raw() as i64 as u64)
            }
            305 => {
                // vkEnumeratePhysicalDeviceGroups
                let a = &*a.cast::<args::EnumeratePhysicalDeviceGroups>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        *mut u32,
                        *mut vk::PhysicalDeviceGroupProperties<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.instance,
                        a.p_physical_device_group_count,
                        a.p_physical_device_group_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            306 => {
                // vkEnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR
                let a = &*a
                    .cast::<args::EnumeratePhysicalDeviceQueueFamilyPerformanceQueryCountersKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        u32,
                        *mut u32,
                        *mut vk::PerformanceCounterKHR<'static>,
                        *mut vk::PerformanceCounterDescriptionKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.queue_family_index,
                        a.p_counter_count,
                        a.p_counters,
                        a.p_counter_descriptions,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            307 => {
                // vkEnumeratePhysicalDevices
                let a = &*a.cast::<args::EnumeratePhysicalDevices>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        *mut u32,
                        *mut vk::PhysicalDevice,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.instance, a.p_physical_device_count, a.p_physical_devices).as_raw() as i64
                        as u64,
                )
            }
            308 => {
                // vkFlushMappedMemoryRanges
                let a = &*a.cast::<args::FlushMappedMemoryRanges>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::MappedMemoryRange<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.memory_range_count, a.p_memory_ranges).as_raw() as i64 as u64)
            }
            309 => {
                // vkFreeCommandBuffers
                let a = &*a.cast::<args::FreeCommandBuffers>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::CommandPool,
                        u32,
                        *const vk::CommandBuffer,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.command_pool,
                    a.command_buffer_count,
                    a.p_command_buffers,
                );
                Some(0)
            }
            310 => {
                // vkFreeDescriptorSets
                let a = &*a.cast::<args::FreeDescriptorSets>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorPool,
                        u32,
                        *const vk::DescriptorSet,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.descriptor_pool,
                        a.descriptor_set_count,
                        a.p_descriptor_sets,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            311 => {
                // vkFreeMemory
                let a = &*a.cast::<args::FreeMemory>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DeviceMemory,
                        *const vk::AllocationCallbacks<'static>,
                    ),
                >(pfn);
                f(a.device, a.memory, a.p_allocator);
                Some(0)
            }
            312 => {
                // vkGetAccelerationStructureBuildSizesKHR
                let a = &*a.cast::<args::GetAccelerationStructureBuildSizesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::AccelerationStructureBuildTypeKHR,
                        *const vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
                        *const u32,
                        *mut vk::AccelerationStructureBuildSizesInfoKHR<'static>,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.build_type,
                    a.p_build_info,
                    a.p_max_primitive_counts,
                    a.p_size_info,
                );
                Some(0)
            }
            313 => {
                // vkGetAccelerationStructureDeviceAddressKHR
                let a = &*a.cast::<args::GetAccelerationStructureDeviceAddressKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AccelerationStructureDeviceAddressInfoKHR<'static>,
                    ) -> u64,
                >(pfn);
                Some(f(a.device, a.p_info))
            }
            314 => {
                // vkGetAccelerationStructureHandleNV
                let a = &*a.cast::<args::GetAccelerationStructureHandleNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::AccelerationStructureNV,
                        usize,
                        *mut c_void,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.acceleration_structure, a.data_size, a.p_data).as_raw() as i64
                        as u64,
                )
            }
            315 => {
                // vkGetAccelerationStructureMemoryRequirementsNV
                let a = &*a.cast::<args::GetAccelerationStructureMemoryRequirementsNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AccelerationStructureMemoryRequirementsInfoNV<'static>,
                        *mut vk::MemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_info, a.p_memory_requirements);
                Some(0)
            }
            317 => {
                // vkGetBufferDeviceAddress
                let a = &*a.cast::<args::GetBufferDeviceAddress>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::BufferDeviceAddressInfo<'static>,
                    ) -> u64,
                >(pfn);
                Some(f(a.device, a.p_info))
            }
            318 => {
                // vkGetBufferMemoryRequirements
                let a = &*a.cast::<args::GetBufferMemoryRequirements>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Buffer, *mut vk::MemoryRequirements),
                >(pfn);
                f(a.device, a.buffer, a.p_memory_requirements);
                Some(0)
            }
            319 => {
                // vkGetBufferMemoryRequirements2
                let a = &*a.cast::<args::GetBufferMemoryRequirements2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::BufferMemoryRequirementsInfo2<'static>,
                        *mut vk::MemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_info, a.p_memory_requirements);
                Some(0)
            }
            320 => {
                // vkGetBufferOpaqueCaptureAddress
                let a = &*a.cast::<args::GetBufferOpaqueCaptureAddress>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::BufferDeviceAddressInfo<'static>,
                    ) -> u64,
                >(pfn);
                Some(f(a.device, a.p_info))
            }
            322 => {
                // vkGetCalibratedTimestampsEXT
                let a = &*a.cast::<args::GetCalibratedTimestampsEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::CalibratedTimestampInfoEXT<'static>,
                        *mut u64,
                        *mut u64,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.timestamp_count,
                        a.p_timestamp_infos,
                        a.p_timestamps,
                        a.p_max_deviation,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            323 => {
                // vkGetDeferredOperationMaxConcurrencyKHR
                let a = &*a.cast::<args::GetDeferredOperationMaxConcurrencyKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::DeferredOperationKHR) -> u32,
                >(pfn);
                Some(u64::from(f(a.device, a.operation)))
            }
            324 => {
                // vkGetDeferredOperationResultKHR
                let a = &*a.cast::<args::GetDeferredOperationResultKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::DeferredOperationKHR) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.operation).as_raw() as i64 as u64)
            }
            325 => {
                // vkGetDescriptorEXT
                let a = &*a.cast::<args::GetDescriptorEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorGetInfoEXT<'static>,
                        usize,
                        *mut c_void,
                    ),
                >(pfn);
                f(a.device, a.p_descriptor_info, a.data_size, a.p_descriptor);
                Some(0)
            }
            327 => {
                // vkGetDescriptorSetLayoutBindingOffsetEXT
                let a = &*a.cast::<args::GetDescriptorSetLayoutBindingOffsetEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorSetLayout,
                        u32,
                        *mut vk::DeviceSize,
                    ),
                >(pfn);
                f(a.device, a.layout, a.binding, a.p_offset);
                Some(0)
            }
            328 => {
                // vkGetDescriptorSetLayoutHostMappingInfoVALVE
                let a = &*a.cast::<args::GetDescriptorSetLayoutHostMappingInfoVALVE>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorSetBindingReferenceVALVE<'static>,
                        *mut vk::DescriptorSetLayoutHostMappingInfoVALVE<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_binding_reference, a.p_host_mapping);
                Some(0)
            }
            329 => {
                // vkGetDescriptorSetLayoutSizeEXT
                let a = &*a.cast::<args::GetDescriptorSetLayoutSizeEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorSetLayout,
                        *mut vk::DeviceSize,
                    ),
                >(pfn);
                f(a.device, a.layout, a.p_layout_size_in_bytes);
                Some(0)
            }
            330 => {
                // vkGetDescriptorSetLayoutSupport
                let a = &*a.cast::<args::GetDescriptorSetLayoutSupport>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DescriptorSetLayoutCreateInfo<'static>,
                        *mut vk::DescriptorSetLayoutSupport<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_create_info, a.p_support);
                Some(0)
            }
            331 => {
                // vkGetDeviceAccelerationStructureCompatibilityKHR
                let a = &*a.cast::<args::GetDeviceAccelerationStructureCompatibilityKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::AccelerationStructureVersionInfoKHR<'static>,
                        *mut vk::AccelerationStructureCompatibilityKHR,
                    ),
                >(pfn);
                f(a.device, a.p_version_info, a.p_compatibility);
                Some(0)
            }
            332 => {
                // vkGetDeviceBufferMemoryRequirements
                let a = &*a.cast::<args::GetDeviceBufferMemoryRequirements>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DeviceBufferMemoryRequirements<'static>,
                        *mut vk::MemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_info, a.p_memory_requirements);
                Some(0)
            }
            333 => {
                // vkGetDeviceFaultInfoEXT
                let a = &*a.cast::<args::GetDeviceFaultInfoEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *mut vk::DeviceFaultCountsEXT<'static>,
                        *mut vk::DeviceFaultInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_fault_counts, a.p_fault_info).as_raw() as i64 as u64)
            }
            334 => {
                // vkGetDeviceGroupPeerMemoryFeatures
                let a = &*a.cast::<args::GetDeviceGroupPeerMemoryFeatures>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        u32,
                        u32,
                        *mut vk::PeerMemoryFeatureFlags,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.heap_index,
                    a.local_device_index,
                    a.remote_device_index,
                    a.p_peer_memory_features,
                );
                Some(0)
            }
            335 => {
                // vkGetDeviceGroupPresentCapabilitiesKHR
                let a = &*a.cast::<args::GetDeviceGroupPresentCapabilitiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *mut vk::DeviceGroupPresentCapabilitiesKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_device_group_present_capabilities).as_raw() as i64 as u64)
            }
            336 => {
                // vkGetDeviceGroupSurfacePresentModesKHR
                let a = &*a.cast::<args::GetDeviceGroupSurfacePresentModesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SurfaceKHR,
                        *mut vk::DeviceGroupPresentModeFlagsKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.surface, a.p_modes).as_raw() as i64 as u64)
            }
            337 => {
                // vkGetDeviceImageMemoryRequirements
                let a = &*a.cast::<args::GetDeviceImageMemoryRequirements>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DeviceImageMemoryRequirements<'static>,
                        *mut vk::MemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_info, a.p_memory_requirements);
                Some(0)
            }
            338 => {
                // vkGetDeviceImageSparseMemoryRequirements
                let a = &*a.cast::<args::GetDeviceImageSparseMemoryRequirements>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DeviceImageMemoryRequirements<'static>,
                        *mut u32,
                        *mut vk::SparseImageMemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.p_info,
                    a.p_sparse_memory_requirement_count,
                    a.p_sparse_memory_requirements,
                );
                Some(0)
            }
            339 => {
                // vkGetDeviceMemoryCommitment
                let a = &*a.cast::<args::GetDeviceMemoryCommitment>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::DeviceMemory, *mut vk::DeviceSize),
                >(pfn);
                f(a.device, a.memory, a.p_committed_memory_in_bytes);
                Some(0)
            }
            340 => {
                // vkGetDeviceMemoryOpaqueCaptureAddress
                let a = &*a.cast::<args::GetDeviceMemoryOpaqueCaptureAddress>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DeviceMemoryOpaqueCaptureAddressInfo<'static>,
                    ) -> u64,
                >(pfn);
                Some(f(a.device, a.p_info))
            }
            341 => {
                // vkGetDeviceMicromapCompatibilityEXT
                let a = &*a.cast::<args::GetDeviceMicromapCompatibilityEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::MicromapVersionInfoEXT<'static>,
                        *mut vk::AccelerationStructureCompatibilityKHR,
                    ),
                >(pfn);
                f(a.device, a.p_version_info, a.p_compatibility);
                Some(0)
            }
            343 => {
                // vkGetDeviceQueue
                let a = &*a.cast::<args::GetDeviceQueue>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, u32, u32, *mut vk::Queue),
                >(pfn);
                f(a.device, a.queue_family_index, a.queue_index, a.p_queue);
                Some(0)
            }
            344 => {
                // vkGetDeviceQueue2
                let a = &*a.cast::<args::GetDeviceQueue2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DeviceQueueInfo2<'static>,
                        *mut vk::Queue,
                    ),
                >(pfn);
                f(a.device, a.p_queue_info, a.p_queue);
                Some(0)
            }
            345 => {
                // vkGetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI
                let a = &*a.cast::<args::GetDeviceSubpassShadingMaxWorkgroupSizeHUAWEI>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::RenderPass,
                        *mut vk::Extent2D,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.renderpass, a.p_max_workgroup_size).as_raw() as i64 as u64)
            }
            346 => {
                // vkGetDisplayModeProperties2KHR
                let a = &*a.cast::<args::GetDisplayModeProperties2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::DisplayKHR,
                        *mut u32,
                        *mut vk::DisplayModeProperties2KHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.display,
                        a.p_property_count,
                        a.p_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            347 => {
                // vkGetDisplayModePropertiesKHR
                let a = &*a.cast::<args::GetDisplayModePropertiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::DisplayKHR,
                        *mut u32,
                        *mut vk::DisplayModePropertiesKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.display,
                        a.p_property_count,
                        a.p_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            348 => {
                // vkGetDisplayPlaneCapabilities2KHR
                let a = &*a.cast::<args::GetDisplayPlaneCapabilities2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::DisplayPlaneInfo2KHR<'static>,
                        *mut vk::DisplayPlaneCapabilities2KHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_display_plane_info, a.p_capabilities).as_raw() as i64
                        as u64,
                )
            }
            349 => {
                // vkGetDisplayPlaneCapabilitiesKHR
                let a = &*a.cast::<args::GetDisplayPlaneCapabilitiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::DisplayModeKHR,
                        u32,
                        *mut vk::DisplayPlaneCapabilitiesKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.mode, a.plane_index, a.p_capabilities).as_raw() as i64
                        as u64,
                )
            }
            350 => {
                // vkGetDisplayPlaneSupportedDisplaysKHR
                let a = &*a.cast::<args::GetDisplayPlaneSupportedDisplaysKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        u32,
                        *mut u32,
                        *mut vk::DisplayKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.plane_index,
                        a.p_display_count,
                        a.p_displays,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            352 => {
                // vkGetDynamicRenderingTilePropertiesQCOM
                let a = &*a.cast::<args::GetDynamicRenderingTilePropertiesQCOM>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::RenderingInfo<'static>,
                        *mut vk::TilePropertiesQCOM<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_rendering_info, a.p_properties).as_raw() as i64 as u64)
            }
            353 => {
                // vkGetEventStatus
                let a = &*a.cast::<args::GetEventStatus>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Event) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.event).as_raw() as i64 as u64)
            }
            355 => {
                // vkGetFenceStatus
                let a = &*a.cast::<args::GetFenceStatus>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Fence) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.fence).as_raw() as i64 as u64)
            }
            356 => {
                // vkGetFramebufferTilePropertiesQCOM
                let a = &*a.cast::<args::GetFramebufferTilePropertiesQCOM>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Framebuffer,
                        *mut u32,
                        *mut vk::TilePropertiesQCOM<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.framebuffer,
                        a.p_properties_count,
                        a.p_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            357 => {
                // vkGetGeneratedCommandsMemoryRequirementsNV
                let a = &*a.cast::<args::GetGeneratedCommandsMemoryRequirementsNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::GeneratedCommandsMemoryRequirementsInfoNV<'static>,
                        *mut vk::MemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_info, a.p_memory_requirements);
                Some(0)
            }
            358 => {
                // vkGetImageDrmFormatModifierPropertiesEXT
                let a = &*a.cast::<args::GetImageDrmFormatModifierPropertiesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Image,
                        *mut vk::ImageDrmFormatModifierPropertiesEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.image, a.p_properties).as_raw() as i64 as u64)
            }
            359 => {
                // vkGetImageMemoryRequirements
                let a = &*a.cast::<args::GetImageMemoryRequirements>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Image, *mut vk::MemoryRequirements),
                >(pfn);
                f(a.device, a.image, a.p_memory_requirements);
                Some(0)
            }
            360 => {
                // vkGetImageMemoryRequirements2
                let a = &*a.cast::<args::GetImageMemoryRequirements2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ImageMemoryRequirementsInfo2<'static>,
                        *mut vk::MemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_info, a.p_memory_requirements);
                Some(0)
            }
            362 => {
                // vkGetImageSparseMemoryRequirements
                let a = &*a.cast::<args::GetImageSparseMemoryRequirements>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Image,
                        *mut u32,
                        *mut vk::SparseImageMemoryRequirements,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.image,
                    a.p_sparse_memory_requirement_count,
                    a.p_sparse_memory_requirements,
                );
                Some(0)
            }
            363 => {
                // vkGetImageSparseMemoryRequirements2
                let a = &*a.cast::<args::GetImageSparseMemoryRequirements2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ImageSparseMemoryRequirementsInfo2<'static>,
                        *mut u32,
                        *mut vk::SparseImageMemoryRequirements2<'static>,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.p_info,
                    a.p_sparse_memory_requirement_count,
                    a.p_sparse_memory_requirements,
                );
                Some(0)
            }
            364 => {
                // vkGetImageSubresourceLayout
                let a = &*a.cast::<args::GetImageSubresourceLayout>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Image,
                        *const vk::ImageSubresource,
                        *mut vk::SubresourceLayout,
                    ),
                >(pfn);
                f(a.device, a.image, a.p_subresource, a.p_layout);
                Some(0)
            }
            365 => {
                // vkGetImageSubresourceLayout2EXT
                let a = &*a.cast::<args::GetImageSubresourceLayout2EXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Image,
                        *const vk::ImageSubresource2EXT<'static>,
                        *mut vk::SubresourceLayout2EXT<'static>,
                    ),
                >(pfn);
                f(a.device, a.image, a.p_subresource, a.p_layout);
                Some(0)
            }
            366 => {
                // vkGetImageViewAddressNVX
                let a = &*a.cast::<args::GetImageViewAddressNVX>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ImageView,
                        *mut vk::ImageViewAddressPropertiesNVX<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.image_view, a.p_properties).as_raw() as i64 as u64)
            }
            367 => {
                // vkGetImageViewHandleNVX
                let a = &*a.cast::<args::GetImageViewHandleNVX>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ImageViewHandleInfoNVX<'static>,
                    ) -> u32,
                >(pfn);
                Some(u64::from(f(a.device, a.p_info)))
            }
            373 => {
                // vkGetMemoryRemoteAddressNV
                let a = &*a.cast::<args::GetMemoryRemoteAddressNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::MemoryGetRemoteAddressInfoNV<'static>,
                        *mut vk::RemoteAddressNV,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_memory_get_remote_address_info, a.p_address).as_raw() as i64
                        as u64,
                )
            }
            374 => {
                // vkGetMicromapBuildSizesEXT
                let a = &*a.cast::<args::GetMicromapBuildSizesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::AccelerationStructureBuildTypeKHR,
                        *const vk::MicromapBuildInfoEXT<'static>,
                        *mut vk::MicromapBuildSizesInfoEXT<'static>,
                    ),
                >(pfn);
                f(a.device, a.build_type, a.p_build_info, a.p_size_info);
                Some(0)
            }
            375 => {
                // vkGetPastPresentationTimingGOOGLE
                let a = &*a.cast::<args::GetPastPresentationTimingGOOGLE>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SwapchainKHR,
                        *mut u32,
                        *mut vk::PastPresentationTimingGOOGLE,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.swapchain,
                        a.p_presentation_timing_count,
                        a.p_presentation_timings,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            376 => {
                // vkGetPerformanceParameterINTEL
                let a = &*a.cast::<args::GetPerformanceParameterINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PerformanceParameterTypeINTEL,
                        *mut vk::PerformanceValueINTEL,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.parameter, a.p_value).as_raw() as i64 as u64)
            }
            377 => {
                // vkGetPhysicalDeviceCalibrateableTimeDomainsEXT
                let a = &*a.cast::<args::GetPhysicalDeviceCalibrateableTimeDomainsEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::TimeDomainEXT,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_time_domain_count, a.p_time_domains).as_raw() as i64
                        as u64,
                )
            }
            378 => {
                // vkGetPhysicalDeviceCooperativeMatrixPropertiesNV
                let a = &*a.cast::<args::GetPhysicalDeviceCooperativeMatrixPropertiesNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::CooperativeMatrixPropertiesNV<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_property_count, a.p_properties).as_raw() as i64 as u64,
                )
            }
            379 => {
                // vkGetPhysicalDeviceDisplayPlaneProperties2KHR
                let a = &*a.cast::<args::GetPhysicalDeviceDisplayPlaneProperties2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::DisplayPlaneProperties2KHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_property_count, a.p_properties).as_raw() as i64 as u64,
                )
            }
            380 => {
                // vkGetPhysicalDeviceDisplayPlanePropertiesKHR
                let a = &*a.cast::<args::GetPhysicalDeviceDisplayPlanePropertiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::DisplayPlanePropertiesKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_property_count, a.p_properties).as_raw() as i64 as u64,
                )
            }
            381 => {
                // vkGetPhysicalDeviceDisplayProperties2KHR
                let a = &*a.cast::<args::GetPhysicalDeviceDisplayProperties2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::DisplayProperties2KHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_property_count, a.p_properties).as_raw() as i64 as u64,
                )
            }
            382 => {
                // vkGetPhysicalDeviceDisplayPropertiesKHR
                let a = &*a.cast::<args::GetPhysicalDeviceDisplayPropertiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::DisplayPropertiesKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_property_count, a.p_properties).as_raw() as i64 as u64,
                )
            }
            383 => {
                // vkGetPhysicalDeviceExternalBufferProperties
                let a = &*a.cast::<args::GetPhysicalDeviceExternalBufferProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceExternalBufferInfo<'static>,
                        *mut vk::ExternalBufferProperties<'static>,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_external_buffer_info,
                    a.p_external_buffer_properties,
                );
                Some(0)
            }
            384 => {
                // vkGetPhysicalDeviceExternalFenceProperties
                let a = &*a.cast::<args::GetPhysicalDeviceExternalFenceProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceExternalFenceInfo<'static>,
                        *mut vk::ExternalFenceProperties<'static>,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_external_fence_info,
                    a.p_external_fence_properties,
                );
                Some(0)
            }
            385 => {
                // vkGetPhysicalDeviceExternalImageFormatPropertiesNV
                let a = &*a.cast::<args::GetPhysicalDeviceExternalImageFormatPropertiesNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::Format,
                        vk::ImageType,
                        vk::ImageTiling,
                        vk::ImageUsageFlags,
                        vk::ImageCreateFlags,
                        vk::ExternalMemoryHandleTypeFlagsNV,
                        *mut vk::ExternalImageFormatPropertiesNV,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.format,
                        a.ty,
                        a.tiling,
                        a.usage,
                        a.flags,
                        a.external_handle_type,
                        a.p_external_image_format_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            386 => {
                // vkGetPhysicalDeviceExternalSemaphoreProperties
                let a = &*a.cast::<args::GetPhysicalDeviceExternalSemaphoreProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceExternalSemaphoreInfo<'static>,
                        *mut vk::ExternalSemaphoreProperties<'static>,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_external_semaphore_info,
                    a.p_external_semaphore_properties,
                );
                Some(0)
            }
            387 => {
                // vkGetPhysicalDeviceFeatures
                let a = &*a.cast::<args::GetPhysicalDeviceFeatures>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::PhysicalDevice, *mut vk::PhysicalDeviceFeatures),
                >(pfn);
                f(a.physical_device, a.p_features);
                Some(0)
            }
            388 => {
                // vkGetPhysicalDeviceFeatures2
                let a = &*a.cast::<args::GetPhysicalDeviceFeatures2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut vk::PhysicalDeviceFeatures2<'static>,
                    ),
                >(pfn);
                f(a.physical_device, a.p_features);
                Some(0)
            }
            389 => {
                // vkGetPhysicalDeviceFormatProperties
                let a = &*a.cast::<args::GetPhysicalDeviceFormatProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::Format,
                        *mut vk::FormatProperties,
                    ),
                >(pfn);
                f(a.physical_device, a.format, a.p_format_properties);
                Some(0)
            }
            390 => {
                // vkGetPhysicalDeviceFormatProperties2
                let a = &*a.cast::<args::GetPhysicalDeviceFormatProperties2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::Format,
                        *mut vk::FormatProperties2<'static>,
                    ),
                >(pfn);
                f(a.physical_device, a.format, a.p_format_properties);
                Some(0)
            }
            391 => {
                // vkGetPhysicalDeviceFragmentShadingRatesKHR
                let a = &*a.cast::<args::GetPhysicalDeviceFragmentShadingRatesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::PhysicalDeviceFragmentShadingRateKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_fragment_shading_rate_count,
                        a.p_fragment_shading_rates,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            392 => {
                // vkGetPhysicalDeviceImageFormatProperties
                let a = &*a.cast::<args::GetPhysicalDeviceImageFormatProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::Format,
                        vk::ImageType,
                        vk::ImageTiling,
                        vk::ImageUsageFlags,
                        vk::ImageCreateFlags,
                        *mut vk::ImageFormatProperties,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.format,
                        a.ty,
                        a.tiling,
                        a.usage,
                        a.flags,
                        a.p_image_format_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            393 => {
                // vkGetPhysicalDeviceImageFormatProperties2
                let a = &*a.cast::<args::GetPhysicalDeviceImageFormatProperties2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceImageFormatInfo2<'static>,
                        *mut vk::ImageFormatProperties2<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_image_format_info,
                        a.p_image_format_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            394 => {
                // vkGetPhysicalDeviceMemoryProperties
                let a = &*a.cast::<args::GetPhysicalDeviceMemoryProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut vk::PhysicalDeviceMemoryProperties,
                    ),
                >(pfn);
                f(a.physical_device, a.p_memory_properties);
                Some(0)
            }
            395 => {
                // vkGetPhysicalDeviceMemoryProperties2
                let a = &*a.cast::<args::GetPhysicalDeviceMemoryProperties2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut vk::PhysicalDeviceMemoryProperties2<'static>,
                    ),
                >(pfn);
                f(a.physical_device, a.p_memory_properties);
                Some(0)
            }
            396 => {
                // vkGetPhysicalDeviceMultisamplePropertiesEXT
                let a = &*a.cast::<args::GetPhysicalDeviceMultisamplePropertiesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::SampleCountFlags,
                        *mut vk::MultisamplePropertiesEXT<'static>,
                    ),
                >(pfn);
                f(a.physical_device, a.samples, a.p_multisample_properties);
                Some(0)
            }
            397 => {
                // vkGetPhysicalDeviceOpticalFlowImageFormatsNV
                let a = &*a.cast::<args::GetPhysicalDeviceOpticalFlowImageFormatsNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::OpticalFlowImageFormatInfoNV<'static>,
                        *mut u32,
                        *mut vk::OpticalFlowImageFormatPropertiesNV<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_optical_flow_image_format_info,
                        a.p_format_count,
                        a.p_image_format_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            398 => {
                // vkGetPhysicalDevicePresentRectanglesKHR
                let a = &*a.cast::<args::GetPhysicalDevicePresentRectanglesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::SurfaceKHR,
                        *mut u32,
                        *mut vk::Rect2D,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.surface, a.p_rect_count, a.p_rects).as_raw() as i64
                        as u64,
                )
            }
            399 => {
                // vkGetPhysicalDeviceProperties
                let a = &*a.cast::<args::GetPhysicalDeviceProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut vk::PhysicalDeviceProperties,
                    ),
                >(pfn);
                f(a.physical_device, a.p_properties);
                Some(0)
            }
            400 => {
                // vkGetPhysicalDeviceProperties2
                let a = &*a.cast::<args::GetPhysicalDeviceProperties2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut vk::PhysicalDeviceProperties2<'static>,
                    ),
                >(pfn);
                f(a.physical_device, a.p_properties);
                Some(0)
            }
            401 => {
                // vkGetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR
                let a = &*a.cast::<args::GetPhysicalDeviceQueueFamilyPerformanceQueryPassesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::QueryPoolPerformanceCreateInfoKHR<'static>,
                        *mut u32,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_performance_query_create_info,
                    a.p_num_passes,
                );
                Some(0)
            }
            402 => {
                // vkGetPhysicalDeviceQueueFamilyProperties
                let a = &*a.cast::<args::GetPhysicalDeviceQueueFamilyProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::QueueFamilyProperties,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_queue_family_property_count,
                    a.p_queue_family_properties,
                );
                Some(0)
            }
            403 => {
                // vkGetPhysicalDeviceQueueFamilyProperties2
                let a = &*a.cast::<args::GetPhysicalDeviceQueueFamilyProperties2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::QueueFamilyProperties2<'static>,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_queue_family_property_count,
                    a.p_queue_family_properties,
                );
                Some(0)
            }
            404 => {
                // vkGetPhysicalDeviceSparseImageFormatProperties
                let a = &*a.cast::<args::GetPhysicalDeviceSparseImageFormatProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::Format,
                        vk::ImageType,
                        vk::SampleCountFlags,
                        vk::ImageUsageFlags,
                        vk::ImageTiling,
                        *mut u32,
                        *mut vk::SparseImageFormatProperties,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.format,
                    a.ty,
                    a.samples,
                    a.usage,
                    a.tiling,
                    a.p_property_count,
                    a.p_properties,
                );
                Some(0)
            }
            405 => {
                // vkGetPhysicalDeviceSparseImageFormatProperties2
                let a = &*a.cast::<args::GetPhysicalDeviceSparseImageFormatProperties2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceSparseImageFormatInfo2<'static>,
                        *mut u32,
                        *mut vk::SparseImageFormatProperties2<'static>,
                    ),
                >(pfn);
                f(
                    a.physical_device,
                    a.p_format_info,
                    a.p_property_count,
                    a.p_properties,
                );
                Some(0)
            }
            406 => {
                // vkGetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV
                let a = &*a
                    .cast::<args::GetPhysicalDeviceSupportedFramebufferMixedSamplesCombinationsNV>(
                    );
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::FramebufferMixedSamplesCombinationNV<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_combination_count, a.p_combinations).as_raw() as i64
                        as u64,
                )
            }
            407 => {
                // vkGetPhysicalDeviceSurfaceCapabilities2EXT
                let a = &*a.cast::<args::GetPhysicalDeviceSurfaceCapabilities2EXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::SurfaceKHR,
                        *mut vk::SurfaceCapabilities2EXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.surface, a.p_surface_capabilities).as_raw() as i64
                        as u64,
                )
            }
            408 => {
                // vkGetPhysicalDeviceSurfaceCapabilities2KHR
                let a = &*a.cast::<args::GetPhysicalDeviceSurfaceCapabilities2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
                        *mut vk::SurfaceCapabilities2KHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_surface_info,
                        a.p_surface_capabilities,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            409 => {
                // vkGetPhysicalDeviceSurfaceCapabilitiesKHR
                let a = &*a.cast::<args::GetPhysicalDeviceSurfaceCapabilitiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::SurfaceKHR,
                        *mut vk::SurfaceCapabilitiesKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.surface, a.p_surface_capabilities).as_raw() as i64
                        as u64,
                )
            }
            410 => {
                // vkGetPhysicalDeviceSurfaceFormats2KHR
                let a = &*a.cast::<args::GetPhysicalDeviceSurfaceFormats2KHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *const vk::PhysicalDeviceSurfaceInfo2KHR<'static>,
                        *mut u32,
                        *mut vk::SurfaceFormat2KHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.p_surface_info,
                        a.p_surface_format_count,
                        a.p_surface_formats,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            411 => {
                // vkGetPhysicalDeviceSurfaceFormatsKHR
                let a = &*a.cast::<args::GetPhysicalDeviceSurfaceFormatsKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::SurfaceKHR,
                        *mut u32,
                        *mut vk::SurfaceFormatKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.surface,
                        a.p_surface_format_count,
                        a.p_surface_formats,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            412 => {
                // vkGetPhysicalDeviceSurfacePresentModesKHR
                let a = &*a.cast::<args::GetPhysicalDeviceSurfacePresentModesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        vk::SurfaceKHR,
                        *mut u32,
                        *mut vk::PresentModeKHR,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.surface,
                        a.p_present_mode_count,
                        a.p_present_modes,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            413 => {
                // vkGetPhysicalDeviceSurfaceSupportKHR
                let a = &*a.cast::<args::GetPhysicalDeviceSurfaceSupportKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        u32,
                        vk::SurfaceKHR,
                        *mut vk::Bool32,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.physical_device,
                        a.queue_family_index,
                        a.surface,
                        a.p_supported,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            414 => {
                // vkGetPhysicalDeviceToolProperties
                let a = &*a.cast::<args::GetPhysicalDeviceToolProperties>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::PhysicalDevice,
                        *mut u32,
                        *mut vk::PhysicalDeviceToolProperties<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.physical_device, a.p_tool_count, a.p_tool_properties).as_raw() as i64
                        as u64,
                )
            }
            415 => {
                // vkGetPipelineCacheData
                let a = &*a.cast::<args::GetPipelineCacheData>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineCache,
                        *mut usize,
                        *mut c_void,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.pipeline_cache, a.p_data_size, a.p_data).as_raw() as i64 as u64)
            }
            416 => {
                // vkGetPipelineExecutableInternalRepresentationsKHR
                let a = &*a.cast::<args::GetPipelineExecutableInternalRepresentationsKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PipelineExecutableInfoKHR<'static>,
                        *mut u32,
                        *mut vk::PipelineExecutableInternalRepresentationKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_executable_info,
                        a.p_internal_representation_count,
                        a.p_internal_representations,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            417 => {
                // vkGetPipelineExecutablePropertiesKHR
                let a = &*a.cast::<args::GetPipelineExecutablePropertiesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PipelineInfoKHR<'static>,
                        *mut u32,
                        *mut vk::PipelineExecutablePropertiesKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_pipeline_info,
                        a.p_executable_count,
                        a.p_properties,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            418 => {
                // vkGetPipelineExecutableStatisticsKHR
                let a = &*a.cast::<args::GetPipelineExecutableStatisticsKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PipelineExecutableInfoKHR<'static>,
                        *mut u32,
                        *mut vk::PipelineExecutableStatisticKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.p_executable_info,
                        a.p_statistic_count,
                        a.p_statistics,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            419 => {
                // vkGetPipelinePropertiesEXT
                let a = &*a.cast::<args::GetPipelinePropertiesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::PipelineInfoKHR<'static>,
                        *mut vk::BaseOutStructure<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_pipeline_info, a.p_pipeline_properties).as_raw() as i64 as u64)
            }
            420 => {
                // vkGetPrivateData
                let a = &*a.cast::<args::GetPrivateData>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ObjectType,
                        u64,
                        vk::PrivateDataSlot,
                        *mut u64,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.object_type,
                    a.object_handle,
                    a.private_data_slot,
                    a.p_data,
                );
                Some(0)
            }
            421 => {
                // vkGetQueryPoolResults
                let a = &*a.cast::<args::GetQueryPoolResults>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::QueryPool,
                        u32,
                        u32,
                        usize,
                        *mut c_void,
                        vk::DeviceSize,
                        vk::QueryResultFlags,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.query_pool,
                        a.first_query,
                        a.query_count,
                        a.data_size,
                        a.p_data,
                        a.stride,
                        a.flags,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            422 => {
                // vkGetQueueCheckpointData2NV
                let a = &*a.cast::<args::GetQueueCheckpointData2NV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        *mut u32,
                        *mut vk::CheckpointData2NV<'static>,
                    ),
                >(pfn);
                f(a.queue, a.p_checkpoint_data_count, a.p_checkpoint_data);
                Some(0)
            }
            423 => {
                // vkGetQueueCheckpointDataNV
                let a = &*a.cast::<args::GetQueueCheckpointDataNV>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        *mut u32,
                        *mut vk::CheckpointDataNV<'static>,
                    ),
                >(pfn);
                f(a.queue, a.p_checkpoint_data_count, a.p_checkpoint_data);
                Some(0)
            }
            424 => {
                // vkGetRayTracingCaptureReplayShaderGroupHandlesKHR
                let a = &*a.cast::<args::GetRayTracingCaptureReplayShaderGroupHandlesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Pipeline,
                        u32,
                        u32,
                        usize,
                        *mut c_void,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.pipeline,
                        a.first_group,
                        a.group_count,
                        a.data_size,
                        a.p_data,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            425 => {
                // vkGetRayTracingShaderGroupHandlesKHR
                let a = &*a.cast::<args::GetRayTracingShaderGroupHandlesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Pipeline,
                        u32,
                        u32,
                        usize,
                        *mut c_void,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.pipeline,
                        a.first_group,
                        a.group_count,
                        a.data_size,
                        a.p_data,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            426 => {
                // vkGetRayTracingShaderGroupStackSizeKHR
                let a = &*a.cast::<args::GetRayTracingShaderGroupStackSizeKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Pipeline,
                        u32,
                        vk::ShaderGroupShaderKHR,
                    ) -> u64,
                >(pfn);
                Some(f(a.device, a.pipeline, a.group, a.group_shader))
            }
            427 => {
                // vkGetRefreshCycleDurationGOOGLE
                let a = &*a.cast::<args::GetRefreshCycleDurationGOOGLE>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SwapchainKHR,
                        *mut vk::RefreshCycleDurationGOOGLE,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.swapchain, a.p_display_timing_properties).as_raw() as i64 as u64)
            }
            428 => {
                // vkGetRenderAreaGranularity
                let a = &*a.cast::<args::GetRenderAreaGranularity>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::RenderPass, *mut vk::Extent2D),
                >(pfn);
                f(a.device, a.render_pass, a.p_granularity);
                Some(0)
            }
            430 => {
                // vkGetSemaphoreCounterValue
                let a = &*a.cast::<args::GetSemaphoreCounterValue>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Semaphore, *mut u64) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.semaphore, a.p_value).as_raw() as i64 as u64)
            }
            432 => {
                // vkGetShaderInfoAMD
                let a = &*a.cast::<args::GetShaderInfoAMD>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::Pipeline,
                        vk::ShaderStageFlags,
                        vk::ShaderInfoTypeAMD,
                        *mut usize,
                        *mut c_void,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.pipeline,
                        a.shader_stage,
                        a.info_type,
                        a.p_info_size,
                        a.p_info,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            433 => {
                // vkGetShaderModuleCreateInfoIdentifierEXT
                let a = &*a.cast::<args::GetShaderModuleCreateInfoIdentifierEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ShaderModuleCreateInfo<'static>,
                        *mut vk::ShaderModuleIdentifierEXT<'static>,
                    ),
                >(pfn);
                f(a.device, a.p_create_info, a.p_identifier);
                Some(0)
            }
            434 => {
                // vkGetShaderModuleIdentifierEXT
                let a = &*a.cast::<args::GetShaderModuleIdentifierEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ShaderModule,
                        *mut vk::ShaderModuleIdentifierEXT<'static>,
                    ),
                >(pfn);
                f(a.device, a.shader_module, a.p_identifier);
                Some(0)
            }
            435 => {
                // vkGetSwapchainCounterEXT
                let a = &*a.cast::<args::GetSwapchainCounterEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SwapchainKHR,
                        vk::SurfaceCounterFlagsEXT,
                        *mut u64,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.swapchain, a.counter, a.p_counter_value).as_raw() as i64 as u64)
            }
            436 => {
                // vkGetSwapchainImagesKHR
                let a = &*a.cast::<args::GetSwapchainImagesKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::SwapchainKHR,
                        *mut u32,
                        *mut vk::Image,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.swapchain,
                        a.p_swapchain_image_count,
                        a.p_swapchain_images,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            437 => {
                // vkGetSwapchainStatusKHR
                let a = &*a.cast::<args::GetSwapchainStatusKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::SwapchainKHR) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.swapchain).as_raw() as i64 as u64)
            }
            438 => {
                // vkGetValidationCacheDataEXT
                let a = &*a.cast::<args::GetValidationCacheDataEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ValidationCacheEXT,
                        *mut usize,
                        *mut c_void,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.validation_cache, a.p_data_size, a.p_data).as_raw() as i64 as u64,
                )
            }
            441 => {
                // vkInitializePerformanceApiINTEL
                let a = &*a.cast::<args::InitializePerformanceApiINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::InitializePerformanceApiInfoINTEL<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_initialize_info).as_raw() as i64 as u64)
            }
            442 => {
                // vkInvalidateMappedMemoryRanges
                let a = &*a.cast::<args::InvalidateMappedMemoryRanges>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::MappedMemoryRange<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.memory_range_count, a.p_memory_ranges).as_raw() as i64 as u64)
            }
            444 => {
                // vkMergePipelineCaches
                let a = &*a.cast::<args::MergePipelineCaches>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PipelineCache,
                        u32,
                        *const vk::PipelineCache,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.dst_cache, a.src_cache_count, a.p_src_caches).as_raw() as i64
                        as u64,
                )
            }
            445 => {
                // vkMergeValidationCachesEXT
                let a = &*a.cast::<args::MergeValidationCachesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ValidationCacheEXT,
                        u32,
                        *const vk::ValidationCacheEXT,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.dst_cache, a.src_cache_count, a.p_src_caches).as_raw() as i64
                        as u64,
                )
            }
            446 => {
                // vkQueueBeginDebugUtilsLabelEXT
                let a = &*a.cast::<args::QueueBeginDebugUtilsLabelEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Queue, *const vk::DebugUtilsLabelEXT<'static>),
                >(pfn);
                f(a.queue, a.p_label_info);
                Some(0)
            }
            447 => {
                // vkQueueBindSparse
                let a = &*a.cast::<args::QueueBindSparse>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        u32,
                        *const vk::BindSparseInfo<'static>,
                        vk::Fence,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.queue, a.bind_info_count, a.p_bind_info, a.fence).as_raw() as i64 as u64)
            }
            448 => {
                // vkQueueEndDebugUtilsLabelEXT
                let a = &*a.cast::<args::QueueEndDebugUtilsLabelEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Queue),
                >(pfn);
                f(a.queue);
                Some(0)
            }
            449 => {
                // vkQueueInsertDebugUtilsLabelEXT
                let a = &*a.cast::<args::QueueInsertDebugUtilsLabelEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Queue, *const vk::DebugUtilsLabelEXT<'static>),
                >(pfn);
                f(a.queue, a.p_label_info);
                Some(0)
            }
            450 => {
                // vkQueuePresentKHR
                let a = &*a.cast::<args::QueuePresentKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        *const vk::PresentInfoKHR<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.queue, a.p_present_info).as_raw() as i64 as u64)
            }
            451 => {
                // vkQueueSetPerformanceConfigurationINTEL
                let a = &*a.cast::<args::QueueSetPerformanceConfigurationINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        vk::PerformanceConfigurationINTEL,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.queue, a.configuration).as_raw() as i64 as u64)
            }
            452 => {
                // vkQueueSubmit
                let a = &*a.cast::<args::QueueSubmit>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        u32,
                        *const vk::SubmitInfo<'static>,
                        vk::Fence,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.queue, a.submit_count, a.p_submits, a.fence).as_raw() as i64 as u64)
            }
            453 => {
                // vkQueueSubmit2
                let a = &*a.cast::<args::QueueSubmit2>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Queue,
                        u32,
                        *const vk::SubmitInfo2<'static>,
                        vk::Fence,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.queue, a.submit_count, a.p_submits, a.fence).as_raw() as i64 as u64)
            }
            454 => {
                // vkQueueWaitIdle
                let a = &*a.cast::<args::QueueWaitIdle>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Queue) -> vk::Result,
                >(pfn);
                Some(f(a.queue).as_raw() as i64 as u64)
            }
            455 => {
                // vkRegisterDeviceEventEXT
                let a = &*a.cast::<args::RegisterDeviceEventEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DeviceEventInfoEXT<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Fence,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.p_device_event_info, a.p_allocator, a.p_fence).as_raw() as i64
                        as u64,
                )
            }
            456 => {
                // vkRegisterDisplayEventEXT
                let a = &*a.cast::<args::RegisterDisplayEventEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DisplayKHR,
                        *const vk::DisplayEventInfoEXT<'static>,
                        *const vk::AllocationCallbacks<'static>,
                        *mut vk::Fence,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.display,
                        a.p_display_event_info,
                        a.p_allocator,
                        a.p_fence,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            457 => {
                // vkReleaseDisplayEXT
                let a = &*a.cast::<args::ReleaseDisplayEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::PhysicalDevice, vk::DisplayKHR) -> vk::Result,
                >(pfn);
                Some(f(a.physical_device, a.display).as_raw() as i64 as u64)
            }
            458 => {
                // vkReleasePerformanceConfigurationINTEL
                let a = &*a.cast::<args::ReleasePerformanceConfigurationINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::PerformanceConfigurationINTEL,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.configuration).as_raw() as i64 as u64)
            }
            459 => {
                // vkReleaseProfilingLockKHR
                let a = &*a.cast::<args::ReleaseProfilingLockKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device),
                >(pfn);
                f(a.device);
                Some(0)
            }
            460 => {
                // vkReleaseSwapchainImagesEXT
                let a = &*a.cast::<args::ReleaseSwapchainImagesEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::ReleaseSwapchainImagesInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_release_info).as_raw() as i64 as u64)
            }
            461 => {
                // vkResetCommandBuffer
                let a = &*a.cast::<args::ResetCommandBuffer>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::CommandBuffer,
                        vk::CommandBufferResetFlags,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.command_buffer, a.flags).as_raw() as i64 as u64)
            }
            462 => {
                // vkResetCommandPool
                let a = &*a.cast::<args::ResetCommandPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::CommandPool,
                        vk::CommandPoolResetFlags,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.command_pool, a.flags).as_raw() as i64 as u64)
            }
            463 => {
                // vkResetDescriptorPool
                let a = &*a.cast::<args::ResetDescriptorPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorPool,
                        vk::DescriptorPoolResetFlags,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.descriptor_pool, a.flags).as_raw() as i64 as u64)
            }
            464 => {
                // vkResetEvent
                let a = &*a.cast::<args::ResetEvent>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Event) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.event).as_raw() as i64 as u64)
            }
            465 => {
                // vkResetFences
                let a = &*a.cast::<args::ResetFences>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, u32, *const vk::Fence) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.fence_count, a.p_fences).as_raw() as i64 as u64)
            }
            466 => {
                // vkResetQueryPool
                let a = &*a.cast::<args::ResetQueryPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::QueryPool, u32, u32),
                >(pfn);
                f(a.device, a.query_pool, a.first_query, a.query_count);
                Some(0)
            }
            467 => {
                // vkSetDebugUtilsObjectNameEXT
                let a = &*a.cast::<args::SetDebugUtilsObjectNameEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DebugUtilsObjectNameInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_name_info).as_raw() as i64 as u64)
            }
            468 => {
                // vkSetDebugUtilsObjectTagEXT
                let a = &*a.cast::<args::SetDebugUtilsObjectTagEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::DebugUtilsObjectTagInfoEXT<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_tag_info).as_raw() as i64 as u64)
            }
            469 => {
                // vkSetDeviceMemoryPriorityEXT
                let a = &*a.cast::<args::SetDeviceMemoryPriorityEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::DeviceMemory, f32),
                >(pfn);
                f(a.device, a.memory, a.priority);
                Some(0)
            }
            470 => {
                // vkSetEvent
                let a = &*a.cast::<args::SetEvent>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::Event) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.event).as_raw() as i64 as u64)
            }
            471 => {
                // vkSetHdrMetadataEXT
                let a = &*a.cast::<args::SetHdrMetadataEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::SwapchainKHR,
                        *const vk::HdrMetadataEXT<'static>,
                    ),
                >(pfn);
                f(a.device, a.swapchain_count, a.p_swapchains, a.p_metadata);
                Some(0)
            }
            472 => {
                // vkSetLocalDimmingAMD
                let a = &*a.cast::<args::SetLocalDimmingAMD>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::SwapchainKHR, vk::Bool32),
                >(pfn);
                f(a.device, a.swap_chain, a.local_dimming_enable);
                Some(0)
            }
            473 => {
                // vkSetPrivateData
                let a = &*a.cast::<args::SetPrivateData>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::ObjectType,
                        u64,
                        vk::PrivateDataSlot,
                        u64,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(
                        a.device,
                        a.object_type,
                        a.object_handle,
                        a.private_data_slot,
                        a.data,
                    )
                    .as_raw() as i64 as u64,
                )
            }
            474 => {
                // vkSignalSemaphore
                let a = &*a.cast::<args::SignalSemaphore>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::SemaphoreSignalInfo<'static>,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_signal_info).as_raw() as i64 as u64)
            }
            475 => {
                // vkSubmitDebugUtilsMessageEXT
                let a = &*a.cast::<args::SubmitDebugUtilsMessageEXT>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Instance,
                        vk::DebugUtilsMessageSeverityFlagsEXT,
                        vk::DebugUtilsMessageTypeFlagsEXT,
                        *const vk::DebugUtilsMessengerCallbackDataEXT<'static>,
                    ),
                >(pfn);
                f(
                    a.instance,
                    a.message_severity,
                    a.message_types,
                    a.p_callback_data,
                );
                Some(0)
            }
            476 => {
                // vkTrimCommandPool
                let a = &*a.cast::<args::TrimCommandPool>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::CommandPool,
                        vk::CommandPoolTrimFlags,
                    ),
                >(pfn);
                f(a.device, a.command_pool, a.flags);
                Some(0)
            }
            477 => {
                // vkUninitializePerformanceApiINTEL
                let a = &*a.cast::<args::UninitializePerformanceApiINTEL>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device),
                >(pfn);
                f(a.device);
                Some(0)
            }
            479 => {
                // vkUpdateDescriptorSetWithTemplate
                let a = &*a.cast::<args::UpdateDescriptorSetWithTemplate>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        vk::DescriptorSet,
                        vk::DescriptorUpdateTemplate,
                        *const c_void,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.descriptor_set,
                    a.descriptor_update_template,
                    a.p_data,
                );
                Some(0)
            }
            480 => {
                // vkUpdateDescriptorSets
                let a = &*a.cast::<args::UpdateDescriptorSets>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::WriteDescriptorSet<'static>,
                        u32,
                        *const vk::CopyDescriptorSet<'static>,
                    ),
                >(pfn);
                f(
                    a.device,
                    a.descriptor_write_count,
                    a.p_descriptor_writes,
                    a.descriptor_copy_count,
                    a.p_descriptor_copies,
                );
                Some(0)
            }
            481 => {
                // vkWaitForFences
                let a = &*a.cast::<args::WaitForFences>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        u32,
                        *const vk::Fence,
                        vk::Bool32,
                        u64,
                    ) -> vk::Result,
                >(pfn);
                Some(
                    f(a.device, a.fence_count, a.p_fences, a.wait_all, a.timeout).as_raw() as i64
                        as u64,
                )
            }
            482 => {
                // vkWaitForPresentKHR
                let a = &*a.cast::<args::WaitForPresentKHR>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(vk::Device, vk::SwapchainKHR, u64, u64) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.swapchain, a.present_id, a.timeout).as_raw() as i64 as u64)
            }
            483 => {
                // vkWaitSemaphores
                let a = &*a.cast::<args::WaitSemaphores>();
                let f = core::mem::transmute::<
                    unsafe extern "system" fn(),
                    unsafe extern "system" fn(
                        vk::Device,
                        *const vk::SemaphoreWaitInfo<'static>,
                        u64,
                    ) -> vk::Result,
                >(pfn);
                Some(f(a.device, a.p_wait_info, a.timeout).as_raw() as i64 as u64)
            }
            _ => None,
        }
    }
}
