//! Whole images: edges, pitch, mips and layers, outputs, errors, threads, Vulkan mapping.

use crate::common::noise;
use bcn_decode::{Decoder, Error, Format, Output, Texture};

const SENTINEL: u8 = 0xcd;

fn decode(f: Format, o: Output, src: &[u8], w: u32, h: u32, pitch: usize) -> Vec<u8> {
    let mut out = vec![SENTINEL; pitch * h as usize];
    Decoder::new()
        .decode_image(f, o, src, w, h, &mut out, pitch)
        .unwrap();
    out
}

fn all_pairs() -> Vec<(Format, Output)> {
    let outs = [
        Output::Rgba8,
        Output::Bgra8,
        Output::R8,
        Output::Rg8,
        Output::Rgba16f,
        Output::Rgba32f,
    ];
    Format::ALL
        .iter()
        .flat_map(|&f| {
            outs.iter()
                .filter(move |&&o| f.supports(o))
                .map(move |&o| (f, o))
        })
        .collect()
}

#[test]
fn clipped_edges_and_pitch_match_the_padded_image() {
    for (f, o) in all_pairs() {
        let bpp = o.bytes_per_pixel();
        for (w, h) in [(1u32, 1u32), (3, 2), (5, 7), (13, 6), (8, 9), (4, 4)] {
            let (pw, ph) = (w.div_ceil(4) * 4, h.div_ceil(4) * 4);
            let src = noise(f.image_bytes(w, h).unwrap(), (w * 31 + h) as u64);
            let full = decode(f, o, &src, pw, ph, pw as usize * bpp);
            let pitch = w as usize * bpp + 7;
            let clipped = decode(f, o, &src, w, h, pitch);
            for y in 0..h as usize {
                let row = &clipped[y * pitch..(y + 1) * pitch];
                let want = &full[y * pw as usize * bpp..][..w as usize * bpp];
                assert_eq!(
                    &row[..w as usize * bpp],
                    want,
                    "{f:?} {o:?} {w}x{h} row {y}"
                );
                assert!(
                    row[w as usize * bpp..].iter().all(|&b| b == SENTINEL),
                    "padding written"
                );
            }
        }
    }
}

#[test]
fn outputs_agree_with_each_other() {
    let src = noise(16 * 64, 7);
    for f in [
        Format::Bc1Rgba,
        Format::Bc1Rgb,
        Format::Bc2,
        Format::Bc3,
        Format::Bc7,
    ] {
        let src = &src[..f.image_bytes(32, 8).unwrap()];
        let rgba = decode(f, Output::Rgba8, src, 32, 8, 128);
        let bgra = decode(f, Output::Bgra8, src, 32, 8, 128);
        for (a, b) in rgba.chunks_exact(4).zip(bgra.chunks_exact(4)) {
            assert_eq!([a[2], a[1], a[0], a[3]], b, "{f:?}");
        }
    }
    for f in [
        Format::Bc4Unorm,
        Format::Bc4Snorm,
        Format::Bc5Unorm,
        Format::Bc5Snorm,
    ] {
        let src = &src[..f.image_bytes(32, 8).unwrap()];
        let one = if f.is_signed() { 127 } else { 255 };
        let n = f.native_output();
        let narrow = decode(f, n, src, 32, 8, 32 * n.bytes_per_pixel());
        let wide = decode(f, Output::Rgba8, src, 32, 8, 128);
        for (p, w) in narrow
            .chunks_exact(n.bytes_per_pixel())
            .zip(wide.chunks_exact(4))
        {
            let g = if p.len() == 2 { p[1] } else { 0 };
            assert_eq!(w, [p[0], g, 0, one], "{f:?}");
        }
    }
    for f in [Format::Bc6hUfloat, Format::Bc6hSfloat] {
        let h = decode(f, Output::Rgba16f, &src[..512], 16, 8, 128);
        let s = decode(f, Output::Rgba32f, &src[..512], 16, 8, 256);
        for (h, s) in h.chunks_exact(2).zip(s.chunks_exact(4)) {
            let h = u16::from_ne_bytes([h[0], h[1]]);
            let s = f32::from_ne_bytes(s.try_into().unwrap());
            // Exact conversion: the half's value, bit for bit, via an independent route.
            let sign = if h & 0x8000 != 0 { -1.0f64 } else { 1.0 };
            let (e, m) = ((h >> 10) & 31, (h & 1023) as f64);
            let v = match e {
                0 => sign * m * 2f64.powi(-24),
                31 => sign * f64::INFINITY,
                e => sign * (1.0 + m / 1024.0) * 2f64.powi(e as i32 - 15),
            };
            assert_eq!(s as f64, v);
        }
    }
}

