//! `vkrelay-renderer replay FILE`: runs a trace's requests on the real driver through the
//! renderer's own [`Session`], with no application and no ICD. `docs/trace-format.md` says
//! what replay does with each record; this is the rule book in short:
//!
//! - **Order.** Requests run one at a time in their recorded `sequence` order, whatever
//!   stream they came on: that order already honours every `AFTER` (a message that waited
//!   for other streams was recorded after what it waited for), so `SESSION`, `ATTACH` and
//!   `AFTER` run nothing. `BATCH` contents go through [`Session::replay`], `ASYNC` inner
//!   messages and every other request through [`Session::handle`], as `crate::client` does.
//! - **Ids.** Object ids on the wire are the application's; the session's object table maps
//!   them to the new driver handles, as for a live client. Replies whose values the driver
//!   chose and the application may have kept cannot be mapped: buffer device and opaque
//!   capture addresses are reproduced on the same driver through capture/replay
//!   (`replay/addresses.rs`), and a different one stops the replay
//!   ([`ReplayError::AddressDiffers`]); other such values (descriptor data, acceleration
//!   structure and image view addresses) stop it at once ([`ReplayError::Unsupported`]).
//! - **Memory.** `MAP_MEMORY` maps the allocation in this process (the descriptor live
//!   capture would send the application); a `MemoryWrite` is copied into that mapping, in
//!   bounds or refused.
//! - **Waits not in the trace.** The application knew the device was done with memory,
//!   command buffers and fences through host waits that the ICD answered from the feedback
//!   page, which are not in the trace. So once something was submitted, replay waits for
//!   every device to be idle ([`Session::wait_idle`]) before the next memory write and
//!   before the next request that is not a batch of recorded commands.
//! - **Frames.** Frame `n` is the records after `Frame{n}`; it is complete at `Frame{n+1}`
//!   (or at the end of a whole file). `--frames A-B` runs frames 0 to B (the frames before A
//!   build the state) and times A to B; `--screenshot` writes, when a listed frame is
//!   complete and the device idle, the bytes of every mapped allocation, and the image of
//!   each swapchain presented in that frame as a PNG.
//! - **Swapchains the renderer presented** (`VKRELAY_PRESENT=renderer`) are made headless
//!   ([`crate::present`]): each acquire gives the image index the live run got (its
//!   recorded reply), a presentation waits for its semaphores and shows nothing
//!   (`present`).
//! - **Untrusted input.** Every record is checked (sequence, stream, memory id, bounds); a
//!   bad one ends the replay with an error naming it, never a panic. A cut or corrupt file
//!   replays its readable records, then reports the last complete frame.

use std::collections::{BTreeSet, HashSet};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ash::vk;
use vk_trace::Record;
use vk_wire::{Arena, HEADER_SIZE, HandleTable, Header, relay};

use crate::config::Config;
use crate::driver::Driver;
use crate::session::{Local, Session, SessionError, lock};

pub(crate) mod addresses;
mod commands;
mod error;
mod idle;
mod memory;
mod present;
mod replies;
use commands::{command_name, effective_command, unsupported};
pub use error::{Frame, Hex, ReplayError};
pub(crate) mod types;
use memory::Mappings;
use replies::{failed_where_captured_succeeded, same_reply};

/// What to replay and what to keep of it.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Only frames up to `.1` run (frames before `.0` too, untimed); `None`: all.
    pub frames: Option<(u64, u64)>,
    /// Frames whose mapped memory is written into [`Options::out`] once complete.
    pub screenshots: BTreeSet<u64>,
    /// Where screenshots go.
    pub out: Option<PathBuf>,
    /// How many times to replay; 0: until the process is stopped.
    pub loops: u64,
}

