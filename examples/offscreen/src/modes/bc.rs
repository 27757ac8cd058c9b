//! `--mode bc`: sixteen BCn textures (every BC1..BC7 format, UNORM, sRGB, SNORM, UFLOAT and
//! SFLOAT), each a 2D array of 2 layers and 3 mip levels, uploaded with one
//! `vkCmdCopyBufferToImage` of five regions per texture (two side by side in level 0, one
//! with a padded `bufferRowLength` and `bufferImageHeight`, one per layer of the last level)
//! and shown texel for texel (needs `textureCompressionBC`).
//!
//! The picture is a 4 x 4 grid of 64 x 64 cells, one per texture (in [`TEXTURES`] order);
//! inside a cell, layer `l`'s levels 0, 1, 2 are tiles at (2, 2 + 18 l), (28, ...),
//! (42, ...), each the size of its level, so a 256 x 256 target shows everything.

use anyhow::{Context, Result, bail};
use ash::vk;
use bytemuck::{Pod, Zeroable};

use crate::frame::Rendered;
use crate::gpu::{Gpu, Owned};
use crate::modes::bc_data::{self, BASE, LAYERS, LEVELS, TEXTURES, block_bytes, blocks, extent};
use crate::modes::draw::{self, Attribute, Call, Shader, Spec};
use crate::pipelines::set_layout;
use crate::resources::{Buffer, allocate, submit_and_wait};

/// Side of one texture's cell, in pixels.
pub const CELL: u32 = 64;
/// Left edge of level `m`'s tiles inside a cell.
const LEVEL_X: [u32; LEVELS as usize] = [2, 28, 42];
/// Top edge of layer 0's tiles; layer `l` is [`LAYER_STEP`] * l lower.
const TOP: u32 = 2;
const LAYER_STEP: u32 = 18;

/// The push-constant block of `bc.frag`.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct Push {
    /// The tile's top-left pixel.
    pub origin: [i32; 2],
    pub layer: i32,
    pub lod: i32,
    /// A [`bc_data::Kind`].
    pub kind: i32,
}

/// The top-left pixel of the tile of `texture`'s `layer`, `level`.
pub fn tile_origin(texture: usize, layer: u32, level: u32) -> (u32, u32) {
    let (col, row) = (texture as u32 % 4, texture as u32 / 4);
    (
        col * CELL + LEVEL_X[level as usize],
        row * CELL + TOP + layer * LAYER_STEP,
    )
}

/// One region of a texture's upload: whole block columns `columns` of every block row of
/// `level` in `layers`, laid out `row_blocks` blocks per row and `image_rows` block rows per
/// layer in the buffer (0: tightly packed, as Vulkan reads 0).
#[derive(Debug, Clone, Copy)]
struct Plan {
    level: u32,
    layers: (u32, u32),
    columns: (u32, u32),
    row_blocks: u32,
    image_rows: u32,
}

/// Five regions covering every subresource exactly once.
const PLANS: [Plan; 5] = [
    Plan {
        level: 0,
        layers: (0, 2),
        columns: (0, 4),
        row_blocks: 0,
        image_rows: 0,
    },
    Plan {
        level: 0,
        layers: (0, 2),
        columns: (4, 6),
        row_blocks: 3,
        image_rows: 0,
    },
    Plan {
        level: 1,
        layers: (0, 2),
        columns: (0, 3),
        row_blocks: 4,
        image_rows: 3,
    },
    Plan {
        level: 2,
        layers: (0, 1),
        columns: (0, 2),
        row_blocks: 0,
        image_rows: 0,
    },
    Plan {
        level: 2,
        layers: (1, 2),
        columns: (0, 2),
        row_blocks: 0,
        image_rows: 0,
    },
];

/// Bytes of buffer padding (never read by the copy).
const PAD: u8 = 0xa5;

