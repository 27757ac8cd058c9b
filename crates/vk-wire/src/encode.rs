//! The encoder: reads the application's raw structures through the descriptors and writes
//! the wire bytes (or only counts them, for the size function).
//!
//! The entry points are here: requests and single structures, sized, written into a buffer
//! or appended to one, through the fast plans where a command has one. The walk over the
//! structures they share ([`Enc`]) is in `walk`, and the readers of the application's memory
//! (also used by the decoder, the reply path and the dump) in `read`.

mod read;
mod walk;

pub use read::extends;
pub(crate) use read::{
    MAX_CHAIN, count, debug_report_object_type, elem_size, objtype, read_ptr, read_uw,
};
pub(crate) use walk::Enc;

use crate::desc::{CommandDesc, Status, StructDesc};
use crate::error::EncodeError;
use crate::ignored::Ignore;
pub(crate) use crate::sink::{Append, Count, Sink, Slice};
use crate::{CommandArgs, FLAG_REPLY, HEADER_SIZE, Header, IdMap};
use ash::vk;

// The wire copies C layouts of LP64 little-endian targets.
const _: () = assert!(cfg!(target_endian = "little") && cfg!(target_pointer_width = "64"));

pub(crate) fn command_status(cmd: &'static CommandDesc) -> Result<(), EncodeError> {
    match cmd.status {
        Status::Wire => Ok(()),
        Status::ByHand(reason) | Status::Unsupported(reason) => Err(EncodeError::NotCarried {
            name: cmd.name,
            reason,
        }),
    }
}

/// Encodes one message (header and payload) for the command of the arguments at `args`.
///
/// # Safety
/// `args` is a valid argument structure of `cmd` whose pointers are valid as Vulkan requires.
pub(crate) unsafe fn encode_message<S: Sink>(
    e: &mut Enc<'_, S>,
    cmd: &'static CommandDesc,
    args: *const u8,
    reply: bool,
) -> Result<(), EncodeError> {
    let start = e.s.pos();
    e.s.zero(HEADER_SIZE)?;
    let payload = e.s.pos();
    // SAFETY: caller.
    unsafe { e.structs(&cmd.args, args, 1, false)? };
    let size = u32::try_from(e.s.pos() - payload).map_err(|_| EncodeError::TooLarge)?;
    let mut h = [0u8; HEADER_SIZE];
    Header {
        command: cmd.id,
        flags: if reply { FLAG_REPLY } else { 0 },
        size,
    }
    .write(&mut h)?;
    e.s.patch(start, &h);
    Ok(())
}

/// Lets a `&mut I` (`I` possibly unsized) be used as a `&mut dyn IdMap`.
struct DynIds<'i, I: ?Sized>(&'i mut I);

impl<I: IdMap + ?Sized> IdMap for DynIds<'_, I> {
    fn id(&mut self, ty: vk::ObjectType, raw: u64) -> Result<u64, EncodeError> {
        self.0.id(ty, raw)
    }
    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        self.0.template_entries(template)
    }
}

struct NoIds;
impl IdMap for NoIds {
    fn id(&mut self, _ty: vk::ObjectType, _raw: u64) -> Result<u64, EncodeError> {
        Ok(0)
    }
}

fn lookup<A: CommandArgs>() -> Result<&'static CommandDesc, EncodeError> {
    let cmd = crate::command(A::ID).ok_or(EncodeError::NotCarried {
        name: "?",
        reason: "unknown command id",
    })?;
    command_status(cmd)?;
    Ok(cmd)
}

/// Bytes [`encode_request`] writes for these arguments (header included).
///
/// # Safety
/// The pointers in `args` are valid as Vulkan requires for this command.
pub unsafe fn request_size<A: CommandArgs>(args: &A) -> Result<usize, EncodeError> {
    // SAFETY: caller.
    unsafe { request_size_with(args, &mut NoIds) }
}

/// [`request_size`] for commands whose size depends on what `ids` knows (descriptor update
/// template data: the template's entries give its layout).
///
/// # Safety
/// As [`request_size`].
pub unsafe fn request_size_with<A: CommandArgs>(
    args: &A,
    ids: &mut dyn IdMap,
) -> Result<usize, EncodeError> {
    let cmd = lookup::<A>()?;
    // SAFETY: caller; `A` is laid out as `cmd.args`.
    unsafe { request_size_raw(cmd, (args as *const A).cast(), ids) }
}

