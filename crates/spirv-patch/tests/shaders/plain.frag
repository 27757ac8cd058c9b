#version 450
// No clip or cull distances anywhere: the clip passes must leave it byte for byte.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;
layout(set = 0, binding = 0) uniform sampler2D tex;
void main() {
    color = texture(tex, uv);
}
