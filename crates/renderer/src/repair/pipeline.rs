//! Shader repairs at pipeline creation.
//!
//! On a device with shader repairs, every shader module keeps its SPIR-V words (side data).
//! At `vkCreateGraphicsPipelines` the pipeline says what the rewrite depends on (vertex
//! formats, which stages there are), so the stages are rewritten there:
//!
//! - `*SCALED` vertex formats: `spirv_patch::scaled` retypes the vertex shader's inputs and
//!   the attribute's format becomes the `UINT`/`SINT` replacement, or `R32_UINT` with the
//!   fields unpacked in the shader where the replacement is no vertex format of the driver.
//! - Clip and cull distances: see [`super::clip`].
//!
//! Rewritten modules are cached per device by a hash of the SPIR-V and the edit (the words
//! are compared on a hit), created on the driver once, and destroyed with the device.
//! A stage that a pass refuses goes to the driver as it was, with a warning (once per
//! module and edit) and a count in the stats.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

use ash::vk::{self, Handle};
use rustc_hash::{FxHashMap, FxHasher};
use spirv_patch::dxvkfix::{self, Varying};
use spirv_patch::{Format, Module, Scratch};
use vk_wire::args;

use super::{Physical, warn_once};
use crate::stats::RepairStats;

/// What is done to one stage's module.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Edit {
    /// Scaled attributes `(location, format)`, and whether packed formats are unpacked.
    pub scaled: Option<(Vec<(u32, Format)>, bool)>,
    /// Clip and cull distances.
    pub distances: Option<super::clip::StageEdit>,
    /// DXVK fix: the `PointSize` export removed (the pipeline draws no points).
    pub point_size: bool,
    /// DXVK fix: fragment inputs widened to the previous stage's outputs.
    pub widen: Option<Vec<Varying>>,
    /// DXVK fix: bounds checks around image fetches dropped (robust image access).
    pub bound_check: bool,
}

impl Edit {
    fn is_empty(&self) -> bool {
        self.distances.is_none() && self.only_distances()
    }

    /// Whether the edit does nothing but (possibly) the distances.
    fn only_distances(&self) -> bool {
        self.scaled.is_none() && !self.point_size && self.widen.is_none() && !self.bound_check
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    hash: u64,
    len: usize,
    edit: Edit,
}

/// A rewritten module (`module` null: the passes changed nothing, the stage stays as it is,
/// and `words` is empty).
#[derive(Debug)]
struct Patched {
    original: Arc<[u32]>,
    words: Vec<u32>,
    module: vk::ShaderModule,
    /// The format of each scaled location after the rewrite.
    formats: Vec<(u32, Format)>,
}

/// One device's side data.
pub struct Device {
    /// What the device's physical device lacks and gets.
    pub physical: Arc<Physical>,
    ash: ash::Device,
    /// The application's shader modules' SPIR-V and its hash, by the driver's handle.
    modules: FxHashMap<u64, (Arc<[u32]>, u64)>,
    /// The distance plans of stage sets seen (by stage and module hash): a pipeline made
    /// again from the same modules is planned once.
    plans: FxHashMap<Vec<(u32, u64)>, Result<super::clip::Plan, spirv_patch::Error>>,
    /// Rewritten modules. `Err` remembers a refusal, so that it is not tried again.
    patched: FxHashMap<Key, Result<Patched, spirv_patch::Error>>,
    /// The output interfaces of modules (by hash) that fragment inputs are widened to.
    interfaces: FxHashMap<u64, Result<Vec<Varying>, spirv_patch::Error>>,
    /// The device was created with robust image access (`robustImageAccess` or
    /// `robustImageAccess2`): the image bound-check fix may run.
    pub robust_images: bool,
    /// Buffers the rewrites of one miss leave for the next.
    scratch: Scratch,
}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("physical", &self.physical.name)
            .field("modules", &self.modules.len())
            .field("patched", &self.patched.len())
            .finish()
    }
}

