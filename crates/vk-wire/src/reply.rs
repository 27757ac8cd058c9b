//! Replies: the return value and output parameters of a command.
//!
//! The renderer encodes a reply from the decoded arguments after the driver filled them
//! ([`encode_reply`]); the ICD decodes it straight into the application's output memory
//! ([`decode_reply`]), leaving every `sType` and `pNext` of the application's structures as
//! they were. If the command returns a negative `VkResult`, no outputs follow.

use crate::decode::{Reader, next_message, write_uw};
use crate::desc::{CommandDesc, Elem, Kind, Len, Ret, Status, StructDesc};
use crate::encode::{
    Count, Enc, MAX_CHAIN, Sink, Slice, command_status, count, objtype, read_ptr, read_uw,
};
use crate::error::{DecodeError, DecodeErrorKind as K, EncodeError};
use crate::generated::STRUCTS;
use crate::outputs::{self, nested_outputs};
use crate::{CommandArgs, FLAG_REPLY, HEADER_SIZE, HandleTable, Header, IdMap, struct_by_stype};

fn has_outputs(ret: Ret, value: u64) -> bool {
    !(ret == Ret::Result && (value as u32 as i32) < 0)
}

impl<S: Sink> Enc<'_, S> {
    /// One output structure: fixed part with handles as ids and pNext zeroed, then (for
    /// structures with pNext) its chain as `count, (sType, fixed part)*`.
    ///
    /// # Safety
    /// `e` is a valid, flat structure of `d` (filled by the driver).
    unsafe fn out_struct(
        &mut self,
        d: &'static StructDesc,
        e: *const u8,
        top: bool,
        args: *const u8,
    ) -> Result<(), EncodeError> {
        let at = self.s.pos();
        // SAFETY: caller.
        unsafe { self.s.put_raw(e, d.size as usize)? };
        self.s.pad8()?;
        // SAFETY: caller; flat structures only have these specials.
        unsafe { self.out_specials(d, e, at)? };
        // Output arrays of the structure: the renderer's pointer never crosses (0 in the
        // fixed part); per non-null array `u64 n`, then the `n` elements the driver wrote.
        for (m, sz, len) in outputs::arrays(d) {
            self.s.patch_u64(at + m.off as usize, 0);
            // SAFETY: caller: the array and its count as the driver left them.
            let (p, n) = unsafe {
                (
                    read_ptr(e.add(m.off as usize)),
                    outputs::len_of(len, e, args),
                )
            };
            if !p.is_null() {
                // A driver that reports more than it was given room for is cut to the room
                // (the client then refuses the reply: the count disagrees).
                // SAFETY: `p` is the storage the decoder allocated for this array.
                let n = n.min(unsafe { outputs::capacity(p) });
                let n = usize::try_from(n).map_err(|_| EncodeError::TooLarge)?;
                self.s.put_u64(n as u64)?;
                // SAFETY: the driver wrote `n` elements (at most the capacity it was given).
                unsafe {
                    self.s
                        .put_raw(p, n.checked_mul(sz as usize).ok_or(EncodeError::TooLarge)?)?
                };
                self.s.pad8()?;
            }
        }
        if outputs::has_strings(d) {
            // SAFETY: caller.
            unsafe { self.out_strings(d, e, at)? };
        }
        if top && d.members.iter().any(|m| m.kind == Kind::PNext) {
            let cat = self.s.pos();
            self.s.put_u64(0)?;
            let mut n = 0u64;
            // SAFETY: pNext at offset 8.
            let mut p = unsafe { read_ptr(e.add(8)) };
            while !p.is_null() && n < MAX_CHAIN as u64 {
                // SAFETY: chain members start with sType, pNext.
                let (st, next) = unsafe { (read_uw(p, 4) as u32 as i32, read_ptr(p.add(8))) };
                if let Some(c) = struct_by_stype(st).filter(|c| c.flat && c.status == Status::Wire)
                {
                    self.s.put_u64(u64::from(st as u32))?;
                    // SAFETY: a valid structure of `c`.
                    unsafe { self.out_struct(c, p, false, std::ptr::null())? };
                    n += 1;
                }
                p = next;
            }
            self.s.patch_u64(cat, n);
        }
        Ok(())
    }

    /// Driver-owned strings of an output structure (and its inline structures): 0 in the
    /// fixed part, then `u64` length including the NUL (0 = null) and the bytes, padded.
    ///
    /// # Safety
    /// As `out_struct`; `at` is where its fixed part was written.
    unsafe fn out_strings(
        &mut self,
        d: &'static StructDesc,
        e: *const u8,
        at: usize,
    ) -> Result<(), EncodeError> {
        for m in d.specials {
            // SAFETY: caller: the structure as the driver filled it.
            let Some(m) = (unsafe { outputs::chosen(m, e) }) else {
                continue;
            };
            let off = m.off as usize;
            match m.kind {
                Kind::OutStr => {
                    self.s.patch_u64(at + off, 0);
                    // SAFETY: caller: the driver's string pointer, null or NUL-terminated.
                    let p = unsafe { read_ptr(e.add(off)) };
                    if p.is_null() {
                        self.s.put_u64(0)?;
                    } else {
                        // SAFETY: as above.
                        let b = unsafe { std::ffi::CStr::from_ptr(p.cast()) }.to_bytes_with_nul();
                        self.s.put_u64(b.len() as u64)?;
                        self.s.put(b)?;
                        self.s.pad8()?;
                    }
                }
                Kind::Inline(i) if outputs::has_strings(&STRUCTS[i as usize]) => {
                    // SAFETY: an inline structure inside `e`.
                    unsafe { self.out_strings(&STRUCTS[i as usize], e.add(off), at + off)? };
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// # Safety
    /// As `out_struct`; `at` is where its fixed part was written.
    unsafe fn out_specials(
        &mut self,
        d: &'static StructDesc,
        e: *const u8,
        at: usize,
    ) -> Result<(), EncodeError> {
        for m in d.specials {
            let off = m.off as usize;
            match m.kind {
                Kind::Pad(n) => self.s.patch(at + off, &[0u8; 64][..(n as usize).min(64)]),
                Kind::PNext => self.s.patch_u64(at + off, 0),
                Kind::Handle { ty, .. } => {
                    // SAFETY: handle member.
                    let raw = unsafe { read_uw(e.add(off), 8) };
                    let id = if raw == 0 {
                        0
                    } else {
                        self.ids.id(objtype(ty), raw)?
                    };
                    self.s.patch_u64(at + off, id);
                }
                Kind::HandleArray { ty, count } => {
                    for i in 0..count as usize {
                        // SAFETY: inline handle array.
                        let raw = unsafe { read_uw(e.add(off + 8 * i), 8) };
                        let id = if raw == 0 {
                            0
                        } else {
                            self.ids.id(objtype(ty), raw)?
                        };
                        self.s.patch_u64(at + off + 8 * i, id);
                    }
                }
                // SAFETY: inline flat structure.
                Kind::Inline(i) => unsafe {
                    self.out_specials(&STRUCTS[i as usize], e.add(off), at + off)?
                },
                _ => {}
            }
        }
        Ok(())
    }

    /// # Safety
    /// `args` holds decoded arguments of `cmd` after the driver call.
    unsafe fn reply(
        &mut self,
        cmd: &'static CommandDesc,
        args: *const u8,
        ret: u64,
    ) -> Result<(), EncodeError> {
        let start = self.s.pos();
        self.s.zero(HEADER_SIZE)?;
        let payload = self.s.pos();
        if cmd.ret != Ret::Void {
            self.s.put_u64(ret)?;
        }
        if has_outputs(cmd.ret, ret) {
            for m in cmd.args.members {
                // SAFETY: argument member.
                let ptr = unsafe { read_ptr(args.add(m.off as usize)) };
                match m.kind {
                    Kind::OutCount(w) if !ptr.is_null() => {
                        // SAFETY: count pointer filled by the driver.
                        self.s.put_u64(unsafe { read_uw(ptr, w) })?;
                    }
                    Kind::Out { elem, len, .. } if !ptr.is_null() => {
                        // SAFETY: the count as the driver left it.
                        let n = unsafe { count(len, args) };
                        let n = usize::try_from(n).map_err(|_| EncodeError::TooLarge)?;
                        self.s.put_u64(n as u64)?;
                        match elem {
                            Elem::Bytes(sz) => {
                                // SAFETY: the driver filled `n` elements.
                                unsafe {
                                    self.s.put_raw(
                                        ptr,
                                        n.checked_mul(sz as usize).ok_or(EncodeError::TooLarge)?,
                                    )?
                                };
                                self.s.pad8()?;
                            }
                            Elem::Handle(ty) => {
                                for k in 0..n {
                                    // SAFETY: `n` handles.
                                    let raw = unsafe { read_uw(ptr.add(8 * k), 8) };
                                    let id = if raw == 0 {
                                        0
                                    } else {
                                        self.ids.id(objtype(ty), raw)?
                                    };
                                    self.s.put_u64(id)?;
                                }
                            }
                            Elem::Struct(i) => {
                                let d = &STRUCTS[i as usize];
                                for k in 0..n {
                                    // SAFETY: element `k` of the output array.
                                    unsafe {
                                        self.out_struct(
                                            d,
                                            ptr.add(k * d.size as usize),
                                            true,
                                            args,
                                        )?
                                    };
                                }
                            }
                            Elem::CStr | Elem::CStrArray | Elem::StructPtrs(_) => {
                                return Err(EncodeError::NotCarried {
                                    name: m.name,
                                    reason: "string output",
                                });
                            }
                        }
                    }
                    _ => {}
                }
            }
            // Outputs one level down: arrays of numbers inside input structures
            // (`VkPresentInfoKHR::pResults`).
            // SAFETY: decoded arguments: pointers are arena pointers of their counts.
            unsafe {
                nested_outputs(cmd, args, &mut |_, p, n, sz| {
                    self.s.put_u64(n as u64)?;
                    self.s.put_raw(p, n * sz)?;
                    self.s.pad8()
                })?
            };
        }
        let size = u32::try_from(self.s.pos() - payload).map_err(|_| EncodeError::TooLarge)?;
        let mut h = [0u8; HEADER_SIZE];
        Header {
            command: cmd.id,
            flags: FLAG_REPLY,
            size,
        }
        .write(&mut h)?;
        self.s.patch(start, &h);
        Ok(())
    }
}

/// Bytes [`encode_reply`] writes.
///
/// # Safety
/// As [`encode_reply`].
pub unsafe fn reply_size(
    cmd: &'static CommandDesc,
    args: *const u8,
    ret: u64,
    ids: &mut dyn IdMap,
) -> Result<usize, EncodeError> {
    command_status(cmd)?;
    let mut e = Enc {
        s: Count(0),
        ids,
        ignore: Default::default(),
    };
    // SAFETY: caller.
    unsafe { e.reply(cmd, args, ret)? };
    Ok(e.s.0)
}

/// Encodes the reply of `cmd` (renderer side): `ret` is the return value (a `VkResult`
/// sign-extended, or the returned number; ignored for `void`), `args` the decoded arguments
/// ([`crate::Request::args_ptr`]) after the driver call. Handles in outputs become ids
/// through `ids`.
///
/// # Safety
/// `args` points to decoded arguments of `cmd` whose output storage the driver filled.
pub unsafe fn encode_reply(
    cmd: &'static CommandDesc,
    args: *const u8,
    ret: u64,
    ids: &mut dyn IdMap,
    dst: &mut [u8],
) -> Result<usize, EncodeError> {
    command_status(cmd)?;
    let mut e = Enc {
        s: Slice { buf: dst, pos: 0 },
        ids,
        ignore: Default::default(),
    };
    // SAFETY: caller.
    unsafe { e.reply(cmd, args, ret)? };
    Ok(e.s.pos)
}

fn err(kind: K, at: &'static str) -> DecodeError {
    DecodeError::new(kind, at)
}

struct Into<'a, 'b> {
    r: Reader<'b>,
    t: &'a mut dyn HandleTable,
}

impl Into<'_, '_> {
    /// Writes one output structure into the application's `e`, keeping its sType and pNext.
    ///
    /// # Safety
    /// `e` is a writable structure of `d` in the application's memory, with a valid chain.
    unsafe fn structure(
        &mut self,
        d: &'static StructDesc,
        e: *mut u8,
        top: bool,
        args: *const u8,
        pre: Option<&outputs::Saved>,
    ) -> Result<(), DecodeError> {
        if d.status != Status::Wire || !d.flat {
            return Err(err(K::NotCarried, d.name));
        }
        let own;
        let saved = match pre {
            Some(s) => s,
            None => {
                // SAFETY: caller: the application's structure and arguments.
                own = unsafe { outputs::save(d, e, args)? };
                &own
            }
        };
        let b = self.r.take(d.size as usize, d.name)?;
        let keep = if d.stype.is_some() {
            16.min(d.size as usize)
        } else {
            0
        };
        // SAFETY: caller: `e` has `d.size` writable bytes; the first `keep` (sType, pNext) stay.
        unsafe { std::ptr::copy_nonoverlapping(b.as_ptr().add(keep), e.add(keep), b.len() - keep) };
        self.r.align8(d.name)?;
        // SAFETY: as above.
        unsafe { self.handles(d, e)? };
        // SAFETY: as above; `saved` was read from `e` before the copy.
        unsafe { outputs::fill(&mut self.r, d, e, saved, args)? };
        if outputs::has_strings(d) {
            // SAFETY: as above.
            unsafe { outputs::read_strings(&mut self.r, d, e)? };
        }
        if top && d.members.iter().any(|m| m.kind == Kind::PNext) {
            let n = self.r.u64("output chain")?;
            if n > (self.r.remaining() / 16) as u64 {
                return Err(err(K::Truncated, "output chain"));
            }
            for _ in 0..n {
                let st = u32::try_from(self.r.u64("output chain")?)
                    .map_err(|_| err(K::BadSType, "output chain"))? as i32;
                let c = struct_by_stype(st).ok_or(err(K::BadSType, "output chain"))?;
                // Find the application's member with this sType.
                // SAFETY: the application's chain is valid.
                let mut p = unsafe { read_ptr(e.add(8)) } as *mut u8;
                let mut steps = 0;
                // SAFETY: chain members start with sType, pNext.
                while !p.is_null() && unsafe { read_uw(p, 4) } as u32 as i32 != st {
                    steps += 1;
                    if steps > MAX_CHAIN {
                        return Err(err(K::BadReply, "output chain"));
                    }
                    // SAFETY: as above.
                    p = unsafe { read_ptr(p.add(8)) } as *mut u8;
                }
                if p.is_null() {
                    return Err(err(K::BadReply, c.name));
                }
                // SAFETY: `p` is the application's structure of type `c`.
                unsafe { self.structure(c, p, false, std::ptr::null(), None)? };
            }
        }
        Ok(())
    }

    /// Translates the ids just copied into `e` back to handles.
    ///
    /// # Safety
    /// As `structure`.
    unsafe fn handles(&mut self, d: &'static StructDesc, e: *mut u8) -> Result<(), DecodeError> {
        for m in d.specials {
            // SAFETY: member inside `e`.
            let p = unsafe { e.add(m.off as usize) };
            let n = match m.kind {
                Kind::Handle { ty, .. } => Some((ty, 1)),
                Kind::HandleArray { ty, count } => Some((ty, count as usize)),
                Kind::Inline(i) => {
                    // SAFETY: inline structure inside `e`.
                    unsafe { self.handles(&STRUCTS[i as usize], p)? };
                    None
                }
                _ => None,
            };
            if let Some((ty, n)) = n {
                for k in 0..n {
                    // SAFETY: handle slots inside `e`.
                    unsafe {
                        let id = read_uw(p.add(8 * k), 8);
                        let h = if id == 0 {
                            0
                        } else {
                            self.t.handle(objtype(ty), id)?
                        };
                        write_uw(p.add(8 * k), 8, h);
                    }
                }
            }
        }
        Ok(())
    }
}

/// Decodes the reply to the request made with `args` (ICD side), writing the outputs into
/// the application's memory that `args` points to; returns the command's return value
/// (a `VkResult` as `i32` sign-extended to 64 bits, 0 for `void`).
///
/// Counts are checked against the capacity the application passed; output chain members are
/// matched by sType.
///
/// # Safety
/// `args` are the arguments the request was encoded from, with their output pointers still
/// valid and writable as Vulkan requires.
pub unsafe fn decode_reply<A: CommandArgs>(
    msg: &[u8],
    args: &A,
    table: &mut dyn HandleTable,
) -> Result<u64, DecodeError> {
    let cmd = crate::command(A::ID).ok_or(err(K::UnknownCommand, "reply"))?;
    // SAFETY: caller; `A` is laid out as `cmd.args`.
    unsafe { decode_reply_raw(msg, cmd, (args as *const A).cast(), table) }
}

/// [`decode_reply`] for arguments given as raw memory laid out as `cmd.args`.
///
/// # Safety
/// As [`decode_reply`]; `args` points to an argument structure of `cmd`.
pub unsafe fn decode_reply_raw(
    msg: &[u8],
    cmd: &'static CommandDesc,
    base: *const u8,
    table: &mut dyn HandleTable,
) -> Result<u64, DecodeError> {
    let (h, whole, rest) = next_message(msg)?;
    if !rest.is_empty() {
        return Err(err(K::BadSize, "reply"));
    }
    if h.flags & FLAG_REPLY == 0 || h.command != cmd.id {
        return Err(err(K::BadHeader, "reply"));
    }
    let mut d = Into {
        r: Reader {
            buf: &whole[HEADER_SIZE..],
            pos: 0,
        },
        t: table,
    };
    let ret = if cmd.ret == Ret::Void {
        0
    } else {
        d.r.u64("return value")?
    };
    if has_outputs(cmd.ret, ret) {
        // Capacities the application passed in its count pointers, before we overwrite them.
        let mut caps: [(u32, u64); 4] = [(u32::MAX, 0); 4];
        // Likewise the arrays of single output structures sized by another argument (the
        // counts structure is an output too, written back before).
        let mut pre: Vec<(u32, outputs::Saved)> = Vec::new();
        for m in cmd.args.specials {
            if let Kind::Out {
                elem: Elem::Struct(i),
                len: Len::One,
                ..
            } = m.kind
                && let Some(s) = STRUCTS.get(i as usize)
                && outputs::arrays(s).any(|a| matches!(a.2, Len::Arg { .. }))
            {
                // SAFETY: the application's arguments and output structure.
                unsafe {
                    let p = read_ptr(base.add(m.off as usize));
                    if !p.is_null() {
                        pre.push((m.off, outputs::save(s, p, base)?));
                    }
                }
            }
        }
        for m in cmd.args.members {
            // SAFETY: argument member of `A`.
            let ptr = unsafe { read_ptr(base.add(m.off as usize)) } as *mut u8;
            if ptr.is_null() {
                continue;
            }
            match m.kind {
                Kind::OutCount(w) => {
                    let v = d.r.u64(m.name)?;
                    // SAFETY: the application's count pointer.
                    let cap = unsafe { read_uw(ptr, w) };
                    if let Some(c) = caps.iter_mut().find(|c| c.0 == u32::MAX) {
                        *c = (m.off, cap);
                    }
                    // SAFETY: as above.
                    unsafe { write_uw(ptr, w, v) };
                }
                Kind::Out { elem, len, .. } => {
                    let n = d.r.u64(m.name)?;
                    let cap = match len {
                        Len::OutCount { off, .. } => {
                            caps.iter().find(|c| c.0 == off).map_or(0, |c| c.1)
                        }
                        // SAFETY: the application's own arguments.
                        _ => unsafe { count(len, base) },
                    };
                    if n > cap {
                        return Err(err(K::BadReply, m.name));
                    }
                    if let Len::OutCount { off, width } = len {
                        // With an array, the count written back must be the elements sent (so
                        // the application never reads past what it passed).
                        // SAFETY: the application's count pointer (non-null: it has a cap).
                        let cp = unsafe { read_ptr(base.add(off as usize)) };
                        // SAFETY: as above.
                        if cp.is_null() || unsafe { read_uw(cp, width) } != n {
                            return Err(err(K::BadReply, m.name));
                        }
                    }
                    let n = n as usize;
                    match elem {
                        Elem::Bytes(sz) => {
                            let bytes =
                                n.checked_mul(sz as usize).ok_or(err(K::TooLarge, m.name))?;
                            let b = d.r.take(bytes, m.name)?;
                            // SAFETY: the application's array holds `cap >= n` elements.
                            unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), ptr, bytes) };
                            d.r.align8(m.name)?;
                        }
                        Elem::Handle(ty) => {
                            for k in 0..n {
                                let id = d.r.u64(m.name)?;
                                let h = if id == 0 {
                                    0
                                } else {
                                    d.t.handle(objtype(ty), id)?
                                };
                                // SAFETY: `cap >= n` handles.
                                unsafe { write_uw(ptr.add(8 * k), 8, h) };
                            }
                        }
                        Elem::Struct(i) => {
                            let s = STRUCTS.get(i as usize).ok_or(err(K::NotCarried, m.name))?;
                            let pre = pre.iter().find(|p| p.0 == m.off).map(|p| &p.1);
                            for k in 0..n {
                                // SAFETY: element `k < cap` of the application's array.
                                unsafe {
                                    d.structure(s, ptr.add(k * s.size as usize), true, base, pre)?
                                };
                            }
                        }
                        Elem::CStr | Elem::CStrArray | Elem::StructPtrs(_) => {
                            return Err(err(K::NotCarried, m.name));
                        }
                    }
                }
                _ => {}
            }
        }
        // SAFETY: the application's arguments, valid as Vulkan requires.
        unsafe {
            nested_outputs(cmd, base, &mut |name, p, cap, sz| {
                let n = d.r.u64(name)?;
                if n != cap as u64 {
                    return Err(err(K::BadReply, name));
                }
                let b = d.r.take(cap * sz, name)?;
                // SAFETY: the application's output array of `cap` elements of `sz` bytes.
                std::ptr::copy_nonoverlapping(b.as_ptr(), p as *mut u8, cap * sz);
                d.r.align8(name)
            })?
        };
    }
    if d.r.remaining() != 0 {
        return Err(err(K::BadSize, "reply"));
    }
    Ok(ret)
}
