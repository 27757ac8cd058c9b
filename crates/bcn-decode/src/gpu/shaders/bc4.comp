#version 450
// BC4 unsigned / signed (FLAG_SIGNED: SNORM bytes) -> R8.
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
    uint v[16];
    alpha_block(b, (pc.flags & FLAG_SIGNED) != 0u, v);
    uint rows[4];
    [[unroll]] for (uint r = 0u; r < 4u; r++) {
        rows[r] = v[4u * r] | (v[4u * r + 1u] << 8u) | (v[4u * r + 2u] << 16u)
            | (v[4u * r + 3u] << 24u);
    }
    store_r8(bx, by, rows);
}
