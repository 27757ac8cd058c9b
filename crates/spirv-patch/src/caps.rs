//! A report of what a module needs: version, capabilities, extensions, extended instruction
//! sets, entry points, built-ins and vertex inputs, so a renderer can decide which passes
//! to run. It never changes the module.

use spirv::{BuiltIn, Capability, Decoration, ExecutionModel, Op, StorageClass};

use crate::Error;
use crate::globals::{Globals, Type};
use crate::module::Module;

/// Options of [`pass`] (none yet; kept for the common pass signature).
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {}

/// An entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    /// Its execution model (`None` for a value this crate does not know).
    pub model: Option<ExecutionModel>,
    /// Its name.
    pub name: String,
}

/// A vertex-shader input with a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VertexInput {
    /// The first location.
    pub location: u32,
    /// Components of a scalar or vector input (0 for matrices, arrays and other types).
    pub components: u32,
    /// Whether it is read as a float (then a `*SCALED` format is meaningful for it).
    pub float: bool,
}

/// What [`pass`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// SPIR-V version `(major, minor)`.
    pub version: (u8, u8),
    /// Declared capabilities, in order.
    pub capabilities: Vec<Capability>,
    /// Capability values this crate does not know.
    pub unknown_capabilities: Vec<u32>,
    /// `OpExtension` names.
    pub extensions: Vec<String>,
    /// `OpExtInstImport` names.
    pub ext_inst_imports: Vec<String>,
    /// Entry points.
    pub entry_points: Vec<EntryPoint>,
    /// Built-ins decorated on variables or struct members, deduplicated.
    pub builtins: Vec<BuiltIn>,
    /// Location-decorated `Input` variables (meaningful for vertex shaders).
    pub vertex_inputs: Vec<VertexInput>,
    /// Whether the clip-distance pass has something to do.
    pub uses_clip_distance: bool,
    /// Whether the cull-distance pass has something to do.
    pub uses_cull_distance: bool,
}

/// Reports what `m` needs. The module is not modified.
pub fn pass(m: &mut Module, _opts: &Options) -> Result<Report, Error> {
    analyze(m)
}

/// [`pass`] on a shared module.
pub fn analyze(m: &Module) -> Result<Report, Error> {
    let mut r = Report {
        version: m.version(),
        ..Default::default()
    };
    for inst in m.instructions() {
        match Op::from_u32(u32::from(inst.opcode())) {
            Some(Op::Function) => break,
            Some(Op::Capability) => {
                let c = inst.op(0)?;
                match Capability::from_u32(c) {
                    Some(c) => r.capabilities.push(c),
                    None => r.unknown_capabilities.push(c),
                }
            }
            Some(Op::Extension) => r.extensions.push(inst.string(0)?.0),
            Some(Op::ExtInstImport) => r.ext_inst_imports.push(inst.string(1)?.0),
            Some(Op::EntryPoint) => r.entry_points.push(EntryPoint {
                model: ExecutionModel::from_u32(inst.op(0)?),
                name: inst.string(2)?.0,
            }),
            _ => {}
        }
    }
    let g = Globals::build(m)?;
    let builtin = Decoration::BuiltIn as u32;
    let mut builtins: Vec<u32> = g
        .decorations
        .iter()
        .filter(|d| d.decoration == builtin)
        .filter_map(|d| d.value)
        .chain(
            g.member_decorations
                .iter()
                .filter(|d| d.decoration == builtin)
                .filter_map(|d| d.value),
        )
        .collect();
    builtins.sort_unstable();
    builtins.dedup();
    r.uses_clip_distance = builtins.contains(&(BuiltIn::ClipDistance as u32))
        || r.capabilities.contains(&Capability::ClipDistance);
    r.uses_cull_distance = builtins.contains(&(BuiltIn::CullDistance as u32))
        || r.capabilities.contains(&Capability::CullDistance);
    r.builtins = builtins.into_iter().filter_map(BuiltIn::from_u32).collect();
    for d in &g.decorations {
        let (Some(location), Some(var)) = (
            d.value
                .filter(|_| d.decoration == Decoration::Location as u32),
            g.variables.get(&d.target),
        ) else {
            continue;
        };
        if var.storage != StorageClass::Input as u32 {
            continue;
        }
        let Ok((_, pointee)) = g.pointer(var.ptr_type) else {
            continue;
        };
        let (component, components) = match g.ty(pointee) {
            Ok(Type::Vector { component, count }) => (component, count),
            Ok(Type::Float { .. } | Type::Int { .. }) => (pointee, 1),
            _ => (0, 0),
        };
        r.vertex_inputs.push(VertexInput {
            location,
            components,
            float: matches!(g.ty(component), Ok(Type::Float { .. })),
        });
    }
    r.vertex_inputs.sort_unstable_by_key(|v| v.location);
    Ok(r)
}
