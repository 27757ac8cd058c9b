#version 450
// Geometry shader: reads gl_in[i] block members, writes the output gl_PerVertex block.
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {
    for (int i = 0; i < 3; i++) {
        gl_Position = gl_in[i].gl_Position;
        gl_ClipDistance[0] = gl_in[i].gl_ClipDistance[0] + gl_in[i].gl_CullDistance[0];
        gl_CullDistance[0] = gl_in[i].gl_CullDistance[0];
        EmitVertex();
    }
    EndPrimitive();
}
