//! The hand-written rules of the selection (what drivers handle by hand, known ash layout
//! differences, enum-selected arrays), layout padding, and naming of the generated Rust.

use crate::model::{MDesc, Model, SDesc, Status};
use crate::registry::Member;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Commands the drivers handle by hand, with the reason.
pub fn by_hand_command(name: &str) -> Option<&'static str> {
    Some(match name {
        "vkGetInstanceProcAddr" | "vkGetDeviceProcAddr" | "vkEnumerateInstanceVersion" => {
            "loader entry point: answered by the ICD"
        }
        "vkMapMemory" | "vkUnmapMemory" => "memory mapping: placed-mem shares the pages",
        "vkGetMemoryFdKHR"
        | "vkGetMemoryFdPropertiesKHR"
        | "vkImportSemaphoreFdKHR"
        | "vkGetSemaphoreFdKHR"
        | "vkImportFenceFdKHR"
        | "vkGetFenceFdKHR"
        | "vkAcquireDrmDisplayEXT"
        | "vkGetDrmDisplayEXT" => "file descriptor: travels on the socket with SCM_RIGHTS",
        "vkGetMemoryHostPointerPropertiesEXT" => "host pointer import: placed-mem",
        "vkGetBufferOpaqueCaptureDescriptorDataEXT"
        | "vkGetImageOpaqueCaptureDescriptorDataEXT"
        | "vkGetImageViewOpaqueCaptureDescriptorDataEXT"
        | "vkGetSamplerOpaqueCaptureDescriptorDataEXT"
        | "vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT" => {
            "opaque capture data: pData's size is a device property (VkPhysicalDeviceDescriptorBufferPropertiesEXT::*CaptureReplayDescriptorDataSize) the renderer looks up; carried by vk_wire::capture"
        }
        "vkBuildAccelerationStructuresKHR"
        | "vkCopyAccelerationStructureKHR"
        | "vkCopyAccelerationStructureToMemoryKHR"
        | "vkCopyMemoryToAccelerationStructureKHR"
        | "vkWriteAccelerationStructuresPropertiesKHR"
        | "vkBuildMicromapsEXT"
        | "vkCopyMicromapEXT"
        | "vkCopyMicromapToMemoryEXT"
        | "vkCopyMemoryToMicromapEXT"
        | "vkWriteMicromapsPropertiesEXT" => {
            "host-address command: cannot cross a process boundary (left out by design)"
        }
        _ if name.starts_with("vkCreate") && name.ends_with("SurfaceKHR") => {
            "surface creation: the ICD emulates surfaces (wsi-ahb)"
        }
        _ if name.starts_with("vkCreate") && name.ends_with("SurfaceEXT") => {
            "surface creation: the ICD emulates surfaces (wsi-ahb)"
        }
        _ => return None,
    })
}

/// Pointer members whose value the driver only stores and hands back (never dereferences):
/// they travel as 8 opaque bytes (`vkCmdSetCheckpointNV`'s marker, returned by
/// `vkGetQueueCheckpointData*NV`; the INTEL performance API's user data).
pub fn opaque_tag(m: &Member) -> bool {
    // (Callback structures with `pUserData` stay by hand: their function pointer decides.)
    m.ty == "void"
        && m.ptr == 1
        && m.len.is_none()
        && matches!(m.name.as_str(), "pCheckpointMarker" | "pUserData")
}

/// Pointers `vk.xml` declares without `const` although the application only passes data in
/// (`VkImageCompressionControlEXT::pFixedRateFlags`, an input per the specification): they
/// are carried as inputs, not as output arrays.
pub fn mut_input(m: &Member) -> bool {
    m.name == "pFixedRateFlags"
}

/// `const char*` members of output structures (or of unions in them) that point to strings
/// the driver owns (`VkDisplayPropertiesKHR::displayName`,
/// `VkPerformanceValueDataINTEL::valueString`): `Kind::OutStr`.
pub fn driver_string(structure: &str, member: &str) -> bool {
    matches!(
        (structure, member),
        ("VkDisplayPropertiesKHR", "displayName") | ("VkPerformanceValueDataINTEL", "valueString")
    )
}

