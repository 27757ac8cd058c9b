#version 450
// Lavapipe test of the clip/cull emulation, geometry stage: the clip distances of
// clipemu_draw.vert (three planes, then w) and the two cull distances, written in a helper
// function that emits each vertex.
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) flat in vec4 color_in[];
layout(location = 1) in vec2 cull_in[];
layout(location = 0) flat out vec4 color;
out float gl_ClipDistance[4];
out float gl_CullDistance[2];
const vec4 PLANES[3] = vec4[3](
    vec4(1.0, 0.3, 0.0, 0.2),
    vec4(-0.4, 1.0, 0.0, 0.5),
    vec4(0.7, -0.6, 0.0, 0.8));

void emit(int i) {
    gl_Position = gl_in[i].gl_Position;
    color = color_in[i];
    for (int k = 0; k < 3; k++) {
        gl_ClipDistance[k] = dot(gl_Position, PLANES[k]);
    }
    gl_ClipDistance[3] = gl_Position.w;
    gl_CullDistance[0] = cull_in[i].x;
    gl_CullDistance[1] = cull_in[i].y;
    EmitVertex();
}

void main() {
    emit(0);
    emit(1);
    emit(2);
    EndPrimitive();
}
