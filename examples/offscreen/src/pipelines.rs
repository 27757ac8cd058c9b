//! The render pass, framebuffer, descriptor sets and the two pipelines (graphics and
//! compute), with their layouts and shader modules.

use std::io::Cursor;

use anyhow::{Context, Result};
use ash::vk;

use crate::gpu::{Gpu, Owned};
use crate::resources::{Buffer, FORMAT, Image};
use crate::scene::{ComputePush, DrawPush, Vertex};

/// The vertex shader (`shaders/quad.vert`), compiled by glslangValidator.
const QUAD_VERT: &[u8] = include_bytes!("../shaders/quad.vert.spv");
/// The fragment shader (`shaders/quad.frag`).
const QUAD_FRAG: &[u8] = include_bytes!("../shaders/quad.frag.spv");
/// The post-processing compute shader (`shaders/invert.comp`).
const INVERT_COMP: &[u8] = include_bytes!("../shaders/invert.comp.spv");

/// Everything the per-frame command buffer binds.
#[derive(Debug, Clone, Copy)]
pub struct Pipelines {
    /// Clears the target and leaves it in TRANSFER_SRC_OPTIMAL for the readback copy.
    pub render_pass: vk::RenderPass,
    /// The render target as the render pass's one attachment.
    pub framebuffer: vk::Framebuffer,
    /// Layout of the graphics pipeline (set 0 + [`DrawPush`]).
    pub graphics_layout: vk::PipelineLayout,
    /// The textured-quad pipeline.
    pub graphics: vk::Pipeline,
    /// Set 0 of the graphics pipeline: uniform buffer + texture.
    pub graphics_set: vk::DescriptorSet,
    /// Layout of the compute pipeline (set 0 + [`ComputePush`]).
    pub compute_layout: vk::PipelineLayout,
    /// The post-processing pipeline.
    pub compute: vk::Pipeline,
    /// Set 0 of the compute pipeline: the readback buffer as a storage buffer.
    pub compute_set: vk::DescriptorSet,
}

/// What the descriptor sets point at.
#[derive(Debug, Clone, Copy)]
pub struct Bindings<'a> {
    /// The per-frame uniform buffer (`Frame` in `quad.frag`).
    pub uniform: &'a Buffer,
    /// The checkerboard texture, in SHADER_READ_ONLY_OPTIMAL.
    pub texture: Image,
    /// The readback buffer, post-processed in place by the compute pass.
    pub pixels: &'a Buffer,
}

impl Pipelines {
    /// Creates every object in [`Pipelines`] for a `width` x `height` render target.
    pub fn new(
        gpu: &mut Gpu,
        target: Image,
        (width, height): (u32, u32),
        bindings: Bindings<'_>,
    ) -> Result<Self> {
        let render_pass = render_pass(gpu)?;
        let attachments = [target.view];
        let fb_info = vk::FramebufferCreateInfo::default()
            .render_pass(render_pass)
            .attachments(&attachments)
            .width(width)
            .height(height)
            .layers(1);
        // SAFETY: the view is a live 2D RGBA8 view of a `width` x `height` image, compatible
        // with `render_pass`; the handle is recorded for teardown right away.
        let framebuffer = unsafe { gpu.device().create_framebuffer(&fb_info, None) }
            .context("vkCreateFramebuffer failed")?;
        gpu.own(Owned::Framebuffer(framebuffer));

        let graphics_set_layout = set_layout(
            gpu,
            &[
                (
                    vk::DescriptorType::UNIFORM_BUFFER,
                    vk::ShaderStageFlags::FRAGMENT,
                ),
                (
                    vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
                    vk::ShaderStageFlags::FRAGMENT,
                ),
            ],
        )?;
        let compute_set_layout = set_layout(
            gpu,
            &[(
                vk::DescriptorType::STORAGE_BUFFER,
                vk::ShaderStageFlags::COMPUTE,
            )],
        )?;
        let graphics_layout = pipeline_layout(
            gpu,
            graphics_set_layout,
            vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT,
            size_of::<DrawPush>(),
        )?;
        let compute_layout = pipeline_layout(
            gpu,
            compute_set_layout,
            vk::ShaderStageFlags::COMPUTE,
            size_of::<ComputePush>(),
        )?;
        let (graphics_set, compute_set) =
            descriptor_sets(gpu, graphics_set_layout, compute_set_layout, bindings)?;
        let graphics = graphics_pipeline(gpu, render_pass, graphics_layout)?;
        let compute = compute_pipeline(gpu, compute_layout)?;
        Ok(Pipelines {
            render_pass,
            framebuffer,
            graphics_layout,
            graphics,
            graphics_set,
            compute_layout,
            compute,
            compute_set,
        })
    }
}

