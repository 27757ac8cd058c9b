//! The decoder's fast path for argument structures without nested structures: most `vkCmd*`
//! commands (draws, binds, push constants, dispatches, copies of regions).
//!
//! The generic decoder walks every special member through one large `match` (an indirect
//! jump whose target changes from member to member, so it is often mispredicted). For an
//! argument structure whose special members are only handles, padding, the allocator and
//! pointers to arrays of numbers or handles, a *plan* is computed once: the handle offsets,
//! then the arrays in declaration order. Decoding is then a copy of the fixed part, a loop
//! over handle offsets, and one bounded copy per array. It accepts and rejects exactly what
//! the generic path does (the same checks, in a different order for the error reported
//! first when several members are wrong).

use crate::arena::Arena;
use crate::decode::{Reader, copy};
use crate::desc::{CommandDesc, Elem, Kind, Len};
use crate::encode::{objtype, read_ptr, read_uw};
use crate::error::{DecodeError, DecodeErrorKind as K, EncodeError};
use crate::generated::COMMANDS;
use crate::{HEADER_SIZE, HandleTable, Header, IdMap};
use ash::vk;
use std::sync::OnceLock;

/// How many elements a planned pointer has.
#[derive(Debug, Clone, Copy)]
enum Count {
    /// A constant (`Len::One`, `Len::Const`).
    Fixed(u64),
    /// `member / div`, the member at `off`, `width` bytes wide.
    Member { off: u32, width: u8, div: u8 },
}

/// One pointer member of a planned argument structure.
#[derive(Debug, Clone, Copy)]
struct Array {
    name: &'static str,
    /// Offset of the pointer slot.
    slot: u32,
    count: Count,
    /// Bytes per element.
    size: u32,
    /// Object type of the elements when they are handles.
    handle: Option<i32>,
    optional: bool,
}

/// What to do for one command's arguments.
#[derive(Debug, Default)]
pub(crate) struct Plan {
    /// `(offset, object type)` of every handle member.
    handles: Vec<(u32, vk::ObjectType)>,
    /// Offsets of allocator pointers (decoded as null).
    nulls: Vec<u32>,
    /// `(offset, bytes)` of the padding holes (the encoder zeroes them).
    pads: Vec<(u32, u32)>,
    arrays: Vec<Array>,
}

fn plan(cmd: &'static CommandDesc) -> Option<Plan> {
    let mut p = Plan::default();
    for m in cmd.args.specials {
        match m.kind {
            Kind::Scalar(_) | Kind::Pod(_) => {}
            Kind::Pad(n) => p.pads.push((m.off, n)),
            Kind::Handle { ty, .. } => p.handles.push((m.off, objtype(ty))),
            Kind::Allocator => p.nulls.push(m.off),
            Kind::Ptr {
                elem,
                len,
                optional,
            } => {
                let (size, handle) = match elem {
                    Elem::Bytes(n) => (n, None),
                    Elem::Handle(ty) => (8, Some(ty)),
                    _ => return None,
                };
                let count = match len {
                    Len::One => Count::Fixed(1),
                    Len::Const(n) => Count::Fixed(u64::from(n)),
                    Len::Member { off, width, div } => Count::Member {
                        off,
                        width,
                        div: div.max(1),
                    },
                    _ => return None,
                };
                p.arrays.push(Array {
                    name: m.name,
                    slot: m.off,
                    count,
                    size,
                    handle,
                    optional,
                });
            }
            _ => return None,
        }
    }
    Some(p)
}

/// The command with this id and its plan, if it has one (plans are computed once for the
/// whole table).
#[inline]
pub(crate) fn lookup(id: u32) -> Option<(&'static CommandDesc, Option<&'static Plan>)> {
    static PLANS: OnceLock<Vec<Option<Plan>>> = OnceLock::new();
    let i = crate::command_index(id)?;
    let plans = PLANS.get_or_init(|| COMMANDS.iter().map(plan).collect());
    Some((&COMMANDS[i], plans.get(i).and_then(Option::as_ref)))
}

