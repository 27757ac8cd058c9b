//! Bounds-checked image fetches: the select that returns zero out of bounds is dropped.
//!
//! Works around Mali drivers that render black where a shader guards an image fetch with an
//! `OpSelect` on a bounds check. Only correct on a device with robust image access
//! (`robustImageAccess` from `VK_EXT_image_robustness` / Vulkan 1.3, or
//! `robustImageAccess2`): there an out-of-bounds fetch returns zero by itself, which is
//! what the select produced.
//!
//! # What it matches
//!
//! `%r = OpSelect %T %cond %fetched %zero` (or `%zero %fetched` with an out-of-bounds
//! condition) becomes `%r = OpCopyObject %T %fetched` when all of this holds:
//!
//! - `%fetched` is the result of `OpImageFetch` or `OpImageRead` (or texel 1 of
//!   `OpImageSparseFetch`/`OpImageSparseRead`, through `OpCompositeExtract`);
//! - `%zero` is a zero constant: `OpConstant 0`, `OpConstantNull`, or an
//!   `OpConstantComposite` of zero constants;
//! - `%cond` is an in-bounds test — `OpULessThan %coord %size` or `OpUGreaterThan %size
//!   %coord` — or an out-of-bounds test when the select has the zero first —
//!   `OpUGreaterThanEqual %coord %size` or `OpULessThanEqual %size %coord` — combined
//!   through `OpAll` (in) / `OpAny` (out), `OpLogicalAnd` (in) / `OpLogicalOr` (out) of two
//!   such tests, `OpLogicalNot` (flips), a splat `OpCompositeConstruct` or an
//!   `OpCompositeExtract`;
//! - `%size` is (an `OpBitcast`, `OpCompositeExtract`, `OpVectorShuffle` or
//!   `OpCopyObject` of) `OpImageQuerySize` or `OpImageQuerySizeLod` of the *same image* as
//!   the fetch: both image operands are loaded (possibly through `OpImage`,
//!   `OpSampledImage` or `OpCopyObject`) from the same variable, or from access chains
//!   with the same base and index ids;
//! - `%coord` is the fetch's coordinate, or one of those same conversions of it (two loads
//!   of one `Input`, `Uniform`, `UniformConstant` or `PushConstant` variable count as the
//!   same value).
//!
//! Comparisons are unsigned, as a bounds check must be (a negative signed coordinate
//! passes `OpSLessThan`). The comparison and query become dead code and stay.
//!
//! DXVK 2.6.2's DXBC and DXSO compilers emit no such select around `ld`/`ld_uav_typed`
//! (they rely on robustness); the pattern is what hand-written bounds checks (`mix(0,
//! texelFetch(…), bvec4(all(lessThan(c, textureSize(…)))))` in GLSL) compile to. The
//! selects DXVK 2.6.2 does emit near images — D3D9's unbound-sampler
//! `select(isNull, vec4(0,0,0,1), sampled)`, `resinfo`'s `select(lod < levels, size, 0)`,
//! DXBC's comparison results `select(cond, ~0, 0)` — are left alone. Vortek's version
//! instead rewrites the first `OpSelect` after an `OpImageFetch`/`OpSampledImage` whose
//! second value is a zero constant, whatever its condition.

use spirv::{Op, StorageClass};

use crate::Error;
use crate::globals::{Globals, HashMap, HashSet};
use crate::module::{Inst, Module, Splice, first_word};

/// What [`remove_image_bound_check`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoundCheckReport {
    /// Whether the module changed.
    pub changed: bool,
    /// Result ids of the selects replaced by their fetched value, in module order.
    pub selects: Vec<u32>,
}

/// Deepest chain of conversions and logic followed (malformed modules may be cyclic).
const MAX_DEPTH: u32 = 32;

/// The module's definitions this pass looks through.
struct Defs<'a> {
    words: &'a [u32],
    /// Result id -> offset of its defining instruction (function bodies).
    at: HashMap<u32, usize>,
    /// Zero-valued constants.
    zeros: HashSet<u32>,
    /// Global variables.
    vars: HashSet<u32>,
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

