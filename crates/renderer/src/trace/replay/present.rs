//! Replay of the renderer's swapchain messages (`VKRELAY_PRESENT=renderer`): each runs once
//! its recorded reply has been read (the record after its request), so that the headless
//! swapchain ([`crate::present`]) can give the image index the live run's acquire got; and
//! the PNG screenshots of what a frame presented.

use std::path::Path;

use vk_trace::Record;
use vk_wire::{HEADER_SIZE, Header, relay};

use super::{ReplayError, Replayer, effective_command};
use crate::present::readback::write_png;
use crate::session::lock;

/// A swapchain request read and not yet run.
pub(super) struct Held {
    /// Its record's index in the file.
    pub index: u64,
    pub sequence: u64,
    pub bytes: Vec<u8>,
}

/// Whether the message `msg` is one of the renderer's swapchain messages.
pub(super) fn is_swapchain(msg: &[u8]) -> bool {
    Header::read(msg).is_ok_and(|h| {
        let c = effective_command(h.command, msg.get(HEADER_SIZE..).unwrap_or_default());
        (relay::SWAPCHAIN_CREATE..=relay::SWAPCHAIN_RELEASE).contains(&c)
    })
}

impl Replayer<'_> {
    /// Runs the held swapchain request, if any, with its recorded reply when `next` (the
    /// record after it) is that reply.
    pub(super) fn run_held(&mut self, next: Option<&Record>) -> Result<(), ReplayError> {
        let Some(held) = self.held.take() else {
            return Ok(());
        };
        self.local.recorded_reply = match next {
            Some(Record::Reply {
                sequence, bytes, ..
            }) if *sequence == held.sequence => Some(bytes.clone()),
            _ => None,
        };
        let r = self.request(held.index, held.sequence, &held.bytes);
        self.local.recorded_reply = None;
        r
    }

    /// A presentation ran: its swapchain is screenshot at the end of the frame.
    pub(super) fn note_present(&mut self, payload: &[u8]) {
        if let Ok(p) = vk_wire::present::Present::decode(payload)
            && !self.presented.contains(&p.swapchain)
        {
            self.presented.push(p.swapchain);
        }
    }

    /// The screenshots of frame `n`'s presented images, the devices idle: the first
    /// swapchain's as `frame-N.png`, others as `frame-N-swapchain-ID.png`.
    pub(super) fn presented_pngs(&mut self, n: u64, dir: &Path) -> Result<(), ReplayError> {
        if self.presented.is_empty() {
            return Ok(());
        }
        // SAFETY: the caller waited for the devices to be idle.
        let shots = unsafe { lock(&self.session).swapchains.read_presented() };
        let mut first = true;
        for id in self.presented.clone() {
            let Some((_, pixels)) = shots.iter().find(|(s, _)| *s == id) else {
                continue;
            };
            let name = if first {
                format!("frame-{n}.png")
            } else {
                format!("frame-{n}-swapchain-{id}.png")
            };
            first = false;
            let path = dir.join(name);
            match pixels {
                Ok(p) => {
                    write_png(p, &path).map_err(|e| ReplayError::Screenshot(path.clone(), e))?
                }
                Err(r) => {
                    tracing::error!(swapchain = id, "reading a presented image back failed: {r}");
                    continue;
                }
            }
            self.summary.screenshots.push(path);
        }
        Ok(())
    }
}
