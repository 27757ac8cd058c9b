//! The ring file and its two ends.

use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use crate::error::{Corruption, Error, Result};
use crate::layout::{self, Geometry, Header};
use crate::liveness::PeerWatch;
use crate::shm::{self, Mapping};
use crate::wait::{self, Wait, WaitConfig};

/// The shared file behind one ring, before either end attaches. Send its descriptor to the
/// other process (the handshake does this with `SCM_RIGHTS`).
#[derive(Debug)]
pub struct RingFile {
    fd: OwnedFd,
}

impl RingFile {
    /// Creates a ring of `capacity` data bytes: a power of two, at least the page size and
    /// [`layout::MIN_CAPACITY`], at most [`layout::MAX_CAPACITY`].
    pub fn create(capacity: usize) -> Result<RingFile> {
        let page = shm::page_size();
        let geometry = Geometry::check(capacity as u64, page.max(layout::HEADER_SIZE) as u64, page)
            .ok_or(Error::InvalidArgument(
                "capacity must be a power of two, >= page size and >= 4096",
            ))?;
        let fd = shm::create_file(geometry.data_offset + geometry.capacity)?;
        let map = Mapping::map(fd.as_fd(), geometry)?;
        let h = map.header();
        h.version.store(layout::VERSION, Ordering::Relaxed);
        h.header_size
            .store(layout::HEADER_SIZE as u32, Ordering::Relaxed);
        h.capacity
            .store(geometry.capacity as u64, Ordering::Relaxed);
        h.data_offset
            .store(geometry.data_offset as u64, Ordering::Relaxed);
        // Magic last: a reader of a half-initialised file sees no magic.
        h.magic.store(layout::MAGIC, Ordering::Release);
        Ok(RingFile { fd })
    }

    /// Wraps a descriptor received from a peer. Nothing is trusted until an end attaches.
    pub fn from_fd(fd: OwnedFd) -> RingFile {
        RingFile { fd }
    }

    /// The descriptor to pass to the peer.
    pub fn as_fd(&self) -> BorrowedFd<'_> {
        self.fd.as_fd()
    }

    /// Gives the descriptor back.
    pub fn into_fd(self) -> OwnedFd {
        self.fd
    }

    /// Validates the header and maps the ring.
    fn map(&self) -> Result<Mapping> {
        let page = shm::page_size();
        let mut line0 = [0u8; 32];
        shm::pread_exact(self.fd.as_fd(), &mut line0, 0).map_err(|e| {
            if e.kind() == std::io::ErrorKind::UnexpectedEof {
                Error::Corrupt(Corruption::FileTooSmall)
            } else {
                Error::Io(e)
            }
        })?;
        let geometry = Geometry::parse(&line0, page).map_err(Error::Corrupt)?;
        let need = (geometry.data_offset + geometry.capacity) as u64;
        if shm::file_len(self.fd.as_fd())? < need {
            return Err(Error::Corrupt(Corruption::FileTooSmall));
        }
        Ok(Mapping::map(self.fd.as_fd(), geometry)?)
    }

    /// Attaches the writing end.
    pub fn writer(&self, wait: WaitConfig, watch: PeerWatch) -> Result<Writer> {
        let map = self.map()?;
        let h = map.header();
        claim(h, layout::STATUS_WRITER_ALIVE, layout::STATUS_WRITER_CLOSED)?;
        h.writer_pid.store(std::process::id(), Ordering::Relaxed);
        let head = h.head.load(Ordering::Acquire);
        let tail = h.tail.load(Ordering::Acquire);
        let cap = map.geometry().capacity as u64;
        if tail > head || head - tail > cap {
            return Err(mark_fatal(h, Corruption::TailPastHead));
        }
        Ok(Writer {
            cap,
            head,
            tail_cache: tail,
            reserved: 0,
            wait,
            watch,
            broken: false,
            defer: false,
            unwoken: false,
            map,
        })
    }

    /// Attaches the reading end.
    pub fn reader(&self, wait: WaitConfig, watch: PeerWatch) -> Result<Reader> {
        let map = self.map()?;
        let h = map.header();
        claim(h, layout::STATUS_READER_ALIVE, layout::STATUS_READER_CLOSED)?;
        h.reader_pid.store(std::process::id(), Ordering::Relaxed);
        let tail = h.tail.load(Ordering::Acquire);
        let head = h.head.load(Ordering::Acquire);
        let cap = map.geometry().capacity as u64;
        if tail > head || head - tail > cap {
            return Err(mark_fatal(h, Corruption::HeadPastCapacity));
        }
        Ok(Reader {
            cap,
            tail,
            head_cache: head,
            peeked: 0,
            wait,
            watch,
            broken: false,
            contended: Contended::Auto,
            map: std::sync::Arc::new(map),
        })
    }
}

