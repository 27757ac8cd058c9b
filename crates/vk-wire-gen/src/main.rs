//! `vk-wire-gen`: reads `vk.xml` and writes vk-wire's generated tables
//! (`crates/vk-wire/src/generated/`).
//!
//! ```text
//! cargo run -p vk-wire-gen            # regenerate the files
//! cargo run -p vk-wire-gen -- --check # exit 1, naming the files that differ
//! ```
//!
//! Command ids are stable: `command_ids.txt` (next to this crate's `Cargo.toml`) lists every
//! id ever given, one `id name` per line. A command keeps its id forever; a command new to
//! `vk.xml` gets the next free id appended to the file; ids are never reused. `--check` fails
//! when the file would change too.

mod classify;
mod layout;
mod model;
mod registry;
mod rules;

use anyhow::{Context, Result, bail};
use model::{Model, Status};
use rules::snake;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const VK_XML: &str = "/usr/share/vulkan/registry/vk.xml";

fn main() -> Result<()> {
    let mut check = false;
    let mut xml_path = PathBuf::from(VK_XML);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--check" => check = true,
            "--xml" => xml_path = args.next().context("--xml needs a path")?.into(),
            "--summary" => {
                let xml = std::fs::read_to_string(&xml_path)?;
                let reg = registry::parse(&xml)?;
                print!("{}", Model::new(&reg).summary());
                return Ok(());
            }
            _ => bail!("usage: vk-wire-gen [--check] [--xml PATH] [--summary]"),
        }
    }
    let gen_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = gen_dir.join("../vk-wire/src/generated");
    let ids_path = gen_dir.join("command_ids.txt");
    let xml = std::fs::read_to_string(&xml_path)
        .with_context(|| format!("reading {}", xml_path.display()))?;
    let reg = registry::parse(&xml)?;
    let model = Model::new(&reg);

    let old_ids = std::fs::read_to_string(&ids_path).unwrap_or_default();
    let (ids, ids_text) = assign_ids(&old_ids, &model)?;

    let header = format!(
        "// @generated DO NOT EDIT: written by vk-wire-gen from vk.xml 1.3.{} (VK_HEADER_VERSION {}).\n",
        reg.version, reg.version
    );
    let files = vec![
        ("mod.rs", emit_mod(&header, &reg.version)),
        ("structs.rs", emit_structs(&header, &model)),
        ("commands.rs", emit_commands(&header, &model, &ids)),
        ("args.rs", emit_args(&header, &model, &ids)),
        ("providers.rs", emit_providers(&header, &model, &ids)),
    ];
    let mut differ = Vec::new();
    if ids_text != old_ids {
        differ.push(ids_path.clone());
    }
    let mut formatted = Vec::new();
    for (name, src) in files {
        let src = rustfmt(&src).with_context(|| format!("rustfmt of {name}"))?;
        let path = out_dir.join(name);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(src.as_str()) {
            differ.push(path.clone());
        }
        formatted.push((path, src));
    }
    if check {
        if differ.is_empty() {
            return Ok(());
        }
        for d in &differ {
            eprintln!("vk-wire-gen: out of date: {}", d.display());
        }
        eprintln!("run `cargo run -p vk-wire-gen` to regenerate");
        std::process::exit(1);
    }
    std::fs::create_dir_all(&out_dir)?;
    std::fs::write(&ids_path, ids_text)?;
    for (path, src) in formatted {
        std::fs::write(&path, src)?;
    }
    Ok(())
}

fn assign_ids(old: &str, model: &Model) -> Result<(BTreeMap<String, u32>, String)> {
    let mut ids = BTreeMap::new();
    let mut text = String::new();
    let mut next = 1u32;
    for line in old.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            text.push_str(line);
            text.push('\n');
            continue;
        }
        let (id, name) = line
            .split_once(' ')
            .context("bad line in command_ids.txt")?;
        let id: u32 = id.parse()?;
        if ids.insert(name.to_string(), id).is_some() {
            bail!("duplicate {name} in command_ids.txt");
        }
        next = next.max(id + 1);
        text.push_str(line);
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str("# Stable vk-wire command ids (append-only; never edit or reuse a line).\n");
    }
    for c in &model.commands {
        if !ids.contains_key(&c.name) {
            ids.insert(c.name.clone(), next);
            let _ = writeln!(text, "{next} {}", c.name);
            next += 1;
        }
    }
    Ok((ids, text))
}

fn rustfmt(src: &str) -> Result<String> {
    // The workspace's rustfmt.toml, whatever the current directory, so `--check` is stable.
    let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rustfmt.toml");
    let mut cmd = Command::new("rustfmt");
    cmd.args(["--edition", "2024", "--emit", "stdout", "--quiet"]);
    if config.exists() {
        cmd.arg("--config-path").arg(&config);
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .context("running rustfmt")?;
    let mut stdin = child.stdin.take().context("rustfmt stdin")?;
    let src2 = src.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(src2.as_bytes()));
    let out = child.wait_with_output()?;
    writer
        .join()
        .map_err(|_| anyhow::anyhow!("writer thread"))??;
    if !out.status.success() {
        bail!("rustfmt failed");
    }
    Ok(String::from_utf8(out.stdout)?)
}

