#version 450
// Scaled inputs of 1 to 4 components, read whole, through access chains (constant and
// dynamic index) and through a helper function that receives the loaded value.
layout(location = 0) in float s1;
layout(location = 1) in vec2 s2;
layout(location = 2) in vec3 s3;
layout(location = 3) in vec4 s4;
layout(location = 4) in vec4 plain;

layout(push_constant) uniform P { int i; } p;

vec4 twice(vec4 v) { return v * 2.0; }

void main() {
    vec4 acc = twice(s4) + plain;
    acc.x += s1 + s2.y + s3[p.i];
    acc.yz += s2;
    acc.w += s3.z + s4[p.i];
    gl_Position = acc;
}
