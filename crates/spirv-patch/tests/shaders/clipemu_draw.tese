#version 450
// Lavapipe test of the clip/cull emulation, tessellation evaluation stage: the clip
// distances of clipemu_draw.vert (three planes, then w) and the two cull distances, at each
// corner of the patch.
layout(triangles, equal_spacing, ccw) in;
layout(location = 0) in vec4 color_in[];
layout(location = 1) in vec2 cull_in[];
layout(location = 0) flat out vec4 color;
out float gl_ClipDistance[4];
out float gl_CullDistance[2];
const vec4 PLANES[3] = vec4[3](
    vec4(1.0, 0.3, 0.0, 0.2),
    vec4(-0.4, 1.0, 0.0, 0.5),
    vec4(0.7, -0.6, 0.0, 0.8));
void main() {
    vec3 t = gl_TessCoord;
    vec4 p = t.x * gl_in[0].gl_Position + t.y * gl_in[1].gl_Position + t.z * gl_in[2].gl_Position;
    gl_Position = p;
    color = color_in[0];
    for (int k = 0; k < 3; k++) {
        gl_ClipDistance[k] = dot(p, PLANES[k]);
    }
    gl_ClipDistance[3] = p.w;
    vec2 c = t.x * cull_in[0] + t.y * cull_in[1] + t.z * cull_in[2];
    gl_CullDistance[0] = c.x;
    gl_CullDistance[1] = c.y;
}
