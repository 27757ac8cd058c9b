//! Side data of the BC repair: what the device's images, buffers, memory, command pools
//! and command buffers are, kept after the driver made or changed them.

use ash::vk::{self, Handle};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::conv::Shape;
use super::{BufferInfo, Device, MemoryInfo, device_arg};
use crate::repair::Repairs;
use crate::stats::RepairStats;

/// Keeps side data of what `cmd` made or changed, after the driver ran it with result `ret`.
///
/// # Safety
/// As for [`Repairs::bc_track`].
pub unsafe fn after(
    r: &mut Repairs,
    cmd: &'static CommandDesc,
    a: *const u8,
    ret: u64,
    stats: &mut RepairStats,
) {
    let ok = ret as u32 as i32 >= 0;
    match cmd.id {
        // Command buffers: their recordings' staging goes with them.
        id::BEGIN_COMMAND_BUFFER | id::RESET_COMMAND_BUFFER => {
            // SAFETY: both take the command buffer first (caller).
            let cb = unsafe { *a.cast::<u64>() };
            for dev in r.bc.values_mut() {
                dev.forget_recording(cb);
            }
        }
        _ => {
            // SAFETY: every other command of [`tracks`] takes the device first.
            let Some(dev) = (unsafe { device_arg(r, a) }) else {
                return;
            };
            // SAFETY: caller.
            unsafe { dev.after(cmd, a, ok, stats) };
        }
    }
}

impl Device {
    /// # Safety
    /// As for [`after`]; `cmd` takes this device first.
    unsafe fn after(
        &mut self,
        cmd: &'static CommandDesc,
        a: *const u8,
        ok: bool,
        stats: &mut RepairStats,
    ) {
        let pending = self.pending_image.take();
        // SAFETY: in every arm the id says what `a` holds; outputs written by the driver, arrays
        // checked against their counts by the decoder.
        unsafe {
            match cmd.id {
                id::CREATE_IMAGE if ok => {
                    let Some(e) = pending else { return };
                    let x = &*a.cast::<args::CreateImage>();
                    let info = &*x.p_create_info;
                    self.images.insert(
                        (*x.p_image).as_raw(),
                        Shape {
                            emulated: e,
                            extent: info.extent,
                            mip_levels: info.mip_levels,
                            array_layers: info.array_layers,
                        },
                    );
                    stats.bc_images += 1;
                }
                id::DESTROY_IMAGE => {
                    let x = &*a.cast::<args::DestroyImage>();
                    self.images.remove(&x.image.as_raw());
                    // Vulkan: no pending work uses the image, so none uses its blocks.
                    if let Some(s) = self.shadows.remove(&x.image.as_raw()) {
                        s.destroy(&self.ash);
                    }
                }
                id::CREATE_BUFFER if ok => {
                    let x = &*a.cast::<args::CreateBuffer>();
                    self.buffers.insert(
                        (*x.p_buffer).as_raw(),
                        BufferInfo {
                            size: (*x.p_create_info).size,
                            bound: None,
                        },
                    );
                }
                id::DESTROY_BUFFER => {
                    let x = &*a.cast::<args::DestroyBuffer>();
                    self.buffers.remove(&x.buffer.as_raw());
                }
                id::BIND_BUFFER_MEMORY if ok => {
                    let x = &*a.cast::<args::BindBufferMemory>();
                    if let Some(b) = self.buffers.get_mut(&x.buffer.as_raw()) {
                        b.bound = Some((x.memory.as_raw(), x.memory_offset));
                    }
                }
                id::BIND_BUFFER_MEMORY2 if ok => {
                    let x = &*a.cast::<args::BindBufferMemory2>();
                    for i in
                        crate::repair::pipeline::slice_mut(x.p_bind_infos, x.bind_info_count).iter()
                    {
                        if let Some(b) = self.buffers.get_mut(&i.buffer.as_raw()) {
                            b.bound = Some((i.memory.as_raw(), i.memory_offset));
                        }
                    }
                }
                id::ALLOCATE_MEMORY if ok => {
                    let x = &*a.cast::<args::AllocateMemory>();
                    let ty = (*x.p_allocate_info).memory_type_index as usize;
                    let host_visible = self.memory_types.get(ty).is_some_and(|t| {
                        t.property_flags
                            .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
                    });
                    self.memories.insert(
                        (*x.p_memory).as_raw(),
                        MemoryInfo {
                            host_visible,
                            map: None,
                        },
                    );
                }
                id::FREE_MEMORY => {
                    let x = &*a.cast::<args::FreeMemory>();
                    self.memories.remove(&x.memory.as_raw());
                }
                id::ALLOCATE_COMMAND_BUFFERS if ok => {
                    let x = &*a.cast::<args::AllocateCommandBuffers>();
                    let info = &*x.p_allocate_info;
                    let cbs = crate::repair::pipeline::slice_mut(
                        x.p_command_buffers,
                        info.command_buffer_count,
                    );
                    self.pools
                        .entry(info.command_pool.as_raw())
                        .or_default()
                        .extend(cbs.iter().map(|c| c.as_raw()));
                    if let Some(&f) = self.pool_family.get(&info.command_pool.as_raw()) {
                        self.cb_family.extend(cbs.iter().map(|c| (c.as_raw(), f)));
                    }
                }
                id::CREATE_COMMAND_POOL if ok => {
                    let x = &*a.cast::<args::CreateCommandPool>();
                    self.pool_family.insert(
                        (*x.p_command_pool).as_raw(),
                        (*x.p_create_info).queue_family_index,
                    );
                }
                id::FREE_COMMAND_BUFFERS => {
                    let x = &*a.cast::<args::FreeCommandBuffers>();
                    let cbs: Vec<u64> = crate::repair::pipeline::slice_mut(
                        x.p_command_buffers,
                        x.command_buffer_count,
                    )
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
                id::RESET_COMMAND_POOL | id::DESTROY_COMMAND_POOL => {
                    // Both take (device, pool) first.
                    let pool = *a.cast::<u64>().add(1);
                    let cbs = if cmd.id == id::DESTROY_COMMAND_POOL {
                        self.pool_family.remove(&pool);
                        let cbs = self.pools.remove(&pool).unwrap_or_default();
                        for cb in &cbs {
                            self.cb_family.remove(cb);
                        }
                        cbs
                    } else {
                        self.pools.get(&pool).cloned().unwrap_or_default()
                    };
                    for cb in cbs {
                        self.forget_recording(cb);
                    }
                }
                _ => {}
            }
        }
    }
}
