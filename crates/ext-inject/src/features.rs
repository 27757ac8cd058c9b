//! Feature data: what a device supports ([`FeatureSet`]), names of features ([`FeatureRef`]),
//! and an owned query chain with every feature structure ([`FeatureChain`]).

use std::collections::BTreeMap;
use std::ffi::c_void;

use ash::vk;

use crate::chain::{self, ChainLimits};
use crate::error::ChainError;
use crate::generated::features::{CORE_FEATURE_MEMBERS, FEATURE_STRUCTS};
use crate::registry::{FeatureStructInfo, HEADER};

/// The registry name of `VkPhysicalDeviceFeatures`, used for its members in reports.
pub const CORE_STRUCT_NAME: &str = "VkPhysicalDeviceFeatures";

/// Where a feature lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// `VkPhysicalDeviceFeatures` (in `pEnabledFeatures` or `VkPhysicalDeviceFeatures2`).
    Core,
    /// A feature structure of a `pNext` chain.
    Struct(&'static FeatureStructInfo),
}

/// One member of one feature structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FeatureRef {
    /// The structure.
    pub location: Location,
    /// Index into its members.
    pub index: usize,
}

impl FeatureRef {
    /// The structure's registry name.
    pub fn struct_name(&self) -> &'static str {
        match self.location {
            Location::Core => CORE_STRUCT_NAME,
            Location::Struct(info) => info.name,
        }
    }

    /// The member's registry name.
    pub fn member_name(&self) -> &'static str {
        match self.location {
            Location::Core => CORE_FEATURE_MEMBERS[self.index],
            Location::Struct(info) => info.members[self.index],
        }
    }
}

impl std::fmt::Display for FeatureRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.struct_name(), self.member_name())
    }
}

/// A feature name that no feature structure has.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown Vulkan feature {0:?}")]
pub struct UnknownFeature(pub String);

/// Every place a feature name refers to.
///
/// `"VkPhysicalDeviceVulkan12Features.drawIndirectCount"` names one member;
/// a bare `"samplerYcbcrConversion"` names that member in every structure that has it
/// (here `VkPhysicalDeviceVulkan11Features` and `VkPhysicalDeviceSamplerYcbcrConversionFeatures`).
pub fn resolve(name: &str) -> Result<Vec<FeatureRef>, UnknownFeature> {
    let unknown = || UnknownFeature(name.to_string());
    if let Some((s, m)) = name.split_once('.') {
        let r = if s == CORE_STRUCT_NAME {
            CORE_FEATURE_MEMBERS
                .iter()
                .position(|x| *x == m)
                .map(|index| FeatureRef {
                    location: Location::Core,
                    index,
                })
        } else {
            FeatureStructInfo::by_name(s).and_then(|info| {
                info.member_index(m).map(|index| FeatureRef {
                    location: Location::Struct(info),
                    index,
                })
            })
        };
        return r.map(|r| vec![r]).ok_or_else(unknown);
    }
    let mut out = Vec::new();
    if let Some(index) = CORE_FEATURE_MEMBERS.iter().position(|x| *x == name) {
        out.push(FeatureRef {
            location: Location::Core,
            index,
        });
    }
    for info in FEATURE_STRUCTS {
        if let Some(index) = info.member_index(name) {
            out.push(FeatureRef {
                location: Location::Struct(info),
                index,
            });
        }
    }
    if out.is_empty() {
        Err(unknown())
    } else {
        Ok(out)
    }
}

/// The `VkBool32` members of a `VkPhysicalDeviceFeatures`.
pub fn core_members(f: &vk::PhysicalDeviceFeatures) -> &[vk::Bool32] {
    // SAFETY: `VkPhysicalDeviceFeatures` is `repr(C)` and consists of exactly
    // `CORE_FEATURE_MEMBERS.len()` `Bool32`s (asserted at compile time in generated/features.rs).
    unsafe {
        std::slice::from_raw_parts(
            (f as *const vk::PhysicalDeviceFeatures).cast::<vk::Bool32>(),
            CORE_FEATURE_MEMBERS.len(),
        )
    }
}

/// The `VkBool32` members of a `VkPhysicalDeviceFeatures`, writable.
pub fn core_members_mut(f: &mut vk::PhysicalDeviceFeatures) -> &mut [vk::Bool32] {
    // SAFETY: as in `core_members`; the borrow is exclusive.
    unsafe {
        std::slice::from_raw_parts_mut(
            (f as *mut vk::PhysicalDeviceFeatures).cast::<vk::Bool32>(),
            CORE_FEATURE_MEMBERS.len(),
        )
    }
}

/// Pointer to the first `VkBool32` member of a feature structure.
///
/// # Safety
/// `node` points to a feature structure (its `sType` is that of a [`FeatureStructInfo`]).
pub(crate) unsafe fn members_ptr(node: *mut vk::BaseOutStructure<'static>) -> *mut vk::Bool32 {
    // SAFETY: feature structures are `{ sType, pNext, VkBool32... }`; the members start right
    // after the header, within the structure (caller's contract).
    unsafe { node.cast::<u8>().add(HEADER).cast::<vk::Bool32>() }
}

