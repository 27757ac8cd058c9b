//! The `vk_wire::desc::Kind` of each member of a structure or command: pointers,
//! arrays, strings, handles, unions, outputs, and why a member cannot be carried.

use crate::model::{MDesc, Model, Status};
use crate::registry::Member;
use crate::rules::{base_out_struct, driver_string, mut_input, opaque_tag, per_info_array};
use std::collections::BTreeSet;

impl Model<'_> {
    /// Classifies one member; `Err` is the reason it cannot be described.
    pub(crate) fn classify(
        &mut self,
        m: &Member,
        siblings: &[Member],
        offs: &[u32],
        is_param: bool,
        out_counts: &BTreeSet<String>,
    ) -> Result<MDesc, Status> {
        let uns = |r: String| Status::Unsupported(r);
        let mut d = MDesc {
            name: m.name.clone(),
            off: 0,
            kind: String::new(),
            refs: Vec::new(),
            special: true,
            flat: true,
            output: false,
        };
        let t = self.reg.resolve(&m.ty).to_string();
        let cat = self.category(&t).to_string();
        if cat == "funcpointer" {
            return Err(Status::ByHand(
                "callback: cannot be called across processes".into(),
            ));
        }
        if m.ty == "int" || m.name.ends_with("Fd") || m.name == "fd" {
            return Err(Status::ByHand(
                "file descriptor: travels on the socket with SCM_RIGHTS".into(),
            ));
        }
        if (m.name == "objectHandle" || m.name == "object") && m.ty == "uint64_t" {
            // A handle whose type is the `VkObjectType objectType` member next to it.
            return match siblings
                .iter()
                .position(|s| s.name == "objectType" && s.ty == "VkObjectType")
            {
                Some(j) if m.ptr == 0 => {
                    d.kind = format!("Kind::DynHandle {{ ty_off: {} }}", offs[j]);
                    d.flat = false;
                    Ok(d)
                }
                _ => match siblings
                    .iter()
                    .position(|s| s.name == "objectType" && s.ty == "VkDebugReportObjectTypeEXT")
                {
                    Some(j) if m.ptr == 0 => {
                        d.kind = format!("Kind::DebugHandle {{ ty_off: {} }}", offs[j]);
                        d.flat = false;
                        Ok(d)
                    }
                    _ => Err(uns("handle typed by an unknown member".into())),
                },
            };
        }
        if m.ptr == 0 {
            if m.name == "sType" && t == "VkStructureType" {
                if m.values.is_none() {
                    return Err(uns(
                        "sType without a fixed value (generic chain header)".into()
                    ));
                }
                d.kind = "Kind::SType".into();
                return Ok(d);
            }
            let count: u32 = m.array.iter().product();
            if let Some((s, n)) = self.scalar(&t) {
                d.special = false;
                d.kind = if m.array.is_empty() && m.bits.is_none() {
                    format!("Kind::Scalar(Scalar::{s})")
                } else {
                    format!("Kind::Pod({})", n * count)
                };
                if m.bits.is_some() {
                    d.kind = "Kind::Pod(4)".into();
                }
                if is_param && !m.array.is_empty() {
                    // C array parameters decay to pointers.
                    d.special = true;
                    d.kind = format!(
                        "Kind::Ptr {{ elem: Elem::Bytes({}), len: Len::One, optional: false }}",
                        n * count
                    );
                }
                return Ok(d);
            }
            if cat == "handle" {
                let ty = self
                    .objtype(&t)
                    .ok_or_else(|| uns(format!("handle {t} without object type")))?;
                d.kind = if m.array.is_empty() {
                    format!("Kind::Handle {{ ty: {ty}, optional: {} }}", m.optional)
                } else {
                    format!("Kind::HandleArray {{ ty: {ty}, count: {count} }}")
                };
                return Ok(d);
            }
            if cat == "struct" || cat == "union" {
                let (size, _) = self.layout(&t).map_err(uns)?;
                if self.plain(&t, 0) {
                    d.special = false;
                    d.kind = format!("Kind::Pod({})", size * count);
                    return Ok(d);
                }
                if cat == "union" {
                    if count != 1 {
                        return Err(uns(format!("array of unions {t} holding pointers")));
                    }
                    return self.union_member(m, &t, size, siblings, offs, d);
                }
                if count != 1 {
                    return Err(uns(format!("array of structures {t} holding pointers")));
                }
                d.kind = format!("Kind::Inline({})", self.idx(&t)?);
                d.refs = vec![t.clone()];
                d.flat = self.structs_flat(&t);
                return Ok(d);
            }
            return Err(uns(format!("type {t}")));
        }
        // Pointers.
        if m.name == "pNext" && t == "void" {
            d.kind = "Kind::PNext".into();
            return Ok(d);
        }
        if is_param && t == "VkAllocationCallbacks" {
            d.kind = "Kind::Allocator".into();
            return Ok(d);
        }
        if opaque_tag(m) {
            // A pointer value the driver stores and hands back, never dereferences.
            d.special = false;
            d.kind = "Kind::Pod(8)".into();
            return Ok(d);
        }
        d.flat = false;
        if m.ptr == 2 {
            if per_info_array(m) {
                let info = siblings
                    .iter()
                    .position(|s| s.name == "pInfos")
                    .ok_or_else(|| uns("per-info array without pInfos".into()))?;
                let idef = self
                    .reg
                    .types
                    .get(self.reg.resolve(&siblings[info].ty))
                    .cloned()
                    .ok_or_else(|| uns("pInfos of unknown type".into()))?;
                let ioffs = self.offsets(&idef.members, false).map_err(uns)?;
                let gc = idef
                    .members
                    .iter()
                    .position(|x| x.name == "geometryCount")
                    .ok_or_else(|| uns("pInfos without geometryCount".into()))?;
                let (isize, _) = self.layout(&siblings[info].ty).map_err(uns)?;
                let (elem, _) = self.layout(&t).map_err(uns)?;
                let len = match &m.len {
                    Some(l) => self.parse_len(l, siblings, offs).map_err(uns)?.0,
                    None => return Err(uns("per-info array without length".into())),
                };
                d.kind = format!(
                    "Kind::PerInfo {{ elem: {elem}, len: {len}, infos: {}, stride: {isize}, off: {}, width: 4 }}",
                    offs[info], ioffs[gc]
                );
                return Ok(d);
            }
            if m.is_const
                && cat == "struct"
                && m.len
                    .as_deref()
                    .and_then(|l| l.split_once(','))
                    .map(|x| x.1.trim())
                    == Some("1")
            {
                let first = m
                    .len
                    .as_deref()
                    .unwrap_or("")
                    .split(',')
                    .next()
                    .unwrap_or("");
                let (len, _) = self.parse_len(first, siblings, offs).map_err(uns)?;
                d.refs = vec![t.clone()];
                d.kind = format!(
                    "Kind::Ptr {{ elem: Elem::StructPtrs({}), len: {len}, optional: {} }}",
                    self.idx(&t)?,
                    m.optional
                );
                return Ok(d);
            }
            if t == "char" && m.is_const {
                let (len, strarr) = match &m.len {
                    Some(l) => self.parse_len(l, siblings, offs).map_err(uns)?,
                    None => return Err(uns("string array without length".into())),
                };
                if !strarr {
                    return Err(uns("string array without null-terminated".into()));
                }
                d.kind = format!(
                    "Kind::Ptr {{ elem: Elem::CStrArray, len: {len}, optional: {} }}",
                    m.optional
                );
                return Ok(d);
            }
            return Err(uns(format!("pointer to pointer ({} {})", m.ty, m.name)));
        }
        let output = !m.is_const && !mut_input(m);
        if output && !is_param {
            // Arrays of numbers or plain structures inside a structure, counted by a sibling
            // member (or one element when the pointer has no length and is required): in an
            // input structure (`VkPresentInfoKHR::pResults`, the creation-feedback pointers)
            // the reply brings them back; in an output structure (the DRM format-modifier
            // lists, `VkPipelineExecutableInternalRepresentationKHR::pData`) the request
            // carries the capacity and the reply the elements written.
            let n = if t == "void" {
                Some(1)
            } else if let Some((_, n)) = self.scalar(&t) {
                Some(n)
            } else if cat == "struct" && self.plain(&t, 0) {
                Some(self.layout(&t).map_err(uns)?.0)
            } else {
                None
            };
            let Some(n) = n else {
                return Err(uns(format!(
                    "output array of {t} inside a structure ({})",
                    m.name
                )));
            };
            let len = match &m.len {
                Some(l) => self.parse_len(l, siblings, offs).map_err(uns)?.0,
                None if !m.optional && t != "void" => "Len::One".to_string(),
                None => {
                    return Err(uns(format!(
                        "output inside a structure without length ({})",
                        m.name
                    )));
                }
            };
            if !(len == "Len::One" || len.starts_with("Len::Member") && len.ends_with("div: 1 }")) {
                return Err(uns(format!("output inside a structure, length {len}")));
            }
            d.output = true;
            // Not a pointer the codec follows as input: the structure stays writable as an
            // output (see `StructDesc::flat`).
            d.flat = true;
            d.kind = format!(
                "Kind::Out {{ elem: Elem::Bytes({n}), len: {len}, optional: {} }}",
                m.optional
            );
            return Ok(d);
        }
        if output && out_counts.contains(&m.name) {
            let w = self
                .scalar(&t)
                .map(|x| x.1)
                .ok_or_else(|| uns("count of odd type".into()))?;
            d.kind = format!("Kind::OutCount({w})");
            d.output = true;
            return Ok(d);
        }
        let len = match &m.len {
            Some(l) if l == "null-terminated" => {
                if t != "char" {
                    return Err(uns("null-terminated non-char array".into()));
                }
                d.kind = format!(
                    "Kind::Ptr {{ elem: Elem::CStr, len: Len::One, optional: {} }}",
                    m.optional
                );
                return Ok(d);
            }
            Some(l) => self.parse_len(l, siblings, offs).map_err(uns)?.0,
            None => "Len::One".into(),
        };
        if t == "void" && m.len.is_none() && m.optional && !output && !is_param {
            // An optional opaque pointer of unknown size (capture/replay data): only null
            // can be carried.
            d.kind = "Kind::NullOnly".into();
            return Ok(d);
        }
        let elem = if t == "void" {
            if m.len.is_none() {
                return Err(uns(format!("untyped pointer without length ({})", m.name)));
            }
            "Elem::Bytes(1)".to_string()
        } else if cat == "handle" {
            let ty = self
                .objtype(&t)
                .ok_or_else(|| uns(format!("handle {t} without object type")))?;
            if output && !len.starts_with("Len::OutCount") {
                d.kind = format!("Kind::NewHandles {{ ty: {ty}, len: {len} }}");
                d.output = true;
                return Ok(d);
            }
            format!("Elem::Handle({ty})")
        } else if let Some((_, n)) = self.scalar(&t) {
            format!("Elem::Bytes({n})")
        } else if t == "VkDeviceOrHostAddressKHR" || t == "VkDeviceOrHostAddressConstKHR" {
            "Elem::Bytes(8)".into()
        } else if cat == "basetype" && self.reg.types.get(&t).is_some_and(|d| d.underlying_ptr) {
            // `VkRemoteAddressNV`: an address for another device, carried as its value.
            "Elem::Bytes(8)".into()
        } else if cat == "struct" {
            let t = if t == "VkBaseOutStructure" {
                base_out_struct(&m.name)
                    .ok_or_else(|| uns(format!("generic output structure ({})", m.name)))?
                    .to_string()
            } else {
                t.clone()
            };
            d.refs = vec![t.clone()];
            if output && !self.structs_flat(&t) {
                return Err(uns(format!("output structure {t} holding pointers")));
            }
            format!("Elem::Struct({})", self.idx(&t)?)
        } else if cat == "union" && self.plain(&t, 0) {
            let (s, _) = self.layout(&t).map_err(uns)?;
            format!("Elem::Bytes({s})")
        } else {
            return Err(uns(format!("pointer to {t}")));
        };
        if output {
            d.output = true;
            d.kind = format!(
                "Kind::Out {{ elem: {elem}, len: {len}, optional: {} }}",
                m.optional
            );
        } else {
            d.kind = format!(
                "Kind::Ptr {{ elem: {elem}, len: {len}, optional: {} }}",
                m.optional
            );
        }
        Ok(d)
    }

    /// A union by value whose member is chosen by a sibling enum (`selector`): each member
    /// (`selection`) becomes an arm laid over the union's bytes.
    fn union_member(
        &mut self,
        m: &Member,
        t: &str,
        size: u32,
        siblings: &[Member],
        offs: &[u32],
        mut d: MDesc,
    ) -> Result<MDesc, Status> {
        let uns = |r: String| Status::Unsupported(r);
        let Some(sel) = &m.selector else {
            return Err(uns(format!("union {t} without a selector")));
        };
        let j = siblings
            .iter()
            .position(|s| &s.name == sel)
            .ok_or_else(|| uns(format!("selector {sel} not found")))?;
        if self.scalar(&siblings[j].ty).map(|x| x.1) != Some(4) {
            return Err(uns(format!("selector {sel} is not a 32-bit enum")));
        }
        let me = siblings
            .iter()
            .position(|s| s.name == m.name)
            .ok_or_else(|| uns("union member not found".into()))?;
        let def = self.reg.types[t].clone();
        let zero = vec![0u32; def.members.len()];
        let mut arms = Vec::new();
        // A union of numbers and a driver-owned string (`VkPerformanceValueDataINTEL`) can
        // be written back into an output structure; other unions with special arms cannot.
        let (mut has_str, mut plain) = (false, true);
        for um in &def.members {
            let Some(selection) = &um.selection else {
                return Err(uns(format!(
                    "union {t}: member {} without selection",
                    um.name
                )));
            };
            let mut values = Vec::new();
            for v in selection.split(',') {
                let x = self
                    .reg
                    .enum_values
                    .get(v.trim())
                    .ok_or_else(|| uns(format!("unknown selection {v}")))?;
                values.push(x.to_string());
            }
            let ad = if driver_string(t, &um.name) {
                MDesc {
                    name: um.name.clone(),
                    off: 0,
                    kind: "Kind::OutStr".into(),
                    refs: Vec::new(),
                    special: true,
                    flat: true,
                    output: true,
                }
            } else {
                self.classify(um, &def.members, &zero, false, &BTreeSet::new())?
            };
            has_str |= ad.kind == "Kind::OutStr";
            plain &= ad.kind == "Kind::OutStr" || !ad.special;
            let (asize, _) = self.member_layout(um).map_err(uns)?;
            d.refs.extend(ad.refs.iter().cloned());
            arms.push(format!(
                "Arm {{ values: &[{}], size: {asize}, member: m({:?}, {}, {}) }}",
                values.join(", "),
                um.name,
                offs[me],
                ad.kind
            ));
        }
        d.flat = has_str && plain;
        d.kind = format!(
            "Kind::Union {{ sel: {}, size: {size}, arms: &[{}] }}",
            offs[j],
            arms.join(", ")
        );
        Ok(d)
    }
}
