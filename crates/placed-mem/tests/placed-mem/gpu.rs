//! A Vulkan instance and device with every extension `placed-mem` can use, plus helpers.

use std::ffi::CStr;
use std::os::fd::{AsRawFd, BorrowedFd};

use ash::vk;
use placed_mem::{Allocator, Config, map_fd};

pub fn init_log() {
    let _ = tracing_subscriber::fmt()
        .with_test_writer()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("VKRELAY_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("placed_mem=debug")),
        )
        .try_init();
}

pub struct Gpu {
    _entry: ash::Entry,
    pub instance: ash::Instance,
    pub physical_device: vk::PhysicalDevice,
    pub device: ash::Device,
    pub queue: vk::Queue,
    pub queue_family: u32,
    pub extensions: Vec<&'static CStr>,
    pub name: String,
}

impl Gpu {
    /// Creates instance and device on the first physical device. Panics when there is no
    /// Vulkan driver: these tests are meant to run against a real one.
    pub fn new() -> Self {
        init_log();
        // SAFETY: loading the system Vulkan loader.
        let entry = unsafe { ash::Entry::load() }.expect("no Vulkan loader");
        let app = vk::ApplicationInfo::default().api_version(vk::API_VERSION_1_1);
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: valid create info.
        let instance = unsafe { entry.create_instance(&info, None) }.expect("vkCreateInstance");
        // SAFETY: live instance.
        let pds = unsafe { instance.enumerate_physical_devices() }.expect("enumerate");
        let physical_device = *pds.first().expect("no Vulkan physical device");
        // SAFETY: the physical device belongs to the instance.
        let props = unsafe { instance.get_physical_device_properties(physical_device) };
        let name = props
            .device_name_as_c_str()
            .unwrap_or(c"?")
            .to_string_lossy()
            .into_owned();
        // SAFETY: as above.
        let families =
            unsafe { instance.get_physical_device_queue_family_properties(physical_device) };
        let queue_family = families
            .iter()
            .position(|f| {
                f.queue_flags.intersects(
                    vk::QueueFlags::GRAPHICS | vk::QueueFlags::COMPUTE | vk::QueueFlags::TRANSFER,
                )
            })
            .expect("no queue family") as u32;
        // SAFETY: as above.
        let extensions = unsafe { Allocator::usable_extensions(&instance, physical_device) };
        let ext_ptrs: Vec<_> = extensions.iter().map(|e| e.as_ptr()).collect();
        let prio = [1.0];
        let qinfo = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(queue_family)
            .queue_priorities(&prio)];
        let dinfo = vk::DeviceCreateInfo::default()
            .queue_create_infos(&qinfo)
            .enabled_extension_names(&ext_ptrs);
        // SAFETY: valid create info for this physical device.
        let device = unsafe { instance.create_device(physical_device, &dinfo, None) }
            .expect("vkCreateDevice");
        // SAFETY: the queue was requested at device creation.
        let queue = unsafe { device.get_device_queue(queue_family, 0) };
        eprintln!("device: {name}; placed-mem extensions: {extensions:?}");
        Gpu {
            _entry: entry,
            instance,
            physical_device,
            device,
            queue,
            queue_family,
            extensions,
            name,
        }
    }

    pub fn is_lavapipe(&self) -> bool {
        self.name.contains("llvmpipe")
    }

    pub fn allocator(&self, config: Config) -> Allocator {
        // SAFETY: the handles are related, the extension list is what the device was made
        // with, and the device outlives the allocator (tests drop the allocator first).
        unsafe {
            Allocator::new(
                &self.instance,
                self.physical_device,
                &self.device,
                &self.extensions,
                config,
            )
        }
    }

    /// A host-visible, host-coherent memory type.
    pub fn coherent_type(&self, bits: u32) -> u32 {
        // SAFETY: the physical device belongs to the instance.
        let props = unsafe {
            self.instance
                .get_physical_device_memory_properties(self.physical_device)
        };
        let want = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        props
            .memory_types_as_slice()
            .iter()
            .enumerate()
            .position(|(i, t)| bits & (1 << i) != 0 && t.property_flags.contains(want))
            .expect("no host-coherent memory type") as u32
    }

    /// A memory type that is not host-visible, if the device has one.
    pub fn device_only_type(&self) -> Option<u32> {
        // SAFETY: the physical device belongs to the instance.
        let props = unsafe {
            self.instance
                .get_physical_device_memory_properties(self.physical_device)
        };
        props
            .memory_types_as_slice()
            .iter()
            .position(|t| {
                !t.property_flags
                    .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
            })
            .map(|i| i as u32)
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: tests free everything they made before dropping the Gpu.
        unsafe {
            self.device.device_wait_idle().ok();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

/// Word `i` of the test pattern for `seed`.
pub fn pattern(seed: u32, i: usize) -> u32 {
    (i as u32).wrapping_mul(0x9e37_79b9) ^ seed
}

/// Writes the pattern through a mapping of `fd` made in a forked child process, and waits for
/// it. The child only maps, stores and exits (no allocation, as required after `fork` in a
/// multi-threaded process).
pub fn write_in_child(fd: BorrowedFd<'_>, offset: u64, size: usize, seed: u32) {
    let raw = fd.as_raw_fd();
    // SAFETY: the child runs only async-signal-safe work: map_fd (fstat, mmap; no allocation on
    // success), plain stores, munmap and _exit.
    let pid = unsafe { libc::fork() };
    assert!(pid >= 0, "fork failed");
    if pid == 0 {
        // SAFETY: `raw` is inherited by the child and stays open in it.
        let fd = unsafe { BorrowedFd::borrow_raw(raw) };
        let code = match map_fd(fd, offset, size) {
            Ok(m) => {
                let words = m.as_ptr().cast::<u32>();
                for i in 0..size / 4 {
                    // SAFETY: `i * 4 < size`, inside the mapping; the parent does not touch the
                    // memory until the child has exited.
                    unsafe { words.add(i).write_volatile(pattern(seed, i)) };
                }
                drop(m);
                0
            }
            Err(_) => 3,
        };
        // SAFETY: leave the child without running the parent's destructors or test harness.
        unsafe { libc::_exit(code) };
    }
    let mut status = 0;
    // SAFETY: waiting for our own child.
    let r = unsafe { libc::waitpid(pid, &mut status, 0) };
    assert_eq!(r, pid);
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "child failed: status {status:#x}"
    );
}

/// Checks that `size` bytes at `ptr` hold the pattern for `seed`.
///
/// # Safety
/// `ptr` must be readable for `size` bytes and 4-byte aligned.
pub unsafe fn check_pattern(ptr: *const u8, size: usize, seed: u32) {
    let words = ptr.cast::<u32>();
    for i in 0..size / 4 {
        // SAFETY: inside the range the caller vouches for.
        let got = unsafe { words.add(i).read_volatile() };
        assert_eq!(got, pattern(seed, i), "word {i}");
    }
}
