//! Turning the registry into vk-wire descriptors: C layout (LP64), member kinds, the
//! status of every structure and command.

use crate::registry::{Member, Registry};
use crate::rules::{
    add_pads, ash_mismatch, base_out_struct, by_hand_command, by_hand_struct, driver_string,
    mut_input, opaque_tag, per_info_array, precise_reason,
};
use std::collections::{BTreeSet, HashMap};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Wire,
    ByHand(String),
    Unsupported(String),
}

impl Status {
    pub fn emit(&self) -> String {
        match self {
            Status::Wire => "Status::Wire".into(),
            Status::ByHand(r) => format!("Status::ByHand({r:?})"),
            Status::Unsupported(r) => format!("Status::Unsupported({r:?})"),
        }
    }
    fn worse(self, other: Status) -> Status {
        match (&self, &other) {
            (Status::Wire, _) => other,
            _ => self,
        }
    }
}

#[derive(Debug, Clone)]
pub struct MDesc {
    pub name: String,
    pub off: u32,
    /// Rust expression of the `Kind`.
    pub kind: String,
    /// Referenced structure (pointer, inline, output) for status propagation.
    pub refs: Vec<String>,
    pub special: bool,
    pub flat: bool,
    pub output: bool,
}

#[derive(Debug, Clone)]
pub struct SDesc {
    pub name: String,
    pub stype: Option<i64>,
    pub size: u32,
    pub pod: bool,
    pub flat: bool,
    pub status: Status,
    pub members: Vec<MDesc>,
}

#[derive(Debug, Clone)]
pub struct CDesc {
    pub name: String,
    pub ret: &'static str,
    pub reply: bool,
    pub status: Status,
    pub args: SDesc,
    pub params: Vec<Member>,
}

pub struct Model<'r> {
    pub reg: &'r Registry,
    /// Structures, sorted by name; index = position.
    pub structs: Vec<SDesc>,
    pub index: HashMap<String, usize>,
    pub commands: Vec<CDesc>,
    layouts: HashMap<String, Result<(u32, u32), String>>,
}

const BASE: &[(&str, &str, u32)] = &[
    ("uint8_t", "U8", 1),
    ("char", "U8", 1),
    ("int8_t", "I8", 1),
    ("uint16_t", "U16", 2),
    ("int16_t", "I16", 2),
    ("uint32_t", "U32", 4),
    ("int32_t", "I32", 4),
    ("uint64_t", "U64", 8),
    ("size_t", "U64", 8),
    ("int64_t", "I64", 8),
    ("float", "F32", 4),
    ("double", "F64", 4 * 2),
    ("int", "I32", 4),
];

fn round(v: u32, a: u32) -> u32 {
    v.div_ceil(a) * a
}

