//! Finding what changed in mapped memory: a hash per [`PAGE`] of each allocation, kept from
//! one capture point to the next; at a capture point every page is hashed again and the
//! pages whose hash differs are returned as runs of bytes (adjacent pages merged, up to
//! [`MAX_RUN`] bytes a run).
//!
//! The hash is XXH3's 64-bit one (`xxhash-rust`), which reads a page at memory speed: a
//! change is missed only if the changed page collides with the old one in 64 bits.
//!
//! The memory is shared with the application (and the device), which may write it while it
//! is hashed: a run's bytes are copied first and its stored hashes are of the copy, so what
//! the trace records and what the next capture point compares against agree, and a write
//! that landed meanwhile shows up at the next capture point.
//!
//! Where the client reports the pages the application wrote ([`vk_wire::relay::WRITTEN`]),
//! nothing is hashed: [`Dirty`] keeps a bit per page, and a capture point copies the marked
//! pages alone.

use std::ops::Range;

/// The page the change finder hashes (4 KiB, whatever the system's page size).
pub const PAGE: usize = 4096;

/// The longest run one change makes; longer stretches of changed pages are cut into runs of
/// this size, so that no trace record grows past a few chunks' worth.
pub const MAX_RUN: usize = 1 << 20;

/// The hash of `n` bytes at `p`.
///
/// # Safety
/// `p` is readable for `n` bytes (others may write them meanwhile: a torn read only changes
/// the hash).
unsafe fn hash(p: *const u8, n: usize) -> u64 {
    // SAFETY: caller. Another process may write the bytes meanwhile; the hash reads each
    // once, so such a write only changes the result.
    xxhash_rust::xxh3::xxh3_64(unsafe { std::slice::from_raw_parts(p, n) })
}

/// The hash of bytes this process owns.
fn hash_of(b: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(b)
}

/// Bytes that changed since the last capture point: `bytes` at `offset` of the allocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// Where the bytes start in the allocation (a multiple of [`PAGE`]).
    pub offset: u64,
    /// The bytes, as they were read.
    pub bytes: Vec<u8>,
}

/// The page hashes of one allocation of `len` bytes (its last page may be partial).
#[derive(Debug, Clone)]
pub struct Pages {
    len: usize,
    hashes: Vec<u64>,
}

impl Pages {
    /// The hashes of the `len` bytes at `base` as they are now: what later changes are found
    /// against.
    ///
    /// # Safety
    /// `base` is readable for `len` bytes (others may write them meanwhile).
    pub unsafe fn baseline(base: *const u8, len: usize) -> Pages {
        let hashes = (0..len.div_ceil(PAGE))
            .map(|i| {
                let start = i * PAGE;
                // SAFETY: caller: page `i` lies within `len` bytes.
                unsafe { hash(base.add(start), PAGE.min(len - start)) }
            })
            .collect();
        Pages { len, hashes }
    }

    /// The allocation's length.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the allocation is empty (then nothing ever changes).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Hashes the pages `pages` (those within the allocation) at `base` again as they are
    /// now, without returning their bytes: the device wrote them, and replay's device writes
    /// them again ([`super::writes`]). The bytes they hold.
    ///
    /// # Safety
    /// `base` is readable for [`Pages::len`] bytes (others may write them meanwhile).
    pub unsafe fn rehash(&mut self, base: *const u8, pages: Range<usize>) -> usize {
        let end = pages.end.min(self.hashes.len());
        let mut bytes = 0;
        for i in pages.start.min(end)..end {
            let start = i * PAGE;
            let n = PAGE.min(self.len - start);
            // SAFETY: caller: page `i` lies within `len` bytes.
            self.hashes[i] = unsafe { hash(base.add(start), n) };
            bytes += n;
        }
        bytes
    }

    /// The runs of pages whose bytes at `base` changed since the baseline or the previous
    /// call, in offset order; the hashes now describe the bytes returned.
    ///
    /// # Safety
    /// `base` is readable for [`Pages::len`] bytes (others may write them meanwhile).
    pub unsafe fn changes(&mut self, base: *const u8) -> Vec<Run> {
        // SAFETY: caller.
        unsafe { self.changes_except(base, &[]) }
    }

