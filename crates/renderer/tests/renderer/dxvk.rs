//! DXVK 2.6.2 under Wine 8.0: the `d3d9-triangle` and `d3d11-triangle` programs of dxvk-tests,
//! natively on lavapipe and through vkrelay, in a Wine virtual desktop on Xvfb. `cargo xtask
//! dxvk` builds them and the Wine prefix (`VKRELAY_DXVK_DIR`: `bin/` and `prefix/`) and runs
//! these tests; without it they are ignored.
//!
//! The virtual desktop is the only X window (no window manager), at the root's top left; Wine
//! draws the program window's frame inside it, and the title bar shows the frame rate. So the
//! screens are compared whole: the rows that differ must be one band no taller than a title
//! bar, and more than 100 rows of the window must lie outside it (so they are equal). Wine's `fps` channel (`WINEDEBUG=+fps`, written
//! at each `vkQueuePresentKHR`) gives each run's frame rate.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use x11rb::connection::Connection as _;
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat};

use crate::clients::Xvfb;
use crate::relay::{LVP_MANIFEST, Renderer, TempDir, manifest};

/// The tests' Xvfb screen, which the prefix's virtual desktop fills.
const WIDTH: u16 = 1024;
const HEIGHT: u16 = 768;
/// The tallest band of rows allowed to differ: Wine's title bar (with its frame rate).
const TITLE_ROWS: usize = 32;

/// `VKRELAY_DXVK_DIR`, set by `cargo xtask dxvk`.
fn dxvk_dir() -> PathBuf {
    PathBuf::from(
        std::env::var_os("VKRELAY_DXVK_DIR")
            .expect("VKRELAY_DXVK_DIR is unset: run these tests with `cargo xtask dxvk`"),
    )
}

/// A connection to the test's X server, held while the test runs (an X server resets when
/// its last client leaves, which a starting program would see).
struct Screen {
    conn: x11rb::rust_connection::RustConnection,
    root: u32,
}

impl Screen {
    fn open(display: &str) -> Screen {
        let (conn, screen) = x11rb::connect(Some(display)).unwrap();
        let root = conn.setup().roots[screen].root;
        Screen { conn, root }
    }

    /// The screen's pixels, BGRX.
    fn grab(&self) -> Vec<u8> {
        self.conn
            .get_image(ImageFormat::Z_PIXMAP, self.root, 0, 0, WIDTH, HEIGHT, !0)
            .unwrap()
            .reply()
            .unwrap()
            .data
    }
}

/// The rows of the program's window: those with a pixel other than the desktop's colour (the
/// top left pixel's; the window opens further in). Empty unless the whole first row is that
/// colour (before the desktop, Xvfb's root is a pattern).
fn window_rows(img: &[u8]) -> Vec<usize> {
    let w = usize::from(WIDTH) * 4;
    let desktop = &img[..3];
    if img[..w].chunks_exact(4).any(|p| &p[..3] != desktop) {
        return Vec::new();
    }
    (0..usize::from(HEIGHT))
        .filter(|&y| {
            img[y * w..(y + 1) * w]
                .chunks_exact(4)
                .any(|p| &p[..3] != desktop)
        })
        .collect()
}

/// Whether the window rows `drawn` of `img`, below the title bar, show a scene: at least four
/// colours (Wine's empty window has its background, its frame and the desktop's).
fn shows_a_scene(img: &[u8], drawn: &[usize]) -> bool {
    let w = usize::from(WIDTH) * 4;
    let mut colours = std::collections::HashSet::new();
    for &y in drawn.iter().skip(TITLE_ROWS) {
        for p in img[y * w..(y + 1) * w].chunks_exact(4) {
            colours.insert([p[0], p[1], p[2]]);
            if colours.len() >= 4 {
                return true;
            }
        }
    }
    false
}

/// The rows in which `a` and `b` differ.
fn differing_rows(a: &[u8], b: &[u8]) -> Vec<usize> {
    let w = usize::from(WIDTH) * 4;
    (0..usize::from(HEIGHT))
        .filter(|&y| {
            let (ra, rb) = (&a[y * w..(y + 1) * w], &b[y * w..(y + 1) * w]);
            ra.chunks_exact(4)
                .zip(rb.chunks_exact(4))
                .any(|(p, q)| p[..3] != q[..3])
        })
        .collect()
}

/// A Wine program, and the wineserver of its prefix, stopped on drop.
struct Program {
    child: Child,
    prefix: PathBuf,
}

