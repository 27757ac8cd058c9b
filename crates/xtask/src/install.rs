//! `cargo xtask install`, `uninstall` and `install-test`: vkrelay in a prefix, where the
//! Khronos loader finds it without `VK_DRIVER_FILES`.
//!
//! A prefix `P` gets exactly three files: `P/bin/vkrelay-renderer`, `P/lib/libvulkan_vkrelay.so`
//! and the ICD manifest `P/share/vulkan/icd.d/vkrelay_icd.<arch>.json` naming that library. The
//! default prefix, `~/.local`, puts the manifest in `~/.local/share/vulkan/icd.d`, which the
//! loader searches (`$XDG_DATA_HOME/vulkan/icd.d`); `/usr/local` puts it in
//! `/usr/local/share/vulkan/icd.d` (in `$XDG_DATA_DIRS`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::steps::{Error, root, run, target_dir};
use crate::system;

/// The generated file that holds `VK_XML_VERSION`, the patch level of the manifest's
/// `api_version` (as the ICD's own `manifest_json` writes it).
const VK_WIRE_GENERATED: &str = include_str!("../../vk-wire/src/generated/mod.rs");

/// The files of an installation under one prefix.
#[derive(Debug)]
struct Layout {
    renderer: PathBuf,
    icd: PathBuf,
    manifest: PathBuf,
}

impl Layout {
    fn new(prefix: &Path) -> Layout {
        Layout {
            renderer: prefix.join("bin/vkrelay-renderer"),
            icd: prefix.join("lib/libvulkan_vkrelay.so"),
            manifest: prefix.join(format!(
                "share/vulkan/icd.d/vkrelay_icd.{}.json",
                std::env::consts::ARCH
            )),
        }
    }

    fn files(&self) -> [&Path; 3] {
        [&self.renderer, &self.icd, &self.manifest]
    }
}

/// `--prefix P` (default `~/.local`) and `--debug` (the debug build, which `cargo test` and
/// `cargo build` already made, instead of a release build).
struct Args {
    prefix: PathBuf,
    debug: bool,
}

fn parse(args: &[String], task: &str, debug_allowed: bool) -> Result<Args, Error> {
    let mut prefix = None;
    let mut debug = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--prefix" => {
                let p = it
                    .next()
                    .ok_or_else(|| Error::msg(format!("{task}: --prefix needs a directory")))?;
                prefix = Some(PathBuf::from(p));
            }
            "--debug" if debug_allowed => debug = true,
            other => {
                return Err(Error::msg(format!(
                    "{task}: unknown argument {other:?} (usage: cargo xtask {task} [--prefix P]{})",
                    if debug_allowed { " [--debug]" } else { "" }
                )));
            }
        }
    }
    let prefix = match prefix {
        Some(p) => p,
        None => std::env::var_os("HOME")
            .filter(|h| !h.is_empty())
            .map(|h| PathBuf::from(h).join(".local"))
            .ok_or_else(|| Error::msg(format!("{task}: HOME is unset; pass --prefix")))?,
    };
    let prefix = if prefix.is_absolute() {
        prefix
    } else {
        std::env::current_dir()
            .map_err(|e| Error::msg(format!("cannot read the current directory: {e}")))?
            .join(prefix)
    };
    Ok(Args { prefix, debug })
}

/// The ICD manifest for `library`: the text of `vulkan_vkrelay::manifest_json`, which xtask
/// (built from the standard library only) does not link.
pub fn manifest_json(library: &Path) -> Result<String, Error> {
    let patch = VK_WIRE_GENERATED
        .lines()
        .find_map(|l| l.trim().strip_prefix("pub const VK_XML_VERSION: u32 = "))
        .and_then(|v| v.strip_suffix(';'))
        .ok_or_else(|| Error::msg("VK_XML_VERSION not found in vk-wire's generated code"))?;
    Ok(format!(
        "{{\n  \"file_format_version\": \"1.0.0\",\n  \"ICD\": {{\n    \"library_path\": \"{}\",\n    \
         \"api_version\": \"1.3.{patch}\"\n  }}\n}}\n",
        library.display()
    ))
}

/// Copies `from` to `to` through a temporary file renamed into place, so that a program that
/// has the old file mapped keeps its pages.
fn copy_into_place(from: &Path, to: &Path) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt;
    let dir = to.parent().expect("install paths have a parent");
    std::fs::create_dir_all(dir)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", dir.display())))?;
    let tmp = dir.join(format!(
        ".{}.tmp",
        to.file_name()
            .expect("install paths name a file")
            .to_string_lossy()
    ));
    std::fs::copy(from, &tmp)
        .and_then(|_| std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o755)))
        .and_then(|()| std::fs::rename(&tmp, to))
        .map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            Error::msg(format!("cannot install {}: {e}", to.display()))
        })
}

fn install_into(prefix: &Path, debug: bool) -> Result<Layout, Error> {
    let mut build = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    build.current_dir(root()).args([
        "build",
        "--locked",
        "-p",
        "vkrelay-renderer",
        "-p",
        "vkrelay-icd",
    ]);
    if !debug {
        build.arg("--release");
    }
    run(&mut build)?;
    let built = target_dir().join(if debug { "debug" } else { "release" });
    let layout = Layout::new(prefix);
    copy_into_place(&built.join("vkrelay-renderer"), &layout.renderer)?;
    copy_into_place(&built.join("libvulkan_vkrelay.so"), &layout.icd)?;
    let dir = layout.manifest.parent().expect("the manifest has a parent");
    std::fs::create_dir_all(dir)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", dir.display())))?;
    std::fs::write(&layout.manifest, manifest_json(&layout.icd)?)
        .map_err(|e| Error::msg(format!("cannot write {}: {e}", layout.manifest.display())))?;
    for f in layout.files() {
        println!("installed {}", f.display());
    }
    Ok(layout)
}

