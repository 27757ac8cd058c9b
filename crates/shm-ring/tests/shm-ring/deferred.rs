//! Commits that do not wake the reader (`Writer::defer_wakes`), and what wakes it for them:
//! `Writer::wake`, a later ordinary commit, a `Nudge` from another thread of the reader's
//! process, and a writer that waits for space.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use shm_ring::{Contended, Reader, WaitConfig, Writer, channel};

/// A ring whose reader sleeps at once and only wakes when woken (its sleep slices are far
/// longer than the test).
fn ring(capacity: usize) -> (Writer, Reader) {
    channel(
        capacity,
        WaitConfig {
            spin: Duration::ZERO,
            liveness_slice: Duration::from_secs(60),
        },
    )
    .unwrap()
}

/// Starts a reader waiting for `n` bytes; returns when it sleeps, with a flag it sets when
/// the bytes arrive and the thread (which returns the reader).
fn sleeping_reader(
    w: &Writer,
    mut r: Reader,
    n: usize,
) -> (Arc<AtomicBool>, std::thread::JoinHandle<Reader>) {
    let got = Arc::new(AtomicBool::new(false));
    let t = {
        let got = Arc::clone(&got);
        std::thread::spawn(move || {
            assert!(
                r.wait_timeout(n, Duration::from_secs(50))
                    .unwrap()
                    .is_some()
            );
            r.consume(n);
            got.store(true, Ordering::Release);
            r
        })
    };
    // Asleep: it announced that it waits (not idle, nothing committed).
    while w.reader_idle() {
        std::thread::sleep(Duration::from_millis(1));
    }
    (got, t)
}

fn commit(w: &mut Writer, n: usize) {
    let buf = w.reserve(n).unwrap();
    buf[..n].fill(9);
    w.commit(n);
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings and threads: not in Miri")]
fn a_deferred_commit_waits_for_the_next_wake() {
    let (mut w, r) = ring(1 << 12);
    let (got, t) = sleeping_reader(&w, r, 16);
    w.defer_wakes(true);
    commit(&mut w, 16);
    w.defer_wakes(false);
    // Nothing woke the reader: its data waits (a futex sleep ends early only spuriously).
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        !got.load(Ordering::Acquire),
        "a deferred commit woke the reader"
    );
    w.wake();
    t.join().unwrap();
    assert!(got.load(Ordering::Acquire));
    // A second wake has nothing to wake for.
    w.wake();
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings and threads: not in Miri")]
fn an_ordinary_commit_wakes_for_the_deferred_ones() {
    let (mut w, r) = ring(1 << 12);
    let (_, t) = sleeping_reader(&w, r, 24);
    w.defer_wakes(true);
    commit(&mut w, 16);
    w.defer_wakes(false);
    commit(&mut w, 8);
    t.join().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings and threads: not in Miri")]
fn a_nudge_wakes_the_reader_from_another_thread() {
    let (mut w, r) = ring(1 << 12);
    let nudge = r.nudge();
    let (got, t) = sleeping_reader(&w, r, 16);
    w.defer_wakes(true);
    commit(&mut w, 16);
    std::thread::sleep(Duration::from_millis(100));
    assert!(
        !got.load(Ordering::Acquire),
        "a deferred commit woke the reader"
    );
    std::thread::spawn(move || nudge.nudge()).join().unwrap();
    t.join().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings and threads: not in Miri")]
fn a_writer_that_waits_for_space_wakes_the_reader_first() {
    let cap = 1 << 12;
    let (mut w, r) = ring(cap);
    let (_, t) = sleeping_reader(&w, r, cap);
    w.defer_wakes(true);
    for _ in 0..cap / 256 {
        commit(&mut w, 256);
    }
    // The ring is full and the reader was never woken: the reservation wakes it, it consumes
    // the whole ring, and the reservation gets its space.
    let buf = w.reserve(256).unwrap();
    buf.fill(1);
    w.commit(256);
    drop(t.join().unwrap());
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn a_reader_says_it_is_contended_when_told_to() {
    let (w, mut r) = ring(1 << 12);
    assert!(!w.reader_contended());
    r.set_contended(Contended::Always);
    assert!(w.reader_contended());
    // Its waits, spinning or not, leave it set.
    assert!(
        r.wait_timeout(1, Duration::from_millis(1))
            .unwrap()
            .is_none()
    );
    assert!(w.reader_contended());
    r.set_contended(Contended::Never);
    assert!(!w.reader_contended());
}
