//! The C layout (LP64) of registry types: sizes, alignments, member offsets, and which types
//! are plain numbers.

use crate::model::Model;
use crate::registry::Member;

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

pub(crate) fn round(v: u32, a: u32) -> u32 {
    v.div_ceil(a) * a
}

impl Model<'_> {
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

    pub(crate) fn objtype(&self, handle: &str) -> Option<i64> {
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
}
