//! Single-process behaviour: reservations across the wrap point, framing, streaming of
//! messages larger than the ring between threads, close semantics.

use std::time::Duration;

use shm_ring::frame::{FLAG_CONTINUED, FRAME_HEADER_SIZE, FrameHeader, split_frame};
use shm_ring::{Error, WaitConfig, channel};

use crate::util::{Sum, fill};

const CAP: usize = 1 << 16;

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn reserve_is_contiguous_across_the_wrap_point() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    assert_eq!(w.capacity(), CAP);
    assert_eq!(w.max_reserve(), CAP);
    // Move both counters to 100 bytes before the end of the data area.
    let pre = CAP - 100;
    w.reserve(pre).unwrap().fill(1);
    w.commit(pre);
    assert_eq!(r.wait(pre).unwrap().len(), pre);
    r.consume(pre);
    // A 1000-byte reservation now straddles the wrap point and must still be one slice.
    let buf = w.reserve(1000).unwrap();
    for (i, b) in buf.iter_mut().enumerate() {
        *b = (i % 251) as u8;
    }
    w.commit(1000);
    let got = r.peek().unwrap();
    assert_eq!(got.len(), 1000);
    assert!(got.iter().enumerate().all(|(i, &b)| b == (i % 251) as u8));
    r.consume(1000);
    // A whole-capacity reservation at an odd position.
    let buf = w.reserve(CAP).unwrap();
    buf.iter_mut().enumerate().for_each(|(i, b)| *b = i as u8);
    w.commit(CAP);
    let got = r.wait(CAP).unwrap();
    assert!(got.iter().enumerate().all(|(i, &b)| b == i as u8));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn full_ring_refuses_without_waiting_and_reserve_over_capacity_errors() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    w.reserve(CAP - 8).unwrap();
    w.commit(CAP - 8);
    assert!(w.try_reserve(16).unwrap().is_none());
    assert!(w.try_reserve(8).unwrap().is_some());
    assert!(matches!(
        w.reserve_timeout(16, Duration::from_millis(20)),
        Err(Error::Timeout)
    ));
    assert!(matches!(
        w.reserve(CAP + 1),
        Err(Error::TooLarge { requested, max }) if requested == CAP as u64 + 1 && max == CAP as u64
    ));
    r.wait(1).unwrap();
    r.consume(16);
    assert!(w.try_reserve(16).unwrap().is_some());
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn partial_commit_publishes_only_the_prefix() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    w.reserve(64).unwrap()[..10].copy_from_slice(b"0123456789");
    w.commit(4);
    assert_eq!(r.peek().unwrap(), b"0123");
    assert!(
        r.wait_timeout(5, Duration::from_millis(10))
            .unwrap()
            .is_none()
    );
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn reader_gets_closed_after_draining() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    w.write_all(b"tail bytes").unwrap();
    drop(w);
    assert_eq!(r.wait(10).unwrap(), b"tail bytes");
    r.consume(10);
    assert!(matches!(r.wait(1), Err(Error::PeerClosed)));
    assert!(matches!(r.peek(), Err(Error::PeerClosed)));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn writer_gets_closed_when_reader_leaves_even_while_blocked() {
    let (mut w, r) = channel(CAP, WaitConfig::default()).unwrap();
    w.reserve(CAP).unwrap();
    w.commit(CAP);
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        drop(r);
    });
    assert!(matches!(w.reserve(1), Err(Error::PeerClosed)));
    t.join().unwrap();
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn frames_roundtrip_and_split() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    let p = w.reserve_frame(42, 3, 5).unwrap();
    p.copy_from_slice(b"abcde");
    w.commit_frame();
    w.send(43, 0, &[]).unwrap();
    let (h, payload) = r.wait_frame().unwrap();
    assert_eq!(
        h,
        FrameHeader {
            command: 42,
            flags: 3,
            size: 5
        }
    );
    assert_eq!(payload, b"abcde");
    assert_eq!(h.frame_len(), 24);
    // The raw bytes parse the same way with the pure splitter.
    let all = r.peek().unwrap();
    let f = split_frame(all).unwrap().unwrap();
    assert_eq!(
        (f.header.command, f.payload, f.len),
        (42, &b"abcde"[..], 24)
    );
    let f2 = split_frame(&all[24..]).unwrap().unwrap();
    assert_eq!(
        (f2.header.command, f2.header.size, f2.len),
        (43, 0, FRAME_HEADER_SIZE)
    );
    r.consume(24);
    let (h, payload) = r.wait_frame().unwrap();
    assert_eq!((h.command, payload.len()), (43, 0));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn message_larger_than_ring_streams_between_threads() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    let sizes = [
        0usize,
        1,
        7,
        CAP - 16,
        CAP - 15,
        CAP,
        3 * CAP + 5,
        10 * CAP,
        100,
    ];
    let t = std::thread::spawn(move || {
        let mut st = 1u64;
        for (i, &n) in sizes.iter().enumerate() {
            let mut v = vec![0u8; n];
            fill(&mut st, &mut v);
            w.send(i as u32, 0x10, &v).unwrap();
        }
    });
    let mut st = 1u64;
    let mut got = Vec::new();
    for (i, &n) in sizes.iter().enumerate() {
        let h = r.recv(usize::MAX, &mut got).unwrap();
        let mut want = vec![0u8; n];
        fill(&mut st, &mut want);
        assert_eq!((h.command, h.flags, h.size as usize), (i as u32, 0x10, n));
        assert!(got == want, "message {i} of {n} bytes differs");
    }
    t.join().unwrap();
    assert!(matches!(r.recv(1 << 20, &mut got), Err(Error::PeerClosed)));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn continuation_frames_reassemble() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    let mut v = vec![0u8; 1000];
    fill(&mut 9, &mut v);
    w.send_split(5, 1, &v, 96).unwrap();
    // 1000 / 96 -> 11 frames, the first ten flagged CONTINUED.
    let raw = r.peek().unwrap().to_vec();
    let mut off = 0;
    let mut frames = 0;
    while let Some(f) = split_frame(&raw[off..]).unwrap() {
        frames += 1;
        assert_eq!(f.header.flags & FLAG_CONTINUED != 0, frames < 11);
        off += f.len;
    }
    assert_eq!(frames, 11);
    let mut got = Vec::new();
    let h = r.recv(1 << 20, &mut got).unwrap();
    assert_eq!((h.command, h.flags, h.size), (5, 1, 1000));
    assert_eq!(got, v);
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn recv_refuses_oversized_message_before_allocating() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    // Forge a header announcing 4 GiB - 1 bytes.
    let buf = w.reserve(16).unwrap();
    buf.copy_from_slice(
        &FrameHeader {
            command: 1,
            flags: 0,
            size: u32::MAX,
        }
        .encode(),
    );
    w.commit(16);
    let mut out = Vec::new();
    assert!(matches!(
        r.recv(1 << 20, &mut out),
        Err(Error::TooLarge { requested, .. }) if requested == u32::MAX as u64
    ));
    assert!(out.capacity() < 1 << 20);
    // The ring is now fatal for both ends.
    assert!(matches!(w.reserve(8), Err(Error::Fatal)));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn threads_stream_many_small_messages_with_checksums() {
    let (mut w, mut r) = channel(1 << 14, WaitConfig::default()).unwrap();
    const N: usize = 20_000;
    let t = std::thread::spawn(move || {
        let mut st = 7u64;
        let mut sum = Sum::default();
        let mut buf = [0u8; 300];
        for i in 0..N {
            let n = (i * 37) % 300;
            fill(&mut st, &mut buf[..n]);
            sum.update(&buf[..n]);
            w.send(i as u32, 0, &buf[..n]).unwrap();
        }
        sum
    });
    let mut sum = Sum::default();
    for i in 0..N {
        let (h, p) = r.wait_frame().unwrap();
        assert_eq!(h.command, i as u32);
        sum.update(p);
        let len = h.frame_len() as usize;
        r.consume(len);
    }
    assert_eq!(t.join().unwrap(), sum);
}

/// `reader_idle` says whether a message committed now would be picked up without a wake-up:
/// the reader has consumed everything and is not asleep on the futex.
#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn reader_idle_means_caught_up_and_awake() {
    let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
    assert!(w.reader_idle(), "nothing sent, reader awake");
    w.reserve(8).unwrap().fill(7);
    w.commit(8);
    assert!(!w.reader_idle(), "a message not consumed yet");
    assert_eq!(r.wait(8).unwrap().len(), 8);
    r.consume(8);
    assert!(w.reader_idle(), "consumed, reader awake");
    // A reader that sleeps (no spin) until data comes is not idle: the next message wakes it.
    r.set_wait(WaitConfig {
        spin: Duration::ZERO,
        ..WaitConfig::default()
    });
    let t = std::thread::spawn(move || {
        let n = r.wait(1).unwrap().len();
        r.consume(n);
        r
    });
    let start = std::time::Instant::now();
    while w.reader_idle() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the reader never went to sleep"
        );
        std::thread::yield_now();
    }
    w.reserve(1).unwrap().fill(1);
    w.commit(1);
    let _r = t.join().unwrap();
    assert!(w.reader_idle(), "woken, consumed and awake again");
}
