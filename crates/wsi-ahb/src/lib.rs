//! `wsi-ahb` will emulate swapchains on top of shareable images (AHardwareBuffer on Android,
//! memfd/dma-buf images shown through X11 on Linux, or headless capture).
//!
//! Nothing is implemented yet: the crate is a placeholder in the workspace so that its name and
//! place in the design are fixed. It contains no functions.

#![warn(missing_docs)]
