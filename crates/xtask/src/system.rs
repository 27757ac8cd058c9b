//! Installing what the tasks need on a fresh Debian/Ubuntu machine: system packages (apt),
//! rustup components and targets, and cargo tools.

use std::path::Path;
use std::process::Command;

use crate::steps::{self, Error, run};

/// The Debian packages the tasks need, with what each is for.
pub const PACKAGES: &[(&str, &str)] = &[
    (
        "mesa-vulkan-drivers",
        "lavapipe, the real Vulkan driver in CI",
    ),
    ("libvulkan-dev", "the Khronos loader and vk.xml"),
    ("vulkan-tools", "vulkaninfo and vkcube"),
    ("vulkan-validationlayers", "VK_LAYER_KHRONOS_validation"),
    ("spirv-tools", "spirv-val, spirv-dis"),
    ("glslang-tools", "glslangValidator"),
    ("xvfb", "a display for WSI tests"),
    ("mesa-utils", "glxinfo, glxgears"),
    ("libgl1-mesa-dri", "zink, Mesa's OpenGL on Vulkan"),
    (
        "glmark2-x11",
        "glmark2, an OpenGL benchmark run through zink",
    ),
    (
        "vkd3d-demos",
        "vkd3d-triangle and vkd3d-gears: Direct3D 12 on Vulkan",
    ),
    (
        "apitrace",
        "apitrace and glretrace: OpenGL traces replayed through zink, frames compared",
    ),
    (
        "piglit",
        "piglit's S3TC, RGTC and BPTC programs, run through zink and the BC repair",
    ),
    ("gcc-aarch64-linux-gnu", "the aarch64 linker"),
    (
        "binutils-aarch64-linux-gnu",
        "aarch64-linux-gnu-nm, to check the aarch64 ICD's exported symbols",
    ),
    ("libc6-dev-arm64-cross", "the aarch64 C library"),
    ("qemu-user", "qemu-aarch64 to run aarch64 tests"),
    ("wine", "Wine 8.0, to run DXVK's Direct3D programs"),
    ("wine64", "Wine's 64-bit loader (the DXVK build is 64-bit)"),
    (
        "mingw-w64",
        "the Windows cross compilers DXVK is built with",
    ),
    ("meson", "DXVK's build system"),
    (
        "curl",
        "downloads the tests' pinned data (Pillow's DDS files, from PyPI)",
    ),
    ("ninja-build", "ninja, for meson"),
    (
        "openjdk-17-jdk-headless",
        "javac and java for the Winlator stand-in tests (crates/vortek)",
    ),
    ("binutils", "nm, for the drop-in's exported-symbols test"),
    (
        "gfxreconstruct",
        "gfxreconstruct's capture layer and gfxrecon-replay: a native vkcube capture replayed",
    ),
];

/// Rustup targets the checks build for.
pub const TARGETS: &[&str] = &[steps::AARCH64_TARGET, steps::ANDROID_TARGET];

/// Cargo tools and the exact versions installed when they are missing.
pub const CARGO_TOOLS: &[(&str, &str, &str)] = &[
    // (binary, crate, version)
    ("cargo-deny", "cargo-deny", "0.20.2"),
    ("cargo-nextest", "cargo-nextest", "0.9.143"),
    ("cargo-fuzz", "cargo-fuzz", "0.13.2"),
];

fn missing_packages() -> Vec<&'static str> {
    PACKAGES
        .iter()
        .map(|(p, _)| *p)
        .filter(|p| {
            let out = Command::new("dpkg-query")
                .args(["-W", "-f=${db:Status-Status}", p])
                .output();
            !matches!(out, Ok(o) if o.status.success() && o.stdout == b"installed")
        })
        .collect()
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program} >/dev/null 2>&1")])
        .status()
        .is_ok_and(|s| s.success())
}

