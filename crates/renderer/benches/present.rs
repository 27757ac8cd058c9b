//! CPU time and copies per presented frame of `vkcube --width 1280 --height 720`, for every
//! way its frames reach the X server, side by side in one run:
//!
//! - **native**: lavapipe's own WSI (the baseline: vkcube's CPU and the X server's);
//! - **icd**: through vkrelay, the ICD's swapchain (`wsi-ahb` in vkcube's process, shown
//!   through MIT-SHM of the renderer's shared pages);
//! - **icd-putimage**: the same with an X server without MIT-SHM (`PutImage` from the ICD);
//! - **renderer-shm**: `VKRELAY_PRESENT=renderer`, the renderer shows the images from its
//!   own process through MIT-SHM of the images' own memory;
//! - **renderer-putimage**: the same with an X server without MIT-SHM (`PutImage` from the
//!   renderer).
//!
//! Each path runs `vkcube --c N` and `vkcube --c N/10` in every round; CPU time (user +
//! system) and wall time per frame are the difference of the two runs divided by the
//! difference of their frames, so start-up and teardown (instance, pipelines, the renderer's
//! connection) cancel out. CPU time comes from `/proc/PID/stat` for the renderer (one
//! `serve --isolation none`, shared by the relayed paths) and for the X server (an Xvfb of
//! its own per kind, 1920×1080×24), from `wait4`'s resource usage for vkcube. The rounds
//! interleave the paths; the summary gives each path's median.
//!
//! Copies are counted, not inferred: the renderer's per client (`--stats-json`, `present`:
//! presentations shown, CPU copies of their pixels), the ICD's from its log line when a
//! swapchain is dropped (`VKRELAY_LOG=wsi_ahb=info`). Copies per frame are those of the
//! long run. The X server's own copy (into its framebuffer) is in no count; lavapipe's WSI
//! counts nothing (`-`).
//!
//! ```text
//! cargo build --release -p vkrelay-icd
//! cargo bench -p vkrelay-renderer --bench present
//! ```
//!
//! `VKRELAY_BENCH_FRAMES` (default 300) and `VKRELAY_BENCH_ROUNDS` (default 3). The driver
//! is lavapipe, or the one `VK_DRIVER_FILES` selects; Xvfb and vkcube must be installed.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

#[path = "common/serve.rs"]
mod serve;
use serve::{native_manifest, profile_dir};

const WIDTH: &str = "1280";
const HEIGHT: &str = "720";

/// `libvulkan_vkrelay.so` of this profile: the newer of the one `cargo build -p vkrelay-icd`
/// wrote and the one built as this bench's dependency.
fn icd_library() -> PathBuf {
    let dir = profile_dir();
    let file = "libvulkan_vkrelay.so";
    [dir.clone(), dir.join("deps")]
        .iter()
        .map(|d| d.join(file))
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .max()
        .map(|(_, p)| p)
        .unwrap_or_else(|| {
            eprintln!(
                "{file} is missing from {}: build it first with \
                 `cargo build --release -p vkrelay-icd`",
                dir.display()
            );
            std::process::exit(2)
        })
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// User + system CPU seconds of process `pid`, all its threads (`/proc/PID/stat`).
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<&str> = rest.split(' ').collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    let ticks: u64 = f[11].parse::<u64>().unwrap() + f[12].parse::<u64>().unwrap();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    ticks as f64 / hz
}

struct Xvfb {
    child: Child,
    display: String,
}

