//! `cargo xtask sanitize address|thread`: the renderer and the ICD built with a sanitizer,
//! under real clients, the ICD's own tests and the renderer's `threads` tests
//! (`tools/sanitize.sh`, which says how the ICD, a shared library in uninstrumented programs,
//! gets a runtime); then every report the processes wrote is read and attributed. Fails if
//! the script fails or a report is ours.
//!
//! Each access stack of a report (not where the memory was allocated or freed, nor where a
//! thread or mutex was created) is decided by its innermost frame outside the sanitizer's
//! runtime, libc and Rust's standard library: a frame of our crates is a function of one of
//! [`OURS`] (demangled, or in Rust's v0 or legacy mangling, as GCC's runtime prints it), a
//! file under `crates/`, or, unsymbolized, our ICD or renderer binary. A report is ours when
//! every access stack is ours (a race between two of our threads, a fault in our code); it
//! fails the task. A race whose one side is ours and the other inside code built without the
//! sanitizer (Mesa, lavapipe) is listed as shared: that code's own synchronisation (futexes,
//! atomics) is invisible to the runtime, so such reports are expected and are read by hand.
//! Other reports (inside lavapipe, Mesa, the loader) are listed with their owner.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::steps::{Error, root, run, target_dir};

/// Our crates, as their names appear in symbols.
const OURS: [&str; 13] = [
    "vulkan_vkrelay",
    "vkrelay_renderer",
    "vkrelay_icd",
    "shm_ring",
    "vk_wire",
    "placed_mem",
    "wsi_ahb",
    "spirv_patch",
    "bcn_decode",
    "ext_inject",
    "vk_trace",
    "timing_layer",
    "vortek",
];

/// Our binaries, as unsymbolized frames name them (the ICD's test executables too).
const OUR_MODULES: [&str; 4] = ["libvulkan_vkrelay.so", "vkrelay-renderer", "icd-", "dead-"];

pub fn sanitize(args: &[String]) -> Result<(), Error> {
    let (s, read_only) = match args {
        [s] if s == "address" || s == "thread" => (s.as_str(), false),
        [s, r] if (s == "address" || s == "thread") && r == "--read" => (s.as_str(), true),
        _ => {
            return Err(Error::msg(
                "usage: cargo xtask sanitize address|thread [--read]",
            ));
        }
    };
    let target = target_dir().join(format!("sanitize-{s}"));
    let reports = target.join("reports");
    // `--read`: only attribute the reports of the last run again.
    let script = if read_only {
        Ok(())
    } else {
        run(Command::new(root().join("tools/sanitize.sh"))
            .arg(s)
            .current_dir(root())
            .env("CARGO_TARGET_DIR_SANITIZE", &target)
            .env("SANITIZE_REPORTS", &reports))
    };
    let found = read_reports(&reports)?;
    let ours: Vec<&Found> = found
        .iter()
        .filter(|f| f.verdict.whose == Whose::Ours)
        .collect();
    let shared = found
        .iter()
        .filter(|f| f.verdict.whose == Whose::Shared)
        .count();
    println!(
        "{} sanitizer reports: {} ours, {shared} shared with uninstrumented code, {} not ours",
        found.len(),
        ours.len(),
        found.len() - ours.len() - shared
    );
    for f in &found {
        let whose = match f.verdict.whose {
            Whose::Ours => "OURS",
            Whose::Shared => "shared",
            Whose::Theirs => "not ours",
        };
        println!("  {}: {} -- {whose} ({})", f.file, f.kind, f.verdict.at);
    }
    for f in &ours {
        println!("\n{}:\n{}", f.file, f.text);
    }
    script?;
    if ours.is_empty() {
        Ok(())
    } else {
        Err(Error::msg(format!(
            "{} sanitizer reports name our code (in {})",
            ours.len(),
            reports.display()
        )))
    }
}

/// One report found in a process's log.
struct Found {
    /// The log's name (`<who>.<pid>`).
    file: String,
    /// Its first line's kind (`AddressSanitizer: heap-buffer-overflow`).
    kind: String,
    verdict: Verdict,
    text: String,
}

