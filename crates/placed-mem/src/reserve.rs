//! Reserved address ranges and placed mappings inside them.
//!
//! A [`Reservation`] is an inaccessible (`PROT_NONE`, `MAP_NORESERVE`) anonymous mapping that
//! holds a range of address space. [`Reservation::place`] maps an fd over part of it with
//! `MAP_FIXED`, which is safe there because the range is ours and the reservation tracks which
//! parts are already placed; dropping the placed [`Mapping`] turns its pages back into
//! reserved space (as wine's `memoryUnmapReserve` does) instead of leaving a hole that another
//! `mmap` could take.

use std::collections::BTreeMap;
use std::os::fd::{AsRawFd, BorrowedFd};
use std::ptr::NonNull;
use std::sync::{Arc, Mutex};

use crate::error::MapError;
use crate::low;
use crate::map::{Mapping, Owner, check_aligned, check_range, mmap_noreplace, page_size, round_up};

const RESERVE_FLAGS: libc::c_int = libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE;

#[derive(Debug)]
pub(crate) struct ResInner {
    base: usize,
    len: usize,
    /// Placed sub-ranges: start → end (exclusive), page-aligned, non-overlapping.
    placed: Mutex<BTreeMap<usize, usize>>,
}

impl ResInner {
    fn overlaps(map: &BTreeMap<usize, usize>, start: usize, end: usize) -> bool {
        // The last range starting before `end` is the only one that can overlap.
        map.range(..end)
            .next_back()
            .is_some_and(|(_, &e)| e > start)
    }

    /// Gives `[addr, addr+len)` back to the reservation (`PROT_NONE` again).
    pub(crate) fn unplace(&self, addr: usize, len: usize) -> Result<(), MapError> {
        let mut placed = self.placed.lock().unwrap_or_else(|p| p.into_inner());
        // SAFETY: the range is a placed mapping inside our reservation, owned by the Mapping
        // being released; MAP_FIXED replaces exactly it with reserved space.
        let p = unsafe {
            libc::mmap(
                addr as *mut _,
                len,
                libc::PROT_NONE,
                RESERVE_FLAGS | libc::MAP_FIXED,
                -1,
                0,
            )
        };
        placed.remove(&addr);
        if p == libc::MAP_FAILED {
            return Err(MapError::last_os("mmap(PROT_NONE)"));
        }
        Ok(())
    }
}

impl Drop for ResInner {
    fn drop(&mut self) {
        // SAFETY: every placed Mapping holds an Arc to us, so none is alive; the whole range is
        // ours.
        if unsafe { libc::munmap(self.base as *mut _, self.len) } != 0 {
            tracing::error!(
                "placed-mem: munmap of reservation {:#x}: {}",
                self.base,
                std::io::Error::last_os_error()
            );
        }
    }
}

/// A reserved range of address space that fds can be placed into.
///
/// Cloning is cheap and refers to the same reservation; the range is unmapped when the last
/// clone and the last placed [`Mapping`] are gone.
#[derive(Debug, Clone)]
pub struct Reservation {
    inner: Arc<ResInner>,
}

impl Reservation {
    fn from_ptr(ptr: NonNull<u8>, len: usize) -> Self {
        Reservation {
            inner: Arc::new(ResInner {
                base: ptr.as_ptr() as usize,
                len,
                placed: Mutex::new(BTreeMap::new()),
            }),
        }
    }

    fn check_len(len: usize) -> Result<usize, MapError> {
        if len == 0 {
            return Err(MapError::ZeroSize);
        }
        round_up(len, page_size()).ok_or(MapError::NoFreeRange {
            len,
            limit: u64::MAX,
        })
    }

