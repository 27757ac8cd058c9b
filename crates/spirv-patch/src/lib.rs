//! `spirv-patch` rewrites SPIR-V modules so that a driver lacking a feature (clip and cull
//! distances, `*SCALED` vertex formats) accepts them, and reports what a module needs so a
//! caller can decide which rewrites to run; [`clipemu`] goes further and emulates clip and
//! cull distances with ordinary varyings and a fragment discard, and [`dxvkfix`] works
//! around three driver bugs that DXVK's shaders hit on Mali GPUs. It works on the module's
//! words directly: a [`Module`] is parsed without per-instruction allocation, each pass
//! records its edits and applies them in one copy, and a module that needs nothing comes back
//! byte for byte.
//! Every pass is `fn(&mut Module, &Options) -> Result<Report, Error>` (without the options
//! where it has none) and runs alone; the
//! output is meant to pass `spirv-val`. Malformed input gives an [`Error`], never a panic.
//!
//! It is not a general SPIR-V optimiser, assembler or compiler, and it takes plain data
//! (attribute formats by location), never Vulkan handles.
//!
//! ```
//! use spirv_patch::{clip, scaled, Format, Module};
//!
//! // A minimal header-only module (magic, version 1.0, generator, bound, schema).
//! let bytes: Vec<u8> = [0x0723_0203u32, 0x0001_0000, 0, 1, 0]
//!     .iter()
//!     .flat_map(|w| w.to_le_bytes())
//!     .collect();
//! let mut m = Module::from_bytes(&bytes)?;
//! let r = clip::pass(&mut m, &clip::Options::default())?;
//! assert!(!r.changed);
//! assert_eq!(m.to_bytes(), bytes);
//!
//! let f: Format = "R8G8B8A8_USCALED".parse()?;
//! assert_eq!(f.replacement(), Format::R8G8B8A8_UINT);
//! # let _ = scaled::Options::default();
//! # Ok::<(), spirv_patch::Error>(())
//! ```

#![warn(missing_docs)]

pub mod caps;
pub mod clip;
pub mod clipemu;
pub mod conv;
pub mod dxvkfix;
mod generated {
    pub(crate) mod result_ids;
}
mod globals;
pub mod module;
pub mod scaled;
mod scratch;

pub use conv::Format;
pub use module::Module;
pub use scratch::Scratch;

/// This crate's version. A rewrite depends on it: whoever keeps rewritten modules (a cache
/// on disk) keys them by it, so that another version's outputs are not reused.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Everything that can go wrong while parsing or patching a module.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The byte length is not a multiple of 4.
    #[error("module length {0} is not a multiple of 4")]
    BadLength(usize),
    /// The header is missing or invalid.
    #[error("bad SPIR-V header: {0}")]
    BadHeader(&'static str),
    /// An instruction has a word count of 0.
    #[error("instruction at word {offset} has a word count of 0")]
    ZeroWordCount {
        /// Word offset of the instruction.
        offset: usize,
    },
    /// An instruction runs past the end of the module.
    #[error("instruction at word {offset} runs past the end of the module")]
    Truncated {
        /// Word offset of the instruction.
        offset: usize,
    },
    /// An id is 0 or not below the header's bound.
    #[error("id {id} in the instruction at word {offset} is out of bound")]
    IdOutOfBound {
        /// The id.
        id: u32,
        /// Word offset of the instruction.
        offset: usize,
    },
    /// An instruction is malformed in a way a pass noticed.
    #[error("malformed instruction at word {offset}: {what}")]
    Malformed {
        /// Word offset of the instruction.
        offset: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// A pass would need more ids than SPIR-V allows.
    #[error("the module would need more than 4,194,303 ids")]
    IdLimit,
    /// The module uses a construct the pass does not rewrite.
    #[error("unsupported: {0}")]
    Unsupported(&'static str),
    /// A pointer the pass must retype is used by an instruction it does not follow.
    #[error("unsupported: a retyped pointer is used by {0}")]
    UnfollowedUse(&'static str),
    /// A scaled format falls on a location of a 64-bit input (which takes a 64-bit format;
    /// no `*SCALED` format is 64-bit).
    #[error(
        "location {location} is scaled but belongs to a 64-bit input (no *SCALED format is 64-bit)"
    )]
    MultiLocationAttribute {
        /// The scaled location.
        location: u32,
    },
    /// A matrix or array input has some locations scaled and others not, or scaled with the
    /// other signedness: one variable cannot be retyped to both.
    #[error(
        "location {location} of a matrix or array input is not scaled like its first scaled location"
    )]
    MixedMultiLocationAttribute {
        /// The first location that differs.
        location: u32,
    },
    /// A scaled attribute's shader variable is not a float scalar or vector.
    #[error("the input at location {location} is not a 16/32-bit float scalar or vector")]
    AttributeType {
        /// The location.
        location: u32,
    },
    /// The same location was given twice.
    #[error("location {0} was given twice")]
    DuplicateLocation(u32),
    /// The scaled-vertex pass was given a module without a vertex entry point.
    #[error("the module has no vertex entry point")]
    NotVertexShader,
    /// A format name or value is not in the table.
    #[error("unknown vertex format {0:?}")]
    UnknownFormat(String),
    /// The clip/cull emulation handles modules with exactly one entry point.
    #[error("the module has {0} entry points; the clip/cull emulation needs exactly one")]
    EntryPointCount(usize),
    /// The entry point's stage is not one the function handles.
    #[error("the entry point is a {found:?} shader; expected {expected}")]
    WrongStage {
        /// The entry point's execution model.
        found: spirv::ExecutionModel,
        /// What the function handles.
        expected: &'static str,
    },
    /// More distances than the clip/cull emulation carries.
    #[error("{count} {what} distances (the emulation carries at most 32)")]
    TooManyDistances {
        /// `"clip"` or `"cull"`.
        what: &'static str,
        /// The count asked for.
        count: u32,
    },
    /// The emulation slots carry fewer distances than the shader writes.
    #[error("the slots carry {given} {what} distances but the shader writes {needed}")]
    SlotsTooSmall {
        /// `"clip"` or `"cull"`.
        what: &'static str,
        /// The shader's array size.
        needed: u32,
        /// The count in the slots.
        given: u32,
    },
    /// The emulation slots start inside the locations the shader uses itself.
    #[error("slot location {first} overlaps the shader's own locations 0..{used}")]
    LocationOverlap {
        /// `Slots::first_location`.
        first: u32,
        /// The shader's `Interface::locations_used`.
        used: u32,
    },
    /// The producing and consuming stages disagree at a location.
    #[error("the stages' interfaces disagree at location {location}: {what}")]
    InterfaceMismatch {
        /// The location.
        location: u32,
        /// How they differ.
        what: &'static str,
    },
    /// A bug in this crate: edits that do not fit together.
    #[error("internal error: {0}")]
    Internal(&'static str),
}
