//! Whole `gl_PerVertex` blocks whose struct loses the distance member: the types a block
//! variable has at each array level, the split of the struct into an interface type and a
//! value type, and the per-member code that replaces whole-block loads and stores.
//!
//! A struct that the module only reaches through `Input`/`Output` pointers is changed in
//! place (the member goes). One that is also a value (a whole-block `OpLoad`, a `Function`
//! variable, a function parameter, a constant) keeps its id and every member for the values,
//! loses its decorations, and a new struct without the member, with those decorations, takes
//! its place in the `Input`/`Output` pointer types (arrays of it are duplicated likewise).
//! A whole-block load then loads the block and the distances and builds the value member by
//! member; a store takes the value apart.

use spirv::{Op, StorageClass};

use crate::Error;
use crate::globals::{Globals, HashMap, Type};
use crate::module::{HEADER_WORDS, Inst, Module, Splice, first_word};

/// Most blocks one whole load or store of an array of blocks may expand into.
const MAX_ELEMENTS: u32 = 4096;

/// The types of one block variable, indexed by `r`, the number of its outer array
/// dimensions a pointer has not indexed yet (`0`: one block, `dims`: the variable).
#[derive(Clone, Debug, Default)]
pub(super) struct Shape {
    /// The removed member.
    pub member: u32,
    /// The member types of the struct before the pass.
    pub members: Vec<u32>,
    /// Value types: the struct with every member, and arrays of it.
    pub old: Vec<u32>,
    /// Interface types: the struct without the member, and arrays of it (`old` when the
    /// struct is changed in place).
    pub new: Vec<u32>,
    /// The distances' types: the member type, and arrays of it.
    pub dist: Vec<u32>,
    /// The length constant of each array level (`lens[0]` is unused).
    pub lens: Vec<u32>,
}

impl Shape {
    /// Empties the shape, keeping its vectors.
    pub fn clear(&mut self) {
        self.member = 0;
        self.members.clear();
        self.old.clear();
        self.new.clear();
        self.dist.clear();
        self.lens.clear();
    }
}

const INPUT: u32 = StorageClass::Input as u32;
const OUTPUT: u32 = StorageClass::Output as u32;

/// Struct `s` and every array type built on it, in declaration order, into `fam`.
pub(super) fn family(g: &Globals, s: u32, fam: &mut Vec<u32>) {
    fam.clear();
    fam.push(s);
    // The module's types iterate in declaration order unless an id was declared twice
    // (a malformed module): then sort them by offset.
    let arrays = || {
        g.types.iter().filter_map(|(&id, &(off, t))| match t {
            Type::Array { element, .. } if off != usize::MAX => Some((off, id, element)),
            _ => None,
        })
    };
    let mut last = 0;
    let mut ordered = true;
    for (off, id, element) in arrays() {
        if off <= last {
            ordered = false;
            break;
        }
        last = off;
        if fam.contains(&element) {
            fam.push(id);
        }
    }
    if ordered {
        return;
    }
    fam.truncate(1);
    let mut sorted: Vec<(usize, u32, u32)> = arrays().collect();
    sorted.sort_unstable();
    for (_, id, element) in sorted {
        if fam.contains(&element) {
            fam.push(id);
        }
    }
}

/// How [`used_as_value`] reads an instruction of the global section.
enum Global {
    /// Mentions no type as a value (header section, names, annotations, other types).
    Ignore,
    /// `OpTypeArray`.
    Array,
    /// `OpTypeRuntimeArray`.
    RuntimeArray,
    /// `OpTypePointer`.
    Pointer,
    /// `OpTypeStruct`, `OpTypeFunction`: every operand after the result.
    Members,
    /// Anything else: word 1, the result type, if the opcode is one of the grammar.
    ResultType,
}

