//! Physical-device queries whose answers cannot change, answered from the first reply.
//!
//! `vkGetPhysicalDeviceProperties`, `…Features`, `…MemoryProperties`,
//! `…QueueFamilyProperties`, `…FormatProperties`, `…ImageFormatProperties` and
//! `…SparseImageFormatProperties`, and their `2` variants (and `KHR` aliases, which are the same commands on the wire) describe the driver
//! as the renderer presents it, and that presentation is fixed for the life of a connection:
//! the driver, the configuration and the repairs are chosen when the renderer starts, and the
//! ICD never reconnects within a process (a new renderer run is a new process's connection).
//! Programs ask them again and again (vulkaninfo repeats half of its 95), and a program that
//! probes every format asks thousands; each would be a round trip.
//!
//! # Rules
//!
//! - **The key is the request, as encoded for the renderer** (`vk_wire::encode_request_any`):
//!   the physical device's id, every input scalar, the input `pNext` chain as the wire carries
//!   it (pointed-to data included, holes zeroed), and the *shape* of the outputs: the sTypes of
//!   each output chain and the capacity of each output array. The renderer's answer depends
//!   on nothing else, so two requests with the same bytes get the same answer. Structures the
//!   wire skips are skipped in the key too: the renderer never sees them either.
//! - **The value is the reply message, as it came back.** A hit decodes it into the
//!   application's structures exactly as a round trip would (`vk_wire::decode_reply_raw`):
//!   the same bytes land in the same places, chain members the wire does not carry are left
//!   alone, and the `VkResult` is the first one's. A request with another output chain, or
//!   another capacity, has other bytes and goes to the renderer.
//! - **What is not cached:** a `vkGetPhysicalDeviceMemoryProperties2` whose chain asks for
//!   `VkPhysicalDeviceMemoryBudgetPropertiesEXT` (a budget changes while the program runs); a
//!   failure that says something about the moment rather than the query (out of memory, a
//!   lost renderer: only [`CACHED_RESULTS`] are kept); a request the wire cannot encode; a
//!   request longer than [`MAX_KEY`] bytes; anything past [`MAX_ENTRIES`] entries.
//! - **Lifetime.** The cache lives in this process with the connection. It is emptied at
//!   every `vkDestroyInstance` (physical devices are the instance's; a later instance asks
//!   again). Once the renderer is gone, queries go to the call path again, which reports
//!   `VK_ERROR_DEVICE_LOST` as every other call does.
//! - **Threads.** One `RwLock`'d map; no lock is held across a round trip: a miss releases it,
//!   the call goes to the renderer, and the reply is inserted afterwards (two threads that miss
//!   the same query at once both ask; the second insert replaces an equal reply).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use ash::vk;
use vk_wire::{args, id};

use crate::handles::ClientIds;

/// The commands answered from the cache.
const CACHED: [u32; 14] = [
    id::GET_PHYSICAL_DEVICE_PROPERTIES,
    id::GET_PHYSICAL_DEVICE_PROPERTIES2,
    id::GET_PHYSICAL_DEVICE_FEATURES,
    id::GET_PHYSICAL_DEVICE_FEATURES2,
    id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES,
    id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2,
    id::GET_PHYSICAL_DEVICE_QUEUE_FAMILY_PROPERTIES,
    id::GET_PHYSICAL_DEVICE_QUEUE_FAMILY_PROPERTIES2,
    id::GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES,
    id::GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES2,
    id::GET_PHYSICAL_DEVICE_IMAGE_FORMAT_PROPERTIES,
    id::GET_PHYSICAL_DEVICE_IMAGE_FORMAT_PROPERTIES2,
    id::GET_PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_PROPERTIES,
    id::GET_PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_PROPERTIES2,
];