/// What a pipeline creation's rewrite owns while the driver runs: stage arrays that replace
/// the application's (a stage was added).
#[derive(Debug, Default)]
pub struct Owned {
    _stages: Vec<vk::PipelineShaderStageCreateInfo<'static>>,
}

/// The hash of a module's words.
fn hash_words(words: &[u32]) -> u64 {
    let mut h = FxHasher::default();
    words.hash(&mut h);
    h.finish()
}

/// A slice of `n` elements at `p`, empty when `p` is null or `n` is 0.
///
/// # Safety
/// `p` is null or valid for `n` elements, writable, for the returned lifetime.
pub(crate) unsafe fn slice_mut<'a, T>(p: *const T, n: u32) -> &'a mut [T] {
    if p.is_null() || n == 0 {
        &mut []
    } else {
        // SAFETY: caller.
        unsafe { std::slice::from_raw_parts_mut(p.cast_mut(), n as usize) }
    }
}

impl Device {
    /// Side data for a device created on `physical`.
    pub fn new(physical: Arc<Physical>, ash: ash::Device) -> Device {
        Device {
            physical,
            ash,
            modules: FxHashMap::default(),
            plans: FxHashMap::default(),
            patched: FxHashMap::default(),
            interfaces: FxHashMap::default(),
            robust_images: false,
            scratch: Scratch::new(),
        }
    }

    /// Keeps the SPIR-V of a new module, if the device has shader repairs.
    ///
    /// # Safety
    /// `info` is the decoded create info (its code checked against its size by the decoder).
    pub unsafe fn keep_module(
        &mut self,
        info: &vk::ShaderModuleCreateInfo<'_>,
        m: vk::ShaderModule,
    ) {
        if !self.physical.active.shaders() || m.is_null() {
            return;
        }
        // SAFETY: caller.
        if let Some(words) = unsafe { code(info) } {
            let hash = hash_words(&words);
            self.modules.insert(m.as_raw(), (words.into(), hash));
        }
    }

    /// Forgets a destroyed module.
    pub fn forget_module(&mut self, m: vk::ShaderModule) {
        self.modules.remove(&m.as_raw());
    }

    /// Empties the caches of distance plans and rewritten modules (destroying the modules),
    /// so that the next pipeline creation plans and rewrites again, as one from modules not
    /// seen before does: what a pipeline costs on a cache miss (the `pipelines` bench).
    ///
    /// # Safety
    /// No pipeline creation uses the modules.
    pub unsafe fn clear_cache(&mut self) {
        self.plans.clear();
        for (_, p) in self.patched.drain() {
            if let Ok(p) = p {
                // SAFETY: made on this device by `patch`; caller.
                unsafe { self.ash.destroy_shader_module(p.module, None) };
            }
        }
    }

    /// Destroys the rewritten modules; called before the device is destroyed.
    ///
    /// # Safety
    /// The device is live and no pipeline creation uses the modules.
    pub unsafe fn destroy(self) {
        for p in self.patched.into_values().flatten() {
            // SAFETY: made on this device by `patch`; caller.
            unsafe { self.ash.destroy_shader_module(p.module, None) };
        }
    }

    /// The words of a stage's module: its kept side data, or the `VkShaderModuleCreateInfo`
    /// in the stage's chain.
    ///
    /// # Safety
    /// `stage` is a decoded stage create info.
    unsafe fn stage_words(
        &self,
        stage: &vk::PipelineShaderStageCreateInfo<'_>,
    ) -> Option<(Arc<[u32]>, u64)> {
        if !stage.module.is_null() {
            return self.modules.get(&stage.module.as_raw()).cloned();
        }
        // SAFETY: caller: a decoded chain.
        let info = unsafe { chained_module(stage) }?;
        // SAFETY: as above.
        let words = unsafe { code(&*info) }?;
        let hash = hash_words(&words);
        Some((words.into(), hash))
    }

