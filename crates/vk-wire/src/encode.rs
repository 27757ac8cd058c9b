//! The encoder: reads the application's raw structures through the descriptors and writes
//! the wire bytes (or only counts them, for the size function).

use crate::desc::{CommandDesc, Elem, Kind, Len, Member, Status, StructDesc};
use crate::error::EncodeError;
use crate::generated::STRUCTS;
use crate::ignored::Ignore;
use crate::outputs;
pub(crate) use crate::sink::{Append, Count, Sink, Slice};
use crate::{CommandArgs, FLAG_REPLY, HEADER_SIZE, Header, IdMap, struct_by_stype};
use ash::vk;

// The wire copies C layouts of LP64 little-endian targets.
const _: () = assert!(cfg!(target_endian = "little") && cfg!(target_pointer_width = "64"));

/// Longest `pNext` chain the encoder follows (a guard against cycles).
pub(crate) const MAX_CHAIN: usize = 4096;

/// Reads an unaligned little-endian value of `width` bytes.
///
/// # Safety
/// `p` is readable for `width` bytes.
#[inline]
pub(crate) unsafe fn read_uw(p: *const u8, width: u8) -> u64 {
    // SAFETY: the caller guarantees `width` readable bytes; unaligned reads.
    unsafe {
        match width {
            1 => u64::from(p.read()),
            2 => u64::from(p.cast::<u16>().read_unaligned()),
            4 => u64::from(p.cast::<u32>().read_unaligned()),
            _ => p.cast::<u64>().read_unaligned(),
        }
    }
}

/// # Safety
/// `p` is readable for 8 bytes.
pub(crate) unsafe fn read_ptr(p: *const u8) -> *const u8 {
    // SAFETY: forwarded.
    unsafe { p.cast::<*const u8>().read_unaligned() }
}

/// Element count of a pointer member, read from the structure at `base`.
///
/// # Safety
/// `base` is a valid structure of the descriptor the `len` belongs to, whose pointers are
/// valid as Vulkan requires.
#[inline]
pub(crate) unsafe fn count(len: Len, base: *const u8) -> u64 {
    // SAFETY: offsets come from the generated descriptor of the structure at `base`.
    unsafe {
        match len {
            Len::One => 1,
            Len::Const(n) => u64::from(n),
            Len::Member { off, width, div } => {
                read_uw(base.add(off as usize), width) / u64::from(div.max(1))
            }
            Len::Select {
                off,
                width,
                sel,
                values,
            } => {
                if values.contains(&(read_uw(base.add(sel as usize), 4) as u32 as i32)) {
                    read_uw(base.add(off as usize), width)
                } else {
                    0
                }
            }
            Len::SampleMask { off } => read_uw(base.add(off as usize), 4).div_ceil(32),
            Len::Indirect { ptr, off, width } => {
                let p = read_ptr(base.add(ptr as usize));
                if p.is_null() {
                    0
                } else {
                    read_uw(p.add(off as usize), width)
                }
            }
            Len::OutCount { off, width } => {
                let p = read_ptr(base.add(off as usize));
                if p.is_null() { 0 } else { read_uw(p, width) }
            }
            // Needs the command's arguments: see `outputs::len_of`.
            Len::Arg { .. } => 0,
        }
    }
}

pub(crate) fn objtype(ty: i32) -> vk::ObjectType {
    vk::ObjectType::from_raw(ty)
}

pub(crate) fn check_status(d: &'static StructDesc) -> Result<(), EncodeError> {
    match d.status {
        Status::Wire => Ok(()),
        Status::ByHand(reason) | Status::Unsupported(reason) => Err(EncodeError::NotCarried {
            name: d.name,
            reason,
        }),
    }
}

/// Bytes an element of `elem` takes in the C layout.
pub(crate) fn elem_size(elem: Elem) -> usize {
    match elem {
        Elem::Bytes(n) => n as usize,
        Elem::Struct(i) => STRUCTS.get(i as usize).map_or(0, |d| d.size as usize),
        Elem::Handle(_) | Elem::CStr | Elem::CStrArray | Elem::StructPtrs(_) => 8,
    }
}

/// Whether the registry allows a structure of `member` sType in the `pNext` chain of a
/// structure of `parent` sType (`structextends`).
pub fn extends(parent: Option<i32>, member: i32) -> bool {
    let Some(parent) = parent else {
        return false;
    };
    crate::generated::EXTENDS
        .binary_search(&(parent, member))
        .is_ok()
}

/// The `VkObjectType` of a `VkDebugReportObjectTypeEXT`.
pub(crate) fn debug_report_object_type(ty: i32) -> Option<i32> {
    let t = &crate::generated::DEBUG_REPORT_OBJECT_TYPES;
    t.binary_search_by_key(&ty, |e| e.0).ok().map(|i| t[i].1)
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
