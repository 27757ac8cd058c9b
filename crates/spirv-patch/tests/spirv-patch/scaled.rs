//! The scaled-vertex pass on glslang output.

use spirv_patch::scaled::{self, Options, Replacement};
use spirv_patch::{Error, Format, Module};

use crate::util::{self, VULKAN_1_1, VULKAN_1_3};

fn run(bytes: &[u8], attrs: &[(u32, Format)]) -> Result<(Vec<u8>, scaled::Report), Error> {
    run_with(bytes, attrs, false)
}

fn run_with(
    bytes: &[u8],
    attrs: &[(u32, Format)],
    unpack_packed: bool,
) -> Result<(Vec<u8>, scaled::Report), Error> {
    let mut m = Module::from_bytes(bytes)?;
    let r = scaled::pass(
        &mut m,
        &Options {
            attributes: attrs.to_vec(),
            unpack_packed,
        },
    )?;
    Ok((m.to_bytes(), r))
}

fn scaled_formats() -> Vec<Format> {
    Format::ALL
        .iter()
        .copied()
        .filter(|f| f.scaled().is_some())
        .collect()
}

#[test]
fn format_table_matches_ash() {
    use ash::vk::Format as F;
    let expect = [
        (Format::R8_USCALED, F::R8_USCALED, F::R8_UINT),
        (Format::R8G8_SSCALED, F::R8G8_SSCALED, F::R8G8_SINT),
        (Format::R8G8B8_USCALED, F::R8G8B8_USCALED, F::R8G8B8_UINT),
        (Format::B8G8R8_SSCALED, F::B8G8R8_SSCALED, F::B8G8R8_SINT),
        (
            Format::R8G8B8A8_SSCALED,
            F::R8G8B8A8_SSCALED,
            F::R8G8B8A8_SINT,
        ),
        (
            Format::B8G8R8A8_USCALED,
            F::B8G8R8A8_USCALED,
            F::B8G8R8A8_UINT,
        ),
        (
            Format::A8B8G8R8_USCALED_PACK32,
            F::A8B8G8R8_USCALED_PACK32,
            F::A8B8G8R8_UINT_PACK32,
        ),
        (
            Format::A2R10G10B10_SSCALED_PACK32,
            F::A2R10G10B10_SSCALED_PACK32,
            F::A2R10G10B10_SINT_PACK32,
        ),
        (
            Format::A2B10G10R10_USCALED_PACK32,
            F::A2B10G10R10_USCALED_PACK32,
            F::A2B10G10R10_UINT_PACK32,
        ),
        (
            Format::A2B10G10R10_SSCALED_PACK32,
            F::A2B10G10R10_SSCALED_PACK32,
            F::A2B10G10R10_SINT_PACK32,
        ),
        (Format::R16_SSCALED, F::R16_SSCALED, F::R16_SINT),
        (Format::R16G16_USCALED, F::R16G16_USCALED, F::R16G16_UINT),
        (
            Format::R16G16B16_SSCALED,
            F::R16G16B16_SSCALED,
            F::R16G16B16_SINT,
        ),
        (
            Format::R16G16B16A16_USCALED,
            F::R16G16B16A16_USCALED,
            F::R16G16B16A16_UINT,
        ),
    ];
    for (f, vk, repl) in expect {
        assert_eq!(f.vk() as i32, vk.as_raw(), "{f}");
        assert_eq!(f.replacement().vk() as i32, repl.as_raw(), "{f}");
    }
    // Every entry: the replacement is an integer format of the same signedness, and the
    // name round-trips through FromStr (with and without the VK_FORMAT_ prefix).
    assert_eq!(scaled_formats().len(), 26);
    for &f in Format::ALL {
        let r = f.replacement();
        assert_eq!(r.scaled(), None, "{f}");
        if let Some(signed) = f.scaled() {
            assert_eq!(
                r.name().ends_with("SINT") || r.name().contains("SINT_"),
                signed,
                "{f}"
            );
            assert_eq!(
                r.name(),
                f.name()
                    .replace("SSCALED", "SINT")
                    .replace("USCALED", "UINT")
            );
        }
        assert_eq!(f.name().parse::<Format>(), Ok(f));
        assert_eq!(
            format!("vk_format_{}", f.name().to_lowercase()).parse::<Format>(),
            Ok(f)
        );
        assert_eq!(f.vk().to_string().parse::<Format>(), Ok(f));
        assert_eq!(Format::from_vk(f.vk()), Some(f));
    }
    assert!("R32_SFLOAT".parse::<Format>().is_err());
}

