use super::*;
use proptest::prelude::*;

fn module(extra: &[u32]) -> Vec<u32> {
    let mut w = vec![spirv::MAGIC_NUMBER, 0x0001_0000, 0, 8, 0];
    w.extend_from_slice(extra);
    w
}

/// A file of `values` (kind, key, value) with the tag `tag`.
fn file_of(tag: &[u8], values: &[(Kind, Vec<u8>, Vec<u8>)]) -> Vec<u8> {
    let mut entries = Vec::new();
    for (kind, key, value) in values {
        encode_entry(&mut entries, *kind, key, value);
    }
    let mut crc = crc32fast::Hasher::new();
    crc.update(tag);
    crc.update(&entries);
    encode(tag, values.len(), crc.finalize(), &entries)
}

fn plan() -> Plan {
    let slots = Slots {
        first_location: 2,
        clip: 2,
        cull: 1,
    };
    Plan {
        edits: vec![
            (
                0,
                StageEdit::Strip {
                    clip: true,
                    cull: false,
                },
            ),
            (1, StageEdit::Lower(slots)),
            (2, StageEdit::Discard(slots)),
        ],
        add_fragment: Some(module(&[7, 8]).into()),
    }
}

fn sample() -> Vec<u8> {
    let t = tag();
    file_of(
        t.as_bytes(),
        &[
            (
                Kind::Rewrite,
                b"first".to_vec(),
                encode_rewrite(true, &[(3, Format::R8G8B8A8_UINT)], &module(&[1, 2, 3])),
            ),
            (
                Kind::Rewrite,
                b"same".to_vec(),
                encode_rewrite(false, &[], &[]),
            ),
            (Kind::Plan, b"plan".to_vec(), encode_plan(&plan())),
        ],
    )
}

#[test]
fn a_file_round_trips() {
    let t = tag();
    let f = sample();
    let d = decode(&f, t.as_bytes()).unwrap();
    assert_eq!(d.tag, t.as_bytes());
    assert_eq!(d.index.len(), 3);
    assert_eq!(d.index[0].key, b"first");
    let r = decode_rewrite(&d.entries[d.index[0].value.clone()]).unwrap();
    assert_eq!(
        r,
        Rewrite {
            changed: true,
            formats: vec![(3, Format::R8G8B8A8_UINT)],
            words: module(&[1, 2, 3]),
        }
    );
    let same = decode_rewrite(&d.entries[d.index[1].value.clone()]).unwrap();
    assert!(!same.changed && same.words.is_empty() && same.formats.is_empty());
    assert_eq!(d.index[2].kind, Kind::Plan);
    let p = decode_plan(&d.entries[d.index[2].value.clone()]).unwrap();
    assert_eq!(encode_plan(&p), encode_plan(&plan()));
    assert_eq!(p.edits, plan().edits);
    let empty = file_of(t.as_bytes(), &[]);
    assert_eq!(decode(&empty, t.as_bytes()).unwrap().index.len(), 0);
}

#[test]
fn every_truncation_is_refused() {
    let t = tag();
    let f = sample();
    for cut in 0..f.len() {
        assert!(decode(&f[..cut], t.as_bytes()).is_err(), "cut at {cut}");
    }
    let mut longer = f.clone();
    longer.push(0);
    assert_eq!(decode(&longer, t.as_bytes()).err(), Some(FileError::Length));
}

#[test]
fn every_flipped_bit_is_refused() {
    let t = tag();
    let f = sample();
    for at in 0..f.len() {
        for bit in 0..8 {
            let mut g = f.clone();
            g[at] ^= 1 << bit;
            assert!(decode(&g, t.as_bytes()).is_err(), "byte {at} bit {bit}");
        }
    }
}