/// Appends texture `texture`'s staging bytes to `staging` and returns its regions.
fn stage(texture: usize, staging: &mut Vec<u8>) -> Vec<vk::BufferImageCopy> {
    let bytes = block_bytes(TEXTURES[texture].source);
    // bufferOffset must be a multiple of the block size: 16 covers both.
    staging.resize(staging.len().next_multiple_of(16), PAD);
    let mut regions = Vec::with_capacity(PLANS.len());
    for plan in PLANS {
        let (bw, bh) = blocks(plan.level);
        let (w, h) = extent(plan.level);
        let (c0, c1) = plan.columns;
        let row_blocks = if plan.row_blocks == 0 {
            c1 - c0
        } else {
            plan.row_blocks
        };
        let image_rows = if plan.image_rows == 0 {
            bh
        } else {
            plan.image_rows
        };
        let offset = staging.len() as u64;
        for layer in plan.layers.0..plan.layers.1 {
            let sub = bc_data::subresource_blocks(texture, layer, plan.level);
            for row in 0..image_rows {
                for col in 0..row_blocks {
                    if row < bh && col < c1 - c0 {
                        let i = (row * bw + c0 + col) as usize * bytes;
                        staging.extend_from_slice(&sub[i..i + bytes]);
                    } else {
                        staging.extend(std::iter::repeat_n(PAD, bytes));
                    }
                }
            }
        }
        let x0 = c0 * 4;
        regions.push(
            vk::BufferImageCopy::default()
                .buffer_offset(offset)
                .buffer_row_length(plan.row_blocks * 4)
                .buffer_image_height(plan.image_rows * 4)
                .image_subresource(vk::ImageSubresourceLayers {
                    aspect_mask: vk::ImageAspectFlags::COLOR,
                    mip_level: plan.level,
                    base_array_layer: plan.layers.0,
                    layer_count: plan.layers.1 - plan.layers.0,
                })
                .image_offset(vk::Offset3D {
                    x: x0 as i32,
                    y: 0,
                    z: 0,
                })
                .image_extent(vk::Extent3D {
                    width: (c1 * 4).min(w) - x0,
                    height: h,
                    depth: 1,
                }),
        );
    }
    regions
}

/// Every level and layer of a texture.
const ALL: vk::ImageSubresourceRange = vk::ImageSubresourceRange {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    base_mip_level: 0,
    level_count: LEVELS,
    base_array_layer: 0,
    layer_count: LAYERS,
};

/// Fails unless the device can sample every format of [`TEXTURES`] and copy into it.
fn check_formats(gpu: &Gpu) -> Result<()> {
    let needed = vk::FormatFeatureFlags::SAMPLED_IMAGE | vk::FormatFeatureFlags::TRANSFER_DST;
    for tex in TEXTURES {
        let have = gpu.format_properties(tex.format).optimal_tiling_features;
        if !have.contains(needed) {
            bail!(
                "{}: {:?} lacks {needed:?} in optimalTilingFeatures ({have:?})",
                gpu.device_name,
                tex.format
            );
        }
    }
    Ok(())
}

/// Creates one texture's image (memory bound) and its 2D-array view.
fn create_image(gpu: &mut Gpu, format: vk::Format) -> Result<(vk::Image, vk::ImageView)> {
    let info = vk::ImageCreateInfo::default()
        .image_type(vk::ImageType::TYPE_2D)
        .format(format)
        .extent(vk::Extent3D {
            width: BASE.0,
            height: BASE.1,
            depth: 1,
        })
        .mip_levels(LEVELS)
        .array_layers(LAYERS)
        .samples(vk::SampleCountFlags::TYPE_1)
        .tiling(vk::ImageTiling::OPTIMAL)
        .usage(vk::ImageUsageFlags::SAMPLED | vk::ImageUsageFlags::TRANSFER_DST)
        .sharing_mode(vk::SharingMode::EXCLUSIVE)
        .initial_layout(vk::ImageLayout::UNDEFINED);
    // SAFETY: valid create info for a format checked by `check_formats`; recorded for
    // teardown right away.
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
        .subresource_range(ALL);
    // SAFETY: `image` is bound to memory; the view matches its format and whole range.
    let view = unsafe { gpu.device().create_image_view(&view_info, None) }
        .context("vkCreateImageView failed")?;
    gpu.own(Owned::ImageView(view));
    Ok((image, view))
}