/// One colour attachment, cleared on load, stored, and handed to the readback copy in
/// TRANSFER_SRC_OPTIMAL; the two external dependencies order it after the previous frame's
/// copy and before this frame's.
pub(crate) fn render_pass(gpu: &mut Gpu) -> Result<vk::RenderPass> {
    let attachments = [vk::AttachmentDescription::default()
        .format(FORMAT)
        .samples(vk::SampleCountFlags::TYPE_1)
        .load_op(vk::AttachmentLoadOp::CLEAR)
        .store_op(vk::AttachmentStoreOp::STORE)
        .stencil_load_op(vk::AttachmentLoadOp::DONT_CARE)
        .stencil_store_op(vk::AttachmentStoreOp::DONT_CARE)
        .initial_layout(vk::ImageLayout::UNDEFINED)
        .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)];
    let color_refs = [vk::AttachmentReference {
        attachment: 0,
        layout: vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
    }];
    let subpasses = [vk::SubpassDescription::default()
        .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
        .color_attachments(&color_refs)];
    let dependencies = [
        vk::SubpassDependency {
            src_subpass: vk::SUBPASS_EXTERNAL,
            dst_subpass: 0,
            src_stage_mask: vk::PipelineStageFlags::TRANSFER,
            dst_stage_mask: vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
            src_access_mask: vk::AccessFlags::empty(),
            dst_access_mask: vk::AccessFlags::COLOR_ATTACHMENT_WRITE,
            dependency_flags: vk::DependencyFlags::empty(),
        },
        vk::SubpassDependency {
            src_subpass: 0,
            dst_subpass: vk::SUBPASS_EXTERNAL,
            src_stage_mask: vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
            dst_stage_mask: vk::PipelineStageFlags::TRANSFER,
            src_access_mask: vk::AccessFlags::COLOR_ATTACHMENT_WRITE,
            dst_access_mask: vk::AccessFlags::TRANSFER_READ,
            dependency_flags: vk::DependencyFlags::empty(),
        },
    ];
    let info = vk::RenderPassCreateInfo::default()
        .attachments(&attachments)
        .subpasses(&subpasses)
        .dependencies(&dependencies);
    // SAFETY: `info` and its arrays live until the call returns; the handle is recorded for
    // teardown right away.
    let pass = unsafe { gpu.device().create_render_pass(&info, None) }
        .context("vkCreateRenderPass failed")?;
    gpu.own(Owned::RenderPass(pass));
    Ok(pass)
}

/// A descriptor set layout with one descriptor per `(type, stages)` entry, bindings 0, 1, ...
pub(crate) fn set_layout(
    gpu: &mut Gpu,
    entries: &[(vk::DescriptorType, vk::ShaderStageFlags)],
) -> Result<vk::DescriptorSetLayout> {
    let bindings: Vec<_> = (0u32..)
        .zip(entries)
        .map(|(binding, &(ty, stages))| {
            vk::DescriptorSetLayoutBinding::default()
                .binding(binding)
                .descriptor_type(ty)
                .descriptor_count(1)
                .stage_flags(stages)
        })
        .collect();
    let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
    // SAFETY: `info` and `bindings` live until the call returns; recorded for teardown.
    let layout = unsafe { gpu.device().create_descriptor_set_layout(&info, None) }
        .context("vkCreateDescriptorSetLayout failed")?;
    gpu.own(Owned::DescriptorSetLayout(layout));
    Ok(layout)
}

/// A pipeline layout with one set and one push-constant range of `push_bytes` at offset 0.
fn pipeline_layout(
    gpu: &mut Gpu,
    set: vk::DescriptorSetLayout,
    stages: vk::ShaderStageFlags,
    push_bytes: usize,
) -> Result<vk::PipelineLayout> {
    let sets = [set];
    let ranges = [vk::PushConstantRange {
        stage_flags: stages,
        offset: 0,
        size: u32::try_from(push_bytes).context("push-constant size")?,
    }];
    let info = vk::PipelineLayoutCreateInfo::default()
        .set_layouts(&sets)
        .push_constant_ranges(&ranges);
    // SAFETY: `info` and its arrays live until the call returns; recorded for teardown.
    let layout = unsafe { gpu.device().create_pipeline_layout(&info, None) }
        .context("vkCreatePipelineLayout failed")?;
    gpu.own(Owned::PipelineLayout(layout));
    Ok(layout)
}

