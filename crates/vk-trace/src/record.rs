//! The records and their encoding: `u8` kind, `u32` body length, body.

use crate::format::RECORD_HEADER_LEN;

/// One entry of a trace. Byte fields are carried as they are: the trace does not interpret
/// requests, replies or memory.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Record {
    /// What the capture ran on (kind 1).
    Environment {
        /// The renderer's version.
        renderer_version: String,
        /// The driver's name.
        driver_name: String,
        /// The driver's version, as the driver reports it.
        driver_version: String,
        /// The physical device's name.
        device_name: String,
        /// Free text: the repairs and the configuration in effect.
        config: String,
    },
    /// A client opened a stream (kind 2). Stream ids are unique within a trace.
    StreamOpened {
        /// The client (one application connection).
        client: u32,
        /// The stream.
        stream: u32,
    },
    /// A stream was closed (kind 3).
    StreamClosed {
        /// The client.
        client: u32,
        /// The stream.
        stream: u32,
    },
    /// A message a client sent (kind 4).
    Request {
        /// The stream it came on.
        stream: u32,
        /// Its position in the order of all requests of all streams.
        sequence: u64,
        /// The message, as it came off the ring.
        bytes: Vec<u8>,
    },
    /// The renderer's reply to a request (kind 5).
    Reply {
        /// The request's stream.
        stream: u32,
        /// The request's sequence number.
        sequence: u64,
        /// The reply, as it went onto the ring.
        bytes: Vec<u8>,
    },
    /// Bytes a client wrote into mapped memory since the last capture point (kind 6).
    MemoryWrite {
        /// The client.
        client: u32,
        /// The memory object, by the client's id for it.
        memory: u64,
        /// The offset of `bytes` in the memory object.
        offset: u64,
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// The start of a frame (kind 7).
    Frame {
        /// The frame's number.
        number: u64,
    },
    /// The opaque capture address the driver gave an object made for device addresses
    /// (kind 8), written before the request that made it: replay makes the object at the
    /// same address.
    OpaqueAddress {
        /// The client.
        client: u32,
        /// What the object is.
        object: AddressObject,
        /// The object, by the client's id for it.
        id: u64,
        /// What `vkGetBufferOpaqueCaptureAddress` or `vkGetDeviceMemoryOpaqueCaptureAddress`
        /// returned for it.
        address: u64,
    },
}

/// The kind of object an [`Record::OpaqueAddress`] names (its `object` byte).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AddressObject {
    /// A `VkBuffer` (byte 1).
    Buffer,
    /// A `VkDeviceMemory` (byte 2).
    Memory,
}

impl AddressObject {
    /// Its byte in the record.
    pub fn to_byte(self) -> u8 {
        match self {
            AddressObject::Buffer => 1,
            AddressObject::Memory => 2,
        }
    }

    /// The object of byte `b`, if it names one.
    pub fn from_byte(b: u8) -> Option<Self> {
        match b {
            1 => Some(AddressObject::Buffer),
            2 => Some(AddressObject::Memory),
            _ => None,
        }
    }
}

pub(crate) const KIND_ENVIRONMENT: u8 = 1;
pub(crate) const KIND_STREAM_OPENED: u8 = 2;
pub(crate) const KIND_STREAM_CLOSED: u8 = 3;
pub(crate) const KIND_REQUEST: u8 = 4;
pub(crate) const KIND_REPLY: u8 = 5;
pub(crate) const KIND_MEMORY_WRITE: u8 = 6;
pub(crate) const KIND_FRAME: u8 = 7;
pub(crate) const KIND_OPAQUE_ADDRESS: u8 = 8;

impl Record {
    /// The record's kind byte.
    pub fn kind(&self) -> u8 {
        match self {
            Record::Environment { .. } => KIND_ENVIRONMENT,
            Record::StreamOpened { .. } => KIND_STREAM_OPENED,
            Record::StreamClosed { .. } => KIND_STREAM_CLOSED,
            Record::Request { .. } => KIND_REQUEST,
            Record::Reply { .. } => KIND_REPLY,
            Record::MemoryWrite { .. } => KIND_MEMORY_WRITE,
            Record::Frame { .. } => KIND_FRAME,
            Record::OpaqueAddress { .. } => KIND_OPAQUE_ADDRESS,
        }
    }

    /// Bytes of the encoded record, header included.
    pub fn encoded_len(&self) -> usize {
        RECORD_HEADER_LEN
            + match self {
                Record::Environment {
                    renderer_version,
                    driver_name,
                    driver_version,
                    device_name,
                    config,
                } => [
                    renderer_version,
                    driver_name,
                    driver_version,
                    device_name,
                    config,
                ]
                .iter()
                .map(|s| 4 + s.len())
                .sum(),
                Record::StreamOpened { .. } | Record::StreamClosed { .. } => 8,
                Record::Request { bytes, .. } | Record::Reply { bytes, .. } => 12 + bytes.len(),
                Record::MemoryWrite { bytes, .. } => 20 + bytes.len(),
                Record::Frame { .. } => 8,
                Record::OpaqueAddress { .. } => 21,
            }
    }