/// Layout transitions of `images`, each over its range.
fn barriers(
    images: &[Upload<'_>],
    (old, new): (vk::ImageLayout, vk::ImageLayout),
    (src, dst): (vk::AccessFlags, vk::AccessFlags),
) -> Vec<vk::ImageMemoryBarrier<'static>> {
    images
        .iter()
        .map(|upload| {
            vk::ImageMemoryBarrier::default()
                .old_layout(old)
                .new_layout(new)
                .src_access_mask(src)
                .dst_access_mask(dst)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(upload.image)
                .subresource_range(upload.range)
        })
        .collect()
}

/// Creates and fills every texture (one submission); returns their views, in
/// [`TEXTURES`] order, in SHADER_READ_ONLY_OPTIMAL.
fn upload(gpu: &mut Gpu) -> Result<Vec<vk::ImageView>> {
    let mut images = Vec::with_capacity(TEXTURES.len());
    let mut views = Vec::with_capacity(TEXTURES.len());
    let mut staging_bytes = Vec::new();
    let mut regions = Vec::with_capacity(TEXTURES.len());
    for (i, tex) in TEXTURES.iter().enumerate() {
        let (image, view) = create_image(gpu, tex.format)?;
        images.push(image);
        views.push(view);
        regions.push(stage(i, &mut staging_bytes));
    }
    let uploads: Vec<Upload<'_>> = images
        .iter()
        .zip(&regions)
        .zip(TEXTURES)
        .map(|((&image, regions), tex)| Upload {
            image,
            range: ALL,
            regions,
            block_bytes: block_bytes(tex.source) as u64,
        })
        .collect();
    copy_to_images(gpu, &staging_bytes, &uploads)?;
    Ok(views)
}

/// One image's part of [`copy_to_images`].
#[derive(Debug, Clone, Copy)]
pub struct Upload<'a> {
    /// A live image with memory bound, every subresource in `range` in UNDEFINED layout.
    pub image: vk::Image,
    /// The subresources the copy fills and the barriers move.
    pub range: vk::ImageSubresourceRange,
    /// Regions of `image` inside `range`, each on a block boundary or at the level's edge
    /// (their bytes are checked against the staging bytes).
    pub regions: &'a [vk::BufferImageCopy],
    /// Bytes per 4 x 4 block of the image's format.
    pub block_bytes: u64,
}

/// One past the last staging byte `r` reads, for blocks of `block_bytes`.
fn region_end(r: &vk::BufferImageCopy, block_bytes: u64) -> u64 {
    let e = r.image_extent;
    let (cols, rows) = (e.width.div_ceil(4), e.height.div_ceil(4));
    let row_blocks = match r.buffer_row_length {
        0 => cols,
        n => n.div_ceil(4),
    };
    let image_rows = match r.buffer_image_height {
        0 => rows,
        n => n.div_ceil(4),
    };
    let layers = u64::from(r.image_subresource.layer_count.max(1) * e.depth.max(1));
    let last_row = (layers - 1) * u64::from(image_rows) + u64::from(rows.max(1) - 1);
    r.buffer_offset + (last_row * u64::from(row_blocks) + u64::from(cols)) * block_bytes
}

