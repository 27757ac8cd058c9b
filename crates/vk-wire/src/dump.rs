//! A readable dump of a stream of request messages: command names and fields.
//!
//! The dump decodes each message (so it validates exactly as the renderer would), with ids
//! left as they are, and prints the rebuilt structures through their descriptors.

use crate::arena::Arena;
use crate::decode::{decode_request, next_message};
use crate::desc::{Elem, Kind, Scalar, StructDesc};
use crate::encode::{count, elem_size, read_ptr, read_uw};
use crate::error::DecodeError;
use crate::generated::STRUCTS;
use crate::{FLAG_REPLY, IdentityIds, struct_by_stype};
use std::fmt::Write as _;

/// Most array elements printed per array.
const MAX_ELEMS: usize = 16;

/// Dumps every message of `stream` (request messages; replies are named with their size).
/// Stops at the first message that does not decode, returning that error.
pub fn dump(stream: &[u8]) -> Result<String, DecodeError> {
    let mut out = String::new();
    let mut rest = stream;
    let mut arena = Arena::new();
    while !rest.is_empty() {
        let (h, msg, r) = next_message(rest)?;
        rest = r;
        if h.flags & FLAG_REPLY != 0 {
            let name = crate::command(h.command).map_or("?", |c| c.name);
            let _ = writeln!(out, "reply {name} ({} bytes)", h.size);
            continue;
        }
        arena.reset();
        if h.command == crate::capture::CAPTURE_DESCRIPTOR_DATA {
            let req = crate::capture::decode_request(
                &msg[crate::HEADER_SIZE..],
                &mut IdentityIds,
                &arena,
            )?;
            let _ = write!(
                out,
                "{} {{ device: #{}, pInfo:",
                req.object.command(),
                req.device
            );
            if let Some(d) = req.object.info() {
                // SAFETY: the decoder built a structure of `d` in the arena.
                unsafe { fmt_struct(&mut out, d, req.info, 1) };
            }
            out.push_str(" }\n");
            continue;
        }
        let req = decode_request(msg, &mut IdentityIds, &arena)?;
        out.push_str(req.command.name);
        // SAFETY: the request was decoded into the arena: all pointers are arena pointers of
        // the described types and lengths.
        unsafe { fmt_struct(&mut out, &req.command.args, req.args_ptr(), 0) };
        for n in &req.new_handles {
            let _ = write!(out, " new {:?} #{}", n.ty, n.id);
        }
        out.push('\n');
    }
    Ok(out)
}

/// # Safety
/// `p` is a decoded structure of `d`.
unsafe fn fmt_struct(out: &mut String, d: &'static StructDesc, p: *const u8, depth: usize) {
    // SAFETY: caller.
    unsafe { fmt_fields(out, d, p, depth, false) }
}

/// The fields of a decoded structure; a structure printed as a link of a `pNext` chain
/// (`chained`) leaves its own `pNext` out, since the chain's head prints every link once
/// (printing the rest of the chain again at each link is exponential in its length).
///
/// # Safety
/// `p` is a decoded structure of `d`.
unsafe fn fmt_fields(
    out: &mut String,
    d: &'static StructDesc,
    p: *const u8,
    depth: usize,
    chained: bool,
) {
    out.push_str(" {");
    for m in d.members {
        if matches!(m.kind, Kind::Pad(_)) || (chained && matches!(m.kind, Kind::PNext)) {
            continue;
        }
        // SAFETY: member of the decoded structure.
        let q = unsafe { p.add(m.off as usize) };
        let _ = write!(out, " {}: ", m.name);
        // SAFETY: as above: the decoder established every pointer and count.
        unsafe { fmt_member(out, d, m.kind, p, q, depth) };
        out.push(',');
    }
    out.push_str(" }");
}

