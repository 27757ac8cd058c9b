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
//! `VKRELAY_BENCH_FRAMES` to change the example's frame count (default 500).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ash::vk;
use criterion::Criterion;
use vkrelay_renderer::driver::{Driver, DriverSource};

#[path = "common/ten.rs"]
mod ten;

#[path = "common/glmark2.rs"]
mod glmark2;

#[path = "common/serve.rs"]
mod serve;
use serve::{native_manifest, profile_dir};

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

/// `vkGetFenceStatus` through a driver library (`vk_icdGetInstanceProcAddr`).
struct FenceClient {
    instance: ash::Instance,
    device: ash::Device,
    fence: vk::Fence,
    _driver: Driver,
}

impl FenceClient {
    fn new(library: &Path) -> FenceClient {
        let driver = Driver::load(&DriverSource::Library(library.to_path_buf())).unwrap();
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create info, no allocator; every object below is destroyed in Drop.
        unsafe {
            let instance = driver.entry().create_instance(&info, None).unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let prio = [1.0];
            let q = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio)];
            let dinfo = vk::DeviceCreateInfo::default().queue_create_infos(&q);
            let device = instance.create_device(pd, &dinfo, None).unwrap();
            let fence = device
                .create_fence(
                    &vk::FenceCreateInfo::default().flags(vk::FenceCreateFlags::SIGNALED),
                    None,
                )
                .unwrap();
            FenceClient {
                instance,
                device,
                fence,
                _driver: driver,
            }
        }
    }

    fn status(&self) -> bool {
        // SAFETY: a live fence of this device.
        unsafe { self.device.get_fence_status(self.fence) }.unwrap()
    }
}

