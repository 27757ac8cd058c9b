//! End to end: real Vulkan applications through `libvulkan_vkrelay.so` and the renderer on
//! the real driver (lavapipe).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

pub const LVP_MANIFEST: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";

/// The driver the test renderers run on: `VKRELAY_TEST_NATIVE_DRIVER_FILES` (to run a test on
/// another driver by hand, e.g. NVIDIA's on the H200 host), else lavapipe ([`LVP_MANIFEST`]).
pub fn native_manifest() -> String {
    std::env::var("VKRELAY_TEST_NATIVE_DRIVER_FILES").unwrap_or_else(|_| LVP_MANIFEST.into())
}

/// Whether the test renderers run on lavapipe ([`native_manifest`]).
pub fn on_lavapipe() -> bool {
    native_manifest() == LVP_MANIFEST
}

/// A private directory, removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!("vkrelay-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o700)).unwrap();
        TempDir(d)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The ICD built next to this test binary (the dev-dependency on vkrelay-icd builds it into
/// `deps/`; `cargo build -p vkrelay-icd` into the profile directory): the newer of the two, so
/// a stale copy from an earlier build is not tested.
pub fn icd_library() -> PathBuf {
    built_library("libvulkan_vkrelay.so", "vkrelay-icd")
}

/// The library `file` built next to this test binary by the dev-dependency `package` (or by
/// `cargo build -p package`): the newer of the two.
pub fn built_library(file: &str, package: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    [deps.parent().unwrap(), deps]
        .iter()
        .map(|dir| dir.join(file))
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .max()
        .map(|(_, p)| p)
        .unwrap_or_else(|| {
            panic!(
                "{file} not found next to {}; build {package} first",
                exe.display()
            )
        })
}

/// A renderer process serving on a socket in `dir`, on lavapipe; killed on drop.
pub struct Renderer {
    pub child: Child,
    pub socket: PathBuf,
}

impl Renderer {
    pub fn start(dir: &Path) -> Renderer {
        Renderer::start_with(dir, &[])
    }

    /// [`Renderer::start`] with more `serve` flags.
    pub fn start_with(dir: &Path, flags: &[&str]) -> Renderer {
        Renderer::start_logged(dir, flags, None)
    }

    /// [`Renderer::start_with`], its log (stderr, at the default level: warnings and errors)
    /// written to `log` if given.
    pub fn start_logged(dir: &Path, flags: &[&str], log: Option<&Path>) -> Renderer {
        Renderer::start_env(dir, flags, &[], log)
    }

    /// [`Renderer::start_logged`] with environment variables for the renderer (e.g.
    /// `VKRELAY_LOG`, `VK_INSTANCE_LAYERS`); its standard output goes to the log too.
    pub fn start_env(
        dir: &Path,
        flags: &[&str],
        envs: &[(&str, &str)],
        log: Option<&Path>,
    ) -> Renderer {
        // A socket already here (a test's deliberate stale one) makes the wait below end at
        // once; such a test waits for the renderer's log instead. `Drop` removes the socket
        // of a renderer it kills, so a restart in the same directory waits for the new one.
        let socket = dir.join("vkrelay.sock");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"));
        cmd.args(["serve", "--socket"])
            .arg(&socket)
            .args(flags)
            .env("VK_DRIVER_FILES", native_manifest())
            .env("XDG_RUNTIME_DIR", dir)
            // The renderer's caches on disk (pipeline caches, rewritten SPIR-V) stay in the
            // test's directory unless `envs` says otherwise: a run never meets another's.
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .stdin(Stdio::null());
        if let Some(log) = log {
            let file = std::fs::File::create(log).unwrap();
            cmd.stdout(file.try_clone().unwrap())
                .stderr(file)
                .env_remove("VKRELAY_LOG");
        }
        cmd.envs(envs.iter().copied());
        let child = cmd.spawn().unwrap();
        let mut r = Renderer { child, socket };
        let start = Instant::now();
        while !r.socket.exists() {
            if let Some(status) = r.child.try_wait().unwrap() {
                panic!("the renderer exited before listening: {status}");
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the renderer did not listen within 60 s"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        r
    }
}

impl Renderer {
    /// Stops the renderer with `SIGTERM` and waits (30 s at most) for it to end: it finishes
    /// its captures first, where a kill would cut them.
    pub fn stop(mut self) -> std::process::ExitStatus {
        let pid = nix::unistd::Pid::from_raw(self.child.id() as i32);
        nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM).unwrap();
        let start = Instant::now();
        loop {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the renderer did not stop on SIGTERM"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A killed renderer cannot remove its own socket.
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// Writes the vkrelay ICD manifest into `dir`.
pub fn manifest(dir: &Path) -> PathBuf {
    let m = dir.join("vkrelay_icd.json");
    std::fs::write(&m, vulkan_vkrelay::manifest_json(&icd_library())).unwrap();
    m
}

/// Runs `cmd` as an application of the proxy (its `VK_DRIVER_FILES` is the vkrelay manifest),
/// killing it after `limit`.
/// Points `cmd` at the vkrelay ICD in `dir` and the renderer at `socket`.
pub fn through_vkrelay<'a>(cmd: &'a mut Command, dir: &Path, socket: &Path) -> &'a mut Command {
    cmd.env("VK_DRIVER_FILES", manifest(dir))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir)
}

pub fn run_app(mut cmd: Command, dir: &Path, socket: &Path, limit: Duration) -> Output {
    through_vkrelay(&mut cmd, dir, socket)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let child = cmd.spawn().unwrap();
    let pid = child.id();
    let start = Instant::now();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    loop {
        if let Ok(out) = rx.try_recv() {
            return out.unwrap();
        }
        if start.elapsed() > limit {
            // SAFETY: kill(2) on the pid of the child this function started and has not reaped.
            unsafe { libc_kill(pid as i32) };
            panic!("the application did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

unsafe extern "C" {
    #[link_name = "kill"]
    fn kill(pid: i32, sig: i32) -> i32;
}

/// # Safety
/// `pid` is a child of this process that has not been reaped.
unsafe fn libc_kill(pid: i32) {
    // SAFETY: caller.
    unsafe { kill(pid, 9) };
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `vulkaninfo --summary` through vkrelay shows lavapipe's llvmpipe device.
#[test]
fn vulkaninfo_summary_shows_the_real_device() {
    let dir = TempDir::new("vulkaninfo");
    let renderer = Renderer::start(&dir.0);
    let mut cmd = Command::new("vulkaninfo");
    cmd.arg("--summary");
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(
        out.status.success(),
        "vulkaninfo failed: {}\n{stdout}\n{stderr}",
        out.status
    );
    let name = stdout
        .lines()
        .find(|l| l.trim_start().starts_with("deviceName"))
        .unwrap_or_else(|| panic!("no deviceName in:\n{stdout}\n{stderr}"));
    assert!(name.contains("llvmpipe"), "{name}");
    assert!(stdout.contains("driverName         = llvmpipe"), "{stdout}");
    // The ICD emulates X11 surfaces (the driver's own WSI stays hidden).
    for ext in [
        "VK_KHR_surface ",
        "VK_KHR_xcb_surface ",
        "VK_KHR_xlib_surface ",
    ] {
        assert!(
            stdout.lines().any(|l| l.trim_start().starts_with(ext)),
            "{ext}missing:\n{stdout}"
        );
    }
}

/// The application half of [`a_dead_renderer_gives_device_lost_quickly`], run in its own
/// process (the environment points the ICD at the renderer): loads the ICD directly, creates
/// an instance, lists the devices, then waits for a line on stdin and calls again, printing
/// each result and the time it took.
#[test]
#[ignore = "helper process of a_dead_renderer_gives_device_lost_quickly"]
fn dead_renderer_client() {
    use ash::vk;
    use std::io::BufRead;
    use vkrelay_renderer::driver::{Driver, DriverSource};

    let Some(icd) = std::env::var_os("VKRELAY_TEST_ICD") else {
        return;
    };
    let driver = Driver::load(&DriverSource::Library(icd.into())).unwrap();
    let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: valid create info, no allocator.
    let instance = unsafe { driver.entry().create_instance(&info, None) }.unwrap();
    // SAFETY: live instance.
    let before = unsafe { instance.enumerate_physical_devices() }.unwrap();
    // Straight to the stdout handle: print! may be captured by the test harness.
    let say = |s: String| {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        writeln!(out, "{s}").unwrap();
        out.flush().unwrap();
    };
    say(format!("READY {}", before.len()));
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).unwrap();
    for _ in 0..2 {
        let t = Instant::now();
        // SAFETY: live instance (its renderer is gone, which the ICD must report).
        let r = unsafe { instance.enumerate_physical_devices() };
        say(format!("RESULT {:?} {}", r.err(), t.elapsed().as_millis()));
    }
}

/// When the renderer dies, calls return `VK_ERROR_DEVICE_LOST` within a second; nothing hangs.
#[test]
fn a_dead_renderer_gives_device_lost_quickly() {
    use std::io::{BufRead, BufReader, Write};

    let dir = TempDir::new("dead");
    let mut renderer = Renderer::start(&dir.0);
    let mut app = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "relay::dead_renderer_client",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("VKRELAY_TEST_ICD", icd_library())
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(app.stdout.take().unwrap()).lines();
    let ready = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|l| l.find("READY").map(|i| l[i..].to_owned()))
        .expect("the client did not get ready");
    // (libtest's own "test ... " prefix may share the line.)
    assert_ne!(
        ready, "READY 0",
        "the client saw no device before the renderer died"
    );
    renderer.child.kill().unwrap();
    renderer.child.wait().unwrap();
    let start = Instant::now();
    writeln!(app.stdin.as_mut().unwrap(), "go").unwrap();
    // Read to the end, so the client never writes into a closed pipe.
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let results: Vec<String> = rest
        .iter()
        .filter_map(|l| l.find("RESULT").map(|i| l[i..].to_owned()))
        .take(2)
        .collect();
    let status = app.wait().unwrap();
    assert!(status.success(), "{status}");
    assert!(start.elapsed() < Duration::from_secs(10), "the client hung");
    assert_eq!(results.len(), 2, "{results:?}");
    for r in &results {
        let mut parts = r.split_whitespace();
        assert_eq!(parts.next(), Some("RESULT"));
        assert_eq!(parts.next(), Some("Some(ERROR_DEVICE_LOST)"), "{r}");
        let ms: u64 = parts.next().unwrap().parse().unwrap();
        assert!(ms < 1000, "{r}: took {ms} ms");
    }
}

/// The profile `vulkaninfo --json` writes into `dir`.
fn vulkaninfo_json(mut cmd: Command, dir: &Path) -> Vec<String> {
    cmd.arg("--json").current_dir(dir);
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "vulkaninfo --json: {}",
        text(&out.stderr)
    );
    let file = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("VP_VULKANINFO_"))
        })
        .expect("vulkaninfo --json wrote no profile");
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// `vulkaninfo --json` through vkrelay equals the native profile, except for what the
/// renderer hides on purpose: the extensions in `expose::HIDDEN` and the properties structure
/// of a hidden extension (`VkPhysicalDeviceExternalMemoryHostPropertiesEXT`); and for the two
/// extensions the ICD adds (`VK_KHR_map_memory2`, `VK_EXT_map_memory_placed`,
/// `VK_EXT_swapchain_maintenance1`, `VK_KHR_present_id`, `VK_KHR_present_wait`, with their
/// feature structures).
/// `VK_KHR_swapchain`, `VK_KHR_incremental_present` and `VK_KHR_swapchain_mutable_format` are
/// hidden from the driver but listed: the ICD emulates them (`wsi`).
#[test]
fn vulkaninfo_json_matches_native_except_hidden_extensions() {
    let dir = TempDir::new("json");
    let native_dir = dir.0.join("native");
    let relay_dir = dir.0.join("relay");
    std::fs::create_dir_all(&native_dir).unwrap();
    std::fs::create_dir_all(&relay_dir).unwrap();
    let mut native = Command::new("vulkaninfo");
    native
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env("XDG_RUNTIME_DIR", &dir.0);
    let native = vulkaninfo_json(native, &native_dir);
    let renderer = Renderer::start(&dir.0);
    let mut relay = Command::new("vulkaninfo");
    relay
        .env("VK_DRIVER_FILES", manifest(&dir.0))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", &renderer.socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .env("VKRELAY_SWAPCHAIN_MAINTENANCE1", "1");
    let relay = vulkaninfo_json(relay, &relay_dir);
    // The relayed profile is the native one with some lines left out; each left-out line must
    // be about something hidden on purpose.
    let allowed = |l: &str| {
        let t = l.trim();
        t == "},"
            || t.contains("VkPhysicalDeviceExternalMemoryHostPropertiesEXT")
            || t.contains("minImportedHostPointerAlignment")
            || vkrelay_renderer::expose::HIDDEN
                .iter()
                .any(|h| t.starts_with(&format!("\"{h}\"")))
    };
    // ... and some lines added: the extensions the ICD implements itself (those the driver
    // lacks natively), and the feature structures of those the profile knows.
    const OWN: [&str; 5] = [
        "VK_KHR_map_memory2",
        "VK_EXT_map_memory_placed",
        "VK_EXT_swapchain_maintenance1",
        "VK_KHR_present_id",
        "VK_KHR_present_wait",
    ];
    let own_features = [
        "VkPhysicalDeviceMapMemoryPlacedFeaturesEXT",
        "VkPhysicalDeviceSwapchainMaintenance1FeaturesEXT",
        "VkPhysicalDevicePresentIdFeaturesKHR",
        "VkPhysicalDevicePresentWaitFeaturesKHR",
    ];
    let mut relay = relay;
    let mut features = 0;
    while let Some(at) = relay.iter().position(|l| {
        own_features
            .iter()
            .any(|f| l.trim().starts_with(&format!("\"{f}\"")) && !native.contains(l))
    }) {
        let end = (at..relay.len())
            .find(|&k| relay[k].trim().starts_with('}'))
            .expect("a feature block ends");
        relay.drain(at..=end);
        features += 1;
    }
    println!("{features} feature structures of own extensions");
    let added = |l: &str| {
        let t = l.trim();
        OWN.iter().any(|o| t.starts_with(&format!("\"{o}\"")))
            && !native.iter().any(|n| n.trim() == t)
    };
    let mut j = 0;
    let mut dropped = Vec::new();
    let mut extra = 0;
    for l in &native {
        while relay.get(j).is_some_and(|r| added(r)) {
            j += 1;
            extra += 1;
        }
        if relay.get(j) == Some(l) {
            j += 1;
        } else {
            assert!(allowed(l), "native line missing through vkrelay: {l}");
            dropped.push(l.clone());
        }
    }
    assert_eq!(
        j,
        relay.len(),
        "line {} through vkrelay is not in the native profile: {}",
        j + 1,
        relay.get(j).map_or("", String::as_str)
    );
    assert!(relay.len() > 500, "suspiciously short profile");
    let natively = OWN
        .iter()
        .filter(|o| {
            native
                .iter()
                .any(|n| n.trim().starts_with(&format!("\"{o}\"")))
        })
        .count();
    assert_eq!(
        extra,
        OWN.len() - natively,
        "the ICD's own extensions are listed once each"
    );
    // The ICD's emulated swapchain takes the place of the driver's.
    assert!(
        !dropped.iter().any(|l| l.contains("\"VK_KHR_swapchain\"")),
        "{dropped:?}"
    );
    // So is `VK_KHR_incremental_present` (its regions are a hint the ICD may ignore).
    assert!(
        !dropped
            .iter()
            .any(|l| l.contains("VK_KHR_incremental_present")),
        "{dropped:?}"
    );
    // Of lavapipe's extensions, only those that cannot cross processes are left out.
    let mut names: Vec<&str> = dropped
        .iter()
        .filter_map(|l| l.trim().strip_prefix('"')?.split('"').next())
        .filter(|n| n.starts_with("VK_") && !n.starts_with("VK_LAYER"))
        .collect();
    names.sort_unstable();
    assert_eq!(
        names,
        ["VK_EXT_external_memory_host", "VK_KHR_external_memory_fd"],
        "{dropped:?}"
    );
}

/// A client that sends garbage is dropped; the renderer keeps serving others.
#[test]
fn a_hostile_client_is_dropped_and_others_are_served() {
    use shm_ring::handshake::{self, HandshakeConfig};

    let dir = TempDir::new("hostile");
    let renderer = Renderer::start(&dir.0);
    let mut conn = handshake::connect(&HandshakeConfig::new(&renderer.socket)).unwrap();
    // A command id the wire does not know.
    conn.writer.send(0xdead, 0, &[0u8; 24]).unwrap();
    let mut buf = Vec::new();
    let err = conn.reader.recv(1 << 20, &mut buf).unwrap_err();
    assert!(
        matches!(err, shm_ring::Error::PeerClosed | shm_ring::Error::PeerDead),
        "{err}"
    );
    let mut cmd = Command::new("vulkaninfo");
    cmd.arg("--summary");
    let out = run_app(cmd, &dir.0, &renderer.socket, Duration::from_secs(120));
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("llvmpipe"));
}

/// Each live thread of process `pid`: its name and the text of its `/proc/PID/task/TID/FILE`.
pub fn thread_files(pid: u32, file: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(format!("/proc/{pid}/task"))
        .unwrap()
        .flatten()
    {
        let (Ok(comm), Ok(text)) = (
            std::fs::read_to_string(e.path().join("comm")),
            std::fs::read_to_string(e.path().join(file)),
        ) else {
            continue; // the thread ended meanwhile
        };
        out.push((comm.trim().to_owned(), text));
    }
    out
}

/// Each live thread of process `pid`: its name and the fields of its `/proc/PID/task/TID/stat`
/// line after the name (which is in parentheses and may hold spaces), the line's 3rd field
/// (state) first: a field numbered N in `proc(5)` is at N - 3.
pub fn thread_stats(pid: u32) -> Vec<(String, Vec<String>)> {
    thread_files(pid, "stat")
        .into_iter()
        .map(|(name, stat)| {
            let fields = stat[stat.rfind(')').unwrap() + 2..]
                .split_whitespace()
                .map(str::to_owned)
                .collect();
            (name, fields)
        })
        .collect()
}

/// A timeline semaphore of `device` at `initial`.
pub fn timeline_semaphore(device: &ash::Device, initial: u64) -> ash::vk::Semaphore {
    let mut ty = ash::vk::SemaphoreTypeCreateInfo::default()
        .semaphore_type(ash::vk::SemaphoreType::TIMELINE)
        .initial_value(initial);
    let info = ash::vk::SemaphoreCreateInfo::default().push_next(&mut ty);
    // SAFETY: a valid create info on a live device.
    unsafe { device.create_semaphore(&info, None) }.unwrap()
}

/// A command pool of `device`'s queue family 0 and one primary command buffer of it, begun
/// for recording.
pub fn begun_command_buffer(
    device: &ash::Device,
) -> (ash::vk::CommandPool, ash::vk::CommandBuffer) {
    use ash::vk;
    // SAFETY: valid create and allocate infos on a live device.
    unsafe {
        let pool = device
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cb = device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        device
            .begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        (pool, cb)
    }
}