/// Creates a ring and attaches both ends in this process (for threads).
pub fn channel(capacity: usize, wait: WaitConfig) -> Result<(Writer, Reader)> {
    let file = RingFile::create(capacity)?;
    Ok((
        file.writer(wait, PeerWatch::None)?,
        file.reader(wait, PeerWatch::None)?,
    ))
}

fn claim(h: &Header, alive: u32, closed: u32) -> Result<()> {
    let mut cur = h.status.load(Ordering::Acquire);
    loop {
        if cur & layout::STATUS_FATAL != 0 {
            return Err(Error::Fatal);
        }
        if cur & (alive | closed) != 0 {
            return Err(Error::RoleTaken);
        }
        match h
            .status
            .compare_exchange(cur, cur | alive, Ordering::AcqRel, Ordering::Acquire)
        {
            Ok(_) => return Ok(()),
            Err(now) => cur = now,
        }
    }
}

fn mark_fatal(h: &Header, c: Corruption) -> Error {
    h.status.fetch_or(layout::STATUS_FATAL, Ordering::SeqCst);
    wait::wake_all(h);
    Error::Corrupt(c)
}

fn release(h: &Header, alive: u32, closed: u32) {
    h.status.fetch_or(closed, Ordering::SeqCst);
    h.status.fetch_and(!alive, Ordering::SeqCst);
    wait::wake_all(h);
}

/// The producing end. Bytes become visible to the reader at [`Writer::commit`].
///
/// The ring's data area is mapped twice back to back, so a reservation of up to
/// [`Writer::max_reserve`] (= the capacity) bytes is always one contiguous slice, whatever the
/// position. Messages larger than that stream through with [`Writer::write_all`] or
/// [`Writer::send`].
#[derive(Debug)]
pub struct Writer {
    map: Mapping,
    cap: u64,
    /// Our counter (authoritative copy; the shared one is only published).
    head: u64,
    /// Last validated value of the reader's counter.
    tail_cache: u64,
    /// Bytes handed out by the last reservation.
    reserved: usize,
    wait: WaitConfig,
    watch: PeerWatch,
    broken: bool,
    /// Commits publish without waking the reader ([`Writer::defer_wakes`]).
    defer: bool,
    /// Something was published without a wake-up since the last one.
    unwoken: bool,
}

impl Writer {
    /// Data capacity of the ring.
    pub fn capacity(&self) -> usize {
        self.cap as usize
    }

    /// The largest `n` accepted by [`Writer::reserve`] (the capacity).
    pub fn max_reserve(&self) -> usize {
        self.cap as usize
    }

    fn header(&self) -> &Header {
        self.map.header()
    }

