//! The tasks themselves.

use std::fmt;
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use crate::{disk, system, testdata};

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

// What CI builds for the phone; `docs/builds.md` has the table. A crate joins a target by a
// line in one of these lists.

/// Crates with aarch64-specific code, whose tests also run under qemu-aarch64 (linked with
/// `aarch64-linux-gnu-gcc`).
const AARCH64_TEST_CRATES: &[&str] = &["bcn-decode", "shm-ring"];
/// Libraries the glibc container on an aarch64 phone loads: linked for
/// `aarch64-unknown-linux-gnu`, checked for their exported symbols, and their tests run under
/// qemu-aarch64 (the ICD's include a round trip through the rings).
///
/// `(package, file, symbols)`: the symbols are those its users look up (`nm -D` must list
/// them as defined).
const AARCH64_LIBRARIES: &[(&str, &str, &[&str])] = &[(
    "vkrelay-icd",
    "libvulkan_vkrelay.so",
    &[
        "vk_icdNegotiateLoaderICDInterfaceVersion",
        "vk_icdGetInstanceProcAddr",
        "vk_icdGetPhysicalDeviceProcAddr",
    ],
)];
/// Crates that run on Android: their libraries and binaries are checked and linted (clippy,
/// `-D warnings`) for `aarch64-linux-android`. Without an NDK nothing links for Android.
const ANDROID_CRATES: &[&str] = &[
    "vkrelay-renderer",
    "vkrelay-vortek",
    "shm-ring",
    "placed-mem",
    "wsi-ahb",
];

/// Without an NDK there is no C compiler for Android: the C parts of dependencies (zstd, for
/// the trace format) are compiled by the aarch64 GNU cross compiler for the Android check
/// and clippy only. Nothing is linked for Android there; a release build uses the NDK's
/// compiler.
fn android_c(c: &mut Command) {
    c.env("CC_aarch64_linux_android", "aarch64-linux-gnu-gcc")
        .env("AR_aarch64_linux_android", "aarch64-linux-gnu-ar");
}

/// The Rust target of the phone's Android side.
pub const ANDROID_TARGET: &str = "aarch64-linux-android";
/// The Rust target of the glibc container on an aarch64 phone.
pub const AARCH64_TARGET: &str = "aarch64-unknown-linux-gnu";

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
    /// Runs after `cmd` succeeded: checks what it built.
    then: Option<fn() -> Result<(), Error>>,
}

fn step(name: &'static str, f: impl FnOnce(&mut Command)) -> Step {
    let mut cmd = cargo();
    cmd.current_dir(root());
    f(&mut cmd);
    Step {
        name,
        cmd,
        then: None,
    }
}

impl Step {
    fn then(mut self, check: fn() -> Result<(), Error>) -> Step {
        self.then = Some(check);
        self
    }
}

/// ELF `e_machine` of aarch64.
const EM_AARCH64: u16 = 183;
/// ELF `e_type` of a shared object.
const ET_DYN: u16 = 3;

/// Each of [`AARCH64_LIBRARIES`] is an aarch64 shared object (little-endian ELF64) that
/// defines its symbols.
fn aarch64_libraries_are_linked() -> Result<(), Error> {
    for (package, file, symbols) in AARCH64_LIBRARIES {
        // The test profile's directory is `debug`.
        let path = target_dir().join(AARCH64_TARGET).join("debug").join(file);
        let bytes = std::fs::read(&path)
            .map_err(|e| Error::msg(format!("{package}: cannot read {}: {e}", path.display())))?;
        let u16_at = |i: usize| {
            bytes
                .get(i..i + 2)
                .map(|b| u16::from_le_bytes([b[0], b[1]]))
        };
        // Magic, ELFCLASS64, ELFDATA2LSB; then e_type at 16 and e_machine at 18.
        if !bytes.starts_with(b"\x7fELF\x02\x01")
            || u16_at(16) != Some(ET_DYN)
            || u16_at(18) != Some(EM_AARCH64)
        {
            return Err(Error::msg(format!(
                "{package}: {} is not an aarch64 shared object",
                path.display()
            )));
        }
        let out = Command::new("aarch64-linux-gnu-nm")
            .args(["-D", "--defined-only", "--format=just-symbols"])
            .arg(&path)
            .output()
            .map_err(|e| Error::msg(format!("cannot run aarch64-linux-gnu-nm: {e}")))?;
        if !out.status.success() {
            return Err(Error::msg(format!(
                "aarch64-linux-gnu-nm {} failed: {}",
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            )));
        }
        let defined = String::from_utf8_lossy(&out.stdout);
        let missing: Vec<&str> = symbols
            .iter()
            .copied()
            .filter(|s| !defined.lines().any(|l| l == *s))
            .collect();
        if !missing.is_empty() {
            return Err(Error::msg(format!(
                "{package}: {} does not define {}",
                path.display(),
                missing.join(", ")
            )));
        }
        println!(
            "==> xtask test: {} is an aarch64 shared object with its symbols",
            path.display()
        );
    }
    Ok(())
}

