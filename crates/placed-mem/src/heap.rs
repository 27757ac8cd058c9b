//! Kernel dma-buf allocators: dma-heap (`/dev/dma_heap/*`) and ion (`/dev/ion`).
//!
//! Both hand back a dma-buf fd that any process can `mmap` and that a driver with
//! `VK_EXT_external_memory_dma_buf` can import. Ion has two incompatible UAPIs (before and
//! after Linux 4.12); which one the kernel speaks is probed once per process and cached.

use std::fs::OpenOptions;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::Path as FsPath;
use std::sync::OnceLock;

use crate::map::{page_size, round_up};

const IOC_WRITE: u32 = 1;
const IOC_READ: u32 = 2;

/// `_IOWR(ty, nr, size)` for the generic ioctl encoding (x86, arm, aarch64, riscv).
const fn iowr(ty: u8, nr: u8, size: usize) -> u32 {
    ((IOC_READ | IOC_WRITE) << 30) | ((size as u32) << 16) | ((ty as u32) << 8) | nr as u32
}

/// `struct dma_heap_allocation_data` (linux/dma-heap.h).
#[repr(C)]
#[derive(Default)]
struct DmaHeapAllocationData {
    len: u64,
    fd: u32,
    fd_flags: u32,
    heap_flags: u64,
}
const _: () = assert!(size_of::<DmaHeapAllocationData>() == 24);
const DMA_HEAP_IOCTL_ALLOC: u32 = iowr(b'H', 0, size_of::<DmaHeapAllocationData>());

/// Modern ion (4.12+): `struct ion_allocation_data`.
#[repr(C)]
#[derive(Default)]
struct IonAllocationData {
    len: u64,
    heap_id_mask: u32,
    flags: u32,
    fd: u32,
    unused: u32,
}
const _: () = assert!(size_of::<IonAllocationData>() == 24);
const ION_IOC_ALLOC: u32 = iowr(b'I', 0, size_of::<IonAllocationData>());

/// Modern ion: `struct ion_heap_query`.
#[repr(C)]
#[derive(Default)]
struct IonHeapQuery {
    cnt: u32,
    reserved0: u32,
    heaps: u64,
    reserved1: u32,
    reserved2: u32,
}
const _: () = assert!(size_of::<IonHeapQuery>() == 24);
const ION_IOC_HEAP_QUERY: u32 = iowr(b'I', 8, size_of::<IonHeapQuery>());

/// Modern ion: `struct ion_heap_data`.
#[repr(C)]
#[derive(Clone, Copy)]
struct IonHeapData {
    name: [u8; 32],
    ty: u32,
    heap_id: u32,
    reserved: [u32; 3],
}
const _: () = assert!(size_of::<IonHeapData>() == 52);
const ION_HEAP_TYPE_SYSTEM: u32 = 0;

/// Legacy ion (before 4.12): `struct ion_allocation_data` with `size_t` fields and a handle.
#[repr(C)]
#[derive(Default)]
struct IonLegacyAllocationData {
    len: libc::size_t,
    align: libc::size_t,
    heap_id_mask: u32,
    flags: u32,
    handle: i32,
}
const ION_IOC_ALLOC_LEGACY: u32 = iowr(b'I', 0, size_of::<IonLegacyAllocationData>());

/// Legacy ion: `struct ion_fd_data`.
#[repr(C)]
#[derive(Default)]
struct IonFdData {
    handle: i32,
    fd: i32,
}
const ION_IOC_SHARE: u32 = iowr(b'I', 4, size_of::<IonFdData>());

/// Legacy ion: `struct ion_handle_data`.
#[repr(C)]
#[derive(Default)]
struct IonHandleData {
    handle: i32,
}
const ION_IOC_FREE: u32 = iowr(b'I', 1, size_of::<IonHandleData>());

/// The system heap id of legacy (Qualcomm) ion kernels, `ION_SYSTEM_HEAP_ID`.
const LEGACY_SYSTEM_HEAP_ID: u32 = 25;

/// Which ion UAPI the kernel speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IonAbi {
    /// Before Linux 4.12: allocate a handle, share it as an fd, free the handle.
    Legacy,
    /// Linux 4.12 and later: allocate returns an fd.
    Modern,
}

/// # Safety
/// `arg` must point to the struct the ioctl `req` expects.
unsafe fn ioctl<T>(fd: &OwnedFd, req: u32, arg: *mut T) -> io::Result<()> {
    loop {
        // SAFETY: the caller guarantees `arg` matches `req`; the fd is live.
        let r = unsafe { libc::ioctl(fd.as_raw_fd(), req as _, arg) };
        if r >= 0 {
            return Ok(());
        }
        let e = io::Error::last_os_error();
        if e.kind() != io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
}

fn open_rw(path: &FsPath) -> io::Result<OwnedFd> {
    Ok(OpenOptions::new().read(true).write(true).open(path)?.into())
}

fn page_len(size: u64) -> io::Result<u64> {
    usize::try_from(size)
        .ok()
        .and_then(|s| round_up(s, page_size()))
        .map(|s| s as u64)
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "allocation size overflows"))
}

/// Allocates `size` bytes from the dma-heap at `dir/heap`.
pub fn dma_heap_alloc(dir: &FsPath, heap: &str, size: u64) -> io::Result<OwnedFd> {
    let dev = open_rw(&dir.join(heap))?;
    let mut data = DmaHeapAllocationData {
        len: page_len(size)?,
        fd_flags: (libc::O_RDWR | libc::O_CLOEXEC) as u32,
        ..Default::default()
    };
    // SAFETY: DMA_HEAP_IOCTL_ALLOC takes a `dma_heap_allocation_data`.
    unsafe { ioctl(&dev, DMA_HEAP_IOCTL_ALLOC, &mut data)? };
    // SAFETY: on success the kernel returned a new fd that we now own.
    Ok(unsafe { OwnedFd::from_raw_fd(data.fd as i32) })
}

