//! Capture (`--capture FILE`, the `capture` key): what each client sends, written into a
//! [`vk_trace`] file as it runs; `trace info` / `trace dump`, which read one back
//! ([`show`]); and `replay FILE`, which runs one again on the driver ([`replay`]).
//! `docs/trace-format.md` says which records the renderer writes and when.
//!
//! - **Files.** Each client writes its own trace: the first of `FILE`, `FILE.1`, `FILE.2`, …
//!   that does not exist yet, created exclusively ([`create_next`]), so worker processes
//!   never share one and an earlier capture is never overwritten.
//! - **Order.** A trace-wide `sequence` numbers the requests of all the client's streams in
//!   the order they finished running, taken before the reply went out ([`Capture::message`]):
//!   a message that waited for other streams (`AFTER`) comes after what it waited for, and a
//!   host wait after the submission that ended it.
//! - **Memory.** At each capture point ([`Tracked::capture_point`]) what the application
//!   wrote into the host-visible memory it mapped is written as `MemoryWrite` records, before
//!   the request of that point ([`watch`]): the pages the client reports written (the ICD
//!   tracks them with userfaultfd), or, where it does not, the pages whose hash changed
//!   ([`pages`]). Pages that a submission's transfer commands write whole are hashed again,
//!   unrecorded, when the renderer learns that the submission ended, before the client can
//!   ([`writes`]).
//! - **Frames.** Where the ICD presents, the renderer does not see presentations, so it
//!   marks a frame at each queue submission that carries a command buffer (the ICD's own
//!   submissions for acquire and direct-path presents carry none): `Frame{n}` follows that
//!   submission's request. Once the client has a swapchain the renderer presents
//!   (`VKRELAY_PRESENT=renderer`), its presentations end frames instead, as in
//!   gfxreconstruct. `capture_screenshots` writes the image a listed frame's presentation
//!   shows as `FILE.frame-N.png` ([`crate::present::readback`]).
//! - **Cost.** With capture off, a message pays one test of an `Option`. With it on, the
//!   stream threads gather records into a batch that goes to a writer thread at the first
//!   frame's end 16 ms after the last batch went (or at 1 MiB, at the start and end of frame
//!   0, or when the client goes)
//!   through a bounded channel, and block when it is full: nothing is dropped. The writer
//!   cuts a chunk of each batch that ends a frame and flushes it to the file, so a crash of
//!   the renderer loses at most about 16 ms of frames (or the last 1 MiB); a client's crash
//!   loses nothing, and neither does a renderer stopped by a signal ([`finish_live`],
//!   [`crate::shutdown`]).

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread::JoinHandle;

use ash::vk::{self, Handle};
use vk_trace::Record;
use vk_wire::desc::CommandDesc;
use vk_wire::{HEADER_SIZE, Header, args, id};

use crate::config::Config;
use crate::driver::Driver;
use crate::session::Local;

pub(crate) mod addresses;
pub mod pages;
pub(crate) mod pictures;
pub mod replay;
pub mod show;
pub mod watch;
pub mod writes;

use watch::{Watch, lock_watch};

/// Batches of records (each a frame's, or [`BATCH_BYTES`] of them) the stream threads may
/// queue ahead of the writer before they block.
const QUEUE: usize = 32;

/// The records a batch gathers before it goes to the writer without waiting for a frame's
/// end (the writer's chunk threshold).
const BATCH_BYTES: usize = 1 << 20;

/// A batch goes to the writer at the first frame's end after this long since the last one
/// went (or once it holds [`BATCH_BYTES`]): one wake-up of the writer, one chunk of the
/// file, for every few frames of a fast application, and what a crash of the renderer can
/// lose.
const HAND_OVER: std::time::Duration = std::time::Duration::from_millis(16);

/// The most files one capture base name may have (`FILE`, `FILE.1` … `FILE.9999`).
const MAX_FILES: u32 = 10_000;

/// The captures of this process's live clients, for [`finish_live`].
static LIVE: Mutex<Vec<std::sync::Weak<Capture>>> = Mutex::new(Vec::new());

/// Counts `c` among the live captures ([`finish_live`]).
pub fn register(c: &std::sync::Arc<Capture>) {
    let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    live.retain(|w| w.strong_count() > 0);
    live.push(std::sync::Arc::downgrade(c));
}

