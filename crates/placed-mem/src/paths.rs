//! One function per allocation path. Each returns the memory or the reason it failed; the loop
//! in [`Allocator::allocate`](crate::Allocator::allocate) moves on to the next path.

use std::os::fd::{AsFd, AsRawFd, FromRawFd, IntoRawFd, OwnedFd};

use ash::vk;

use crate::alloc::{Allocator, Request, SharedMemory, keep_dedicated};
use crate::config::Path;
use crate::error::PathFailure;
use crate::heap;
use crate::map::{fd_size, map_fd, page_size, round_up};

impl Allocator {
    pub(crate) fn try_path(&self, path: Path, req: &Request) -> Result<SharedMemory, PathFailure> {
        match path {
            Path::OpaqueFd | Path::DmaBuf => self.try_export(path, req),
            Path::DmaHeap => self.try_dma_heap(req),
            Path::Ion => self.try_ion(req),
            Path::Ahb => self.try_ahb(req),
            Path::HostMemfd => self.try_host_memfd(req),
        }
    }

    fn shared(
        &self,
        memory: vk::DeviceMemory,
        fd: OwnedFd,
        size: u64,
        path: Path,
        dedicated: bool,
    ) -> SharedMemory {
        SharedMemory {
            memory,
            fd: Some(fd),
            fd_offset: 0,
            size,
            path: Some(path),
            attempts: Vec::new(),
            dedicated_kept: dedicated,
            host: None,
            freed: false,
        }
    }

    fn fd_ext(&self) -> Result<&ash::khr::external_memory_fd::Device, PathFailure> {
        self.ext
            .fd
            .as_ref()
            .ok_or(PathFailure::MissingExtension("VK_KHR_external_memory_fd"))
    }

    fn dma_buf_ext(&self) -> Result<&ash::khr::external_memory_fd::Device, PathFailure> {
        let fd = self.fd_ext()?;
        if !self.ext.dma_buf {
            return Err(PathFailure::MissingExtension(
                "VK_EXT_external_memory_dma_buf",
            ));
        }
        Ok(fd)
    }

    /// Checks the probed capabilities and decides about dedicated info.
    fn check_caps(
        &self,
        path: Path,
        req: &Request,
        need: vk::ExternalMemoryFeatureFlags,
    ) -> Result<bool, PathFailure> {
        let props = self.caps_for(path, req);
        if !props.external_memory_features.contains(need) {
            return Err(PathFailure::Unsupported(path.handle_type()));
        }
        keep_dedicated(path, self.config.dedicated, req, &props)
    }

    fn check_type_bits(&self, req: &Request, bits: u32) -> Result<(), PathFailure> {
        if bits & (1u32.checked_shl(req.memory_type_index).unwrap_or(0)) == 0 {
            return Err(PathFailure::MemoryType {
                index: req.memory_type_index,
                bits,
            });
        }
        Ok(())
    }

