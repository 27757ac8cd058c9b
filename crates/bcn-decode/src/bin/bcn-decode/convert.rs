//! DDS → PNG conversion behind the `bcn-decode` CLI (also compiled into the crate's tests).

use bcn_decode::{Decoder, Format, Output, Texture};
use ddsfile::{D3DFormat, Dds, DxgiFormat};
use std::error::Error;

/// Boxed error for the CLI.
pub type BoxError = Box<dyn Error + Send + Sync>;

/// The block format of a DDS file, from its DXGI format or legacy FourCC.
pub fn dds_format(dds: &Dds) -> Option<Format> {
    if let Some(f) = dds.get_dxgi_format() {
        use DxgiFormat as D;
        return Some(match f {
            D::BC1_Typeless | D::BC1_UNorm | D::BC1_UNorm_sRGB => Format::Bc1Rgba,
            D::BC2_Typeless | D::BC2_UNorm | D::BC2_UNorm_sRGB => Format::Bc2,
            D::BC3_Typeless | D::BC3_UNorm | D::BC3_UNorm_sRGB => Format::Bc3,
            D::BC4_Typeless | D::BC4_UNorm => Format::Bc4Unorm,
            D::BC4_SNorm => Format::Bc4Snorm,
            D::BC5_Typeless | D::BC5_UNorm => Format::Bc5Unorm,
            D::BC5_SNorm => Format::Bc5Snorm,
            D::BC6H_Typeless | D::BC6H_UF16 => Format::Bc6hUfloat,
            D::BC6H_SF16 => Format::Bc6hSfloat,
            D::BC7_Typeless | D::BC7_UNorm | D::BC7_UNorm_sRGB => Format::Bc7,
            _ => return None,
        });
    }
    match dds.get_d3d_format() {
        Some(D3DFormat::DXT1) => return Some(Format::Bc1Rgba),
        Some(D3DFormat::DXT2 | D3DFormat::DXT3) => return Some(Format::Bc2),
        Some(D3DFormat::DXT4 | D3DFormat::DXT5) => return Some(Format::Bc3),
        _ => {}
    }
    let cc = dds.header.spf.fourcc.as_ref()?.0.to_le_bytes();
    match &cc {
        b"ATI1" | b"BC4U" => Some(Format::Bc4Unorm),
        b"BC4S" => Some(Format::Bc4Snorm),
        b"ATI2" | b"BC5U" => Some(Format::Bc5Unorm),
        b"BC5S" => Some(Format::Bc5Snorm),
        _ => None,
    }
}

/// SNORM byte → UNORM byte for viewing (-1 → 0, 0 → 128, 1 → 255).
fn snorm_to_unorm(v: u8) -> u8 {
    let f = ((v as i8).max(-127) as f32 / 127.0 + 1.0) * 0.5;
    (f * 255.0).round() as u8
}

/// A decoded PNG-ready image.
#[derive(Debug)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// PNG colour type (RGBA, grey, RGB).
    pub color: png::ColorType,
    /// Bits per channel (8 or 16).
    pub depth: png::BitDepth,
    /// Rows of big-endian samples, tightly packed.
    pub data: Vec<u8>,
}

/// Decodes array layer `layer`, mip `level` of a DDS file.
///
/// BC1/2/3/7 give RGBA8; BC4 grey 8-bit; BC5 RGB 8-bit (blue 0); signed formats are shifted
/// to unsigned for viewing; BC6H gives RGBA 16-bit with values clamped to `[0, 1]`.
pub fn decode_dds(bytes: &[u8], layer: u32, level: u32) -> Result<Picture, BoxError> {
    let dds = Dds::read(bytes)?;
    let format = dds_format(&dds).ok_or("not a BC1-BC7 DDS file")?;
    let tex = Texture {
        format,
        width: dds.get_width(),
        height: dds.get_height(),
        mip_levels: dds.get_num_mipmap_levels().max(1),
        array_layers: dds.get_num_array_layers().max(1),
    };
    let sub = tex
        .subresources()
        .find(|s| s.layer == layer && s.level == level)
        .ok_or("no such layer or mip level")?;
    let src = dds
        .data
        .get(sub.offset..sub.offset.saturating_add(sub.len))
        .ok_or("DDS data shorter than its header says")?;
    let (w, h) = (sub.width, sub.height);
    let output = match format {
        Format::Bc6hUfloat | Format::Bc6hSfloat => Output::Rgba32f,
        f => f.native_output(),
    };
    let bpp = output.bytes_per_pixel();
    let mut px = vec![0u8; w as usize * h as usize * bpp];
    Decoder::new().decode_image(format, output, src, w, h, &mut px, w as usize * bpp)?;
    let signed = format.is_signed();
    let fix = |v: u8| if signed { snorm_to_unorm(v) } else { v };
    let (color, depth, data) = match output {
        Output::Rgba8 => (png::ColorType::Rgba, png::BitDepth::Eight, px),
        Output::R8 => (
            png::ColorType::Grayscale,
            png::BitDepth::Eight,
            px.into_iter().map(fix).collect(),
        ),
        Output::Rg8 => (
            png::ColorType::Rgb,
            png::BitDepth::Eight,
            px.chunks_exact(2)
                .flat_map(|p| [fix(p[0]), fix(p[1]), 0])
                .collect(),
        ),
        _ => (
            png::ColorType::Rgba,
            png::BitDepth::Sixteen,
            px.chunks_exact(4)
                .flat_map(|c| {
                    let v = f32::from_ne_bytes([c[0], c[1], c[2], c[3]]);
                    (((v.clamp(0.0, 1.0)) * 65535.0).round() as u16).to_be_bytes()
                })
                .collect(),
        ),
    };
    Ok(Picture {
        width: w,
        height: h,
        color,
        depth,
        data,
    })
}

/// Encodes a picture as PNG bytes.
pub fn encode_png(p: &Picture) -> Result<Vec<u8>, BoxError> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, p.width, p.height);
    enc.set_color(p.color);
    enc.set_depth(p.depth);
    let mut w = enc.write_header()?;
    w.write_image_data(&p.data)?;
    w.finish()?;
    Ok(out)
}
