//! What the passes need to know about the global section (capabilities, entry points,
//! decorations, types, constants, global variables), and a way to add types, constants and
//! variables at its end without duplicating the ones already declared.

use std::collections::HashMap as StdHashMap;
use std::hash::{BuildHasherDefault, Hasher};

use spirv::Op;

use crate::Error;
use crate::module::{Inst, Module, Splice};
use crate::scratch::Scratch;

/// A small multiplicative hasher for the id-keyed maps of the passes (ids are small dense
/// integers; SipHash's DoS resistance buys nothing here and costs most of a pass's time).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct IdHasher(u64);

impl Hasher for IdHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

/// A hash map keyed by ids, with [`IdHasher`].
pub(crate) type HashMap<K, V> = StdHashMap<K, V, BuildHasherDefault<IdHasher>>;
/// A hash set of ids, with [`IdHasher`].
pub(crate) type HashSet<K> = std::collections::HashSet<K, BuildHasherDefault<IdHasher>>;

/// A map keyed by the ids of one module. Its entries iterate in insertion order
/// (declaration order for what [`Globals::build`] records). Up to [`SCAN_ENTRIES`] entries,
/// a lookup scans them; past that, a table indexed by id points into them (zeroed at
/// allocation, so a large bound costs address space, not work). Replaces a hash map on the
/// passes' hottest path: every pass builds its [`Globals`] afresh.
#[derive(Clone, Debug)]
pub(crate) struct IdMap<V> {
    /// Empty, or `index[id]` is 1 + the entry's position, 0 for an absent id.
    index: Vec<u32>,
    /// The length `index` gets when it is built.
    bound: usize,
    /// The largest id inserted (0 for none): a larger one cannot be present, so its insert
    /// skips the lookup (declarations mostly come in id order).
    max_id: u32,
    entries: Vec<(u32, V)>,
}

/// Entries an [`IdMap`] scans before it builds its index.
const SCAN_ENTRIES: usize = 16;

impl<V> IdMap<V> {
    /// Empties this map, for ids below `bound` with room for `capacity` entries, keeping its
    /// buffers.
    fn reset(&mut self, bound: u32, capacity: usize) {
        self.index.clear();
        // Room for the ids a pass adds, so that its new declarations do not regrow it.
        self.bound = bound as usize + (bound as usize / 4).max(16);
        self.max_id = 0;
        self.entries.clear();
        self.entries.reserve(capacity);
    }

    #[inline]
    fn slot(&self, id: u32) -> Option<usize> {
        if self.index.is_empty() {
            return self.entries.iter().position(|e| e.0 == id);
        }
        match self.index.get(id as usize) {
            Some(&i) if i != 0 => Some(i as usize - 1),
            _ => None,
        }
    }

    #[inline]
    pub fn get(&self, id: &u32) -> Option<&V> {
        self.slot(*id).map(|i| &self.entries[i].1)
    }

    #[inline]
    pub fn contains_key(&self, id: &u32) -> bool {
        self.slot(*id).is_some()
    }

    /// Inserts or replaces the value of `id` (which keeps its first position).
    #[inline]
    pub fn insert(&mut self, id: u32, value: V) {
        if id <= self.max_id
            && let Some(i) = self.slot(id)
        {
            self.entries[i].1 = value;
            return;
        }
        self.max_id = self.max_id.max(id);
        self.entries.push((id, value));
        if self.entries.len() > SCAN_ENTRIES {
            self.index_last();
        }
    }

    /// Puts the entry just pushed in the index, building the index first when there is
    /// none (out of line: [`IdMap::insert`] of the first entries is a push).
    #[inline(never)]
    fn index_last(&mut self) {
        let n = self.entries.len();
        if self.index.is_empty() {
            let len = self.bound.max(n);
            self.index.resize(len, 0);
            for (i, e) in self.entries.iter().enumerate() {
                let at = e.0 as usize;
                if at >= self.index.len() {
                    self.index.resize(at + 1, 0);
                }
                // At most MAX_BOUND entries (one per id), so the position fits.
                self.index[at] = i as u32 + 1;
            }
            return;
        }
        let at = self.entries[n - 1].0 as usize;
        if at >= self.index.len() {
            // Ids of a splice's new declarations lie past the module's bound.
            self.index.resize(at + 1, 0);
        }
        // As above.
        self.index[at] = n as u32;
    }

