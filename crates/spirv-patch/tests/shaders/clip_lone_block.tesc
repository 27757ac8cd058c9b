#version 450
// Tessellation control: arrayed gl_PerVertex blocks whose only member is gl_ClipDistance.
layout(vertices = 3) out;
in gl_PerVertex {
    float gl_ClipDistance[2];
} gl_in[];
out gl_PerVertex {
    float gl_ClipDistance[2];
} gl_out[];
void main() {
    gl_out[gl_InvocationID].gl_ClipDistance[1] = gl_in[gl_InvocationID].gl_ClipDistance[0];
    gl_TessLevelOuter[0] = 1.0;
    gl_TessLevelOuter[1] = 1.0;
    gl_TessLevelOuter[2] = 1.0;
    gl_TessLevelInner[0] = 1.0;
}
