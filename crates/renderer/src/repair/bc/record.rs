//! Recording: uploads into emulated images are redirected to staging buffers, and commands
//! the repair cannot carry out are refused (see the module's rules).

use std::os::fd::BorrowedFd;

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::conv::{self, Shape};
use super::shadow::{self, Blocks};
use super::{Device, Job, MemoryInfo, Recording, Shadow, Staging};
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
    fn replaced() -> Staged {
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
                    let (buffer, offsets) =
                        self.upload(memory, cb, x.src_buffer, x.dst_image, &shape, &regions)?;
                    let new: Vec<vk::BufferImageCopy> = regions
                        .iter()
                        .zip(offsets)
                        .map(|(r, o)| conv::staging_copy(r, o))
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
                        info.src_buffer,
                        info.dst_image,
                        &shape,
                        &regions,
                    )?;
                    let new: Vec<vk::BufferImageCopy2<'static>> = given
                        .iter()
                        .zip(offsets)
                        .map(|(r, o)| vk::BufferImageCopy2 {
                            buffer_offset: o,
                            buffer_row_length: 0,
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
                _ => Ok(Staged::default()),
            }
        }
    }

    /// A copy between images where one side is emulated (see the module's rules): between
    /// two images of one BC format, the decoded texels are copied by the driver and the
    /// blocks by the repair; from an emulated image into an uncompressed one, the blocks
    /// are copied from the shadow instead of the command; into an emulated image from an
    /// uncompressed one, it is refused (the blocks would need decoding on the GPU).
    fn copy_image(
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
                if ss.emulated.block != ds.emulated.block {
                    return Err((
                        lost,
                        format!(
                            "a copy from {:?} to {:?} reinterprets the blocks of one BC format \
                             as another, whose texels the renderer would have to decode again \
                             on the GPU (not supported)",
                            ss.emulated.format, ds.emulated.format
                        ),
                    ));
                }
                let mut runs = Vec::new();
                for (i, r) in c.regions.iter().enumerate() {
                    let sb = Blocks::of(&ss, &r.src_subresource, r.src_offset, r.extent)
                        .ok_or_else(|| bad(i))?;
                    let db = Blocks::of(&ds, &r.dst_subresource, r.dst_offset, r.extent)
                        .ok_or_else(|| bad(i))?;
                    shadow::image_runs(&ss, &sb, &ds, &db, &mut runs).ok_or_else(|| bad(i))?;
                }
                let from = self.shadow(c.src.as_raw())?;
                let to = self.shadow(c.dst.as_raw())?;
                // SAFETY: the application's command buffer is recording a copy (outside a
                // render pass); the runs lie in both shadows (checked above).
                unsafe { self.copy_blocks(cbh, from, to, &runs) };
                stats.bc_from_blocks += 1;
                Ok(Staged::default())
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
            (None, Some(ds)) => Err((
                lost,
                format!(
                    "a copy from an image the renderer does not decode into {:?} writes blocks \
                     that the GPU holds; decoding them needs the GPU decoder, which the \
                     renderer does not use yet",
                    ds.emulated.format
                ),
            )),
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

    /// An upload of `regions` from `src` into emulated image `image` (of `shape`): the
    /// decoded texels come from a staging buffer ([`Device::stage`]), and the blocks are
    /// copied into the image's shadow.
    fn upload(
        &mut self,
        memory: &Memory,
        cb: u64,
        src: vk::Buffer,
        image: vk::Image,
        shape: &Shape,
        regions: &[vk::BufferImageCopy],
    ) -> Result<(vk::Buffer, Vec<u64>), Refusal> {
        let (buffer, offsets, checked) = self.stage(memory, cb, src.as_raw(), shape, regions)?;
        let mut runs = Vec::new();
        for (i, (r, c)) in regions.iter().zip(&checked).enumerate() {
            shadow::buffer_runs(shape, r, c, &mut runs).ok_or((
                vk::Result::ERROR_DEVICE_LOST,
                format!("upload region {i}: too many block rows"),
            ))?;
        }
        let to = self.shadow(image.as_raw())?;
        // SAFETY: the application's command buffer is recording a copy (outside a render
        // pass); the runs lie in the source buffer and the shadow (checked).
        unsafe { self.copy_blocks(vk::CommandBuffer::from_raw(cb), src, to, &runs) };
        Ok((buffer, offsets))
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
            at = conv::align_staging(at + c.decoded_len(&shape.emulated));
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

    /// A host-coherent, mapped staging buffer of `size` bytes, within `image_cache_mb`.
    fn allocate_staging(&mut self, size: u64) -> Result<Staging, Refusal> {
        let oom = vk::Result::ERROR_OUT_OF_DEVICE_MEMORY;
        if self
            .cache_used
            .checked_add(size)
            .is_none_or(|t| t > self.cache_limit)
        {
            return Err((
                oom,
                format!(
                    "{size} bytes of decoded staging would pass image_cache_mb ({} of {} MiB \
                     in use)",
                    self.cache_used >> 20,
                    self.cache_limit >> 20
                ),
            ));
        }
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let (buffer, memory, ptr) = self.buffer(
            "staging",
            size,
            vk::BufferUsageFlags::TRANSFER_SRC,
            want,
            &[],
        )?;
        self.cache_used += size;
        Ok(Staging {
            buffer,
            memory,
            ptr,
            size,
        })
    }

    /// The shadow of emulated image `image` ([`super::shadow`]), made on first use.
    pub(super) fn shadow(&mut self, image: u64) -> Result<vk::Buffer, Refusal> {
        if let Some(s) = self.shadows.get(&image) {
            return Ok(s.buffer);
        }
        let shape = self.images.get(&image).copied().ok_or((
            vk::Result::ERROR_DEVICE_LOST,
            "the image is unknown".to_owned(),
        ))?;
        let size = shadow::size(&shape).ok_or((
            vk::Result::ERROR_OUT_OF_DEVICE_MEMORY,
            "the image's blocks do not fit in memory".to_owned(),
        ))?;
        let families = if self.families.len() > 1 {
            self.families.clone()
        } else {
            Vec::new()
        };
        let usage = vk::BufferUsageFlags::TRANSFER_SRC | vk::BufferUsageFlags::TRANSFER_DST;
        let (buffer, memory, _) = self
            .buffer(
                "blocks",
                size,
                usage,
                vk::MemoryPropertyFlags::DEVICE_LOCAL,
                &families,
            )
            .or_else(|_| {
                self.buffer(
                    "blocks",
                    size,
                    usage,
                    vk::MemoryPropertyFlags::empty(),
                    &families,
                )
            })?;
        self.shadows.insert(image, Shadow { buffer, memory });
        Ok(buffer)
    }

    /// A buffer of `size` bytes and `usage` in memory of a type with `flags`, mapped if
    /// those are host-visible (the address, else 0); shared by `families` if there are
    /// several.
    fn buffer(
        &self,
        what: &str,
        size: u64,
        usage: vk::BufferUsageFlags,
        flags: vk::MemoryPropertyFlags,
        families: &[u32],
    ) -> Result<(vk::Buffer, vk::DeviceMemory, usize), Refusal> {
        let fail = |step: &str, e: vk::Result| (e, format!("{what} buffer: {step} failed: {e}"));
        let mut info = vk::BufferCreateInfo::default()
            .size(size.max(16))
            .usage(usage)
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        if families.len() > 1 {
            info = info
                .sharing_mode(vk::SharingMode::CONCURRENT)
                .queue_family_indices(families);
        }
        // SAFETY: a valid create info on this live device.
        let buffer = unsafe { self.ash.create_buffer(&info, None) }
            .map_err(|e| fail("vkCreateBuffer", e))?;
        // SAFETY: the buffer was just made on this device.
        let req = unsafe { self.ash.get_buffer_memory_requirements(buffer) };
        let ty = self.memory_types.iter().enumerate().position(|(i, t)| {
            req.memory_type_bits & (1 << i) != 0 && t.property_flags.contains(flags)
        });
        let map = flags.contains(vk::MemoryPropertyFlags::HOST_VISIBLE);
        let result = (|| {
            let ty = ty.ok_or(fail(
                "finding a memory type",
                vk::Result::ERROR_OUT_OF_DEVICE_MEMORY,
            ))?;
            let alloc = vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(ty as u32);
            // SAFETY: a valid allocate info on this live device.
            let memory = unsafe { self.ash.allocate_memory(&alloc, None) }
                .map_err(|e| fail("vkAllocateMemory", e))?;
            // SAFETY: fresh buffer and memory chosen from its requirements, offset 0; mapped
            // once, whole, only if host-visible.
            let ptr = unsafe {
                self.ash
                    .bind_buffer_memory(buffer, memory, 0)
                    .and_then(|()| {
                        if map {
                            self.ash.map_memory(
                                memory,
                                0,
                                vk::WHOLE_SIZE,
                                vk::MemoryMapFlags::empty(),
                            )
                        } else {
                            Ok(std::ptr::null_mut())
                        }
                    })
            };
            match ptr {
                Ok(p) => Ok((memory, p as usize)),
                Err(e) => {
                    // SAFETY: the memory is not in use.
                    unsafe { self.ash.free_memory(memory, None) };
                    Err(fail("binding or mapping", e))
                }
            }
        })();
        match result {
            Ok((memory, ptr)) => Ok((buffer, memory, ptr)),
            Err(e) => {
                // SAFETY: the buffer is not in use.
                unsafe { self.ash.destroy_buffer(buffer, None) };
                Err(e)
            }
        }
    }

    /// Records, into `cb`, a copy of `runs` from `src` to `dst` (one of them a shadow),
    /// after a barrier that orders it after every earlier transfer of the queue: the
    /// application's barriers name its own resources, never the shadows.
    ///
    /// # Safety
    /// `cb` is a command buffer of this device in the recording state, outside a render
    /// pass; the runs lie in both buffers.
    unsafe fn copy_blocks(
        &self,
        cb: vk::CommandBuffer,
        src: vk::Buffer,
        dst: vk::Buffer,
        runs: &[vk::BufferCopy],
    ) {
        if runs.is_empty() {
            return;
        }
        // SAFETY: caller.
        unsafe {
            self.barrier(cb);
            self.ash.cmd_copy_buffer(cb, src, dst, runs);
        }
    }

    /// A transfer-to-transfer memory barrier: earlier transfer writes are visible to later
    /// transfers, and later writes wait for earlier reads.
    ///
    /// # Safety
    /// As for [`Device::copy_blocks`].
    unsafe fn barrier(&self, cb: vk::CommandBuffer) {
        let b = vk::MemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::TRANSFER_READ | vk::AccessFlags::TRANSFER_WRITE);
        // SAFETY: caller.
        unsafe {
            self.ash.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TRANSFER,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[b],
                &[],
                &[],
            );
        }
    }
}

/// A copy between two images, of either form of `vkCmdCopyImage`.
struct ImageCopy {
    src: vk::Image,
    dst: vk::Image,
    dst_layout: vk::ImageLayout,
    regions: Vec<vk::ImageCopy>,
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
