//! Recording: uploads into emulated images are redirected to staging buffers, and commands
//! the repair cannot carry out are refused (see the module's rules).

use std::os::fd::BorrowedFd;

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::conv::{self, Shape};
use super::copy::ImageCopy;
use super::gpu;
use super::shadow;
use super::{Device, Job, MemoryInfo, Recording};
use crate::config::BcDecode;
use crate::memory::Memory;
use crate::repair::Repairs;
use crate::repair::pipeline::slice_mut;
use crate::stats::RepairStats;

/// What an edited recorded command points to: keep it alive across the driver call.
#[derive(Debug, Default)]
#[must_use = "the edited command points into this value: keep it alive across the driver call"]
pub struct Staged {
    _regions: Vec<vk::BufferImageCopy>,
    _regions2: Vec<vk::BufferImageCopy2<'static>>,
    /// The repair recorded what the command does: it must not reach the driver.
    pub replaced: bool,
}

impl Staged {
    /// The repair recorded the command itself.
    pub(super) fn replaced() -> Staged {
        Staged {
            replaced: true,
            ..Default::default()
        }
    }
}

/// Why a recorded command was refused.
type Refusal = (vk::Result, String);

impl Repairs {
    /// Whether any device of the client has the BC repair: the one test recorded commands
    /// pay without it.
    #[inline]
    pub fn bc_on(&self) -> bool {
        !self.bc.is_empty()
    }

    /// Edits a recorded command on `device` (the command buffer's) before the driver records
    /// it: uploads into emulated images read from staging buffers, and what cannot be
    /// emulated is refused. `None`: the command must not reach the driver (the command
    /// buffer's submission will fail, logged).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, a recorded command, in the decoder's
    /// writable arena, handles translated to the driver's.
    pub unsafe fn replay_bc(
        &mut self,
        memory: &Memory,
        device: Option<u64>,
        cmd: &'static CommandDesc,
        a: *mut u8,
        stats: &mut RepairStats,
    ) -> Option<Staged> {
        let Some(dev) = device.and_then(|d| self.bc.get_mut(&d)) else {
            return Some(Staged::default());
        };
        // SAFETY: a recorded command takes its command buffer first (caller).
        let cb = unsafe { *a.cast::<u64>() };
        // SAFETY: caller.
        match unsafe { dev.record(memory, cb, cmd, a, stats) } {
            Ok(s) => Some(s),
            Err((result, why)) => {
                tracing::error!(
                    command = cmd.name,
                    "BC repair: {why}; the command is not recorded and the command buffer's \
                     submission fails with {result:?}"
                );
                stats.bc_refused += 1;
                let rec = dev.recordings.entry(cb).or_default();
                rec.refused
                    .get_or_insert((result, format!("{}: {why}", cmd.name)));
                None
            }
        }
    }
}

