//! `--mode cull`: six flat-coloured triangles in a 3 x 2 grid, each vertex with two cull
//! distances (needs `shaderCullDistance`). A triangle is discarded when one distance is
//! negative at all three of its vertices; a triangle where each distance is non-negative
//! at some vertex is drawn whole, even where the interpolated distances are negative (a
//! per-fragment `discard` would wrongly cut it).

use anyhow::Result;
use ash::vk;
use bytemuck::{Pod, Zeroable};

use crate::frame::Rendered;
use crate::gpu::Gpu;
use crate::modes::draw::{self, Attribute, Call, Shader, Spec};

/// One vertex: position in NDC, two cull distances, an RGBA8 colour (`R8G8B8A8_UNORM`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct Vertex {
    pub pos: [f32; 2],
    pub cull: [f32; 2],
    pub color: [u8; 4],
}

/// One triangle of the grid.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Triangle {
    /// The cull distances `[d0, d1]` of its three vertices.
    pub cull: [[f32; 2]; 3],
    pub color: [u8; 4],
}

/// The triangles, row by row (cell `i` is column `i % 3`, row `i / 3`).
pub const TRIANGLES: [Triangle; 6] = [
    // Kept: every distance positive.
    Triangle {
        cull: [[1.0, 1.0], [0.5, 2.0], [1.5, 0.3]],
        color: [230, 80, 60, 255],
    },
    // Culled: d0 negative at every vertex.
    Triangle {
        cull: [[-1.0, 1.0], [-0.2, 1.0], [-2.0, 1.0]],
        color: [60, 200, 90, 255],
    },
    // Culled: d1 negative at every vertex.
    Triangle {
        cull: [[1.0, -0.5], [2.0, -1.0], [0.5, -0.1]],
        color: [70, 90, 240, 255],
    },
    // Kept whole: d0 negative at two vertices.
    Triangle {
        cull: [[-1.0, 1.0], [-0.5, 1.0], [1.0, 1.0]],
        color: [240, 210, 40, 255],
    },
    // Kept whole: d0 and d1 each negative at one (different) vertex.
    Triangle {
        cull: [[-1.0, 0.5], [0.5, -1.0], [0.5, 0.5]],
        color: [200, 60, 220, 255],
    },
    // Culled: d0 negative everywhere (one vertex barely), although d1 is mixed.
    Triangle {
        cull: [[-0.5, -1.0], [-0.01, 1.0], [-1.0, 1.0]],
        color: [250, 250, 250, 255],
    },
];

/// The three corners (NDC) of triangle `i`: a slanted triangle inside its grid cell.
pub fn corners(i: usize) -> [[f32; 2]; 3] {
    let cx = -0.6 + 0.6 * (i % 3) as f32;
    let cy = -0.45 + 0.9 * (i / 3) as f32;
    [
        [cx - 0.28, cy - 0.3],
        [cx + 0.28, cy - 0.2],
        [cx - 0.05, cy + 0.3],
    ]
}

/// The vertex buffer's contents.
pub fn vertex_bytes() -> Vec<u8> {
    let vertices: Vec<Vertex> = TRIANGLES
        .iter()
        .enumerate()
        .flat_map(|(i, t)| {
            let pos = corners(i);
            [0, 1, 2].map(|v| Vertex {
                pos: pos[v],
                cull: t.cull[v],
                color: t.color,
            })
        })
        .collect();
    bytemuck::cast_slice(&vertices).to_vec()
}

/// Renders the cull picture.
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
            format: vk::Format::R32G32_SFLOAT,
            offset: std::mem::offset_of!(Vertex, cull) as u32,
        },
        Attribute {
            location: 2,
            format: vk::Format::R8G8B8A8_UNORM,
            offset: std::mem::offset_of!(Vertex, color) as u32,
        },
    ];
    let count = (vertices.len() / size_of::<Vertex>()) as u32;
    let draws = [Call {
        vertices: 0..count,
        set: None,
        push: &[],
    }];
    let spec = Spec {
        vert: Shader {
            name: "cull.vert",
            spv: include_bytes!("../../shaders/cull.vert.spv"),
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
    fn culled_are_exactly_those_with_one_distance_negative_everywhere() {
        let culled: Vec<bool> = TRIANGLES
            .iter()
            .map(|t| (0..2).any(|d| t.cull.iter().all(|v| v[d] < 0.0)))
            .collect();
        assert_eq!(culled, [false, true, true, false, false, true]);
    }

    #[test]
    fn vertices_are_packed_in_order() {
        let bytes = vertex_bytes();
        assert_eq!(bytes.len(), 18 * 20);
        assert_eq!(&bytes[16..20], &[230, 80, 60, 255]);
    }
}
