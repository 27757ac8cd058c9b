//! `cargo xtask dxvk`: DXVK 2.6.2 under Wine 8.0, natively on lavapipe and through vkrelay.
//!
//! The recipe is `../shared/dxvk/README.md` (the `shared/` folder beside the repository, as CI
//! has it; `VKRELAY_SHARED` names another). This task:
//! 1. builds DXVK's DLLs and the `d3d9-triangle` / `d3d11-triangle` programs with
//!    `shared/dxvk/build.sh` into `target/dxvk/bin`, reusing them while the script and the
//!    archives beside it are unchanged (their SHA-256 sums are the stamp `target/dxvk/stamp`);
//! 2. makes the Wine prefix `target/dxvk/prefix` as the recipe says (no Mono or Gecko, a
//!    1024x768 virtual desktop, DXVK's DLLs in `system32` and preferred to Wine's own), again
//!    reused while the build's stamp is the same;
//! 3. runs the renderer's `dxvk::` tests (`crates/renderer/tests/renderer/dxvk.rs`), which
//!    start Xvfb and the renderer and compare each program's window natively and through
//!    vkrelay.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::steps::{Error, root, run, target_dir};
use crate::system;

/// The DLLs the build makes, which go into the prefix.
const DLLS: [&str; 4] = ["d3d9.dll", "d3d10core.dll", "d3d11.dll", "dxgi.dll"];
/// The programs the build makes.
pub const PROGRAMS: [&str; 2] = ["d3d9-triangle.exe", "d3d11-triangle.exe"];

/// What the prefix's DLL overrides are: DXVK's first, and no Mono/Gecko installer prompts.
pub const DLL_OVERRIDES: &str = "d3d11,d3d9,dxgi,d3d10core=n,b;mscoree,mshtml=";

/// `shared/dxvk`: the recipe, its script and the source archives.
fn shared() -> PathBuf {
    std::env::var_os("VKRELAY_SHARED")
        .map_or_else(
            || root().parent().unwrap_or(Path::new("/")).join("shared"),
            PathBuf::from,
        )
        .join("dxvk")
}

/// Where the build and the prefix go.
pub fn dir() -> PathBuf {
    target_dir().join("dxvk")
}

