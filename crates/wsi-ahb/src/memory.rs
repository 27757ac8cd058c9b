//! Where the memory the X server reads comes from: the swapchain's own allocations (with an
//! optional `export` function, [`crate::Swapchain::new`]), or the caller's ([`ShownMemory`],
//! [`crate::Swapchain::with_memory`]) for a caller that knows how to make memory whose pages
//! another process can map (vkrelay's renderer, through `placed-mem`).
//!
//! With the pages as a file descriptor, the X server maps them (MIT-SHM `AttachFd`) and shows
//! each frame with `ShmPutImage`: nothing is copied on the client side. Without, every frame's
//! pixels travel in `PutImage` requests.

use std::os::fd::OwnedFd;

use ash::vk;

/// Memory the caller allocated for an image or buffer the X server is shown.
#[derive(Debug)]
pub struct Allocation {
    /// The memory (the swapchain binds its image or buffer at offset 0).
    pub memory: vk::DeviceMemory,
    /// The memory's pages as a descriptor the X server may map, and where the memory starts
    /// in it; `None` when this allocation cannot be shared (the swapchain then shows it with
    /// `PutImage`). The descriptor is handed to the X server, so it is the caller's to give
    /// away (a duplicate of one it keeps).
    pub fd: Option<(OwnedFd, u64)>,
}

/// A caller's allocator for the memory the X server reads (the direct path's images, the blit
/// path's readback buffers): allocations whose pages come as a file descriptor, so that the
/// X server maps them instead of being sent every frame.
///
/// The swapchain asks it only when the X server takes shared memory by descriptor (MIT-SHM
/// 1.2); otherwise it allocates that memory itself.
pub trait ShownMemory: Send + Sync {
    /// Allocates `size` bytes of memory type `type_index` (host-visible and coherent) of the
    /// swapchain's device.
    ///
    /// # Safety
    /// `type_index` is a memory type of the device the swapchain was made on.
    unsafe fn allocate(&self, size: u64, type_index: u32) -> Result<Allocation, vk::Result>;

    /// Frees memory [`ShownMemory::allocate`] made.
    ///
    /// # Safety
    /// `memory` came from `allocate` on this value, and nothing uses it any more (the X
    /// server has detached its segment).
    unsafe fn free(&self, memory: vk::DeviceMemory);
}

/// The ways a swapchain gets the memory it shows.
#[derive(Clone, Copy)]
pub(crate) enum Source<'a> {
    /// The swapchain allocates (exportable as `Settings::export_types`); `export` may give the
    /// pages as a descriptor.
    Own(Option<&'a dyn Fn(vk::DeviceMemory) -> Option<(OwnedFd, u64)>>),
    /// The caller allocates.
    Caller(&'a dyn ShownMemory),
}
