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
//! | `wait_poll_us` | integer, 0–100000 | 2000 | how long (µs) a host wait polls the driver before it blocks (0: it blocks at once); see [`Config::wait_poll`] |
//! | `contention_hint` | `"auto"`, `"always"` or `"never"` | `"never"` | when a stream thread tells the ICD that waking it waits for a CPU, so that the ICD sends what only later messages need (recorded commands, command buffer and object changes) without waking it, for the next message that matters to wake it once: while its spins lose their core (`"auto"`), always, or never; see [`ContentionHint`] |
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

use std::fmt;
use std::path::{Path, PathBuf};

use ash::vk;
use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};

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

/// The highest Vulkan version applications may be told about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ApiVersionLimit {
    /// Vulkan 1.1.
    V1_1,
    /// Vulkan 1.2.
    V1_2,
    /// Vulkan 1.3.
    V1_3,
}

impl ApiVersionLimit {
    /// The spellings accepted in the file and on the command line.
    pub const NAMES: [&'static str; 3] = ["1.1", "1.2", "1.3"];

    /// The packed version (`vk::make_api_version(0, 1, minor, 0)`).
    pub fn packed(self) -> u32 {
        match self {
            ApiVersionLimit::V1_1 => vk::API_VERSION_1_1,
            ApiVersionLimit::V1_2 => vk::API_VERSION_1_2,
            ApiVersionLimit::V1_3 => vk::API_VERSION_1_3,
        }
    }
}

impl std::str::FromStr for ApiVersionLimit {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || {
            format!(
                "API version {s:?} is not one of \"1.1\", \"1.2\", \"1.3\" (major.minor, no patch)"
            )
        };
        // ext-inject parses the version; only the three minor versions are accepted here.
        if s.trim().split('.').count() != 2 {
            return Err(bad());
        }
        match ext_inject::policy::parse_version(s).map_err(|_| bad())? {
            vk::API_VERSION_1_1 => Ok(ApiVersionLimit::V1_1),
            vk::API_VERSION_1_2 => Ok(ApiVersionLimit::V1_2),
            vk::API_VERSION_1_3 => Ok(ApiVersionLimit::V1_3),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for ApiVersionLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Self::NAMES[*self as usize])
    }
}

impl<'de> Deserialize<'de> for ApiVersionLimit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(de::Error::custom)
    }
}

/// A number of bytes: an integer, or a string with a binary unit (`"2GiB"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ByteSize(pub u64);

impl std::str::FromStr for ByteSize {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let bad = |why: &str| format!("bad size {text:?}: {why}");
        let s = text.trim();
        let digits = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        if digits == 0 {
            return Err(bad(
                "expected a whole number of bytes, optionally followed by B, KiB, MiB, GiB or TiB",
            ));
        }
        let n: u64 = s[..digits].parse().map_err(|_| bad("number too large"))?;
        let shift = match s[digits..].trim() {
            "" | "B" => 0,
            "KiB" => 10,
            "MiB" => 20,
            "GiB" => 30,
            "TiB" => 40,
            u => {
                return Err(bad(&format!(
                    "unknown unit {u:?} (use B, KiB, MiB, GiB or TiB)"
                )));
            }
        };
        let bytes = n
            .checked_mul(1 << shift)
            .ok_or_else(|| bad("larger than 2^64 bytes"))?;
        if bytes == 0 {
            return Err(bad("must be more than 0 bytes"));
        }
        Ok(ByteSize(bytes))
    }
}

impl fmt::Display for ByteSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (shift, unit) in [(40, "TiB"), (30, "GiB"), (20, "MiB"), (10, "KiB")] {
            if self.0 >= 1 << shift && self.0 % (1 << shift) == 0 {
                return write!(f, "{}{unit}", self.0 >> shift);
            }
        }
        write!(f, "{}B", self.0)
    }
}

impl<'de> Deserialize<'de> for ByteSize {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = ByteSize;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a number of bytes, or a string such as \"2GiB\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<ByteSize, E> {
                match u64::try_from(v) {
                    Ok(0) | Err(_) => Err(E::custom(format!(
                        "bad size {v}: must be more than 0 bytes"
                    ))),
                    Ok(n) => Ok(ByteSize(n)),
                }
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<ByteSize, E> {
                self.visit_i64(i64::try_from(v).unwrap_or(i64::MAX))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<ByteSize, E> {
                v.parse().map_err(E::custom)
            }
        }
        d.deserialize_any(V)
    }
}

