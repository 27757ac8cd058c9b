//! What replay knows of commands by id: the command a message runs, its name for errors,
//! and the requests whose replies replay cannot map.

use vk_wire::{Header, relay};

use super::addresses;

/// The command a message runs: an `ASYNC` message's inner command, else its own.
pub(super) fn effective_command(command: u32, payload: &[u8]) -> u32 {
    if command == relay::ASYNC {
        Header::read(payload).map_or(command, |i| i.command)
    } else {
        command
    }
}

/// The name of the command a message runs, for errors.
pub(super) fn command_name(command: u32, payload: &[u8]) -> &'static str {
    let c = effective_command(command, payload);
    match c {
        relay::MAP_MEMORY => "vkrelay:MapMemory",
        relay::BATCH => "vkrelay:Batch",
        relay::SESSION => "vkrelay:Session",
        relay::ATTACH => "vkrelay:Attach",
        relay::AFTER => "vkrelay:After",
        relay::FEEDBACK => "vkrelay:Feedback",
        relay::WATCH => "vkrelay:Watch",
        relay::EVENT_SLOTS => "vkrelay:EventSlots",
        relay::CAPTURE_DESCRIPTOR_DATA => "vkrelay:CaptureDescriptorData",
        c if c >= relay::FIRST => "vkrelay:Swapchain",
        c => vk_wire::command(c).map_or("?", |d| d.name),
    }
}

/// Why replay cannot run a message, if it cannot: it returns a value the driver chose that
/// the application may keep and use later (in memory, push constants or other calls), which
/// replay cannot map (opaque descriptor data, acceleration structure, image view and remote
/// addresses). Buffer device and opaque capture addresses are [`addresses`]' to allow.
pub(super) fn unsupported(command: u32, payload: &[u8]) -> Option<&'static str> {
    const CHOSEN: &str = "its reply holds a value the driver chooses (a device address or \
                          opaque capture data) that the application may keep, which replay \
                          cannot map";
    let c = effective_command(command, payload);
    if c == relay::CAPTURE_DESCRIPTOR_DATA {
        return Some(CHOSEN);
    }
    if addresses::is_address(c) {
        return None;
    }
    let n = vk_wire::command(c)?.name;
    let chosen = n.contains("DeviceAddress")
        || n.contains("OpaqueCapture")
        || n.contains("RemoteAddress")
        || n.contains("ImageViewAddress")
        || n.starts_with("vkGetDescriptorEXT");
    chosen.then_some(CHOSEN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn driver_chosen_values_are_refused() {
        let id = |name| vk_wire::command_by_name(name).unwrap().id;
        for name in [
            "vkGetAccelerationStructureDeviceAddressKHR",
            "vkGetBufferOpaqueCaptureDescriptorDataEXT",
            "vkGetDescriptorEXT",
        ] {
            assert!(unsupported(id(name), &[]).is_some(), "{name}");
            // Sent as ASYNC too.
            let inner = relay::message(id(name), 0, &[1]);
            assert!(unsupported(relay::ASYNC, &inner).is_some(), "{name}");
        }
        // Buffer device and opaque capture addresses (and their KHR and EXT names) are
        // reproduced through capture/replay: `addresses` decides, not this list.
        for name in [
            "vkGetBufferDeviceAddress",
            "vkGetBufferDeviceAddressKHR",
            "vkGetBufferDeviceAddressEXT",
            "vkGetBufferOpaqueCaptureAddress",
            "vkGetBufferOpaqueCaptureAddressKHR",
            "vkGetDeviceMemoryOpaqueCaptureAddress",
            "vkGetDeviceMemoryOpaqueCaptureAddressKHR",
        ] {
            assert!(unsupported(id(name), &[]).is_none(), "{name}");
            assert!(addresses::is_address(id(name)), "{name}");
        }
        assert!(unsupported(relay::CAPTURE_DESCRIPTOR_DATA, &[]).is_some());
        assert!(unsupported(relay::SWAPCHAIN_CREATE, &[]).is_none());
        for name in ["vkCreateBuffer", "vkQueueSubmit", "vkGetFenceStatus"] {
            assert!(unsupported(id(name), &[]).is_none(), "{name}");
        }
        assert!(unsupported(relay::BATCH, &[]).is_none());
    }
}
