#version 450
// Clip/cull emulation: a fragment shader that reads gl_ClipDistance gets the interpolated
// values from the emulation's inputs.
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 o;
in float gl_ClipDistance[3];
void main() {
    o = color * gl_ClipDistance[0] + vec4(gl_ClipDistance[1], gl_ClipDistance[2], 0.0, 0.0);
}