/// Features only test builds have: the renderer's `--test-crash-on` (its isolation tests) and
/// its fuzz-corpus recorder (built so that clippy sees it), and bcn-decode's optional `ash`
/// and `cli` (their tests). This is every feature of the workspace, so clippy, nextest and the
/// doctests share one build.
const TEST_FEATURES: &str = "vkrelay-renderer/test-crash,vkrelay-renderer/corpus,\
                             bcn-decode/ash,bcn-decode/cli";

/// The step that runs the workspace's tests natively.
const NEXTEST_STEP: &str = "tests (nextest)";

/// `cargo xtask test [WORD...]`: every check CI runs, or only the steps whose names contain
/// one of `only`'s words (`cargo xtask test android aarch64`).
pub fn test(only: &[String]) -> Result<(), Error> {
    let started = Instant::now();
    system::install_all()?;
    let low_space =
        disk::free_gib(&target_dir()).and_then(|f| disk::low_space_warning(&target_dir(), f));
    if let Some(w) = &low_space {
        println!("==> xtask test: warning: {w}");
    }
    let android = || ANDROID_CRATES.iter().flat_map(|c| ["-p", c]);
    let aarch64 = AARCH64_TEST_CRATES.iter().flat_map(|c| ["-p", c]);
    let aarch64_libraries = || AARCH64_LIBRARIES.iter().flat_map(|l| ["-p", l.0]);
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
                "--features",
                TEST_FEATURES,
                "--",
                "-D",
                "warnings",
            ]);
        }),
        // The Winlator stand-in's tests run the renderer binary this build makes for the
        // renderer's own tests, instead of building one with other features (see
        // `renderer_binary` in `crates/vortek/tests/vortek/harness.rs`).
        step(NEXTEST_STEP, |c| {
            c.args([
                "nextest",
                "run",
                "--workspace",
                "--locked",
                "--no-fail-fast",
                "--features",
                TEST_FEATURES,
            ])
            .env(
                "VKRELAY_RENDERER_BIN",
                target_dir().join("debug").join("vkrelay-renderer"),
            );
        }),
        // `--cfg loom` changes every crate's flags, so it builds into a directory of its own
        // instead of invalidating the main build. Preemptions are bounded at 5 unless
        // LOOM_MAX_PREEMPTIONS says otherwise (about half a minute of test time on 2 cores).
        step("shm-ring loom model", |c| {
            let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
            flags.push_str(" --cfg loom");
            c.args([
                "test",
                "-p",
                "shm-ring",
                "--test",
                "loom",
                "--release",
                "--locked",
            ])
            .env("RUSTFLAGS", flags.trim_start())
            .env("CARGO_TARGET_DIR", target_dir().join("loom"));
        }),
        step("doctests", |c| {
            c.args([
                "test",
                "--workspace",
                "--features",
                TEST_FEATURES,
                "--doc",
                "--locked",
            ]);
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
        // The fuzz crate lives outside the workspace (cargo-fuzz wants its own). Its targets
        // are built with cargo-fuzz (nightly, AddressSanitizer), then each runs for a short
        // budget from its committed corpus; a crash, leak or out-of-memory fails the step.
        Step {
            name: "fuzz targets (short budget on the committed corpus)",
            cmd: crate::fuzz::build(),
            then: Some(crate::fuzz::run_budget),
        },
        // In the test profile, so that the next step reuses the library instead of building
        // it again (`cargo test` alone leaves it only under `deps/`).
        step("aarch64 libraries link", |c| {
            c.args([
                "build",
                "--locked",
                "--profile",
                "test",
                "--target",
                AARCH64_TARGET,
                "--lib",
            ])
            .args(aarch64_libraries());
        })
        .then(aarch64_libraries_are_linked),
        // Apart from the next step: built together, the feature sets of their dependencies
        // would be unified, and the library above built again.
        step("aarch64 library tests under qemu", |c| {
            c.args(["test", "--locked", "--target", AARCH64_TARGET])
                .args(aarch64_libraries());
        }),
        step("aarch64 tests under qemu", |c| {
            // The GPU decoder's tests need a Vulkan driver, and qemu-aarch64 has none (the
            // machine's lavapipe is x86-64): they run natively in the nextest step.
            c.args(["test", "--locked", "--target", AARCH64_TARGET])
                .args(aarch64)
                .args(["--", "--skip", "gpu::"]);
        }),
        step("android check", |c| {
            android_c(c);
            c.args([
                "check",
                "--locked",
                "--target",
                ANDROID_TARGET,
                "--lib",
                "--bins",
            ])
            .args(android());
        }),
        step("android clippy", |c| {
            android_c(c);
            c.args([
                "clippy",
                "--locked",
                "--target",
                ANDROID_TARGET,
                "--lib",
                "--bins",
            ])
            .args(android())
            .args(["--", "-D", "warnings"]);
        }),
        step(
            "install into a prefix, found without VK_DRIVER_FILES (cargo xtask install-test)",
            |c| {
                c.args(["xtask", "install-test"]);
            },
        ),
        // The README's first command, as written: the example natively, through vkrelay and
        // through each repair, each picture compared with native.
        step("the README's demo (cargo xtask demo)", |c| {
            c.args(["xtask", "demo"]);
        }),
        // A short soak: glmark2, vkcube and killed clients on one renderer for a minute; its
        // memory and descriptors, idle after a warm-up and idle after the minute, must agree
        // within 15 % (a minute is a few glmark2 runs: the allocator and the driver's caches
        // have not settled as they have after ten; `cargo xtask soak` is the 5 % version).
        // Two fresh-clone runs of the same commit (2026-12-05) ended at -9.6 % and +11.0 %:
        // the idle size after the warm-up alone varied by 8 %, so 10 % failed on noise.
        step("soak, one minute (cargo xtask soak --seconds 60)", |c| {
            c.args(["xtask", "soak", "--seconds", "60", "--tolerance", "15"]);
        }),
        // DXVK's d3d9 and d3d11 triangles under Wine, natively and through vkrelay (the DXVK
        // build is reused while shared/dxvk is unchanged; see `cargo xtask dxvk`).
        step("DXVK under Wine (cargo xtask dxvk)", |c| {
            c.args(["xtask", "dxvk"]);
        }),
    ];
    if !only.is_empty() {
        steps.retain(|s| only.iter().any(|w| s.name.contains(w.as_str())));
        if steps.is_empty() {
            return Err(Error::msg(format!(
                "no step's name contains {}",
                only.join(" or ")
            )));
        }
    }
    // The renderer's tests upload the DDS files. A failed download fails them in CI and
    // skips them elsewhere.
    if steps.iter().any(|s| s.name == NEXTEST_STEP) {
        if let Err(e) = testdata::fetch_dds() {
            eprintln!("==> xtask test: the DDS test data is not available: {e}");
        }
    }
    // Every step runs even when an earlier one failed, so one CI run shows every problem.
    let mut results = Vec::new();
    for s in &mut steps {
        println!("\n==> xtask test: {}", s.name);
        test_env(&mut s.cmd)?;
        let t = Instant::now();
        let outcome = run(&mut s.cmd).and_then(|()| s.then.map_or(Ok(()), |check| check()));
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
    // What the run left on disk: the workspace's builds and the fuzz crate's own.
    for dir in [target_dir(), root().join("fuzz").join("target")] {
        if let (Some(used), Some(free)) = (disk::used_gib(&dir), disk::free_gib(&dir)) {
            println!(
                "    {} holds {used:.1} GiB; {free:.1} GiB is left free",
                dir.display()
            );
        }
    }
    for (name, t, ok) in &results {
        println!(
            "    {:<4} {name:<40} {t:.1?}",
            if *ok { "ok" } else { "FAIL" }
        );
    }
    if let (false, Some(w)) = (failed.is_empty(), &low_space) {
        println!("    (before the steps: {w})");
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
