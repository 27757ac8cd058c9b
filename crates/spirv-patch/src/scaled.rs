//! Scaled vertex attributes for drivers without `*SCALED` vertex formats.
//!
//! A `*USCALED`/`*SSCALED` attribute delivers integers converted to float. The pass switches
//! each such attribute to the matching `UINT`/`SINT` format (returned in the [`Report`], so
//! the caller patches `VkVertexInputAttributeDescription::format`), retypes the shader's
//! `Input` variable at that location to an unsigned/signed 32-bit integer scalar or vector of
//! the same component count, and follows every `OpLoad` — of the variable or of an access chain
//! into it — with `OpConvertUToF` / `OpConvertSToF` into the original float type. The ids of
//! the loaded values are kept, so nothing else in the function changes.
//!
//! With [`Options::unpack_packed`], the packed formats are fetched as `R32_UINT` instead and
//! the shader extracts each field with `OpBitFieldUExtract`/`OpBitFieldSExtract` before the
//! conversion, for drivers that lack the packed integer vertex formats as well.
//!
//! A matrix or array input spans several locations, each with its own attribute format (a
//! matrix column or array element per location). When every location it spans is scaled with
//! the same signedness, the variable is retyped to the integer shape (a matrix of `C` columns
//! becomes an array of `C` integer vectors, an array keeps its length with integer elements),
//! access chains into it are retyped alike, and each load is converted column by column or
//! element by element (`OpCompositeExtract`, the conversion, `OpCompositeConstruct`). Refused:
//! such an input with some locations scaled and others not or with the other signedness
//! ([`Error::MixedMultiLocationAttribute`]; one variable cannot hold both integer and float
//! locations), with [`Options::unpack_packed`] and a packed format on it, and 64-bit inputs
//! ([`Error::MultiLocationAttribute`]: a 64-bit input takes a 64-bit format, and no `*SCALED`
//! format is 64-bit, so such a pipeline is invalid to begin with).

use std::collections::BTreeMap;

use spirv::{Decoration, ExecutionModel, Op, StorageClass};

use crate::Error;
use crate::conv::Format;
use crate::globals::{self, Emit, Globals, HashMap, Type, ops};
use crate::module::{Inst, Module, Splice, first_word};

/// Options of [`pass`].
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The pipeline's vertex attribute formats by shader location. Non-scaled entries are
    /// allowed (and checked for overlap with multi-location inputs).
    pub attributes: Vec<(u32, Format)>,
    /// Fetch the packed `*SCALED_PACK32` formats as `R32_UINT` and unpack the fields in the
    /// shader (`OpBitFieldUExtract`/`OpBitFieldSExtract`), for drivers that lack the packed
    /// `UINT`/`SINT` vertex formats too (lavapipe has no `A2*10_SINT_PACK32` vertex format).
    /// Access chains into such an input must use constant indices.
    pub unpack_packed: bool,
}

/// How a retyped input is read back as float.
#[derive(Clone, Copy, Debug)]
enum Mode {
    /// An integer scalar/vector of the declared component count: convert each load.
    Convert { signed: bool },
    /// A `uint` holding the packed word: unpack each load.
    Unpack {
        signed: bool,
        fields: [(u32, u32); 4],
    },
    /// A (removed) access chain to component `c` of an `Unpack` variable `var`.
    Component {
        var: u32,
        c: u32,
        signed: bool,
        fields: [(u32, u32); 4],
    },
}

/// One attribute whose format the caller must switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replacement {
    /// The shader location.
    pub location: u32,
    /// The scaled format the pipeline asked for.
    pub from: Format,
    /// The integer format to use instead.
    pub to: Format,
}

/// What [`pass`] changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Whether the module changed.
    pub changed: bool,
    /// Every scaled attribute of the options with its replacement format, by location. It
    /// includes locations the shader does not read: switching them is harmless.
    pub replacements: Vec<Replacement>,
    /// Input variables retyped.
    pub variables: Vec<u32>,
    /// Loads followed by a conversion.
    pub loads: usize,
    /// Access chains (and pointer copies) retyped.
    pub access_chains: usize,
}

const INPUT: u32 = StorageClass::Input as u32;
const LOCATION: u32 = Decoration::Location as u32;

/// Number of locations a vertex input of type `t` occupies.
fn locations(g: &Globals, t: u32, depth: u32) -> Result<u32, Error> {
    if depth > 64 {
        return Err(Error::Unsupported("types nested too deeply (or cyclic)"));
    }
    Ok(match g.ty(t)? {
        Type::Vector { component, count } => match g.ty(component)? {
            Type::Float { width: 64 } | Type::Int { width: 64, .. } if count > 2 => 2,
            _ => 1,
        },
        Type::Matrix { column, count } => count.saturating_mul(locations(g, column, depth + 1)?),
        Type::Array { element, length } => {
            g.constant(length)?
                .saturating_mul(locations(g, element, depth + 1)?)
        }
        _ => 1,
    })
}

