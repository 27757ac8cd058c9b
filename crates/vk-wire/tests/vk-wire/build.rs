//! The descriptor-driven builder of the property tests: random, valid raw values of any
//! structure or argument structure, made from the generated tables alone (scalars, arrays with
//! their counts, strings, handles, `pNext` chains with unknown sTypes, output storage).

use std::collections::HashMap;
use vk_wire::ash::vk;
use vk_wire::desc::{Elem, Kind, Len, Member, Status, StructDesc};
use vk_wire::generated::{STRUCTS, STYPES};

pub(crate) struct Rng(pub(crate) u64);
impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// Owns the memory of built values.
#[derive(Default)]
pub(crate) struct Store(Vec<Box<[u64]>>);
impl Store {
    fn alloc(&mut self, bytes: usize) -> *mut u8 {
        let mut b = vec![0u64; bytes.div_ceil(8).max(1)].into_boxed_slice();
        let p = b.as_mut_ptr().cast();
        self.0.push(b);
        p
    }
}

/// The output arrays of a structure (`Kind::Out` members of a structure): member, element
/// size, length.
pub(crate) fn out_arrays(
    s: &'static StructDesc,
) -> impl Iterator<Item = (&'static Member, u32, Len)> {
    s.specials.iter().filter_map(|m| match m.kind {
        Kind::Out {
            elem: Elem::Bytes(sz),
            len,
            ..
        } => Some((m, sz, len)),
        _ => None,
    })
}

const UNKNOWN_STYPE: i32 = 0x7fff_1234;

pub(crate) fn wire_stypes() -> Vec<&'static StructDesc> {
    STYPES
        .iter()
        .map(|&(_, i)| &STRUCTS[i as usize])
        .filter(|d| d.status == Status::Wire)
        .collect()
}

pub(crate) fn flat_stypes() -> Vec<&'static StructDesc> {
    wire_stypes().into_iter().filter(|d| d.flat).collect()
}

pub(crate) unsafe fn wr(p: *mut u8, width: u8, v: u64) {
    // SAFETY: caller.
    unsafe { std::ptr::copy_nonoverlapping(v.to_le_bytes().as_ptr(), p, width as usize) }
}
pub(crate) unsafe fn rd(p: *const u8, width: u8) -> u64 {
    let mut b = [0u8; 8];
    // SAFETY: caller.
    unsafe { std::ptr::copy_nonoverlapping(p, b.as_mut_ptr(), width as usize) };
    u64::from_le_bytes(b)
}
pub(crate) unsafe fn rdp(p: *const u8) -> *mut u8 {
    // SAFETY: caller.
    unsafe { rd(p, 8) as usize as *mut u8 }
}

pub(crate) struct Builder<'a> {
    pub(crate) rng: &'a mut Rng,
    pub(crate) store: &'a mut Store,
    pub(crate) stypes: Vec<&'static StructDesc>,
    pub(crate) flat: Vec<&'static StructDesc>,
}