/// Installs the missing Debian packages with apt-get (as root, or through sudo). When that is
/// impossible, says exactly what is missing and fails.
pub fn install_packages() -> Result<(), Error> {
    let missing = missing_packages();
    if missing.is_empty() {
        return Ok(());
    }
    let log = crate::steps::target_dir().join("xtask-apt.log");
    println!(
        "xtask: installing missing system packages: {} (apt's output: {})",
        missing.join(" "),
        log.display()
    );
    let prefix: &[&str] = if is_root() {
        &[]
    } else if have("sudo") {
        &["sudo", "-n"]
    } else {
        &[]
    };
    if !have("apt-get") || (!is_root() && prefix.is_empty()) {
        let mut msg = String::from(
            "these system packages are missing and cannot be installed here (need apt-get and root or sudo):\n",
        );
        for p in &missing {
            let why = PACKAGES
                .iter()
                .find(|(n, _)| n == p)
                .map_or("", |(_, w)| *w);
            msg.push_str(&format!("  {p}  ({why})\n"));
        }
        msg.push_str(&format!(
            "install them with: apt-get install {}",
            missing.join(" ")
        ));
        return Err(Error::msg(msg));
    }
    if let Some(d) = log.parent() {
        let _ = std::fs::create_dir_all(d);
    }
    let _ = std::fs::remove_file(&log);
    // apt's output goes to the log; a failure names it.
    let apt = |args: &[&str]| {
        let mut full: Vec<&str> = prefix.to_vec();
        full.push("apt-get");
        full.extend_from_slice(args);
        let mut cmd = Command::new(full[0]);
        cmd.args(&full[1..])
            .env("DEBIAN_FRONTEND", "noninteractive");
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .map_err(|e| Error::msg(format!("cannot write {}: {e}", log.display())))?;
        let err = file
            .try_clone()
            .map_err(|e| Error::msg(format!("cannot write {}: {e}", log.display())))?;
        cmd.stdout(file).stderr(err);
        run(&mut cmd).map_err(|e| Error::msg(format!("{e}; apt's output is in {}", log.display())))
    };
    apt(&["update", "-qq"])?;
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend(missing.iter().copied());
    apt(&args)?;
    let still = missing_packages();
    if !still.is_empty() {
        return Err(Error::msg(format!(
            "apt-get finished but these packages are still missing: {}",
            still.join(" ")
        )));
    }
    Ok(())
}

/// Adds the rustup components and targets the checks use.
pub fn install_toolchain() -> Result<(), Error> {
    if !have("rustup") {
        return Err(Error::msg(
            "rustup is needed to add the aarch64 targets; install Rust with rustup",
        ));
    }
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let missing: Vec<&str> = TARGETS
        .iter()
        .copied()
        .filter(|t| !installed.lines().any(|l| l == *t))
        .collect();
    if !missing.is_empty() {
        run(Command::new("rustup")
            .arg("target")
            .arg("add")
            .args(&missing))?;
    }
    if !have("cargo-fmt") || !have("cargo-clippy") {
        run(Command::new("rustup").args(["component", "add", "rustfmt", "clippy"]))?;
    }
    Ok(())
}

/// Installs the cargo tools that are missing, at pinned versions.
pub fn install_cargo_tools() -> Result<(), Error> {
    for (bin, krate, version) in CARGO_TOOLS {
        if have(bin) {
            continue;
        }
        println!("xtask: installing {krate} {version}");
        // Without the tools' own release settings (cargo-deny's fat LTO in one codegen unit
        // takes minutes of a fresh CI machine's two cores); they run fast enough without.
        run(Command::new("cargo")
            .args(["install", "--locked", krate, "--version", version])
            .env("CARGO_PROFILE_RELEASE_LTO", "false")
            .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "16"))?;
    }
    Ok(())
}

/// Everything: packages, toolchain, tools.
pub fn install_all() -> Result<(), Error> {
    install_packages()?;
    install_toolchain()?;
    install_cargo_tools()
}

/// lavapipe's ICD manifest, the real driver CI tests against.
pub const LAVAPIPE_ICD: &str = "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json";

/// Checks that lavapipe is where the tests expect it.
pub fn lavapipe_manifest() -> Result<&'static str, Error> {
    if Path::new(LAVAPIPE_ICD).exists() {
        Ok(LAVAPIPE_ICD)
    } else {
        Err(Error::msg(format!(
            "lavapipe's manifest {LAVAPIPE_ICD} is missing (mesa-vulkan-drivers)"
        )))
    }
}