impl Xvfb {
    /// An X server on a display it picks itself (`-displayfd`), with `extra` arguments.
    fn start(extra: &[&str]) -> Xvfb {
        let mut child = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0", "1920x1080x24"])
            .args(["-nolisten", "tcp", "-noreset"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb must be installed");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let n: u32 = line.trim().parse().expect("Xvfb did not start");
        Xvfb {
            child,
            display: format!(":{n}"),
        }
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Renderer {
    child: Child,
    socket: PathBuf,
    stats: PathBuf,
}

impl Renderer {
    fn start(dir: &Path) -> Renderer {
        let socket = dir.join("vkrelay.sock");
        let stats = dir.join("stats.jsonl");
        let mut child = Command::new(serve::renderer_binary())
            .args(["serve", "--isolation", "none", "--socket"])
            .arg(&socket)
            .arg("--stats-json")
            .arg(&stats)
            .env("VK_DRIVER_FILES", native_manifest())
            .env("XDG_RUNTIME_DIR", dir)
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        serve::wait_listening(&mut child, &socket, Duration::from_secs(60));
        Renderer {
            child,
            socket,
            stats,
        }
    }

    /// The clients that have left so far (lines of the stats file).
    fn lines(&self) -> Vec<String> {
        std::fs::read_to_string(&self.stats)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Native,
    Icd,
    IcdPutImage,
    RendererShm,
    RendererPutImage,
}

const WAYS: [Way; 5] = [
    Way::Native,
    Way::Icd,
    Way::IcdPutImage,
    Way::RendererShm,
    Way::RendererPutImage,
];

impl Way {
    fn name(self) -> &'static str {
        match self {
            Way::Native => "native",
            Way::Icd => "icd",
            Way::IcdPutImage => "icd-putimage",
            Way::RendererShm => "renderer-shm",
            Way::RendererPutImage => "renderer-putimage",
        }
    }

    fn relayed(self) -> bool {
        self != Way::Native
    }

    fn shm(self) -> bool {
        !matches!(self, Way::IcdPutImage | Way::RendererPutImage)
    }
}

/// One vkcube run.
#[derive(Clone, Copy, Default)]
struct Run {
    wall: f64,
    app: f64,
    renderer: f64,
    xvfb: f64,
    /// Presentations shown and CPU copies of their pixels, by the renderer and by the ICD.
    renderer_shown: u64,
    renderer_copies: u64,
    icd_shown: u64,
    icd_copies: u64,
}

struct Bench {
    dir: PathBuf,
    manifest: PathBuf,
    renderer: Renderer,
    shm: Xvfb,
    no_shm: Xvfb,
}

/// `key=N` in a log line.
fn field(line: &str, key: &str) -> Option<u64> {
    let at = line.find(&format!(" {key}="))? + key.len() + 2;
    line[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

impl Bench {
    fn run(&self, way: Way, frames: u64) -> Run {
        let x = if way.shm() { &self.shm } else { &self.no_shm };
        let log = self.dir.join("vkcube.log");
        let mut cmd = Command::new("vkcube");
        cmd.args(["--width", WIDTH, "--height", HEIGHT, "--c"])
            .arg(frames.to_string())
            .env("DISPLAY", &x.display)
            .env_remove("VK_ICD_FILENAMES")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap());
        if way.relayed() {
            cmd.env("VK_DRIVER_FILES", &self.manifest)
                .env("VKRELAY_SERVER_PATH", &self.renderer.socket)
                .env("XDG_RUNTIME_DIR", &self.dir)
                .env("VKRELAY_LOG", "error,wsi_ahb=info");
        } else {
            cmd.env("VK_DRIVER_FILES", native_manifest());
        }
        if matches!(way, Way::RendererShm | Way::RendererPutImage) {
            cmd.env("VKRELAY_PRESENT", "renderer");
        }
        let left = self.renderer.lines().len();
        let r0 = cpu_seconds(self.renderer.child.id());
        let x0 = cpu_seconds(x.child.id());
        let start = Instant::now();
        // Reaped by `wait4` below, which also gives its resource usage.
        let pid = cmd.spawn().expect("vkcube must be installed").id();
        let mut status = 0;
        // SAFETY: an all-zero rusage is valid.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: the pid of the child spawned above, not waited for yet; valid out pointers.
        let waited = unsafe { libc::wait4(pid as i32, &mut status, 0, &mut usage) };
        let wall = start.elapsed().as_secs_f64();
        let log = std::fs::read_to_string(&log).unwrap_or_default();
        assert!(
            waited > 0 && libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
            "vkcube ({}) failed: {log}",
            way.name()
        );
        let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
        let mut run = Run {
            wall,
            app: secs(usage.ru_utime) + secs(usage.ru_stime),
            ..Run::default()
        };
        if way.relayed() {
            // The renderer writes the client's counters once it has torn the client down.
            let start = Instant::now();
            let line = loop {
                let lines = self.renderer.lines();
                if lines.len() > left {
                    break lines[left].clone();
                }
                assert!(
                    start.elapsed() < Duration::from_secs(60),
                    "the renderer wrote no stats for the client"
                );
                std::thread::sleep(Duration::from_millis(10));
            };
            let v: serde_json::Value = serde_json::from_str(&line).unwrap();
            run.renderer_shown = v["present"]["presentations"].as_u64().unwrap_or(0);
            run.renderer_copies = v["present"]["copies"].as_u64().unwrap_or(0);
            for l in log.lines().filter(|l| l.contains("swapchain dropped")) {
                run.icd_shown += field(l, "shown").unwrap_or(0);
                run.icd_copies += field(l, "copies").unwrap_or(0);
            }
            run.renderer = cpu_seconds(self.renderer.child.id()) - r0;
        }
        run.xvfb = cpu_seconds(x.child.id()) - x0;
        run
    }
}

/// Per frame, steady state: `(long - short) / frames`.
#[derive(Clone, Copy)]
struct PerFrame {
    renderer_ms: f64,
    xvfb_ms: f64,
    app_ms: f64,
    fps: f64,
}

fn per_frame(long: &Run, short: &Run, frames: u64) -> PerFrame {
    let n = frames as f64;
    PerFrame {
        renderer_ms: (long.renderer - short.renderer) * 1e3 / n,
        xvfb_ms: (long.xvfb - short.xvfb) * 1e3 / n,
        app_ms: (long.app - short.app) * 1e3 / n,
        fps: n / (long.wall - short.wall),
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        (v[m - 1] + v[m]) / 2.0
    }
}

/// Copies per shown frame, or `-` when nothing was shown there.
fn per_shown(copies: u64, shown: u64) -> String {
    if shown == 0 {
        "-".into()
    } else {
        format!("{:.2}", copies as f64 / shown as f64)
    }
}

fn main() {
    // `cargo bench` passes `--bench`; a test run (`cargo test --benches`) does not.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let frames = env_or("VKRELAY_BENCH_FRAMES", 300).max(20);
    let short = frames / 10;
    let rounds = env_or("VKRELAY_BENCH_ROUNDS", 3).max(1) as usize;
    let dir = std::env::temp_dir().join(format!("vkrelay-bench-present-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let manifest = dir.join("vkrelay_icd.json");
    std::fs::write(&manifest, vulkan_vkrelay::manifest_json(&icd_library())).unwrap();
    let bench = Bench {
        renderer: Renderer::start(&dir),
        shm: Xvfb::start(&[]),
        no_shm: Xvfb::start(&["-extension", "MIT-SHM"]),
        manifest,
        dir: dir.clone(),
    };
    println!(
        "vkcube --width {WIDTH} --height {HEIGHT}, {frames} and {short} frames, {rounds} \
         rounds; per frame: (long run - short run) / {} frames",
        frames - short
    );
    let mut results: Vec<Vec<(PerFrame, Run)>> = vec![Vec::new(); WAYS.len()];
    for round in 1..=rounds {
        for (i, &way) in WAYS.iter().enumerate() {
            let long = bench.run(way, frames);
            let s = bench.run(way, short);
            let p = per_frame(&long, &s, frames - short);
            println!(
                "round {round} {:<18} renderer {:6.2} ms  Xvfb {:6.2} ms  vkcube {:6.2} ms  \
                 {:6.1} fps  renderer copies {}/{}  ICD copies {}/{}",
                way.name(),
                p.renderer_ms,
                p.xvfb_ms,
                p.app_ms,
                p.fps,
                long.renderer_copies,
                long.renderer_shown,
                long.icd_copies,
                long.icd_shown,
            );
            results[i].push((p, long));
        }
    }
    println!();
    println!(
        "| path | renderer, ms CPU per frame | Xvfb, ms CPU per frame | vkcube, ms CPU per \
         frame | fps | renderer's copies per frame | ICD's copies per frame |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (i, &way) in WAYS.iter().enumerate() {
        let r = &results[i];
        let m = |f: fn(&PerFrame) -> f64| median(r.iter().map(|(p, _)| f(p)).collect());
        let sum = |f: fn(&Run) -> u64| r.iter().map(|(_, l)| f(l)).sum::<u64>();
        let renderer = if way.relayed() {
            format!("{:.2}", m(|p| p.renderer_ms))
        } else {
            "-".into()
        };
        println!(
            "| {} | {renderer} | {:.2} | {:.2} | {:.0} | {} | {} |",
            way.name(),
            m(|p| p.xvfb_ms),
            m(|p| p.app_ms),
            m(|p| p.fps),
            per_shown(sum(|l| l.renderer_copies), sum(|l| l.renderer_shown)),
            per_shown(sum(|l| l.icd_copies), sum(|l| l.icd_shown)),
        );
    }
    drop(bench);
    let _ = std::fs::remove_dir_all(&dir);
}
