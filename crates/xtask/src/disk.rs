//! Disk space for `cargo xtask test`: what is free before the run, and what the build
//! directories hold after it.
//!
//! A fresh run of every step, without incremental state as `.ci/run` builds, leaves about
//! 9.3 GiB (2026-12-07: 7.9 GiB under `target/`, which holds the workspace in the test
//! profile, clippy's metadata, the loom, aarch64 and Android builds and the DXVK build, and
//! 1.4 GiB under `fuzz/target`); incremental state adds about 6 GiB more. A disk that fills
//! part-way fails whichever steps are compiling then, each with "No space left on device"
//! buried in rustc's output; the check below says so once, first.

use std::path::Path;
use std::process::Command;

/// What a fresh run of every step builds, in GiB (see the module documentation).
pub const BUILT_GIB: f64 = 10.0;
/// Free space below which `cargo xtask test` warns, in GiB: what a run builds, with room
/// for incremental state or a larger build.
pub const NEEDED_GIB: f64 = 16.0;

/// Free space of the file system that holds `dir` (or its nearest existing ancestor), in
/// GiB, from `df -Pk`; `None` when `df` cannot tell.
pub fn free_gib(dir: &Path) -> Option<f64> {
    let dir = dir.ancestors().find(|d| d.exists())?;
    let out = Command::new("df").arg("-Pk").arg(dir).output().ok()?;
    if !out.status.success() {
        return None;
    }
    parse_df_available_kib(&String::from_utf8_lossy(&out.stdout)).map(|k| k as f64 / 1048576.0)
}

/// The "Available" column (KiB) of `df -Pk`'s one data line.
fn parse_df_available_kib(text: &str) -> Option<u64> {
    let line = text.lines().nth(1)?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Size of everything under `dir`, in GiB, from `du -sk`; `None` when `du` cannot tell.
pub fn used_gib(dir: &Path) -> Option<f64> {
    let out = Command::new("du").arg("-sk").arg(dir).output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let kib: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(kib as f64 / 1048576.0)
}

/// The warning printed before the steps (and again under a failed run's summary) when
/// `free` GiB is less than a run needs.
pub fn low_space_warning(dir: &Path, free: f64) -> Option<String> {
    (free < NEEDED_GIB).then(|| {
        format!(
            "only {free:.1} GiB free on the disk of {}; a fresh run of every step builds about \
             {BUILT_GIB:.0} GiB there (more with incremental state), and steps that compile \
             once it is full fail with \"No space left on device\"",
            dir.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn df_output_gives_the_available_column() {
        let text = "Filesystem     1024-blocks     Used Available Capacity Mounted on\n\
                    /dev/vda         263174212 35651584  60817408      37% /\n";
        assert_eq!(parse_df_available_kib(text), Some(60817408));
        assert_eq!(parse_df_available_kib("Filesystem\n"), None);
        assert_eq!(parse_df_available_kib(""), None);
    }

    #[test]
    fn the_warning_names_the_shortfall_only() {
        let dir = Path::new("/x/target");
        assert!(low_space_warning(dir, NEEDED_GIB + 1.0).is_none());
        let w = low_space_warning(dir, 5.6).expect("5.6 GiB is too little");
        assert!(w.contains("5.6 GiB free"), "{w}");
        assert!(w.contains("/x/target"), "{w}");
    }

    #[test]
    fn this_machine_reports_free_and_used_space() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let free = free_gib(here).expect("df answers for the source tree");
        assert!(free >= 0.0);
        // A path below one that does not exist is measured at its nearest existing ancestor.
        assert!(free_gib(&here.join("no/such/dir")).is_some());
        let used = used_gib(&here.join("src")).expect("du answers for the sources");
        assert!(used > 0.0);
    }
}
