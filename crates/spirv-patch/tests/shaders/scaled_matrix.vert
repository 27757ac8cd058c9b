#version 450
// A matrix input spans locations 1..4; an array input spans 5..6.
layout(location = 0) in vec4 pos;
layout(location = 1) in mat4 m;
layout(location = 5) in vec2 arr[2];
void main() {
    gl_Position = m * pos + vec4(arr[0], arr[1]);
}