/// What a device supports (or what an application is told): the core features and each
/// feature structure the device knows, member by member.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeatureSet {
    core: Vec<bool>,
    structs: BTreeMap<i32, Vec<bool>>,
}

impl Default for FeatureSet {
    fn default() -> Self {
        FeatureSet {
            core: vec![false; CORE_FEATURE_MEMBERS.len()],
            structs: BTreeMap::new(),
        }
    }
}

impl FeatureSet {
    /// Nothing supported, no feature structure known.
    pub fn new() -> Self {
        Self::default()
    }

    /// The core features only.
    pub fn from_core(f: &vk::PhysicalDeviceFeatures) -> Self {
        FeatureSet {
            core: core_members(f).iter().map(|b| *b != 0).collect(),
            structs: BTreeMap::new(),
        }
    }

    /// Reads a filled `VkPhysicalDeviceFeatures2` chain (e.g. from
    /// `vkGetPhysicalDeviceFeatures2`). Structures that are not feature structures are ignored.
    ///
    /// # Safety
    /// `head` points to a `VkPhysicalDeviceFeatures2` whose chain satisfies
    /// [`chain::collect`]'s contract, each node being as large as its `sType` says.
    pub unsafe fn from_features2(
        head: *const vk::PhysicalDeviceFeatures2<'_>,
        limits: ChainLimits,
    ) -> Result<Self, ChainError> {
        // SAFETY: forwarded contract.
        let nodes = unsafe { chain::collect(head.cast(), limits)? };
        let mut set = FeatureSet::new();
        for (i, node) in nodes.into_iter().enumerate() {
            // SAFETY: readable node (checked by `collect`).
            let s_type = unsafe { (*node).s_type };
            if i == 0 {
                if s_type != vk::StructureType::PHYSICAL_DEVICE_FEATURES_2 {
                    return Err(ChainError::WrongHead {
                        expected: vk::StructureType::PHYSICAL_DEVICE_FEATURES_2,
                        found: s_type,
                    });
                }
                // SAFETY: the head is a `VkPhysicalDeviceFeatures2` (sType checked).
                let f2 = unsafe { &*node.cast::<vk::PhysicalDeviceFeatures2<'_>>() };
                set.core = core_members(&f2.features).iter().map(|b| *b != 0).collect();
            } else if let Some(info) = FeatureStructInfo::by_s_type(s_type) {
                // SAFETY: a feature structure of `info`'s layout (caller's contract).
                let vals =
                    unsafe { std::slice::from_raw_parts(members_ptr(node), info.members.len()) };
                set.structs
                    .insert(s_type.as_raw(), vals.iter().map(|b| *b != 0).collect());
            }
        }
        Ok(set)
    }

    /// Whether the structure is known (the device was asked about it and it was in the chain).
    pub fn has_struct(&self, s_type: vk::StructureType) -> bool {
        self.structs.contains_key(&s_type.as_raw())
    }

    /// Adds a structure with every member false (no-op if present).
    pub fn add_struct(&mut self, info: &'static FeatureStructInfo) {
        self.structs
            .entry(info.s_type.as_raw())
            .or_insert_with(|| vec![false; info.members.len()]);
    }

    /// The `sType`s of the known structures.
    pub fn struct_types(&self) -> impl Iterator<Item = vk::StructureType> + '_ {
        self.structs.keys().map(|k| vk::StructureType::from_raw(*k))
    }

    /// One member; `None` when its structure is not known.
    pub fn get(&self, f: FeatureRef) -> Option<bool> {
        match f.location {
            Location::Core => self.core.get(f.index).copied(),
            Location::Struct(info) => self
                .structs
                .get(&info.s_type.as_raw())
                .and_then(|v| v.get(f.index).copied()),
        }
    }

    /// Sets one member, adding its structure if needed.
    pub fn set(&mut self, f: FeatureRef, value: bool) {
        match f.location {
            Location::Core => self.core[f.index] = value,
            Location::Struct(info) => {
                self.add_struct(info);
                if let Some(v) = self.structs.get_mut(&info.s_type.as_raw()) {
                    v[f.index] = value;
                }
            }
        }
    }

    /// Whether a named feature (see [`resolve`]) is true everywhere it is known.
    /// `None` when the name is unknown or none of its structures is known.
    pub fn is_enabled(&self, name: &str) -> Option<bool> {
        let vals: Vec<bool> = resolve(name)
            .ok()?
            .into_iter()
            .filter_map(|r| self.get(r))
            .collect();
        if vals.is_empty() {
            None
        } else {
            Some(vals.iter().all(|v| *v))
        }
    }

