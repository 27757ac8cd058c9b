//! Integration tests of `vkrelay-renderer` against a real driver (lavapipe in CI).

mod driver {
    /// Creates an instance and a device through ash and the Khronos loader and reads back the
    /// device name. `cargo xtask test` points `VK_DRIVER_FILES` at lavapipe.
    #[test]
    fn probe_creates_a_device_and_reads_its_name() {
        let devices = vkrelay_renderer::driver::probe().expect("the real driver must be reachable");
        assert!(!devices.is_empty(), "the loader exposed no physical device");
        for d in &devices {
            assert!(!d.name.is_empty());
            assert!(d.queue_families >= 1);
            assert!(d.api_version.0 >= ash::vk::API_VERSION_1_0);
        }
        if std::env::var("VK_DRIVER_FILES").is_ok_and(|v| v.contains("lvp_icd")) {
            assert!(
                devices.iter().any(|d| d.name.starts_with("llvmpipe")),
                "expected lavapipe's llvmpipe device, got {:?}",
                devices.iter().map(|d| &d.name).collect::<Vec<_>>()
            );
        }
    }
}
