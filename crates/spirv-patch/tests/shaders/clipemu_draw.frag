#version 450
// Lavapipe test of the clip/cull emulation: writes the triangle's flat colour.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 o;
void main() {
    o = color;
}
