//! The client's mapped memory under capture: how each allocation's changes are found at a
//! capture point.
//!
//! - **Reported.** A client that tracks the application's writes itself (the ICD, through
//!   userfaultfd write protection, `crates/icd/src/written.rs`) reports them in
//!   [`vk_wire::relay::WRITTEN`] messages right before each capture point; from an entry with
//!   [`vk_wire::relay::WRITTEN_START`] on, a capture point copies the reported pages alone
//!   ([`pages::Dirty`]) and nothing is hashed. Bytes the device writes are never reported
//!   (they never pass through the application's mappings): replay's device writes them again.
//! - **Hashed.** Every other allocation (a client that cannot track, or before its first
//!   report) is hashed page by page at each capture point ([`pages::Pages`]), with the device
//!   writes the renderer knows of left out ([`super::writes`]).
//!
//! An allocation whose client stops reporting ([`vk_wire::relay::WRITTEN_STOP`]) is copied
//! whole at the next capture point, and hashed from there on against that copy.

use std::collections::HashMap;
use std::sync::Mutex;

use vk_wire::relay::{WRITTEN_START, WRITTEN_STOP, Written};

use super::pages::{self, Dirty, Pages};
use super::{Tracked, writes};

/// How an allocation's changes are found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Hashing every page.
    Hashed,
    /// The client's reports.
    Reported,
    /// Reports ended: the whole allocation is recorded at the next capture point, then hashed.
    Stopped,
}

/// One mapped allocation whose pages are watched.
struct Watched {
    /// The client's id of the memory.
    id: u64,
    /// The renderer's own mapping of the allocation's pages.
    map: placed_mem::Mapping,
    /// Where the allocation starts in `map`.
    start: usize,
    /// The hashes ([`Mode::Hashed`]; stale otherwise).
    pages: Pages,
    /// The pages reported written since the last capture point (kept in every mode: reports
    /// may come before the entry that starts them, from another stream).
    dirty: Dirty,
    mode: Mode,
}

impl Watched {
    fn base(&self) -> *const u8 {
        // SAFETY: `start` lies within the mapping (it was made `start + len` bytes long).
        unsafe { self.map.as_ptr().add(self.start) }
    }

    /// The runs that changed since the last capture point; `skip` (ascending page ranges)
    /// leaves pages out of the hashing.
    fn changes(&mut self, skip: &[std::ops::Range<usize>]) -> Vec<pages::Run> {
        let base = self.base();
        match self.mode {
            // SAFETY: the mapping covers the allocation while `self.map` lives.
            Mode::Reported => unsafe { self.dirty.take(base) },
            Mode::Stopped => {
                self.dirty.mark_all();
                // SAFETY: as above.
                let runs = unsafe { self.dirty.take(base) };
                // The runs are every page in order: the new hashes are of what is recorded.
                let all: Vec<u8> = runs.iter().flat_map(|r| r.bytes.iter().copied()).collect();
                // SAFETY: `all` holds the allocation's length.
                self.pages = unsafe { Pages::baseline(all.as_ptr(), all.len()) };
                self.mode = Mode::Hashed;
                runs
            }
            Mode::Hashed => {
                self.dirty.clear();
                // SAFETY: as above.
                unsafe { self.pages.changes_except(base, skip) }
            }
        }
    }
}

/// The watched memory and the submissions whose device writes are pending: shared by the
/// client's stream threads (under its lock) and its fence watchers ([`Tracked::hook`]).
#[derive(Default)]
pub(crate) struct Watch {
    /// Driver handle → watched allocation.
    mapped: HashMap<u64, Watched>,
    pub(super) pending: writes::Queue,
    /// Bytes hashed again unrecorded (device writes), for the log.
    pub(super) skipped: u64,
    /// Allocations whose writes the client reported, for the log.
    pub(super) reported: u64,
}

impl Watch {
    /// The device wrote the spans of `ended`, and no one knows yet: their whole pages are
    /// hashed again, unrecorded (allocations the client reports need nothing: the device's
    /// writes are never reported).
    pub(super) fn settle(&mut self, ended: Vec<writes::Pending>) {
        for p in ended {
            for s in p.spans() {
                let Some(w) = self.mapped.get_mut(&s.memory) else {
                    continue;
                };
                if w.mode != Mode::Hashed {
                    continue;
                }
                let pages = writes::whole_pages(s, w.pages.len());
                // SAFETY: the mapping covers the allocation while `w.map` lives.
                self.skipped += unsafe { w.pages.rehash(w.base(), pages) } as u64;
            }
        }
    }

