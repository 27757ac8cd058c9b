//! Swapchains the renderer owns and presents from its own process: the messages of
//! [`vk_wire::present`] (`vkCreateSwapchainKHR`, `vkDestroySwapchainKHR`,
//! `vkAcquireNextImageKHR`, `vkQueuePresentKHR` for a surface the ICD forwards).
//!
//! A swapchain is a [`wsi_ahb::Swapchain`] on the client's real device, shown in the client's
//! X11 window through a connection of the renderer's own to the display the client names.
//! Its images enter the client's object table under the ids the client chose, so barriers,
//! views, render passes and copies that name them resolve; they have no parent device in the
//! table, so the teardown of a device never destroys them itself: [`Swapchains::device_gone`]
//! drops the swapchains first, which frees them.
//!
//! - **Refusal.** A display the renderer cannot reach, or a window it cannot see there, is
//!   answered [`vk_wire::present::REFUSED`]: the ICD then presents that surface itself.
//! - **Paths.** `wsi-ahb`'s direct path on CPU and integrated devices (linear host-visible
//!   images the X server reads), its blit path on discrete GPUs (optimal images, copied at
//!   each present into a host-visible buffer the X server reads, by a command buffer of the
//!   presenting queue's family); `VKRELAY_WSI_BLIT=1` in the renderer's environment forces
//!   the blit path.
//! - **Zero copy.** The memory the X server reads (the images', or the blit path's buffers)
//!   comes from the device's `placed-mem` allocator (`shown.rs`) with a descriptor of its
//!   pages, which the X server maps (MIT-SHM `AttachFd`): each frame is shown with
//!   `ShmPutImage` and the renderer copies nothing on the CPU (the blit path's device copy
//!   is counted apart). A server without MIT-SHM 1.2, or memory no path shares, is shown
//!   with `PutImage` (the pixels copied into the request); `wsi-ahb` logs which, once per
//!   swapchain.
//! - **Acquire** blocks (up to its timeout) until an image is free, then signals the client's
//!   semaphore and fence with an empty submission on the queue named at creation.
//! - **Present** submits the client's wait semaphores with the image's fence on the
//!   presenting queue; the swapchain's present thread waits for it, shows the image and
//!   notices a resized window (`VK_SUBOPTIMAL_KHR`, then `VK_ERROR_OUT_OF_DATE_KHR`). A
//!   presentation's present id, present fence and present mode go to `wsi-ahb`
//!   (`wsi_ahb::present::Extra`): the id counts as shown, and the fence signals, once the
//!   present thread has shown the image; a mode outside those the swapchain was made for is
//!   refused there.
//! - **Counts.** Each shown swapchain counts its presentations and the copies of their pixels
//!   the renderer made (`wsi_ahb::present::Counts`: none through MIT-SHM, one per `PutImage`
//!   presentation); [`Swapchains::present_stats`] adds them up for the client's stats.
//! - **Present waits** (`vkWaitForPresentKHR`) block the client's stream until the id is
//!   shown, the timeout passes or the swapchain ends; **releases** free acquired images.
//!
//! - **Hosted.** A process that embeds the renderer and hosts the clients' windows (Winlator's
//!   component, through `libvortekrenderer.so`) gives it a [`Hosting`]
//!   ([`crate::client::serve_connection_hosted`]): each swapchain is then presented into the
//!   host's window for the surface's X11 window id, with no X display involved (`hosted.rs`).
//!
//! Requests that name unknown ids, ids of the wrong type, a queue of another device, or reuse
//! an id break the protocol and drop the client (a [`SessionError`]).

use std::collections::HashMap;
use std::sync::Arc;

use ash::vk::{self, Handle};
use vk_wire::HandleTable;
use vk_wire::present::{self as wire, Acquire, Create, Present, Release, Wait};

use crate::objects::{Objects, bad};
use crate::session::SessionError;
use crate::stats::PresentStats;

mod headless;
mod hosted;
pub mod readback;
mod shown;

use headless::Headless;
use hosted::{Hosted, Hosts};
pub use hosted::{Hosting, Import};
pub use readback::Pixels;

/// One swapchain the renderer owns.
struct Entry {
    /// The client's device (raw handle).
    device: u64,
    /// The images' raw handles, in index order (their ids are in the object table).
    images: Vec<u64>,
    kind: Kind,
}

