//! Under capture, the pages the application writes into mapped memory, found here so that the
//! renderer need not hash all of it at each capture point.
//!
//! When the renderer's `MAP_MEMORY` reply asks for it ([`vk_wire::relay::MAP_REPORT_WRITES`]:
//! the renderer captures this client), each mapping the application gets
//! (`vkMapMemory`, a placed `vkMapMemory2KHR`) is registered with a userfaultfd in write-protect
//! mode with asynchronous resolution (`UFFD_FEATURE_WP_ASYNC`, Linux 6.7): the kernel
//! write-protects the pages, and the first write to a protected page only marks it written
//! and unprotects it (a minor fault, no thread of ours runs). Before each message the
//! renderer takes as a capture point (submissions, flushes, host waits: [`at_capture_point`]),
//! [`report`] asks the kernel for the written pages and protects them again in one
//! `PAGEMAP_SCAN` ioctl per mapping (`PM_SCAN_WP_MATCHING`), and the ranges go to the renderer
//! as a [`vk_wire::relay::WRITTEN`] message on the same stream, right before that message.
//!
//! - A memory's first entry carries [`vk_wire::relay::WRITTEN_START`]: its mapping was
//!   protected before `vkMapMemory` returned, so the reports hold every write of the
//!   application since.
//! - A later mapping of a reported memory that cannot be protected ends its reports
//!   ([`vk_wire::relay::WRITTEN_STOP`]); the renderer hashes it from then on.
//! - Where the kernel lacks any of this (older than 6.7, userfaultfd not allowed, memory that
//!   is not shmem), nothing is reported: the renderer hashes the memory, as it does for a
//!   client that does not report. The log says why, once. `VKRELAY_WRITE_TRACKING=off` asks
//!   for the same (to compare the two).
//!
//! Writes the device makes never pass through these mappings, so they are never reported:
//! replay's device makes them again.

use std::collections::{HashMap, HashSet};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use vk_wire::id;
use vk_wire::relay::{WRITTEN_START, WRITTEN_STOP, Written};

/// The Linux ioctl numbers and structures (`linux/userfaultfd.h`, `linux/fs.h`), which the
/// `libc` crate does not have.
mod sys {
    /// `_IOWR(ty, nr, size)` in the encoding of the architectures below.
    const fn iowr(ty: u64, nr: u64, size: usize) -> u64 {
        (3 << 30) | ((size as u64) << 16) | (ty << 8) | nr
    }

    /// Whether this architecture encodes ioctl numbers as [`iowr`] does.
    pub const SUPPORTED: bool = cfg!(any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64",
        target_arch = "loongarch64"
    ));

    pub const UFFD_USER_MODE_ONLY: i32 = 1;
    pub const UFFD_API: u64 = 0xAA;
    pub const UFFD_FEATURE_WP_HUGETLBFS_SHMEM: u64 = 1 << 12;
    pub const UFFD_FEATURE_WP_ASYNC: u64 = 1 << 15;
    pub const UFFDIO_REGISTER_MODE_WP: u64 = 1 << 1;
    pub const UFFDIO_WRITEPROTECT_MODE_WP: u64 = 1 << 0;

    pub const PM_SCAN_WP_MATCHING: u64 = 1 << 0;
    pub const PM_SCAN_CHECK_WPASYNC: u64 = 1 << 1;
    pub const PAGE_IS_WRITTEN: u64 = 1 << 1;

    #[repr(C)]
    pub struct UffdioApi {
        pub api: u64,
        pub features: u64,
        pub ioctls: u64,
    }

    #[repr(C)]
    pub struct UffdioRange {
        pub start: u64,
        pub len: u64,
    }

    #[repr(C)]
    pub struct UffdioRegister {
        pub range: UffdioRange,
        pub mode: u64,
        pub ioctls: u64,
    }

    #[repr(C)]
    pub struct UffdioWriteprotect {
        pub range: UffdioRange,
        pub mode: u64,
    }

    #[repr(C)]
    #[derive(Clone, Copy, Default)]
    pub struct PageRegion {
        pub start: u64,
        pub end: u64,
        pub categories: u64,
    }

    #[repr(C)]
    #[derive(Default)]
    pub struct PmScanArg {
        pub size: u64,
        pub flags: u64,
        pub start: u64,
        pub end: u64,
        pub walk_end: u64,
        pub vec: u64,
        pub vec_len: u64,
        pub max_pages: u64,
        pub category_inverted: u64,
        pub category_mask: u64,
        pub category_anyof_mask: u64,
        pub return_mask: u64,
    }

    const _: () = assert!(size_of::<UffdioApi>() == 24);
    const _: () = assert!(size_of::<UffdioRegister>() == 32);
    const _: () = assert!(size_of::<UffdioWriteprotect>() == 24);
    const _: () = assert!(size_of::<PageRegion>() == 24);
    const _: () = assert!(size_of::<PmScanArg>() == 96);

    pub const UFFDIO_API: u64 = iowr(0xAA, 0x3F, size_of::<UffdioApi>());
    pub const UFFDIO_REGISTER: u64 = iowr(0xAA, 0x00, size_of::<UffdioRegister>());
    pub const UFFDIO_WRITEPROTECT: u64 = iowr(0xAA, 0x06, size_of::<UffdioWriteprotect>());
    pub const PAGEMAP_SCAN: u64 = iowr(b'f' as u64, 16, size_of::<PmScanArg>());
}

