//! A feedback page: slots of 64-bit values that one process (the writer) publishes and other
//! processes read and wait on, without a message.
//!
//! The page is a shared file (memfd) of [`PAGE_SIZE`] bytes: a [`PageHeader`], then
//! [`SLOTS`] [`Slot`]s. Each slot holds a value and the tag of the object it belongs to
//! (chosen by the reader's side, never 0); the reader only believes a value while the tag
//! is the one it expects, so a slot can be given to a new object while the writer may still
//! publish the old one's last value. Values only grow while a slot keeps its tag.
//!
//! # Waking
//!
//! Every publication bumps the header's `wake` word (a futex), then calls `FUTEX_WAKE` if
//! any reader announced itself in `waiters`. A reader loads `wake`, announces itself, checks
//! its condition and sleeps on `wake` with the value it loaded: a publication after that
//! load changes the word, so the sleep returns at once; one before it is visible to the
//! check (the load is Acquire, the bump Release after the slot's stores). The sleep lasts
//! at most [`LIVENESS_SLICE`], after which the reader polls its [`PeerWatch`]: a dead
//! writer is noticed within one slice.
//!
//! Nothing the other process writes into the page can make this side misbehave: every word
//! is an atomic, and a bad value only gives a wrong answer about that process's own objects.
//!
//! ```
//! use shm_ring::feedback::Page;
//! # if cfg!(miri) { return Ok(()); } // Miri has no memfd_create.
//! let (writer, fd) = Page::create()?;
//! let reader = Page::open(std::os::fd::AsFd::as_fd(&fd))?;
//! assert_eq!(reader.read(3, 7), None);
//! writer.publish(3, 7, 42);
//! assert_eq!(reader.read(3, 7), Some(42));
//! # Ok::<(), shm_ring::Error>(())
//! ```

use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, OwnedFd};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::liveness::PeerWatch;
use crate::{Corruption, Error, Result};

/// What [`protocol`] is written against: `std`'s atomics and the kernel's futex.
mod sync {
    pub(super) use std::sync::atomic::{AtomicU32, AtomicU64, Ordering, fence};

    pub(super) use crate::wait::{futex_wait, futex_wake};

    /// Orders the writer's `SeqCst` bump of `wake` before its `SeqCst` load of `waiters`:
    /// nothing to do, both are in the single total order of `SeqCst` operations. Loom
    /// treats `SeqCst` accesses as `AcqRel` only, so under loom this is a `SeqCst` fence.
    #[inline(always)]
    pub(super) fn store_load_order() {}
}

mod protocol;

/// `"VKRLFDBK"`, little-endian.
pub const MAGIC: u64 = u64::from_le_bytes(*b"VKRLFDBK");
/// The layout's version.
pub const VERSION: u32 = 1;
/// The page's size in bytes.
pub const PAGE_SIZE: usize = 64 * 1024;
/// How many slots a page has.
pub const SLOTS: u32 = ((PAGE_SIZE - size_of::<PageHeader>()) / size_of::<Slot>()) as u32;
/// The longest sleep of [`Page::wait`] before it polls the writer's liveness again.
pub const LIVENESS_SLICE: Duration = Duration::from_millis(100);

/// [`PageHeader::flags`]: the writer's device is lost (every wait answers that).
pub const FLAG_LOST: u32 = 1;
/// [`PageHeader::flags`]: the writer cannot feed fences; readers ask it instead.
pub const FLAG_NO_FENCES: u32 = 2;
/// [`PageHeader::flags`]: the writer cannot feed timeline semaphores; readers ask it instead.
pub const FLAG_NO_TIMELINES: u32 = 4;

/// The page's first 64 bytes.
#[repr(C, align(64))]
#[derive(Debug)]
pub struct PageHeader {
    /// [`MAGIC`].
    pub magic: u64,
    /// [`VERSION`].
    pub version: u32,
    /// [`SLOTS`].
    pub slots: u32,
    /// [`PAGE_SIZE`].
    pub size: u64,
    /// Bumped (Release) after every publication; the futex readers sleep on. Free-running,
    /// wraps at 2^32.
    pub wake: AtomicU32,
    /// Readers announced as about to sleep (a publication calls `FUTEX_WAKE` only if some).
    pub waiters: AtomicU32,
    /// `FLAG_*` bits; only ever set.
    pub flags: AtomicU32,
    _reserved: [u32; 7],
}

/// One slot.
#[repr(C, align(16))]
#[derive(Debug)]
pub struct Slot {
    /// The newest value published for the object of `tag`. Only grows while `tag` stays.
    pub value: AtomicU64,
    /// Whose value it is (0: nobody's). Stored (Release) after `value` when it changes.
    pub tag: AtomicU64,
}