    /// Inserts `value` unless `id` has one.
    pub fn insert_if_absent(&mut self, id: u32, value: V) {
        if !self.contains_key(&id) {
            self.insert(id, value);
        }
    }

    /// `(id, value)` in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (&u32, &V)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &u32> {
        self.entries.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.entries.iter().map(|(_, v)| v)
    }
}

impl<V> Default for IdMap<V> {
    fn default() -> Self {
        Self {
            index: Vec::new(),
            bound: 0,
            max_id: 0,
            entries: Vec::new(),
        }
    }
}

impl<'a, V> IntoIterator for &'a IdMap<V> {
    type Item = (&'a u32, &'a V);
    type IntoIter =
        std::iter::Map<std::slice::Iter<'a, (u32, V)>, fn(&'a (u32, V)) -> (&'a u32, &'a V)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(k, v)| (k, v))
    }
}

impl<V> std::ops::Index<&u32> for IdMap<V> {
    type Output = V;

    /// The value of `id`; callers index only ids they found in the map.
    fn index(&self, id: &u32) -> &V {
        self.get(id).expect("id present in the map")
    }
}

/// A type declaration, reduced to what the passes look at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Type {
    Int {
        width: u32,
        signed: bool,
    },
    Float {
        width: u32,
    },
    Vector {
        component: u32,
        count: u32,
    },
    Matrix {
        column: u32,
        count: u32,
    },
    /// `length` is the id of the length constant.
    Array {
        element: u32,
        length: u32,
    },
    Pointer {
        storage: u32,
        pointee: u32,
    },
    Bool,
    /// Structs are never deduplicated; `0` keeps them out of the key map.
    Struct,
    Other,
}

/// A global `OpVariable`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Var {
    pub offset: usize,
    pub ptr_type: u32,
    pub storage: u32,
}

/// An `OpDecorate` (`value` is the first extra operand, if any).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Decorate {
    pub offset: usize,
    pub target: u32,
    pub decoration: u32,
    pub value: Option<u32>,
}

/// An `OpMemberDecorate` or `OpMemberName` (then `decoration` is `u32::MAX`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct MemberDecorate {
    pub offset: usize,
    pub target: u32,
    pub member: u32,
    pub decoration: u32,
    pub value: Option<u32>,
}

/// The analysed global section.
#[derive(Debug, Default)]
pub(crate) struct Globals {
    pub capabilities: Vec<(usize, u32)>,
    pub entry_points: Vec<usize>,
    pub decorations: Vec<Decorate>,
    pub member_decorations: Vec<MemberDecorate>,
    pub types: IdMap<(usize, Type)>,
    /// The first declaration of each deduplicated type; built by [`Emit`] once it has made
    /// [`LINEAR_LOOKUPS`] lookups (before that, a lookup scans `types`).
    type_keys: Option<HashMap<Type, u32>>,
    pub constants: IdMap<(u32, u32)>,
    /// The first `OpConstant` of each `(type, value)`; built like `type_keys`.
    constant_keys: Option<HashMap<(u32, u32), u32>>,
    /// Lookups [`Emit`] made without the key maps.
    lookups: u32,
    pub nulls: IdMap<u32>,
    pub variables: IdMap<Var>,
    /// Offset of the first `OpFunction` (or the module length): new globals go here.
    pub functions_start: usize,
}

pub(crate) const OP_FUNCTION: u16 = Op::Function as u16;

