//! BCn textures on a driver without `textureCompressionBC` (or with `emulate_missing = [bc]`):
//! images are made in an uncompressed replacement format, uploads are decoded on the CPU
//! with `bcn-decode` when the command buffer is submitted or on the GPU in the command buffer
//! (`bc_decode`, `gpu.rs`), and the blocks are kept on the device for readbacks and copies.
//!
//! # Rules
//!
//! - **Capability.** The repair is active on a physical device whose driver lacks
//!   `textureCompressionBC`, or when `emulate_missing` names `bc`. The feature is then
//!   answered present, cleared from `vkCreateDevice`, and `VK_EXT_host_image_copy` is hidden
//!   (its host copies would bypass the decode).
//! - **Formats.** Each BCn format is replaced by the decoder's natural output
//!   ([`bcn_decode::vk::VkMapping::native`]): BC1/2/3/7 → `R8G8B8A8_UNORM`/`_SRGB`, BC4 →
//!   `R8_UNORM`/`_SNORM`, BC5 → `R8G8_UNORM`/`_SNORM`, BC6H → `R16G16B16A16_SFLOAT`. A format
//!   whose replacement the driver cannot sample and copy into is left alone (logged).
//!   `vkGetPhysicalDeviceFormatProperties{,2}` answer, for optimal tiling, what the
//!   replacement has of [`conv::FEATURES`]; linear tiling and buffers get nothing.
//!   `vkGetPhysicalDeviceImageFormatProperties{,2}` answer the replacement's limits; usages
//!   beyond [`conv::USAGES`] and tilings other than optimal are
//!   `VK_ERROR_FORMAT_NOT_SUPPORTED`, as the format features say.
//! - **Images.** `vkCreateImage` of a BCn format creates the replacement (every level, layer
//!   and face as asked). `BLOCK_TEXEL_VIEW_COMPATIBLE` is removed; `MUTABLE_FORMAT` stays, and
//!   a `VkImageFormatListCreateInfo` keeps only its BCn formats, each replaced. A view of an
//!   emulated image in a BCn format gets that format's replacement; **a view in any other
//!   format (one that reinterprets blocks as uncompressed texels) is refused** with
//!   `VK_ERROR_FORMAT_NOT_SUPPORTED` and a log line: the decoded texels no longer hold the
//!   blocks. Views between the UNORM/SNORM or UFLOAT/SFLOAT forms reinterpret the decoded
//!   values, not the blocks.
//! - **Uploads.** `vkCmdCopyBufferToImage{,2}` into an emulated image is recorded as a copy
//!   from a staging buffer the renderer owns, each region checked against the image and the
//!   source buffer ([`conv::region`]; any bad region refuses the whole command). Where the
//!   texels come from is `bc_decode`'s choice: `cpu`, `gpu`, or `auto` (the default: the GPU
//!   where the source buffer's memory is not host-visible, the CPU otherwise).
//!   - **On the CPU**, the decode runs at `vkQueueSubmit{,2}`, before the driver's
//!     submission, from the bytes the application shares with the renderer (host-visible
//!     memory, [`crate::memory`]), on rayon's threads. A command buffer submitted again
//!     decodes a region again only when the hash of its source bytes changed. The staging
//!     buffer is host-coherent and written before the submission, which makes host writes
//!     visible to the device by itself (the implicit host-write ordering of
//!     `vkQueueSubmit`); the application's own barriers still order the copy against the
//!     rest of its work. The source is read when the submission is made: bytes that GPU work
//!     of this or an unfinished earlier submission writes into a host-visible source buffer
//!     are not there yet (`bc_decode = gpu` is right for them; `auto` cannot tell).
//!   - **On the GPU** (`gpu.rs`), compute shaders decode the blocks from the image's shadow
//!     (below) into a device-local staging buffer, in the command buffer, where the copy
//!     stands; the application's compute state is recorded again after them.
//!
//!   Staging lives as long as the recording: it is freed when the command buffer is begun
//!   again, reset, freed, or its pool reset or destroyed. Each device may hold at most
//!   `image_cache_mb` of it.
//! - **Blocks kept.** Each emulated image has a *shadow*: a device buffer of the renderer's
//!   holding its compressed blocks ([`shadow`]), made at the first command that needs it.
//!   Every upload also copies its blocks there (a `vkCmdCopyBuffer` from the application's
//!   source, recorded beside the decoded copy), so the shadow holds what the image would
//!   hold on a driver with BC. From it:
//!   - a readback `vkCmdCopyImageToBuffer{,2}` of an emulated image copies the blocks into
//!     the application's buffer (with its `bufferRowLength`, `bufferImageHeight` and
//!     offsets), instead of reaching the driver;
//!   - `vkCmdCopyImage{,2}` from an emulated image into an uncompressed image (whose texels
//!     have the block's size, as Vulkan requires) copies the blocks into it, one block per
//!     texel, instead of reaching the driver;
//!   - `vkCmdCopyImage{,2}` between two emulated images of one BC format (UNORM and sRGB
//!     forms are one format) copies the decoded texels on the driver (image copy regions
//!     are in texels for compressed images too, so the regions pass unchanged) and the
//!     blocks between the shadows;
//!   - `vkCmdCopyImage{,2}` into an emulated image from an emulated image of another BC
//!     format with blocks of the same size, or from an uncompressed image whose texels have
//!     the block's size, copies the blocks into the destination's shadow and decodes them
//!     there on the GPU (`gpu.rs`, whatever `bc_decode` says), instead of reaching the driver
//!     (`copy.rs`).
//!
//!   The renderer's copies are in the transfer stage, as the commands they stand for, so
//!   the application's barriers order them against its own work; each is preceded by a
//!   transfer-to-transfer memory barrier that orders it against the repair's earlier copies
//!   of the queue, which the application's barriers do not name. A shadow is shared by all
//!   of the device's queue families, and freed with its image.
//! - **What is refused.** A command the repair cannot carry out is not recorded; the
//!   command buffer remembers why, and its submission fails without reaching the driver
//!   (logged; an asynchronous submission then loses the device for the client, see
//!   `Session`): staging past `image_cache_mb` (`VK_ERROR_OUT_OF_DEVICE_MEMORY`); with
//!   `bc_decode = cpu`, a source buffer in device-local memory, which the CPU cannot read;
//!   a GPU decode in a command buffer of a queue family without compute, or one whose
//!   compute state the renderer cannot record again (push descriptors, descriptor buffers)
//!   (`VK_ERROR_DEVICE_LOST`).
//! - **Asynchronous failures.** The ICD sends view creation and submissions without waiting
//!   for their result; when one of them is refused, the client's device is lost from then on
//!   (every later `VkResult` is `VK_ERROR_DEVICE_LOST`, see `Session`).
//! - **Resubmission.** Each recorded copy has one staging buffer. A command buffer submitted
//!   again while an earlier submission of it is pending (`SIMULTANEOUS_USE`) has its staging
//!   rewritten only if the source bytes changed, which would be the application writing a
//!   buffer that pending work reads.

