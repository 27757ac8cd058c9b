//! `driver-glue-gen` writes the per-command glue of the two vkrelay drivers from `vk-wire`'s
//! own tables, so that command ids and the selection can never disagree with the wire:
//!
//! - `crates/icd/src/generated/entry_points.rs`: one `extern "system"` function per command
//!   the ICD carries, which packs its parameters into `vk_wire::args::X` and hands them to
//!   the ICD's generic call path, plus `lookup(name)` for `vkGetInstanceProcAddr`;
//! - `crates/renderer/src/generated/dispatch.rs`: one arm per command that calls the real
//!   driver's function pointer with the decoded arguments;
//! - `crates/renderer/src/generated/handlers.rs`: the renderer's hooks, one function each,
//!   matching on the command id to call the hand-written handler with the command's typed
//!   arguments, from the table in [`handlers`] (command → hooks → handlers, each with what it
//!   takes besides its typed arguments).
//!
//! The command list and ids come from `vk_wire::generated::COMMANDS`; the Rust parameter
//! types come from parsing `crates/vk-wire/src/generated/args.rs` with `syn`.
//!
//! Usage: `cargo run -p driver-glue-gen` (writes), `-- --check` (exits 1 on a difference).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

use anyhow::{Context, Result, bail};

mod handlers;
use quote::ToTokens;
use vk_wire::desc::{Ret, Status};
use vk_wire::generated::{ALIASES, COMMANDS};

/// Commands the ICD does not generate although the wire carries them: the host waits are
/// written by hand in the ICD's `waits` module (each thread's wait holds only its own stream,
/// see the ICD's `streams` module); the WSI waits stay absent (NULL from
/// `vkGetInstanceProcAddr`) until the WSI work brings them.
const ICD_BY_HAND: &[&str] = &[
    "vkWaitForFences",
    "vkWaitSemaphores",
    "vkAcquireNextImageKHR",
    "vkAcquireNextImage2KHR",
    "vkWaitForPresentKHR",
];

/// One argument structure of `args.rs`.
struct ArgsStruct {
    name: String,
    fields: Vec<(String, String)>,
}

