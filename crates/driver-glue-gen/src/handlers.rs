//! The renderer's handler table: for each command the renderer does more than call the
//! driver for, the hooks it has and the hand-written handler of each, a method of
//! `Session` in `crates/renderer/src/session/kinds/<kind>.rs`. [`generate`] writes
//! `crates/renderer/src/generated/handlers.rs` from it: one function per hook, matching on
//! the command id and casting the decoder's argument block to the command's `args::X` (the
//! one cast), then calling the handler.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use anyhow::{Result, bail};
use vk_wire::desc::{CommandDesc, Status};
use vk_wire::generated::COMMANDS;

use crate::ArgsStruct;

/// Where in `Session::handle` a handler runs, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hook {
    /// The configuration's extension policy edits the request (`crate::hooks`):
    /// `fn(&mut self, cmd, &mut args::X) -> Result<hooks::Before, hooks::HookError>`.
    Policy,
    /// The version raise edits the request (`crate::version`):
    /// `fn(&mut self, &mut args::X) -> version::Held`.
    Version,
    /// A repair edits or refuses the request (`crate::repair`):
    /// `fn(&mut self, &mut args::X) -> repair::Held`.
    Repair,
    /// The session edits the request once nothing refused it (the pipeline cache):
    /// `fn(&mut self, &mut args::X)`.
    Before,
    /// The driver call, in place of the generated dispatch:
    /// `fn(&mut self, cmd, &mut args::X, Pfn) -> Result<u64, SessionError>`.
    Call,
    /// After the driver call (or a refusal), whatever it returned: outputs answered, side
    /// data kept: `fn(&mut self, &mut args::X, ret: u64, &mut version::Held)`.
    After,
    /// Once the command succeeded and its objects are in the table:
    /// `fn(&mut self, &mut args::X)`.
    Keep,
}

use Hook::*;

/// One command's handlers: its name, the kind file that holds them, and (hook, method).
pub struct Handlers {
    pub command: &'static str,
    pub kind: &'static str,
    pub hooks: &'static [(Hook, &'static str)],
}

const fn h(
    command: &'static str,
    kind: &'static str,
    hooks: &'static [(Hook, &'static str)],
) -> Handlers {
    Handlers {
        command,
        kind,
        hooks,
    }
}

