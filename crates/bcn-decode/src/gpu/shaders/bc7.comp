#version 450
// BC7 -> RGBA8, bit-exact with the D3D11 reference decoder (and bcn-decode). Reserved mode 8
// (first byte 0) gives transparent black.
//
// One code path for all modes: each mode's field widths come from nibble tables, fields
// that a mode lacks are read with width 0, so invocations decoding different modes run the
// same instructions.
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
#include "partitions.glsl"

layout(std430, set = 0, binding = 0) readonly buffer Src { uvec4 src[]; };

// Per-mode parameters, mode m in nibble m.
const uint SUBSETS = 0x21112323u;
const uint PARTITION_BITS = 0x60006664u;
const uint ROTATION_BITS = 0x00220000u;
const uint SELECTION_BITS = 0x00010000u;
const uint COLOUR_BITS = 0x57757564u;
const uint ALPHA_BITS = 0x57860000u;
// 0: none, 1: one p-bit per endpoint, 2: one per subset.
const uint PBITS = 0x11001021u;
const uint INDEX_BITS = 0x24222233u;
const uint INDEX2_BITS = 0x00230000u;

uint nib(uint table, uint mode) {
    return (table >> (4u * mode)) & 15u;
}

// Expands a `p`-bit value to 8 bits by replicating its high bits.
uint expand(uint v, uint p) {
    uint x = v << (8u - p);
    return x | (x >> p);
}

uint lerp(uint a, uint b, uint w) {
    return (a * (64u - w) + b * w + 32u) >> 6u;
}

void main() {
    uint bx, by;
    if (!block_coords(bx, by)) {
        return;
    }
    uvec4 b = src[src_index(bx, by, 16u)];
    uint px[16];
    uint first = b.x & 255u;
    if (first == 0u) {
        [[unroll]] for (uint i = 0u; i < 16u; i++) {
            px[i] = 0u;
        }
        store_rgba8(bx, by, px);
        return;
    }
    uint mode = uint(findLSB(first));
    uint subsets = nib(SUBSETS, mode);
    uint cb = nib(COLOUR_BITS, mode);
    uint ab = nib(ALPHA_BITS, mode);
    uint pmode = nib(PBITS, mode);
    uint ib = nib(INDEX_BITS, mode);
    uint ib2 = nib(INDEX2_BITS, mode);

    uvec4 s = b;
    take(s, mode + 1u);
    uint part = take(s, nib(PARTITION_BITS, mode));
    uint rotation = take(s, nib(ROTATION_BITS, mode));
    uint selection = take(s, nib(SELECTION_BITS, mode));

    // ep[4 * endpoint + channel]; endpoints 2k, 2k + 1 belong to subset k.
    uint ne = 2u * subsets;
    uint ep[24];
    [[unroll]] for (uint c = 0u; c < 3u; c++) {
        [[unroll]] for (uint e = 0u; e < 6u; e++) {
            ep[4u * e + c] = take(s, e < ne ? cb : 0u);
        }
    }
    [[unroll]] for (uint e = 0u; e < 6u; e++) {
        ep[4u * e + 3u] = take(s, e < ne ? ab : 0u);
    }
    [[unroll]] for (uint e = 0u; e < 6u; e++) {
        bool has = pmode == 1u && e < ne;
        uint p = take(s, has ? 1u : 0u);
        [[unroll]] for (uint c = 0u; c < 4u; c++) {
            ep[4u * e + c] = has ? (ep[4u * e + c] << 1u) | p : ep[4u * e + c];
        }
    }
    [[unroll]] for (uint k = 0u; k < 3u; k++) {
        bool has = pmode == 2u && k < subsets;
        uint p = take(s, has ? 1u : 0u);
        [[unroll]] for (uint e = 2u * k; e < 2u * k + 2u; e++) {
            [[unroll]] for (uint c = 0u; c < 3u; c++) {
                ep[4u * e + c] = has ? (ep[4u * e + c] << 1u) | p : ep[4u * e + c];
            }
        }
    }
    uint cp = cb + (pmode != 0u ? 1u : 0u);
    uint ap = ab + (pmode == 1u && ab > 0u ? 1u : 0u);
    [[unroll]] for (uint e = 0u; e < 6u; e++) {
        [[unroll]] for (uint c = 0u; c < 3u; c++) {
            ep[4u * e + c] = expand(ep[4u * e + c], cp);
        }
        ep[4u * e + 3u] = ap == 0u ? 255u : expand(ep[4u * e + 3u], ap);
    }

    uint p6 = part & 63u;
    // Unconditional lookups (a table read under a condition costs a copy of the table on
    // some compilers).
    uint shape2 = PARTITION_TWO[p6];
    uint shape3 = PARTITION_THREE[p6];
    uint anchors2 = ANCHORS_TWO[p6];
    uint anchors3 = ANCHORS_THREE[p6];
    uint shape = subsets == 2u ? shape2 : (subsets == 3u ? shape3 : 0u);
    uint anchors = subsets == 2u ? anchors2 : (subsets == 3u ? anchors3 : 1u);

    // Index streams: modes 4 and 5 have a first set of 2-bit indices (31 bits, anchor pixel 0)
    // and a second one of `ib2` bits; the others one set of `ib` bits with `anchors`.
    bool dual = ib2 != 0u;
    uint lo1, hi1, lo2, hi2;
    if (dual) {
        lo1 = take(s, 16u * ib - 1u);
        hi1 = 0u;
        anchors = 1u;
    } else {
        lo1 = s.x;
        hi1 = s.y;
    }
    lo2 = s.x;
    hi2 = s.y;
    uint ib2e = dual ? ib2 : ib;
    // Colour from the first set unless `selection`, alpha from the other.
    uint cbits = selection == 0u ? ib : ib2e;
    uint abits = selection == 0u ? ib2e : ib;

    [[unroll]] for (uint i = 0u; i < 16u; i++) {
        uint anchor = (anchors >> i) & 1u;
        uint k1 = bits64(lo1, hi1, index_pos(i, ib, anchors), ib - anchor);
        uint k2 = dual ? bits64(lo2, hi2, index_pos(i, ib2e, 1u), ib2e - (i == 0u ? 1u : 0u)) : k1;
        uint wc = weight(cbits, selection == 0u ? k1 : k2);
        uint wa = weight(abits, selection == 0u ? k2 : k1);
        uint sub = (shape >> (2u * i)) & 3u;
        // The subset's two endpoints, selected rather than indexed (registers, not memory).
        uint q[8];
        [[unroll]] for (uint j = 0u; j < 8u; j++) {
            q[j] = sub == 0u ? ep[j] : (sub == 1u ? ep[8u + j] : ep[16u + j]);
        }
        uint r = lerp(q[0], q[4], wc);
        uint g = lerp(q[1], q[5], wc);
        uint bl = lerp(q[2], q[6], wc);
        uint a = lerp(q[3], q[7], wa);
        // Rotation swaps alpha with channel rotation - 1.
        uint t;
        if (rotation == 1u) {
            t = r; r = a; a = t;
        } else if (rotation == 2u) {
            t = g; g = a; a = t;
        } else if (rotation == 3u) {
            t = bl; bl = a; a = t;
        }
        px[i] = r | (g << 8u) | (bl << 16u) | (a << 24u);
    }
    store_rgba8(bx, by, px);
}
