//! Two real processes: bulk exchange with checksums, and `kill -9` of either side.
//!
//! Children are forked (see `util`), so these tests also run under qemu-user. Under
//! emulation (aarch64 builds) the bulk test moves 64 MiB instead of 1 GiB.

use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::sys::wait::waitpid;
use shm_ring::Error;
use shm_ring::handshake::{Connection, HandshakeConfig, Listener, connect};

use crate::util::{Sum, expect_child_ok, fill, fork_child, socket_path};

const BULK_BYTES: u64 = if cfg!(target_arch = "aarch64") {
    64 << 20
} else {
    1 << 30
};
const CMD_DATA: u32 = 1;
const CMD_END: u32 = 2;
const CMD_ACK: u32 = 3;
/// Liveness must be noticed within 1 s natively; emulation gets slack.
const DEATH_LIMIT: Duration = if cfg!(target_arch = "aarch64") {
    Duration::from_secs(3)
} else {
    Duration::from_secs(1)
};

fn config(tag: &str) -> HandshakeConfig {
    let mut c = HandshakeConfig::new(socket_path(tag));
    c.client_to_server_capacity = 4 << 20;
    c.server_to_client_capacity = 64 << 10;
    c
}

fn accept_within(l: &Listener, t: Duration) -> Connection {
    l.listener().set_nonblocking(true).unwrap();
    let end = Instant::now() + t;
    loop {
        match l.accept() {
            Ok(c) => return c,
            Err(Error::Io(e)) if e.kind() == std::io::ErrorKind::WouldBlock => {
                assert!(Instant::now() < end, "child never connected");
                std::thread::sleep(Duration::from_millis(2));
            }
            Err(e) => panic!("accept: {e}"),
        }
    }
}

/// Message sizes cycle through small, page-sized, odd and larger-than-half-ring values.
fn size_of_msg(i: u64) -> usize {
    [4096, 1 << 20, 65_537, 3 << 20, 200, 8 << 20][(i % 6) as usize]
}

#[test]
#[cfg_attr(miri, ignore = "fork and memfd rings: not in Miri")]
fn two_processes_exchange_bulk_data_with_checksums() {
    let cfg = config("bulk");
    let listener = Listener::bind(cfg.clone()).unwrap();
    let child = fork_child(&[], || {
        let Ok(mut c) = connect(&cfg) else { return 2 };
        let mut buf = vec![0u8; 8 << 20];
        let mut st = 0x9e37_79b9_7f4a_7c15u64;
        let (mut sent, mut i, mut sum) = (0u64, 0u64, Sum::default());
        while sent < BULK_BYTES {
            let n = size_of_msg(i).min((BULK_BYTES - sent) as usize);
            fill(&mut st, &mut buf[..n]);
            sum.update(&buf[..n]);
            if c.writer.send(CMD_DATA, 0, &buf[..n]).is_err() {
                return 3;
            }
            sent += n as u64;
            i += 1;
        }
        if c.writer.send(CMD_END, 0, &sum.0.to_le_bytes()).is_err() {
            return 4;
        }
        let mut v = Vec::new();
        match c.reader.recv(64, &mut v) {
            Ok(h) if h.command == CMD_ACK && v == sum.0.to_le_bytes() => 0,
            _ => 5,
        }
    });
    let mut conn = accept_within(&listener, Duration::from_secs(10));
    let mut msg = Vec::new();
    let (mut got, mut sum) = (0u64, Sum::default());
    let t0 = Instant::now();
    loop {
        let h = conn.reader.recv(16 << 20, &mut msg).unwrap();
        if h.command == CMD_END {
            assert_eq!(msg, sum.0.to_le_bytes(), "checksum mismatch");
            break;
        }
        assert_eq!(h.command, CMD_DATA);
        sum.update(&msg);
        got += msg.len() as u64;
    }
    let dt = t0.elapsed();
    assert_eq!(got, BULK_BYTES);
    conn.writer.send(CMD_ACK, 0, &sum.0.to_le_bytes()).unwrap();
    expect_child_ok(child, Duration::from_secs(30));
    eprintln!(
        "bulk: {} MiB in {dt:?} ({:.0} MiB/s incl. generation and checksums)",
        BULK_BYTES >> 20,
        (BULK_BYTES >> 20) as f64 / dt.as_secs_f64()
    );
    let _ = std::fs::remove_file(&cfg.socket_path);
}