/// One protected mapping.
#[derive(Debug)]
struct Region {
    memory: u64,
    /// The application's bytes: `len` at `ptr`, which is byte `offset` of the allocation.
    ptr: usize,
    len: usize,
    offset: u64,
    /// The page-aligned range registered (it holds `ptr..ptr + len`).
    start: usize,
    end: usize,
}

#[derive(Debug)]
struct Tracker {
    uffd: OwnedFd,
    pagemap: std::fs::File,
    regions: Vec<Region>,
    /// What the next report says, by memory.
    entries: HashMap<u64, Written>,
    /// Memories whose reports started (and did not stop).
    reported: HashSet<u64>,
    /// Memories whose reports stopped: never started again.
    stopped: HashSet<u64>,
}

#[derive(Debug)]
enum State {
    /// No mapping was asked to be tracked yet.
    Untried,
    /// The kernel cannot track (logged).
    Unavailable,
    On(Tracker),
}

static STATE: Mutex<State> = Mutex::new(State::Untried);

/// Whether any mapping is tracked: [`report`] costs one load otherwise.
static ACTIVE: AtomicBool = AtomicBool::new(false);

fn state() -> std::sync::MutexGuard<'static, State> {
    // Every change is a table update that is complete or not made.
    STATE.lock().unwrap_or_else(|e| e.into_inner())
}

fn page_size() -> usize {
    placed_mem::page_size()
}

