//! What a renderer process is doing, kept where it survives the process: the command each
//! stream runs, the client it serves, and a crash report written from the fatal signal.
//!
//! A worker ([`super::worker`]) keeps this in a page its supervisor mapped too (a memfd the
//! supervisor created and the worker inherited), so that after the worker died the supervisor
//! reads which command it was running and for whom ([`Snapshot`]). A renderer without
//! isolation keeps the same notes in a page of its own, for its crash report alone.
//!
//! Writing costs two relaxed stores per message on the stream's own slot: nothing another
//! thread waits for, and no cache line another stream writes (each slot has its own).

use std::cell::Cell;
use std::sync::atomic::{AtomicPtr, AtomicU8, AtomicU32, Ordering};

use vk_wire::relay;

/// `"VKWS"`, the page's first word once a worker has initialised it.
pub const MAGIC: u32 = u32::from_le_bytes(*b"VKWS");
/// The layout's version.
pub const VERSION: u32 = 1;
/// Stream slots: every stream a client may have ([`crate::client::MAX_STREAMS_PER_CLIENT`]).
pub const STREAMS: usize = crate::client::MAX_STREAMS_PER_CLIENT;
/// Bytes of the application name kept (longer names are cut).
pub const APP_NAME: usize = 96;
/// No command (a slot that never ran one).
const NONE: u32 = 0;

/// One stream's slot, on its own cache line.
#[repr(C, align(64))]
#[derive(Debug)]
pub struct Slot {
    /// The command id the stream runs or ran last (0: none yet).
    command: AtomicU32,
    /// 1 while the command runs, 0 after it returned.
    running: AtomicU32,
}

/// The shared page's layout.
#[repr(C, align(64))]
#[derive(Debug)]
pub struct State {
    /// [`MAGIC`] once initialised.
    magic: AtomicU32,
    /// [`VERSION`].
    version: AtomicU32,
    /// The pid of the client served (0: none yet).
    client_pid: AtomicU32,
    /// The stream that started a command last.
    last_stream: AtomicU32,
    /// Valid bytes in `app`, written after them (Release).
    app_len: AtomicU32,
    app: [AtomicU8; APP_NAME],
    slots: [Slot; STREAMS],
}

/// The page's size: what the supervisor's memfd holds.
pub const SIZE: usize = std::mem::size_of::<State>();
const _: () = assert!(SIZE <= 8192 && SIZE % 64 == 0);
const _: () = assert!(std::mem::offset_of!(State, slots) % 64 == 0);

impl State {
    const fn new() -> State {
        State {
            magic: AtomicU32::new(MAGIC),
            version: AtomicU32::new(VERSION),
            client_pid: AtomicU32::new(0),
            last_stream: AtomicU32::new(0),
            app_len: AtomicU32::new(0),
            app: [const { AtomicU8::new(0) }; APP_NAME],
            slots: [const {
                Slot {
                    command: AtomicU32::new(NONE),
                    running: AtomicU32::new(0),
                }
            }; STREAMS],
        }
    }
}

/// This process's notes when no shared page was installed.
static LOCAL: State = State::new();
/// The shared page, once [`install_shared`] ran.
static SHARED: AtomicPtr<State> = AtomicPtr::new(std::ptr::null_mut());

thread_local! {
    /// The stream this thread serves (`u32::MAX`: none), for the crash report.
    static STREAM: Cell<u32> = const { Cell::new(u32::MAX) };
}

fn state() -> &'static State {
    // Acquire: pairs with install_shared's Release, after which the page is initialised.
    let p = SHARED.load(Ordering::Acquire);
    if p.is_null() {
        &LOCAL
    } else {
        // SAFETY: install_shared's contract: the page stays mapped for the process's life.
        unsafe { &*p }
    }
}

/// Makes `page` (at least [`SIZE`] bytes, 64-byte aligned, zeroed or ours) this process's
/// notes, initialising it.
///
/// # Safety
/// `page` stays mapped, readable and writable, until the process exits, and nothing but
/// atomics of this layout touches it while the process runs.
pub unsafe fn install_shared(page: *mut u8) {
    let p = page.cast::<State>();
    // SAFETY: caller: valid for writes of SIZE bytes and aligned (mmap returns page-aligned
    // memory); State's atomics are valid for any bit pattern, and writing a fresh value
    // through the raw pointer before anyone reads it is sound.
    unsafe { p.write(State::new()) };
    SHARED.store(p, Ordering::Release);
}