const _: () = assert!(size_of::<PageHeader>() == 64);
const _: () = assert!(std::mem::offset_of!(PageHeader, wake) == 24);
const _: () = assert!(std::mem::offset_of!(PageHeader, waiters) == 28);
const _: () = assert!(std::mem::offset_of!(PageHeader, flags) == 32);
const _: () = assert!(size_of::<Slot>() == 16);
const _: () = assert!(size_of::<PageHeader>() + SLOTS as usize * size_of::<Slot>() <= PAGE_SIZE);

/// A mapped feedback page (either side).
#[derive(Debug)]
pub struct Page {
    base: *mut u8,
}

// SAFETY: the mapping is only ever accessed through atomics (header fields after `size` and
// slots) or read-only fields written before the page was shared; it lives as long as `Page`.
unsafe impl Send for Page {}
// SAFETY: as above: every shared access is atomic.
unsafe impl Sync for Page {}

impl Drop for Page {
    fn drop(&mut self) {
        // SAFETY: `base` is the start of a mapping of PAGE_SIZE bytes made by `map`, unmapped
        // only here.
        unsafe { libc::munmap(self.base.cast(), PAGE_SIZE) };
    }
}

fn map(fd: BorrowedFd<'_>) -> io::Result<*mut u8> {
    // SAFETY: a fresh shared mapping of `fd`; the kernel checks the descriptor and length.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            PAGE_SIZE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_SHARED,
            fd.as_raw_fd(),
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    Ok(p.cast())
}

impl Page {
    /// A new zero-filled page with its header written, and the file to hand to readers.
    pub fn create() -> Result<(Page, OwnedFd)> {
        let fd = crate::shm::create_file(PAGE_SIZE)?;
        let base = map(std::os::fd::AsFd::as_fd(&fd))?;
        // SAFETY: `base` is a fresh writable mapping of PAGE_SIZE bytes, page-aligned, not
        // shared with anyone yet.
        unsafe {
            let h = base.cast::<PageHeader>();
            (&raw mut (*h).magic).write(MAGIC);
            (&raw mut (*h).version).write(VERSION);
            (&raw mut (*h).slots).write(SLOTS);
            (&raw mut (*h).size).write(PAGE_SIZE as u64);
        }
        Ok((Page { base }, fd))
    }

    /// Maps a page another process created, checking its header and size.
    pub fn open(fd: BorrowedFd<'_>) -> Result<Page> {
        if crate::shm::file_len(fd)? < PAGE_SIZE as u64 {
            return Err(Error::Corrupt(Corruption::FileTooSmall));
        }
        let page = Page { base: map(fd)? };
        let h = page.header();
        if h.magic != MAGIC {
            return Err(Error::Corrupt(Corruption::BadMagic));
        }
        if h.version != VERSION || h.slots != SLOTS || h.size != PAGE_SIZE as u64 {
            return Err(Error::Corrupt(Corruption::BadVersion));
        }
        Ok(page)
    }

    /// The header.
    pub fn header(&self) -> &PageHeader {
        // SAFETY: the mapping is PAGE_SIZE bytes, page-aligned, so it holds an aligned header.
        unsafe { &*self.base.cast::<PageHeader>() }
    }

    fn slot(&self, i: u32) -> Option<&Slot> {
        if i >= SLOTS {
            return None;
        }
        // SAFETY: slot `i` < SLOTS lies inside the mapping (const-asserted above), 16-aligned.
        Some(unsafe {
            &*self
                .base
                .add(size_of::<PageHeader>() + i as usize * size_of::<Slot>())
                .cast::<Slot>()
        })
    }

    /// The value of slot `i` if it belongs to `tag`: from before the value was read until
    /// after (a slot that changes hands is untagged first, and the tag is looked at again).
    pub fn read(&self, i: u32, tag: u64) -> Option<u64> {
        let s = self.slot(i)?;
        protocol::read(&s.value, &s.tag, tag)
    }

    /// Writer: publishes `value` for `tag` in slot `i` (the larger of it and the value there
    /// if the slot already belongs to `tag`, else `value` itself) and wakes waiting readers
    /// if that changed the slot (a value already there wakes no one).
    /// Writes to one slot must not race (the writer serialises them).
    pub fn publish(&self, i: u32, tag: u64, value: u64) {
        if self.publish_quiet(i, tag, value) {
            self.wake();
        }
    }

    /// Writer: [`Page::publish`] without the wake: readers that check the slot see the value,
    /// sleeping ones stay asleep until [`Page::wake_readers`] (or the next publication). For a
    /// writer that must not wake readers where it is (holding a lock they may need).
    /// Whether the slot changed (it changed hands or its value rose): only then do readers
    /// need the wake.
    pub fn publish_quiet(&self, i: u32, tag: u64, value: u64) -> bool {
        let Some(s) = self.slot(i) else { return false };
        protocol::publish(&s.value, &s.tag, tag, value)
    }

