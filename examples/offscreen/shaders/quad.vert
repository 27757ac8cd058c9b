#version 450
// The textured quad's vertex shader: a unit quad from the vertex buffer, placed by push
// constants (offset + scale, in normalised device coordinates).

layout(location = 0) in vec2 in_pos;
layout(location = 1) in vec2 in_uv;

layout(location = 0) out vec2 v_uv;

layout(push_constant) uniform Push {
    vec2 offset;
    vec2 scale;
    vec4 dark;
} pc;

void main() {
    v_uv = in_uv;
    gl_Position = vec4(pc.offset + in_pos * pc.scale, 0.0, 1.0);
}
