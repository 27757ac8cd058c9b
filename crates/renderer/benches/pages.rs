//! The capture's change finder (`trace::pages`) on mapped memory that did not change, the
//! common case at a capture point: a 4 KiB page hash per page of a 512 KiB allocation (what
//! `vkcube`'s texture keeps mapped through vkrelay), against the peer a change finder could
//! be instead: `memcmp` of the allocation with a kept copy of it (twice the memory).
//!
//! `cargo bench -p vkrelay-renderer --bench pages`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use vkrelay_renderer::trace::pages::Pages;

const LEN: usize = 512 * 1024;

fn unchanged(c: &mut Criterion) {
    let mem: Vec<u8> = (0..LEN).map(|i| (i * 7 + i / 4096) as u8).collect();
    let copy = mem.clone();
    // SAFETY: `mem` is readable for LEN bytes.
    let mut pages = unsafe { Pages::baseline(mem.as_ptr(), LEN) };
    let mut g = c.benchmark_group("unchanged 512 KiB");
    g.throughput(Throughput::Bytes(LEN as u64));
    g.bench_function("vkrelay page hashes", |b| {
        // SAFETY: as above.
        b.iter(|| assert!(unsafe { pages.changes(black_box(mem.as_ptr())) }.is_empty()))
    });
    g.bench_function("memcmp with a copy", |b| {
        b.iter(|| assert!(black_box(&mem[..]) == black_box(&copy[..])))
    });
    g.finish();
}

criterion_group!(benches, unchanged);
criterion_main!(benches);
