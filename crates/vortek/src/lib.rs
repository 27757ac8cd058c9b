//! `libvortekrenderer.so`: the vkrelay renderer as a drop-in for Winlator's Vortek renderer.
//!
//! Winlator's `com.winlator.xenvironment.components.VortekRendererComponent` loads this
//! library (`System.loadLibrary("vortekrenderer")`) and calls its four natives. Java owns the
//! socket and reads it on one thread, 8 bytes at a time; this library reads it only inside
//! `handleExtraDataRequest` (the hello), and afterwards talks to the client through the
//! shared-memory rings, serving each connection on its own thread with the renderer's
//! [`vkrelay_renderer::client::serve_connection`]:
//!
//! | native | what it does |
//! |---|---|
//! | `initVulkanWrapper(nativeLibraryDir, libvulkanPath)` | loads the real driver (`libvulkanPath` as `--driver`, or the system loader) and the configuration file |
//! | `createVkContext(fd, options)` | duplicates the connection and maps the `Options` onto the configuration; 0 on failure |
//! | `handleExtraDataRequest(ctx, request, length)` | the hello: rings created, the connection served; false for anything else |
//! | `destroyVkContext(ctx)` | waits (at most 10 s) for the connection's thread, then frees the context |
//!
//! It is not the renderer: everything the clients' calls do is `vkrelay-renderer`'s. The
//! component is the host of Winlator's windows: `initVulkanWrapper` keeps it and the VM, and
//! the renderer presents its clients' swapchains (which vkrelay's ICD asks it to do on
//! Winlator's socket) into the window each surface names, through the component's window
//! callbacks (`getWindowWidth`, `getWindowHeight`, `getWindowHardwareBuffer`,
//! `updateWindowContent`; [`window_host`]): every presentation is copied by the device into
//! the window's buffer (an AHardwareBuffer on Android, imported through
//! `VK_ANDROID_external_memory_android_hardware_buffer`; elsewhere the address of the
//! window's pixels in this process, imported through `VK_EXT_external_memory_host`) and shown
//! once the copy ended. See `vkrelay_renderer::present::Hosting`.
//!
//! Nothing panics across the JNI boundary: a panic is caught, logged, and the call returns
//! 0 or false.
//!
//! The Java side, as Winlator's component calls it (the crate is a `cdylib` reached only
//! through JNI, so the example is Java):
//!
//! ```java
//! // initVulkanWrapper(nativeLibraryDir, null): the system libvulkan.so.
//! long ctx = createVkContext(clientFd, new Options());   // {1, 0} read by Java
//! boolean ok = handleExtraDataRequest(ctx, 1, 32);        // {(2 << 16) | 1, 32}: the hello
//! // ... the client hangs up:
//! destroyVkContext(ctx);
//! ```

#![warn(missing_docs)]

mod context;
mod jni_exports;
mod options;
pub mod window_host;