/// The integer type with the component count of float type `ty`.
fn int_like(e: &mut Emit<'_>, ty: u32, signed: bool) -> Result<u32, Error> {
    let (component, count) = match e.g.ty(ty)? {
        Type::Vector { component, count } => (component, count),
        _ => (ty, 1),
    };
    match e.g.ty(component)? {
        Type::Float { width: 16 | 32 } => {}
        _ => {
            return Err(Error::Unsupported(
                "scaled attribute read as something other than a 16/32-bit float",
            ));
        }
    }
    let int = e.int(32, signed)?;
    e.vector(int, count)
}

/// The integer type of the shape of float type `ty` (see the module docs): [`int_like`] for
/// scalars and vectors, an array of integer columns for a matrix, an array of the elements'
/// integer shape for an array.
fn int_shape(e: &mut Emit<'_>, ty: u32, signed: bool, depth: u32) -> Result<u32, Error> {
    if depth > 64 {
        return Err(Error::Unsupported("types nested too deeply (or cyclic)"));
    }
    match e.g.ty(ty)? {
        Type::Matrix { column, count } => {
            let element = int_like(e, column, signed)?;
            let uint = e.int(32, false)?;
            let length = e.constant(uint, count)?;
            e.array(element, length)
        }
        Type::Array { element, length } => {
            let element = int_shape(e, element, signed, depth + 1)?;
            e.array(element, length)
        }
        _ => int_like(e, ty, signed),
    }
}

/// Appends to `out` the instructions that turn `value`, of the integer shape of float type
/// `ty`, into `result` of type `ty`.
fn convert(
    e: &mut Emit<'_>,
    out: &mut Vec<u32>,
    ty: u32,
    value: u32,
    result: u32,
    signed: bool,
    depth: u32,
) -> Result<(), Error> {
    if depth > 64 {
        return Err(Error::Unsupported("types nested too deeply (or cyclic)"));
    }
    let (part_ty, count) = match e.g.ty(ty)? {
        Type::Matrix { column, count } => (column, count),
        Type::Array { element, length } => (element, e.g.constant(length)?),
        _ => {
            let conv = if signed {
                Op::ConvertSToF
            } else {
                Op::ConvertUToF
            };
            out.extend_from_slice(&[first_word(conv, 3), ty, result, value]);
            return Ok(());
        }
    };
    if count > 64 {
        return Err(Error::Unsupported(
            "a scaled array input with more than 64 elements",
        ));
    }
    let part_int = int_shape(e, part_ty, signed, depth + 1)?;
    let mut parts = Vec::with_capacity(count as usize);
    for i in 0..count {
        let int = e.splice.new_id()?;
        out.extend_from_slice(&[first_word(Op::CompositeExtract, 4), part_int, int, value, i]);
        let f = e.splice.new_id()?;
        convert(e, out, part_ty, int, f, signed, depth + 1)?;
        parts.push(f);
    }
    out.extend_from_slice(&[
        first_word(Op::CompositeConstruct, 2 + parts.len()),
        ty,
        result,
    ]);
    out.extend_from_slice(&parts);
    Ok(())
}

/// Whether float type `ty` is 64-bit (scalar, vector, or the columns or elements of one).
fn is_64_bit(g: &Globals, ty: u32, depth: u32) -> Result<bool, Error> {
    if depth > 64 {
        return Err(Error::Unsupported("types nested too deeply (or cyclic)"));
    }
    Ok(match g.ty(ty)? {
        Type::Float { width } | Type::Int { width, .. } => width == 64,
        Type::Vector { component, .. } => is_64_bit(g, component, depth + 1)?,
        Type::Matrix { column, .. } => is_64_bit(g, column, depth + 1)?,
        Type::Array { element, .. } => is_64_bit(g, element, depth + 1)?,
        _ => false,
    })
}

/// The float scalar type and component count of float scalar/vector type `ty`.
fn float_components(g: &Globals, ty: u32) -> Result<(u32, u32), Error> {
    let (scalar, n) = match g.ty(ty)? {
        Type::Vector { component, count } => (component, count),
        _ => (ty, 1),
    };
    match g.ty(scalar)? {
        Type::Float { width: 16 | 32 } if n <= 4 => Ok((scalar, n)),
        _ => Err(Error::Unsupported(
            "scaled attribute read as something other than a 16/32-bit float",
        )),
    }
}

