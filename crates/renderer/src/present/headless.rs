//! Swapchains with no window, for replay: the trace's renderer-owned swapchains are made of
//! ordinary images in device memory, and their acquires and presentations do what the live
//! run's did as far as the device sees it. An acquire gives the image index the live run
//! got (its recorded reply) and signals the application's semaphore and fence; a
//! presentation waits for the application's semaphores and signals its present fence, and
//! shows nothing. The images can be read back ([`Headless::read`]) for replay's screenshots.

use ash::vk::{self, Handle};
use vk_wire::present::{self as wire, Create};

use super::readback::{self, Pixels, Target};
use super::{Context, Entry, Kind, Swapchains, recorded_words, result_from_word};
use crate::objects::bad;
use crate::session::SessionError;

impl Swapchains {
    /// `vkCreateSwapchainKHR` under replay: what the live run got. A swapchain it refused (the
    /// ICD then presented it) or failed to make is refused or failed again; one it made is made
    /// headless. The reply's words.
    ///
    /// # Safety
    /// `inst` is the client's live instance, which owns `physical`, the physical device of
    /// `device` (raw handle); `queue` (raw) is a queue of `device`.
    pub(super) unsafe fn create_headless(
        &mut self,
        cx: &mut Context<'_>,
        inst: &ash::Instance,
        physical: vk::PhysicalDevice,
        device: u64,
        queue: u64,
        c: &Create,
    ) -> Result<Vec<u64>, SessionError> {
        if let Some(w) = recorded_words(cx.recorded) {
            let (r, refused) = (
                w.first()
                    .copied()
                    .map_or(vk::Result::SUCCESS, result_from_word),
                w.get(1) == Some(&wire::REFUSED),
            );
            if refused || r != vk::Result::SUCCESS {
                return Ok(vec![wire::result_word(r), w.get(1).copied().unwrap_or(0)]);
            }
        }
        let flags = vk::ImageCreateFlags::from_raw(c.flags);
        if !(vk::ImageCreateFlags::MUTABLE_FORMAT).contains(flags) {
            return Err(
                bad("SwapchainCreate: image create flags other than MUTABLE_FORMAT").into(),
            );
        }
        // SAFETY: caller.
        let memory = unsafe { inst.get_physical_device_memory_properties(physical) };
        // SAFETY: caller: a live device of `inst`.
        let ash_device = unsafe { ash::Device::load(inst.fp_v1_0(), vk::Device::from_raw(device)) };
        let view_formats: Vec<vk::Format> = c
            .view_formats
            .iter()
            .map(|&f| vk::Format::from_raw(f))
            .collect();
        let settings = Settings {
            format: vk::Format::from_raw(c.format),
            extent: vk::Extent2D {
                width: c.width,
                height: c.height,
            },
            count: c.images.len(),
            usage: vk::ImageUsageFlags::from_raw(c.usage),
            flags,
            view_formats: &view_formats,
            queue: vk::Queue::from_raw(queue),
            family: (cx.family_of)(queue).unwrap_or(0),
        };
        // SAFETY: caller.
        let h = match unsafe { Headless::new(ash_device, memory, &settings) } {
            Ok(h) => h,
            Err(r) => {
                tracing::error!(
                    "making {} {:?} images of {}x{} for a replayed swapchain: {r}",
                    c.images.len(),
                    settings.format,
                    c.width,
                    c.height
                );
                return Ok(vec![wire::result_word(r), 0]);
            }
        };
        let images = h.images();
        for (&id, &raw) in c.images.iter().zip(&images) {
            // The ids were reserved by the caller and are distinct.
            cx.objects.insert(vk::ObjectType::IMAGE, id, raw)?;
        }
        self.entries.insert(
            c.swapchain,
            Entry {
                device,
                images,
                kind: Kind::Headless(Box::new(h)),
            },
        );
        Ok(vec![wire::result_word(vk::Result::SUCCESS), 0])
    }
}

