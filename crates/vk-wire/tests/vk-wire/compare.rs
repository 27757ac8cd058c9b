//! The independent walker of the property tests: compares a built value with its decoded copy
//! member by member, following the generated tables (pointers, arrays, chains, unions), with
//! the pointers the specification says are ignored left out.

use vk_wire::desc::{Elem, Kind, Len, Member, StructDesc};
use vk_wire::generated::STRUCTS;

use crate::build::{rd, rdp};

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
