//! The decoder: rebuilds real ash structures inside an [`Arena`] from wire bytes. Total: any
//! input gives a value or an error; every count is checked against the remaining bytes (or
//! the arena limit, for output storage) before anything is allocated.

use crate::arena::Arena;
use crate::desc::{CommandDesc, Elem, Kind, Len, Member, Status, StructDesc};
use crate::encode::{count, debug_report_object_type, elem_size, extends, objtype, read_uw};
use crate::error::{DecodeError, DecodeErrorKind as K};
use crate::generated::STRUCTS;
use crate::outputs;
use crate::{CommandArgs, FLAG_REPLY, HEADER_SIZE, HandleTable, Header, struct_by_stype};
use ash::vk;
use std::marker::PhantomData;

/// A bounds-checked cursor over wire bytes.
pub(crate) struct Reader<'b> {
    pub buf: &'b [u8],
    pub pos: usize,
}

impl<'b> Reader<'b> {
    pub fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }
    pub fn take(&mut self, n: usize, at: &'static str) -> Result<&'b [u8], DecodeError> {
        if n > self.remaining() {
            return Err(DecodeError::new(K::Truncated, at));
        }
        let s = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    pub fn u64(&mut self, at: &'static str) -> Result<u64, DecodeError> {
        let b = self.take(8, at)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }
    pub fn align8(&mut self, at: &'static str) -> Result<(), DecodeError> {
        let n = self.pos.wrapping_neg() & 7;
        self.take(n, at).map(|_| ())
    }
}

/// A handle the client created in this request: after the driver call, read the new handle
/// from `slot` and record `id → handle`.
#[derive(Debug, Clone, Copy)]
pub struct NewHandle {
    /// Object type.
    pub ty: vk::ObjectType,
    /// The id the client assigned.
    pub id: u64,
    /// Where the driver writes the handle (inside the arena).
    pub slot: *const u64,
}

/// A decoded request: the command and its arguments, rebuilt in an arena.
#[derive(Debug)]
pub struct Request<'a> {
    /// The command.
    pub command: &'static CommandDesc,
    args: *mut u8,
    /// New objects whose ids the client assigned.
    pub new_handles: Vec<NewHandle>,
    _arena: PhantomData<&'a Arena>,
}

impl<'a> Request<'a> {
    /// The arguments as the generated structure `A`, if this request is for `A`'s command.
    pub fn args<A: CommandArgs>(&self) -> Option<&'a A> {
        if A::ID != self.command.id {
            return None;
        }
        // SAFETY: the arena block holds a fully decoded `A` (size and layout of
        // `command.args`, checked at compile time), every bit pattern is valid for `A`
        // (CommandArgs contract), and the block lives as long as the arena borrow `'a`.
        Some(unsafe { &*self.args.cast::<A>() })
    }

    /// The arguments as raw memory (layout `command.args`), e.g. for [`crate::encode_reply`].
    pub fn args_ptr(&self) -> *mut u8 {
        self.args
    }
}

pub(crate) fn err(kind: K, at: &'static str) -> DecodeError {
    DecodeError::new(kind, at)
}

pub(crate) fn status(d: &'static StructDesc) -> Result<(), DecodeError> {
    match d.status {
        Status::Wire => Ok(()),
        _ => Err(err(K::NotCarried, d.name)),
    }
}

/// # Safety
/// `p` is writable for 8 bytes.
pub(crate) unsafe fn write_u64(p: *mut u8, v: u64) {
    // SAFETY: caller.
    unsafe { p.cast::<u64>().write_unaligned(v) }
}

/// # Safety
/// `p` is writable for `width` bytes.
pub(crate) unsafe fn write_uw(p: *mut u8, width: u8, v: u64) {
    // SAFETY: caller; little-endian target, so the low bytes come first.
    unsafe { std::ptr::copy_nonoverlapping(v.to_le_bytes().as_ptr(), p, (width as usize).min(8)) }
}