impl Drop for FenceClient {
    fn drop(&mut self) {
        // SAFETY: objects made in `new`, idle.
        unsafe {
            self.device.destroy_fence(self.fence, None);
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

/// The driver library a manifest names.
fn library_of(manifest: &str) -> PathBuf {
    let text = std::fs::read_to_string(manifest).unwrap();
    let i = text.find("\"library_path\"").unwrap();
    let rest = &text[i + 14..];
    let start = rest.find('"').unwrap() + 1;
    let end = start + rest[start..].find('"').unwrap();
    let p = PathBuf::from(&rest[start..end]);
    if p.is_absolute() || p.exists() {
        p
    } else {
        // A bare name: the dynamic linker finds it.
        p
    }
}

/// A compute shader (one storage buffer), compiled with `glslangValidator` (or read from
/// `VKRELAY_BENCH_COMPUTE_SPV`, for a machine without it).
fn compute_spirv() -> Vec<u32> {
    if let Some(p) = std::env::var_os("VKRELAY_BENCH_COMPUTE_SPV") {
        let bytes = std::fs::read(p).unwrap();
        return bytes
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
    }
    let dir = std::env::temp_dir().join(format!("vkrelay-bench-spv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("k.comp");
    let out = dir.join("k.spv");
    std::fs::write(
        &src,
        "#version 450\nlayout(local_size_x = 64) in;\n\
         layout(std430, binding = 0) buffer B { uint v[]; };\n\
         void main() { uint i = gl_GlobalInvocationID.x; v[i] = v[i] * 3u + i; }\n",
    )
    .unwrap();
    let ok = Command::new("glslangValidator")
        .arg("-V")
        .arg(&src)
        .arg("-o")
        .arg(&out)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(ok.success(), "glslangValidator failed");
    let bytes = std::fs::read(&out).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect()
}

impl FenceClient {
    /// Creates `per_thread` compute pipelines on each of `threads` threads at once (a shader
    /// module per pipeline, as a loading screen does), then destroys them.
    fn pipelines(
        &self,
        spv: &[u32],
        layout: vk::PipelineLayout,
        threads: usize,
        per_thread: usize,
    ) {
        let device = &self.device;
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(move || {
                    for _ in 0..per_thread {
                        // SAFETY: valid create infos; both objects are destroyed right away.
                        unsafe {
                            let module = device
                                .create_shader_module(
                                    &vk::ShaderModuleCreateInfo::default().code(spv),
                                    None,
                                )
                                .unwrap();
                            let stage = vk::PipelineShaderStageCreateInfo::default()
                                .stage(vk::ShaderStageFlags::COMPUTE)
                                .module(module)
                                .name(c"main");
                            let info = vk::ComputePipelineCreateInfo::default()
                                .stage(stage)
                                .layout(layout);
                            let p = device
                                .create_compute_pipelines(vk::PipelineCache::null(), &[info], None)
                                .unwrap()[0];
                            device.destroy_pipeline(p, None);
                            device.destroy_shader_module(module, None);
                        }
                    }
                });
            }
        });
    }

    /// A pipeline layout with one storage buffer (and its set layout).
    fn compute_layout(&self) -> (vk::DescriptorSetLayout, vk::PipelineLayout) {
        let binding = [vk::DescriptorSetLayoutBinding::default()
            .binding(0)
            .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
            .descriptor_count(1)
            .stage_flags(vk::ShaderStageFlags::COMPUTE)];
        // SAFETY: valid create infos; the caller destroys both.
        unsafe {
            let set = self
                .device
                .create_descriptor_set_layout(
                    &vk::DescriptorSetLayoutCreateInfo::default().bindings(&binding),
                    None,
                )
                .unwrap();
            let sets = [set];
            let layout = self
                .device
                .create_pipeline_layout(
                    &vk::PipelineLayoutCreateInfo::default().set_layouts(&sets),
                    None,
                )
                .unwrap();
            (set, layout)
        }
    }
}

/// A command buffer in the recording state and a vertex buffer, on a [`FenceClient`]'s
/// device: what recording costs the application, per command.
struct Recorder<'a> {
    device: &'a ash::Device,
    pool: vk::CommandPool,
    cb: vk::CommandBuffer,
    buffer: vk::Buffer,
    batches: u32,
}

/// Batches of ten commands recorded before the command buffer is reset.
const BATCHES_PER_RECORDING: u32 = 512;

impl<'a> Recorder<'a> {
    fn new(client: &'a FenceClient) -> Recorder<'a> {
        let device = &client.device;
        let (pool, cb, buffer) = ten::objects(device);
        Recorder {
            device,
            pool,
            cb,
            buffer,
            batches: 0,
        }
    }

    /// [`ten::record_ten`]'s commands; every [`BATCHES_PER_RECORDING`] batches the recording
    /// ends and the pool is reset.
    fn batch(&mut self) {
        let (d, cb) = (self.device, self.cb);
        // SAFETY: `cb` is recording; `buffer` was made with `ten::BUFFER_USAGE`.
        unsafe { ten::record_ten(d, cb, self.buffer) };
        self.batches += 1;
        if self.batches % BATCHES_PER_RECORDING == 0 {
            // SAFETY: the command buffer was never submitted.
            unsafe {
                d.end_command_buffer(cb).unwrap();
                d.reset_command_pool(self.pool, vk::CommandPoolResetFlags::empty())
                    .unwrap();
                d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                    .unwrap();
            }
        }
    }
}

impl Drop for Recorder<'_> {
    fn drop(&mut self) {
        // SAFETY: objects made in `new`; the command buffer was never submitted.
        unsafe {
            let _ = self.device.end_command_buffer(self.cb);
            self.device.destroy_buffer(self.buffer, None);
            self.device.destroy_command_pool(self.pool, None);
        }
    }
}

/// Sync-call latency, and pipeline creation from 4 threads at once (each thread has its own
/// stream through vkrelay), native and through vkrelay in the same run.
fn latency(c: &mut Criterion) {
    let native = FenceClient::new(&library_of(&native_manifest()));
    assert!(native.status());
    let r = Renderer::start("latency");
    // SAFETY: set before this process talks to the renderer; the ICD reads it at its first
    // call, on this thread.
    unsafe { std::env::set_var("VKRELAY_SERVER_PATH", &r.socket) };
    let relayed = FenceClient::new(&profile_dir().join("libvulkan_vkrelay.so"));
    assert!(relayed.status());

    let mut g = c.benchmark_group("sync-call latency: vkGetFenceStatus");
    g.bench_function("native", |b| b.iter(|| native.status()));
    g.bench_function("vkrelay", |b| b.iter(|| relayed.status()));
    g.finish();

    // Recording: the driver's own cost per command, against the ICD's (encoding into the
    // command buffer's recording, shipping chunks to the renderer, which replays them).
    let mut g = c.benchmark_group("recording 10 commands (dynamic state, binds, draws)");
    for (name, client) in [("native", &native), ("vkrelay", &relayed)] {
        let mut rec = Recorder::new(client);
        g.bench_function(name, |b| b.iter(|| rec.batch()));
    }
    g.finish();

    let spv = compute_spirv();
    let mut g = c.benchmark_group("pipeline creation: 4 threads x 4 compute pipelines");
    g.sample_size(10);
    for (name, client) in [("native", &native), ("vkrelay", &relayed)] {
        let (set, layout) = client.compute_layout();
        g.bench_function(name, |b| b.iter(|| client.pipelines(&spv, layout, 4, 4)));
        // SAFETY: the pipelines made with them are destroyed.
        unsafe {
            client.device.destroy_pipeline_layout(layout, None);
            client.device.destroy_descriptor_set_layout(set, None);
        }
    }
    g.finish();
    if std::env::args().any(|a| a == "--bench") {
        burst(&native, &relayed, &spv);
    }
    drop(relayed);
    drop(native);
    r.stop();
    eprintln!("(latency rows done)");
}

/// Threads creating pipelines while [`frame_times`] renders, in a burst.
const BURST_THREADS: usize = 3;

/// How long each frame-time measurement runs.
const BURST_WINDOW: Duration = Duration::from_secs(3);

/// Frame times (µs) of one thread that submits a small frame (fills of a 1 MiB buffer) and
/// waits for it, for [`BURST_WINDOW`], while `burst` threads create compute pipelines (a
/// shader module each) the whole time, as DXVK does when a game loads shaders while drawing.
fn frame_times(client: &FenceClient, spv: &[u32], burst: usize) -> Vec<f64> {
    let d = &client.device;
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (set, layout) = client.compute_layout();
    // SAFETY: valid create infos; everything is destroyed at the end, after the GPU is idle.
    unsafe {
        let queue = d.get_device_queue(0, 0);
        let pool = d
            .create_command_pool(
                &vk::CommandPoolCreateInfo::default()
                    .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER),
                None,
            )
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        let buffer = d
            .create_buffer(
                &vk::BufferCreateInfo::default()
                    .size(1 << 20)
                    .usage(vk::BufferUsageFlags::TRANSFER_DST),
                None,
            )
            .unwrap();
        let req = d.get_buffer_memory_requirements(buffer);
        let memory = d
            .allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(req.memory_type_bits.trailing_zeros()),
                None,
            )
            .unwrap();
        d.bind_buffer_memory(buffer, memory, 0).unwrap();
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let times = std::thread::scope(|s| {
            for _ in 0..burst {
                s.spawn(|| {
                    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                        client.pipelines(spv, layout, 1, 1);
                    }
                });
            }
            let mut times = Vec::new();
            let start = Instant::now();
            while start.elapsed() < BURST_WINDOW {
                let t = Instant::now();
                d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
                    .unwrap();
                for k in 0..16u32 {
                    d.cmd_fill_buffer(cb, buffer, 0, vk::WHOLE_SIZE, k);
                }
                d.end_command_buffer(cb).unwrap();
                let cbs = [cb];
                let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
                d.queue_submit(queue, &submit, fence).unwrap();
                d.wait_for_fences(&[fence], true, u64::MAX).unwrap();
                d.reset_fences(&[fence]).unwrap();
                times.push(t.elapsed().as_secs_f64() * 1e6);
            }
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            times
        });
        d.device_wait_idle().unwrap();
        d.destroy_fence(fence, None);
        d.destroy_buffer(buffer, None);
        d.free_memory(memory, None);
        d.destroy_command_pool(pool, None);
        d.destroy_pipeline_layout(layout, None);
        d.destroy_descriptor_set_layout(set, None);
        times
    }
}

