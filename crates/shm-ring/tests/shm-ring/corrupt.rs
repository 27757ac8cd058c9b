//! Headers and counters a peer cannot legally have written give errors, never UB or panics.

use std::io::Write;
use std::os::fd::OwnedFd;

use shm_ring::layout::{MAGIC, VERSION};
use shm_ring::{Corruption, Error, PeerWatch, RingFile, WaitConfig};

const CAP: usize = 1 << 16;
const HEAD: u64 = 128;
const TAIL: u64 = 256;
const STATUS: u64 = 384;

fn poke(ring: &RingFile, offset: u64, bytes: &[u8]) {
    let n = nix::sys::uio::pwrite(ring.as_fd(), bytes, offset as i64).unwrap();
    assert_eq!(n, bytes.len());
}

fn attach_err(ring: &RingFile) -> Error {
    ring.writer(WaitConfig::default(), PeerWatch::None)
        .unwrap_err()
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn bad_magic_version_and_geometry_are_refused() {
    let r = RingFile::create(CAP).unwrap();
    poke(&r, 0, &(MAGIC ^ 1).to_le_bytes());
    assert!(matches!(
        attach_err(&r),
        Error::Corrupt(Corruption::BadMagic)
    ));

    let r = RingFile::create(CAP).unwrap();
    poke(&r, 8, &(VERSION + 1).to_le_bytes());
    assert!(matches!(
        attach_err(&r),
        Error::Corrupt(Corruption::BadVersion)
    ));

    for (off, val) in [
        (16u64, CAP as u64 + 4096),
        (16, 1 << 50),
        (16, 0),
        (24, 100),
        (24, 1 << 30),
    ] {
        let r = RingFile::create(CAP).unwrap();
        poke(&r, off, &val.to_le_bytes());
        assert!(
            matches!(attach_err(&r), Error::Corrupt(Corruption::BadGeometry)),
            "offset {off} value {val}"
        );
    }
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn short_or_empty_files_are_refused() {
    // A regular file holding a valid-looking header but no data area.
    let good = RingFile::create(CAP).unwrap();
    let mut header = [0u8; 512];
    nix::sys::uio::pread(good.as_fd(), &mut header, 0).unwrap();
    let path = std::env::temp_dir().join(format!("shm-ring-short-{}", std::process::id()));
    let mut f = std::fs::File::create(&path).unwrap();
    f.write_all(&header).unwrap();
    let f = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(&path)
        .unwrap();
    std::fs::remove_file(&path).unwrap();
    let r = RingFile::from_fd(OwnedFd::from(f));
    assert!(matches!(
        attach_err(&r),
        Error::Corrupt(Corruption::FileTooSmall)
    ));

    let path = std::env::temp_dir().join(format!("shm-ring-empty-{}", std::process::id()));
    std::fs::File::create(&path).unwrap();
    let f = std::fs::File::open(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let r = RingFile::from_fd(OwnedFd::from(f));
    assert!(matches!(
        attach_err(&r),
        Error::Corrupt(Corruption::FileTooSmall)
    ));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn each_end_attaches_once() {
    let r = RingFile::create(CAP).unwrap();
    let w = r.writer(WaitConfig::default(), PeerWatch::None).unwrap();
    assert!(matches!(attach_err(&r), Error::RoleTaken));
    drop(w);
    // A closed end cannot come back either (its CLOSED bit is sticky).
    assert!(matches!(attach_err(&r), Error::RoleTaken));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn head_moving_backwards_or_past_capacity_is_corruption() {
    let ring = RingFile::create(CAP).unwrap();
    let mut w = ring.writer(WaitConfig::default(), PeerWatch::None).unwrap();
    let mut r = ring.reader(WaitConfig::default(), PeerWatch::None).unwrap();
    w.reserve(100).unwrap();
    w.commit(100);
    assert_eq!(r.peek().unwrap().len(), 100);
    poke(&ring, HEAD, &50u64.to_le_bytes());
    assert!(matches!(
        r.peek(),
        Err(Error::Corrupt(Corruption::HeadMovedBackwards))
    ));
    // Sticky on this end, and the peer learns through the FATAL bit.
    assert!(matches!(r.peek(), Err(Error::Fatal)));
    assert!(matches!(w.reserve(CAP), Err(Error::Fatal)));

    let ring = RingFile::create(CAP).unwrap();
    let _w = ring.writer(WaitConfig::default(), PeerWatch::None).unwrap();
    let mut r = ring.reader(WaitConfig::default(), PeerWatch::None).unwrap();
    poke(&ring, HEAD, &(CAP as u64 + 1).to_le_bytes());
    assert!(matches!(
        r.wait(1),
        Err(Error::Corrupt(Corruption::HeadPastCapacity))
    ));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn tail_past_head_or_backwards_is_corruption() {
    let ring = RingFile::create(CAP).unwrap();
    let mut w = ring.writer(WaitConfig::default(), PeerWatch::None).unwrap();
    let _r = ring.reader(WaitConfig::default(), PeerWatch::None).unwrap();
    w.reserve(10).unwrap();
    w.commit(10);
    poke(&ring, TAIL, &20u64.to_le_bytes());
    assert!(matches!(
        w.pending(),
        Err(Error::Corrupt(Corruption::TailPastHead))
    ));

    let ring = RingFile::create(CAP).unwrap();
    let mut w = ring.writer(WaitConfig::default(), PeerWatch::None).unwrap();
    let mut r = ring.reader(WaitConfig::default(), PeerWatch::None).unwrap();
    w.reserve(CAP).unwrap();
    w.commit(CAP);
    r.wait(CAP).unwrap();
    r.consume(CAP);
    assert_eq!(w.pending().unwrap(), 0);
    poke(&ring, TAIL, &5u64.to_le_bytes());
    assert!(matches!(
        w.pending(),
        Err(Error::Corrupt(Corruption::TailMovedBackwards))
    ));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn bad_frame_header_is_corruption_and_fatal() {
    let (mut w, mut r) = shm_ring::channel(CAP, WaitConfig::default()).unwrap();
    let b = w.reserve(16).unwrap();
    b.copy_from_slice(&[1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0xff, 0, 0, 0]);
    w.commit(16);
    let mut v = Vec::new();
    assert!(matches!(
        r.recv(1024, &mut v),
        Err(Error::Corrupt(Corruption::Frame(
            shm_ring::FrameError::Reserved(0xff)
        )))
    ));
    assert!(matches!(w.reserve(8), Err(Error::Fatal)));
}

#[test]
#[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
fn random_header_scribbles_never_panic() {
    let mut st = 0x1234_5678u64;
    for _ in 0..300 {
        let ring = RingFile::create(CAP).unwrap();
        let mut w = ring.writer(WaitConfig::default(), PeerWatch::None).unwrap();
        let mut r = ring.reader(WaitConfig::default(), PeerWatch::None).unwrap();
        w.send(1, 0, &[7; 40]).unwrap();
        let mut junk = [0u8; 16];
        crate::util::fill(&mut st, &mut junk);
        let off = [HEAD, TAIL, STATUS, 0, 16][(st % 5) as usize];
        poke(&ring, off, &junk[..8]);
        // Whatever happens must be a value or an error; nothing may block for long.
        let _ = r.peek().map(|b| b.len());
        let _ = w.try_reserve(64).map(|b| b.map(|b| b.len()));
        let _ = r.wait_timeout(1, std::time::Duration::from_millis(1));
        // With the writer gone, recv cannot wait for bytes that never come.
        drop(w);
        let mut v = Vec::new();
        let _ = r.recv(1 << 16, &mut v);
    }
}
