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
//! Rewritten modules are cached per device by a hash of the SPIR-V (XXH3-128) and the edit
//! (the words are compared on a hit), created on the driver once, and destroyed with the
//! device. A rewrite or distance plan not in that cache is looked up on disk
//! ([`super::spirv_cache`], where the device has a store) before the passes run, and what
//! the passes make is added there. A stage that a pass refuses goes to the driver as it was,
//! with a warning (once per module and edit) and a count in the stats.

use std::sync::Arc;

use ash::vk::{self, Handle};
use rustc_hash::FxHashMap;
use spirv_patch::dxvkfix::{self, Varying};
use spirv_patch::{Format, Module, Scratch};
use vk_wire::args;

use super::spirv_cache::{self, Store, file as disk};
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
    hash: u128,
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

/// A module's words and their hash.
type Words = (Arc<[u32]>, u128);

/// One device's side data.
pub struct Device {
    /// What the device's physical device lacks and gets.
    pub physical: Arc<Physical>,
    ash: ash::Device,
    /// The application's shader modules' SPIR-V and its hash, by the driver's handle.
    modules: FxHashMap<u64, Words>,
    /// The distance plans of stage sets seen (by stage and module hash): a pipeline made
    /// again from the same modules is planned once.
    plans: FxHashMap<Vec<(u32, u128)>, Result<super::clip::Plan, spirv_patch::Error>>,
    /// Rewritten modules. `Err` remembers a refusal, so that it is not tried again.
    patched: FxHashMap<Key, Result<Patched, spirv_patch::Error>>,
    /// The output interfaces of modules (by hash) that fragment inputs are widened to.
    interfaces: FxHashMap<u128, Result<Vec<Varying>, spirv_patch::Error>>,
    /// The device was created with robust image access (`robustImageAccess` or
    /// `robustImageAccess2`): the image bound-check fix may run.
    pub robust_images: bool,
    /// Buffers the rewrites of one miss leave for the next.
    scratch: Scratch,
    /// Rewrites and plans on disk ([`super::spirv_cache`]); `None` when the pipeline cache
    /// is off.
    disk: Option<Store>,
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
fn hash_words(words: &[u32]) -> u128 {
    spirv_cache::hash_words(words)
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
            disk: None,
        }
    }

    /// Gives the device a store of rewrites on disk: looked up on a miss, added to as the
    /// passes run, saved when due and when the device goes away.
    pub fn set_disk(&mut self, store: Store) {
        self.disk = Some(store);
    }

    /// The device's store of rewrites on disk.
    pub fn disk(&self) -> Option<&Store> {
        self.disk.as_ref()
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
        if let Some(mut d) = self.disk {
            d.save();
        }
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
    unsafe fn stage_words(&self, stage: &vk::PipelineShaderStageCreateInfo<'_>) -> Option<Words> {
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

    /// Rewrites `words` by `edit`, or finds the rewrite in the cache, or on disk. `analysed`
    /// is the module of `words` as the distance plan analysed it, if it did now.
    fn patch(
        &mut self,
        (words, hash): &Words,
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
            let disk_key = self
                .disk
                .as_ref()
                .map(|_| disk::rewrite_key(*hash, words.len(), edit));
            let kept = disk_key
                .as_ref()
                .zip(self.disk.as_ref())
                .and_then(|(k, d)| d.rewrite(k));
            let made = match kept {
                Some(r) => {
                    let made = self.made(words, r.changed, r.formats, r.words);
                    if made.is_ok() {
                        stats.rewrites_from_disk += 1;
                    }
                    made
                }
                None => {
                    let made = run_passes(words, edit, analysed, &mut self.scratch).and_then(
                        |(out, formats, changed, fixes)| {
                            let p = self.made(words, changed, formats, out)?;
                            if changed {
                                stats.modules_patched += 1;
                                stats.fixes_applied += fixes;
                            }
                            Ok(p)
                        },
                    );
                    if let (Ok(p), Some(k), Some(d)) = (&made, disk_key, self.disk.as_mut()) {
                        let changed = !p.module.is_null();
                        let value = disk::encode_rewrite(changed, &p.formats, &p.words);
                        d.insert(disk::Kind::Rewrite, k, &value);
                    }
                    made
                }
            };
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

    /// The cache entry of a rewrite of `original`: none to make where the passes changed
    /// nothing, else the module of `out` (checked by the validator, if one is set) created on
    /// the driver.
    fn made(
        &self,
        original: &Arc<[u32]>,
        changed: bool,
        formats: Vec<(u32, Format)>,
        out: Vec<u32>,
    ) -> Result<Patched, spirv_patch::Error> {
        if !changed {
            return Ok(Patched {
                original: original.clone(),
                words: Vec::new(),
                module: vk::ShaderModule::null(),
                formats,
            });
        }
        super::validate::check_module(&out, original)?;
        let info = vk::ShaderModuleCreateInfo::default().code(&out);
        // SAFETY: a live device; the code is a module the passes produced (now or in an
        // earlier run, kept on disk).
        let module = unsafe { self.ash.create_shader_module(&info, None) }.map_err(|e| {
            tracing::warn!("vkCreateShaderModule of a rewritten module failed: {e}");
            spirv_patch::Error::Internal("the driver refused the rewritten module")
        })?;
        Ok(Patched {
            original: original.clone(),
            words: out,
            module,
            formats,
        })
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
        if let Some(d) = self.disk.as_mut()
            && d.save_due()
        {
            d.save();
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
            let words: Vec<Option<Words>> = stages
                .iter()
                // SAFETY: caller: decoded stages.
                .map(|s| unsafe { self.stage_words(s) })
                .collect();
            let key: Vec<(u32, u128)> = stages
                .iter()
                .zip(&words)
                .map(|(s, w)| (s.stage.as_raw(), w.as_ref().map_or(0, |w| w.1)))
                .collect();
            let plan = match self.plans.get(&key) {
                Some(p) => p.clone(),
                None => {
                    let p = self.plan_distances(&active, stages, &words, &mut analysed, stats);
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

    /// The distance plan of a pipeline's `stages` (their modules' `words`): from disk where
    /// the store has it, else made now (`analysed` gets the modules the plan analysed) and
    /// added to the store.
    fn plan_distances(
        &mut self,
        active: &super::caps::Active,
        stages: &[vk::PipelineShaderStageCreateInfo<'static>],
        words: &[Option<Words>],
        analysed: &mut super::clip::Analysed,
        stats: &mut RepairStats,
    ) -> Result<super::clip::Plan, spirv_patch::Error> {
        let disk_key = self.disk.as_ref().map(|_| {
            let modules: Vec<(u32, u128, usize)> = stages
                .iter()
                .zip(words)
                .map(|(s, w)| {
                    let (hash, len) = w.as_ref().map_or((0, 0), |w| (w.1, w.0.len()));
                    (s.stage.as_raw(), hash, len)
                })
                .collect();
            let mode = match active.clip.map(|(_, m)| m).unwrap_or_default() {
                crate::config::ClipMode::Strip => 0,
                crate::config::ClipMode::Emulate => 1,
            };
            disk::plan_key(
                &modules,
                self.physical.max_varyings,
                active.clip.is_some(),
                active.cull.is_some(),
                mode,
            )
        });
        let kept = disk_key
            .as_ref()
            .zip(self.disk.as_ref())
            .and_then(|(k, d)| d.plan(k))
            .filter(|p| p.edits.iter().all(|&(i, _)| i < stages.len()));
        if let Some(plan) = kept {
            stats.plans_from_disk += 1;
            return Ok(plan);
        }
        let only: Vec<Option<&[u32]>> = words.iter().map(|w| w.as_ref().map(|w| &*w.0)).collect();
        let p = super::clip::plan(
            active,
            stages,
            &only,
            self.physical.max_varyings,
            &mut self.scratch,
        )
        .map(|(plan, stages)| {
            *analysed = stages;
            plan
        });
        if let (Ok(plan), Some(k), Some(d)) = (&p, disk_key, self.disk.as_mut()) {
            d.insert(disk::Kind::Plan, k, &disk::encode_plan(plan));
        }
        p
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
