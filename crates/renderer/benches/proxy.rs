//! The proxy against the native driver, in one run:
//!
//! 1. **sync-call latency** (criterion): `vkGetFenceStatus` on the native driver and through
//!    `libvulkan_vkrelay.so` + a `vkrelay-renderer` process; **recording** ten `vkCmd*`
//!    (what the application's thread pays per command); and **pipeline creation from 4
//!    threads at once** (shader module + compute pipeline, 4 per thread; needs
//!    `glslangValidator`), where each thread gets its own stream through vkrelay; and (with
//!    `--bench`) a **pipeline burst**: one thread's frame time (submit and wait) alone and
//!    while three threads create pipelines the whole time;
//! 2. **frames per second and round trips per frame** of the bundled example
//!    (`examples/offscreen`), native and through vkrelay;
//! 3. **glmark2 scenes** through zink, native and through vkrelay (only where `glmark2` and
//!    an X display exist: set `DISPLAY`, e.g. a running Xvfb);
//! 4. **DXVK's `d3d11-triangle`** under Wine, native and through vkrelay, by the frame rate
//!    Wine's `fps` channel reports (only with `DISPLAY` and `VKRELAY_DXVK_DIR`, the build and
//!    prefix `cargo xtask dxvk` makes in `target/dxvk`).
//!
//! `cargo bench -p vkrelay-renderer --bench proxy`. The driver is the one `VK_DRIVER_FILES`
//! selects (lavapipe in CI: `/usr/share/vulkan/icd.d/lvp_icd.x86_64.json`); set
//! `VKRELAY_BENCH_FRAMES` to change the example's frame count (default 500). Criterion's
//! filter (`-- vkGetEventStatus`) picks the criterion rows; `VKRELAY_BENCH_SECTIONS`, a
//! comma-separated list of `burst`, `example`, `glmark2` and `dxvk`, picks the sections that
//! are not criterion's (default: all of them; `none` for the criterion rows alone).
//!
//! Section 1 is in `proxy/latency.rs` (its client in `proxy/client.rs`), sections 2 to 4 in
//! `proxy/programs.rs`.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use criterion::Criterion;

#[path = "common/ten.rs"]
mod ten;

#[path = "common/glmark2.rs"]
mod glmark2;

#[path = "common/serve.rs"]
mod serve;
use serve::{native_manifest, profile_dir};

#[path = "proxy/client.rs"]
mod client;

#[path = "proxy/latency.rs"]
mod latency;

#[path = "proxy/programs.rs"]
mod programs;

struct Renderer {
    child: Child,
    socket: PathBuf,
    dir: PathBuf,
}

impl Renderer {
    fn start(tag: &str) -> Renderer {
        let dir = std::env::temp_dir().join(format!("vkrelay-bench-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let socket = dir.join("vkrelay.sock");
        let bin = serve::renderer_binary();
        let mut child = Command::new(bin)
            .args(["serve", "--stats", "--socket"])
            .arg(&socket)
            .env("VK_DRIVER_FILES", native_manifest())
            .env("XDG_RUNTIME_DIR", &dir)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        serve::wait_listening(&mut child, &socket, Duration::from_secs(30));
        Renderer { child, socket, dir }
    }

    fn manifest(&self) -> PathBuf {
        let m = self.dir.join("vkrelay_icd.json");
        let lib = profile_dir().join("libvulkan_vkrelay.so");
        assert!(
            lib.exists(),
            "build vkrelay-icd first ({} missing)",
            lib.display()
        );
        std::fs::write(&m, vulkan_vkrelay::manifest_json(&lib)).unwrap();
        m
    }

    /// Stops the renderer and returns the round trips its stats reported per client.
    fn stop(mut self) -> Vec<u64> {
        use std::io::Read;
        std::thread::sleep(Duration::from_millis(300));
        // Read on a thread: the renderer's workers hold the pipe too, and a worker stuck in
        // the driver may outlive the supervisor for a while; what was written by then counts.
        let mut stderr = self.child.stderr.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let mut buf = [0u8; 4096];
            while let Ok(n) = stderr.read(&mut buf) {
                if n == 0 {
                    break;
                }
                text.extend_from_slice(&buf[..n]);
                let _ = tx.send(text.clone());
            }
        });
        let _ = self.child.kill();
        let _ = self.child.wait();
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut text = Vec::new();
        while let Ok(t) = rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            text = t;
        }
        let _ = std::fs::remove_dir_all(&self.dir);
        String::from_utf8_lossy(&text)
            .lines()
            .filter_map(|l| {
                let i = l.find(" calls, ")?;
                l[i + 8..].split(" round trips").next()?.trim().parse().ok()
            })
            .collect()
    }
}

/// A bench that panics (a missing tool, a failed assertion) does not leave its renderer
/// running, holding the pipes of whoever reads the bench's output.
impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether `VKRELAY_BENCH_SECTIONS` asks for the section `name` (every section without it).
fn section(name: &str) -> bool {
    const NAMES: [&str; 4] = ["burst", "example", "glmark2", "dxvk"];
    let Ok(list) = std::env::var("VKRELAY_BENCH_SECTIONS") else {
        return true;
    };
    let asked: Vec<&str> = list
        .split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .collect();
    if let Some(bad) = asked.iter().find(|w| **w != "none" && !NAMES.contains(w)) {
        panic!("VKRELAY_BENCH_SECTIONS: unknown section {bad:?} (known: {NAMES:?}, or none)");
    }
    asked.contains(&name)
}

fn main() {
    let mut c = Criterion::default()
        .configure_from_args()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    latency::latency(&mut c);
    c.final_summary();
    // Under `cargo test --benches` (criterion's test mode) only check that it runs.
    if std::env::args().any(|a| a == "--bench") {
        if section("example") {
            programs::example();
        }
        if section("glmark2") {
            programs::glmark2();
        }
        if section("dxvk") {
            programs::dxvk();
        }
    }
}