/// The element count of a planned pointer of the structure at `base`.
///
/// # Safety
/// `base` is a structure of the planned command's arguments.
#[inline]
unsafe fn elements(c: Count, base: *const u8) -> u64 {
    match c {
        Count::Fixed(n) => n,
        // SAFETY: caller; the offset is a count member of the arguments.
        Count::Member { off, width, div } => unsafe {
            read_uw(base.add(off as usize), width) / u64::from(div)
        },
    }
}

/// Bytes [`encode_planned`] writes for the planned command `cmd` (header included).
///
/// # Safety
/// As [`encode_planned`].
#[inline]
pub(crate) unsafe fn planned_size(
    cmd: &'static CommandDesc,
    plan: &Plan,
    args: *const u8,
) -> Result<usize, EncodeError> {
    let mut total = HEADER_SIZE + (cmd.args.size as usize).next_multiple_of(8);
    for a in &plan.arrays {
        // SAFETY: caller: a pointer member and its count.
        let n = unsafe {
            if read_ptr(args.add(a.slot as usize)).is_null() {
                0
            } else {
                elements(a.count, args)
            }
        };
        let bytes = usize::try_from(n)
            .ok()
            .and_then(|n| n.checked_mul(a.size as usize))
            .and_then(|b| b.checked_next_multiple_of(8))
            .ok_or(EncodeError::TooLarge)?;
        total = total.checked_add(bytes).ok_or(EncodeError::TooLarge)?;
    }
    Ok(total)
}

/// Encodes a request for the planned command `cmd` (header included) into `dst`: the fixed
/// part with handles as ids, padding and allocator zeroed, then each array. The same bytes
/// as the generic encoder.
///
/// # Safety
/// `args` is a valid argument structure of `cmd` whose pointers are valid for their counts.
pub(crate) unsafe fn encode_planned<I: IdMap + ?Sized>(
    cmd: &'static CommandDesc,
    plan: &Plan,
    args: *const u8,
    ids: &mut I,
    dst: &mut [u8],
) -> Result<usize, EncodeError> {
    let size = cmd.args.size as usize;
    let fixed = size.next_multiple_of(8);
    // Sizes first, so nothing is written into a buffer that turns out too small.
    // SAFETY: caller.
    let total = unsafe { planned_size(cmd, plan, args) }?;
    let payload = u32::try_from(total - HEADER_SIZE).map_err(|_| EncodeError::TooLarge)?;
    let have = dst.len();
    let out = dst
        .get_mut(..total)
        .ok_or(EncodeError::BufferTooSmall { need: total, have })?;
    Header {
        command: cmd.id,
        flags: 0,
        size: payload,
    }
    .write(out)?;
    let body = &mut out[HEADER_SIZE..];
    // SAFETY: caller: `args` has `size` bytes; `body` has at least `fixed >= size`.
    unsafe { std::ptr::copy_nonoverlapping(args, body.as_mut_ptr(), size) };
    body[size..fixed].fill(0);
    for &(off, n) in &plan.pads {
        body[off as usize..(off + n) as usize].fill(0);
    }
    for &off in &plan.nulls {
        body[off as usize..off as usize + 8].fill(0);
    }
    for &(off, ty) in &plan.handles {
        let o = off as usize;
        // SAFETY: a handle member of the arguments.
        let raw = unsafe { args.add(o).cast::<u64>().read_unaligned() };
        let id = if raw == 0 { 0 } else { ids.id(ty, raw)? };
        body[o..o + 8].copy_from_slice(&id.to_le_bytes());
    }
    let mut at = fixed;
    for a in &plan.arrays {
        let o = a.slot as usize;
        // SAFETY: caller: a pointer member and its count.
        let (ptr, n) = unsafe {
            let p = read_ptr(args.add(o));
            (
                p,
                if p.is_null() {
                    0
                } else {
                    elements(a.count, args)
                },
            )
        };
        body[o..o + 8].copy_from_slice(&n.to_le_bytes());
        // Fits: counted above.
        let bytes = n as usize * a.size as usize;
        let end = (at + bytes).next_multiple_of(8);
        match a.handle {
            None if bytes > 0 => {
                // SAFETY: caller: `ptr` (non-null: `n > 0`) has `n` elements of `a.size`
                // bytes; the target range lies in `body` (sizes counted above).
                unsafe { std::ptr::copy_nonoverlapping(ptr, body.as_mut_ptr().add(at), bytes) };
            }
            None => {}
            Some(ty) => {
                let ty = objtype(ty);
                for k in 0..n as usize {
                    // SAFETY: caller: `ptr` has `n` handles.
                    let raw = unsafe { ptr.add(8 * k).cast::<u64>().read_unaligned() };
                    let id = if raw == 0 { 0 } else { ids.id(ty, raw)? };
                    body[at + 8 * k..at + 8 * k + 8].copy_from_slice(&id.to_le_bytes());
                }
            }
        }
        body[at + bytes..end].fill(0);
        at = end;
    }
    Ok(total)
}

