//! Output arrays inside structures (`Kind::Out` members of a structure, not of a command's
//! arguments).
//!
//! Two cases, both "count member + pointer the driver writes":
//!
//! - **In an input structure** (`VkPresentInfoKHR::pResults`, the creation-feedback
//!   structures chained to pipeline and render-pass create infos): the request carries the
//!   element count (`u64 n`, 0 = null) in the pointer's slot; the renderer points the slot
//!   at zeroed arena storage; the reply brings every such array back, in the order of
//!   [`nested_outputs`], after the arguments' own outputs.
//! - **In an output structure** (the DRM format-modifier lists in `VkFormatProperties2`'s
//!   chain, `VkSurfacePresentModeCompatibilityEXT`,
//!   `VkPipelineExecutableInternalRepresentationKHR::pData`): the request carries, per such
//!   member, `u64 0` (null pointer: the driver reports the count only) or `u64 1, u64
//!   capacity` (the count the application passed in); the renderer allocates `capacity`
//!   zeroed elements and sets the count member to it; the reply carries, after the
//!   structure's fixed part and per non-null pointer, `u64 n` and the `n` elements written.
//!   The ICD checks `n` against the capacity and against the count member the driver wrote,
//!   and puts the application's own pointer back.

use std::sync::OnceLock;

use crate::decode::{Dec, Reader, err, status, write_u64, write_uw};
use crate::desc::Status;
use crate::desc::{CommandDesc, Elem, Kind, Len, Member, StructDesc};
use crate::encode::{Enc, Sink};
use crate::encode::{MAX_CHAIN, count, extends, read_ptr, read_uw};
use crate::error::EncodeError;
use crate::error::{DecodeError, DecodeErrorKind as K};
use crate::generated::{EXTENDS, STRUCTS};
use crate::struct_by_stype;

/// Deepest structure nesting [`nested_outputs`] follows (pointers, inline structures and one
/// `pNext` level per structure).
const MAX_DEPTH: u32 = 8;

/// Most output arrays one structure may hold (the registry has at most two).
pub(crate) const MAX_ARRAYS: usize = 4;

/// The output arrays of `d`: `(member, bytes per element, length)`.
pub(crate) fn arrays(d: &'static StructDesc) -> impl Iterator<Item = (&'static Member, u32, Len)> {
    d.specials.iter().filter_map(|m| match m.kind {
        Kind::Out {
            elem: Elem::Bytes(sz),
            len,
            ..
        } => Some((m, sz, len)),
        _ => None,
    })
}

/// The element count of an output array `len` of the structure `e`; `args` are the
/// command's arguments when an argument points to `e` directly (else null: a
/// [`Len::Arg`] count is then 0).
///
/// # Safety
/// `e` is a valid structure holding the array; `args` null or the command's arguments.
pub(crate) unsafe fn len_of(len: Len, e: *const u8, args: *const u8) -> u64 {
    match len {
        Len::Arg { ptr, off, width } => {
            if args.is_null() {
                return 0;
            }
            // SAFETY: caller: the counts argument, null or a valid structure.
            unsafe {
                let p = read_ptr(args.add(ptr as usize));
                if p.is_null() {
                    0
                } else {
                    read_uw(p.add(off as usize), width)
                }
            }
        }
        // SAFETY: caller.
        _ => unsafe { count(len, e) },
    }
}

/// Whether `d` has output arrays of its own.
pub(crate) fn has_arrays(d: &'static StructDesc) -> bool {
    arrays(d).next().is_some()
}