fn parse_args(src: &str) -> Result<BTreeMap<u32, ArgsStruct>> {
    let file = syn::parse_file(src).context("parsing args.rs")?;
    let mut structs: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    let mut ids: BTreeMap<u32, String> = BTreeMap::new();
    for item in &file.items {
        match item {
            syn::Item::Struct(s) => {
                let mut fields = Vec::new();
                for f in &s.fields {
                    let name = f.ident.as_ref().context("tuple struct in args.rs")?;
                    fields.push((name.to_string(), f.ty.to_token_stream().to_string()));
                }
                structs.insert(s.ident.to_string(), fields);
            }
            syn::Item::Impl(i) => {
                let Some((_, path, _)) = &i.trait_ else {
                    continue;
                };
                if path
                    .segments
                    .last()
                    .is_none_or(|s| s.ident != "CommandArgs")
                {
                    continue;
                }
                let ty = i.self_ty.to_token_stream().to_string();
                for it in &i.items {
                    if let syn::ImplItem::Const(c) = it {
                        if let syn::Expr::Lit(syn::ExprLit {
                            lit: syn::Lit::Int(n),
                            ..
                        }) = &c.expr
                        {
                            ids.insert(n.base10_parse()?, ty.clone());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = BTreeMap::new();
    for (id, name) in ids {
        let fields = structs
            .remove(&name)
            .with_context(|| format!("no struct {name}"))?;
        out.insert(id, ArgsStruct { name, fields });
    }
    Ok(out)
}

fn header(what: &str) -> String {
    format!(
        "// @generated DO NOT EDIT: written by driver-glue-gen from vk-wire's tables \
         (vk.xml 1.3.{}).\n//! {what}\n\n",
        vk_wire::VK_XML_VERSION
    )
}

fn ret_type(r: Ret) -> &'static str {
    match r {
        Ret::Void | Ret::Pfn => "",
        Ret::Result => " -> vk::Result",
        Ret::U32 => " -> u32",
        Ret::U64 => " -> u64",
    }
}

fn wire_commands(
    args: &BTreeMap<u32, ArgsStruct>,
) -> Result<Vec<(&'static vk_wire::desc::CommandDesc, &ArgsStruct)>> {
    let mut v = Vec::new();
    for c in COMMANDS.iter() {
        if c.status != Status::Wire {
            continue;
        }
        let a = args
            .get(&c.id)
            .with_context(|| format!("{} has no args struct", c.name))?;
        if c.ret == Ret::Pfn {
            bail!("{} returns a function pointer but is on the wire", c.name);
        }
        v.push((c, a));
    }
    Ok(v)
}

fn icd(args: &BTreeMap<u32, ArgsStruct>) -> Result<String> {
    let mut s = header(
        "The ICD's entry points: one function per command the wire carries, packing its \
         parameters into `vk_wire::args` and sending them through `crate::call`.",
    );
    s.push_str(
        "#![allow(non_snake_case, clippy::too_many_arguments, clippy::missing_safety_doc)]\n\
         use ash::vk;\nuse core::ffi::{c_char, c_void};\nuse vk_wire::args;\n\n",
    );
    let mut names: Vec<(String, String)> = Vec::new();
    for (c, a) in wire_commands(args)? {
        if ICD_BY_HAND.contains(&c.name) {
            continue;
        }
        let params: Vec<String> = a.fields.iter().map(|(n, t)| format!("{n}: {t}")).collect();
        let fields: Vec<&str> = a.fields.iter().map(|(n, _)| n.as_str()).collect();
        let call = match c.ret {
            Ret::Void | Ret::Pfn => "call_void",
            Ret::Result => "call_result",
            Ret::U32 => "call_u32",
            Ret::U64 => "call_u64",
        };
        s.push_str(&format!(
            "/// `{name}` (wire id {id}).\npub unsafe extern \"system\" fn {name}({params}){ret} {{\n\
             let a = args::{st} {{ {fields} }};\n\
             // SAFETY: the loader calls this with the application's arguments, valid as \
             Vulkan requires for `{name}`.\n\
             unsafe {{ crate::call::{call}(&a) }}\n}}\n\n",
            name = c.name,
            id = c.id,
            params = params.join(", "),
            ret = ret_type(c.ret),
            st = a.name,
            fields = fields.join(", "),
        ));
        names.push((c.name.to_owned(), c.name.to_owned()));
    }
    for (alias, target) in ALIASES.iter() {
        if names.iter().any(|(n, _)| n == target) {
            names.push(((*alias).to_owned(), (*target).to_owned()));
        }
    }
    names.sort();
    s.push_str(&format!(
        "/// Number of names [`lookup`] knows (commands and their aliases).\n\
         pub const COUNT: usize = {};\n\n",
        names.len()
    ));
    s.push_str(
        "/// The entry point named `name` (without the NUL), or null if the ICD does not carry \
         it.\npub fn lookup(name: &[u8]) -> *const () {\nmatch name {\n",
    );
    for (n, t) in &names {
        s.push_str(&format!("b\"{n}\" => {t} as *const (),\n"));
    }
    s.push_str("_ => core::ptr::null(),\n}\n}\n");
    Ok(s)
}

fn renderer(args: &BTreeMap<u32, ArgsStruct>) -> Result<String> {
    let mut s = header(
        "The renderer's dispatch: calls the real driver's function for one decoded request.",
    );
    s.push_str(
        "#![allow(clippy::all)]\nuse ash::vk;\nuse core::ffi::{c_char, c_void};\n\
         use vk_wire::args;\n\n\
         /// Calls `pfn`, the driver's function for the command `id`, with the decoded \
         arguments at `a`; returns the return value as the wire carries it (a `VkResult` \
         sign-extended, 0 for `void`), or `None` for an id the wire does not carry.\n\
         ///\n/// # Safety\n/// `a` points to decoded arguments of command `id` (a \
         `vk_wire::Request`'s `args_ptr`) whose handles are the driver's, and `pfn` is the \
         driver's function for that command.\n\
         pub unsafe fn dispatch(id: u32, a: *const u8, pfn: unsafe extern \"system\" fn()) \
         -> Option<u64> {\n\
         // SAFETY: (every arm) the caller guarantees `a` holds `args::X` for this id and \
         `pfn` has the command's signature, which is the one written here.\n\
         unsafe {\nmatch id {\n",
    );
    for (c, a) in wire_commands(args)? {
        let tys: Vec<&str> = a.fields.iter().map(|(_, t)| t.as_str()).collect();
        let vals: Vec<String> = a.fields.iter().map(|(n, _)| format!("a.{n}")).collect();
        let call = format!("f({})", vals.join(", "));
        let body = match c.ret {
            Ret::Void | Ret::Pfn => format!("{call};\nSome(0)"),
            Ret::Result => format!("Some({call}.as_raw() as i64 as u64)"),
            Ret::U32 => format!("Some(u64::from({call}))"),
            Ret::U64 => format!("Some({call})"),
        };
        s.push_str(&format!(
            "{id} => {{ // {name}\n\
             let a = &*a.cast::<args::{st}>();\n\
             let f = core::mem::transmute::<unsafe extern \"system\" fn(), unsafe extern \
             \"system\" fn({tys}){ret}>(pfn);\n\
             {body}\n}}\n",
            id = c.id,
            name = c.name,
            st = a.name,
            tys = tys.join(", "),
            ret = ret_type(c.ret),
        ));
    }
    s.push_str("_ => None,\n}\n}\n}\n");
    Ok(s)
}

fn rustfmt(src: String) -> Result<String> {
    use std::io::Write;
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2024", "--emit", "stdout"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .context("running rustfmt")?;
    let mut stdin = child.stdin.take().context("rustfmt stdin")?;
    let writer = std::thread::spawn(move || stdin.write_all(src.as_bytes()));
    let out = child.wait_with_output()?;
    writer
        .join()
        .map_err(|_| anyhow::anyhow!("writer panicked"))??;
    if !out.status.success() {
        bail!("rustfmt failed");
    }
    Ok(String::from_utf8(out.stdout)?)
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("driver-glue-gen: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<ExitCode> {
    let check = std::env::args().any(|a| a == "--check");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let args_src = std::fs::read_to_string(root.join("crates/vk-wire/src/generated/args.rs"))?;
    let args = parse_args(&args_src)?;
    let outputs: [(&Path, String); 3] = [
        (
            Path::new("crates/icd/src/generated/entry_points.rs"),
            rustfmt(icd(&args)?)?,
        ),
        (
            Path::new("crates/renderer/src/generated/dispatch.rs"),
            rustfmt(renderer(&args)?)?,
        ),
        (
            Path::new("crates/renderer/src/generated/handlers.rs"),
            rustfmt(handlers::generate(
                &args,
                handlers::HANDLERS,
                &header(
                    "The renderer's handler table: what runs for a command beyond the generated \
                     dispatch, by hook.",
                ),
            )?)?,
        ),
    ];
    let mut differ = false;
    for (rel, text) in outputs {
        let path = root.join(rel);
        let old = std::fs::read_to_string(&path).unwrap_or_default();
        if old == text {
            continue;
        }
        if check {
            eprintln!("{} is out of date", rel.display());
            differ = true;
        } else {
            std::fs::create_dir_all(path.parent().context("no parent")?)?;
            std::fs::write(&path, text)?;
            eprintln!("wrote {}", rel.display());
        }
    }
    Ok(if differ {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
