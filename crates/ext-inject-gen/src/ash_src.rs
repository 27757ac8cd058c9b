//! What ash (the version in `Cargo.lock`) defines: struct names, their fields, and which ones
//! extend `VkPhysicalDeviceFeatures2`. Read from ash's own generated `vk/definitions.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, anyhow, bail};

#[derive(Debug)]
pub struct AshInfo {
    /// e.g. `0.38.0+1.3.281`.
    pub version: String,
    /// Struct name (without `Vk`) -> field names in order.
    pub structs: BTreeMap<String, Vec<(String, String)>>,
    /// Structs with `unsafe impl ExtendsPhysicalDeviceFeatures2`.
    pub extends_features2: BTreeSet<String>,
    /// `pub type Alias<'a> = Target<'a>;` from `vk/aliases.rs`.
    pub aliases: BTreeMap<String, String>,
}

impl AshInfo {
    /// The struct a name refers to, following one alias.
    pub fn resolve<'s>(&'s self, name: &'s str) -> &'s str {
        self.aliases.get(name).map(String::as_str).unwrap_or(name)
    }
}

/// Finds ash's source directory with `cargo metadata` (the locked version).
pub fn locate(workspace: &Path) -> Result<PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--locked",
            "--manifest-path",
        ])
        .arg(workspace.join("Cargo.toml"))
        .output()
        .context("running cargo metadata")?;
    if !out.status.success() {
        bail!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let text = String::from_utf8(out.stdout)?;
    // A plain scan is enough: we want the manifest_path whose directory is `ash-<version>`.
    let key = "\"manifest_path\":\"";
    for (i, _) in text.match_indices(key) {
        let rest = &text[i + key.len()..];
        let Some(end) = rest.find('"') else { continue };
        let path = PathBuf::from(&rest[..end]);
        let dir = path.parent().unwrap_or(Path::new(""));
        let is_ash = dir
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix("ash-"))
            .is_some_and(|v| v.starts_with(|c: char| c.is_ascii_digit()));
        if is_ash {
            return Ok(dir.to_path_buf());
        }
    }
    Err(anyhow!("ash not found in cargo metadata"))
}

pub fn read(dir: &Path) -> Result<AshInfo> {
    let version = dir
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_prefix("ash-"))
        .ok_or_else(|| anyhow!("{} is not an ash-<version> directory", dir.display()))?
        .to_string();
    let path = dir.join("src/vk/definitions.rs");
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let mut structs = BTreeMap::new();
    let mut extends_features2 = BTreeSet::new();
    let mut current: Option<(String, Vec<(String, String)>)> = None;
    for line in text.lines() {
        let t = line.trim();
        if let Some((name, fields)) = current.as_mut() {
            if t == "}" {
                structs.insert(std::mem::take(name), std::mem::take(fields));
                current = None;
            } else if let Some(f) = t.strip_prefix("pub ")
                && let Some((fname, fty)) = f.split_once(": ")
            {
                fields.push((fname.to_string(), fty.trim_end_matches(',').to_string()));
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("pub struct ")
            && let Some(name) = rest
                .strip_suffix("<'a> {")
                .or_else(|| rest.strip_suffix(" {"))
        {
            current = Some((name.to_string(), Vec::new()));
        } else if let Some(rest) = t.strip_prefix("unsafe impl ExtendsPhysicalDeviceFeatures2 for ")
        {
            let name = rest.split('<').next().unwrap_or_default();
            extends_features2.insert(name.to_string());
        }
    }
    if structs.is_empty() {
        bail!("no structs found in {}", path.display());
    }
    let alias_path = dir.join("src/vk/aliases.rs");
    let alias_text = std::fs::read_to_string(&alias_path)
        .with_context(|| format!("reading {}", alias_path.display()))?;
    let mut aliases = BTreeMap::new();
    // Statements may span lines (`pub type A<'a> =\n    B<'a>;`).
    for stmt in alias_text.split(';') {
        let stmt = stmt.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some(at) = stmt.find("pub type ")
            && let Some((a, b)) = stmt[at + "pub type ".len()..].split_once(" = ")
        {
            let strip = |s: &str| s.split('<').next().unwrap_or_default().trim().to_string();
            aliases.insert(strip(a), strip(b));
        }
    }
    Ok(AshInfo {
        version,
        structs,
        extends_features2,
        aliases,
    })
}

/// `storageBuffer16BitAccess` and `storage_buffer16_bit_access` compare equal.
pub fn same_name(vk: &str, ash: &str) -> bool {
    let norm = |s: &str| {
        s.chars()
            .filter(|c| *c != '_')
            .map(|c| c.to_ascii_lowercase())
            .collect::<String>()
    };
    norm(vk) == norm(ash)
}
