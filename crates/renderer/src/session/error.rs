//! Why a client is dropped, and how a failure the client did not wait for is kept.
//!
//! A command sent as [`vk_wire::relay::ASYNC`] gets no reply: when the driver fails one (or
//! the renderer refuses it, past `max_objects`), the session is *lost* ([`Session::lose`]):
//! every later command returning `VkResult` answers `VK_ERROR_DEVICE_LOST` without reaching
//! the driver, and the feedback page says so. An asynchronous creation that failed made
//! nothing, so its ids stay unknown; a later request naming one drops the client with
//! [`SessionError::NeverMade`], which names the failure.

use ash::vk;

use super::Session;

/// Why a client was dropped.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The client sent bytes that do not decode.
    #[error("bad request: {0}")]
    Decode(#[from] vk_wire::DecodeError),
    /// A request of this command does not decode.
    #[error("bad {0} request: {1}")]
    Request(&'static str, vk_wire::DecodeError),
    /// A reply could not be encoded.
    #[error("cannot encode the reply: {0}")]
    Encode(#[from] vk_wire::EncodeError),
    /// The client asked for a command the driver does not provide, or one the wire does not
    /// carry.
    #[error("{0}: not provided by the driver")]
    Missing(&'static str),
    /// The ring failed.
    #[error("ring: {0}")]
    Ring(#[from] shm_ring::Error),
    /// A command that is not a recorded `vkCmd*` inside a batch of recorded commands, or a
    /// command that is not asynchronous inside an ASYNC message.
    #[error(
        "a command that is not recorded inside a batch, or a synchronous one sent as asynchronous"
    )]
    Batch,
    /// A descriptor could not be sent on the socket.
    #[error("socket: {0}")]
    Socket(std::io::Error),
    /// A message of the stream protocol out of place: an `AFTER` naming an unknown stream, a
    /// later message of its own stream or one its stream never sent; an `ATTACH` after the
    /// first message.
    #[error("stream order: waits on {0}")]
    Order(&'static str),
    /// Another stream of the same client broke the protocol: the whole client is dropped.
    #[error("another stream of the client broke the protocol")]
    Dropped,
    /// A command whose extension (or core version) is not enabled on the object it names
    /// (see [`crate::gate`]).
    #[error(transparent)]
    Gate(#[from] crate::gate::GateError),
    /// A command with no `VkResult` would make objects past the client's limit
    /// ([`crate::config::Config::max_objects`]).
    #[error("{0} would make more than {1} objects, the client's limit (max_objects)")]
    ObjectLimit(&'static str, usize),
    /// A request of this command names an id the renderer does not know, after a command the
    /// client did not wait for failed (`.2`, with `.3`): the objects that command would have
    /// made, and those of every creation since (skipped: the device is lost), were never
    /// made.
    #[error(
        "bad {0} request: {1}: the client's device is lost since {2} failed with {3:?}, a \
         command it did not wait for; objects it would have made, and those of later \
         creations, were never made"
    )]
    NeverMade(&'static str, vk_wire::DecodeError, &'static str, vk::Result),
    /// Under replay: a request that cannot run on this device as the trace made it (`.1`
    /// says why).
    #[error("{0}: {1}")]
    Replay(&'static str, String),
}

/// The error for a request of command `command` that does not decode; `lost` is the
/// session's failure the client did not wait for, if any.
pub(super) fn request_error(
    command: u32,
    e: vk_wire::DecodeError,
    lost: Option<(&'static str, i32)>,
) -> SessionError {
    let name = vk_wire::command(command).map_or("?", |c| c.name);
    match lost {
        Some((failed, r)) if crate::objects::is_unknown_id(&e) => {
            SessionError::NeverMade(name, e, failed, vk::Result::from_raw(r))
        }
        _ => SessionError::Request(name, e),
    }
}

impl Session {
    /// A command the client did not wait for failed with `failure` (its name and
    /// `VkResult`): the client's device is lost from now on. The first failure is the one
    /// kept and logged.
    pub(crate) fn lose(&mut self, pid: Option<u32>, failure: (&'static str, i32)) {
        if self.lost.is_some() {
            return;
        }
        tracing::warn!(
            pid,
            command = failure.0,
            result = ?vk::Result::from_raw(failure.1),
            "a command the client did not wait for failed; its device is lost"
        );
        self.lost = Some(failure);
        self.feedback.lost();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use vk_wire::{DecodeError, DecodeErrorKind, id};

    #[test]
    fn an_unknown_id_after_a_lost_device_names_the_failure() {
        let unknown = DecodeError::new(DecodeErrorKind::BadHandle, crate::objects::UNKNOWN_ID);
        let failed = (
            "vkAllocateCommandBuffers",
            vk::Result::ERROR_OUT_OF_HOST_MEMORY.as_raw(),
        );
        let e = request_error(id::BEGIN_COMMAND_BUFFER, unknown, Some(failed));
        assert!(
            matches!(
                e,
                SessionError::NeverMade(
                    "vkBeginCommandBuffer",
                    _,
                    "vkAllocateCommandBuffers",
                    vk::Result::ERROR_OUT_OF_HOST_MEMORY
                )
            ),
            "{e}"
        );
        let text = e.to_string();
        assert!(text.contains("vkAllocateCommandBuffers failed"), "{text}");
        assert!(text.contains("never made"), "{text}");
        // Without a lost device an unknown id is a plain bad request, and so is any other
        // decoding error with one.
        let e = request_error(id::BEGIN_COMMAND_BUFFER, unknown, None);
        assert!(
            matches!(e, SessionError::Request("vkBeginCommandBuffer", _)),
            "{e}"
        );
        let wrong_type = DecodeError::new(DecodeErrorKind::BadHandle, "id of another object type");
        let e = request_error(id::BEGIN_COMMAND_BUFFER, wrong_type, Some(failed));
        assert!(matches!(e, SessionError::Request(..)), "{e}");
        let cut = DecodeError::new(DecodeErrorKind::Truncated, "pBeginInfo");
        let e = request_error(id::BEGIN_COMMAND_BUFFER, cut, Some(failed));
        assert!(matches!(e, SessionError::Request(..)), "{e}");
    }
}
