//! The Java stand-in of Winlator's component, run on a desktop JVM with the x86_64
//! `libvortekrenderer.so`; the vkrelay ICD for clients; a private Xvfb.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// lavapipe's ICD manifest (what `cargo xtask test` sets `VK_DRIVER_FILES` to).
pub const LVP_MANIFEST: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";
/// lavapipe's library, loaded directly (`libvulkanPath`, `--driver`).
pub const LVP_LIBRARY: &str = "/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so";

/// A private directory, removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let d = std::env::temp_dir().join(format!("vkrelay-vortek-{tag}-{}", std::process::id()));
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

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The library `file` built next to this test binary (in `deps/` or the profile directory):
/// the newer of the two, so a stale copy is not tested.
pub fn built_library(file: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap();
    [deps.parent().unwrap(), deps]
        .iter()
        .map(|dir| dir.join(file))
        .filter_map(|p| Some((std::fs::metadata(&p).ok()?.modified().ok()?, p)))
        .max()
        .map(|(_, p)| p)
        .unwrap_or_else(|| panic!("{file} not found next to {}", exe.display()))
}

/// The `vkrelay-renderer` binary: `VKRELAY_RENDERER_BIN` where set (`cargo xtask test` sets
/// it to the binary its workspace build made, the one the renderer's own tests run), else
/// built here (`cargo build -p vkrelay-renderer --bin vkrelay-renderer`, a no-op when it is
/// current): a dev-dependency gives the tests the renderer's library, not its binary. That
/// build goes to a target directory of its own (`vortek-renderer` beside this profile's):
/// built into this one, with other features and another profile, it would replace the
/// binary that the renderer's tests (`--test-crash-on`) run at the same time.
pub fn renderer_binary() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            if let Some(bin) = std::env::var_os("VKRELAY_RENDERER_BIN") {
                let bin = PathBuf::from(bin);
                assert!(
                    bin.exists(),
                    "VKRELAY_RENDERER_BIN names {}, which does not exist",
                    bin.display()
                );
                return bin;
            }
            let exe = std::env::current_exe().unwrap();
            let profile_dir = exe.parent().unwrap().parent().unwrap().to_owned();
            let target_dir = profile_dir.parent().unwrap().join("vortek-renderer");
            let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
            let mut cmd = Command::new(cargo);
            cmd.args([
                "build",
                "--quiet",
                "-p",
                "vkrelay-renderer",
                "--bin",
                "vkrelay-renderer",
            ])
            .env("CARGO_TARGET_DIR", &target_dir);
            let release = profile_dir.file_name().is_some_and(|n| n == "release");
            if release {
                cmd.arg("--release");
            }
            let status = cmd.status().unwrap();
            assert!(status.success(), "building vkrelay-renderer: {status}");
            let bin = target_dir
                .join(if release { "release" } else { "debug" })
                .join("vkrelay-renderer");
            assert!(bin.exists(), "{} was not built", bin.display());
            bin
        })
        .clone()
}

/// Whether the JDK is here. Without it the tests are skipped, except in CI (`CI` set), where
/// that is a failure.
pub fn have_jdk() -> bool {
    let found = Command::new("javac")
        .arg("-version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        assert!(
            std::env::var_os("CI").is_none(),
            "javac is missing (openjdk-17-jdk-headless); CI must run the Winlator stand-in tests"
        );
        eprintln!("SKIPPED: javac is missing (install openjdk-17-jdk-headless)");
    }
    found
}

const ADD_EXPORTS: [&str; 2] = ["--add-exports", "java.base/sun.nio.ch=ALL-UNNAMED"];

/// The stand-in's classes, compiled once per test process into a directory of its own.
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let out =
            std::env::temp_dir().join(format!("vkrelay-vortek-classes-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("java");
        let files = [
            "com/winlator/xenvironment/components/VortekRendererComponent.java",
            "androidx/annotation/Keep.java",
        ]
        .map(|f| src.join(f));
        let o = Command::new("javac")
            .args(ADD_EXPORTS)
            .arg("-d")
            .arg(&out)
            .args(files)
            .output()
            .unwrap();
        assert!(o.status.success(), "javac: {}", text(&o.stderr));
        out
    })
}

/// The stand-in JVM serving Winlator's socket protocol; killed on drop.
pub struct Standin {
    child: Child,
    stdin: Option<ChildStdin>,
    pub socket: PathBuf,
    pub log: PathBuf,
    stdout: PathBuf,
}

/// What the stand-in printed when its input closed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub create: usize,
    pub create_failed: usize,
    pub destroy: usize,
    pub extra_data: usize,
    pub extra_data_failed: usize,
    pub ignored: usize,
}

impl Standin {
    /// Starts the stand-in on `dir/V0` with `libvulkan` as `libvulkanPath` (`None`: the
    /// system loader, pointed at lavapipe), logging at info level into `dir/vortek.log`.
    pub fn start(dir: &Path, libvulkan: Option<&str>) -> Standin {
        Standin::start_env(dir, libvulkan, &[])
    }

