//! A latency timeline: what the two ends of a ring did, and when, for measuring where a frame's
//! time goes between two processes.
//!
//! When the environment variable [`ENV`] holds a path prefix, [`record`] notes each event with
//! the `CLOCK_MONOTONIC` time (the same clock in every process of a machine, so the two ends'
//! timelines line up) and the calling thread's id, and [`save`] writes them all to
//! `<prefix>.<pid>` (the vkrelay ICD saves when its process exits, the renderer each time a
//! client leaves). Without the variable, [`record`] costs one relaxed load and a branch. At
//! most [`CAPACITY`] events are kept per process (the first ones); the file holds
//! [`RECORD_SIZE`]-byte records (time in ns, thread id, event; little-endian), which [`parse`]
//! reads back.
//!
//! The events are the drivers' (see [`Event`]); this crate records [`Event::Sleep`] and
//! [`Event::Woken`] itself, around each futex sleep of a waiting ring end.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// The environment variable that names the path prefix of the timeline files.
pub const ENV: &str = "VKRELAY_TIMELINE";
/// The most events one process keeps.
pub const CAPACITY: usize = 1 << 20;
/// Bytes per record in a timeline file: time (u64 ns), thread id (u32), event (u32).
pub const RECORD_SIZE: usize = 16;

/// What happened. The numbers are stable: they are what the files hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Event {
    /// Application side: a host wait's request is sent (noted just before); its reply will
    /// be awaited.
    WaitCall = 1,
    /// Application side: a host wait's reply arrived.
    WaitReturn = 2,
    /// Application side: a paced host wait's sleep ended with no reply; it polls now.
    PacedPoll = 3,
    /// Application side: a paced host wait's reply ended its sleep early.
    PacedEarly = 4,
    /// Application side: `vkCmdEndRendering` / `vkCmdEndRenderPass(2)` was recorded.
    EndRendering = 5,
    /// Application side: `vkEndCommandBuffer` was called.
    EndCommandBuffer = 6,
    /// Application side: `vkQueueSubmit` / `vkQueueSubmit2` was called.
    Submit = 7,
    /// Renderer side: a batch of recorded commands starts replaying.
    BatchStart = 11,
    /// Renderer side: a batch of recorded commands was replayed.
    BatchEnd = 12,
    /// Renderer side: the driver's `vkEndCommandBuffer` returned.
    EndDone = 13,
    /// Renderer side: the driver's `vkQueueSubmit(2)` is called.
    SubmitCall = 14,
    /// Renderer side: the driver's `vkQueueSubmit(2)` returned.
    SubmitDone = 15,
    /// Renderer side: a host wait is passed to the driver.
    WaitDriverCall = 16,
    /// Renderer side: the driver's host wait returned.
    WaitDriverReturn = 17,
    /// Renderer side: a reply is sent (noted just before it is published).
    ReplySent = 18,
    /// Either side: a ring end goes to sleep on its futex.
    Sleep = 22,
    /// Either side: a ring end woke from its futex.
    Woken = 23,
}

impl Event {
    /// Every event.
    pub const ALL: [Event; 17] = [
        Event::WaitCall,
        Event::WaitReturn,
        Event::PacedPoll,
        Event::PacedEarly,
        Event::EndRendering,
        Event::EndCommandBuffer,
        Event::Submit,
        Event::BatchStart,
        Event::BatchEnd,
        Event::EndDone,
        Event::SubmitCall,
        Event::SubmitDone,
        Event::WaitDriverCall,
        Event::WaitDriverReturn,
        Event::ReplySent,
        Event::Sleep,
        Event::Woken,
    ];

    /// The event numbered `n` in a file.
    pub fn from_number(n: u32) -> Option<Event> {
        Event::ALL.into_iter().find(|e| *e as u32 == n)
    }
}

/// One recorded event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    /// `CLOCK_MONOTONIC` time, ns.
    pub time: u64,
    /// The thread that recorded it (its kernel thread id).
    pub thread: u32,
    /// What happened.
    pub event: Event,
}

/// The events of this process: pairs of words (time; thread << 8 | event).
struct Log {
    words: Box<[AtomicU64]>,
    next: AtomicUsize,
    prefix: std::ffi::OsString,
}

/// `None` when [`ENV`] is unset (looked up once).
fn log() -> Option<&'static Log> {
    static LOG: OnceLock<Option<Log>> = OnceLock::new();
    LOG.get_or_init(|| {
        let prefix = std::env::var_os(ENV).filter(|p| !p.is_empty())?;
        Some(Log {
            words: (0..CAPACITY * 2).map(|_| AtomicU64::new(0)).collect(),
            next: AtomicUsize::new(0),
            prefix,
        })
    })
    .as_ref()
}

/// Whether this process records a timeline ([`ENV`] is set).
pub fn enabled() -> bool {
    log().is_some()
}

