//! Message framing: `{u32 command, u32 flags, u32 size, u32 reserved}`, then `size` payload
//! bytes, then zero padding to the next multiple of 8.
//!
//! The header is the protocol's `{command, flags, size}` triple plus one reserved word that
//! must be zero; it keeps the payload 8-byte aligned (ring positions of frames are multiples
//! of 8, and the ring's data area is page-aligned). A frame's `size` is a `u32`; a message of
//! 4 GiB or more goes as several frames with [`FLAG_CONTINUED`] on all but the last, which
//! [`Writer::send`] and [`Reader::recv`] do for you.

use crate::error::{Corruption, Error, Result};
use crate::ring::{Reader, Writer};

/// Bytes of a frame header.
pub const FRAME_HEADER_SIZE: usize = 16;
/// Alignment of payloads and frames.
pub const FRAME_ALIGN: usize = 8;
/// Flag bit: the message continues in the next frame (same command).
pub const FLAG_CONTINUED: u32 = 1 << 31;

/// Why a frame header was rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FrameError {
    /// Fewer than [`FRAME_HEADER_SIZE`] bytes.
    #[error("frame header truncated")]
    Truncated,
    /// The reserved word is not zero.
    #[error("reserved word is {0:#x}, must be 0")]
    Reserved(u32),
    /// A continuation frame carries a different command than the first frame.
    #[error("continuation frame changed command")]
    CommandChanged,
}

/// A decoded frame header.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FrameHeader {
    /// Command id (the protocol's, opaque to this crate).
    pub command: u32,
    /// Flags (bit 31 is [`FLAG_CONTINUED`]; the rest are the protocol's).
    pub flags: u32,
    /// Payload bytes (without padding).
    pub size: u32,
}

/// `size` rounded up to [`FRAME_ALIGN`].
pub const fn padded(size: u64) -> u64 {
    (size + (FRAME_ALIGN as u64 - 1)) & !(FRAME_ALIGN as u64 - 1)
}

impl FrameHeader {
    /// The 16 header bytes.
    pub fn encode(&self) -> [u8; FRAME_HEADER_SIZE] {
        let mut b = [0u8; FRAME_HEADER_SIZE];
        b[0..4].copy_from_slice(&self.command.to_le_bytes());
        b[4..8].copy_from_slice(&self.flags.to_le_bytes());
        b[8..12].copy_from_slice(&self.size.to_le_bytes());
        b
    }

    /// Decodes the first 16 bytes of `bytes`.
    pub fn decode(bytes: &[u8]) -> Result<FrameHeader, FrameError> {
        let b: &[u8; FRAME_HEADER_SIZE] = bytes
            .get(..FRAME_HEADER_SIZE)
            .and_then(|s| s.try_into().ok())
            .ok_or(FrameError::Truncated)?;
        let w = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        if w(12) != 0 {
            return Err(FrameError::Reserved(w(12)));
        }
        Ok(FrameHeader {
            command: w(0),
            flags: w(4),
            size: w(8),
        })
    }

    /// Bytes of the whole frame: header, payload and padding.
    pub fn frame_len(&self) -> u64 {
        FRAME_HEADER_SIZE as u64 + padded(self.size as u64)
    }
}

/// One complete frame found in a byte slice by [`split_frame`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame<'a> {
    /// Its header.
    pub header: FrameHeader,
    /// Its payload (without padding).
    pub payload: &'a [u8],
    /// Bytes the whole frame occupies (header, payload, padding).
    pub len: usize,
}

/// Splits one complete frame off the front of `buf`: `Ok(Some(frame))`, `Ok(None)` if `buf`
/// holds only part of a frame, or an error for a malformed header.
pub fn split_frame(buf: &[u8]) -> Result<Option<Frame<'_>>, FrameError> {
    if buf.len() < FRAME_HEADER_SIZE {
        return Ok(None);
    }
    let h = FrameHeader::decode(buf)?;
    let len = h.frame_len();
    if (buf.len() as u64) < len {
        return Ok(None);
    }
    let payload = &buf[FRAME_HEADER_SIZE..FRAME_HEADER_SIZE + h.size as usize];
    Ok(Some(Frame {
        header: h,
        payload,
        len: len as usize,
    }))
}

fn frame_err(e: FrameError) -> Error {
    Error::Corrupt(Corruption::Frame(e))
}

impl Writer {
    /// Reserves a whole frame of `size` payload bytes, writes its header and padding, and
    /// returns the payload slice to encode into. Publish it with [`Writer::commit_frame`].
    /// The frame must fit the ring (`16 + size` rounded up to 8 ≤ capacity); bigger
    /// messages go through [`Writer::send`].
    pub fn reserve_frame(&mut self, command: u32, flags: u32, size: usize) -> Result<&mut [u8]> {
        let size32 = u32::try_from(size).map_err(|_| Error::TooLarge {
            requested: size as u64,
            max: u32::MAX as u64,
        })?;
        let hdr = FrameHeader {
            command,
            flags,
            size: size32,
        };
        let len = hdr.frame_len();
        if len > self.capacity() as u64 {
            return Err(Error::TooLarge {
                requested: len,
                max: self.capacity() as u64,
            });
        }
        let buf = self.reserve(len as usize)?;
        buf[..FRAME_HEADER_SIZE].copy_from_slice(&hdr.encode());
        buf[FRAME_HEADER_SIZE + size..].fill(0);
        Ok(&mut buf[FRAME_HEADER_SIZE..FRAME_HEADER_SIZE + size])
    }