/// The rendering thread's frame time alone and during a pipeline burst, native and through
/// vkrelay, interleaved (two rounds each).
fn burst(native: &FenceClient, relayed: &FenceClient, spv: &[u32]) {
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[v.len() * 9 / 10], v.len())
    };
    println!(
        "\nframe time of one rendering thread, alone and while {BURST_THREADS} threads create \
         compute pipelines ({} s each, interleaved; median, 90th percentile, frames):",
        BURST_WINDOW.as_secs()
    );
    let mut rows: Vec<(String, Vec<f64>)> = Vec::new();
    for _ in 0..2 {
        for (name, client) in [("native", native), ("vkrelay", relayed)] {
            for (label, n) in [("alone", 0), ("burst", BURST_THREADS)] {
                let t = frame_times(client, spv, n);
                let key = format!("{name:<8} {label}");
                match rows.iter_mut().find(|r| r.0 == key) {
                    Some(r) => r.1.extend(t),
                    None => rows.push((key, t)),
                }
            }
        }
    }
    let mut burst_medians = Vec::new();
    for (key, t) in rows {
        let (m, p90, n) = median(t);
        println!("  {key:<16} {m:9.1} µs  p90 {p90:9.1} µs  ({n} frames)");
        if key.ends_with("burst") {
            burst_medians.push(m);
        }
    }
    if let [n, r] = burst_medians[..] {
        println!(
            "  during the burst, vkrelay's frame time is {:.1} % of native's",
            100.0 * r / n
        );
    }
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

