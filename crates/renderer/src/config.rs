//! The renderer's configuration: a TOML file, then command-line flags on top.
//!
//! # Where it comes from
//!
//! 1. `--config PATH` (the file must exist), or else `$XDG_CONFIG_HOME/vkrelay/renderer.toml`
//!    (`$HOME/.config/vkrelay/renderer.toml` without `XDG_CONFIG_HOME`) if that file exists,
//!    or else the defaults below.
//! 2. Command-line flags override the file: `--socket`, `--driver`, `--max-api-version`,
//!    `--max-memory`, `--stats`, `--emulate-missing`, `--stream-nice`, `--stream-class`,
//!    `--wait-poll-us`, `--report-features`, `--clip-distance`, `--image-cache-mb`,
//!    `--isolation`, `--max-objects`, `--max-streams`, `--max-message-rate`, `--capture`,
//!    `--capture-screenshots`.
//!
//! Unknown keys, values of the wrong type and names that cannot be right are errors that name
//! the file and the line. `crates/renderer/renderer.example.toml` shows every key.
//!
//! # Keys
//!
//! | key | type | default | meaning |
//! |---|---|---|---|
//! | `socket` | path | `$XDG_RUNTIME_DIR/vkrelay.sock`, or `/tmp/vkrelay-$UID.sock` | the Unix socket `serve` listens on |
//! | `driver` | path | the system loader | a Vulkan driver `.so` loaded directly instead of `libvulkan.so.1` |
//! | `max_api_version` | `"1.1"`, `"1.2"` or `"1.3"` | none | the highest `apiVersion` applications are told (`vkGetPhysicalDeviceProperties{,2}`); a driver below it is reported as it is (unless `api_version` raises it) |
//! | `api_version` | `"1.1"`, `"1.2"` or `"1.3"` | none | the `apiVersion` applications are told where the driver is below it and its extensions back the added versions (their commands, structures, properties and mandatory features; as far as they do, what is missing is logged once): the `VkPhysicalDeviceVulkan1x{Features,Properties}` structures are answered from the promoted extensions' structures, `vkCreateDevice` enables those extensions, and the core commands resolve to their extension aliases; see [`crate::version`]. `max_api_version` still caps the result |
//! | `driver_api_version` | `"1.1"`, `"1.2"` or `"1.3"` | none | for testing: treat the driver as this version (its instance is created at most at it, its core commands and structures above it are not used), so that `api_version` is exercised on a newer driver such as lavapipe |
//! | `max_memory` | bytes: an integer, or a string with a unit (`"512MiB"`, `"2GiB"`; `B`, `KiB`, `MiB`, `GiB`, `TiB`) | none | the size every memory heap is reported at, at most (`vkGetPhysicalDeviceMemoryProperties{,2}`, budgets included), and what each device may hold in a heap (`vkAllocateMemory` past it: `VK_ERROR_OUT_OF_DEVICE_MEMORY`) |
//! | `stats` | bool | `false` | print a summary of each client's calls when it leaves |
//! | `stats_json` | path | none | append each client's counters as one line of JSON to this file when it leaves (see [`crate::stats::Stats::to_json`]) |
//! | `capture` | path | none | write what each client sends into a trace file (`docs/trace-format.md`): the first client `FILE`, later ones the first free of `FILE.1`, `FILE.2`, …; see [`crate::trace`] |
//! | `capture_screenshots` | list of frame numbers | `[]` | under `capture`: the frames (as the trace numbers them) whose presented image is written beside the trace as `FILE.frame-N.png`, an RGBA8 PNG; only for swapchains the renderer presents (`VKRELAY_PRESENT=renderer`, and into a host's windows: Winlator's), since the renderer does not see what the ICD presents |
//! | `emulate_missing` | list of `"clip-distance"`, `"cull-distance"`, `"scaled-vertex"`, `"placed-memory"`, `"bc"` | `[]` | behave as if the driver lacked these features, so the repairs run on a driver that has them ([`crate::repair`]); `placed-memory` changes nothing, since the ICD serves placed mappings on every driver |
//! | `report_features` | list of feature names | `[]` | features the application is told are present although the driver lacks them and no repair emulates them; they are cleared from `vkCreateDevice` requests (see [`crate::repair`]) |
//! | `image_cache_mb` | integer, 1–65536 | 256 | MiB of decoded staging memory the BC repair may hold per device (like Vortek's `imageCacheSize`); a recorded upload past it fails (logged) and the command buffer's submission returns `VK_ERROR_OUT_OF_DEVICE_MEMORY`; see [`crate::repair::bc`] |
//! | `clip_distance` | `"emulate"` or `"strip"` | `"emulate"` | where the driver lacks `shaderClipDistance`: emulate clipping in the fragment stage, or remove the distances and clip nothing |
//! | `shader_fixes` | list of `"point-size"`, `"widen-inputs"`, `"image-bound-check"` | by driver: all three for Arm Mali drivers, none for others | rewrites of DXVK's shaders at pipeline creation for driver bugs (see [`spirv_patch::dxvkfix`]): the `PointSize` export removed from pipelines that draw no points, fragment inputs narrower than the previous stage's outputs widened, bounds checks around image fetches dropped where the device has robust image access; `[]` turns them off |
//! | `bc_decode` | `"auto"`, `"cpu"` or `"gpu"` | `"auto"` | where the BC repair decodes uploads: on the CPU at submission, or on the GPU in the command buffer (compute shaders); `"auto"`: the GPU for sources the CPU cannot read (memory that is not host-visible), the CPU otherwise; see [`crate::repair::bc`] |
//! | `stream_nice` | integer, 0–19 | 19 | the nice value a stream thread takes once it replays recorded command buffers (where `stream_class` says nice), so that the driver's threads and the application's get the cores first (0: the renderer's own priority); see [`Config::stream_nice`] |
//! | `stream_class` | `"auto"`, `"idle"` or `"nice"` | `"auto"` | how a stream thread lowers its priority once it replays recorded command buffers: the idle scheduling class, or the nice value `stream_nice`; `"auto"`: idle up to 4 CPUs, nice above; see [`Config::stream_priority`] |
//! | `memory_paths` | list of `"opaque-fd"`, `"dma-buf"`, `"dma-heap"`, `"ion"`, `"ahb"`, `"host-memfd"` | all six, in that order | the ways host-visible memory is made shareable, tried first to last (like Vortek's `resourceMemoryType`); paths not listed are never tried; see [`crate::memory`] |
//! | `pipeline_cache` | bool | `true` | keep a pipeline cache on disk per application and device, loaded at `vkCreateDevice` and used by pipeline creations that pass no cache, and the shader repairs' rewritten SPIR-V beside it; see [`crate::pipeline_cache`] and [`crate::repair::spirv_cache`] |
//! | `pipeline_cache_dir` | path | `$XDG_CACHE_HOME/vkrelay`, or `$HOME/.cache/vkrelay` | where the pipeline cache files (and the rewritten SPIR-V's) are kept |
//! | `pipeline_cache_max` | bytes, as `max_memory` | `"256MiB"` | what the directory's pipeline cache files may hold together: a larger file is not written, and the oldest files are removed until the rest fit |
//! | `wait_poll_us` | integer, 0–100000 | 2000 | how long (µs) a host wait polls the driver before it blocks, and a stream thread in the idle class polls what its submission left pending (0: no polling); see [`Config::wait_poll`] |
//! | `contention_hint` | `"auto"`, `"always"` or `"never"` | `"auto"` | when a stream thread tells the ICD that waking it waits for a CPU, so that the ICD sends what only later messages need (recorded commands, command buffer and object changes) without waking it, for the next message that matters to wake it once: while its spins lose their core (`"auto"`), always, or never; see [`ContentionHint`] |
//! | `max_objects` | integer, 1–4294967295 | 1048576 | the most objects one client may hold; past it, creations fail with `VK_ERROR_OUT_OF_HOST_MEMORY` without reaching the driver (see [`Config::max_objects`]) |
//! | `max_streams` | integer, 1–64 | 64 | the most streams (connections) one client may have; a further stream is refused (its `ATTACH` is answered `VK_ERROR_TOO_MANY_OBJECTS`, logged) and the client goes on with those it has (see [`Config::max_streams`]) |
//! | `max_message_rate` | integer, 1–4294967295 | 1000000 | the most messages one client may send in a second, all its streams together; past it its streams wait for the next second: the client is slowed, never dropped (see [`Config::max_message_rate`]) |
//! | `isolation` | `"process"` or `"none"` | `"process"` | how `serve` keeps clients apart: a worker process per client, so that a driver crash ends only that client (see [`crate::isolation`]), or every client in the renderer's process |
//! | `[instance_extensions]` | table | | the instance-extension policy, see below |
//! | `[device_extensions]` | table | | the device-extension policy, see below |
//!
//! An extension-policy table has these keys (names are checked to be valid extension names):
//!
//! | key | meaning |
//! |---|---|
//! | `remove` | hidden from the application's `vkEnumerate*ExtensionProperties` and removed from its `vkCreateInstance`/`vkCreateDevice` requests |
//! | `add` | added to every `vkCreateInstance`/`vkCreateDevice` request sent to the driver, when the driver supports it |
//! | `allow` | if present, the only driver extensions shown to the application (and passed on) |
//!
//! Extensions the proxy cannot carry ([`crate::expose::HIDDEN`]) stay hidden whatever the
//! policy says. The policy is applied through `ext-inject` ([`Config::policy`]).
//!
//! ```
//! use vkrelay_renderer::config::{ApiVersionLimit, Config};
//!
//! let config = Config::from_toml_str(
//!     "max_api_version = \"1.2\"\nmax_memory = \"2GiB\"\n",
//!     "renderer.toml".as_ref(),
//! )?;
//! assert_eq!(config.max_api_version, Some(ApiVersionLimit::V1_2));
//! assert_eq!(config.max_memory.map(|m| m.0), Some(2 << 30));
//! # Ok::<(), vkrelay_renderer::config::ConfigError>(())
//! ```

