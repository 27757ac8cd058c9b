//! Waking up shortly before a message that comes at a steady rhythm.
//!
//! A reader that sleeps until the writer wakes it pays a wake-up (the writer's futex call,
//! then the scheduler bringing an idle core back: 5–10 µs on a big x86 host, 20–30 µs on a
//! small virtual machine). Spinning from the start avoids it but burns a core for the whole
//! wait. Many waits repeat, though (a reply to a frame's GPU wait), so a [`Pacer`] remembers
//! how long the last [`Pacer::HISTORY`] waits of one kind took, and the reader sleeps without
//! spinning until [`Pacer::sleep_first`] (the pacer's `lead` before the second shortest of
//! them), then spins for its `window`. A message that comes earlier still wakes it at once; one
//! that comes later costs the window's spinning and then the wake-up, as before.
//!
//! Where the waits vary too much for the window to catch the message (a loaded virtual
//! machine), pacing would only burn the window: a pacer whose last paced waits mostly missed
//! stops pacing, and tries again every [`Pacer::PROBE`] waits.
//!
//! [`FineTimer`] makes the first sleep end on time: Linux delays a timed sleep by the thread's
//! timer slack, 50 µs by default.

use std::time::Duration;

/// How long the last waits of one kind took, and whether pacing them paid.
#[derive(Debug, Clone)]
pub struct Pacer {
    lead: Duration,
    window: Duration,
    shortest: Duration,
    recent: [u32; Pacer::HISTORY],
    len: usize,
    next: usize,
    /// The last paced waits, one bit each (newest lowest): 1 when the message came within
    /// the window.
    hits: u8,
    /// How many paced waits `hits` holds (at most 8).
    paced: u8,
    /// Waits since pacing was last tried while it was failing.
    idle: u32,
}

impl Pacer {
    /// How many waits are remembered.
    pub const HISTORY: usize = 8;
    /// While pacing fails, one wait in this many is paced anyway, to notice when it would
    /// pay again.
    pub const PROBE: u32 = 16;

    /// A pacer that sleeps until `lead` before the expected message, then spins `window`;
    /// waits expected shorter than `shortest` are not paced.
    pub fn new(lead: Duration, window: Duration, shortest: Duration) -> Pacer {
        Pacer {
            lead,
            window,
            shortest,
            recent: [0; Pacer::HISTORY],
            len: 0,
            next: 0,
            hits: 0,
            paced: 0,
            idle: 0,
        }
    }

    /// The window to spin for after the first sleep.
    pub fn window(&self) -> Duration {
        self.window
    }

    fn push(&mut self, d: Duration) {
        self.recent[self.next] = u32::try_from(d.as_micros()).unwrap_or(u32::MAX);
        self.next = (self.next + 1) % Self::HISTORY;
        self.len = (self.len + 1).min(Self::HISTORY);
    }

    /// Remembers a wait that took `took`, of which the first `slept` were a paced sleep
    /// (`None`: not paced); `early` says the message ended that sleep. A message that woke
    /// the sleeper came at some time before `took` (the wake-up's delay is in `took`), so it
    /// counts as having come when the sleep was due to end, if that is sooner: each early
    /// message shortens the next sleep by the lead, until messages come during the spin,
    /// whose times are exact.
    pub fn record(&mut self, took: Duration, slept: Option<Duration>, early: bool) {
        let Some(s) = slept else {
            self.push(took);
            return;
        };
        let hit = !early && took <= s + self.window;
        self.hits = (self.hits << 1) | u8::from(hit);
        self.paced = (self.paced + 1).min(8);
        self.push(if early { took.min(s) } else { took });
    }

    /// Whether most recent paced waits caught their message in the window (or too few were
    /// paced to tell).
    fn paying(&self) -> bool {
        let known = u32::from(self.paced);
        let mask = if known >= 8 { 0xff } else { (1u8 << known) - 1 };
        known < 8 || (self.hits & mask).count_ones() * 2 >= known
    }

    /// How long to sleep before spinning for the next message: `lead` before the second
    /// shortest remembered wait (one fast outlier does not move it), once
    /// [`HISTORY`](Self::HISTORY) waits are known, that wait is at least `shortest`, and
    /// pacing has been paying (else only every [`PROBE`](Self::PROBE)th wait).
    pub fn sleep_first(&mut self) -> Option<Duration> {
        if self.len < Self::HISTORY {
            return None;
        }
        if !self.paying() {
            self.idle += 1;
            if self.idle < Self::PROBE {
                return None;
            }
        }
        self.idle = 0;
        let mut v = self.recent;
        v.sort_unstable();
        let expect = Duration::from_micros(u64::from(v[1]));
        (expect >= self.shortest && expect > self.lead).then(|| expect - self.lead)
    }
}

