// The compute shader of the device-address test client (`bda_client.rs`). Built with
//   glslangValidator -V --target-env vulkan1.2 bda.comp -o bda.comp.spv
// It reads a buffer and writes another, both named only by their device addresses in push
// constants.
#version 460
#extension GL_EXT_buffer_reference : require

layout(local_size_x = 64) in;

layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words {
    uint v[];
};

layout(push_constant) uniform Push {
    Words src;
    Words dst;
    uint frame;
} pc;

void main() {
    uint i = gl_GlobalInvocationID.x;
    pc.dst.v[i] = pc.src.v[i] * 3u + pc.frame;
}
