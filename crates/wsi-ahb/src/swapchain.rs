//! A swapchain made of ordinary Vulkan images on any device, shown in an X11 window.
//!
//! Two paths ([`Path`], chosen by [`choose_path`]):
//! - **Direct** (CPU and integrated devices, where all memory is the host's): the images are
//!   `LINEAR` and bound to host-visible memory, and the X server reads the images themselves.
//! - **Blit** (discrete GPUs, or when linear images cannot have the usage): the images are
//!   `OPTIMAL` in device memory; each present also runs a command buffer recorded once per
//!   image that copies the image into a host-visible buffer, and the X server reads the buffer.
//!
//! When the caller can give the shown memory's pages as a file descriptor (`export` of
//! [`Swapchain::new`], or memory it allocates itself through [`crate::ShownMemory`] and
//! [`Swapchain::with_memory`]), the X server reads them through MIT-SHM and nothing is copied
//! on the client side; otherwise the mapped pixels go in `PutImage` requests.
//!
//! **Synchronisation**, with real Vulkan objects only:
//! - [`Swapchain::present`] submits the application's wait semaphores with the image's own
//!   fence (and, on the blit path, the copy) on the presenting queue and hands the image to a present
//!   thread; that thread waits for the fence, shows the pixels, then waits for the X server to
//!   have read them (a `GetGeometry` round trip, which also notices a resized window) before the
//!   image can be acquired again.
//! - [`Swapchain::acquire`] blocks (up to its timeout) until an image is free and signals the
//!   application's semaphore and fence with an empty submission on `Settings::signal_queue`.
//!   The image's earlier presentation is complete by then, so that signal is immediate.
//!
//! - Present ids, present fences and releasing images: see [`crate::present`]; the image
//!   bookkeeping is in `state`.
//!
//! Presenting is asynchronous: with three images the application renders the next frame while
//! the present thread shows the last one.

use std::collections::HashMap;
use std::os::fd::OwnedFd;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use ash::vk;

use crate::image::{Image, destroy_images, make_image, record_copy};
use crate::memory::{ShownMemory, Source};
use crate::present::{Fences, Tally};
use crate::state::State;
use crate::x11::Window;

/// What the swapchain is made of.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The images' format: `B8G8R8A8_UNORM` or `B8G8R8A8_SRGB` (what X11 shows as is).
    pub format: vk::Format,
    /// The images' size.
    pub extent: vk::Extent2D,
    /// How many images.
    pub image_count: u32,
    /// The images' usage.
    pub usage: vk::ImageUsageFlags,
    /// The images' create flags: empty, or `MUTABLE_FORMAT` (a swapchain made with
    /// `VK_SWAPCHAIN_CREATE_MUTABLE_FORMAT_BIT_KHR`), with [`Settings::view_formats`].
    pub flags: vk::ImageCreateFlags,
    /// The formats the application may create views in (`VkImageFormatListCreateInfo`, passed
    /// on to the images); with `MUTABLE_FORMAT` it includes `format`, otherwise it is empty.
    pub view_formats: Vec<vk::Format>,
    /// `EXCLUSIVE` or `CONCURRENT` with `queue_families`.
    pub sharing_mode: vk::SharingMode,
    /// The queue families of a concurrent image.
    pub queue_families: Vec<u32>,
    /// A queue of the device for the empty submissions that signal what
    /// [`Swapchain::acquire`] is given.
    pub signal_queue: vk::Queue,
    /// Handle types the images' memory is allocated exportable as (`VkExportMemoryAllocateInfo`,
    /// `VkExternalMemoryImageCreateInfo`), for the `export` function of [`Swapchain::new`];
    /// empty when the memory is shareable without it (vkrelay's renderer shares every
    /// host-visible allocation).
    pub export_types: vk::ExternalMemoryHandleTypeFlags,
    /// Direct or blit ([`choose_path`]).
    pub path: Path,
    /// Blit path: the queue family of the copies' command pool, recorded with the swapchain
    /// (a present from another family records that family's copies at its first present).
    pub present_family: u32,
    /// The present modes a presentation may switch to (`VkSwapchainPresentModeInfoEXT`);
    /// empty when it may not switch. Every mode shows the images the same way (see the
    /// module docs), so any of them can be switched to.
    pub present_modes: Vec<vk::PresentModeKHR>,
}

