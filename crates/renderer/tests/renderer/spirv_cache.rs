//! Rewritten SPIR-V kept on disk beside the pipeline cache
//! ([`vkrelay_renderer::repair::spirv_cache`]), on lavapipe: the bundled example's clip mode
//! with `--emulate-missing clip-distance`, run through a fresh renderer each time with one
//! cache directory. The first run rewrites and saves; the second takes the rewrites and the
//! distance plan from disk, rewrites nothing and draws the same picture; a damaged file is
//! ignored with one warning, and the run rewrites again.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::relay::{Renderer, TempDir, run_app};
use crate::repairs::pixels;

/// The rewritten-SPIR-V files in `dir`.
fn spirv_files(dir: &Path) -> Vec<PathBuf> {
    crate::pipeline_cache::files_with(dir, "vkspv")
}

fn modified(p: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}

/// Runs the example's clip mode through a renderer with the clip-distance repair, `--stats`
/// and its caches under `home`; waits for the client's stats and, where `expect_save`, for
/// the rewritten-SPIR-V file to be written. The renderer's log and the picture's pixels.
fn run(dir: &Path, tag: &str, home: &Path, expect_save: bool) -> (String, Vec<u8>) {
    let dir = dir.join(tag);
    std::fs::create_dir_all(&dir).unwrap();
    let cache_dir = home.join("vkrelay");
    let before: Vec<_> = spirv_files(&cache_dir)
        .into_iter()
        .map(|p| (modified(&p), p))
        .collect();
    let log_path = dir.join("renderer.log");
    let renderer = Renderer::start_env(
        &dir,
        &["--emulate-missing", "clip-distance", "--stats"],
        &[
            ("XDG_CACHE_HOME", home.to_str().unwrap()),
            ("VKRELAY_LOG", "warn"),
        ],
        Some(&log_path),
    );
    let png = dir.join("out.png");
    let mut cmd = Command::new(crate::clients::offscreen_binary());
    cmd.args(["--mode", "clip", "--out"]).arg(&png);
    let out = run_app(cmd, &dir, &renderer.socket, Duration::from_secs(180));
    assert!(
        out.status.success(),
        "the example failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let log = || std::fs::read_to_string(&log_path).unwrap_or_default();
    let start = Instant::now();
    // `vkrelay-renderer: client PID stats: ...`, printed when the renderer noticed the client
    // left.
    let stats_seen = |l: &str| {
        l.lines()
            .any(|l| l.starts_with("vkrelay-renderer: client ") && l.contains(" stats: "))
    };
    while !stats_seen(&log()) && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    if expect_save {
        let saved = || {
            spirv_files(&cache_dir)
                .into_iter()
                .any(|p| !before.contains(&(modified(&p), p.clone())))
        };
        while !saved() && start.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(saved(), "no rewritten-SPIR-V file written; log:\n{}", log());
    }
    drop(renderer);
    (log(), pixels(&png))
}

/// The line of the stats that starts with `repairs: `.
fn repairs_line(log: &str) -> &str {
    log.lines()
        .find(|l| l.starts_with("repairs: "))
        .unwrap_or_else(|| panic!("no repair stats:\n{log}"))
}

fn ignored(log: &str) -> Vec<&str> {
    log.lines()
        .filter(|l| l.contains("rewritten SPIR-V cache:") && l.contains(" ignored: "))
        .collect()
}

#[test]
fn a_second_repaired_run_takes_its_rewrites_from_disk() {
    let dir = TempDir::new("spirv-cache");
    let home = dir.0.join("cache");
    let cache_dir = home.join("vkrelay");

    let (log, first) = run(&dir.0, "first", &home, true);
    let line = repairs_line(&log);
    assert!(line.contains("2 shader modules patched"), "{line}");
    assert!(!line.contains("from disk"), "{line}");
    let files = spirv_files(&cache_dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("vkrelay_offscreen_example-"), "{name}");
    let good = std::fs::read(&files[0]).unwrap();

    let (log, second) = run(&dir.0, "second", &home, false);
    let line = repairs_line(&log);
    assert!(line.contains("0 shader modules patched"), "{line}");
    assert!(line.contains("1 pipeline repaired"), "{line}");
    assert!(
        line.contains("; from disk: 2 rewrites, 1 distance plan (3 entries loaded)"),
        "{line}"
    );
    assert!(!line.contains("ignored"), "{line}");
    assert!(ignored(&log).is_empty(), "{log}");
    assert!(
        first == second,
        "the picture from disk differs from the first"
    );
    assert_eq!(
        std::fs::read(&files[0]).unwrap(),
        good,
        "nothing new to save"
    );

    // Damaged: one warning, rewritten as in the first run, the same picture, a good file
    // written over it.
    std::fs::write(&files[0], &good[..good.len() / 2]).unwrap();
    let (log, third) = run(&dir.0, "damaged", &home, true);
    let w = ignored(&log);
    assert_eq!(w.len(), 1, "{log}");
    assert!(w[0].contains("truncated"), "{w:?}");
    let line = repairs_line(&log);
    assert!(line.contains("2 shader modules patched"), "{log}");
    assert!(line.contains("; 1 rewritten-SPIR-V file ignored"), "{line}");
    assert!(first == third, "the picture after a damaged file differs");
    assert_eq!(std::fs::read(&files[0]).unwrap(), good);
}
