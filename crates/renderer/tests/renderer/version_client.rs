//! The application half of `version::core_1_3_commands_work_on_a_raised_1_1_driver`: clears
//! an image with dynamic rendering and reads it back, through the 1.2/1.3 core commands.

use std::path::PathBuf;

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

const SIZE: u32 = 16;

/// # Safety
/// `icd` is the vkrelay ICD, its renderer reachable.
pub unsafe fn run(icd: PathBuf) {
    let driver = Driver::load(&DriverSource::Library(icd)).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_3);
    // SAFETY: valid create infos and handles throughout; every command is waited for.
    unsafe {
        let instance = driver
            .entry()
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pd = instance.enumerate_physical_devices().unwrap()[0];
        let props = instance.get_physical_device_properties(pd);
        assert!(
            props.api_version >= vk::API_VERSION_1_2,
            "{:#x}",
            props.api_version
        );
        let v13_told = props.api_version >= vk::API_VERSION_1_3;
        let mut v12 = vk::PhysicalDeviceVulkan12Features::default();
        let mut v13 = vk::PhysicalDeviceVulkan13Features::default();
        let mut f2 = vk::PhysicalDeviceFeatures2::default()
            .push_next(&mut v12)
            .push_next(&mut v13);
        instance.get_physical_device_features2(pd, &mut f2);
        assert_eq!(
            (
                v12.timeline_semaphore,
                v13.dynamic_rendering,
                v13.synchronization2
            ),
            (vk::TRUE, vk::TRUE, vk::TRUE)
        );
        assert_eq!(v12.subgroup_broadcast_dynamic_id, vk::FALSE);

        let prio = [1.0];
        let q = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        // Asked although reported absent: refused as a driver would.
        let mut bad =
            vk::PhysicalDeviceVulkan12Features::default().subgroup_broadcast_dynamic_id(true);
        let r = instance.create_device(
            pd,
            &vk::DeviceCreateInfo::default()
                .queue_create_infos(&q)
                .push_next(&mut bad),
            None,
        );
        match r {
            Err(e) => println!("REFUSED {e:?}"),
            Ok(d) => {
                d.destroy_device(None);
                println!("NOT REFUSED");
            }
        }

        let mut want12 = vk::PhysicalDeviceVulkan12Features::default().timeline_semaphore(true);
        let mut want13 = vk::PhysicalDeviceVulkan13Features::default()
            .dynamic_rendering(true)
            .synchronization2(true);
        let mut info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&q)
            .push_next(&mut want12);
        if v13_told {
            info = info.push_next(&mut want13);
        }
        let device = instance.create_device(pd, &info, None).unwrap();
        if !v13_told {
            // Vulkan 1.2 only: the timeline-semaphore core commands.
            let mut timeline = vk::SemaphoreTypeCreateInfo::default()
                .semaphore_type(vk::SemaphoreType::TIMELINE)
                .initial_value(0);
            let sem = device
                .create_semaphore(
                    &vk::SemaphoreCreateInfo::default().push_next(&mut timeline),
                    None,
                )
                .unwrap();
            device
                .signal_semaphore(&vk::SemaphoreSignalInfo::default().semaphore(sem).value(5))
                .unwrap();
            let sems = [sem];
            let vals = [5];
            device
                .wait_semaphores(
                    &vk::SemaphoreWaitInfo::default()
                        .semaphores(&sems)
                        .values(&vals),
                    u64::MAX,
                )
                .unwrap();
            let v = device.get_semaphore_counter_value(sem).unwrap();
            println!("TIMELINE {v}");
            device.destroy_semaphore(sem, None);
            device.destroy_device(None);
            instance.destroy_instance(None);
            return;
        }
        let queue = device.get_device_queue(0, 0);
        let mem_props = instance.get_physical_device_memory_properties(pd);
        let memory = |req: vk::MemoryRequirements, flags: vk::MemoryPropertyFlags| {
            let ty = (0..mem_props.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && mem_props.memory_types[i as usize]
                            .property_flags
                            .contains(flags)
                })
                .unwrap();
            device
                .allocate_memory(
                    &vk::MemoryAllocateInfo::default()
                        .allocation_size(req.size)
                        .memory_type_index(ty),
                    None,
                )
                .unwrap()
        };

        let format = vk::Format::R8G8B8A8_UNORM;
        let image = device
            .create_image(
                &vk::ImageCreateInfo::default()
                    .image_type(vk::ImageType::TYPE_2D)
                    .format(format)
                    .extent(vk::Extent3D {
                        width: SIZE,
                        height: SIZE,
                        depth: 1,
                    })
                    .mip_levels(1)
                    .array_layers(1)
                    .samples(vk::SampleCountFlags::TYPE_1)
                    .usage(
                        vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC,
                    ),
                None,
            )
            .unwrap();
        let im = memory(
            device.get_image_memory_requirements(image),
            vk::MemoryPropertyFlags::empty(),
        );
        device.bind_image_memory(image, im, 0).unwrap();
        let range = vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(1);
        let view = device
            .create_image_view(
                &vk::ImageViewCreateInfo::default()
                    .image(image)
                    .view_type(vk::ImageViewType::TYPE_2D)
                    .format(format)
                    .subresource_range(range),
                None,
            )
            .unwrap();
        let bytes = u64::from(SIZE * SIZE * 4);
        let buffer = device
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(bytes)
                    .usage(vk::BufferUsageFlags::TRANSFER_DST),
                None,
            )
            .unwrap();
        let bm = memory(
            device.get_buffer_memory_requirements(buffer),
            vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT,
        );
        device.bind_buffer_memory(buffer, bm, 0).unwrap();

        let pool = device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cb = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        device
            .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        let to_attachment = [vk::ImageMemoryBarrier2::default()
            .dst_stage_mask(vk::PipelineStageFlags2::COLOR_ATTACHMENT_OUTPUT)
            .dst_access_mask(vk::AccessFlags2::COLOR_ATTACHMENT_WRITE)
            .old_layout(vk::ImageLayout::UNDEFINED)
            .new_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
            .image(image)
            .subresource_range(range)];
        device.cmd_pipeline_barrier2(
            cb,
            &vk::DependencyInfo::default().image_memory_barriers(&to_attachment),
        );
        let attachments = [vk::RenderingAttachmentInfo::default()
            .image_view(view)
            .image_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
            .load_op(vk::AttachmentLoadOp::CLEAR)
            .store_op(vk::AttachmentStoreOp::STORE)
            .clear_value(vk::ClearValue {
                color: vk::ClearColorValue {
                    float32: [1.0, 0.0, 0.0, 1.0],
                },
            })];
        device.cmd_begin_rendering(
            cb,
            &vk::RenderingInfo::default()
                .render_area(vk::Rect2D {
                    offset: vk::Offset2D::default(),
                    extent: vk::Extent2D {
                        width: SIZE,
                        height: SIZE,
                    },
                })
                .layer_count(1)
                .color_attachments(&attachments),
        );
        device.cmd_end_rendering(cb);
        let to_transfer = [vk::ImageMemoryBarrier2::default()
            .src_stage_mask(vk::PipelineStageFlags2::COLOR_ATTACHMENT_OUTPUT)
            .src_access_mask(vk::AccessFlags2::COLOR_ATTACHMENT_WRITE)
            .dst_stage_mask(vk::PipelineStageFlags2::COPY)
            .dst_access_mask(vk::AccessFlags2::TRANSFER_READ)
            .old_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)
            .new_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
            .image(image)
            .subresource_range(range)];
        device.cmd_pipeline_barrier2(
            cb,
            &vk::DependencyInfo::default().image_memory_barriers(&to_transfer),
        );
        let regions = [vk::BufferImageCopy2::default()
            .image_subresource(
                vk::ImageSubresourceLayers::default()
                    .aspect_mask(vk::ImageAspectFlags::COLOR)
                    .layer_count(1),
            )
            .image_extent(vk::Extent3D {
                width: SIZE,
                height: SIZE,
                depth: 1,
            })];
        device.cmd_copy_image_to_buffer2(
            cb,
            &vk::CopyImageToBufferInfo2::default()
                .src_image(image)
                .src_image_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
                .dst_buffer(buffer)
                .regions(&regions),
        );
        device.end_command_buffer(cb).unwrap();

        let mut timeline = vk::SemaphoreTypeCreateInfo::default()
            .semaphore_type(vk::SemaphoreType::TIMELINE)
            .initial_value(0);
        let sem = device
            .create_semaphore(
                &vk::SemaphoreCreateInfo::default().push_next(&mut timeline),
                None,
            )
            .unwrap();
        let cbs = [vk::CommandBufferSubmitInfo::default().command_buffer(cb)];
        let signals = [vk::SemaphoreSubmitInfo::default()
            .semaphore(sem)
            .value(1)
            .stage_mask(vk::PipelineStageFlags2::ALL_COMMANDS)];
        let submit = [vk::SubmitInfo2::default()
            .command_buffer_infos(&cbs)
            .signal_semaphore_infos(&signals)];
        device
            .queue_submit2(queue, &submit, vk::Fence::null())
            .unwrap();
        let sems = [sem];
        let vals = [1];
        device
            .wait_semaphores(
                &vk::SemaphoreWaitInfo::default()
                    .semaphores(&sems)
                    .values(&vals),
                u64::MAX,
            )
            .unwrap();
        let p = device
            .map_memory(bm, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
            .unwrap()
            .cast::<u8>();
        let px = std::slice::from_raw_parts(p, 4);
        println!("RENDERED {} {} {} {}", px[0], px[1], px[2], px[3]);
        device.unmap_memory(bm);
        device.destroy_semaphore(sem, None);
        device.destroy_command_pool(pool, None);
        device.destroy_buffer(buffer, None);
        device.free_memory(bm, None);
        device.destroy_image_view(view, None);
        device.destroy_image(image, None);
        device.free_memory(im, None);
        device.destroy_device(None);
        instance.destroy_instance(None);
    }
}