/// `cargo xtask install [--prefix P] [--debug]`.
pub fn install(args: &[String]) -> Result<(), Error> {
    let a = parse(args, "install", true)?;
    install_into(&a.prefix, a.debug)?;
    println!(
        "Vulkan programs now find vkrelay through the loader; start `{}/bin/vkrelay-renderer \
         serve` (its own driver picked with VK_DRIVER_FILES or --driver), or run one program \
         with `vkrelay-renderer run -- PROGRAM`.",
        a.prefix.display()
    );
    Ok(())
}

fn uninstall_from(prefix: &Path) -> Result<(), Error> {
    for f in Layout::new(prefix).files() {
        match std::fs::remove_file(f) {
            Ok(()) => println!("removed {}", f.display()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                println!("not installed: {}", f.display());
            }
            Err(e) => return Err(Error::msg(format!("cannot remove {}: {e}", f.display()))),
        }
    }
    Ok(())
}

/// `cargo xtask uninstall [--prefix P]`: removes exactly the files `install` wrote.
pub fn uninstall(args: &[String]) -> Result<(), Error> {
    uninstall_from(&parse(args, "uninstall", false)?.prefix)
}

fn check(ok: bool, what: impl FnOnce() -> String) -> Result<(), Error> {
    if ok {
        Ok(())
    } else {
        Err(Error::msg(format!("install-test: {}", what())))
    }
}

/// `cargo xtask install-test`: installs the debug build into `target/install-test`, serves with
/// the installed renderer on lavapipe, and runs `vulkaninfo --summary` with `VK_DRIVER_FILES`
/// unset and `XDG_DATA_HOME=PREFIX/share`, the loader restricted to vkrelay's manifest
/// (`VK_LOADER_DRIVERS_SELECT`): the device it lists can only come through the installed
/// manifest. Then uninstalls and checks that the three files are gone.
pub fn install_test() -> Result<(), Error> {
    let prefix = target_dir().join("install-test");
    let _ = std::fs::remove_dir_all(&prefix);
    let layout = install_into(&prefix, true)?;
    let manifest = std::fs::read_to_string(&layout.manifest)
        .map_err(|e| Error::msg(format!("cannot read {}: {e}", layout.manifest.display())))?;
    check(
        manifest.contains(&format!("\"library_path\": \"{}\"", layout.icd.display())),
        || {
            format!(
                "the manifest does not name {}:\n{manifest}",
                layout.icd.display()
            )
        },
    )?;
    let run_dir = prefix.join("run");
    std::fs::create_dir_all(&run_dir)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", run_dir.display())))?;
    let socket = run_dir.join("vkrelay.sock");
    let log_path = run_dir.join("renderer.log");
    let log = std::fs::File::create(&log_path)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", log_path.display())))?;
    let mut renderer = Command::new(&layout.renderer)
        .args(["serve", "--stats", "--socket"])
        .arg(&socket)
        .env("VK_DRIVER_FILES", system::lavapipe_manifest()?)
        .env_remove("VKRELAY_LOG")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(|e| Error::msg(format!("cannot start {}: {e}", layout.renderer.display())))?;
    let result = (|| {
        let start = Instant::now();
        while !socket.exists() {
            let exited = renderer.try_wait().ok().flatten();
            check(
                exited.is_none() && start.elapsed() < Duration::from_secs(60),
                || {
                    format!(
                        "the installed renderer did not listen: {}",
                        std::fs::read_to_string(&log_path).unwrap_or_default()
                    )
                },
            )?;
            std::thread::sleep(Duration::from_millis(20));
        }
        let out = Command::new("vulkaninfo")
            .arg("--summary")
            .env_remove("VK_DRIVER_FILES")
            .env_remove("VK_ICD_FILENAMES")
            .env_remove("VK_ADD_DRIVER_FILES")
            .env("XDG_DATA_HOME", prefix.join("share"))
            .env("VK_LOADER_DRIVERS_SELECT", "vkrelay_icd*")
            .env("VK_LOADER_DEBUG", "driver")
            .env("VKRELAY_SERVER_PATH", &socket)
            .current_dir(&run_dir)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| Error::msg(format!("cannot run vulkaninfo: {e}")))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        check(out.status.success(), || {
            format!("vulkaninfo failed ({}):\n{stdout}\n{stderr}", out.status)
        })?;
        let all = format!("{stdout}{stderr}");
        check(all.contains(&layout.manifest.display().to_string()), || {
            format!(
                "the loader did not report the installed manifest {}:\n{all}",
                layout.manifest.display()
            )
        })?;
        check(
            stdout
                .lines()
                .any(|l| l.trim_start().starts_with("deviceName") && l.contains("llvmpipe")),
            || format!("no llvmpipe device through vkrelay:\n{stdout}"),
        )?;
        // The renderer prints the client's summary once vulkaninfo's connection is gone.
        let start = Instant::now();
        loop {
            let text = std::fs::read_to_string(&log_path).unwrap_or_default();
            if text.contains("vkrelay-renderer: client ") && text.contains(" stats: ") {
                break Ok(());
            }
            check(start.elapsed() < Duration::from_secs(20), || {
                format!("the installed renderer served no client:\n{text}")
            })?;
            std::thread::sleep(Duration::from_millis(50));
        }
    })();
    let _ = renderer.kill();
    let _ = renderer.wait();
    result?;
    uninstall_from(&prefix)?;
    for f in layout.files() {
        check(!f.exists(), || {
            format!("{} is left after uninstall", f.display())
        })?;
    }
    let _ = std::fs::remove_dir_all(&prefix);
    println!("install-test: vulkaninfo found vkrelay through the installed manifest");
    Ok(())
}
