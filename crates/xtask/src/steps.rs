//! The tasks themselves.

use std::fmt;
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use crate::{system, testdata};

/// A task failure, with a message for a person.
#[derive(Debug)]
pub struct Error(String);

impl Error {
    pub fn msg(m: impl Into<String>) -> Self {
        Self(m.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Runs a command, inheriting stdio, and fails unless it exits 0.
pub fn run(cmd: &mut Command) -> Result<(), Error> {
    let shown = format!("{cmd:?}");
    let status = cmd
        .status()
        .map_err(|e| Error::msg(format!("cannot start {shown}: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Error::msg(format!("{shown} failed: {status}")))
    }
}

pub(crate) fn cargo() -> Command {
    Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
}

/// The workspace root (xtask lives at `crates/xtask`).
pub fn root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .nth(2)
        .expect("crates/xtask has two ancestors")
        .to_path_buf()
}

/// Crates with aarch64-specific code, whose tests also run under qemu-aarch64.
const AARCH64_TEST_CRATES: &[&str] = &["bcn-decode", "shm-ring"];
/// Crates with Android-specific code, checked for `aarch64-linux-android`.
const ANDROID_CHECK_CRATES: &[&str] = &["shm-ring", "placed-mem", "wsi-ahb"];

/// The environment every test run gets: the real driver is lavapipe, reached through the
/// Khronos loader, `XDG_RUNTIME_DIR` is a private directory, and `VKRELAY_TEST_DDS_DIR`
/// names the downloaded DDS files ([`testdata::fetch_dds`]).
pub fn test_env(cmd: &mut Command) -> Result<(), Error> {
    cmd.env("VK_DRIVER_FILES", system::lavapipe_manifest()?);
    cmd.env("VKRELAY_TEST_DDS_DIR", testdata::dds_dir());
    let runtime = root().join("target").join("xdg-runtime");
    std::fs::create_dir_all(&runtime)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", runtime.display())))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&runtime, std::fs::Permissions::from_mode(0o700));
    }
    cmd.env("XDG_RUNTIME_DIR", runtime);
    Ok(())
}

struct Step {
    name: &'static str,
    cmd: Command,
}

fn step(name: &'static str, f: impl FnOnce(&mut Command)) -> Step {
    let mut cmd = cargo();
    cmd.current_dir(root());
    f(&mut cmd);
    Step { name, cmd }
}

/// `cargo xtask test`: every check CI runs, stopping at the first failure.
pub fn test() -> Result<(), Error> {
    let started = Instant::now();
    system::install_all()?;
    // A failed download fails the DDS tests in CI and skips them elsewhere.
    if let Err(e) = testdata::fetch_dds() {
        eprintln!("==> xtask test: the DDS test data is not available: {e}");
    }
    let android = ANDROID_CHECK_CRATES.iter().flat_map(|c| ["-p", c]);
    let aarch64 = AARCH64_TEST_CRATES.iter().flat_map(|c| ["-p", c]);
    let mut steps = vec![
        step("rustfmt", |c| {
            c.args(["fmt", "--all", "--check"]);
        }),
        step("vk-wire generated code is up to date", |c| {
            c.args([
                "run",
                "--quiet",
                "--locked",
                "-p",
                "vk-wire-gen",
                "--",
                "--check",
            ]);
        }),
        step("ext-inject generated code is up to date", |c| {
            c.args([
                "run",
                "--quiet",
                "--locked",
                "-p",
                "ext-inject-gen",
                "--",
                "--check",
            ]);
        }),
        step("ICD and renderer glue is up to date", |c| {
            c.args([
                "run",
                "--quiet",
                "--locked",
                "-p",
                "driver-glue-gen",
                "--",
                "--check",
            ]);
        }),
        step("clippy", |c| {
            c.args([
                "clippy",
                "--workspace",
                "--all-targets",
                "--locked",
                "--",
                "-D",
                "warnings",
            ]);
        }),
        step("tests (nextest)", |c| {
            c.args([
                "nextest",
                "run",
                "--workspace",
                "--locked",
                "--no-fail-fast",
            ]);
        }),
        step("doctests", |c| {
            c.args(["test", "--workspace", "--all-features", "--doc", "--locked"]);
        }),
        step("docs", |c| {
            c.args([
                "doc",
                "--workspace",
                "--all-features",
                "--no-deps",
                "--locked",
            ])
            .env("RUSTDOCFLAGS", "-D warnings");
        }),
        // Advisories are not checked: the advisory database is fetched from GitHub, which this
        // project's machines (and CI) cannot reach. Licences, bans and sources are checked.
        step("cargo deny", |c| {
            c.args(["deny", "--locked", "check", "licenses", "bans", "sources"]);
        }),
        // The fuzz crate lives outside the workspace (cargo-fuzz wants its own); its targets
        // must at least build on stable. Running them needs nightly and cargo-fuzz.
        step("fuzz targets build", |c| {
            c.args([
                "check",
                "--locked",
                "--manifest-path",
                "fuzz/Cargo.toml",
                "--bins",
            ]);
        }),
        step("aarch64 tests under qemu", |c| {
            // The GPU decoder's tests need a Vulkan driver, and qemu-aarch64 has none (the
            // machine's lavapipe is x86-64): they run natively in the nextest step.
            c.args(["test", "--locked", "--target", "aarch64-unknown-linux-gnu"])
                .args(aarch64)
                .args(["--", "--skip", "gpu::"]);
        }),
        step("android check", |c| {
            c.args(["check", "--locked", "--target", "aarch64-linux-android"])
                .args(android);
        }),
        step(
            "install into a prefix, found without VK_DRIVER_FILES (cargo xtask install-test)",
            |c| {
                c.args(["xtask", "install-test"]);
            },
        ),
        // DXVK's d3d9 and d3d11 triangles under Wine, natively and through vkrelay (the DXVK
        // build is reused while shared/dxvk is unchanged; see `cargo xtask dxvk`).
        step("DXVK under Wine (cargo xtask dxvk)", |c| {
            c.args(["xtask", "dxvk"]);
        }),
    ];
    // Every step runs even when an earlier one failed, so one CI run shows every problem.
    let mut results = Vec::new();
    for s in &mut steps {
        println!("\n==> xtask test: {}", s.name);
        test_env(&mut s.cmd)?;
        let t = Instant::now();
        let outcome = run(&mut s.cmd);
        if let Err(e) = &outcome {
            eprintln!("==> xtask test: step '{}' failed: {e}", s.name);
        }
        results.push((s.name, t.elapsed(), outcome.is_ok()));
    }
    let failed: Vec<&str> = results.iter().filter(|r| !r.2).map(|r| r.0).collect();
    println!(
        "\n==> xtask test: {} steps in {:.0?}",
        results.len(),
        started.elapsed()
    );
    for (name, t, ok) in &results {
        println!(
            "    {:<4} {name:<40} {t:.1?}",
            if *ok { "ok" } else { "FAIL" }
        );
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(Error::msg(format!(
            "{} step(s) failed: {}",
            failed.len(),
            failed.join(", ")
        )))
    }
}

/// The cargo target directory the tasks build into.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}
