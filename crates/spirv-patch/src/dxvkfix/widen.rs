//! Fragment inputs widened to the width of the previous stage's outputs.
//!
//! Works around Mali drivers that freeze when a fragment shader input has fewer components
//! than the vertex (or last pre-rasterization) output at the same location — which Vulkan
//! allows and DXVK produces, since it declares each stage's varyings from that stage's own
//! D3D signature (a pixel shader reading `TEXCOORD0.xy` of a `float4` vertex output).
//!
//! [`stage_interface`] reads a module's location-decorated inputs or outputs;
//! [`widen_inputs`] takes the producer's outputs and retypes each narrower fragment input
//! to the producer's component count: every `OpLoad` loads the wide vector and extracts the
//! components the shader declared (`OpCompositeExtract` for a scalar, `OpVectorShuffle`
//! otherwise), and so do `InterpolateAtCentroid`/`Sample`/`Offset`. Access chains into a
//! vector input keep their component index. The variable keeps its id, so `Flat`,
//! `NoPerspective`, `Centroid` and `Sample` stay.
//!
//! Handled: scalars and vectors of 32-bit float, int and uint (int and uint match each
//! other; the input keeps its own signedness). Locations with `Component` decorations on
//! either side whose layouts differ are refused, as are inputs to widen whose producer
//! writes integers to a float input or the reverse.

use spirv::{Decoration, ExecutionModel, Op, StorageClass};

use crate::Error;
use crate::globals::{self, Emit, Globals, HashMap, Type, ops};
use crate::module::{Inst, Module, Splice, first_word};

/// The component type of a [`Varying`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// 32-bit float.
    Float32,
    /// 32-bit signed integer.
    Int32,
    /// 32-bit unsigned integer.
    Uint32,
}

impl Scalar {
    fn is_float(self) -> bool {
        self == Scalar::Float32
    }
}

/// One location-decorated input or output of a stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Varying {
    /// The `Location` decoration.
    pub location: u32,
    /// The `Component` decoration (0 without one).
    pub component: u32,
    /// 1 for a scalar, else the vector size.
    pub components: u32,
    /// The component type.
    pub scalar: Scalar,
    /// The variable's id in the module it was read from.
    pub variable: u32,
}

/// One input [`widen_inputs`] retyped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Widened {
    /// The input variable (its id is kept).
    pub variable: u32,
    /// Its location.
    pub location: u32,
    /// Its component count before.
    pub from: u32,
    /// Its component count now (the producer's).
    pub to: u32,
}

/// What [`widen_inputs`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WidenReport {
    /// Whether the module changed.
    pub changed: bool,
    /// The retyped inputs, by location.
    pub widened: Vec<Widened>,
    /// Loads (and `InterpolateAt*`) followed by an extract or shuffle.
    pub loads: usize,
}

const LOCATION: u32 = Decoration::Location as u32;
const COMPONENT: u32 = Decoration::Component as u32;
const INPUT: u32 = StorageClass::Input as u32;
/// `InterpolateAtCentroid`, `InterpolateAtSample`, `InterpolateAtOffset` of GLSL.std.450.
const INTERPOLATE_AT: [u32; 3] = [76, 77, 78];

/// A variable with its type reduced to (scalar type id, count, scalar).
#[derive(Clone, Copy, Debug)]
struct Typed {
    var: Varying,
    scalar_type: u32,
    pointee: u32,
}

/// The location-decorated `storage` variables of `m` that are 32-bit scalars or vectors.
fn collect(g: &Globals, storage: u32) -> Result<Vec<Typed>, Error> {
    let mut out = Vec::new();
    let mut locs: HashMap<u32, (u32, u32)> = HashMap::default();
    for d in &g.decorations {
        if d.decoration == LOCATION || d.decoration == COMPONENT {
            let e = locs.entry(d.target).or_insert((u32::MAX, 0));
            let value = d.value.ok_or(Error::Malformed {
                offset: d.offset,
                what: "Location or Component decoration without a value",
            })?;
            if d.decoration == LOCATION {
                e.0 = value;
            } else {
                e.1 = value;
            }
        }
    }
    let mut ids: Vec<u32> = locs.keys().copied().collect();
    ids.sort_unstable();
    for v in ids {
        let (location, component) = locs[&v];
        let Some(var) = g.variables.get(&v) else {
            continue;
        };
        if var.storage != storage || location == u32::MAX {
            continue;
        }
        let Ok((_, pointee)) = g.pointer(var.ptr_type) else {
            continue;
        };
        let (scalar_type, components) = match g.ty(pointee) {
            Ok(Type::Vector { component, count }) => (component, count),
            Ok(_) => (pointee, 1),
            Err(_) => continue,
        };
        let scalar = match g.ty(scalar_type) {
            Ok(Type::Float { width: 32 }) => Scalar::Float32,
            Ok(Type::Int {
                width: 32,
                signed: true,
            }) => Scalar::Int32,
            Ok(Type::Int {
                width: 32,
                signed: false,
            }) => Scalar::Uint32,
            _ => continue,
        };
        if !(1..=4).contains(&components) {
            continue;
        }
        out.push(Typed {
            var: Varying {
                location,
                component,
                components,
                scalar,
                variable: v,
            },
            scalar_type,
            pointee,
        });
    }
    Ok(out)
}