    /// Publishes the frame reserved by [`Writer::reserve_frame`].
    pub fn commit_frame(&mut self) {
        self.commit_reserved();
    }

    /// Sends one message of any length. A message whose frame fits the ring is published
    /// with one commit (the reader never sees half of it); a larger one streams through.
    pub fn send(&mut self, command: u32, flags: u32, payload: &[u8]) -> Result<()> {
        self.send_split(
            command,
            flags,
            payload,
            u32::MAX as usize & !(FRAME_ALIGN - 1),
        )
    }

    #[doc(hidden)]
    /// [`Writer::send`] with a smaller per-frame limit (tests the continuation path).
    pub fn send_split(
        &mut self,
        command: u32,
        flags: u32,
        payload: &[u8],
        frame_limit: usize,
    ) -> Result<()> {
        let flags = flags & !FLAG_CONTINUED;
        let limit = frame_limit.clamp(FRAME_ALIGN, u32::MAX as usize) & !(FRAME_ALIGN - 1);
        let mut rest = payload;
        loop {
            let k = rest.len().min(limit);
            let more = k < rest.len();
            let f = if more { flags | FLAG_CONTINUED } else { flags };
            self.send_frame(command, f, &rest[..k])?;
            rest = &rest[k..];
            if !more {
                return Ok(());
            }
        }
    }

    fn send_frame(&mut self, command: u32, flags: u32, payload: &[u8]) -> Result<()> {
        let hdr = FrameHeader {
            command,
            flags,
            size: payload.len() as u32,
        };
        let len = hdr.frame_len();
        if len <= self.capacity() as u64 {
            let buf = self.reserve(len as usize)?;
            buf[..FRAME_HEADER_SIZE].copy_from_slice(&hdr.encode());
            buf[FRAME_HEADER_SIZE..FRAME_HEADER_SIZE + payload.len()].copy_from_slice(payload);
            buf[FRAME_HEADER_SIZE + payload.len()..].fill(0);
            self.commit(len as usize);
            return Ok(());
        }
        self.write_all(&hdr.encode())?;
        self.write_all(payload)?;
        let pad = (len as usize) - FRAME_HEADER_SIZE - payload.len();
        self.write_all(&[0u8; FRAME_ALIGN][..pad])
    }
}

impl Reader {
    /// Waits for the next frame and returns its header and payload without copying. The
    /// whole frame must fit the ring; otherwise [`Error::TooLarge`] (use [`Reader::recv`]).
    /// Release it with [`Reader::consume`]`(header.frame_len())`.
    pub fn wait_frame(&mut self) -> Result<(FrameHeader, &[u8])> {
        let hdr = self.wait_header()?;
        let len = hdr.frame_len();
        if len > self.capacity() as u64 {
            return Err(Error::TooLarge {
                requested: len,
                max: self.capacity() as u64,
            });
        }
        let buf = self.wait(len as usize)?;
        Ok((
            hdr,
            &buf[FRAME_HEADER_SIZE..FRAME_HEADER_SIZE + hdr.size as usize],
        ))
    }

    fn wait_header(&mut self) -> Result<FrameHeader> {
        let buf = self.wait(FRAME_HEADER_SIZE)?;
        match FrameHeader::decode(buf) {
            Ok(h) => Ok(h),
            Err(e) => {
                self.mark_fatal();
                Err(frame_err(e))
            }
        }
    }

    /// Receives one whole message (reassembling continuation frames) into `out` (cleared
    /// first), streaming it through the ring if it is larger. A message longer than
    /// `max_len` is refused with [`Error::TooLarge`] before anything is allocated, and the
    /// ring is marked fatal (the stream cannot be resynchronised by this end's caller).
    /// Returns the first frame's header with `size` = low 32 bits of the total and
    /// [`FLAG_CONTINUED`] cleared.
    pub fn recv(&mut self, max_len: usize, out: &mut Vec<u8>) -> Result<FrameHeader> {
        out.clear();
        let mut first: Option<FrameHeader> = None;
        loop {
            let hdr = self.wait_header()?;
            if let Some(f) = first {
                if f.command != hdr.command {
                    self.mark_fatal();
                    return Err(frame_err(FrameError::CommandChanged));
                }
            }
            let total = out.len() as u64 + hdr.size as u64;
            if total > max_len as u64 {
                self.mark_fatal();
                return Err(Error::TooLarge {
                    requested: total,
                    max: max_len as u64,
                });
            }
            let start = out.len();
            out.try_reserve_exact(hdr.size as usize)
                .map_err(|_| Error::TooLarge {
                    requested: total,
                    max: max_len as u64,
                })?;
            out.resize(start + hdr.size as usize, 0);
            let len = hdr.frame_len();
            if len <= self.capacity() as u64 {
                let buf = self.wait(len as usize)?;
                out[start..].copy_from_slice(
                    &buf[FRAME_HEADER_SIZE..FRAME_HEADER_SIZE + hdr.size as usize],
                );
                self.consume(len as usize);
            } else {
                self.consume(FRAME_HEADER_SIZE);
                self.read_exact(&mut out[start..])?;
                self.skip(padded(hdr.size as u64) - hdr.size as u64)?;
            }
            let f = *first.get_or_insert(hdr);
            if hdr.flags & FLAG_CONTINUED == 0 {
                return Ok(FrameHeader {
                    command: f.command,
                    flags: f.flags & !FLAG_CONTINUED,
                    size: out.len() as u32,
                });
            }
        }
    }
}
