//! A swapchain made of ordinary Vulkan images on any device, shown in an X11 window.
//!
//! Two paths ([`Path`], chosen by [`choose_path`]):
//! - **Direct** (CPU and integrated devices, where all memory is the host's): the images are
//!   `LINEAR` and bound to host-visible memory, and the X server reads the images themselves.
//! - **Blit** (discrete GPUs, or when linear images cannot have the usage): the images are
//!   `OPTIMAL` in device memory; each present also runs a command buffer recorded once per
//!   image that copies the image into a host-visible buffer, and the X server reads the buffer.
//!
//! When the caller can give the shown memory's pages as a file descriptor (`export`), the X
//! server reads them through MIT-SHM and nothing is copied on the client side; otherwise the
//! mapped pixels go in `PutImage` requests.
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
//! Presenting is asynchronous: with three images the application renders the next frame while
//! the present thread shows the last one.

use std::collections::{HashMap, VecDeque};
use std::os::fd::OwnedFd;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use ash::vk;

use crate::x11::{Segment, Window};

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
/// linear images support `usage` for every format of [`FORMATS`], blit otherwise.
///
/// # Safety
/// `physical_device` belongs to `instance`.
pub unsafe fn choose_path(
    instance: &ash::Instance,
    physical_device: vk::PhysicalDevice,
    usage: vk::ImageUsageFlags,
) -> Path {
    // SAFETY: caller.
    let props = unsafe { instance.get_physical_device_properties(physical_device) };
    let unified = matches!(
        props.device_type,
        vk::PhysicalDeviceType::CPU | vk::PhysicalDeviceType::INTEGRATED_GPU
    );
    let linear_ok = FORMATS.iter().all(|&f| {
        // SAFETY: caller.
        unsafe { supported_usage(instance, physical_device, f, vk::ImageTiling::LINEAR) }
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
                vk::ImageCreateFlags::empty(),
            )
        }
        .is_ok();
        if ok {
            usage |= bit;
        }
    }
    usage
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Free,
    Acquired,
    /// Submitted for presentation; the present thread has it.
    Queued,
}

#[derive(Debug)]
struct State {
    slots: Vec<Slot>,
    queue: VecDeque<usize>,
    stop: bool,
    /// The window's size no longer matches.
    suboptimal: bool,
    /// An error that ends the swapchain (device lost, window gone).
    lost: Option<vk::Result>,
}

#[derive(Debug)]
struct Image {
    image: vk::Image,
    memory: vk::DeviceMemory,
    fence: vk::Fence,
    /// Blit path: the buffer the image is copied into, and the command buffer that copies.
    buffer: vk::Buffer,
    copy: vk::CommandBuffer,
    /// The memory the X server is shown: the image's (direct path) or the buffer's.
    shown_memory: vk::DeviceMemory,
    /// Byte offset of the pixels in `shown_memory`, and row pitch.
    offset: u64,
    stride: u64,
    /// MIT-SHM segment of `shown_memory`, with the memory's offset in the fd.
    segment: Option<(Segment, u64)>,
    /// The mapped memory, when there is no segment.
    mapped: *const u8,
    size: u64,
}

// SAFETY: `mapped` points into device memory that lives as long as the image; only the
// present thread reads through it, while the image is `Queued`.
unsafe impl Send for Image {}
// SAFETY: as above.
unsafe impl Sync for Image {}