    /// Maps `fd` and, when `memory` is given, checks that the fd aliases it: tokens written at
    /// the start and the end through `vkMapMemory` must show through the fd mapping, at offset
    /// 0 or at one page-aligned offset (lavapipe's opaque fd is a memfd with the data one page
    /// in, behind a header). Returns that offset. Exported "opaque" fds are driver-private, so
    /// mappability alone proves nothing.
    fn verify_shared(
        &self,
        fd: &OwnedFd,
        req: &Request,
        memory: Option<vk::DeviceMemory>,
    ) -> Result<u64, PathFailure> {
        if !self.config.verify_shared {
            return Ok(0);
        }
        let size = usize::try_from(req.size)
            .map_err(|_| PathFailure::NotMappable("size exceeds the address space".into()))?;
        let fd_len = match fd_size(fd.as_fd()) {
            Ok(Some(n)) => usize::try_from(n).unwrap_or(usize::MAX),
            _ => size,
        };
        // Map a little more than asked (when the fd has it) so a misplaced token can be found.
        let map_len = fd_len.min(size.saturating_add(1 << 20)).max(size);
        let map =
            map_fd(fd.as_fd(), 0, map_len).map_err(|e| PathFailure::NotMappable(e.to_string()))?;
        let Some(memory) = memory else { return Ok(0) };
        if size < 16 {
            return Err(PathFailure::NotMappable(
                "allocations under 16 bytes are too small to verify".into(),
            ));
        }
        let flags = self.memory_types[req.memory_type_index as usize].property_flags;
        let coherent = flags.contains(vk::MemoryPropertyFlags::HOST_COHERENT);
        // SAFETY: the memory is host-visible (checked by `allocate`), freshly allocated, and not
        // mapped by anyone else yet.
        let vk_ptr = unsafe {
            self.device
                .map_memory(memory, 0, req.size, vk::MemoryMapFlags::empty())
        }
        .map_err(PathFailure::vk("vkMapMemory"))?
        .cast::<u64>();
        let token = [
            0x706c_6163_6564_6d65_u64,
            map.addr() as u64 ^ req.size.rotate_left(32),
        ];
        let words = size / 8;
        // `words >= 2`: checked above.
        let spots: &[usize] = if words >= 4 { &[0, words - 2] } else { &[0] };
        for &w in spots {
            for (k, t) in token.iter().enumerate() {
                // SAFETY: `w + k < words`, inside the Vulkan mapping of `size` bytes.
                unsafe { vk_ptr.add(w + k).write_volatile(*t) };
            }
        }
        if !coherent {
            let range = vk::MappedMemoryRange::default()
                .memory(memory)
                .size(vk::WHOLE_SIZE);
            // SAFETY: the range is mapped.
            let _ = unsafe { self.device.flush_mapped_memory_ranges(&[range]) };
        }
        let fd_words = map.as_ptr().cast::<u64>();
        let read = |w: usize| {
            // SAFETY: callers stay below `map_len / 8` words, inside the fd mapping.
            unsafe {
                [
                    fd_words.add(w).read_volatile(),
                    fd_words.add(w + 1).read_volatile(),
                ]
            }
        };
        // Word offsets (in the fd mapping) where the data could start: 0 first, then wherever
        // the first token shows up.
        let fits = |base: usize| base + size / 8 <= map_len / 8;
        let aliased_at = |base: usize| fits(base) && spots.iter().all(|&w| read(base + w) == token);
        let page_words = page_size() / 8;
        let found = if aliased_at(0) {
            Ok(0)
        } else {
            // Only the first 2 MiB are searched: a header sits at the start, and reading further
            // would commit pages of a large allocation for nothing.
            let scan = (map_len / 8).saturating_sub(1).min((2 << 20) / 8);
            match (1..scan).find(|&w| read(w) == token) {
                Some(w) if w % page_words == 0 && aliased_at(w) => Ok(w),
                Some(w) => Err(format!(
                    "the memory shows at fd offset {:#x}, which cannot be mapped by itself",
                    w * 8
                )),
                None => {
                    Err("the fd does not alias the memory (driver-private contents)".to_string())
                }
            }
        };
        for &w in spots {
            for k in 0..2 {
                // SAFETY: as above; the initial contents of new memory are undefined anyway.
                unsafe { vk_ptr.add(w + k).write_volatile(0) };
            }
        }
        // SAFETY: mapped above; nothing else uses this mapping.
        unsafe { self.device.unmap_memory(memory) };
        match found {
            Ok(w) => {
                if w != 0 {
                    tracing::debug!(
                        "placed-mem: exported fd holds the memory at offset {:#x}",
                        w * 8
                    );
                }
                Ok(w as u64 * 8)
            }
            Err(why) => Err(PathFailure::NotMappable(why)),
        }
    }

    fn free_memory(&self, memory: vk::DeviceMemory) {
        // SAFETY: `memory` was just allocated by us and nothing uses it yet.
        unsafe { self.device.free_memory(memory, None) };
    }

