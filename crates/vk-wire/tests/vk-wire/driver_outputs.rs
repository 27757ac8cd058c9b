//! Outputs the driver sizes or owns: `vkGetDeviceFaultInfoEXT`'s arrays sized by another
//! argument, driver-owned strings (display names, the INTEL performance value's string arm),
//! and the bounds on output arrays (truncated/mutated requests, a driver count past the
//! capacity).

use crate::common::server_table;
use crate::replies::{answer, client_table, reply, request, serve};
use ash::vk;
use ash::vk::Handle as _;
use vk_wire::{Arena, DecodeErrorKind, args, decode_reply, decode_request};

/// `vkGetDeviceFaultInfoEXT`: the arrays of `VkDeviceFaultInfoEXT` are sized by the counts
/// structure of the other argument: a first call (info null) reports the counts, a second
/// passes capacities there and gets the arrays filled, never past them.
#[test]
fn device_fault_info_arrays_sized_by_the_counts_argument() {
    assert_eq!(
        std::mem::offset_of!(args::GetDeviceFaultInfoEXT, p_fault_counts),
        8,
        "the generator's ARG_SIZED rule names this offset"
    );
    // First call: counts only.
    let mut counts = vk::DeviceFaultCountsEXT::default();
    let a = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: &mut counts,
        p_fault_info: std::ptr::null_mut(),
    };
    let arena = Arena::new();
    let req = serve(&a, &[(vk::ObjectType::DEVICE, 2)], &arena);
    let d = req.args::<args::GetDeviceFaultInfoEXT>().unwrap();
    assert!(d.p_fault_info.is_null());
    // SAFETY: the rebuilt counts structure.
    unsafe {
        *d.p_fault_counts = vk::DeviceFaultCountsEXT {
            address_info_count: 3,
            vendor_info_count: 1,
            vendor_binary_size: 40,
            ..*d.p_fault_counts
        };
    }
    let rep = reply(&req, 0);
    // SAFETY: `a` points to the application's structures.
    unsafe { answer(&rep, &a) }.unwrap();
    assert_eq!(
        (
            counts.address_info_count,
            counts.vendor_info_count,
            counts.vendor_binary_size
        ),
        (3, 1, 40)
    );

    // Second call: room for 2 addresses, 1 vendor record, 16 bytes (less than reported).
    let mut addrs = [vk::DeviceFaultAddressInfoEXT {
        reported_address: 0xdead,
        ..Default::default()
    }; 2];
    let mut vendors = [vk::DeviceFaultVendorInfoEXT::default(); 1];
    let mut blob = [0xAAu8; 16];
    let mut counts = vk::DeviceFaultCountsEXT {
        address_info_count: 2,
        vendor_info_count: 1,
        vendor_binary_size: 16,
        ..Default::default()
    };
    let mut info = vk::DeviceFaultInfoEXT {
        p_address_infos: addrs.as_mut_ptr(),
        p_vendor_infos: vendors.as_mut_ptr(),
        p_vendor_binary_data: blob.as_mut_ptr().cast(),
        ..Default::default()
    };
    let cp: *mut vk::DeviceFaultCountsEXT = &mut counts;
    let a = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: cp,
        p_fault_info: &mut info,
    };
    let arena = Arena::new();
    let req = serve(&a, &[(vk::ObjectType::DEVICE, 2)], &arena);
    let d = req.args::<args::GetDeviceFaultInfoEXT>().unwrap();
    // SAFETY: the rebuilt counts (capacities set) and info (arena arrays of those sizes).
    unsafe {
        let c = &mut *d.p_fault_counts;
        assert_eq!(
            (
                c.address_info_count,
                c.vendor_info_count,
                c.vendor_binary_size
            ),
            (2, 1, 16),
            "capacities reach the driver"
        );
        let i = &mut *d.p_fault_info;
        assert!(!i.p_address_infos.is_null() && !i.p_vendor_binary_data.is_null());
        *i.p_address_infos = vk::DeviceFaultAddressInfoEXT {
            address_type: vk::DeviceFaultAddressTypeEXT::READ_INVALID,
            reported_address: 0x1234_5000,
            address_precision: 4096,
        };
        (*i.p_vendor_infos).vendor_fault_code = 77;
        std::slice::from_raw_parts_mut(i.p_vendor_binary_data.cast::<u8>(), 10)
            .copy_from_slice(b"0123456789");
        i.description[0] = b'X' as _;
        // The driver wrote 1 address, 1 vendor record, 10 bytes: VK_INCOMPLETE.
        c.address_info_count = 1;
        c.vendor_binary_size = 10;
    }
    let incomplete = vk::Result::INCOMPLETE.as_raw() as u64;
    let rep = reply(&req, incomplete);
    // SAFETY: `a` points to the application's structures and arrays.
    let ret = unsafe { answer(&rep, &a) }.unwrap();
    assert_eq!(ret, incomplete);
    assert_eq!(
        (
            counts.address_info_count,
            counts.vendor_info_count,
            counts.vendor_binary_size
        ),
        (1, 1, 10)
    );
    assert_eq!(addrs[0].reported_address, 0x1234_5000);
    assert_eq!(addrs[0].address_precision, 4096);
    assert_eq!(
        addrs[1].reported_address, 0xdead,
        "past the count: untouched"
    );
    assert_eq!(vendors[0].vendor_fault_code, 77);
    assert_eq!(&blob[..10], b"0123456789");
    assert_eq!(&blob[10..], &[0xAA; 6]);
    assert_eq!(info.description[0], b'X' as _);
    assert_eq!(info.p_address_infos, addrs.as_mut_ptr(), "pointers kept");

    // A reply that claims more than the application's capacity is refused: decode the same
    // reply against smaller capacities.
    // SAFETY: the application's counts, written through the pointer the arguments hold.
    unsafe {
        (*cp).address_info_count = 0;
        (*cp).vendor_info_count = 1;
        (*cp).vendor_binary_size = 16;
    }
    // SAFETY: as above.
    let e = unsafe { answer(&rep, &a) }.unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadReply);
}