struct Shared {
    device: ash::Device,
    /// Blit path: the pool of the images' copy command buffers.
    pool: vk::CommandPool,
    window: Window,
    extent: vk::Extent2D,
    images: Vec<Image>,
    state: Mutex<State>,
    changed: Condvar,
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
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// An emulated swapchain (see the module docs).
#[derive(Debug)]
pub struct Swapchain {
    shared: Arc<Shared>,
    signal_queue: vk::Queue,
    present_family: u32,
    /// Blit path: copies recorded for presenting from other queue families (pool, one per
    /// image).
    other: Mutex<HashMap<u32, (vk::CommandPool, Vec<vk::CommandBuffer>)>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// A memory type of `bits`: host-visible and coherent (preferring cached, which the X server
/// reads faster) when `host`, else preferring device-local.
fn pick_memory(props: &vk::PhysicalDeviceMemoryProperties, bits: u32, host: bool) -> Option<u32> {
    let types = || (0..props.memory_type_count).filter(|&i| bits & (1 << i) != 0);
    let flags = |i: u32| props.memory_types[i as usize].property_flags;
    if host {
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        types()
            .find(|&i| flags(i).contains(want | vk::MemoryPropertyFlags::HOST_CACHED))
            .or_else(|| types().find(|&i| flags(i).contains(want)))
    } else {
        types()
            .find(|&i| flags(i).contains(vk::MemoryPropertyFlags::DEVICE_LOCAL))
            .or_else(|| types().next())
    }
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
        if !FORMATS.contains(&settings.format) {
            return Err(vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
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
                destroy_images(&device, &window, images);
                if pool != vk::CommandPool::null() {
                    device.destroy_command_pool(pool, None);
                }
            }
            e
        };
        for _ in 0..settings.image_count.max(1) {
            // SAFETY: caller; the pool is used by this thread only.
            match unsafe { make_image(&device, memory, settings, &window, export, pool) } {
                Ok(i) => images.push(i),
                Err(e) => return Err(fail(&mut images, e)),
            }
        }
        let n = images.len();
        let mut shared = Arc::new(Shared {
            device,
            pool,
            window,
            extent: settings.extent,
            images,
            state: Mutex::new(State {
                slots: vec![Slot::Free; n],
                queue: VecDeque::new(),
                stop: false,
                suboptimal: false,
                lost: None,
            }),
            changed: Condvar::new(),
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
        let start = Instant::now();
        let limit = Duration::from_nanos(timeout_ns);
        let mut st = self.shared.lock();
        let index = loop {
            if let Some(e) = st.lost {
                return Err(e);
            }
            if let Some(i) = st.slots.iter().position(|s| *s == Slot::Free) {
                st.slots[i] = Slot::Acquired;
                break i;
            }
            if timeout_ns == 0 {
                return Err(vk::Result::NOT_READY);
            }
            let left = limit.saturating_sub(start.elapsed());
            if left.is_zero() {
                return Err(vk::Result::TIMEOUT);
            }
            st = if timeout_ns == u64::MAX {
                self.shared
                    .changed
                    .wait(st)
                    .unwrap_or_else(|e| e.into_inner())
            } else {
                match self.shared.changed.wait_timeout(st, left) {
                    Ok((g, _)) => g,
                    Err(e) => e.into_inner().0,
                }
            };
        };
        let suboptimal = st.suboptimal;
        drop(st);
        if semaphore != vk::Semaphore::null() || fence != vk::Fence::null() {
            let sems = [semaphore];
            let submit = if semaphore == vk::Semaphore::null() {
                vk::SubmitInfo::default()
            } else {
                vk::SubmitInfo::default().signal_semaphores(&sems)
            };
            // SAFETY: the queue and objects belong to the device (`new`'s contract and the
            // application's).
            let r = unsafe {
                self.shared
                    .device
                    .queue_submit(self.signal_queue, &[submit], fence)
            };
            if let Err(e) = r {
                self.shared.lock().slots[index] = Slot::Free;
                return Err(e);
            }
        }
        Ok((index as u32, suboptimal))
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
        let i = index as usize;
        let Some(image) = self.shared.images.get(i) else {
            return Err(vk::Result::ERROR_UNKNOWN);
        };
        {
            let st = self.shared.lock();
            if let Some(e) = st.lost {
                return Err(e);
            }
            if st.slots[i] != Slot::Acquired {
                tracing::error!("vkQueuePresentKHR: image {index} is not acquired");
                return Err(vk::Result::ERROR_UNKNOWN);
            }
        }
        let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; wait.len()];
        let cb = if image.copy == vk::CommandBuffer::null() || family == self.present_family {
            image.copy
        } else {
            self.copy_on(family, i)?
        };
        let copy = [cb];
        let mut submit = vk::SubmitInfo::default()
            .wait_semaphores(wait)
            .wait_dst_stage_mask(&stages);
        if cb != vk::CommandBuffer::null() {
            submit = submit.command_buffers(&copy);
        }
        // SAFETY: the application's queue and semaphores of this device; the fence is ours
        // and unsignalled (reset by the present thread before the image was free again).
        unsafe {
            self.shared
                .device
                .queue_submit(queue, &[submit], image.fence)?;
        }
        let mut st = self.shared.lock();
        st.slots[i] = Slot::Queued;
        st.queue.push_back(i);
        let suboptimal = st.suboptimal;
        drop(st);
        self.shared.changed.notify_all();
        Ok(suboptimal)
    }
}

impl Swapchain {
    /// Blit path: image `i`'s copy in a pool of `family`, the family's copies recorded at its
    /// first use.
    fn copy_on(&self, family: u32, i: usize) -> Result<vk::CommandBuffer, vk::Result> {
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
            destroy_images(&self.device, &self.window, &mut images);
            if self.pool != vk::CommandPool::null() {
                self.device.destroy_command_pool(self.pool, None);
            }
        }
        self.pool = vk::CommandPool::null();
    }
}

impl Drop for Swapchain {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        if let Some(shared) = Arc::get_mut(&mut self.shared) {
            let other = std::mem::take(self.other.get_mut().unwrap_or_else(|e| e.into_inner()));
            // SAFETY: the present thread has ended; every presentation it took was waited for.
            unsafe {
                for (pool, _) in other.into_values() {
                    shared.device.destroy_command_pool(pool, None);
                }
                shared.destroy_objects();
            }
        }
    }
}

