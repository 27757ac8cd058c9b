#version 450
// BC3 -> RGBA8: interpolated 8-bit alpha and always-4-colour BC1 colour.
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
    uint px[16];
    uint a[16];
    colour_block(b.zw, true, false, px);
    alpha_block(b.xy, false, a);
    [[unroll]] for (uint i = 0u; i < 16u; i++) {
        px[i] = (px[i] & 0x00ffffffu) | (a[i] << 24u);
    }
    store_rgba8(bx, by, px);
}
