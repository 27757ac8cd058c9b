//! Test data that is downloaded, not committed: real DDS files (BC1..BC7, mip levels) from
//! Pillow's source distribution on PyPI, whose `Tests/images/` holds them. The archive is
//! pinned by version and SHA-256 and cached under the target directory; only its `.dds`
//! files and its licence are unpacked, flat, into [`dds_dir`], which the renderer's tests
//! read (`VKRELAY_TEST_DDS_DIR`, see [`crate::steps::test_env`]).
//!
//! Pillow is under the MIT-CMU licence (`LICENSE`, unpacked beside the files): copying and
//! use for any purpose, the notice kept with the copies.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::steps::{Error, run, target_dir};

/// The pinned source distribution.
struct Sdist {
    /// `name-version`, the archive's top directory.
    stem: &'static str,
    url: &'static str,
    sha256: &'static str,
}

/// Pillow 13.0.0's sdist, as PyPI's simple index lists it.
const PILLOW: Sdist = Sdist {
    stem: "pillow-13.0.0",
    url: "https://files.pythonhosted.org/packages/ce/a4/\
          9cc30690a394a8305e8be4c9036aa16d0dfddadd09079860b582f562496d/pillow-13.0.0.tar.gz",
    sha256: "cdcd1ba258178f7356d74170c9a81ba4eab6a5d55748bc402a5a2a6fe6be3510",
};

/// The file in [`dds_dir`] that says which archive its files came from.
const STAMP: &str = "SOURCE";

/// Where the DDS files are unpacked: `<target>/test-data/pillow-dds`.
pub fn dds_dir() -> PathBuf {
    target_dir().join("test-data").join("pillow-dds")
}

/// The SHA-256 of `path` (`sha256sum`, coreutils), or `None` if it cannot be read.
fn sha256(path: &Path) -> Option<String> {
    let out = Command::new("sha256sum").arg(path).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    out.status
        .success()
        .then(|| text.split_whitespace().next().map(str::to_owned))
        .flatten()
}

/// Downloads (unless cached) and unpacks Pillow's DDS files into [`dds_dir`]; returns it.
pub fn fetch_dds() -> Result<PathBuf, Error> {
    let dir = dds_dir();
    let stamp = format!("{} {}\n", PILLOW.stem, PILLOW.sha256);
    if std::fs::read_to_string(dir.join(STAMP)).is_ok_and(|s| s == stamp) {
        return Ok(dir);
    }
    let cache = target_dir().join("test-data");
    let archive = cache.join(format!("{}.tar.gz", PILLOW.stem));
    std::fs::create_dir_all(&cache)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", cache.display())))?;
    if sha256(&archive).as_deref() != Some(PILLOW.sha256) {
        println!("xtask: downloading {} (test data)", PILLOW.url);
        let part = archive.with_extension("part");
        run(Command::new("curl")
            .args(["--fail", "--silent", "--show-error", "--location"])
            .args(["--retry", "3", "--max-time", "600", "--output"])
            .arg(&part)
            .arg(PILLOW.url))?;
        let got = sha256(&part);
        if got.as_deref() != Some(PILLOW.sha256) {
            let _ = std::fs::remove_file(&part);
            return Err(Error::msg(format!(
                "{} has SHA-256 {}, not the pinned {}",
                PILLOW.url,
                got.as_deref().unwrap_or("(unreadable)"),
                PILLOW.sha256
            )));
        }
        std::fs::rename(&part, &archive)
            .map_err(|e| Error::msg(format!("cannot rename {}: {e}", part.display())))?;
    }
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::msg(format!("cannot create {}: {e}", dir.display())))?;
    run(Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(&dir)
        .args(["--strip-components", "3", "--wildcards"])
        .arg(format!("{}/Tests/images/*.dds", PILLOW.stem)))?;
    run(Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(&dir)
        .args(["--strip-components", "1"])
        .arg(format!("{}/LICENSE", PILLOW.stem)))?;
    std::fs::write(dir.join(STAMP), stamp)
        .map_err(|e| Error::msg(format!("cannot write {}: {e}", dir.display())))?;
    Ok(dir)
}