/// Copies the next `n` bytes of `r` into a new arena block and skips the padding after them
/// (what `take(n)` then `align8` check, in one bounds check).
#[inline]
pub(crate) fn copy(
    r: &mut Reader<'_>,
    arena: &Arena,
    n: usize,
    at: &'static str,
) -> Result<*mut u8, DecodeError> {
    let pos = r.pos;
    if n > r.remaining() {
        return Err(err(K::Truncated, at));
    }
    // `pos + n <= len`, so this cannot overflow.
    let end = (pos + n).next_multiple_of(8);
    if end > r.buf.len() {
        return Err(err(K::Truncated, at));
    }
    let dst = arena.alloc(n, false)?;
    let src = r.buf[pos..end].as_ptr();
    if pos % 8 == 0 && n <= 128 {
        // Whole words: the padding up to `end` is in the buffer, and the arena block holds
        // `n.div_ceil(8)` words.
        for i in 0..n.div_ceil(8) {
            // SAFETY: word `i` lies in `buf[pos..end]` and in the block.
            unsafe {
                dst.cast::<u64>()
                    .add(i)
                    .write(src.cast::<u64>().add(i).read_unaligned())
            };
        }
    } else {
        // SAFETY: `dst` is a fresh arena block of at least `n` bytes; `src` has `n`.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, n) };
    }
    r.pos = end;
    Ok(dst)
}

/// Lets a `&mut T` (`T` possibly unsized) be used as a `&mut dyn HandleTable`.
struct DynTable<'t, T: ?Sized>(&'t mut T);

impl<T: HandleTable + ?Sized> HandleTable for DynTable<'_, T> {
    fn handle(&mut self, ty: vk::ObjectType, id: u64) -> Result<u64, DecodeError> {
        self.0.handle(ty, id)
    }
    fn reserve(&mut self, ty: vk::ObjectType, id: u64) -> Result<(), DecodeError> {
        self.0.reserve(ty, id)
    }
    fn template_entries(
        &mut self,
        template: u64,
    ) -> Option<std::sync::Arc<[vk::DescriptorUpdateTemplateEntry]>> {
        self.0.template_entries(template)
    }
}

pub(crate) fn check_str(b: &[u8], at: &'static str) -> Result<(), DecodeError> {
    match b.split_last() {
        Some((0, body)) if !body.contains(&0) && std::str::from_utf8(body).is_ok() => Ok(()),
        _ => Err(err(K::BadString, at)),
    }
}

pub(crate) struct Dec<'a, 'b> {
    pub r: Reader<'b>,
    pub t: &'a mut dyn HandleTable,
    pub arena: &'a Arena,
    pub new: Vec<NewHandle>,
}

impl Dec<'_, '_> {
    fn handle(&mut self, ty: i32, id: u64) -> Result<u64, DecodeError> {
        if id == 0 {
            Ok(0)
        } else {
            self.t.handle(objtype(ty), id)
        }
    }

    /// Copies the next `n` bytes into a new arena block (see [`copy`]).
    #[inline]
    pub(crate) fn copy(&mut self, n: usize, at: &'static str) -> Result<*mut u8, DecodeError> {
        copy(&mut self.r, self.arena, n, at)
    }

    /// Decodes `n` structures of `d` into a new arena block.
    pub fn structs(
        &mut self,
        d: &'static StructDesc,
        n: usize,
        chained: bool,
    ) -> Result<*mut u8, DecodeError> {
        status(d)?;
        let size = d.size as usize;
        let bytes = size.checked_mul(n).ok_or(err(K::TooLarge, d.name))?;
        let dst = self.copy(bytes, d.name)?;
        if !d.pod {
            for i in 0..n {
                // SAFETY: element `i` of the block just filled.
                unsafe { self.specials(d, dst.add(i * size), chained)? };
            }
        }
        Ok(dst)
    }

