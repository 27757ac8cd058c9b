//! Output identity over the checked-in corpus (`tests/fixtures/corpus/`: the test shaders
//! compiled once with glslang 11 for Vulkan 1.1, the DXVK shaders of `tests/dxvk/`, the
//! bundled example's shaders): every pass configuration below runs on every module and the
//! FNV-1a hash of its output words, or its error, must equal `tests/fixtures/golden.txt`.
//! This is what keeps speed work from changing what a pass writes. Re-bless with
//! `SPIRV_PATCH_BLESS=1 cargo test -p spirv-patch golden` and review the diff: only lines of
//! an intended change may move.

use std::fmt::Write as _;

use spirv::{ExecutionModel, StorageClass};
use spirv_patch::clipemu::{self, Slots};
use spirv_patch::{Format, Module, caps, clip, dxvkfix, scaled};

use crate::util::crate_dir;

fn fnv(words: &[u32]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for w in words {
        for b in w.to_le_bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

fn outcome<T>(r: Result<T, spirv_patch::Error>, m: &Module) -> String {
    match r {
        Ok(_) => format!("{:016x} {}", fnv(m.words()), m.words().len()),
        Err(e) => format!("error: {e}"),
    }
}

const ATTRIBUTES: [(u32, Format); 6] = [
    (0, Format::R8G8B8A8_USCALED),
    (1, Format::R16G16_SSCALED),
    (2, Format::A2B10G10R10_SSCALED_PACK32),
    (3, Format::R8_USCALED),
    (4, Format::R16G16B16A16_USCALED),
    (5, Format::B8G8R8_SSCALED),
];

/// Every configuration's line for one module.
fn lines(name: &str, words: &[u32], producer: Option<&[u32]>, out: &mut String) {
    let parse = || Module::from_words(words.to_vec()).unwrap();
    let report = caps::analyze(&parse()).unwrap();
    let model = report.entry_points.first().and_then(|e| e.model);
    let mut line = |config: &str, result: String| {
        writeln!(out, "{name} {config}: {result}").unwrap();
    };
    for (config, distances) in [
        ("clip", &[clip::Distance::Clip][..]),
        ("cull", &[clip::Distance::Cull][..]),
        (
            "clip+cull",
            &[clip::Distance::Clip, clip::Distance::Cull][..],
        ),
    ] {
        let mut m = parse();
        let r = distances
            .iter()
            .try_for_each(|&distance| clip::pass(&mut m, &clip::Options { distance }).map(drop));
        line(config, outcome(r, &m));
    }
    let mut m = parse();
    line(
        "point-size",
        outcome(dxvkfix::remove_point_size(&mut m), &m),
    );
    let mut m = parse();
    line(
        "image-bound-check",
        outcome(dxvkfix::remove_image_bound_check(&mut m), &m),
    );
    for unpack_packed in [false, true] {
        let mut m = parse();
        let opts = scaled::Options {
            attributes: ATTRIBUTES.to_vec(),
            unpack_packed,
        };
        let r = scaled::pass(&mut m, &opts);
        line(&format!("scaled unpack={unpack_packed}"), outcome(r, &m));
    }
    let iface = model.and_then(|model| clipemu::interface(&parse(), model).ok());
    let emulation = |m: &mut Module, slots: &Slots| match model {
        Some(ExecutionModel::Fragment) => clipemu::discard_fragments(m, slots).map(drop),
        _ => clipemu::lower_outputs(m, slots).map(drop),
    };
    for (clip, cull) in [(4, 2), (8, 0), (1, 1)] {
        let slots = Slots {
            first_location: iface.map_or(0, |i| i.locations_used),
            clip: iface.map_or(clip, |i| i.clip.max(clip)),
            cull: iface.map_or(cull, |i| i.cull.max(cull)),
        };
        let mut m = parse();
        let r = emulation(&mut m, &slots);
        line(&format!("clipemu {clip},{cull}"), outcome(r, &m));
    }
    if model == Some(ExecutionModel::Fragment) {
        let producer = producer.map(|p| {
            dxvkfix::stage_interface(
                &Module::from_words(p.to_vec()).unwrap(),
                StorageClass::Output,
            )
            .unwrap()
        });
        let mut m = parse();
        let r = dxvkfix::widen_inputs(&mut m, producer.as_deref().unwrap_or(&[]));
        line("widen", outcome(r, &m));
    }
    // The renderer's order on one stage: the DXVK fixes, then the repairs.
    let mut m = parse();
    let r = (|| {
        dxvkfix::remove_point_size(&mut m)?;
        dxvkfix::remove_image_bound_check(&mut m)?;
        if model == Some(ExecutionModel::Vertex) {
            let opts = scaled::Options {
                attributes: ATTRIBUTES.to_vec(),
                unpack_packed: false,
            };
            scaled::pass(&mut m, &opts)?;
        }
        let slots = Slots {
            first_location: iface.map_or(0, |i| i.locations_used),
            clip: 4,
            cull: 2,
        };
        emulation(&mut m, &slots)
    })();
    line("chain", outcome(r, &m));
}

fn words(bytes: &[u8]) -> Vec<u32> {
    Module::from_bytes(bytes).unwrap().words().to_vec()
}

/// The whole manifest: one line per module and configuration, modules by name.
fn manifest() -> String {
    let dir = crate_dir().join("tests/fixtures/corpus");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".spv"))
        .collect();
    names.sort();
    let read = |n: &str| words(&std::fs::read(dir.join(n)).unwrap());
    let mut out = String::new();
    for name in &names {
        // A fragment shader is widened against the vertex shader of the same stem, if any.
        let stem = name.split('.').next().unwrap();
        let producer = names
            .iter()
            .find(|n| n.starts_with(&format!("{stem}.vert")))
            .map(|n| read(n));
        lines(name, &read(name), producer.as_deref(), &mut out);
    }
    out
}