/// A bounds test: the image it reads the size of, the coordinate, and whether it is true
/// in bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Test {
    image: Vec<u32>,
    coord: u32,
    in_bounds: bool,
}

impl<'a> Defs<'a> {
    fn build(m: &'a Module, g: &Globals) -> Result<Self, Error> {
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

    /// `id` with conversions that keep "the same value" (bitcasts, copies, component
    /// extracts and shuffles of one vector) stripped; a load of a read-only variable is
    /// that variable.
    fn strip(&self, mut id: u32) -> u32 {
        for _ in 0..MAX_DEPTH {
            let Some((op, inst)) = self.def(id) else {
                return id;
            };
            let next = match op {
                Op::Bitcast | Op::CopyObject | Op::CompositeExtract => Self::arg(&inst, 2),
                Op::Load => {
                    return match Self::arg(&inst, 2) {
                        Some(p) if self.read_only.contains(&p) => p,
                        _ => id,
                    };
                }
                Op::VectorShuffle if Self::arg(&inst, 2) == Self::arg(&inst, 3) => {
                    Self::arg(&inst, 2)
                }
                _ => None,
            };
            match next {
                Some(n) => id = n,
                None => return id,
            }
        }
        id
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

    /// The image whose size `id` is.
    fn size_of(&self, id: u32) -> Option<Vec<u32>> {
        match self.def(self.strip(id))? {
            (Op::ImageQuerySize | Op::ImageQuerySizeLod, inst) => {
                Some(self.image(Self::arg(&inst, 2)?))
            }
            _ => None,
        }
    }

    /// The image and coordinate `id` fetches from.
    fn fetch(&self, id: u32) -> Option<(Vec<u32>, u32)> {
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
        Some((
            self.image(Self::arg(&inst, 2)?),
            self.strip(Self::arg(&inst, 3)?),
        ))
    }

    /// The bounds test `cond` is, if it is one.
    fn test(&self, cond: u32, depth: u32) -> Option<Test> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (op, inst) = self.def(cond)?;
        let a = Self::arg(&inst, 2);
        let b = Self::arg(&inst, 3);
        let compare = |coord: u32, size: u32, in_bounds: bool| {
            Some(Test {
                image: self.size_of(size)?,
                coord: self.strip(coord),
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
    fn kept(&self, cond: u32, x: u32, y: u32) -> Option<u32> {
        let (value, zero, in_bounds) = if self.zeros.contains(&y) {
            (x, y, true)
        } else {
            (y, x, false)
        };
        if !self.zeros.contains(&zero) {
            return None;
        }
        let (image, coord) = self.fetch(value)?;
        let t = self.test(cond, 0)?;
        (t.in_bounds == in_bounds && t.image == image && t.coord == coord).then_some(value)
    }
}

/// Replaces every bounds-checked image fetch's select by the fetched value (see the module
/// docs for the exact pattern). The caller makes sure the device has robust image access.
pub fn remove_image_bound_check(m: &mut Module) -> Result<BoundCheckReport, Error> {
    let g = Globals::build(m)?;
    let defs = Defs::build(m, &g)?;
    let mut report = BoundCheckReport::default();
    let mut splice = Splice::new(m);
    for (&id, &off) in &defs.at {
        let inst = Inst::at(m.words(), off)?;
        if inst.opcode() != Op::Select as u16 || inst.operands().len() != 5 {
            continue;
        }
        let [ty, result, cond, x, y] = [0, 1, 2, 3, 4].map(|i| inst.operands()[i]);
        if let Some(v) = defs.kept(cond, x, y) {
            splice.replace(&inst, &[first_word(Op::CopyObject, 3), ty, result, v]);
            report.selects.push(id);
        }
    }
    // In module order.
    report.selects.sort_unstable_by_key(|id| defs.at[id]);
    report.changed = splice.apply(m)?;
    Ok(report)
}