use std::path::{Path, PathBuf};

use serde::Deserialize;

// For the tests (`use super::*`), which compare with Vulkan's packed versions.
#[cfg(test)]
use ash::vk;

/// Why the configuration could not be loaded or used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file could not be read.
    #[error("cannot read the configuration file {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The file is not valid TOML or does not fit the schema (the message has the line).
    #[error("{path}: {message}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// toml's message: line, column, the offending text and what was expected.
        message: String,
    },
    /// An extension policy is not valid (bad extension name).
    #[error("{origin}: {source}")]
    Policy {
        /// The file, or `command line`.
        origin: String,
        /// What `ext-inject` found.
        source: ext_inject::PolicyError,
    },
    /// A value given on the command line is not valid.
    #[error("{0}")]
    Value(String),
    /// The configuration asks for something the renderer cannot do yet.
    #[error("not implemented yet: {0}")]
    NotImplemented(String),
}

/// The extension policy of one level (instance or device).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExtensionPolicy {
    /// Hidden from the application and removed from its create requests.
    #[serde(default)]
    pub remove: Vec<String>,
    /// Added to every create request sent to the driver, when the driver supports it.
    #[serde(default)]
    pub add: Vec<String>,
    /// If present, the only driver extensions shown (and passed on).
    pub allow: Option<Vec<String>>,
}

