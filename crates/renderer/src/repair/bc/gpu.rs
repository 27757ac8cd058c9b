//! The GPU decode path: an upload into an emulated image is decoded in the command buffer,
//! by `bcn-decode`'s compute shaders, from the image's shadow (where the upload's blocks were
//! just copied, [`super::shadow`]) into a device-local staging buffer, which the driver's copy
//! then reads. It runs where the bytes are when the GPU gets there, so it is right for
//! sources the CPU cannot read (device-local memory) and for sources that earlier GPU work
//! writes.
//!
//! # The application's compute state
//! The decode binds a compute pipeline, a descriptor set and push constants of the
//! renderer's in the application's command buffer. So each command buffer's compute state
//! is tracked while it is recorded ([`ComputeState`]): the last compute pipeline, the
//! compute descriptor-set bindings and the push-constant updates. After the decode they are
//! recorded again, so the application's next dispatch sees what it bound. State the tracker
//! cannot restore (push descriptors, descriptor buffers) makes a GPU decode in that command
//! buffer a refusal with a log line.
//!
//! # Synchronisation
//! Before the dispatches, a barrier makes the shadow copy's writes visible to the compute
//! shader (and orders the staging buffer's writes after earlier transfers that read it);
//! after them, a barrier makes the decoded texels visible to the copy into the image. The
//! application's barriers order the copy against its own work, as for the CPU path.

use ash::vk::{self, Handle};
use bcn_decode::gpu::{self, PushConstants};
use vk_wire::desc::CommandDesc;
use vk_wire::{args, id};

use super::Device;
use super::conv::{self, Shape};
use super::shadow::{self, Blocks};
use crate::repair::pipeline::slice_mut;

/// Why a command was refused.
type Refusal = (vk::Result, String);

/// Most descriptor-set bindings or push-constant updates kept per command buffer.
const MAX_TRACKED: usize = 4096;

/// Descriptor sets per pool of the decoder's.
const SETS_PER_POOL: u32 = 256;

/// One `vkCmdBindDescriptorSets` at the compute bind point.
#[derive(Debug, Clone, PartialEq)]
struct SetsCall {
    layout: vk::PipelineLayout,
    first: u32,
    sets: Vec<vk::DescriptorSet>,
    offsets: Vec<u32>,
}

/// One `vkCmdPushConstants`.
#[derive(Debug, Clone, PartialEq)]
struct PushCall {
    layout: vk::PipelineLayout,
    stages: vk::ShaderStageFlags,
    offset: u32,
    bytes: Vec<u8>,
}

/// The compute state one command buffer's recording has bound so far.
#[derive(Debug, Default)]
pub struct ComputeState {
    pipeline: Option<vk::Pipeline>,
    sets: Vec<SetsCall>,
    push: Vec<PushCall>,
    /// State the tracker cannot record again, by the command that made it.
    untracked: Option<&'static str>,
}

/// Commands [`ComputeState::track`] looks at.
pub fn tracked(command: u32) -> bool {
    matches!(
        command,
        id::CMD_BIND_PIPELINE
            | id::CMD_BIND_DESCRIPTOR_SETS
            | id::CMD_PUSH_CONSTANTS
            | id::CMD_PUSH_DESCRIPTOR_SET_KHR
            | id::CMD_PUSH_DESCRIPTOR_SET_WITH_TEMPLATE_KHR
            | id::CMD_BIND_DESCRIPTOR_BUFFERS_EXT
            | id::CMD_SET_DESCRIPTOR_BUFFER_OFFSETS_EXT
    )
}