    /// Checks the reader's state and refreshes `tail_cache`; `Ok(free bytes)`.
    fn refresh(&mut self) -> Result<u64> {
        if self.broken {
            return Err(Error::Fatal);
        }
        let h = self.map.header();
        let status = h.status.load(Ordering::Acquire);
        if status & layout::STATUS_FATAL != 0 {
            self.broken = true;
            return Err(Error::Fatal);
        }
        if status & layout::STATUS_READER_CLOSED != 0 {
            return Err(Error::PeerClosed);
        }
        let t = h.tail.load(Ordering::Acquire);
        if t < self.tail_cache {
            self.broken = true;
            return Err(mark_fatal(h, Corruption::TailMovedBackwards));
        }
        if t > self.head {
            self.broken = true;
            return Err(mark_fatal(h, Corruption::TailPastHead));
        }
        self.tail_cache = t;
        Ok(self.cap - (self.head - t))
    }

    fn slice(&mut self, n: usize) -> &mut [u8] {
        let off = (self.head & (self.cap - 1)) as usize;
        self.reserved = n;
        // SAFETY: off < cap and n <= cap, so [off, off + n) lies in the doubly mapped
        // 2 * cap data area. The range is free space: the reader has consumed it
        // (head - tail_cache + n <= cap), and the reader never touches free space, so
        // this end is its only user until commit. The borrow of `self` ends the slice's
        // life before the next reserve/commit. A misbehaving peer process could still
        // scribble here; the bytes are data, never trusted as lengths by this crate.
        unsafe { std::slice::from_raw_parts_mut(self.map.data().add(off), n) }
    }

    /// Waits until `n` contiguous bytes are free and returns them. Write, then
    /// [`commit`](Writer::commit). `n` must not exceed [`Writer::max_reserve`].
    pub fn reserve(&mut self, n: usize) -> Result<&mut [u8]> {
        self.reserve_deadline(n, None)?
            .ok_or(Error::Timeout)
            .map(|()| self.slice(n))
    }

    /// Like [`Writer::reserve`], giving up after `timeout` with [`Error::Timeout`].
    pub fn reserve_timeout(&mut self, n: usize, timeout: Duration) -> Result<&mut [u8]> {
        let deadline = Instant::now() + timeout;
        self.reserve_deadline(n, Some(deadline))?
            .ok_or(Error::Timeout)
            .map(|()| self.slice(n))
    }

    /// Returns `n` free bytes if they are free now, without waiting.
    pub fn try_reserve(&mut self, n: usize) -> Result<Option<&mut [u8]>> {
        if n as u64 > self.cap {
            return Err(Error::TooLarge {
                requested: n as u64,
                max: self.cap,
            });
        }
        if self.cap - (self.head - self.tail_cache) >= n as u64 || self.refresh()? >= n as u64 {
            Ok(Some(self.slice(n)))
        } else {
            Ok(None)
        }
    }

    fn reserve_deadline(&mut self, n: usize, deadline: Option<Instant>) -> Result<Option<()>> {
        if n as u64 > self.cap {
            return Err(Error::TooLarge {
                requested: n as u64,
                max: self.cap,
            });
        }
        self.reserved = 0;
        // Fast path: cached free space suffices, but still notice a closed or fatal ring.
        if self.cap - (self.head - self.tail_cache) >= n as u64 {
            let status = self.header().status.load(Ordering::Relaxed);
            if status & (layout::STATUS_FATAL | layout::STATUS_READER_CLOSED) == 0 && !self.broken {
                return Ok(Some(()));
            }
        }
        let ok = self.wait_free(n as u64, deadline)?;
        Ok(ok.then_some(()))
    }