/// Requests with the new member kinds: every strict prefix, and every single-byte mutation
/// of the capacity words, decodes to an error or a value, never a panic; prefixes are errors.
#[test]
fn truncated_and_mutated_requests_with_output_arrays() {
    let mut mods = [vk::DrmFormatModifierPropertiesEXT::default(); 3];
    let mut list = vk::DrmFormatModifierPropertiesListEXT {
        drm_format_modifier_count: 3,
        p_drm_format_modifier_properties: mods.as_mut_ptr(),
        ..Default::default()
    };
    let mut fp = vk::FormatProperties2 {
        p_next: &mut list as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
    };
    let mut counts = vk::DeviceFaultCountsEXT {
        address_info_count: 2,
        ..Default::default()
    };
    let mut addrs = [vk::DeviceFaultAddressInfoEXT::default(); 2];
    let mut info = vk::DeviceFaultInfoEXT {
        p_address_infos: addrs.as_mut_ptr(),
        ..Default::default()
    };
    let f = args::GetDeviceFaultInfoEXT {
        device: vk::Device::from_raw(0x1000 + 2),
        p_fault_counts: &mut counts,
        p_fault_info: &mut info,
    };
    for bytes in [request(&a), request(&f)] {
        let mut st = server_table(&[
            (vk::ObjectType::PHYSICAL_DEVICE, 5),
            (vk::ObjectType::DEVICE, 2),
        ]);
        let arena = Arena::with_limit(1 << 20);
        decode_request(&bytes, &mut st, &arena).unwrap();
        for cut in 0..bytes.len() {
            let arena = Arena::with_limit(1 << 20);
            assert!(decode_request(&bytes[..cut], &mut st, &arena).is_err());
        }
        for i in 16..bytes.len() {
            for v in [0u8, 1, 2, 0x80, 0xff] {
                let mut m = bytes.clone();
                m[i] = v;
                let arena = Arena::with_limit(1 << 20);
                let _ = decode_request(&m, &mut st, &arena);
            }
        }
    }
}

/// `vkGetPhysicalDeviceDisplayProperties2KHR`: the driver-owned `displayName` comes back as a
/// copy that outlives the call (interned: one copy per distinct name), the display handle as
/// the client's handle.
#[test]
fn display_names_come_back_as_interned_copies() {
    let call = |names: [Option<&'static std::ffi::CStr>; 2]| {
        let mut count = 2u32;
        let mut props = [vk::DisplayProperties2KHR::default(); 2];
        let a = args::GetPhysicalDeviceDisplayProperties2KHR {
            physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
            p_property_count: &mut count,
            p_properties: props.as_mut_ptr(),
        };
        let arena = Arena::new();
        let req = serve(&a, &[(vk::ObjectType::PHYSICAL_DEVICE, 5)], &arena);
        let d = req
            .args::<args::GetPhysicalDeviceDisplayProperties2KHR>()
            .unwrap();
        // The driver's own strings, which die with this scope on the renderer side.
        let owned: Vec<Option<std::ffi::CString>> =
            names.iter().map(|n| n.map(|n| n.to_owned())).collect();
        // SAFETY: two rebuilt output structures.
        unsafe {
            let p = std::slice::from_raw_parts_mut(d.p_properties, 2);
            for (k, e) in p.iter_mut().enumerate() {
                assert!(e.display_properties.display_name.is_null());
                e.display_properties.display =
                    vk::DisplayKHR::from_raw(0x9000_0000 + 40 + k as u64);
                e.display_properties.display_name =
                    owned[k].as_ref().map_or(std::ptr::null(), |s| s.as_ptr());
                e.display_properties.physical_resolution = vk::Extent2D {
                    width: 1920,
                    height: 1080 + k as u32,
                };
            }
        }
        let rep = reply(&req, 0);
        drop(owned);
        // SAFETY: `a` points to the application's structures.
        unsafe {
            decode_reply(
                &rep,
                &a,
                &mut client_table(&[
                    (vk::ObjectType::DISPLAY_KHR, 40),
                    (vk::ObjectType::DISPLAY_KHR, 41),
                ]),
            )
        }
        .unwrap();
        props
    };
    let p = call([Some(c"DP-1"), None]);
    // SAFETY: interned copies live as long as the process.
    let name = unsafe { std::ffi::CStr::from_ptr(p[0].display_properties.display_name) };
    assert_eq!(name, c"DP-1");
    assert!(p[1].display_properties.display_name.is_null());
    assert_eq!(p[0].display_properties.display.as_raw(), 0x1000 + 40);
    assert_eq!(p[1].display_properties.physical_resolution.height, 1081);
    assert_eq!(p[0].s_type, vk::StructureType::DISPLAY_PROPERTIES_2_KHR);
    // The same name again shares the copy.
    let q = call([Some(c"HDMI-A-1"), Some(c"DP-1")]);
    assert_eq!(
        q[1].display_properties.display_name,
        p[0].display_properties.display_name
    );
    // SAFETY: as above.
    let name = unsafe { std::ffi::CStr::from_ptr(q[0].display_properties.display_name) };
    assert_eq!(name, c"HDMI-A-1");
}

