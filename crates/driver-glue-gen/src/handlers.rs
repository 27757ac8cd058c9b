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
///
/// Each handler takes its command's typed arguments (`&mut args::X`) and the hook's fixed
/// parameters; what it declares in the table ([`Handler`]) it takes besides, in this order:
/// `cmd: &'static CommandDesc` before the arguments, then after them the driver call's
/// result `ret: u64` and the version raise's `&mut version::Held` (both [`After`] only).
/// Below, `[..]` marks what a handler takes only when it declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hook {
    /// The configuration's extension policy edits the request (`crate::hooks`):
    /// `fn(&mut self, [cmd,] &mut args::X) -> Result<hooks::Before, hooks::HookError>`.
    Policy,
    /// The version raise edits the request (`crate::version`):
    /// `fn(&mut self, [cmd,] &mut args::X) -> version::Held`.
    Version,
    /// A repair edits or refuses the request (`crate::repair`):
    /// `fn(&mut self, [cmd,] &mut args::X) -> repair::Held`.
    Repair,
    /// The session edits the request once nothing refused it (the pipeline cache, device
    /// addresses under capture and replay):
    /// `fn(&mut self, [cmd,] &mut args::X)`.
    Before,
    /// The driver call, in place of the generated dispatch:
    /// `fn(&mut self, [cmd,] &mut args::X, Pfn) -> Result<u64, SessionError>`.
    Call,
    /// After the driver call (or a refusal), whatever it returned: outputs answered, side
    /// data of destroyed objects forgotten (and of new ones, for handlers that test `ret`):
    /// `fn(&mut self, [cmd,] &mut args::X[, ret: u64][, &mut version::Held])`.
    After,
    /// Once the command succeeded and its objects are in the table: side data of new
    /// objects kept: `fn(&mut self, [cmd,] &mut args::X)`.
    Keep,
}

impl Hook {
    /// The parameters a handler of this hook may declare.
    const fn offers(self) -> Takes {
        Takes {
            cmd: true,
            ret: matches!(self, After),
            held: matches!(self, After),
        }
    }
}

use Hook::*;

/// What a handler takes besides its command's typed arguments and its hook's fixed
/// parameters ([`Hook`] says where each goes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Takes {
    /// `cmd: &'static CommandDesc`, the command's description.
    pub cmd: bool,
    /// `ret: u64`, what the driver call returned.
    pub ret: bool,
    /// `held: &mut version::Held`, what the version raise's [`Version`] handler returned.
    pub held: bool,
}

impl Takes {
    /// Whether everything `self` takes is in `other`.
    fn within(self, other: Takes) -> bool {
        (!self.cmd || other.cmd) && (!self.ret || other.ret) && (!self.held || other.held)
    }
}

/// One hand-written handler: a method of `Session` and what it takes.
#[derive(Clone, Copy, Debug)]
pub struct Handler {
    pub method: &'static str,
    pub takes: Takes,
}

/// The handler `method`, taking only its command's arguments and its hook's fixed
/// parameters; [`Handler::cmd`], [`Handler::ret`] and [`Handler::held`] add the others.
const fn m(method: &'static str) -> Handler {
    Handler {
        method,
        takes: Takes {
            cmd: false,
            ret: false,
            held: false,
        },
    }
}

impl Handler {
    /// Also takes `cmd`.
    const fn cmd(self) -> Handler {
        Handler {
            takes: Takes {
                cmd: true,
                ..self.takes
            },
            ..self
        }
    }

    /// Also takes `ret`.
    const fn ret(self) -> Handler {
        Handler {
            takes: Takes {
                ret: true,
                ..self.takes
            },
            ..self
        }
    }

    /// Also takes `held`.
    const fn held(self) -> Handler {
        Handler {
            takes: Takes {
                held: true,
                ..self.takes
            },
            ..self
        }
    }
}

/// One command's handlers: its name, the kind file that holds them, and (hook, handler).
pub struct Handlers {
    pub command: &'static str,
    pub kind: &'static str,
    pub hooks: &'static [(Hook, Handler)],
}

