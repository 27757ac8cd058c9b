#version 450
// The textured quad's fragment shader. The texture is a black-and-white checkerboard
// sampled with NEAREST filtering; white texels take the per-frame colour from the uniform
// buffer, black texels the per-draw colour from the push constants. Selecting (never
// multiplying) keeps every output an exact 8-bit value on any driver.

layout(location = 0) in vec2 v_uv;
layout(location = 0) out vec4 out_color;

layout(set = 0, binding = 0) uniform Frame {
    vec4 light;
} frame;

layout(set = 0, binding = 1) uniform sampler2D checker;

layout(push_constant) uniform Push {
    vec2 offset;
    vec2 scale;
    vec4 dark;
} pc;

void main() {
    vec4 texel = texture(checker, v_uv);
    out_color = texel.r > 0.5 ? frame.light : pc.dark;
}
