#version 450
// The feature modes' fragment shader: the provoking vertex's colour, not interpolated, so
// every pixel of a triangle has exactly the 8-bit colour the vertex shader produced.

layout(location = 0) flat in vec4 v_color;
layout(location = 0) out vec4 out_color;

void main() {
    out_color = v_color;
}