/// Records the client this process serves.
pub fn note_client(pid: u32) {
    state().client_pid.store(pid, Ordering::Relaxed);
}

/// Records the application's name (`VkApplicationInfo::pApplicationName`), cut to
/// [`APP_NAME`] bytes.
pub fn note_application(name: &[u8]) {
    let s = state();
    let n = name.len().min(APP_NAME);
    for (slot, b) in s.app.iter().zip(&name[..n]) {
        slot.store(*b, Ordering::Relaxed);
    }
    // Release: a reader that sees the length sees the bytes.
    s.app_len.store(n as u32, Ordering::Release);
}

/// Marks this thread as stream `index`'s.
pub fn note_stream_thread(index: usize) {
    let _ = STREAM.try_with(|s| s.set(index.min(STREAMS - 1) as u32));
}

/// Records that stream `index` starts `command` (a command id or a [`relay`] message id).
#[inline]
pub fn note_command(index: usize, command: u32) {
    let s = state();
    let i = index.min(STREAMS - 1);
    s.slots[i].command.store(command, Ordering::Relaxed);
    s.slots[i].running.store(1, Ordering::Relaxed);
    s.last_stream.store(i as u32, Ordering::Relaxed);
    #[cfg(feature = "test-crash")]
    test_crash::check(command);
}

/// Records that stream `index`'s command returned.
#[inline]
pub fn note_done(index: usize) {
    state().slots[index.min(STREAMS - 1)]
        .running
        .store(0, Ordering::Relaxed);
}

/// The name of command or message `id`, without allocating (safe in a signal handler).
pub fn command_name(id: u32) -> &'static str {
    match id {
        NONE => "no command",
        relay::MAP_MEMORY => "a memory mapping",
        relay::BATCH => "a recorded command buffer's batch",
        relay::ASYNC => "an asynchronous command",
        relay::SESSION => "the session request",
        relay::ATTACH => "a stream attach",
        relay::AFTER => "an ordering wait",
        relay::FEEDBACK => "the feedback page request",
        relay::WATCH => "a fence, semaphore or event watch",
        relay::EVENT_SLOTS => "an event slots request",
        relay::CAPTURE_DESCRIPTOR_DATA => "vkGet*OpaqueCaptureDescriptorDataEXT",
        relay::SWAPCHAIN_CREATE => "vkCreateSwapchainKHR (renderer-owned)",
        relay::SWAPCHAIN_DESTROY => "vkDestroySwapchainKHR (renderer-owned)",
        relay::SWAPCHAIN_ACQUIRE => "vkAcquireNextImageKHR (renderer-owned)",
        relay::SWAPCHAIN_PRESENT => "vkQueuePresentKHR (renderer-owned)",
        relay::SWAPCHAIN_WAIT => "vkWaitForPresentKHR (renderer-owned)",
        relay::SWAPCHAIN_RELEASE => "vkReleaseSwapchainImagesEXT (renderer-owned)",
        _ => vk_wire::command(id).map_or("an unknown command", |c| c.name),
    }
}

/// What a (dead) process was doing, read from its page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    /// The client's pid (0: no client yet).
    pub client_pid: u32,
    /// The application's name, if the client created an instance.
    pub application: Option<String>,
    /// Streams that were running a command: (stream, command id).
    pub running: Vec<(u32, u32)>,
    /// The command the last stream to start one started: (stream, command id).
    pub last: Option<(u32, u32)>,
}