#[test]
fn every_scaled_format_on_every_component_count_is_valid() {
    // scaled_access.vert: locations 0..3 hold float, vec2, vec3, vec4 read whole, through
    // constant and dynamic access chains; location 4 is a plain float input.
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("scaled_access.vert", env);
        for (i, f) in scaled_formats().into_iter().enumerate() {
            let attrs = [
                ((i % 4) as u32, f),
                (((i + 1) % 4) as u32, Format::R8G8B8A8_UINT),
            ];
            let (out, r) = run(&input, &attrs).unwrap();
            assert!(r.changed, "{f}");
            assert_eq!(
                r.replacements,
                vec![Replacement {
                    location: (i % 4) as u32,
                    from: f,
                    to: f.replacement()
                }]
            );
            assert_eq!(r.variables.len(), 1);
            assert!(r.loads >= 1, "{f}: {r:?}");
            util::assert_valid(&out, env, &format!("scaled_access.vert with {attrs:?}"));
            let dis = util::disassemble(&out);
            let conv = if f.scaled() == Some(true) {
                "OpConvertSToF"
            } else {
                "OpConvertUToF"
            };
            assert!(dis.contains(conv), "{f}: {dis}");
        }
        // All four at once, mixed signedness.
        let attrs = [
            (0, Format::R16_SSCALED),
            (1, Format::R8G8_USCALED),
            (2, Format::A2B10G10R10_SSCALED_PACK32),
            (3, Format::A2R10G10B10_USCALED_PACK32),
        ];
        let (out, r) = run(&input, &attrs).unwrap();
        assert_eq!(r.variables.len(), 4);
        // s1, s2.y, s3[i], s3.z, s4[i], s2, s4: every load converted.
        assert!(r.loads >= 7, "{r:?}");
        assert!(r.access_chains >= 4, "{r:?}");
        util::assert_valid(&out, env, "scaled_access.vert, all scaled");
    }
}