/// Gives the unit enum `$ty` the names used in the file and on the command line: `ALL` (every
/// variant, in the order of its names in messages), `name`, `FromStr` (an unknown name is an
/// error that says it is an unknown `$kind` and lists the names) and `Display`.
macro_rules! named {
    ($ty:ident, $kind:literal, { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// Every variant, in the order of their names in messages.
            pub const ALL: [$ty; [$($name),+].len()] = [$($ty::$variant),+];

            /// The name used in the file and on the command line.
            pub fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }

        impl std::str::FromStr for $ty {
            type Err = String;

            fn from_str(s: &str) -> Result<Self, String> {
                $ty::ALL
                    .into_iter()
                    .find(|v| v.name() == s.trim())
                    .ok_or_else(|| {
                        let names: Vec<&str> = $ty::ALL.iter().map(|v| v.name()).collect();
                        format!(
                            concat!("unknown ", $kind, " {:?}; expected one of: {}"),
                            s,
                            names.join(", ")
                        )
                    })
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

/// A driver feature that `--emulate-missing` pretends is absent (hidden from the
/// application, replaced by the renderer's workaround).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Emulation {
    /// BC1–BC7 textures, decoded on the CPU.
    Bc,
    /// `shaderClipDistance`, rewritten in SPIR-V.
    ClipDistance,
    /// `shaderCullDistance`, rewritten in SPIR-V.
    CullDistance,
    /// `*_USCALED`/`*_SSCALED` vertex formats, rewritten.
    ScaledVertex,
    /// `VK_EXT_map_memory_placed`, through placed-mem.
    PlacedMemory,
}

named!(Emulation, "emulation", {
    Bc => "bc",
    ClipDistance => "clip-distance",
    CullDistance => "cull-distance",
    ScaledVertex => "scaled-vertex",
    PlacedMemory => "placed-memory",
});

/// How the renderer repairs clip distances where the driver lacks `shaderClipDistance`
/// (`clip_distance`, `--clip-distance`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClipMode {
    /// The last pre-rasterization stage passes the distances to the fragment stage, which
    /// discards what they clip: the image equals the driver's own clipping.
    #[default]
    Emulate,
    /// The distances are removed and nothing is clipped (what some other translation layers
    /// do; cheaper, but geometry the application clips away is drawn).
    Strip,
}

named!(ClipMode, "clip distance mode", {
    Emulate => "emulate",
    Strip => "strip",
});

/// A rewrite of DXVK's shaders for a driver bug (`shader_fixes`, `--shader-fixes`); see
/// [`spirv_patch::dxvkfix`] and [`crate::repair`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ShaderFix {
    /// Remove the `PointSize` export of pipelines that draw no points (Mali drivers draw
    /// glitches when DXVK's vertex shaders export it).
    PointSize,
    /// Widen fragment inputs narrower than the previous stage's outputs (Mali drivers freeze
    /// on such pipelines).
    WidenInputs,
    /// Drop DXVK-style bounds checks around image fetches on devices with robust image access
    /// (Mali drivers return black for them).
    ImageBoundCheck,
}

named!(ShaderFix, "shader fix", {
    PointSize => "point-size",
    WidenInputs => "widen-inputs",
    ImageBoundCheck => "image-bound-check",
});

/// Where the BC repair decodes uploads (`bc_decode`, `--bc-decode`); see
/// [`crate::repair::bc`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BcDecode {
    /// On the GPU where the source buffer's memory is not host-visible (bytes the CPU
    /// cannot read), else on the CPU.
    #[default]
    Auto,
    /// Always on the CPU, at submission: a device-local source is refused.
    Cpu,
    /// Always on the GPU, in the command buffer: also right for host-visible sources that
    /// GPU work of the same submission writes.
    Gpu,
}

named!(BcDecode, "BC decode path", {
    Auto => "auto",
    Cpu => "cpu",
    Gpu => "gpu",
});