/// One swapchain of a replay.
pub(crate) struct Headless {
    device: ash::Device,
    memory_types: vk::PhysicalDeviceMemoryProperties,
    format: vk::Format,
    extent: vk::Extent2D,
    /// The images and their memory, in index order.
    images: Vec<(vk::Image, vk::DeviceMemory)>,
    /// The queue named at creation (acquire signals on it), and its family.
    queue: vk::Queue,
    family: u32,
    /// The index of the last presentation's image.
    pub(crate) last_presented: Option<u32>,
    /// The index the last acquire gave.
    last_acquired: Option<u32>,
}

/// What a headless swapchain is made of.
pub(crate) struct Settings<'a> {
    pub format: vk::Format,
    pub extent: vk::Extent2D,
    pub count: usize,
    pub usage: vk::ImageUsageFlags,
    pub flags: vk::ImageCreateFlags,
    pub view_formats: &'a [vk::Format],
    pub queue: vk::Queue,
    pub family: u32,
}

impl Headless {
    /// Makes the images.
    ///
    /// # Safety
    /// `device` is live, of a physical device with `memory_types`; `s.queue` is one of its
    /// queues, of `s.family`.
    pub(crate) unsafe fn new(
        device: ash::Device,
        memory_types: vk::PhysicalDeviceMemoryProperties,
        s: &Settings<'_>,
    ) -> Result<Headless, vk::Result> {
        let mut h = Headless {
            device,
            memory_types,
            format: s.format,
            extent: s.extent,
            images: Vec::with_capacity(s.count),
            queue: s.queue,
            family: s.family,
            last_presented: None,
            last_acquired: None,
        };
        for _ in 0..s.count {
            // SAFETY: caller; what is made is in `h.images` at once, destroyed by its drop.
            let image = unsafe { h.image(s)? };
            h.images.push(image);
        }
        Ok(h)
    }

