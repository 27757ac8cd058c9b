#version 450
// Multi-location vertex-input probe for the lavapipe test: 26 locations as matrices and
// arrays of vec4 (see tests/spirv-patch/lavapipe.rs for the format of each location). Reads
// mix whole loads, constant and dynamic column/element chains and component chains.

layout(location = 0) in mat4 m0;     // 0..3
layout(location = 4) in mat4 m1;     // 4..7
layout(location = 8) in vec4 a0[3];  // 8..10
layout(location = 11) in vec4 a1[2]; // 11..12
layout(location = 13) in mat3x4 m2;  // 13..15
layout(location = 16) in mat2x4 m3;  // 16..17
layout(location = 18) in vec4 a2[4]; // 18..21
layout(location = 22) in mat4 m4;    // 22..25

layout(std430, set = 0, binding = 0) writeonly buffer Out { vec4 v[]; } o;

void main() {
    uint b = uint(gl_VertexIndex) * 26u;
    mat4 w = m0;
    o.v[b + 0u] = w[0];
    o.v[b + 1u] = m0[1];
    o.v[b + 2u] = vec4(m0[2].x, m0[2].yzw);
    o.v[b + 3u] = vec4(m0[3].x, m0[3].y, m0[3].z, m0[3].w);
    for (int i = 0; i < 4; i++) {
        o.v[b + 4u + uint(i)] = m1[i];
    }
    vec4 a[3] = a0;
    o.v[b + 8u] = a[0];
    o.v[b + 9u] = a0[1];
    o.v[b + 10u] = a[2];
    for (int i = 0; i < 2; i++) {
        o.v[b + 11u + uint(i)] = a1[i];
    }
    mat3x4 w2 = m2;
    o.v[b + 13u] = w2[0];
    o.v[b + 14u] = w2[1];
    o.v[b + 15u] = m2[2];
    o.v[b + 16u] = m3[0];
    o.v[b + 17u] = m3[1];
    for (int i = 0; i < 4; i++) {
        o.v[b + 18u + uint(i)] = vec4(a2[i].xy, a2[i].z, a2[i].w);
    }
    mat4 w4 = m4;
    for (int i = 0; i < 4; i++) {
        o.v[b + 22u + uint(i)] = w4[i];
    }
    gl_Position = vec4(0.0);
    gl_PointSize = 1.0;
}