/// # Safety
/// As [`Swapchain::new`]; `pool` is a command pool of the device (blit path).
unsafe fn make_image(
    device: &ash::Device,
    memory: &vk::PhysicalDeviceMemoryProperties,
    s: &Settings,
    window: &Window,
    export: Option<&dyn Fn(vk::DeviceMemory) -> Option<(OwnedFd, u64)>>,
    pool: vk::CommandPool,
) -> Result<Image, vk::Result> {
    let direct = s.path == Path::Direct;
    let mut external = vk::ExternalMemoryImageCreateInfo::default().handle_types(s.export_types);
    let mut info = vk::ImageCreateInfo::default()
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
        .tiling(if direct {
            vk::ImageTiling::LINEAR
        } else {
            vk::ImageTiling::OPTIMAL
        })
        .usage(if direct {
            s.usage
        } else {
            s.usage | vk::ImageUsageFlags::TRANSFER_SRC
        })
        .sharing_mode(s.sharing_mode)
        .queue_family_indices(&s.queue_families)
        .initial_layout(vk::ImageLayout::UNDEFINED);
    if direct && !s.export_types.is_empty() {
        info = info.push_next(&mut external);
    }
    // SAFETY: caller: a live device; a valid create info.
    let image = unsafe { device.create_image(&info, None)? };
    let mut out = Image {
        image,
        memory: vk::DeviceMemory::null(),
        fence: vk::Fence::null(),
        buffer: vk::Buffer::null(),
        shown_memory: vk::DeviceMemory::null(),
        copy: vk::CommandBuffer::null(),
        offset: 0,
        stride: 0,
        segment: None,
        mapped: std::ptr::null(),
        size: 0,
    };
    // SAFETY: the objects below are made on `device` from valid infos; on error the caller
    // destroys what `out` holds.
    let r = (|| unsafe {
        let req = device.get_image_memory_requirements(image);
        if direct {
            let Some(type_index) = pick_memory(memory, req.memory_type_bits, true) else {
                tracing::error!(
                    "no host-visible memory for a linear swapchain image (memory types {:#x})",
                    req.memory_type_bits
                );
                return Err(vk::Result::ERROR_FEATURE_NOT_PRESENT);
            };
            out.memory = allocate(device, s, req.size, type_index)?;
            device.bind_image_memory(image, out.memory, 0)?;
            let layout = device.get_image_subresource_layout(
                image,
                vk::ImageSubresource {
                    aspect_mask: vk::ImageAspectFlags::COLOR,
                    mip_level: 0,
                    array_layer: 0,
                },
            );
            out.shown_memory = out.memory;
            out.offset = layout.offset;
            out.stride = layout.row_pitch;
            out.size = req.size;
        } else {
            let type_index = pick_memory(memory, req.memory_type_bits, false)
                .ok_or(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY)?;
            let alloc = vk::MemoryAllocateInfo::default()
                .allocation_size(req.size)
                .memory_type_index(type_index);
            out.memory = device.allocate_memory(&alloc, None)?;
            device.bind_image_memory(image, out.memory, 0)?;
            // The buffer the image is copied into at each present, tightly packed.
            let row = u64::from(s.extent.width) * 4;
            let size = row * u64::from(s.extent.height);
            let mut external =
                vk::ExternalMemoryBufferCreateInfo::default().handle_types(s.export_types);
            let mut binfo = vk::BufferCreateInfo::default()
                .size(size)
                .usage(vk::BufferUsageFlags::TRANSFER_DST)
                .sharing_mode(vk::SharingMode::EXCLUSIVE);
            if !s.export_types.is_empty() {
                binfo = binfo.push_next(&mut external);
            }
            out.buffer = device.create_buffer(&binfo, None)?;
            let breq = device.get_buffer_memory_requirements(out.buffer);
            let Some(type_index) = pick_memory(memory, breq.memory_type_bits, true) else {
                tracing::error!(
                    "no host-visible memory for a swapchain's readback buffer (memory types \
                     {:#x})",
                    breq.memory_type_bits
                );
                return Err(vk::Result::ERROR_FEATURE_NOT_PRESENT);
            };
            out.shown_memory = allocate(device, s, breq.size, type_index)?;
            device.bind_buffer_memory(out.buffer, out.shown_memory, 0)?;
            out.stride = row;
            out.size = breq.size;
            out.copy = record_copy(device, pool, image, out.buffer, s.extent)?;
        }
        out.fence = device.create_fence(&vk::FenceCreateInfo::default(), None)?;
        if window.has_shm() {
            if let Some((fd, at)) = export.and_then(|f| f(out.shown_memory)) {
                match window.attach(fd) {
                    Ok(seg) => out.segment = Some((seg, at)),
                    Err(e) => tracing::warn!("MIT-SHM attach failed, using PutImage: {e}"),
                }
            }
        }
        tracing::debug!(
            "swapchain image {:?}: {}x{}, {:?} path, row pitch {}, shown through {}",
            image,
            s.extent.width,
            s.extent.height,
            s.path,
            out.stride,
            if out.segment.is_some() {
                "MIT-SHM"
            } else {
                "PutImage"
            }
        );
        if out.segment.is_none() {
            out.mapped = device
                .map_memory(
                    out.shown_memory,
                    0,
                    vk::WHOLE_SIZE,
                    vk::MemoryMapFlags::empty(),
                )?
                .cast::<u8>()
                .cast_const();
        }
        Ok(())
    })();
    match r {
        Ok(()) => Ok(out),
        Err(e) => {
            // SAFETY: made above, unused.
            unsafe { destroy_images(device, window, &mut vec![out]) };
            Err(e)
        }
    }
}