/// Where a swapchain's images go.
enum Kind {
    /// Into the client's window.
    Shown(Shown),
    /// Nowhere (replay).
    Headless(Box<Headless>),
    /// Into an embedding host's window ([`hosted`]).
    Hosted(Box<Hosted>),
}

/// A swapchain shown in the client's window.
struct Shown {
    chain: wsi_ahb::Swapchain,
    format: vk::Format,
    extent: vk::Extent2D,
}

/// One client's swapchains, by id.
#[derive(Default)]
pub struct Swapchains {
    entries: HashMap<u64, Entry>,
    /// Replay's: swapchains are [`headless`], acquires give the recorded image indices.
    headless: bool,
    /// What the shown swapchains that are gone did, and how many were made.
    gone: PresentStats,
    /// Where swapchains go into an embedding host's windows ([`hosted`]).
    hosts: Option<Box<Hosts>>,
}

impl std::fmt::Debug for Swapchains {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Swapchains")
            .field("count", &self.entries.len())
            .field("headless", &self.headless)
            .field("hosted", &self.hosts.is_some())
            .finish()
    }
}

/// What a handler needs of the session besides the swapchains.
pub struct Context<'a> {
    /// The driver's entry.
    pub entry: &'a ash::Entry,
    /// The client's newest live instance (or null).
    pub instance: vk::Instance,
    /// The client's objects.
    pub objects: &'a mut Objects,
    /// The device (raw handle) that owns a queue (raw handle).
    pub device_of: &'a dyn Fn(u64) -> Option<u64>,
    /// The physical device of a device (raw handle).
    pub physical_of: &'a dyn Fn(u64) -> Option<vk::PhysicalDevice>,
    /// The `placed-mem` allocator of a device (raw handle), for the images' memory.
    pub allocator_of: &'a dyn Fn(u64) -> Option<Arc<placed_mem::Allocator>>,
    /// The queue family of a queue (raw handle).
    pub family_of: &'a dyn Fn(u64) -> Option<u32>,
    /// A command the client did not wait for failed: every result is `VK_ERROR_DEVICE_LOST`.
    pub lost: bool,
    /// Under replay: the reply the live run got for this message (header included), if the
    /// trace has it.
    pub recorded: Option<&'a [u8]>,
    /// Under capture: a presentation's image is written as a PNG here
    /// (`capture_screenshots`).
    pub screenshot: Option<&'a std::path::Path>,
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("instance", &self.instance)
            .field("lost", &self.lost)
            .finish_non_exhaustive()
    }
}

fn reply(command: u32, words: &[u64], out: &mut Vec<u8>) -> usize {
    *out = vk_wire::relay::message(command, vk_wire::FLAG_REPLY, words);
    out.len()
}

/// Whether `VKRELAY_WSI_BLIT=1` is set in the renderer's environment: every swapchain the
/// renderer makes takes the blit path (optimal images copied into a host-visible buffer at
/// each present), as the ICD's swapchains do with the same variable.
fn force_blit() -> bool {
    std::env::var_os("VKRELAY_WSI_BLIT").is_some_and(|v| v == "1")
}

/// `VK_ERROR_DEVICE_LOST` once the client's device is lost, else what `run` returns.
fn unless_lost(lost: bool, run: impl FnOnce() -> Result<(), vk::Result>) -> vk::Result {
    if lost {
        return vk::Result::ERROR_DEVICE_LOST;
    }
    run().err().unwrap_or(vk::Result::SUCCESS)
}

/// The words of a recorded reply (after its header).
fn recorded_words(reply: Option<&[u8]>) -> Option<Vec<u64>> {
    let words = reply?.get(vk_wire::HEADER_SIZE..)?;
    Some(
        (0..words.len() / 8)
            .filter_map(|i| vk_wire::relay::word(words, i))
            .collect(),
    )
}

/// The `VkResult` of a reply's first word.
fn result_from_word(w: u64) -> vk::Result {
    vk::Result::from_raw(w as i64 as i32)
}

fn result_of(r: Result<bool, vk::Result>) -> vk::Result {
    match r {
        Ok(false) => vk::Result::SUCCESS,
        Ok(true) => vk::Result::SUBOPTIMAL_KHR,
        Err(e) => e,
    }
}