    /// Paths 1 and 2: the driver allocates exportable memory and exports an fd.
    fn try_export(&self, path: Path, req: &Request) -> Result<SharedMemory, PathFailure> {
        let fd_ext = if path == Path::DmaBuf {
            self.dma_buf_ext()?
        } else {
            self.fd_ext()?
        };
        let ht = path.handle_type();
        let keep = self.check_caps(path, req, vk::ExternalMemoryFeatureFlags::EXPORTABLE)?;
        let mut export = vk::ExportMemoryAllocateInfo::default().handle_types(ht);
        let memory = self
            .allocate_with(
                req,
                req.size,
                req.memory_type_index,
                keep,
                Some(&mut export),
            )
            .map_err(PathFailure::vk("vkAllocateMemory"))?;
        let info = vk::MemoryGetFdInfoKHR::default()
            .memory(memory)
            .handle_type(ht);
        // SAFETY: `memory` was allocated exportable as `ht` just above.
        let raw = match unsafe { fd_ext.get_memory_fd(&info) } {
            Ok(fd) => fd,
            Err(e) => {
                self.free_memory(memory);
                return Err(PathFailure::Vk {
                    call: "vkGetMemoryFdKHR",
                    result: e,
                });
            }
        };
        // SAFETY: vkGetMemoryFdKHR returns a new fd owned by the caller.
        let fd = unsafe { OwnedFd::from_raw_fd(raw) };
        let offset = match self.verify_shared(&fd, req, Some(memory)) {
            Ok(o) => o,
            Err(e) => {
                self.free_memory(memory);
                return Err(e);
            }
        };
        let mut mem = self.shared(memory, fd, req.size, path, keep);
        mem.fd_offset = offset;
        Ok(mem)
    }

    /// Imports a dma-buf we allocated (paths 3: dma-heap and ion).
    fn import_dma_buf(
        &self,
        path: Path,
        req: &Request,
        fd: OwnedFd,
        keep: bool,
    ) -> Result<SharedMemory, PathFailure> {
        let fd_ext = self.dma_buf_ext()?;
        let ht = vk::ExternalMemoryHandleTypeFlags::DMA_BUF_EXT;
        let mut props = vk::MemoryFdPropertiesKHR::default();
        // SAFETY: `fd` is a live dma-buf fd; `props` is a valid out struct.
        unsafe { fd_ext.get_memory_fd_properties(ht, fd.as_raw_fd(), &mut props) }
            .map_err(PathFailure::vk("vkGetMemoryFdPropertiesKHR"))?;
        self.check_type_bits(req, props.memory_type_bits)?;
        // A successful import takes ownership of the fd it is given, so give it a duplicate.
        let dup = fd.try_clone().map_err(|e| PathFailure::os("dup", e))?;
        let mut import = vk::ImportMemoryFdInfoKHR::default()
            .handle_type(ht)
            .fd(dup.as_raw_fd());
        let memory = self
            .allocate_with(
                req,
                req.size,
                req.memory_type_index,
                keep,
                Some(&mut import),
            )
            .map_err(PathFailure::vk("vkAllocateMemory(import dma-buf)"))?;
        // The driver owns `dup` now.
        let _ = dup.into_raw_fd();
        let offset = match self.verify_shared(&fd, req, Some(memory)) {
            Ok(o) => o,
            Err(e) => {
                self.free_memory(memory);
                return Err(e);
            }
        };
        let mut mem = self.shared(memory, fd, req.size, path, keep);
        mem.fd_offset = offset;
        Ok(mem)
    }

    /// Path 3a: `/dev/dma_heap/<heap>` for each configured heap.
    fn try_dma_heap(&self, req: &Request) -> Result<SharedMemory, PathFailure> {
        self.dma_buf_ext()?;
        let keep = self.check_caps(
            Path::DmaHeap,
            req,
            vk::ExternalMemoryFeatureFlags::IMPORTABLE,
        )?;
        let mut last = PathFailure::Os {
            what: "dma-heap",
            detail: "no heap configured".into(),
        };
        for name in &self.config.dma_heaps {
            match heap::dma_heap_alloc(&self.config.dma_heap_dir, name, req.size) {
                Ok(fd) => match self.import_dma_buf(Path::DmaHeap, req, fd, keep) {
                    Ok(m) => return Ok(m),
                    Err(e) => {
                        tracing::debug!("placed-mem: dma-heap {name}: {e}");
                        last = e;
                    }
                },
                Err(e) => {
                    tracing::debug!("placed-mem: dma-heap {name}: {e}");
                    last = PathFailure::Os {
                        what: "dma-heap",
                        detail: format!("{name}: {e}"),
                    };
                }
            }
        }
        Err(last)
    }

    /// Path 3b: ion.
    fn try_ion(&self, req: &Request) -> Result<SharedMemory, PathFailure> {
        self.dma_buf_ext()?;
        let keep = self.check_caps(Path::Ion, req, vk::ExternalMemoryFeatureFlags::IMPORTABLE)?;
        let (fd, abi) =
            heap::ion_alloc(&self.config.ion_device, req.size, self.config.ion_heap_mask)
                .map_err(|e| PathFailure::os("ion", e))?;
        tracing::debug!("placed-mem: ion ({abi:?} UAPI) gave a dma-buf");
        self.import_dma_buf(Path::Ion, req, fd, keep)
    }