impl<'r> Model<'r> {
    pub fn new(reg: &'r Registry) -> Model<'r> {
        let mut m = Model {
            reg,
            structs: Vec::new(),
            index: HashMap::new(),
            commands: Vec::new(),
            layouts: HashMap::new(),
        };
        m.build();
        m
    }

    pub(crate) fn category(&self, ty: &str) -> &str {
        let t = self.reg.resolve(ty);
        self.reg
            .types
            .get(t)
            .map(|t| t.category.as_str())
            .unwrap_or("")
    }

    /// Scalar kind of a non-pointer, non-array type, if it is one.
    pub(crate) fn scalar(&self, ty: &str) -> Option<(&'static str, u32)> {
        if let Some((_, s, n)) = BASE.iter().find(|(b, _, _)| *b == ty) {
            return Some((s, *n));
        }
        let t = self.reg.resolve(ty);
        let def = self.reg.types.get(t)?;
        match def.category.as_str() {
            "enum" => {
                if self.reg.enums64.contains(t) {
                    Some(("U64", 8))
                } else {
                    Some(("I32", 4))
                }
            }
            "bitmask" => match def.underlying.as_deref() {
                Some("VkFlags64") => Some(("U64", 8)),
                _ => Some(("U32", 4)),
            },
            "basetype" if !def.underlying_ptr => match def.underlying.as_deref() {
                Some(u) => self.scalar(u),
                None => None,
            },
            _ => None,
        }
    }

    /// (size, align) of a type by value.
    pub fn layout(&mut self, ty: &str) -> Result<(u32, u32), String> {
        if let Some((_, n)) = self.scalar(ty) {
            return Ok((n, n));
        }
        let t = self.reg.resolve(ty).to_string();
        if let Some(l) = self.layouts.get(&t) {
            return l.clone();
        }
        let Some(def) = self.reg.types.get(&t) else {
            return Err(format!("unknown type {t}"));
        };
        let r = match def.category.as_str() {
            "handle" | "funcpointer" => Ok((8, 8)),
            "struct" | "union" => {
                let union = def.category == "union";
                let members = def.members.clone();
                let mut size = 0u32;
                let mut align = 1u32;
                let mut bits_used = 0u32;
                let mut res = Ok(());
                for mem in &members {
                    let (s, a) = match self.member_layout(mem) {
                        Ok(l) => l,
                        Err(e) => {
                            res = Err(e);
                            break;
                        }
                    };
                    align = align.max(a);
                    if union {
                        size = size.max(s);
                    } else if let Some(b) = mem.bits {
                        if bits_used == 0 || bits_used + b > 32 {
                            size = round(size, a) + s;
                            bits_used = 0;
                        }
                        bits_used += b;
                    } else {
                        bits_used = 0;
                        size = round(size, a) + s;
                    }
                }
                res.map(|_| (round(size, align), align))
            }
            c => Err(format!("type {t} of category {c:?} has no portable layout")),
        };
        self.layouts.insert(t, r.clone());
        r
    }

    pub(crate) fn member_layout(&mut self, m: &Member) -> Result<(u32, u32), String> {
        let (s, a) = if m.ptr > 0 {
            (8, 8)
        } else {
            self.layout(&m.ty)?
        };
        let n: u32 = m.array.iter().product();
        Ok((s * n, a))
    }

    /// Offsets of members in C layout.
    pub(crate) fn offsets(&mut self, members: &[Member], union: bool) -> Result<Vec<u32>, String> {
        let mut offs = Vec::new();
        let mut size = 0u32;
        let mut bits_used = 0u32;
        for m in members {
            let (s, a) = self.member_layout(m)?;
            if union {
                offs.push(0);
            } else if let Some(b) = m.bits {
                if bits_used == 0 || bits_used + b > 32 {
                    size = round(size, a);
                    offs.push(size);
                    size += s;
                    bits_used = 0;
                } else {
                    offs.push(size - s);
                }
                bits_used += b;
            } else {
                bits_used = 0;
                size = round(size, a);
                offs.push(size);
                size += s;
            }
        }
        Ok(offs)
    }

    fn objtype(&self, handle: &str) -> Option<i64> {
        let t = self.reg.resolve(handle);
        let def = self.reg.types.get(t)?;
        self.reg.enum_values.get(def.objtype.as_deref()?).copied()
    }

    /// Whether a by-value type holds pointers or handles (recursively).
    pub(crate) fn plain(&self, ty: &str, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        if self.scalar(ty).is_some() {
            return true;
        }
        let t = self.reg.resolve(ty);
        if t == "VkDeviceOrHostAddressKHR" || t == "VkDeviceOrHostAddressConstKHR" {
            return true;
        }
        match self.reg.types.get(t) {
            Some(def) if def.category == "struct" || def.category == "union" => def
                .members
                .iter()
                .all(|m| m.ptr == 0 && m.ty != "VkStructureType" && self.plain(&m.ty, depth + 1)),
            _ => false,
        }
    }

    /// Classifies one member; `Err` is the reason it cannot be described.
    fn classify(
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

    fn idx(&self, t: &str) -> Result<usize, Status> {
        self.index
            .get(t)
            .copied()
            .ok_or_else(|| Status::Unsupported(format!("structure {t} outside the selection")))
    }

    fn structs_flat(&self, t: &str) -> bool {
        self.index.get(t).is_some_and(|&i| self.structs[i].flat)
    }

    fn build(&mut self) {
        let reg = self.reg;
        // Closure of structure types.
        let mut todo: Vec<String> = reg
            .selected_types
            .iter()
            .filter(|t| matches!(self.category(t), "struct"))
            .cloned()
            .collect();
        for c in &reg.selected_commands {
            if let Some(cmd) = reg.commands.get(reg.resolve_command(c)) {
                todo.extend(cmd.params.iter().map(|p| p.ty.clone()));
            }
        }
        let mut names = BTreeSet::new();
        while let Some(t) = todo.pop() {
            let t = reg.resolve(&t).to_string();
            if self.category(&t) != "struct" && self.category(&t) != "union" {
                continue;
            }
            if self.category(&t) == "struct" && !names.insert(t.clone()) {
                continue;
            }
            if let Some(def) = reg.types.get(&t) {
                todo.extend(def.members.iter().map(|m| m.ty.clone()));
            }
        }
        for (i, n) in names.iter().enumerate() {
            self.index.insert(n.clone(), i);
            self.structs.push(SDesc {
                name: n.clone(),
                stype: None,
                size: 0,
                pod: true,
                flat: true,
                status: Status::Wire,
                members: Vec::new(),
            });
        }
        // Flatness depends on inner structures: iterate to a fixed point (nesting is shallow).
        for _ in 0..6 {
            for i in 0..self.structs.len() {
                let name = self.structs[i].name.clone();
                let s = self.describe_struct(&name);
                self.structs[i] = s;
            }
        }
        // Propagate statuses through pointers and inline members (not through pNext).
        for _ in 0..6 {
            for i in 0..self.structs.len() {
                let mut st = self.structs[i].status.clone();
                for m in &self.structs[i].members {
                    for r in &m.refs {
                        if let Some(&j) = self.index.get(r)
                            && j != i
                        {
                            st = st.worse(self.inherited(j));
                        }
                    }
                }
                self.structs[i].status = st;
            }
        }
        let cmds: Vec<String> = reg
            .selected_commands
            .iter()
            .filter(|c| !reg.command_aliases.contains_key(*c))
            .cloned()
            .collect();
        for c in cmds {
            let cd = self.describe_command(&c);
            self.commands.push(cd);
        }
    }

    fn inherited(&self, j: usize) -> Status {
        match &self.structs[j].status {
            Status::Wire => Status::Wire,
            Status::ByHand(r) => Status::ByHand(format!("{}: {r}", self.structs[j].name)),
            Status::Unsupported(r) => Status::Unsupported(format!("{}: {r}", self.structs[j].name)),
        }
    }

    fn describe_struct(&mut self, name: &str) -> SDesc {
        let def = self.reg.types[name].clone();
        let mut s = SDesc {
            name: name.to_string(),
            stype: None,
            size: 0,
            pod: true,
            flat: true,
            status: Status::Wire,
            members: Vec::new(),
        };
        if let Some(r) = by_hand_struct(name) {
            s.status = Status::ByHand(r.into());
        }
        if let Some(v) = def
            .members
            .iter()
            .find(|m| m.name == "sType")
            .and_then(|m| m.values.as_ref())
        {
            s.stype = self.reg.enum_values.get(v).copied();
        }
        if let Some(r) = ash_mismatch(name) {
            s.status = Status::Unsupported(r.into());
            return s;
        }
        match self.layout(name) {
            Ok((size, _)) => s.size = size,
            Err(e) => {
                s.status = Status::Unsupported(e);
                return s;
            }
        }
        let offs = match self.offsets(&def.members, false) {
            Ok(o) => o,
            Err(e) => {
                s.status = Status::Unsupported(e);
                return s;
            }
        };
        for (i, m) in def.members.iter().enumerate() {
            if m.name == "sType"
                && let Some(v) = &m.values
            {
                s.stype = self.reg.enum_values.get(v).copied();
            }
            let classified = match self.arg_sized(&s.name, m) {
                Some(r) => r,
                None if driver_string(&s.name, &m.name) => Ok(MDesc {
                    name: m.name.clone(),
                    off: 0,
                    kind: "Kind::OutStr".into(),
                    refs: Vec::new(),
                    special: true,
                    flat: true,
                    output: true,
                }),
                None => self.classify(m, &def.members, &offs, false, &BTreeSet::new()),
            };
            match classified {
                Ok(mut d) => {
                    d.off = offs[i];
                    s.pod &= !d.special;
                    s.flat &= d.flat;
                    s.members.push(d);
                }
                Err(st) => {
                    s.status = s.status.worse(st);
                    s.flat = false;
                    s.pod = false;
                    s.members.push(MDesc {
                        name: m.name.clone(),
                        off: offs[i],
                        kind: "Kind::Pod(0)".into(),
                        refs: Vec::new(),
                        special: true,
                        flat: false,
                        output: false,
                    });
                }
            }
        }
        if name == "VkWriteDescriptorSet" {
            self.select_descriptor_arrays(&mut s, &def.members, &offs);
        }
        self.select_ignored_arrays(&mut s, &def.members, &offs);
        let union = def.category == "union";
        if !union {
            let sizes: Vec<u32> = def
                .members
                .iter()
                .map(|m| self.member_layout(m).map(|l| l.0).unwrap_or(0))
                .collect();
            add_pads(&mut s, &sizes);
        }
        s
    }

    fn describe_command(&mut self, name: &str) -> CDesc {
        let cmd = self.reg.commands[name].clone();
        let ret: &'static str = match cmd.ret.as_str() {
            "void" => "Ret::Void",
            "VkResult" => "Ret::Result",
            "uint32_t" | "VkBool32" => "Ret::U32",
            "uint64_t" | "VkDeviceAddress" | "VkDeviceSize" => "Ret::U64",
            _ => "Ret::Pfn",
        };
        let mut status = Status::Wire;
        if let Some(r) = by_hand_command(name) {
            status = Status::ByHand(r.into());
        }
        if ret == "Ret::Pfn" && status == Status::Wire {
            status = Status::Unsupported(format!("return type {}", cmd.ret));
        }
        let mut out_counts = BTreeSet::new();
        for p in &cmd.params {
            if let Some(l) = &p.len {
                let first = l.split(',').next().unwrap_or("");
                if cmd
                    .params
                    .iter()
                    .any(|q| q.name == first && q.ptr == 1 && !q.is_const)
                {
                    out_counts.insert(first.to_string());
                }
            }
        }
        let mut args = SDesc {
            name: name.to_string(),
            stype: None,
            size: 0,
            pod: false,
            flat: false,
            status: Status::Wire,
            members: Vec::new(),
        };

        // Every parameter is at most 8 bytes and 8-aligned in the generated args structs
        // (by-value structures larger than 8 bytes are checked below).
        let mut off = 0u32;
        let mut real_offs = Vec::new();
        for p in &cmd.params {
            let (s, a) = match self.member_layout(&Member {
                array: vec![],
                ..p.clone()
            }) {
                Ok(l) => l,
                Err(e) => {
                    status = status.worse(Status::Unsupported(e));
                    (8, 8)
                }
            };
            let (s, a) = if p.array.is_empty() { (s, a) } else { (8, 8) };
            off = round(off, a);
            real_offs.push(off);
            off += s;
        }

        args.size = round(off.max(1), 8);
        let mut reply = ret != "Ret::Void";
        for (i, p) in cmd.params.iter().enumerate() {
            let template = cmd
                .params
                .iter()
                .position(|q| q.ty == "VkDescriptorUpdateTemplate");
            if let (Some(t), "pData", true) = (template, p.name.as_str(), p.ty == "void") {
                // Laid out by the template's entries (the caller's tables know them).
                args.members.push(MDesc {
                    name: p.name.clone(),
                    off: real_offs[i],
                    kind: format!("Kind::TemplateData {{ template: {} }}", real_offs[t]),
                    refs: Vec::new(),
                    special: true,
                    flat: false,
                    output: false,
                });
                continue;
            }
            match self.classify(p, &cmd.params, &real_offs, true, &out_counts) {
                Ok(mut d) => {
                    d.off = real_offs[i];
                    if d.output && !d.kind.starts_with("Kind::NewHandles") {
                        reply = true;
                    }
                    for r in &d.refs {
                        if let Some(&j) = self.index.get(r) {
                            status = status.worse(self.inherited(j));
                        }
                    }
                    args.members.push(d);
                }
                Err(st) => {
                    status = status.worse(st);
                    args.members.push(MDesc {
                        name: p.name.clone(),
                        off: real_offs[i],
                        kind: "Kind::Pod(0)".into(),
                        refs: Vec::new(),
                        special: true,
                        flat: false,
                        output: false,
                    });
                }
            }
        }
        let sizes: Vec<u32> = cmd
            .params
            .iter()
            .map(|p| {
                if p.array.is_empty() {
                    self.member_layout(p).map(|l| l.0).unwrap_or(8)
                } else {
                    8
                }
            })
            .collect();
        add_pads(&mut args, &sizes);
        if let (Status::Unsupported(_), Some(r)) = (&status, precise_reason(name)) {
            status = Status::Unsupported(r.into());
        }
        args.status = status.clone();
        CDesc {
            name: name.to_string(),
            ret,
            reply,
            status,
            args,
            params: cmd.params,
        }
    }
}
