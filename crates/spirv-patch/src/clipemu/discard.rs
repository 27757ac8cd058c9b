//! The fragment stage: discard what clipping and culling would have removed.

use spirv::{Capability, ExecutionMode, ExecutionModel, Op, StorageClass};

use super::{
    CULL_EPSILON, INPUT, Interface, MAX_DISTANCES, Report, Slots, declare_slots, entry, interface,
    remove_builtins, source,
};
use crate::Error;
use crate::clip::Distance;
use crate::globals::{Emit, Globals};
use crate::module::{Module, Splice, first_word};
use crate::scratch::Scratch;

/// How a discarded fragment invocation ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kill {
    /// `OpKill` (SPIR-V 1.0–1.5 without the demote capability).
    Kill,
    /// `OpTerminateInvocation` (SPIR-V 1.6, where it replaces `OpKill` as glslang's
    /// `discard`, or a module that declares `SPV_KHR_terminate_invocation`).
    TerminateInvocation,
    /// `OpDemoteToHelperInvocation` (a module that declares the `DemoteToHelperInvocation`
    /// capability already): the invocation becomes a helper, so derivatives in its quad stay
    /// defined, as they are for samples a hardware clipper removes.
    DemoteToHelperInvocation,
}

/// Ids of the types and constants the test uses.
/// Most slot variables there are: `vec4`s of [`MAX_DISTANCES`] clip distances and as many
/// cull flags.
const MAX_SLOTS: usize = 2 * MAX_DISTANCES.div_ceil(4) as usize;

#[derive(Clone, Copy, Debug)]
struct Ids {
    float: u32,
    v4: u32,
    bool: u32,
    zero: u32,
}

/// Adds the slot inputs to the fragment shader (the module's only entry point) and, at the
/// top of the entry point, discards the fragment when an interpolated clip distance is
/// `< 0` or a cull flag is `> 1 - CULL_EPSILON` (see the [module docs](super)).
///
/// `gl_ClipDistance` reads (a standalone `Input` array) read the new inputs; a shader
/// reading `gl_CullDistance` is refused with [`Error::Unsupported`]. `EarlyFragmentTests`
/// is removed ([`Report::early_fragment_tests_removed`]). Fails with
/// [`Error::LocationOverlap`] when `slots` start inside the shader's own input locations.
/// Empty slots only remove the built-ins.
pub fn discard_fragments(m: &mut Module, slots: &Slots) -> Result<Report, Error> {
    slots.check()?;
    let mut scratch = Scratch::new();
    let g = Globals::build_in(m, &mut scratch)?;
    let e = entry(m, &g)?;
    check_stage(e.model)?;
    let iface = interface::of_entry(m, &g, &e, &mut scratch)?;
    discard(m, g, &iface, slots, &mut scratch)
}

/// Whether `model` is a stage [`discard_fragments`] takes.
pub(super) fn check_stage(model: ExecutionModel) -> Result<(), Error> {
    if model == ExecutionModel::Fragment {
        Ok(())
    } else {
        Err(Error::WrongStage {
            found: model,
            expected: "fragment",
        })
    }
}