fn emit_mod(header: &str, version: &str) -> String {
    format!(
        "{header}
//! Tables generated from `vk.xml`: structure descriptors, the command table and the
//! `#[repr(C)]` argument structures of every command carried on the wire.

pub mod args;
pub mod commands;
pub mod providers;
pub mod structs;

pub use commands::{{ALIASES, COMMANDS}};
pub use providers::{{EXTENSIONS, PROVIDERS}};
pub use structs::{{DEBUG_REPORT_OBJECT_TYPES, EXTENDS, STRUCTS, STYPES}};

/// `VK_HEADER_VERSION` of the `vk.xml` the tables were generated from.
pub const VK_XML_VERSION: u32 = {version};
"
    )
}

fn emit_struct_desc(s: &model::SDesc) -> String {
    let mut o = String::new();
    let st = match s.stype {
        Some(v) => format!("Some({v})"),
        None => "None".into(),
    };
    let _ = write!(
        o,
        "StructDesc {{ name: {:?}, stype: {st}, size: {}, pod: {}, padded: {}, flat: {}, status: {}, members: &[",
        s.name,
        s.size,
        s.pod,
        s.members.iter().any(|m| m.kind.starts_with("Kind::Pad")),
        s.flat,
        s.status.emit()
    );
    for m in &s.members {
        let _ = write!(o, "m({:?}, {}, {}),", m.name, m.off, m.kind);
    }
    o.push_str("], specials: &[");
    for m in &s.members {
        if !m.kind.starts_with("Kind::Scalar") && !m.kind.starts_with("Kind::Pod") {
            let _ = write!(o, "m({:?}, {}, {}),", m.name, m.off, m.kind);
        }
    }
    o.push_str("] }");
    o
}

fn emit_structs(header: &str, model: &Model) -> String {
    let mut o = String::from(header);
    o.push_str(
        "//! One descriptor per structure reachable from the selected commands and extensions.\n\n\
         #![allow(clippy::all)]\nuse crate::desc::*;\n\n\
         const fn m(name: &'static str, off: u32, kind: Kind) -> Member { Member { name, off, kind } }\n\n",
    );
    let _ = writeln!(
        o,
        "/// Every structure, sorted by name (the index is used by [`Elem::Struct`] and [`Kind::Inline`]).\npub static STRUCTS: [StructDesc; {}] = [",
        model.structs.len()
    );
    for s in &model.structs {
        o.push_str(&emit_struct_desc(s));
        o.push_str(",\n");
    }
    o.push_str("];\n\n");
    let mut stypes: Vec<(i64, usize)> = model
        .structs
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.stype.map(|v| (v, i)))
        .collect();
    stypes.sort();
    let _ = writeln!(
        o,
        "/// `(sType, index into STRUCTS)`, sorted by sType.\npub static STYPES: [(i32, u16); {}] = [",
        stypes.len()
    );
    for (v, i) in stypes {
        let _ = write!(o, "({v}, {i}),");
    }
    o.push_str("];\n\n");
    let ext = model.extends();
    let _ = writeln!(
        o,
        "/// `(parent sType, member sType)`: the structures the registry allows in a parent's `pNext`\n/// chain (`structextends`), sorted.\npub static EXTENDS: [(i32, i32); {}] = [",
        ext.len()
    );
    for (a, b) in ext {
        let _ = write!(o, "({a}, {b}),");
    }
    o.push_str("];\n\n");
    let dr = model.debug_report_object_types();
    let _ = writeln!(
        o,
        "/// `(VkDebugReportObjectTypeEXT, VkObjectType)`, sorted: how `VK_EXT_debug_marker` and\n/// `vkDebugReportMessageEXT` type their handles.\npub static DEBUG_REPORT_OBJECT_TYPES: [(i32, i32); {}] = [",
        dr.len()
    );
    for (a, b) in dr {
        let _ = write!(o, "({a}, {b}),");
    }
    o.push_str("];\n\n");
    o.push_str("// The C layout computed by the generator matches ash's structures.\n");
    for s in &model.structs {
        if s.size > 0 && !matches!(&s.status, Status::Unsupported(r) if r.starts_with("ash")) {
            let n = s.name.strip_prefix("Vk").unwrap_or(&s.name);
            let _ = writeln!(
                o,
                "const _: () = assert!(size_of::<ash::vk::{n}>() == {});",
                s.size
            );
        }
    }
    o
}

