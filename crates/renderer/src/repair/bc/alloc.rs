//! The buffers the BC repair makes on the device: staging for decoded texels (host-coherent
//! for the CPU path, device-local for the GPU path, both within `image_cache_mb`), each
//! emulated image's shadow of blocks, and the copies and barriers that touch them.

use ash::vk;

use super::shadow;
use super::{Device, Shadow, Staging};

/// Why a command was refused.
type Refusal = (vk::Result, String);

impl Device {
    /// A host-coherent, mapped staging buffer of `size` bytes, within `image_cache_mb`.
    pub(super) fn allocate_staging(&mut self, size: u64) -> Result<Staging, Refusal> {
        self.check_cache(size)?;
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

    /// A device-local staging buffer of `size` bytes that the GPU decode writes and the copy
    /// into the image reads, within `image_cache_mb`.
    pub(super) fn allocate_gpu_staging(&mut self, size: u64) -> Result<Staging, Refusal> {
        self.check_cache(size)?;
        let usage = vk::BufferUsageFlags::STORAGE_BUFFER | vk::BufferUsageFlags::TRANSFER_SRC;
        let (buffer, memory, _) = self
            .buffer(
                "decode",
                size,
                usage,
                vk::MemoryPropertyFlags::DEVICE_LOCAL,
                &[],
            )
            .or_else(|_| {
                self.buffer("decode", size, usage, vk::MemoryPropertyFlags::empty(), &[])
            })?;
        self.cache_used += size;
        Ok(Staging {
            buffer,
            memory,
            ptr: 0,
            size,
        })
    }

    /// Whether `size` more bytes of staging stay within `image_cache_mb`.
    pub(super) fn check_cache(&self, size: u64) -> Result<(), Refusal> {
        if self
            .cache_used
            .checked_add(size)
            .is_none_or(|t| t > self.cache_limit)
        {
            return Err((
                vk::Result::ERROR_OUT_OF_DEVICE_MEMORY,
                format!(
                    "{size} bytes of decoded staging would pass image_cache_mb ({} of {} MiB \
                     in use)",
                    self.cache_used >> 20,
                    self.cache_limit >> 20
                ),
            ));
        }
        Ok(())
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
        // Storage: the GPU decode reads the blocks there.
        let usage = vk::BufferUsageFlags::TRANSFER_SRC
            | vk::BufferUsageFlags::TRANSFER_DST
            | vk::BufferUsageFlags::STORAGE_BUFFER;
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
    pub(super) fn buffer(
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
    pub(super) unsafe fn copy_blocks(
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
    pub(super) unsafe fn barrier(&self, cb: vk::CommandBuffer) {
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
