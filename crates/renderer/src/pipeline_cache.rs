//! A pipeline cache on disk per application and device, kept by the renderer.
//!
//! # Rules
//!
//! - **Key.** The application and engine names of the client's newest `vkCreateInstance`
//!   (`VkApplicationInfo`), and the device's `vendorID`, `deviceID`, `driverVersion` and
//!   `pipelineCacheUUID` ([`Key`]). One file per application, engine and device model
//!   ([`Key::file_name`]): a driver update makes the old file's key wrong (ignored, logged),
//!   and the next save replaces it.
//! - **Where.** `pipeline_cache_dir`, else `$XDG_CACHE_HOME/vkrelay`, else
//!   `$HOME/.cache/vkrelay` ([`default_dir`]); `pipeline_cache = false` turns it all off.
//! - **Load.** At `vkCreateDevice` the renderer reads the file, checks it ([`file::decode`]:
//!   our header, length, checksum, key; [`file::check_driver_header`]: the driver's own
//!   header against the device) and creates its own `VkPipelineCache` on the device from the
//!   data. A file that fails a check is ignored with one warning line; a missing file is not
//!   an error. The read happens under the client's lock, while the client waits for its
//!   `vkCreateDevice` reply.
//! - **Use.** `vkCreate{Graphics,Compute}Pipelines` calls that pass no cache get the
//!   renderer's (the driver's caches are internally synchronized, so the slow calls that run
//!   with the lock released may share it). Calls that pass the application's cache keep it
//!   (what the application later reads back with `vkGetPipelineCacheData` must be its own),
//!   and the application's cache is merged into the renderer's (`vkMergePipelineCaches`)
//!   before it is destroyed, or when its device goes away.
//! - **Save.** When the cache grew (pipelines made through it, or a merge) and
//!   [`SAVE_INTERVAL`] passed since the last copy, after such a pipeline creation, and always
//!   when the device goes away: the stream thread copies the driver's data
//!   (`vkGetPipelineCacheData`, memory only) and queues the file for the [`writer`] thread,
//!   which writes it atomically. No disk write happens under a client's lock. Data equal to
//!   the last copy is not queued again.
//! - **Bound.** `pipeline_cache_max` bytes for the directory's cache files together: a file
//!   larger than that is not written, and after each write the oldest files are removed
//!   until the rest fit ([`writer`]).
//! - **Stats.** Loads, saves and their bytes, ignored files, merges and pipelines made
//!   through the renderer's cache ([`crate::stats::PipelineCacheStats`]).
//!
//! The shader repairs keep their rewritten SPIR-V in the same directory, under the same
//! switch and bound, through the same [`writer`] ([`crate::repair::spirv_cache`]).

pub mod file;
pub mod writer;

use std::ffi::CStr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use ash::vk::{self, Handle};
use rustc_hash::FxHashMap;

use crate::config::Config;
use crate::stats::PipelineCacheStats;

/// The least time between two saves of a device's cache while it is alive.
pub const SAVE_INTERVAL: Duration = Duration::from_secs(2);

/// The longest application or engine name kept in a key (bytes; longer names are cut).
pub const MAX_NAME: usize = 256;

/// What a device's cache file is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// `VkApplicationInfo::pApplicationName` (empty where there was none).
    pub app: String,
    /// `VkApplicationInfo::pEngineName` (empty where there was none).
    pub engine: String,
    /// `VkPhysicalDeviceProperties::vendorID`.
    pub vendor_id: u32,
    /// `VkPhysicalDeviceProperties::deviceID`.
    pub device_id: u32,
    /// `VkPhysicalDeviceProperties::driverVersion`.
    pub driver_version: u32,
    /// `VkPhysicalDeviceProperties::pipelineCacheUUID`.
    pub uuid: [u8; 16],
}

