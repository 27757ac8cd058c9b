//! Property tests over every generated structure and command.
//!
//! The strategies come from the generated tables: a builder makes a random, valid raw value of
//! any structure or argument structure (random scalars, arrays of random length with their
//! count members set, strings, handles, `pNext` chains of several members including unknown
//! sTypes, output storage with output chains). Each value is encoded, decoded and compared
//! member by member with the original by an independent walker; the decoded value is encoded
//! again and must give the same bytes; every strict prefix must fail to decode, and random
//! mutations must decode to Ok or Err without panicking.

use proptest::prelude::*;
use std::collections::HashMap;
use vk_wire::ash::vk;
use vk_wire::desc::{Elem, Kind, Len, Member, Status, StructDesc};
use vk_wire::generated::{COMMANDS, STRUCTS, STYPES};
use vk_wire::{Arena, IdentityIds};

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

/// Compares an original value with its decoded copy, member by member.
pub(crate) unsafe fn same(
    d: &'static StructDesc,
    a: *const u8,
    b: *const u8,
    chained: bool,
) -> Result<(), String> {
    let pipeline = d.name == "VkGraphicsPipelineCreateInfo";
    let outer = IGNORED.with(|i| i.borrow().clone());
    if pipeline {
        // SAFETY: caller: `a` is a built create info.
        let ig = unsafe { pipeline_ignores(a) };
        IGNORED.with(|i| *i.borrow_mut() = ig);
    }
    let mut r = Ok(());
    for m in d.members {
        // SAFETY: caller.
        r = unsafe { same_member(d, m, a, b, chained) };
        if r.is_err() {
            break;
        }
    }
    if pipeline {
        IGNORED.with(|i| *i.borrow_mut() = outer);
    }
    r
}