/// The calling thread's timer slack set to 1 ns until dropped (then restored).
#[derive(Debug)]
pub struct FineTimer(libc::c_ulong);

impl FineTimer {
    /// Sets the slack; `None` where the system refuses.
    pub fn new() -> Option<FineTimer> {
        // SAFETY: PR_GET_TIMERSLACK takes no pointer; it returns the slack in ns or -1.
        let old = unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) };
        // SAFETY: PR_SET_TIMERSLACK takes a number of ns (1: the finest; 0 would mean the
        // default).
        (old > 0 && unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, 1 as libc::c_ulong) } == 0)
            .then_some(FineTimer(old as libc::c_ulong))
    }
}

impl Drop for FineTimer {
    fn drop(&mut self) {
        // SAFETY: as in `new`; the thread's own slack is restored.
        unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, self.0) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn us(n: u64) -> Duration {
        Duration::from_micros(n)
    }

    fn pacer() -> Pacer {
        Pacer::new(us(20), us(60), us(50))
    }

    #[test]
    fn predicts_from_the_second_shortest_wait() {
        let mut p = pacer();
        for n in [200, 190, 210, 205, 195, 220] {
            p.record(us(n), None, false);
        }
        assert_eq!(p.sleep_first(), None, "too few waits known");
        p.record(us(120), None, false);
        p.record(us(230), None, false);
        // Shortest 120 (an outlier), second shortest 190: sleep until 20 µs before it.
        assert_eq!(p.sleep_first(), Some(us(170)));
        // The oldest waits drop out.
        for _ in 0..Pacer::HISTORY {
            p.record(us(400), None, false);
        }
        assert_eq!(p.sleep_first(), Some(us(380)));
    }

    #[test]
    fn early_messages_shorten_the_sleep() {
        let mut p = pacer();
        for _ in 0..Pacer::HISTORY {
            p.record(us(200), None, false);
        }
        // Messages that really come at 120 µs wake the sleeper 30 µs later each time: the
        // sleep shrinks by the lead until it ends before them, then they land in the window.
        let mut hits = 0;
        for _ in 0..20 {
            let d = p.sleep_first().expect("paced");
            let early = us(120) < d;
            let took = if early { us(150) } else { us(120) };
            hits += usize::from(!early);
            p.record(took, Some(d), early);
        }
        let d = p.sleep_first().expect("still paced");
        assert!(d <= us(120) && d >= us(80), "{d:?}");
        assert!(hits >= 10, "{hits} of 20 in the window");
    }

    #[test]
    fn pacing_that_misses_stops_and_probes() {
        let mut p = pacer();
        for _ in 0..Pacer::HISTORY {
            p.record(us(100), None, false);
        }
        // Messages come far past the window (80 + 60 µs) every time.
        for _ in 0..8 {
            let d = p.sleep_first().expect("paced while it may pay");
            p.record(us(400), Some(d), false);
            // Keep the prediction where it was.
            for _ in 0..Pacer::HISTORY {
                p.record(us(100), None, false);
            }
        }
        let paced = (0..Pacer::PROBE * 2)
            .filter(|_| p.sleep_first().is_some())
            .count();
        assert_eq!(paced, 2, "one probe per {} waits", Pacer::PROBE);
    }

    #[test]
    fn short_waits_are_not_paced() {
        let mut p = pacer();
        for _ in 0..Pacer::HISTORY {
            p.record(us(30), None, false);
        }
        assert_eq!(p.sleep_first(), None);
    }

    #[test]
    #[cfg_attr(miri, ignore = "prctl is not in Miri")]
    fn the_timer_slack_is_restored() {
        // SAFETY: PR_GET_TIMERSLACK takes no pointer.
        let before = unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) };
        {
            let fine = FineTimer::new();
            if fine.is_some() {
                // SAFETY: as above.
                assert_eq!(unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) }, 1);
            }
        }
        // SAFETY: as above.
        assert_eq!(unsafe { libc::prctl(libc::PR_GET_TIMERSLACK) }, before);
    }
}
