//! The pool's choice and wait over plain locks, held by application threads; states are
//! reached by events (a worker's answer, a begun wait, a paused look), never by a sleep.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use super::{Cursors, Pickable, Streams};
use crate::streams::MAX_STREAMS;

/// How long a test waits for an answer before it fails (a hang, not a measure).
const HANG: Duration = Duration::from_secs(20);

/// A waiting call's re-check in these tests: only a notification ends its wait in time.
const NEVER: Duration = Duration::from_secs(3600);

/// A stream of the pool tests: a plain lock, and a pause after one failed hold.
struct Plain {
    lock: Mutex<()>,
    /// Set: the next hold that fails says so on the first and waits for the second.
    pause: Mutex<Option<(Sender<()>, Receiver<()>)>>,
}

impl Pickable for Plain {
    type Guard = MutexGuard<'static, ()>;
    fn hold(&'static self, _patient: bool) -> Option<Self::Guard> {
        let got = self.lock.try_lock().ok();
        if got.is_none() {
            let pause = self.pause.lock().unwrap().take();
            if let Some((failed, go)) = pause {
                failed.send(()).unwrap();
                go.recv_timeout(HANG)
                    .expect("the test never resumed the hold");
            }
        }
        got
    }
}

fn plain() -> &'static Plain {
    Box::leak(Box::new(Plain {
        lock: Mutex::new(()),
        pause: Mutex::new(None),
    }))
}

thread_local! {
    static TEST_LAST: Cell<usize> = const { Cell::new(0) };
}

/// A pool of plain streams (the first open) with `cap`, its own "recent" cursor, and a
/// count of the streams `open` was asked for.
struct TestPool {
    streams: Streams<Plain>,
    recent: &'static AtomicUsize,
    opened: AtomicUsize,
    /// `open` fails (the renderer refuses a stream).
    refuse: AtomicBool,
}

impl TestPool {
    fn new(cap: usize) -> &'static TestPool {
        Box::leak(Box::new(TestPool {
            streams: Streams::new(plain(), cap),
            recent: Box::leak(Box::new(AtomicUsize::new(0))),
            opened: AtomicUsize::new(0),
            refuse: AtomicBool::new(false),
        }))
    }

    fn cursors(&self) -> Cursors {
        Cursors {
            recent: self.recent,
            last: &TEST_LAST,
        }
    }

    fn open_one(&self) -> Option<&'static Plain> {
        self.opened.fetch_add(1, Ordering::SeqCst);
        (!self.refuse.load(Ordering::SeqCst)).then(plain)
    }

    /// What `acquire` does short of waiting: an idle stream, else a new one; `None` when
    /// it would wait.
    fn take(&'static self) -> Option<(usize, MutexGuard<'static, ()>)> {
        let c = self.cursors();
        if let Ok((i, _, g)) = self.streams.pick_idle(&c) {
            return Some((i, g));
        }
        self.streams
            .open(&c, |_| self.open_one())
            .map(|(i, _, g)| (i, g))
    }

    /// `acquire`, waiting for a stream with [`NEVER`] as its re-check.
    fn wait(&'static self) -> (usize, MutexGuard<'static, ()>) {
        let (i, _, g) = self
            .streams
            .acquire(&self.cursors(), NEVER, |_| self.open_one(), || false)
            .expect("the pool is never gone here");
        (i, g)
    }

    fn len(&self) -> usize {
        self.streams.list().len()
    }

    /// The waits begun in `acquire` so far.
    fn waits(&self) -> usize {
        self.streams.waits.load(Ordering::SeqCst)
    }
}

enum Do {
    Take,
    /// Wait for a stream; the answer goes to the sender given, with the worker's tag.
    Wait(Sender<(usize, usize)>),
    Release,
}

/// An application thread that takes and releases streams when told (a guard stays on
/// the thread that took it); a release signals the pool's waiters, as a call's does.
struct Worker {
    tag: usize,
    tx: Sender<Do>,
    rx: Receiver<Option<usize>>,
    thread: std::thread::JoinHandle<()>,
}

impl Worker {
    fn new(pool: &'static TestPool) -> Worker {
        Worker::tagged(pool, 0)
    }

