//! Standalone distance arrays passed whole to functions.
//!
//! Vulkan forbids `Input`/`Output` pointer arguments, but drivers accept them and some
//! compilers emit them for `out float clip[N]` parameters. Once the array is `Private`, the
//! call is valid Vulkan SPIR-V when the argument is the variable itself (a memory object
//! declaration), so the pass retypes the parameter: every parameter that receives a moved
//! array (directly, or from a caller's parameter that does) becomes a `Private` pointer, and
//! its function gets a function type with that pointer.

use spirv::{Op, StorageClass};

use crate::Error;
use crate::globals::{Emit, Globals, HashMap, HashSet, ops};
use crate::module::{Inst, Module, Splice};

const PRIVATE: u32 = StorageClass::Private as u32;

/// A function definition: its `OpFunction` and its parameters.
#[derive(Debug, Default)]
struct Function {
    offset: usize,
    ty: u32,
    /// `(offset, id, type)` of each `OpFunctionParameter`.
    params: Vec<(usize, u32, u32)>,
}

/// Retypes the parameters that receive the moved standalone arrays `moved` (see the module
/// docs) and returns their ids, which hold `Private` pointers from now on. Fails when a
/// parameter receives a moved array from one call and anything else from another. With
/// no moved array there is nothing to look at.
pub(super) fn retype_parameters(
    m: &Module,
    g: &mut Globals,
    splice: &mut Splice,
    moved: &HashSet<u32>,
) -> Result<HashSet<u32>, Error> {
    if moved.is_empty() {
        return Ok(HashSet::default());
    }
    let words = m.words();
    let mut functions: HashMap<u32, Function> = HashMap::default();
    let mut calls: Vec<(u32, Vec<u32>)> = Vec::new();
    let mut current = None;
    for inst in m.instructions_from(g.functions_start) {
        match inst.opcode() {
            op if op == Op::Function as u16 => {
                let id = m.check_id(inst.op(1)?, inst.offset)?;
                functions.insert(
                    id,
                    Function {
                        offset: inst.offset,
                        ty: m.check_id(inst.op(3)?, inst.offset)?,
                        params: Vec::new(),
                    },
                );
                current = Some(id);
            }
            op if op == Op::FunctionParameter as u16 => {
                if let Some(f) = current.and_then(|c| functions.get_mut(&c)) {
                    f.params.push((inst.offset, inst.op(1)?, inst.op(0)?));
                }
            }
            ops::FUNCTION_CALL => {
                calls.push((
                    inst.op(2)?,
                    inst.operands().get(3..).unwrap_or(&[]).to_vec(),
                ));
            }
            _ => {}
        }
    }
    // Parameters reached by a moved array, through any chain of calls.
    let mut holders = moved.clone();
    let mut marked: HashSet<(u32, usize)> = HashSet::default();
    loop {
        let before = marked.len();
        for (callee, args) in &calls {
            let Some(f) = functions.get(callee) else {
                continue;
            };
            for (j, a) in args.iter().enumerate() {
                if holders.contains(a) {
                    let &(_, p, _) = f.params.get(j).ok_or(Error::Malformed {
                        offset: f.offset,
                        what: "call with more arguments than the function has parameters",
                    })?;
                    marked.insert((*callee, j));
                    holders.insert(p);
                }
            }
        }
        if marked.len() == before {
            break;
        }
    }
    if marked.is_empty() {
        return Ok(HashSet::default());
    }
    for (callee, args) in &calls {
        for (j, a) in args.iter().enumerate() {
            if marked.contains(&(*callee, j)) && !holders.contains(a) {
                return Err(Error::Unsupported(
                    "a function parameter that receives clip/cull distances from one call and other storage from another",
                ));
            }
        }
    }
    let mut callees: Vec<u32> = marked.iter().map(|&(c, _)| c).collect();
    callees.sort_unstable();
    callees.dedup();
    let mut params = HashSet::default();
    let mut signatures: HashMap<Vec<u32>, u32> = HashMap::default();
    for callee in callees {
        let f = &functions[&callee];
        let ty = Inst::at(words, g.types.get(&f.ty).map_or(usize::MAX, |t| t.0))
            .map_err(|_| Error::Unsupported("a function type the pass does not know"))?;
        if ty.opcode() != Op::TypeFunction as u16 || ty.words.len() != 3 + f.params.len() {
            return Err(Error::Malformed {
                offset: f.offset,
                what: "function type does not match the parameters",
            });
        }
        let mut new = ty.words.to_vec();
        for (j, &(offset, id, pty)) in f.params.iter().enumerate() {
            if !marked.contains(&(callee, j)) {
                continue;
            }
            let (_, pointee) = g.pointer(pty)?;
            let rt = Emit {
                g: &mut *g,
                splice: &mut *splice,
            }
            .pointer(PRIVATE, pointee)?;
            splice.set_word(offset + 1, rt);
            new[3 + j] = rt;
            params.insert(id);
        }
        let fty = match signatures.get(&new[2..]) {
            Some(&t) => t,
            None => {
                let t = function_type(m, g, splice, &new[2..])?;
                signatures.insert(new[2..].to_vec(), t);
                t
            }
        };
        splice.set_word(f.offset + 4, fty);
    }
    Ok(params)
}

/// An `OpTypeFunction` with `signature` (return type, parameter types): an existing one,
/// else a new one at the end of the global section.
fn function_type(
    m: &Module,
    g: &Globals,
    splice: &mut Splice,
    signature: &[u32],
) -> Result<u32, Error> {
    for inst in m
        .instructions()
        .take_while(|i| i.offset < g.functions_start)
    {
        if inst.opcode() == Op::TypeFunction as u16 && inst.words.get(2..) == Some(signature) {
            return Ok(inst.words[1]);
        }
    }
    let id = splice.new_id()?;
    let mut operands = vec![id];
    operands.extend_from_slice(signature);
    splice.insert_inst(g.functions_start, Op::TypeFunction, &operands);
    Ok(id)
}
