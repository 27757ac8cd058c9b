//! The function-body walk of the removal: access chains, copies and choices of pointers
//! into the moved distances are retyped or redirected, whole-block loads, stores and copies
//! are rewritten member by member, and every use the pass cannot follow is refused.

use spirv::Op;

use super::block::{BlockPtr, Shape, value_shape};
use super::buffers::IdBits;
use super::{FUNCTION_ARGUMENT, LONE_MEMBER, PRIVATE, RETURN_VALUE, Report, interp};
use crate::Error;
use crate::globals::{self, Emit, Globals, HashMap, HashSet, ops};
use crate::module::{Module, Splice, first_word};

/// What the walk reads and extends, from the declarations the removal made.
pub(super) struct Bodies<'a> {
    /// Pointers into moved storage (`Private` from now on); the walk adds what it derives.
    pub tracked: &'a mut HashSet<u32>,
    /// Moved arrays and parameters that may be passed whole to a function.
    pub whole_arguments: &'a HashSet<u32>,
    /// Pointers to block variables, to their blocks and arrays of them; the walk adds what
    /// it derives.
    pub blocks: &'a mut HashMap<u32, BlockPtr>,
    pub shapes: &'a [Shape],
    /// Shapes of blocks whose only member was the distance array.
    pub lone_shapes: &'a HashSet<usize>,
    /// A buffer for the code of a whole-block load or store.
    pub out: &'a mut Vec<u32>,
    /// Filled here with the ids of `tracked` and `blocks`, kept so as they grow.
    pub followed: &'a mut IdBits,
}

/// `Private` pointer types, the last one remembered: a function's chains into the
/// distances mostly ask for the same one, which [`Emit::pointer`] would look up again.
#[derive(Default)]
struct PrivatePointers {
    /// `(pointee, pointer type)`.
    last: Option<(u32, u32)>,
}

impl PrivatePointers {
    /// `OpTypePointer Private pointee`, declared by [`Emit::pointer`].
    fn get(&mut self, g: &mut Globals, splice: &mut Splice, pointee: u32) -> Result<u32, Error> {
        if let Some((p, rt)) = self.last
            && p == pointee
        {
            return Ok(rt);
        }
        let rt = Emit { g, splice }.pointer(PRIVATE, pointee)?;
        self.last = Some((pointee, rt));
        Ok(rt)
    }
}

