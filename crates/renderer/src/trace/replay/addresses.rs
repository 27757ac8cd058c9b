//! Device addresses under replay: when replay may run a request whose reply is a device or
//! opaque capture address (`vkGetBufferDeviceAddress`, `vkGetBufferOpaqueCaptureAddress`,
//! `vkGetDeviceMemoryOpaqueCaptureAddress` and their KHR and EXT names), and what it checks
//! of the answer. The session makes the trace's buffers and memory at their recorded
//! addresses ([`crate::trace::addresses`]); this is the rule book:
//!
//! - **Same driver only.** Opaque capture addresses mean something only to the driver that
//!   gave them: the trace's `Environment` record must name this driver (its name, version
//!   and devices, as the capture wrote them), else replay stops at the first such request.
//! - **The feature.** A device of the replay must have been made with
//!   `bufferDeviceAddressCaptureReplay` (the driver has it and the application asked for
//!   `bufferDeviceAddress`), else replay stops there too.
//! - **Compare.** Such a request runs, and its reply must equal the recorded one: the
//!   application kept the recorded address (in memory, push constants, other calls), so a
//!   different one stops the replay with both addresses.

use std::sync::Arc;

use vk_wire::{HEADER_SIZE, id, relay};

use crate::driver::Driver;

/// Whether `command`'s reply is an address this module lets run.
pub(crate) fn is_address(command: u32) -> bool {
    matches!(
        command,
        id::GET_BUFFER_DEVICE_ADDRESS
            | id::GET_BUFFER_OPAQUE_CAPTURE_ADDRESS
            | id::GET_DEVICE_MEMORY_OPAQUE_CAPTURE_ADDRESS
    )
}

/// What replay knows of where the trace was captured.
#[derive(Debug)]
pub(crate) struct Policy {
    driver: Arc<Driver>,
    /// The driver the trace's `Environment` record names: name, version, devices.
    captured_on: Option<(String, String, String)>,
}

impl Policy {
    /// Replay on `driver`.
    pub(crate) fn new(driver: Arc<Driver>) -> Self {
        Policy {
            driver,
            captured_on: None,
        }
    }

    /// The trace's `Environment` record.
    pub(crate) fn environment(&mut self, name: &str, version: &str, devices: &str) {
        self.captured_on = Some((name.into(), version.into(), devices.into()));
    }

    /// Before an address request: why replay cannot reproduce the address, if it cannot.
    /// `capture_replay`: a device of the replay has `bufferDeviceAddressCaptureReplay` on.
    pub(crate) fn refusal(&self, capture_replay: bool) -> Option<String> {
        let own = crate::trace::describe_driver(&self.driver);
        refusal(self.captured_on.as_ref(), own, capture_replay)
    }
}

/// [`Policy::refusal`], given what the trace names (`captured_on`) and this driver (`own`).
pub(crate) fn refusal(
    captured_on: Option<&(String, String, String)>,
    own: &(String, String, String),
    capture_replay: bool,
) -> Option<String> {
    const WHY: &str = "device addresses the application kept cannot be reproduced here";
    let Some(at) = captured_on else {
        return Some(format!(
            "the trace names no driver (no environment record): {WHY}"
        ));
    };
    if at != own {
        return Some(format!(
            "the trace was captured on another driver ({} {}, {}; this is {} {}, {}): {WHY}",
            at.0, at.1, at.2, own.0, own.1, own.2
        ));
    }
    if !capture_replay {
        return Some(format!(
            "no device of the replay has bufferDeviceAddressCaptureReplay (the driver lacks \
             it, or the application did not enable bufferDeviceAddress through \
             VkPhysicalDeviceBufferDeviceAddressFeatures or VkPhysicalDeviceVulkan12Features): \
             {WHY}"
        ));
    }
    None
}

/// The address in a reply to an address request (its return value).
pub(crate) fn address_of(reply: &[u8]) -> Option<u64> {
    let (h, whole, _) = vk_wire::next_message(reply).ok()?;
    if h.flags & vk_wire::FLAG_REPLY == 0 || !is_address(h.command) {
        return None;
    }
    relay::word(whole.get(HEADER_SIZE..)?, 0)
}

/// Why the replay's reply `mine` to an address request is not the recorded one: the
/// recorded and the replayed address (`None` where a reply does not decode).
pub(crate) fn compare(recorded: &[u8], mine: &[u8]) -> Result<(), (Option<u64>, Option<u64>)> {
    let (r, m) = (address_of(recorded), address_of(mine));
    match (r, m) {
        (Some(a), Some(b)) if a == b => Ok(()),
        _ => Err((r, m)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(command: u32, address: u64) -> Vec<u8> {
        relay::message(command, vk_wire::FLAG_REPLY, &[address])
    }

    #[test]
    fn equal_addresses_go_on_and_different_ones_stop() {
        let c = id::GET_BUFFER_DEVICE_ADDRESS;
        assert_eq!(compare(&reply(c, 0x1000), &reply(c, 0x1000)), Ok(()));
        assert_eq!(
            compare(&reply(c, 0x1000), &reply(c, 0x2000)),
            Err((Some(0x1000), Some(0x2000)))
        );
        // A recorded reply that is not an address reply (a corrupt trace) never compares
        // equal.
        let other = reply(id::CREATE_BUFFER, 0x1000);
        assert_eq!(
            compare(&other, &reply(c, 0x1000)),
            Err((None, Some(0x1000)))
        );
        let cut = reply(c, 0x1000);
        assert_eq!(
            compare(&cut[..cut.len() - 1], &reply(c, 0x1000)),
            Err((None, Some(0x1000)))
        );
        assert_eq!(compare(&[], &[]), Err((None, None)));
    }

    #[test]
    fn addresses_are_reproduced_only_on_the_same_driver_with_the_feature() {
        let own = ("llvmpipe".into(), "Mesa 1".into(), "llvmpipe (LLVM)".into());
        assert_eq!(refusal(Some(&own), &own, true), None);
        let no_feature = refusal(Some(&own), &own, false).unwrap();
        assert!(
            no_feature.contains("bufferDeviceAddressCaptureReplay"),
            "{no_feature}"
        );
        let other = ("NVIDIA".into(), "550".into(), "H100".into());
        let moved = refusal(Some(&other), &own, true).unwrap();
        assert!(
            moved.contains("another driver") && moved.contains("NVIDIA"),
            "{moved}"
        );
        let newer = ("llvmpipe".into(), "Mesa 2".into(), "llvmpipe (LLVM)".into());
        assert!(refusal(Some(&newer), &own, true).is_some());
        assert!(
            refusal(None, &own, true)
                .unwrap()
                .contains("no environment")
        );
    }
}