    /// Rewrites `words` by `edit`, or finds the rewrite in the cache. `analysed` is the
    /// module of `words` as the distance plan analysed it, if it did now.
    fn patch(
        &mut self,
        (words, hash): &(Arc<[u32]>, u64),
        edit: &Edit,
        analysed: Option<spirv_patch::clipemu::Stage>,
        stats: &mut RepairStats,
    ) -> Result<&Patched, spirv_patch::Error> {
        let key = Key {
            hash: *hash,
            len: words.len(),
            edit: edit.clone(),
        };
        let hit = matches!(self.patched.get(&key), Some(Ok(p)) if *p.original == **words)
            || matches!(self.patched.get(&key), Some(Err(_)));
        if !hit {
            let made = run_passes(words, edit, analysed, &mut self.scratch).and_then(
                |(out, formats, changed, fixes)| {
                    if !changed {
                        return Ok(Patched {
                            original: words.clone(),
                            words: Vec::new(),
                            module: vk::ShaderModule::null(),
                            formats,
                        });
                    }
                    check_module(&out, words)?;
                    let info = vk::ShaderModuleCreateInfo::default().code(&out);
                    // SAFETY: a live device; the code is a module the passes produced.
                    let module =
                        unsafe { self.ash.create_shader_module(&info, None) }.map_err(|e| {
                            tracing::warn!(
                                "vkCreateShaderModule of a rewritten module failed: {e}"
                            );
                            spirv_patch::Error::Internal("the driver refused the rewritten module")
                        })?;
                    stats.modules_patched += 1;
                    stats.fixes_applied += fixes;
                    Ok(Patched {
                        original: words.clone(),
                        words: out,
                        module,
                        formats,
                    })
                },
            );
            if let Some(Ok(old)) = self.patched.insert(key.clone(), made)
                && !old.module.is_null()
            {
                // A hash collision with another module: the new entry replaced it. The old
                // module may only be in use by a pipeline creation that already returned.
                // SAFETY: made on this device by this function.
                unsafe { self.ash.destroy_shader_module(old.module, None) };
            }
        }
        match self.patched.get(&key) {
            Some(Ok(p)) => Ok(p),
            Some(Err(e)) => Err(e.clone()),
            None => Err(spirv_patch::Error::Internal("patch cache lost an entry")),
        }
    }

    /// Rewrites the create infos of a `vkCreateGraphicsPipelines` for the device's repairs.
    ///
    /// # Safety
    /// `x` holds decoded arguments whose create infos, stage arrays and vertex input states
    /// live in the decoder's writable arena.
    pub unsafe fn before_pipelines(
        &mut self,
        x: &args::CreateGraphicsPipelines,
        stats: &mut RepairStats,
    ) -> Vec<Owned> {
        let mut owned = Vec::new();
        // SAFETY: caller.
        let infos = unsafe { slice_mut(x.p_create_infos, x.create_info_count) };
        for info in infos {
            // SAFETY: caller.
            if let Some(o) = unsafe { self.repair_pipeline(info, stats) } {
                owned.push(o);
            }
        }
        owned
    }

