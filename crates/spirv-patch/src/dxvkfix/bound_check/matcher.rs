//! The pattern of the module docs, followed through the function bodies' definitions.

use spirv::{Op, StorageClass};

use crate::Error;
use crate::globals::{Globals, HashMap, HashSet, Type};
use crate::module::{Inst, Module};

/// Deepest chain of conversions and logic followed (malformed modules may be cyclic).
const MAX_DEPTH: u32 = 32;

/// The module's definitions this pass looks through.
pub(super) struct Defs<'a> {
    words: &'a [u32],
    /// Result id -> offset of its defining instruction (function bodies).
    pub(super) at: HashMap<u32, usize>,
    /// Zero-valued constants.
    zeros: HashSet<u32>,
    /// Global variables.
    vars: HashSet<u32>,
    /// Vector type id -> component count.
    widths: HashMap<u32, u32>,
    /// Global variables in storage the shader cannot write (`Input`, `Uniform`,
    /// `UniformConstant`, `PushConstant`): two loads of one give the same value.
    read_only: HashSet<u32>,
}

/// Opcodes whose result this pass may look through (all have a result type then id).
const FOLLOWED: [Op; 27] = [
    Op::Load,
    Op::AccessChain,
    Op::InBoundsAccessChain,
    Op::CopyObject,
    Op::Image,
    Op::SampledImage,
    Op::ImageFetch,
    Op::ImageRead,
    Op::ImageSparseFetch,
    Op::ImageSparseRead,
    Op::ImageQuerySize,
    Op::ImageQuerySizeLod,
    Op::CompositeExtract,
    Op::CompositeConstruct,
    Op::VectorShuffle,
    Op::Bitcast,
    Op::ULessThan,
    Op::UGreaterThan,
    Op::ULessThanEqual,
    Op::UGreaterThanEqual,
    Op::LogicalNot,
    Op::LogicalAnd,
    Op::LogicalOr,
    Op::All,
    Op::Any,
    Op::Select,
    Op::FunctionParameter,
];

/// A value up to the conversions that keep it (see [`Defs::key`]): an id, and the lane
/// taken from it when the value is one component of a vector.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Key {
    id: u32,
    lane: Option<u32>,
}

/// A bounds test: the image whose size it reads, the fetch coordinate it tests (the lane
/// compared with the size's lane removed), the LOD of the size (`None`: level 0), and
/// whether it is true in bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Test {
    image: Vec<u32>,
    coord: Key,
    lod: Option<Key>,
    in_bounds: bool,
}

/// A fetch: its image, coordinate and LOD (`None`: level 0).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Fetch {
    image: Vec<u32>,
    coord: Key,
    lod: Option<Key>,
}

/// Image operands that move the fetched texel away from the coordinate.
const OFFSETS: u32 = 0x8 | 0x10 | 0x20;
/// The `Lod` and `Bias` image operand bits.
const LOD: u32 = 0x2;
const BIAS: u32 = 0x1;

impl<'a> Defs<'a> {
    pub(super) fn build(m: &'a Module, g: &Globals) -> Result<Self, Error> {
        let mut zeros: HashSet<u32> = g.nulls.values().copied().collect();
        zeros.extend(
            g.constants
                .iter()
                .filter(|(_, c)| c.1 == 0)
                .map(|(&id, _)| id),
        );
        let mut at = HashMap::default();
        for inst in m.instructions() {
            let op = inst.opcode();
            if inst.offset < g.functions_start {
                // Composites come after their constituents.
                if op == Op::ConstantComposite as u16 && inst.operands().len() > 2 {
                    let id = inst.op(1)?;
                    if inst.operands()[2..].iter().all(|c| zeros.contains(c)) {
                        zeros.insert(id);
                    }
                }
                continue;
            }
            if FOLLOWED.iter().any(|&f| f as u16 == op) {
                at.insert(m.check_id(inst.op(1)?, inst.offset)?, inst.offset);
            }
        }
        Ok(Self {
            words: m.words(),
            at,
            zeros,
            vars: g.variables.keys().copied().collect(),
            widths: g
                .types
                .iter()
                .filter_map(|(&id, &(_, t))| match t {
                    Type::Vector { count, .. } => Some((id, count)),
                    _ => None,
                })
                .collect(),
            read_only: g
                .variables
                .iter()
                .filter(|(_, v)| {
                    [
                        StorageClass::Input,
                        StorageClass::Uniform,
                        StorageClass::UniformConstant,
                        StorageClass::PushConstant,
                    ]
                    .iter()
                    .any(|&c| c as u32 == v.storage)
                })
                .map(|(&id, _)| id)
                .collect(),
        })
    }