    fn wait_free(&mut self, n: u64, deadline: Option<Instant>) -> Result<bool> {
        // The reader frees space only once it reads what it was not woken for.
        self.wake();
        let Writer {
            map,
            cap,
            head,
            tail_cache,
            wait,
            watch,
            broken,
            ..
        } = self;
        let h = map.header();
        let w = Wait {
            header: h,
            word: &h.space_futex,
            my_waiting_bit: layout::STATUS_WRITER_WAITING,
            my_contended_bit: 0,
            config: wait,
            watch,
        };
        w.until(deadline, || {
            if *broken {
                return Err(Error::Fatal);
            }
            let status = h.status.load(Ordering::Acquire);
            if status & layout::STATUS_FATAL != 0 {
                *broken = true;
                return Err(Error::Fatal);
            }
            if status & layout::STATUS_READER_CLOSED != 0 {
                return Err(Error::PeerClosed);
            }
            let t = h.tail.load(Ordering::Acquire);
            if t < *tail_cache {
                *broken = true;
                return Err(mark_fatal(h, Corruption::TailMovedBackwards));
            }
            if t > *head {
                *broken = true;
                return Err(mark_fatal(h, Corruption::TailPastHead));
            }
            *tail_cache = t;
            Ok(*cap - (*head - t) >= n)
        })
    }

    /// Publishes the first `n` bytes of the last reservation and wakes the reader if it
    /// sleeps.
    ///
    /// # Panics
    /// If `n` exceeds the last reservation (a bug in the caller, not input).
    pub fn commit(&mut self, n: usize) {
        assert!(
            n <= self.reserved,
            "commit({n}) exceeds reservation of {}",
            self.reserved
        );
        self.reserved = 0;
        if n == 0 {
            return;
        }
        self.head += n as u64;
        let h = self.map.header();
        if self.defer {
            // Published; the reader sees it when it looks, or at the next wake-up.
            h.head.store(self.head, Ordering::SeqCst);
            self.unwoken = true;
            return;
        }
        self.unwoken = false;
        // SeqCst store (it also releases the bytes before it), then the waiting bit.
        wait::notify(
            &h.head,
            self.head,
            &h.status,
            &h.data_futex,
            layout::STATUS_READER_WAITING,
        );
    }

    /// While `on`, commits publish their bytes without waking a sleeping reader: for
    /// messages that can wait for the next one that matters, when every wake-up of the reader
    /// costs it a wait for a CPU ([`Writer::reader_contended`]). The next commit made with
    /// wake-ups on, or [`Writer::wake`], wakes it for all of them; a reader that nobody wakes
    /// still finds them after its current sleep slice (`WaitConfig::liveness_slice`), and one
    /// that is awake finds them at once. Turning it off wakes nobody by itself.
    pub fn defer_wakes(&mut self, on: bool) {
        self.defer = on;
    }

    /// Wakes the reader if it sleeps and something was committed without waking it
    /// ([`Writer::defer_wakes`]).
    pub fn wake(&mut self) {
        if std::mem::take(&mut self.unwoken) {
            let h = self.map.header();
            wait::notify(
                &h.head,
                self.head,
                &h.status,
                &h.data_futex,
                layout::STATUS_READER_WAITING,
            );
        }
    }

    /// Publishes the whole last reservation.
    pub fn commit_reserved(&mut self) {
        self.commit(self.reserved);
    }

    /// Streams all of `bytes` through the ring, in chunks when they exceed the free space
    /// or the capacity. Returns when the last byte is committed (not read).
    pub fn write_all(&mut self, mut bytes: &[u8]) -> Result<()> {
        while !bytes.is_empty() {
            let chunk = self.reserve_some(bytes.len())?;
            let k = chunk.len();
            chunk.copy_from_slice(&bytes[..k]);
            self.commit(k);
            bytes = &bytes[k..];
        }
        Ok(())
    }

    /// Waits until some space is free and reserves `min(want, free)` bytes (at least 1 when
    /// `want > 0`). For streaming writers; waits for a quarter of the ring (or all of `want`
    /// if smaller) to be free, so the two ends do not trade one byte at a time.
    pub fn reserve_some(&mut self, want: usize) -> Result<&mut [u8]> {
        let want = want.min(self.cap as usize);
        let low = want.min((self.cap / 4) as usize);
        let mut free = self.cap - (self.head - self.tail_cache);
        if free < low as u64 || self.broken {
            if !self.wait_free(low as u64, None)? {
                return Err(Error::Timeout);
            }
            free = self.cap - (self.head - self.tail_cache);
        } else {
            // Pick up any extra space the reader freed meanwhile (cheap: one load).
            free = self.refresh()?;
        }
        let n = (free as usize).min(want);
        Ok(self.slice(n))
    }