impl Device {
    /// # Safety
    /// As for [`Repairs::replay_bc`]; `cb` is the command's command buffer.
    unsafe fn record(
        &mut self,
        memory: &Memory,
        cb: u64,
        cmd: &'static CommandDesc,
        a: *mut u8,
        stats: &mut RepairStats,
    ) -> Result<Staged, Refusal> {
        // SAFETY: in every arm the id says what `a` holds (caller); the arena is writable.
        unsafe {
            match cmd.id {
                id::CMD_COPY_BUFFER_TO_IMAGE => {
                    let x = &mut *a.cast::<args::CmdCopyBufferToImage>();
                    let Some(shape) = self.images.get(&x.dst_image.as_raw()).copied() else {
                        return Ok(Staged::default());
                    };
                    let regions = slice_mut(x.p_regions, x.region_count).to_vec();
                    let (buffer, offsets) = self.upload(
                        memory,
                        cb,
                        Upload::new(x.src_buffer, x.dst_image, &shape, &regions),
                        stats,
                    )?;
                    let new: Vec<vk::BufferImageCopy> = regions
                        .iter()
                        .zip(offsets)
                        .map(|(r, (o, row))| vk::BufferImageCopy {
                            buffer_row_length: row,
                            ..conv::staging_copy(r, o)
                        })
                        .collect();
                    x.src_buffer = buffer;
                    x.p_regions = new.as_ptr();
                    Ok(Staged {
                        _regions: new,
                        ..Default::default()
                    })
                }
                id::CMD_COPY_BUFFER_TO_IMAGE2 => {
                    let x = &*a.cast::<args::CmdCopyBufferToImage2>();
                    let Some(info) = x.p_copy_buffer_to_image_info.cast_mut().as_mut() else {
                        return Ok(Staged::default());
                    };
                    let Some(shape) = self.images.get(&info.dst_image.as_raw()).copied() else {
                        return Ok(Staged::default());
                    };
                    let given = slice_mut(info.p_regions, info.region_count);
                    let regions: Vec<vk::BufferImageCopy> = given.iter().map(region1).collect();
                    let (buffer, offsets) = self.upload(
                        memory,
                        cb,
                        Upload::new(info.src_buffer, info.dst_image, &shape, &regions),
                        stats,
                    )?;
                    let new: Vec<vk::BufferImageCopy2<'static>> = given
                        .iter()
                        .zip(offsets)
                        .map(|(r, (o, row))| vk::BufferImageCopy2 {
                            buffer_offset: o,
                            buffer_row_length: row,
                            buffer_image_height: 0,
                            ..*r
                        })
                        .collect();
                    info.src_buffer = buffer;
                    info.p_regions = new.as_ptr();
                    Ok(Staged {
                        _regions2: new,
                        ..Default::default()
                    })
                }
                id::CMD_COPY_IMAGE => {
                    let x = &*a.cast::<args::CmdCopyImage>();
                    let regions = slice_mut(x.p_regions, x.region_count).to_vec();
                    let copy = ImageCopy {
                        src: x.src_image,
                        src_layout: x.src_image_layout,
                        dst: x.dst_image,
                        dst_layout: x.dst_image_layout,
                        regions,
                    };
                    self.copy_image(cb, &copy, stats)
                }
                id::CMD_COPY_IMAGE2 => {
                    let x = &*a.cast::<args::CmdCopyImage2>();
                    let Some(i) = x.p_copy_image_info.as_ref() else {
                        return Ok(Staged::default());
                    };
                    let regions = slice_mut(i.p_regions, i.region_count)
                        .iter()
                        .map(|r| vk::ImageCopy {
                            src_subresource: r.src_subresource,
                            src_offset: r.src_offset,
                            dst_subresource: r.dst_subresource,
                            dst_offset: r.dst_offset,
                            extent: r.extent,
                        })
                        .collect();
                    let copy = ImageCopy {
                        src: i.src_image,
                        src_layout: i.src_image_layout,
                        dst: i.dst_image,
                        dst_layout: i.dst_image_layout,
                        regions,
                    };
                    self.copy_image(cb, &copy, stats)
                }
                id::CMD_COPY_IMAGE_TO_BUFFER => {
                    let x = &*a.cast::<args::CmdCopyImageToBuffer>();
                    let regions = slice_mut(x.p_regions, x.region_count);
                    self.read_back(cb, x.src_image, x.dst_buffer, regions, stats)
                }
                id::CMD_COPY_IMAGE_TO_BUFFER2 => {
                    let x = &*a.cast::<args::CmdCopyImageToBuffer2>();
                    let Some(i) = x.p_copy_image_to_buffer_info.as_ref() else {
                        return Ok(Staged::default());
                    };
                    let regions: Vec<vk::BufferImageCopy> = slice_mut(i.p_regions, i.region_count)
                        .iter()
                        .map(region1)
                        .collect();
                    self.read_back(cb, i.src_image, i.dst_buffer, &regions, stats)
                }
                id::CMD_EXECUTE_COMMANDS => {
                    let x = &*a.cast::<args::CmdExecuteCommands>();
                    let children: Vec<u64> = slice_mut(x.p_command_buffers, x.command_buffer_count)
                        .iter()
                        .map(|c| c.as_raw())
                        .filter(|c| self.recordings.contains_key(c))
                        .collect();
                    if !children.is_empty() {
                        self.recordings
                            .entry(cb)
                            .or_default()
                            .secondaries
                            .extend(children);
                    }
                    Ok(Staged::default())
                }
                c if gpu::tracked(c) => {
                    if self.decode != BcDecode::Cpu {
                        self.recordings.entry(cb).or_default().compute.track(cmd, a);
                    }
                    Ok(Staged::default())
                }
                _ => Ok(Staged::default()),
            }
        }
    }

