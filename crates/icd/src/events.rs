//! `vkGetEventStatus` answered in the ICD, with no message, for events that only the host sets
//! and resets.
//!
//! An event's state changes only through `vkSetEvent` and `vkResetEvent` on the host (which
//! this ICD sends without waiting: [`vk_wire::relay::is_async`]) and through `vkCmdSetEvent`,
//! `vkCmdResetEvent`, `vkCmdSetEvent2` and `vkCmdResetEvent2` run by the device; Vulkan has no
//! way to export or import one. So:
//!
//! - **Host-only events.** An event that no recorded command names holds the state of the last
//!   `vkSetEvent` or `vkResetEvent` this ICD sent for it (unsignalled at creation), and its
//!   status is answered from that. Host access to an event is externally synchronised, so
//!   those calls are ordered and the last one seen here is the last one made.
//! - **Device-touched events.** Recording one of the four commands marks the event, before
//!   the command buffer can be submitted; from then on, until the event is destroyed, its
//!   status goes to the renderer, where the device's writes are seen. A status answered
//!   before the mark is right: no device write to the event can have happened yet.
//! - **Device loss.** A lost device (the feedback page's lost flag, set when a command the
//!   client did not wait for fails) or a dead renderer answer `VK_ERROR_DEVICE_LOST`, as the
//!   renderer would. The page is set up at the first event (one `FEEDBACK` message per
//!   process, shared with fences and timeline semaphores); without it (refused, or
//!   `VKRELAY_FEEDBACK=off`) every status goes to the renderer.
//!
//! `vkSetEvent` and `vkResetEvent` never wait for the renderer, host-only or not.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use ash::vk::{self, Handle};
use vk_wire::{args, id};

/// What the ICD knows of one event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Event {
    /// The state the last host call left (host-only events).
    set: bool,
    /// A recorded command names it: its status goes to the renderer.
    touched: bool,
}

/// Events by handle (`None` until the first).
static EVENTS: Mutex<Option<HashMap<u64, Event>>> = Mutex::new(None);

fn events() -> MutexGuard<'static, Option<HashMap<u64, Event>>> {
    EVENTS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether recorded command `cid` sets or resets an event.
#[inline]
pub(crate) fn changes_event(cid: u32) -> bool {
    matches!(
        cid,
        id::CMD_SET_EVENT | id::CMD_RESET_EVENT | id::CMD_SET_EVENT2 | id::CMD_RESET_EVENT2
    )
}

/// Recorded command `cid` ([`changes_event`]) names its event: the event's status goes to
/// the renderer from now on.
///
/// # Safety
/// `a` is the valid argument structure of `cid`.
pub(crate) unsafe fn recorded(cid: u32, a: *const u8) {
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it is valid.
    let event = unsafe {
        match cid {
            id::CMD_SET_EVENT => (*a.cast::<args::CmdSetEvent>()).event,
            id::CMD_RESET_EVENT => (*a.cast::<args::CmdResetEvent>()).event,
            id::CMD_SET_EVENT2 => (*a.cast::<args::CmdSetEvent2>()).event,
            id::CMD_RESET_EVENT2 => (*a.cast::<args::CmdResetEvent2>()).event,
            _ => return,
        }
    };
    if let Some(e) = events().as_mut().and_then(|m| m.get_mut(&event.as_raw())) {
        e.touched = true;
    }
}

/// What a successful call `cid` (arguments at `a`) changes here.
///
/// # Safety
/// `a` is the valid argument structure of `cid`, as the application passed it.
pub(crate) unsafe fn after(cid: u32, a: *const u8) {
    // SAFETY: (each arm) the id says which argument structure `a` is; caller: it and its
    // pointers are valid (the creation wrote the new handle).
    let (event, state) = unsafe {
        match cid {
            id::CREATE_EVENT => {
                let c = &*a.cast::<args::CreateEvent>();
                // The lost flag comes from the page: set it up now, not at the first status.
                crate::feedback::set_up();
                (c.p_event.read(), Some(false))
            }
            id::DESTROY_EVENT => ((*a.cast::<args::DestroyEvent>()).event, None),
            id::SET_EVENT => ((*a.cast::<args::SetEvent>()).event, Some(true)),
            id::RESET_EVENT => ((*a.cast::<args::ResetEvent>()).event, Some(false)),
            _ => return,
        }
    };
    let raw = event.as_raw();
    let mut g = events();
    match (cid, state) {
        (id::CREATE_EVENT, _) => {
            g.get_or_insert_with(HashMap::new).insert(
                raw,
                Event {
                    set: false,
                    touched: false,
                },
            );
        }
        (_, None) => {
            g.as_mut().map(|m| m.remove(&raw));
        }
        (_, Some(set)) => {
            if let Some(e) = g.as_mut().and_then(|m| m.get_mut(&raw)) {
                e.set = set;
            }
        }
    }
}

/// `vkGetEventStatus` of a host-only event; `None`: ask the renderer.
pub(crate) fn status(event: vk::Event) -> Option<vk::Result> {
    let lost = crate::feedback::lost()?;
    let e = *events().as_ref()?.get(&event.as_raw())?;
    if e.touched {
        return None;
    }
    Some(if lost {
        vk::Result::ERROR_DEVICE_LOST
    } else if e.set {
        vk::Result::EVENT_SET
    } else {
        vk::Result::EVENT_RESET
    })
}