mod alloc;
pub mod conv;
mod copy;
mod decode;
pub use decode::{submitted, submitted2};
mod gpu;
mod record;
pub mod shadow;
mod track;

pub use record::Staged;

use std::ffi::CStr;

use ash::vk::{self, Handle};
use rustc_hash::FxHashMap;
use vk_wire::args;

pub use conv::Emulated;
use conv::Shape;

use super::caps::Why;
use super::{Held, Repairs};
use crate::config::BcDecode;
use crate::stats::RepairStats;

/// Extensions hidden while the repair is on: host image copies would bypass the decode.
pub const BYPASS: &[&CStr] = &[c"VK_EXT_host_image_copy"];

/// The BC repair of one physical device: which formats are emulated, and their features.
#[derive(Clone, Debug)]
pub struct Caps {
    /// Why the repair is active.
    pub why: Why,
    /// The emulated formats and the optimal-tiling features they are answered with.
    formats: Vec<(Emulated, vk::FormatFeatureFlags)>,
}

impl Caps {
    /// Measures the replacement formats on `pdev`; `None` when none can be used.
    ///
    /// # Safety
    /// `pdev` is a physical device of `instance`.
    pub unsafe fn probe(
        instance: &ash::Instance,
        pdev: vk::PhysicalDevice,
        why: Why,
        name: &str,
    ) -> Option<Caps> {
        let need = vk::FormatFeatureFlags::SAMPLED_IMAGE | vk::FormatFeatureFlags::TRANSFER_DST;
        let mut formats = Vec::new();
        for f in conv::BC_FORMATS {
            let Some(e) = Emulated::of(f) else { continue };
            // SAFETY: caller; any format value may be asked about.
            let p = unsafe { instance.get_physical_device_format_properties(pdev, e.replacement) };
            let have = p.optimal_tiling_features & conv::FEATURES;
            if have.contains(need) {
                formats.push((e, have));
            } else {
                tracing::warn!(
                    device = %name,
                    "{f:?}: its replacement {:?} cannot be sampled and copied into; not emulated",
                    e.replacement
                );
            }
        }
        (!formats.is_empty()).then_some(Caps { why, formats })
    }

