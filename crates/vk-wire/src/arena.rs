//! A bump arena for decoded structures: 8-byte aligned blocks that stay put until
//! [`Arena::reset`].

use crate::error::{DecodeError, DecodeErrorKind};
use std::cell::{Cell, UnsafeCell};

const CHUNK_WORDS: usize = 8192;

/// Memory for decoded structures. Allocation takes `&self`, so decoded values can borrow the
/// arena while more is decoded; [`Arena::reset`] (which needs `&mut self`) frees everything.
///
/// The arena has a byte limit (1 GiB by default): a request that would exceed it fails with
/// [`DecodeErrorKind::TooLarge`] instead of allocating.
#[derive(Debug)]
pub struct Arena {
    /// Chunks of zero-initialised words. Invariant: a chunk is never freed or moved while
    /// the arena lives, except by `reset` (which takes `&mut self`).
    /// (Raw pointers, not boxes, so that handing out a block never re-borrows a whole chunk
    /// that earlier blocks live in.)
    chunks: UnsafeCell<Vec<(*mut u64, usize)>>,
    /// Index of the chunk being filled.
    cur: Cell<usize>,
    /// Words used in the current chunk.
    used: Cell<usize>,
    /// Bytes handed out since the last reset.
    total: Cell<usize>,
    limit: usize,
}

impl Default for Arena {
    fn default() -> Self {
        Arena::new()
    }
}

impl Arena {
    /// An empty arena with the default limit.
    pub fn new() -> Arena {
        Arena::with_limit(1 << 30)
    }

    /// An empty arena that hands out at most `limit` bytes between resets.
    pub fn with_limit(limit: usize) -> Arena {
        Arena {
            chunks: UnsafeCell::new(Vec::new()),
            cur: Cell::new(0),
            used: Cell::new(0),
            total: Cell::new(0),
            limit,
        }
    }

    /// Bytes handed out since the last reset.
    pub fn allocated(&self) -> usize {
        self.total.get()
    }

    /// Frees everything (keeps the chunks for reuse).
    pub fn reset(&mut self) {
        self.cur.set(0);
        self.used.set(0);
        self.total.set(0);
    }

    /// An 8-aligned block of `bytes` bytes, zeroed when `zero` (otherwise it holds old but
    /// initialised bytes).
    #[inline]
    pub(crate) fn alloc(&self, bytes: usize, zero: bool) -> Result<*mut u8, DecodeError> {
        // Fast path: room in the current chunk.
        let words = bytes.div_ceil(8).max(1);
        // Wrapping: a huge request wraps to a small total here, but then fails the size test
        // and is refused by `alloc_slow`.
        let total = self.total.get().wrapping_add(words.wrapping_mul(8));
        if bytes <= CHUNK_WORDS * 8 && total <= self.limit {
            // SAFETY: see `alloc_slow`; no reference to the Vec escapes.
            let chunks = unsafe { &*self.chunks.get() };
            if let Some(&(ptr, len)) = chunks.get(self.cur.get()) {
                let used = self.used.get();
                if len - used >= words {
                    self.used.set(used + words);
                    self.total.set(total);
                    // SAFETY: `used + words <= len`: the block lies in the chunk and was not
                    // handed out since the last reset.
                    let block = unsafe { ptr.add(used) };
                    if zero {
                        // SAFETY: as above.
                        unsafe { block.write_bytes(0, words) };
                    }
                    return Ok(block.cast());
                }
            }
        }
        self.alloc_slow(bytes, zero)
    }

    #[cold]
    fn alloc_slow(&self, bytes: usize, zero: bool) -> Result<*mut u8, DecodeError> {
        if bytes > self.limit {
            return Err(DecodeError::new(DecodeErrorKind::TooLarge, "arena"));
        }
        let words = bytes.div_ceil(8).max(1);
        let total = self.total.get().saturating_add(words * 8);
        if total > self.limit {
            return Err(DecodeError::new(DecodeErrorKind::TooLarge, "arena"));
        }
        self.total.set(total);
        // SAFETY: the arena is !Sync and this is the only place (besides Drop) that touches
        // `chunks`; no reference to the Vec escapes, only pointers into the chunks, which do
        // not move when the Vec grows.
        let chunks = unsafe { &mut *self.chunks.get() };
        loop {
            let cur = self.cur.get();
            if cur >= chunks.len() {
                chunks.push(new_chunk(words));
            }
            let (ptr, len) = chunks[cur];
            let used = self.used.get();
            if len - used >= words {
                self.used.set(used + words);
                // SAFETY: `used + words <= len`, so the block lies inside the chunk; the block
                // was never handed out since the last reset (which required `&mut self`, so no
                // earlier block is still borrowed).
                let block = unsafe { ptr.add(used) };
                if zero {
                    // SAFETY: as above; the block is `words` words of this chunk.
                    unsafe { block.write_bytes(0, words) };
                }
                return Ok(block.cast());
            }
            if cur + 1 < chunks.len() && chunks[cur + 1].1 < words {
                // A reused small chunk cannot hold this block: put a big one in its place.
                let old = std::mem::replace(&mut chunks[cur + 1], new_chunk(words));
                free_chunk(old);
            }
            self.cur.set(cur + 1);
            self.used.set(0);
        }
    }
}

fn new_chunk(words: usize) -> (*mut u64, usize) {
    let b: Box<[u64]> = vec![0u64; words.max(CHUNK_WORDS)].into_boxed_slice();
    let len = b.len();
    (Box::into_raw(b).cast::<u64>(), len)
}

fn free_chunk((ptr, len): (*mut u64, usize)) {
    // SAFETY: `(ptr, len)` came from `Box::into_raw` of a `Box<[u64]>` of `len` words in
    // `new_chunk` and is freed once.
    drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) });
}

impl Drop for Arena {
    fn drop(&mut self) {
        for c in self.chunks.get_mut().drain(..) {
            free_chunk(c);
        }
    }
}

// SAFETY: the arena owns its chunks exclusively (no shared state with other arenas); moving
// it to another thread moves that ownership. It is not Sync (Cell/UnsafeCell).
unsafe impl Send for Arena {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_requests_are_refused_not_overflowed() {
        let a = Arena::with_limit(1 << 20);
        for bytes in [
            usize::MAX,
            usize::MAX - 7,
            usize::MAX / 4 + 1,
            (1 << 20) + 1,
        ] {
            assert_eq!(
                a.alloc(bytes, false).unwrap_err().kind(),
                DecodeErrorKind::TooLarge
            );
        }
        assert!(a.alloc(1 << 19, true).is_ok());
    }
}