    /// Every member that is true.
    pub fn enabled(&self) -> Vec<FeatureRef> {
        let mut out: Vec<FeatureRef> = (0..self.core.len())
            .filter(|i| self.core[*i])
            .map(|index| FeatureRef {
                location: Location::Core,
                index,
            })
            .collect();
        for (k, vals) in &self.structs {
            let Some(info) = FeatureStructInfo::by_s_type(vk::StructureType::from_raw(*k)) else {
                continue;
            };
            for (index, v) in vals.iter().enumerate() {
                if *v {
                    out.push(FeatureRef {
                        location: Location::Struct(info),
                        index,
                    });
                }
            }
        }
        out
    }
}

/// An owned `VkPhysicalDeviceFeatures2` chain holding feature structures, for queries:
/// hand [`FeatureChain::features2_mut`] to `vkGetPhysicalDeviceFeatures2`, then read it back
/// with [`FeatureChain::to_feature_set`].
#[derive(Debug)]
pub struct FeatureChain {
    head: Box<vk::PhysicalDeviceFeatures2<'static>>,
    // Storage for each structure: u64 words so that the header is aligned. Boxed slices never
    // move, so the links between them stay valid when `FeatureChain` moves.
    nodes: Vec<(&'static FeatureStructInfo, Box<[u64]>)>,
}

impl FeatureChain {
    /// A chain with these structures (zeroed, duplicates skipped), in the order given.
    pub fn new(structs: impl IntoIterator<Item = &'static FeatureStructInfo>) -> Self {
        let mut nodes: Vec<(&'static FeatureStructInfo, Box<[u64]>)> = Vec::new();
        for info in structs {
            if nodes.iter().any(|(i, _)| i.s_type == info.s_type) {
                continue;
            }
            let mut buf = vec![0u64; info.size().div_ceil(8)].into_boxed_slice();
            let node = buf.as_mut_ptr().cast::<vk::BaseOutStructure<'static>>();
            // SAFETY: `buf` is at least `HEADER` bytes, 8-aligned, and exclusively ours.
            unsafe { (*node).s_type = info.s_type };
            nodes.push((info, buf));
        }
        let mut head = Box::new(vk::PhysicalDeviceFeatures2::default());
        let mut next: *mut c_void = std::ptr::null_mut();
        for (_, buf) in nodes.iter_mut().rev() {
            let node = buf.as_mut_ptr().cast::<vk::BaseOutStructure<'static>>();
            // SAFETY: as above; the pointer stored is to another of our boxed buffers.
            unsafe { (*node).p_next = next.cast() };
            next = node.cast();
        }
        head.p_next = next;
        FeatureChain { head, nodes }
    }

    /// Every feature structure of the registry.
    pub fn all() -> Self {
        Self::new(FEATURE_STRUCTS)
    }

    /// The structures a device with this API version and these extensions may be asked about.
    pub fn for_device(api_version: u32, has_extension: impl Fn(&str) -> bool) -> Self {
        Self::new(
            FEATURE_STRUCTS
                .iter()
                .filter(|f| f.available(api_version, &has_extension)),
        )
    }

    /// The head, for `vkGetPhysicalDeviceFeatures2` (its `pNext` links the structures).
    ///
    /// Do not relink the chain through this reference; only the values are meant to change.
    pub fn features2_mut(&mut self) -> &mut vk::PhysicalDeviceFeatures2<'static> {
        &mut self.head
    }

    /// Raw pointer to the head, for the `unsafe` chain functions.
    pub fn as_mut_ptr(&mut self) -> *mut vk::PhysicalDeviceFeatures2<'static> {
        &mut *self.head
    }

    /// The structures in the chain.
    pub fn structs(&self) -> impl Iterator<Item = &'static FeatureStructInfo> + '_ {
        self.nodes.iter().map(|(i, _)| *i)
    }

    /// Reads the values back.
    pub fn to_feature_set(&self) -> FeatureSet {
        let mut set = FeatureSet::from_core(&self.head.features);
        for (info, buf) in &self.nodes {
            let base = buf.as_ptr().cast::<u8>();
            let vals = (0..info.members.len())
                .map(|i| {
                    // SAFETY: member `i` lies within the buffer (`info.size()` bytes).
                    unsafe { base.add(HEADER + 4 * i).cast::<vk::Bool32>().read() != 0 }
                })
                .collect();
            set.structs.insert(info.s_type.as_raw(), vals);
        }
        set
    }

    /// Writes the values of `set` into the chain (members of structures `set` lacks are
    /// cleared). Useful to build a request.
    pub fn fill_from(&mut self, set: &FeatureSet) {
        for (i, v) in core_members_mut(&mut self.head.features)
            .iter_mut()
            .enumerate()
        {
            *v = set.core[i].into();
        }
        for (info, buf) in &mut self.nodes {
            let vals = set.structs.get(&info.s_type.as_raw());
            let base = buf.as_mut_ptr().cast::<u8>();
            for i in 0..info.members.len() {
                let v = vals.and_then(|v| v.get(i).copied()).unwrap_or(false);
                // SAFETY: member `i` lies within the buffer, which we own exclusively.
                unsafe {
                    base.add(HEADER + 4 * i)
                        .cast::<vk::Bool32>()
                        .write(v.into())
                };
            }
        }
    }
}