impl Snapshot {
    /// Reads `page` (a mapping of another process's [`State`]); `None` if it was never
    /// initialised.
    ///
    /// # Safety
    /// `page` points at [`SIZE`] readable bytes, 64-byte aligned, that only atomics touch.
    pub unsafe fn read(page: *const u8) -> Option<Snapshot> {
        // SAFETY: caller; every field is an atomic, valid for any bits.
        let s = unsafe { &*page.cast::<State>() };
        if s.magic.load(Ordering::Acquire) != MAGIC || s.version.load(Ordering::Relaxed) != VERSION
        {
            return None;
        }
        let n = (s.app_len.load(Ordering::Acquire) as usize).min(APP_NAME);
        let app: Vec<u8> = s.app[..n]
            .iter()
            .map(|b| b.load(Ordering::Relaxed))
            .collect();
        let running = s
            .slots
            .iter()
            .enumerate()
            .filter(|(_, slot)| slot.running.load(Ordering::Relaxed) != 0)
            .map(|(i, slot)| (i as u32, slot.command.load(Ordering::Relaxed)))
            .collect();
        let last_stream = s
            .last_stream
            .load(Ordering::Relaxed)
            .min(STREAMS as u32 - 1);
        let last_command = s.slots[last_stream as usize]
            .command
            .load(Ordering::Relaxed);
        Some(Snapshot {
            client_pid: s.client_pid.load(Ordering::Relaxed),
            application: (n > 0).then(|| String::from_utf8_lossy(&app).into_owned()),
            running,
            last: (last_command != NONE).then_some((last_stream, last_command)),
        })
    }

    /// "vkCreateGraphicsPipelines (stream 0)", or what it ran last.
    pub fn doing(&self) -> String {
        if !self.running.is_empty() {
            let v: Vec<String> = self
                .running
                .iter()
                .map(|&(s, c)| format!("{} (stream {s})", command_name(c)))
                .collect();
            return format!("while running {}", v.join(", "));
        }
        match self.last {
            Some((s, c)) => format!(
                "between commands (the last was {} on stream {s})",
                command_name(c)
            ),
            None => "before its client's first command".to_owned(),
        }
    }
}

/// The fatal signals the crash report covers.
const FATAL: [libc::c_int; 6] = [
    libc::SIGSEGV,
    libc::SIGBUS,
    libc::SIGILL,
    libc::SIGFPE,
    libc::SIGABRT,
    libc::SIGSYS,
];

/// The name of signal `sig` (for the common ones), without allocating.
pub fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGABRT => "SIGABRT",
        libc::SIGSYS => "SIGSYS",
        libc::SIGKILL => "SIGKILL",
        libc::SIGTERM => "SIGTERM",
        libc::SIGINT => "SIGINT",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGHUP => "SIGHUP",
        _ => "signal",
    }
}

/// Who writes the report: "worker" or "renderer".
static ROLE: AtomicU32 = AtomicU32::new(0);

/// Installs the crash report: on a fatal signal (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGFPE`,
/// `SIGABRT`, `SIGSYS`), one line on standard error (signal, command, client) and the
/// crashing thread's stack, then the signal's default action (the process dies of it, as it
/// would have). `worker` names the process in the line.
pub fn install_crash_report(worker: bool) {
    ROLE.store(u32::from(worker), Ordering::Relaxed);
    preload_stack();
    for sig in FATAL {
        // SAFETY: a zeroed sigaction is a valid starting value; the handler only makes
        // async-signal-safe calls (see `on_fatal`).
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = on_fatal as *const () as usize;
            sa.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK | libc::SA_RESETHAND;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(sig, &sa, std::ptr::null_mut());
        }
    }
}

/// A fixed buffer the handler formats into (no allocation).
struct Line {
    buf: [u8; 512],
    len: usize,
}

impl Line {
    fn push(&mut self, s: &[u8]) {
        let n = s.len().min(self.buf.len() - self.len);
        self.buf[self.len..self.len + n].copy_from_slice(&s[..n]);
        self.len += n;
    }

