#version 450
// Multi-location inputs: a matrix (locations 0..2), an array (3..5), a plain vector (6).
layout(location = 0) in mat3x4 m;
layout(location = 3) in vec2 arr[3];
layout(location = 6) in vec4 plain;
layout(location = 0) out vec4 o0;
layout(location = 1) out vec4 o1;
layout(push_constant) uniform P { int i; } p;
void main() {
    mat3x4 whole = m;
    vec2 a[3] = arr;
    o0 = whole[0] + m[1] + vec4(m[2].z, arr[p.i], a[2].y) + plain;
    o1 = vec4(a[0], a[1]) + m[p.i];
    gl_Position = vec4(m[p.i].xy, arr[1]);
}