/// Allocates `size` bytes of `type_index`, exportable as `s.export_types`.
///
/// # Safety
/// A live device; `type_index` is one of its memory types.
unsafe fn allocate(
    device: &ash::Device,
    s: &Settings,
    size: u64,
    type_index: u32,
) -> Result<vk::DeviceMemory, vk::Result> {
    let mut exportable = vk::ExportMemoryAllocateInfo::default().handle_types(s.export_types);
    let mut alloc = vk::MemoryAllocateInfo::default()
        .allocation_size(size)
        .memory_type_index(type_index);
    if !s.export_types.is_empty() {
        alloc = alloc.push_next(&mut exportable);
    }
    // SAFETY: caller.
    unsafe { device.allocate_memory(&alloc, None) }
}

/// Records the blit path's command buffer for one image: the image (in
/// `PRESENT_SRC_KHR`) copied into `buffer`, then made visible to the host.
///
/// # Safety
/// Objects of `device`; `pool` is externally synchronised by the caller.
unsafe fn record_copy(
    device: &ash::Device,
    pool: vk::CommandPool,
    image: vk::Image,
    buffer: vk::Buffer,
    extent: vk::Extent2D,
) -> Result<vk::CommandBuffer, vk::Result> {
    // SAFETY: caller.
    unsafe {
        let cb = device.allocate_command_buffers(
            &vk::CommandBufferAllocateInfo::default()
                .command_pool(pool)
                .command_buffer_count(1),
        )?[0];
        device.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())?;
        let range = vk::ImageSubresourceRange::default()
            .aspect_mask(vk::ImageAspectFlags::COLOR)
            .level_count(1)
            .layer_count(1);
        let to_src = vk::ImageMemoryBarrier::default()
            .old_layout(vk::ImageLayout::PRESENT_SRC_KHR)
            .new_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
            .src_access_mask(vk::AccessFlags::MEMORY_WRITE)
            .dst_access_mask(vk::AccessFlags::TRANSFER_READ)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(range);
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::ALL_COMMANDS,
            vk::PipelineStageFlags::TRANSFER,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[to_src],
        );
        let region = vk::BufferImageCopy::default()
            .image_subresource(
                vk::ImageSubresourceLayers::default()
                    .aspect_mask(vk::ImageAspectFlags::COLOR)
                    .layer_count(1),
            )
            .image_extent(vk::Extent3D {
                width: extent.width,
                height: extent.height,
                depth: 1,
            });
        device.cmd_copy_image_to_buffer(
            cb,
            image,
            vk::ImageLayout::TRANSFER_SRC_OPTIMAL,
            buffer,
            &[region],
        );
        let back = vk::ImageMemoryBarrier::default()
            .old_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
            .new_layout(vk::ImageLayout::PRESENT_SRC_KHR)
            .src_access_mask(vk::AccessFlags::TRANSFER_READ)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .image(image)
            .subresource_range(range);
        let to_host = vk::BufferMemoryBarrier::default()
            .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
            .dst_access_mask(vk::AccessFlags::HOST_READ)
            .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
            .buffer(buffer)
            .size(vk::WHOLE_SIZE);
        device.cmd_pipeline_barrier(
            cb,
            vk::PipelineStageFlags::TRANSFER,
            vk::PipelineStageFlags::BOTTOM_OF_PIPE | vk::PipelineStageFlags::HOST,
            vk::DependencyFlags::empty(),
            &[],
            &[to_host],
            &[back],
        );
        device.end_command_buffer(cb)?;
        Ok(cb)
    }
}

