//! GPU decode throughput per format beside the device's copy bandwidth and the CPU decoder,
//! all measured in the same run (a bench binary, not criterion: GPU time comes from
//! timestamp queries, not from the host's clock).
//!
//! `cargo bench -p bcn-decode --bench gpu`; the device is the loader's first with a compute
//! queue (`VK_DRIVER_FILES=...` picks a driver). `BCN_GPU_BENCH_SIZE` (texels per side,
//! default 2048) and `BCN_GPU_BENCH_SECS` (GPU seconds per measurement, default 0.5);
//! `BCN_GPU_BENCH_FORMATS=Bc7,Bc6hUfloat` measures only those formats, and
//! `BCN_GPU_SPIRV_DIR=dir` loads `dir/<shader>.spv` instead of the built-in SPIR-V (to time a
//! shader change without rebuilding).
//!
//! Columns: GPU Gpix/s; the bound that memory bandwidth sets, `copy bandwidth / (bytes read +
//! written per texel)`, where copy bandwidth is `2 * size / time` of `vkCmdCopyBuffer`
//! between two device-local buffers; the CPU decoder (`Decoder::new()`, best ISA) on one
//! thread and on all (rayon), in Gpix/s of wall time.

#[path = "../tests/bcn-decode/vulkan.rs"]
mod vulkan;

use std::time::Instant;

use ash::vk;
use bcn_decode::gpu::{self, PushConstants};
use bcn_decode::{Decoder, Format};
use vulkan::{Buffer, Gpu, barrier};

const FORMATS: [Format; 9] = [
    Format::Bc1Rgba,
    Format::Bc2,
    Format::Bc3,
    Format::Bc4Unorm,
    Format::Bc5Unorm,
    Format::Bc5Snorm,
    Format::Bc6hUfloat,
    Format::Bc6hSfloat,
    Format::Bc7,
];

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

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

/// Runs `record(repeat)` with a doubling repeat count until it takes `secs` of GPU time;
/// returns (repeat, seconds) of the last run.
fn measure(
    gpu: &Gpu,
    secs: f64,
    record: impl Fn(&ash::Device, vk::CommandBuffer, u32),
) -> (u32, f64) {
    gpu.run(|d, cb| record(d, cb, 1)); // warm-up
    let mut n = 1u32;
    loop {
        let t = gpu.run(|d, cb| record(d, cb, n));
        if t >= secs || n >= 1 << 16 {
            return (n, t);
        }
        let next = (n as f64 * (secs / t.max(1e-6)) * 1.1).ceil() as u32;
        n = next.clamp(n + 1, n * 8);
    }
}

fn upload(gpu: &Gpu, bytes: &[u8]) -> Buffer {
    let mut staging = gpu.buffer(bytes.len() as u64, true);
    staging.bytes().copy_from_slice(bytes);
    let buf = gpu.buffer(bytes.len() as u64, false);
    gpu.run(|d, cb| {
        let region = [vk::BufferCopy::default().size(bytes.len() as u64)];
        // SAFETY: both buffers hold `bytes.len()` bytes and are idle; `cb` is recording.
        unsafe { d.cmd_copy_buffer(cb, staging.buffer, buf.buffer, &region) };
        barrier(d, cb);
    });
    gpu.free(staging);
    buf
}

/// CPU decode throughput (Gpix/s, wall time) of `decode` over at least `secs`.
fn cpu_rate(pixels: f64, secs: f64, mut decode: impl FnMut()) -> f64 {
    decode();
    let start = Instant::now();
    let mut n = 0u32;
    while n == 0 || start.elapsed().as_secs_f64() < secs {
        decode();
        n += 1;
    }
    pixels * n as f64 / start.elapsed().as_secs_f64() / 1e9
}

