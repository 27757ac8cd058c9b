#version 450
// BC1 (RGBA and RGB: FLAG_OPAQUE_BLACK) -> RGBA8.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
#include "colour.glsl"

layout(std430, set = 0, binding = 0) readonly buffer Src { uvec2 src[]; };

void main() {
    uint bx, by;
    if (!block_coords(bx, by)) {
        return;
    }
    uvec2 b = src[src_index(bx, by, 8u)];
    uint px[16];
    colour_block(b, false, (pc.flags & FLAG_OPAQUE_BLACK) != 0u, px);
    store_rgba8(bx, by, px);
}
