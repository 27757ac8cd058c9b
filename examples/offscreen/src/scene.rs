//! What is drawn: plain data and pure functions, no Vulkan calls.
//!
//! The picture is a clear colour, then two draws of one textured unit quad (placed by push
//! constants), then a compute pass that inverts red, green and blue in the bottom-right
//! quadrant. Every colour is an exact 8-bit value: the fragment shader *selects* between
//! the uniform-buffer colour (white checker texels) and the push-constant colour (black
//! texels), so no driver rounds anything differently. The integration tests recompute the
//! expected image from the same numbers (copied there, not imported).

use bytemuck::{Pod, Zeroable};

/// Background clear colour (RGBA8).
pub const CLEAR: [u8; 4] = [30, 40, 50, 255];

/// Side of the square checkerboard texture, in texels.
pub const TEXTURE_SIZE: u32 = 64;

/// Side of one checkerboard cell, in texels (so the quad shows 4 x 4 cells).
pub const CHECKER_CELL: u32 = 16;

/// One vertex of the quad: position in the unit square and its texture coordinate.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct Vertex {
    /// Position in [0, 1]^2, scaled and offset by the push constants.
    pub pos: [f32; 2],
    /// Texture coordinate.
    pub uv: [f32; 2],
}

/// The unit quad's four corners.
pub const QUAD_VERTICES: [Vertex; 4] = [
    Vertex {
        pos: [0.0, 0.0],
        uv: [0.0, 0.0],
    },
    Vertex {
        pos: [1.0, 0.0],
        uv: [1.0, 0.0],
    },
    Vertex {
        pos: [1.0, 1.0],
        uv: [1.0, 1.0],
    },
    Vertex {
        pos: [0.0, 1.0],
        uv: [0.0, 1.0],
    },
];

/// Two triangles over [`QUAD_VERTICES`].
pub const QUAD_INDICES: [u16; 6] = [0, 1, 2, 2, 3, 0];

/// Byte offset of the indices inside the shared vertex+index buffer.
pub const INDEX_OFFSET: u64 = std::mem::size_of::<[Vertex; 4]>() as u64;

/// Bytes of the shared vertex+index buffer.
pub const GEOMETRY_BYTES: u64 = INDEX_OFFSET + std::mem::size_of::<[u16; 6]>() as u64;

/// The graphics push-constant block (`Push` in `quad.vert` / `quad.frag`).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct DrawPush {
    /// Where the quad's (0, 0) corner lands, in normalised device coordinates.
    pub offset: [f32; 2],
    /// Size of the quad in normalised device coordinates.
    pub scale: [f32; 2],
    /// Colour of the black checker texels, as UNORM floats.
    pub dark: [f32; 4],
}

/// The compute push-constant block (`Push` in `invert.comp`): image width and height.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Pod, Zeroable)]
pub struct ComputePush {
    /// Width and height in pixels.
    pub size: [u32; 2],
}

/// One draw of the quad.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Draw {
    /// See [`DrawPush::offset`].
    pub offset: [f32; 2],
    /// See [`DrawPush::scale`].
    pub scale: [f32; 2],
    /// Colour of the black checker texels.
    pub dark: [u8; 4],
}

impl Draw {
    /// The push-constant block for this draw.
    pub fn push(&self) -> DrawPush {
        DrawPush {
            offset: self.offset,
            scale: self.scale,
            dark: unorm(self.dark),
        }
    }
}

/// The draws, in order (the second overlaps the first's top-right corner and wins).
pub const DRAWS: [Draw; 2] = [
    Draw {
        offset: [-0.75, -0.75],
        scale: [1.5, 1.5],
        dark: [20, 120, 40, 255],
    },
    Draw {
        offset: [0.1, -0.9],
        scale: [0.6, 0.6],
        dark: [200, 60, 10, 255],
    },
];

/// Colour of the white checker texels in frame `frame` (0-based), written into the uniform
/// buffer before that frame is submitted.
pub fn light_color(frame: u32) -> [u8; 4] {
    let channel = |base: u32, step: u32| ((base + step.wrapping_mul(frame)) % 256) as u8;
    [channel(200, 17), channel(180, 53), channel(90, 101), 255]
}

/// The uniform buffer's contents (`Frame` in `quad.frag`) for frame `frame`.
pub fn frame_uniform(frame: u32) -> [f32; 4] {
    unorm(light_color(frame))
}

/// An RGBA8 colour as UNORM floats (k / 255, which every driver converts back to k).
pub fn unorm(c: [u8; 4]) -> [f32; 4] {
    c.map(|v| f32::from(v) / 255.0)
}

/// The checkerboard texture, RGBA8, row-major: white where the cell row plus the cell
/// column is even, black elsewhere; alpha is always 255.
pub fn checker_texels() -> Vec<u8> {
    let mut texels = Vec::with_capacity((TEXTURE_SIZE * TEXTURE_SIZE * 4) as usize);
    for y in 0..TEXTURE_SIZE {
        for x in 0..TEXTURE_SIZE {
            let white = (x / CHECKER_CELL + y / CHECKER_CELL) % 2 == 0;
            let v = if white { 255 } else { 0 };
            texels.extend_from_slice(&[v, v, v, 255]);
        }
    }
    texels
}

/// The quad's vertices followed by its indices, as laid out in the geometry buffer.
pub fn geometry_bytes() -> Vec<u8> {
    let mut bytes = Vec::with_capacity(GEOMETRY_BYTES as usize);
    bytes.extend_from_slice(bytemuck::cast_slice(&QUAD_VERTICES));
    bytes.extend_from_slice(bytemuck::cast_slice(&QUAD_INDICES));
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unorm_round_trips_every_byte() {
        for k in 0..=255u8 {
            let f = unorm([k, 0, 0, 0])[0];
            assert_eq!((f * 255.0).round() as u8, k);
        }
    }

    #[test]
    fn checker_has_white_origin_cell_and_alternates() {
        let t = checker_texels();
        assert_eq!(t.len(), (TEXTURE_SIZE * TEXTURE_SIZE * 4) as usize);
        let at = |x: u32, y: u32| t[((y * TEXTURE_SIZE + x) * 4) as usize];
        assert_eq!(at(0, 0), 255);
        assert_eq!(at(CHECKER_CELL, 0), 0);
        assert_eq!(at(CHECKER_CELL, CHECKER_CELL), 255);
    }

    #[test]
    fn geometry_layout_matches_offsets() {
        let g = geometry_bytes();
        assert_eq!(g.len() as u64, GEOMETRY_BYTES);
        assert_eq!(INDEX_OFFSET, 64);
        assert_eq!(&g[64..66], &0u16.to_le_bytes());
    }

    #[test]
    fn light_colour_depends_on_frame() {
        assert_eq!(light_color(0), [200, 180, 90, 255]);
        assert_eq!(light_color(2), [234, 30, 36, 255]);
        assert_ne!(light_color(0), light_color(1));
    }
}
