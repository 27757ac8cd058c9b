//! `wsi_ahb::hosted` on lavapipe (through the Khronos loader), with a model of a window host:
//! each window's pixels are a linear host-visible image the model makes when the swapchain
//! imports its buffer, and reads when it is told to show the window. Every frame is cleared
//! to its own colour; the model records the pixels it was shown.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use ash::vk;
use wsi_ahb::host_pointer::HostPointerImport;
use wsi_ahb::hosted::{HostedSettings, HostedSwapchain, WindowHost, WindowImage, WindowImport};

const WINDOW: u32 = 0x40_0001;

struct Gpu {
    _entry: ash::Entry,
    instance: ash::Instance,
    physical: vk::PhysicalDevice,
    device: ash::Device,
    queue: vk::Queue,
    memory: vk::PhysicalDeviceMemoryProperties,
}

impl Gpu {
    fn new() -> Gpu {
        Gpu::with_extensions(&[])
    }

    /// A device with `extensions` enabled.
    fn with_extensions(extensions: &[&std::ffi::CStr]) -> Gpu {
        let names: Vec<_> = extensions.iter().map(|e| e.as_ptr()).collect();
        // SAFETY: the system loader; valid create infos; objects destroyed in `Drop`.
        unsafe {
            let entry = ash::Entry::load().unwrap();
            let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_2);
            let instance = entry
                .create_instance(
                    &vk::InstanceCreateInfo::default().application_info(&app),
                    None,
                )
                .unwrap();
            let pd = instance.enumerate_physical_devices().unwrap()[0];
            let prio = [1.0f32];
            let q = [vk::DeviceQueueCreateInfo::default()
                .queue_family_index(0)
                .queue_priorities(&prio)];
            let device = instance
                .create_device(
                    pd,
                    &vk::DeviceCreateInfo::default()
                        .queue_create_infos(&q)
                        .enabled_extension_names(&names),
                    None,
                )
                .unwrap();
            let queue = device.get_device_queue(0, 0);
            let memory = instance.get_physical_device_memory_properties(pd);
            Gpu {
                _entry: entry,
                instance,
                physical: pd,
                device,
                queue,
                memory,
            }
        }
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: everything made on them was destroyed.
        unsafe {
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

fn full() -> vk::ImageSubresourceRange {
    vk::ImageSubresourceRange::default()
        .aspect_mask(vk::ImageAspectFlags::COLOR)
        .level_count(1)
        .layer_count(1)
}

/// A window buffer the model made: its mapped pixels and layout.
#[derive(Clone, Copy)]
struct Pixels {
    ptr: usize,
    pitch: u64,
    extent: vk::Extent2D,
}

/// The model host: one window, its size and buffer id (changed by the test), the buffers the
/// swapchain imported, and what each `show` saw.
struct Model {
    gpu: Arc<Gpu>,
    size: Mutex<Option<vk::Extent2D>>,
    buffer: AtomicU64,
    /// Imported buffers by image handle.
    live: Mutex<HashMap<u64, Pixels>>,
    /// The image of the buffer imported last.
    current: Mutex<Option<u64>>,
    /// At each `show`: the top-left pixel's bytes and the bottom-right one of the region the
    /// swapchain's extent covers.
    shown: Mutex<Vec<([u8; 4], [u8; 4])>>,
    /// The swapchain's extent, for the corner read.
    extent: vk::Extent2D,
    /// The byte orders the host was asked for its buffer in (`true`: BGRA), in order.
    asked: Mutex<Vec<bool>>,
    /// The import fails for BGRA buffers, as a driver that cannot import them does.
    refuse_bgra: bool,
    /// While set, `show` waits (a host slow to show a window).
    hold: (Mutex<bool>, Condvar),
}

struct Host(Arc<Model>);
struct Import(Arc<Model>);

impl WindowHost for Host {
    fn size(&self, window: u32) -> Option<vk::Extent2D> {
        assert_eq!(window, WINDOW);
        *self.0.size.lock().unwrap()
    }
    fn buffer(&self, window: u32, bgra: bool) -> u64 {
        assert_eq!(window, WINDOW);
        self.0.asked.lock().unwrap().push(bgra);
        // A buffer of each byte order has its own id.
        self.0.buffer.load(Ordering::SeqCst) | if bgra { 0 } else { 1 << 32 }
    }
    fn show(&self, window: u32) {
        assert_eq!(window, WINDOW);
        let m = &self.0;
        let mut held = m.hold.0.lock().unwrap();
        while *held {
            held = m.hold.1.wait(held).unwrap();
        }
        drop(held);
        let image = m.current.lock().unwrap().expect("shown before an import");
        let px = m.live.lock().unwrap()[&image];
        let at = |x: u32, y: u32| {
            let off = u64::from(y) * px.pitch + u64::from(x) * 4;
            // SAFETY: inside the mapped linear image; the copy into it ended (its fence).
            unsafe { std::ptr::read((px.ptr as *const u8).add(off as usize).cast::<[u8; 4]>()) }
        };
        let w = m.extent.width.min(px.extent.width) - 1;
        let h = m.extent.height.min(px.extent.height) - 1;
        m.shown.lock().unwrap().push((at(0, 0), at(w, h)));
    }
}

impl WindowImport for Import {
    unsafe fn import(
        &self,
        device: &ash::Device,
        buffer: u64,
        bgra: bool,
        extent: vk::Extent2D,
    ) -> Result<WindowImage, vk::Result> {
        assert_ne!(buffer, 0);
        let m = &self.0;
        assert_eq!(
            bgra,
            buffer >> 32 == 0,
            "imported in another order than asked"
        );
        if bgra && m.refuse_bgra {
            return Err(vk::Result::ERROR_FORMAT_NOT_SUPPORTED);
        }
        assert_eq!(
            Some(extent),
            *m.size.lock().unwrap(),
            "imported with another size than the host's"
        );
        let format = if bgra {
            vk::Format::B8G8R8A8_UNORM
        } else {
            vk::Format::R8G8B8A8_UNORM
        };
        let info = vk::ImageCreateInfo::default()
            .image_type(vk::ImageType::TYPE_2D)
            .format(format)
            .extent(vk::Extent3D {
                width: extent.width,
                height: extent.height,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .tiling(vk::ImageTiling::LINEAR)
            .usage(vk::ImageUsageFlags::TRANSFER_DST)
            .initial_layout(vk::ImageLayout::UNDEFINED);
        // SAFETY: a live device; valid create infos.
        unsafe {
            let image = device.create_image(&info, None)?;
            let req = device.get_image_memory_requirements(image);
            let want =
                vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
            let ty = (0..m.gpu.memory.memory_type_count)
                .find(|&i| {
                    req.memory_type_bits & (1 << i) != 0
                        && m.gpu.memory.memory_types[i as usize]
                            .property_flags
                            .contains(want)
                })
                .unwrap();
            let memory = device.allocate_memory(
                &vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(ty),
                None,
            )?;
            device.bind_image_memory(image, memory, 0)?;
            let ptr = device.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())?;
            let layout = device.get_image_subresource_layout(
                image,
                vk::ImageSubresource::default().aspect_mask(vk::ImageAspectFlags::COLOR),
            );
            m.live.lock().unwrap().insert(
                vk::Handle::as_raw(image),
                Pixels {
                    ptr: ptr as usize + layout.offset as usize,
                    pitch: layout.row_pitch,
                    extent,
                },
            );
            *m.current.lock().unwrap() = Some(vk::Handle::as_raw(image));
            Ok(WindowImage {
                image,
                memory,
                extent,
                format,
            })
        }
    }

    unsafe fn release(&self, device: &ash::Device, image: WindowImage) {
        assert!(
            self.0
                .live
                .lock()
                .unwrap()
                .remove(&vk::Handle::as_raw(image.image))
                .is_some(),
            "released twice or never imported"
        );
        // SAFETY: caller: ours and idle.
        unsafe {
            device.destroy_image(image.image, None);
            device.free_memory(image.memory, None);
        }
    }

    fn foreign(&self) -> bool {
        false
    }
}

const EXTENT: vk::Extent2D = vk::Extent2D {
    width: 64,
    height: 32,
};

fn model(gpu: &Arc<Gpu>) -> Arc<Model> {
    Arc::new(Model {
        gpu: Arc::clone(gpu),
        size: Mutex::new(Some(EXTENT)),
        buffer: AtomicU64::new(1),
        live: Mutex::new(HashMap::new()),
        current: Mutex::new(None),
        shown: Mutex::new(Vec::new()),
        extent: EXTENT,
        asked: Mutex::new(Vec::new()),
        refuse_bgra: false,
        hold: (Mutex::new(false), Condvar::new()),
    })
}

fn chain(gpu: &Arc<Gpu>, m: &Arc<Model>, bgra_buffer: bool) -> HostedSwapchain {
    let settings = HostedSettings {
        window: WINDOW,
        format: vk::Format::B8G8R8A8_UNORM,
        extent: EXTENT,
        image_count: 3,
        usage: vk::ImageUsageFlags::TRANSFER_DST | vk::ImageUsageFlags::COLOR_ATTACHMENT,
        flags: vk::ImageCreateFlags::empty(),
        view_formats: Vec::new(),
        bgra_buffer,
        family: 0,
        signal_queue: gpu.queue,
    };
    // SAFETY: a live device of that physical device; queue 0 of family 0; dropped before the
    // device.
    unsafe {
        HostedSwapchain::new(
            gpu.device.clone(),
            &gpu.memory,
            &settings,
            Arc::new(Host(Arc::clone(m))),
            Arc::new(Import(Arc::clone(m))),
        )
    }
    .unwrap()
}

/// The clear colour of frame `n` as `B8G8R8A8_UNORM` bytes.
fn frame_bgra(n: u8) -> [u8; 4] {
    [200, 50, n * 10, 255]
}

/// Acquires, clears the image to frame `n`'s colour, presents; the presentation's result.
fn frame(gpu: &Gpu, chain: &HostedSwapchain, n: u8) -> Result<bool, vk::Result> {
    let d = &gpu.device;
    // SAFETY: objects of this device; the semaphore is destroyed once the device is idle.
    unsafe {
        let fence = d
            .create_fence(&vk::FenceCreateInfo::default(), None)
            .unwrap();
        let (i, _) = chain.acquire(u64::MAX, vk::Semaphore::null(), fence)?;
        d.wait_for_fences(&[fence], true, u64::MAX).unwrap();
        d.destroy_fence(fence, None);
        let image = chain.images()[i as usize];
        let pool = d
            .create_command_pool(&vk::CommandPoolCreateInfo::default(), None)
            .unwrap();
        let cb = d
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(pool)
                    .command_buffer_count(1),
            )
            .unwrap()[0];
        d.begin_command_buffer(cb, &vk::CommandBufferBeginInfo::default())
            .unwrap();
        let barrier = |old, new| {
            vk::ImageMemoryBarrier::default()
                .old_layout(old)
                .new_layout(new)
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(image)
                .subresource_range(full())
        };
        let all = vk::PipelineStageFlags::ALL_COMMANDS;
        d.cmd_pipeline_barrier(
            cb,
            all,
            all,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[barrier(
                vk::ImageLayout::UNDEFINED,
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
            )],
        );
        let c = frame_bgra(n);
        let color = vk::ClearColorValue {
            float32: [
                f32::from(c[2]) / 255.0,
                f32::from(c[1]) / 255.0,
                f32::from(c[0]) / 255.0,
                1.0,
            ],
        };
        d.cmd_clear_color_image(
            cb,
            image,
            vk::ImageLayout::TRANSFER_DST_OPTIMAL,
            &color,
            &[full()],
        );
        d.cmd_pipeline_barrier(
            cb,
            all,
            all,
            vk::DependencyFlags::empty(),
            &[],
            &[],
            &[barrier(
                vk::ImageLayout::TRANSFER_DST_OPTIMAL,
                vk::ImageLayout::PRESENT_SRC_KHR,
            )],
        );
        d.end_command_buffer(cb).unwrap();
        let sem = d
            .create_semaphore(&vk::SemaphoreCreateInfo::default(), None)
            .unwrap();
        let (cbs, sems) = ([cb], [sem]);
        d.queue_submit(
            gpu.queue,
            &[vk::SubmitInfo::default()
                .command_buffers(&cbs)
                .signal_semaphores(&sems)],
            vk::Fence::null(),
        )
        .unwrap();
        let r = chain.present(gpu.queue, &sems, i);
        d.queue_wait_idle(gpu.queue).unwrap();
        d.destroy_semaphore(sem, None);
        d.destroy_command_pool(pool, None);
        r
    }
}

/// Each frame reaches the host's buffer whole and in order, shown only after its copy ended:
/// a BGRA buffer gets the image's bytes as they are (a copy), an RGBA one gets them in its own
/// order (a blit that converts).
#[test]
fn every_frame_reaches_the_hosts_buffer_in_order_in_its_byte_order() {
    let gpu = Arc::new(Gpu::new());
    for bgra in [true, false] {
        let m = model(&gpu);
        let c = chain(&gpu, &m, bgra);
        for n in 1..=6 {
            assert_eq!(frame(&gpu, &c, n), Ok(false), "frame {n}");
        }
        drop(c);
        let want: Vec<([u8; 4], [u8; 4])> = (1..=6)
            .map(|n| {
                let [b, g, r, a] = frame_bgra(n);
                let px = if bgra { [b, g, r, a] } else { [r, g, b, a] };
                (px, px)
            })
            .collect();
        assert_eq!(*m.shown.lock().unwrap(), want, "bgra buffer: {bgra}");
        assert!(
            m.live.lock().unwrap().is_empty(),
            "the import was not released"
        );
    }
}

/// A driver that fails to import the host's BGRA buffer: the swapchain asks the host for an
/// RGBA one instead, once, and every frame reaches it in RGBA order (blits); the window's later
/// new buffers are asked for in RGBA only.
#[test]
fn a_bgra_buffer_the_driver_cannot_import_is_asked_for_again_in_rgba() {
    let gpu = Arc::new(Gpu::new());
    let m = Arc::new(Model {
        refuse_bgra: true,
        ..Arc::into_inner(model(&gpu)).unwrap()
    });
    let c = chain(&gpu, &m, true);
    for n in 1..=3 {
        assert_eq!(frame(&gpu, &c, n), Ok(false), "frame {n}");
    }
    // The host makes a new buffer (as after a resize to the same size).
    m.buffer.store(2, Ordering::SeqCst);
    for n in 4..=5 {
        assert_eq!(frame(&gpu, &c, n), Ok(false), "frame {n}");
    }
    drop(c);
    let want: Vec<([u8; 4], [u8; 4])> = (1..=5)
        .map(|n| {
            let [b, g, r, a] = frame_bgra(n);
            ([r, g, b, a], [r, g, b, a])
        })
        .collect();
    assert_eq!(*m.shown.lock().unwrap(), want);
    let asked = m.asked.lock().unwrap();
    assert!(asked[0], "the first buffer is asked for in BGRA");
    assert!(
        asked[1..].iter().all(|&bgra| !bgra),
        "BGRA asked for again after the driver failed to import it: {asked:?}"
    );
    assert!(
        m.live.lock().unwrap().is_empty(),
        "an import was not released"
    );
}

/// `drained` waits for the host to be told to show every frame presented so far: not done
/// while the host holds the show back, done once it shows it; a swapchain destroyed meanwhile
/// ends the wait too.
#[test]
fn drained_waits_until_the_host_showed_every_frame() {
    let gpu = Arc::new(Gpu::new());
    let m = model(&gpu);
    let c = chain(&gpu, &m, true);
    let drained = c.drained();
    assert!(drained.wait(Duration::ZERO), "nothing presented yet");
    *m.hold.0.lock().unwrap() = true;
    assert_eq!(frame(&gpu, &c, 1), Ok(false));
    assert!(
        !drained.wait(Duration::from_millis(200)),
        "drained while the host had not shown the frame"
    );
    assert!(m.shown.lock().unwrap().is_empty());
    *m.hold.0.lock().unwrap() = false;
    m.hold.1.notify_all();
    assert!(
        drained.wait(Duration::from_secs(10)),
        "the frame was never shown"
    );
    assert_eq!(m.shown.lock().unwrap().len(), 1);

    // Held again: the next frame is not shown, and the swapchain is destroyed meanwhile (its
    // destruction waits for the present thread, held in `show`).
    *m.hold.0.lock().unwrap() = true;
    assert_eq!(frame(&gpu, &c, 2), Ok(false));
    assert!(!drained.wait(Duration::from_millis(50)));
    let dropper = std::thread::spawn(move || drop(c));
    assert!(
        drained.wait(Duration::from_secs(10)),
        "the wait outlived the swapchain's destruction"
    );
    assert_eq!(m.shown.lock().unwrap().len(), 1, "frame 2 was shown");
    *m.hold.0.lock().unwrap() = false;
    m.hold.1.notify_all();
    dropper.join().unwrap();
}

/// A window the host resized, with a new buffer: the next presentation is suboptimal, the
/// new buffer is imported (the old one released) and shows the frame over the smaller size;
/// a window that is gone loses the surface.
#[test]
fn a_resized_window_is_suboptimal_and_a_gone_one_loses_the_surface() {
    let gpu = Arc::new(Gpu::new());
    let m = model(&gpu);
    let c = chain(&gpu, &m, true);
    assert_eq!(frame(&gpu, &c, 1), Ok(false));
    *m.size.lock().unwrap() = Some(vk::Extent2D {
        width: 40,
        height: 20,
    });
    m.buffer.store(2, Ordering::SeqCst);
    assert_eq!(frame(&gpu, &c, 2), Ok(true), "a resized window");
    assert_eq!(
        m.live.lock().unwrap().len(),
        1,
        "the old buffer is still imported"
    );
    // The present thread tells the host after the copy's fence.
    let start = std::time::Instant::now();
    while m.shown.lock().unwrap().len() < 2 {
        assert!(
            start.elapsed().as_secs() < 20,
            "the second frame was never shown"
        );
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let shown = m.shown.lock().unwrap().clone();
    assert_eq!(shown.len(), 2);
    assert_eq!(
        shown[1],
        (frame_bgra(2), frame_bgra(2)),
        "the frame in the new buffer"
    );
    *m.size.lock().unwrap() = None;
    assert_eq!(
        frame(&gpu, &c, 3),
        Err(vk::Result::ERROR_SURFACE_LOST_KHR),
        "a window that is gone"
    );
    drop(c);
    assert!(m.live.lock().unwrap().is_empty());
}

/// A window host whose window's pixels are page-aligned memory of this process (an anonymous
/// mapping), handed out as their address: what `wsi_ahb::host_pointer` imports. At each
/// `show` it reads the top-left and bottom-right pixels of the window from that memory.
struct PointerHost {
    size: Mutex<Option<vk::Extent2D>>,
    /// The mapping's address (0 for "no buffer") and its length.
    pixels: AtomicU64,
    len: usize,
    /// An offset added to the address handed out (a misaligned buffer).
    skew: u64,
    shown: Mutex<Vec<([u8; 4], [u8; 4])>>,
}

impl PointerHost {
    fn new(size: vk::Extent2D) -> Arc<PointerHost> {
        let len = (size.width as usize * size.height as usize * 4).next_multiple_of(4096);
        // SAFETY: a fresh anonymous mapping; unmapped in `Drop`.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        assert_ne!(ptr, libc::MAP_FAILED);
        Arc::new(PointerHost {
            size: Mutex::new(Some(size)),
            pixels: AtomicU64::new(ptr as u64),
            len,
            skew: 0,
            shown: Mutex::new(Vec::new()),
        })
    }
}

impl Drop for PointerHost {
    fn drop(&mut self) {
        let ptr = self.pixels.load(Ordering::SeqCst);
        if ptr != 0 {
            // SAFETY: our mapping; the swapchain that imported it is gone.
            unsafe { libc::munmap(ptr as usize as *mut libc::c_void, self.len) };
        }
    }
}

impl WindowHost for PointerHost {
    fn size(&self, window: u32) -> Option<vk::Extent2D> {
        assert_eq!(window, WINDOW);
        *self.size.lock().unwrap()
    }
    fn buffer(&self, window: u32, _bgra: bool) -> u64 {
        assert_eq!(window, WINDOW);
        match self.pixels.load(Ordering::SeqCst) {
            0 => 0,
            p => p + self.skew,
        }
    }
    fn show(&self, window: u32) {
        assert_eq!(window, WINDOW);
        let size = self
            .size
            .lock()
            .unwrap()
            .expect("shown after the window went");
        let base = self.pixels.load(Ordering::SeqCst) as usize as *const u8;
        let at = |x: u32, y: u32| {
            let off = (y as usize * size.width as usize + x as usize) * 4;
            // SAFETY: inside the mapping; the copy into it ended (its fence) and was made
            // visible to the host.
            unsafe { std::ptr::read_volatile(base.add(off).cast::<[u8; 4]>()) }
        };
        let corners = (at(0, 0), at(size.width - 1, size.height - 1));
        self.shown.lock().unwrap().push(corners);
    }
}

fn pointer_gpu() -> Arc<Gpu> {
    Arc::new(Gpu::with_extensions(&[
        ash::ext::external_memory_host::NAME,
    ]))
}

/// A hosted swapchain of `B8G8R8A8_UNORM` images into `host`'s window pixels; `mutable`: the
/// images are `MUTABLE_FORMAT` with UNORM and SRGB views (what DXVK makes).
fn pointer_chain(
    gpu: &Arc<Gpu>,
    host: &Arc<PointerHost>,
    bgra_buffer: bool,
    mutable: bool,
) -> Result<HostedSwapchain, vk::Result> {
    let (flags, view_formats) = if mutable {
        (
            vk::ImageCreateFlags::MUTABLE_FORMAT,
            vec![vk::Format::B8G8R8A8_UNORM, vk::Format::B8G8R8A8_SRGB],
        )
    } else {
        (vk::ImageCreateFlags::empty(), Vec::new())
    };
    let settings = HostedSettings {
        window: WINDOW,
        format: vk::Format::B8G8R8A8_UNORM,
        extent: EXTENT,
        image_count: 3,
        usage: vk::ImageUsageFlags::TRANSFER_DST,
        flags,
        view_formats,
        bgra_buffer,
        family: 0,
        signal_queue: gpu.queue,
    };
    // SAFETY: a live device of that physical device, made with VK_EXT_external_memory_host
    // on a 1.1 instance; queue 0 of family 0; dropped before the device.
    unsafe {
        let import = HostPointerImport::new(&gpu.instance, gpu.physical, &gpu.device);
        assert!(import.alignment() <= 4096, "{import:?}");
        HostedSwapchain::new(
            gpu.device.clone(),
            &gpu.memory,
            &settings,
            Arc::clone(host) as Arc<dyn WindowHost>,
            Arc::new(import),
        )
    }
}

/// The host's window pixels imported from this process's memory: every frame reaches them
/// whole and in order, in the byte order the swapchain asked the host for, from plain and
/// from mutable-format images.
#[test]
fn frames_reach_window_pixels_in_host_memory() {
    let gpu = pointer_gpu();
    for (bgra, mutable) in [(true, false), (false, false), (true, true)] {
        let host = PointerHost::new(EXTENT);
        let c = pointer_chain(&gpu, &host, bgra, mutable).unwrap();
        for n in 1..=5 {
            assert_eq!(frame(&gpu, &c, n), Ok(false), "frame {n}");
        }
        drop(c);
        let want: Vec<([u8; 4], [u8; 4])> = (1..=5)
            .map(|n| {
                let [b, g, r, a] = frame_bgra(n);
                let px = if bgra { [b, g, r, a] } else { [r, g, b, a] };
                (px, px)
            })
            .collect();
        assert_eq!(
            *host.shown.lock().unwrap(),
            want,
            "bgra buffer: {bgra}, mutable: {mutable}"
        );
    }
}

/// A host with no buffer, a window of no size, or pixels at an address the device cannot
/// import: the swapchain is not made, with the error that says which; a window that goes
/// away later loses the surface.
#[test]
fn window_pixels_that_cannot_be_imported_are_refused() {
    let gpu = pointer_gpu();
    let host = PointerHost::new(EXTENT);
    let none = Arc::new(PointerHost {
        pixels: AtomicU64::new(0),
        len: 0,
        skew: 0,
        size: Mutex::new(Some(EXTENT)),
        shown: Mutex::new(Vec::new()),
    });
    assert_eq!(
        pointer_chain(&gpu, &none, true, false).err(),
        Some(vk::Result::ERROR_SURFACE_LOST_KHR),
        "no buffer"
    );
    *host.size.lock().unwrap() = Some(vk::Extent2D {
        width: 0,
        height: 0,
    });
    assert_eq!(
        pointer_chain(&gpu, &host, true, false).err(),
        Some(vk::Result::ERROR_SURFACE_LOST_KHR),
        "a window of no size"
    );
    *host.size.lock().unwrap() = Some(EXTENT);
    let skewed = PointerHost::new(EXTENT);
    let skewed = Arc::new(PointerHost {
        pixels: AtomicU64::new(skewed.pixels.swap(0, Ordering::SeqCst)),
        len: skewed.len,
        skew: 4,
        size: Mutex::new(Some(EXTENT)),
        shown: Mutex::new(Vec::new()),
    });
    assert_eq!(
        pointer_chain(&gpu, &skewed, true, false).err(),
        Some(vk::Result::ERROR_INVALID_EXTERNAL_HANDLE),
        "a misaligned address"
    );
    let c = pointer_chain(&gpu, &host, true, false).unwrap();
    assert_eq!(frame(&gpu, &c, 1), Ok(false));
    // The present thread shows the frame after the copy's fence.
    let start = std::time::Instant::now();
    while host.shown.lock().unwrap().is_empty() {
        assert!(start.elapsed().as_secs() < 20, "the frame was never shown");
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    *host.size.lock().unwrap() = None;
    assert_eq!(
        frame(&gpu, &c, 2),
        Err(vk::Result::ERROR_SURFACE_LOST_KHR),
        "a window that is gone"
    );
    drop(c);
    assert_eq!(host.shown.lock().unwrap().len(), 1);
}
