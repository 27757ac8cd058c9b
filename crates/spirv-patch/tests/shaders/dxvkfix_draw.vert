#version 450
// Lavapipe test of remove_point_size and widen_inputs: writes gl_PointSize (as DXVK does)
// and varyings wider than dxvkfix_draw.frag reads them.
layout(location = 0) in vec4 pos;
layout(location = 1) in vec2 unused;
layout(location = 0) out vec4 uv;
layout(location = 1) flat out ivec4 id;
layout(location = 2) noperspective out vec3 shade;
void main() {
    gl_Position = pos;
    gl_PointSize = 1.0;
    uv = vec4(pos.xy * 0.5 + 0.5, 7.0, 9.0);
    id = ivec4(gl_VertexIndex / 3 + 1, 100, 200, 300);
    shade = vec3(0.25 + 0.5 * fract(pos.w), 3.0, 4.0);
}