/// The table, by kind file.
pub const HANDLERS: &[Handlers] = &[
    // instance.rs
    h(
        "vkEnumerateInstanceExtensionProperties",
        "instance",
        &[(Call, "enumerate_instance_extensions")],
    ),
    h(
        "vkCreateInstance",
        "instance",
        &[
            (Policy, "policy_create_instance"),
            (Version, "version_create_instance"),
            (Call, "create_instance"),
            (After, "after_create_instance"),
            (Keep, "keep_instance"),
        ],
    ),
    h(
        "vkDestroyInstance",
        "instance",
        &[(Call, "destroy_instance"), (Keep, "forget_instance")],
    ),
    // physical.rs
    h(
        "vkGetPhysicalDeviceProperties",
        "physical",
        &[(Version, "version_properties"), (After, "after_properties")],
    ),
    h(
        "vkGetPhysicalDeviceProperties2",
        "physical",
        &[
            (Version, "version_properties2"),
            (After, "after_properties2"),
        ],
    ),
    h(
        "vkGetPhysicalDeviceFeatures",
        "physical",
        &[(After, "after_features")],
    ),
    h(
        "vkGetPhysicalDeviceFeatures2",
        "physical",
        &[(Version, "version_features2"), (After, "after_features2")],
    ),
    h(
        "vkGetPhysicalDeviceMemoryProperties",
        "physical",
        &[(After, "after_memory_properties")],
    ),
    h(
        "vkGetPhysicalDeviceMemoryProperties2",
        "physical",
        &[(After, "after_memory_properties2")],
    ),
    // device.rs
    h(
        "vkEnumerateDeviceExtensionProperties",
        "device",
        &[(Call, "enumerate_device_extensions")],
    ),
    h(
        "vkCreateDevice",
        "device",
        &[
            (Policy, "policy_create_device"),
            (Version, "version_create_device"),
            (Repair, "repair_create_device"),
            (Call, "create_device"),
            (After, "after_create_device"),
            (Keep, "keep_device"),
        ],
    ),
    h(
        "vkDestroyDevice",
        "device",
        &[(Call, "destroy_device"), (After, "after_destroy_device")],
    ),
    // memory.rs
    h("vkAllocateMemory", "memory", &[(Call, "allocate_memory")]),
    h("vkFreeMemory", "memory", &[(Call, "free_memory")]),
    // image.rs
    h(
        "vkGetPhysicalDeviceFormatProperties",
        "image",
        &[(After, "after_format_properties")],
    ),
    h(
        "vkGetPhysicalDeviceFormatProperties2",
        "image",
        &[(After, "after_format_properties2")],
    ),
    h(
        "vkGetPhysicalDeviceImageFormatProperties",
        "image",
        &[(Repair, "repair_image_format_properties")],
    ),
    h(
        "vkGetPhysicalDeviceImageFormatProperties2",
        "image",
        &[(Repair, "repair_image_format_properties2")],
    ),
    h("vkCreateImage", "image", &[(Repair, "repair_create_image")]),
    h(
        "vkCreateImageView",
        "image",
        &[(Repair, "repair_create_image_view")],
    ),
    // shader.rs
    h(
        "vkCreateShaderModule",
        "shader",
        &[(After, "after_create_shader_module")],
    ),
    h(
        "vkDestroyShaderModule",
        "shader",
        &[(After, "after_destroy_shader_module")],
    ),
    // pipeline.rs
    h(
        "vkCreateGraphicsPipelines",
        "pipeline",
        &[
            (Repair, "repair_graphics_pipelines"),
            (Before, "before_graphics_pipelines"),
            (Keep, "keep_graphics_pipelines"),
        ],
    ),
    h(
        "vkCreateComputePipelines",
        "pipeline",
        &[
            (Before, "before_compute_pipelines"),
            (Keep, "keep_compute_pipelines"),
        ],
    ),
    h(
        "vkDestroyPipelineCache",
        "pipeline",
        &[(Before, "before_destroy_pipeline_cache")],
    ),
    // descriptor.rs
    h(
        "vkCreateDescriptorUpdateTemplate",
        "descriptor",
        &[(Keep, "keep_template")],
    ),
    h(
        "vkDestroyDescriptorUpdateTemplate",
        "descriptor",
        &[(Keep, "forget_template")],
    ),
    h(
        "vkResetDescriptorPool",
        "descriptor",
        &[(Keep, "reset_descriptor_pool")],
    ),
    // queue.rs
    h(
        "vkQueueSubmit",
        "queue",
        &[(Repair, "repair_submit"), (Keep, "submitted")],
    ),
    h(
        "vkQueueSubmit2",
        "queue",
        &[(Repair, "repair_submit2"), (Keep, "submitted2")],
    ),
    h("vkQueueBindSparse", "queue", &[(Keep, "bound_sparse")]),
    // sync.rs
    h("vkResetFences", "sync", &[(Call, "reset_fences")]),
    h("vkDestroyFence", "sync", &[(Call, "destroy_fence")]),
    h("vkDestroySemaphore", "sync", &[(Call, "destroy_semaphore")]),
    h("vkSignalSemaphore", "sync", &[(Keep, "host_signaled")]),
];

/// How one hook's function is written: its name and doc, its extra parameters and return
/// type, how a handler is called, and what a command without a handler gets.
struct Shape {
    hook: Hook,
    name: &'static str,
    doc: &'static str,
    params: &'static str,
    ret: &'static str,
    /// The handler's arguments after `x` (the typed arguments), or before it with `cmd`.
    call: fn(&str, &str) -> String,
    default: &'static str,
}