/// Finishes every live capture (what it holds and its last chunk are written, the file
/// closed; later records are dropped): before the process stops on a signal
/// ([`crate::shutdown`]).
pub fn finish_live() {
    let live: Vec<_> = LIVE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter_map(std::sync::Weak::upgrade)
        .collect();
    for c in live {
        c.finish();
        tracing::info!(file = %c.path.display(), "capture finished");
    }
}

/// Creates the first of `base`, `base.1`, `base.2`, … that does not exist yet.
pub fn create_next(base: &Path) -> std::io::Result<(PathBuf, File)> {
    for n in 0..MAX_FILES {
        let path = if n == 0 {
            base.to_path_buf()
        } else {
            let mut p = base.as_os_str().to_owned();
            p.push(format!(".{n}"));
            PathBuf::from(p)
        };
        match File::options().write(true).create_new(true).open(&path) {
            Ok(f) => return Ok((path, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        format!(
            "{} and its {MAX_FILES} numbered names exist",
            base.display()
        ),
    ))
}

/// The live screenshot of frame `n` of the trace `trace`.
pub fn screenshot_path(trace: &Path, n: u64) -> PathBuf {
    let mut p = trace.as_os_str().to_owned();
    p.push(format!(".frame-{n}.png"));
    PathBuf::from(p)
}

/// What one client's capture shares among its streams.
struct Inner {
    /// `None` once finished.
    tx: Option<SyncSender<Vec<Record>>>,
    /// The next request's sequence number.
    sequence: u64,
    /// The number of the frame being captured (the last `Frame` record's).
    frame: u64,
    /// Records not yet handed to the writer, in order, and their encoded bytes: a batch goes
    /// at the first frame's end [`HAND_OVER`] after the last batch went, at
    /// [`BATCH_BYTES`], at the end of the capture, and at the start and the end of frame 0
    /// (the setup).
    batch: Vec<Record>,
    batch_bytes: usize,
    /// When the last batch went.
    handed: std::time::Instant,
}

/// One client's trace: records go in order to the writer thread.
#[derive(Debug)]
pub struct Capture {
    inner: Mutex<Inner>,
    writer: Mutex<Option<JoinHandle<()>>>,
    /// The client's number in `MemoryWrite` and stream records (its file's: 0 for `FILE`).
    client: u32,
    /// The trace's file.
    path: PathBuf,
    /// Frames whose presented image is written beside the trace (`capture_screenshots`).
    screenshots: Vec<u64>,
}

impl std::fmt::Debug for Inner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Inner")
            .field("sequence", &self.sequence)
            .field("frame", &self.frame)
            .finish()
    }
}

impl Capture {
    /// Starts the trace of a client (process `pid`) in the next free file of `base`, its
    /// `Environment` and `Frame{0}` first. `None` (logged) when the file cannot be made: the
    /// client is served without capture.
    pub fn start(base: &Path, driver: &Driver, config: &Config, pid: u32) -> Option<Capture> {
        let (path, file) = match create_next(base) {
            Ok(f) => f,
            Err(e) => {
                tracing::error!(
                    "cannot create a capture file for {}: {e}; the client runs uncaptured",
                    base.display()
                );
                return None;
            }
        };
        let client = path
            .extension()
            .and_then(|e| e.to_str())
            .and_then(|e| e.parse().ok())
            .filter(|_| path != base)
            .unwrap_or(0);
        let env = environment(driver, config, pid);
        let (tx, rx) = sync_channel(QUEUE);
        let shown = path.clone();
        let writer = std::thread::Builder::new()
            .name("vkrelay-capture".into())
            .spawn(move || write_trace(rx, file, &shown));
        let writer = match writer {
            Ok(w) => w,
            Err(e) => {
                tracing::error!("cannot start the capture thread: {e}; the client runs uncaptured");
                return None;
            }
        };
        tracing::info!(pid, file = %path.display(), "capturing the client");
        let path = path.clone();
        let c = Capture {
            inner: Mutex::new(Inner {
                tx: Some(tx),
                sequence: 0,
                frame: 0,
                batch: Vec::new(),
                batch_bytes: 0,
                handed: std::time::Instant::now(),
            }),
            writer: Mutex::new(Some(writer)),
            client,
            path,
            screenshots: config.capture_screenshots.clone(),
        };
        c.send(|_| vec![env, Record::Frame { number: 0 }]);
        Some(c)
    }