fn read_reports(dir: &Path) -> Result<Vec<Found>, Error> {
    let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(d) => d.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(Error::msg(format!("cannot read {}: {e}", dir.display()))),
    };
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| Error::msg(format!("cannot read {}: {e}", path.display())))?;
        let file = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        for r in split_reports(&text) {
            found.push(Found {
                file: file.clone(),
                kind: kind(r),
                verdict: verdict(r),
                text: r.to_owned(),
            });
        }
    }
    Ok(found)
}

/// Whether a line opens a report.
fn opens_report(line: &str) -> bool {
    [
        "ERROR: AddressSanitizer",
        "WARNING: ThreadSanitizer",
        "ERROR: ThreadSanitizer",
    ]
    .iter()
    .any(|m| line.contains(m))
}

/// The reports in a log: from a line that opens one to its `SUMMARY:` line (or the next).
fn split_reports(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if opens_report(line) {
            if let Some(s) = start {
                out.push(&text[s..pos]);
            }
            start = Some(pos);
        }
        pos += line.len();
        if line.starts_with("SUMMARY:") {
            if let Some(s) = start.take() {
                out.push(&text[s..pos]);
            }
        }
    }
    if let Some(s) = start {
        out.push(&text[s..]);
    }
    out
}

fn kind(report: &str) -> String {
    let first = report.lines().next().unwrap_or_default();
    let k = first
        .find("Sanitizer: ")
        .and_then(|i| first[..i].rfind(' ').map(|b| &first[b + 1..]))
        .unwrap_or(first);
    // Up to the address or pid that follows the kind.
    k.split(" on address")
        .next()
        .and_then(|k| k.split(" (pid").next())
        .unwrap_or(k)
        .trim()
        .to_owned()
}

/// Whose a report is.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Whose {
    /// Every access stack is in our code.
    Ours,
    /// One side is ours, another in code built without the sanitizer.
    Shared,
    /// No access stack is ours.
    Theirs,
}

/// Whose a report is, and the frames that decided it.
#[derive(Debug, PartialEq)]
struct Verdict {
    whose: Whose,
    /// The deciding frames (function and place, or module), innermost first, joined by
    /// ` / ` (ours first when shared).
    at: String,
}

/// A stack frame: its function (may be empty or `<null>`), its file and line, its module.
#[derive(Debug, Default)]
struct Frame {
    /// Function and source place, as printed.
    what: String,
    /// The module's file name (`libvulkan_lvp.so`), if printed.
    module: String,
}

fn parse_frame(line: &str) -> Option<Frame> {
    let t = line.trim_start();
    let rest = t.strip_prefix('#')?;
    let (n, rest) = rest.split_once(' ')?;
    n.parse::<u32>().ok()?;
    let mut rest = rest.trim();
    // LLVM's runtime adds the module's build id after the module.
    if let Some(i) = rest.rfind(" (BuildId: ") {
        rest = rest[..i].trim_end();
    }
    // ASan: `0xADDR in FUNCTION PLACE` or `0xADDR (MODULE+0xOFF)`.
    if let Some(r) = rest.strip_prefix("0x") {
        rest = r.split_once(' ').map_or("", |(_, r)| r).trim_start();
        rest = rest.strip_prefix("in ").unwrap_or(rest);
    }
    let (what, module) = match rest
        .rfind(" (")
        .or_else(|| rest.starts_with('(').then_some(0))
    {
        Some(i) if rest.ends_with(')') && rest[i..].contains("+0x") => {
            let m = rest[i..]
                .trim_start_matches([' ', '('])
                .trim_end_matches(')');
            let m = m.split("+0x").next().unwrap_or(m);
            (&rest[..i], m.rsplit('/').next().unwrap_or(m))
        }
        _ => (rest, ""),
    };
    Some(Frame {
        what: what.trim().to_owned(),
        module: module.to_owned(),
    })
}

impl Frame {
    fn function(&self) -> &str {
        self.what.trim_start_matches('<')
    }

