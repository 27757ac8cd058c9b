//! Sections 2 to 4: whole programs native and through vkrelay, interleaved: the bundled
//! example, glmark2 through zink, and DXVK's `d3d11-triangle` under Wine.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::Renderer;
use crate::serve::{native_manifest, profile_dir};

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

pub(crate) fn example() {
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

pub(crate) fn glmark2() {
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
        crate::glmark2::scores(&String::from_utf8_lossy(&out.stdout))
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

pub(crate) fn dxvk() {
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
