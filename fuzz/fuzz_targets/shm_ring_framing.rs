//! Fuzzes the shm-ring framing reader: the pure frame splitter and `Reader::recv` on a ring
//! filled with arbitrary bytes (as a hostile peer could write them). Neither may panic, read
//! out of bounds, allocate beyond the limit, or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shm_ring::frame::split_frame;
use shm_ring::{WaitConfig, channel};

const CAP: usize = 1 << 14;

fuzz_target!(|data: &[u8]| {
    // Pure splitter over the whole input.
    let mut rest = data;
    while let Ok(Some(f)) = split_frame(rest) {
        assert!(f.len >= 16 && f.len <= rest.len() && f.len % 8 == 0);
        assert_eq!(f.payload.len(), f.header.size as usize);
        rest = &rest[f.len..];
    }

    // The ring reader over the same bytes (at most one ring's worth), writer closed so
    // that an incomplete frame ends with PeerClosed instead of waiting.
    let Ok((mut w, mut r)) = channel(CAP, WaitConfig::default()) else {
        return;
    };
    let n = data.len().min(CAP);
    if w.write_all(&data[..n]).is_err() {
        return;
    }
    drop(w);
    let mut out = Vec::new();
    for _ in 0..n / 16 + 1 {
        match r.recv(CAP, &mut out) {
            Ok(h) => assert!(out.len() <= CAP && h.size as usize == out.len()),
            Err(_) => break,
        }
    }
});