/// Allocates the two descriptor sets from one pool and points them at `bindings` with
/// `vkUpdateDescriptorSets`.
fn descriptor_sets(
    gpu: &mut Gpu,
    graphics_layout: vk::DescriptorSetLayout,
    compute_layout: vk::DescriptorSetLayout,
    bindings: Bindings<'_>,
) -> Result<(vk::DescriptorSet, vk::DescriptorSet)> {
    let pool_sizes = [
        vk::DescriptorPoolSize {
            ty: vk::DescriptorType::UNIFORM_BUFFER,
            descriptor_count: 1,
        },
        vk::DescriptorPoolSize {
            ty: vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
            descriptor_count: 1,
        },
        vk::DescriptorPoolSize {
            ty: vk::DescriptorType::STORAGE_BUFFER,
            descriptor_count: 1,
        },
    ];
    let pool_info = vk::DescriptorPoolCreateInfo::default()
        .max_sets(2)
        .pool_sizes(&pool_sizes);
    // SAFETY: `pool_info` lives until the call returns; recorded for teardown.
    let pool = unsafe { gpu.device().create_descriptor_pool(&pool_info, None) }
        .context("vkCreateDescriptorPool failed")?;
    gpu.own(Owned::DescriptorPool(pool));

    let layouts = [graphics_layout, compute_layout];
    let alloc = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(&layouts);
    // SAFETY: the pool has room for exactly these two sets; they are freed with the pool.
    let sets = unsafe { gpu.device().allocate_descriptor_sets(&alloc) }
        .context("vkAllocateDescriptorSets failed")?;
    let (graphics_set, compute_set) = (sets[0], sets[1]);

    let sampler_info = vk::SamplerCreateInfo::default()
        .mag_filter(vk::Filter::NEAREST)
        .min_filter(vk::Filter::NEAREST)
        .mipmap_mode(vk::SamplerMipmapMode::NEAREST)
        .address_mode_u(vk::SamplerAddressMode::CLAMP_TO_EDGE)
        .address_mode_v(vk::SamplerAddressMode::CLAMP_TO_EDGE)
        .address_mode_w(vk::SamplerAddressMode::CLAMP_TO_EDGE)
        .max_lod(0.0);
    // SAFETY: plain create info; recorded for teardown.
    let sampler = unsafe { gpu.device().create_sampler(&sampler_info, None) }
        .context("vkCreateSampler failed")?;
    gpu.own(Owned::Sampler(sampler));

    let uniform = [vk::DescriptorBufferInfo {
        buffer: bindings.uniform.buffer,
        offset: 0,
        range: vk::WHOLE_SIZE,
    }];
    let texture = [vk::DescriptorImageInfo {
        sampler,
        image_view: bindings.texture.view,
        image_layout: vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
    }];
    let pixels = [vk::DescriptorBufferInfo {
        buffer: bindings.pixels.buffer,
        offset: 0,
        range: vk::WHOLE_SIZE,
    }];
    let writes = [
        vk::WriteDescriptorSet::default()
            .dst_set(graphics_set)
            .dst_binding(0)
            .descriptor_type(vk::DescriptorType::UNIFORM_BUFFER)
            .buffer_info(&uniform),
        vk::WriteDescriptorSet::default()
            .dst_set(graphics_set)
            .dst_binding(1)
            .descriptor_type(vk::DescriptorType::COMBINED_IMAGE_SAMPLER)
            .image_info(&texture),
        vk::WriteDescriptorSet::default()
            .dst_set(compute_set)
            .dst_binding(0)
            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
            .buffer_info(&pixels),
    ];
    // SAFETY: every set, buffer, view and sampler named in `writes` is live and of the type
    // its binding declares; the sets are not in use by any command buffer yet.
    unsafe { gpu.device().update_descriptor_sets(&writes, &[]) };
    Ok((graphics_set, compute_set))
}

/// Creates a shader module from checked-in SPIR-V bytes; recorded for teardown.
pub(crate) fn shader_module(gpu: &mut Gpu, name: &str, spv: &[u8]) -> Result<vk::ShaderModule> {
    let words = ash::util::read_spv(&mut Cursor::new(spv))
        .with_context(|| format!("{name}: not SPIR-V"))?;
    let info = vk::ShaderModuleCreateInfo::default().code(&words);
    // SAFETY: `words` is a whole SPIR-V module (checked against spirv-val by the tests).
    let module = unsafe { gpu.device().create_shader_module(&info, None) }
        .with_context(|| format!("vkCreateShaderModule {name} failed"))?;
    gpu.own(Owned::ShaderModule(module));
    Ok(module)
}

