//! `--mode dds --dds FILE`: a DDS file's BCn texture (see [`dds`] for what is read),
//! uploaded with one `vkCmdCopyBufferToImage` of one region per layer and level, straight
//! from the file's bytes, and shown texel for texel (needs `textureCompressionBC`).
//!
//! The picture ([`dds::picture_size`]) has a row per layer (cube faces in the file's order),
//! its levels left to right ([`dds::tile_origin`]), each tile the size of its level and
//! fetched with `texelFetch` by `bc.frag`, which maps SNORM and float texels into [0, 1]
//! as `--mode bc` does. A cube map's image is cube compatible and viewed as a 2D array of
//! its faces.

use anyhow::{Context, Result, bail};
use ash::vk;

use crate::frame::Rendered;
use crate::gpu::{Gpu, Owned};
use crate::modes::bc::{Push, Upload, copy_to_images, descriptor_sets};
use crate::modes::dds::{self, Dds};
use crate::modes::draw::{self, Attribute, Call, Shader, Spec};
use crate::pipelines::set_layout;
use crate::resources::allocate;

/// What the texture's image is used for.
const USAGE: vk::ImageUsageFlags = vk::ImageUsageFlags::from_raw(
    vk::ImageUsageFlags::SAMPLED.as_raw() | vk::ImageUsageFlags::TRANSFER_DST.as_raw(),
);

/// The image's create flags.
fn flags(dds: &Dds) -> vk::ImageCreateFlags {
    if dds.cube {
        vk::ImageCreateFlags::CUBE_COMPATIBLE
    } else {
        vk::ImageCreateFlags::empty()
    }
}

/// Fails unless the device can sample the file's format, copy into it, and make an image
/// of the file's size, levels and layers.
fn check_device(gpu: &Gpu, dds: &Dds) -> Result<()> {
    let format = dds.format.vk;
    let needed = vk::FormatFeatureFlags::SAMPLED_IMAGE | vk::FormatFeatureFlags::TRANSFER_DST;
    let have = gpu.format_properties(format).optimal_tiling_features;
    if !have.contains(needed) {
        bail!(
            "{}: {format:?} lacks {needed:?} in optimalTilingFeatures ({have:?})",
            gpu.device_name
        );
    }
    let limits = gpu.image_format_properties(format, USAGE, flags(dds))?;
    let e = limits.max_extent;
    if dds.width > e.width
        || dds.height > e.height
        || dds.levels > limits.max_mip_levels
        || dds.layers > limits.max_array_layers
    {
        bail!(
            "{}: {format:?} images reach {} x {}, {} levels, {} layers; the file has {} x {}, \
             {} levels, {} layers",
            gpu.device_name,
            e.width,
            e.height,
            limits.max_mip_levels,
            limits.max_array_layers,
            dds.width,
            dds.height,
            dds.levels,
            dds.layers
        );
    }
    Ok(())
}

/// Every level and layer of the texture.
fn all(dds: &Dds) -> vk::ImageSubresourceRange {
    vk::ImageSubresourceRange {
        aspect_mask: vk::ImageAspectFlags::COLOR,
        base_mip_level: 0,
        level_count: dds.levels,
        base_array_layer: 0,
        layer_count: dds.layers,
    }
}

/// Creates the texture's image (memory bound) and its 2D-array view of every layer.
fn create_image(gpu: &mut Gpu, dds: &Dds) -> Result<(vk::Image, vk::ImageView)> {
    let format = dds.format.vk;
    let info = vk::ImageCreateInfo::default()
        .flags(flags(dds))
        .image_type(vk::ImageType::TYPE_2D)
        .format(format)
        .extent(vk::Extent3D {
            width: dds.width,
            height: dds.height,
            depth: 1,
        })
        .mip_levels(dds.levels)
        .array_layers(dds.layers)
        .samples(vk::SampleCountFlags::TYPE_1)
        .tiling(vk::ImageTiling::OPTIMAL)
        .usage(USAGE)
        .sharing_mode(vk::SharingMode::EXCLUSIVE)
        .initial_layout(vk::ImageLayout::UNDEFINED);
    // SAFETY: valid create info for a format, size, level and layer count checked by
    // `check_device` (cube maps are square with a multiple of six layers, `dds::Dds::parse`);
    // recorded for teardown right away.
    let image = unsafe { gpu.device().create_image(&info, None) }
        .with_context(|| format!("vkCreateImage {format:?} failed"))?;
    gpu.own(Owned::Image(image));
    // SAFETY: `image` belongs to this device.
    let req = unsafe { gpu.device().get_image_memory_requirements(image) };
    let memory = allocate(gpu, req, vk::MemoryPropertyFlags::DEVICE_LOCAL)
        .or_else(|_| allocate(gpu, req, vk::MemoryPropertyFlags::empty()))?;
    // SAFETY: fresh, unbound image; memory chosen from its requirements; offset 0.
    unsafe { gpu.device().bind_image_memory(image, memory, 0) }
        .context("vkBindImageMemory failed")?;
    gpu.bound(Owned::Image(image));
    let view_info = vk::ImageViewCreateInfo::default()
        .image(image)
        .view_type(vk::ImageViewType::TYPE_2D_ARRAY)
        .format(format)
        .subresource_range(all(dds));
    // SAFETY: `image` is bound to memory; the view matches its format and whole range (a
    // 2D-array view of a cube-compatible image is allowed).
    let view = unsafe { gpu.device().create_image_view(&view_info, None) }
        .context("vkCreateImageView failed")?;
    gpu.own(Owned::ImageView(view));
    Ok((image, view))
}

