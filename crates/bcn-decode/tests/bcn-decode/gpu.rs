//! The GPU decoder: checked-in SPIR-V is what the `.comp` sources build to and is valid; every
//! format decodes on a Vulkan device (lavapipe in CI: `VK_DRIVER_FILES=
//! /usr/share/vulkan/icd.d/lvp_icd.x86_64.json`) to exactly the CPU decoder's bytes, clipped
//! edges, offsets and pitches included, without touching bytes outside the image.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, MutexGuard, OnceLock};

use bcn_decode::gpu::{self, PushConstants};
use bcn_decode::{Decoder, Error, Format};
use proptest::prelude::*;

use crate::common::noise;
use crate::vulkan::Gpu;

fn shader_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gpu/shaders")
}

fn tool(name: &str) -> Command {
    let c = Command::new(name);
    if which(name).is_none() {
        panic!("{name} not found: install glslang-tools and spirv-tools");
    }
    c
}

fn which(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|p| {
        std::env::split_paths(&p)
            .map(|d| d.join(name))
            .find(|f| f.is_file())
    })
}

/// Rebuilds every shader with glslangValidator and compares it with the checked-in SPIR-V
/// (`BCN_BLESS_SPIRV=1` rewrites the checked-in files instead), then runs spirv-val on it.
#[test]
fn checked_in_spirv_is_fresh_and_valid() {
    let dir = shader_dir();
    let tmp = std::env::temp_dir().join(format!("bcn-gpu-spirv-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let bless = std::env::var_os("BCN_BLESS_SPIRV").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (shader, name) in gpu::SOURCES {
        assert_eq!(shader.name(), name);
        let out = tmp.join(format!("{name}.spv"));
        let st = tool("glslangValidator")
            .args(["-V", "--target-env", "vulkan1.0", "-o"])
            .arg(&out)
            .arg(dir.join(format!("{name}.comp")))
            .output()
            .unwrap();
        assert!(
            st.status.success(),
            "glslangValidator {name}.comp:\n{}",
            String::from_utf8_lossy(&st.stdout)
        );
        let fresh = std::fs::read(&out).unwrap();
        if bless {
            std::fs::write(dir.join(format!("{name}.spv")), &fresh).unwrap();
        } else if fresh != shader.spirv_bytes() {
            stale.push(name);
        }
        let st = tool("spirv-val")
            .args(["--target-env", "vulkan1.0"])
            .arg(&out)
            .output()
            .unwrap();
        assert!(
            st.status.success(),
            "spirv-val {name}.spv:\n{}",
            String::from_utf8_lossy(&st.stderr)
        );
        assert_eq!(shader.spirv()[0], 0x0723_0203, "{name}: SPIR-V magic");
        assert_eq!(
            local_size(shader.spirv()),
            Some([gpu::WORKGROUP_SIZE, 1, 1]),
            "{name}: local size"
        );
    }
    std::fs::remove_dir_all(&tmp).unwrap();
    assert!(
        stale.is_empty(),
        "stale SPIR-V {stale:?}: rebuild with `BCN_BLESS_SPIRV=1 cargo test -p bcn-decode gpu::` \
         (see the crate README)"
    );
}

/// The `LocalSize` execution mode of a SPIR-V module (`OpExecutionMode %main LocalSize x y z`).
fn local_size(words: &[u32]) -> Option<[u32; 3]> {
    let mut i = 5; // after the header
    while i < words.len() {
        let (len, op) = ((words[i] >> 16) as usize, words[i] & 0xffff);
        // OpExecutionMode = 16, LocalSize = 17.
        if op == 16 && len == 6 && words[i + 2] == 17 {
            return Some([words[i + 3], words[i + 4], words[i + 5]]);
        }
        i += len.max(1);
    }
    None
}

#[test]
fn every_format_has_its_shader_and_flags() {
    for f in Format::ALL {
        assert_eq!(gpu::shader(f), gpu::shader_kind(f).spirv());
        assert_eq!(gpu::output(f), f.native_output());
        let want = match f {
            Format::Bc1Rgb => gpu::FLAG_OPAQUE_BLACK,
            Format::Bc4Snorm | Format::Bc5Snorm | Format::Bc6hSfloat => gpu::FLAG_SIGNED,
            _ => 0,
        };
        assert_eq!(gpu::flags(f), want, "{f:?}");
    }
}

#[test]
fn dispatch_sizes_cover_every_block_within_limits() {
    for (bx, by) in [
        (0, 0),
        (1, 1),
        (64, 1),
        (65, 1),
        (4096, 4096),
        (1 << 20, 4095),
        (65535, 65535),
    ] {
        let [x, y, z] = gpu::dispatch_size(bx, by);
        let blocks = bx as u64 * by as u64;
        let groups = x as u64 * y as u64;
        assert_eq!(z, 1);
        assert!(x <= gpu::MAX_GROUPS_PER_DIMENSION && y <= gpu::MAX_GROUPS_PER_DIMENSION);
        assert!(groups * 64 >= blocks, "{bx}x{by}: {x}x{y}");
        // No more than one row of groups beyond what the blocks need.
        assert!(
            groups < blocks.div_ceil(64) + x as u64 + 1,
            "{bx}x{by}: {x}x{y}"
        );
    }
}

#[test]
fn push_constants_reject_bad_layouts() {
    let pc = PushConstants::new(Format::Bc7, 13, 7).unwrap();
    assert_eq!(
        (pc.blocks_x, pc.blocks_y, pc.src_pitch, pc.dst_pitch),
        (4, 2, 64, 52)
    );
    assert_eq!(pc.src_len(Format::Bc7), 2 * 64);
    assert_eq!(pc.with_source(32, 80).src_len(Format::Bc7), 32 + 80 + 64);
    let r8 = PushConstants::new(Format::Bc4Unorm, 13, 7).unwrap();
    assert_eq!(
        (r8.dst_pitch, r8.dst_len(Format::Bc4Unorm)),
        (16, 16 * 6 + 16)
    );
    assert!(matches!(
        pc.with_source(8, 64).validate(Format::Bc7),
        Err(Error::Misaligned { align: 16, .. })
    ));
    assert!(matches!(
        pc.with_destination(2, 52).validate(Format::Bc7),
        Err(Error::Misaligned { align: 4, .. })
    ));
    assert!(matches!(
        pc.with_destination(0, 48).validate(Format::Bc7),
        Err(Error::PitchTooSmall { .. })
    ));
    assert!(matches!(
        pc.validate(Format::Bc6hSfloat),
        Err(Error::GpuLayout(_))
    ));
    let mut bad = pc;
    bad.blocks_x = 3;
    assert!(matches!(
        bad.validate(Format::Bc7),
        Err(Error::GpuLayout(_))
    ));
    assert!(matches!(
        PushConstants::new(Format::Bc6hUfloat, u32::MAX, 2),
        Err(Error::Overflow)
    ));
}

fn gpu() -> MutexGuard<'static, Gpu> {
    static GPU: OnceLock<Mutex<Gpu>> = OnceLock::new();
    GPU.get_or_init(|| {
        Mutex::new(Gpu::new().unwrap_or_else(|e| {
            panic!("{e}; run with VK_DRIVER_FILES=/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
        }))
    })
    .lock()
    .unwrap_or_else(|e| e.into_inner())
}

/// BC6H mode bits (two-bit modes as `0b00`, `0b01`) and the four reserved modes.
const BC6H_MODES: [u8; 18] = [
    0b00, 0b01, 0b00010, 0b00110, 0b01010, 0b01110, 0b10010, 0b10110, 0b11010, 0b11110, 0b00011,
    0b00111, 0b01011, 0b01111, 0b10011, 0b10111, 0b11011, 0b11111,
];

/// Random blocks of `format`; BC6H blocks cycle through all 18 mode patterns and BC7 blocks
/// through modes 0–7 and the reserved mode 8 (first byte 0), starting at `phase`.
pub fn blocks(format: Format, n: usize, seed: u64, phase: usize) -> Vec<u8> {
    let bb = format.block_bytes();
    let mut v = noise(n * bb, seed);
    for (i, b) in v.chunks_exact_mut(bb).enumerate() {
        let k = i + phase;
        match format {
            Format::Bc6hUfloat | Format::Bc6hSfloat => {
                let m = BC6H_MODES[k % 18];
                b[0] = if m < 2 {
                    (b[0] & !3) | m
                } else {
                    (b[0] & !31) | m
                };
            }
            Format::Bc7 => {
                let m = (k % 9) as u32;
                b[0] = if m == 8 {
                    0
                } else {
                    (b[0] & !((2u16 << m) - 1) as u8) | (1 << m)
                };
            }
            _ => {}
        }
    }
    v
}

/// Decodes random blocks (see [`blocks`]) with `pc` on the GPU and the CPU (into destinations
/// pre-filled with the same byte) and compares the whole destination buffers.
fn compare(format: Format, pc: PushConstants, seed: u64) -> Result<(), TestCaseError> {
    let src_len = pc.src_len(format);
    let src = blocks(format, src_len / format.block_bytes(), seed, seed as usize);
    compare_src(format, pc, &src, seed)
}

/// [`compare`] with the given source bytes.
fn compare_src(
    format: Format,
    pc: PushConstants,
    src: &[u8],
    seed: u64,
) -> Result<(), TestCaseError> {
    pc.validate(format).unwrap();
    let bb = format.block_bytes();
    let dst_len = pc.dst_len(format) + 8;
    let got = gpu().decode(format, &pc, src, dst_len, 0xa5);
    let mut want = vec![0xa5u8; dst_len];
    // The CPU decoder reads tightly packed block rows: gather them from the pitched source.
    let row = pc.blocks_x as usize * bb;
    let mut packed = Vec::with_capacity(row * pc.blocks_y as usize);
    for by in 0..pc.blocks_y as usize {
        let s = pc.src_offset as usize + by * pc.src_pitch as usize;
        packed.extend_from_slice(&src[s..s + row]);
    }
    Decoder::new()
        .decode_image(
            format,
            format.native_output(),
            &packed,
            pc.width,
            pc.height,
            &mut want[pc.dst_offset as usize..],
            pc.dst_pitch as usize,
        )
        .unwrap();
    if got != want {
        let first = got.iter().zip(&want).position(|(a, b)| a != b).unwrap();
        let bpp = format.native_output().bytes_per_pixel();
        let rel = first as i64 - pc.dst_offset as i64;
        let (y, x) = (
            rel / pc.dst_pitch as i64,
            (rel % pc.dst_pitch as i64) / bpp as i64,
        );
        let b = (y as usize / 4) * pc.src_pitch as usize
            + (x as usize / 4) * bb
            + pc.src_offset as usize;
        return Err(TestCaseError::fail(format!(
            "{format:?} {}x{} seed {seed}: first difference at byte {first} (texel {x},{y}): \
             gpu {:02x?} cpu {:02x?}, block {:02x?}",
            pc.width,
            pc.height,
            &got[first..(first + 8).min(dst_len)],
            &want[first..(first + 8).min(dst_len)],
            src.get(b..b + bb),
        )));
    }
    Ok(())
}

#[test]
fn every_format_matches_the_cpu_at_odd_sizes() {
    for f in Format::ALL {
        for (i, (w, h)) in [
            (13, 7),
            (1, 1),
            (257, 3),
            (4, 4),
            (3, 5),
            (64, 64),
            (6, 130),
        ]
        .into_iter()
        .enumerate()
        {
            let pc = PushConstants::new(f, w, h).unwrap();
            compare(f, pc, 100 + i as u64).unwrap();
        }
    }
}

#[test]
fn every_format_matches_the_cpu_with_offsets_and_pitches() {
    for f in Format::ALL {
        for (i, (w, h)) in [(13, 7), (2, 9), (31, 17)].into_iter().enumerate() {
            let bb = f.block_bytes() as u32;
            let pc = PushConstants::new(f, w, h).unwrap();
            // Word-aligned (one word per store) and 16-byte aligned (whole block rows per
            // store) destinations.
            for (j, (offset, extra)) in [(12, 20), (32, 48)].into_iter().enumerate() {
                let pc = pc
                    .with_source(3 * bb, pc.src_pitch + 2 * bb)
                    .with_destination(offset, pc.dst_pitch.next_multiple_of(16) + extra);
                compare(f, pc, 200 + 10 * i as u64 + j as u64).unwrap();
            }
        }
    }
}

/// Many blocks of every BC6H and BC7 mode in one image (each mode in ~900 blocks).
#[test]
fn every_bc6h_and_bc7_mode_matches_the_cpu() {
    for f in [Format::Bc6hUfloat, Format::Bc6hSfloat, Format::Bc7] {
        let pc = PushConstants::new(f, 480, 480).unwrap();
        compare(f, pc, 7).unwrap();
    }
}

/// Edge cases of the CPU rules: SF16 mode 14 with the endpoint -32768 (-infinity), BC4/BC5
/// endpoints -128 (read as -127, equal endpoints after clamping), BC1 equal endpoints.
#[test]
fn special_blocks_match_the_cpu() {
    let mut rng = noise(64 * 16, 3);
    let mut src = Vec::new();
    for b in rng.chunks_exact_mut(16) {
        // Mode 0b01111: bits 5..15 hold w's low 10 bits, bits 39..45 its top 6 reversed.
        let mut x = u128::from_le_bytes(b.try_into().unwrap());
        x = (x & !0x1f) | 0b01111;
        x &= !(0x3ff << 5);
        x = (x & !(0x3f << 39)) | (1 << 39);
        src.extend_from_slice(&x.to_le_bytes());
    }
    let pc = PushConstants::new(Format::Bc6hSfloat, 32, 8).unwrap();
    compare_src(Format::Bc6hSfloat, pc, &src, 0).unwrap();
    let mut src = noise(16 * 16, 4);
    for (i, b) in src.chunks_exact_mut(8).enumerate() {
        let (e0, e1) = [
            (0x80, 0x81),
            (0x81, 0x80),
            (0x80, 0x80),
            (0x7f, 0x80),
            (0, 0),
        ][i % 5];
        b[0] = e0;
        b[1] = e1;
        if i % 5 == 4 {
            // BC1: c0 == c1 == 0 (3-colour mode with equal endpoints).
            b[2] = 0;
            b[3] = 0;
        }
    }
    for f in [
        Format::Bc4Snorm,
        Format::Bc4Unorm,
        Format::Bc1Rgba,
        Format::Bc1Rgb,
    ] {
        let pc = PushConstants::new(f, 16, 8).unwrap();
        let n = 8 * (pc.blocks_x * pc.blocks_y) as usize;
        compare_src(f, pc, &src[..n], 0).unwrap();
    }
    for f in [Format::Bc5Snorm, Format::Bc5Unorm] {
        let pc = PushConstants::new(f, 16, 8).unwrap();
        compare_src(f, pc, &src, 0).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_images_match_the_cpu(
        f in 0usize..Format::ALL.len(),
        w in 1u32..90,
        h in 1u32..23,
        seed in any::<u64>(),
    ) {
        let format = Format::ALL[f];
        compare(format, PushConstants::new(format, w, h).unwrap(), seed)?;
    }
}
