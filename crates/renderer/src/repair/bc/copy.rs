//! `vkCmdCopyImage{,2}` where one side or both are emulated images (see the module's rules):
//! the blocks are copied between shadows or between a shadow and an uncompressed image, and
//! where the destination is emulated and its texels cannot be copied from the source's, the
//! GPU decoder decodes them from the destination's shadow.

use ash::vk::{self, Handle};

use super::conv::Shape;
use super::shadow::{self, Blocks};
use super::{Device, Staged};
use crate::stats::RepairStats;

/// Why a command was refused.
type Refusal = (vk::Result, String);

/// A copy between two images, of either form of `vkCmdCopyImage`.
pub(super) struct ImageCopy {
    pub src: vk::Image,
    pub src_layout: vk::ImageLayout,
    pub dst: vk::Image,
    pub dst_layout: vk::ImageLayout,
    pub regions: Vec<vk::ImageCopy>,
}

impl Device {
    /// A copy between images where one side is emulated:
    /// - between two images of one BC format, the decoded texels are copied by the driver
    ///   and the blocks by the repair;
    /// - from an emulated image into an uncompressed one, the blocks are copied from the
    ///   shadow instead of the command;
    /// - into an emulated image from an uncompressed one or from an emulated image of another
    ///   BC format (the same block size), the blocks go into the destination's shadow and the
    ///   GPU decoder decodes them there (whatever `bc_decode` says: the blocks are on the
    ///   device), instead of the command.
    pub(super) fn copy_image(
        &mut self,
        cb: u64,
        c: &ImageCopy,
        stats: &mut RepairStats,
    ) -> Result<Staged, Refusal> {
        let lost = vk::Result::ERROR_DEVICE_LOST;
        let s = self.images.get(&c.src.as_raw()).copied();
        let d = self.images.get(&c.dst.as_raw()).copied();
        let bad = |i: usize| (lost, format!("region {i} lies outside the image"));
        let cbh = vk::CommandBuffer::from_raw(cb);
        match (s, d) {
            (None, None) => Ok(Staged::default()),
            (Some(ss), Some(ds)) => {
                if ss.emulated.block_bytes() != ds.emulated.block_bytes() {
                    return Err((
                        lost,
                        format!(
                            "a copy from {:?} to {:?}: their blocks differ in size",
                            ss.emulated.format, ds.emulated.format
                        ),
                    ));
                }
                let mut runs = Vec::new();
                let mut decoded = Vec::new();
                for (i, r) in c.regions.iter().enumerate() {
                    let sb = Blocks::of(&ss, &r.src_subresource, r.src_offset, r.extent)
                        .ok_or_else(|| bad(i))?;
                    let db = Blocks::of(&ds, &r.dst_subresource, r.dst_offset, r.extent)
                        .ok_or_else(|| bad(i))?;
                    shadow::image_runs(&ss, &sb, &ds, &db, &mut runs).ok_or_else(|| bad(i))?;
                    decoded.push(dst_region(r.dst_subresource, r.dst_offset, r.extent));
                }
                let from = self.shadow(c.src.as_raw())?;
                let to = self.shadow(c.dst.as_raw())?;
                // SAFETY: the application's command buffer is recording a copy (outside a
                // render pass); the runs lie in both shadows (checked above).
                unsafe { self.copy_blocks(cbh, from, to, &runs) };
                stats.bc_from_blocks += 1;
                if ss.emulated.block == ds.emulated.block {
                    // The decoded texels are the same: the driver copies them.
                    return Ok(Staged::default());
                }
                self.decode_into(cb, c, to, &ds, &decoded, stats)
            }
            (Some(ss), None) => {
                let mut copies = Vec::new();
                for (i, r) in c.regions.iter().enumerate() {
                    let sb = Blocks::of(&ss, &r.src_subresource, r.src_offset, r.extent)
                        .ok_or_else(|| bad(i))?;
                    copies.extend(
                        shadow::to_uncompressed(&ss, &sb, r.dst_subresource, r.dst_offset)
                            .ok_or_else(|| bad(i))?,
                    );
                }
                let from = self.shadow(c.src.as_raw())?;
                // SAFETY: as above; the regions read the shadow within the source's boxes.
                unsafe {
                    self.barrier(cbh);
                    self.ash
                        .cmd_copy_buffer_to_image(cbh, from, c.dst, c.dst_layout, &copies);
                }
                stats.bc_from_blocks += 1;
                Ok(Staged::replaced())
            }
            (None, Some(ds)) => {
                // Each texel of the source is one block of the destination: the extent is
                // the source's texels, so the destination's is four times it, cut at the
                // level's edge.
                let mut copies = Vec::new();
                let mut decoded = Vec::new();
                for (i, r) in c.regions.iter().enumerate() {
                    let (db, extent) =
                        shadow::from_uncompressed(&ds, &r.dst_subresource, r.dst_offset, r.extent)
                            .ok_or_else(|| bad(i))?;
                    copies.extend(
                        shadow::to_uncompressed(&ds, &db, r.src_subresource, r.src_offset)
                            .ok_or_else(|| bad(i))?,
                    );
                    decoded.push(dst_region(r.dst_subresource, r.dst_offset, extent));
                }
                let to = self.shadow(c.dst.as_raw())?;
                // SAFETY: as above; the regions write the shadow within the destination's
                // boxes, and read the source as the application's copy would.
                unsafe {
                    self.barrier(cbh);
                    self.ash
                        .cmd_copy_image_to_buffer(cbh, c.src, c.src_layout, to, &copies);
                }
                stats.bc_from_blocks += 1;
                self.decode_into(cb, c, to, &ds, &decoded, stats)
            }
        }
    }

    /// Decodes `regions` of emulated image `c.dst` (of `shape`) from its shadow `blocks` on
    /// the GPU and copies the texels into it; the application's command is replaced.
    fn decode_into(
        &mut self,
        cb: u64,
        c: &ImageCopy,
        blocks: vk::Buffer,
        shape: &Shape,
        regions: &[vk::BufferImageCopy],
        stats: &mut RepairStats,
    ) -> Result<Staged, Refusal> {
        let (staging, placed) = self.gpu_decode(cb, blocks, shape, regions)?;
        stats.bc_gpu_decoded += regions.len() as u64;
        let copies: Vec<vk::BufferImageCopy> = regions
            .iter()
            .zip(placed)
            .map(|(r, (offset, row))| vk::BufferImageCopy {
                buffer_offset: offset,
                buffer_row_length: row,
                ..*r
            })
            .collect();
        // SAFETY: the application's command buffer is recording a copy (outside a render
        // pass); the decode's barrier made the texels visible to transfers.
        unsafe {
            self.ash.cmd_copy_buffer_to_image(
                vk::CommandBuffer::from_raw(cb),
                staging,
                c.dst,
                c.dst_layout,
                &copies,
            );
        }
        Ok(Staged::replaced())
    }
}

/// The region of a destination image an image copy writes, as a buffer copy region (the
/// GPU decoder's unit).
fn dst_region(
    sub: vk::ImageSubresourceLayers,
    offset: vk::Offset3D,
    extent: vk::Extent3D,
) -> vk::BufferImageCopy {
    vk::BufferImageCopy {
        buffer_offset: 0,
        buffer_row_length: 0,
        buffer_image_height: 0,
        image_subresource: sub,
        image_offset: offset,
        image_extent: extent,
    }
}