    /// Path 5: a memfd mapped here and imported as host memory.
    fn try_host_memfd(&self, req: &Request) -> Result<SharedMemory, PathFailure> {
        let host = self
            .ext
            .host
            .as_ref()
            .ok_or(PathFailure::MissingExtension("VK_EXT_external_memory_host"))?;
        let ht = vk::ExternalMemoryHandleTypeFlags::HOST_ALLOCATION_EXT;
        let keep = self.check_caps(
            Path::HostMemfd,
            req,
            vk::ExternalMemoryFeatureFlags::IMPORTABLE,
        )?;
        let align = usize::try_from(self.host_alignment)
            .unwrap_or(usize::MAX)
            .max(page_size());
        let len = usize::try_from(req.size)
            .ok()
            .filter(|_| align.is_power_of_two())
            .and_then(|s| round_up(s, align))
            .ok_or_else(|| PathFailure::Os {
                what: "host-memfd",
                detail: "size overflows".into(),
            })?;
        let fd = memfd(len).map_err(|e| PathFailure::os("memfd", e))?;
        // SAFETY: a fresh shared mapping of our own memfd at a kernel-chosen address.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED,
                fd.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED || (ptr as u64) % (align as u64) != 0 {
            let err = std::io::Error::last_os_error();
            if ptr != libc::MAP_FAILED {
                // SAFETY: our own fresh mapping, not yet used by anything.
                unsafe { libc::munmap(ptr, len) };
                return Err(PathFailure::Os {
                    what: "host-memfd",
                    detail: format!("mapping not aligned to {align:#x}"),
                });
            }
            return Err(PathFailure::os("mmap(memfd)", err));
        }
        let unmap = || {
            // SAFETY: our own mapping; nothing imported it (the import failed).
            unsafe { libc::munmap(ptr, len) };
        };
        let mut props = vk::MemoryHostPointerPropertiesEXT::default();
        // SAFETY: the extension is enabled; `ptr` is a live, aligned host mapping.
        let r = unsafe {
            (host.fp().get_memory_host_pointer_properties_ext)(
                self.device.handle(),
                ht,
                ptr,
                &mut props,
            )
        };
        if r != vk::Result::SUCCESS {
            unmap();
            return Err(PathFailure::Vk {
                call: "vkGetMemoryHostPointerPropertiesEXT",
                result: r,
            });
        }
        if let Err(e) = self.check_type_bits(req, props.memory_type_bits) {
            unmap();
            return Err(e);
        }
        let mut import = vk::ImportMemoryHostPointerInfoEXT::default()
            .handle_type(ht)
            .host_pointer(ptr);
        let memory = match self.allocate_with(
            req,
            len as u64,
            req.memory_type_index,
            keep,
            Some(&mut import),
        ) {
            Ok(m) => m,
            Err(e) => {
                unmap();
                return Err(PathFailure::Vk {
                    call: "vkAllocateMemory(import host pointer)",
                    result: e,
                });
            }
        };
        let mut mem = self.shared(memory, fd, len as u64, Path::HostMemfd, keep);
        mem.host = Some((ptr as usize, len));
        Ok(mem)
    }

