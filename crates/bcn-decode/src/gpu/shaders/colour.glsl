// BC1-BC5 palettes. Rounding rule of bcn-decode: every value is the exact rational value of
// the format's formula rounded to nearest, ties up, computed in integers.

// round(255 * n / d) for the 5- and 6-bit endpoints (d = 31, 63), the 2/3 points
// (d = 93, 189) and the midpoints (d = 62, 126): (510 n + d) / (2 d).
uint rnd255(uint n, uint d) {
    return (510u * n + d) / (2u * d);
}

uint pack4(uint r, uint g, uint b, uint a) {
    return r | (g << 8u) | (b << 16u) | (a << 24u);
}

// The four RGBA8 colours of a BC1 colour block (c0, c1: the 565 endpoints). `four`: always 4
// colours (BC2/BC3) or c0 > c1; otherwise 3 colours and index 3 transparent black, or opaque
// black with `opaque_black`.
uvec4 colour_palette(uint c0, uint c1, bool four, bool opaque_black) {
    uint r0 = c0 >> 11u, g0 = (c0 >> 5u) & 63u, b0 = c0 & 31u;
    uint r1 = c1 >> 11u, g1 = (c1 >> 5u) & 63u, b1 = c1 & 31u;
    uint p0 = pack4(rnd255(r0, 31u), rnd255(g0, 63u), rnd255(b0, 31u), 255u);
    uint p1 = pack4(rnd255(r1, 31u), rnd255(g1, 63u), rnd255(b1, 31u), 255u);
    uint p2_4 = pack4(rnd255(2u * r0 + r1, 93u), rnd255(2u * g0 + g1, 189u),
        rnd255(2u * b0 + b1, 93u), 255u);
    uint p3_4 = pack4(rnd255(r0 + 2u * r1, 93u), rnd255(g0 + 2u * g1, 189u),
        rnd255(b0 + 2u * b1, 93u), 255u);
    uint p2_3 = pack4(rnd255(r0 + r1, 62u), rnd255(g0 + g1, 126u), rnd255(b0 + b1, 62u), 255u);
    uint p3_3 = opaque_black ? 0xff000000u : 0u;
    return uvec4(p0, p1, four ? p2_4 : p2_3, four ? p3_4 : p3_3);
}

uint pick4(uvec4 p, uint k) {
    return k < 2u ? (k == 0u ? p.x : p.y) : (k == 2u ? p.z : p.w);
}

// Decodes a BC1 colour half-block (lo: endpoints, hi: 2-bit indices) into 16 RGBA8 words.
void colour_block(uvec2 h, bool four_always, bool opaque_black, out uint px[16]) {
    uint c0 = h.x & 0xffffu, c1 = h.x >> 16u;
    uvec4 pal = colour_palette(c0, c1, four_always || c0 > c1, opaque_black);
    [[unroll]] for (uint i = 0u; i < 16u; i++) {
        px[i] = pick4(pal, (h.y >> (2u * i)) & 3u);
    }
}

// The 8-entry BC3-alpha / BC4 palette as bytes (entry k in byte k % 4 of word k / 4), UNORM
// or SNORM (then -128 endpoints read as -127). Interpolants: round(((7-i) a + i b) / 7) or
// round(((5-i) a + i b) / 5), computed on values offset by 127 so that integer division
// floors.
uvec2 alpha_palette(uint e0, uint e1, bool signed_) {
    int a = signed_ ? max(int(e0 << 24u) >> 24, -127) : int(e0);
    int b = signed_ ? max(int(e1 << 24u) >> 24, -127) : int(e1);
    int off = signed_ ? 127 : 0;
    uint p[8];
    p[0] = uint(a) & 255u;
    p[1] = uint(b) & 255u;
    [[unroll]] for (int i = 1; i < 7; i++) {
        int n7 = (7 - i) * a + i * b + 7 * off;
        int n5 = (5 - i) * a + i * b + 5 * off;
        uint v7 = uint((2 * n7 + 7) / 14 - off) & 255u;
        uint v5 = uint((2 * n5 + 5) / 10 - off) & 255u;
        if (i == 5) {
            v5 = signed_ ? 0x81u : 0u;
        } else if (i == 6) {
            v5 = signed_ ? 0x7fu : 255u;
        }
        p[i + 1] = a > b ? v7 : v5;
    }
    return uvec2(p[0] | (p[1] << 8u) | (p[2] << 16u) | (p[3] << 24u),
        p[4] | (p[5] << 8u) | (p[6] << 16u) | (p[7] << 24u));
}

uint pick8(uvec2 p, uint k) {
    return ((k < 4u ? p.x : p.y) >> (8u * (k & 3u))) & 255u;
}

// Decodes a BC3-alpha / BC4 half-block into 16 bytes, one per pixel.
void alpha_block(uvec2 h, bool signed_, out uint v[16]) {
    uvec2 pal = alpha_palette(h.x & 255u, (h.x >> 8u) & 255u, signed_);
    [[unroll]] for (uint i = 0u; i < 16u; i++) {
        v[i] = pick8(pal, bits64(h.x, h.y, 16u + 3u * i, 3u));
    }
}