/// Per structure index: whether an output array can be reached from it (its own members,
/// structures it points to or holds inline, and the structures the registry allows in its
/// `pNext` chain), computed once.
fn reaches_outputs() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let index = |st: i32| STRUCTS.iter().position(|d| d.stype == Some(st));
        let mut h: Vec<bool> = STRUCTS.iter().map(has_arrays).collect();
        loop {
            let mut changed = false;
            for (i, d) in STRUCTS.iter().enumerate() {
                if h[i] {
                    continue;
                }
                let via = d.specials.iter().any(|m| match m.kind {
                    Kind::Ptr {
                        elem: Elem::Struct(j),
                        ..
                    }
                    | Kind::Inline(j) => h.get(j as usize).copied().unwrap_or(false),
                    Kind::PNext => d.stype.is_some_and(|st| {
                        EXTENDS
                            .iter()
                            .filter(|e| e.0 == st)
                            .any(|e| index(e.1).is_some_and(|k| h[k]))
                    }),
                    _ => false,
                });
                if via {
                    h[i] = true;
                    changed = true;
                }
            }
            if !changed {
                break h;
            }
        }
    })
}

fn reaches(i: u16) -> bool {
    reaches_outputs().get(i as usize).copied().unwrap_or(false)
}

/// Calls `f(name, ptr, n, elem_size)` for every non-null output array inside the input
/// structures that the arguments point to (directly, through pointers to structures, inline
/// structures, and their `pNext` chains), in a fixed order. The chain members visited are
/// those the encoder sends (known sTypes the registry allows in the parent), so the ICD
/// (walking the application's structures) and the renderer (walking the decoded ones) agree.
///
/// # Safety
/// `args` is an argument structure of `cmd` whose pointers are valid for their counts.
pub(crate) unsafe fn nested_outputs<E>(
    cmd: &'static CommandDesc,
    args: *const u8,
    f: &mut dyn FnMut(&'static str, *const u8, usize, usize) -> Result<(), E>,
) -> Result<(), E> {
    for m in cmd.args.specials {
        if let Kind::Ptr {
            elem: Elem::Struct(i),
            len,
            ..
        } = m.kind
            && reaches(i)
        {
            // SAFETY: caller: a pointer argument to `count(len)` structures.
            unsafe {
                elements(
                    i,
                    read_ptr(args.add(m.off as usize)),
                    count(len, args),
                    0,
                    f,
                )?
            };
        }
    }
    Ok(())
}

/// # Safety
/// `p` is null or points to `n` valid structures of index `i`.
unsafe fn elements<E>(
    i: u16,
    p: *const u8,
    n: u64,
    depth: u32,
    f: &mut dyn FnMut(&'static str, *const u8, usize, usize) -> Result<(), E>,
) -> Result<(), E> {
    let Some(d) = STRUCTS.get(i as usize) else {
        return Ok(());
    };
    if p.is_null() {
        return Ok(());
    }
    for k in 0..n as usize {
        // SAFETY: element `k` of the array.
        unsafe { visit(d, p.add(k * d.size as usize), false, depth, f)? };
    }
    Ok(())
}

/// # Safety
/// `e` is a valid structure of `d`.
unsafe fn visit<E>(
    d: &'static StructDesc,
    e: *const u8,
    chained: bool,
    depth: u32,
    f: &mut dyn FnMut(&'static str, *const u8, usize, usize) -> Result<(), E>,
) -> Result<(), E> {
    if depth > MAX_DEPTH {
        return Ok(());
    }
    for m in d.specials {
        // SAFETY: member inside `e`.
        let p = unsafe { e.add(m.off as usize) };
        match m.kind {
            Kind::Out {
                elem: Elem::Bytes(sz),
                len,
                ..
            } => {
                // SAFETY: an output pointer of `e` and its count.
                let (q, c) = unsafe { (read_ptr(p), count(len, e)) };
                if !q.is_null() {
                    f(m.name, q, c as usize, sz as usize)?;
                }
            }
            Kind::Ptr {
                elem: Elem::Struct(j),
                len,
                ..
            } if reaches(j) => {
                // SAFETY: a pointer to `count(len)` structures (Vulkan rule; arena on the renderer).
                unsafe { elements(j, read_ptr(p), count(len, e), depth + 1, f)? };
            }
            Kind::Inline(j) if reaches(j) => {
                // SAFETY: an inline structure inside `e`.
                unsafe { visit(&STRUCTS[j as usize], p, chained, depth + 1, f)? };
            }
            Kind::PNext if !chained => {
                // SAFETY: pNext of a valid structure.
                let mut q = unsafe { read_ptr(p) };
                let mut steps = 0;
                while !q.is_null() && steps < MAX_CHAIN {
                    steps += 1;
                    // SAFETY: chain members start with sType and pNext.
                    let (st, next) = unsafe { (read_uw(q, 4) as u32 as i32, read_ptr(q.add(8))) };
                    if let Some(c) = struct_by_stype(st)
                        && extends(d.stype, st)
                        && has_arrays(c)
                    {
                        // SAFETY: a valid chain member of type `c`.
                        unsafe { visit(c, q, true, depth + 1, f)? };
                    }
                    q = next;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Decoder side of an output structure's arrays (see the module documentation): reads the
/// request's descriptors and points each array member of the zeroed structure `e` at zeroed
/// arena storage of the capacity the application passed, with the count member set to it.
///
/// For [`Len::Arg`] arrays the capacity is written into the counts structure of the
/// arguments `args` (decoded before: the driver reads the capacities there).
///
/// # Safety
/// `e` is a zeroed arena structure of `d`; `args` null or the arguments being decoded, whose
/// pointers before the one to `e` are decoded (arena pointers or null).
pub(crate) unsafe fn storage(
    r: &mut Reader<'_>,
    arena: &crate::Arena,
    d: &'static StructDesc,
    e: *mut u8,
    args: *mut u8,
) -> Result<(), DecodeError> {
    for (m, sz, len) in arrays(d) {
        match r.u64(m.name)? {
            0 => {}
            1 => {
                let cap = r.u64(m.name)?;
                match len {
                    Len::Member { off, width, .. } => {
                        if width < 8 && cap >> (8 * u32::from(width)) != 0 {
                            return Err(DecodeError::new(K::TooLarge, m.name));
                        }
                        // SAFETY: the count member inside `e`.
                        unsafe { write_uw(e.add(off as usize), width, cap) };
                    }
                    Len::Arg { ptr, off, width } => {
                        if width < 8 && cap >> (8 * u32::from(width)) != 0 {
                            return Err(DecodeError::new(K::TooLarge, m.name));
                        }
                        if args.is_null() {
                            return Err(DecodeError::new(K::NotCarried, m.name));
                        }
                        // SAFETY: caller: the counts argument, decoded before this one.
                        let c = unsafe { read_uw(args.add(ptr as usize), 8) } as *mut u8;
                        if c.is_null() {
                            return Err(DecodeError::new(K::NullPointer, m.name));
                        }
                        // SAFETY: the count member of the arena counts structure.
                        unsafe { write_uw(c.add(off as usize), width, cap) };
                    }
                    Len::One if cap == 1 => {}
                    _ => return Err(DecodeError::new(K::LengthMismatch, m.name)),
                }
                let bytes = usize::try_from(cap)
                    .ok()
                    .and_then(|c| c.checked_mul(sz as usize))
                    .ok_or(DecodeError::new(K::TooLarge, m.name))?;
                // Bounded by the arena's limit. The capacity is kept in the 8 bytes before
                // the array, so the reply never reads past it whatever count the driver
                // writes ([`capacity`]).
                let q = arena.alloc(
                    bytes
                        .checked_add(8)
                        .ok_or(DecodeError::new(K::TooLarge, m.name))?,
                    true,
                )?;
                // SAFETY: a fresh block of `8 + bytes` bytes; the pointer slot inside `e`.
                unsafe {
                    write_uw(q, 8, cap);
                    write_uw(e.add(m.off as usize), 8, q.add(8) as u64);
                }
            }
            _ => return Err(DecodeError::new(K::LengthMismatch, m.name)),
        }
    }
    Ok(())
}

/// The capacity [`storage`] gave the output array at `p` (renderer side).
///
/// # Safety
/// `p` is a non-null array pointer that [`storage`] set.
pub(crate) unsafe fn capacity(p: *const u8) -> u64 {
    // SAFETY: caller: `storage` wrote the capacity in the 8 bytes before the array.
    unsafe { read_uw(p.sub(8), 8) }
}

/// The application's array pointers and capacities of one output structure, saved before its
/// fixed part is overwritten by the reply.
pub(crate) struct Saved {
    n: usize,
    slots: [(*mut u8, u64); MAX_ARRAYS],
}

/// # Safety
/// `e` is the application's valid structure of `d`; `args` null or the application's
/// arguments when one points to `e` directly (their counts not yet overwritten).
pub(crate) unsafe fn save(
    d: &'static StructDesc,
    e: *const u8,
    args: *const u8,
) -> Result<Saved, DecodeError> {
    let mut s = Saved {
        n: 0,
        slots: [(std::ptr::null_mut(), 0); MAX_ARRAYS],
    };
    for (m, _, len) in arrays(d) {
        let slot = s
            .slots
            .get_mut(s.n)
            .ok_or(DecodeError::new(K::NotCarried, m.name))?;
        // SAFETY: caller: the pointer member and its count inside `e`.
        *slot = unsafe {
            (
                read_ptr(e.add(m.off as usize)) as *mut u8,
                len_of(len, e, args),
            )
        };
        s.n += 1;
    }
    Ok(s)
}

/// ICD side, after the structure's fixed part was copied into the application's `e`: puts
/// the application's pointers back and fills each non-null array from the reply, checking
/// that the elements sent fit the capacity and match the count member the driver wrote.
///
/// # Safety
/// `e` is the application's structure of `d` whose arrays `saved` describes (writable for
/// their capacities); `args` as for [`save`], their counts now as the reply set them.
pub(crate) unsafe fn fill(
    r: &mut Reader<'_>,
    d: &'static StructDesc,
    e: *mut u8,
    saved: &Saved,
    args: *const u8,
) -> Result<(), DecodeError> {
    for ((m, sz, len), &(ptr, cap)) in arrays(d).zip(&saved.slots[..saved.n]) {
        // SAFETY: the pointer slot inside `e`.
        unsafe { write_uw(e.add(m.off as usize), 8, ptr as u64) };
        if ptr.is_null() {
            continue;
        }
        let n = r.u64(m.name)?;
        // SAFETY: the count member inside `e`, as the reply set it.
        if n > cap || unsafe { len_of(len, e, args) } != n {
            return Err(DecodeError::new(K::BadReply, m.name));
        }
        let bytes = (n as usize)
            .checked_mul(sz as usize)
            .ok_or(DecodeError::new(K::TooLarge, m.name))?;
        let b = r.take(bytes, m.name)?;
        // SAFETY: the application's array holds `cap >= n` elements of `sz` bytes.
        unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), ptr, bytes) };
        r.align8(m.name)?;
    }
    Ok(())
}

/// Whether `d` (or a structure it holds inline) has driver-owned strings (`Kind::OutStr`).
pub(crate) fn has_strings(d: &'static StructDesc) -> bool {
    d.specials.iter().any(|m| match m.kind {
        Kind::OutStr => true,
        Kind::Inline(i) => STRUCTS.get(i as usize).is_some_and(has_strings),
        Kind::Union { arms, .. } => arms.iter().any(|a| a.member.kind == Kind::OutStr),
        _ => false,
    })
}

/// The member that stands for `m` in the structure at `e`: `m` itself, or for a union the
/// arm its selector chooses (`None` when no arm is chosen: nothing travels for it).
///
/// # Safety
/// `e` is a structure holding `m`.
pub(crate) unsafe fn chosen(m: &'static Member, e: *const u8) -> Option<&'static Member> {
    match m.kind {
        Kind::Union { sel, arms, .. } => {
            // SAFETY: caller: the 32-bit selector member inside `e`.
            let v = unsafe { read_uw(e.add(sel as usize), 4) } as u32 as i32;
            arms.iter()
                .find(|a| a.values.contains(&v))
                .map(|a| &a.member)
        }
        _ => Some(m),
    }
}

/// ICD side: reads the driver-owned strings of the output structure `e` (and of the
/// structures it holds inline) from the reply and points each member at an interned copy.
///
/// # Safety
/// `e` is the application's structure of `d`, its fixed part just copied from the reply.
pub(crate) unsafe fn read_strings(
    r: &mut Reader<'_>,
    d: &'static StructDesc,
    e: *mut u8,
) -> Result<(), DecodeError> {
    for m in d.specials {
        // SAFETY: caller: the structure's selectors were copied from the reply.
        let Some(m) = (unsafe { chosen(m, e) }) else {
            continue;
        };
        // SAFETY: caller: members lie inside `e`.
        let p = unsafe { e.add(m.off as usize) };
        match m.kind {
            Kind::OutStr => {
                let n = usize::try_from(r.u64(m.name)?)
                    .map_err(|_| DecodeError::new(K::TooLarge, m.name))?;
                let q = if n == 0 {
                    std::ptr::null()
                } else {
                    let b = r.take(n, m.name)?;
                    crate::decode::check_str(b, m.name)?;
                    let q = intern(b);
                    r.align8(m.name)?;
                    q
                };
                // SAFETY: the pointer member.
                unsafe { write_uw(p, 8, q as u64) };
            }
            Kind::Inline(i) => {
                if let Some(inner) = STRUCTS.get(i as usize).filter(|x| has_strings(x)) {
                    // SAFETY: an inline structure inside `e`.
                    unsafe { read_strings(r, inner, p)? };
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// A copy of the NUL-terminated string `b` that lives as long as the process: the
/// application may keep a driver-owned string (a display's name) for as long as the object
/// lives, and the ICD cannot tell when it stops using it. Equal strings share one copy, so
/// the table grows only with distinct names.
fn intern(b: &[u8]) -> *const u8 {
    use std::collections::BTreeSet;
    use std::sync::Mutex;
    static TABLE: Mutex<BTreeSet<&'static [u8]>> = Mutex::new(BTreeSet::new());
    let mut t = TABLE.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = t.get(b) {
        return s.as_ptr();
    }
    let s: &'static [u8] = Box::leak(b.to_vec().into_boxed_slice());
    t.insert(s);
    s.as_ptr()
}

impl<S: Sink> Enc<'_, S> {
    /// The sTypes of an output structure's chain (the renderer rebuilds it empty).
    ///
    /// # Safety
    /// `e` is a valid output structure with a `pNext` chain.
    pub(crate) unsafe fn out_chain(
        &mut self,
        e: *const u8,
        parent: Option<i32>,
    ) -> Result<(), EncodeError> {
        let at = self.s.pos();
        self.s.put_u64(0)?;
        let mut n = 0u64;
        // SAFETY: pNext at offset 8.
        let mut p = unsafe { read_ptr(e.add(8)) };
        let mut steps = 0;
        while !p.is_null() && steps < MAX_CHAIN {
            steps += 1;
            // SAFETY: chain members start with sType and pNext.
            let (stype, next) = unsafe { (read_uw(p, 4) as u32 as i32, read_ptr(p.add(8))) };
            match struct_by_stype(stype) {
                Some(d) if d.flat && d.status == Status::Wire && extends(parent, stype) => {
                    self.s.put(&(stype as u32).to_le_bytes())?;
                    n += 1;
                }
                _ => tracing::warn!(
                    stype,
                    "vk-wire: skipping unknown or unsupported sType in an output chain"
                ),
            }
            p = next;
        }
        self.s.pad8()?;
        self.s.patch_u64(at, n);
        // Then the capacities of the output arrays of the members just listed.
        // SAFETY: pNext at offset 8.
        let mut p = unsafe { read_ptr(e.add(8)) };
        let mut steps = 0;
        while !p.is_null() && steps < MAX_CHAIN {
            steps += 1;
            // SAFETY: chain members start with sType and pNext.
            let (stype, next) = unsafe { (read_uw(p, 4) as u32 as i32, read_ptr(p.add(8))) };
            if let Some(d) = struct_by_stype(stype)
                && d.flat
                && d.status == Status::Wire
                && extends(parent, stype)
            {
                // SAFETY: a valid chain member of type `d`.
                unsafe { self.out_caps(d, p, std::ptr::null())? };
            }
            p = next;
        }
        Ok(())
    }

    /// The request part of an output structure's own arrays: per array `u64 0` (null) or
    /// `u64 1, u64 capacity` (see [`crate::outputs`]).
    ///
    /// # Safety
    /// `e` is a valid output structure of `d`; `args` the command's arguments if an argument
    /// points to `e` directly, else null.
    pub(crate) unsafe fn out_caps(
        &mut self,
        d: &'static StructDesc,
        e: *const u8,
        args: *const u8,
    ) -> Result<(), EncodeError> {
        for (m, _, len) in arrays(d) {
            // SAFETY: caller: the pointer member and its count.
            let (ptr, cap) = unsafe { (read_ptr(e.add(m.off as usize)), len_of(len, e, args)) };
            if ptr.is_null() {
                self.s.put_u64(0)?;
            } else {
                self.s.put_u64(1)?;
                self.s.put_u64(cap)?;
            }
        }
        Ok(())
    }
}

impl Dec<'_, '_> {
    /// Reads a list of sTypes and links a chain of zeroed structures to `e`'s pNext.
    pub(crate) fn empty_chain(
        &mut self,
        e: *mut u8,
        parent: Option<i32>,
    ) -> Result<(), DecodeError> {
        let n = self.r.u64("output chain")?;
        if n > (self.r.remaining() / 4) as u64 || n as usize > MAX_CHAIN {
            return Err(err(K::Truncated, "output chain"));
        }
        // SAFETY: pNext at offset 8 of `e`.
        let mut link = unsafe { e.add(8) };
        for _ in 0..n {
            let b = self.r.take(4, "output chain")?;
            let st = i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            let d = struct_by_stype(st).ok_or(err(K::BadSType, "output chain"))?;
            if !extends(parent, st) {
                return Err(err(K::NotExtending, d.name));
            }
            status(d)?;
            if !d.flat {
                return Err(err(K::NotCarried, d.name));
            }
            let q = self.arena.alloc(d.size as usize, true)?;
            // SAFETY: fresh zeroed block of `d.size` (>= 16) bytes; `link` is a pNext slot.
            unsafe {
                write_uw(q, 4, st as u32 as u64);
                write_u64(link, q as u64);
                link = q.add(8);
            }
        }
        self.r.align8("output chain")?;
        // Then the capacities of the members' output arrays, in chain order.
        // SAFETY: the chain just built in the arena.
        let mut p = unsafe { read_uw(e.add(8), 8) } as *mut u8;
        while !p.is_null() {
            // SAFETY: a member built above: sType set, pNext at offset 8.
            let st = unsafe { read_uw(p, 4) } as u32 as i32;
            if let Some(d) = struct_by_stype(st).filter(|d| has_arrays(d)) {
                // SAFETY: a zeroed arena structure of `d`.
                unsafe { storage(&mut self.r, self.arena, d, p, std::ptr::null_mut())? };
            }
            // SAFETY: as above.
            p = unsafe { read_uw(p.add(8), 8) } as *mut u8;
        }
        Ok(())
    }
}