/// `vkGetPerformanceParameterINTEL`: the output union's string arm (chosen by `type`) comes
/// back as an interned copy; a number arm as its bytes.
#[test]
fn performance_value_string_and_number_arms() {
    let call = |ty: vk::PerformanceValueTypeINTEL, data: vk::PerformanceValueDataINTEL| {
        let mut value = vk::PerformanceValueINTEL::default();
        let a = args::GetPerformanceParameterINTEL {
            device: vk::Device::from_raw(0x1000 + 2),
            parameter: vk::PerformanceParameterTypeINTEL::HW_COUNTERS_SUPPORTED,
            p_value: &mut value,
        };
        let arena = Arena::new();
        let req = serve(&a, &[(vk::ObjectType::DEVICE, 2)], &arena);
        let d = req.args::<args::GetPerformanceParameterINTEL>().unwrap();
        // SAFETY: the rebuilt output structure.
        unsafe {
            (*d.p_value).ty = ty;
            (*d.p_value).data = data;
        }
        let rep = reply(&req, 0);
        // SAFETY: `a` points to the application's structure.
        unsafe { answer(&rep, &a) }.unwrap();
        value
    };
    let owned = c"gen9-counters".to_owned();
    let v = call(
        vk::PerformanceValueTypeINTEL::STRING,
        vk::PerformanceValueDataINTEL {
            value_string: owned.as_ptr(),
        },
    );
    drop(owned);
    assert_eq!(v.ty, vk::PerformanceValueTypeINTEL::STRING);
    // SAFETY: the string arm holds an interned copy that lives as long as the process.
    let s = unsafe { std::ffi::CStr::from_ptr(v.data.value_string) };
    assert_eq!(s, c"gen9-counters");
    let v = call(
        vk::PerformanceValueTypeINTEL::UINT64,
        vk::PerformanceValueDataINTEL {
            value64: 0x1234_5678_9abc,
        },
    );
    // SAFETY: the number arm.
    assert_eq!(unsafe { v.data.value64 }, 0x1234_5678_9abc);
}

/// A driver that reports more elements than it was given room for: the renderer's reply
/// never reads past the storage (it sends at most the capacity), and the client refuses the
/// reply because the count disagrees with the elements sent.
#[test]
fn a_driver_count_past_the_capacity_is_cut_and_refused() {
    let mut mods = [vk::DrmFormatModifierPropertiesEXT::default(); 2];
    let mut list = vk::DrmFormatModifierPropertiesListEXT {
        drm_format_modifier_count: 2,
        p_drm_format_modifier_properties: mods.as_mut_ptr(),
        ..Default::default()
    };
    let mut fp = vk::FormatProperties2 {
        p_next: &mut list as *mut _ as *mut _,
        ..Default::default()
    };
    let a = args::GetPhysicalDeviceFormatProperties2 {
        physical_device: vk::PhysicalDevice::from_raw(0x1000 + 5),
        format: vk::Format::R8G8B8A8_UNORM,
        p_format_properties: &mut fp,
    };
    let arena = Arena::new();
    let req = serve(&a, &[(vk::ObjectType::PHYSICAL_DEVICE, 5)], &arena);
    let d = req
        .args::<args::GetPhysicalDeviceFormatProperties2>()
        .unwrap();
    // SAFETY: the rebuilt chain.
    unsafe {
        let l =
            &mut *((*d.p_format_properties).p_next as *mut vk::DrmFormatModifierPropertiesListEXT);
        l.drm_format_modifier_count = 1000;
    }
    let rep = reply(&req, 0);
    // The reply holds 2 elements, not 1000.
    assert!(rep.len() < 16 + 8 + 2 * 16 + 200, "{}", rep.len());
    // SAFETY: `a` points to the application's chain.
    let e = unsafe { answer(&rep, &a) }.unwrap_err();
    assert_eq!(e.kind(), DecodeErrorKind::BadReply);
}