    /// A readback from emulated image `image` into `buffer`: the blocks are copied from the
    /// image's shadow, and the command does not reach the driver.
    fn read_back(
        &mut self,
        cb: u64,
        image: vk::Image,
        buffer: vk::Buffer,
        regions: &[vk::BufferImageCopy],
        stats: &mut RepairStats,
    ) -> Result<Staged, Refusal> {
        let lost = vk::Result::ERROR_DEVICE_LOST;
        let Some(shape) = self.images.get(&image.as_raw()).copied() else {
            return Ok(Staged::default());
        };
        let size = self
            .buffers
            .get(&buffer.as_raw())
            .ok_or((lost, "the destination buffer is unknown".to_owned()))?
            .size;
        let mut runs = Vec::new();
        for (i, r) in regions.iter().enumerate() {
            let c = conv::region(i, r, &shape, size, 0).map_err(|e| {
                (
                    lost,
                    format!("readback from {:?}: {e}", shape.emulated.format),
                )
            })?;
            shadow::buffer_runs(&shape, r, &c, &mut runs)
                .ok_or((lost, format!("readback region {i}: too many block rows")))?;
        }
        for run in &mut runs {
            std::mem::swap(&mut run.src_offset, &mut run.dst_offset);
        }
        let from = self.shadow(image.as_raw())?;
        // SAFETY: the application's command buffer is recording a copy (outside a render
        // pass); the runs lie in the shadow and in the buffer (checked above).
        unsafe { self.copy_blocks(vk::CommandBuffer::from_raw(cb), from, buffer, &runs) };
        stats.bc_from_blocks += 1;
        Ok(Staged::replaced())
    }

    /// An upload of `regions` from `src` into emulated image `image` (of `shape`): the blocks
    /// are copied into the image's shadow, and the decoded texels come from a staging buffer,
    /// written on the CPU at submission ([`Device::stage`]) or on the GPU in the command
    /// buffer ([`Device::gpu_decode`]), as `bc_decode` says. Returns the staging buffer and,
    /// per region, the offset and row length (texels, 0: tight) of its texels there.
    fn upload(
        &mut self,
        memory: &Memory,
        cb: u64,
        u: Upload<'_>,
        stats: &mut RepairStats,
    ) -> Result<(vk::Buffer, Vec<(u64, u32)>), Refusal> {
        let Upload {
            src,
            image,
            shape,
            regions,
        } = u;
        let lost = vk::Result::ERROR_DEVICE_LOST;
        let on_gpu = match self.decode {
            BcDecode::Cpu => false,
            BcDecode::Gpu => true,
            BcDecode::Auto => self
                .buffers
                .get(&src.as_raw())
                .and_then(|b| b.bound)
                .and_then(|(m, _)| self.memories.get(&m))
                .is_some_and(|m| !m.host_visible),
        };
        // The CPU path checks the regions as it stages them; the GPU path checks them here.
        let (staged, checked) = if on_gpu {
            let size = self
                .buffers
                .get(&src.as_raw())
                .ok_or((lost, "the source buffer is unknown".to_owned()))?
                .size;
            let mut checked = Vec::with_capacity(regions.len());
            for (i, r) in regions.iter().enumerate() {
                checked.push(conv::region(i, r, shape, size, 0).map_err(|e| {
                    (
                        lost,
                        format!("upload into {:?}: {e}", shape.emulated.format),
                    )
                })?);
            }
            (None, checked)
        } else {
            let (buffer, offsets, checked) =
                self.stage(memory, cb, src.as_raw(), shape, regions)?;
            (Some((buffer, offsets)), checked)
        };
        let mut runs = Vec::new();
        for (i, (r, c)) in regions.iter().zip(&checked).enumerate() {
            shadow::buffer_runs(shape, r, c, &mut runs)
                .ok_or((lost, format!("upload region {i}: too many block rows")))?;
        }
        let to = self.shadow(image.as_raw())?;
        // SAFETY: the application's command buffer is recording a copy (outside a render
        // pass); the runs lie in the source buffer and the shadow (checked).
        unsafe { self.copy_blocks(vk::CommandBuffer::from_raw(cb), src, to, &runs) };
        match staged {
            Some((buffer, offsets)) => Ok((buffer, offsets.into_iter().map(|o| (o, 0)).collect())),
            None => {
                let done = self.gpu_decode(cb, to, shape, regions)?;
                stats.bc_gpu_decoded += regions.len() as u64;
                Ok(done)
            }
        }
    }