impl Tracker {
    fn new() -> std::io::Result<Tracker> {
        if std::env::var_os("VKRELAY_WRITE_TRACKING").is_some_and(|v| v == "off") {
            return Err(std::io::Error::other("VKRELAY_WRITE_TRACKING=off"));
        }
        if !sys::SUPPORTED {
            return Err(std::io::Error::other("not on this architecture"));
        }
        let flags = libc::O_CLOEXEC | libc::O_NONBLOCK | sys::UFFD_USER_MODE_ONLY;
        // SAFETY: a plain system call; it returns a new descriptor or -1.
        let fd = unsafe { libc::syscall(libc::SYS_userfaultfd, flags) };
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        // SAFETY: the kernel just made `fd` for this process; nothing else owns it.
        let uffd = unsafe { OwnedFd::from_raw_fd(fd as i32) };
        let mut api = sys::UffdioApi {
            api: sys::UFFD_API,
            features: sys::UFFD_FEATURE_WP_ASYNC | sys::UFFD_FEATURE_WP_HUGETLBFS_SHMEM,
            ioctls: 0,
        };
        // SAFETY: `api` is the structure UFFDIO_API reads and writes.
        if unsafe { libc::ioctl(uffd.as_raw_fd(), sys::UFFDIO_API as _, &mut api) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let pagemap = std::fs::File::open("/proc/self/pagemap")?;
        Ok(Tracker {
            uffd,
            pagemap,
            regions: Vec::new(),
            entries: HashMap::new(),
            reported: HashSet::new(),
            stopped: HashSet::new(),
        })
    }

    /// Registers and write-protects `start..end` (page-aligned).
    fn protect(&self, start: usize, end: usize) -> std::io::Result<()> {
        let range = || sys::UffdioRange {
            start: start as u64,
            len: (end - start) as u64,
        };
        let mut reg = sys::UffdioRegister {
            range: range(),
            mode: sys::UFFDIO_REGISTER_MODE_WP,
            ioctls: 0,
        };
        // SAFETY: `reg` is the structure UFFDIO_REGISTER reads and writes; the range is a
        // mapping of this process (the caller's).
        if unsafe { libc::ioctl(self.uffd.as_raw_fd(), sys::UFFDIO_REGISTER as _, &mut reg) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let mut wp = sys::UffdioWriteprotect {
            range: range(),
            mode: sys::UFFDIO_WRITEPROTECT_MODE_WP,
        };
        // SAFETY: as above, UFFDIO_WRITEPROTECT's structure.
        if unsafe {
            libc::ioctl(
                self.uffd.as_raw_fd(),
                sys::UFFDIO_WRITEPROTECT as _,
                &mut wp,
            )
        } != 0
        {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }

    /// The byte ranges of the allocation that the application wrote through `r` since the
    /// last scan, which protects them again. A scan the kernel refuses counts as the whole
    /// mapping written.
    fn scan(&self, r: &Region, out: &mut Vec<(u64, u64)>) {
        let mut found = [sys::PageRegion::default(); 32];
        let mut at = r.start;
        while at < r.end {
            let mut arg = sys::PmScanArg {
                size: size_of::<sys::PmScanArg>() as u64,
                flags: sys::PM_SCAN_WP_MATCHING | sys::PM_SCAN_CHECK_WPASYNC,
                start: at as u64,
                end: r.end as u64,
                vec: found.as_mut_ptr() as u64,
                vec_len: found.len() as u64,
                category_mask: sys::PAGE_IS_WRITTEN,
                return_mask: sys::PAGE_IS_WRITTEN,
                ..Default::default()
            };
            // SAFETY: `arg` is PAGEMAP_SCAN's structure; `vec` has room for `vec_len` regions
            // while `found` lives.
            let n =
                unsafe { libc::ioctl(self.pagemap.as_raw_fd(), sys::PAGEMAP_SCAN as _, &mut arg) };
            if n < 0 {
                let e = std::io::Error::last_os_error();
                tracing::warn!(
                    memory = r.memory,
                    "capture: scanning written pages failed ({e}): all of the mapping counts \
                     as written"
                );
                push(out, r.offset, r.len as u64);
                return;
            }
            for p in &found[..(n as usize).min(found.len())] {
                let lo = (p.start as usize).max(r.ptr);
                let hi = (p.end as usize).min(r.ptr + r.len);
                if lo < hi {
                    push(out, r.offset + (lo - r.ptr) as u64, (hi - lo) as u64);
                }
            }
            let walked = arg.walk_end as usize;
            if walked <= at {
                break;
            }
            at = walked;
        }
    }

    fn entry(&mut self, memory: u64) -> &mut Written {
        self.entries.entry(memory).or_insert_with(|| Written {
            memory,
            ..Written::default()
        })
    }
}

/// Appends `(offset, length)`, merged with the last range where they touch.
fn push(out: &mut Vec<(u64, u64)>, offset: u64, length: u64) {
    if let Some(last) = out.last_mut()
        && last.0 + last.1 == offset
    {
        last.1 += length;
        return;
    }
    out.push((offset, length));
}

/// Tracks the application's writes into `len` bytes at `ptr`, byte `offset` of memory
/// `memory` (its id), from now on; called before the mapping is handed to the application.
pub fn track(memory: u64, ptr: *mut u8, len: usize, offset: u64) {
    let mut st = state();
    if matches!(*st, State::Untried) {
        *st = match Tracker::new() {
            Ok(t) => State::On(t),
            Err(e) => {
                tracing::info!(
                    "capture: the application's writes cannot be tracked here ({e}): the \
                     renderer finds them by hashing mapped memory"
                );
                State::Unavailable
            }
        };
    }
    let State::On(t) = &mut *st else {
        return;
    };
    if len == 0 || t.stopped.contains(&memory) {
        return;
    }
    let page = page_size();
    let start = ptr as usize / page * page;
    let end = (ptr as usize + len).div_ceil(page) * page;
    match t.protect(start, end) {
        Ok(()) => {
            t.regions.push(Region {
                memory,
                ptr: ptr as usize,
                len,
                offset,
                start,
                end,
            });
            if t.reported.insert(memory) {
                t.entry(memory).flags |= WRITTEN_START;
            }
            ACTIVE.store(true, Ordering::Release);
        }
        Err(e) => {
            tracing::info!(
                memory,
                "capture: the writes into this mapping cannot be tracked ({e}): the renderer \
                 hashes the memory"
            );
            // Its other mappings' reports would miss this one's writes.
            t.stopped.insert(memory);
            t.regions.retain(|r| r.memory != memory);
            if t.reported.remove(&memory) {
                let e = t.entry(memory);
                e.flags |= WRITTEN_STOP;
                e.flags &= !WRITTEN_START;
            } else {
                t.entries.remove(&memory);
            }
        }
    }
}

/// The mapping at `ptr` of memory `memory` goes (a placed mapping unmapped): its writes so
/// far go into the next report.
pub fn unmapping(memory: u64, ptr: *mut u8) {
    let mut st = state();
    let State::On(t) = &mut *st else {
        return;
    };
    let Some(i) = t
        .regions
        .iter()
        .position(|r| r.memory == memory && r.ptr == ptr as usize)
    else {
        return;
    };
    let r = t.regions.swap_remove(i);
    let mut ranges = Vec::new();
    t.scan(&r, &mut ranges);
    t.entry(memory).ranges.extend(ranges);
}

/// Memory `memory` is freed: nothing of it is reported any more.
pub fn freed(memory: u64) {
    let mut st = state();
    let State::On(t) = &mut *st else {
        return;
    };
    t.regions.retain(|r| r.memory != memory);
    t.entries.remove(&memory);
    t.reported.remove(&memory);
    t.stopped.remove(&memory);
}

/// Whether the message of command `cid` is one the renderer takes as a capture point.
pub fn at_capture_point(cid: u32) -> bool {
    matches!(
        cid,
        id::QUEUE_SUBMIT
            | id::QUEUE_SUBMIT2
            | id::FLUSH_MAPPED_MEMORY_RANGES
            | id::WAIT_FOR_FENCES
            | id::WAIT_SEMAPHORES
            | id::QUEUE_WAIT_IDLE
            | id::DEVICE_WAIT_IDLE
    )
}

/// The words of the [`vk_wire::relay::WRITTEN`] message to send before a capture point:
/// every tracked mapping's written pages (protected again), and the memories whose reports
/// start or stop; `None` when there is nothing to say.
pub fn report() -> Option<Vec<u64>> {
    if !ACTIVE.load(Ordering::Acquire) {
        return None;
    }
    let mut st = state();
    let State::On(t) = &mut *st else {
        return None;
    };
    let mut found = Vec::new();
    for i in 0..t.regions.len() {
        found.clear();
        t.scan(&t.regions[i], &mut found);
        if !found.is_empty() {
            let memory = t.regions[i].memory;
            t.entry(memory).ranges.append(&mut found);
        }
    }
    if t.entries.is_empty() {
        return None;
    }
    let entries: Vec<Written> = t.entries.drain().map(|(_, e)| e).collect();
    Some(vk_wire::relay::written_words(&entries))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_ranges_merge() {
        let mut v = Vec::new();
        push(&mut v, 0, 4096);
        push(&mut v, 4096, 4096);
        push(&mut v, 12288, 10);
        assert_eq!(v, [(0, 8192), (12288, 10)]);
    }
}