    fn num(&mut self, mut v: u64) {
        let mut d = [0u8; 20];
        let mut i = d.len();
        loop {
            i -= 1;
            d[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        self.push(&d[i..]);
    }
}

/// Formats the crash report of signal `sig` on the calling thread.
fn report(sig: i32, line: &mut Line) {
    let s = state();
    line.push(b"vkrelay-renderer: ");
    line.push(if ROLE.load(Ordering::Relaxed) == 1 {
        b"worker ".as_slice()
    } else {
        b"renderer ".as_slice()
    });
    // SAFETY: getpid is async-signal-safe.
    line.num(unsafe { libc::getpid() } as u64);
    line.push(b": fatal signal ");
    line.num(sig as u64);
    line.push(b" (");
    line.push(signal_name(sig).as_bytes());
    line.push(b")");
    let own = STREAM.try_with(Cell::get).unwrap_or(u32::MAX);
    let (stream, on_stream) = if own != u32::MAX {
        (own, true)
    } else {
        (s.last_stream.load(Ordering::Relaxed), false)
    };
    let slot = &s.slots[(stream as usize).min(STREAMS - 1)];
    let command = slot.command.load(Ordering::Relaxed);
    if on_stream {
        line.push(b" on stream ");
        line.num(u64::from(stream));
        line.push(if slot.running.load(Ordering::Relaxed) != 0 {
            b"'s thread while running ".as_slice()
        } else {
            b"'s thread after ".as_slice()
        });
    } else {
        line.push(b" on a thread of the driver; stream ");
        line.num(u64::from(stream));
        line.push(b" last started ");
    }
    line.push(command_name(command).as_bytes());
    let pid = s.client_pid.load(Ordering::Relaxed);
    line.push(b", for client pid ");
    line.num(u64::from(pid));
    let n = (s.app_len.load(Ordering::Acquire) as usize).min(APP_NAME);
    if n > 0 {
        line.push(b" (");
        let mut name = [0u8; APP_NAME];
        for (d, a) in name.iter_mut().zip(&s.app[..n]) {
            *d = a.load(Ordering::Relaxed);
        }
        line.push(&name[..n]);
        line.push(b")");
    }
    line.push(b"\n");
}

extern "C" fn on_fatal(sig: libc::c_int, _info: *mut libc::siginfo_t, _ctx: *mut libc::c_void) {
    let mut line = Line {
        buf: [0; 512],
        len: 0,
    };
    report(sig, &mut line);
    // SAFETY: write(2), signal(2) and raise(3) are async-signal-safe. SA_RESETHAND already
    // restored the default action; setting it again covers a handler installed over ours.
    // The raised signal is blocked while this handler runs and kills the process when it
    // returns (a fault that was not raised would also recur on return).
    unsafe {
        libc::write(2, line.buf.as_ptr().cast(), line.len);
        write_stack();
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// The frames of the crashing thread on standard error, one a line as
/// `module(+offset)[address]` (glibc's `backtrace_symbols_fd`, which does not allocate); `addr2line -e
/// MODULE OFFSET` on an unstripped build names them, the driver's too where it has symbols.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn write_stack() {
    const HEAD: &[u8] = b"vkrelay-renderer: the crashing thread's stack:\n";
    let mut frames = [std::ptr::null_mut::<libc::c_void>(); 48];
    // SAFETY: backtrace(3) fills at most the array's length; its first call loads libgcc_s
    // (which allocates), made at install time (`preload_stack`), so this one does not.
    // backtrace_symbols_fd(3) writes with write(2) only.
    unsafe {
        let n = libc::backtrace(frames.as_mut_ptr(), frames.len() as libc::c_int);
        libc::write(2, HEAD.as_ptr().cast(), HEAD.len());
        libc::backtrace_symbols_fd(frames.as_ptr(), n, 2);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn write_stack() {}

/// Makes `write_stack` safe in a signal handler: glibc's `backtrace` loads its unwinder at
/// its first call.
fn preload_stack() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let mut frames = [std::ptr::null_mut::<libc::c_void>(); 2];
        // SAFETY: fills at most two entries.
        unsafe { libc::backtrace(frames.as_mut_ptr(), 2) };
    }
}

#[cfg(feature = "test-crash")]
mod test_crash {
    //! `--test-crash-on COMMAND[@APPLICATION]` (test builds only): the process raises
    //! `SIGSEGV` when that command arrives, for that application only if one is named.

    use std::sync::OnceLock;
    use std::sync::atomic::Ordering;

    static TARGET: OnceLock<(u32, Option<Vec<u8>>)> = OnceLock::new();

    /// Arms the crash.
    pub fn arm(command: u32, application: Option<&str>) {
        let _ = TARGET.set((command, application.map(|a| a.as_bytes().to_vec())));
    }

    pub(super) fn check(command: u32) {
        let Some((target, app)) = TARGET.get() else {
            return;
        };
        if *target != command {
            return;
        }
        if let Some(app) = app {
            let s = super::state();
            let n = (s.app_len.load(Ordering::Acquire) as usize).min(super::APP_NAME);
            let name: Vec<u8> = s.app[..n]
                .iter()
                .map(|b| b.load(Ordering::Relaxed))
                .collect();
            if name != *app {
                return;
            }
        }
        tracing::warn!("--test-crash-on: raising SIGSEGV");
        // SAFETY: raise(3) has no preconditions; the crash report runs and the process dies.
        unsafe { libc::raise(libc::SIGSEGV) };
    }
}

/// Arms `--test-crash-on`: `spec` is `COMMAND` or `COMMAND@APPLICATION`.
#[cfg(feature = "test-crash")]
pub fn arm_test_crash(spec: &str) -> Result<(), String> {
    let (command, app) = match spec.split_once('@') {
        Some((c, a)) => (c, Some(a)),
        None => (spec, None),
    };
    let cmd = vk_wire::command_by_name(command)
        .ok_or_else(|| format!("--test-crash-on: no command {command:?}"))?;
    test_crash::arm(cmd.id, app);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snapshot_reads_what_was_noted() {
        let page = Box::new(State::new());
        let p = (&*page as *const State).cast::<u8>();
        let st = &*page;
        st.client_pid.store(42, Ordering::Relaxed);
        for (d, b) in st.app.iter().zip(b"vkcube") {
            d.store(*b, Ordering::Relaxed);
        }
        st.app_len.store(6, Ordering::Release);
        let id = vk_wire::command_by_name("vkCreateDevice").unwrap().id;
        st.slots[2].command.store(id, Ordering::Relaxed);
        st.slots[2].running.store(1, Ordering::Relaxed);
        st.last_stream.store(2, Ordering::Relaxed);
        // SAFETY: a live State.
        let s = unsafe { Snapshot::read(p) }.unwrap();
        assert_eq!(s.client_pid, 42);
        assert_eq!(s.application.as_deref(), Some("vkcube"));
        assert_eq!(s.running, vec![(2, id)]);
        assert_eq!(s.doing(), "while running vkCreateDevice (stream 2)");
        st.slots[2].running.store(0, Ordering::Relaxed);
        // SAFETY: as above.
        let s = unsafe { Snapshot::read(p) }.unwrap();
        assert_eq!(
            s.doing(),
            "between commands (the last was vkCreateDevice on stream 2)"
        );
    }

    #[test]
    fn a_page_never_initialised_reads_as_none() {
        #[repr(C, align(64))]
        struct Page([u8; SIZE]);
        let page = Box::new(Page([0; SIZE]));
        // SAFETY: SIZE readable, aligned bytes.
        assert!(unsafe { Snapshot::read(page.0.as_ptr()) }.is_none());
    }

    #[test]
    fn the_report_line_names_signal_command_and_client() {
        let mut line = Line {
            buf: [0; 512],
            len: 0,
        };
        report(libc::SIGSEGV, &mut line);
        let text = std::str::from_utf8(&line.buf[..line.len]).unwrap();
        assert!(text.starts_with("vkrelay-renderer: "), "{text}");
        assert!(text.contains("fatal signal 11 (SIGSEGV)"), "{text}");
        assert!(text.contains("for client pid "), "{text}");
        assert!(text.ends_with('\n'), "{text}");
    }

    #[test]
    fn names_do_not_allocate_and_cover_private_messages() {
        assert_eq!(
            command_name(relay::BATCH),
            "a recorded command buffer's batch"
        );
        assert_eq!(
            command_name(vk_wire::command_by_name("vkQueueSubmit").unwrap().id),
            "vkQueueSubmit"
        );
        assert_eq!(command_name(0xFFFF_FFFE), "an unknown command");
        assert_eq!(signal_name(libc::SIGSEGV), "SIGSEGV");
    }

    #[test]
    fn numbers_format_in_decimal() {
        let mut l = Line {
            buf: [0; 512],
            len: 0,
        };
        for v in [0u64, 7, 10, 1234567890, u64::MAX] {
            l.len = 0;
            l.num(v);
            assert_eq!(std::str::from_utf8(&l.buf[..l.len]).unwrap(), v.to_string());
        }
    }
}