    /// # Safety
    /// As for [`Device::before_pipelines`], for one create info.
    unsafe fn repair_pipeline(
        &mut self,
        info: &mut vk::GraphicsPipelineCreateInfo<'static>,
        stats: &mut RepairStats,
    ) -> Option<Owned> {
        if info.flags.contains(vk::PipelineCreateFlags::LIBRARY_KHR) {
            // Pipeline libraries are hidden while shader repairs are active.
            warn_once("library pipeline".into(), || {
                "vkCreateGraphicsPipelines: a pipeline library is not repaired".into()
            });
            return None;
        }
        let active = self.physical.active.clone();
        let mut repaired = false;
        let mut owned = None;
        // SAFETY: caller: the stages live in the writable arena.
        let stages = unsafe { slice_mut(info.p_stages, info.stage_count) };
        let mut edits: Vec<Edit> = vec![Edit::default(); stages.len()];
        // The modules the distance plan analysed, when it was made now (not found cached).
        let mut analysed = super::clip::Analysed::new();
        // `*SCALED` vertex attributes.
        let mut attrs: &mut [vk::VertexInputAttributeDescription] = &mut [];
        if !active.scaled.is_empty() && !info.p_vertex_input_state.is_null() {
            // SAFETY: caller: a decoded vertex input state in the arena.
            let vi = unsafe { &*info.p_vertex_input_state };
            // SAFETY: as above.
            attrs = unsafe {
                slice_mut(
                    vi.p_vertex_attribute_descriptions,
                    vi.vertex_attribute_description_count,
                )
            };
            let scaled: Vec<(u32, Format)> = attrs
                .iter()
                .filter_map(|d| active.scaled(d.format).map(|s| (d.location, s.format)))
                .collect();
            let vertex = stages
                .iter()
                .position(|s| s.stage == vk::ShaderStageFlags::VERTEX);
            if let (false, Some(v)) = (scaled.is_empty(), vertex) {
                let unpack = scaled.iter().any(|&(_, f)| {
                    active
                        .scaled
                        .iter()
                        .any(|s| s.format == f && !s.replacement_ok)
                });
                edits[v].scaled = Some((scaled, unpack));
            }
        }
        // Clip and cull distances.
        if active.clip.is_some() || active.cull.is_some() {
            let words: Vec<Option<(Arc<[u32]>, u64)>> = stages
                .iter()
                // SAFETY: caller: decoded stages.
                .map(|s| unsafe { self.stage_words(s) })
                .collect();
            let key: Vec<(u32, u64)> = stages
                .iter()
                .zip(&words)
                .map(|(s, w)| (s.stage.as_raw(), w.as_ref().map_or(0, |w| w.1)))
                .collect();
            let plan = match self.plans.get(&key) {
                Some(p) => p.clone(),
                None => {
                    let only: Vec<Option<&[u32]>> =
                        words.iter().map(|w| w.as_ref().map(|w| &*w.0)).collect();
                    let p = super::clip::plan(
                        &active,
                        stages,
                        &only,
                        self.physical.max_varyings,
                        &mut self.scratch,
                    )
                    .map(|(plan, stages)| {
                        analysed = stages;
                        plan
                    });
                    self.plans.insert(key, p.clone());
                    p
                }
            };
            match plan {
                Ok(plan) => {
                    for (i, e) in plan.edits {
                        edits[i].distances = Some(e);
                    }
                    if let Some(fragment) = plan.add_fragment {
                        match self.added_fragment(&fragment, stats) {
                            Ok(module) => {
                                let mut all = stages.to_vec();
                                all.push(
                                    vk::PipelineShaderStageCreateInfo::default()
                                        .stage(vk::ShaderStageFlags::FRAGMENT)
                                        .module(module)
                                        .name(c"main"),
                                );
                                info.stage_count = all.len() as u32;
                                info.p_stages = all.as_ptr();
                                stats.fragment_stages_added += 1;
                                repaired = true;
                                owned = Some(Owned { _stages: all });
                            }
                            Err(e) => refuse(stats, "an added fragment stage", &e),
                        }
                    }
                }
                Err(e) => refuse(stats, "clip or cull distances", &e),
            }
        }
        // SAFETY: caller: decoded stages and states.
        unsafe { self.plan_fixes(&active, info, stages, &mut edits, stats) };
        for (i, edit) in edits.iter().enumerate() {
            if edit.is_empty() {
                continue;
            }
            let stage = &mut stages[i];
            // SAFETY: caller: a decoded stage.
            let Some(words) = (unsafe { self.stage_words(stage) }) else {
                refuse(
                    stats,
                    "a stage",
                    &spirv_patch::Error::Unsupported("the stage's module is not known"),
                );
                continue;
            };
            let stage_analysed = analysed
                .iter()
                .position(|a| a.0 == i)
                .map(|at| analysed.swap_remove(at).1);
            let patched = match self.patch(&words, edit, stage_analysed, stats) {
                Ok(p) if p.module.is_null() => continue,
                Ok(p) => p,
                Err(e) => {
                    refuse(stats, stage_name(stage.stage), &e);
                    continue;
                }
            };
            // SAFETY: caller: a decoded stage in the writable arena.
            unsafe { point_stage(stage, patched) };
            for &(location, format) in &patched.formats {
                for d in attrs.iter_mut().filter(|d| d.location == location) {
                    d.format = vk::Format::from_raw(format.vk() as i32);
                }
            }
            repaired = true;
        }
        if repaired {
            stats.pipelines_repaired += 1;
        }
        owned
    }