    /// The emulation of `format` and its features, if it is an emulated BCn format.
    pub fn emulated(&self, format: vk::Format) -> Option<(Emulated, vk::FormatFeatureFlags)> {
        self.formats
            .iter()
            .copied()
            .find(|(e, _)| e.format == format)
    }

    /// One line for the log.
    pub fn describe(&self) -> String {
        format!("bc ({} formats; {})", self.formats.len(), self.why)
    }
}

/// Where a buffer's bytes are.
#[derive(Debug, Clone, Copy)]
struct BufferInfo {
    size: u64,
    /// `(memory, offset)` once bound.
    bound: Option<(u64, u64)>,
}

/// A memory allocation of the device.
#[derive(Debug)]
struct MemoryInfo {
    host_visible: bool,
    /// The renderer's mapping of the application's pages, made on first use.
    map: Option<placed_mem::Mapping>,
}

/// A renderer-owned staging buffer, host-coherent and mapped.
#[derive(Debug)]
struct Staging {
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
    /// The mapping's address (owned by `memory`, valid until it is freed).
    ptr: usize,
    size: u64,
}

/// The blocks of one emulated image, in a device buffer of the renderer's ([`shadow`]).
#[derive(Debug)]
struct Shadow {
    buffer: vk::Buffer,
    memory: vk::DeviceMemory,
}

/// One recorded upload, decoded at each submission.
#[derive(Debug)]
struct Job {
    /// The application's memory holding the source buffer, and the buffer's offset in it.
    memory: u64,
    base: u64,
    emulated: Emulated,
    regions: Vec<conv::Region>,
    /// Index into [`Recording::staging`].
    staging: usize,
    /// The hash of the source bytes last decoded (`None`: never decoded).
    decoded: Option<u64>,
}

/// What the repair keeps of one command buffer's recording.
#[derive(Debug, Default)]
struct Recording {
    jobs: Vec<Job>,
    staging: Vec<Staging>,
    /// The GPU decodes' descriptor sets, and their pools.
    sets: Vec<(vk::DescriptorPool, vk::DescriptorSet)>,
    /// The compute state the application bound (tracked unless `bc_decode = cpu`).
    compute: gpu::ComputeState,
    /// Secondary command buffers it executes (their jobs are decoded with it).
    secondaries: Vec<u64>,
    /// A command was refused: the submission fails with this result.
    refused: Option<(vk::Result, String)>,
}

