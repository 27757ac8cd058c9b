//! Feature sanitizing: AND every requested feature with what the device supports, in
//! `pEnabledFeatures` and in every feature structure of a `pNext` chain, and say what was
//! cleared.

use std::ffi::c_void;

use ash::vk;

use crate::chain::{self, ChainLimits};
use crate::error::ChainError;
use crate::features::{
    FeatureRef, FeatureSet, Location, core_members, core_members_mut, members_ptr,
};
use crate::registry::FeatureStructInfo;

/// How [`sanitize_chain`] treats the chain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SanitizeOptions {
    /// Limits on the chain walk.
    pub limits: ChainLimits,
    /// Unlink feature structures the device does not know at all (their extension is
    /// missing), after clearing them; otherwise they stay in the chain, all false.
    pub unlink_unknown_to_device: bool,
}

impl Default for SanitizeOptions {
    fn default() -> Self {
        SanitizeOptions {
            limits: ChainLimits::default(),
            unlink_unknown_to_device: true,
        }
    }
}

/// What sanitizing changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FeatureReport {
    /// Features that were requested and are not supported, now false.
    pub cleared: Vec<FeatureRef>,
    /// Feature structures removed from the chain because the device does not know them.
    pub unlinked: Vec<&'static str>,
    /// `sType`s in the chain that are not feature structures of the registry; left as they
    /// are (they may be other `VkDeviceCreateInfo` extensions, or newer than vk.xml).
    pub unknown: Vec<vk::StructureType>,
}

impl FeatureReport {
    /// `"VkStruct.member"` for each cleared feature.
    pub fn cleared_names(&self) -> Vec<String> {
        self.cleared.iter().map(ToString::to_string).collect()
    }

    /// Whether nothing was changed.
    pub fn is_empty(&self) -> bool {
        self.cleared.is_empty() && self.unlinked.is_empty()
    }
}

/// ANDs a `VkPhysicalDeviceFeatures` with the supported core features. Values other than
/// 0 and 1 count as requested and are written back as 1.
pub fn sanitize_core(
    requested: &mut vk::PhysicalDeviceFeatures,
    supported: &FeatureSet,
    report: &mut FeatureReport,
) {
    for (index, v) in core_members_mut(requested).iter_mut().enumerate() {
        if *v == 0 {
            continue;
        }
        let f = FeatureRef {
            location: Location::Core,
            index,
        };
        if supported.get(f) == Some(true) {
            *v = vk::TRUE;
        } else {
            *v = vk::FALSE;
            report.cleared.push(f);
        }
    }
}

/// Sanitizes every feature structure in the chain that starts at `*head` (a
/// `VkPhysicalDeviceFeatures2` in it counts as core features). `*head` is updated if the
/// first structure is unlinked.
///
/// # Safety
/// `*head` satisfies [`chain::collect`]'s contract; each structure is writable and as large
/// as its `sType` says.
pub unsafe fn sanitize_chain(
    head: &mut *const c_void,
    supported: &FeatureSet,
    opts: SanitizeOptions,
    report: &mut FeatureReport,
) -> Result<(), ChainError> {
    // SAFETY: forwarded contract.
    let nodes = unsafe { chain::collect(*head, opts.limits)? };
    let mut unlink = Vec::new();
    for node in nodes {
        // SAFETY: readable node (checked by `collect`).
        let s_type = unsafe { (*node).s_type };
        if s_type == vk::StructureType::PHYSICAL_DEVICE_FEATURES_2 {
            // SAFETY: the sType says this is a `VkPhysicalDeviceFeatures2`, writable (contract).
            let f2 = unsafe { &mut *node.cast::<vk::PhysicalDeviceFeatures2<'static>>() };
            sanitize_core(&mut f2.features, supported, report);
            continue;
        }
        let Some(info) = FeatureStructInfo::by_s_type(s_type) else {
            report.unknown.push(s_type);
            continue;
        };
        // SAFETY: a feature structure of `info`'s layout, writable (contract).
        let vals = unsafe { std::slice::from_raw_parts_mut(members_ptr(node), info.members.len()) };
        for (index, v) in vals.iter_mut().enumerate() {
            if *v == 0 {
                continue;
            }
            let f = FeatureRef {
                location: Location::Struct(info),
                index,
            };
            if supported.get(f) == Some(true) {
                *v = vk::TRUE;
            } else {
                *v = vk::FALSE;
                report.cleared.push(f);
            }
        }
        if opts.unlink_unknown_to_device && !supported.has_struct(s_type) {
            unlink.push(s_type);
        }
    }
    if !unlink.is_empty() {
        // SAFETY: forwarded contract; the chain was just walked without error.
        let removed = unsafe { chain::unlink(head, opts.limits, |s| unlink.contains(&s))? };
        report.unlinked.extend(
            removed
                .into_iter()
                .filter_map(|s| FeatureStructInfo::by_s_type(s).map(|i| i.name)),
        );
    }
    Ok(())
}

/// Sanitizes a `VkDeviceCreateInfo`: `pEnabledFeatures` (copied into `core_storage`, which
/// `pEnabledFeatures` then points to, since the original is `const`) and its `pNext` chain.
///
/// # Safety
/// `info.p_enabled_features` is null or valid for reads; `info.p_next` satisfies
/// [`sanitize_chain`]'s contract.
pub unsafe fn sanitize_device_create_info<'a>(
    info: &mut vk::DeviceCreateInfo<'a>,
    core_storage: &'a mut vk::PhysicalDeviceFeatures,
    supported: &FeatureSet,
    opts: SanitizeOptions,
) -> Result<FeatureReport, ChainError> {
    let mut report = FeatureReport::default();
    if !info.p_enabled_features.is_null() {
        // SAFETY: non-null and readable (caller's contract).
        *core_storage = unsafe { *info.p_enabled_features };
        sanitize_core(core_storage, supported, &mut report);
        info.p_enabled_features = core_storage;
    }
    let mut head = info.p_next;
    // SAFETY: forwarded contract.
    unsafe { sanitize_chain(&mut head, supported, opts, &mut report)? };
    info.p_next = head;
    Ok(report)
}

