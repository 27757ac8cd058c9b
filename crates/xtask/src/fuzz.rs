//! The fuzz targets in CI: built with cargo-fuzz (nightly, AddressSanitizer, debug
//! assertions), then each run for [`BUDGET_S`] seconds from its committed corpus
//! (`fuzz/corpus/<target>/`, read only; what a run finds goes to a temporary directory). A
//! crash, a leak, an out-of-memory or a timeout fails the step and names the target; libFuzzer
//! writes the input that did it into the temporary directory named in the error.
//!
//! Longer runs, and the figures in `docs/reliability.md`, come from `tools/h200/fuzz.sh`.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::steps::{Error, root};

/// Seconds each target runs in CI.
pub const BUDGET_S: u32 = 8;

/// `cargo +nightly fuzz build -O`. Through rustup's `cargo` (the one on `PATH`), not the
/// toolchain's own that `cargo xtask` runs under (`$CARGO`), which takes no `+nightly`.
pub fn build() -> Command {
    let mut c = Command::new("cargo");
    c.args(["+nightly", "fuzz", "build", "-O"])
        .env_remove("RUSTUP_TOOLCHAIN")
        .current_dir(root());
    c
}

/// The targets: the `[[bin]]` names of `fuzz/Cargo.toml`.
fn targets(root: &Path) -> Result<Vec<String>, Error> {
    let manifest = std::fs::read_to_string(root.join("fuzz/Cargo.toml"))
        .map_err(|e| Error::msg(format!("fuzz/Cargo.toml: {e}")))?;
    let mut names = Vec::new();
    let mut in_bin = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_bin = line == "[[bin]]";
        } else if in_bin && let Some(v) = line.strip_prefix("name = ") {
            names.push(v.trim_matches('"').to_owned());
        }
    }
    if names.is_empty() {
        return Err(Error::msg("fuzz/Cargo.toml names no [[bin]] target"));
    }
    Ok(names)
}

/// Runs every built target for [`BUDGET_S`] seconds from its committed corpus.
pub fn run_budget() -> Result<(), Error> {
    let root = root();
    let bins = root.join("fuzz/target/x86_64-unknown-linux-gnu/release");
    let work = std::env::temp_dir().join(format!("vkrelay-fuzz-{}", std::process::id()));
    let mut failed = Vec::new();
    for t in targets(&root)? {
        let corpus = root.join("fuzz/corpus").join(&t);
        let out: PathBuf = work.join(&t);
        std::fs::create_dir_all(&out).map_err(|e| Error::msg(format!("{}: {e}", out.display())))?;
        let mut cmd = Command::new(bins.join(&t));
        cmd.arg(&out);
        if corpus.is_dir() {
            cmd.arg(&corpus);
        }
        cmd.arg(format!("-max_total_time={BUDGET_S}"))
            .args(["-rss_limit_mb=2048", "-timeout=10", "-print_final_stats=1"])
            .arg(format!("-artifact_prefix={}/", out.display()))
            .current_dir(&out);
        println!("==> xtask test: fuzz target {t} for {BUDGET_S} s");
        let status = cmd
            .status()
            .map_err(|e| Error::msg(format!("cannot start fuzz target {t}: {e}")))?;
        if !status.success() {
            failed.push(format!("{t} ({status}; its input is in {})", out.display()));
        }
    }
    if failed.is_empty() {
        let _ = std::fs::remove_dir_all(&work);
        Ok(())
    } else {
        Err(Error::msg(format!(
            "fuzz targets failed: {}",
            failed.join(", ")
        )))
    }
}