thread_local! {
    /// Names of the pointers the encoder ignores in the graphics pipeline being compared.
    static IGNORED: std::cell::RefCell<Vec<(&'static str, &'static str)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The pointers of a graphics pipeline create info that the specification says are ignored
/// (stated from the spec text, independently of the encoder): `(structure, member)`.
unsafe fn pipeline_ignores(p: *const u8) -> Vec<(&'static str, &'static str)> {
    use ash::vk;
    // SAFETY: caller: a built, valid create info.
    let ci = unsafe { &*p.cast::<vk::GraphicsPipelineCreateInfo<'_>>() };
    let mut next = ci.p_next.cast::<vk::BaseInStructure<'_>>();
    let mut library = ci.flags.contains(vk::PipelineCreateFlags::LIBRARY_KHR);
    while !next.is_null() {
        // SAFETY: a built chain.
        let b = unsafe { &*next };
        library |= b.s_type == vk::StructureType::GRAPHICS_PIPELINE_LIBRARY_CREATE_INFO_EXT
            || b.s_type == vk::StructureType::PIPELINE_LIBRARY_CREATE_INFO_KHR;
        next = b.p_next;
    }
    if library {
        return Vec::new();
    }
    let stages: Vec<vk::ShaderStageFlags> = (0..ci.stage_count as usize)
        .filter(|_| !ci.p_stages.is_null())
        // SAFETY: `stageCount` built stages.
        .map(|i| unsafe { (*ci.p_stages.add(i)).stage })
        .collect();
    let has = |f: vk::ShaderStageFlags| stages.iter().any(|s| s.intersects(f));
    let dynamic: Vec<vk::DynamicState> = if ci.p_dynamic_state.is_null() {
        Vec::new()
    } else {
        // SAFETY: a built dynamic state.
        let d = unsafe { &*ci.p_dynamic_state };
        (0..d.dynamic_state_count as usize)
            .filter(|_| !d.p_dynamic_states.is_null())
            // SAFETY: as above.
            .map(|i| unsafe { *d.p_dynamic_states.add(i) })
            .collect()
    };
    let g = "VkGraphicsPipelineCreateInfo";
    let v = "VkPipelineViewportStateCreateInfo";
    let mut out = Vec::new();
    if !(has(vk::ShaderStageFlags::TESSELLATION_CONTROL)
        && has(vk::ShaderStageFlags::TESSELLATION_EVALUATION))
    {
        out.push((g, "pTessellationState"));
    }
    if has(vk::ShaderStageFlags::MESH_EXT) {
        out.extend([(g, "pVertexInputState"), (g, "pInputAssemblyState")]);
    }
    if dynamic.contains(&vk::DynamicState::VERTEX_INPUT_EXT) {
        out.push((g, "pVertexInputState"));
    }
    if dynamic.contains(&vk::DynamicState::VIEWPORT)
        || dynamic.contains(&vk::DynamicState::VIEWPORT_WITH_COUNT)
    {
        out.push((v, "pViewports"));
    }
    if dynamic.contains(&vk::DynamicState::SCISSOR)
        || dynamic.contains(&vk::DynamicState::SCISSOR_WITH_COUNT)
    {
        out.push((v, "pScissors"));
    }
    if !dynamic.contains(&vk::DynamicState::RASTERIZER_DISCARD_ENABLE)
        && !ci.p_rasterization_state.is_null()
        // SAFETY: a built rasterization state.
        && unsafe { (*ci.p_rasterization_state).rasterizer_discard_enable } == vk::TRUE
    {
        for m in [
            "pViewportState",
            "pMultisampleState",
            "pDepthStencilState",
            "pColorBlendState",
        ] {
            out.push((g, m));
        }
    }
    out
}

/// Compares member `m` of two values of `d`.
unsafe fn same_member(
    d: &'static StructDesc,
    m: &'static Member,
    a: *const u8,
    b: *const u8,
    chained: bool,
) -> Result<(), String> {
    {
        // SAFETY: member offsets lie inside both values.
        let (qa, qb) = unsafe { (a.add(m.off as usize), b.add(m.off as usize)) };
        let fail = |what: &str| Err(format!("{}.{}: {what}", d.name, m.name));
        // SAFETY: both are values of `d` (original, and decoded into the arena).
        unsafe {
            match m.kind {
                Kind::Scalar(s) => {
                    if rd(qa, s.size() as u8) != rd(qb, s.size() as u8) {
                        return fail("scalar");
                    }
                }
                Kind::Pod(n) => {
                    if std::slice::from_raw_parts(qa, n as usize)
                        != std::slice::from_raw_parts(qb, n as usize)
                    {
                        return fail("bytes");
                    }
                }
                Kind::Pad(_) => {}
                Kind::SType => {
                    if rd(qa, 4) != rd(qb, 4) {
                        return fail("sType");
                    }
                }
                Kind::PNext => {
                    let (mut x, mut y) = (rdp(qa), rdp(qb));
                    if chained {
                        // The caller walks the rest of the chain.
                        return Ok(());
                    }
                    loop {
                        // Unknown sTypes and members the parent does not allow were skipped.
                        while !x.is_null()
                            && (vk_wire::struct_by_stype(rd(x, 4) as u32 as i32).is_none()
                                || !vk_wire::extends(d.stype, rd(x, 4) as u32 as i32))
                        {
                            x = rdp(x.add(8));
                        }
                        match (x.is_null(), y.is_null()) {
                            (true, true) => break,
                            (false, false) => {
                                let c = vk_wire::struct_by_stype(rd(x, 4) as u32 as i32).unwrap();
                                same(c, x, y, true)?;
                                x = rdp(x.add(8));
                                y = rdp(y.add(8));
                            }
                            _ => return fail("chain length"),
                        }
                    }
                }
                Kind::Handle { .. } | Kind::DynHandle { .. } | Kind::DebugHandle { .. } => {
                    if rd(qa, 8) != rd(qb, 8) {
                        return fail("handle");
                    }
                }
                Kind::Union { sel, arms, .. } => {
                    let v = rd(a.add(sel as usize), 4) as u32 as i32;
                    let Some(arm) = arms.iter().find(|x| x.values.contains(&v)) else {
                        return fail("union selector");
                    };
                    same_member(d, &arm.member, a, b, chained)?;
                }
                Kind::PerInfo {
                    elem,
                    len,
                    infos,
                    stride,
                    off,
                    width,
                } => {
                    let (x, y) = (rdp(qa), rdp(qb));
                    let n = vk_count(len, a);
                    if x.is_null() || n == 0 {
                        if !y.is_null() {
                            return fail("null arrays decoded as non-null");
                        }
                        return Ok(());
                    }
                    let info = rdp(a.add(infos as usize));
                    for k in 0..n as usize {
                        let c = rd(info.add(k * stride as usize + off as usize), width) as usize;
                        let bytes = c * elem as usize;
                        if bytes > 0
                            && std::slice::from_raw_parts(rdp(x.add(8 * k)), bytes)
                                != std::slice::from_raw_parts(rdp(y.add(8 * k)), bytes)
                        {
                            return fail("per-info array");
                        }
                    }
                }
                Kind::HandleArray { count, .. } => {
                    if std::slice::from_raw_parts(qa, 8 * count as usize)
                        != std::slice::from_raw_parts(qb, 8 * count as usize)
                    {
                        return fail("handles");
                    }
                }
                Kind::Inline(i) => same(&STRUCTS[i as usize], qa, qb, chained)?,
                Kind::Allocator => {
                    if !rdp(qb).is_null() {
                        return fail("allocator forwarded");
                    }
                }
                Kind::Ptr { .. } if IGNORED.with(|i| i.borrow().contains(&(d.name, m.name))) => {
                    if !rdp(qb).is_null() {
                        return fail("an ignored pointer was followed");
                    }
                }
                Kind::Ptr { elem, len, .. } => {
                    let (x, y) = (rdp(qa), rdp(qb));
                    let n = vk_count(len, a);
                    if x.is_null() || (n == 0 && elem != Elem::CStr) {
                        if !y.is_null() {
                            return fail("null pointer decoded as non-null");
                        }
                        return Ok(());
                    }
                    if y.is_null() {
                        return fail("pointer lost");
                    }
                    match elem {
                        Elem::CStr => {
                            if std::ffi::CStr::from_ptr(x.cast())
                                != std::ffi::CStr::from_ptr(y.cast())
                            {
                                return fail("string");
                            }
                        }
                        Elem::CStrArray => {
                            for k in 0..n as usize {
                                if std::ffi::CStr::from_ptr(rdp(x.add(8 * k)).cast())
                                    != std::ffi::CStr::from_ptr(rdp(y.add(8 * k)).cast())
                                {
                                    return fail("string array");
                                }
                            }
                        }
                        Elem::Bytes(_) | Elem::Handle(_) => {
                            let sz = if let Elem::Bytes(sz) = elem {
                                sz as usize
                            } else {
                                8
                            };
                            let bytes = n as usize * sz;
                            if std::slice::from_raw_parts(x, bytes)
                                != std::slice::from_raw_parts(y, bytes)
                            {
                                return fail("array");
                            }
                        }
                        Elem::StructPtrs(i) => {
                            let s = &STRUCTS[i as usize];
                            for k in 0..n as usize {
                                same(s, rdp(x.add(8 * k)), rdp(y.add(8 * k)), false)?;
                            }
                        }
                        Elem::Struct(i) => {
                            let s = &STRUCTS[i as usize];
                            for k in 0..n as usize {
                                same(
                                    s,
                                    x.add(k * s.size as usize),
                                    y.add(k * s.size as usize),
                                    false,
                                )?;
                            }
                        }
                    }
                }
                Kind::OutCount(w) => {
                    let (x, y) = (rdp(qa), rdp(qb));
                    if x.is_null() != y.is_null() || (!x.is_null() && rd(x, w) != rd(y, w)) {
                        return fail("count");
                    }
                }
                Kind::Out { elem, len, .. } => {
                    let (x, y) = (rdp(qa), rdp(qb));
                    if x.is_null() != y.is_null() {
                        return fail("output storage");
                    }
                    if let (false, Elem::Bytes(sz), Some(_)) = (x.is_null(), elem, d.stype) {
                        // An output array inside a structure: same count, same contents.
                        let n = vk_count(len, a);
                        if n != vk_count(len, b) {
                            return fail("output array count");
                        }
                        let bytes = n as usize * sz as usize;
                        if std::slice::from_raw_parts(x, bytes)
                            != std::slice::from_raw_parts(y, bytes)
                        {
                            return fail("output array contents");
                        }
                    }
                    if let (false, Elem::Struct(i)) = (x.is_null(), elem) {
                        // Output chains are rebuilt with the same known sTypes.
                        let s = &STRUCTS[i as usize];
                        if s.members.iter().any(|m| m.kind == Kind::PNext) {
                            let (mut u, mut v) = (rdp(x.add(8)), rdp(y.add(8)));
                            while !u.is_null() {
                                if v.is_null() || rd(u, 4) != rd(v, 4) {
                                    return fail("output chain");
                                }
                                u = rdp(u.add(8));
                                v = rdp(v.add(8));
                            }
                            if !v.is_null() {
                                return fail("output chain too long");
                            }
                        }
                    }
                }
                Kind::NewHandles { .. } | Kind::TemplateData { .. } => {}
                Kind::NullOnly => {
                    if !rdp(qb).is_null() {
                        return fail("null-only pointer");
                    }
                }
                Kind::OutStr => {
                    // Requests: both null. Replies: the same string (the client's copy is
                    // interned, the driver's is its own).
                    let (x, y) = (rdp(qa), rdp(qb));
                    if x.is_null() != y.is_null()
                        || (!x.is_null()
                            && std::ffi::CStr::from_ptr(x.cast())
                                != std::ffi::CStr::from_ptr(y.cast()))
                    {
                        return fail("driver string");
                    }
                }
            }
        }
    }
    Ok(())
}

pub(crate) unsafe fn vk_count(len: Len, base: *const u8) -> u64 {
    // SAFETY: caller.
    unsafe {
        match len {
            Len::One => 1,
            Len::Const(n) => u64::from(n),
            Len::Member { off, width, div } => rd(base.add(off as usize), width) / u64::from(div),
            Len::SampleMask { off } => rd(base.add(off as usize), 4).div_ceil(32),
            Len::Select {
                off,
                width,
                sel,
                values,
            } => {
                if values.contains(&(rd(base.add(sel as usize), 4) as u32 as i32)) {
                    rd(base.add(off as usize), width)
                } else {
                    0
                }
            }
            Len::Indirect { ptr, off, width } => {
                let s = rdp(base.add(ptr as usize));
                if s.is_null() {
                    0
                } else {
                    rd(s.add(off as usize), width)
                }
            }
            Len::OutCount { off, width } => {
                let c = rdp(base.add(off as usize));
                if c.is_null() { 0 } else { rd(c, width) }
            }
            // Only evaluated against the arguments (tests/outputs.rs covers it).
            Len::Arg { .. } => 0,
        }
    }
}

fn encode_struct(d: &'static StructDesc, p: *const u8) -> Vec<u8> {
    // SAFETY: built values are valid.
    let n = unsafe { vk_wire::struct_size(d, p) }.unwrap();
    let mut buf = vec![0u8; n];
    // SAFETY: as above.
    let m = unsafe { vk_wire::encode_struct(d, p, &mut IdentityIds, &mut buf) }.unwrap();
    assert_eq!(m, n);
    buf
}

fn check_struct(d: &'static StructDesc, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = Rng(seed | 1);
    let mut store = Store::default();
    let mut b = Builder {
        rng: &mut rng,
        store: &mut store,
        stypes: wire_stypes(),
        flat: flat_stypes(),
    };
    let v = b.make(d, 1, 0, false);
    let bytes = encode_struct(d, v);
    let arena = Arena::new();
    let got = vk_wire::decode_struct(d, &bytes, &mut IdentityIds, &arena)
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", d.name)))?;
    // SAFETY: both values are valid.
    unsafe { same(d, v, got, false) }.map_err(TestCaseError::fail)?;
    prop_assert_eq!(
        &encode_struct(d, got),
        &bytes,
        "re-encoding {} differs",
        d.name
    );
    for cut in (0..bytes.len())
        .step_by(8)
        .chain([bytes.len().saturating_sub(1)])
    {
        if cut < bytes.len() {
            prop_assert!(
                vk_wire::decode_struct(d, &bytes[..cut], &mut IdentityIds, &arena).is_err(),
                "{} prefix {cut}",
                d.name
            );
        }
    }
    let mut m = bytes.clone();
    for _ in 0..8 {
        let i = rng.below(m.len() as u64) as usize;
        m[i] ^= 1 << rng.below(8);
        let _ = vk_wire::decode_struct(d, &m, &mut IdentityIds, &arena);
    }
    Ok(())
}

#[test]
fn every_wire_structure_round_trips() {
    let mut n = 0;
    for d in STRUCTS.iter().filter(|d| d.status == Status::Wire) {
        for seed in 0..4u64 {
            check_struct(d, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ n).unwrap();
        }
        n += 1;
    }
    assert!(n > 650, "{n} structures");
}

fn check_command(i: usize, seed: u64) -> Result<(), TestCaseError> {
    let c = &COMMANDS[i];
    let mut rng = Rng(seed | 1);
    let mut store = Store::default();
    let mut b = Builder {
        rng: &mut rng,
        store: &mut store,
        stypes: wire_stypes(),
        flat: flat_stypes(),
    };
    let v = b.make(&c.args, 1, 0, false);
    let mut buf = vec![0u8; 1 << 16];
    // SAFETY: a valid built value.
    let n = unsafe { vk_wire::encode_request_raw(c, v, &mut IdentityIds, &mut buf) }
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    let bytes = &buf[..n];
    let arena = Arena::new();
    let req = vk_wire::decode_request(bytes, &mut IdentityIds, &arena)
        .map_err(|e| TestCaseError::fail(format!("{}: {e}", c.name)))?;
    prop_assert_eq!(req.command.name, c.name);
    // SAFETY: both valid.
    unsafe { same(&c.args, v, req.args_ptr(), false) }.map_err(TestCaseError::fail)?;
    // The ids of new objects arrive in order.
    let mut ids = Vec::new();
    for m in c.args.members {
        if let Kind::NewHandles { len, .. } = m.kind {
            // SAFETY: the built arguments.
            unsafe {
                let p = rdp(v.add(m.off as usize));
                for k in 0..if p.is_null() { 0 } else { vk_count(len, v) } as usize {
                    ids.push(rd(p.add(8 * k), 8));
                }
            }
        }
    }
    let got: Vec<u64> = req.new_handles.iter().map(|n| n.id).collect();
    prop_assert_eq!(got, ids, "{}", c.name);
    for cut in (0..n).step_by(8) {
        prop_assert!(vk_wire::decode_request(&bytes[..cut], &mut IdentityIds, &arena).is_err());
    }
    let mut m = bytes.to_vec();
    for _ in 0..8 {
        let i = rng.below(m.len() as u64) as usize;
        m[i] ^= 1 << rng.below(8);
        let _ = vk_wire::decode_request(&m, &mut IdentityIds, &arena);
    }
    Ok(())
}

#[test]
fn every_wire_command_round_trips() {
    let mut n = 0;
    for (i, c) in COMMANDS.iter().enumerate() {
        if !generic_ok(c) {
            continue;
        }
        for seed in 0..4u64 {
            check_command(i, seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ i as u64).unwrap();
        }
        n += 1;
    }
    assert!(n >= 400);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_structures_round_trip(i in 0..STRUCTS.len(), seed in any::<u64>()) {
        let d = &STRUCTS[i];
        if d.status == Status::Wire {
            check_struct(d, seed)?;
        }
    }

    #[test]
    fn random_commands_round_trip(i in 0..COMMANDS.len(), seed in any::<u64>()) {
        if generic_ok(&COMMANDS[i]) {
            check_command(i, seed)?;
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512), cmd in 0..COMMANDS.len()) {
        let arena = Arena::with_limit(1 << 20);
        let _ = vk_wire::decode_request(&bytes, &mut IdentityIds, &arena);
        // Same bytes behind a valid header of a real command.
        let mut msg = Vec::new();
        let size = (bytes.len() & !7) as u32;
        msg.extend_from_slice(&COMMANDS[cmd].id.to_le_bytes());
        msg.extend_from_slice(&0u32.to_le_bytes());
        msg.extend_from_slice(&size.to_le_bytes());
        msg.extend_from_slice(&0u32.to_le_bytes());
        msg.extend_from_slice(&bytes[..size as usize]);
        let _ = vk_wire::decode_request(&msg, &mut IdentityIds, &arena);
        let _ = vk_wire::dump(&msg);
    }
}

/// Commands the descriptor-driven builder can make arguments for (template data needs the
/// template's entries: tested by hand).
pub(crate) fn generic_ok(c: &vk_wire::desc::CommandDesc) -> bool {
    c.status == Status::Wire
        && !c
            .args
            .members
            .iter()
            .any(|m| matches!(m.kind, Kind::TemplateData { .. }))
}
