#version 450
// Reads dxvkfix_draw.vert's varyings narrower than they are written.
layout(location = 0) in vec2 uv;
layout(location = 1) flat in int id;
layout(location = 2) noperspective in float shade;
layout(location = 0) out vec4 color;
void main() {
    color = vec4(uv, shade, float(id & 255) / 255.0);
}