/// Parses `A-B` or `N` into an inclusive frame range.
pub fn parse_frames(s: &str) -> Result<(u64, u64), String> {
    let (a, b) = match s.split_once('-') {
        Some((a, b)) => (a, b),
        None => (s, s),
    };
    let n = |v: &str| -> Result<u64, String> {
        v.trim()
            .parse::<u64>()
            .map_err(|e| format!("{v:?} is not a frame number: {e}"))
    };
    let (a, b) = (n(a)?, n(b)?);
    if a > b {
        return Err(format!("frame range {a}-{b} is empty"));
    }
    Ok((a, b))
}

/// What one pass over a trace did.
#[derive(Debug, Clone, Default)]
pub struct Summary {
    /// The last frame that ran whole.
    pub last_complete: Option<u64>,
    /// Requests run.
    pub requests: u64,
    /// Memory writes applied, and their bytes.
    pub memory_writes: u64,
    /// Bytes of the memory writes.
    pub memory_bytes: u64,
    /// Times replay waited for the devices before a memory write.
    pub idle_waits: u64,
    /// Times submitted work did not finish within a wait's bound: held back by something
    /// later in the trace (a host signal), replay went on without it.
    pub held_back: u64,
    /// Replies whose bytes differ from the recorded ones (results of polls, timings, ids
    /// the session chose).
    pub replies_differ: u64,
    /// Allocations whose memory type was translated to the replay device's
    /// (`types`).
    pub memory_types_translated: u64,
    /// Screenshot files written.
    pub screenshots: Vec<PathBuf>,
    /// The time of the timed frames (`--frames`' range, else all), and their number.
    pub timed: Duration,
    /// How many frames `timed` covers.
    pub timed_frames: u64,
    /// The time of the whole pass, teardown included.
    pub total: Duration,
}

/// Replays `file` on `driver` with `config`'s settings (repairs, limits: as for a client),
/// `opts.loops` times; the summary of each pass goes to `each`.
pub fn replay(
    file: &Path,
    driver: Arc<Driver>,
    config: Arc<Config>,
    opts: &Options,
    mut each: impl FnMut(&Summary),
) -> Result<(), ReplayError> {
    let mut pass = 0u64;
    loop {
        let shots = if pass == 0 {
            Some(&opts.screenshots)
        } else {
            None
        };
        let s = replay_once(file, Arc::clone(&driver), Arc::clone(&config), opts, shots)?;
        each(&s);
        pass += 1;
        if opts.loops != 0 && pass >= opts.loops {
            return Ok(());
        }
        if left_undestroyed() {
            // Each such pass leaves a device running: more would pile them up.
            return Err(ReplayError::HeldBackLoop { pass });
        }
    }
}

/// One pass over the trace.
struct Replayer<'a> {
    session: Mutex<Session>,
    local: Local,
    arena: Arena,
    out: Vec<u8>,
    opts: &'a Options,
    /// Frames to screenshot in this pass.
    shots: Option<&'a BTreeSet<u64>>,
    /// The trace's client number (from its first stream record).
    client: Option<u32>,
    /// Streams opened and not closed.
    open: HashSet<u32>,
    /// Streams closed.
    closed: HashSet<u32>,
    /// The next request's sequence number.
    sequence: u64,
    /// The frame running (the last `Frame` record's).
    frame: Option<u64>,
    /// The allocations the trace mapped, mapped here.
    mapped: Mappings,
    /// Something was submitted since the devices were last idle.
    busy: bool,
    /// Submitted work did not finish within the last wait's bound, and no host signal ran
    /// since ([`idle`]).
    held_back: bool,
    /// The last request's sequence and the reply replay made for it (`None`: one not
    /// compared, as the session token of `SESSION`).
    reply: Option<(u64, Option<Vec<u8>>)>,
    /// The command of the last request run.
    last_command: u32,
    /// Whether device addresses can be reproduced ([`addresses`]).
    addresses: addresses::Policy,
    /// A swapchain request waiting for its recorded reply, the next record ([`present`]).
    held: Option<present::Held>,
    /// The swapchains presented since the last frame ended (ids, in order).
    presented: Vec<u64>,
    /// The frame that just ended ended at a submission (its picture is the image it
    /// rendered last, [`crate::trace::pictures`]).
    submitted_last: bool,
    timing: Option<Instant>,
    summary: Summary,
}

