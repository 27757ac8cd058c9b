//! Replay's waits for submitted work, bounded: a trace may hold work back until a later
//! request (a submission that waits for a timeline value the application signals on the
//! host next, or an event it sets), which an unbounded wait for idle devices would wait
//! for forever.

use std::time::Duration;

use vk_wire::id;

use super::Replayer;
use crate::session::lock;

/// How long replay waits for submitted work to finish before a request that may rely on it
/// (and before a screenshot). Past it the work is taken to be held back by something later
/// in the trace: replay goes on with a warning, as the application did.
pub(super) const IDLE_BOUND: Duration = Duration::from_secs(5);

/// Whether `command` (a request's effective command) signals on the host: it may be what
/// submitted work waits for, so it never waits for that work itself.
pub(super) fn host_signal(command: u32) -> bool {
    matches!(command, id::SIGNAL_SEMAPHORE | id::SET_EVENT)
}

/// What [`Replayer::idle`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Idle {
    /// Everything submitted finished.
    Done,
    /// Some submitted work waits for something later in the trace.
    HeldBack,
}

impl Replayer<'_> {
    /// Waits for every queue to finish what was submitted, if anything was since it last
    /// did: for at most [`IDLE_BOUND`], or only a look while work is known to be held back
    /// and nothing signalled on the host since (each request would otherwise wait the whole
    /// bound again).
    pub(super) fn idle(&mut self) -> Result<Idle, ash::vk::Result> {
        if !self.busy {
            return Ok(Idle::Done);
        }
        let bound = if self.held_back {
            Duration::ZERO
        } else {
            IDLE_BOUND
        };
        if lock(&self.session).wait_queues_idle(bound)? {
            self.busy = false;
            self.held_back = false;
            self.summary.idle_waits += 1;
            return Ok(Idle::Done);
        }
        if !self.held_back {
            self.held_back = true;
            self.summary.held_back += 1;
            tracing::warn!(
                "submitted work did not finish within {}s: it waits for something later in \
                 the trace (a host signal); replay goes on without waiting for it",
                IDLE_BOUND.as_secs()
            );
        }
        Ok(Idle::HeldBack)
    }

    /// After request `command` ran: a host signal may release held-back work, so the next
    /// wait for it is a whole one again.
    pub(super) fn after_host_signal(&mut self, command: u32) {
        if host_signal(command) {
            self.held_back = false;
        }
    }
}