/// # Safety
/// `q` is the member of kind `kind` of the decoded structure at `base`.
unsafe fn fmt_member(
    out: &mut String,
    _d: &'static StructDesc,
    kind: Kind,
    base: *const u8,
    q: *const u8,
    depth: usize,
) {
    // SAFETY: caller; every read below is of a decoded member or of arena data it points to.
    unsafe {
        match kind {
            Kind::Scalar(s) => {
                let v = read_uw(q, s.size() as u8);
                let _ = match s {
                    Scalar::F32 => write!(out, "{}", f32::from_bits(v as u32)),
                    Scalar::F64 => write!(out, "{}", f64::from_bits(v)),
                    Scalar::I32 => write!(out, "{}", v as u32 as i32),
                    Scalar::I64 => write!(out, "{}", v as i64),
                    _ => write!(out, "{v}"),
                };
            }
            Kind::Pod(n) => hex(out, q, n as usize),
            Kind::Pad(_) => {}
            Kind::SType => {
                let _ = write!(out, "{}", read_uw(q, 4) as u32 as i32);
            }
            Kind::PNext => {
                let mut p = read_ptr(q);
                out.push('[');
                while !p.is_null() {
                    let st = read_uw(p, 4) as u32 as i32;
                    match struct_by_stype(st) {
                        Some(c) if depth < 8 => {
                            out.push_str(c.name);
                            fmt_fields(out, c, p, depth + 1, true);
                        }
                        _ => {
                            let _ = write!(out, "sType {st}");
                        }
                    }
                    p = read_ptr(p.add(8));
                    if !p.is_null() {
                        out.push_str(", ");
                    }
                }
                out.push(']');
            }
            Kind::Union { sel, arms, .. } => {
                let v = read_uw(base.add(sel as usize), 4) as u32 as i32;
                match arms.iter().find(|a| a.values.contains(&v)) {
                    Some(a) => {
                        let _ = write!(out, "{}: ", a.member.name);
                        fmt_member(out, _d, a.member.kind, base, q, depth + 1);
                    }
                    None => out.push('?'),
                }
            }
            Kind::PerInfo { len, .. } => {
                let _ = write!(out, "[{} arrays]", count(len, base));
            }
            Kind::Handle { .. } | Kind::DynHandle { .. } | Kind::DebugHandle { .. } => {
                let _ = write!(out, "#{}", read_uw(q, 8));
            }
            Kind::HandleArray { count, .. } => {
                out.push('[');
                for i in 0..count as usize {
                    let _ = write!(out, "#{} ", read_uw(q.add(8 * i), 8));
                }
                out.push(']');
            }
            Kind::Inline(i) => fmt_struct(out, &STRUCTS[i as usize], q, depth + 1),
            Kind::Allocator | Kind::NullOnly => out.push_str("null"),
            Kind::OutStr => out.push_str("out string"),
            Kind::TemplateData { .. } => out.push_str("<template data>"),
            Kind::OutCount(w) => {
                let p = read_ptr(q);
                if p.is_null() {
                    out.push_str("null");
                } else {
                    let _ = write!(out, "&mut {}", read_uw(p, w));
                }
            }
            Kind::Out { elem, len, .. } => {
                let p = read_ptr(q);
                if p.is_null() {
                    out.push_str("null");
                } else {
                    let _ = write!(out, "out[{}]", count(len, base));
                    let _ = elem;
                }
            }
            Kind::NewHandles { len, .. } => {
                let _ = write!(out, "new[{}]", count(len, base));
            }
            Kind::Ptr { elem, len, .. } => {
                let p = read_ptr(q);
                if p.is_null() {
                    out.push_str("null");
                    return;
                }
                match elem {
                    Elem::CStr => {
                        let s = std::ffi::CStr::from_ptr(p.cast());
                        let _ = write!(out, "{:?}", s.to_string_lossy());
                    }
                    Elem::CStrArray => {
                        out.push('[');
                        for i in 0..(count(len, base) as usize).min(MAX_ELEMS) {
                            let s = std::ffi::CStr::from_ptr(read_ptr(p.add(8 * i)).cast());
                            let _ = write!(out, "{:?}, ", s.to_string_lossy());
                        }
                        out.push(']');
                    }
                    Elem::Bytes(sz) => {
                        let n = count(len, base) as usize;
                        let bytes = n * sz as usize;
                        hex(out, p, bytes);
                    }
                    Elem::Handle(_) => {
                        out.push('[');
                        for i in 0..(count(len, base) as usize).min(MAX_ELEMS) {
                            let _ = write!(out, "#{} ", read_uw(p.add(8 * i), 8));
                        }
                        out.push(']');
                    }
                    Elem::StructPtrs(i) => {
                        let s = &STRUCTS[i as usize];
                        let n = count(len, base) as usize;
                        out.push('[');
                        for k in 0..n.min(MAX_ELEMS) {
                            out.push_str(s.name);
                            fmt_struct(out, s, read_ptr(p.add(8 * k)), depth + 1);
                            out.push(',');
                        }
                        out.push(']');
                    }
                    Elem::Struct(i) => {
                        let s = &STRUCTS[i as usize];
                        let n = count(len, base) as usize;
                        out.push('[');
                        for k in 0..n.min(MAX_ELEMS) {
                            out.push_str(s.name);
                            fmt_struct(out, s, p.add(k * elem_size(elem)), depth + 1);
                            out.push(',');
                        }
                        if n > MAX_ELEMS {
                            let _ = write!(out, " ... {n} in all");
                        }
                        out.push(']');
                    }
                }
            }
        }
    }
}

/// # Safety
/// `p` is readable for `n` bytes.
unsafe fn hex(out: &mut String, p: *const u8, n: usize) {
    out.push_str("0x");
    for i in 0..n.min(32) {
        // SAFETY: caller.
        let _ = write!(out, "{:02x}", unsafe { p.add(i).read() });
    }
    if n > 32 {
        let _ = write!(out, "... ({n} bytes)");
    }
}