#[test]
fn multi_location_inputs_are_rewritten_when_every_location_is_scaled_alike() {
    let input = util::compile("scaled_matrix.vert", VULKAN_1_1);
    // One location of the matrix (1..4) or array (5..6) scaled alone: the first location
    // that differs is named.
    for loc in 1..=6 {
        let err = run(&input, &[(loc, Format::R16G16B16A16_SSCALED)]).unwrap_err();
        let other = if (1..=4).contains(&loc) { 1 } else { 5 };
        let expect = if loc == other { loc + 1 } else { other };
        assert_eq!(
            err,
            Error::MixedMultiLocationAttribute { location: expect },
            "{loc}"
        );
    }
    // Signedness differing within the matrix.
    let mixed: Vec<_> = (1..=4)
        .map(|l| {
            (
                l,
                if l == 3 {
                    Format::R8G8B8A8_USCALED
                } else {
                    Format::R8G8B8A8_SSCALED
                },
            )
        })
        .collect();
    assert_eq!(
        run(&input, &mixed).unwrap_err(),
        Error::MixedMultiLocationAttribute { location: 3 }
    );
    // Location 0 is a plain vec4: fine, and the matrix/array stay untouched.
    let (out, r) = run(
        &input,
        &[(0, Format::R8G8B8A8_USCALED), (1, Format::R8G8B8A8_UINT)],
    )
    .unwrap();
    assert_eq!(r.variables.len(), 1);
    util::assert_valid(&out, VULKAN_1_1, "scaled_matrix.vert, location 0 scaled");
    // Every location of the matrix and of the array scaled: both retyped, both loads
    // converted, each location reported.
    let mut attrs: Vec<_> = (1..=4).map(|l| (l, Format::R16G16B16A16_SSCALED)).collect();
    attrs.extend((5..=6).map(|l| (l, Format::R8G8_USCALED)));
    let (out, r) = run(&input, &attrs).unwrap();
    assert_eq!(r.variables.len(), 2, "{r:?}");
    assert!(r.loads >= 2, "{r:?}");
    assert_eq!(
        r.replacements
            .iter()
            .map(|r| (r.location, r.to))
            .collect::<Vec<_>>(),
        [
            (1, Format::R16G16B16A16_SINT),
            (2, Format::R16G16B16A16_SINT),
            (3, Format::R16G16B16A16_SINT),
            (4, Format::R16G16B16A16_SINT),
            (5, Format::R8G8_UINT),
            (6, Format::R8G8_UINT),
        ]
    );
    util::assert_valid(
        &out,
        VULKAN_1_1,
        "scaled_matrix.vert, matrix and array scaled",
    );
    let dis = util::disassemble(&out);
    assert!(dis.contains("OpTypeArray %v4int"), "{dis}");
    assert!(dis.contains("OpConvertSToF %v4float"), "{dis}");
    assert!(dis.contains("OpConvertUToF %v2float"), "{dis}");
}

#[test]
fn multi_location_accesses_are_converted() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("scaled_multi.vert", env);
        let mut attrs: Vec<_> = (0..3)
            .map(|l| (l, Format::A2B10G10R10_SSCALED_PACK32))
            .collect();
        attrs.extend((3..6).map(|l| (l, Format::R16G16_USCALED)));
        attrs.push((6, Format::R8G8B8A8_SSCALED));
        let (out, r) = run(&input, &attrs).unwrap();
        assert_eq!(r.variables.len(), 3, "{r:?}");
        // m (whole), m[1], m[2].z, m[i], m[i] (twice), arr (whole), arr[i], arr[1], plain.
        assert!(r.loads >= 9, "{r:?}");
        assert!(r.access_chains >= 6, "{r:?}");
        util::assert_valid(&out, env, "scaled_multi.vert, all scaled");
        // Unpacking in the shader is for single-location inputs only.
        let err = run_with(&input, &attrs, true).unwrap_err();
        assert!(matches!(err, Error::Unsupported(_)), "{err:?}");
        // Without the packed format, unpacking has nothing to do on the matrix.
        let mut plain = attrs.clone();
        for a in plain.iter_mut().take(3) {
            a.1 = Format::R8G8B8A8_SSCALED;
        }
        let (out, _) = run_with(&input, &plain, true).unwrap();
        util::assert_valid(
            &out,
            env,
            "scaled_multi.vert, unpack_packed, no packed format",
        );
    }
}

#[test]
fn sixty_four_bit_inputs_are_refused() {
    let input = util::compile("scaled_double.vert", VULKAN_1_1);
    for loc in 0..=1 {
        let err = run(&input, &[(loc, Format::R16G16B16A16_SSCALED)]).unwrap_err();
        assert_eq!(err, Error::MultiLocationAttribute { location: loc });
        assert!(err.to_string().contains("64-bit"));
    }
}

#[test]
fn integer_inputs_and_bad_options_are_refused() {
    let input = util::compile("scaled_int.vert", VULKAN_1_1);
    assert_eq!(
        run(&input, &[(0, Format::R8G8B8A8_SSCALED)]).unwrap_err(),
        Error::AttributeType { location: 0 }
    );
    let vert = util::compile("scaled_access.vert", VULKAN_1_1);
    assert_eq!(
        run(&vert, &[(0, Format::R8_USCALED), (0, Format::R8_UINT)]).unwrap_err(),
        Error::DuplicateLocation(0)
    );
    let frag = util::compile("plain.frag", VULKAN_1_1);
    assert_eq!(
        run(&frag, &[(0, Format::R8_USCALED)]).unwrap_err(),
        Error::NotVertexShader
    );
}

