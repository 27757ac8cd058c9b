//! The per-client limits: objects, streams and messages a second. Each keeps one client from
//! taking what the renderer owes its other clients; none is reached by a well-behaved
//! program with the defaults.

use super::{Config, ConfigError};

/// The most objects a client may hold by default (about 100 MiB of the renderer's tables).
pub const DEFAULT_MAX_OBJECTS: u32 = 1 << 20;

/// The most streams a client may have by default, and the most `max_streams` accepts
/// ([`crate::client::MAX_STREAMS_PER_CLIENT`]).
pub const DEFAULT_MAX_STREAMS: u32 = crate::client::MAX_STREAMS_PER_CLIENT as u32;

/// The most messages a client may send a second by default: far above what a game sends, so
/// that it is never slowed. glmark2 through zink on lavapipe peaked at 36 204 (at up to 4841
/// frames a second; `docs/reliability.md`); this leaves room for 1000 messages a frame at
/// 1000 frames a second.
pub const DEFAULT_MAX_MESSAGE_RATE: u32 = 1_000_000;

impl Config {
    /// The most objects (of every type, physical devices and queues included) one client may
    /// hold at once. A command that would make more fails with `VK_ERROR_OUT_OF_HOST_MEMORY`
    /// without reaching the driver, so that no client can fill the renderer's memory with
    /// objects. A command with no `VkResult` (`vkGetDeviceQueue`) drops the client instead, and
    /// a creation the ICD sends without waiting for it (fences, semaphores, events, views)
    /// loses the client's device, as any failed asynchronous command does.
    pub fn max_objects(&self) -> usize {
        self.max_objects.unwrap_or(DEFAULT_MAX_OBJECTS) as usize
    }

    /// The most streams (connections, each with its rings and a renderer thread) one client
    /// may have at once, its first included. A further `ATTACH` is answered
    /// `VK_ERROR_TOO_MANY_OBJECTS` and its connection closed, with a warning naming the
    /// limit; the client's other streams are served as before. vkrelay's ICD opens at most
    /// `vkrelay_icd::streams::MAX_STREAMS` (8) streams and, refused one, goes on with those
    /// it has, so a limit below 8 only makes its threads share streams.
    pub fn max_streams(&self) -> usize {
        self.max_streams.unwrap_or(DEFAULT_MAX_STREAMS) as usize
    }

    /// The most messages one client may send in a second, its streams together (a `BATCH`
    /// of recorded commands is one message). Past it, the stream threads of that client
    /// wait for the next second before they run its next message: the client is slowed as
    /// a busy GPU slows it, its calls still succeed, and other clients are not affected
    /// (their streams have their own threads). Dropping the client instead would turn a
    /// burst (a level load creating thousands of objects) into a lost device, which a
    /// Vulkan program cannot expect. The first second in which a client is slowed is
    /// logged; `--stats` reports its peak rate and the seconds it was slowed.
    pub fn max_message_rate(&self) -> u32 {
        self.max_message_rate.unwrap_or(DEFAULT_MAX_MESSAGE_RATE)
    }

    /// The ranges serde cannot check.
    pub(super) fn validate_limits(&self, origin: &str) -> Result<(), ConfigError> {
        if let Some(n) = self
            .max_streams
            .filter(|&n| n == 0 || n > DEFAULT_MAX_STREAMS)
        {
            return Err(ConfigError::Value(format!(
                "{origin}: max_streams = {n}: from 1 to {DEFAULT_MAX_STREAMS}"
            )));
        }
        if self.max_message_rate == Some(0) {
            return Err(ConfigError::Value(format!(
                "{origin}: max_message_rate = 0: at least 1 message a second"
            )));
        }
        if self.max_objects == Some(0) {
            return Err(ConfigError::Value(format!(
                "{origin}: max_objects = 0: at least 1"
            )));
        }
        Ok(())
    }
}