impl Program {
    /// Starts `exe` in the prefix on `display`, natively (`socket` `None`) or through vkrelay;
    /// `present` is `VKRELAY_PRESENT` (who presents its swapchains: `icd` or `renderer`).
    fn start(
        exe: &str,
        display: &str,
        dir: &Path,
        socket: Option<&Path>,
        present: &str,
    ) -> Program {
        let base = dxvk_dir();
        let prefix = base.join("prefix");
        let mut cmd = Command::new("wine");
        cmd.arg(exe)
            .current_dir(base.join("bin"))
            .env("WINEPREFIX", &prefix)
            .env("WINEDEBUG", "-all,+fps")
            .env(
                "WINEDLLOVERRIDES",
                "d3d11,d3d9,dxgi,d3d10core=n,b;mscoree,mshtml=",
            )
            .env("DISPLAY", display)
            .env("XDG_RUNTIME_DIR", dir)
            .env("VKRELAY_PRESENT", present)
            .env_remove("VK_ICD_FILENAMES")
            .env_remove("VKRELAY_LOG")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        match socket {
            Some(s) => cmd
                .env("VK_DRIVER_FILES", manifest(dir))
                .env("VKRELAY_SERVER_PATH", s),
            None => cmd.env("VK_DRIVER_FILES", LVP_MANIFEST),
        };
        if present == "renderer" {
            // The ICD says, at info level, which path presents each swapchain.
            cmd.env("VKRELAY_LOG", "info");
        }
        let child = cmd
            .spawn()
            .expect("wine must be installed (cargo xtask dxvk)");
        Program { child, prefix }
    }

