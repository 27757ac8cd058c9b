//! `ext-inject-gen`: writes `crates/ext-inject/src/generated/{features,extensions}.rs` from
//! vk.xml (and checks them against the ash version in `Cargo.lock`).
//!
//! ```text
//! cargo run -p ext-inject-gen                     # write the files
//! cargo run -p ext-inject-gen --locked -- --check # exit 1 if a checked-in file differs
//! options: --registry <vk.xml> (default /usr/share/vulkan/registry/vk.xml)
//!          --ash-src <dir>     (default: found with `cargo metadata`)
//! ```

mod ash_src;
mod emit;
mod registry;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use anyhow::{Context, Result, bail};

fn rustfmt(code: &str, workspace: &Path) -> Result<String> {
    let rustfmt = std::env::var("RUSTFMT").unwrap_or_else(|_| "rustfmt".into());
    let mut child = Command::new(rustfmt)
        .args(["--edition", "2024", "--emit", "stdout", "--config-path"])
        .arg(workspace.join("rustfmt.toml"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("starting rustfmt")?;
    let mut stdin = child.stdin.take().context("rustfmt stdin")?;
    let input = code.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().context("running rustfmt")?;
    writer
        .join()
        .map_err(|_| anyhow::anyhow!("rustfmt writer panicked"))??;
    if !out.status.success() {
        bail!("rustfmt failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    Ok(String::from_utf8(out.stdout)?)
}

fn run() -> Result<bool> {
    let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let workspace = workspace.canonicalize().unwrap_or(workspace);
    let mut check = false;
    let mut registry = PathBuf::from("/usr/share/vulkan/registry/vk.xml");
    let mut ash_dir = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--check" => check = true,
            "--registry" => registry = args.next().context("--registry needs a path")?.into(),
            "--ash-src" => ash_dir = Some(PathBuf::from(args.next().context("--ash-src")?)),
            "-h" | "--help" => {
                println!("usage: ext-inject-gen [--check] [--registry vk.xml] [--ash-src ash-dir]");
                return Ok(true);
            }
            other => bail!("unknown argument {other}"),
        }
    }
    let text = std::fs::read_to_string(&registry)
        .with_context(|| format!("reading {}", registry.display()))?;
    let reg = registry::parse(&text)?;
    let ash_dir = match ash_dir {
        Some(d) => d,
        None => ash_src::locate(&workspace)?,
    };
    let ash = ash_src::read(&ash_dir)?;

    let out_dir = workspace.join("crates/ext-inject/src/generated");
    let files = [
        ("features.rs", emit::features(&reg, &ash)),
        ("extensions.rs", emit::extensions(&reg, &ash)),
    ];
    let mut clean = true;
    for (name, code) in files {
        let code = rustfmt(&code, &workspace)?;
        let path = out_dir.join(name);
        if check {
            let old = std::fs::read_to_string(&path).unwrap_or_default();
            if old != code {
                eprintln!(
                    "{} is out of date; run `cargo run -p ext-inject-gen`",
                    path.display()
                );
                clean = false;
            }
        } else {
            std::fs::create_dir_all(&out_dir)?;
            std::fs::write(&path, code).with_context(|| format!("writing {}", path.display()))?;
            eprintln!("wrote {}", path.display());
        }
    }
    eprintln!(
        "vk.xml {}: {} feature structs, {} skipped, {} extensions",
        reg.version,
        reg.features.len(),
        reg.skipped.len(),
        reg.extensions.len()
    );
    Ok(clean)
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("ext-inject-gen: {e:#}");
            ExitCode::from(2)
        }
    }
}
