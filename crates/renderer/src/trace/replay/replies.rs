//! Replay's reply against the recorded one: whether they say the same, and whether the
//! replay failed where the capture succeeded.

use ash::vk;
use vk_wire::{HEADER_SIZE, relay};

/// Whether replay's reply `mine` to `command` says what the recorded one did: the whole
/// message, but for `MAP_MEMORY` its first three words (a capture's reply has a fourth, which
/// asked the client to report its writes).
/// For a command that makes, binds, records or submits something (`vkCreate*`,
/// `vkAllocate*`, `vkBind*`, `vkBeginCommandBuffer`, `vkEndCommandBuffer`, `vkQueueSubmit*`,
/// `vkMapMemory`): the recorded and replayed results where the replay's failed and the
/// capture's did not. Queries and waits may answer differently on another driver (a format
/// this one lacks, a timeout), and the trace goes on after them.
pub(super) fn failed_where_captured_succeeded(
    command: u32,
    recorded: &[u8],
    mine: &[u8],
) -> Option<(vk::Result, vk::Result)> {
    let desc = vk_wire::command(command)?;
    let name = desc.name;
    let creates = ["vkCreate", "vkAllocate", "vkBind", "vkQueueSubmit"]
        .iter()
        .any(|p| name.starts_with(p))
        || matches!(
            command,
            vk_wire::id::BEGIN_COMMAND_BUFFER
                | vk_wire::id::END_COMMAND_BUFFER
                | vk_wire::id::MAP_MEMORY
        );
    if !creates || desc.ret != vk_wire::desc::Ret::Result {
        return None;
    }
    let result = |m: &[u8]| {
        let p = m.get(HEADER_SIZE..HEADER_SIZE + 8)?;
        Some(vk::Result::from_raw(
            u64::from_le_bytes(p.try_into().ok()?) as u32 as i32,
        ))
    };
    let (r, m) = (result(recorded)?, result(mine)?);
    (r.as_raw() >= 0 && m.as_raw() < 0).then_some((r, m))
}

pub(super) fn same_reply(command: u32, mine: &[u8], recorded: &[u8]) -> bool {
    if command != relay::MAP_MEMORY {
        return mine == recorded;
    }
    let words = |m: &[u8]| {
        let p = m.get(HEADER_SIZE..).unwrap_or_default();
        (0..3).map(|i| relay::word(p, i)).collect::<Vec<_>>()
    };
    words(mine) == words(recorded)
}