    /// Checks an upload of `regions` from `src_buffer` into an image of `shape`, makes its
    /// staging buffer and remembers the decode job. Returns the staging buffer and the
    /// offset of each region's decoded texels in it.
    fn stage(
        &mut self,
        memory: &Memory,
        cb: u64,
        src_buffer: u64,
        shape: &Shape,
        regions: &[vk::BufferImageCopy],
    ) -> Result<(vk::Buffer, Vec<u64>, Vec<conv::Region>), Refusal> {
        let lost = vk::Result::ERROR_DEVICE_LOST;
        let buffer = self
            .buffers
            .get(&src_buffer)
            .copied()
            .ok_or((lost, "the source buffer is unknown".to_owned()))?;
        let (mem, base) = buffer
            .bound
            .ok_or((lost, "the source buffer is not bound to memory".to_owned()))?;
        let info = self
            .memories
            .get_mut(&mem)
            .ok_or((lost, "the source buffer's memory is unknown".to_owned()))?;
        if !info.host_visible {
            return Err((
                lost,
                "the source buffer is in device-local memory, which the CPU cannot read; \
                 decoding data the GPU wrote needs the GPU decoder (bcn-decode's compute path)"
                    .to_owned(),
            ));
        }
        let map_len = map(info, memory, mem)?;
        if base
            .checked_add(buffer.size)
            .is_none_or(|end| end > map_len as u64)
        {
            return Err((lost, "the source buffer lies outside its memory".to_owned()));
        }
        let mut at = 0u64;
        let mut checked = Vec::with_capacity(regions.len());
        for (i, r) in regions.iter().enumerate() {
            let c = conv::region(i, r, shape, buffer.size, at).map_err(|e| {
                (
                    lost,
                    format!("upload into {:?}: {e}", shape.emulated.format),
                )
            })?;
            at = c.next_staging(&shape.emulated);
            checked.push(c);
        }
        let staging = self.allocate_staging(at.max(16))?;
        let offsets = checked.iter().map(|c| c.staging_offset).collect();
        let handle = staging.buffer;
        let rec: &mut Recording = self.recordings.entry(cb).or_default();
        rec.jobs.push(Job {
            memory: mem,
            base,
            emulated: shape.emulated,
            regions: checked.clone(),
            staging: rec.staging.len(),
            decoded: None,
        });
        rec.staging.push(staging);
        Ok((handle, offsets, checked))
    }
}

/// An upload into an emulated image, of either form of `vkCmdCopyBufferToImage`.
struct Upload<'a> {
    src: vk::Buffer,
    image: vk::Image,
    shape: &'a Shape,
    regions: &'a [vk::BufferImageCopy],
}

impl<'a> Upload<'a> {
    fn new(
        src: vk::Buffer,
        image: vk::Image,
        shape: &'a Shape,
        regions: &'a [vk::BufferImageCopy],
    ) -> Upload<'a> {
        Upload {
            src,
            image,
            shape,
            regions,
        }
    }
}

/// A `VkBufferImageCopy2` as a `VkBufferImageCopy` (its chain carries nothing the repair
/// uses).
fn region1(r: &vk::BufferImageCopy2<'_>) -> vk::BufferImageCopy {
    vk::BufferImageCopy {
        buffer_offset: r.buffer_offset,
        buffer_row_length: r.buffer_row_length,
        buffer_image_height: r.buffer_image_height,
        image_subresource: r.image_subresource,
        image_offset: r.image_offset,
        image_extent: r.image_extent,
    }
}

/// Maps the application's pages of `mem` into the renderer (once); their length.
fn map(info: &mut MemoryInfo, memory: &Memory, mem: u64) -> Result<usize, Refusal> {
    if let Some(m) = &info.map {
        return Ok(m.len());
    }
    let lost = vk::Result::ERROR_DEVICE_LOST;
    let shared = memory.share(mem).map_err(|e| {
        (
            lost,
            format!("the source buffer's memory is not shared with the renderer ({e})"),
        )
    })?;
    // SAFETY: `memory` owns the descriptor for as long as the allocation lives, and it is
    // alive now (the client's lock is held); the mapping keeps its own reference.
    let fd = unsafe { BorrowedFd::borrow_raw(shared.fd) };
    let m = placed_mem::map_fd(fd, shared.offset, shared.size as usize).map_err(|e| {
        (
            lost,
            format!("mapping the source buffer's memory failed: {e}"),
        )
    })?;
    let len = m.len();
    info.map = Some(m);
    Ok(len)
}
