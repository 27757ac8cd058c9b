//! Side data of the BC repair: what the device's images, buffers, memory, command pools
//! and command buffers are. Each method is called by its command's handler
//! (`session/kinds/<kind>.rs`): creations once they succeeded, their new objects in the
//! object table (the `Keep` hook); destructions and resets after the driver call, whatever
//! it returned (the `After` hook).

use ash::vk::{self, Handle};
use vk_wire::args;

use super::conv::Shape;
use super::{BufferInfo, Device, MemoryInfo};
use crate::stats::RepairStats;

impl Device {
    /// `vkCreateImage` succeeded: an image the repair replaced (at [`super::create_image`])
    /// is kept with its shape.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the driver wrote the image.
    pub unsafe fn image_created(&mut self, x: &args::CreateImage, stats: &mut RepairStats) {
        let Some(e) = self.pending_image.take() else {
            return;
        };
        // SAFETY: caller: the decoded create info (the repair saw it non-null) and the image
        // the driver wrote.
        let (info, image) = unsafe { (&*x.p_create_info, *x.p_image) };
        self.images.insert(
            image.as_raw(),
            Shape {
                emulated: e,
                extent: info.extent,
                mip_levels: info.mip_levels,
                array_layers: info.array_layers,
            },
        );
        stats.bc_images += 1;
    }

    /// `vkDestroyImage`: the image and its shadow forgotten, the shadow freed.
    pub fn image_destroyed(&mut self, x: &args::DestroyImage) {
        self.images.remove(&x.image.as_raw());
        if let Some(s) = self.shadows.remove(&x.image.as_raw()) {
            // SAFETY: Vulkan: no pending work uses the image, so none uses its blocks.
            unsafe { s.destroy(&self.ash) };
        }
    }

    /// `vkCreateBuffer` succeeded: its size kept.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the driver wrote the buffer.
    pub unsafe fn buffer_created(&mut self, x: &args::CreateBuffer) {
        // SAFETY: caller: the decoded create info and the buffer the driver wrote.
        let (size, buffer) = unsafe { ((*x.p_create_info).size, *x.p_buffer) };
        self.buffers
            .insert(buffer.as_raw(), BufferInfo { size, bound: None });
    }

    /// `vkDestroyBuffer`: the buffer forgotten.
    pub fn buffer_destroyed(&mut self, x: &args::DestroyBuffer) {
        self.buffers.remove(&x.buffer.as_raw());
    }

    /// `vkBindBufferMemory` succeeded: where the buffer's bytes are.
    pub fn buffer_bound(&mut self, x: &args::BindBufferMemory) {
        self.bind(x.buffer, x.memory, x.memory_offset);
    }

    /// `vkBindBufferMemory2` succeeded: where each buffer's bytes are.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the array checked against its count by the decoder.
    pub unsafe fn buffers_bound(&mut self, x: &args::BindBufferMemory2) {
        // SAFETY: caller.
        let infos =
            unsafe { crate::repair::pipeline::slice_mut(x.p_bind_infos, x.bind_info_count) };
        for i in infos.iter() {
            self.bind(i.buffer, i.memory, i.memory_offset);
        }
    }

    fn bind(&mut self, buffer: vk::Buffer, memory: vk::DeviceMemory, offset: u64) {
        if let Some(b) = self.buffers.get_mut(&buffer.as_raw()) {
            b.bound = Some((memory.as_raw(), offset));
        }
    }

    /// `vkAllocateMemory` succeeded: whether the memory is host-visible.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the driver wrote the memory.
    pub unsafe fn memory_allocated(&mut self, x: &args::AllocateMemory) {
        // SAFETY: caller: the decoded allocate info and the memory the driver wrote.
        let (ty, memory) = unsafe { ((*x.p_allocate_info).memory_type_index, *x.p_memory) };
        let host_visible = self.memory_types.get(ty as usize).is_some_and(|t| {
            t.property_flags
                .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
        });
        self.memories.insert(
            memory.as_raw(),
            MemoryInfo {
                host_visible,
                map: None,
            },
        );
    }

    /// `vkFreeMemory`: the memory and the renderer's mapping of it forgotten.
    pub fn memory_freed(&mut self, x: &args::FreeMemory) {
        self.memories.remove(&x.memory.as_raw());
    }

    /// `vkCreateCommandPool` succeeded: its queue family kept.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the driver wrote the pool.
    pub unsafe fn pool_created(&mut self, x: &args::CreateCommandPool) {
        // SAFETY: caller: the decoded create info and the pool the driver wrote.
        let (family, pool) = unsafe { ((*x.p_create_info).queue_family_index, *x.p_command_pool) };
        self.pool_family.insert(pool.as_raw(), family);
    }

    /// `vkAllocateCommandBuffers` succeeded: the command buffers kept in their pool, with
    /// its queue family.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the array written by the driver, as long as the
    /// count says (the decoder made it so).
    pub unsafe fn command_buffers_allocated(&mut self, x: &args::AllocateCommandBuffers) {
        // SAFETY: caller.
        let (pool, cbs) = unsafe {
            let info = &*x.p_allocate_info;
            (
                info.command_pool.as_raw(),
                crate::repair::pipeline::slice_mut(x.p_command_buffers, info.command_buffer_count),
            )
        };
        self.pools
            .entry(pool)
            .or_default()
            .extend(cbs.iter().map(|c| c.as_raw()));
        if let Some(&f) = self.pool_family.get(&pool) {
            self.cb_family.extend(cbs.iter().map(|c| (c.as_raw(), f)));
        }
    }

    /// `vkFreeCommandBuffers`: the command buffers forgotten, their recordings' staging
    /// freed.
    ///
    /// # Safety
    /// `x` holds the decoded arguments, the array checked against its count by the decoder.
    pub unsafe fn command_buffers_freed(&mut self, x: &args::FreeCommandBuffers) {
        // SAFETY: caller.
        let cbs: Vec<u64> = unsafe {
            crate::repair::pipeline::slice_mut(x.p_command_buffers, x.command_buffer_count)
        }
        .iter()
        .map(|c| c.as_raw())
        .collect();
        if let Some(list) = self.pools.get_mut(&x.command_pool.as_raw()) {
            list.retain(|c| !cbs.contains(c));
        }
        for cb in cbs {
            self.cb_family.remove(&cb);
            self.forget_recording(cb);
        }
    }

    /// `vkResetCommandPool`: the recordings of its command buffers' staging freed.
    pub fn pool_reset(&mut self, x: &args::ResetCommandPool) {
        let cbs = self
            .pools
            .get(&x.command_pool.as_raw())
            .cloned()
            .unwrap_or_default();
        for cb in cbs {
            self.forget_recording(cb);
        }
    }

    /// `vkDestroyCommandPool`: the pool and its command buffers forgotten, their recordings'
    /// staging freed.
    pub fn pool_destroyed(&mut self, x: &args::DestroyCommandPool) {
        let pool = x.command_pool.as_raw();
        self.pool_family.remove(&pool);
        let cbs = self.pools.remove(&pool).unwrap_or_default();
        for cb in cbs {
            self.cb_family.remove(&cb);
            self.forget_recording(cb);
        }
    }
}