/// [`discard_fragments`] given the module's globals `first` and its entry point's `iface`
/// (both of `m` as it is now), after the slots and the stage were checked. Buffers come
/// from and go back to `scratch`.
pub(super) fn discard(
    m: &mut Module,
    first: Box<Globals>,
    iface: &Interface,
    slots: &Slots,
    scratch: &mut Scratch,
) -> Result<Report, Error> {
    if iface.cull > 0 {
        return Err(Error::Unsupported(
            "a fragment shader that reads gl_CullDistance (the emulation carries cull flags, not distances)",
        ));
    }
    if !slots.is_empty() && slots.first_location < iface.locations_used {
        return Err(Error::LocationOverlap {
            first: slots.first_location,
            used: iface.locations_used,
        });
    }
    let mut report = Report::default();
    let later = remove_builtins(m, first, &mut report.removed, scratch)?;
    report.changed = report.removed.iter().any(|r| r.changed);
    if slots.is_empty() {
        scratch.put_globals(later.g);
        return Ok(report);
    }
    // A module the removal left alone still has the globals read above.
    let mut g = later.get(m)?;
    let e = entry(m, &g)?;
    let clip_source = source(&g, &report.removed[0], StorageClass::Input)?;
    // Each element read gets its own extract: refuse arrays no device has.
    if let Some(src) = clip_source.filter(|s| s.len > MAX_DISTANCES) {
        return Err(Error::TooManyDistances {
            what: "clip",
            count: src.len,
        });
    }
    let demote = g
        .capabilities
        .iter()
        .any(|&(_, c)| c == Capability::DemoteToHelperInvocation as u32);
    // One walk of the global section: the extension that allows `OpTerminateInvocation`
    // (where the kill depends on it), and the `EarlyFragmentTests` modes, which would let
    // discarded fragments write depth and stencil.
    let mut look_for_extension = !demote && m.version() < (1, 6);
    let mut terminate_extension = false;
    let mut splice = Splice::new_in(m, scratch);
    for inst in m.instructions() {
        let op = inst.opcode();
        if op == Op::Function as u16 {
            break;
        }
        if look_for_extension
            && op == Op::Extension as u16
            && inst.string(0)?.0 == "SPV_KHR_terminate_invocation"
        {
            terminate_extension = true;
            look_for_extension = false;
        }
        if op == Op::ExecutionMode as u16
            && inst.operands().get(1) == Some(&(ExecutionMode::EarlyFragmentTests as u32))
        {
            splice.remove(&inst);
            report.early_fragment_tests_removed = true;
        }
    }
    let kill = if demote {
        Kill::DemoteToHelperInvocation
    } else if m.version() >= (1, 6) || terminate_extension {
        Kill::TerminateInvocation
    } else {
        Kill::Kill
    };
    report.kill = Some(kill);

    let start = g.functions_start;
    let (ids, tests) = {
        let mut em = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let float;
        let v4;
        (report.slots, float, v4) = declare_slots(m, &mut em, &e, slots, INPUT)?;
        let bool = em.bool()?;
        let zero = em.constant(float, 0f32.to_bits())?;
        // Per slot: (components tested, vector type, bool vector type, threshold).
        let mut tests = [(0, 0, 0, 0); MAX_SLOTS];
        let clip_locations = slots.clip_locations();
        for (n, slot) in report.slots.iter().enumerate() {
            let (first, count) = match slot.kind {
                Distance::Clip => (4 * n as u32, slots.clip),
                Distance::Cull => (4 * (n as u32 - clip_locations), slots.cull),
            };
            let r = (count - first).min(4);
            let vr = em.vector(float, r)?;
            let br = em.vector(bool, r)?;
            let threshold = match slot.kind {
                Distance::Clip => em.null(vr)?,
                Distance::Cull => {
                    let t = em.constant(float, (1.0 - CULL_EPSILON).to_bits())?;
                    if r == 1 {
                        t
                    } else {
                        em.composite(vr, &vec![t; r as usize])?
                    }
                }
            };
            *tests
                .get_mut(n)
                .ok_or(Error::Internal("more slots than distances"))? = (r, vr, br, threshold);
        }
        (
            Ids {
                float,
                v4,
                bool,
                zero,
            },
            tests,
        )
    };

    // The entry point's first block: its label and where its OpVariables end.
    let mut insts = m.instructions_from(start);
    let mut in_entry = false;
    let mut label = None;
    let mut split = None;
    for inst in insts.by_ref() {
        let op = inst.opcode();
        if op == Op::Function as u16 {
            in_entry = inst.op(1)? == e.function;
        } else if in_entry && label.is_none() && op == Op::Label as u16 {
            label = Some(inst.op(0)?);
        } else if label.is_some()
            && ![Op::Variable, Op::Line, Op::NoLine]
                .iter()
                .any(|&o| o as u16 == op)
        {
            split = Some(inst.offset);
            break;
        }
    }
    let (Some(label), Some(split)) = (label, split) else {
        return Err(Error::Malformed {
            offset: e.offset,
            what: "the entry point has no function body",
        });
    };

    // About 20 words per slot and 5 per clip distance read, 16 for the branch.
    let mut code = scratch.code_buffer();
    code.reserve(32 + 24 * report.slots.len() + 6 * slots.clip as usize);
    let mut loaded = [0; MAX_SLOTS];
    for (slot, c) in report.slots.iter().zip(&mut loaded) {
        *c = splice.new_id()?;
        code.extend_from_slice(&[first_word(Op::Load, 3), ids.v4, *c, slot.variable]);
    }
    // gl_ClipDistance reads get the interpolated values.
    if let Some(src) = clip_source {
        let mut parts = Vec::with_capacity(src.len as usize);
        for i in 0..src.len {
            if i < slots.clip {
                let x = splice.new_id()?;
                code.extend_from_slice(&[
                    first_word(Op::CompositeExtract, 4),
                    ids.float,
                    x,
                    loaded[(i / 4) as usize],
                    i % 4,
                ]);
                parts.push(x);
            } else {
                parts.push(ids.zero);
            }
        }
        let a = splice.new_id()?;
        code.extend_from_slice(&[
            first_word(Op::CompositeConstruct, 2 + parts.len()),
            src.array_type,
            a,
        ]);
        code.extend_from_slice(&parts);
        code.extend_from_slice(&[first_word(Op::Store, 2), src.var, a]);
    }
    let mut cond: Option<u32> = None;
    for ((slot, &c), &(r, vr, br, threshold)) in report.slots.iter().zip(&loaded).zip(&tests) {
        let v = match r {
            4 => c,
            1 => {
                let x = splice.new_id()?;
                code.extend_from_slice(&[first_word(Op::CompositeExtract, 4), ids.float, x, c, 0]);
                x
            }
            _ => {
                let x = splice.new_id()?;
                code.extend_from_slice(&[
                    first_word(Op::VectorShuffle, 4 + r as usize),
                    vr,
                    x,
                    c,
                    c,
                ]);
                code.extend(0..r);
                x
            }
        };
        let cmp = match slot.kind {
            Distance::Clip => Op::FOrdLessThan,
            Distance::Cull => Op::FOrdGreaterThan,
        };
        let t = splice.new_id()?;
        code.extend_from_slice(&[first_word(cmp, 4), br, t, v, threshold]);
        let t = if r > 1 {
            let any = splice.new_id()?;
            code.extend_from_slice(&[first_word(Op::Any, 3), ids.bool, any, t]);
            any
        } else {
            t
        };
        cond = Some(match cond {
            None => t,
            Some(prev) => {
                let or = splice.new_id()?;
                code.extend_from_slice(&[first_word(Op::LogicalOr, 4), ids.bool, or, prev, t]);
                or
            }
        });
    }
    let cond = cond.ok_or(Error::Internal("non-empty slots without a test"))?;
    let discard = splice.new_id()?;
    let merge = splice.new_id()?;
    code.extend_from_slice(&[first_word(Op::SelectionMerge, 2), merge, 0]);
    code.extend_from_slice(&[first_word(Op::BranchConditional, 3), cond, discard, merge]);
    code.extend_from_slice(&[first_word(Op::Label, 1), discard]);
    match kill {
        Kill::Kill => code.push(first_word(Op::Kill, 0)),
        Kill::TerminateInvocation => code.push(first_word(Op::TerminateInvocation, 0)),
        Kill::DemoteToHelperInvocation => {
            code.push(first_word(Op::DemoteToHelperInvocation, 0));
            code.extend_from_slice(&[first_word(Op::Branch, 1), merge]);
        }
    }
    code.extend_from_slice(&[first_word(Op::Label, 1), merge]);
    splice.insert(split, &code);
    scratch.put_code_buffer(code);

    // Phis in the entry point that name the split block as a parent now come from `merge`.
    for inst in m.instructions_from(split) {
        let op = inst.opcode();
        if op == Op::FunctionEnd as u16 {
            break;
        }
        if op == Op::Phi as u16 {
            let ops = inst.operands();
            for (i, &w) in ops.iter().enumerate().skip(3).step_by(2) {
                if w == label {
                    splice.set_word(inst.offset + 1 + i, merge);
                }
            }
        }
    }
    scratch.put_globals(g);
    report.changed = splice.apply_in(m, scratch)? || report.changed;
    Ok(report)
}

