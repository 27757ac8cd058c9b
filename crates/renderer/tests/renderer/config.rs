//! The configuration: the real `vkrelay-renderer` binary with good and bad configurations,
//! the policy hooks against lavapipe, and a clamped API version and heap seen by a client
//! through the proxy.

use std::ffi::{CStr, CString};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use ash::vk;
use vkrelay_renderer::config::Config;
use vkrelay_renderer::driver::{Driver, DriverSource};
use vkrelay_renderer::expose::{self, Level};
use vkrelay_renderer::hooks;

const LVP_MANIFEST: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";
const BIN: &str = env!("CARGO_BIN_EXE_vkrelay-renderer");

/// A private directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!("vkrelay-cfg-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o700)).unwrap();
        TempDir(d)
    }

    fn file(&self, name: &str, text: &str) -> PathBuf {
        let p = self.0.join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, text).unwrap();
        p
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs the renderer with `args` in `dir` (its own config home, runtime dir and socket there),
/// killing it after `limit`: a configuration error must end it long before.
fn renderer(dir: &TempDir, args: &[&str]) -> Output {
    let child = Command::new(BIN)
        .args(args)
        .env("XDG_CONFIG_HOME", dir.0.join("config"))
        .env("XDG_RUNTIME_DIR", &dir.0)
        .env("VK_DRIVER_FILES", LVP_MANIFEST)
        .env_remove("VK_ICD_FILENAMES")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for(child, Duration::from_secs(60))
}

fn wait_for(mut child: Child, limit: Duration) -> Output {
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            panic!(
                "still running after {limit:?}; stderr: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// Expects the renderer to fail with exit code `code` and a stderr containing every one of
/// `needles`; returns stderr.
fn fails(out: &Output, code: i32, needles: &[&str]) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(code), "stderr: {stderr}");
    for n in needles {
        assert!(stderr.contains(n), "{n:?} not in stderr: {stderr}");
    }
    stderr
}

fn serve_with_file(dir: &TempDir, text: &str) -> Output {
    let cfg = dir.file("bad.toml", text);
    let cfg = cfg.to_str().unwrap();
    let sock = dir.0.join("s.sock");
    renderer(
        dir,
        &["--config", cfg, "serve", "--socket", sock.to_str().unwrap()],
    )
}

#[test]
fn a_missing_config_file_is_an_error() {
    let dir = TempDir::new("missing");
    let out = renderer(&dir, &["--config", "/nonexistent/r.toml", "serve"]);
    fails(
        &out,
        1,
        &["error: cannot read the configuration file /nonexistent/r.toml"],
    );
}

#[test]
fn unknown_keys_name_the_file_and_line() {
    let dir = TempDir::new("unknown");
    let out = serve_with_file(&dir, "stats = true\n\nmax_memroy = \"1GiB\"\n");
    let path = dir.0.join("bad.toml");
    fails(
        &out,
        1,
        &[
            &format!("error: {}: ", path.display()),
            "line 3",
            "unknown field `max_memroy`",
        ],
    );
}

#[test]
fn syntax_errors_and_bad_values_name_the_line() {
    let dir = TempDir::new("syntax");
    let out = serve_with_file(&dir, "socket = \"/tmp/x.sock\"\nstats = yes\n");
    fails(&out, 1, &["bad.toml", "line 2"]);
    let out = serve_with_file(&dir, "max_api_version = \"1.4\"\n");
    fails(
        &out,
        1,
        &["line 1", "\"1.4\" is not one of \"1.1\", \"1.2\", \"1.3\""],
    );
    let out = serve_with_file(&dir, "max_memory = \"2 GB\"\n");
    fails(&out, 1, &["line 1", "unknown unit \"GB\""]);
    let out = serve_with_file(&dir, "emulate_missing = [\"bc\", \"sparse\"]\n");
    fails(
        &out,
        1,
        &["line 1", "unknown variant `sparse`", "clip-distance"],
    );
    let out = serve_with_file(
        &dir,
        &format!("[device_extensions]\nadd = [\"{}\"]\n", "X".repeat(300)),
    );
    fails(
        &out,
        1,
        &["bad.toml: policy:", "not a valid Vulkan extension name"],
    );
}