fn fps_of(out: &std::process::Output) -> f64 {
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
        .lines()
        .find_map(|l| l.split("fps=").nth(1)?.trim().parse().ok())
        .unwrap_or_else(|| panic!("no fps in {stdout}"))
}

fn example() {
    let frames: u64 = std::env::var("VKRELAY_BENCH_FRAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    let bin = offscreen_binary();
    let out_dir = std::env::temp_dir().join(format!("vkrelay-bench-png-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let run = |env: &[(&str, &std::ffi::OsStr)]| {
        let mut cmd = Command::new(&bin);
        cmd.args(["--frames", &frames.to_string(), "--out"])
            .arg(out_dir.join("bench.png"))
            .stderr(Stdio::piped())
            .stdout(Stdio::piped());
        for (k, v) in env {
            cmd.env(k, v);
        }
        fps_of(&cmd.output().unwrap())
    };
    let manifest = native_manifest();
    let mut native = Vec::new();
    let mut relayed = Vec::new();
    let mut trips = Vec::new();
    // Interleaved, three times each, so both see the same machine.
    for _ in 0..3 {
        native.push(run(&[("VK_DRIVER_FILES", manifest.as_ref())]));
        let r = Renderer::start("example");
        let m = r.manifest();
        relayed.push(run(&[
            ("VK_DRIVER_FILES", m.as_os_str()),
            ("VKRELAY_SERVER_PATH", r.socket.as_os_str()),
        ]));
        trips.extend(r.stop());
    }
    let _ = std::fs::remove_dir_all(&out_dir);
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (n, r) = (median(&mut native), median(&mut relayed));
    println!("\nbundled example, {frames} frames (median of 3, interleaved):");
    println!("  native   {n:9.1} fps");
    println!("  vkrelay  {r:9.1} fps  ({:.1} % of native)", 100.0 * r / n);
    if let Some(&t) = trips.iter().max() {
        println!(
            "  round trips: {t} for the whole run, {:.2} per frame",
            t as f64 / frames as f64
        );
    }
}

fn glmark2() {
    if std::env::var_os("DISPLAY").is_none()
        || Command::new("glmark2").arg("--help").output().is_err()
    {
        println!("\nglmark2: skipped (needs glmark2 and an X display in DISPLAY)");
        return;
    }
    let scenes = [
        "build:duration=3",
        "texture:duration=3",
        "shading:shading=phong:duration=3",
    ];
    let run = |offscreen: bool, env: &[(&str, &std::ffi::OsStr)]| -> Vec<(String, f64)> {
        let mut cmd = Command::new("glmark2");
        if offscreen {
            cmd.arg("--off-screen");
        }
        cmd.args(["-s", "320x240"])
            .env("LIBGL_ALWAYS_SOFTWARE", "1")
            .env("GALLIUM_DRIVER", "zink");
        for s in scenes {
            cmd.args(["-b", s]);
        }
        for (k, v) in env {
            cmd.env(k, v);
        }
        let out = cmd.output().unwrap();
        glmark2::scores(&String::from_utf8_lossy(&out.stdout))
    };
    let manifest = native_manifest();
    // Native and vkrelay runs alternate (`VKRELAY_BENCH_ROUNDS`, default 3), so a machine
    // whose speed drifts during the bench drifts for both; medians are printed.
    let rounds: usize = std::env::var("VKRELAY_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    // Off-screen (glmark2 draws into a framebuffer object and waits for each frame) and in a
    // window (each frame also goes to the X server through Mesa's software path).
    for (offscreen, mode) in [(true, "off-screen"), (false, "in a window")] {
        let r = Renderer::start("glmark2");
        let m = r.manifest();
        let (mut native, mut relayed) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            native.push(run(offscreen, &[("VK_DRIVER_FILES", manifest.as_ref())]));
            relayed.push(run(
                offscreen,
                &[
                    ("VK_DRIVER_FILES", m.as_os_str()),
                    ("VKRELAY_SERVER_PATH", r.socket.as_os_str()),
                ],
            ));
        }
        let trips = r.stop();
        println!(
            "\nglmark2 through zink, {mode} (320x240, 3 s per scene, median of {rounds} \
             interleaved rounds, range in brackets):"
        );
        // The fps of scene `name` in each round (a round that lacks it is left out).
        let of = |runs: &[Vec<(String, f64)>], name: &str| -> Vec<f64> {
            let mut v: Vec<f64> = runs
                .iter()
                .filter_map(|r| r.iter().find(|(n, _)| n == name).map(|&(_, f)| f))
                .collect();
            v.sort_by(f64::total_cmp);
            v
        };
        for (name, _) in native.first().into_iter().flatten() {
            let (n, v) = (of(&native, name), of(&relayed, name));
            let (Some(&nm), Some(&vm)) = (n.get(n.len() / 2), v.get(v.len() / 2)) else {
                println!("  {name:10} missing from the vkrelay runs");
                continue;
            };
            println!(
                "  {name:10} native {nm:7.0} fps [{:.0}-{:.0}]  vkrelay {vm:7.0} fps [{:.0}-{:.0}]  ({:.1} %)",
                n[0],
                n[n.len() - 1],
                v[0],
                v[v.len() - 1],
                100.0 * vm / nm
            );
        }
        if let Some(t) = trips.first() {
            println!("  round trips through vkrelay (first run): {t}");
        }
    }
}

/// The frame rates one run of `d3d11-triangle` reports through Wine's `fps` channel (every
/// 1.5 s), the first (start-up) left out.
fn dxvk_run(dir: &Path, seconds: u64, env: &[(&str, &std::ffi::OsStr)]) -> Vec<f64> {
    let prefix = dir.join("prefix");
    let mut cmd = Command::new("wine");
    cmd.arg("d3d11-triangle.exe")
        .current_dir(dir.join("bin"))
        .env("WINEPREFIX", &prefix)
        .env("WINEDEBUG", "-all,+fps")
        .env(
            "WINEDLLOVERRIDES",
            "d3d11,d3d9,dxgi,d3d10core=n,b;mscoree,mshtml=",
        )
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().unwrap();
    std::thread::sleep(Duration::from_secs(seconds));
    // The program ignores SIGINT.
    let _ = child.kill();
    let out = child.wait_with_output().unwrap();
    let _ = Command::new("wineserver")
        .args(["-k"])
        .env("WINEPREFIX", &prefix)
        .status();
    let _ = Command::new("wineserver")
        .args(["-w"])
        .env("WINEPREFIX", &prefix)
        .status();
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| {
            l.split("approx ")
                .nth(1)?
                .split("fps")
                .next()?
                .trim()
                .parse()
                .ok()
        })
        .skip(1)
        .collect()
}

fn dxvk() {
    let Some(dir) = std::env::var_os("VKRELAY_DXVK_DIR").map(PathBuf::from) else {
        println!(
            "
DXVK: skipped (set VKRELAY_DXVK_DIR to target/dxvk after `cargo xtask dxvk`)"
        );
        return;
    };
    if std::env::var_os("DISPLAY").is_none() {
        println!(
            "
DXVK: skipped (needs an X display in DISPLAY)"
        );
        return;
    }
    let rounds: usize = std::env::var("VKRELAY_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(3);
    let seconds = 12;
    let manifest = native_manifest();
    let r = Renderer::start("dxvk");
    let m = r.manifest();
    let (mut native, mut relayed) = (Vec::new(), Vec::new());
    let median = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(f64::total_cmp);
        v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
    };
    for _ in 0..rounds {
        native.push(median(&dxvk_run(
            &dir,
            seconds,
            &[("VK_DRIVER_FILES", manifest.as_ref())],
        )));
        relayed.push(median(&dxvk_run(
            &dir,
            seconds,
            &[
                ("VK_DRIVER_FILES", m.as_os_str()),
                ("VKRELAY_SERVER_PATH", r.socket.as_os_str()),
            ],
        )));
    }
    drop(r.stop());
    println!(
        "
DXVK d3d11-triangle under Wine ({seconds} s per run, {rounds} interleaved rounds; \
         each run's median of Wine's fps reports):"
    );
    println!("  native   {native:.1?} fps");
    println!("  vkrelay  {relayed:.1?} fps");
    let (n, v) = (median(&native), median(&relayed));
    println!(
        "  median: native {n:.1}, vkrelay {v:.1} fps ({:.1} % of native)",
        100.0 * v / n
    );
}

fn main() {
    let mut c = Criterion::default()
        .configure_from_args()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    latency(&mut c);
    c.final_summary();
    // Under `cargo test --benches` (criterion's test mode) only check that it runs.
    if std::env::args().any(|a| a == "--bench") {
        example();
        glmark2();
        dxvk();
    }
}
