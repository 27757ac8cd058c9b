//! Reading a trace: any bytes give records or an [`Error`].

use std::io::{self, Read};

use crate::error::Error;
use crate::format::{CHUNK_HEADER_LEN, ChunkHeader, FILE_HEADER_LEN, FILE_MAGIC, FORMAT_VERSION};
use crate::record::{self, Decoded, Record};

/// What a [`Reader`] may allocate for one chunk.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The largest uncompressed chunk accepted (default 256 MiB). A chunk's zstd frame may
    /// be at most zstd's bound for this many bytes. The reader holds one chunk at a time:
    /// its frame, its records decompressed, and the record being yielded.
    pub max_chunk_len: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_chunk_len: 256 << 20,
        }
    }
}

/// Reads a trace from `R` as an iterator of records. Unknown record kinds are skipped.
/// A chunk is checked whole (checksum, lengths, record count, every record) before any of
/// its records is yielded. After the first error the iterator ends.
#[derive(Debug)]
pub struct Reader<R: Read> {
    inner: R,
    limits: Limits,
    state: State,
    /// The current chunk's records, decompressed and checked whole.
    chunk: Vec<u8>,
    /// Where in `chunk` the next record starts.
    pos: usize,
    /// Records yielded so far.
    yielded: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Header,
    Chunks,
    Done,
}

impl<R: Read> Reader<R> {
    /// A reader with the default [`Limits`].
    pub fn new(inner: R) -> Self {
        Self::with_limits(inner, Limits::default())
    }

    /// A reader with `limits`.
    pub fn with_limits(inner: R, limits: Limits) -> Self {
        Self {
            inner,
            limits,
            state: State::Header,
            chunk: Vec::new(),
            pos: 0,
            yielded: 0,
        }
    }

    /// Records yielded so far.
    pub fn records_read(&self) -> u64 {
        self.yielded
    }

    fn truncated(&self) -> Error {
        Error::Truncated {
            after_records: self.yielded,
        }
    }

    fn corrupt(&self, reason: &'static str) -> Error {
        Error::Corrupt {
            after_records: self.yielded,
            reason,
        }
    }

    fn read_header(&mut self) -> Result<(), Error> {
        let mut b = [0u8; FILE_HEADER_LEN];
        if read_full(&mut self.inner, &mut b)? < FILE_HEADER_LEN {
            return Err(self.truncated());
        }
        if b[0..8] != FILE_MAGIC {
            return Err(Error::NotATrace);
        }
        let version = u32::from_le_bytes([b[8], b[9], b[10], b[11]]);
        let flags = u32::from_le_bytes([b[12], b[13], b[14], b[15]]);
        if version != FORMAT_VERSION || flags != 0 {
            return Err(Error::UnsupportedVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        Ok(())
    }

    /// Reads and checks the next chunk into `chunk`; `Ok(false)` at a clean end.
    fn read_chunk(&mut self) -> Result<bool, Error> {
        let mut hb = [0u8; CHUNK_HEADER_LEN];
        match read_full(&mut self.inner, &mut hb)? {
            0 => return Ok(false),
            CHUNK_HEADER_LEN => {}
            _ => return Err(self.truncated()),
        }
        let h = ChunkHeader::from_bytes(&hb).ok_or_else(|| self.corrupt("bad chunk magic"))?;
        let limit = self.limits.max_chunk_len;
        if h.uncompressed_len as usize > limit {
            return Err(Error::LimitExceeded {
                what: "uncompressed length",
                len: h.uncompressed_len.into(),
                limit: limit as u64,
            });
        }
        let frame_limit = zstd::zstd_safe::compress_bound(limit);
        if h.compressed_len as usize > frame_limit {
            return Err(Error::LimitExceeded {
                what: "compressed length",
                len: h.compressed_len.into(),
                limit: frame_limit as u64,
            });
        }

        // `take` bounds the read, so a short file allocates only what it holds.
        let mut frame = Vec::new();
        (&mut self.inner)
            .take(h.compressed_len.into())
            .read_to_end(&mut frame)?;
        if frame.len() < h.compressed_len as usize {
            return Err(self.truncated());
        }
        if crc32fast::hash(&frame) != h.checksum {
            return Err(self.corrupt("chunk checksum mismatch"));
        }

        let mut data = Vec::with_capacity(h.uncompressed_len as usize);
        zstd::bulk::Decompressor::new()?
            .decompress_to_buffer(&frame, &mut data)
            .map_err(|_| self.corrupt("chunk does not decompress to its length"))?;
        drop(frame);
        if data.len() != h.uncompressed_len as usize {
            return Err(self.corrupt("chunk does not decompress to its length"));
        }

        let mut count = 0u32;
        let mut pos = 0;
        while pos < data.len() {
            // Decoded here only to check it; `next_in_chunk` decodes it again to yield it.
            let (_, len) = record::decode(&data[pos..]).map_err(|r| self.corrupt(r))?;
            pos += len;
            count = count
                .checked_add(1)
                .ok_or_else(|| self.corrupt("more records than the chunk header says"))?;
        }
        if count != h.record_count {
            return Err(self.corrupt("record count differs from the chunk header"));
        }
        self.chunk = data;
        self.pos = 0;
        Ok(true)
    }

    /// The next known record of the current chunk, if any.
    fn next_in_chunk(&mut self) -> Option<Record> {
        while self.pos < self.chunk.len() {
            // `read_chunk` decoded every record of `chunk` without error.
            let (decoded, len) = record::decode(&self.chunk[self.pos..]).ok()?;
            self.pos += len;
            if let Decoded::Known(r) = decoded {
                return Some(r);
            }
        }
        None
    }
}

impl<R: Read> Iterator for Reader<R> {
    type Item = Result<Record, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.next_in_chunk() {
                self.yielded += 1;
                return Some(Ok(r));
            }
            let step = match self.state {
                State::Done => return None,
                State::Header => self.read_header().map(|()| true),
                State::Chunks => self.read_chunk(),
            };
            match step {
                Ok(true) => self.state = State::Chunks,
                Ok(false) => {
                    self.state = State::Done;
                    return None;
                }
                Err(e) => {
                    self.state = State::Done;
                    self.chunk = Vec::new();
                    return Some(Err(e));
                }
            }
        }
    }
}

/// Reads until `buf` is full or the input ends; returns the bytes read.
fn read_full(r: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}