/// The `VkResult`s a reply may carry and still be cached: success, and the failures that
/// answer the query ("not supported").
pub const CACHED_RESULTS: [vk::Result; 7] = [
    vk::Result::SUCCESS,
    vk::Result::ERROR_FORMAT_NOT_SUPPORTED,
    vk::Result::ERROR_IMAGE_USAGE_NOT_SUPPORTED_KHR,
    vk::Result::ERROR_VIDEO_PICTURE_LAYOUT_NOT_SUPPORTED_KHR,
    vk::Result::ERROR_VIDEO_PROFILE_OPERATION_NOT_SUPPORTED_KHR,
    vk::Result::ERROR_VIDEO_PROFILE_FORMAT_NOT_SUPPORTED_KHR,
    vk::Result::ERROR_VIDEO_PROFILE_CODEC_NOT_SUPPORTED_KHR,
];

/// Longest request (header included) that is cached. The queries above encode to well under
/// 1 KiB; a longer one carries an unusual input chain and is simply asked again.
pub const MAX_KEY: usize = 4096;

/// Most entries kept. Probing every format for a few usages and tilings is a few thousand
/// distinct queries; past the cap a query is answered by the renderer every time (an
/// application that varies its inputs without end cannot grow the process without bound).
pub const MAX_ENTRIES: usize = 16384;

/// Request message → reply message.
type Map = HashMap<Box<[u8]>, Arc<[u8]>>;

/// Request bytes → reply message.
#[derive(Debug, Default)]
pub struct Cache {
    map: RwLock<Map>,
}

impl Cache {
    /// An empty cache.
    pub fn new() -> Cache {
        Cache::default()
    }

    /// The reply cached for the request `key`.
    pub fn get(&self, key: &[u8]) -> Option<Arc<[u8]>> {
        let g = self.map.read().unwrap_or_else(|e| e.into_inner());
        g.get(key).cloned()
    }