    /// Sends the records `f` makes, in order with every other record of the client (`f` runs
    /// under the capture's lock, and may take a sequence number or a frame from it).
    fn send(&self, f: impl FnOnce(&mut Inner) -> Vec<Record>) {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let records = f(&mut inner);
        if inner.tx.is_none() || records.is_empty() {
            return;
        }
        // The setup (frame 0, and the environment before it) goes at once, as chunks of
        // its own: what a replay needs most is never left waiting in a batch.
        let frame = records.iter().find_map(|r| match r {
            Record::Frame { number } => Some(*number),
            _ => None,
        });
        let setup = frame.is_some_and(|n| n <= 1);
        inner.batch_bytes += records.iter().map(Record::encoded_len).sum::<usize>();
        inner.batch.extend(records);
        if setup
            || (frame.is_some() && inner.handed.elapsed() >= HAND_OVER)
            || inner.batch_bytes >= BATCH_BYTES
        {
            Self::hand_over(&mut inner);
        }
    }

    /// Hands the batch to the writer: one wake-up of it. Blocks while the queue is full;
    /// fails only once the writer thread is gone (it logged why).
    fn hand_over(inner: &mut Inner) {
        let batch = std::mem::take(&mut inner.batch);
        inner.batch_bytes = 0;
        inner.handed = std::time::Instant::now();
        if let Some(tx) = &inner.tx
            && !batch.is_empty()
        {
            let _ = tx.send(batch);
        }
    }

    /// Where the presented image of the frame being captured goes, if
    /// `capture_screenshots` names that frame: `FILE.frame-N.png` beside the trace.
    pub fn screenshot_path(&self) -> Option<PathBuf> {
        if self.screenshots.is_empty() {
            return None;
        }
        let n = self.inner.lock().unwrap_or_else(|e| e.into_inner()).frame;
        self.screenshots
            .contains(&n)
            .then(|| screenshot_path(&self.path, n))
    }

    /// Whether `capture_screenshots` names any frame.
    pub fn takes_screenshots(&self) -> bool {
        !self.screenshots.is_empty()
    }

    /// Stream `stream` of the client opened.
    pub fn stream_opened(&self, stream: u32) {
        let client = self.client;
        self.send(|_| vec![Record::StreamOpened { client, stream }]);
    }

    /// Stream `stream` closed.
    pub fn stream_closed(&self, stream: u32) {
        let client = self.client;
        self.send(|_| vec![Record::StreamClosed { client, stream }]);
    }

    /// A request of `stream` (header `h`, `payload`) has run; `reply` is the message about
    /// to be sent for it, if any. Takes the request's sequence number; with `frame_end`, a
    /// `Frame` record follows it.
    pub fn message(
        &self,
        stream: u32,
        h: Header,
        payload: &[u8],
        reply: Option<&[u8]>,
        frame_end: bool,
    ) {
        let mut bytes = vec![0u8; HEADER_SIZE];
        if h.write(&mut bytes).is_err() {
            return;
        }
        bytes.extend_from_slice(payload);
        let reply = reply.map(<[u8]>::to_vec);
        self.send(|inner| {
            let sequence = inner.sequence;
            inner.sequence += 1;
            let mut out = vec![Record::Request {
                stream,
                sequence,
                bytes,
            }];
            if let Some(bytes) = reply {
                out.push(Record::Reply {
                    stream,
                    sequence,
                    bytes,
                });
            }
            if frame_end {
                inner.frame += 1;
                out.push(Record::Frame {
                    number: inner.frame,
                });
            }
            out
        });
    }

    /// Bytes the client's memory `memory` (its id) holds at `offset` since the last capture
    /// point.
    fn memory(&self, memory: u64, runs: Vec<pages::Run>) {
        let client = self.client;
        self.send(|_| {
            runs.into_iter()
                .map(|r| Record::MemoryWrite {
                    client,
                    memory,
                    offset: r.offset,
                    bytes: r.bytes,
                })
                .collect()
        });
    }

    /// Ends the trace: the writer writes what is queued, the last chunk, and closes the file.
    /// Later records are dropped.
    pub fn finish(&self) {
        {
            let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
            Self::hand_over(&mut inner);
            inner.tx = None;
        }
        let writer = self.writer.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(w) = writer
            && w.join().is_err()
        {
            tracing::error!("the capture thread panicked");
        }
    }
}