#[test]
fn bad_flags_are_usage_errors() {
    let dir = TempDir::new("flags");
    let out = renderer(&dir, &["serve", "--max-api-version", "1.0"]);
    fails(&out, 2, &["--max-api-version", "\"1.0\" is not one of"]);
    let out = renderer(&dir, &["serve", "--max-memory", "lots"]);
    fails(&out, 2, &["--max-memory", "bad size \"lots\""]);
    let out = renderer(&dir, &["serve", "--emulate-missing", "bc,geometry"]);
    fails(
        &out,
        2,
        &[
            "unknown emulation \"geometry\"",
            "bc, clip-distance, cull-distance, scaled-vertex, placed-memory",
        ],
    );
}

/// Every emulation is served, whether the list comes from the flag or the file: the
/// renderer listens (what each does is tested in `repairs` and `bc`).
#[test]
fn emulate_missing_is_served() {
    let dir = TempDir::new("emulate");
    let r = crate::relay::Renderer::start_with(
        &dir.0,
        &[
            "--emulate-missing",
            "bc,clip-distance,cull-distance,scaled-vertex,placed-memory",
        ],
    );
    assert!(r.socket.exists());
    drop(r);
    let dir = TempDir::new("emulate-file");
    let cfg = dir.file(
        "r.toml",
        "emulate_missing = [\"placed-memory\", \"scaled-vertex\"]\n",
    );
    let r = crate::relay::Renderer::start_with(&dir.0, &["--config", cfg.to_str().unwrap()]);
    assert!(r.socket.exists());
}

/// `$XDG_CONFIG_HOME/vkrelay/renderer.toml` is read when `--config` is not given.
#[test]
fn the_default_config_file_is_read() {
    let dir = TempDir::new("xdg");
    let path = dir.file("config/vkrelay/renderer.toml", "stats = 1\n");
    let out = renderer(&dir, &["serve"]);
    fails(
        &out,
        1,
        &[&format!("error: {}: ", path.display()), "line 1"],
    );
}

fn lavapipe_present() -> bool {
    Path::new(LVP_MANIFEST).exists()
}

