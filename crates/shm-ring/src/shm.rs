//! Shared files and the double mapping.
//!
//! A ring file is created with `memfd_create` on Linux (sealed against resizing, so a peer
//! cannot shrink it under us and turn our accesses into `SIGBUS`) and with `/dev/ashmem` on
//! Android (falling back to `memfd_create` where ashmem cannot be opened).
//!
//! **Wrap-around** is solved by mapping the data area twice, back to back:
//! `[header][data][data again]`. A byte at ring position `p` is visible at both
//! `data + (p % cap)` and `data + (p % cap) + cap`, so any run of at most `cap` bytes starting
//! anywhere in the ring is one contiguous slice. That is why the header is padded to a page
//! (`data_offset`) and the capacity is a multiple of the page size.

use std::ffi::CStr;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::ptr::NonNull;

use crate::layout::{Geometry, Header};

/// The system page size.
pub(crate) fn page_size() -> usize {
    // SAFETY: sysconf has no memory-safety preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p <= 0 { 4096 } else { p as usize }
}

fn memfd(name: &CStr, len: usize) -> io::Result<OwnedFd> {
    // SAFETY: `name` is a valid NUL-terminated string; the syscall returns a new fd or -1.
    let fd = unsafe {
        libc::syscall(
            libc::SYS_memfd_create,
            name.as_ptr(),
            libc::MFD_CLOEXEC | libc::MFD_ALLOW_SEALING,
        )
    };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: `fd` was just returned by memfd_create and is owned by nobody else.
    let fd = unsafe { OwnedFd::from_raw_fd(fd as i32) };
    let len =
        libc::off_t::try_from(len).map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
    // SAFETY: plain syscall on an fd we own.
    if unsafe { libc::ftruncate(fd.as_raw_fd(), len) } != 0 {
        return Err(io::Error::last_os_error());
    }
    let seals = libc::F_SEAL_SHRINK | libc::F_SEAL_GROW | libc::F_SEAL_SEAL;
    // SAFETY: plain fcntl on an fd we own.
    if unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_ADD_SEALS, seals) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(fd)
}