impl Drop for Capture {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The writer thread: records to the file, a chunk flushed after each batch that ends a
/// frame.
fn write_trace(rx: Receiver<Vec<Record>>, file: File, path: &Path) {
    let mut w = match vk_trace::Writer::new(BufWriter::new(file)) {
        Ok(w) => w,
        Err(e) => {
            tracing::error!("cannot write the capture {}: {e}", path.display());
            // Dropping `rx` makes the senders give up rather than block.
            return;
        }
    };
    for batch in rx {
        let frame = batch.iter().any(|r| matches!(r, Record::Frame { .. }));
        let written = batch
            .iter()
            .try_for_each(|r| w.write(r))
            .and_then(|()| if frame { w.flush() } else { Ok(()) });
        if let Err(e) = written {
            tracing::error!(
                "writing the capture {} failed: {e}; the capture stops",
                path.display()
            );
            return;
        }
    }
    if let Err(e) = w.finish() {
        tracing::error!("finishing the capture {} failed: {e}", path.display());
    }
}

/// The `Environment` record: this renderer, the driver's devices, the configuration.
/// The driver's description for the traces' `Environment` records, made once per process.
static DESCRIPTION: std::sync::OnceLock<(String, String, String)> = std::sync::OnceLock::new();

/// Describes `driver`'s devices for the traces' `Environment` records, once per process (on
/// an instance of its own), if that was not done yet. The renderer calls it before it takes
/// clients when capture is on: a capture that starts while another client's instance is
/// being destroyed then makes no instance of its own (NVIDIA's driver crashed when one was
/// created on a new connection's thread while the last client tore its instance down).
pub fn describe_driver(driver: &Driver) -> &'static (String, String, String) {
    DESCRIPTION.get_or_init(|| {
        devices(driver).unwrap_or_else(|e| {
            tracing::warn!("capture: cannot describe the driver's devices: {e}");
            ("?".into(), "?".into(), "?".into())
        })
    })
}

fn environment(driver: &Driver, config: &Config, pid: u32) -> Record {
    let (driver_name, driver_version, device_name) = describe_driver(driver).clone();
    Record::Environment {
        renderer_version: env!("CARGO_PKG_VERSION").into(),
        driver_name,
        driver_version,
        device_name,
        config: format!("client pid {pid}; {config:?}"),
    }
}

/// The driver's name, version and device names (several devices joined by `"; "`).
fn devices(driver: &Driver) -> Result<(String, String, String), vk::Result> {
    let entry = driver.entry();
    let app = vk::ApplicationInfo::default()
        .application_name(c"vkrelay-capture")
        .api_version(vk::API_VERSION_1_2);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: valid create info; no allocator.
    let instance = unsafe { entry.create_instance(&info, None) }?;
    let mut names = (Vec::new(), Vec::new(), Vec::new());
    // SAFETY: `instance` is live until destroyed below.
    let pds = unsafe { instance.enumerate_physical_devices() }.unwrap_or_default();
    for pd in pds {
        // SAFETY: `pd` is a physical device of `instance`.
        let props = unsafe { instance.get_physical_device_properties(pd) };
        let device = props
            .device_name_as_c_str()
            .map_or("?".into(), |c| c.to_string_lossy().into_owned());
        let (mut dname, mut dversion) = (String::from("?"), format!("{:#x}", props.driver_version));
        if props.api_version >= vk::API_VERSION_1_2 {
            let mut drv = vk::PhysicalDeviceDriverProperties::default();
            let mut p2 = vk::PhysicalDeviceProperties2::default().push_next(&mut drv);
            // SAFETY: as above; the chain is valid for the call.
            unsafe { instance.get_physical_device_properties2(pd, &mut p2) };
            if let Ok(n) = drv.driver_name_as_c_str() {
                dname = n.to_string_lossy().into_owned();
            }
            if let Ok(i) = drv.driver_info_as_c_str() {
                dversion = format!("{} ({dversion})", i.to_string_lossy());
            }
        }
        names.0.push(dname);
        names.1.push(dversion);
        names.2.push(device);
    }
    // SAFETY: nothing was made on the instance.
    unsafe { instance.destroy_instance(None) };
    Ok((names.0.join("; "), names.1.join("; "), names.2.join("; ")))
}

