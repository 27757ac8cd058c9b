//! The walk over the application's structures that every encoding shares: [`Enc`] writes
//! each structure's fixed part, patches its handles, pointers and chains in place, and
//! appends their out-of-line data to its sink.

use super::read::{
    MAX_CHAIN, count, debug_report_object_type, extends, objtype, read_ptr, read_uw,
};
use crate::desc::{Elem, Kind, Len, Member, Status, StructDesc};
use crate::error::EncodeError;
use crate::generated::STRUCTS;
use crate::ignored::Ignore;
use crate::outputs;
use crate::sink::Sink;
use crate::{IdMap, struct_by_stype};
use ash::vk;

pub(crate) fn check_status(d: &'static StructDesc) -> Result<(), EncodeError> {
    match d.status {
        Status::Wire => Ok(()),
        Status::ByHand(reason) | Status::Unsupported(reason) => Err(EncodeError::NotCarried {
            name: d.name,
            reason,
        }),
    }
}

pub(crate) struct Enc<'a, S: Sink> {
    pub s: S,
    pub ids: &'a mut dyn IdMap,
    /// Pointers the specification says to ignore in the structure being encoded (set while a
    /// graphics pipeline is encoded).
    pub ignore: Ignore,
}

impl<S: Sink> Enc<'_, S> {
    fn id(&mut self, ty: i32, raw: u64) -> Result<u64, EncodeError> {
        if raw == 0 {
            Ok(0)
        } else {
            self.ids.id(objtype(ty), raw)
        }
    }

    /// Fixed parts of `n` structures at `src`, then the out-of-line data of each.
    ///
    /// # Safety
    /// `src` points to `n` valid structures of `d` (pointers valid as Vulkan requires).
    pub unsafe fn structs(
        &mut self,
        d: &'static StructDesc,
        src: *const u8,
        n: usize,
        chained: bool,
    ) -> Result<(), EncodeError> {
        check_status(d)?;
        let size = d.size as usize;
        let at = self.s.pos();
        let bytes = size.checked_mul(n).ok_or(EncodeError::TooLarge)?;
        // SAFETY: `n` structures of `size` bytes at `src` (caller).
        unsafe { self.s.put_raw(src, bytes)? };
        self.s.pad8()?;
        if !d.pod || d.padded {
            let pipeline =
                d.stype == Some(vk::StructureType::GRAPHICS_PIPELINE_CREATE_INFO.as_raw());
            for i in 0..n {
                // SAFETY: element `i` of the caller's array.
                let e = unsafe { src.add(i * size) };
                let outer = self.ignore;
                if pipeline {
                    // SAFETY: a valid graphics pipeline create info (caller).
                    self.ignore = unsafe { Ignore::pipeline(e) };
                }
                // SAFETY: as above.
                let r = unsafe { self.specials(d, e, at + i * size, chained) };
                self.ignore = outer;
                r?;
            }
        }
        Ok(())
    }

    /// Patches the fixed part written at `at` and appends the out-of-line data.
    ///
    /// # Safety
    /// As [`Enc::structs`], for one structure.
    pub unsafe fn specials(
        &mut self,
        d: &'static StructDesc,
        src: *const u8,
        at: usize,
        chained: bool,
    ) -> Result<(), EncodeError> {
        // SAFETY: caller: a valid structure of `d`.
        if let Some(name) = unsafe { crate::exclusive::violation(d, src) } {
            return Err(EncodeError::NotCarried {
                name,
                reason: "only one of the two may be non-null",
            });
        }
        for m in d.specials {
            // SAFETY: caller.
            unsafe { self.member(d.stype, m, src, at, chained)? };
        }
        Ok(())
    }

    /// One special member `m` of the structure `d` at `src` (fixed part written at `at`).
    ///
    /// # Safety
    /// As [`Enc::specials`]; `m` is a member of `d` (or an arm of one of its unions).
    unsafe fn member(
        &mut self,
        parent: Option<i32>,
        m: &'static Member,
        src: *const u8,
        at: usize,
        chained: bool,
    ) -> Result<(), EncodeError> {
        {
            let off = m.off as usize;
            // SAFETY: member offsets lie inside the structure (generated, size-checked).
            let p = unsafe { src.add(off) };
            let slot = at + off;
            match m.kind {
                Kind::Scalar(_) | Kind::Pod(_) | Kind::SType => {}
                Kind::DebugHandle { ty_off } => {
                    // SAFETY: the objectType member (4 bytes) and the handle (8 bytes).
                    let (ty, raw) = unsafe {
                        (
                            read_uw(src.add(ty_off as usize), 4) as u32 as i32,
                            read_uw(p, 8),
                        )
                    };
                    let id = if ty == 0 {
                        0
                    } else {
                        let t = debug_report_object_type(ty).ok_or(EncodeError::NotCarried {
                            name: m.name,
                            reason: "unknown VkDebugReportObjectTypeEXT",
                        })?;
                        self.id(t, raw)?
                    };
                    self.s.patch_u64(slot, id);
                }
                Kind::Union { sel, size, arms } => {
                    // SAFETY: the 32-bit selector member of the structure.
                    let v = unsafe { read_uw(src.add(sel as usize), 4) } as u32 as i32;
                    let arm = arms.iter().find(|a| a.values.contains(&v)).ok_or(
                        EncodeError::NotCarried {
                            name: m.name,
                            reason: "union selector value that no member of the union names",
                        },
                    )?;
                    // The bytes past the chosen member are not the application's to send.
                    let mut z = arm.size as usize;
                    while z < size as usize {
                        let k = (size as usize - z).min(8);
                        self.s.patch(slot + z, &[0u8; 8][..k]);
                        z += k;
                    }
                    // SAFETY: the arm lies over the union's bytes in this structure.
                    unsafe { self.member(parent, &arm.member, src, at, chained)? };
                }
                Kind::PerInfo {
                    elem,
                    len,
                    infos,
                    stride,
                    off: coff,
                    width,
                } => {
                    // SAFETY: a pointer member; the info array and the inner arrays are valid
                    // for their counts (Vulkan rules).
                    unsafe {
                        let ptr = read_ptr(p);
                        let n = if ptr.is_null() { 0 } else { count(len, src) };
                        self.s.patch_u64(slot, n);
                        let info = read_ptr(src.add(infos as usize));
                        if n > 0 && info.is_null() {
                            return Err(EncodeError::NotCarried {
                                name: m.name,
                                reason: "per-info arrays without infos",
                            });
                        }
                        for k in 0..n as usize {
                            let c = read_uw(info.add(k * stride as usize + coff as usize), width);
                            let bytes = usize::try_from(c)
                                .ok()
                                .and_then(|c| c.checked_mul(elem as usize))
                                .ok_or(EncodeError::TooLarge)?;
                            let inner = read_ptr(ptr.add(8 * k));
                            if bytes > 0 && inner.is_null() {
                                return Err(EncodeError::NotCarried {
                                    name: m.name,
                                    reason: "null array in an array of arrays",
                                });
                            }
                            if bytes > 0 {
                                self.s.put_raw(inner, bytes)?;
                                self.s.pad8()?;
                            }
                        }
                    }
                }
                Kind::Pad(n) => self.s.patch(slot, &[0u8; 8][..(n as usize).min(8)]),
                Kind::PNext => {
                    // SAFETY: pNext of a valid structure.
                    let next = unsafe { read_ptr(p) };
                    let n = if chained {
                        0
                    } else {
                        // SAFETY: a valid chain (Vulkan rule).
                        unsafe { self.chain(next, parent)? }
                    };
                    self.s.patch_u64(slot, n);
                }
                Kind::Handle { ty, .. } => {
                    // SAFETY: a handle member, 8 bytes.
                    let id = self.id(ty, unsafe { read_uw(p, 8) })?;
                    self.s.patch_u64(slot, id);
                }
                Kind::DynHandle { ty_off } => {
                    // SAFETY: the objectType member (4 bytes) and the handle (8 bytes).
                    let (ty, raw) = unsafe {
                        (
                            read_uw(src.add(ty_off as usize), 4) as u32 as i32,
                            read_uw(p, 8),
                        )
                    };
                    let id = self.id(ty, raw)?;
                    self.s.patch_u64(slot, id);
                }
                Kind::HandleArray { ty, count } => {
                    for i in 0..count as usize {
                        // SAFETY: inline array of `count` handles.
                        let id = self.id(ty, unsafe { read_uw(p.add(8 * i), 8) })?;
                        self.s.patch_u64(slot + 8 * i, id);
                    }
                }
                Kind::Inline(i) => {
                    let inner = &STRUCTS[i as usize];
                    check_status(inner)?;
                    // SAFETY: an inline structure of descriptor `inner` at `p`.
                    unsafe { self.specials(inner, p, slot, chained)? };
                }
                Kind::Allocator | Kind::OutStr => self.s.patch_u64(slot, 0),
                Kind::NullOnly => {
                    // SAFETY: a pointer member.
                    if !unsafe { read_ptr(p) }.is_null() {
                        return Err(EncodeError::NotCarried {
                            name: m.name,
                            reason: "opaque pointer of unknown size",
                        });
                    }
                    self.s.patch_u64(slot, 0);
                }
                Kind::TemplateData { template } => {
                    // SAFETY: the data pointer and the template handle argument.
                    let (data, t) =
                        unsafe { (read_ptr(p), read_uw(src.add(template as usize), 8)) };
                    if data.is_null() {
                        self.s.patch_u64(slot, 0);
                    } else {
                        self.s.patch_u64(slot, 1);
                        // SAFETY: `data` holds what the template's entries describe.
                        unsafe { self.template_data(t, data)? };
                    }
                }
                Kind::Ptr { .. }
                    if !self.ignore.is_empty() && self.ignore.skips(parent, m.name) =>
                {
                    // Ignored in this pipeline's state (it may dangle): sent as null.
                    self.s.patch_u64(slot, 0);
                }
                Kind::Ptr { elem, len, .. } => {
                    // SAFETY: a pointer member; its target is valid for its length (Vulkan rules).
                    unsafe { self.pointer(m.name, elem, len, src, p, slot)? };
                }
                Kind::OutCount(w) => {
                    // SAFETY: an in/out count pointer, null or valid.
                    let ptr = unsafe { read_ptr(p) };
                    if ptr.is_null() {
                        self.s.patch_u64(slot, 0);
                    } else {
                        self.s.patch_u64(slot, 1);
                        // SAFETY: non-null count pointer.
                        self.s.put_u64(unsafe { read_uw(ptr, w) })?;
                    }
                }
                Kind::Out { elem, len, .. } => {
                    // SAFETY: output pointer and its count, as the application passed them.
                    let ptr = unsafe { read_ptr(p) };
                    let n = if ptr.is_null() {
                        0
                    } else {
                        // SAFETY: the arguments' counts are valid (Vulkan rule).
                        unsafe { count(len, src) }
                    };
                    self.s.patch_u64(slot, n);
                    if n > 0
                        && let Elem::Struct(i) = elem
                    {
                        let d = &STRUCTS[i as usize];
                        let next = d.members.iter().any(|m| m.kind == Kind::PNext);
                        if next || outputs::has_arrays(d) {
                            for k in 0..n as usize {
                                // SAFETY: element `k` of the application's output array.
                                let e = unsafe { ptr.add(k * d.size as usize) };
                                // SAFETY: as above; `src` are the arguments.
                                unsafe { self.out_caps(d, e, src)? };
                                if next {
                                    // SAFETY: as above.
                                    unsafe { self.out_chain(e, d.stype)? };
                                }
                            }
                        }
                    }
                }
                Kind::NewHandles { ty, len } => {
                    // SAFETY: the ICD wrote the new handles into the output array before encoding.
                    let ptr = unsafe { read_ptr(p) };
                    let n = if ptr.is_null() {
                        0
                    } else {
                        // SAFETY: the arguments' counts are valid (Vulkan rule).
                        unsafe { count(len, src) }
                    };
                    self.s.patch_u64(slot, n);
                    for k in 0..n as usize {
                        // SAFETY: as above.
                        let id = self.id(ty, unsafe { read_uw(ptr.add(8 * k), 8) })?;
                        self.s.put_u64(id)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// # Safety
    /// `p` is the pointer member of the structure at `base`, valid for its length.
    unsafe fn pointer(
        &mut self,
        name: &'static str,
        elem: Elem,
        len: Len,
        base: *const u8,
        p: *const u8,
        slot: usize,
    ) -> Result<(), EncodeError> {
        // SAFETY: caller.
        let ptr = unsafe { read_ptr(p) };
        if ptr.is_null() {
            self.s.patch_u64(slot, 0);
            return Ok(());
        }
        if elem == Elem::CStr {
            // SAFETY: a NUL-terminated string (Vulkan rule).
            let s = unsafe { std::ffi::CStr::from_ptr(ptr.cast()) }.to_bytes_with_nul();
            self.s.patch_u64(slot, s.len() as u64);
            self.s.put(s)?;
            return self.s.pad8();
        }
        // SAFETY: caller.
        let n = unsafe { count(len, base) };
        let n = usize::try_from(n).map_err(|_| EncodeError::TooLarge)?;
        self.s.patch_u64(slot, n as u64);
        if n == 0 {
            return Ok(());
        }
        match elem {
            Elem::Bytes(sz) => {
                let bytes = n.checked_mul(sz as usize).ok_or(EncodeError::TooLarge)?;
                // SAFETY: `n` elements of `sz` bytes (Vulkan rule for this member).
                unsafe { self.s.put_raw(ptr, bytes)? };
                self.s.pad8()
            }
            Elem::Handle(ty) => {
                for k in 0..n {
                    // SAFETY: `n` handles.
                    let id = self.id(ty, unsafe { read_uw(ptr.add(8 * k), 8) })?;
                    self.s.put_u64(id)?;
                }
                Ok(())
            }
            // SAFETY: `n` structures.
            Elem::Struct(i) => unsafe { self.structs(&STRUCTS[i as usize], ptr, n, false) },
            Elem::StructPtrs(i) => {
                for k in 0..n {
                    // SAFETY: `n` pointers to one structure each (Vulkan rule).
                    let sp = unsafe { read_ptr(ptr.add(8 * k)) };
                    if sp.is_null() {
                        return Err(EncodeError::NotCarried {
                            name,
                            reason: "null pointer in an array of structure pointers",
                        });
                    }
                    // SAFETY: as above.
                    unsafe { self.structs(&STRUCTS[i as usize], sp, 1, false)? };
                }
                Ok(())
            }
            Elem::CStrArray => {
                for k in 0..n {
                    // SAFETY: `n` string pointers.
                    let sp = unsafe { read_ptr(ptr.add(8 * k)) };
                    if sp.is_null() {
                        return Err(EncodeError::NotCarried {
                            name,
                            reason: "null string in a string array",
                        });
                    }
                    // SAFETY: NUL-terminated strings (Vulkan rule).
                    let s = unsafe { std::ffi::CStr::from_ptr(sp.cast()) }.to_bytes_with_nul();
                    self.s.put_u64(s.len() as u64)?;
                    self.s.put(s)?;
                    self.s.pad8()?;
                }
                Ok(())
            }
            Elem::CStr => Ok(()),
        }
    }

    /// Encodes an input `pNext` chain; returns the number of members sent.
    ///
    /// # Safety
    /// `p` is null or a valid chain.
    unsafe fn chain(&mut self, mut p: *const u8, parent: Option<i32>) -> Result<u64, EncodeError> {
        let mut n = 0u64;
        let mut steps = 0usize;
        while !p.is_null() {
            steps += 1;
            if steps > MAX_CHAIN {
                return Err(EncodeError::NotCarried {
                    name: "pNext",
                    reason: "chain too long (cycle?)",
                });
            }
            // SAFETY: every chain member starts with sType and pNext (VkBaseInStructure).
            let (stype, next) = unsafe { (read_uw(p, 4) as u32 as i32, read_ptr(p.add(8))) };
            match struct_by_stype(stype) {
                Some(_) if !extends(parent, stype) => tracing::warn!(
                    stype,
                    parent,
                    "vk-wire: skipping a pNext member the registry does not allow in this structure"
                ),
                Some(d) => {
                    self.s.put_u64(u64::from(stype as u32))?;
                    // SAFETY: a valid structure of type `d`.
                    unsafe { self.structs(d, p, 1, true)? };
                    n += 1;
                }
                None => tracing::warn!(stype, "vk-wire: skipping unknown sType in a pNext chain"),
            }
            p = next;
        }
        Ok(n)
    }
}
