#version 450
// gl_PerVertex block form: clip and cull distances as block members, constant and dynamic
// indices, and a member (gl_PointSize) after which nothing shifts.
layout(location = 0) in vec4 pos;
layout(push_constant) uniform P { int n; } p;
out float gl_ClipDistance[4];
out float gl_CullDistance[2];
void main() {
    gl_Position = pos;
    gl_PointSize = 1.0;
    for (int i = 0; i < p.n; i++) {
        gl_ClipDistance[i] = pos[i & 3];
    }
    gl_ClipDistance[3] = gl_ClipDistance[0] * 2.0;
    gl_CullDistance[1] = pos.w;
    gl_CullDistance[0] = -pos.w;
}
