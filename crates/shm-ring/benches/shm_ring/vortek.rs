//! The Vortek-style baseline: byte rings whose counters are guarded by one process-shared
//! mutex per ring, waiting with `sched_yield` 400 times, then `usleep(100)` per retry, with
//! Vortek's capacities (4 MiB client->server, 256 KiB server->client). Bytes are copied with
//! `memcpy` in at most two pieces (around the wrap point), as any ring would.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};

/// `PTHREAD_PROCESS_SHARED` (1 in glibc and bionic; the libc crate lacks it for Android).
const PTHREAD_PROCESS_SHARED: libc::c_int = 1;
/// Client->server capacity (Vortek's).
const CAP_A: usize = 4 << 20;
/// Server->client capacity (Vortek's).
const CAP_B: usize = 256 << 10;
/// Bytes before the first data area: two ring headers, each on its own 128-byte line.
const HDRS: usize = 4096;
const LEN: usize = HDRS + CAP_A + CAP_B;

/// One ring's shared header: the mutex and the counters it guards (one line, as a
/// mutex-protected struct lays out naturally).
#[repr(C, align(128))]
pub struct Ring {
    mutex: libc::pthread_mutex_t,
    head: usize,
    tail: usize,
}

pub struct Pair {
    base: *mut u8,
}

impl Pair {
    /// A memfd holding two rings, left open across exec (no CLOEXEC).
    pub fn create() -> OwnedFd {
        // SAFETY: valid name; flags 0 keeps the fd across exec for the peer.
        let fd = unsafe { libc::memfd_create(c"vortek-bench".as_ptr(), 0) };
        assert!(fd >= 0);
        // SAFETY: fresh descriptor owned by nobody else.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        // SAFETY: plain syscall on our fd.
        assert_eq!(unsafe { libc::ftruncate(fd.as_raw_fd(), LEN as i64) }, 0);
        let p = Pair::map(&fd);
        for r in [p.a_to_b().hdr, p.b_to_a().hdr] {
            // SAFETY: `r` points at a zeroed Ring in our shared mapping; the attr is
            // initialised before use and destroyed after.
            unsafe {
                let mut attr: libc::pthread_mutexattr_t = std::mem::zeroed();
                libc::pthread_mutexattr_init(&mut attr);
                libc::pthread_mutexattr_setpshared(&mut attr, PTHREAD_PROCESS_SHARED);
                libc::pthread_mutex_init(&mut (*r).mutex, &attr);
                libc::pthread_mutexattr_destroy(&mut attr);
            }
        }
        // `p`'s mapping stays for the process lifetime (Pair never unmaps).
        fd
    }

    pub fn map(fd: &OwnedFd) -> Pair {
        // SAFETY: shared mapping of the whole file.
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                LEN,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED,
                fd.as_raw_fd(),
                0,
            )
        };
        assert_ne!(p, libc::MAP_FAILED);
        Pair { base: p.cast() }
    }

    pub fn a_to_b(&self) -> RingRef {
        RingRef {
            hdr: self.base.cast(),
            data: self.base.wrapping_add(HDRS),
            cap: CAP_A,
        }
    }

    pub fn b_to_a(&self) -> RingRef {
        RingRef {
            hdr: self.base.wrapping_add(128).cast(),
            data: self.base.wrapping_add(HDRS + CAP_A),
            cap: CAP_B,
        }
    }
}

pub struct RingRef {
    hdr: *mut Ring,
    data: *mut u8,
    cap: usize,
}

fn backoff(i: &mut u32) {
    if *i < 400 {
        // SAFETY: no preconditions.
        unsafe { libc::sched_yield() };
    } else {
        // SAFETY: no preconditions.
        unsafe { libc::usleep(100) };
    }
    *i += 1;
}

impl RingRef {
    pub fn write(&self, bytes: &[u8]) {
        let (r, cap) = (self.hdr, self.cap);
        let mut i = 0;
        loop {
            // SAFETY: `r` and `data` point into the live shared mapping (`data` has
            // `cap` bytes); head/tail/data are only touched under the process-shared
            // mutex, and the two copies stay inside [data, data + cap).
            unsafe {
                libc::pthread_mutex_lock(&mut (*r).mutex);
                let free = cap - ((*r).head - (*r).tail);
                if free >= bytes.len() {
                    let off = (*r).head % cap;
                    let first = bytes.len().min(cap - off);
                    std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.data.add(off), first);
                    std::ptr::copy_nonoverlapping(
                        bytes.as_ptr().add(first),
                        self.data,
                        bytes.len() - first,
                    );
                    (*r).head += bytes.len();
                    libc::pthread_mutex_unlock(&mut (*r).mutex);
                    return;
                }
                libc::pthread_mutex_unlock(&mut (*r).mutex);
            }
            backoff(&mut i);
        }
    }

    pub fn read(&self, out: &mut [u8]) {
        let (r, cap) = (self.hdr, self.cap);
        let mut i = 0;
        loop {
            // SAFETY: as in `write`.
            unsafe {
                libc::pthread_mutex_lock(&mut (*r).mutex);
                if (*r).head - (*r).tail >= out.len() {
                    let off = (*r).tail % cap;
                    let first = out.len().min(cap - off);
                    std::ptr::copy_nonoverlapping(self.data.add(off), out.as_mut_ptr(), first);
                    std::ptr::copy_nonoverlapping(
                        self.data,
                        out.as_mut_ptr().add(first),
                        out.len() - first,
                    );
                    (*r).tail += out.len();
                    libc::pthread_mutex_unlock(&mut (*r).mutex);
                    return;
                }
                libc::pthread_mutex_unlock(&mut (*r).mutex);
            }
            backoff(&mut i);
        }
    }
}