/// How images reach the X server (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// Linear host-visible images, shown as they are.
    Direct,
    /// Optimal images, copied into a host-visible buffer at each present.
    Blit,
}

/// The path for a device of type `device_type`: direct on CPU and integrated devices whose
/// linear images with `flags` support `usage` for every format of [`FORMATS`], blit otherwise.
///
/// # Safety
/// `physical_device` belongs to `instance`.
pub unsafe fn choose_path(
    instance: &ash::Instance,
    physical_device: vk::PhysicalDevice,
    usage: vk::ImageUsageFlags,
    flags: vk::ImageCreateFlags,
) -> Path {
    // SAFETY: caller.
    let props = unsafe { instance.get_physical_device_properties(physical_device) };
    let unified = matches!(
        props.device_type,
        vk::PhysicalDeviceType::CPU | vk::PhysicalDeviceType::INTEGRATED_GPU
    );
    let linear_ok = FORMATS.iter().all(|&f| {
        // SAFETY: caller.
        unsafe { supported_usage(instance, physical_device, f, vk::ImageTiling::LINEAR, flags) }
            .contains(usage)
    });
    if unified && linear_ok {
        Path::Direct
    } else {
        Path::Blit
    }
}

/// The formats X11 shows as they are (32-bit BGRX on a little-endian host).
pub const FORMATS: [vk::Format; 2] = [vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB];

/// Usage flags a swapchain image can have on `physical_device`: those that images of `format`
/// with `tiling` support there.
///
/// # Safety
/// `physical_device` belongs to `instance`.
pub unsafe fn supported_usage(
    instance: &ash::Instance,
    physical_device: vk::PhysicalDevice,
    format: vk::Format,
    tiling: vk::ImageTiling,
    flags: vk::ImageCreateFlags,
) -> vk::ImageUsageFlags {
    let mut usage = vk::ImageUsageFlags::empty();
    for bit in [
        vk::ImageUsageFlags::TRANSFER_SRC,
        vk::ImageUsageFlags::TRANSFER_DST,
        vk::ImageUsageFlags::SAMPLED,
        vk::ImageUsageFlags::STORAGE,
        vk::ImageUsageFlags::COLOR_ATTACHMENT,
        vk::ImageUsageFlags::INPUT_ATTACHMENT,
    ] {
        // SAFETY: caller.
        let ok = unsafe {
            instance.get_physical_device_image_format_properties(
                physical_device,
                format,
                vk::ImageType::TYPE_2D,
                tiling,
                bit,
                flags,
            )
        }
        .is_ok();
        if ok {
            usage |= bit;
        }
    }
    usage
}

/// Whether `s.flags` and `s.view_formats` agree (Vulkan's rules for a mutable-format
/// swapchain): the reason when not.
fn check_formats(s: &Settings) -> Result<(), &'static str> {
    check_view_formats(s.format, s.flags, &s.view_formats)
}

/// Whether images of `format` may be made with `flags` and `view_formats` here:
/// `MUTABLE_FORMAT` is the only flag, and it comes with a view format list that holds the
/// image's format; without it the list names that format only.
pub(crate) fn check_view_formats(
    format: vk::Format,
    flags: vk::ImageCreateFlags,
    view_formats: &[vk::Format],
) -> Result<(), &'static str> {
    let mutable = vk::ImageCreateFlags::MUTABLE_FORMAT;
    if !mutable.contains(flags) {
        return Err("image create flags other than MUTABLE_FORMAT");
    }
    if flags.contains(mutable) {
        if !view_formats.contains(&format) {
            return Err("MUTABLE_FORMAT with a view format list that lacks the image's format");
        }
    } else if view_formats.iter().any(|&f| f != format) {
        return Err("view formats other than the image's without MUTABLE_FORMAT");
    }
    Ok(())
}

