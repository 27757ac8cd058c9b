#version 450
// Writes gl_PointSize and reads it back: the value must survive as a Private variable.
layout(location = 0) in vec4 pos;
layout(location = 0) out vec4 color;
void main() {
    gl_PointSize = pos.w * 2.0;
    gl_Position = pos;
    color = vec4(gl_PointSize);
}
