#version 450
// `--mode clip`: positions in NDC, a flat colour, and two user clip planes from the push
// constants. gl_ClipDistance[i] = dot(planes[i].xyz, (x, y, 1)): the rasteriser keeps
// only the part of each triangle where both distances are >= 0.

layout(location = 0) in vec2 in_pos;
layout(location = 1) in vec4 in_color;

layout(location = 0) flat out vec4 v_color;

layout(push_constant) uniform Push {
    vec4 planes[2];
} pc;

out gl_PerVertex {
    vec4 gl_Position;
    float gl_ClipDistance[2];
};

void main() {
    vec3 p = vec3(in_pos, 1.0);
    gl_Position = vec4(in_pos, 0.0, 1.0);
    gl_ClipDistance[0] = dot(pc.planes[0].xyz, p);
    gl_ClipDistance[1] = dot(pc.planes[1].xyz, p);
    v_color = in_color;
}
