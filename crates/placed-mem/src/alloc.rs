//! The driver side: allocate host-visible memory that another process can map.

use std::ffi::CStr;
use std::os::fd::{BorrowedFd, OwnedFd};

use ash::vk;

use crate::caps::{Caps, ImageDesc};
use crate::config::{Config, DedicatedPolicy, Path};
use crate::error::{AllocError, Attempt, PathFailure};

/// The resource a dedicated allocation is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dedicated {
    /// A buffer.
    Buffer(vk::Buffer),
    /// An image; `desc` lets capabilities be probed for the image itself.
    Image {
        /// The image.
        image: vk::Image,
        /// Its creation parameters, if known.
        desc: Option<ImageDesc>,
    },
}

/// What to allocate: the parts of a `VkMemoryAllocateInfo` chain this crate understands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Request {
    /// `allocationSize`.
    pub size: u64,
    /// `memoryTypeIndex`; must be host-visible.
    pub memory_type_index: u32,
    /// `VkMemoryDedicatedAllocateInfo`, if any.
    pub dedicated: Option<Dedicated>,
    /// The resource reported `requiresDedicatedAllocation`; dedicated info is then never
    /// dropped, and paths that cannot keep it fail.
    pub dedicated_required: bool,
    /// Usage of the buffers the memory will back, for capability probes (default:
    /// [`Config::probe_buffer_usage`]).
    pub buffer_usage: Option<vk::BufferUsageFlags>,
    /// `VkMemoryAllocateFlagsInfo::flags` (e.g. `DEVICE_ADDRESS`).
    pub allocate_flags: vk::MemoryAllocateFlags,
    /// `VkMemoryAllocateFlagsInfo::deviceMask`.
    pub device_mask: u32,
    /// `VkMemoryOpaqueCaptureAddressAllocateInfo::opaqueCaptureAddress` (0: none), for
    /// memory allocated with `DEVICE_ADDRESS_CAPTURE_REPLAY` at a recorded address.
    pub opaque_capture_address: u64,
    /// The memory backs a swapchain image: it is allocated plainly (not shared), because
    /// swapchain images are shared by the WSI layer, never by placed-memory emulation.
    pub swapchain_image: bool,
}

impl Request {
    /// A request for `size` bytes of memory type `memory_type_index`.
    pub fn new(size: u64, memory_type_index: u32) -> Self {
        Request {
            size,
            memory_type_index,
            ..Default::default()
        }
    }