fn replay_once(
    file: &Path,
    driver: Arc<Driver>,
    config: Arc<Config>,
    opts: &Options,
    shots: Option<&BTreeSet<u64>>,
) -> Result<Summary, ReplayError> {
    let f = std::fs::File::open(file).map_err(|e| ReplayError::Open(file.to_path_buf(), e))?;
    let records = vk_trace::Reader::new(BufReader::new(f));
    replay_records(records, driver, config, opts, shots)
}

/// Set once a pass left its objects undestroyed (work held back at its end).
static LEFT_UNDESTROYED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether a pass of this process left its objects undestroyed, its devices still running
/// held-back work: the process should then end without the exit handlers of the driver,
/// which may wait for that work forever (NVIDIA's do).
pub fn left_undestroyed() -> bool {
    LEFT_UNDESTROYED.load(std::sync::atomic::Ordering::Relaxed)
}

/// One pass over `records` (a trace's, in file order) in a fresh session; `shots`: the
/// frames to screenshot in this pass. What the records made is destroyed before it returns,
/// whatever the outcome.
pub fn replay_records(
    records: impl IntoIterator<Item = Result<Record, vk_trace::Error>>,
    driver: Arc<Driver>,
    config: Arc<Config>,
    opts: &Options,
    shots: Option<&BTreeSet<u64>>,
) -> Result<Summary, ReplayError> {
    let start = Instant::now();
    let policy = addresses::Policy::new(Arc::clone(&driver));
    let mut session = Session::new(driver, config);
    session.freed_memory = Some(Vec::new());
    session.swapchains = crate::present::Swapchains::headless();
    session.memory_types = Some(types::Translation::default());
    session.addresses = Some(crate::trace::addresses::Addresses::new(
        crate::trace::addresses::Mode::Replay,
    ));
    if shots.is_some_and(|s| !s.is_empty()) {
        session.pictures = Some(Default::default());
    }

    let mut r = Replayer {
        session: Mutex::new(session),
        local: Local::new(Box::new(|| false)),
        arena: Arena::new(),
        out: Vec::new(),
        opts,
        shots,
        client: None,
        open: HashSet::new(),
        closed: HashSet::new(),
        sequence: 0,
        frame: None,
        mapped: Mappings::default(),
        busy: false,
        held_back: false,
        reply: None,
        last_command: 0,
        addresses: policy,
        held: None,
        presented: Vec::new(),
        submitted_last: false,
        timing: if opts.frames.is_none_or(|(a, _)| a == 0) {
            Some(start)
        } else {
            None
        },
        summary: Summary::default(),
    };
    let result = r.run(records);
    let stuck = matches!(r.idle(), Ok(idle::Idle::HeldBack));
    // The objects the trace left (all of them, when `--frames` stopped early) go as a
    // client's do when it leaves.
    r.mapped.clear();
    let mut s = lock(&r.session);
    r.summary.memory_types_translated = s.memory_types.as_ref().map_or(0, |t| t.rewritten);
    if stuck {
        // The teardown waits for each device to be idle, which held-back work never is:
        // the session is left to the process's exit instead ([`left_undestroyed`]).
        LEFT_UNDESTROYED.store(true, std::sync::atomic::Ordering::Relaxed);
        tracing::warn!(
            "submitted work still waits at the end of the replay for something the trace \
             never does: its objects are not destroyed"
        );
        drop(s);
        let mut summary = std::mem::take(&mut r.summary);
        summary.total = start.elapsed();
        std::mem::forget(r);
        return result.map(|()| summary);
    }
    s.teardown();
    drop(s);
    r.summary.total = start.elapsed();
    result.map(|()| r.summary)
}