/// Lookups of an equal type or constant that scan the declarations before [`Emit`] builds
/// hash maps of them: a pass on a small module makes a handful, for which building the maps
/// costs more than the scans.
const LINEAR_LOOKUPS: u32 = 16;

/// The opcodes [`Globals::record`] looks at, as [`Op`]; `None` for every other opcode (a
/// match on the number: `Op::from_u32` is a search over the whole grammar).
#[inline]
fn recorded(op: u16) -> Option<Op> {
    macro_rules! table {
        ($($name:ident),*) => {{
            $(const $name: u16 = Op::$name as u16;)*
            match op {
                $($name => Some(Op::$name),)*
                _ => None,
            }
        }};
    }
    #[allow(non_upper_case_globals)]
    {
        table!(
            Capability,
            EntryPoint,
            Decorate,
            MemberDecorate,
            MemberName,
            Variable,
            Constant,
            ConstantNull,
            TypeInt,
            TypeFloat,
            TypeVector,
            TypeMatrix,
            TypeArray,
            TypePointer,
            TypeStruct,
            TypeBool,
            TypeVoid,
            TypeRuntimeArray,
            TypeFunction,
            TypeImage,
            TypeSampler,
            TypeSampledImage
        )
    }
}

impl Globals {
    /// Walks the global section of `m`, checking every id it records against the bound.
    pub fn build(m: &Module) -> Result<Self, Error> {
        let mut g = Globals::default();
        g.refill(m)?;
        Ok(g)
    }

    /// [`Globals::build`] in buffers kept by `scratch`.
    pub fn build_in(m: &Module, scratch: &mut Scratch) -> Result<Box<Self>, Error> {
        let mut g = scratch.globals();
        g.refill(m)?;
        Ok(g)
    }

    /// Makes these globals those of `m` (what [`Globals::build`] gives), reusing their
    /// buffers.
    pub fn refill(&mut self, m: &Module) -> Result<(), Error> {
        fn empty<T>(v: &mut Vec<T>, capacity: usize) {
            v.clear();
            v.reserve(capacity);
        }
        // Rough guesses of the number of declarations (ids, and words per declaration), to
        // avoid regrowing while walking.
        let bound = m.bound();
        let n = (m.words().len() / 8).min(bound as usize);
        self.functions_start = m.words().len();
        self.types.reset(bound, n);
        self.constants.reset(bound, n);
        self.nulls.reset(bound, 4);
        self.variables.reset(bound, n);
        empty(&mut self.decorations, n);
        empty(&mut self.member_decorations, n);
        empty(&mut self.capabilities, 8);
        empty(&mut self.entry_points, 1);
        self.type_keys = None;
        self.constant_keys = None;
        self.lookups = 0;
        for inst in m.instructions() {
            let op = inst.opcode();
            if op == OP_FUNCTION {
                self.functions_start = inst.offset;
                break;
            }
            self.record(m, &inst)?;
        }
        Ok(())
    }