fn fnv64(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for &b in *p {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        h = (h ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

impl Key {
    /// The key as stored in the file: each name as a 32-bit length and its bytes, then the
    /// three ids and the UUID (little-endian).
    pub fn bytes(&self) -> Vec<u8> {
        let mut b = Vec::new();
        for s in [&self.app, &self.engine] {
            b.extend_from_slice(&(s.len() as u32).to_le_bytes());
            b.extend_from_slice(s.as_bytes());
        }
        for n in [self.vendor_id, self.device_id, self.driver_version] {
            b.extend_from_slice(&n.to_le_bytes());
        }
        b.extend_from_slice(&self.uuid);
        b
    }

    /// The file's name: the application's name (characters other than ASCII letters,
    /// digits, `-`, `_` and `.` replaced by `_`; `vulkan` where it has none), then a hash of
    /// the application, engine, vendor and device (not of the driver version or UUID, so a
    /// new driver replaces its old file).
    pub fn file_name(&self) -> String {
        self.file_name_with(writer::EXTENSION)
    }

    /// [`Key::file_name`] with the extension `extension` (the rewritten SPIR-V's file of the
    /// same application and device, [`crate::repair::spirv_cache`]).
    pub fn file_name_with(&self, extension: &str) -> String {
        let mut name: String = self
            .app
            .chars()
            .take(48)
            .map(|c| {
                if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if name.is_empty() || name.starts_with('.') {
            name.insert_str(0, "vulkan");
        }
        let h = fnv64(&[
            self.app.as_bytes(),
            self.engine.as_bytes(),
            &self.vendor_id.to_le_bytes(),
            &self.device_id.to_le_bytes(),
        ]);
        format!("{name}-{h:016x}.{extension}")
    }

    /// What the driver's own header must say.
    pub fn driver_header(&self) -> file::DriverHeader {
        file::DriverHeader {
            vendor_id: self.vendor_id,
            device_id: self.device_id,
            uuid: self.uuid,
        }
    }
}

/// `$XDG_CACHE_HOME/vkrelay`, else `$HOME/.cache/vkrelay`; `None` when neither is set.
pub fn default_dir() -> Option<PathBuf> {
    let non_empty = |v: &str| std::env::var_os(v).filter(|p| !p.is_empty());
    non_empty("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| non_empty("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .map(|d| d.join("vkrelay"))
}

/// The driver's functions a device's cache needs.
#[derive(Debug, Clone, Copy)]
struct Fns {
    create: vk::PFN_vkCreatePipelineCache,
    destroy: vk::PFN_vkDestroyPipelineCache,
    data: vk::PFN_vkGetPipelineCacheData,
    merge: vk::PFN_vkMergePipelineCaches,
}

/// The renderer's cache on one device.
#[derive(Debug)]
struct DeviceCache {
    cache: vk::PipelineCache,
    fns: Fns,
    key: Vec<u8>,
    name: String,
    /// Pipelines made through it and merges since the last copy.
    grown: u64,
    last_copy: Instant,
    /// CRC-32 of the data last queued.
    last_crc: Option<u32>,
}

/// One client's pipeline caches: what its instance said, and the renderer's cache of each of
/// its devices.
#[derive(Debug, Default)]
pub struct Caches {
    /// The directory, `None` when off.
    dir: Option<PathBuf>,
    max_bytes: u64,
    app: String,
    engine: String,
    devices: FxHashMap<u64, DeviceCache>,
}

/// A C string of the decoder's, cut at [`MAX_NAME`] bytes.
///
/// # Safety
/// `p` is null or a NUL-terminated string.
pub(crate) unsafe fn name(p: *const std::ffi::c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: caller.
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy();
    let mut end = s.len().min(MAX_NAME);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s[..end].to_owned()
}

impl Caches {
    /// The caches of a client under `config` (`pipeline_cache`, `pipeline_cache_dir`,
    /// `pipeline_cache_max`).
    pub fn new(config: &Config) -> Caches {
        Caches {
            dir: config.pipeline_cache_directory(),
            max_bytes: config.pipeline_cache_max_bytes(),
            ..Default::default()
        }
    }

    /// Whether the renderer keeps caches at all.
    pub fn on(&self) -> bool {
        self.dir.is_some()
    }

    /// Remembers the application and engine names of a new instance.
    ///
    /// # Safety
    /// `info` is a decoded `VkInstanceCreateInfo` (its application info null or valid).
    pub unsafe fn instance_created(&mut self, info: &vk::InstanceCreateInfo) {
        // SAFETY: caller.
        let app = unsafe { info.p_application_info.as_ref() };
        let (a, e) = app.map_or((std::ptr::null(), std::ptr::null()), |a| {
            (a.p_application_name, a.p_engine_name)
        });
        // SAFETY: caller: the decoder's strings are NUL-terminated.
        unsafe {
            self.app = name(a);
            self.engine = name(e);
        }
    }

    /// Creates the renderer's cache on the new device `device` of `physical`, from the file
    /// if there is a good one.
    ///
    /// # Safety
    /// `instance` is a live instance of `entry` that owns `physical`; `device` a live device
    /// just created on it.
    pub unsafe fn device_created(
        &mut self,
        entry: &ash::Entry,
        instance: vk::Instance,
        physical: vk::PhysicalDevice,
        device: vk::Device,
        stats: &mut PipelineCacheStats,
    ) {
        let Some(dir) = self.dir.clone() else { return };
        // SAFETY: caller: `instance` is live; the names are valid C strings.
        let (props, gdpa) = unsafe {
            let gipa = entry.static_fn().get_instance_proc_addr;
            (
                gipa(instance, c"vkGetPhysicalDeviceProperties".as_ptr()),
                gipa(instance, c"vkGetDeviceProcAddr".as_ptr()),
            )
        };
        let (Some(props), Some(gdpa)) = (props, gdpa) else {
            return;
        };
        // SAFETY: the loader's functions of these names have these signatures.
        let (props, gdpa) = unsafe {
            (
                std::mem::transmute::<
                    unsafe extern "system" fn(),
                    vk::PFN_vkGetPhysicalDeviceProperties,
                >(props),
                std::mem::transmute::<unsafe extern "system" fn(), vk::PFN_vkGetDeviceProcAddr>(
                    gdpa,
                ),
            )
        };
        let mut p = vk::PhysicalDeviceProperties::default();
        // SAFETY: caller: `physical` belongs to `instance`; `p` is writable.
        unsafe { props(physical, &mut p) };
        let get = |n: &CStr| {
            // SAFETY: caller: `device` is live; `n` is a valid C string.
            unsafe { gdpa(device, n.as_ptr()) }
        };
        let (Some(create), Some(destroy), Some(data), Some(merge)) = (
            get(c"vkCreatePipelineCache"),
            get(c"vkDestroyPipelineCache"),
            get(c"vkGetPipelineCacheData"),
            get(c"vkMergePipelineCaches"),
        ) else {
            return;
        };
        // SAFETY: the driver's functions of these names have these signatures.
        let fns = unsafe {
            use std::mem::transmute;
            Fns {
                create: transmute::<unsafe extern "system" fn(), vk::PFN_vkCreatePipelineCache>(
                    create,
                ),
                destroy: transmute::<unsafe extern "system" fn(), vk::PFN_vkDestroyPipelineCache>(
                    destroy,
                ),
                data: transmute::<unsafe extern "system" fn(), vk::PFN_vkGetPipelineCacheData>(
                    data,
                ),
                merge: transmute::<unsafe extern "system" fn(), vk::PFN_vkMergePipelineCaches>(
                    merge,
                ),
            }
        };
        let key = Key {
            app: self.app.clone(),
            engine: self.engine.clone(),
            vendor_id: p.vendor_id,
            device_id: p.device_id,
            driver_version: p.driver_version,
            uuid: p.pipeline_cache_uuid,
        };
        let file_name = key.file_name();
        let key_bytes = key.bytes();
        let path = dir.join(&file_name);
        let bytes = match std::fs::read(&path) {
            Ok(b) => Some(b),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => {
                tracing::warn!("pipeline cache: {} ignored: {e}", path.display());
                stats.ignored += 1;
                None
            }
        };
        let initial = bytes.as_deref().and_then(|b| {
            let checked = file::decode(b, &key_bytes)
                .and_then(|d| file::check_driver_header(d, &key.driver_header()).map(|()| d));
            match checked {
                Ok(d) => Some(d),
                Err(e) => {
                    tracing::warn!("pipeline cache: {} ignored: {e}", path.display());
                    stats.ignored += 1;
                    None
                }
            }
        });
        let make = |data: &[u8]| {
            let info = vk::PipelineCacheCreateInfo::default().initial_data(data);
            let mut cache = vk::PipelineCache::null();
            // SAFETY: `device` is live (caller); `info` and `cache` are valid.
            let r = unsafe { (fns.create)(device, &info, std::ptr::null(), &mut cache) };
            (r == vk::Result::SUCCESS).then_some(cache)
        };
        let mut loaded = 0;
        let cache = match initial.filter(|d| !d.is_empty()) {
            Some(d) => match make(d) {
                Some(c) => {
                    loaded = d.len();
                    Some(c)
                }
                None => {
                    tracing::warn!(
                        "pipeline cache: {} ignored: the driver refused its data",
                        path.display()
                    );
                    stats.ignored += 1;
                    make(&[])
                }
            },
            None => make(&[]),
        };
        let Some(cache) = cache else {
            tracing::warn!("pipeline cache: the driver could not create one; none kept");
            return;
        };
        if loaded > 0 {
            stats.loads += 1;
            stats.loaded_bytes += loaded as u64;
            tracing::info!(path = %path.display(), bytes = loaded, "pipeline cache: loaded");
        }
        self.devices.insert(
            device.as_raw(),
            DeviceCache {
                cache,
                fns,
                key: key_bytes,
                name: file_name,
                grown: 0,
                last_copy: Instant::now(),
                last_crc: initial.map(crc32fast::hash),
            },
        );
    }

    /// The cache a pipeline creation on `device` passing `cache` should use: the renderer's
    /// where `cache` is null.
    pub fn for_pipelines(&self, device: vk::Device, cache: vk::PipelineCache) -> vk::PipelineCache {
        match self.devices.get(&device.as_raw()) {
            Some(d) if cache.is_null() => d.cache,
            _ => cache,
        }
    }

    /// After `count` pipelines were made on `device` with `cache`: counts them if `cache` is
    /// the renderer's, and saves it if it is due.
    pub fn pipelines_created(
        &mut self,
        device: vk::Device,
        cache: vk::PipelineCache,
        count: u32,
        stats: &mut PipelineCacheStats,
    ) {
        let (dir, max) = (self.dir.as_ref(), self.max_bytes);
        let Some((d, dir)) = self.devices.get_mut(&device.as_raw()).zip(dir) else {
            return;
        };
        if d.cache != cache {
            return;
        }
        stats.pipelines += u64::from(count);
        d.grown += 1;
        if d.last_copy.elapsed() >= SAVE_INTERVAL {
            // SAFETY: `device` is live (it just made pipelines) and owns `d.cache`.
            unsafe { copy(device, d, dir, max, stats) };
        }
    }

    /// Before the application destroys its cache `app_cache` on `device`: merges it into the
    /// renderer's.
    ///
    /// # Safety
    /// `device` is a live device of the client and `app_cache` a live cache on it that no
    /// other call uses.
    pub unsafe fn before_destroy(
        &mut self,
        device: vk::Device,
        app_cache: vk::PipelineCache,
        stats: &mut PipelineCacheStats,
    ) {
        if let Some(d) = self.devices.get_mut(&device.as_raw()) {
            // SAFETY: caller.
            unsafe { merge(device, d, &[app_cache], stats) };
        }
    }

    /// `device` goes away: merges the application's caches still on it (`app_caches`) into
    /// the renderer's, queues a last save and destroys the renderer's cache.
    ///
    /// # Safety
    /// `device` is an idle device of the client that nothing uses any more; `app_caches` are
    /// live caches on it.
    pub unsafe fn device_gone(
        &mut self,
        device: vk::Device,
        app_caches: &[vk::PipelineCache],
        stats: &mut PipelineCacheStats,
    ) {
        let Some(mut d) = self.devices.remove(&device.as_raw()) else {
            return;
        };
        // SAFETY: caller.
        unsafe { merge(device, &mut d, app_caches, stats) };
        if d.grown > 0 {
            if let Some(dir) = &self.dir {
                // SAFETY: caller: the device is live and owns `d.cache`.
                unsafe { copy(device, &mut d, dir, self.max_bytes, stats) };
            }
        }
        // SAFETY: caller: nothing uses the renderer's cache once the device is idle.
        unsafe { (d.fns.destroy)(device, d.cache, std::ptr::null()) };
    }
}

/// Merges `srcs` into `d`'s cache.
///
/// # Safety
/// `device` is live and owns `d.cache` and `srcs`, which no other call uses.
unsafe fn merge(
    device: vk::Device,
    d: &mut DeviceCache,
    srcs: &[vk::PipelineCache],
    stats: &mut PipelineCacheStats,
) {
    if srcs.is_empty() {
        return;
    }
    // SAFETY: caller; `srcs` holds `srcs.len()` handles, none of them `d.cache` (which the
    // client cannot name).
    let r = unsafe { (d.fns.merge)(device, d.cache, srcs.len() as u32, srcs.as_ptr()) };
    if r == vk::Result::SUCCESS {
        stats.merges += srcs.len() as u64;
        d.grown += 1;
    }
}

/// Copies `d`'s data out of the driver and queues its file.
///
/// # Safety
/// `device` is live and owns `d.cache`.
unsafe fn copy(
    device: vk::Device,
    d: &mut DeviceCache,
    dir: &std::path::Path,
    max_bytes: u64,
    stats: &mut PipelineCacheStats,
) {
    d.last_copy = Instant::now();
    d.grown = 0;
    let mut data = Vec::new();
    for _ in 0..4 {
        let mut n = 0usize;
        // SAFETY: caller; a null pointer asks for the size.
        let r = unsafe { (d.fns.data)(device, d.cache, &mut n, std::ptr::null_mut()) };
        if r != vk::Result::SUCCESS {
            return;
        }
        data.resize(n, 0);
        // SAFETY: as above; `data` holds `n` writable bytes.
        let r = unsafe { (d.fns.data)(device, d.cache, &mut n, data.as_mut_ptr().cast()) };
        match r {
            vk::Result::SUCCESS => {
                data.truncate(n);
                break;
            }
            // The cache grew between the two calls (another stream made a pipeline).
            vk::Result::INCOMPLETE => continue,
            _ => return,
        }
    }
    if data.is_empty() {
        return;
    }
    let crc = crc32fast::hash(&data);
    if d.last_crc == Some(crc) {
        return;
    }
    d.last_crc = Some(crc);
    stats.saves += 1;
    stats.saved_bytes += data.len() as u64;
    writer::save(writer::Job {
        dir: dir.to_owned(),
        name: d.name.clone(),
        bytes: file::encode(&d.key, &data),
        max_bytes,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key() -> Key {
        Key {
            app: "vkcube".into(),
            engine: "none".into(),
            vendor_id: 0x10005,
            device_id: 0,
            driver_version: 1,
            uuid: [7; 16],
        }
    }

    #[test]
    fn names_are_safe_and_driver_updates_keep_the_name() {
        let k = key();
        let n = k.file_name();
        assert!(n.starts_with("vkcube-") && n.ends_with(".vkpc"), "{n}");
        let newer = Key {
            driver_version: 2,
            uuid: [8; 16],
            ..key()
        };
        assert_eq!(newer.file_name(), n);
        assert_ne!(newer.bytes(), k.bytes());
        let other = Key {
            device_id: 1,
            ..key()
        };
        assert_ne!(other.file_name(), n);
        for app in ["", "../../etc/passwd", ".hidden", "a/b\0c", "ünï"] {
            let k = Key {
                app: app.into(),
                ..key()
            };
            let n = k.file_name();
            assert!(
                !n.contains('/') && !n.contains('\0') && !n.starts_with('.'),
                "{n}"
            );
        }
    }

    #[test]
    fn names_in_the_key_are_length_prefixed() {
        let a = Key {
            app: "ab".into(),
            engine: "c".into(),
            ..key()
        };
        let b = Key {
            app: "a".into(),
            engine: "bc".into(),
            ..key()
        };
        assert_ne!(a.bytes(), b.bytes());
    }
}