impl Replayer<'_> {
    fn run(
        &mut self,
        records: impl IntoIterator<Item = Result<Record, vk_trace::Error>>,
    ) -> Result<(), ReplayError> {
        for (index, record) in records.into_iter().enumerate() {
            let record = record.map_err(|error| ReplayError::Trace {
                error,
                last_complete: Frame(self.summary.last_complete),
            })?;
            if !self.record(index as u64, record)? {
                return Ok(());
            }
        }
        self.run_held(None)?;
        // A whole file: its last frame is complete (and ends at no submission: one would
        // have been followed by the next frame's record).
        if let Some(n) = self.frame {
            self.submitted_last = false;
            self.frame_complete(n)?;
        }
        if let Some((_, b)) = self.opts.frames {
            tracing::warn!(
                last = %Frame(self.frame),
                "the trace ends before frame {b}, the last one asked for"
            );
        }
        Ok(())
    }

    /// Runs one record; `false` once `--frames`' last frame is complete.
    fn record(&mut self, index: u64, record: Record) -> Result<bool, ReplayError> {
        self.run_held(Some(&record))?;
        let bad = |what: String| ReplayError::BadRecord {
            record: index,
            what,
        };
        match record {
            Record::Environment {
                driver_name,
                driver_version,
                device_name,
                ..
            } => {
                tracing::info!(driver = driver_name, device = device_name, "captured on");
                self.addresses
                    .environment(&driver_name, &driver_version, &device_name);
            }
            Record::OpaqueAddress {
                client,
                object,
                id,
                address,
            } => {
                self.check_client(client).map_err(bad)?;
                if let Some(a) = &mut lock(&self.session).addresses {
                    a.recorded(object, id, address);
                }
            }
            Record::StreamOpened { client, stream } => {
                self.check_client(client).map_err(bad)?;
                if self.closed.contains(&stream) || !self.open.insert(stream) {
                    return Err(bad(format!("stream {stream} opened twice")));
                }
            }
            Record::StreamClosed { client, stream } => {
                self.check_client(client).map_err(bad)?;
                if !self.open.remove(&stream) {
                    return Err(bad(format!("stream {stream} closed but not open")));
                }
                self.closed.insert(stream);
            }
            Record::Request {
                stream,
                sequence,
                bytes,
            } => {
                if !self.open.contains(&stream) {
                    return Err(bad(format!(
                        "a request on stream {stream}, which is not open"
                    )));
                }
                if sequence != self.sequence {
                    return Err(bad(format!(
                        "request sequence {sequence} where {} was next",
                        self.sequence
                    )));
                }
                self.sequence += 1;
                if present::is_swapchain(&bytes) {
                    self.held = Some(present::Held {
                        index,
                        sequence,
                        bytes,
                    });
                } else {
                    self.request(index, sequence, &bytes)?;
                }
                self.summary.requests += 1;
            }
            Record::Reply {
                stream: _,
                sequence,
                bytes,
            } => {
                // Replies are compared, not used: what replay needs of them (new objects) the
                // session's own reply carries.
                let differs = match &self.reply {
                    Some((s, mine)) if *s == sequence => mine
                        .as_ref()
                        .is_some_and(|m| !same_reply(self.last_command, m, &bytes)),
                    _ => true,
                };
                if differs {
                    self.summary.replies_differ += 1;
                    tracing::debug!(sequence, "the reply differs from the recorded one");
                    if let Some((s, Some(mine))) = &self.reply
                        && *s == sequence
                        && let Some((recorded, replayed)) =
                            failed_where_captured_succeeded(self.last_command, &bytes, mine)
                    {
                        return Err(ReplayError::Failed {
                            sequence,
                            command: command_name(self.last_command, &[]),
                            recorded,
                            replayed,
                        });
                    }
                }
                if let Some((s, Some(mine))) = &self.reply
                    && *s == sequence
                    && addresses::is_address(self.last_command)
                    && let Err((recorded, replayed)) = addresses::compare(&bytes, mine)
                {
                    return Err(ReplayError::AddressDiffers {
                        sequence,
                        command: command_name(self.last_command, &[]),
                        recorded: Hex(recorded),
                        replayed: Hex(replayed),
                    });
                }
                if matches!(self.reply, Some((s, _)) if s == sequence) {
                    // The capture's memory types, for the allocations to come.
                    if let Some(t) = &mut lock(&self.session).memory_types {
                        t.recorded_reply(self.last_command, &bytes);
                    }
                }
            }
            Record::MemoryWrite {
                client,
                memory,
                offset,
                bytes,
            } => {
                self.check_client(client).map_err(bad)?;
                self.memory_write(memory, offset, &bytes)
                    .map_err(|e| match e {
                        WriteError::Bad(what) => bad(what),
                        WriteError::Idle(r) => ReplayError::Driver("vkDeviceWaitIdle", r),
                    })?;
            }
            Record::Frame { number } => {
                let expected = self.frame.map_or(0, |n| n + 1);
                if number != expected {
                    return Err(bad(format!("frame {number} where {expected} was next")));
                }
                self.frame = Some(number);
                self.submitted_last = matches!(
                    self.last_command,
                    vk_wire::id::QUEUE_SUBMIT | vk_wire::id::QUEUE_SUBMIT2
                );
                if let Some(done) = number.checked_sub(1) {
                    self.frame_complete(done)?;
                    if self.opts.frames.is_some_and(|(_, b)| done >= b) {
                        return Ok(false);
                    }
                }
                if self.opts.frames.is_some_and(|(a, _)| a == number) {
                    self.timing = Some(Instant::now());
                }
            }
            // Kinds of later versions of the format: nothing replay needs.
            _ => {}
        }
        Ok(true)
    }

    /// Every record names the same client.
    fn check_client(&mut self, client: u32) -> Result<(), String> {
        match self.client {
            None => self.client = Some(client),
            Some(c) if c == client => {}
            Some(c) => return Err(format!("client {client} in a trace of client {c}")),
        }
        Ok(())
    }

    /// Frame `n` ran whole: its screenshots, its time.
    fn frame_complete(&mut self, n: u64) -> Result<(), ReplayError> {
        self.summary.last_complete = Some(n);
        if self.timing.is_some() && self.opts.frames.is_none_or(|(a, b)| (a..=b).contains(&n)) {
            self.summary.timed_frames += 1;
        }
        if let Some(start) = self.timing
            && self.opts.frames.is_some_and(|(_, b)| n >= b)
        {
            self.summary.timed = start.elapsed();
            self.timing = None;
        }
        if self.opts.frames.is_none() {
            self.summary.timed = self.timing.map_or(Duration::ZERO, |t| t.elapsed());
        }
        if self.shots.is_some_and(|s| s.contains(&n)) {
            self.screenshot(n)?;
        }
        self.presented.clear();
        Ok(())
    }

    /// Writes the bytes of every mapped allocation, the devices idle, as
    /// `frame-N-memory-ID.bin` in the output folder, then the frame's picture: what it
    /// presented, or, for a frame that ended at a submission, the image it rendered last.
    fn screenshot(&mut self, n: u64) -> Result<(), ReplayError> {
        let idle = self
            .idle()
            .map_err(|r| ReplayError::Driver("vkDeviceWaitIdle", r))?;
        if idle == idle::Idle::HeldBack {
            tracing::warn!("frame {n}'s work is held back by a later request: no screenshot");
            return Ok(());
        }
        let dir = self.opts.out.clone().unwrap_or_else(|| PathBuf::from("."));
        for (id, bytes) in self.mapped.each() {
            let path = dir.join(format!("frame-{n}-memory-{id}.bin"));
            std::fs::write(&path, bytes).map_err(|e| ReplayError::Screenshot(path.clone(), e))?;
            self.summary.screenshots.push(path);
        }
        if self.presented.is_empty() && self.submitted_last {
            let path = dir.join(format!("frame-{n}.png"));
            match lock(&self.session).picture(&path) {
                Ok(()) => self.summary.screenshots.push(path),
                Err(e) => tracing::warn!("no screenshot {}: {e}", path.display()),
            }
        }
        self.presented_pngs(n, &dir)
    }

    /// A recorded request: runs it as `crate::client` would.
    fn request(&mut self, index: u64, sequence: u64, msg: &[u8]) -> Result<(), ReplayError> {
        let h = Header::read(msg).map_err(|e| ReplayError::BadRecord {
            record: index,
            what: format!("request {sequence}: {e}"),
        })?;
        let payload = &msg[HEADER_SIZE..];
        self.last_command = effective_command(h.command, payload);
        let name = command_name(h.command, payload);
        let fail = |error: SessionError| ReplayError::Session {
            sequence,
            command: name,
            error,
        };
        if let Some(why) = unsupported(h.command, payload) {
            return Err(ReplayError::Unsupported {
                sequence,
                command: name,
                why,
            });
        }
        if addresses::is_address(self.last_command) {
            let on = lock(&self.session)
                .addresses
                .as_ref()
                .is_some_and(|a| a.capture_replay());
            if let Some(why) = self.addresses.refusal(on) {
                return Err(ReplayError::Addresses {
                    sequence,
                    command: name,
                    why,
                });
            }
        }
        // The application's host waits that the ICD answered from the feedback page are not
        // in the trace: after a submission, anything but recorded commands may rely on one
        // (a command pool reset, a fence reset, a destroy), so it runs on idle devices. A
        // host signal may be what that work waits for: it runs at once.
        if h.command != relay::BATCH && !idle::host_signal(self.last_command) {
            self.idle()
                .map_err(|r| ReplayError::Driver("vkDeviceWaitIdle", r))?;
        }
        self.reply = None;
        match h.command {
            // Ordering is the recorded sequence; tokens and stream numbers are the session's.
            relay::SESSION | relay::ATTACH | relay::AFTER => {
                self.reply = Some((sequence, None));
                return Ok(());
            }
            relay::BATCH => {
                let mut sess = lock(&self.session);
                let mut rest = payload;
                while !rest.is_empty() {
                    let (_, one, next) = vk_wire::next_message(rest).map_err(|e| fail(e.into()))?;
                    rest = next;
                    self.arena.reset();
                    sess.replay(one, &self.arena).map_err(fail)?;
                }
                return Ok(());
            }
            relay::ASYNC => {
                if !Header::read(payload).is_ok_and(|i| relay::is_async(i.command)) {
                    return Err(fail(SessionError::Batch));
                }
                self.arena.reset();
                Session::handle(
                    &self.session,
                    &mut self.local,
                    payload,
                    &self.arena,
                    &mut self.out,
                )
                .map_err(fail)?;
                self.after_async();
            }
            _ => {
                self.arena.reset();
                let n = Session::handle(
                    &self.session,
                    &mut self.local,
                    msg,
                    &self.arena,
                    &mut self.out,
                )
                .map_err(fail)?;
                let fd = self.local.pending_fd.take();
                if let Some(n) = n {
                    let reply = self.out.get(..n).unwrap_or_default().to_vec();
                    if h.command == relay::MAP_MEMORY {
                        self.map_memory(payload, &reply, fd);
                    }
                    self.reply = Some((sequence, Some(reply)));
                }
            }
        }
        let unmet = lock(&self.session)
            .addresses
            .as_mut()
            .and_then(|a| a.unmet());
        if let Some((object, id, address)) = unmet {
            return Err(ReplayError::Addresses {
                sequence,
                command: name,
                why: format!(
                    "the driver did not make {object:?} {id} at its recorded opaque capture \
                     address {address:#x}"
                ),
            });
        }
        let inner = effective_command(h.command, payload);
        if inner == relay::SWAPCHAIN_PRESENT {
            self.note_present(payload);
        }
        if relay::is_submission(inner)
            || inner == relay::SWAPCHAIN_PRESENT
            || inner == vk_wire::id::QUEUE_BIND_SPARSE
        {
            self.busy = true;
        }
        self.after_host_signal(inner);
        self.unmap_freed();
        Ok(())
    }

    /// After an `ASYNC` message: a failure the application did not wait for loses the
    /// device, as for a live client.
    fn after_async(&mut self) {
        if let Some(f) = self.local.last_failed {
            lock(&self.session).lose(None, f);
        }
    }

    /// `MAP_MEMORY` ran: maps the allocation here (what the descriptor `fd` shares).
    fn map_memory(&mut self, payload: &[u8], reply: &[u8], fd: Option<std::os::fd::RawFd>) {
        let Some(id) = relay::word(payload, 1) else {
            return;
        };
        let words = reply.get(HEADER_SIZE..).unwrap_or_default();
        let raw = lock(&self.session)
            .objects
            .handle(vk::ObjectType::DEVICE_MEMORY, id);
        let (Some(0), Some(size), Some(offset), Some(fd), Ok(raw)) = (
            relay::word(words, 0),
            relay::word(words, 1),
            relay::word(words, 2),
            fd,
            raw,
        ) else {
            // Memory no path shares on this driver: mapped through the driver instead, once.
            if self.mapped.contains(id) {
                return;
            }
            // SAFETY: the session maps only what it shares, so this memory is not mapped;
            // the session maps only host-visible allocations.
            match unsafe { lock(&self.session).map_for_replay(id) } {
                // SAFETY: the driver's mapping of the whole allocation, dropped when the
                // memory is freed (`unmap_freed`).
                Ok((raw, ptr, size)) => unsafe {
                    self.mapped.map_driver(id, raw, ptr, size as usize)
                },
                Err(r) => tracing::warn!(
                    memory = id,
                    "the memory cannot be mapped ({r}): writes to it fail"
                ),
            }
            return;
        };
        // SAFETY: `fd` is the descriptor the session made for memory `raw` (in `Memory`); it
        // stays open while the memory lives, so for this call.
        if let Err(e) = unsafe { self.mapped.map(id, raw, fd, offset, size) } {
            tracing::warn!(
                memory = id,
                "cannot map the memory ({e}): writes to it fail"
            );
        }
    }

    /// Drops the mappings of memory the session freed.
    fn unmap_freed(&mut self) {
        let freed = match lock(&self.session).freed_memory.as_mut() {
            Some(f) if !f.is_empty() => std::mem::take(f),
            _ => return,
        };
        self.mapped.forget(&freed);
    }

    /// A `MemoryWrite`: `bytes` at `offset` of client memory `memory`, the devices idle
    /// first if something was submitted since they last were.
    fn memory_write(&mut self, memory: u64, offset: u64, bytes: &[u8]) -> Result<(), WriteError> {
        let at = self
            .mapped
            .check(memory, offset, bytes.len())
            .map_err(WriteError::Bad)?;
        self.idle().map_err(WriteError::Idle)?;
        self.mapped.write(memory, at, bytes);
        self.summary.memory_writes += 1;
        self.summary.memory_bytes += bytes.len() as u64;
        Ok(())
    }
}

enum WriteError {
    Bad(String),
    Idle(vk::Result),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frame_ranges() {
        assert_eq!(parse_frames("3-7"), Ok((3, 7)));
        assert_eq!(parse_frames("4"), Ok((4, 4)));
        assert!(parse_frames("7-3").is_err());
        assert!(parse_frames("a-3").is_err());
        assert!(parse_frames("-").is_err());
    }
}
