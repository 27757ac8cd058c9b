//! `cargo xtask demo`: the main job. It shows what vkrelay is for: the bundled example runs
//! unmodified through the vkrelay ICD and renderer on the real driver, then once more for
//! each repair, on a driver that does not need it (`--emulate-missing`), and each picture is
//! compared with the native one.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::steps::{Error, cargo, root, run, target_dir};
use crate::system;

/// Frames each run of the example renders.
const FRAMES: &str = "200";

/// The repairs the demo runs: `--emulate-missing` name, the example's `--mode`, what the
/// repair makes true, and the largest channel difference from native it accepts (0 but for
/// BCn, where the driver's own decoding is the reference: lavapipe's S3TC interpolation
/// truncates, bcn-decode rounds as the format's specification says).
const REPAIRS: &[(&str, &str, &str, u8)] = &[
    (
        "clip-distance",
        "clip",
        "clip distances emulated in the shaders",
        0,
    ),
    (
        "cull-distance",
        "cull",
        "cull distances emulated in the shaders",
        0,
    ),
    (
        "scaled-vertex",
        "scaled",
        "*SCALED vertex formats rewritten",
        0,
    ),
    ("bc", "bc", "BC1-BC7 textures decoded", 2),
];

/// The binaries the demo runs.
struct Bins {
    renderer: PathBuf,
    example: PathBuf,
    manifest: PathBuf,
    dir: PathBuf,
}

/// A run of the example: its frame rate and what `--compare` said.
struct Run {
    fps: f64,
    compare: Option<String>,
}

/// Runs the example with `args`, natively or through the renderer at `socket`.
fn example(bins: &Bins, args: &[&str], socket: Option<&Path>) -> Result<Run, Error> {
    let mut cmd = Command::new(&bins.example);
    cmd.args(["--frames", FRAMES]).args(args);
    if let Some(s) = socket {
        cmd.env("VK_DRIVER_FILES", &bins.manifest)
            .env_remove("VK_ICD_FILENAMES")
            .env("VKRELAY_SERVER_PATH", s);
    }
    let shown = format!("{cmd:?}");
    let out = cmd
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| Error::msg(format!("cannot start {shown}: {e}")))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        return Err(Error::msg(format!(
            "{shown} failed: {}\n{text}",
            out.status
        )));
    }
    let fps = text
        .lines()
        .find_map(|l| l.split("fps=").nth(1))
        .and_then(|v| v.trim().parse().ok())
        .ok_or_else(|| Error::msg(format!("{shown} printed no fps:\n{text}")))?;
    let compare = text
        .lines()
        .find_map(|l| l.strip_prefix("compare: "))
        .map(str::to_owned);
    Ok(Run { fps, compare })
}

/// A renderer serving on a private socket until dropped.
struct Renderer {
    child: Child,
    socket: PathBuf,
}

