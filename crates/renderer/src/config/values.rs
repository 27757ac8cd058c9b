//! The values of the keys that are not plain numbers, paths or booleans: API versions, byte
//! sizes, and the choices by name (each with its names in the file and on the command line).

use std::fmt;

use ash::vk;
use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};

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
/// (`stream_class`, `--stream-class`); see
/// [`Config::stream_priority`](super::Config::stream_priority).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StreamClass {
    /// [`StreamClass::Idle`] where the renderer may run on at most
    /// [`SMALL_MACHINE_CPUS`](super::SMALL_MACHINE_CPUS) CPUs, else [`StreamClass::Nice`].
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
    /// While the thread's spins lose their core (every CPU has other work). The default: on
    /// the 2-core VM with a busy loop pinned to each CPU, glmark2 through zink was faster with
    /// it in 36 of 44 interleaved rounds of `tools/texture-ab.sh` (`texture`, `build`,
    /// `shading`), level in bench `contention`, and level without load (`docs/performance.md`,
    /// "The contention hint by default").
    #[default]
    Auto,
    /// Always.
    Always,
    /// Never: every message wakes a sleeping stream thread, so that recorded commands replay
    /// while the application still records, where a CPU is free for it.
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