/// The instructions that load packed word `var`, extract `comps` (indices into `fields`),
/// convert them to `scalar` floats and build `result` of type `ty`.
#[allow(clippy::too_many_arguments)]
fn unpack(
    e: &mut Emit<'_>,
    var: u32,
    signed: bool,
    fields: &[(u32, u32); 4],
    comps: &[u32],
    ty: u32,
    scalar: u32,
    result: u32,
) -> Result<Vec<u32>, Error> {
    let uint = e.int(32, false)?;
    let mut out = Vec::with_capacity(8 + 10 * comps.len());
    let word = e.splice.new_id()?;
    out.extend_from_slice(&[first_word(Op::Load, 3), uint, word, var]);
    let (base, ext_ty, extract, conv) = if signed {
        let int = e.int(32, true)?;
        let cast = e.splice.new_id()?;
        out.extend_from_slice(&[first_word(Op::Bitcast, 3), int, cast, word]);
        (cast, int, Op::BitFieldSExtract, Op::ConvertSToF)
    } else {
        (word, uint, Op::BitFieldUExtract, Op::ConvertUToF)
    };
    let single = comps.len() == 1;
    let mut parts = Vec::with_capacity(comps.len());
    for &c in comps {
        let (offset, bits) = fields[c as usize];
        let offset = e.constant(uint, offset)?;
        let bits = e.constant(uint, bits)?;
        let field = e.splice.new_id()?;
        out.extend_from_slice(&[first_word(extract, 5), ext_ty, field, base, offset, bits]);
        let f = if single { result } else { e.splice.new_id()? };
        out.extend_from_slice(&[first_word(conv, 3), scalar, f, field]);
        parts.push(f);
    }
    if !single {
        out.extend_from_slice(&[
            first_word(Op::CompositeConstruct, 2 + parts.len()),
            ty,
            result,
        ]);
        out.extend_from_slice(&parts);
    }
    Ok(out)
}

