//! Writing a trace: records are buffered and cut into chunks.

use std::io::{self, Write};

use crate::format::{ChunkHeader, file_header};
use crate::reader::Limits;
use crate::record::Record;

/// How a [`Writer`] cuts and compresses chunks.
#[derive(Debug, Clone, Copy)]
pub struct WriterOptions {
    /// A chunk is cut once its records reach this many bytes (default 1 MiB). A smaller
    /// chunk loses less to a crash; a larger one compresses better.
    pub chunk_threshold: usize,
    /// No chunk's records exceed this many bytes; a record that alone would is refused.
    /// Default: [`Limits::default`]'s, so that a default reader reads every chunk.
    pub max_chunk_len: usize,
    /// The zstd level (default 3).
    pub level: i32,
}

impl Default for WriterOptions {
    fn default() -> Self {
        Self {
            chunk_threshold: 1 << 20,
            max_chunk_len: Limits::default().max_chunk_len,
            level: 3,
        }
    }
}

/// Writes a trace to `W`: the file header at once, then a chunk whenever the buffered
/// records reach the threshold, on [`Writer::flush`] and on [`Writer::finish`]. Records
/// still buffered when the writer is dropped without `finish` are lost.
pub struct Writer<W: Write> {
    inner: W,
    options: WriterOptions,
    /// One zstd context for every chunk (a capture cuts a small chunk every frame).
    zstd: zstd::bulk::Compressor<'static>,
    /// Encoded records of the chunk being built; never more than `options.max_chunk_len`.
    buf: Vec<u8>,
    /// Records in `buf`.
    count: u32,
}

impl<W: Write + std::fmt::Debug> std::fmt::Debug for Writer<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("inner", &self.inner)
            .field("options", &self.options)
            .field("buffered", &self.buf.len())
            .field("count", &self.count)
            .finish()
    }
}

impl<W: Write> Writer<W> {
    /// A writer with the default options; writes the file header.
    pub fn new(inner: W) -> io::Result<Self> {
        Self::with_options(inner, WriterOptions::default())
    }

    /// A writer with `options`; writes the file header.
    pub fn with_options(mut inner: W, mut options: WriterOptions) -> io::Result<Self> {
        // Chunk lengths are u32 on disk.
        options.max_chunk_len = options.max_chunk_len.min(u32::MAX as usize);
        let zstd = zstd::bulk::Compressor::new(options.level)?;
        inner.write_all(&file_header())?;
        Ok(Self {
            inner,
            options,
            zstd,
            buf: Vec::new(),
            count: 0,
        })
    }

    /// Buffers `record`, cutting a chunk first if it would not fit and after if the
    /// threshold is reached. A record longer than `max_chunk_len` is `InvalidInput`.
    pub fn write(&mut self, record: &Record) -> io::Result<()> {
        let len = record.encoded_len();
        if len > self.options.max_chunk_len {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "trace record of {len} bytes exceeds the chunk limit of {}",
                    self.options.max_chunk_len
                ),
            ));
        }
        if self.buf.len() + len > self.options.max_chunk_len || self.count == u32::MAX {
            self.cut_chunk()?;
        }
        record.encode(&mut self.buf);
        self.count += 1;
        if self.buf.len() >= self.options.chunk_threshold {
            self.cut_chunk()?;
        }
        Ok(())
    }

    /// Cuts a chunk of the buffered records (if any) and flushes `W`: everything written
    /// so far is readable even if the process dies next.
    pub fn flush(&mut self) -> io::Result<()> {
        self.cut_chunk()?;
        self.inner.flush()
    }

    /// Writes the last chunk, flushes and returns `W`.
    pub fn finish(mut self) -> io::Result<W> {
        self.flush()?;
        Ok(self.inner)
    }

    /// The underlying writer.
    pub fn get_ref(&self) -> &W {
        &self.inner
    }

    fn cut_chunk(&mut self) -> io::Result<()> {
        if self.count == 0 {
            return Ok(());
        }
        let frame = self.zstd.compress(&self.buf)?;
        let header = ChunkHeader {
            compressed_len: u32::try_from(frame.len())
                .map_err(|_| io::Error::other("compressed trace chunk exceeds 4 GiB"))?,
            record_count: self.count,
            // `buf` never exceeds `max_chunk_len`, which is clamped to u32::MAX.
            uncompressed_len: self.buf.len() as u32,
            checksum: crc32fast::hash(&frame),
        };
        self.inner.write_all(&header.to_bytes())?;
        self.inner.write_all(&frame)?;
        self.buf.clear();
        self.count = 0;
        Ok(())
    }
}
