//! `--mode clip`: a quad of two flat-coloured triangles and one small triangle, cut by two
//! clip planes that cross the picture diagonally (needs `shaderClipDistance`). Each
//! plane is `a * x + b * y + c >= 0` in NDC; what lies on the negative side of either plane
//! is the clear colour. The third triangle lies wholly on the negative side of plane 0.

use anyhow::Result;
use ash::vk;
use bytemuck::{Pod, Zeroable};

use crate::frame::Rendered;
use crate::gpu::Gpu;
use crate::modes::draw::{self, Attribute, Call, Shader, Spec};

/// One vertex: position in NDC and an RGBA8 colour (`R8G8B8A8_UNORM`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct Vertex {
    pub pos: [f32; 2],
    pub color: [u8; 4],
}

/// The clip planes `[a, b, c, unused]` (the push-constant block of `clip.vert`).
pub const PLANES: [[f32; 4]; 2] = [[-1.0, -0.5, 0.45, 0.0], [0.7, -1.0, 0.55, 0.0]];

/// The triangles, as (three corners, colour) — the colour is the provoking vertex's.
pub const TRIANGLES: [([[f32; 2]; 3], [u8; 4]); 3] = [
    ([[-0.9, -0.9], [0.9, -0.9], [0.9, 0.9]], [220, 60, 40, 255]),
    ([[0.9, 0.9], [-0.9, 0.9], [-0.9, -0.9]], [40, 90, 210, 255]),
    ([[0.6, 0.5], [0.95, 0.3], [0.95, 0.95]], [250, 220, 30, 255]),
];

/// The vertex buffer's contents.
pub fn vertex_bytes() -> Vec<u8> {
    let vertices: Vec<Vertex> = TRIANGLES
        .iter()
        .flat_map(|&(corners, color)| corners.map(|pos| Vertex { pos, color }))
        .collect();
    bytemuck::cast_slice(&vertices).to_vec()
}

/// Renders the clip picture.
pub fn render(gpu: &mut Gpu, size: (u32, u32), frames: u32) -> Result<Rendered> {
    let vertices = vertex_bytes();
    let attributes = [
        Attribute {
            location: 0,
            format: vk::Format::R32G32_SFLOAT,
            offset: std::mem::offset_of!(Vertex, pos) as u32,
        },
        Attribute {
            location: 1,
            format: vk::Format::R8G8B8A8_UNORM,
            offset: std::mem::offset_of!(Vertex, color) as u32,
        },
    ];
    let count = (vertices.len() / size_of::<Vertex>()) as u32;
    let draws = [Call {
        vertices: 0..count,
        set: None,
        push: bytemuck::bytes_of(&PLANES),
    }];
    let spec = Spec {
        vert: Shader {
            name: "clip.vert",
            spv: include_bytes!("../../shaders/clip.vert.spv"),
        },
        frag: draw::FLAT_FRAG,
        vertices: &vertices,
        stride: size_of::<Vertex>() as u32,
        attributes: &attributes,
        set_layout: None,
        push_size: size_of_val(&PLANES) as u32,
        draws: &draws,
    };
    draw::render(gpu, size, frames, &spec)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_are_packed_in_order() {
        let bytes = vertex_bytes();
        assert_eq!(bytes.len(), 9 * 12);
        assert_eq!(&bytes[0..4], &(-0.9f32).to_le_bytes());
        assert_eq!(&bytes[8..12], &[220, 60, 40, 255]);
    }

    #[test]
    fn the_small_triangle_is_wholly_behind_plane_0() {
        let [a, b, c, _] = PLANES[0];
        for [x, y] in TRIANGLES[2].0 {
            assert!(a * x + b * y + c < 0.0, "({x}, {y})");
        }
    }
}