const fn h(
    command: &'static str,
    kind: &'static str,
    hooks: &'static [(Hook, Handler)],
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
        &[(Call, m("enumerate_instance_extensions"))],
    ),
    h(
        "vkCreateInstance",
        "instance",
        &[
            (Policy, m("policy_create_instance").cmd()),
            (Version, m("version_create_instance")),
            (Call, m("create_instance")),
            (After, m("after_create_instance").ret()),
            (Keep, m("keep_instance")),
        ],
    ),
    h(
        "vkDestroyInstance",
        "instance",
        &[
            (Call, m("destroy_instance").cmd()),
            (Keep, m("forget_instance")),
        ],
    ),
    // physical.rs
    h(
        "vkGetPhysicalDeviceProperties",
        "physical",
        &[
            (Version, m("version_properties")),
            (After, m("after_properties").ret().held()),
        ],
    ),
    h(
        "vkGetPhysicalDeviceProperties2",
        "physical",
        &[
            (Version, m("version_properties2")),
            (After, m("after_properties2").ret().held()),
        ],
    ),
    h(
        "vkGetPhysicalDeviceFeatures",
        "physical",
        &[(After, m("after_features"))],
    ),
    h(
        "vkGetPhysicalDeviceFeatures2",
        "physical",
        &[
            (Version, m("version_features2")),
            (After, m("after_features2").ret().held()),
        ],
    ),
    h(
        "vkGetPhysicalDeviceMemoryProperties",
        "physical",
        &[(After, m("after_memory_properties"))],
    ),
    h(
        "vkGetPhysicalDeviceMemoryProperties2",
        "physical",
        &[(After, m("after_memory_properties2"))],
    ),
    // device.rs
    h(
        "vkEnumerateDeviceExtensionProperties",
        "device",
        &[(Call, m("enumerate_device_extensions"))],
    ),
    h(
        "vkCreateDevice",
        "device",
        &[
            (Policy, m("policy_create_device").cmd()),
            (Version, m("version_create_device")),
            (Repair, m("repair_create_device")),
            (Call, m("create_device")),
            (After, m("after_create_device").ret().held()),
            (Keep, m("keep_device")),
        ],
    ),
    h(
        "vkDestroyDevice",
        "device",
        &[
            (Call, m("destroy_device").cmd()),
            (After, m("after_destroy_device")),
        ],
    ),
    // memory.rs
    h(
        "vkAllocateMemory",
        "memory",
        &[(Call, m("allocate_memory")), (Keep, m("keep_memory"))],
    ),
    h(
        "vkFreeMemory",
        "memory",
        &[
            (Call, m("free_memory").cmd()),
            (After, m("after_free_memory")),
        ],
    ),
    // buffer.rs
    h(
        "vkCreateBuffer",
        "buffer",
        &[
            (Before, m("before_create_buffer")),
            (Keep, m("keep_buffer")),
        ],
    ),
    h(
        "vkDestroyBuffer",
        "buffer",
        &[(After, m("after_destroy_buffer"))],
    ),
    h(
        "vkBindBufferMemory",
        "buffer",
        &[(Keep, m("keep_buffer_binding"))],
    ),
    h(
        "vkBindBufferMemory2",
        "buffer",
        &[(Keep, m("keep_buffer_bindings"))],
    ),
    // image.rs
    h(
        "vkGetPhysicalDeviceFormatProperties",
        "image",
        &[(After, m("after_format_properties"))],
    ),
    h(
        "vkGetPhysicalDeviceFormatProperties2",
        "image",
        &[(After, m("after_format_properties2"))],
    ),
    h(
        "vkGetPhysicalDeviceImageFormatProperties",
        "image",
        &[(Repair, m("repair_image_format_properties"))],
    ),
    h(
        "vkGetPhysicalDeviceImageFormatProperties2",
        "image",
        &[(Repair, m("repair_image_format_properties2"))],
    ),
    h(
        "vkCreateImage",
        "image",
        &[(Repair, m("repair_create_image")), (Keep, m("keep_image"))],
    ),
    h(
        "vkDestroyImage",
        "image",
        &[(After, m("after_destroy_image"))],
    ),
    h(
        "vkCreateImageView",
        "image",
        &[(Repair, m("repair_create_image_view"))],
    ),
    // shader.rs
    h(
        "vkCreateShaderModule",
        "shader",
        &[(After, m("after_create_shader_module").ret())],
    ),
    h(
        "vkDestroyShaderModule",
        "shader",
        &[(After, m("after_destroy_shader_module"))],
    ),
    // pipeline.rs
    h(
        "vkCreateGraphicsPipelines",
        "pipeline",
        &[
            (Repair, m("repair_graphics_pipelines")),
            (Before, m("before_graphics_pipelines")),
            (Keep, m("keep_graphics_pipelines")),
        ],
    ),
    h(
        "vkCreateComputePipelines",
        "pipeline",
        &[
            (Before, m("before_compute_pipelines")),
            (Keep, m("keep_compute_pipelines")),
        ],
    ),
    h(
        "vkDestroyPipelineCache",
        "pipeline",
        &[(Before, m("before_destroy_pipeline_cache"))],
    ),
    // descriptor.rs
    h(
        "vkCreateDescriptorUpdateTemplate",
        "descriptor",
        &[(Keep, m("keep_template"))],
    ),
    h(
        "vkDestroyDescriptorUpdateTemplate",
        "descriptor",
        &[(Keep, m("forget_template"))],
    ),
    h(
        "vkResetDescriptorPool",
        "descriptor",
        &[(Keep, m("reset_descriptor_pool"))],
    ),
    // command_buffer.rs
    h(
        "vkCreateCommandPool",
        "command_buffer",
        &[(Keep, m("keep_command_pool"))],
    ),
    h(
        "vkDestroyCommandPool",
        "command_buffer",
        &[(After, m("after_destroy_command_pool"))],
    ),
    h(
        "vkResetCommandPool",
        "command_buffer",
        &[(After, m("after_reset_command_pool"))],
    ),
    h(
        "vkAllocateCommandBuffers",
        "command_buffer",
        &[(Keep, m("keep_command_buffers"))],
    ),
    h(
        "vkFreeCommandBuffers",
        "command_buffer",
        &[(After, m("after_free_command_buffers"))],
    ),
    h(
        "vkBeginCommandBuffer",
        "command_buffer",
        &[(After, m("after_begin_command_buffer"))],
    ),
    h(
        "vkResetCommandBuffer",
        "command_buffer",
        &[(After, m("after_reset_command_buffer"))],
    ),
    // queue.rs
    h(
        "vkQueueSubmit",
        "queue",
        &[(Repair, m("repair_submit")), (Keep, m("submitted"))],
    ),
    h(
        "vkQueueSubmit2",
        "queue",
        &[(Repair, m("repair_submit2")), (Keep, m("submitted2"))],
    ),
    h("vkQueueBindSparse", "queue", &[(Keep, m("bound_sparse"))]),
    // sync.rs
    h("vkResetFences", "sync", &[(Call, m("reset_fences").cmd())]),
    h(
        "vkDestroyFence",
        "sync",
        &[(Call, m("destroy_fence").cmd())],
    ),
    h(
        "vkDestroySemaphore",
        "sync",
        &[(Call, m("destroy_semaphore").cmd())],
    ),
    h("vkCreateSemaphore", "sync", &[(Keep, m("keep_semaphore"))]),
    h("vkSignalSemaphore", "sync", &[(Keep, m("host_signaled"))]),
    h(
        "vkDestroyEvent",
        "sync",
        &[(After, m("after_destroy_event"))],
    ),
];

