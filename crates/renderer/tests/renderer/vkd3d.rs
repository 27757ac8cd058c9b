//! vkd3d's demos through vkrelay: Direct3D 12 on Vulkan, the way games reach the driver through
//! vkd3d-proton (vkd3d-demos: `vkd3d-triangle`, `vkd3d-gears`). They open a 640x480 xcb window
//! and present through `VK_KHR_swapchain`, which the ICD emulates. Without a window manager the
//! window sits at the root's top left, so the test reads it from the root window, through one
//! connection it holds for the whole test: an X server resets itself when its last client
//! leaves, and a demo connecting during that reset exits with status 1.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use x11rb::connection::Connection as _;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, manifest};

const WIDTH: u16 = 640;
const HEIGHT: u16 = 480;

/// A connection to the test's X server, held while the test runs.
pub(crate) struct Screen {
    conn: x11rb::rust_connection::RustConnection,
    root: u32,
}

impl Screen {
    pub(crate) fn open(display: &str) -> Screen {
        let (conn, screen) = x11rb::connect(Some(display)).unwrap();
        let root = conn.setup().roots[screen].root;
        Screen { conn, root }
    }

    /// The pixels (BGRX) of the demo window's area of the root window.
    pub(crate) fn grab(&self) -> Vec<u8> {
        self.conn
            .get_image(ImageFormat::Z_PIXMAP, self.root, 0, 0, WIDTH, HEIGHT, !0)
            .unwrap()
            .reply()
            .unwrap()
            .data
    }
}

/// How many pixels (BGRX, the X byte ignored) of two grabs differ.
pub(crate) fn differing_pixels(a: &[u8], b: &[u8]) -> usize {
    a.chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| p[..3] != q[..3])
        .count()
}

/// Whether every pixel of `img` is the same (nothing drawn).
pub(crate) fn uniform(img: &[u8]) -> bool {
    img.chunks_exact(4).all(|p| p[..3] == img[..3])
}

/// A running demo, killed on drop.
pub(crate) struct Demo(Child);

impl Drop for Demo {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Demo {
    /// Starts `name` on `display`, natively (`socket` `None`) or through vkrelay, with `envs`
    /// added, and waits (up to 60 s) until it has drawn something.
    pub(crate) fn start(
        name: &str,
        display: &str,
        screen: &Screen,
        dir: &Path,
        socket: Option<&Path>,
        envs: &[(&str, &str)],
    ) -> Demo {
        let mut cmd = Command::new(name);
        cmd.envs(envs.iter().copied())
            .env("DISPLAY", display)
            .env("XDG_RUNTIME_DIR", dir)
            .env_remove("VK_ICD_FILENAMES")
            .current_dir(dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        match socket {
            Some(s) => cmd
                .env("VK_DRIVER_FILES", manifest(dir))
                .env("VKRELAY_SERVER_PATH", s),
            None => cmd.env("VK_DRIVER_FILES", LVP_MANIFEST),
        };
        let mut demo = Demo(
            cmd.spawn()
                .expect("vkd3d-demos must be installed (cargo xtask test installs it)"),
        );
        let start = Instant::now();
        while uniform(&screen.grab()) {
            if let Some(status) = demo.0.try_wait().unwrap() {
                panic!("{name} exited with {status}: {}", demo.stderr());
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "{name} drew nothing within 60 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        demo
    }

    /// Stops the demo and returns what it wrote to stderr.
    pub(crate) fn stderr(&mut self) -> String {
        let _ = self.0.kill();
        let _ = self.0.wait();
        let mut s = String::new();
        if let Some(mut e) = self.0.stderr.take() {
            let _ = std::io::Read::read_to_string(&mut e, &mut s);
        }
        s
    }
}

/// Lines in which vkd3d reports an error (it prefixes them `err:`; `fixme:` lines are its
/// notes on what it ignores, natively as well).
pub(crate) fn errors(stderr: &str) -> Vec<&str> {
    stderr.lines().filter(|l| l.starts_with("err:")).collect()
}

/// `vkd3d-triangle` through vkrelay shows the same pixels as on lavapipe directly (both
/// swapchain paths of the ICD), and vkd3d reports no error.
#[test]
fn vkd3d_triangle_matches_native() {
    let dir = TempDir::new("vkd3d-triangle");
    let x = Xvfb::start();
    let screen = Screen::open(&x.display);
    assert!(uniform(&screen.grab()), "an empty display is one color");
    let mut native = Demo::start("vkd3d-triangle", &x.display, &screen, &dir.0, None, &[]);
    // The demo draws the same frame again and again: wait for it to settle.
    std::thread::sleep(Duration::from_millis(500));
    let want = screen.grab();
    let colors: std::collections::HashSet<&[u8]> = want.chunks_exact(4).map(|p| &p[..3]).collect();
    assert!(
        colors.len() > 100,
        "a shaded triangle: {} colors",
        colors.len()
    );
    let log = native.stderr();
    assert!(errors(&log).is_empty(), "natively: {log}");
    drop(native);
    let renderer = Renderer::start(&dir.0);
    for blit in ["0", "1"] {
        let mut relayed = Demo::start(
            "vkd3d-triangle",
            &x.display,
            &screen,
            &dir.0,
            Some(&renderer.socket),
            &[("VKRELAY_WSI_BLIT", blit)],
        );
        std::thread::sleep(Duration::from_millis(500));
        let got = screen.grab();
        let log = relayed.stderr();
        assert!(errors(&log).is_empty(), "blit {blit}: {log}");
        let differ = differing_pixels(&want, &got);
        assert_eq!(differ, 0, "blit {blit}: {differ} pixels differ from native");
    }
}

/// `vkd3d-gears` through vkrelay draws and animates (a later look at the window differs from
/// the first; looked at until it does, up to 30 s, so a slow machine does not decide) without
/// an error from vkd3d.
#[test]
fn vkd3d_gears_animates() {
    let dir = TempDir::new("vkd3d-gears");
    let x = Xvfb::start();
    let screen = Screen::open(&x.display);
    assert!(uniform(&screen.grab()), "an empty display is one color");
    let renderer = Renderer::start(&dir.0);
    let mut demo = Demo::start(
        "vkd3d-gears",
        &x.display,
        &screen,
        &dir.0,
        Some(&renderer.socket),
        &[],
    );
    // The first drawn look (not the empty window), then one that differs from it.
    let started = std::time::Instant::now();
    let a = loop {
        let a = screen.grab();
        if !uniform(&a) || started.elapsed() > Duration::from_secs(30) {
            break a;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(!uniform(&a), "nothing drawn in 30 s");
    let started = std::time::Instant::now();
    let b = loop {
        std::thread::sleep(Duration::from_millis(50));
        let b = screen.grab();
        if b != a || started.elapsed() > Duration::from_secs(30) {
            break b;
        }
    };
    let log = demo.stderr();
    assert!(errors(&log).is_empty(), "{log}");
    assert!(!uniform(&b), "nothing drawn");
    assert_ne!(a, b, "the gears did not move in 30 s");
}
