#version 450
// `--mode scaled`: every input is a *SCALED vertex format, which the shader sees as plain
// integer-valued floats. Position and colour are integer sums of the inputs (exact in
// float), so each component of each format moves a triangle or changes its colour:
//   units    = pos + (unsigned.xy - 512) + signed.xy        NDC = units / 8192
//   colour   = (col.r + signed.z,
//               col.g + unsigned.z - 512,
//               col.b + 32 * unsigned.w + 16 * signed.w,
//               col.a) / 255

layout(location = 0) in vec2 in_pos;      // R16G16_SSCALED
layout(location = 1) in vec4 in_col;      // R8G8B8A8_USCALED
layout(location = 2) in vec4 in_unsigned; // A2B10G10R10_USCALED_PACK32
layout(location = 3) in vec4 in_signed;   // A2B10G10R10_SSCALED_PACK32

layout(location = 0) flat out vec4 v_color;

void main() {
    vec2 units = in_pos + (in_unsigned.xy - 512.0) + in_signed.xy;
    gl_Position = vec4(units / 8192.0, 0.0, 1.0);
    vec4 c = vec4(in_col.r + in_signed.z,
                  in_col.g + in_unsigned.z - 512.0,
                  in_col.b + 32.0 * in_unsigned.w + 16.0 * in_signed.w,
                  in_col.a);
    v_color = c / 255.0;
}
