//! How the renderer's threads run: the priority a stream thread takes once it replays
//! recorded command buffers, how long host waits poll, and the time slice the threads ask
//! for (`stream_class`, `stream_nice`, `wait_poll_us`, `thread_slice_us`).

use super::{Config, StreamClass};

/// What a stream thread that replays recorded command buffers runs at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamPriority {
    /// The idle scheduling class (`SCHED_IDLE`).
    Idle,
    /// This nice value (0: the renderer's own priority).
    Nice(u8),
}

/// Up to this many CPUs, [`StreamClass::Auto`] is [`StreamClass::Idle`].
pub const SMALL_MACHINE_CPUS: usize = 4;

/// How long host waits poll the driver by default, µs.
pub const DEFAULT_WAIT_POLL_US: u32 = 2000;

/// The default [`Config::thread_slice_us`].
pub const DEFAULT_THREAD_SLICE_US: u32 = 100;

/// The range of a non-zero [`Config::thread_slice_us`] (Linux's bounds on `sched_runtime`).
pub const THREAD_SLICE_US: std::ops::RangeInclusive<u32> = 100..=100_000;

/// The longest `wait_poll_us` accepted, µs (0.1 s).
pub const MAX_WAIT_POLL_US: u32 = 100_000;

/// The nice value replaying stream threads take by default: the lowest priority.
pub const DEFAULT_STREAM_NICE: u8 = 19;

impl Config {
    /// The nice value (0–19) a stream thread takes when it gets its first recorded command
    /// buffer, where [`Config::stream_priority`] says nice (above [`SMALL_MACHINE_CPUS`] CPUs
    /// by default); 0 leaves it at the renderer's priority.
    ///
    /// The thread replaying a recording only has to finish before the submission, while the
    /// driver's threads (those that run the submitted work) and the application's need the
    /// cores now; on a small machine the replaying thread at normal priority took cores from
    /// them and skewed where the scheduler put the driver's threads (see the renderer's
    /// README, *Scheduling*). With nice 19, glmark2 `texture` through zink was faster than
    /// the build before in 25 of 34 interleaved rounds on a 2-core VM and in 16 of 26 on two
    /// cores of a 16-core host; on all 16 cores it made no clear difference (faster in 6 of
    /// 15). An application whose other threads keep every core busy leaves a nice-19 replay
    /// thread little time; set 0 (or a value between) for such a workload.
    pub fn stream_nice(&self) -> u8 {
        self.stream_nice.unwrap_or(DEFAULT_STREAM_NICE)
    }

    /// What a stream thread runs at once it replays recorded command buffers, on a machine
    /// where the renderer may use `cpus` CPUs.
    ///
    /// - `stream_class = "nice"`: nice [`Config::stream_nice`].
    /// - `"idle"`: the idle scheduling class, `SCHED_IDLE`. Such a thread runs only on a CPU
    ///   no other thread wants, gives way at once to any thread that wakes there, and its CPU
    ///   counts as idle where the scheduler places woken threads.
    /// - `"auto"` (the default): `"idle"` up to [`SMALL_MACHINE_CPUS`] CPUs, `"nice"` above.
    ///
    /// The replaying (and host-wait polling, [`Config::wait_poll`]) thread only has to keep up
    /// with the application, while the driver's threads and the application's need the
    /// cores. With few CPUs every CPU is busy in a frame, and the idle class keeps the stream
    /// thread from ever taking one or making one look busy. With many, idle CPUs exist, and an
    /// idle-class thread draws other threads' wake-ups onto its CPU, which then interrupt its
    /// replay. glmark2 `texture` through zink on an H200 host, polling host waits, fps against
    /// native: on 2 CPUs 100–101 % idle, 85 % nice 19; on 4, 98 % idle, 84 % nice 19; on 8,
    /// 88 % idle, 92 % nice 19; on 16, 92 % idle, 96 % nice 19 (see the renderer's README,
    /// *Scheduling*).
    ///
    /// When other threads keep every CPU busy, a thread at either lowered priority hardly
    /// runs; the renderer then moves the stream to a thread at its own priority and stops
    /// lowering priorities ([`crate::starve`]).
    pub fn stream_priority(&self, cpus: usize) -> StreamPriority {
        match self.stream_class.unwrap_or_default() {
            StreamClass::Idle => StreamPriority::Idle,
            StreamClass::Auto if cpus <= SMALL_MACHINE_CPUS => StreamPriority::Idle,
            StreamClass::Auto | StreamClass::Nice => StreamPriority::Nice(self.stream_nice()),
        }
    }

    /// How long a host wait (`vkWaitForFences`, `vkWaitSemaphores` with a timeout) polls the
    /// driver before it blocks in it; zero: it blocks at once.
    ///
    /// The stream thread calls the driver with a zero timeout and yields the CPU between
    /// calls: the end of the GPU work reaches it within a poll, and its CPU does not go idle.
    /// Blocking instead costs two thread wake-ups after the GPU work (the driver wakes the
    /// renderer's thread, whose reply wakes the application's), and on the VMs measured here
    /// waking a thread whose CPU went idle took tens of microseconds, a tenth of a glmark2
    /// `texture` frame. The poll runs at the stream thread's priority
    /// ([`Config::stream_priority`]): polling at nice 19 on 2 CPUs cost fps (85 % of native
    /// against 94 %), in the idle class it gained (100 %). The CPU does not sleep while it
    /// polls: on a battery-powered device, weigh the power against the frame time.
    ///
    /// The same limit holds for a stream thread in the idle class that polls the timeline
    /// semaphores its submissions left pending, while its ring is empty (the renderer's
    /// `feedback::poll`): the end of a frame then reaches the application without a wake-up
    /// of the timeline watcher first. glmark2 `texture` through zink on a 2-core VM without
    /// load: 80.5 → 88.4 % of native (ahead in 8 of 10 interleaved rounds) and 72.7 → 84.8 %
    /// (6 of 8); beside two busy loops, where the idle class hardly runs, no difference (7 of
    /// 12, 63.8 and 61.3 %).
    pub fn wait_poll(&self) -> std::time::Duration {
        std::time::Duration::from_micros(u64::from(
            self.wait_poll_us.unwrap_or(DEFAULT_WAIT_POLL_US),
        ))
    }

    /// The time slice the renderer's stream threads (while at the renderer's priority) and
    /// its fence and timeline watchers ask for; zero leaves the kernel's default.
    ///
    /// Under Linux's EEVDF scheduler (6.6 and later; custom slices from 6.12), a thread that
    /// wakes preempts the running one only where its slice is shorter: with the default slice,
    /// a stream woken by the application's next message while other processes keep every
    /// core busy waits for the running thread's slice to end, milliseconds, several times a
    /// frame. glmark2 `texture` through vkrelay on a 2-core VM beside two busy-looping
    /// processes: 49–77 % of native with 100 µs, 27–67 % with the default, in the same
    /// rounds (`docs/performance.md`). Older kernels ignore it.
    pub fn thread_slice(&self) -> std::time::Duration {
        std::time::Duration::from_micros(u64::from(
            self.thread_slice_us.unwrap_or(DEFAULT_THREAD_SLICE_US),
        ))
    }
}