/// Probes the ion UAPI of the device at `dev` (cached for the process after the first call).
pub fn ion_abi(dev: &OwnedFd) -> IonAbi {
    static ABI: OnceLock<IonAbi> = OnceLock::new();
    *ABI.get_or_init(|| {
        // Freeing handle 0 is harmless: legacy kernels answer EINVAL (no such handle), modern
        // kernels do not know ION_IOC_FREE and answer ENOTTY. This is libion's own probe.
        let mut h = IonHandleData::default();
        // SAFETY: ION_IOC_FREE takes an `ion_handle_data`.
        let r = unsafe { ioctl(dev, ION_IOC_FREE, &mut h) };
        let abi = match r {
            Err(e) if e.raw_os_error() == Some(libc::ENOTTY) => IonAbi::Modern,
            _ => IonAbi::Legacy,
        };
        tracing::debug!("placed-mem: ion speaks the {abi:?} UAPI");
        abi
    })
}

fn ion_system_heap_mask(dev: &OwnedFd) -> u32 {
    let mut heaps = [IonHeapData {
        name: [0; 32],
        ty: 0,
        heap_id: 0,
        reserved: [0; 3],
    }; 32];
    let mut q = IonHeapQuery {
        cnt: heaps.len() as u32,
        heaps: heaps.as_mut_ptr() as u64,
        ..Default::default()
    };
    // SAFETY: ION_IOC_HEAP_QUERY takes an `ion_heap_query` whose `heaps` points to `cnt`
    // writable `ion_heap_data` entries, which `heaps` provides.
    match unsafe { ioctl(dev, ION_IOC_HEAP_QUERY, &mut q) } {
        Ok(()) => heaps[..(q.cnt as usize).min(heaps.len())]
            .iter()
            .find(|h| h.ty == ION_HEAP_TYPE_SYSTEM && h.heap_id < 32)
            .map_or(1 << LEGACY_SYSTEM_HEAP_ID, |h| 1 << h.heap_id),
        Err(_) => 1 << LEGACY_SYSTEM_HEAP_ID,
    }
}

/// Allocates `size` bytes from ion at `path`; `mask` overrides the heap mask (default: the
/// system heap). Returns the dma-buf fd and the UAPI used.
pub fn ion_alloc(path: &FsPath, size: u64, mask: Option<u32>) -> io::Result<(OwnedFd, IonAbi)> {
    let dev = open_rw(path)?;
    let len = page_len(size)?;
    let abi = ion_abi(&dev);
    match abi {
        IonAbi::Modern => {
            let mut data = IonAllocationData {
                len,
                heap_id_mask: mask.unwrap_or_else(|| ion_system_heap_mask(&dev)),
                flags: 0,
                ..Default::default()
            };
            // SAFETY: ION_IOC_ALLOC (modern) takes an `ion_allocation_data`.
            unsafe { ioctl(&dev, ION_IOC_ALLOC, &mut data)? };
            // SAFETY: on success the kernel returned a new fd that we now own.
            Ok((unsafe { OwnedFd::from_raw_fd(data.fd as i32) }, abi))
        }
        IonAbi::Legacy => {
            let len = libc::size_t::try_from(len)
                .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "size too large"))?;
            let mut data = IonLegacyAllocationData {
                len,
                align: page_size(),
                heap_id_mask: mask.unwrap_or(1 << LEGACY_SYSTEM_HEAP_ID),
                ..Default::default()
            };
            // SAFETY: ION_IOC_ALLOC (legacy) takes the legacy `ion_allocation_data`.
            unsafe { ioctl(&dev, ION_IOC_ALLOC_LEGACY, &mut data)? };
            let mut share = IonFdData {
                handle: data.handle,
                fd: -1,
            };
            // SAFETY: ION_IOC_SHARE takes an `ion_fd_data`.
            let shared = unsafe { ioctl(&dev, ION_IOC_SHARE, &mut share) };
            let mut free = IonHandleData {
                handle: data.handle,
            };
            // SAFETY: ION_IOC_FREE takes an `ion_handle_data`; the dma-buf fd (if any) keeps
            // the buffer alive after the handle is freed.
            let _ = unsafe { ioctl(&dev, ION_IOC_FREE, &mut free) };
            shared?;
            // SAFETY: on success the kernel returned a new fd that we now own.
            Ok((unsafe { OwnedFd::from_raw_fd(share.fd) }, abi))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ioctl_numbers_match_the_kernel_headers() {
        assert_eq!(DMA_HEAP_IOCTL_ALLOC, 0xc018_4800);
        assert_eq!(ION_IOC_ALLOC, 0xc018_4900);
        assert_eq!(ION_IOC_HEAP_QUERY, 0xc018_4908);
        assert_eq!(ION_IOC_FREE, 0xc004_4901);
        assert_eq!(ION_IOC_SHARE, 0xc008_4904);
        #[cfg(target_pointer_width = "64")]
        assert_eq!(ION_IOC_ALLOC_LEGACY, 0xc020_4900);
    }

    #[test]
    fn missing_devices_are_errors() {
        let e = dma_heap_alloc(FsPath::new("/nonexistent-dma-heap"), "system", 4096).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::NotFound);
        assert!(ion_alloc(FsPath::new("/nonexistent-ion"), 4096, None).is_err());
        // A device that is not a dma-heap refuses the ioctl instead of handing out an fd.
        let e = dma_heap_alloc(FsPath::new("/dev"), "null", 4096).unwrap_err();
        assert_eq!(e.raw_os_error(), Some(libc::ENOTTY));
    }
}