    fn record(&mut self, m: &Module, inst: &Inst<'_>) -> Result<(), Error> {
        let id = |i: usize| -> Result<u32, Error> { m.check_id(inst.op(i)?, inst.offset) };
        let Some(op) = recorded(inst.opcode()) else {
            return Ok(());
        };
        let ty = match op {
            Op::Capability => {
                self.capabilities.push((inst.offset, inst.op(0)?));
                return Ok(());
            }
            Op::EntryPoint => {
                id(1)?;
                let after = inst.string_end(2)?;
                for i in after..inst.operands().len() {
                    id(i)?;
                }
                self.entry_points.push(inst.offset);
                return Ok(());
            }
            Op::Decorate => {
                self.decorations.push(Decorate {
                    offset: inst.offset,
                    target: id(0)?,
                    decoration: inst.op(1)?,
                    value: inst.operands().get(2).copied(),
                });
                return Ok(());
            }
            Op::MemberDecorate | Op::MemberName => {
                self.member_decorations.push(MemberDecorate {
                    offset: inst.offset,
                    target: id(0)?,
                    member: inst.op(1)?,
                    decoration: if op == Op::MemberName {
                        u32::MAX
                    } else {
                        inst.op(2)?
                    },
                    value: inst.operands().get(3).copied(),
                });
                return Ok(());
            }
            Op::Variable => {
                let ptr_type = id(0)?;
                let var = id(1)?;
                let storage = inst.op(2)?;
                self.variables.insert(
                    var,
                    Var {
                        offset: inst.offset,
                        ptr_type,
                        storage,
                    },
                );
                return Ok(());
            }
            Op::Constant => {
                let ty = id(0)?;
                let c = id(1)?;
                if inst.operands().len() == 3 {
                    let v = inst.op(2)?;
                    self.constants.insert(c, (ty, v));
                }
                return Ok(());
            }
            Op::ConstantNull => {
                let ty = id(0)?;
                let c = id(1)?;
                self.nulls.insert_if_absent(ty, c);
                return Ok(());
            }
            Op::TypeInt => Type::Int {
                width: inst.op(1)?,
                signed: inst.op(2)? != 0,
            },
            Op::TypeFloat => Type::Float { width: inst.op(1)? },
            Op::TypeVector => Type::Vector {
                component: id(1)?,
                count: inst.op(2)?,
            },
            Op::TypeMatrix => Type::Matrix {
                column: id(1)?,
                count: inst.op(2)?,
            },
            Op::TypeArray => Type::Array {
                element: id(1)?,
                length: id(2)?,
            },
            Op::TypePointer => Type::Pointer {
                storage: inst.op(1)?,
                pointee: id(2)?,
            },
            Op::TypeStruct => {
                for i in 1..inst.operands().len() {
                    id(i)?;
                }
                Type::Struct
            }
            Op::TypeBool => Type::Bool,
            Op::TypeVoid
            | Op::TypeRuntimeArray
            | Op::TypeFunction
            | Op::TypeImage
            | Op::TypeSampler
            | Op::TypeSampledImage => Type::Other,
            _ => return Ok(()),
        };
        let result = id(0)?;
        self.types.insert(result, (inst.offset, ty));
        Ok(())
    }

    /// The first declaration of deduplicated type `ty`.
    fn type_key(&mut self, ty: Type) -> Option<u32> {
        if self.type_keys.is_none() && self.lookups < LINEAR_LOOKUPS {
            self.lookups += 1;
            if matches!(ty, Type::Struct | Type::Other) {
                return None;
            }
            return self
                .types
                .iter()
                .find(|(_, t)| t.1 == ty)
                .map(|(&id, _)| id);
        }
        let types = &self.types;
        let keys = self.type_keys.get_or_insert_with(|| {
            let mut keys =
                HashMap::with_capacity_and_hasher(types.entries.len(), Default::default());
            for (&id, &(_, ty)) in types {
                if !matches!(ty, Type::Struct | Type::Other) {
                    keys.entry(ty).or_insert(id);
                }
            }
            keys
        });
        keys.get(&ty).copied()
    }

    /// The first 32-bit `OpConstant` of type `ty` with `value`.
    fn constant_key(&mut self, ty: u32, value: u32) -> Option<u32> {
        if self.constant_keys.is_none() && self.lookups < LINEAR_LOOKUPS {
            self.lookups += 1;
            return self
                .constants
                .iter()
                .find(|(_, c)| **c == (ty, value))
                .map(|(&id, _)| id);
        }
        let constants = &self.constants;
        let keys = self.constant_keys.get_or_insert_with(|| {
            let mut keys =
                HashMap::with_capacity_and_hasher(constants.entries.len(), Default::default());
            for (&id, &c) in constants {
                keys.entry(c).or_insert(id);
            }
            keys
        });
        keys.get(&(ty, value)).copied()
    }