pub(crate) struct Shared {
    pub(crate) device: ash::Device,
    /// Blit path: the pool of the images' copy command buffers.
    pool: vk::CommandPool,
    window: Window,
    pub(crate) extent: vk::Extent2D,
    pub(crate) images: Vec<Image>,
    pub(crate) state: Mutex<State>,
    pub(crate) changed: Condvar,
    /// What present fences need (`VK_EXT_swapchain_maintenance1`), made at the first.
    pub(crate) fences: Fences,
    /// The caller's allocator of the shown memory ([`Swapchain::with_memory`]).
    caller: Option<Arc<dyn ShownMemory>>,
    /// What the present thread showed and copied ([`crate::present::Counts`]).
    pub(crate) counts: Tally,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("window", &self.window)
            .field("extent", &self.extent)
            .field("images", &self.images)
            .finish_non_exhaustive()
    }
}

impl Shared {
    pub(crate) fn lock(&self) -> MutexGuard<'_, State> {
        crate::state::lock(&self.state)
    }
}

/// An emulated swapchain (see the module docs).
#[derive(Debug)]
pub struct Swapchain {
    pub(crate) shared: Arc<Shared>,
    signal_queue: vk::Queue,
    pub(crate) present_family: u32,
    /// The present modes a presentation may switch to (`Settings::present_modes`).
    pub(crate) modes: Vec<vk::PresentModeKHR>,
    /// Blit path: copies recorded for presenting from other queue families (pool, one per
    /// image).
    other: Mutex<HashMap<u32, (vk::CommandPool, Vec<vk::CommandBuffer>)>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Swapchain {
    /// Creates the images and starts the present thread.
    ///
    /// `export` gives a memory's pages as a file descriptor and the memory's offset in it, for
    /// MIT-SHM; `None` (or an answer of `None`) shows the image with `PutImage` instead. The
    /// descriptor must really share the allocation's pages: lavapipe's opaque fd, for one,
    /// does not (`placed-mem` tells which paths do).
    ///
    /// # Safety
    /// `device` is a live device of a physical device with `memory`; `settings.signal_queue`
    /// is one of its queues. The swapchain is dropped before the device is destroyed.
    pub unsafe fn new(
        device: ash::Device,
        memory: &vk::PhysicalDeviceMemoryProperties,
        settings: &Settings,
        window: Window,
        export: Option<&dyn Fn(vk::DeviceMemory) -> Option<(OwnedFd, u64)>>,
    ) -> Result<Self, vk::Result> {
        // SAFETY: caller.
        unsafe { Self::build(device, memory, settings, window, Source::Own(export), None) }
    }

    /// [`Swapchain::new`] with the memory the X server reads allocated by `shown`, whose
    /// allocations come with their pages as a file descriptor (see [`crate::memory`]); an
    /// allocation without one, or a server without MIT-SHM 1.2, is shown with `PutImage`.
    ///
    /// # Safety
    /// As [`Swapchain::new`]; `shown` allocates on `device`.
    pub unsafe fn with_memory(
        device: ash::Device,
        memory: &vk::PhysicalDeviceMemoryProperties,
        settings: &Settings,
        window: Window,
        shown: Arc<dyn ShownMemory>,
    ) -> Result<Self, vk::Result> {
        let source = Arc::clone(&shown);
        // SAFETY: caller.
        unsafe {
            Self::build(
                device,
                memory,
                settings,
                window,
                Source::Caller(&*source),
                Some(shown),
            )
        }
    }

    /// # Safety
    /// As [`Swapchain::new`]; `caller` is what `source` borrows, when it is the caller's.
    unsafe fn build(
        device: ash::Device,
        memory: &vk::PhysicalDeviceMemoryProperties,
        settings: &Settings,
        window: Window,
        source: Source<'_>,
        caller: Option<Arc<dyn ShownMemory>>,
    ) -> Result<Self, vk::Result> {
        if !FORMATS.contains(&settings.format) {
            tracing::error!(
                "a swapchain of {:?}: not a format X11 shows",
                settings.format
            );
            return Err(vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
        }
        if let Err(why) = check_formats(settings) {
            tracing::error!("a swapchain of {:?}: {why}", settings.format);
            return Err(vk::Result::ERROR_INITIALIZATION_FAILED);
        }
        let pool = if settings.path == Path::Blit {
            let info =
                vk::CommandPoolCreateInfo::default().queue_family_index(settings.present_family);
            // SAFETY: caller: a live device.
            unsafe { device.create_command_pool(&info, None)? }
        } else {
            vk::CommandPool::null()
        };
        let mut images: Vec<Image> = Vec::new();
        let fail = |images: &mut Vec<Image>, e: vk::Result| {
            // SAFETY: the objects were made here on `device` and are unused.
            unsafe {
                destroy_images(&device, &window, caller.as_deref(), images);
                if pool != vk::CommandPool::null() {
                    device.destroy_command_pool(pool, None);
                }
            }
            e
        };
        for _ in 0..settings.image_count.max(1) {
            // SAFETY: caller; the pool is used by this thread only.
            match unsafe { make_image(&device, memory, settings, &window, source, pool) } {
                Ok(i) => images.push(i),
                Err(e) => return Err(fail(&mut images, e)),
            }
        }
        let shm = images.iter().filter(|i| i.segment.is_some()).count();
        tracing::info!(
            "swapchain of {} images, {}x{}, {:?} path: {}",
            images.len(),
            settings.extent.width,
            settings.extent.height,
            settings.path,
            if shm == images.len() {
                "shown through MIT-SHM (the X server maps the memory: no copy per frame)"
            } else if shm == 0 {
                "shown with PutImage (every frame's pixels sent to the X server)"
            } else {
                "shown through MIT-SHM for some images, PutImage for the others"
            }
        );
        let n = images.len();
        let mut shared = Arc::new(Shared {
            device,
            pool,
            window,
            extent: settings.extent,
            images,
            state: Mutex::new(State::new(n)),
            changed: Condvar::new(),
            fences: Fences::default(),
            caller,
            counts: Tally::default(),
        });
        let s = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("vkrelay-present".into())
            .spawn(move || present_thread(&s));
        let Ok(thread) = spawned else {
            // The failed spawn dropped its closure and with it the other reference.
            if let Some(sh) = Arc::get_mut(&mut shared) {
                // SAFETY: the objects were made here on the device and are unused.
                unsafe { sh.destroy_objects() };
            }
            return Err(vk::Result::ERROR_OUT_OF_HOST_MEMORY);
        };
        Ok(Self {
            shared,
            signal_queue: settings.signal_queue,
            present_family: settings.present_family,
            modes: settings.present_modes.clone(),
            other: Mutex::new(HashMap::new()),
            thread: Some(thread),
        })
    }

    /// The device the swapchain was made on.
    pub fn device(&self) -> &ash::Device {
        &self.shared.device
    }

    /// The images, in index order.
    pub fn images(&self) -> Vec<vk::Image> {
        self.shared.images.iter().map(|i| i.image).collect()
    }

    /// `vkAcquireNextImageKHR`: the index of a free image and whether the swapchain is
    /// suboptimal; `NOT_READY` (timeout 0) or `TIMEOUT` when none became free in time.
    pub fn acquire(
        &self,
        timeout_ns: u64,
        semaphore: vk::Semaphore,
        fence: vk::Fence,
    ) -> Result<(u32, bool), vk::Result> {
        // SAFETY: the queue belongs to the device (`new`'s contract), the semaphore and fence
        // too (the application's).
        unsafe {
            crate::state::acquire_signalled(
                &self.shared.state,
                &self.shared.changed,
                timeout_ns,
                &self.shared.device,
                self.signal_queue,
                semaphore,
                fence,
            )
        }
    }

    /// `vkQueuePresentKHR` for one image, on a queue of `Settings::present_family`: whether the
    /// swapchain is suboptimal.
    pub fn present(
        &self,
        queue: vk::Queue,
        wait: &[vk::Semaphore],
        index: u32,
    ) -> Result<bool, vk::Result> {
        self.present_on(queue, self.present_family, wait, index)
    }

    /// [`Swapchain::present`] on a queue of `family`. On the blit path the copies for a family
    /// other than `Settings::present_family` are recorded at its first present.
    pub fn present_on(
        &self,
        queue: vk::Queue,
        family: u32,
        wait: &[vk::Semaphore],
        index: u32,
    ) -> Result<bool, vk::Result> {
        self.present_with(
            queue,
            family,
            wait,
            index,
            &crate::present::Extra::default(),
        )
    }
}

impl Swapchain {
    /// Blit path: image `i`'s copy in a pool of `family`, the family's copies recorded at its
    /// first use.
    pub(crate) fn copy_on(&self, family: u32, i: usize) -> Result<vk::CommandBuffer, vk::Result> {
        let mut other = self.other.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, cbs)) = other.get(&family) {
            return Ok(cbs[i]);
        }
        let d = &self.shared.device;
        let info = vk::CommandPoolCreateInfo::default().queue_family_index(family);
        // SAFETY: the swapchain's device; the pool is used under `other`'s lock only.
        let pool = unsafe { d.create_command_pool(&info, None)? };
        let mut cbs = Vec::new();
        for img in &self.shared.images {
            // SAFETY: objects of the device; the images are in `PRESENT_SRC_KHR` when presented.
            match unsafe { record_copy(d, pool, img.image, img.buffer, self.shared.extent) } {
                Ok(cb) => cbs.push(cb),
                Err(e) => {
                    // SAFETY: the pool's command buffers were never submitted.
                    unsafe { d.destroy_command_pool(pool, None) };
                    return Err(e);
                }
            }
        }
        let cb = cbs[i];
        other.insert(family, (pool, cbs));
        Ok(cb)
    }
}

