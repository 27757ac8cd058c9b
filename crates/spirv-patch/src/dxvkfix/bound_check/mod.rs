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
//!   `OpImageSparseFetch`/`OpImageSparseRead`, through `OpCompositeExtract`) without
//!   `Offset`, `ConstOffset` or `ConstOffsets` (those move the texel off the coordinate);
//! - `%zero` is a zero constant: `OpConstant 0`, `OpConstantNull`, or an
//!   `OpConstantComposite` of zero constants;
//! - `%cond` is an in-bounds test — `OpULessThan %coord %size` or `OpUGreaterThan %size
//!   %coord` — or an out-of-bounds test when the select has the zero first —
//!   `OpUGreaterThanEqual %coord %size` or `OpULessThanEqual %size %coord` — or a
//!   combination: `OpAll` of an in-bounds vector test, `OpAny` of an out-of-bounds one,
//!   `OpLogicalAnd` of two in-bounds tests, `OpLogicalOr` of two out-of-bounds tests,
//!   `OpLogicalNot` (flips), a splat `OpCompositeConstruct`, an `OpCompositeExtract`;
//! - `%size` is `OpImageQuerySize`, or `OpImageQuerySizeLod` of level 0 or of the fetch's own
//!   `Lod`, of the *same image* as the fetch: both image operands are loaded (possibly
//!   through `OpImage`, `OpSampledImage` or `OpCopyObject`) from the same variable, or from
//!   access chains with the same base and index ids;
//! - `%coord` is the fetch's coordinate (a whole-vector test), or lane `i` of it tested
//!   against lane `i` of the size (`OpCompositeExtract`, or a lane of an `OpVectorShuffle`
//!   of one vector). Values are compared through `OpBitcast` and `OpCopyObject`; two loads
//!   of one `Input`, `Uniform`, `UniformConstant` or `PushConstant` variable are the same
//!   value.
//!
//! Why that is enough: dropping the select changes the result only where the test fails
//! while the fetch is in bounds. An in-bounds fetch passes every lane's test against its
//! level's size or level 0's (which is at least as large), so the test never fails there;
//! where the fetch is out of bounds, robust access returns the zero the select returned.
//! A test of some lanes only (`x < width`) is therefore matched too.
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

mod matcher;

use spirv::Op;

use crate::Error;
use crate::globals::Globals;
use crate::module::{Inst, Module, Splice, first_word};

use matcher::Defs;

/// What [`remove_image_bound_check`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoundCheckReport {
    /// Whether the module changed.
    pub changed: bool,
    /// Result ids of the selects replaced by their fetched value, in module order.
    pub selects: Vec<u32>,
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
