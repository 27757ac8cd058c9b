#version 450
// `--mode bc`: each tile shows one mip level of one layer of a BCn texture, texel for pixel
// (texelFetch: no filtering, no mip selection), mapped into [0, 1] by `kind`:
//   0 UNORM / sRGB: as fetched (the sampler already turned sRGB into linear)
//   1 SNORM red, 2 SNORM red and green: c * 0.5 + 0.5
//   3 unsigned float: c / (1 + c) in rgb
//   4 signed float: c / (1 + |c|) * 0.5 + 0.5 in rgb

layout(location = 0) out vec4 out_color;

layout(set = 0, binding = 0) uniform sampler2DArray tex;

layout(push_constant) uniform Push {
    ivec2 origin;
    int layer;
    int lod;
    int kind;
} pc;

void main() {
    ivec2 t = ivec2(gl_FragCoord.xy) - pc.origin;
    vec4 c = texelFetch(tex, ivec3(t, pc.layer), pc.lod);
    if (pc.kind == 1) {
        c.r = c.r * 0.5 + 0.5;
    } else if (pc.kind == 2) {
        c.rg = c.rg * 0.5 + 0.5;
    } else if (pc.kind == 3) {
        c.rgb = c.rgb / (1.0 + c.rgb);
    } else if (pc.kind == 4) {
        c.rgb = c.rgb / (1.0 + abs(c.rgb)) * 0.5 + 0.5;
    }
    out_color = c;
}