    fn tagged(pool: &'static TestPool, tag: usize) -> Worker {
        let (tx, jobs) = mpsc::channel();
        let (answers, rx) = mpsc::channel();
        let thread = std::thread::spawn(move || {
            let mut held = None;
            for d in jobs {
                match d {
                    Do::Take => {
                        held = pool.take();
                        answers.send(held.as_ref().map(|h| h.0)).unwrap();
                    }
                    Do::Wait(to) => {
                        let got = pool.wait();
                        to.send((tag, got.0)).unwrap();
                        held = Some(got);
                    }
                    Do::Release => {
                        held = None;
                        pool.streams.released();
                        answers.send(None).unwrap();
                    }
                }
            }
            drop(held);
            pool.streams.released();
        });
        Worker {
            tag,
            tx,
            rx,
            thread,
        }
    }

    fn ask(&self, d: Do) -> Option<usize> {
        self.tx.send(d).unwrap();
        self.rx.recv_timeout(HANG).expect("the worker hung")
    }

    fn take(&self) -> Option<usize> {
        self.ask(Do::Take)
    }

    /// Starts a wait for a stream; its answer comes on `to`.
    fn wait(&self, to: &Sender<(usize, usize)>) {
        self.tx.send(Do::Wait(to.clone())).unwrap();
    }

    fn release(&self) {
        self.ask(Do::Release);
    }

    /// Ends the thread (releasing what it holds).
    fn finish(self) {
        drop(self.tx);
        self.thread.join().unwrap();
    }
}

#[test]
fn a_thread_alone_gets_the_same_stream_back_and_opens_none() {
    let pool = TestPool::new(MAX_STREAMS);
    let a = Worker::new(pool);
    for _ in 0..3 {
        assert_eq!(a.take(), Some(0));
        a.release();
    }
    assert_eq!((pool.len(), pool.opened.load(Ordering::SeqCst)), (1, 0));
    a.finish();
}

#[test]
fn overlapping_threads_get_their_own_streams_and_each_its_own_back() {
    let pool = TestPool::new(MAX_STREAMS);
    let (a, b) = (Worker::new(pool), Worker::new(pool));
    assert_eq!(a.take(), Some(0));
    // All busy: B opens its own.
    assert_eq!(b.take(), Some(1));
    assert_eq!(pool.len(), 2);
    // B, the last taker, gets its stream back.
    b.release();
    assert_eq!(b.take(), Some(1));
    // A, while B holds the stream taken last, gets its own back, not a new one.
    a.release();
    assert_eq!(a.take(), Some(0));
    assert_eq!(pool.len(), 2);
    // Calls that do not overlap share the stream taken last (A's): B gets it.
    a.release();
    b.release();
    assert_eq!(b.take(), Some(0));
    b.release();
    assert_eq!(pool.opened.load(Ordering::SeqCst), 1);
    a.finish();
    b.finish();
}

#[test]
fn a_finished_threads_stream_is_reused_by_a_new_thread() {
    let pool = TestPool::new(MAX_STREAMS);
    let a = Worker::new(pool);
    let b = Worker::new(pool);
    assert_eq!(a.take(), Some(0));
    assert_eq!(b.take(), Some(1));
    b.finish();
    // A still holds stream 0; C, a new thread, takes B's stream instead of opening one.
    let c = Worker::new(pool);
    assert_eq!(c.take(), Some(1));
    assert_eq!((pool.len(), pool.opened.load(Ordering::SeqCst)), (2, 1));
    a.finish();
    c.finish();
}

#[test]
fn no_more_than_the_cap_are_opened_and_a_released_one_is_taken() {
    let pool = TestPool::new(3);
    let w: Vec<Worker> = (0..4).map(|_| Worker::new(pool)).collect();
    assert_eq!(w[0].take(), Some(0));
    assert_eq!(w[1].take(), Some(1));
    assert_eq!(w[2].take(), Some(2));
    // The fourth would wait: nothing idle, and the cap is reached (asked twice).
    assert_eq!(w[3].take(), None);
    assert_eq!(w[3].take(), None);
    assert_eq!((pool.len(), pool.opened.load(Ordering::SeqCst)), (3, 2));
    assert!(pool.streams.full.load(Ordering::SeqCst));
    w[1].release();
    assert_eq!(w[3].take(), Some(1));
    assert_eq!(pool.len(), 3);
    for x in w {
        x.finish();
    }
}

