//! What a physical device lacks, measured once, and which repairs it therefore gets.
//!
//! A repair is active on a device when the driver lacks the capability, or when
//! `emulate_missing` names it (then the renderer treats the capability as absent: the device
//! is created without it and the repair runs, so every repair can be tested on a driver that
//! does not need it).

use std::fmt;

use ash::vk;
use ext_inject::FeatureSet;
use ext_inject::device::DeviceCaps;
use ext_inject::sanitize::FeatureMask;
use spirv_patch::Format;

use crate::config::{ClipMode, Config, Emulation, ShaderFix};

/// Why a repair is active.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The driver lacks the capability.
    Missing,
    /// `emulate_missing` names it.
    Emulated,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Why::Missing => "the driver lacks it",
            Why::Emulated => "emulate_missing",
        })
    }
}

/// A `*SCALED` vertex format the renderer rewrites on this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScaledFormat {
    /// The format the application uses.
    pub format: Format,
    /// Its `UINT`/`SINT` replacement has `VERTEX_BUFFER_BIT` on the driver; otherwise a
    /// packed format is fetched as `R32_UINT` and unpacked in the shader.
    pub replacement_ok: bool,
    /// Why it is rewritten.
    pub why: Why,
}

/// The repairs one physical device gets.
#[derive(Clone, Debug, Default)]
pub struct Active {
    /// Clip distances, and how.
    pub clip: Option<(Why, ClipMode)>,
    /// Cull distances.
    pub cull: Option<Why>,
    /// The `*SCALED` formats rewritten.
    pub scaled: Vec<ScaledFormat>,
    /// BCn textures, decoded into replacement formats ([`super::bc`]).
    pub bc: Option<super::bc::Caps>,
    /// Placed memory maps (`VK_EXT_map_memory_placed`): the ICD maps the client's memory at
    /// the address asked for itself, over the memory it shares with the renderer, so
    /// nothing changes on the driver; measured and logged so the log says what the driver
    /// lacks.
    pub placed: Option<Why>,
    /// The DXVK shader fixes ([`Config::shader_fixes`]).
    pub fixes: Vec<ShaderFix>,
}

impl Active {
    /// Whether any repair rewrites shaders at pipeline creation.
    pub fn shaders(&self) -> bool {
        self.clip.is_some()
            || self.cull.is_some()
            || !self.scaled.is_empty()
            || !self.fixes.is_empty()
    }

    /// Whether the DXVK shader fix `f` is on.
    pub fn fix(&self, f: ShaderFix) -> bool {
        self.fixes.contains(&f)
    }

    /// The rewrite of `format`, if it is one of the repaired `*SCALED` formats.
    pub fn scaled(&self, format: vk::Format) -> Option<ScaledFormat> {
        let f = u32::try_from(format.as_raw()).ok()?;
        self.scaled.iter().copied().find(|s| s.format.vk() == f)
    }

    /// One line per repair, for the log.
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some((why, mode)) = self.clip {
            out.push(format!("clip-distance ({mode}; {why})"));
        }
        if let Some(why) = self.cull {
            out.push(format!("cull-distance ({why})"));
        }
        if !self.scaled.is_empty() {
            let unpacked = self.scaled.iter().filter(|s| !s.replacement_ok).count();
            let why = self.scaled[0].why;
            out.push(format!(
                "scaled-vertex ({} formats, {unpacked} unpacked in the shader; {why})",
                self.scaled.len()
            ));
        }
        if let Some(bc) = &self.bc {
            out.push(bc.describe());
        }
        if !self.fixes.is_empty() {
            let names: Vec<String> = self.fixes.iter().map(|f| f.to_string()).collect();
            out.push(format!("shader fixes ({})", names.join(", ")));
        }
        if let Some(why) = self.placed {
            out.push(format!(
                "placed-memory (the ICD places the client's maps itself; {why})"
            ));
        }
        out
    }
}

/// What the renderer knows of one physical device.
#[derive(Debug)]
pub struct Physical {
    /// `deviceName`.
    pub name: String,
    /// What the driver offers.
    pub caps: DeviceCaps,
    /// The repairs the device gets.
    pub active: Active,
    /// What `vkCreateDevice` requests are sanitized against: the driver's features, less
    /// those emulated or only reported (they must not reach the driver).
    pub request: FeatureSet,
    /// Features the application is told are present on top of the driver's answer.
    pub shown: FeatureMask,
    /// Names of the features in `shown`, for the log.
    pub shown_names: Vec<String>,
    /// Device extensions hidden while a repair is active: their commands or structures
    /// would bypass it.
    pub hidden_extensions: Vec<&'static std::ffi::CStr>,
    /// `vec4` varying locations from the last pre-rasterization stage to the fragment stage:
    /// the smaller of `maxVertexOutputComponents`, `maxGeometryOutputComponents` (where
    /// geometry shaders exist), `maxTessellationEvaluationOutputComponents` (likewise) and
    /// `maxFragmentInputComponents`, over 4.
    pub max_varyings: u32,
}

