//! `vkrelay-renderer` is the server half of vkrelay: it loads the real Vulkan driver and
//! runs the calls that `vkrelay-icd` clients send it, repairing on the way what the driver lacks.
//!
//! It is glue only: the wire format, the ring, the decoders and the passes live in the library
//! crates. [`server::Server`] accepts clients on a Unix socket, one thread per stream (a
//! client has one stream per thread that calls concurrently: [`client`]), and
//! [`session`] runs their decoded calls on the driver through per-client object tables
//! (only those the object they name has enabled: [`gate`]);
//! [`memory`] makes host-visible memory shareable so clients map the same pages; [`config`]
//! and [`hooks`] apply the configured policies (API version, heaps, extensions); [`repair`]
//! makes true what the driver lacks (features, clip and cull distances, `*SCALED` vertex
//! formats); [`pipeline_cache`] keeps each application's pipeline cache on disk; [`stats`]
//! counts what each client asked for; [`timeline`] shows where frames' time went, from the
//! two processes' timelines; [`trace`] captures clients into trace files and reads them
//! back; [`run`] runs one program on a private renderer; [`logging`] sends
//! the `tracing` output to standard error (to Android's log on Android).
//!
//! ```no_run
//! let devices = vkrelay_renderer::driver::probe()?;
//! for d in &devices {
//!     println!("{} (Vulkan {})", d.name, d.api_version);
//! }
//! # Ok::<(), vkrelay_renderer::driver::DriverError>(())
//! ```

#![warn(missing_docs)]

pub mod capture;
pub mod client;
pub mod config;
#[cfg(feature = "corpus")]
pub mod corpus;
pub mod driver;
pub mod expose;
pub mod feedback;
pub mod gate;
pub mod generated;
pub mod hooks;
pub mod isolation;
pub mod logging;
pub mod memory;
pub mod objects;
pub mod pipeline_cache;
pub mod present;
pub mod rate;
pub mod repair;
pub mod run;
pub mod server;
pub mod session;
pub mod shutdown;
pub mod starve;
pub mod stats;
pub mod timeline;
pub mod trace;
pub mod version;

/// The file name of vkrelay's own ICD, which the renderer refuses to load as its driver.
pub const OWN_ICD_LIBRARY: &str = "libvulkan_vkrelay.so";