    /// One image and its memory.
    ///
    /// # Safety
    /// As [`Headless::new`].
    unsafe fn image(&self, s: &Settings<'_>) -> Result<(vk::Image, vk::DeviceMemory), vk::Result> {
        let d = &self.device;
        let mut list = vk::ImageFormatListCreateInfo::default().view_formats(s.view_formats);
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
            // Screenshots copy from the images.
            .usage(s.usage | vk::ImageUsageFlags::TRANSFER_SRC)
            .sharing_mode(vk::SharingMode::EXCLUSIVE)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        if !s.view_formats.is_empty() {
            info = info.push_next(&mut list);
        }
        // SAFETY: caller: a live device; the create info is complete.
        unsafe {
            let image = d.create_image(&info, None)?;
            let req = d.get_image_memory_requirements(image);
            let types = self.memory_types.memory_types_as_slice();
            let fits = |flags: vk::MemoryPropertyFlags| {
                (0..types.len() as u32).find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && types[i as usize].property_flags.contains(flags)
                })
            };
            let Some(ty) = fits(vk::MemoryPropertyFlags::DEVICE_LOCAL)
                .or_else(|| fits(vk::MemoryPropertyFlags::empty()))
            else {
                d.destroy_image(image, None);
                return Err(vk::Result::ERROR_OUT_OF_DEVICE_MEMORY);
            };
            let memory = match d.allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            ) {
                Ok(m) => m,
                Err(e) => {
                    d.destroy_image(image, None);
                    return Err(e);
                }
            };
            if let Err(e) = d.bind_image_memory(image, memory, 0) {
                d.destroy_image(image, None);
                d.free_memory(memory, None);
                return Err(e);
            }
            Ok((image, memory))
        }
    }

    /// The images' raw handles, in index order.
    pub(crate) fn images(&self) -> Vec<u64> {
        self.images.iter().map(|(i, _)| i.as_raw()).collect()
    }

    /// `vkAcquireNextImageKHR`: the image index and result the live run got (`live`; without
    /// it the images in turn, with success), and `semaphore` and `fence` (either may be null)
    /// signalled when the live run's acquire succeeded.
    ///
    /// # Safety
    /// `semaphore` and `fence` are null or live objects of the device, unsignalled.
    pub(crate) unsafe fn acquire(
        &mut self,
        live: Option<(u32, vk::Result)>,
        semaphore: vk::Semaphore,
        fence: vk::Fence,
    ) -> (vk::Result, u32) {
        let (index, result) = live.unwrap_or_else(|| {
            let n = self.images.len() as u32;
            (
                self.last_acquired.map_or(0, |i| (i + 1) % n.max(1)),
                vk::Result::SUCCESS,
            )
        });
        if !matches!(result, vk::Result::SUCCESS | vk::Result::SUBOPTIMAL_KHR) {
            return (result, 0);
        }
        if index as usize >= self.images.len() {
            return (vk::Result::ERROR_OUT_OF_DATE_KHR, 0);
        }
        self.last_acquired = Some(index);
        if semaphore == vk::Semaphore::null() && fence == vk::Fence::null() {
            return (result, index);
        }
        let sems = [semaphore];
        let mut submit = vk::SubmitInfo::default();
        if semaphore != vk::Semaphore::null() {
            submit = submit.signal_semaphores(&sems);
        }
        // SAFETY: caller; the queue is the device's.
        match unsafe { self.device.queue_submit(self.queue, &[submit], fence) } {
            Ok(()) => (result, index),
            Err(e) => (e, 0),
        }
    }

    /// `vkQueuePresentKHR` of image `index` on `queue` after `waits`: the semaphores are
    /// waited for and `fence` (a present fence, or null) signalled, nothing is shown.
    ///
    /// # Safety
    /// `queue` is a queue of the device; the semaphores and fence are its live objects.
    pub(crate) unsafe fn present(
        &mut self,
        queue: vk::Queue,
        waits: &[vk::Semaphore],
        index: u32,
        fence: vk::Fence,
    ) -> vk::Result {
        if index as usize >= self.images.len() {
            return vk::Result::ERROR_OUT_OF_DATE_KHR;
        }
        self.last_presented = Some(index);
        if waits.is_empty() && fence == vk::Fence::null() {
            return vk::Result::SUCCESS;
        }
        let stages = vec![vk::PipelineStageFlags::ALL_COMMANDS; waits.len()];
        let submit = vk::SubmitInfo::default()
            .wait_semaphores(waits)
            .wait_dst_stage_mask(&stages);
        // SAFETY: caller.
        match unsafe { self.device.queue_submit(queue, &[submit], fence) } {
            Ok(()) => vk::Result::SUCCESS,
            Err(e) => e,
        }
    }

    /// The pixels of the last presented image, the device idle.
    ///
    /// # Safety
    /// Nothing runs on the device (replay waited for it to be idle).
    pub(crate) unsafe fn read(&self) -> Result<Option<Pixels>, vk::Result> {
        let Some(i) = self.last_presented else {
            return Ok(None);
        };
        let t = Target {
            device: &self.device,
            memory: &self.memory_types,
            queue: self.queue,
            family: self.family,
        };
        // SAFETY: caller; the image was presented, so it is in `PRESENT_SRC_KHR`.
        unsafe {
            readback::read(
                &t,
                &readback::Source::presented(self.images[i as usize].0, self.format, self.extent),
                &[],
            )
        }
        .map(Some)
    }
}

impl Drop for Headless {
    fn drop(&mut self) {
        // SAFETY: the swapchain's objects; replay drops a swapchain with the devices idle
        // (`device_gone`, or after a wait before the destroy's request).
        unsafe {
            if self.device.device_wait_idle().is_err() {
                tracing::warn!("waiting for the device before a headless swapchain's end failed");
            }
            for (image, memory) in self.images.drain(..) {
                self.device.destroy_image(image, None);
                self.device.free_memory(memory, None);
            }
        }
    }
}
