//! Presenting into a window whose pixels live in one buffer that its host owns and shows:
//! Winlator's X server, whose windows each keep their content in an AHardwareBuffer that it
//! hands out (`getWindowHardwareBuffer`) and draws again when told (`updateWindowContent`).
//!
//! The host's buffer is one per window, so it cannot be the swapchain's images: an application
//! drawing the next frame into the buffer the host is showing tears the frame (the peer that
//! aliases every image to it, and never waits for the GPU before showing, does). Here:
//!
//! - the swapchain has its own images (optimal, device-local, as many as asked for), acquired
//!   and presented with the same bookkeeping as [`crate::Swapchain`] (`state`);
//! - a presentation submits, on the presenting queue, the application's waits and a copy of
//!   the image into the host's buffer (imported with [`WindowImport`]: an AHardwareBuffer
//!   through `VK_ANDROID_external_memory_android_hardware_buffer` on Android), with the
//!   image's fence; `vkCmdCopyImage` where the buffer has the image's format, `vkCmdBlitImage`
//!   (which converts BGRA to RGBA) where the host's buffer is RGBA (drivers that cannot import
//!   BGRA AHardwareBuffers: asked for where [`WindowImport::takes_bgra`] says no, or once a
//!   BGRA buffer failed to import);
//! - the present thread waits for that fence, then tells the host to show the window
//!   ([`WindowHost::show`]): nothing is shown before its GPU work ends;
//! - the host's buffer is the window's only one, so a presentation's copy is submitted only
//!   once every earlier presentation was shown: no frame is overwritten before the host was
//!   told to show it. (When the host's compositor reads the buffer after that is the host's
//!   business: Winlator draws it at its next refresh.) The application's thread waits in
//!   `present` for the frame before to be shown, which its GPU work usually has by then;
//! - a window whose size changed makes the presentation `SUBOPTIMAL` (the copy covers the
//!   smaller of the two sizes); a host that hands out a new buffer (Winlator makes one when a
//!   window is resized) is imported again at the next presentation, after the device is idle;
//!   a window that is gone loses the surface.
//!
//! Where the host's buffer is shared with another user of it (the host's compositor), the
//! import says so ([`WindowImport::foreign`]) and each copy acquires the buffer from and
//! releases it to `VK_QUEUE_FAMILY_FOREIGN_EXT`. Each copy also makes its writes visible to
//! the host's CPU (a host that reads the pixels itself once told to show them).
//!
//! A presentation's present id counts as shown once the host was told to show it
//! ([`HostedSwapchain::wait_for_present`]); acquired images can be released
//! ([`HostedSwapchain::release`]). The imports: [`crate::ahb::window::AhbImport`] (Android),
//! [`crate::host_pointer::HostPointerImport`] (pixels in this process's memory).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ash::vk;

use crate::state::{Slot, State};

mod shown;
mod target;
use shown::present_thread;

/// The host of the windows: what Winlator's Java component answers through JNI.
pub trait WindowHost: Send + Sync {
    /// The window's size; `None` when the window is gone.
    fn size(&self, window: u32) -> Option<vk::Extent2D>;
    /// The buffer that holds the window's pixels (an `AHardwareBuffer*` on Android), in BGRA
    /// byte order when `bgra`, else RGBA; 0 when there is none. The same value for as long as
    /// the buffer is the same.
    fn buffer(&self, window: u32, bgra: bool) -> u64;
    /// Shows the window's buffer as it is now.
    fn show(&self, window: u32);
}

/// A host's buffer imported as an image of the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowImage {
    /// The image, which copies can write (`TRANSFER_DST`).
    pub image: vk::Image,
    /// Its memory (bound at offset 0).
    pub memory: vk::DeviceMemory,
    /// Its size.
    pub extent: vk::Extent2D,
    /// Its format: `B8G8R8A8_UNORM` or `R8G8B8A8_UNORM`.
    pub format: vk::Format,
}

/// How a host's buffer becomes an image of the device.
pub trait WindowImport: Send + Sync {
    /// Imports `buffer` (a value of [`WindowHost::buffer`], asked for in BGRA byte order when
    /// `bgra`) as an image. `size` is the window's size as the host reported it just before
    /// it handed out the buffer: an import whose buffer does not describe itself (a pointer
    /// to pixels) takes it as the buffer's size. Its layout is taken as `UNDEFINED`: the first
    /// copy into it makes it `GENERAL`, where it stays.
    ///
    /// # Safety
    /// `device` is live; `buffer` is a live buffer of the host.
    unsafe fn import(
        &self,
        device: &ash::Device,
        buffer: u64,
        bgra: bool,
        size: vk::Extent2D,
    ) -> Result<WindowImage, vk::Result>;