/// Extensions whose pipelines or shaders bypass the shader repairs: pipeline libraries
/// split a pipeline's stages across calls, shader objects have no pipeline, and dynamic
/// vertex input sets formats after the pipeline was made.
const SHADER_BYPASS: &[&std::ffi::CStr] = &[
    c"VK_EXT_graphics_pipeline_library",
    c"VK_KHR_pipeline_library",
    c"VK_EXT_shader_object",
];
const VERTEX_INPUT_BYPASS: &[&std::ffi::CStr] = &[c"VK_EXT_vertex_input_dynamic_state"];

/// Measures `pdev` and decides its repairs.
///
/// # Safety
/// `pdev` is a physical device of `instance`, which was created with `instance_api`.
pub unsafe fn probe(
    config: &Config,
    instance: &ash::Instance,
    pdev: vk::PhysicalDevice,
    instance_api: u32,
) -> Result<Physical, vk::Result> {
    let caps = ext_inject::device::query(instance, pdev, instance_api)?;
    // SAFETY: caller.
    let props = unsafe { instance.get_physical_device_properties(pdev) };
    let name = props
        .device_name_as_c_str()
        .map(|c| c.to_string_lossy().into_owned())
        .unwrap_or_default();
    let has = |feature: &str| caps.features.is_enabled(feature) == Some(true);
    let why = |present: bool, e: Emulation| {
        if !present {
            Some(Why::Missing)
        } else if config.emulates(e) {
            Some(Why::Emulated)
        } else {
            None
        }
    };
    let clip = why(has("shaderClipDistance"), Emulation::ClipDistance)
        .map(|w| (w, config.clip_distance.unwrap_or_default()));
    let cull = why(has("shaderCullDistance"), Emulation::CullDistance);
    let vertex_ok = |f: u32| {
        // SAFETY: caller; any format value may be asked about.
        let p = unsafe {
            instance.get_physical_device_format_properties(pdev, vk::Format::from_raw(f as i32))
        };
        p.buffer_features
            .contains(vk::FormatFeatureFlags::VERTEX_BUFFER)
    };
    let r32_ok = vertex_ok(Format::R32_UINT.vk());
    let mut scaled = Vec::new();
    for &f in Format::ALL.iter().filter(|f| f.scaled().is_some()) {
        let Some(why) = why(vertex_ok(f.vk()), Emulation::ScaledVertex) else {
            continue;
        };
        let replacement_ok = vertex_ok(f.replacement().vk());
        if !replacement_ok && (f.packed_fields().is_none() || !r32_ok) {
            tracing::warn!(
                device = %name,
                "{}: neither it nor {} is a vertex format of the driver; not repaired",
                f.name(),
                f.replacement().name()
            );
            continue;
        }
        scaled.push(ScaledFormat {
            format: f,
            replacement_ok,
            why,
        });
    }
    let bc = why(has("textureCompressionBC"), Emulation::Bc)
        // SAFETY: caller.
        .and_then(|w| unsafe { super::bc::Caps::probe(instance, pdev, w, &name) });
    let placed = why(
        caps.has_extension(c"VK_EXT_map_memory_placed"),
        Emulation::PlacedMemory,
    );
    let active = Active {
        clip,
        cull,
        scaled,
        bc,
        placed,
        fixes: config.shader_fixes(&name),
    };
    let mut shown_names: Vec<String> = Vec::new();
    if active.clip.is_some() {
        shown_names.push("VkPhysicalDeviceFeatures.shaderClipDistance".into());
    }
    if active.cull.is_some() {
        shown_names.push("VkPhysicalDeviceFeatures.shaderCullDistance".into());
    }
    if active.bc.is_some() {
        shown_names.push("VkPhysicalDeviceFeatures.textureCompressionBC".into());
    }
    let reported: Vec<String> = config
        .report_features
        .iter()
        .filter(|n| caps.features.is_enabled(n) != Some(true))
        .cloned()
        .collect();
    shown_names.extend(reported);
    // Config::validate checked every report_features name; the repairs' names are fixed.
    let shown = FeatureMask::new(&shown_names, &[]).unwrap_or_else(|e| {
        tracing::error!("feature names do not resolve: {e}");
        FeatureMask::default()
    });
    let mut request = caps.features.clone();
    for (f, _) in shown.entries() {
        request.set(*f, false);
    }
    let mut hidden_extensions = Vec::new();
    if active.shaders() {
        hidden_extensions.extend_from_slice(SHADER_BYPASS);
    }
    if !active.scaled.is_empty() {
        hidden_extensions.extend_from_slice(VERTEX_INPUT_BYPASS);
    }
    if active.bc.is_some() {
        hidden_extensions.extend_from_slice(super::bc::BYPASS);
    }
    hidden_extensions.retain(|e| caps.has_extension(e));
    let l = &props.limits;
    let mut components = l
        .max_vertex_output_components
        .min(l.max_fragment_input_components);
    if l.max_geometry_output_components > 0 {
        components = components.min(l.max_geometry_output_components);
    }
    if l.max_tessellation_evaluation_output_components > 0 {
        components = components.min(l.max_tessellation_evaluation_output_components);
    }
    Ok(Physical {
        max_varyings: components / 4,
        name,
        caps,
        active,
        request,
        shown,
        shown_names,
        hidden_extensions,
    })
}
