//! Recording: uploads into emulated images are redirected to staging buffers, and commands
//! the repair cannot carry out are refused (see the module's rules).

use std::os::fd::BorrowedFd;

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::conv::{self, Shape};
use super::{Device, Job, MemoryInfo, Recording, Staging};
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
        let lost = vk::Result::ERROR_DEVICE_LOST;
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
                        self.stage(memory, cb, x.src_buffer.as_raw(), &shape, &regions)?;
                    let new: Vec<vk::BufferImageCopy> = regions
                        .iter()
                        .zip(offsets)
                        .map(|(r, o)| conv::staging_copy(r, o))
                        .collect();
                    x.src_buffer = buffer;
                    x.p_regions = new.as_ptr();
                    let _ = stats;
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
                    let regions: Vec<vk::BufferImageCopy> = given
                        .iter()
                        .map(|r| vk::BufferImageCopy {
                            buffer_offset: r.buffer_offset,
                            buffer_row_length: r.buffer_row_length,
                            buffer_image_height: r.buffer_image_height,
                            image_subresource: r.image_subresource,
                            image_offset: r.image_offset,
                            image_extent: r.image_extent,
                        })
                        .collect();
                    let (buffer, offsets) =
                        self.stage(memory, cb, info.src_buffer.as_raw(), &shape, &regions)?;
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
                    self.check_image_copy(x.src_image, x.dst_image)?;
                    Ok(Staged::default())
                }
                id::CMD_COPY_IMAGE2 => {
                    let x = &*a.cast::<args::CmdCopyImage2>();
                    if let Some(i) = x.p_copy_image_info.as_ref() {
                        self.check_image_copy(i.src_image, i.dst_image)?;
                    }
                    Ok(Staged::default())
                }
                id::CMD_COPY_IMAGE_TO_BUFFER | id::CMD_COPY_IMAGE_TO_BUFFER2 => {
                    let src = if cmd.id == id::CMD_COPY_IMAGE_TO_BUFFER {
                        (*a.cast::<args::CmdCopyImageToBuffer>()).src_image
                    } else {
                        let x = &*a.cast::<args::CmdCopyImageToBuffer2>();
                        x.p_copy_image_to_buffer_info
                            .as_ref()
                            .map_or(vk::Image::null(), |i| i.src_image)
                    };
                    if let Some(s) = self.images.get(&src.as_raw()) {
                        return Err((
                            lost,
                            format!(
                                "reading back a {:?} image is not supported: the renderer keeps \
                                 only its decoded texels",
                                s.emulated.format
                            ),
                        ));
                    }
                    Ok(Staged::default())
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

    /// A copy between images is refused where one side is emulated and the texels differ
    /// in size (the blocks are not there to copy).
    fn check_image_copy(&self, src: vk::Image, dst: vk::Image) -> Result<(), Refusal> {
        let s = self.images.get(&src.as_raw()).map(|s| s.emulated);
        let d = self.images.get(&dst.as_raw()).map(|s| s.emulated);
        match (s, d) {
            (None, None) => Ok(()),
            (Some(s), Some(d)) if s.texel_bytes() == d.texel_bytes() => Ok(()),
            _ => {
                let name = |e: Option<conv::Emulated>| {
                    e.map_or("an image the renderer does not decode".to_owned(), |e| {
                        format!("{:?}", e.format)
                    })
                };
                Err((
                    vk::Result::ERROR_DEVICE_LOST,
                    format!(
                        "a copy from {} to {} needs the compressed blocks, which the renderer \
                         does not keep",
                        name(s),
                        name(d)
                    ),
                ))
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
    ) -> Result<(vk::Buffer, Vec<u64>), Refusal> {
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
            regions: checked,
            staging: rec.staging.len(),
            decoded: None,
        });
        rec.staging.push(staging);
        Ok((handle, offsets))
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
        let fail = |what: &str, e: vk::Result| (e, format!("staging buffer: {what} failed: {e}"));
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(vk::BufferUsageFlags::TRANSFER_SRC)
            .sharing_mode(vk::SharingMode::EXCLUSIVE);
        // SAFETY: a valid create info on this live device.
        let buffer = unsafe { self.ash.create_buffer(&info, None) }
            .map_err(|e| fail("vkCreateBuffer", e))?;
        // SAFETY: the buffer was just made on this device.
        let req = unsafe { self.ash.get_buffer_memory_requirements(buffer) };
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let ty = self.memory_types.iter().enumerate().position(|(i, t)| {
            req.memory_type_bits & (1 << i) != 0 && t.property_flags.contains(want)
        });
        let result = (|| {
            let ty = ty.ok_or(fail(
                "finding a host-coherent memory type",
                vk::Result::ERROR_OUT_OF_DEVICE_MEMORY,
            ))?;
            let alloc = vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(ty as u32);
            // SAFETY: a valid allocate info on this live device.
            let memory = unsafe { self.ash.allocate_memory(&alloc, None) }
                .map_err(|e| fail("vkAllocateMemory", e))?;
            // SAFETY: fresh buffer and memory chosen from its requirements, offset 0; the
            // memory is host-visible, mapped once, whole.
            let ptr = unsafe {
                self.ash
                    .bind_buffer_memory(buffer, memory, 0)
                    .and_then(|()| {
                        self.ash
                            .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
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
            Ok((memory, ptr)) => {
                self.cache_used += size;
                Ok(Staging {
                    buffer,
                    memory,
                    ptr,
                    size,
                })
            }
            Err(e) => {
                // SAFETY: the buffer is not in use.
                unsafe { self.ash.destroy_buffer(buffer, None) };
                Err(e)
            }
        }
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
