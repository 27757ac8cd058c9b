#version 450
// Vertex-input probe for the lavapipe test: one attribute per *SCALED format (see
// tests/spirv-patch/lavapipe.rs for the format of each location). Component counts cycle
// 1..4; reads mix whole loads and single-component access chains.

layout(location = 0) in float a0;
layout(location = 1) in vec2 a1;
layout(location = 2) in vec3 a2;
layout(location = 3) in vec4 a3;
layout(location = 4) in float a4;
layout(location = 5) in vec2 a5;
layout(location = 6) in vec3 a6;
layout(location = 7) in vec4 a7;
layout(location = 8) in float a8;
layout(location = 9) in vec2 a9;
layout(location = 10) in vec3 a10;
layout(location = 11) in vec4 a11;
layout(location = 12) in float a12;
layout(location = 13) in vec2 a13;
layout(location = 14) in vec3 a14;
layout(location = 15) in vec4 a15;
layout(location = 16) in float a16;
layout(location = 17) in vec2 a17;
layout(location = 18) in vec3 a18;
layout(location = 19) in vec4 a19;
layout(location = 20) in float a20;
layout(location = 21) in vec2 a21;
layout(location = 22) in vec3 a22;
layout(location = 23) in vec4 a23;
layout(location = 24) in float a24;
layout(location = 25) in vec2 a25;

layout(std430, set = 0, binding = 0) writeonly buffer Out { vec4 v[]; } o;

void main() {
    uint b = uint(gl_VertexIndex) * 26u;
    o.v[b + 0u] = vec4(a0, -7.0, -7.0, -7.0);
    o.v[b + 1u] = vec4(a1.x, a1.y, -7.0, -7.0);
    o.v[b + 2u] = vec4(a2, -7.0);
    o.v[b + 3u] = a3;
    o.v[b + 4u] = vec4(a4, -7.0, -7.0, -7.0);
    o.v[b + 5u] = vec4(a5.x, a5.y, -7.0, -7.0);
    o.v[b + 6u] = vec4(a6.x, a6.y, a6.z, -7.0);
    o.v[b + 7u] = vec4(a7.x, a7.yzw);
    o.v[b + 8u] = vec4(a8, -7.0, -7.0, -7.0);
    o.v[b + 9u] = vec4(a9.x, a9.y, -7.0, -7.0);
    o.v[b + 10u] = vec4(a10, -7.0);
    o.v[b + 11u] = a11;
    o.v[b + 12u] = vec4(a12, -7.0, -7.0, -7.0);
    o.v[b + 13u] = vec4(a13.x, a13.y, -7.0, -7.0);
    o.v[b + 14u] = vec4(a14.x, a14.y, a14.z, -7.0);
    o.v[b + 15u] = vec4(a15.x, a15.yzw);
    o.v[b + 16u] = vec4(a16, -7.0, -7.0, -7.0);
    o.v[b + 17u] = vec4(a17.x, a17.y, -7.0, -7.0);
    o.v[b + 18u] = vec4(a18, -7.0);
    o.v[b + 19u] = a19;
    o.v[b + 20u] = vec4(a20, -7.0, -7.0, -7.0);
    o.v[b + 21u] = vec4(a21.x, a21.y, -7.0, -7.0);
    o.v[b + 22u] = vec4(a22.x, a22.y, a22.z, -7.0);
    o.v[b + 23u] = vec4(a23.x, a23.yzw);
    o.v[b + 24u] = vec4(a24, -7.0, -7.0, -7.0);
    o.v[b + 25u] = vec4(a25.x, a25.y, -7.0, -7.0);
    gl_Position = vec4(0.0);
    gl_PointSize = 1.0;
}