/// Under capture, where this presentation's frame is one to screenshot: writes the picture of
/// `image` (called only then), the copy waiting for `waits`. The waits the presentation itself
/// must still wait for: none once the copy ran (it waited for them), else `waits`.
///
/// # Safety
/// As [`readback::screenshot`].
unsafe fn screenshot_first<'w>(
    cx: &Context<'_>,
    device: &ash::Device,
    raw_device: u64,
    queue: vk::Queue,
    waits: &'w [vk::Semaphore],
    image: impl FnOnce() -> (vk::Image, vk::Format, vk::Extent2D),
) -> &'w [vk::Semaphore] {
    let Some(path) = cx.screenshot else {
        return waits;
    };
    // SAFETY: caller.
    if unsafe { readback::screenshot(cx, device, raw_device, queue, waits, image(), path) } {
        &[]
    } else {
        waits
    }
}

/// `id` as a handle of type `ty`, 0 as null.
fn handle_or_null(objects: &mut Objects, ty: vk::ObjectType, id: u64) -> Result<u64, SessionError> {
    if id == 0 {
        return Ok(0);
    }
    Ok(objects.handle(ty, id)?)
}

impl Swapchains {
    /// Runs the message `command` (one of [`vk_wire::present`]'s) and writes its reply into
    /// `out`; returns the reply's length.
    ///
    /// # Safety
    /// `cx.instance` is null or the client's newest live instance of `cx.entry`'s driver; the
    /// objects `cx.objects` names are live.
    pub unsafe fn handle(
        &mut self,
        cx: Context<'_>,
        command: u32,
        payload: &[u8],
        out: &mut Vec<u8>,
    ) -> Result<usize, SessionError> {
        match command {
            wire::SWAPCHAIN_CREATE => {
                let c = Create::decode(payload)?;
                // SAFETY: caller.
                let words = unsafe { self.create(cx, &c) }?;
                Ok(reply(command, &words, out))
            }
            wire::SWAPCHAIN_DESTROY => {
                let id = wire::decode_destroy(payload)?;
                let e = self
                    .entries
                    .remove(&id)
                    .ok_or(bad("SwapchainDestroy: unknown swapchain"))?;
                forget(cx.objects, e, &mut self.gone);
                Ok(reply(
                    command,
                    &[wire::result_word(vk::Result::SUCCESS)],
                    out,
                ))
            }
            wire::SWAPCHAIN_ACQUIRE => {
                let a = Acquire::decode(payload)?;
                let recorded = recorded_words(cx.recorded);
                let e = self.entry_mut(a.swapchain, "SwapchainAcquire: unknown swapchain")?;
                let sem = handle_or_null(cx.objects, vk::ObjectType::SEMAPHORE, a.semaphore)?;
                let fence = handle_or_null(cx.objects, vk::ObjectType::FENCE, a.fence)?;
                let (sem, fence) = (vk::Semaphore::from_raw(sem), vk::Fence::from_raw(fence));
                let (r, index) = if cx.lost {
                    (vk::Result::ERROR_DEVICE_LOST, 0)
                } else {
                    match &mut e.kind {
                        Kind::Shown(s) => match s.chain.acquire(a.timeout, sem, fence) {
                            Ok((i, s)) => (result_of(Ok(s)), i),
                            Err(r) => (r, 0),
                        },
                        Kind::Hosted(h) => match h.chain.acquire(a.timeout, sem, fence) {
                            Ok((i, s)) => (result_of(Ok(s)), i),
                            Err(r) => (r, 0),
                        },
                        Kind::Headless(h) => {
                            let live = recorded.as_ref().map(|w| {
                                let r = result_from_word(w.first().copied().unwrap_or(0));
                                (w.get(1).map_or(0, |&i| i as u32), r)
                            });
                            // SAFETY: the client's live objects (translated above).
                            unsafe { h.acquire(live, sem, fence) }
                        }
                    }
                };
                Ok(reply(
                    command,
                    &[wire::result_word(r), u64::from(index)],
                    out,
                ))
            }
            wire::SWAPCHAIN_PRESENT => {
                let p = Present::decode(payload)?;
                let recorded = recorded_words(cx.recorded);
                let e = self.entry_mut(p.swapchain, "SwapchainPresent: unknown swapchain")?;
                let queue = cx.objects.handle(vk::ObjectType::QUEUE, p.queue)?;
                if (cx.device_of)(queue) != Some(e.device) {
                    return Err(bad("SwapchainPresent: a queue of another device").into());
                }
                let waits = p
                    .waits
                    .iter()
                    .map(|&s| {
                        let raw = cx.objects.handle(vk::ObjectType::SEMAPHORE, s)?;
                        Ok(vk::Semaphore::from_raw(raw))
                    })
                    .collect::<Result<Vec<_>, SessionError>>()?;
                let fence = handle_or_null(cx.objects, vk::ObjectType::FENCE, p.fence)?;
                let extra = wsi_ahb::present::Extra {
                    id: p.id,
                    fence: vk::Fence::from_raw(fence),
                    mode: p.mode.map(vk::PresentModeKHR::from_raw),
                };
                let r = if cx.lost {
                    vk::Result::ERROR_DEVICE_LOST
                } else if p.index as usize >= e.images.len() {
                    tracing::error!("vkQueuePresentKHR: image index {} out of range", p.index);
                    vk::Result::ERROR_OUT_OF_DATE_KHR
                } else {
                    let queue = vk::Queue::from_raw(queue);
                    match &mut e.kind {
                        Kind::Shown(s) => {
                            let image = || (s.chain.images()[p.index as usize], s.format, s.extent);
                            // SAFETY: the client's live objects; the image is presented, so it
                            // is in PRESENT_SRC_KHR once the waits signal.
                            let waits = unsafe {
                                screenshot_first(
                                    &cx,
                                    s.chain.device(),
                                    e.device,
                                    queue,
                                    &waits,
                                    image,
                                )
                            };
                            // The blit path's copies run on the presenting queue's family.
                            let family = (cx.family_of)(queue.as_raw())
                                .unwrap_or_else(|| s.chain.present_family());
                            result_of(s.chain.present_with(queue, family, waits, p.index, &extra))
                        }
                        Kind::Hosted(h) => {
                            let image = || (h.chain.images()[p.index as usize], h.format, h.extent);
                            // SAFETY: as above.
                            let waits = unsafe {
                                screenshot_first(&cx, &h.device, e.device, queue, &waits, image)
                            };
                            let family = (cx.family_of)(queue.as_raw());
                            result_of(h.present(queue, family, waits, p.index, &extra))
                        }
                        Kind::Headless(h) => {
                            // SAFETY: the client's live objects (translated above).
                            let r = unsafe { h.present(queue, &waits, p.index, extra.fence) };
                            match (r, recorded.and_then(|w| w.first().copied())) {
                                (vk::Result::SUCCESS, Some(live)) => result_from_word(live),
                                (r, _) => r,
                            }
                        }
                    }
                };
                Ok(reply(command, &[wire::result_word(r)], out))
            }
            wire::SWAPCHAIN_WAIT => {
                let w = Wait::decode(payload)?;
                let e = self.entry(w.swapchain, "SwapchainWait: unknown swapchain")?;
                let r = unless_lost(cx.lost, || match &e.kind {
                    Kind::Shown(s) => s.chain.wait_for_present(w.id, w.timeout),
                    Kind::Hosted(h) => h.chain.wait_for_present(w.id, w.timeout),
                    // Presentations of a replay are done once submitted.
                    Kind::Headless(_) => Ok(()),
                });
                Ok(reply(command, &[wire::result_word(r)], out))
            }
            wire::SWAPCHAIN_RELEASE => {
                let rel = Release::decode(payload)?;
                let e = self.entry(rel.swapchain, "SwapchainRelease: unknown swapchain")?;
                let r = unless_lost(cx.lost, || match &e.kind {
                    Kind::Shown(s) => s.chain.release(&rel.indices),
                    Kind::Hosted(h) => h.chain.release(&rel.indices),
                    Kind::Headless(_) => Ok(()),
                });
                Ok(reply(command, &[wire::result_word(r)], out))
            }
            _ => Err(bad("not a swapchain message").into()),
        }
    }

