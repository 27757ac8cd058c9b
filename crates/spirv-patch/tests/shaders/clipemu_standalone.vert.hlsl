// Clip/cull emulation, HLSL form (standalone Output arrays, as DXVK and vkd3d-proton
// write them): 6 clip distances over two semantics and 3 cull distances.
struct VsOut {
    float4 pos : SV_Position;
    float4 color : COLOR0;
    float4 clip0 : SV_ClipDistance0;
    float2 clip1 : SV_ClipDistance1;
    float3 cull : SV_CullDistance0;
};

VsOut main(float4 p : POSITION) {
    VsOut o;
    o.pos = p;
    o.color = p;
    o.clip0 = p;
    o.clip1 = p.yx;
    o.cull = p.zwx;
    return o;
}