    /// Destroys an imported image and frees its memory.
    ///
    /// # Safety
    /// `image` came from [`WindowImport::import`] on `device`, and nothing uses it any more.
    unsafe fn release(&self, device: &ash::Device, image: WindowImage);

    /// Whether something outside the device reads the buffer (a compositor), so that copies
    /// hand it over through `VK_QUEUE_FAMILY_FOREIGN_EXT`.
    fn foreign(&self) -> bool;

    /// Whether the driver says it imports the host's buffers in BGRA byte order, which the
    /// host should then be asked for ([`HostedSettings::bgra_buffer`]): where the images are
    /// BGRA, each presentation is a copy rather than a blit. The default says yes.
    fn takes_bgra(&self) -> bool {
        true
    }
}

/// What a hosted swapchain is made of.
#[derive(Clone, Debug)]
pub struct HostedSettings {
    /// The window, as the host names it (the X11 window id).
    pub window: u32,
    /// The images' format: `B8G8R8A8` or `R8G8B8A8`, `UNORM` or `SRGB`.
    pub format: vk::Format,
    /// The images' size.
    pub extent: vk::Extent2D,
    /// How many images.
    pub image_count: u32,
    /// The images' usage (`TRANSFER_SRC` is added).
    pub usage: vk::ImageUsageFlags,
    /// The images' create flags: none, or `MUTABLE_FORMAT` (then with `view_formats`).
    pub flags: vk::ImageCreateFlags,
    /// The formats views of the images may have (`VkImageFormatListCreateInfo`; empty: none
    /// given). With `MUTABLE_FORMAT` it holds `format`; without, it names `format` only.
    pub view_formats: Vec<vk::Format>,
    /// Ask the host for a BGRA buffer ([`WindowImport::takes_bgra`]), else an RGBA one. A BGRA
    /// buffer the driver then fails to import is asked for again in RGBA.
    pub bgra_buffer: bool,
    /// The queue family of the presenting queues (the copies' command pool).
    pub family: u32,
    /// A queue of the device for the empty submissions that signal what
    /// [`HostedSwapchain::acquire`] is given.
    pub signal_queue: vk::Queue,
}

/// The host's buffer as imported, with the copies into it.
struct Target {
    buffer: u64,
    image: WindowImage,
    /// One copy per swapchain image, recorded for `image`.
    copies: Vec<vk::CommandBuffer>,
    /// Submitted before the first copy: `image` from `UNDEFINED` to `GENERAL`.
    first: vk::CommandBuffer,
    /// `first` was submitted.
    first_sent: bool,
}

struct Shared {
    device: ash::Device,
    host: Arc<dyn WindowHost>,
    window: u32,
    extent: vk::Extent2D,
    images: Vec<(vk::Image, vk::DeviceMemory)>,
    fences: Vec<vk::Fence>,
    state: Mutex<State>,
    changed: Condvar,
    /// Presentations the host was told to show.
    shown: std::sync::atomic::AtomicU64,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        crate::state::lock(&self.state)
    }

    /// Waits until no presentation is queued (every one was shown), the swapchain is lost or
    /// it stops, or `limit` passed; the state then.
    fn wait_drained(&self, limit: Option<Duration>) -> MutexGuard<'_, State> {
        let end = limit.map(|l| Instant::now() + l);
        let mut st = self.lock();
        while st.slots.contains(&Slot::Queued) && st.lost.is_none() && !st.stop {
            let left = match end {
                None => None,
                Some(end) => match end.checked_duration_since(Instant::now()) {
                    Some(left) if !left.is_zero() => Some(left),
                    _ => break,
                },
            };
            st = match left {
                None => self.changed.wait(st).unwrap_or_else(|e| e.into_inner()),
                Some(left) => {
                    let waited = self.changed.wait_timeout(st, left);
                    waited.unwrap_or_else(|e| e.into_inner()).0
                }
            };
        }
        st
    }
}

