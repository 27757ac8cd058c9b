//! What process isolation costs, beside the single-process renderer and the native driver in
//! one run, interleaved:
//!
//! 1. **connection setup**: a fresh client process's `vkCreateInstance` plus
//!    `vkEnumeratePhysicalDevices` (through vkrelay: the connection, the handshake and the
//!    first round trips; with isolation, the hand-over to the spare worker too), 15 rounds:
//!    with the spare ready, and right after another client (no spare yet: it waits for one);
//! 2. **the bundled example's frame rate** (`examples/offscreen`, 500 frames), 5 rounds;
//! 3. **memory**: the resident size of the supervisor, of a spare worker, and of the
//!    single-process renderer, each with no client.
//!
//! `cargo bench -p vkrelay-renderer --bench isolation`. The driver is the one
//! `VK_DRIVER_FILES` selects (default: lavapipe).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ash::vk;
use vkrelay_renderer::driver::{Driver, DriverSource};

#[path = "common/serve.rs"]
mod serve;
use serve::{native_manifest, profile_dir};

/// Rounds of the setup measurement.
const ROUNDS: usize = 15;

/// In a client process: the ICD (or driver) library to time.
const CLIENT_ENV: &str = "VKRELAY_BENCH_CONNECT";

fn library_of(manifest: &str) -> PathBuf {
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(manifest).unwrap()).unwrap();
    PathBuf::from(m["ICD"]["library_path"].as_str().unwrap())
}

fn icd() -> PathBuf {
    let lib = profile_dir().join("libvulkan_vkrelay.so");
    assert!(
        lib.exists(),
        "build vkrelay-icd first ({} missing)",
        lib.display()
    );
    lib
}

struct Renderer {
    child: Child,
    socket: PathBuf,
    dir: PathBuf,
}