/// Rewrites scaled attributes of a vertex shader (see the module docs).
pub fn pass(m: &mut Module, opts: &Options) -> Result<Report, Error> {
    let mut report = Report::default();
    let mut by_location: BTreeMap<u32, Format> = BTreeMap::new();
    for &(loc, f) in &opts.attributes {
        if by_location.insert(loc, f).is_some() {
            return Err(Error::DuplicateLocation(loc));
        }
    }
    for (&location, &from) in &by_location {
        if from.scaled().is_some() {
            let to = if opts.unpack_packed && from.packed_fields().is_some() {
                Format::R32_UINT
            } else {
                from.replacement()
            };
            report.replacements.push(Replacement { location, from, to });
        }
    }
    if report.replacements.is_empty() {
        return Ok(report);
    }
    let scaled = |loc: u32| by_location.get(&loc).and_then(|f| f.scaled());

    let mut g = Globals::build(m)?;
    let words = m.words();
    let mut has_vertex = false;
    for &off in &g.entry_points {
        if Inst::at(words, off)?.words.get(1) == Some(&(ExecutionModel::Vertex as u32)) {
            has_vertex = true;
        }
    }
    if !has_vertex {
        return Err(Error::NotVertexShader);
    }
    let mut splice = Splice::new(m);

    // Input variables by location.
    let mut inputs: Vec<(u32, u32)> = g
        .decorations
        .iter()
        .filter(|d| d.decoration == LOCATION)
        .filter_map(|d| Some((d.target, d.value?)))
        .filter(|(t, _)| g.variables.get(t).is_some_and(|v| v.storage == INPUT))
        .collect();
    inputs.sort_unstable();
    inputs.dedup_by_key(|i| i.0);
    let mut tracked: HashMap<u32, Mode> = HashMap::default();
    for (v, loc) in inputs {
        let var = g.variables[&v];
        let (_, pointee) = g.pointer(var.ptr_type)?;
        let span = locations(&g, pointee, 0)?;
        let multi = span > 1;
        let signed = if multi {
            let span = loc..loc.saturating_add(span);
            // The attribute formats in the span, not every location of it: a module may
            // declare an array of billions of locations.
            let Some(first) = by_location
                .range(span.clone())
                .find(|(_, f)| f.scaled().is_some())
                .map(|(&l, _)| l)
            else {
                continue;
            };
            if is_64_bit(&g, pointee, 0)? {
                return Err(Error::MultiLocationAttribute { location: first });
            }
            let signed = scaled(first);
            if let Some(l) = span.clone().find(|&l| scaled(l) != signed) {
                return Err(Error::MixedMultiLocationAttribute { location: l });
            }
            if opts.unpack_packed
                && span
                    .clone()
                    .any(|l| by_location[&l].packed_fields().is_some())
            {
                return Err(Error::Unsupported(
                    "a packed format unpacked in the shader on a matrix or array input",
                ));
            }
            signed
        } else {
            scaled(loc)
        };
        let Some(signed) = signed else { continue };
        let mut e = Emit {
            g: &mut g,
            splice: &mut splice,
        };
        let int_ty = if multi {
            int_shape(&mut e, pointee, signed, 0)
        } else {
            int_like(&mut e, pointee, signed)
        }
        .map_err(|_| Error::AttributeType { location: loc })?;
        let fields = by_location[&loc].packed_fields().filter(|_| !multi);
        let (mode, var_ty) = match fields {
            Some(fields) if opts.unpack_packed => {
                (Mode::Unpack { signed, fields }, e.int(32, false)?)
            }
            _ => (Mode::Convert { signed }, int_ty),
        };
        let ptr = e.pointer(INPUT, var_ty)?;
        splice.remove(&Inst::at(words, var.offset)?);
        Emit {
            g: &mut g,
            splice: &mut splice,
        }
        .variable(ptr, v, INPUT, None)?;
        tracked.insert(v, mode);
        report.variables.push(v);
    }

    let start = g.functions_start;
    for inst in m.instructions_from(start) {
        match inst.opcode() {
            ops::ACCESS_CHAIN
            | ops::IN_BOUNDS_ACCESS_CHAIN
            | ops::PTR_ACCESS_CHAIN
            | ops::IN_BOUNDS_PTR_ACCESS_CHAIN
            | ops::COPY_OBJECT => {
                let Some(&mode) = tracked.get(&inst.op(2)?) else {
                    continue;
                };
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                report.access_chains += 1;
                match mode {
                    Mode::Convert { signed } => {
                        let (_, pointee) = g.pointer(m.check_id(inst.op(0)?, inst.offset)?)?;
                        let mut e = Emit {
                            g: &mut g,
                            splice: &mut splice,
                        };
                        let int_ty = int_shape(&mut e, pointee, signed, 0)?;
                        let rt = e.pointer(INPUT, int_ty)?;
                        splice.set_word(inst.offset + 1, rt);
                        tracked.insert(result, mode);
                    }
                    Mode::Unpack { signed, fields } => {
                        let is_chain = matches!(
                            inst.opcode(),
                            ops::ACCESS_CHAIN | ops::IN_BOUNDS_ACCESS_CHAIN
                        );
                        let c = match inst.operands() {
                            [_, _, _, idx] if is_chain => g.constant(*idx).ok(),
                            _ => None,
                        }
                        .filter(|&c| c < 4)
                        .ok_or(Error::Unsupported(
                            "non-constant access into a packed attribute unpacked in the shader",
                        ))?;
                        splice.remove(&inst);
                        let var = inst.op(2)?;
                        tracked.insert(
                            result,
                            Mode::Component {
                                var,
                                c,
                                signed,
                                fields,
                            },
                        );
                    }
                    Mode::Component { .. } => {
                        return Err(Error::Unsupported(
                            "access chain into a component of an unpacked attribute",
                        ));
                    }
                }
            }
            ops::LOAD => {
                let Some(&mode) = tracked.get(&inst.op(2)?) else {
                    continue;
                };
                let ty = m.check_id(inst.op(0)?, inst.offset)?;
                let result = m.check_id(inst.op(1)?, inst.offset)?;
                let mut e = Emit {
                    g: &mut g,
                    splice: &mut splice,
                };
                let new = match mode {
                    Mode::Convert { signed } => {
                        let int_ty = int_shape(&mut e, ty, signed, 0)?;
                        let tmp = e.splice.new_id()?;
                        let mut new = inst.words.to_vec();
                        new[1] = int_ty;
                        new[2] = tmp;
                        convert(&mut e, &mut new, ty, tmp, result, signed, 0)?;
                        new
                    }
                    Mode::Unpack { signed, fields } => {
                        let (scalar, n) = float_components(e.g, ty)?;
                        let comps: Vec<u32> = (0..n).collect();
                        let var = inst.op(2)?;
                        unpack(&mut e, var, signed, &fields, &comps, ty, scalar, result)?
                    }
                    Mode::Component {
                        var,
                        c,
                        signed,
                        fields,
                    } => {
                        let (scalar, _) = float_components(e.g, ty)?;
                        unpack(&mut e, var, signed, &fields, &[c], ty, scalar, result)?
                    }
                };
                splice.replace(&inst, &new);
                report.loads += 1;
            }
            _ => {
                if let Some(name) = globals::unfollowed_use(&inst, |w| tracked.contains_key(&w)) {
                    return Err(Error::UnfollowedUse(name));
                }
            }
        }
    }
    report.changed = splice.apply(m)?;
    Ok(report)
}