    /// Keeps `reply` for `key`, unless the cache is full.
    pub fn insert(&self, key: Box<[u8]>, reply: Arc<[u8]>) {
        let mut g = self.map.write().unwrap_or_else(|e| e.into_inner());
        if g.len() < MAX_ENTRIES || g.contains_key(&key) {
            g.insert(key, reply);
        }
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        self.map.write().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Entries held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.map.read().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Whether no entry is held.
    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The process's cache (the connection's: there is one per process).
static CACHE: std::sync::LazyLock<Cache> = std::sync::LazyLock::new(Cache::new);

thread_local! {
    /// Encoding buffer for keys: a hit allocates nothing.
    static KEY: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// What [`before`] found.
#[derive(Debug)]
pub(crate) enum Lookup {
    /// Answered from the cache: the outputs are written, this is the return value.
    Answered(u64),
    /// Not cached yet: ask the renderer, then hand its reply to [`remember`].
    Miss(Pending),
    /// Not a query the cache answers (or not this time): the ordinary call path.
    Forward,
}

/// A query that missed: its key, waiting for the renderer's reply.
#[derive(Debug)]
pub(crate) struct Pending {
    cid: u32,
    key: Box<[u8]>,
}

/// The cache's hook before the command `cid` goes to the renderer (`call::call_inner`).
///
/// # Safety
/// `a` is the argument structure of the command `cid`, valid as Vulkan requires.
pub(crate) unsafe fn before(cid: u32, a: *const u8) -> Lookup {
    if cid == id::DESTROY_INSTANCE {
        CACHE.clear();
        return Lookup::Forward;
    }
    if crate::streams::is_dead() {
        return Lookup::Forward;
    }
    // SAFETY: caller.
    unsafe { lookup(&CACHE, cid, a) }
}

/// The renderer's `reply` (the whole message) to the query that missed with `p`; `ret` is
/// the value the call returned.
pub(crate) fn remember(p: Pending, ret: u64, reply: &[u8]) {
    remember_in(&CACHE, p, ret, reply);
}

/// [`before`] on `cache`, for a query.
///
/// # Safety
/// As [`before`].
pub(crate) unsafe fn lookup(cache: &Cache, cid: u32, a: *const u8) -> Lookup {
    if !CACHED.contains(&cid) {
        return Lookup::Forward;
    }
    // SAFETY: caller.
    if unsafe { volatile(cid, a) } {
        return Lookup::Forward;
    }
    let Some(cmd) = vk_wire::command(cid) else {
        return Lookup::Forward;
    };
    KEY.with_borrow_mut(|key| {
        // SAFETY: caller.
        let Ok(n) = (unsafe { vk_wire::request_size_raw(cmd, a, &mut ClientIds) }) else {
            return Lookup::Forward;
        };
        if n > MAX_KEY {
            return Lookup::Forward;
        }
        key.clear();
        key.resize(n, 0);
        // SAFETY: caller; `key` has the `n` bytes `request_size_raw` asked for.
        if unsafe { vk_wire::encode_request_any(cmd, a, &mut ClientIds, key) }.is_err() {
            return Lookup::Forward;
        }
        let Some(reply) = cache.get(key) else {
            return Lookup::Miss(Pending {
                cid,
                key: key.as_slice().into(),
            });
        };
        // SAFETY: caller: the output pointers in `a` are the application's, writable, and of
        // the shape the key describes, which is the shape the reply was made for.
        match unsafe { vk_wire::decode_reply_raw(&reply, cmd, a, &mut ClientIds) } {
            Ok(v) => Lookup::Answered(v),
            // A reply that decoded once decodes again; if not, the renderer is asked.
            Err(_) => Lookup::Forward,
        }
    })
}

/// [`remember`] into `cache`.
pub(crate) fn remember_in(cache: &Cache, p: Pending, ret: u64, reply: &[u8]) {
    let kept = match vk_wire::command(p.cid).map(|c| c.ret) {
        Some(vk_wire::desc::Ret::Result) => {
            CACHED_RESULTS.contains(&vk::Result::from_raw(ret as u32 as i32))
        }
        _ => true,
    };
    if kept {
        cache.insert(p.key, reply.into());
    }
}

/// Whether the answer to this query may change while the program runs: a memory budget.
///
/// # Safety
/// As [`before`].
unsafe fn volatile(cid: u32, a: *const u8) -> bool {
    if cid != id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2 {
        return false;
    }
    // SAFETY: the id says which argument structure `a` is; caller: the output structure is
    // null or valid, with a valid chain.
    unsafe {
        let q = a.cast::<args::GetPhysicalDeviceMemoryProperties2>().read();
        let Some(m) = q.p_memory_properties.as_ref() else {
            return false;
        };
        crate::chain::find(
            m.p_next,
            vk::StructureType::PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT,
        )
        .is_some()
    }
}

#[cfg(test)]
mod tests {
    //! The cache against a model renderer: requests are decoded and replies encoded by
    //! `vk-wire` as the real renderer does, and the model counts what it was asked.

    use super::*;
    use ash::vk::Handle;
    use std::sync::atomic::{AtomicU32, Ordering};
    use vk_wire::{Arena, CommandArgs, IdentityIds};

    /// Answers like a driver whose answers carry the number of the call that made them, so
    /// a cached answer is told from a fresh one.
    #[derive(Default)]
    struct Model {
        served: AtomicU32,
        /// `vkGetPhysicalDeviceImageFormatProperties2` answers this for every format.
        image_result: Option<vk::Result>,
    }

    impl Model {
        fn served(&self) -> u32 {
            self.served.load(Ordering::Relaxed)
        }

        /// The renderer's side of one request: decode, fill the outputs, encode the reply.
        fn serve(&self, request: &[u8]) -> Vec<u8> {
            let n = self.served.fetch_add(1, Ordering::Relaxed) + 1;
            let arena = Arena::new();
            let req = vk_wire::decode_request(request, &mut IdentityIds, &arena).unwrap();
            let p = req.args_ptr();
            // SAFETY: (each arm) the command says which argument structure the decoder built;
            // its output storage is the decoder's, writable.
            let ret = unsafe {
                match req.command.id {
                    id::GET_PHYSICAL_DEVICE_FORMAT_PROPERTIES => {
                        let a = &*p.cast::<args::GetPhysicalDeviceFormatProperties>();
                        *a.p_format_properties = vk::FormatProperties {
                            linear_tiling_features: vk::FormatFeatureFlags::from_raw(
                                a.format.as_raw() as u32,
                            ),
                            optimal_tiling_features: vk::FormatFeatureFlags::from_raw(n),
                            buffer_features: vk::FormatFeatureFlags::empty(),
                        };
                        vk::Result::SUCCESS
                    }
                    id::GET_PHYSICAL_DEVICE_IMAGE_FORMAT_PROPERTIES2 => {
                        let a = &*p.cast::<args::GetPhysicalDeviceImageFormatProperties2>();
                        let r = self.image_result.unwrap_or(vk::Result::SUCCESS);
                        if r == vk::Result::SUCCESS {
                            (*a.p_image_format_properties)
                                .image_format_properties
                                .max_mip_levels = n;
                            let ext = crate::chain::find(
                                (*a.p_image_format_properties).p_next,
                                vk::StructureType::EXTERNAL_IMAGE_FORMAT_PROPERTIES,
                            );
                            if let Some(e) = ext {
                                let e = &mut *e.cast::<vk::ExternalImageFormatProperties>();
                                e.external_memory_properties.compatible_handle_types =
                                    vk::ExternalMemoryHandleTypeFlags::from_raw(n);
                            }
                        }
                        r
                    }
                    id::GET_PHYSICAL_DEVICE_PROPERTIES2 => {
                        let a = &mut *p.cast::<args::GetPhysicalDeviceProperties2>();
                        let props = &mut *a.p_properties;
                        props.properties.device_id = n;
                        let driver = crate::chain::find(
                            props.p_next,
                            vk::StructureType::PHYSICAL_DEVICE_DRIVER_PROPERTIES,
                        );
                        if let Some(d) = driver {
                            let d = &mut *d.cast::<vk::PhysicalDeviceDriverProperties>();
                            d.driver_id = vk::DriverId::from_raw(n as i32);
                            d.driver_name[0] = b'x' as std::ffi::c_char;
                        }
                        vk::Result::SUCCESS
                    }
                    id::GET_PHYSICAL_DEVICE_MEMORY_PROPERTIES2 => {
                        let a = &*p.cast::<args::GetPhysicalDeviceMemoryProperties2>();
                        (*a.p_memory_properties).memory_properties.memory_heap_count = n;
                        vk::Result::SUCCESS
                    }
                    id::GET_PHYSICAL_DEVICE_QUEUE_FAMILY_PROPERTIES => {
                        let a = &*p.cast::<args::GetPhysicalDeviceQueueFamilyProperties>();
                        if a.p_queue_family_properties.is_null() {
                            *a.p_queue_family_property_count = 2;
                        } else {
                            let k = (*a.p_queue_family_property_count).min(2);
                            for i in 0..k as usize {
                                *a.p_queue_family_properties.add(i) = vk::QueueFamilyProperties {
                                    queue_count: n,
                                    ..Default::default()
                                };
                            }
                            *a.p_queue_family_property_count = k;
                        }
                        vk::Result::SUCCESS
                    }
                    id::GET_PHYSICAL_DEVICE_SPARSE_IMAGE_FORMAT_PROPERTIES2 => {
                        // One entry per aspect for depth-stencil formats, one otherwise.
                        let a = &*p.cast::<args::GetPhysicalDeviceSparseImageFormatProperties2>();
                        let total = if (*a.p_format_info).format == vk::Format::D24_UNORM_S8_UINT {
                            2
                        } else {
                            1
                        };
                        if a.p_properties.is_null() {
                            *a.p_property_count = total;
                        } else {
                            let k = (*a.p_property_count).min(total);
                            for i in 0..k as usize {
                                let e = &mut *a.p_properties.add(i);
                                e.properties.image_granularity.width = n;
                                e.properties.aspect_mask = vk::ImageAspectFlags::from_raw(1 << i);
                            }
                            *a.p_property_count = k;
                        }
                        vk::Result::SUCCESS
                    }
                    other => panic!("the model does not answer command {other}"),
                }
            };
            let ret = ret.as_raw() as i64 as u64;
            let cmd = req.command;
            // SAFETY: the arguments the decoder built, filled above.
            let size = unsafe { vk_wire::reply_size(cmd, p, ret, &mut IdentityIds) }.unwrap();
            let mut reply = vec![0u8; size];
            // SAFETY: as above; `reply` has the bytes `reply_size` asked for.
            unsafe { vk_wire::encode_reply(cmd, p, ret, &mut IdentityIds, &mut reply) }.unwrap();
            reply
        }

        /// What `call::call_inner` does with a query, on `cache`: its return value.
        fn ask<A: CommandArgs>(&self, cache: &Cache, a: &A) -> vk::Result {
            let a: *const u8 = (a as *const A).cast();
            let cmd = vk_wire::command(A::ID).unwrap();
            // SAFETY: `a` is a valid argument structure of `A::ID` with writable outputs.
            let v = unsafe {
                match lookup(cache, A::ID, a) {
                    Lookup::Answered(v) => v,
                    Lookup::Miss(p) => {
                        let reply = self.serve(&p.key);
                        let v = vk_wire::decode_reply_raw(&reply, cmd, a, &mut ClientIds).unwrap();
                        remember_in(cache, p, v, &reply);
                        v
                    }
                    Lookup::Forward => {
                        let n = vk_wire::request_size_raw(cmd, a, &mut ClientIds).unwrap();
                        let mut req = vec![0u8; n];
                        vk_wire::encode_request_any(cmd, a, &mut ClientIds, &mut req).unwrap();
                        let reply = self.serve(&req);
                        vk_wire::decode_reply_raw(&reply, cmd, a, &mut ClientIds).unwrap()
                    }
                }
            };
            vk::Result::from_raw(v as u32 as i32)
        }
    }

    /// A physical device handle of this ICD (a renderer-assigned id).
    fn physical_device(n: u64) -> vk::PhysicalDevice {
        vk::PhysicalDevice::from_raw(crate::handles::dispatchable(
            vk::ObjectType::PHYSICAL_DEVICE,
            (1 << 63) | n,
        ))
    }

    fn format_properties(
        m: &Model,
        cache: &Cache,
        pd: vk::PhysicalDevice,
        format: vk::Format,
    ) -> (u32, u32, u32) {
        let mut out = vk::FormatProperties::default();
        let a = args::GetPhysicalDeviceFormatProperties {
            physical_device: pd,
            format,
            p_format_properties: &mut out,
        };
        assert_eq!(m.ask(cache, &a), vk::Result::SUCCESS);
        (
            out.linear_tiling_features.as_raw(),
            out.optimal_tiling_features.as_raw(),
            out.buffer_features.as_raw(),
        )
    }

    #[test]
    fn a_query_asked_again_is_answered_without_the_renderer() {
        let (m, cache) = (Model::default(), Cache::new());
        let pd = physical_device(1);
        let first = format_properties(&m, &cache, pd, vk::Format::R8G8B8A8_UNORM);
        assert_eq!(m.served(), 1);
        for _ in 0..3 {
            let again = format_properties(&m, &cache, pd, vk::Format::R8G8B8A8_UNORM);
            assert_eq!(again, first, "the first answer, not a fresh one");
        }
        assert_eq!(m.served(), 1);
        // Another input, another physical device: asked.
        let other = format_properties(&m, &cache, pd, vk::Format::B8G8R8A8_UNORM);
        assert_eq!(other.1, 2);
        format_properties(&m, &cache, physical_device(2), vk::Format::R8G8B8A8_UNORM);
        assert_eq!(m.served(), 3);
        assert_eq!(cache.len(), 3);
    }

    fn image_format_properties2(
        m: &Model,
        cache: &Cache,
        external: Option<vk::ExternalMemoryHandleTypeFlags>,
    ) -> (vk::Result, vk::ImageFormatProperties2<'static>, u32) {
        let mut ext_in = vk::PhysicalDeviceExternalImageFormatInfo::default();
        let mut info = vk::PhysicalDeviceImageFormatInfo2::default()
            .format(vk::Format::R8G8B8A8_UNORM)
            .ty(vk::ImageType::TYPE_2D)
            .tiling(vk::ImageTiling::OPTIMAL)
            .usage(vk::ImageUsageFlags::SAMPLED);
        let mut ext_out = vk::ExternalImageFormatProperties::default();
        let mut out = vk::ImageFormatProperties2::default();
        if let Some(h) = external {
            ext_in.handle_type = h;
            info.p_next = (&ext_in as *const vk::PhysicalDeviceExternalImageFormatInfo).cast();
            out.p_next = (&mut ext_out as *mut vk::ExternalImageFormatProperties).cast();
        }
        let a = args::GetPhysicalDeviceImageFormatProperties2 {
            physical_device: physical_device(1),
            p_image_format_info: &info,
            p_image_format_properties: &mut out,
        };
        let r = m.ask(cache, &a);
        out.p_next = std::ptr::null_mut();
        (
            r,
            out,
            ext_out
                .external_memory_properties
                .compatible_handle_types
                .as_raw(),
        )
    }

    #[test]
    fn the_input_chain_is_part_of_the_key() {
        let (m, cache) = (Model::default(), Cache::new());
        let fd = vk::ExternalMemoryHandleTypeFlags::OPAQUE_FD;
        let dma = vk::ExternalMemoryHandleTypeFlags::DMA_BUF_EXT;
        let (_, plain, _) = image_format_properties2(&m, &cache, None);
        let (_, with_fd, fd_types) = image_format_properties2(&m, &cache, Some(fd));
        let (_, with_dma, dma_types) = image_format_properties2(&m, &cache, Some(dma));
        assert_eq!(m.served(), 3);
        let mips = |p: &vk::ImageFormatProperties2| p.image_format_properties.max_mip_levels;
        assert_eq!((mips(&plain), mips(&with_fd), mips(&with_dma)), (1, 2, 3));
        assert_eq!((fd_types, dma_types), (2, 3));
        // Each again: from the cache, chain members included.
        assert_eq!(mips(&image_format_properties2(&m, &cache, None).1), 1);
        assert_eq!(image_format_properties2(&m, &cache, Some(fd)).2, 2);
        assert_eq!(image_format_properties2(&m, &cache, Some(dma)).2, 3);
        assert_eq!(m.served(), 3);
    }

    #[test]
    fn answers_that_a_format_is_unsupported_are_kept_and_failures_of_the_moment_are_not() {
        let m = Model {
            image_result: Some(vk::Result::ERROR_FORMAT_NOT_SUPPORTED),
            ..Model::default()
        };
        let cache = Cache::new();
        for _ in 0..3 {
            let (r, _, _) = image_format_properties2(&m, &cache, None);
            assert_eq!(r, vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
        }
        assert_eq!(m.served(), 1);
        let m = Model {
            image_result: Some(vk::Result::ERROR_OUT_OF_HOST_MEMORY),
            ..Model::default()
        };
        for _ in 0..3 {
            let (r, _, _) = image_format_properties2(&m, &Cache::new(), None);
            assert_eq!(r, vk::Result::ERROR_OUT_OF_HOST_MEMORY);
        }
        let cache = Cache::new();
        let _ = image_format_properties2(&m, &cache, None);
        let _ = image_format_properties2(&m, &cache, None);
        assert_eq!(m.served(), 5, "out of memory is asked again");
        assert!(cache.is_empty());
    }

    /// `vkGetPhysicalDeviceProperties2` with or without the driver properties chained, and
    /// with a structure the wire does not carry, which only the application writes: the
    /// whole output as bytes (each structure from its `sType`/`pNext` on).
    fn properties2(m: &Model, cache: &Cache, driver: bool) -> Vec<u8> {
        let mut placed = vk::PhysicalDeviceMapMemoryPlacedPropertiesEXT {
            min_placed_memory_map_alignment: 0xABCD,
            ..Default::default()
        };
        let mut d = vk::PhysicalDeviceDriverProperties::default();
        let mut out = vk::PhysicalDeviceProperties2::default();
        if driver {
            d.p_next = (&mut placed as *mut vk::PhysicalDeviceMapMemoryPlacedPropertiesEXT).cast();
            out.p_next = (&mut d as *mut vk::PhysicalDeviceDriverProperties).cast();
        }
        let a = args::GetPhysicalDeviceProperties2 {
            physical_device: physical_device(1),
            p_properties: &mut out,
        };
        assert_eq!(m.ask(cache, &a), vk::Result::SUCCESS);
        fn bytes<T>(t: &T) -> &[u8] {
            // SAFETY: a plain structure, read as the bytes it is made of (pointers skipped).
            unsafe {
                std::slice::from_raw_parts((t as *const T).cast::<u8>(), size_of::<T>())
                    .get(16..)
                    .unwrap()
            }
        }
        let mut all = bytes(&out).to_vec();
        if driver {
            all.extend_from_slice(bytes(&d));
            all.extend_from_slice(bytes(&placed));
        }
        all
    }

    #[test]
    fn the_output_chain_is_part_of_the_key_and_comes_back_byte_for_byte() {
        let (m, cache) = (Model::default(), Cache::new());
        let plain = properties2(&m, &cache, false);
        let chained = properties2(&m, &cache, true);
        assert_eq!(m.served(), 2, "another output chain is another request");
        assert_eq!(properties2(&m, &cache, false), plain);
        let again = properties2(&m, &cache, true);
        assert_eq!(again, chained);
        assert_eq!(m.served(), 2);
        // The member the wire does not carry is the application's, on a hit as on a miss.
        assert!(
            again
                .windows(8)
                .any(|w| w == 0xABCD_u64.to_le_bytes().as_slice())
        );
    }

    #[test]
    fn a_memory_budget_is_always_asked_for() {
        let (m, cache) = (Model::default(), Cache::new());
        let heaps = |budget: bool| {
            let mut b = vk::PhysicalDeviceMemoryBudgetPropertiesEXT::default();
            let mut out = vk::PhysicalDeviceMemoryProperties2::default();
            if budget {
                out.p_next = (&mut b as *mut vk::PhysicalDeviceMemoryBudgetPropertiesEXT).cast();
            }
            let a = args::GetPhysicalDeviceMemoryProperties2 {
                physical_device: physical_device(1),
                p_memory_properties: &mut out,
            };
            assert_eq!(m.ask(&cache, &a), vk::Result::SUCCESS);
            out.memory_properties.memory_heap_count
        };
        assert_eq!((heaps(true), heaps(true)), (1, 2));
        assert_eq!((heaps(false), heaps(false)), (3, 3));
        assert_eq!(m.served(), 3);
    }

    #[test]
    fn a_count_query_and_an_array_query_are_two_keys() {
        let (m, cache) = (Model::default(), Cache::new());
        let families = |room: Option<u32>| {
            let mut n = room.unwrap_or(0);
            let mut list = [vk::QueueFamilyProperties::default(); 4];
            let a = args::GetPhysicalDeviceQueueFamilyProperties {
                physical_device: physical_device(1),
                p_queue_family_property_count: &mut n,
                p_queue_family_properties: if room.is_some() {
                    list.as_mut_ptr()
                } else {
                    std::ptr::null_mut()
                },
            };
            assert_eq!(m.ask(&cache, &a), vk::Result::SUCCESS);
            (n, list.map(|f| f.queue_count))
        };
        assert_eq!(families(None).0, 2);
        assert_eq!(families(Some(4)), (2, [2, 2, 0, 0]));
        assert_eq!(families(Some(1)), (1, [3, 0, 0, 0]));
        assert_eq!(m.served(), 3);
        assert_eq!(families(None).0, 2);
        assert_eq!(families(Some(4)), (2, [2, 2, 0, 0]));
        assert_eq!(families(Some(1)), (1, [3, 0, 0, 0]));
        assert_eq!(m.served(), 3);
    }

    #[test]
    fn sparse_image_format_queries_are_answered_from_the_cache_per_format_and_room() {
        let (m, cache) = (Model::default(), Cache::new());
        let sparse = |format: vk::Format, room: Option<u32>| {
            let info = vk::PhysicalDeviceSparseImageFormatInfo2 {
                format,
                ty: vk::ImageType::TYPE_2D,
                samples: vk::SampleCountFlags::TYPE_1,
                usage: vk::ImageUsageFlags::SAMPLED,
                tiling: vk::ImageTiling::OPTIMAL,
                ..Default::default()
            };
            let mut n = room.unwrap_or(0);
            let mut list = [vk::SparseImageFormatProperties2::default(); 3];
            let a = args::GetPhysicalDeviceSparseImageFormatProperties2 {
                physical_device: physical_device(1),
                p_format_info: &info,
                p_property_count: &mut n,
                p_properties: if room.is_some() {
                    list.as_mut_ptr()
                } else {
                    std::ptr::null_mut()
                },
            };
            assert_eq!(m.ask(&cache, &a), vk::Result::SUCCESS);
            let got = list.map(|e| {
                (
                    e.properties.image_granularity.width,
                    e.properties.aspect_mask.as_raw(),
                )
            });
            (n, got)
        };
        let color = vk::Format::R8G8B8A8_UNORM;
        let depth = vk::Format::D24_UNORM_S8_UINT;
        let first = [
            sparse(color, None),
            sparse(color, Some(3)),
            sparse(depth, None),
            sparse(depth, Some(3)),
            sparse(depth, Some(1)),
        ];
        assert_eq!(first[0].0, 1);
        assert_eq!(first[1], (1, [(2, 1), (0, 0), (0, 0)]));
        assert_eq!(first[2].0, 2);
        assert_eq!(first[3], (2, [(4, 1), (4, 2), (0, 0)]));
        assert_eq!(first[4], (1, [(5, 1), (0, 0), (0, 0)]));
        assert_eq!(m.served(), 5);
        // Asked again, every answer comes from the cache, byte for byte.
        let again = [
            sparse(color, None),
            sparse(color, Some(3)),
            sparse(depth, None),
            sparse(depth, Some(3)),
            sparse(depth, Some(1)),
        ];
        assert_eq!(again, first);
        assert_eq!(m.served(), 5);
    }

    #[test]
    fn destroying_an_instance_empties_the_process_cache() {
        // The only test that uses the process's cache.
        let p = Pending {
            cid: id::GET_PHYSICAL_DEVICE_FEATURES,
            key: Box::from(&b"request"[..]),
        };
        remember(p, 0, b"reply");
        assert!(CACHE.get(b"request").is_some());
        let a = args::DestroyInstance {
            instance: vk::Instance::null(),
            p_allocator: std::ptr::null(),
        };
        // SAFETY: valid arguments of vkDestroyInstance (which `before` does not read).
        let r = unsafe {
            before(
                id::DESTROY_INSTANCE,
                (&a as *const args::DestroyInstance).cast(),
            )
        };
        assert!(matches!(r, Lookup::Forward));
        assert!(CACHE.is_empty());
    }

    #[test]
    fn the_cache_stops_growing_at_its_cap() {
        let cache = Cache::new();
        let reply: Arc<[u8]> = Arc::from(&b"reply"[..]);
        for i in 0..MAX_ENTRIES as u32 + 10 {
            cache.insert(i.to_le_bytes().into(), reply.clone());
        }
        assert_eq!(cache.len(), MAX_ENTRIES);
        assert!(cache.get(&(MAX_ENTRIES as u32 + 1).to_le_bytes()).is_none());
        // A key already there is still replaced.
        cache.insert(0u32.to_le_bytes().into(), Arc::from(&b"other"[..]));
        assert_eq!(&*cache.get(&0u32.to_le_bytes()).unwrap(), b"other");
        cache.clear();
        assert!(cache.is_empty());
    }

    #[test]
    fn threads_that_query_at_once_get_the_same_answers() {
        let (m, cache) = (Model::default(), Cache::new());
        let pd = physical_device(3);
        let formats: Vec<vk::Format> = (1..=64).map(vk::Format::from_raw).collect();
        let answers: Vec<Vec<u32>> = std::thread::scope(|s| {
            let threads: Vec<_> = (0..4)
                .map(|_| {
                    s.spawn(|| {
                        let mut seen = Vec::new();
                        for _ in 0..3 {
                            for &f in &formats {
                                seen.push(format_properties(&m, &cache, pd, f).0);
                            }
                        }
                        seen
                    })
                })
                .collect();
            threads.into_iter().map(|t| t.join().unwrap()).collect()
        });
        for seen in &answers {
            let want: Vec<_> = (0..3)
                .flat_map(|_| formats.iter().map(|f| f.as_raw() as u32))
                .collect();
            assert_eq!(seen, &want);
        }
        // Each format is asked at least once and at most once per thread (a miss on two
        // threads at once asks twice); nothing after the first round.
        assert!((64..=4 * 64).contains(&m.served()), "{}", m.served());
        assert_eq!(cache.len(), 64);
    }
}