    /// Marks the ring fatal (for a protocol error found above the ring) and wakes the peer.
    pub fn mark_fatal(&mut self) {
        self.broken = true;
        let h = self.header();
        h.status.fetch_or(layout::STATUS_FATAL, Ordering::SeqCst);
        wait::wake_all(h);
    }

    /// Whether the reader has consumed everything committed and is not asleep: what is
    /// committed now is picked up at once, without a wake-up (the reader spins, or is busy
    /// with what it consumed last). Two loads of the shared header, no system call.
    pub fn reader_idle(&self) -> bool {
        let h = self.map.header();
        h.status.load(Ordering::SeqCst) & layout::STATUS_READER_WAITING == 0
            && h.tail.load(Ordering::Acquire) == self.head
    }

    /// Whether the reader's recent spins lost their core
    /// ([`layout::STATUS_READER_CONTENDED`]): each wake-up of it now waits for a CPU, so what
    /// can wait for the next message that must go should. One load, no system call.
    pub fn reader_contended(&self) -> bool {
        self.map.header().status.load(Ordering::Relaxed) & layout::STATUS_READER_CONTENDED != 0
    }

    /// Bytes committed but not yet consumed by the reader (as last observed).
    pub fn pending(&mut self) -> Result<usize> {
        let free = self.refresh()?;
        Ok((self.cap - free) as usize)
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        release(
            self.map.header(),
            layout::STATUS_WRITER_ALIVE,
            layout::STATUS_WRITER_CLOSED,
        );
    }
}

/// The consuming end.
#[derive(Debug)]
pub struct Reader {
    /// Shared with the [`Nudge`]s handed out.
    map: std::sync::Arc<Mapping>,
    cap: u64,
    /// Our counter (authoritative).
    tail: u64,
    /// Last validated value of the writer's counter.
    head_cache: u64,
    /// Bytes shown by the last peek/wait (bounds `consume`).
    peeked: usize,
    wait: WaitConfig,
    watch: PeerWatch,
    broken: bool,
    /// When the reader shows [`layout::STATUS_READER_CONTENDED`].
    contended: Contended,
}

/// When a reader tells its writer that its wake-ups wait for a CPU
/// ([`layout::STATUS_READER_CONTENDED`], read by [`Writer::reader_contended`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Contended {
    /// While its waits skip their spin because a recent spin lost its core
    /// ([`crate::wait::SPIN_PAUSE`]).
    #[default]
    Auto,
    /// Always (to measure, or to test what writers do then).
    Always,
    /// Never.
    Never,
}

/// Wakes a ring's reader from another thread of the reader's process, without its
/// [`Reader`]: for data its writer published without a wake-up ([`Writer::defer_wakes`]) that
/// something else now waits for.
#[derive(Clone, Debug)]
pub struct Nudge {
    map: std::sync::Arc<Mapping>,
}

impl Nudge {
    /// Wakes the reader if it sleeps; it then looks at what was published. One system call.
    pub fn nudge(&self) {
        let h = self.map.header();
        h.data_futex.fetch_add(1, Ordering::Release);
        wait::futex_wake(&h.data_futex);
    }
}

impl Reader {
    /// Data capacity of the ring.
    pub fn capacity(&self) -> usize {
        self.cap as usize
    }

    /// When this reader shows its writer that its wake-ups wait for a CPU.
    pub fn set_contended(&mut self, when: Contended) {
        self.contended = when;
        let h = self.map.header();
        match when {
            Contended::Always => h
                .status
                .fetch_or(layout::STATUS_READER_CONTENDED, Ordering::Relaxed),
            Contended::Never => h
                .status
                .fetch_and(!layout::STATUS_READER_CONTENDED, Ordering::Relaxed),
            Contended::Auto => 0,
        };
    }

