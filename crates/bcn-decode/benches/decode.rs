//! Single-threaded decode speed per format beside bcdec_rs and texpresso (same run, same
//! random blocks), and thread scaling of the batch and single-image parallel decoders.
//!
//! `cargo bench -p bcn-decode -- --warm-up-time 1 --measurement-time 3`; the bench binary
//! (`target/release/deps/decode-*`) is self-contained and takes the same arguments with
//! `--bench`.

use bcn_decode::{Decoder, Format, Isa, Job, Output};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

const W: u32 = 512;
const H: u32 = 512;

fn noise(len: usize, seed: u64) -> Vec<u8> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 24) as u8
        })
        .collect()
}

/// bcdec_rs over a whole image, block by block, into a pitched destination.
fn bcdec_image(f: Format, src: &[u8], dst: &mut [u8], dst16: &mut [u16]) {
    let bb = f.block_bytes();
    let bx = (W / 4) as usize;
    for (i, blk) in src.chunks_exact(bb).enumerate() {
        let (x, y) = (i % bx, i / bx);
        match f {
            Format::Bc1Rgba => bcdec_rs::bc1(
                blk,
                &mut dst[(y * 4 * W as usize + x * 4) * 4..],
                W as usize * 4,
            ),
            Format::Bc2 => bcdec_rs::bc2(
                blk,
                &mut dst[(y * 4 * W as usize + x * 4) * 4..],
                W as usize * 4,
            ),
            Format::Bc3 => bcdec_rs::bc3(
                blk,
                &mut dst[(y * 4 * W as usize + x * 4) * 4..],
                W as usize * 4,
            ),
            Format::Bc7 => bcdec_rs::bc7(
                blk,
                &mut dst[(y * 4 * W as usize + x * 4) * 4..],
                W as usize * 4,
            ),
            Format::Bc4Unorm => bcdec_rs::bc4(
                blk,
                &mut dst[y * 4 * W as usize + x * 4..],
                W as usize,
                false,
            ),
            Format::Bc5Unorm => bcdec_rs::bc5(
                blk,
                &mut dst[(y * 4 * W as usize + x * 4) * 2..],
                W as usize * 2,
                false,
            ),
            Format::Bc6hUfloat => bcdec_rs::bc6h_half(
                blk,
                &mut dst16[(y * 4 * W as usize + x * 4) * 3..],
                W as usize * 3,
                false,
            ),
            _ => unreachable!("not benchmarked"),
        }
    }
}

fn texpresso_format(f: Format) -> Option<texpresso::Format> {
    Some(match f {
        Format::Bc1Rgba => texpresso::Format::Bc1,
        Format::Bc2 => texpresso::Format::Bc2,
        Format::Bc3 => texpresso::Format::Bc3,
        Format::Bc4Unorm => texpresso::Format::Bc4,
        Format::Bc5Unorm => texpresso::Format::Bc5,
        _ => return None,
    })
}

fn single_threaded(c: &mut Criterion) {
    let formats = [
        ("BC1", Format::Bc1Rgba),
        ("BC2", Format::Bc2),
        ("BC3", Format::Bc3),
        ("BC4", Format::Bc4Unorm),
        ("BC5", Format::Bc5Unorm),
        ("BC6H", Format::Bc6hUfloat),
        ("BC7", Format::Bc7),
    ];
    let best = Decoder::new();
    eprintln!("bcn-decode best ISA on this machine: {:?}", best.isa());
    for (name, f) in formats {
        let src = noise(f.image_bytes(W, H).unwrap(), 1);
        let out = f.native_output();
        let pitch = W as usize * out.bytes_per_pixel();
        let mut dst = vec![0u8; pitch * H as usize];
        let mut g = c.benchmark_group(name);
        g.throughput(Throughput::Elements(u64::from(W * H)));
        for isa in Isa::ALL.into_iter().filter(|i| i.is_available()) {
            let d = Decoder::with_isa(isa).unwrap();
            g.bench_function(format!("bcn-decode/{isa:?}"), |b| {
                b.iter(|| {
                    d.decode_image(f, out, black_box(&src), W, H, &mut dst, pitch)
                        .unwrap()
                })
            });
        }
        let mut dst8 = vec![0u8; (W * H * 4) as usize];
        let mut dst16 = vec![0u16; (W * H * 3) as usize];
        g.bench_function("bcdec_rs", |b| {
            b.iter(|| bcdec_image(f, black_box(&src), &mut dst8, &mut dst16))
        });
        if let Some(t) = texpresso_format(f) {
            g.bench_function("texpresso", |b| {
                b.iter(|| t.decompress(black_box(&src), W as usize, H as usize, &mut dst8))
            });
        }
        g.finish();
    }
}

fn threads(c: &mut Criterion) {
    let d = Decoder::new();
    let max = std::thread::available_parallelism().map_or(1, |n| n.get());
    let counts: Vec<usize> = [1, 2, 4, 8, 16, 32]
        .into_iter()
        .filter(|&n| n <= max)
        .collect();
    // A batch of 16 BC7 images of 256x256.
    let srcs: Vec<Vec<u8>> = (0..16)
        .map(|i| noise(Format::Bc7.image_bytes(256, 256).unwrap(), i))
        .collect();
    let mut outs: Vec<Vec<u8>> = (0..16).map(|_| vec![0u8; 256 * 256 * 4]).collect();
    let mut g = c.benchmark_group("batch-BC7-16x256x256");
    g.throughput(Throughput::Elements(16 * 256 * 256));
    for &n in &counts {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .unwrap();
        g.bench_with_input(
            BenchmarkId::from_parameter(format!("{n}-threads")),
            &n,
            |b, _| {
                b.iter(|| {
                    let mut jobs: Vec<Job<'_>> = srcs
                        .iter()
                        .zip(outs.iter_mut())
                        .map(|(src, dst)| Job {
                            format: Format::Bc7,
                            output: Output::Rgba8,
                            src,
                            width: 256,
                            height: 256,
                            dst,
                            pitch: 1024,
                        })
                        .collect();
                    pool.install(|| d.decode_batch(&mut jobs))
                })
            },
        );
    }
    g.finish();
    // One 1024x1024 BC1 image split by block rows.
    let src = noise(Format::Bc1Rgba.image_bytes(1024, 1024).unwrap(), 9);
    let mut dst = vec![0u8; 1024 * 1024 * 4];
    let mut g = c.benchmark_group("image-BC1-1024x1024");
    g.throughput(Throughput::Elements(1024 * 1024));
    for &n in &counts {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .unwrap();
        g.bench_with_input(
            BenchmarkId::from_parameter(format!("{n}-threads")),
            &n,
            |b, _| {
                b.iter(|| {
                    pool.install(|| {
                        d.decode_image_par(
                            Format::Bc1Rgba,
                            Output::Rgba8,
                            &src,
                            1024,
                            1024,
                            &mut dst,
                            4096,
                        )
                    })
                    .unwrap()
                })
            },
        );
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = single_threaded, threads
}
criterion_main!(benches);
