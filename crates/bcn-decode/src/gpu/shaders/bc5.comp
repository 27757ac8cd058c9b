#version 450
// BC5 unsigned / signed (FLAG_SIGNED: SNORM bytes) -> RG8.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
#include "colour.glsl"

layout(std430, set = 0, binding = 0) readonly buffer Src { uvec4 src[]; };

void main() {
    uint bx, by;
    if (!block_coords(bx, by)) {
        return;
    }
    uvec4 b = src[src_index(bx, by, 16u)];
    bool s = (pc.flags & FLAG_SIGNED) != 0u;
    uint red[16];
    uint green[16];
    alpha_block(b.xy, s, red);
    alpha_block(b.zw, s, green);
    uvec2 rows[4];
    [[unroll]] for (uint r = 0u; r < 4u; r++) {
        uint i = 4u * r;
        rows[r] = uvec2(red[i] | (green[i] << 8u) | (red[i + 1u] << 16u) | (green[i + 1u] << 24u),
            red[i + 2u] | (green[i + 2u] << 8u) | (red[i + 3u] << 16u) | (green[i + 3u] << 24u));
    }
    store_rg8(bx, by, rows);
}