    /// Reserves `len` bytes (rounded up to pages) wherever the kernel likes.
    pub fn anywhere(len: usize) -> Result<Self, MapError> {
        let len = Self::check_len(len)?;
        // SAFETY: a fresh anonymous mapping at a kernel-chosen address replaces nothing.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_NONE,
                RESERVE_FLAGS,
                -1,
                0,
            )
        };
        if p == libc::MAP_FAILED {
            return Err(MapError::last_os("mmap(PROT_NONE)"));
        }
        let ptr = NonNull::new(p.cast()).ok_or(MapError::NoFreeRange {
            len,
            limit: u64::MAX,
        })?;
        Ok(Self::from_ptr(ptr, len))
    }

    /// Reserves exactly `[addr, addr+len)`; fails with [`MapError::AlreadyMapped`] if any of it
    /// is mapped.
    pub fn at(addr: usize, len: usize) -> Result<Self, MapError> {
        check_aligned("address", addr as u64)?;
        let len = Self::check_len(len)?;
        let ptr = mmap_noreplace(addr, len, libc::PROT_NONE, RESERVE_FLAGS, -1, 0)?;
        Ok(Self::from_ptr(ptr, len))
    }

    /// Reserves `len` bytes, aligned to `align` (a power of two, at least a page), ending at or
    /// below `limit`. Free ranges come from `/proc/self/maps` (highest first); when that cannot
    /// be read, addresses are probed downwards from `limit` with `MAP_FIXED_NOREPLACE`.
    pub fn below(limit: u64, len: usize, align: usize) -> Result<Self, MapError> {
        let len = Self::check_len(len)?;
        let align = align.max(page_size());
        if !align.is_power_of_two() {
            return Err(MapError::Unaligned {
                what: "alignment",
                value: align as u64,
                page: page_size() as u64,
            });
        }
        let min = low::mmap_min_addr();
        // Another thread may map into a gap between reading the maps and reserving, so retry.
        for _ in 0..8 {
            let Some(maps) = low::read_self_maps() else {
                break;
            };
            let candidates = low::free_candidates(&maps, min, limit, len, align);
            if candidates.is_empty() {
                return Err(MapError::NoFreeRange { len, limit });
            }
            for addr in candidates {
                match Self::at(addr, len) {
                    Ok(r) => return Ok(r),
                    Err(MapError::AlreadyMapped { .. }) => continue,
                    Err(e) => return Err(e),
                }
            }
        }
        Self::probe_down(min, limit, len, align)
    }

    /// Fallback of [`below`](Self::below) without `/proc`: probes downwards from `limit` in
    /// steps of the asked size with `MAP_FIXED_NOREPLACE` (which never replaces anything), a
    /// bounded number of times.
    fn probe_down(min: u64, limit: u64, len: usize, align: usize) -> Result<Self, MapError> {
        let step = round_up(len, align).unwrap_or(len);
        let mut top = (limit.min(usize::MAX as u64) as usize).checked_sub(len);
        for _ in 0..(1 << 16) {
            let Some(t) = top else { break };
            let addr = t & !(align - 1);
            if (addr as u64) < min {
                break;
            }
            match Self::at(addr, len) {
                Ok(r) => return Ok(r),
                Err(MapError::AlreadyMapped { .. }) => top = addr.checked_sub(step),
                Err(e) => return Err(e),
            }
        }
        Err(MapError::NoFreeRange { len, limit })
    }

    /// Reserves `len` bytes that end at or below 4 GiB, for 32-bit guests.
    ///
    /// `MAP_32BIT` is not used: it exists only on x86_64 and only reaches 2 GiB.
    pub fn below_4g(len: usize) -> Result<Self, MapError> {
        Self::below(1 << 32, len, page_size())
    }

    /// First reserved address.
    pub fn base(&self) -> usize {
        self.inner.base
    }

    /// Reserved length in bytes (page-rounded).
    pub fn len(&self) -> usize {
        self.inner.len
    }

    /// Always false: empty reservations are refused.
    pub fn is_empty(&self) -> bool {
        self.inner.len == 0
    }

    /// Maps `size` bytes of `fd` from `offset` at `addr` inside this reservation with
    /// `MAP_FIXED`. The range must lie inside the reservation and not overlap a mapping already
    /// placed there. Dropping the returned [`Mapping`] gives the range back to the reservation.
    pub fn place(
        &self,
        addr: usize,
        fd: BorrowedFd<'_>,
        offset: u64,
        size: usize,
    ) -> Result<Mapping, MapError> {
        check_aligned("address", addr as u64)?;
        let mapped = check_range(fd, offset, size)?;
        let inner = &self.inner;
        let end = addr.checked_add(mapped);
        if addr < inner.base || end.is_none_or(|e| e > inner.base + inner.len) {
            return Err(MapError::OutsideReservation {
                addr,
                len: size,
                base: inner.base,
                res_len: inner.len,
            });
        }
        let end = addr + mapped;
        let mut placed = inner.placed.lock().unwrap_or_else(|p| p.into_inner());
        if ResInner::overlaps(&placed, addr, end) {
            return Err(MapError::AlreadyMapped { addr, len: size });
        }
        // SAFETY: `[addr, end)` lies inside our reservation and overlaps no placed mapping (both
        // checked above under the lock), so MAP_FIXED replaces only our own PROT_NONE pages.
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
            return Err(MapError::last_os("mmap(MAP_FIXED)"));
        }
        placed.insert(addr, end);
        let ptr = NonNull::new(p.cast()).ok_or(MapError::AlreadyMapped { addr, len: size })?;
        Ok(Mapping::from_raw(
            ptr,
            size,
            mapped,
            Owner::Placed(Arc::clone(inner)),
        ))
    }

    /// Places `fd` at the lowest free, page-aligned spot of the reservation.
    pub fn place_anywhere(
        &self,
        fd: BorrowedFd<'_>,
        offset: u64,
        size: usize,
    ) -> Result<Mapping, MapError> {
        let need = check_range(fd, offset, size)?;
        let addr = {
            let placed = self.inner.placed.lock().unwrap_or_else(|p| p.into_inner());
            let mut cursor = self.inner.base;
            for (&s, &e) in placed.iter() {
                if s - cursor >= need {
                    break;
                }
                cursor = e;
            }
            cursor
        };
        if addr + need > self.inner.base + self.inner.len {
            return Err(MapError::NoFreeRange {
                len: size,
                limit: (self.inner.base + self.inner.len) as u64,
            });
        }
        self.place(addr, fd, offset, size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probing_without_proc_finds_free_low_ranges() {
        let pg = page_size();
        let a = Reservation::probe_down(0x1_0000, 1 << 32, 16 * pg, pg).unwrap();
        let b = Reservation::probe_down(0x1_0000, 1 << 32, 16 * pg, pg).unwrap();
        for r in [&a, &b] {
            assert!(r.base() as u64 + r.len() as u64 <= 1 << 32);
            assert_eq!(r.base() % pg, 0);
        }
        // Two live reservations never overlap.
        assert!(a.base() + a.len() <= b.base() || b.base() + b.len() <= a.base());
    }
}
