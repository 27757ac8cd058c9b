//! The device the pipeline benches (`pipelines`, `pcache`) create the bundled example's clip
//! pipeline on (`examples/offscreen`, `--mode clip`).

#![allow(dead_code)] // Each bench uses what it needs.

use ash::vk;

/// SPIR-V words of a module's bytes.
pub fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Vulkan objects of the system loader's first device, kept for the whole bench.
pub struct Gpu {
    pub entry: ash::Entry,
    pub instance: ash::Instance,
    pub device: ash::Device,
    pub pdev: vk::PhysicalDevice,
    pub render_pass: vk::RenderPass,
    pub layout: vk::PipelineLayout,
    pub vs: vk::ShaderModule,
}

/// The first physical device's device with `shaderClipDistance`, a one-attachment render
/// pass, a layout with 32 bytes of push constants and the clip vertex shader's module.
pub fn gpu() -> Gpu {
    // SAFETY: the system loader; the handles made here are used only by this bench.
    unsafe {
        let entry = ash::Entry::load().expect("a Vulkan loader");
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let instance = entry
            .create_instance(
                &vk::InstanceCreateInfo::default().application_info(&app),
                None,
            )
            .unwrap();
        let pdev = instance.enumerate_physical_devices().unwrap()[0];
        let prio = [1.0];
        let queue = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(0)
            .queue_priorities(&prio)];
        // `clip.vert` writes clip distances.
        let features = vk::PhysicalDeviceFeatures {
            shader_clip_distance: vk::TRUE,
            ..Default::default()
        };
        let device = instance
            .create_device(
                pdev,
                &vk::DeviceCreateInfo::default()
                    .queue_create_infos(&queue)
                    .enabled_features(&features),
                None,
            )
            .unwrap();
        let attachment = [vk::AttachmentDescription::default()
            .format(vk::Format::R8G8B8A8_UNORM)
            .samples(vk::SampleCountFlags::TYPE_1)
            .load_op(vk::AttachmentLoadOp::CLEAR)
            .store_op(vk::AttachmentStoreOp::STORE)
            .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)];
        let color = [vk::AttachmentReference::default()
            .attachment(0)
            .layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL)];
        let subpass = [vk::SubpassDescription::default().color_attachments(&color)];
        let render_pass = device
            .create_render_pass(
                &vk::RenderPassCreateInfo::default()
                    .attachments(&attachment)
                    .subpasses(&subpass),
                None,
            )
            .unwrap();
        let range = [vk::PushConstantRange {
            stage_flags: vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT,
            offset: 0,
            size: 32,
        }];
        let layout = device
            .create_pipeline_layout(
                &vk::PipelineLayoutCreateInfo::default().push_constant_ranges(&range),
                None,
            )
            .unwrap();
        let vs_words = words(include_bytes!(
            "../../../../examples/offscreen/shaders/clip.vert.spv"
        ));
        let vs = device
            .create_shader_module(&vk::ShaderModuleCreateInfo::default().code(&vs_words), None)
            .unwrap();
        Gpu {
            entry,
            instance,
            device,
            pdev,
            render_pass,
            layout,
            vs,
        }
    }
}
