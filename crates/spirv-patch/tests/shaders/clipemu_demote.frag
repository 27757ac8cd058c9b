#version 450
// Clip/cull emulation: a shader that demotes already gets OpDemoteToHelperInvocation.
#extension GL_EXT_demote_to_helper_invocation : require
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 o;
void main() {
    if (color.a < 0.5) {
        demote;
    }
    o = color;
}
