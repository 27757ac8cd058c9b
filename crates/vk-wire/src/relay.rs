//! Messages of the vkrelay drivers that are not Vulkan commands: they share the stream and the
//! [`Header`](crate::Header) with the generated commands, using ids from [`FIRST`] up, which
//! `vk.xml` ids never reach.
//!
//! Payloads are little-endian `u64` words (so every payload stays 8-byte aligned):
//!
//! | id | request words | reply words | meaning |
//! |----|---------------|-------------|---------|
//! | [`MAP_MEMORY`] | device id, memory id | result, size, fd offset | share a host-visible allocation; on success one fd follows on the socket (`SCM_RIGHTS`) |
//! | [`BATCH`] | whole request messages, back to back | — | commands recorded into a command buffer, shipped at `vkEndCommandBuffer` |

/// The first id used by driver-private messages.
pub const FIRST: u32 = 0xFFFF_0000;
/// Share the pages of a host-visible `VkDeviceMemory` with the client.
pub const MAP_MEMORY: u32 = FIRST + 1;
/// A run of request messages without replies (a recorded command buffer).
pub const BATCH: u32 = FIRST + 2;

/// Reads the `i`-th little-endian `u64` word of `payload`.
pub fn word(payload: &[u8], i: usize) -> Option<u64> {
    let b = payload.get(i * 8..i * 8 + 8)?;
    Some(u64::from_le_bytes(b.try_into().ok()?))
}

/// A message of `words` (header included).
pub fn message(command: u32, flags: u32, words: &[u64]) -> Vec<u8> {
    let mut out = vec![0u8; crate::HEADER_SIZE];
    let h = crate::Header {
        command,
        flags,
        size: (words.len() * 8) as u32,
    };
    // The buffer has exactly HEADER_SIZE bytes, which `write` needs.
    let _ = h.write(&mut out);
    for w in words {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_ids_are_beyond_every_generated_command() {
        assert!(crate::generated::COMMANDS.iter().all(|c| c.id < FIRST));
        assert!(crate::command(MAP_MEMORY).is_none());
        assert!(crate::command(BATCH).is_none());
    }

    #[test]
    fn words_round_trip() {
        let m = message(MAP_MEMORY, 0, &[7, u64::MAX]);
        let h = crate::Header::read(&m).unwrap();
        assert_eq!((h.command, h.size), (MAP_MEMORY, 16));
        let p = &m[crate::HEADER_SIZE..];
        assert_eq!(
            (word(p, 0), word(p, 1), word(p, 2)),
            (Some(7), Some(u64::MAX), None)
        );
    }
}