#[test]
fn each_damage_is_named() {
    let t = tag();
    let f = sample();
    assert_eq!(
        decode(&f[..10], t.as_bytes()).err(),
        Some(FileError::Truncated(10))
    );
    let mut g = f.clone();
    g[0] = b'x';
    assert_eq!(decode(&g, t.as_bytes()).err(), Some(FileError::Magic));
    let mut g = f.clone();
    g[8] = 9;
    assert_eq!(decode(&g, t.as_bytes()).err(), Some(FileError::Version(9)));
    let mut g = f.clone();
    *g.last_mut().unwrap() ^= 1;
    assert_eq!(decode(&g, t.as_bytes()).err(), Some(FileError::Checksum));
    // A good file of another rewriter.
    assert_eq!(
        decode(&f, b"vkrelay-renderer 0.0.0; spirv-patch 0.0.0; format 1").err(),
        Some(FileError::Tag)
    );
    let other = file_of(b"another", &[]);
    assert_eq!(decode(&other, t.as_bytes()).err(), Some(FileError::Tag));
    let mut g = f.clone();
    g[12..16].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(decode(&g, t.as_bytes()).err(), Some(FileError::Length));
    let mut g = f;
    g[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
    assert_eq!(decode(&g, t.as_bytes()).err(), Some(FileError::Length));
    assert_eq!(
        decode(&[0x5a; 4096], t.as_bytes()).err(),
        Some(FileError::Magic)
    );
    assert_eq!(
        decode(&[], t.as_bytes()).err(),
        Some(FileError::Truncated(0))
    );
}

/// Files whose header and checksum are right but whose entries are not: refused whole.
#[test]
fn bad_entries_are_refused() {
    let t = tag();
    let t = t.as_bytes();
    let good = encode_rewrite(true, &[], &module(&[]));
    let not_spirv = {
        let mut w = module(&[]);
        w[0] = 0xdead_beef;
        encode_rewrite(true, &[], &w)
    };
    let mut unknown_format = encode_rewrite(true, &[(0, Format::R8G8B8A8_UINT)], &module(&[]));
    unknown_format[12..16].copy_from_slice(&0xffff_u32.to_le_bytes());
    let mut bad_edit = encode_plan(&plan());
    bad_edit[8..12].copy_from_slice(&9u32.to_le_bytes());
    let mut too_many_distances = encode_plan(&plan());
    too_many_distances[28 + 8..28 + 12].copy_from_slice(&1000u32.to_le_bytes());
    type Values = Vec<(Kind, Vec<u8>, Vec<u8>)>;
    let cases: Vec<(&str, Values)> = vec![
        (
            "short words",
            vec![(
                Kind::Rewrite,
                vec![],
                encode_rewrite(true, &[], &[spirv::MAGIC_NUMBER; 4]),
            )],
        ),
        ("not SPIR-V", vec![(Kind::Rewrite, vec![], not_spirv)]),
        (
            "changed without words",
            vec![(Kind::Rewrite, vec![], encode_rewrite(true, &[], &[]))],
        ),
        (
            "words unchanged",
            vec![(
                Kind::Rewrite,
                vec![],
                encode_rewrite(false, &[], &module(&[])),
            )],
        ),
        (
            "odd bytes",
            vec![(Kind::Rewrite, vec![], [good.clone(), vec![1]].concat())],
        ),
        (
            "unknown format",
            vec![(Kind::Rewrite, vec![], unknown_format)],
        ),
        (
            "flags",
            vec![(
                Kind::Rewrite,
                vec![],
                [vec![2, 0, 0, 0], good[4..].to_vec()].concat(),
            )],
        ),
        ("empty value", vec![(Kind::Rewrite, vec![], vec![])]),
        ("bad edit", vec![(Kind::Plan, vec![], bad_edit)]),
        ("distances", vec![(Kind::Plan, vec![], too_many_distances)]),
    ];
    for (what, values) in cases {
        let f = file_of(t, &values);
        assert!(
            matches!(decode(&f, t), Err(FileError::Entry(_) | FileError::Length)),
            "{what}: {:?}",
            decode(&f, t).map(|d| d.index.len())
        );
    }
    // An unknown kind, and a count that disagrees with the entries.
    let mut f = file_of(t, &[(Kind::Plan, vec![], encode_plan(&plan()))]);
    let at = HEADER_LEN + t.len();
    f[at] = 7;
    let mut crc = crc32fast::Hasher::new();
    crc.update(&f[HEADER_LEN..]);
    f[20..24].copy_from_slice(&crc.finalize().to_le_bytes());
    assert_eq!(decode(&f, t).err(), Some(FileError::Entry("unknown kind")));
    let mut f = file_of(t, &[(Kind::Plan, vec![], encode_plan(&plan()))]);
    f[16] = 2;
    assert_eq!(decode(&f, t).err(), Some(FileError::Length));
}

#[test]
fn keys_tell_edits_apart() {
    use spirv_patch::dxvkfix::{Scalar, Varying};
    let slots = Slots {
        first_location: 1,
        clip: 1,
        cull: 0,
    };
    let varying = Varying {
        location: 0,
        component: 0,
        components: 4,
        scalar: Scalar::Float32,
        variable: 9,
    };
    let edits = [
        Edit::default(),
        Edit {
            scaled: Some((vec![(0, Format::R8G8B8A8_USCALED)], false)),
            ..Default::default()
        },
        Edit {
            scaled: Some((vec![(0, Format::R8G8B8A8_USCALED)], true)),
            ..Default::default()
        },
        Edit {
            scaled: Some((vec![(1, Format::R8G8B8A8_USCALED)], false)),
            ..Default::default()
        },
        Edit {
            distances: Some(StageEdit::Strip {
                clip: true,
                cull: false,
            }),
            ..Default::default()
        },
        Edit {
            distances: Some(StageEdit::Strip {
                clip: false,
                cull: true,
            }),
            ..Default::default()
        },
        Edit {
            distances: Some(StageEdit::Lower(slots)),
            ..Default::default()
        },
        Edit {
            distances: Some(StageEdit::Discard(slots)),
            ..Default::default()
        },
        Edit {
            point_size: true,
            ..Default::default()
        },
        Edit {
            widen: Some(vec![]),
            ..Default::default()
        },
        Edit {
            widen: Some(vec![varying]),
            ..Default::default()
        },
        Edit {
            widen: Some(vec![Varying {
                scalar: Scalar::Int32,
                ..varying
            }]),
            ..Default::default()
        },
        Edit {
            bound_check: true,
            ..Default::default()
        },
    ];
    let keys: Vec<Vec<u8>> = edits.iter().map(|e| rewrite_key(1, 10, e)).collect();
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            assert_ne!(a, b);
        }
        assert_eq!(*a, rewrite_key(1, 10, &edits[i]), "deterministic");
    }
    assert_ne!(rewrite_key(1, 10, &edits[0]), rewrite_key(2, 10, &edits[0]));
    assert_ne!(rewrite_key(1, 10, &edits[0]), rewrite_key(1, 11, &edits[0]));
    let stages = [(1, 5, 10), (16, 6, 12)];
    let k = plan_key(&stages, 32, true, false, 1);
    assert_ne!(k, plan_key(&stages[..1], 32, true, false, 1));
    assert_ne!(k, plan_key(&stages, 31, true, false, 1));
    assert_ne!(k, plan_key(&stages, 32, true, true, 1));
    assert_ne!(k, plan_key(&stages, 32, true, false, 0));
    assert_ne!(k, plan_key(&[(1, 5, 10), (16, 7, 12)], 32, true, false, 1));
}