    /// Stops the program and its wineserver; what it wrote to stderr.
    fn stop(&mut self) -> String {
        // The programs ignore SIGINT; SIGKILL ends them.
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = Command::new("wineserver")
            .arg("-k")
            .env("WINEPREFIX", &self.prefix)
            .status();
        let _ = Command::new("wineserver")
            .arg("-w")
            .env("WINEPREFIX", &self.prefix)
            .status();
        let mut s = String::new();
        if let Some(mut e) = self.child.stderr.take() {
            let _ = std::io::Read::read_to_string(&mut e, &mut s);
        }
        s
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The frame rates Wine's `fps` channel reported (`@ approx N.NNfps`).
fn frame_rates(log: &str) -> Vec<f64> {
    log.lines()
        .filter_map(|l| {
            let t = l.split("approx ").nth(1)?;
            t.split("fps").next()?.trim().parse().ok()
        })
        .collect()
}

/// Runs `exe` until its window shows on the desktop, lets it run `seconds` more, and returns
/// the screen, the frame rates reported and its log.
fn run(
    exe: &str,
    x: &Xvfb,
    screen: &Screen,
    dir: &Path,
    socket: Option<&Path>,
    present: &str,
    seconds: u64,
) -> (Vec<u8>, Vec<f64>, String) {
    let mut p = Program::start(exe, &x.display, dir, socket, present);
    let start = Instant::now();
    loop {
        if window_rows(&screen.grab()).len() > 100 {
            break;
        }
        if let Some(status) = p.child.try_wait().unwrap() {
            panic!("{exe} exited with {status}: {}", p.stop());
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "{exe} drew nothing within 120 s: {}",
            p.stop()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    std::thread::sleep(Duration::from_secs(seconds));
    let img = screen.grab();
    let log = p.stop();
    let fps = frame_rates(&log);
    (img, fps, log)
}

/// How a run through vkrelay is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Relayed {
    /// No repair; the ICD presents.
    Plain,
    /// The repairs `emulated`, shader fixes and statistics on.
    Repaired,
    /// No repair; the renderer presents (`VKRELAY_PRESENT=renderer`).
    ByRenderer,
}

/// `exe` through vkrelay shows what it shows natively below Wine's title bar, with no error
/// from vkrelay: once plainly, once with the repairs `emulated` (DXVK asks for BC, clip and
/// cull distances at device creation; the device is then created without them), and once
/// with its swapchain presented by the renderer.
/// `from_blocks`: the program reads BC images back, so the BC repair's statistics must show
/// copies served from the kept blocks. `decode`: the BC repair's `--bc-decode`.
fn matches_native(exe: &str, emulated: &str, from_blocks: bool, decode: &str) {
    let dir = TempDir::new(exe);
    let x = Xvfb::start();
    let screen = Screen::open(&x.display);
    // The native screen is the reference: it must show the program's scene, not Wine's
    // empty window (natively, Wine and DXVK on lavapipe sometimes show no frame within the
    // run: twice in a row in one CI run), so a native run that shows none is run again, up
    // to three times.
    let native_run = || {
        let mut tries = 0;
        loop {
            let (native, native_fps, _) = run(exe, &x, &screen, &dir.0, None, "icd", 5);
            let drawn = window_rows(&native);
            assert!(
                drawn.len() > 100,
                "{exe} natively: {} window rows",
                drawn.len()
            );
            tries += 1;
            if shows_a_scene(&native, &drawn) {
                break (native, native_fps, drawn);
            }
            keep_screen(&format!("{exe}-native-empty-{tries}"), &native);
            assert!(
                tries < 3,
                "{exe} natively showed an empty window in {tries} runs (the reference, \
                 not vkrelay, failed)"
            );
            eprintln!("{exe} natively showed an empty window; running it once more");
        }
    };
    let (mut native, mut native_fps, mut drawn) = native_run();
    // Each configuration gets a second run if its screen differs: Wine under a loaded Xvfb
    // sometimes shows a first frame late, natively too (the first native run, with the
    // driver's shader cache cold, once showed an empty window after 5 s), so the second run
    // takes the native screen again. Both screens of a failure are kept (`keep_screen`), and
    // a second failure fails the test.
    let mut passed = false;
    for (how, attempt) in [
        (Relayed::Plain, 0),
        (Relayed::Plain, 1),
        (Relayed::Repaired, 0),
        (Relayed::Repaired, 1),
        (Relayed::ByRenderer, 0),
        (Relayed::ByRenderer, 1),
    ] {
        if attempt == 1 && passed {
            continue;
        }
        if attempt == 1 {
            (native, native_fps, drawn) = native_run();
        }
        let repaired = how == Relayed::Repaired;
        // A directory per renderer: a killed renderer's socket file stays behind.
        let dir = TempDir::new(&format!("{exe}-{how:?}-{attempt}"));
        let renderer_log = dir.0.join("renderer.log");
        let renderer = if how == Relayed::ByRenderer {
            Renderer::start_env(&dir.0, &[], &[("VKRELAY_LOG", "info")], Some(&renderer_log))
        } else if repaired {
            crate::repairs::logged(
                &dir.0,
                &[
                    "--emulate-missing",
                    emulated,
                    "--stats",
                    "--shader-fixes",
                    crate::repairs::FIXES,
                    "--bc-decode",
                    decode,
                ],
                &[],
            )
        } else {
            Renderer::start(&dir.0)
        };
        let present = if how == Relayed::ByRenderer {
            "renderer"
        } else {
            "icd"
        };
        let (relayed, relay_fps, log) =
            run(exe, &x, &screen, &dir.0, Some(&renderer.socket), present, 5);
        drop(renderer);
        if how == Relayed::ByRenderer {
            let icd: Vec<&str> = log
                .lines()
                .filter(|l| l.contains("vulkan_vkrelay"))
                .collect();
            assert!(
                icd.iter()
                    .all(|l| !l.contains(" WARN ") && !l.contains(" ERROR ")),
                "{exe}: vkrelay reported:\n{log}"
            );
            let renderer_log = std::fs::read_to_string(&renderer_log).unwrap_or_default();
            assert!(
                icd.iter()
                    .any(|l| l.contains(crate::wsi_renderer::BY_RENDERER))
                    && renderer_log.contains("the renderer presents the client's swapchain"),
                "{exe}: not presented by the renderer:\n{}\nrenderer:\n{renderer_log}",
                icd.join("\n")
            );
            // Not asserted: no ERROR in the renderer's log. The test ends the program with
            // SIGKILL, so its window can vanish while the renderer shows a frame ("presenting
            // to the X11 window failed", BadDrawable), which the renderer logs as an error.
        } else {
            assert!(
                !log.contains("vulkan_vkrelay"),
                "{exe}: vkrelay reported:\n{log}"
            );
        }
        if repaired {
            let log = crate::repairs::log(&dir.0);
            assert!(log.contains("device created with repairs"), "{log}");
            assert!(!log.contains("spirv-val rejected"), "{log}");
            assert!(!log.contains(" ERROR vkrelay"), "{log}");
            if from_blocks {
                assert!(kept_block_copies(&log) > 0, "{exe}: {log}");
            }
            // DXVK's vertex shaders export PointSize: the fix rewrites them (each checked by
            // spirv-val).
            assert!(
                log.contains("shader fixes (point-size, widen-inputs, image-bound-check)"),
                "{log}"
            );
            assert!(
                log.lines().any(|l| l.contains(" by shader fixes")
                    && !l.contains("0 modules changed by shader fixes")),
                "{exe}: no module changed by the shader fixes: {log}"
            );
            for (e, f) in [
                ("bc", "textureCompressionBC"),
                ("clip-distance", "shaderClipDistance"),
                ("cull-distance", "shaderCullDistance"),
            ] {
                if emulated.split(',').any(|x| x == e) {
                    assert!(
                        log.contains(&format!("{f} is not asked of the driver")),
                        "{f}: {log}"
                    );
                }
            }
        }
        match compare(exe, how, &native, &relayed, &drawn, &native_fps, &relay_fps) {
            Ok(()) => passed = true,
            Err(why) => {
                let tag = format!("{exe}-{how:?}-{attempt}");
                keep_screen(&format!("{tag}-native"), &native);
                keep_screen(&format!("{tag}-vkrelay"), &relayed);
                assert!(attempt == 0, "{why} (twice)");
                eprintln!("{why}; running it once more");
                passed = false;
            }
        }
    }
}

/// The copies the BC repair served from its kept blocks, summed over the statistics lines
/// (`bc: … N copies from the kept blocks`) of a renderer's log.
fn kept_block_copies(log: &str) -> u64 {
    log.lines()
        .filter_map(|l| l.strip_prefix("bc: "))
        .filter_map(|l| {
            let (head, _) = l.split_once(" from the kept blocks")?;
            head.rsplit(", ")
                .next()?
                .split(' ')
                .next()?
                .parse::<u64>()
                .ok()
        })
        .sum()
}

/// The rows that differ between the native and the relayed screen are at most a title bar;
/// the window's rows outside it (the program's frames) are compared, and equal.
fn compare(
    exe: &str,
    how: Relayed,
    native: &[u8],
    relayed: &[u8],
    drawn: &[usize],
    native_fps: &[f64],
    relay_fps: &[f64],
) -> Result<(), String> {
    let rows = differing_rows(native, relayed);
    println!(
        "DXVK {exe} ({how:?}): {} window rows, {} rows differ ({:?}..{:?}); fps native {:?}, vkrelay {:?}",
        drawn.len(),
        rows.len(),
        rows.first(),
        rows.last(),
        native_fps,
        relay_fps
    );
    let band = match (rows.first(), rows.last()) {
        (Some(&first), Some(&last)) => {
            if last - first >= TITLE_ROWS {
                return Err(format!(
                    "{exe} ({how:?}): rows {first}..{last} differ from native, more \
                     than a title bar"
                ));
            }
            Some(first..=last)
        }
        _ => None,
    };
    let compared = drawn
        .iter()
        .filter(|y| !band.as_ref().is_some_and(|b| b.contains(y)))
        .count();
    if compared <= 100 {
        return Err(format!(
            "{exe}: only {compared} window rows outside the differing band {band:?}"
        ));
    }
    Ok(())
}

/// Writes a grabbed screen as a PNG into `VKRELAY_DXVK_DIR/failures/` (kept for a look after
/// a failed comparison).
fn keep_screen(name: &str, img: &[u8]) {
    let dir = dxvk_dir().join("failures");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{name}.png"));
    let Ok(f) = std::fs::File::create(&path) else {
        return;
    };
    let mut e = png::Encoder::new(
        std::io::BufWriter::new(f),
        u32::from(WIDTH),
        u32::from(HEIGHT),
    );
    e.set_color(png::ColorType::Rgba);
    e.set_depth(png::BitDepth::Eight);
    if let Ok(mut w) = e.write_header() {
        let _ = w.write_image_data(img);
        eprintln!("kept the screen in {}", path.display());
    }
}

#[test]
#[ignore = "needs DXVK and a Wine prefix: run by cargo xtask dxvk"]
fn d3d9_triangle_matches_native() {
    // At start DXVK's d3d9 reads back a BC2 image it made (vkCmdCopyImageToBuffer2): the BC
    // repair serves it from the blocks it keeps (see `repair/bc/shadow.rs`).
    // Its BC uploads are decoded on the GPU (the CPU path has the other tests).
    matches_native("d3d9-triangle.exe", crate::repairs::ALL, true, "gpu");
}

#[test]
#[ignore = "needs DXVK and a Wine prefix: run by cargo xtask dxvk"]
fn d3d11_triangle_matches_native() {
    matches_native("d3d11-triangle.exe", crate::repairs::ALL, false, "auto");
}
