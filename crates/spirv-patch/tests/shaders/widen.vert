#version 450
// The producer: every varying is wider than widen.frag reads it.
layout(location = 0) in vec4 pos;
layout(location = 0) out vec4 uv;
layout(location = 1) flat out ivec4 id;
layout(location = 2) noperspective out vec3 depth;
layout(location = 3) flat out uvec4 mask;
layout(location = 4) out vec4 packed_;
layout(location = 5) out vec2 same;
void main() {
    gl_Position = pos;
    uv = pos * 0.25;
    id = ivec4(gl_VertexIndex, 1, 2, 3);
    depth = pos.xyz;
    mask = uvec4(gl_VertexIndex) * uvec4(1, 2, 4, 8);
    packed_ = pos.wzyx;
    same = pos.xy;
}