    /// The DXVK shader fixes of one pipeline ([`crate::config::ShaderFix`]): which stage gets
    /// which, where each is safe.
    ///
    /// # Safety
    /// As for [`Device::before_pipelines`]: `info` and `stages` are decoded.
    unsafe fn plan_fixes(
        &mut self,
        active: &super::caps::Active,
        info: &vk::GraphicsPipelineCreateInfo<'static>,
        stages: &[vk::PipelineShaderStageCreateInfo<'static>],
        edits: &mut [Edit],
        stats: &mut RepairStats,
    ) {
        use crate::config::ShaderFix;
        let pre_raster = |s: vk::ShaderStageFlags| {
            s == vk::ShaderStageFlags::VERTEX
                || s == vk::ShaderStageFlags::TESSELLATION_CONTROL
                || s == vk::ShaderStageFlags::TESSELLATION_EVALUATION
                || s == vk::ShaderStageFlags::GEOMETRY
        };
        if active.fix(ShaderFix::PointSize) {
            // Only where the pipeline draws no points: a point topology or polygon mode needs
            // the size (so does an unknown one).
            // SAFETY: caller: null or decoded states.
            let (ia, rs) = unsafe {
                (
                    info.p_input_assembly_state.as_ref(),
                    info.p_rasterization_state.as_ref(),
                )
            };
            let points = ia.is_none_or(|ia| ia.topology == vk::PrimitiveTopology::POINT_LIST)
                || rs.is_none_or(|rs| rs.polygon_mode == vk::PolygonMode::POINT);
            if !points {
                for (e, s) in edits.iter_mut().zip(stages) {
                    e.point_size |= pre_raster(s.stage);
                }
            }
        }
        if active.fix(ShaderFix::WidenInputs) {
            let fragment = stages
                .iter()
                .position(|s| s.stage == vk::ShaderStageFlags::FRAGMENT);
            let producer = [
                vk::ShaderStageFlags::GEOMETRY,
                vk::ShaderStageFlags::TESSELLATION_EVALUATION,
                vk::ShaderStageFlags::VERTEX,
            ]
            .iter()
            .find_map(|&k| stages.iter().position(|s| s.stage == k));
            if let (Some(f), Some(p)) = (fragment, producer)
                // SAFETY: caller: a decoded stage.
                && let Some((words, hash)) = unsafe { self.stage_words(&stages[p]) }
            {
                let interface = self.interfaces.entry(hash).or_insert_with(|| {
                    let m = Module::from_words(words.to_vec())?;
                    dxvkfix::stage_interface(&m, spirv::StorageClass::Output)
                });
                match interface {
                    Ok(i) => edits[f].widen = Some(i.clone()),
                    Err(e) => refuse(stats, "the previous stage's outputs", &e.clone()),
                }
            }
        }
        if active.fix(ShaderFix::ImageBoundCheck) && self.robust_images {
            for e in edits.iter_mut() {
                e.bound_check = true;
            }
        }
    }

    /// The module of an added fragment stage for `slots`, from the cache.
    fn added_fragment(
        &mut self,
        fragment: &Arc<[u32]>,
        stats: &mut RepairStats,
    ) -> Result<vk::ShaderModule, spirv_patch::Error> {
        let hash = hash_words(fragment);
        self.patch(&(fragment.clone(), hash), &Edit::default(), None, stats)
            .map(|p| p.module)
    }
}

/// Points a stage at a rewritten module: its `module`, or the code of the
/// `VkShaderModuleCreateInfo` in its chain when the stage has no module.
///
/// # Safety
/// `stage` is a decoded stage in writable memory; `p` outlives the driver call (the cache
/// keeps it until the device is destroyed).
unsafe fn point_stage(stage: &mut vk::PipelineShaderStageCreateInfo<'static>, p: &Patched) {
    if !stage.module.is_null() {
        stage.module = p.module;
        return;
    }
    // SAFETY: caller.
    if let Some(info) = unsafe { chained_module(stage) } {
        // SAFETY: the chain lives in the writable arena (caller).
        unsafe {
            (*info).code_size = p.words.len() * 4;
            (*info).p_code = p.words.as_ptr();
        }
    }
}

/// The `VkShaderModuleCreateInfo` in a stage's chain.
///
/// # Safety
/// `stage`'s chain is valid.
unsafe fn chained_module(
    stage: &vk::PipelineShaderStageCreateInfo<'_>,
) -> Option<*mut vk::ShaderModuleCreateInfo<'static>> {
    let mut next = stage.p_next.cast::<vk::BaseInStructure<'static>>();
    for _ in 0..ext_inject::ChainLimits::default().max_len {
        if next.is_null() {
            return None;
        }
        // SAFETY: a structure of the chain (caller).
        let s = unsafe { &*next };
        if s.s_type == vk::StructureType::SHADER_MODULE_CREATE_INFO {
            return Some(next.cast_mut().cast());
        }
        next = s.p_next;
    }
    None
}

