#version 450
// Clip/cull emulation, fragment shader without inputs.
layout(location = 0) out vec4 o;
void main() {
    o = vec4(1.0, 0.5, 0.25, 1.0);
}
