//! The renderer's configuration (TOML file plus command line).
//!
//! This first version carries only what the session needs to be threaded through; the TOML
//! file, the CLI flags and the policies (API version, heap size, extensions) come next.

/// Everything a client session consults.
#[derive(Debug, Clone, Default)]
pub struct Config {
    /// Print a per-client summary of calls when the client leaves.
    pub stats: bool,
}
