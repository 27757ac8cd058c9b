#version 450
// Lavapipe test of the clip/cull emulation, geometry pipeline: the vertex shader only
// passes position, colour and cull distances on to clipemu_draw.geom.
layout(location = 0) in vec4 pos;
layout(location = 1) in vec2 cull;
layout(location = 0) flat out vec4 color;
layout(location = 1) out vec2 cull_out;
void main() {
    gl_Position = pos;
    color = vec4(float(gl_VertexIndex / 3 + 1) / 255.0, 0.5, 0.25, 1.0);
    cull_out = cull;
}
