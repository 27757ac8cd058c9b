//! Fuzzes ext-inject's `pNext` chain walkers with arbitrary chain shapes: any link pattern
//! (loops included), any sType, any member values. Every walker must return (Ok or an
//! error), never hang, and never touch memory outside the nodes.
#![no_main]

use std::ffi::c_void;

use ext_inject::ash::vk;
use ext_inject::chain::ChainLimits;
use ext_inject::generated::features::FEATURE_STRUCTS;
use ext_inject::mask::{
    FormatEmulation, PropertyMask, cap_heaps_chain, mask_format_properties_chain,
};
use ext_inject::sanitize::{FeatureReport, sanitize_chain};
use ext_inject::{FeatureMask, FeatureSet, SanitizeOptions};
use libfuzzer_sys::fuzz_target;

/// Each node is large enough for any structure the walkers may cast it to.
const NODE_WORDS: usize = 160;

fuzz_target!(|data: &[u8]| {
    let Some((&n, rest)) = data.split_first() else {
        return;
    };
    let n = (n as usize % 48) + 1;
    let mut bytes = rest.iter().copied().cycle();
    let mut next = || bytes.next().unwrap_or(0);
    let mut nodes: Vec<Box<[u64; NODE_WORDS]>> =
        (0..n).map(|_| Box::new([0u64; NODE_WORDS])).collect();
    let ptrs: Vec<*mut vk::BaseOutStructure<'static>> =
        nodes.iter_mut().map(|b| b.as_mut_ptr().cast()).collect();
    let special = [
        vk::StructureType::PHYSICAL_DEVICE_FEATURES_2,
        vk::StructureType::PHYSICAL_DEVICE_PROPERTIES_2,
        vk::StructureType::PHYSICAL_DEVICE_DRIVER_PROPERTIES,
        vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES,
        vk::StructureType::PHYSICAL_DEVICE_MEMORY_PROPERTIES_2,
        vk::StructureType::PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT,
        vk::StructureType::FORMAT_PROPERTIES_2,
        vk::StructureType::FORMAT_PROPERTIES_3,
    ];
    for (i, p) in ptrs.iter().enumerate() {
        let pick = next() as usize;
        let s_type = if pick < 128 {
            FEATURE_STRUCTS[pick % FEATURE_STRUCTS.len()].s_type
        } else if pick < 200 {
            special[pick % special.len()]
        } else {
            vk::StructureType::from_raw(i32::from_le_bytes([next(), next(), next(), next()]))
        };
        let link = next() as usize;
        let target = if link % 5 == 0 {
            std::ptr::null_mut()
        } else {
            ptrs[link % n]
        };
        // SAFETY: `p` points to our node, large enough for the header.
        unsafe {
            (**p).s_type = s_type;
            (**p).p_next = target;
        }
        // Arbitrary member values after the header (bools, counts, names alike).
        let body = nodes[i].as_mut_slice();
        for w in body.iter_mut().skip(2).take(32) {
            *w = u64::from(next()) * 0x0101_0101_0101_0101;
        }
        // Keep heap counts in range only sometimes: the walkers must clamp.
    }
    let head = ptrs[0] as *const c_void;
    let limits = ChainLimits { max_len: 64 };
    let supported = FeatureSet::new();
    let mut report = FeatureReport::default();
    let mut h = head;
    // SAFETY: every pointer reachable from `head` is one of our nodes, each NODE_WORDS * 8
    // bytes, which covers every structure the walkers cast to.
    unsafe {
        let _ = sanitize_chain(
            &mut h,
            &supported,
            SanitizeOptions {
                limits,
                unlink_unknown_to_device: true,
            },
            &mut report,
        );
        let mask = FeatureMask::new(&["shaderClipDistance"], &["geometryShader"]).unwrap();
        let _ = mask.apply_to_chain(head as *mut c_void, limits);
        let pm = PropertyMask {
            max_api_version: Some(vk::API_VERSION_1_1),
            driver_name_suffix: Some("x".into()),
            device_name_suffix: Some("y".into()),
        };
        let _ = pm.apply_to_chain(head as *mut _, limits);
        let _ = cap_heaps_chain(head as *mut _, 1 << 30, limits);
        let _ = mask_format_properties_chain(
            vk::Format::BC1_RGB_UNORM_BLOCK,
            head as *mut _,
            FormatEmulation {
                bc: true,
                scaled_vertex: true,
            },
            limits,
        );
    }
});