fn now_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to write.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    (ts.tv_sec as u64)
        .wrapping_mul(1_000_000_000)
        .wrapping_add(ts.tv_nsec as u64)
}

/// The calling thread's kernel id (a system call the first time, then a thread-local read).
fn thread_id() -> u32 {
    thread_local! {
        // SAFETY: gettid takes no arguments and cannot fail.
        static TID: u32 = (unsafe { libc::syscall(libc::SYS_gettid) }) as u32;
    }
    TID.with(|t| *t)
}

/// Notes `event` now, if this process records a timeline.
#[inline]
pub fn record(event: Event) {
    if let Some(l) = log() {
        let i = l.next.fetch_add(1, Ordering::Relaxed);
        if i < CAPACITY {
            l.words[2 * i].store(now_ns(), Ordering::Relaxed);
            l.words[2 * i + 1].store(
                u64::from(thread_id()) << 8 | event as u64,
                Ordering::Release,
            );
        }
    }
}

/// Writes the events recorded so far to `<prefix>.<pid>` (replacing an earlier save); the
/// path, or `None` when no timeline is recorded.
pub fn save() -> Option<std::io::Result<std::path::PathBuf>> {
    let l = log()?;
    let n = l.next.load(Ordering::Acquire).min(CAPACITY);
    let mut out = Vec::with_capacity(n * RECORD_SIZE);
    for i in 0..n {
        let tagged = l.words[2 * i + 1].load(Ordering::Acquire);
        if tagged == 0 {
            continue; // still being written by its thread
        }
        out.extend_from_slice(&l.words[2 * i].load(Ordering::Relaxed).to_le_bytes());
        out.extend_from_slice(&((tagged >> 8) as u32).to_le_bytes());
        out.extend_from_slice(&((tagged & 0xff) as u32).to_le_bytes());
    }
    let mut path = l.prefix.clone();
    path.push(format!(".{}", std::process::id()));
    let path = std::path::PathBuf::from(path);
    // Written aside, then renamed: a reader never sees half a file.
    let mut part = path.clone().into_os_string();
    part.push(".part");
    Some(
        std::fs::write(&part, out)
            .and_then(|()| std::fs::rename(&part, &path))
            .map(|()| path),
    )
}

/// Arranges for [`save`] to run when the process exits (or when the library calling this is
/// unloaded, whichever comes first), once per library, if a timeline is recorded; a failure is
/// reported on stderr. For drivers and layers, which have no `main` to save from.
pub fn save_at_exit() {
    extern "C" fn at_exit() {
        if let Some(Err(e)) = save() {
            eprintln!("vkrelay: cannot write the timeline ({ENV}): {e}");
        }
    }
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if enabled() {
            // SAFETY: `at_exit` is a plain function; libc runs it at exit or when this
            // library is unloaded.
            unsafe { libc::atexit(at_exit) };
        }
    });
}

/// Reads a timeline file's bytes, ordered by time. Records of unknown events are skipped;
/// a trailing partial record is an error.
pub fn parse(bytes: &[u8]) -> Result<Vec<Record>, String> {
    if bytes.len() % RECORD_SIZE != 0 {
        return Err(format!(
            "{} bytes is not a whole number of {RECORD_SIZE}-byte records",
            bytes.len()
        ));
    }
    let mut v: Vec<Record> = bytes
        .chunks_exact(RECORD_SIZE)
        .filter_map(|c| {
            let word = |a: usize, b: usize| {
                let mut w = [0u8; 8];
                w[..b - a].copy_from_slice(&c[a..b]);
                u64::from_le_bytes(w)
            };
            Some(Record {
                time: word(0, 8),
                thread: word(8, 12) as u32,
                event: Event::from_number(word(12, 16) as u32)?,
            })
        })
        .collect();
    v.sort_by_key(|r| r.time);
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip() {
        for e in Event::ALL {
            assert_eq!(Event::from_number(e as u32), Some(e));
        }
        assert_eq!(Event::from_number(0), None);
        assert_eq!(Event::from_number(9), None);
    }

    #[test]
    fn parse_reads_records_in_time_order_and_skips_unknown_events() {
        let mut b = Vec::new();
        for (t, th, ev) in [(30u64, 7u32, 2u32), (10, 7, 1), (20, 9, 99)] {
            b.extend_from_slice(&t.to_le_bytes());
            b.extend_from_slice(&th.to_le_bytes());
            b.extend_from_slice(&ev.to_le_bytes());
        }
        let r = parse(&b).unwrap();
        assert_eq!(
            r,
            vec![
                Record {
                    time: 10,
                    thread: 7,
                    event: Event::WaitCall
                },
                Record {
                    time: 30,
                    thread: 7,
                    event: Event::WaitReturn
                },
            ]
        );
        assert!(parse(&b[..20]).is_err());
    }
}
