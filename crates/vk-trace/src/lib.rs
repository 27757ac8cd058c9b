//! `vk-trace` is the file format of a vkrelay capture: what a renderer saw of its clients'
//! streams (every request and the replies replay needs), what the applications wrote into
//! mapped memory, frame markers and the environment, in zstd-compressed chunks that can each
//! be decoded on their own. `docs/trace-format.md` is the layout, byte by byte.
//!
//! It is not the capture (which decides what to record and when) nor the replay (which
//! interprets the requests): it knows nothing of Vulkan or of the wire's message layout, and
//! carries request and reply bytes as they are. A trace is untrusted input: [`Reader`] turns
//! any bytes into records or an [`Error`], never panics, and allocates no more than its
//! [`Limits`] allow. A file cut short (a crash mid-capture) gives every record of its whole
//! chunks, then [`Error::Truncated`].
//!
//! ```
//! use vk_trace::{Reader, Record, Writer};
//!
//! let mut w = Writer::new(Vec::new())?;
//! w.write(&Record::StreamOpened { client: 1, stream: 0 })?;
//! w.write(&Record::Request { stream: 0, sequence: 0, bytes: vec![1, 2, 3] })?;
//! w.write(&Record::Frame { number: 0 })?;
//! let file = w.finish()?;
//!
//! let records: Vec<Record> = Reader::new(file.as_slice()).collect::<Result<_, _>>()?;
//! assert_eq!(records.len(), 3);
//! assert_eq!(records[2], Record::Frame { number: 0 });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod error;
pub mod format;
mod reader;
mod record;
mod writer;

pub use error::Error;
pub use reader::{Limits, Reader};
pub use record::{AddressObject, Record};
pub use writer::{Writer, WriterOptions};