impl Renderer {
    fn start(bins: &Bins, name: &str, args: &[&str]) -> Result<Renderer, Error> {
        let socket = bins.dir.join(format!("{name}.sock"));
        let _ = std::fs::remove_file(&socket);
        let mut child = Command::new(&bins.renderer)
            .arg("serve")
            .args(args)
            .arg("--socket")
            .arg(&socket)
            .spawn()
            .map_err(|e| Error::msg(format!("cannot start {}: {e}", bins.renderer.display())))?;
        let deadline = Instant::now() + Duration::from_secs(20);
        while !socket.exists() {
            if Instant::now() > deadline || child.try_wait().is_ok_and(|s| s.is_some()) {
                let _ = child.kill();
                let _ = child.wait();
                return Err(Error::msg("the renderer did not start listening"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(Renderer { child, socket })
    }
}

impl Drop for Renderer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.socket);
    }
}

/// The number after `"key":` in a `--stats-json` line.
pub(crate) fn counter(json: &str, key: &str) -> u64 {
    json.split(&format!("\"{key}\":"))
        .nth(1)
        .map(|rest| {
            rest.chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
        })
        .and_then(|d| d.parse().ok())
        .unwrap_or(0)
}

/// Waits (up to 10 s) for the renderer to append a client's `--stats-json` line to `path`
/// (the first client's: a repair's counters are the same for each run of the example).
fn stats_line(path: &Path) -> Result<String, Error> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Ok(text) = std::fs::read_to_string(path) {
            if let Some(l) = text.lines().next() {
                return Ok(l.to_owned());
            }
        }
        if Instant::now() > deadline {
            return Err(Error::msg(format!(
                "the renderer wrote no stats to {}",
                path.display()
            )));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// What a repair's counters say it did, in words.
fn did(repair: &str, json: &str) -> String {
    let n = |k: &str, one: &str, many: &str| {
        let v = counter(json, k);
        format!("{v} {}", if v == 1 { one } else { many })
    };
    match repair {
        "bc" => format!(
            "{}, {} on the CPU, {} on the GPU",
            n("bc_images", "image", "images"),
            n("bc_decoded", "upload decoded", "uploads decoded"),
            counter(json, "bc_gpu_decoded")
        ),
        _ => format!(
            "{}, {}",
            n("modules_patched", "module patched", "modules patched"),
            n(
                "pipelines_repaired",
                "pipeline repaired",
                "pipelines repaired"
            ),
        ),
    }
}

/// The better frame rate of two runs of the example, natively and through the renderer,
/// interleaved (native, vkrelay, native, vkrelay), so that a busy moment of the machine
/// does not decide the ratio. Returns both and the last run through vkrelay.
fn interleaved(
    bins: &Bins,
    native_args: &[&str],
    relay_args: &[&str],
    socket: &Path,
) -> Result<(f64, Run), Error> {
    let mut native = 0f64;
    let mut last = None;
    let mut relay = 0f64;
    for _ in 0..2 {
        native = native.max(example(bins, native_args, None)?.fps);
        let r = example(bins, relay_args, Some(socket))?;
        relay = relay.max(r.fps);
        last = Some(r);
    }
    let mut last = last.expect("two rounds ran");
    last.fps = relay;
    Ok((native, last))
}

/// The largest channel difference in a `--compare` verdict (0 when identical).
fn difference(compare: &str) -> Option<u8> {
    if compare == "identical" {
        return Some(0);
    }
    compare
        .strip_prefix("max channel difference ")?
        .split(',')
        .next()?
        .parse()
        .ok()
}

/// `cargo xtask demo`.
pub fn demo() -> Result<(), Error> {
    system::install_packages()?;
    run(cargo().current_dir(root()).args([
        "build",
        "--quiet",
        "--locked",
        "-p",
        "vkrelay-renderer",
        "-p",
        "vkrelay-icd",
        "-p",
        "offscreen",
    ]))?;
    let bin = target_dir().join("debug");
    let dir = target_dir().join("vkrelay-demo");
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", dir.display())))?;
    let manifest = dir.join("vkrelay_icd.json");
    std::fs::write(
        &manifest,
        crate::install::manifest_json(&bin.join("libvulkan_vkrelay.so"))?,
    )
    .map_err(|e| Error::msg(format!("cannot write {}: {e}", manifest.display())))?;
    let bins = Bins {
        renderer: bin.join("vkrelay-renderer"),
        example: bin.join("offscreen"),
        manifest,
        dir,
    };

    println!("==> vkrelay demo: the real Vulkan driver, as the renderer sees it");
    run(Command::new(&bins.renderer).arg("probe"))?;

    println!(
        "\n==> vkrelay demo: the bundled example (examples/offscreen), natively and through \
         vkrelay (libvulkan_vkrelay.so and vkrelay-renderer)"
    );
    let png = |name: &str| bins.dir.join(format!("{name}.png"));
    let native_png = png("native");
    let (native_fps, relayed) = {
        let renderer = Renderer::start(&bins, "scene", &[])?;
        interleaved(
            &bins,
            &["--out", &native_png.to_string_lossy()],
            &[
                "--out",
                &png("vkrelay").to_string_lossy(),
                "--compare",
                &native_png.to_string_lossy(),
            ],
            &renderer.socket,
        )?
    };
    let verdict = relayed.compare.as_deref().unwrap_or("not compared");
    println!(
        "the example through vkrelay: {FRAMES} frames at {:.0} % of native fps; its image: {verdict} \
         (native {}, through vkrelay {})",
        100.0 * relayed.fps / native_fps,
        native_png.display(),
        png("vkrelay").display()
    );
    if verdict != "identical" {
        return Err(Error::msg(
            "the picture through vkrelay differs from the native one",
        ));
    }

    println!(
        "\n==> vkrelay demo: each repair, on a driver that does not need it \
         (vkrelay-renderer serve --emulate-missing NAME)"
    );
    let mut failed = Vec::new();
    for &(repair, mode, what, tolerance) in REPAIRS {
        let native_png = png(&format!("native-{mode}"));
        let json = bins.dir.join(format!("{repair}.jsonl"));
        let _ = std::fs::remove_file(&json);
        let relayed = {
            let renderer = Renderer::start(
                &bins,
                repair,
                &[
                    "--emulate-missing",
                    repair,
                    "--stats-json",
                    &json.to_string_lossy(),
                ],
            )?;
            let (native_fps, r) = interleaved(
                &bins,
                &["--mode", mode, "--out", &native_png.to_string_lossy()],
                &[
                    "--mode",
                    mode,
                    "--out",
                    &png(&format!("vkrelay-{mode}")).to_string_lossy(),
                    "--compare",
                    &native_png.to_string_lossy(),
                ],
                &renderer.socket,
            )?;
            (native_fps, r, stats_line(&json)?)
        };
        let (native_fps, r, stats) = relayed;
        let verdict = r.compare.clone().unwrap_or_else(|| "not compared".into());
        let ok = difference(&verdict).is_some_and(|d| d <= tolerance);
        let within = match (ok, tolerance) {
            (true, 0) => "equals native".to_owned(),
            (true, t) => format!("within {t} of native per channel"),
            (false, _) => "DIFFERS from native".to_owned(),
        };
        println!(
            "  {repair:<14} {what}: {}; {FRAMES} frames at {:.0} % of native fps; image {within} ({verdict})",
            did(repair, &stats),
            100.0 * r.fps / native_fps,
        );
        if !ok {
            failed.push(repair);
        }
    }
    if !failed.is_empty() {
        return Err(Error::msg(format!(
            "pictures through these repairs differ from native: {}",
            failed.join(", ")
        )));
    }
    println!(
        "\nThe example ran unmodified through vkrelay on the real driver, and again through each \
         repair; the pictures are in {}. Windows work too (X11 surfaces and swapchains): run \
         `vkcube` with VK_DRIVER_FILES={} and VKRELAY_SERVER_PATH=<socket> while `{} serve \
         --socket <socket>` runs.",
        bins.dir.display(),
        bins.manifest.display(),
        bins.renderer.display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_and_verdicts_are_read() {
        let json = r#"{"pid":1,"calls":9,"repairs":{"bc_images":16,"bc_decoded":80}}"#;
        assert_eq!(counter(json, "bc_images"), 16);
        assert_eq!(counter(json, "bc_decoded"), 80);
        assert_eq!(counter(json, "bc_gpu_decoded"), 0);
        assert_eq!(difference("identical"), Some(0));
        assert_eq!(
            difference("max channel difference 2, 10 of 65536 pixels differ"),
            Some(2)
        );
        assert_eq!(difference("not compared"), None);
    }
}
