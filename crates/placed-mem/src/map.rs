//! The mapping side: map a received fd anywhere, or at an exact address without clobbering
//! anything.
//!
//! Placing over a range the caller reserved (with `MAP_FIXED`) lives in
//! [`reserve`](crate::reserve); this module only maps where nothing is mapped yet.

use std::os::fd::{AsRawFd, BorrowedFd};
use std::ptr::NonNull;
use std::sync::{Arc, OnceLock};

use crate::error::MapError;
use crate::reserve::ResInner;

/// `MAP_FIXED_NOREPLACE` (Linux 4.17). The `libc` crate lacks it for Android, and kernels
/// older than 4.17 ignore it and treat the address as a hint, so callers always check the
/// address they got back.
pub(crate) const MAP_FIXED_NOREPLACE: libc::c_int = 0x10_0000;

/// The system page size (queried once).
pub fn page_size() -> usize {
    static PAGE: OnceLock<usize> = OnceLock::new();
    *PAGE.get_or_init(|| {
        // SAFETY: sysconf has no preconditions.
        let v = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        if v > 0 { v as usize } else { 4096 }
    })
}

pub(crate) fn check_aligned(what: &'static str, value: u64) -> Result<(), MapError> {
    let page = page_size() as u64;
    if value % page != 0 {
        return Err(MapError::Unaligned { what, value, page });
    }
    Ok(())
}

pub(crate) fn round_up(v: usize, align: usize) -> Option<usize> {
    v.checked_add(align - 1).map(|x| x / align * align)
}

/// The size of what `fd` refers to: `st_size` for regular files (memfd), else the `SEEK_END`
/// offset (dma-buf). `None` when neither says (pipes, sockets).
pub fn fd_size(fd: BorrowedFd<'_>) -> Result<Option<u64>, MapError> {
    // SAFETY: an all-zero `stat` is a valid value of a plain C struct.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: `fd` is a live descriptor for the borrow; `st` is a valid out pointer.
    if unsafe { libc::fstat(fd.as_raw_fd(), &mut st) } != 0 {
        return Err(MapError::last_os("fstat"));
    }
    if st.st_mode & libc::S_IFMT == libc::S_IFREG || st.st_size > 0 {
        return Ok(Some(st.st_size as u64));
    }
    // SAFETY: lseek on a live descriptor; it only moves the file offset, which mmap ignores.
    let end = unsafe { libc::lseek(fd.as_raw_fd(), 0, libc::SEEK_END) };
    if end < 0 {
        Ok(None)
    } else {
        Ok(Some(end as u64))
    }
}

/// Checks `(offset, size)` against the fd and returns the page-rounded length to map.
pub(crate) fn check_range(fd: BorrowedFd<'_>, offset: u64, size: usize) -> Result<usize, MapError> {
    if size == 0 {
        return Err(MapError::ZeroSize);
    }
    check_aligned("fd offset", offset)?;
    let end = offset.checked_add(size as u64);
    if let Some(fd_size) = fd_size(fd)? {
        if end.is_none_or(|e| e > fd_size) {
            return Err(MapError::PastEnd {
                offset,
                size: size as u64,
                fd_size,
            });
        }
    }
    round_up(size, page_size()).ok_or(MapError::PastEnd {
        offset,
        size: size as u64,
        fd_size: u64::MAX,
    })
}

/// How a [`Mapping`] gives its range back when dropped.
#[derive(Debug)]
pub(crate) enum Owner {
    /// `munmap` it.
    Own,
    /// Turn it back into reserved `PROT_NONE` space of this reservation.
    Placed(Arc<ResInner>),
}

/// A shared read-write mapping of (part of) an fd.
///
/// Dropping it unmaps it, or, for a mapping placed in a [`Reservation`](crate::Reservation),
/// gives its range back to the reservation.
#[derive(Debug)]
pub struct Mapping {
    ptr: NonNull<u8>,
    /// Asked length.
    len: usize,
    /// Page-rounded length that is actually mapped.
    mapped: usize,
    owner: Owner,
}

// SAFETY: a Mapping is an address range owned by this value; nothing in it is tied to the
// thread that created it, and all access to the bytes goes through raw pointers whose
// synchronisation is the caller's job (the memory is shared with other processes anyway).
unsafe impl Send for Mapping {}
// SAFETY: `&Mapping` only hands out the pointer and length.
unsafe impl Sync for Mapping {}