impl ExtensionPolicy {
    fn rules(&self) -> ext_inject::policy::ExtensionRules {
        ext_inject::policy::ExtensionRules {
            allow: self.allow.clone(),
            deny: self.remove.clone(),
            force: self.add.clone(),
            ..Default::default()
        }
    }

    /// Whether the policy changes nothing.
    pub fn is_empty(&self) -> bool {
        self.remove.is_empty() && self.add.is_empty() && self.allow.is_none()
    }
}

/// Everything a client session consults, and where `serve` listens and what it loads.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The socket `serve` listens on (`None`: [`crate::server::default_socket_path`]).
    pub socket: Option<PathBuf>,
    /// A driver library loaded directly (`None`: the system loader).
    pub driver: Option<PathBuf>,
    /// The highest `apiVersion` applications are told.
    pub max_api_version: Option<ApiVersionLimit>,
    /// The `apiVersion` applications are told where the driver's extensions back it
    /// ([`crate::version`]).
    pub api_version: Option<ApiVersionLimit>,
    /// For testing: the version the driver is treated as ([`crate::version`]).
    pub driver_api_version: Option<ApiVersionLimit>,
    /// The size at which every memory heap is reported, at most.
    pub max_memory: Option<ByteSize>,
    /// Print a per-client summary of calls when the client leaves.
    #[serde(default)]
    pub stats: bool,
    /// Append each client's counters as one JSON line to this file when it leaves.
    pub stats_json: Option<PathBuf>,
    /// Capture each client into a trace: the first free of this path, `PATH.1`, `PATH.2`, …
    /// (see [`crate::trace`]).
    pub capture: Option<PathBuf>,
    /// Under `capture`: the frames whose presented image is written beside the trace as
    /// `FILE.frame-N.png` (see [`crate::trace`]).
    #[serde(default)]
    pub capture_screenshots: Vec<u64>,
    /// Driver features to treat as missing, so that the renderer's repairs run on a driver
    /// that has them (see [`crate::repair`]).
    #[serde(default)]
    pub emulate_missing: Vec<Emulation>,
    /// Features the application is told are present although the driver lacks them and no
    /// repair emulates them (names as `ext-inject` resolves them, e.g.
    /// `"shaderStorageImageMultisample"` or `"VkPhysicalDeviceVulkan12Features.drawIndirectCount"`).
    /// They are cleared from `vkCreateDevice` requests. Default: none.
    #[serde(default)]
    pub report_features: Vec<String>,
    /// How clip distances are repaired where the driver lacks them (`None`:
    /// [`ClipMode::Emulate`]).
    pub clip_distance: Option<ClipMode>,
    /// Where the BC repair decodes uploads (`None`: [`BcDecode::Auto`]).
    pub bc_decode: Option<BcDecode>,
    /// The DXVK shader fixes every device gets (`None`: those of [`Config::shader_fixes`]'s
    /// driver table).
    pub shader_fixes: Option<Vec<ShaderFix>>,
    /// Instance-extension policy.
    #[serde(default)]
    pub instance_extensions: ExtensionPolicy,
    /// Device-extension policy.
    #[serde(default)]
    pub device_extensions: ExtensionPolicy,
    /// The nice value a stream thread takes when it starts replaying recorded command buffers
    /// (`None`: [`DEFAULT_STREAM_NICE`]; 0 keeps the renderer's priority). See
    /// [`Config::stream_nice`].
    pub stream_nice: Option<u8>,
    /// How long (µs) a host wait polls the driver before it blocks (`None`:
    /// [`DEFAULT_WAIT_POLL_US`]; 0: no polling). See [`Config::wait_poll`].
    pub wait_poll_us: Option<u32>,
    /// How replaying stream threads lower their priority (`None`: [`StreamClass::Auto`]).
    /// See [`Config::stream_priority`].
    pub stream_class: Option<StreamClass>,
    /// The time slice (µs) the renderer's stream and watcher threads ask the scheduler for
    /// (`None`: [`DEFAULT_THREAD_SLICE_US`]; 0: the kernel's default). See
    /// [`Config::thread_slice`].
    pub thread_slice_us: Option<u32>,
    /// When stream threads tell the ICD that waking them waits for a CPU (`None`:
    /// [`ContentionHint::Never`]).
    pub contention_hint: Option<ContentionHint>,
    /// MiB of decoded staging memory the BC repair may hold per device (`None`:
    /// [`DEFAULT_IMAGE_CACHE_MB`]). See [`Config::image_cache_bytes`].
    pub image_cache_mb: Option<u32>,
    /// The `placed-mem` paths host-visible memory is made shareable through, tried first to
    /// last (`None`: every path, in [`placed_mem::Path::ALL`]'s order). See
    /// [`Config::memory_paths`].
    pub memory_paths: Option<Vec<placed_mem::Path>>,
    /// Whether the renderer keeps pipeline caches on disk (`None`: yes). See
    /// [`crate::pipeline_cache`].
    pub pipeline_cache: Option<bool>,
    /// Where the pipeline cache files are kept (`None`: [`crate::pipeline_cache::default_dir`]).
    pub pipeline_cache_dir: Option<PathBuf>,
    /// What the pipeline cache files may hold together (`None`:
    /// [`DEFAULT_PIPELINE_CACHE_MAX`]).
    pub pipeline_cache_max: Option<ByteSize>,
    /// How `serve` keeps clients apart (`None`: [`crate::isolation::Isolation::Process`]).
    pub isolation: Option<crate::isolation::Isolation>,
    /// The most objects one client may hold (`None`: [`DEFAULT_MAX_OBJECTS`]). See
    /// [`Config::max_objects`].
    pub max_objects: Option<u32>,
    /// The most streams one client may have (`None`: [`DEFAULT_MAX_STREAMS`]). See
    /// [`Config::max_streams`].
    pub max_streams: Option<u32>,
    /// The most messages one client may send a second (`None`: [`DEFAULT_MAX_MESSAGE_RATE`]).
    /// See [`Config::max_message_rate`].
    pub max_message_rate: Option<u32>,
}