/// # Safety
/// The images' objects were made on `device` and are no longer in use.
unsafe fn destroy_images(device: &ash::Device, window: &Window, images: &mut Vec<Image>) {
    for i in images.drain(..) {
        if let Some((seg, _)) = i.segment {
            window.detach(seg);
        }
        // SAFETY: caller.
        unsafe {
            if i.fence != vk::Fence::null() {
                device.destroy_fence(i.fence, None);
            }
            device.destroy_image(i.image, None);
            if i.buffer != vk::Buffer::null() {
                device.destroy_buffer(i.buffer, None);
            }
            if i.shown_memory != vk::DeviceMemory::null() && i.shown_memory != i.memory {
                device.free_memory(i.shown_memory, None);
            }
            if i.memory != vk::DeviceMemory::null() {
                device.free_memory(i.memory, None);
            }
        }
    }
}

fn present_thread(s: &Shared) {
    loop {
        let i = {
            let mut st = s.lock();
            loop {
                if let Some(i) = st.queue.pop_front() {
                    break i;
                }
                if st.stop {
                    return;
                }
                st = s.changed.wait(st).unwrap_or_else(|e| e.into_inner());
            }
        };
        let result = show(s, i);
        let mut st = s.lock();
        st.slots[i] = Slot::Free;
        match result {
            Ok(true) => {}
            Ok(false) => st.suboptimal = true,
            Err(e) => {
                st.lost.get_or_insert(e);
            }
        }
        drop(st);
        s.changed.notify_all();
    }
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
            .show_shm(seg, at + img.offset, img.stride as u32, w, h),
        None => {
            let len = (img.size.saturating_sub(img.offset)) as usize;
            // SAFETY: the whole allocation is mapped; the image is not in use by the
            // application (it is `Queued`) and its rendering is complete (the fence).
            let px =
                unsafe { std::slice::from_raw_parts(img.mapped.add(img.offset as usize), len) };
            s.window.show(px, img.stride as usize, w, h)
        }
    };
    let geometry = shown.and_then(|()| s.window.geometry()).map_err(|e| {
        tracing::error!("presenting to the X11 window failed: {e}");
        vk::Result::ERROR_SURFACE_LOST_KHR
    })?;
    Ok(geometry.width == w && geometry.height == h)
}