    /// The defining instruction of `id`, if it is one this pass follows.
    fn def(&self, id: u32) -> Option<(Op, Inst<'a>)> {
        let inst = Inst::at(self.words, *self.at.get(&id)?).ok()?;
        Some((Op::from_u32(u32::from(inst.opcode()))?, inst))
    }

    /// Operand `i` of `inst`, or `None` if it is too short.
    fn arg(inst: &Inst<'_>, i: usize) -> Option<u32> {
        inst.operands().get(i).copied()
    }

    /// `id` through the conversions that keep its value (bitcasts, copies, a load of a
    /// read-only variable, which is that variable), with the lane when it is one component
    /// of a vector (`OpCompositeExtract`, or a lane of an `OpVectorShuffle` of one vector).
    fn key(&self, mut id: u32) -> Key {
        let mut lane: Option<u32> = None;
        for _ in 0..MAX_DEPTH {
            let Some((op, inst)) = self.def(id) else {
                break;
            };
            let ops = inst.operands();
            match op {
                Op::Bitcast | Op::CopyObject => match ops.get(2) {
                    Some(&n) => id = n,
                    None => break,
                },
                Op::Load => {
                    if let Some(&p) = ops.get(2).filter(|p| self.read_only.contains(p)) {
                        id = p;
                    }
                    break;
                }
                Op::CompositeExtract if lane.is_none() && ops.len() == 4 => {
                    lane = Some(ops[3]);
                    id = ops[2];
                }
                Op::VectorShuffle if ops.len() > 4 && ops[2] == ops[3] => {
                    // A whole shuffled vector is a permutation: only a lane of it is followed.
                    let Some(l) = lane else { break };
                    let Some(&src) = ops.get(4 + l as usize) else {
                        break;
                    };
                    // Both vectors are the same one: lanes of the second count from its width
                    // (0xFFFFFFFF, an undefined lane, is past both).
                    let Some(n) = self.width(ops[2]) else { break };
                    if src >= 2 * n {
                        break;
                    }
                    lane = Some(src % n);
                    id = ops[2];
                }
                _ => break,
            }
        }
        Key { id, lane }
    }

    /// The component count of vector value `id`, from its defining instruction's type.
    fn width(&self, id: u32) -> Option<u32> {
        let (_, inst) = self.def(id)?;
        self.widths.get(inst.operands().first()?).copied()
    }

    /// What image `id` is: the loaded variable, or an access chain's base and indices.
    fn image(&self, mut id: u32) -> Vec<u32> {
        for _ in 0..MAX_DEPTH {
            let Some((op, inst)) = self.def(id) else {
                return vec![id];
            };
            match op {
                Op::Image | Op::SampledImage | Op::CopyObject => match Self::arg(&inst, 2) {
                    Some(n) => id = n,
                    None => return vec![id],
                },
                Op::Load => {
                    let Some(ptr) = Self::arg(&inst, 2) else {
                        return vec![id];
                    };
                    if self.vars.contains(&ptr) {
                        return vec![ptr];
                    }
                    return match self.def(ptr) {
                        Some((Op::AccessChain | Op::InBoundsAccessChain, chain)) => chain
                            .operands()
                            .get(2..)
                            .map(<[u32]>::to_vec)
                            .unwrap_or_default(),
                        _ => vec![ptr],
                    };
                }
                _ => return vec![id],
            }
        }
        vec![id]
    }

    /// The image, lane and LOD of the size `id` is.
    fn size_of(&self, id: u32) -> Option<(Vec<u32>, Option<u32>, Option<Key>)> {
        let k = self.key(id);
        let (op, inst) = self.def(k.id)?;
        let lod = match op {
            Op::ImageQuerySize => None,
            Op::ImageQuerySizeLod => {
                let l = Self::arg(&inst, 3)?;
                (!self.zeros.contains(&l)).then(|| self.key(l))
            }
            _ => return None,
        };
        Some((self.image(Self::arg(&inst, 2)?), k.lane, lod))
    }