    /// [`Pages::changes`], leaving out the pages in `skip` (ranges of page indices, in
    /// ascending order): their hashes stay as they were, so a change there is found later.
    ///
    /// # Safety
    /// As [`Pages::changes`].
    pub unsafe fn changes_except(&mut self, base: *const u8, skip: &[Range<usize>]) -> Vec<Run> {
        let mut runs: Vec<Run> = Vec::new();
        // The page after the last one appended to the last run, if it may grow.
        let mut open: Option<usize> = None;
        let mut skip = skip.iter().peekable();
        for i in 0..self.hashes.len() {
            while skip.next_if(|r| r.end <= i).is_some() {}
            if skip.peek().is_some_and(|r| r.contains(&i)) {
                open = None;
                continue;
            }
            let start = i * PAGE;
            let n = PAGE.min(self.len - start);
            // SAFETY: caller: page `i` lies within `len` bytes.
            let p = unsafe { base.add(start) };
            // SAFETY: as above.
            if unsafe { hash(p, n) } == self.hashes[i] {
                open = None;
                continue;
            }
            let extend = matches!(
                (open, runs.last()),
                (Some(next), Some(r)) if next == i && r.bytes.len() + n <= MAX_RUN
            );
            if !extend {
                runs.push(Run {
                    offset: start as u64,
                    bytes: Vec::with_capacity(n),
                });
            }
            let run = runs.last_mut().expect("a run was just pushed or is open");
            let at = run.bytes.len();
            run.bytes.reserve(n);
            // SAFETY: as above; the run's buffer has room for `n` more bytes and is distinct
            // from the mapping. The bytes are copied first and hashed from the copy.
            unsafe {
                std::ptr::copy_nonoverlapping(p, run.bytes.as_mut_ptr().add(at), n);
                run.bytes.set_len(at + n);
            }
            self.hashes[i] = hash_of(&run.bytes[at..]);
            open = Some(i + 1);
        }
        runs
    }
}

/// The pages of one allocation of `len` bytes that the client reported written since the
/// last capture point: a bit per [`PAGE`].
#[derive(Debug, Clone)]
pub struct Dirty {
    len: usize,
    bits: Vec<u64>,
    /// Whether any bit is set.
    any: bool,
}

impl Dirty {
    /// No page of `len` bytes written.
    pub fn new(len: usize) -> Dirty {
        Dirty {
            len,
            bits: vec![0; len.div_ceil(PAGE).div_ceil(64)],
            any: false,
        }
    }

    /// Marks the pages that bytes `offset..offset + length` touch (clamped to the
    /// allocation; the range is the client's, untrusted).
    pub fn mark(&mut self, offset: u64, length: u64) {
        let len = self.len as u64;
        let end = offset.saturating_add(length).min(len);
        if offset >= end {
            return;
        }
        // Both ends lie within `len`, which is a `usize`.
        let (first, last) = (
            (offset / PAGE as u64) as usize,
            ((end - 1) / PAGE as u64) as usize,
        );
        for i in first..=last {
            self.bits[i / 64] |= 1 << (i % 64);
        }
        self.any = true;
    }

    /// Marks every page.
    pub fn mark_all(&mut self) {
        self.mark(0, self.len as u64);
    }

    /// Forgets the marks.
    pub fn clear(&mut self) {
        if self.any {
            self.bits.iter_mut().for_each(|b| *b = 0);
            self.any = false;
        }
    }

    fn is_marked(&self, i: usize) -> bool {
        self.bits[i / 64] & (1 << (i % 64)) != 0
    }

