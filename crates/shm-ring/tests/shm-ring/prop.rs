//! Property tests against a byte-queue model (a `VecDeque<u8>`).

use std::collections::VecDeque;

use proptest::prelude::*;
use shm_ring::{WaitConfig, channel};

const CAP: usize = 1 << 12;

#[derive(Debug, Clone)]
enum Op {
    /// Reserve `n` (if it fits now) and commit `k <= n` of it.
    Write { n: usize, k_frac: u8 },
    /// Peek, check against the model, consume `n` (at most what is there).
    Read { n: usize },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0..=CAP, any::<u8>()).prop_map(|(n, k_frac)| Op::Write { n, k_frac }),
        (0..=CAP + 10).prop_map(|n| Op::Read { n }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    /// Single thread, non-blocking calls: the ring behaves exactly like a bounded byte queue.
    #[test]
    #[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
    fn ring_matches_byte_queue(ops in proptest::collection::vec(op(), 1..200)) {
        let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
        let mut model: VecDeque<u8> = VecDeque::new();
        let mut next = 0u8;
        for op in ops {
            match op {
                Op::Write { n, k_frac } => {
                    let fits = model.len() + n <= CAP;
                    match w.try_reserve(n).unwrap() {
                        Some(buf) => {
                            prop_assert!(fits);
                            prop_assert_eq!(buf.len(), n);
                            let k = n * k_frac as usize / 255;
                            for b in buf[..k].iter_mut() {
                                *b = next;
                                model.push_back(next);
                                next = next.wrapping_add(31);
                            }
                            w.commit(k);
                        }
                        None => prop_assert!(!fits),
                    }
                }
                Op::Read { n } => {
                    let got = r.peek().unwrap();
                    prop_assert_eq!(got.len(), model.len());
                    prop_assert!(got.iter().eq(model.iter()));
                    let k = n.min(got.len());
                    r.consume(k);
                    model.drain(..k);
                }
            }
        }
    }

    /// Two threads, blocking calls, messages up to 5x the ring, random read splits: the
    /// concatenation of what is read equals what was written, and framed messages keep
    /// their boundaries.
    #[test]
    #[cfg_attr(miri, ignore = "memfd rings: not in Miri")]
    fn streams_match_between_threads(
        sizes in proptest::collection::vec(prop_oneof![0usize..300, 0usize..5 * CAP], 1..12),
        splits in proptest::collection::vec(1usize..3 * CAP, 1..16),
        seed in any::<u64>(),
    ) {
        let (mut w, mut r) = channel(CAP, WaitConfig::default()).unwrap();
        let total: usize = sizes.iter().sum();
        let mut data = vec![0u8; total];
        crate::util::fill(&mut (seed | 1), &mut data);
        let send = data.clone();
        let sz = sizes.clone();
        let t = std::thread::spawn(move || {
            let mut off = 0;
            for (i, n) in sz.into_iter().enumerate() {
                if i % 2 == 0 {
                    w.write_all(&send[off..off + n]).unwrap();
                } else {
                    // Framed: header + payload + padding, read back below as a message.
                    w.send(i as u32, 0, &send[off..off + n]).unwrap();
                }
                off += n;
            }
        });
        let mut got = Vec::with_capacity(total);
        let mut si = 0;
        let mut msg = Vec::new();
        for (i, &n) in sizes.iter().enumerate() {
            if i % 2 == 0 {
                let mut left = n;
                while left > 0 {
                    let k = splits[si % splits.len()].min(left);
                    si += 1;
                    let mut buf = vec![0u8; k];
                    r.read_exact(&mut buf).unwrap();
                    got.extend_from_slice(&buf);
                    left -= k;
                }
            } else {
                let h = r.recv(usize::MAX, &mut msg).unwrap();
                prop_assert_eq!((h.command, h.size as usize), (i as u32, n));
                got.extend_from_slice(&msg);
            }
        }
        t.join().unwrap();
        prop_assert!(got == data);
    }
}
