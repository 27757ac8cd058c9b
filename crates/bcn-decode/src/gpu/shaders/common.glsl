// Shared by every BCn decode shader: push constants, block addressing, bit fields and
// destination stores. Layout documented (and asserted) by `bcn_decode::gpu::PushConstants`.
//
// One invocation decodes one 4x4 block. Invocations are numbered linearly over the image's
// blocks, row-major, so that neighbouring invocations read neighbouring blocks and write
// neighbouring words of each pixel row; the dispatch is two-dimensional only to stay under
// the 65535-workgroup limit of one dimension.

#extension GL_EXT_control_flow_attributes : require

#define WORKGROUP_SIZE 64
layout(local_size_x = WORKGROUP_SIZE, local_size_y = 1, local_size_z = 1) in;

#define FLAG_SIGNED 1u
#define FLAG_OPAQUE_BLACK 2u

layout(push_constant, std430) uniform Push {
    uint blocks_x;   // blocks per row: ceil(width / 4)
    uint blocks_y;   // block rows: ceil(height / 4)
    uint width;      // texels
    uint height;     // texels
    uint src_offset; // bytes, a multiple of the block size
    uint src_pitch;  // bytes between block rows, a multiple of the block size
    uint dst_offset; // bytes, a multiple of 4
    uint dst_pitch;  // bytes between texel rows, a multiple of 4
    uint flags;      // FLAG_SIGNED, FLAG_OPAQUE_BLACK
} pc;

layout(std430, set = 0, binding = 1) buffer Dst { uint dst[]; };
// The same buffer as 8- and 16-byte elements, for whole block rows when the destination's
// offset and pitch allow (one store instruction instead of two or four).
layout(std430, set = 0, binding = 1) buffer Dst2 { uvec2 dst2[]; };
layout(std430, set = 0, binding = 1) buffer Dst4 { uvec4 dst4[]; };

