//! End to end: real Vulkan applications through `libvulkan_vkrelay.so` and the renderer on
//! the real driver (lavapipe).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const LVP_MANIFEST: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";

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

/// The ICD built next to this test binary (the dev-dependency on vkrelay-icd builds it).
pub fn icd_library() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    for dir in [deps.parent().unwrap(), deps] {
        let p = dir.join("libvulkan_vkrelay.so");
        if p.exists() {
            return p;
        }
    }
    panic!(
        "libvulkan_vkrelay.so not found next to {}; build vkrelay-icd first",
        exe.display()
    );
}

/// A renderer process serving on a socket in `dir`, on lavapipe; killed on drop.
pub struct Renderer {
    pub child: Child,
    pub socket: PathBuf,
}

impl Renderer {
    pub fn start(dir: &Path) -> Renderer {
        let socket = dir.join("vkrelay.sock");
        let child = Command::new(env!("CARGO_BIN_EXE_vkrelay-renderer"))
            .args(["serve", "--socket"])
            .arg(&socket)
            .env("VK_DRIVER_FILES", LVP_MANIFEST)
            .env("XDG_RUNTIME_DIR", dir)
            .stdin(Stdio::null())
            .spawn()
            .unwrap();
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

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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
pub fn run_app(mut cmd: Command, dir: &Path, socket: &Path, limit: Duration) -> Output {
    cmd.env("VK_DRIVER_FILES", manifest(dir))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir)
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
    // The proxy hides what it cannot carry yet.
    assert!(
        !stdout
            .lines()
            .any(|l| l.trim_start().starts_with("VK_KHR_surface ")),
        "{stdout}"
    );
}
