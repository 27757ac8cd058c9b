//! Single-threaded decode speed per format beside bcdec_rs and texpresso (same run, same
//! random blocks), and thread scaling of the batch and single-image parallel decoders.
//!
//! The single-threaded groups measure the calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`)
//! so that a loaded, shared machine does not skew the ratios; set `BCN_BENCH_WALL=1` for wall
//! time. Thread scaling always uses wall time.
//!
//! `cargo bench -p bcn-decode -- --warm-up-time 1 --measurement-time 3`; the bench binary
//! (`target/release/deps/decode-*`) is self-contained and takes the same arguments with
//! `--bench`.

use bcn_decode::{Decoder, Format, Isa, Job, Output};
use criterion::measurement::{Measurement, ValueFormatter, WallTime};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group};
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

/// CPU time of the calling thread, in nanoseconds.
struct ThreadCpuTime;

fn thread_cpu_ns() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; CLOCK_THREAD_CPUTIME_ID exists on Linux.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(r, 0, "clock_gettime");
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

impl Measurement for ThreadCpuTime {
    type Intermediate = u64;
    type Value = u64;
    fn start(&self) -> u64 {
        thread_cpu_ns()
    }
    fn end(&self, i: u64) -> u64 {
        thread_cpu_ns() - i
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        // Values are nanoseconds, exactly what the wall-time formatter expects.
        static WALL: WallTime = WallTime;
        WALL.formatter()
    }
}

fn single_threaded_cpu(c: &mut Criterion<ThreadCpuTime>) {
    single_threaded(c)
}

fn single_threaded_wall(c: &mut Criterion) {
    single_threaded(c)
}

fn single_threaded<M: Measurement>(c: &mut Criterion<M>) {
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

fn wall_requested() -> bool {
    std::env::var_os("BCN_BENCH_WALL").is_some_and(|v| v == "1")
}

criterion_group! {
    name = cpu;
    config = Criterion::default().sample_size(20).with_measurement(ThreadCpuTime);
    targets = single_threaded_cpu
}
criterion_group! {
    name = wall;
    config = Criterion::default().sample_size(20);
    targets = single_threaded_wall
}
criterion_group! {
    name = scaling;
    config = Criterion::default().sample_size(20);
    targets = threads
}

fn main() {
    if wall_requested() {
        wall();
    } else {
        cpu();
    }
    scaling();
    Criterion::default().configure_from_args().final_summary();
}