#[test]
fn the_tag_names_both_versions() {
    let t = tag();
    assert!(t.contains(env!("CARGO_PKG_VERSION")) && t.contains(spirv_patch::VERSION));
    assert!(t.len() <= MAX_TAG);
}

proptest! {
    /// Arbitrary bytes decode or fail; they never panic.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let t = tag();
        let _ = decode(&bytes, t.as_bytes());
        let _ = decode_rewrite(&bytes);
        let _ = decode_plan(&bytes);
    }

    /// A valid header and tag with anything after them, under a matching checksum: still
    /// no panic, and what decodes re-encodes to the same entries.
    #[test]
    fn arbitrary_entries_never_panic(entries in proptest::collection::vec(any::<u8>(), 0..256),
                                     count in 0usize..4) {
        let t = tag();
        let mut crc = crc32fast::Hasher::new();
        crc.update(t.as_bytes());
        crc.update(&entries);
        let f = encode(t.as_bytes(), count, crc.finalize(), &entries);
        if let Ok(d) = decode(&f, t.as_bytes()) {
            let mut again = Vec::new();
            for e in &d.index {
                encode_entry(&mut again, e.kind, e.key, &d.entries[e.value.clone()]);
            }
            prop_assert_eq!(again, entries);
        }
    }

    /// Any truncation or any single flipped byte of a file of random rewrites is refused.
    #[test]
    fn damage_is_refused(keys in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..24), 0..4),
                         extra in proptest::collection::vec(any::<u32>(), 0..16),
                         cut in any::<prop::sample::Index>(),
                         flip in any::<prop::sample::Index>(),
                         bit in 0u8..8) {
        let t = tag();
        let values: Vec<(Kind, Vec<u8>, Vec<u8>)> = keys
            .into_iter()
            .map(|k| (Kind::Rewrite, k, encode_rewrite(true, &[], &module(&extra))))
            .collect();
        let f = file_of(t.as_bytes(), &values);
        prop_assert_eq!(decode(&f, t.as_bytes()).map(|d| d.index.len()), Ok(values.len()));
        prop_assert!(decode(&f[..cut.index(f.len())], t.as_bytes()).is_err());
        let mut g = f.clone();
        g[flip.index(f.len())] ^= 1 << bit;
        prop_assert!(decode(&g, t.as_bytes()).is_err());
    }
}