    /// Path 4: a BLOB AHardwareBuffer, imported into Vulkan; the fd to share is picked from its
    /// native handle.
    #[cfg(target_os = "android")]
    fn try_ahb(&self, req: &Request) -> Result<SharedMemory, PathFailure> {
        use crate::ahb::{ndk, pick_mappable_fd};
        use std::os::fd::BorrowedFd;

        let ahb_ext = self.ext.ahb.as_ref().ok_or(PathFailure::MissingExtension(
            "VK_ANDROID_external_memory_android_hardware_buffer",
        ))?;
        let keep = self.check_caps(Path::Ahb, req, vk::ExternalMemoryFeatureFlags::IMPORTABLE)?;
        let get_handle = ndk::get_native_handle_fn().ok_or(PathFailure::Os {
            what: "AHB",
            detail: "AHardwareBuffer_getNativeHandle not found".into(),
        })?;
        let width = u32::try_from(req.size).map_err(|_| PathFailure::Os {
            what: "AHB",
            detail: "BLOB larger than 4 GiB".into(),
        })?;
        let desc = ndk::AHardwareBufferDesc {
            width,
            height: 1,
            layers: 1,
            format: ndk::FORMAT_BLOB,
            usage: ndk::USAGE_CPU_READ_OFTEN
                | ndk::USAGE_CPU_WRITE_OFTEN
                | ndk::USAGE_GPU_DATA_BUFFER,
            ..Default::default()
        };
        let mut buf = std::ptr::null_mut();
        // SAFETY: `desc` is a valid descriptor and `buf` a valid out pointer.
        let r = unsafe { ndk::AHardwareBuffer_allocate(&desc, &mut buf) };
        if r != 0 || buf.is_null() {
            return Err(PathFailure::Os {
                what: "AHardwareBuffer_allocate",
                detail: format!("status {r}"),
            });
        }
        struct Release(*mut ndk::AHardwareBuffer);
        impl Drop for Release {
            fn drop(&mut self) {
                // SAFETY: we hold one reference from AHardwareBuffer_allocate; Vulkan holds its
                // own after a successful import.
                unsafe { ndk::AHardwareBuffer_release(self.0) };
            }
        }
        let _release = Release(buf);
        // SAFETY: `buf` is a live AHB; the handle lives as long as it.
        let handle = unsafe { get_handle(buf) };
        if handle.is_null() {
            return Err(PathFailure::Os {
                what: "AHB",
                detail: "no native handle".into(),
            });
        }
        // SAFETY: a native_handle_t is its header followed by `num_fds` ints that are fds,
        // all valid while the AHB lives.
        let fds: Vec<BorrowedFd<'_>> = unsafe {
            let h = &*handle;
            let data = handle.add(1) as *const i32;
            (0..h.num_fds.max(0) as usize)
                .map(|i| BorrowedFd::borrow_raw(*data.add(i)))
                .collect()
        };
        let i = pick_mappable_fd(&fds, req.size).ok_or(PathFailure::NotMappable(format!(
            "none of the {} fds of the native handle is {} bytes",
            fds.len(),
            req.size
        )))?;
        let fd = fds[i]
            .try_clone_to_owned()
            .map_err(|e| PathFailure::os("dup", e))?;
        let mut props = vk::AndroidHardwareBufferPropertiesANDROID::default();
        // SAFETY: the extension is enabled; `buf` is a live AHB.
        unsafe { ahb_ext.get_android_hardware_buffer_properties(buf.cast(), &mut props) }.map_err(
            PathFailure::vk("vkGetAndroidHardwareBufferPropertiesANDROID"),
        )?;
        self.check_type_bits(req, props.memory_type_bits)?;
        let mut import = vk::ImportAndroidHardwareBufferInfoANDROID::default().buffer(buf.cast());
        let memory = self
            .allocate_with(
                req,
                props.allocation_size,
                req.memory_type_index,
                keep,
                Some(&mut import),
            )
            .map_err(PathFailure::vk("vkAllocateMemory(import AHB)"))?;
        let offset = match self.verify_shared(&fd, req, Some(memory)) {
            Ok(o) => o,
            Err(e) => {
                self.free_memory(memory);
                return Err(e);
            }
        };
        let mut mem = self.shared(
            memory,
            fd,
            props.allocation_size.max(req.size),
            Path::Ahb,
            keep,
        );
        mem.fd_offset = offset;
        Ok(mem)
    }

    #[cfg(not(target_os = "android"))]
    fn try_ahb(&self, _req: &Request) -> Result<SharedMemory, PathFailure> {
        Err(PathFailure::NotOnPlatform)
    }
}

/// A new memfd of `len` bytes (close-on-exec; `memfd_create` by syscall, as older bionic lacks it).
pub fn memfd(len: usize) -> std::io::Result<OwnedFd> {
    const MFD_CLOEXEC: libc::c_uint = 1;
    // SAFETY: memfd_create with a NUL-terminated name and valid flags.
    let raw = unsafe { libc::syscall(libc::SYS_memfd_create, c"placed-mem".as_ptr(), MFD_CLOEXEC) };
    if raw < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: the syscall returned a new fd that we own.
    let fd = unsafe { OwnedFd::from_raw_fd(raw as i32) };
    // SAFETY: ftruncate on our own fd.
    if unsafe { libc::ftruncate(fd.as_raw_fd(), len as libc::off_t) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(fd)
}
