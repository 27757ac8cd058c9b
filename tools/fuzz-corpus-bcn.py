#!/usr/bin/env python3
"""Writes the seed corpus of the bcn_copy_regions fuzz target (fuzz/corpus/bcn_copy_regions/):
real copy regions of BCn textures, in the bytes the target reads (the `arbitrary` encoding of
its `Input`: little-endian integers, a 1 byte before each element of a list, a 0 after the
first list), through the inverse of the target's value mappings (`dim`, `off`, `bytes`).

    tools/fuzz-corpus-bcn.py
"""
import os
import struct

OUT = os.path.join(os.path.dirname(__file__), "..", "fuzz", "corpus", "bcn_copy_regions")

# Indices into the target's formats: BC_FORMATS, then OTHER_FORMATS.
BC1_RGBA_UNORM, BC3_UNORM, BC6H_UFLOAT, BC7_UNORM = 2, 6, 12, 14
R32G32_UINT, R32G32B32A32_UINT = 17, 18
REMAINING = None


def dim(n):
    """The u32 the target's `dim` maps to texel count `n`."""
    if n % 4 == 0 and n // 4 < 80:
        v = (n // 4) << 3 | 2
    elif n < 320:
        v = n << 3 | 1
    else:
        assert n % 8 == 0, n
        v = n
    assert fdim(v) == n
    return v


def fdim(v):
    return v if v & 7 == 0 else (v >> 3) % 320 if v & 7 == 1 else ((v >> 3) % 80) * 4


def off(n):
    assert 0 <= n < 320
    return dim(n)


def byte_count(n):
    """The u64 the target's `bytes` maps to byte count `n`."""
    if n % 8 == 0 and n // 8 < 1 << 17:
        v = (n // 8) << 2 | 2
    elif n < 1 << 20:
        v = n << 2 | 1
    else:
        assert n % 4 == 0, n
        v = n
    return v


def image(fmt, w, h, d, levels, layers):
    return struct.pack("<B3IBI", fmt, dim(w), dim(h), dim(d), levels, dim(layers))


def sub(level, layer, count):
    assert layer < 8
    c = 0 if count is REMAINING else (count << 3 | 2)
    assert count is REMAINING or count < 8
    return struct.pack("<BII", level, layer << 3 | 1, c)


def upload(offset, row, height, s, o, e):
    return (
        b"\x01"
        + struct.pack("<QII", byte_count(offset), dim(row), dim(height))
        + s
        + struct.pack("<3I", *map(off, o))
        + struct.pack("<3I", *map(dim, e))
    )


def copy(src, src_offset, dst, dst_offset, e):
    return (
        b"\x01"
        + src
        + struct.pack("<3I", *map(off, src_offset))
        + dst
        + struct.pack("<3I", *map(off, dst_offset))
        + struct.pack("<3I", *map(dim, e))
    )


def seed(a, b, buffer, uploads, copies):
    return a + b + struct.pack("<Q", byte_count(buffer)) + b"".join(uploads) + b"\x00" + b"".join(copies)


def mip_chain_bc1():
    # 256x256 BC1, 9 levels, tight one after the other; level 0 copied into a 64x64 R32G32.
    regions, at = [], 0
    for level in range(9):
        n = max(256 >> level, 1)
        regions.append(upload(at, 0, 0, sub(level, 0, 1), (0, 0, 0), (n, n, 1)))
        at += max(n // 4, 1) ** 2 * 8
    copies = [copy(sub(0, 0, 1), (0, 0, 0), sub(0, 0, 1), (0, 0, 0), (256, 256, 1))]
    return seed(
        image(BC1_RGBA_UNORM, 256, 256, 1, 9, 1),
        image(R32G32_UINT, 64, 64, 1, 1, 1),
        at,
        regions,
        copies,
    )


def array_bc7():
    # 64x64 BC7 in 6 layers: all layers tight, then layers 2.. with rows padded to 80 texels;
    # blocks copied to a BC6H array (same block size, other format: decoded on the GPU).
    layer = 16 * 16 * 16
    regions = [
        upload(0, 0, 0, sub(0, 0, 6), (0, 0, 0), (64, 64, 1)),
        upload(6 * layer, 80, 64, sub(0, 2, REMAINING), (0, 0, 0), (64, 64, 1)),
    ]
    padded = 20 * 16 * 16
    copies = [
        copy(sub(0, 1, 3), (16, 0, 0), sub(0, 0, 3), (0, 16, 0), (48, 32, 1)),
        copy(sub(0, 0, REMAINING), (0, 0, 0), sub(0, 0, REMAINING), (0, 0, 0), (64, 64, 1)),
    ]
    return seed(
        image(BC7_UNORM, 64, 64, 1, 1, 6),
        image(BC6H_UFLOAT, 64, 64, 1, 1, 6),
        6 * layer + 4 * padded,
        regions,
        copies,
    )


def edge_bc3():
    # Level 1 (30x30) of a 60x60 BC3: the corner's partial block, then the right edge's
    # columns 16..30; the corner copied out to a 128-bit uncompressed image.
    regions = [
        upload(0, 0, 0, sub(1, 0, 1), (28, 28, 0), (2, 2, 1)),
        upload(16, 16, 32, sub(1, 0, 1), (16, 0, 0), (14, 30, 1)),
    ]
    copies = [copy(sub(1, 0, 1), (28, 28, 0), sub(0, 0, 1), (1, 1, 0), (2, 2, 1))]
    return seed(
        image(BC3_UNORM, 60, 60, 1, 2, 1),
        image(R32G32B32A32_UINT, 8, 8, 1, 1, 1),
        16 + 4 * 8 * 16 * 4,
        regions,
        copies,
    )


def into_bc3():
    # A 128-bit uncompressed image's 2x2 texels as blocks into the 30x30 level of a BC3
    # image at (24, 24): 8x8 texels cut at the edge to 6x6.
    copies = [copy(sub(0, 0, 1), (0, 0, 0), sub(1, 0, 1), (24, 24, 0), (2, 2, 1))]
    return seed(
        image(R32G32B32A32_UINT, 8, 8, 1, 1, 1),
        image(BC3_UNORM, 60, 60, 1, 2, 1),
        0,
        [],
        copies,
    )


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, data in [
        ("bc1-mip-chain", mip_chain_bc1()),
        ("bc7-array", array_bc7()),
        ("bc3-edge", edge_bc3()),
        ("into-bc3", into_bc3()),
    ]:
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        print(f"{name}: {len(data)} bytes")


main()