    /// Reads a request from an application's `VkMemoryAllocateInfo` chain. Dedicated,
    /// allocate-flags and opaque-capture-address info are kept; export/import structs are dropped (this crate picks its
    /// own); anything else is dropped and logged.
    ///
    /// # Safety
    /// `info.p_next` must be a valid Vulkan structure chain.
    pub unsafe fn from_allocate_info(info: &vk::MemoryAllocateInfo<'_>) -> Self {
        let mut req = Request::new(info.allocation_size, info.memory_type_index);
        let mut p = info.p_next as *const vk::BaseInStructure<'_>;
        while !p.is_null() {
            // SAFETY: the caller guarantees a valid chain; every Vulkan struct starts with
            // sType and pNext.
            let base = unsafe { &*p };
            match base.s_type {
                vk::StructureType::MEMORY_DEDICATED_ALLOCATE_INFO => {
                    // SAFETY: the sType says what the struct is.
                    let d = unsafe { &*(p as *const vk::MemoryDedicatedAllocateInfo<'_>) };
                    req.dedicated = if d.image != vk::Image::null() {
                        Some(Dedicated::Image {
                            image: d.image,
                            desc: None,
                        })
                    } else if d.buffer != vk::Buffer::null() {
                        Some(Dedicated::Buffer(d.buffer))
                    } else {
                        None
                    };
                }
                vk::StructureType::MEMORY_ALLOCATE_FLAGS_INFO => {
                    // SAFETY: the sType says what the struct is.
                    let f = unsafe { &*(p as *const vk::MemoryAllocateFlagsInfo<'_>) };
                    req.allocate_flags = f.flags;
                    req.device_mask = f.device_mask;
                }
                vk::StructureType::MEMORY_OPAQUE_CAPTURE_ADDRESS_ALLOCATE_INFO => {
                    // SAFETY: the sType says what the struct is.
                    let o =
                        unsafe { &*(p as *const vk::MemoryOpaqueCaptureAddressAllocateInfo<'_>) };
                    req.opaque_capture_address = o.opaque_capture_address;
                }
                vk::StructureType::EXPORT_MEMORY_ALLOCATE_INFO
                | vk::StructureType::IMPORT_MEMORY_FD_INFO_KHR
                | vk::StructureType::IMPORT_MEMORY_HOST_POINTER_INFO_EXT => {}
                other => tracing::debug!("placed-mem: dropping {other:?} from an allocate chain"),
            }
            p = base.p_next;
        }
        req
    }
}

/// The device extensions this crate can use; pass the supported ones to `vkCreateDevice`
/// (see [`Allocator::usable_extensions`]).
pub const EXTENSIONS: &[&CStr] = &[
    ash::khr::external_memory_fd::NAME,
    ash::ext::external_memory_dma_buf::NAME,
    ash::ext::external_memory_host::NAME,
    ash::khr::dedicated_allocation::NAME,
    #[cfg(target_os = "android")]
    ash::android::external_memory_android_hardware_buffer::NAME,
];

/// Loaded extension entry points (present only when the extension is enabled).
pub(crate) struct Ext {
    pub(crate) fd: Option<ash::khr::external_memory_fd::Device>,
    pub(crate) dma_buf: bool,
    pub(crate) host: Option<ash::ext::external_memory_host::Device>,
    #[cfg(target_os = "android")]
    pub(crate) ahb: Option<ash::android::external_memory_android_hardware_buffer::Device>,
}

/// Allocates shareable host-visible memory on one device, trying [`Config::order`].
pub struct Allocator {
    pub(crate) device: ash::Device,
    pub(crate) config: Config,
    pub(crate) ext: Ext,
    pub(crate) caps: Caps,
    pub(crate) memory_types: Vec<vk::MemoryType>,
    /// `minImportedHostPointerAlignment` (0 without `VK_EXT_external_memory_host`).
    pub(crate) host_alignment: u64,
}

impl std::fmt::Debug for Allocator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Allocator")
            .field("device", &self.device.handle())
            .field("config", &self.config)
            .field("opaque_fd", &self.ext.fd.is_some())
            .field("dma_buf", &self.ext.dma_buf)
            .field("host", &self.ext.host.is_some())
            .field("host_alignment", &self.host_alignment)
            .finish_non_exhaustive()
    }
}

/// Memory made by [`Allocator::allocate`]: the Vulkan memory, the fd another process maps,
/// and how it was made.
///
/// Free it with [`Allocator::free`]. Dropping it without that leaks the Vulkan memory (and, on
/// the host-memfd path, the host mapping backing it, which must outlive the memory).
#[derive(Debug)]
pub struct SharedMemory {
    pub(crate) memory: vk::DeviceMemory,
    pub(crate) fd: Option<OwnedFd>,
    pub(crate) fd_offset: u64,
    pub(crate) size: u64,
    pub(crate) path: Option<Path>,
    pub(crate) attempts: Vec<Attempt>,
    pub(crate) dedicated_kept: bool,
    /// Host mapping that backs imported host memory: `(address, length)`.
    pub(crate) host: Option<(usize, usize)>,
    pub(crate) freed: bool,
}

impl SharedMemory {
    /// The Vulkan memory.
    pub fn memory(&self) -> vk::DeviceMemory {
        self.memory
    }

    /// The fd to send to the process that maps the memory: map [`size`](Self::size) bytes from
    /// [`fd_offset`](Self::fd_offset). `None` only for swapchain-image memory, which is not
    /// shared.
    pub fn fd(&self) -> Option<BorrowedFd<'_>> {
        use std::os::fd::AsFd;
        self.fd.as_ref().map(|f| f.as_fd())
    }

    /// Page-aligned offset of the memory inside [`fd`](Self::fd): 0 except for exported fds
    /// whose data was found further in (lavapipe's opaque fd puts it one page in).
    pub fn fd_offset(&self) -> u64 {
        self.fd_offset
    }

    /// Allocation size of the Vulkan memory (may be larger than asked: the host path rounds it
    /// up to `minImportedHostPointerAlignment`).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The path that produced the memory; `None` for unshared swapchain-image memory.
    pub fn path(&self) -> Option<Path> {
        self.path
    }

    /// The Vulkan handle type of the memory (empty for unshared memory). Resources bound to it
    /// must be created with this type in `VkExternalMemory{Buffer,Image}CreateInfo`.
    pub fn handle_type(&self) -> vk::ExternalMemoryHandleTypeFlags {
        self.path.map(Path::handle_type).unwrap_or_default()
    }

    /// The paths that were tried first and failed, with their reasons, in order.
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// Whether the dedicated-allocation info of the request was passed to the driver.
    pub fn dedicated_kept(&self) -> bool {
        self.dedicated_kept
    }
}

impl Drop for SharedMemory {
    fn drop(&mut self) {
        if !self.freed {
            tracing::warn!(
                "placed-mem: SharedMemory {:?} dropped without Allocator::free; leaking it",
                self.memory
            );
        }
    }
}

impl Allocator {
    /// The device extensions of [`EXTENSIONS`] that `physical_device` supports.
    ///
    /// # Safety
    /// `physical_device` must belong to `instance`.
    pub unsafe fn usable_extensions(
        instance: &ash::Instance,
        physical_device: vk::PhysicalDevice,
    ) -> Vec<&'static CStr> {
        // SAFETY: the caller guarantees the physical device belongs to the instance.
        let props = unsafe { instance.enumerate_device_extension_properties(physical_device) }
            .unwrap_or_default();
        EXTENSIONS
            .iter()
            .copied()
            .filter(|want| {
                props
                    .iter()
                    .any(|p| p.extension_name_as_c_str() == Ok(*want))
            })
            .collect()
    }

    /// Makes an allocator for `device`, which was created from `physical_device` of `instance`
    /// with `enabled_extensions` enabled.
    ///
    /// # Safety
    /// The instance must be Vulkan 1.1 or later, the handles must be related as described,
    /// `enabled_extensions` must be exactly what the device was created with, and the device
    /// must outlive the allocator.
    pub unsafe fn new(
        instance: &ash::Instance,
        physical_device: vk::PhysicalDevice,
        device: &ash::Device,
        enabled_extensions: &[&CStr],
        config: Config,
    ) -> Self {
        let has = |name: &CStr| enabled_extensions.contains(&name);
        let fd = has(ash::khr::external_memory_fd::NAME)
            .then(|| ash::khr::external_memory_fd::Device::new(instance, device));
        let host = has(ash::ext::external_memory_host::NAME)
            .then(|| ash::ext::external_memory_host::Device::new(instance, device));
        let mut host_alignment = 0;
        if host.is_some() {
            let mut host_props = vk::PhysicalDeviceExternalMemoryHostPropertiesEXT::default();
            let mut props = vk::PhysicalDeviceProperties2::default().push_next(&mut host_props);
            // SAFETY: Vulkan 1.1 instance, the extension is supported (it is enabled), and the
            // chain is built from live locals.
            unsafe { instance.get_physical_device_properties2(physical_device, &mut props) };
            host_alignment = host_props.min_imported_host_pointer_alignment;
        }
        // SAFETY: the physical device belongs to the instance (caller's guarantee).
        let mem_props = unsafe { instance.get_physical_device_memory_properties(physical_device) };
        let memory_types = mem_props.memory_types_as_slice().to_vec();
        Allocator {
            device: device.clone(),
            ext: Ext {
                fd,
                dma_buf: has(ash::ext::external_memory_dma_buf::NAME),
                host,
                #[cfg(target_os = "android")]
                ahb: has(ash::android::external_memory_android_hardware_buffer::NAME).then(|| {
                    ash::android::external_memory_android_hardware_buffer::Device::new(
                        instance, device,
                    )
                }),
            },
            caps: Caps::new(instance.clone(), physical_device),
            memory_types,
            host_alignment,
            config,
        }
    }

    /// The configuration in use.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The driver's external-memory properties for `path` on buffers with `usage` (cached).
    pub fn buffer_capabilities(
        &self,
        path: Path,
        usage: vk::BufferUsageFlags,
    ) -> vk::ExternalMemoryProperties {
        self.caps.buffer(path.handle_type(), usage)
    }

    /// The driver's external-memory properties for `path` on images like `desc` (cached).
    pub fn image_capabilities(&self, path: Path, desc: ImageDesc) -> vk::ExternalMemoryProperties {
        self.caps.image(path.handle_type(), desc)
    }

    /// Allocates shareable memory, trying each configured path in order. Every failed attempt
    /// is logged (`tracing`, debug) and recorded in [`SharedMemory::attempts`].
    pub fn allocate(&self, req: &Request) -> Result<SharedMemory, AllocError> {
        if req.size == 0 {
            return Err(AllocError::ZeroSize);
        }
        let ty = self
            .memory_types
            .get(req.memory_type_index as usize)
            .ok_or(AllocError::NoSuchMemoryType(req.memory_type_index))?;
        if req.swapchain_image {
            // Swapchain images are shared by the WSI layer, never by this crate, and their
            // memory is usually not host-visible: allocate it as asked.
            return self.allocate_plain(req);
        }
        if !ty
            .property_flags
            .contains(vk::MemoryPropertyFlags::HOST_VISIBLE)
        {
            return Err(AllocError::NotHostVisible(req.memory_type_index));
        }
        let mut attempts = Vec::new();
        for &path in &self.config.order {
            let result = if self.config.force_fail.contains(&path) {
                Err(PathFailure::Forced)
            } else {
                self.try_path(path, req)
            };
            match result {
                Ok(mut mem) => {
                    tracing::debug!(
                        "placed-mem: {} bytes of type {} via {path} (after {} failed paths)",
                        mem.size,
                        req.memory_type_index,
                        attempts.len()
                    );
                    mem.attempts = attempts;
                    return Ok(mem);
                }
                Err(failure) => {
                    tracing::debug!("placed-mem: path {path} failed: {failure}");
                    attempts.push(Attempt { path, failure });
                }
            }
        }
        let err = AllocError::AllPathsFailed(attempts);
        tracing::warn!("placed-mem: {err}");
        Err(err)
    }

    fn allocate_plain(&self, req: &Request) -> Result<SharedMemory, AllocError> {
        let memory = self
            .allocate_with::<vk::ExportMemoryAllocateInfo<'_>>(
                req,
                req.size,
                req.memory_type_index,
                true,
                None,
            )
            .map_err(AllocError::Vk)?;
        Ok(SharedMemory {
            memory,
            fd: None,
            fd_offset: 0,
            size: req.size,
            path: None,
            attempts: Vec::new(),
            dedicated_kept: req.dedicated.is_some(),
            host: None,
            freed: false,
        })
    }

    /// Calls `vkAllocateMemory` with `ext` and, when `keep_dedicated`, the dedicated info.
    pub(crate) fn allocate_with<T: vk::ExtendsMemoryAllocateInfo>(
        &self,
        req: &Request,
        size: u64,
        type_index: u32,
        keep_dedicated: bool,
        ext: Option<&mut T>,
    ) -> Result<vk::DeviceMemory, vk::Result> {
        let mut info = vk::MemoryAllocateInfo::default()
            .allocation_size(size)
            .memory_type_index(type_index);
        let mut dedicated = vk::MemoryDedicatedAllocateInfo::default();
        match req.dedicated {
            Some(Dedicated::Buffer(b)) => dedicated = dedicated.buffer(b),
            Some(Dedicated::Image { image, .. }) => dedicated = dedicated.image(image),
            None => {}
        }
        let mut flags = vk::MemoryAllocateFlagsInfo::default()
            .flags(req.allocate_flags)
            .device_mask(req.device_mask);
        if keep_dedicated && req.dedicated.is_some() {
            info = info.push_next(&mut dedicated);
        }
        if !req.allocate_flags.is_empty() {
            info = info.push_next(&mut flags);
        }
        let mut capture = vk::MemoryOpaqueCaptureAddressAllocateInfo::default()
            .opaque_capture_address(req.opaque_capture_address);
        if req.opaque_capture_address != 0 {
            info = info.push_next(&mut capture);
        }
        if let Some(ext) = ext {
            info = info.push_next(ext);
        }
        // SAFETY: `info` is a valid chain of live locals; the device is live (allocator
        // contract); the memory type index was checked against the device.
        unsafe { self.device.allocate_memory(&info, None) }
    }

    /// Probes the capabilities of `path` for this request.
    pub(crate) fn caps_for(&self, path: Path, req: &Request) -> vk::ExternalMemoryProperties {
        match req.dedicated {
            Some(Dedicated::Image {
                desc: Some(desc), ..
            }) => self.caps.image(path.handle_type(), desc),
            _ => self.caps.buffer(
                path.handle_type(),
                req.buffer_usage
                    .unwrap_or_else(|| self.config.probe_usage()),
            ),
        }
    }

    /// Frees memory made by [`allocate`](Self::allocate): the Vulkan memory, then the host
    /// mapping behind it (host path), then the fd.
    ///
    /// # Safety
    /// `mem` must come from this allocator, and the GPU must be done with it.
    pub unsafe fn free(&self, mut mem: SharedMemory) {
        // SAFETY: the caller guarantees the memory is ours and idle.
        unsafe { self.device.free_memory(mem.memory, None) };
        if let Some((addr, len)) = mem.host.take() {
            // SAFETY: the host mapping was made by the host path for this memory only, and the
            // memory using it was just freed.
            unsafe { libc::munmap(addr as *mut _, len) };
        }
        mem.freed = true;
    }
}

/// Decides whether dedicated info goes to the driver on `path`.
pub(crate) fn keep_dedicated(
    path: Path,
    policy: DedicatedPolicy,
    req: &Request,
    props: &vk::ExternalMemoryProperties,
) -> Result<bool, PathFailure> {
    let required = req.dedicated_required
        || props
            .external_memory_features
            .contains(vk::ExternalMemoryFeatureFlags::DEDICATED_ONLY);
    if !required {
        // Host-pointer imports never take dedicated info; others keep it only if asked.
        let keep =
            req.dedicated.is_some() && policy == DedicatedPolicy::Keep && path != Path::HostMemfd;
        if req.dedicated.is_some() && !keep {
            tracing::debug!("placed-mem: dropping dedicated-allocation info on path {path}");
        }
        return Ok(keep);
    }
    if path == Path::HostMemfd || req.dedicated.is_none() {
        return Err(PathFailure::NeedsDedicated);
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ash::vk::Handle;

    fn props(f: vk::ExternalMemoryFeatureFlags) -> vk::ExternalMemoryProperties {
        vk::ExternalMemoryProperties {
            external_memory_features: f,
            ..Default::default()
        }
    }

    #[test]
    fn dedicated_decisions() {
        let none = props(vk::ExternalMemoryFeatureFlags::EXPORTABLE);
        let only = props(vk::ExternalMemoryFeatureFlags::DEDICATED_ONLY);
        let mut req = Request::new(4096, 0);
        assert_eq!(
            keep_dedicated(Path::OpaqueFd, DedicatedPolicy::Keep, &req, &none),
            Ok(false)
        );
        assert_eq!(
            keep_dedicated(Path::OpaqueFd, DedicatedPolicy::Keep, &req, &only),
            Err(PathFailure::NeedsDedicated)
        );
        req.dedicated = Some(Dedicated::Buffer(vk::Buffer::null()));
        // Default policy drops it (Mali), Keep keeps it, host never takes it.
        assert_eq!(
            keep_dedicated(
                Path::OpaqueFd,
                DedicatedPolicy::DropUnlessRequired,
                &req,
                &none
            ),
            Ok(false)
        );
        assert_eq!(
            keep_dedicated(Path::OpaqueFd, DedicatedPolicy::Keep, &req, &none),
            Ok(true)
        );
        assert_eq!(
            keep_dedicated(Path::HostMemfd, DedicatedPolicy::Keep, &req, &none),
            Ok(false)
        );
        // Required: kept even under the drop policy; host path cannot serve it.
        assert_eq!(
            keep_dedicated(
                Path::DmaBuf,
                DedicatedPolicy::DropUnlessRequired,
                &req,
                &only
            ),
            Ok(true)
        );
        req.dedicated_required = true;
        assert_eq!(
            keep_dedicated(Path::HostMemfd, DedicatedPolicy::Keep, &req, &none),
            Err(PathFailure::NeedsDedicated)
        );
    }

    #[test]
    fn request_from_chain() {
        let mut ded = vk::MemoryDedicatedAllocateInfo::default().buffer(vk::Buffer::from_raw(7));
        let mut flags =
            vk::MemoryAllocateFlagsInfo::default().flags(vk::MemoryAllocateFlags::DEVICE_ADDRESS);
        let mut prio = vk::MemoryPriorityAllocateInfoEXT::default().priority(0.5);
        let info = vk::MemoryAllocateInfo::default()
            .allocation_size(65536)
            .memory_type_index(3)
            .push_next(&mut ded)
            .push_next(&mut flags)
            .push_next(&mut prio);
        // SAFETY: the chain is built from live locals.
        let req = unsafe { Request::from_allocate_info(&info) };
        assert_eq!(req.size, 65536);
        assert_eq!(req.memory_type_index, 3);
        assert_eq!(
            req.dedicated,
            Some(Dedicated::Buffer(vk::Buffer::from_raw(7)))
        );
        assert_eq!(req.allocate_flags, vk::MemoryAllocateFlags::DEVICE_ADDRESS);
    }
}