/// How a stream thread lowers its priority when it starts replaying recorded command buffers
/// (`stream_class`, `--stream-class`); see [`Config::stream_priority`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StreamClass {
    /// [`StreamClass::Idle`] where the renderer may run on at most [`SMALL_MACHINE_CPUS`]
    /// CPUs, else [`StreamClass::Nice`].
    #[default]
    Auto,
    /// The idle scheduling class, `SCHED_IDLE`.
    Idle,
    /// The nice value `stream_nice`.
    Nice,
}

named!(StreamClass, "stream class", {
    Auto => "auto",
    Idle => "idle",
    Nice => "nice",
});

/// When a stream thread tells the ICD that waking it waits for a CPU (`contention_hint`,
/// `--contention-hint`; [`shm_ring::Contended`]): the ICD then publishes messages that only
/// later ones depend on without waking the thread (`shm_ring::Writer::defer_wakes`), and the
/// next message that matters (a submission, a call with a reply) wakes it for all of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContentionHint {
    /// While the thread's spins lose their core (every CPU has other work).
    Auto,
    /// Always.
    Always,
    /// Never: every message wakes a sleeping stream thread. The default: in 9 paired rounds
    /// of glmark2 through zink on a 2-core VM beside two busy loops, `Auto` was no faster
    /// (`texture` 68.6 % of native against 67.7 %, `build` 82.4 % against 94.3 %, `shading`
    /// 95.3 % against 111.2 % in the longer run; `docs/performance.md`): the recorded
    /// commands then replay only at the submission, after the application recorded them,
    /// instead of while it records.
    #[default]
    Never,
}

named!(ContentionHint, "contention hint", {
    Auto => "auto",
    Always => "always",
    Never => "never",
});

impl ContentionHint {
    /// The ring reader's setting.
    pub fn reader(self) -> shm_ring::Contended {
        match self {
            ContentionHint::Auto => shm_ring::Contended::Auto,
            ContentionHint::Always => shm_ring::Contended::Always,
            ContentionHint::Never => shm_ring::Contended::Never,
        }
    }
}

/// What a stream thread that replays recorded command buffers runs at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamPriority {
    /// The idle scheduling class (`SCHED_IDLE`).
    Idle,
    /// This nice value (0: the renderer's own priority).
    Nice(u8),
}

/// Up to this many CPUs, [`StreamClass::Auto`] is [`StreamClass::Idle`].
pub const SMALL_MACHINE_CPUS: usize = 4;

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

/// How long host waits poll the driver by default, µs.
pub const DEFAULT_WAIT_POLL_US: u32 = 2000;

/// The default [`Config::thread_slice_us`].
pub const DEFAULT_THREAD_SLICE_US: u32 = 100;

/// The range of a non-zero [`Config::thread_slice_us`] (Linux's bounds on `sched_runtime`).
pub const THREAD_SLICE_US: std::ops::RangeInclusive<u32> = 100..=100_000;

/// The longest `wait_poll_us` accepted, µs (0.1 s).
pub const MAX_WAIT_POLL_US: u32 = 100_000;