    /// [`Standin::start`] with more environment variables for the JVM.
    pub fn start_env(dir: &Path, libvulkan: Option<&str>, envs: &[(&str, &Path)]) -> Standin {
        let lib = dir.join("lib");
        std::fs::create_dir_all(&lib).unwrap();
        std::fs::copy(
            built_library("libvortekrenderer.so"),
            lib.join("libvortekrenderer.so"),
        )
        .unwrap();
        let socket = dir.join("V0");
        let log = dir.join("vortek.log");
        let stdout = dir.join("vortek.out");
        let mut cmd = Command::new("java");
        cmd.arg(format!("-Djava.library.path={}", lib.display()))
            .args(ADD_EXPORTS)
            .arg("-cp")
            .arg(classes())
            .arg("com.winlator.xenvironment.components.VortekRendererComponent")
            .arg(&socket)
            .arg(libvulkan.unwrap_or(""))
            // The JVM loads the real driver; only clients load vkrelay's ICD.
            .env("VK_DRIVER_FILES", LVP_MANIFEST)
            .env_remove("VK_ICD_FILENAMES")
            .env("VKRELAY_LOG", "info")
            // No user configuration file.
            .env("XDG_CONFIG_HOME", dir)
            .env_remove("VKRELAY_CONFIG")
            .envs(envs.iter().copied())
            .stdin(Stdio::piped())
            .stdout(std::fs::File::create(&stdout).unwrap())
            .stderr(std::fs::File::create(&log).unwrap());
        let mut child = cmd.spawn().expect("java must be installed");
        let stdin = child.stdin.take();
        let s = Standin {
            child,
            stdin,
            socket,
            log,
            stdout,
        };
        let start = Instant::now();
        while !s.out().contains("LISTENING") {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the stand-in did not listen within 60 s:\n{}\n{}",
                s.out(),
                s.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        s
    }

    pub fn out(&self) -> String {
        std::fs::read_to_string(&self.stdout).unwrap_or_default()
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// How many log lines contain `what`.
    pub fn logged(&self, what: &str) -> usize {
        self.log().lines().filter(|l| l.contains(what)).count()
    }

    /// Waits until `what` is logged `n` times (or 30 s pass); returns how often it was.
    pub fn wait_logged(&self, what: &str, n: usize) -> usize {
        let start = Instant::now();
        loop {
            let got = self.logged(what);
            if got >= n || start.elapsed() > Duration::from_secs(30) {
                return got;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Closes the stand-in's input, so that it prints its counts and exits.
    pub fn finish(mut self) -> (Counts, String) {
        drop(self.stdin.take());
        let start = Instant::now();
        while self.child.try_wait().unwrap().is_none() {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the stand-in did not exit"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        let out = self.out();
        let line = out
            .lines()
            .find_map(|l| l.strip_prefix("COUNTS "))
            .unwrap_or_else(|| panic!("no counts:\n{out}\n{}", self.log()))
            .to_owned();
        let mut c = Counts::default();
        for kv in line.split_whitespace() {
            let (k, v) = kv.split_once('=').unwrap();
            let v: usize = v.parse().unwrap();
            match k {
                "createVkContext" => c.create = v,
                "createFailed" => c.create_failed = v,
                "destroyVkContext" => c.destroy = v,
                "handleExtraDataRequest" => c.extra_data = v,
                "extraDataFailed" => c.extra_data_failed = v,
                "ignored" => c.ignored = v,
                _ => panic!("unknown count {k}"),
            }
        }
        (c, self.log())
    }
}

impl Drop for Standin {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Writes the vkrelay ICD manifest into `dir`.
pub fn icd_manifest(dir: &Path) -> PathBuf {
    let m = dir.join("vkrelay_icd.json");
    std::fs::write(
        &m,
        vulkan_vkrelay::manifest_json(&built_library("libvulkan_vkrelay.so")),
    )
    .unwrap();
    m
}

/// `cmd` as a client of the renderer on `socket`, through vkrelay's ICD.
pub fn client(mut cmd: Command, dir: &Path, socket: &Path) -> Command {
    cmd.env("VK_DRIVER_FILES", icd_manifest(dir))
        .env_remove("VK_ICD_FILENAMES")
        .env("VKRELAY_SERVER_PATH", socket)
        .env("XDG_RUNTIME_DIR", dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// Runs `cmd` to its end, killing it after `limit`; (success, stdout, stderr).
pub fn run(mut cmd: Command, limit: Duration) -> (bool, String, String) {
    let mut child = cmd.spawn().unwrap();
    let start = Instant::now();
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let o = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let e = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("{cmd:?} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (
        status.success(),
        text(&o.join().unwrap()),
        text(&e.join().unwrap()),
    )
}

/// A private X server, stopped on drop.
pub struct Xvfb {
    child: Child,
    /// `:N`
    pub display: String,
}

impl Xvfb {
    pub fn start() -> Xvfb {
        // Displays of this process (nextest runs each test in its own), away from the
        // renderer tests' range (200..).
        let base = 10_000 + (std::process::id() % 2000) * 4;
        for n in base..base + 4 {
            let socket = PathBuf::from(format!("/tmp/.X11-unix/X{n}"));
            if Path::new(&format!("/tmp/.X{n}-lock")).exists() {
                continue;
            }
            let mut child = Command::new("Xvfb")
                .args([
                    &format!(":{n}"),
                    "-screen",
                    "0",
                    "1024x768x24",
                    "-nolisten",
                    "tcp",
                    "-noreset",
                ])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("Xvfb must be installed");
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(20) {
                if socket.exists() {
                    return Xvfb {
                        child,
                        display: format!(":{n}"),
                    };
                }
                if child.try_wait().unwrap().is_some() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        panic!("could not start Xvfb on :{base}..:{}", base + 4);
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        // SIGTERM lets the server remove its lock file and socket.
        // SAFETY: kill(2) on our own child's pid.
        unsafe { libc::kill(self.child.id() as libc::pid_t, libc::SIGTERM) };
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(2) {
            if self.child.try_wait().ok().flatten().is_some() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
