#version 450
// A 64-bit input spanning two locations (0..1).
layout(location = 0) in dvec4 d;
void main() {
    gl_Position = vec4(d);
}
