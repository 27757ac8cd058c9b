//! Editing the extension lists of `vkCreateInstance` and `vkCreateDevice`: remove, then add,
//! de-duplicated, order kept, only what the driver supports unless marked emulated.

use std::ffi::{CStr, CString, c_char};

use ash::vk;

use crate::error::NameError;

/// The most names accepted from a create-info (far above any real driver's list).
pub const MAX_NAMES: u32 = 4096;

/// An owned list of extension names with a matching array of C pointers for
/// `ppEnabledExtensionNames`.
#[derive(Debug, Default)]
pub struct ExtensionList {
    names: Vec<CString>,
    // Invariant: `ptrs[i] == names[i].as_ptr()`. Not derived for `Clone`: a clone must point
    // into its own names.
    ptrs: Vec<*const c_char>,
}

impl Clone for ExtensionList {
    fn clone(&self) -> Self {
        ExtensionList::new(self.names.clone())
    }
}

impl PartialEq for ExtensionList {
    fn eq(&self, other: &Self) -> bool {
        self.names == other.names
    }
}

impl Eq for ExtensionList {}

// SAFETY: `ptrs` only point into the heap buffers of `names`, which the list owns and never
// mutates; sending or sharing the list sends or shares those buffers with it.
unsafe impl Send for ExtensionList {}
// SAFETY: as above; `&ExtensionList` only allows reads.
unsafe impl Sync for ExtensionList {}

impl ExtensionList {
    /// From owned names (kept as given, duplicates included).
    pub fn new(names: Vec<CString>) -> Self {
        // A CString's bytes live on the heap and do not move when the CString moves.
        let ptrs = names.iter().map(|n| n.as_ptr()).collect();
        ExtensionList { names, ptrs }
    }

    /// The names.
    pub fn names(&self) -> &[CString] {
        &self.names
    }

    /// Whether a name is in the list.
    pub fn contains(&self, name: &CStr) -> bool {
        self.names.iter().any(|n| n.as_c_str() == name)
    }

    /// Pointers for `ppEnabledExtensionNames`, valid as long as the list lives.
    pub fn as_ptrs(&self) -> &[*const c_char] {
        &self.ptrs
    }

    /// Number of names.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// Reads `ppEnabledExtensionNames`/`enabledExtensionCount` (or the layer equivalents).
///
/// # Safety
/// If `count > 0` and `names` is non-null, `names` points to `count` pointers, each null or a
/// readable NUL-terminated string; the strings outlive `'a`.
pub unsafe fn names_from_raw<'a>(
    names: *const *const c_char,
    count: u32,
) -> Result<Vec<&'a CStr>, NameError> {
    if count == 0 {
        return Ok(Vec::new());
    }
    if names.is_null() {
        return Err(NameError::NullArray { count });
    }
    if count > MAX_NAMES {
        return Err(NameError::TooMany {
            count,
            limit: MAX_NAMES,
        });
    }
    // SAFETY: `names` points to `count` pointers (caller's contract).
    let ptrs = unsafe { std::slice::from_raw_parts(names, count as usize) };
    ptrs.iter()
        .enumerate()
        .map(|(index, p)| {
            if p.is_null() {
                Err(NameError::Null { index })
            } else {
                // SAFETY: non-null and NUL-terminated, living for 'a (caller's contract).
                Ok(unsafe { CStr::from_ptr(*p) })
            }
        })
        .collect()
}

/// Checks that a name fits `VK_MAX_EXTENSION_NAME_SIZE` and makes it a `CString`.
pub fn ext_name(name: &str) -> Result<CString, NameError> {
    let invalid = || NameError::Invalid {
        name: name.to_string(),
    };
    if name.is_empty() || name.len() >= vk::MAX_EXTENSION_NAME_SIZE {
        return Err(invalid());
    }
    CString::new(name).map_err(|_| invalid())
}

/// The name in an `VkExtensionProperties`, if it is NUL-terminated.
pub fn property_name(p: &vk::ExtensionProperties) -> Option<&CStr> {
    p.extension_name_as_c_str().ok()
}

/// Makes a `VkExtensionProperties`; `None` if the name is too long.
pub fn make_property(name: &CStr, spec_version: u32) -> Option<vk::ExtensionProperties> {
    vk::ExtensionProperties::default()
        .extension_name(name)
        .ok()
        .map(|p| p.spec_version(spec_version))
}