#[test]
fn corpus_outputs_match_golden() {
    let path = crate_dir().join("tests/fixtures/golden.txt");
    let got = manifest();
    if std::env::var_os("SPIRV_PATCH_BLESS").is_some() {
        std::fs::write(&path, &got).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path).expect("tests/fixtures/golden.txt");
    let diff: Vec<String> = want
        .lines()
        .zip(got.lines())
        .filter(|(w, g)| w != g)
        .map(|(w, g)| format!("- {w}\n+ {g}"))
        .collect();
    assert!(
        diff.is_empty() && want.lines().count() == got.lines().count(),
        "{} lines differ from golden.txt ({} vs {} lines):\n{}",
        diff.len(),
        want.lines().count(),
        got.lines().count(),
        diff.join("\n")
    );
    // The corpus exercises the passes: most configurations rewrite something.
    let rewritten = got.lines().filter(|l| !l.contains("error:")).count();
    assert!(rewritten > got.lines().count() / 2, "{got}");
}

/// `clipemu::Stage` (one analysis for the interface and the pass, as the renderer runs a
/// miss) writes what `interface` then `lower_outputs` / `discard_fragments` write, and
/// reports the same, on every corpus module and the slot configurations above; where
/// either fails, both fail alike.
#[test]
fn stage_passes_match_the_functions_on_the_corpus() {
    let dir = crate_dir().join("tests/fixtures/corpus");
    let (mut compared, mut rewritten) = (0, 0);
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "spv") {
            continue;
        }
        let w = words(&std::fs::read(&path).unwrap());
        let parse = || Module::from_words(w.clone()).unwrap();
        let report = caps::analyze(&parse()).unwrap();
        let Some(model) = report.entry_points.first().and_then(|e| e.model) else {
            continue;
        };
        let iface = clipemu::interface(&parse(), model);
        let stage = || clipemu::Stage::new(parse(), model);
        assert_eq!(
            stage().map(|s| s.interface()),
            iface.clone(),
            "{}",
            path.display()
        );
        let Ok(iface) = iface else { continue };
        for (clip, cull) in [(0, 0), (4, 2), (8, 0), (1, 1)] {
            let slots = Slots {
                first_location: iface.locations_used,
                clip: iface.clip.max(clip),
                cull: iface.cull.max(cull),
            };
            let mut m = parse();
            let (want, got) = if model == ExecutionModel::Fragment {
                let want = clipemu::discard_fragments(&mut m, &slots);
                (want, stage().unwrap().discard_fragments(&slots))
            } else {
                let want = clipemu::lower_outputs(&mut m, &slots);
                (want, stage().unwrap().lower_outputs(&slots))
            };
            match (want, got) {
                (Ok(want), Ok((out, got))) => {
                    assert_eq!(want, got, "{} {slots:?}", path.display());
                    assert_eq!(m.words(), out.words(), "{} {slots:?}", path.display());
                    rewritten += usize::from(got.changed);
                }
                (Err(want), Err(got)) => assert_eq!(want, got, "{} {slots:?}", path.display()),
                (want, got) => panic!("{} {slots:?}: {want:?} against {got:?}", path.display()),
            }
            compared += 1;
        }
    }
    assert!(
        compared > 100 && rewritten > 20,
        "{compared} compared, {rewritten} rewritten"
    );
}
