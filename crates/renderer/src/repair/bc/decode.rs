//! Submission: the uploads each submitted command buffer recorded are decoded from the
//! application's bytes into their staging buffers, before the driver's submission.

use std::hash::Hasher;

use ash::vk::{self, Handle};
use bcn_decode::Decoder;
use rustc_hash::FxHasher;
use vk_wire::args;

use super::conv::Region;
use super::{Device, Job, MemoryInfo, Staging};
use crate::repair::Repairs;
use crate::repair::pipeline::slice_mut;
use crate::stats::RepairStats;

/// Block rows per decode task where the source rows are contiguous.
const BAND: u32 = 16;

/// Decodes the uploads of every command buffer of `cbs` (those a queue submission submits,
/// [`submitted`] or [`submitted2`]), and of the secondaries they execute. A command buffer
/// with a refused command fails the submission.
pub fn submit(r: &mut Repairs, cbs: Vec<u64>, stats: &mut RepairStats) -> Result<(), vk::Result> {
    for dev in r.bc.values_mut() {
        if dev.recordings.is_empty() {
            continue;
        }
        let mut todo = cbs.clone();
        let mut seen = Vec::new();
        while let Some(cb) = todo.pop() {
            if seen.contains(&cb) {
                continue;
            }
            seen.push(cb);
            if let Some(rec) = dev.recordings.get(&cb) {
                todo.extend_from_slice(&rec.secondaries);
            }
            dev.decode(cb, stats)?;
        }
    }
    Ok(())
}

/// The command buffers a `vkQueueSubmit` submits.
///
/// # Safety
/// `x` holds decoded arguments (arrays checked against their counts by the decoder).
pub unsafe fn submitted(x: &args::QueueSubmit) -> Vec<u64> {
    let mut cbs = Vec::new();
    // SAFETY: caller.
    unsafe {
        for s in slice_mut(x.p_submits, x.submit_count).iter() {
            cbs.extend(
                slice_mut(s.p_command_buffers, s.command_buffer_count)
                    .iter()
                    .map(|c| c.as_raw()),
            );
        }
    }
    cbs
}

/// The command buffers a `vkQueueSubmit2` submits.
///
/// # Safety
/// As for [`submitted`].
pub unsafe fn submitted2(x: &args::QueueSubmit2) -> Vec<u64> {
    let mut cbs = Vec::new();
    // SAFETY: caller.
    unsafe {
        for s in slice_mut(x.p_submits, x.submit_count).iter() {
            cbs.extend(
                slice_mut(s.p_command_buffer_infos, s.command_buffer_info_count)
                    .iter()
                    .map(|c| c.command_buffer.as_raw()),
            );
        }
    }
    cbs
}

impl Device {
    /// Decodes the jobs of `cb`'s recording whose source bytes changed since they were last
    /// decoded.
    fn decode(&mut self, cb: u64, stats: &mut RepairStats) -> Result<(), vk::Result> {
        let Some(rec) = self.recordings.get_mut(&cb) else {
            return Ok(());
        };
        if let Some((result, why)) = &rec.refused {
            tracing::error!(
                "vkQueueSubmit: a command buffer recorded a command the BC repair refused \
                 ({why}); the submission fails with {result:?}"
            );
            return Err(*result);
        }
        for job in &mut rec.jobs {
            let staging = &rec.staging[job.staging];
            decode_job(&self.memories, job, staging, stats).map_err(|why| {
                tracing::error!(
                    "vkQueueSubmit: decoding a {:?} upload failed: {why}; the submission \
                     fails with VK_ERROR_DEVICE_LOST",
                    job.emulated.format
                );
                vk::Result::ERROR_DEVICE_LOST
            })?;
        }
        Ok(())
    }
}

/// The hash of the source bytes `regions` read (each region's span, padding included).
fn hash_sources(src: &[u8], regions: &[Region], e: &super::Emulated) -> Option<u64> {
    let mut h = FxHasher::default();
    for r in regions {
        let span = span(r, e)?;
        h.write(src.get(span)?);
    }
    Some(h.finish())
}