    /// The marked pages' bytes at `base` as they are now, as runs (adjacent pages merged, up
    /// to [`MAX_RUN`] bytes a run, in offset order); the marks are cleared.
    ///
    /// # Safety
    /// `base` is readable for the allocation's length (others may write it meanwhile).
    pub unsafe fn take(&mut self, base: *const u8) -> Vec<Run> {
        let mut runs: Vec<Run> = Vec::new();
        if !self.any {
            return runs;
        }
        let mut open = false;
        for i in 0..self.len.div_ceil(PAGE) {
            if !self.is_marked(i) {
                open = false;
                continue;
            }
            let start = i * PAGE;
            let n = PAGE.min(self.len - start);
            if !(open && runs.last().is_some_and(|r| r.bytes.len() + n <= MAX_RUN)) {
                runs.push(Run {
                    offset: start as u64,
                    bytes: Vec::with_capacity(n),
                });
            }
            let run = runs.last_mut().expect("a run was just pushed or is open");
            // SAFETY: caller: page `i` lies within the allocation, readable at `base`.
            let page = unsafe { std::slice::from_raw_parts(base.add(start), n) };
            run.bytes.extend_from_slice(page);
            open = true;
        }
        self.clear();
        runs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn baseline(v: &[u8]) -> Pages {
        // SAFETY: `v` is readable for its length.
        unsafe { Pages::baseline(v.as_ptr(), v.len()) }
    }

    fn changes(p: &mut Pages, v: &[u8]) -> Vec<Run> {
        assert_eq!(p.len(), v.len());
        // SAFETY: as above.
        unsafe { p.changes(v.as_ptr()) }
    }

    #[test]
    fn no_change_gives_nothing() {
        let v: Vec<u8> = (0..5 * PAGE).map(|i| (i * 7) as u8).collect();
        let mut p = baseline(&v);
        assert!(changes(&mut p, &v).is_empty());
        assert!(changes(&mut p, &v).is_empty());
    }

    #[test]
    fn one_byte_gives_its_page() {
        let mut v = vec![0u8; 4 * PAGE];
        let mut p = baseline(&v);
        v[2 * PAGE + 123] = 9;
        let runs = changes(&mut p, &v);
        assert_eq!(
            runs,
            vec![Run {
                offset: 2 * PAGE as u64,
                bytes: v[2 * PAGE..3 * PAGE].to_vec()
            }]
        );
        // Found once: the hashes now describe the new bytes.
        assert!(changes(&mut p, &v).is_empty());
        // Changed back: found again.
        v[2 * PAGE + 123] = 0;
        assert_eq!(changes(&mut p, &v).len(), 1);
    }

    #[test]
    fn adjacent_pages_merge_and_others_do_not() {
        let mut v = vec![1u8; 6 * PAGE];
        let mut p = baseline(&v);
        v[PAGE] = 2; // page 1
        v[3 * PAGE - 1] = 2; // page 2
        v[5 * PAGE + 8] = 2; // page 5
        let runs = changes(&mut p, &v);
        assert_eq!(runs.len(), 2, "{:?}", runs.iter().map(|r| r.offset));
        assert_eq!(runs[0].offset, PAGE as u64);
        assert_eq!(runs[0].bytes, v[PAGE..3 * PAGE]);
        assert_eq!(runs[1].offset, 5 * PAGE as u64);
        assert_eq!(runs[1].bytes, v[5 * PAGE..]);
    }

    #[test]
    fn memory_smaller_than_a_page() {
        let mut v = vec![0u8; 100];
        let mut p = baseline(&v);
        assert!(changes(&mut p, &v).is_empty());
        v[99] = 1;
        assert_eq!(
            changes(&mut p, &v),
            vec![Run {
                offset: 0,
                bytes: v.clone()
            }]
        );
        // A partial last page of a larger allocation too.
        let mut w = vec![0u8; PAGE + 10];
        let mut q = baseline(&w);
        w[PAGE + 9] = 3;
        assert_eq!(
            changes(&mut q, &w),
            vec![Run {
                offset: PAGE as u64,
                bytes: w[PAGE..].to_vec()
            }]
        );
    }

    #[test]
    fn long_stretches_are_cut_at_the_run_limit() {
        let pages = MAX_RUN / PAGE + 3;
        let mut v = vec![0u8; pages * PAGE];
        let mut p = baseline(&v);
        v.iter_mut().for_each(|b| *b = 5);
        let runs = changes(&mut p, &v);
        assert_eq!(runs.len(), 2);
        assert_eq!(runs[0].bytes.len(), MAX_RUN);
        assert_eq!(runs[1].offset, MAX_RUN as u64);
        assert_eq!(runs[1].bytes.len(), 3 * PAGE);
    }

    #[test]
    fn skipped_pages_keep_their_hashes_until_rehashed() {
        let mut v = vec![0u8; 6 * PAGE];
        let mut p = baseline(&v);
        for i in 0..6 {
            v[i * PAGE] = 1;
        }
        // SAFETY: `v` is readable for its length.
        let runs = unsafe { p.changes_except(v.as_ptr(), &[1..3, 4..5]) };
        assert_eq!(
            runs.iter()
                .map(|r| (r.offset as usize / PAGE, r.bytes.len() / PAGE))
                .collect::<Vec<_>>(),
            [(0, 1), (3, 1), (5, 1)]
        );
        // Not skipped any more: still changed.
        assert_eq!(changes(&mut p, &v).len(), 2);
        // Rehashed: taken as they are, nothing to record.
        v[2 * PAGE] = 2;
        // SAFETY: as above.
        assert_eq!(unsafe { p.rehash(v.as_ptr(), 2..100) }, 4 * PAGE);
        assert!(changes(&mut p, &v).is_empty());
    }

    #[test]
    fn empty_memory_never_changes() {
        let mut p = baseline(&[]);
        assert!(p.is_empty());
        assert!(changes(&mut p, &[]).is_empty());
    }

    #[test]
    fn dirty_pages_copy_what_was_marked() {
        let v: Vec<u8> = (0..5 * PAGE + 10).map(|i| (i * 3) as u8).collect();
        let mut d = Dirty::new(v.len());
        // SAFETY: `v` is readable for its length.
        assert!(unsafe { d.take(v.as_ptr()) }.is_empty());
        d.mark(PAGE as u64 + 5, 1); // page 1
        d.mark(2 * PAGE as u64, PAGE as u64 + 1); // pages 2 and 3
        d.mark(5 * PAGE as u64 + 9, 1000); // the partial last page, clamped
        d.mark(u64::MAX - 1, 10); // past the end: nothing
        d.mark(0, 0); // empty: nothing
        // SAFETY: as above.
        let runs = unsafe { d.take(v.as_ptr()) };
        assert_eq!(
            runs,
            vec![
                Run {
                    offset: PAGE as u64,
                    bytes: v[PAGE..4 * PAGE].to_vec()
                },
                Run {
                    offset: 5 * PAGE as u64,
                    bytes: v[5 * PAGE..].to_vec()
                }
            ]
        );
        // Taken once: clear.
        // SAFETY: as above.
        assert!(unsafe { d.take(v.as_ptr()) }.is_empty());
        let mut big = Dirty::new(MAX_RUN + 2 * PAGE);
        big.mark_all();
        let w = vec![1u8; MAX_RUN + 2 * PAGE];
        // SAFETY: `w` is readable for its length.
        let runs = unsafe { big.take(w.as_ptr()) };
        assert_eq!(runs.len(), 2);
        assert_eq!(runs[0].bytes.len(), MAX_RUN);
        assert_eq!(runs[1].bytes.len(), 2 * PAGE);
    }

    proptest::proptest! {
        /// Whatever bytes change, the runs hold exactly the changed pages' new bytes: applied
        /// to the old memory they give the new one.
        #[test]
        fn runs_rebuild_the_new_memory(
            len in 0usize..5 * PAGE,
            writes in proptest::collection::vec((0usize..5 * PAGE, 1u8..=255), 0..20),
        ) {
            let old = vec![0u8; len];
            let mut new = old.clone();
            for (at, b) in writes {
                if at < len {
                    new[at] = new[at].wrapping_add(b);
                }
            }
            let mut p = baseline(&old);
            let mut rebuilt = old.clone();
            for run in changes(&mut p, &new) {
                let at = run.offset as usize;
                proptest::prop_assert_eq!(at % PAGE, 0);
                rebuilt[at..at + run.bytes.len()].copy_from_slice(&run.bytes);
            }
            proptest::prop_assert_eq!(rebuilt, new);
        }
    }
}
