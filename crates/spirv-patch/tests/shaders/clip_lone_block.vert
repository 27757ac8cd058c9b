#version 450
// gl_PerVertex redeclared with gl_ClipDistance as its only member: the block variable goes
// with the member.
out gl_PerVertex {
    float gl_ClipDistance[2];
};
layout(location = 0) in vec4 p;
layout(location = 0) out vec4 color;
void main() {
    gl_ClipDistance[0] = p.x;
    gl_ClipDistance[1] = p.y;
    color = p;
}