    /// Replaces slots by real pointers and handles, decoding the out-of-line data.
    ///
    /// # Safety
    /// `dst` is an arena block holding the fixed part of one `d`.
    pub unsafe fn specials(
        &mut self,
        d: &'static StructDesc,
        dst: *mut u8,
        chained: bool,
    ) -> Result<(), DecodeError> {
        for m in d.specials {
            // SAFETY: caller.
            unsafe { self.member(d, m, dst, chained)? };
        }
        // SAFETY: `dst` is decoded: its pointers are arena pointers or null.
        if let Some(name) = unsafe { crate::exclusive::violation(d, dst) } {
            return Err(err(K::Exclusive, name));
        }
        Ok(())
    }

    /// One special member `m` of the structure `d` at `dst`.
    ///
    /// # Safety
    /// As [`Dec::specials`]; `m` is a member of `d` or an arm of one of its unions.
    unsafe fn member(
        &mut self,
        d: &'static StructDesc,
        m: &'static Member,
        dst: *mut u8,
        chained: bool,
    ) -> Result<(), DecodeError> {
        {
            // SAFETY: member offsets lie inside the structure.
            let p = unsafe { dst.add(m.off as usize) };
            // SAFETY: every special member is at least 8 bytes except sType (read as 4).
            let slot = || unsafe { read_uw(p, 8) };
            match m.kind {
                Kind::Scalar(_) | Kind::Pod(_) | Kind::Pad(_) => {}
                Kind::SType => {
                    // SAFETY: sType is 4 bytes.
                    let v = unsafe { read_uw(p, 4) } as u32 as i32;
                    if Some(v) != d.stype {
                        return Err(err(K::BadSType, d.name));
                    }
                }
                Kind::DebugHandle { ty_off } => {
                    // SAFETY: the objectType member was copied with the fixed part.
                    let ty = unsafe { read_uw(dst.add(ty_off as usize), 4) } as u32 as i32;
                    let h = if ty == 0 {
                        if slot() != 0 {
                            return Err(err(K::BadHandle, m.name));
                        }
                        0
                    } else {
                        let t = debug_report_object_type(ty).ok_or(err(K::BadHandle, m.name))?;
                        self.handle(t, slot())?
                    };
                    // SAFETY: handle slot.
                    unsafe { write_u64(p, h) };
                }
                Kind::Union { sel, size, arms } => {
                    // SAFETY: the selector was copied with the fixed part.
                    let v = unsafe { read_uw(dst.add(sel as usize), 4) } as u32 as i32;
                    let arm = arms
                        .iter()
                        .find(|a| a.values.contains(&v))
                        .ok_or(err(K::BadSelector, m.name))?;
                    if arm.size < size {
                        // SAFETY: the union's bytes past the arm, inside the structure.
                        unsafe {
                            p.add(arm.size as usize)
                                .write_bytes(0, (size - arm.size) as usize)
                        };
                    }
                    // SAFETY: the arm lies over the union's bytes.
                    unsafe { self.member(d, &arm.member, dst, chained)? };
                }
                Kind::PerInfo {
                    elem,
                    len,
                    infos,
                    stride,
                    off,
                    width,
                } => {
                    let n = slot();
                    // SAFETY: as for Ptr.
                    let want = unsafe { self.expected(len, dst, m.off, m.name)? };
                    if n != want {
                        return Err(err(K::LengthMismatch, m.name));
                    }
                    let ptr = if n == 0 {
                        std::ptr::null_mut()
                    } else {
                        if infos >= m.off {
                            return Err(err(K::LengthMismatch, m.name));
                        }
                        // SAFETY: the info array argument, decoded before this member: an
                        // arena array of as many infos as `len` says (the generator gives both
                        // the same length member), or null.
                        let info = unsafe { read_uw(dst.add(infos as usize), 8) } as *const u8;
                        if info.is_null() {
                            return Err(err(K::NullPointer, m.name));
                        }
                        let n = usize::try_from(n).map_err(|_| err(K::TooLarge, m.name))?;
                        let arr = self
                            .arena
                            .alloc(n.checked_mul(8).ok_or(err(K::TooLarge, m.name))?, false)?;
                        for k in 0..n {
                            // SAFETY: info `k` of the `n` decoded infos.
                            let c = unsafe {
                                read_uw(info.add(k * stride as usize + off as usize), width)
                            };
                            let bytes = usize::try_from(c)
                                .ok()
                                .and_then(|c| c.checked_mul(elem as usize))
                                .ok_or(err(K::TooLarge, m.name))?;
                            let q = if bytes == 0 {
                                std::ptr::null_mut()
                            } else {
                                self.copy(bytes, m.name)?
                            };
                            // SAFETY: slot `k` of the pointer array of `n`.
                            unsafe { write_u64(arr.add(8 * k), q as u64) };
                        }
                        arr
                    };
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, ptr as u64) };
                }
                Kind::PNext => {
                    let n = slot();
                    // SAFETY: pNext slot.
                    unsafe { write_u64(p, 0) };
                    if chained && n != 0 {
                        return Err(err(K::BadSType, "nested pNext"));
                    }
                    if n > (self.r.remaining() / 16) as u64 {
                        return Err(err(K::Truncated, "pNext"));
                    }
                    let mut link = p;
                    for _ in 0..n {
                        let hdr = self.r.u64("pNext")?;
                        let e = u32::try_from(hdr)
                            .ok()
                            .and_then(|s| struct_by_stype(s as i32))
                            .ok_or(err(K::BadSType, "pNext"))?;
                        if !extends(d.stype, hdr as i32) {
                            return Err(err(K::NotExtending, e.name));
                        }
                        let el = self.structs(e, 1, true)?;
                        // SAFETY: `link` is the pNext slot of the previous member.
                        unsafe { write_u64(link, el as u64) };
                        // SAFETY: chain members have pNext at offset 8.
                        link = unsafe { el.add(8) };
                    }
                }
                Kind::Handle { ty, .. } => {
                    let h = self.handle(ty, slot())?;
                    // SAFETY: handle slot.
                    unsafe { write_u64(p, h) };
                }
                Kind::DynHandle { ty_off } => {
                    // SAFETY: the objectType member was copied with the fixed part.
                    let ty = unsafe { read_uw(dst.add(ty_off as usize), 4) } as u32 as i32;
                    let h = self.handle(ty, slot())?;
                    // SAFETY: handle slot.
                    unsafe { write_u64(p, h) };
                }
                Kind::HandleArray { ty, count } => {
                    for i in 0..count as usize {
                        // SAFETY: inline array of `count` handles.
                        let q = unsafe { p.add(8 * i) };
                        // SAFETY: as above.
                        let h = self.handle(ty, unsafe { read_uw(q, 8) })?;
                        // SAFETY: as above.
                        unsafe { write_u64(q, h) };
                    }
                }
                Kind::Inline(i) => {
                    let inner = STRUCTS.get(i as usize).ok_or(err(K::NotCarried, m.name))?;
                    status(inner)?;
                    // SAFETY: the inline structure lies inside `dst`.
                    unsafe { self.specials(inner, p, chained)? };
                }
                Kind::TemplateData { template } => {
                    match slot() {
                        _ if template >= m.off => return Err(err(K::NullPointer, m.name)),
                        0 => return Err(err(K::NullPointer, m.name)),
                        // A flag: the data is there (1) or not.
                        2.. => return Err(err(K::LengthMismatch, m.name)),
                        _ => {}
                    }
                    // SAFETY: the template argument, already translated to a driver handle.
                    let t = unsafe { read_uw(dst.add(template as usize), 8) };
                    let q = self.template_data(t)?;
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, q as u64) };
                }
                Kind::NullOnly | Kind::OutStr => {
                    if slot() != 0 {
                        return Err(err(K::NullPointer, m.name));
                    }
                }
                Kind::Allocator => {
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, 0) };
                }
                Kind::Ptr {
                    elem,
                    len,
                    optional,
                } => {
                    let n = slot();
                    // SAFETY: `dst` is decoded up to this member; see `expected`.
                    let want = unsafe { self.expected(len, dst, m.off, m.name)? };
                    let ptr = if n == 0 {
                        let needed = if elem == Elem::CStr { 1 } else { want };
                        if needed > 0 && !optional {
                            return Err(err(K::NullPointer, m.name));
                        }
                        std::ptr::null_mut()
                    } else {
                        if elem != Elem::CStr && n != want {
                            return Err(err(K::LengthMismatch, m.name));
                        }
                        self.pointee(elem, n, m.name)?
                    };
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, ptr as u64) };
                }
                Kind::OutCount(w) => {
                    let ptr = match slot() {
                        // No count pointer of the registry is optional: the driver writes
                        // through it.
                        0 => return Err(err(K::NullPointer, m.name)),
                        // The slot says whether the one count is there: 1 or nothing.
                        2.. => return Err(err(K::LengthMismatch, m.name)),
                        _ => {
                            let v = self.r.u64(m.name)?;
                            let q = self.arena.alloc(8, true)?;
                            // SAFETY: fresh 8-byte block.
                            unsafe { write_uw(q, w, v) };
                            q
                        }
                    };
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, ptr as u64) };
                }
                Kind::Out {
                    elem,
                    len,
                    optional,
                } => {
                    let n = slot();
                    let ptr = if n == 0 {
                        // A one-element output (an argument, or the creation-feedback
                        // pointers inside a structure) is required unless `vk.xml` says
                        // otherwise: the driver writes through it.
                        if len == Len::One && !optional {
                            return Err(err(K::NullPointer, m.name));
                        }
                        std::ptr::null_mut()
                    } else {
                        // SAFETY: as for Ptr.
                        let want = unsafe { self.expected(len, dst, m.off, m.name)? };
                        if n != want {
                            return Err(err(K::LengthMismatch, m.name));
                        }
                        self.out_storage(elem, n, m.name, dst)?
                    };
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, ptr as u64) };
                }
                Kind::NewHandles { ty, len } => {
                    let n = slot();
                    let ptr = if n == 0 {
                        std::ptr::null_mut()
                    } else {
                        // SAFETY: as for Ptr.
                        let want = unsafe { self.expected(len, dst, m.off, m.name)? };
                        if n != want || n > (self.r.remaining() / 8) as u64 {
                            return Err(err(K::LengthMismatch, m.name));
                        }
                        let q = self.arena.alloc(8 * n as usize, true)?;
                        for k in 0..n as usize {
                            let id = self.r.u64(m.name)?;
                            if id == 0 {
                                return Err(err(K::BadHandle, m.name));
                            }
                            self.t.reserve(objtype(ty), id)?;
                            // SAFETY: slot `k` of the fresh block of `n` handles.
                            let s = unsafe { q.add(8 * k) };
                            self.new.push(NewHandle {
                                ty: objtype(ty),
                                id,
                                slot: s.cast(),
                            });
                        }
                        q
                    };
                    // SAFETY: pointer slot.
                    unsafe { write_u64(p, ptr as u64) };
                }
            }
        }
        Ok(())
    }

    /// The element count the structure's own members require for a pointer member.
    ///
    /// # Safety
    /// `dst` is the structure being decoded; members before offset `me` are decoded.
    unsafe fn expected(
        &self,
        len: Len,
        dst: *mut u8,
        me: u32,
        at: &'static str,
    ) -> Result<u64, DecodeError> {
        match len {
            // Pointers we follow must already be real arena pointers (decoded earlier).
            Len::Indirect { ptr, .. } | Len::OutCount { off: ptr, .. } if ptr >= me => {
                Err(err(K::LengthMismatch, at))
            }
            // SAFETY: offsets from the descriptor; pointers followed are arena pointers or null.
            _ => Ok(unsafe { count(len, dst) }),
        }
    }

    fn pointee(&mut self, elem: Elem, n: u64, at: &'static str) -> Result<*mut u8, DecodeError> {
        let n = usize::try_from(n).map_err(|_| err(K::TooLarge, at))?;
        match elem {
            Elem::Bytes(sz) => {
                let bytes = n.checked_mul(sz as usize).ok_or(err(K::TooLarge, at))?;
                self.copy(bytes, at)
            }
            Elem::Struct(i) => {
                let d = STRUCTS.get(i as usize).ok_or(err(K::NotCarried, at))?;
                self.structs(d, n, false)
            }
            Elem::Handle(ty) => {
                let q = self.copy(n.checked_mul(8).ok_or(err(K::TooLarge, at))?, at)?;
                for k in 0..n {
                    // SAFETY: `q` holds `n` ids.
                    let s = unsafe { q.add(8 * k) };
                    // SAFETY: as above.
                    let h = self.handle(ty, unsafe { read_uw(s, 8) })?;
                    // SAFETY: as above.
                    unsafe { write_u64(s, h) };
                }
                Ok(q)
            }
            Elem::CStr => {
                let b = self.r.take(n, at)?;
                check_str(b, at)?;
                let q = self.copy_bytes(b)?;
                self.r.align8(at)?;
                Ok(q)
            }
            Elem::StructPtrs(i) => {
                let d = STRUCTS.get(i as usize).ok_or(err(K::NotCarried, at))?;
                // Each structure takes at least 8 bytes on the wire.
                if n > self.r.remaining() / 8 {
                    return Err(err(K::Truncated, at));
                }
                let arr = self.arena.alloc(8 * n, false)?;
                for k in 0..n {
                    let q = self.structs(d, 1, false)?;
                    // SAFETY: slot `k` of the pointer array of `n`.
                    unsafe { write_u64(arr.add(8 * k), q as u64) };
                }
                Ok(arr)
            }
            Elem::CStrArray => {
                if n > self.r.remaining() / 16 {
                    return Err(err(K::Truncated, at));
                }
                let arr = self.arena.alloc(8 * n, true)?;
                for k in 0..n {
                    let len = usize::try_from(self.r.u64(at)?).map_err(|_| err(K::TooLarge, at))?;
                    let b = self.r.take(len, at)?;
                    check_str(b, at)?;
                    let q = self.copy_bytes(b)?;
                    self.r.align8(at)?;
                    // SAFETY: slot `k` of the pointer array of `n`.
                    unsafe { write_u64(arr.add(8 * k), q as u64) };
                }
                Ok(arr)
            }
        }
    }

    fn copy_bytes(&mut self, b: &[u8]) -> Result<*mut u8, DecodeError> {
        let q = self.arena.alloc(b.len(), false)?;
        // SAFETY: fresh block of `b.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), q, b.len()) };
        Ok(q)
    }

    /// Zeroed storage for an output array, with sTypes set and output chains rebuilt.
    /// `args` are the arguments being decoded (for arrays sized by another argument).
    fn out_storage(
        &mut self,
        elem: Elem,
        n: u64,
        at: &'static str,
        args: *mut u8,
    ) -> Result<*mut u8, DecodeError> {
        let n = usize::try_from(n).map_err(|_| err(K::TooLarge, at))?;
        let sz = elem_size(elem);
        if matches!(elem, Elem::CStr | Elem::CStrArray) {
            return Err(err(K::NotCarried, at));
        }
        let q = self
            .arena
            .alloc(n.checked_mul(sz).ok_or(err(K::TooLarge, at))?, true)?;
        if let Elem::Struct(i) = elem {
            let d = STRUCTS.get(i as usize).ok_or(err(K::NotCarried, at))?;
            status(d)?;
            if !d.flat {
                return Err(err(K::NotCarried, d.name));
            }
            let has_next = d.members.iter().any(|m| m.kind == Kind::PNext);
            let arrays = outputs::has_arrays(d);
            for k in 0..n {
                // SAFETY: element `k` of the zeroed block.
                let e = unsafe { q.add(k * sz) };
                if let Some(st) = d.stype {
                    // SAFETY: sType at offset 0.
                    unsafe { write_uw(e, 4, st as u32 as u64) };
                }
                if arrays {
                    // SAFETY: a zeroed arena structure of `d`; `args` the arguments decoded so far.
                    unsafe { outputs::storage(&mut self.r, self.arena, d, e, args)? };
                }
                if has_next {
                    self.empty_chain(e, d.stype)?;
                }
            }
        }
        Ok(q)
    }
}

