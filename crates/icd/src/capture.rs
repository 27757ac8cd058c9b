//! `vkGet{Buffer,Image,ImageView,Sampler,AccelerationStructure}OpaqueCaptureDescriptorDataEXT`
//! (`VK_EXT_descriptor_buffer`), carried by hand ([`vk_wire::capture`]).
//!
//! The application's `pData` has room for the device's `*CaptureReplayDescriptorDataSize`
//! bytes, a property this side does not know: the info structure goes to the renderer as the
//! private message [`vk_wire::relay::CAPTURE_DESCRIPTOR_DATA`], the renderer looks the size up
//! and calls the driver, and its reply carries exactly that many bytes, copied into `pData`.
//!
//! On a device created without `VK_EXT_descriptor_buffer` the renderer answers
//! `VK_ERROR_EXTENSION_NOT_PRESENT` (and `pData` is left alone).

use std::ffi::c_void;

use ash::vk::{self, Handle};
use vk_wire::IdMap;
use vk_wire::capture::{self, CaptureObject};

use crate::handles::ClientIds;

/// The exchange shared by the five entry points.
///
/// # Safety
/// `info` is null or points to a valid structure of the type `object` names; `data` is null or
/// has room for the device's capture data size for `object` (Vulkan's valid usage).
unsafe fn get(
    device: vk::Device,
    object: CaptureObject,
    info: *const u8,
    data: *mut c_void,
) -> vk::Result {
    if info.is_null() || data.is_null() {
        // Valid usage forbids both; refuse rather than crash.
        return vk::Result::ERROR_INITIALIZATION_FAILED;
    }
    let Ok(dev) = ClientIds.id(vk::ObjectType::DEVICE, device.as_raw()) else {
        return vk::Result::ERROR_DEVICE_LOST;
    };
    // SAFETY: caller.
    let words = match unsafe { capture::encode_request(object, dev, info, &mut ClientIds) } {
        Ok(w) => w,
        Err(e) => {
            tracing::error!("{}: cannot encode: {e}", object.command());
            // As the generic path answers arguments it cannot carry.
            return vk::Result::ERROR_FEATURE_NOT_PRESENT;
        }
    };
    let reply = match crate::call::private_call(capture::CAPTURE_DESCRIPTOR_DATA, &words, false) {
        Ok((reply, _)) => reply,
        Err(e) => return e.result(),
    };
    let bytes: Vec<u8> = reply.iter().flat_map(|w| w.to_le_bytes()).collect();
    match capture::decode_reply(&bytes) {
        Ok((vk::Result::SUCCESS, blob)) => {
            // SAFETY: caller: `data` has room for the capture data size, which is what the
            // renderer sent (the driver's property for this device and object).
            unsafe { std::ptr::copy_nonoverlapping(blob.as_ptr(), data.cast::<u8>(), blob.len()) };
            vk::Result::SUCCESS
        }
        Ok((r, _)) => r,
        Err(e) => {
            tracing::error!("{}: bad reply: {e}", object.command());
            vk::Result::ERROR_DEVICE_LOST
        }
    }
}

/// `vkGetBufferOpaqueCaptureDescriptorDataEXT`.
///
/// # Safety
/// Vulkan's valid usage for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetBufferOpaqueCaptureDescriptorDataEXT(
    device: vk::Device,
    info: *const vk::BufferCaptureDescriptorDataInfoEXT<'_>,
    data: *mut c_void,
) -> vk::Result {
    // SAFETY: caller.
    unsafe { get(device, CaptureObject::Buffer, info.cast(), data) }
}

/// `vkGetImageOpaqueCaptureDescriptorDataEXT`.
///
/// # Safety
/// Vulkan's valid usage for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetImageOpaqueCaptureDescriptorDataEXT(
    device: vk::Device,
    info: *const vk::ImageCaptureDescriptorDataInfoEXT<'_>,
    data: *mut c_void,
) -> vk::Result {
    // SAFETY: caller.
    unsafe { get(device, CaptureObject::Image, info.cast(), data) }
}