/// How one hook's function is written: its name and doc, its parameters after `a` and
/// return type, the arguments every handler gets after its typed arguments, and what a
/// command without a handler gets.
struct Shape {
    hook: Hook,
    name: &'static str,
    doc: &'static str,
    params: &'static str,
    ret: &'static str,
    /// The hook's fixed arguments, passed to every handler after `x` (the typed arguments).
    fixed: &'static str,
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
        fixed: "",
        default: "Ok(crate::hooks::Before::default())",
    },
    Shape {
        hook: Version,
        name: "version",
        doc: "The version raise's edit of `cmd`'s request ([`crate::version`]): its owner, to \
              keep until [`after`].",
        params: "",
        ret: " -> crate::version::Held",
        fixed: "",
        default: "crate::version::Held::default()",
    },
    Shape {
        hook: Repair,
        name: "repair",
        doc: "The repairs' edit or refusal of `cmd`'s request ([`crate::repair`]): its owner, \
              to keep until the driver call returned.",
        params: "",
        ret: " -> crate::repair::Held",
        fixed: "",
        default: "crate::repair::Held::default()",
    },
    Shape {
        hook: Before,
        name: "before",
        doc: "What the session changes in `cmd`'s request once nothing refused it.",
        params: "",
        ret: "",
        fixed: "",
        default: "{}",
    },
    Shape {
        hook: Call,
        name: "call",
        doc: "Runs `cmd` on the driver: its handler, else the generated dispatch. Returns what \
              the driver returned (a `VkResult` or 0).",
        params: ", pfn: Pfn",
        ret: " -> Result<u64, SessionError>",
        fixed: ", pfn",
        default: "crate::session::kinds::dispatch(cmd, a, pfn)",
    },
    Shape {
        hook: After,
        name: "after",
        doc: "After `cmd` ran on the driver (or was refused) and returned `ret`, whatever \
              it returned: outputs answered as the configuration, the version raise and the \
              repairs make them, side data of destroyed objects forgotten (and of new ones \
              kept, where a handler tests `ret`). `held` is what [`version`] returned.",
        params: ", ret: u64, held: &mut crate::version::Held",
        ret: "",
        fixed: "",
        default: "{}",
    },
    Shape {
        hook: Keep,
        name: "keep",
        doc: "Keeps, in the session's tables and the repairs' side data, what `cmd` made or \
              changed: called once it succeeded and its new objects are in the object table.",
        params: "",
        ret: "",
        fixed: "",
        default: "{}",
    },
];

