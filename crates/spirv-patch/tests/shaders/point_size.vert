#version 450
// gl_PerVertex block form: gl_PointSize is a member of the output block.
layout(location = 0) in vec4 pos;
layout(location = 0) out vec4 color;
void main() {
    gl_Position = pos;
    gl_PointSize = 1.0;
    color = pos * 0.5;
}