/// The words of a shader module create info.
///
/// # Safety
/// `info`'s code is valid for `code_size` bytes.
unsafe fn code(info: &vk::ShaderModuleCreateInfo<'_>) -> Option<Vec<u32>> {
    if info.p_code.is_null() || info.code_size % 4 != 0 || info.code_size == 0 {
        return None;
    }
    // SAFETY: caller.
    Some(unsafe { std::slice::from_raw_parts(info.p_code, info.code_size / 4) }.to_vec())
}

fn stage_name(s: vk::ShaderStageFlags) -> &'static str {
    match s {
        vk::ShaderStageFlags::VERTEX => "a vertex stage",
        vk::ShaderStageFlags::TESSELLATION_CONTROL => "a tessellation control stage",
        vk::ShaderStageFlags::TESSELLATION_EVALUATION => "a tessellation evaluation stage",
        vk::ShaderStageFlags::GEOMETRY => "a geometry stage",
        vk::ShaderStageFlags::FRAGMENT => "a fragment stage",
        _ => "a stage",
    }
}

fn refuse(stats: &mut RepairStats, what: &str, e: &spirv_patch::Error) {
    stats.refused += 1;
    warn_once(format!("refused {what}: {e}"), || {
        format!(
            "vkCreateGraphicsPipelines: {what} is not repaired ({e}); the driver gets it as it is"
        )
    });
}

/// The validator every rewritten module goes through before the driver gets it, when
/// `VKRELAY_SPIRV_VAL` names one (e.g. `spirv-val`; a test mode: it runs a process per
/// module). Unset or empty: none.
fn validator() -> Option<&'static str> {
    static V: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    V.get_or_init(|| {
        std::env::var("VKRELAY_SPIRV_VAL")
            .ok()
            .filter(|v| !v.is_empty())
    })
    .as_deref()
}

/// Runs [`validator`] on a rewritten module: a module it rejects is refused (the stage goes
/// to the driver as it was), with the validator's message in the log.
///
/// The validator is run with its default rules for Vulkan 1.3, which are stricter than a
/// device that enabled `scalarBlockLayout`, `uniformBufferStandardLayout` or
/// `workgroupMemoryExplicitLayout` (zink's modules use them). So a rejected rewrite is
/// judged against its `original`: when the validator rejects the original module with the
/// same message, the repair did not cause it, and the rewrite is accepted (logged). Only an
/// error the rewrite brought in refuses it.
fn check_module(words: &[u32], original: &[u32]) -> Result<(), spirv_patch::Error> {
    match validator() {
        Some(tool) => check_with(tool, words, original),
        None => Ok(()),
    }
}