#[test]
fn mip_chain_and_layers_decode_each_subresource() {
    let t = Texture {
        format: Format::Bc3,
        width: 21,
        height: 10,
        mip_levels: 5,
        array_layers: 3,
    };
    let n = t.compressed_len().unwrap();
    // Level sizes 21x10, 10x5, 5x2, 2x1, 1x1: 6x3 + 3x2 + 2x1 + 1 + 1 blocks per layer.
    assert_eq!(n, 3 * (18 + 6 + 2 + 1 + 1) * 16);
    let src = noise(n, 3);
    let mut dst = vec![0u8; t.decoded_len(Output::Rgba8).unwrap()];
    Decoder::new()
        .decode_texture(&t, Output::Rgba8, &src, &mut dst)
        .unwrap();
    let subs: Vec<_> = t
        .subresources()
        .zip(t.decoded_subresources(Output::Rgba8))
        .collect();
    assert_eq!(subs.len(), 15);
    assert_eq!(
        (subs[3].0.width, subs[3].0.height, subs[3].0.level),
        (2, 1, 3)
    );
    assert_eq!(subs[5].0.layer, 1);
    for (s, d) in subs {
        let want = decode(
            t.format,
            Output::Rgba8,
            &src[s.offset..s.offset + s.len],
            s.width,
            s.height,
            s.width as usize * 4,
        );
        assert_eq!(&dst[d.offset..d.offset + d.len], &want[..]);
    }
    assert!(matches!(
        Decoder::new().decode_texture(&t, Output::Rgba8, &src[..n - 1], &mut dst),
        Err(Error::SourceTooShort { .. })
    ));
    assert!(matches!(
        Decoder::new().decode_texture(&t, Output::R8, &src, &mut dst),
        Err(Error::UnsupportedOutput { .. })
    ));
}

#[test]
fn bad_sizes_are_errors() {
    let d = Decoder::new();
    let src = [0u8; 64];
    let mut dst = [0u8; 1024];
    let f = Format::Bc1Rgba;
    assert_eq!(
        d.decode_image(f, Output::Rgba8, &src[..31], 8, 8, &mut dst, 32),
        Err(Error::SourceTooShort { need: 32, got: 31 })
    );
    assert_eq!(
        d.decode_image(f, Output::Rgba8, &src, 8, 8, &mut dst, 31),
        Err(Error::PitchTooSmall { pitch: 31, row: 32 })
    );
    assert_eq!(
        d.decode_image(f, Output::Rgba8, &src, 8, 8, &mut dst[..32 * 7 + 31], 32),
        Err(Error::DestinationTooShort {
            need: 32 * 7 + 32,
            got: 32 * 7 + 31
        })
    );
    assert_eq!(
        d.decode_image(f, Output::Rgba16f, &src, 4, 4, &mut dst, 128),
        Err(Error::UnsupportedOutput {
            format: f,
            output: Output::Rgba16f
        })
    );
    assert_eq!(
        d.decode_image(f, Output::Rgba8, &src, u32::MAX, u32::MAX, &mut dst, 64),
        Err(Error::SourceTooShort {
            need: (u32::MAX as usize).div_ceil(4).pow(2) * 8,
            got: 64
        })
    );
    // Exactly enough is fine; nothing to decode is fine.
    d.decode_image(f, Output::Rgba8, &src[..32], 8, 8, &mut dst[..32 * 8], 32)
        .unwrap();
    d.decode_image(f, Output::Rgba8, &[], 0, 5, &mut [], 0)
        .unwrap();
}

#[test]
fn every_format_accepts_any_bytes() {
    // Patterns that stress reserved modes, -128 endpoints and extreme indices.
    let patterns: Vec<Vec<u8>> = (0..=255u8)
        .map(|v| vec![v; 16])
        .chain((0..64).map(|s| noise(16, s)))
        .collect();
    for (f, o) in all_pairs() {
        for p in &patterns {
            let mut out = vec![0u8; 16 * o.bytes_per_pixel()];
            Decoder::new()
                .decode_block(f, o, &p[..f.block_bytes()], &mut out)
                .unwrap();
        }
    }
}