    /// The type declared by `id`, or an error naming it.
    pub fn ty(&self, id: u32) -> Result<Type, Error> {
        self.types.get(&id).map(|t| t.1).ok_or(Error::Unsupported(
            "reference to an unknown or unsupported type",
        ))
    }

    /// The value of a 32-bit integer constant.
    pub fn constant(&self, id: u32) -> Result<u32, Error> {
        self.constants
            .get(&id)
            .map(|c| c.1)
            .ok_or(Error::Unsupported("expected a 32-bit OpConstant"))
    }

    /// The pointee and storage class of pointer type `id`.
    pub fn pointer(&self, id: u32) -> Result<(u32, u32), Error> {
        match self.ty(id)? {
            Type::Pointer { storage, pointee } => Ok((storage, pointee)),
            _ => Err(Error::Unsupported("expected a pointer type")),
        }
    }

    /// Decorations of `target`.
    pub fn decorations_of(&self, target: u32) -> impl Iterator<Item = &Decorate> {
        self.decorations.iter().filter(move |d| d.target == target)
    }
}

/// Adds declarations at the end of the global section, reusing equal ones.
#[derive(Debug)]
pub(crate) struct Emit<'a> {
    pub g: &'a mut Globals,
    pub splice: &'a mut Splice,
}

impl Emit<'_> {
    fn declare(&mut self, ty: Type, op: Op, operands: &[u32]) -> Result<u32, Error> {
        if let Some(id) = self.g.type_key(ty) {
            return Ok(id);
        }
        let id = self.splice.new_id()?;
        self.splice
            .insert_inst_with_result(self.g.functions_start, op, id, operands);
        self.g.types.insert(id, (usize::MAX, ty));
        if let Some(keys) = &mut self.g.type_keys {
            keys.insert(ty, id);
        }
        Ok(id)
    }

    /// `OpTypeInt width signed`.
    pub fn int(&mut self, width: u32, signed: bool) -> Result<u32, Error> {
        self.declare(
            Type::Int { width, signed },
            Op::TypeInt,
            &[width, u32::from(signed)],
        )
    }

    /// `OpTypeFloat width`.
    pub fn float(&mut self, width: u32) -> Result<u32, Error> {
        self.declare(Type::Float { width }, Op::TypeFloat, &[width])
    }

    /// `OpTypeBool`.
    pub fn bool(&mut self) -> Result<u32, Error> {
        self.declare(Type::Bool, Op::TypeBool, &[])
    }

    /// `OpConstantComposite ty constituents…` (not deduplicated: callers keep their own).
    pub fn composite(&mut self, ty: u32, constituents: &[u32]) -> Result<u32, Error> {
        let id = self.splice.new_id()?;
        let mut ops = Vec::with_capacity(constituents.len() + 2);
        ops.extend_from_slice(&[ty, id]);
        ops.extend_from_slice(constituents);
        self.splice
            .insert_inst(self.g.functions_start, Op::ConstantComposite, &ops);
        Ok(id)
    }

    /// `OpTypeVector component count` (or `component` itself when `count == 1`).
    pub fn vector(&mut self, component: u32, count: u32) -> Result<u32, Error> {
        if count == 1 {
            return Ok(component);
        }
        self.declare(
            Type::Vector { component, count },
            Op::TypeVector,
            &[component, count],
        )
    }

    /// `OpTypePointer storage pointee`.
    pub fn pointer(&mut self, storage: u32, pointee: u32) -> Result<u32, Error> {
        self.declare(
            Type::Pointer { storage, pointee },
            Op::TypePointer,
            &[storage, pointee],
        )
    }

    /// `OpTypeArray element length` (reuses an existing equal array type).
    pub fn array(&mut self, element: u32, length: u32) -> Result<u32, Error> {
        self.declare(
            Type::Array { element, length },
            Op::TypeArray,
            &[element, length],
        )
    }

    /// `OpConstant ty value` for a 32-bit integer type.
    pub fn constant(&mut self, ty: u32, value: u32) -> Result<u32, Error> {
        if let Some(id) = self.g.constant_key(ty, value) {
            return Ok(id);
        }
        let id = self.splice.new_id()?;
        self.splice
            .insert_inst(self.g.functions_start, Op::Constant, &[ty, id, value]);
        self.g.constants.insert(id, (ty, value));
        if let Some(keys) = &mut self.g.constant_keys {
            keys.insert((ty, value), id);
        }
        Ok(id)
    }

    /// `OpConstantNull ty`.
    pub fn null(&mut self, ty: u32) -> Result<u32, Error> {
        if let Some(&id) = self.g.nulls.get(&ty) {
            return Ok(id);
        }
        let id = self.splice.new_id()?;
        self.splice
            .insert_inst(self.g.functions_start, Op::ConstantNull, &[ty, id]);
        self.g.nulls.insert(ty, id);
        Ok(id)
    }

    /// Re-declares global variable `id` (its old instruction must be removed by the caller)
    /// with a new pointer type, storage class and optional initializer.
    pub fn variable(
        &mut self,
        ptr_type: u32,
        id: u32,
        storage: u32,
        init: Option<u32>,
    ) -> Result<(), Error> {
        let ops = [ptr_type, id, storage, init.unwrap_or(0)];
        let n = 3 + usize::from(init.is_some());
        self.splice
            .insert_inst(self.g.functions_start, Op::Variable, &ops[..n]);
        self.g.variables.insert(
            id,
            Var {
                offset: usize::MAX,
                ptr_type,
                storage,
            },
        );
        Ok(())
    }
}

