#version 450
// An integer input: a *SCALED format cannot feed it.
layout(location = 0) in ivec4 i;
void main() {
    gl_Position = vec4(i);
}
