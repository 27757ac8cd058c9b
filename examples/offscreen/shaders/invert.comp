#version 450
// Post-processing compute pass over the read-back image (one packed RGBA8 word per pixel,
// red in the low byte): inverts red, green and blue in the bottom-right quadrant
// (x >= width / 2 and y >= height / 2) and leaves alpha alone. Integer-only, so exact.

layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

layout(set = 0, binding = 0) buffer Pixels {
    uint texels[];
} pixels;

layout(push_constant) uniform Push {
    uvec2 size;
} pc;

void main() {
    uvec2 p = gl_GlobalInvocationID.xy;
    if (p.x >= pc.size.x || p.y >= pc.size.y) {
        return;
    }
    if (p.x >= pc.size.x / 2u && p.y >= pc.size.y / 2u) {
        uint i = p.y * pc.size.x + p.x;
        pixels.texels[i] = pixels.texels[i] ^ 0x00FFFFFFu;
    }
}