/// Output arrays of an output structure sized by a member of the structure that another
/// argument of the same command points to (spec text, not `vk.xml`):
/// `VkDeviceFaultInfoEXT`'s arrays are sized by `vkGetDeviceFaultInfoEXT::pFaultCounts`.
/// `(structure, array member, counts structure, count member, offset of the counts pointer in
/// the command's arguments)`.
pub const ARG_SIZED: &[(&str, &str, &str, &str, u32)] = &[
    (
        "VkDeviceFaultInfoEXT",
        "pAddressInfos",
        "VkDeviceFaultCountsEXT",
        "addressInfoCount",
        8,
    ),
    (
        "VkDeviceFaultInfoEXT",
        "pVendorInfos",
        "VkDeviceFaultCountsEXT",
        "vendorInfoCount",
        8,
    ),
    (
        "VkDeviceFaultInfoEXT",
        "pVendorBinaryData",
        "VkDeviceFaultCountsEXT",
        "vendorBinarySize",
        8,
    ),
];

/// Arrays of pointers to arrays whose element `i` has `pInfos[i].geometryCount` elements
/// (spec text, not `vk.xml`): `vkCmdBuildAccelerationStructuresKHR::ppBuildRangeInfos`,
/// `vkCmdBuildAccelerationStructuresIndirectKHR::ppMaxPrimitiveCounts`.
pub fn per_info_array(m: &Member) -> bool {
    matches!(
        m.name.as_str(),
        "ppBuildRangeInfos" | "ppMaxPrimitiveCounts"
    )
}

/// The structure a `VkBaseOutStructure*` parameter must point to (valid usage).
pub fn base_out_struct(member: &str) -> Option<&'static str> {
    match member {
        "pPipelineProperties" => Some("VkPipelinePropertiesIdentifierEXT"),
        _ => None,
    }
}

/// Precise reasons for the commands that stay unsupported (the generic reason names only the
/// construct the generator stopped at).
pub fn precise_reason(name: &str) -> Option<&'static str> {
    Some(match name {
        "vkCmdCuLaunchKernelNVX" => {
            "VkCuLaunchInfoNVX: kernel parameters are pointers to values whose sizes only the CUDA kernel signature knows"
        }
        "vkGetDescriptorSetHostMappingVALVE" => {
            "returns a host address of the renderer's descriptor memory: cannot cross a process boundary"
        }
        _ => return None,
    })
}

pub fn by_hand_struct(name: &str) -> Option<&'static str> {
    Some(match name {
        "VkAllocationCallbacks" => "allocation callbacks are never forwarded",
        "VkImportMemoryHostPointerInfoEXT" => "host pointer import: placed-mem",
        _ => return None,
    })
}

/// Structures whose layout in ash 0.38 (generated from a newer vk.xml) differs from this
/// vk.xml: the wire cannot copy them.
pub fn ash_mismatch(name: &str) -> Option<&'static str> {
    Some(match name {
        "VkDeviceFaultVendorBinaryHeaderVersionOneEXT"
        | "VkPhysicalDeviceClusterCullingShaderPropertiesHUAWEI" => {
            "ash 0.38's layout differs from this vk.xml"
        }
        _ => return None,
    })
}

/// Appends `Kind::Pad` members for the holes of the C layout (the encoder zeroes them, so no
/// uninitialised padding byte of the application's structure reaches the wire).
pub fn add_pads(s: &mut SDesc, sizes: &[u32]) {
    let mut end = 0u32;
    let mut pads = Vec::new();
    for (m, &sz) in s.members.iter().zip(sizes) {
        if m.off > end {
            pads.push((end, m.off - end));
        }
        end = end.max(m.off + sz);
    }
    if s.size > end {
        pads.push((end, s.size - end));
    }
    for (off, n) in pads {
        s.members.push(MDesc {
            name: String::new(),
            off,
            kind: format!("Kind::Pad({n})"),
            refs: Vec::new(),
            special: false,
            flat: true,
            output: false,
        });
    }
}