#[test]
#[cfg_attr(miri, ignore = "fork and memfd rings: not in Miri")]
fn killed_writer_gives_reader_an_error() {
    let cfg = config("killw");
    let listener = Listener::bind(cfg.clone()).unwrap();
    let child = fork_child(&[], || {
        let Ok(mut c) = connect(&cfg) else { return 2 };
        let buf = [0x5au8; 4096];
        loop {
            if c.writer.send(CMD_DATA, 0, &buf).is_err() {
                return 3;
            }
        }
    });
    let mut conn = accept_within(&listener, Duration::from_secs(10));
    let mut msg = Vec::new();
    for _ in 0..100 {
        conn.reader.recv(1 << 16, &mut msg).unwrap();
    }
    let killed = Instant::now();
    kill(child, Signal::SIGKILL).unwrap();
    let err = loop {
        match conn.reader.recv(1 << 16, &mut msg) {
            Ok(_) => assert!(killed.elapsed() < Duration::from_secs(10), "no error"),
            Err(e) => break e,
        }
    };
    let dt = killed.elapsed();
    eprintln!("reader noticed the dead writer after {dt:?}");
    assert!(matches!(err, Error::PeerDead), "{err:?}");
    assert!(dt < DEATH_LIMIT, "took {dt:?}");
    let _ = waitpid(child, None);
    let _ = std::fs::remove_file(&cfg.socket_path);
}

#[test]
#[cfg_attr(miri, ignore = "fork and memfd rings: not in Miri")]
fn killed_reader_gives_writer_an_error() {
    let cfg = config("killr");
    let listener = Listener::bind(cfg.clone()).unwrap();
    let child = fork_child(&[], || {
        let Ok(mut c) = connect(&cfg) else { return 2 };
        let mut v = Vec::new();
        for _ in 0..10 {
            if c.reader.recv(1 << 16, &mut v).is_err() {
                return 3;
            }
        }
        // Stop reading; wait to be killed.
        loop {
            std::thread::sleep(Duration::from_secs(1));
        }
    });
    let mut conn = accept_within(&listener, Duration::from_secs(10));
    let killer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        // Timestamp taken before the kill, so the measured delay can only be an overestimate.
        let t = Instant::now();
        kill(child, Signal::SIGKILL).unwrap();
        t
    });
    let buf = [0xa5u8; 4096];
    let err = loop {
        if let Err(e) = conn.writer.send(CMD_DATA, 0, &buf) {
            break e;
        }
    };
    let noticed = Instant::now();
    let killed = killer.join().unwrap();
    let dt = noticed.duration_since(killed);
    eprintln!("writer noticed the dead reader after {dt:?}");
    assert!(matches!(err, Error::PeerDead), "{err:?}");
    assert!(dt < DEATH_LIMIT, "took {dt:?}");
    let _ = waitpid(child, None);
    let _ = std::fs::remove_file(&cfg.socket_path);
}

#[test]
#[cfg_attr(miri, ignore = "fork and memfd rings: not in Miri")]
fn pidfd_watch_sees_a_process_exit() {
    let child = fork_child(&[], || {
        std::thread::sleep(Duration::from_secs(30));
        0
    });
    let watch = match shm_ring::PeerWatch::pidfd(child.as_raw() as u32) {
        Ok(w) => w,
        Err(e) => {
            // Kernels before 5.3 (or an emulator without pidfd_open, such as qemu-user for
            // the aarch64 run): nothing to test; but CI's x86-64 kernel has it, so there the
            // test must not pass without testing.
            assert!(
                !(cfg!(target_arch = "x86_64") && std::env::var_os("CI").is_some()),
                "pidfd_open failed in CI: {e}"
            );
            eprintln!("pidfd_open unavailable: {e}");
            kill(child, Signal::SIGKILL).unwrap();
            let _ = waitpid(child, None);
            return;
        }
    };
    assert!(!watch.peer_gone());
    kill(child, Signal::SIGKILL).unwrap();
    let t = Instant::now();
    while !watch.peer_gone() {
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "pidfd never signalled"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    let _ = waitpid(child, None);
}