/// A session's side of the capture: the trace, the client's mapped memory, and what its
/// command buffers write ([`writes`]).
pub struct Tracked {
    capture: std::sync::Arc<Capture>,
    watch: std::sync::Arc<Mutex<Watch>>,
    writes: writes::Recorder,
}

impl std::fmt::Debug for Tracked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tracked")
            .field("mapped", &lock_watch(&self.watch).counts().0)
            .finish()
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        let watch = lock_watch(&self.watch);
        if watch.skipped > 0 {
            tracing::debug!(
                bytes = watch.skipped,
                "capture: device writes into mapped memory left out of the trace"
            );
        }
        let (mapped, reported) = watch.counts();
        tracing::info!(
            reported = watch.reported,
            hashed = mapped - reported,
            "capture: allocations whose writes the client reported (the others were found by \
             hashing their pages at each capture point)"
        );
    }
}

impl Tracked {
    /// The session side of `capture`.
    pub fn new(capture: std::sync::Arc<Capture>) -> Tracked {
        Tracked {
            capture,
            watch: std::sync::Arc::default(),
            writes: writes::Recorder::default(),
        }
    }

    /// What the session's fence watchers call before they publish a signal
    /// ([`crate::feedback::Feedback::set_hook`]).
    pub(crate) fn hook(&self) -> crate::feedback::Hook {
        let watch = std::sync::Arc::clone(&self.watch);
        std::sync::Arc::new(move |s| lock_watch(&watch).signal(s))
    }

    /// [`Capture::screenshot_path`].
    pub fn screenshot_path(&self) -> Option<PathBuf> {
        self.capture.screenshot_path()
    }

    /// [`Capture::takes_screenshots`].
    pub fn takes_screenshots(&self) -> bool {
        self.capture.takes_screenshots()
    }

    /// Something may have told the client that submissions ended, without saying which:
    /// their device writes are recorded again from now on ([`writes`]).
    pub(crate) fn drop_pending(&self) {
        lock_watch(&self.watch).pending.drop_all();
    }