/// `probe` uses the configuration: the file says 1.1, the flag overrides it with 1.2, and
/// lavapipe (Vulkan 1.3) is shown with what clients are told.
#[test]
fn probe_shows_the_clamped_version_and_flags_override_the_file() {
    if !lavapipe_present() {
        return;
    }
    let dir = TempDir::new("probe");
    let cfg = dir.file("r.toml", "max_api_version = \"1.1\"\n");
    let cfg = cfg.to_str().unwrap();
    let out = renderer(&dir, &["--config", cfg, "probe"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("llvmpipe"), "{stdout}");
    assert!(stdout.contains("clients are told 1.1.0"), "{stdout}");
    let out = renderer(
        &dir,
        &["--config", cfg, "probe", "--max-api-version", "1.2"],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("clients are told 1.2.0"), "{stdout}");
    // The example configuration names lavapipe as its driver; it must be usable as it is.
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/renderer.example.toml");
    let out = renderer(&dir, &["--config", example, "probe"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn ext_names(list: &[vk::ExtensionProperties]) -> Vec<CString> {
    list.iter()
        .map(|e| e.extension_name_as_c_str().unwrap().to_owned())
        .collect()
}

/// lavapipe through the system loader, an instance and its first physical device.
struct Lvp {
    driver: Driver,
    instance: ash::Instance,
    pdev: vk::PhysicalDevice,
}

impl Lvp {
    fn new() -> Option<Lvp> {
        // Tests run with VK_DRIVER_FILES pointing at lavapipe (cargo xtask test).
        let driver = Driver::load(&DriverSource::SystemLoader).ok()?;
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: `info` is valid for the call.
        let instance = unsafe { driver.entry().create_instance(&info, None) }.ok()?;
        // SAFETY: `instance` is live.
        let pdev = *unsafe { instance.enumerate_physical_devices() }
            .ok()?
            .first()?;
        Some(Lvp {
            driver,
            instance,
            pdev,
        })
    }
}

impl Drop for Lvp {
    fn drop(&mut self) {
        // SAFETY: every child of the instance was destroyed by the tests.
        unsafe { self.instance.destroy_instance(None) };
    }
}

/// The extension policy on a real driver's enumeration: `remove` hides, the built-in list
/// stays hidden, everything else is shown in the driver's order.
#[test]
fn extension_enumerations_follow_the_policy() {
    let Some(lvp) = Lvp::new() else {
        assert!(!lavapipe_present(), "lavapipe is installed but unusable");
        return;
    };
    // SAFETY: live instance and physical device.
    let all = unsafe { lvp.instance.enumerate_device_extension_properties(lvp.pdev) }.unwrap();
    let names = ext_names(&all);
    assert!(names.contains(&c"VK_KHR_maintenance1".to_owned()));
    let config = Config::from_toml_str(
        "[device_extensions]\nremove = [\"VK_KHR_maintenance1\"]\n\
         [instance_extensions]\nremove = [\"VK_KHR_get_physical_device_properties2\"]",
        "test.toml".as_ref(),
    )
    .unwrap();
    let shown = ext_names(&expose::filter(&config, Level::Device, &all));
    let default = ext_names(&expose::filter(&Config::default(), Level::Device, &all));
    assert!(!shown.contains(&c"VK_KHR_maintenance1".to_owned()));
    assert!(default.contains(&c"VK_KHR_maintenance1".to_owned()));
    let mut expected = default.clone();
    expected.retain(|n| n.as_c_str() != c"VK_KHR_maintenance1");
    assert_eq!(shown, expected);
    for hidden in expose::HIDDEN {
        let h = CString::new(*hidden).unwrap();
        assert!(!default.contains(&h), "{hidden} shown");
    }
    // SAFETY: a global command.
    let inst = unsafe {
        lvp.driver
            .entry()
            .enumerate_instance_extension_properties(None)
    }
    .unwrap();
    let shown = ext_names(&expose::filter(&config, Level::Instance, &inst));
    assert!(!shown.contains(&c"VK_KHR_get_physical_device_properties2".to_owned()));
    assert!(!shown.is_empty());
    assert!(!expose::exposed_with(
        &config,
        Level::Device,
        b"VK_KHR_maintenance1"
    ));
    assert!(expose::exposed_with(
        &config,
        Level::Device,
        b"VK_KHR_maintenance2"
    ));
    assert!(!expose::exposed_with(
        &config,
        Level::Device,
        b"VK_KHR_swapchain"
    ));
    // An allowlist shows only what it names (and the driver has).
    let allow = Config::from_toml_str(
        "[device_extensions]\nallow = [\"VK_KHR_maintenance2\", \"VK_KHR_swapchain\", \"VK_KHR_nope\"]",
        "test.toml".as_ref(),
    )
    .unwrap();
    let shown = ext_names(&expose::filter(&allow, Level::Device, &all));
    assert_eq!(shown, [c"VK_KHR_maintenance2".to_owned()]);
}

/// `hooks::create_device` edits a real vkCreateDevice request: a removed extension is
/// dropped, an added one appended, and the driver accepts the edited request.
#[test]
fn device_requests_are_edited_and_the_driver_accepts_them() {
    let Some(lvp) = Lvp::new() else {
        assert!(!lavapipe_present(), "lavapipe is installed but unusable");
        return;
    };
    let config = Config::from_toml_str(
        "[device_extensions]\nremove = [\"VK_KHR_maintenance1\"]\n\
         add = [\"VK_KHR_maintenance2\", \"VK_KHR_not_a_real_one\"]",
        "test.toml".as_ref(),
    )
    .unwrap();
    let requested: Vec<&CStr> = vec![c"VK_KHR_maintenance1", c"VK_KHR_maintenance3"];
    let ptrs: Vec<_> = requested.iter().map(|n| n.as_ptr()).collect();
    let priority = [1.0f32];
    let queue = [vk::DeviceQueueCreateInfo::default()
        .queue_family_index(0)
        .queue_priorities(&priority)];
    let mut info = vk::DeviceCreateInfo::default()
        .queue_create_infos(&queue)
        .enabled_extension_names(&ptrs);
    let mut device = vk::Device::null();
    let mut a = vk_wire::args::CreateDevice {
        physical_device: lvp.pdev,
        p_create_info: (&raw mut info).cast(),
        p_allocator: std::ptr::null(),
        p_device: &mut device,
    };
    let cmd = vk_wire::command_by_name("vkCreateDevice").unwrap();
    // SAFETY: `a` is vkCreateDevice's argument structure in writable memory; the instance
    // owns the physical device.
    let before =
        unsafe { hooks::create_device(&config, &lvp.driver, lvp.instance.handle(), cmd, &mut a) }
            .unwrap();
    let want = [c"VK_KHR_maintenance3", c"VK_KHR_maintenance2"].map(CStr::to_owned);
    assert_eq!(before.names().unwrap(), want);
    assert_eq!(before.report.removed, [c"VK_KHR_maintenance1".to_owned()]);
    assert_eq!(
        before.report.not_added,
        [c"VK_KHR_not_a_real_one".to_owned()]
    );
    assert_eq!(info.enabled_extension_count, 2);
    // SAFETY: the edited array points into `before`, alive here.
    let sent = unsafe { std::slice::from_raw_parts(info.pp_enabled_extension_names, 2) };
    // SAFETY: as above; C strings of `before`'s list.
    assert_eq!(unsafe { CStr::from_ptr(sent[1]) }, c"VK_KHR_maintenance2");
    // SAFETY: `info` is a valid request whose names live in `before`.
    let dev = unsafe { lvp.instance.create_device(lvp.pdev, &info, None) }
        .expect("the driver accepts the edited request");
    // SAFETY: nothing was created from the device.
    unsafe { dev.destroy_device(None) };
    drop(before);

    // Without a device policy the request is not touched.
    let untouched = vk::DeviceCreateInfo::default().enabled_extension_names(&ptrs);
    let mut info2 = untouched;
    a.p_create_info = (&raw mut info2).cast();
    // SAFETY: as above.
    let before = unsafe {
        hooks::create_device(
            &Config::default(),
            &lvp.driver,
            lvp.instance.handle(),
            cmd,
            &mut a,
        )
    }
    .unwrap();
    assert!(before.names().is_none());
    assert_eq!(info2.pp_enabled_extension_names, ptrs.as_ptr());
}

/// `hooks::create_instance` on vkCreateInstance: the instance policy edits the request and
/// the driver creates the instance.
#[test]
fn instance_requests_are_edited() {
    let Ok(driver) = Driver::load(&DriverSource::SystemLoader) else {
        assert!(!lavapipe_present(), "lavapipe is installed but unusable");
        return;
    };
    let config = Config::from_toml_str(
        "[instance_extensions]\nremove = [\"VK_KHR_surface\"]\n\
         add = [\"VK_KHR_get_physical_device_properties2\"]",
        "test.toml".as_ref(),
    )
    .unwrap();
    let ptrs = [c"VK_KHR_surface".as_ptr()];
    let mut info = vk::InstanceCreateInfo::default().enabled_extension_names(&ptrs);
    let mut instance = vk::Instance::null();
    let mut a = vk_wire::args::CreateInstance {
        p_create_info: (&raw mut info).cast(),
        p_allocator: std::ptr::null(),
        p_instance: &mut instance,
    };
    let cmd = vk_wire::command_by_name("vkCreateInstance").unwrap();
    // SAFETY: `a` is vkCreateInstance's argument structure in writable memory.
    let before = unsafe { hooks::create_instance(&config, &driver, cmd, &mut a) }.unwrap();
    assert_eq!(
        before.names().unwrap(),
        [c"VK_KHR_get_physical_device_properties2".to_owned()]
    );
    // SAFETY: `info` is valid; its names live in `before`.
    let inst = unsafe { driver.entry().create_instance(&info, None) }.unwrap();
    // SAFETY: nothing was created from it.
    unsafe { inst.destroy_instance(None) };
    drop(before);

    // A request whose names cannot be read is refused, not followed.
    let bad = [std::ptr::null()];
    let mut info = vk::InstanceCreateInfo::default().enabled_extension_names(&bad);
    a.p_create_info = (&raw mut info).cast();
    // SAFETY: `a` is vkCreateInstance's argument structure; the null name is what is tested.
    let err = unsafe { hooks::create_instance(&config, &driver, cmd, &mut a) }.unwrap_err();
    assert!(matches!(err, hooks::HookError::Names { .. }), "{err}");
    assert!(err.to_string().starts_with("vkCreateInstance: "), "{err}");
}

/// The ICD built next to this test binary (the dev-dependency on vkrelay-icd builds it).
fn icd_library() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    for dir in [deps.parent().unwrap(), deps] {
        let p = dir.join("libvulkan_vkrelay.so");
        if p.exists() {
            return p;
        }
    }
    panic!("libvulkan_vkrelay.so not found next to {}", exe.display());
}

/// A renderer serving in `dir` with extra flags, its stderr in `dir/renderer.log`; killed on
/// drop.
struct Server(Child);

impl Server {
    fn start(dir: &TempDir, socket: &Path, flags: &[&str]) -> Server {
        let log = std::fs::File::create(dir.0.join("renderer.log")).unwrap();
        let child = Command::new(BIN)
            .args(flags)
            .arg("serve")
            .arg("--socket")
            .arg(socket)
            .env("VK_DRIVER_FILES", LVP_MANIFEST)
            .env("XDG_RUNTIME_DIR", &dir.0)
            .env("XDG_CONFIG_HOME", dir.0.join("config"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        let mut s = Server(child);
        let start = Instant::now();
        while !socket.exists() {
            if let Some(status) = s.0.try_wait().unwrap() {
                panic!("the renderer exited before listening: {status}");
            }
            assert!(start.elapsed() < Duration::from_secs(60), "no socket");
            std::thread::sleep(Duration::from_millis(20));
        }
        s
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Runs `vulkaninfo` as a client of the renderer on `socket`; returns its stdout.
fn vulkaninfo(dir: &TempDir, socket: &Path) -> String {
    let manifest = dir.file(
        "vkrelay_icd.json",
        &vulkan_vkrelay::manifest_json(&icd_library()),
    );
    let child = Command::new("vulkaninfo")
        .env("VK_DRIVER_FILES", &manifest)
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", &dir.0)
        .current_dir(&dir.0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("vulkaninfo is installed");
    let out = wait_for(child, Duration::from_secs(120));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "vulkaninfo failed: {stderr}");
    assert!(stdout.contains("llvmpipe"), "{stdout}");
    stdout
}

/// What a client is told through the proxy: `vulkaninfo` (a client no one here wrote) sees
/// the clamped apiVersion and heap size.
#[test]
fn a_client_sees_the_clamped_version_and_heap_through_the_proxy() {
    if !lavapipe_present() {
        return;
    }
    let dir = TempDir::new("e2e");
    let socket = dir.0.join("vkrelay.sock");
    let _server = Server::start(
        &dir,
        &socket,
        &["--max-api-version", "1.1", "--max-memory", "256MiB"],
    );
    let stdout = vulkaninfo(&dir, &socket);
    let api: Vec<&str> = stdout
        .lines()
        .filter(|l| l.trim_start().starts_with("apiVersion"))
        .collect();
    assert!(!api.is_empty(), "{stdout}");
    for l in &api {
        assert!(l.contains("= 1.1.0"), "not clamped: {l}");
    }
    let heaps: Vec<&str> = stdout
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            t.starts_with("size ") && t.contains(" (0x")
        })
        .collect();
    assert!(!heaps.is_empty(), "{stdout}");
    for l in &heaps {
        assert!(l.contains("= 268435456 "), "heap not capped: {l}");
    }
}

/// Through the proxy, `vulkaninfo` does not see the extensions the policy removes, and the
/// renderer prints the client's stats when it leaves.
#[test]
fn a_client_sees_the_extension_policy_and_its_stats_are_printed() {
    if !lavapipe_present() {
        return;
    }
    let dir = TempDir::new("e2e-ext");
    let socket = dir.0.join("vkrelay.sock");
    let cfg = dir.file(
        "r.toml",
        "stats = true\n\
         [instance_extensions]\nremove = [\"VK_KHR_external_fence_capabilities\"]\n\
         [device_extensions]\nremove = [\"VK_KHR_maintenance1\"]\nadd = [\"VK_KHR_maintenance2\"]\n",
    );
    let server = Server::start(&dir, &socket, &["--config", cfg.to_str().unwrap()]);
    let stdout = vulkaninfo(&dir, &socket);
    assert!(!stdout.contains("VK_KHR_maintenance1"), "{stdout}");
    assert!(
        !stdout.contains("VK_KHR_external_fence_capabilities"),
        "{stdout}"
    );
    assert!(stdout.contains("VK_KHR_maintenance2"), "{stdout}");
    assert!(stdout.contains("VK_KHR_maintenance3"), "{stdout}");
    // The summary is printed when the renderer notices the client left.
    let log = dir.0.join("renderer.log");
    let start = Instant::now();
    let text = loop {
        let text = std::fs::read_to_string(&log).unwrap();
        if text.contains("top commands by count:") || start.elapsed() > Duration::from_secs(30) {
            break text;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    drop(server);
    let line = text
        .lines()
        .find(|l| l.starts_with("vkrelay-renderer: client ") && l.contains(" stats: "))
        .unwrap_or_else(|| panic!("no stats line in the renderer's stderr:\n{text}"));
    let calls: u64 = line
        .split(" stats: ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no call count in {line:?}"));
    assert!(calls > 10, "{line}");
    assert!(
        line.contains(" round trips, ") && line.contains(" bytes out"),
        "{line}"
    );
    assert!(text.contains("top commands by count:\n"), "{text}");
    assert!(text.contains("  vkGetPhysicalDevice"), "{text}");
}
