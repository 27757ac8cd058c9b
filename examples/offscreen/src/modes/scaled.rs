//! `--mode scaled`: four triangles whose positions and colours come only from `*SCALED`
//! vertex formats, which the shader reads as integer-valued floats (`scaled.vert` gives the
//! sums). Every component of every format changes a triangle's place or colour, and every
//! sum is an exact integer, so the picture is exact.

use anyhow::{Result, bail};
use ash::vk;
use bytemuck::{Pod, Zeroable};

use crate::frame::Rendered;
use crate::gpu::Gpu;
use crate::modes::draw::{self, Attribute, Call, Shader, Spec};

/// One vertex as laid out in the buffer (16 bytes).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct Vertex {
    /// `R16G16_SSCALED`.
    pub pos: [i16; 2],
    /// `R8G8B8A8_USCALED`.
    pub col: [u8; 4],
    /// `A2B10G10R10_USCALED_PACK32`.
    pub unsigned: u32,
    /// `A2B10G10R10_SSCALED_PACK32`.
    pub signed: u32,
}

/// One vertex before packing: the values the shader must see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Values {
    pub pos: [i16; 2],
    pub col: [u8; 4],
    /// R, G, B in 0..1024, A in 0..4.
    pub unsigned: [u16; 4],
    /// R, G, B in -512..512, A in -2..2.
    pub signed: [i16; 4],
}

/// The formats, each checked for `VERTEX_BUFFER_BIT` before drawing.
pub const FORMATS: [vk::Format; 4] = [
    vk::Format::R16G16_SSCALED,
    vk::Format::R8G8B8A8_USCALED,
    vk::Format::A2B10G10R10_USCALED_PACK32,
    vk::Format::A2B10G10R10_SSCALED_PACK32,
];

const fn v(pos: [i16; 2], col: [u8; 4], unsigned: [u16; 4], signed: [i16; 4]) -> Values {
    Values {
        pos,
        col,
        unsigned,
        signed,
    }
}

/// Four triangles, three vertices each; the first vertex of each is the provoking one
/// whose colour inputs show.
pub const VERTICES: [Values; 12] = [
    v(
        [-7000, -6500],
        [200, 100, 30, 180],
        [900, 300, 600, 2],
        [-400, 250, -150, -2],
    ),
    v(
        [-500, -7200],
        [1, 2, 3, 4],
        [20, 800, 5, 1],
        [100, -300, 7, 1],
    ),
    v(
        [-6000, -800],
        [9, 8, 7, 6],
        [512, 512, 0, 3],
        [-512, 511, 0, 0],
    ),
    v(
        [7100, -6900],
        [10, 250, 100, 255],
        [100, 1000, 400, 3],
        [300, -500, 211, 1],
    ),
    v(
        [6800, -300],
        [0, 0, 0, 0],
        [1023, 0, 1023, 0],
        [-1, -1, -1, -1],
    ),
    v(
        [900, -5000],
        [255, 255, 255, 255],
        [700, 300, 100, 2],
        [200, 150, -3, -2],
    ),
    v(
        [-6900, 7000],
        [128, 64, 200, 90],
        [512, 700, 550, 1],
        [-512, 511, -100, 0],
    ),
    v(
        [-1200, 1500],
        [50, 60, 70, 80],
        [300, 200, 100, 0],
        [-250, -300, 42, 1],
    ),
    v(
        [-300, 6900],
        [90, 80, 70, 60],
        [0, 1023, 9, 1],
        [511, -512, 0, -1],
    ),
    v(
        [800, 1000],
        [77, 33, 55, 230],
        [1023, 0, 700, 0],
        [0, -1, 123, -1],
    ),
    v([7200, 2000], [3, 1, 4, 1], [5, 9, 2, 2], [-5, 3, -5, 1]),
    v(
        [3000, 7150],
        [2, 7, 1, 8],
        [256, 768, 128, 2],
        [-300, 200, -1, -2],
    ),
];

impl Values {
    /// The bytes the GPU reads.
    pub fn pack(self) -> Vertex {
        let [r, g, b, a] = self.unsigned.map(u32::from);
        // Two's complement, truncated to each field's width.
        let [sr, sg, sb, sa] = self.signed.map(|c| c as u32);
        Vertex {
            pos: self.pos,
            col: self.col,
            unsigned: (r & 0x3ff) | (g & 0x3ff) << 10 | (b & 0x3ff) << 20 | (a & 0x3) << 30,
            signed: (sr & 0x3ff) | (sg & 0x3ff) << 10 | (sb & 0x3ff) << 20 | (sa & 0x3) << 30,
        }
    }
}

/// The vertex buffer's contents.
pub fn vertex_bytes() -> Vec<u8> {
    let vertices: Vec<Vertex> = VERTICES.iter().map(|v| v.pack()).collect();
    bytemuck::cast_slice(&vertices).to_vec()
}

/// Renders the scaled-format picture; fails first if a format cannot be a vertex input.
pub fn render(gpu: &mut Gpu, size: (u32, u32), frames: u32) -> Result<Rendered> {
    for format in FORMATS {
        let props = gpu.format_properties(format);
        if !props
            .buffer_features
            .contains(vk::FormatFeatureFlags::VERTEX_BUFFER)
        {
            bail!(
                "{}: {format:?} lacks VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT (bufferFeatures {:?})",
                gpu.device_name,
                props.buffer_features
            );
        }
    }
    let vertices = vertex_bytes();
    let attributes = [
        (0, FORMATS[0], std::mem::offset_of!(Vertex, pos)),
        (1, FORMATS[1], std::mem::offset_of!(Vertex, col)),
        (2, FORMATS[2], std::mem::offset_of!(Vertex, unsigned)),
        (3, FORMATS[3], std::mem::offset_of!(Vertex, signed)),
    ]
    .map(|(location, format, offset)| Attribute {
        location,
        format,
        offset: offset as u32,
    });
    let count = (vertices.len() / size_of::<Vertex>()) as u32;
    let draws = [Call {
        vertices: 0..count,
        set: None,
        push: &[],
    }];
    let spec = Spec {
        vert: Shader {
            name: "scaled.vert",
            spv: include_bytes!("../../shaders/scaled.vert.spv"),
        },
        frag: draw::FLAT_FRAG,
        vertices: &vertices,
        stride: size_of::<Vertex>() as u32,
        attributes: &attributes,
        set_layout: None,
        push_size: 0,
        draws: &draws,
    };
    draw::render(gpu, size, frames, &spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_puts_red_low_and_alpha_high() {
        let p = v([0, 0], [0; 4], [1, 2, 3, 3], [-1, 0, 0, -2]).pack();
        assert_eq!(p.unsigned, 1 | 2 << 10 | 3 << 20 | 3 << 30);
        assert_eq!(p.signed, 0x3ff | 2 << 30);
    }

    #[test]
    fn values_fit_their_fields() {
        for v in VERTICES {
            assert!(v.unsigned[..3].iter().all(|&c| c < 1024) && v.unsigned[3] < 4);
            assert!(v.signed[..3].iter().all(|&c| (-512..512).contains(&c)));
            assert!((-2..2).contains(&v.signed[3]));
        }
    }
}
