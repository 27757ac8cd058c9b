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
//! window callbacks of the Java class (`getWindowHardwareBuffer`, `updateWindowContent`) are
//! not called yet; the component and the VM are kept for when they are.
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