/// A hosted swapchain's wait for its earlier presentations to be shown
/// ([`HostedSwapchain::drained`]), usable without the swapchain.
#[derive(Clone)]
pub struct Drained(Arc<Shared>);

impl std::fmt::Debug for Drained {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Drained").field(&self.0.window).finish()
    }
}

impl Drained {
    /// Waits at most `limit` until every presentation made so far was shown (or the
    /// swapchain was lost or destroyed); whether that happened.
    pub fn wait(&self, limit: Duration) -> bool {
        let st = self.0.wait_drained(Some(limit));
        !st.slots.contains(&Slot::Queued) || st.lost.is_some() || st.stop
    }
}

/// A swapchain presented into a host's window (see the module docs).
pub struct HostedSwapchain {
    shared: Arc<Shared>,
    import: Arc<dyn WindowImport>,
    settings: HostedSettings,
    pool: vk::CommandPool,
    target: Mutex<Option<Target>>,
    /// The host's buffer is asked for in BGRA byte order ([`HostedSettings::bgra_buffer`],
    /// until the driver fails to import one).
    bgra: AtomicBool,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl std::fmt::Debug for HostedSwapchain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostedSwapchain")
            .field("window", &self.settings.window)
            .field("extent", &self.settings.extent)
            .field("images", &self.shared.images.len())
            .finish_non_exhaustive()
    }
}

/// The one colour level and layer of every image here.
const COLOR: vk::ImageSubresourceRange = vk::ImageSubresourceRange {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    base_mip_level: 0,
    level_count: 1,
    base_array_layer: 0,
    layer_count: 1,
};

/// The formats a hosted swapchain's images may have.
pub const FORMATS: [vk::Format; 4] = [
    vk::Format::B8G8R8A8_UNORM,
    vk::Format::B8G8R8A8_SRGB,
    vk::Format::R8G8B8A8_UNORM,
    vk::Format::R8G8B8A8_SRGB,
];

/// Whether images of `a` copy into `b` bit for bit (the same channel order), rather than
/// through a blit that reorders them.
fn same_order(a: vk::Format, b: vk::Format) -> bool {
    let bgra = |f| matches!(f, vk::Format::B8G8R8A8_UNORM | vk::Format::B8G8R8A8_SRGB);
    bgra(a) == bgra(b)
}

/// The window's size, `None` where the host has no such window or one of no size (a host that
/// answers 0×0 for a window that is gone).
fn window_size(host: &dyn WindowHost, window: u32) -> Option<vk::Extent2D> {
    host.size(window).filter(|s| s.width > 0 && s.height > 0)
}

/// The image memory type: device-local where there is one the image may have.
fn device_local(props: &vk::PhysicalDeviceMemoryProperties, bits: u32) -> Option<u32> {
    crate::image::pick_memory(props, bits, false)
}