/// Opcode helpers for the function walk.
pub(crate) mod ops {
    use spirv::Op;
    pub const LOAD: u16 = Op::Load as u16;
    pub const STORE: u16 = Op::Store as u16;
    pub const COPY_MEMORY: u16 = Op::CopyMemory as u16;
    pub const COPY_MEMORY_SIZED: u16 = Op::CopyMemorySized as u16;
    pub const ACCESS_CHAIN: u16 = Op::AccessChain as u16;
    pub const IN_BOUNDS_ACCESS_CHAIN: u16 = Op::InBoundsAccessChain as u16;
    pub const PTR_ACCESS_CHAIN: u16 = Op::PtrAccessChain as u16;
    pub const IN_BOUNDS_PTR_ACCESS_CHAIN: u16 = Op::InBoundsPtrAccessChain as u16;
    pub const COPY_OBJECT: u16 = Op::CopyObject as u16;
    pub const FUNCTION_CALL: u16 = Op::FunctionCall as u16;
    pub const EXT_INST: u16 = Op::ExtInst as u16;
    pub const PHI: u16 = Op::Phi as u16;
    pub const SELECT: u16 = Op::Select as u16;
}

/// Whether an instruction outside the handled set uses `is_tracked` ids as operands in a
/// way the passes cannot follow (function calls, copies of memory, phis, selects,
/// extended instructions such as `InterpolateAt*`). Returns the opcode name on a hit.
#[inline]
pub(crate) fn unfollowed_use(
    inst: &Inst<'_>,
    is_tracked: impl Fn(u32) -> bool,
) -> Option<&'static str> {
    let skip = match inst.opcode() {
        ops::FUNCTION_CALL => 3,
        ops::COPY_MEMORY | ops::COPY_MEMORY_SIZED => 0,
        ops::PHI | ops::SELECT => 2,
        ops::EXT_INST => 4,
        _ => return None,
    };
    let name = match inst.opcode() {
        ops::FUNCTION_CALL => "OpFunctionCall",
        ops::COPY_MEMORY | ops::COPY_MEMORY_SIZED => "OpCopyMemory",
        ops::PHI => "OpPhi",
        ops::SELECT => "OpSelect",
        _ => "OpExtInst",
    };
    let ops = inst.operands();
    ops.iter()
        .skip(skip)
        .any(|&w| is_tracked(w))
        .then_some(name)
}