/// One region per layer and level, at its offset in [`Dds::blocks`], tightly packed.
fn regions(dds: &Dds) -> Vec<vk::BufferImageCopy> {
    let mut regions = Vec::with_capacity((dds.layers * dds.levels) as usize);
    for layer in 0..dds.layers {
        for level in 0..dds.levels {
            let (w, h) = dds.extent(level);
            regions.push(
                vk::BufferImageCopy::default()
                    .buffer_offset(dds.offset(layer, level) as u64)
                    .image_subresource(vk::ImageSubresourceLayers {
                        aspect_mask: vk::ImageAspectFlags::COLOR,
                        mip_level: level,
                        base_array_layer: layer,
                        layer_count: 1,
                    })
                    .image_extent(vk::Extent3D {
                        width: w,
                        height: h,
                        depth: 1,
                    }),
            );
        }
    }
    regions
}

/// Renders the picture of `dds`; `size` must be [`dds::picture_size`].
pub fn render(
    gpu: &mut Gpu,
    dds: &Dds,
    (width, height): (u32, u32),
    frames: u32,
) -> Result<Rendered> {
    if (width, height) != dds::picture_size(dds) {
        bail!(
            "the picture of {} is {:?}, not {width} x {height}",
            dds.format.name,
            dds::picture_size(dds)
        );
    }
    check_device(gpu, dds)?;
    let (image, view) = create_image(gpu, dds)?;
    let regions = regions(dds);
    copy_to_images(
        gpu,
        &dds.blocks,
        &[Upload {
            image,
            range: all(dds),
            regions: &regions,
            block_bytes: dds.format.block_bytes() as u64,
        }],
    )?;
    let layout = set_layout(
        gpu,
        &[(
            vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
            vk::ShaderStageFlags::FRAGMENT,
        )],
    )?;
    let sets = descriptor_sets(gpu, layout, &[view], dds.levels as f32)?;

    let ndc = |px: u32, side: u32| px as f32 / side as f32 * 2.0 - 1.0;
    let mut vertices: Vec<[f32; 2]> = Vec::new();
    let mut pushes = Vec::new();
    for layer in 0..dds.layers {
        for level in 0..dds.levels {
            let (x, y) = dds::tile_origin(dds, layer, level);
            let (w, h) = dds.extent(level);
            let (x0, x1) = (ndc(x, width), ndc(x + w, width));
            let (y0, y1) = (ndc(y, height), ndc(y + h, height));
            vertices.extend([[x0, y0], [x1, y0], [x1, y1], [x1, y1], [x0, y1], [x0, y0]]);
            pushes.push(Push {
                origin: [x as i32, y as i32],
                layer: layer as i32,
                lod: level as i32,
                kind: dds.format.kind as i32,
            });
        }
    }
    let draws: Vec<Call<'_>> = pushes
        .iter()
        .enumerate()
        .map(|(i, push)| Call {
            vertices: 6 * i as u32..6 * (i as u32 + 1),
            set: Some(sets[0]),
            push: bytemuck::bytes_of(push),
        })
        .collect();
    let attributes = [Attribute {
        location: 0,
        format: vk::Format::R32G32_SFLOAT,
        offset: 0,
    }];
    let spec = Spec {
        vert: Shader {
            name: "bc.vert",
            spv: include_bytes!("../../shaders/bc.vert.spv"),
        },
        frag: Shader {
            name: "bc.frag",
            spv: include_bytes!("../../shaders/bc.frag.spv"),
        },
        vertices: bytemuck::cast_slice(&vertices),
        stride: size_of::<[f32; 2]>() as u32,
        attributes: &attributes,
        set_layout: Some(layout),
        push_size: size_of::<Push>() as u32,
        draws: &draws,
    };
    draw::render(gpu, (width, height), frames, &spec)
}
