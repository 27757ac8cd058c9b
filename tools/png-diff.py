#!/usr/bin/env python3
"""Compares 8-bit RGBA PNGs pixel by pixel (Python's standard library only).

usage: png-diff.py A.png B.png [A2.png B2.png ...]

For each pair: size, pixels that differ, those differing by more than 2 and more than 16 in
their largest channel, and the largest difference. Used to compare a replay's screenshots on
another driver with the live run's (docs/performance.md).
"""
import struct
import sys
import zlib


def rgba(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    pos, idat, w, h = 8, b"", 0, 0
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, colour = struct.unpack(">IIBB", body[:10])
            if (depth, colour) != (8, 6):
                sys.exit(f"{path}: not 8-bit RGBA")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, stride, bpp = zlib.decompress(idat), w * 4, 4
    out, prev = bytearray(), bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += line
        prev = line
    return w, h, bytes(out)


args = sys.argv[1:]
if not args or len(args) % 2:
    sys.exit(__doc__)
for a_path, b_path in zip(args[::2], args[1::2]):
    (w, h, a), (w2, h2, b) = rgba(a_path), rgba(b_path)
    if (w, h) != (w2, h2):
        print(f"{a_path} {w}x{h} against {b_path} {w2}x{h2}: sizes differ")
        continue
    diffs = [max(abs(a[i + k] - b[i + k]) for k in range(4)) for i in range(0, len(a), 4)]
    n = len(diffs)
    d = sum(1 for x in diffs if x)
    print(
        f"{a_path} against {b_path}: {w}x{h}, {d} of {n} pixels differ ({100 * d / n:.2f} %), "
        f"{sum(1 for x in diffs if x > 2)} by more than 2, "
        f"{sum(1 for x in diffs if x > 16)} by more than 16, largest {max(diffs)}"
    )