    /// Writer: wakes the readers waiting, after [`Page::publish_quiet`].
    pub fn wake_readers(&self) {
        self.wake();
    }

    /// Writer: sets `flag` (`FLAG_*`) and wakes waiting readers.
    pub fn set_flag(&self, flag: u32) {
        self.header().flags.fetch_or(flag, Ordering::Release);
        self.wake();
    }

    /// The `FLAG_*` bits set.
    pub fn flags(&self) -> u32 {
        self.header().flags.load(Ordering::Acquire)
    }

    fn wake(&self) {
        let h = self.header();
        protocol::wake(&h.wake, &h.waiters);
    }

    /// Reader: waits until `ready` gives a result (`Ok(Some)`), `deadline` passes
    /// (`Ok(None)`; `None` waits without end), or `watch` says the writer is gone
    /// ([`Error::PeerDead`]). `ready` runs once at least, and again after every publication.
    pub fn wait<T>(
        &self,
        deadline: Option<Instant>,
        watch: &PeerWatch,
        ready: impl FnMut() -> Option<T>,
    ) -> Result<Option<T>> {
        let h = self.header();
        let mut ready = ready;
        protocol::wait_until(
            &h.wake,
            &h.waiters,
            || ready().map(|r| Ok(Some(r))),
            || {
                if watch.peer_gone() {
                    return Err(Err(Error::PeerDead));
                }
                match deadline {
                    None => Ok(LIVENESS_SLICE),
                    Some(d) => {
                        let now = Instant::now();
                        if now >= d {
                            return Err(Ok(None));
                        }
                        Ok(LIVENESS_SLICE.min(d - now))
                    }
                }
            },
        )
    }
}

#[cfg(all(test, not(miri)))]
mod tests {
    use super::*;
    use std::os::fd::AsFd;

    #[test]
    fn a_value_counts_only_under_its_tag_and_only_grows() {
        let (w, fd) = Page::create().unwrap();
        let r = Page::open(fd.as_fd()).unwrap();
        assert_eq!(r.read(0, 1), None);
        w.publish(0, 1, 5);
        w.publish(0, 1, 3);
        assert_eq!(r.read(0, 1), Some(5));
        // The slot goes to another object: its value starts over.
        w.publish(0, 2, 1);
        assert_eq!(r.read(0, 1), None);
        assert_eq!(r.read(0, 2), Some(1));
        assert_eq!(r.read(SLOTS, 2), None);
        w.publish(SLOTS, 2, 1);
    }

    #[test]
    fn only_a_publication_that_changes_the_slot_wakes() {
        let (w, _fd) = Page::create().unwrap();
        let wakes = || w.header().wake.load(Ordering::SeqCst);
        assert!(w.publish_quiet(0, 1, 5), "a new owner is a change");
        assert!(!w.publish_quiet(0, 1, 5), "the same value is not");
        assert!(!w.publish_quiet(0, 1, 4), "nor a lower one");
        assert!(w.publish_quiet(0, 1, 6));
        assert!(
            w.publish_quiet(0, 2, 6),
            "another owner with the same value is"
        );
        assert!(!w.publish_quiet(SLOTS, 2, 1), "no such slot");
        let before = wakes();
        w.publish(0, 2, 6);
        assert_eq!(wakes(), before, "an unchanged slot woke its readers");
        w.publish(0, 2, 7);
        assert_eq!(wakes(), before + 1);
    }

    #[test]
    fn a_waiter_wakes_on_a_publication_and_times_out_without_one() {
        let (w, fd) = Page::create().unwrap();
        let r = Page::open(fd.as_fd()).unwrap();
        let none = PeerWatch::None;
        let soon = Some(Instant::now() + Duration::from_millis(20));
        assert_eq!(r.wait(soon, &none, || r.read(1, 9)).unwrap(), None);
        std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(Duration::from_millis(10));
                w.publish(1, 9, 4);
            });
            let got = r.wait(None, &none, || r.read(1, 9).filter(|&v| v >= 4));
            assert_eq!(got.unwrap(), Some(4));
        });
    }

    #[test]
    fn a_dead_writer_ends_the_wait() {
        let (_w, fd) = Page::create().unwrap();
        let r = Page::open(fd.as_fd()).unwrap();
        let (a, b) = std::os::unix::net::UnixStream::pair().unwrap();
        let watch = PeerWatch::socket(a.as_fd()).unwrap();
        drop(b);
        assert!(matches!(
            r.wait(None, &watch, || None::<()>),
            Err(Error::PeerDead)
        ));
    }

    #[test]
    fn a_short_or_foreign_file_is_refused() {
        let fd = crate::shm::create_file(4096).unwrap();
        assert!(Page::open(fd.as_fd()).is_err());
        let fd = crate::shm::create_file(PAGE_SIZE).unwrap();
        assert!(Page::open(fd.as_fd()).is_err());
    }
}
