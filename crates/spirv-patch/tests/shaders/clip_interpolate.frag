#version 450
// Fragment shader interpolating gl_ClipDistance inputs at the centroid and at an offset.
in float gl_ClipDistance[2];
layout(location = 0) out vec4 color;
void main() {
    float a = interpolateAtCentroid(gl_ClipDistance[1]);
    float b = interpolateAtOffset(gl_ClipDistance[0], vec2(0.125));
    color = vec4(a, b, 0.0, 1.0);
}