    /// A watcher is about to publish `signal`.
    pub(super) fn signal(&mut self, signal: crate::feedback::Signal) {
        match signal {
            crate::feedback::Signal::Fence(f) => {
                let ended = self.pending.fence_signalled(f);
                self.settle(ended);
            }
            crate::feedback::Signal::Timeline => self.pending.drop_all(),
        }
    }

    /// The number of allocations watched, and of those the client reports.
    pub(super) fn counts(&self) -> (usize, usize) {
        let reported = self
            .mapped
            .values()
            .filter(|w| w.mode == Mode::Reported)
            .count();
        (self.mapped.len(), reported)
    }
}

pub(super) fn lock_watch(w: &Mutex<Watch>) -> std::sync::MutexGuard<'_, Watch> {
    // Every change is a table update that is complete or not made.
    w.lock().unwrap_or_else(|e| e.into_inner())
}

impl Tracked {
    /// The client mapped memory `id` (driver handle `raw`), shared as `shared`: its pages are
    /// watched from now on, against what they hold now.
    pub fn mapped(&mut self, id: u64, raw: u64, shared: &crate::memory::Shared) {
        let page = placed_mem::page_size() as u64;
        let at = shared.offset / page * page;
        let start = (shared.offset - at) as usize;
        let Some(len) = usize::try_from(shared.size)
            .ok()
            .and_then(|s| s.checked_add(start))
        else {
            return;
        };
        if lock_watch(&self.watch).mapped.contains_key(&raw) {
            // Shared again (another export of the same pages): the reports and hashes stand.
            return;
        }
        // SAFETY: the descriptor belongs to the allocation the session holds; it stays open
        // for this call.
        let fd = unsafe { std::os::fd::BorrowedFd::borrow_raw(shared.fd) };
        let map = match placed_mem::map_fd(fd, at, len) {
            Ok(m) => m,
            Err(e) => {
                tracing::error!(
                    memory = id,
                    "capture: cannot map the client's memory ({e}): its writes are not captured"
                );
                return;
            }
        };
        // SAFETY: the mapping covers `start + size` bytes while `map` lives.
        let pages = unsafe { Pages::baseline(map.as_ptr().add(start), len - start) };
        lock_watch(&self.watch).mapped.insert(
            raw,
            Watched {
                id,
                map,
                start,
                dirty: Dirty::new(len - start),
                pages,
                mode: Mode::Hashed,
            },
        );
    }

    /// Memory `raw` (driver handle) is being freed.
    pub fn freed(&mut self, raw: u64) {
        lock_watch(&self.watch).mapped.remove(&raw);
    }

    /// A [`vk_wire::relay::WRITTEN`] entry of the client, for memory `raw` (driver handle):
    /// its ranges are marked written; [`WRITTEN_START`] switches the allocation to the
    /// client's reports, [`WRITTEN_STOP`] back to hashing. An allocation not watched is
    /// ignored (the client may report writes into memory another of its threads is freeing).
    pub(crate) fn written(&mut self, raw: u64, entry: &Written) {
        let mut watch = lock_watch(&self.watch);
        let Some(w) = watch.mapped.get_mut(&raw) else {
            return;
        };
        for &(offset, length) in &entry.ranges {
            w.dirty.mark(offset, length);
        }
        let mut started = false;
        if entry.flags & WRITTEN_STOP != 0 {
            w.mode = Mode::Stopped;
        } else if entry.flags & WRITTEN_START != 0 && w.mode == Mode::Hashed {
            // The reports cover every write since the client mapped the memory; what the
            // hashes found up to now is recorded already.
            w.mode = Mode::Reported;
            started = true;
        }
        if started {
            watch.reported += 1;
        }
    }

    /// The changed runs of every watched allocation go into the trace.
    /// Pages of submissions not known to have ended are left out of the hashing: only the
    /// device may write them meanwhile ([`writes`]).
    pub(super) fn write_changes(&mut self, watch: &mut Watch) {
        let busy = watch.pending.busy_pages(|m| {
            watch
                .mapped
                .get(&m)
                .filter(|w| w.mode == Mode::Hashed)
                .map(|w| w.pages.len())
        });
        for (&raw, w) in watch.mapped.iter_mut() {
            let skip = busy.get(&raw).map_or(&[][..], Vec::as_slice);
            let runs = w.changes(skip);
            if !runs.is_empty() {
                self.capture.memory(w.id, runs);
            }
        }
    }
}