/// The [`Global`] of `op`, by a match on the number.
fn global_kind(op: u16) -> Global {
    macro_rules! kinds {
        ($($kind:ident: $($name:ident)|*;)*) => {{
            #[allow(non_upper_case_globals)]
            mod opcode {
                $($(pub const $name: u16 = spirv::Op::$name as u16;)*)*
            }
            match op {
                $($(opcode::$name)|* => Global::$kind,)*
                _ => Global::ResultType,
            }
        }};
    }
    kinds! {
        Ignore: Capability | Extension | ExtInstImport | MemoryModel | EntryPoint
            | ExecutionMode | ExecutionModeId | String | Source | SourceContinued
            | SourceExtension | Name | MemberName | ModuleProcessed | Line | NoLine | Decorate
            | MemberDecorate | DecorationGroup | GroupDecorate | GroupMemberDecorate
            | DecorateId | DecorateString | MemberDecorateString | TypeVoid | TypeBool
            | TypeInt | TypeFloat | TypeVector | TypeMatrix | TypeImage | TypeSampler
            | TypeSampledImage | TypeOpaque | TypeEvent | TypeDeviceEvent | TypeReserveId
            | TypeQueue | TypePipe | TypeForwardPointer;
        Array: TypeArray;
        RuntimeArray: TypeRuntimeArray;
        Pointer: TypePointer;
        Members: TypeStruct | TypeFunction;
    }
}

/// Whether anything but `Input`/`Output` pointer types, arrays, names and decorations
/// mentions a type of `fam`: then the struct is a value somewhere and must be split.
pub(super) fn used_as_value(m: &Module, g: &Globals, fam: &[u32]) -> bool {
    let words = m.words();
    // Mostly the struct alone: one comparison.
    let Some((&s, arrays)) = fam.split_first() else {
        return false;
    };
    let is = |w: &u32| *w == s || (!arrays.is_empty() && arrays.contains(w));
    // On the words: the module's framing is valid (a count of 0 is read as 1, as the
    // instruction walk does).
    let mut pos = HEADER_WORDS;
    while let Some(&first) = words.get(pos) {
        if pos >= g.functions_start {
            break;
        }
        let n = ((first >> 16) as usize).max(1);
        let w = &words[pos..(pos + n).min(words.len())];
        let hit = match global_kind(first as u16) {
            Global::Ignore => false,
            Global::Array => !w.get(1).is_some_and(is) && w.get(2).is_some_and(is),
            Global::RuntimeArray => w.get(2).is_some_and(is),
            Global::Pointer => {
                w.get(3).is_some_and(is) && !matches!(w.get(2), Some(&INPUT | &OUTPUT))
            }
            Global::Members => w.iter().skip(2).any(is),
            // Constants, undefs, variables, extended instructions: the result type (an
            // opcode outside the grammar names nothing; `Op::from_u32` searches the whole
            // grammar, so it runs only on a hit).
            Global::ResultType => {
                w.get(1).is_some_and(is) && Op::from_u32(first & 0xFFFF).is_some()
            }
        };
        if hit {
            return true;
        }
        pos += n;
    }
    // The function section: word 1 is the result type of every typed instruction, else an
    // id that cannot name a type.
    while let Some(&first) = words.get(pos) {
        let n = ((first >> 16) as usize).max(1);
        if n > 1 && words.get(pos + 1).is_some_and(is) {
            return true;
        }
        pos += n;
    }
    false
}