/// The textured-quad pipeline: one vertex binding (position, uv), indexed triangle list, no
/// culling, no blending, dynamic viewport and scissor.
fn graphics_pipeline(
    gpu: &mut Gpu,
    render_pass: vk::RenderPass,
    layout: vk::PipelineLayout,
) -> Result<vk::Pipeline> {
    let vert = shader_module(gpu, "quad.vert", QUAD_VERT)?;
    let frag = shader_module(gpu, "quad.frag", QUAD_FRAG)?;
    let stages = [
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::VERTEX)
            .module(vert)
            .name(c"main"),
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::FRAGMENT)
            .module(frag)
            .name(c"main"),
    ];
    let vertex_bindings = [vk::VertexInputBindingDescription {
        binding: 0,
        stride: size_of::<Vertex>() as u32,
        input_rate: vk::VertexInputRate::VERTEX,
    }];
    let vertex_attributes = [
        vk::VertexInputAttributeDescription {
            location: 0,
            binding: 0,
            format: vk::Format::R32G32_SFLOAT,
            offset: std::mem::offset_of!(Vertex, pos) as u32,
        },
        vk::VertexInputAttributeDescription {
            location: 1,
            binding: 0,
            format: vk::Format::R32G32_SFLOAT,
            offset: std::mem::offset_of!(Vertex, uv) as u32,
        },
    ];
    let vertex_input = vk::PipelineVertexInputStateCreateInfo::default()
        .vertex_binding_descriptions(&vertex_bindings)
        .vertex_attribute_descriptions(&vertex_attributes);
    let input_assembly = vk::PipelineInputAssemblyStateCreateInfo::default()
        .topology(vk::PrimitiveTopology::TRIANGLE_LIST);
    let viewport = vk::PipelineViewportStateCreateInfo::default()
        .viewport_count(1)
        .scissor_count(1);
    let raster = vk::PipelineRasterizationStateCreateInfo::default()
        .polygon_mode(vk::PolygonMode::FILL)
        .cull_mode(vk::CullModeFlags::NONE)
        .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
        .line_width(1.0);
    let multisample = vk::PipelineMultisampleStateCreateInfo::default()
        .rasterization_samples(vk::SampleCountFlags::TYPE_1);
    let blend_attachments = [vk::PipelineColorBlendAttachmentState::default()
        .blend_enable(false)
        .color_write_mask(vk::ColorComponentFlags::RGBA)];
    let blend = vk::PipelineColorBlendStateCreateInfo::default().attachments(&blend_attachments);
    let dynamic_states = [vk::DynamicState::VIEWPORT, vk::DynamicState::SCISSOR];
    let dynamic = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dynamic_states);
    let info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vertex_input)
        .input_assembly_state(&input_assembly)
        .viewport_state(&viewport)
        .rasterization_state(&raster)
        .multisample_state(&multisample)
        .color_blend_state(&blend)
        .dynamic_state(&dynamic)
        .layout(layout)
        .render_pass(render_pass)
        .subpass(0);
    // SAFETY: every state struct, array and module referenced by `info` is alive until the
    // call returns; the shaders' interfaces match the vertex input and `layout`.
    let pipelines = unsafe {
        gpu.device()
            .create_graphics_pipelines(vk::PipelineCache::null(), &[info], None)
    }
    .map_err(|(_, e)| e)
    .context("vkCreateGraphicsPipelines failed")?;
    gpu.own(Owned::Pipeline(pipelines[0]));
    Ok(pipelines[0])
}

/// The post-processing compute pipeline.
fn compute_pipeline(gpu: &mut Gpu, layout: vk::PipelineLayout) -> Result<vk::Pipeline> {
    let module = shader_module(gpu, "invert.comp", INVERT_COMP)?;
    let stage = vk::PipelineShaderStageCreateInfo::default()
        .stage(vk::ShaderStageFlags::COMPUTE)
        .module(module)
        .name(c"main");
    let info = vk::ComputePipelineCreateInfo::default()
        .stage(stage)
        .layout(layout);
    // SAFETY: the module and layout are alive; the shader's interface matches `layout`.
    let pipelines = unsafe {
        gpu.device()
            .create_compute_pipelines(vk::PipelineCache::null(), &[info], None)
    }
    .map_err(|(_, e)| e)
    .context("vkCreateComputePipelines failed")?;
    gpu.own(Owned::Pipeline(pipelines[0]));
    Ok(pipelines[0])
}
