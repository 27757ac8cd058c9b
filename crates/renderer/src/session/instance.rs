//! Instance-level helpers of the session: the API version asked of the driver, and
//! extension enumeration with hidden extensions removed.

use ash::vk;
use vk_wire::args;

use crate::config::Config;

/// Asks the driver for at least Vulkan 1.1 (when it has it): the external-memory paths of
/// [`crate::memory`] need it. The application's own version only caps what it uses.
///
/// # Safety
/// `x` holds decoded `vkCreateInstance` arguments (arena memory this renderer owns).
pub(super) unsafe fn raise_api_version(entry: &ash::Entry, x: &args::CreateInstance) {
    // SAFETY: the loader's or driver's global command.
    let have = unsafe { entry.try_enumerate_instance_version() }
        .ok()
        .flatten()
        .unwrap_or(vk::API_VERSION_1_0);
    if have < vk::API_VERSION_1_1 {
        return;
    }
    // SAFETY: caller: the decoded create info and its application info live in the arena,
    // which is writable memory of this process.
    unsafe {
        let info = x.p_create_info.cast_mut();
        let app = (*info).p_application_info.cast_mut();
        if !app.is_null() && (*app).api_version < vk::API_VERSION_1_1 {
            (*app).api_version = vk::API_VERSION_1_1;
        }
    }
}

/// A two-call extension enumeration through the driver, with [`crate::expose`]'s hidden
/// extensions removed; `VK_INCOMPLETE` when the caller's array is too small.
///
/// # Safety
/// `count` is valid; `props` is null or holds `*count` elements; `call` is the driver's
/// enumeration.
pub(super) unsafe fn enumerate_extensions(
    config: &Config,
    level: crate::expose::Level,
    hide: &[&std::ffi::CStr],
    call: impl Fn(*mut u32, *mut vk::ExtensionProperties) -> vk::Result,
    count: *mut u32,
    props: *mut vk::ExtensionProperties,
) -> u64 {
    let mut all = Vec::new();
    let r = loop {
        let mut n = 0u32;
        let r = call(&mut n, std::ptr::null_mut());
        if r != vk::Result::SUCCESS {
            break r;
        }
        all.resize(n as usize, vk::ExtensionProperties::default());
        let r = call(&mut n, all.as_mut_ptr());
        all.truncate(n as usize);
        if r != vk::Result::INCOMPLETE {
            break r;
        }
    };
    if r != vk::Result::SUCCESS {
        return r.as_raw() as i64 as u64;
    }
    let mut all = crate::expose::filter(config, level, &all);
    all.retain(|e| !hide.iter().any(|h| e.extension_name_as_c_str() == Ok(*h)));
    if count.is_null() {
        return vk::Result::ERROR_INITIALIZATION_FAILED.as_raw() as i64 as u64;
    }
    // SAFETY: caller.
    unsafe {
        if props.is_null() {
            *count = all.len() as u32;
            return 0;
        }
        let cap = *count as usize;
        let n = cap.min(all.len());
        std::ptr::copy_nonoverlapping(all.as_ptr(), props, n);
        *count = n as u32;
        if n < all.len() {
            vk::Result::INCOMPLETE.as_raw() as i64 as u64
        } else {
            0
        }
    }
}
