//! The word-stream view: parsing, errors on malformed input, byte-for-byte round trips,
//! splicing.

use spirv_patch::module::{HEADER_WORDS, MAGIC, Splice};
use spirv_patch::{Error, Module, caps, clip, scaled};

use crate::util::{self, VULKAN_1_1};

fn header(bound: u32) -> Vec<u32> {
    vec![MAGIC, 0x0001_0300, 0x0008_000b, bound, 0]
}

#[test]
fn instruction_walk_matches_rspirv() {
    let bytes = util::compile("clip_block.vert", VULKAN_1_1);
    let m = Module::from_bytes(&bytes).unwrap();
    let ours: Vec<u16> = m.instructions().map(|i| i.opcode()).collect();
    let oracle = util::rspirv_load(&bytes);
    let theirs: Vec<u16> = oracle
        .all_inst_iter()
        .map(|i| i.class.opcode as u16)
        .collect();
    // rspirv's module sorts instructions into sections; compare as multisets.
    let mut a = ours.clone();
    let mut b = theirs;
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
    assert_eq!(m.version(), (1, 3));
    assert_eq!(m.generator(), util::words(&bytes)[2]);
    assert_eq!(m.bound(), util::words(&bytes)[3]);
}

#[test]
fn round_trips_byte_for_byte_in_both_byte_orders() {
    let bytes = util::compile("scaled_access.vert", VULKAN_1_1);
    let m = Module::from_bytes(&bytes).unwrap();
    assert_eq!(m.to_bytes(), bytes);
    let be: Vec<u8> = util::words(&bytes)
        .iter()
        .flat_map(|w| w.to_be_bytes())
        .collect();
    let mut m = Module::from_bytes(&be).unwrap();
    assert_eq!(m.words(), util::words(&bytes).as_slice());
    let r = clip::pass(
        &mut m,
        &clip::Options {
            distance: clip::Distance::Cull,
        },
    )
    .unwrap();
    assert!(r.changed, "gl_PerVertex has a CullDistance member");
    // A changed big-endian module is written big-endian.
    let out = m.to_bytes();
    assert_eq!(&out[..4], &MAGIC.to_be_bytes());
}

#[test]
fn malformed_modules_are_errors() {
    let ok = util::words(&util::compile("plain.frag", VULKAN_1_1));
    let check = |words: Vec<u32>, want: fn(&Error) -> bool| {
        let e = Module::from_words(words).unwrap_err();
        assert!(want(&e), "{e:?}");
    };
    assert!(matches!(
        Module::from_bytes(&[1, 2, 3]),
        Err(Error::BadLength(3))
    ));
    assert!(matches!(
        Module::from_bytes(&[0; 8]),
        Err(Error::BadHeader(_))
    ));
    check(vec![MAGIC, 0x0001_0000], |e| {
        matches!(e, Error::BadHeader(_))
    });
    check(header(0), |e| matches!(e, Error::BadHeader(_)));
    check(header(0x40_0000), |e| matches!(e, Error::BadHeader(_)));
    let mut bad_magic = ok.clone();
    bad_magic[0] = 0xdead_beef;
    check(bad_magic, |e| matches!(e, Error::BadHeader(_)));
    let mut bad_version = ok.clone();
    bad_version[1] = 0x0002_0000;
    check(bad_version, |e| matches!(e, Error::BadHeader(_)));
    let mut zero = ok.clone();
    zero[HEADER_WORDS] &= 0xFFFF;
    check(zero, |e| {
        matches!(
            e,
            Error::ZeroWordCount {
                offset: HEADER_WORDS
            }
        )
    });
    let mut truncated = ok.clone();
    // Cut the module inside its last OpStore (OpStore, OpReturn, OpFunctionEnd end it).
    truncated.truncate(truncated.len() - 3);
    check(truncated, |e| matches!(e, Error::Truncated { .. }));
    let mut long = ok.clone();
    let last = long.len() - 1;
    long[last] |= 0x0100_0000;
    check(long, |e| matches!(e, Error::Truncated { .. }));
}

#[test]
fn ids_out_of_bound_are_errors_in_every_pass() {
    let bytes = util::compile("clip_block.vert", VULKAN_1_1);
    // A bound below the result ids the module declares: rejected when parsing.
    let mut words = util::words(&bytes);
    words[3] = 5;
    let e = Module::from_words(words).unwrap_err();
    assert!(matches!(e, Error::IdOutOfBound { .. }), "{e:?}");
    // A result id of 0 too.
    let mut words = util::words(&bytes);
    let m = Module::from_words(words.clone()).unwrap();
    let ty = m
        .instructions()
        .find(|i| i.opcode() == spirv::Op::TypeVoid as u16)
        .unwrap()
        .offset;
    words[ty + 1] = 0;
    assert!(matches!(
        Module::from_words(words),
        Err(Error::IdOutOfBound { id: 0, .. })
    ));
    // An operand id (a decoration target) past the bound: the passes that read it say so.
    let mut words = util::words(&bytes);
    let bound = words[3];
    let m = Module::from_words(words.clone()).unwrap();
    for inst in m
        .instructions()
        .filter(|i| i.opcode() == spirv::Op::Decorate as u16)
    {
        words[inst.offset + 1] = bound + 7;
    }
    let mut m = Module::from_words(words).unwrap();
    let e = clip::pass(&mut m, &clip::Options::default()).unwrap_err();
    assert!(matches!(e, Error::IdOutOfBound { .. }), "{e:?}");
    let e = scaled::pass(
        &mut m,
        &scaled::Options {
            attributes: vec![(0, spirv_patch::Format::R8_USCALED)],
            unpack_packed: false,
        },
    )
    .unwrap_err();
    assert!(matches!(e, Error::IdOutOfBound { .. }), "{e:?}");
    let e = caps::analyze(&m).unwrap_err();
    assert!(matches!(e, Error::IdOutOfBound { .. }), "{e:?}");
}

