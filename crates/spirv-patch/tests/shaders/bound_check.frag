#version 450
// Bounds-checked fetches (the select goes) and look-alikes that are not (the select stays).
// Fetches sit inside mix() so that glslang passes their results to OpSelect directly.
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1) uniform samplerBuffer buf;
layout(set = 0, binding = 2, rgba8) uniform readonly image2D img;
layout(set = 0, binding = 3) uniform sampler2D other;
layout(location = 0) flat in ivec2 c;
layout(location = 1) flat in int i;
layout(location = 0) out vec4 o;
void main() {
    // Matched: texel fetch, texel buffer fetch, storage image read, out-of-bounds form.
    o = mix(vec4(0.0), texelFetch(tex, c, 0), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 0))))));
    o += mix(vec4(0.0), texelFetch(buf, i), bvec4(uint(i) < uint(textureSize(buf))));
    o += mix(vec4(0.0), imageLoad(img, c), bvec4(all(lessThan(uvec2(c), uvec2(imageSize(img))))));
    o += mix(texelFetch(tex, c, 0), vec4(0.0), bvec4(any(greaterThanEqual(uvec2(c), uvec2(textureSize(tex, 0))))));
    // Level 0's size bounds every level.
    o += mix(vec4(0.0), texelFetch(tex, c, 2), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 0))))));
    // Kept: another image's size, another coordinate, a signed comparison, a non-zero
    // fallback, the wrong polarity, another level's size, an offset fetch.
    o += mix(vec4(0.0), texelFetch(tex, c, 0), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(other, 0))))));
    o += mix(vec4(0.0), texelFetch(tex, c + 1, 0), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 0))))));
    o += mix(vec4(0.0), texelFetch(tex, c, 0), bvec4(all(lessThan(c, textureSize(tex, 0)))));
    o += mix(vec4(0.0, 0.0, 0.0, 1.0), texelFetch(tex, c, 0), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 0))))));
    o += mix(texelFetch(tex, c, 0), vec4(0.0), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 0))))));
    o += mix(vec4(0.0), texelFetch(tex, c, 0), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 1))))));
    o += mix(vec4(0.0), texelFetchOffset(tex, c, 0, ivec2(-1, 0)), bvec4(all(lessThan(uvec2(c), uvec2(textureSize(tex, 0))))));
}