    /// Appends the encoded record to `out`. The caller keeps `encoded_len()` within `u32`.
    pub(crate) fn encode(&self, out: &mut Vec<u8>) {
        let body_len = self.encoded_len() - RECORD_HEADER_LEN;
        out.push(self.kind());
        // The writer refuses records whose encoding exceeds its chunk limit (< 4 GiB).
        out.extend_from_slice(&(body_len as u32).to_le_bytes());
        match self {
            Record::Environment {
                renderer_version,
                driver_name,
                driver_version,
                device_name,
                config,
            } => {
                for s in [
                    renderer_version,
                    driver_name,
                    driver_version,
                    device_name,
                    config,
                ] {
                    out.extend_from_slice(&(s.len() as u32).to_le_bytes());
                    out.extend_from_slice(s.as_bytes());
                }
            }
            Record::StreamOpened { client, stream } | Record::StreamClosed { client, stream } => {
                out.extend_from_slice(&client.to_le_bytes());
                out.extend_from_slice(&stream.to_le_bytes());
            }
            Record::Request {
                stream,
                sequence,
                bytes,
            }
            | Record::Reply {
                stream,
                sequence,
                bytes,
            } => {
                out.extend_from_slice(&stream.to_le_bytes());
                out.extend_from_slice(&sequence.to_le_bytes());
                out.extend_from_slice(bytes);
            }
            Record::MemoryWrite {
                client,
                memory,
                offset,
                bytes,
            } => {
                out.extend_from_slice(&client.to_le_bytes());
                out.extend_from_slice(&memory.to_le_bytes());
                out.extend_from_slice(&offset.to_le_bytes());
                out.extend_from_slice(bytes);
            }
            Record::Frame { number } => out.extend_from_slice(&number.to_le_bytes()),
            Record::OpaqueAddress {
                client,
                object,
                id,
                address,
            } => {
                out.extend_from_slice(&client.to_le_bytes());
                out.push(object.to_byte());
                out.extend_from_slice(&id.to_le_bytes());
                out.extend_from_slice(&address.to_le_bytes());
            }
        }
    }
}

/// One record decoded from a chunk's bytes.
pub(crate) enum Decoded {
    /// A record of a known kind.
    Known(Record),
    /// A record of a kind this reader does not know, skipped.
    Unknown,
}

/// Decodes the record at the start of `buf`; returns it and the bytes it took.
pub(crate) fn decode(buf: &[u8]) -> Result<(Decoded, usize), &'static str> {
    let mut c = Cursor(buf);
    let kind = c.u8().ok_or("record header cut")?;
    let len = c.u32().ok_or("record header cut")? as usize;
    let body = c.take(len).ok_or("record body longer than its chunk")?;
    let mut b = Cursor(body);
    let record = match kind {
        KIND_ENVIRONMENT => Record::Environment {
            renderer_version: b.string()?,
            driver_name: b.string()?,
            driver_version: b.string()?,
            device_name: b.string()?,
            config: b.string()?,
        },
        KIND_STREAM_OPENED | KIND_STREAM_CLOSED => {
            let client = b.u32().ok_or("stream record too short")?;
            let stream = b.u32().ok_or("stream record too short")?;
            if kind == KIND_STREAM_OPENED {
                Record::StreamOpened { client, stream }
            } else {
                Record::StreamClosed { client, stream }
            }
        }
        KIND_REQUEST | KIND_REPLY => {
            let stream = b.u32().ok_or("message record too short")?;
            let sequence = b.u64().ok_or("message record too short")?;
            let bytes = b.rest().to_vec();
            if kind == KIND_REQUEST {
                Record::Request {
                    stream,
                    sequence,
                    bytes,
                }
            } else {
                Record::Reply {
                    stream,
                    sequence,
                    bytes,
                }
            }
        }
        KIND_MEMORY_WRITE => Record::MemoryWrite {
            client: b.u32().ok_or("memory record too short")?,
            memory: b.u64().ok_or("memory record too short")?,
            offset: b.u64().ok_or("memory record too short")?,
            bytes: b.rest().to_vec(),
        },
        KIND_FRAME => Record::Frame {
            number: b.u64().ok_or("frame record too short")?,
        },
        KIND_OPAQUE_ADDRESS => {
            const SHORT: &str = "opaque address record too short";
            Record::OpaqueAddress {
                client: b.u32().ok_or(SHORT)?,
                object: AddressObject::from_byte(b.u8().ok_or(SHORT)?)
                    .ok_or("opaque address record names an unknown kind of object")?,
                id: b.u64().ok_or(SHORT)?,
                address: b.u64().ok_or(SHORT)?,
            }
        }
        _ => return Ok((Decoded::Unknown, RECORD_HEADER_LEN + len)),
    };
    if !b.0.is_empty() {
        return Err("record body longer than its fields");
    }
    Ok((Decoded::Known(record), RECORD_HEADER_LEN + len))
}

/// Reads little-endian fields off the front of a slice.
struct Cursor<'a>(&'a [u8]);

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (head, tail) = self.0.split_at(n);
        self.0 = tail;
        Some(head)
    }
    fn rest(&mut self) -> &'a [u8] {
        std::mem::take(&mut self.0)
    }
    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }
    fn u32(&mut self) -> Option<u32> {
        self.take(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    fn u64(&mut self) -> Option<u64> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Some(u64::from_le_bytes(a))
    }
    fn string(&mut self) -> Result<String, &'static str> {
        let len = self.u32().ok_or("string length cut")? as usize;
        let b = self.take(len).ok_or("string longer than its record")?;
        String::from_utf8(b.to_vec()).map_err(|_| "string is not UTF-8")
    }
}
