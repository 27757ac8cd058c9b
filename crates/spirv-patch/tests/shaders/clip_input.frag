#version 450
// Fragment shader reading gl_ClipDistance and gl_CullDistance (standalone Input arrays).
layout(location = 0) out vec4 color;
in float gl_ClipDistance[2];
in float gl_CullDistance[1];
void main() {
    color = vec4(gl_ClipDistance[0], gl_ClipDistance[1], gl_CullDistance[0], 1.0);
}