impl HostedSwapchain {
    /// Makes the images, imports the host's buffer and starts the present thread.
    ///
    /// # Safety
    /// `device` is a live device of a physical device with `memory`; `settings.signal_queue`
    /// is one of its queues and `settings.family` one of its queue families. The swapchain is
    /// dropped before the device is destroyed.
    pub unsafe fn new(
        device: ash::Device,
        memory: &vk::PhysicalDeviceMemoryProperties,
        settings: &HostedSettings,
        host: Arc<dyn WindowHost>,
        import: Arc<dyn WindowImport>,
    ) -> Result<Self, vk::Result> {
        if !FORMATS.contains(&settings.format) {
            return Err(vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
        }
        if let Err(why) = crate::swapchain::check_view_formats(
            settings.format,
            settings.flags,
            &settings.view_formats,
        ) {
            tracing::error!("a hosted swapchain of {:?}: {why}", settings.format);
            return Err(vk::Result::ERROR_INITIALIZATION_FAILED);
        }
        let info = vk::CommandPoolCreateInfo::default()
            .flags(vk::CommandPoolCreateFlags::RESET_COMMAND_BUFFER)
            .queue_family_index(settings.family);
        // SAFETY: caller: a live device and one of its families.
        let pool = unsafe { device.create_command_pool(&info, None)? };
        let mut images = Vec::new();
        let mut fences = Vec::new();
        let made = (|| {
            for _ in 0..settings.image_count.max(1) {
                // SAFETY: caller.
                images.push(unsafe { make_image(&device, memory, settings)? });
                // SAFETY: as above.
                fences.push(unsafe { device.create_fence(&vk::FenceCreateInfo::default(), None)? });
            }
            Ok(())
        })();
        let shared = Arc::new(Shared {
            device: device.clone(),
            host,
            window: settings.window,
            extent: settings.extent,
            images,
            fences,
            state: Mutex::new(State::new(settings.image_count.max(1) as usize)),
            changed: Condvar::new(),
            shown: std::sync::atomic::AtomicU64::new(0),
        });
        let mut chain = HostedSwapchain {
            shared,
            import,
            settings: settings.clone(),
            pool,
            target: Mutex::new(None),
            bgra: AtomicBool::new(settings.bgra_buffer),
            thread: None,
        };
        made?;
        // SAFETY: nothing was submitted yet.
        unsafe { chain.retarget()? };
        let s = Arc::clone(&chain.shared);
        let thread = std::thread::Builder::new()
            .name("vkrelay-hosted-present".into())
            .spawn(move || present_thread(&s))
            .map_err(|_| vk::Result::ERROR_OUT_OF_HOST_MEMORY)?;
        chain.thread = Some(thread);
        tracing::info!(
            window = settings.window,
            images = chain.shared.images.len(),
            width = settings.extent.width,
            height = settings.extent.height,
            "hosted swapchain: each presentation copied into the host's window buffer"
        );
        Ok(chain)
    }

    /// The wait [`HostedSwapchain::present_id`] begins with: a caller that holds a lock the
    /// swapchain's other users need (the renderer's session lock) waits on this first, without
    /// it, so that the presentation then finds the host's buffer free.
    pub fn drained(&self) -> Drained {
        Drained(Arc::clone(&self.shared))
    }

    /// The images, in index order.
    pub fn images(&self) -> Vec<vk::Image> {
        self.shared.images.iter().map(|i| i.0).collect()
    }

    /// `vkAcquireNextImageKHR` (as [`crate::Swapchain::acquire`]).
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
                self.settings.signal_queue,
                semaphore,
                fence,
            )
        }
    }

    /// `vkQueuePresentKHR` for acquired image `index` on `queue` (of `settings.family`): the
    /// copy into the host's buffer waits for `wait`; whether the swapchain is suboptimal.
    pub fn present(
        &self,
        queue: vk::Queue,
        wait: &[vk::Semaphore],
        index: u32,
    ) -> Result<bool, vk::Result> {
        self.present_id(queue, wait, index, 0)
    }

    /// [`HostedSwapchain::present`] with present id `id` (`VK_KHR_present_id`; 0: none),
    /// which counts as shown ([`HostedSwapchain::wait_for_present`]) once the host was told
    /// to show the frame.
    pub fn present_id(
        &self,
        queue: vk::Queue,
        wait: &[vk::Semaphore],
        index: u32,
        id: u64,
    ) -> Result<bool, vk::Result> {
        let i = index as usize;
        {
            let st = self.shared.lock();
            if let Some(e) = st.lost {
                return Err(e);
            }
            if st.slots.get(i) != Some(&Slot::Acquired) {
                tracing::error!("vkQueuePresentKHR: image {index} is not acquired");
                return Err(vk::Result::ERROR_OUT_OF_DATE_KHR);
            }
        }
        // The host's buffer is the window's only one: the copy of this frame starts once the
        // host was told to show the frame before it, never over a frame not yet shown.
        if let Some(e) = self.shared.wait_drained(None).lost {
            return Err(e);
        }
        let Some(size) = window_size(&*self.shared.host, self.shared.window) else {
            tracing::warn!("the host's window is gone: the swapchain's surface is lost");
            self.shared.lock().lost = Some(vk::Result::ERROR_SURFACE_LOST_KHR);
            return Err(vk::Result::ERROR_SURFACE_LOST_KHR);
        };
        let mut target = self.target.lock().unwrap_or_else(|e| e.into_inner());
        let buffer = self
            .shared
            .host
            .buffer(self.shared.window, self.bgra.load(Ordering::Relaxed));
        if target.as_ref().map(|t| t.buffer) != Some(buffer) {
            drop(target);
            // SAFETY: retarget waits for the device to be idle before it replaces anything.
            unsafe { self.retarget()? };
            target = self.target.lock().unwrap_or_else(|e| e.into_inner());
        }
        let Some(t) = target.as_ref() else {
            return Err(vk::Result::ERROR_SURFACE_LOST_KHR);
        };
        let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; wait.len()];
        let first = [t.first, t.copies[i]];
        let cbs = if t.first_sent {
            &first[1..]
        } else {
            &first[..]
        };
        let submit = vk::SubmitInfo::default()
            .wait_semaphores(wait)
            .wait_dst_stage_mask(&stages)
            .command_buffers(cbs);
        // SAFETY: the application's queue and semaphores; our command buffers and fence, which
        // nothing else uses (the image was acquired, so its last copy was waited for).
        unsafe {
            self.shared
                .device
                .queue_submit(queue, &[submit], self.shared.fences[i])?
        };
        if let Some(t) = target.as_mut() {
            t.first_sent = true;
        }
        drop(target);
        self.shared.lock().enqueue(i, id, false);
        self.shared.changed.notify_all();
        Ok(size != self.shared.extent || self.shared.lock().suboptimal)
    }
}

