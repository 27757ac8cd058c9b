#version 450
// Lavapipe test of the clip/cull emulation: CLIP clip distances, the first three from fixed
// clip-space planes with no z term (so each zero set is a straight line in NDC,
// a*x + b*y + c = 0), the rest w (never clipping); CULL cull distances from the vertex
// data; a flat colour that names the triangle.
#ifndef CLIP
#define CLIP 4
#endif
#ifndef CULL
#define CULL 2
#endif
layout(location = 0) in vec4 pos;
layout(location = 1) in vec2 cull;
layout(location = 0) flat out vec4 color;
#if CLIP > 0
out float gl_ClipDistance[CLIP];
#endif
#if CULL > 0
out float gl_CullDistance[CULL];
#endif
const vec4 PLANES[3] = vec4[3](
    vec4(1.0, 0.3, 0.0, 0.2),
    vec4(-0.4, 1.0, 0.0, 0.5),
    vec4(0.7, -0.6, 0.0, 0.8));
void main() {
    gl_Position = pos;
    color = vec4(float(gl_VertexIndex / 3 + 1) / 255.0, 0.5, 0.25, 1.0);
#if CLIP > 0
    for (int i = 0; i < CLIP; i++) {
        gl_ClipDistance[i] = i < 3 ? dot(pos, PLANES[min(i, 2)]) : pos.w;
    }
#endif
#if CULL > 0
    gl_CullDistance[0] = cull.x;
#endif
#if CULL > 1
    gl_CullDistance[1] = cull.y;
#endif
}