impl Shared {
    /// Destroys the images (their memory, buffers and copies) and the first family's command
    /// pool.
    ///
    /// # Safety
    /// Nothing uses them any more (no present thread, no pending presentation).
    unsafe fn destroy_objects(&mut self) {
        let mut images = std::mem::take(&mut self.images);
        // SAFETY: caller.
        unsafe {
            destroy_images(
                &self.device,
                &self.window,
                self.caller.as_deref(),
                &mut images,
            );
            if self.pool != vk::CommandPool::null() {
                self.device.destroy_command_pool(self.pool, None);
            }
        }
        self.pool = vk::CommandPool::null();
    }
}

impl Swapchain {
    /// Drops the swapchain (waiting for its presentations in flight) and returns what its
    /// present thread did in all ([`Swapchain::counts`] once it has ended).
    pub fn close(mut self) -> crate::present::Counts {
        self.stop_thread();
        self.shared.counts.get()
    }

    /// Ends the present thread, once the presentations it took are shown.
    fn stop_thread(&mut self) {
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Swapchain {
    fn drop(&mut self) {
        self.stop_thread();
        let c = self.shared.counts.get();
        tracing::info!(
            shown = c.shown,
            copies = c.copies,
            blits = c.blits,
            "swapchain dropped: presentations shown, CPU copies and device copies of their pixels"
        );
        if let Some(shared) = Arc::get_mut(&mut self.shared) {
            let other = std::mem::take(self.other.get_mut().unwrap_or_else(|e| e.into_inner()));
            // SAFETY: the present thread has ended; every presentation it took was waited for.
            unsafe {
                crate::present::destroy_fences(shared);
                for (pool, _) in other.into_values() {
                    shared.device.destroy_command_pool(pool, None);
                }
                shared.destroy_objects();
            }
        }
    }
}

fn present_thread(s: &Shared) {
    crate::state::serve(
        &s.state,
        &s.changed,
        |i| show(s, i),
        |e| {
            if e.serial != 0 {
                crate::present::signal_fence(s, e.serial);
            }
        },
    );
}

/// Waits for image `i`'s presentation submission, shows it and waits until the X server has
/// read it. `Ok(false)`: the window's size no longer matches the swapchain.
fn show(s: &Shared, i: usize) -> Result<bool, vk::Result> {
    let img = &s.images[i];
    // SAFETY: our fence; the device outlives the thread (`Swapchain::drop` joins it first).
    unsafe {
        s.device.wait_for_fences(&[img.fence], true, u64::MAX)?;
        s.device.reset_fences(&[img.fence])?;
    }
    let (w, h) = (s.extent.width, s.extent.height);
    let shown = match &img.segment {
        Some((seg, at)) => s
            .window
            .show_shm(seg, at + img.offset, img.stride as u32, w, h)
            .map(|()| 0),
        None => {
            let len = (img.size.saturating_sub(img.offset)) as usize;
            // SAFETY: the whole allocation is mapped; the image is not in use by the
            // application (it is `Queued`) and its rendering is complete (the fence).
            let px =
                unsafe { std::slice::from_raw_parts(img.mapped.add(img.offset as usize), len) };
            s.window.show(px, img.stride as usize, w, h)
        }
    };
    let blits = u32::from(img.copy != vk::CommandBuffer::null());
    let geometry = shown
        .map(|copies| s.counts.add(copies, blits))
        .and_then(|()| s.window.geometry())
        .map_err(|e| {
            match e {
                // The application closed its window (or exited) while a frame was on its way:
                // the surface is lost, which is no fault of the swapchain.
                crate::x11::Error::Gone => {
                    tracing::warn!("the X11 window is gone: the swapchain's surface is lost")
                }
                e => tracing::error!("presenting to the X11 window failed: {e}"),
            }
            vk::Result::ERROR_SURFACE_LOST_KHR
        })?;
    Ok(geometry.width == w && geometry.height == h)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(flags: vk::ImageCreateFlags, view_formats: &[vk::Format]) -> Settings {
        Settings {
            format: vk::Format::B8G8R8A8_UNORM,
            extent: vk::Extent2D::default(),
            image_count: 2,
            usage: vk::ImageUsageFlags::COLOR_ATTACHMENT,
            flags,
            view_formats: view_formats.to_vec(),
            sharing_mode: vk::SharingMode::EXCLUSIVE,
            queue_families: Vec::new(),
            signal_queue: vk::Queue::null(),
            export_types: vk::ExternalMemoryHandleTypeFlags::empty(),
            path: Path::Direct,
            present_family: 0,
            present_modes: Vec::new(),
        }
    }

    #[test]
    fn view_formats_follow_the_mutable_format_rules() {
        let m = vk::ImageCreateFlags::MUTABLE_FORMAT;
        let (unorm, srgb) = (vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB);
        let none = vk::ImageCreateFlags::empty();
        assert_eq!(check_formats(&settings(none, &[])), Ok(()));
        assert_eq!(check_formats(&settings(none, &[unorm])), Ok(()));
        assert!(check_formats(&settings(none, &[unorm, srgb])).is_err());
        assert_eq!(check_formats(&settings(m, &[unorm, srgb])), Ok(()));
        assert_eq!(check_formats(&settings(m, &[srgb, unorm])), Ok(()));
        assert!(check_formats(&settings(m, &[srgb])).is_err());
        assert!(check_formats(&settings(m, &[])).is_err());
        let other = vk::ImageCreateFlags::CUBE_COMPATIBLE;
        assert!(check_formats(&settings(m | other, &[unorm])).is_err());
    }
}
