//! Messages of the vkrelay drivers that are not Vulkan commands: they share the stream and the
//! [`Header`](crate::Header) with the generated commands, using ids from [`FIRST`] up, which
//! `vk.xml` ids never reach.
//!
//! Payloads are little-endian `u64` words (so every payload stays 8-byte aligned):
//!
//! | id | request words | reply words | meaning |
//! |----|---------------|-------------|---------|
//! | [`MAP_MEMORY`] | device id, memory id | result, size, fd offset, flags ([`MAP_REPORT_WRITES`]) | share a host-visible allocation; on success one fd follows on the socket (`SCM_RIGHTS`) |
//! | [`BATCH`] | whole request messages, back to back | — | commands recorded into a command buffer (a chunk of its recording; the ICD ships one per 1 KiB and the rest at `vkEndCommandBuffer`); only [`recorded`] commands |
//! | [`ASYNC`] | one whole request message | — | a command whose `VkResult` the client does not wait for (see [`is_async`]) |
//! | [`SESSION`] | — | session token, stream index (0) | the first stream asks for the token that lets more streams join its client |
//! | [`ATTACH`] | session token | result, stream index | the first message of a further stream of the same client (its own connection and ring pair) |
//! | [`AFTER`] | (stream index, count) pairs | — | run this stream's next message only after each named stream has run its first `count` messages |
//! | [`FEEDBACK`] | — | result | the client's feedback page (`shm_ring::feedback`); on success one fd follows on the socket |
//! | [`WATCH`] | kind, device or queue id, object id, slot, value | — | feed an object's state into its slot of the feedback page (see [`WATCH_FENCE`], [`WATCH_TIMELINE`]), or an event's into its slot of the device's event slots ([`WATCH_EVENT`]) |
//! | [`EVENT_SLOTS`] | device id | result, slot count, size, fd offset | the device's event slots, memory the device writes events' states into; on success one fd follows on the socket |
//! | [`WRITTEN`] | entries: memory id, flags ([`WRITTEN_START`], [`WRITTEN_STOP`]), count, `count` (offset, length) pairs | — | under capture, the bytes the application wrote into mapped memory since the last such message |
//! | [`CAPTURE_DESCRIPTOR_DATA`] | device id, object kind, info length, info bytes | result, data length, data bytes | the five `vkGet*OpaqueCaptureDescriptorDataEXT` commands (see [`crate::capture`]) |
//! | [`SWAPCHAIN_CREATE`], [`SWAPCHAIN_DESTROY`], [`SWAPCHAIN_ACQUIRE`], [`SWAPCHAIN_PRESENT`], [`SWAPCHAIN_WAIT`], [`SWAPCHAIN_RELEASE`] | see [`crate::present`] | see [`crate::present`] | swapchains the renderer owns and presents |
//!
//! Every stream counts the messages it carries (private ones included), from 1: that count
//! is what [`AFTER`] names.

/// The first id used by driver-private messages.
pub const FIRST: u32 = 0xFFFF_0000;
/// Share the pages of a host-visible `VkDeviceMemory` with the client.
pub const MAP_MEMORY: u32 = FIRST + 1;
/// A run of request messages without replies (a recorded command buffer).
pub const BATCH: u32 = FIRST + 2;

/// One request whose reply is not sent: the client returned `VK_SUCCESS` without waiting.
/// If the driver fails it, the renderer reports `VK_ERROR_DEVICE_LOST` from then on, and the
/// objects it would have made are never made.
pub const ASYNC: u32 = FIRST + 3;

/// Asks for the client's session token (first stream only).
pub const SESSION: u32 = FIRST + 4;

/// Joins the stream this message opens to the client whose token it carries.
pub const ATTACH: u32 = FIRST + 5;

/// A dependency on other streams of the same client: pairs of (stream index, message count).
pub const AFTER: u32 = FIRST + 6;

/// Asks for the client's feedback page (once per process): reply `[result]`, then on success
/// the page's descriptor on the socket.
pub const FEEDBACK: u32 = FIRST + 7;

/// Feeds one object's state into its feedback slot; no reply. Words: kind
/// ([`WATCH_FENCE`] or [`WATCH_TIMELINE`]), then the queue id (fence) or device id
/// (semaphore), the object's id, its slot, and a value.
pub const WATCH: u32 = FIRST + 8;

