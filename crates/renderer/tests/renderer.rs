//! Integration tests of `vkrelay-renderer` against a real driver (lavapipe in CI).

#[path = "renderer/relay.rs"]
mod relay;

#[path = "renderer/clients.rs"]
mod clients;

#[path = "renderer/limits.rs"]
mod limits;

#[path = "renderer/isolation.rs"]
mod isolation;

#[path = "renderer/feedback.rs"]
mod feedback;

mod driver {
    use std::path::PathBuf;

    use vkrelay_renderer::driver::{self, Driver, DriverError, DriverSource, ProbedDevice};

    fn check_devices(devices: &[ProbedDevice]) {
        assert!(!devices.is_empty(), "the driver exposed no physical device");
        for d in devices {
            assert!(!d.name.is_empty());
            assert!(d.queue_families >= 1);
            assert!(d.api_version.0 >= ash::vk::API_VERSION_1_0);
        }
    }

    fn lavapipe_selected() -> bool {
        std::env::var("VK_DRIVER_FILES").is_ok_and(|v| v.contains("lvp_icd"))
    }

    /// Creates an instance and a device through ash and the Khronos loader and reads back the
    /// device name. `cargo xtask test` points `VK_DRIVER_FILES` at lavapipe.
    #[test]
    fn probe_creates_a_device_and_reads_its_name() {
        let devices = driver::probe().expect("the real driver must be reachable");
        check_devices(&devices);
        if lavapipe_selected() {
            assert!(
                devices.iter().any(|d| d.name.starts_with("llvmpipe")),
                "expected lavapipe's llvmpipe device, got {:?}",
                devices.iter().map(|d| &d.name).collect::<Vec<_>>()
            );
        }
    }

    /// `--driver`: lavapipe's ICD loaded directly, without the Khronos loader.
    #[test]
    fn a_driver_library_loads_without_the_loader() {
        let lvp = PathBuf::from("/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so");
        if !lvp.exists() {
            assert!(
                !lavapipe_selected(),
                "lavapipe is selected but {} is missing",
                lvp.display()
            );
            return;
        }
        let driver = Driver::load(&DriverSource::Library(lvp)).expect("lavapipe loads directly");
        let devices = driver::probe_driver(&driver).expect("probe through the direct driver");
        check_devices(&devices);
        assert!(devices.iter().any(|d| d.name.starts_with("llvmpipe")));
    }

    #[test]
    fn a_library_that_is_not_a_driver_is_refused() {
        // libc exports neither vk_icdGetInstanceProcAddr nor vkGetInstanceProcAddr.
        let err = Driver::load(&DriverSource::Library("libc.so.6".into())).unwrap_err();
        assert!(matches!(err, DriverError::Library { .. }), "{err}");
        assert!(
            err.to_string().contains("vk_icdGetInstanceProcAddr"),
            "{err}"
        );
        let err =
            Driver::load(&DriverSource::Library("/nonexistent/libvulkan_x.so".into())).unwrap_err();
        assert!(matches!(err, DriverError::Library { .. }), "{err}");
    }

    /// If the loader hands the renderer a library named like vkrelay's own ICD, the renderer
    /// refuses to run on it. A copy of lavapipe under that name stands in for the ICD.
    #[test]
    fn the_renderer_refuses_to_load_its_own_icd() {
        let lvp = PathBuf::from("/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so");
        if !lvp.exists() {
            assert!(
                !lavapipe_selected(),
                "lavapipe is selected but {} is missing",
                lvp.display()
            );
            return;
        }
        let dir = std::env::temp_dir().join(format!("vkrelay-selfload-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fake = dir.join(vkrelay_renderer::OWN_ICD_LIBRARY);
        std::fs::copy(&lvp, &fake).unwrap();
        let manifest = dir.join("vkrelay_icd.json");
        std::fs::write(
            &manifest,
            format!(
                r#"{{"file_format_version": "1.0.0", "ICD": {{"library_path": "{}", "api_version": "1.3.0"}}}}"#,
                fake.display()
            ),
        )
        .unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
            .arg("probe")
            .env("VK_DRIVER_FILES", &manifest)
            .output()
            .unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success(),
            "the renderer ran on its own ICD: {stderr}"
        );
        assert!(stderr.contains("vkrelay's own ICD"), "{stderr}");
    }
}

#[path = "renderer/config.rs"]
mod config;

#[path = "renderer/opaque.rs"]
mod opaque;

#[path = "renderer/placed.rs"]
mod placed;

#[path = "renderer/threads.rs"]
mod threads;

#[path = "renderer/gating.rs"]
mod gating;

#[path = "renderer/hostile.rs"]
mod hostile;

#[path = "renderer/pools.rs"]
mod pools;

#[path = "renderer/vkd3d.rs"]
mod vkd3d;

#[path = "renderer/wsi.rs"]
mod wsi;

#[path = "renderer/wsi_renderer.rs"]
mod wsi_renderer;

#[path = "renderer/wsi_frames.rs"]
mod wsi_frames;

#[path = "renderer/repairs.rs"]
mod repairs;

#[path = "renderer/bc.rs"]
mod bc;

#[path = "renderer/dds.rs"]
mod dds;

#[path = "renderer/wsi_offer.rs"]
mod wsi_offer;

#[path = "renderer/wsi_ext.rs"]
mod wsi_ext;

#[path = "renderer/dxvk.rs"]
mod dxvk;

#[path = "renderer/zink_bc.rs"]
mod zink_bc;

#[path = "renderer/run.rs"]
mod run;

#[path = "renderer/pipeline_cache.rs"]
mod pipeline_cache;

#[path = "renderer/spirv_cache.rs"]
mod spirv_cache;

#[path = "renderer/query_cache.rs"]
mod query_cache;

#[path = "renderer/sync.rs"]
mod sync;

#[path = "renderer/events.rs"]
mod events;

// Command buffers allocated without a round trip: many, two streams, a failed allocation.
#[path = "renderer/command_buffers.rs"]
mod command_buffers;

/// The README's `run` commands, exactly as written.
#[path = "renderer/version.rs"]
mod version;

#[path = "renderer/readme.rs"]
mod readme;

// Capture (`--capture`) of the bundled example, and `trace info` / `trace dump` of it.
#[path = "renderer/trace.rs"]
mod trace;

// `replay` of captures of the bundled example: its picture, other repairs, cut traces.
#[path = "renderer/replay.rs"]
mod replay;

// Capture of the application's writes into mapped memory, tracked by the ICD and hashed by
// the renderer: each replays exactly.
#[path = "renderer/written.rs"]
mod written;

// Capture and replay of swapchains the renderer presents (`vkcube`): live and replayed
// screenshots of presented frames.
#[path = "renderer/replay_present.rs"]
mod replay_present;

// Capture and replay of zink (glmark2): the trace replays whole.
#[path = "renderer/replay_zink.rs"]
mod replay_zink;

// Capture and replay of buffer device addresses (a compute client that reads and writes
// through them): replayed at the recorded addresses, or refused where they cannot be.
#[path = "renderer/replay_bda.rs"]
mod replay_bda;
