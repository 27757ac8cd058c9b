#version 450
// Clip/cull emulation, fragment shader with inputs at locations 0..2 (a vec4 and a flat
// mat2), early returns, a discard of its own, and a short-circuit && that glslang compiles to
// an OpPhi naming the entry block as a parent (the emulation splits that block).
layout(location = 0) in vec4 color;
layout(location = 1) flat in mat2 extra;
layout(location = 0) out vec4 o;
layout(push_constant) uniform P { int mode; } p;
void main() {
    bool both = p.mode > 3 && color.z > 0.5;
    float k = p.mode > 1 ? color.x : color.y;
    if (p.mode == 0) {
        o = color;
        return;
    }
    if (color.w < 0.0) {
        discard;
    }
    o = vec4(extra[0], extra[1]) * k;
    if (p.mode == 2) {
        return;
    }
    o += both ? color : color.wzyx;
}