/// [`request_size_with`] for arguments given as raw memory laid out as `cmd.args` (callers
/// that dispatch on the command id, not the type, so one copy of their code serves every
/// command).
///
/// # Safety
/// `args` points to a valid argument structure of `cmd` whose pointers are valid as Vulkan
/// requires.
pub unsafe fn request_size_raw(
    cmd: &'static CommandDesc,
    args: *const u8,
    ids: &mut dyn IdMap,
) -> Result<usize, EncodeError> {
    command_status(cmd)?;
    let mut e = Enc {
        s: Count(0),
        ids,
        ignore: Ignore::default(),
    };
    // SAFETY: caller.
    unsafe { encode_message(&mut e, cmd, args, false)? };
    Ok(e.s.0)
}

/// Encodes a request message for `args` into `dst`; returns the bytes written.
///
/// Handles become ids through `ids`; unknown `sType`s in `pNext` chains are skipped with a
/// `tracing` warning; structures the wire does not carry give [`EncodeError::NotCarried`].
///
/// # Safety
/// The pointers in `args` are valid as Vulkan requires for this command (the application's
/// arguments, as the ICD received them).
pub unsafe fn encode_request<A: CommandArgs, I: IdMap + ?Sized>(
    args: &A,
    ids: &mut I,
    dst: &mut [u8],
) -> Result<usize, EncodeError> {
    let cmd = lookup::<A>()?;
    // SAFETY: caller; `A` is laid out as `cmd.args`.
    unsafe { encode_request_any(cmd, (args as *const A).cast(), &mut DynIds(ids), dst) }
}

/// [`encode_request`] for arguments given as raw memory laid out as `cmd.args`: the fast plan
/// when the command has one, else the generic encoder (the bytes are the same either way).
///
/// # Safety
/// As [`encode_request_raw`].
pub unsafe fn encode_request_any(
    cmd: &'static CommandDesc,
    args: *const u8,
    ids: &mut dyn IdMap,
    dst: &mut [u8],
) -> Result<usize, EncodeError> {
    if let Some((_, Some(plan))) = crate::fast::lookup(cmd.id) {
        command_status(cmd)?;
        // SAFETY: caller.
        return unsafe { crate::fast::encode_planned(cmd, plan, args, ids, dst) };
    }
    // SAFETY: caller.
    unsafe { encode_request_raw(cmd, args, ids, dst) }
}

/// Appends a request message for `args` to `out` (the bytes [`encode_request`] writes) and
/// returns how many it appended. A command with a fast plan (most `vkCmd*`) is sized and
/// written in one walk each, without the generic encoder's size pass: the path for a stream
/// of recorded commands. On an error `out` is left as it was.
///
/// # Safety
/// As [`encode_request`].
pub unsafe fn append_request<A: CommandArgs, I: IdMap + ?Sized>(
    args: &A,
    ids: &mut I,
    out: &mut Vec<u8>,
) -> Result<usize, EncodeError> {
    // One table lookup gives the command and its plan (this runs for every recorded command).
    let (cmd, plan) = crate::fast::lookup(A::ID).ok_or(EncodeError::NotCarried {
        name: "?",
        reason: "unknown command id",
    })?;
    // SAFETY: caller; `A` is laid out as `cmd.args`.
    unsafe { append_with(cmd, plan, (args as *const A).cast(), &mut DynIds(ids), out) }
}

/// [`append_request`] for the command with wire id `id` whose arguments are raw memory laid
/// out as its argument structure (one table lookup, as `append_request`; for callers that
/// dispatch on the id so that one copy of their code serves every command).
///
/// # Safety
/// `args` points to a valid argument structure of the command `id` names, whose pointers are
/// valid as Vulkan requires.
pub unsafe fn append_request_id(
    id: u32,
    args: *const u8,
    ids: &mut dyn IdMap,
    out: &mut Vec<u8>,
) -> Result<usize, EncodeError> {
    let (cmd, plan) = crate::fast::lookup(id).ok_or(EncodeError::NotCarried {
        name: "?",
        reason: "unknown command id",
    })?;
    // SAFETY: caller.
    unsafe { append_with(cmd, plan, args, ids, out) }
}