#[test]
fn splice_applies_in_one_pass_and_keeps_order() {
    // Header + OpCapability Shader + OpCapability ClipDistance + OpMemoryModel.
    let mut words = header(10);
    words.extend([2 << 16 | 17, 1, 2 << 16 | 17, 32, 3 << 16 | 14, 0, 1]);
    let mut m = Module::from_words(words.clone()).unwrap();
    let insts: Vec<_> = m
        .instructions()
        .map(|i| (i.offset, i.words.to_vec()))
        .collect();
    assert_eq!(insts.len(), 3);
    let mut s = Splice::new(&m);
    let id = s.new_id().unwrap();
    assert_eq!(id, 10);
    let second = m.instructions().nth(1).unwrap();
    s.remove(&second);
    s.insert_inst(second.offset, spirv::Op::Capability, &[9]);
    s.set_word(insts[2].0 + 2, 2);
    s.insert(words.len(), &[]);
    assert!(s.apply(&mut m).unwrap());
    assert_eq!(
        m.words(),
        &[
            MAGIC,
            0x0001_0300,
            0x0008_000b,
            11,
            0,
            2 << 16 | 17,
            1,
            2 << 16 | 17,
            9,
            3 << 16 | 14,
            0,
            2
        ]
    );
    // No edits: nothing changes.
    let before = m.clone();
    assert!(!Splice::new(&m).apply(&mut m).unwrap());
    assert_eq!(m, before);
    // Overlapping edits are an error, not a panic.
    let mut s = Splice::new(&m);
    let first = m.instructions().next().unwrap();
    s.remove(&first);
    s.set_word(first.offset + 1, 3);
    assert!(matches!(s.apply(&mut m), Err(Error::Internal(_))));
}

/// Insertions at one place keep the order they were made in, whether they follow each
/// other (and share an edit) or other edits come between them.
#[test]
fn splice_insertions_at_one_place_keep_their_order() {
    // Header + OpCapability Shader + OpMemoryModel.
    let mut words = header(10);
    words.extend([2 << 16 | 17, 1, 3 << 16 | 14, 0, 1]);
    let m = Module::from_words(words.clone()).unwrap();
    let model = m.instructions().nth(1).unwrap().offset;
    let cap = |c: u32| [2 << 16 | 17, c];
    let mut s = Splice::new(&m);
    s.insert(model, &cap(2));
    s.insert_inst(model, spirv::Op::Capability, &[3]);
    s.set_word(model + 1, 0);
    s.insert(model, &cap(4));
    s.insert(5, &cap(5));
    s.insert(model, &cap(6));
    let mut m = m;
    assert!(s.apply(&mut m).unwrap());
    let mut expected = header(10);
    expected.extend(cap(5));
    expected.extend(cap(1));
    for c in [2, 3, 4, 6] {
        expected.extend(cap(c));
    }
    expected.extend([3 << 16 | 14, 0, 1]);
    assert_eq!(m.words(), &expected[..]);
}

#[test]
fn splice_rejects_edits_that_break_the_framing() {
    // Header + OpCapability Shader + OpTypeVoid %1 + OpUndef %1 %2.
    let mut words = header(3);
    words.extend([2 << 16 | 17, 1, 2 << 16 | 19, 1, 3 << 16 | 1, 1, 2]);
    let m = Module::from_words(words).unwrap();
    let insts: Vec<_> = m.instructions().map(|i| i.offset).collect();
    let internal = |edit: &dyn Fn(&mut Splice)| {
        let mut s = Splice::new(&m);
        edit(&mut s);
        let mut out = m.clone();
        let r = s.apply(&mut out);
        assert!(matches!(r, Err(Error::Internal(_))), "{r:?}");
        assert_eq!(out, m, "a failed splice leaves the module as it was");
    };
    // Insertions inside an instruction, of a zero word count, of a truncated instruction,
    // of an out-of-bound result id.
    internal(&|s| s.insert(insts[1] + 1, &[2 << 16 | 17, 1]));
    internal(&|s| s.insert(insts[1], &[0]));
    internal(&|s| s.insert(insts[1], &[3 << 16 | 17, 1]));
    internal(&|s| s.insert(insts[1], &[2 << 16 | 19, 9]));
    // A word edit of a first word (its word count), of a result id to 0, of a result
    // type and a typed result past the bound; an edit in the header.
    internal(&|s| s.set_word(insts[0], 5 << 16 | 17));
    internal(&|s| s.set_word(insts[1] + 1, 0));
    internal(&|s| s.set_word(insts[2] + 1, 3));
    internal(&|s| s.set_word(insts[2] + 2, 3));
    internal(&|s| s.set_word(2, 0));
    // A word edit of an operand that is no id is applied.
    let mut s = Splice::new(&m);
    s.set_word(insts[0] + 1, 32);
    let mut out = m.clone();
    assert!(s.apply(&mut out).unwrap());
    assert_eq!(out.words()[insts[0] + 1], 32);
    // A new result id from the splice is inside the new bound.
    let mut s = Splice::new(&m);
    let id = s.new_id().unwrap();
    s.insert(insts[2], &[2 << 16 | 20, id]);
    let mut out = m.clone();
    assert!(s.apply(&mut out).unwrap());
    assert_eq!(out.bound(), id + 1);
}