/// The BC repair's side data of one device.
pub struct Device {
    caps: Caps,
    ash: ash::Device,
    memory_types: Vec<vk::MemoryType>,
    cache_limit: u64,
    cache_used: u64,
    images: FxHashMap<u64, Shape>,
    /// The blocks of emulated images, made at the first command that needs them.
    shadows: FxHashMap<u64, Shadow>,
    /// The queue families of the device (a shadow is shared by all of them).
    families: Vec<u32>,
    /// The flags of every queue family of the physical device.
    family_flags: Vec<vk::QueueFlags>,
    /// Command pool → its queue family; command buffer → its pool's family.
    pool_family: FxHashMap<u64, u32>,
    cb_family: FxHashMap<u64, u32>,
    /// Where uploads are decoded.
    decode: BcDecode,
    /// The GPU decoder's objects, made at the first GPU decode.
    decoder: Option<gpu::Decoder>,
    buffers: FxHashMap<u64, BufferInfo>,
    memories: FxHashMap<u64, MemoryInfo>,
    recordings: FxHashMap<u64, Recording>,
    /// Command pool → its command buffers.
    pools: FxHashMap<u64, Vec<u64>>,
    /// The emulation of the image being created: set by [`create_image`] (`None` for an
    /// image it does not replace), taken once the creation succeeded
    /// ([`Device::image_created`]); the client's lock is held in between.
    pending_image: Option<Emulated>,
}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("bc::Device")
            .field("images", &self.images.len())
            .field("recordings", &self.recordings.len())
            .field("cache_used", &self.cache_used)
            .finish()
    }
}

