#!/usr/bin/env python3
"""Writes bc6h_modes.glsl from the BC6H header layouts (SEG_* tables and MODES) of
bcn-decode's src/arch/scalar/bc6h.rs, so that the shader and the CPU decoder read the same
fields. Run from this directory: python3 gen_bc6h_modes.py (then rebuild the SPIR-V)."""
import re

src = open("../../arch/scalar/bc6h.rs").read()
segs = {}
for m in re.finditer(r"const SEG_(\w+): &\[\(u8, u8, u8\)\] = &\[(.*?)\];", src, re.S):
    segs[m.group(1)] = [tuple(int(x) for x in t)
                        for t in re.findall(r"\((\d+), (\d+), (\d+)\)", m.group(2))]
params = r"(\d+), \[(\d+), (\d+), (\d+)\], (true|false), (true|false)"
m0 = re.search(r"let m0 = Some\(md\(SEG_00, " + params, src).groups()
m1 = re.search(r"let m1 = Some\(md\(SEG_01, " + params, src).groups()
modes = [("0", "00") + m0, ("1", "01") + m1] + [
    (str(int(a, 2)), b) + tuple(r)
    for a, b, *r in re.findall(r"t\[0b(\d+)\] = Some\(md\(SEG_(\w+), " + params, src)]

out = [
    "// DO NOT EDIT: written by gen_bc6h_modes.py from the SEG_* tables and MODES of",
    "// src/arch/scalar/bc6h.rs. Each case reads one mode's endpoint fields at constant bit",
    "// positions into e[channel * 4 + endpoint] (endpoints w, x, y, z; fields marked \"rev\"",
    "// are stored bit-reversed), sets the mode's parameters and `pos`, the first bit after the",
    "// header. `slot`: the mode's low five bits, two-bit modes as 0 and 1.",
    "switch (slot) {",
]
for slot, name, base, d0, d1, d2, tr, two in modes:
    pos = 2 if (int(slot) & 2) == 0 else 5
    out.append("case %su: // mode bits %s" % (slot, name))
    out.append("    base = %su; delta = uvec3(%su, %su, %su); transformed = %s; two = %s;"
               % (base, d0, d1, d2, tr, two))
    for t, sh, ln in segs[name]:
        n = ln & 0x7F
        if ln & 0x80:
            out.append("    e[%d] |= int((bitfieldReverse(bits128(b, %du, %du)) >> %du) << %du); // rev"
                       % (t, pos, n, 32 - n, sh))
        else:
            out.append("    e[%d] |= int(bits128(b, %du, %du) << %du);" % (t, pos, n, sh))
        pos += n
    out.append("    pos = %du;" % pos)
    out.append("    break;")
out += ["default:", "    reserved = true;", "    break;", "}"]
open("bc6h_modes.glsl", "w").write("\n".join(out) + "\n")