    /// The swapchain `id`; an unknown one breaks the protocol (`unknown` says which message).
    fn entry(&self, id: u64, unknown: &'static str) -> Result<&Entry, SessionError> {
        Ok(self.entries.get(&id).ok_or(bad(unknown))?)
    }

    /// [`Swapchains::entry`], to change.
    fn entry_mut(&mut self, id: u64, unknown: &'static str) -> Result<&mut Entry, SessionError> {
        Ok(self.entries.get_mut(&id).ok_or(bad(unknown))?)
    }

    /// `vkCreateSwapchainKHR`: the reply's words.
    ///
    /// # Safety
    /// As [`Swapchains::handle`].
    unsafe fn create(&mut self, cx: Context<'_>, c: &Create) -> Result<Vec<u64>, SessionError> {
        let device = cx.objects.handle(vk::ObjectType::DEVICE, c.device)?;
        let queue = cx.objects.handle(vk::ObjectType::QUEUE, c.queue)?;
        if (cx.device_of)(queue) != Some(device) {
            return Err(bad("SwapchainCreate: a queue of another device").into());
        }
        if self.entries.contains_key(&c.swapchain) {
            return Err(bad("SwapchainCreate: a swapchain id in use").into());
        }
        for (k, &id) in c.images.iter().enumerate() {
            cx.objects.reserve(vk::ObjectType::IMAGE, id)?;
            if id == 0 || c.images[..k].contains(&id) {
                return Err(bad("SwapchainCreate: an image id in use").into());
            }
        }
        let words = |r: vk::Result, refused: bool| {
            vec![
                wire::result_word(r),
                if refused { wire::REFUSED } else { 0 },
            ]
        };
        if cx.lost {
            return Ok(words(vk::Result::ERROR_DEVICE_LOST, false));
        }
        let (Some(physical), false) = ((cx.physical_of)(device), cx.instance.is_null()) else {
            return Ok(words(vk::Result::ERROR_INITIALIZATION_FAILED, false));
        };
        // SAFETY: caller: a live instance of the driver, which owns the device's physical
        // device.
        let inst = unsafe { ash::Instance::load(cx.entry.static_fn(), cx.instance) };
        // SAFETY: as above.
        if let Err(why) = unsafe { check_images(&inst, physical, c) } {
            // The client's message (or a trace) asks for images the device cannot make: the
            // driver is never asked.
            tracing::error!("vkCreateSwapchainKHR: {why}");
            return Ok(words(vk::Result::ERROR_INITIALIZATION_FAILED, false));
        }
        if self.headless {
            let mut cx = cx;
            // SAFETY: as above; the queue is the device's (checked above).
            return unsafe { self.create_headless(&mut cx, &inst, physical, device, queue, c) };
        }
        if self.hosts.is_some() {
            let usage = vk::ImageUsageFlags::from_raw(c.usage);
            let flags = vk::ImageCreateFlags::from_raw(c.flags);
            if !(vk::ImageCreateFlags::MUTABLE_FORMAT).contains(flags) {
                return Err(
                    bad("SwapchainCreate: image create flags other than MUTABLE_FORMAT").into(),
                );
            }
            let mut cx = cx;
            // SAFETY: as above; the queue is the device's (checked above); the image ids are
            // reserved and distinct.
            return unsafe {
                self.create_hosted(&mut cx, &inst, physical, device, queue, c, usage, flags)
            };
        }
        let display = (!c.display.is_empty()).then_some(c.display.as_str());
        let window = match wsi_ahb::Window::connect(display, c.window) {
            Ok(w) => w,
            Err(e) => {
                tracing::warn!(
                    display = c.display,
                    window = c.window,
                    "cannot present to the client's window from the renderer ({e}): the client presents it"
                );
                return Ok(words(vk::Result::ERROR_INITIALIZATION_FAILED, true));
            }
        };
        // Screenshots (`capture_screenshots`) copy from the images.
        let usage = vk::ImageUsageFlags::from_raw(c.usage) | vk::ImageUsageFlags::TRANSFER_SRC;
        let flags = vk::ImageCreateFlags::from_raw(c.flags);
        if !(vk::ImageCreateFlags::MUTABLE_FORMAT).contains(flags) {
            return Err(
                bad("SwapchainCreate: image create flags other than MUTABLE_FORMAT").into(),
            );
        }
        let path = if force_blit() {
            wsi_ahb::swapchain::Path::Blit
        } else {
            // SAFETY: `physical` belongs to `inst` (as above).
            unsafe { wsi_ahb::swapchain::choose_path(&inst, physical, usage, flags) }
        };
        let Some(family) = (cx.family_of)(queue) else {
            return Err(bad("SwapchainCreate: a queue without a family").into());
        };
        // SAFETY: as above.
        let memory = unsafe { inst.get_physical_device_memory_properties(physical) };
        // SAFETY: a live device of `inst` (its id translated).
        let ash_device = unsafe { ash::Device::load(inst.fp_v1_0(), vk::Device::from_raw(device)) };
        let settings = wsi_ahb::Settings {
            format: vk::Format::from_raw(c.format),
            extent: vk::Extent2D {
                width: c.width,
                height: c.height,
            },
            image_count: c.images.len() as u32,
            usage,
            flags,
            view_formats: c
                .view_formats
                .iter()
                .map(|&f| vk::Format::from_raw(f))
                .collect(),
            sharing_mode: vk::SharingMode::EXCLUSIVE,
            queue_families: Vec::new(),
            signal_queue: vk::Queue::from_raw(queue),
            export_types: vk::ExternalMemoryHandleTypeFlags::empty(),
            path,
            present_family: family,
            present_modes: c
                .modes
                .iter()
                .map(|&m| vk::PresentModeKHR::from_raw(m))
                .collect(),
        };
        // Made on a thread at the renderer's priority: the swapchain's present thread, which
        // the application waits for at every acquire, inherits it, and not the stream
        // thread's lowered one (under CPU contention a present thread at nice 19 made each
        // frame several times slower than the ICD's swapchain). This thread waits for it.
        let allocator = (cx.allocator_of)(device);
        let made = {
            let settings = settings.clone();
            // SAFETY: a live device of `physical`; `queue` is one of its queues (checked
            // above); the swapchain is dropped before the device is destroyed
            // (`device_gone`); the allocator is the device's own (`Memory::create_device`).
            crate::starve::at_renderer_priority(move || unsafe {
                match allocator {
                    Some(a) => {
                        let shown = Arc::new(shown::Exported::new(a, ash_device.clone()));
                        wsi_ahb::Swapchain::with_memory(
                            ash_device, &memory, &settings, window, shown,
                        )
                    }
                    None => wsi_ahb::Swapchain::new(ash_device, &memory, &settings, window, None),
                }
            })
        };
        let chain = match made {
            Ok(chain) => chain,
            Err(r) => {
                tracing::error!(
                    "making {} {:?} images of {}x{} for the client's swapchain: {r}",
                    c.images.len(),
                    settings.format,
                    c.width,
                    c.height
                );
                return Ok(words(r, false));
            }
        };
        let images: Vec<u64> = chain.images().iter().map(|i| i.as_raw()).collect();
        for (&id, &raw) in c.images.iter().zip(&images) {
            // The ids were reserved above and are distinct.
            cx.objects.insert(vk::ObjectType::IMAGE, id, raw)?;
        }
        tracing::info!(
            images = images.len(),
            width = c.width,
            height = c.height,
            "the renderer presents the client's swapchain"
        );
        self.gone.swapchains += 1;
        self.entries.insert(
            c.swapchain,
            Entry {
                device,
                images,
                kind: Kind::Shown(Shown {
                    chain,
                    format: settings.format,
                    extent: settings.extent,
                }),
            },
        );
        Ok(words(vk::Result::SUCCESS, false))
    }

