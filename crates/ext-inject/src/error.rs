//! Errors.

use ash::vk;

/// A `pNext` chain that cannot be followed safely.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChainError {
    /// A structure's `pNext` points back at a structure already visited.
    #[error("pNext chain loops back to the structure at index {index} (sType {s_type:?})")]
    Loop {
        /// Position (from 0) of the structure the loop returns to.
        index: usize,
        /// Its `sType`.
        s_type: vk::StructureType,
    },
    /// More structures than the configured limit.
    #[error("pNext chain is longer than {limit} structures")]
    TooLong {
        /// The limit in force.
        limit: usize,
    },
    /// A structure pointer that is not aligned for a Vulkan structure.
    #[error("pNext chain entry {index} at {addr:#x} is misaligned")]
    Misaligned {
        /// Position in the chain.
        index: usize,
        /// The pointer's address.
        addr: usize,
    },
    /// The head structure does not have the `sType` the function needs.
    #[error("expected a {expected:?} structure, found {found:?}")]
    WrongHead {
        /// What the function needs.
        expected: vk::StructureType,
        /// What it got.
        found: vk::StructureType,
    },
}

/// Errors of the extension-name functions.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// A name pointer in `ppEnabledExtensionNames` is null.
    #[error("extension name {index} is a null pointer")]
    Null {
        /// Position in the array.
        index: usize,
    },
    /// A non-zero count with a null array.
    #[error("{count} names announced but the array pointer is null")]
    NullArray {
        /// The count given.
        count: u32,
    },
    /// More names than [`crate::extensions::MAX_NAMES`].
    #[error("{count} extension names exceed the limit of {limit}")]
    TooMany {
        /// The count given.
        count: u32,
        /// The limit.
        limit: u32,
    },
    /// A name contains an interior NUL or is longer than `VK_MAX_EXTENSION_NAME_SIZE - 1`.
    #[error("extension name {name:?} is not a valid Vulkan extension name")]
    Invalid {
        /// The offending name (lossy).
        name: String,
    },
}

/// Errors loading or resolving a [`crate::policy::Policy`].
#[derive(Debug, thiserror::Error)]
pub enum PolicyError {
    /// The TOML text does not parse or does not fit the schema.
    #[error("policy: {0}")]
    Toml(#[from] toml::de::Error),
    /// A feature name that no feature structure has.
    #[error("policy: unknown feature {0:?}")]
    UnknownFeature(String),
    /// A version string that is not `major.minor[.patch]`.
    #[error("policy: bad version {0:?}")]
    BadVersion(String),
    /// An extension name that cannot be a Vulkan extension name.
    #[error("policy: {0}")]
    Name(#[from] NameError),
}
