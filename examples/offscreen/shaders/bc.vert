#version 450
// `--mode bc`: one rectangle per tile, corners already in NDC.

layout(location = 0) in vec2 in_pos;

void main() {
    gl_Position = vec4(in_pos, 0.0, 1.0);
}
