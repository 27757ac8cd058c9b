//! `wsi-ahb` emulates swapchains on top of ordinary, shareable Vulkan images, for drivers that
//! cannot present where the application runs (a driver in another process, or one built for
//! another C library).
//!
//! - [`swapchain`]: a swapchain on any `ash::Device`: images, acquire and present with real
//!   Vulkan synchronisation, and a present thread.
//! - [`present`]: what `VK_KHR_present_id`, `VK_KHR_present_wait` and
//!   `VK_EXT_swapchain_maintenance1` add to presenting: present ids and waits for them,
//!   present fences signalled once the image is shown, present mode switches, releasing
//!   acquired images.
//! - [`x11`]: the Linux backend: an X11 window shown through MIT-SHM (the image's pages handed
//!   to the X server as a file descriptor) or `PutImage`.
//! - [`memory`]: who allocates the memory the X server reads: the swapchain, or its caller
//!   ([`ShownMemory`]), whose allocations come with a file descriptor the X server maps.
//! - [`hosted`]: a swapchain presented into a window whose pixels live in one buffer that its
//!   host owns and shows (Winlator's X server: an AHardwareBuffer per window): its own images,
//!   each presentation copied into the host's buffer by the device, shown once the copy ends.
//! - [`ahb`]: AHardwareBuffer images for Android: the direct-or-blit plan per device, one
//!   buffer per image, and the descriptor that holds a buffer's pixels; [`ahb::window`]
//!   imports a window host's buffer for [`hosted`].
//! - [`host_pointer`]: imports a window host's buffer that is the address of the window's
//!   pixels in this process (`VK_EXT_external_memory_host`), for [`hosted`] off Android.
//!
//! Not yet: a swapchain whose own images are AHardwareBuffers shown through DRI3, and headless
//! capture; see [`swapchain`].

#![warn(missing_docs)]

pub mod ahb;
pub mod host_pointer;
pub mod hosted;
mod image;
pub mod memory;
pub mod present;
mod state;
pub mod swapchain;
pub mod x11;

pub use image::record_copy;
pub use memory::{Allocation, ShownMemory};
pub use swapchain::{Settings, Swapchain};
pub use x11::Window;