/// Splits the first message off `buf`: `(header, whole message, rest)`.
pub fn next_message(buf: &[u8]) -> Result<(Header, &[u8], &[u8]), DecodeError> {
    let h = Header::read(buf)?;
    let end = HEADER_SIZE
        .checked_add(h.size as usize)
        .ok_or(err(K::BadSize, "header"))?;
    if end > buf.len() {
        return Err(err(K::Truncated, "message"));
    }
    Ok((h, &buf[..end], &buf[end..]))
}

/// Decodes one request message (exactly one: no bytes may follow) into `arena`.
///
/// Generic over the table so that the handle lookups of the fast path (most `vkCmd*`
/// commands) are inlined for a concrete table; `&mut dyn HandleTable` works too.
pub fn decode_request<'a, T: HandleTable + ?Sized>(
    msg: &[u8],
    table: &mut T,
    arena: &'a Arena,
) -> Result<Request<'a>, DecodeError> {
    decode_request_with(msg, table, arena, true)
}

/// [`decode_request`] through the generic interpreter only (no fast path): for tests and
/// fuzzing that compare both paths.
#[doc(hidden)]
pub fn decode_request_generic<'a, T: HandleTable + ?Sized>(
    msg: &[u8],
    table: &mut T,
    arena: &'a Arena,
) -> Result<Request<'a>, DecodeError> {
    decode_request_with(msg, table, arena, false)
}

