//! Chain walking and feature sanitizing: loops, length limits, ash interop, and a proptest
//! against a member-by-member model.

use std::ffi::c_void;

use ash::vk;
use ext_inject::chain::{self, ChainLimits};
use ext_inject::features::{Location, resolve};
use ext_inject::generated::features::{CORE_FEATURE_MEMBERS, FEATURE_STRUCTS};
use ext_inject::sanitize::{FeatureReport, sanitize_chain};
use ext_inject::{
    ChainError, FeatureChain, FeatureMask, FeatureRef, FeatureSet, SanitizeOptions,
    sanitize_device_create_info,
};
use proptest::prelude::*;

fn node(s: vk::StructureType) -> vk::BaseOutStructure<'static> {
    vk::BaseOutStructure {
        s_type: s,
        ..Default::default()
    }
}

#[test]
fn loop_in_the_middle_is_rejected() {
    let mut n = [
        node(vk::StructureType::DEVICE_CREATE_INFO),
        node(vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES),
        node(vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_2_FEATURES),
    ];
    let p = n.as_mut_ptr();
    // SAFETY: indices within the local array; 0 -> 1 -> 2 -> 1.
    unsafe {
        (*p).p_next = p.add(1);
        (*p.add(1)).p_next = p.add(2);
        (*p.add(2)).p_next = p.add(1);
    }
    // SAFETY: every node is a live local structure.
    let err = unsafe { chain::collect(p.cast(), ChainLimits::default()) }.unwrap_err();
    assert_eq!(
        err,
        ChainError::Loop {
            index: 1,
            s_type: vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES
        }
    );
    // Sanitizing the same chain fails the same way and changes nothing.
    let mut head = p as *const c_void;
    let mut report = FeatureReport::default();
    // SAFETY: as above.
    let r = unsafe {
        sanitize_chain(
            &mut head,
            &FeatureSet::new(),
            SanitizeOptions::default(),
            &mut report,
        )
    };
    assert!(matches!(r, Err(ChainError::Loop { .. })));
    assert_eq!(head, p as *const c_void);
}

#[test]
fn absurdly_long_chain_is_rejected() {
    let mut nodes: Vec<vk::BaseOutStructure<'static>> = (0..3000)
        .map(|_| node(vk::StructureType::APPLICATION_INFO))
        .collect();
    let p = nodes.as_mut_ptr();
    for i in 0..nodes.len() - 1 {
        // SAFETY: `i + 1` is within the vector.
        unsafe { (*p.add(i)).p_next = p.add(i + 1) };
    }
    // SAFETY: live nodes, linear chain.
    let err = unsafe { chain::collect(p.cast(), ChainLimits::default()) }.unwrap_err();
    assert_eq!(err, ChainError::TooLong { limit: 1024 });
    // SAFETY: as above.
    let ok = unsafe { chain::collect(p.cast(), ChainLimits { max_len: 3000 }) }.unwrap();
    assert_eq!(ok.len(), 3000);
}

#[test]
fn misaligned_pointer_is_rejected() {
    let buf = [0u64; 8];
    // SAFETY: the pointer is checked for alignment before it is read.
    let err = unsafe {
        chain::collect(
            buf.as_ptr().cast::<u8>().add(4).cast(),
            ChainLimits::default(),
        )
    }
    .unwrap_err();
    assert!(matches!(err, ChainError::Misaligned { index: 0, .. }));
}

fn supported_with(names: &[&str]) -> FeatureSet {
    let mut s = FeatureSet::new();
    for n in names {
        for r in resolve(n).unwrap() {
            s.set(r, true);
        }
    }
    s
}

