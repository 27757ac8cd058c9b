//! Fuzzes vk-wire's reply decoder (client side), which writes into the application's memory:
//! an output chain (vkGetPhysicalDeviceFeatures2) and a two-call enumeration
//! (vkEnumeratePhysicalDevices). Any reply bytes give Ok or Err; writes stay inside the
//! application's structures (run under ASan by cargo-fuzz).
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
});

fn a_id<A: vk_wire::CommandArgs>() -> u32 {
    A::ID
}