/// [`WATCH`] kind: the fence's newest submission (on the named queue, sent just before) has
/// serial `value`; once the driver signals the fence, the slot gets that serial (tagged with
/// the fence's id).
pub const WATCH_FENCE: u64 = 1;

/// [`WATCH`] kind: the timeline semaphore just created, with initial value `value`; from now
/// on its slot gets the driver's counter value (tagged with the semaphore's id) whenever a
/// submission or a host signal the renderer sees raises it.
pub const WATCH_TIMELINE: u64 = 2;

/// [`WATCH`] kind: the event just created (on the named device) has this slot of the device's
/// [`EVENT_SLOTS`]; from now on every `vkCmdSetEvent`, `vkCmdResetEvent`, `vkCmdSetEvent2`
/// and `vkCmdResetEvent2` recorded on it is followed by a device write of its new state
/// ([`EVENT_SLOT_SET`] or [`EVENT_SLOT_RESET`]) into the slot. The value word is 0.
pub const WATCH_EVENT: u64 = 3;

/// Asks for a device's event slots: request `[device id]`, reply `[result, slot count, size,
/// fd offset]`, then on success the memory's descriptor on the socket. The slots are
/// little-endian `u32`s from the offset, in host-visible, host-coherent memory that the
/// device writes ([`WATCH_EVENT`]) and the client reads and writes.
pub const EVENT_SLOTS: u32 = FIRST + 10;

/// An event slot's value after a device write that reset the event.
pub const EVENT_SLOT_RESET: u32 = 0;
/// An event slot's value after a device write that set the event.
pub const EVENT_SLOT_SET: u32 = 1;
/// Added by the client to the state it writes into a slot itself, before it submits work
/// that writes the event: a slot still holding such a value has seen no device write since.
pub const EVENT_SLOT_PRIMED: u32 = 2;

/// The bytes the application wrote into its mappings since the last such message; no reply.
/// Sent only to a renderer whose `MAP_MEMORY` reply set [`MAP_REPORT_WRITES`], right before
/// each message the renderer takes as a capture point (submissions, flushes, host waits).
/// Words: entries of memory id, flags ([`WRITTEN_START`], [`WRITTEN_STOP`]), count, then
/// `count` pairs of (offset, length): bytes of the allocation, page-aligned where the pages
/// are.
pub const WRITTEN: u32 = FIRST + 9;

/// [`WRITTEN`] flag: from this entry on, the client reports every write into this memory
/// (all of its mappings are tracked); the entry's ranges include every write since the
/// memory was first mapped.
pub const WRITTEN_START: u64 = 1;

/// [`WRITTEN`] flag: the client no longer reports this memory's writes (a later mapping of it
/// could not be tracked): its writes must be found another way from now on.
pub const WRITTEN_STOP: u64 = 2;

/// Bit of `MAP_MEMORY`'s fourth reply word: the renderer captures this client, and takes its
/// [`WRITTEN`] reports. Without it (or without the word) the client sends none.
pub const MAP_REPORT_WRITES: u64 = 1;

/// `vkGet*OpaqueCaptureDescriptorDataEXT`: the output's size is a device property the renderer
/// looks up ([`crate::capture`]). (Numbered apart from the stream messages above.)
pub const CAPTURE_DESCRIPTOR_DATA: u32 = FIRST + 0x10;

pub use crate::present::{
    SWAPCHAIN_ACQUIRE, SWAPCHAIN_CREATE, SWAPCHAIN_DESTROY, SWAPCHAIN_PRESENT, SWAPCHAIN_RELEASE,
    SWAPCHAIN_WAIT,
};

