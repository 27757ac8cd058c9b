//! Property tests: no panic on arbitrary or mutated input, and spirv-val as the reference
//! for random attribute assignments.

use std::sync::OnceLock;

use proptest::prelude::*;
use spirv_patch::{Format, Module, caps, clip, scaled};

use crate::util::{self, VULKAN_1_1};

/// Runs the parser and every pass; a module a pass returns must parse again.
fn run_all(bytes: &[u8], attrs: &[(u32, Format)], unpack_packed: bool) {
    let Ok(m) = Module::from_bytes(bytes) else {
        return;
    };
    let _ = caps::analyze(&m);
    for distance in [clip::Distance::Clip, clip::Distance::Cull] {
        let mut c = m.clone();
        if clip::pass(&mut c, &clip::Options { distance }).is_ok() {
            Module::from_bytes(&c.to_bytes()).expect("pass output parses");
        }
    }
    let mut s = m.clone();
    let opts = scaled::Options {
        attributes: attrs.to_vec(),
        unpack_packed,
    };
    if scaled::pass(&mut s, &opts).is_ok() {
        Module::from_bytes(&s.to_bytes()).expect("pass output parses");
    }
}

fn corpus() -> &'static [Vec<u32>] {
    static C: OnceLock<Vec<Vec<u32>>> = OnceLock::new();
    C.get_or_init(|| {
        [
            "clip_block.vert",
            "clip_arrayed.tesc",
            "scaled_access.vert",
            "clip_input.frag",
        ]
        .iter()
        .map(|n| util::words(&util::compile(n, VULKAN_1_1)))
        .collect()
    })
}

fn scaled_format() -> impl Strategy<Value = Format> {
    let all: Vec<Format> = Format::ALL.to_vec();
    proptest::sample::select(all)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..256)) {
        run_all(&bytes, &[(0, Format::R8G8_SSCALED)], false);
        // Behind a valid header too, so the instruction walk is reached.
        let mut with_header = util::bytes(&[0x0723_0203, 0x0001_0300, 0, 64, 0]);
        with_header.extend_from_slice(&bytes[..bytes.len() / 4 * 4]);
        run_all(&with_header, &[(0, Format::A2B10G10R10_SSCALED_PACK32)], true);
    }

    #[test]
    fn mutated_modules_never_panic(
        which in 0usize..4,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u32>(), 0u8..4), 1..4),
        truncate in proptest::option::of(any::<prop::sample::Index>()),
        fmt in scaled_format(),
        unpack in any::<bool>(),
    ) {
        let mut words = corpus()[which].clone();
        for (at, value, kind) in edits {
            let i = at.index(words.len());
            words[i] = match kind {
                0 => value,
                1 => words[i] ^ (1 << (value % 32)),
                2 => value % 64,              // a small id or literal
                _ => words[i].wrapping_add(1),
            };
        }
        if let Some(t) = truncate {
            words.truncate(t.index(words.len()));
        }
        run_all(&util::bytes(&words), &[(0, fmt), (1, fmt), (3, Format::R16G16B16A16_USCALED)], unpack);
    }
}

proptest! {
    // Each case runs spirv-val twice: keep the count small.
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_attribute_sets_pass_spirv_val(
        fmts in proptest::collection::vec(proptest::option::of(scaled_format()), 4),
        unpack_packed in any::<bool>(),
    ) {
        static INPUT: OnceLock<Vec<u8>> = OnceLock::new();
        let input = INPUT.get_or_init(|| util::compile("scaled_access.vert", VULKAN_1_1));
        let attributes: Vec<(u32, Format)> = fmts
            .iter()
            .enumerate()
            .filter_map(|(i, f)| Some((i as u32, (*f)?)))
            .collect();
        let mut m = Module::from_bytes(input).unwrap();
        // Unpacking needs constant indices: scaled_access.vert indexes s3 and s4 dynamically.
        let unpack_packed = unpack_packed
            && attributes.iter().all(|&(l, f)| l < 2 || f.packed_fields().is_none());
        let opts = scaled::Options { attributes: attributes.clone(), unpack_packed };
        let r = scaled::pass(&mut m, &opts).unwrap();
        let n = attributes.iter().filter(|a| a.1.scaled().is_some()).count();
        prop_assert_eq!(r.replacements.len(), n);
        prop_assert_eq!(r.variables.len(), n);
        prop_assert_eq!(r.changed, n > 0);
        let out = m.to_bytes();
        if n == 0 {
            prop_assert_eq!(&out, input);
        }
        prop_assert!(util::spirv_val(&out, VULKAN_1_1).is_ok(), "{:?}", util::spirv_val(&out, VULKAN_1_1));
        // Clip removal on top of it stays valid.
        clip::pass(&mut m, &clip::Options::default()).unwrap();
        prop_assert!(util::spirv_val(&m.to_bytes(), VULKAN_1_1).is_ok());
    }
}