/// [`append_request`] for the arguments of `cmd` at `args` (tests compare it with the other
/// encoders for every command).
///
/// # Safety
/// As [`encode_request_raw`].
#[doc(hidden)]
pub unsafe fn append_request_raw(
    cmd: &'static CommandDesc,
    args: *const u8,
    ids: &mut dyn IdMap,
    out: &mut Vec<u8>,
) -> Result<usize, EncodeError> {
    let plan = crate::fast::lookup(cmd.id).and_then(|(_, p)| p);
    // SAFETY: caller.
    unsafe { append_with(cmd, plan, args, ids, out) }
}

/// [`append_request_raw`] with `cmd`'s plan already looked up.
///
/// # Safety
/// As [`encode_request_raw`].
unsafe fn append_with(
    cmd: &'static CommandDesc,
    plan: Option<&crate::fast::Plan>,
    args: *const u8,
    ids: &mut dyn IdMap,
    out: &mut Vec<u8>,
) -> Result<usize, EncodeError> {
    command_status(cmd)?;
    let at = out.len();
    let r = match plan {
        Some(plan) => {
            // SAFETY: caller.
            let n = unsafe { crate::fast::planned_size(cmd, plan, args) }?;
            out.resize(at + n, 0);
            // SAFETY: caller; `out[at..]` has the `n` bytes counted.
            unsafe { crate::fast::encode_planned(cmd, plan, args, ids, &mut out[at..]) }
        }
        None => {
            // One pass straight onto the end of `out` (no size walk first).
            let mut e = Enc {
                s: Append { v: out, base: at },
                ids,
                ignore: Ignore::default(),
            };
            // SAFETY: caller.
            unsafe { encode_message(&mut e, cmd, args, false) }.map(|()| e.s.pos())
        }
    };
    if r.is_err() {
        out.truncate(at);
    }
    r
}

/// [`encode_request_raw`] through the fast path, for commands that have one (`None`
/// otherwise): for tests and fuzzing that compare both paths.
///
/// # Safety
/// As [`encode_request_raw`].
#[doc(hidden)]
pub unsafe fn encode_request_planned(
    cmd: &'static CommandDesc,
    args: *const u8,
    ids: &mut dyn IdMap,
    dst: &mut [u8],
) -> Option<Result<usize, EncodeError>> {
    let (_, plan) = crate::fast::lookup(cmd.id)?;
    // SAFETY: caller.
    plan.map(|p| unsafe { crate::fast::encode_planned(cmd, p, args, ids, dst) })
}

/// Encodes one structure of `d` (its fixed part and out-of-line data, no header) into `dst`;
/// returns the bytes written. For structures sent outside a command (descriptor update
/// template data, tests).
///
/// # Safety
/// `src` points to a valid structure of `d` whose pointers are valid as Vulkan requires.
pub unsafe fn encode_struct(
    d: &'static StructDesc,
    src: *const u8,
    ids: &mut dyn IdMap,
    dst: &mut [u8],
) -> Result<usize, EncodeError> {
    let mut e = Enc {
        s: Slice { buf: dst, pos: 0 },
        ids,
        ignore: Ignore::default(),
    };
    // SAFETY: caller.
    unsafe { e.structs(d, src, 1, false)? };
    Ok(e.s.pos)
}

/// Bytes [`encode_struct`] writes.
///
/// # Safety
/// As [`encode_struct`].
pub unsafe fn struct_size(d: &'static StructDesc, src: *const u8) -> Result<usize, EncodeError> {
    let mut e = Enc {
        s: Count(0),
        ids: &mut NoIds,
        ignore: Ignore::default(),
    };
    // SAFETY: caller.
    unsafe { e.structs(d, src, 1, false)? };
    Ok(e.s.0)
}

/// [`encode_request`] for arguments given as raw memory laid out as `cmd.args` (generic code
/// that dispatches on the command table, tests).
///
/// # Safety
/// `args` points to a valid argument structure of `cmd` whose pointers are valid as Vulkan
/// requires.
pub unsafe fn encode_request_raw(
    cmd: &'static CommandDesc,
    args: *const u8,
    ids: &mut dyn IdMap,
    dst: &mut [u8],
) -> Result<usize, EncodeError> {
    command_status(cmd)?;
    let mut e = Enc {
        s: Slice { buf: dst, pos: 0 },
        ids,
        ignore: Ignore::default(),
    };
    // SAFETY: caller.
    unsafe { encode_message(&mut e, cmd, args, false)? };
    Ok(e.s.pos)
}