/// A fragment shader that only discards what clipping and culling would remove (for
/// pipelines without a fragment stage, e.g. depth-only passes): SPIR-V 1.0, entry point
/// `main`, no colour output. With empty `slots` it discards nothing.
pub fn discard_only_fragment(slots: &Slots) -> Result<Vec<u32>, Error> {
    // OpCapability Shader; OpMemoryModel Logical GLSL450; OpEntryPoint Fragment %1 "main";
    // OpExecutionMode %1 OriginUpperLeft; %2 = void; %3 = fn() -> void;
    // %1 = OpFunction %2 None %3; %4 = OpLabel; OpReturn; OpFunctionEnd.
    let main = u32::from_le_bytes(*b"main");
    let words = vec![
        crate::module::MAGIC,
        0x0001_0000,
        0,
        5,
        0,
        first_word(Op::Capability, 1),
        Capability::Shader as u32,
        first_word(Op::MemoryModel, 2),
        spirv::AddressingModel::Logical as u32,
        spirv::MemoryModel::GLSL450 as u32,
        first_word(Op::EntryPoint, 4),
        ExecutionModel::Fragment as u32,
        1,
        main,
        0,
        first_word(Op::ExecutionMode, 2),
        1,
        ExecutionMode::OriginUpperLeft as u32,
        first_word(Op::TypeVoid, 1),
        2,
        first_word(Op::TypeFunction, 2),
        3,
        2,
        first_word(Op::Function, 4),
        2,
        1,
        0,
        3,
        first_word(Op::Label, 1),
        4,
        first_word(Op::Return, 0),
        first_word(Op::FunctionEnd, 0),
    ];
    let mut m = Module::from_words(words)?;
    discard_fragments(&mut m, slots)?;
    Ok(m.words().to_vec())
}