const SHAPES: &[Shape] = &[
    Shape {
        hook: Policy,
        name: "policy",
        doc: "The configuration's extension policy on `cmd`'s request ([`crate::hooks`]): the \
              edited list's owner, to keep until the driver call returned.",
        params: "",
        ret: " -> Result<crate::hooks::Before, crate::hooks::HookError>",
        call: |m, st| format!("s.{m}(cmd, &mut *a.cast::<args::{st}>())"),
        default: "Ok(crate::hooks::Before::default())",
    },
    Shape {
        hook: Version,
        name: "version",
        doc: "The version raise's edit of `cmd`'s request ([`crate::version`]): its owner, to \
              keep until [`after`].",
        params: "",
        ret: " -> crate::version::Held",
        call: |m, st| format!("s.{m}(&mut *a.cast::<args::{st}>())"),
        default: "crate::version::Held::default()",
    },
    Shape {
        hook: Repair,
        name: "repair",
        doc: "The repairs' edit or refusal of `cmd`'s request ([`crate::repair`]): its owner, \
              to keep until the driver call returned.",
        params: "",
        ret: " -> crate::repair::Held",
        call: |m, st| format!("s.{m}(&mut *a.cast::<args::{st}>())"),
        default: "crate::repair::Held::default()",
    },
    Shape {
        hook: Before,
        name: "before",
        doc: "What the session changes in `cmd`'s request once nothing refused it.",
        params: "",
        ret: "",
        call: |m, st| format!("s.{m}(&mut *a.cast::<args::{st}>())"),
        default: "{}",
    },
    Shape {
        hook: Call,
        name: "call",
        doc: "Runs `cmd` on the driver: its handler, else the generated dispatch. Returns what \
              the driver returned (a `VkResult` or 0).",
        params: ", pfn: Pfn",
        ret: " -> Result<u64, SessionError>",
        call: |m, st| format!("s.{m}(cmd, &mut *a.cast::<args::{st}>(), pfn)"),
        default: "crate::session::kinds::dispatch(cmd, a, pfn)",
    },
    Shape {
        hook: After,
        name: "after",
        doc: "After `cmd` ran on the driver (or was refused) and returned `ret`, whatever \
              it returned: outputs answered as the configuration, the version raise and the \
              repairs make them, side data kept. `held` is what [`version`] returned.",
        params: ", ret: u64, held: &mut crate::version::Held",
        ret: "",
        call: |m, st| format!("s.{m}(&mut *a.cast::<args::{st}>(), ret, held)"),
        default: "{}",
    },
    Shape {
        hook: Keep,
        name: "keep",
        doc: "Keeps, in the session's tables, what `cmd` changed: called once it succeeded \
              and its new objects are in the object table.",
        params: "",
        ret: "",
        call: |m, st| format!("s.{m}(&mut *a.cast::<args::{st}>())"),
        default: "{}",
    },
];

fn command(name: &str) -> Result<&'static CommandDesc> {
    match COMMANDS.iter().find(|c| c.name == name) {
        Some(c) if c.status == Status::Wire => Ok(c),
        Some(_) => bail!("handlers: {name} is not carried by the wire"),
        None => bail!("handlers: no command {name}"),
    }
}

fn check(table: &[Handlers]) -> Result<()> {
    let mut seen = BTreeMap::new();
    for e in table {
        if seen.insert(e.command, ()).is_some() {
            bail!("handlers: {} listed twice", e.command);
        }
        let mut hooks: Vec<Hook> = e.hooks.iter().map(|(h, _)| *h).collect();
        if hooks.is_empty() {
            bail!("handlers: {} has no hook", e.command);
        }
        if !hooks.is_sorted() {
            bail!(
                "handlers: {}'s hooks are not in the order they run",
                e.command
            );
        }
        hooks.dedup();
        if hooks.len() != e.hooks.len() {
            bail!("handlers: {} has a hook twice", e.command);
        }
        for (_, m) in e.hooks {
            let ok = !m.is_empty()
                && m.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                && !m.starts_with(|c: char| c.is_ascii_digit());
            if !ok {
                bail!("handlers: {m} is not a method name");
            }
        }
    }
    Ok(())
}