/// The bytes of the source buffer one region reads, from its first block to its last.
fn span(r: &Region, e: &super::Emulated) -> Option<std::ops::Range<usize>> {
    let rows = u64::from(r.height.div_ceil(4));
    let len = r.src_slice.checked_mul(u64::from(r.slices - 1))?
        + r.src_row.checked_mul(rows - 1)?
        + r.src_row_len(e);
    let start = usize::try_from(r.src_offset).ok()?;
    Some(start..start.checked_add(usize::try_from(len).ok()?)?)
}

fn decode_job(
    memories: &rustc_hash::FxHashMap<u64, MemoryInfo>,
    job: &mut Job,
    staging: &Staging,
    stats: &mut RepairStats,
) -> Result<(), String> {
    let map = memories
        .get(&job.memory)
        .and_then(|m| m.map.as_ref())
        .ok_or("the source buffer's memory was freed")?;
    // SAFETY: the mapping of the application's pages lives as long as `map`. The
    // application may not write them while a submission that reads them is being made (the
    // bytes of a copy must be written before its vkQueueSubmit); a client that does anyway
    // only changes the pixels it gets.
    let all = unsafe { std::slice::from_raw_parts(map.as_ptr().cast_const(), map.len()) };
    let base = usize::try_from(job.base).map_err(|_| "offset overflow")?;
    let src = all
        .get(base..)
        .ok_or("the source buffer lies outside its memory")?;
    let e = job.emulated;
    let hash = hash_sources(src, &job.regions, &e).ok_or("a region lies outside the memory")?;
    if job.decoded == Some(hash) {
        stats.bc_unchanged += job.regions.len() as u64;
        return Ok(());
    }
    // SAFETY: `ptr` is the renderer's own mapping of the staging memory, `size` bytes (at
    // most its allocation), written only here, with the client's lock held, before the
    // submission that reads it.
    let dst =
        unsafe { std::slice::from_raw_parts_mut(staging.ptr as *mut u8, staging.size as usize) };
    let bpp = e.output.bytes_per_pixel();
    let mut jobs: Vec<bcn_decode::Job<'_>> = Vec::new();
    let mut rest = dst;
    let mut pos = 0usize;
    let mut bytes = 0u64;
    for r in &job.regions {
        let pitch = r.width as usize * bpp;
        let rows = r.height.div_ceil(4);
        let tight = r.src_row == r.src_row_len(&e);
        let band = if tight { BAND } else { 1 };
        for z in 0..r.slices {
            let slice = r.src_offset as usize + z as usize * r.src_slice as usize;
            let mut by = 0;
            while by < rows {
                let n = band.min(rows - by);
                let height = (r.height - 4 * by).min(4 * n);
                let off = r.staging_offset as usize
                    + (z as usize * r.height as usize + 4 * by as usize) * pitch;
                let len = height as usize * pitch;
                let (_, tail) = std::mem::take(&mut rest)
                    .split_at_mut_checked(off.checked_sub(pos).ok_or("staging overlap")?)
                    .ok_or("staging overflow")?;
                let (piece, tail) = tail.split_at_mut_checked(len).ok_or("staging overflow")?;
                rest = tail;
                pos = off + len;
                let s0 = slice + by as usize * r.src_row as usize;
                let s1 = s0 + (n as usize - 1) * r.src_row as usize + r.src_row_len(&e) as usize;
                jobs.push(bcn_decode::Job {
                    format: e.block,
                    output: e.output,
                    src: src.get(s0..s1).ok_or("a region lies outside the memory")?,
                    width: r.width,
                    height,
                    dst: piece,
                    pitch,
                });
                by += n;
            }
        }
        bytes += r.decoded_len(&e);
    }
    for result in Decoder::new().decode_batch(&mut jobs) {
        result.map_err(|err| err.to_string())?;
    }
    job.decoded = Some(hash);
    stats.bc_decoded += job.regions.len() as u64;
    stats.bc_decoded_bytes += bytes;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::os::fd::AsFd;

    use super::*;
    use crate::repair::bc::Emulated;
    use crate::repair::bc::conv::{self, Shape};

    /// A job's decode with a padded source (`bufferRowLength` 12 texels for a 6-texel-wide
    /// region with a partial edge block, two layers) equals bcn-decode's decode of the same
    /// blocks tightly packed; a second decode of unchanged bytes is skipped, one of changed
    /// bytes is not.
    #[test]
    fn a_padded_region_decodes_as_the_tight_blocks_do() {
        let e = Emulated::of(vk::Format::BC3_UNORM_BLOCK).unwrap();
        let shape = Shape {
            emulated: e,
            extent: vk::Extent3D {
                width: 22,
                height: 13,
                depth: 1,
            },
            mip_levels: 1,
            array_layers: 2,
        };
        let copy = vk::BufferImageCopy {
            buffer_offset: 32,
            buffer_row_length: 12,
            buffer_image_height: 16,
            image_subresource: vk::ImageSubresourceLayers {
                aspect_mask: vk::ImageAspectFlags::COLOR,
                mip_level: 0,
                base_array_layer: 0,
                layer_count: 2,
            },
            image_offset: vk::Offset3D { x: 16, y: 0, z: 0 },
            image_extent: vk::Extent3D {
                width: 6,
                height: 13,
                depth: 1,
            },
        };
        // Source: 3 blocks per row (2 used), 4 block rows per layer, 2 layers.
        let len = 32 + 2 * 4 * 3 * 16;
        let fd = placed_mem::memfd(4096).unwrap();
        let map = placed_mem::map_fd(fd.as_fd(), 0, 4096).unwrap();
        for i in 0..len {
            // SAFETY: inside the 4096-byte mapping, which only this test uses.
            unsafe { map.as_ptr().add(i).write((i as u8).wrapping_mul(37)) };
        }
        let region = conv::region(0, &copy, &shape, len as u64, 0).unwrap();
        let mut memories = rustc_hash::FxHashMap::default();
        memories.insert(
            7,
            MemoryInfo {
                host_visible: true,
                map: Some(map),
            },
        );
        let mut out = vec![0u8; region.decoded_len(&e) as usize];
        let staging = Staging {
            buffer: vk::Buffer::null(),
            memory: vk::DeviceMemory::null(),
            ptr: out.as_mut_ptr() as usize,
            size: out.len() as u64,
        };
        let mut job = Job {
            memory: 7,
            base: 0,
            emulated: e,
            regions: vec![region],
            staging: 0,
            decoded: None,
        };
        let mut stats = RepairStats::default();
        decode_job(&memories, &mut job, &staging, &mut stats).unwrap();
        let expect = |out: &[u8]| {
            let map = memories[&7].map.as_ref().unwrap();
            // SAFETY: the mapping is `len` bytes long at least.
            let src = unsafe { std::slice::from_raw_parts(map.as_ptr(), len) };
            for layer in 0..2 {
                // The used blocks of this layer, tightly packed.
                let mut tight = Vec::new();
                for row in 0..4 {
                    let at = 32 + (layer * 4 + row) * 48;
                    tight.extend_from_slice(&src[at..at + 32]);
                }
                let mut want = vec![0u8; 6 * 13 * 4];
                Decoder::new()
                    .decode_image(e.block, e.output, &tight, 6, 13, &mut want, 24)
                    .unwrap();
                assert_eq!(
                    &out[layer * want.len()..(layer + 1) * want.len()],
                    &want[..]
                );
            }
        };
        expect(&out);
        assert_eq!((stats.bc_decoded, stats.bc_unchanged), (1, 0));
        decode_job(&memories, &mut job, &staging, &mut stats).unwrap();
        assert_eq!((stats.bc_decoded, stats.bc_unchanged), (1, 1));
        // Bytes 64..80 pad the first block row: they count as source too, so a change there
        // decodes again (to the same texels).
        let map = memories[&7].map.as_ref().unwrap();
        // SAFETY: inside the mapping.
        unsafe { map.as_ptr().add(70).write(0xee) };
        decode_job(&memories, &mut job, &staging, &mut stats).unwrap();
        assert_eq!((stats.bc_decoded, stats.bc_unchanged), (2, 1));
        expect(&out);
        assert_eq!(stats.bc_decoded_bytes, 2 * 2 * 6 * 13 * 4);
    }
}