/// Commands returning `VkResult` that the ICD sends without waiting for the result, as
/// Venus does: their failures are out-of-memory or device loss, which the application learns
/// from its next synchronous call as `VK_ERROR_DEVICE_LOST`. The creations among them
/// (semaphores, fences, events, image and buffer views, command and descriptor pools, command
/// buffers) return nothing but the new handles, whose ids the client chooses itself; command
/// buffers are the one dispatchable kind among them (the ICD allocates their handles' memory
/// itself, as for every dispatchable object). An object whose creation failed is never made:
/// a later message naming it drops the client.
///
/// `vkAllocateDescriptorSets` stays synchronous: its `VK_ERROR_OUT_OF_POOL_MEMORY` and
/// `VK_ERROR_FRAGMENTED_POOL` tell applications to make a new pool, and only the driver knows
/// when it returns them (past the pool's counts a driver may succeed or fail; fragmentation
/// is its allocator's).
pub fn is_async(command: u32) -> bool {
    use crate::id;
    matches!(
        command,
        id::CREATE_SEMAPHORE
            | id::CREATE_FENCE
            | id::CREATE_EVENT
            | id::CREATE_IMAGE_VIEW
            | id::CREATE_BUFFER_VIEW
            | id::CREATE_COMMAND_POOL
            | id::CREATE_DESCRIPTOR_POOL
            | id::ALLOCATE_COMMAND_BUFFERS
            | id::BEGIN_COMMAND_BUFFER
            | id::END_COMMAND_BUFFER
            | id::RESET_COMMAND_BUFFER
            | id::RESET_COMMAND_POOL
            | id::RESET_FENCES
            | id::RESET_DESCRIPTOR_POOL
            | id::QUEUE_SUBMIT
            | id::QUEUE_SUBMIT2
            | id::BIND_BUFFER_MEMORY
            | id::BIND_BUFFER_MEMORY2
            | id::BIND_IMAGE_MEMORY
            | id::BIND_IMAGE_MEMORY2
            | id::SET_EVENT
            | id::RESET_EVENT
            | id::FLUSH_MAPPED_MEMORY_RANGES
    )
}

/// Whether a message of the command with wire id `command` may reach the renderer without
/// waking its stream thread when every wake-up of that thread waits for a CPU
/// (`shm_ring::Writer::defer_wakes`): it gets no reply, and only later messages of the client
/// depend on it, one of which will wake the thread (a submission, a call with a reply).
/// These are the commands that make, change and free objects and command buffers: creations
/// sent without a reply ([`is_async`]), beginning, ending and resetting command buffers and
/// pools, memory binds, descriptor updates, and every `vkDestroy*` and `vkFree*` but those of
/// instances, devices, surfaces and swapchains. Submissions, events, fences, semaphores
/// signalled from the host and flushes are not: something may wait for them.
pub fn may_defer_wake(command: u32) -> bool {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| {
        use crate::id;
        let cmds = &crate::generated::COMMANDS;
        let mut t = vec![false; cmds.iter().map(|c| c.id as usize + 1).max().unwrap_or(0)];
        for c in cmds.iter() {
            let n = c.name;
            let object = ["Instance", "Device", "SurfaceKHR", "SwapchainKHR"]
                .iter()
                .any(|o| n.strip_prefix("vkDestroy") == Some(o));
            let state = (n.starts_with("vkDestroy") && !object)
                || n.starts_with("vkFree")
                || n.starts_with("vkUpdateDescriptorSet")
                || n.starts_with("vkTrimCommandPool");
            let sent_alone = matches!(
                c.id,
                id::CREATE_SEMAPHORE
                    | id::CREATE_FENCE
                    | id::CREATE_EVENT
                    | id::CREATE_IMAGE_VIEW
                    | id::CREATE_BUFFER_VIEW
                    | id::CREATE_COMMAND_POOL
                    | id::CREATE_DESCRIPTOR_POOL
                    | id::ALLOCATE_COMMAND_BUFFERS
                    | id::BEGIN_COMMAND_BUFFER
                    | id::END_COMMAND_BUFFER
                    | id::RESET_COMMAND_BUFFER
                    | id::RESET_COMMAND_POOL
                    | id::RESET_DESCRIPTOR_POOL
                    | id::BIND_BUFFER_MEMORY
                    | id::BIND_BUFFER_MEMORY2
                    | id::BIND_IMAGE_MEMORY
                    | id::BIND_IMAGE_MEMORY2
            );
            if (state && !c.reply) || (sent_alone && is_async(c.id)) {
                t[c.id as usize] = true;
            }
        }
        t
    });
    t.get(command as usize).copied().unwrap_or(false)
}

/// Whether the command with wire id `command` is a queue submission (`vkQueueSubmit`,
/// `vkQueueSubmit2`).
pub fn is_submission(command: u32) -> bool {
    matches!(command, crate::id::QUEUE_SUBMIT | crate::id::QUEUE_SUBMIT2)
}