/// `crates/renderer/src/generated/handlers.rs` from `table`.
pub fn generate(
    args: &BTreeMap<u32, ArgsStruct>,
    table: &[Handlers],
    header: &str,
) -> Result<String> {
    check(table)?;
    let mut s = header.trim_end().to_owned();
    s.push_str(
        "\n//!\n//! Each function is one hook of `Session::handle`; its arms call the hand-written \
         handlers of `crate::session::kinds`, each given its command's typed arguments. The table \
         is `crates/driver-glue-gen/src/handlers.rs`.\n\n\
         use vk_wire::args;\nuse vk_wire::desc::CommandDesc;\n\n\
         use crate::session::{Pfn, Session, SessionError};\n\n",
    );
    for shape in SHAPES {
        writeln!(
            s,
            "/// {doc}\n///\n/// # Safety\n/// `a` holds the decoded arguments of `cmd` (writable \
             arena memory, not otherwise borrowed during the call), their handles translated to \
             the driver's by the type-checking object table, outputs written by the driver once \
             it ran; the session's instance is null or the client's newest live instance; `pfn` \
             (where given) is the driver's function for `cmd`.\n\
             pub(crate) unsafe fn {name}(s: &mut Session, cmd: &'static CommandDesc, a: \
             *mut u8{params}){ret} {{",
            doc = shape.doc,
            name = shape.name,
            params = shape.params,
            ret = shape.ret,
        )?;
        let arms: Vec<(&CommandDesc, &str, &str)> = table
            .iter()
            .filter_map(|e| {
                e.hooks
                    .iter()
                    .find(|(h, _)| *h == shape.hook)
                    .map(|(_, m)| (e.command, e.kind, *m))
            })
            .map(|(c, k, m)| command(c).map(|c| (c, k, m)))
            .collect::<Result<_>>()?;
        if arms.is_empty() {
            writeln!(s, "let _ = (s, cmd, a); {}\n}}\n", shape.default)?;
            continue;
        }
        s.push_str(
            "// SAFETY: in every arm the id is the command whose argument structure `a` is cast \
             to, and the caller guarantees `a` holds that command's decoded arguments, \
             writable and not otherwise borrowed; the handler's own conditions are the \
             caller's.\nunsafe {\nmatch cmd.id {\n",
        );
        for (c, kind, m) in arms {
            let st = &args
                .get(&c.id)
                .ok_or_else(|| anyhow::anyhow!("{} has no args struct", c.name))?
                .name;
            writeln!(
                s,
                "{id} => {call}, // {name}: kinds/{kind}.rs",
                id = c.id,
                call = (shape.call)(m, st),
                name = c.name,
            )?;
        }
        writeln!(s, "_ => {},\n}}\n}}\n}}\n", shape.default)?;
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_well_formed() {
        check(HANDLERS).unwrap();
        for e in HANDLERS {
            command(e.command).unwrap();
        }
    }

    #[test]
    fn malformed_tables_are_refused() {
        let twice = [
            h("vkCreateDevice", "device", &[(Call, "create_device")]),
            h("vkCreateDevice", "device", &[(Keep, "keep_device")]),
        ];
        assert!(check(&twice).unwrap_err().to_string().contains("twice"));
        let order = [h(
            "vkCreateDevice",
            "device",
            &[(Keep, "keep_device"), (Call, "create_device")],
        )];
        assert!(check(&order).unwrap_err().to_string().contains("order"));
        let name = [h("vkCreateDevice", "device", &[(Call, "Create-Device")])];
        assert!(check(&name).unwrap_err().to_string().contains("method"));
        assert!(command("vkNoSuchCommand").is_err());
    }

    #[test]
    fn each_listed_hook_gets_one_arm_with_its_cast() {
        let args_src = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../vk-wire/src/generated/args.rs"),
        )
        .unwrap();
        let args = crate::parse_args(&args_src).unwrap();
        let table = [h(
            "vkCreateDevice",
            "device",
            &[(Policy, "p_dev"), (Call, "c_dev")],
        )];
        let out = generate(&args, &table, "// header\n").unwrap();
        let id = command("vkCreateDevice").unwrap().id;
        assert_eq!(
            out.matches(&format!(
                "{id} => s.p_dev(cmd, &mut *a.cast::<args::CreateDevice>())"
            ))
            .count(),
            1
        );
        assert_eq!(
            out.matches(&format!(
                "{id} => s.c_dev(cmd, &mut *a.cast::<args::CreateDevice>(), pfn)"
            ))
            .count(),
            1
        );
        // Hooks without a handler still exist, with the default only.
        assert!(out.contains("pub(crate) unsafe fn keep("));
        assert_eq!(out.matches(" => s.").count(), 2);
    }
}