#[cfg(feature = "rayon")]
#[test]
fn threaded_decode_matches_single_threaded() {
    let d = Decoder::new();
    for (f, o) in all_pairs() {
        let (w, h) = (203u32, 141u32);
        let src = noise(f.image_bytes(w, h).unwrap(), 11);
        let pitch = w as usize * o.bytes_per_pixel() + 5;
        let one = decode(f, o, &src, w, h, pitch);
        let mut par = vec![SENTINEL; pitch * h as usize];
        d.decode_image_par(f, o, &src, w, h, &mut par, pitch)
            .unwrap();
        assert_eq!(one, par, "{f:?} {o:?}");
    }
    // A batch: one job per format, one with a bad pitch.
    let srcs: Vec<Vec<u8>> = Format::ALL
        .iter()
        .map(|f| noise(f.image_bytes(37, 19).unwrap(), 5))
        .collect();
    let mut outs: Vec<Vec<u8>> = Format::ALL
        .iter()
        .map(|f| vec![0; 37 * 19 * f.native_output().bytes_per_pixel()])
        .collect();
    let mut jobs: Vec<bcn_decode::Job<'_>> = Format::ALL
        .iter()
        .zip(&srcs)
        .zip(outs.iter_mut())
        .map(|((&format, src), dst)| bcn_decode::Job {
            format,
            output: format.native_output(),
            src,
            width: 37,
            height: 19,
            dst,
            pitch: 37 * format.native_output().bytes_per_pixel(),
        })
        .collect();
    jobs[2].pitch = 1;
    let res = d.decode_batch(&mut jobs);
    drop(jobs);
    for (i, ((f, src), out)) in Format::ALL.iter().zip(&srcs).zip(&outs).enumerate() {
        if i == 2 {
            assert!(matches!(res[i], Err(Error::PitchTooSmall { .. })));
            continue;
        }
        res[i].clone().unwrap();
        let o = f.native_output();
        assert_eq!(
            out,
            &decode(*f, o, src, 37, 19, 37 * o.bytes_per_pixel()),
            "{f:?}"
        );
    }
}

#[cfg(feature = "ash")]
#[test]
fn vulkan_mapping_srgb_changes_only_the_view_format() {
    use ash::vk;
    use bcn_decode::vk::from_vk;
    let pairs = [
        (
            vk::Format::BC1_RGBA_UNORM_BLOCK,
            vk::Format::BC1_RGBA_SRGB_BLOCK,
        ),
        (
            vk::Format::BC1_RGB_UNORM_BLOCK,
            vk::Format::BC1_RGB_SRGB_BLOCK,
        ),
        (vk::Format::BC2_UNORM_BLOCK, vk::Format::BC2_SRGB_BLOCK),
        (vk::Format::BC3_UNORM_BLOCK, vk::Format::BC3_SRGB_BLOCK),
        (vk::Format::BC7_UNORM_BLOCK, vk::Format::BC7_SRGB_BLOCK),
    ];
    for (u, s) in pairs {
        let (mu, ms) = (from_vk(u).unwrap(), from_vk(s).unwrap());
        assert_eq!(mu.format, ms.format);
        assert_eq!(mu.native(), (Output::Rgba8, vk::Format::R8G8B8A8_UNORM));
        assert_eq!(ms.native(), (Output::Rgba8, vk::Format::R8G8B8A8_SRGB));
        assert_eq!(
            ms.output_format(Output::Bgra8),
            Some(vk::Format::B8G8R8A8_SRGB)
        );
    }
    let snorm = from_vk(vk::Format::BC4_SNORM_BLOCK).unwrap();
    assert_eq!(snorm.native(), (Output::R8, vk::Format::R8_SNORM));
    assert_eq!(
        snorm.output_format(Output::Rgba8),
        Some(vk::Format::R8G8B8A8_SNORM)
    );
    assert_eq!(
        from_vk(vk::Format::BC5_SNORM_BLOCK).unwrap().native().1,
        vk::Format::R8G8_SNORM
    );
    assert_eq!(
        from_vk(vk::Format::BC6H_SFLOAT_BLOCK).unwrap().native(),
        (Output::Rgba16f, vk::Format::R16G16B16A16_SFLOAT)
    );
    assert_eq!(
        from_vk(vk::Format::BC1_RGB_UNORM_BLOCK).unwrap().format,
        Format::Bc1Rgb
    );
    assert!(from_vk(vk::Format::R8G8B8A8_UNORM).is_none());
    assert!(
        from_vk(vk::Format::BC6H_UFLOAT_BLOCK)
            .unwrap()
            .output_format(Output::Rgba8)
            .is_none()
    );
}

#[test]
fn bc1_rgb_makes_index_three_opaque() {
    // c0 < c1: 3-colour mode; index 3 everywhere.
    let b = [0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    let mut rgba = [0u8; 64];
    let d = Decoder::new();
    d.decode_block(Format::Bc1Rgba, Output::Rgba8, &b, &mut rgba)
        .unwrap();
    assert!(rgba.chunks(4).all(|p| p == [0, 0, 0, 0]));
    d.decode_block(Format::Bc1Rgb, Output::Rgba8, &b, &mut rgba)
        .unwrap();
    assert!(rgba.chunks(4).all(|p| p == [0, 0, 0, 255]));
}
