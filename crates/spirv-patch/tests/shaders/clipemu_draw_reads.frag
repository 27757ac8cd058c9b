#version 450
// Lavapipe test of the clip/cull emulation: a fragment shader that reads the interpolated
// clip distances (the first three of four, scaled into UNORM range) and the triangle's id.
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 o;
in float gl_ClipDistance[4];
void main() {
    o = vec4(clamp(vec3(gl_ClipDistance[0], gl_ClipDistance[1], gl_ClipDistance[2]) / 8.0, 0.0, 1.0),
             color.r);
}