#[test]
fn nothing_scaled_means_byte_for_byte() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("scaled_access.vert", env);
        let (out, r) = run(
            &input,
            &[(0, Format::R8_UINT), (3, Format::R16G16B16A16_SINT)],
        )
        .unwrap();
        assert!(!r.changed && r.replacements.is_empty());
        assert_eq!(out, input);
        // A scaled location the shader does not read: the format switch is still reported,
        // the module is untouched.
        let (out, r) = run(&input, &[(9, Format::R16G16_SSCALED)]).unwrap();
        assert!(!r.changed);
        assert_eq!(r.replacements.len(), 1);
        assert_eq!(r.replacements[0].to, Format::R16G16_SINT);
        assert_eq!(out, input);
    }
}

#[test]
fn packed_formats_can_be_unpacked_in_the_shader() {
    for env in [VULKAN_1_1, VULKAN_1_3] {
        let input = util::compile("scaled_access.vert", env);
        // s1 (float, whole loads) and s2 (vec2: whole loads and .y): constant access only.
        let attrs = [
            (0, Format::A2B10G10R10_SSCALED_PACK32),
            (1, Format::A2R10G10B10_USCALED_PACK32),
            (3, Format::R16G16B16A16_SSCALED),
        ];
        let (out, r) = run_with(&input, &attrs, true).unwrap();
        let to: Vec<Format> = r.replacements.iter().map(|r| r.to).collect();
        assert_eq!(
            to,
            [
                Format::R32_UINT,
                Format::R32_UINT,
                Format::R16G16B16A16_SINT
            ]
        );
        util::assert_valid(&out, env, "scaled_access.vert with packed formats unpacked");
        let dis = util::disassemble(&out);
        assert!(dis.contains("OpBitFieldSExtract"), "{dis}");
        assert!(dis.contains("OpBitFieldUExtract"), "{dis}");
        // s3 is indexed with a push constant: a packed format there is refused.
        let e = run_with(&input, &[(2, Format::A8B8G8R8_SSCALED_PACK32)], true).unwrap_err();
        assert!(matches!(e, Error::Unsupported(_)), "{e:?}");
        // Without unpacking the same input is fine.
        let (out, _) = run_with(&input, &[(2, Format::A8B8G8R8_SSCALED_PACK32)], false).unwrap();
        util::assert_valid(&out, env, "scaled_access.vert, A8B8G8R8 at location 2");
    }
}

/// A module whose vertex input is an array of about four billion locations (found by the
/// `spirv_patch_passes` fuzz target: the pass looked at every location of the span for a
/// scaled format, which took minutes). The pass looks only at the attribute formats within
/// the span, and answers at once. The file is the fuzz target's input: four bytes picking
/// the formats of locations 0..4, then the module.
#[test]
fn an_input_spanning_billions_of_locations_is_answered_at_once() {
    let data = include_bytes!("../fixtures/regressions/scaled-huge-array.bin");
    let (head, body) = data.split_at(4);
    let attrs: Vec<(u32, Format)> = head
        .iter()
        .enumerate()
        .map(|(i, &b)| (i as u32, Format::ALL[usize::from(b) % Format::ALL.len()]))
        .collect();
    let m = Module::from_bytes(body).expect("the module parses");
    for unpack_packed in [false, true] {
        let mut s = m.clone();
        let opts = Options {
            attributes: attrs.clone(),
            unpack_packed,
        };
        if scaled::pass(&mut s, &opts).is_ok() {
            Module::from_bytes(&s.to_bytes()).expect("the output parses");
        }
    }
}