fn main() {
    let size: u32 = env("BCN_GPU_BENCH_SIZE", 2048);
    let secs: f64 = env("BCN_GPU_BENCH_SECS", 0.5);
    let mut gpu = Gpu::new().unwrap_or_else(|e| panic!("{e}"));
    let pixels = size as f64 * size as f64;
    println!(
        "device: {}; {size}x{size} texels of random blocks; {} CPU threads",
        gpu.name,
        rayon::current_num_threads()
    );

    // Copy bandwidth: as many bytes as the largest decode output (RGBA16F).
    let copy_len = size as u64 * size as u64 * 8;
    let (a, b) = (gpu.buffer(copy_len, false), gpu.buffer(copy_len, false));
    let (n, t) = measure(&gpu, secs, |d, cb, n| {
        let region = [vk::BufferCopy::default().size(copy_len)];
        for _ in 0..n {
            // SAFETY: both buffers hold `copy_len` bytes; `cb` is recording.
            unsafe { d.cmd_copy_buffer(cb, a.buffer, b.buffer, &region) };
            barrier(d, cb);
        }
    });
    let copy_bw = 2.0 * copy_len as f64 * n as f64 / t;
    gpu.free(a);
    gpu.free(b);
    println!(
        "vkCmdCopyBuffer of {} MiB: {:.1} GB/s read + written\n",
        copy_len >> 20,
        copy_bw / 1e9
    );
    println!(
        "| format | GPU Gpix/s | bandwidth bound Gpix/s (bytes/texel) | of bound | CPU 1 thread | CPU {} threads | GPU / CPU all |",
        rayon::current_num_threads()
    );
    println!("|---|---|---|---|---|---|---|");

    let decoder = Decoder::new();
    let only: Option<String> = std::env::var("BCN_GPU_BENCH_FORMATS").ok();
    let spirv_dir = std::env::var_os("BCN_GPU_SPIRV_DIR").map(std::path::PathBuf::from);
    for (i, format) in FORMATS.into_iter().enumerate() {
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|f| f == format!("{format:?}")))
        {
            continue;
        }
        let pc = PushConstants::new(format, size, size).unwrap();
        let blocks = noise(format.image_bytes(size, size).unwrap(), 1 + i as u64);
        let dst_len = pc.dst_len(format);
        let src = upload(&gpu, &blocks);
        let dst = gpu.buffer(dst_len as u64, false);
        gpu.bind(&src, &dst);
        let shader = gpu::shader_kind(format);
        let pipeline = match &spirv_dir {
            Some(dir) => {
                let path = dir.join(format!("{}.spv", shader.name()));
                let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
                let words: Vec<u32> = bytes
                    .chunks_exact(4)
                    .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                    .collect();
                gpu.pipeline_from(shader, &words)
            }
            None => gpu.pipeline(shader),
        };
        let (n, t) = measure(&gpu, secs, |_, cb, n| {
            gpu.record_decode(cb, pipeline, &pc, n)
        });
        gpu.free(src);
        gpu.free(dst);
        let rate = pixels * n as f64 / t / 1e9;
        let per_texel =
            format.block_bytes() as f64 / 16.0 + format.native_output().bytes_per_pixel() as f64;
        let bound = copy_bw / per_texel / 1e9;

        let out = format.native_output();
        let pitch = size as usize * out.bytes_per_pixel();
        let mut host = vec![0u8; pitch * size as usize];
        let cpu1 = cpu_rate(pixels, secs, || {
            decoder
                .decode_image(format, out, &blocks, size, size, &mut host, pitch)
                .unwrap()
        });
        let cpu_all = cpu_rate(pixels, secs, || {
            decoder
                .decode_image_par(format, out, &blocks, size, size, &mut host, pitch)
                .unwrap()
        });
        println!(
            "| {format:?} | {rate:.3} | {bound:.2} ({per_texel}) | {:.1} % | {cpu1:.3} | {cpu_all:.3} | {:.2}x |",
            100.0 * rate / bound,
            rate / cpu_all
        );
    }
}
