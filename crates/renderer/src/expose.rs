//! What the application is told about extensions: those whose commands or structures the
//! proxy cannot carry yet are hidden.
//!
//! This is a fixed list for now (window systems, file descriptors, host pointers, callbacks,
//! debug markers); the configurable policy belongs to `ext-inject`.

/// Extensions hidden from clients.
pub const HIDDEN: &[&str] = &[
    // Window systems (surfaces and swapchains come in a later issue).
    "VK_KHR_surface",
    "VK_KHR_xcb_surface",
    "VK_KHR_xlib_surface",
    "VK_KHR_wayland_surface",
    "VK_KHR_android_surface",
    "VK_EXT_headless_surface",
    "VK_KHR_display",
    "VK_EXT_direct_mode_display",
    "VK_EXT_acquire_xlib_display",
    "VK_EXT_acquire_drm_display",
    "VK_EXT_display_surface_counter",
    "VK_KHR_get_surface_capabilities2",
    "VK_KHR_get_display_properties2",
    "VK_EXT_surface_maintenance1",
    "VK_EXT_swapchain_colorspace",
    "VK_KHR_swapchain",
    "VK_KHR_display_swapchain",
    "VK_KHR_incremental_present",
    "VK_EXT_swapchain_maintenance1",
    "VK_KHR_present_id",
    "VK_KHR_present_wait",
    "VK_KHR_shared_presentable_image",
    "VK_GOOGLE_display_timing",
    "VK_EXT_display_control",
    "VK_EXT_hdr_metadata",
    // Callbacks cannot cross processes yet.
    "VK_EXT_debug_report",
    "VK_EXT_debug_utils",
    "VK_EXT_device_memory_report",
    "VK_EXT_debug_marker",
    // File descriptors and host pointers travel by hand (not yet).
    "VK_KHR_external_memory_fd",
    "VK_KHR_external_semaphore_fd",
    "VK_KHR_external_fence_fd",
    "VK_EXT_external_memory_dma_buf",
    "VK_EXT_external_memory_host",
    "VK_EXT_image_drm_format_modifier",
    // Host-address builds and deferred host operations.
    "VK_KHR_deferred_host_operations",
    "VK_KHR_acceleration_structure",
    "VK_KHR_ray_tracing_pipeline",
    "VK_EXT_opacity_micromap",
    // Descriptor buffers (a union the wire does not carry).
    "VK_EXT_descriptor_buffer",
    // Placed memory maps need placed-mem wiring.
    "VK_EXT_map_memory_placed",
];

/// Whether the extension called `name` is shown to clients.
pub fn exposed(name: &[u8]) -> bool {
    !HIDDEN.iter().any(|h| h.as_bytes() == name)
}
