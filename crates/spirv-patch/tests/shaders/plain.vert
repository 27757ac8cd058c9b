#version 450
// Neither clip distances nor scaled inputs matter here: passes must leave it byte for byte.
layout(location = 0) in vec4 pos;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec2 o_uv;
void main() {
    gl_Position = pos;
    o_uv = uv;
}