/// Walks a `pNext` chain (at most [`ext_inject::ChainLimits`]' length) and calls `f` on each
/// structure.
///
/// # Safety
/// `next` is null or a valid, writable chain.
unsafe fn walk(
    mut next: *mut vk::BaseOutStructure<'static>,
    mut f: impl FnMut(*mut vk::BaseOutStructure<'static>),
) {
    for _ in 0..ext_inject::ChainLimits::default().max_len {
        if next.is_null() {
            return;
        }
        f(next);
        // SAFETY: caller: a structure of the chain.
        next = unsafe { (*next).p_next };
    }
}

/// Rewrites a `VkImageFormatListCreateInfo` in `chain`: BCn formats become their
/// replacements, other formats (block-texel views) are dropped. In place: the list lives in
/// the decoder's writable arena.
///
/// # Safety
/// As for [`walk`]; the lists' arrays are writable.
unsafe fn rewrite_format_lists(caps: &Caps, chain: *const std::ffi::c_void) {
    // SAFETY: caller.
    unsafe {
        walk(chain.cast_mut().cast(), |s| {
            if (*s).s_type != vk::StructureType::IMAGE_FORMAT_LIST_CREATE_INFO {
                return;
            }
            let l = &mut *s.cast::<vk::ImageFormatListCreateInfo<'static>>();
            let list = super::pipeline::slice_mut(l.p_view_formats, l.view_format_count);
            let mut n = 0;
            for i in 0..list.len() {
                if let Some((e, _)) = caps.emulated(list[i]) {
                    list[n] = e.replacement;
                    n += 1;
                }
            }
            l.view_format_count = n as u32;
        })
    }
}

impl Device {
    /// Side data for a device created on a physical device with the BC repair.
    pub fn new(
        caps: Caps,
        ash: ash::Device,
        memory_types: Vec<vk::MemoryType>,
        families: Vec<u32>,
        family_flags: Vec<vk::QueueFlags>,
        decode: BcDecode,
        cache_limit: u64,
    ) -> Device {
        Device {
            caps,
            ash,
            memory_types,
            cache_limit,
            cache_used: 0,
            images: FxHashMap::default(),
            shadows: FxHashMap::default(),
            families,
            family_flags,
            pool_family: FxHashMap::default(),
            cb_family: FxHashMap::default(),
            decode,
            decoder: None,
            buffers: FxHashMap::default(),
            memories: FxHashMap::default(),
            recordings: FxHashMap::default(),
            pools: FxHashMap::default(),
            pending_image: None,
        }
    }

    /// Frees the staging of `cb`'s recording and forgets it: when the command buffer is
    /// begun again, reset or freed (Vulkan: it is not pending then).
    pub fn forget_recording(&mut self, cb: u64) {
        if let Some(r) = self.recordings.remove(&cb) {
            for s in r.staging {
                self.free_staging(s);
            }
            for (pool, set) in r.sets {
                // SAFETY: as for the staging; the pool allows freeing sets.
                let _ = unsafe { self.ash.free_descriptor_sets(pool, &[set]) };
            }
        }
    }

    /// Frees a staging buffer of a recording that is not pending.
    fn free_staging(&mut self, s: Staging) {
        self.cache_used = self.cache_used.saturating_sub(s.size);
        // SAFETY: the command buffer is not pending (Vulkan requires it of a reset, begin or
        // free), so nothing on the device uses the staging buffer.
        unsafe {
            self.ash.destroy_buffer(s.buffer, None);
            self.ash.free_memory(s.memory, None);
        }
    }

    /// Frees everything the repair made on the device.
    ///
    /// # Safety
    /// The device is idle.
    pub unsafe fn destroy(mut self) {
        let cbs: Vec<u64> = self.recordings.keys().copied().collect();
        for cb in cbs {
            self.forget_recording(cb);
        }
        for (_, s) in std::mem::take(&mut self.shadows) {
            // SAFETY: the device is idle (caller).
            unsafe { s.destroy(&self.ash) };
        }
        if let Some(d) = self.decoder.take() {
            // SAFETY: as above.
            unsafe { d.destroy(&self.ash) };
        }
    }
}

impl Shadow {
    /// # Safety
    /// No pending work uses the shadow.
    unsafe fn destroy(self, ash: &ash::Device) {
        // SAFETY: caller.
        unsafe {
            ash.destroy_buffer(self.buffer, None);
            ash.free_memory(self.memory, None);
        }
    }
}

/// A refusal with `result` (the caller logged why).
fn refuse(result: vk::Result, stats: &mut RepairStats) -> Held {
    stats.bc_refused += 1;
    Held {
        refusal: Some(result),
        ..Default::default()
    }
}

/// `vkGetPhysicalDeviceImageFormatProperties` of an emulated format asks for its
/// replacement; usages beyond [`conv::USAGES`] and tilings other than optimal are refused.
pub fn image_format(caps: &Caps, x: &mut args::GetPhysicalDeviceImageFormatProperties) -> Held {
    let Some((e, _)) = caps.emulated(x.format) else {
        return Held::default();
    };
    if !conv::USAGES.contains(x.usage) || x.tiling != vk::ImageTiling::OPTIMAL {
        return Held {
            refusal: Some(vk::Result::ERROR_FORMAT_NOT_SUPPORTED),
            ..Default::default()
        };
    }
    x.format = e.replacement;
    x.flags &= !vk::ImageCreateFlags::BLOCK_TEXEL_VIEW_COMPATIBLE;
    Held::default()
}

/// `vkGetPhysicalDeviceImageFormatProperties2`: as [`image_format`], format lists too.
///
/// # Safety
/// The info is null or the decoder's, its chain valid, in the writable arena.
pub unsafe fn image_format2(
    caps: &Caps,
    x: &args::GetPhysicalDeviceImageFormatProperties2,
) -> Held {
    // SAFETY: caller.
    let Some(info) = (unsafe { x.p_image_format_info.cast_mut().as_mut() }) else {
        return Held::default();
    };
    let Some((e, _)) = caps.emulated(info.format) else {
        return Held::default();
    };
    if !conv::USAGES.contains(info.usage) || info.tiling != vk::ImageTiling::OPTIMAL {
        return Held {
            refusal: Some(vk::Result::ERROR_FORMAT_NOT_SUPPORTED),
            ..Default::default()
        };
    }
    info.format = e.replacement;
    info.flags &= !vk::ImageCreateFlags::BLOCK_TEXEL_VIEW_COMPATIBLE;
    // SAFETY: the decoded chain, writable.
    unsafe { rewrite_format_lists(caps, info.p_next) };
    Held::default()
}

/// `vkCreateImage` of an emulated format creates its replacement.
///
/// # Safety
/// The create info is null or the decoder's, its chain valid, in the writable arena.
pub unsafe fn create_image(r: &mut Repairs, x: &args::CreateImage) -> Held {
    let Some(dev) = r.bc.get_mut(&x.device.as_raw()) else {
        return Held::default();
    };
    dev.pending_image = None;
    // SAFETY: caller.
    let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
        return Held::default();
    };
    let Some((e, _)) = dev.caps.emulated(info.format) else {
        return Held::default();
    };
    info.format = e.replacement;
    info.flags &= !vk::ImageCreateFlags::BLOCK_TEXEL_VIEW_COMPATIBLE;
    // SAFETY: the decoded chain, writable.
    unsafe { rewrite_format_lists(&dev.caps, info.p_next) };
    dev.pending_image = Some(e);
    Held::default()
}