impl Renderer {
    fn start(isolation: &str) -> Renderer {
        let dir = std::env::temp_dir().join(format!(
            "vkrelay-bench-iso-{isolation}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let socket = dir.join("vkrelay.sock");
        let bin = serve::renderer_binary();
        let mut child = Command::new(bin)
            .args(["serve", "--isolation", isolation, "--socket"])
            .arg(&socket)
            .env("VK_DRIVER_FILES", native_manifest())
            .env("XDG_RUNTIME_DIR", &dir)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        serve::wait_listening(&mut child, &socket, Duration::from_secs(60));
        Renderer { child, socket, dir }
    }

    fn manifest(&self) -> PathBuf {
        let m = self.dir.join("vkrelay_icd.json");
        std::fs::write(&m, vulkan_vkrelay::manifest_json(&icd())).unwrap();
        m
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The client half of the setup measurement: µs for an instance and its devices.
fn client(library: &Path) {
    let t = Instant::now();
    let driver = Driver::load(&DriverSource::Library(library.to_path_buf())).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: valid create info, no allocator.
    let instance = unsafe { driver.entry().create_instance(&info, None) }.unwrap();
    // SAFETY: live instance.
    let gpus = unsafe { instance.enumerate_physical_devices() }.unwrap();
    let us = t.elapsed().as_micros();
    assert!(!gpus.is_empty());
    // SAFETY: live instance, nothing created on it.
    unsafe { instance.destroy_instance(None) };
    println!("SETUP_US {us}");
}

/// Runs one client process; its setup time in µs.
fn setup(library: &Path, renderer: Option<&Renderer>) -> f64 {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.env(CLIENT_ENV, library).stderr(Stdio::null());
    if let Some(r) = renderer {
        cmd.env("VKRELAY_SERVER_PATH", &r.socket);
    }
    let out = cmd.output().unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{s}");
    s.lines()
        .find_map(|l| l.strip_prefix("SETUP_US ")?.trim().parse().ok())
        .unwrap_or_else(|| panic!("no SETUP_US in {s}"))
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn offscreen_binary() -> PathBuf {
    let bin = profile_dir().join("offscreen");
    if !bin.exists() {
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .args(["build", "--release", "-p", "offscreen"])
            .env("CARGO_TARGET_DIR", profile_dir().parent().unwrap())
            .status()
            .unwrap();
        assert!(status.success());
    }
    bin
}

fn fps(bin: &Path, out: &Path, env: &[(&str, &std::ffi::OsStr)]) -> f64 {
    let mut cmd = Command::new(bin);
    cmd.args(["--frames", "500", "--out"])
        .arg(out)
        .stderr(Stdio::null())
        .stdout(Stdio::piped());
    cmd.envs(env.iter().copied());
    let o = cmd.output().unwrap();
    let s = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{s}");
    s.lines()
        .find_map(|l| l.split("fps=").nth(1)?.trim().parse().ok())
        .unwrap_or_else(|| panic!("no fps in {s}"))
}

/// Resident memory of `pid`, KiB.
fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The children of `pid` (its workers).
fn children(pid: u32) -> Vec<u32> {
    std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children"))
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|p| p.parse().ok())
        .collect()
}

fn main() {
    if let Some(lib) = std::env::var_os(CLIENT_ENV) {
        client(Path::new(&lib));
        return;
    }
    // `cargo bench` passes `--bench`; a filter argument is ignored.
    let native_lib = library_of(&native_manifest());
    let icd = icd();
    let none = Renderer::start("none");
    let process = Renderer::start("process");
    let (mut n, mut s, mut p, mut b) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // The supervisor starts the next spare once its socket was quiet for SPARE_DELAY: a
    // client that comes later finds it ready, one that comes at once waits for a driver load.
    let settle = vkrelay_renderer::isolation::supervisor::SPARE_DELAY + Duration::from_millis(500);
    for _ in 0..ROUNDS {
        n.push(setup(&native_lib, None));
        s.push(setup(&icd, Some(&none)));
        std::thread::sleep(settle);
        p.push(setup(&icd, Some(&process)));
        b.push(setup(&icd, Some(&process)));
    }
    println!(
        "connection setup (vkCreateInstance + vkEnumeratePhysicalDevices), median of {ROUNDS}:"
    );
    println!(
        "  native                          {:9.0} µs",
        median(&mut n)
    );
    println!(
        "  vkrelay, none                   {:9.0} µs",
        median(&mut s)
    );
    println!(
        "  vkrelay, process (spare ready)  {:9.0} µs",
        median(&mut p)
    );
    println!(
        "  vkrelay, process (right after)  {:9.0} µs",
        median(&mut b)
    );
    // Memory with no client (the spare started after the last client is ready by now).
    std::thread::sleep(Duration::from_secs(2));
    let sup = process.child.id();
    let workers = children(sup);
    println!("memory with no client (resident):");
    println!("  renderer, none      {:9} KiB", rss_kib(none.child.id()));
    println!("  supervisor          {:9} KiB", rss_kib(sup));
    for w in &workers {
        println!("  spare worker {w:<6} {:9} KiB", rss_kib(*w));
    }
    let bin = offscreen_binary();
    let png = std::env::temp_dir().join(format!("vkrelay-bench-iso-{}.png", std::process::id()));
    let manifest = native_manifest();
    let (mut fn_, mut fs, mut fp) = (Vec::new(), Vec::new(), Vec::new());
    let (mn, mp) = (none.manifest(), process.manifest());
    for _ in 0..5 {
        // Each run on a quiet machine (no spare worker loading a driver meanwhile).
        std::thread::sleep(settle);
        fn_.push(fps(&bin, &png, &[("VK_DRIVER_FILES", manifest.as_ref())]));
        std::thread::sleep(settle);
        fs.push(fps(
            &bin,
            &png,
            &[
                ("VK_DRIVER_FILES", mn.as_os_str()),
                ("VKRELAY_SERVER_PATH", none.socket.as_os_str()),
            ],
        ));
        std::thread::sleep(settle);
        fp.push(fps(
            &bin,
            &png,
            &[
                ("VK_DRIVER_FILES", mp.as_os_str()),
                ("VKRELAY_SERVER_PATH", process.socket.as_os_str()),
            ],
        ));
    }
    let _ = std::fs::remove_file(&png);
    println!("bundled example, 500 frames, median of 5 (interleaved):");
    let nf = median(&mut fn_);
    let sf = median(&mut fs);
    let pf = median(&mut fp);
    println!("  native              {nf:9.1} fps");
    println!(
        "  vkrelay, none       {sf:9.1} fps  ({:.1} % of native)",
        100.0 * sf / nf
    );
    println!(
        "  vkrelay, process    {pf:9.1} fps  ({:.1} % of native, {:.1} % of none)",
        100.0 * pf / nf,
        100.0 * pf / sf
    );
}
