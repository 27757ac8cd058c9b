#version 450
// Two inputs share location 4 through Component decorations: widen_inputs refuses it when
// the producer writes a vec4 there.
layout(location = 4, component = 0) in vec2 a;
layout(location = 4, component = 2) in float b;
layout(location = 0) out vec4 color;
void main() {
    color = vec4(a, b, 1.0);
}
