//! The hardware floor: one 64-bit word per direction, each on its own 128-byte line of a
//! shared memfd, polled with `spin_loop` (no ring, no framing, no data). A round trip costs
//! two cache-line transfers between the two cores; no message-passing scheme over shared
//! memory can do better.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicU64, Ordering};

pub struct Lines {
    base: *const AtomicU64,
}

impl Lines {
    pub fn create() -> OwnedFd {
        // SAFETY: valid name; flags 0 keeps the fd across exec for the peer.
        let fd = unsafe { libc::memfd_create(c"floor-bench".as_ptr(), 0) };
        assert!(fd >= 0);
        // SAFETY: fresh descriptor owned by nobody else.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        // SAFETY: plain syscall on our fd.
        assert_eq!(unsafe { libc::ftruncate(fd.as_raw_fd(), 4096) }, 0);
        fd
    }

    pub fn map(fd: &OwnedFd) -> Lines {
        // SAFETY: shared mapping of the whole (one page) file.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                4096,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED,
                fd.as_raw_fd(),
                0,
            )
        };
        assert_ne!(p, libc::MAP_FAILED);
        Lines { base: p.cast() }
    }

    fn word(&self, line: usize) -> &AtomicU64 {
        // SAFETY: lines 0 and 1 (byte offsets 0 and 128) lie in the live, page-aligned
        // one-page mapping, which is never unmapped; AtomicU64 is valid for any bits.
        unsafe { &*self.base.add(line * 16) }
    }

    /// Stores `v` into `line` and spins until the other line holds `v`.
    pub fn ping(&self, line: usize, v: u64) {
        self.word(line).store(v, Ordering::Release);
        while self.word(1 - line).load(Ordering::Acquire) != v {
            std::hint::spin_loop();
        }
    }

    /// Spins until `line` holds a value other than `last`, then returns it; after
    /// 2^16 polls it sleeps 50 us between polls (so an idle peer leaves its core to the
    /// peer being measured).
    pub fn wait_change(&self, line: usize, last: u64) -> u64 {
        let mut polls = 0u32;
        loop {
            let v = self.word(line).load(Ordering::Acquire);
            if v != last {
                return v;
            }
            if polls < 1 << 16 {
                polls += 1;
                std::hint::spin_loop();
            } else {
                std::thread::sleep(std::time::Duration::from_micros(50));
            }
        }
    }

    pub fn store(&self, line: usize, v: u64) {
        self.word(line).store(v, Ordering::Release);
    }
}
