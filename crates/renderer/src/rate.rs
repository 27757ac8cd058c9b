//! A client's message rate: at most [`crate::config::Config::max_message_rate`] messages in a
//! window of one second, its streams together. A message past the window's budget belongs to
//! the next window, and its stream's thread waits for that window to start before it runs
//! the message: the client is slowed, never dropped (the reasons are at
//! [`crate::config::Config::max_message_rate`]). Each client's stream threads are its own,
//! so the wait holds up no other client.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The length of a window.
pub const WINDOW: Duration = Duration::from_secs(1);

/// How long a waiting stream sleeps at most between looks at whether its client was dropped.
const NAP: Duration = Duration::from_millis(50);

/// One client's windows.
#[derive(Debug)]
pub struct Limiter {
    limit: u64,
    window: Mutex<Window>,
}

#[derive(Debug)]
struct Window {
    /// When the current window starts (in the future while streams wait for it); `None`
    /// before the first message.
    start: Option<Instant>,
    /// Messages counted in the current window (at most `limit`).
    count: u64,
    /// The most messages of any window so far.
    peak: u64,
    /// Windows whose messages had to wait (the client was slowed).
    slowed: u64,
}

/// What [`Limiter::admit`] decided for one message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admit {
    /// Run it now.
    Now,
    /// Run it later.
    At {
        /// When its window starts.
        when: Instant,
        /// Whether this starts the client's first slowed window (the caller logs it once).
        first: bool,
    },
}

impl Limiter {
    /// A limiter of `limit` messages a second (at least 1).
    pub fn new(limit: u32) -> Limiter {
        Limiter {
            limit: u64::from(limit.max(1)),
            window: Mutex::new(Window {
                start: None,
                count: 0,
                peak: 0,
                slowed: 0,
            }),
        }
    }

    /// Messages a second.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Counts one message that arrived at `now`.
    pub fn admit(&self, now: Instant) -> Admit {
        let mut w = self.window.lock().unwrap_or_else(|e| e.into_inner());
        let start = match w.start {
            Some(s) if now < s + WINDOW && w.count >= self.limit => {
                // The budget is spent: the next window starts a second after this one.
                w.peak = w.peak.max(w.count);
                w.count = 0;
                w.slowed += 1;
                s + WINDOW
            }
            Some(s) if now < s + WINDOW => s,
            // The first message, an idle gap or a full second: a window starts here.
            _ => {
                w.peak = w.peak.max(w.count);
                w.count = 0;
                now
            }
        };
        w.start = Some(start);
        w.count += 1;
        if start > now {
            Admit::At {
                when: start,
                first: w.slowed == 1 && w.count == 1,
            }
        } else {
            Admit::Now
        }
    }

    /// The most messages the client sent in one window, and the windows in which it was
    /// slowed.
    pub fn counts(&self) -> (u64, u64) {
        let w = self.window.lock().unwrap_or_else(|e| e.into_inner());
        (w.peak.max(w.count), w.slowed)
    }
}

/// Sleeps until `when`, or until `dropped` is set; returns whether `dropped` was set.
pub fn wait_until(when: Instant, dropped: &AtomicBool) -> bool {
    loop {
        if dropped.load(Ordering::Acquire) {
            return true;
        }
        let now = Instant::now();
        if now >= when {
            return false;
        }
        std::thread::sleep((when - now).min(NAP));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_holds_its_limit_and_the_rest_waits_for_the_next() {
        let l = Limiter::new(3);
        let t0 = Instant::now();
        for _ in 0..3 {
            assert_eq!(l.admit(t0), Admit::Now);
        }
        let next = t0 + WINDOW;
        // The fourth message of the second waits for the next window, and the next two
        // join it there.
        assert_eq!(
            l.admit(t0),
            Admit::At {
                when: next,
                first: true
            }
        );
        for _ in 0..2 {
            assert_eq!(
                l.admit(t0 + Duration::from_millis(10)),
                Admit::At {
                    when: next,
                    first: false
                }
            );
        }
        // That window is full too: the seventh waits for the one after.
        assert_eq!(
            l.admit(t0 + Duration::from_millis(20)),
            Admit::At {
                when: next + WINDOW,
                first: false
            }
        );
        assert_eq!(l.counts(), (3, 2));
        // Once the waits are over, and after an idle gap, messages run at once.
        assert_eq!(l.admit(next + WINDOW * 3), Admit::Now);
        assert_eq!(l.counts(), (3, 2));
    }

    #[test]
    fn a_client_under_its_limit_never_waits() {
        let l = Limiter::new(100);
        let t0 = Instant::now();
        for i in 0..1000u32 {
            // 50 messages a second for 20 seconds.
            assert_eq!(l.admit(t0 + Duration::from_millis(20) * i), Admit::Now);
        }
        let (peak, slowed) = l.counts();
        assert!(peak <= 51, "{peak}");
        assert_eq!(slowed, 0);
    }

    #[test]
    fn a_dropped_client_stops_waiting() {
        let dropped = AtomicBool::new(true);
        assert!(wait_until(
            Instant::now() + Duration::from_secs(3600),
            &dropped
        ));
        let live = AtomicBool::new(false);
        assert!(!wait_until(Instant::now(), &live));
    }
}