/// Splits struct `s` (member `k` removed, `fam` from [`family`]): declares the interface
/// struct and arrays of it after the originals, moves the struct's decorations to the new
/// struct, and retargets the `Input`/`Output` pointer types. Returns `old id -> new id`.
pub(super) fn split(
    m: &Module,
    g: &Globals,
    splice: &mut Splice,
    s: u32,
    k: u32,
    fam: &[u32],
) -> Result<HashMap<u32, u32>, Error> {
    let words = m.words();
    let mut map: HashMap<u32, u32> = HashMap::default();
    for &t in fam {
        let off = g.types[&t].0;
        let inst = Inst::at(words, off)?;
        let id = splice.new_id()?;
        let mut new = vec![0, id];
        if t == s {
            new.extend(
                inst.words[2..]
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != k as usize)
                    .map(|(_, &w)| w),
            );
            new[0] = first_word(Op::TypeStruct, new.len() - 1);
        } else {
            // OpTypeArray result element length: the element is in `fam`, declared earlier.
            let element = *map
                .get(&inst.op(1)?)
                .ok_or(Error::Internal("array of blocks split before its element"))?;
            new.extend_from_slice(&[element, inst.op(2)?]);
            new[0] = first_word(Op::TypeArray, 3);
        }
        splice.insert(off + inst.words.len(), &new);
        map.insert(t, id);
    }
    for (&_, &(off, t)) in &g.types {
        if let Type::Pointer { storage, pointee } = t {
            if off != usize::MAX && (storage == INPUT || storage == OUTPUT) {
                if let Some(&n) = map.get(&pointee) {
                    splice.set_word(off + 3, n);
                }
            }
        }
    }
    let s_new = *map
        .get(&s)
        .ok_or(Error::Internal("struct missing from its family"))?;
    for d in g.decorations_of(s) {
        splice.set_word(d.offset + 1, s_new);
    }
    for md in g.member_decorations.iter().filter(|md| md.target == s) {
        if md.decoration == u32::MAX {
            continue; // OpMemberName: the value struct keeps its members and names.
        }
        if md.member == k {
            splice.remove(&Inst::at(words, md.offset)?);
            continue;
        }
        splice.set_word(md.offset + 1, s_new);
        if md.member > k {
            splice.set_word(md.offset + 2, md.member - 1);
        }
    }
    Ok(map)
}

/// Emits `op result_type result operands…` with a fresh result id (or `result`).
fn emit(
    out: &mut Vec<u32>,
    splice: &mut Splice,
    op: Op,
    ty: u32,
    result: Option<u32>,
    operands: &[u32],
) -> Result<u32, Error> {
    let id = match result {
        Some(id) => id,
        None => splice.new_id()?,
    };
    out.push(first_word(op, operands.len() + 2));
    out.extend_from_slice(&[ty, id]);
    out.extend_from_slice(operands);
    Ok(id)
}

impl Shape {
    fn len(&self, g: &Globals, r: usize) -> Result<u32, Error> {
        let n = g.constant(self.lens[r]).map_err(|_| {
            Error::Unsupported("whole load or store of blocks with a non-constant array length")
        })?;
        if n > MAX_ELEMENTS {
            return Err(Error::Unsupported(
                "whole load or store of more than 4096 blocks",
            ));
        }
        Ok(n)
    }

    /// Fails unless the `r` outer levels hold at most [`MAX_ELEMENTS`] blocks in all.
    fn check_size(&self, g: &Globals, r: usize) -> Result<(), Error> {
        let mut total = 1u32;
        for level in 1..=r {
            total = total.saturating_mul(self.len(g, level)?);
            if total > MAX_ELEMENTS {
                return Err(Error::Unsupported(
                    "whole load or store of more than 4096 blocks",
                ));
            }
        }
        Ok(())
    }

    /// Builds the value (`old[r]`) from the interface value `a` (`new[r]`) and the distances
    /// `d` (`dist[r]`).
    pub fn join(
        &self,
        g: &Globals,
        out: &mut Vec<u32>,
        splice: &mut Splice,
        r: usize,
        (a, d): (u32, u32),
        result: Option<u32>,
    ) -> Result<u32, Error> {
        let mut parts = Vec::new();
        if r == 0 {
            let k = self.member as usize;
            for (i, &t) in self.members.iter().enumerate() {
                parts.push(if i == k {
                    d
                } else {
                    let at = (i - usize::from(i > k)) as u32;
                    emit(out, splice, Op::CompositeExtract, t, None, &[a, at])?
                });
            }
        } else {
            for j in 0..self.len(g, r)? {
                let aj = emit(
                    out,
                    splice,
                    Op::CompositeExtract,
                    self.new[r - 1],
                    None,
                    &[a, j],
                )?;
                let dj = emit(
                    out,
                    splice,
                    Op::CompositeExtract,
                    self.dist[r - 1],
                    None,
                    &[d, j],
                )?;
                parts.push(self.join(g, out, splice, r - 1, (aj, dj), None)?);
            }
        }
        emit(
            out,
            splice,
            Op::CompositeConstruct,
            self.old[r],
            result,
            &parts,
        )
    }