/// What to do to a requested extension list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListEdit {
    /// Names removed from the request (applied first).
    pub remove: Vec<CString>,
    /// Names added after the request's own (applied second), if supported or emulated.
    pub add: Vec<CString>,
    /// Names that count as supported although the driver does not list them.
    pub emulated: Vec<CString>,
    /// If set, requested names outside this list are removed (an allowlist).
    pub only: Option<Vec<CString>>,
    /// Drop requested names that the driver does not support (and that are not emulated).
    pub drop_unsupported: bool,
}

/// What an edit changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListReport {
    /// Removed because [`ListEdit::remove`] names them (or [`ListEdit::only`] does not).
    pub removed: Vec<CString>,
    /// Requested more than once; later copies dropped.
    pub duplicates: Vec<CString>,
    /// Requested but not supported by the driver; dropped.
    pub unsupported: Vec<CString>,
    /// Added by [`ListEdit::add`].
    pub added: Vec<CString>,
    /// In [`ListEdit::add`] but not supported and not emulated; not added.
    pub not_added: Vec<CString>,
}

impl ListReport {
    /// Whether the request went through unchanged.
    pub fn is_empty(&self) -> bool {
        self.removed.is_empty()
            && self.duplicates.is_empty()
            && self.unsupported.is_empty()
            && self.added.is_empty()
    }
}

/// Applies `edit` to `requested`, given what the driver `available`ly supports.
///
/// Order: the requested names in their order (first occurrence of each), minus removed
/// and (if asked) unsupported ones, then the added names in their order.
pub fn edit_list(
    requested: &[&CStr],
    available: &[vk::ExtensionProperties],
    edit: &ListEdit,
) -> (ExtensionList, ListReport) {
    let supported = |n: &CStr| {
        available.iter().any(|p| property_name(p) == Some(n))
            || edit.emulated.iter().any(|e| e.as_c_str() == n)
    };
    let mut out: Vec<CString> = Vec::with_capacity(requested.len() + edit.add.len());
    let mut report = ListReport::default();
    for &name in requested {
        if out.iter().any(|o| o.as_c_str() == name)
            || report.removed.iter().any(|o| o.as_c_str() == name)
            || report.unsupported.iter().any(|o| o.as_c_str() == name)
        {
            report.duplicates.push(name.to_owned());
        } else if edit.remove.iter().any(|r| r.as_c_str() == name)
            || edit
                .only
                .as_ref()
                .is_some_and(|o| !o.iter().any(|x| x.as_c_str() == name))
        {
            report.removed.push(name.to_owned());
        } else if edit.drop_unsupported && !supported(name) {
            report.unsupported.push(name.to_owned());
        } else {
            out.push(name.to_owned());
        }
    }
    for name in &edit.add {
        if out.iter().any(|o| o == name) {
            continue;
        }
        if supported(name) {
            out.push(name.clone());
            report.added.push(name.clone());
        } else if !report.not_added.contains(name) {
            report.not_added.push(name.clone());
        }
    }
    (ExtensionList::new(out), report)
}

/// [`edit_list`] on a `VkInstanceCreateInfo`'s extensions.
///
/// # Safety
/// `info`'s extension-name array satisfies [`names_from_raw`]'s contract.
pub unsafe fn edit_instance_extensions(
    info: &vk::InstanceCreateInfo<'_>,
    available: &[vk::ExtensionProperties],
    edit: &ListEdit,
) -> Result<(ExtensionList, ListReport), NameError> {
    // SAFETY: forwarded contract.
    let names = unsafe {
        names_from_raw(
            info.pp_enabled_extension_names,
            info.enabled_extension_count,
        )?
    };
    Ok(edit_list(&names, available, edit))
}

/// [`edit_list`] on a `VkDeviceCreateInfo`'s extensions.
///
/// # Safety
/// `info`'s extension-name array satisfies [`names_from_raw`]'s contract.
pub unsafe fn edit_device_extensions(
    info: &vk::DeviceCreateInfo<'_>,
    available: &[vk::ExtensionProperties],
    edit: &ListEdit,
) -> Result<(ExtensionList, ListReport), NameError> {
    // SAFETY: forwarded contract.
    let names = unsafe {
        names_from_raw(
            info.pp_enabled_extension_names,
            info.enabled_extension_count,
        )?
    };
    Ok(edit_list(&names, available, edit))
}