/// The call of `handler` with the typed arguments of `st`, in `shape`'s hook.
fn call(shape: &Shape, handler: Handler, st: &str) -> String {
    let t = handler.takes;
    format!(
        "s.{m}({cmd}&mut *a.cast::<args::{st}>(){fixed}{ret}{held})",
        m = handler.method,
        cmd = if t.cmd { "cmd, " } else { "" },
        fixed = shape.fixed,
        ret = if t.ret { ", ret" } else { "" },
        held = if t.held { ", held" } else { "" },
    )
}

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
        for (hook, handler) in e.hooks {
            if !handler.takes.within(hook.offers()) {
                bail!(
                    "handlers: {}'s {hook:?} handler takes what its hook does not give",
                    e.command
                );
            }
            let m = handler.method;
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
        let arms: Vec<(&CommandDesc, &str, Handler)> = table
            .iter()
            .filter_map(|e| {
                e.hooks
                    .iter()
                    .find(|(h, _)| *h == shape.hook)
                    .map(|(_, m)| (e.command, e.kind, *m))
            })
            .map(|(c, k, m)| command(c).map(|c| (c, k, m)))
            .collect::<Result<_>>()?;
        // The hook's optional parameters that no handler takes.
        let offers = shape.hook.offers();
        let mut unused = Vec::new();
        if offers.ret && !arms.iter().any(|(_, _, m)| m.takes.ret) {
            unused.push("ret");
        }
        if offers.held && !arms.iter().any(|(_, _, m)| m.takes.held) {
            unused.push("held");
        }
        if arms.is_empty() {
            unused.splice(0..0, ["s", "cmd", "a"]);
        }
        if !unused.is_empty() {
            writeln!(s, "let _ = ({});", unused.join(", "))?;
        }
        if arms.is_empty() {
            writeln!(s, "{}\n}}\n", shape.default)?;
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
                call = call(shape, m, st),
                name = c.name,
            )?;
        }
        writeln!(s, "_ => {},\n}}\n}}\n}}\n", shape.default)?;
    }
    Ok(s)
}

#[cfg(test)]
mod tests;