fn decode_request_with<'a, T: HandleTable + ?Sized>(
    msg: &[u8],
    table: &mut T,
    arena: &'a Arena,
    fast: bool,
) -> Result<Request<'a>, DecodeError> {
    let (h, whole, rest) = next_message(msg)?;
    if !rest.is_empty() {
        return Err(err(K::BadSize, "message"));
    }
    if h.flags & FLAG_REPLY != 0 {
        return Err(err(K::BadHeader, "reply flag on a request"));
    }
    let (cmd, plan) = crate::fast::lookup(h.command).ok_or(err(K::UnknownCommand, "header"))?;
    if cmd.status != Status::Wire {
        return Err(err(K::NotCarried, cmd.name));
    }
    let mut r = Reader {
        buf: &whole[HEADER_SIZE..],
        pos: 0,
    };
    let (args, new) = match plan.filter(|_| fast) {
        Some(plan) => (
            crate::fast::planned(&mut r, table, arena, cmd, plan)?,
            Vec::new(),
        ),
        None => {
            let mut t = DynTable(table);
            let mut d = Dec {
                r,
                t: &mut t,
                arena,
                new: Vec::new(),
            };
            let args = d.structs(&cmd.args, 1, false)?;
            r = d.r;
            (args, d.new)
        }
    };
    if r.remaining() != 0 {
        return Err(err(K::BadSize, cmd.name));
    }
    Ok(Request {
        command: cmd,
        args,
        new_handles: new,
        _arena: PhantomData,
    })
}

/// Decodes one structure of `d` written by [`crate::encode_struct`] (exactly: no bytes may
/// follow) into `arena`; returns a pointer to it (valid while the arena is borrowed).
pub fn decode_struct(
    d: &'static StructDesc,
    bytes: &[u8],
    table: &mut dyn HandleTable,
    arena: &Arena,
) -> Result<*const u8, DecodeError> {
    let mut dec = Dec {
        r: Reader { buf: bytes, pos: 0 },
        t: table,
        arena,
        new: Vec::new(),
    };
    let p = dec.structs(d, 1, false)?;
    if dec.r.remaining() != 0 {
        return Err(err(K::BadSize, d.name));
    }
    if !dec.new.is_empty() {
        return Err(err(K::NotCarried, d.name));
    }
    Ok(p)
}