/// `vkCreateImageView` of an emulated image: its format's replacement, or refused when the
/// view reinterprets the blocks.
///
/// # Safety
/// As for [`create_image`].
pub unsafe fn create_image_view(
    r: &mut Repairs,
    x: &args::CreateImageView,
    stats: &mut RepairStats,
) -> Held {
    let Some(dev) = r.bc.get_mut(&x.device.as_raw()) else {
        return Held::default();
    };
    // SAFETY: caller.
    let Some(info) = (unsafe { x.p_create_info.cast_mut().as_mut() }) else {
        return Held::default();
    };
    let Some(shape) = dev.images.get(&info.image.as_raw()) else {
        return Held::default();
    };
    match dev.caps.emulated(info.format) {
        Some((e, _)) if e.texel_bytes() == shape.emulated.texel_bytes() => {
            info.format = e.replacement;
            Held::default()
        }
        _ => {
            tracing::error!(
                image = ?shape.emulated.format,
                view = ?info.format,
                "vkCreateImageView: a view that reinterprets BCn blocks as other texels \
                 cannot be made on an image the renderer decodes (VK_ERROR_FORMAT_NOT_SUPPORTED)"
            );
            refuse(vk::Result::ERROR_FORMAT_NOT_SUPPORTED, stats)
        }
    }
}

/// `vkQueueSubmit{,2}` of the command buffers `cbs`: their uploads decoded, or the
/// submission refused.
pub fn submit(r: &mut Repairs, cbs: Vec<u64>, stats: &mut RepairStats) -> Held {
    match decode::submit(r, cbs, stats) {
        Ok(()) => Held::default(),
        Err(result) => refuse(result, stats),
    }
}

fn set_format(p: &mut vk::FormatProperties, f: vk::FormatFeatureFlags) {
    *p = vk::FormatProperties {
        linear_tiling_features: vk::FormatFeatureFlags::empty(),
        optimal_tiling_features: f,
        buffer_features: vk::FormatFeatureFlags::empty(),
    };
}

/// Answers `vkGetPhysicalDeviceFormatProperties` for an emulated BCn format: what its
/// replacement has of [`conv::FEATURES`] in optimal tiling, nothing in linear tiling or
/// buffers.
///
/// # Safety
/// The output is null or written by the driver.
pub unsafe fn format_properties(
    caps: &Caps,
    x: &args::GetPhysicalDeviceFormatProperties,
    stats: &mut RepairStats,
) {
    let Some((_, f)) = caps.emulated(x.format) else {
        return;
    };
    // SAFETY: null or the output the driver filled (caller).
    if let Some(p) = unsafe { x.p_format_properties.as_mut() } {
        set_format(p, f);
        stats.formats_faked += 1;
    }
}

/// As [`format_properties`], for `vkGetPhysicalDeviceFormatProperties2` (with a
/// `VkFormatProperties3` in its chain).
///
/// # Safety
/// The output is null or written by the driver, its chain rebuilt by the decoder.
pub unsafe fn format_properties2(
    caps: &Caps,
    x: &args::GetPhysicalDeviceFormatProperties2,
    stats: &mut RepairStats,
) {
    let Some((_, f)) = caps.emulated(x.format) else {
        return;
    };
    // SAFETY: caller.
    let Some(p) = (unsafe { x.p_format_properties.as_mut() }) else {
        return;
    };
    set_format(&mut p.format_properties, f);
    stats.formats_faked += 1;
    // SAFETY: as above.
    unsafe {
        walk(p.p_next.cast(), |s| {
            if (*s).s_type == vk::StructureType::FORMAT_PROPERTIES_3 {
                let p3 = &mut *s.cast::<vk::FormatProperties3<'static>>();
                p3.linear_tiling_features = vk::FormatFeatureFlags2::empty();
                p3.optimal_tiling_features = conv::features2(f);
                p3.buffer_features = vk::FormatFeatureFlags2::empty();
            }
        })
    };
}