/// Features named by a mask: each one forced true (emulated) or false (hidden).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FeatureMask {
    entries: Vec<(FeatureRef, bool)>,
}

/// One member a mask changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaskedFeature {
    /// The member.
    pub feature: FeatureRef,
    /// Its new value.
    pub value: bool,
}

impl FeatureMask {
    /// A mask from feature names (see [`crate::features::resolve`]). Hidden ones win over
    /// emulated ones.
    pub fn new<S: AsRef<str>>(
        emulated: &[S],
        hidden: &[S],
    ) -> Result<Self, crate::features::UnknownFeature> {
        let mut m = FeatureMask::default();
        for n in emulated {
            for r in crate::features::resolve(n.as_ref())? {
                m.push(r, true);
            }
        }
        for n in hidden {
            for r in crate::features::resolve(n.as_ref())? {
                m.push(r, false);
            }
        }
        Ok(m)
    }

    fn push(&mut self, r: FeatureRef, v: bool) {
        self.entries.retain(|(e, _)| *e != r);
        self.entries.push((r, v));
    }

    /// The hidden part only. Apply it to the supported set to get what requests are
    /// sanitized against: hidden features are cleared from requests, while emulated ones are
    /// the renderer's to implement and must not reach the driver.
    pub fn hidden_only(&self) -> FeatureMask {
        FeatureMask {
            entries: self.entries.iter().filter(|(_, v)| !v).copied().collect(),
        }
    }

    /// Whether the mask changes nothing.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The members and the values they are forced to.
    pub fn entries(&self) -> &[(FeatureRef, bool)] {
        &self.entries
    }

    /// Applies the mask to a feature set (e.g. the supported set, to get what the application
    /// is told). Structures of emulated members are added if missing.
    pub fn apply_to_set(&self, set: &mut FeatureSet) {
        for (r, v) in &self.entries {
            if *v || set.get(*r).is_some() {
                set.set(*r, *v);
            }
        }
    }

    /// Applies the mask to a `VkPhysicalDeviceFeatures` (the 1.0 query).
    pub fn apply_to_core(&self, f: &mut vk::PhysicalDeviceFeatures) -> Vec<MaskedFeature> {
        let mut out = Vec::new();
        let vals = core_members_mut(f);
        for (r, v) in &self.entries {
            if r.location == Location::Core && (vals[r.index] != 0) != *v {
                vals[r.index] = (*v).into();
                out.push(MaskedFeature {
                    feature: *r,
                    value: *v,
                });
            }
        }
        out
    }

    /// Applies the mask to a filled `VkPhysicalDeviceFeatures2` chain, as returned to the
    /// application. Only structures present in the chain are touched.
    ///
    /// # Safety
    /// As for [`sanitize_chain`].
    pub unsafe fn apply_to_chain(
        &self,
        head: *mut c_void,
        limits: ChainLimits,
    ) -> Result<Vec<MaskedFeature>, ChainError> {
        // SAFETY: forwarded contract.
        let nodes = unsafe { chain::collect(head, limits)? };
        let mut out = Vec::new();
        for node in nodes {
            // SAFETY: readable node.
            let s_type = unsafe { (*node).s_type };
            if s_type == vk::StructureType::PHYSICAL_DEVICE_FEATURES_2 {
                // SAFETY: sType says `VkPhysicalDeviceFeatures2`; writable (contract).
                let f2 = unsafe { &mut *node.cast::<vk::PhysicalDeviceFeatures2<'static>>() };
                out.extend(self.apply_to_core(&mut f2.features));
                continue;
            }
            let Some(info) = FeatureStructInfo::by_s_type(s_type) else {
                continue;
            };
            // SAFETY: a feature structure of `info`'s layout, writable (contract).
            let vals =
                unsafe { std::slice::from_raw_parts_mut(members_ptr(node), info.members.len()) };
            for (r, v) in &self.entries {
                if r.location == Location::Struct(info) && (vals[r.index] != 0) != *v {
                    vals[r.index] = (*v).into();
                    out.push(MaskedFeature {
                        feature: *r,
                        value: *v,
                    });
                }
            }
        }
        Ok(out)
    }
}

/// Whether every member true in `requested` is true in `supported` (a check, not a change).
pub fn is_subset(requested: &vk::PhysicalDeviceFeatures, supported: &FeatureSet) -> bool {
    core_members(requested)
        .iter()
        .enumerate()
        .all(|(index, v)| {
            *v == 0
                || supported.get(FeatureRef {
                    location: Location::Core,
                    index,
                }) == Some(true)
        })
}
