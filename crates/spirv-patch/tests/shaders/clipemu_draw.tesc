#version 450
// Lavapipe test of the clip/cull emulation, tessellation pipeline: passes each patch through
// with all levels 1 (one triangle with the patch's corners).
layout(vertices = 3) out;
layout(location = 0) in vec4 color_in[];
layout(location = 1) in vec2 cull_in[];
layout(location = 0) out vec4 color_out[];
layout(location = 1) out vec2 cull_out[];
void main() {
    gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
    color_out[gl_InvocationID] = color_in[gl_InvocationID];
    cull_out[gl_InvocationID] = cull_in[gl_InvocationID];
    if (gl_InvocationID == 0) {
        gl_TessLevelOuter[0] = 1.0;
        gl_TessLevelOuter[1] = 1.0;
        gl_TessLevelOuter[2] = 1.0;
        gl_TessLevelInner[0] = 1.0;
    }
}
