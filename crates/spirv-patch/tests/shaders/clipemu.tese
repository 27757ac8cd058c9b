#version 450
// Clip/cull emulation, tessellation evaluation: writes the output block, reads gl_in[].
layout(triangles) in;
layout(location = 0) out vec4 color;
out float gl_ClipDistance[3];
out float gl_CullDistance[1];
void main() {
    vec4 p = gl_TessCoord.x * gl_in[0].gl_Position + gl_TessCoord.y * gl_in[1].gl_Position
        + gl_TessCoord.z * gl_in[2].gl_Position;
    gl_Position = p;
    color = p;
    gl_ClipDistance[0] = p.x;
    gl_ClipDistance[1] = p.y;
    gl_ClipDistance[2] = gl_in[0].gl_ClipDistance[0];
    gl_CullDistance[0] = p.z;
}
