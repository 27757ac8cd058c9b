#version 450
// `--mode cull`: positions in NDC, a flat colour, and two cull distances per vertex from
// the vertex buffer. A triangle is discarded whole when one of the distances is negative at
// all three vertices; otherwise it is drawn whole (cull distances never cut a primitive).

layout(location = 0) in vec2 in_pos;
layout(location = 1) in vec2 in_cull;
layout(location = 2) in vec4 in_color;

layout(location = 0) flat out vec4 v_color;

out gl_PerVertex {
    vec4 gl_Position;
    float gl_CullDistance[2];
};

void main() {
    gl_Position = vec4(in_pos, 0.0, 1.0);
    gl_CullDistance[0] = in_cull.x;
    gl_CullDistance[1] = in_cull.y;
    v_color = in_color;
}