/// Whether `cmd` is recorded into its command buffer rather than sent: every `vkCmd*` (they
/// return nothing and take the command buffer first). Only these go in a [`BATCH`].
pub fn recorded(cmd: &crate::desc::CommandDesc) -> bool {
    use crate::desc::Kind;
    cmd.name.starts_with("vkCmd")
        && !cmd.reply
        && matches!(
            cmd.args.members.first().map(|m| m.kind),
            Some(Kind::Handle { ty, .. }) if ty == ash::vk::ObjectType::COMMAND_BUFFER.as_raw()
        )
}

/// Whether the command with wire id `command` is [`recorded`] (a table built once).
#[inline]
pub fn is_recorded(command: u32) -> bool {
    static TABLE: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let cmds = &crate::generated::COMMANDS;
        let mut t = vec![false; cmds.iter().map(|c| c.id as usize + 1).max().unwrap_or(0)];
        for c in cmds.iter().filter(|c| recorded(c)) {
            t[c.id as usize] = true;
        }
        t
    });
    t.get(command as usize).copied().unwrap_or(false)
}

/// One memory's entry of a [`WRITTEN`] message.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Written {
    /// The client's id of the memory.
    pub memory: u64,
    /// [`WRITTEN_START`], [`WRITTEN_STOP`] (other bits are ignored).
    pub flags: u64,
    /// (offset, length) byte ranges of the allocation that the application wrote.
    pub ranges: Vec<(u64, u64)>,
}

/// The words of a [`WRITTEN`] message holding `entries`.
pub fn written_words(entries: &[Written]) -> Vec<u64> {
    let mut w = Vec::with_capacity(entries.iter().map(|e| 3 + 2 * e.ranges.len()).sum());
    for e in entries {
        w.extend([e.memory, e.flags, e.ranges.len() as u64]);
        for &(o, l) in &e.ranges {
            w.extend([o, l]);
        }
    }
    w
}