fn emit_commands(header: &str, model: &Model, ids: &BTreeMap<String, u32>) -> String {
    let mut o = String::from(header);
    o.push_str(
        "//! The command table: every selected command with its stable id.\n\n\
         #![allow(clippy::all)]\nuse crate::desc::*;\n\n\
         const fn m(name: &'static str, off: u32, kind: Kind) -> Member { Member { name, off, kind } }\n\n",
    );
    let mut cmds: Vec<&model::CDesc> = model.commands.iter().collect();
    cmds.sort_by_key(|c| ids[&c.name]);
    let _ = writeln!(
        o,
        "/// Every selected command, sorted by id.\npub static COMMANDS: [CommandDesc; {}] = [",
        cmds.len()
    );
    for c in &cmds {
        let _ = writeln!(
            o,
            "CommandDesc {{ name: {:?}, id: {}, ret: {}, reply: {}, status: {}, args: {} }},",
            c.name,
            ids[&c.name],
            c.ret,
            c.reply,
            c.status.emit(),
            emit_struct_desc(&c.args)
        );
    }
    o.push_str("];\n\n");
    let aliases: Vec<(&String, &String)> = model
        .reg
        .command_aliases
        .iter()
        .filter(|(a, _)| model.reg.selected_commands.contains(*a))
        .collect();
    let _ = writeln!(
        o,
        "/// Selected alias names and the command they stand for.\npub static ALIASES: [(&str, &str); {}] = [",
        aliases.len()
    );
    for (a, t) in aliases {
        let _ = write!(o, "({a:?}, {:?}),", model.reg.resolve_command(t));
    }
    o.push_str("];\n\n/// Command ids as constants.\npub mod id {\n");
    for c in &cmds {
        let n = c.name.strip_prefix("vk").unwrap_or(&c.name);
        let _ = writeln!(
            o,
            "/// `{}`.\npub const {}: u32 = {};",
            c.name,
            snake(n).to_uppercase(),
            ids[&c.name]
        );
    }
    o.push_str("}\n");
    o
}

fn emit_providers(header: &str, model: &Model, ids: &BTreeMap<String, u32>) -> String {
    use registry::Provider as P;
    let mut o = String::from(header);
    o.push_str(
        "//! What provides each command: the core versions and extensions whose `<require>` blocks\n\
         //! name it or one of its aliases.\n\n\
         #![allow(clippy::all)]\nuse crate::desc::{ExtensionDesc, Provider};\n\n",
    );
    let exts: Vec<(&String, &bool)> = model.reg.extension_types.iter().collect();
    let index: BTreeMap<&str, usize> = exts
        .iter()
        .enumerate()
        .map(|(i, (n, _))| (n.as_str(), i))
        .collect();
    let _ = writeln!(
        o,
        "/// Every Vulkan extension that provides a command, sorted by name (the index is used by\n\
         /// [`Provider::Extension`]).\npub static EXTENSIONS: [ExtensionDesc; {}] = [",
        exts.len()
    );
    for (n, device) in &exts {
        let _ = writeln!(o, "ExtensionDesc {{ name: {n:?}, device: {device} }},");
    }
    o.push_str("];\n\n");
    let mut cmds: Vec<&model::CDesc> = model.commands.iter().collect();
    cmds.sort_by_key(|c| ids[&c.name]);
    let _ = writeln!(
        o,
        "/// What provides each command of [`super::COMMANDS`] (same order).\npub static PROVIDERS: [&[Provider]; {}] = [",
        cmds.len()
    );
    for c in cmds {
        let list = model
            .reg
            .providers
            .get(model.reg.resolve_command(&c.name))
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        o.push_str("&[");
        for p in list {
            match p {
                P::Version(major, minor) => {
                    let _ = write!(o, "Provider::Core({}),", (major << 22) | (minor << 12));
                }
                P::Extension(e) => {
                    let _ = write!(o, "Provider::Extension({}),", index[e.as_str()]);
                }
            }
        }
        let _ = writeln!(o, "], // {}", c.name);
    }
    o.push_str("];\n");
    o
}

fn emit_args(header: &str, model: &Model, ids: &BTreeMap<String, u32>) -> String {
    let mut o = String::from(header);
    o.push_str(
        "//! `#[repr(C)]` argument structures, one per command the wire carries. The ICD fills\n\
         //! one with the application's arguments and encodes it; the renderer decodes one whose\n\
         //! pointers point into the arena and passes its fields to the driver.\n\n\
         #![allow(clippy::all)]\n#![allow(missing_docs)]\nuse ash::vk;\nuse core::ffi::{c_char, c_void};\n\n",
    );
    let mut cmds: Vec<&model::CDesc> = model
        .commands
        .iter()
        .filter(|c| c.status == Status::Wire)
        .collect();
    cmds.sort_by_key(|c| ids[&c.name]);
    for c in cmds {
        let n = c.name.strip_prefix("vk").unwrap_or(&c.name);
        let _ = writeln!(
            o,
            "/// Arguments of `{}`.\n#[repr(C)]\n#[derive(Debug, Clone, Copy)]\npub struct {n} {{",
            c.name
        );
        for p in &c.params {
            let _ = writeln!(o, "pub {}: {},", snake(&p.name), model.rust_type(p));
        }
        o.push_str("}\n");
        let _ = writeln!(
            o,
            "// SAFETY: the layout is the one described by COMMANDS (size checked below).\n\
             unsafe impl crate::CommandArgs for {n} {{ const ID: u32 = {}; }}\n\
             const _: () = assert!(size_of::<{n}>() == {});\n",
            ids[&c.name], c.args.size
        );
    }
    o
}
