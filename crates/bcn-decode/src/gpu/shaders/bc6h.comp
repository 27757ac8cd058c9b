#version 450
// BC6H UF16 / SF16 (FLAG_SIGNED) -> RGBA16F (alpha 1.0), bit-exact with the D3D11 reference
// decoder (and bcn-decode). Reserved modes give (0, 0, 0, 1.0); SF16 endpoint -32768 of mode
// 14 gives -infinity (0xfc00) as the reference does.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
#include "partitions.glsl"

layout(std430, set = 0, binding = 0) readonly buffer Src { uvec4 src[]; };

int sext(int v, uint bits) {
    return (v << (32u - bits)) >> (32u - bits);
}

int unquantize(int v, uint bits, bool sgn) {
    if (!sgn) {
        if (bits >= 15u || v == 0) {
            return v;
        }
        if (v == (1 << bits) - 1) {
            return 0xffff;
        }
        return ((v << 16) + 0x8000) >> bits;
    }
    if (bits >= 16u) {
        return v;
    }
    int m = abs(v);
    int u = m == 0 ? 0 : (m >= (1 << (bits - 1u)) - 1 ? 0x7fff : ((m << 15) + 0x4000) >> (bits - 1u));
    return v < 0 ? -u : u;
}

// The interpolated value scaled by 31/64 (UF16) or 31/32 (SF16) to half-float bits; the sign
// of SF16 is applied after scaling, so a magnitude that scales to 0 gives +0.
uint finish(int v, bool sgn) {
    if (!sgn) {
        return uint((v * 31) >> 6);
    }
    if (v < 0) {
        uint m = uint(((-v) * 31) >> 5);
        return m == 0u ? 0u : (0x8000u | m);
    }
    return uint((v * 31) >> 5);
}

void main() {
    uint bx, by;
    if (!block_coords(bx, by)) {
        return;
    }
    uvec4 b = src[src_index(bx, by, 16u)];
    bool sgn = (pc.flags & FLAG_SIGNED) != 0u;
    uint m = b.x & 31u;
    uint slot = (m & 2u) == 0u ? (m & 1u) : m;

    int e[12];
    [[unroll]] for (uint i = 0u; i < 12u; i++) {
        e[i] = 0;
    }
    uint base = 0u, pos = 0u;
    uvec3 delta = uvec3(0u);
    bool transformed = false, two = false, reserved = false;
#include "bc6h_modes.glsl"

    uvec2 px[16];
    if (reserved) {
        [[unroll]] for (uint i = 0u; i < 16u; i++) {
            px[i] = uvec2(0u, 0x3c000000u);
        }
        store_rgba16(bx, by, px);
        return;
    }

    uint part = two ? bits128(b, pos, 5u) : 0u;
    pos += two ? 5u : 0u;
    uint nep = two ? 4u : 2u;
    int mask = (1 << base) - 1;
    [[unroll]] for (uint c = 0u; c < 3u; c++) {
        int w = sgn ? sext(e[4u * c], base) : e[4u * c];
        e[4u * c] = w;
        [[unroll]] for (uint j = 1u; j < 4u; j++) {
            int v = e[4u * c + j];
            if (transformed || sgn) {
                v = sext(v, delta[c]);
            }
            if (transformed) {
                v = (v + w) & mask;
                if (sgn) {
                    v = sext(v, base);
                }
            }
            e[4u * c + j] = j < nep ? v : 0;
        }
        [[unroll]] for (uint j = 0u; j < 4u; j++) {
            e[4u * c + j] = unquantize(e[4u * c + j], base, sgn);
        }
    }

    // The indices are the rest of the block (46 or 63 bits); the anchors (pixel 0 and the
    // second region's) are stored with one bit less.
    uint lo = bits128(b, pos, 32u);
    uint hi = bits128(b, pos + 32u, 32u);
    uint ib = two ? 3u : 4u;
    // Unconditional lookups (a table read under a condition costs a copy of the table on
    // some compilers).
    uint anchors2 = ANCHORS_TWO[part];
    uint shape2 = PARTITION_TWO[part];
    uint anchors = two ? (1u | (1u << uint(findLSB(anchors2 & ~1u)))) : 1u;
    uint shape = two ? shape2 : 0u;
    [[unroll]] for (uint i = 0u; i < 16u; i++) {
        uint k = bits64(lo, hi, index_pos(i, ib, anchors), ib - ((anchors >> i) & 1u));
        int wk = int(weight(ib, k));
        bool r1 = ((shape >> (2u * i)) & 1u) != 0u;
        uint h[3];
        [[unroll]] for (uint c = 0u; c < 3u; c++) {
            int a = r1 ? e[4u * c + 2u] : e[4u * c];
            int bb = r1 ? e[4u * c + 3u] : e[4u * c + 1u];
            h[c] = finish((a * (64 - wk) + bb * wk + 32) >> 6, sgn);
        }
        px[i] = uvec2(h[0] | (h[1] << 16u), h[2] | 0x3c000000u);
    }
    store_rgba16(bx, by, px);
}
