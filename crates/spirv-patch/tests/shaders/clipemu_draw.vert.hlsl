// Lavapipe test of the clip/cull emulation, HLSL form (standalone Output arrays, as DXVK
// writes them): the three planes of clipemu_draw.vert plus w as a fourth clip distance, two
// cull distances from the vertex data, a flat colour that names the triangle.
struct VsOut {
    float4 pos : SV_Position;
    nointerpolation float4 color : COLOR0;
    float4 clip : SV_ClipDistance0;
    float2 cull : SV_CullDistance0;
};

static const float4 PLANES[3] = {
    float4(1.0, 0.3, 0.0, 0.2),
    float4(-0.4, 1.0, 0.0, 0.5),
    float4(0.7, -0.6, 0.0, 0.8),
};

VsOut main(float4 pos : POSITION, float2 cull : TEXCOORD0, uint id : SV_VertexID) {
    VsOut o;
    o.pos = pos;
    o.color = float4(float(id / 3 + 1) / 255.0, 0.5, 0.25, 1.0);
    o.clip = float4(dot(pos, PLANES[0]), dot(pos, PLANES[1]), dot(pos, PLANES[2]), pos.w);
    o.cull = cull;
    return o;
}