impl Builder<'_> {
    fn handle(&mut self, optional: bool) -> u64 {
        if optional && self.rng.below(4) == 0 {
            0
        } else {
            1 + self.rng.below(1 << 40)
        }
    }

    fn string(&mut self) -> *mut u8 {
        let n = self.rng.below(12) as usize;
        let p = self.store.alloc(n + 1);
        for i in 0..n {
            // SAFETY: n + 1 bytes allocated.
            unsafe { *p.add(i) = b'a' + self.rng.below(26) as u8 };
        }
        p
    }

    /// Fills the structure at `p` (its bytes are already random).
    unsafe fn fill(&mut self, d: &'static StructDesc, p: *mut u8, depth: u32, chained: bool) {
        let mut counts: HashMap<u32, u64> = HashMap::new();
        for m in d.members {
            // SAFETY: caller.
            unsafe { self.fill_member(d, m, p, depth, chained, &mut counts) };
        }
        // Only one of `pGeometries` / `ppGeometries` may be set (valid usage).
        if d.stype
            == Some(vk::StructureType::ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR.as_raw())
        {
            let pp = std::mem::offset_of!(
                vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
                pp_geometries
            );
            let pg = std::mem::offset_of!(
                vk::AccelerationStructureBuildGeometryInfoKHR<'static>,
                p_geometries
            );
            let off = if self.rng.below(2) == 0 { pp } else { pg };
            // SAFETY: a pointer member of the structure at `p`.
            unsafe { wr(p.add(off), 8, 0) };
        }
    }

    /// A pNext member allowed in `parent` (sometimes one it does not allow, or an unknown one:
    /// the encoder skips both).
    fn chain_member(&mut self, parent: Option<i32>, depth: u32) -> *mut u8 {
        let allowed: Vec<&'static StructDesc> = self
            .stypes
            .iter()
            .copied()
            .filter(|c| vk_wire::extends(parent, c.stype.unwrap()))
            .collect();
        let r = self.rng.below(8);
        if r == 0 || (allowed.is_empty() && r < 4) {
            let e = self.store.alloc(32);
            // SAFETY: 32 bytes.
            unsafe { wr(e, 4, UNKNOWN_STYPE as u32 as u64) };
            e
        } else if r == 1 || allowed.is_empty() {
            let c = self.stypes[self.rng.below(self.stypes.len() as u64) as usize];
            self.make(c, 1, depth + 1, true)
        } else {
            let c = allowed[self.rng.below(allowed.len() as u64) as usize];
            self.make(c, 1, depth + 1, true)
        }
    }

    /// Fills member `m` of the structure `d` at `p`.
    unsafe fn fill_member(
        &mut self,
        d: &'static StructDesc,
        m: &'static Member,
        p: *mut u8,
        depth: u32,
        chained: bool,
        counts: &mut HashMap<u32, u64>,
    ) {
        {
            // SAFETY: member of the structure being built.
            let q = unsafe { p.add(m.off as usize) };
            // SAFETY: every write below stays inside the structure or fresh store blocks.
            unsafe {
                match m.kind {
                    Kind::Scalar(_) | Kind::Pod(_) | Kind::Pad(_) => {}
                    Kind::SType => wr(q, 4, d.stype.unwrap() as u32 as u64),
                    Kind::PNext => {
                        wr(q, 8, 0);
                        if !chained && depth < 3 {
                            let mut link = q;
                            for _ in 0..self.rng.below(4) {
                                let e = self.chain_member(d.stype, depth);
                                wr(e.add(8), 8, 0);
                                wr(link, 8, e as u64);
                                link = e.add(8);
                            }
                        }
                    }
                    Kind::Handle { optional, .. } => wr(q, 8, self.handle(optional)),
                    Kind::DynHandle { .. } => wr(q, 8, self.handle(true)),
                    Kind::DebugHandle { ty_off } => {
                        let t = &vk_wire::generated::DEBUG_REPORT_OBJECT_TYPES;
                        if self.rng.below(5) == 0 {
                            wr(p.add(ty_off as usize), 4, 0);
                            wr(q, 8, 0);
                        } else {
                            let ty = t[self.rng.below(t.len() as u64) as usize].0;
                            wr(p.add(ty_off as usize), 4, ty as u32 as u64);
                            // With UNKNOWN the value is undefined and travels as 0.
                            let h = if ty == 0 { 0 } else { self.handle(true) };
                            wr(q, 8, h);
                        }
                    }
                    Kind::Union { sel, arms, .. } => {
                        let a = &arms[self.rng.below(arms.len() as u64) as usize];
                        let v = a.values[self.rng.below(a.values.len() as u64) as usize];
                        wr(p.add(sel as usize), 4, v as u32 as u64);
                        self.fill_member(d, &a.member, p, depth, chained, counts);
                    }
                    Kind::PerInfo {
                        elem,
                        len,
                        infos,
                        stride,
                        off,
                        width,
                    } => {
                        let n = self.count(len, p, counts);
                        let info = rdp(p.add(infos as usize));
                        if n == 0 || info.is_null() {
                            wr(q, 8, 0);
                        } else {
                            let a = self.store.alloc(8 * n as usize);
                            for k in 0..n as usize {
                                let c = rd(info.add(k * stride as usize + off as usize), width);
                                let c = c.min(5);
                                wr(info.add(k * stride as usize + off as usize), width, c);
                                let arr = if c == 0 {
                                    std::ptr::null_mut()
                                } else {
                                    self.random_bytes(c as usize * elem as usize)
                                };
                                wr(a.add(8 * k), 8, arr as u64);
                            }
                            wr(q, 8, a as u64);
                        }
                    }
                    Kind::HandleArray { count, .. } => {
                        for i in 0..count as usize {
                            wr(q.add(8 * i), 8, self.handle(true));
                        }
                    }
                    Kind::Inline(i) => self.fill(&STRUCTS[i as usize], q, depth, chained),
                    Kind::Allocator => wr(q, 8, 8), // never dereferenced
                    Kind::NullOnly | Kind::OutStr => wr(q, 8, 0),
                    Kind::TemplateData { .. } => wr(q, 8, 0), // tested by hand (requests.rs)
                    Kind::Ptr {
                        elem,
                        len,
                        optional,
                    } => {
                        let n = self.count(len, p, counts);
                        let ptr: *mut u8 = if (optional && self.rng.below(5) == 0)
                            || (n == 0 && elem != Elem::CStr)
                        {
                            std::ptr::null_mut()
                        } else {
                            match elem {
                                Elem::CStr => self.string(),
                                Elem::CStrArray => {
                                    let a = self.store.alloc(8 * n as usize);
                                    for k in 0..n as usize {
                                        wr(a.add(8 * k), 8, self.string() as u64);
                                    }
                                    a
                                }
                                Elem::Bytes(sz) => self.random_bytes(n as usize * sz as usize),
                                Elem::Handle(_) => {
                                    let a = self.store.alloc(8 * n as usize);
                                    for k in 0..n as usize {
                                        wr(a.add(8 * k), 8, self.handle(false));
                                    }
                                    a
                                }
                                Elem::Struct(i) => {
                                    self.make(&STRUCTS[i as usize], n as usize, depth + 1, false)
                                }
                                Elem::StructPtrs(i) => {
                                    let a = self.store.alloc(8 * n as usize);
                                    for k in 0..n as usize {
                                        let e =
                                            self.make(&STRUCTS[i as usize], 1, depth + 1, false);
                                        wr(a.add(8 * k), 8, e as u64);
                                    }
                                    a
                                }
                            }
                        };
                        if ptr.is_null() && !optional && (n > 0 || elem == Elem::CStr) {
                            // Required pointers are always present.
                            unreachable!("required pointer left null");
                        }
                        wr(q, 8, ptr as u64);
                    }
                    Kind::OutCount(w) => {
                        let c = self.store.alloc(8);
                        wr(c, w, self.rng.below(4));
                        wr(q, 8, c as u64);
                    }
                    Kind::Out { elem, len, .. } => {
                        let n = match len {
                            Len::OutCount { off, width } => {
                                let c = rdp(p.add(off as usize));
                                if self.rng.below(4) == 0 {
                                    0
                                } else {
                                    rd(c, width)
                                }
                            }
                            _ => self.count(len, p, counts),
                        };
                        if n == 0 {
                            wr(q, 8, 0);
                            return;
                        }
                        let sz = match elem {
                            Elem::Bytes(s) => s as usize,
                            Elem::Struct(i) => STRUCTS[i as usize].size as usize,
                            _ => 8,
                        };
                        let a = self.store.alloc(n as usize * sz);
                        if let Elem::Struct(i) = elem {
                            let s = &STRUCTS[i as usize];
                            for k in 0..n as usize {
                                let e = a.add(k * sz);
                                if let Some(st) = s.stype {
                                    wr(e, 4, st as u32 as u64);
                                }
                                self.give_arrays(s, e);
                                if s.members.iter().any(|m| m.kind == Kind::PNext) {
                                    let mut link = e.add(8);
                                    let mut seen = vec![s.stype];
                                    let flat: Vec<&'static StructDesc> = self
                                        .flat
                                        .iter()
                                        .copied()
                                        .filter(|c| vk_wire::extends(s.stype, c.stype.unwrap()))
                                        .collect();
                                    for _ in 0..self.rng.below(3) {
                                        if flat.is_empty() {
                                            break;
                                        }
                                        let c = flat[self.rng.below(flat.len() as u64) as usize];
                                        // An sType appears once per chain (Vulkan rule).
                                        if seen.contains(&c.stype) {
                                            continue;
                                        }
                                        seen.push(c.stype);
                                        let x = self.store.alloc(c.size as usize);
                                        wr(x, 4, c.stype.unwrap() as u32 as u64);
                                        self.give_arrays(c, x);
                                        wr(link, 8, x as u64);
                                        link = x.add(8);
                                    }
                                }
                            }
                        }
                        wr(q, 8, a as u64);
                    }
                    Kind::NewHandles { len, .. } => {
                        let n = self.count(len, p, counts);
                        let a = self.store.alloc(8 * n as usize);
                        for k in 0..n as usize {
                            wr(a.add(8 * k), 8, self.handle(false));
                        }
                        wr(q, 8, if n == 0 { 0 } else { a as u64 });
                    }
                }
            }
        }
    }

    /// An output structure's own output arrays (the DRM format-modifier lists): sometimes
    /// null (a count query), else room for a few elements, the count member set to it.
    ///
    /// # Safety
    /// `e` is a zeroed output structure of `s`.
    unsafe fn give_arrays(&mut self, s: &'static StructDesc, e: *mut u8) {
        for (m, sz, len) in out_arrays(s) {
            if self.rng.below(3) == 0 || matches!(len, Len::Arg { .. }) {
                continue;
            }
            let cap = match len {
                Len::One => 1,
                _ => self.rng.below(5),
            };
            let a = self.store.alloc(cap as usize * sz as usize);
            // SAFETY: caller: the count and pointer members inside `e`.
            unsafe {
                if let Len::Member { off, width, .. } = len {
                    wr(e.add(off as usize), width, cap);
                }
                wr(e.add(m.off as usize), 8, a as u64);
            }
        }
    }

    fn random_bytes(&mut self, n: usize) -> *mut u8 {
        let p = self.store.alloc(n);
        for i in 0..n {
            // SAFETY: n bytes allocated.
            unsafe { *p.add(i) = self.rng.next() as u8 };
        }
        p
    }

    /// Chooses (or reuses) the element count of a pointer and writes its count member.
    unsafe fn count(&mut self, len: Len, p: *mut u8, counts: &mut HashMap<u32, u64>) -> u64 {
        // SAFETY: offsets from the descriptor of the structure at `p`.
        unsafe {
            match len {
                Len::One => 1,
                Len::Const(n) => u64::from(n),
                Len::Member { off, width, div } => {
                    let n = *counts.entry(off).or_insert_with(|| self.rng.below(4));
                    wr(p.add(off as usize), width, n * u64::from(div));
                    n
                }
                Len::Select {
                    off,
                    width,
                    sel,
                    values,
                } => {
                    let n = *counts.entry(off).or_insert_with(|| self.rng.below(4));
                    wr(p.add(off as usize), width, n);
                    let v = *counts.entry(sel | 1 << 31).or_insert_with(|| {
                        if self.rng.below(4) == 0 {
                            1 << 40 // an unrelated value: no array is used
                        } else {
                            values[self.rng.below(values.len() as u64) as usize] as u32 as u64
                        }
                    });
                    if v < 1 << 32 {
                        wr(p.add(sel as usize), 4, v);
                    }
                    if values.contains(&(rd(p.add(sel as usize), 4) as u32 as i32)) {
                        n
                    } else {
                        0
                    }
                }
                Len::SampleMask { off } => {
                    let n = *counts.entry(off).or_insert_with(|| 1 << self.rng.below(7));
                    wr(p.add(off as usize), 4, n);
                    n.div_ceil(32)
                }
                Len::Indirect { ptr, off, width } => {
                    let s = rdp(p.add(ptr as usize));
                    if s.is_null() {
                        0
                    } else {
                        // Keep a count the pointed-to structure already tied to its own
                        // arrays; make a free-standing one small.
                        let mut n = rd(s.add(off as usize), width);
                        if n > 3 {
                            n = self.rng.below(4);
                            wr(s.add(off as usize), width, n);
                        }
                        n
                    }
                }
                Len::OutCount { off, width } => {
                    let c = rdp(p.add(off as usize));
                    if c.is_null() { 0 } else { rd(c, width) }
                }
                // Sized by another argument (device fault info): the builder leaves such
                // arrays null (see `give_arrays`).
                Len::Arg { .. } => 0,
            }
        }
    }

    /// `n` random structures of `d`.
    pub(crate) fn make(
        &mut self,
        d: &'static StructDesc,
        n: usize,
        depth: u32,
        chained: bool,
    ) -> *mut u8 {
        let size = d.size as usize;
        let p = self.random_bytes(size * n);
        for k in 0..n {
            // SAFETY: element `k` of the fresh block.
            unsafe { self.fill(d, p.add(k * size), depth, chained) };
        }
        p
    }
}