/// Copies `staging` into a host-visible buffer and, in one submission, from it into every
/// upload's image with one `vkCmdCopyBufferToImage` each; leaves each range in
/// SHADER_READ_ONLY_OPTIMAL for fragment shaders.
pub fn copy_to_images(gpu: &mut Gpu, staging: &[u8], uploads: &[Upload<'_>]) -> Result<()> {
    for upload in uploads {
        for r in upload.regions {
            let end = region_end(r, upload.block_bytes);
            if end > staging.len() as u64 {
                bail!(
                    "a region reads staging bytes {}..{end}, past the {} there are",
                    r.buffer_offset,
                    staging.len()
                );
            }
        }
    }
    let buffer = Buffer::new(
        gpu,
        staging.len() as u64,
        vk::BufferUsageFlags::TRANSFER_SRC,
        vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT,
    )?;
    buffer.write(0, staging)?;

    let pool_info = vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family);
    // SAFETY: the family index is the device's own; recorded for teardown right away.
    let pool = unsafe { gpu.device().create_command_pool(&pool_info, None) }
        .context("vkCreateCommandPool (texture upload) failed")?;
    gpu.own(Owned::CommandPool(pool));
    let alloc = vk::CommandBufferAllocateInfo::default()
        .command_pool(pool)
        .level(vk::CommandBufferLevel::PRIMARY)
        .command_buffer_count(1);
    let device = gpu.device();
    // SAFETY: `pool` is live; the buffer is freed with the pool.
    let cmd = unsafe { device.allocate_command_buffers(&alloc) }
        .context("vkAllocateCommandBuffers (texture upload) failed")?[0];
    let begin =
        vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
    let to_dst = barriers(
        uploads,
        (
            vk::ImageLayout::UNDEFINED,
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
        ),
        (vk::AccessFlags::empty(), vk::AccessFlags::TRANSFER_WRITE),
    );
    let to_read = barriers(
        uploads,
        (
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
            vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
        ),
        (
            vk::AccessFlags::TRANSFER_WRITE,
            vk::AccessFlags::SHADER_READ,
        ),
    );
    // SAFETY: `cmd` is fresh; every image is live and covered by its range in the barriers;
    // each region lies inside the staging buffer (checked above) and, as
    // [`Upload::regions`] requires of the caller, inside its image's range, on block
    // boundaries or at the level's edge; the images are in TRANSFER_DST_OPTIMAL for the
    // copies.
    unsafe {
        device
            .begin_command_buffer(cmd, &begin)
            .context("vkBeginCommandBuffer (texture upload) failed")?;
        device.cmd_pipeline_barrier(
            cmd,
            vk::PipelineStageFlags::TOP_OF_PIPE,
            vk::PipelineStageFlags::TRANSFER,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &to_dst,
        );
        for upload in uploads {
            device.cmd_copy_buffer_to_image(
                cmd,
                buffer.buffer,
                upload.image,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                upload.regions,
            );
        }
        device.cmd_pipeline_barrier(
            cmd,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::FRAGMENT_SHADER,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &to_read,
        );
        device
            .end_command_buffer(cmd)
            .context("vkEndCommandBuffer (texture upload) failed")?;
    }
    submit_and_wait(gpu, cmd)
}

/// One descriptor set per view (set layout `layout`), each with a NEAREST sampler whose
/// levels end at `max_lod`.
pub fn descriptor_sets(
    gpu: &mut Gpu,
    layout: vk::DescriptorSetLayout,
    views: &[vk::ImageView],
    max_lod: f32,
) -> Result<Vec<vk::DescriptorSet>> {
    let count = views.len() as u32;
    let sizes = [vk::DescriptorPoolSize {
        ty: vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
        descriptor_count: count,
    }];
    let pool_info = vk::DescriptorPoolCreateInfo::default()
        .max_sets(count)
        .pool_sizes(&sizes);
    // SAFETY: `pool_info` lives until the call returns; recorded for teardown.
    let pool = unsafe { gpu.device().create_descriptor_pool(&pool_info, None) }
        .context("vkCreateDescriptorPool (textures) failed")?;
    gpu.own(Owned::DescriptorPool(pool));
    let sampler_info = vk::SamplerCreateInfo::default()
        .mag_filter(vk::Filter::NEAREST)
        .min_filter(vk::Filter::NEAREST)
        .mipmap_mode(vk::SamplerMipmapMode::NEAREST)
        .address_mode_u(vk::SamplerAddressMode::CLAMP_TO_EDGE)
        .address_mode_v(vk::SamplerAddressMode::CLAMP_TO_EDGE)
        .address_mode_w(vk::SamplerAddressMode::CLAMP_TO_EDGE)
        .max_lod(max_lod);
    // SAFETY: plain create info; recorded for teardown.
    let sampler = unsafe { gpu.device().create_sampler(&sampler_info, None) }
        .context("vkCreateSampler (textures) failed")?;
    gpu.own(Owned::Sampler(sampler));
    let layouts = vec![layout; views.len()];
    let alloc = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(&layouts);
    // SAFETY: the pool has room for exactly these sets; they are freed with the pool.
    let sets = unsafe { gpu.device().allocate_descriptor_sets(&alloc) }
        .context("vkAllocateDescriptorSets (textures) failed")?;
    let infos: Vec<[vk::DescriptorImageInfo; 1]> = views
        .iter()
        .map(|&image_view| {
            [vk::DescriptorImageInfo {
                sampler,
                image_view,
                image_layout: vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
            }]
        })
        .collect();
    let writes: Vec<_> = sets
        .iter()
        .zip(&infos)
        .map(|(&set, info)| {
            vk::WriteDescriptorSet::default()
                .dst_set(set)
                .dst_binding(0)
                .descriptor_type(vk::DescriptorType::COMBINED_IMAGE_SAMPLER)
                .image_info(info)
        })
        .collect();
    // SAFETY: every set, view and sampler is live; binding 0 is a combined image sampler;
    // no set is in use by a command buffer yet.
    unsafe { gpu.device().update_descriptor_sets(&writes, &[]) };
    Ok(sets)
}