impl Drop for HostedSwapchain {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        let d = &self.shared.device;
        // SAFETY: the present thread has ended; the device goes idle before anything of the
        // swapchain is destroyed.
        unsafe {
            let _ = d.device_wait_idle();
            if let Some(t) = self
                .target
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .take()
            {
                self.import.release(d, t.image);
            }
            d.destroy_command_pool(self.pool, None);
            for &f in &self.shared.fences {
                d.destroy_fence(f, None);
            }
            for &(image, memory) in &self.shared.images {
                d.destroy_image(image, None);
                d.free_memory(memory, None);
            }
        }
    }
}

/// One swapchain image, bound to device-local memory of its own.
///
/// # Safety
/// As [`HostedSwapchain::new`].
unsafe fn make_image(
    device: &ash::Device,
    memory: &vk::PhysicalDeviceMemoryProperties,
    s: &HostedSettings,
) -> Result<(vk::Image, vk::DeviceMemory), vk::Result> {
    let mut list = vk::ImageFormatListCreateInfo::default().view_formats(&s.view_formats);
    let mut info = vk::ImageCreateInfo::default()
        .flags(s.flags)
        .image_type(vk::ImageType::TYPE_2D)
        .format(s.format)
        .extent(vk::Extent3D {
            width: s.extent.width,
            height: s.extent.height,
            depth: 1,
        })
        .mip_levels(1)
        .array_layers(1)
        .samples(vk::SampleCountFlags::TYPE_1)
        .tiling(vk::ImageTiling::OPTIMAL)
        .usage(s.usage | vk::ImageUsageFlags::TRANSFER_SRC)
        .sharing_mode(vk::SharingMode::EXCLUSIVE)
        .initial_layout(vk::ImageLayout::UNDEFINED);
    if !s.view_formats.is_empty() {
        info = info.push_next(&mut list);
    }
    // SAFETY: caller: a live device; a valid create info.
    unsafe {
        let image = device.create_image(&info, None)?;
        let req = device.get_image_memory_requirements(image);
        let Some(ty) = device_local(memory, req.memory_type_bits) else {
            device.destroy_image(image, None);
            return Err(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY);
        };
        let alloc = vk::MemoryAllocateInfo::default()
            .allocation_size(req.size)
            .memory_type_index(ty);
        let mem = match device.allocate_memory(&alloc, None) {
            Ok(m) => m,
            Err(e) => {
                device.destroy_image(image, None);
                return Err(e);
            }
        };
        if let Err(e) = device.bind_image_memory(image, mem, 0) {
            device.destroy_image(image, None);
            device.free_memory(mem, None);
            return Err(e);
        }
        Ok((image, mem))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channel_order_decides_copy_or_blit() {
        use vk::Format as F;
        assert!(same_order(F::B8G8R8A8_UNORM, F::B8G8R8A8_UNORM));
        assert!(same_order(F::B8G8R8A8_SRGB, F::B8G8R8A8_UNORM));
        assert!(same_order(F::R8G8B8A8_SRGB, F::R8G8B8A8_UNORM));
        assert!(!same_order(F::B8G8R8A8_UNORM, F::R8G8B8A8_UNORM));
        assert!(!same_order(F::R8G8B8A8_UNORM, F::B8G8R8A8_SRGB));
    }
}