/// The entries of a [`WRITTEN`] payload; `None` if its words do not split into whole
/// entries (the payload is untrusted: a count never makes more than the words hold).
pub fn written_entries(payload: &[u8]) -> Option<Vec<Written>> {
    if payload.len() % 8 != 0 {
        return None;
    }
    let n = payload.len() / 8;
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let (memory, flags, count) = (
            word(payload, i)?,
            word(payload, i + 1)?,
            word(payload, i + 2)?,
        );
        i += 3;
        let count = usize::try_from(count).ok().filter(|&c| c <= (n - i) / 2)?;
        let ranges = (0..count)
            .map(|k| Some((word(payload, i + 2 * k)?, word(payload, i + 2 * k + 1)?)))
            .collect::<Option<Vec<_>>>()?;
        i += 2 * count;
        out.push(Written {
            memory,
            flags,
            ranges,
        });
    }
    Some(out)
}

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
    use crate::id;

    fn bytes(words: &[u64]) -> Vec<u8> {
        words.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    #[test]
    fn only_what_nothing_waits_for_may_defer_a_wake_up() {
        for c in [
            id::BEGIN_COMMAND_BUFFER,
            id::END_COMMAND_BUFFER,
            id::RESET_COMMAND_POOL,
            id::CREATE_SEMAPHORE,
            id::DESTROY_SEMAPHORE,
            id::DESTROY_BUFFER,
            id::FREE_COMMAND_BUFFERS,
            id::UPDATE_DESCRIPTOR_SETS,
        ] {
            assert!(may_defer_wake(c), "{}", crate::command(c).unwrap().name);
        }
        for c in [
            id::QUEUE_SUBMIT,
            id::QUEUE_SUBMIT2,
            id::SET_EVENT,
            id::RESET_EVENT,
            id::RESET_FENCES,
            id::SIGNAL_SEMAPHORE,
            id::FLUSH_MAPPED_MEMORY_RANGES,
            id::DESTROY_DEVICE,
            id::DESTROY_INSTANCE,
            id::DESTROY_SWAPCHAIN_KHR,
            id::ALLOCATE_DESCRIPTOR_SETS,
            id::CREATE_GRAPHICS_PIPELINES,
            id::WAIT_FOR_FENCES,
            u32::MAX,
        ] {
            assert!(!may_defer_wake(c), "{c}");
        }
        // Nothing deferred is answered.
        for c in crate::generated::COMMANDS.iter() {
            if may_defer_wake(c.id) {
                assert!(!c.reply || is_async(c.id), "{}", c.name);
            }
        }
    }

    #[test]
    fn written_entries_round_trip_and_refuse_bad_counts() {
        let e = vec![
            Written {
                memory: 7,
                flags: WRITTEN_START,
                ranges: vec![(0, 4096), (8192, 100)],
            },
            Written {
                memory: 9,
                flags: 0,
                ranges: vec![],
            },
        ];
        assert_eq!(written_entries(&bytes(&written_words(&e))), Some(e));
        assert_eq!(written_entries(&[]), Some(vec![]));
        // A count past the words, a cut entry, a ragged payload.
        assert_eq!(written_entries(&bytes(&[1, 0, 2, 0, 1])), None);
        assert_eq!(written_entries(&bytes(&[1, 0, u64::MAX])), None);
        assert_eq!(written_entries(&bytes(&[1, 0])), None);
        assert_eq!(written_entries(&[0; 7]), None);
    }

    proptest::proptest! {
        /// Any payload decodes to entries or `None`, never a panic, and entries encode back to
        /// exactly the payload they came from.
        #[test]
        fn written_entries_take_any_bytes(data in proptest::collection::vec(proptest::num::u8::ANY, 0..256)) {
            if let Some(e) = written_entries(&data) {
                proptest::prop_assert_eq!(bytes(&written_words(&e)), data);
            }
        }

        /// Small counts make decodable payloads too.
        #[test]
        fn written_words_round_trip(
            raw in proptest::collection::vec((0u64..4, 0u64..4, proptest::collection::vec((0u64..1 << 20, 0u64..1 << 16), 0..4)), 0..4)
        ) {
            let e: Vec<Written> = raw
                .into_iter()
                .map(|(memory, flags, ranges)| Written { memory, flags, ranges })
                .collect();
            proptest::prop_assert_eq!(written_entries(&bytes(&written_words(&e))), Some(e));
        }
    }

    #[test]
    fn private_ids_are_beyond_every_generated_command() {
        assert!(crate::generated::COMMANDS.iter().all(|c| c.id < FIRST));
        assert!(crate::command(MAP_MEMORY).is_none());
        assert!(crate::command(BATCH).is_none());
        for p in [
            ASYNC,
            SESSION,
            ATTACH,
            AFTER,
            CAPTURE_DESCRIPTOR_DATA,
            WRITTEN,
            SWAPCHAIN_CREATE,
            SWAPCHAIN_DESTROY,
            SWAPCHAIN_ACQUIRE,
            SWAPCHAIN_PRESENT,
            SWAPCHAIN_WAIT,
            SWAPCHAIN_RELEASE,
        ] {
            assert!(crate::command(p).is_none());
        }
        use ash::vk::ObjectType as T;
        let dispatchable = [
            T::INSTANCE,
            T::PHYSICAL_DEVICE,
            T::DEVICE,
            T::QUEUE,
            T::COMMAND_BUFFER,
        ];
        let mut dispatchable_creations = Vec::new();
        for c in crate::generated::COMMANDS.iter().filter(|c| is_async(c.id)) {
            assert_eq!(c.ret, crate::desc::Ret::Result, "{}", c.name);
            for m in c.args.members {
                match m.kind {
                    crate::desc::Kind::Out { .. } => panic!("{} has outputs", c.name),
                    // The only output allowed: the ids of the objects the client creates,
                    // which it picked itself.
                    crate::desc::Kind::NewHandles { ty, .. } => {
                        let ty = T::from_raw(ty);
                        assert!(
                            c.name.starts_with("vkCreate") || c.name.starts_with("vkAllocate"),
                            "{}",
                            c.name
                        );
                        if dispatchable.contains(&ty) {
                            dispatchable_creations.push((c.name, ty));
                        }
                    }
                    _ => {}
                }
            }
        }
        // Of the dispatchable objects, only command buffers are made without a reply: the
        // ICD allocates their handles itself (instances, devices and queues stay
        // synchronous; physical devices are the renderer's).
        assert_eq!(
            dispatchable_creations,
            [("vkAllocateCommandBuffers", T::COMMAND_BUFFER)]
        );
        // Descriptor sets wait for their result (see `is_async`).
        assert!(!is_async(crate::id::ALLOCATE_DESCRIPTOR_SETS));
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
