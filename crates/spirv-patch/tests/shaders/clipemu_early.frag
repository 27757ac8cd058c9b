#version 450
// Clip/cull emulation: early fragment tests must go (discarded fragments would write depth).
layout(early_fragment_tests) in;
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 o;
void main() {
    o = color;
}