/// The nice value replaying stream threads take by default: the lowest priority.
pub const DEFAULT_STREAM_NICE: u8 = 19;

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

    /// The nice value (0–19) a stream thread takes when it gets its first recorded command
    /// buffer, where [`Config::stream_priority`] says nice (above [`SMALL_MACHINE_CPUS`] CPUs
    /// by default); 0 leaves it at the renderer's priority.
    ///
    /// The thread replaying a recording only has to finish before the submission, while the
    /// driver's threads (those that run the submitted work) and the application's need the
    /// cores now; on a small machine the replaying thread at normal priority took cores from
    /// them and skewed where the scheduler put the driver's threads (see the renderer's
    /// README, *Scheduling*). With nice 19, glmark2 `texture` through zink was faster than
    /// the build before in 25 of 34 interleaved rounds on a 2-core VM and in 16 of 26 on two
    /// cores of a 16-core host; on all 16 cores it made no clear difference (faster in 6 of
    /// 15). An application whose other threads keep every core busy leaves a nice-19 replay
    /// thread little time; set 0 (or a value between) for such a workload.
    pub fn stream_nice(&self) -> u8 {
        self.stream_nice.unwrap_or(DEFAULT_STREAM_NICE)
    }

    /// What a stream thread runs at once it replays recorded command buffers, on a machine
    /// where the renderer may use `cpus` CPUs.
    ///
    /// - `stream_class = "nice"`: nice [`Config::stream_nice`].
    /// - `"idle"`: the idle scheduling class, `SCHED_IDLE`. Such a thread runs only on a CPU
    ///   no other thread wants, gives way at once to any thread that wakes there, and its CPU
    ///   counts as idle where the scheduler places woken threads.
    /// - `"auto"` (the default): `"idle"` up to [`SMALL_MACHINE_CPUS`] CPUs, `"nice"` above.
    ///
    /// The replaying (and host-wait polling, [`Config::wait_poll`]) thread only has to keep up
    /// with the application, while the driver's threads and the application's need the
    /// cores. With few CPUs every CPU is busy in a frame, and the idle class keeps the stream
    /// thread from ever taking one or making one look busy. With many, idle CPUs exist, and an
    /// idle-class thread draws other threads' wake-ups onto its CPU, which then interrupt its
    /// replay. glmark2 `texture` through zink on an H200 host, polling host waits, fps against
    /// native: on 2 CPUs 100–101 % idle, 85 % nice 19; on 4, 98 % idle, 84 % nice 19; on 8,
    /// 88 % idle, 92 % nice 19; on 16, 92 % idle, 96 % nice 19 (see the renderer's README,
    /// *Scheduling*).
    ///
    /// When other threads keep every CPU busy, a thread at either lowered priority hardly
    /// runs; the renderer then moves the stream to a thread at its own priority and stops
    /// lowering priorities ([`crate::starve`]).
    pub fn stream_priority(&self, cpus: usize) -> StreamPriority {
        match self.stream_class.unwrap_or_default() {
            StreamClass::Idle => StreamPriority::Idle,
            StreamClass::Auto if cpus <= SMALL_MACHINE_CPUS => StreamPriority::Idle,
            StreamClass::Auto | StreamClass::Nice => StreamPriority::Nice(self.stream_nice()),
        }
    }

    /// How long a host wait (`vkWaitForFences`, `vkWaitSemaphores` with a timeout) polls the
    /// driver before it blocks in it; zero: it blocks at once.
    ///
    /// The stream thread calls the driver with a zero timeout and yields the CPU between
    /// calls: the end of the GPU work reaches it within a poll, and its CPU does not go idle.
    /// Blocking instead costs two thread wake-ups after the GPU work (the driver wakes the
    /// renderer's thread, whose reply wakes the application's), and on the VMs measured here
    /// waking a thread whose CPU went idle took tens of microseconds, a tenth of a glmark2
    /// `texture` frame. The poll runs at the stream thread's priority
    /// ([`Config::stream_priority`]): polling at nice 19 on 2 CPUs cost fps (85 % of native
    /// against 94 %), in the idle class it gained (100 %). The CPU does not sleep while it
    /// polls: on a battery-powered device, weigh the power against the frame time.
    pub fn wait_poll(&self) -> std::time::Duration {
        std::time::Duration::from_micros(u64::from(
            self.wait_poll_us.unwrap_or(DEFAULT_WAIT_POLL_US),
        ))
    }

    /// The time slice the renderer's stream threads (while at the renderer's priority) and
    /// its fence and timeline watchers ask for; zero leaves the kernel's default.
    ///
    /// Under Linux's EEVDF scheduler (6.6 and later; custom slices from 6.12), a thread that
    /// wakes preempts the running one only where its slice is shorter: with the default slice,
    /// a stream woken by the application's next message while other processes keep every
    /// core busy waits for the running thread's slice to end, milliseconds, several times a
    /// frame. glmark2 `texture` through vkrelay on a 2-core VM beside two busy-looping
    /// processes: 49–77 % of native with 100 µs, 27–67 % with the default, in the same
    /// rounds (`docs/performance.md`). Older kernels ignore it.
    pub fn thread_slice(&self) -> std::time::Duration {
        std::time::Duration::from_micros(u64::from(
            self.thread_slice_us.unwrap_or(DEFAULT_THREAD_SLICE_US),
        ))
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
#[cfg(test)]
mod tests;

pub use limits::{DEFAULT_MAX_MESSAGE_RATE, DEFAULT_MAX_OBJECTS, DEFAULT_MAX_STREAMS};
