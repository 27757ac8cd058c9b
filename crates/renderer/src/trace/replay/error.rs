//! Why a replay stopped, and the values its messages show.

use std::path::PathBuf;

use ash::vk;

use crate::session::SessionError;

/// Why a replay stopped before the end of its trace.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// `--loop` asked for another pass after one that left submitted work held back at its
    /// end (its objects, devices included, stay until the process ends).
    #[error(
        "pass {pass} left submitted work waiting for something the trace never does, and its \
         device running; another pass would leave one more: --loop stops here"
    )]
    HeldBackLoop {
        /// The passes made.
        pass: u64,
    },
    /// The file could not be opened.
    #[error("cannot open {0}: {1}")]
    Open(PathBuf, std::io::Error),
    /// The file could not be read further (cut short or corrupt).
    #[error("{error}; the last complete frame replayed: {last_complete}")]
    Trace {
        /// What the reader found.
        error: vk_trace::Error,
        /// The last frame that ran whole.
        last_complete: Frame,
    },
    /// A record is not one replay can take: it names what and where.
    #[error("record {record}: {what}")]
    BadRecord {
        /// The record's index in the file (0 first).
        record: u64,
        /// What is wrong with it.
        what: String,
    },
    /// A request the session refused (as it would drop a live client).
    #[error("request {sequence} ({command}): {error}")]
    Session {
        /// The request's sequence number.
        sequence: u64,
        /// Its command.
        command: &'static str,
        /// The session's error.
        error: SessionError,
    },
    /// A request whose reply carries values the driver chose that the application may have
    /// kept and replay cannot map.
    #[error("request {sequence} ({command}): {why}; replay stops here")]
    Unsupported {
        /// The request's sequence number.
        sequence: u64,
        /// Its command.
        command: &'static str,
        /// Why replay cannot run it.
        why: &'static str,
    },
    /// A request whose reply is a device or opaque capture address that replay cannot
    /// reproduce (`replay/addresses.rs`), or an object the driver did not make at its recorded
    /// address.
    #[error("request {sequence} ({command}): {why}; replay stops here")]
    Addresses {
        /// The request's sequence number.
        sequence: u64,
        /// Its command.
        command: &'static str,
        /// Why.
        why: String,
    },
    /// The driver answered an address request with another address than the capture's.
    #[error(
        "request {sequence} ({command}): the driver gave the address {replayed} where the \
         capture got {recorded}; the application kept the recorded one, so replay stops here"
    )]
    AddressDiffers {
        /// The request's sequence number.
        sequence: u64,
        /// Its command.
        command: &'static str,
        /// The recorded address (`none`: the recorded reply does not decode).
        recorded: Hex,
        /// The replay's.
        replayed: Hex,
    },
    /// A request that makes, binds, records or submits something failed on this driver
    /// where the capture's run succeeded: what follows would name what it did not make.
    #[error(
        "request {sequence} ({command}) failed with {replayed:?} on this driver where the \
         capture's succeeded ({recorded:?}); replay stops here"
    )]
    Failed {
        /// The request's sequence number.
        sequence: u64,
        /// Its command.
        command: &'static str,
        /// The recorded result.
        recorded: vk::Result,
        /// The replay's.
        replayed: vk::Result,
    },
    /// A driver call replay makes itself failed.
    #[error("{0} failed: {1:?}")]
    Driver(&'static str, vk::Result),
    /// A screenshot could not be written.
    #[error("writing the screenshot {0}: {1}")]
    Screenshot(PathBuf, std::io::Error),
}

/// An address, or none (shown as `none`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hex(pub Option<u64>);

impl std::fmt::Display for Hex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Some(a) => write!(f, "{a:#x}"),
            None => f.write_str("none"),
        }
    }
}

/// A frame number, or none yet (shown as `none`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame(pub Option<u64>);

impl std::fmt::Display for Frame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Some(n) => write!(f, "{n}"),
            None => f.write_str("none"),
        }
    }
}