/// [`check_module`] with the validator `tool`.
fn check_with(tool: &str, words: &[u32], original: &[u32]) -> Result<(), spirv_patch::Error> {
    let rewritten = match validate(tool, words) {
        Ok(None) => {
            tracing::info!("{tool} accepted a rewritten module ({} words)", words.len());
            return Ok(());
        }
        Ok(Some(message)) => message,
        Err(e) => {
            tracing::error!("cannot run {tool} on a rewritten module: {e}");
            return Err(spirv_patch::Error::Internal("the validator could not run"));
        }
    };
    match validate(tool, original) {
        Ok(Some(before)) if first_error(&before) == first_error(&rewritten) => {
            tracing::info!(
                "{tool} rejects the application's module as it rejects the rewrite, so the \
                 repair did not cause it ({} words): {}",
                words.len(),
                first_error(&rewritten)
            );
            Ok(())
        }
        before => {
            let before = match before {
                Ok(None) => "it accepts the original".to_string(),
                Ok(Some(m)) => format!("the original: {}", first_error(&m)),
                Err(e) => format!("the original could not be checked: {e}"),
            };
            tracing::error!("{tool} rejected a rewritten module: {rewritten} ({before})");
            Err(spirv_patch::Error::Internal(
                "the validator rejected the rewritten module",
            ))
        }
    }
}

/// The validator's first error line with its numbers (line, ids, offsets: what a rewrite
/// renumbers) replaced by `#`: the rule it broke and where in kind.
fn first_error(message: &str) -> String {
    let line = message
        .lines()
        .find(|l| l.starts_with("error:"))
        .unwrap_or(message);
    let mut out = String::with_capacity(line.len());
    let mut in_number = false;
    for c in line.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                out.push('#');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(c);
        }
    }
    out
}

/// `None` when `tool` accepts `words` (Vulkan 1.3 rules), else its message.
fn validate(tool: &str, words: &[u32]) -> std::io::Result<Option<String>> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    static N: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("vkrelay-{}-{n}.spv", std::process::id()));
    let run = std::fs::write(&path, &bytes).and_then(|()| {
        std::process::Command::new(tool)
            .args(["--target-env", "vulkan1.3"])
            .arg(&path)
            .output()
    });
    let _ = std::fs::remove_file(&path);
    let out = run?;
    if out.status.success() {
        return Ok(None);
    }
    let mut message = String::from_utf8_lossy(&out.stderr).trim().to_string();
    if message.is_empty() {
        message = String::from_utf8_lossy(&out.stdout).trim().to_string();
    }
    Ok(Some(message))
}

/// A rewritten module's words, each scaled location's new format, whether anything changed,
/// and how many DXVK fixes changed it.
type Rewritten = (Vec<u32>, Vec<(u32, Format)>, bool, u64);

