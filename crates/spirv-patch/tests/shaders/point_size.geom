#version 450
// Reads gl_in[].gl_PointSize and writes gl_PointSize (GeometryPointSize capability).
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) out float size;
void main() {
    for (int i = 0; i < 3; i++) {
        gl_Position = gl_in[i].gl_Position;
        gl_PointSize = 1.0;
        size = gl_in[i].gl_PointSize;
        EmitVertex();
    }
    EndPrimitive();
}
