#version 450
// Clip/cull emulation, geometry: EmitVertex in main and in a helper function.
layout(triangles) in;
layout(triangle_strip, max_vertices = 6) out;
layout(location = 0) out vec4 color;
out float gl_ClipDistance[2];
out float gl_CullDistance[1];

void emit_shifted(int i) {
    gl_Position = gl_in[i].gl_Position + vec4(0.1, 0.0, 0.0, 0.0);
    color = vec4(1.0);
    gl_ClipDistance[0] = gl_Position.x;
    gl_ClipDistance[1] = -gl_Position.y;
    gl_CullDistance[0] = gl_Position.z;
    EmitVertex();
}

void main() {
    for (int i = 0; i < 3; i++) {
        gl_Position = gl_in[i].gl_Position;
        color = gl_in[i].gl_Position;
        gl_ClipDistance[0] = gl_Position.x;
        gl_ClipDistance[1] = gl_Position.y;
        gl_CullDistance[0] = gl_Position.z;
        EmitVertex();
    }
    EndPrimitive();
    for (int i = 0; i < 3; i++) {
        emit_shifted(i);
    }
    EndPrimitive();
}