    /// Replay's swapchains: headless, their acquires following the recorded replies.
    pub fn headless() -> Swapchains {
        Swapchains {
            entries: HashMap::new(),
            headless: true,
            gone: PresentStats::default(),
            hosts: None,
        }
    }

    /// What the swapchains shown in the client's windows did, those gone and those live:
    /// how many were made, the presentations they showed and the copies of their pixels.
    pub fn present_stats(&self) -> PresentStats {
        let mut p = self.gone;
        for e in self.entries.values() {
            match &e.kind {
                Kind::Shown(s) => p.add(s.chain.counts()),
                Kind::Hosted(h) => p.add(h.chain.counts()),
                Kind::Headless(_) => {}
            }
        }
        p
    }

    /// The pixels of the image each headless swapchain presented last, by swapchain id
    /// (lowest first); swapchains that presented nothing are left out.
    ///
    /// # Safety
    /// The devices are idle.
    pub unsafe fn read_presented(&self) -> Vec<(u64, Result<Pixels, vk::Result>)> {
        let mut ids: Vec<u64> = self.entries.keys().copied().collect();
        ids.sort_unstable();
        ids.into_iter()
            .filter_map(|id| match &self.entries[&id].kind {
                // SAFETY: caller.
                Kind::Headless(h) => unsafe { h.read() }.transpose().map(|p| (id, p)),
                Kind::Shown(_) | Kind::Hosted(_) => None,
            })
            .collect()
    }