impl ComputeState {
    /// Notes what recorded command `cmd` binds.
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`, arrays checked against their counts.
    pub unsafe fn track(&mut self, cmd: &'static CommandDesc, a: *const u8) {
        let compute = vk::PipelineBindPoint::COMPUTE;
        // SAFETY: in every arm the id says what `a` holds (caller).
        unsafe {
            match cmd.id {
                id::CMD_BIND_PIPELINE => {
                    let x = &*a.cast::<args::CmdBindPipeline>();
                    if x.pipeline_bind_point == compute {
                        self.pipeline = Some(x.pipeline);
                    }
                }
                id::CMD_BIND_DESCRIPTOR_SETS => {
                    let x = &*a.cast::<args::CmdBindDescriptorSets>();
                    if x.pipeline_bind_point != compute {
                        return;
                    }
                    let call = SetsCall {
                        layout: x.layout,
                        first: x.first_set,
                        sets: slice_mut(x.p_descriptor_sets, x.descriptor_set_count).to_vec(),
                        offsets: slice_mut(x.p_dynamic_offsets, x.dynamic_offset_count).to_vec(),
                    };
                    // A binding of the same layout over the same or more sets replaces one.
                    let end = |c: &SetsCall| c.first as usize + c.sets.len();
                    if let Some(last) = self.sets.last()
                        && last.layout == call.layout
                        && call.first <= last.first
                        && end(&call) >= end(last)
                    {
                        self.sets.pop();
                    }
                    self.sets.push(call);
                    if self.sets.len() > MAX_TRACKED {
                        self.untracked = Some("more descriptor-set bindings than are tracked");
                    }
                }
                id::CMD_PUSH_CONSTANTS => {
                    let x = &*a.cast::<args::CmdPushConstants>();
                    let call = PushCall {
                        layout: x.layout,
                        stages: x.stage_flags,
                        offset: x.offset,
                        bytes: slice_mut(x.p_values.cast::<u8>(), x.size).to_vec(),
                    };
                    let end = |c: &PushCall| c.offset as usize + c.bytes.len();
                    if let Some(last) = self.push.last()
                        && (last.layout, last.stages) == (call.layout, call.stages)
                        && call.offset <= last.offset
                        && end(&call) >= end(last)
                    {
                        self.push.pop();
                    }
                    self.push.push(call);
                    if self.push.len() > MAX_TRACKED {
                        self.untracked = Some("more push-constant updates than are tracked");
                    }
                }
                id::CMD_PUSH_DESCRIPTOR_SET_KHR => {
                    let x = &*a.cast::<args::CmdPushDescriptorSetKHR>();
                    if x.pipeline_bind_point == compute {
                        self.untracked.get_or_insert(cmd.name);
                    }
                }
                id::CMD_SET_DESCRIPTOR_BUFFER_OFFSETS_EXT => {
                    let x = &*a.cast::<args::CmdSetDescriptorBufferOffsetsEXT>();
                    if x.pipeline_bind_point == compute {
                        self.untracked.get_or_insert(cmd.name);
                    }
                }
                // The template's bind point is not in the command; descriptor buffers
                // replace descriptor sets at every bind point.
                id::CMD_PUSH_DESCRIPTOR_SET_WITH_TEMPLATE_KHR
                | id::CMD_BIND_DESCRIPTOR_BUFFERS_EXT => {
                    self.untracked.get_or_insert(cmd.name);
                }
                _ => {}
            }
        }
    }

    /// Records the tracked state into `cb` again.
    ///
    /// # Safety
    /// `cb` is the command buffer this state was tracked for, recording.
    unsafe fn restore(&self, ash: &ash::Device, cb: vk::CommandBuffer) {
        // SAFETY: caller; each call repeats one the application recorded into `cb`.
        unsafe {
            if let Some(p) = self.pipeline {
                ash.cmd_bind_pipeline(cb, vk::PipelineBindPoint::COMPUTE, p);
            }
            for c in &self.sets {
                ash.cmd_bind_descriptor_sets(
                    cb,
                    vk::PipelineBindPoint::COMPUTE,
                    c.layout,
                    c.first,
                    &c.sets,
                    &c.offsets,
                );
            }
            for p in &self.push {
                ash.cmd_push_constants(cb, p.layout, p.stages, p.offset, &p.bytes);
            }
        }
    }
}

/// The decoder's Vulkan objects on one device, made at the first GPU decode.
#[derive(Debug)]
pub struct Decoder {
    set_layout: vk::DescriptorSetLayout,
    layout: vk::PipelineLayout,
    /// Pools with sets left, the last one in use.
    pools: Vec<vk::DescriptorPool>,
    pipelines: Vec<(gpu::Shader, vk::Pipeline)>,
}

impl Decoder {
    /// # Safety
    /// `ash` is a live device.
    unsafe fn new(ash: &ash::Device) -> Result<Decoder, vk::Result> {
        let bindings = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING].map(|b| {
            vk::DescriptorSetLayoutBinding::default()
                .binding(b)
                .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                .descriptor_count(1)
                .stage_flags(vk::ShaderStageFlags::COMPUTE)
        });
        let range = [vk::PushConstantRange {
            stage_flags: vk::ShaderStageFlags::COMPUTE,
            offset: 0,
            size: size_of::<PushConstants>() as u32,
        }];
        // SAFETY: valid create infos on a live device (caller).
        unsafe {
            let set_layout = ash.create_descriptor_set_layout(
                &vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings),
                None,
            )?;
            let sets = [set_layout];
            let layout = ash
                .create_pipeline_layout(
                    &vk::PipelineLayoutCreateInfo::default()
                        .set_layouts(&sets)
                        .push_constant_ranges(&range),
                    None,
                )
                .inspect_err(|_| ash.destroy_descriptor_set_layout(set_layout, None))?;
            Ok(Decoder {
                set_layout,
                layout,
                pools: Vec::new(),
                pipelines: Vec::new(),
            })
        }
    }

    /// The pipeline of `shader`, made on first use.
    ///
    /// # Safety
    /// `ash` is the live device of this decoder.
    unsafe fn pipeline(
        &mut self,
        ash: &ash::Device,
        shader: gpu::Shader,
    ) -> Result<vk::Pipeline, vk::Result> {
        if let Some((_, p)) = self.pipelines.iter().find(|(s, _)| *s == shader) {
            return Ok(*p);
        }
        // SAFETY: checked SPIR-V of bcn-decode (its build step validates it); valid create
        // infos on a live device (caller).
        unsafe {
            let module = ash.create_shader_module(
                &vk::ShaderModuleCreateInfo::default().code(shader.spirv()),
                None,
            )?;
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(module)
                .name(c"main");
            let info = vk::ComputePipelineCreateInfo::default()
                .stage(stage)
                .layout(self.layout);
            let made = ash.create_compute_pipelines(vk::PipelineCache::null(), &[info], None);
            ash.destroy_shader_module(module, None);
            let p = made.map_err(|(_, e)| e)?[0];
            self.pipelines.push((shader, p));
            Ok(p)
        }
    }

    /// A descriptor set of the decoder's layout, and the pool it came from.
    ///
    /// # Safety
    /// As for [`Decoder::pipeline`].
    unsafe fn set(
        &mut self,
        ash: &ash::Device,
    ) -> Result<(vk::DescriptorPool, vk::DescriptorSet), vk::Result> {
        let layouts = [self.set_layout];
        // SAFETY: caller; pools of this decoder.
        unsafe {
            if let Some(&pool) = self.pools.last() {
                let info = vk::DescriptorSetAllocateInfo::default()
                    .descriptor_pool(pool)
                    .set_layouts(&layouts);
                if let Ok(s) = ash.allocate_descriptor_sets(&info) {
                    return Ok((pool, s[0]));
                }
            }
            let sizes = [vk::DescriptorPoolSize {
                ty: vk::DescriptorType::STORAGE_BUFFER,
                descriptor_count: 2 * SETS_PER_POOL,
            }];
            let pool = ash.create_descriptor_pool(
                &vk::DescriptorPoolCreateInfo::default()
                    .flags(vk::DescriptorPoolCreateFlags::FREE_DESCRIPTOR_SET)
                    .max_sets(SETS_PER_POOL)
                    .pool_sizes(&sizes),
                None,
            )?;
            self.pools.push(pool);
            let info = vk::DescriptorSetAllocateInfo::default()
                .descriptor_pool(pool)
                .set_layouts(&layouts);
            Ok((pool, ash.allocate_descriptor_sets(&info)?[0]))
        }
    }

    /// # Safety
    /// No pending work uses the decoder's objects.
    pub unsafe fn destroy(self, ash: &ash::Device) {
        // SAFETY: caller.
        unsafe {
            for (_, p) in self.pipelines {
                ash.destroy_pipeline(p, None);
            }
            for p in self.pools {
                ash.destroy_descriptor_pool(p, None);
            }
            ash.destroy_pipeline_layout(self.layout, None);
            ash.destroy_descriptor_set_layout(self.set_layout, None);
        }
    }
}

/// Where one region's decoded texels lie in the GPU staging buffer: rows padded to 4 bytes,
/// as the shaders write whole words.
#[derive(Debug, Clone, Copy)]
struct Placed {
    offset: u64,
    pitch: u64,
}

impl Device {
    /// Records the GPU decode of an upload of `regions` into emulated image `image` (of
    /// `shape`), whose blocks were just copied into its shadow `blocks`; returns the staging
    /// buffer and, per region, its offset and row length (texels) there.
    pub(super) fn gpu_decode(
        &mut self,
        cb: u64,
        blocks: vk::Buffer,
        shape: &Shape,
        regions: &[vk::BufferImageCopy],
    ) -> Result<(vk::Buffer, Vec<(u64, u32)>), Refusal> {
        let lost = vk::Result::ERROR_DEVICE_LOST;
        if let Some(why) = self.recordings.get(&cb).and_then(|r| r.compute.untracked) {
            return Err((
                lost,
                format!(
                    "a GPU decode would change compute state the renderer cannot restore \
                     ({why} in this command buffer)"
                ),
            ));
        }
        if let Some(&family) = self.cb_family.get(&cb)
            && !self
                .family_flags
                .get(family as usize)
                .is_some_and(|f| f.contains(vk::QueueFlags::COMPUTE))
        {
            return Err((
                lost,
                format!(
                    "the command buffer's queue family {family} has no compute, which the GPU \
                     decode needs"
                ),
            ));
        }
        let e = shape.emulated;
        let tb = e.texel_bytes();
        let too_big = || {
            (
                vk::Result::ERROR_OUT_OF_DEVICE_MEMORY,
                "a GPU decode of more than 4 GiB of blocks or texels".to_owned(),
            )
        };
        let mut at = 0u64;
        let mut placed = Vec::with_capacity(regions.len());
        for (i, r) in regions.iter().enumerate() {
            let b = Blocks::of(shape, &r.image_subresource, r.image_offset, r.image_extent)
                .ok_or((lost, format!("upload region {i} lies outside the image")))?;
            let pitch = (u64::from(r.image_extent.width) * tb).next_multiple_of(4);
            // Checked: a hostile region list must not wrap the staging size below 4 GiB.
            let len = [r.image_extent.height, b.layers, b.d]
                .into_iter()
                .try_fold(pitch, |v, n| v.checked_mul(u64::from(n)))
                .ok_or_else(too_big)?;
            placed.push(Placed { offset: at, pitch });
            at = conv::align_staging(at.checked_add(len).ok_or_else(too_big)?);
        }
        let shadow_len = shadow::size(shape).unwrap_or(u64::MAX);
        if at > u64::from(u32::MAX) || shadow_len > u64::from(u32::MAX) {
            return Err(too_big());
        }
        let mut pushes = Vec::new();
        for (i, (r, p)) in regions.iter().zip(&placed).enumerate() {
            let b = Blocks::of(shape, &r.image_subresource, r.image_offset, r.image_extent)
                .ok_or((lost, format!("upload region {i} lies outside the image")))?;
            let (bw, _, _) = {
                let l = conv::mip_extent(shape.extent, b.level);
                (l.width.div_ceil(4), l.height.div_ceil(4), l.depth)
            };
            let slice_len = p.pitch * u64::from(r.image_extent.height);
            for slice in 0..b.layers * b.d {
                let (src, _) = b
                    .row(shape, slice, 0)
                    .ok_or((lost, format!("upload region {i}: sizes overflow")))?;
                let pc = PushConstants {
                    blocks_x: b.w,
                    blocks_y: b.h,
                    width: r.image_extent.width,
                    height: r.image_extent.height,
                    src_offset: src as u32,
                    src_pitch: (u64::from(bw) * e.block_bytes()) as u32,
                    dst_offset: (p.offset + u64::from(slice) * slice_len) as u32,
                    dst_pitch: p.pitch as u32,
                    flags: gpu::flags(e.block),
                };
                pc.validate(e.block)
                    .map_err(|why| (lost, format!("upload region {i}: {why}")))?;
                pushes.push(pc);
            }
        }
        let staging = self.allocate_gpu_staging(at.max(16))?;
        let out = staging.buffer;
        let fail = |step: &str, e: vk::Result| (e, format!("GPU decode: {step} failed: {e}"));
        if self.decoder.is_none() {
            // SAFETY: this live device.
            let d = unsafe { Decoder::new(&self.ash) }.map_err(|e| fail("making the layouts", e));
            match d {
                Ok(d) => self.decoder = Some(d),
                Err(e) => {
                    self.free_staging(staging);
                    return Err(e);
                }
            }
        }
        let decoder = self.decoder.as_mut().expect("made above");
        let layout = decoder.layout;
        let shader = gpu::shader_kind(e.block);
        // SAFETY: this live device.
        let made = unsafe {
            decoder
                .pipeline(&self.ash, shader)
                .map_err(|e| fail("making the pipeline", e))
                .and_then(|p| {
                    decoder
                        .set(&self.ash)
                        .map(|s| (p, s))
                        .map_err(|e| fail("allocating a descriptor set", e))
                })
        };
        let (pipeline, (pool, set)) = match made {
            Ok(m) => m,
            Err(e) => {
                self.free_staging(staging);
                return Err(e);
            }
        };
        let infos = [blocks, out].map(|b| {
            [vk::DescriptorBufferInfo {
                buffer: b,
                offset: 0,
                range: vk::WHOLE_SIZE,
            }]
        });
        let writes = [gpu::SOURCE_BINDING, gpu::DESTINATION_BINDING]
            .iter()
            .zip(&infos)
            .map(|(&b, info)| {
                vk::WriteDescriptorSet::default()
                    .dst_set(set)
                    .dst_binding(b)
                    .descriptor_type(vk::DescriptorType::STORAGE_BUFFER)
                    .buffer_info(info)
            })
            .collect::<Vec<_>>();
        let cbh = vk::CommandBuffer::from_raw(cb);
        let barrier = |src_stage, src, dst_stage, dst| {
            let b = [vk::MemoryBarrier::default()
                .src_access_mask(src)
                .dst_access_mask(dst)];
            // SAFETY: the application's command buffer is recording a copy, outside a render
            // pass.
            unsafe {
                self.ash.cmd_pipeline_barrier(
                    cbh,
                    src_stage,
                    dst_stage,
                    vk::DependencyFlags::empty(),
                    &b,
                    &[],
                    &[],
                )
            };
        };
        // SAFETY: the set is fresh and of this device; the buffers are alive.
        unsafe { self.ash.update_descriptor_sets(&writes, &[]) };
        barrier(
            vk::PipelineStageFlags::TRANSFER,
            vk::AccessFlags::TRANSFER_WRITE,
            vk::PipelineStageFlags::COMPUTE_SHADER,
            vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE,
        );
        // SAFETY: as above; every push constant block was validated against the shadow's and
        // the staging buffer's layout.
        unsafe {
            self.ash
                .cmd_bind_pipeline(cbh, vk::PipelineBindPoint::COMPUTE, pipeline);
            self.ash.cmd_bind_descriptor_sets(
                cbh,
                vk::PipelineBindPoint::COMPUTE,
                layout,
                0,
                &[set],
                &[],
            );
            for pc in &pushes {
                self.ash.cmd_push_constants(
                    cbh,
                    layout,
                    vk::ShaderStageFlags::COMPUTE,
                    0,
                    pc.as_bytes(),
                );
                let [x, y, z] = pc.dispatch_size();
                self.ash.cmd_dispatch(cbh, x, y, z);
            }
        }
        barrier(
            vk::PipelineStageFlags::COMPUTE_SHADER,
            vk::AccessFlags::SHADER_WRITE,
            vk::PipelineStageFlags::TRANSFER,
            vk::AccessFlags::TRANSFER_READ,
        );
        let rec = self.recordings.entry(cb).or_default();
        // SAFETY: the state was tracked for this command buffer, which is recording.
        unsafe { rec.compute.restore(&self.ash, cbh) };
        rec.sets.push((pool, set));
        rec.staging.push(staging);
        let regions = placed
            .iter()
            .map(|p| (p.offset, (p.pitch / tb) as u32))
            .collect();
        Ok((out, regions))
    }
}