/// Runs the passes of `edit` on `words`: the DXVK fixes first, then the repairs. A stage
/// whose only edit is the distances' runs on `analysed`, the module of `words` as the
/// distance plan analysed it, when there is one. Buffers come from `scratch`.
fn run_passes(
    words: &[u32],
    edit: &Edit,
    analysed: Option<spirv_patch::clipemu::Stage>,
    scratch: &mut Scratch,
) -> Result<Rewritten, spirv_patch::Error> {
    if let (true, Some(stage), Some(d)) = (edit.only_distances(), analysed, &edit.distances)
        && let Some(m) = super::clip::run_analysed(stage, d, scratch)
    {
        return Ok((m?.into_words(), Vec::new(), true, 0));
    }
    let mut m = scratch.module(words)?;
    let mut formats = Vec::new();
    // An empty edit is an added fragment stage's module: made as it is.
    let mut fixes = 0;
    if let Some(producer) = &edit.widen {
        fixes += u64::from(dxvkfix::widen_inputs(&mut m, producer)?.changed);
    }
    if edit.point_size {
        fixes += u64::from(dxvkfix::remove_point_size(&mut m)?.changed);
    }
    if edit.bound_check {
        fixes += u64::from(dxvkfix::remove_image_bound_check(&mut m)?.changed);
    }
    let changed = edit.is_empty() || fixes > 0 || edit.scaled.is_some() || edit.distances.is_some();
    if let Some((attributes, unpack_packed)) = &edit.scaled {
        let opts = spirv_patch::scaled::Options {
            attributes: attributes.clone(),
            unpack_packed: *unpack_packed,
        };
        let r = spirv_patch::scaled::pass(&mut m, &opts)?;
        formats = r.replacements.iter().map(|r| (r.location, r.to)).collect();
    }
    if let Some(d) = &edit.distances {
        super::clip::run(&mut m, d)?;
    }
    Ok((m.into_words(), formats, changed, fixes))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SPIR-V of vertex shader `src` (glslangValidator, Vulkan 1.3).
    fn compile(src: &str) -> Vec<u32> {
        static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("vkrelay-check-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (glsl, spv) = (dir.join("s.vert"), dir.join("s.spv"));
        std::fs::write(&glsl, src).unwrap();
        let out = std::process::Command::new("glslangValidator")
            .args(["-V", "--target-env", "vulkan1.3", "-o"])
            .arg(&spv)
            .arg(&glsl)
            .output()
            .expect("glslangValidator (glslang-tools) runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        let bytes = std::fs::read(&spv).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    /// A uniform block in the scalar layout (`vec3` at offset 12): valid on a device with
    /// `scalarBlockLayout`, rejected by spirv-val's default Vulkan 1.3 rules, as zink's are.
    const SCALAR: &str = "#version 450\n#extension GL_EXT_scalar_block_layout : require\n\
        layout(scalar, binding = 0) uniform U { vec3 a; vec3 c; float b; } u;\n\
        void main() { gl_Position = vec4(u.a + u.c, u.b); EXTRA }\n";

    #[test]
    fn a_rewrite_is_refused_only_for_an_error_its_original_did_not_have() {
        let original = compile(&SCALAR.replace("EXTRA", ""));
        // The same layout, with more code: other ids and line numbers, the same broken rule.
        let rewrite = compile(&SCALAR.replace("EXTRA", "gl_PointSize = u.b * 2.0;"));
        assert_ne!(original, rewrite);
        let message = validate("spirv-val", &rewrite)
            .unwrap()
            .expect("spirv-val rejects it");
        assert!(message.contains("straddling"), "{message}");
        assert!(check_with("spirv-val", &rewrite, &original).is_ok());
        // The same rewrite of a module the validator accepts: the error is the rewrite's.
        let std140 = compile(
            "#version 450\nlayout(binding = 0) uniform U { vec3 a; float b; vec3 c; } u;\n\
             void main() { gl_Position = vec4(u.a + u.c, u.b); }\n",
        );
        assert_eq!(validate("spirv-val", &std140).unwrap(), None);
        assert!(check_with("spirv-val", &rewrite, &std140).is_err());
        assert!(check_with("spirv-val", &std140, &original).is_ok());
    }

    #[test]
    fn first_error_keeps_the_rule_and_drops_the_numbers() {
        let a = "error: line 44: Structure id 17 decorated as Block must follow relaxed \
                 uniform buffer layout rules: member 1 is an improperly straddling vector at offset 12\n  %U = ...";
        let b = "error: line 61: Structure id 23 decorated as Block must follow relaxed \
                 uniform buffer layout rules: member 1 is an improperly straddling vector at offset 12";
        assert_eq!(first_error(a), first_error(b));
        assert!(first_error(a).contains("straddling vector"));
        assert_ne!(
            first_error(a),
            first_error("error: line 3: Invalid storage class")
        );
    }
}