/// The location-decorated `Input` or `Output` variables of `m` (as `storage` says) that are
/// scalars or vectors of 32-bit float, int or uint, sorted by location then component.
/// Built-ins, blocks, arrays, matrices and other widths are left out.
pub fn stage_interface(m: &Module, storage: StorageClass) -> Result<Vec<Varying>, Error> {
    if !matches!(storage, StorageClass::Input | StorageClass::Output) {
        return Err(Error::Unsupported("a stage interface is Input or Output"));
    }
    let g = Globals::build(m)?;
    let mut v: Vec<Varying> = collect(&g, storage as u32)?
        .into_iter()
        .map(|t| t.var)
        .collect();
    v.sort_unstable_by_key(|x| (x.location, x.component, x.variable));
    Ok(v)
}

/// Retypes the inputs of fragment shader `m` that are narrower than the producer's output
/// at their location (`producer` as [`stage_interface`] returns it for the last
/// pre-rasterization stage's `Output`s); see the module docs.
pub fn widen_inputs(m: &mut Module, producer: &[Varying]) -> Result<WidenReport, Error> {
    let g = Globals::build(m)?;
    let &[ep] = g.entry_points.as_slice() else {
        return Err(Error::EntryPointCount(g.entry_points.len()));
    };
    let ep = Inst::at(m.words(), ep)?;
    let model = ExecutionModel::from_u32(ep.op(0)?);
    if model != Some(ExecutionModel::Fragment) {
        return Err(match model {
            Some(found) => Error::WrongStage {
                found,
                expected: "fragment",
            },
            None => Error::Malformed {
                offset: ep.offset,
                what: "unknown execution model",
            },
        });
    }
    let inputs = collect(&g, INPUT)?;
    let mut report = WidenReport::default();
    // Variable -> (wide vector type, old pointee, old component count).
    let mut plan: HashMap<u32, (u32, u32, u32)> = HashMap::default();
    let mut splice = Splice::new(m);
    let mut g = g;
    for input in &inputs {
        let loc = input.var.location;
        let theirs: Vec<&Varying> = producer.iter().filter(|p| p.location == loc).collect();
        let ours: Vec<&Typed> = inputs.iter().filter(|i| i.var.location == loc).collect();
        if theirs.is_empty() {
            continue;
        }
        let packed = ours.len() > 1
            || theirs.len() > 1
            || input.var.component != 0
            || theirs[0].component != 0;
        if packed {
            let mut a: Vec<(u32, u32)> = ours
                .iter()
                .map(|i| (i.var.component, i.var.components))
                .collect();
            let mut b: Vec<(u32, u32)> =
                theirs.iter().map(|p| (p.component, p.components)).collect();
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                return Err(Error::Unsupported(
                    "Component decorations at a location whose producer and consumer layouts differ",
                ));
            }
            continue;
        }
        let p = theirs[0];
        if p.components <= input.var.components {
            continue;
        }
        // Only refused where the input would change: the pipeline is the caller's.
        if p.scalar.is_float() != input.var.scalar.is_float() {
            return Err(Error::InterfaceMismatch {
                location: loc,
                what: "float on one side, integer on the other",
            });
        }
        if !(1..=4).contains(&p.components) {
            return Err(Error::Unsupported(
                "a producer output with more than 4 components",
            ));
        }
        let v = input.var.variable;
        let var = g.variables[&v];
        let var_inst = Inst::at(m.words(), var.offset)?;
        if var_inst.words.len() > 4 {
            return Err(Error::Unsupported("an input variable with an initializer"));
        }
        let mut e = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let wide = e.vector(input.scalar_type, p.components)?;
        let ptr = e.pointer(INPUT, wide)?;
        splice.remove(&var_inst);
        Emit {
            g: &mut g,
            splice: &mut splice,
        }
        .variable(ptr, v, INPUT, None)?;
        plan.insert(v, (wide, input.pointee, input.var.components));
        report.widened.push(Widened {
            variable: v,
            location: loc,
            from: input.var.components,
            to: p.components,
        });
    }
    if plan.is_empty() {
        return Ok(report);
    }
    let glsl = glsl_std_450(m)?;
    let start = g.functions_start;
    for inst in m.instructions_from(start) {
        match inst.opcode() {
            ops::LOAD if plan.contains_key(&inst.op(2)?) => {
                let (wide, pointee, n) = plan[&inst.op(2)?];
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                let tmp = splice.new_id()?;
                let mut new = inst.words.to_vec();
                new[1] = wide;
                new[2] = tmp;
                new.extend(extract(pointee, result, tmp, n));
                splice.replace(&inst, &new);
                report.loads += 1;
            }
            ops::EXT_INST
                if inst.operands().len() > 4
                    && plan.contains_key(&inst.op(4)?)
                    && Some(inst.op(2)?) == glsl
                    && INTERPOLATE_AT.contains(&inst.op(3)?) =>
            {
                let (wide, pointee, n) = plan[&inst.op(4)?];
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                let tmp = splice.new_id()?;
                let mut new = inst.words.to_vec();
                new[1] = wide;
                new[2] = tmp;
                new.extend(extract(pointee, result, tmp, n));
                splice.replace(&inst, &new);
                report.loads += 1;
            }
            ops::ACCESS_CHAIN | ops::IN_BOUNDS_ACCESS_CHAIN if plan.contains_key(&inst.op(2)?) => {
                let (_, _, n) = plan[&inst.op(2)?];
                if n == 1 {
                    // A chain with no index to a scalar input now needs component 0.
                    if inst.operands().len() != 3 {
                        return Err(Error::Malformed {
                            offset: inst.offset,
                            what: "access chain indexes into a scalar",
                        });
                    }
                    let mut e = Emit {
                        g: &mut g,
                        splice: &mut splice,
                    };
                    let uint = e.int(32, false)?;
                    let zero = e.constant(uint, 0)?;
                    let mut new = inst.words.to_vec();
                    new.push(zero);
                    new[0] = ((new.len() as u32) << 16) | u32::from(inst.opcode());
                    splice.replace(&inst, &new);
                }
            }
            _ => {
                if let Some(name) = globals::unfollowed_use(&inst, |w| plan.contains_key(&w)) {
                    return Err(Error::UnfollowedUse(name));
                }
                if inst.opcode() == ops::COPY_OBJECT && plan.contains_key(&inst.op(2)?) {
                    return Err(Error::UnfollowedUse("OpCopyObject"));
                }
            }
        }
    }
    report
        .widened
        .sort_unstable_by_key(|w| (w.location, w.variable));
    report.changed = splice.apply(m)?;
    Ok(report)
}

/// `%result = OpCompositeExtract %pointee %wide 0` for a scalar, else
/// `%result = OpVectorShuffle %pointee %wide %wide 0 … n-1`.
fn extract(pointee: u32, result: u32, wide: u32, n: u32) -> Vec<u32> {
    if n == 1 {
        vec![
            first_word(Op::CompositeExtract, 4),
            pointee,
            result,
            wide,
            0,
        ]
    } else {
        let mut w = vec![
            first_word(Op::VectorShuffle, 4 + n as usize),
            pointee,
            result,
            wide,
            wide,
        ];
        w.extend(0..n);
        w
    }
}

/// The id of the `GLSL.std.450` import, if any.
fn glsl_std_450(m: &Module) -> Result<Option<u32>, Error> {
    for inst in m
        .instructions()
        .take_while(|i| i.opcode() != globals::OP_FUNCTION)
    {
        if inst.opcode() == Op::ExtInstImport as u16 && inst.string(1)?.0 == "GLSL.std.450" {
            return Ok(Some(inst.op(0)?));
        }
    }
    Ok(None)
}