    /// The image, coordinate and LOD `id` fetches from; `None` for anything else, and for
    /// fetches with offsets (the texel is not at the coordinate).
    fn fetch(&self, id: u32) -> Option<Fetch> {
        let (op, inst) = self.def(id)?;
        let inst = match op {
            Op::ImageFetch | Op::ImageRead => inst,
            Op::CompositeExtract if inst.operands().get(3..) == Some(&[1][..]) => {
                match self.def(Self::arg(&inst, 2)?)? {
                    (Op::ImageSparseFetch | Op::ImageSparseRead, sparse) => sparse,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let mask = Self::arg(&inst, 4).unwrap_or(0);
        if mask & OFFSETS != 0 {
            return None;
        }
        let lod = if mask & LOD != 0 {
            let l = Self::arg(&inst, 5 + (mask & BIAS) as usize)?;
            (!self.zeros.contains(&l)).then(|| self.key(l))
        } else {
            None
        };
        Some(Fetch {
            image: self.image(Self::arg(&inst, 2)?),
            coord: self.key(Self::arg(&inst, 3)?),
            lod,
        })
    }

    /// The bounds test `cond` is, if it is one.
    fn test(&self, cond: u32, depth: u32) -> Option<Test> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (op, inst) = self.def(cond)?;
        let a = Self::arg(&inst, 2);
        let b = Self::arg(&inst, 3);
        // `coord` against `size`, lane by lane: a lane of the size is compared with the same
        // lane of the coordinate, which is then the whole coordinate.
        let compare = |coord: u32, size: u32, in_bounds: bool| {
            let (image, size_lane, lod) = self.size_of(size)?;
            let mut coord = self.key(coord);
            if size_lane.is_some() {
                if coord.lane != size_lane {
                    return None;
                }
                coord.lane = None;
            }
            Some(Test {
                image,
                coord,
                lod,
                in_bounds,
            })
        };
        let both = |want: bool| {
            let x = self.test(a?, depth + 1)?;
            let y = self.test(b?, depth + 1)?;
            (x == y && x.in_bounds == want).then_some(x)
        };
        match op {
            Op::ULessThan => compare(a?, b?, true),
            Op::UGreaterThan => compare(b?, a?, true),
            Op::UGreaterThanEqual => compare(a?, b?, false),
            Op::ULessThanEqual => compare(b?, a?, false),
            Op::LogicalNot => self.test(a?, depth + 1).map(|t| Test {
                in_bounds: !t.in_bounds,
                ..t
            }),
            Op::All => self.test(a?, depth + 1).filter(|t| t.in_bounds),
            Op::Any => self.test(a?, depth + 1).filter(|t| !t.in_bounds),
            Op::LogicalAnd => both(true),
            Op::LogicalOr => both(false),
            Op::CompositeExtract | Op::CopyObject => self.test(a?, depth + 1),
            Op::CompositeConstruct => {
                let parts = inst.operands().get(2..)?;
                let first = *parts.first()?;
                parts
                    .iter()
                    .all(|&p| p == first)
                    .then(|| self.test(first, depth + 1))?
            }
            _ => None,
        }
    }

    /// Which value `select` keeps: the fetched one, when it is a bounds-checked fetch.
    pub(super) fn kept(&self, cond: u32, x: u32, y: u32) -> Option<u32> {
        let (value, zero, in_bounds) = if self.zeros.contains(&y) {
            (x, y, true)
        } else {
            (y, x, false)
        };
        if !self.zeros.contains(&zero) {
            return None;
        }
        let f = self.fetch(value)?;
        let t = self.test(cond, 0)?;
        // Removing the select changes the result only where the test fails and the fetch is
        // in bounds. The size of level 0 bounds every level; another level must be the
        // fetch's own.
        let lod_ok = t.lod.is_none() || t.lod == f.lod;
        (t.in_bounds == in_bounds && t.image == f.image && t.coord == f.coord && lod_ok)
            .then_some(value)
    }
}