/// `vkGetImageViewOpaqueCaptureDescriptorDataEXT`.
///
/// # Safety
/// Vulkan's valid usage for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetImageViewOpaqueCaptureDescriptorDataEXT(
    device: vk::Device,
    info: *const vk::ImageViewCaptureDescriptorDataInfoEXT<'_>,
    data: *mut c_void,
) -> vk::Result {
    // SAFETY: caller.
    unsafe { get(device, CaptureObject::ImageView, info.cast(), data) }
}

/// `vkGetSamplerOpaqueCaptureDescriptorDataEXT`.
///
/// # Safety
/// Vulkan's valid usage for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetSamplerOpaqueCaptureDescriptorDataEXT(
    device: vk::Device,
    info: *const vk::SamplerCaptureDescriptorDataInfoEXT<'_>,
    data: *mut c_void,
) -> vk::Result {
    // SAFETY: caller.
    unsafe { get(device, CaptureObject::Sampler, info.cast(), data) }
}

/// `vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT`.
///
/// # Safety
/// Vulkan's valid usage for the command.
#[allow(non_snake_case)]
pub unsafe extern "system" fn vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT(
    device: vk::Device,
    info: *const vk::AccelerationStructureCaptureDescriptorDataInfoEXT<'_>,
    data: *mut c_void,
) -> vk::Result {
    // SAFETY: caller.
    unsafe {
        get(
            device,
            CaptureObject::AccelerationStructure,
            info.cast(),
            data,
        )
    }
}

/// The entry point for `name`, if it is one of the five.
pub(crate) fn lookup(name: &[u8]) -> Option<*const ()> {
    Some(match name {
        b"vkGetBufferOpaqueCaptureDescriptorDataEXT" => {
            vkGetBufferOpaqueCaptureDescriptorDataEXT as *const ()
        }
        b"vkGetImageOpaqueCaptureDescriptorDataEXT" => {
            vkGetImageOpaqueCaptureDescriptorDataEXT as *const ()
        }
        b"vkGetImageViewOpaqueCaptureDescriptorDataEXT" => {
            vkGetImageViewOpaqueCaptureDescriptorDataEXT as *const ()
        }
        b"vkGetSamplerOpaqueCaptureDescriptorDataEXT" => {
            vkGetSamplerOpaqueCaptureDescriptorDataEXT as *const ()
        }
        b"vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT" => {
            vkGetAccelerationStructureOpaqueCaptureDescriptorDataEXT as *const ()
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_entry_points_are_exposed_and_nothing_else() {
        for o in CaptureObject::ALL {
            let name = std::ffi::CString::new(o.command()).unwrap();
            assert!(lookup(name.as_bytes()).is_some(), "{}", o.command());
            // SAFETY: a NUL-terminated name.
            let f = unsafe { crate::vkGetDeviceProcAddr(vk::Device::null(), name.as_ptr()) };
            assert!(f.is_some(), "{} through vkGetDeviceProcAddr", o.command());
        }
        assert!(lookup(b"vkGetBufferOpaqueCaptureAddress").is_none());
        assert!(lookup(b"vkGetDescriptorEXT").is_none());
    }

    #[test]
    fn null_pointers_are_refused_before_anything_is_sent() {
        let mut data = [0u8; 8];
        // SAFETY: null info: the function returns before reading anything.
        let r = unsafe {
            get(
                vk::Device::null(),
                CaptureObject::Buffer,
                std::ptr::null(),
                data.as_mut_ptr().cast(),
            )
        };
        assert_eq!(r, vk::Result::ERROR_INITIALIZATION_FAILED);
        let info = vk::BufferCaptureDescriptorDataInfoEXT::default();
        // SAFETY: null data: as above.
        let r = unsafe {
            get(
                vk::Device::null(),
                CaptureObject::Buffer,
                (&raw const info).cast(),
                std::ptr::null_mut(),
            )
        };
        assert_eq!(r, vk::Result::ERROR_INITIALIZATION_FAILED);
    }
}