#[test]
fn features2_in_chain_and_ash_structs() {
    let supported = supported_with(&[
        "samplerAnisotropy",
        "VkPhysicalDeviceVulkan11Features.multiview",
    ]);
    let mut v11 = vk::PhysicalDeviceVulkan11Features::default()
        .multiview(true)
        .multiview_geometry_shader(true);
    let mut rt =
        vk::PhysicalDeviceRayTracingPipelineFeaturesKHR::default().ray_tracing_pipeline(true);
    let mut f2 = vk::PhysicalDeviceFeatures2::default().features(
        vk::PhysicalDeviceFeatures::default()
            .sampler_anisotropy(true)
            .wide_lines(true),
    );
    let mut group = vk::DeviceGroupDeviceCreateInfo::default();
    let mut info = vk::DeviceCreateInfo::default()
        .push_next(&mut f2)
        .push_next(&mut rt)
        .push_next(&mut group)
        .push_next(&mut v11);
    let mut storage = vk::PhysicalDeviceFeatures::default();
    // SAFETY: `info`'s chain is made of live ash structures.
    let report = unsafe {
        sanitize_device_create_info(
            &mut info,
            &mut storage,
            &supported,
            SanitizeOptions::default(),
        )
    }
    .unwrap();
    let mut cleared = report.cleared_names();
    cleared.sort();
    assert_eq!(
        cleared,
        [
            "VkPhysicalDeviceFeatures.wideLines",
            "VkPhysicalDeviceRayTracingPipelineFeaturesKHR.rayTracingPipeline",
            "VkPhysicalDeviceVulkan11Features.multiviewGeometryShader",
        ]
    );
    assert_eq!(
        report.unlinked,
        ["VkPhysicalDeviceRayTracingPipelineFeaturesKHR"]
    );
    assert_eq!(
        report.unknown,
        [vk::StructureType::DEVICE_GROUP_DEVICE_CREATE_INFO]
    );
    // SAFETY: the chain is still the live ash structures, relinked.
    let types = unsafe { chain::s_types(info.p_next, ChainLimits::default()) }.unwrap();
    assert_eq!(
        types,
        [
            vk::StructureType::PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
            vk::StructureType::DEVICE_GROUP_DEVICE_CREATE_INFO,
            vk::StructureType::PHYSICAL_DEVICE_FEATURES_2,
        ]
    );
    assert!(info.p_enabled_features.is_null());
    assert_eq!(f2.features.sampler_anisotropy, vk::TRUE);
    assert_eq!(f2.features.wide_lines, vk::FALSE);
    assert_eq!(
        (v11.multiview, v11.multiview_geometry_shader),
        (vk::TRUE, vk::FALSE)
    );
    assert_eq!(rt.ray_tracing_pipeline, vk::FALSE);
}

#[test]
fn non_boolean_values_count_as_requested() {
    let supported = supported_with(&["depthClamp"]);
    let mut core = vk::PhysicalDeviceFeatures {
        depth_clamp: 7,
        depth_bias_clamp: 9,
        ..Default::default()
    };
    let mut report = FeatureReport::default();
    ext_inject::sanitize::sanitize_core(&mut core, &supported, &mut report);
    assert_eq!(
        (core.depth_clamp, core.depth_bias_clamp),
        (vk::TRUE, vk::FALSE)
    );
    assert_eq!(
        report.cleared_names(),
        ["VkPhysicalDeviceFeatures.depthBiasClamp"]
    );
}

#[test]
fn mask_sets_and_clears_everywhere_a_name_lives() {
    let mask = FeatureMask::new(
        &["samplerYcbcrConversion", "textureCompressionBC"],
        &["multiview"],
    )
    .unwrap();
    let mut chain = FeatureChain::new(
        [
            "VkPhysicalDeviceVulkan11Features",
            "VkPhysicalDeviceSamplerYcbcrConversionFeatures",
        ]
        .iter()
        .map(|n| ext_inject::FeatureStructInfo::by_name(n).unwrap()),
    );
    chain.fill_from(&supported_with(&["multiview"]));
    // SAFETY: the chain is owned, live and well formed.
    let changed =
        unsafe { mask.apply_to_chain(chain.as_mut_ptr().cast(), ChainLimits::default()) }.unwrap();
    assert_eq!(changed.len(), 4, "{changed:?}");
    let set = chain.to_feature_set();
    assert_eq!(set.is_enabled("samplerYcbcrConversion"), Some(true));
    assert_eq!(set.is_enabled("textureCompressionBC"), Some(true));
    assert_eq!(set.is_enabled("multiview"), Some(false));
    assert!(FeatureMask::new(&["noSuchFeature"], &[]).is_err());
}

/// A small deterministic generator so one u64 drives a whole case.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn bit(&mut self) -> bool {
        self.next() & 1 == 1
    }
}

