//! Per-client counters: calls, bytes and round trips, per command.

use std::collections::BTreeMap;

/// Counters of one client.
#[derive(Debug, Default, Clone)]
pub struct Stats {
    /// Requests handled.
    pub calls: u64,
    /// Requests that got a reply (a round trip for the client).
    pub round_trips: u64,
    /// Request bytes received (headers included).
    pub bytes_in: u64,
    /// Reply bytes sent (headers included).
    pub bytes_out: u64,
    /// Requests per command name.
    pub per_command: BTreeMap<&'static str, u64>,
}

impl Stats {
    /// Counts one request of `name`, `bytes` long.
    pub fn request(&mut self, name: &'static str, bytes: usize) {
        self.calls += 1;
        self.bytes_in += bytes as u64;
        *self.per_command.entry(name).or_default() += 1;
    }

    /// Counts one reply, `bytes` long.
    pub fn reply(&mut self, bytes: usize) {
        self.round_trips += 1;
        self.bytes_out += bytes as u64;
    }
}