    /// Takes the value `v` (`old[r]`) apart into the interface value (`new[r]`) and the
    /// distances (`dist[r]`).
    pub fn take_apart(
        &self,
        g: &Globals,
        out: &mut Vec<u32>,
        splice: &mut Splice,
        r: usize,
        v: u32,
    ) -> Result<(u32, u32), Error> {
        let (mut a, mut d) = (Vec::new(), Vec::new());
        if r == 0 {
            let k = self.member as usize;
            for (i, &t) in self.members.iter().enumerate() {
                let x = emit(out, splice, Op::CompositeExtract, t, None, &[v, i as u32])?;
                if i == k {
                    d.push(x);
                } else {
                    a.push(x);
                }
            }
            let a = emit(out, splice, Op::CompositeConstruct, self.new[0], None, &a)?;
            return Ok((a, d[0]));
        }
        for j in 0..self.len(g, r)? {
            let vj = emit(
                out,
                splice,
                Op::CompositeExtract,
                self.old[r - 1],
                None,
                &[v, j],
            )?;
            let (aj, dj) = self.take_apart(g, out, splice, r - 1, vj)?;
            a.push(aj);
            d.push(dj);
        }
        Ok((
            emit(out, splice, Op::CompositeConstruct, self.new[r], None, &a)?,
            emit(out, splice, Op::CompositeConstruct, self.dist[r], None, &d)?,
        ))
    }

    /// The code that loads `old[r]` into `result` from the block pointer `p` (memory
    /// operands `access`) and the distance pointer `pd`.
    #[allow(clippy::too_many_arguments)]
    pub fn load(
        &self,
        g: &Globals,
        out: &mut Vec<u32>,
        splice: &mut Splice,
        r: usize,
        (p, pd): (u32, u32),
        access: &[u32],
        result: u32,
    ) -> Result<(), Error> {
        self.check_size(g, r)?;
        let mut ops = vec![p];
        ops.extend_from_slice(access);
        let a = emit(out, splice, Op::Load, self.new[r], None, &ops)?;
        let d = emit(out, splice, Op::Load, self.dist[r], None, &[pd])?;
        self.join(g, out, splice, r, (a, d), Some(result))?;
        Ok(())
    }

    /// The code that stores the value `v` (`old[r]`) to the block pointer `p` (memory
    /// operands `access`) and the distance pointer `pd`.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &self,
        g: &Globals,
        out: &mut Vec<u32>,
        splice: &mut Splice,
        r: usize,
        (p, pd): (u32, u32),
        access: &[u32],
        v: u32,
    ) -> Result<(), Error> {
        self.check_size(g, r)?;
        let (a, d) = self.take_apart(g, out, splice, r, v)?;
        out.push(first_word(Op::Store, 2 + access.len()));
        out.extend_from_slice(&[p, a]);
        out.extend_from_slice(access);
        out.extend_from_slice(&[first_word(Op::Store, 2), pd, d]);
        Ok(())
    }
}

/// A pointer to a block variable, to one of its blocks, or to an array of them.
#[derive(Clone, Copy, Debug)]
pub(super) struct BlockPtr {
    /// Index of the variable's [`Shape`].
    pub shape: usize,
    /// Outer array dimensions not indexed yet.
    pub dims: usize,
    /// The pointer to the matching distances in the `Private` array.
    pub private: u32,
}

/// The shape of `b` for a whole-block load or store, which only a split struct has.
pub(super) fn value_shape(shapes: &[Shape], b: BlockPtr) -> Result<&Shape, Error> {
    let sh = &shapes[b.shape];
    if sh.old == sh.new {
        return Err(Error::Internal(
            "whole-block load or store of a struct changed in place",
        ));
    }
    Ok(sh)
}