/// What the pipeline cache files may hold together by default (256 MiB).
pub const DEFAULT_PIPELINE_CACHE_MAX: u64 = 256 << 20;

/// MiB of staging memory the BC repair may hold per device by default.
pub const DEFAULT_IMAGE_CACHE_MB: u32 = 256;

/// The largest `image_cache_mb` accepted (64 GiB).
pub const MAX_IMAGE_CACHE_MB: u32 = 65536;

/// The file read when `--config` is not given: `$XDG_CONFIG_HOME/vkrelay/renderer.toml`, or
/// `$HOME/.config/vkrelay/renderer.toml`; `None` when neither variable is set.
pub fn default_config_path() -> Option<PathBuf> {
    let non_empty = |v: &str| std::env::var_os(v).filter(|p| !p.is_empty());
    non_empty("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| non_empty("HOME").map(|h| PathBuf::from(h).join(".config")))
        .map(|d| d.join("vkrelay").join("renderer.toml"))
}

impl Config {
    /// Parses and checks the TOML `text`; `origin` names it in errors.
    pub fn from_toml_str(text: &str, origin: &Path) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: origin.to_owned(),
            message: e.to_string().trim_end().to_owned(),
        })?;
        config.validate(&origin.display().to_string())?;
        Ok(config)
    }

    /// Reads and checks the file at `path`.
    pub fn from_file(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_owned(),
            source,
        })?;
        Self::from_toml_str(&text, path)
    }

    /// The text [`Config::load`] would parse, and its path: `--config PATH` if given (it must
    /// exist), else [`default_config_path`] if that file exists, else `None` (the defaults).
    pub fn read_text(explicit: Option<&Path>) -> Result<Option<(String, PathBuf)>, ConfigError> {
        let path = match explicit {
            Some(p) => p.to_owned(),
            None => match default_config_path().filter(|p| p.is_file()) {
                Some(p) => p,
                None => return Ok(None),
            },
        };
        match std::fs::read_to_string(&path) {
            Ok(t) => Ok(Some((t, path))),
            Err(source) => Err(ConfigError::Read { path, source }),
        }
    }

    /// `--config PATH` if given (it must exist), else [`default_config_path`] if that file
    /// exists, else the defaults.
    pub fn load(explicit: Option<&Path>) -> Result<Config, ConfigError> {
        match explicit {
            Some(p) => Self::from_file(p),
            None => match default_config_path().filter(|p| p.is_file()) {
                Some(p) => {
                    tracing::debug!(path = %p.display(), "reading the configuration");
                    Self::from_file(&p)
                }
                None => Ok(Config::default()),
            },
        }
    }

    /// The DXVK shader fixes a device of the driver named `driver_name` gets: `shader_fixes`
    /// where it is set, else the driver table: all three for Arm Mali drivers (whose bugs
    /// they work around, as Winlator's Vortek does), none for others.
    pub fn shader_fixes(&self, driver_name: &str) -> Vec<ShaderFix> {
        match &self.shader_fixes {
            Some(f) => f.clone(),
            None if driver_name.contains("Mali") => vec![
                ShaderFix::PointSize,
                ShaderFix::WidenInputs,
                ShaderFix::ImageBoundCheck,
            ],
            None => Vec::new(),
        }
    }

    /// Bytes of decoded staging memory the BC repair may hold per device: past it, a recorded
    /// upload to an emulated image fails instead of growing the staging memory further
    /// ([`crate::repair::bc`]).
    pub fn image_cache_bytes(&self) -> u64 {
        u64::from(self.image_cache_mb.unwrap_or(DEFAULT_IMAGE_CACHE_MB)) << 20
    }

    /// The `placed-mem` paths a device's shareable host-visible memory is allocated through,
    /// first to last: `memory_paths`, or every path in the default order. An empty list
    /// makes every host-visible allocation fail (nothing is tried).
    pub fn memory_paths(&self) -> Vec<placed_mem::Path> {
        self.memory_paths
            .clone()
            .unwrap_or_else(|| placed_mem::Path::ALL.to_vec())
    }

    /// The directory of the pipeline cache files, `None` when the cache is off
    /// (`pipeline_cache = false`, or no directory set and neither `XDG_CACHE_HOME` nor `HOME`).
    pub fn pipeline_cache_directory(&self) -> Option<PathBuf> {
        if self.pipeline_cache == Some(false) {
            return None;
        }
        self.pipeline_cache_dir
            .clone()
            .or_else(crate::pipeline_cache::default_dir)
    }

    /// The bytes the pipeline cache files may hold together.
    pub fn pipeline_cache_max_bytes(&self) -> u64 {
        self.pipeline_cache_max
            .map_or(DEFAULT_PIPELINE_CACHE_MAX, |b| b.0)
    }

    /// Checks what serde cannot: extension names (through `ext-inject`) and the ranges of
    /// `stream_nice` and `wait_poll_us`. `origin` names the source in errors.
    pub fn validate(&self, origin: &str) -> Result<(), ConfigError> {
        if let Some(n) = self
            .thread_slice_us
            .filter(|&n| n != 0 && !THREAD_SLICE_US.contains(&n))
        {
            return Err(ConfigError::Value(format!(
                "{origin}: thread_slice_us = {n}: 0 (the kernel's default) or from {} to {}",
                THREAD_SLICE_US.start(),
                THREAD_SLICE_US.end()
            )));
        }
        if let Some(n) = self.wait_poll_us.filter(|&n| n > MAX_WAIT_POLL_US) {
            return Err(ConfigError::Value(format!(
                "{origin}: wait_poll_us = {n}: at most {MAX_WAIT_POLL_US} (0.1 s)"
            )));
        }
        if let Some(n) = self
            .image_cache_mb
            .filter(|&n| n == 0 || n > MAX_IMAGE_CACHE_MB)
        {
            return Err(ConfigError::Value(format!(
                "{origin}: image_cache_mb = {n}: from 1 to {MAX_IMAGE_CACHE_MB}"
            )));
        }
        if let Some(n) = self.stream_nice.filter(|&n| n > 19) {
            return Err(ConfigError::Value(format!(
                "{origin}: stream_nice = {n}: nice values go from 0 to 19"
            )));
        }
        self.validate_limits(origin)?;
        for name in &self.report_features {
            ext_inject::features::resolve(name)
                .map_err(|e| ConfigError::Value(format!("{origin}: report_features: {e}")))?;
        }
        self.policy()
            .resolve(None)
            .map(drop)
            .map_err(|source| ConfigError::Policy {
                origin: origin.to_owned(),
                source,
            })
    }

    /// Fails for what `serve` cannot do yet; every key and repair is served today.
    pub fn check_serve(&self) -> Result<(), ConfigError> {
        Ok(())
    }

    /// Whether `emulate_missing` names `e`.
    pub fn emulates(&self, e: Emulation) -> bool {
        self.emulate_missing.contains(&e)
    }

    /// The configuration as an `ext-inject` policy (API version, heap cap, extensions).
    pub fn policy(&self) -> ext_inject::Policy {
        ext_inject::Policy {
            max_api_version: self.max_api_version.map(|v| v.to_string()),
            max_heap_size: self.max_memory.map(|m| m.0),
            instance_extensions: self.instance_extensions.rules(),
            device_extensions: self.device_extensions.rules(),
            ..Default::default()
        }
    }

    /// What the application is told and what the driver is asked, ready to apply.
    pub fn resolve(&self) -> Result<ext_inject::Resolved, ext_inject::PolicyError> {
        self.policy().resolve(None)
    }
}

mod limits;
mod scheduling;
#[cfg(test)]
mod tests;
mod values;

pub use limits::{DEFAULT_MAX_MESSAGE_RATE, DEFAULT_MAX_OBJECTS, DEFAULT_MAX_STREAMS};
pub use scheduling::{
    DEFAULT_STREAM_NICE, DEFAULT_THREAD_SLICE_US, DEFAULT_WAIT_POLL_US, MAX_WAIT_POLL_US,
    SMALL_MACHINE_CPUS, StreamPriority, THREAD_SLICE_US,
};
pub use values::{
    ApiVersionLimit, BcDecode, ByteSize, ClipMode, ContentionHint, Emulation, ShaderFix,
    StreamClass,
};