#[test]
fn the_process_cap_is_max_streams() {
    let pool = TestPool::new(MAX_STREAMS);
    let w: Vec<Worker> = (0..=MAX_STREAMS).map(|_| Worker::new(pool)).collect();
    let got: Vec<Option<usize>> = w.iter().map(Worker::take).collect();
    let want: Vec<Option<usize>> = (0..MAX_STREAMS).map(Some).chain([None]).collect();
    assert_eq!(got, want);
    for x in w {
        x.finish();
    }
}

#[test]
fn a_refused_stream_leaves_the_pool_full_and_others_shared() {
    let pool = TestPool::new(MAX_STREAMS);
    pool.refuse.store(true, Ordering::SeqCst);
    let (a, b) = (Worker::new(pool), Worker::new(pool));
    assert_eq!(a.take(), Some(0));
    assert_eq!(b.take(), None);
    // Not asked again once refused (until then the pool would only wait).
    assert_eq!(b.take(), None);
    assert_eq!((pool.len(), pool.opened.load(Ordering::SeqCst)), (1, 1));
    a.release();
    assert_eq!(b.take(), Some(0));
    a.finish();
    b.finish();
}

#[test]
fn a_waiting_call_takes_the_stream_released_and_no_held_one() {
    let pool = TestPool::new(2);
    let (a, b, c) = (Worker::new(pool), Worker::new(pool), Worker::new(pool));
    assert_eq!(a.take(), Some(0));
    assert_eq!(b.take(), Some(1));
    let (to, got) = mpsc::channel();
    c.wait(&to);
    pool.streams.until_waits(1, HANG);
    // A wake-up with nothing released: C looks again, takes nothing, opens nothing past the
    // cap, and waits again.
    pool.streams.freed.notify_all();
    pool.streams.until_waits(2, HANG);
    assert_eq!(got.try_recv(), Err(TryRecvError::Empty));
    assert_eq!((pool.len(), pool.opened.load(Ordering::SeqCst)), (2, 1));
    // B's release wakes C (its own re-check is an hour away): it takes B's stream, A's
    // still held.
    b.release();
    assert_eq!(got.recv_timeout(HANG), Ok((0, 1)));
    assert_eq!(pool.waits(), 2);
    // A is unaffected, and C holds stream 1: B now finds none idle.
    assert_eq!(b.take(), None);
    for w in [a, b, c] {
        w.finish();
    }
}

#[test]
fn each_release_wakes_one_of_several_waiters() {
    let pool = TestPool::new(1);
    let a = Worker::new(pool);
    let waiters = [Worker::tagged(pool, 1), Worker::tagged(pool, 2)];
    assert_eq!(a.take(), Some(0));
    let (to, got) = mpsc::channel();
    for w in &waiters {
        w.wait(&to);
    }
    pool.streams.until_waits(2, HANG);
    a.release();
    let (first, i) = got.recv_timeout(HANG).expect("no waiter took the stream");
    assert_eq!(i, 0);
    // The other still waits while the first holds the stream; the first's release is
    // the other's.
    assert_eq!(got.try_recv(), Err(TryRecvError::Empty));
    let [w1, w2] = waiters;
    let (winner, other) = if first == w1.tag { (w1, w2) } else { (w2, w1) };
    winner.release();
    assert_eq!(got.recv_timeout(HANG), Ok((other.tag, 0)));
    assert_eq!(pool.len(), 1);
    for w in [a, winner, other] {
        w.finish();
    }
}

#[test]
fn a_release_just_before_the_wait_begins_is_not_missed() {
    let pool = TestPool::new(2);
    let (a, b, c) = (Worker::new(pool), Worker::new(pool), Worker::new(pool));
    assert_eq!(a.take(), Some(0));
    assert_eq!(b.take(), Some(1));
    // C looks at stream 1 (taken last), then at stream 0 (its own last), where it pauses.
    let (failed, paused) = mpsc::channel();
    let (resume, go) = mpsc::channel();
    let s0 = pool.streams.list()[0];
    *s0.pause.lock().unwrap() = Some((failed, go));
    let (to, got) = mpsc::channel();
    c.wait(&to);
    paused
        .recv_timeout(HANG)
        .expect("C never looked at stream 0");
    // B releases while C has found nothing and does not wait yet: no waiter to notify.
    b.release();
    resume.send(()).unwrap();
    // C's last look before it sleeps finds stream 1 (a missed release would leave it
    // asleep for an hour).
    assert_eq!(got.recv_timeout(HANG), Ok((0, 1)));
    assert_eq!(pool.waits(), 0);
    for w in [a, b, c] {
        w.finish();
    }
}