#[cfg(target_os = "android")]
fn ashmem(name: &CStr, len: usize) -> io::Result<OwnedFd> {
    // From <linux/ashmem.h>: _IOW(0x77, 1, char[256]) and _IOW(0x77, 3, size_t).
    const ASHMEM_SET_NAME: libc::c_int = 0x4100_7701;
    const ASHMEM_SET_SIZE: libc::c_int = 0x4008_7703;
    // SAFETY: the path is a valid NUL-terminated string.
    let fd = unsafe { libc::open(c"/dev/ashmem".as_ptr(), libc::O_RDWR | libc::O_CLOEXEC) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: `fd` was just opened and is owned by nobody else.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    let mut buf = [0 as libc::c_char; 256];
    for (d, s) in buf.iter_mut().zip(name.to_bytes().iter().take(255)) {
        *d = *s as libc::c_char;
    }
    // SAFETY: ASHMEM_SET_NAME reads a 256-byte buffer, which `buf` is.
    if unsafe { libc::ioctl(fd.as_raw_fd(), ASHMEM_SET_NAME as _, buf.as_ptr()) } < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: ASHMEM_SET_SIZE takes the size by value.
    if unsafe { libc::ioctl(fd.as_raw_fd(), ASHMEM_SET_SIZE as _, len) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(fd)
}

/// Creates an anonymous shared file of `len` bytes, zero-filled.
pub(crate) fn create_file(len: usize) -> io::Result<OwnedFd> {
    let name = c"vkrelay-shm-ring";
    #[cfg(target_os = "android")]
    {
        if let Ok(fd) = ashmem(name, len) {
            return Ok(fd);
        }
    }
    memfd(name, len)
}

/// Size of the file behind `fd`: `fstat` for memfd and regular files; on Android, an
/// ashmem region (a character device, whose `st_size` is 0) answers `ASHMEM_GET_SIZE`.
pub(crate) fn file_len(fd: BorrowedFd<'_>) -> io::Result<u64> {
    // SAFETY: an all-zero `stat` is a valid value; fstat fills it.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: `st` is a valid out-pointer; `fd` is open for the duration of the call.
    if unsafe { libc::fstat(fd.as_raw_fd(), &mut st) } != 0 {
        return Err(io::Error::last_os_error());
    }
    #[cfg(target_os = "android")]
    {
        if st.st_mode & libc::S_IFMT == libc::S_IFCHR {
            // From <linux/ashmem.h>: _IO(0x77, 4).
            const ASHMEM_GET_SIZE: libc::c_int = 0x7704;
            // SAFETY: ASHMEM_GET_SIZE takes no argument and returns the size or -1.
            let n = unsafe { libc::ioctl(fd.as_raw_fd(), ASHMEM_GET_SIZE as _) };
            if n < 0 {
                return Err(io::Error::last_os_error());
            }
            return Ok(n as u64);
        }
    }
    Ok(st.st_size as u64)
}

/// Reads `buf.len()` bytes at `offset` without mapping.
pub(crate) fn pread_exact(fd: BorrowedFd<'_>, buf: &mut [u8], offset: u64) -> io::Result<()> {
    let mut done = 0;
    while done < buf.len() {
        let off = libc::off_t::try_from(offset + done as u64)
            .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
        // SAFETY: the destination range lies inside `buf`.
        let n = unsafe {
            libc::pread(
                fd.as_raw_fd(),
                buf[done..].as_mut_ptr().cast(),
                buf.len() - done,
                off,
            )
        };
        if n < 0 {
            let e = io::Error::last_os_error();
            if e.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        if n == 0 {
            return Err(io::Error::from(io::ErrorKind::UnexpectedEof));
        }
        done += n as usize;
    }
    Ok(())
}

/// Asks the processor to bring the cache line at `p` towards this core for reading. A hint
/// only: it never faults (any address is fine) and has no effect a program can observe
/// other than timing. A waiting reader uses it on the line the next message will start in,
/// so that the line's transfer from the writer's core overlaps the transfer of `head`
/// instead of following it.
#[inline(always)]
pub(crate) fn prefetch_read(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: PREFETCHT0 is a hint; it does not fault on any address and changes no state
    // visible to the program.
    unsafe {
        core::arch::x86_64::_mm_prefetch::<{ core::arch::x86_64::_MM_HINT_T0 }>(p.cast())
    };
    #[cfg(target_arch = "aarch64")]
    // SAFETY: PRFM is a hint; it does not fault on any address and changes no state visible
    // to the program.
    unsafe {
        core::arch::asm!("prfm pldl1keep, [{0}]", in(reg) p, options(nostack, readonly, preserves_flags))
    };
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    let _ = p;
}

/// `[header][data][data again]` mapped from one shared file.
#[derive(Debug)]
pub(crate) struct Mapping {
    base: NonNull<u8>,
    len: usize,
    geometry: Geometry,
}

// SAFETY: the mapping is plain shared memory; all access to the header goes through atomics,
// and data access is coordinated by the ring protocol (one writer end, one reader end).
unsafe impl Send for Mapping {}
// SAFETY: as above; `&Mapping` only exposes the header (atomics) and raw pointers.
unsafe impl Sync for Mapping {}

impl Mapping {
    /// Maps `fd` with the given (checked) geometry.
    pub(crate) fn map(fd: BorrowedFd<'_>, geometry: Geometry) -> io::Result<Mapping> {
        let Geometry {
            capacity,
            data_offset,
        } = geometry;
        let len = data_offset
            .checked_add(capacity.checked_mul(2).ok_or(io::ErrorKind::InvalidInput)?)
            .ok_or(io::ErrorKind::InvalidInput)?;
        // Reserve the whole range first so the two file mappings land back to back.
        // SAFETY: anonymous PROT_NONE reservation at an address the kernel picks.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_NONE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let mapping = Mapping {
            // SAFETY: mmap never returns null on success (MAP_FIXED was not used).
            base: unsafe { NonNull::new_unchecked(base.cast()) },
            len,
            geometry,
        };
        let prot = libc::PROT_READ | libc::PROT_WRITE;
        let flags = libc::MAP_SHARED | libc::MAP_FIXED;
        // SAFETY: the target range [base, base + data_offset + capacity) lies inside our own
        // reservation, so MAP_FIXED replaces nothing but our PROT_NONE pages.
        let first =
            unsafe { libc::mmap(base, data_offset + capacity, prot, flags, fd.as_raw_fd(), 0) };
        if first == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `base + data_offset + capacity` is inside the reservation (len is larger).
        let second_at = unsafe { base.cast::<u8>().add(data_offset + capacity) };
        // SAFETY: the target range [second_at, second_at + capacity) is the tail of our own
        // reservation; the file offset `data_offset` is page-aligned (checked in Geometry).
        let second = unsafe {
            libc::mmap(
                second_at.cast(),
                capacity,
                prot,
                flags,
                fd.as_raw_fd(),
                data_offset as libc::off_t,
            )
        };
        if second == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(mapping)
    }

    /// The shared header.
    pub(crate) fn header(&self) -> &Header {
        // SAFETY: the first page of the mapping is the header: page-aligned (so aligned to
        // 128), at least HEADER_SIZE bytes (data_offset >= HEADER_SIZE), made of atomics
        // only, valid for every bit pattern, and alive as long as `self`.
        unsafe { self.base.cast::<Header>().as_ref() }
    }

    /// Start of the data area; `2 * capacity` bytes are addressable from here.
    pub(crate) fn data(&self) -> *mut u8 {
        // SAFETY: data_offset < len, so the result stays inside the mapping.
        unsafe { self.base.as_ptr().add(self.geometry.data_offset) }
    }

    pub(crate) fn geometry(&self) -> Geometry {
        self.geometry
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: [base, base + len) is exactly the range this Mapping reserved and mapped;
        // no reference into it outlives `self` (slices handed out borrow `self`).
        unsafe {
            libc::munmap(self.base.as_ptr().cast(), self.len);
        }
    }
}
