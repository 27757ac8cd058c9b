#version 450
// The consumer: narrower inputs at locations 0-3 (scalar and vector, float, int and uint,
// flat and noperspective), read by loads, a dynamic component index and
// interpolateAtCentroid; location 5 already matches.
layout(location = 0) in vec2 uv;
layout(location = 1) flat in int id;
layout(location = 2) noperspective in float depth;
layout(location = 3) flat in uvec2 mask;
layout(location = 5) in vec2 same;
layout(location = 0) out vec4 color;
layout(push_constant) uniform P { int k; } p;
void main() {
    vec2 c = interpolateAtCentroid(uv);
    color = vec4(uv, c) + vec4(float(id), depth, float(mask.x + mask.y), uv[p.k & 1]);
    color.xy += same;
}