    /// A command recorded into command buffer `cb` (a [`vk_wire::relay::BATCH`]'s, driver
    /// handles in its arguments `a`): what it writes whole is noted ([`writes`]).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(crate) unsafe fn recorded(&mut self, cmd: u32, cb: u64, a: *const u8) {
        // SAFETY: caller.
        unsafe { self.writes.recorded(cmd, cb, a) };
    }

    /// After `cmd` (arguments `a`, driver handles, outputs written) returned `ret`, before
    /// its reply goes: bindings and formats noted; where the result tells the client that
    /// submissions ended, their device writes are hashed again unrecorded, or, where it may
    /// tell it without saying which, they are dropped ([`writes`]).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub(crate) unsafe fn after(&mut self, cmd: &'static CommandDesc, a: *const u8, ret: u64) {
        // SAFETY: caller.
        unsafe { self.writes.after(cmd.id, a, ret) };
        if !matches!(
            cmd.id,
            id::WAIT_FOR_FENCES
                | id::GET_FENCE_STATUS
                | id::QUEUE_WAIT_IDLE
                | id::DEVICE_WAIT_IDLE
                | id::WAIT_SEMAPHORES
                | id::GET_SEMAPHORE_COUNTER_VALUE
                | id::GET_QUERY_POOL_RESULTS
                | id::GET_EVENT_STATUS
        ) {
            return;
        }
        let ok = ret as u32 as i32 == vk::Result::SUCCESS.as_raw();
        let mut watch = lock_watch(&self.watch);
        match cmd.id {
            id::WAIT_FOR_FENCES if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::WaitForFences>() };
                if x.wait_all == vk::FALSE && x.fence_count > 1 {
                    watch.pending.drop_all();
                    return;
                }
                // SAFETY: the decoder checked the array against its count.
                let fences = unsafe { raw_list(x.p_fences, x.fence_count) };
                for f in fences {
                    let ended = watch.pending.fence_signalled(f);
                    watch.settle(ended);
                }
            }
            id::GET_FENCE_STATUS if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::GetFenceStatus>() };
                let ended = watch.pending.fence_signalled(x.fence.as_raw());
                watch.settle(ended);
            }
            id::QUEUE_WAIT_IDLE if ok => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::QueueWaitIdle>() };
                let ended = watch.pending.idle(Some(x.queue.as_raw()));
                watch.settle(ended);
            }
            id::DEVICE_WAIT_IDLE if ok => {
                let ended = watch.pending.idle(None);
                watch.settle(ended);
            }
            id::WAIT_SEMAPHORES
            | id::GET_SEMAPHORE_COUNTER_VALUE
            | id::GET_QUERY_POOL_RESULTS
            | id::GET_EVENT_STATUS => watch.pending.drop_all(),
            _ => {}
        }
    }

    /// Before `cmd` (its decoded arguments at `a`) runs: at a capture point (a submission,
    /// `vkFlushMappedMemoryRanges`, a host wait) what changed in mapped memory is written; a
    /// submission with a command buffer ends a frame (`local.frame_end`) unless the client
    /// is `presenting` through the renderer (then its presentations do).
    ///
    /// # Safety
    /// `a` holds the decoded arguments of `cmd`.
    pub unsafe fn capture_point(
        &mut self,
        cmd: &'static CommandDesc,
        a: *const u8,
        local: &mut Local,
        presenting: bool,
    ) {
        let pending = match cmd.id {
            id::QUEUE_SUBMIT => {
                // SAFETY: caller: `a` is the argument block of vkQueueSubmit.
                let x = unsafe { &*a.cast::<args::QueueSubmit>() };
                // SAFETY: the decoder checked the array against its count.
                let submits = unsafe { writes::slice(x.p_submits, x.submit_count) };
                local.frame_end = !presenting && submits.iter().any(|s| s.command_buffer_count > 0);
                let cbs = submits.iter().flat_map(|s| {
                    // SAFETY: as above.
                    unsafe { raw_list(s.p_command_buffers, s.command_buffer_count) }
                });
                self.writes
                    .submitted(x.queue.as_raw(), x.fence.as_raw(), cbs)
            }
            id::QUEUE_SUBMIT2 => {
                // SAFETY: caller: `a` is the argument block of vkQueueSubmit2.
                let x = unsafe { &*a.cast::<args::QueueSubmit2>() };
                // SAFETY: as above.
                let submits = unsafe { writes::slice(x.p_submits, x.submit_count) };
                local.frame_end =
                    !presenting && submits.iter().any(|s| s.command_buffer_info_count > 0);
                let cbs = submits.iter().flat_map(|s| {
                    // SAFETY: as above.
                    unsafe { writes::slice(s.p_command_buffer_infos, s.command_buffer_info_count) }
                        .iter()
                        .map(|c| c.command_buffer.as_raw())
                });
                self.writes
                    .submitted(x.queue.as_raw(), x.fence.as_raw(), cbs)
            }
            id::RESET_FENCES => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::ResetFences>() };
                // SAFETY: as above.
                let fences: Vec<u64> = unsafe { raw_list(x.p_fences, x.fence_count) }.collect();
                lock_watch(&self.watch).pending.drop_fences(&fences);
                return;
            }
            id::DESTROY_FENCE => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::DestroyFence>() };
                lock_watch(&self.watch)
                    .pending
                    .drop_fences(&[x.fence.as_raw()]);
                return;
            }
            id::BEGIN_COMMAND_BUFFER => {
                // SAFETY: caller.
                let x = unsafe { &*a.cast::<args::BeginCommandBuffer>() };
                // SAFETY: as above.
                unsafe { self.writes.recorded(cmd.id, x.command_buffer.as_raw(), a) };
                return;
            }
            id::FLUSH_MAPPED_MEMORY_RANGES
            | id::WAIT_FOR_FENCES
            | id::WAIT_SEMAPHORES
            | id::QUEUE_WAIT_IDLE
            | id::DEVICE_WAIT_IDLE => None,
            _ => return,
        };
        let watch = std::sync::Arc::clone(&self.watch);
        let mut watch = lock_watch(&watch);
        self.write_changes(&mut watch);
        // After the submission's capture point: the pages hold what the client wrote.
        if let Some(p) = pending {
            watch.pending.push(p);
        }
    }
}

/// The raw handles of `count` handles at `p`.
///
/// # Safety
/// `p` is null or points to `count` valid handles.
unsafe fn raw_list<'a, H: Handle + Copy + 'a>(
    p: *const H,
    count: u32,
) -> impl Iterator<Item = u64> + 'a {
    // SAFETY: caller.
    unsafe { writes::slice(p, count) }
        .iter()
        .map(|h| h.as_raw())
}
