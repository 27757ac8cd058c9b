//! The allocations a trace maps, mapped in the replaying process: where its `MemoryWrite`
//! records go (bounds-checked: a trace is untrusted) and what a screenshot reads.

use std::collections::HashMap;
use std::os::fd::{BorrowedFd, RawFd};

/// Where an allocation is mapped here.
enum Map {
    /// Its shared pages (what the live client mapped).
    Shared(placed_mem::Mapping),
    /// The driver's own mapping (`vkMapMemory`), for memory the session could not share;
    /// valid until the memory is freed ([`Mappings::forget`] drops it first).
    Driver(*mut u8),
}

impl Map {
    fn as_ptr(&self) -> *mut u8 {
        match self {
            Map::Shared(m) => m.as_ptr(),
            Map::Driver(p) => *p,
        }
    }
}

/// One allocation the trace mapped, mapped here.
struct Mapped {
    /// The driver handle of the memory.
    raw: u64,
    map: Map,
    /// Where the allocation starts in `map`.
    start: usize,
    /// Its mappable length: `start + len <= map.len()`.
    len: usize,
}

/// The application's memory ids → their mappings here.
#[derive(Default)]
pub(super) struct Mappings {
    by_id: HashMap<u64, Mapped>,
}

impl Mappings {
    /// Maps memory `id` (driver handle `raw`) as `MAP_MEMORY` shared it: `size` bytes at
    /// `offset` of `fd`. A mapping of the same id before is dropped first.
    ///
    /// # Safety
    /// `fd` is the open descriptor of the allocation `raw`, which the session keeps open
    /// while the memory lives.
    pub(super) unsafe fn map(
        &mut self,
        id: u64,
        raw: u64,
        fd: RawFd,
        offset: u64,
        size: u64,
    ) -> Result<(), String> {
        self.by_id.remove(&id);
        let page = placed_mem::page_size() as u64;
        let at = offset / page * page;
        let start = (offset - at) as usize;
        let len = usize::try_from(size)
            .ok()
            .filter(|&l| l.checked_add(start).is_some())
            .ok_or_else(|| format!("{size} bytes do not fit this process"))?;
        // SAFETY: caller: `fd` is open for this call.
        let fd = unsafe { BorrowedFd::borrow_raw(fd) };
        let map = placed_mem::map_fd(fd, at, start + len).map_err(|e| e.to_string())?;
        self.by_id.insert(
            id,
            Mapped {
                raw,
                map: Map::Shared(map),
                start,
                len,
            },
        );
        Ok(())
    }

    /// Keeps the driver's mapping of memory `id` (driver handle `raw`): `len` bytes at `ptr`.
    ///
    /// # Safety
    /// `ptr` is the driver's mapping of the whole allocation `raw`, `len` bytes, valid until
    /// the memory is freed; the caller calls [`Mappings::forget`] with `raw` once it is.
    pub(super) unsafe fn map_driver(&mut self, id: u64, raw: u64, ptr: *mut u8, len: usize) {
        self.by_id.insert(
            id,
            Mapped {
                raw,
                map: Map::Driver(ptr),
                start: 0,
                len,
            },
        );
    }

    /// Whether memory `id` is mapped here.
    pub(super) fn contains(&self, id: u64) -> bool {
        self.by_id.contains_key(&id)
    }

    /// Drops the mappings of the memory objects `freed` (driver handles).
    pub(super) fn forget(&mut self, freed: &[u64]) {
        self.by_id.retain(|_, m| !freed.contains(&m.raw));
    }

    /// Drops every mapping.
    pub(super) fn clear(&mut self) {
        self.by_id.clear();
    }

    /// Where `len` bytes at `offset` of memory `id` start in its mapping, if they lie within
    /// it; else why not.
    pub(super) fn check(&self, id: u64, offset: u64, len: usize) -> Result<usize, String> {
        let m = self
            .by_id
            .get(&id)
            .ok_or_else(|| format!("a memory write to memory {id}, which is not mapped"))?;
        usize::try_from(offset)
            .ok()
            .filter(|o| o.checked_add(len).is_some_and(|end| end <= m.len))
            .ok_or_else(|| {
                format!(
                    "a memory write of {len} bytes at {offset} past the end of memory {id} \
                     ({} bytes)",
                    m.len
                )
            })
    }

    /// Copies `bytes` to `at` (from [`Mappings::check`] for this length) in memory `id`.
    /// Nothing is written where the range is not within the mapping.
    ///
    /// The caller makes sure no device reads those bytes meanwhile (replay waits for the
    /// devices to be idle): the copy itself is sound either way, as the device only sees
    /// the pages' bytes.
    pub(super) fn write(&mut self, id: u64, at: usize, bytes: &[u8]) {
        let Some(m) = self.by_id.get(&id) else { return };
        if at.checked_add(bytes.len()).is_none_or(|end| end > m.len) {
            return;
        }
        // SAFETY: `start + at + bytes.len() <= start + len`, which the mapping covers while
        // `m.map` lives (checked just above); `bytes` is a distinct buffer of this process.
        unsafe {
            std::ptr::copy_nonoverlapping(
                bytes.as_ptr(),
                m.map.as_ptr().add(m.start + at),
                bytes.len(),
            )
        };
    }

    /// The mapped allocations' ids and bytes, by id. The bytes are read from the shared
    /// pages: the caller makes sure no device writes them meanwhile.
    pub(super) fn each(&self) -> Vec<(u64, &[u8])> {
        let mut v: Vec<(u64, &[u8])> = self
            .by_id
            .iter()
            .map(|(&id, m)| {
                // SAFETY: the mapping covers `start + len` bytes while `m.map` lives, and the
                // slices borrow `self`, so no mapping is dropped while they live; this
                // process writes those bytes only through `&mut self`.
                let b = unsafe { std::slice::from_raw_parts(m.map.as_ptr().add(m.start), m.len) };
                (id, b)
            })
            .collect();
        v.sort_unstable_by_key(|&(id, _)| id);
        v
    }
}
