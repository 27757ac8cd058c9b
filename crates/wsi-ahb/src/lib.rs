//! `wsi-ahb` emulates swapchains on top of ordinary, shareable Vulkan images, for drivers that
//! cannot present where the application runs (a driver in another process, or one built for
//! another C library).
//!
//! - [`swapchain`]: a swapchain on any `ash::Device`: images, acquire and present with real
//!   Vulkan synchronisation, and a present thread.
//! - [`x11`]: the Linux backend: an X11 window shown through MIT-SHM (the image's pages handed
//!   to the X server as a file descriptor) or `PutImage`.
//!
//! Not yet: the AHardwareBuffer backend for Android, headless capture, and the blit path
//! (optimal-tiled images copied into a shareable buffer) for drivers without linear
//! host-visible images; see [`swapchain`].

#![warn(missing_docs)]

mod image;
pub mod swapchain;
pub mod x11;

pub use swapchain::{Settings, Swapchain};
pub use x11::Window;