fn random_set(rng: &mut Rng, structs: &[&'static ext_inject::FeatureStructInfo]) -> FeatureSet {
    let mut s = FeatureSet::new();
    for index in 0..CORE_FEATURE_MEMBERS.len() {
        s.set(
            FeatureRef {
                location: Location::Core,
                index,
            },
            rng.bit(),
        );
    }
    for info in structs {
        s.add_struct(info);
        for index in 0..info.members.len() {
            s.set(
                FeatureRef {
                    location: Location::Struct(info),
                    index,
                },
                rng.bit(),
            );
        }
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn sanitize_matches_model(seed in 1u64.., n_req in 0usize..10, n_sup in 0usize..30) {
        let mut rng = Rng(seed);
        let pick = |n: usize, rng: &mut Rng| {
            let mut v: Vec<&'static ext_inject::FeatureStructInfo> = Vec::new();
            for _ in 0..n {
                let f = &FEATURE_STRUCTS[(rng.next() % FEATURE_STRUCTS.len() as u64) as usize];
                if !v.contains(&f) { v.push(f); }
            }
            v
        };
        let req_structs = pick(n_req, &mut rng);
        let mut sup_structs = pick(n_sup, &mut rng);
        // Make overlap likely.
        sup_structs.extend(req_structs.iter().filter(|_| rng.bit()).copied());
        let requested = random_set(&mut rng, &req_structs);
        let supported = random_set(&mut rng, &sup_structs);

        let mut chain = FeatureChain::new(req_structs.iter().copied());
        chain.fill_from(&requested);
        let head0 = chain.as_mut_ptr() as *const c_void;
        let mut head = head0;
        let mut report = FeatureReport::default();
        // SAFETY: the chain is owned, live, writable and well formed.
        unsafe { sanitize_chain(&mut head, &supported, SanitizeOptions::default(), &mut report) }.unwrap();
        prop_assert_eq!(head, head0);
        // SAFETY: as above (relinked by the sanitizer).
        let result = unsafe { FeatureSet::from_features2(head.cast(), ChainLimits::default()) }.unwrap();

        let mut expect_cleared = Vec::new();
        for f in requested.enabled() {
            if supported.get(f) != Some(true) {
                expect_cleared.push(f);
            }
        }
        let mut got_cleared = report.cleared.clone();
        let key = |f: &FeatureRef| (f.struct_name(), f.index);
        got_cleared.sort_by_key(key);
        expect_cleared.sort_by_key(key);
        prop_assert_eq!(got_cleared, expect_cleared);
        for f in requested.enabled() {
            let kept = supported.get(f) == Some(true);
            // Unlinked structures are absent from the result.
            if let Some(v) = result.get(f) { prop_assert_eq!(v, kept); }
        }
        let mut expect_unlinked: Vec<&str> = req_structs
            .iter()
            .filter(|s| !supported.has_struct(s.s_type))
            .map(|s| s.name)
            .collect();
        let mut got_unlinked = report.unlinked.clone();
        expect_unlinked.sort();
        got_unlinked.sort();
        prop_assert_eq!(&got_unlinked, &expect_unlinked);
        for s in &req_structs {
            prop_assert_eq!(result.has_struct(s.s_type), supported.has_struct(s.s_type));
        }
        // Order of the kept structures is unchanged.
        // SAFETY: as above.
        let types = unsafe { chain::s_types(head, ChainLimits::default()) }.unwrap();
        let expect: Vec<vk::StructureType> = std::iter::once(vk::StructureType::PHYSICAL_DEVICE_FEATURES_2)
            .chain(req_structs.iter().filter(|s| supported.has_struct(s.s_type)).map(|s| s.s_type))
            .collect();
        prop_assert_eq!(types, expect);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    /// Any link pattern: the walker finds the same path as an index-based model, reports a
    /// loop exactly where the model first revisits a node, and honours the length limit.
    #[test]
    fn random_graphs_match_model(
        links in prop::collection::vec(prop::option::of(0usize..24), 1..24),
        max_len in 1usize..30,
    ) {
        let n = links.len();
        let mut nodes: Vec<vk::BaseOutStructure<'static>> =
            (0..n).map(|_| node(vk::StructureType::APPLICATION_INFO)).collect();
        let p = nodes.as_mut_ptr();
        for (i, l) in links.iter().enumerate() {
            let target = l.map_or(std::ptr::null_mut(), |t| {
                // SAFETY: `t % n` is within the vector.
                unsafe { p.add(t % n) }
            });
            // SAFETY: `i` is within the vector.
            unsafe { (*p.add(i)).p_next = target };
        }
        // Model.
        let mut path = vec![0usize];
        let mut expect_loop = None;
        while let Some(t) = links[*path.last().unwrap()] {
            let t = t % n;
            if let Some(at) = path.iter().position(|x| *x == t) {
                expect_loop = Some(at);
                break;
            }
            path.push(t);
        }
        // SAFETY: every pointer reachable is one of our nodes.
        let got = unsafe { chain::collect(p.cast(), ChainLimits { max_len }) };
        let too_long = path.len() > max_len;
        match got {
            Ok(v) => {
                prop_assert!(expect_loop.is_none() && !too_long);
                let idx: Vec<usize> = v.iter().map(|q| (*q as usize - p as usize) / size_of::<vk::BaseOutStructure<'static>>()).collect();
                prop_assert_eq!(idx, path);
            }
            Err(ChainError::Loop { index, .. }) => {
                prop_assert!(!too_long);
                prop_assert_eq!(Some(index), expect_loop);
            }
            Err(ChainError::TooLong { limit }) => {
                prop_assert_eq!(limit, max_len);
                prop_assert!(too_long);
            }
            Err(e) => prop_assert!(false, "unexpected {e}"),
        }
    }
}
