//! Fuzzes vk-wire's reply decoder (client side), which writes into the application's memory:
//! an output chain (vkGetPhysicalDeviceFeatures2) and a two-call enumeration
//! (vkEnumeratePhysicalDevices), output arrays inside output structures (the DRM
//! format-modifier lists in vkGetPhysicalDeviceFormatProperties2's chain, the internal
//! representations' pData buffers, the device fault info's arrays sized by the counts argument)
//! and inside input structures (pipeline creation feedback).
//! Any reply bytes give Ok or Err; writes stay inside the application's structures and
//! arrays, never past the capacities it passed (run under ASan by cargo-fuzz).
#![no_main]

use libfuzzer_sys::fuzz_target;
use vk_wire::ash::vk;
use vk_wire::{IdentityIds, args};

fn message(id: u32, body: &[u8]) -> Vec<u8> {
    let size = (body.len() & !7) as u32;
    let mut msg = Vec::new();
    msg.extend_from_slice(&id.to_le_bytes());
    msg.extend_from_slice(&vk_wire::FLAG_REPLY.to_le_bytes());
    msg.extend_from_slice(&size.to_le_bytes());
    msg.extend_from_slice(&0u32.to_le_bytes());
    msg.extend_from_slice(&body[..size as usize]);
    msg
}

fuzz_target!(|data: &[u8]| {
    let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
    let mut f12 = vk::PhysicalDeviceVulkan12Features { p_next: &mut f11 as *mut _ as *mut _, ..Default::default() };
    let mut f2 = vk::PhysicalDeviceFeatures2 { p_next: &mut f12 as *mut _ as *mut _, ..Default::default() };
    let a = args::GetPhysicalDeviceFeatures2 { physical_device: vk::PhysicalDevice::null(), p_features: &mut f2 as *mut _ as *mut _ };
    // SAFETY: `a` points to live structures of the right types.
    let _ = unsafe { vk_wire::decode_reply(&message(a_id::<args::GetPhysicalDeviceFeatures2>(), data), &a, &mut IdentityIds) };
    // SAFETY: as above.
    let _ = unsafe { vk_wire::decode_reply(data, &a, &mut IdentityIds) };

    let mut count = 3u32;
    let mut devs = [vk::PhysicalDevice::null(); 3];
    let e = args::EnumeratePhysicalDevices { instance: vk::Instance::null(), p_physical_device_count: &mut count, p_physical_devices: devs.as_mut_ptr() };
    // SAFETY: `e` points to a count and an array of 3 handles.
    let _ = unsafe { vk_wire::decode_reply(&message(a_id::<args::EnumeratePhysicalDevices>(), data), &e, &mut IdentityIds) };

    // Exact-size heap arrays, so ASan sees any write past the application's capacity.
    let mut mods = vec![vk::DrmFormatModifierPropertiesEXT::default(); 2].into_boxed_slice();
    let mut list2 = vk::DrmFormatModifierPropertiesList2EXT::default();
    let mut list = vk::DrmFormatModifierPropertiesListEXT { p_next: &mut list2 as *mut _ as *mut _, drm_format_modifier_count: 2, p_drm_format_modifier_properties: mods.as_mut_ptr(), ..Default::default() };
    let mut fp = vk::FormatProperties2 { p_next: &mut list as *mut _ as *mut _, ..Default::default() };
    let f = args::GetPhysicalDeviceFormatProperties2 { physical_device: vk::PhysicalDevice::null(), format: vk::Format::R8G8B8A8_UNORM, p_format_properties: &mut fp };
    // SAFETY: `f` points to a live chain whose list has room for 2 elements.
    let _ = unsafe { vk_wire::decode_reply(&message(a_id::<args::GetPhysicalDeviceFormatProperties2>(), data), &f, &mut IdentityIds) };

    let mut buf = vec![0u8; 3].into_boxed_slice();
    let mut reps = [vk::PipelineExecutableInternalRepresentationKHR { data_size: 3, p_data: buf.as_mut_ptr().cast(), ..Default::default() }];
    let mut n = 1u32;
    let info = vk::PipelineExecutableInfoKHR::default();
    let r = args::GetPipelineExecutableInternalRepresentationsKHR { device: vk::Device::null(), p_executable_info: &info, p_internal_representation_count: &mut n, p_internal_representations: reps.as_mut_ptr() };
    // SAFETY: one structure with a 3-byte buffer.
    let _ = unsafe { vk_wire::decode_reply(&message(a_id::<args::GetPipelineExecutableInternalRepresentationsKHR>(), data), &r, &mut IdentityIds) };

    let mut whole = Box::new(vk::PipelineCreationFeedback::default());
    let mut stages = vec![vk::PipelineCreationFeedback::default(); 2].into_boxed_slice();
    let mut fb = vk::PipelineCreationFeedbackCreateInfo { p_pipeline_creation_feedback: &mut *whole, pipeline_stage_creation_feedback_count: 2, p_pipeline_stage_creation_feedbacks: stages.as_mut_ptr(), ..Default::default() };
    let ci = vk::ComputePipelineCreateInfo { p_next: &mut fb as *mut _ as *const _, ..Default::default() };
    let mut pipeline = vk::Pipeline::null();
    let c = args::CreateComputePipelines { device: vk::Device::null(), pipeline_cache: vk::PipelineCache::null(), create_info_count: 1, p_create_infos: &ci, p_allocator: std::ptr::null(), p_pipelines: &mut pipeline };
    // SAFETY: one create info whose feedback pointers hold 1 and 2 elements.
    let _ = unsafe { vk_wire::decode_reply(&message(a_id::<args::CreateComputePipelines>(), data), &c, &mut IdentityIds) };

    let mut addrs = vec![vk::DeviceFaultAddressInfoEXT::default(); 2].into_boxed_slice();
    let mut vendors = vec![vk::DeviceFaultVendorInfoEXT::default(); 1].into_boxed_slice();
    let mut blob = vec![0u8; 5].into_boxed_slice();
    let mut counts = vk::DeviceFaultCountsEXT { address_info_count: 2, vendor_info_count: 1, vendor_binary_size: 5, ..Default::default() };
    let mut info = vk::DeviceFaultInfoEXT { p_address_infos: addrs.as_mut_ptr(), p_vendor_infos: vendors.as_mut_ptr(), p_vendor_binary_data: blob.as_mut_ptr().cast(), ..Default::default() };
    let g = args::GetDeviceFaultInfoEXT { device: vk::Device::null(), p_fault_counts: &mut counts, p_fault_info: &mut info };
    // SAFETY: counts and arrays of the capacities the counts name.
    let _ = unsafe { vk_wire::decode_reply(&message(a_id::<args::GetDeviceFaultInfoEXT>(), data), &g, &mut IdentityIds) };
});

fn a_id<A: vk_wire::CommandArgs>() -> u32 {
    A::ID
}