    /// Where `payload` (of a `SWAPCHAIN_PRESENT`) presents into a host's window: the wait for
    /// that swapchain's earlier presentations to be shown, which the presentation would
    /// otherwise make with the session lock held ([`wsi_ahb::hosted::Drained`]). `None` for
    /// other swapchains and for payloads the presentation itself will refuse.
    pub fn drained(&self, payload: &[u8]) -> Option<wsi_ahb::hosted::Drained> {
        // Without a host (every renderer but an embedded one) nothing is hosted.
        self.hosts.as_ref()?;
        let p = Present::decode(payload).ok()?;
        match &self.entries.get(&p.swapchain)?.kind {
            Kind::Hosted(h) => Some(h.chain.drained()),
            _ => None,
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Whether `raw` is an image of one of these swapchains: the client may not destroy it.
    pub fn owns_image(&self, raw: u64) -> bool {
        self.entries.values().any(|e| e.images.contains(&raw))
    }

    /// Before the device `device` (raw handle) is torn down, idle: drops its swapchains (their
    /// images leave the object table).
    pub fn device_gone(&mut self, objects: &mut Objects, device: u64) {
        let gone: Vec<u64> = self
            .entries
            .iter()
            .filter(|(_, e)| e.device == device)
            .map(|(&id, _)| id)
            .collect();
        for id in gone {
            if let Some(e) = self.entries.remove(&id) {
                forget(objects, e, &mut self.gone);
            }
        }
        if let Some(h) = &mut self.hosts {
            h.device_gone(device);
        }
    }
}

/// Drops a swapchain (waiting for its presentations in flight), adds what it showed to
/// `gone` and forgets its images' ids.
fn forget(objects: &mut Objects, e: Entry, gone: &mut PresentStats) {
    let images = e.images;
    match e.kind {
        Kind::Shown(s) => gone.add(s.chain.close()),
        Kind::Hosted(h) => gone.add(h.chain.close()),
        Kind::Headless(h) => drop(h),
    }
    for raw in images {
        objects.remove_handle(vk::ObjectType::IMAGE, raw);
    }
}

/// Whether the device can make the images `c` asks for: a size from 1 to
/// `maxImageDimension2D` each way, and for a format a swapchain has (`B8G8R8A8` or
/// `R8G8B8A8`, `UNORM` or `SRGB`), usage bits that optimal images of it support with the
/// create flags asked for (what the ICD reports in the surface's capabilities). The paths
/// check the format themselves.
///
/// # Safety
/// `physical` belongs to `inst`.
unsafe fn check_images(
    inst: &ash::Instance,
    physical: vk::PhysicalDevice,
    c: &Create,
) -> Result<(), String> {
    // SAFETY: caller.
    let limit = unsafe { inst.get_physical_device_properties(physical) }
        .limits
        .max_image_dimension2_d;
    if c.width == 0 || c.height == 0 || c.width > limit || c.height > limit {
        return Err(format!(
            "images of {}x{}: the device makes 1 to {limit} pixels each way",
            c.width, c.height
        ));
    }
    let format = vk::Format::from_raw(c.format);
    let swapchain_format =
        wsi_ahb::swapchain::FORMATS.contains(&format) || wsi_ahb::hosted::FORMATS.contains(&format);
    let usage = vk::ImageUsageFlags::from_raw(c.usage);
    if swapchain_format {
        // SAFETY: caller.
        let supported = unsafe {
            wsi_ahb::swapchain::supported_usage(
                inst,
                physical,
                format,
                vk::ImageTiling::OPTIMAL,
                // Other bits drop the client on every path, later.
                vk::ImageCreateFlags::from_raw(c.flags) & vk::ImageCreateFlags::MUTABLE_FORMAT,
            )
        };
        if !supported.contains(usage) || usage.is_empty() {
            return Err(format!(
                "images of {format:?} with usage {usage:?}: the device supports {supported:?}"
            ));
        }
    }
    Ok(())
}