    /// A [`Nudge`] for this reader, for other threads.
    pub fn nudge(&self) -> Nudge {
        Nudge {
            map: std::sync::Arc::clone(&self.map),
        }
    }

    /// How later waits wait (the reader was made with one [`WaitConfig`]; a consumer that
    /// knows the next data is far off, such as a reply to a host wait on GPU work, may sleep
    /// at once instead of spinning first, then go back).
    pub fn set_wait(&mut self, wait: WaitConfig) {
        self.wait = wait;
    }

    /// The [`WaitConfig`] waits use now.
    pub fn wait_config(&self) -> WaitConfig {
        self.wait
    }

    fn header(&self) -> &Header {
        self.map.header()
    }

    fn available(&self) -> u64 {
        self.head_cache - self.tail
    }

    /// Loads and validates the writer's counter. `Ok(true)` if the writer closed.
    fn check(
        h: &Header,
        tail: u64,
        cap: u64,
        head_cache: &mut u64,
        broken: &mut bool,
    ) -> Result<bool> {
        if *broken {
            return Err(Error::Fatal);
        }
        // Status before head: if the status says closed, the head loaded after it is final.
        let status = h.status.load(Ordering::Acquire);
        if status & layout::STATUS_FATAL != 0 {
            *broken = true;
            return Err(Error::Fatal);
        }
        let hd = h.head.load(Ordering::Acquire);
        if hd < *head_cache {
            *broken = true;
            return Err(mark_fatal(h, Corruption::HeadMovedBackwards));
        }
        if hd - tail > cap {
            *broken = true;
            return Err(mark_fatal(h, Corruption::HeadPastCapacity));
        }
        *head_cache = hd;
        Ok(status & layout::STATUS_WRITER_CLOSED != 0)
    }

    fn view(&mut self, n: usize) -> &[u8] {
        let off = (self.tail & (self.cap - 1)) as usize;
        self.peeked = n;
        // SAFETY: off < cap and n <= available <= cap (validated in `check`), so the range
        // lies in the doubly mapped data area, and the writer published these bytes with a
        // SeqCst (so also Release) store of head that we loaded with Acquire. The writer
        // never reserves bytes the reader has not consumed, so they do not change while
        // borrowed (a misbehaving peer process could still change them; they are data only).
        unsafe { std::slice::from_raw_parts(self.map.data().add(off), n) }
    }

    /// Everything readable now, without waiting (possibly empty). Once the writer closed
    /// and everything was consumed, returns [`Error::PeerClosed`].
    pub fn peek(&mut self) -> Result<&[u8]> {
        let closed = Self::check(
            self.map.header(),
            self.tail,
            self.cap,
            &mut self.head_cache,
            &mut self.broken,
        )?;
        let n = self.available() as usize;
        if n == 0 && closed {
            return Err(Error::PeerClosed);
        }
        Ok(self.view(n))
    }

    /// Waits until at least `min` bytes (at most the capacity) are readable and returns all
    /// readable bytes. If the writer closes first, returns [`Error::PeerClosed`].
    pub fn wait(&mut self, min: usize) -> Result<&[u8]> {
        if self.wait_deadline(min, None)? {
            let n = self.available() as usize;
            Ok(self.view(n))
        } else {
            Err(Error::Timeout)
        }
    }

    /// Like [`Reader::wait`], but `Ok(None)` after `timeout`.
    pub fn wait_timeout(&mut self, min: usize, timeout: Duration) -> Result<Option<&[u8]>> {
        let deadline = Instant::now() + timeout;
        if self.wait_deadline(min, Some(deadline))? {
            let n = self.available() as usize;
            Ok(Some(self.view(n)))
        } else {
            Ok(None)
        }
    }

