#version 450
// Clip/cull emulation, gl_PerVertex block form: CLIP (1..8) clip and CULL (0..8) cull
// distances, written in main and in a helper function, with an early return. Outputs at
// locations 0 (vec4) and 1..2 (mat2): the emulation's slots start at 3.
#ifndef CLIP
#define CLIP 4
#endif
#ifndef CULL
#define CULL 2
#endif
layout(location = 0) in vec4 pos;
layout(location = 0) out vec4 color;
layout(location = 1) out mat2 extra;
layout(push_constant) uniform P { vec4 plane; int early; } p;
out float gl_ClipDistance[CLIP];
#if CULL > 0
out float gl_CullDistance[CULL];
#endif

void clip_rest() {
    for (int i = 1; i < CLIP; i++) {
        gl_ClipDistance[i] = dot(pos, p.plane) + float(i);
    }
}

void main() {
    gl_Position = pos;
    color = pos;
    extra = mat2(pos.xy, pos.zw);
    gl_ClipDistance[0] = dot(pos, p.plane);
#if CULL > 0
    for (int i = 0; i < CULL; i++) {
        gl_CullDistance[i] = pos.x - float(i);
    }
#endif
    if (p.early != 0) {
        return;
    }
    clip_rest();
}
