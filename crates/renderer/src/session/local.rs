//! What one stream of a client keeps between its requests.

/// What one stream of a client keeps between its requests.
pub struct Local {
    /// A descriptor to send on the socket before the reply of the request just handled.
    pub pending_fd: Option<std::os::fd::RawFd>,
    /// The request just handled failed: its command and `VkResult`.
    pub last_failed: Option<(&'static str, i32)>,
    /// Whether the client went away (or was dropped): a host wait stops at its next slice.
    pub gone: Box<dyn Fn() -> bool + Send>,
    /// Under capture: the request just handled ends a frame ([`crate::trace`]).
    pub frame_end: bool,
    /// Under replay: the reply the live run got for the request about to be handled, where
    /// replay needs it (the renderer's swapchain messages, [`crate::present`]).
    pub recorded_reply: Option<Vec<u8>>,
}

impl Local {
    /// A stream whose client is gone once `gone` says so.
    pub fn new(gone: Box<dyn Fn() -> bool + Send>) -> Local {
        Local {
            pending_fd: None,
            last_failed: None,
            gone,
            frame_end: false,
            recorded_reply: None,
        }
    }
}

impl std::fmt::Debug for Local {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Local")
            .field("pending_fd", &self.pending_fd)
            .field("last_failed", &self.last_failed)
            .finish()
    }
}