impl Mapping {
    pub(crate) fn from_raw(ptr: NonNull<u8>, len: usize, mapped: usize, owner: Owner) -> Self {
        Mapping {
            ptr,
            len,
            mapped,
            owner,
        }
    }

    /// Start of the mapping.
    pub fn as_ptr(&self) -> *mut u8 {
        self.ptr.as_ptr()
    }

    /// Start address as an integer.
    pub fn addr(&self) -> usize {
        self.ptr.as_ptr() as usize
    }

    /// Asked length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: empty mappings are refused.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Views the mapping as bytes.
    ///
    /// # Safety
    /// No other process, thread or device may write the range while the slice lives.
    pub unsafe fn as_slice(&self) -> &[u8] {
        // SAFETY: the range is mapped readable for `len` bytes while `self` lives; the caller
        // guarantees no concurrent writers.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// Views the mapping as mutable bytes.
    ///
    /// # Safety
    /// No one else may read or write the range while the slice lives.
    #[allow(clippy::mut_from_ref)]
    pub unsafe fn as_mut_slice(&self) -> &mut [u8] {
        // SAFETY: as for `as_slice`, and the caller guarantees exclusivity.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }

    /// Replaces the mapping with inaccessible reserved address space (`PROT_NONE`, no backing
    /// memory) that stays in place after this returns: the range is left to whoever owns the
    /// address space, as `VK_MEMORY_UNMAP_RESERVE_BIT_EXT` asks. For a mapping placed in a
    /// [`Reservation`](crate::Reservation) this is what dropping it does anyway.
    pub fn unmap_reserve(self) -> Result<(), MapError> {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: `this` is never used or dropped again after this read.
        let owner = unsafe { std::ptr::read(&this.owner) };
        match owner {
            Owner::Own => {
                // SAFETY: the range is this mapping's, which is being given up; MAP_FIXED swaps
                // it for an anonymous PROT_NONE mapping in one step.
                let p = unsafe {
                    libc::mmap(
                        this.ptr.as_ptr().cast(),
                        this.mapped,
                        libc::PROT_NONE,
                        libc::MAP_PRIVATE
                            | libc::MAP_ANONYMOUS
                            | libc::MAP_FIXED
                            | libc::MAP_NORESERVE,
                        -1,
                        0,
                    )
                };
                if p == libc::MAP_FAILED {
                    return Err(MapError::last_os("mmap"));
                }
                Ok(())
            }
            placed => release(this.ptr, this.mapped, placed),
        }
    }

    /// Unmaps now, reporting a failure instead of logging it as `Drop` does.
    pub fn unmap(self) -> Result<(), MapError> {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: `this` is never used or dropped again after this read.
        let owner = unsafe { std::ptr::read(&this.owner) };
        release(this.ptr, this.mapped, owner)
    }
}

fn release(ptr: NonNull<u8>, mapped: usize, owner: Owner) -> Result<(), MapError> {
    match owner {
        Owner::Own => {
            // SAFETY: this range was mapped by us and is owned by the Mapping being released.
            if unsafe { libc::munmap(ptr.as_ptr().cast(), mapped) } != 0 {
                return Err(MapError::last_os("munmap"));
            }
            Ok(())
        }
        Owner::Placed(res) => res.unplace(ptr.as_ptr() as usize, mapped),
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        let owner = std::mem::replace(&mut self.owner, Owner::Own);
        if let Err(e) = release(self.ptr, self.mapped, owner) {
            tracing::error!("placed-mem: releasing mapping at {:#x}: {e}", self.addr());
        }
    }
}

/// Maps `size` bytes of `fd` from `offset` (page-aligned) wherever the kernel likes.
pub fn map_fd(fd: BorrowedFd<'_>, offset: u64, size: usize) -> Result<Mapping, MapError> {
    let mapped = check_range(fd, offset, size)?;
    // SAFETY: a fresh shared mapping at a kernel-chosen address replaces nothing.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            mapped,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED,
            fd.as_raw_fd(),
            offset as libc::off_t,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(MapError::last_os("mmap"));
    }
    let ptr = NonNull::new(p.cast()).ok_or(MapError::AlreadyMapped {
        addr: 0,
        len: mapped,
    })?;
    Ok(Mapping::from_raw(ptr, size, mapped, Owner::Own))
}

/// Maps `size` bytes of `fd` from `offset` at exactly `addr`, **replacing** whatever the
/// caller had there (typically its own `PROT_NONE` reservation). This is how a driver honours
/// `VkMemoryMapPlacedInfoEXT`: the application owns the address range and asks for the memory
/// to appear in it.
///
/// Dropping or [`unmap`](Mapping::unmap)ping the result leaves a hole; use
/// [`Mapping::unmap_reserve`] to put a reservation back instead.
///
/// # Safety
/// `[addr, addr + size rounded up to a page)` belongs to the caller, and nothing (no Rust
/// object, no other mapping the process relies on) lives there any more.
pub unsafe fn map_fd_replacing(
    fd: BorrowedFd<'_>,
    offset: u64,
    size: usize,
    addr: usize,
) -> Result<Mapping, MapError> {
    check_aligned("address", addr as u64)?;
    let mapped = check_range(fd, offset, size)?;
    if addr.checked_add(mapped).is_none() || addr == 0 {
        return Err(MapError::AlreadyMapped { addr, len: mapped });
    }
    // SAFETY: MAP_FIXED replaces the caller's range, which it vouches for (function contract).
    let p = unsafe {
        libc::mmap(
            addr as *mut _,
            mapped,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED | libc::MAP_FIXED,
            fd.as_raw_fd(),
            offset as libc::off_t,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(MapError::last_os("mmap"));
    }
    let ptr = NonNull::new(p.cast()).ok_or(MapError::AlreadyMapped { addr, len: mapped })?;
    Ok(Mapping::from_raw(ptr, size, mapped, Owner::Own))
}

/// Maps `len` bytes at exactly `addr` with `MAP_FIXED_NOREPLACE`, never replacing an existing
/// mapping: kernels that ignore the flag treat the address as a hint, and a different result
/// is unmapped and reported as [`MapError::AlreadyMapped`].
pub(crate) fn mmap_noreplace(
    addr: usize,
    len: usize,
    prot: libc::c_int,
    flags: libc::c_int,
    fd: libc::c_int,
    offset: u64,
) -> Result<NonNull<u8>, MapError> {
    // SAFETY: MAP_FIXED_NOREPLACE never replaces a mapping; without it the address is a hint.
    let p = unsafe {
        libc::mmap(
            addr as *mut _,
            len,
            prot,
            flags | MAP_FIXED_NOREPLACE,
            fd,
            offset as libc::off_t,
        )
    };
    if p == libc::MAP_FAILED {
        let err = std::io::Error::last_os_error();
        if err.raw_os_error() == Some(libc::EEXIST) {
            return Err(MapError::AlreadyMapped { addr, len });
        }
        return Err(MapError::Os {
            call: "mmap",
            source: err,
        });
    }
    if p as usize != addr {
        // SAFETY: `p` is a fresh mapping the kernel just made for us at another address.
        unsafe { libc::munmap(p, len) };
        return Err(MapError::AlreadyMapped { addr, len });
    }
    NonNull::new(p.cast()).ok_or(MapError::AlreadyMapped { addr, len })
}

/// Maps `size` bytes of `fd` from `offset` at exactly `addr`, which must be page-aligned and
/// free: an existing mapping is never replaced ([`MapError::AlreadyMapped`]).
///
/// To map over a range you reserved earlier, use [`Reservation::place`](crate::Reservation::place).
pub fn map_fd_at(
    fd: BorrowedFd<'_>,
    offset: u64,
    size: usize,
    addr: usize,
) -> Result<Mapping, MapError> {
    check_aligned("address", addr as u64)?;
    let mapped = check_range(fd, offset, size)?;
    let ptr = mmap_noreplace(
        addr,
        mapped,
        libc::PROT_READ | libc::PROT_WRITE,
        libc::MAP_SHARED,
        fd.as_raw_fd(),
        offset,
    )?;
    Ok(Mapping::from_raw(ptr, size, mapped, Owner::Own))
}