pub fn snake(s: &str) -> String {
    let mut out = String::new();
    let cs: Vec<char> = s.chars().collect();
    for (i, &c) in cs.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev_lower =
                i > 0 && (cs[i - 1].is_ascii_lowercase() || cs[i - 1].is_ascii_digit());
            let next_lower = i + 1 < cs.len() && cs[i + 1].is_ascii_lowercase();
            let prev_upper = i > 0 && cs[i - 1].is_ascii_uppercase();
            if i > 0 && (prev_lower || (prev_upper && next_lower)) {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    match out.as_str() {
        "type" => "ty".into(),
        _ => out,
    }
}

impl Model<'_> {
    /// An output array of an output structure sized by a member of another argument's
    /// structure ([`ARG_SIZED`]): `Kind::Out` with `Len::Arg`.
    pub(crate) fn arg_sized(&mut self, sname: &str, m: &Member) -> Option<Result<MDesc, Status>> {
        let &(_, _, counts, member, ptr) =
            ARG_SIZED.iter().find(|r| r.0 == sname && r.1 == m.name)?;
        Some(self.arg_sized_desc(m, counts, member, ptr))
    }

    fn arg_sized_desc(
        &mut self,
        m: &Member,
        counts: &str,
        member: &str,
        ptr: u32,
    ) -> Result<MDesc, Status> {
        let uns = |r: String| Status::Unsupported(r);
        let cdef = self
            .reg
            .types
            .get(counts)
            .cloned()
            .ok_or_else(|| uns(format!("{counts} not found")))?;
        let coffs = self.offsets(&cdef.members, false).map_err(uns)?;
        let j = cdef
            .members
            .iter()
            .position(|x| x.name == member)
            .ok_or_else(|| uns(format!("{counts}::{member} not found")))?;
        let w = self
            .scalar(&cdef.members[j].ty)
            .map(|x| x.1)
            .ok_or_else(|| uns("count of odd type".into()))?;
        let t = self.reg.resolve(&m.ty).to_string();
        let n = if t == "void" {
            1
        } else if self.plain(&t, 0) {
            self.layout(&t).map_err(uns)?.0
        } else {
            return Err(uns(format!("output array of {t} holding pointers")));
        };
        Ok(MDesc {
            name: m.name.clone(),
            off: 0,
            kind: format!(
                "Kind::Out {{ elem: Elem::Bytes({n}), len: Len::Arg {{ ptr: {ptr}, off: {}, width: {w} }}, optional: false }}",
                coffs[j]
            ),
            refs: Vec::new(),
            special: true,
            flat: true,
            output: true,
        })
    }

    /// Arrays the specification says are ignored unless an enum member has some value: the
    /// encoder must not follow them otherwise (they may be dangling), so their count becomes
    /// 0 on the wire. `(structure, pointer, count member, selector member, selector values)`.
    pub(crate) fn select_ignored_arrays(&self, s: &mut SDesc, members: &[Member], offs: &[u32]) {
        const RULES: &[(&str, &str, &str, &str, &[&str])] = &[
            (
                "VkDescriptorSetLayoutBinding",
                "pImmutableSamplers",
                "descriptorCount",
                "descriptorType",
                &[
                    "VK_DESCRIPTOR_TYPE_SAMPLER",
                    "VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER",
                ],
            ),
            (
                "VkBufferCreateInfo",
                "pQueueFamilyIndices",
                "queueFamilyIndexCount",
                "sharingMode",
                &["VK_SHARING_MODE_CONCURRENT"],
            ),
            (
                "VkImageCreateInfo",
                "pQueueFamilyIndices",
                "queueFamilyIndexCount",
                "sharingMode",
                &["VK_SHARING_MODE_CONCURRENT"],
            ),
            (
                "VkPhysicalDeviceImageDrmFormatModifierInfoEXT",
                "pQueueFamilyIndices",
                "queueFamilyIndexCount",
                "sharingMode",
                &["VK_SHARING_MODE_CONCURRENT"],
            ),
            (
                "VkSwapchainCreateInfoKHR",
                "pQueueFamilyIndices",
                "queueFamilyIndexCount",
                "imageSharingMode",
                &["VK_SHARING_MODE_CONCURRENT"],
            ),
        ];
        for &(st, ptr, cnt, sel, values) in RULES {
            if s.name != st {
                continue;
            }
            let pos = |n: &str| members.iter().position(|m| m.name == n);
            let (Some(c), Some(t)) = (pos(cnt), pos(sel)) else {
                continue;
            };
            let vals: Vec<String> = values
                .iter()
                .filter_map(|v| self.reg.enum_values.get(*v))
                .map(|v| v.to_string())
                .collect();
            if let Some(m) = s.members.iter_mut().find(|m| m.name == ptr) {
                let from = format!("Len::Member {{ off: {}, width: 4, div: 1 }}", offs[c]);
                let to = format!(
                    "Len::Select {{ off: {}, width: 4, sel: {}, values: &[{}] }}",
                    offs[c],
                    offs[t],
                    vals.join(", ")
                );
                m.kind = m.kind.replace(&from, &to);
            }
        }
    }

    /// `VkWriteDescriptorSet`: only the array that `descriptorType` selects is read.
    pub(crate) fn select_descriptor_arrays(&self, s: &mut SDesc, members: &[Member], offs: &[u32]) {
        let pos = |n: &str| members.iter().position(|m| m.name == n);
        let (Some(t), Some(c)) = (pos("descriptorType"), pos("descriptorCount")) else {
            return;
        };
        let v = |n: &str| {
            self.reg
                .enum_values
                .get(&format!("VK_DESCRIPTOR_TYPE_{n}"))
                .copied()
                .unwrap_or(-1)
        };
        let sets: [(&str, Vec<i64>); 3] = [
            (
                "pImageInfo",
                [
                    "SAMPLER",
                    "COMBINED_IMAGE_SAMPLER",
                    "SAMPLED_IMAGE",
                    "STORAGE_IMAGE",
                    "INPUT_ATTACHMENT",
                ]
                .iter()
                .map(|n| v(n))
                .chain(
                    ["SAMPLE_WEIGHT_IMAGE_QCOM", "BLOCK_MATCH_IMAGE_QCOM"]
                        .iter()
                        .map(|n| v(n)),
                )
                .filter(|&x| x >= 0)
                .collect(),
            ),
            (
                "pBufferInfo",
                [
                    "UNIFORM_BUFFER",
                    "STORAGE_BUFFER",
                    "UNIFORM_BUFFER_DYNAMIC",
                    "STORAGE_BUFFER_DYNAMIC",
                ]
                .iter()
                .map(|n| v(n))
                .collect(),
            ),
            (
                "pTexelBufferView",
                ["UNIFORM_TEXEL_BUFFER", "STORAGE_TEXEL_BUFFER"]
                    .iter()
                    .map(|n| v(n))
                    .collect(),
            ),
        ];
        for (member, values) in sets {
            if let Some(m) = s.members.iter_mut().find(|m| m.name == member) {
                let list: Vec<String> = values.iter().map(|x| x.to_string()).collect();
                let from = format!("Len::Member {{ off: {}, width: 4, div: 1 }}", offs[c]);
                let to = format!(
                    "Len::Select {{ off: {}, width: 4, sel: {}, values: &[{}] }}",
                    offs[c],
                    offs[t],
                    list.join(", ")
                );
                m.kind = m.kind.replace(&from, &to);
            }
        }
    }
    /// The ash type of a parameter, for the generated `args` structures.
    pub fn rust_type(&self, p: &Member) -> String {
        let t = self.reg.resolve(&p.ty);
        let base = match t {
            "void" => "c_void".to_string(),
            "char" => "c_char".to_string(),
            "int" => "c_int".to_string(),
            "uint8_t" => "u8".into(),
            "int8_t" => "i8".into(),
            "uint16_t" => "u16".into(),
            "int16_t" => "i16".into(),
            "uint32_t" => "u32".into(),
            "int32_t" => "i32".into(),
            "uint64_t" => "u64".into(),
            "int64_t" => "i64".into(),
            "size_t" => "usize".into(),
            "float" => "f32".into(),
            "double" => "f64".into(),
            _ => {
                let mut n = t
                    .strip_prefix("Vk")
                    .unwrap_or(t)
                    .replace("FlagBits", "Flags");
                if self.has_lifetime(t, 0) {
                    n.push_str("<'static>");
                }
                format!("vk::{n}")
            }
        };
        let mut s = base;
        if !p.array.is_empty() {
            let mut a = s;
            for d in p.array.iter().rev() {
                a = format!("[{a}; {d}]");
            }
            return format!("*const {a}");
        }
        // `const T*` and `const T* const*`: every level is const; `T*`, `T**`: every level mut.
        for _ in 0..p.ptr {
            s = format!("{} {s}", if p.is_const { "*const" } else { "*mut" });
        }
        s
    }

    fn has_lifetime(&self, t: &str, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        let t = self.reg.resolve(t);
        let Some(def) = self.reg.types.get(t) else {
            return false;
        };
        match def.category.as_str() {
            "struct" => def
                .members
                .iter()
                .any(|m| m.ptr > 0 || self.has_lifetime(&m.ty, depth + 1)),
            "union" => def
                .members
                .iter()
                // ash gives a union a lifetime for pointers to structures only (not for
                // `void*` or `const char*`: `VkPerformanceValueDataINTEL`).
                .any(|m| {
                    (m.ptr > 0 && m.ty != "void" && m.ty != "char")
                        || self.has_lifetime(&m.ty, depth + 1)
                }),
            _ => false,
        }
    }

    /// `(parent sType, member sType)` for every `structextends` between selected structures.
    pub fn extends(&self) -> Vec<(i64, i64)> {
        let mut v = Vec::new();
        for s in &self.structs {
            let (Some(child), Some(def)) = (s.stype, self.reg.types.get(&s.name)) else {
                continue;
            };
            for p in &def.extends {
                let p = self.reg.resolve(p);
                if let Some(parent) = self.index.get(p).and_then(|&i| self.structs[i].stype) {
                    v.push((parent, child));
                }
            }
        }
        v.sort();
        v.dedup();
        v
    }

    /// `(VkDebugReportObjectTypeEXT, VkObjectType)` by name (`VK_DEBUG_REPORT_OBJECT_TYPE_X_EXT`
    /// is `VK_OBJECT_TYPE_X`).
    pub fn debug_report_object_types(&self) -> Vec<(i64, i64)> {
        let mut v: Vec<(i64, i64)> = self
            .reg
            .enum_values
            .iter()
            .filter_map(|(name, &value)| {
                let mid = name
                    .strip_prefix("VK_DEBUG_REPORT_OBJECT_TYPE_")?
                    .strip_suffix("_EXT")?;
                let ty = self.reg.enum_values.get(&format!("VK_OBJECT_TYPE_{mid}"))?;
                Some((value, *ty))
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// A short text table of everything, for the report and debugging.
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let mut by: BTreeMap<&str, usize> = BTreeMap::new();
        for c in &self.commands {
            *by.entry(match c.status {
                Status::Wire => "wire",
                Status::ByHand(_) => "by hand",
                Status::Unsupported(_) => "unsupported",
            })
            .or_default() += 1;
        }
        let _ = writeln!(s, "commands: {by:?}");
        for c in &self.commands {
            if let Status::Unsupported(r) = &c.status {
                let _ = writeln!(s, "  unsupported {}: {r}", c.name);
            }
        }
        s
    }

    pub(crate) fn parse_len(
        &mut self,
        len: &str,
        siblings: &[Member],
        offs: &[u32],
    ) -> Result<(String, bool), String> {
        let mut parts = len.split(',');
        let first = parts.next().unwrap_or("").trim();
        let second = parts.next().map(str::trim);
        let strarray = second == Some("null-terminated");
        if second.is_some() && !strarray {
            return Err(format!("array of pointers ({len})"));
        }
        if first == "null-terminated" {
            return Ok(("Len::One".into(), false));
        }
        let find = |name: &str| siblings.iter().position(|s| s.name == name);
        if let Some(i) = find(first) {
            let s = &siblings[i];
            if s.ptr == 1 && !s.is_const {
                let w = self.scalar(&s.ty).map(|x| x.1).ok_or("count of odd type")?;
                return Ok((
                    format!("Len::OutCount {{ off: {}, width: {w} }}", offs[i]),
                    strarray,
                ));
            }
            if s.ptr != 0 {
                return Err(format!("len {first} is a pointer"));
            }
            let w = self.scalar(&s.ty).map(|x| x.1).ok_or("count of odd type")?;
            return Ok((
                format!("Len::Member {{ off: {}, width: {w}, div: 1 }}", offs[i]),
                strarray,
            ));
        }
        if let Some((a, b)) = first.split_once(" / ")
            && let Some(i) = find(a.trim())
            && let Ok(d) = b.trim().parse::<u8>()
        {
            let w = self
                .scalar(&siblings[i].ty)
                .map(|x| x.1)
                .ok_or("count of odd type")?;
            return Ok((
                format!("Len::Member {{ off: {}, width: {w}, div: {d} }}", offs[i]),
                false,
            ));
        }
        if let Some(inner) = first
            .strip_prefix('(')
            .and_then(|r| r.strip_suffix(" + 31) / 32"))
            && let Some(i) = find(inner)
        {
            return Ok((format!("Len::SampleMask {{ off: {} }}", offs[i]), false));
        }
        if first == "2*VK_UUID_SIZE" {
            return Ok(("Len::Const(32)".into(), false));
        }
        if let Some((p, mem)) = first.split_once("->")
            && let Some(i) = find(p)
        {
            let target = self.reg.resolve(&siblings[i].ty).to_string();
            let tdef = self
                .reg
                .types
                .get(&target)
                .ok_or("unknown indirect type")?
                .clone();
            let toffs = self.offsets(&tdef.members, false)?;
            let j = tdef
                .members
                .iter()
                .position(|m| m.name == mem)
                .ok_or("unknown indirect member")?;
            let w = self
                .scalar(&tdef.members[j].ty)
                .map(|x| x.1)
                .ok_or("count of odd type")?;
            return Ok((
                format!(
                    "Len::Indirect {{ ptr: {}, off: {}, width: {w} }}",
                    offs[i], toffs[j]
                ),
                false,
            ));
        }
        Err(format!("len expression {len:?}"))
    }
}