/// Renders the BCn picture.
pub fn render(gpu: &mut Gpu, (width, height): (u32, u32), frames: u32) -> Result<Rendered> {
    check_formats(gpu)?;
    let views = upload(gpu)?;
    let layout = set_layout(
        gpu,
        &[(
            vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
            vk::ShaderStageFlags::FRAGMENT,
        )],
    )?;
    let sets = descriptor_sets(gpu, layout, &views, LEVELS as f32)?;

    let ndc = |px: u32, side: u32| px as f32 / side as f32 * 2.0 - 1.0;
    let mut vertices: Vec<[f32; 2]> = Vec::new();
    let mut pushes = Vec::new();
    for (t, tex) in TEXTURES.iter().enumerate() {
        for layer in 0..LAYERS {
            for level in 0..LEVELS {
                let (x, y) = tile_origin(t, layer, level);
                let (w, h) = extent(level);
                let (x0, x1) = (ndc(x, width), ndc(x + w, width));
                let (y0, y1) = (ndc(y, height), ndc(y + h, height));
                vertices.extend([[x0, y0], [x1, y0], [x1, y1], [x1, y1], [x0, y1], [x0, y0]]);
                pushes.push((
                    t,
                    Push {
                        origin: [x as i32, y as i32],
                        layer: layer as i32,
                        lod: level as i32,
                        kind: tex.kind as i32,
                    },
                ));
            }
        }
    }
    let draws: Vec<Call<'_>> = pushes
        .iter()
        .enumerate()
        .map(|(i, (t, push))| Call {
            vertices: 6 * i as u32..6 * (i as u32 + 1),
            set: Some(sets[*t]),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_cover_every_block_once() {
        for (t, tex) in TEXTURES.iter().enumerate() {
            let mut staging = vec![0; 8];
            let regions = stage(t, &mut staging);
            assert_eq!(regions.len(), 5);
            let bytes = block_bytes(tex.source) as u64;
            assert!(regions.iter().all(|r| r.buffer_offset % bytes == 0));
            let mut texels = [0u32; LEVELS as usize];
            for r in &regions {
                let e = r.image_extent;
                texels[r.image_subresource.mip_level as usize] +=
                    e.width * e.height * r.image_subresource.layer_count;
            }
            for level in 0..LEVELS {
                let (w, h) = extent(level);
                assert_eq!(texels[level as usize], w * h * LAYERS, "level {level}");
            }
            assert!(regions.iter().any(|r| r.buffer_row_length != 0));
            // The last region's last block is the staging bytes' last.
            let end = regions.iter().map(|r| region_end(r, bytes)).max();
            assert_eq!(end, Some(staging.len() as u64));
        }
    }

    #[test]
    fn tiles_fit_their_cells() {
        for t in 0..TEXTURES.len() {
            for layer in 0..LAYERS {
                for level in 0..LEVELS {
                    let (x, y) = tile_origin(t, layer, level);
                    let (w, h) = extent(level);
                    assert!((x % CELL) + w <= CELL && (y % CELL) + h <= CELL);
                }
            }
        }
        assert!(matches!(TEXTURES[12].source, bc_data::Source::Bc6h));
    }
}