/// The SHA-256 sums of every file in `shared/dxvk` (script, patch, cross file, archives):
/// what the build is made from.
fn inputs_stamp(shared: &Path) -> Result<String, Error> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(shared)
        .map_err(|e| {
            Error::msg(format!(
                "cannot read {} (the DXVK recipe, shared/ beside the repository; \
                 VKRELAY_SHARED names another shared/): {e}",
                shared.display()
            ))
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let out = Command::new("sha256sum")
        .args(&files)
        .current_dir(shared)
        .output()
        .map_err(|e| Error::msg(format!("cannot run sha256sum: {e}")))?;
    if !out.status.success() {
        return Err(Error::msg(format!(
            "sha256sum failed: {}",
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    // Names relative to shared/, so that moving the checkout keeps the stamp.
    let text = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| match l.split_once("  ") {
            Some((sum, path)) => {
                let name = Path::new(path)
                    .file_name()
                    .map_or_else(|| path.to_owned(), |n| n.to_string_lossy().into_owned());
                format!("{sum}  {name}\n")
            }
            None => format!("{l}\n"),
        })
        .collect();
    Ok(text)
}

fn read(p: &Path) -> Option<String> {
    std::fs::read_to_string(p).ok()
}

fn write(p: &Path, text: &str) -> Result<(), Error> {
    std::fs::write(p, text).map_err(|e| Error::msg(format!("cannot write {}: {e}", p.display())))
}

/// Builds DXVK and the programs into `target/dxvk/bin` unless the stamp says they are
/// current; returns the stamp.
pub fn build() -> Result<String, Error> {
    let shared = shared();
    let stamp = inputs_stamp(&shared)?;
    let out = dir();
    let stamp_file = out.join("stamp");
    let bin = out.join("bin");
    let complete = DLLS.iter().chain(&PROGRAMS).all(|f| bin.join(f).is_file());
    if complete && read(&stamp_file).as_deref() == Some(stamp.as_str()) {
        println!("xtask dxvk: DXVK is built and current ({})", bin.display());
        return Ok(stamp);
    }
    let _ = std::fs::remove_file(&stamp_file);
    println!(
        "xtask dxvk: building DXVK 2.6.2 and the triangle programs (about 6 minutes on 2 cores)"
    );
    run(Command::new("bash").arg(shared.join("build.sh")).arg(&out))?;
    // The sources and build trees are not needed again: the stamp decides a rebuild.
    for tree in ["src", "build.dxvk", "build.tests"] {
        let _ = std::fs::remove_dir_all(out.join(tree));
    }
    write(&stamp_file, &stamp)?;
    Ok(stamp)
}

/// A command of Wine's in the prefix, without a display (making a prefix needs none).
fn wine(program: &str, prefix: &Path) -> Command {
    let mut c = Command::new(program);
    c.env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", DLL_OVERRIDES)
        .env_remove("DISPLAY");
    c
}

/// Makes `target/dxvk/prefix` for the build `stamp` (unless it is already made for it).
pub fn prefix(stamp: &str) -> Result<PathBuf, Error> {
    let out = dir();
    let prefix = out.join("prefix");
    let stamp_file = out.join("prefix.stamp");
    // The prefix recipe's own version, so that a change here remakes it.
    let want = format!("prefix 1 (virtual desktop 1024x768)\n{stamp}");
    if prefix.join("system.reg").is_file() && read(&stamp_file).as_deref() == Some(want.as_str()) {
        println!(
            "xtask dxvk: the Wine prefix is current ({})",
            prefix.display()
        );
        return Ok(prefix);
    }
    let _ = std::fs::remove_file(&stamp_file);
    let _ = std::fs::remove_dir_all(&prefix);
    println!("xtask dxvk: making the Wine prefix {}", prefix.display());
    run(wine("wineboot", &prefix).arg("-i"))?;
    run(wine("wineserver", &prefix).arg("-w"))?;
    // Xvfb reports a 0 Hz refresh rate, which DXVK's dxgi divides by; a virtual desktop (as
    // Winlator runs) reports a usable mode. Its size is the tests' Xvfb screen.
    for args in [
        &[
            "add",
            r"HKCU\Software\Wine\Explorer",
            "/v",
            "Desktop",
            "/d",
            "Default",
            "/f",
        ][..],
        &[
            "add",
            r"HKCU\Software\Wine\Explorer\Desktops",
            "/v",
            "Default",
            "/d",
            "1024x768",
            "/f",
        ][..],
    ] {
        run(wine("wine", &prefix).arg("reg").args(args))?;
    }
    run(wine("wineserver", &prefix).arg("-w"))?;
    let system32 = prefix.join("drive_c/windows/system32");
    for dll in DLLS {
        let from = out.join("bin").join(dll);
        std::fs::copy(&from, system32.join(dll)).map_err(|e| {
            Error::msg(format!(
                "cannot copy {} into {}: {e}",
                from.display(),
                system32.display()
            ))
        })?;
    }
    write(&stamp_file, &want)?;
    Ok(prefix)
}

/// `cargo xtask dxvk`: packages, DXVK, the prefix, then the comparison tests.
pub fn dxvk() -> Result<(), Error> {
    system::install_packages()?;
    let stamp = build()?;
    prefix(&stamp)?;
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    cmd.current_dir(root())
        .args([
            "test",
            "--locked",
            "-p",
            "vkrelay-renderer",
            "--test",
            "renderer",
            "--",
            "--ignored",
            "--test-threads",
            "1",
            "--nocapture",
            "dxvk::",
        ])
        .env("VKRELAY_DXVK_DIR", dir());
    crate::steps::test_env(&mut cmd)?;
    run(&mut cmd)
}
