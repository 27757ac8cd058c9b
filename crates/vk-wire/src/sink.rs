//! Where the encoder writes: a caller's buffer, the end of a growing one, or nowhere (the size
//! functions count).

use crate::error::EncodeError;

/// Where encoded bytes go: a buffer, or nowhere (counting only).
pub(crate) trait Sink {
    fn pos(&self) -> usize;
    /// Appends `n` bytes read from `src`.
    ///
    /// # Safety
    /// `src` is readable for `n` bytes.
    unsafe fn put_raw(&mut self, src: *const u8, n: usize) -> Result<(), EncodeError>;
    fn put(&mut self, b: &[u8]) -> Result<(), EncodeError>;
    fn zero(&mut self, n: usize) -> Result<(), EncodeError>;
    /// Overwrites bytes already written at `at`.
    fn patch(&mut self, at: usize, b: &[u8]);
    fn put_u64(&mut self, v: u64) -> Result<(), EncodeError> {
        self.put(&v.to_le_bytes())
    }
    fn pad8(&mut self) -> Result<(), EncodeError> {
        let n = self.pos().wrapping_neg() & 7;
        self.zero(n)
    }
    fn patch_u64(&mut self, at: usize, v: u64) {
        self.patch(at, &v.to_le_bytes());
    }
}

/// Counts bytes.
pub(crate) struct Count(pub usize);

impl Sink for Count {
    fn pos(&self) -> usize {
        self.0
    }
    unsafe fn put_raw(&mut self, _src: *const u8, n: usize) -> Result<(), EncodeError> {
        self.zero(n)
    }
    fn put(&mut self, b: &[u8]) -> Result<(), EncodeError> {
        self.zero(b.len())
    }
    fn zero(&mut self, n: usize) -> Result<(), EncodeError> {
        self.0 = self.0.checked_add(n).ok_or(EncodeError::TooLarge)?;
        Ok(())
    }
    fn patch(&mut self, _at: usize, _b: &[u8]) {}
}

/// Writes into a caller's buffer.
pub(crate) struct Slice<'a> {
    pub buf: &'a mut [u8],
    pub pos: usize,
}

impl Slice<'_> {
    fn room(&mut self, n: usize) -> Result<usize, EncodeError> {
        let end = self.pos.checked_add(n).ok_or(EncodeError::TooLarge)?;
        if end > self.buf.len() {
            return Err(EncodeError::BufferTooSmall {
                need: end,
                have: self.buf.len(),
            });
        }
        Ok(end)
    }
}

impl Sink for Slice<'_> {
    fn pos(&self) -> usize {
        self.pos
    }
    unsafe fn put_raw(&mut self, src: *const u8, n: usize) -> Result<(), EncodeError> {
        let end = self.room(n)?;
        // SAFETY: the caller guarantees `src` is readable for `n` bytes; `room` checked that
        // `pos..end` lies in `buf`. Padding bytes copied here are zeroed by `Kind::Pad`
        // patches before the buffer is handed back.
        unsafe { std::ptr::copy_nonoverlapping(src, self.buf.as_mut_ptr().add(self.pos), n) };
        self.pos = end;
        Ok(())
    }
    fn put(&mut self, b: &[u8]) -> Result<(), EncodeError> {
        let end = self.room(b.len())?;
        self.buf[self.pos..end].copy_from_slice(b);
        self.pos = end;
        Ok(())
    }
    fn zero(&mut self, n: usize) -> Result<(), EncodeError> {
        let end = self.room(n)?;
        self.buf[self.pos..end].fill(0);
        self.pos = end;
        Ok(())
    }
    fn patch(&mut self, at: usize, b: &[u8]) {
        // Only called for ranges written before (inside a fixed part), so this is in bounds.
        if let Some(d) = self.buf.get_mut(at..at + b.len()) {
            d.copy_from_slice(b);
        }
    }
}

/// Appends to a growing buffer (a recording): one pass, no size computed first. Positions
/// count from `base`, where the message starts.
pub(crate) struct Append<'a> {
    pub v: &'a mut Vec<u8>,
    pub base: usize,
}

impl Sink for Append<'_> {
    fn pos(&self) -> usize {
        self.v.len() - self.base
    }
    unsafe fn put_raw(&mut self, src: *const u8, n: usize) -> Result<(), EncodeError> {
        self.v.reserve(n);
        let len = self.v.len();
        // SAFETY: the caller guarantees `src` is readable for `n` bytes; `reserve` made room
        // for them after `len`, and they are initialised before the length covers them.
        unsafe {
            std::ptr::copy_nonoverlapping(src, self.v.as_mut_ptr().add(len), n);
            self.v.set_len(len + n);
        }
        Ok(())
    }
    fn put(&mut self, b: &[u8]) -> Result<(), EncodeError> {
        self.v.extend_from_slice(b);
        Ok(())
    }
    fn zero(&mut self, n: usize) -> Result<(), EncodeError> {
        let end = self.v.len().checked_add(n).ok_or(EncodeError::TooLarge)?;
        self.v.resize(end, 0);
        Ok(())
    }
    fn patch(&mut self, at: usize, b: &[u8]) {
        let at = self.base + at;
        if let Some(d) = self.v.get_mut(at..at + b.len()) {
            d.copy_from_slice(b);
        }
    }
}