// The block of this invocation; false past the last block.
bool block_coords(out uint bx, out uint by) {
    uint g = (gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * WORKGROUP_SIZE
        + gl_LocalInvocationID.x;
    bx = 0u;
    by = 0u;
    if (g >= pc.blocks_x * pc.blocks_y) {
        return false;
    }
    by = g / pc.blocks_x;
    bx = g - by * pc.blocks_x;
    return true;
}

// Index of the block (bx, by) in a source array of `block_bytes`-sized elements.
uint src_index(uint bx, uint by, uint block_bytes) {
    return pc.src_offset / block_bytes + by * (pc.src_pitch / block_bytes) + bx;
}

// `n` (0..=32) bits of the 64-bit value (lo, hi) from bit `pos` (0..=63).
uint bits64(uint lo, uint hi, uint pos, uint n) {
    uint l = pos >= 32u ? hi : lo;
    uint h = pos >= 32u ? 0u : hi;
    uint p = pos & 31u;
    uint v = (l >> p) | ((h << (31u - p)) << 1u);
    return n >= 32u ? v : bitfieldExtract(v, 0, int(n));
}

// `n` (0..=32) bits of the 128-bit block `v` from bit `pos` (0..=127).
uint bits128(uvec4 v, uint pos, uint n) {
    uint w = pos >> 5u;
    uint p = pos & 31u;
    uint l = v[w];
    uint h = w < 3u ? v[w + 1u] : 0u;
    uint x = (l >> p) | ((h << (31u - p)) << 1u);
    return n >= 32u ? x : bitfieldExtract(x, 0, int(n));
}

// Takes the low `n` (0..=31) bits of `v` and shifts them out.
uint take(inout uvec4 v, uint n) {
    uint r = bitfieldExtract(v.x, 0, int(n));
    v.x = (v.x >> n) | ((v.y << (31u - n)) << 1u);
    v.y = (v.y >> n) | ((v.z << (31u - n)) << 1u);
    v.z = (v.z >> n) | ((v.w << (31u - n)) << 1u);
    v.w = v.w >> n;
    return r;
}

// Word index of texel row `y`'s first byte.
uint row_word(uint y) {
    return (pc.dst_offset + y * pc.dst_pitch) >> 2u;
}

// Writes the bytes of `value` selected by `mask` into word `i`, leaving its other bytes (texels
// outside the image: the row's padding) untouched even if something else writes them.
void store_masked(uint i, uint value, uint mask) {
    atomicAnd(dst[i], ~mask);
    atomicOr(dst[i], value & mask);
}

// Whether offset and pitch are multiples of `align` bytes (a power of two).
bool dst_aligned(uint align) {
    return ((pc.dst_offset | pc.dst_pitch) & (align - 1u)) == 0u;
}

// Stores a block of 4-byte texels (RGBA8), clipped to the image.
void store_rgba8(uint bx, uint by, uint px[16]) {
    bool whole = 4u * bx + 4u <= pc.width && dst_aligned(16u);
    [[unroll]] for (uint r = 0u; r < 4u; r++) {
        uint y = 4u * by + r;
        uint base = row_word(y) + 4u * bx;
        if (y < pc.height && whole) {
            dst4[base >> 2u] = uvec4(px[4u * r], px[4u * r + 1u], px[4u * r + 2u], px[4u * r + 3u]);
        } else if (y < pc.height) {
            [[unroll]] for (uint c = 0u; c < 4u; c++) {
                if (4u * bx + c < pc.width) {
                    dst[base + c] = px[4u * r + c];
                }
            }
        }
    }
}

// Stores a block of 8-byte texels (RGBA16F as two words each), clipped to the image.
void store_rgba16(uint bx, uint by, uvec2 px[16]) {
    bool whole = 4u * bx + 4u <= pc.width && dst_aligned(16u);
    [[unroll]] for (uint r = 0u; r < 4u; r++) {
        uint y = 4u * by + r;
        uint base = row_word(y) + 8u * bx;
        if (y < pc.height && whole) {
            uint i = 4u * r;
            dst4[base >> 2u] = uvec4(px[i], px[i + 1u]);
            dst4[(base >> 2u) + 1u] = uvec4(px[i + 2u], px[i + 3u]);
        } else if (y < pc.height) {
            [[unroll]] for (uint c = 0u; c < 4u; c++) {
                if (4u * bx + c < pc.width) {
                    dst[base + 2u * c] = px[4u * r + c].x;
                    dst[base + 2u * c + 1u] = px[4u * r + c].y;
                }
            }
        }
    }
}

// Stores a block of 1-byte texels (R8), one word per block row, clipped to the image.
void store_r8(uint bx, uint by, uint rows[4]) {
    uint x0 = 4u * bx;
    uint cols = min(pc.width - x0, 4u);
    [[unroll]] for (uint r = 0u; r < 4u; r++) {
        uint y = 4u * by + r;
        if (y < pc.height) {
            uint i = row_word(y) + bx;
            if (cols == 4u) {
                dst[i] = rows[r];
            } else {
                store_masked(i, rows[r], (1u << (8u * cols)) - 1u);
            }
        }
    }
}

// Stores a block of 2-byte texels (RG8), two words per block row, clipped to the image.
void store_rg8(uint bx, uint by, uvec2 rows[4]) {
    uint x0 = 4u * bx;
    uint cols = min(pc.width - x0, 4u);
    [[unroll]] for (uint r = 0u; r < 4u; r++) {
        uint y = 4u * by + r;
        if (y < pc.height) {
            uint i = row_word(y) + 2u * bx;
            if (cols == 4u && dst_aligned(8u)) {
                dst2[i >> 1u] = rows[r];
            } else if (cols == 4u) {
                dst[i] = rows[r].x;
                dst[i + 1u] = rows[r].y;
            } else if (cols == 3u) {
                dst[i] = rows[r].x;
                store_masked(i + 1u, rows[r].y, 0xffffu);
            } else if (cols == 2u) {
                dst[i] = rows[r].x;
            } else {
                store_masked(i, rows[r].x, 0xffffu);
            }
        }
    }
}

// BC6H / BC7 interpolation weight (out of 64) of index `k` of a `b`-bit (2, 3, 4) index: the
// specifications' tables, entry k in byte k % 4 of packed words (selects, no memory).
uint weight(uint b, uint k) {
    uint w4 = k < 8u ? (k < 4u ? 0x0d090400u : 0x1e1a1511u) : (k < 12u ? 0x2f2b2622u : 0x403c3733u);
    uint w3 = k < 4u ? 0x1b120900u : 0x40372e25u;
    uint w = b == 2u ? 0x402b1500u : (b == 3u ? w3 : w4);
    return (w >> (8u * (k & 3u))) & 255u;
}

// Bit position of pixel `i`'s index in a stream of `ib`-bit indices where the pixels in the
// `anchors` mask (pixel 0 included) are stored with one bit less.
uint index_pos(uint i, uint ib, uint anchors) {
    return i * ib - bitCount(anchors & ((1u << i) - 1u));
}