/// Rewrites the function section of `m` (from `g.functions_start`) into `splice`.
pub(super) fn rewrite(
    m: &Module,
    g: &mut Globals,
    splice: &mut Splice,
    report: &mut Report,
    b: Bodies<'_>,
) -> Result<(), Error> {
    let Bodies {
        tracked,
        whole_arguments,
        blocks,
        shapes,
        lone_shapes,
        out,
        followed,
    } = b;
    // `followed.contains(w)` is `tracked.contains(&w) || blocks.contains_key(&w)`: most
    // operands are neither, and most instructions stop at that test.
    followed.reset(m.bound());
    for &id in tracked.iter().chain(blocks.keys()) {
        followed.insert(id);
    }
    // Whether `w` (an operand, in order of evaluation) is a block pointer.
    macro_rules! block {
        ($w:expr) => {{
            let w = $w;
            followed.contains(w) && blocks.contains_key(&w)
        }};
    }
    // The GLSL import, looked up at the first extended instruction on a tracked pointer.
    let mut glsl = None;
    let mut private = PrivatePointers::default();
    let start = g.functions_start;
    for inst in m.instructions_from(start) {
        let op = inst.opcode();
        match op {
            ops::ACCESS_CHAIN
            | ops::IN_BOUNDS_ACCESS_CHAIN
            | ops::PTR_ACCESS_CHAIN
            | ops::IN_BOUNDS_PTR_ACCESS_CHAIN
            | ops::COPY_OBJECT => {
                let base = inst.op(2)?;
                let is_chain = op != ops::COPY_OBJECT;
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                if !followed.contains(base) {
                    continue;
                }
                if tracked.contains(&base) {
                    let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                    let rt = private.get(g, splice, pointee)?;
                    splice.set_word(inst.offset + 1, rt);
                    tracked.insert(result);
                    followed.insert(result);
                    report.access_chains += usize::from(is_chain);
                } else if let Some(b) = blocks.get(&base).copied() {
                    let whole = op == ops::COPY_OBJECT || inst.operands().len() <= 3 + b.dims;
                    if whole && lone_shapes.contains(&b.shape) {
                        return Err(Error::Unsupported(LONE_MEMBER));
                    }
                    if op == ops::COPY_OBJECT {
                        blocks.insert(result, b);
                        followed.insert(result);
                        continue;
                    }
                    if !matches!(op, ops::ACCESS_CHAIN | ops::IN_BOUNDS_ACCESS_CHAIN) {
                        return Err(Error::Unsupported(
                            "OpPtrAccessChain into a built-in block (Vulkan allows its base only in Workgroup, StorageBuffer or PhysicalStorageBuffer storage, VUID-StandaloneSpirv-Base-07650)",
                        ));
                    }
                    let idx = &inst.operands()[3..];
                    if idx.len() <= b.dims {
                        // A whole block (or array of blocks): its distances get their own
                        // chain into the Private array, with the same indices.
                        let r = b.dims - idx.len();
                        let private = if idx.is_empty() {
                            b.private
                        } else {
                            let rt = private.get(g, splice, shapes[b.shape].dist[r])?;
                            let pd = splice.new_id()?;
                            splice.insert_with(inst.offset + inst.words.len(), |w| {
                                let at = w.len();
                                w.extend_from_slice(&[0, rt, pd, b.private]);
                                w.extend_from_slice(idx);
                                w[at] = (((w.len() - at) as u32) << 16) | u32::from(op);
                            });
                            pd
                        };
                        blocks.insert(
                            result,
                            BlockPtr {
                                dims: r,
                                private,
                                ..b
                            },
                        );
                        followed.insert(result);
                        report.access_chains += 1;
                        continue;
                    }
                    let b_member = shapes[b.shape].member;
                    let mem_id = idx[b.dims];
                    let &(mem_ty, member) = g.constants.get(&mem_id).ok_or(Error::Unsupported(
                        "struct member index is not a 32-bit constant",
                    ))?;
                    if member == b_member {
                        let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                        let rt = private.get(g, splice, pointee)?;
                        // Same opcode (AccessChain or InBoundsAccessChain), the member index dropped.
                        splice.replace_with(&inst, |new| {
                            let at = new.len();
                            new.extend_from_slice(&[0, rt, result, b.private]);
                            new.extend_from_slice(&idx[..b.dims]);
                            new.extend_from_slice(&idx[b.dims + 1..]);
                            new[at] = (((new.len() - at) as u32) << 16) | u32::from(op);
                        });
                        tracked.insert(result);
                        followed.insert(result);
                        report.access_chains += 1;
                    } else if member > b_member {
                        let c = Emit { g: &mut *g, splice }.constant(mem_ty, member - 1)?;
                        splice.set_word(inst.offset + 4 + b.dims, c);
                        report.access_chains += 1;
                    }
                }
            }
            ops::LOAD if block!(inst.op(2)?) => {
                let p = inst.op(2)?;
                let b = blocks[&p];
                let sh = value_shape(shapes, b)?;
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                out.clear();
                let access = &inst.operands()[3..];
                sh.load(g, out, splice, b.dims, (p, b.private), access, result)?;
                splice.replace(&inst, out);
                report.whole_blocks += 1;
            }
            ops::STORE if block!(inst.op(0)?) => {
                let p = inst.op(0)?;
                let b = blocks[&p];
                let sh = value_shape(shapes, b)?;
                out.clear();
                let access = &inst.operands()[2..];
                let v = inst.op(1)?;
                sh.store(g, out, splice, b.dims, (p, b.private), access, v)?;
                splice.replace(&inst, out);
                report.whole_blocks += 1;
            }
            ops::COPY_MEMORY | ops::COPY_MEMORY_SIZED
                if block!(inst.op(0)?) || block!(inst.op(1)?) =>
            {
                if op == ops::COPY_MEMORY_SIZED {
                    return Err(Error::Unsupported(
                        "OpCopyMemorySized of a built-in block (needs the Addresses capability, which Vulkan does not have)",
                    ));
                }
                let (t, s) = (inst.op(0)?, inst.op(1)?);
                if [t, s].iter().any(|p| {
                    blocks
                        .get(p)
                        .is_some_and(|b| lone_shapes.contains(&b.shape))
                }) {
                    return Err(Error::Unsupported(LONE_MEMBER));
                }
                out.clear();
                match (blocks.get(&t).copied(), blocks.get(&s).copied()) {
                    (Some(bt), Some(bs)) => {
                        // Block to block (one type): copy the distances beside.
                        let (dt, ds) = (
                            shapes[bt.shape].dist[bt.dims],
                            shapes[bs.shape].dist[bs.dims],
                        );
                        if dt != ds {
                            return Err(Error::Unsupported(
                                "OpCopyMemory between blocks of different types",
                            ));
                        }
                        out.extend_from_slice(inst.words);
                        out.extend_from_slice(&[
                            first_word(Op::CopyMemory, 2),
                            bt.private,
                            bs.private,
                        ]);
                    }
                    _ => {
                        return Err(Error::Unsupported(
                            "OpCopyMemory between a built-in block and other storage (a Function or Private pointer to a struct with built-in members is invalid in Vulkan)",
                        ));
                    }
                }
                splice.replace(&inst, out);
                report.whole_blocks += 1;
            }
            ops::SELECT | ops::PHI => {
                let operands = inst.operands();
                let (choices, step) = if op == ops::SELECT {
                    (operands.get(3..5), 1)
                } else {
                    (operands.get(2..), 2)
                };
                // Most choices are of values: decided without collecting anything.
                if !choices
                    .unwrap_or(&[])
                    .iter()
                    .step_by(step)
                    .any(|&v| followed.contains(v))
                {
                    continue;
                }
                let values: Vec<u32> = if op == ops::SELECT {
                    inst.operands().get(3..5).unwrap_or(&[]).to_vec()
                } else {
                    inst.operands().iter().skip(2).step_by(2).copied().collect()
                };
                let moved = values.iter().filter(|v| tracked.contains(v)).count();
                let in_blocks: Vec<BlockPtr> = values
                    .iter()
                    .filter_map(|v| blocks.get(v).copied())
                    .collect();
                if moved == 0 && in_blocks.is_empty() {
                    continue;
                }
                if in_blocks.iter().any(|b| lone_shapes.contains(&b.shape)) {
                    return Err(Error::Unsupported(LONE_MEMBER));
                }
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                if moved == values.len() {
                    // Every choice lies in moved storage: the choice is a Private pointer.
                    let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                    let rt = private.get(g, splice, pointee)?;
                    splice.set_word(inst.offset + 1, rt);
                    tracked.insert(result);
                    followed.insert(result);
                    report.pointer_choices += 1;
                } else if in_blocks.len() == values.len() {
                    // Every choice is a block pointer: choose the distances beside.
                    let b = in_blocks[0];
                    let dist = shapes[b.shape].dist[b.dims];
                    if in_blocks
                        .iter()
                        .any(|x| shapes[x.shape].dist[x.dims] != dist)
                    {
                        return Err(Error::Unsupported(
                            "OpSelect or OpPhi between blocks of different types",
                        ));
                    }
                    let rt = private.get(g, splice, dist)?;
                    let pd = splice.new_id()?;
                    let mut w = inst.words.to_vec();
                    w[1] = rt;
                    w[2] = pd;
                    let mut choice = in_blocks.iter();
                    let first = if op == ops::SELECT { 4 } else { 3 };
                    for i in (first..w.len()).step_by(if op == ops::SELECT { 1 } else { 2 }) {
                        // One block pointer per value operand, in order.
                        w[i] = choice
                            .next()
                            .ok_or(Error::Internal("choice count"))?
                            .private;
                    }
                    splice.insert(inst.offset + inst.words.len(), &w);
                    blocks.insert(result, BlockPtr { private: pd, ..b });
                    followed.insert(result);
                    report.pointer_choices += 1;
                } else {
                    return Err(Error::Unsupported(if op == ops::PHI {
                        "OpPhi between a clip/cull distance pointer and another pointer, or of a pointer defined after it (loop-carried)"
                    } else {
                        "OpSelect between a clip/cull distance pointer and another pointer: after the move they lie in different storage classes"
                    }));
                }
            }
            ops::FUNCTION_CALL
                if inst.operands().iter().skip(3).any(|w| {
                    followed.contains(*w)
                        && ((tracked.contains(w) && !whole_arguments.contains(w))
                            || blocks.contains_key(w))
                }) =>
            {
                return Err(Error::Unsupported(FUNCTION_ARGUMENT));
            }
            // Whole moved arrays only: their parameters were retyped.
            ops::FUNCTION_CALL => {}
            ops::EXT_INST
                if inst
                    .operands()
                    .get(4)
                    .is_some_and(|&p| followed.contains(p))
                    && interp::is_interpolation(&inst, tracked, || {
                        *glsl.get_or_insert_with(|| interp::glsl_import(m, start))
                    }) =>
            {
                splice.replace(&inst, &interp::as_load(&inst)?);
                report.interpolations += 1;
            }
            RETURN_VALUE if inst.op(0).is_ok_and(|v| followed.contains(v)) => {
                return Err(Error::Unsupported(
                    "a function returning a pointer to clip/cull distances",
                ));
            }
            ops::STORE if inst.op(1).is_ok_and(|v| followed.contains(v)) => {
                return Err(Error::Unsupported(
                    "a pointer to clip/cull distances stored in memory",
                ));
            }
            _ => {
                if let Some(name) = globals::unfollowed_use(&inst, |w| followed.contains(w)) {
                    return Err(Error::UnfollowedUse(name));
                }
            }
        }
    }

    Ok(())
}