    fn wait_deadline(&mut self, min: usize, deadline: Option<Instant>) -> Result<bool> {
        let min = min as u64;
        if min > self.cap {
            return Err(Error::TooLarge {
                requested: min,
                max: self.cap,
            });
        }
        if self.available() >= min.max(1) && !self.broken {
            return Ok(true);
        }
        let Reader {
            map,
            cap,
            tail,
            head_cache,
            wait,
            watch,
            broken,
            contended,
            ..
        } = self;
        let h = map.header();
        let w = Wait {
            header: h,
            word: &h.data_futex,
            my_waiting_bit: layout::STATUS_READER_WAITING,
            my_contended_bit: match contended {
                Contended::Auto => layout::STATUS_READER_CONTENDED,
                // Set once by `set_contended`, or never.
                Contended::Always | Contended::Never => 0,
            },
            config: wait,
            watch,
        };
        let (cap, tail) = (*cap, *tail);
        // Where the next unread bytes start (`tail` masked by our own capacity: inside the
        // doubly mapped data area), for the prefetch hint below.
        let next = map
            .data()
            .wrapping_add((tail & (cap - 1)) as usize)
            .cast_const();
        w.until(deadline, || {
            let closed = Self::check(h, tail, cap, head_cache, broken)?;
            if *head_cache - tail >= min {
                return Ok(true);
            }
            if closed {
                return Err(Error::PeerClosed);
            }
            // Not ready: keep the line the next message starts in warm, so that when
            // `head` moves its transfer has already started (or finished) instead of
            // following the transfer of `head`. One line only: prefetching the line after
            // it as well cut 4 KiB streaming throughput several-fold in measurements (the
            // writer is still filling that line while the reader polls).
            shm::prefetch_read(next);
            Ok(false)
        })
    }

    /// Releases the first `n` bytes of what the last peek/wait showed and wakes the writer
    /// if it waits for space.
    ///
    /// # Panics
    /// If `n` exceeds what the last peek/wait returned (a bug in the caller, not input).
    pub fn consume(&mut self, n: usize) {
        assert!(
            n <= self.peeked,
            "consume({n}) exceeds the {} bytes peeked",
            self.peeked
        );
        self.peeked -= n;
        if n == 0 {
            return;
        }
        self.tail += n as u64;
        let h = self.map.header();
        // SeqCst store (it also releases the consumed bytes), then the waiting bit.
        wait::notify(
            &h.tail,
            self.tail,
            &h.status,
            &h.space_futex,
            layout::STATUS_WRITER_WAITING,
        );
    }

    /// Fills `buf` from the ring, waiting (and streaming) as needed.
    pub fn read_exact(&mut self, mut buf: &mut [u8]) -> Result<()> {
        let low = (self.cap / 4) as usize;
        while !buf.is_empty() {
            let want = buf.len().min(low).max(1);
            let avail = self.wait(want)?;
            let k = avail.len().min(buf.len());
            buf[..k].copy_from_slice(&avail[..k]);
            self.consume(k);
            buf = &mut buf[k..];
        }
        Ok(())
    }

    /// Drops `n` bytes from the ring, waiting as needed.
    pub fn skip(&mut self, mut n: u64) -> Result<()> {
        let low = self.cap / 4;
        while n > 0 {
            let want = n.min(low).max(1) as usize;
            let avail = self.wait(want)?.len() as u64;
            let k = avail.min(n) as usize;
            self.consume(k);
            n -= k as u64;
        }
        Ok(())
    }

    /// Marks the ring fatal (for a protocol error found above the ring) and wakes the peer.
    pub fn mark_fatal(&mut self) {
        self.broken = true;
        let h = self.header();
        h.status.fetch_or(layout::STATUS_FATAL, Ordering::SeqCst);
        wait::wake_all(h);
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        release(
            self.map.header(),
            layout::STATUS_READER_ALIVE,
            layout::STATUS_READER_CLOSED,
        );
    }
}