#[inline]
fn handle<T: HandleTable + ?Sized>(
    t: &mut T,
    ty: vk::ObjectType,
    p: *mut u64,
) -> Result<(), DecodeError> {
    // SAFETY: the caller passes an 8-byte slot inside an arena block.
    let id = unsafe { p.read_unaligned() };
    if id != 0 {
        let h = t.handle(ty, id)?;
        // SAFETY: as above.
        unsafe { p.write_unaligned(h) };
    }
    Ok(())
}

/// Decodes the arguments of `cmd` along its plan: the payload is laid out as the fixed part
/// then each array (padded to 8 bytes) in member order, so it is copied into the arena in one
/// piece; then handles are translated and each pointer slot is pointed at its array inside
/// the copy.
#[inline]
pub(crate) fn planned<T: HandleTable + ?Sized>(
    r: &mut Reader<'_>,
    t: &mut T,
    arena: &Arena,
    cmd: &'static CommandDesc,
    plan: &Plan,
) -> Result<*mut u8, DecodeError> {
    let len = r.remaining();
    let fixed = (cmd.args.size as usize).next_multiple_of(8);
    if len < fixed {
        return Err(DecodeError::new(K::Truncated, cmd.name));
    }
    // `copy` takes the whole rest (a multiple of 8: the payload size is).
    let dst = copy(r, arena, len, cmd.name)?;
    for &(off, ty) in &plan.handles {
        // SAFETY: `off` is a handle member inside the fixed part just copied.
        handle(t, ty, unsafe { dst.add(off as usize) }.cast())?;
    }
    for &off in &plan.nulls {
        // SAFETY: a pointer slot inside the fixed part.
        unsafe { dst.add(off as usize).cast::<u64>().write_unaligned(0) };
    }
    // Where the next array starts, relative to `dst` (always <= len, a multiple of 8).
    let mut at = fixed;
    for a in &plan.arrays {
        // SAFETY: a pointer slot and a count member inside the fixed part (offsets from the
        // command's descriptor).
        let (n, want) = unsafe {
            (
                dst.add(a.slot as usize).cast::<u64>().read_unaligned(),
                elements(a.count, dst),
            )
        };
        let ptr = if n == 0 {
            if want > 0 && !a.optional {
                return Err(DecodeError::new(K::NullPointer, a.name));
            }
            std::ptr::null_mut()
        } else {
            if n != want {
                return Err(DecodeError::new(K::LengthMismatch, a.name));
            }
            let bytes = usize::try_from(n)
                .ok()
                .and_then(|n| n.checked_mul(a.size as usize))
                .filter(|&b| b <= len - at)
                .ok_or(DecodeError::new(K::Truncated, a.name))?;
            // SAFETY: `at + bytes <= len`: inside the copy.
            let q = unsafe { dst.add(at) };
            // `at + bytes <= len` and `len` is a multiple of 8, so this stays `<= len`.
            at = (at + bytes).next_multiple_of(8);
            if let Some(ty) = a.handle {
                let ty = objtype(ty);
                for k in 0..n as usize {
                    // SAFETY: `q` holds `n` ids.
                    handle(t, ty, unsafe { q.add(8 * k) }.cast())?;
                }
            }
            q
        };
        // SAFETY: the pointer slot.
        unsafe {
            dst.add(a.slot as usize)
                .cast::<u64>()
                .write_unaligned(ptr as u64)
        };
    }
    // Bytes after the last array are trailing garbage: the caller's size check sees them.
    r.pos -= len - at;
    Ok(dst)
}