    /// The crate of a mangled function (v0 `_R...C<s..._>6crate...`, legacy `_ZN5crate...`):
    /// its first path component, which for a generic is the generic function's crate.
    fn mangled_crate(&self) -> Option<&str> {
        let f = self.function();
        fn name(rest: &str) -> Option<&str> {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let len: usize = rest[..digits].parse().ok()?;
            rest.get(digits..digits + len)
        }
        if let Some(rest) = f.strip_prefix("_ZN") {
            return name(rest);
        }
        let rest = f.strip_prefix("_R")?;
        let (at, _) = rest.char_indices().find(|&(_, c)| c == 'C')?;
        let mut r = &rest[at + 1..];
        if let Some(d) = r.strip_prefix('s') {
            r = &d[d.find('_')? + 1..];
        }
        name(r)
    }

    /// The sanitizer's runtime, libc or the dynamic loader: not where a fault is.
    fn is_runtime(&self) -> bool {
        let m = self.module.as_str();
        let f = self.function();
        [
            "libasan",
            "libtsan",
            "libc.so",
            "libc-",
            "ld-linux",
            "libpthread",
        ]
        .iter()
        .any(|p| m.starts_with(p))
            || [
                "__interceptor",
                "___interceptor",
                "__asan",
                "__tsan",
                "__sanitizer",
            ]
            .iter()
            .any(|p| f.starts_with(p))
            || self.what.contains("libsanitizer/")
            || self.what.contains("compiler-rt/")
    }

    /// Rust's standard library (inlined generics of it included).
    fn is_std(&self) -> bool {
        let f = self.function();
        ["std::", "core::", "alloc::", "__rust", "rust_begin_unwind"]
            .iter()
            .any(|p| f.starts_with(p))
            || self
                .mangled_crate()
                .is_some_and(|c| ["std", "core", "alloc"].contains(&c))
            || [
                "/library/std/",
                "/library/core/",
                "/library/alloc/",
                "/rustc/",
            ]
            .iter()
            .any(|p| self.what.contains(p))
    }

    fn is_ours(&self) -> bool {
        let f = self.function();
        let named = OURS.iter().any(|c| {
            f.strip_prefix(c)
                .is_some_and(|r| r.starts_with("::") || r.starts_with('['))
        });
        let unsymbolized = f.is_empty() || f.starts_with("null>");
        let place = self.what.split_whitespace().nth(1).unwrap_or_default();
        named
            || self.mangled_crate().is_some_and(|c| OURS.contains(&c))
            || place.starts_with("crates/")
            || self.what.contains(&format!("{}/crates/", root().display()))
            || (unsymbolized && OUR_MODULES.iter().any(|m| self.module.starts_with(m)))
    }

    fn owner(&self) -> String {
        let f = self.function();
        if !f.is_empty() && !f.starts_with("null>") {
            return self.what.clone();
        }
        if self.module.is_empty() {
            "an unknown place".to_owned()
        } else {
            self.module.clone()
        }
    }
}

/// Whether a stack's header says it is context: where memory was allocated or freed, where
/// a thread or a mutex was created.
fn is_context(header: &str) -> bool {
    let h = header.to_ascii_lowercase();
    [
        "allocated by",
        "freed by",
        "created at",
        "created by",
        "heap block",
        "location is",
    ]
    .iter()
    .any(|c| h.contains(c))
}

fn verdict(report: &str) -> Verdict {
    let mut header = "";
    let mut in_stack = false;
    let mut decided_here = false;
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    for line in report.lines() {
        match parse_frame(line) {
            None => {
                if !line.trim().is_empty() {
                    header = line;
                }
                in_stack = false;
            }
            Some(frame) => {
                if !in_stack {
                    in_stack = true;
                    decided_here = is_context(header);
                }
                if decided_here || frame.is_runtime() || frame.is_std() {
                    continue;
                }
                decided_here = true;
                if frame.is_ours() {
                    ours.push(frame.owner());
                } else {
                    theirs.push(frame.owner());
                }
            }
        }
    }
    let whose = match (ours.is_empty(), theirs.is_empty()) {
        (false, true) => Whose::Ours,
        (false, false) => Whose::Shared,
        (true, _) => Whose::Theirs,
    };
    ours.extend(theirs);
    if ours.is_empty() {
        ours.push("no frame outside the runtime".to_owned());
    }
    Verdict {
        whose,
        at: ours.join(" / "),
    }
}

#[cfg(test)]
mod tests;
